// tf-fuse-kernels: grappler remapper's fusions of a contraction (MatMul,
// Conv2D, DepthwiseConv2dNative) with its bias, a residual add and an
// activation into one _FusedMatMul / _FusedConv2D /
// _FusedDepthwiseConv2dNative. The DRR patterns of TFFusions.td make the
// fused op; the C++ patterns here append the activation: one op from a table,
// or the multi-op forms of Swish and GELU that Keras and TensorFlow print.
#include <cmath>

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "passes/ConstantValues.h"
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
// contraction's result `product`, whose last dimension is static and equal
// to d.
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

// `reshaped` is a Reshape's result whose last dimension is its operand's
// (both static): a bias along it, or an element-wise op, commutes with it.
bool keepsLastDim(Value reshaped) {
  auto reshape = reshaped.getDefiningOp<TF::ReshapeOp>();
  if (!reshape)
    return false;
  auto in = dyn_cast<RankedTensorType>(reshape.getTensor().getType());
  auto out = dyn_cast<RankedTensorType>(reshaped.getType());
  if (!in || !out || in.getRank() < 1 || out.getRank() < 1)
    return false;
  int64_t d = in.getDimSize(in.getRank() - 1);
  return !ShapedType::isDynamic(d) && out.getDimSize(out.getRank() - 1) == d;
}

// `op` moves data without touching the last (channel) dimension: a Reshape
// or Squeeze that keeps it (static, equal), or a BatchToSpaceND whose blocks
// leave it alone (Keras's Conv1D: Conv2D, then Squeeze; dilated, then
// BatchToSpaceND). A bias along the last dimension, or an element-wise activation,
// commutes with it.
bool isChannelMove(Operation *op) {
  // (BatchToSpaceND is not registered: known by name, operands counted.)
  bool batchToSpace = op && op->getName().getStringRef() == "tf.BatchToSpaceND" &&
                      op->getNumOperands() == 3;
  if (!op || op->getNumResults() != 1 || op->getNumOperands() < 1 ||
      !(isa<TF::ReshapeOp, TF::SqueezeOp>(op) || batchToSpace))
    return false;
  auto in = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  auto out = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!in || !out || in.getRank() < 1 || out.getRank() < 1 ||
      in.getElementType() != out.getElementType())
    return false;
  if (batchToSpace) {  // block_shape [M]: the batch goes into dimensions 1..M only
    auto block = dyn_cast<RankedTensorType>(op->getOperand(1).getType());
    if (!block || block.getRank() != 1 || ShapedType::isDynamic(block.getDimSize(0)) ||
        block.getDimSize(0) > in.getRank() - 2)
      return false;
  }
  int64_t d = in.getDimSize(in.getRank() - 1);
  return !ShapedType::isDynamic(d) && out.getDimSize(out.getRank() - 1) == d;
}

// The channel moves under `v` (outermost first), each result used once,
// down to the value they start from (`start`); in `block`.
SmallVector<Operation *> channelMoves(Value v, Block *block, Value &start) {
  SmallVector<Operation *> moves;
  while (Operation *op = v.getDefiningOp()) {
    if (!isChannelMove(op) || op->getBlock() != block || !v.hasOneUse()) break;
    moves.push_back(op);
    v = op->getOperand(0);
  }
  start = v;
  return moves;
}

bool sameDataFormat(Attribute a, Attribute b) {
  auto value = [](Attribute attr) -> StringRef {
    auto str = dyn_cast_or_null<StringAttr>(attr);
    return str ? str.getValue() : StringRef("NHWC");
  };
  return value(a) == value(b);
}

//===----------------------------------------------------------------------===//
// Fused ops and their locations
//===----------------------------------------------------------------------===//

// The fused op's fused_ops, as strings.
SmallVector<StringRef> fusedOpNames(Operation *op) {
  SmallVector<StringRef> names;
  if (auto ops = op->getAttrOfType<ArrayAttr>("fused_ops"))
    for (Attribute name : ops)
      if (auto str = dyn_cast<StringAttr>(name))
        names.push_back(str.getValue());
  return names;
}

// `v` is the result of a fused op of this pass's whose fused_ops are `want`,
// in the block of `user`, with no host args (_FusedConv2D's quantized
// inputs); that op, else null.
Operation *fusedProducer(Value v, ArrayRef<StringRef> want, Operation *user) {
  Operation *op = v.getDefiningOp();
  if (!isa_and_nonnull<TF::FusedMatMulOp, TF::FusedConv2DOp,
                       TF::FusedDepthwiseConv2dNativeOp>(op) ||
      op->getBlock() != user->getBlock() ||
      ArrayRef<StringRef>(fusedOpNames(op)) != want)
    return nullptr;
  if (auto conv = dyn_cast<TF::FusedConv2DOp>(op))
    if (!conv.getHostArgs().empty())
      return nullptr;
  return op;
}

// The location of a fused op: one location per op it fuses, in execution
// order, so that the runtime can report an error of one part at that op's
// own location. Not FusedLoc's normalizing builder, which would flatten a
// member's own fused location and merge equal ones. The fused op's name as
// metadata marks the list: extending a fused op (`producer`) continues it.
Location membersLoc(Operation *producer, ArrayRef<Operation *> consumers,
                    StringRef fusedName) {
  MLIRContext *ctx = producer->getContext();
  auto marker = StringAttr::get(ctx, fusedName);
  SmallVector<Location> locs;
  auto members = dyn_cast<FusedLoc>(producer->getLoc());
  if (members && members.getMetadata() == marker)
    llvm::append_range(locs, members.getLocations());
  else
    locs.push_back(producer->getLoc());
  for (Operation *consumer : consumers)
    locs.push_back(consumer->getLoc());
  return FusedLoc::get(ctx, locs, marker);
}

// `fused` (just built), located at its members: those of `producer`, then
// `consumer`.
Value withMembersLoc(Value fused, Value producer, Value consumer) {
  Operation *op = fused.getDefiningOp();
  op->setLoc(membersLoc(producer.getDefiningOp(), {consumer.getDefiningOp()},
                        op->getName().getStringRef()));
  return fused;
}

