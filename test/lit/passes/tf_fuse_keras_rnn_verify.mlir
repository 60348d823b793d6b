// RUN: tfrt-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// The fused recurrent layers' contracts (verifiers): x [T, B, D], states
// [B, U], kernel [D, G*U], recurrent_kernel [U, G*U], max_steps a scalar;
// bias [G*U] (LSTM) or [2, G*U] (GRU). Unknown sizes are not errors.

// CHECK-LABEL: func @valid
// CHECK: "tf._KerasLSTM"
// CHECK: "tf._KerasGRU"{{.*}}return_sequences = false
func.func @valid(%x: tensor<5x2x3xf32>, %h: tensor<2x4xf32>, %w: tensor<3x16xf32>, %u: tensor<4x16xf32>, %b: tensor<16xf32>,
                 %wg: tensor<3x12xf32>, %ug: tensor<?x12xf32>, %bg: tensor<2x12xf32>, %n: tensor<i32>) -> (tensor<5x2x4xf32>, tensor<1x2x4xf32>) {
  %y, %hl, %cl = "tf._KerasLSTM"(%x, %h, %h, %w, %u, %b, %n) : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<i32>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
  %g, %gh = "tf._KerasGRU"(%x, %h, %wg, %ug, %bg, %n) <{return_sequences = false}> : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<3x12xf32>, tensor<?x12xf32>, tensor<2x12xf32>, tensor<i32>) -> (tensor<1x2x4xf32>, tensor<2x4xf32>)
  return %y, %g : tensor<5x2x4xf32>, tensor<1x2x4xf32>
}

// -----

func.func @kernel_rows(%x: tensor<5x2x3xf32>, %h: tensor<2x4xf32>, %w: tensor<7x16xf32>, %u: tensor<4x16xf32>, %b: tensor<16xf32>, %n: tensor<i32>) -> tensor<5x2x4xf32> {
  // expected-error @+1 {{requires kernel rows to match x's depth, got 7 and 3}}
  %y, %hl, %cl = "tf._KerasLSTM"(%x, %h, %h, %w, %u, %b, %n) : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<7x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<i32>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
  return %y : tensor<5x2x4xf32>
}

// -----

func.func @gru_gates(%x: tensor<5x2x3xf32>, %h: tensor<2x4xf32>, %w: tensor<3x16xf32>, %u: tensor<4x16xf32>, %b: tensor<2x16xf32>, %n: tensor<i32>) -> tensor<5x2x4xf32> {
  // expected-error @+1 {{requires recurrent_kernel to be [U, 3*U], got [4, 16]}}
  %y, %hl = "tf._KerasGRU"(%x, %h, %w, %u, %b, %n) : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<2x16xf32>, tensor<i32>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>)
  return %y : tensor<5x2x4xf32>
}

// -----

func.func @batch(%x: tensor<5x2x3xf32>, %h: tensor<3x4xf32>, %w: tensor<3x16xf32>, %u: tensor<4x16xf32>, %b: tensor<16xf32>, %n: tensor<i32>) -> tensor<5x3x4xf32> {
  // expected-error @+1 {{requires states of x's batch size, got 3 and 2}}
  %y, %hl, %cl = "tf._KerasLSTM"(%x, %h, %h, %w, %u, %b, %n) : (tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<i32>) -> (tensor<5x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>)
  return %y : tensor<5x3x4xf32>
}

// -----

func.func @max_steps(%x: tensor<5x2x3xf32>, %h: tensor<2x4xf32>, %w: tensor<3x16xf32>, %u: tensor<4x16xf32>, %b: tensor<16xf32>, %n: tensor<1xi32>) -> tensor<5x2x4xf32> {
  // expected-error @+1 {{requires max_steps operand to be 0-D, got rank 1}}
  %y, %hl, %cl = "tf._KerasLSTM"(%x, %h, %h, %w, %u, %b, %n) : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<1xi32>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
  return %y : tensor<5x2x4xf32>
}
