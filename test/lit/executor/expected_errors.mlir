// bef-executor checks runtime errors against the source's expected-error
// annotations, as TFRT's driver does: a matching error is consumed (nothing on
// stderr, stdout undisturbed), any other is printed and the exit status is 1,
// as is an annotation that nothing matched.
// RUN: split-file --leading-lines %s %t
// RUN: tfrt-translate -mlir-to-bef %t/expected.mlir | bef-executor 2>&1 | FileCheck %s
// RUN: tfrt-translate -mlir-to-bef %t/unexpected.mlir | not bef-executor 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNEXPECTED
// RUN: tfrt-translate -mlir-to-bef %t/missing.mlir | not bef-executor 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING
// The source is read once an error points into it (TFRT's rule), so the
// annotations of a file without any error are not checked:
// RUN: tfrt-translate -mlir-to-bef %t/unread.mlir | bef-executor 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNREAD

//--- expected.mlir
// CHECK-LABEL: --- Running 'fails':
// CHECK-NEXT: int32 = 1
// CHECK-NEXT: int32 = 2
// CHECK-NEXT: 'fails' returned <<error: something bad happened>>
func.func @fails() -> i32 {
  %ch0 = tfrt.new.chain
  %one = tfrt.constant.i32 1
  %ch1 = tfrt.print.i32 %one, %ch0
  %x = "tfrt_test.fail"() : () -> i32  // expected-error {{runtime error: something bad happened}}
  %two = tfrt.constant.i32 2
  %ch2 = tfrt.print.i32 %two, %ch1
  tfrt.return %x : i32
}

// An error reported later, from the work queue, is matched the same way.
// CHECK-LABEL: --- Running 'async_fails':
// CHECK-NEXT: 'async_fails' returned <<error: something bad happened asynchronously>>
func.func @async_fails() -> i32 {
  // expected-error @+1 {{something bad happened asynchronously}}
  %x = "tfrt_test.report_error_async"() : () -> i32
  tfrt.return %x : i32
}

//--- unexpected.mlir
// UNEXPECTED: unexpected.mlir:[[# @LINE + 2]]:8: error: runtime error: something bad happened
func.func @unexpected() -> i32 {
  %x = "tfrt_test.fail"() : () -> i32
  tfrt.return %x : i32
}

//--- missing.mlir
func.func @fails() -> i32 {
  %x = "tfrt_test.fail"() : () -> i32  // expected-error {{something bad happened}}
  tfrt.return %x : i32
}
// MISSING: missing.mlir:[[# @LINE + 2]]: error: expected error "never raised" was not produced
func.func @not_raised() -> i32 {
  %x = tfrt.constant.i32 3  // expected-error {{never raised}}
  tfrt.return %x : i32
}

//--- unread.mlir
// UNREAD: 'not_raised' returned 3
func.func @not_raised() -> i32 {
  %x = tfrt.constant.i32 3  // expected-error {{never raised}}
  tfrt.return %x : i32
}