// _FusedConv2D / _FusedDepthwiseConv2dNative(x, filter, bias) {fused_ops =
// ["BiasAdd"], epsilon = 0} with the convolution attributes of `conv` (a
// Conv2D / DepthwiseConv2dNative), replacing `out`, located at both.
Value buildFusedConv(PatternRewriter &rewriter, Value out, Value conv,
                     Value bias) {
  Operation *convOp = conv.getDefiningOp();
  bool depthwise = isa<TF::DepthwiseConv2dNativeOp>(convOp);
  Builder b(rewriter.getContext());
  SmallVector<NamedAttribute> attrs;
  // The convolution attributes, inherent ones only (properties); the
  // depthwise op has no use_cudnn_on_gpu.
  static constexpr StringLiteral kConvAttrs[] = {
      "strides", "padding", "explicit_paddings", "data_format",
      "dilations", "use_cudnn_on_gpu"};
  DictionaryAttr props =
      dyn_cast_or_null<DictionaryAttr>(convOp->getPropertiesAsAttribute());
  for (StringLiteral name : kConvAttrs)
    if (Attribute value = props ? props.get(name) : Attribute())
      attrs.emplace_back(b.getStringAttr(name), value);
  attrs.emplace_back(b.getStringAttr("fused_ops"),
                     b.getStrArrayAttr({"BiasAdd"}));
  attrs.emplace_back(b.getStringAttr("epsilon"), b.getF32FloatAttr(0.0f));
  if (!depthwise) {
    attrs.emplace_back(b.getStringAttr("num_args"), b.getI64IntegerAttr(1));
    attrs.emplace_back(b.getStringAttr("operandSegmentSizes"),
                       b.getDenseI32ArrayAttr({1, 1, 1, 0}));
  }
  // Discardable attributes (device, ...) of the convolution.
  for (NamedAttribute attr : convOp->getDiscardableAttrs())
    attrs.push_back(attr);
  StringRef name = depthwise
                       ? TF::FusedDepthwiseConv2dNativeOp::getOperationName()
                       : TF::FusedConv2DOp::getOperationName();
  OperationState state(membersLoc(convOp, {out.getDefiningOp()}, name), name);
  state.addOperands({convOp->getOperand(0), convOp->getOperand(1), bias});
  state.addTypes(out.getType());
  state.addAttributes(attrs);
  return rewriter.create(state)->getResult(0);
}

// `fused` rebuilt with `name` appended to its fused_ops, `extra` to its args
// and `set` among its attributes, before `members`' last (the ops it now
// fuses besides `fused`, in execution order), of `fused`'s result type.
Operation *buildExtended(PatternRewriter &rewriter, Operation *fused,
                         ArrayRef<Operation *> members, StringRef name,
                         ValueRange extra = {},
                         ArrayRef<NamedAttribute> set = {}) {
  Builder b(rewriter.getContext());
  NamedAttrList attrs;
  if (auto props =
          dyn_cast_or_null<DictionaryAttr>(fused->getPropertiesAsAttribute()))
    attrs.append(props.getValue());
  SmallVector<StringRef> ops = fusedOpNames(fused);
  ops.push_back(name);
  attrs.set("fused_ops", b.getStrArrayAttr(ops));
  for (NamedAttribute attr : set)
    attrs.set(attr.getName(), attr.getValue());
  int64_t numArgs = fused->getNumOperands() - 2 + extra.size();
  // Where the op stores num_args (_FusedConv2D), and its operand groups.
  if (attrs.get("num_args"))
    attrs.set("num_args", b.getI64IntegerAttr(numArgs));
  if (attrs.get("operandSegmentSizes"))
    attrs.set("operandSegmentSizes",
              b.getDenseI32ArrayAttr({1, 1, static_cast<int32_t>(numArgs), 0}));
  attrs.append(fused->getDiscardableAttrs());
  OperationState state(
      membersLoc(fused, members, fused->getName().getStringRef()),
      fused->getName());
  state.addOperands(fused->getOperands());
  state.addOperands(extra);
  state.addTypes(fused->getResultTypes());
  state.addAttributes(attrs);
  return rewriter.create(state);
}

//===----------------------------------------------------------------------===//
// Residual add (the DRR patterns' helpers)
//===----------------------------------------------------------------------===//

bool takesResidual(Value fused, Value other, Value out) {
  Operation *add = out.getDefiningOp();
  Operation *op = fusedProducer(fused, {"BiasAdd"}, add);
  auto type = dyn_cast<RankedTensorType>(out.getType());
  return op && !isa<TF::FusedDepthwiseConv2dNativeOp>(op) && type &&
         type.hasStaticShape() && fused.getType() == type &&
         other.getType() == type && isFloatTensor(out);
}

// The fused op extended with the residual (DRR replaces `out` with it; the
// old fused op, now unused and pure, is erased by the driver).
Value addResidual(PatternRewriter &rewriter, Value out, Value fused,
                  Value other) {
  return buildExtended(rewriter, fused.getDefiningOp(), {out.getDefiningOp()},
                       "Add", other)
      ->getResult(0);
}

#include "passes/TFFusions.inc"

//===----------------------------------------------------------------------===//
// Activations
//===----------------------------------------------------------------------===//

// What an activation of `y` extends: a fused op with fused_ops ["BiasAdd"]
// or ["BiasAdd", "Add"] whose result is `y`, or reaches `y` through channel
// moves (a Dense layer on a 3-D input, a Conv1D), in `root`'s block.
struct Producer {
  Operation *fused = nullptr;
  SmallVector<Operation *> moves;  // between `fused` and the activation, outermost first
};

