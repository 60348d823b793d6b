// RUN: tfrt-opt %s -split-input-file -verify-diagnostics

// Constants: the attribute must have the type the op name gives.
func.func @constant_attr_type() {
  // expected-error @+1 {{'tfrt.constant.i32' op attribute 'value' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "tfrt.constant.i32"() {value = 1 : i64} : () -> i32
  tfrt.return
}

// -----

func.func @constant_float_attr_type() {
  // expected-error @+1 {{'tfrt.constant.f32' op attribute 'value' failed to satisfy constraint: 32-bit float attribute}}
  %0 = "tfrt.constant.f32"() {value = 1.0 : f64} : () -> f32
  tfrt.return
}

// -----

func.func @constant_result_type() {
  // expected-error @+1 {{'tfrt.constant.i64' op result #0 must be 64-bit signless integer, but got 'i32'}}
  %0 = "tfrt.constant.i64"() {value = 1 : i64} : () -> i32
  tfrt.return
}

// -----

func.func @constant_out_of_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = tfrt.constant.i32 5000000000
  tfrt.return
}

// -----

// Kernels: operand types are fixed by the op name.
func.func @binary_operand_type(%a: i32, %b: i64) {
  // expected-error @+1 {{'tfrt.add.i32' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %0 = "tfrt.add.i32"(%a, %b) : (i32, i64) -> i32
  tfrt.return
}

// -----

func.func @print_needs_chain(%a: i32, %b: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: '!tfrt.chain' vs 'i32'}}
  %0 = tfrt.print.i32 %a, %b
  tfrt.return
}

// -----

func.func @merge_chains_empty() {
  // expected-error @+1 {{'tfrt.merge.chains' op expects at least one input}}
  %0 = "tfrt.merge.chains"() : () -> !tfrt.chain
  tfrt.return
}

// -----

func.func @get_device_empty_name(%ch: !tfrt.chain) {
  // expected-error @+1 {{'tfrt.get_device' op expects a non-empty device_name}}
  %0 = tfrt.get_device %ch {device_name = ""}
  tfrt.return
}

// -----

// tfrt.call
func.func @call_missing_callee(%a: i32) {
  // expected-error @+1 {{'tfrt.call' op 'missing' does not reference a valid function (callee)}}
  tfrt.call @missing(%a) : (i32) -> ()
  tfrt.return
}

// -----

func.func @f(%x: i32) -> i32 {
  tfrt.return %x : i32
}

func.func @call_operand_count(%a: i32) {
  // expected-error @+1 {{'tfrt.call' op passes 2 values to callee @f, which takes 1}}
  %0 = tfrt.call @f(%a, %a) : (i32, i32) -> i32
  tfrt.return
}

// -----

func.func @f(%x: i32) -> i32 {
  tfrt.return %x : i32
}

func.func @call_operand_type(%a: i64) {
  // expected-error @+1 {{'tfrt.call' op value #0 passed to callee @f has type 'i64', but the function takes 'i32'}}
  %0 = tfrt.call @f(%a) : (i64) -> i32
  tfrt.return
}

// -----

func.func @f(%x: i32) -> i32 {
  tfrt.return %x : i32
}

func.func @call_result_count(%a: i32) {
  // expected-error @+1 {{'tfrt.call' op has 0 results, but callee @f returns 1}}
  tfrt.call @f(%a) : (i32) -> ()
  tfrt.return
}

// -----

func.func @f(%x: i32) -> i32 {
  tfrt.return %x : i32
}

func.func @call_result_type(%a: i32) {
  // expected-error @+1 {{'tfrt.call' op result #0 has type 'i64', but callee @f returns 'i32'}}
  %0 = tfrt.call @f(%a) : (i32) -> i64
  tfrt.return
}

// -----

// tfrt.return
func.func @return_count(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{'tfrt.return' op has 1 operands, but enclosing function returns 2}}
  tfrt.return %a : i32
}

// -----

func.func @return_type(%a: i64) -> i32 {
  // expected-error @+1 {{'tfrt.return' op type of return operand 0 ('i64') doesn't match function result type ('i32')}}
  tfrt.return %a : i64
}

