// RUN: tfrt-opt %s --split-input-file --tf-fold-batch-norm | FileCheck %s

// y = BN(Conv2D(x, F)): s = scale / sqrt(var + eps) = [2, 0.5];
// F' = F * s per output channel; b' = (0 - mean) * s + offset = [-1, 2.5].
// CHECK-LABEL: func @fold_conv
// CHECK-DAG: %[[F:.*]] = "tf.Const"() <{value = dense<{{\[\[\[\[}}2.000000e+00, 5.000000e-01]]]]> : tensor<1x1x1x2xf32>}>
// CHECK-DAG: %[[B:.*]] = "tf.Const"() <{value = dense<[-1.000000e+00, 2.500000e+00]> : tensor<2xf32>}>
// CHECK:     %[[C:.*]] = "tf.Conv2D"(%arg0, %[[F]])
// CHECK-NEXT: %[[Y:.*]] = "tf.BiasAdd"(%[[C]], %[[B]]) <{data_format = "NHWC"}>
// CHECK-NOT: FusedBatchNormV3
// CHECK:     return %[[Y]]
func.func @fold_conv(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x2x2xf32> {
  %f = "tf.Const"() <{value = dense<1.0> : tensor<1x1x1x2xf32>}> : () -> tensor<1x1x1x2xf32>
  %scale = "tf.Const"() <{value = dense<[4.0, 1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %offset = "tf.Const"() <{value = dense<[0.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %mean = "tf.Const"() <{value = dense<[0.5, -1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %var = "tf.Const"() <{value = dense<[4.0, 4.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x2xf32>) -> tensor<1x2x2x2xf32>
  %y:6 = "tf.FusedBatchNormV3"(%c, %scale, %offset, %mean, %var) <{epsilon = 0.0 : f32, is_training = false}> : (tensor<1x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
  return %y#0 : tensor<1x2x2x2xf32>
}

// -----

// With a BiasAdd in between: b' = (b - mean) * s + offset = [(1 - 1) * 1 + 3] = [3].
// CHECK-LABEL: func @fold_conv_bias
// CHECK-DAG: %[[B:.*]] = "tf.Const"() <{value = dense<3.000000e+00> : tensor<1xf32>}>
// CHECK:     %[[C:.*]] = "tf.Conv2D"
// CHECK-NEXT: "tf.BiasAdd"(%[[C]], %[[B]])
// CHECK-NOT: FusedBatchNormV3
func.func @fold_conv_bias(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %f = "tf.Const"() <{value = dense<1.0> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %b = "tf.Const"() <{value = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %one = "tf.Const"() <{value = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %offset = "tf.Const"() <{value = dense<3.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %cb = "tf.BiasAdd"(%c, %b) : (tensor<1x2x2x1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  %y:6 = "tf.FusedBatchNormV3"(%cb, %one, %offset, %one, %one) <{epsilon = 0.0 : f32, is_training = false}> : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
  return %y#0 : tensor<1x2x2x1xf32>
}

// -----

// Not folded: training mode (is_training defaults to true), non-constant
// parameters, batch statistics used.
// CHECK-LABEL: func @no_fold
// CHECK-COUNT-3: "tf.FusedBatchNormV3"
func.func @no_fold(%x: tensor<1x2x2x1xf32>, %p: tensor<1xf32>) -> (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>) {
  %f = "tf.Const"() <{value = dense<1.0> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %one = "tf.Const"() <{value = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c0 = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %y0:6 = "tf.FusedBatchNormV3"(%c0, %one, %one, %one, %one) : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
  %c1 = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %y1:6 = "tf.FusedBatchNormV3"(%c1, %p, %one, %one, %one) <{is_training = false}> : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
  %c2 = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %y2:6 = "tf.FusedBatchNormV3"(%c2, %one, %one, %one, %one) <{is_training = false}> : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
  return %y0#0, %y1#0, %y2#1 : tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>
}

// -----

// Not folded: the filter is a splat of 10^10 elements (one value in the IR),
// which folding would expand into that many; a splat up to 4Mi elements is
// folded. (So the compiler never makes a huge constant from a small input.)
// CHECK-LABEL: func @no_fold_huge_splat
// CHECK: "tf.FusedBatchNormV3"
func.func @no_fold_huge_splat(%x: tensor<1x1x1x100000xf32>) -> tensor<1x1x1x100000xf32> {
  %f = "tf.Const"() <{value = dense<2.0> : tensor<1x1x100000x100000xf32>}> : () -> tensor<1x1x100000x100000xf32>
  %one = "tf.Const"() <{value = dense<1.0> : tensor<100000xf32>}> : () -> tensor<100000xf32>
  %c = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x1x1x100000xf32>, tensor<1x1x100000x100000xf32>) -> tensor<1x1x1x100000xf32>
  %y:6 = "tf.FusedBatchNormV3"(%c, %one, %one, %one, %one) <{is_training = false}> : (tensor<1x1x1x100000xf32>, tensor<100000xf32>, tensor<100000xf32>, tensor<100000xf32>, tensor<100000xf32>) -> (tensor<1x1x1x100000xf32>, tensor<100000xf32>, tensor<100000xf32>, tensor<100000xf32>, tensor<100000xf32>, tensor<*xf32>)
  return %y#0 : tensor<1x1x1x100000xf32>
}
