// fuzz: tfrt-translate.mlir -- verifier errors in several functions: MLIR verifies them on worker threads, whose diagnostics reach the Python bindings' error capture without the GIL: abort (most runs; tfrt-compile too)
func.func @constants() {
  tfrt.return
}
func.func @integer_kernelsnt_and_chains(%b: i64, %h: f16, %f: f32,
           %c128: complex<f64>) -> !tfrt.chain {
}
func.func @calls(%x: i32) -> i32 {
}
func.func @controlflow_if(%cond: i1, %v1: i32, %v2: i32) -> i32 {
  %res = tfrt.if %cond, %v1, %v2 : (i32, i32) -> (i32) {
  } else {
  }
  tfrt.if %cond attributes {note = "x"} : () -> () {
  }
  tfrt.return %res : i32
}
func.func @case(%cond: i1, %idx: i32, %a: i32) -> i32 {
}
func.func @while_body(%ch: !tfrt.chain, %iteration: i32, %arg: i32)
    -> (!tfrt.chain, i32, i32, i1) {
}