// RUN: tfrt-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// The fused ops' contracts (verifiers): fused_ops is [BiasAdd, Add?,
// <activation>?] (_FusedConv2D also [FusedBatchNorm, <activation>?]; no Add
// for the depthwise op), and the args are exactly what those take.

// CHECK-LABEL: func @valid
// CHECK: "tf._FusedDepthwiseConv2dNative"(%arg0, %arg1, %arg2) <{fused_ops = ["BiasAdd", "_MklSwish"], padding = "SAME", strides = [1, 1, 1, 1]}>
// CHECK: "tf._FusedConv2D"{{.*}}fused_ops = ["FusedBatchNorm", "Relu6"]
// CHECK: "tf._FusedMatMul"{{.*}}fused_ops = ["BiasAdd", "Add", "GeluExact"]
func.func @valid(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x1xf32>, %b: tensor<4xf32>, %cf: tensor<3x3x4x4xf32>,
                 %a: tensor<2x4xf32>, %w: tensor<4x4xf32>, %r: tensor<2x4xf32>) -> (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<2x4xf32>) {
  %0 = "tf._FusedDepthwiseConv2dNative"(%x, %f, %b) <{fused_ops = ["BiasAdd", "_MklSwish"], padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %1 = "tf._FusedConv2D"(%x, %cf, %b, %b, %b, %b) <{fused_ops = ["FusedBatchNorm", "Relu6"], num_args = 4 : i64, operandSegmentSizes = array<i32: 1, 1, 4, 0>, padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %2 = "tf._FusedMatMul"(%a, %w, %b, %r) <{fused_ops = ["BiasAdd", "Add", "GeluExact"]}> : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0, %1, %2 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<2x4xf32>
}

// -----

func.func @depthwise_add(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x1xf32>, %b: tensor<4xf32>, %r: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tf._FusedDepthwiseConv2dNative' op requires fused_ops to be [BiasAdd, <activation>?] (activations: Relu, Relu6, Elu, LeakyRelu, Tanh, Sigmoid, GeluExact, GeluApproximate, _MklSwish, HardSwish), got ["BiasAdd", "Add"]}}
  %0 = "tf._FusedDepthwiseConv2dNative"(%x, %f, %b, %r) <{fused_ops = ["BiasAdd", "Add"], padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @depthwise_no_args(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x1xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tf._FusedDepthwiseConv2dNative' op requires 1 args for fused_ops ["BiasAdd", "Relu6"], got 0}}
  %0 = "tf._FusedDepthwiseConv2dNative"(%x, %f) <{fused_ops = ["BiasAdd", "Relu6"], padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x1xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @depthwise_bias_rank(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x1xf32>, %b: tensor<1x4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tf._FusedDepthwiseConv2dNative' op requires bias operand to be 1-D, got rank 2}}
  %0 = "tf._FusedDepthwiseConv2dNative"(%x, %f, %b) <{fused_ops = ["BiasAdd"], padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x1xf32>, tensor<1x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @depthwise_explicit(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x1xf32>, %b: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tf._FusedDepthwiseConv2dNative' op requires explicit_paddings attribute to have 8 elements, got 2}}
  %0 = "tf._FusedDepthwiseConv2dNative"(%x, %f, %b) <{explicit_paddings = [1, 1], fused_ops = ["BiasAdd"], padding = "EXPLICIT", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @matmul_unknown_activation(%a: tensor<2x4xf32>, %w: tensor<4x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tf._FusedMatMul' op requires fused_ops to be [BiasAdd, Add?, <activation>?] (activations: Relu, Relu6, Elu, LeakyRelu, Tanh, Sigmoid, GeluExact, GeluApproximate, _MklSwish, HardSwish), got ["BiasAdd", "Softplus"]}}
  %0 = "tf._FusedMatMul"(%a, %w, %b) <{fused_ops = ["BiasAdd", "Softplus"]}> : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @matmul_batch_norm(%a: tensor<2x4xf32>, %w: tensor<4x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tf._FusedMatMul' op requires fused_ops to be [BiasAdd, Add?, <activation>?]}}
  %0 = "tf._FusedMatMul"(%a, %w, %b, %b, %b, %b) <{fused_ops = ["FusedBatchNorm"]}> : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @matmul_residual_missing(%a: tensor<2x4xf32>, %w: tensor<4x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tf._FusedMatMul' op requires 2 args for fused_ops ["BiasAdd", "Add", "Relu"], got 1}}
  %0 = "tf._FusedMatMul"(%a, %w, %b) <{fused_ops = ["BiasAdd", "Add", "Relu"]}> : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @conv_empty(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tf._FusedConv2D' op requires fused_ops to be [BiasAdd, Add?, <activation>?] or [FusedBatchNorm, <activation>?] (activations: Relu, Relu6, Elu, LeakyRelu, Tanh, Sigmoid, GeluExact, GeluApproximate, _MklSwish, HardSwish), got []}}
  %0 = "tf._FusedConv2D"(%x, %f) <{num_args = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0>, padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @conv_two_activations(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x4xf32>, %b: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{got ["BiasAdd", "Relu", "Relu6"]}}
  %0 = "tf._FusedConv2D"(%x, %f, %b) <{fused_ops = ["BiasAdd", "Relu", "Relu6"], num_args = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>, padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @conv_batch_norm_args(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x4xf32>, %b: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tf._FusedConv2D' op requires 4 args for fused_ops ["FusedBatchNorm"], got 1}}
  %0 = "tf._FusedConv2D"(%x, %f, %b) <{fused_ops = ["FusedBatchNorm"], num_args = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>, padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

// Quantized (integer) convolutions keep fused_ops of their own.
// CHECK-LABEL: func @conv_quantized
// CHECK: fused_ops = ["BiasAdd", "Requantize"]
func.func @conv_quantized(%x: tensor<1x8x8x4xi8>, %f: tensor<3x3x4x4xi8>, %b: tensor<4xf32>) -> tensor<1x8x8x4xi8> {
  %0 = "tf._FusedConv2D"(%x, %f, %b) <{fused_ops = ["BiasAdd", "Requantize"], num_args = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>, padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xi8>, tensor<3x3x4x4xi8>, tensor<4xf32>) -> tensor<1x8x8x4xi8>
  return %0 : tensor<1x8x8x4xi8>
}
