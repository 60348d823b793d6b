// RUN: tfrt-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// tf._MklLayerNorm's contract (its verifier): scale and offset are [C], C
// x's last dimension; y has x's shape; epsilon is not negative. Unknown
// sizes are not errors.

// CHECK-LABEL: func @valid
// CHECK: "tf._MklLayerNorm"(%arg0, %arg1, %arg2) :
// CHECK: "tf._MklLayerNorm"(%arg3, %arg4, %arg4) <{epsilon = 9.99999974E-6 : f32}>
func.func @valid(%x: tensor<2x3x4xf32>, %s: tensor<4xf32>, %b: tensor<?xf32>, %y: tensor<?x?xbf16>, %t: tensor<8xbf16>) -> (tensor<2x3x4xf32>, tensor<?x?xbf16>) {
  %0 = "tf._MklLayerNorm"(%x, %s, %b) : (tensor<2x3x4xf32>, tensor<4xf32>, tensor<?xf32>) -> tensor<2x3x4xf32>
  %1 = "tf._MklLayerNorm"(%y, %t, %t) <{epsilon = 1.0e-5 : f32}> : (tensor<?x?xbf16>, tensor<8xbf16>, tensor<8xbf16>) -> tensor<?x?xbf16>
  return %0, %1 : tensor<2x3x4xf32>, tensor<?x?xbf16>
}

// -----

func.func @scale_size(%x: tensor<2x4xf32>, %s: tensor<3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{requires scale size to match the last dimension of x, got 3 and 4}}
  %0 = "tf._MklLayerNorm"(%x, %s, %s) : (tensor<2x4xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @offset_rank(%x: tensor<2x4xf32>, %s: tensor<4xf32>, %b: tensor<1x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{requires offset operand to be 1-D, got rank 2}}
  %0 = "tf._MklLayerNorm"(%x, %s, %b) : (tensor<2x4xf32>, tensor<4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @scalar(%x: tensor<f32>, %s: tensor<1xf32>) -> tensor<f32> {
  // expected-error @+1 {{requires x operand to have rank at least 1, got a scalar}}
  %0 = "tf._MklLayerNorm"(%x, %s, %s) : (tensor<f32>, tensor<1xf32>, tensor<1xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @result_shape(%x: tensor<2x4xf32>, %s: tensor<4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{requires y to have the shape of x}}
  %0 = "tf._MklLayerNorm"(%x, %s, %s) : (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @negative_epsilon(%x: tensor<2x4xf32>, %s: tensor<4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{requires a non-negative epsilon, got -1.000000e+00}}
  %0 = "tf._MklLayerNorm"(%x, %s, %s) <{epsilon = -1.0 : f32}> : (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @double(%x: tensor<2x4xf64>, %s: tensor<4xf64>) -> tensor<2x4xf64> {
  // expected-error @+1 {{operand #0 must be tensor of 16-bit float or bfloat16 type or 32-bit float values}}
  %0 = "tf._MklLayerNorm"(%x, %s, %s) : (tensor<2x4xf64>, tensor<4xf64>, tensor<4xf64>) -> tensor<2x4xf64>
  return %0 : tensor<2x4xf64>
}
