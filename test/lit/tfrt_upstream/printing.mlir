// RUN: tfrt-translate -mlir-to-bef %s -o %t.bef
// RUN: bef-executor %t.bef | FileCheck %s

// Host tensors print their elements as TFRT's DType::Print does: bf16 is not
// printed, f16 shows its bit pattern (TFRT's fp16 placeholder type).

// CHECK-LABEL: --- Running 'half_precision'
func.func @half_precision() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %a = corert.create_dense_tensor.bf16 {shape = [2], value = [2.5 : bf16, -1.0 : bf16]}
  // CHECK-NEXT: DenseHostTensor dtype = bf16, shape = [2], values = [Does not support printing bf16., Does not support printing bf16.]
  %ch1 = corert.print_tensorhandle %a, %ch0
  %b = corert.create_dense_tensor.f16 {shape = [1], value = [-2.0 : f16]}
  // CHECK-NEXT: DenseHostTensor dtype = f16, shape = [1], values = [fp16(49152)]
  %ch2 = corert.print_tensorhandle %b, %ch1
  tfrt.return %ch2 : !tfrt.chain
}
