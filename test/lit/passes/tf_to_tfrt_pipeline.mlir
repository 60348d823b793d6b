// The pipeline over every form of the reference models
// (../shared/models): the result has only func/tfrt/corert ops and the BEF
// emitter accepts it.

// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/mlp/fn_std.mlir | FileCheck %s --check-prefix=MLP
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/mlp/fn_std_debug.mlir | FileCheck %s --check-prefix=MLP
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/mlp/gd_io_raw.mlir | FileCheck %s --check-prefix=MLP
// MLP:      func.func @{{.*}}(%[[CH:.*]]: !tfrt.chain, %[[X:.*]]: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle)
// MLP:      %[[CPU:.*]] = corert.get_op_handler %[[CH]] "cpu"
// MLP-NEXT: %[[H:.*]] = corert.executeop(%[[CPU]]) "tf._FusedMatMul"(%[[X]], %{{.*}}, %{{.*}}) {T = f32, epsilon = 0.000000e+00 : f32, fused_ops = ["BiasAdd", "Relu"], num_args = 1 : i64, transpose_a = false, transpose_b = false} : 1
// MLP-NEXT: %[[L:.*]] = corert.executeop(%[[CPU]]) "tf._FusedMatMul"(%[[H]], %{{.*}}, %{{.*}}) {{{.*}}fused_ops = ["BiasAdd"]{{.*}}} : 1
// MLP-NEXT: %[[S:.*]] = corert.executeop(%[[CPU]]) "tf.Softmax"(%[[L]]) {T = f32} : 1
// MLP-NEXT: tfrt.return %[[CH]], %[[S]] : !tfrt.chain, !corert.tensorhandle

// Unfrozen: the variables are arguments, variable handles the caller
// passes, read in program order on the chain. (The values' types are
// unranked, so MatMul + AddV2 is not provably a BiasAdd.)
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/mlp/fn_unfrozen_std.mlir | FileCheck %s --check-prefix=MLP-VARS
// MLP-VARS:      func.func @{{.*}}(%arg0: !tfrt.chain, %arg1: !corert.tensorhandle {{.*}}, %arg2: !corert.tensorhandle {{.*}}, %arg3: !corert.tensorhandle {{.*}}, %arg4: !corert.tensorhandle {{.*}}, %arg5: !corert.tensorhandle {{.*}})
// MLP-VARS-COUNT-3: corert.executeop.seq(%{{.*}}) "tf.ReadVariableOp"
// MLP-VARS-NEXT: %{{.*}}, %[[W:.*]] = corert.executeop.seq(%{{.*}}) "tf.ReadVariableOp"(%arg2)
// MLP-VARS-NEXT: corert.executeop(%{{.*}}) "tf.MatMul"(%arg1, %[[W]])

// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cnn/fn_std.mlir | FileCheck %s --check-prefix=CNN
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cnn/fn_raw.mlir | FileCheck %s --check-prefix=CNN
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cnn/gd_io_raw.mlir | FileCheck %s --check-prefix=CNN
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cnn/gd_io_std.mlir | FileCheck %s --check-prefix=CNN
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cnn/sm_v2.mlir | FileCheck %s --check-prefix=CNN
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cnn/fn_unfrozen_std.mlir | FileCheck %s --check-prefix=CNN
// CNN:      "tf._FusedConv2D"({{.*}}) {T = f32, data_format = "NHWC", {{.*}}fused_ops = ["BiasAdd", "Relu"], num_args = 1 : i64{{.*}}padding = "SAME"
// CNN-NEXT: "tf._FusedConv2D"({{.*}}fused_ops = ["BiasAdd", "Relu"]
// CNN-NEXT: "tf.MaxPool"
// CNN-NEXT: "tf.Reshape"
// CNN:      "tf.Softmax"
// CNN-NOT:  tf_saved_model
// CNN-NOT: {{= "tf\.}}

// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/fn_std.mlir | FileCheck %s --check-prefix=COND
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/fn_std_debug.mlir | FileCheck %s --check-prefix=COND
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/fn_raw.mlir | FileCheck %s --check-prefix=COND
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/gd_io_raw.mlir | FileCheck %s --check-prefix=COND
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/gd_io_raw_debug.mlir | FileCheck %s --check-prefix=COND
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/gd_io_std.mlir | FileCheck %s --check-prefix=COND
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/fn_std_regions.mlir | FileCheck %s --check-prefix=COND
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/fn_std_regions_inlined.mlir | FileCheck %s --check-prefix=COND
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/fn_unfrozen_std.mlir | FileCheck %s --check-prefix=COND
// The SavedModel's variable, passed to the branches that only read it, is
// frozen into the then branch, as in the frozen forms.
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/sm_v2.mlir | FileCheck %s --check-prefix=COND
// COND:      %[[P:.*]] = corert.executeop(%{{.*}}) "tf.Greater"
// COND-NEXT: %[[R:.*]]:2 = corert.cond %[[P]] @[[THEN:[A-Za-z_0-9]+]] @[[ELSE:[A-Za-z_0-9]+]](%arg0, %{{.*}}) : ({{.*}}) -> (!corert.tensorhandle)
// COND-NEXT: tfrt.return %[[R]]#0, %[[R]]#1 : !tfrt.chain, !corert.tensorhandle
// COND-DAG:  func.func private @[[THEN]](%arg0: !tfrt.chain, {{.*}}) -> (!tfrt.chain, !corert.tensorhandle)
// COND-DAG:  func.func private @[[ELSE]](%arg0: !tfrt.chain, {{.*}}) -> (!tfrt.chain, !corert.tensorhandle)
// COND-NOT: {{= "tf\.}}

// A SavedModel whose signature writes one variable (kept: its handle by
// name, @_tfrt_init assigns its value once) and only reads the other
// through the wrapper's call (frozen into the callee); its empty session
// initializer is not called.
// RUN: tfrt-opt --tf-to-tfrt-pipeline %S/Inputs/counter_saved_model.mlir | FileCheck %s --check-prefix=SM-VARS
// SM-VARS:      module attributes {tfrt.saved_model.init = "_tfrt_init", tfrt.saved_model.variables = [{name = "count", type = tensor<f32>}]}
// SM-VARS-NOT:  NoOp
// SM-VARS:      func.func @serving_default(%arg0: !tfrt.chain, %arg1: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle)
// SM-VARS:      %[[VCH:.*]], %[[V:.*]] = corert.executeop.seq(%{{.*}}, %arg0) "tf.VarHandleOp"() {container = "", dtype = f32, shape = #tf_type.shape<>, shared_name = "count"} : 1
// SM-VARS-NEXT: %[[R:.*]]:2 = tfrt.call @[[CALL:.*]](%[[VCH]], %arg1, %[[V]])
// SM-VARS:      func.func private @[[CALL]](%arg0: !tfrt.chain, %arg1: !corert.tensorhandle, %arg2: !corert.tensorhandle)
// SM-VARS-NEXT: %[[STEP:.*]] = corert.const_dense_tensor dense<2.500000e+00> : tensor<f32>
// SM-VARS:      %[[D:.*]] = corert.executeop(%{{.*}}) "tf.Mul"(%arg1, %[[STEP]])
// SM-VARS-NEXT: %[[CH:.*]] = corert.executeop.seq(%{{.*}}, %arg0) "tf.AssignAddVariableOp"(%arg2, %[[D]]) {dtype = f32}
// SM-VARS-NEXT: corert.executeop.seq(%{{.*}}, %[[CH]]) "tf.ReadVariableOp"(%arg2) {dtype = f32} : 1
// SM-VARS:      func.func @_tfrt_init(%arg0: !tfrt.chain) -> !tfrt.chain {
// SM-VARS-NEXT: %[[VALUE:.*]] = corert.const_dense_tensor dense<0.000000e+00> : tensor<f32>
// SM-VARS-NEXT: corert.get_op_handler
// SM-VARS-NEXT: %[[HCH:.*]], %[[H:.*]] = corert.executeop.seq(%{{.*}}, %arg0) "tf.VarHandleOp"() {{.*}}shared_name = "count"
// SM-VARS-NEXT: %[[DONE:.*]] = corert.executeop.seq(%{{.*}}, %[[HCH]]) "tf.AssignVariableOp"(%[[H]], %[[VALUE]])
// SM-VARS-NEXT: tfrt.return %[[DONE]]
// SM-VARS-NOT:  NoOp
// RUN: tfrt-opt --tf-to-tfrt-pipeline %S/Inputs/counter_saved_model.mlir | tfrt-translate --mlir-to-bef - -o %t.counter.bef

// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/fn_std.mlir | FileCheck %s --check-prefix=WHILE
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/fn_std_debug.mlir | FileCheck %s --check-prefix=WHILE
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/fn_raw.mlir | FileCheck %s --check-prefix=WHILE
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/gd_io_raw.mlir | FileCheck %s --check-prefix=WHILE
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/gd_io_raw_debug.mlir | FileCheck %s --check-prefix=WHILE
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/gd_io_std.mlir | FileCheck %s --check-prefix=WHILE
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/fn_std_regions.mlir | FileCheck %s --check-prefix=WHILE
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/fn_std_regions_inlined.mlir | FileCheck %s --check-prefix=WHILE
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/sm_v2.mlir | FileCheck %s --check-prefix=WHILE
// The loop carries its predicate (tf-while-carry-predicate): the condition
// (tf.Less) runs once in front of the loop, then at the end of each body,
// fused with the body's five element-wise ops into one op
// (tf-fuse-elementwise); the cond function only returns the carried
// predicate.
// WHILE:      func.func @{{.*}}(%arg0: !tfrt.chain, %arg1: !corert.tensorhandle{{.*}}, %arg2: !corert.tensorhandle{{.*}}) -> (!tfrt.chain, !corert.tensorhandle, !corert.tensorhandle)
// WHILE:      %[[P0:.*]] = corert.executeop(%{{.*}}) "tf.Less"(%{{.*}}, %arg1) {T = i32} : 1
// WHILE-NEXT: %[[W:.*]]:{{[0-9]}} = corert.while @[[CFN:[A-Za-z_0-9]+_pred]] @[[BFN:[A-Za-z_0-9]+_with_pred]](%arg0, {{.*}}, %[[P0]])
// WHILE-NEXT: tfrt.return %[[W]]#0, %[[W]]#{{[0-9]}}, %[[W]]#{{[0-9]}} : !tfrt.chain, !corert.tensorhandle, !corert.tensorhandle
// WHILE:      func.func private @[[BFN]](
// WHILE-NEXT: corert.get_op_handler
// WHILE-NEXT: corert.executeop(%{{.*}}) "tf._FusedElementwise"({{.*}}) {fused_attrs = [{DstT = f32, SrcT = i32, Truncate = false}, {T = i32}, {T = f32}, {T = f32}, {T = i32}, {T = i32}], fused_constants = [dense<1> : tensor<i32>, dense<5.000000e-01> : tensor<f32>], {{.*}}fused_ops = ["tf.Cast", "tf.AddV2", "tf.Mul", "tf.AddV2", "tf.AddV2", "tf.Less"], fused_results = [7, 9, 10, 11]} : 4
// WHILE-NEXT: tfrt.return
// WHILE:      func.func private @[[CFN]]({{.*}}, %[[PRED:arg[0-9]+]]: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle)
// WHILE-NEXT: tfrt.return %arg0, %[[PRED]] : !tfrt.chain, !corert.tensorhandle
// WHILE-NOT: {{= "tf\.}}
// Without optimizations (fuse=false) the loop keeps its cond function.
// RUN: tfrt-opt '--tf-to-tfrt-pipeline=fuse=false' %models/while/fn_std.mlir | FileCheck %s --check-prefix=WHILE-NOFUSE
// WHILE-NOFUSE: corert.while @while_cond_37630 @while_body_37640(
// WHILE-NOFUSE: func.func private @while_cond_37630(
// WHILE-NOFUSE: "tf.Less"

// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/scalar/fn_std.mlir | FileCheck %s --check-prefix=SCALAR
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/scalar/fn_raw.mlir | FileCheck %s --check-prefix=SCALAR
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/scalar/gd_io_raw.mlir | FileCheck %s --check-prefix=SCALAR
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/scalar/gd_io_std.mlir | FileCheck %s --check-prefix=SCALAR
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/scalar/sm_v2.mlir | FileCheck %s --check-prefix=SCALAR
// SCALAR:     (%arg0: !tfrt.chain, %arg1: !corert.tensorhandle{{.*}}, %arg2: !corert.tensorhandle{{.*}}) -> (!tfrt.chain, !corert.tensorhandle)
// SCALAR:     %[[F:.*]] = corert.executeop(%{{.*}}) "tf._FusedElementwise"(%arg1, %arg2) {fused_attrs = [{T = f32}, {T = f32}, {T = f32}, {T = f32}, {T = f32}, {T = f32}, {T = f32}], fused_constants = [dense<5.000000e-01> : tensor<f32>, dense<1.000000e+00> : tensor<f32>], fused_operands = {{\[}}[0, 1], [0, 1], [0, 1], [4, 6], [7, 5], [8, 2], [9, 3]], fused_ops = ["tf.AddV2", "tf.Mul", "tf.Sub", "tf.Mul", "tf.Sub", "tf.Mul", "tf.AddV2"], fused_results = [10]} : 1
// SCALAR-NEXT: tfrt.return %arg0, %[[F]]
// SCALAR-NOT: "tf.Identity"

// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/chain200_scalar/fn_std.mlir | FileCheck %s --check-prefix=CHAIN
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/chain200_scalar/fn_raw.mlir | FileCheck %s --check-prefix=CHAIN
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/chain200_scalar/gd_io_raw.mlir | FileCheck %s --check-prefix=CHAIN
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/chain200_scalar/gd_io_std.mlir | FileCheck %s --check-prefix=CHAIN
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/chain200_scalar/sm_v2.mlir | FileCheck %s --check-prefix=CHAIN
// The 200 element-wise ops (and their 200 constants) are one op.
// CHAIN:     corert.executeop(%{{.*}}) "tf._FusedElementwise"(%arg1) {fused_attrs = [{{([{]T = f32[}], ){199}[{]T = f32[}]}}], fused_constants = [{{.*}}], fused_operands = {{.*}}, fused_ops = [{{("tf\.[A-Za-z0-9]+", ){199}"tf\.[A-Za-z0-9]+"}}], fused_results = [400]} : 1
// CHAIN-NOT: corert.executeop(
// CHAIN-NOT: corert.const_dense_tensor
// Without fusion (fuse=false), one executeop per op.
// RUN: tfrt-opt '--tf-to-tfrt-pipeline=fuse=false' %models/chain200_scalar/fn_std.mlir | FileCheck %s --check-prefix=NOFUSE
// NOFUSE-COUNT-200: corert.executeop(
// NOFUSE-NOT:       corert.executeop(

// The BEF emitter accepts the output.
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cnn/fn_raw.mlir | tfrt-translate --mlir-to-bef - -o %t.cnn.bef
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/fn_std_regions_inlined.mlir | tfrt-translate --mlir-to-bef - -o %t.cond.bef
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/sm_v2.mlir | tfrt-translate --mlir-to-bef - -o %t.while.bef
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/mlp/fn_unfrozen_std.mlir | tfrt-translate --mlir-to-bef - -o %t.mlp.bef

