// RUN: tfrt-opt %s --split-input-file --tf-fuse-layer-norm | FileCheck %s

// Keras 3's LayerNormalization(epsilon=1e-3) on [2, 3, 4], as TF exports it
// (tf.nn.moments, then the batch-norm arithmetic): one tf._MklLayerNorm with
// gamma and beta as [4] constants; the whole chain goes.
// CHECK-LABEL: func @keras3
// CHECK-DAG: %[[G:.*]] = "tf.Const"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}>
// CHECK-DAG: %[[B:.*]] = "tf.Const"() <{value = dense<[5.000000e-01, 0.000000e+00, -5.000000e-01, 1.000000e+00]> : tensor<4xf32>}>
// CHECK:     %[[Y:.*]] = "tf._MklLayerNorm"(%arg0, %[[G]], %[[B]]) <{epsilon = 1.000000e-03 : f32}> : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %[[Y]]
// CHECK-NOT: tf.Mean
func.func @keras3(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %axis = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %eps = "tf.Const"() <{value = dense<1.0e-3> : tensor<f32>}> : () -> tensor<f32>
  %gamma = "tf.Const"() <{value = dense<[[[1.0, 2.0, 3.0, 4.0]]]> : tensor<1x1x4xf32>}> : () -> tensor<1x1x4xf32>
  %beta = "tf.Const"() <{value = dense<[[[0.5, 0.0, -0.5, 1.0]]]> : tensor<1x1x4xf32>}> : () -> tensor<1x1x4xf32>
  %m = "tf.Mean"(%x, %axis) <{keep_dims = true}> : (tensor<2x3x4xf32>, tensor<1xi32>) -> tensor<2x3x1xf32>
  %neg = "tf.Neg"(%m) : (tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sq = "tf.SquaredDifference"(%x, %m) : (tensor<2x3x4xf32>, tensor<2x3x1xf32>) -> tensor<2x3x4xf32>
  %v = "tf.Mean"(%sq, %axis) <{keep_dims = true}> : (tensor<2x3x4xf32>, tensor<1xi32>) -> tensor<2x3x1xf32>
  %ve = "tf.AddV2"(%v, %eps) : (tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
  %r = "tf.Rsqrt"(%ve) : (tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %inv = "tf.Mul"(%r, %gamma) : (tensor<2x3x1xf32>, tensor<1x1x4xf32>) -> tensor<2x3x4xf32>
  %nm = "tf.Mul"(%neg, %inv) : (tensor<2x3x1xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %shift = "tf.AddV2"(%nm, %beta) : (tensor<2x3x4xf32>, tensor<1x1x4xf32>) -> tensor<2x3x4xf32>
  %xs = "tf.Mul"(%x, %inv) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %y = "tf.AddV2"(%xs, %shift) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %y : tensor<2x3x4xf32>
}

// -----

// tf.nn.batch_normalization's form, x * inv + (beta - m * inv), with every
// commutative op's operands the other way round, the axis as rank - 1 and a
// [4] gamma and beta; bfloat16.
// CHECK-LABEL: func @batch_normalization_commuted
// CHECK: "tf._MklLayerNorm"(%arg0, %{{.*}}, %{{.*}}) <{epsilon = 1.00135803E-5 : f32}> : (tensor<5x4xbf16>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<5x4xbf16>
// CHECK-NOT: tf.Rsqrt
func.func @batch_normalization_commuted(%x: tensor<5x4xbf16>) -> tensor<5x4xbf16> {
  %axis = "tf.Const"() <{value = dense<1> : tensor<1xi64>}> : () -> tensor<1xi64>
  %eps = "tf.Const"() <{value = dense<1.0e-5> : tensor<bf16>}> : () -> tensor<bf16>
  %gamma = "tf.Const"() <{value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xbf16>}> : () -> tensor<4xbf16>
  %beta = "tf.Const"() <{value = dense<[0.5, 0.0, -0.5, 1.0]> : tensor<4xbf16>}> : () -> tensor<4xbf16>
  %m = "tf.Mean"(%x, %axis) <{keep_dims = true}> : (tensor<5x4xbf16>, tensor<1xi64>) -> tensor<5x1xbf16>
  %sq = "tf.SquaredDifference"(%m, %x) : (tensor<5x1xbf16>, tensor<5x4xbf16>) -> tensor<5x4xbf16>
  %v = "tf.Mean"(%sq, %axis) <{keep_dims = true}> : (tensor<5x4xbf16>, tensor<1xi64>) -> tensor<5x1xbf16>
  %ve = "tf.AddV2"(%eps, %v) : (tensor<bf16>, tensor<5x1xbf16>) -> tensor<5x1xbf16>
  %r = "tf.Rsqrt"(%ve) : (tensor<5x1xbf16>) -> tensor<5x1xbf16>
  %inv = "tf.Mul"(%gamma, %r) : (tensor<4xbf16>, tensor<5x1xbf16>) -> tensor<5x4xbf16>
  %mi = "tf.Mul"(%inv, %m) : (tensor<5x4xbf16>, tensor<5x1xbf16>) -> tensor<5x4xbf16>
  %shift = "tf.Sub"(%beta, %mi) : (tensor<4xbf16>, tensor<5x4xbf16>) -> tensor<5x4xbf16>
  %xs = "tf.Mul"(%inv, %x) : (tensor<5x4xbf16>, tensor<5x4xbf16>) -> tensor<5x4xbf16>
  %y = "tf.AddV2"(%shift, %xs) : (tensor<5x4xbf16>, tensor<5x4xbf16>) -> tensor<5x4xbf16>
  return %y : tensor<5x4xbf16>
}

// -----

// Neither gamma nor beta (center=False, scale=False): x * inv - m * inv,
// scale ones and offset zeros. A dynamic batch is fine: only C is needed.
// CHECK-LABEL: func @no_gamma_no_beta
// CHECK-DAG: %[[ONES:.*]] = "tf.Const"() <{value = dense<1.000000e+00> : tensor<3xf32>}>
// CHECK-DAG: %[[ZEROS:.*]] = "tf.Const"() <{value = dense<0.000000e+00> : tensor<3xf32>}>
// CHECK: "tf._MklLayerNorm"(%arg0, %[[ONES]], %[[ZEROS]]) <{epsilon = 1.000000e-03 : f32}> : (tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
func.func @no_gamma_no_beta(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %axis = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %eps = "tf.Const"() <{value = dense<1.0e-3> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = "tf.Mean"(%x, %axis) <{keep_dims = true}> : (tensor<?x3xf32>, tensor<1xi32>) -> tensor<?x1xf32>
  %sq = "tf.SquaredDifference"(%x, %m) : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32>
  %v = "tf.Mean"(%sq, %axis) <{keep_dims = true}> : (tensor<?x3xf32>, tensor<1xi32>) -> tensor<?x1xf32>
  %ve = "tf.AddV2"(%v, %eps) : (tensor<?x1xf32>, tensor<1xf32>) -> tensor<?x1xf32>
  %inv = "tf.Rsqrt"(%ve) : (tensor<?x1xf32>) -> tensor<?x1xf32>
  %xs = "tf.Mul"(%x, %inv) : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32>
  %mi = "tf.Mul"(%m, %inv) : (tensor<?x1xf32>, tensor<?x1xf32>) -> tensor<?x1xf32>
  %y = "tf.Sub"(%xs, %mi) : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32>
  return %y : tensor<?x3xf32>
}

// -----

// The mean is also a result: the layer norm fuses, the mean stays for its
// other user.
// CHECK-LABEL: func @mean_used_elsewhere
// CHECK: %[[M:.*]] = "tf.Mean"(%arg0
// CHECK-NOT: tf.Mean
// CHECK: %[[Y:.*]] = "tf._MklLayerNorm"(%arg0
// CHECK: return %[[Y]], %[[M]]
func.func @mean_used_elsewhere(%x: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x1xf32>) {
  %axis = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %eps = "tf.Const"() <{value = dense<1.0e-3> : tensor<f32>}> : () -> tensor<f32>
  %m = "tf.Mean"(%x, %axis) <{keep_dims = true}> : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<2x1xf32>
  %neg = "tf.Neg"(%m) : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %sq = "tf.SquaredDifference"(%x, %m) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %v = "tf.Mean"(%sq, %axis) <{keep_dims = true}> : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<2x1xf32>
  %ve = "tf.AddV2"(%v, %eps) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
  %inv = "tf.Rsqrt"(%ve) : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %nm = "tf.Mul"(%neg, %inv) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %xs = "tf.Mul"(%x, %inv) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %y = "tf.AddV2"(%xs, %nm) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  return %y, %m : tensor<2x4xf32>, tensor<2x1xf32>
}

// -----

// Not a layer norm over the last axis, or not one this op can express: left
// alone. (1) the mean over axis 0; (2) the moments of another tensor than
// the one normalized; (3) a gamma along the first axis; (4) a beta that
// broadcasts the result to a larger shape.
// CHECK-LABEL: func @not_layer_norms
// CHECK-NOT: tf._MklLayerNorm
func.func @not_layer_norms(%x: tensor<2x4xf32>, %z: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x2x4xf32>) {
  %last = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %first = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %eps = "tf.Const"() <{value = dense<1.0e-3> : tensor<f32>}> : () -> tensor<f32>
  %gcol = "tf.Const"() <{value = dense<[[2.0], [3.0]]> : tensor<2x1xf32>}> : () -> tensor<2x1xf32>
  %bbig = "tf.Const"() <{value = dense<1.0> : tensor<3x1x4xf32>}> : () -> tensor<3x1x4xf32>
  // (1)
  %m1 = "tf.Mean"(%x, %first) <{keep_dims = true}> : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<1x4xf32>
  %s1 = "tf.SquaredDifference"(%x, %m1) : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  %v1 = "tf.Mean"(%s1, %first) <{keep_dims = true}> : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<1x4xf32>
  %e1 = "tf.AddV2"(%v1, %eps) : (tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
  %i1 = "tf.Rsqrt"(%e1) : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %x1 = "tf.Mul"(%x, %i1) : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  %n1 = "tf.Mul"(%m1, %i1) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  %y1 = "tf.Sub"(%x1, %n1) : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  // (2)
  %m2 = "tf.Mean"(%z, %last) <{keep_dims = true}> : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<2x1xf32>
  %s2 = "tf.SquaredDifference"(%z, %m2) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %v2 = "tf.Mean"(%s2, %last) <{keep_dims = true}> : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<2x1xf32>
  %e2 = "tf.AddV2"(%v2, %eps) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
  %i2 = "tf.Rsqrt"(%e2) : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %x2 = "tf.Mul"(%x, %i2) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %n2 = "tf.Mul"(%m2, %i2) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %y2 = "tf.Sub"(%x2, %n2) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  // (3)
  %m3 = "tf.Mean"(%x, %last) <{keep_dims = true}> : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<2x1xf32>
  %s3 = "tf.SquaredDifference"(%x, %m3) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %v3 = "tf.Mean"(%s3, %last) <{keep_dims = true}> : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<2x1xf32>
  %e3 = "tf.AddV2"(%v3, %eps) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
  %r3 = "tf.Rsqrt"(%e3) : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %i3 = "tf.Mul"(%r3, %gcol) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %x3 = "tf.Mul"(%x, %i3) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %n3 = "tf.Mul"(%m3, %i3) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %y3 = "tf.Sub"(%x3, %n3) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  // (4)
  %neg4 = "tf.Neg"(%m3) : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %r4 = "tf.Rsqrt"(%e3) : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %n4 = "tf.Mul"(%neg4, %r4) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %t4 = "tf.AddV2"(%n4, %bbig) : (tensor<2x1xf32>, tensor<3x1x4xf32>) -> tensor<3x2x4xf32>
  %x4 = "tf.Mul"(%x, %r4) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %y4 = "tf.AddV2"(%x4, %t4) : (tensor<2x4xf32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
  return %y1, %y2, %y3, %y4 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x2x4xf32>
}

// -----

// An epsilon that is a function argument, not a constant.
// CHECK-LABEL: func @epsilon_not_constant
// CHECK-NOT: tf._MklLayerNorm
func.func @epsilon_not_constant(%x: tensor<2x4xf32>, %e: tensor<f32>) -> tensor<2x4xf32> {
  %last = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tf.Mean"(%x, %last) <{keep_dims = true}> : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<2x1xf32>
  %s = "tf.SquaredDifference"(%x, %m) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %v = "tf.Mean"(%s, %last) <{keep_dims = true}> : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<2x1xf32>
  %ve = "tf.AddV2"(%v, %e) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
  %i = "tf.Rsqrt"(%ve) : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %xs = "tf.Mul"(%x, %i) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %mi = "tf.Mul"(%m, %i) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %y = "tf.Sub"(%xs, %mi) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

// -----

// keep_dims false: the moments are [4], which broadcast along the wrong axis.
// CHECK-LABEL: func @moments_not_kept
// CHECK-NOT: tf._MklLayerNorm
func.func @moments_not_kept(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %last = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %eps = "tf.Const"() <{value = dense<1.0e-3> : tensor<f32>}> : () -> tensor<f32>
  %m = "tf.Mean"(%x, %last) <{keep_dims = false}> : (tensor<4x4xf32>, tensor<1xi32>) -> tensor<4xf32>
  %s = "tf.SquaredDifference"(%x, %m) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
  %v = "tf.Mean"(%s, %last) <{keep_dims = false}> : (tensor<4x4xf32>, tensor<1xi32>) -> tensor<4xf32>
  %ve = "tf.AddV2"(%v, %eps) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %i = "tf.Rsqrt"(%ve) : (tensor<4xf32>) -> tensor<4xf32>
  %xs = "tf.Mul"(%x, %i) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
  %mi = "tf.Mul"(%m, %i) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %y = "tf.Sub"(%xs, %mi) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}
