// RUN: tfrt-translate -mlir-to-bef --disable-optional-sections=true %s -o %t.bef
// RUN: tfrt-translate --bef-to-mlir %t.bef 2>&1 | FileCheck %s
// RUN: tfrt-translate --bef-to-mlir --mlir-print-op-generic %t.bef 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: tfrt-translate -mlir-to-bef %s | tfrt-translate --bef-to-mlir 2>&1 | FileCheck %s --check-prefix=FULL

// BEF -> MLIR of a file without the optional sections, as TFRT's translator
// does it: a warning, then placeholder attribute names (attr0, ...), TFRT's
// dummy value for attributes of unknown type, `none` for register types,
// named functions as the `callee` of their kernel (regions: _verify.mlir).

// CHECK: warning: Missing AttributeTypes, AttributeNames or RegisterTypes sections.
// FULL-NOT: warning

// CHECK-LABEL: func.func @constant() -> (none) {
// CHECK-NEXT: %0 = "simple.op"() {attr0 = -559038737 : i32, attr1 = -559038737 : i32} : () -> (none)
// CHECK-NEXT: "tfrt.return"(%0) : (none) -> ()
// GENERIC: "func.func"() <{function_type = () -> none, sym_name = "constant"}> ({
// GENERIC-NEXT: [[REG:%[0-9]+]] = "simple.op"() {attr0 = -559038737 : i32, attr1 = -559038737 : i32} : () -> none
// GENERIC-NEXT: "tfrt.return"([[REG]]) : (none) -> ()
func.func @constant() -> i32 {
  %x = "simple.op"() {value = 42 : i32, name = "x"} : () -> i32
  tfrt.return %x : i32
}

// Arguments keep their types (the function index has them).
// CHECK-LABEL: func.func @calls(%arg0: i32) -> (none) {
// CHECK-NEXT: %1 = "simple.op"(%arg0) : (i32) -> (none)
// CHECK-NEXT: %2 = "tfrt.call"() {callee = @constant} : () -> (none)
// CHECK-NEXT: "tfrt.return"(%1) : (none) -> ()
func.func @calls(%a: i32) -> i32 {
  %x = "simple.op"(%a) : (i32) -> i32
  %c = tfrt.call @constant() : () -> i32
  tfrt.return %x : i32
}
