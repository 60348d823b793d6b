// RUN: tfrt-opt %s -split-input-file | tfrt-opt -split-input-file | FileCheck %s
// Round trip (print, parse, print) of every ODS op of the `tf` dialect and of
// the `tf_type` types and attributes, in the generic form TensorFlow prints.

//===----------------------------------------------------------------------===//
// tf_type types and attributes
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @resource_and_variant
// CHECK-SAME: %arg0: tensor<!tf_type.resource>,
// CHECK-SAME: %arg1: tensor<!tf_type.resource<tensor<f32>>>,
// CHECK-SAME: %arg2: tensor<!tf_type.resource<tensor<2x?xf32>, tensor<*xi32>>>,
// CHECK-SAME: %arg3: tensor<!tf_type.variant>,
// CHECK-SAME: %arg4: tensor<!tf_type.variant<tensor<4xi64>>>)
func.func @resource_and_variant(
    %arg0: tensor<!tf_type.resource>,
    %arg1: tensor<!tf_type.resource<tensor<f32>>>,
    %arg2: tensor<!tf_type.resource<tensor<2x?xf32>, tensor<*xi32>>>,
    %arg3: tensor<!tf_type.variant>,
    %arg4: tensor<!tf_type.variant<tensor<4xi64>>>) {
  return
}

// -----

// CHECK-LABEL: func.func @string_control_quantized
// CHECK-SAME: %arg0: tensor<2x!tf_type.string>, %arg1: !tf_type.control,
// CHECK-SAME: %arg2: tensor<!tf_type.qint8>, %arg3: tensor<!tf_type.qint16>, %arg4: tensor<!tf_type.qint32>,
// CHECK-SAME: %arg5: tensor<!tf_type.quint8>, %arg6: tensor<!tf_type.quint16>)
func.func @string_control_quantized(
    %arg0: tensor<2x!tf_type.string>, %arg1: !tf_type.control,
    %arg2: tensor<!tf_type.qint8>, %arg3: tensor<!tf_type.qint16>,
    %arg4: tensor<!tf_type.qint32>, %arg5: tensor<!tf_type.quint8>,
    %arg6: tensor<!tf_type.quint16>) {
  return
}

// -----

// CHECK-LABEL: func.func @ref_types
// CHECK-SAME: %arg0: tensor<!tf_type.f32ref>
// CHECK-SAME: %arg1: tensor<!tf_type.f64ref>
// CHECK-SAME: %arg2: tensor<!tf_type.uint4ref>
// CHECK-SAME: %arg3: tensor<!tf_type.int4ref>
// CHECK-SAME: %arg4: tensor<!tf_type.uint8ref>
// CHECK-SAME: %arg5: tensor<!tf_type.int8ref>
// CHECK-SAME: %arg6: tensor<!tf_type.uint16ref>
// CHECK-SAME: %arg7: tensor<!tf_type.int16ref>
// CHECK-SAME: %arg8: tensor<!tf_type.uint32ref>
// CHECK-SAME: %arg9: tensor<!tf_type.int32ref>
// CHECK-SAME: %arg10: tensor<!tf_type.uint64ref>
// CHECK-SAME: %arg11: tensor<!tf_type.int64ref>
// CHECK-SAME: %arg12: tensor<!tf_type.stringref>
// CHECK-SAME: %arg13: tensor<!tf_type.boolref>
// CHECK-SAME: %arg14: tensor<!tf_type.quint8ref>
// CHECK-SAME: %arg15: tensor<!tf_type.qint8ref>
// CHECK-SAME: %arg16: tensor<!tf_type.quint16ref>
// CHECK-SAME: %arg17: tensor<!tf_type.qint16ref>
// CHECK-SAME: %arg18: tensor<!tf_type.qint32ref>
// CHECK-SAME: %arg19: tensor<!tf_type.bfloat16ref>
// CHECK-SAME: %arg20: tensor<!tf_type.complex64ref>
// CHECK-SAME: %arg21: tensor<!tf_type.complex128ref>
// CHECK-SAME: %arg22: tensor<!tf_type.halfref>
// CHECK-SAME: %arg23: tensor<!tf_type.resourceref>
// CHECK-SAME: %arg24: tensor<!tf_type.float8e4m3fnref>
// CHECK-SAME: %arg25: tensor<!tf_type.float8e5m2ref>
// CHECK-SAME: %arg26: tensor<!tf_type.float8e4m3fnuzref>
// CHECK-SAME: %arg27: tensor<!tf_type.float8e5m2fnuzref>
// CHECK-SAME: %arg28: tensor<!tf_type.variantref>
func.func @ref_types(
    %arg0: tensor<!tf_type.f32ref>, %arg1: tensor<!tf_type.f64ref>,
    %arg2: tensor<!tf_type.uint4ref>, %arg3: tensor<!tf_type.int4ref>,
    %arg4: tensor<!tf_type.uint8ref>, %arg5: tensor<!tf_type.int8ref>,
    %arg6: tensor<!tf_type.uint16ref>, %arg7: tensor<!tf_type.int16ref>,
    %arg8: tensor<!tf_type.uint32ref>, %arg9: tensor<!tf_type.int32ref>,
    %arg10: tensor<!tf_type.uint64ref>, %arg11: tensor<!tf_type.int64ref>,
    %arg12: tensor<!tf_type.stringref>, %arg13: tensor<!tf_type.boolref>,
    %arg14: tensor<!tf_type.quint8ref>, %arg15: tensor<!tf_type.qint8ref>,
    %arg16: tensor<!tf_type.quint16ref>, %arg17: tensor<!tf_type.qint16ref>,
    %arg18: tensor<!tf_type.qint32ref>, %arg19: tensor<!tf_type.bfloat16ref>,
    %arg20: tensor<!tf_type.complex64ref>, %arg21: tensor<!tf_type.complex128ref>,
    %arg22: tensor<!tf_type.halfref>, %arg23: tensor<!tf_type.resourceref>,
    %arg24: tensor<!tf_type.float8e4m3fnref>, %arg25: tensor<!tf_type.float8e5m2ref>,
    %arg26: tensor<!tf_type.float8e4m3fnuzref>, %arg27: tensor<!tf_type.float8e5m2fnuzref>,
    %arg28: tensor<!tf_type.variantref>) {
  return
}