// The producer of `y`, used `uses` times (by the activation), else none.
Producer activationProducer(Value y, unsigned uses, Operation *root) {
  if (!llvm::hasNItems(y.getUses(), uses))
    return {};
  Value result = y;
  SmallVector<Operation *> moves;
  if (Operation *top = y.getDefiningOp(); isChannelMove(top) && top->getBlock() == root->getBlock()) {
    moves = channelMoves(top->getOperand(0), root->getBlock(), result);
    moves.insert(moves.begin(), top);
    if (!result.hasOneUse())
      return {};
  }
  static constexpr StringRef kBias[] = {"BiasAdd"};
  static constexpr StringRef kBiasAdd[] = {"BiasAdd", "Add"};
  for (ArrayRef<StringRef> want : {ArrayRef(kBias), ArrayRef(kBiasAdd)})
    if (Operation *op = fusedProducer(result, want, root))
      return {op, moves};
  return {};
}

// Clones `moves` (outermost first) onto `value`, innermost first: the value
// they now make.
Value replayMoves(PatternRewriter &rewriter, ArrayRef<Operation *> moves, Value from, Value value) {
  IRMapping map;
  map.map(from, value);
  for (Operation *move : llvm::reverse(moves)) {
    Operation *copy = rewriter.clone(*move, map);
    map.map(move->getResult(0), copy->getResult(0));
    value = copy->getResult(0);
  }
  return value;
}

// The producer's fused op extended with the activation `name` (`set` among
// its attributes) replaces the last of `members` (the activation's ops, in
// execution order), moved as before if it was. The members, the old moves
// and fused op are erased, users first (unregistered ops such as tf.Erfc are
// not known to be free of side effects: nothing else would erase them).
void extendFused(PatternRewriter &rewriter, Producer producer,
                 ArrayRef<Operation *> members, StringRef name,
                 ArrayRef<NamedAttribute> set = {}) {
  Operation *extended =
      buildExtended(rewriter, producer.fused, members, name, {}, set);
  Value result = replayMoves(rewriter, producer.moves, producer.fused->getResult(0),
                             extended->getResult(0));
  rewriter.replaceOp(members.back(), result);
  for (Operation *member : llvm::reverse(members.drop_back()))
    rewriter.eraseOp(member);
  for (Operation *move : producer.moves)
    rewriter.eraseOp(move);
  rewriter.eraseOp(producer.fused);
}

// A bias (1-D, along the last dimension: BiasAdd NHWC, or AddV2 either
// order) of channel moves of a convolution's result goes before the moves,
// where the convolution's bias patterns fuse it: Keras's Conv1D adds its bias
// after the Squeeze (and a dilated one after BatchToSpaceND too).
struct SinkBiasBelowMoves : RewritePattern {
  SinkBiasBelowMoves(MLIRContext *ctx, StringRef opName)
      : RewritePattern(opName, /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *root,
                                PatternRewriter &rewriter) const override {
    if (root->getNumOperands() != 2 || root->getNumResults() != 1) return failure();
    if (isa<TF::BiasAddOp>(root) &&
        !sameDataFormat(root->getAttr("data_format"), Attribute()))
      return failure();
    for (int i = 0; i < (isa<TF::BiasAddOp>(root) ? 1 : 2); ++i) {
      Value moved = root->getOperand(i), bias = root->getOperand(1 - i);
      Value start;
      SmallVector<Operation *> moves = channelMoves(moved, root->getBlock(), start);
      Operation *conv = start.getDefiningOp();
      if (moves.empty() || !start.hasOneUse() ||
          !isa_and_nonnull<TF::Conv2DOp, TF::DepthwiseConv2dNativeOp>(conv) ||
          !sameDataFormat(conv->getAttr("data_format"), Attribute()) ||
          root->getResult(0).getType() != moved.getType() || !isFloatTensor(start) ||
          !isBiasOf(bias, start, start))
        continue;
      auto biased = TF::BiasAddOp::create(rewriter, root->getLoc(), start.getType(), start,
                                          bias, rewriter.getStringAttr("NHWC"));
      rewriter.replaceOp(root, replayMoves(rewriter, moves, start, biased));
      for (Operation *move : moves) rewriter.eraseOp(move);
      return success();
    }
    return failure();
  }
};

// An attribute of `op`, inherent or discardable, or of the properties an
// unregistered op (tf.LeakyRelu) keeps as a dictionary.
Attribute anyAttr(Operation *op, StringRef name) {
  if (Attribute attr = op->getAttr(name))
    return attr;
  auto props = dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute());
  return props ? props.get(name) : Attribute();
}

// A one-op activation: `root` of `y` -> fused_ops + [activation].
struct FuseActivation : RewritePattern {
  FuseActivation(MLIRContext *ctx, StringRef opName, StringRef activation)
      : RewritePattern(opName, /*benefit=*/1, ctx), activation(activation) {}

  LogicalResult matchAndRewrite(Operation *root,
                                PatternRewriter &rewriter) const override {
    if (root->getNumOperands() != 1 || root->getNumResults() != 1 ||
        root->getResult(0).getType() != root->getOperand(0).getType())
      return failure();
    Producer fused = activationProducer(root->getOperand(0), 1, root);
    if (!fused.fused)
      return failure();
    SmallVector<NamedAttribute> set;
    if (activation == "LeakyRelu") {
      // TensorFlow's default alpha when the op has none.
      auto alpha = dyn_cast_or_null<FloatAttr>(anyAttr(root, "alpha"));
      double value = alpha ? alpha.getValueAsDouble() : 0.2;
      set.emplace_back(rewriter.getStringAttr("leakyrelu_alpha"),
                       rewriter.getF32FloatAttr(value));
    }
    extendFused(rewriter, fused, {root}, activation, set);
    return success();
  }

  StringRef activation;
};

// Matching the multi-op activations: each interior value is the single
// result of an op of the expected name, used once, of `y`'s type (so no
// broadcast changes a shape), in `y`'s block; each match appends the ops it
// accepts to `members`.
struct Chain {
  Value y;
  Operation *root;
  SmallVector<Operation *> members;