// -----

// tfrt.if
func.func @if_no_condition() {
  // expected-error @+1 {{expected a condition operand}}
  tfrt.if : () -> () {
    tfrt.return
  }
  tfrt.return
}

// -----

func.func @if_condition_type(%c: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  tfrt.if %c : () -> () {
    tfrt.return
  }
  tfrt.return
}

// -----

func.func @if_missing_else(%c: i1, %a: i32) -> i32 {
  %r = tfrt.if %c, %a : (i32) -> (i32) {
    tfrt.return %a : i32
  }
  // expected-error @+1 {{expected 'else' in a tfrt.if with results}}
  tfrt.return %r : i32
}

// -----

func.func @if_return_type(%c: i1, %a: i32, %b: i64) -> i32 {
  %r = tfrt.if %c, %a, %b : (i32, i64) -> (i32) {
    tfrt.return %a : i32
  } else {
    // expected-error @+1 {{'tfrt.return' op operand types don't match 'tfrt.if' result: operand #0 has type 'i64', but result #0 has type 'i32'}}
    tfrt.return %b : i64
  }
  tfrt.return %r : i32
}

// -----

func.func @if_return_count(%c: i1, %a: i32) -> i32 {
  %r = tfrt.if %c, %a : (i32) -> (i32) {
    // expected-error @+1 {{'tfrt.return' op operand types don't match 'tfrt.if' result: it returns 2 values for 1 results}}
    tfrt.return %a, %a : i32, i32
  } else {
    tfrt.return %a : i32
  }
  tfrt.return %r : i32
}

// -----

func.func @if_no_return(%c: i1) {
  // expected-error @+1 {{'tfrt.if' op expects its 'then' region to end with tfrt.return}}
  tfrt.if %c : () -> () {
    "tfrt.unmodelled_terminator"() : () -> ()
  }
  tfrt.return
}

// -----

func.func @if_region_arg_count(%c: i1, %a: i32) {
  // expected-error @+1 {{'tfrt.if' op 'then' region takes 0 arguments, but the op passes 1 values}}
  "tfrt.if"(%c, %a) ({
    tfrt.return
  }, {
  ^bb0(%x: i32):
    tfrt.return
  }) : (i1, i32) -> ()
  tfrt.return
}

// -----

func.func @if_region_arg_type(%c: i1, %a: i32) {
  // expected-error @+1 {{'tfrt.if' op argument #0 of the 'else' region has type 'i64', but the op passes 'i32'}}
  "tfrt.if"(%c, %a) ({
  ^bb0(%x: i32):
    tfrt.return
  }, {
  ^bb0(%x: i64):
    tfrt.return
  }) : (i1, i32) -> ()
  tfrt.return
}

// -----

func.func @if_repeated_operand(%c: i1, %a: i32) {
  // expected-error @+1 {{'tfrt.if' op passes the same value as operands #1 and #2, which its syntax cannot bind to two region arguments}}
  "tfrt.if"(%c, %a, %a) ({
  ^bb0(%x: i32, %y: i32):
    tfrt.return
  }, {
  ^bb0(%x: i32, %y: i32):
    tfrt.return
  }) : (i1, i32, i32) -> ()
  tfrt.return
}

// -----

// The regions are isolated from above: values must be passed as operands.
func.func @if_isolated(%c: i1, %a: i32) {
  tfrt.if %c : () -> () {
    // expected-error @+1 {{use of undeclared SSA value name}}
    %b = tfrt.add.i32 %a, %a
    tfrt.return
  }
  tfrt.return
}

// -----

// tfrt.cond
func.func @then(%x: i32) -> i32 {
  tfrt.return %x : i32
}

func.func @cond_missing_function(%c: i1, %a: i32) {
  // expected-error @+1 {{'tfrt.cond' op 'else' does not reference a valid function (false function)}}
  %0 = tfrt.cond %c @then @else(%a) : (i32) -> (i32)
  tfrt.return
}

// -----

