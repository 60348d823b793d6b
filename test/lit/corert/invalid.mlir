// RUN: tfrt-opt %s -split-input-file -verify-diagnostics

// Op handlers are named.
func.func @get_op_handler_name(%ch: !tfrt.chain) {
  // expected-error @+1 {{'corert.get_op_handler' op expects a non-empty op handler name}}
  %cpu = corert.get_op_handler %ch ""
  tfrt.return
}

// -----

func.func @register_op_handler_name(%h: !corert.ophandler) {
  // expected-error @+1 {{'corert.register_op_handler' op expects a non-empty op handler name}}
  %ch = corert.register_op_handler %h ""
  tfrt.return
}

// -----

// corert.executeop / executeop.seq
func.func @executeop_empty_name(%h: !corert.ophandler) {
  // expected-error @+1 {{'corert.executeop' op expects a non-empty op_name}}
  %r = corert.executeop(%h) ""() : 1
  tfrt.return
}

// -----

func.func @executeop_negative_count(%h: !corert.ophandler) {
  // expected-error @+1 {{expected a result count between 0 and 65535}}
  %r = corert.executeop(%h) "tf.Const"() : -1
  tfrt.return
}

// -----

func.func @executeop_huge_count(%h: !corert.ophandler) {
  // expected-error @+1 {{expected a result count between 0 and 65535}}
  corert.executeop(%h) "tf.Const"() : 100000
  tfrt.return
}

// -----

// The `: N` count gives the number of results.
func.func @executeop_count_mismatch(%h: !corert.ophandler) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %a, %b = corert.executeop(%h) "tf.Const"() : 1
  tfrt.return
}

// -----

func.func @executeop_operand_type(%h: !corert.ophandler, %x: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: '!corert.tensorhandle' vs 'i32'}}
  %r = corert.executeop(%h) "tf.Relu"(%x) : 1
  tfrt.return
}

// -----

func.func @executeop_seq_chain(%h: !corert.ophandler, %x: !corert.tensorhandle) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: '!tfrt.chain' vs '!corert.tensorhandle'}}
  %ch = corert.executeop.seq(%h, %x) "tf.Print"(%x) : 0
  tfrt.return
}

// -----

func.func @executeop_seq_missing_chain(%h: !corert.ophandler) {
  // expected-error @+1 {{expected 2 operands}}
  %ch = corert.executeop.seq(%h) "tf.NoOp"() : 0
  tfrt.return
}

// -----

func.func @executeop_attr_pair(%h: !corert.ophandler) {
  // expected-error @+1 {{'corert.executeop' op each op_attr should be a key-value pair, where the key is a string, but entry #0 is [1 : i32, f32]}}
  %r = "corert.executeop"(%h) {op_attrs = [[1 : i32, f32]], op_func_attrs = [], op_name = "tf.Relu"} : (!corert.ophandler) -> !corert.tensorhandle
  tfrt.return
}

// -----

func.func @executeop_duplicate_attr(%h: !corert.ophandler) {
  // expected-error @+1 {{'corert.executeop' op has two op_attrs entries named 'T'}}
  %r = "corert.executeop"(%h) {op_attrs = [["T", f32], ["T", i32]], op_func_attrs = [], op_name = "tf.Relu"} : (!corert.ophandler) -> !corert.tensorhandle
  tfrt.return
}

// -----

func.func @executeop_func_attr_pair(%h: !corert.ophandler, %ch0: !tfrt.chain) {
  // expected-error @+1 {{'corert.executeop.seq' op each op_func_attr should be a key-value pair, where the key is a string, but entry #0 is @f}}
  %ch = "corert.executeop.seq"(%h, %ch0) {op_attrs = [], op_func_attrs = [@f], op_name = "tf.Call"} : (!corert.ophandler, !tfrt.chain) -> !tfrt.chain
  tfrt.return
}

// -----

func.func @executeop_result_type(%h: !corert.ophandler) {
  // expected-error @+1 {{'corert.executeop' op result #0 must be variadic of !corert.tensorhandle, but got 'i32'}}
  %r = "corert.executeop"(%h) {op_attrs = [], op_func_attrs = [], op_name = "tf.Relu"} : (!corert.ophandler) -> i32
  tfrt.return
}

// -----

// Constants.
func.func @const_dense_tensor_sparse() {
  // expected-error @+1 {{'corert.const_dense_tensor' op expects a dense elements attribute (dense<...>)}}
  %t = corert.const_dense_tensor sparse<[[0]], [1]> : tensor<2xi32>
  tfrt.return
}

// -----

func.func @const_dense_tensor_dtype() {
  // expected-error @+1 {{'corert.const_dense_tensor' op expects elements of a TFRT dtype (integer, float or complex), but got 'index'}}
  %t = corert.const_dense_tensor dense<[0, 1]> : tensor<2xindex>
  tfrt.return
}

