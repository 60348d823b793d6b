// tf-fuse-elementwise: clusters of element-wise TF ops -> one
// tf._FusedElementwise each, so the runtime dispatches once per cluster.
// docs/passes.md describes the clustering and its legality rule,
// docs/dialects/tf.md the op.
#include <set>

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "passes/OpAttributes.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFFUSEELEMENTWISE
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

// TensorFlow ops that map their operands element-wise (numpy broadcasting
// for the binary ones) to one result, without state.
constexpr llvm::StringLiteral kElementwiseOps[] = {
    // The arithmetic and comparisons of TF's math_ops.
    "tf.Abs", "tf.Add", "tf.AddV2", "tf.Cast", "tf.Ceil", "tf.Cos", "tf.Div",
    "tf.DivNoNan", "tf.Equal", "tf.Erf", "tf.Exp", "tf.Expm1", "tf.Floor",
    "tf.FloorDiv", "tf.FloorMod", "tf.Greater", "tf.GreaterEqual",
    "tf.IsFinite", "tf.IsInf", "tf.IsNan", "tf.Less", "tf.LessEqual",
    "tf.Log", "tf.Log1p", "tf.LogicalAnd", "tf.LogicalNot", "tf.LogicalOr",
    "tf.Maximum", "tf.Minimum", "tf.Mul", "tf.Neg", "tf.NotEqual",
    "tf.OnesLike", "tf.Pow", "tf.RealDiv", "tf.Reciprocal", "tf.Rint",
    "tf.Round", "tf.Rsqrt", "tf.SelectV2", "tf.Sign", "tf.Sin", "tf.Sqrt",
    "tf.Square", "tf.SquaredDifference", "tf.Sub", "tf.Tanh",
    "tf.TruncateDiv", "tf.ZerosLike",
    // Activations.
    "tf.Elu", "tf.LeakyRelu", "tf.Relu", "tf.Relu6", "tf.Selu", "tf.Sigmoid",
    "tf.Softplus",
};

// Integers (signless, bool, unsigned) and IEEE/bfloat floats: not strings,
// complex numbers, resources, variants, quantized or ref types.
bool isFusibleType(Type type) {
  auto tensor = dyn_cast<TensorType>(type);
  if (!tensor) return false;
  Type element = tensor.getElementType();
  if (auto integer = dyn_cast<IntegerType>(element)) return !integer.isSigned();
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(element);
}

// Clusters the eligible ops of one block and fuses each cluster of two or
// more ops.
class BlockFusion {
 public:
  BlockFusion(Block &block, function_ref<bool(Operation *)> eligible,
              int64_t maxConstantElements, int64_t maxClusterSize)
      : block_(block), eligible_(eligible),
        maxConstantElements_(maxConstantElements),
        maxClusterSize_(maxClusterSize) {}

  void run();

 private:
  static constexpr unsigned kNone = ~0u;

  struct Cluster {
    SmallVector<unsigned> members;  // positions, in merge order
    unsigned last = 0;              // position of the last member
    // Positions of the ops (of this block) that use a member's result and
    // are not members. A user nested in an op is that op.
    std::set<unsigned> outsideUsers;
  };

  // The cluster (root position) of the op at `pos`, kNone if unclustered.
  unsigned clusterOf(unsigned pos) {
    if (parent_[pos] == kNone) return kNone;
    unsigned root = pos;
    while (parent_[root] != root) root = parent_[root];
    while (parent_[pos] != root) {  // path compression
      unsigned next = parent_[pos];
      parent_[pos] = root;
      pos = next;
    }
    return root;
  }
  // Position of the op of this block holding `user`, kNone if none (a use
  // in another block of the region: after everything here).
  unsigned positionOf(Operation *user) {
    Operation *ancestor = block_.findAncestorOpInBlock(*user);
    return ancestor ? position_.lookup(ancestor) : kNone;
  }
  void makeCluster(unsigned pos);
  bool tryMerge(unsigned a, unsigned b);
  // The value of a tf.Const small enough to inline, null otherwise.
  ElementsAttr inlinedConstant(Value value);
  void fuse(ArrayRef<unsigned> members);

  Block &block_;
  function_ref<bool(Operation *)> eligible_;
  int64_t maxConstantElements_;
  int64_t maxClusterSize_;
  SmallVector<Operation *> ops_;  // the block's ops, by position
  llvm::DenseMap<Operation *, unsigned> position_;
  SmallVector<unsigned> parent_;  // union-find; kNone: not eligible
  std::vector<Cluster> clusters_;  // valid at roots
  // Per value: clusters (any member's position) of its eligible readers so
  // far.
  llvm::DenseMap<Value, SmallVector<unsigned>> readers_;
};

