// RUN: tfrt-opt %s --split-input-file --tf-fuse-kernels | FileCheck %s

// Keras's Conv1D: ExpandDims, Conv2D, Squeeze, then the bias and the
// activation. The Squeeze keeps the channels (the last dimension), so the
// bias and the Relu go before it, into the convolution; the Squeeze stays
// after the fused op.
// CHECK-LABEL: func @conv1d
// CHECK:      %[[F:.*]] = "tf._FusedConv2D"(%{{.*}}, %arg1, %arg2) <{{{.*}}fused_ops = ["BiasAdd", "Relu"]{{.*}}}> : (tensor<1x1x10x3xf32>, tensor<1x3x3x4xf32>, tensor<4xf32>) -> tensor<1x1x8x4xf32>
// CHECK-NEXT: %[[S:.*]] = "tf.Squeeze"(%[[F]]) <{squeeze_dims = [-3]}> : (tensor<1x1x8x4xf32>) -> tensor<1x8x4xf32>
// CHECK-NEXT: return %[[S]]
func.func @conv1d(%x: tensor<1x10x3xf32>, %f: tensor<1x3x3x4xf32>, %b: tensor<4xf32>) -> tensor<1x8x4xf32> {
  %dim = "tf.Const"() <{value = dense<-3> : tensor<i32>}> : () -> tensor<i32>
  %e = "tf.ExpandDims"(%x, %dim) : (tensor<1x10x3xf32>, tensor<i32>) -> tensor<1x1x10x3xf32>
  %c = "tf.Conv2D"(%e, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x1x10x3xf32>, tensor<1x3x3x4xf32>) -> tensor<1x1x8x4xf32>
  %s = "tf.Squeeze"(%c) <{squeeze_dims = [-3]}> : (tensor<1x1x8x4xf32>) -> tensor<1x8x4xf32>
  %y = "tf.BiasAdd"(%s, %b) <{data_format = "NHWC"}> : (tensor<1x8x4xf32>, tensor<4xf32>) -> tensor<1x8x4xf32>
  %r = "tf.Relu"(%y) : (tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  return %r : tensor<1x8x4xf32>
}

// -----

// A dilated Conv1D (TensorFlow's space-to-batch form): Conv2D, Squeeze,
// BatchToSpaceND, then an AddV2 of the bias (bias first). BatchToSpaceND's
// one block dimension is not the channels: the bias goes before both moves.
// CHECK-LABEL: func @dilated_conv1d
// CHECK:      %[[F:.*]] = "tf._FusedConv2D"(%{{.*}}, %arg1, %arg2) <{{{.*}}fused_ops = ["BiasAdd"]{{.*}}}>
// CHECK-NEXT: %[[S:.*]] = "tf.Squeeze"(%[[F]])
// CHECK-NEXT: %[[B:.*]] = "tf.BatchToSpaceND"(%[[S]], %{{.*}}, %{{.*}})
// CHECK-NEXT: return %[[B]]
func.func @dilated_conv1d(%x: tensor<2x6x3xf32>, %f: tensor<1x3x3x4xf32>, %b: tensor<4xf32>) -> tensor<1x8x4xf32> {
  %dim = "tf.Const"() <{value = dense<-3> : tensor<i32>}> : () -> tensor<i32>
  %block = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %crops = "tf.Const"() <{value = dense<0> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %e = "tf.ExpandDims"(%x, %dim) : (tensor<2x6x3xf32>, tensor<i32>) -> tensor<2x1x6x3xf32>
  %c = "tf.Conv2D"(%e, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<2x1x6x3xf32>, tensor<1x3x3x4xf32>) -> tensor<2x1x4x4xf32>
  %s = "tf.Squeeze"(%c) <{squeeze_dims = [-3]}> : (tensor<2x1x4x4xf32>) -> tensor<2x4x4xf32>
  %t = "tf.BatchToSpaceND"(%s, %block, %crops) : (tensor<2x4x4xf32>, tensor<1xi32>, tensor<1x2xi32>) -> tensor<1x8x4xf32>
  %y = "tf.AddV2"(%b, %t) : (tensor<4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  return %y : tensor<1x8x4xf32>
}

// -----

// A Squeeze of the channels does not keep the last dimension: nothing moves.
// CHECK-LABEL: func @squeezed_channels
// CHECK:      "tf.Conv2D"
// CHECK:      "tf.BiasAdd"
func.func @squeezed_channels(%x: tensor<1x3x3x2xf32>, %f: tensor<1x1x2x1xf32>, %b: tensor<3xf32>) -> tensor<1x3x3xf32> {
  %c = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x3x3x2xf32>, tensor<1x1x2x1xf32>) -> tensor<1x3x3x1xf32>
  %s = "tf.Squeeze"(%c) <{squeeze_dims = [3]}> : (tensor<1x3x3x1xf32>) -> tensor<1x3x3xf32>
  %y = "tf.BiasAdd"(%s, %b) <{data_format = "NHWC"}> : (tensor<1x3x3xf32>, tensor<3xf32>) -> tensor<1x3x3xf32>
  return %y : tensor<1x3x3xf32>
}