// -----

// A ref operand is accepted where the type it refers to is expected.
// CHECK-LABEL: func.func @ref_operands
// CHECK: "tf.Identity"(%arg0) : (tensor<2x!tf_type.f32ref>) -> tensor<2xf32>
// CHECK: "tf.AddV2"(%arg0, %arg1) : (tensor<2x!tf_type.f32ref>, tensor<2xf32>) -> tensor<2xf32>
func.func @ref_operands(%arg0: tensor<2x!tf_type.f32ref>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tf.Identity"(%arg0) : (tensor<2x!tf_type.f32ref>) -> tensor<2xf32>
  %1 = "tf.AddV2"(%arg0, %arg1) : (tensor<2x!tf_type.f32ref>, tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @shape_attrs
// CHECK: "tf.Placeholder"() {device = "", shape = #tf_type.shape<1x?x3>} : () -> tensor<1x?x3xf32>
// CHECK: "tf.Placeholder"() {shape = #tf_type.shape<*>} : () -> tensor<*xi32>
// CHECK: "tf.Placeholder"() {shape = #tf_type.shape<>} : () -> tensor<i1>
// CHECK: "tf.Placeholder"() {shapes = [#tf_type.shape<4>, #tf_type.shape<?>, #tf_type.shape<28x28x1>]} : () -> tensor<f32>
func.func @shape_attrs() {
  %0 = "tf.Placeholder"() {device = "", shape = #tf_type.shape<1x?x3>} : () -> tensor<1x?x3xf32>
  %1 = "tf.Placeholder"() {shape = #tf_type.shape<*>} : () -> tensor<*xi32>
  %2 = "tf.Placeholder"() {shape = #tf_type.shape<>} : () -> tensor<i1>
  %3 = "tf.Placeholder"() {shapes = [#tf_type.shape<4>, #tf_type.shape<?>, #tf_type.shape<28x28x1>]} : () -> tensor<f32>
  return
}

// -----

// CHECK-LABEL: func.func @func_attrs
// CHECK: "tf.SomeFunctionalOp"() {f = #tf_type.func<@callee, {T = f32, n = 2 : i64}>, g = #tf_type.func<"", {}>, h = #tf_type.func<@callee, {}>} : () -> ()
func.func @func_attrs() {
  "tf.SomeFunctionalOp"() {f = #tf_type.func<@callee, {T = f32, n = 2 : i64}>, g = #tf_type.func<"", {}>, h = #tf_type.func<@callee, {}>} : () -> ()
  return
}
func.func private @callee()

//===----------------------------------------------------------------------===//
// The dialect is open
//===----------------------------------------------------------------------===//

// -----

// Ops without an ODS definition are accepted as unknown `tf` ops, without
// --allow-unregistered-dialect.
// CHECK-LABEL: func.func @unknown_op
// CHECK: %0 = "tf.SomethingUnknown"(%arg0) {attr = 3 : i64, device = ""} : (tensor<2xf32>) -> tensor<*xf32>
func.func @unknown_op(%arg0: tensor<2xf32>) -> tensor<*xf32> {
  %0 = "tf.SomethingUnknown"(%arg0) {attr = 3 : i64, device = ""} : (tensor<2xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

//===----------------------------------------------------------------------===//
// Constants, identities, placeholders, variables
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @const
// CHECK: %cst = "tf.Const"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> {device = ""} : () -> tensor<2xf32>
// CHECK: %cst_0 = "tf.Const"() <{value = dense<"hello"> : tensor<!tf_type.string>}> : () -> tensor<!tf_type.string>
// CHECK: %cst_1 = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<*xi32>
func.func @const() {
  %0 = "tf.Const"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> {device = ""} : () -> tensor<2xf32>
  %1 = "tf.Const"() <{value = dense<"hello"> : tensor<!tf_type.string>}> : () -> tensor<!tf_type.string>
  %2 = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<*xi32>
  return
}

// -----

// Inherent attributes written in the attribute dictionary (older printers)
// are read into properties.
// CHECK-LABEL: func.func @const_attr_dict
// CHECK: %cst = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
func.func @const_attr_dict() {
  %0 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
  return
}

// -----

// CHECK-LABEL: func.func @identities
// CHECK: "tf.Identity"(%arg0) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: "tf.IdentityN"(%arg0, %arg1) {device = ""} : (tensor<2xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<i32>)
// CHECK: "tf.NoOp"() {_has_manual_control_dependencies = true, device = ""} : () -> ()
func.func @identities(%arg0: tensor<2xf32>, %arg1: tensor<i32>) {
  %0 = "tf.Identity"(%arg0) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
  %1:2 = "tf.IdentityN"(%arg0, %arg1) {device = ""} : (tensor<2xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<i32>)
  "tf.NoOp"() {_has_manual_control_dependencies = true, device = ""} : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @read_variable
// CHECK: "tf.ReadVariableOp"(%arg0) {device = ""} : (tensor<!tf_type.resource>) -> tensor<8x8xf32>
// CHECK: "tf.ReadVariableOp"(%arg1) : (tensor<!tf_type.resource<tensor<4xf32>>>) -> tensor<4xf32>
func.func @read_variable(%arg0: tensor<!tf_type.resource>, %arg1: tensor<!tf_type.resource<tensor<4xf32>>>) {
  %0 = "tf.ReadVariableOp"(%arg0) {device = ""} : (tensor<!tf_type.resource>) -> tensor<8x8xf32>
  %1 = "tf.ReadVariableOp"(%arg1) : (tensor<!tf_type.resource<tensor<4xf32>>>) -> tensor<4xf32>
  return
}

// -----

// Variables as TensorFlow prints them: VarHandleOp's dtype and shape are
// derived from its result type, AssignVariableOp keeps validate_shape.
// CHECK-LABEL: func.func @variables
// CHECK: %0 = "tf.VarHandleOp"() <{container = "", shared_name = "v"}> {device = ""} : () -> tensor<!tf_type.resource<tensor<4xf32>>>
// CHECK: %1 = "tf.VarHandleOp"() <{allowed_devices = ["/cpu:0"], container = "c", shared_name = "w"}> : () -> tensor<!tf_type.resource<tensor<*xi32>>>
// CHECK: "tf.AssignVariableOp"(%0, %arg0) <{validate_shape = false}> {device = ""} : (tensor<!tf_type.resource<tensor<4xf32>>>, tensor<4xf32>) -> ()
// CHECK: "tf.AssignVariableOp"(%0, %arg0) : (tensor<!tf_type.resource<tensor<4xf32>>>, tensor<4xf32>) -> ()
// CHECK: "tf.AssignAddVariableOp"(%0, %arg0) {device = ""} : (tensor<!tf_type.resource<tensor<4xf32>>>, tensor<4xf32>) -> ()
// CHECK: "tf.AssignSubVariableOp"(%0, %arg0) : (tensor<!tf_type.resource<tensor<4xf32>>>, tensor<4xf32>) -> ()
func.func @variables(%arg0: tensor<4xf32>) {
  %0 = "tf.VarHandleOp"() <{container = "", shared_name = "v"}> {device = ""} : () -> tensor<!tf_type.resource<tensor<4xf32>>>
  %1 = "tf.VarHandleOp"() <{allowed_devices = ["/cpu:0"], container = "c", shared_name = "w"}> : () -> tensor<!tf_type.resource<tensor<*xi32>>>
  "tf.AssignVariableOp"(%0, %arg0) <{validate_shape = false}> {device = ""} : (tensor<!tf_type.resource<tensor<4xf32>>>, tensor<4xf32>) -> ()
  "tf.AssignVariableOp"(%0, %arg0) : (tensor<!tf_type.resource<tensor<4xf32>>>, tensor<4xf32>) -> ()
  "tf.AssignAddVariableOp"(%0, %arg0) {device = ""} : (tensor<!tf_type.resource<tensor<4xf32>>>, tensor<4xf32>) -> ()
  "tf.AssignSubVariableOp"(%0, %arg0) : (tensor<!tf_type.resource<tensor<4xf32>>>, tensor<4xf32>) -> ()
  return
}

// -----

// The assigns write the variable and VarHandleOp allocates its handle, so
// canonicalize drops only an unused handle and never drops or merges writes.
// RUN: tfrt-opt %s -split-input-file --canonicalize | FileCheck %s --check-prefix=CANON
// CANON-LABEL: func.func @assigns_are_kept
// CANON-NEXT:  %0 = "tf.VarHandleOp"() <{container = "", shared_name = "v"}>
// CANON-NEXT:  "tf.AssignVariableOp"(%0, %arg0)
// CANON-NEXT:  "tf.AssignVariableOp"(%0, %arg0)
// CANON-NEXT:  "tf.AssignAddVariableOp"(%0, %arg0)
// CANON-NEXT:  "tf.AssignAddVariableOp"(%0, %arg0)
// CANON-NEXT:  return
func.func @assigns_are_kept(%arg0: tensor<f32>) {
  %0 = "tf.VarHandleOp"() <{container = "", shared_name = "v"}> : () -> tensor<!tf_type.resource<tensor<f32>>>
  %1 = "tf.VarHandleOp"() <{container = "", shared_name = "unused"}> : () -> tensor<!tf_type.resource<tensor<f32>>>
  "tf.AssignVariableOp"(%0, %arg0) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
  "tf.AssignVariableOp"(%0, %arg0) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
  "tf.AssignAddVariableOp"(%0, %arg0) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
  "tf.AssignAddVariableOp"(%0, %arg0) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
  %2 = "tf.ReadVariableOp"(%0) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
  return
}

//===----------------------------------------------------------------------===//
// Element-wise ops
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @binary
// CHECK: "tf.Add"(%arg2, %arg2) : (tensor<!tf_type.string>, tensor<!tf_type.string>) -> tensor<!tf_type.string>
// CHECK: "tf.AddV2"(%arg0, %arg1) {device = ""} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
// CHECK: "tf.Sub"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
// CHECK: "tf.Mul"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<*xf32>
// CHECK: "tf.RealDiv"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
// CHECK: "tf.Maximum"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
// CHECK: "tf.Minimum"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
func.func @binary(%arg0: tensor<1x8xf32>, %arg1: tensor<f32>, %arg2: tensor<!tf_type.string>) {
  %0 = "tf.Add"(%arg2, %arg2) : (tensor<!tf_type.string>, tensor<!tf_type.string>) -> tensor<!tf_type.string>
  %1 = "tf.AddV2"(%arg0, %arg1) {device = ""} : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  %2 = "tf.Sub"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  %3 = "tf.Mul"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<*xf32>
  %4 = "tf.RealDiv"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  %5 = "tf.Maximum"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  %6 = "tf.Minimum"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @compare
// CHECK: "tf.Greater"(%arg0, %arg1) : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
// CHECK: "tf.Less"(%arg0, %arg1) : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
// CHECK: "tf.Equal"(%arg0, %arg1) <{incompatible_shape_error = true}> : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
// CHECK: "tf.Equal"(%arg0, %arg1) : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
func.func @compare(%arg0: tensor<4xf32>, %arg1: tensor<f32>) {
  %0 = "tf.Greater"(%arg0, %arg1) : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
  %1 = "tf.Less"(%arg0, %arg1) : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
  %2 = "tf.Equal"(%arg0, %arg1) <{incompatible_shape_error = true}> : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
  %3 = "tf.Equal"(%arg0, %arg1) : (tensor<4xf32>, tensor<f32>) -> tensor<4xi1>
  return
}

// -----

// CHECK-LABEL: func.func @unary
// CHECK: "tf.Neg"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "tf.Abs"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "tf.Exp"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "tf.Log"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "tf.Rsqrt"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "tf.Sqrt"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "tf.Tanh"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "tf.Sigmoid"(%arg0) : (tensor<2x3xf32>) -> tensor<*xf32>
// CHECK: "tf.Relu"(%arg0) {device = ""} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "tf.Relu6"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "tf.Softmax"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: "tf.LogSoftmax"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @unary(%arg0: tensor<2x3xf32>) {
  %0 = "tf.Neg"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "tf.Abs"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "tf.Exp"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "tf.Log"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = "tf.Rsqrt"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "tf.Sqrt"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = "tf.Tanh"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = "tf.Sigmoid"(%arg0) : (tensor<2x3xf32>) -> tensor<*xf32>
  %8 = "tf.Relu"(%arg0) {device = ""} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %9 = "tf.Relu6"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %10 = "tf.Softmax"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %11 = "tf.LogSoftmax"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// CHECK-LABEL: func.func @cast_select
// CHECK: "tf.Cast"(%arg0) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<f32>
// CHECK: "tf.Cast"(%arg0) : (tensor<i32>) -> tensor<*xf32>
// CHECK: "tf.SelectV2"(%arg1, %arg2, %arg2) : (tensor<4xi1>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
func.func @cast_select(%arg0: tensor<i32>, %arg1: tensor<4xi1>, %arg2: tensor<f32>) {
  %0 = "tf.Cast"(%arg0) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<f32>
  %1 = "tf.Cast"(%arg0) : (tensor<i32>) -> tensor<*xf32>
  %2 = "tf.SelectV2"(%arg1, %arg2, %arg2) : (tensor<4xi1>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return
}

//===----------------------------------------------------------------------===//
// Linear algebra and neural-network ops
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @matmul
// CHECK: "tf.MatMul"(%arg0, %arg1) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x8xf32>, tensor<8x4xf32>) -> tensor<1x4xf32>
// CHECK: "tf.MatMul"(%arg1, %arg0) <{transpose_a = true, transpose_b = true}> : (tensor<8x4xf32>, tensor<1x8xf32>) -> tensor<4x1xf32>
// CHECK: "tf.BatchMatMulV2"(%arg2, %arg2) <{adj_x = false, adj_y = true, grad_x = false, grad_y = false}> : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x3xf32>
func.func @matmul(%arg0: tensor<1x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<2x3x4xf32>) {
  %0 = "tf.MatMul"(%arg0, %arg1) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x8xf32>, tensor<8x4xf32>) -> tensor<1x4xf32>
  %1 = "tf.MatMul"(%arg1, %arg0) <{transpose_a = true, transpose_b = true}> : (tensor<8x4xf32>, tensor<1x8xf32>) -> tensor<4x1xf32>
  %2 = "tf.BatchMatMulV2"(%arg2, %arg2) <{adj_x = false, adj_y = true, grad_x = false, grad_y = false}> : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x3xf32>
  return
}

// -----

// CHECK-LABEL: func.func @conv
// CHECK: "tf.Conv2D"(%arg0, %arg1) <{data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "SAME", strides = [1, 1, 1, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<1x28x28x8xf32>
// CHECK: "tf.BiasAdd"(%0, %arg2) <{data_format = "NHWC"}> {device = ""} : (tensor<1x28x28x8xf32>, tensor<8xf32>) -> tensor<1x28x28x8xf32>
// CHECK: "tf.DepthwiseConv2dNative"(%arg0, %arg1) <{padding = "VALID", strides = [1, 2, 2, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<1x13x13x8xf32>
// CHECK: "tf.MaxPool"(%1) <{data_format = "NHWC", explicit_paddings = [], ksize = [1, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 1]}> {device = ""} : (tensor<1x28x28x8xf32>) -> tensor<1x14x14x8xf32>
// CHECK: "tf.AvgPool"(%1) <{ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]}> : (tensor<1x28x28x8xf32>) -> tensor<1x14x14x8xf32>
// CHECK: "tf.FusedBatchNormV3"(%1, %arg2, %arg2, %arg2, %arg2) <{data_format = "NHWC", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false}> : (tensor<1x28x28x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x28x28x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<*xf32>)
func.func @conv(%arg0: tensor<1x28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>, %arg2: tensor<8xf32>) {
  %0 = "tf.Conv2D"(%arg0, %arg1) <{data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "SAME", strides = [1, 1, 1, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<1x28x28x8xf32>
  %1 = "tf.BiasAdd"(%0, %arg2) <{data_format = "NHWC"}> {device = ""} : (tensor<1x28x28x8xf32>, tensor<8xf32>) -> tensor<1x28x28x8xf32>
  %2 = "tf.DepthwiseConv2dNative"(%arg0, %arg1) <{padding = "VALID", strides = [1, 2, 2, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<1x13x13x8xf32>
  %3 = "tf.MaxPool"(%1) <{data_format = "NHWC", explicit_paddings = [], ksize = [1, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 1]}> {device = ""} : (tensor<1x28x28x8xf32>) -> tensor<1x14x14x8xf32>
  %4 = "tf.AvgPool"(%1) <{ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]}> : (tensor<1x28x28x8xf32>) -> tensor<1x14x14x8xf32>
  %5:6 = "tf.FusedBatchNormV3"(%1, %arg2, %arg2, %arg2, %arg2) <{data_format = "NHWC", epsilon = 0.001 : f32, exponential_avg_factor = 1.0 : f32, is_training = false}> : (tensor<1x28x28x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x28x28x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<*xf32>)
  return
}

// -----

// BiasAdd in NCHW adds along dimension 1.
// CHECK-LABEL: func.func @bias_add_nchw
// CHECK: "tf.BiasAdd"(%arg0, %arg1) <{data_format = "NCHW"}> : (tensor<1x8x28x28xf32>, tensor<8xf32>) -> tensor<1x8x28x28xf32>
func.func @bias_add_nchw(%arg0: tensor<1x8x28x28xf32>, %arg1: tensor<8xf32>) {
  %0 = "tf.BiasAdd"(%arg0, %arg1) <{data_format = "NCHW"}> : (tensor<1x8x28x28xf32>, tensor<8xf32>) -> tensor<1x8x28x28xf32>
  return
}

// -----

// CHECK-LABEL: func.func @fused
// CHECK: "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "Relu"], leakyrelu_alpha = 2.000000e-01 : f32, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x784xf32>, tensor<784x128xf32>, tensor<128xf32>) -> tensor<1x128xf32>
// CHECK: "tf._FusedConv2D"(%arg3, %arg4, %arg5) <{data_format = "NHWC", dilations = [1, 1, 1, 1], epsilon = 0.000000e+00 : f32, explicit_paddings = [], filter_format = "HWIO", fused_ops = ["BiasAdd", "Relu"], leakyrelu_alpha = 2.000000e-01 : f32, num_args = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>, padding = "SAME", strides = [1, 1, 1, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>, tensor<8xf32>) -> tensor<1x28x28x8xf32>
func.func @fused(%arg0: tensor<1x784xf32>, %arg1: tensor<784x128xf32>, %arg2: tensor<128xf32>,
                 %arg3: tensor<1x28x28x1xf32>, %arg4: tensor<3x3x1x8xf32>, %arg5: tensor<8xf32>) {
  %0 = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "Relu"], leakyrelu_alpha = 2.000000e-01 : f32, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1x784xf32>, tensor<784x128xf32>, tensor<128xf32>) -> tensor<1x128xf32>
  %1 = "tf._FusedConv2D"(%arg3, %arg4, %arg5) <{data_format = "NHWC", dilations = [1, 1, 1, 1], epsilon = 0.000000e+00 : f32, explicit_paddings = [], filter_format = "HWIO", fused_ops = ["BiasAdd", "Relu"], leakyrelu_alpha = 2.000000e-01 : f32, num_args = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>, padding = "SAME", strides = [1, 1, 1, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>, tensor<8xf32>) -> tensor<1x28x28x8xf32>
  return
}

// -----

// tf._FusedElementwise (tf-fuse-elementwise's op): values 0-1 are the
// operands, 2 the constant, 3-5 the results of the three sub-ops; the op
// returns values 5 and 3.
// CHECK-LABEL: func.func @fused_elementwise
// CHECK: %[[F:.*]]:2 = "tf._FusedElementwise"(%arg0, %arg1) <{fused_attrs = [{T = f32}, {DstT = i32, SrcT = f32, Truncate = false}, {T = i32}], fused_constants = [dense<2> : tensor<i32>], fused_operands = {{\[}}[0, 1], [3], [4, 2]], fused_ops = ["tf.Mul", "tf.Cast", "tf.AddV2"], fused_results = [5, 3]}> : (tensor<f32>, tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>)
// CHECK: return %[[F]]#0, %[[F]]#1
func.func @fused_elementwise(%arg0: tensor<f32>, %arg1: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %0:2 = "tf._FusedElementwise"(%arg0, %arg1) <{fused_attrs = [{T = f32}, {DstT = i32, SrcT = f32, Truncate = false}, {T = i32}], fused_constants = [dense<2> : tensor<i32>], fused_operands = [[0, 1], [3], [4, 2]], fused_ops = ["tf.Mul", "tf.Cast", "tf.AddV2"], fused_results = [5, 3]}> : (tensor<f32>, tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xi32>, tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// Reductions and shape manipulation
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @reductions
// CHECK: "tf.Sum"(%arg0, %arg1) <{keep_dims = false}> {device = ""} : (tensor<1x8xf32>, tensor<2xi32>) -> tensor<f32>
// CHECK: "tf.Mean"(%arg0, %arg1) <{keep_dims = true}> : (tensor<1x8xf32>, tensor<2xi32>) -> tensor<1x1xf32>
// CHECK: "tf.Max"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<2xi32>) -> tensor<f32>
// CHECK: "tf.ArgMax"(%arg0, %arg2) : (tensor<1x8xf32>, tensor<i32>) -> tensor<1xi64>
func.func @reductions(%arg0: tensor<1x8xf32>, %arg1: tensor<2xi32>, %arg2: tensor<i32>) {
  %0 = "tf.Sum"(%arg0, %arg1) <{keep_dims = false}> {device = ""} : (tensor<1x8xf32>, tensor<2xi32>) -> tensor<f32>
  %1 = "tf.Mean"(%arg0, %arg1) <{keep_dims = true}> : (tensor<1x8xf32>, tensor<2xi32>) -> tensor<1x1xf32>
  %2 = "tf.Max"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<2xi32>) -> tensor<f32>
  %3 = "tf.ArgMax"(%arg0, %arg2) : (tensor<1x8xf32>, tensor<i32>) -> tensor<1xi64>
  return
}

// -----

// CHECK-LABEL: func.func @shapes
// CHECK: "tf.Reshape"(%arg0, %arg1) {device = ""} : (tensor<1x14x14x16xf32>, tensor<2xi32>) -> tensor<1x3136xf32>
// CHECK: "tf.Squeeze"(%arg0) <{squeeze_dims = [0]}> : (tensor<1x14x14x16xf32>) -> tensor<14x14x16xf32>
// CHECK: "tf.ExpandDims"(%arg0, %arg2) : (tensor<1x14x14x16xf32>, tensor<i32>) -> tensor<1x1x14x14x16xf32>
// CHECK: "tf.Transpose"(%arg0, %arg3) : (tensor<1x14x14x16xf32>, tensor<4xi32>) -> tensor<1x16x14x14xf32>
// CHECK: "tf.ConcatV2"(%arg0, %arg0, %arg2) : (tensor<1x14x14x16xf32>, tensor<1x14x14x16xf32>, tensor<i32>) -> tensor<1x14x14x32xf32>
// CHECK: "tf.Pack"(%arg0, %arg0) <{axis = 0 : i64}> {N = 2 : i64} : (tensor<1x14x14x16xf32>, tensor<1x14x14x16xf32>) -> tensor<2x1x14x14x16xf32>
// CHECK: "tf.Pad"(%arg0, %arg4) : (tensor<1x14x14x16xf32>, tensor<4x2xi32>) -> tensor<*xf32>
// CHECK: "tf.Shape"(%arg0) : (tensor<1x14x14x16xf32>) -> tensor<4xi32>
func.func @shapes(%arg0: tensor<1x14x14x16xf32>, %arg1: tensor<2xi32>, %arg2: tensor<i32>,
                  %arg3: tensor<4xi32>, %arg4: tensor<4x2xi32>) {
  %0 = "tf.Reshape"(%arg0, %arg1) {device = ""} : (tensor<1x14x14x16xf32>, tensor<2xi32>) -> tensor<1x3136xf32>
  %1 = "tf.Squeeze"(%arg0) <{squeeze_dims = [0]}> : (tensor<1x14x14x16xf32>) -> tensor<14x14x16xf32>
  %2 = "tf.ExpandDims"(%arg0, %arg2) : (tensor<1x14x14x16xf32>, tensor<i32>) -> tensor<1x1x14x14x16xf32>
  %3 = "tf.Transpose"(%arg0, %arg3) : (tensor<1x14x14x16xf32>, tensor<4xi32>) -> tensor<1x16x14x14xf32>
  %4 = "tf.ConcatV2"(%arg0, %arg0, %arg2) : (tensor<1x14x14x16xf32>, tensor<1x14x14x16xf32>, tensor<i32>) -> tensor<1x14x14x32xf32>
  %5 = "tf.Pack"(%arg0, %arg0) <{axis = 0 : i64}> {N = 2 : i64} : (tensor<1x14x14x16xf32>, tensor<1x14x14x16xf32>) -> tensor<2x1x14x14x16xf32>
  %6 = "tf.Pad"(%arg0, %arg4) : (tensor<1x14x14x16xf32>, tensor<4x2xi32>) -> tensor<*xf32>
  %7 = "tf.Shape"(%arg0) : (tensor<1x14x14x16xf32>) -> tensor<4xi32>
  return
}

// -----

// CHECK-LABEL: func.func @slicing
// CHECK: "tf.StridedSlice"(%arg0, %arg1, %arg1, %arg1) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
// CHECK: "tf.GatherV2"(%arg2, %arg0, %arg3) <{batch_dims = 0 : i64}> : (tensor<10x3xf32>, tensor<4xi32>, tensor<i32>) -> tensor<4x3xf32>
func.func @slicing(%arg0: tensor<4xi32>, %arg1: tensor<1xi32>, %arg2: tensor<10x3xf32>, %arg3: tensor<i32>) {
  %0 = "tf.StridedSlice"(%arg0, %arg1, %arg1, %arg1) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
  %1 = "tf.GatherV2"(%arg2, %arg0, %arg3) <{batch_dims = 0 : i64}> : (tensor<10x3xf32>, tensor<4xi32>, tensor<i32>) -> tensor<4x3xf32>
  return
}

//===----------------------------------------------------------------------===//
// Control flow and calls
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func.func @if
// CHECK: "tf.If"(%arg0, %arg1) <{else_branch = @else_fn, is_stateless = false, then_branch = @then_fn}> {_lower_using_switch_merge = false, device = ""} : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
func.func @if(%arg0: tensor<i1>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tf.If"(%arg0, %arg1) <{else_branch = @else_fn, is_stateless = false, then_branch = @then_fn}> {_lower_using_switch_merge = false, device = ""} : (tensor<i1>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @then_fn(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  return %arg0 : tensor<2xf32>
}
func.func private @else_fn(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tf.Neg"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Symbol names TensorFlow gives functionalized v1 control flow need quoting.
// CHECK-LABEL: func.func @while
// CHECK: "tf.While"(%arg0, %arg1) <{body = @"while/body", cond = @"while/cond", is_stateless = true, parallel_iterations = 10 : i64, shape_invariant}> {T = [i32, f32], device = "", output_shapes = [#tf_type.shape<>, #tf_type.shape<4>]} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
// CHECK: "tf.While"(%arg0, %arg1) <{body = @"while/body", cond = @"while/cond", is_stateless = false}> : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
func.func @while(%arg0: tensor<i32>, %arg1: tensor<4xf32>) {
  %0:2 = "tf.While"(%arg0, %arg1) <{body = @"while/body", cond = @"while/cond", is_stateless = true, parallel_iterations = 10 : i64, shape_invariant}> {T = [i32, f32], device = "", output_shapes = [#tf_type.shape<>, #tf_type.shape<4>]} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  %1:2 = "tf.While"(%arg0, %arg1) <{body = @"while/body", cond = @"while/cond", is_stateless = false}> : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  return
}
func.func private @"while/cond"(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> tensor<i1> {
  %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %0 = "tf.Less"(%arg0, %cst) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func private @"while/body"(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
  return %arg0, %arg1 : tensor<i32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @if_region
// CHECK: "tf.IfRegion"(%arg0) <{_else_func_name = "else_fn", _then_func_name = "then_fn", is_stateless = false}> ({
// CHECK-NEXT: "tf.Yield"(%arg1) : (tensor<2xf32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[NEG:.*]] = "tf.Neg"(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: "tf.Yield"(%[[NEG]]) : (tensor<2xf32>) -> ()
// CHECK-NEXT: }) {device = ""} : (tensor<i1>) -> tensor<2xf32>
// CHECK: "tf.IfRegion"(%arg0) <{is_stateless = true}> ({
// CHECK-NEXT: "tf.Yield"() : () -> ()
func.func @if_region(%arg0: tensor<i1>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tf.IfRegion"(%arg0) <{_else_func_name = "else_fn", _then_func_name = "then_fn", is_stateless = false}> ({
    "tf.Yield"(%arg1) : (tensor<2xf32>) -> ()
  }, {
    %1 = "tf.Neg"(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
    "tf.Yield"(%1) : (tensor<2xf32>) -> ()
  }) {device = ""} : (tensor<i1>) -> tensor<2xf32>
  "tf.IfRegion"(%arg0) <{is_stateless = true}> ({
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) : (tensor<i1>) -> ()
  return %0 : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @while_region
// CHECK: "tf.WhileRegion"(%arg0, %arg1) <{is_stateless = true, parallel_iterations = 10 : i64, shape_invariant}> ({
// CHECK-NEXT: ^bb0(%[[I:.*]]: tensor<i32>, %{{.*}}: tensor<4xf32>):
// CHECK: "tf.Yield"(%{{.*}}) : (tensor<i1>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<i32>, %{{.*}}: tensor<4xf32>):
// CHECK: "tf.Yield"(%{{.*}}, %{{.*}}) : (tensor<i32>, tensor<4xf32>) -> ()
// CHECK-NEXT: }) {device = ""} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
func.func @while_region(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = "tf.WhileRegion"(%arg0, %arg1) <{is_stateless = true, parallel_iterations = 10 : i64, shape_invariant}> ({
  ^bb0(%i: tensor<i32>, %x: tensor<4xf32>):
    %cst = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %1 = "tf.Less"(%i, %cst) : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "tf.Yield"(%1) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %x: tensor<4xf32>):
    %cst = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "tf.AddV2"(%i, %cst) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%1, %x) : (tensor<i32>, tensor<4xf32>) -> ()
  }) {device = ""} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  return %0#1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @calls
// CHECK: "tf.StatefulPartitionedCall"(%arg0) <{config = "", config_proto = "", executor_type = "", f = @callee}> {_read_only_resource_inputs = [], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: "tf.PartitionedCall"(%arg0) <{config = "", config_proto = "", executor_type = "", f = @callee}> : (tensor<2xf32>) -> tensor<2xf32>
func.func @calls(%arg0: tensor<2xf32>) {
  %0 = "tf.StatefulPartitionedCall"(%arg0) <{config = "", config_proto = "", executor_type = "", f = @callee}> {_read_only_resource_inputs = [], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tf.PartitionedCall"(%arg0) <{config = "", config_proto = "", executor_type = "", f = @callee}> : (tensor<2xf32>) -> tensor<2xf32>
  return
}
func.func private @callee(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  return %arg0 : tensor<2xf32>
}
