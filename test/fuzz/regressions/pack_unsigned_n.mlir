// fuzz: tfrt-compile -- tf.Pack with an unsigned N: IntegerAttr::getInt assertion in the verifier
func.func @main(%x: tensor<2xf32>) -> tensor<2x2xf32> {
  %y = "tf.Pack"(%x, %x) {N = 2 : ui8} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  func.return %y : tensor<2x2xf32>
}
