// RUN: tfrt-opt %s --split-input-file --tf-fuse-kernels | FileCheck %s
// RUN: tfrt-opt %s --split-input-file --tf-fuse-kernels --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC

// One-op activations after a fused contraction, TensorFlow's fused_ops names;
// LeakyRelu's alpha becomes leakyrelu_alpha (TF's default 0.2 when absent).
// CHECK-LABEL: func @single_ops
// CHECK-NEXT: %[[E:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "Elu"]
// CHECK-NEXT: %[[L:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "LeakyRelu"], leakyrelu_alpha = 1.000000e-01 : f32
// CHECK-NEXT: %[[D:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "LeakyRelu"], leakyrelu_alpha = 2.000000e-01 : f32
// CHECK-NEXT: %[[S:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "Sigmoid"]
// CHECK-NEXT: %[[T:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "Tanh"]
// CHECK-NEXT: return %[[E]], %[[L]], %[[D]], %[[S]], %[[T]]
func.func @single_ops(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>)
    -> (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) {
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %2 = "tf.Elu"(%1) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %3 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %4 = "tf.BiasAdd"(%3, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %5 = "tf.LeakyRelu"(%4) <{alpha = 1.000000e-01 : f32}> : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %6 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %7 = "tf.BiasAdd"(%6, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %8 = "tf.LeakyRelu"(%7) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %9 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %10 = "tf.BiasAdd"(%9, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %11 = "tf.Sigmoid"(%10) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %12 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %13 = "tf.BiasAdd"(%12, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %14 = "tf.Tanh"(%13) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %2, %5, %8, %11, %14 : tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>
}

// -----

// Swish, x * Sigmoid(x) in either operand order, on a convolution: "_MklSwish"
// (TensorFlow's oneDNN name), located at the conv, bias, sigmoid and mul.
// CHECK-LABEL: func @swish
// CHECK-NEXT: %[[A:.*]] = "tf._FusedConv2D"(%arg0, %arg1, %arg2) <{{.*}}fused_ops = ["BiasAdd", "_MklSwish"], {{.*}}num_args = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>
// CHECK-NEXT: %[[B:.*]] = "tf._FusedConv2D"(%arg0, %arg1, %arg2) <{{.*}}fused_ops = ["BiasAdd", "_MklSwish"]
// CHECK-NEXT: return %[[A]], %[[B]]
// LOC-LABEL: func @swish
// LOC: "tf._FusedConv2D"{{.*}} loc(fused<"tf._FusedConv2D">["conv", "bias", "sigmoid", "mul"])
func.func @swish(%x: tensor<1x8x8x2xf32>, %f: tensor<3x3x2x4xf32>, %b: tensor<4xf32>) -> (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) {
  %0 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32> loc("conv")
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32> loc("bias")
  %2 = "tf.Sigmoid"(%1) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc("sigmoid")
  %3 = "tf.Mul"(%1, %2) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc("mul")
  %4 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32>
  %5 = "tf.BiasAdd"(%4, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %6 = "tf.Sigmoid"(%5) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %7 = "tf.Mul"(%6, %5) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %3, %7 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>
}

// -----

// Not Swish: the Sigmoid of another value; the fused result used a third
// time; the Sigmoid result used twice.
// CHECK-LABEL: func @swish_negative
// CHECK-COUNT-3: fused_ops = ["BiasAdd"]
// CHECK-NOT: _MklSwish
// CHECK: return
func.func @swish_negative(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %o: tensor<1x3xf32>)
    -> (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) {
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %2 = "tf.Sigmoid"(%o) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %3 = "tf.Mul"(%1, %2) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %4 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %5 = "tf.BiasAdd"(%4, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %6 = "tf.Sigmoid"(%5) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %7 = "tf.Mul"(%5, %6) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %8 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %9 = "tf.BiasAdd"(%8, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %10 = "tf.Sigmoid"(%9) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %11 = "tf.Mul"(%9, %10) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %12 = "tf.AddV2"(%11, %10) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %3, %7, %5, %12 : tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>
}

// -----

// Hard swish (MobileNetV3), y * Relu6(y + 3) / 6, as Keras 3 prints it,
// y * (Relu6(y + 3) * 1/6), and as (y * Relu6(3 + y)) / 6 and
// (Relu6(y + 3) * y) * 1/6: "HardSwish", located at every member in order.
// CHECK-LABEL: func @hard_swish
// CHECK-COUNT-3: fused_ops = ["BiasAdd", "HardSwish"]
// CHECK-NOT: tf.Relu6
// CHECK: return
// LOC-LABEL: func @hard_swish
// LOC: loc(fused<"tf._FusedConv2D">["conv", "bias", "add", "relu6", "sixth", "hswish"])
func.func @hard_swish(%x: tensor<1x8x8x2xf32>, %f: tensor<3x3x2x4xf32>, %b: tensor<4xf32>) -> (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) {
  %three = "tf.Const"() <{value = dense<3.0> : tensor<f32>}> : () -> tensor<f32>
  %six = "tf.Const"() <{value = dense<6.0> : tensor<f32>}> : () -> tensor<f32>
  %sixth = "tf.Const"() <{value = dense<0.166666672> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32> loc("conv")
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32> loc("bias")
  %2 = "tf.AddV2"(%1, %three) : (tensor<1x8x8x4xf32>, tensor<f32>) -> tensor<1x8x8x4xf32> loc("add")
  %3 = "tf.Relu6"(%2) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc("relu6")
  %4 = "tf.Mul"(%3, %sixth) : (tensor<1x8x8x4xf32>, tensor<f32>) -> tensor<1x8x8x4xf32> loc("sixth")
  %5 = "tf.Mul"(%1, %4) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc("hswish")
  %10 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32>
  %11 = "tf.BiasAdd"(%10, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %12 = "tf.AddV2"(%three, %11) : (tensor<f32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %13 = "tf.Relu6"(%12) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %14 = "tf.Mul"(%11, %13) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %15 = "tf.RealDiv"(%14, %six) : (tensor<1x8x8x4xf32>, tensor<f32>) -> tensor<1x8x8x4xf32>
  %20 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32>
  %21 = "tf.BiasAdd"(%20, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %22 = "tf.AddV2"(%21, %three) : (tensor<1x8x8x4xf32>, tensor<f32>) -> tensor<1x8x8x4xf32>
  %23 = "tf.Relu6"(%22) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %24 = "tf.Mul"(%23, %21) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %25 = "tf.Mul"(%sixth, %24) : (tensor<f32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %5, %15, %25 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>
}

// -----

// Not hard swish: Relu6(y + 4); a Relu where Relu6 belongs; the Relu6 result
// used twice.
// CHECK-LABEL: func @hard_swish_negative
// CHECK-NOT: HardSwish
// CHECK: return
func.func @hard_swish_negative(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>)
    -> (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) {
  %three = "tf.Const"() <{value = dense<3.0> : tensor<f32>}> : () -> tensor<f32>
  %four = "tf.Const"() <{value = dense<4.0> : tensor<f32>}> : () -> tensor<f32>
  %sixth = "tf.Const"() <{value = dense<0.166666672> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %2 = "tf.AddV2"(%1, %four) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %3 = "tf.Relu6"(%2) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %4 = "tf.Mul"(%3, %sixth) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %5 = "tf.Mul"(%1, %4) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %10 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %11 = "tf.BiasAdd"(%10, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %12 = "tf.AddV2"(%11, %three) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %13 = "tf.Relu"(%12) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %14 = "tf.Mul"(%13, %sixth) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %15 = "tf.Mul"(%11, %14) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %20 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %21 = "tf.BiasAdd"(%20, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %22 = "tf.AddV2"(%21, %three) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %23 = "tf.Relu6"(%22) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %24 = "tf.Mul"(%23, %sixth) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %25 = "tf.Mul"(%21, %24) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %5, %15, %25, %23 : tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>
}

// -----

// GELU as Keras 3 (Dense(activation="gelu")) and tf.nn.gelu print it:
// 0.5 * y * Erfc(-y * 1/sqrt(2)) -> "GeluExact"; the ops in the chain go.
// CHECK-LABEL: func @gelu_erfc
// CHECK-NEXT: %[[G:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "GeluExact"]
// CHECK-NEXT: return %[[G]]
// LOC-LABEL: func @gelu_erfc
// LOC: loc(fused<"tf._FusedMatMul">["mm", "bias", "neg", "scale", "erfc", "half", "gelu"])
func.func @gelu_erfc(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<1x3xf32> {
  %cst = "tf.Const"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
  %cst_0 = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32> loc("mm")
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32> loc("bias")
  %2 = "tf.Neg"(%1) : (tensor<1x3xf32>) -> tensor<1x3xf32> loc("neg")
  %3 = "tf.Mul"(%2, %cst) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32> loc("scale")
  %4 = "tf.Erfc"(%3) : (tensor<1x3xf32>) -> tensor<1x3xf32> loc("erfc")
  %5 = "tf.Mul"(%1, %cst_0) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32> loc("half")
  %6 = "tf.Mul"(%5, %4) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32> loc("gelu")
  return %6 : tensor<1x3xf32>
}

// -----

// GELU's older exact form, 0.5 * y * (1 + Erf(y / sqrt(2))) (operands in
// another order), and with y * 1/sqrt(2).
// CHECK-LABEL: func @gelu_erf
// CHECK-NEXT: %[[A:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{{.*}}fused_ops = ["BiasAdd", "GeluExact"]
// CHECK-NEXT: %[[B:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{{.*}}fused_ops = ["BiasAdd", "GeluExact"]
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @gelu_erf(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> (tensor<1x3xf32>, tensor<1x3xf32>) {
  %sqrt2 = "tf.Const"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
  %rsqrt2 = "tf.Const"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
  %half = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %one = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %2 = "tf.Mul"(%half, %1) : (tensor<f32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %3 = "tf.RealDiv"(%1, %sqrt2) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %4 = "tf.Erf"(%3) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %5 = "tf.AddV2"(%one, %4) : (tensor<f32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %6 = "tf.Mul"(%5, %2) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %7 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %8 = "tf.BiasAdd"(%7, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %9 = "tf.Mul"(%rsqrt2, %8) : (tensor<f32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %10 = "tf.Erf"(%9) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %11 = "tf.AddV2"(%10, %one) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %12 = "tf.Mul"(%8, %half) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %13 = "tf.Mul"(%12, %11) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %6, %13 : tensor<1x3xf32>, tensor<1x3xf32>
}

// -----

// GELU's tanh form as keras.activations.gelu(approximate=True) prints it:
// 0.5 * y * (1 + Tanh(sqrt(2/pi) * (y + 0.044715 * Pow(y, 3)))) -> "GeluApproximate".
// CHECK-LABEL: func @gelu_tanh
// CHECK-NEXT: %[[G:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "GeluApproximate"]
// CHECK-NEXT: return %[[G]]
func.func @gelu_tanh(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<1x3xf32> {
  %cst = "tf.Const"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
  %cst_0 = "tf.Const"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %cst_1 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %cst_2 = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %cst_3 = "tf.Const"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %2 = "tf.Pow"(%1, %cst_0) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %3 = "tf.Mul"(%2, %cst) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %4 = "tf.AddV2"(%1, %3) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %5 = "tf.Mul"(%4, %cst_3) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %6 = "tf.Tanh"(%5) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %7 = "tf.AddV2"(%6, %cst_1) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %8 = "tf.Mul"(%1, %cst_2) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %9 = "tf.Mul"(%8, %7) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  return %9 : tensor<1x3xf32>
}

// -----

// Not GELU: a wrong constant (0.6 instead of 0.5); an inner value used
// elsewhere (the Erfc is returned too); a constant whose shape broadcasts
// the product to another shape. The chains stay whole.
// CHECK-LABEL: func @gelu_negative
// CHECK-NOT: Gelu
// CHECK: fused_ops = ["BiasAdd"]
// CHECK: "tf.Erfc"
// CHECK-NOT: Gelu
// CHECK: fused_ops = ["BiasAdd"]
// CHECK: "tf.Erfc"
// CHECK-NOT: Gelu
// CHECK: fused_ops = ["BiasAdd"]
// CHECK: "tf.Erfc"
// CHECK-NOT: Gelu
// CHECK: return
func.func @gelu_negative(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>)
    -> (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<2x1x3xf32>) {
  %k = "tf.Const"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
  %wrong = "tf.Const"() <{value = dense<6.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %half = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %half2 = "tf.Const"() <{value = dense<5.000000e-01> : tensor<2x1x1xf32>}> : () -> tensor<2x1x1xf32>
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %2 = "tf.Neg"(%1) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %3 = "tf.Mul"(%2, %k) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %4 = "tf.Erfc"(%3) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %5 = "tf.Mul"(%1, %wrong) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %6 = "tf.Mul"(%5, %4) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %10 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %11 = "tf.BiasAdd"(%10, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %12 = "tf.Neg"(%11) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %13 = "tf.Mul"(%12, %k) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %14 = "tf.Erfc"(%13) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %15 = "tf.Mul"(%11, %half) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %16 = "tf.Mul"(%15, %14) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %20 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %21 = "tf.BiasAdd"(%20, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %22 = "tf.Neg"(%21) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %23 = "tf.Mul"(%22, %k) : (tensor<1x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  %24 = "tf.Erfc"(%23) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %25 = "tf.Mul"(%21, %half2) : (tensor<1x3xf32>, tensor<2x1x1xf32>) -> tensor<2x1x3xf32>
  %26 = "tf.Mul"(%25, %24) : (tensor<2x1x3xf32>, tensor<1x3xf32>) -> tensor<2x1x3xf32>
  return %6, %16, %14, %26 : tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<2x1x3xf32>
}

// -----

// An activation after a residual add, and on a depthwise convolution.
// CHECK-LABEL: func @after_residual_and_depthwise
// CHECK: "tf._FusedConv2D"(%arg0, %arg1, %arg2, %arg0) <{{.*}}fused_ops = ["BiasAdd", "Add", "Relu"], {{.*}}num_args = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 2, 0>
// CHECK: "tf._FusedDepthwiseConv2dNative"(%arg0, %arg3, %arg4) <{{.*}}fused_ops = ["BiasAdd", "Relu6"]
func.func @after_residual_and_depthwise(%x: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x4xf32>, %b: tensor<4xf32>,
                                         %df: tensor<3x3x4x1xf32>, %db: tensor<4xf32>) -> (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) {
  %0 = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) -> tensor<1x8x8x4xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %2 = "tf.AddV2"(%1, %x) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %3 = "tf.Relu"(%2) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %4 = "tf.DepthwiseConv2dNative"(%x, %df) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x1xf32>) -> tensor<1x8x8x4xf32>
  %5 = "tf.BiasAdd"(%4, %db) : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %6 = "tf.Relu6"(%5) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %3, %6 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>
}

// -----

// One activation only: a Relu after a fused Relu6 stays; an activation of a
// plain value or of a fused op in another block stays.
// CHECK-LABEL: func @one_activation
// CHECK: fused_ops = ["BiasAdd", "Relu6"]
// CHECK-NEXT: "tf.Relu"
// CHECK: "tf.Elu"(%arg0)
// CHECK: "tf.IfRegion"
// CHECK: "tf.Sigmoid"
func.func @one_activation(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %p: tensor<i1>, %z: tensor<1x3xf32>)
    -> (tensor<1x3xf32>, tensor<1x4xf32>, tensor<1x3xf32>) {
  %0 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %2 = "tf.Relu6"(%1) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %3 = "tf.Relu"(%2) : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %4 = "tf.Elu"(%x) : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %5 = "tf.MatMul"(%x, %w) : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %6 = "tf.BiasAdd"(%5, %b) : (tensor<1x3xf32>, tensor<3xf32>) -> tensor<1x3xf32>
  %7 = "tf.IfRegion"(%p) <{is_stateless = true}> ({
    %8 = "tf.Sigmoid"(%6) : (tensor<1x3xf32>) -> tensor<1x3xf32>
    "tf.Yield"(%8) : (tensor<1x3xf32>) -> ()
  }, {
    "tf.Yield"(%z) : (tensor<1x3xf32>) -> ()
  }) : (tensor<i1>) -> tensor<1x3xf32>
  return %3, %4, %7 : tensor<1x3xf32>, tensor<1x4xf32>, tensor<1x3xf32>
}

// -----

// A Dense layer on a 3-D input as TensorFlow prints it (Reshape to 2-D,
// MatMul, Reshape back, BiasAdd, GELU): the Reshape keeps the last dimension,
// so the bias and the activation join the MatMul and the Reshape follows.
// CHECK-LABEL: func @dense_3d
// CHECK-NEXT: %[[S:.*]] = "tf.Const"
// CHECK-NEXT: %[[F:.*]] = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "GeluExact"]{{.*}} -> tensor<6x8xf32>
// CHECK-NEXT: %[[R:.*]] = "tf.Reshape"(%[[F]], %[[S]]) : (tensor<6x8xf32>, tensor<3xi32>) -> tensor<1x6x8xf32>
// CHECK-NEXT: return %[[R]]
// LOC-LABEL: func @dense_3d
// LOC: "tf._FusedMatMul"{{.*}} loc(fused<"tf._FusedMatMul">["mm", "bias", "neg", "scale", "erfc", "half", "gelu"])
// LOC: "tf.Reshape"{{.*}} loc("reshape")
func.func @dense_3d(%x: tensor<6x4xf32>, %w: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<1x6x8xf32> {
  %shape = "tf.Const"() <{value = dense<[1, 6, 8]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %k = "tf.Const"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
  %half = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.MatMul"(%x, %w) : (tensor<6x4xf32>, tensor<4x8xf32>) -> tensor<6x8xf32> loc("mm")
  %1 = "tf.Reshape"(%0, %shape) {device = ""} : (tensor<6x8xf32>, tensor<3xi32>) -> tensor<1x6x8xf32> loc("reshape")
  %2 = "tf.BiasAdd"(%1, %b) : (tensor<1x6x8xf32>, tensor<8xf32>) -> tensor<1x6x8xf32> loc("bias")
  %3 = "tf.Neg"(%2) : (tensor<1x6x8xf32>) -> tensor<1x6x8xf32> loc("neg")
  %4 = "tf.Mul"(%3, %k) : (tensor<1x6x8xf32>, tensor<f32>) -> tensor<1x6x8xf32> loc("scale")
  %5 = "tf.Erfc"(%4) : (tensor<1x6x8xf32>) -> tensor<1x6x8xf32> loc("erfc")
  %6 = "tf.Mul"(%2, %half) : (tensor<1x6x8xf32>, tensor<f32>) -> tensor<1x6x8xf32> loc("half")
  %7 = "tf.Mul"(%6, %5) : (tensor<1x6x8xf32>, tensor<1x6x8xf32>) -> tensor<1x6x8xf32> loc("gelu")
  return %7 : tensor<1x6x8xf32>
}

// -----

// The Reshape stays where it is when it changes the last dimension, when the
// MatMul's product has another use, or when the Reshape's result has one
// (then the bias is fused and the activation is not).
// CHECK-LABEL: func @dense_3d_negative
// CHECK: "tf.MatMul"
// CHECK-NEXT: "tf.Reshape"
// CHECK-NEXT: "tf.BiasAdd"
// CHECK: "tf.MatMul"
// CHECK-NEXT: "tf.Reshape"
// CHECK-NEXT: "tf.BiasAdd"
// CHECK: "tf._FusedMatMul"{{.*}}fused_ops = ["BiasAdd"]
// CHECK-NEXT: "tf.Reshape"
// CHECK-NEXT: "tf.Relu"
func.func @dense_3d_negative(%x: tensor<6x4xf32>, %w: tensor<4x8xf32>, %b: tensor<4xf32>, %b8: tensor<8xf32>)
    -> (tensor<1x12x4xf32>, tensor<1x6x8xf32>, tensor<6x8xf32>, tensor<1x6x8xf32>, tensor<1x6x8xf32>) {
  %s12 = "tf.Const"() <{value = dense<[1, 12, 4]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s6 = "tf.Const"() <{value = dense<[1, 6, 8]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %0 = "tf.MatMul"(%x, %w) : (tensor<6x4xf32>, tensor<4x8xf32>) -> tensor<6x8xf32>
  %1 = "tf.Reshape"(%0, %s12) : (tensor<6x8xf32>, tensor<3xi32>) -> tensor<1x12x4xf32>
  %2 = "tf.BiasAdd"(%1, %b) : (tensor<1x12x4xf32>, tensor<4xf32>) -> tensor<1x12x4xf32>
  %3 = "tf.MatMul"(%x, %w) : (tensor<6x4xf32>, tensor<4x8xf32>) -> tensor<6x8xf32>
  %4 = "tf.Reshape"(%3, %s6) : (tensor<6x8xf32>, tensor<3xi32>) -> tensor<1x6x8xf32>
  %5 = "tf.BiasAdd"(%4, %b8) : (tensor<1x6x8xf32>, tensor<8xf32>) -> tensor<1x6x8xf32>
  %6 = "tf.MatMul"(%x, %w) : (tensor<6x4xf32>, tensor<4x8xf32>) -> tensor<6x8xf32>
  %7 = "tf.Reshape"(%6, %s6) : (tensor<6x8xf32>, tensor<3xi32>) -> tensor<1x6x8xf32>
  %8 = "tf.BiasAdd"(%7, %b8) : (tensor<1x6x8xf32>, tensor<8xf32>) -> tensor<1x6x8xf32>
  %9 = "tf.Relu"(%8) : (tensor<1x6x8xf32>) -> tensor<1x6x8xf32>
  return %2, %5, %3, %8, %9 : tensor<1x12x4xf32>, tensor<1x6x8xf32>, tensor<6x8xf32>, tensor<1x6x8xf32>, tensor<1x6x8xf32>
}

// -----

// A Dense layer without a bias (T5's gated GELU FFN, on a 3-D input: Reshape,
// MatMul, Reshape back) gets a zero bias, and the GELU fuses as with any
// other; a bias-free MatMul with a residual add takes it as "Add". A MatMul
// whose result goes elsewhere (a Softmax) keeps its form.
// CHECK-LABEL: func @bias_free_dense
// CHECK-DAG: %[[Z:.*]] = "tf.Const"() <{value = dense<0.000000e+00> : tensor<3xf32>}>
// CHECK-DAG: %[[G:.*]] = "tf._FusedMatMul"(%{{.*}}, %arg1, %[[Z]]) <{{.*}}fused_ops = ["BiasAdd", "GeluExact"]
// CHECK-DAG: "tf.Reshape"(%[[G]]
// CHECK-DAG: "tf._FusedMatMul"(%arg2, %arg3, %[[Z]], %arg4) <{{.*}}fused_ops = ["BiasAdd", "Add"]
// CHECK-DAG: %[[M:.*]] = "tf.MatMul"(%arg2, %arg3)
// CHECK-DAG: "tf.Softmax"(%[[M]])
// CHECK-NOT: "tf.Erfc"
func.func @bias_free_dense(%x: tensor<1x2x4xf32>, %w: tensor<4x3xf32>, %a: tensor<2x4xf32>, %v: tensor<4x3xf32>, %r: tensor<2x3xf32>)
    -> (tensor<1x2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %flat = "tf.Const"() <{value = dense<[2, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %back = "tf.Const"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %cst = "tf.Const"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
  %half = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.Reshape"(%x, %flat) : (tensor<1x2x4xf32>, tensor<2xi32>) -> tensor<2x4xf32>
  %1 = "tf.MatMul"(%0, %w) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %2 = "tf.Reshape"(%1, %back) : (tensor<2x3xf32>, tensor<3xi32>) -> tensor<1x2x3xf32>
  %3 = "tf.Neg"(%2) : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %4 = "tf.Mul"(%3, %cst) : (tensor<1x2x3xf32>, tensor<f32>) -> tensor<1x2x3xf32>
  %5 = "tf.Erfc"(%4) : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %6 = "tf.Mul"(%2, %half) : (tensor<1x2x3xf32>, tensor<f32>) -> tensor<1x2x3xf32>
  %7 = "tf.Mul"(%6, %5) : (tensor<1x2x3xf32>, tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %10 = "tf.MatMul"(%a, %v) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %11 = "tf.AddV2"(%r, %10) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %20 = "tf.MatMul"(%a, %v) : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %21 = "tf.Softmax"(%20) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %7, %11, %21 : tensor<1x2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// A Conv1D without a bias (a wav2vec feature extractor's: ExpandDims, NHWC
// Conv2D, Squeeze) and its GELU: the zero bias goes after the Conv2D, the
// GELU joins through the Squeeze.
// CHECK-LABEL: func @bias_free_conv1d
// CHECK: %[[Z:.*]] = "tf.Const"() <{value = dense<0.000000e+00> : tensor<4xf32>}>
// CHECK: %[[C:.*]] = "tf._FusedConv2D"(%{{.*}}, %arg1, %[[Z]]) <{{.*}}fused_ops = ["BiasAdd", "GeluExact"]
// CHECK: "tf.Squeeze"(%[[C]])
// CHECK-NOT: "tf.Erfc"
func.func @bias_free_conv1d(%x: tensor<1x8x2xf32>, %f: tensor<1x3x2x4xf32>) -> tensor<1x8x4xf32> {
  %axis = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %cst = "tf.Const"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
  %half = "tf.Const"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %0 = "tf.ExpandDims"(%x, %axis) : (tensor<1x8x2xf32>, tensor<i32>) -> tensor<1x1x8x2xf32>
  %1 = "tf.Conv2D"(%0, %f) <{data_format = "NHWC", dilations = [1, 1, 1, 1], explicit_paddings = [], padding = "SAME", strides = [1, 1, 1, 1], use_cudnn_on_gpu = true}> : (tensor<1x1x8x2xf32>, tensor<1x3x2x4xf32>) -> tensor<1x1x8x4xf32>
  %2 = "tf.Squeeze"(%1) <{squeeze_dims = [-3]}> : (tensor<1x1x8x4xf32>) -> tensor<1x8x4xf32>
  %3 = "tf.Neg"(%2) : (tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  %4 = "tf.Mul"(%3, %cst) : (tensor<1x8x4xf32>, tensor<f32>) -> tensor<1x8x4xf32>
  %5 = "tf.Erfc"(%4) : (tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  %6 = "tf.Mul"(%2, %half) : (tensor<1x8x4xf32>, tensor<f32>) -> tensor<1x8x4xf32>
  %7 = "tf.Mul"(%6, %5) : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  return %7 : tensor<1x8x4xf32>
}
