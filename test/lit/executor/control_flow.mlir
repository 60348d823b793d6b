// RUN: tfrt-translate --mlir-to-bef %s | bef-executor | FileCheck %s
// RUN: tfrt-translate --mlir-to-bef %s | bef-executor --work-queue-type=mstd | FileCheck %s

func.func @add_one(%x: i32) -> i32 {
  %c1 = tfrt.constant.i32 1
  %y = tfrt.add.i32 %x, %c1
  tfrt.return %y : i32
}

// CHECK-LABEL: --- Running 'call':
func.func @call() -> i32 {
  %c1 = tfrt.constant.i32 1
  %x = tfrt.call @add_one(%c1) : (i32) -> i32
  // CHECK-NEXT: 'call' returned 2
  tfrt.return %x : i32
}

// The callee ignores its second argument, which never becomes available:
// the non-strict call still returns.
func.func @first(%x: i32, %unused: i32) -> i32 {
  tfrt.return %x : i32
}

// CHECK-LABEL: --- Running 'nonstrict_unused_argument':
func.func @nonstrict_unused_argument() -> i32 {
  %c1 = tfrt.constant.i32 1
  %never = "tfrt_test.never_available"() : () -> i32
  %x = tfrt.call @first(%c1, %never) : (i32, i32) -> i32
  // CHECK-NEXT: 'nonstrict_unused_argument' returned 1
  tfrt.return %x : i32
}

// The same with an error argument: it does not reach the result.
// CHECK-LABEL: --- Running 'nonstrict_error_argument':
func.func @nonstrict_error_argument() -> i32 {
  %c1 = tfrt.constant.i32 1
  %bad = "tfrt_test.fail"() : () -> i32  // expected-error {{something bad happened}}
  %x = tfrt.call @first(%c1, %bad) : (i32, i32) -> i32
  // CHECK-NEXT: 'nonstrict_error_argument' returned 1
  tfrt.return %x : i32
}

// Recursion through tfrt.call: fib(15) = 610.
func.func @fib(%n: i32) -> i32 {
  %c2 = tfrt.constant.i32 2
  %small = tfrt.lessequal.i32 %n, %c2
  %r = tfrt.if %small, %n : (i32) -> (i32) {
    %one = tfrt.constant.i32 1
    tfrt.return %one : i32
  } else {
    %c1 = tfrt.constant.i32 1
    %two = tfrt.constant.i32 2
    %a = tfrt.minus.i32 %n, %c1
    %b = tfrt.minus.i32 %n, %two
    %fa = tfrt.call @fib(%a) : (i32) -> i32
    %fb = tfrt.call @fib(%b) : (i32) -> i32
    %s = tfrt.add.i32 %fa, %fb
    tfrt.return %s : i32
  }
  tfrt.return %r : i32
}

// CHECK-LABEL: --- Running 'recursion':
func.func @recursion() -> i32 {
  %n = tfrt.constant.i32 15
  %r = tfrt.call @fib(%n) : (i32) -> i32
  // CHECK-NEXT: 'recursion' returned 610
  tfrt.return %r : i32
}

// tfrt.if on a condition computed asynchronously: results are indirect.
// CHECK-LABEL: --- Running 'if_async_condition':
func.func @if_async_condition() -> i32 {
  %t = tfrt.constant.i1 true
  %c = "tfrt_test.async_copy"(%t) : (i1) -> i1
  %a = tfrt.constant.i32 1
  %b = tfrt.constant.i32 2
  %r = tfrt.if %c, %a, %b : (i32, i32) -> (i32) {
    tfrt.return %a : i32
  } else {
    tfrt.return %b : i32
  }
  // CHECK-NEXT: 'if_async_condition' returned 1
  tfrt.return %r : i32
}

// CHECK-LABEL: --- Running 'if_error_condition':
func.func @if_error_condition() -> i32 {
  %c = "tfrt_test.fail"() : () -> i1  // expected-error {{something bad happened}}
  %a = tfrt.constant.i32 1
  %r = tfrt.if %c, %a : (i32) -> (i32) {
    tfrt.return %a : i32
  } else {
    tfrt.return %a : i32
  }
  // CHECK-NEXT: 'if_error_condition' returned <<error: something bad happened>>
  tfrt.return %r : i32
}

func.func @then(%x: i32) -> i32 {
  %c10 = tfrt.constant.i32 10
  %y = tfrt.add.i32 %x, %c10
  tfrt.return %y : i32
}

