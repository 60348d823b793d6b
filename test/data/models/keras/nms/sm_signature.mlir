module attributes {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 2474 : i32}, tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() <{initializers = [@NoOp]}> : () -> ()
  func.func @NoOp() attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_NoOp"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
  func.func @serving_default(%arg0: tensor<1x32x4xf32> {tf_saved_model.index_path = ["raw_boxes"]}, %arg1: tensor<1x32x3xf32> {tf_saved_model.index_path = ["raw_scores"]}) -> (tensor<?x4xf32> {tf_saved_model.index_path = ["selected_boxes"]}, tensor<1xi32> {tf_saved_model.index_path = ["valid"]}, tensor<1x8x4xf32> {tf_saved_model.index_path = ["boxes"]}, tensor<1x8xf32> {tf_saved_model.index_path = ["classes"]}, tensor<1x8xf32> {tf_saved_model.index_path = ["scores"]}, tensor<?xi64> {tf_saved_model.index_path = ["selected_classes"]}, tensor<?xf32> {tf_saved_model.index_path = ["selected_scores"]}) attributes {tf.entry_function = {control_outputs = "", inputs = "serving_default_raw_boxes:0,serving_default_raw_scores:0", outputs = "PartitionedCall:3,PartitionedCall:6,PartitionedCall:0,PartitionedCall:1,PartitionedCall:2,PartitionedCall:4,PartitionedCall:5"}, tf_saved_model.exported_names = ["serving_default"]} {
    %cst = "tf.Const"() <{value = dense<"0xF0763E3FF7103F3F6929B33D6FA5953E8023033FA643A83E19768B3E60243A3E7D94123E573AD03E05B2A83E3B7AF13DB882DA3E4C7D0B3EF6233F3EFA96A83EA2570E3E343B663FF88F3B3E726A993E88341F3F6041933EFA5C873E353AC23EC25AE53E031D613FF84ECB3E65489B3EC371513F9F7F463F798BAA3E41F9D33DD0EDD33E6924FD3E9559993E8A7EB13E9C2F243FA735183ED3FF423E1D7C793ED6620B3FF762A23E650C5F3E095EC53EA8C04D3F25011B3E92E9243E9E4E433E46B2243F4CCB4B3F5D1E4E3D4DCB493E464F903EE0FC503FDCC08A3E2125C13EC3394C3F7C23EB3D731FBF3EAD85283EBE7E2A3FFCC3CE3DCCCDCA3EE7ECEC3D5EB0003F0F0FE63E7320AD3EA41FD73DCE73863EE84BB83E2A63443ED0109B3D81B63E3F9BD1B43E4F5CB33EE11EAE3E0E7E603EBFA7283FD999CA3D6E1D703E75ECEA3E0A393D3FC9B70F3ED173633EE4AA933E0D2FB63E1378793E9291B23D536A3D3F9372013F007FB43EB315173EC24E013FF3F1933EF272533E66718F3DC29DE43D69B9583F4CBC503D544AF23D5FB52C3E19A4463F09A82D3EFDEABF3E4BE2C93E985E5C3F100AB93E5C695F3EF9CDD63E2262593F982F563E0A20913E64800B3F378F953E277DB33E62162C3E7371313F0BB7233FA9D2A73E7132423EA9B9253FB62EF13EF10D843E0CC19D3EE7158E3E53DD1C3FEDE2663E1463953E"> : tensor<32x4xf32>}> {device = ""} : () -> tensor<32x4xf32>
    %0:7 = "tf.PartitionedCall"(%arg0, %arg1, %cst) <{config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", executor_type = "", f = @__inference_signature_wrapper_1280520}> {_collective_manager_ids = [], _read_only_resource_inputs = [], device = ""} : (tensor<1x32x4xf32>, tensor<1x32x3xf32>, tensor<32x4xf32>) -> (tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<?x4xf32>, tensor<?xi64>, tensor<?xf32>, tensor<1xi32>)
    return %0#3, %0#6, %0#0, %0#1, %0#2, %0#4, %0#5 : tensor<?x4xf32>, tensor<1xi32>, tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<?xi64>, tensor<?xf32>
  }
  func.func private @__inference_fn_1280310(%arg0: tensor<1x32x4xf32> {tf._user_specified_name = "raw_boxes"}, %arg1: tensor<1x32x3xf32> {tf._user_specified_name = "raw_scores"}, %arg2: tensor<32x4xf32>) -> (tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<?x4xf32>, tensor<?xi64>, tensor<?xf32>, tensor<1xi32>) attributes {tf._construction_context = "kEagerRuntime", tf._input_shapes = [#tf_type.shape<1x32x4>, #tf_type.shape<1x32x3>, #tf_type.shape<32x4>], tf._original_func_name = "__inference_fn_128031"} {
    %cst = "tf.Const"() <{value = dense<[1.000000e-01, 1.000000e-01, 2.000000e-01, 2.000000e-01]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_1 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_2 = "tf.Const"() <{value = dense<1> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_4 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_5 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_6 = "tf.Const"() <{value = dense<4> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_7 = "tf.Const"() <{value = dense<8> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_8 = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_9 = "tf.Const"() <{value = dense<3.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_10 = "tf.Const"() <{value = dense<6> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_11 = "tf.Const"() <{value = dense<6.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_12 = "tf.Const"() <{value = dense<2.500000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %0 = "tf.Sigmoid"(%arg1) {device = ""} : (tensor<1x32x3xf32>) -> tensor<1x32x3xf32>
    %1 = "tf.StridedSlice"(%0, %cst_1, %cst_0, %cst_0) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x32x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<32x3xf32>
    %2 = "tf.Max"(%1, %cst_4) <{keep_dims = false}> {device = ""} : (tensor<32x3xf32>, tensor<i32>) -> tensor<32xf32>
    %3 = "tf.Mul"(%arg0, %cst) {device = ""} : (tensor<1x32x4xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %4:4 = "tf.Unpack"(%3) <{axis = -1 : i64}> {device = ""} : (tensor<1x32x4xf32>) -> (tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>)
    %5 = "tf.Exp"(%4#2) {device = ""} : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %6 = "tf.Exp"(%4#3) {device = ""} : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %7:4 = "tf.Unpack"(%arg2) <{axis = 1 : i64}> {device = ""} : (tensor<32x4xf32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
    %8 = "tf.Mul"(%4#0, %7#2) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %9 = "tf.AddV2"(%8, %7#0) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %10 = "tf.Mul"(%4#1, %7#3) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %11 = "tf.AddV2"(%10, %7#1) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %12 = "tf.Mul"(%5, %7#2) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %13 = "tf.Mul"(%12, %cst_8) {device = ""} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1x32xf32>
    %14 = "tf.Sub"(%9, %13) {device = ""} : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %15 = "tf.AddV2"(%9, %13) {device = ""} : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %16 = "tf.Mul"(%6, %7#3) {device = ""} : (tensor<1x32xf32>, tensor<32xf32>) -> tensor<1x32xf32>
    %17 = "tf.Mul"(%16, %cst_8) {device = ""} : (tensor<1x32xf32>, tensor<f32>) -> tensor<1x32xf32>
    %18 = "tf.Sub"(%11, %17) {device = ""} : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %19 = "tf.AddV2"(%11, %17) {device = ""} : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %20 = "tf.Pack"(%14, %18, %15, %19) <{axis = -1 : i64}> {device = ""} : (tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32x4xf32>
    %21 = "tf.StridedSlice"(%20, %cst_3, %cst_3, %cst_2) <{begin_mask = 11 : i64, ellipsis_mask = 0 : i64, end_mask = 11 : i64, new_axis_mask = 4 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x32x4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x32x1x4xf32>
    %22:4 = "tf.CombinedNonMaxSuppression"(%21, %0, %cst_6, %cst_7, %cst_8, %cst_9) {clip_boxes = true, device = "", pad_per_class = false} : (tensor<1x32x1x4xf32>, tensor<1x32x3xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> (tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1xi32>)
    %23 = "tf.Identity"(%22#0) {device = ""} : (tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
    %24 = "tf.Identity"(%22#2) {device = ""} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %25 = "tf.Identity"(%22#1) {device = ""} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %26 = "tf.Identity"(%22#3) {device = ""} : (tensor<1xi32>) -> tensor<1xi32>
    %27 = "tf.StridedSlice"(%20, %cst_1, %cst_0, %cst_0) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x32x4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<32x4xf32>
    %selected_indices, %selected_scores, %valid_outputs = "tf.NonMaxSuppressionV5"(%27, %2, %cst_10, %cst_11, %cst_12, %cst_8) <{pad_to_max_output_size = false}> {device = ""} : (tensor<32x4xf32>, tensor<32xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<?xi32>, tensor<?xf32>, tensor<i32>)
    %28 = "tf.GatherV2"(%1, %selected_indices, %cst_5) <{batch_dims = 0 : i64}> {device = ""} : (tensor<32x3xf32>, tensor<?xi32>, tensor<i32>) -> tensor<?x3xf32>
    %29 = "tf.ArgMax"(%28, %cst_4) {device = ""} : (tensor<?x3xf32>, tensor<i32>) -> tensor<?xi64>
    %30 = "tf.Identity"(%29) {device = ""} : (tensor<?xi64>) -> tensor<?xi64>
    %31 = "tf.Identity"(%selected_scores) {device = ""} : (tensor<?xf32>) -> tensor<?xf32>
    %32 = "tf.GatherV2"(%27, %selected_indices, %cst_5) <{batch_dims = 0 : i64}> {device = ""} : (tensor<32x4xf32>, tensor<?xi32>, tensor<i32>) -> tensor<?x4xf32>
    %33 = "tf.Identity"(%32) {device = ""} : (tensor<?x4xf32>) -> tensor<?x4xf32>
    return %23, %24, %25, %33, %30, %31, %26 : tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<?x4xf32>, tensor<?xi64>, tensor<?xf32>, tensor<1xi32>
  }
  func.func private @__inference_signature_wrapper_1280520(%arg0: tensor<1x32x4xf32> {tf._user_specified_name = "raw_boxes"}, %arg1: tensor<1x32x3xf32> {tf._user_specified_name = "raw_scores"}, %arg2: tensor<32x4xf32>) -> (tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<?x4xf32>, tensor<?xi64>, tensor<?xf32>, tensor<1xi32>) attributes {tf._construction_context = "kEagerRuntime", tf._input_shapes = [#tf_type.shape<1x32x4>, #tf_type.shape<1x32x3>, #tf_type.shape<32x4>], tf._original_func_name = "__inference_signature_wrapper_128052"} {
    %0:7 = "tf.PartitionedCall"(%arg0, %arg1, %arg2) <{config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", executor_type = "", f = @__inference_fn_1280310}> {_collective_manager_ids = [], _read_only_resource_inputs = [], device = ""} : (tensor<1x32x4xf32>, tensor<1x32x3xf32>, tensor<32x4xf32>) -> (tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<?x4xf32>, tensor<?xi64>, tensor<?xf32>, tensor<1xi32>)
    %1 = "tf.Identity"(%0#0) {device = ""} : (tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
    %2 = "tf.Identity"(%0#1) {device = ""} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %3 = "tf.Identity"(%0#2) {device = ""} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %4 = "tf.Identity"(%0#3) {device = ""} : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %5 = "tf.Identity"(%0#4) {device = ""} : (tensor<?xi64>) -> tensor<?xi64>
    %6 = "tf.Identity"(%0#5) {device = ""} : (tensor<?xf32>) -> tensor<?xf32>
    %7 = "tf.Identity"(%0#6) {device = ""} : (tensor<1xi32>) -> tensor<1xi32>
    return %1, %2, %3, %4, %5, %6, %7 : tensor<1x8x4xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<?x4xf32>, tensor<?xi64>, tensor<?xf32>, tensor<1xi32>
  }
}
