module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_4586(%arg0: tensor<2x7x3xf32>) -> tensor<2x4xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "v", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<2x4xf32>}> {device = ""} : () -> tensor<2x4xf32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_2 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_3 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_4 = "tf.Const"() <{value = dense<[[-0.41702193, 0.0775112584, 0.256911516, -0.195182741], [-0.189177081, 0.296233565, 1.05408418, -0.742408514], [-0.259201527, 0.446151763, 0.44629997, 0.275413901], [-0.45870918, -0.221914947, 0.451339602, 0.292929411]]> : tensor<4x4xf32>}> {device = ""} : () -> tensor<4x4xf32>
    %cst_5 = "tf.Const"() <{value = dense<[[1.44564807, -0.0444677025, 0.763093829, -0.424272031], [0.958963394, 0.187076986, 0.514204383, -0.0713859946], [-0.439083099, -0.273272842, -0.10782899, -0.164654449], [0.26879102, -0.375721186, -0.581718385, 0.989697277], [-0.519208193, -0.659004211, 0.159936979, 0.22275421]]> : tensor<5x4xf32>}> {device = ""} : () -> tensor<5x4xf32>
    %cst_6 = "tf.Const"() <{value = dense<[-0.59192723, 0.776990592, -0.597901762, -0.348169565]> : tensor<4xf32>}> {device = ""} : () -> tensor<4xf32>
    %cst_7 = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_8 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<2x5xf32>}> {device = ""} : () -> tensor<2x5xf32>
    %cst_9 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_10 = "tf.Const"() <{value = dense<[[-0.242590487, 0.631518126, -0.384613633, -0.0198308136, -0.0356525443], [-0.549691081, 0.162758544, 0.341871351, 0.215530694, 0.0112507055], [0.0272473432, -0.567769468, 0.0577746555, -0.539881945, -0.204950556], [0.338137031, 0.457773268, -1.01826179, 0.292041093, 0.405013412], [0.126550823, 0.237960339, -0.272371083, 0.0904034823, 0.91936022]]> : tensor<5x5xf32>}> {device = ""} : () -> tensor<5x5xf32>
    %cst_11 = "tf.Const"() <{value = dense<[[-0.566974044, -0.282619506, 0.186038256, 0.39089027, 0.23753275], [-0.329832554, 0.173110336, -0.262760043, 0.496539026, -0.083121486], [-0.100652821, -4.750470e-01, -0.182749659, 0.43957755, 0.125180796]]> : tensor<3x5xf32>}> {device = ""} : () -> tensor<3x5xf32>
    %cst_12 = "tf.Const"() <{value = dense<[0.0424174406, -0.328942955, 0.14277643, 0.0409759171, -0.525342286]> : tensor<5xf32>}> {device = ""} : () -> tensor<5xf32>
    %cst_13 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_14 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_15 = "tf.Const"() <{value = dense<[2, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_16 = "tf.Const"() <{value = dense<[2, 5]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %0 = "tf.TensorListReserve"(%cst_16, %cst) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2x5xf32>>>
    %1 = "tf.TensorListReserve"(%cst_7, %cst_13) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
    %2 = "tf.Transpose"(%arg0, %cst_9) {device = ""} : (tensor<2x7x3xf32>, tensor<3xi32>) -> tensor<7x2x3xf32>
    %3 = "tf.TensorListFromTensor"(%2, %cst_15) {device = ""} : (tensor<7x2x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
    %4:9 = "tf.While"(%cst_14, %cst, %cst_14, %0, %cst_8, %3, %cst_11, %cst_12, %cst_10) <{body = @functional_1_simple_rnn_22_1_while_body_frozen_43900, cond = @functional_1_simple_rnn_22_1_while_cond_frozen_43890, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 9 : i64, _read_only_resource_inputs = [6, 7, 8], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<2x5xf32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x5xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<2x5xf32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x5xf32>)
    %5 = "tf.TensorListStack"(%4#3, %cst_16) <{num_elements = 7 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<2xi32>) -> tensor<7x2x5xf32>
    %6 = "tf.TensorListFromTensor"(%5, %cst_16) {device = ""} : (tensor<7x2x5xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x5xf32>>>
    %7:9 = "tf.While"(%cst_14, %cst, %cst_14, %1, %cst_0, %6, %cst_5, %cst_6, %cst_4) <{body = @functional_1_simple_rnn_23_1_while_body_frozen_43920, cond = @functional_1_simple_rnn_23_1_while_cond_frozen_43910, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 9 : i64, _read_only_resource_inputs = [6, 7, 8], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<2x4xf32>, tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<5x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<2x4xf32>, tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<5x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %8 = "tf.TensorListStack"(%7#3, %cst_7) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<2xi32>) -> tensor<1x2x4xf32>
    %9 = "tf.StridedSlice"(%8, %cst_3, %cst_2, %cst_1) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x2x4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2x4xf32>
    %10 = "tf.Identity"(%9) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    return %10 : tensor<2x4xf32>
  }
  func.func private @functional_1_simple_rnn_22_1_while_body_frozen_43900(%arg0: tensor<i32> {tf._user_specified_name = "functional_1/simple_rnn_22_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_1/simple_rnn_22_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<2x5xf32>>>, %arg4: tensor<2x5xf32>, %arg5: tensor<!tf_type.variant<tensor<2x3xf32>>> {tf._user_specified_name = "functional_1/simple_rnn_22_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<3x5xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<5xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<5x5xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<2x5xf32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x5xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[2, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
    %3 = "tf.Identity"(%arg8) {device = ""} : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %4 = "tf.MatMul"(%arg4, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<2x5xf32>, tensor<5x5xf32>) -> tensor<2x5xf32>
    %5 = "tf.Identity"(%arg6) {device = ""} : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %6 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %9 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x3xf32>
    %10 = "tf.MatMul"(%9, %5) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<2x3xf32>, tensor<3x5xf32>) -> tensor<2x5xf32>
    %11 = "tf.BiasAdd"(%10, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<2x5xf32>, tensor<5xf32>) -> tensor<2x5xf32>
    %12 = "tf.AddV2"(%11, %4) {device = ""} : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %13 = "tf.Tanh"(%12) {device = ""} : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %14 = "tf.Identity"(%13) {device = ""} : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %15 = "tf.TensorListSetItem"(%arg3, %arg2, %13) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<i32>, tensor<2x5xf32>) -> tensor<!tf_type.variant<tensor<2x5xf32>>>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<!tf_type.variant<tensor<2x5xf32>>>) -> tensor<!tf_type.variant<tensor<2x5xf32>>>
    return %6, %7, %8, %16, %14, %arg5, %arg6, %arg7, %arg8 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<2x5xf32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x5xf32>
  }
  func.func private @functional_1_simple_rnn_22_1_while_cond_frozen_43890(%arg0: tensor<i32> {tf._user_specified_name = "functional_1/simple_rnn_22_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_1/simple_rnn_22_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<2x5xf32>>>, %arg4: tensor<2x5xf32>, %arg5: tensor<!tf_type.variant<tensor<2x3xf32>>>, %arg6: tensor<3x5xf32>, %arg7: tensor<5xf32>, %arg8: tensor<5x5xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<7> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @functional_1_simple_rnn_23_1_while_body_frozen_43920(%arg0: tensor<i32> {tf._user_specified_name = "functional_1/simple_rnn_23_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_1/simple_rnn_23_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<2x4xf32>>>, %arg4: tensor<2x4xf32>, %arg5: tensor<!tf_type.variant<tensor<2x5xf32>>> {tf._user_specified_name = "functional_1/simple_rnn_23_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<5x4xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<4xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<4x4xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<2x4xf32>, tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<5x4xf32>, tensor<4xf32>, tensor<4x4xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[2, 5]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "tf.Identity"(%arg8) {device = ""} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "tf.MatMul"(%arg4, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %5 = "tf.Identity"(%arg6) {device = ""} : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %6 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %9 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x5xf32>
    %10 = "tf.MatMul"(%9, %5) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<2x5xf32>, tensor<5x4xf32>) -> tensor<2x4xf32>
    %11 = "tf.BiasAdd"(%10, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    %12 = "tf.AddV2"(%11, %4) {device = ""} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "tf.Tanh"(%12) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "tf.Identity"(%13) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "tf.TensorListSetItem"(%arg3, %cst_0, %13) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<i32>, tensor<2x4xf32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<!tf_type.variant<tensor<2x4xf32>>>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
    return %6, %7, %8, %16, %14, %arg5, %arg6, %arg7, %arg8 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<2x4xf32>, tensor<!tf_type.variant<tensor<2x5xf32>>>, tensor<5x4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @functional_1_simple_rnn_23_1_while_cond_frozen_43910(%arg0: tensor<i32> {tf._user_specified_name = "functional_1/simple_rnn_23_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_1/simple_rnn_23_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<2x4xf32>>>, %arg4: tensor<2x4xf32>, %arg5: tensor<!tf_type.variant<tensor<2x5xf32>>>, %arg6: tensor<5x4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x4xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<7> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
