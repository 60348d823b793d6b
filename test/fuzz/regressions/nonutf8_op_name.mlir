// fuzz: tfrt-translate.mlir -- an op name with a non-UTF-8 byte: UnicodeDecodeError traceback from the emitter
func.func @f() {
  "x\ff"() : () -> ()
  tfrt.return
}
