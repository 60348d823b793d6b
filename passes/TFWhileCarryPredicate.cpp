// tf-while-carry-predicate: `tf.While` loops whose body computes the next
// predicate (TFRT's `tfrt.while %pred @body` form), so that the condition's
// ops can be fused with the body's and the cond function is a mere
// `return %last_argument`. docs/passes.md has the semantic argument.
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFWHILECARRYPREDICATE
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

// The body of `fn` if it is one block ending with func.return, null
// otherwise (declarations, multi-block bodies, other terminators).
Block *singleBlockBody(func::FuncOp fn) {
  if (!fn || fn.isDeclaration() || !fn.getBody().hasOneBlock()) return nullptr;
  Block &block = fn.getBody().front();
  if (block.empty() || !isa<func::ReturnOp>(block.back())) return nullptr;
  return &block;
}

// `block` is `return %argument`: nothing to compute, hence nothing to carry
// (in particular the cond functions this pass creates, `return %last`).
bool returnsAnArgument(Block &block) {
  if (!llvm::hasSingleElement(block)) return false;
  Operation &ret = block.back();
  if (ret.getNumOperands() != 1) return false;
  auto arg = dyn_cast<BlockArgument>(ret.getOperand(0));
  return arg && arg.getOwner() == &block;
}

// `attrs` (an arg_attrs/res_attrs array, possibly null) with `extra` empty
// dictionaries appended; null if `attrs` is.
ArrayAttr extended(ArrayAttr attrs, unsigned extra, MLIRContext *ctx) {
  if (!attrs) return nullptr;
  SmallVector<Attribute> all(attrs.begin(), attrs.end());
  all.append(extra, DictionaryAttr::get(ctx));
  return ArrayAttr::get(ctx, all);
}

// The discardable attributes of a function (tf._construction_context, ...),
// carried over to the functions made from it.
void copyFunctionAttrs(func::FuncOp from, func::FuncOp to) {
  for (NamedAttribute attr : from->getDiscardableAttrs())
    to->setAttr(attr.getName(), attr.getValue());
}

// `a` and `b` may stand for each other in a loop variable: equal, or tensors
// of one element type with compatible shapes (TensorFlow's imports refine
// or loosen shapes between a loop's operands and its functions' signatures,
// e.g. `tensor<i32>` operands for `tensor<*xi32>` arguments).
bool compatible(Type a, Type b) {
  if (a == b) return true;
  auto ta = dyn_cast<TensorType>(a), tb = dyn_cast<TensorType>(b);
  return ta && tb && ta.getElementType() == tb.getElementType() &&
         succeeded(verifyCompatibleShape(ta, tb));
}

// Whether the ops `cloned` (copies of a cond's ops applied to values of
// compatible but possibly different types) still verify, symbol uses
// included (a func.call must match its callee's types). Silent: a failure
// only means the loop is left as it is.
bool verifies(ArrayRef<Operation *> cloned) {
  if (cloned.empty()) return true;
  ScopedDiagnosticHandler silence(cloned.front()->getContext(),
                                  [](Diagnostic &) { return success(); });
  SymbolTableCollection tables;
  for (Operation *op : cloned) {
    if (failed(verify(op))) return false;
    bool symbolsOk = true;
    op->walk([&](SymbolUserOpInterface user) {
      if (failed(user.verifySymbolUses(tables))) symbolsOk = false;
    });
    if (!symbolsOk) return false;
  }
  return true;
}

// Clones the ops of `block` but its terminator at the builder's position,
// `block`'s arguments mapped to `args`, appending the clones to `cloned`;
// returns the terminator's operands as mapped.
SmallVector<Value> cloneBody(OpBuilder &builder, Block &block, ValueRange args,
                             SmallVectorImpl<Operation *> &cloned) {
  IRMapping mapping;
  mapping.map(block.getArguments(), args);
  for (Operation &op : block.without_terminator())
    cloned.push_back(builder.clone(op, mapping));
  SmallVector<Value> results;
  for (Value v : block.getTerminator()->getOperands())
    results.push_back(mapping.lookupOrDefault(v));
  return results;
}

// The new cond and body of a loop on a given (cond, body) pair.
struct Rotated {
  FlatSymbolRefAttr cond, body;
};

class WhileRotation {
 public:
  explicit WhileRotation(ModuleOp module) : module_(module), symbols_(module) {}

