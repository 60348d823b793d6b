// DRR patterns of tf-fuse-kernels (TFFuseKernels.cpp), grappler's remapper
// forms: a contraction (MatMul, Conv2D, DepthwiseConv2dNative) and its bias
// become one fused op {fused_ops = ["BiasAdd"], epsilon = 0}; a residual
// AddV2 extends that to ["BiasAdd", "Add"]. Activations are C++ patterns
// (TFFuseKernels.cpp): a table of single ops, and the multi-op Swish and GELU.
#ifndef TFRT_PASSES_TF_FUSIONS_TD_
#define TFRT_PASSES_TF_FUSIONS_TD_

include "mlir/IR/PatternBase.td"
include "dialects/tf/TFOps.td"

def HasOneUse : Constraint<CPred<"$0.hasOneUse()">, "has one use">;
def IsFloat : Constraint<CPred<"isFloatTensor($0)">, "float tensor">;
// $0 is a 1-D bias of static size equal to the static last dimension of
// $1, whose type is the contraction's result $2 (so AddV2 == BiasAdd).
def IsBiasOf : Constraint<CPred<"isBiasOf($0, $1, $2)">, "1-D bias of the last dim">;
// The Reshape $0 keeps its operand's last dimension (static, equal).
def KeepsLastDim : Constraint<CPred<"keepsLastDim($0)">, "keeps the last dimension">;
// Data formats agree (an absent attribute means NHWC).
def SameDataFormat : Constraint<CPred<"sameDataFormat($0, $1)">, "same data format">;
def IsNHWC : Constraint<CPred<"sameDataFormat($0, ::mlir::Attribute())">, "NHWC">;
// $0 is a fused op with fused_ops = ["BiasAdd"] that takes a residual, $1,
// of the static shape of the AddV2 $2 (and of $0).
def TakesResidual : Constraint<CPred<"takesResidual($0, $1, $2)">, "takes a residual">;

def BiasAddOps : NativeCodeCall<"$_builder.getStrArrayAttr({\"BiasAdd\"})">;
def ZeroEpsilon : NativeCodeCall<"$_builder.getF32FloatAttr(0.0f)">;
def NoAttr : NativeCodeCall<"::mlir::FloatAttr()">;
// The fused op $0 gets the locations of the ops it fuses, in order: those of
// $1 (the MatMul), then $2's.
def WithMembersLoc : NativeCodeCall<"withMembersLoc($0, $1, $2)">;
// The fused convolution (_FusedConv2D or _FusedDepthwiseConv2dNative, after
// the convolution $1) with args ($2), replacing $0.
def BuildFusedConv : NativeCodeCall<"buildFusedConv($_builder, $0, $1, $2)">;
// The fused op $1 extended with "Add" and the residual $2, replacing $0.
def AddResidual : NativeCodeCall<"addResidual($_builder, $0, $1, $2)">;

//===----------------------------------------------------------------------===//
// MatMul
//===----------------------------------------------------------------------===//

// BiasAdd(MatMul(a, b), bias) -> _FusedMatMul(a, b, bias) {fused_ops = ["BiasAdd"]}
def FuseMatMulBiasAdd : Pat<
  (TF_BiasAddOp:$out (TF_MatMulOp:$mm $a, $b, $ta, $tb, $ga, $gb), $bias, $fmt),
  (WithMembersLoc
    (TF_FusedMatMulOp $a, $b, (variadic $bias), $ta, $tb, (BiasAddOps),
                      (ZeroEpsilon), (NoAttr), (returnType $out)), $mm, $out),
  [(HasOneUse $mm), (IsFloat $out)]>;

// AddV2(MatMul(a, b), bias) and AddV2(bias, MatMul(a, b)) with a 1-D bias
// along the last dimension: the same.
def FuseMatMulAddV2 : Pat<
  (TF_AddV2Op:$out (TF_MatMulOp:$mm $a, $b, $ta, $tb, $ga, $gb), $bias),
  (WithMembersLoc
    (TF_FusedMatMulOp $a, $b, (variadic $bias), $ta, $tb, (BiasAddOps),
                      (ZeroEpsilon), (NoAttr), (returnType $out)), $mm, $out),
  [(HasOneUse $mm), (IsFloat $out), (IsBiasOf $bias, $out, $mm)]>;
def FuseAddV2MatMul : Pat<
  (TF_AddV2Op:$out $bias, (TF_MatMulOp:$mm $a, $b, $ta, $tb, $ga, $gb)),
  (WithMembersLoc
    (TF_FusedMatMulOp $a, $b, (variadic $bias), $ta, $tb, (BiasAddOps),
                      (ZeroEpsilon), (NoAttr), (returnType $out)), $mm, $out),
  [(HasOneUse $mm), (IsFloat $out), (IsBiasOf $bias, $out, $mm)]>;

// A Dense layer on a 3-D input as TensorFlow prints it: Reshape to 2-D,
// MatMul, Reshape back, then the bias. A reshape that keeps the last
// dimension commutes with the bias: the Reshape moves after the fused op
// (where an activation may join it, TFFuseKernels.cpp).
def FuseMatMulReshapeBiasAdd : Pat<
  (TF_BiasAddOp:$out (TF_ReshapeOp:$r (TF_MatMulOp:$mm $a, $b, $ta, $tb, $ga, $gb), $shape),
                     $bias, $fmt),
  (TF_ReshapeOp
    (WithMembersLoc
      (TF_FusedMatMulOp $a, $b, (variadic $bias), $ta, $tb, (BiasAddOps),
                        (ZeroEpsilon), (NoAttr), (returnType $mm)), $mm, $out),
    $shape, (location $r)),
  [(HasOneUse $mm), (HasOneUse $r), (IsFloat $out), (KeepsLastDim $r)]>;
