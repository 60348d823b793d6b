// RUN: tfrt-opt %s --split-input-file --tf-fuse-kernels | FileCheck %s

// Keras's Conv1D(dilation_rate=4) as TensorFlow prints it: SpaceToBatchND
// into 4 interleaved sequences, ExpandDims, a VALID Conv2D, Squeeze,
// BatchToSpaceND back, then the bias and the activation. It becomes the
// dilated convolution itself, fused with its bias and activation.
// CHECK-LABEL: func @conv1d_dilated
// CHECK:      %[[E:.*]] = "tf.ExpandDims"(%arg0, %{{.*}}) : (tensor<1x16x2xf32>, tensor<i32>) -> tensor<1x1x16x2xf32>
// CHECK-NEXT: %[[C:.*]] = "tf._FusedConv2D"(%[[E]], %{{.*}}, %{{.*}}) <{{.*}}dilations = [1, 1, 4, 1]{{.*}}fused_ops = ["BiasAdd", "Tanh"]{{.*}}padding = "VALID"
// CHECK-SAME: -> tensor<1x1x8x3xf32>
// CHECK-NEXT: %[[S:.*]] = "tf.Squeeze"(%[[C]]) <{squeeze_dims = [-3]}> : (tensor<1x1x8x3xf32>) -> tensor<1x8x3xf32>
// CHECK-NEXT: return %[[S]]
// CHECK-NOT: SpaceToBatchND
func.func @conv1d_dilated(%x: tensor<1x16x2xf32>) -> tensor<1x8x3xf32> {
  %block = "tf.Const"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zeros = "tf.Const"() <{value = dense<0> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %axis = "tf.Const"() <{value = dense<-3> : tensor<i32>}> : () -> tensor<i32>
  %f = "tf.Const"() <{value = dense<0.5> : tensor<1x3x2x3xf32>}> : () -> tensor<1x3x2x3xf32>
  %b = "tf.Const"() <{value = dense<[0.1, 0.2, 0.3]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %0 = "tf.SpaceToBatchND"(%x, %block, %zeros) : (tensor<1x16x2xf32>, tensor<1xi32>, tensor<1x2xi32>) -> tensor<4x4x2xf32>
  %1 = "tf.ExpandDims"(%0, %axis) : (tensor<4x4x2xf32>, tensor<i32>) -> tensor<4x1x4x2xf32>
  %2 = "tf.Conv2D"(%1, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<4x1x4x2xf32>, tensor<1x3x2x3xf32>) -> tensor<4x1x2x3xf32>
  %3 = "tf.Squeeze"(%2) <{squeeze_dims = [-3]}> : (tensor<4x1x2x3xf32>) -> tensor<4x2x3xf32>
  %4 = "tf.BatchToSpaceND"(%3, %block, %zeros) : (tensor<4x2x3xf32>, tensor<1xi32>, tensor<1x2xi32>) -> tensor<1x8x3xf32>
  %5 = "tf.BiasAdd"(%4, %b) : (tensor<1x8x3xf32>, tensor<3xf32>) -> tensor<1x8x3xf32>
  %6 = "tf.Tanh"(%5) : (tensor<1x8x3xf32>) -> tensor<1x8x3xf32>
  return %6 : tensor<1x8x3xf32>
}

// -----

// The 2-D form (Conv2D with dilation_rate 2): the Conv2D of x with
// dilations [1, 2, 2, 1].
// CHECK-LABEL: func @conv2d_dilated
// CHECK: "tf.Conv2D"(%arg0, %{{.*}}) <{{.*}}dilations = [1, 2, 2, 1]{{.*}}padding = "VALID"{{.*}} -> tensor<2x4x4x1xf32>
// CHECK-NOT: BatchToSpaceND
func.func @conv2d_dilated(%x: tensor<2x8x8x1xf32>) -> tensor<2x4x4x1xf32> {
  %block = "tf.Const"() <{value = dense<2> : tensor<2xi32>}> : () -> tensor<2xi32>
  %zeros = "tf.Const"() <{value = dense<0> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %f = "tf.Const"() <{value = dense<1.0> : tensor<3x3x1x1xf32>}> : () -> tensor<3x3x1x1xf32>
  %0 = "tf.SpaceToBatchND"(%x, %block, %zeros) : (tensor<2x8x8x1xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<8x4x4x1xf32>
  %1 = "tf.Conv2D"(%0, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<8x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<8x2x2x1xf32>
  %2 = "tf.BatchToSpaceND"(%1, %block, %zeros) : (tensor<8x2x2x1xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x4x4x1xf32>
  return %2 : tensor<2x4x4x1xf32>
}

// -----

// Left alone: crops (the padded 'same' form whose size the block does not
// divide), a strided convolution, and blocks that differ.
// CHECK-LABEL: func @not_dilated
// CHECK-COUNT-3: "tf.BatchToSpaceND"
func.func @not_dilated(%x: tensor<2x8x8x1xf32>) -> (tensor<2x3x4x1xf32>, tensor<2x2x2x1xf32>, tensor<2x4x4x1xf32>) {
  %block = "tf.Const"() <{value = dense<2> : tensor<2xi32>}> : () -> tensor<2xi32>
  %block3 = "tf.Const"() <{value = dense<[2, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %zeros = "tf.Const"() <{value = dense<0> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %crops = "tf.Const"() <{value = dense<[[0, 1], [0, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %f = "tf.Const"() <{value = dense<1.0> : tensor<3x3x1x1xf32>}> : () -> tensor<3x3x1x1xf32>
  %0 = "tf.SpaceToBatchND"(%x, %block, %zeros) : (tensor<2x8x8x1xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<8x4x4x1xf32>
  %1 = "tf.Conv2D"(%0, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<8x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<8x2x2x1xf32>
  %2 = "tf.BatchToSpaceND"(%1, %block, %crops) : (tensor<8x2x2x1xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x3x4x1xf32>
  %3 = "tf.Conv2D"(%0, %f) <{padding = "VALID", strides = [1, 2, 2, 1]}> : (tensor<8x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<8x1x1x1xf32>
  %4 = "tf.BatchToSpaceND"(%3, %block, %zeros) : (tensor<8x1x1x1xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x2x2x1xf32>
  %5 = "tf.Conv2D"(%0, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<8x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<8x2x2x1xf32>
  %6 = "tf.BatchToSpaceND"(%5, %block3, %zeros) : (tensor<8x2x2x1xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x4x4x1xf32>
  return %2, %4, %6 : tensor<2x3x4x1xf32>, tensor<2x2x2x1xf32>, tensor<2x4x4x1xf32>
}
