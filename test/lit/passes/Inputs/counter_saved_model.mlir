// A SavedModel in TensorFlow's form with a variable the signature writes
// (`count`, kept) and one it only reads through the signature wrapper's
// call (`step`, frozen), for tf_to_tfrt_pipeline.mlir.
module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "count", type = tensor<f32>, value = dense<0.0> : tensor<f32>}> : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "step", type = tensor<f32>, value = dense<2.5> : tensor<f32>}> : () -> ()
  "tf_saved_model.session_initializer"() <{initializers = [@NoOp]}> : () -> ()
  func.func @NoOp() attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_NoOp"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
  func.func @serving_default(%x: tensor<f32> {tf_saved_model.index_path = ["x"]},
                             %count: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @count},
                             %step: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @step})
      -> (tensor<f32> {tf_saved_model.index_path = ["y"]}) attributes {tf_saved_model.exported_names = ["serving_default"]} {
    %0 = "tf.StatefulPartitionedCall"(%x, %count, %step) <{config = "", config_proto = "", executor_type = "", f = @__inference_call_10}> : (tensor<f32>, tensor<!tf_type.resource<tensor<f32>>>, tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @__inference_call_10(%x: tensor<f32>, %count: tensor<!tf_type.resource<tensor<f32>>>, %step: tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32> {
    %s = "tf.ReadVariableOp"(%step) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    %d = "tf.Mul"(%x, %s) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.AssignAddVariableOp"(%count, %d) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
    %c = "tf.ReadVariableOp"(%count) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    return %c : tensor<f32>
  }
}
