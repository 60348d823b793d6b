module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_127934(%arg0: tensor<1x32x4xf32>, %arg1: tensor<1x32x3xf32>) -> (tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<?x4xf32>, tensor<?xi64>, tensor<?xf32>, tensor<1xi32>) attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "raw_boxes,raw_scores", outputs = "identity_RetVal,identity_1_RetVal,identity_2_RetVal,identity_3_RetVal,identity_4_RetVal,identity_5_RetVal,identity_6_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<[1.000000e-01, 1.000000e-01, 2.000000e-01, 2.000000e-01]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_1 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_2 = "tf.Const"() <{value = dense<1> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_4 = "tf.Const"() <{value = dense<2.500000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_5 = "tf.Const"() <{value = dense<6.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_6 = "tf.Const"() <{value = dense<6> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_7 = "tf.Const"() <{value = dense<3.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_8 = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_9 = "tf.Const"() <{value = dense<8> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_10 = "tf.Const"() <{value = dense<4> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_11 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_12 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_13 = "tf.Const"() <{value = dense<[0.744002342, 0.512260437, 0.143144563, 0.426778555, 0.139006168, 0.621895313, 0.447958052, 0.818142116, 0.41392374, 0.641351461, 0.544476867, 0.803720951, 0.643345237, 0.281854808, 0.797756373, 0.665996432, 0.50269115, 0.26260227, 0.744972288, 0.21923086, 0.458835274, 0.288413167, 0.739903628, 5.051080e-01, 0.111629024, 0.168660626, 0.394304603, 0.419540197, 0.544927835, 0.693137347, 0.647364199, 0.277510852]> : tensor<32xf32>}> : () -> tensor<32xf32>
    %cst_14 = "tf.Const"() <{value = dense<[0.746352612, 0.328641117, 0.406695098, 0.136220157, 0.899340868, 0.287608147, 0.879348933, 0.775384843, 0.494418412, 0.148642167, 0.317161292, 0.151371554, 0.796070814, 0.816358566, 0.114813775, 0.100959748, 0.449333638, 0.359954119, 0.353161663, 0.658809602, 0.739151597, 0.355827719, 0.505654514, 0.288955301, 0.846579134, 0.775941431, 0.860818386, 0.849153637, 0.292108268, 0.639511764, 0.471059501, 0.612752139]> : tensor<32xf32>}> : () -> tensor<32xf32>
    %cst_15 = "tf.Const"() <{value = dense<[0.0874813273, 0.272385389, 0.329483181, 0.186660618, 0.183166385, 0.26438123, 0.397086859, 0.333095342, 0.299511582, 0.190429017, 0.217820719, 0.16104725, 0.0503219254, 0.27100265, 0.373286813, 0.396101356, 0.338138193, 0.191784531, 0.350313634, 0.0989262536, 0.140349522, 0.243622109, 0.352531433, 0.206493169, 0.0509608239, 0.169586316, 0.361404896, 0.209165931, 0.350564212, 0.327779084, 0.257918864, 0.225475028]> : tensor<32xf32>}> : () -> tensor<32xf32>
    %cst_16 = "tf.Const"() <{value = dense<[0.292277783, 0.181779385, 0.117908917, 0.32927686, 0.299640238, 0.379350334, 0.303286701, 0.103502758, 0.346668541, 0.243637517, 0.385483056, 0.190729588, 0.197064593, 0.377236396, 0.164572433, 0.11568623, 0.105040818, 0.075715661, 0.340079337, 0.234487265, 0.222121492, 0.0871917158, 0.147543713, 0.0700405091, 0.118305832, 0.374839693, 0.218175352, 0.283447564, 0.168054134, 0.189645544, 0.308113456, 0.291771531]> : tensor<32xf32>}> : () -> tensor<32xf32>
    %0 = "tf.Sigmoid"(%arg1) {device = ""} : (tensor<1x32x3xf32>) -> tensor<1x32x3xf32>
    %1 = "tf.StridedSlice"(%0, %cst_1, %cst_0, %cst_0) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x32x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<32x3xf32>
    %2 = "tf.Max"(%1, %cst_12) <{keep_dims = false}> {device = ""} : (tensor<32x3xf32>, tensor<i32>) -> tensor<32xf32>
    %3 = "tf.Mul"(%arg0, %cst) {device = ""} : (tensor<1x32x4xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %4:4 = "tf.Unpack"(%3) <{axis = -1 : i64}> {device = ""} : (tensor<1x32x4xf32>) -> (tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>)
    %5 = "tf.Exp"(%4#2) {device = ""} : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %6 = "tf.Mul"(%5, %cst_15) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %7 = "tf.Exp"(%4#3) {device = ""} : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %8 = "tf.Mul"(%7, %cst_16) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %9 = "tf.Mul"(%4#0, %cst_15) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %10 = "tf.AddV2"(%9, %cst_13) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %11 = "tf.Mul"(%4#1, %cst_16) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %12 = "tf.AddV2"(%11, %cst_14) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %13 = "tf.Mul"(%6, %cst_8) {device = ""} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1x32xf32>
    %14 = "tf.Sub"(%10, %13) {device = ""} : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %15 = "tf.Mul"(%8, %cst_8) {device = ""} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1x32xf32>
    %16 = "tf.Sub"(%12, %15) {device = ""} : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %17 = "tf.AddV2"(%10, %13) {device = ""} : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %18 = "tf.AddV2"(%12, %15) {device = ""} : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %19 = "tf.Pack"(%14, %16, %17, %18) <{axis = -1 : i64}> {device = ""} : (tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32x4xf32>
    %20 = "tf.StridedSlice"(%19, %cst_3, %cst_3, %cst_2) <{begin_mask = 11 : i64, ellipsis_mask = 0 : i64, end_mask = 11 : i64, new_axis_mask = 4 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x32x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x32x1x4xf32>
    %21:4 = "tf.CombinedNonMaxSuppression"(%20, %0, %cst_10, %cst_9, %cst_8, %cst_7) {clip_boxes = true, device = "", pad_per_class = false} : (tensor<1x32x1x4xf32>, tensor<1x32x3xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> (tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1xi32>)
    %22 = "tf.Identity"(%21#0) {device = ""} : (tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
    %23 = "tf.Identity"(%21#2) {device = ""} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %24 = "tf.Identity"(%21#1) {device = ""} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %25 = "tf.Identity"(%21#3) {device = ""} : (tensor<1xi32>) -> tensor<1xi32>
    %26 = "tf.StridedSlice"(%19, %cst_1, %cst_0, %cst_0) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x32x4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<32x4xf32>
    %selected_indices, %selected_scores, %valid_outputs = "tf.NonMaxSuppressionV5"(%26, %2, %cst_6, %cst_5, %cst_4, %cst_8) <{pad_to_max_output_size = false}> {device = ""} : (tensor<32x4xf32>, tensor<32xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<?xi32>, tensor<?xf32>, tensor<i32>)
    %27 = "tf.GatherV2"(%1, %selected_indices, %cst_11) <{batch_dims = 0 : i64}> {device = ""} : (tensor<32x3xf32>, tensor<?xi32>, tensor<i32>) -> tensor<?x3xf32>
    %28 = "tf.ArgMax"(%27, %cst_12) {device = ""} : (tensor<?x3xf32>, tensor<i32>) -> tensor<?xi64>
    %29 = "tf.Identity"(%28) {device = ""} : (tensor<?xi64>) -> tensor<?xi64>
    %30 = "tf.Identity"(%selected_scores) {device = ""} : (tensor<?xf32>) -> tensor<?xf32>
    %31 = "tf.GatherV2"(%26, %selected_indices, %cst_11) <{batch_dims = 0 : i64}> {device = ""} : (tensor<32x4xf32>, tensor<?xi32>, tensor<i32>) -> tensor<?x4xf32>
    %32 = "tf.Identity"(%31) {device = ""} : (tensor<?x4xf32>) -> tensor<?x4xf32>
    return %22, %23, %24, %32, %29, %30, %25 : tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<?x4xf32>, tensor<?xi64>, tensor<?xf32>, tensor<1xi32>
  }
}