  void run() {
    SmallVector<func::FuncOp> fns(module_.getOps<func::FuncOp>());
    for (func::FuncOp fn : fns) processFunction(fn);
  }

 private:
  // Rotates the loops of `fn`, after those of the functions they use as
  // cond/body, so that the copies made of those functions hold rotated
  // loops already.
  void processFunction(func::FuncOp fn) {
    if (!fn || !visited_.insert(fn).second) return;
    SmallVector<TF::WhileOp> loops;
    fn.walk([&](TF::WhileOp op) { loops.push_back(op); });
    for (TF::WhileOp op : loops) {
      processFunction(symbols_.lookup<func::FuncOp>(op.getCond()));
      processFunction(symbols_.lookup<func::FuncOp>(op.getBody()));
      rotate(op);
    }
  }

  void rotate(TF::WhileOp op);
  std::optional<Rotated> getOrCreateFunctions(func::FuncOp cond,
                                              func::FuncOp body,
                                              TensorType predType);

  ModuleOp module_;
  SymbolTable symbols_;
  llvm::DenseSet<Operation *> visited_;
  // Keyed by (cond, body): loops on the same pair share the new functions
  // (nullopt: the pair cannot be rotated).
  llvm::DenseMap<std::pair<Operation *, Operation *>, std::optional<Rotated>>
      rotated_;
};

void WhileRotation::rotate(TF::WhileOp op) {
  auto cond = symbols_.lookup<func::FuncOp>(op.getCond());
  auto body = symbols_.lookup<func::FuncOp>(op.getBody());
  Block *condBlock = singleBlockBody(cond);
  Block *bodyBlock = singleBlockBody(body);
  if (!condBlock || !bodyBlock) return;
  // Already carried (or a cond that computes nothing).
  if (returnsAnArgument(*condBlock)) return;
  auto condReturn = cast<func::ReturnOp>(condBlock->back());
  auto bodyReturn = cast<func::ReturnOp>(bodyBlock->back());
  unsigned n = op.getInput().size();
  if (condReturn.getNumOperands() != 1 || condBlock->getNumArguments() != n ||
      bodyBlock->getNumArguments() != n || bodyReturn.getNumOperands() != n)
    return;
  // The cond is applied to the loop's operands and to the body's results.
  for (auto [arg, operand, next] :
       llvm::zip(condBlock->getArgumentTypes(), op.getInput().getTypes(),
                 bodyReturn.getOperandTypes()))
    if (!compatible(arg, operand) || !compatible(arg, next)) return;
  auto predType = dyn_cast<TensorType>(condReturn.getOperand(0).getType());
  if (!predType) return;

  // The first evaluation of the condition, in front of the loop; then the
  // new functions. Either may fail to verify (shapes that differ): the loop
  // is then left as it was.
  OpBuilder builder(op);
  SmallVector<Operation *> cloned;
  Value pred0 = cloneBody(builder, *condBlock, op.getInput(), cloned).front();
  std::optional<Rotated> fns;
  if (verifies(cloned)) fns = getOrCreateFunctions(cond, body, predType);
  if (!fns) {
    for (Operation *clone : llvm::reverse(cloned)) clone->erase();
    return;
  }

  SmallVector<Value> operands(op.getInput().begin(), op.getInput().end());
  operands.push_back(pred0);
  SmallVector<Type> resultTypes(op.getResultTypes());
  resultTypes.push_back(predType);
  auto loop = TF::WhileOp::create(
      builder, op.getLoc(), resultTypes, operands, fns->cond, fns->body,
      op.getParallelIterationsAttr(), op.getIsStatelessAttr(),
      op.getShapeInvariantAttr());

  // Discardable attributes, with the per-loop-variable lists (TensorFlow's
  // `T`, `output_shapes`, `_output_shapes`: not in tf.While's ODS, so
  // stored as they came, never derived) extended by the predicate's entry.
  MLIRContext *ctx = op.getContext();
  for (NamedAttribute attr : op->getDiscardableAttrs()) {
    Attribute value = attr.getValue();
    StringRef name = attr.getName().getValue();
    auto list = dyn_cast<ArrayAttr>(value);
    if (list && list.size() == n) {
      SmallVector<Attribute> entries(list.begin(), list.end());
      if (name == "T" &&
          llvm::all_of(list, [](Attribute a) { return isa<TypeAttr>(a); })) {
        entries.push_back(TypeAttr::get(predType.getElementType()));
        value = ArrayAttr::get(ctx, entries);
      } else if ((name == "output_shapes" || name == "_output_shapes") &&
                 llvm::all_of(list, [](Attribute a) {
                   return isa<tf_type::ShapeAttr>(a);
                 })) {
        std::optional<ArrayRef<int64_t>> dims;
        if (predType.hasRank()) dims = predType.getShape();
        entries.push_back(tf_type::ShapeAttr::get(ctx, dims));
        value = ArrayAttr::get(ctx, entries);
      }
    }
    loop->setAttr(attr.getName(), value);
  }

  op.replaceAllUsesWith(loop.getResults().take_front(n));
  op.erase();
}

