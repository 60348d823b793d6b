// fuzz: tfrt-translate.mlir -- a non-UTF-8 location file name: abort (nanobind exception in a C++ callback)
func.func @f() -> i32 {
  %c = tfrt.constant.i32 1 loc("\ff":1:2)
  tfrt.return %c : i32
}
