// tf-fuse-layer-norm: Keras's LayerNormalization over the last axis, as TF
// exports it, -> one `tf._MklLayerNorm` (the fusion TF's grappler remapper
// makes for oneDNN). Keras computes the moments as tf.nn.moments does and
// normalizes with the batch-norm arithmetic:
//
//   m   = Mean(x, [-1], keep_dims)
//   v   = Mean(SquaredDifference(x, m), [-1], keep_dims)
//   inv = Rsqrt(AddV2(v, eps))  [* gamma]
//   y   = Mul(x, inv) + Mul(Neg(m), inv)  [+ beta]        (Keras 3)
//   y   = Mul(x, inv) + (beta - Mul(m, inv))              (tf.nn.batch_normalization)
//   y   = Mul(x, inv) - Mul(m, inv)                       (no beta)
//
// Mul, AddV2 and SquaredDifference operands may come in either order. eps is
// a scalar constant, gamma and beta constants of C = x.shape[-1] elements
// along the last axis, and y has x's type; anything else is left alone. Ops
// of the old chain that lose their last user go. docs/passes.md has the rules.
#include <optional>

#include "llvm/ADT/SmallPtrSet.h"
#include "mlir/IR/Builders.h"
#include "passes/ConstantValues.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFFUSELAYERNORM
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

Operation *def(Value v, StringRef name) {
  Operation *op = v ? v.getDefiningOp() : nullptr;
  return op && op->getName().getStringRef() == name && op->getNumOperands() >= 1 &&
                 op->getNumResults() == 1
             ? op
             : nullptr;
}

// A binary op `name` with operands {a, b} in either order: (a, b) as found.
std::optional<std::pair<Value, Value>> binary(Value v, StringRef name) {
  Operation *op = def(v, name);
  if (!op || op->getNumOperands() != 2) return std::nullopt;
  return std::pair(op->getOperand(0), op->getOperand(1));
}

// The normalization being matched, and the ops it replaces.
struct LayerNorm {
  Value x;
  int64_t channels = 0;
  double epsilon = 0;
  Value mean, inv;
  std::optional<SmallVector<double>> gamma, beta;
  SmallVector<Operation *> ops;
};

// The values of a float constant of C elements along the last axis (a shape
// [C] or [1, ..., 1, C] of rank at most x's), else nothing.
std::optional<SmallVector<double>> channelConstant(Value v, const LayerNorm &ln) {
  DenseElementsAttr attr = constantValue(v);
  auto type = dyn_cast<RankedTensorType>(v.getType());
  auto xType = cast<RankedTensorType>(ln.x.getType());
  if (!attr || !type || !isComputableFloat(attr.getElementType()) ||
      type.getRank() < 1 || type.getRank() > xType.getRank() ||
      type.getShape().back() != ln.channels)
    return std::nullopt;
  for (int64_t d : type.getShape().drop_back())
    if (d != 1) return std::nullopt;
  return toDoubles(attr);
}

// `v` = Mean(input, [last axis], keep_dims): its input.
Value lastAxisMean(Value v, Operation *&op) {
  op = def(v, "tf.Mean");
  if (!op || op->getNumOperands() != 2) return {};
  auto keep = op->getAttrOfType<BoolAttr>("keep_dims");
  auto type = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  DenseElementsAttr axes = constantValue(op->getOperand(1));
  if (!keep || !keep.getValue() || !type || type.getRank() < 1 || !axes ||
      axes.getNumElements() != 1)
    return {};
  auto axis = toInts(axes);
  if (!axis || ((*axis)[0] != -1 && (*axis)[0] != type.getRank() - 1)) return {};
  return op->getOperand(0);
}

// inv = Rsqrt(AddV2(Mean(SquaredDifference(x, m)), eps)) [* gamma], with
// m = Mean(x): fills x, mean, epsilon, gamma.
bool matchInverse(Value inv, LayerNorm &ln) {
  Value rsqrt = inv;
  Value gammaValue;
  if (auto mul = binary(inv, "tf.Mul")) {
    for (auto [r, g] : {*mul, std::pair(mul->second, mul->first)}) {
      if (def(r, "tf.Rsqrt")) {
        rsqrt = r;
        gammaValue = g;
        break;
      }
    }
    if (!gammaValue) return false;
    ln.ops.push_back(inv.getDefiningOp());
  }
  Operation *rsqrtOp = def(rsqrt, "tf.Rsqrt");
  if (!rsqrtOp) return false;
  ln.ops.push_back(rsqrtOp);
  auto sum = binary(rsqrtOp->getOperand(0), "tf.AddV2");
  if (!sum) return false;
  ln.ops.push_back(rsqrtOp->getOperand(0).getDefiningOp());
  for (auto [var, eps] : {*sum, std::pair(sum->second, sum->first)}) {
    DenseElementsAttr e = constantValue(eps);
    if (!e || e.getNumElements() != 1 || !isComputableFloat(e.getElementType())) continue;
    double epsilon = toDoubles(e)[0];
    if (!(epsilon >= 0) || epsilon > 1e30) continue;  // NaN too
    Operation *varMean;
    Value centered = lastAxisMean(var, varMean);
    auto sq = binary(centered, "tf.SquaredDifference");
    if (!sq) continue;
    for (auto [x, m] : {*sq, std::pair(sq->second, sq->first)}) {
      Operation *meanOp;
      if (lastAxisMean(m, meanOp) != x) continue;
      auto type = dyn_cast<RankedTensorType>(x.getType());
      if (!type || type.getRank() < 1 || ShapedType::isDynamic(type.getShape().back()) ||
          !(type.getElementType().isF32() || type.getElementType().isF16() ||
            type.getElementType().isBF16()))
        continue;
      ln.x = x;
      ln.channels = type.getShape().back();
      ln.epsilon = epsilon;
      ln.mean = m;
      ln.inv = inv;
      if (gammaValue) {
        ln.gamma = channelConstant(gammaValue, ln);
        if (!ln.gamma) return false;
      }
      ln.ops.append({varMean, centered.getDefiningOp(), meanOp});
      return true;
    }
  }
  return false;
}

