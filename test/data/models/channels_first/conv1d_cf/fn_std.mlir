module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_2122(%arg0: tensor<1x4x32xf32>) -> (tensor<1x3x25xf32>, tensor<1x3xf32>) attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "x", outputs = "identity_RetVal,identity_1_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<[1, 3, 1, 25]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_0 = "tf.Const"() <{value = dense<[[[-0.0395763814, -0.283640563, 0.140886486, -0.326033711, 0.385848343, -0.281639457], [0.278417408, 0.289192975, -0.252148539, 0.0783213377, -0.0786437988, 0.0228856504], [0.195383668, 3.143680e-01, 0.162782609, 0.018688798, 0.184756935, -0.392441183]], [[-0.0829060673, -0.0450253487, 0.357833564, 0.276900947, -0.226911008, 0.113374889], [0.294990599, 0.178868234, 0.234162807, 4.001500e-01, -0.238135278, 0.0194428563], [-0.321880072, -0.275568455, -0.324816525, -3.577900e-02, 0.0710969269, 0.0312897563]], [[0.144665658, 0.177719653, -0.144712567, -0.395371318, 0.121595621, 0.0305080712], [-0.142016888, -0.36128816, -0.179039136, -0.232684672, 0.120466173, -0.248733282], [0.148210645, 0.0633648038, -0.323074073, 0.352923393, -0.0941691696, 0.218573272]], [[0.0903192162, 0.342926085, -0.271640182, 0.212605238, -0.297830582, -0.115940928], [-0.0223102272, -0.396071047, -0.10296768, -0.373631477, -0.0346514881, 0.313354492], [-0.33275187, 0.214633286, -0.114218026, -0.251891375, -0.373606265, -0.116886348]]]> : tensor<4x3x6xf32>}> {device = ""} : () -> tensor<4x3x6xf32>
    %cst_1 = "tf.Const"() <{value = dense<2> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_2 = "tf.Const"() <{value = dense<[1, 3, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_3 = "tf.Const"() <{value = dense<[-0.109208226, -0.213398188, 0.187906012]> : tensor<3xf32>}> {device = ""} : () -> tensor<3xf32>
    %cst_4 = "tf.Const"() <{value = dense<"0xA01F2C3E8C20D03EECE3B73DF44CAABEB0BD65BDA675C5BE4955B7BEE080253E062580BED009F13D0AA8993EF189C7BEE84256BD20592EBE4064AD3C48E4D6BDC0A1743E00DA8DBD0C11523EFB7FCBBE791AA4BE74EC5BBEE87BA7BE300EC73C38D94CBD89B7C8BE70D5933EC0D9733D8889413E640BFCBD2633C23EB8AB12BE0027B43C3090B83C60CB4E3EC8B1603D4022AE3C5084803C80158D3EE0CAFFBD8CC9073EFA8EA53E9646A93E505990BE13FD3CBEFC9FC03EDE13C8BE4FBE72BE00DB463B2F3B4DBEAF4E42BEC662993ED656823E4726B5BED02C2B3EC24AA0BE1C5E06BE008FD73B6660BFBE04FFC0BE606A523EDA344EBE1C694F3E30CF63BEC0F2C33DE855C93D95E723BEE037A83D1EA79F3E8A0063BE68C9923E0047CCBC6CFD883E68B7BB3EA062CEBD5C23123EA4D549BEB4CBC9BE1063C6BDB077C1BE2086D8BDB4BBE1BDE842E5BD4074CE3CBDC3C1BEABC7B8BE798367BEEA59B33E00092A3B20D2213EC826DC3D4C3A1EBEE8197A3E0CF541BEB00E8F3D1479AB3E7EEA10BEC648BA3EC0511CBC4A1E00BE78AEDA3DBC1676BEC3D3AABEEC1F813DB034E6BCCA7E9E3E60EAAF3DDE12B63E"> : tensor<3x6x6xf32>}> {device = ""} : () -> tensor<3x6x6xf32>
    %cst_5 = "tf.Const"() <{value = dense<0> : tensor<2x2xi32>}> {device = ""} : () -> tensor<2x2xi32>
    %cst_6 = "tf.Const"() <{value = dense<[1, 2]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_7 = "tf.Const"() <{value = dense<[-0.104297362, 0.140880108, 0.185521364, -0.0504839644, 0.0526409633, 0.0809270665]> : tensor<6xf32>}> {device = ""} : () -> tensor<6xf32>
    %cst_8 = "tf.Const"() <{value = dense<[[0, 0], [0, 0], [4, 0]]> : tensor<3x2xi32>}> {device = ""} : () -> tensor<3x2xi32>
    %cst_9 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_10 = "tf.Const"() <{value = dense<"0x3A0C54BE40B7AABC510B36BEF0888CBEAB618DBE404E06BD008FAB3A0212AABE107B9DBCE637A93EC56E8CBE806799BE8070603EC08F7BBCD87C083D4045DC3B20990E3D70D4D03CF22F133E782BA9BDFC0CE23DC8C1273D610B37BEE0BC90BED14814BE14C5A1BDCAFDE0BD2BB625BEAE15893EB8908FBEEAD5973E80E455BBF13698BE184B0F3D627C073E732090BEDC64183E40AB333C8C79533E1845A73E4C16FD3D47E936BE9667883E02C6193EF458863E163280BEF841353EC8830A3ED4CF233E58FB1CBE8A7256BEA0FCB13DC011FF3D68C306BD420B8FBED473713EAC75F93D8E74E4BDAE3565BED8F60EBD1A45813E541C3A3E2CCCDDBDF88161BE9030D83D787AA53EC67A013E6C15583E783B9C3E60C3B13D6E96A33E14AF663ECC0CD73D00F7CABAC04C8D3DA48395BDC2B435BED02A48BD4028D4BCC2B9893ED0AF9A3E3824A0BD003222BE40941ABD108BB6BC1E0DB1BE12B294BE136C10BE248B743E12D664BEBCA97B3E921102BEBE6D88BEE8C3B0BD9834273D10AC97BECCCEA9BDE82807BD55E087BEF0509EBC000DECBDC8F29DBED8BE8F3D2E7279BE1CBE613E8A109D3E500DA33E8CDEACBDBA00A13E8060343EC8C62A3EC8B693BD1B569DBE029A5EBEC2B157BE216A52BE408B93BBB408B53D619C2DBEBAFE9E3E"> : tensor<5x4x6xf32>}> {device = ""} : () -> tensor<5x4x6xf32>
    %cst_11 = "tf.Const"() <{value = dense<-2> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_12 = "tf.Const"() <{value = dense<[1, 6, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_13 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_14 = "tf.Const"() <{value = dense<[0, 2, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_15 = "tf.Const"() <{value = dense<[-0.14409937, 0.276655495, -0.0366161838, -0.0719350427, -1.467090e-01, 0.191931605]> : tensor<6xf32>}> {device = ""} : () -> tensor<6xf32>
    %0 = "tf.Identity"(%cst_15) {_has_manual_control_dependencies = true, device = ""} : (tensor<6xf32>) -> tensor<6xf32>
    %1 = "tf.Reshape"(%0, %cst_12) {device = ""} : (tensor<6xf32>, tensor<3xi32>) -> tensor<1x6x1xf32>
    %2 = "tf.Squeeze"(%1) <{squeeze_dims = []}> {device = ""} : (tensor<1x6x1xf32>) -> tensor<6xf32>
    %3 = "tf.Identity"(%cst_10) {_has_manual_control_dependencies = true, device = ""} : (tensor<5x4x6xf32>) -> tensor<5x4x6xf32>
    %4 = "tf.ExpandDims"(%3, %cst_9) {device = ""} : (tensor<5x4x6xf32>, tensor<i32>) -> tensor<1x5x4x6xf32>
    %5 = "tf.Identity"(%cst_7) {_has_manual_control_dependencies = true, device = ""} : (tensor<6xf32>) -> tensor<6xf32>
    %6 = "tf.Reshape"(%5, %cst_12) {device = ""} : (tensor<6xf32>, tensor<3xi32>) -> tensor<1x6x1xf32>
    %7 = "tf.Squeeze"(%6) <{squeeze_dims = []}> {device = ""} : (tensor<1x6x1xf32>) -> tensor<6xf32>
    %8 = "tf.Identity"(%cst_4) {_has_manual_control_dependencies = true, device = ""} : (tensor<3x6x6xf32>) -> tensor<3x6x6xf32>
    %9 = "tf.ExpandDims"(%8, %cst_9) {device = ""} : (tensor<3x6x6xf32>, tensor<i32>) -> tensor<1x3x6x6xf32>
    %10 = "tf.Identity"(%cst_3) {_has_manual_control_dependencies = true, device = ""} : (tensor<3xf32>) -> tensor<3xf32>
    %11 = "tf.Reshape"(%10, %cst_2) {device = ""} : (tensor<3xf32>, tensor<3xi32>) -> tensor<1x3x1xf32>
    %12 = "tf.Squeeze"(%11) <{squeeze_dims = []}> {device = ""} : (tensor<1x3x1xf32>) -> tensor<3xf32>
    %13 = "tf.Identity"(%cst_0) {_has_manual_control_dependencies = true, device = ""} : (tensor<4x3x6xf32>) -> tensor<4x3x6xf32>
    %14 = "tf.ExpandDims"(%13, %cst_9) {device = ""} : (tensor<4x3x6xf32>, tensor<i32>) -> tensor<1x4x3x6xf32>
    %15 = "tf.ExpandDims"(%arg0, %cst_11) {device = ""} : (tensor<1x4x32xf32>, tensor<i32>) -> tensor<1x4x1x32xf32>
    %16 = "tf.Conv2D"(%15, %4) <{data_format = "NCHW", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "SAME", strides = [1, 1, 1, 2], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x4x1x32xf32>, tensor<1x5x4x6xf32>) -> tensor<1x6x1x16xf32>
    %17 = "tf.Squeeze"(%16) <{squeeze_dims = [-2]}> {device = ""} : (tensor<1x6x1x16xf32>) -> tensor<1x6x16xf32>
    %18 = "tf.BiasAdd"(%17, %2) <{data_format = "NCHW"}> {device = ""} : (tensor<1x6x16xf32>, tensor<6xf32>) -> tensor<1x6x16xf32>
    %19 = "tf.Relu"(%18) {device = ""} : (tensor<1x6x16xf32>) -> tensor<1x6x16xf32>
    %20 = "tf.Pad"(%19, %cst_8) {device = ""} : (tensor<1x6x16xf32>, tensor<3x2xi32>) -> tensor<1x6x20xf32>
    %21 = "tf.SpaceToBatchND"(%20, %cst_6, %cst_5) {device = ""} : (tensor<1x6x20xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x6x10xf32>
    %22 = "tf.ExpandDims"(%21, %cst_11) {device = ""} : (tensor<2x6x10xf32>, tensor<i32>) -> tensor<2x6x1x10xf32>
    %23 = "tf.Conv2D"(%22, %9) <{data_format = "NCHW", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "VALID", strides = [1, 1, 1, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<2x6x1x10xf32>, tensor<1x3x6x6xf32>) -> tensor<2x6x1x8xf32>
    %24 = "tf.Squeeze"(%23) <{squeeze_dims = [-2]}> {device = ""} : (tensor<2x6x1x8xf32>) -> tensor<2x6x8xf32>
    %25 = "tf.BatchToSpaceND"(%24, %cst_6, %cst_5) {device = ""} : (tensor<2x6x8xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<1x6x16xf32>
    %26 = "tf.BiasAdd"(%25, %7) <{data_format = "NCHW"}> {device = ""} : (tensor<1x6x16xf32>, tensor<6xf32>) -> tensor<1x6x16xf32>
    %27 = "tf.Transpose"(%26, %cst_14) {device = ""} : (tensor<1x6x16xf32>, tensor<3xi32>) -> tensor<1x16x6xf32>
    %28 = "tf.ExpandDims"(%27, %cst_13) {device = ""} : (tensor<1x16x6xf32>, tensor<i32>) -> tensor<1x1x16x6xf32>
    %29 = "tf.MaxPool"(%28) <{data_format = "NHWC", explicit_paddings = [], ksize = [1, 1, 2, 1], padding = "VALID", strides = [1, 1, 2, 1]}> {device = ""} : (tensor<1x1x16x6xf32>) -> tensor<1x1x8x6xf32>
    %30 = "tf.Squeeze"(%29) <{squeeze_dims = [1]}> {device = ""} : (tensor<1x1x8x6xf32>) -> tensor<1x8x6xf32>
    %31 = "tf.ExpandDims"(%30, %cst_13) {device = ""} : (tensor<1x8x6xf32>, tensor<i32>) -> tensor<1x1x8x6xf32>
    %32 = "tf.AvgPool"(%31) <{data_format = "NHWC", ksize = [1, 1, 3, 1], padding = "SAME", strides = [1, 1, 1, 1]}> {device = ""} : (tensor<1x1x8x6xf32>) -> tensor<1x1x8x6xf32>
    %33 = "tf.Squeeze"(%32) <{squeeze_dims = [1]}> {device = ""} : (tensor<1x1x8x6xf32>) -> tensor<1x8x6xf32>
    %34 = "tf.Transpose"(%33, %cst_14) {device = ""} : (tensor<1x8x6xf32>, tensor<3xi32>) -> tensor<1x6x8xf32>
    %35 = "tf.ExpandDims"(%34, %cst_1) {device = ""} : (tensor<1x6x8xf32>, tensor<i32>) -> tensor<1x6x1x8xf32>
    %36 = "tf.Conv2DBackpropInput"(%cst, %14, %35) <{data_format = "NCHW", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "VALID", strides = [1, 1, 1, 3], use_cudnn_on_gpu = true}> {device = ""} : (tensor<4xi32>, tensor<1x4x3x6xf32>, tensor<1x6x1x8xf32>) -> tensor<1x3x1x25xf32>
    %37 = "tf.Squeeze"(%36) <{squeeze_dims = [2]}> {device = ""} : (tensor<1x3x1x25xf32>) -> tensor<1x3x25xf32>
    %38 = "tf.BiasAdd"(%37, %12) <{data_format = "NCHW"}> {device = ""} : (tensor<1x3x25xf32>, tensor<3xf32>) -> tensor<1x3x25xf32>
    %39 = "tf.Identity"(%38) {device = ""} : (tensor<1x3x25xf32>) -> tensor<1x3x25xf32>
    %40 = "tf.Max"(%38, %cst_1) <{keep_dims = false}> {device = ""} : (tensor<1x3x25xf32>, tensor<i32>) -> tensor<1x3xf32>
    %41 = "tf.Identity"(%40) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    return %39, %41 : tensor<1x3x25xf32>, tensor<1x3xf32>
  }
}
