// RUN: tfrt-opt %s --split-input-file --tf-fuse-keras-rnn --symbol-dce | FileCheck %s
// RUN: tfrt-opt %s --split-input-file --tf-fuse-keras-rnn=ops=tf.AddV2 | FileCheck %s --check-prefix=NONE
// RUN: tfrt-opt %s --split-input-file --tf-fuse-keras-rnn=ops=tf._KerasGRU | FileCheck %s --check-prefix=GRU

// A Keras 3 LSTM layer (return_sequences=True) as TensorFlow exports it:
// x[t] read from a TensorList at the step counter, z = x[t] @ W + h @ U + b
// split into i, f, g, o, h' written into the output list at t. The loop
// becomes one tf._KerasLSTM on the time-major tensor the list was made from;
// its outputs become the output list; the loop functions go. It runs
// min(max, 3) steps: the bounds the cond compares the counters with.
// CHECK-LABEL: func @lstm
// CHECK-DAG:  %[[SHAPE:.*]] = "tf.Const"() <{value = dense<2> : tensor<2xi32>}>
// CHECK:      %[[BOUND:.*]] = "tf.Minimum"(%{{.*}}, %{{.*}}) : (tensor<i32>, tensor<i32>) -> tensor<i32>
// CHECK:      %[[OUT:.*]], %[[H:.*]], %[[C:.*]] = "tf._KerasLSTM"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %[[BOUND]]) <{return_sequences = true}> : (tensor<3x2x4xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<i32>) -> (tensor<3x2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
// CHECK-NOT:  tf.TensorListReserve
// CHECK:      %[[LIST:.*]] = "tf.TensorListFromTensor"(%[[OUT]], %[[SHAPE]])
// CHECK:      %[[Y:.*]] = "tf.TensorListStack"(%[[LIST]], %[[SHAPE]])
// CHECK:      return %[[Y]], %[[H]], %[[C]]
// CHECK-NOT:  tf.While
// CHECK-NOT:  func.func private
// NONE-LABEL: func @lstm
// NONE:       tf.While
// A runtime that lists only tf._KerasGRU keeps its LSTM loops.
// GRU-LABEL:  func @lstm
// GRU:        tf.While
module {
func.func @lstm(%x: tensor<3x2x4xf32>, %h0: tensor<2x2xf32>, %c0: tensor<2x2xf32>, %w: tensor<4x8xf32>, %u: tensor<2x8xf32>, %b: tensor<8xf32>) -> (tensor<3x2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %max = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shape_h = "tf.Const"() <{value = dense<[2, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %xs = "tf.TensorListFromTensor"(%x, %shape_x) : (tensor<3x2x4xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
  %ys = "tf.TensorListReserve"(%shape_h, %max) : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2x2xf32>>>
  %r:10 = "tf.While"(%zero, %max, %zero, %ys, %h0, %c0, %xs, %w, %u, %b) <{body = @lstm_body, cond = @lstm_cond, is_stateless = false, parallel_iterations = 32 : i64}> : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>)
  %y = "tf.TensorListStack"(%r#3, %shape_h) <{num_elements = 3 : i64}> : (tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2xi32>) -> tensor<3x2x2xf32>
  return %y, %r#4, %r#5 : tensor<3x2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}
func.func private @lstm_body(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x2xf32>>>, %h: tensor<2x2xf32>, %c: tensor<2x2xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x8xf32>, %u: tensor<2x8xf32>, %b: tensor<8xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %n1 = "tf.AddV2"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %t1 = "tf.AddV2"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %xt = "tf.TensorListGetItem"(%xs, %t, %shape_x) : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x4xf32>
  %xw = "tf.MatMul"(%xt, %w) : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
  %hu = "tf.MatMul"(%h, %u) : (tensor<2x2xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %s = "tf.AddV2"(%xw, %hu) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %z = "tf.BiasAdd"(%s, %b) <{data_format = "NHWC"}> : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  %g:4 = "tf.Split"(%one, %z) : (tensor<i32>, tensor<2x8xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
  %i = "tf.Sigmoid"(%g#0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %f = "tf.Sigmoid"(%g#1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %fc = "tf.Mul"(%c, %f) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %o = "tf.Sigmoid"(%g#3) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %cand = "tf.Tanh"(%g#2) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %ig = "tf.Mul"(%i, %cand) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %c1 = "tf.AddV2"(%fc, %ig) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %tc = "tf.Tanh"(%c1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %h1 = "tf.Mul"(%o, %tc) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %ys1 = "tf.TensorListSetItem"(%ys, %t, %h1) : (tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<i32>, tensor<2x2xf32>) -> tensor<!tf_type.variant<tensor<2x2xf32>>>
  return %n1, %max, %t1, %ys1, %h1, %c1, %xs, %w, %u, %b : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>
}
func.func private @lstm_cond(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x2xf32>>>, %h: tensor<2x2xf32>, %c: tensor<2x2xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x8xf32>, %u: tensor<2x8xf32>, %b: tensor<8xf32>) -> tensor<i1> {
  %steps = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %p0 = "tf.Less"(%n, %max) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p1 = "tf.Less"(%t, %steps) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p = "tf.LogicalAnd"(%p0, %p1) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  return %p : tensor<i1>
}
}

// -----

// A Keras 3 GRU layer (reset_after=True, return_sequences=False: h' written
// at 0 of a one-element list) at batch 1, the recurrent part sliced by
// StridedSlice, the bias [2, 3U] split in the body, h @ U squeezed.
// CHECK-LABEL: func @gru
// CHECK:      %[[OUT:.*]], %[[H:.*]] = "tf._KerasGRU"(%arg0, %arg1, %arg2, %arg3, %arg4, %{{.*}}) <{return_sequences = false}> : (tensor<5x1x3xf32>, tensor<1x2xf32>, tensor<3x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<i32>) -> (tensor<1x1x2xf32>, tensor<1x2xf32>)
// CHECK:      "tf.TensorListFromTensor"(%[[OUT]],
// CHECK-NOT:  tf.While
// GRU-LABEL:  func @gru
// GRU:        "tf._KerasGRU"
module {
func.func @gru(%x: tensor<5x1x3xf32>, %h0: tensor<1x2xf32>, %w: tensor<3x6xf32>, %u: tensor<2x6xf32>, %b: tensor<2x6xf32>) -> tensor<1x1x2xf32> {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %max = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shape_h = "tf.Const"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %xs = "tf.TensorListFromTensor"(%x, %shape_x) : (tensor<5x1x3xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<1x3xf32>>>
  %ys = "tf.TensorListReserve"(%shape_h, %one) : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<1x2xf32>>>
  %r:9 = "tf.While"(%zero, %max, %zero, %ys, %h0, %xs, %b, %w, %u) <{body = @gru_body, cond = @gru_cond, is_stateless = false, parallel_iterations = 32 : i64}> : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x2xf32>>>, tensor<1x2xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<2x6xf32>, tensor<3x6xf32>, tensor<2x6xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x2xf32>>>, tensor<1x2xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<2x6xf32>, tensor<3x6xf32>, tensor<2x6xf32>)
  %y = "tf.TensorListStack"(%r#3, %shape_h) <{num_elements = 1 : i64}> : (tensor<!tf_type.variant<tensor<1x2xf32>>>, tensor<2xi32>) -> tensor<1x1x2xf32>
  return %y : tensor<1x1x2xf32>
}
func.func private @gru_body(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<1x2xf32>>>, %h: tensor<1x2xf32>, %xs: tensor<!tf_type.variant<tensor<1x3xf32>>>, %b: tensor<2x6xf32>, %w: tensor<3x6xf32>, %u: tensor<2x6xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x2xf32>>>, tensor<1x2xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<2x6xf32>, tensor<3x6xf32>, tensor<2x6xf32>) {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %minus1 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
  %fone = "tf.Const"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  %shape_x = "tf.Const"() <{value = dense<[1, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %c00 = "tf.Const"() <{value = dense<0> : tensor<2xi32>}> : () -> tensor<2xi32>
  %c02 = "tf.Const"() <{value = dense<[0, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %c04 = "tf.Const"() <{value = dense<[0, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %c11 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> : () -> tensor<2xi32>
  %n1 = "tf.AddV2"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %bs:2 = "tf.Split"(%zero, %b) : (tensor<i32>, tensor<2x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>)
  %bx = "tf.Squeeze"(%bs#0) <{squeeze_dims = [0]}> : (tensor<1x6xf32>) -> tensor<6xf32>
  %bh = "tf.Squeeze"(%bs#1) <{squeeze_dims = [0]}> : (tensor<1x6xf32>) -> tensor<6xf32>
  %t1 = "tf.AddV2"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %hu = "tf.MatMul"(%h, %u) : (tensor<1x2xf32>, tensor<2x6xf32>) -> tensor<1x6xf32>
  %hub = "tf.AddV2"(%hu, %bh) : (tensor<1x6xf32>, tensor<6xf32>) -> tensor<1x6xf32>
  %rz = "tf.StridedSlice"(%hub, %c00, %c02, %c11) <{begin_mask = 3 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<1x6xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x2xf32>
  %rr = "tf.StridedSlice"(%hub, %c02, %c04, %c11) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<1x6xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x2xf32>
  %rh = "tf.StridedSlice"(%hub, %c04, %c00, %c11) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 3 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<1x6xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x2xf32>
  %xt = "tf.TensorListGetItem"(%xs, %t, %shape_x) : (tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<1x3xf32>
  %xw = "tf.MatMul"(%xt, %w) : (tensor<1x3xf32>, tensor<3x6xf32>) -> tensor<1x6xf32>
  %xwb = "tf.BiasAdd"(%xw, %bx) <{data_format = "NHWC"}> : (tensor<1x6xf32>, tensor<6xf32>) -> tensor<1x6xf32>
  %xg:3 = "tf.Split"(%minus1, %xwb) : (tensor<i32>, tensor<1x6xf32>) -> (tensor<1x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>)
  %za = "tf.AddV2"(%xg#0, %rz) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  %z = "tf.Sigmoid"(%za) : (tensor<1x2xf32>) -> tensor<1x2xf32>
  %zh = "tf.Mul"(%z, %h) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  %omz = "tf.Sub"(%fone, %z) : (tensor<f32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  %ra = "tf.AddV2"(%xg#1, %rr) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  %r = "tf.Sigmoid"(%ra) : (tensor<1x2xf32>) -> tensor<1x2xf32>
  %rrh = "tf.Mul"(%r, %rh) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  %ha = "tf.AddV2"(%xg#2, %rrh) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  %hh = "tf.Tanh"(%ha) : (tensor<1x2xf32>) -> tensor<1x2xf32>
  %zhh = "tf.Mul"(%omz, %hh) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  %h1 = "tf.AddV2"(%zh, %zhh) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  %ys1 = "tf.TensorListSetItem"(%ys, %zero, %h1) : (tensor<!tf_type.variant<tensor<1x2xf32>>>, tensor<i32>, tensor<1x2xf32>) -> tensor<!tf_type.variant<tensor<1x2xf32>>>
  return %n1, %max, %t1, %ys1, %h1, %xs, %b, %w, %u : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<1x2xf32>>>, tensor<1x2xf32>, tensor<!tf_type.variant<tensor<1x3xf32>>>, tensor<2x6xf32>, tensor<3x6xf32>, tensor<2x6xf32>
}
func.func private @gru_cond(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<1x2xf32>>>, %h: tensor<1x2xf32>, %xs: tensor<!tf_type.variant<tensor<1x3xf32>>>, %b: tensor<2x6xf32>, %w: tensor<3x6xf32>, %u: tensor<2x6xf32>) -> tensor<i1> {
  %steps = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %p0 = "tf.Less"(%n, %max) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p1 = "tf.Less"(%t, %steps) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p = "tf.LogicalAnd"(%p0, %p1) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  return %p : tensor<i1>
}
}

// -----

// An LSTM whose output activation is not tanh (Keras's activation="relu")
// is not the fused op's cell: the loop stays.
// CHECK-LABEL: func @lstm_relu
// CHECK:       tf.While
// CHECK-NOT:   tf._KerasLSTM
module {
func.func @lstm_relu(%x: tensor<3x2x4xf32>, %h0: tensor<2x2xf32>, %c0: tensor<2x2xf32>, %w: tensor<4x8xf32>, %u: tensor<2x8xf32>, %b: tensor<8xf32>) -> (tensor<3x2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %max = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shape_h = "tf.Const"() <{value = dense<[2, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %xs = "tf.TensorListFromTensor"(%x, %shape_x) : (tensor<3x2x4xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
  %ys = "tf.TensorListReserve"(%shape_h, %max) : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2x2xf32>>>
  %r:10 = "tf.While"(%zero, %max, %zero, %ys, %h0, %c0, %xs, %w, %u, %b) <{body = @lstm_relu_body, cond = @lstm_relu_cond, is_stateless = false, parallel_iterations = 32 : i64}> : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>)
  %y = "tf.TensorListStack"(%r#3, %shape_h) <{num_elements = 3 : i64}> : (tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2xi32>) -> tensor<3x2x2xf32>
  return %y, %r#4, %r#5 : tensor<3x2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}
func.func private @lstm_relu_body(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x2xf32>>>, %h: tensor<2x2xf32>, %c: tensor<2x2xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x8xf32>, %u: tensor<2x8xf32>, %b: tensor<8xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %n1 = "tf.AddV2"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %t1 = "tf.AddV2"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %xt = "tf.TensorListGetItem"(%xs, %t, %shape_x) : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x4xf32>
  %xw = "tf.MatMul"(%xt, %w) : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
  %hu = "tf.MatMul"(%h, %u) : (tensor<2x2xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %s = "tf.AddV2"(%xw, %hu) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %z = "tf.BiasAdd"(%s, %b) <{data_format = "NHWC"}> : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  %g:4 = "tf.Split"(%one, %z) : (tensor<i32>, tensor<2x8xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
  %i = "tf.Sigmoid"(%g#0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %f = "tf.Sigmoid"(%g#1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %fc = "tf.Mul"(%c, %f) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %o = "tf.Sigmoid"(%g#3) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %cand = "tf.Tanh"(%g#2) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %ig = "tf.Mul"(%i, %cand) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %c1 = "tf.AddV2"(%fc, %ig) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %tc = "tf.Relu"(%c1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %h1 = "tf.Mul"(%o, %tc) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %ys1 = "tf.TensorListSetItem"(%ys, %t, %h1) : (tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<i32>, tensor<2x2xf32>) -> tensor<!tf_type.variant<tensor<2x2xf32>>>
  return %n1, %max, %t1, %ys1, %h1, %c1, %xs, %w, %u, %b : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>
}
func.func private @lstm_relu_cond(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x2xf32>>>, %h: tensor<2x2xf32>, %c: tensor<2x2xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x8xf32>, %u: tensor<2x8xf32>, %b: tensor<8xf32>) -> tensor<i1> {
  %steps = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %p0 = "tf.Less"(%n, %max) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p1 = "tf.Less"(%t, %steps) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p = "tf.LogicalAnd"(%p0, %p1) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  return %p : tensor<i1>
}
}


// -----

// A masked LSTM (Keras's Embedding(mask_zero=True) upstream): mask[t] read
// from a second list selects, per batch row, between the new states and the
// old ones, and between h' and zeros for the output. The mask tensor and the
// fill become the fused op's masking operands.
// CHECK-LABEL: func @lstm_masked
// CHECK:       %[[ZEROS:.*]] = "tf.Const"() <{value = dense<0.000000e+00> : tensor<2x2xf32>}>
// CHECK:       "tf._KerasLSTM"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %{{.*}}, %arg6, %[[ZEROS]]) <{return_sequences = true}>
// CHECK-NOT:   tf.While
module {
func.func @lstm_masked(%x: tensor<3x2x4xf32>, %h0: tensor<2x2xf32>, %c0: tensor<2x2xf32>, %w: tensor<4x8xf32>, %u: tensor<2x8xf32>, %b: tensor<8xf32>, %mask: tensor<3x2x1xi1>) -> (tensor<3x2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %max = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shape_h = "tf.Const"() <{value = dense<[2, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %xs = "tf.TensorListFromTensor"(%x, %shape_x) : (tensor<3x2x4xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x4xf32>>>
  %shape_m = "tf.Const"() <{value = dense<[2, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %zeros = "tf.Const"() <{value = dense<0.0> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %ms = "tf.TensorListFromTensor"(%mask, %shape_m) : (tensor<3x2x1xi1>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2x1xi1>>>
  %ys = "tf.TensorListReserve"(%shape_h, %max) : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2x2xf32>>>
  %r:12 = "tf.While"(%zero, %max, %zero, %ys, %h0, %c0, %xs, %w, %u, %b, %ms, %zeros) <{body = @lstm_masked_body, cond = @lstm_masked_cond, is_stateless = false, parallel_iterations = 32 : i64}> : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<!tf_type.variant<tensor<2x1xi1>>>, tensor<2x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<!tf_type.variant<tensor<2x1xi1>>>, tensor<2x2xf32>)
  %y = "tf.TensorListStack"(%r#3, %shape_h) <{num_elements = 3 : i64}> : (tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2xi32>) -> tensor<3x2x2xf32>
  return %y, %r#4, %r#5 : tensor<3x2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}
func.func private @lstm_masked_body(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x2xf32>>>, %h: tensor<2x2xf32>, %c: tensor<2x2xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x8xf32>, %u: tensor<2x8xf32>, %b: tensor<8xf32>, %ms: tensor<!tf_type.variant<tensor<2x1xi1>>>, %zeros: tensor<2x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<!tf_type.variant<tensor<2x1xi1>>>, tensor<2x2xf32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %shape_x = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %n1 = "tf.AddV2"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %t1 = "tf.AddV2"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %shape_m = "tf.Const"() <{value = dense<[2, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %mt = "tf.TensorListGetItem"(%ms, %t, %shape_m) : (tensor<!tf_type.variant<tensor<2x1xi1>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x1xi1>
  %xt = "tf.TensorListGetItem"(%xs, %t, %shape_x) : (tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<2x4xf32>
  %xw = "tf.MatMul"(%xt, %w) : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
  %hu = "tf.MatMul"(%h, %u) : (tensor<2x2xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %s = "tf.AddV2"(%xw, %hu) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
  %z = "tf.BiasAdd"(%s, %b) <{data_format = "NHWC"}> : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2x8xf32>
  %g:4 = "tf.Split"(%one, %z) : (tensor<i32>, tensor<2x8xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>)
  %i = "tf.Sigmoid"(%g#0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %f = "tf.Sigmoid"(%g#1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %fc = "tf.Mul"(%c, %f) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %o = "tf.Sigmoid"(%g#3) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %cand = "tf.Tanh"(%g#2) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %ig = "tf.Mul"(%i, %cand) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %c1 = "tf.AddV2"(%fc, %ig) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %tc = "tf.Tanh"(%c1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %h1 = "tf.Mul"(%o, %tc) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %out = "tf.SelectV2"(%mt, %h1, %zeros) : (tensor<2x1xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %hm = "tf.SelectV2"(%mt, %h1, %h) : (tensor<2x1xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %cm = "tf.SelectV2"(%mt, %c1, %c) : (tensor<2x1xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %ys1 = "tf.TensorListSetItem"(%ys, %t, %out) : (tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<i32>, tensor<2x2xf32>) -> tensor<!tf_type.variant<tensor<2x2xf32>>>
  return %n1, %max, %t1, %ys1, %hm, %cm, %xs, %w, %u, %b, %ms, %zeros : tensor<i32>, tensor<i32>, tensor<i32>, tensor<!tf_type.variant<tensor<2x2xf32>>>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<!tf_type.variant<tensor<2x4xf32>>>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<!tf_type.variant<tensor<2x1xi1>>>, tensor<2x2xf32>
}
func.func private @lstm_masked_cond(%n: tensor<i32>, %max: tensor<i32>, %t: tensor<i32>, %ys: tensor<!tf_type.variant<tensor<2x2xf32>>>, %h: tensor<2x2xf32>, %c: tensor<2x2xf32>, %xs: tensor<!tf_type.variant<tensor<2x4xf32>>>, %w: tensor<4x8xf32>, %u: tensor<2x8xf32>, %b: tensor<8xf32>, %ms: tensor<!tf_type.variant<tensor<2x1xi1>>>, %zeros: tensor<2x2xf32>) -> tensor<i1> {
  %steps = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %p0 = "tf.Less"(%n, %max) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p1 = "tf.Less"(%t, %steps) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %p = "tf.LogicalAnd"(%p0, %p1) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  return %p : tensor<i1>
}
}

