// RUN: tfrt-opt %s --split-input-file --tf-fuse-keras-rnn --symbol-dce | FileCheck %s
// RUN: tfrt-opt %s --split-input-file --tf-fuse-keras-rnn=ops=tf._KerasLSTM,tf._KerasGRU | FileCheck %s --check-prefix=NONE

// A Keras 3 SimpleRNN layer (activation tanh, return_sequences=True) as
// TensorFlow exports it: x[t] read from a TensorList at the step counter,
// h' = tanh(BiasAdd(x[t] @ W, b) + h @ U), h' written into the output list
// at t and carried as the state. The loop becomes one tf._KerasSimpleRNN on
// the time-major tensor the list was made from, its activation by Keras's
// name; its outputs become the output list; the loop functions go.
// CHECK-LABEL: func @simple_rnn
// CHECK:      %[[OUT:.*]], %[[H:.*]] = "tf._KerasSimpleRNN"(%arg0, %arg1, %arg2, %arg3, %arg4, %{{.*}}) <{activation = "tanh", return_sequences = true}> : (tensor<5x2x4xf32>, tensor<2x3xf32>, tensor<4x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<i32>) -> (tensor<5x2x3xf32>, tensor<2x3xf32>)
// CHECK-NOT:  tf.TensorListReserve
// CHECK:      %[[LIST:.*]] = "tf.TensorListFromTensor"(%[[OUT]], %{{.*}})
// CHECK:      %[[Y:.*]] = "tf.TensorListStack"(%[[LIST]], %{{.*}})
// CHECK:      return %[[Y]], %[[H]]
// CHECK-NOT:  tf.While
// CHECK-NOT:  func.func private
// A runtime that lists only the LSTM and GRU keeps its SimpleRNN loops.
// NONE-LABEL: func @simple_rnn
// NONE:       tf.While
// NONE-NOT:   tf._KerasSimpleRNN
module {
func.func @simple_rnn(%x: tensor<5x2x4xf32>, %h0: tensor<2x3xf32>, %w: tensor<4x3xf32>, %u: tensor<3x3xf32>, %b: tensor<3xf32>) -> (tensor<5x2x3xf32>, tensor<2x3xf32>) {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %max = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shape_h = "tf.Const"() <{value = dense<[2, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %xs = "tf.TensorListFromTensor"(%x, %shape_x) : (tensor<5x2x4xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
  %ys = "tf.TensorListReserve"(%shape_h, %max) : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
  %r:9 = "tf.While"(%zero, %max, %zero, %ys, %h0, %xs, %w, %b, %u) <{body = @simple_rnn_body, cond = @simple_rnn_cond, is_stateless = false, parallel_iterations = 32 : i64}> : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>)
  %y = "tf.TensorListStack"(%r#3, %shape_h) <{num_elements = 5 : i64}> : (tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2xi32>) -> tensor<5x2x3xf32>
  return %y, %r#4 : tensor<5x2x3xf32>, tensor<2x3xf32>
}
func.func private @simple_rnn_body(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x3xf32>>>, %h: tensor<2x3xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %u: tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %n1 = "tf.AddV2"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %t1 = "tf.AddV2"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %hu = "tf.MatMul"(%h, %u) <{transpose_a = false, transpose_b = false}> : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
  %xt = "tf.TensorListGetItem"(%xs, %t, %shape_x) : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x4xf32>
  %xw = "tf.MatMul"(%xt, %w) <{transpose_a = false, transpose_b = false}> : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %xwb = "tf.BiasAdd"(%xw, %b) <{data_format = "NHWC"}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %z = "tf.AddV2"(%xwb, %hu) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %h1 = "tf.Tanh"(%z) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %ys1 = "tf.TensorListSetItem"(%ys, %t, %h1) : (tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<i32>, tensor<2x3xf32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
  return %n1, %max, %t1, %ys1, %h1, %xs, %w, %b, %u : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>
}
func.func private @simple_rnn_cond(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x3xf32>>>, %h: tensor<2x3xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %u: tensor<3x3xf32>) -> tensor<i1> {
  %steps = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %p0 = "tf.Less"(%n, %max) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p1 = "tf.Less"(%t, %steps) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p = "tf.LogicalAnd"(%p0, %p1) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  return %p : tensor<i1>
}
}

// -----

// go_backwards=True, return_sequences=False, activation relu, batch 1: x is
// reversed in front of the loop (the fused op reads the reversed tensor, so
// it needs no direction of its own), h' is written at 0 of a one-element
// list, and the sum comes in the other order, the bias by Add.
// CHECK-LABEL: func @simple_rnn_backwards_relu
// CHECK:      %[[REV:.*]] = "tf.ReverseV2"(%arg0, %{{.*}})
// CHECK:      %[[OUT:.*]], %[[H:.*]] = "tf._KerasSimpleRNN"(%[[REV]], %arg1, %arg2, %arg3, %arg4, %{{.*}}) <{activation = "relu", return_sequences = false}> : (tensor<5x1x4xf32>, tensor<1x3xf32>, tensor<4x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<i32>) -> (tensor<1x1x3xf32>, tensor<1x3xf32>)
// CHECK:      "tf.TensorListFromTensor"(%[[OUT]],
// CHECK-NOT:  tf.While
module {
func.func @simple_rnn_backwards_relu(%x: tensor<5x1x4xf32>, %h0: tensor<1x3xf32>, %w: tensor<4x3xf32>, %u: tensor<3x3xf32>, %b: tensor<3xf32>) -> tensor<1x1x3xf32> {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %max = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %axis = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shape_x = "tf.Const"() <{value = dense<[1, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shape_h = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %rev = "tf.ReverseV2"(%x, %axis) : (tensor<5x1x4xf32>, tensor<1xi32>) -> tensor<5x1x4xf32>
  %xs = "tf.TensorListFromTensor"(%rev, %shape_x) : (tensor<5x1x4xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x4xf32>>>
  %ys = "tf.TensorListReserve"(%shape_h, %one) : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
  %r:9 = "tf.While"(%zero, %max, %zero, %ys, %h0, %xs, %w, %b, %u) <{body = @body, cond = @cond, is_stateless = false, parallel_iterations = 32 : i64}> : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<1x3xf32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<1x3xf32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>)
  %y = "tf.TensorListStack"(%r#3, %shape_h) <{num_elements = 1 : i64}> : (tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<2xi32>) -> tensor<1x1x3xf32>
  return %y : tensor<1x1x3xf32>
}
func.func private @body(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<1x3xf32>>>, %h: tensor<1x3xf32>, %xs: tensor<!tf_type.variant<tensor<1x4xf32>>>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %u: tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<1x3xf32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[1, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %n1 = "tf.AddV2"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %t1 = "tf.AddV2"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %xt = "tf.TensorListGetItem"(%xs, %t, %shape_x) : (tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x4xf32>
  %xw = "tf.MatMul"(%xt, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %hu = "tf.MatMul"(%h, %u) : (tensor<1x3xf32>, tensor<3x3xf32>) -> tensor<1x3xf32>
  %s = "tf.AddV2"(%hu, %xw) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %z = "tf.Add"(%b, %s) : (tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %h1 = "tf.Relu"(%z) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %ys1 = "tf.TensorListSetItem"(%ys, %zero, %h1) : (tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<i32>, tensor<1x3xf32>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
  return %n1, %max, %t1, %ys1, %h1, %xs, %w, %b, %u : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<1x3xf32>, tensor<!tf_type.variant<tensor<1x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>
}
func.func private @cond(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<1x3xf32>>>, %h: tensor<1x3xf32>, %xs: tensor<!tf_type.variant<tensor<1x4xf32>>>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %u: tensor<3x3xf32>) -> tensor<i1> {
  %p = "tf.Less"(%n, %max) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
}

// -----

// A masked SimpleRNN (Keras's Masking layer upstream), activation linear and
// use_bias=False. mask[t] selects, per batch row, between h' and the old h
// for the state, and between h' and the previous output (carried in its own
// loop variable) for what is written: the mask and that output's initial
// value become the masking operands, with carry_output; the missing bias is
// a zero constant. Linear: h' is the sum itself.
// CHECK-LABEL: func @simple_rnn_masked_linear
// CHECK:      %[[ZERO_B:.*]] = "tf.Const"() <{value = dense<0.000000e+00> : tensor<3xf32>}>
// CHECK:      "tf._KerasSimpleRNN"(%arg0, %arg1, %arg2, %arg3, %[[ZERO_B]], %{{.*}}, %arg4, %arg1) <{activation = "linear", carry_output = true, return_sequences = true}> : (tensor<5x2x4xf32>, tensor<2x3xf32>, tensor<4x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<i32>, tensor<5x2x1xi1>, tensor<2x3xf32>) -> (tensor<5x2x3xf32>, tensor<2x3xf32>)
// CHECK-NOT:  tf.While
module {
func.func @simple_rnn_masked_linear(%x: tensor<5x2x4xf32>, %h0: tensor<2x3xf32>, %w: tensor<4x3xf32>, %u: tensor<3x3xf32>, %mask: tensor<5x2x1xi1>) -> (tensor<5x2x3xf32>, tensor<2x3xf32>) {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %max = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shape_m = "tf.Const"() <{value = dense<[2, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shape_h = "tf.Const"() <{value = dense<[2, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %xs = "tf.TensorListFromTensor"(%x, %shape_x) : (tensor<5x2x4xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
  %ms = "tf.TensorListFromTensor"(%mask, %shape_m) : (tensor<5x2x1xi1>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x1xi1>>>
  %ys = "tf.TensorListReserve"(%shape_h, %max) : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
  %r:10 = "tf.While"(%zero, %max, %zero, %ys, %h0, %h0, %xs, %ms, %w, %u) <{body = @body, cond = @cond, is_stateless = false, parallel_iterations = 32 : i64}> : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<!tf_type.variant<tensor<2x1xi1>>>, tensor<4x3xf32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<!tf_type.variant<tensor<2x1xi1>>>, tensor<4x3xf32>, tensor<3x3xf32>)
  %y = "tf.TensorListStack"(%r#3, %shape_h) <{num_elements = 5 : i64}> : (tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2xi32>) -> tensor<5x2x3xf32>
  return %y, %r#5 : tensor<5x2x3xf32>, tensor<2x3xf32>
}
func.func private @body(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x3xf32>>>, %prev: tensor<2x3xf32>, %h: tensor<2x3xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %ms: tensor<!tf_type.variant<tensor<2x1xi1>>>, %w: tensor<4x3xf32>, %u: tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<!tf_type.variant<tensor<2x1xi1>>>, tensor<4x3xf32>, tensor<3x3xf32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shape_m = "tf.Const"() <{value = dense<[2, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %n1 = "tf.AddV2"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %t1 = "tf.AddV2"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %hu = "tf.MatMul"(%h, %u) : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
  %mt = "tf.TensorListGetItem"(%ms, %t, %shape_m) : (tensor<!tf_type.variant<tensor<2x1xi1>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x1xi1>
  %xt = "tf.TensorListGetItem"(%xs, %t, %shape_x) : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x4xf32>
  %xw = "tf.MatMul"(%xt, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %h1 = "tf.AddV2"(%xw, %hu) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %out = "tf.SelectV2"(%mt, %h1, %prev) : (tensor<2x1xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %ys1 = "tf.TensorListSetItem"(%ys, %t, %out) : (tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<i32>, tensor<2x3xf32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
  %state = "tf.SelectV2"(%mt, %h1, %h) : (tensor<2x1xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %n1, %max, %t1, %ys1, %out, %state, %xs, %ms, %w, %u : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<!tf_type.variant<tensor<2x1xi1>>>, tensor<4x3xf32>, tensor<3x3xf32>
}
func.func private @cond(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x3xf32>>>, %prev: tensor<2x3xf32>, %h: tensor<2x3xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %ms: tensor<!tf_type.variant<tensor<2x1xi1>>>, %w: tensor<4x3xf32>, %u: tensor<3x3xf32>) -> tensor<i1> {
  %p = "tf.Less"(%t, %max) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
}

// -----

// An activation the fused op does not run (Keras's softsign), and a step that
// does more than the cell (h' scaled before it is written): both loops stay,
// op by op.
// CHECK-LABEL: func @simple_rnn_not_matched
// CHECK:       tf.While
// CHECK:       tf.While
// CHECK-NOT:   tf._KerasSimpleRNN
module {
func.func @simple_rnn_not_matched(%x: tensor<5x2x4xf32>, %h0: tensor<2x3xf32>, %w: tensor<4x3xf32>, %u: tensor<3x3xf32>, %b: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %max = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shape_h = "tf.Const"() <{value = dense<[2, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %xs = "tf.TensorListFromTensor"(%x, %shape_x) : (tensor<5x2x4xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
  %ys = "tf.TensorListReserve"(%shape_h, %max) : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
  %r:8 = "tf.While"(%zero, %max, %ys, %h0, %xs, %w, %b, %u) <{body = @softsign_body, cond = @cond, is_stateless = false, parallel_iterations = 32 : i64}> : (tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>)
  %s:8 = "tf.While"(%zero, %max, %ys, %h0, %xs, %w, %b, %u) <{body = @scaled_body, cond = @cond, is_stateless = false, parallel_iterations = 32 : i64}> : (tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>)
  return %r#3, %s#3 : tensor<2x3xf32>, tensor<2x3xf32>
}
func.func private @softsign_body(%t: tensor<i32>, %max: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x3xf32>>>, %h: tensor<2x3xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %u: tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %t1 = "tf.AddV2"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %xt = "tf.TensorListGetItem"(%xs, %t, %shape_x) : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x4xf32>
  %xw = "tf.MatMul"(%xt, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %xwb = "tf.BiasAdd"(%xw, %b) <{data_format = "NHWC"}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %hu = "tf.MatMul"(%h, %u) : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
  %z = "tf.AddV2"(%xwb, %hu) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %h1 = "tf.Softsign"(%z) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %ys1 = "tf.TensorListSetItem"(%ys, %t, %h1) : (tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<i32>, tensor<2x3xf32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
  return %t1, %max, %ys1, %h1, %xs, %w, %b, %u : tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>
}
func.func private @scaled_body(%t: tensor<i32>, %max: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x3xf32>>>, %h: tensor<2x3xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %u: tensor<3x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %two = "tf.Const"() <{value = dense<2.0> : tensor<f32>}> : () -> tensor<f32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %t1 = "tf.AddV2"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %xt = "tf.TensorListGetItem"(%xs, %t, %shape_x) : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x4xf32>
  %xw = "tf.MatMul"(%xt, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %xwb = "tf.BiasAdd"(%xw, %b) <{data_format = "NHWC"}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %hu = "tf.MatMul"(%h, %u) : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
  %z = "tf.AddV2"(%xwb, %hu) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %a = "tf.Tanh"(%z) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %h1 = "tf.Mul"(%a, %two) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %ys1 = "tf.TensorListSetItem"(%ys, %t, %h1) : (tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<i32>, tensor<2x3xf32>) -> tensor<!tf_type.variant<tensor<2x3xf32>>>
  return %t1, %max, %ys1, %h1, %xs, %w, %b, %u : tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x3xf32>>>, tensor<2x3xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x3xf32>, tensor<3xf32>, tensor<3x3xf32>
}
func.func private @cond(%t: tensor<i32>, %max: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x3xf32>>>, %h: tensor<2x3xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %u: tensor<3x3xf32>) -> tensor<i1> {
  %p = "tf.Less"(%t, %max) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
}
