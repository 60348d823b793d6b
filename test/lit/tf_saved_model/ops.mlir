// RUN: tfrt-opt %s -split-input-file | tfrt-opt -split-input-file | FileCheck %s
// Round trip of the tf_saved_model ops and attributes, in the generic form
// TensorFlow prints, without --allow-unregistered-dialect.

// A SavedModel: global tensors (a variable, a constant of static type, a
// variable of dynamic type and one without a value), an asset, a session
// initializer, exported functions and their bound inputs.
// CHECK-LABEL: module attributes {tf_saved_model.semantics}
// CHECK:     "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<2xf32>, value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> {tf_saved_model.exported_names = []} : () -> ()
// CHECK:     "tf_saved_model.global_tensor"() <{sym_name = "c", type = tensor<f32>, value = dense<3.000000e+00> : tensor<f32>}> {tf_saved_model.exported_names = ["c"]} : () -> ()
// CHECK:     "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "d", type = tensor<?xf32>, value = dense<0.000000e+00> : tensor<3xf32>}> : () -> ()
// CHECK:     "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "u", type = tensor<*xi32>}> : () -> ()
// CHECK:     "tf_saved_model.asset"() <{filename = "assets/vocab.txt", sym_name = "vocab"}> : () -> ()
// CHECK:     "tf_saved_model.session_initializer"() <{initializers = [@init]}> : () -> ()
// CHECK:     func.func @init(%arg0: tensor<!tf_type.string> {tf_saved_model.bound_input = @vocab})
// CHECK-SAME:  attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_init"], tf_saved_model.initializer_type = "init_op"}
// CHECK:     func.func @f(%arg0: tensor<2xf32> {tf._user_specified_name = "x", tf_saved_model.index_path = [0, "x"]},
// CHECK-SAME:  %arg1: tensor<!tf_type.resource<tensor<2xf32>>> {tf_saved_model.bound_input = @v},
// CHECK-SAME:  %arg2: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @c},
// CHECK-SAME:  %arg3: tensor<!tf_type.resource> {tf_saved_model.bound_input = @d},
// CHECK-SAME:  %arg4: tensor<*x!tf_type.resource> {tf_saved_model.bound_input = @u})
// CHECK-SAME:  -> (tensor<2xf32> {tf_saved_model.index_path = []})
// CHECK-SAME:  attributes {tf_saved_model.exported_names = ["f", "g"]}
// CHECK:     func.func private @helper
module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<2xf32>, value = dense<[1.0, 2.0]> : tensor<2xf32>}> {tf_saved_model.exported_names = []} : () -> ()
  "tf_saved_model.global_tensor"() <{sym_name = "c", type = tensor<f32>, value = dense<3.0> : tensor<f32>}> {tf_saved_model.exported_names = ["c"]} : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "d", type = tensor<?xf32>, value = dense<0.0> : tensor<3xf32>}> : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "u", type = tensor<*xi32>}> : () -> ()
  "tf_saved_model.asset"() <{filename = "assets/vocab.txt", sym_name = "vocab"}> : () -> ()
  "tf_saved_model.session_initializer"() <{initializers = [@init]}> : () -> ()
  func.func @init(%arg0: tensor<!tf_type.string> {tf_saved_model.bound_input = @vocab})
      attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_init"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
  func.func @f(%arg0: tensor<2xf32> {tf._user_specified_name = "x", tf_saved_model.index_path = [0, "x"]},
               %arg1: tensor<!tf_type.resource<tensor<2xf32>>> {tf_saved_model.bound_input = @v},
               %arg2: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @c},
               %arg3: tensor<!tf_type.resource> {tf_saved_model.bound_input = @d},
               %arg4: tensor<*x!tf_type.resource> {tf_saved_model.bound_input = @u})
      -> (tensor<2xf32> {tf_saved_model.index_path = []})
      attributes {tf_saved_model.exported_names = ["f", "g"]} {
    %0 = func.call @helper(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @helper(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
}

// -----

// Without tf_saved_model.semantics (as the compiler binds the variables of
// an unfrozen function): global tensors and bound inputs, no exported names.
// CHECK-LABEL: module {
// CHECK:     "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<2x2xf32>, value = dense<1.000000e+00> : tensor<2x2xf32>}> : () -> ()
// CHECK:     func.func @fn(%arg0: tensor<2xf32>, %arg1: tensor<*x!tf_type.resource> {tf_saved_model.bound_input = @w})
module {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<2x2xf32>, value = dense<1.0> : tensor<2x2xf32>}> : () -> ()
  func.func @fn(%arg0: tensor<2xf32>, %arg1: tensor<*x!tf_type.resource> {tf_saved_model.bound_input = @w}) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
}
