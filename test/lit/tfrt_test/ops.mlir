// RUN: tfrt-opt %s | FileCheck %s
// RUN: tfrt-opt %s | tfrt-opt | FileCheck %s

// CHECK-LABEL: func.func @count3
func.func @count3(%x: i32, %y: i64) -> (i32, i64) {
  // CHECK: %{{.*}}:3 = tfrt_test.count3.i32 %{{.*}}
  %a, %b, %c = tfrt_test.count3.i32 %x
  // CHECK: %{{.*}}:3 = tfrt_test.count3.i64 %{{.*}}
  %d, %e, %f = tfrt_test.count3.i64 %y
  return %a, %d : i32, i64
}

// CHECK-LABEL: func.func @strings
func.func @strings() -> !tfrt.string {
  // CHECK: tfrt_test.get_string {value = "bark"}
  %s = tfrt_test.get_string {value = "bark"}
  // CHECK: tfrt_test.get_string_sync {value = "rarf"}
  %t = tfrt_test.get_string_sync {value = "rarf"}
  // Kernels without ODS definitions stay in generic form, as in TFRT.
  // CHECK: "tfrt_test.append_string"
  %u = "tfrt_test.append_string"(%s, %t) : (!tfrt.string, !tfrt.string) -> !tfrt.string
  return %u : !tfrt.string
}

// do.async: the region's arguments are the operands, under their names.
// CHECK-LABEL: func.func @do_async
func.func @do_async(%x: i32, %ch: !tfrt.chain) -> i32 {
  // CHECK: %[[R:.*]] = tfrt_test.do.async %arg0, %arg1 : (i32, !tfrt.chain) -> (i32) {
  // CHECK-NEXT: %[[S:.*]] = tfrt.add.i32 %arg0, %arg0
  // CHECK-NEXT: tfrt.return %[[S]] : i32
  %r = tfrt_test.do.async %x, %ch : (i32, !tfrt.chain) -> (i32) {
    %s = tfrt.add.i32 %x, %x
    tfrt.return %s : i32
  }
  // CHECK: tfrt_test.do.async : () -> () {
  tfrt_test.do.async : () -> () {
    tfrt.return
  }
  return %r : i32
}

// test_cost: the type defaults to !tfrt.chain.
// CHECK-LABEL: func.func @test_cost
func.func @test_cost(%x: i32, %ch: !tfrt.chain) -> (i32, !tfrt.chain) {
  // CHECK: tfrt_test.test_cost %arg0 {_tfrt_cost = 3 : i64, id = 0 : i64} : i32
  %a = tfrt_test.test_cost %x {id = 0 : i64, _tfrt_cost = 3 : i64} : i32
  // CHECK: tfrt_test.test_cost %arg1 {id = 1 : i64}{{$}}
  %b = tfrt_test.test_cost %ch {id = 1 : i64}
  return %a, %b : i32, !tfrt.chain
}

// Unknown !tfrt.* types are opaque, as in TFRT; a trailing chain operand.
// CHECK-LABEL: func.func @open_types
// CHECK-SAME: !tfrt.test.resource
func.func @open_types(%r: !tfrt.test.resource, %a: i32, %ch: !tfrt.chain) -> i1 {
  // CHECK: tfrt.lessequal.i32 %arg1, %arg1, %arg2
  %le = tfrt.lessequal.i32 %a, %a, %ch
  // CHECK: tfrt.lessequal.i32 %arg1, %arg1{{$}}
  %le2 = "tfrt.lessequal.i32"(%a, %a) : (i32, i32) -> i1
  return %le : i1
}
