// RUN: tfrt-opt %s -split-input-file -verify-diagnostics
// One verifier check of the tf_saved_model dialect per split (TensorFlow's
// rules and messages).

//===----------------------------------------------------------------------===//
// global_tensor
//===----------------------------------------------------------------------===//

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'type' and 'value' attributes should have compatible tensor types}}
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<3xf32>, value = dense<1.0> : tensor<2xf32>}> : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'type' and 'value' attributes should have compatible tensor types}}
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<2xi32>, value = dense<1.0> : tensor<2xf32>}> : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'type' attribute for immutable 'tf_saved_model.global_tensor' should have a static shape}}
  "tf_saved_model.global_tensor"() <{sym_name = "v", type = tensor<?xf32>, value = dense<1.0> : tensor<2xf32>}> : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.global_tensor' op attribute 'type' failed to satisfy constraint: type attribute of tensor of any type values}}
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = f32}> : () -> ()
}

// -----

func.func @f() {
  // expected-error @+1 {{'tf_saved_model.global_tensor' op expects parent op 'builtin.module'}}
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<f32>}> : () -> ()
  return
}

//===----------------------------------------------------------------------===//
// session_initializer
//===----------------------------------------------------------------------===//

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.session_initializer' op the initializer function does not exist}}
  "tf_saved_model.session_initializer"() <{initializers = [@init]}> : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.session_initializer' op the initializer function should have no output}}
  "tf_saved_model.session_initializer"() <{initializers = [@init]}> : () -> ()
  func.func @init() -> (tensor<f32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["init"]} {
    %0 = "tf.Const"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
    return %0 : tensor<f32>
  }
}

// -----

