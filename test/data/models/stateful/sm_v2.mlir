module attributes {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 2474 : i32}, tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "__sm_node1__count", type = tensor<i64>, value = dense<0> : tensor<i64>}> {tf_saved_model.exported_names = []} : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "__sm_node2__mean", type = tensor<1x3xf32>, value = dense<0.000000e+00> : tensor<1x3xf32>}> {tf_saved_model.exported_names = []} : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "__sm_node3__state", type = tensor<1x2xf32>, value = dense<0.000000e+00> : tensor<1x2xf32>}> {tf_saved_model.exported_names = []} : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "__sm_node4__w", type = tensor<3x2xf32>, value = dense<[[-1.000000e+00, -6.000000e-01], [-2.000000e-01, 2.000000e-01], [6.000000e-01, 1.000000e+00]]> : tensor<3x2xf32>}> {tf_saved_model.exported_names = []} : () -> ()
  func.func @__inference_serve_480(%arg0: tensor<1x3xf32> {tf._user_specified_name = "x", tf_saved_model.index_path = [0]}, %arg1: tensor<!tf_type.resource<tensor<i64>>> {tf._user_specified_name = "resource", tf_saved_model.bound_input = @__sm_node1__count}, %arg2: tensor<!tf_type.resource<tensor<1x3xf32>>> {tf._user_specified_name = "resource", tf_saved_model.bound_input = @__sm_node2__mean}, %arg3: tensor<!tf_type.resource<tensor<3x2xf32>>> {tf._user_specified_name = "resource", tf_saved_model.bound_input = @__sm_node4__w}, %arg4: tensor<!tf_type.resource<tensor<1x2xf32>>> {tf._user_specified_name = "resource", tf_saved_model.bound_input = @__sm_node3__state}) -> (tensor<i64> {tf_saved_model.index_path = ["count"]}, tensor<1x3xf32> {tf_saved_model.index_path = ["mean"]}, tensor<1x2xf32> {tf_saved_model.index_path = ["state"]}, tensor<1x2xf32> {tf_saved_model.index_path = ["y"]}) attributes {tf._construction_context = "kEagerRuntime", tf._input_shapes = [#tf_type.shape<1x3>, #tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<>], tf.signature.is_stateful, tf_saved_model.exported_names = ["serve"]} {
    %0 = "tf.Cast"(%arg1) <{Truncate = false}> : (tensor<!tf_type.resource<tensor<i64>>>) -> tensor<!tf_type.resource>
    %1 = "tf.Cast"(%arg2) <{Truncate = false}> : (tensor<!tf_type.resource<tensor<1x3xf32>>>) -> tensor<!tf_type.resource>
    %2 = "tf.Cast"(%arg3) <{Truncate = false}> : (tensor<!tf_type.resource<tensor<3x2xf32>>>) -> tensor<!tf_type.resource>
    %3 = "tf.Cast"(%arg4) <{Truncate = false}> : (tensor<!tf_type.resource<tensor<1x2xf32>>>) -> tensor<!tf_type.resource>
    %4:4 = tf_executor.graph {
      %outputs, %control = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i64>}> {device = ""} : () -> tensor<i64>
      %control_0 = tf_executor.island wraps "tf.AssignAddVariableOp"(%0, %outputs) {_has_manual_control_dependencies = true, device = ""} : (tensor<!tf_type.resource>, tensor<i64>) -> ()
      %outputs_1, %control_2 = tf_executor.island(%control_0) wraps "tf.ReadVariableOp"(%0) {device = ""} : (tensor<!tf_type.resource>) -> tensor<i64>
      %outputs_3, %control_4 = tf_executor.island wraps "tf.Cast"(%outputs_1) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
      %outputs_5, %control_6 = tf_executor.island(%control_0) wraps "tf.ReadVariableOp"(%0) {device = ""} : (tensor<!tf_type.resource>) -> tensor<i64>
      %outputs_7, %control_8 = tf_executor.island wraps "tf.ReadVariableOp"(%2) {device = ""} : (tensor<!tf_type.resource>) -> tensor<3x2xf32>
      %outputs_9, %control_10 = tf_executor.island wraps "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_11, %control_12 = tf_executor.island wraps "tf.ReadVariableOp"(%3) {device = ""} : (tensor<!tf_type.resource>) -> tensor<1x2xf32>
      %outputs_13, %control_14 = tf_executor.island wraps "tf.Mul"(%outputs_9, %outputs_11) {device = ""} : (tensor<f32>, tensor<1x2xf32>) -> tensor<1x2xf32>
      %outputs_15, %control_16 = tf_executor.island wraps "tf.ReadVariableOp"(%1) {device = ""} : (tensor<!tf_type.resource>) -> tensor<1x3xf32>
      %outputs_17, %control_18 = tf_executor.island wraps "tf.ReadVariableOp"(%1) {device = ""} : (tensor<!tf_type.resource>) -> tensor<1x3xf32>
      %outputs_19, %control_20 = tf_executor.island wraps "tf.Sub"(%arg0, %outputs_17) {device = ""} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %outputs_21, %control_22 = tf_executor.island wraps "tf.RealDiv"(%outputs_19, %outputs_3) {device = ""} : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
      %outputs_23, %control_24 = tf_executor.island wraps "tf.AddV2"(%outputs_15, %outputs_21) {device = ""} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %control_25 = tf_executor.island(%control_18, %control_16) wraps "tf.AssignVariableOp"(%1, %outputs_23) <{validate_shape = true}> {device = ""} : (tensor<!tf_type.resource>, tensor<1x3xf32>) -> ()
      %outputs_26, %control_27 = tf_executor.island(%control_25) wraps "tf.ReadVariableOp"(%1) {device = ""} : (tensor<!tf_type.resource>) -> tensor<1x3xf32>
      %outputs_28, %control_29 = tf_executor.island wraps "tf.Identity"(%outputs_26) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
      %outputs_30, %control_31 = tf_executor.island(%control_25) wraps "tf.ReadVariableOp"(%1) {device = ""} : (tensor<!tf_type.resource>) -> tensor<1x3xf32>
      %outputs_32, %control_33 = tf_executor.island wraps "tf.Sub"(%arg0, %outputs_30) {device = ""} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %outputs_34, %control_35 = tf_executor.island wraps "tf.MatMul"(%outputs_32, %outputs_7) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x2xf32>) -> tensor<1x2xf32>
      %outputs_36, %control_37 = tf_executor.island wraps "tf.AddV2"(%outputs_13, %outputs_34) {device = ""} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
      %control_38 = tf_executor.island(%control_12) wraps "tf.AssignVariableOp"(%3, %outputs_36) <{validate_shape = true}> {device = ""} : (tensor<!tf_type.resource>, tensor<1x2xf32>) -> ()
      %outputs_39, %control_40 = tf_executor.island(%control_38) wraps "tf.ReadVariableOp"(%3) {device = ""} : (tensor<!tf_type.resource>) -> tensor<1x2xf32>
      %outputs_41, %control_42 = tf_executor.island wraps "tf.Identity"(%outputs_39) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %control_43 = tf_executor.island(%control_0, %control_18, %control_2, %control_16, %control_25, %control_31, %control_8, %control_12, %control_38, %control_27, %control_40, %control_6) wraps "tf.NoOp"() {device = ""} : () -> ()
      %outputs_44, %control_45 = tf_executor.island(%control_43) wraps "tf.Identity"(%outputs_5) {device = ""} : (tensor<i64>) -> tensor<i64>
      %outputs_46, %control_47 = tf_executor.island(%control_43) wraps "tf.Identity"(%outputs_28) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
      %outputs_48, %control_49 = tf_executor.island(%control_43) wraps "tf.Identity"(%outputs_41) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %outputs_50, %control_51 = tf_executor.island(%control_43) wraps "tf.Identity"(%outputs_34) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      tf_executor.fetch %outputs_44, %outputs_46, %outputs_48, %outputs_50, %control_0, %control_18, %control_2, %control_16, %control_25, %control_31, %control_8, %control_12, %control_38, %control_27, %control_40, %control_6 : tensor<i64>, tensor<1x3xf32>, tensor<1x2xf32>, tensor<1x2xf32>, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control
    }
    return %4#0, %4#1, %4#2, %4#3 : tensor<i64>, tensor<1x3xf32>, tensor<1x2xf32>, tensor<1x2xf32>
  }
}
