// tf-fold-batch-norm: inference FusedBatchNormV3 folded into the constant
// filter and bias of the preceding Conv2D (a C++ pattern: it computes new
// constants).
#include <cmath>

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFFOLDBATCHNORM
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

// A splat constant is one value, whatever its shape: folding one with more
// elements than this would make a constant of that size (no fold, then).
constexpr int64_t kMaxExpandedSplat = int64_t(1) << 22;

// The f32 values of a constant tensor `v` of shape `shape`, or nothing.
std::optional<SmallVector<float>> constantF32(Value v,
                                              ArrayRef<int64_t> shape) {
  DenseElementsAttr attr;
  if (!matchPattern(v, m_Constant(&attr))) return std::nullopt;
  if (!attr.getElementType().isF32() || attr.getType().getShape() != shape ||
      (attr.isSplat() && attr.getNumElements() > kMaxExpandedSplat))
    return std::nullopt;
  auto values = attr.getValues<float>();
  return SmallVector<float>(values.begin(), values.end());
}

StringRef formatOf(Operation *op) {
  DictionaryAttr props =
      dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute());
  auto fmt = props ? dyn_cast_or_null<StringAttr>(props.get("data_format"))
                   : StringAttr();
  return fmt ? fmt.getValue() : StringRef("NHWC");
}

struct FoldBatchNormIntoConv2D : OpRewritePattern<TF::FusedBatchNormV3Op> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TF::FusedBatchNormV3Op bn,
                                PatternRewriter &rewriter) const override {
    if (bn.getIsTraining())
      return rewriter.notifyMatchFailure(bn, "training batch norm");
    for (Value r : bn->getResults().drop_front())
      if (!r.use_empty())
        return rewriter.notifyMatchFailure(bn, "batch statistics are used");
    if (formatOf(bn) != "NHWC")
      return rewriter.notifyMatchFailure(bn, "not NHWC");

    // x = Conv2D(input, filter) or BiasAdd(Conv2D(input, filter), bias).
    Value x = bn.getX();
    auto biasAdd = x.getDefiningOp<TF::BiasAddOp>();
    Value convOut = biasAdd ? biasAdd.getValue() : x;
    auto conv = convOut.getDefiningOp<TF::Conv2DOp>();
    if (!conv || !conv->hasOneUse() || (biasAdd && !biasAdd->hasOneUse()))
      return rewriter.notifyMatchFailure(bn, "not a Conv2D used once");
    if (formatOf(conv) != "NHWC" || (biasAdd && formatOf(biasAdd) != "NHWC"))
      return rewriter.notifyMatchFailure(bn, "not NHWC");

    auto filterType = dyn_cast<RankedTensorType>(conv.getFilter().getType());
    if (!filterType || !filterType.hasStaticShape() ||
        filterType.getRank() != 4 || !filterType.getElementType().isF32())
      return rewriter.notifyMatchFailure(bn, "filter is not a static f32 4-D");
    int64_t channels = filterType.getDimSize(3);
    auto filter = constantF32(conv.getFilter(), filterType.getShape());
    auto scale = constantF32(bn.getScale(), {channels});
    auto offset = constantF32(bn.getOffset(), {channels});
    auto mean = constantF32(bn.getMean(), {channels});
    auto variance = constantF32(bn.getVariance(), {channels});
    std::optional<SmallVector<float>> bias =
        biasAdd ? constantF32(biasAdd.getBias(), {channels})
                : SmallVector<float>(channels, 0.0f);
    if (!filter || !scale || !offset || !mean || !variance || !bias)
      return rewriter.notifyMatchFailure(
          bn, "parameters are not constants (or are too large splats)");

    // s = scale / sqrt(variance + epsilon); F' = F * s; b' = (b - mean) * s + offset.
    double epsilon = bn.getEpsilon().convertToFloat();
    SmallVector<float> s(channels), newBias(channels);
    for (int64_t c = 0; c < channels; ++c) {
      double sc = (*scale)[c] / std::sqrt(double((*variance)[c]) + epsilon);
      s[c] = static_cast<float>(sc);
      newBias[c] = static_cast<float>(((*bias)[c] - (*mean)[c]) * sc +
                                      (*offset)[c]);
    }
    SmallVector<float> newFilter(*filter);
    for (size_t i = 0; i < newFilter.size(); ++i)
      newFilter[i] = static_cast<float>(double(newFilter[i]) * s[i % channels]);

    Location loc = bn.getLoc();
    auto biasType = RankedTensorType::get({channels}, rewriter.getF32Type());
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(conv);  // the filter must dominate the conv
    auto filterConst = TF::ConstOp::create(
        rewriter, conv.getLoc(), filterType,
        DenseElementsAttr::get(filterType, ArrayRef<float>(newFilter)));
    rewriter.setInsertionPoint(bn);
    auto biasConst = TF::ConstOp::create(
        rewriter, loc, biasType,
        DenseElementsAttr::get(biasType, ArrayRef<float>(newBias)));
    rewriter.modifyOpInPlace(
        conv, [&] { conv.getFilterMutable().assign(filterConst.getResult()); });
    auto newBiasAdd = TF::BiasAddOp::create(
        rewriter, loc, bn.getY().getType(), conv.getResult(),
        biasConst.getResult(), rewriter.getStringAttr("NHWC"));
    if (auto device = bn->getAttr("device")) newBiasAdd->setAttr("device", device);
    // Only y has uses (checked above).
    rewriter.replaceAllUsesWith(bn.getY(), newBiasAdd.getResult());
    rewriter.eraseOp(bn);
    if (biasAdd) rewriter.eraseOp(biasAdd);
    return success();
  }
};

struct TFFoldBatchNormPass : impl::TFFoldBatchNormBase<TFFoldBatchNormPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldBatchNormIntoConv2D>(&getContext());
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

}  // namespace
}  // namespace tfrt::passes
