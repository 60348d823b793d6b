// Ops of the `tf` dialect. Operand, result and attribute names, attribute
// types and defaults follow TensorFlow's op definitions (tf_generated_ops.td),
// so that the IR TensorFlow prints parses and prints back unchanged. Type
// constraints are coarser than TensorFlow's per-op dtype lists.
#ifndef TFRT_DIALECTS_TF_OPS_TD_
#define TFRT_DIALECTS_TF_OPS_TD_

include "dialects/tf/TFBase.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"

//===----------------------------------------------------------------------===//
// Constants, identities, placeholders
//===----------------------------------------------------------------------===//

// Results are named `%cst`, `%cst_0`, ... like TensorFlow prints them.
def TF_ConstOp : TF_Op<"Const", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Constant tensor";
  let arguments = (ins ElementsAttr:$value);
  let results = (outs TF_Tensor:$output);
  TF_DerivedResultTypeAttr dtype = TF_DerivedResultTypeAttr<0>;
  // ConstantLike ops must fold to their value.
  let hasFolder = 1;
  let hasVerifier = 1;
}

def TF_IdentityOp : TF_Op<"Identity",
    [Pure, SameOperandsAndResultShape, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Returns its input";
  let arguments = (ins TF_Tensor:$input);
  let results = (outs TF_Tensor:$output);
  TF_DerivedResultTypeAttr T = TF_DerivedResultTypeAttr<0>;
}

def TF_IdentityNOp : TF_Op<"IdentityN", [Pure]> {
  let summary = "Returns its inputs";
  let arguments = (ins Variadic<TF_Tensor>:$input);
  let results = (outs Variadic<TF_Tensor>:$output);
}

