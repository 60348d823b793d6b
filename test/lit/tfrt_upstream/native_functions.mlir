// RUN: tfrt-translate -mlir-to-bef %s -o %t.bef
// RUN: bef-executor -work_queue_type=mstd %t.bef 2>&1 | FileCheck %s

// Native functions: declared `tfrt.native`, found by name in the registry
// (TFRT's test ones), called through tfrt.call and tfrt.parallel_call.i32,
// and run by bef-executor like any named function.

func.func private @native_add(%a: i32, %b: i32) -> i32 attributes {tfrt.native}
func.func private @native_async_add(%a: i32, %b: i32) -> i32 attributes {tfrt.native}
func.func private @native_async_sink(%a: i32, %b: i32) -> !tfrt.chain attributes {tfrt.native}

// CHECK: --- Not running 'native_add' because it has arguments.
// CHECK-NEXT: --- Not running 'native_async_add' because it has arguments.

// CHECK-LABEL: --- Running 'calls'
// CHECK-NEXT: int32 = 3
// CHECK-NEXT: int32 = 7
func.func @calls() -> !tfrt.chain {
  %a = tfrt.constant.i32 1
  %b = tfrt.constant.i32 2
  %r = tfrt.call @native_add(%a, %b) : (i32, i32) -> i32
  %ch0 = tfrt.new.chain
  %ch1 = tfrt.print.i32 %r, %ch0
  %c = tfrt_test.do.async %a, %b : (i32, i32) -> (i32) {
    %s = tfrt.add.i32 %a, %b
    tfrt.return %s : i32
  }
  %late = tfrt.call @native_async_add(%c, %c) : (i32, i32) -> i32
  %seven = tfrt.call @native_add(%late, %a) : (i32, i32) -> i32
  %ch2 = tfrt.print.i32 %seven, %ch1
  tfrt.return %ch2 : !tfrt.chain
}

// CHECK-LABEL: --- Running 'parallel'
// CHECK-NEXT: 'parallel' returned !tfrt.chain value
func.func @parallel() -> !tfrt.chain {
  %start = tfrt.constant.i32 0
  %end = tfrt.constant.i32 100
  %block = tfrt.constant.i32 7
  %done = tfrt.parallel_call.i32 %start to %end fixed %block @native_async_sink()
  tfrt.return %done : !tfrt.chain
}
