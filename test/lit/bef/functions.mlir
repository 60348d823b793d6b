// RUN: tfrt-translate --mlir-to-bef --dump %s | FileCheck %s

// The file layout: magic 0B EF, version 1, the file size (8 bytes), then
// the sections in id order; Attributes start 8-aligned and Functions
// 4-aligned (with an alignment byte and 0xCC padding when needed). The FunctionIndex gives each
// function's kind (bef, native, sync), offset, name and types; a native
// function has no body.

// CHECK:      BEF version 1, {{[0-9]+}} bytes
// CHECK-NEXT: section 0 Strings at 13: {{[0-9]+}} bytes
// CHECK:      section 1 Attributes at [[A:[0-9]+]]: 0 bytes
// CHECK:      section 2 Kernels at
// CHECK-NEXT:   kernel 0: test.op
// CHECK-NEXT: section 3 Types at
// CHECK-NEXT:   type 0: f32
// CHECK-NEXT:   type 1: tensor<2xi32>
// CHECK-NEXT:   type 2: i64
// CHECK-NEXT: section 4 FunctionIndex
// CHECK-NEXT:   function 0 "async" bef at 0: (f32) -> (f32)
// CHECK-NEXT:   function 1 "sync" sync at {{[0-9]+}}: (tensor<2xi32>) -> ()
// CHECK-NEXT:   function 2 "native" native at 0: (f32, i64) -> (tensor<2xi32>)
// CHECK-NEXT: section 5 Functions at {{[0-9]+}}: {{[0-9]+}} bytes{{(, aligned 4)?}}
// CHECK-NEXT: function 0 "async" bef: 2 registers, 2 kernels
// CHECK:      function 1 "sync" sync: 1 registers, 1 kernels
// CHECK-NOT:  function 2
// CHECK:      section 6 LocationStrings
// CHECK:      section 12 FunctionInfo
// CHECK-NEXT:   function 0: has_return func_return
// CHECK-NEXT:   function 1: has_return
// CHECK-NEXT:   function 2: no-return
func.func @async(%x: f32) -> f32 {
  %0 = "test.op"(%x) : (f32) -> f32
  func.return %0 : f32
}
func.func @sync(%t: tensor<2xi32>) attributes {tfrt.sync} {
  tfrt.return
}
func.func private @native(f32, i64) -> tensor<2xi32> attributes {tfrt.native}
