// RUN: tfrt-opt %s --tf-to-tfrt-pipeline | FileCheck %s
// RUN: tfrt-opt %s '--tf-to-tfrt-pipeline=fuse=false' | FileCheck %s --check-prefix=NOFUSE

// A Keras 3 block as TensorFlow exports it: ZeroPadding2D + Conv2D('valid')
// + BatchNormalization (Rsqrt / Mul / Sub / AddV2 on constants) + ReLU(6.)
// and the bias' Reshape + Squeeze. With fuse (the default), constant
// folding, tf-fold-pad-into-conv and tf-fold-channel-affine leave
// Conv2D + BiasAdd + Relu6, which tf-fuse-kernels fuses: one kernel.
// CHECK-LABEL: func @keras_block
// CHECK-COUNT-1: corert.executeop
// CHECK-SAME: "tf._FusedConv2D"
// CHECK-SAME: explicit_paddings = [0, 0, 1, 1, 1, 1, 0, 0]
// CHECK-SAME: padding = "EXPLICIT"
// CHECK-NOT: corert.executeop
// CHECK: tfrt.return

// fuse=false: every op runs as written.
// NOFUSE-LABEL: func @keras_block
// NOFUSE-DAG: "tf.Rsqrt"
// NOFUSE-DAG: "tf.Pad"
// NOFUSE-DAG: "tf.Squeeze"
// NOFUSE-DAG: "tf.Conv2D"
func.func @keras_block(%x: tensor<?x6x6x2xf32>) -> tensor<?x6x6x2xf32> {
  %paddings = "tf.Const"() <{value = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi32>}> : () -> tensor<4x2xi32>
  %f = "tf.Const"() <{value = dense<0.5> : tensor<3x3x2x2xf32>}> : () -> tensor<3x3x2x2xf32>
  %bias = "tf.Const"() <{value = dense<[0.1, 0.2]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %bshape = "tf.Const"() <{value = dense<[1, 1, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %eps = "tf.Const"() <{value = dense<1.0e-3> : tensor<f32>}> : () -> tensor<f32>
  %var = "tf.Const"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %gamma = "tf.Const"() <{value = dense<[1.5, 0.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %mean = "tf.Const"() <{value = dense<[0.1, -0.1]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %beta = "tf.Const"() <{value = dense<[0.0, 0.3]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = "tf.AddV2"(%var, %eps) : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = "tf.Rsqrt"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %s = "tf.Mul"(%1, %gamma) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %2 = "tf.Mul"(%mean, %s) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %t = "tf.Sub"(%beta, %2) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %3 = "tf.Reshape"(%bias, %bshape) : (tensor<2xf32>, tensor<4xi32>) -> tensor<1x1x1x2xf32>
  %b = "tf.Squeeze"(%3) <{squeeze_dims = []}> : (tensor<1x1x1x2xf32>) -> tensor<2xf32>
  %p = "tf.Pad"(%x, %paddings) : (tensor<?x6x6x2xf32>, tensor<4x2xi32>) -> tensor<?x8x8x2xf32>
  %c = "tf.Conv2D"(%p, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<?x8x8x2xf32>, tensor<3x3x2x2xf32>) -> tensor<?x6x6x2xf32>
  %cb = "tf.BiasAdd"(%c, %b) <{data_format = "NHWC"}> : (tensor<?x6x6x2xf32>, tensor<2xf32>) -> tensor<?x6x6x2xf32>
  %m = "tf.Mul"(%cb, %s) : (tensor<?x6x6x2xf32>, tensor<2xf32>) -> tensor<?x6x6x2xf32>
  %n = "tf.AddV2"(%m, %t) : (tensor<?x6x6x2xf32>, tensor<2xf32>) -> tensor<?x6x6x2xf32>
  %y = "tf.Relu6"(%n) : (tensor<?x6x6x2xf32>) -> tensor<?x6x6x2xf32>
  return %y : tensor<?x6x6x2xf32>
}
