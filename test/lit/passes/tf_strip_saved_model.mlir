// RUN: tfrt-opt %s --tf-strip-saved-model | FileCheck %s

// tf_saved_model ops go; their attributes too. A bound argument left stays
// an argument (in the pipeline, tfrt-lower-tf-saved-model has bound it).
// CHECK: module {
// CHECK-NOT: tf_saved_model
// CHECK-LABEL: func @serve
// CHECK-SAME: (%arg0: tensor<1xf32> {tf._user_specified_name = "x"}, %arg1: tensor<!tf_type.resource<tensor<1xf32>>>) -> tensor<1xf32>
// CHECK-NOT: tf_saved_model
module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<1xf32>, value = dense<1.0> : tensor<1xf32>}> : () -> ()
  func.func @serve(%x: tensor<1xf32> {tf._user_specified_name = "x", tf_saved_model.index_path = [0]},
                   %v: tensor<!tf_type.resource<tensor<1xf32>>> {tf_saved_model.bound_input = @v})
      -> (tensor<1xf32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["serve"]} {
    %0 = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<1xf32>>>) -> tensor<1xf32>
    %1 = "tf.AddV2"(%x, %0) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    return %1 : tensor<1xf32>
  }
}
