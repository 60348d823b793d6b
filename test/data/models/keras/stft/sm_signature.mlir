module attributes {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 2474 : i32}, tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() <{initializers = [@NoOp]}> : () -> ()
  func.func @NoOp() attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_NoOp"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
  func.func @serving_default(%arg0: tensor<1x512xf32> {tf_saved_model.index_path = ["waveform"]}) -> (tensor<1x16x8xf32> {tf_saved_model.index_path = ["log_mel"]}, tensor<1x16x4xf32> {tf_saved_model.index_path = ["mfcc"]}) attributes {tf.entry_function = {control_outputs = "", inputs = "serving_default_waveform:0", outputs = "PartitionedCall:0,PartitionedCall:1"}, tf_saved_model.exported_names = ["serving_default"]} {
    %cst = "tf.Const"() <{value = dense<"0x00000000000000000000000000000000000000000000000000000000000000009A8E2B3FCBE2A83E0000000000000000000000000000000000000000000000000000000085A70C3FF6B0E63E00000000000000000000000000000000000000000000000000000000033F243FFA81B73E0000000000000000000000000000000000000000000000000000000003E6603FE4CFF83D0000000000000000000000000000000000000000000000007C9B613E2199473F000000000000000000000000000000000000000000000000000000001F42243FC27BB73E000000000000000000000000000000000000000000000000AE4E003E54EC5F3F00000000000000000000000000000000000000000000000000000000F8BF283F1080AE3E0000000000000000000000000000000000000000000000003BFD6F3EB100443F00000000000000000000000000000000000000000000000000000000C518583FEC9C1F3E000000000000000000000000000000000000000000000000DF6DF73E1049043F0000000000000000000000000000000000000000000000009E31173E99335A3F000000000000000000000000000000000000000000000000000000007380553F0000000000000000000000000000000000000000000000000000000069220A3F000000000000000000000000000000000000000000000000000000009840863E00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<33x8xf32>}> {device = ""} : () -> tensor<33x8xf32>
    %0:2 = "tf.PartitionedCall"(%arg0, %cst) <{config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", executor_type = "", f = @__inference_signature_wrapper_1274040}> {_collective_manager_ids = [], _read_only_resource_inputs = [], device = ""} : (tensor<1x512xf32>, tensor<33x8xf32>) -> (tensor<1x16x8xf32>, tensor<1x16x4xf32>)
    return %0#0, %0#1 : tensor<1x16x8xf32>, tensor<1x16x4xf32>
  }
  func.func private @__inference_fn_1273940(%arg0: tensor<1x512xf32> {tf._user_specified_name = "waveform"}, %arg1: tensor<33x8xf32> {tf._user_specified_name = "b"}) -> (tensor<1x16x8xf32>, tensor<1x16x4xf32>) attributes {tf._construction_context = "kEagerRuntime", tf._input_shapes = [#tf_type.shape<1x512>, #tf_type.shape<33x8>], tf._original_func_name = "__inference_fn_127394"} {
    %cst = "tf.Const"() <{value = dense<[0, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<64> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_2 = "tf.Const"() <{value = dense<[0, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_4 = "tf.Const"() <{value = dense<16> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<[[0, 0], [0, 0], [0, 8]]> : tensor<3x2xi32>}> {device = ""} : () -> tensor<3x2xi32>
    %cst_6 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_7 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_8 = "tf.Const"() <{value = dense<[16, 33]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_9 = "tf.Const"() <{value = dense<[1, 16, 8]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_10 = "tf.Const"() <{value = dense<9.99999997E-7> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_11 = "tf.Const"() <{value = dense<[(2.000000e+00,0.000000e+00), (1.9615705,-0.390180647), (1.84775901,-0.765366911), (1.66293919,-1.11114049), (1.41421342,-1.41421354), (1.11114037,-1.66293931), (0.765366911,-1.84775901), (0.390180469,-1.96157062)]> : tensor<8xcomplex<f32>>}> : () -> tensor<8xcomplex<f32>>
    %cst_12 = "tf.Const"() <{value = dense<2.500000e-01> : tensor<f32>}> : () -> tensor<f32>
    %cst_13 = "tf.Const"() <{value = dense<[1, 17, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_14 = "tf.Const"() <{value = dense<[1, 544]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_15 = "tf.Const"() <{value = dense<[1, 16, 64]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_16 = "tf.Const"() <{value = dense<[[0, 0], [0, 32]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %cst_17 = "tf.Const"() <{value = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 8], [8, 9], [9, 10], [10, 11], [11, 12], [12, 13], [13, 14], [14, 15], [15, 16]]> : tensor<16x2xi32>}> : () -> tensor<16x2xi32>
    %cst_18 = "tf.Const"() <{value = dense<[0.000000e+00, 0.00240764022, 0.00960737466, 0.0215298235, 0.0380602479, 0.0590393841, 8.426520e-02, 0.113494784, 0.146446645, 0.182803363, 0.222214907, 0.264301658, 0.308658272, 0.354857683, 0.402454883, 0.450991422, 5.000000e-01, 0.549008608, 0.597545146, 0.645142317, 0.691341758, 0.735698401, 0.777785181, 0.817196608, 0.853553354, 0.886505246, 0.915734827, 0.940960646, 0.961939811, 0.978470206, 0.990392684, 0.997592329, 1.000000e+00, 0.997592329, 0.990392625, 0.978470146, 0.961939752, 0.940960646, 0.915734767, 0.886505186, 0.853553354, 0.817196667, 7.777850e-01, 0.735698342, 0.691341578, 0.645142317, 0.597545207, 0.549008489, 5.000000e-01, 0.450991273, 0.402454793, 0.354857504, 0.308658212, 0.264301658, 0.222214788, 0.182803333, 0.146446466, 0.113494724, 8.426520e-02, 0.0590393245, 0.0380602181, 0.0215297937, 0.00960734486, 0.00240761042]> : tensor<64xf32>}> : () -> tensor<64xf32>
    %0 = "tf.PadV2"(%arg0, %cst_16, %cst_7) {device = ""} : (tensor<1x512xf32>, tensor<2x2xi32>, tensor<f32>) -> tensor<1x544xf32>
    %1 = "tf.StridedSlice"(%0, %cst_3, %cst_14, %cst_1) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x544xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x544xf32>
    %2 = "tf.Reshape"(%1, %cst_13) {device = ""} : (tensor<1x544xf32>, tensor<3xi32>) -> tensor<1x17x32xf32>
    %3 = "tf.GatherV2"(%2, %cst_17, %cst_6) <{batch_dims = 0 : i64}> {device = ""} : (tensor<1x17x32xf32>, tensor<16x2xi32>, tensor<i32>) -> tensor<1x16x2x32xf32>
    %4 = "tf.Reshape"(%3, %cst_15) {device = ""} : (tensor<1x16x2x32xf32>, tensor<3xi32>) -> tensor<1x16x64xf32>
    %5 = "tf.Mul"(%4, %cst_18) {device = ""} : (tensor<1x16x64xf32>, tensor<64xf32>) -> tensor<1x16x64xf32>
    %6 = "tf.RFFT"(%5, %cst_0) {device = ""} : (tensor<1x16x64xf32>, tensor<1xi32>) -> tensor<1x16x33xcomplex<f32>>
    %7 = "tf.ComplexAbs"(%6) {device = ""} : (tensor<1x16x33xcomplex<f32>>) -> tensor<1x16x33xf32>
    %8 = "tf.Square"(%7) {device = ""} : (tensor<1x16x33xf32>) -> tensor<1x16x33xf32>
    %9 = "tf.Reshape"(%8, %cst_8) {device = ""} : (tensor<1x16x33xf32>, tensor<2xi32>) -> tensor<16x33xf32>
    %10 = "tf.MatMul"(%9, %arg1) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<16x33xf32>, tensor<33x8xf32>) -> tensor<16x8xf32>
    %11 = "tf.Reshape"(%10, %cst_9) {device = ""} : (tensor<16x8xf32>, tensor<3xi32>) -> tensor<1x16x8xf32>
    %12 = "tf.AddV2"(%11, %cst_10) {device = ""} : (tensor<1x16x8xf32>, tensor<f32>) -> tensor<1x16x8xf32>
    %13 = "tf.Log"(%12) {device = ""} : (tensor<1x16x8xf32>) -> tensor<1x16x8xf32>
    %14 = "tf.Identity"(%13) {device = ""} : (tensor<1x16x8xf32>) -> tensor<1x16x8xf32>
    %15 = "tf.Pad"(%13, %cst_5) {device = ""} : (tensor<1x16x8xf32>, tensor<3x2xi32>) -> tensor<1x16x16xf32>
    %16 = "tf.RFFT"(%15, %cst_4) {device = ""} : (tensor<1x16x16xf32>, tensor<1xi32>) -> tensor<1x16x9xcomplex<f32>>
    %17 = "tf.StridedSlice"(%16, %cst_3, %cst_2, %cst_1) <{begin_mask = 2 : i64, ellipsis_mask = 1 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x16x9xcomplex<f32>>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x16x8xcomplex<f32>>
    %18 = "tf.Mul"(%17, %cst_11) {device = ""} : (tensor<1x16x8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<1x16x8xcomplex<f32>>
    %19 = "tf.Real"(%18) {device = ""} : (tensor<1x16x8xcomplex<f32>>) -> tensor<1x16x8xf32>
    %20 = "tf.Mul"(%19, %cst_12) {device = ""} : (tensor<1x16x8xf32>, tensor<f32>) -> tensor<1x16x8xf32>
    %21 = "tf.StridedSlice"(%20, %cst_3, %cst, %cst_1) <{begin_mask = 2 : i64, ellipsis_mask = 1 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x16x8xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x16x4xf32>
    %22 = "tf.Identity"(%21) {device = ""} : (tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
    return %14, %22 : tensor<1x16x8xf32>, tensor<1x16x4xf32>
  }
  func.func private @__inference_signature_wrapper_1274040(%arg0: tensor<1x512xf32> {tf._user_specified_name = "waveform"}, %arg1: tensor<33x8xf32> {tf._user_specified_name = "127398"}) -> (tensor<1x16x8xf32>, tensor<1x16x4xf32>) attributes {tf._construction_context = "kEagerRuntime", tf._input_shapes = [#tf_type.shape<1x512>, #tf_type.shape<33x8>], tf._original_func_name = "__inference_signature_wrapper_127404"} {
    %0:2 = "tf.PartitionedCall"(%arg0, %arg1) <{config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", executor_type = "", f = @__inference_fn_1273940}> {_collective_manager_ids = [], _read_only_resource_inputs = [], device = ""} : (tensor<1x512xf32>, tensor<33x8xf32>) -> (tensor<1x16x8xf32>, tensor<1x16x4xf32>)
    %1 = "tf.Identity"(%0#0) {device = ""} : (tensor<1x16x8xf32>) -> tensor<1x16x8xf32>
    %2 = "tf.Identity"(%0#1) {device = ""} : (tensor<1x16x4xf32>) -> tensor<1x16x4xf32>
    return %1, %2 : tensor<1x16x8xf32>, tensor<1x16x4xf32>
  }
}
