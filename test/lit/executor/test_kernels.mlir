// TFRT's tfrt_test / tfrt_tutorial kernels (Python, registered by name), and
// the kernel calling convention: one extra trailing chain operand is accepted
// and waited for by any kernel.
// RUN: tfrt-translate -mlir-to-bef %s | bef-executor 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOG < %t.err
// RUN: tfrt-translate -mlir-to-bef %s | bef-executor -work_queue_type=mstd 2>/dev/null | FileCheck %s
// RUN: tfrt-translate -mlir-to-bef %s | tfrt-translate --dump | FileCheck %s --check-prefix=DUMP

// CHECK-LABEL: --- Running 'trailing_chain':
// CHECK-NEXT: 'trailing_chain' returned 7,!tfrt.chain value
func.func @trailing_chain() -> (i32, !tfrt.chain) {
  %ch0 = tfrt.new.chain
  %x = tfrt.constant.i32 7
  %y = "tfrt_test.async_copy_2.i32"(%x, %ch0) : (i32, !tfrt.chain) -> i32
  %counter = "tfrt_test.atomic.create.i32"() : () -> !test.atomic.i32
  %ch1 = "tfrt_test.atomic.add.i32"(%counter, %y, %ch0) : (!test.atomic.i32, i32, !tfrt.chain) -> !tfrt.chain
  %v, %ch2 = "tfrt_test.atomic.get.i32"(%counter, %ch1) : (!test.atomic.i32, !tfrt.chain) -> (i32, !tfrt.chain)
  tfrt.return %v, %ch2 : i32, !tfrt.chain
}

// CHECK-LABEL: --- Running 'values':
// CHECK-NEXT: true
// CHECK-NEXT: false
// CHECK-NEXT: 'values' returned 3,2,1,5,9
func.func @values() -> (i32, i32, i32, i32, i32) {
  %ch0 = tfrt.new.chain
  %a = tfrt.constant.i32 1
  %b = tfrt.constant.i32 2
  %c = tfrt.constant.i32 3
  %z, %y, %x = "tfrt_test.multi_arg_result"(%c, %b, %a) : (i32, i32, i32) -> (i32, i32, i32)
  %t = "tfrt_test.async_constant.i1"() {value = true} : () -> i1
  %ch1 = "tfrt_test.print_bool"(%ch0, %t) : (!tfrt.chain, i1) -> !tfrt.chain
  %f = tfrt.constant.i1 false
  %ch2 = "tfrt_test.print_bool"(%ch1, %f) : (!tfrt.chain, i1) -> !tfrt.chain
  // identity drops a leading chain
  %d = "tfrt_test.identity"(%ch2, %c) : (!tfrt.chain, i32) -> i32
  %e = "tfrt_test.async_copy.with_delay.i32"(%d) : (i32) -> i32
  %five = tfrt.add.i32 %e, %b
  %nine = "tfrt_test.sync_sum"(%five, %c, %a) : (i32, i32, i32) -> i32
  tfrt.return %z, %y, %x, %five, %nine : i32, i32, i32, i32, i32
}

// CHECK-LABEL: --- Running 'sync_error':
// CHECK-NEXT: 'sync_error' returned <<error: something bad happened>>
func.func @sync_error() -> i32 attributes {tfrt.sync} {
  %x = "tfrt_test.fail_s"() : () -> i32  // expected-error {{something bad happened}}
  tfrt.return %x : i32
}

// The resource is destroyed when its last reference goes, even if the kernel
// that would destroy it is skipped.
// CHECK-LABEL: --- Running 'resources':
// CHECK-NEXT: Allocated TestResource
// CHECK-NEXT: Destroyed TestResource
// CHECK-NEXT: test.deallocate_resource done
// CHECK-NEXT: Allocated TestResource
// CHECK-NEXT: Destroyed TestResource
// CHECK-NEXT: 'resources' returned <<error: Cancelled>>
func.func @resources() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %r, %ch1 = "tfrt_test.allocate_resource"(%ch0) : (!tfrt.chain) -> (!test.resource, !tfrt.chain)
  %ch2 = "tfrt_test.deallocate_resource"(%r, %ch1) : (!test.resource, !tfrt.chain) -> !tfrt.chain
  %s, %ch3 = "tfrt_test.allocate_resource"(%ch2) : (!tfrt.chain) -> (!test.resource, !tfrt.chain)
  %x, %ch4 = "tfrt_test.cancel"(%ch3) : (!tfrt.chain) -> (i32, !tfrt.chain)
  %ch5 = "tfrt_test.deallocate_resource"(%s, %ch4) : (!test.resource, !tfrt.chain) -> !tfrt.chain
  tfrt.return %ch5 : !tfrt.chain
}

