// fuzz: api.bef {"timeout": 1e10} -- a call's timeout beyond threading.TIMEOUT_MAX: the runtime's deadline thread dies (OverflowError traceback on stderr)
func.func @short() -> i32 {
  %c = tfrt.constant.i32 1
  tfrt.return %c : i32
}
