// fuzz: tfrt-compile -- a non-UTF-8 TF op name: abort while the pipeline's diagnostic is turned into Python
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %y = "tf.\ff"(%x) : (tensor<f32>) -> tensor<f32>
  func.return %y : tensor<f32>
}