void BlockFusion::makeCluster(unsigned pos) {
  parent_[pos] = pos;
  Cluster &cluster = clusters_[pos];
  cluster.members = {pos};
  cluster.last = pos;
  for (Operation *user : ops_[pos]->getUsers()) {
    unsigned userPos = positionOf(user);
    if (userPos != kNone && userPos != pos) cluster.outsideUsers.insert(userPos);
  }
}

// Merges the clusters of `a` and `b` if legal: every op using a member's
// result is a member or comes after the last member. Then the fused op can
// sit at the last member's position without moving any other op, and no
// cycle can form (an outside op between two members would need to be both
// before and after the fused op). And if the merged cluster has at most
// max-cluster-size members: a longer chain becomes several fused ops.
bool BlockFusion::tryMerge(unsigned a, unsigned b) {
  a = clusterOf(a);
  b = clusterOf(b);
  if (a == b) return true;
  Cluster *ca = &clusters_[a], *cb = &clusters_[b];
  if (int64_t(ca->members.size() + cb->members.size()) > maxClusterSize_)
    return false;
  unsigned last = std::max(ca->last, cb->last);
  for (unsigned user : ca->outsideUsers) {
    if (user > last) break;
    if (clusterOf(user) != b) return false;
  }
  for (unsigned user : cb->outsideUsers) {
    if (user > last) break;
    if (clusterOf(user) != a) return false;
  }
  // Merge the smaller cluster into the larger one.
  if (ca->members.size() + ca->outsideUsers.size() <
      cb->members.size() + cb->outsideUsers.size()) {
    std::swap(a, b);
    std::swap(ca, cb);
  }
  for (unsigned member : cb->members) ca->outsideUsers.erase(member);
  for (unsigned user : cb->outsideUsers)
    if (clusterOf(user) != a) ca->outsideUsers.insert(user);
  ca->members.append(cb->members);
  ca->last = last;
  parent_[b] = a;
  *cb = Cluster();
  return true;
}

ElementsAttr BlockFusion::inlinedConstant(Value value) {
  auto cst = value.getDefiningOp<TF::ConstOp>();
  if (!cst) return nullptr;
  ElementsAttr attr = cst.getValue();
  if (!isa<TensorType>(attr.getType()) ||
      attr.getNumElements() > maxConstantElements_)
    return nullptr;
  return attr;
}

void BlockFusion::run() {
  for (Operation &op : block_) {
    position_[&op] = ops_.size();
    ops_.push_back(&op);
  }
  parent_.assign(ops_.size(), kNone);
  clusters_.resize(ops_.size());

  for (unsigned pos = 0; pos < ops_.size(); ++pos) {
    Operation *op = ops_[pos];
    if (!eligible_(op)) continue;
    makeCluster(pos);
    // Producers first...
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (def->getBlock() == &block_) {
          unsigned defPos = position_.lookup(def);
          if (clusterOf(defPos) != kNone) tryMerge(pos, defPos);
        }
    // ...then siblings: the clusters of earlier eligible ops reading one of
    // its operands (a shared tf.Const or argument included). Each value
    // keeps the clusters of its readers so far, one entry per cluster, so
    // that a constant shared by a long chain costs O(1) per op. A cluster
    // with an ineligible outside user before this op is dropped: every
    // later merge would put that user before the last member. So is a full
    // cluster.
    auto sealed = [&](unsigned root) {
      const Cluster &cluster = clusters_[root];
      if (int64_t(cluster.members.size()) >= maxClusterSize_) return true;
      const std::set<unsigned> &users = cluster.outsideUsers;
      return !users.empty() && *users.begin() < pos &&
             parent_[*users.begin()] == kNone;
    };
    llvm::SmallSetVector<Value, 4> operands(op->operand_begin(),
                                            op->operand_end());
    for (Value operand : operands) {
      SmallVector<unsigned> &readers = readers_[operand];
      for (unsigned &reader : readers) reader = clusterOf(reader);
      llvm::sort(readers);
      readers.erase(std::unique(readers.begin(), readers.end()),
                    readers.end());
      llvm::erase_if(readers, sealed);
      for (unsigned reader : readers)
        if (clusterOf(reader) != clusterOf(pos)) tryMerge(pos, reader);
      readers.push_back(pos);
    }
  }

  SmallVector<SmallVector<unsigned>> fusions;
  for (unsigned pos = 0; pos < ops_.size(); ++pos)
    if (clusterOf(pos) == pos && clusters_[pos].members.size() >= 2) {
      SmallVector<unsigned> members = clusters_[pos].members;
      llvm::sort(members);
      fusions.push_back(std::move(members));
    }
  for (ArrayRef<unsigned> members : fusions) fuse(members);
}

