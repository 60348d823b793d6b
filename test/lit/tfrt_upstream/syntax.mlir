// RUN: tfrt-opt -allow-unregistered-dialect %s | tfrt-opt -allow-unregistered-dialect | FileCheck %s

// TFRT syntax of ops its lit suite uses: corert.executeop.seq results print
// as `%chain, %outputs =`; the !corert quantized and runtime types;
// tfrt_test.print_typed_attr, benchmark and sync_benchmark; fixed-rank shapes.

// CHECK-LABEL: func.func @seq
func.func @seq(%ch: !tfrt.chain, %a: !corert.tensorhandle) -> !tfrt.chain {
  %cpu = corert.get_op_handler %ch "cpu"
  // CHECK: %[[CH1:.*]], %[[R:.*]] = corert.executeop.seq(%{{.*}}, %arg0) "tf.Relu"(%arg1) : 1
  %ch1, %r = corert.executeop.seq(%cpu, %ch) "tf.Relu"(%a) : 1
  // CHECK: %{{.*}}, %{{.*}}:2 = corert.executeop.seq(%{{.*}}, %[[CH1]]) "tf.Split"(%arg1, %[[R]]) : 2
  %ch2, %s:2 = corert.executeop.seq(%cpu, %ch1) "tf.Split"(%a, %r) : 2
  tfrt.return %ch2 : !tfrt.chain
}

// CHECK-LABEL: func.func @types
func.func @types() {
  // CHECK: type = !corert.quint8
  // CHECK: type = !corert.qint32
  // CHECK: () -> !corert.opattrs
  "simple.op"() {type = !corert.quint8} : () -> ()
  "simple.op"() {type = !corert.qint32} : () -> ()
  %attrs = "corert.create_op_attrs"() : () -> !corert.opattrs
  tfrt.return
}

// CHECK-LABEL: func.func @test_ops
func.func @test_ops(%ch: !tfrt.chain, %c: i32) -> !tfrt.chain {
  // CHECK: tfrt_test.print_typed_attr %arg0 {value = 5.000000e-01 : f32}
  %ch1 = tfrt_test.print_typed_attr %ch {value = 0.5 : f32}
  // CHECK: tfrt_test.benchmark "add"(%arg1 : i32) duration_secs = 1, max_count = 10, num_warmup_runs = 1 {
  // CHECK-NEXT: tfrt.add.i32 %arg1, %arg1
  tfrt_test.benchmark "add"(%c : i32) duration_secs = 1, max_count = 10 {
    %x = tfrt.add.i32 %c, %c
    tfrt.return %x : i32
  }
  // CHECK: tfrt_test.sync_benchmark @sync_fn(%arg1 : i32) duration_secs = 2, max_count = 5, num_warmup_runs = 3
  tfrt_test.sync_benchmark @sync_fn(%c : i32) duration_secs = 2, max_count = 5, num_warmup_runs = 3
  // CHECK: %[[S:.*]] = ts.build_shape [4294967295, 4294967295, 4294967295, 65536]
  // CHECK-NEXT: %[[F:.*]] = ts.as_fixed_rank_shape.4 %[[S]]
  // CHECK-NEXT: ts.print_fixed_rank_shape.4 %[[F]], %{{.*}}
  %s = ts.build_shape [4294967295 : i64, 4294967295 : i64, 4294967295 : i64, 65536 : i64]
  %f = ts.as_fixed_rank_shape.4 %s
  %ch2 = ts.print_fixed_rank_shape.4 %f, %ch1
  tfrt.return %ch2 : !tfrt.chain
}

func.func @sync_fn(%x: i32) attributes {tfrt.sync} {
  tfrt.return
}
