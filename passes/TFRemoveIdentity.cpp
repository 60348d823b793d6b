// tf-remove-identity: tf.Identity, StopGradient, PreventGradient, Snapshot
// (DRR, TFIdentity.td), tf.IdentityN and tf.NoOp (C++: variadic); with
// `reshapes`, no-op Reshape / Squeeze / EnsureShape (DRR) and chains of
// Reshape / Squeeze / ExpandDims collapsed into one Reshape (C++: it makes
// the shape constant).
#include <limits>

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFREMOVEIDENTITY
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

// A value of static type `type` certainly has the shape EnsureShape checks:
// `shape` is unranked, or has its rank and each known dimension is type's.
bool shapeHolds(Type type, Attribute shape) {
  auto expected = dyn_cast<tf_type::ShapeAttr>(shape);
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!expected) return false;
  if (expected.getUnranked()) return true;
  if (!ranked || ranked.getRank() != int64_t(expected.getShape().size()))
    return false;
  for (auto [dim, want] : llvm::zip(ranked.getShape(), expected.getShape()))
    if (!ShapedType::isDynamic(want) && dim != want) return false;
  return true;
}

#include "passes/TFIdentity.inc"

// %y:N = "tf.IdentityN"(%x...)  ->  uses of %y#i use %x#i (when the types
// are equal).
struct RemoveIdentityN : OpRewritePattern<TF::IdentityNOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TF::IdentityNOp op,
                                PatternRewriter &rewriter) const override {
    if (op->getNumOperands() != op->getNumResults() ||
        !llvm::equal(op->getOperandTypes(), op->getResultTypes()))
      return rewriter.notifyMatchFailure(op, "types differ");
    rewriter.replaceOp(op, op->getOperands());
    return success();
  }
};

struct RemoveNoOp : OpRewritePattern<TF::NoOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TF::NoOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

// Reshape / Squeeze / ExpandDims of a Reshape / Squeeze / ExpandDims, with a
// static result: Reshape(x, result shape). The inner op stays while other
// ops use it; repeated, a chain becomes one Reshape, then nothing if that
// keeps x's type.
template <typename OpTy>
struct CollapseReshapes : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Operation *inner = op->getOperand(0).getDefiningOp();
    if (!isa_and_nonnull<TF::ReshapeOp, TF::SqueezeOp, TF::ExpandDimsOp>(inner))
      return rewriter.notifyMatchFailure(op, "operand is not reshaped");
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!type || !type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "result shape is not static");
    Value x = inner->getOperand(0);
    bool fitsI32 = llvm::all_of(type.getShape(), [](int64_t d) {
      return d <= std::numeric_limits<int32_t>::max();
    });
    Type index = fitsI32 ? rewriter.getI32Type() : rewriter.getI64Type();
    auto shapeType = RankedTensorType::get({type.getRank()}, index);
    SmallVector<APInt> dims;
    for (int64_t d : type.getShape())
      dims.push_back(APInt(index.getIntOrFloatBitWidth(), d));
    auto shape = TF::ConstOp::create(rewriter, op.getLoc(), shapeType,
                                     DenseElementsAttr::get(shapeType, dims));
    auto reshape = TF::ReshapeOp::create(rewriter, op.getLoc(), type, x, shape);
    if (auto device = op->getAttr("device")) reshape->setAttr("device", device);
    rewriter.replaceOp(op, reshape.getResult());
    return success();
  }
};

struct TFRemoveIdentityPass : impl::TFRemoveIdentityBase<TFRemoveIdentityPass> {
  using TFRemoveIdentityBase::TFRemoveIdentityBase;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns.add<RemoveIdentity, RemoveStopGradient, RemovePreventGradient,
                 RemoveSnapshot, RemoveIdentityN, RemoveNoOp>(context);
    if (reshapes)
      patterns.add<RemoveNoOpReshape, RemoveNoOpSqueeze,
                   RemoveSatisfiedEnsureShape, CollapseReshapes<TF::ReshapeOp>,
                   CollapseReshapes<TF::SqueezeOp>,
                   CollapseReshapes<TF::ExpandDimsOp>>(context);
    // Not converging within the iteration limit is no error here.
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

}  // namespace
}  // namespace tfrt::passes
