// RUN: tfrt-translate --mlir-to-bef %s | bef-executor --print-error-code | FileCheck %s
// RUN: tfrt-translate --mlir-to-bef %s | bef-executor --print-error-code --work-queue-type=mstd | FileCheck %s

// CHECK-LABEL: --- Running 'test_cancel':
func.func @test_cancel() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %x, %ch1 = "tfrt_test.cancel"(%ch0) : (!tfrt.chain) -> (i32, !tfrt.chain)
  // Kernels not dispatched yet are skipped.
  // CHECK-NOT: int32 = 0
  %ch2 = tfrt.print.i32 %x, %ch1
  // CHECK: 'test_cancel' returned <<error: Cancelled, code: Cancelled>>
  tfrt.return %ch2 : !tfrt.chain
}

// restart() ran between functions: this one runs normally.
// CHECK-LABEL: --- Running 'after_cancel':
func.func @after_cancel() -> i32 {
  %x = tfrt.constant.i32 7
  // CHECK-NEXT: 'after_cancel' returned 7
  tfrt.return %x : i32
}

// Cancellation in the middle of a loop: repeat.i32 checks every iteration.
func.func @body(%ch: !tfrt.chain, %i: i32) -> (!tfrt.chain, i32) {
  %ch1 = tfrt.print.i32 %i, %ch
  %one = tfrt.constant.i32 1
  %next = tfrt.add.i32 %i, %one
  %three = tfrt.constant.i32 3
  %stop = tfrt.equal.i32 %next, %three
  %ch2 = tfrt.if %stop, %ch1 : (!tfrt.chain) -> (!tfrt.chain) {
    %x, %c = "tfrt_test.cancel"(%ch1) : (!tfrt.chain) -> (i32, !tfrt.chain)
    tfrt.return %c : !tfrt.chain
  } else {
    tfrt.return %ch1 : !tfrt.chain
  }
  tfrt.return %ch2, %next : !tfrt.chain, i32
}

// CHECK-LABEL: --- Running 'cancel_mid_loop':
func.func @cancel_mid_loop() -> (!tfrt.chain, i32) {
  %ch0 = tfrt.new.chain
  %n = tfrt.constant.i32 100
  %i0 = tfrt.constant.i32 0
  %ch1, %i1 = tfrt.repeat.i32 %n, %ch0, %i0 : !tfrt.chain, i32 {
    %ch2, %i2 = tfrt.call @body(%ch0, %i0) : (!tfrt.chain, i32) -> (!tfrt.chain, i32)
    tfrt.return %ch2, %i2 : !tfrt.chain, i32
  }
  // CHECK-NEXT: int32 = 0
  // CHECK-NEXT: int32 = 1
  // CHECK-NEXT: int32 = 2
  // CHECK-NOT: int32 = 3
  // CHECK: 'cancel_mid_loop' returned <<error: Cancelled, code: Cancelled>>,<<error: Cancelled, code: Cancelled>>
  tfrt.return %ch1, %i1 : !tfrt.chain, i32
}