void BlockFusion::fuse(ArrayRef<unsigned> positions) {
  SmallVector<Operation *> members;
  llvm::DenseMap<Operation *, unsigned> subOp;  // member -> sub-op index
  for (unsigned pos : positions) {
    subOp[ops_[pos]] = members.size();
    members.push_back(ops_[pos]);
  }
  auto isMember = [&](Operation *op) { return subOp.contains(op); };

  // Values from outside, first use first, and inlined constants, once each.
  SmallVector<Value> inputs;
  llvm::DenseMap<Value, unsigned> inputIndex;
  SmallVector<Attribute> constants;
  llvm::DenseMap<Attribute, unsigned> constantIndex;
  for (Operation *member : members)
    for (Value operand : member->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (def && isMember(def)) continue;
      if (ElementsAttr constant = inlinedConstant(operand)) {
        if (constantIndex.try_emplace(Attribute(constant), constants.size()).second)
          constants.push_back(constant);
      } else if (inputIndex.try_emplace(operand, inputs.size()).second) {
        inputs.push_back(operand);
      }
    }
  int64_t first = inputs.size() + constants.size();

  MLIRContext *ctx = block_.getParentOp()->getContext();
  Builder builder(ctx);
  SmallVector<Attribute> names, operandLists, attrs, resultIndices;
  SmallVector<Value> results;
  SmallVector<Location> locs;
  for (auto [i, member] : llvm::enumerate(members)) {
    names.push_back(builder.getStringAttr(member->getName().getStringRef()));
    SmallVector<int64_t> indices;
    for (Value operand : member->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (def && isMember(def))
        indices.push_back(first + subOp.lookup(def));
      else if (ElementsAttr constant = inlinedConstant(operand))
        indices.push_back(inputs.size() + constantIndex.lookup(Attribute(constant)));
      else
        indices.push_back(inputIndex.lookup(operand));
    }
    operandLists.push_back(builder.getI64ArrayAttr(indices));
    attrs.push_back(DictionaryAttr::get(ctx, getRuntimeAttributes(member)));
    Value result = member->getResult(0);
    if (llvm::any_of(result.getUsers(),
                     [&](Operation *user) { return !isMember(user); })) {
      resultIndices.push_back(builder.getI64IntegerAttr(first + i));
      results.push_back(result);
    }
    locs.push_back(member->getLoc());
  }
  // Nothing used outside: dead ops, left for canonicalize.
  if (results.empty()) return;

  // One location per sub-op, in order: not deduplicated or flattened (which
  // FusedLoc's normalizing builder would do), so that the runtime reports a
  // sub-op's error at that sub-op's own location.
  OpBuilder b(members.back());
  auto fused = TF::FusedElementwiseOp::create(
      b, FusedLoc::get(ctx, locs, Attribute()),
      ValueRange(results).getTypes(), inputs,
      builder.getArrayAttr(names), builder.getArrayAttr(operandLists),
      builder.getArrayAttr(attrs), builder.getArrayAttr(constants),
      builder.getArrayAttr(resultIndices));
  for (auto [old, now] : llvm::zip(results, fused->getResults()))
    old.replaceUsesWithIf(now, [&](OpOperand &use) {
      return !isMember(use.getOwner());
    });
  for (Operation *member : llvm::reverse(members)) member->erase();
}

struct TFFuseElementwisePass
    : impl::TFFuseElementwiseBase<TFFuseElementwisePass> {
  using TFFuseElementwiseBase::TFFuseElementwiseBase;

  void runOnOperation() override {
    llvm::StringSet<> elementwise, allowed;
    for (StringRef name : kElementwiseOps) elementwise.insert(name);
    for (const std::string &name : ops) allowed.insert(name);
    auto eligible = [&](Operation *op) {
      StringRef name = op->getName().getStringRef();
      return elementwise.contains(name) &&
             (allowed.empty() || allowed.contains(name)) &&
             // Registered ones must say they are pure (all of the list do);
             // unregistered ones are trusted by name.
             (!op->isRegistered() || isMemoryEffectFree(op)) &&
             op->getNumResults() == 1 && op->getNumRegions() == 0 &&
             op->getNumSuccessors() == 0 &&
             llvm::all_of(op->getOperandTypes(), isFusibleType) &&
             isFusibleType(op->getResult(0).getType());
    };
    for (func::FuncOp fn : getOperation().getOps<func::FuncOp>()) {
      SmallVector<Block *> blocks;
      fn.walk([&](Block *block) { blocks.push_back(block); });
      for (Block *block : blocks)
        BlockFusion(*block, eligible, maxConstantElements, maxClusterSize)
            .run();
    }
  }
};

}  // namespace
}  // namespace tfrt::passes
