// RUN: tfrt-opt %s --split-input-file --allow-unregistered-dialect --tf-while-carry-predicate | FileCheck %s

// Idempotent: a second run changes nothing.
// RUN: tfrt-opt %s --split-input-file --allow-unregistered-dialect --tf-while-carry-predicate -o %t.once.mlir
// RUN: tfrt-opt %t.once.mlir --split-input-file --allow-unregistered-dialect --tf-while-carry-predicate -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir

// A simple loop: the condition is evaluated once in front of the loop, and
// the body evaluates it again on its own results; the predicate is an extra
// loop variable that the new cond only returns. Per-variable attributes (T,
// output_shapes) get the predicate's entry, argument attributes are kept,
// the extra result is not used. The old functions stay (symbol-dce removes
// them in the pipeline).
// CHECK-LABEL: func @simple
// CHECK-SAME:    (%[[N:.*]]: tensor<i32>)
// CHECK-NEXT:    %[[ZERO:.*]] = "tf.Const"
// CHECK-NEXT:    %[[P0:.*]] = "tf.Less"(%[[ZERO]], %[[N]]) : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:    %[[W:.*]]:3 = "tf.While"(%[[ZERO]], %[[N]], %[[P0]]) <{body = @body_with_pred, cond = @cond_pred, is_stateless = true, parallel_iterations = 4 : i64, shape_invariant}> {T = [i32, i32, i1], device = "", output_shapes = [#tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<>]} : (tensor<i32>, tensor<i32>, tensor<i1>) -> (tensor<i32>, tensor<i32>, tensor<i1>)
// CHECK-NEXT:    return %[[W]]#0 : tensor<i32>
// CHECK-LABEL: func private @cond(
// CHECK-LABEL: func private @cond_pred
// CHECK-SAME:    (%{{.*}}: tensor<i32> {tf._user_specified_name = "i"}, %{{.*}}: tensor<i32>, %[[P:.*]]: tensor<i1>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"}
// CHECK-NEXT:    return %[[P]] : tensor<i1>
// CHECK-LABEL: func private @body(
// CHECK-LABEL: func private @body_with_pred
// CHECK-SAME:    (%[[I:.*]]: tensor<i32> {tf._user_specified_name = "i"}, %[[M:.*]]: tensor<i32>, %{{.*}}: tensor<i1>) -> (tensor<i32>, tensor<i32>, tensor<i1>) attributes {tf._construction_context = "kEagerRuntime"}
// CHECK-NEXT:    %[[ONE:.*]] = "tf.Const"
// CHECK-NEXT:    %[[NEXT:.*]] = "tf.AddV2"(%[[I]], %[[ONE]])
// CHECK-NEXT:    %[[P:.*]] = "tf.Less"(%[[NEXT]], %[[M]])
// CHECK-NEXT:    return %[[NEXT]], %[[M]], %[[P]] : tensor<i32>, tensor<i32>, tensor<i1>
func.func @simple(%n: tensor<i32>) -> tensor<i32> {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %0:2 = "tf.While"(%zero, %n) <{body = @body, cond = @cond, is_stateless = true, parallel_iterations = 4 : i64, shape_invariant}> {T = [i32, i32], device = "", output_shapes = [#tf_type.shape<>, #tf_type.shape<>]} : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  return %0#0 : tensor<i32>
}
func.func private @cond(%i: tensor<i32> {tf._user_specified_name = "i"}, %n: tensor<i32>) -> tensor<i1> attributes {tf._construction_context = "kEagerRuntime"} {
  %p = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @body(%i: tensor<i32> {tf._user_specified_name = "i"}, %n: tensor<i32>) -> (tensor<i32>, tensor<i32>) attributes {tf._construction_context = "kEagerRuntime"} {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %next, %n : tensor<i32>, tensor<i32>
}

// -----

// A cond of several ops, one with side effects: all of them run once before
// the loop and once after each iteration of the body, as before (the
// condition runs as often as before, in the same order relative to the
// body).
// CHECK-LABEL: func @several_ops
// CHECK-SAME:    (%[[X:.*]]: tensor<f32>, %[[N:.*]]: tensor<i32>)
// CHECK:         %[[A:.*]] = "tf.Less"(%[[ZERO:.*]], %[[N]])
// CHECK-NEXT:    %[[B:.*]] = "tf.Greater"(%[[X]], %[[LIMIT:.*]])
// CHECK-NEXT:    "tf.Print"(%[[X]])
// CHECK-NEXT:    %[[P0:.*]] = "tf.LogicalAnd"(%[[A]], %[[B]])
// CHECK-NEXT:    %[[W:.*]]:4 = "tf.While"(%[[ZERO]], %[[X]], %[[N]], %[[P0]]) <{body = @halve_with_pred, cond = @positive_pred, is_stateless = false}>
// CHECK-LABEL: func private @halve_with_pred
// CHECK-SAME:    (%[[I:.*]]: tensor<i32>, %[[Y:.*]]: tensor<f32>, %[[M:.*]]: tensor<i32>, %{{.*}}: tensor<i1>)
// CHECK:         %[[I1:.*]] = "tf.AddV2"(%[[I]],
// CHECK-NEXT:    %[[Y1:.*]] = "tf.Mul"(%[[Y]],
// CHECK-NEXT:    %[[ZERO1:.*]] = "tf.Const"() <{value = dense<0.000000e+00>
// CHECK-NEXT:    %[[A:.*]] = "tf.Less"(%[[I1]], %[[M]])
// CHECK-NEXT:    %[[B:.*]] = "tf.Greater"(%[[Y1]], %[[ZERO1]])
// CHECK-NEXT:    "tf.Print"(%[[Y1]])
// CHECK-NEXT:    %[[P:.*]] = "tf.LogicalAnd"(%[[A]], %[[B]])
// CHECK-NEXT:    return %[[I1]], %[[Y1]], %[[M]], %[[P]]
func.func @several_ops(%x: tensor<f32>, %n: tensor<i32>) -> tensor<f32> {
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %0:3 = "tf.While"(%zero, %x, %n) <{body = @halve, cond = @positive, is_stateless = false}> : (tensor<i32>, tensor<f32>, tensor<i32>) -> (tensor<i32>, tensor<f32>, tensor<i32>)
  return %0#1 : tensor<f32>
}
func.func private @positive(%i: tensor<i32>, %y: tensor<f32>, %n: tensor<i32>) -> tensor<i1> {
  %zero = "tf.Const"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %a = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %b = "tf.Greater"(%y, %zero) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  "tf.Print"(%y) : (tensor<f32>) -> ()
  %p = "tf.LogicalAnd"(%a, %b) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @halve(%i: tensor<i32>, %y: tensor<f32>, %n: tensor<i32>) -> (tensor<i32>, tensor<f32>, tensor<i32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %half = "tf.Const"() <{value = dense<0.5> : tensor<f32>}> : () -> tensor<f32>
  %i1 = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %y1 = "tf.Mul"(%y, %half) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %i1, %y1, %n : tensor<i32>, tensor<f32>, tensor<i32>
}

// -----

// Two loops on the same cond and body share the new functions.
// CHECK-LABEL: func @shared
// CHECK:         "tf.While"({{.*}}) <{body = @count_with_pred, cond = @below_pred, is_stateless = true}>
// CHECK:         "tf.While"({{.*}}) <{body = @count_with_pred, cond = @below_pred, is_stateless = true}>
// CHECK-COUNT-1: func.func private @below_pred
// CHECK-COUNT-1: func.func private @count_with_pred
// CHECK-NOT:     func.func private @{{below|count}}_
func.func @shared(%a: tensor<i32>, %b: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %0 = "tf.While"(%a) <{body = @count, cond = @below, is_stateless = true}> : (tensor<i32>) -> tensor<i32>
  %1 = "tf.While"(%b) <{body = @count, cond = @below, is_stateless = true}> : (tensor<i32>) -> tensor<i32>
  return %0, %1 : tensor<i32>, tensor<i32>
}
func.func private @below(%i: tensor<i32>) -> tensor<i1> {
  %ten = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
  %p = "tf.Less"(%i, %ten) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @count(%i: tensor<i32>) -> tensor<i32> {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %next : tensor<i32>
}

// -----

// A nested loop: the inner loop (in the outer body) is rotated first, so the
// outer body's copy holds the rotated inner loop.
// CHECK-LABEL: func @nested
// CHECK:         "tf.While"({{.*}}) <{body = @outer_body_with_pred, cond = @outer_cond_pred, is_stateless = true}>
// CHECK-LABEL: func private @outer_body_with_pred
// CHECK-SAME:    (%[[I:.*]]: tensor<i32>, %[[J:.*]]: tensor<i32>, %{{.*}}: tensor<i1>)
// CHECK:         %[[Q0:.*]] = "tf.Less"(%[[J]], %{{.*}})
// CHECK-NEXT:    %[[INNER:.*]]:2 = "tf.While"(%[[J]], %[[Q0]]) <{body = @inner_body_with_pred, cond = @inner_cond_pred, is_stateless = true}>
// CHECK:         %[[NEXT:.*]] = "tf.AddV2"(%[[I]],
// CHECK-NEXT:    %[[TEN:.*]] = "tf.Const"
// CHECK-NEXT:    %[[P:.*]] = "tf.Less"(%[[NEXT]], %[[TEN]])
// CHECK-NEXT:    return %[[NEXT]], %[[INNER]]#0, %[[P]]
// CHECK-LABEL: func private @inner_cond_pred
// CHECK-LABEL: func private @inner_body_with_pred
func.func @nested(%n: tensor<i32>) -> tensor<i32> {
  %0:2 = "tf.While"(%n, %n) <{body = @outer_body, cond = @outer_cond, is_stateless = true}> : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  return %0#1 : tensor<i32>
}
func.func private @outer_cond(%i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %ten = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
  %p = "tf.Less"(%i, %ten) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @outer_body(%i: tensor<i32>, %j: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %inner = "tf.While"(%j) <{body = @inner_body, cond = @inner_cond, is_stateless = true}> : (tensor<i32>) -> tensor<i32>
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %next, %inner : tensor<i32>, tensor<i32>
}
func.func private @inner_cond(%j: tensor<i32>) -> tensor<i1> {
  %hundred = "tf.Const"() <{value = dense<100> : tensor<i32>}> : () -> tensor<i32>
  %q = "tf.Less"(%j, %hundred) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %q : tensor<i1>
}
func.func private @inner_body(%j: tensor<i32>) -> tensor<i32> {
  %two = "tf.Const"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.Mul"(%j, %two) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %next : tensor<i32>
}

// -----

// A loop already in this form (its cond returns its last argument, the
// body computes the predicate) is left as it is.
// CHECK-LABEL: func @already_carried
// CHECK-NEXT:    "tf.Less"
// CHECK-NEXT:    "tf.While"({{.*}}) <{body = @carried_body, cond = @carried_cond, is_stateless = true}>
// CHECK-NOT:     _pred
func.func @already_carried(%i: tensor<i32>, %n: tensor<i32>) -> tensor<i32> {
  %p0 = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %0:3 = "tf.While"(%i, %n, %p0) <{body = @carried_body, cond = @carried_cond, is_stateless = true}> : (tensor<i32>, tensor<i32>, tensor<i1>) -> (tensor<i32>, tensor<i32>, tensor<i1>)
  return %0#0 : tensor<i32>
}
func.func private @carried_cond(%i: tensor<i32>, %n: tensor<i32>, %p: tensor<i1>) -> tensor<i1> {
  return %p : tensor<i1>
}
func.func private @carried_body(%i: tensor<i32>, %n: tensor<i32>, %p: tensor<i1>) -> (tensor<i32>, tensor<i32>, tensor<i1>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %q = "tf.Less"(%next, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %next, %n, %q : tensor<i32>, tensor<i32>, tensor<i1>
}

// -----

// A predicate that is not a bool (TensorFlow's truthiness: a non-zero
// number) keeps its type.
// CHECK-LABEL: func @i32_predicate
// CHECK-NEXT:    %[[P0:.*]] = "tf.Sub"(%arg1, %arg0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
// CHECK-NEXT:    "tf.While"(%arg0, %arg1, %[[P0]]) <{body = @step_with_pred, cond = @remaining_pred, is_stateless = true}> {T = [i32, i32, i32]} : (tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>)
// CHECK-LABEL: func private @remaining_pred
// CHECK-SAME:    (%{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>, %[[P:.*]]: tensor<i32>) -> tensor<i32>
// CHECK-NEXT:    return %[[P]] : tensor<i32>
// CHECK-LABEL: func private @step_with_pred
// CHECK-SAME:    -> (tensor<i32>, tensor<i32>, tensor<i32>)
// CHECK:         %[[P:.*]] = "tf.Sub"
// CHECK-NEXT:    return %{{.*}}, %{{.*}}, %[[P]] : tensor<i32>, tensor<i32>, tensor<i32>
func.func @i32_predicate(%i: tensor<i32>, %n: tensor<i32>) -> tensor<i32> {
  %0:2 = "tf.While"(%i, %n) <{body = @step, cond = @remaining, is_stateless = true}> {T = [i32, i32]} : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  return %0#0 : tensor<i32>
}
func.func private @remaining(%i: tensor<i32>, %n: tensor<i32>) -> tensor<i32> {
  %r = "tf.Sub"(%n, %i) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func private @step(%i: tensor<i32>, %n: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %next, %n : tensor<i32>, tensor<i32>
}

// -----

// Shapes may differ between the loop's operands, the cond's arguments and
// the body's results (TensorFlow's v1 imports: `tensor<i32>` operands,
// `tensor<*xi32>` arguments): the cond's ops are cloned onto them as they
// are, and the predicate keeps the cond's result type (output_shapes gets
// an unranked entry).
// CHECK-LABEL: func @refined_shapes
// CHECK-NEXT:    %[[P0:.*]] = "tf.Less"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<*xi1>
// CHECK-NEXT:    "tf.While"(%arg0, %arg1, %[[P0]]) <{body = @loose_body_with_pred, cond = @loose_cond_pred, is_stateless = false}> {output_shapes = [#tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<*>]} : (tensor<i32>, tensor<i32>, tensor<*xi1>) -> (tensor<*xi32>, tensor<*xi32>, tensor<*xi1>)
// CHECK-LABEL: func private @loose_body_with_pred
// CHECK-SAME:    (%{{.*}}: tensor<*xi32>, %{{.*}}: tensor<*xi32>, %{{.*}}: tensor<*xi1>) -> (tensor<*xi32>, tensor<*xi32>, tensor<*xi1>)
func.func @refined_shapes(%i: tensor<i32>, %n: tensor<i32>) -> tensor<*xi32> {
  %0:2 = "tf.While"(%i, %n) <{body = @loose_body, cond = @loose_cond, is_stateless = false}> {output_shapes = [#tf_type.shape<>, #tf_type.shape<>]} : (tensor<i32>, tensor<i32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %0#0 : tensor<*xi32>
}
func.func private @loose_cond(%i: tensor<*xi32>, %n: tensor<*xi32>) -> tensor<*xi1> {
  %p = "tf.Less"(%i, %n) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi1>
  return %p : tensor<*xi1>
}
func.func private @loose_body(%i: tensor<*xi32>, %n: tensor<*xi32>) -> (tensor<*xi32>, tensor<*xi32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
  return %next, %n : tensor<*xi32>, tensor<*xi32>
}

// -----

// Left alone: a cond whose ops would not verify on the loop's operand
// types (a call must match its callee's signature exactly)...
// CHECK-LABEL: func @call_in_cond
// CHECK-NEXT:    "tf.While"(%arg0) <{body = @call_body, cond = @call_cond, is_stateless = true}>
// CHECK-NOT:     _pred
func.func @call_in_cond(%i: tensor<i32>) -> tensor<*xi32> {
  %0 = "tf.While"(%i) <{body = @call_body, cond = @call_cond, is_stateless = true}> : (tensor<i32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}
func.func private @call_cond(%i: tensor<*xi32>) -> tensor<*xi1> {
  %p = func.call @is_small(%i) : (tensor<*xi32>) -> tensor<*xi1>
  return %p : tensor<*xi1>
}
func.func private @is_small(%i: tensor<*xi32>) -> tensor<*xi1> {
  %ten = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
  %p = "tf.Less"(%i, %ten) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
  return %p : tensor<*xi1>
}
func.func private @call_body(%i: tensor<*xi32>) -> tensor<*xi32> {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
  return %next : tensor<*xi32>
}

// -----

// (The same when the types differ between the body's results and the
// cond's arguments instead: no new function is left behind.)
// CHECK-LABEL: func @call_in_cond_after_body
// CHECK-NEXT:    "tf.While"(%arg0) <{body = @narrowing_body, cond = @call_cond, is_stateless = true}>
// CHECK-NOT:     _pred
func.func @call_in_cond_after_body(%i: tensor<*xi32>) -> tensor<*xi32> {
  %0 = "tf.While"(%i) <{body = @narrowing_body, cond = @call_cond, is_stateless = true}> : (tensor<*xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}
func.func private @call_cond(%i: tensor<*xi32>) -> tensor<*xi1> {
  %p = func.call @is_small(%i) : (tensor<*xi32>) -> tensor<*xi1>
  return %p : tensor<*xi1>
}
func.func private @is_small(%i: tensor<*xi32>) -> tensor<*xi1> {
  %ten = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
  %p = "tf.Less"(%i, %ten) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
  return %p : tensor<*xi1>
}
func.func private @narrowing_body(%i: tensor<*xi32>) -> tensor<i32> {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<i32>
  return %next : tensor<i32>
}

// -----

// ...a cond of several blocks...
// CHECK-LABEL: func @multi_block_cond
// CHECK-NEXT:    "tf.While"(%arg0) <{body = @plain_body, cond = @branchy_cond, is_stateless = true}>
// CHECK-NOT:     _pred
func.func @multi_block_cond(%i: tensor<i32>) -> tensor<i32> {
  %0 = "tf.While"(%i) <{body = @plain_body, cond = @branchy_cond, is_stateless = true}> : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func private @branchy_cond(%i: tensor<i32>) -> tensor<i1> {
  "test.br"()[^bb1] : () -> ()
^bb1:
  %ten = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
  %p = "tf.Less"(%i, %ten) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @plain_body(%i: tensor<i32>) -> tensor<i32> {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %next = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %next : tensor<i32>
}

// -----

// ...and a body that is only a declaration.
// CHECK-LABEL: func @external_body
// CHECK-NEXT:    "tf.While"(%arg0) <{body = @extern_body, cond = @small, is_stateless = true}>
// CHECK-NOT:     _pred
func.func @external_body(%i: tensor<i32>) -> tensor<i32> {
  %0 = "tf.While"(%i) <{body = @extern_body, cond = @small, is_stateless = true}> : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func private @small(%i: tensor<i32>) -> tensor<i1> {
  %ten = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
  %p = "tf.Less"(%i, %ten) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @extern_body(tensor<i32>) -> tensor<i32>
