// RUN: tfrt-opt %s --split-input-file --tf-fold-pad-into-conv | FileCheck %s

// Keras' ZeroPadding2D(((1, 0), (0, 1))) + Conv2D(padding="valid"): the
// convolution pads, explicit_paddings in NHWC order.
// CHECK-LABEL: func @conv2d
// CHECK-NOT: "tf.Pad"
// CHECK: "tf.Conv2D"(%arg0, %{{.*}}) <{explicit_paddings = [0, 0, 1, 0, 0, 1, 0, 0], padding = "EXPLICIT", strides = [1, 2, 2, 1]}> : (tensor<?x15x15x3xf32>, tensor<3x3x3x4xf32>) -> tensor<?x7x7x4xf32>
func.func @conv2d(%x: tensor<?x15x15x3xf32>) -> tensor<?x7x7x4xf32> {
  %paddings = "tf.Const"() <{value = dense<[[0, 0], [1, 0], [0, 1], [0, 0]]> : tensor<4x2xi32>}> : () -> tensor<4x2xi32>
  %f = "tf.Const"() <{value = dense<1.0> : tensor<3x3x3x4xf32>}> : () -> tensor<3x3x3x4xf32>
  %p = "tf.Pad"(%x, %paddings) : (tensor<?x15x15x3xf32>, tensor<4x2xi32>) -> tensor<?x16x16x3xf32>
  %y = "tf.Conv2D"(%p, %f) <{padding = "VALID", strides = [1, 2, 2, 1]}> : (tensor<?x16x16x3xf32>, tensor<3x3x3x4xf32>) -> tensor<?x7x7x4xf32>
  return %y : tensor<?x7x7x4xf32>
}

// -----

// DepthwiseConv2dNative (MobileNetV2's strided blocks) and PadV2 with a zero
// value; paddings added to explicit ones already there; NCHW order.
// CHECK-LABEL: func @depthwise_padv2
// CHECK: "tf.DepthwiseConv2dNative"(%arg0, %{{.*}}) <{explicit_paddings = [0, 0, 1, 1, 1, 1, 0, 0], padding = "EXPLICIT"
// CHECK: "tf.Conv2D"(%arg1, %{{.*}}) <{data_format = "NCHW", explicit_paddings = [0, 0, 0, 0, 3, 3, 2, 2], padding = "EXPLICIT"
// CHECK-NOT: "tf.Pad
func.func @depthwise_padv2(%x: tensor<1x7x7x4xf32>, %n: tensor<1x4x7x7xf32>) -> (tensor<1x7x7x4xf32>, tensor<1x4x13x11xf32>) {
  %paddings = "tf.Const"() <{value = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>}> : () -> tensor<4x2xi64>
  %zero = "tf.Const"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %f = "tf.Const"() <{value = dense<1.0> : tensor<3x3x4x1xf32>}> : () -> tensor<3x3x4x1xf32>
  %p = "tf.PadV2"(%x, %paddings, %zero) : (tensor<1x7x7x4xf32>, tensor<4x2xi64>, tensor<f32>) -> tensor<1x9x9x4xf32>
  %y = "tf.DepthwiseConv2dNative"(%p, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x9x9x4xf32>, tensor<3x3x4x1xf32>) -> tensor<1x7x7x4xf32>
  %pn = "tf.Const"() <{value = dense<[[0, 0], [0, 0], [2, 2], [1, 1]]> : tensor<4x2xi32>}> : () -> tensor<4x2xi32>
  %g = "tf.Const"() <{value = dense<1.0> : tensor<1x1x4x4xf32>}> : () -> tensor<1x1x4x4xf32>
  %q = "tf.Pad"(%n, %pn) : (tensor<1x4x7x7xf32>, tensor<4x2xi32>) -> tensor<1x4x11x9xf32>
  %z = "tf.Conv2D"(%q, %g) <{data_format = "NCHW", explicit_paddings = [0, 0, 0, 0, 1, 1, 1, 1], padding = "EXPLICIT", strides = [1, 1, 1, 1]}> : (tensor<1x4x11x9xf32>, tensor<1x1x4x4xf32>) -> tensor<1x4x13x11xf32>
  return %y, %z : tensor<1x7x7x4xf32>, tensor<1x4x13x11xf32>
}

// -----

