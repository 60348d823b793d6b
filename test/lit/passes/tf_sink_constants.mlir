// RUN: tfrt-opt %s --split-input-file --tf-sink-constants | FileCheck %s

// A frozen graph's loop carries its weights: %w enters as a constant and the
// body returns it unchanged, so the body (and the cond) get the constant and
// the loop no longer carries it; the loop's result there is the constant.
// The counter enters as a constant too, but the body changes it: it stays.
// TensorFlow's per-variable lists lose the weight's entry.
// CHECK-LABEL: func @loop_weights
// CHECK: %[[W:.*]] = "tf.Const"() <{value = dense<2.000000e+00> : tensor<4xf32>}>
// CHECK: %[[L:.*]]:2 = "tf.While"(%{{.*}}, %arg0)
// CHECK-SAME: T = [i32, f32]
// CHECK-SAME: _read_only_resource_inputs = []
// CHECK-SAME: output_shapes = [#tf_type.shape<>, #tf_type.shape<4>]
// CHECK-SAME: (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
// CHECK: return %[[L]]#1, %[[W]]
// CHECK-LABEL: func private @loop_weights_body
// CHECK-SAME: (%[[I:.*]]: tensor<i32>, %[[X:.*]]: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
// CHECK: %[[C:.*]] = "tf.Const"() <{value = dense<2.000000e+00> : tensor<4xf32>}>
// CHECK: "tf.Mul"(%[[X]], %[[C]])
// CHECK-LABEL: func private @loop_weights_cond
// CHECK-SAME: (%{{.*}}: tensor<i32>, %{{.*}}: tensor<4xf32>) -> tensor<i1>
func.func @loop_weights(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %i = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %w = "tf.Const"() <{value = dense<2.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0:3 = "tf.While"(%i, %x, %w) <{body = @loop_weights_body, cond = @loop_weights_cond, is_stateless = true, parallel_iterations = 10 : i64}> {T = [i32, f32, f32], _read_only_resource_inputs = [2], output_shapes = [#tf_type.shape<>, #tf_type.shape<4>, #tf_type.shape<4>]} : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>)
  return %0#1, %0#2 : tensor<4xf32>, tensor<4xf32>
}
func.func private @loop_weights_body(%i: tensor<i32>, %x: tensor<4xf32>, %w: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %y = "tf.Mul"(%x, %w) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %next, %y, %w : tensor<i32>, tensor<4xf32>, tensor<4xf32>
}
func.func private @loop_weights_cond(%i: tensor<i32>, %x: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<i1> {
  %n = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %p = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}

// -----

// Two loops on one body and cond with different weights: the second gets
// its own copies; a constant of a less static type than the argument's
// (tensor<4xf32> for tensor<*xf32>) is not sunk.
// CHECK-LABEL: func @shared_body
// CHECK: "tf.While"(%arg0) <{body = @[[B1:[a-z_0-9]+]], cond = @[[C1:[a-z_0-9]+]]
// CHECK: "tf.While"(%arg0) <{body = @[[B2:[a-z_0-9]+]], cond = @[[C2:[a-z_0-9]+]]
// CHECK: "tf.While"(%arg0, %{{.*}}) <{body = @unranked_body
// CHECK-DAG: func private @[[B1]](%{{.*}}: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: func private @[[B2]](%{{.*}}: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: dense<1.000000e+00> : tensor<4xf32>
// CHECK-DAG: dense<5.000000e+00> : tensor<4xf32>
func.func @shared_body(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = "tf.Const"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %b = "tf.Const"() <{value = dense<5.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0:2 = "tf.While"(%x, %a) <{body = @body, cond = @cond, is_stateless = true}> : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %1:2 = "tf.While"(%x, %b) <{body = @body, cond = @cond, is_stateless = true}> : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %2:2 = "tf.While"(%x, %a) <{body = @unranked_body, cond = @unranked_cond, is_stateless = true}> : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<*xf32>)
  return %0#0, %1#0, %2#0 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
func.func private @body(%x: tensor<4xf32>, %w: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %y = "tf.Sub"(%x, %w) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %y, %w : tensor<4xf32>, tensor<4xf32>
}
func.func private @cond(%x: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<i1> {
  %axis = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %s = "tf.Sum"(%x, %axis) <{keep_dims = false}> : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
  %m = "tf.Sum"(%w, %axis) <{keep_dims = false}> : (tensor<4xf32>, tensor<i32>) -> tensor<f32>
  %p = "tf.Greater"(%s, %m) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @unranked_body(%x: tensor<4xf32>, %w: tensor<*xf32>) -> (tensor<4xf32>, tensor<*xf32>) {
  return %x, %w : tensor<4xf32>, tensor<*xf32>
}
func.func private @unranked_cond(%x: tensor<4xf32>, %w: tensor<*xf32>) -> tensor<i1> {
  %f = "tf.Const"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
  return %f : tensor<i1>
}

// -----

// A tf.If's constant input becomes a constant in each branch (and leaves Tin);
// a loop inside a body sees the constant sunk into that body.
// CHECK-LABEL: func @branches
// CHECK: "tf.If"(%arg0, %arg1) <{else_branch = @minus, is_stateless = true, then_branch = @plus}>
// CHECK-SAME: Tin = [f32]
// CHECK-LABEL: func private @plus
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>)
// CHECK: %[[C:.*]] = "tf.Const"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}>
// CHECK: "tf.AddV2"(%[[X]], %[[C]])
// CHECK-LABEL: func private @minus
// CHECK: "tf.Const"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}>
// CHECK: "tf.While"(%{{[a-z0-9]+}}) <{body = @inner_body
// CHECK-LABEL: func private @inner_body
// CHECK-SAME: (%{{.*}}: tensor<2xf32>) -> tensor<2xf32>
// CHECK: "tf.Const"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}>
func.func @branches(%p: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %w = "tf.Const"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = "tf.If"(%p, %x, %w) <{else_branch = @minus, then_branch = @plus, is_stateless = true}> {Tin = [f32, f32], Tout = [f32]} : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @plus(%x: tensor<2xf32>, %w: tensor<2xf32>) -> tensor<2xf32> {
  %y = "tf.AddV2"(%x, %w) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %y : tensor<2xf32>
}
func.func private @minus(%x: tensor<2xf32>, %w: tensor<2xf32>) -> tensor<2xf32> {
  %0:2 = "tf.While"(%x, %w) <{body = @inner_body, cond = @inner_cond, is_stateless = true}> : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %0#0 : tensor<2xf32>
}
func.func private @inner_body(%x: tensor<2xf32>, %w: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %y = "tf.Sub"(%x, %w) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %y, %w : tensor<2xf32>, tensor<2xf32>
}
func.func private @inner_cond(%x: tensor<2xf32>, %w: tensor<2xf32>) -> tensor<i1> {
  %f = "tf.Const"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
  return %f : tensor<i1>
}

// -----

// TensorFlow's per-variable attributes of another kind than a list are
// carried over as they are.
// CHECK-LABEL: func @odd_attributes
// CHECK: "tf.While"(%arg0) <{{.*}}> {T = 7 : i64, _read_only_resource_inputs = false}
func.func @odd_attributes(%x: tensor<4xf32>) -> tensor<4xf32> {
  %w = "tf.Const"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0:2 = "tf.While"(%x, %w) <{body = @odd_body, cond = @odd_cond, is_stateless = true}> {T = 7 : i64, _read_only_resource_inputs = false} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}
func.func private @odd_body(%x: tensor<4xf32>, %w: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %y = "tf.Sub"(%x, %w) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %y, %w : tensor<4xf32>, tensor<4xf32>
}
func.func private @odd_cond(%x: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<i1> {
  %f = "tf.Const"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
  return %f : tensor<i1>
}
