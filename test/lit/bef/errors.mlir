// RUN: tfrt-translate --mlir-to-bef --split-input-file --verify-diagnostics %s
// RUN: not tfrt-translate --mlir-to-bef --split-input-file --dump %s 2>&1 | FileCheck %s

// IR that BEF cannot express is rejected with an error at the op.

func.func @multi_block() {
  // expected-error @+1 {{BEF functions have one block; region 0 of 'test.op' has 2}}
  "test.op"() ({
    "test.br"() [^bb1] : () -> ()
  ^bb1:
    "test.end"() : () -> ()
  }) : () -> ()
  tfrt.return
}
// CHECK: errors.mlir:8:3: error: BEF functions have one block; region 0 of 'test.op' has 2

// -----

func.func @empty_region() {
  // expected-error @+1 {{region 0 of 'test.op' has 0}}
  "test.op"() ({}) : () -> ()
  tfrt.return
}

// -----

func.func @across(%x: i32) {
  "test.op"() ({
    // expected-error @+1 {{uses a value defined outside its function}}
    "test.use"(%x) : (i32) -> ()
  }) : () -> ()
  tfrt.return
}
// CHECK: errors.mlir:30:5: error: uses a value defined outside its function

// -----

func.func @before_definition() {
  "test.graph"() ({
    // expected-error @+1 {{uses a value before its definition}}
    "test.use"(%v) : (i32) -> ()
    %v = "test.def"() : () -> i32
  }) : () -> ()
  tfrt.return
}

// -----

func.func @affine_map() {
  // expected-error @+1 {{BEF files cannot encode the 'map' attribute of 'test.op': affine_map attributes have no BEF encoding}}
  "test.op"() {map = affine_map<(d0) -> (d0)>} : () -> ()
  tfrt.return
}

// -----

func.func @signed() {
  // expected-error @+1 {{BEF files cannot encode the 'v' attribute of 'test.op': type si32 has no BEF scalar dtype}}
  "test.op"() {v = 1 : si32} : () -> ()
  tfrt.return
}

// -----

func.func @vector() {
  // expected-error @+1 {{dense attribute of type vector<2xf32>: BEF constants are tensors}}
  "test.op"() {v = dense<1.0> : vector<2xf32>} : () -> ()
  tfrt.return
}

// -----

func.func @string_tensor() {
  // expected-error @+1 {{no fixed-size DType for element type !tf_type.string}}
  "test.op"() {v = dense<["a"]> : tensor<1x!tf_type.string>} : () -> ()
  tfrt.return
}

// -----

func.func @missing_callee() {
  // expected-error @+1 {{function @nowhere not defined in this module}}
  "test.call"() {callee = @nowhere} : () -> ()
  tfrt.return
}

// -----

func.func @nonstrict_not_unit() {
  // expected-error @+1 {{'bef.nonstrict' must be a unit attribute}}
  "test.op"() {bef.nonstrict = true} : () -> ()
  tfrt.return
}

// -----

// expected-error @+1 {{BEF holds functions only; cannot encode the top-level 'test.global'}}
"test.global"() : () -> ()

// -----

// expected-error @+1 {{external functions are not allowed (mark native ones tfrt.native)}}
func.func private @external(i32) -> i32

// -----

// TFRT's text, at the block's last op.
func.func @no_return() -> i32 {
  %0 = "test.value"() : () -> i32
  // expected-error @+1 {{all functions need to have a tfrt.return (this one declares 1 results)}}
  "test.end"(%0) : (i32) -> ()
}

// -----

// Parse and verifier errors come through unchanged.
func.func @bad_if(%x: i32) {
  // expected-error @+1 {{'tfrt.if' op operand #0 must be 1-bit signless integer}}
  "tfrt.if"(%x) ({
    tfrt.return
  }, {
    tfrt.return
  }) : (i32) -> ()
  tfrt.return
}

// -----

// A sync function's results are values of its own, each returned once.
func.func @sync_returns_argument(%a: i32) -> i32 attributes {tfrt.sync} {
  // expected-error @+1 {{return value 0 is an argument in a sync function}}
  tfrt.return %a : i32
}

// -----

func.func @sync_returns_twice() -> (i32, i32) attributes {tfrt.sync} {
  %c = "tfrt.constant_s.i32"() {value = 1 : i32} : () -> i32
  // expected-error @+1 {{return value 1 is duplicated in a sync function}}
  tfrt.return %c, %c : i32, i32
}
