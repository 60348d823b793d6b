// fuzz: tfrt-translate.mlir -- a non-UTF-8 attribute name: RuntimeError (nanobind string conversion) traceback
func.func @f() -> i32 {
  %c = tfrt.constant.i32 1
  "tfrt_test.identity"() {"\ff" = 1 : i32} : () -> ()
  tfrt.return %c : i32
}