func.func @else(%x: i32) -> i32 {
  %c20 = tfrt.constant.i32 20
  %y = tfrt.add.i32 %x, %c20
  tfrt.return %y : i32
}

// CHECK-LABEL: --- Running 'cond_and_case':
func.func @cond_and_case() -> (i32, i32, i32) {
  %f = tfrt.constant.i1 false
  %x = tfrt.constant.i32 1
  %a = tfrt.cond %f @then @else(%x) : (i32) -> (i32)
  %i = tfrt.constant.i32 0
  %b = tfrt.case %i [@then, @else](%x) : (i32) -> (i32)
  %bad = tfrt.constant.i32 5
  %c = tfrt.case %bad [@then, @else](%x) : (i32) -> (i32)  // expected-error {{branch_index invalid}}
  // CHECK-NEXT: 'cond_and_case' returned 21,11,<<error: branch_index invalid. branch index: 5 # branches: 2>>
  tfrt.return %a, %b, %c : i32, i32, i32
}

func.func @count_body(%ch: !tfrt.chain, %i: i32) -> (!tfrt.chain, i32, i1) {
  %ch1 = tfrt.print.i32 %i, %ch
  %c1 = tfrt.constant.i32 1
  %next = tfrt.add.i32 %i, %c1
  %slow = "tfrt_test.async_copy"(%next) : (i32) -> i32
  %c3 = tfrt.constant.i32 3
  %more = tfrt.lessequal.i32 %slow, %c3
  tfrt.return %ch1, %slow, %more : !tfrt.chain, i32, i1
}

// CHECK-LABEL: --- Running 'while_loop':
func.func @while_loop() -> i32 {
  %ch0 = tfrt.new.chain
  %t = tfrt.constant.i1 true
  %i0 = tfrt.constant.i32 1
  %ch, %i = tfrt.while %t @count_body(%ch0, %i0) parallel_iterations(1) : (!tfrt.chain, i32) -> (!tfrt.chain, i32)
  // CHECK-NEXT: int32 = 1
  // CHECK-NEXT: int32 = 2
  // CHECK-NEXT: int32 = 3
  // CHECK-NEXT: 'while_loop' returned 4
  tfrt.return %i : i32
}

// Nested control flow: repeat around if around call.
// CHECK-LABEL: --- Running 'nested':
func.func @nested() -> i32 {
  %n = tfrt.constant.i32 4
  %x0 = tfrt.constant.i32 0
  %x = tfrt.repeat.i32 %n, %x0 : i32 {
    %c2 = tfrt.constant.i32 2
    %small = tfrt.lessequal.i32 %x0, %c2
    %y = tfrt.if %small, %x0 : (i32) -> (i32) {
      %z = tfrt.call @add_one(%x0) : (i32) -> i32
      tfrt.return %z : i32
    } else {
      %z = tfrt.call @then(%x0) : (i32) -> i32
      tfrt.return %z : i32
    }
    tfrt.return %y : i32
  }
  // CHECK-NEXT: 'nested' returned 13
  tfrt.return %x : i32
}

// CHECK-LABEL: --- Running 'once':
func.func @once() -> (i32, i32) {
  %c1 = tfrt.constant.i32 1
  %a = tfrt.once @add_one(%c1) : (i32) -> (i32)
  %b = tfrt.once @add_one(%c1) : (i32) -> (i32)
  // CHECK-NEXT: 'once' returned 2,2
  tfrt.return %a, %b : i32, i32
}

func.func @block(%from: i32, %to: i32, %ch: !tfrt.chain) -> !tfrt.chain {
  tfrt.return %ch : !tfrt.chain
}

// CHECK-LABEL: --- Running 'parallel':
func.func @parallel() -> (!tfrt.chain, !tfrt.chain) {
  %from = tfrt.constant.i32 0
  %to = tfrt.constant.i32 10
  %bs = tfrt.constant.i32 3
  %ch = tfrt.new.chain
  %done = tfrt.parallel_call.i32 %from to %to fixed %bs @block(%ch) : !tfrt.chain
  %done2 = tfrt.parallel_for.i32 %from to %to fixed %bs, %ch : !tfrt.chain {
    tfrt.return
  }
  // CHECK-NEXT: 'parallel' returned !tfrt.chain value,!tfrt.chain value
  tfrt.return %done, %done2 : !tfrt.chain, !tfrt.chain
}
