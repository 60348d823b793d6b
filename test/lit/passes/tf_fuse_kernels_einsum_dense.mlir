// RUN: tfrt-opt %s --split-input-file --tf-fuse-kernels | FileCheck %s

// Keras's EinsumDense with per-head output ("abc,cde->abde", the attention's
// query/key/value projections) as TensorFlow prints it: BatchMatMulV2 of the
// [1, 5, 8] input and the constant [8, 6] weight, a Reshape splitting 6 into
// 2 heads of 3, then the [2, 3] bias. It becomes the Dense form fused with
// its bias (the bias flattened to [6]), and one Reshape to the heads.
// CHECK-LABEL: func @einsum_dense_heads
// CHECK-DAG:  %[[B:.*]] = "tf.Const"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf32>}>
// CHECK-DAG:  %[[FLAT:.*]] = "tf.Reshape"(%arg0, %{{.*}}) : (tensor<1x5x8xf32>, tensor<2xi32>) -> tensor<5x8xf32>
// CHECK:      %[[F:.*]] = "tf._FusedMatMul"(%[[FLAT]], %{{.*}}, %[[B]]) <{{.*}}fused_ops = ["BiasAdd"]
// CHECK-NEXT: %[[Y:.*]] = "tf.Reshape"(%[[F]], %{{.*}}) : (tensor<5x6xf32>, tensor<4xi32>) -> tensor<1x5x2x3xf32>
// CHECK-NEXT: return %[[Y]]
func.func @einsum_dense_heads(%x: tensor<1x5x8xf32>) -> tensor<1x5x2x3xf32> {
  %w = "tf.Const"() <{value = dense<0.5> : tensor<8x6xf32>}> : () -> tensor<8x6xf32>
  %b = "tf.Const"() <{value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %s = "tf.Const"() <{value = dense<[1, 5, 2, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = "tf.BatchMatMulV2"(%x, %w) : (tensor<1x5x8xf32>, tensor<8x6xf32>) -> tensor<1x5x6xf32>
  %1 = "tf.Reshape"(%0, %s) : (tensor<1x5x6xf32>, tensor<4xi32>) -> tensor<1x5x2x3xf32>
  %2 = "tf.AddV2"(%1, %b) : (tensor<1x5x2x3xf32>, tensor<2x3xf32>) -> tensor<1x5x2x3xf32>
  return %2 : tensor<1x5x2x3xf32>
}

// -----

// The output projection ("abcd,cde->abe" after merging the heads) with a
// [6] bias: the Dense form, fused; adj_y becomes transpose_b.
// CHECK-LABEL: func @einsum_dense_bias
// CHECK: "tf._FusedMatMul"(%{{.*}}, %{{.*}}, %{{.*}}) <{{.*}}fused_ops = ["BiasAdd"]{{.*}}transpose_b = true
// CHECK-NOT: tf.BatchMatMulV2
func.func @einsum_dense_bias(%x: tensor<2x5x8xf32>) -> tensor<2x5x6xf32> {
  %w = "tf.Const"() <{value = dense<0.5> : tensor<6x8xf32>}> : () -> tensor<6x8xf32>
  %b = "tf.Const"() <{value = dense<1.0> : tensor<6xf32>}> : () -> tensor<6xf32>
  %0 = "tf.BatchMatMulV2"(%x, %w) <{adj_y = true}> : (tensor<2x5x8xf32>, tensor<6x8xf32>) -> tensor<2x5x6xf32>
  %1 = "tf.AddV2"(%0, %b) : (tensor<2x5x6xf32>, tensor<6xf32>) -> tensor<2x5x6xf32>
  return %1 : tensor<2x5x6xf32>
}

// -----

// Left as they are: a weight that is not a constant (attention scores); no
// bias after the product; a dynamic batch; a bias that varies along the
// sequence (not per head channel) after the split.
// CHECK-LABEL: func @not_einsum_dense
// CHECK-COUNT-4: "tf.BatchMatMulV2"
// CHECK-NOT: tf._FusedMatMul
func.func @not_einsum_dense(%x: tensor<1x5x8xf32>, %v: tensor<8x6xf32>, %d: tensor<?x5x8xf32>)
    -> (tensor<1x5x6xf32>, tensor<1x5x6xf32>, tensor<?x5x6xf32>, tensor<1x5x2x3xf32>) {
  %w = "tf.Const"() <{value = dense<0.5> : tensor<8x6xf32>}> : () -> tensor<8x6xf32>
  %b = "tf.Const"() <{value = dense<1.0> : tensor<6xf32>}> : () -> tensor<6xf32>
  %bs = "tf.Const"() <{value = dense<1.0> : tensor<5x1x3xf32>}> : () -> tensor<5x1x3xf32>
  %s = "tf.Const"() <{value = dense<[1, 5, 2, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = "tf.BatchMatMulV2"(%x, %v) : (tensor<1x5x8xf32>, tensor<8x6xf32>) -> tensor<1x5x6xf32>
  %1 = "tf.AddV2"(%0, %b) : (tensor<1x5x6xf32>, tensor<6xf32>) -> tensor<1x5x6xf32>
  %2 = "tf.BatchMatMulV2"(%x, %w) : (tensor<1x5x8xf32>, tensor<8x6xf32>) -> tensor<1x5x6xf32>
  %3 = "tf.BatchMatMulV2"(%d, %w) : (tensor<?x5x8xf32>, tensor<8x6xf32>) -> tensor<?x5x6xf32>
  %4 = "tf.AddV2"(%3, %b) : (tensor<?x5x6xf32>, tensor<6xf32>) -> tensor<?x5x6xf32>
  %5 = "tf.BatchMatMulV2"(%x, %w) : (tensor<1x5x8xf32>, tensor<8x6xf32>) -> tensor<1x5x6xf32>
  %6 = "tf.Reshape"(%5, %s) : (tensor<1x5x6xf32>, tensor<4xi32>) -> tensor<1x5x2x3xf32>
  %7 = "tf.AddV2"(%6, %bs) : (tensor<1x5x2x3xf32>, tensor<5x1x3xf32>) -> tensor<1x5x2x3xf32>
  return %1, %2, %4, %7 : tensor<1x5x6xf32>, tensor<1x5x6xf32>, tensor<?x5x6xf32>, tensor<1x5x2x3xf32>
}