// Identities of inference: they only matter to gradients (StopGradient,
// PreventGradient), to buffer aliasing (Snapshot) or check a shape
// (EnsureShape). tf-remove-identity drops them.
class TF_IdentityLikeOp<string mnemonic, string summaryText>
    : TF_Op<mnemonic, [Pure, SameOperandsAndResultShape,
                       TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = summaryText;
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

def TF_StopGradientOp : TF_IdentityLikeOp<"StopGradient",
    "Returns its input; no gradient flows through it"> {
  let arguments = (ins TF_Tensor:$input);
}

def TF_PreventGradientOp : TF_IdentityLikeOp<"PreventGradient",
    "Returns its input; taking its gradient is an error"> {
  let arguments = (ins TF_Tensor:$input,
                       DefaultValuedOptionalAttr<StrAttr, "\"\"">:$message);
}

def TF_SnapshotOp : TF_IdentityLikeOp<"Snapshot", "Returns a copy of its input"> {
  let arguments = (ins TF_Tensor:$input);
}

// Not SameOperandsAndResultShape: the result may be more static than the
// input (the shape it checks).
def TF_EnsureShapeOp : TF_Op<"EnsureShape",
    [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Returns its input after checking that it has `shape`";
  let arguments = (ins TF_Tensor:$input, TFType_ShapeAttr:$shape);
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

def TF_NoOp : TF_Op<"NoOp", [Pure]> {
  let summary = "Does nothing; anchors control dependencies";
}

def TF_PlaceholderOp : TF_Op<"Placeholder", [Pure]> {
  let summary = "A tensor that is always fed";
  // TensorFlow keeps `shape` as a plain (discardable) attribute.
  let results = (outs TF_Tensor:$output);
  TF_DerivedResultTypeAttr dtype = TF_DerivedResultTypeAttr<0>;
}

//===----------------------------------------------------------------------===//
// Resource variables. Reads and writes have memory effects, so no rewrite
// drops, merges or reorders them; tf-to-corert keeps them in program order.
//===----------------------------------------------------------------------===//

// The handle of the variable `shared_name` in `container`: every VarHandleOp
// of one name (in any function) names one variable. `dtype` and `shape` are
// derived from the result's resource subtype, as in TensorFlow.
def TF_VarHandleOp : TF_Op<"VarHandleOp"> {
  let summary = "A handle to the variable `shared_name` in `container`";
  let arguments = (ins
    DefaultValuedOptionalAttr<StrAttr, "\"\"">:$container,
    DefaultValuedOptionalAttr<StrAttr, "\"\"">:$shared_name,
    DefaultValuedOptionalAttr<StrArrayAttr, "{}">:$allowed_devices
  );
  let results = (outs Res<TF_ResourceTensor, "the variable's handle", [MemAlloc]>:$resource);
  DerivedTypeAttr dtype = DerivedTypeAttr<
    "return getElementTypeOrSelf(getSubtype());">;
  DerivedAttr shape = DerivedAttr<"::mlir::TensorType", "return getSubtype();",
    [{ ::mlir::tf_type::ShapeAttr::get($_ctxt,
           $_self.hasRank() ? std::optional<::llvm::ArrayRef<int64_t>>($_self.getShape())
                            : std::nullopt) }]>;
  let extraClassDeclaration = [{
    // The type of the variable's value (the verifier ensures there is one).
    ::mlir::TensorType getSubtype() {
      return ::llvm::cast<::mlir::tf_type::ResourceType>(
          ::mlir::getElementTypeOrSelf(getResource().getType())).getSubtypes()[0];
    }
  }];
  let hasVerifier = 1;
}

def TF_ReadVariableOp : TF_Op<"ReadVariableOp"> {
  let summary = "Reads the value of a variable";
  let arguments = (ins Arg<TF_ResourceTensor, "the variable", [MemRead]>:$resource);
  let results = (outs TF_Tensor:$value);
  TF_DerivedResultTypeAttr dtype = TF_DerivedResultTypeAttr<0>;
}

def TF_AssignVariableOp : TF_Op<"AssignVariableOp"> {
  let summary = "Sets the variable's value";
  let arguments = (ins
    Arg<TF_ResourceTensor, "the variable", [MemWrite]>:$resource,
    TF_Tensor:$value,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$validate_shape
  );
  TF_DerivedOperandTypeAttr dtype = TF_DerivedOperandTypeAttr<1>;
}

// variable += value, variable -= value: a read and a write of the variable.
class TF_AssignUpdateVariableOp<string mnemonic, string summaryText>
    : TF_Op<mnemonic> {
  let summary = summaryText;
  let arguments = (ins
    Arg<TF_ResourceTensor, "the variable", [MemRead, MemWrite]>:$resource,
    TF_NumberTensor:$value
  );
  TF_DerivedOperandTypeAttr dtype = TF_DerivedOperandTypeAttr<1>;
}

def TF_AssignAddVariableOp
    : TF_AssignUpdateVariableOp<"AssignAddVariableOp", "variable += value">;
def TF_AssignSubVariableOp
    : TF_AssignUpdateVariableOp<"AssignSubVariableOp", "variable -= value">;

//===----------------------------------------------------------------------===//
// Element-wise ops
//===----------------------------------------------------------------------===//

// Binary element-wise op with numpy-style broadcasting: `z = x op y`.
class TF_BinaryOp<string mnemonic, string summaryText, list<Trait> traits = [],
                  Type operandType = TF_NumberTensor>
    : TF_Op<mnemonic, !listconcat(traits, [Pure, ResultsBroadcastableShape,
        TF_SameOperandsAndResultElementTypeResolveRef])> {
  let summary = summaryText;
  let arguments = (ins operandType:$x, operandType:$y);
  let results = (outs operandType:$z);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

def TF_AddOp : TF_BinaryOp<"Add", "x + y (numbers or strings)", [],
                           TF_NumberOrStrTensor>;
def TF_AddV2Op : TF_BinaryOp<"AddV2", "x + y", [Commutative]>;
def TF_SubOp : TF_BinaryOp<"Sub", "x - y">;
def TF_MulOp : TF_BinaryOp<"Mul", "x * y", [Commutative]>;
def TF_RealDivOp : TF_BinaryOp<"RealDiv", "x / y">;
def TF_MaximumOp : TF_BinaryOp<"Maximum", "max(x, y)">;
def TF_MinimumOp : TF_BinaryOp<"Minimum", "min(x, y)">;

// Comparison with broadcasting; the result is a bool tensor.
class TF_CompareOp<string mnemonic, string summaryText>
    : TF_Op<mnemonic, [Pure, ResultsBroadcastableShape]> {
  let summary = summaryText;
  let arguments = (ins TF_NumberTensor:$x, TF_NumberTensor:$y);
  let results = (outs TF_BoolTensor:$z);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

def TF_GreaterOp : TF_CompareOp<"Greater", "x > y">;
def TF_LessOp : TF_CompareOp<"Less", "x < y">;

// Not ResultsBroadcastableShape: with incompatible_shape_error = false,
// operands of incompatible shapes compare as a scalar `false`.
def TF_EqualOp : TF_Op<"Equal", [Commutative, Pure]> {
  let summary = "x == y";
  let arguments = (ins TF_Tensor:$x, TF_Tensor:$y,
                       DefaultValuedOptionalAttr<BoolAttr, "true">:$incompatible_shape_error);
  let results = (outs TF_BoolTensor:$z);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

// Unary element-wise op `y = f(x)`.
class TF_UnaryOp<string mnemonic, string summaryText,
                 Type operandType = TF_NumberTensor>
    : TF_Op<mnemonic, [Pure, SameOperandsAndResultShape,
                       TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = summaryText;
  let arguments = (ins operandType:$x);
  let results = (outs operandType:$y);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

def TF_NegOp : TF_UnaryOp<"Neg", "-x">;
def TF_AbsOp : TF_UnaryOp<"Abs", "|x|">;
def TF_ExpOp : TF_UnaryOp<"Exp", "e^x">;
def TF_LogOp : TF_UnaryOp<"Log", "natural logarithm of x">;
def TF_RsqrtOp : TF_UnaryOp<"Rsqrt", "1 / sqrt(x)">;
def TF_SqrtOp : TF_UnaryOp<"Sqrt", "sqrt(x)">;
def TF_TanhOp : TF_UnaryOp<"Tanh", "tanh(x)">;
def TF_SigmoidOp : TF_UnaryOp<"Sigmoid", "1 / (1 + e^-x)">;

// Activations name their operand `features` and result `activations`.
class TF_ActivationOp<string mnemonic, string summaryText>
    : TF_Op<mnemonic, [Pure, SameOperandsAndResultShape,
                       TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = summaryText;
  let arguments = (ins TF_NumberTensor:$features);
  let results = (outs TF_NumberTensor:$activations);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

def TF_ReluOp : TF_ActivationOp<"Relu", "max(features, 0)">;
def TF_Relu6Op : TF_ActivationOp<"Relu6", "min(max(features, 0), 6)">;

def TF_SoftmaxOp : TF_Op<"Softmax", [Pure, SameOperandsAndResultShape,
                                     TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Softmax over the last dimension";
  let arguments = (ins TF_FloatTensor:$logits);
  let results = (outs TF_FloatTensor:$softmax);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

def TF_LogSoftmaxOp : TF_Op<"LogSoftmax", [Pure, SameOperandsAndResultShape,
                                           TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Log-softmax over the last dimension";
  let arguments = (ins TF_FloatTensor:$logits);
  let results = (outs TF_FloatTensor:$logsoftmax);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

def TF_CastOp : TF_Op<"Cast", [Pure, SameOperandsAndResultShape]> {
  let summary = "Converts x to the result's element type";
  let arguments = (ins TF_Tensor:$x,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$Truncate);
  let results = (outs TF_Tensor:$y);
  TF_DerivedOperandTypeAttr SrcT = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedResultTypeAttr DstT = TF_DerivedResultTypeAttr<0>;
}

def TF_SelectV2Op : TF_Op<"SelectV2", [Pure, ResultsBroadcastableShape]> {
  let summary = "condition ? t : e, element-wise with broadcasting";
  let arguments = (ins TF_BoolTensor:$condition, TF_Tensor:$t, TF_Tensor:$e);
  let results = (outs TF_Tensor:$output);
  // No derived `T`: its getter would clash with the getter of operand `t`.
}

//===----------------------------------------------------------------------===//
// Linear algebra and neural-network ops
//===----------------------------------------------------------------------===//

def TF_MatMulOp : TF_Op<"MatMul", [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Matrix product of two rank-2 tensors";
  let arguments = (ins
    TF_NumberTensor:$a,
    TF_NumberTensor:$b,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$transpose_a,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$transpose_b,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$grad_a,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$grad_b
  );
  let results = (outs TF_NumberTensor:$product);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

def TF_BatchMatMulV2Op : TF_Op<"BatchMatMulV2",
    [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Matrix product of the inner two dimensions, batch dims broadcast";
  let arguments = (ins
    TF_NumberTensor:$x,
    TF_NumberTensor:$y,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$adj_x,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$adj_y,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$grad_x,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$grad_y
  );
  let results = (outs TF_NumberTensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

def TF_BiasAddOp : TF_Op<"BiasAdd", [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Adds a 1-D bias along the channel dimension of value";
  let arguments = (ins
    TF_NumberTensor:$value,
    TF_NumberTensor:$bias,
    DefaultValuedOptionalAttr<TF_ConvnetDataFormatAttr, "\"NHWC\"">:$data_format
  );
  let results = (outs TF_NumberTensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

def TF_Conv2DOp : TF_Op<"Conv2D", [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "2-D convolution of a 4-D input with a 4-D filter";
  let arguments = (ins
    TF_NumberTensor:$input,
    TF_NumberTensor:$filter,
    I64ArrayAttr:$strides,
    DefaultValuedOptionalAttr<BoolAttr, "true">:$use_cudnn_on_gpu,
    TF_PaddingAttr:$padding,
    DefaultValuedOptionalAttr<I64ArrayAttr, "{}">:$explicit_paddings,
    DefaultValuedOptionalAttr<TF_ConvnetDataFormatAttr, "\"NHWC\"">:$data_format,
    DefaultValuedOptionalAttr<I64ArrayAttr, "{1, 1, 1, 1}">:$dilations
  );
  let results = (outs TF_NumberTensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

def TF_DepthwiseConv2dNativeOp : TF_Op<"DepthwiseConv2dNative",
    [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Depthwise 2-D convolution";
  let arguments = (ins
    TF_FloatTensor:$input,
    TF_FloatTensor:$filter,
    I64ArrayAttr:$strides,
    TF_PaddingAttr:$padding,
    DefaultValuedOptionalAttr<I64ArrayAttr, "{}">:$explicit_paddings,
    DefaultValuedOptionalAttr<TF_ConvnetDataFormatAttr, "\"NHWC\"">:$data_format,
    DefaultValuedOptionalAttr<I64ArrayAttr, "{1, 1, 1, 1}">:$dilations
  );
  let results = (outs TF_FloatTensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

def TF_MaxPoolOp : TF_Op<"MaxPool", [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Max pooling";
  let arguments = (ins
    TF_NumberTensor:$input,
    I64ArrayAttr:$ksize,
    I64ArrayAttr:$strides,
    TF_PaddingAttr:$padding,
    DefaultValuedOptionalAttr<I64ArrayAttr, "{}">:$explicit_paddings,
    DefaultValuedOptionalAttr<TF_AnyStrAttrOf<["NHWC", "NCHW", "NCHW_VECT_C"]>,
                              "\"NHWC\"">:$data_format
  );
  let results = (outs TF_NumberTensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

def TF_AvgPoolOp : TF_Op<"AvgPool", [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Average pooling";
  let arguments = (ins
    TF_FloatTensor:$value,
    I64ArrayAttr:$ksize,
    I64ArrayAttr:$strides,
    TF_AnyStrAttrOf<["SAME", "VALID"]>:$padding,
    DefaultValuedOptionalAttr<TF_ConvnetDataFormatAttr, "\"NHWC\"">:$data_format
  );
  let results = (outs TF_FloatTensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

def TF_FusedBatchNormV3Op : TF_Op<"FusedBatchNormV3", [Pure]> {
  let summary = "Batch normalization";
  let arguments = (ins
    TF_FloatTensor:$x,
    TF_FloatTensor:$scale,
    TF_FloatTensor:$offset,
    TF_FloatTensor:$mean,
    TF_FloatTensor:$variance,
    DefaultValuedOptionalAttr<F32Attr, "0.0001f">:$epsilon,
    DefaultValuedOptionalAttr<F32Attr, "1.0f">:$exponential_avg_factor,
    DefaultValuedOptionalAttr<TF_AnyStrAttrOf<["NHWC", "NCHW", "NDHWC", "NCDHW"]>,
                              "\"NHWC\"">:$data_format,
    DefaultValuedOptionalAttr<BoolAttr, "true">:$is_training
  );
  let results = (outs
    TF_FloatTensor:$y,
    TF_FloatTensor:$batch_mean,
    TF_FloatTensor:$batch_variance,
    TF_FloatTensor:$reserve_space_1,
    TF_FloatTensor:$reserve_space_2,
    TF_FloatTensor:$reserve_space_3
  );
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr U = TF_DerivedOperandTypeAttr<1>;
}

// Grappler's fusions: MatMul or Conv2D followed by `fused_ops` (e.g.
// ["BiasAdd", "Relu"]) whose extra inputs are `args`.
def TF_FusedMatMulOp : TF_Op<"_FusedMatMul",
    [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "MatMul followed by the ops in fused_ops";
  let arguments = (ins
    TF_FloatTensor:$a,
    TF_FloatTensor:$b,
    Variadic<TF_FloatTensor>:$args,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$transpose_a,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$transpose_b,
    DefaultValuedOptionalAttr<StrArrayAttr, "{}">:$fused_ops,
    DefaultValuedOptionalAttr<F32Attr, "0.0001f">:$epsilon,
    DefaultValuedOptionalAttr<F32Attr, "0.2f">:$leakyrelu_alpha
  );
  let results = (outs TF_FloatTensor:$product);
  TF_DerivedOperandSizeAttr num_args = TF_DerivedOperandSizeAttr<2>;
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

// `host_args` (float inputs kept on the host, for quantized convolutions)
// make two variadic operand groups, hence operandSegmentSizes.
def TF_FusedConv2DOp : TF_Op<"_FusedConv2D", [AttrSizedOperandSegments, Pure]> {
  let summary = "Conv2D followed by the ops in fused_ops";
  let arguments = (ins
    TF_NumberTensor:$input,
    TF_NumberTensor:$filter,
    Variadic<TF_Tensor>:$args,
    Variadic<TF_Float32Tensor>:$host_args,
    ConfinedAttr<I64Attr, [IntMinValue<0>]>:$num_args,
    I64ArrayAttr:$strides,
    TF_PaddingAttr:$padding,
    DefaultValuedOptionalAttr<I64ArrayAttr, "{}">:$explicit_paddings,
    DefaultValuedOptionalAttr<TF_AnyStrAttrOf<["NHWC", "NCHW", "NCHW_VECT_C"]>,
                              "\"NHWC\"">:$data_format,
    DefaultValuedOptionalAttr<TF_AnyStrAttrOf<["HWIO", "OIHW", "OIHW_VECT_I"]>,
                              "\"HWIO\"">:$filter_format,
    DefaultValuedOptionalAttr<I64ArrayAttr, "{1, 1, 1, 1}">:$dilations,
    DefaultValuedOptionalAttr<BoolAttr, "true">:$use_cudnn_on_gpu,
    DefaultValuedOptionalAttr<StrArrayAttr, "{}">:$fused_ops,
    DefaultValuedOptionalAttr<F32Attr, "0.0001f">:$epsilon,
    DefaultValuedOptionalAttr<F32Attr, "0.2f">:$leakyrelu_alpha
  );
  let results = (outs TF_NumberTensor:$output);
  TF_DerivedOperandSizeAttr num_host_args = TF_DerivedOperandSizeAttr<3>;
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

// A depthwise convolution followed by fused_ops (["BiasAdd"] + an
// activation). TensorFlow's op has no explicit padding; here `padding` may be
// EXPLICIT with `explicit_paddings`, as DepthwiseConv2dNative's, so that a
// Pad folded into the convolution still fuses.
def TF_FusedDepthwiseConv2dNativeOp : TF_Op<"_FusedDepthwiseConv2dNative",
    [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "DepthwiseConv2dNative followed by the ops in fused_ops";
  let arguments = (ins
    TF_FloatTensor:$input,
    TF_FloatTensor:$filter,
    Variadic<TF_FloatTensor>:$args,
    I64ArrayAttr:$strides,
    TF_PaddingAttr:$padding,
    DefaultValuedOptionalAttr<I64ArrayAttr, "{}">:$explicit_paddings,
    DefaultValuedOptionalAttr<TF_ConvnetDataFormatAttr, "\"NHWC\"">:$data_format,
    DefaultValuedOptionalAttr<I64ArrayAttr, "{1, 1, 1, 1}">:$dilations,
    DefaultValuedOptionalAttr<StrArrayAttr, "{}">:$fused_ops,
    DefaultValuedOptionalAttr<F32Attr, "0.0001f">:$epsilon,
    DefaultValuedOptionalAttr<F32Attr, "0.2f">:$leakyrelu_alpha
  );
  let results = (outs TF_FloatTensor:$output);
  TF_DerivedOperandSizeAttr num_args = TF_DerivedOperandSizeAttr<2>;
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

// Grappler remapper's oneDNN layer normalization: over the last dimension,
// y = (x - mean) / sqrt(var + epsilon) * scale + offset, var the biased
// variance; scale and offset [C] (made by tf-fuse-layer-norm from Keras's
// decomposed LayerNormalization).
def TF_MklLayerNormOp : TF_Op<"_MklLayerNorm",
    [Pure, TF_SameOperandsAndResultElementTypeResolveRef]> {
  let summary = "Layer normalization over the last dimension";
  let arguments = (ins
    TensorOf<[F16, BF16, F32]>:$x,
    TensorOf<[F16, BF16, F32]>:$scale,
    TensorOf<[F16, BF16, F32]>:$offset,
    DefaultValuedOptionalAttr<F32Attr, "0.001f">:$epsilon
  );
  let results = (outs TensorOf<[F16, BF16, F32]>:$y);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

// A cluster of element-wise ops run as one op (made by tf-fuse-elementwise):
// a straight-line program over numbered values. Values 0..N-1 are the
// operands, N..N+C-1 the `fused_constants`, N+C+i the result of sub-op i.
// Sub-op i is `fused_ops[i]` (a full name, "tf.Mul") applied to the values
// `fused_operands[i]` with the attributes `fused_attrs[i]` (those its own
// corert.executeop would get); the op returns the values `fused_results`.
// Not a TensorFlow op: this project's runtime implements it
// (docs/dialects/tf.md has the contract).
def TF_FusedElementwiseOp : TF_Op<"_FusedElementwise", [Pure]> {
  let summary = "Element-wise ops fused into one straight-line program";
  let arguments = (ins
    Variadic<TF_Tensor>:$args,
    StrArrayAttr:$fused_ops,
    TypedArrayAttrBase<I64ArrayAttr, "array of 64-bit integer arrays">:$fused_operands,
    TypedArrayAttrBase<DictionaryAttr, "array of dictionaries">:$fused_attrs,
    TypedArrayAttrBase<ElementsAttr, "array of constant elements">:$fused_constants,
    I64ArrayAttr:$fused_results
  );
  let results = (outs Variadic<TF_Tensor>:$outputs);
  let hasVerifier = 1;
}

// A Keras recurrent layer's whole loop (what `tf-fuse-keras-rnn` makes of the
// `tf.While` Keras 3 exports for an LSTM or GRU layer): time-major `x`
// [T, B, D], n = min(T, max_steps) steps. `outputs` holds every step's h
// ([T, B, U]) with return_sequences, else the last one ([1, B, U]); rows not
// written are zeros. Gates as Keras's defaults: sigmoid, and tanh.
// `masking` (a masked layer: none or two operands) is mask [T, B, 1] (or
// [T, B]) of i1 and fill [B, U]: at a step whose mask is false the states
// keep their values and the output is fill; with carry_output, fill then
// becomes each step's output (Keras's "previous output").
def TF_KerasLSTMOp : TF_Op<"_KerasLSTM", [Pure]> {
  let summary = "A Keras LSTM layer: i, f, c, o gates; c = f*c + i*tanh(g), h = o*tanh(c)";
  let arguments = (ins
    TF_FloatTensor:$x,
    TF_FloatTensor:$h0,
    TF_FloatTensor:$c0,
    TF_FloatTensor:$kernel,
    TF_FloatTensor:$recurrent_kernel,
    TF_FloatTensor:$bias,
    TF_I32OrI64Tensor:$max_steps,
    Variadic<TF_Tensor>:$masking,
    DefaultValuedOptionalAttr<BoolAttr, "true">:$return_sequences,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$carry_output
  );
  let results = (outs TF_FloatTensor:$outputs, TF_FloatTensor:$h, TF_FloatTensor:$c);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

// Keras's GRU with reset_after (its default): bias [2, 3U] is the input and
// the recurrent bias; z, r, h~ gates; h = z*h + (1-z)*tanh(xh + r*(h@Uh + bh)).
def TF_KerasGRUOp : TF_Op<"_KerasGRU", [Pure]> {
  let summary = "A Keras GRU layer (reset_after): z, r, h~ gates";
  let arguments = (ins
    TF_FloatTensor:$x,
    TF_FloatTensor:$h0,
    TF_FloatTensor:$kernel,
    TF_FloatTensor:$recurrent_kernel,
    TF_FloatTensor:$bias,
    TF_I32OrI64Tensor:$max_steps,
    Variadic<TF_Tensor>:$masking,
    DefaultValuedOptionalAttr<BoolAttr, "true">:$return_sequences,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$carry_output
  );
  let results = (outs TF_FloatTensor:$outputs, TF_FloatTensor:$h);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

// Keras's SimpleRNN: h = activation(x[t] @ kernel + bias + h @ recurrent_kernel),
// kernel [D, U], recurrent_kernel [U, U], bias [U]; `activation` is Keras's
// name for the one element-wise op its body applies: tanh, relu, sigmoid,
// relu6, elu, or linear (none). The state is the output.
def TF_KerasSimpleRNNOp : TF_Op<"_KerasSimpleRNN", [Pure]> {
  let summary = "A Keras SimpleRNN layer: h = activation(x @ W + b + h @ U)";
  let arguments = (ins
    TF_FloatTensor:$x,
    TF_FloatTensor:$h0,
    TF_FloatTensor:$kernel,
    TF_FloatTensor:$recurrent_kernel,
    TF_FloatTensor:$bias,
    TF_I32OrI64Tensor:$max_steps,
    Variadic<TF_Tensor>:$masking,
    DefaultValuedOptionalAttr<StrAttr, "\"tanh\"">:$activation,
    DefaultValuedOptionalAttr<BoolAttr, "true">:$return_sequences,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$carry_output
  );
  let results = (outs TF_FloatTensor:$outputs, TF_FloatTensor:$h);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

// Reduces `input` over the dimensions in `reduction_indices`.
class TF_ReductionOp<string mnemonic, string summaryText>
    : TF_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let arguments = (ins
    TF_NumberTensor:$input,
    TF_I32OrI64Tensor:$reduction_indices,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$keep_dims
  );
  let results = (outs TF_NumberTensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr Tidx = TF_DerivedOperandTypeAttr<1>;
}

def TF_MeanOp : TF_ReductionOp<"Mean", "Mean over the given dimensions">;
def TF_SumOp : TF_ReductionOp<"Sum", "Sum over the given dimensions">;
def TF_MaxOp : TF_ReductionOp<"Max", "Maximum over the given dimensions">;

def TF_ArgMaxOp : TF_Op<"ArgMax", [Pure]> {
  let summary = "Index of the largest value along a dimension";
  let arguments = (ins TF_NumberTensor:$input, TF_I32OrI64Tensor:$dimension);
  let results = (outs TF_IntTensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr Tidx = TF_DerivedOperandTypeAttr<1>;
  TF_DerivedResultTypeAttr output_type = TF_DerivedResultTypeAttr<0>;
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

def TF_ReshapeOp : TF_Op<"Reshape", [Pure]> {
  let summary = "Gives tensor the shape held by the 1-D shape operand";
  let arguments = (ins TF_Tensor:$tensor, TF_I32OrI64Tensor:$shape);
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr Tshape = TF_DerivedOperandTypeAttr<1>;
  let hasVerifier = 1;
}

def TF_SqueezeOp : TF_Op<"Squeeze", [Pure]> {
  let summary = "Removes size-1 dimensions (all, or those in squeeze_dims)";
  let arguments = (ins TF_Tensor:$input,
                       DefaultValuedOptionalAttr<I64ArrayAttr, "{}">:$squeeze_dims);
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
}

def TF_ExpandDimsOp : TF_Op<"ExpandDims", [Pure]> {
  let summary = "Inserts a size-1 dimension at index dim";
  let arguments = (ins TF_Tensor:$input, TF_I32OrI64Tensor:$dim);
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr Tdim = TF_DerivedOperandTypeAttr<1>;
}

def TF_TransposeOp : TF_Op<"Transpose", [Pure]> {
  let summary = "Permutes the dimensions of x by perm";
  let arguments = (ins TF_Tensor:$x, TF_I32OrI64Tensor:$perm);
  let results = (outs TF_Tensor:$y);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr Tperm = TF_DerivedOperandTypeAttr<1>;
  let hasVerifier = 1;
}

def TF_ConcatV2Op : TF_Op<"ConcatV2", [Pure]> {
  let summary = "Concatenates values along axis";
  let arguments = (ins Variadic<TF_Tensor>:$values, TF_I32OrI64Tensor:$axis);
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandSizeAttr N = TF_DerivedOperandSizeAttr<0>;
  TF_DerivedOperandTypeAttr Tidx = TF_DerivedOperandTypeAttr<1>;
  let hasVerifier = 1;
}

def TF_PackOp : TF_Op<"Pack", [Pure]> {
  let summary = "Stacks N tensors of the same shape along a new axis";
  let arguments = (ins Variadic<TF_Tensor>:$values,
                       DefaultValuedOptionalAttr<I64Attr, "0">:$axis);
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandSizeAttr N = TF_DerivedOperandSizeAttr<0>;
  let hasVerifier = 1;
}

// Ops with several results whose count is an attribute TF does not print
// (`num_split`, `num`): derived from the results, so the runtime gets it.
def TF_SplitOp : TF_Op<"Split", [Pure]> {
  let summary = "Splits a tensor into num_split equal parts along split_dim";
  let arguments = (ins TF_I32OrI64Tensor:$split_dim, TF_Tensor:$value);
  let results = (outs Variadic<TF_Tensor>:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<1>;
  TF_DerivedResultSizeAttr num_split = TF_DerivedResultSizeAttr<0>;
}

def TF_SplitVOp : TF_Op<"SplitV", [Pure]> {
  let summary = "Splits a tensor into parts of the given sizes along split_dim";
  let arguments = (ins TF_Tensor:$value, TF_I32OrI64Tensor:$size_splits,
                       TF_I32OrI64Tensor:$split_dim);
  let results = (outs Variadic<TF_Tensor>:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr Tlen = TF_DerivedOperandTypeAttr<1>;
  TF_DerivedResultSizeAttr num_split = TF_DerivedResultSizeAttr<0>;
}

def TF_UnpackOp : TF_Op<"Unpack", [Pure]> {
  let summary = "Unstacks a tensor into num tensors along axis";
  let arguments = (ins TF_Tensor:$value, DefaultValuedOptionalAttr<I64Attr, "0">:$axis);
  let results = (outs Variadic<TF_Tensor>:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedResultSizeAttr num = TF_DerivedResultSizeAttr<0>;
}

def TF_PadOp : TF_Op<"Pad", [Pure]> {
  let summary = "Pads input with zeros; paddings is [rank(input), 2]";
  let arguments = (ins TF_Tensor:$input, TF_I32OrI64Tensor:$paddings);
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr Tpaddings = TF_DerivedOperandTypeAttr<1>;
}

def TF_PadV2Op : TF_Op<"PadV2", [Pure]> {
  let summary = "Pads input with the scalar constant_values";
  let arguments = (ins TF_Tensor:$input, TF_I32OrI64Tensor:$paddings,
                       TF_Tensor:$constant_values);
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr Tpaddings = TF_DerivedOperandTypeAttr<1>;
}

def TF_ShapeOp : TF_Op<"Shape", [Pure]> {
  let summary = "The shape of input as a 1-D tensor";
  let arguments = (ins TF_Tensor:$input);
  let results = (outs TF_I32OrI64Tensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedResultTypeAttr out_type = TF_DerivedResultTypeAttr<0>;
}

def TF_StridedSliceOp : TF_Op<"StridedSlice", [Pure]> {
  let summary = "input[begin:end:strides], numpy-style, controlled by the masks";
  let arguments = (ins
    TF_Tensor:$input,
    TF_I32OrI64Tensor:$begin,
    TF_I32OrI64Tensor:$end,
    TF_I32OrI64Tensor:$strides,
    DefaultValuedOptionalAttr<I64Attr, "0">:$begin_mask,
    DefaultValuedOptionalAttr<I64Attr, "0">:$end_mask,
    DefaultValuedOptionalAttr<I64Attr, "0">:$ellipsis_mask,
    DefaultValuedOptionalAttr<I64Attr, "0">:$new_axis_mask,
    DefaultValuedOptionalAttr<I64Attr, "0">:$shrink_axis_mask
  );
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandTypeAttr T = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr Index = TF_DerivedOperandTypeAttr<1>;
}

def TF_GatherV2Op : TF_Op<"GatherV2", [Pure]> {
  let summary = "Gathers slices of params along axis at indices";
  let arguments = (ins
    TF_Tensor:$params,
    TF_I32OrI64Tensor:$indices,
    TF_I32OrI64Tensor:$axis,
    DefaultValuedOptionalAttr<I64Attr, "0">:$batch_dims
  );
  let results = (outs TF_Tensor:$output);
  TF_DerivedOperandTypeAttr Tparams = TF_DerivedOperandTypeAttr<0>;
  TF_DerivedOperandTypeAttr Tindices = TF_DerivedOperandTypeAttr<1>;
  TF_DerivedOperandTypeAttr Taxis = TF_DerivedOperandTypeAttr<2>;
}

//===----------------------------------------------------------------------===//
// Functional control flow and calls: functions referenced by symbol
//===----------------------------------------------------------------------===//

def TF_IfOp : TF_Op<"If", [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "output = cond ? then_branch(input) : else_branch(input)";
  let arguments = (ins
    TF_Tensor:$cond,
    Variadic<TF_Tensor>:$input,
    FlatSymbolRefAttr:$then_branch,
    FlatSymbolRefAttr:$else_branch,
    // Maps TensorFlow's If (false) and StatelessIf (true) to one op.
    BoolAttr:$is_stateless
  );
  let results = (outs Variadic<TF_Tensor>:$output);
  TF_DerivedOperandTypeAttr Tcond = TF_DerivedOperandTypeAttr<0>;
}

def TF_WhileOp : TF_Op<"While", [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "output = input; while cond(output) { output = body(output) }";
  let arguments = (ins
    Variadic<TF_Tensor>:$input,
    FlatSymbolRefAttr:$cond,
    FlatSymbolRefAttr:$body,
    ConfinedAttr<DefaultValuedOptionalAttr<I64Attr, "10">, [IntMinValue<1>]>:$parallel_iterations,
    // Maps TensorFlow's While (false) and StatelessWhile (true) to one op.
    BoolAttr:$is_stateless,
    // The loop variables keep their shapes across iterations.
    UnitAttr:$shape_invariant
  );
  let results = (outs Variadic<TF_Tensor>:$output);
  let hasVerifier = 1;
}

// Region forms of If/While: what TensorFlow produces when it inlines the
// branch functions. Each region ends with tf.Yield.
def TF_IfRegionOp : TF_Op<"IfRegion",
    [NoRegionArguments, SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "output = cond ? then_branch region : else_branch region";
  let arguments = (ins
    0DTensorOf<[I1]>:$cond,
    BoolAttr:$is_stateless,
    // Names of the functions the regions were inlined from, if any.
    OptionalAttr<StrAttr>:$_then_func_name,
    OptionalAttr<StrAttr>:$_else_func_name
  );
  let results = (outs Variadic<TF_Tensor>:$output);
  let regions = (region SizedRegion<1>:$then_branch, SizedRegion<1>:$else_branch);
  let hasRegionVerifier = 1;
}

def TF_WhileRegionOp : TF_Op<"WhileRegion", [SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "output = input; while cond region { output = body region }";
  let description = [{
    Both regions take the loop variables as block arguments; `cond` yields
    the `tensor<i1>` predicate, `body` yields the next loop variables.
  }];
  let arguments = (ins
    Variadic<AnyTensor>:$input,
    ConfinedAttr<DefaultValuedOptionalAttr<I64Attr, "10">, [IntMinValue<1>]>:$parallel_iterations,
    BoolAttr:$is_stateless,
    UnitAttr:$shape_invariant
  );
  let results = (outs Variadic<AnyTensor>:$output);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasRegionVerifier = 1;
}

def TF_YieldOp : TF_Op<"Yield",
    [Pure, Terminator, ParentOneOf<["IfRegionOp", "WhileRegionOp"]>]> {
  let summary = "Returns values from an IfRegion or WhileRegion region";
  let arguments = (ins Variadic<AnyType>:$operands);
}

// Function calls. TensorFlow's arg_attrs/res_attrs are absent; they are
// optional here only because CallOpInterface asks for them.
class TF_CallOp<string mnemonic, Attr calleeAttr, list<Trait> traits = []>
    : TF_Op<mnemonic, !listconcat(traits, [
        CallOpInterface, DeclareOpInterfaceMethods<SymbolUserOpInterface>])> {
  let arguments = (ins
    Variadic<TF_Tensor>:$args,
    calleeAttr:$f,
    StrAttr:$config,
    StrAttr:$config_proto,
    StrAttr:$executor_type,
    OptionalAttr<DictArrayAttr>:$arg_attrs,
    OptionalAttr<DictArrayAttr>:$res_attrs
  );
  let results = (outs Variadic<TF_Tensor>:$output);
  let extraClassDeclaration = [{
    // CallOpInterface.
    ::mlir::CallInterfaceCallable getCallableForCallee() { return getFAttr(); }
    void setCalleeFromCallable(::mlir::CallInterfaceCallable callee) {
      setFAttr(::llvm::cast<decltype(getFAttr())>(
          ::llvm::cast<::mlir::SymbolRefAttr>(callee)));
    }
    ::mlir::Operation::operand_range getArgOperands() { return getArgs(); }
    ::mlir::MutableOperandRange getArgOperandsMutable() {
      return getArgsMutable();
    }
  }];
}

def TF_StatefulPartitionedCallOp
    : TF_CallOp<"StatefulPartitionedCall", FlatSymbolRefAttr> {
  let summary = "Calls f, which may have side effects, partitioned across devices";
}

def TF_PartitionedCallOp : TF_CallOp<"PartitionedCall", SymbolRefAttr, [Pure]> {
  let summary = "Calls the side-effect free f, partitioned across devices";
}

#endif  // TFRT_DIALECTS_TF_OPS_TD_
