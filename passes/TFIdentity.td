// DRR patterns of tf-remove-identity (TFRemoveIdentity.cpp).
#ifndef TFRT_PASSES_TF_IDENTITY_TD_
#define TFRT_PASSES_TF_IDENTITY_TD_

include "mlir/IR/PatternBase.td"
include "dialects/tf/TFOps.td"

// Users keep seeing the type they expect: an Identity that changes the
// static type (tensor<*xf32> -> tensor<2xf32>) stays.
def SameType : Constraint<CPred<"$0.getType() == $1.getType()">, "same type">;

// %y = "tf.Identity"(%x)  ->  uses of %y use %x. StopGradient,
// PreventGradient and Snapshot are identities when running a model.
def RemoveIdentity : Pat<(TF_IdentityOp:$y $x), (replaceWithValue $x),
                         [(SameType $x, $y)]>;
def RemoveStopGradient : Pat<(TF_StopGradientOp:$y $x), (replaceWithValue $x),
                             [(SameType $x, $y)]>;
def RemovePreventGradient : Pat<(TF_PreventGradientOp:$y $x, $message),
                                (replaceWithValue $x), [(SameType $x, $y)]>;
def RemoveSnapshot : Pat<(TF_SnapshotOp:$y $x), (replaceWithValue $x),
                         [(SameType $x, $y)]>;

//===----------------------------------------------------------------------===//
// No-op shape ops (option `reshapes`): only with a fully static type, as
// `tensor<?x8xf32>` to `tensor<?x8xf32>` may still move elements between
// dimensions (a Reshape) or drop a dimension that is 1 at run time (a
// Squeeze). ExpandDims always adds a dimension: never a no-op.
//===----------------------------------------------------------------------===//

def HasStaticShape : Constraint<
    CPred<"::llvm::cast<::mlir::ShapedType>($0.getType()).hasStaticShape()">,
    "static shape">;

def RemoveNoOpReshape : Pat<(TF_ReshapeOp:$y $x, $shape), (replaceWithValue $x),
                            [(SameType $x, $y), (HasStaticShape $x)]>;
def RemoveNoOpSqueeze : Pat<(TF_SqueezeOp:$y $x, $dims), (replaceWithValue $x),
                            [(SameType $x, $y), (HasStaticShape $x)]>;

// EnsureShape of a value whose static type already has that shape: a check
// that cannot fail.
def ShapeHolds : Constraint<CPred<"shapeHolds($0.getType(), $1)">,
                            "static type satisfies the shape">;
def RemoveSatisfiedEnsureShape : Pat<(TF_EnsureShapeOp:$y $x, $shape),
                                     (replaceWithValue $x),
                                     [(SameType $x, $y), (ShapeHolds $x, $shape)]>;

#endif  // TFRT_PASSES_TF_IDENTITY_TD_
