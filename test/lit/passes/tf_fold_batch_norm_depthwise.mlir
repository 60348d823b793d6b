// RUN: tfrt-opt %s --split-input-file --tf-fold-batch-norm | FileCheck %s

// tf-fold-batch-norm folds into DepthwiseConv2dNative too (tf.keras 2 and
// frozen TF1 MobileNets): s = scale / sqrt(var + eps) = [1, 2, 3, 4] scales
// output channel cin * multiplier + m; b' = offset - mean * s = [0, -2, 0, 4].
// CHECK-LABEL: func @fold_depthwise
// CHECK-DAG: %[[F:.*]] = "tf.Const"() <{value = dense<{{\[\[\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]]]> : tensor<1x1x2x2xf32>}>
// CHECK-DAG: %[[B:.*]] = "tf.Const"() <{value = dense<[0.000000e+00, -2.000000e+00, 0.000000e+00, 4.000000e+00]> : tensor<4xf32>}>
// CHECK:     %[[C:.*]] = "tf.DepthwiseConv2dNative"(%arg0, %[[F]])
// CHECK-NEXT: %[[Y:.*]] = "tf.BiasAdd"(%[[C]], %[[B]])
// CHECK-NEXT: return %[[Y]]
func.func @fold_depthwise(%x: tensor<1x3x3x2xf32>) -> tensor<1x3x3x4xf32> {
  %f = "tf.Const"() <{value = dense<1.0> : tensor<1x1x2x2xf32>}> : () -> tensor<1x1x2x2xf32>
  %scale = "tf.Const"() <{value = dense<[1.0, 4.0, 9.0, 16.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %offset = "tf.Const"() <{value = dense<[0.0, 0.0, 3.0, 8.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %mean = "tf.Const"() <{value = dense<[0.0, 1.0, 1.0, 1.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %var = "tf.Const"() <{value = dense<[1.0, 4.0, 9.0, 16.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c = "tf.DepthwiseConv2dNative"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x3x3x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x3x3x4xf32>
  %y:6 = "tf.FusedBatchNormV3"(%c, %scale, %offset, %mean, %var) <{epsilon = 0.0 : f32, is_training = false}> : (tensor<1x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>)
  return %y#0 : tensor<1x3x3x4xf32>
}
