module attributes {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 2474 : i32}, tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "count", type = tensor<i64>, value = dense<0> : tensor<i64>}> : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "mean", type = tensor<1x3xf32>, value = dense<0.000000e+00> : tensor<1x3xf32>}> : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "state", type = tensor<1x2xf32>, value = dense<0.000000e+00> : tensor<1x2xf32>}> : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<3x2xf32>, value = dense<[[-1.000000e+00, -6.000000e-01], [-2.000000e-01, 2.000000e-01], [6.000000e-01, 1.000000e+00]]> : tensor<3x2xf32>}> : () -> ()
  "tf_saved_model.session_initializer"() <{initializers = [@NoOp]}> : () -> ()
  func.func @NoOp() attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_NoOp"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
  func.func @serving_default(%arg0: tensor<1x3xf32> {tf_saved_model.index_path = ["x"]}, %arg1: tensor<!tf_type.resource<tensor<i64>>> {tf_saved_model.bound_input = @count}, %arg2: tensor<!tf_type.resource<tensor<1x3xf32>>> {tf_saved_model.bound_input = @mean}, %arg3: tensor<!tf_type.resource<tensor<1x2xf32>>> {tf_saved_model.bound_input = @state}, %arg4: tensor<!tf_type.resource<tensor<3x2xf32>>> {tf_saved_model.bound_input = @w}) -> (tensor<1x2xf32> {tf_saved_model.index_path = ["state"]}, tensor<1x2xf32> {tf_saved_model.index_path = ["y"]}, tensor<1x3xf32> {tf_saved_model.index_path = ["mean"]}, tensor<i64> {tf_saved_model.index_path = ["count"]}) attributes {tf.entry_function = {control_outputs = "", inputs = "serving_default_x:0", outputs = "StatefulPartitionedCall:2,StatefulPartitionedCall:3,StatefulPartitionedCall:1,StatefulPartitionedCall:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %0:4 = "tf.StatefulPartitionedCall"(%arg0, %arg1, %arg2, %arg4, %arg3) <{config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", executor_type = "", f = @__inference_signature_wrapper_serve_680}> {_collective_manager_ids = [], _read_only_resource_inputs = [3], device = ""} : (tensor<1x3xf32>, tensor<!tf_type.resource<tensor<i64>>>, tensor<!tf_type.resource<tensor<1x3xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<1x2xf32>>>) -> (tensor<i64>, tensor<1x3xf32>, tensor<1x2xf32>, tensor<1x2xf32>)
    return %0#2, %0#3, %0#1, %0#0 : tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x3xf32>, tensor<i64>
  }
  func.func private @__inference_serve_480(%arg0: tensor<1x3xf32> {tf._user_specified_name = "x"}, %arg1: tensor<!tf_type.resource<tensor<i64>>> {tf._user_specified_name = "resource"}, %arg2: tensor<!tf_type.resource<tensor<1x3xf32>>> {tf._user_specified_name = "resource"}, %arg3: tensor<!tf_type.resource<tensor<3x2xf32>>> {tf._user_specified_name = "resource"}, %arg4: tensor<!tf_type.resource<tensor<1x2xf32>>> {tf._user_specified_name = "resource"}) -> (tensor<i64>, tensor<1x3xf32>, tensor<1x2xf32>, tensor<1x2xf32>) attributes {tf._construction_context = "kEagerRuntime", tf._input_shapes = [#tf_type.shape<1x3>, #tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<>], tf._original_func_name = "__inference_serve_48", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i64>}> {device = ""} : () -> tensor<i64>
    "tf.AssignAddVariableOp"(%arg1, %cst_0) {_has_manual_control_dependencies = true, device = ""} : (tensor<!tf_type.resource<tensor<i64>>>, tensor<i64>) -> ()
    %0 = "tf.ReadVariableOp"(%arg1) {device = ""} : (tensor<!tf_type.resource<tensor<i64>>>) -> tensor<i64>
    %1 = "tf.Cast"(%0) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %2 = "tf.ReadVariableOp"(%arg3) {device = ""} : (tensor<!tf_type.resource<tensor<3x2xf32>>>) -> tensor<3x2xf32>
    %3 = "tf.ReadVariableOp"(%arg4) {device = ""} : (tensor<!tf_type.resource<tensor<1x2xf32>>>) -> tensor<1x2xf32>
    %4 = "tf.Mul"(%3, %cst) {device = ""} : (tensor<1x2xf32>, tensor<f32>) -> tensor<1x2xf32>
    %5 = "tf.ReadVariableOp"(%arg2) {device = ""} : (tensor<!tf_type.resource<tensor<1x3xf32>>>) -> tensor<1x3xf32>
    %6 = "tf.Sub"(%arg0, %5) {device = ""} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %7 = "tf.RealDiv"(%6, %1) {device = ""} : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
    %8 = "tf.AddV2"(%5, %7) {device = ""} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    "tf.AssignVariableOp"(%arg2, %8) <{validate_shape = true}> {device = ""} : (tensor<!tf_type.resource<tensor<1x3xf32>>>, tensor<1x3xf32>) -> ()
    %9 = "tf.ReadVariableOp"(%arg2) {device = ""} : (tensor<!tf_type.resource<tensor<1x3xf32>>>) -> tensor<1x3xf32>
    %10 = "tf.Identity"(%9) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %11 = "tf.Sub"(%arg0, %9) {device = ""} : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %12 = "tf.MatMul"(%11, %2) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x3xf32>, tensor<3x2xf32>) -> tensor<1x2xf32>
    %13 = "tf.AddV2"(%4, %12) {device = ""} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    "tf.AssignVariableOp"(%arg4, %13) <{validate_shape = true}> {device = ""} : (tensor<!tf_type.resource<tensor<1x2xf32>>>, tensor<1x2xf32>) -> ()
    %14 = "tf.ReadVariableOp"(%arg4) {device = ""} : (tensor<!tf_type.resource<tensor<1x2xf32>>>) -> tensor<1x2xf32>
    %15 = "tf.Identity"(%14) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %16 = "tf.Identity"(%0) {device = ""} : (tensor<i64>) -> tensor<i64>
    %17 = "tf.Identity"(%10) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %18 = "tf.Identity"(%15) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %19 = "tf.Identity"(%12) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    return %16, %17, %18, %19 : tensor<i64>, tensor<1x3xf32>, tensor<1x2xf32>, tensor<1x2xf32>
  }
  func.func private @__inference_signature_wrapper_serve_680(%arg0: tensor<1x3xf32> {tf._user_specified_name = "x"}, %arg1: tensor<!tf_type.resource<tensor<i64>>> {tf._user_specified_name = "52"}, %arg2: tensor<!tf_type.resource<tensor<1x3xf32>>> {tf._user_specified_name = "54"}, %arg3: tensor<!tf_type.resource<tensor<3x2xf32>>> {tf._user_specified_name = "56"}, %arg4: tensor<!tf_type.resource<tensor<1x2xf32>>> {tf._user_specified_name = "58"}) -> (tensor<i64>, tensor<1x3xf32>, tensor<1x2xf32>, tensor<1x2xf32>) attributes {tf._construction_context = "kEagerRuntime", tf._input_shapes = [#tf_type.shape<1x3>, #tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<>], tf._original_func_name = "__inference_signature_wrapper_serve_68", tf.signature.is_stateful} {
    %0:4 = "tf.StatefulPartitionedCall"(%arg0, %arg1, %arg2, %arg3, %arg4) <{config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", executor_type = "", f = @__inference_serve_480}> {_collective_manager_ids = [], _read_only_resource_inputs = [3], device = ""} : (tensor<1x3xf32>, tensor<!tf_type.resource<tensor<i64>>>, tensor<!tf_type.resource<tensor<1x3xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<1x2xf32>>>) -> (tensor<i64>, tensor<1x3xf32>, tensor<1x2xf32>, tensor<1x2xf32>)
    %1 = "tf.Identity"(%0#0) {device = ""} : (tensor<i64>) -> tensor<i64>
    %2 = "tf.Identity"(%0#1) {device = ""} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %3 = "tf.Identity"(%0#2) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %4 = "tf.Identity"(%0#3) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    return %1, %2, %3, %4 : tensor<i64>, tensor<1x3xf32>, tensor<1x2xf32>, tensor<1x2xf32>
  }
}
