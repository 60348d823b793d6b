// RUN: tfrt-opt %s -split-input-file -verify-diagnostics
// One verifier (or parser) check of the tf and tf_type dialects per split.

//===----------------------------------------------------------------------===//
// tf_type syntax
//===----------------------------------------------------------------------===//

// expected-error @+1 {{expected a symbol or "" as #tf_type.func name}}
func.func @func_attr_with_string_name() attributes {f = #tf_type.func<"name", {}>} {
  return
}

// -----

// expected-error @+1 {{expected ','}}
func.func @func_attr_without_attrs() attributes {f = #tf_type.func<@f>} {
  return
}

// -----

// expected-error @+1 {{invalid dimension}}
func.func @shape_attr_bad_dim() attributes {s = #tf_type.shape<2x3xf32>} {
  return
}

// -----

// expected-error @+1 {{expected a tensor type as subtype, got 'f32'}}
func.func @resource_subtype_not_tensor(%arg0: tensor<!tf_type.resource<f32>>) {
  return
}

// -----

// expected-error @+1 {{unknown  type `float32ref` in dialect `tf_type`}}
func.func @unknown_type(%arg0: tensor<!tf_type.float32ref>) {
  return
}

//===----------------------------------------------------------------------===//
// Traits and type constraints
//===----------------------------------------------------------------------===//

// -----

func.func @element_type_mismatch(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>) {
  // expected-error @+1 {{'tf.AddV2' op requires the same element type for all operands and results, got 'f32' and 'i32'}}
  %0 = "tf.AddV2"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return
}

// -----

func.func @ref_of_other_element_type(%arg0: tensor<2x!tf_type.int32ref>) {
  // expected-error @+1 {{'tf.Identity' op requires the same element type for all operands and results, got 'i32' and 'f32'}}
  %0 = "tf.Identity"(%arg0) : (tensor<2x!tf_type.int32ref>) -> tensor<2xf32>
  return
}

// -----

