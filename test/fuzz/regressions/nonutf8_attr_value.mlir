// fuzz: api.compile -- a non-UTF-8 string in an attribute value: the verifier's message carries it to the bindings, which abort

func.func @fused_elementwise_vector_constant(%arg0: tensor<f32>) {
  // expected-error @+1 {{'tf._FusedElementwise' op requires fused_constants to be tensors, got 'vector<2xf32>' (constant #0)}}
  %0 = "tf._FusedElementwise"(%arg0) <{fused_attrs = [{T = f32}], fused_constants = [dense<1.0> : vector<2xf32>], fused_operands = [[0, 1]], fused_ops = ["\ff\fe"], fused_results = [2]}> : (tensor<f32>) -> tensor<f32>
  return
}
