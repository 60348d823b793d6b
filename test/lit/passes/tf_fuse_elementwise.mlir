// RUN: tfrt-opt %s --split-input-file --tf-fuse-elementwise | FileCheck %s
// RUN: tfrt-opt %s --split-input-file --tf-fuse-elementwise=ops=tf.Mul,tf.AddV2 | FileCheck %s --check-prefix=OPS
// RUN: tfrt-opt %s --split-input-file --tf-fuse-elementwise=max-constant-elements=0 | FileCheck %s --check-prefix=NOCST
// RUN: tfrt-opt %s --split-input-file --tf-fuse-elementwise --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// RUN: tfrt-opt %s --split-input-file --tf-fuse-elementwise=max-cluster-size=2 | FileCheck %s --check-prefix=CAP

// Clusters of element-wise ops become one tf._FusedElementwise each.
// Values are numbered: the op's operands, then fused_constants, then the
// result of each sub-op (fused_ops[i] on the values fused_operands[i]).

// A chain: Mul, AddV2, Neg on %x, %y (values 0, 1) make values 2, 3, 4;
// the op returns value 4. Each sub-op keeps the attributes its own
// corert.executeop would get: the derived T, not `device`.
// CHECK-LABEL: func @chain
// CHECK-NEXT: %[[F:.*]] = "tf._FusedElementwise"(%arg0, %arg1) <{fused_attrs = [{T = f32}, {T = f32}, {T = f32}], fused_constants = [], fused_operands = {{\[}}[0, 1], [2, 1], [3]], fused_ops = ["tf.Mul", "tf.AddV2", "tf.Neg"], fused_results = [4]}> : (tensor<f32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %[[F]]
// The fused op's location fuses its members', one per sub-op and in order,
// neither deduplicated nor flattened: the runtime reports a sub-op's error
// at location i of the fused op's.
// LOC-LABEL: func @chain
// LOC: "tf._FusedElementwise"{{.*}} loc(fused["mul", "add", "neg"])
func.func @chain(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Mul"(%x, %y) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32> loc("mul")
  %1 = "tf.AddV2"(%0, %y) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32> loc("add")
  %2 = "tf.Neg"(%1) {device = ""} : (tensor<f32>) -> tensor<f32> loc("neg")
  return %2 : tensor<f32>
}

// -----

// LOC-LABEL: func @one_location_per_sub_op
// LOC: "tf._FusedElementwise"{{.*}} loc(fused["same", "same", fused["a", "b"]])
func.func @one_location_per_sub_op(%x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32> loc("same")
  %1 = "tf.Exp"(%0) : (tensor<f32>) -> tensor<f32> loc("same")
  %2 = "tf.Neg"(%1) : (tensor<f32>) -> tensor<f32> loc(fused["a", "b"])
  return %2 : tensor<f32>
}

// -----