  // `v` is the result of a `name` op as above: that op, else null.
  Operation *op(Value v, StringRef name) const {
    Operation *def = v.getDefiningOp();
    if (!def || def->getName().getStringRef() != name ||
        def->getNumResults() != 1 || !v.hasOneUse() ||
        v.getType() != y.getType() || def->getBlock() != root->getBlock())
      return nullptr;
    return def;
  }

  // `v` is a splat constant within float rounding of `value`.
  static bool isConstant(Value v, double value) {
    DenseFPElementsAttr attr;
    if (!matchPattern(v, m_Constant(&attr)) || !attr.isSplat())
      return false;
    double c = attr.getSplatValue<APFloat>().convertToDouble();
    return std::abs(c - value) <= 1e-6 * std::abs(value);
  }

  // `binary` (two operands) has `value` as one operand: the other, else null.
  static Value other(Operation *binary, function_ref<bool(Value)> isOne) {
    if (!binary || binary->getNumOperands() != 2)
      return Value();
    if (isOne(binary->getOperand(0)))
      return binary->getOperand(1);
    if (isOne(binary->getOperand(1)))
      return binary->getOperand(0);
    return Value();
  }

  // `v` = name(y, constant value) or name(constant value, y).
  bool yTimes(Value v, StringRef name, double value) {
    Operation *def = op(v, name);
    Value rest = other(def, [&](Value x) { return isConstant(x, value); });
    if (!rest || rest != y)
      return false;
    members.push_back(def);
    return true;
  }

  // `v` = name(w, constant value) or name(constant value, w): w, else null.
  Value timesConstant(Value v, StringRef name, double value) {
    Operation *def = op(v, name);
    Value rest = other(def, [&](Value x) { return isConstant(x, value); });
    if (rest)
      members.push_back(def);
    return rest;
  }
};

// Swish, x * Sigmoid(x) (either order) -> "_MklSwish", the name TensorFlow's
// oneDNN remapper gives it in fused_ops.
struct FuseSwish : OpRewritePattern<TF::MulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TF::MulOp root,
                                PatternRewriter &rewriter) const override {
    for (auto [y, s] : {std::pair(root.getX(), root.getY()),
                        std::pair(root.getY(), root.getX())}) {
      Chain chain{y, root, {}};
      Operation *sigmoid = chain.op(s, "tf.Sigmoid");
      if (!sigmoid || sigmoid->getOperand(0) != y ||
          root.getType() != y.getType())
        continue;
      Producer fused = activationProducer(y, 2, root);
      if (!fused.fused)
        continue;
      extendFused(rewriter, fused, {sigmoid, root}, "_MklSwish");
      return success();
    }
    return failure();
  }
};

// A shape constant (i32) for a Reshape to `type` (static).
Value shapeConstant(PatternRewriter &rewriter, Location loc, RankedTensorType type) {
  SmallVector<int32_t> dims(type.getShape().begin(), type.getShape().end());
  auto shapeType = RankedTensorType::get({type.getRank()}, rewriter.getI32Type());
  return TF::ConstOp::create(rewriter, loc, shapeType,
                             DenseIntElementsAttr::get(shapeType, ArrayRef<int32_t>(dims)));
}

bool isStaticFloat(Type type, int64_t minRank) {
  auto t = dyn_cast<RankedTensorType>(type);
  return t && t.hasStaticShape() && t.getRank() >= minRank && isa<FloatType>(t.getElementType());
}

// The bias of AddV2(r, b), r = Reshape(y) splitting y's last dimension N into
// the trailing dimensions T (leading ones unchanged, static; r used once),
// b a float constant of shape T (leading 1s allowed, rank at most r's): b
// as [N], else null.
DenseElementsAttr splitBias(TF::AddV2Op add, Value r, Value b) {
  auto reshape = r.getDefiningOp<TF::ReshapeOp>();
  DenseElementsAttr bias;
  if (!reshape || !r.hasOneUse() || !matchPattern(b, m_Constant(&bias)))
    return {};
  auto yType = dyn_cast<RankedTensorType>(reshape.getTensor().getType());
  auto rType = dyn_cast<RankedTensorType>(r.getType());
  auto bType = dyn_cast<RankedTensorType>(b.getType());
  if (!yType || !rType || !bType || !yType.hasStaticShape() || !rType.hasStaticShape() ||
      yType.getRank() < 1 || add.getType() != rType || !isa<FloatType>(bType.getElementType()) ||
      bType.getElementType() != rType.getElementType())
    return {};
  int64_t lead = yType.getRank() - 1;
  ArrayRef<int64_t> rShape = rType.getShape(), bShape = bType.getShape();
  if (rType.getRank() < lead + 2 || rShape.take_front(lead) != yType.getShape().take_front(lead))
    return {};
  ArrayRef<int64_t> trailing = rShape.drop_front(lead);
  int64_t split = 1;
  for (int64_t d : trailing)
    split *= d;
  if (split != yType.getShape().back() || bType.getRank() > rType.getRank() ||
      bType.getRank() < (int64_t)trailing.size() ||
      bShape.take_back(trailing.size()) != trailing ||
      llvm::any_of(bShape.drop_back(trailing.size()), [](int64_t d) { return d != 1; }))
    return {};
  return bias.reshape(RankedTensorType::get({yType.getShape().back()}, bType.getElementType()));
}

// AddV2(Reshape(y), b) with a split bias (above) -> Reshape(AddV2(y, b as
// [N])): the bias of EinsumDense's per-head output moves before the split,
// where it fuses.
struct BiasBeforeSplit : OpRewritePattern<TF::AddV2Op> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TF::AddV2Op add, PatternRewriter &rewriter) const override {
    for (auto [r, b] : {std::pair(add.getX(), add.getY()), std::pair(add.getY(), add.getX())}) {
      DenseElementsAttr flat = splitBias(add, r, b);
      if (!flat)
        continue;
      auto reshape = r.getDefiningOp<TF::ReshapeOp>();
      Value y = reshape.getTensor();
      Value flatBias = TF::ConstOp::create(rewriter, b.getLoc(), flat.getType(), flat);
      Value sum = TF::AddV2Op::create(rewriter, add.getLoc(), y.getType(), y, flatBias);
      rewriter.replaceOpWithNewOp<TF::ReshapeOp>(add, r.getType(), sum, reshape.getShape());
      return success();
    }
    return failure();
  }
};

