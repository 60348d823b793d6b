// fuzz: api.mlir {"work_queue": "mstd", "fuse": false} -- string elements in an integer dense literal: TensorLiteralParser::getIntAttrElements assertion
func.func @string_tensor() {
  "test.op"() {v = dense<["a"]> : tensor<1xi16>} : () -> ()
  tfrt.return
}
