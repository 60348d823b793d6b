// RUN: tfrt-translate -mlir-to-bef %s -o %t.bef
// RUN: tfrt-translate -bef-to-mlir %t.bef | FileCheck %s
// RUN: tfrt-translate -bef-to-mlir %t.bef | tfrt-opt -allow-unregistered-dialect | FileCheck %s --check-prefix=OPT

// BEF -> MLIR prints the TF-specific dtypes as TFRT does, as the corert
// dialect's types, whichever spelling the source used.

// CHECK-LABEL: func.func @types()
// OPT: "simple.op"() {types = [bf16, complex<f64>, !corert.variant, !corert.qint16]} : () -> ()
func.func @types() {
  // CHECK-NEXT: "simple.op"() {type = !corert.quint8} : () -> ()
  "simple.op"() {type = !corert.quint8} : () -> ()
  // CHECK-NEXT: "simple.op"() {type = !corert.qint32} : () -> ()
  "simple.op"() {type = !tf_type.qint32} : () -> ()
  // CHECK-NEXT: "simple.op"() {type = !corert.string} : () -> ()
  "simple.op"() {type = !tf_type.string} : () -> ()
  // CHECK-NEXT: "simple.op"() {type = !corert.resource} : () -> ()
  "simple.op"() {type = !tf_type.resource<tensor<f32>>} : () -> ()
  // CHECK-NEXT: "simple.op"() {types = [bf16, complex<f64>, !corert.variant, !corert.qint16]} : () -> ()
  "simple.op"() {types = [bf16, complex<f64>, !corert.variant, !tf_type.qint16]} : () -> ()
  tfrt.return
}