// Keras's EinsumDense on a [..., K] input ("abc,cd->abd"): BatchMatMulV2 of
// the input and a constant [K, N] weight whose one user adds a bias (a [N]
// constant, or a split bias through a Reshape to the attention heads) -> the
// Dense form, Reshape to [M, K], MatMul, Reshape back, which the DRR
// patterns fuse with its bias. Static shapes only; the product is the same.
struct BatchMatMulAsMatMul : OpRewritePattern<TF::BatchMatMulV2Op> {
  using OpRewritePattern::OpRewritePattern;

  // `user` adds a bias to `v`, the product: a 1-D constant along its last
  // dimension, or (through a Reshape splitting it) a split bias.
  static bool addsBias(Operation *user, Value v) {
    if (auto reshape = dyn_cast<TF::ReshapeOp>(user)) {
      if (!user->hasOneUse())
        return false;
      auto add = dyn_cast<TF::AddV2Op>(*user->getUsers().begin());
      Value r = reshape.getOutput();
      return add && splitBias(add, r, add.getX() == r ? add.getY() : add.getX());
    }
    if (!isa<TF::AddV2Op, TF::BiasAddOp>(user))
      return false;
    Value b = user->getOperand(0) == v ? user->getOperand(1) : user->getOperand(0);
    auto bType = dyn_cast<RankedTensorType>(b.getType());
    auto vType = cast<RankedTensorType>(v.getType());
    return matchPattern(b, m_Constant()) && bType && bType.getRank() == 1 &&
           bType.getDimSize(0) == vType.getShape().back() && user->getResult(0).getType() == vType;
  }

  LogicalResult matchAndRewrite(TF::BatchMatMulV2Op op,
                                PatternRewriter &rewriter) const override {
    Value x = op.getX(), w = op.getY();
    auto xType = dyn_cast<RankedTensorType>(x.getType());
    auto wType = dyn_cast<RankedTensorType>(w.getType());
    auto outType = dyn_cast<RankedTensorType>(op.getType());
    if (op.getAdjX() || !isStaticFloat(x.getType(), 3) || !isStaticFloat(w.getType(), 2) ||
        wType.getRank() != 2 || !outType || !outType.hasStaticShape() ||
        !matchPattern(w, m_Constant()) || !op->hasOneUse())
      return failure();
    if (!addsBias(*op->getUsers().begin(), op.getOutput()))
      return failure();
    int64_t k = xType.getShape().back(), m = xType.getNumElements() / std::max<int64_t>(k, 1);
    int64_t n = wType.getDimSize(op.getAdjY() ? 0 : 1);
    if (k == 0 || wType.getDimSize(op.getAdjY() ? 1 : 0) != k)
      return failure();
    Location loc = op.getLoc();
    auto flatType = RankedTensorType::get({m, k}, xType.getElementType());
    auto productType = RankedTensorType::get({m, n}, xType.getElementType());
    Value flat = TF::ReshapeOp::create(rewriter, loc, flatType, x,
                                       shapeConstant(rewriter, loc, flatType));
    Value product = TF::MatMulOp::create(rewriter, loc, productType, flat, w,
                                         rewriter.getBoolAttr(false),
                                         rewriter.getBoolAttr(op.getAdjY()),
                                         rewriter.getBoolAttr(false), rewriter.getBoolAttr(false));
    rewriter.replaceOpWithNewOp<TF::ReshapeOp>(op, outType, product,
                                               shapeConstant(rewriter, loc, outType));
    return success();
  }
};

// The integers of a constant (passes/ConstantValues.h), else nothing.
std::optional<SmallVector<int64_t>> constantInts(Value v) {
  DenseElementsAttr attr = constantValue(v);
  return attr ? toInts(attr) : std::nullopt;
}

// A dilated convolution as TensorFlow prints it (tf.nn.convolution's
// space-to-batch form: Keras's Conv1D / Conv2D with dilation_rate):
//   BatchToSpaceND(Conv2D(SpaceToBatchND(x, block, pads)), block, crops)
// with the 1-D form's ExpandDims(., 1) before the Conv2D and Squeeze([1])
// after, pads and crops zero, a VALID stride-1 undilated NHWC Conv2D and
// static shapes -> the Conv2D of x (expanded and squeezed likewise) with
// dilations = block: each of the block's interleaved sub-grids convolved on
// its own is the dilated convolution of the whole.
struct SpaceToBatchConvAsDilated : RewritePattern {
  explicit SpaceToBatchConvAsDilated(MLIRContext *ctx)
      : RewritePattern("tf.BatchToSpaceND", 1, ctx) {}

  static bool allZero(Value v) {
    auto ints = constantInts(v);
    return ints && llvm::all_of(*ints, [](int64_t i) { return i == 0; });
  }

