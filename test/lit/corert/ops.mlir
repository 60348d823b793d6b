// RUN: tfrt-opt %s | tfrt-opt | FileCheck %s
// RUN: tfrt-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of every `corert` op in TFRT's printed syntax.

// CHECK-LABEL: func.func @register_op_handlers_cpu()
func.func @register_op_handlers_cpu() -> !tfrt.chain {
  // CHECK-NEXT: %[[NULL:.*]] = corert.create_null_op_handler
  %null = corert.create_null_op_handler
  // CHECK-NEXT: %[[CPU:.*]] = corert.create_cpu_op_handler %[[NULL]]
  %cpu = corert.create_cpu_op_handler %null
  // CHECK-NEXT: %[[CH:.*]] = corert.register_op_handler %[[CPU]] "cpu"
  %ch = corert.register_op_handler %cpu "cpu"
  // CHECK-NEXT: tfrt.return %[[CH]] : !tfrt.chain
  tfrt.return %ch : !tfrt.chain
}

// CHECK-LABEL: func.func @executeop(
// CHECK-SAME: %[[X:.*]]: !corert.tensorhandle)
func.func @executeop(%x: !corert.tensorhandle) -> !tfrt.chain {
  // CHECK-NEXT: %[[CH0:.*]] = tfrt.new.chain
  %ch0 = tfrt.new.chain
  // CHECK-NEXT: %[[CPU:.*]] = corert.get_op_handler %[[CH0]] "cpu"
  %cpu = corert.get_op_handler %ch0 "cpu"
  // CHECK-NEXT: %[[A:.*]] = corert.executeop(%[[CPU]]) "tfrt_test.create_dense_tensor"() {shape = [1, 1], values = [2.000000e+00 : f32]} : 1
  %a = corert.executeop(%cpu)
    "tfrt_test.create_dense_tensor"() { shape = [1, 1], values = [2.0 : f32] } : 1
  // CHECK-NEXT: %[[B:.*]] = corert.executeop(%[[CPU]]) "tf.AddV2"(%[[A]], %[[X]]) {T = f32} : 1
  %b = corert.executeop(%cpu) "tf.AddV2"(%a, %x) {T = f32} : 1
  // Op attributes keep their written order; keys that are not identifiers
  // are quoted; #corert.shape is TF's shape attribute.
  // CHECK-NEXT: %{{.*}}:2 = corert.executeop(%[[CPU]]) "tf.Split"(%[[A]], %[[B]]) {num_split = 2 : i64, T = f32, "odd-key" = "v", shape = #corert.shape<2x?x3>, unranked = #corert.shape<*>, scalar = #corert.shape<>} : 2
  %s:2 = corert.executeop(%cpu) "tf.Split"(%a, %b) {num_split = 2 : i64, T = f32, "odd-key" = "v", shape = #corert.shape<2x?x3>, unranked = #corert.shape<*>, scalar = #corert.shape<>} : 2
  // Function attributes come in a second dictionary (after an empty first
  // one when there are no op attributes).
  // CHECK-NEXT: %{{.*}} = corert.executeop(%[[CPU]]) "tf.PartitionedCall"(%[[A]]) {} {f = @callee} : 1
  %c = corert.executeop(%cpu) "tf.PartitionedCall"(%a) {} {f = @callee} : 1
  // CHECK-NEXT: %{{.*}} = corert.executeop(%[[CPU]]) "tf.StatefulPartitionedCall"(%[[A]]) {Tin = [f32]} {f = @callee} : 1
  %d = corert.executeop(%cpu) "tf.StatefulPartitionedCall"(%a) {Tin = [f32]} {f = @callee} : 1
  // Without results the count is left out.
  // CHECK-NEXT: corert.executeop(%[[CPU]]) "tf.NoOp"(){{$}}
  corert.executeop(%cpu) "tf.NoOp"() : 0
  // CHECK-NEXT: %[[CH1:.*]] = corert.executeop.seq(%[[CPU]], %[[CH0]]) "tf.Print"(%[[B]]){{$}}
  %ch1 = corert.executeop.seq(%cpu, %ch0) "tf.Print"(%b) : 0
  // CHECK-NEXT: %[[RCH:.*]], %[[R:.*]] = corert.executeop.seq(%[[CPU]], %[[CH1]]) "tf.Relu"(%[[B]]) {T = f32} : 1
  %ch2, %r = corert.executeop.seq(%cpu, %ch1) "tf.Relu"(%b) {T = f32} : 1
  // CHECK-NEXT: tfrt.return %[[RCH]] : !tfrt.chain
  tfrt.return %ch2 : !tfrt.chain
}

func.func @callee(%x: !corert.tensorhandle) -> !corert.tensorhandle {
  tfrt.return %x : !corert.tensorhandle
}

// CHECK-LABEL: func.func @constants(
func.func @constants(%ch0: !tfrt.chain) -> !tfrt.chain {
  // CHECK-NEXT: %[[A:.*]] = corert.const_dense_tensor dense<[0, 1, 2]> : tensor<3xi32>
  %a = corert.const_dense_tensor dense<[0, 1, 2]> : tensor<3xi32>
  // CHECK-NEXT: corert.const_dense_tensor dense<1.000000e+00> : tensor<2x2xf32>
  %b = corert.const_dense_tensor dense<1.0> : tensor<2x2xf32>
  // CHECK-NEXT: corert.const_string_tensor {shape = [2], value = ["string", "tensor"]}
  %c = corert.const_string_tensor {shape = [2], value = ["string", "tensor"]}
  // CHECK-NEXT: corert.const_string_tensor {shape = [2], value = ["string"]}
  %d = corert.const_string_tensor {shape = [2], value = ["string"]}
  // CHECK-NEXT: corert.const_string_tensor {shape = [], value = ["scalar"]}
  %e = corert.const_string_tensor {shape = [], value = ["scalar"]}
  // CHECK-NEXT: %[[F:.*]] = corert.create_dense_tensor.i32 {shape = [1, 2], value = [2 : i32, 3 : i32]}
  %f = corert.create_dense_tensor.i32 {shape = [1, 2], value = [2 : i32, 3 : i32]}
  // CHECK-NEXT: %[[CH1:.*]] = corert.print_tensorhandle %[[A]], %{{.*}}
  %ch1 = corert.print_tensorhandle %a, %ch0
  // CHECK-NEXT: %[[CH2:.*]] = corert.print_tensorhandle %[[F]], %[[CH1]]
  %ch2 = corert.print_tensorhandle %f, %ch1
  tfrt.return %ch2 : !tfrt.chain
}

// CHECK-LABEL: func.func @conversions(
// CHECK-SAME: %[[CH:.*]]: !tfrt.chain, %[[TH:.*]]: !corert.tensorhandle)
func.func @conversions(%ch: !tfrt.chain, %th: !corert.tensorhandle) -> i32 {
  // CHECK-NEXT: %[[S:.*]] = corert.tensorhandle_to_shape %[[TH]], %[[CH]]
  %s = corert.tensorhandle_to_shape %th, %ch
  // CHECK-NEXT: ts.print_shape %[[S]], %[[CH]]
  %ch1 = ts.print_shape %s, %ch
  // CHECK-NEXT: %[[HT:.*]] = corert.tensorhandle_to_ht %[[TH]], %[[CH]]
  %ht = corert.tensorhandle_to_ht %th, %ch
  // CHECK-NEXT: %[[TH2:.*]] = corert.ht_to_tensorhandle %[[HT]], %[[CH]]
  %th2 = corert.ht_to_tensorhandle %ht, %ch
  // CHECK-NEXT: %[[I:.*]] = corert.tensorhandle_to_int32 %[[TH2]]
  %i = corert.tensorhandle_to_int32 %th2
  // CHECK-NEXT: tfrt.return %[[I]] : i32
  tfrt.return %i : i32
}

func.func @return_first(%in: !tfrt.chain, %x: !corert.tensorhandle, %y: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %in, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @return_second(%in: !tfrt.chain, %x: !corert.tensorhandle, %y: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %in, %y : !tfrt.chain, !corert.tensorhandle
}

func.func @while_cond(%in: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %in, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @while_body(%in: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %in, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @chain_only(%in: !tfrt.chain) -> !tfrt.chain {
  tfrt.return %in : !tfrt.chain
}

// CHECK-LABEL: func.func @control_flow(
// CHECK-SAME: %[[CH0:.*]]: !tfrt.chain, %[[C:.*]]: !corert.tensorhandle, %[[A:.*]]: !corert.tensorhandle, %[[B:.*]]: !corert.tensorhandle)
func.func @control_flow(%ch0: !tfrt.chain, %cond: !corert.tensorhandle,
                        %a: !corert.tensorhandle, %b: !corert.tensorhandle)
    -> !tfrt.chain {
  // CHECK-NEXT: %[[R:.*]]:2 = corert.cond %[[C]] @return_first @return_second(%[[CH0]], %[[A]], %[[B]]) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle)
  %r:2 = corert.cond %cond @return_first @return_second (%ch0, %a, %b) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle)
  // CHECK-NEXT: %[[CH1:.*]] = corert.cond %[[C]] @chain_only @chain_only(%[[R]]#0) : () -> ()
  %ch1 = corert.cond %cond @chain_only @chain_only (%r#0) : () -> ()
  // CHECK-NEXT: %[[W:.*]]:2 = corert.while @while_cond @while_body(%[[CH1]], %[[R]]#1) : (!corert.tensorhandle) -> (!corert.tensorhandle)
  %w:2 = corert.while @while_cond @while_body (%ch1, %r#1) : (!corert.tensorhandle) -> (!corert.tensorhandle)
  // CHECK-NEXT: tfrt.return %[[W]]#0 : !tfrt.chain
  tfrt.return %w#0 : !tfrt.chain
}

// Types.
// CHECK-LABEL: func.func @types(%{{.*}}: !corert.ophandler, %{{.*}}: !corert.tensorhandle, %{{.*}}: !corert.string, %{{.*}}: !corert.resource, %{{.*}}: !corert.variant)
func.func @types(%h: !corert.ophandler, %t: !corert.tensorhandle,
                 %s: !corert.string, %r: !corert.resource,
                 %v: !corert.variant) {
  tfrt.return
}

// TFRT's own tests write some kernels in generic form; they read back the
// same and print in the custom form. Kernels with no definition stay generic.
// CHECK-LABEL: func.func @generic_forms(
func.func @generic_forms(%ch0: !tfrt.chain, %th: !corert.tensorhandle) -> !tfrt.chain {
  // CHECK-NEXT: %[[CH1:.*]] = corert.print_tensorhandle %{{.*}}, %{{.*}}
  %ch1 = "corert.print_tensorhandle"(%th, %ch0) : (!corert.tensorhandle, !tfrt.chain) -> !tfrt.chain
  // CHECK-NEXT: "corert.unmodelled_kernel"(%{{.*}}) {key = "v"} : (!corert.tensorhandle) -> !corert.tensorhandle
  %k = "corert.unmodelled_kernel"(%th) {key = "v"} : (!corert.tensorhandle) -> !corert.tensorhandle
  tfrt.return %ch1 : !tfrt.chain
}

// The executeop attributes are arrays of [name, value] pairs; executeop.seq
// is marked non-strict by the parser, as in TFRT.
// GENERIC-LABEL: sym_name = "executeop"
// GENERIC: "corert.executeop"(%{{.*}}, %{{.*}}, %{{.*}}) {op_attrs = {{\[\[}}"T", f32]], op_func_attrs = [], op_name = "tf.AddV2"} : (!corert.ophandler, !corert.tensorhandle, !corert.tensorhandle) -> !corert.tensorhandle
// GENERIC: "corert.executeop"(%{{.*}}, %{{.*}}) {op_attrs = [], op_func_attrs = {{\[\[}}"f", @callee]], op_name = "tf.PartitionedCall"}
// GENERIC: "corert.executeop.seq"(%{{.*}}, %{{.*}}, %{{.*}}) {bef.nonstrict, op_attrs = [], op_func_attrs = [], op_name = "tf.Print"} : (!corert.ophandler, !tfrt.chain, !corert.tensorhandle) -> !tfrt.chain

// Every dtype of create_dense_tensor.
// CHECK-LABEL: func.func @create_dense_tensor()
func.func @create_dense_tensor() {
  // CHECK-NEXT: corert.create_dense_tensor.ui8 {shape = [1], value = [2 : ui8]}
  %ui8 = corert.create_dense_tensor.ui8 {shape = [1], value = [2 : ui8]}
  // CHECK-NEXT: corert.create_dense_tensor.ui16 {shape = [1], value = [2 : ui16]}
  %ui16 = corert.create_dense_tensor.ui16 {shape = [1], value = [2 : ui16]}
  // CHECK-NEXT: corert.create_dense_tensor.ui32 {shape = [1], value = [2 : ui32]}
  %ui32 = corert.create_dense_tensor.ui32 {shape = [1], value = [2 : ui32]}
  // CHECK-NEXT: corert.create_dense_tensor.ui64 {shape = [1], value = [2 : ui64]}
  %ui64 = corert.create_dense_tensor.ui64 {shape = [1], value = [2 : ui64]}
  // CHECK-NEXT: corert.create_dense_tensor.i1 {shape = [1], value = [false]}
  %i1 = corert.create_dense_tensor.i1 {shape = [1], value = [false]}
  // CHECK-NEXT: corert.create_dense_tensor.i8 {shape = [1], value = [-2 : i8]}
  %i8 = corert.create_dense_tensor.i8 {shape = [1], value = [-2 : i8]}
  // CHECK-NEXT: corert.create_dense_tensor.i16 {shape = [1], value = [2 : i16]}
  %i16 = corert.create_dense_tensor.i16 {shape = [1], value = [2 : i16]}
  // CHECK-NEXT: corert.create_dense_tensor.i32 {shape = [1], value = [2 : i32]}
  %i32 = corert.create_dense_tensor.i32 {shape = [1], value = [2 : i32]}
  // CHECK-NEXT: corert.create_dense_tensor.i64 {shape = [1], value = [2]}
  %i64 = corert.create_dense_tensor.i64 {shape = [1], value = [2 : i64]}
  // CHECK-NEXT: corert.create_dense_tensor.bf16 {shape = [1], value = [2.500000e+00 : bf16]}
  %bf16 = corert.create_dense_tensor.bf16 {shape = [1], value = [2.5 : bf16]}
  // CHECK-NEXT: corert.create_dense_tensor.f16 {shape = [1], value = [2.500000e+00 : f16]}
  %f16 = corert.create_dense_tensor.f16 {shape = [1], value = [2.5 : f16]}
  // CHECK-NEXT: corert.create_dense_tensor.f32 {shape = [1], value = [2.500000e+00 : f32]}
  %f32 = corert.create_dense_tensor.f32 {shape = [1], value = [2.5 : f32]}
  // CHECK-NEXT: corert.create_dense_tensor.f64 {shape = [1], value = [2.500000e+00]}
  %f64 = corert.create_dense_tensor.f64 {shape = [1], value = [2.5 : f64]}
  // CHECK-NEXT: corert.create_dense_tensor.complex64 {shape = [1], value = [1.000000e+00 : f32, -1.000000e+00 : f32]}
  %complex64 = corert.create_dense_tensor.complex64 {shape = [1], value = [1.0 : f32, -1.0 : f32]}
  // CHECK-NEXT: corert.create_dense_tensor.complex128 {shape = [1], value = [1.000000e+00, -1.000000e+00]}
  %complex128 = corert.create_dense_tensor.complex128 {shape = [1], value = [1.0 : f64, -1.0 : f64]}
  tfrt.return
}