func.func @not_broadcastable(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) {
  // expected-error @+1 {{'tf.Mul' op operands don't have broadcast-compatible shapes}}
  %0 = "tf.Mul"(%arg0, %arg1) : (tensor<2xf32>, tensor<3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @unary_shape_mismatch(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'tf.Relu' op requires the same shape for all operands and results}}
  %0 = "tf.Relu"(%arg0) : (tensor<2xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @softmax_of_integers(%arg0: tensor<2xi32>) {
  // expected-error @+1 {{'tf.Softmax' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tf.Softmax"(%arg0) : (tensor<2xi32>) -> tensor<2xi32>
  return
}

// -----

func.func @read_variable_of_tensor(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf.ReadVariableOp' op operand #0 must be tensor of resource values, but got 'tensor<f32>'}}
  %0 = "tf.ReadVariableOp"(%arg0) : (tensor<f32>) -> tensor<f32>
  return
}

//===----------------------------------------------------------------------===//
// Const
//===----------------------------------------------------------------------===//

// -----

func.func @const_shape_mismatch() {
  // expected-error @+1 {{'tf.Const' op requires the value type 'tensor<2xf32>' to match the result type 'tensor<3xf32>'}}
  %0 = "tf.Const"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<3xf32>
  return
}

// -----

func.func @const_element_type_mismatch() {
  // expected-error @+1 {{'tf.Const' op requires the value type 'tensor<i32>' to match the result type 'tensor<f32>'}}
  %0 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<f32>
  return
}

//===----------------------------------------------------------------------===//
// MatMul, BiasAdd
//===----------------------------------------------------------------------===//

// -----

func.func @matmul_rank(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4x5xf32>) {
  // expected-error @+1 {{'tf.MatMul' op requires a operand to be 2-D, got rank 3}}
  %0 = "tf.MatMul"(%arg0, %arg1) : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @matmul_contraction(%arg0: tensor<1x8xf32>, %arg1: tensor<4x8xf32>) {
  // expected-error @+1 {{'tf.MatMul' op requires the contraction dimensions of a and b to match, got 8 and 4}}
  %0 = "tf.MatMul"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<4x8xf32>) -> tensor<1x8xf32>
  return
}

// -----

// Contracting a's dimension 0 (transpose_a) against b's dimension 1 (transpose_b).
func.func @matmul_contraction_transposed(%arg0: tensor<1x8xf32>, %arg1: tensor<8x8xf32>) {
  // expected-error @+1 {{'tf.MatMul' op requires the contraction dimensions of a and b to match, got 1 and 8}}
  %0 = "tf.MatMul"(%arg0, %arg1) <{transpose_a = true, transpose_b = true}> : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @fused_matmul_contraction(%arg0: tensor<1x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8xf32>) {
  // expected-error @+1 {{'tf._FusedMatMul' op requires the contraction dimensions of a and b to match, got 8 and 4}}
  %0 = "tf._FusedMatMul"(%arg0, %arg1, %arg2) <{fused_ops = ["BiasAdd"]}> : (tensor<1x8xf32>, tensor<4x8xf32>, tensor<8xf32>) -> tensor<1x8xf32>
  return
}

// -----

func.func @bias_add_bias_rank(%arg0: tensor<1x8xf32>, %arg1: tensor<1x8xf32>) {
  // expected-error @+1 {{'tf.BiasAdd' op requires bias operand to be 1-D, got rank 2}}
  %0 = "tf.BiasAdd"(%arg0, %arg1) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
  return
}

// -----

func.func @bias_add_value_rank(%arg0: tensor<1x8xf32>, %arg1: tensor<8xf32>) {
  // expected-error @+1 {{'tf.BiasAdd' op requires value operand to have rank at least 3 with data_format NCHW, got rank 2}}
  %0 = "tf.BiasAdd"(%arg0, %arg1) <{data_format = "NCHW"}> : (tensor<1x8xf32>, tensor<8xf32>) -> tensor<1x8xf32>
  return
}

// -----

func.func @bias_add_channels_nhwc(%arg0: tensor<1x28x28x16xf32>, %arg1: tensor<8xf32>) {
  // expected-error @+1 {{'tf.BiasAdd' op requires bias size to match the channel dimension of value (data_format NHWC), got 8 and 16}}
  %0 = "tf.BiasAdd"(%arg0, %arg1) <{data_format = "NHWC"}> : (tensor<1x28x28x16xf32>, tensor<8xf32>) -> tensor<1x28x28x16xf32>
  return
}

// -----

func.func @bias_add_channels_nchw(%arg0: tensor<1x28x28x8xf32>, %arg1: tensor<8xf32>) {
  // expected-error @+1 {{'tf.BiasAdd' op requires bias size to match the channel dimension of value (data_format NCHW), got 8 and 28}}
  %0 = "tf.BiasAdd"(%arg0, %arg1) <{data_format = "NCHW"}> : (tensor<1x28x28x8xf32>, tensor<8xf32>) -> tensor<1x28x28x8xf32>
  return
}

// -----

func.func @bias_add_data_format(%arg0: tensor<1x8xf32>, %arg1: tensor<8xf32>) {
  // expected-error @+1 {{'tf.BiasAdd' op attribute 'data_format' failed to satisfy constraint: string attribute whose value is NHWC, or NCHW}}
  %0 = "tf.BiasAdd"(%arg0, %arg1) <{data_format = "HWCN"}> : (tensor<1x8xf32>, tensor<8xf32>) -> tensor<1x8xf32>
  return
}

//===----------------------------------------------------------------------===//
// Convolutions and pooling
//===----------------------------------------------------------------------===//

// -----

func.func @conv_input_rank(%arg0: tensor<28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>) {
  // expected-error @+1 {{'tf.Conv2D' op requires input operand to be 4-D, got rank 3}}
  %0 = "tf.Conv2D"(%arg0, %arg1) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_filter_rank(%arg0: tensor<1x28x28x1xf32>, %arg1: tensor<3x3x8xf32>) {
  // expected-error @+1 {{'tf.Conv2D' op requires filter operand to be 4-D, got rank 3}}
  %0 = "tf.Conv2D"(%arg0, %arg1) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_strides(%arg0: tensor<1x28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>) {
  // expected-error @+1 {{'tf.Conv2D' op requires strides attribute to have 4 elements, got 2}}
  %0 = "tf.Conv2D"(%arg0, %arg1) <{padding = "SAME", strides = [1, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_dilations(%arg0: tensor<1x28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>) {
  // expected-error @+1 {{'tf.Conv2D' op requires dilations attribute to have 4 elements, got 5}}
  %0 = "tf.Conv2D"(%arg0, %arg1) <{dilations = [1, 1, 1, 1, 1], padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_padding(%arg0: tensor<1x28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>) {
  // expected-error @+1 {{'tf.Conv2D' op attribute 'padding' failed to satisfy constraint: string attribute whose value is SAME, or VALID, or EXPLICIT}}
  %0 = "tf.Conv2D"(%arg0, %arg1) <{padding = "FULL", strides = [1, 1, 1, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_data_format(%arg0: tensor<1x28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>) {
  // expected-error @+1 {{'tf.Conv2D' op attribute 'data_format' failed to satisfy constraint: string attribute whose value is NHWC, or NCHW}}
  %0 = "tf.Conv2D"(%arg0, %arg1) <{data_format = "NWHC", padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_missing_padding(%arg0: tensor<1x28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>) {
  // expected-error @+1 {{'tf.Conv2D' op requires attribute 'padding'}}
  %0 = "tf.Conv2D"(%arg0, %arg1) <{strides = [1, 1, 1, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_explicit_padding(%arg0: tensor<1x28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>) {
  // expected-error @+1 {{'tf.Conv2D' op requires explicit_paddings attribute to have 8 elements, got 4}}
  %0 = "tf.Conv2D"(%arg0, %arg1) <{explicit_paddings = [1, 1, 1, 1], padding = "EXPLICIT", strides = [1, 1, 1, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_explicit_paddings_without_explicit(%arg0: tensor<1x28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>) {
  // expected-error @+1 {{'tf.Conv2D' op requires explicit_paddings attribute to be empty unless padding is EXPLICIT}}
  %0 = "tf.Conv2D"(%arg0, %arg1) <{explicit_paddings = [0, 0, 1, 1, 1, 1, 0, 0], padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @depthwise_conv_input_rank(%arg0: tensor<28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>) {
  // expected-error @+1 {{'tf.DepthwiseConv2dNative' op requires input operand to be 4-D, got rank 3}}
  %0 = "tf.DepthwiseConv2dNative"(%arg0, %arg1) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<28x28x1xf32>, tensor<3x3x1x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @fused_conv_num_args(%arg0: tensor<1x28x28x1xf32>, %arg1: tensor<3x3x1x8xf32>, %arg2: tensor<8xf32>) {
  // expected-error @+1 {{'tf._FusedConv2D' op requires num_args to equal the number of args operands (1), got 2}}
  %0 = "tf._FusedConv2D"(%arg0, %arg1, %arg2) <{fused_ops = ["BiasAdd"], num_args = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>, padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x28x28x1xf32>, tensor<3x3x1x8xf32>, tensor<8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @fused_elementwise_no_sub_op(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires at least one sub-op in fused_ops}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [], fused_constants = [], fused_operands = [], fused_ops = [], fused_results = [1]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @fused_elementwise_lengths(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires fused_operands and fused_attrs to have one entry per sub-op of fused_ops (2), got 2 and 1}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}], fused_constants = [], fused_operands = [[0], [1]], fused_ops = ["tf.Neg", "tf.Neg"], fused_results = [2]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @fused_elementwise_short_name(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires fused_ops to hold full op names ('tf.Mul'), got 'Neg'}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}], fused_constants = [], fused_operands = [[0]], fused_ops = ["Neg"], fused_results = [1]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @fused_elementwise_vector_constant(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires fused_constants to be tensors, got 'vector<2xf32>' (constant #0)}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}], fused_constants = [dense<1.0> : vector<2xf32>], fused_operands = [[0, 1]], fused_ops = ["tf.AddV2"], fused_results = [2]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @fused_elementwise_forward_operand(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires the operands of sub-op #0 ("tf.AddV2") to be earlier values, in [0, 1), got 1}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}, {T = f32}], fused_constants = [], fused_operands = [[0, 1], [0]], fused_ops = ["tf.AddV2", "tf.Neg"], fused_results = [1]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @fused_elementwise_negative_operand(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires the operands of sub-op #0 ("tf.Neg") to be earlier values, in [0, 2), got -1}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}], fused_constants = [dense<1.0> : tensor<f32>], fused_operands = [[-1]], fused_ops = ["tf.Neg"], fused_results = [2]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @fused_elementwise_result_not_sub_op(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires fused_results to name sub-op results, in [1, 2), got 0}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}], fused_constants = [], fused_operands = [[0]], fused_ops = ["tf.Neg"], fused_results = [0]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @fused_elementwise_result_count(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires one fused_results entry per result (1), got 2}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}, {T = f32}], fused_constants = [], fused_operands = [[0], [1]], fused_ops = ["tf.Neg", "tf.Neg"], fused_results = [1, 2]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @fused_elementwise_no_result(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires at least one result}}
  "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}], fused_constants = [], fused_operands = [[0]], fused_ops = ["tf.Neg"], fused_results = []}> : (tensor<f32>) -> ()
  return
}

// -----

func.func @fused_elementwise_operand_lists(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op attribute 'fused_operands' failed to satisfy constraint: array of 64-bit integer arrays}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}], fused_constants = [], fused_operands = [0], fused_ops = ["tf.Neg"], fused_results = [1]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @fused_elementwise_attr_dicts(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op attribute 'fused_attrs' failed to satisfy constraint: array of dictionaries}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [[]], fused_constants = [], fused_operands = [[0]], fused_ops = ["tf.Neg"], fused_results = [1]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

// Every attribute is required, fused_constants too (empty: `[]`).
func.func @fused_elementwise_missing_constants(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires attribute 'fused_constants'}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}], fused_operands = [[0]], fused_ops = ["tf.Neg"], fused_results = [1]}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @max_pool_ksize(%arg0: tensor<1x28x28x8xf32>) {
  // expected-error @+1 {{'tf.MaxPool' op requires ksize attribute to have 4 elements, got 2}}
  %0 = "tf.MaxPool"(%arg0) <{ksize = [2, 2], padding = "VALID", strides = [1, 2, 2, 1]}> : (tensor<1x28x28x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @max_pool_strides(%arg0: tensor<1x28x28x8xf32>) {
  // expected-error @+1 {{'tf.MaxPool' op requires strides attribute to have 4 elements, got 3}}
  %0 = "tf.MaxPool"(%arg0) <{ksize = [1, 2, 2, 1], padding = "VALID", strides = [2, 2, 1]}> : (tensor<1x28x28x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @max_pool_input_rank(%arg0: tensor<28x28x8xf32>) {
  // expected-error @+1 {{'tf.MaxPool' op requires input operand to be 4-D, got rank 3}}
  %0 = "tf.MaxPool"(%arg0) <{ksize = [1, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 1]}> : (tensor<28x28x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @max_pool_explicit_padding(%arg0: tensor<1x28x28x8xf32>) {
  // expected-error @+1 {{'tf.MaxPool' op requires explicit_paddings attribute to have 8 elements, got 0}}
  %0 = "tf.MaxPool"(%arg0) <{ksize = [1, 2, 2, 1], padding = "EXPLICIT", strides = [1, 2, 2, 1]}> : (tensor<1x28x28x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @avg_pool_input_rank(%arg0: tensor<28x28x8xf32>) {
  // expected-error @+1 {{'tf.AvgPool' op requires value operand to be 4-D, got rank 3}}
  %0 = "tf.AvgPool"(%arg0) <{ksize = [1, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 1]}> : (tensor<28x28x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @avg_pool_explicit_padding(%arg0: tensor<1x28x28x8xf32>) {
  // expected-error @+1 {{'tf.AvgPool' op attribute 'padding' failed to satisfy constraint: string attribute whose value is SAME, or VALID}}
  %0 = "tf.AvgPool"(%arg0) <{ksize = [1, 2, 2, 1], padding = "EXPLICIT", strides = [1, 2, 2, 1]}> : (tensor<1x28x28x8xf32>) -> tensor<*xf32>
  return
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

// -----

func.func @reshape_shape_rank(%arg0: tensor<2x3xf32>, %arg1: tensor<1x2xi32>) {
  // expected-error @+1 {{'tf.Reshape' op requires shape operand to be 1-D, got rank 2}}
  %0 = "tf.Reshape"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<1x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @reshape_num_elements(%arg0: tensor<2x3xf32>, %arg1: tensor<1xi32>) {
  // expected-error @+1 {{'tf.Reshape' op requires tensor and output to have the same number of elements, got 6 and 8}}
  %0 = "tf.Reshape"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<8xf32>
  return
}

// -----

func.func @transpose_perm_rank(%arg0: tensor<2x3xf32>, %arg1: tensor<1x2xi32>) {
  // expected-error @+1 {{'tf.Transpose' op requires perm operand to be 1-D, got rank 2}}
  %0 = "tf.Transpose"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<1x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @transpose_perm_size(%arg0: tensor<2x3xf32>, %arg1: tensor<3xi32>) {
  // expected-error @+1 {{'tf.Transpose' op requires perm operand to have as many elements as the rank of x (2), got 3}}
  %0 = "tf.Transpose"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @concat_one_value(%arg0: tensor<2xf32>, %arg1: tensor<i32>) {
  // expected-error @+1 {{'tf.ConcatV2' op requires at least 2 values, got 1}}
  %0 = "tf.ConcatV2"(%arg0, %arg1) : (tensor<2xf32>, tensor<i32>) -> tensor<2xf32>
  return
}

// -----

func.func @pack_n(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'tf.Pack' op requires attribute N to equal the number of values (2), got 3}}
  %0 = "tf.Pack"(%arg0, %arg0) {N = 3 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @pack_unsigned_n(%arg0: tensor<2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'tf.Pack' op requires attribute N to equal the number of values (2), got 200}}
  %0 = "tf.Pack"(%arg0, %arg0) {N = 200 : ui8} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

//===----------------------------------------------------------------------===//
// Functional control flow and calls
//===----------------------------------------------------------------------===//

// -----

func.func @if_undefined_branch(%arg0: tensor<i1>, %arg1: tensor<f32>) {
  // expected-error @+1 {{'tf.If' op then_branch refers to undefined function @missing}}
  %0 = "tf.If"(%arg0, %arg1) <{else_branch = @branch, is_stateless = true, then_branch = @missing}> : (tensor<i1>, tensor<f32>) -> tensor<f32>
  return
}
func.func private @branch(%arg0: tensor<f32>) -> tensor<f32>

// -----

func.func @if_branch_arguments(%arg0: tensor<i1>, %arg1: tensor<f32>) {
  // expected-error @+1 {{'tf.If' op requires else_branch function @two_args to take 1 arguments, but it takes 2}}
  %0 = "tf.If"(%arg0, %arg1) <{else_branch = @two_args, is_stateless = true, then_branch = @one_arg}> : (tensor<i1>, tensor<f32>) -> tensor<f32>
  return
}
func.func private @one_arg(%arg0: tensor<f32>) -> tensor<f32>
func.func private @two_args(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32>

// -----

func.func @if_branch_results(%arg0: tensor<i1>, %arg1: tensor<f32>) {
  // expected-error @+1 {{'tf.If' op requires then_branch function @no_result to return 1 results, but it returns 0}}
  %0 = "tf.If"(%arg0, %arg1) <{else_branch = @no_result, is_stateless = true, then_branch = @no_result}> : (tensor<i1>, tensor<f32>) -> tensor<f32>
  return
}
func.func private @no_result(%arg0: tensor<f32>)

// -----

func.func @while_undefined_cond(%arg0: tensor<i32>) {
  // expected-error @+1 {{'tf.While' op cond refers to undefined function @missing}}
  %0 = "tf.While"(%arg0) <{body = @body, cond = @missing, is_stateless = true}> : (tensor<i32>) -> tensor<i32>
  return
}
func.func private @body(%arg0: tensor<i32>) -> tensor<i32>

// -----

func.func @while_cond_results(%arg0: tensor<i32>) {
  // expected-error @+1 {{'tf.While' op requires cond function @cond to return 1 results, but it returns 2}}
  %0 = "tf.While"(%arg0) <{body = @body, cond = @cond, is_stateless = true}> : (tensor<i32>) -> tensor<i32>
  return
}
func.func private @cond(%arg0: tensor<i32>) -> (tensor<i1>, tensor<i1>)
func.func private @body(%arg0: tensor<i32>) -> tensor<i32>

// -----

func.func @while_body_arguments(%arg0: tensor<i32>) {
  // expected-error @+1 {{'tf.While' op requires body function @body to take 1 arguments, but it takes 0}}
  %0 = "tf.While"(%arg0) <{body = @body, cond = @cond, is_stateless = true}> : (tensor<i32>) -> tensor<i32>
  return
}
func.func private @cond(%arg0: tensor<i32>) -> tensor<i1>
func.func private @body() -> tensor<i32>

// -----

func.func @while_results(%arg0: tensor<i32>, %arg1: tensor<f32>) {
  // expected-error @+1 {{'tf.While' op requires as many results as operands (2), got 1}}
  %0 = "tf.While"(%arg0, %arg1) <{body = @body, cond = @cond, is_stateless = true}> : (tensor<i32>, tensor<f32>) -> tensor<i32>
  return
}

// -----

func.func @while_parallel_iterations(%arg0: tensor<i32>) {
  // expected-error @+1 {{'tf.While' op attribute 'parallel_iterations' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 1}}
  %0 = "tf.While"(%arg0) <{body = @body, cond = @cond, is_stateless = true, parallel_iterations = 0 : i64}> : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @call_undefined(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf.StatefulPartitionedCall' op f refers to undefined function @missing}}
  %0 = "tf.StatefulPartitionedCall"(%arg0) <{config = "", config_proto = "", executor_type = "", f = @missing}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @call_arguments(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf.PartitionedCall' op requires f function @callee to take 1 arguments, but it takes 2}}
  %0 = "tf.PartitionedCall"(%arg0) <{config = "", config_proto = "", executor_type = "", f = @callee}> : (tensor<f32>) -> tensor<f32>
  return
}
func.func private @callee(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32>

//===----------------------------------------------------------------------===//
// Region control flow
//===----------------------------------------------------------------------===//

// -----

func.func @if_region_yield_count(%arg0: tensor<i1>, %arg1: tensor<f32>) {
  // expected-error @+1 {{'tf.IfRegion' op requires else_branch region to yield as many values as the op has results (1), got 0}}
  %0 = "tf.IfRegion"(%arg0) <{is_stateless = true}> ({
    "tf.Yield"(%arg1) : (tensor<f32>) -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return
}

// -----

func.func @if_region_cond_not_scalar(%arg0: tensor<2xi1>) {
  // expected-error @+1 {{'tf.IfRegion' op operand #0 must be 0D tensor of 1-bit signless integer values, but got 'tensor<2xi1>'}}
  "tf.IfRegion"(%arg0) <{is_stateless = true}> ({
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) : (tensor<2xi1>) -> ()
  return
}

// -----

func.func @if_region_arguments(%arg0: tensor<i1>) {
  // expected-error @+1 {{'tf.IfRegion' op region #0 should have no arguments}}
  "tf.IfRegion"(%arg0) <{is_stateless = true}> ({
  ^bb0(%x: tensor<f32>):
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) : (tensor<i1>) -> ()
  return
}

// -----

func.func @if_region_terminator(%arg0: tensor<i1>) {
  "tf.IfRegion"(%arg0) <{is_stateless = true}> ({
    // expected-error @+1 {{block with no terminator, has "tf.NoOp"() : () -> ()}}
    "tf.NoOp"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) : (tensor<i1>) -> ()
  return
}

// -----

func.func @while_region_results(%arg0: tensor<i32>) {
  // expected-error @+1 {{'tf.WhileRegion' op requires as many results as operands (1), got 0}}
  "tf.WhileRegion"(%arg0) <{is_stateless = true}> ({
  ^bb0(%i: tensor<i32>):
    %c = "tf.Const"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    "tf.Yield"(%i) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> ()
  return
}

// -----

func.func @while_region_cond_arguments(%arg0: tensor<i32>) {
  // expected-error @+1 {{'tf.WhileRegion' op requires cond region to take as many arguments as the op has operands (1), got 0}}
  %0 = "tf.WhileRegion"(%arg0) <{is_stateless = true}> ({
    %c = "tf.Const"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    "tf.Yield"(%i) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @while_region_cond_yield_count(%arg0: tensor<i32>) {
  // expected-error @+1 {{'tf.WhileRegion' op requires cond region to yield one tensor<i1> predicate, got 2 values}}
  %0 = "tf.WhileRegion"(%arg0) <{is_stateless = true}> ({
  ^bb0(%i: tensor<i32>):
    %c = "tf.Const"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    "tf.Yield"(%c, %c) : (tensor<i1>, tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    "tf.Yield"(%i) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @while_region_cond_yield_type(%arg0: tensor<i32>) {
  // expected-error @+1 {{'tf.WhileRegion' op requires cond region to yield one tensor<i1> predicate, got 'tensor<i32>'}}
  %0 = "tf.WhileRegion"(%arg0) <{is_stateless = true}> ({
  ^bb0(%i: tensor<i32>):
    "tf.Yield"(%i) : (tensor<i32>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    "tf.Yield"(%i) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @while_region_body_yield_count(%arg0: tensor<i32>) {
  // expected-error @+1 {{'tf.WhileRegion' op requires body region to yield as many values as the op has operands (1), got 0}}
  %0 = "tf.WhileRegion"(%arg0) <{is_stateless = true}> ({
  ^bb0(%i: tensor<i32>):
    %c = "tf.Const"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    "tf.Yield"() : () -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @yield_outside_region_op(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf.Yield' op expects parent op to be one of 'tf.IfRegion, tf.WhileRegion'}}
  "tf.Yield"(%arg0) : (tensor<f32>) -> ()
}

// -----

func.func @var_handle_without_subtype() {
  // expected-error @+1 {{'tf.VarHandleOp' op must have exactly one subtype in the result resource type}}
  %0 = "tf.VarHandleOp"() <{container = "", shared_name = "v"}> : () -> tensor<!tf_type.resource>
  return
}

// -----

func.func @assign_to_a_tensor(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf.AssignVariableOp' op operand #0 must be tensor of resource values}}
  "tf.AssignVariableOp"(%arg0, %arg0) : (tensor<f32>, tensor<f32>) -> ()
  return
}