// v1 control flow: tf-executor-functionalize-control-flow turns it into
// tf.If / tf.While, lowered to corert.cond / corert.while like the
// functional forms (tf_executor_functionalize_control_flow.mlir has the
// details).
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/v1_cond_while/gd_io_raw.mlir | FileCheck %s --check-prefix=V1
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/v1_cond_while/gd_io_std.mlir | FileCheck %s --check-prefix=V1
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/v1_cond_while/gd_io_raw_debug.mlir | FileCheck %s --check-prefix=V1
// V1:      %[[C:.*]]:2 = corert.cond %{{.*}} @main_if_then @main_if_else(%arg0, {{.*}}%arg1)
// V1-NEXT: %[[P0:.*]] = corert.executeop(%{{.*}}) "tf.Less"(%{{.*}}, %arg2)
// V1-NEXT: %[[W:.*]]:5 = corert.while @main_while_cond_pred @main_while_body_with_pred(%[[C]]#0, %{{.*}}, %[[C]]#1, %arg2, %[[P0]])
// V1-NEXT: tfrt.return %[[W]]#0, %[[W]]#2, %[[W]]#1
// V1-NOT:  tf_executor
// The v1 SavedModel: its signature function keeps its name, and its empty
// session initializer needs no init function.
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/v1_cond_while/sm_v1_upgrade_legacy_true.mlir | FileCheck %s --check-prefix=V1-SM
// V1-SM-NOT: tfrt.saved_model
// V1-SM:     func.func @serving_default(%arg0: !tfrt.chain, %arg1: !corert.tensorhandle, %arg2: !corert.tensorhandle)
// V1-SM:     corert.cond
// V1-SM:     corert.while
// V1-SM-NOT: _tfrt_init
// V1-SM-NOT: tf_saved_model
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/gd_lowered_io_raw.mlir | FileCheck %s --check-prefix=V1-COND
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cond/gd_lowered_io_std.mlir | FileCheck %s --check-prefix=V1-COND
// V1-COND:     corert.cond %{{.*}} @main_if_then @main_if_else
// V1-COND-NOT: tf_executor
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/gd_lowered_io_raw.mlir | FileCheck %s --check-prefix=V1-WHILE
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/while/gd_lowered_io_std.mlir | FileCheck %s --check-prefix=V1-WHILE
// V1-WHILE:     corert.while @main_while_cond_pred @main_while_body_with_pred
// V1-WHILE-NOT: tf_executor
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/v1_cond_while/gd_io_raw.mlir | tfrt-translate --mlir-to-bef - -o %t.v1.bef
// RUN: tfrt-opt --tf-to-tfrt-pipeline %models/cnn/sm_v2.mlir | tfrt-translate --mlir-to-bef - -o %t.cnn_sm.bef

// Supported-ops list: an op the runtime lacks is an error at its location.
// RUN: not tfrt-opt --tf-to-tfrt-pipeline=supported-ops=tf.Greater,tf.Sum %models/cond/fn_std_debug.mlir 2>&1 | FileCheck %s --check-prefix=NOTSUP
// NOTSUP: error: loc(fused["Mul:", "cond/mul@{{.*}}"]): op 'tf.Mul' is not supported by the runtime's op library

// With a supported-ops list, only listed ops are fused, so an op the runtime
// lacks stays alone and is reported at its own location...
// RUN: not tfrt-opt '--tf-to-tfrt-pipeline=supported-ops=tf._FusedElementwise,tf.AddV2,tf.Mul' %models/scalar/fn_std.mlir 2>&1 | FileCheck %s --check-prefix=NOTSUP-FUSED
// NOTSUP-FUSED: fn_std.mlir:7:10: error: op 'tf.Sub' is not supported by the runtime's op library
// NOTSUP-FUSED: fn_std.mlir:9:10: error: op 'tf.Sub' is not supported by the runtime's op library
// ...and nothing is fused if the runtime lacks tf._FusedElementwise itself.
// RUN: tfrt-opt '--tf-to-tfrt-pipeline=supported-ops=tf.AddV2,tf.Mul,tf.Sub' %models/scalar/fn_std.mlir | FileCheck %s --check-prefix=NOFUSED-OP
// NOFUSED-OP-COUNT-7: corert.executeop(%{{.*}}) "tf.{{AddV2|Mul|Sub}}"
// NOFUSED-OP-NOT:     tf._FusedElementwise
// A supported-ops-file is read the same way.
// RUN: not tfrt-opt '--tf-to-tfrt-pipeline=supported-ops-file=%S/Inputs/supported_ops.txt' %S/Inputs/elementwise.mlir 2>&1 | FileCheck %s --check-prefix=FILE
// FILE: elementwise.mlir:5:8: error: op 'tf.Exp' is not supported by the runtime's op library
// FILE-NOT: fused into
