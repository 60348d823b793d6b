// RUN: tfrt-translate -mlir-to-bef %s -o %t.bef
// RUN: bef-executor %t.bef 2>&1 | FileCheck %s
// RUN: tfrt-translate --dump %t.bef | FileCheck %s --check-prefix=DUMP

// Each kernel has a location entry of its own, as TFRT's emitter writes them:
// kernels with equal locations (here unknown) are still told apart by it.

// DUMP-LABEL: section 7 Locations
// DUMP-NEXT: location @0: loc(
// DUMP-NEXT: location @{{[0-9]+}}: loc(unknown)
// DUMP-NEXT: location @{{[0-9]+}}: loc(unknown)
// DUMP-NEXT: location @{{[0-9]+}}: loc(unknown)
// DUMP-NEXT: location @{{[0-9]+}}: loc(

// CHECK-LABEL: --- Running 'unique_loc'
// CHECK-NOT: error
// CHECK: 'unique_loc' returned !tfrt.chain value
func.func @unique_loc() -> !tfrt.chain {
  %ch0 = "tfrt_test.unique_loc"() {name = "a"} : () -> !tfrt.chain loc(unknown)
  %ch1 = "tfrt_test.unique_loc"() {name = "b"} : () -> !tfrt.chain loc(unknown)
  %ch2 = "tfrt_test.unique_loc"() {name = "c"} : () -> !tfrt.chain loc(unknown)
  %ch = tfrt.merge.chains %ch0, %ch1, %ch2 : !tfrt.chain, !tfrt.chain, !tfrt.chain
  tfrt.return %ch : !tfrt.chain
}
