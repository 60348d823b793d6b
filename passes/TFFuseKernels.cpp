// tf-fuse-kernels: the DRR patterns of TFFusions.td and their helpers.
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFFUSEKERNELS
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

bool isFloatTensor(Value v) {
  return isa<FloatType>(getElementTypeOrSelf(v.getType()));
}

// `bias` is 1-D of static size d, `out` (the AddV2) has the type of the
// MatMul product `product`, whose last dimension is static and equal to d.
bool isBiasOf(Value bias, Value out, Value product) {
  auto biasType = dyn_cast<RankedTensorType>(bias.getType());
  auto outType = dyn_cast<RankedTensorType>(out.getType());
  if (!biasType || !outType || biasType.getRank() != 1 ||
      outType.getRank() < 1 || out.getType() != product.getType())
    return false;
  int64_t d = biasType.getDimSize(0);
  return !ShapedType::isDynamic(d) &&
         outType.getDimSize(outType.getRank() - 1) == d &&
         biasType.getElementType() == outType.getElementType();
}

bool sameDataFormat(Attribute a, Attribute b) {
  auto value = [](Attribute attr) -> StringRef {
    auto str = dyn_cast_or_null<StringAttr>(attr);
    return str ? str.getValue() : StringRef("NHWC");
  };
  return value(a) == value(b);
}

// The location of a fused op: one location per op it fuses, in execution
// order, so that the runtime can report an error of one part at that op's
// own location. Not FusedLoc's normalizing builder, which would flatten a
// member's own fused location and merge equal ones. The fused op's name as
// metadata marks the list: extending a fused op (`producer`) continues it.
Location membersLoc(Operation *producer, Operation *consumer,
                    StringRef fusedName) {
  MLIRContext *ctx = producer->getContext();
  auto marker = StringAttr::get(ctx, fusedName);
  SmallVector<Location> locs;
  auto members = dyn_cast<FusedLoc>(producer->getLoc());
  if (members && members.getMetadata() == marker)
    llvm::append_range(locs, members.getLocations());
  else
    locs.push_back(producer->getLoc());
  locs.push_back(consumer->getLoc());
  return FusedLoc::get(ctx, locs, marker);
}

// `fused` (just built), located at its members: those of `producer`, then
// `consumer`.
Value withMembersLoc(Value fused, Value producer, Value consumer) {
  Operation *op = fused.getDefiningOp();
  op->setLoc(membersLoc(producer.getDefiningOp(), consumer.getDefiningOp(),
                        op->getName().getStringRef()));
  return fused;
}

bool onlyBiasAdd(Attribute fusedOps) {
  auto ops = dyn_cast_or_null<ArrayAttr>(fusedOps);
  if (!ops || ops.size() != 1) return false;
  auto name = dyn_cast<StringAttr>(ops[0]);
  return name && name.getValue() == "BiasAdd";
}

// _FusedConv2D(x, filter, args) {fused_ops, num_args = |args|, epsilon = 0}
// with the convolution attributes of `conv` (a Conv2D or a _FusedConv2D),
// replacing `out`, located at the ops it fuses.
Value buildFusedConv2D(PatternRewriter &rewriter, Value out, Value conv,
                       ValueRange args, ArrayAttr fusedOps) {
  Operation *convOp = conv.getDefiningOp();
  Builder b(rewriter.getContext());
  SmallVector<NamedAttribute> attrs;
  // The convolution attributes, inherent ones only (properties).
  static constexpr StringLiteral kConvAttrs[] = {
      "strides", "padding", "explicit_paddings", "data_format",
      "dilations", "use_cudnn_on_gpu", "filter_format"};
  DictionaryAttr props =
      dyn_cast_or_null<DictionaryAttr>(convOp->getPropertiesAsAttribute());
  for (StringLiteral name : kConvAttrs)
    if (Attribute value = props ? props.get(name) : Attribute())
      attrs.emplace_back(b.getStringAttr(name), value);
  attrs.emplace_back(b.getStringAttr("num_args"),
                     b.getI64IntegerAttr(args.size()));
  attrs.emplace_back(b.getStringAttr("fused_ops"), fusedOps);
  attrs.emplace_back(b.getStringAttr("epsilon"), b.getF32FloatAttr(0.0f));
  attrs.emplace_back(
      b.getStringAttr("operandSegmentSizes"),
      b.getDenseI32ArrayAttr({1, 1, static_cast<int32_t>(args.size()), 0}));
  // Discardable attributes (device, ...) of the convolution.
  for (NamedAttribute attr : convOp->getDiscardableAttrs())
    attrs.push_back(attr);
  SmallVector<Value> operands{convOp->getOperand(0), convOp->getOperand(1)};
  operands.append(args.begin(), args.end());
  Location loc = membersLoc(convOp, out.getDefiningOp(),
                            TF::FusedConv2DOp::getOperationName());
  auto fused = TF::FusedConv2DOp::create(rewriter, loc,
                                         TypeRange{out.getType()}, operands,
                                         attrs);
  return fused.getResult();
}

#include "passes/TFFusions.inc"

struct TFFuseKernelsPass : impl::TFFuseKernelsBase<TFFuseKernelsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateWithGenerated(patterns);
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

}  // namespace
}  // namespace tfrt::passes