// A tf.Const operand of at most 16 elements (max-constant-elements) is
// inlined into fused_constants, identical values once: 0.5 (value 1) for
// both %half and %half2, [1.0] (value 2). The 17-element %big stays an
// operand. The tf.Consts stay, for canonicalize to remove.
// CHECK-LABEL: func @constants
// CHECK:      %[[BIG:.*]] = "tf.Const"() <{value = dense<2.000000e+00> : tensor<17xf32>}>
// CHECK-NEXT: %[[F:.*]] = "tf._FusedElementwise"(%arg0, %[[BIG]]) <{fused_attrs = [{T = f32}, {T = f32}, {T = f32}, {T = f32}, {T = f32}], fused_constants = [dense<5.000000e-01> : tensor<f32>, dense<1.000000e+00> : tensor<1xf32>], fused_operands = {{\[}}[0, 2], [4, 3], [5, 2], [6, 2], [7, 1]], fused_ops = ["tf.Mul", "tf.AddV2", "tf.Mul", "tf.Sub", "tf.AddV2"], fused_results = [8]}>
// CHECK-NEXT: return %[[F]]
// With max-constant-elements=0 every constant is an operand (once each).
// NOCST-LABEL: func @constants
// NOCST: "tf._FusedElementwise"(%arg0, %cst, %cst_1, %cst_0, %cst_2) <{{{.*}}fused_constants = [], fused_operands = {{\[}}[0, 1], [5, 2], [6, 3], [7, 1], [8, 4]]
func.func @constants(%x: tensor<17xf32>) -> tensor<17xf32> {
  %half = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %half2 = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %one = "tf.Const"() <{value = dense<1.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %big = "tf.Const"() <{value = dense<2.000000e+00> : tensor<17xf32>}> : () -> tensor<17xf32>
  %0 = "tf.Mul"(%x, %half) : (tensor<17xf32>, tensor<f32>) -> tensor<17xf32>
  %1 = "tf.AddV2"(%0, %one) : (tensor<17xf32>, tensor<1xf32>) -> tensor<17xf32>
  %2 = "tf.Mul"(%1, %half2) : (tensor<17xf32>, tensor<f32>) -> tensor<17xf32>
  %3 = "tf.Sub"(%2, %half) : (tensor<17xf32>, tensor<f32>) -> tensor<17xf32>
  %4 = "tf.AddV2"(%3, %big) : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  return %4 : tensor<17xf32>
}

// -----

// A diamond: value 1 (Neg) feeds Exp and Tanh, which Mul joins.
// CHECK-LABEL: func @diamond
// CHECK-NEXT: %[[F:.*]] = "tf._FusedElementwise"(%arg0) <{{{.*}}fused_operands = {{\[}}[0], [1], [1], [2, 3]], fused_ops = ["tf.Neg", "tf.Exp", "tf.Tanh", "tf.Mul"], fused_results = [4]}>
// CHECK-NEXT: return %[[F]]
func.func @diamond(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tf.Neg"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tf.Exp"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %2 = "tf.Tanh"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %3 = "tf.Mul"(%1, %2) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %3 : tensor<2xf32>
}

// -----

// Siblings: independent ops that share an operand (%x) are fused too; both
// results are used outside, so the op has two results, in member order.
// Operands are numbered in first-use order: %x, %y, %z.
// CHECK-LABEL: func @siblings
// CHECK-NEXT: %[[F:.*]]:2 = "tf._FusedElementwise"(%arg0, %arg1, %arg2) <{{{.*}}fused_operands = {{\[}}[0, 1], [2, 0]], fused_ops = ["tf.Mul", "tf.Sub"], fused_results = [3, 4]}> : (tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
// CHECK-NEXT: return %[[F]]#0, %[[F]]#1
func.func @siblings(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = "tf.Mul"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %1 = "tf.Sub"(%z, %x) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0, %1 : tensor<f32>, tensor<f32>
}

// -----

// A shared constant makes siblings too: the two counters of a while body
// (loop counter + 1, i + 1) and the float update become one op.
// CHECK-LABEL: func @shared_constant
// CHECK-NEXT: "tf.Const"
// CHECK-NEXT: %[[F:.*]]:3 = "tf._FusedElementwise"(%arg0, %arg1, %arg2) <{fused_attrs = [{T = i32}, {DstT = f32, SrcT = i32, Truncate = false}, {T = f32}, {T = i32}], fused_constants = [dense<1> : tensor<i32>], fused_operands = {{\[}}[0, 3], [1], [2, 5], [1, 3]], fused_ops = ["tf.AddV2", "tf.Cast", "tf.Mul", "tf.AddV2"], fused_results = [4, 6, 7]}>
// CHECK-NEXT: return %[[F]]#0, %[[F]]#2, %[[F]]#1
func.func @shared_constant(%counter: tensor<i32>, %i: tensor<i32>, %x: tensor<4xf32>) -> (tensor<i32>, tensor<i32>, tensor<4xf32>) {
  %one = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %0 = "tf.AddV2"(%counter, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %1 = "tf.Cast"(%i) <{Truncate = false}> : (tensor<i32>) -> tensor<f32>
  %2 = "tf.Mul"(%x, %1) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %3 = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0, %3, %2 : tensor<i32>, tensor<i32>, tensor<4xf32>
}

// -----

// Not one cluster: the MatMul uses %1 and feeds %3, so it must run between
// them. Merging is legal only if every outside user of a member comes after
// the cluster's last member; here that makes two clusters, {Mul, Relu}
// before the MatMul and {AddV2, Sigmoid} after it.
// CHECK-LABEL: func @outside_op_between
// CHECK-NEXT: %[[A:.*]]:2 = "tf._FusedElementwise"(%arg0) <{{{.*}}fused_ops = ["tf.Mul", "tf.Relu"], fused_results = [1, 2]}>
// CHECK-NEXT: %[[M:.*]] = "tf.MatMul"(%[[A]]#1, %arg1)
// CHECK-NEXT: %[[B:.*]] = "tf._FusedElementwise"(%[[M]], %[[A]]#0) <{{{.*}}fused_operands = {{\[}}[0, 1], [2]], fused_ops = ["tf.AddV2", "tf.Sigmoid"], fused_results = [3]}>
// CHECK-NEXT: return %[[B]]
func.func @outside_op_between(%x: tensor<2x2xf32>, %w: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "tf.Mul"(%x, %x) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "tf.Relu"(%0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = "tf.MatMul"(%1, %w) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %3 = "tf.AddV2"(%2, %0) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %4 = "tf.Sigmoid"(%3) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %4 : tensor<2x2xf32>
}

// -----

// Siblings are not merged across an op that uses the first one: the MatMul
// needs %0 before %2 is computed.
// CHECK-LABEL: func @siblings_outside_op_between
// CHECK-NOT: tf._FusedElementwise
// CHECK: return
func.func @siblings_outside_op_between(%x: tensor<2x2xf32>, %y: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %two = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.Mul"(%x, %two) : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  %1 = "tf.MatMul"(%0, %y) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = "tf.Mul"(%1, %two) : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0, %2 : tensor<2x2xf32>, tensor<2x2xf32>
}

// -----

// A use after the last member is fine: the fused op returns %0 as well.
// CHECK-LABEL: func @use_after_last
// CHECK-NEXT: %[[F:.*]]:2 = "tf._FusedElementwise"(%arg0) <{{{.*}}fused_ops = ["tf.Mul", "tf.Sqrt"], fused_results = [1, 2]}>
// CHECK-NEXT: %[[M:.*]] = "tf.MatMul"(%[[F]]#0, %arg1)
// CHECK-NEXT: return %[[F]]#1, %[[M]]
func.func @use_after_last(%x: tensor<2x2xf32>, %w: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %0 = "tf.Mul"(%x, %x) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "tf.Sqrt"(%0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = "tf.MatMul"(%0, %w) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %1, %2 : tensor<2x2xf32>, tensor<2x2xf32>
}

// -----

// Element types: integers (signless, unsigned, bool) and floats are fused;
// strings and complex numbers are not. Ops without an ODS definition
// (FloorMod, LogicalAnd) are fused by name with their stored attributes,
// minus `device` and the internal `_*` ones.
// CHECK-LABEL: func @types
// CHECK-NEXT: %[[S0:.*]] = "tf.Add"(%arg0, %arg0)
// CHECK-NEXT: %[[S1:.*]] = "tf.Add"(%[[S0]], %arg0)
// CHECK-NEXT: %[[C0:.*]] = "tf.Mul"(%arg1, %arg1)
// CHECK-NEXT: %[[C1:.*]] = "tf.Neg"(%[[C0]])
// CHECK-NEXT: %[[F:.*]]:2 = "tf._FusedElementwise"(%arg2, %arg4, %arg3) <{fused_attrs = [{T = i32}, {DstT = i32, SrcT = ui8}, {T = i32}, {T = i32}, {}], fused_constants = [], fused_operands = {{\[}}[0, 0], [1], [3, 4], [5, 0], [6, 2]], fused_ops = ["tf.FloorMod", "tf.Cast", "tf.AddV2", "tf.Greater", "tf.LogicalAnd"], fused_results = [5, 7]}> : (tensor<3xi32>, tensor<ui8>, tensor<3xi1>) -> (tensor<3xi32>, tensor<3xi1>)
// CHECK-NEXT: return %[[S1]], %[[C1]], %[[F]]#0, %[[F]]#1
func.func @types(%s: tensor<2x!tf_type.string>, %c: tensor<complex<f32>>, %i: tensor<3xi32>, %b: tensor<3xi1>, %u: tensor<ui8>) -> (tensor<2x!tf_type.string>, tensor<complex<f32>>, tensor<3xi32>, tensor<3xi1>) {
  %0 = "tf.Add"(%s, %s) : (tensor<2x!tf_type.string>, tensor<2x!tf_type.string>) -> tensor<2x!tf_type.string>
  %1 = "tf.Add"(%0, %s) : (tensor<2x!tf_type.string>, tensor<2x!tf_type.string>) -> tensor<2x!tf_type.string>
  %2 = "tf.Mul"(%c, %c) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  %3 = "tf.Neg"(%2) : (tensor<complex<f32>>) -> tensor<complex<f32>>
  %4 = "tf.FloorMod"(%i, %i) {T = i32, device = "", _class = ["loc:@x"]} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %5 = "tf.Cast"(%u) : (tensor<ui8>) -> tensor<i32>
  %6 = "tf.AddV2"(%4, %5) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  %7 = "tf.Greater"(%6, %i) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %8 = "tf.LogicalAnd"(%7, %b) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return %1, %3, %6, %8 : tensor<2x!tf_type.string>, tensor<complex<f32>>, tensor<3xi32>, tensor<3xi1>
}

// -----

// Cast's derived DstT/SrcT are materialized in fused_attrs (the runtime's
// Cast reads DstT); device and _output_shapes are dropped.
// CHECK-LABEL: func @cast
// CHECK-NEXT: "tf._FusedElementwise"(%arg0) <{fused_attrs = [{DstT = f32, SrcT = i32, Truncate = false}, {T = f32}], fused_constants = [], fused_operands = {{\[}}[0], [1]], fused_ops = ["tf.Cast", "tf.Rsqrt"], fused_results = [2]}> : (tensor<4xi32>) -> tensor<4xf32>
func.func @cast(%x: tensor<4xi32>) -> tensor<4xf32> {
  %0 = "tf.Cast"(%x) <{Truncate = false}> {device = "/job:localhost/replica:0/task:0/device:CPU:0", _output_shapes = [#tf_type.shape<4>]} : (tensor<4xi32>) -> tensor<4xf32>
  %1 = "tf.Rsqrt"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// `ops` restricts the fused ops (the pipeline passes the runtime's op list):
// with ops=tf.Mul,tf.AddV2 the Neg stays alone.
// CHECK-LABEL: func @restricted
// CHECK-NEXT: "tf._FusedElementwise"(%arg0, %arg1) <{{{.*}}fused_ops = ["tf.Mul", "tf.AddV2", "tf.Neg"]
// OPS-LABEL: func @restricted
// OPS-NEXT: %[[F:.*]] = "tf._FusedElementwise"(%arg0, %arg1) <{{{.*}}fused_ops = ["tf.Mul", "tf.AddV2"], fused_results = [3]}>
// OPS-NEXT: %[[N:.*]] = "tf.Neg"(%[[F]])
// OPS-NEXT: return %[[N]]
func.func @restricted(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Mul"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %1 = "tf.AddV2"(%0, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %2 = "tf.Neg"(%1) : (tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}

// -----

// A cluster whose results are all unused is left alone (a fused op needs a
// result); canonicalize removes the ops.
// CHECK-LABEL: func @dead
// CHECK-NEXT: "tf.Neg"
// CHECK-NEXT: "tf.Exp"
// CHECK-NEXT: return %arg0
func.func @dead(%x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32>
  %1 = "tf.Exp"(%0) : (tensor<f32>) -> tensor<f32>
  return %x : tensor<f32>
}

// -----

// Every block is clustered on its own. An op holding a use in its region
// counts as that use: the IfRegion uses %0 between the Neg and the Sub, so
// they stay apart.
// CHECK-LABEL: func @regions
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%arg1)
// CHECK-NEXT: %[[IF:.*]] = "tf.IfRegion"
// CHECK-NEXT: %[[T:.*]] = "tf._FusedElementwise"(%[[N]]) <{{{.*}}fused_ops = ["tf.Exp", "tf.Log"]
// CHECK-NEXT: "tf.Yield"(%[[T]])
// CHECK:      %[[F:.*]] = "tf._FusedElementwise"(%[[N]], %[[IF]]) <{{{.*}}fused_ops = ["tf.Sub", "tf.Square"]
// CHECK-NEXT: return %[[F]]
func.func @regions(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32>
  %1 = "tf.IfRegion"(%p) <{is_stateless = true}> ({
    %a = "tf.Exp"(%0) : (tensor<f32>) -> tensor<f32>
    %b = "tf.Log"(%a) : (tensor<f32>) -> tensor<f32>
    "tf.Yield"(%b) : (tensor<f32>) -> ()
  }, {
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  %2 = "tf.Sub"(%0, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %3 = "tf.Square"(%2) : (tensor<f32>) -> tensor<f32>
  return %3 : tensor<f32>
}

// -----

// A cluster has at most max-cluster-size ops (default 1024): with 2, a chain
// of five sharing a constant becomes two fused pairs and the last op alone.
// CHECK-LABEL: func @long_chain
// CHECK-NEXT: "tf.Const"
// CHECK-NEXT: %[[F:.*]] = "tf._FusedElementwise"(%arg0) <{{{.*}}fused_ops = ["tf.AddV2", "tf.Mul", "tf.Sub", "tf.AddV2", "tf.Mul"]
// CHECK-NEXT: return %[[F]]
// CAP-LABEL: func @long_chain
// CAP-NEXT: "tf.Const"
// CAP-NEXT: %[[A:.*]] = "tf._FusedElementwise"(%arg0) <{{{.*}}fused_ops = ["tf.AddV2", "tf.Mul"], fused_results = [3]}>
// CAP-NEXT: %[[B:.*]] = "tf._FusedElementwise"(%[[A]]) <{{{.*}}fused_ops = ["tf.Sub", "tf.AddV2"], fused_results = [3]}>
// CAP-NEXT: %[[C:.*]] = "tf.Mul"(%[[B]], %{{.*}})
// CAP-NEXT: return %[[C]]
func.func @long_chain(%x: tensor<f32>) -> tensor<f32> {
  %c = "tf.Const"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.AddV2"(%x, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %1 = "tf.Mul"(%0, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %2 = "tf.Sub"(%1, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %3 = "tf.AddV2"(%2, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %4 = "tf.Mul"(%3, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %4 : tensor<f32>
}
