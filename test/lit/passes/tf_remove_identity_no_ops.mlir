// RUN: tfrt-opt %s --split-input-file --tf-remove-identity | FileCheck %s
// RUN: tfrt-opt %s --split-input-file '--tf-remove-identity=reshapes=false' | FileCheck %s --check-prefix=NORESHAPE

// StopGradient, PreventGradient and Snapshot are identities when a model
// runs: they go (with or without `reshapes`), unless they change the type.
// CHECK-LABEL: func @gradient_identities
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%arg0)
// CHECK-NEXT: %[[R:.*]] = "tf.StopGradient"(%[[N]]) : (tensor<2xf32>) -> tensor<*xf32>
// CHECK-NEXT: return %[[N]], %[[R]]
// NORESHAPE-LABEL: func @gradient_identities
// NORESHAPE-NOT: "tf.Snapshot"
// NORESHAPE-NOT: "tf.PreventGradient"
func.func @gradient_identities(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<*xf32>) {
  %0 = "tf.StopGradient"(%x) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tf.Neg"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %2 = "tf.PreventGradient"(%1) <{message = "no"}> : (tensor<2xf32>) -> tensor<2xf32>
  %3 = "tf.Snapshot"(%2) : (tensor<2xf32>) -> tensor<2xf32>
  %4 = "tf.StopGradient"(%3) : (tensor<2xf32>) -> tensor<*xf32>
  return %3, %4 : tensor<2xf32>, tensor<*xf32>
}

// -----

// No-op shape ops with a static type go; a chain collapses into one
// Reshape of its first operand (Keras' bias Reshape([1, 1, 1, C]) +
// Squeeze is no op at all; [6] -> [2, 3] -> [2, 3, 1] -> [3, 2] is one
// Reshape). Without `reshapes` they stay.
// CHECK-LABEL: func @shape_no_ops
// CHECK-DAG: %[[S:.*]] = "tf.Const"() <{value = dense<[3, 2]> : tensor<2xi32>}>
// CHECK-DAG: %[[R:.*]] = "tf.Reshape"(%arg1, %[[S]]) : (tensor<6xf32>, tensor<2xi32>) -> tensor<3x2xf32>
// CHECK: return %arg0, %arg0, %[[R]]
// NORESHAPE-LABEL: func @shape_no_ops
// NORESHAPE-COUNT-2: "tf.Reshape"
// NORESHAPE: "tf.Squeeze"
func.func @shape_no_ops(%b: tensor<8xf32>, %v: tensor<6xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<3x2xf32>) {
  %s4 = "tf.Const"() <{value = dense<[1, 1, 1, 8]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = "tf.Reshape"(%b, %s4) : (tensor<8xf32>, tensor<4xi32>) -> tensor<1x1x1x8xf32>
  %1 = "tf.Squeeze"(%0) <{squeeze_dims = []}> : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
  %s1 = "tf.Const"() <{value = dense<8> : tensor<1xi32>}> : () -> tensor<1xi32>
  %2 = "tf.Reshape"(%b, %s1) : (tensor<8xf32>, tensor<1xi32>) -> tensor<8xf32>
  %s23 = "tf.Const"() <{value = dense<[2, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %3 = "tf.Reshape"(%v, %s23) : (tensor<6xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  %m1 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
  %4 = "tf.ExpandDims"(%3, %m1) : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x3x1xf32>
  %s32 = "tf.Const"() <{value = dense<[3, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %5 = "tf.Reshape"(%4, %s32) : (tensor<2x3x1xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  return %1, %2, %5 : tensor<8xf32>, tensor<8xf32>, tensor<3x2xf32>
}

// -----

// Kept: a Reshape of a dynamic type (tensor<?x8xf32> may be 2x8 reshaped
// to 4x4... or not), a Squeeze of a dynamic dimension that may be 1, and a
// chain whose result is not static.
// CHECK-LABEL: func @dynamic_kept
// CHECK: "tf.Reshape"(%arg0
// CHECK: "tf.Squeeze"(%arg1)
// CHECK: %[[E:.*]] = "tf.ExpandDims"(%arg2
// CHECK: "tf.Reshape"(%[[E]]
func.func @dynamic_kept(%x: tensor<?x8xf32>, %y: tensor<?x8xf32>, %z: tensor<?xf32>, %shape: tensor<2xi32>) -> (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?x?xf32>) {
  %0 = "tf.Reshape"(%x, %shape) : (tensor<?x8xf32>, tensor<2xi32>) -> tensor<?x8xf32>
  %1 = "tf.Squeeze"(%y) <{squeeze_dims = []}> : (tensor<?x8xf32>) -> tensor<?x8xf32>
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %2 = "tf.ExpandDims"(%z, %zero) : (tensor<?xf32>, tensor<i32>) -> tensor<1x?xf32>
  %3 = "tf.Reshape"(%2, %shape) : (tensor<1x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0, %1, %3 : tensor<?x8xf32>, tensor<?x8xf32>, tensor<?x?xf32>
}

// -----

// EnsureShape goes when the operand's static type has the shape (unknown
// dimensions of the shape match anything), stays when the check may fail.
// CHECK-LABEL: func @ensure_shape
// CHECK-NOT: "tf.EnsureShape"(%arg0)
// CHECK: %[[E:.*]] = "tf.EnsureShape"(%arg1) <{shape = #tf_type.shape<2x3>}>
// CHECK: return %arg0, %arg0, %[[E]]
func.func @ensure_shape(%x: tensor<2x3xf32>, %y: tensor<?x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>) {
  %0 = "tf.EnsureShape"(%x) <{shape = #tf_type.shape<2x3>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "tf.EnsureShape"(%x) <{shape = #tf_type.shape<?x3>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "tf.EnsureShape"(%y) <{shape = #tf_type.shape<2x3>}> : (tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>
}
