// RUN: tfrt-translate --mlir-to-bef %s | bef-executor | FileCheck %s

// CHECK-LABEL: --- Running 'executeop':
func.func @executeop() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %a = corert.const_dense_tensor dense<[[1.0, -2.0], [3.0, -4.0]]> : tensor<2x2xf32>
  %b = corert.const_dense_tensor dense<[10.0, 20.0]> : tensor<2xf32>
  // Broadcasting add.
  %sum = corert.executeop(%cpu) "tf.AddV2"(%a, %b) {T = f32} : 1
  // CHECK-NEXT: DenseHostTensor dtype = f32, shape = [2, 2], values = [1.100000e+01, 1.800000e+01, 1.300000e+01, 1.600000e+01]
  %ch1 = corert.print_tensorhandle %sum, %ch0
  %ch2, %r = corert.executeop.seq(%cpu, %ch1) "tf.Relu"(%a) {T = f32} : 1
  // CHECK-NEXT: DenseHostTensor dtype = f32, shape = [2, 2], values = [1.000000e+00, 0.000000e+00, 3.000000e+00, 0.000000e+00]
  %ch3 = corert.print_tensorhandle %r, %ch2
  %m = corert.executeop(%cpu) "tf.MatMul"(%a, %a) {transpose_a = true, transpose_b = false, T = f32} : 1
  // CHECK-NEXT: DenseHostTensor dtype = f32, shape = [2, 2], values = [1.000000e+01, -1.400000e+01, -1.400000e+01, 2.000000e+01]
  %ch4 = corert.print_tensorhandle %m, %ch3
  %axis = corert.const_dense_tensor dense<1> : tensor<i32>
  %s = corert.executeop(%cpu) "tf.Sum"(%a, %axis) {keep_dims = false, T = f32, Tidx = i32} : 1
  // CHECK-NEXT: DenseHostTensor dtype = f32, shape = [2], values = [-1.000000e+00, -1.000000e+00]
  %ch5 = corert.print_tensorhandle %s, %ch4
  %shape = corert.tensorhandle_to_shape %m, %ch5
  // CHECK-NEXT: shape = [2, 2]
  %ch6 = ts.print_shape %shape, %ch5
  tfrt.return %ch6 : !tfrt.chain
}
// CHECK-NEXT: 'executeop' returned !tfrt.chain value

// CHECK-LABEL: --- Running 'create_dense_tensor':
func.func @create_dense_tensor() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %a = corert.create_dense_tensor.ui64 {shape = [1], value = [2 : ui64]}
  %b = corert.create_dense_tensor.i1 {shape = [2], value = [false, true]}
  %c = corert.create_dense_tensor.bf16 {shape = [1], value = [2.5 : bf16]}
  %d = corert.create_dense_tensor.f16 {shape = [1], value = [1.0 : f16]}
  %e = corert.create_dense_tensor.i32 {shape = [2, 1], value = [7 : i32, -7 : i32]}
  %f = corert.create_dense_tensor.f64 {shape = [], value = [0.5]}
  // CHECK-NEXT: DenseHostTensor dtype = u64, shape = [1], values = [2]
  %ch1 = corert.print_tensorhandle %a, %ch0
  // CHECK-NEXT: DenseHostTensor dtype = i1, shape = [2], values = [0, 1]
  %ch2 = corert.print_tensorhandle %b, %ch1
  // CHECK-NEXT: DenseHostTensor dtype = bf16, shape = [1], values = [Does not support printing bf16.]
  %ch3 = corert.print_tensorhandle %c, %ch2
  // CHECK-NEXT: DenseHostTensor dtype = f16, shape = [1], values = [fp16(15360)]
  %ch4 = corert.print_tensorhandle %d, %ch3
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [2, 1], values = [7, -7]
  %ch5 = corert.print_tensorhandle %e, %ch4
  // CHECK-NEXT: DenseHostTensor dtype = f64, shape = [], values = [5.000000e-01]
  %ch6 = corert.print_tensorhandle %f, %ch5
  tfrt.return %ch6 : !tfrt.chain
}

// CHECK-LABEL: --- Running 'large_and_string':
func.func @large_and_string() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %big = corert.const_dense_tensor dense<1> : tensor<40xi32>
  // More than 32 elements: an md5 sum and the first 32 values.
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [40], md5sum = {{[0-9]+}}, values = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, ... ]
  %ch1 = corert.print_tensorhandle %big, %ch0
  %s = corert.const_string_tensor {shape = [2], value = ["string", "tensor"]}
  // CHECK-NEXT: StringHostTensor shape = [2], values = ["string", "tensor"]
  %ch2 = corert.print_tensorhandle %s, %ch1
  %t = corert.const_string_tensor {shape = [2], value = ["same"]}
  // CHECK-NEXT: StringHostTensor shape = [2], values = ["same", "same"]
  %ch3 = corert.print_tensorhandle %t, %ch2
  tfrt.return %ch3 : !tfrt.chain
}

