// Input of tf_to_tfrt_pipeline.mlir: Exp is not in supported_ops.txt.
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32>
  %1 = "tf.AddV2"(%0, %x) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %2 = "tf.Exp"(%1) : (tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}