// CHECK-LABEL: --- Running 'debug_info':
// CHECK-NEXT: scope/op
// CHECK-NEXT: Kernel has no debug info
// CHECK-NEXT: inner
// CHECK-NEXT: callee
// CHECK-NEXT: (3, 4)
func.func @debug_info() -> () {
  %ch0 = tfrt.new.chain
  %ch1 = "tfrt_test.print_debug_info"(%ch0) : (!tfrt.chain) -> !tfrt.chain loc(#named)
  %ch2 = "tfrt_test.print_debug_info"(%ch1) : (!tfrt.chain) -> !tfrt.chain
  %ch3 = "tfrt_test.print_debug_info"(%ch2) : (!tfrt.chain) -> !tfrt.chain loc(fused["a.py":1:2, "inner"])
  %ch4 = "tfrt_test.print_debug_info"(%ch3) : (!tfrt.chain) -> !tfrt.chain loc(callsite("callee" at "b.py":3:4))
  %three = tfrt.constant.i32 3
  %four = tfrt.constant.i32 4
  %p = "tfrt_tutorial.create_coordinate"(%three, %four) : (i32, i32) -> !my.coordinate
  %ch5 = "tfrt_tutorial.print_coordinate"(%p, %ch4) : (!my.coordinate, !tfrt.chain) -> !tfrt.chain
  tfrt.return
}

// LOG: from TFRT_LOG(INFO): note
// LOG-NEXT: from TFRT_LOG(WARNING): note
// LOG-NEXT: from TFRT_LOG(ERROR): note
// LOG-NEXT: from TFRT_LOG_IF(INFO, true): note
// LOG-NEXT: from TFRT_LOG_IF(WARNING, true): note
// LOG-NEXT: from TFRT_LOG_IF(ERROR, true): note
// CHECK-LABEL: --- Running 'work_queue':
// CHECK-DAG: Slept for 200 microseconds
// CHECK-DAG: Slept for 100 microseconds
// CHECK: 'work_queue' returned !tfrt.chain value
func.func @work_queue() -> !tfrt.chain {
  %ch0 = tfrt.new.chain
  %m = "tfrt_test.get_string"() {value = "note"} : () -> !tfrt.string
  %ch1 = "tfrt_test.logging"(%m, %ch0) : (!tfrt.string, !tfrt.chain) -> !tfrt.chain
  %t = tfrt.constant.i32 100
  "tfrt_test.usleep"(%t) : (i32) -> ()
  "tfrt_test.quiesce"() : () -> ()
  %u = tfrt.constant.i32 200
  %ch2 = "tfrt_test.blocking.usleep"(%u) : (i32) -> !tfrt.chain
  %ch3 = "tfrt_test.as_chain"(%u, %ch2) : (i32, !tfrt.chain) -> !tfrt.chain
  tfrt.return %ch3 : !tfrt.chain
}

// TFRT's custom syntax of do.async and test_cost; BEF leaves _tfrt_cost out.
// DUMP-NOT: _tfrt_cost
// CHECK-LABEL: --- Running 'custom_syntax':
// CHECK-NEXT: id: 7
// CHECK-NEXT: 'custom_syntax' returned 6
func.func @custom_syntax() -> i32 {
  %x = tfrt.constant.i32 3
  %y = tfrt_test.do.async %x : (i32) -> (i32) {
    %s = tfrt.add.i32 %x, %x
    tfrt.return %s : i32
  }
  %z = tfrt_test.test_cost %y {id = 7 : i64, _tfrt_cost = 5 : i64} : i32
  tfrt.return %z : i32
}

#named = loc("scope/op")
