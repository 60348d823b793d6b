// RUN: tfrt-opt %s --split-input-file --verify-diagnostics --tf-to-corert | FileCheck %s

// The signature gains a chain; the op handler is acquired once; each op is a
// corert.executeop with its attributes (properties, discardable ones and
// the derived type attributes), without `device` and `_*`.
// CHECK-LABEL: func @basic
// CHECK-SAME: (%[[CH:.*]]: !tfrt.chain, %[[A:.*]]: !corert.tensorhandle, %[[B:.*]]: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle)
// CHECK-NEXT: %[[CPU:.*]] = corert.get_op_handler %[[CH]] "cpu"
// CHECK-NEXT: %[[M:.*]] = corert.executeop(%[[CPU]]) "tf.MatMul"(%[[A]], %[[B]]) {T = f32, transpose_a = false, transpose_b = true} : 1
// CHECK-NEXT: %[[C:.*]] = corert.executeop(%[[CPU]]) "tf.Cast"(%[[M]]) {DstT = i32, SrcT = f32, Truncate = false} : 1
// CHECK-NEXT: tfrt.return %[[CH]], %[[C]] : !tfrt.chain, !corert.tensorhandle
func.func @basic(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x2xi32> {
  %0 = "tf.MatMul"(%a, %b) <{transpose_a = false, transpose_b = true}> {device = "", _class = ["x"]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  %1 = "tf.Cast"(%0) <{Truncate = false}> : (tensor<2x2xf32>) -> tensor<2x2xi32>
  return %1 : tensor<2x2xi32>
}

// -----

// Result counts TF derives and does not print (Split's and SplitV's
// `num_split`, Unpack's `num`) reach the runtime as attributes.
// CHECK-LABEL: func @result_counts
// CHECK: "tf.Split"(%{{.*}}, %{{.*}}) {T = f32, num_split = 2 : i64} : 2
// CHECK: "tf.SplitV"(%{{.*}}, %{{.*}}, %{{.*}}) {T = f32, Tlen = i32, num_split = 2 : i64} : 2
// CHECK: "tf.Unpack"(%{{.*}}) {T = f32, axis = 0 : i64, num = 4 : i64} : 4
func.func @result_counts(%d: tensor<i32>, %x: tensor<4x2xf32>, %s: tensor<2xi32>) -> tensor<2xf32> {
  %0:2 = "tf.Split"(%d, %x) : (tensor<i32>, tensor<4x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>)
  %1:2 = "tf.SplitV"(%x, %s, %d) : (tensor<4x2xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<1x2xf32>, tensor<3x2xf32>)
  %2:4 = "tf.Unpack"(%x) <{axis = 0 : i64}> : (tensor<4x2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  return %2#0 : tensor<2xf32>
}

// -----

// Constants; Identity and NoOp disappear.
// CHECK-LABEL: func @constants
// CHECK-NEXT: %[[D:.*]] = corert.const_dense_tensor dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %[[S:.*]] = corert.const_string_tensor {shape = [2], value = ["a", "b"]}
// CHECK-NEXT: tfrt.return %arg0, %[[D]], %[[S]], %arg1
func.func @constants(%x: tensor<f32>) -> (tensor<2xi32>, tensor<2x!tf_type.string>, tensor<f32>) {
  %0 = "tf.Const"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %1 = "tf.Const"() <{value = dense<["a", "b"]> : tensor<2x!tf_type.string>}> : () -> tensor<2x!tf_type.string>
  %2 = "tf.Identity"(%x) : (tensor<f32>) -> tensor<f32>
  "tf.NoOp"() : () -> ()
  return %0, %1, %2 : tensor<2xi32>, tensor<2x!tf_type.string>, tensor<f32>
}

// -----

// Side-effecting ops (and unregistered ones whose effects are unknown)
// thread the chain in program order; pure ops do not. The function returns
// the last chain.
// CHECK-LABEL: func @side_effects
// CHECK-SAME: (%[[CH0:.*]]: !tfrt.chain, %[[V:.*]]: !corert.tensorhandle, %[[X:.*]]: !corert.tensorhandle)
// CHECK:      %[[CH1:.*]] = corert.executeop.seq(%[[CPU:.*]], %[[CH0]]) "tf.AssignVariableOp"(%[[V]], %[[X]])
// CHECK-NEXT: %[[N:.*]] = corert.executeop(%[[CPU]]) "tf.Neg"(%[[X]]) {T = f32} : 1
// CHECK-NEXT: %[[CH2:.*]] = corert.executeop.seq(%[[CPU]], %[[CH1]]) "tf.Print"(%[[N]]) {message = "n"}
// CHECK-NEXT: tfrt.return %[[CH2]], %[[N]]
func.func @side_effects(%v: tensor<!tf_type.resource>, %x: tensor<f32>) -> tensor<f32> {
  "tf.AssignVariableOp"(%v, %x) : (tensor<!tf_type.resource>, tensor<f32>) -> ()
  %0 = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32>
  "tf.Print"(%0) {message = "n"} : (tensor<f32>) -> ()
  return %0 : tensor<f32>
}

// -----

// An unregistered op is ordered on the chain unless TensorFlow's op registry
// marks it stateless (passes/TFPureOps.def): Einsum and Erf are pure here,
// RandomUniform keeps its chain.
// CHECK-LABEL: func @unregistered_ops
// CHECK:      %[[E:.*]] = corert.executeop(%[[CPU:.*]]) "tf.Einsum"(%arg1, %arg1) {N = 2 : i64, T = f32, equation = "ij,jk->ik"} : 1
// CHECK-NEXT: %[[F:.*]] = corert.executeop(%[[CPU]]) "tf.Erf"(%[[E]]) {T = f32} : 1
// CHECK-NEXT: %[[CH:.*]], %[[R:.*]] = corert.executeop.seq(%[[CPU]], %arg0) "tf.RandomUniform"(%arg2) {T = i32, dtype = f32, seed = 0 : i64, seed2 = 0 : i64} : 1
// CHECK-NEXT: tfrt.return %[[CH]], %[[F]], %[[R]]
func.func @unregistered_ops(%x: tensor<2x2xf32>, %s: tensor<2xi32>) -> (tensor<2x2xf32>, tensor<?x?xf32>) {
  %0 = "tf.Einsum"(%x, %x) {N = 2 : i64, T = f32, equation = "ij,jk->ik"} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "tf.Erf"(%0) {T = f32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = "tf.RandomUniform"(%s) {T = i32, dtype = f32, seed = 0 : i64, seed2 = 0 : i64} : (tensor<2xi32>) -> tensor<?x?xf32>
  return %1, %2 : tensor<2x2xf32>, tensor<?x?xf32>
}

// -----

// Resource arguments are variable handles: reads, writes and handles are
// side-effecting ops, in program order on the chain; a resource Cast only
// refines the handle's type, so it is its operand.
// CHECK-LABEL: func @variables
// CHECK-SAME: (%[[CH0:.*]]: !tfrt.chain, %[[X:.*]]: !corert.tensorhandle, %[[V:.*]]: !corert.tensorhandle)
// CHECK:      %[[RCH:.*]], %[[R:.*]] = corert.executeop.seq(%[[CPU:.*]], %[[CH0]]) "tf.ReadVariableOp"(%[[V]]) {dtype = f32} : 1
// CHECK-NEXT: %[[S:.*]] = corert.executeop(%[[CPU]]) "tf.AddV2"(%[[X]], %[[R]])
// CHECK-NEXT: %[[CH2:.*]] = corert.executeop.seq(%[[CPU]], %[[RCH]]) "tf.AssignAddVariableOp"(%[[V]], %[[S]]) {dtype = f32}
// CHECK-NEXT: %[[HCH:.*]], %[[H:.*]] = corert.executeop.seq(%[[CPU]], %[[CH2]]) "tf.VarHandleOp"() {container = "", dtype = f32, shape = #tf_type.shape<2>, shared_name = "w"} : 1
// CHECK-NEXT: %[[CH4:.*]] = corert.executeop.seq(%[[CPU]], %[[HCH]]) "tf.AssignVariableOp"(%[[H]], %[[S]]) {dtype = f32, validate_shape = true}
// CHECK-NEXT: tfrt.return %[[CH4]], %[[S]]
func.func @variables(%x: tensor<2xf32>, %v: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32> {
  %r = "tf.Cast"(%v) <{Truncate = false}> : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<!tf_type.resource>
  %0 = "tf.ReadVariableOp"(%r) : (tensor<!tf_type.resource>) -> tensor<2xf32>
  %1 = "tf.AddV2"(%x, %0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "tf.AssignAddVariableOp"(%r, %1) : (tensor<!tf_type.resource>, tensor<2xf32>) -> ()
  %w = "tf.VarHandleOp"() <{container = "", shared_name = "w"}> : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  "tf.AssignVariableOp"(%w, %1) <{validate_shape = true}> : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
  return %1 : tensor<2xf32>
}

// -----

// tf.If -> corert.cond on the predicate tensor handle; the branch functions
// are lowered too and take and return the chain.
// CHECK-LABEL: func @if
// CHECK: %[[R:.*]]:2 = corert.cond %arg1 @then @else(%arg0, %arg2) : (!corert.tensorhandle) -> (!corert.tensorhandle)
// CHECK: tfrt.return %[[R]]#0, %[[R]]#1
// CHECK-LABEL: func private @then
// CHECK-SAME: (%arg0: !tfrt.chain, %arg1: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle)
// CHECK-LABEL: func private @else
// CHECK-SAME: (%arg0: !tfrt.chain, %arg1: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle)
func.func @if(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.If"(%p, %x) <{then_branch = @then, else_branch = @else, is_stateless = true}> : (tensor<i1>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @then(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
func.func private @else(%x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// tf.While -> corert.while: the cond function returns (chain, predicate).
// CHECK-LABEL: func @while
// CHECK: %[[W:.*]]:3 = corert.while @cond @body(%arg0, %arg1, %arg2) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle, !corert.tensorhandle)
// CHECK: tfrt.return %[[W]]#0, %[[W]]#1
// CHECK-LABEL: func private @cond
// CHECK-SAME: -> (!tfrt.chain, !corert.tensorhandle)
// CHECK: "tf.Less"
// CHECK-LABEL: func private @body
// CHECK-SAME: -> (!tfrt.chain, !corert.tensorhandle, !corert.tensorhandle)
func.func @while(%i: tensor<i32>, %n: tensor<i32>) -> tensor<i32> {
  %0:2 = "tf.While"(%i, %n) <{cond = @cond, body = @body, is_stateless = true}> : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  return %0#0 : tensor<i32>
}
func.func private @cond(%i: tensor<i32>, %n: tensor<i32>) -> tensor<i1> {
  %0 = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func private @body(%i: tensor<i32>, %n: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %0 = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0, %n : tensor<i32>, tensor<i32>
}

// -----

// tf.Case -> tfrt.case on the index as an i32; calls -> tfrt.call.
// CHECK-LABEL: func @case_and_calls
// CHECK: %[[I:.*]] = corert.tensorhandle_to_int32 %arg1
// CHECK: %[[C:.*]]:2 = tfrt.case %[[I]] [@b0, @b1](%arg0, %arg2) : (!tfrt.chain, !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle)
// CHECK: %[[S:.*]]:2 = tfrt.call @b0(%[[C]]#0, %[[C]]#1) : (!tfrt.chain, !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle)
// CHECK: %[[F:.*]]:2 = tfrt.call @b1(%[[S]]#0, %[[S]]#1) : (!tfrt.chain, !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle)
// CHECK: %[[P:.*]]:2 = tfrt.call @b0(%[[F]]#0, %[[F]]#1)
// CHECK: tfrt.return %[[P]]#0, %[[P]]#1
func.func @case_and_calls(%i: tensor<i32>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Case"(%i, %x) {branches = [@b0, @b1], is_stateless = true} : (tensor<i32>, tensor<f32>) -> tensor<f32>
  %1 = "tf.StatefulPartitionedCall"(%0) <{config = "", config_proto = "", executor_type = "", f = @b0}> : (tensor<f32>) -> tensor<f32>
  %2 = func.call @b1(%1) : (tensor<f32>) -> tensor<f32>
  %3 = "tf.PartitionedCall"(%2) <{config = "", config_proto = "", executor_type = "", f = @b0}> : (tensor<f32>) -> tensor<f32>
  return %3 : tensor<f32>
}
func.func private @b0(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
func.func private @b1(%x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Function-valued attributes of other ops go to op_func_attrs by name.
// CHECK-LABEL: func @func_attr
// CHECK: corert.executeop(%{{.*}}) "tf.MapDataset"(%arg1) {output_types = [f32]} {f = "b0"} : 1
func.func @func_attr(%x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.MapDataset"(%x) {f = @b0, output_types = [f32]} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @b0(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}

// -----

// The op handler name is an option.
// RUN: tfrt-opt %s --split-input-file --verify-diagnostics --tf-to-corert=op-handler=gpu | FileCheck %s --check-prefix=GPU
// GPU: corert.get_op_handler %arg0 "gpu"
func.func @handler(%x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Diagnostics: what cannot be lowered is named at its location.
func.func @region_op(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'tf.IfRegion' must be outlined first (tf-region-control-flow-to-functional)}}
  %0 = "tf.IfRegion"(%p) <{is_stateless = true}> ({
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }, {
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// expected-error @+1 {{argument of type 'i32' cannot be lowered to a tensor handle}}
func.func @scalar_arg(%x: i32) -> i32 {
  return %x : i32
}

// -----

func.func @other_dialect(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'arith.negf' cannot be lowered to corert}}
  %0 = arith.negf %x : tensor<f32>
  return %0 : tensor<f32>
}
