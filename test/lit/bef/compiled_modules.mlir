// Nested `tfrt.compiled` modules (code for a compiler, as TFRT's JIT kernels)
// travel in the CompiledModules section as MLIR text; kernels name their
// functions with `@module::@function`. BEF -> MLIR puts them back.
// RUN: tfrt-translate -mlir-to-bef %s -o %t.bef
// RUN: tfrt-translate -bef-to-mlir %t.bef | FileCheck %s
// RUN: tfrt-translate --dump %t.bef | FileCheck %s --check-prefix=DUMP

// DUMP: section 14 CompiledModules
// CHECK: module @jit attributes {tfrt.compiled} {
// CHECK-NEXT: func.func @add(%arg0: i32) -> i32 {
module @jit attributes {tfrt.compiled} {
  func.func @add(%x: i32) -> i32 {
    return %x : i32
  }
}

// CHECK-LABEL: func.func @caller
// CHECK: "test.launch"() {kernel = @jit::@add}
func.func @caller() {
  "test.launch"() {kernel = @jit::@add} : () -> ()
  tfrt.return
}