// `v` = Mul(m, inv), or with `negated`, Mul(Neg(m), inv).
bool isMeanTimesInverse(Value v, const LayerNorm &ln, bool negated,
                        SmallVectorImpl<Operation *> &ops) {
  auto mul = binary(v, "tf.Mul");
  if (!mul) return false;
  for (auto [m, inv] : {*mul, std::pair(mul->second, mul->first)}) {
    if (inv != ln.inv) continue;
    if (negated) {
      Operation *neg = def(m, "tf.Neg");
      if (!neg || neg->getOperand(0) != ln.mean) continue;
      ops.push_back(neg);
    } else if (m != ln.mean) {
      continue;
    }
    ops.push_back(v.getDefiningOp());
    return true;
  }
  return false;
}

// `shift` is -m * inv [+ beta]: fills beta.
bool matchShift(Value shift, LayerNorm &ln, bool subtracted) {
  SmallVector<Operation *> ops;
  if (subtracted) {  // y = Mul(x, inv) - Mul(m, inv)
    if (!isMeanTimesInverse(shift, ln, false, ops)) return false;
  } else if (isMeanTimesInverse(shift, ln, true, ops)) {
  } else if (auto sum = binary(shift, "tf.AddV2")) {
    bool found = false;
    for (auto [t, b] : {*sum, std::pair(sum->second, sum->first)}) {
      if (!isMeanTimesInverse(t, ln, true, ops)) continue;
      ln.beta = channelConstant(b, ln);
      found = ln.beta.has_value();
      break;
    }
    if (!found) return false;
    ops.push_back(shift.getDefiningOp());
  } else if (Operation *sub = def(shift, "tf.Sub")) {  // beta - Mul(m, inv)
    if (sub->getNumOperands() != 2 ||
        !isMeanTimesInverse(sub->getOperand(1), ln, false, ops))
      return false;
    ln.beta = channelConstant(sub->getOperand(0), ln);
    if (!ln.beta) return false;
    ops.push_back(sub);
  } else {
    return false;
  }
  ln.ops.append(ops);
  return true;
}

// `root` (AddV2 or Sub) computes the whole normalization.
std::optional<LayerNorm> match(Operation *root) {
  bool subtracted = root->getName().getStringRef() == "tf.Sub";
  if (root->getNumOperands() != 2 || root->getNumResults() != 1) return std::nullopt;
  SmallVector<std::pair<Value, Value>, 2> orders = {{root->getOperand(0), root->getOperand(1)}};
  if (!subtracted) orders.push_back({root->getOperand(1), root->getOperand(0)});
  for (auto [scaled, shift] : orders) {
    auto mul = binary(scaled, "tf.Mul");
    if (!mul) continue;
    for (auto [x, inv] : {*mul, std::pair(mul->second, mul->first)}) {
      LayerNorm ln;
      if (!matchInverse(inv, ln) || ln.x != x || !matchShift(shift, ln, subtracted) ||
          root->getResult(0).getType() != x.getType())
        continue;
      ln.ops.append({scaled.getDefiningOp(), root});
      return ln;
    }
  }
  return std::nullopt;
}

void fuse(Operation *root, const LayerNorm &ln) {
  OpBuilder builder(root);
  auto xType = cast<RankedTensorType>(ln.x.getType());
  auto vecType = RankedTensorType::get({ln.channels}, xType.getElementType());
  auto constant = [&](const std::optional<SmallVector<double>> &values, double otherwise) {
    SmallVector<double> v = values ? *values : SmallVector<double>(ln.channels, otherwise);
    return TF::ConstOp::create(builder, root->getLoc(), vecType, fromDoubles(vecType, v));
  };
  auto fused = TF::MklLayerNormOp::create(
      builder, root->getLoc(), xType, ln.x, constant(ln.gamma, 1.0), constant(ln.beta, 0.0),
      builder.getF32FloatAttr(static_cast<float>(ln.epsilon)));
  root->getResult(0).replaceAllUsesWith(fused.getY());
  // The old chain, from the root down, as its ops lose their users (a mean
  // used elsewhere stays).
  llvm::SmallPtrSet<Operation *, 16> erased;
  for (bool changed = true; changed;) {
    changed = false;
    for (Operation *op : ln.ops) {
      if (erased.contains(op) || !op->use_empty()) continue;
      erased.insert(op);
      op->erase();
      changed = true;
    }
  }
}

struct TFFuseLayerNormPass : impl::TFFuseLayerNormBase<TFFuseLayerNormPass> {
  void runOnOperation() override {
    SmallVector<Operation *> roots;
    getOperation()->walk([&](Operation *op) {
      StringRef name = op->getName().getStringRef();
      if (name == "tf.AddV2" || name == "tf.Sub") roots.push_back(op);
    });
    llvm::SmallPtrSet<Operation *, 16> gone;
    for (Operation *root : roots) {
      if (gone.contains(root)) continue;
      if (std::optional<LayerNorm> ln = match(root)) {
        gone.insert(ln->ops.begin(), ln->ops.end());
        fuse(root, *ln);
      }
    }
  }
};

}  // namespace

}  // namespace tfrt::passes
