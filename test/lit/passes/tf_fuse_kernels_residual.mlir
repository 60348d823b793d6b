// RUN: tfrt-opt %s --split-input-file --tf-fuse-kernels | FileCheck %s
// RUN: tfrt-opt %s --split-input-file --tf-fuse-kernels --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC

// Residual add: AddV2(fused BiasAdd, other) in either order, of one static
// shape -> ["BiasAdd", "Add"], the residual the second arg (ResNet's block).
// CHECK-LABEL: func @conv_residual
// CHECK-NEXT: %[[A:.*]] = "tf._FusedConv2D"(%arg0, %arg1, %arg2, %arg3) <{data_format = "NHWC", dilations = [1, 1, 1, 1], epsilon = 0.000000e+00 : f32, explicit_paddings = [], fused_ops = ["BiasAdd", "Add"], num_args = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 2, 0>, padding = "SAME", strides = [1, 1, 1, 1], use_cudnn_on_gpu = true}> {device = ""}
// CHECK-NEXT: %[[B:.*]] = "tf._FusedConv2D"(%arg0, %arg1, %arg2, %arg3) <{{.*}}fused_ops = ["BiasAdd", "Add"]
// CHECK-NEXT: return %[[A]], %[[B]]
// LOC-LABEL: func @conv_residual
// LOC: loc(fused<"tf._FusedConv2D">["conv", "bias", "add"])
func.func @conv_residual(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x4xf32>, %b: tensor<4xf32>, %r: tensor<1x8x8x4xf32>)
    -> (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) {
  %0 = "tf.Conv2D"(%x, %f) <{data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "SAME", strides = [1, 1, 1, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x8x8x4xf32> loc("conv")
  %1 = "tf.BiasAdd"(%0, %b) <{data_format = "NHWC"}> {device = ""} : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32> loc("bias")
  %2 = "tf.AddV2"(%1, %r) {device = ""} : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc("add")
  %3 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x8x8x4xf32>
  %4 = "tf.BiasAdd"(%3, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %5 = "tf.AddV2"(%r, %4) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %2, %5 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>
}

// -----

// _FusedMatMul takes a residual too (an MLP's skip connection).
// CHECK-LABEL: func @matmul_residual_relu
// CHECK-NEXT: %[[F:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2, %arg3) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "Add", "Relu"]
// CHECK-NEXT: return %[[F]]
func.func @matmul_residual_relu(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %r: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tf.MatMul"(%x, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %2 = "tf.AddV2"(%r, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "tf.Relu"(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// -----

// No residual: a broadcasting addend (another shape); dynamic shapes (the
// sizes could broadcast at run time); a fused op with an activation already;
// a fused result used twice; a depthwise convolution (TensorFlow's fused
// depthwise op has no Add); a second residual.
// CHECK-LABEL: func @no_residual
// CHECK-NOT: "Add"
// CHECK: return
func.func @no_residual(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x4xf32>, %b: tensor<4xf32>, %r: tensor<1x8x8x4xf32>,
                       %row: tensor<1x1x8x4xf32>, %dx: tensor<?x8x8x4xf32>, %dr: tensor<?x8x8x4xf32>, %df: tensor<3x3x4x1xf32>)
    -> (tensor<1x8x8x4xf32>, tensor<?x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) {
  %0 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x8x8x4xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %2 = "tf.AddV2"(%1, %row) : (tensor<1x8x8x4xf32>, tensor<1x1x8x4xf32>) -> tensor<1x8x8x4xf32>
  %3 = "tf.Conv2D"(%dx, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<?x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<?x8x8x4xf32>
  %4 = "tf.BiasAdd"(%3, %b) : (tensor<?x8x8x4xf32>, tensor<4xf32>) -> tensor<?x8x8x4xf32>
  %5 = "tf.AddV2"(%4, %dr) : (tensor<?x8x8x4xf32>, tensor<?x8x8x4xf32>) -> tensor<?x8x8x4xf32>
  %6 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x8x8x4xf32>
  %7 = "tf.BiasAdd"(%6, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %8 = "tf.Relu"(%7) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %9 = "tf.AddV2"(%8, %r) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %10 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x8x8x4xf32>
  %11 = "tf.BiasAdd"(%10, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %12 = "tf.AddV2"(%11, %11) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %13 = "tf.DepthwiseConv2dNative"(%x, %df) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x1xf32>) -> tensor<1x8x8x4xf32>
  %14 = "tf.BiasAdd"(%13, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %15 = "tf.AddV2"(%14, %r) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %2, %5, %9, %12, %15, %15 : tensor<1x8x8x4xf32>, tensor<?x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>
}

// -----

// DepthwiseConv2dNative + BiasAdd (or AddV2 of a 1-D bias along the NHWC
// channels) -> _FusedDepthwiseConv2dNative with the convolution's
// attributes (no num_args property: TensorFlow's is derived from the args),
// EXPLICIT padding included (a folded Pad). Conv2D + AddV2 of a 1-D bias too.
// CHECK-LABEL: func @depthwise
// CHECK-NEXT: %[[A:.*]] = "tf._FusedDepthwiseConv2dNative"(%arg0, %arg1, %arg2) <{data_format = "NHWC", dilations = [1, 1, 1, 1], epsilon = 0.000000e+00 : f32, explicit_paddings = [0, 0, 1, 1, 1, 1, 0, 0], fused_ops = ["BiasAdd"], padding = "EXPLICIT", strides = [1, 2, 2, 1]}> {device = ""} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>) -> tensor<1x4x4x8xf32>
// CHECK-NEXT: %[[B:.*]] = "tf._FusedDepthwiseConv2dNative"(%arg0, %arg1, %arg2) <{{.*}}fused_ops = ["BiasAdd"], padding = "SAME"
// CHECK-NEXT: %[[C:.*]] = "tf._FusedConv2D"(%arg0, %arg3, %arg2) <{{.*}}fused_ops = ["BiasAdd"]
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
// LOC-LABEL: func @depthwise
// LOC: loc(fused<"tf._FusedDepthwiseConv2dNative">["dw", "bias"])
func.func @depthwise(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %cf: tensor<1x1x4x8xf32>)
    -> (tensor<1x4x4x8xf32>, tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) {
  %0 = "tf.DepthwiseConv2dNative"(%x, %f) <{data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [0, 0, 1, 1, 1, 1, 0, 0], padding = "EXPLICIT", strides = [1, 2, 2, 1]}> {device = ""} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>) -> tensor<1x4x4x8xf32> loc("dw")
  %1 = "tf.BiasAdd"(%0, %b) <{data_format = "NHWC"}> : (tensor<1x4x4x8xf32>, tensor<8xf32>) -> tensor<1x4x4x8xf32> loc("bias")
  %2 = "tf.DepthwiseConv2dNative"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>) -> tensor<1x8x8x8xf32>
  %3 = "tf.AddV2"(%b, %2) : (tensor<8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %4 = "tf.Conv2D"(%x, %cf) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<1x1x4x8xf32>) -> tensor<1x8x8x8xf32>
  %5 = "tf.AddV2"(%4, %b) : (tensor<1x8x8x8xf32>, tensor<8xf32>) -> tensor<1x8x8x8xf32>
  return %1, %3, %5 : tensor<1x4x4x8xf32>, tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>
}

// -----

// Not fused: depthwise + BiasAdd in another data format; an NCHW depthwise +
// AddV2 (its last dimension is not the channels); a depthwise result used
// twice. An f16 one is fused (any float type).
// CHECK-LABEL: func @depthwise_negative
// CHECK-NOT: _FusedDepthwiseConv2dNative"(%arg0
// CHECK: "tf._FusedDepthwiseConv2dNative"(%arg4
// CHECK-NOT: _Fused
// CHECK: return
func.func @depthwise_negative(%x: tensor<1x4x8x8xf32>, %f: tensor<3x3x4x1xf32>, %b8: tensor<8xf32>, %b4: tensor<4xf32>,
                              %h: tensor<1x8x8x4xf16>, %hf: tensor<3x3x4x1xf16>, %hb: tensor<4xf16>)
    -> (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x8x8x4xf16>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) {
  %0 = "tf.DepthwiseConv2dNative"(%x, %f) <{data_format = "NCHW", padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x4x8x8xf32>, tensor<3x3x4x1xf32>) -> tensor<1x4x8x8xf32>
  %1 = "tf.BiasAdd"(%0, %b8) <{data_format = "NHWC"}> : (tensor<1x4x8x8xf32>, tensor<8xf32>) -> tensor<1x4x8x8xf32>
  %2 = "tf.DepthwiseConv2dNative"(%x, %f) <{data_format = "NCHW", padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x4x8x8xf32>, tensor<3x3x4x1xf32>) -> tensor<1x4x8x8xf32>
  %3 = "tf.AddV2"(%2, %b8) : (tensor<1x4x8x8xf32>, tensor<8xf32>) -> tensor<1x4x8x8xf32>
  %4 = "tf.DepthwiseConv2dNative"(%h, %hf) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf16>, tensor<3x3x4x1xf16>) -> tensor<1x8x8x4xf16>
  %5 = "tf.BiasAdd"(%4, %hb) : (tensor<1x8x8x4xf16>, tensor<4xf16>) -> tensor<1x8x8x4xf16>
  %6 = "tf.DepthwiseConv2dNative"(%x, %f) <{data_format = "NCHW", padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x4x8x8xf32>, tensor<3x3x4x1xf32>) -> tensor<1x4x8x8xf32>
  %7 = "tf.BiasAdd"(%6, %b4) <{data_format = "NCHW"}> : (tensor<1x4x8x8xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
  return %1, %3, %5, %6, %7 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x8x8x4xf16>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>
}
