// DRR patterns of tf-fuse-kernels (TFFuseKernels.cpp): MatMul / Conv2D +
// BiasAdd (+ Relu / Relu6) -> _FusedMatMul / _FusedConv2D, as TensorFlow's
// grappler remapper fuses them (fused_ops, num_args, epsilon = 0).
#ifndef TFRT_PASSES_TF_FUSIONS_TD_
#define TFRT_PASSES_TF_FUSIONS_TD_

include "mlir/IR/PatternBase.td"
include "dialects/tf/TFOps.td"

def HasOneUse : Constraint<CPred<"$0.hasOneUse()">, "has one use">;
def IsFloat : Constraint<CPred<"isFloatTensor($0)">, "float tensor">;
// $0 is a 1-D bias of static size equal to the static last dimension of
// $1, whose type is the MatMul product's $2 (so AddV2 == BiasAdd).
def IsBiasOf : Constraint<CPred<"isBiasOf($0, $1, $2)">, "1-D bias of the last dim">;
// Data formats agree (an absent attribute means NHWC).
def SameDataFormat : Constraint<CPred<"sameDataFormat($0, $1)">, "same data format">;
// fused_ops is exactly ["BiasAdd"].
def OnlyBiasAdd : Constraint<CPred<"onlyBiasAdd($0)">, "fused_ops == [BiasAdd]">;

def BiasAddOps : NativeCodeCall<"$_builder.getStrArrayAttr({\"BiasAdd\"})">;
def BiasAddReluOps : NativeCodeCall<"$_builder.getStrArrayAttr({\"BiasAdd\", \"Relu\"})">;
def BiasAddRelu6Ops : NativeCodeCall<"$_builder.getStrArrayAttr({\"BiasAdd\", \"Relu6\"})">;
def ZeroEpsilon : NativeCodeCall<"$_builder.getF32FloatAttr(0.0f)">;
def NoAttr : NativeCodeCall<"::mlir::FloatAttr()">;
// The fused op $0 gets the locations of the ops it fuses, in order: those of
// $1 (the MatMul, or the _FusedMatMul being extended), then $2's.
def WithMembersLoc : NativeCodeCall<"withMembersLoc($0, $1, $2)">;

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

// Relu(_FusedMatMul {fused_ops = ["BiasAdd"]}) -> fused_ops = ["BiasAdd", "Relu"]
def FuseMatMulRelu : Pat<
  (TF_ReluOp:$out (TF_FusedMatMulOp:$f $a, $b, $args, $ta, $tb, $ops, $eps, $alpha)),
  (WithMembersLoc
    (TF_FusedMatMulOp $a, $b, $args, $ta, $tb, (BiasAddReluOps), $eps, (NoAttr),
                      (returnType $out)), $f, $out),
  [(HasOneUse $f), (OnlyBiasAdd $ops)]>;
def FuseMatMulRelu6 : Pat<
  (TF_Relu6Op:$out (TF_FusedMatMulOp:$f $a, $b, $args, $ta, $tb, $ops, $eps, $alpha)),
  (WithMembersLoc
    (TF_FusedMatMulOp $a, $b, $args, $ta, $tb, (BiasAddRelu6Ops), $eps, (NoAttr),
                      (returnType $out)), $f, $out),
  [(HasOneUse $f), (OnlyBiasAdd $ops)]>;

//===----------------------------------------------------------------------===//
// Conv2D (the fused op has two variadic groups, `args` and `host_args`:
// built by buildFusedConv2D)
//===----------------------------------------------------------------------===//

def BuildFusedConv2D : NativeCodeCall<
  "buildFusedConv2D($_builder, $0, $1, $2, $3)">;
def BiasAddOpsStr : NativeCodeCall<"\"BiasAdd\"">;

// BiasAdd(Conv2D(x, f), bias) -> _FusedConv2D(x, f, bias) {fused_ops = ["BiasAdd"], num_args = 1}
def FuseConv2DBiasAdd : Pat<
  (TF_BiasAddOp:$out (TF_Conv2DOp:$conv $x, $f, $strides, $cudnn, $padding,
                                  $expl, $fmt, $dilations), $bias, $bfmt),
  (BuildFusedConv2D $out, $conv, $bias, (BiasAddOps)),
  [(HasOneUse $conv), (IsFloat $out), (SameDataFormat $fmt, $bfmt)]>;

// Relu(_FusedConv2D {fused_ops = ["BiasAdd"]}) -> ["BiasAdd", "Relu"]
def FuseConv2DRelu : Pat<
  (TF_ReluOp:$out (TF_FusedConv2DOp:$f $x, $filter, $args, $hargs, $n, $strides,
      $padding, $expl, $fmt, $ffmt, $dilations, $cudnn, $ops, $eps, $alpha)),
  (BuildFusedConv2D $out, $f, $args, (BiasAddReluOps)),
  [(HasOneUse $f), (OnlyBiasAdd $ops)]>;
def FuseConv2DRelu6 : Pat<
  (TF_Relu6Op:$out (TF_FusedConv2DOp:$f $x, $filter, $args, $hargs, $n, $strides,
      $padding, $expl, $fmt, $ffmt, $dilations, $cudnn, $ops, $eps, $alpha)),
  (BuildFusedConv2D $out, $f, $args, (BiasAddRelu6Ops)),
  [(HasOneUse $f), (OnlyBiasAdd $ops)]>;

#endif  // TFRT_PASSES_TF_FUSIONS_TD_