func.func @then(%x: i32) -> i32 {
  tfrt.return %x : i32
}

func.func @else(%x: i64) -> i32 {
  %y = tfrt.constant.i32 0
  tfrt.return %y : i32
}

func.func @cond_operand_type(%c: i1, %a: i32) {
  // expected-error @+1 {{'tfrt.cond' op value #0 passed to false function @else has type 'i32', but the function takes 'i64'}}
  %0 = tfrt.cond %c @then @else(%a) : (i32) -> (i32)
  tfrt.return
}

// -----

func.func @then(%x: i32) -> i32 {
  tfrt.return %x : i32
}

func.func @cond_result_count(%c: i1, %a: i32) {
  // expected-error @+1 {{'tfrt.cond' op has 2 results, but true function @then returns 1}}
  %0:2 = tfrt.cond %c @then @then(%a) : (i32) -> (i32, i32)
  tfrt.return
}

// -----

// tfrt.case
func.func @case_no_branch(%i: i32, %a: i32) {
  // expected-error @+1 {{'tfrt.case' op expects at least one branch}}
  %0 = tfrt.case %i [](%a) : (i32) -> (i32)
  tfrt.return
}

// -----

func.func @b0(%x: i32) -> i32 {
  tfrt.return %x : i32
}

func.func @case_missing_branch(%i: i32, %a: i32) {
  // expected-error @+1 {{'tfrt.case' op 'b1' does not reference a valid function (branch #1)}}
  %0 = tfrt.case %i [@b0, @b1](%a) : (i32) -> (i32)
  tfrt.return
}

// -----

func.func @b0(%x: i32) -> i32 {
  tfrt.return %x : i32
}

func.func @b1(%x: i32) -> i64 {
  %y = tfrt.constant.i64 0
  tfrt.return %y : i64
}

func.func @case_result_type(%i: i32, %a: i32) {
  // expected-error @+1 {{'tfrt.case' op result #0 has type 'i32', but branch #1 @b1 returns 'i64'}}
  %0 = tfrt.case %i [@b0, @b1](%a) : (i32) -> (i32)
  tfrt.return
}

// -----

// tfrt.while
func.func @body(%x: i32) -> (i32, i1) {
  %c = tfrt.constant.i1 false
  tfrt.return %x, %c : i32, i1
}

func.func @while_parallel_iterations(%c: i1, %a: i32) {
  // expected-error @+1 {{'tfrt.while' op expects parallel_iterations to be at least 1}}
  %0 = tfrt.while %c @body(%a) parallel_iterations(0) : (i32) -> (i32)
  tfrt.return
}

// -----

func.func @body(%x: i32) -> (i32, i1) {
  %c = tfrt.constant.i1 false
  tfrt.return %x, %c : i32, i1
}

func.func @while_result_type(%c: i1, %a: i32) {
  // expected-error @+1 {{'tfrt.while' op result #0 has type 'i64', but the loop value has type 'i32'}}
  %0 = tfrt.while %c @body(%a) parallel_iterations(1) : (i32) -> (i64)
  tfrt.return
}

// -----

func.func @body(%x: i32) -> i32 {
  tfrt.return %x : i32
}

func.func @while_body_results(%c: i1, %a: i32) {
  // expected-error @+1 {{'tfrt.while' op expects body @body to return the loop value types followed by i1}}
  %0 = tfrt.while %c @body(%a) parallel_iterations(1) : (i32) -> (i32)
  tfrt.return
}

// -----

func.func @body(%x: i64) -> (i64, i1) {
  %c = tfrt.constant.i1 false
  tfrt.return %x, %c : i64, i1
}

func.func @while_body_arguments(%c: i1, %a: i32) {
  // expected-error @+1 {{'tfrt.while' op value #0 passed to body @body has type 'i32', but the function takes 'i64'}}
  %0 = tfrt.while %c @body(%a) parallel_iterations(1) : (i32) -> (i32)
  tfrt.return
}

// -----

// tfrt.once
func.func @init() -> i32 {
  %x = tfrt.constant.i32 0
  tfrt.return %x : i32
}

