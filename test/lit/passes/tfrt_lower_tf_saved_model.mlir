// RUN: tfrt-opt %s --split-input-file --tfrt-lower-tf-saved-model | FileCheck %s

// A variable only read (through the resource tf.Cast TensorFlow's import
// puts in front) is frozen: the read is a constant, the argument goes, the
// function takes its exported name. Nothing is kept, so no init function
// and no tfrt.saved_model.* attribute.
// CHECK-LABEL: module @frozen_read attributes {tf_saved_model.semantics} {
// CHECK-NOT:   tf_saved_model.global_tensor
// CHECK:       func.func @serve(%arg0: tensor<2xf32> {tf_saved_model.index_path = [0]}) -> (tensor<2xf32> {tf_saved_model.index_path = []})
// CHECK-SAME:    attributes {tf_saved_model.exported_names = ["serve"]}
// CHECK-NEXT:    %[[W:.*]] = "tf.Const"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK-NEXT:    %[[Y:.*]] = "tf.Mul"(%arg0, %[[W]])
// CHECK-NEXT:    return %[[Y]]
// CHECK-NOT:   _tfrt_init
module @frozen_read attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<2xf32>, value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> ()
  func.func @__inference_serve_10(%x: tensor<2xf32> {tf_saved_model.index_path = [0]},
                                  %w: tensor<!tf_type.resource<tensor<2xf32>>> {tf_saved_model.bound_input = @w})
      -> (tensor<2xf32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["serve"]} {
    %0 = "tf.Cast"(%w) <{Truncate = false}> : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<!tf_type.resource>
    %1 = "tf.ReadVariableOp"(%0) : (tensor<!tf_type.resource>) -> tensor<2xf32>
    %2 = "tf.Mul"(%x, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    return %2 : tensor<2xf32>
  }
}

// -----

// A read less static than the value: tf ops take the constant of the
// value's type, a user that needs the exact type (here func.return and an
// island's yield) a constant of the read's type.
// CHECK-LABEL: module @refined_read
// CHECK:       func.func @serve() -> (tensor<*xf32> {tf_saved_model.index_path = [0]}, tensor<*xf32> {tf_saved_model.index_path = [1]})
// CHECK-DAG:     %[[STATIC:.*]] = "tf.Const"() <{value = dense<3.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK-DAG:     %[[EXACT:.*]] = "tf.Const"() <{value = dense<3.000000e+00> : tensor<2xf32>}> : () -> tensor<*xf32>
// CHECK:         %[[N:.*]] = "tf.Neg"(%[[STATIC]]) : (tensor<2xf32>) -> tensor<*xf32>
// CHECK-NEXT:    %[[G:.*]] = tf_executor.graph {
// CHECK-NEXT:      %[[O:.*]], %{{.*}} = tf_executor.island wraps "tf.Const"() <{value = dense<3.000000e+00> : tensor<2xf32>}> : () -> tensor<*xf32>
// CHECK-NEXT:      tf_executor.fetch %[[O]]
// CHECK:         return %[[EXACT]], %[[N]]
module @refined_read attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{sym_name = "c", type = tensor<2xf32>, value = dense<3.0> : tensor<2xf32>}> : () -> ()
  func.func @serve(%c: tensor<*x!tf_type.resource> {tf_saved_model.bound_input = @c})
      -> (tensor<*xf32> {tf_saved_model.index_path = [0]}, tensor<*xf32> {tf_saved_model.index_path = [1]})
      attributes {tf_saved_model.exported_names = ["serve"]} {
    %0 = "tf.ReadVariableOp"(%c) : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
    %1 = "tf.Neg"(%0) : (tensor<*xf32>) -> tensor<*xf32>
    %2 = tf_executor.graph {
      %o, %ctl = tf_executor.island wraps "tf.ReadVariableOp"(%c) : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      tf_executor.fetch %o : tensor<*xf32>
    }
    return %0, %1 : tensor<*xf32>, tensor<*xf32>
  }
}

// -----

