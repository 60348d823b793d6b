// fuzz: tfrt-run -- a BEF file with an unknown kernel: BEFExecutorError traceback
func.func @f(%x: i32) -> i32 {
  tfrt.return %x : i32
}
func.func @main() -> i32 {
  %c = tfrt.constant.i32 1
  %y = func.call @f(%c) : (i32) -> i32
  tfrt.return %y : i32
}
