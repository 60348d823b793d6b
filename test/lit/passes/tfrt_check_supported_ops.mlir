// RUN: tfrt-opt %s --split-input-file --tfrt-check-supported-ops | FileCheck %s --check-prefix=ANY
// RUN: tfrt-opt %s --split-input-file --verify-diagnostics --tfrt-check-supported-ops=ops-file=%S/Inputs/supported_ops.txt
// RUN: tfrt-opt %s --split-input-file --verify-diagnostics --tfrt-check-supported-ops=ops=tf.AddV2,tf.Neg,tf._FusedElementwise
// RUN: not tfrt-opt %s --tfrt-check-supported-ops=ops-file=%S/Inputs/missing.txt 2>&1 | FileCheck %s --check-prefix=MISSING

// Without a list every op is accepted.
// ANY-LABEL: func @ops
// ANY: "tf.Softmax"
// MISSING: error: cannot read the supported-ops file '{{.*}}missing.txt'
func.func @ops(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %0 = corert.executeop(%cpu) "tf.AddV2"(%x, %x) {T = f32} : 1
  %1 = corert.executeop(%cpu) "tf.Neg"(%0) {T = f32} : 1
  // expected-error @+1 {{op 'tf.Softmax' is not supported by the runtime's op library}}
  %2 = corert.executeop(%cpu) "tf.Softmax"(%1) {T = f32} : 1
  // expected-error @+1 {{op 'tf.Print' is not supported by the runtime's op library}}
  %ch1 = corert.executeop.seq(%cpu, %ch) "tf.Print"(%2)
  tfrt.return %ch1, %2 : !tfrt.chain, !corert.tensorhandle
}

// -----

// Every sub-op of a tf._FusedElementwise must be supported too. (In the
// pipeline tf-fuse-elementwise fuses only supported ops, so an unsupported
// one is reported at its own location instead.)
// ANY-LABEL: func @fused
func.func @fused(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %0 = corert.executeop(%cpu) "tf._FusedElementwise"(%x) {fused_attrs = [{T = f32}, {T = f32}], fused_constants = [], fused_operands = [[0], [1, 0]], fused_ops = ["tf.Neg", "tf.AddV2"], fused_results = [2]} : 1
  // expected-error @+1 {{op 'tf.Softmax' (fused into 'tf._FusedElementwise') is not supported by the runtime's op library}}
  %1 = corert.executeop(%cpu) "tf._FusedElementwise"(%0) {fused_attrs = [{T = f32}, {T = f32}], fused_constants = [], fused_operands = [[0], [1]], fused_ops = ["tf.Neg", "tf.Softmax"], fused_results = [2]} : 1
  tfrt.return %ch, %1 : !tfrt.chain, !corert.tensorhandle
}
