// tf-fold-channel-affine: a Mul, AddV2/Add or Sub by a per-output-channel
// constant after a Conv2D, DepthwiseConv2dNative or MatMul (+ BiasAdd) folded
// into its constant weights and bias. Keras 3 exports inference batch norm as
// `y * s + (beta - mean * s)` (and `(y - mean) * s + beta` forms): one
// rewrite per op, so any such chain folds step by step.
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "passes/ConstantValues.h"
#include "passes/LinearKernels.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFFOLDCHANNELAFFINE
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

// One value per channel if constant `v` broadcasts along the channels of a
// [..., channels] tensor of `rank` without growing it: a scalar, or of shape
// [1, ..., 1, channels] or [1, ..., 1] of rank at most `rank`.
std::optional<SmallVector<double>> perChannel(Value v, Type elementType,
                                              int64_t rank, int64_t channels) {
  DenseElementsAttr attr = constantValue(v);
  if (!attr || attr.getElementType() != elementType) return std::nullopt;
  ArrayRef<int64_t> shape = attr.getType().getShape();
  if (int64_t(shape.size()) > rank) return std::nullopt;
  if (!shape.empty() &&
      ((shape.back() != 1 && shape.back() != channels) ||
       llvm::any_of(shape.drop_back(), [](int64_t d) { return d != 1; })))
    return std::nullopt;
  SmallVector<double> values = toDoubles(attr);
  if (values.size() == 1) values.assign(channels, values[0]);
  return values;
}

enum class Affine { kScale, kShift, kNegativeShift };

// `x op c` (or `c op x` when commutative) with x a linear kernel's result.
template <typename OpTy, Affine kind, bool commutative>
struct FoldAffine : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    for (int i = 0; i < (commutative ? 2 : 1); ++i) {
      Value x = op->getOperand(i), c = op->getOperand(1 - i);
      if (x.getType() != op.getType()) continue;  // c would broadcast x
      std::optional<LinearKernel> k = matchLinearKernel(x);
      if (!k) continue;
      auto type = cast<RankedTensorType>(x.getType());
      auto values = perChannel(c, type.getElementType(), type.getRank(),
                               k->channels);
      if (!values) continue;
      if (kind == Affine::kScale) {
        foldChannelAffine(rewriter, *k, op, *values, {});
      } else {
        if (kind == Affine::kNegativeShift)
          for (double &v : *values) v = -v;
        foldChannelAffine(rewriter, *k, op, {}, *values);
      }
      return success();
    }
    return rewriter.notifyMatchFailure(
        op, "not a linear kernel's result (used once) and a per-channel "
            "constant");
  }
};

struct TFFoldChannelAffinePass
    : impl::TFFoldChannelAffineBase<TFFoldChannelAffinePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldAffine<TF::MulOp, Affine::kScale, true>,
                 FoldAffine<TF::AddV2Op, Affine::kShift, true>,
                 FoldAffine<TF::AddOp, Affine::kShift, true>,
                 FoldAffine<TF::SubOp, Affine::kNegativeShift, false>>(
        &getContext());
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

}  // namespace
}  // namespace tfrt::passes
