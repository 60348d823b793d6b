// RUN: tfrt-translate --mlir-to-bef %s | not bef-executor 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// UNKNOWN: bef-executor: error: {{.*}}bad_input.mlir:[[# @LINE + 3]]:8: unknown kernel name 'tfrt_test.no_such_kernel' in function 'unknown'
// UNKNOWN-NOT: Traceback
func.func @unknown() -> i32 {
  %x = "tfrt_test.no_such_kernel"() : () -> i32
  tfrt.return %x : i32
}
