// RUN: tfrt-translate --mlir-to-bef %s -o %t.bef
// RUN: tfrt-translate --bef-to-mlir %t.bef -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tfrt-translate --mlir-to-bef %t.mlir -o %t.again.bef
// RUN: %python -c "import sys; a, b = (open(p, 'rb').read() for p in sys.argv[1:]); sys.exit(a != b)" %t.bef %t.again.bef
// RUN: tfrt-translate --mlir-to-bef %s | tfrt-translate --bef-to-mlir | tfrt-translate --mlir-to-bef | tfrt-translate --dump | FileCheck %s --check-prefix=DUMP
// RUN: tfrt-translate -bef-to-mlir -mlir-print-op-generic %t.bef | FileCheck %s --check-prefix=GENERIC

// BEF -> MLIR prints generic ops with their attributes, regions and
// locations; the text re-encodes to the same bytes.

// CHECK-LABEL: func.func @main(%arg0: i1, %arg1: i32) -> (i32) {
// CHECK-NEXT:    %2 = "tfrt.constant.i32"() {value = 42 : i32} : () -> (i32) loc("{{.*}}roundtrip.mlir":33:8)
// CHECK-NEXT:    %3 = "tfrt.if"(%arg0, %2) ({
// CHECK-NEXT:      ^bb0(%f3_0: i32):
// CHECK-NEXT:        "tfrt.return"(%f3_0) : (i32) -> ()
// CHECK-NEXT:    }, {
// CHECK-NEXT:      ^bb0(%f4_0: i32):
// CHECK-NEXT:        %f4_1 = "tfrt.call"(%f4_0) {callee = @helper} : (i32) -> (i32) loc({{.*}})
// CHECK-NEXT:        "tfrt.return"(%f4_1) : (i32) -> ()
// CHECK-NEXT:    }) : (i1, i32) -> (i32) loc({{.*}})
// CHECK-NEXT:    "test.all"(%3) {bef.nonstrict, d = dense<[1, 2]> : tensor<2xi32>, s = #tf_type.shape<2x?>, t = [i32, f16], u, w = dense<"0x0000C03F00000040"> : tensor<2xf32>} : (i32) -> () loc("op"({{.*}}))
// CHECK-NEXT:    "func.return"(%3) : (i32) -> ()
// CHECK-NEXT:  } loc({{.*}}:32:1)
// CHECK-NEXT:  func.func @helper(%arg0: i32) -> (i32) attributes {tfrt.sync} {
// CHECK:       func.func private @native(f32) -> (f32) attributes {tfrt.native}

// DUMP: function 0 "main" bef: 4 registers, 4 kernels

// GENERIC: "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "main"}> ({

func.func @main(%c: i1, %x: i32) -> i32 {
  %k = tfrt.constant.i32 42
  %0 = tfrt.if %c, %k : (i32) -> (i32) {
    tfrt.return %k : i32
  } else {
    %y = tfrt.call @helper(%k) : (i32) -> i32
    tfrt.return %y : i32
  }
  "test.all"(%0) {bef.nonstrict, d = dense<[1, 2]> : tensor<2xi32>, s = #tf_type.shape<2x?>,
                  t = [i32, f16], u, w = dense<[1.5, 2.0]> : tensor<2xf32>} : (i32) -> () loc("op"("x.py":1:2))
  func.return %0 : i32
}
func.func @helper(%a: i32) -> i32 attributes {tfrt.sync} {
  %b = "tfrt.add_s.i32"(%a, %a) : (i32, i32) -> i32
  tfrt.return %b : i32
}
func.func private @native(f32) -> f32 attributes {tfrt.native}