  LogicalResult matchAndRewrite(Operation *root, PatternRewriter &rewriter) const override {
    if (root->getNumOperands() != 3 || root->getNumResults() != 1 || !allZero(root->getOperand(2)))
      return failure();
    auto block = constantInts(root->getOperand(1));
    if (!block || block->empty() || block->size() > 2)
      return failure();
    bool oneD = block->size() == 1;
    Value v = root->getOperand(0);
    TF::SqueezeOp squeeze;
    if (oneD) {
      squeeze = v.getDefiningOp<TF::SqueezeOp>();
      if (!squeeze || !v.hasOneUse() || squeeze.getSqueezeDims().size() != 1)
        return failure();
      int64_t dim = cast<IntegerAttr>(squeeze.getSqueezeDims()[0]).getInt();
      if (dim != 1 && dim != -3)
        return failure();
      v = squeeze.getInput();
    }
    auto conv = v.getDefiningOp<TF::Conv2DOp>();
    if (!conv || !v.hasOneUse() || conv.getDataFormat() != "NHWC" || conv.getPadding() != "VALID")
      return failure();
    for (ArrayAttr a : {conv.getStrides(), conv.getDilations()})
      if (llvm::any_of(a, [](Attribute x) { return cast<IntegerAttr>(x).getInt() != 1; }))
        return failure();
    Value u = conv.getInput();
    TF::ExpandDimsOp expand;
    if (oneD) {
      expand = u.getDefiningOp<TF::ExpandDimsOp>();
      auto axis = expand ? constantInts(expand.getDim()) : std::nullopt;
      if (!expand || !axis || axis->size() != 1 || ((*axis)[0] != 1 && (*axis)[0] != -3))
        return failure();
      u = expand.getInput();
    }
    Operation *s2b = u.getDefiningOp();
    if (!s2b || s2b->getName().getStringRef() != "tf.SpaceToBatchND" || s2b->getNumOperands() != 3 ||
        constantInts(s2b->getOperand(1)) != block || !allZero(s2b->getOperand(2)))
      return failure();
    Value x = s2b->getOperand(0);
    auto xType = dyn_cast<RankedTensorType>(x.getType());
    auto outType = dyn_cast<RankedTensorType>(root->getResult(0).getType());
    auto fType = dyn_cast<RankedTensorType>(conv.getFilter().getType());
    if (!xType || !outType || !fType || !xType.hasStaticShape() || !outType.hasStaticShape() ||
        !fType.hasStaticShape() || xType.getRank() != (oneD ? 3 : 4))
      return failure();
    // The dilated convolution's output: (size - (k - 1) * d) per spatial dimension.
    SmallVector<int64_t> dil = {1, 1, 1, 1};
    SmallVector<int64_t> convShape;
    if (oneD) {
      dil[2] = (*block)[0];
      convShape = {xType.getDimSize(0), 1, xType.getDimSize(1) - (fType.getDimSize(1) - 1) * dil[2],
                   fType.getDimSize(3)};
    } else {
      dil[1] = (*block)[0];
      dil[2] = (*block)[1];
      convShape = {xType.getDimSize(0), xType.getDimSize(1) - (fType.getDimSize(0) - 1) * dil[1],
                   xType.getDimSize(2) - (fType.getDimSize(1) - 1) * dil[2], fType.getDimSize(3)};
    }
    SmallVector<int64_t> want = convShape;
    if (oneD)
      want.erase(want.begin() + 1);
    if (ArrayRef<int64_t>(want) != outType.getShape() || (oneD && fType.getDimSize(0) != 1))
      return failure();
    Location loc = conv.getLoc();
    Value in = x;
    if (oneD) {
      auto inType = RankedTensorType::get({xType.getDimSize(0), 1, xType.getDimSize(1), xType.getDimSize(2)},
                                          xType.getElementType());
      in = TF::ExpandDimsOp::create(rewriter, expand.getLoc(), inType, x, expand.getDim());
    }
    auto convType = RankedTensorType::get(convShape, outType.getElementType());
    auto dilated = TF::Conv2DOp::create(
        rewriter, loc, convType, in, conv.getFilter(), conv.getStrides(), conv.getUseCudnnOnGpuAttr(),
        conv.getPaddingAttr(), conv.getExplicitPaddingsAttr(), conv.getDataFormatAttr(),
        rewriter.getI64ArrayAttr(dil));
    Value result = dilated;
    if (oneD)
      result = TF::SqueezeOp::create(rewriter, squeeze.getLoc(), outType, dilated,
                                     squeeze.getSqueezeDimsAttr());
    rewriter.replaceOp(root, result);
    return success();
  }
};

// Reshape(Reshape(x)) -> Reshape(x) (static result): what the two rewrites
// above leave between a fused product and its split.
struct ReshapeOfReshape : OpRewritePattern<TF::ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TF::ReshapeOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getTensor().getDefiningOp<TF::ReshapeOp>();
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!inner || !type || !type.hasStaticShape())
      return failure();
    rewriter.replaceOpWithNewOp<TF::ReshapeOp>(op, type, inner.getTensor(),
                                               shapeConstant(rewriter, op.getLoc(), type));
    return success();
  }
};

// Hard swish, y * Relu6(y + 3) / 6 as Keras prints it, y * (Relu6(y + 3) *
// 1/6), or (y * Relu6(y + 3)) * 1/6, or either divided by 6 (commutative
// operands either way round) -> "HardSwish" (oneDNN's eltwise_hardswish; not
// a TensorFlow name: TF's remapper leaves it alone).
struct FuseHardSwish : RewritePattern {
  FuseHardSwish(MLIRContext *ctx, StringRef rootName)
      : RewritePattern(rootName, 1, ctx) {}

  static constexpr double kSixth = 1.0 / 6.0;

  // v = Relu6(y + 3) (either order): appends its ops.
  static bool relu6Plus3(Chain &c, Value v) {
    Operation *relu6 = c.op(v, "tf.Relu6");
    if (!relu6 || !c.yTimes(relu6->getOperand(0), "tf.AddV2", 3.0))
      return false;
    c.members.push_back(relu6);
    return true;
  }

  // v = g / 6 or g * 1/6 (either order): g, else null.
  static Value sixth(Chain &c, Value v) {
    if (Operation *div = c.op(v, "tf.RealDiv")) {
      if (!Chain::isConstant(div->getOperand(1), 6.0))
        return Value();
      c.members.push_back(div);
      return div->getOperand(0);
    }
    return c.timesConstant(v, "tf.Mul", kSixth);
  }

