// RUN: tfrt-opt %s --tf-to-tfrt-pipeline | FileCheck %s
// RUN: tfrt-opt %s '--tf-to-tfrt-pipeline=supported-ops=tf.Mean,tf.Neg,tf.SquaredDifference,tf.AddV2,tf.Rsqrt,tf.Mul,tf._FusedElementwise' | FileCheck %s --check-prefix=LACKING

// Keras 3's LayerNormalization as TensorFlow exports it: the pipeline makes
// it one tf._MklLayerNorm kernel (tf-fuse-layer-norm runs after constant
// folding).
// CHECK-LABEL: func @layer_norm
// CHECK-COUNT-1: corert.executeop
// CHECK-SAME: "tf._MklLayerNorm"
// CHECK-NOT: corert.executeop
// CHECK: tfrt.return

// A runtime whose op list lacks tf._MklLayerNorm gets the ops as written
// (the element-wise ones fused as usual).
// LACKING-LABEL: func @layer_norm
// LACKING-NOT: tf._MklLayerNorm
// LACKING: "tf.Mean"
// LACKING-NOT: tf._MklLayerNorm
func.func @layer_norm(%x: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
  %axis = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %eps = "tf.Const"() <{value = dense<1.0e-3> : tensor<f32>}> : () -> tensor<f32>
  %gamma = "tf.Const"() <{value = dense<[[[1.0, 2.0, 3.0, 4.0]]]> : tensor<1x1x4xf32>}> : () -> tensor<1x1x4xf32>
  %beta = "tf.Const"() <{value = dense<[[[0.5, 0.0, -0.5, 1.0]]]> : tensor<1x1x4xf32>}> : () -> tensor<1x1x4xf32>
  %m = "tf.Mean"(%x, %axis) <{keep_dims = true}> : (tensor<1x3x4xf32>, tensor<1xi32>) -> tensor<1x3x1xf32>
  %neg = "tf.Neg"(%m) : (tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  %stop = "tf.StopGradient"(%m) : (tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  %sq = "tf.SquaredDifference"(%x, %stop) : (tensor<1x3x4xf32>, tensor<1x3x1xf32>) -> tensor<1x3x4xf32>
  %v = "tf.Mean"(%sq, %axis) <{keep_dims = true}> : (tensor<1x3x4xf32>, tensor<1xi32>) -> tensor<1x3x1xf32>
  %ve = "tf.AddV2"(%v, %eps) : (tensor<1x3x1xf32>, tensor<f32>) -> tensor<1x3x1xf32>
  %r = "tf.Rsqrt"(%ve) : (tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  %inv = "tf.Mul"(%r, %gamma) : (tensor<1x3x1xf32>, tensor<1x1x4xf32>) -> tensor<1x3x4xf32>
  %nm = "tf.Mul"(%neg, %inv) : (tensor<1x3x1xf32>, tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
  %shift = "tf.AddV2"(%nm, %beta) : (tensor<1x3x4xf32>, tensor<1x1x4xf32>) -> tensor<1x3x4xf32>
  %xs = "tf.Mul"(%x, %inv) : (tensor<1x3x4xf32>, tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
  %y = "tf.AddV2"(%xs, %shift) : (tensor<1x3x4xf32>, tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
  return %y : tensor<1x3x4xf32>
}
