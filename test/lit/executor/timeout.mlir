// `--timeout` is a deadline: a function still running when it passes is
// cancelled, even a loop running synchronously, and the tool fails.
// RUN: tfrt-translate --mlir-to-bef %s | not bef-executor --timeout 0.2 2>&1 | FileCheck %s
// RUN: tfrt-translate --mlir-to-bef %s | not bef-executor --timeout 0.2 --work-queue-type mstd 2>&1 | FileCheck %s

// CHECK-LABEL: --- Running 'spin':
// CHECK-NEXT: bef-executor: error: function 'spin' did not finish in 0.2 s
func.func @spin() -> i32 {
  %n = tfrt.constant.i32 2000000000
  %z = tfrt.constant.i32 0
  %r = tfrt.repeat.i32 %n, %z : i32 {
    %one = tfrt.constant.i32 1
    tfrt.return %one : i32
  }
  tfrt.return %r : i32
}
