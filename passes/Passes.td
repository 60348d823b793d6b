// The lowering passes: TensorFlow graphs (tf_executor + tf) to kernel graphs
// (tfrt + corert) that the BEF emitter accepts. docs/passes.md describes
// them, the pipeline and the conventions of the lowered form.
#ifndef TFRT_PASSES_PASSES_TD_
#define TFRT_PASSES_PASSES_TD_

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// tf_executor -> functional tf
//===----------------------------------------------------------------------===//

def TFExecutorToFunctional : Pass<"tf-executor-to-functional", "mlir::ModuleOp"> {
  let summary = "Prune, break up and dissolve tf_executor graphs into the function body";
  let description = [{
    For every `tf_executor.graph`:
    1. v1 control flow left over (`Switch`, `_SwitchN`, `Merge`, `Enter`,
       `Exit`, `NextIteration.*`, `LoopCond`, `ControlTrigger`: run
       tf-executor-functionalize-control-flow first) and graph-level
       `Send`/`Recv` are rejected with a diagnostic at the first such node.
    2. Pruning: only nodes the fetch reaches through data or control edges
       are kept (TensorFlow's tf-executor-graph-pruning); a side-effecting
       op reachable only through a control edge is kept.
    3. Islands are broken up and dissolved: their ops are moved in front of
       the graph in a topological order of the data and control edges
       (ties keep the original order), so that every control dependency
       between side-effecting ops becomes program order, which
       `tf-to-corert` turns into chains.
    4. The graph's results are replaced by the fetched values; `tf.NoOp`s,
       which only anchor control edges, are dropped.
  }];
  let dependentDialects = ["::mlir::TF::TensorFlowDialect"];
}

def TFExecutorFunctionalizeControlFlow
    : Pass<"tf-executor-functionalize-control-flow", "mlir::ModuleOp"> {
  let summary = "Turn v1 control flow in tf_executor graphs into tf.If / tf.While";
  let description = [{
    TensorFlow's functionalize_control_flow on tf_executor graphs. Loop
    frames (`Enter`/`Merge`/`Switch`/`LoopCond`/`NextIteration`/`Exit`),
    innermost first, become an island holding `tf.While` on two outlined
    functions (`<fn>_while_cond`, `<fn>_while_body`) whose bodies are
    tf_executor graphs; loop variables are the non-constant Enters, loop
    invariants the `constant` Enters and values captured from outside,
    `parallel_iterations` comes from the Enters. Then `Switch`/`Merge`
    conditionals, innermost first, become an island holding `tf.If` on
    `<fn>_if_then` / `<fn>_if_else`; the branch of a node is found by
    propagating deadness (which Switch outputs it depends on). Outlined
    functions are processed the same way (conds in loop bodies, nested
    loops). The graph is pruned first (nodes the fetch does not reach are
    dropped, as tf-executor-to-functional would). Malformed or unsupported
    graphs get a diagnostic at the offending node. See docs/v1_control_flow.md.
  }];
  let dependentDialects = ["::mlir::TF::TensorFlowDialect",
                           "::mlir::func::FuncDialect"];
}

def TFRTLowerTFSavedModel
    : Pass<"tfrt-lower-tf-saved-model", "mlir::ModuleOp"> {
  let summary = "Bind SavedModel global tensors and assets: constants, "
                "variables by name, an init function";
  let description = [{
    For every argument bound to a `tf_saved_model.global_tensor` or
    `tf_saved_model.asset` (`tf_saved_model.bound_input`, in any function,
    with or without `tf_saved_model.semantics`):
    - an asset: its uses read a `tf.Const` string of the asset's filename;
    - a global tensor G is frozen when it is immutable or every use of every
      argument bound to it is a `tf.ReadVariableOp` (through resource
      `tf.Cast`/`tf.Identity` and into callees and tf.If branches): each
      read becomes a `tf.Const` of G's value, and callees that only read it
      lose the argument (a callee used elsewhere too is copied first);
    - other uses (writes, loops, ...) get the variable by name,
      `tf.VarHandleOp {container = "", shared_name = "<G>"}` at the top of
      the function, and G is kept as a variable;
    then the argument is erased. With `tf_saved_model.semantics`, exported
    functions take their exported name (more names: clones) and session
    initializers become private. `@_tfrt_init()` assigns every kept
    variable its value, then calls the session initializers in order. The
    module records `tfrt.saved_model.variables` (name and type of
    each kept variable) and `tfrt.saved_model.init = "_tfrt_init"`; the
    `tf_saved_model` ops are erased. See docs/passes.md.
  }];
  let dependentDialects = ["::mlir::TF::TensorFlowDialect",
                           "::mlir::func::FuncDialect"];
}

def TFStripSavedModel : Pass<"tf-strip-saved-model", "mlir::ModuleOp"> {
  let summary = "Drop tf_saved_model ops and attributes";
  let description = [{
    Erases top-level `tf_saved_model.*` ops (`global_tensor`,
    `session_initializer`, `asset`) and every `tf_saved_model.*` attribute
    of the module, its functions, their arguments and results. Bound
    arguments stay arguments: `tfrt-lower-tf-saved-model` binds them first.
  }];
}

def TFRegionControlFlowToFunctional
    : Pass<"tf-region-control-flow-to-functional", "mlir::ModuleOp"> {
  let summary = "Outline tf.IfRegion / tf.WhileRegion into tf.If / tf.While";
  let description = [{
    Each region becomes a private function. Values a region uses from above
    become arguments: for `IfRegion` they are the operands of the `tf.If`
    (union over both branches), for `WhileRegion` extra loop variables that
    the body passes through unchanged (the extra results are not used).
    Functions are named `<enclosing function>_<then|else|cond|body>[_N]`.
  }];
  let dependentDialects = ["::mlir::TF::TensorFlowDialect",
                           "::mlir::func::FuncDialect"];
}

//===----------------------------------------------------------------------===//
// TF-level rewrites
//===----------------------------------------------------------------------===//

def TFRemoveIdentity : Pass<"tf-remove-identity"> {
  let summary = "Drop identities (Identity, IdentityN, StopGradient, "
                "PreventGradient, Snapshot), tf.NoOp and no-op shape ops";
  let description = [{
    Replaces the results of `tf.Identity`, `tf.IdentityN`,
    `tf.StopGradient`, `tf.PreventGradient` and `tf.Snapshot` by their
    operands when the types are equal (an identity that refines or loosens a
    type is kept, so that every user still sees the type it expects), and
    erases `tf.NoOp`. With `reshapes` (the default): a `Reshape` / `Squeeze`
    whose fully static result type is its operand's, an `EnsureShape` whose
    operand's static type has the shape, go; a `Reshape` / `Squeeze` /
    `ExpandDims` of another with a static result becomes one `Reshape` of the
    first operand (chains collapse).
  }];
  let options = [
    Option<"reshapes", "reshapes", "bool", "true",
           "also drop no-op Reshape/Squeeze/EnsureShape and collapse chains "
           "of Reshape/Squeeze/ExpandDims">
  ];
}

def TFSinkConstants : Pass<"tf-sink-constants", "mlir::ModuleOp"> {
  let summary = "Constant operands of tf.While and tf.If -> tf.Consts in their functions";
  let description = [{
    A `tf.While` loop variable that enters as a constant (`tf.Const`, of the
    exact type of the body's and cond's arguments and the loop's result)
    and that the body returns unchanged in its place is that constant on
    every iteration and after the loop: the body and the cond get a
    `tf.Const` of it, the loop no longer carries it (TensorFlow's
    per-variable lists `T`, `output_shapes`, ... lose its entry) and the
    loop's result there is the constant. A `tf.If` input that is a constant
    of both branches' argument type becomes a `tf.Const` in each branch and
    leaves the op's operands (and `Tin`). Functions used elsewhere too are
    cloned first. Repeated until nothing moves, so nested loops see the
    constants of the body they are in. See docs/passes.md.
  }];
  let dependentDialects = ["::mlir::TF::TensorFlowDialect"];
}

def TFWhileCarryPredicate
    : Pass<"tf-while-carry-predicate", "mlir::ModuleOp"> {
  let summary = "Make tf.While bodies compute the next predicate (TFRT's while form)";
  let description = [{
    For each `tf.While(args) {cond = @c, body = @b}` whose cond and body are
    single-block functions ending in `func.return`: `@c`'s ops are cloned in
    front of the loop on `args` (the first predicate `%p0`), and the loop
    becomes `tf.While(args..., %p0) {cond = @c_pred, body = @b_with_pred}`
    where `@b_with_pred(args..., p)` returns `@b`'s results followed by `@c`
    applied to them, and `@c_pred(args..., p)` returns `p`. The condition is
    evaluated as often and in the same order relative to the body as before;
    the extra result is unused. Per-variable attributes (`T`,
    `output_shapes`, `_output_shapes`) get the predicate's entry. Loops
    sharing a (cond, body) pair share the new functions; a loop whose cond
    only returns an argument (already carried) is left alone, so the pass
    is idempotent. Then `tf-fuse-elementwise` can fuse the condition's ops
    with the body's. See docs/passes.md.
  }];
  let dependentDialects = ["::mlir::TF::TensorFlowDialect",
                           "::mlir::func::FuncDialect"];
}

def TFFuseKerasRNN : Pass<"tf-fuse-keras-rnn", "mlir::ModuleOp"> {
  let summary = "Keras LSTM, GRU and SimpleRNN layers' tf.While loops -> one op each";
  let description = [{
    A `tf.While` whose body is one step of a Keras 3 LSTM layer (x[t] read
    from a TensorList made by `TensorListFromTensor(x)` at a step counter;
    z = x[t] @ W + h @ U (+ b) split into i, f, g, o; c' = sigmoid(f) * c +
    sigmoid(i) * tanh(g); h' = sigmoid(o) * tanh(c') written into an output
    list at t or at 0) and whose cond only compares counters that start at
    0 with bounds, becomes `tf._KerasLSTM(x, h0, c0, W, U, b, min(bounds))`
    and a `TensorListFromTensor` of its outputs for the output list. A GRU
    step (reset_after) becomes `tf._KerasGRU`, a SimpleRNN step (h' =
    activation(x[t] @ W (+ b) + h @ U), activation one of Tanh, Relu,
    Sigmoid, Relu6, Elu or none) `tf._KerasSimpleRNN`; masked layers too.
    Any other op in the body, or a use of the counters' final values,
    leaves the loop alone. `ops`: the fused ops the runtime has (default:
    any). See docs/passes.md.
  }];
  let options = [
    ListOption<"ops", "ops", "std::string",
               "fused ops the runtime supports (default: any)">
  ];
  let dependentDialects = ["::mlir::TF::TensorFlowDialect"];
}

def TFConstantFold : Pass<"tf-constant-fold"> {
  let summary = "Evaluate TF ops whose operands are constants into tf.Const";
  let description = [{
    A pure TF op of a built-in list (element-wise float and integer math
    with broadcasting, Cast, Reshape, Squeeze, ExpandDims, Transpose, Pack,
    ConcatV2, Slice, StridedSlice of vectors, Fill; Split, SplitV and Unpack,
    a constant per result) whose operands are all `tf.Const` becomes a
    `tf.Const` of its value, computed in C++ with TF's
    CPU semantics (float32 math in float32, f16/bf16 in float32 rounded
    once, integers wrapping); `Shape`, `Size` and `Rank` of a static type
    fold whatever their operand. A result of more than 1Mi elements (splats
    included) is not made; an op whose evaluation would be an error (shape
    mismatch, integer division by zero, ...) is left for the runtime to
    report at its location. See docs/passes.md.
  }];
  let dependentDialects = ["::mlir::TF::TensorFlowDialect"];
}

def TFFuseLayerNorm : Pass<"tf-fuse-layer-norm"> {
  let summary = "Keras's decomposed LayerNormalization -> tf._MklLayerNorm";
  let description = [{
    The ops TF exports for a layer normalization over the last axis (Keras
    3 and tf.nn.batch_normalization's forms): `m = Mean(x, [-1])`, `v =
    Mean(SquaredDifference(x, m), [-1])` (keep_dims), `inv = Rsqrt(v + eps)
    [* gamma]`, `y = x * inv + (-m * inv [+ beta])` or `x * inv + (beta - m
    * inv)` or `x * inv - m * inv`, operands of commutative ops in either
    order, become `tf._MklLayerNorm(x, scale, offset) {epsilon}` with scale
    and offset [C] constants (gamma or ones, beta or zeros). eps must be a
    scalar constant, gamma and beta constants of C elements along the last
    axis, x of static last dimension and f32/f16/bf16, and y of x's type.
    See docs/passes.md.
  }];
  let dependentDialects = ["::mlir::TF::TensorFlowDialect"];
}

def TFFoldPadIntoConv : Pass<"tf-fold-pad-into-conv"> {
  let summary = "Fold a zero Pad of the spatial dimensions into the "
                "following VALID Conv2D / DepthwiseConv2dNative";
  let description = [{
    `Conv2D(Pad(x, paddings))` or `DepthwiseConv2dNative(PadV2(x, paddings,
    0))` with constant paddings that are zero on the batch and channel
    dimensions, padding `VALID` (or `EXPLICIT`) and the Pad used once
    becomes the convolution of `x` with `padding = "EXPLICIT"` and
    `explicit_paddings` the paddings (plus the old ones), in the data
    format's order.
  }];
}

def TFFoldBatchNorm : Pass<"tf-fold-batch-norm"> {
  let summary = "Fold inference FusedBatchNormV3 into the preceding "
                "Conv2D / DepthwiseConv2dNative";
  let description = [{
    `FusedBatchNormV3(K(x, F) [+ BiasAdd(b)], scale, offset, mean,
    variance)` with K a Conv2D or DepthwiseConv2dNative, `is_training =
    false`, NHWC, constant float `F`, `b` and parameters, only `y` used and
    the convolution (and BiasAdd) used once becomes `BiasAdd(K(x, F * s),
    b * s + offset - mean * s)` with `s = scale / sqrt(variance + epsilon)`
    per output channel (computed in double, rounded once).
  }];
}

def TFFoldChannelAffine : Pass<"tf-fold-channel-affine"> {
  let summary = "Fold per-channel Mul/Add/Sub by constants into the "
                "preceding Conv2D / DepthwiseConv2dNative / MatMul";
  let description = [{
    `Mul(y, s)`, `AddV2(y, t)` / `Add(y, t)` (either operand order) and
    `Sub(y, t)`, where `y = K(x, W)` or `BiasAdd(K(x, W), b)` is used once, K
    is a Conv2D / DepthwiseConv2dNative (NHWC) or MatMul with constant float
    weights, and `s`, `t` are constants that broadcast along y's output
    channels only (a scalar, `[C]`, `[1, 1, 1, C]`, ...), become
    `K(x, W * s)` (+ `BiasAdd(b * s)`) or `BiasAdd(K(x, W), b + t)`. Keras 3's
    decomposed inference batch norm thus folds into the weights, one op at
    a time.
  }];
}

def TFFuseKernels : Pass<"tf-fuse-kernels"> {
  let summary = "Fuse a contraction, its bias, a residual add and an activation into one _Fused* op";
  let description = [{
    Grappler remapper's fusions. DRR patterns (passes/TFFusions.td):
    `MatMul`, `Conv2D` or `DepthwiseConv2dNative` followed by `BiasAdd`
    (same data format) or by `AddV2` of a 1-D bias along the last
    dimension becomes `_FusedMatMul` / `_FusedConv2D` /
    `_FusedDepthwiseConv2dNative` {fused_ops = ["BiasAdd"], epsilon = 0.0},
    also through the Reshapes of a Dense layer on a 3-D input; a residual
    `AddV2` of a fused MatMul/Conv2D extends it to ["BiasAdd", "Add"]. C++
    patterns append an activation: Relu, Relu6, Elu, LeakyRelu, Sigmoid,
    Tanh, Swish (as "_MklSwish") and the GELU forms Keras and TensorFlow
    print ("GeluExact", "GeluApproximate"). Every intermediate result must
    have one use; element types must be floats.
  }];
}

def TFFuseElementwise : Pass<"tf-fuse-elementwise", "mlir::ModuleOp"> {
  let summary = "Fuse clusters of element-wise ops into tf._FusedElementwise";
  let description = [{
    In every block of every function, element-wise TF ops (`AddV2`, `Mul`,
    `Cast`, `Less`, `SelectV2`, ...: a built-in list, restricted by `ops`)
    with one result, no regions and tensors of integer, bool or
    f16/bf16/f32/f64 elements are grouped into clusters: in block order, an
    op joins the cluster of each operand's producer, then of each earlier
    user of its operands (siblings), whenever the merged cluster stays
    legal: every op that uses a member's result is a member or comes after
    the cluster's last member. Each cluster of two or more ops becomes one
    `tf._FusedElementwise` at the position of its last member: its operands
    are the values the cluster reads from outside (first use first), its
    results the members' results used outside (member order). A `tf.Const`
    operand of at most `max-constant-elements` elements is inlined into
    `fused_constants` (identical ones once); the tf.Const itself stays for
    canonicalize to remove. Each sub-op keeps the attributes its own
    corert.executeop would get (derived `T`, `DstT`, ... included). A
    cluster whose results are all unused is left alone. A cluster has at
    most `max-cluster-size` members: a longer chain becomes several fused
    ops. See docs/passes.md.
  }];
  let options = [
    ListOption<"ops", "ops", "std::string",
               "ops that may be fused, e.g. tf.AddV2 (default: every "
               "element-wise op of the built-in list)">,
    Option<"maxConstantElements", "max-constant-elements", "int64_t", "16",
           "largest tf.Const operand (in elements) inlined into fused_constants">,
    Option<"maxClusterSize", "max-cluster-size", "int64_t", "1024",
           "most ops fused into one tf._FusedElementwise (the runtime "
           "compiles each into one generated function)">
  ];
  let dependentDialects = ["::mlir::TF::TensorFlowDialect"];
}

//===----------------------------------------------------------------------===//
// tf -> corert / tfrt
//===----------------------------------------------------------------------===//

def TFToCoreRT : Pass<"tf-to-corert", "mlir::ModuleOp"> {
  let summary = "Lower functional tf to corert/tfrt kernels";
  let description = [{
    Every function of tf ops gets the signature `(!tfrt.chain, tensor
    handles...) -> (!tfrt.chain, tensor handles...)`, acquires the op
    handler once (`corert.get_op_handler %chain "<op-handler>"`) and runs
    each tf op with `corert.executeop` (or `corert.executeop.seq`, threading
    the chain, for ops with side effects). `tf.Const` becomes
    `corert.const_dense_tensor`; `tf.If` `corert.cond`; `tf.While`
    `corert.while`; `tf.Case` `tfrt.case` on `corert.tensorhandle_to_int32`;
    calls `tfrt.call`; `func.return` `tfrt.return`. Resource values are
    tensor handles holding a variable handle: `tf.ReadVariableOp` and the
    assigns are ordinary side-effecting ops. See docs/passes.md.
  }];
  let options = [
    Option<"opHandler", "op-handler", "std::string", "\"cpu\"",
           "name of the op handler that runs the ops">
  ];
  let dependentDialects = ["::tfrt::compiler::TFRTDialect",
                           "::tfrt::corert::CoreRTDialect"];
}

def TFRTCheckSupportedOps : Pass<"tfrt-check-supported-ops", "mlir::ModuleOp"> {
  let summary = "Reject corert.executeop of ops the runtime's op library lacks";
  let description = [{
    Every `corert.executeop` / `corert.executeop.seq` whose op name is not
    in the list (`ops`, and/or `ops-file`: one name a line, `#` comments)
    is an error naming the op at its location. Without a list every op is
    accepted.
  }];
  let options = [
    ListOption<"ops", "ops", "std::string", "names of the supported ops (e.g. tf.AddV2)">,
    Option<"opsFile", "ops-file", "std::string", "\"\"",
           "file with one supported op name a line">
  ];
}

#endif  // TFRT_PASSES_PASSES_TD_
