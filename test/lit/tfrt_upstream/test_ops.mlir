// RUN: tfrt-translate -mlir-to-bef %s -o %t.bef
// RUN: bef-executor %t.bef 2>&1 | FileCheck %s

// TFRT's CPU test ops (tfrt_test.*) on the cpu op handler, through the logging
// op handler, and a composite op (a function run as an op).

func.func @handlers(%ch0: !tfrt.chain) -> !tfrt.chain {
  %null = "corert.create_null_op_handler"() : () -> !corert.ophandler
  %cpu = "corert.create_cpu_op_handler"(%null) : (!corert.ophandler) -> !corert.ophandler
  %log = "corert.create_logging_op_handler"(%cpu) {sync_log_results = 1} : (!corert.ophandler) -> !corert.ophandler
  %ch1 = corert.register_op_handler %cpu "cpu"
  %ch2 = corert.register_op_handler %log "log"
  %ch3 = tfrt.merge.chains %ch1, %ch2 : !tfrt.chain, !tfrt.chain
  tfrt.return %ch3 : !tfrt.chain
}

// An i32 array attribute stays I32, and so does the tensor made from it.
// CHECK-LABEL: --- Running 'logged'
// CHECK: [0] dispatch 'tfrt_test.create_dense_tensor' 0 arguments, 1 result, OpAttrs contains 2 entries:
// CHECK: 'shape' type=I64 value=[6]
// CHECK: 'values' type=I32 value=[-3, 4, 7, 8, 9...]
// CHECK: Output for [0] tensor 0: DenseHostTensor dtype = i32, shape = [6], values = [-3, 4, 7, 8, 9, 10]
// CHECK: [1] dispatch 'tfrt_test.odd_collector' 1 argument, 1 result, no attributes
// CHECK: DenseHostTensor dtype = i32, shape = [3], values = [-3, 7, 9]
func.func @logged() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %ch1 = tfrt.call @handlers(%ch0) : (!tfrt.chain) -> !tfrt.chain
  %log = corert.get_op_handler %ch1 "log"
  %a = corert.executeop(%log) "tfrt_test.create_dense_tensor"()
    {shape = [6], values = [-3 : i32, 4 : i32, 7 : i32, 8 : i32, 9 : i32, 10 : i32]} : 1
  %b = corert.executeop(%log) "tfrt_test.odd_collector"(%a) : 1
  %ch2 = "corert.print_tensorhandle"(%b, %ch1) : (!corert.tensorhandle, !tfrt.chain) -> !tfrt.chain
  tfrt.return %ch2 : !tfrt.chain
}

// One value fills the tensor; f16 prints as its bits (TFRT's fp16 placeholder).
// CHECK-LABEL: --- Running 'half'
// CHECK: DenseHostTensor dtype = f16, shape = [2, 2], values = [fp16(15872), fp16(15872), fp16(15872), fp16(15872)]
// CHECK: DenseHostTensor dtype = f32, shape = [2, 2], values = [0.000000e+00, 1.500000e+00, 0.000000e+00, 1.500000e+00]
func.func @half() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %ch1 = tfrt.call @handlers(%ch0) : (!tfrt.chain) -> !tfrt.chain
  %cpu = corert.get_op_handler %ch1 "cpu"
  %ones = corert.executeop(%cpu) "tfrt_test.create_dense_tensor"() {shape = [2, 2], values = [1.5 : f32]} : 1
  %h = corert.executeop(%cpu) "tfrt_test.cast"(%ones) {type = "f16"} : 1
  %ch2 = "corert.print_tensorhandle"(%h, %ch1) : (!corert.tensorhandle, !tfrt.chain) -> !tfrt.chain
  %x = corert.executeop(%cpu) "tfrt_test.create_dense_tensor"() {shape = [2, 2], values = [-1.0 : f32, 1.5 : f32, -2.0 : f32, 1.5 : f32]} : 1
  %r = corert.executeop(%cpu) "tfrt_test.relu"(%x) : 1
  %ch3 = "corert.print_tensorhandle"(%r, %ch2) : (!corert.tensorhandle, !tfrt.chain) -> !tfrt.chain
  tfrt.return %ch3 : !tfrt.chain
}

