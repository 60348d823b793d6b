// RUN: tfrt-translate -mlir-to-bef --disable-optional-sections=true %s -o %t.bef
// RUN: tfrt-translate --bef-to-mlir %t.bef 2>&1 | FileCheck %s
// RUN: not tfrt-translate --bef-to-mlir --mlir-print-op-generic %t.bef 2>&1 | FileCheck %s --check-prefix=VERIFY

// Without the optional sections a kernel's unnamed functions are its regions,
// each ending in tfrt.return. A registered op's verifier may reject the
// placeholder `none` types: generic printing (which parses the text) then
// fails with an error, as TFRT's translator, which verifies, does.

// CHECK: warning: Missing AttributeTypes, AttributeNames or RegisterTypes sections.
// VERIFY: warning: Missing AttributeTypes, AttributeNames or RegisterTypes sections.
// VERIFY-NEXT: error: the MLIR of this file does not verify: {{.*}}'tfrt.return' op operand types don't match 'tfrt.if' result
// CHECK-LABEL: func.func @regions(%arg0: i1, %arg1: i32) -> (none) {
// CHECK-NEXT: %2 = "tfrt.if"(%arg0, %arg1) ({
// CHECK-NEXT: ^bb0(%f{{[0-9]+}}_0: i32):
// CHECK-NEXT: "tfrt.return"(%f{{[0-9]+}}_0) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%f{{[0-9]+}}_0: i32):
// CHECK-NEXT: "tfrt.return"(%f{{[0-9]+}}_0) : (i32) -> ()
// CHECK-NEXT: }) : (i1, i32) -> (none)
// CHECK-NEXT: "tfrt.return"(%2) : (none) -> ()
func.func @regions(%c: i1, %a: i32) -> i32 {
  %y = tfrt.if %c, %a : (i32) -> (i32) {
    tfrt.return %a : i32
  } else {
    tfrt.return %a : i32
  }
  tfrt.return %y : i32
}
