// tf-sink-constants: constant operands of functional control flow move into
// the functions that use them. A frozen graph passes a loop's weights (a
// ConvLSTM's kernels, a custom RNN cell's) through `tf.While` as loop
// variables and a branch's weights into `tf.If` as operands; inside, they are
// plain arguments, so nothing folds them and the kernels cannot prepare
// constant weights once. After this pass they are `tf.Const`s in the body
// (and the cond, and the branches). docs/passes.md has the rules.
#include "llvm/ADT/BitVector.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "passes/ExclusiveFunctions.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFSINKCONSTANTS
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

// The function `ref` names if it has one block ending in func.return.
func::FuncOp singleBlockFunction(SymbolTable &symbols, StringRef ref) {
  auto fn = symbols.lookup<func::FuncOp>(ref);
  if (!fn || fn.isDeclaration() || !fn.getBody().hasOneBlock() ||
      !isa<func::ReturnOp>(fn.getBody().front().back()))
    return nullptr;
  return fn;
}

// The constant `value` is, if it is a tf.Const (or another constant-like op)
// of a tensor type equal to `type`.
ElementsAttr constantOfType(Value value, Type type) {
  ElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || attr.getType() != type)
    return nullptr;
  return attr;
}

class ConstantSinking {
 public:
  explicit ConstantSinking(ModuleOp module) : module_(module), symbols_(module) {}

  // Until nothing moves: a loop nested in a body sees the constants sunk
  // into that body on the next round.
  void run() {
    for (bool changed = true; changed;) {
      changed = false;
      SmallVector<Operation *> ops;
      module_.walk([&](Operation *op) {
        if (isa<TF::WhileOp, TF::IfOp>(op)) ops.push_back(op);
      });
      for (Operation *op : ops) {
        if (auto loop = dyn_cast<TF::WhileOp>(op)) changed |= sinkIntoLoop(loop);
        else changed |= sinkIntoBranches(cast<TF::IfOp>(op));
      }
    }
  }

 private:
  bool sinkIntoLoop(TF::WhileOp loop);
  bool sinkIntoBranches(TF::IfOp op);

  ModuleOp module_;
  SymbolTable symbols_;
};

// Replaces the uses of `fn`'s arguments in `which` by tf.Consts of `values`
// at the top of the body, then erases the arguments (and, with `returned`, a
// loop body's results in the same places, which return them).
void inlineArguments(func::FuncOp fn, const llvm::BitVector &which,
                     ArrayRef<ElementsAttr> values, bool returned) {
  Block &block = fn.getBody().front();
  Operation *ret = block.getTerminator();
  OpBuilder builder = OpBuilder::atBlockBegin(&block);
  for (unsigned i : which.set_bits()) {
    BlockArgument arg = fn.getArgument(i);
    Value constant;
    for (OpOperand &use : llvm::make_early_inc_range(arg.getUses())) {
      if (returned && use.getOwner() == ret && use.getOperandNumber() == i)
        continue;  // the loop variable's own place: erased below
      if (!constant)
        constant = TF::ConstOp::create(builder, arg.getLoc(), arg.getType(), values[i]);
      use.set(constant);
    }
  }
  if (returned) {
    ret->eraseOperands(which);
    (void)fn.eraseResults(which);
  }
  (void)fn.eraseArguments(which);
}

// `list` without the entries `which` marks, if it is a per-operand list.
ArrayAttr without(ArrayAttr list, const llvm::BitVector &which) {
  if (!list || list.size() != which.size()) return list;
  SmallVector<Attribute> kept;
  for (auto [i, entry] : llvm::enumerate(list))
    if (!which.test(i)) kept.push_back(entry);
  return ArrayAttr::get(list.getContext(), kept);
}

