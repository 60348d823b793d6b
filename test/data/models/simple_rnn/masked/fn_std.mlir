module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_6664(%arg0: tensor<3x6x3xf32>) -> tensor<3x3xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "v", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<3x3xf32>}> {device = ""} : () -> tensor<3x3xf32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_2 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_3 = "tf.Const"() <{value = dense<[[-0.818213105, -0.744894444, 0.120218039], [0.505938292, 0.017537225, -0.247082338], [0.444799781, 0.706767678, -0.99563992]]> : tensor<3x3xf32>}> {device = ""} : () -> tensor<3x3xf32>
    %cst_4 = "tf.Const"() <{value = dense<[[-0.678456903, -0.114756227, -0.147225767], [0.489851624, -0.742485463, -0.710958481], [0.135044664, 0.037898466, 0.0398454666], [0.692674219, -0.0358195268, 0.874541938]]> : tensor<4x3xf32>}> {device = ""} : () -> tensor<4x3xf32>
    %cst_5 = "tf.Const"() <{value = dense<[0.345328242, -0.175887436, -0.500991821]> : tensor<3xf32>}> {device = ""} : () -> tensor<3xf32>
    %cst_6 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<3x4xf32>}> {device = ""} : () -> tensor<3x4xf32>
    %cst_7 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_8 = "tf.Const"() <{value = dense<[[-0.109136723, -0.805198609, -0.161351025, -0.0296502933], [0.421583444, 0.27893889, 0.375365019, -0.666731059], [0.525064886, 0.124040663, 0.475156546, 0.169994354], [-0.559360683, -6.961860e-01, -0.712522149, 0.526310623]]> : tensor<4x4xf32>}> {device = ""} : () -> tensor<4x4xf32>
    %cst_9 = "tf.Const"() <{value = dense<[[0.628515303, 0.692182362, 0.309883773, -0.0925089716], [0.362548381, 0.494471103, -0.517798364, -0.511096179], [-1.05214775, -0.245848343, 0.788298666, -0.561565816]]> : tensor<3x4xf32>}> {device = ""} : () -> tensor<3x4xf32>
    %cst_10 = "tf.Const"() <{value = dense<[-0.576794565, 0.207685918, 0.183944494, 0.292347133]> : tensor<4xf32>}> {device = ""} : () -> tensor<4xf32>
    %cst_11 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_12 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_13 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_14 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_15 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_16 = "tf.Const"() <{value = dense<3> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_17 = "tf.Const"() <{value = dense<[3, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_18 = "tf.Const"() <{value = dense<[3, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %0 = "tf.TensorListReserve"(%cst_18, %cst) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<3x4xf32>>>
    %1 = "tf.TensorListReserve"(%cst_16, %cst_11) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    %2 = "tf.NotEqual"(%arg0, %cst_13) <{incompatible_shape_error = true}> {device = ""} : (tensor<3x6x3xf32>, tensor<f32>) -> tensor<3x6x3xi1>
    %3 = "tf.Any"(%2, %cst_12) <{keep_dims = false}> {device = ""} : (tensor<3x6x3xi1>, tensor<1xi32>) -> tensor<3x6xi1>
    %4 = "tf.ExpandDims"(%3, %cst_14) {device = ""} : (tensor<3x6xi1>, tensor<i32>) -> tensor<3x6x1xi1>
    %5 = "tf.Transpose"(%4, %cst_7) {device = ""} : (tensor<3x6x1xi1>, tensor<3xi32>) -> tensor<6x3x1xi1>
    %6 = "tf.TensorListFromTensor"(%5, %cst_17) {device = ""} : (tensor<6x3x1xi1>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<3x1xi1>>>
    %7 = "tf.Any"(%2, %cst_14) <{keep_dims = true}> {device = ""} : (tensor<3x6x3xi1>, tensor<i32>) -> tensor<3x6x1xi1>
    %8 = "tf.SelectV2"(%7, %arg0, %cst_13) {device = ""} : (tensor<3x6x1xi1>, tensor<3x6x3xf32>, tensor<f32>) -> tensor<3x6x3xf32>
    %9 = "tf.Transpose"(%8, %cst_7) {device = ""} : (tensor<3x6x3xf32>, tensor<3xi32>) -> tensor<6x3x3xf32>
    %10 = "tf.TensorListFromTensor"(%9, %cst_16) {device = ""} : (tensor<6x3x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    %11:11 = "tf.While"(%cst_15, %cst, %cst_15, %0, %cst_6, %cst_6, %10, %6, %cst_9, %cst_10, %cst_8) <{body = @functional_3_1_simple_rnn_27_1_while_body_frozen_64050, cond = @functional_3_1_simple_rnn_27_1_while_cond_frozen_64040, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 11 : i64, _read_only_resource_inputs = [8, 9, 10], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<!tf_type.variant<tensor<3x1xi1>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<!tf_type.variant<tensor<3x1xi1>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %12 = "tf.TensorListStack"(%11#3, %cst_18) <{num_elements = 6 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<2xi32>) -> tensor<6x3x4xf32>
    %13 = "tf.TensorListFromTensor"(%12, %cst_18) {device = ""} : (tensor<6x3x4xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<3x4xf32>>>
    %14:11 = "tf.While"(%cst_15, %cst, %cst_15, %1, %cst_0, %cst_0, %13, %6, %cst_4, %cst_5, %cst_3) <{body = @functional_3_1_simple_rnn_28_1_while_body_frozen_64070, cond = @functional_3_1_simple_rnn_28_1_while_cond_frozen_64060, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 11 : i64, _read_only_resource_inputs = [8, 9, 10], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<!tf_type.variant<tensor<3x1xi1>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<!tf_type.variant<tensor<3x1xi1>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>)
    %15 = "tf.TensorListStack"(%14#3, %cst_16) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<2xi32>) -> tensor<1x3x3xf32>
    %16 = "tf.StridedSlice"(%15, %cst_12, %cst_2, %cst_1) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x3x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3x3xf32>
    %17 = "tf.Identity"(%16) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %17 : tensor<3x3xf32>
  }
  func.func private @functional_3_1_simple_rnn_27_1_while_body_frozen_64050(%arg0: tensor<i32> {tf._user_specified_name = "functional_3_1/simple_rnn_27_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_3_1/simple_rnn_27_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x4xf32>>>, %arg4: tensor<3x4xf32>, %arg5: tensor<3x4xf32>, %arg6: tensor<!tf_type.variant<tensor<3x3xf32>>> {tf._user_specified_name = "functional_3_1/simple_rnn_27_1/TensorArrayUnstack/TensorListFromTensor"}, %arg7: tensor<!tf_type.variant<tensor<3x1xi1>>> {tf._user_specified_name = "functional_3_1/simple_rnn_27_1/TensorArrayUnstack_1/TensorListFromTensor"}, %arg8: tensor<3x4xf32> {tf._user_specified_name = "resource"}, %arg9: tensor<4xf32> {tf._user_specified_name = "resource"}, %arg10: tensor<4x4xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<!tf_type.variant<tensor<3x1xi1>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<3> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<[3, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg9) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "tf.Identity"(%arg10) {device = ""} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "tf.MatMul"(%arg5, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %5 = "tf.Identity"(%arg8) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %9 = "tf.TensorListGetItem"(%arg7, %arg2, %cst_0) {device = ""} : (tensor<!tf_type.variant<tensor<3x1xi1>>>, tensor<i32>, tensor<2xi32>) -> tensor<3x1xi1>
    %10 = "tf.TensorListGetItem"(%arg6, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<3x3xf32>
    %11 = "tf.MatMul"(%10, %5) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %12 = "tf.BiasAdd"(%11, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %13 = "tf.AddV2"(%12, %4) {device = ""} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %14 = "tf.Tanh"(%13) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %15 = "tf.SelectV2"(%9, %14, %arg4) {device = ""} : (tensor<3x1xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %17 = "tf.TensorListSetItem"(%arg3, %arg2, %15) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<i32>, tensor<3x4xf32>) -> tensor<!tf_type.variant<tensor<3x4xf32>>>
    %18 = "tf.Identity"(%17) {device = ""} : (tensor<!tf_type.variant<tensor<3x4xf32>>>) -> tensor<!tf_type.variant<tensor<3x4xf32>>>
    %19 = "tf.SelectV2"(%9, %14, %arg5) {device = ""} : (tensor<3x1xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %20 = "tf.Identity"(%19) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    return %6, %7, %8, %18, %16, %20, %arg6, %arg7, %arg8, %arg9, %arg10 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<!tf_type.variant<tensor<3x1xi1>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @functional_3_1_simple_rnn_27_1_while_cond_frozen_64040(%arg0: tensor<i32> {tf._user_specified_name = "functional_3_1/simple_rnn_27_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_3_1/simple_rnn_27_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x4xf32>>>, %arg4: tensor<3x4xf32>, %arg5: tensor<3x4xf32>, %arg6: tensor<!tf_type.variant<tensor<3x3xf32>>>, %arg7: tensor<!tf_type.variant<tensor<3x1xi1>>>, %arg8: tensor<3x4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4x4xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<6> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @functional_3_1_simple_rnn_28_1_while_body_frozen_64070(%arg0: tensor<i32> {tf._user_specified_name = "functional_3_1/simple_rnn_28_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_3_1/simple_rnn_28_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x3xf32>>>, %arg4: tensor<3x3xf32>, %arg5: tensor<3x3xf32>, %arg6: tensor<!tf_type.variant<tensor<3x4xf32>>> {tf._user_specified_name = "functional_3_1/simple_rnn_28_1/TensorArrayUnstack/TensorListFromTensor"}, %arg7: tensor<!tf_type.variant<tensor<3x1xi1>>> {tf._user_specified_name = "functional_3_1/simple_rnn_28_1/TensorArrayUnstack_1/TensorListFromTensor"}, %arg8: tensor<4x3xf32> {tf._user_specified_name = "resource"}, %arg9: tensor<3xf32> {tf._user_specified_name = "resource"}, %arg10: tensor<3x3xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<!tf_type.variant<tensor<3x1xi1>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[3, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<[3, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_1 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_2 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_2) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_2) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg9) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
    %3 = "tf.Identity"(%arg10) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %4 = "tf.MatMul"(%arg5, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %5 = "tf.Identity"(%arg8) {device = ""} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %6 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %9 = "tf.TensorListGetItem"(%arg7, %arg2, %cst_0) {device = ""} : (tensor<!tf_type.variant<tensor<3x1xi1>>>, tensor<i32>, tensor<2xi32>) -> tensor<3x1xi1>
    %10 = "tf.TensorListGetItem"(%arg6, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<3x4xf32>
    %11 = "tf.MatMul"(%10, %5) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3x3xf32>
    %12 = "tf.BiasAdd"(%11, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %13 = "tf.AddV2"(%12, %4) {device = ""} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %14 = "tf.Relu"(%13) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %15 = "tf.SelectV2"(%9, %14, %arg4) {device = ""} : (tensor<3x1xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %17 = "tf.TensorListSetItem"(%arg3, %cst_1, %15) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<i32>, tensor<3x3xf32>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    %18 = "tf.Identity"(%17) {device = ""} : (tensor<!tf_type.variant<tensor<3x3xf32>>>) -> tensor<!tf_type.variant<tensor<3x3xf32>>>
    %19 = "tf.SelectV2"(%9, %14, %arg5) {device = ""} : (tensor<3x1xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %20 = "tf.Identity"(%19) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %6, %7, %8, %18, %16, %20, %arg6, %arg7, %arg8, %arg9, %arg10 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<3x3xf32>>>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<!tf_type.variant<tensor<3x4xf32>>>, tensor<!tf_type.variant<tensor<3x1xi1>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>
  }
  func.func private @functional_3_1_simple_rnn_28_1_while_cond_frozen_64060(%arg0: tensor<i32> {tf._user_specified_name = "functional_3_1/simple_rnn_28_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_3_1/simple_rnn_28_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<3x3xf32>>>, %arg4: tensor<3x3xf32>, %arg5: tensor<3x3xf32>, %arg6: tensor<!tf_type.variant<tensor<3x4xf32>>>, %arg7: tensor<!tf_type.variant<tensor<3x1xi1>>>, %arg8: tensor<4x3xf32>, %arg9: tensor<3xf32>, %arg10: tensor<3x3xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<6> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
