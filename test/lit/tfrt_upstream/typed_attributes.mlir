// RUN: tfrt-translate -mlir-to-bef %s -o %t.bef
// RUN: bef-executor %t.bef | FileCheck %s
// RUN: tfrt-translate -mlir-to-bef --disable-optional-sections=true %s -o %t.small.bef
// RUN: not bef-executor %t.small.bef 2>&1 | FileCheck %s --check-prefix=NOTYPES

// A kernel that needs an attribute's type (TFRT's typed attributes) gets it
// from the file's AttributeTypes section.

// CHECK-LABEL: --- Running 'typed_attr'
// CHECK-NEXT: I64: 1
// CHECK-NEXT: F32: 5.000000e-01
// CHECK-NEXT: I1: 0
// CHECK-NEXT: I8: -3
// CHECK-NEXT: UI16: 7
// CHECK-NEXT: F64: 2.500000e+00
// CHECK-NEXT: String: text
// NOTYPES: error: {{.*}}kernel 'tfrt_test.print_typed_attr' needs the kind of attribute {{[0-9]+}}, and the file has no AttributeTypes entry for it
func.func @typed_attr() -> !tfrt.chain {
  %ch = tfrt.new.chain
  %ch0 = tfrt_test.print_typed_attr %ch {value = 1 : i64}
  %ch1 = tfrt_test.print_typed_attr %ch0 {value = 0.5 : f32}
  %ch2 = tfrt_test.print_typed_attr %ch1 {value = false}
  %ch3 = tfrt_test.print_typed_attr %ch2 {value = -3 : i8}
  %ch4 = tfrt_test.print_typed_attr %ch3 {value = 7 : ui16}
  %ch5 = tfrt_test.print_typed_attr %ch4 {value = 2.5 : f64}
  %ch6 = tfrt_test.print_typed_attr %ch5 {value = "text"}
  tfrt.return %ch6 : !tfrt.chain
}
