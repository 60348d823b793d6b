// RUN: tfrt-translate -mlir-to-bef %s -o %t.bef
// RUN: bef-executor %t.bef | FileCheck %s

// DTYPE op attributes print TFRT's names: quantized types as themselves
// (QI8, QUI16, ...), not as their storage integers; strings as CHAR.

// CHECK-LABEL: --- Running 'dtypes'
// CHECK-NEXT: OpAttrs contains 5 entries:
// CHECK-NEXT: 'i8' type=DTYPE value=I8
// CHECK-NEXT: 'qi32' type=DTYPE value=QI32
// CHECK-NEXT: 'qi8' type=DTYPE value=QI8
// CHECK-NEXT: 'qui16' type=DTYPE value=QUI16
// CHECK-NEXT: 'string' type=DTYPE value=CHAR
func.func @dtypes() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %attrs = "corert.create_op_attrs"() : () -> !corert.opattrs
  %ch1 = "corert.op_attrs_set.dtype"(%attrs, %ch0) {key = "qi8", value = !corert.qint8}
    : (!corert.opattrs, !tfrt.chain) -> !tfrt.chain
  %ch2 = "corert.op_attrs_set.dtype"(%attrs, %ch1) {key = "qi32", value = !tf_type.qint32}
    : (!corert.opattrs, !tfrt.chain) -> !tfrt.chain
  %ch3 = "corert.op_attrs_set.dtype"(%attrs, %ch2) {key = "qui16", value = !corert.quint16}
    : (!corert.opattrs, !tfrt.chain) -> !tfrt.chain
  %ch4 = "corert.op_attrs_set.dtype"(%attrs, %ch3) {key = "string", value = !corert.string}
    : (!corert.opattrs, !tfrt.chain) -> !tfrt.chain
  %ch5 = "corert.op_attrs_set.dtype"(%attrs, %ch4) {key = "i8", value = i8}
    : (!corert.opattrs, !tfrt.chain) -> !tfrt.chain
  %ch6 = "tfrt_test.corert.op_attrs_print"(%attrs, %ch5) : (!corert.opattrs, !tfrt.chain) -> !tfrt.chain
  tfrt.return %ch6 : !tfrt.chain
}