std::optional<Rotated> WhileRotation::getOrCreateFunctions(
    func::FuncOp cond, func::FuncOp body, TensorType predType) {
  auto key = std::make_pair(cond.getOperation(), body.getOperation());
  auto it = rotated_.find(key);
  if (it != rotated_.end()) return it->second;

  MLIRContext *ctx = module_.getContext();
  Block &condBlock = cond.getBody().front();
  Block &bodyBlock = body.getBody().front();
  auto condReturn = cast<func::ReturnOp>(condBlock.back());
  auto bodyReturn = cast<func::ReturnOp>(bodyBlock.back());
  SmallVector<Type> argTypes(bodyBlock.getArgumentTypes());
  argTypes.push_back(predType);
  SmallVector<Type> resultTypes(bodyReturn.getOperandTypes());
  resultTypes.push_back(predType);
  OpBuilder builder(ctx);

  // @<body>_with_pred(args..., unused pred) -> (body(args)...,
  // cond(body(args))), next to @<body>.
  auto newBody = func::FuncOp::create(
      builder, body.getLoc(), (body.getSymName() + "_with_pred").str(),
      builder.getFunctionType(argTypes, resultTypes));
  newBody.setPrivate();
  symbols_.insert(newBody, std::next(Block::iterator(body.getOperation())));
  copyFunctionAttrs(body, newBody);
  if (ArrayAttr attrs = extended(body.getArgAttrsAttr(), 1, ctx))
    newBody.setArgAttrsAttr(attrs);
  if (ArrayAttr attrs = extended(body.getResAttrsAttr(), 1, ctx))
    newBody.setResAttrsAttr(attrs);
  Block *entry = newBody.addEntryBlock();
  builder.setInsertionPointToEnd(entry);
  SmallVector<Operation *> bodyClones, condClones;
  SmallVector<Value> returned = cloneBody(
      builder, bodyBlock, entry->getArguments().drop_back(), bodyClones);
  returned.push_back(
      cloneBody(builder, condBlock, returned, condClones).front());
  func::ReturnOp::create(builder, bodyReturn.getLoc(), returned);
  if (!verifies(condClones)) {
    symbols_.erase(newBody);
    rotated_[key] = std::nullopt;
    return std::nullopt;
  }

  // @<cond>_pred(args..., pred) -> pred, next to @<cond>.
  builder.clearInsertionPoint();
  auto newCond = func::FuncOp::create(
      builder, cond.getLoc(), (cond.getSymName() + "_pred").str(),
      builder.getFunctionType(argTypes, {predType}));
  newCond.setPrivate();
  symbols_.insert(newCond, std::next(Block::iterator(cond.getOperation())));
  copyFunctionAttrs(cond, newCond);
  if (ArrayAttr attrs = extended(cond.getArgAttrsAttr(), 1, ctx))
    newCond.setArgAttrsAttr(attrs);
  if (ArrayAttr attrs = cond.getResAttrsAttr()) newCond.setResAttrsAttr(attrs);
  entry = newCond.addEntryBlock();
  builder.setInsertionPointToEnd(entry);
  func::ReturnOp::create(builder, condReturn.getLoc(),
                         ValueRange{entry->getArguments().back()});

  // Copies of processed functions: nothing left to rotate in them.
  visited_.insert(newBody);
  visited_.insert(newCond);
  Rotated result{FlatSymbolRefAttr::get(newCond.getSymNameAttr()),
                 FlatSymbolRefAttr::get(newBody.getSymNameAttr())};
  rotated_[key] = result;
  return result;
}

struct TFWhileCarryPredicatePass
    : impl::TFWhileCarryPredicateBase<TFWhileCarryPredicatePass> {
  void runOnOperation() override { WhileRotation(getOperation()).run(); }
};

}  // namespace
}  // namespace tfrt::passes