func.func @square(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %y = corert.executeop(%cpu) "tfrt_test.matmul"(%x, %x) {transpose_a = false, transpose_b = true} : 1
  tfrt.return %ch, %y : !tfrt.chain, !corert.tensorhandle
}

// x @ x^T through a composite op, twice.
// CHECK-LABEL: --- Running 'composite'
// CHECK: DenseHostTensor dtype = f32, shape = [1, 1], values = [2.500000e+01]
// CHECK: DenseHostTensor dtype = f32, shape = [1, 1], values = [6.250000e+02]
func.func @composite() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %ch1 = tfrt.call @handlers(%ch0) : (!tfrt.chain) -> !tfrt.chain
  %cpu = corert.get_op_handler %ch1 "cpu"
  %x = corert.executeop(%cpu) "tfrt_test.create_dense_tensor"() {shape = [1, 2], values = [3.0 : f32, 4.0 : f32]} : 1
  %op = "corert.make_composite_op"() {fn = @square} : () -> !corert.op
  %y = "corert.execute_crt_op"(%op, %x) {op_attrs = []} : (!corert.op, !corert.tensorhandle) -> !corert.tensorhandle
  %ch2 = "corert.print_tensorhandle"(%y, %ch1) : (!corert.tensorhandle, !tfrt.chain) -> !tfrt.chain
  %z = "corert.execute_crt_op"(%op, %y) {op_attrs = []} : (!corert.op, !corert.tensorhandle) -> !corert.tensorhandle
  %ch3 = "corert.print_tensorhandle"(%z, %ch2) : (!corert.tensorhandle, !tfrt.chain) -> !tfrt.chain
  tfrt.return %ch3 : !tfrt.chain
}

// Bad input is an op (or kernel) error, not a crash.
// CHECK-LABEL: --- Running 'bad_input'
// CHECK: 'bad_input' returned <<error: corert.execute_crt_op: the composite op returns 1 tensor handles after its chain, the kernel has 2 results>>
func.func @bad_input() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %ch1 = tfrt.call @handlers(%ch0) : (!tfrt.chain) -> !tfrt.chain
  %cpu = corert.get_op_handler %ch1 "cpu"
  %f = corert.executeop(%cpu) "tfrt_test.create_dense_tensor"() {shape = [2], values = [1.0 : f32]} : 1
  // expected-error @+1 {{runtime error: tfrt_test.odd_collector: expected a i32 element type}}
  %odd = corert.executeop(%cpu) "tfrt_test.odd_collector"(%f) : 1
  %ch2 = "corert.print_tensorhandle"(%odd, %ch1) : (!corert.tensorhandle, !tfrt.chain) -> !tfrt.chain
  // expected-error @+1 {{runtime error: tfrt_test.create_dense_tensor: 3 values for shape [2, 2] (4 elements): give one value or one per element}}
  %bad = corert.executeop(%cpu) "tfrt_test.create_dense_tensor"() {shape = [2, 2], values = [1 : i32, 2 : i32, 3 : i32]} : 1
  %ch3 = "corert.print_tensorhandle"(%bad, %ch2) : (!corert.tensorhandle, !tfrt.chain) -> !tfrt.chain
  %m = corert.executeop(%cpu) "tfrt_test.create_dense_tensor"() {shape = [1, 1], values = [1.0 : f32]} : 1
  %op = "corert.make_composite_op"() {fn = @square} : () -> !corert.op
  // expected-error @+1 {{runtime error: corert.execute_crt_op: the composite op returns 1 tensor handles after its chain, the kernel has 2 results}}
  %two:2 = "corert.execute_crt_op"(%op, %m) {op_attrs = []} : (!corert.op, !corert.tensorhandle) -> (!corert.tensorhandle, !corert.tensorhandle)
  %ch4 = "corert.print_tensorhandle"(%two#1, %ch3) : (!corert.tensorhandle, !tfrt.chain) -> !tfrt.chain
  tfrt.return %ch4 : !tfrt.chain
}