// A variable the program writes is kept: the function gets it by name
// (tf.VarHandleOp), @_tfrt_init assigns its initial value once, and the
// module lists it. The frozen one next to it is a constant.
// CHECK-LABEL: module @kept_variable attributes {tf_saved_model.semantics, tfrt.saved_model.init = "_tfrt_init", tfrt.saved_model.variables = [{name = "counter", type = tensor<i32>}]}
// CHECK:       func.func @step(%arg0: tensor<i32> {tf_saved_model.index_path = [0]}) -> (tensor<i32> {tf_saved_model.index_path = []})
// CHECK-NEXT:    %[[H:.*]] = "tf.VarHandleOp"() <{container = "", shared_name = "counter"}> : () -> tensor<!tf_type.resource<tensor<i32>>>
// CHECK-NEXT:    %[[S:.*]] = "tf.Const"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
// CHECK-NEXT:    %[[D:.*]] = "tf.Mul"(%arg0, %[[S]])
// CHECK-NEXT:    "tf.AssignAddVariableOp"(%[[H]], %[[D]])
// CHECK-NEXT:    %[[R:.*]] = "tf.ReadVariableOp"(%[[H]])
// CHECK-NEXT:    return %[[R]]
// CHECK:       func.func @_tfrt_init() attributes {tf_saved_model.exported_names = ["_tfrt_init"]} {
// CHECK-NEXT:    %[[IH:.*]] = "tf.VarHandleOp"() <{container = "", shared_name = "counter"}> : () -> tensor<!tf_type.resource<tensor<i32>>>
// CHECK-NEXT:    %[[IV:.*]] = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
// CHECK-NEXT:    "tf.AssignVariableOp"(%[[IH]], %[[IV]]) : (tensor<!tf_type.resource<tensor<i32>>>, tensor<i32>) -> ()
// CHECK-NEXT:    return
module @kept_variable attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "counter", type = tensor<i32>, value = dense<10> : tensor<i32>}> : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "scale", type = tensor<i32>, value = dense<2> : tensor<i32>}> : () -> ()
  func.func @step(%x: tensor<i32> {tf_saved_model.index_path = [0]},
                  %counter: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @counter},
                  %scale: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @scale})
      -> (tensor<i32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["step"]} {
    %s = "tf.ReadVariableOp"(%scale) : (tensor<!tf_type.resource<tensor<i32>>>) -> tensor<i32>
    %d = "tf.Mul"(%x, %s) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.AssignAddVariableOp"(%counter, %d) : (tensor<!tf_type.resource<tensor<i32>>>, tensor<i32>) -> ()
    %r = "tf.ReadVariableOp"(%counter) : (tensor<!tf_type.resource<tensor<i32>>>) -> tensor<i32>
    return %r : tensor<i32>
  }
}

// -----

