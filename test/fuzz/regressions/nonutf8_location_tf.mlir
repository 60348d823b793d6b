// fuzz: tfrt-compile -- a non-UTF-8 location file name: abort
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %y = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32> loc("\ff":3:4)
  func.return %y : tensor<f32>
}
