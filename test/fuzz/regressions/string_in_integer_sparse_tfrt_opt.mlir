// fuzz: tfrt-opt -- a string in a sparse literal of integers: the same assertion, in C++
func.func @f() {
  "test.op"() {v = sparse<[[0]], ["a"]> : tensor<2xui8>} : () -> ()
  func.return
}
