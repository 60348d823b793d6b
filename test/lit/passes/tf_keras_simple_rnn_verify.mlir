// RUN: tfrt-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// tf._KerasSimpleRNN's contract (its verifier): x [T, B, D], h0 [B, U],
// kernel [D, U], recurrent_kernel [U, U], bias [U], max_steps a scalar, an
// activation the runtime runs. Unknown sizes are not errors.

// CHECK-LABEL: func @valid
// The default activation, tanh, is not printed.
// CHECK: "tf._KerasSimpleRNN"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg6) :
// CHECK: "tf._KerasSimpleRNN"{{.*}}activation = "elu", return_sequences = false
func.func @valid(%x: tensor<5x2x3xf32>, %h: tensor<2x4xf32>, %w: tensor<3x4xf32>, %u: tensor<4x4xf32>, %b: tensor<4xf32>,
                 %ud: tensor<?x?xf32>, %n: tensor<i64>) -> (tensor<5x2x4xf32>, tensor<1x2x4xf32>) {
  %y, %hl = "tf._KerasSimpleRNN"(%x, %h, %w, %u, %b, %n) : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<i64>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>)
  %z, %zl = "tf._KerasSimpleRNN"(%x, %h, %w, %ud, %b, %n) <{activation = "elu", return_sequences = false}> : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<?x?xf32>, tensor<4xf32>, tensor<i64>) -> (tensor<1x2x4xf32>, tensor<2x4xf32>)
  return %y, %z : tensor<5x2x4xf32>, tensor<1x2x4xf32>
}

// -----

func.func @activation(%x: tensor<5x2x3xf32>, %h: tensor<2x4xf32>, %w: tensor<3x4xf32>, %u: tensor<4x4xf32>, %b: tensor<4xf32>, %n: tensor<i32>) -> tensor<5x2x4xf32> {
  // expected-error @+1 {{requires activation tanh, relu, sigmoid, relu6, elu or linear, got 'softsign'}}
  %y, %hl = "tf._KerasSimpleRNN"(%x, %h, %w, %u, %b, %n) <{activation = "softsign"}> : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<i32>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>)
  return %y : tensor<5x2x4xf32>
}

// -----

func.func @recurrent_square(%x: tensor<5x2x3xf32>, %h: tensor<2x4xf32>, %w: tensor<3x8xf32>, %u: tensor<4x8xf32>, %b: tensor<8xf32>, %n: tensor<i32>) -> tensor<5x2x4xf32> {
  // expected-error @+1 {{requires recurrent_kernel to be [U, 1*U], got [4, 8]}}
  %y, %hl = "tf._KerasSimpleRNN"(%x, %h, %w, %u, %b, %n) : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<3x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<i32>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>)
  return %y : tensor<5x2x4xf32>
}

// -----

func.func @bias_size(%x: tensor<5x2x3xf32>, %h: tensor<2x4xf32>, %w: tensor<3x4xf32>, %u: tensor<4x4xf32>, %b: tensor<5xf32>, %n: tensor<i32>) -> tensor<5x2x4xf32> {
  // expected-error @+1 {{requires bias of recurrent_kernel's columns, got 5 and 4}}
  %y, %hl = "tf._KerasSimpleRNN"(%x, %h, %w, %u, %b, %n) : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<5xf32>, tensor<i32>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>)
  return %y : tensor<5x2x4xf32>
}

// -----

func.func @bias_rank(%x: tensor<5x2x3xf32>, %h: tensor<2x4xf32>, %w: tensor<3x4xf32>, %u: tensor<4x4xf32>, %b: tensor<2x4xf32>, %n: tensor<i32>) -> tensor<5x2x4xf32> {
  // expected-error @+1 {{bias}}
  %y, %hl = "tf._KerasSimpleRNN"(%x, %h, %w, %u, %b, %n) : (tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<i32>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>)
  return %y : tensor<5x2x4xf32>
}

// -----

func.func @state_batch(%x: tensor<5x2x3xf32>, %h: tensor<3x4xf32>, %w: tensor<3x4xf32>, %u: tensor<4x4xf32>, %b: tensor<4xf32>, %n: tensor<i32>) -> tensor<5x2x4xf32> {
  // expected-error @+1 {{requires states of x's batch size, got 3 and 2}}
  %y, %hl = "tf._KerasSimpleRNN"(%x, %h, %w, %u, %b, %n) : (tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<i32>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>)
  return %y : tensor<5x2x4xf32>
}
