// RUN: tfrt-translate --mlir-to-bef %s | bef-executor | FileCheck %s
// RUN: tfrt-translate --mlir-to-bef %s | bef-executor --work-queue-type=mstd | FileCheck %s

// A handle that arrives later (tfrt_test.async_copy) makes the ops that use
// it asynchronous: their handles are returned at once (metadata known when
// the op has a metadata function) and filled when the input arrives.
// CHECK-LABEL: --- Running 'async_inputs':
func.func @async_inputs() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %a = corert.create_dense_tensor.i32 {shape = [2], value = [1 : i32, 2 : i32]}
  %late = "tfrt_test.async_copy"(%a) : (!corert.tensorhandle) -> !corert.tensorhandle
  %b = corert.executeop(%cpu) "tf.AddV2"(%late, %a) : 1
  %c = corert.executeop(%cpu) "tf.Mul"(%b, %b) : 1
  %s = corert.tensorhandle_to_shape %c, %ch0
  // CHECK-NEXT: shape = [2]
  %ch1 = ts.print_shape %s, %ch0
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [2], values = [4, 16]
  %ch2 = corert.print_tensorhandle %c, %ch1
  tfrt.return %ch2 : !tfrt.chain
}
// CHECK-NEXT: 'async_inputs' returned !tfrt.chain value

// executeop.seq waits for an unavailable chain; the prints stay in chain order.
// CHECK-LABEL: --- Running 'async_chain':
func.func @async_chain() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %late_ch = "tfrt_test.async_copy"(%ch0) : (!tfrt.chain) -> !tfrt.chain
  %a = corert.create_dense_tensor.f32 {shape = [], value = [3.0 : f32]}
  %ch1, %b = corert.executeop.seq(%cpu, %late_ch) "tf.Neg"(%a) : 1
  %ch2, %c = corert.executeop.seq(%cpu, %ch1) "tf.Relu"(%b) : 1
  // CHECK-NEXT: DenseHostTensor dtype = f32, shape = [], values = [-3.000000e+00]
  %ch3 = corert.print_tensorhandle %b, %ch2
  // CHECK-NEXT: DenseHostTensor dtype = f32, shape = [], values = [0.000000e+00]
  %ch4 = corert.print_tensorhandle %c, %ch3
  tfrt.return %ch4 : !tfrt.chain
}

// Data-dependent output shape: Reshape with a shape tensor that arrives later.
// CHECK-LABEL: --- Running 'async_no_metadata':
func.func @async_no_metadata() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %a = corert.create_dense_tensor.i32 {shape = [6], value = [1 : i32, 2 : i32, 3 : i32, 4 : i32, 5 : i32, 6 : i32]}
  %shape = corert.create_dense_tensor.i32 {shape = [2], value = [3 : i32, 2 : i32]}
  %late = "tfrt_test.async_copy"(%shape) : (!corert.tensorhandle) -> !corert.tensorhandle
  %r = corert.executeop(%cpu) "tf.Reshape"(%a, %late) : 1
  %s = corert.tensorhandle_to_shape %r, %ch0
  // CHECK-NEXT: shape = [3, 2]
  %ch1 = ts.print_shape %s, %ch0
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [3, 2], values = [1, 2, 3, 4, 5, 6]
  %ch2 = corert.print_tensorhandle %r, %ch1
  tfrt.return %ch2 : !tfrt.chain
}

// An async error propagates through the ops that use it.
// CHECK-LABEL: --- Running 'async_error':
func.func @async_error() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %a = corert.create_dense_tensor.i32 {shape = [2], value = [1 : i32, 0 : i32]}
  %late = "tfrt_test.async_copy"(%a) : (!corert.tensorhandle) -> !corert.tensorhandle
  %q = corert.executeop(%cpu) "tf.FloorDiv"(%a, %late) : 1  // expected-error {{Integer division by zero}}
  %r = corert.executeop(%cpu) "tf.Neg"(%q) : 1
  %ch1 = corert.print_tensorhandle %r, %ch0
  tfrt.return %ch1 : !tfrt.chain
}
// CHECK-NEXT: 'async_error' returned <<error: tf.FloorDiv: Integer division by zero>>
