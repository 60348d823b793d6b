module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_4872(%arg0: tensor<1x6x3xf32>) -> tensor<1x6x4xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "v", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<1x4xf32>}> {device = ""} : () -> tensor<1x4xf32>
    %cst_1 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_2 = "tf.Const"() <{value = dense<[[-0.459465623, 0.398182154, 0.437705606, 0.24230966], [-0.384104103, -7.012780e-02, -0.121282995, 0.338517159], [-0.124203123, -0.181294724, 0.621535301, -0.104634225], [0.87907052, -0.675673366, 2.867210e-01, -0.24513869]]> : tensor<4x4xf32>}> {device = ""} : () -> tensor<4x4xf32>
    %cst_3 = "tf.Const"() <{value = dense<[[0.188211754, 1.11493635, -0.0197594911, 0.497534692], [0.463829935, -0.419190079, -0.279079735, 0.789819359], [0.608111501, -0.246051475, 1.42970395, -0.026139779]]> : tensor<3x4xf32>}> {device = ""} : () -> tensor<3x4xf32>
    %cst_4 = "tf.Const"() <{value = dense<[-0.300631344, -0.382583499, -0.288514882, -0.68040359]> : tensor<4xf32>}> {device = ""} : () -> tensor<4xf32>
    %cst_5 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_6 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_7 = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_8 = "tf.Const"() <{value = dense<[1, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %0 = "tf.TensorListReserve"(%cst_8, %cst) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %1 = "tf.Transpose"(%arg0, %cst_1) {device = ""} : (tensor<1x6x3xf32>, tensor<3xi32>) -> tensor<6x1x3xf32>
    %2 = "tf.ReverseV2"(%1, %cst_6) {device = ""} : (tensor<6x1x3xf32>, tensor<1xi32>) -> tensor<6x1x3xf32>
    %3 = "tf.TensorListFromTensor"(%2, %cst_7) {device = ""} : (tensor<6x1x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
    %4:9 = "tf.While"(%cst_5, %cst, %cst_5, %0, %cst_0, %3, %cst_3, %cst_4, %cst_2) <{body = @functional_1_1_simple_rnn_24_1_while_body_frozen_47680, cond = @functional_1_1_simple_rnn_24_1_while_cond_frozen_47670, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 9 : i64, _read_only_resource_inputs = [6, 7, 8], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %5 = "tf.TensorListStack"(%4#3, %cst_8) <{num_elements = 6 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<2xi32>) -> tensor<6x1x4xf32>
    %6 = "tf.Transpose"(%5, %cst_1) {device = ""} : (tensor<6x1x4xf32>, tensor<3xi32>) -> tensor<1x6x4xf32>
    %7 = "tf.Identity"(%6) {device = ""} : (tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
    return %7 : tensor<1x6x4xf32>
  }
  func.func private @functional_1_1_simple_rnn_24_1_while_body_frozen_47680(%arg0: tensor<i32> {tf._user_specified_name = "functional_1_1/simple_rnn_24_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_1_1/simple_rnn_24_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<!tf_type.variant<tensor<1x3xf32>>> {tf._user_specified_name = "functional_1_1/simple_rnn_24_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<3x4xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<4xf32> {tf._user_specified_name = "resource"}, %arg8: tensor<4x4xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "tf.Identity"(%arg8) {device = ""} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "tf.MatMul"(%arg4, %3) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x4xf32>, tensor<4x4xf32>) -> tensor<1x4xf32>
    %5 = "tf.Identity"(%arg6) {device = ""} : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %9 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x3xf32>
    %10 = "tf.MatMul"(%9, %5) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x4xf32>) -> tensor<1x4xf32>
    %11 = "tf.BiasAdd"(%10, %2) <{data_format = "NHWC"}> {device = ""} : (tensor<1x4xf32>, tensor<4xf32>) -> tensor<1x4xf32>
    %12 = "tf.AddV2"(%11, %4) {device = ""} : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %13 = "tf.Relu"(%12) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %14 = "tf.Identity"(%13) {device = ""} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %15 = "tf.TensorListSetItem"(%arg3, %arg2, %13) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<i32>, tensor<1x4xf32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<!tf_type.variant<tensor<1x4xf32>>>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
    return %6, %7, %8, %16, %14, %arg5, %arg6, %arg7, %arg8 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<1x4xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @functional_1_1_simple_rnn_24_1_while_cond_frozen_47670(%arg0: tensor<i32> {tf._user_specified_name = "functional_1_1/simple_rnn_24_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_1_1/simple_rnn_24_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<1x4xf32>>>, %arg4: tensor<1x4xf32>, %arg5: tensor<!tf_type.variant<tensor<1x3xf32>>>, %arg6: tensor<3x4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x4xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<6> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
