// RUN: tfrt-translate --mlir-to-bef %s | bef-executor --work-queue-type=s | FileCheck %s
// RUN: tfrt-translate --mlir-to-bef %s | bef-executor --work-queue-type=mstd | FileCheck %s --check-prefix=MSTD

// On `s`, asynchronous work runs only when the driver awaits, so a print
// that waits for it comes after the synchronous prints (TFRT's async.mlir).
// CHECK-LABEL: --- Running 'async_add':
// MSTD-LABEL: --- Running 'async_add':
func.func @async_add() {
  %ch0 = tfrt.new.chain
  %x = tfrt.constant.i32 42
  %c1 = tfrt.constant.i32 1
  // CHECK-NEXT: int32 = 42
  %ch1 = tfrt.print.i32 %x, %ch0
  %y = "tfrt_test.async_add.i32"(%x, %c1) : (i32, i32) -> i32
  %ch2 = tfrt.print.i32 %y, %ch0
  // CHECK-NEXT: int32 = 42
  %ch3 = tfrt.print.i32 %x, %ch0
  // CHECK-NEXT: int32 = 43
  // MSTD-DAG: int32 = 43
  tfrt.return
}

// CHECK-LABEL: --- Running 'do_async':
func.func @do_async() -> i32 {
  %x = tfrt.constant.i32 42
  %c1 = tfrt.constant.i32 1
  %y = "tfrt_test.do.async"(%x, %c1) ({
  ^bb0(%a: i32, %b: i32):
    %r = tfrt.add.i32 %a, %b
    tfrt.return %r : i32
  }) : (i32, i32) -> i32
  // CHECK-NEXT: 'do_async' returned 43
  tfrt.return %y : i32
}

// CHECK-LABEL: --- Not running 'call_async_add.i32' because it has arguments.
func.func @call_async_add.i32(%x: i32, %y: i32) -> i32 {
  %a = "tfrt_test.async_add.i32"(%x, %y) : (i32, i32) -> i32
  %b = "tfrt_test.async_add.i32"(%a, %y) : (i32, i32) -> i32
  tfrt.return %b : i32
}

// A function whose work is still running returns IndirectAsyncValues.
// CHECK-LABEL: --- Running 'async_add.i32_caller':
func.func @async_add.i32_caller() -> i32 {
  %x = tfrt.constant.i32 42
  %c1 = tfrt.constant.i32 1
  %ch = tfrt.new.chain
  // CHECK-NEXT: int32 = 42
  %ch1 = tfrt.print.i32 %x, %ch
  %y = tfrt.call @call_async_add.i32(%x, %c1) : (i32, i32) -> i32
  %ch2 = tfrt.print.i32 %y, %ch
  // CHECK-NEXT: int32 = 42
  %ch3 = tfrt.print.i32 %x, %ch
  // CHECK-NEXT: int32 = 44
  // CHECK-NEXT: 'async_add.i32_caller' returned 44
  tfrt.return %y : i32
}

// Partially asynchronous: some kernels wait, the rest run at once.
// CHECK-LABEL: --- Running 'partially_async':
func.func @partially_async() -> (i32, i32, i32) {
  %a = "tfrt_test.async_constant.i32"() {value = 5 : i32} : () -> i32
  %b = tfrt.constant.i32 6
  %c = tfrt.add.i32 %a, %b
  %d = tfrt.add.i32 %b, %b
  %e = "tfrt_test.async_copy"(%d) : (i32) -> i32
  %f = "tfrt_test.make_indirect"(%c) : (i32) -> i32
  %g = "tfrt_test.copy.with_delay.i32"(%f) : (i32) -> i32
  // CHECK-NEXT: 'partially_async' returned 11,12,11
  tfrt.return %c, %e, %g : i32, i32, i32
}

// CHECK-LABEL: --- Running 'usleep':
func.func @usleep() {
  %t = tfrt.constant.i32 1000
  "tfrt_test.usleep"(%t) : (i32) -> ()
  // CHECK-NEXT: Slept for 1000 microseconds
  tfrt.return
}

// CHECK-LABEL: --- Running 'atomics':
func.func @atomics() -> i32 {
  %ch0 = tfrt.new.chain
  %a = "tfrt_test.atomic.create.i32"() : () -> !tfrt.chain
  %ch1 = "tfrt_test.atomic.inc.i32"(%a, %ch0) : (!tfrt.chain, !tfrt.chain) -> !tfrt.chain
  %ch2 = "tfrt_test.atomic.inc.i32"(%a, %ch0) : (!tfrt.chain, !tfrt.chain) -> !tfrt.chain
  %ch3 = tfrt.merge.chains %ch1, %ch2 : !tfrt.chain, !tfrt.chain
  %v, %ch4 = "tfrt_test.atomic.get.i32"(%a, %ch3) : (!tfrt.chain, !tfrt.chain) -> (i32, !tfrt.chain)
  // CHECK-NEXT: 'atomics' returned 2
  tfrt.return %v : i32
}