module {
  // expected-error @+1 {{'tf_saved_model.session_initializer' op the initializer function should be exported}}
  "tf_saved_model.session_initializer"() <{initializers = [@init]}> : () -> ()
  func.func @init() {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.session_initializer' op the initializer function should have only one exported names}}
  "tf_saved_model.session_initializer"() <{initializers = [@init]}> : () -> ()
  func.func @init() attributes {tf_saved_model.exported_names = ["a", "b"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() <{initializers = []}> : () -> ()
  // expected-error @+1 {{there must be no more than one session_initializer op}}
  "tf_saved_model.session_initializer"() <{initializers = []}> : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() <{initializers = [@a, @b]}> : () -> ()
  func.func @a() attributes {tf_saved_model.exported_names = ["a"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
  // expected-error @+1 {{Attribute tf_saved_model.initializer_type should not have duplicate values. Found duplicate: "init_op"}}
  func.func @b() attributes {tf_saved_model.exported_names = ["b"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
}

//===----------------------------------------------------------------------===//
// tf_saved_model.semantics: the module's rules
//===----------------------------------------------------------------------===//

// -----

module attributes {tf_saved_model.semantics} {
  // expected-note @+1 {{previously seen here}}
  func.func @f() attributes {tf_saved_model.exported_names = ["serve"]} {
    return
  }
  // expected-error @+1 {{duplicate exported name 'serve'}}
  func.func @g() attributes {tf_saved_model.exported_names = ["serve"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{exported function @f should be public}}
  func.func private @f() attributes {tf_saved_model.exported_names = ["f"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{non-exported function @f should be private}}
  func.func @f() {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{can only apply 'tf_saved_model' argument attributes to exported functions}}
  func.func private @f(%arg0: tensor<f32> {tf_saved_model.index_path = [0]}) {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-note @+1 {{references this exported function}}
  func.func @f() attributes {tf_saved_model.exported_names = ["f"]} {
    return
  }
  func.func @g() attributes {tf_saved_model.exported_names = ["g"]} {
    // expected-error @+1 {{exported function cannot be internally referenced}}
    "tf.StatefulPartitionedCall"() <{config = "", config_proto = "", executor_type = "", f = @f}> : () -> ()
    return
  }
}

// -----

// expected-error @+1 {{'tf_saved_model.semantics' must be a unit attribute}}
module attributes {tf_saved_model.semantics = true} {
}

// -----

module {
  // expected-error @+1 {{'tf_saved_model.semantics' must be on a module op}}
  func.func private @f() attributes {tf_saved_model.semantics} {
    return
  }
}

// -----

// expected-error @+1 {{unknown tf_saved_model dialect attribute 'tf_saved_model.bogus'}}
module attributes {tf_saved_model.bogus} {
}

//===----------------------------------------------------------------------===//
// tf_saved_model.exported_names and exported functions
//===----------------------------------------------------------------------===//

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.exported_names' must be on a 'func' or 'tf_saved_model.global_tensor' op}}
  "tf_saved_model.asset"() <{filename = "f.txt", sym_name = "a"}> {tf_saved_model.exported_names = ["a"]} : () -> ()
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.exported_names' must be an array of strings}}
  func.func @f() attributes {tf_saved_model.exported_names = [1]} {
    return
  }
}

// -----

module {
  // expected-error @+1 {{'tf_saved_model.exported_names' must be on an op whose immediate parent has attribute 'tf_saved_model.semantics'}}
  func.func @f() attributes {tf_saved_model.exported_names = ["f"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<f32>, value = dense<1.0> : tensor<f32>}> : () -> ()
  // expected-error @+1 {{all 'tf_saved_model.index_path' arg attributes should precede all 'tf_saved_model.bound_input' arg attributes}}
  func.func @f(%arg0: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @v},
               %arg1: tensor<f32> {tf_saved_model.index_path = [0]})
      attributes {tf_saved_model.exported_names = ["f"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{all arguments should have 'tf_saved_model.index_path', 'tf_saved_model.bound_input' or 'tf.resource_name' attributes}}
  func.func @f(%arg0: tensor<f32>) attributes {tf_saved_model.exported_names = ["f"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<f32>, value = dense<1.0> : tensor<f32>}> : () -> ()
  // expected-error @+1 {{duplicate 'tf_saved_model.bound_input' binding}}
  func.func @f(%arg0: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @v},
               %arg1: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @v})
      attributes {tf_saved_model.exported_names = ["f"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{all results should have 'tf_saved_model.index_path' attributes}}
  func.func @f(%arg0: tensor<f32> {tf_saved_model.index_path = [0]}) -> tensor<f32>
      attributes {tf_saved_model.exported_names = ["f"]} {
    return %arg0 : tensor<f32>
  }
}

//===----------------------------------------------------------------------===//
// Argument and result attributes
//===----------------------------------------------------------------------===//

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.index_path' attribute should be an ArrayAttr}}
  func.func @f(%arg0: tensor<f32> {tf_saved_model.index_path = 0}) attributes {tf_saved_model.exported_names = ["f"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.index_path' elements should be strings or 64-bit integers}}
  func.func @f(%arg0: tensor<f32> {tf_saved_model.index_path = [0 : i32]}) attributes {tf_saved_model.exported_names = ["f"]} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{'tf_saved_model.index_path' elements should be strings or 64-bit integers}}
  func.func @f() -> (tensor<f32> {tf_saved_model.index_path = [1.0]}) attributes {tf_saved_model.exported_names = ["f"]} {
    %0 = "tf.Const"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
    return %0 : tensor<f32>
  }
}

// -----

module {
  // expected-error @+1 {{unknown tf_saved_model dialect arg attribute 'tf_saved_model.bogus'}}
  func.func @f(%arg0: tensor<f32> {tf_saved_model.bogus}) {
    return
  }
}

// -----

module {
  // expected-error @+1 {{unknown tf_saved_model dialect result attribute 'tf_saved_model.bound_input'}}
  func.func @f(%arg0: tensor<f32>) -> (tensor<f32> {tf_saved_model.bound_input = @v}) {
    return %arg0 : tensor<f32>
  }
}

// -----

module {
  // expected-error @+1 {{'tf_saved_model.bound_input' attribute should be a FlatSymbolRefAttr}}
  func.func @f(%arg0: tensor<!tf_type.resource> {tf_saved_model.bound_input = "v"}) {
    return
  }
}

// -----

module {
  // expected-error @+1 {{'tf_saved_model.bound_input' attribute must reference a valid symbol, got invalid symbol 'v'}}
  func.func @f(%arg0: tensor<!tf_type.resource> {tf_saved_model.bound_input = @v}) {
    return
  }
}

// -----

module {
  // expected-error @+1 {{'tf_saved_model.bound_input' attribute must reference a 'tf_saved_model.global_tensor' or a 'tf_saved_model.asset', got 'func.func'}}
  func.func @f(%arg0: tensor<!tf_type.resource> {tf_saved_model.bound_input = @f}) {
    return
  }
}

// -----

module {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<2xf32>, value = dense<1.0> : tensor<2xf32>}> : () -> ()
  // expected-error @+1 {{bound input with type 'tensor<2xf32>' expected to have type 'tensor<!tf_type.resource<tensor<2xf32>>>'}}
  func.func @f(%arg0: tensor<2xf32> {tf_saved_model.bound_input = @v}) {
    return
  }
}

// -----

module {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<2xf32>, value = dense<1.0> : tensor<2xf32>}> : () -> ()
  // expected-error @+1 {{bound input with type 'tensor<!tf_type.resource<tensor<3xf32>>>' expected to have type 'tensor<!tf_type.resource<tensor<2xf32>>>'}}
  func.func @f(%arg0: tensor<!tf_type.resource<tensor<3xf32>>> {tf_saved_model.bound_input = @v}) {
    return
  }
}

// -----

module {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<2xf32>, value = dense<1.0> : tensor<2xf32>}> : () -> ()
  // expected-error @+1 {{bound input with type 'tensor<2x!tf_type.resource>' expected to have type 'tensor<!tf_type.resource<tensor<2xf32>>>'}}
  func.func @f(%arg0: tensor<2x!tf_type.resource> {tf_saved_model.bound_input = @v}) {
    return
  }
}

// -----

module {
  "tf_saved_model.asset"() <{filename = "vocab.txt", sym_name = "vocab"}> : () -> ()
  // expected-error @+1 {{bound input with type 'tensor<*x!tf_type.string>' expected to have type 'tensor<!tf_type.string>'}}
  func.func @f(%arg0: tensor<*x!tf_type.string> {tf_saved_model.bound_input = @vocab}) {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{tf_saved_model.initializer_type should be one of 'restore_op' or 'init_op'. Got: other}}
  func.func @f() attributes {tf_saved_model.exported_names = ["f"], tf_saved_model.initializer_type = "other"} {
    return
  }
}

// -----

module attributes {tf_saved_model.semantics} {
  // expected-error @+1 {{Attribute tf_saved_model.initializer_type should be a StringAttr.}}
  func.func @f() attributes {tf_saved_model.exported_names = ["f"], tf_saved_model.initializer_type = 1} {
    return
  }
}

// -----

// expected-error @+1 {{Attribute tf_saved_model.initializer_type should be on a func::FuncOp.}}
module attributes {tf_saved_model.initializer_type = "init_op"} {
}
