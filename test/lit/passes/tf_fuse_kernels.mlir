// RUN: tfrt-opt %s --split-input-file --tf-fuse-kernels | FileCheck %s
// RUN: tfrt-opt %s --split-input-file --tf-fuse-kernels --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC

// MatMul + BiasAdd + Relu -> one _FusedMatMul.
// CHECK-LABEL: func @matmul_biasadd_relu
// CHECK-NEXT: %[[F:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "Relu"], transpose_a = false, transpose_b = false}> : (tensor<1x4xf32>, tensor<4x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
// CHECK-NEXT: return %[[F]]
func.func @matmul_biasadd_relu(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<1x3xf32> {
  %0 = "tf.MatMul"(%x, %w) <{transpose_a = false, transpose_b = false}> : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %2 = "tf.Relu"(%1) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %2 : tensor<1x3xf32>
}

// -----

// AddV2 of a 1-D bias along the last dimension is a BiasAdd (either operand
// order); Relu6 is fused too.
// CHECK-LABEL: func @matmul_addv2_relu6
// CHECK-NEXT: %[[F:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "Relu6"]
// CHECK-NEXT: return %[[F]]
func.func @matmul_addv2_relu6(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<1x3xf32> {
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.AddV2"(%b, %0) : (tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %2 = "tf.Relu6"(%1) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %2 : tensor<1x3xf32>
}

// -----

// MatMul + AddV2 without Relu: fused_ops = ["BiasAdd"].
// CHECK-LABEL: func @matmul_addv2
// CHECK-NEXT: "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd"]
// CHECK-NEXT: "tf.Softmax"
func.func @matmul_addv2(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<1x3xf32> {
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.AddV2"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %2 = "tf.Softmax"(%1) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %2 : tensor<1x3xf32>
}

// -----

// Not fused: the product has a second use; an AddV2 whose other operand is
// not a 1-D bias of the last dimension nor a residual of the product's static
// shape (unranked here); integer MatMul. (A residual of the product's shape
// fuses with a zero bias: tf_fuse_kernels_activations.mlir.)
// CHECK-LABEL: func @no_fusion
// CHECK-NOT: _Fused
// CHECK: return
func.func @no_fusion(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>,
                     %u: tensor<*xf32>, %i: tensor<1x4xi32>, %iw: tensor<4x3xi32>, %ib: tensor<3xi32>)
    -> (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xi32>) {
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %4 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %5 = "tf.AddV2"(%4, %u) : (tensor<1x3xf32>, tensor<*xf32>) -> tensor<1x3xf32>
  %6 = "tf.MatMul"(%i, %iw) : (tensor<1x4xi32>, tensor<4x3xi32>) -> tensor<1x3xi32>
  %7 = "tf.BiasAdd"(%6, %ib) : (tensor<1x3xi32>, tensor<3xi32>) -> tensor<1x3xi32>
  return %0, %1, %5, %7 : tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xi32>
}

// -----

// Conv2D + BiasAdd + Relu -> _FusedConv2D with the convolution's attributes.
// CHECK-LABEL: func @conv_biasadd_relu
// CHECK-NEXT: %[[F:.*]] = "tf._FusedConv2D"(%arg0, %arg1, %arg2) <{data_format = "NHWC", dilations = [1, 1, 1, 1], epsilon = 0.000000e+00 : f32, explicit_paddings = [], fused_ops = ["BiasAdd", "Relu"], num_args = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>, padding = "SAME", strides = [1, 1, 1, 1], use_cudnn_on_gpu = true}> {device = ""}
// CHECK-NEXT: return %[[F]]
func.func @conv_biasadd_relu(%x: tensor<1x8x8x1xf32>, %f: tensor<3x3x1x4xf32>, %b: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
  %0 = "tf.Conv2D"(%x, %f) <{data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "SAME", strides = [1, 1, 1, 1], use_cudnn_on_gpu = true}> {device = ""} : (tensor<1x8x8x1xf32>, tensor<3x3x1x4xf32>) -> tensor<1x8x8x4xf32>
  %1 = "tf.BiasAdd"(%0, %b) <{data_format = "NHWC"}> {device = ""} : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %2 = "tf.Relu"(%1) {device = ""} : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %2 : tensor<1x8x8x4xf32>
}

// -----

// Conv2D + BiasAdd only; a Relu of a fused op with a second use stays.
// CHECK-LABEL: func @conv_biasadd_shared
// CHECK-NEXT: %[[F:.*]] = "tf._FusedConv2D"(%arg0, %arg1, %arg2) {{.*}}fused_ops = ["BiasAdd"]
// CHECK-NEXT: %[[R:.*]] = "tf.Relu"(%[[F]])
// CHECK-NEXT: return %[[F]], %[[R]]
func.func @conv_biasadd_shared(%x: tensor<1x8x8x1xf32>, %f: tensor<3x3x1x4xf32>, %b: tensor<4xf32>) -> (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) {
  %0 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x1xf32>, tensor<3x3x1x4xf32>) -> tensor<1x8x8x4xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %2 = "tf.Relu"(%1) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %1, %2 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>
}

// -----

// Data formats that disagree are not fused.
// CHECK-LABEL: func @conv_format_mismatch
// CHECK-NOT: _FusedConv2D
func.func @conv_format_mismatch(%x: tensor<1x1x8x8xf32>, %f: tensor<3x3x1x4xf32>, %b: tensor<8xf32>) -> tensor<1x4x8x8xf32> {
  %0 = "tf.Conv2D"(%x, %f) <{data_format = "NCHW", padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x1x8x8xf32>, tensor<3x3x1x4xf32>) -> tensor<1x4x8x8xf32>
  %1 = "tf.BiasAdd"(%0, %b) <{data_format = "NHWC"}> : (tensor<1x4x8x8xf32>, tensor<8xf32>) -> tensor<1x4x8x8xf32>
  return %1 : tensor<1x4x8x8xf32>
}

// -----

// A fused op is located at the ops it fuses, one location each, in execution
// order (a member's own fused location stays one entry), marked with the
// fused op's name: the runtime reports an error of the MatMul (or Conv2D)
// part at the MatMul's location, the first.
// CHECK-LABEL: func @members_loc
// LOC-LABEL: func @members_loc
// LOC: "tf._FusedMatMul"{{.*}} loc(fused<"tf._FusedMatMul">["matmul", fused["add", "add_callsite"], "relu"])
// LOC: "tf._FusedConv2D"{{.*}} loc(fused<"tf._FusedConv2D">["conv", "bias", "relu6"])
func.func @members_loc(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>,
                       %i: tensor<1x8x8x1xf32>, %f: tensor<3x3x1x4xf32>, %c: tensor<4xf32>) -> (tensor<1x3xf32>, tensor<1x8x8x4xf32>) {
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32> loc("matmul")
  %1 = "tf.AddV2"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32> loc(fused["add", "add_callsite"])
  %2 = "tf.Relu"(%1) : (tensor<1x3xf32>) -> tensor<1x3xf32> loc("relu")
  %3 = "tf.Conv2D"(%i, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x1xf32>, tensor<3x3x1x4xf32>) -> tensor<1x8x8x4xf32> loc("conv")
  %4 = "tf.BiasAdd"(%3, %c) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32> loc("bias")
  %5 = "tf.Relu6"(%4) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc("relu6")
  return %2, %5 : tensor<1x3xf32>, tensor<1x8x8x4xf32>
}
