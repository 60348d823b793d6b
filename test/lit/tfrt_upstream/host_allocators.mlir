// RUN: tfrt-translate -mlir-to-bef %s -o %t.bef
// RUN: not bef-executor --functions tensors --host_allocator_type test_fixed_size_1k %t.bef 2>&1 | FileCheck %s --check-prefix=FIXED
// RUN: not bef-executor --functions leak %t.bef | FileCheck %s --check-prefix=LEAK
// RUN: not bef-executor --functions leak %t.bef 2>&1 >/dev/null | FileCheck %s --check-prefix=LEAKERR
// RUN: bef-executor --functions tensors --host-allocator-type=malloc %t.bef 2>&1 | FileCheck %s --check-prefix=MALLOC
// RUN: bef-executor --functions tensors -host_allocator_type=profiled_allocator %t.bef 2>&1 | FileCheck %s --check-prefix=PROFILED
// RUN: bef-executor --functions tensors %t.bef 2>&1 | FileCheck %s --check-prefix=MALLOC

// TFRT's host allocators in bef-executor (TFRT runs the third tensor's kernel
// before the second: its ready kernels are a stack; ours run in order). A tensor's allocation is TFRT's:
// its HostBuffer header (64 bytes) and its data. The default allocator checks
// for leaks at the end of the run.

// FIXED-LABEL: --- Running 'tensors'
// FIXED-NEXT: Allocating 192 bytes. 832 remaining.
// FIXED-NEXT: Allocating 192 bytes. 640 remaining.
// FIXED-NEXT: Attempted to allocate 4160 bytes. However current capacity is only 640.
// FIXED-NEXT: error: runtime error: Cannot allocate tensor
// FIXED: Freeing 192 bytes.
// FIXED: Freeing 192 bytes. 1024 available.

// MALLOC-LABEL: --- Running 'tensors':
// MALLOC-NOT: {{[a-zA-Z]}}

// PROFILED: HostAllocator profile:
// PROFILED-NEXT: Current number of allocations = 0
// PROFILED-NEXT: Max number of allocations = 3
// PROFILED-NEXT: Total number of allocations = 3
// PROFILED-NEXT: Current number of bytes allocated = 0
// PROFILED-NEXT: Max number of bytes allocated = 4544
func.func @tensors() {
  %x0 = tfrt_dht.create_uninitialized_tensor.f32.1 [32 : i64]
  %x1 = tfrt_dht.create_uninitialized_tensor.f32.1 [32 : i64]
  %x2 = tfrt_dht.create_uninitialized_tensor.f32.1 [1024 : i64]
  tfrt.return
}

// LEAK-LABEL: --- Running 'leak'
// LEAK-NEXT: HostAllocator profile:
// LEAK-NEXT: Current number of allocations = 1
// LEAK: Memory leak detected: 1 alive allocations, 4 alive bytes
func.func @leak() {
  "tfrt_test.memory_leak_one_int32"() : () -> ()
  tfrt.return
}

// The tool's own error line, on stderr (TFRT's report is on stdout).
// LEAKERR: bef-executor: error: host memory leaked by the run (Memory leak detected, above)