def FuseMatMulReshapeAddV2 : Pat<
  (TF_AddV2Op:$out (TF_ReshapeOp:$r (TF_MatMulOp:$mm $a, $b, $ta, $tb, $ga, $gb), $shape), $bias),
  (TF_ReshapeOp
    (WithMembersLoc
      (TF_FusedMatMulOp $a, $b, (variadic $bias), $ta, $tb, (BiasAddOps),
                        (ZeroEpsilon), (NoAttr), (returnType $mm)), $mm, $out),
    $shape, (location $r)),
  [(HasOneUse $mm), (HasOneUse $r), (IsFloat $out), (KeepsLastDim $r),
   (IsBiasOf $bias, $out, $r)]>;
def FuseAddV2MatMulReshape : Pat<
  (TF_AddV2Op:$out $bias, (TF_ReshapeOp:$r (TF_MatMulOp:$mm $a, $b, $ta, $tb, $ga, $gb), $shape)),
  (TF_ReshapeOp
    (WithMembersLoc
      (TF_FusedMatMulOp $a, $b, (variadic $bias), $ta, $tb, (BiasAddOps),
                        (ZeroEpsilon), (NoAttr), (returnType $mm)), $mm, $out),
    $shape, (location $r)),
  [(HasOneUse $mm), (HasOneUse $r), (IsFloat $out), (KeepsLastDim $r),
   (IsBiasOf $bias, $out, $r)]>;

//===----------------------------------------------------------------------===//
// Conv2D -> _FusedConv2D, DepthwiseConv2dNative -> _FusedDepthwiseConv2dNative
// (built by buildFusedConv: the convolution's attributes, num_args where the
// op stores it)
//===----------------------------------------------------------------------===//

// BiasAdd(Conv2D(x, f), bias) -> _FusedConv2D(x, f, bias) {fused_ops = ["BiasAdd"], num_args = 1}
def FuseConv2DBiasAdd : Pat<
  (TF_BiasAddOp:$out (TF_Conv2DOp:$conv $x, $f, $strides, $cudnn, $padding,
                                  $expl, $fmt, $dilations), $bias, $bfmt),
  (BuildFusedConv $out, $conv, $bias),
  [(HasOneUse $conv), (IsFloat $out), (SameDataFormat $fmt, $bfmt)]>;

// AddV2 of a 1-D bias along the channels of an NHWC Conv2D: the same.
def FuseConv2DAddV2 : Pat<
  (TF_AddV2Op:$out (TF_Conv2DOp:$conv $x, $f, $strides, $cudnn, $padding,
                                 $expl, $fmt, $dilations), $bias),
  (BuildFusedConv $out, $conv, $bias),
  [(HasOneUse $conv), (IsFloat $out), (IsNHWC $fmt), (IsBiasOf $bias, $out, $conv)]>;
def FuseAddV2Conv2D : Pat<
  (TF_AddV2Op:$out $bias, (TF_Conv2DOp:$conv $x, $f, $strides, $cudnn, $padding,
                                        $expl, $fmt, $dilations)),
  (BuildFusedConv $out, $conv, $bias),
  [(HasOneUse $conv), (IsFloat $out), (IsNHWC $fmt), (IsBiasOf $bias, $out, $conv)]>;

// BiasAdd(DepthwiseConv2dNative(x, f), bias) ->
// _FusedDepthwiseConv2dNative(x, f, bias) {fused_ops = ["BiasAdd"]}, and the
// AddV2 forms.
def FuseDepthwiseBiasAdd : Pat<
  (TF_BiasAddOp:$out (TF_DepthwiseConv2dNativeOp:$conv $x, $f, $strides, $padding,
                                                 $expl, $fmt, $dilations), $bias, $bfmt),
  (BuildFusedConv $out, $conv, $bias),
  [(HasOneUse $conv), (IsFloat $out), (SameDataFormat $fmt, $bfmt)]>;
def FuseDepthwiseAddV2 : Pat<
  (TF_AddV2Op:$out (TF_DepthwiseConv2dNativeOp:$conv $x, $f, $strides, $padding,
                                                $expl, $fmt, $dilations), $bias),
  (BuildFusedConv $out, $conv, $bias),
  [(HasOneUse $conv), (IsFloat $out), (IsNHWC $fmt), (IsBiasOf $bias, $out, $conv)]>;
def FuseAddV2Depthwise : Pat<
  (TF_AddV2Op:$out $bias, (TF_DepthwiseConv2dNativeOp:$conv $x, $f, $strides, $padding,
                                                       $expl, $fmt, $dilations)),
  (BuildFusedConv $out, $conv, $bias),
  [(HasOneUse $conv), (IsFloat $out), (IsNHWC $fmt), (IsBiasOf $bias, $out, $conv)]>;

//===----------------------------------------------------------------------===//
// Residual add: AddV2(fused {fused_ops = ["BiasAdd"]}, other) (either order)
// of one static shape -> fused_ops = ["BiasAdd", "Add"], args = [bias, other]
// (_FusedConv2D and _FusedMatMul; TensorFlow's depthwise op has no Add).
//===----------------------------------------------------------------------===//

def FuseResidualAdd : Pat<
  (TF_AddV2Op:$out $fused, $other),
  (AddResidual $out, $fused, $other),
  [(HasOneUse $fused), (TakesResidual $fused, $other, $out)]>;
def FuseAddResidual : Pat<
  (TF_AddV2Op:$out $other, $fused),
  (AddResidual $out, $fused, $other),
  [(HasOneUse $fused), (TakesResidual $fused, $other, $out)]>;

#endif  // TFRT_PASSES_TF_FUSIONS_TD_
