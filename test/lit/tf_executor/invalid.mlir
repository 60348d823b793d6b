// RUN: tfrt-opt %s -split-input-file -verify-diagnostics
// One verifier (or parser) check of the tf_executor dialect per split.

//===----------------------------------------------------------------------===//
// graph / fetch
//===----------------------------------------------------------------------===//

func.func @op_of_other_dialect_in_graph() {
  tf_executor.graph {
    // expected-error @+1 {{'tf.NoOp' op is not allowed directly inside a tf_executor.graph, wrap it in a tf_executor.island}}
    "tf.NoOp"() : () -> ()
    tf_executor.fetch
  }
  return
}

// -----

func.func @graph_in_graph() {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.graph' op is not allowed directly inside another tf_executor.graph}}
    tf_executor.graph {
      tf_executor.fetch
    }
    tf_executor.fetch
  }
  return
}

// -----

func.func @graph_without_fetch() {
  // expected-error @+1 {{'tf_executor.graph' op expects its body to end with a tf_executor.fetch}}
  "tf_executor.graph"() ({
    %control = tf_executor.island wraps "tf.NoOp"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @fetch_too_few_values() {
  %0 = "tf_executor.graph"() ({
    // expected-error @+1 {{'tf_executor.fetch' op fetches 0 data value(s) but the graph has 1 result(s)}}
    tf_executor.fetch
  }) : () -> tensor<f32>
  return
}

// -----

func.func @fetch_type_mismatch(%arg0: tensor<f32>) {
  %0 = "tf_executor.graph"() ({
    // expected-error @+1 {{'tf_executor.fetch' op operand #0 has type 'tensor<f32>' but the graph result has type 'tensor<i32>'}}
    tf_executor.fetch %arg0 : tensor<f32>
  }) : () -> tensor<i32>
  return
}

// -----

func.func @fetch_data_after_control(%arg0: tensor<f32>) {
  tf_executor.graph {
    %control = tf_executor.island wraps "tf.NoOp"() : () -> ()
    // expected-error @+1 {{'tf_executor.fetch' op has data operand #1 after a control operand, but control operands must come last}}
    tf_executor.fetch %control, %arg0 : !tf_executor.control, tensor<f32>
  }
  return
}

// -----

func.func @fetch_outside_graph() {
  "tf.Foo"() ({
    // expected-error @+1 {{'tf_executor.fetch' op expects parent op 'tf_executor.graph'}}
    tf_executor.fetch
  }) : () -> ()
  return
}

// -----

func.func @graph_multiple_blocks() {
  // expected-error @+1 {{expects a single-block region}}
  tf_executor.graph {
    tf_executor.fetch
  ^bb1:
    tf_executor.fetch
  }
  return
}

// -----

//===----------------------------------------------------------------------===//
// island / yield
//===----------------------------------------------------------------------===//

func.func @island_outside_graph() {
  // expected-error @+1 {{'tf_executor.island' op expects parent op 'tf_executor.graph'}}
  %control = tf_executor.island wraps "tf.NoOp"() : () -> ()
  return
}

// -----

func.func @island_without_yield() {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.island' op expects its body to end with a tf_executor.yield}}
    %0 = "tf_executor.island"() ({
      "tf.NoOp"() : () -> ()
    }) : () -> !tf_executor.control
    tf_executor.fetch
  }
  return
}

// -----

func.func @island_with_block_arguments() {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.island' op expects a body without block arguments}}
    %0 = "tf_executor.island"() ({
    ^bb0(%arg0: tensor<f32>):
      tf_executor.yield
    }) : () -> !tf_executor.control
    tf_executor.fetch
  }
  return
}

// -----

func.func @yield_too_few_values() {
  tf_executor.graph {
    %0:2 = "tf_executor.island"() ({
      // expected-error @+1 {{'tf_executor.yield' op yields 0 value(s) but the island has 1 data result(s)}}
      tf_executor.yield
    }) : () -> (tensor<f32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @yield_type_mismatch(%arg0: tensor<f32>) {
  tf_executor.graph {
    %0:2 = "tf_executor.island"() ({
      // expected-error @+1 {{'tf_executor.yield' op operand #0 has type 'tensor<f32>' but the island result has type 'tensor<i32>'}}
      tf_executor.yield %arg0 : tensor<f32>
    }) : () -> (tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @yield_outside_island() {
  "tf.Foo"() ({
    // expected-error @+1 {{'tf_executor.yield' op expects parent op 'tf_executor.island'}}
    tf_executor.yield
  }) : () -> ()
  return
}

// -----

func.func @island_control_result_in_the_middle() {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.island' op result #0 must be variadic of data value (not control or token), but got '!tf_executor.control'}}
    %0:2 = "tf_executor.island"() ({
      %1 = tf_executor.ControlTrigger
      tf_executor.yield %1 : !tf_executor.control
    }) : () -> (!tf_executor.control, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @island_data_control_operand(%arg0: tensor<f32>) {
  tf_executor.graph {
    // expected-error @+1 {{use of value '%arg0' expects different type than prior uses: '!tf_executor.control' vs 'tensor<f32>'}}
    %control = tf_executor.island(%arg0) wraps "tf.NoOp"() : () -> ()
    tf_executor.fetch
  }
  return
}

// -----

//===----------------------------------------------------------------------===//
// Switch / _SwitchN / Merge
//===----------------------------------------------------------------------===//

func.func @switch_predicate_not_i1(%arg0: tensor<f32>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.Switch' op operand #1 must be tensor of 1-bit signless integer values, but got 'tensor<f32>'}}
    %false, %true, %ctl = tf_executor.Switch %arg0, %arg0 : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switch_incompatible_output(%arg0: tensor<4xf32>, %arg1: tensor<i1>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.Switch' op has output type 'tensor<3xf32>' that is not compatible with data type 'tensor<4xf32>'}}
    %false, %true, %ctl = tf_executor.Switch %arg0, %arg1 : (tensor<4xf32>, tensor<i1>) -> (tensor<3xf32>, tensor<4xf32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switch_data_operand_after_control(%arg0: tensor<f32>, %arg1: tensor<i1>) {
  tf_executor.graph {
    %control = tf_executor.island wraps "tf.NoOp"() : () -> ()
    // expected-error @+1 {{'tf_executor.Switch' op operand #2 must be variadic of control, but got 'tensor<f32>'}}
    %false, %true, %ctl = tf_executor.Switch %arg0, %arg1, %arg0 : (tensor<f32>, tensor<i1>, tensor<f32>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switch_missing_predicate(%arg0: tensor<f32>) {
  tf_executor.graph {
    // expected-error @+1 {{expects a data operand and a predicate}}
    %false, %true, %ctl = tf_executor.Switch %arg0 : tensor<f32>
    tf_executor.fetch
  }
  return
}

// -----

func.func @switch_outside_graph(%arg0: tensor<f32>, %arg1: tensor<i1>) {
  // expected-error @+1 {{'tf_executor.Switch' op expects parent op 'tf_executor.graph'}}
  %false, %true, %ctl = tf_executor.Switch %arg0, %arg1 : tensor<f32>
  return
}

// -----

func.func @switchn_num_outs_mismatch(%arg0: tensor<f32>, %arg1: tensor<i32>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor._SwitchN' op has 2 data results but num_outs is 3}}
    %0:3 = "tf_executor._SwitchN"(%arg0, %arg1) <{num_outs = 3 : i64}> : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switchn_no_outputs(%arg0: tensor<f32>, %arg1: tensor<i32>) {
  tf_executor.graph {
    // expected-error @+1 {{expects a number of outputs in [1, 65536], got 0}}
    %outputs, %control = tf_executor._SwitchN %arg0, %arg1 of 0 : tensor<f32>
    tf_executor.fetch
  }
  return
}

// -----

func.func @switchn_too_many_outputs(%arg0: tensor<f32>, %arg1: tensor<i32>) {
  tf_executor.graph {
    // expected-error @+1 {{expects a number of outputs in [1, 65536], got 4294967296}}
    %outputs, %control = tf_executor._SwitchN %arg0, %arg1 of 4294967296 : tensor<f32>
    tf_executor.fetch
  }
  return
}

// -----

func.func @switchn_incompatible_output(%arg0: tensor<f32>, %arg1: tensor<i32>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor._SwitchN' op has output type 'tensor<i32>' that is not compatible with data type 'tensor<f32>'}}
    %outputs:2, %control = tf_executor._SwitchN %arg0, %arg1 of 2 : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @merge_without_data() {
  tf_executor.graph {
    %control = tf_executor.island wraps "tf.NoOp"() : () -> ()
    // expected-error @+1 {{'tf_executor.Merge' op expects at least one data operand}}
    %output, %value_index, %ctl = tf_executor.Merge %control : (!tf_executor.control) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @merge_data_after_control(%arg0: tensor<f32>) {
  tf_executor.graph {
    %control = tf_executor.island wraps "tf.NoOp"() : () -> ()
    // expected-error @+1 {{'tf_executor.Merge' op has data operand #2 after a control operand, but control operands must come last}}
    %output, %value_index, %ctl = tf_executor.Merge %arg0, %control, %arg0 : (tensor<f32>, !tf_executor.control, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @merge_incompatible_input(%arg0: tensor<f32>, %arg1: tensor<2xf32>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.Merge' op has data operand #1 of type 'tensor<2xf32>' that is not compatible with output type 'tensor<f32>'}}
    %output, %value_index, %ctl = tf_executor.Merge %arg0, %arg1 : (tensor<f32>, tensor<2xf32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @merge_short_form_one_operand(%arg0: tensor<f32>) {
  tf_executor.graph {
    // expected-error @+1 {{expects two data operands in the short form}}
    %output, %value_index, %ctl = tf_executor.Merge %arg0 : tensor<f32>
    tf_executor.fetch
  }
  return
}

// -----

//===----------------------------------------------------------------------===//
// Enter / Exit / LoopCond / NextIteration
//===----------------------------------------------------------------------===//

func.func @enter_incompatible_output(%arg0: tensor<i32>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.Enter' op has output type 'tensor<*xf32>' that is not compatible with input type 'tensor<i32>'}}
    %output, %control = tf_executor.Enter %arg0 frame "while" : (tensor<i32>) -> (tensor<*xf32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @enter_without_frame(%arg0: tensor<i32>) {
  tf_executor.graph {
    // expected-error @+1 {{expected 'frame'}}
    %output, %control = tf_executor.Enter %arg0 : tensor<i32>
    tf_executor.fetch
  }
  return
}

// -----

func.func @exit_incompatible_output(%arg0: tensor<2xf32>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.Exit' op has output type 'tensor<3xf32>' that is not compatible with input type 'tensor<2xf32>'}}
    %output, %control = tf_executor.Exit %arg0 : (tensor<2xf32>) -> (tensor<3xf32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @exit_control_data() {
  tf_executor.graph {
    %control = tf_executor.island wraps "tf.NoOp"() : () -> ()
    // expected-error @+1 {{'tf_executor.Exit' op operand #0 must be data value (not control or token), but got '!tf_executor.control'}}
    %output, %ctl = tf_executor.Exit %control : !tf_executor.control
    tf_executor.fetch
  }
  return
}

// -----

func.func @loop_cond_incompatible_output(%arg0: tensor<2xi1>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.LoopCond' op has output type 'tensor<3xi1>' that is not compatible with input type 'tensor<2xi1>'}}
    %output, %control = tf_executor.LoopCond %arg0 : (tensor<2xi1>) -> (tensor<3xi1>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @loop_cond_not_i1(%arg0: tensor<i32>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.LoopCond' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<i32>'}}
    %output, %control = tf_executor.LoopCond %arg0 : tensor<i32>
    tf_executor.fetch
  }
  return
}

// -----

func.func @source_without_sink() {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.NextIteration.Source' op expects its token to be consumed by exactly one tf_executor.NextIteration.Sink}}
    %output, %token, %control = tf_executor.NextIteration.Source : tensor<f32>
    tf_executor.fetch
  }
  return
}

// -----

func.func @source_with_two_sinks(%arg0: tensor<f32>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.NextIteration.Source' op expects its token to be consumed by exactly one tf_executor.NextIteration.Sink}}
    %output, %token, %control = tf_executor.NextIteration.Source : tensor<f32>
    tf_executor.NextIteration.Sink[%token] %arg0 : tensor<f32>
    tf_executor.NextIteration.Sink[%token] %arg0 : tensor<f32>
    tf_executor.fetch
  }
  return
}

// -----

func.func @sink_token_not_from_source(%arg0: tensor<f32>, %arg1: !tf_executor.token) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.NextIteration.Sink' op expects its token to be produced by a tf_executor.NextIteration.Source}}
    tf_executor.NextIteration.Sink[%arg1] %arg0 : tensor<f32>
    tf_executor.fetch
  }
  return
}

// -----

func.func @sink_type_mismatch(%arg0: tensor<*xf32>) {
  tf_executor.graph {
    %output, %token, %control = tf_executor.NextIteration.Source : tensor<f32>
    // expected-error @+1 {{'tf_executor.NextIteration.Sink' op has input type 'tensor<*xf32>' but its tf_executor.NextIteration.Source has output type 'tensor<f32>'}}
    tf_executor.NextIteration.Sink[%token] %arg0 : tensor<*xf32>
    tf_executor.fetch
  }
  return
}

// -----

//===----------------------------------------------------------------------===//
// ControlTrigger / Send / Recv
//===----------------------------------------------------------------------===//

// expected-note @+1 {{prior use here}}
func.func @control_trigger_data_operand(%arg0: tensor<f32>) {
  tf_executor.graph {
    // expected-error @+1 {{use of value '%arg0' expects different type than prior uses: '!tf_executor.control' vs 'tensor<f32>'}}
    %0 = tf_executor.ControlTrigger %arg0
    tf_executor.fetch
  }
  return
}

// -----

func.func @send_without_tensor_name(%arg0: tensor<f32>) {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.Send' op requires attribute 'tensor_name'}}
    %0 = tf_executor.Send %arg0 : tensor<f32> {recv_device = "/device:CPU:1", send_device = "/device:CPU:0"}
    tf_executor.fetch
  }
  return
}

// -----

func.func @recv_control_output() {
  tf_executor.graph {
    // expected-error @+1 {{'tf_executor.Recv' op result #0 must be data value (not control or token), but got '!tf_executor.control'}}
    %output, %control = tf_executor.Recv : !tf_executor.control {recv_device = "/device:CPU:1", send_device = "/device:CPU:0", tensor_name = "x"}
    tf_executor.fetch
  }
  return
}

// -----

func.func @wraps_without_generic_op() {
  tf_executor.graph {
    // expected-error @+1 {{expects an operation in generic form after 'wraps'}}
    %control = tf_executor.island wraps tf_executor.fetch
  }
  return
}

// -----

// expected-error @+1 {{type `ctrl` in dialect `tf_executor`}}
func.func private @unknown_type(!tf_executor.ctrl)