// Not folded: padding of the channels; a SAME convolution; paddings that
// are not constant; a non-zero PadV2 value; the Pad also used by another op.
// CHECK-LABEL: func @not_folded
// CHECK-COUNT-5: "tf.Pad
func.func @not_folded(%x: tensor<1x4x4x1xf32>, %pv: tensor<4x2xi32>) -> (tensor<1x4x4x1xf32>, tensor<1x6x6x1xf32>, tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>, tensor<1x6x6x1xf32>) {
  %spatial = "tf.Const"() <{value = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi32>}> : () -> tensor<4x2xi32>
  %channels = "tf.Const"() <{value = dense<[[0, 0], [0, 0], [0, 0], [1, 0]]> : tensor<4x2xi32>}> : () -> tensor<4x2xi32>
  %f = "tf.Const"() <{value = dense<1.0> : tensor<3x3x1x1xf32>}> : () -> tensor<3x3x1x1xf32>
  %g = "tf.Const"() <{value = dense<1.0> : tensor<1x1x2x1xf32>}> : () -> tensor<1x1x2x1xf32>
  %one = "tf.Const"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  %p0 = "tf.Pad"(%x, %channels) : (tensor<1x4x4x1xf32>, tensor<4x2xi32>) -> tensor<1x4x4x2xf32>
  %y0 = "tf.Conv2D"(%p0, %g) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x4x4x2xf32>, tensor<1x1x2x1xf32>) -> tensor<1x4x4x1xf32>
  %p1 = "tf.Pad"(%x, %spatial) : (tensor<1x4x4x1xf32>, tensor<4x2xi32>) -> tensor<1x6x6x1xf32>
  %y1 = "tf.Conv2D"(%p1, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x6x6x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x6x6x1xf32>
  %p2 = "tf.Pad"(%x, %pv) : (tensor<1x4x4x1xf32>, tensor<4x2xi32>) -> tensor<1x6x6x1xf32>
  %y2 = "tf.Conv2D"(%p2, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x6x6x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x4x4x1xf32>
  %p3 = "tf.PadV2"(%x, %spatial, %one) : (tensor<1x4x4x1xf32>, tensor<4x2xi32>, tensor<f32>) -> tensor<1x6x6x1xf32>
  %y3 = "tf.Conv2D"(%p3, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x6x6x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x4x4x1xf32>
  %p4 = "tf.Pad"(%x, %spatial) : (tensor<1x4x4x1xf32>, tensor<4x2xi32>) -> tensor<1x6x6x1xf32>
  %y4 = "tf.Conv2D"(%p4, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x6x6x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x4x4x1xf32>
  return %y0, %y1, %y2, %y3, %y4, %p4 : tensor<1x4x4x1xf32>, tensor<1x6x6x1xf32>, tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>, tensor<1x6x6x1xf32>
}

// -----

// NASNet: one Pad read by two strided separable (depthwise) convolutions folds
// into both, and goes.
// CHECK-LABEL: func @two_convolutions
// CHECK-NOT: "tf.Pad"
// CHECK: "tf.DepthwiseConv2dNative"(%arg0, %{{.*}}) <{explicit_paddings = [0, 0, 2, 2, 2, 2, 0, 0], padding = "EXPLICIT", strides = [1, 2, 2, 1]}>
// CHECK: "tf.DepthwiseConv2dNative"(%arg0, %{{.*}}) <{explicit_paddings = [0, 0, 2, 2, 2, 2, 0, 0], padding = "EXPLICIT", strides = [1, 2, 2, 1]}>
// CHECK-NOT: "tf.Pad"
func.func @two_convolutions(%x: tensor<1x9x9x2xf32>) -> (tensor<1x6x6x2xf32>, tensor<1x5x5x2xf32>) {
  %paddings = "tf.Const"() <{value = dense<[[0, 0], [2, 2], [2, 2], [0, 0]]> : tensor<4x2xi32>}> : () -> tensor<4x2xi32>
  %f = "tf.Const"() <{value = dense<1.0> : tensor<3x3x2x1xf32>}> : () -> tensor<3x3x2x1xf32>
  %g = "tf.Const"() <{value = dense<1.0> : tensor<5x5x2x1xf32>}> : () -> tensor<5x5x2x1xf32>
  %p = "tf.Pad"(%x, %paddings) : (tensor<1x9x9x2xf32>, tensor<4x2xi32>) -> tensor<1x13x13x2xf32>
  %y = "tf.DepthwiseConv2dNative"(%p, %f) <{padding = "VALID", strides = [1, 2, 2, 1]}> : (tensor<1x13x13x2xf32>, tensor<3x3x2x1xf32>) -> tensor<1x6x6x2xf32>
  %z = "tf.DepthwiseConv2dNative"(%p, %g) <{padding = "VALID", strides = [1, 2, 2, 1]}> : (tensor<1x13x13x2xf32>, tensor<5x5x2x1xf32>) -> tensor<1x5x5x2xf32>
  return %y, %z : tensor<1x6x6x2xf32>, tensor<1x5x5x2xf32>
}
