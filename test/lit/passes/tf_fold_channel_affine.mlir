// RUN: tfrt-opt %s --split-input-file --tf-fold-channel-affine | FileCheck %s

// Keras 3's inference batch norm after Conv2D + BiasAdd: y * s + t with
// s = [2, 0.5], t = [1, -1]. The Mul scales the filter per output channel
// (F' = F * s) and the bias (b * s); the AddV2 adds t to the bias:
// b' = [1, 4] * s + t = [3, 1].
// CHECK-LABEL: func @conv_bias_mul_add
// CHECK-DAG: %[[F:.*]] = "tf.Const"() <{value = dense<{{\[\[\[\[}}2.000000e+00, 5.000000e-01], [4.000000e+00, 1.000000e+00]]]]> : tensor<1x1x2x2xf32>}>
// CHECK-DAG: %[[B:.*]] = "tf.Const"() <{value = dense<[3.000000e+00, 1.000000e+00]> : tensor<2xf32>}>
// CHECK:     %[[C:.*]] = "tf.Conv2D"(%arg0, %[[F]])
// CHECK-NEXT: %[[Y:.*]] = "tf.BiasAdd"(%[[C]], %[[B]]) <{data_format = "NHWC"}>
// CHECK-NEXT: return %[[Y]]
func.func @conv_bias_mul_add(%x: tensor<?x4x4x2xf32>) -> tensor<?x4x4x2xf32> {
  %f = "tf.Const"() <{value = dense<[[[[1.0, 1.0], [2.0, 2.0]]]]> : tensor<1x1x2x2xf32>}> : () -> tensor<1x1x2x2xf32>
  %b = "tf.Const"() <{value = dense<[1.0, 4.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %s = "tf.Const"() <{value = dense<[2.0, 0.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %t = "tf.Const"() <{value = dense<[1.0, -1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<?x4x4x2xf32>, tensor<1x1x2x2xf32>) -> tensor<?x4x4x2xf32>
  %cb = "tf.BiasAdd"(%c, %b) <{data_format = "NHWC"}> : (tensor<?x4x4x2xf32>, tensor<2xf32>) -> tensor<?x4x4x2xf32>
  %m = "tf.Mul"(%cb, %s) : (tensor<?x4x4x2xf32>, tensor<2xf32>) -> tensor<?x4x4x2xf32>
  %y = "tf.AddV2"(%m, %t) : (tensor<?x4x4x2xf32>, tensor<2xf32>) -> tensor<?x4x4x2xf32>
  return %y : tensor<?x4x4x2xf32>
}

// -----

// The other order, (y - mean) * s + beta, constants first where the op is
// commutative, s of shape [1, 1, 1, C]: no BiasAdd before, one after with
// (0 - mean) * s + beta = [-2 + 1, -1 + 0] = [-1, -1].
// CHECK-LABEL: func @conv_sub_mul_add
// CHECK-DAG: %[[F:.*]] = "tf.Const"() <{value = dense<{{\[\[\[\[}}2.000000e+00, 5.000000e-01]]]]> : tensor<1x1x1x2xf32>}>
// CHECK-DAG: %[[B:.*]] = "tf.Const"() <{value = dense<-1.000000e+00> : tensor<2xf32>}>
// CHECK:     %[[C:.*]] = "tf.Conv2D"(%arg0, %[[F]])
// CHECK-NEXT: %[[Y:.*]] = "tf.BiasAdd"(%[[C]], %[[B]])
// CHECK-NEXT: return %[[Y]]
func.func @conv_sub_mul_add(%x: tensor<1x4x4x1xf32>) -> tensor<1x4x4x2xf32> {
  %f = "tf.Const"() <{value = dense<1.0> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %mean = "tf.Const"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %s = "tf.Const"() <{value = dense<[[[[2.0, 0.5]]]]> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %beta = "tf.Const"() <{value = dense<[1.0, 0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x4x4x1xf32>, tensor<1x1x1x2xf32>) -> tensor<1x4x4x2xf32>
  %d = "tf.Sub"(%c, %mean) : (tensor<1x4x4x2xf32>, tensor<2xf32>) -> tensor<1x4x4x2xf32>
  %m = "tf.Mul"(%s, %d) : (tensor<1x1x1x2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %y = "tf.AddV2"(%beta, %m) : (tensor<2xf32>, tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %y : tensor<1x4x4x2xf32>
}

// -----

// DepthwiseConv2dNative: filter [H, W, Cin, multiplier]; output channel
// cin * multiplier + m gets s[cin * 2 + m] = [1, 2, 3, 4].
// CHECK-LABEL: func @depthwise
// CHECK-DAG: %[[F:.*]] = "tf.Const"() <{value = dense<{{\[\[\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]]]> : tensor<1x1x2x2xf32>}>
// CHECK:     %[[C:.*]] = "tf.DepthwiseConv2dNative"(%arg0, %[[F]])
// CHECK-NEXT: return %[[C]]
func.func @depthwise(%x: tensor<1x3x3x2xf32>) -> tensor<1x3x3x4xf32> {
  %f = "tf.Const"() <{value = dense<1.0> : tensor<1x1x2x2xf32>}> : () -> tensor<1x1x2x2xf32>
  %s = "tf.Const"() <{value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c = "tf.DepthwiseConv2dNative"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x3x3x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x3x3x4xf32>
  %y = "tf.Mul"(%c, %s) : (tensor<1x3x3x4xf32>, tensor<4xf32>) -> tensor<1x3x3x4xf32>
  return %y : tensor<1x3x3x4xf32>
}

// -----

// MatMul with transpose_b: b is [N, K], so its rows are the output
// channels; a scalar scale 3 and a [1, N] shift.
// CHECK-LABEL: func @matmul_transposed
// CHECK-DAG: %[[W:.*]] = "tf.Const"() <{value = dense<{{\[\[}}3.000000e+00, 6.000000e+00], [9.000000e+00, 1.200000e+01]]> : tensor<2x2xf32>}>
// CHECK-DAG: %[[B:.*]] = "tf.Const"() <{value = dense<[5.000000e-01, 1.500000e+00]> : tensor<2xf32>}>
// CHECK:     %[[P:.*]] = "tf.MatMul"(%arg0, %[[W]]) <{transpose_a = false, transpose_b = true}>
// CHECK-NEXT: %[[Y:.*]] = "tf.BiasAdd"(%[[P]], %[[B]])
// CHECK-NEXT: return %[[Y]]
func.func @matmul_transposed(%x: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %w = "tf.Const"() <{value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %s = "tf.Const"() <{value = dense<3.0> : tensor<f32>}> : () -> tensor<f32>
  %t = "tf.Const"() <{value = dense<[[0.5, 1.5]]> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
  %p = "tf.MatMul"(%x, %w) <{transpose_a = false, transpose_b = true}> : (tensor<?x2xf32>, tensor<2x2xf32>) -> tensor<?x2xf32>
  %m = "tf.Mul"(%p, %s) : (tensor<?x2xf32>, tensor<f32>) -> tensor<?x2xf32>
  %y = "tf.AddV2"(%m, %t) : (tensor<?x2xf32>, tensor<1x2xf32>) -> tensor<?x2xf32>
  return %y : tensor<?x2xf32>
}

// -----

// Not folded: the convolution's result has a second use; the scale is not
// a constant; the constant varies along a spatial dimension ([1, 2, 1, 1]);
// it would broadcast the result to a larger shape; `t - y` (a Sub whose
// kernel operand is second); NCHW; a filter that is not a constant.
// CHECK-LABEL: func @not_folded
// CHECK-COUNT-2: "tf.Mul"
// CHECK: "tf.AddV2"
// CHECK: "tf.Mul"
// CHECK: "tf.Sub"
// CHECK: "tf.Mul"
// CHECK: "tf.Mul"
func.func @not_folded(%x: tensor<1x2x2x1xf32>, %s: tensor<1xf32>, %g: tensor<1x1x1x1xf32>) -> (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<3x1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1x1x2x2xf32>, tensor<1x2x2x1xf32>) {
  %f = "tf.Const"() <{value = dense<1.0> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %two = "tf.Const"() <{value = dense<2.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c0 = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %y0 = "tf.Mul"(%c0, %two) : (tensor<1x2x2x1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  %c1 = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %y1 = "tf.Mul"(%c1, %s) : (tensor<1x2x2x1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  %spatial = "tf.Const"() <{value = dense<[[[[1.0]], [[2.0]]]]> : tensor<1x2x1x1xf32>}> : () -> tensor<1x2x1x1xf32>
  %c2 = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %y2 = "tf.AddV2"(%c2, %spatial) : (tensor<1x2x2x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x2x1xf32>
  %wide = "tf.Const"() <{value = dense<2.0> : tensor<3x1x1x1x1xf32>}> : () -> tensor<3x1x1x1x1xf32>
  %c3 = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %y3 = "tf.Mul"(%c3, %wide) : (tensor<1x2x2x1xf32>, tensor<3x1x1x1x1xf32>) -> tensor<3x1x2x2x1xf32>
  %c4 = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %y4 = "tf.Sub"(%two, %c4) : (tensor<1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %xn = "tf.Const"() <{value = dense<1.0> : tensor<1x1x2x2xf32>}> : () -> tensor<1x1x2x2xf32>
  %c5 = "tf.Conv2D"(%xn, %f) <{data_format = "NCHW", padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x1x2x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x2x2xf32>
  %y5 = "tf.Mul"(%c5, %two) : (tensor<1x1x2x2xf32>, tensor<1xf32>) -> tensor<1x1x2x2xf32>
  %c6 = "tf.Conv2D"(%x, %g) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %y6 = "tf.Mul"(%c6, %two) : (tensor<1x2x2x1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %y0, %c0, %y1, %y2, %y3, %y4, %y5, %y6 : tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<3x1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1x1x2x2xf32>, tensor<1x2x2x1xf32>
}
