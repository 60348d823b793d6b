// The SavedModel imports among the reference models (TensorFlow 2.21's own
// output) parse, verify and print back byte for byte with the tf_saved_model
// dialect registered (no --allow-unregistered-dialect). tfrt-opt only
// appends a blank line, ignored.

// RUN: tfrt-opt %models/chain200_scalar/sm_v2.mlir -o %t.chain200_scalar.sm_v2 && diff -I '^$' %models/chain200_scalar/sm_v2.mlir %t.chain200_scalar.sm_v2
// RUN: tfrt-opt %models/cnn/sm_v2.mlir -o %t.cnn.sm_v2 && diff -I '^$' %models/cnn/sm_v2.mlir %t.cnn.sm_v2
// RUN: tfrt-opt %models/cond/sm_v2.mlir -o %t.cond.sm_v2 && diff -I '^$' %models/cond/sm_v2.mlir %t.cond.sm_v2
// RUN: tfrt-opt %models/scalar/sm_v2.mlir -o %t.scalar.sm_v2 && diff -I '^$' %models/scalar/sm_v2.mlir %t.scalar.sm_v2
// RUN: tfrt-opt %models/v1_cond_while/sm_v1_upgrade_legacy_true.mlir -o %t.v1_cond_while.sm_v1_upgrade_legacy_true && diff -I '^$' %models/v1_cond_while/sm_v1_upgrade_legacy_true.mlir %t.v1_cond_while.sm_v1_upgrade_legacy_true
// RUN: tfrt-opt %models/while/sm_v2.mlir -o %t.while.sm_v2 && diff -I '^$' %models/while/sm_v2.mlir %t.while.sm_v2
