// RUN: tfrt-opt %s -split-input-file -verify-diagnostics
// The module-level checks (bound inputs, initializers) run before the ops they
// look at are verified: a malformed op is reported by its own verifier, never
// a crash of the module's check. (Found by the fuzzer.)

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.session_initializer' op attribute 'initializers' failed to satisfy constraint: symbol ref array attribute}}
  "tf_saved_model.session_initializer"() <{initializers = [[[[1]]]]}> : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.global_tensor' op attribute 'type' failed to satisfy constraint: type attribute of tensor of any type values}}
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = i32}> : () -> ()
  func.func @f(%arg0: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @v})
      attributes {tf_saved_model.exported_names = ["f"]} {
    return
  }
}

// -----

// The property missing altogether (its name misspelled).
module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.session_initializer' op requires attribute 'initializers'}}
  "tf_saved_model.session_initializer"() <{initialisers = [@init]}> : () -> ()
  func.func @init() attributes {tf_saved_model.exported_names = ["init"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.global_tensor' op requires attribute 'type'}}
  "tf_saved_model.global_tensor"() <{sym_name = "v", typ = tensor<f32>, value = dense<1.0> : tensor<f32>}> : () -> ()
  func.func @f(%arg0: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @v})
      attributes {tf_saved_model.exported_names = ["f"]} {
    return
  }
}