  LogicalResult matchAndRewrite(Operation *root,
                                PatternRewriter &rewriter) const override {
    if (root->getNumOperands() != 2 || root->getNumResults() != 1)
      return failure();
    Value out = root->getResult(0);
    bool mul = isa<TF::MulOp>(root);
    // (y * Relu6(y + 3)) / 6: the root is the scaling, its operand the product.
    SmallVector<std::pair<Value, Value>, 2> products;
    if (mul) {
      products.push_back({root->getOperand(0), root->getOperand(1)});
      products.push_back({root->getOperand(1), root->getOperand(0)});
    }
    for (Value scaled : {root->getOperand(0), root->getOperand(1)}) {
      bool byDivision = !mul && scaled == root->getOperand(0) &&
                        Chain::isConstant(root->getOperand(1), 6.0);
      bool bySixth = mul && Chain::isConstant(scaled == root->getOperand(0)
                                                  ? root->getOperand(1)
                                                  : root->getOperand(0),
                                              kSixth);
      if (!byDivision && !bySixth)
        continue;
      Operation *product = scaled.getDefiningOp();
      if (!product || !isa<TF::MulOp>(product) || !scaled.hasOneUse())
        continue;
      for (auto [y, g] : {std::pair(product->getOperand(0), product->getOperand(1)),
                          std::pair(product->getOperand(1), product->getOperand(0))}) {
        Chain chain{y, root, {}};
        if (out.getType() != y.getType() || !chain.op(scaled, "tf.Mul") ||
            !relu6Plus3(chain, g))
          continue;
        if (tryFuse(rewriter, chain, root, {product}))
          return success();
      }
    }
    // y * (Relu6(y + 3) / 6): the root is the product.
    for (auto [y, g] : products) {
      Chain chain{y, root, {}};
      if (out.getType() != y.getType())
        continue;
      Value relu6 = sixth(chain, g);
      if (!relu6 || !relu6Plus3(chain, relu6))
        continue;
      if (tryFuse(rewriter, chain, root, {}))
        return success();
    }
    return failure();
  }

  static bool tryFuse(PatternRewriter &rewriter, Chain &chain, Operation *root,
                      ArrayRef<Operation *> more) {
    Producer fused = activationProducer(chain.y, 2, root);
    if (!fused.fused)
      return false;
    chain.members.append(more.begin(), more.end());
    llvm::sort(chain.members, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    chain.members.push_back(root);
    extendFused(rewriter, fused, chain.members, "HardSwish");
    return true;
  }
};

// GELU, 0.5 * y * g(y) (the 0.5 * y product either way round, both Muls
// commutative):
//   exact, as Keras 3 and tf.nn.gelu print it: g = Erfc(Neg(y) * 1/sqrt(2));
//   exact, the older form: g = 1 + Erf(y * 1/sqrt(2)) or 1 + Erf(y / sqrt(2));
//   tanh: g = 1 + Tanh(sqrt(2/pi) * (y + 0.044715 * Pow(y, 3)))
// -> "GeluExact" / "GeluApproximate".
struct FuseGelu : OpRewritePattern<TF::MulOp> {
  using OpRewritePattern::OpRewritePattern;

  static constexpr double kHalf = 0.5, kRsqrt2 = 0.70710678118654752,
                          kSqrt2 = 1.41421356237309505,
                          kSqrt2OverPi = 0.79788456080286536,
                          kCubic = 0.044715;

  // g = Erfc(Neg(y) * 1/sqrt(2)).
  static bool erfcForm(Chain &c, Value g) {
    Operation *erfc = c.op(g, "tf.Erfc");
    if (!erfc || erfc->getNumOperands() != 1)
      return false;
    Value neg = c.timesConstant(erfc->getOperand(0), "tf.Mul", kRsqrt2);
    Operation *negOp = neg ? c.op(neg, "tf.Neg") : nullptr;
    if (!negOp || negOp->getOperand(0) != c.y)
      return false;
    c.members.append({negOp, erfc});
    return true;
  }

  // g = 1 + Erf(y * 1/sqrt(2)) or 1 + Erf(y / sqrt(2)).
  static bool erfForm(Chain &c, Value g) {
    Value erf = c.timesConstant(g, "tf.AddV2", 1.0);
    Operation *erfOp = erf ? c.op(erf, "tf.Erf") : nullptr;
    if (!erfOp || erfOp->getNumOperands() != 1)
      return false;
    Value scaled = erfOp->getOperand(0);
    Operation *div = c.op(scaled, "tf.RealDiv");
    if (div && div->getOperand(0) == c.y &&
        Chain::isConstant(div->getOperand(1), kSqrt2))
      c.members.push_back(div);
    else if (!c.yTimes(scaled, "tf.Mul", kRsqrt2))
      return false;
    c.members.push_back(erfOp);
    return true;
  }

  // g = 1 + Tanh(sqrt(2/pi) * (y + 0.044715 * Pow(y, 3))).
  static bool tanhForm(Chain &c, Value g) {
    Value tanh = c.timesConstant(g, "tf.AddV2", 1.0);
    Operation *tanhOp = tanh ? c.op(tanh, "tf.Tanh") : nullptr;
    if (!tanhOp)
      return false;
    Value inner = c.timesConstant(tanhOp->getOperand(0), "tf.Mul", kSqrt2OverPi);
    Operation *sum = inner ? c.op(inner, "tf.AddV2") : nullptr;
    Value cubic = Chain::other(sum, [&](Value v) { return v == c.y; });
    if (!cubic)
      return false;
    Value cube = c.timesConstant(cubic, "tf.Mul", kCubic);
    Operation *pow = cube ? c.op(cube, "tf.Pow") : nullptr;
    if (!pow || pow->getOperand(0) != c.y ||
        !Chain::isConstant(pow->getOperand(1), 3.0))
      return false;
    c.members.append({pow, sum, tanhOp});
    return true;
  }

