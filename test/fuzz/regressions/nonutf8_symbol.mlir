// fuzz: tfrt-translate.mlir -- a non-UTF-8 symbol name: RuntimeError (nanobind string conversion) traceback
func.func @"\ff"() -> i32 {
  %c = tfrt.constant.i32 1
  tfrt.return %c : i32
}
