// RUN: tfrt-opt %s -split-input-file -verify-diagnostics

func.func @zero_cost(%x: i32) -> i32 {
  // expected-error @+1 {{'tfrt_test.test_cost' op cost value must be larger than 0}}
  %r = tfrt_test.test_cost %x {id = 0 : i64, _tfrt_cost = 0 : i64} : i32
  return %r : i32
}

// -----

func.func @do_async_returns(%x: i32) -> i64 {
  %r = tfrt_test.do.async %x : (i32) -> (i64) {
    // expected-error @+1 {{'tfrt.return' op operand types don't match 'tfrt_test.do.async' result: operand #0 has type 'i32', but result #0 has type 'i64'}}
    tfrt.return %x : i32
  }
  return %r : i64
}

// -----

func.func @chain_only(%x: i32) -> i1 {
  // expected-error @+1 {{'tfrt.lessequal.i32' op operand #2 must be !tfrt.chain, but got 'i32'}}
  %le = "tfrt.lessequal.i32"(%x, %x, %x) : (i32, i32, i32) -> i1
  return %le : i1
}
