// RUN: tfrt-translate --mlir-to-bef %s | not bef-executor 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// A metadata error is reported once, with the op's location; the ops that
// use the error handle do not run and carry the error to the result.
// CHECK-LABEL: --- Running 'shape_error_chain':
func.func @shape_error_chain() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %a = corert.create_dense_tensor.f32 {shape = [2], value = [1.0 : f32, 2.0 : f32]}
  %b = corert.create_dense_tensor.f32 {shape = [3], value = [1.0 : f32, 2.0 : f32, 3.0 : f32]}
  // ERR: errors.mlir:[[@LINE+1]]:8: error: runtime error: tf.AddV2: Incompatible shapes: [2] vs. [3]
  %c = corert.executeop(%cpu) "tf.AddV2"(%a, %b) : 1
  %d = corert.executeop(%cpu) "tf.Neg"(%c) : 1
  %ch1, %e = corert.executeop.seq(%cpu, %ch0) "tf.Relu"(%d) : 1
  // CHECK-NOT: DenseHostTensor
  %ch2 = corert.print_tensorhandle %e, %ch1
  tfrt.return %ch2 : !tfrt.chain
}
// CHECK: 'shape_error_chain' returned <<error: tf.AddV2: Incompatible shapes: [2] vs. [3]>>

// CHECK-LABEL: --- Running 'dtype_and_attribute_errors':
func.func @dtype_and_attribute_errors() -> (!tfrt.chain, !tfrt.chain) {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %a = corert.create_dense_tensor.f32 {shape = [1, 2], value = [1.0 : f32, 2.0 : f32]}
  %i = corert.create_dense_tensor.i32 {shape = [1, 2], value = [1 : i32, 2 : i32]}
  // ERR: errors.mlir:[[@LINE+1]]:8: error: runtime error: tf.Mul: dtypes of x (f32) and y (i32) must match
  %m = corert.executeop(%cpu) "tf.Mul"(%a, %i) : 1
  // ERR: errors.mlir:[[@LINE+1]]:8: error: runtime error: tf.Cast: missing attribute 'DstT'
  %c = corert.executeop(%cpu) "tf.Cast"(%a) : 1
  %ch1 = corert.print_tensorhandle %m, %ch0
  %ch2 = corert.print_tensorhandle %c, %ch0
  tfrt.return %ch1, %ch2 : !tfrt.chain, !tfrt.chain
}
// CHECK-NEXT: 'dtype_and_attribute_errors' returned <<error: tf.Mul: dtypes of x (f32) and y (i32) must match>>,<<error: tf.Cast: missing attribute 'DstT'>>

// CHECK-LABEL: --- Running 'unknown_op':
func.func @unknown_op() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  // ERR: errors.mlir:[[@LINE+1]]:10: error: runtime error: tf.invalidop was not supported by NullOpHandler
  %ch1 = corert.executeop.seq(%cpu, %ch0) "tf.invalidop"() : 0
  tfrt.return %ch1 : !tfrt.chain
}
// CHECK-NEXT: 'unknown_op' returned <<error: tf.invalidop was not supported by NullOpHandler>>

// CHECK-LABEL: --- Running 'unknown_op_handler':
func.func @unknown_op_handler() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  // ERR: errors.mlir:[[@LINE+1]]:10: error: runtime error: op_handler not found: 'gpu'
  %gpu = corert.get_op_handler %ch0 "gpu"
  %a = corert.create_dense_tensor.f32 {shape = [1], value = [1.0 : f32]}
  %ch1, %b = corert.executeop.seq(%gpu, %ch0) "tf.Neg"(%a) : 1
  tfrt.return %ch1 : !tfrt.chain
}
// CHECK-NEXT: 'unknown_op_handler' returned <<error: op_handler not found: 'gpu'>>

// An error chain skips a sequenced op; an independent op still runs.
// CHECK-LABEL: --- Running 'error_chain':
func.func @error_chain() -> (!tfrt.chain, !tfrt.chain) {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  // ERR: errors.mlir:[[@LINE+1]]:10: error: runtime error: error chain
  %bad = "tfrt_test.error_chain"(%ch0) : (!tfrt.chain) -> !tfrt.chain
  %a = corert.create_dense_tensor.f32 {shape = [1], value = [1.0 : f32]}
  %ch1, %b = corert.executeop.seq(%cpu, %bad) "tf.Neg"(%a) : 1
  %c = corert.executeop(%cpu) "tf.Neg"(%a) : 1
  // CHECK-NEXT: DenseHostTensor dtype = f32, shape = [1], values = [-1.000000e+00]
  %ch2 = corert.print_tensorhandle %c, %ch0
  %ch3 = corert.print_tensorhandle %b, %ch0
  tfrt.return %ch1, %ch3 : !tfrt.chain, !tfrt.chain
}
// CHECK-NEXT: 'error_chain' returned <<error: error chain>>,<<error: error chain>>

// CHECK-LABEL: --- Running 'error_handle':
func.func @error_handle() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  // ERR: errors.mlir:[[@LINE+1]]:8: error: runtime error: invalid tensorhandle
  %h = "tfrt_test.corert.error_tensorhandle"() : () -> !corert.tensorhandle
  %s = corert.tensorhandle_to_shape %h, %ch0
  %ch1 = ts.print_shape %s, %ch0
  tfrt.return %ch1 : !tfrt.chain
}
// CHECK-NEXT: 'error_handle' returned <<error: invalid tensorhandle>>

// CHECK-LABEL: --- Running 'cancel':
func.func @cancel() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %a = corert.create_dense_tensor.f32 {shape = [1], value = [1.0 : f32]}
  %late = "tfrt_test.async_copy"(%a) : (!corert.tensorhandle) -> !corert.tensorhandle
  %x, %ch1 = "tfrt_test.cancel"(%ch0) : (!tfrt.chain) -> (i32, !tfrt.chain)
  %b = corert.executeop(%cpu) "tf.Neg"(%late) : 1
  %ch2 = corert.print_tensorhandle %b, %ch1
  tfrt.return %ch2 : !tfrt.chain
}
// CHECK-NEXT: 'cancel' returned <<error: Cancelled>>

// CHECK-LABEL: --- Running 'after_cancel':
func.func @after_cancel() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %a = corert.create_dense_tensor.f32 {shape = [1], value = [1.0 : f32]}
  %b = corert.executeop(%cpu) "tf.Neg"(%a) : 1
  // CHECK-NEXT: DenseHostTensor dtype = f32, shape = [1], values = [-1.000000e+00]
  %ch1 = corert.print_tensorhandle %b, %ch0
  tfrt.return %ch1 : !tfrt.chain
}
