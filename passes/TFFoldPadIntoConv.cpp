// tf-fold-pad-into-conv: a zero Pad / PadV2 of the spatial dimensions in
// front of a VALID (or EXPLICIT) Conv2D or DepthwiseConv2dNative becomes the
// convolution's explicit padding, as Keras' ZeroPadding2D + Conv2D('valid')
// (ResNet, MobileNet, EfficientNet) asks: one op and one copy less. A Pad that
// several convolutions read (NASNet's separable convolutions) folds into each.
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "passes/ConstantValues.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFFOLDPADINTOCONV
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

// True if `v` is a constant whose elements are all zero (+0 or -0).
bool isZeroConstant(Value v) {
  DenseElementsAttr attr = constantValue(v);
  if (!attr) return false;
  if (isa<FloatType>(attr.getElementType()))
    return llvm::all_of(attr.getValues<APFloat>(),
                        [](const APFloat &f) { return f.isZero(); });
  if (isa<IntegerType>(attr.getElementType()))
    return llvm::all_of(attr.getValues<APInt>(),
                        [](const APInt &i) { return i.isZero(); });
  return false;
}

// A convolution the pad can fold into: VALID or EXPLICIT padding.
bool isFoldableConv(Operation *op) {
  if (auto conv = dyn_cast<TF::Conv2DOp>(op))
    return conv.getPadding() == "VALID" || conv.getPadding() == "EXPLICIT";
  if (auto conv = dyn_cast<TF::DepthwiseConv2dNativeOp>(op))
    return conv.getPadding() == "VALID" || conv.getPadding() == "EXPLICIT";
  return false;
}

template <typename ConvOp>
struct FoldPadIntoConv : OpRewritePattern<ConvOp> {
  using OpRewritePattern<ConvOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvOp conv,
                                PatternRewriter &rewriter) const override {
    StringRef padding = conv.getPadding();
    if (padding != "VALID" && padding != "EXPLICIT")
      return rewriter.notifyMatchFailure(conv, "SAME padding");
    Value padded = conv.getInput();
    Operation *pad = padded.getDefiningOp();
    // Every user must take the padding (NASNet pads once for two separable
    // convolutions): the Pad then goes with the last one folded.
    if (!isa_and_nonnull<TF::PadOp, TF::PadV2Op>(pad) ||
        !llvm::all_of(padded.getUsers(), isFoldableConv))
      return rewriter.notifyMatchFailure(conv, "input is not a Pad used by convolutions only");
    if (isa<TF::PadV2Op>(pad) && !isZeroConstant(pad->getOperand(2)))
      return rewriter.notifyMatchFailure(conv, "pads with a non-zero value");
    auto inputType = dyn_cast<RankedTensorType>(pad->getOperand(0).getType());
    if (!inputType || inputType.getRank() != 4)
      return rewriter.notifyMatchFailure(conv, "pad input is not 4-D");

    // paddings is [4, 2], rows in the input's (data format's) dimension
    // order, as explicit_paddings is.
    DenseElementsAttr attr = constantValue(pad->getOperand(1));
    std::optional<SmallVector<int64_t>> pads;
    if (attr && attr.getType().getShape() == ArrayRef<int64_t>{4, 2})
      pads = toInts(attr);
    if (!pads)
      return rewriter.notifyMatchFailure(conv, "paddings are not a constant");
    int64_t channelDim = conv.getDataFormat() == "NHWC" ? 3 : 1;
    for (int64_t dim : {int64_t(0), channelDim})
      if ((*pads)[2 * dim] != 0 || (*pads)[2 * dim + 1] != 0)
        return rewriter.notifyMatchFailure(conv, "pads the batch or channels");
    if (llvm::any_of(*pads, [](int64_t p) { return p < 0; }))
      return rewriter.notifyMatchFailure(conv, "negative paddings (a crop)");

    SmallVector<int64_t> explicitPads(8, 0);
    if (padding == "EXPLICIT") {
      ArrayAttr old = conv.getExplicitPaddings();
      if (old.size() != 8)
        return rewriter.notifyMatchFailure(conv, "malformed explicit_paddings");
      for (int i = 0; i < 8; ++i)
        explicitPads[i] = cast<IntegerAttr>(old[i]).getInt();
    }
    for (int i = 0; i < 8; ++i) explicitPads[i] += (*pads)[i];
    rewriter.modifyOpInPlace(conv, [&] {
      conv.getInputMutable().assign(pad->getOperand(0));
      conv.setPadding("EXPLICIT");
      conv.setExplicitPaddingsAttr(rewriter.getI64ArrayAttr(explicitPads));
    });
    if (pad->use_empty()) rewriter.eraseOp(pad);
    return success();
  }
};

struct TFFoldPadIntoConvPass
    : impl::TFFoldPadIntoConvBase<TFFoldPadIntoConvPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldPadIntoConv<TF::Conv2DOp>,
                 FoldPadIntoConv<TF::DepthwiseConv2dNativeOp>>(&getContext());
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

}  // namespace
}  // namespace tfrt::passes
