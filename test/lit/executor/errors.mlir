// RUN: tfrt-translate --mlir-to-bef %s | not bef-executor 2>&1 | FileCheck %s
// RUN: tfrt-translate --mlir-to-bef %s | not bef-executor --print-error-code 2>/dev/null | FileCheck %s --check-prefix=CODE

// CHECK-LABEL: --- Running 'divide_by_zero.i32':
func.func @divide_by_zero.i32() -> i32 {
  %zero = tfrt.constant.i32 0
  %x = tfrt.constant.i32 42
  // CHECK-NEXT: errors.mlir:[[@LINE+1]]:{{[0-9]+}}: error: runtime error: Divide by zero
  %quot, %rem = tfrt.div.i32 %x, %zero
  // CHECK-NEXT: 'divide_by_zero.i32' returned <<error: Divide by zero>>
  // CODE: 'divide_by_zero.i32' returned <<error: Divide by zero, code: InvalidArgument>>
  tfrt.return %quot : i32
}

// CHECK-LABEL: --- Running 'test_error_result':
func.func @test_error_result() -> i32 {
  // CHECK-NEXT: error: runtime error: something bad happened
  %x = "tfrt_test.fail"() : () -> i32
  // CHECK-NEXT: 'test_error_result' returned <<error: something bad happened>>
  // CODE: 'test_error_result' returned <<error: something bad happened, code: Unknown>>
  tfrt.return %x : i32
}

// CHECK-LABEL: --- Running 'test_ignore_error':
func.func @test_ignore_error() -> i32 {
  %e = "tfrt_test.fail"() : () -> i32
  %x = tfrt.constant.i32 1
  // CHECK: 'test_ignore_error' returned 1
  tfrt.return %x : i32
}

// An error reaches only the kernels that depend on it.
// CHECK-LABEL: --- Running 'test_partial_fail':
func.func @test_partial_fail() -> (!tfrt.chain, i32) {
  %x, %y = "tfrt_test.partial_fail"() : () -> (i32, i32)
  %ch0 = tfrt.new.chain
  // CHECK: int32 = 1
  %ch1 = tfrt.print.i32 %x, %ch0
  // CHECK-NOT: int32
  %ch2 = tfrt.print.i32 %y, %ch1
  %z = tfrt.add.i32 %x, %x
  // CHECK: 'test_partial_fail' returned <<error: something bad happened>>,2
  tfrt.return %ch2, %z : !tfrt.chain, i32
}

// CHECK-LABEL: --- Running 'error_in_one_branch':
func.func @error_in_one_branch() -> (i32, i32) {
  %a = tfrt.constant.i32 10
  %zero = tfrt.constant.i32 0
  %bad, %r = tfrt.div.i32 %a, %zero
  %bad2 = tfrt.add.i32 %bad, %a
  %bad3 = tfrt.mul.i32 %bad2, %a
  %good = tfrt.add.i32 %a, %a
  %good2 = tfrt.mul.i32 %good, %a
  // CHECK: 'error_in_one_branch' returned <<error: Divide by zero>>,200
  tfrt.return %bad3, %good2 : i32, i32
}

// CHECK-LABEL: --- Running 'error_chain':
func.func @error_chain() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %ch1 = "tfrt_test.error_chain"(%ch0) : (!tfrt.chain) -> !tfrt.chain
  %x = tfrt.constant.i32 5
  // CHECK-NOT: int32 = 5
  %ch2 = tfrt.print.i32 %x, %ch1
  // CHECK: 'error_chain' returned <<error: error chain>>
  tfrt.return %ch2 : !tfrt.chain
}

// CHECK-LABEL: --- Running 'test_error_result_async':
func.func @test_error_result_async() -> i32 {
  %x = "tfrt_test.report_error_async"() : () -> i32
  // CHECK: 'test_error_result_async' returned <<error: something bad happened asynchronously>>
  tfrt.return %x : i32
}

// CHECK-LABEL: --- Running 'test_error_result_async_unused':
func.func @test_error_result_async_unused() -> i32 {
  %x = tfrt.constant.i32 123
  %y = "tfrt_test.report_error_async"() : () -> i32
  // CHECK: 'test_error_result_async_unused' returned 123
  tfrt.return %x : i32
}

// CHECK-LABEL: --- Running 'concrete_async_success':
func.func @concrete_async_success() -> i32 {
  %in = tfrt.constant.i32 0
  %x = "tfrt_test.report_error_concrete_async"(%in) : (i32) -> i32
  // CHECK-NEXT: 'concrete_async_success' returned 0
  tfrt.return %x : i32
}

// CHECK-LABEL: --- Running 'concrete_async_fail':
func.func @concrete_async_fail() -> i32 {
  %in = tfrt.constant.i32 1
  %x = "tfrt_test.report_error_concrete_async"(%in) : (i32) -> i32
  // CHECK: 'concrete_async_fail' returned <<error: something bad happened asynchronously>>
  tfrt.return %x : i32
}

// CHECK-LABEL: --- Running 'indirect_async_fail':
func.func @indirect_async_fail() -> (i32, i32) {
  %in = tfrt.constant.i32 1
  %zero = tfrt.constant.i32 0
  %x = "tfrt_test.report_error_indirect_async"(%in) : (i32) -> i32
  %y = "tfrt_test.report_error_indirect_async"(%zero) : (i32) -> i32
  // CHECK: 'indirect_async_fail' returned <<error: something bad happened asynchronously>>,0
  tfrt.return %x, %y : i32, i32
}

// Work a kernel queued that raises is that kernel's error, reported at its
// location (here when the driver drains the queue), not a work queue failure.
// CHECK-LABEL: --- Running 'error_in_queued_work':
func.func @error_in_queued_work() -> i32 {
  %t = tfrt.constant.i32 -1
  "tfrt_test.usleep"(%t) : (i32) -> ()
  %x = tfrt.constant.i32 1
  // CHECK-NEXT: 'error_in_queued_work' returned 1
  // CHECK-NEXT: errors.mlir:[[@LINE-3]]:{{[0-9]+}}: error: runtime error: ValueError: sleep length must be non-negative
  // CHECK-NOT: work queue
  tfrt.return %x : i32
}
