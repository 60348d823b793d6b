module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_7199(%arg0: tensor<2x5x3xf32>) -> tensor<2x4xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "v", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<2x4xf32>}> {device = ""} : () -> tensor<2x4xf32>
    %cst_1 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_2 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_4 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<[[-0.269350678, 0.371692896, 0.0256343614, -0.674952626], [0.606403589, 0.705716252, 0.146095186, -0.227888048], [-0.640342593, 0.719999671, 1.24952316, -0.398646832], [0.432805508, 0.761022269, 0.260959297, 0.535387039]]> : tensor<4x4xf32>}> {device = ""} : () -> tensor<4x4xf32>
    %cst_6 = "tf.Const"() <{value = dense<[[-0.0101348395, 0.127843559, -0.719271957, 0.047052756], [0.536996722, 0.61867994, -0.314516068, 0.386231631], [0.0925938636, -0.512559831, -0.0856671109, -0.719957888]]> : tensor<3x4xf32>}> {device = ""} : () -> tensor<3x4xf32>
    %cst_7 = "tf.Const"() <{value = dense<[0.557354689, 0.0219137911, -0.574495554, 1.28763676]> : tensor<4xf32>}> {device = ""} : () -> tensor<4xf32>
    %cst_8 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_9 = "tf.Const"() <{value = dense<[2, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_10 = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_11 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.TensorListReserve"(%cst_10, %cst_11) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
    %1 = "tf.Transpose"(%arg0, %cst_1) {device = ""} : (tensor<2x5x3xf32>, tensor<3xi32>) -> tensor<5x2x3xf32>
    %2 = "tf.TensorListFromTensor"(%1, %cst_9) {device = ""} : (tensor<5x2x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
    %3:9 = "tf.While"(%cst_8, %cst, %cst_8, %0, %cst_0, %2, %cst_6, %cst_7, %cst_5) <{body = @functional_5_1_simple_rnn_30_1_while_body_frozen_70970, cond = @functional_5_1_simple_rnn_30_1_while_cond_frozen_70960, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 9 : i64, _read_only_resource_inputs = [6, 7, 8], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<2x4xf32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<2x4xf32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %4 = "tf.TensorListStack"(%3#3, %cst_10) <{num_elements = 1 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<2xi32>) -> tensor<1x2x4xf32>
    %5 = "tf.StridedSlice"(%4, %cst_4, %cst_3, %cst_2) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<1x2x4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2x4xf32>
    %6 = "tf.Identity"(%5) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    return %6 : tensor<2x4xf32>
  }
  func.func private @functional_5_1_simple_rnn_30_1_while_body_frozen_70970(%arg0: tensor<i32> {tf._user_specified_name = "functional_5_1/simple_rnn_30_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_5_1/simple_rnn_30_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<2x4xf32>>>, %arg4: tensor<2x4xf32>, %arg5: tensor<!tf_type.variant<tensor<2x3xf32>>> {tf._user_specified_name = "functional_5_1/simple_rnn_30_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<3x4xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<4xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<4x4xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<2x4xf32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[2, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "tf.Identity"(%arg8) {device = ""} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "tf.MatMul"(%arg4, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %5 = "tf.Identity"(%arg6) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %9 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x3xf32>
    %10 = "tf.MatMul"(%9, %5) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %11 = "tf.BiasAdd"(%10, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    %12 = "tf.AddV2"(%11, %4) {device = ""} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "tf.Softsign"(%12) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "tf.Identity"(%13) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "tf.TensorListSetItem"(%arg3, %cst_0, %13) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<i32>, tensor<2x4xf32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<!tf_type.variant<tensor<2x4xf32>>>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
    return %6, %7, %8, %16, %14, %arg5, %arg6, %arg7, %arg8 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<2x4xf32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @functional_5_1_simple_rnn_30_1_while_cond_frozen_70960(%arg0: tensor<i32> {tf._user_specified_name = "functional_5_1/simple_rnn_30_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_5_1/simple_rnn_30_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<2x4xf32>>>, %arg4: tensor<2x4xf32>, %arg5: tensor<!tf_type.variant<tensor<2x3xf32>>>, %arg6: tensor<3x4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x4xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
