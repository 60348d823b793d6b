// RUN: tfrt-opt -inline %s | FileCheck %s

// MLIR's inliner inlines tfrt.call (the tfrt and corert inliner interfaces):
// the callee's tfrt.return operands replace the call's results, and the
// private callee, now unused, is removed.

// CHECK-NOT: func.func private @callee
func.func private @callee(%ch: !tfrt.chain, %x: i32) -> (!tfrt.chain, i32, !corert.tensorhandle) {
  %y = tfrt.add.i32 %x, %x
  %t = corert.const_dense_tensor dense<1> : tensor<i32>
  tfrt.return %ch, %y, %t : !tfrt.chain, i32, !corert.tensorhandle
}

// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[CH:.*]]: !tfrt.chain, %[[X:.*]]: i32)
func.func @caller(%ch: !tfrt.chain, %x: i32) -> (!tfrt.chain, i32, !corert.tensorhandle) {
  // CHECK-NOT: tfrt.call
  // CHECK-DAG: %[[Y:.*]] = tfrt.add.i32 %[[X]], %[[X]]
  // CHECK-DAG: %[[T:.*]] = corert.const_dense_tensor dense<1> : tensor<i32>
  // CHECK: tfrt.return %[[CH]], %[[Y]], %[[T]]
  %0, %1, %2 = tfrt.call @callee(%ch, %x) : (!tfrt.chain, i32) -> (!tfrt.chain, i32, !corert.tensorhandle)
  tfrt.return %0, %1, %2 : !tfrt.chain, i32, !corert.tensorhandle
}