// A loop variable the body returns unchanged and that enters as a constant
// of the arguments' exact type is that constant on every iteration and after
// the loop: the body and cond get the constant, the loop no longer carries
// it, and its result is the constant.
bool ConstantSinking::sinkIntoLoop(TF::WhileOp loop) {
  func::FuncOp body = singleBlockFunction(symbols_, loop.getBody());
  func::FuncOp cond = singleBlockFunction(symbols_, loop.getCond());
  unsigned n = loop.getInput().size();
  if (!body || !cond || body == cond || loop->getNumResults() != n ||
      body.getNumArguments() != n || cond.getNumArguments() != n || body.getNumResults() != n)
    return false;
  Operation *ret = body.getBody().front().getTerminator();
  llvm::BitVector sunk(n);
  SmallVector<ElementsAttr> values(n);
  for (unsigned i = 0; i < n; ++i) {
    Type type = body.getArgument(i).getType();
    if (ret->getOperand(i) != body.getArgument(i) ||
        cond.getArgument(i).getType() != type ||
        loop.getResult(i).getType() != type)
      continue;
    if ((values[i] = constantOfType(loop.getInput()[i], type))) sunk.set(i);
  }
  if (sunk.none()) return false;

  body = exclusiveFor(loop, body, module_, symbols_);
  cond = exclusiveFor(loop, cond, module_, symbols_);
  inlineArguments(body, sunk, values, /*returned=*/true);
  inlineArguments(cond, sunk, values, /*returned=*/false);

  OpBuilder builder(loop);
  SmallVector<Value> operands;
  SmallVector<Type> types;
  for (unsigned i = 0; i < n; ++i) {
    if (sunk.test(i)) continue;
    operands.push_back(loop.getInput()[i]);
    types.push_back(loop.getResult(i).getType());
  }
  auto sunkLoop = TF::WhileOp::create(
      builder, loop.getLoc(), types, operands, loop.getCondAttr(),
      loop.getBodyAttr(), loop.getParallelIterationsAttr(),
      loop.getIsStatelessAttr(), loop.getShapeInvariantAttr());
  // TensorFlow's per-variable lists (`T`, `output_shapes`, ...) lose the
  // sunk entries; the indices of `_read_only_resource_inputs` move down.
  MLIRContext *ctx = loop.getContext();
  for (NamedAttribute attr : loop->getDiscardableAttrs()) {
    Attribute value = attr.getValue();
    auto list = dyn_cast<ArrayAttr>(value);
    if (list && attr.getName() == "_read_only_resource_inputs") {
      SmallVector<Attribute> kept;
      for (Attribute a : list) {
        auto index = dyn_cast<IntegerAttr>(a);
        if (!index || index.getInt() < 0 || index.getInt() >= n) continue;
        if (sunk.test(index.getInt())) continue;
        int64_t below = 0;
        for (unsigned j = 0; j < index.getInt(); ++j) below += sunk.test(j);
        kept.push_back(IntegerAttr::get(index.getType(), index.getInt() - below));
      }
      value = ArrayAttr::get(ctx, kept);
    } else if (attr.getName() == "_num_original_outputs") {
      if (auto count = dyn_cast<IntegerAttr>(value); count && count.getInt() == n)
        value = IntegerAttr::get(count.getType(), operands.size());
    } else if (list) {
      value = without(list, sunk);
    }
    sunkLoop->setAttr(attr.getName(), value);
  }
  for (unsigned i = 0, kept = 0; i < n; ++i)
    loop.getResult(i).replaceAllUsesWith(
        sunk.test(i) ? loop.getInput()[i] : sunkLoop.getResult(kept++));
  loop.erase();
  return true;
}

// A branch input that is a constant of both branches' argument type becomes
// a tf.Const in each branch; the tf.If no longer passes it.
bool ConstantSinking::sinkIntoBranches(TF::IfOp op) {
  func::FuncOp thenFn = singleBlockFunction(symbols_, op.getThenBranch());
  func::FuncOp elseFn = singleBlockFunction(symbols_, op.getElseBranch());
  unsigned n = op.getInput().size();
  if (!thenFn || !elseFn || thenFn.getNumArguments() != n ||
      elseFn.getNumArguments() != n)
    return false;
  llvm::BitVector sunk(n);
  SmallVector<ElementsAttr> values(n);
  for (unsigned i = 0; i < n; ++i) {
    Type type = thenFn.getArgument(i).getType();
    if (elseFn.getArgument(i).getType() != type) continue;
    if ((values[i] = constantOfType(op.getInput()[i], type))) sunk.set(i);
  }
  if (sunk.none()) return false;

  // One function per distinct branch (both may name the same one).
  thenFn = exclusiveFor(op, thenFn, module_, symbols_);
  elseFn = thenFn == elseFn ? thenFn : exclusiveFor(op, elseFn, module_, symbols_);
  inlineArguments(thenFn, sunk, values, /*returned=*/false);
  if (elseFn != thenFn) inlineArguments(elseFn, sunk, values, /*returned=*/false);
  unsigned first = op.getInput().getBeginOperandIndex();
  for (int i = n - 1; i >= 0; --i)
    if (sunk.test(i)) op->eraseOperand(first + i);
  if (auto tin = op->getAttrOfType<ArrayAttr>("Tin"))
    op->setAttr("Tin", without(tin, sunk));
  return true;
}

struct TFSinkConstantsPass : impl::TFSinkConstantsBase<TFSinkConstantsPass> {
  void runOnOperation() override { ConstantSinking(getOperation()).run(); }
};

}  // namespace
}  // namespace tfrt::passes
