module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @__inference_pruned_6916(%arg0: tensor<2x5x4xf32>) -> tensor<2x5x3xf32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "", inputs = "v", outputs = "identity_RetVal"}} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %cst_0 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<2x3xf32>}> {device = ""} : () -> tensor<2x3xf32>
    %cst_1 = "tf.Const"() <{value = dense<[1, 0, 2]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_2 = "tf.Const"() <{value = dense<[[0.11975652, 2.717820e-01, -0.0459362753], [0.80283004, 0.00329371216, 0.340191364], [-0.70451039, 0.282083452, 0.723415613]]> : tensor<3x3xf32>}> {device = ""} : () -> tensor<3x3xf32>
    %cst_3 = "tf.Const"() <{value = dense<[[-0.230578423, -0.492457837, -0.019303713], [0.382293046, -0.369634777, 1.696880e-01], [0.545392811, -0.883156538, 0.403807163], [-0.502351105, 0.0735305175, 0.946792721]]> : tensor<4x3xf32>}> {device = ""} : () -> tensor<4x3xf32>
    %cst_4 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_5 = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_6 = "tf.Const"() <{value = dense<[2, 3]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %0 = "tf.TensorListReserve"(%cst_6, %cst) {device = ""} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
    %1 = "tf.Transpose"(%arg0, %cst_1) {device = ""} : (tensor<2x5x4xf32>, tensor<3xi32>) -> tensor<5x2x4xf32>
    %2 = "tf.TensorListFromTensor"(%1, %cst_5) {device = ""} : (tensor<5x2x4xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
    %3:8 = "tf.While"(%cst_4, %cst, %cst_4, %0, %cst_0, %2, %cst_3, %cst_2) <{body = @functional_4_1_simple_rnn_29_1_while_body_frozen_68240, cond = @functional_4_1_simple_rnn_29_1_while_cond_frozen_68230, is_stateless = false, parallel_iterations = 32 : i64, shape_invariant}> {_has_manual_control_dependencies = true, _lower_using_switch_merge = false, _num_original_outputs = 8 : i64, _read_only_resource_inputs = [6, 7], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3x3xf32>)
    %4 = "tf.TensorListStack"(%3#3, %cst_6) <{num_elements = 5 : i64}> {device = ""} : (tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2xi32>) -> tensor<5x2x3xf32>
    %5 = "tf.Transpose"(%4, %cst_1) {device = ""} : (tensor<5x2x3xf32>, tensor<3xi32>) -> tensor<2x5x3xf32>
    %6 = "tf.Identity"(%5) {device = ""} : (tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    return %6 : tensor<2x5x3xf32>
  }
  func.func private @functional_4_1_simple_rnn_29_1_while_body_frozen_68240(%arg0: tensor<i32> {tf._user_specified_name = "functional_4_1/simple_rnn_29_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_4_1/simple_rnn_29_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<2x3xf32>>>, %arg4: tensor<2x3xf32>, %arg5: tensor<!tf_type.variant<tensor<2x4xf32>>> {tf._user_specified_name = "functional_4_1/simple_rnn_29_1/TensorArrayUnstack/TensorListFromTensor"}, %arg6: tensor<4x3xf32> {tf._user_specified_name = "resource"}, %arg7: tensor<3x3xf32> {tf._user_specified_name = "resource"}) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3x3xf32>) attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.AddV2"(%arg0, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "tf.AddV2"(%arg2, %cst_0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.Identity"(%arg7) {device = ""} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %3 = "tf.MatMul"(%arg4, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
    %4 = "tf.Identity"(%arg6) {device = ""} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %5 = "tf.Identity"(%0) {device = ""} : (tensor<i32>) -> tensor<i32>
    %6 = "tf.Identity"(%arg1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %7 = "tf.Identity"(%1) {device = ""} : (tensor<i32>) -> tensor<i32>
    %8 = "tf.TensorListGetItem"(%arg5, %arg2, %cst) {device = ""} : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x4xf32>
    %9 = "tf.MatMul"(%8, %4) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    %10 = "tf.AddV2"(%9, %3) {device = ""} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %11 = "tf.Identity"(%10) {device = ""} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %12 = "tf.TensorListSetItem"(%arg3, %arg2, %10) <{resize_if_index_out_of_bounds = false}> {device = ""} : (tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<i32>, tensor<2x3xf32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
    %13 = "tf.Identity"(%12) {device = ""} : (tensor<!tf_type.variant<tensor<2x3xf32>>>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
    return %5, %6, %7, %13, %11, %arg5, %arg6, %arg7 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3x3xf32>
  }
  func.func private @functional_4_1_simple_rnn_29_1_while_cond_frozen_68230(%arg0: tensor<i32> {tf._user_specified_name = "functional_4_1/simple_rnn_29_1/while/loop_counter"}, %arg1: tensor<i32> {tf._user_specified_name = "functional_4_1/simple_rnn_29_1/Max"}, %arg2: tensor<i32>, %arg3: tensor<!tf_type.variant<tensor<2x3xf32>>>, %arg4: tensor<2x3xf32>, %arg5: tensor<!tf_type.variant<tensor<2x4xf32>>>, %arg6: tensor<4x3xf32>, %arg7: tensor<3x3xf32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Less"(%arg0, %arg1) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = "tf.Less"(%arg2, %cst) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "tf.LogicalAnd"(%0, %1) {device = ""} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %3 = "tf.Identity"(%2) {device = ""} : (tensor<i1>) -> tensor<i1>
    return %3 : tensor<i1>
  }
}