  LogicalResult matchAndRewrite(TF::MulOp root,
                                PatternRewriter &rewriter) const override {
    for (auto [half, g] : {std::pair(root.getX(), root.getY()),
                           std::pair(root.getY(), root.getX())}) {
      // half = 0.5 * y: y is its non-constant operand.
      Operation *halfOp = half.getDefiningOp();
      if (!halfOp || !isa<TF::MulOp>(halfOp) || !half.hasOneUse())
        continue;
      Value y = Chain::other(halfOp, [](Value v) {
        return Chain::isConstant(v, kHalf);
      });
      if (!y || root.getType() != y.getType())
        continue;
      struct Form {
        bool (*match)(Chain &, Value);
        StringRef name;
        unsigned uses;  // of y: 0.5 * y, and the uses in g
      };
      for (Form form : {Form{erfcForm, "GeluExact", 2},
                        Form{erfForm, "GeluExact", 2},
                        Form{tanhForm, "GeluApproximate", 3}}) {
        Chain chain{y, root, {}};
        if (!chain.yTimes(half, "tf.Mul", kHalf) || !form.match(chain, g))
          continue;
        Producer fused = activationProducer(y, form.uses, root);
        if (!fused.fused)
          continue;
        // Members in execution order (the matchers found them root first).
        llvm::sort(chain.members, [](Operation *a, Operation *b) {
          return a->isBeforeInBlock(b);
        });
        chain.members.push_back(root);
        extendFused(rewriter, fused, chain.members, form.name);
        return success();
      }
    }
    return failure();
  }
};

// A contraction without a bias followed by an activation, a gate or a
// residual add: a Dense layer of T5 or LLaMA (`MatMul`), a wav2vec feature
// extractor's Conv1D (an NHWC `Conv2D`; a depthwise one alike) ->
// BiasAdd(contraction, zeros), so that
// the fusions below take it like any other (y + 0 is y). Only for a float
// result of static last dimension whose uses, directly or through one channel
// move (a Reshape keeping the last dimension: the Dense form on a 3-D input;
// a Conv1D's Squeeze), are all ops an activation starts with (a GELU reads y
// twice: 0.5 * y and Neg(y)) or a residual add; a BiasAdd or an AddV2 of a
// 1-D bias fuses already. Where no fusion follows, the zero bias is one more
// post-op.
struct ZeroBiasForBiasFreeContraction : RewritePattern {
  ZeroBiasForBiasFreeContraction(MLIRContext *ctx, StringRef opName)
      : RewritePattern(opName, /*benefit=*/1, ctx) {}

  static bool startsActivation(OpOperand &use) {
    Operation *user = use.getOwner();
    // (Elu and LeakyRelu are not in the dialect's ODS: known by name, as the
    // activation patterns know them.)
    if (llvm::is_contained({"tf.Relu", "tf.Relu6", "tf.Elu", "tf.LeakyRelu", "tf.Sigmoid",
                            "tf.Tanh", "tf.Mul", "tf.Neg", "tf.Pow"},
                           user->getName().getStringRef()))
      return true;
    // A residual: the other operand of the result's own static shape.
    auto add = dyn_cast<TF::AddV2Op>(user);
    if (!add)
      return false;
    Value y = use.get(), other = user->getOperand(1 - use.getOperandNumber());
    return other != y && other.getType() == y.getType() &&
           cast<ShapedType>(y.getType()).hasStaticShape();
  }

  LogicalResult matchAndRewrite(Operation *op, PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    bool conv = !isa<TF::MatMulOp>(op);
    if (!type || type.getRank() != (conv ? 4 : 2) ||
        ShapedType::isDynamic(type.getDimSize(type.getRank() - 1)) ||
        !isFloatTensor(op->getResult(0)) || op->use_empty() ||
        (conv && !sameDataFormat(op->getAttr("data_format"), Attribute())))
      return failure();
    Value y = op->getResult(0);
    if (Operation *user = *op->user_begin(); op->hasOneUse() && isChannelMove(user))
      y = user->getResult(0);
    if (y.use_empty() || !llvm::all_of(y.getUses(), startsActivation))
      return failure();
    auto biasType = RankedTensorType::get({type.getDimSize(type.getRank() - 1)},
                                          type.getElementType());
    rewriter.setInsertionPointAfter(op);
    Value zeros = TF::ConstOp::create(
        rewriter, op->getLoc(), biasType,
        DenseElementsAttr::get(biasType, rewriter.getZeroAttr(type.getElementType())));
    auto biased = TF::BiasAddOp::create(rewriter, op->getLoc(), type, op->getResult(0), zeros,
                                        rewriter.getStringAttr("NHWC"));
    rewriter.replaceAllUsesExcept(op->getResult(0), biased.getResult(), biased);
    return success();
  }
};

struct TFFuseKernelsPass : impl::TFFuseKernelsBase<TFFuseKernelsPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    // The contractions' TF spellings first, so that the fusions see plain
    // Conv2D and MatMul (and a bias cannot sink into a space-to-batch form).
    RewritePatternSet forms(ctx);
    forms.add<SpaceToBatchConvAsDilated, BatchMatMulAsMatMul, BiasBeforeSplit,
              ReshapeOfReshape>(ctx);
    for (StringRef op : {"tf.MatMul", "tf.Conv2D", "tf.DepthwiseConv2dNative"})
      forms.add<ZeroBiasForBiasFreeContraction>(ctx, op);
    (void)applyPatternsGreedily(getOperation(), std::move(forms));
    RewritePatternSet patterns(ctx);
    populateWithGenerated(patterns);
    // TensorFlow's op -> its name in fused_ops.
    static constexpr std::pair<StringLiteral, StringLiteral> kActivations[] = {
        {"tf.Relu", "Relu"},         {"tf.Relu6", "Relu6"},
        {"tf.Elu", "Elu"},           {"tf.LeakyRelu", "LeakyRelu"},
        {"tf.Sigmoid", "Sigmoid"},   {"tf.Tanh", "Tanh"}};
    for (auto [op, activation] : kActivations)
      patterns.add<FuseActivation>(ctx, op, activation);
    patterns.add<FuseSwish, FuseGelu>(ctx);
    patterns.add<ReshapeOfReshape>(ctx);
    patterns.add<FuseHardSwish>(ctx, "tf.Mul");
    patterns.add<FuseHardSwish>(ctx, "tf.RealDiv");
    patterns.add<SinkBiasBelowMoves>(ctx, "tf.BiasAdd");
    patterns.add<SinkBiasBelowMoves>(ctx, "tf.AddV2");
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

}  // namespace
}  // namespace tfrt::passes