// CHECK-LABEL: --- Running 'host_tensor_conversion':
func.func @host_tensor_conversion() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %cpu = corert.get_op_handler %ch0 "cpu"
  %a = corert.create_dense_tensor.i32 {shape = [3], value = [1 : i32, 2 : i32, 3 : i32]}
  %ht = corert.tensorhandle_to_ht %a, %ch0
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [3], values = [1, 2, 3]
  %ch1 = tfrt_dht.print_tensor %ht, %ch0
  %u = tfrt_dht.create_uninitialized_tensor.i32.1 [2 : i64]
  %ch2 = tfrt_dht.fill_tensor_with_constant.i32 %u, %ch1 5 : i32
  %h = corert.ht_to_tensorhandle %u, %ch2
  %n = corert.executeop(%cpu) "tf.Neg"(%h) : 1
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [2], values = [-5, -5]
  %ch3 = corert.print_tensorhandle %n, %ch2
  tfrt.return %ch3 : !tfrt.chain
}

func.func @return_first(%in: !tfrt.chain, %x: !corert.tensorhandle, %y: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %in, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @return_second(%in: !tfrt.chain, %x: !corert.tensorhandle, %y: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %in, %y : !tfrt.chain, !corert.tensorhandle
}

// CHECK-LABEL: --- Running 'control_flow_cond':
func.func @control_flow_cond() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %a = corert.create_dense_tensor.i32 {shape = [1], value = [1 : i32]}
  %b = corert.create_dense_tensor.i32 {shape = [1], value = [2 : i32]}
  %true = corert.create_dense_tensor.i1 {shape = [], value = [true]}
  %false = corert.create_dense_tensor.i32 {shape = [1], value = [0 : i32]}
  %ch1, %r1 = corert.cond %true @return_first @return_second(%ch0, %a, %b) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle)
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [1], values = [1]
  %ch2 = corert.print_tensorhandle %r1, %ch1
  %ch3, %r2 = corert.cond %false @return_first @return_second(%ch2, %a, %b) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle)
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [1], values = [2]
  %ch4 = corert.print_tensorhandle %r2, %ch3
  tfrt.return %ch4 : !tfrt.chain
}

func.func @while_cond(%in: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %in "cpu"
  %zero = corert.create_dense_tensor.i32 {shape = [], value = [0 : i32]}
  %p = corert.executeop(%cpu) "tf.Less"(%x, %zero) : 1
  tfrt.return %in, %p : !tfrt.chain, !corert.tensorhandle
}

func.func @while_body(%in: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %in "cpu"
  %two = corert.create_dense_tensor.i32 {shape = [], value = [2 : i32]}
  %r = corert.executeop(%cpu) "tf.AddV2"(%x, %two) : 1
  %ch = corert.print_tensorhandle %r, %in
  tfrt.return %ch, %r : !tfrt.chain, !corert.tensorhandle
}

// CHECK-LABEL: --- Running 'control_flow_while':
func.func @control_flow_while() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %a = corert.create_dense_tensor.i32 {shape = [], value = [-5 : i32]}
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [], values = [-3]
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [], values = [-1]
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [], values = [1]
  %ch1, %r = corert.while @while_cond @while_body(%ch0, %a) : (!corert.tensorhandle) -> (!corert.tensorhandle)
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [], values = [1]
  %ch2 = corert.print_tensorhandle %r, %ch1
  tfrt.return %ch2 : !tfrt.chain
}

func.func @branch0(%ch0: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch0 "cpu"
  %r = corert.executeop(%cpu) "tf.Neg"(%x) : 1
  tfrt.return %ch0, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @branch1(%ch0: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch0 "cpu"
  %r = corert.executeop(%cpu) "tf.AddV2"(%x, %x) : 1
  tfrt.return %ch0, %r : !tfrt.chain, !corert.tensorhandle
}

// CHECK-LABEL: --- Running 'case_on_int32':
func.func @case_on_int32() -> (i32, !tfrt.chain) {
  %ch0 = tfrt.new.chain
  %index_th = corert.create_dense_tensor.i32 {shape = [1], value = [1 : i32]}
  %index = corert.tensorhandle_to_int32 %index_th
  %x = corert.create_dense_tensor.i32 {shape = [1], value = [21 : i32]}
  %ch1, %r = tfrt.case %index [@branch0, @branch1] (%ch0, %x) : (!tfrt.chain, !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle)
  // CHECK-NEXT: DenseHostTensor dtype = i32, shape = [1], values = [42]
  %ch2 = corert.print_tensorhandle %r, %ch1
  tfrt.return %index, %ch2 : i32, !tfrt.chain
}
// CHECK-NEXT: 'case_on_int32' returned 1,!tfrt.chain value
