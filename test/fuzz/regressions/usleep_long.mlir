// fuzz: bef-executor -- a 2000 s sleep on the single-threaded queue runs past --timeout
func.func @sleepy() -> i32 {
  %t = tfrt.constant.i32 2000000000
  "tfrt_test.usleep"(%t) : (i32) -> ()
  %x = tfrt.constant.i32 1
  tfrt.return %x : i32
}
