module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_1042(%arg0: tensor<1x6x3xf32>) -> tensor<1x2xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "x", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<1x4xf32>}> {device = ""} : () -> tensor<1x4xf32>
    %cst_1 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_2 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_4 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<[[0.0118216248, 0.450463682, -0.355840385, 0.448649436, -0.188168541, -0.0766735524, 0.327702582, -0.0908008665, 0.0495936871, -0.472440898, 0.253513098, 0.0381433144], [-0.170268282, 0.288428694, -0.196805164, -0.0465021096, -0.365958303, -0.0968870148, -0.29654476, -0.237686664, 0.250364661, -0.219591245, -0.0148090255, 0.480737209]]> : tensor<2x12xf32>}> {device = ""} : () -> tensor<2x12xf32>
    %cst_6 = "tf.Const"() <{value = dense<[[0.169813514, 0.308941782, -0.0669982135, -0.0764942095, -0.122263856, 0.360162675, -0.372772664, -0.315407813, -0.371505916, -0.31256035, 0.296575695, 0.398250461], [0.312724322, -0.231246248, -0.591644645, 0.101035938, 0.0678915828, -0.122330546, 0.207477659, 0.348665118, 0.0114798546, 0.0466273203, 0.488869607, 0.250976443], [0.135687709, -0.176435083, -0.219215438, 0.114110202, -0.100305699, -0.542711198, -0.246059805, -0.286987782, 0.218494445, -0.307960391, -0.424704283, 0.344855964], [0.157578468, -0.0546983518, 0.152280867, 0.489071727, 0.449258834, -0.118565038, 3.425090e-01, -0.540773153, -0.20030494, -0.0399009287, 0.171735898, -0.113798991]]> : tensor<4x12xf32>}> {device = ""} : () -> tensor<4x12xf32>
    %cst_7 = "tf.Const"() <{value = dense<[[-0.224165708, -0.38387087, -0.278264195, 0.231950939, 0.203682959, -0.201180011, -0.218317062, -0.0564485192, -0.358280748, -0.225164533, 0.51203686, -0.560093641], [-0.296962947, -0.492252231, -0.439270675, 0.482192576, -0.545126915, 0.286685467, -0.434120595, 0.458576977, -0.270935535, 0.503764808, -0.246037066, -0.466075242], [-0.244630665, 0.0184701681, -0.267914921, 0.140138149, -0.471063644, 0.271637142, -0.0933081507, 0.371185839, 0.302539289, -6.324290e-01, 0.119724452, 0.137103677]]> : tensor<3x12xf32>}> {device = ""} : () -> tensor<3x12xf32>
    %cst_8 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_9 = "tf.Const"() <{value = dense<[1, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_10 = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_11 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_12 = "tf.Const"() <{value = dense<[[0.0313687325, -3.818760e-01], [0.677808762, -0.786796331], [-0.210139751, -0.626573801], [-0.00185966492, 9.734640e-01]]> : tensor<4x2xf32>}> {device = ""} : () -> tensor<4x2xf32>
    %cst_13 = "tf.Const"() <{value = dense<[0.0118216248, 0.450463682]> : tensor<2xf32>}> {device = ""} : () -> tensor<2xf32>
    %0 = "tf.Identity"(%cst_13) {_has_manual_control_dependencies = true, device = ""} : (tensor<2xf32>) -> tensor<2xf32>
    %1 = "tf.Identity"(%cst_12) {_has_manual_control_dependencies = true, device = ""} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = "tf.TensorListReserve"(%cst_9, %cst_8) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %3 = "tf.Transpose"(%arg0, %cst_1) {device = ""} : (tensor<1x6x3xf32>, tensor<3xi32>) -> tensor<6x1x3xf32>
    %4 = "tf.TensorListFromTensor"(%3, %cst_10) {device = ""} : (tensor<6x1x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
    %5:9 = "tf.While"(%cst_11, %cst, %cst_11, %2, %cst_0, %4, %cst_5, %cst_7, %cst_6) <{body = @functional_1_1_gru_1_while_body_frozen_8960, cond = @functional_1_1_gru_1_while_cond_frozen_8950, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 9 : i64, _read_only_resource_inputs = [6, 7, 8], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<2x12xf32>, tensor<3x12xf32>, tensor<4x12xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<2x12xf32>, tensor<3x12xf32>, tensor<4x12xf32>)
    %6 = "tf.TensorListStack"(%5#3, %cst_9) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<2xi32>) -> tensor<1x1x4xf32>
    %7 = "tf.StridedSlice"(%6, %cst_4, %cst_3, %cst_2) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x1x4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x4xf32>
    %8 = "tf.MatMul"(%7, %1) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x2xf32>) -> tensor<1x2xf32>
    %9 = "tf.BiasAdd"(%8, %0) <{data_format = "NHWC"}> {device = ""} : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
    %10 = "tf.Identity"(%9) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    return %10 : tensor<1x2xf32>
  }
  func.func private @functional_1_1_gru_1_while_body_frozen_8960(%arg0: tensor<i32> {tf._user_specified_name = "functional_1_1/gru_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_1_1/gru_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<!tf_type.variant<tensor<1x3xf32>>> {tf._user_specified_name = "functional_1_1/gru_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<2x12xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<3x12xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<4x12xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<2x12xf32>, tensor<3x12xf32>, tensor<4x12xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_2 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_4 = "tf.Const"() <{value = dense<[0, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_5 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_6 = "tf.Const"() <{value = dense<[0, 8]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_7 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.Identity"(%arg8) {device = ""} : (tensor<4x12xf32>) -> tensor<4x12xf32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<3x12xf32>) -> tensor<3x12xf32>
    %3 = "tf.Identity"(%arg6) {device = ""} : (tensor<2x12xf32>) -> tensor<2x12xf32>
    %4 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %5 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6:2 = "tf.Split"(%cst_0, %3) {device = ""} : (tensor<i32>, tensor<2x12xf32>) -> (tensor<1x12xf32>, tensor<1x12xf32>)
    %7 = "tf.Squeeze"(%6#0) <{squeeze_dims = [0]}> {device = ""} : (tensor<1x12xf32>) -> tensor<12xf32>
    %8 = "tf.Squeeze"(%6#1) <{squeeze_dims = [0]}> {device = ""} : (tensor<1x12xf32>) -> tensor<12xf32>
    %9 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %10 = "tf.Identity"(%9) {device = ""} : (tensor<i32>) -> tensor<i32>
    %11 = "tf.MatMul"(%arg4, %1) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x12xf32>) -> tensor<1x12xf32>
    %12 = "tf.AddV2"(%11, %8) {device = ""} : (tensor<1x12xf32>, tensor<12xf32>) -> tensor<1x12xf32>
    %13 = "tf.StridedSlice"(%12, %cst_3, %cst_4, %cst_5) <{begin_mask = 3 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x12xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x4xf32>
    %14 = "tf.StridedSlice"(%12, %cst_4, %cst_6, %cst_5) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x12xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x4xf32>
    %15 = "tf.StridedSlice"(%12, %cst_6, %cst_3, %cst_5) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 3 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<1x12xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x4xf32>
    %16 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x3xf32>
    %17 = "tf.MatMul"(%16, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x12xf32>) -> tensor<1x12xf32>
    %18 = "tf.BiasAdd"(%17, %7) <{data_format = "NHWC"}> {device = ""} : (tensor<1x12xf32>, tensor<12xf32>) -> tensor<1x12xf32>
    %19:3 = "tf.Split"(%cst_2, %18) {device = ""} : (tensor<i32>, tensor<1x12xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>)
    %20 = "tf.AddV2"(%19#0, %13) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %21 = "tf.Sigmoid"(%20) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %22 = "tf.Mul"(%21, %arg4) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %23 = "tf.Sub"(%cst_7, %21) {device = ""} : (tensor<f32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %24 = "tf.AddV2"(%19#1, %14) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %25 = "tf.Sigmoid"(%24) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %26 = "tf.Mul"(%25, %15) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %27 = "tf.AddV2"(%19#2, %26) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %28 = "tf.Tanh"(%27) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %29 = "tf.Mul"(%23, %28) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %30 = "tf.AddV2"(%22, %29) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %31 = "tf.Identity"(%30) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %32 = "tf.TensorListSetItem"(%arg3, %cst_0, %30) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<i32>, tensor<1x4xf32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %33 = "tf.Identity"(%32) {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    return %4, %5, %10, %33, %31, %arg5, %arg6, %arg7, %arg8 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<2x12xf32>, tensor<3x12xf32>, tensor<4x12xf32>
  }
  func.func private @functional_1_1_gru_1_while_cond_frozen_8950(%arg0: tensor<i32> {tf._user_specified_name = "functional_1_1/gru_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_1_1/gru_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<!tf_type.variant<tensor<1x3xf32>>>, %arg6: tensor<2x12xf32>, %arg7: tensor<3x12xf32>, %arg8: tensor<4x12xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<6> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
