module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_3533(%arg0: tensor<1x4x3xf32>) -> tensor<1x2xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "x", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<0.000000e+00> : tensor<1x4xf32>}> {device = ""} : () -> tensor<1x4xf32>
    %cst_0 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_2 = "tf.Const"() <{value = dense<[[0.135893703, 0.247231409, -0.0536154844, -0.0612146743, -0.0978419482, 0.288221061, -0.298312217, -0.252405882, -0.297298521, -0.250127196, 0.237335429, 0.31870088, 0.161020607, -0.082143642, -0.434897572, 3.711940e-01], [0.201875046, -0.236922413, -0.433217078, 0.0917183756, 0.0759242922, -0.165015489, 0.231850773, 0.32688579, 0.0836038514, 0.0982527434, 0.309307426, 0.109173574, 0.402371109, -0.206751928, 0.157866538, 0.399521351], [0.0639863163, -0.0950630232, -0.0763919949, 0.0769454464, -0.108152255, -0.43917796, -0.276945025, -0.339380175, 0.174292073, -0.296211809, -0.462254375, 0.27203843, 0.230762944, -0.289428085, 0.183522165, -0.0464442298], [0.0754470602, 0.0236275978, 0.275426209, 0.417492449, 0.420683622, 0.0080656549, 0.317005396, -0.520203531, -0.232504189, -3.1568855E-4, 0.155150279, -0.196637899, 0.199194357, -0.141347095, 0.137795657, -0.00211417116]]> : tensor<4x16xf32>}> {device = ""} : () -> tensor<4x16xf32>
    %cst_3 = "tf.Const"() <{value = dense<[[-0.199176461, -0.341078222, -0.247244209, 0.206093848, 0.180977046, -0.178753138, -0.19397977, -0.0501558185, -0.318340778, -0.200063944, 0.454956591, -0.497656226, -0.263858497, -0.437377572, -0.390302181, 0.428439379], [-0.484357953, 0.254726708, -0.385726273, 0.407456279, -0.240732521, 0.447606742, -0.218609661, -0.414118707, -0.217360049, 0.0164111853, -0.238048643, 0.12451601, -0.418551028, 0.241355956, -0.0829064846, 0.329807281], [0.268813193, -0.561927855, 0.106377959, 0.121819794, 0.337240219, -0.53835696, -0.358818322, -0.222613394, -0.277984083, -0.177283376, 0.435554743, -0.424833983, -0.064100027, -0.288651168, 0.336797416, -0.549142599]]> : tensor<3x16xf32>}> {device = ""} : () -> tensor<3x16xf32>
    %cst_4 = "tf.Const"() <{value = dense<[0.0118216248, 0.450463682, -0.355840385, 0.448649436, -0.188168541, -0.0766735524, 0.327702582, -0.0908008665, 0.0495936871, -0.472440898, 0.253513098, 0.0381433144, -0.170268282, 0.288428694, -0.196805164, -0.0465021096]> : tensor<16xf32>}> {device = ""} : () -> tensor<16xf32>
    %cst_5 = "tf.Const"() <{value = dense<[[0.0313687325, -3.818760e-01], [0.677808762, -0.786796331], [-0.210139751, -0.626573801], [-0.00185966492, 9.734640e-01]]> : tensor<4x2xf32>}> {device = ""} : () -> tensor<4x2xf32>
    %cst_6 = "tf.Const"() <{value = dense<[0.0118216248, 0.450463682]> : tensor<2xf32>}> {device = ""} : () -> tensor<2xf32>
    %0 = "tf.Identity"(%cst_6) {_has_manual_control_dependencies = true, device = ""} : (tensor<2xf32>) -> tensor<2xf32>
    %1 = "tf.Identity"(%cst_5) {_has_manual_control_dependencies = true, device = ""} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = "tf.Identity"(%cst_4) {_has_manual_control_dependencies = true, device = ""} : (tensor<16xf32>) -> tensor<16xf32>
    %3 = "tf.Identity"(%cst_3) {_has_manual_control_dependencies = true, device = ""} : (tensor<3x16xf32>) -> tensor<3x16xf32>
    %4 = "tf.Identity"(%cst_2) {_has_manual_control_dependencies = true, device = ""} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %5 = "tf.MatMul"(%cst, %4) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x16xf32>) -> tensor<1x16xf32>
    %6 = "tf.Squeeze"(%5) <{squeeze_dims = []}> {device = ""} : (tensor<1x16xf32>) -> tensor<16xf32>
    %7 = "tf.Transpose"(%arg0, %cst_0) {device = ""} : (tensor<1x4x3xf32>, tensor<3xi32>) -> tensor<4x1x3xf32>
    %8:4 = "tf.Unpack"(%7) <{axis = 0 : i64}> {device = ""} : (tensor<4x1x3xf32>) -> (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>)
    %9 = "tf.MatMul"(%8#0, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x16xf32>) -> tensor<1x16xf32>
    %10 = "tf.BiasAdd"(%9, %6) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %11 = "tf.BiasAdd"(%10, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %12:4 = "tf.Split"(%cst_1, %11) {device = ""} : (tensor<i32>, tensor<1x16xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %13 = "tf.Sigmoid"(%12#0) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %14 = "tf.Sigmoid"(%12#1) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %15 = "tf.Mul"(%14, %cst) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %16 = "tf.Sigmoid"(%12#3) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %17 = "tf.Tanh"(%12#2) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %18 = "tf.Mul"(%13, %17) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %19 = "tf.AddV2"(%15, %18) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %20 = "tf.Tanh"(%19) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %21 = "tf.Mul"(%16, %20) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %22 = "tf.MatMul"(%21, %4) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x16xf32>) -> tensor<1x16xf32>
    %23 = "tf.Squeeze"(%22) <{squeeze_dims = []}> {device = ""} : (tensor<1x16xf32>) -> tensor<16xf32>
    %24 = "tf.MatMul"(%8#1, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x16xf32>) -> tensor<1x16xf32>
    %25 = "tf.BiasAdd"(%24, %23) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %26 = "tf.BiasAdd"(%25, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %27:4 = "tf.Split"(%cst_1, %26) {device = ""} : (tensor<i32>, tensor<1x16xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %28 = "tf.Sigmoid"(%27#0) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %29 = "tf.Sigmoid"(%27#1) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %30 = "tf.Mul"(%29, %19) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %31 = "tf.Sigmoid"(%27#3) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %32 = "tf.Tanh"(%27#2) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %33 = "tf.Mul"(%28, %32) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %34 = "tf.AddV2"(%30, %33) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %35 = "tf.Tanh"(%34) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %36 = "tf.Mul"(%31, %35) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %37 = "tf.MatMul"(%36, %4) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x16xf32>) -> tensor<1x16xf32>
    %38 = "tf.Squeeze"(%37) <{squeeze_dims = []}> {device = ""} : (tensor<1x16xf32>) -> tensor<16xf32>
    %39 = "tf.MatMul"(%8#2, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x16xf32>) -> tensor<1x16xf32>
    %40 = "tf.BiasAdd"(%39, %38) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %41 = "tf.BiasAdd"(%40, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %42:4 = "tf.Split"(%cst_1, %41) {device = ""} : (tensor<i32>, tensor<1x16xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %43 = "tf.Sigmoid"(%42#0) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %44 = "tf.Sigmoid"(%42#1) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %45 = "tf.Mul"(%44, %34) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %46 = "tf.Sigmoid"(%42#3) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %47 = "tf.Tanh"(%42#2) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %48 = "tf.Mul"(%43, %47) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %49 = "tf.AddV2"(%45, %48) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %50 = "tf.Tanh"(%49) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %51 = "tf.Mul"(%46, %50) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %52 = "tf.MatMul"(%51, %4) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x16xf32>) -> tensor<1x16xf32>
    %53 = "tf.Squeeze"(%52) <{squeeze_dims = []}> {device = ""} : (tensor<1x16xf32>) -> tensor<16xf32>
    %54 = "tf.MatMul"(%8#3, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x16xf32>) -> tensor<1x16xf32>
    %55 = "tf.BiasAdd"(%54, %53) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %56 = "tf.BiasAdd"(%55, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<1x16xf32>, tensor<16xf32>) -> tensor<1x16xf32>
    %57:4 = "tf.Split"(%cst_1, %56) {device = ""} : (tensor<i32>, tensor<1x16xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %58 = "tf.Sigmoid"(%57#0) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %59 = "tf.Sigmoid"(%57#1) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %60 = "tf.Mul"(%59, %49) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %61 = "tf.Sigmoid"(%57#3) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %62 = "tf.Tanh"(%57#2) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %63 = "tf.Mul"(%58, %62) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %64 = "tf.AddV2"(%60, %63) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %65 = "tf.Tanh"(%64) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %66 = "tf.Mul"(%61, %65) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %67 = "tf.MatMul"(%66, %1) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x2xf32>) -> tensor<1x2xf32>
    %68 = "tf.BiasAdd"(%67, %0) <{data_format = "NHWC"}> {device = ""} : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
    %69 = "tf.Identity"(%68) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    return %69 : tensor<1x2xf32>
  }
}