// -----

func.func @const_string_tensor_count() {
  // expected-error @+1 {{'corert.const_string_tensor' op expects 1 or 3 strings for its shape, but got 2}}
  %t = corert.const_string_tensor {shape = [3], value = ["a", "b"]}
  tfrt.return
}

// -----

func.func @const_string_tensor_shape() {
  // expected-error @+1 {{'corert.const_string_tensor' op expects non-negative dimensions, but dimension #0 is -1}}
  %t = corert.const_string_tensor {shape = [-1], value = ["a"]}
  tfrt.return
}

// -----

func.func @create_dense_tensor_value_type() {
  // expected-error @+1 {{'corert.create_dense_tensor.i32' op expects 'i32' values for dtype i32, but value #0 is 2 : i64}}
  %t = corert.create_dense_tensor.i32 {shape = [1], value = [2]}
  tfrt.return
}

// -----

func.func @create_dense_tensor_count() {
  // expected-error @+1 {{'corert.create_dense_tensor.f32' op expects 4 values for its shape, but got 1}}
  %t = corert.create_dense_tensor.f32 {shape = [2, 2], value = [1.0 : f32]}
  tfrt.return
}

// -----

func.func @create_dense_tensor_i1() {
  // expected-error @+1 {{'corert.create_dense_tensor.i1' op expects 'i1' values for dtype i1, but value #0 is 1 : i8}}
  %t = corert.create_dense_tensor.i1 {shape = [1], value = [1 : i8]}
  tfrt.return
}

// -----

func.func @shape_attr_syntax(%h: !corert.ophandler) {
  // expected-error @+1 {{invalid dimension}}
  %r = corert.executeop(%h) "tf.Reshape"() {shape = #corert.shape<2xfoo>} : 1
  tfrt.return
}

// -----

// corert.cond: both functions take the chain and the operands and return
// the chain and the results.
func.func @then(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %ch, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @cond_missing(%ch: !tfrt.chain, %c: !corert.tensorhandle) {
  // expected-error @+1 {{'corert.cond' op 'else' does not reference a valid function (false function)}}
  %0:2 = corert.cond %c @then @else(%ch, %c) : (!corert.tensorhandle) -> (!corert.tensorhandle)
  tfrt.return
}

// -----

func.func @no_chain(%x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %ch = tfrt.new.chain
  tfrt.return %ch, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @cond_function_args(%ch: !tfrt.chain, %c: !corert.tensorhandle) {
  // expected-error @+1 {{'corert.cond' op passes 2 values to true function @no_chain, which takes 1}}
  %0:2 = corert.cond %c @no_chain @no_chain(%ch, %c) : (!corert.tensorhandle) -> (!corert.tensorhandle)
  tfrt.return
}

// -----

func.func @then(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %ch, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @cond_results(%ch: !tfrt.chain, %c: !corert.tensorhandle) {
  // expected-error @+1 {{'corert.cond' op has 1 results, but true function @then returns 2}}
  %0 = corert.cond %c @then @then(%ch, %c) : (!corert.tensorhandle) -> ()
  tfrt.return
}

// -----

// corert.while: the cond function returns a chain and a tensor handle; the
// body function returns the loop values.
func.func @body(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %ch, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @bad_cond(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> !tfrt.chain {
  tfrt.return %ch : !tfrt.chain
}

func.func @while_cond_results(%ch: !tfrt.chain, %a: !corert.tensorhandle) {
  // expected-error @+1 {{'corert.while' op expects cond function @bad_cond to return a !tfrt.chain and a !corert.tensorhandle}}
  %0:2 = corert.while @bad_cond @body(%ch, %a) : (!corert.tensorhandle) -> (!corert.tensorhandle)
  tfrt.return
}

// -----

func.func @cond(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %ch, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @bad_body(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, i32) {
  %i = tfrt.constant.i32 0
  tfrt.return %ch, %i : !tfrt.chain, i32
}

func.func @while_body_results(%ch: !tfrt.chain, %a: !corert.tensorhandle) {
  // expected-error @+1 {{'corert.while' op result #1 has type '!corert.tensorhandle', but body function @bad_body returns 'i32'}}
  %0:2 = corert.while @cond @bad_body(%ch, %a) : (!corert.tensorhandle) -> (!corert.tensorhandle)
  tfrt.return
}

// -----

func.func @while_loop_types(%ch: !tfrt.chain, %a: !corert.tensorhandle) {
  // expected-error @+1 {{'corert.while' op result #1 has type 'i32', but the loop value has type '!corert.tensorhandle'}}
  %0:2 = corert.while @cond @body(%ch, %a) : (!corert.tensorhandle) -> (i32)
  tfrt.return
}