// A variable passed to a tf.If branch that writes it is kept (the branch
// gets the handle); a resource tf.Cast gives the handle the argument's less
// static type.
// CHECK-LABEL: module @variable_to_branch
// CHECK-SAME:    tfrt.saved_model.variables = [{name = "w", type = tensor<2xf32>}]
// CHECK:       func.func @serve(%arg0: tensor<i1> {tf_saved_model.index_path = [0]})
// CHECK-NEXT:    %[[H:.*]] = "tf.VarHandleOp"() <{container = "", shared_name = "w"}> : () -> tensor<!tf_type.resource<tensor<2xf32>>>
// CHECK-NEXT:    %[[C:.*]] = "tf.Cast"(%[[H]]) <{Truncate = false}> : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<!tf_type.resource>
// CHECK-NEXT:    "tf.If"(%arg0, %[[C]])
// CHECK:       func.func private @then(%arg0: tensor<!tf_type.resource>)
// CHECK:         "tf.AssignAddVariableOp"(%arg0
// CHECK:       func.func @_tfrt_init()
// CHECK-NEXT:    "tf.VarHandleOp"() <{container = "", shared_name = "w"}>
module @variable_to_branch attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<2xf32>, value = dense<1.0> : tensor<2xf32>}> : () -> ()
  func.func @serve(%p: tensor<i1> {tf_saved_model.index_path = [0]},
                   %w: tensor<!tf_type.resource> {tf_saved_model.bound_input = @w})
      -> (tensor<2xf32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["serve"]} {
    %0 = "tf.If"(%p, %w) <{else_branch = @else, is_stateless = false, then_branch = @then}> : (tensor<i1>, tensor<!tf_type.resource>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @then(%w: tensor<!tf_type.resource>) -> tensor<2xf32> {
    %c = "tf.Const"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<2xf32>
    "tf.AssignAddVariableOp"(%w, %c) : (tensor<!tf_type.resource>, tensor<2xf32>) -> ()
    %0 = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @else(%w: tensor<!tf_type.resource>) -> tensor<2xf32> {
    %0 = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}

// -----

// Only read where it is passed (a tf.If's branches, a call's callee and
// its callee, TensorFlow's signature-wrapper form): the variable is frozen
// there, and the arguments and operands that carried the handle go.
// CHECK-LABEL: module @frozen_in_callees
// CHECK-NOT:   tfrt.saved_model
// CHECK:       func.func @serve(%arg0: tensor<i1> {tf_saved_model.index_path = [0]})
// CHECK-NEXT:    %[[R:.*]] = "tf.If"(%arg0) <{else_branch = @else, is_stateless = false, then_branch = @then}> : (tensor<i1>) -> tensor<2xf32>
// CHECK-NEXT:    %[[S:.*]] = "tf.StatefulPartitionedCall"(%[[R]]) <{{.*}}f = @wrapper}> : (tensor<2xf32>) -> tensor<2xf32>
// CHECK:       func.func private @then() -> tensor<2xf32>
// CHECK-NEXT:    "tf.Const"() <{value = dense<3.000000e+00> : tensor<2xf32>}>
// CHECK:       func.func private @else() -> tensor<2xf32>
// CHECK:       func.func private @wrapper(%arg0: tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    "tf.StatefulPartitionedCall"(%arg0) <{{.*}}f = @inner}> : (tensor<2xf32>) -> tensor<2xf32>
// CHECK:       func.func private @inner(%arg0: tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %[[W:.*]] = "tf.Const"() <{value = dense<3.000000e+00> : tensor<2xf32>}>
// CHECK-NEXT:    "tf.Mul"(%arg0, %[[W]])
// CHECK-NOT:   _tfrt_init
module @frozen_in_callees attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<2xf32>, value = dense<3.0> : tensor<2xf32>}> : () -> ()
  func.func @serve(%p: tensor<i1> {tf_saved_model.index_path = [0]},
                   %w: tensor<!tf_type.resource<tensor<2xf32>>> {tf_saved_model.bound_input = @w})
      -> (tensor<2xf32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["serve"]} {
    %0 = "tf.If"(%p, %w) <{else_branch = @else, is_stateless = false, then_branch = @then}> : (tensor<i1>, tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
    %1 = "tf.StatefulPartitionedCall"(%0, %w) <{config = "", config_proto = "", executor_type = "", f = @wrapper}> : (tensor<2xf32>, tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @then(%w: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32> {
    %0 = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @else(%w: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32> {
    %0 = "tf.Const"() <{value = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @wrapper(%x: tensor<2xf32>, %w: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32> {
    %0 = "tf.StatefulPartitionedCall"(%x, %w) <{config = "", config_proto = "", executor_type = "", f = @inner}> : (tensor<2xf32>, tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @inner(%x: tensor<2xf32>, %w: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32> {
    %0 = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
    %1 = "tf.Mul"(%x, %0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}

// -----

// A callee called with two variables from two places: the first variable
// bound (the last argument) gets a copy of the callee, the other the
// callee itself, each with its value frozen in.
// CHECK-LABEL: module @shared_callee
// CHECK:       func.func @serve()
// CHECK-NEXT:    call @scale() : () -> tensor<f32>
// CHECK-NEXT:    call @[[COPY:scale_[0-9]+]]() : () -> tensor<f32>
// CHECK:       func.func private @scale() -> tensor<f32>
// CHECK-NEXT:    "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}>
// CHECK:       func.func private @[[COPY]]() -> tensor<f32>
// CHECK-NEXT:    "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}>
module @shared_callee attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "a", type = tensor<f32>, value = dense<1.0> : tensor<f32>}> : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "b", type = tensor<f32>, value = dense<2.0> : tensor<f32>}> : () -> ()
  func.func @serve(%a: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @a},
                   %b: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @b})
      -> (tensor<f32> {tf_saved_model.index_path = [0]}, tensor<f32> {tf_saved_model.index_path = [1]})
      attributes {tf_saved_model.exported_names = ["serve"]} {
    %0 = func.call @scale(%a) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    %1 = func.call @scale(%b) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    return %0, %1 : tensor<f32>, tensor<f32>
  }
  func.func private @scale(%v: tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32> {
    %0 = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}

// -----

// Session initializers run from @_tfrt_init, in order, after the variables
// are assigned; they become private and keep their names; one that does
// nothing (TensorFlow's NoOp) is not called. An asset bound to an
// initializer is its filename, a string constant.
// CHECK-LABEL: module @initializers
// CHECK-SAME:    tfrt.saved_model.init = "_tfrt_init"
// CHECK-NOT:   tf_saved_model.session_initializer
// CHECK-NOT:   tf_saved_model.asset
// CHECK:       func.func private @restore() attributes {tf_saved_model.initializer_type = "restore_op"}
// CHECK:       func.func private @NoOp() {
// CHECK:       func.func private @init_tables() attributes {tf_saved_model.initializer_type = "init_op"}
// CHECK-NEXT:    %[[PATH:.*]] = "tf.Const"() <{value = dense<"assets/vocab.txt"> : tensor<!tf_type.string>}> : () -> tensor<!tf_type.string>
// CHECK-NEXT:    %[[T:.*]] = "tf.HashTableV2"()
// CHECK-NEXT:    "tf.InitializeTableFromTextFileV2"(%[[T]], %[[PATH]])
// CHECK:       func.func @lookup(
// CHECK:       func.func @_tfrt_init() attributes {tf_saved_model.exported_names = ["_tfrt_init"]} {
// CHECK-NEXT:    "tf.VarHandleOp"() <{container = "", shared_name = "v"}>
// CHECK-NEXT:    "tf.Const"
// CHECK-NEXT:    "tf.AssignVariableOp"
// CHECK-NEXT:    "tf.StatefulPartitionedCall"() <{config = "", config_proto = "", executor_type = "", f = @restore}> : () -> ()
// CHECK-NEXT:    "tf.StatefulPartitionedCall"() <{config = "", config_proto = "", executor_type = "", f = @init_tables}> : () -> ()
// CHECK-NEXT:    return
module @initializers attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", type = tensor<f32>, value = dense<1.0> : tensor<f32>}> : () -> ()
  "tf_saved_model.asset"() <{filename = "assets/vocab.txt", sym_name = "vocab"}> : () -> ()
  "tf_saved_model.session_initializer"() <{initializers = [@restore, @NoOp, @init_tables]}> : () -> ()
  func.func @restore() attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_restore"], tf_saved_model.initializer_type = "restore_op"} {
    %h = "tf.VarHandleOp"() <{container = "", shared_name = "v"}> : () -> tensor<!tf_type.resource<tensor<f32>>>
    %c = "tf.Const"() <{value = dense<5.0> : tensor<f32>}> : () -> tensor<f32>
    "tf.AssignVariableOp"(%h, %c) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
    return
  }
  func.func @NoOp() attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_NoOp"]} {
    "tf.NoOp"() : () -> ()
    return
  }
  func.func @init_tables(%path: tensor<!tf_type.string> {tf_saved_model.bound_input = @vocab})
      attributes {tf_saved_model.exported_names = ["__tf_saved_model_session_initializer_init"], tf_saved_model.initializer_type = "init_op"} {
    %t = "tf.HashTableV2"() <{container = "", key_dtype = !tf_type.string, shared_name = "table", value_dtype = i64}> : () -> tensor<!tf_type.resource>
    "tf.InitializeTableFromTextFileV2"(%t, %path) <{key_index = -2 : i64, value_index = -1 : i64}> : (tensor<!tf_type.resource>, tensor<!tf_type.string>) -> ()
    return
  }
  func.func @lookup(%v: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @v}) -> (tensor<f32> {tf_saved_model.index_path = []})
      attributes {tf_saved_model.exported_names = ["lookup"]} {
    %c = "tf.Const"() <{value = dense<2.0> : tensor<f32>}> : () -> tensor<f32>
    "tf.AssignVariableOp"(%v, %c) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
    %0 = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}

// -----

// A function exported under several names: the first renames it, each
// other one is a clone under that name.
// CHECK-LABEL: module @exported_names
// CHECK:       func.func @predict(%arg0: tensor<f32> {tf_saved_model.index_path = [0]}) -> (tensor<f32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["predict"]}
// CHECK:       func.func @serving_default(%arg0: tensor<f32> {tf_saved_model.index_path = [0]}) -> (tensor<f32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["serving_default"]}
// CHECK-NEXT:    call @helper(%arg0)
// CHECK:       func.func private @helper
// CHECK-NOT:   _tfrt_init
module @exported_names attributes {tf_saved_model.semantics} {
  func.func @__inference_f_1(%x: tensor<f32> {tf_saved_model.index_path = [0]}) -> (tensor<f32> {tf_saved_model.index_path = []})
      attributes {tf_saved_model.exported_names = ["predict", "serving_default"]} {
    %0 = func.call @helper(%x) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @helper(%x: tensor<f32>) -> tensor<f32> {
    return %x : tensor<f32>
  }
}

// -----

// No tf_saved_model.semantics (the compiler binding `variables=` of an
// unfrozen function): unranked resource arguments bind too; the function
// keeps its name; the init function is public, not exported.
// CHECK-LABEL: module @unfrozen attributes {tfrt.saved_model.init = "_tfrt_init", tfrt.saved_model.variables = [{name = "b", type = tensor<3xf32>}]}
// CHECK:       func.func @fn(%arg0: tensor<1x3xf32>) -> tensor<*xf32>
// CHECK-NEXT:    %[[H:.*]] = "tf.VarHandleOp"() <{container = "", shared_name = "b"}> : () -> tensor<!tf_type.resource<tensor<3xf32>>>
// CHECK-NEXT:    %[[HC:.*]] = "tf.Cast"(%[[H]]) <{Truncate = false}> : (tensor<!tf_type.resource<tensor<3xf32>>>) -> tensor<*x!tf_type.resource>
// CHECK-NEXT:    %[[W:.*]] = "tf.Const"() <{value = dense<{{.*}}> : tensor<3x3xf32>}> : () -> tensor<3x3xf32>
// CHECK-NEXT:    "tf.MatMul"(%arg0, %[[W]]) {{.*}} : (tensor<1x3xf32>, tensor<3x3xf32>) -> tensor<1x?xf32>
// CHECK-NEXT:    "tf.ReadVariableOp"(%[[HC]])
// CHECK:       func.func @_tfrt_init() {
module @unfrozen {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<3x3xf32>, value = dense<[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]> : tensor<3x3xf32>}> : () -> ()
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "b", type = tensor<3xf32>, value = dense<0.5> : tensor<3xf32>}> : () -> ()
  func.func @fn(%x: tensor<1x3xf32>, %w: tensor<*x!tf_type.resource> {tf_saved_model.bound_input = @w},
                %b: tensor<*x!tf_type.resource> {tf_saved_model.bound_input = @b}) -> tensor<*xf32> {
    %0 = "tf.ReadVariableOp"(%w) : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
    %1 = "tf.MatMul"(%x, %0) <{transpose_a = false, transpose_b = false}> : (tensor<1x3xf32>, tensor<*xf32>) -> tensor<1x?xf32>
    %2 = "tf.ReadVariableOp"(%b) : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
    %3 = "tf.AddV2"(%1, %2) : (tensor<1x?xf32>, tensor<*xf32>) -> tensor<*xf32>
    "tf.AssignVariableOp"(%b, %3) : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
    return %3 : tensor<*xf32>
  }
}

// -----

// An immutable global tensor is frozen at every read even when the argument
// has another use, which gets the variable: it is kept too.
// CHECK-LABEL: module @immutable_with_other_use
// CHECK-SAME:    tfrt.saved_model.variables = [{name = "c", type = tensor<f32>}]
// CHECK:       func.func @f()
// CHECK-NEXT:    %[[H:.*]] = "tf.VarHandleOp"() <{container = "", shared_name = "c"}>
// CHECK-NEXT:    %[[V:.*]] = "tf.Const"() <{value = dense<4.000000e+00> : tensor<f32>}>
// CHECK-NEXT:    "tf.Print"(%[[H]])
// CHECK-NEXT:    return %[[V]]
module @immutable_with_other_use attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{sym_name = "c", type = tensor<f32>, value = dense<4.0> : tensor<f32>}> : () -> ()
  func.func @f(%c: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @c}) -> (tensor<f32> {tf_saved_model.index_path = []})
      attributes {tf_saved_model.exported_names = ["f"]} {
    %0 = "tf.ReadVariableOp"(%c) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    "tf.Print"(%c) : (tensor<!tf_type.resource<tensor<f32>>>) -> ()
    return %0 : tensor<f32>
  }
}

// -----

// A kept variable without a value is listed but not assigned: reading it
// before an assign is the runtime's error, as in TensorFlow.
// CHECK-LABEL: module @no_value
// CHECK-SAME:    tfrt.saved_model.variables = [{name = "u", type = tensor<*xf32>}]
// CHECK:       func.func @_tfrt_init()
// CHECK-NEXT:    return
module @no_value attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "u", type = tensor<*xf32>}> : () -> ()
  func.func @set(%x: tensor<2xf32> {tf_saved_model.index_path = [0]}, %u: tensor<!tf_type.resource<tensor<*xf32>>> {tf_saved_model.bound_input = @u})
      attributes {tf_saved_model.exported_names = ["set"]} {
    "tf.AssignVariableOp"(%u, %x) : (tensor<!tf_type.resource<tensor<*xf32>>>, tensor<2xf32>) -> ()
    return
  }
}

// -----

// A module without SavedModel content is left alone.
// CHECK-LABEL: module @plain {
// CHECK:       func.func @f(%arg0: tensor<*x!tf_type.resource>) -> tensor<*xf32>
// CHECK-NEXT:    "tf.ReadVariableOp"(%arg0)
module @plain {
  func.func @f(%v: tensor<*x!tf_type.resource>) -> tensor<*xf32> {
    %0 = "tf.ReadVariableOp"(%v) : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
    return %0 : tensor<*xf32>
  }
}

// -----

// A tf.While that passes a variable through unchanged and only reads it (a
// Keras recurrent layer's weights): the loop carries the constant itself,
// as a frozen graph's loop does. Its operand is a tf.Const, the body's and
// the cond's arguments that tensor (their reads go), the loop's result and
// TensorFlow's per-loop-variable lists (T, output_shapes) its type.
// CHECK-LABEL: module @loop_read
// CHECK:       func.func @serve(%arg0: tensor<2xf32> {tf_saved_model.index_path = [0]})
// CHECK-NEXT:    %[[W:.*]] = "tf.Const"() <{value = dense<[5.000000e-01, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK-NEXT:    %[[L:.*]]:2 = "tf.While"(%arg0, %[[W]]) <{body = @body, cond = @cond, is_stateless = false}>
// CHECK-SAME:      T = [f32, f32], _read_only_resource_inputs = [], output_shapes = [#tf_type.shape<2>, #tf_type.shape<2>]
// CHECK-SAME:      : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK-NEXT:    return %[[L]]#0
// CHECK:       func.func private @body(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK-NEXT:    %[[M:.*]] = "tf.Mul"(%arg0, %arg1)
// CHECK-NEXT:    return %[[M]], %arg1
// CHECK:       func.func private @cond(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<i1>
// CHECK:         "tf.Sum"(%arg1,
module @loop_read attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<2xf32>, value = dense<[0.5, 2.0]> : tensor<2xf32>}> : () -> ()
  func.func @serve(%x: tensor<2xf32> {tf_saved_model.index_path = [0]},
                   %w: tensor<!tf_type.resource<tensor<2xf32>>> {tf_saved_model.bound_input = @w})
      -> (tensor<2xf32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["serve"]} {
    %0:2 = "tf.While"(%x, %w) <{body = @body, cond = @cond, is_stateless = false}> {T = [f32, !tf_type.resource], _read_only_resource_inputs = [1], output_shapes = [#tf_type.shape<2>, #tf_type.shape<>]} : (tensor<2xf32>, tensor<!tf_type.resource<tensor<2xf32>>>) -> (tensor<2xf32>, tensor<!tf_type.resource<tensor<2xf32>>>)
    return %0#0 : tensor<2xf32>
  }
  func.func private @body(%x: tensor<2xf32>, %w: tensor<!tf_type.resource<tensor<2xf32>>>) -> (tensor<2xf32>, tensor<!tf_type.resource<tensor<2xf32>>>) {
    %r = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
    %y = "tf.Mul"(%x, %r) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    return %y, %w : tensor<2xf32>, tensor<!tf_type.resource<tensor<2xf32>>>
  }
  func.func private @cond(%x: tensor<2xf32>, %w: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<i1> {
    %r = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
    %axis = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %s = "tf.Sum"(%r, %axis) : (tensor<2xf32>, tensor<i32>) -> tensor<f32>
    %m = "tf.Sum"(%x, %axis) : (tensor<2xf32>, tensor<i32>) -> tensor<f32>
    %c = "tf.Less"(%m, %s) : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %c : tensor<i1>
  }
}

// -----

// A loop that writes the variable it carries keeps it: the handle by name.
// CHECK-LABEL: module @loop_write
// CHECK:       func.func @serve(%arg0: tensor<2xf32> {tf_saved_model.index_path = [0]})
// CHECK-NEXT:    %[[H:.*]] = "tf.VarHandleOp"() <{container = "", shared_name = "w"}>
// CHECK-NEXT:    "tf.While"(%arg0, %[[H]])
// CHECK:       func.func private @body(%arg0: tensor<2xf32>, %arg1: tensor<!tf_type.resource<tensor<2xf32>>>)
// CHECK-NEXT:    "tf.AssignVariableOp"(%arg1, %arg0)
module @loop_write attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<2xf32>, value = dense<[0.5, 2.0]> : tensor<2xf32>}> : () -> ()
  func.func @serve(%x: tensor<2xf32> {tf_saved_model.index_path = [0]},
                   %w: tensor<!tf_type.resource<tensor<2xf32>>> {tf_saved_model.bound_input = @w})
      -> (tensor<2xf32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["serve"]} {
    %0:2 = "tf.While"(%x, %w) <{body = @body, cond = @cond, is_stateless = false}> : (tensor<2xf32>, tensor<!tf_type.resource<tensor<2xf32>>>) -> (tensor<2xf32>, tensor<!tf_type.resource<tensor<2xf32>>>)
    return %0#0 : tensor<2xf32>
  }
  func.func private @body(%x: tensor<2xf32>, %w: tensor<!tf_type.resource<tensor<2xf32>>>) -> (tensor<2xf32>, tensor<!tf_type.resource<tensor<2xf32>>>) {
    "tf.AssignVariableOp"(%w, %x) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
    return %x, %w : tensor<2xf32>, tensor<!tf_type.resource<tensor<2xf32>>>
  }
  func.func private @cond(%x: tensor<2xf32>, %w: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<i1> {
    %c = "tf.Const"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    return %c : tensor<i1>
  }
}
