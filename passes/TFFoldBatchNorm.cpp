// tf-fold-batch-norm: inference FusedBatchNormV3 folded into the constant
// weights and bias of the preceding Conv2D or DepthwiseConv2dNative (a C++
// pattern: it computes new constants; passes/LinearKernels.h does the fold).
#include <cmath>

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "passes/ConstantValues.h"
#include "passes/LinearKernels.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFFOLDBATCHNORM
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

// The values of a float constant of shape [channels], or nothing.
std::optional<SmallVector<double>> channelValues(Value v, int64_t channels) {
  DenseElementsAttr attr = constantValue(v);
  if (!attr || !isComputableFloat(attr.getElementType()) ||
      attr.getType().getShape() != ArrayRef<int64_t>{channels})
    return std::nullopt;
  return toDoubles(attr);
}

struct FoldBatchNormIntoKernel : OpRewritePattern<TF::FusedBatchNormV3Op> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TF::FusedBatchNormV3Op bn,
                                PatternRewriter &rewriter) const override {
    if (bn.getIsTraining())
      return rewriter.notifyMatchFailure(bn, "training batch norm");
    for (Value r : bn->getResults().drop_front())
      if (!r.use_empty())
        return rewriter.notifyMatchFailure(bn, "batch statistics are used");
    if (bn.getDataFormat() != "NHWC")
      return rewriter.notifyMatchFailure(bn, "not NHWC");
    if (bn.getY().getType() != bn.getX().getType())
      return rewriter.notifyMatchFailure(bn, "y's type is not x's");
    std::optional<LinearKernel> k = matchLinearKernel(bn.getX());
    if (!k)
      return rewriter.notifyMatchFailure(
          bn, "x is not a convolution with constant weights used once");
    int64_t channels = k->channels;
    auto scale = channelValues(bn.getScale(), channels);
    auto offset = channelValues(bn.getOffset(), channels);
    auto mean = channelValues(bn.getMean(), channels);
    auto variance = channelValues(bn.getVariance(), channels);
    if (!scale || !offset || !mean || !variance)
      return rewriter.notifyMatchFailure(bn, "parameters are not constants");

    // y = (x - mean) * s + offset = x * s + (offset - mean * s), with
    // s = scale / sqrt(variance + epsilon).
    double epsilon = bn.getEpsilon().convertToFloat();
    SmallVector<double> s(channels), shift(channels);
    for (int64_t c = 0; c < channels; ++c) {
      s[c] = (*scale)[c] / std::sqrt((*variance)[c] + epsilon);
      shift[c] = (*offset)[c] - (*mean)[c] * s[c];
    }
    foldChannelAffine(rewriter, *k, bn, s, shift);
    return success();
  }
};

struct TFFoldBatchNormPass : impl::TFFoldBatchNormBase<TFFoldBatchNormPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldBatchNormIntoKernel>(&getContext());
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

}  // namespace
}  // namespace tfrt::passes
