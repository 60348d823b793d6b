#include "passes/LinearKernels.h"

#include "passes/ConstantValues.h"

namespace tfrt::passes {

using namespace mlir;

namespace {

// A float constant of static `shape` with `elementType`, not a splat too
// large to expand.
DenseElementsAttr floatConstant(Value v, Type elementType,
                                ArrayRef<int64_t> shape) {
  DenseElementsAttr attr = constantValue(v);
  if (!attr || attr.getElementType() != elementType ||
      attr.getType().getShape() != shape ||
      (attr.isSplat() && attr.getNumElements() > kMaxExpandedSplat))
    return {};
  return attr;
}

// The output channel of each weight element, given its flat index.
struct ChannelOf {
  int64_t channels, inner;  // weights [N, K] (MatMul with transpose_b): inner = K
  int64_t operator()(int64_t i) const {
    return inner ? i / inner : i % channels;
  }
};

// How the weights of `kernel` map to `channels` output channels, if they are
// laid out as the kernel's NHWC / row-major form says.
std::optional<ChannelOf> channelMap(Operation *kernel, ArrayRef<int64_t> w,
                                    int64_t channels) {
  if (auto conv = dyn_cast<TF::Conv2DOp>(kernel)) {
    // [H, W, Cin, Cout] (grouped convolutions too).
    if (conv.getDataFormat() == "NHWC" && w.size() == 4 && w[3] == channels)
      return ChannelOf{channels, 0};
  } else if (auto dw = dyn_cast<TF::DepthwiseConv2dNativeOp>(kernel)) {
    // [H, W, Cin, multiplier]: output channel cin * multiplier + m.
    if (dw.getDataFormat() == "NHWC" && w.size() == 4 &&
        w[2] * w[3] == channels)
      return ChannelOf{channels, 0};
  } else if (auto mm = dyn_cast<TF::MatMulOp>(kernel)) {
    // b is [K, N], or [N, K] with transpose_b.
    if (w.size() == 2 && w[mm.getTransposeB() ? 0 : 1] == channels)
      return ChannelOf{channels, mm.getTransposeB() ? w[1] : 0};
  }
  return std::nullopt;
}

}  // namespace

std::optional<LinearKernel> matchLinearKernel(Value value) {
  if (!value.hasOneUse()) return std::nullopt;
  LinearKernel k;
  k.result = value;
  Operation *def = value.getDefiningOp();
  if (auto biasAdd = dyn_cast_or_null<TF::BiasAddOp>(def)) {
    if (biasAdd.getDataFormat() != "NHWC" || !biasAdd.getValue().hasOneUse())
      return std::nullopt;
    k.biasAdd = biasAdd;
    def = biasAdd.getValue().getDefiningOp();
  }
  if (!isa_and_nonnull<TF::Conv2DOp, TF::DepthwiseConv2dNativeOp, TF::MatMulOp>(
          def))
    return std::nullopt;
  k.kernel = def;
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || type.getRank() == 0 || !isComputableFloat(type.getElementType()))
    return std::nullopt;
  k.channels = type.getShape().back();
  if (ShapedType::isDynamic(k.channels)) return std::nullopt;
  auto wType = dyn_cast<RankedTensorType>(def->getOperand(1).getType());
  if (!wType || !wType.hasStaticShape() ||
      !channelMap(def, wType.getShape(), k.channels) ||
      !floatConstant(def->getOperand(1), type.getElementType(),
                     wType.getShape()))
    return std::nullopt;
  if (k.biasAdd && !floatConstant(k.biasAdd.getBias(), type.getElementType(),
                                  {k.channels}))
    return std::nullopt;
  return k;
}

void foldChannelAffine(PatternRewriter &rewriter, const LinearKernel &k,
                       Operation *root, ArrayRef<double> scale,
                       ArrayRef<double> shift) {
  int64_t channels = k.channels;
  Value weights = k.kernel->getOperand(1);
  auto wType = cast<RankedTensorType>(weights.getType());
  Type elementType = wType.getElementType();
  auto biasType = RankedTensorType::get({channels}, elementType);
  TF::BiasAddOp biasAdd = k.biasAdd;
  SmallVector<double> bias =
      biasAdd ? toDoubles(constantValue(biasAdd.getBias()))
                : SmallVector<double>(channels, 0.0);
  for (int64_t c = 0; c < channels; ++c)
    bias[c] = bias[c] * (scale.empty() ? 1.0 : scale[c]) +
              (shift.empty() ? 0.0 : shift[c]);

  // The new constants go in front of the kernel, which they must dominate.
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(k.kernel);
  if (!scale.empty()) {
    SmallVector<double> w = toDoubles(constantValue(weights));
    ChannelOf channelOf = *channelMap(k.kernel, wType.getShape(), channels);
    for (int64_t i = 0, e = w.size(); i < e; ++i) w[i] *= scale[channelOf(i)];
    auto newWeights = TF::ConstOp::create(rewriter, weights.getLoc(), wType,
                                          fromDoubles(wType, w));
    rewriter.modifyOpInPlace(
        k.kernel, [&] { k.kernel->setOperand(1, newWeights.getResult()); });
  }
  Value out = k.kernel->getResult(0);
  if (biasAdd || !shift.empty()) {
    auto biasConst = TF::ConstOp::create(rewriter, root->getLoc(), biasType,
                                         fromDoubles(biasType, bias));
    if (biasAdd) {
      rewriter.modifyOpInPlace(biasAdd, [&] {
        biasAdd.getBiasMutable().assign(biasConst.getResult());
      });
    } else {
      rewriter.setInsertionPoint(root);
      biasAdd = TF::BiasAddOp::create(rewriter, root->getLoc(), out.getType(),
                                      out, biasConst.getResult(),
                                      rewriter.getStringAttr("NHWC"));
      if (auto device = root->getAttr("device"))
        biasAdd->setAttr("device", device);
    }
    out = biasAdd.getResult();
  }
  rewriter.replaceAllUsesWith(root->getResult(0), out);
  rewriter.eraseOp(root);
}

}  // namespace tfrt::passes
