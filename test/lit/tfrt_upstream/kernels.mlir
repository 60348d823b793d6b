// RUN: tfrt-translate -mlir-to-bef %s -o %t.bef
// RUN: bef-executor %t.bef | FileCheck %s

// Kernels TFRT's lit suite uses: partial and fixed-rank shapes, benchmarks,
// the AsyncValue API, shared contexts, flattened attributes.

// CHECK-LABEL: --- Running 'shapes'
func.func @shapes() -> !tfrt.chain {
  %ch = tfrt.new.chain
  %s = ts.build_shape [2 : i64, 3 : i64]
  %f = ts.as_fixed_rank_shape.2 %s
  // CHECK-NEXT: fixed_rank_shape = [2, 3]
  %ch0 = ts.print_fixed_rank_shape.2 %f, %ch
  %p = ts.build_partial_shape [-1 : i64, 3 : i64]
  // CHECK-NEXT: partial_tensor_shape = [-1, 3]
  %ch1 = ts.print_partial_shape %p, %ch0
  %u = ts.build_unranked_partial_shape
  // CHECK-NEXT: partial_tensor_shape = Unknown rank
  %ch2 = ts.print_partial_shape %u, %ch1
  %back = ts.to_partial_shape %s
  %static = ts.to_shape %back
  // CHECK-NEXT: shape = [2, 3]
  %ch3 = ts.print_shape %static, %ch2
  tfrt.return %ch3 : !tfrt.chain
}

// CHECK-LABEL: --- Running 'shape_errors'
func.func @shape_errors() -> (!ts.shape, !ts.fixed_rank_shape.3) {
  %p = ts.build_partial_shape [-1 : i64, 3 : i64, -1 : i64]
  // CHECK-NEXT: 'shape_errors' returned <<error: Unknown dimensions at following indices = [0, 2]>>,<<error: shape [2, 3] does not have rank 3>>
  // expected-error @+1 {{runtime error: Unknown dimensions at following indices = [0, 2]}}
  %s = ts.to_shape %p
  %two = ts.build_shape [2 : i64, 3 : i64]
  // expected-error @+1 {{runtime error: shape [2, 3] does not have rank 3}}
  %f = ts.as_fixed_rank_shape.3 %two
  tfrt.return %s, %f : !ts.shape, !ts.fixed_rank_shape.3
}

// CHECK-LABEL: --- Running 'benchmark'
func.func @benchmark() {
  %c = tfrt.constant.i32 1
  // CHECK-NEXT: BM:add:Duration(ns): {{[0-9]+}}
  // CHECK-NEXT: BM:add:Count: 5
  // CHECK-NEXT: BM:add:Time Min(ns): {{[0-9]+}}
  // CHECK-NEXT: BM:add:Time 50%(ns):
  // CHECK-NEXT: BM:add:Time 95%(ns):
  // CHECK-NEXT: BM:add:Time 99%(ns):
  // CHECK-NEXT: BM:add:CPU Min(ns):
  // CHECK-NEXT: BM:add:CPU 50%(ns):
  // CHECK-NEXT: BM:add:CPU 95%(ns):
  // CHECK-NEXT: BM:add:CPU 99%(ns):
  // CHECK-NEXT: BM:add:CPU utilization(percent): {{[0-9]+}}
  tfrt_test.benchmark "add"(%c : i32) duration_secs = 100, max_count = 5, num_warmup_runs = 2 {
    %x = "tfrt_test.async_add.i32"(%c, %c) : (i32, i32) -> i32
    tfrt.return %x : i32
  }
  tfrt.return
}

func.func @sync_add(%a: i32) attributes {tfrt.sync} {
  %x = "tfrt.add_s.i32"(%a, %a) : (i32, i32) -> i32
  tfrt.return
}

// CHECK-LABEL: --- Running 'sync_benchmark'
func.func @sync_benchmark() attributes {tfrt.sync} {
  %c = "tfrt.constant_s.i32"() {value = 1 : i32} : () -> i32
  // CHECK-NEXT: BM:sync_add:Duration(ns):
  // CHECK-NEXT: BM:sync_add:Count: 3
  tfrt_test.sync_benchmark @sync_add(%c : i32) duration_secs = 100, max_count = 3
  tfrt.return
}

// CHECK-LABEL: --- Running 'async_values'
func.func @async_values() -> !tfrt.chain {
  %ch = tfrt.new.chain
  %a = "tfrt_test.async_value_get"() : () -> !tfrt.string
  // CHECK-NEXT: string = base1:base2:final_class:3
  %ch0 = "tfrt_test.print_string"(%a, %ch) : (!tfrt.string, !tfrt.chain) -> !tfrt.chain
  %b = "tfrt_test.async_value_ref"() : () -> !tfrt.string
  // CHECK-NEXT: string = available:2;unavailable;(3);available:3;unavailable;available:4
  %ch1 = "tfrt_test.print_string"(%b, %ch0) : (!tfrt.string, !tfrt.chain) -> !tfrt.chain
  // One shared context per host, however often it is asked for.
  %n1, %ch2 = "tfrt_test.use_sample_shared_context"(%ch1) : (!tfrt.chain) -> (!tfrt.string, !tfrt.chain)
  %n2, %ch3 = "tfrt_test.use_sample_shared_context"(%ch2) : (!tfrt.chain) -> (!tfrt.string, !tfrt.chain)
  // CHECK-NEXT: string = sample_shared_context0
  // CHECK-NEXT: string = sample_shared_context0
  %ch4 = "tfrt_test.print_string"(%n1, %ch3) : (!tfrt.string, !tfrt.chain) -> !tfrt.chain
  %ch5 = "tfrt_test.print_string"(%n2, %ch4) : (!tfrt.string, !tfrt.chain) -> !tfrt.chain
  %s, %i, %f = "tfrt_test.flat"() {value = [["x", [7 : i32]], [2.5 : f32]]} : () -> (!tfrt.string, i32, f32)
  // CHECK-NEXT: string = x
  // CHECK-NEXT: int32 = 7
  // CHECK-NEXT: f32 = 2.500000
  %ch6 = "tfrt_test.print_string"(%s, %ch5) : (!tfrt.string, !tfrt.chain) -> !tfrt.chain
  %ch7 = tfrt.print.i32 %i, %ch6
  %ch8 = tfrt.print.f32 %f, %ch7
  tfrt.return %ch8 : !tfrt.chain
}
