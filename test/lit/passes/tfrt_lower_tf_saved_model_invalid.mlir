// RUN: tfrt-opt %s --split-input-file --tfrt-lower-tf-saved-model -verify-diagnostics
// Inputs tfrt-lower-tf-saved-model rejects, one per split, each at its
// location before the module changes.

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<2xf32>, value = dense<1.0> : tensor<2xf32>}> : () -> ()
  func.func @serve(%w: tensor<!tf_type.resource> {tf_saved_model.bound_input = @w}) -> (tensor<2xi32> {tf_saved_model.index_path = []})
      attributes {tf_saved_model.exported_names = ["serve"]} {
    // expected-error @+1 {{'tf.ReadVariableOp' op reads a 'tensor<2xi32>' from the global tensor @w of type 'tensor<2xf32>'}}
    %0 = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<?xf32>, value = dense<1.0> : tensor<2xf32>}> : () -> ()
  func.func @serve(%w: tensor<!tf_type.resource> {tf_saved_model.bound_input = @w}) -> (tensor<3xf32> {tf_saved_model.index_path = []})
      attributes {tf_saved_model.exported_names = ["serve"]} {
    // expected-error @+1 {{'tf.ReadVariableOp' op reads a 'tensor<3xf32>' from the global tensor @w of type 'tensor<2xf32>'}}
    %0 = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<2xf32>}> : () -> ()
  func.func @serve(%w: tensor<!tf_type.resource> {tf_saved_model.bound_input = @w}) -> (tensor<2xf32> {tf_saved_model.index_path = []})
      attributes {tf_saved_model.exported_names = ["serve"]} {
    // expected-error @+1 {{'tf.ReadVariableOp' op reads the global tensor @w, which has no value to freeze}}
    %0 = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<f32>, value = dense<1.0> : tensor<f32>}> : () -> ()
  func.func @serve(%v: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @v})
      attributes {tf_saved_model.exported_names = ["serve"]} {
    %c = "tf.Const"() <{value = dense<2.0> : tensor<f32>}> : () -> tensor<f32>
    "tf.AssignVariableOp"(%v, %c) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
    return
  }
  // expected-error @+1 {{'_tfrt_init' is the name of the init function tfrt-lower-tf-saved-model creates}}
  func.func @_tfrt_init() attributes {tf_saved_model.exported_names = ["init"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() <{initializers = [@init]}> : () -> ()
  func.func @init() attributes {tf_saved_model.exported_names = ["init"]} {
    %t = "tf.HashTableV2"() <{container = "", key_dtype = !tf_type.string, shared_name = "t", value_dtype = i64}> : () -> tensor<!tf_type.resource>
    return
  }
  // expected-error @+1 {{'_tfrt_init' is the name of the init function tfrt-lower-tf-saved-model creates}}
  func.func @f() attributes {tf_saved_model.exported_names = ["_tfrt_init"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{exported name 'helper' is the name of another symbol}}
  func.func @f() attributes {tf_saved_model.exported_names = ["helper"]} {
    func.call @helper() : () -> ()
    return
  }
  // expected-note @+1 {{the other symbol}}
  func.func private @helper() {
    return
  }
}

// -----

// A function with bound inputs loses those arguments: nothing may call it.
module {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<f32>, value = dense<1.0> : tensor<f32>}> : () -> ()
  func.func @branch(%v: tensor<!tf_type.resource> {tf_saved_model.bound_input = @v}) -> tensor<f32> {
    %0 = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%p: tensor<i1>, %v: tensor<!tf_type.resource>) -> tensor<f32> {
    // expected-error @+1 {{references @branch, whose bound inputs tfrt-lower-tf-saved-model removes}}
    %0 = "tf.If"(%p, %v) <{else_branch = @branch, is_stateless = false, then_branch = @branch}> : (tensor<i1>, tensor<!tf_type.resource>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() <{initializers = [@init]}> : () -> ()
  // expected-error @+1 {{a session initializer takes no argument but bound inputs, and returns nothing}}
  func.func @init(%x: tensor<f32> {tf_saved_model.index_path = [0]}) attributes {tf_saved_model.exported_names = ["init"]} {
    return
  }
}