func.func @once_result_type() {
  // expected-error @+1 {{'tfrt.once' op result #0 has type 'i64', but function @init returns 'i32'}}
  %0 = tfrt.once @init() : () -> (i64)
  tfrt.return
}

// -----

// tfrt.repeat.i32
func.func @repeat_trip_count(%n: i64) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%n' expects different type than prior uses: 'i32' vs 'i64'}}
  tfrt.repeat.i32 %n {
    tfrt.return
  }
  tfrt.return
}

// -----

func.func @repeat_return_type(%n: i32, %a: i32, %b: i64) {
  %0 = tfrt.repeat.i32 %n, %a : i32 {
    %c = tfrt.constant.i64 1
    // expected-error @+1 {{'tfrt.return' op operand types don't match 'tfrt.repeat.i32' result: operand #0 has type 'i64', but result #0 has type 'i32'}}
    tfrt.return %c : i64
  }
  tfrt.return
}

// -----

func.func @repeat_result_count(%n: i32, %a: i32) {
  // expected-error @+1 {{'tfrt.repeat.i32' op has 0 results, but 1 loop values (they must match)}}
  "tfrt.repeat.i32"(%n, %a) ({
  ^bb0(%x: i32):
    tfrt.return
  }) : (i32, i32) -> ()
  tfrt.return
}

// -----

func.func @repeat_repeated_operand(%n: i32, %a: i32) {
  // expected-error @+1 {{'tfrt.repeat.i32' op passes the same value as operands #1 and #2, which its syntax cannot bind to two region arguments}}
  %0:2 = "tfrt.repeat.i32"(%n, %a, %a) ({
  ^bb0(%x: i32, %y: i32):
    tfrt.return %x, %y : i32, i32
  }) : (i32, i32, i32) -> (i32, i32)
  tfrt.return
}

// -----

func.func @repeat_duplicate_name(%n: i32, %a: i32) {
  // expected-error @+2 {{region entry argument '%a' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  %0:2 = tfrt.repeat.i32 %n, %a, %a : i32, i32 {
    tfrt.return %a, %a : i32, i32
  }
  tfrt.return
}

// -----

// tfrt.parallel_for.i32
func.func @parallel_for_return(%from: i32, %to: i32, %bs: i32) {
  %0 = tfrt.parallel_for.i32 %from to %to fixed %bs {
    // expected-error @+1 {{'tfrt.return' op operand types don't match 'tfrt.parallel_for.i32' result: operand #0 has type 'i32', but result #0 has type '!tfrt.chain'}}
    tfrt.return %from : i32
  }
  tfrt.return
}

// -----

func.func @parallel_for_region_args(%from: i32, %to: i32, %bs: i32) {
  // expected-error @+1 {{'tfrt.parallel_for.i32' op body takes 1 arguments, but the op passes 2 values}}
  %0 = "tfrt.parallel_for.i32"(%from, %to, %bs) ({
  ^bb0(%s: i32):
    tfrt.return
  }) : (i32, i32, i32) -> !tfrt.chain
  tfrt.return
}

// -----

// tfrt.parallel_call.i32
func.func @body(%start: i32, %end: i32) -> i32 {
  tfrt.return %start : i32
}

func.func @parallel_call_result(%from: i32, %to: i32, %bs: i32) {
  // expected-error @+1 {{'tfrt.parallel_call.i32' op expects callee @body to return nothing or a !tfrt.chain}}
  %0 = tfrt.parallel_call.i32 %from to %to fixed %bs @body()
  tfrt.return
}

// -----

func.func @body(%start: i32, %end: i32, %v: f64) {
  tfrt.return
}

func.func @parallel_call_args(%from: i32, %to: i32, %bs: i32, %v: f32) {
  // expected-error @+1 {{'tfrt.parallel_call.i32' op value #2 passed to callee @body has type 'f32', but the function takes 'f64'}}
  %0 = tfrt.parallel_call.i32 %from to %to fixed %bs @body(%v) : f32
  tfrt.return
}
