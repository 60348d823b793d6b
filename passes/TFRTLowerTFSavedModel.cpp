// tfrt-lower-tf-saved-model: SavedModel bindings -> plain tf. Bound global
// tensors become constants (frozen) or variables found by name
// (tf.VarHandleOp), assets their filename, exported functions take their
// exported names, and @_tfrt_init initializes the variables and runs the
// session initializers. docs/passes.md has the rules.
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "dialects/tf_saved_model/SavedModelDialect.h"
#include "mlir/IR/Builders.h"
#include "passes/ExclusiveFunctions.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFRTLOWERTFSAVEDMODEL
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;
using namespace mlir::tf_saved_model;

constexpr llvm::StringLiteral kInitFunction = "_tfrt_init";

bool isResourceTensor(Type type) {
  return isa<tf_type::ResourceType>(getElementTypeOrSelf(type));
}

bool isForwarder(Operation *op) {
  return isa<TF::CastOp, TF::IdentityOp>(op) &&
         isResourceTensor(op->getResult(0).getType());
}

// Where a variable handle flows: through resource tf.Cast / tf.Identity (the
// forwarders) and into the functions it is passed to (a call's callee, a
// tf.If's branches), to the reads and other uses at the end.
class ResourceFlow {
 public:
  ResourceFlow(ModuleOp module, SymbolTable &symbols)
      : module_(module), symbols_(symbols) {}

  // The arguments of the functions `use` passes its value to: the callee's
  // for a call, each branch's for a tf.If; none for any other use (or a
  // callee without a body).
  SmallVector<BlockArgument, 2> calleeArguments(OpOperand &use) {
    Operation *user = use.getOwner();
    SmallVector<BlockArgument, 2> args;
    unsigned index = use.getOperandNumber();
    auto argOf = [&](Attribute ref, unsigned i) {
      auto fn = symbols_.lookup<func::FuncOp>(
          cast<SymbolRefAttr>(ref).getRootReference());
      if (!fn || fn.isExternal() || i >= fn.getNumArguments()) return false;
      args.push_back(fn.getArgument(i));
      return true;
    };
    if (auto ifOp = dyn_cast<TF::IfOp>(user)) {
      if (index == 0 || !argOf(ifOp.getThenBranchAttr(), index - 1) ||
          !argOf(ifOp.getElseBranchAttr(), index - 1))
        args.clear();
    } else if (isa<TF::StatefulPartitionedCallOp, TF::PartitionedCallOp,
                   func::CallOp>(user)) {
      auto call = cast<CallOpInterface>(user);
      unsigned first = call.getArgOperands().getBeginOperandIndex();
      auto callee = dyn_cast<SymbolRefAttr>(call.getCallableForCallee());
      if (!callee || index < first || !argOf(callee, index - first))
        args.clear();
    }
    return args;
  }

  // A tf.While operand that the loop passes through unchanged (its body
  // returns the argument it took there, in the same place), read in the loop
  // by plain reads only: the body's and the cond's arguments for it and the
  // loop's result there. A Keras recurrent layer's weights come so.
  struct PassThrough {
    TF::WhileOp loop;
    unsigned index;
    BlockArgument body, cond;
  };
  std::optional<PassThrough> passThrough(OpOperand &use) {
    auto loop = dyn_cast<TF::WhileOp>(use.getOwner());
    if (!loop) return std::nullopt;
    unsigned i = use.getOperandNumber();
    auto body = symbols_.lookup<func::FuncOp>(loop.getBody());
    auto cond = symbols_.lookup<func::FuncOp>(loop.getCond());
    if (!body || !cond || body == cond || body.isExternal() || cond.isExternal() ||
        !body.getBody().hasOneBlock() || i >= body.getNumArguments() ||
        i >= cond.getNumArguments())
      return std::nullopt;
    Operation *ret = body.getBody().front().getTerminator();
    BlockArgument arg = body.getArgument(i);
    auto readOrReturned = [&](OpOperand &u) {
      return isa<TF::ReadVariableOp>(u.getOwner()) ||
             (u.getOwner() == ret && u.getOperandNumber() == i);
    };
    if (i >= ret->getNumOperands() || ret->getOperand(i) != arg ||
        !llvm::all_of(arg.getUses(), readOrReturned) ||
        !llvm::all_of(cond.getArgument(i).getUses(), [](OpOperand &u) {
          return isa<TF::ReadVariableOp>(u.getOwner());
        }))
      return std::nullopt;
    return PassThrough{loop, i, arg, cond.getArgument(i)};
  }

  // Whether every use of `value`, through forwarders, into callees and
  // through loops that pass it on, is a tf.ReadVariableOp (recursion counts
  // as another use).
  bool onlyReads(Value value) {
    if (!visiting_.insert(value).second) return false;
    bool result = llvm::all_of(value.getUses(), [&](OpOperand &use) {
      Operation *user = use.getOwner();
      if (isa<TF::ReadVariableOp>(user)) return true;
      if (isForwarder(user)) return onlyReads(user->getResult(0));
      if (auto loop = passThrough(use))
        return onlyReads(loop->loop.getResult(loop->index));
      auto args = calleeArguments(use);
      return !args.empty() && llvm::all_of(args, [&](BlockArgument arg) {
        return onlyReads(arg);
      });
    });
    visiting_.erase(value);
    return result;
  }

  // Every read `value` reaches.
  void collectReads(Value value, SmallVectorImpl<TF::ReadVariableOp> &reads) {
    if (!visiting_.insert(value).second) return;
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (auto read = dyn_cast<TF::ReadVariableOp>(user)) {
        reads.push_back(read);
      } else if (isForwarder(user)) {
        collectReads(user->getResult(0), reads);
      } else if (auto loop = passThrough(use)) {
        for (Value v : {Value(loop->body), Value(loop->cond),
                        loop->loop.getResult(loop->index)})
          collectReads(v, reads);
      } else {
        for (BlockArgument arg : calleeArguments(use)) collectReads(arg, reads);
      }
    }
    visiting_.erase(value);
  }

  // Freezes what `value` reaches: reads become constants of `constant`;
  // callees that only read it get the constant instead of the handle (the
  // argument and the operand go; a callee used elsewhere too is cloned
  // first). Uses that do more than read keep `value`.
  void freeze(Value value, ElementsAttr constant);

 private:
  void freezeIntoCallees(Operation *user, unsigned index, ElementsAttr constant);
  void freezeIntoLoop(PassThrough loop, ElementsAttr constant);

  ModuleOp module_;
  SymbolTable &symbols_;
  llvm::DenseSet<Value> visiting_;
};

bool areCompatible(ShapedType a, ShapedType b) {
  return a.getElementType() == b.getElementType() &&
         succeeded(verifyCompatibleShape(a, b));
}

// A use that accepts a more static operand type than the value it had: an
// operand of a tf op whose constraints are on shapes' compatibility, not on
// exact types (terminators, region ops and calls pass types on exactly).
bool acceptsRefinedType(OpOperand &use) {
  Operation *user = use.getOwner();
  return user->isRegistered() && isa<TF::TensorFlowDialect>(user->getDialect()) &&
         !user->hasTrait<OpTrait::IsTerminator>() && user->getNumRegions() == 0 &&
         !isa<CallOpInterface, SymbolUserOpInterface>(user);
}

// `read` -> a tf.Const of `value`. Users that need the read's exact (less
// static) type get a tf.Const of that type instead, which tf.Const allows.
void freezeRead(TF::ReadVariableOp read, ElementsAttr value) {
  OpBuilder b(read);
  Value refined, exact;
  auto constant = [&](Value &cst, Type type) {
    if (!cst) cst = TF::ConstOp::create(b, read.getLoc(), type, value);
    return cst;
  };
  for (OpOperand &use : llvm::make_early_inc_range(read->getUses())) {
    if (read.getType() == value.getType() || acceptsRefinedType(use))
      use.set(constant(refined, value.getType()));
    else
      use.set(constant(exact, read.getType()));
  }
  read.erase();
}

void ResourceFlow::freeze(Value value, ElementsAttr constant) {
  SmallVector<std::pair<Operation *, unsigned>> calls;
  for (OpOperand &use : llvm::make_early_inc_range(value.getUses())) {
    Operation *user = use.getOwner();
    if (auto read = dyn_cast<TF::ReadVariableOp>(user)) {
      freezeRead(read, constant);
    } else if (isForwarder(user)) {
      freeze(user->getResult(0), constant);
      if (user->use_empty()) user->erase();
    } else if (auto loop = passThrough(use);
               loop && onlyReads(loop->loop.getResult(loop->index))) {
      freezeIntoLoop(*loop, constant);
    } else if (!calleeArguments(use).empty() &&
               llvm::all_of(calleeArguments(use),
                            [&](BlockArgument arg) { return onlyReads(arg); })) {
      calls.push_back({user, use.getOperandNumber()});
    }
  }
  // Last operand first, so the indices of the others stay valid.
  llvm::sort(calls, [](auto &a, auto &b) { return a.second > b.second; });
  for (auto [user, index] : calls) freezeIntoCallees(user, index, constant);
}

void ResourceFlow::freezeIntoCallees(Operation *user, unsigned index,
                                     ElementsAttr constant) {
  // One function per distinct callee (a tf.If may name one twice).
  SmallVector<func::FuncOp, 2> callees;
  for (BlockArgument arg : calleeArguments(user->getOpOperand(index))) {
    auto fn = cast<func::FuncOp>(arg.getOwner()->getParentOp());
    if (!llvm::is_contained(callees, fn)) callees.push_back(fn);
  }
  for (func::FuncOp fn : callees) exclusiveFor(user, fn, module_, symbols_);
  llvm::SetVector<BlockArgument> args;
  for (BlockArgument arg : calleeArguments(user->getOpOperand(index)))
    args.insert(arg);
  for (BlockArgument arg : args) freeze(arg, constant);
  if (!llvm::all_of(args, [](BlockArgument arg) { return arg.use_empty(); }))
    return;  // cannot happen: the callees only read it
  for (BlockArgument arg : args)
    (void)cast<func::FuncOp>(arg.getOwner()->getParentOp())
        .eraseArgument(arg.getArgNumber());
  if (auto call = dyn_cast<CallOpInterface>(user)) {
    // Per-argument attributes of the call, if any, lose the entry too.
    unsigned first = call.getArgOperands().getBeginOperandIndex();
    if (ArrayAttr argAttrs = call.getArgAttrsAttr()) {
      SmallVector<Attribute> kept(argAttrs.getValue());
      if (index - first < kept.size()) kept.erase(kept.begin() + (index - first));
      call.setArgAttrsAttr(ArrayAttr::get(user->getContext(), kept));
    }
  }
  user->eraseOperand(index);
}

// The loop carries the constant itself instead of the handle, as a frozen
// graph's loop does (what tf-fuse-keras-rnn matches): its operand becomes a
// tf.Const, the body's and cond's arguments that value (their reads go, a
// read of a less static type a tf.Const of that type), the result's reads
// (after the loop) constants, and the loop-variable lists TensorFlow keeps
// on the op (`T`, `output_shapes`) its type and shape.
void ResourceFlow::freezeIntoLoop(PassThrough pass, ElementsAttr constant) {
  TF::WhileOp loop = pass.loop;
  unsigned i = pass.index;
  Value result = loop.getResult(i);
  freeze(result, constant);
  if (!result.use_empty()) return;  // cannot happen: checked to be read only
  auto body = exclusiveFor(loop, symbols_.lookup<func::FuncOp>(loop.getBody()), module_, symbols_);
  auto cond = exclusiveFor(loop, symbols_.lookup<func::FuncOp>(loop.getCond()), module_, symbols_);
  auto type = cast<ShapedType>(constant.getType());
  OpBuilder builder(loop);
  loop->setOperand(i, TF::ConstOp::create(builder, loop.getLoc(), type, constant));
  for (func::FuncOp fn : {body, cond}) {
    BlockArgument arg = fn.getArgument(i);
    arg.setType(type);
    for (OpOperand &use : llvm::make_early_inc_range(arg.getUses())) {
      auto read = dyn_cast<TF::ReadVariableOp>(use.getOwner());
      if (!read) continue;  // the body's return of it
      if (read.getType() == type ||
          llvm::all_of(read->getUses(), [](OpOperand &u) { return acceptsRefinedType(u); })) {
        read.replaceAllUsesWith(Value(arg));
        read.erase();
      } else {
        freezeRead(read, constant);
      }
    }
    SmallVector<Type> inputs(fn.getArgumentTypes());
    SmallVector<Type> results(fn.getResultTypes());
    inputs[i] = type;
    if (fn == body) results[i] = type;
    fn.setType(FunctionType::get(fn.getContext(), inputs, results));
  }
  result.setType(type);
  MLIRContext *ctx = loop.getContext();
  auto retype = [&](StringRef name, Attribute entry) {
    auto list = loop->getAttrOfType<ArrayAttr>(name);
    if (!list || list.size() != loop.getNumOperands()) return;
    SmallVector<Attribute> entries(list.begin(), list.end());
    entries[i] = entry;
    loop->setAttr(name, ArrayAttr::get(ctx, entries));
  };
  retype("T", TypeAttr::get(type.getElementType()));
  for (StringRef name : {"output_shapes", "_output_shapes"})
    retype(name, tf_type::ShapeAttr::get(ctx, type.getShape()));
  if (auto readOnly = loop->getAttrOfType<ArrayAttr>("_read_only_resource_inputs")) {
    SmallVector<Attribute> kept;
    for (Attribute a : readOnly)
      if (auto n = dyn_cast<IntegerAttr>(a); !n || n.getInt() != i) kept.push_back(a);
    loop->setAttr("_read_only_resource_inputs", ArrayAttr::get(ctx, kept));
  }
}

// An argument bound to a global tensor or an asset.
struct BoundArg {
  func::FuncOp fn;
  unsigned index;
  Operation *symbol;
  BlockArgument arg() { return fn.getArgument(index); }
};

struct TFRTLowerTFSavedModelPass
    : impl::TFRTLowerTFSavedModelBase<TFRTLowerTFSavedModelPass> {
  void runOnOperation() override {
    if (failed(lower(getOperation()))) signalPassFailure();
  }

  LogicalResult lower(ModuleOp module);
};

LogicalResult TFRTLowerTFSavedModelPass::lower(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  SymbolTable symbols(module);
  bool semantics = hasSavedModelSemantics(module);

  // --- Analysis: every error is found before the module changes. ---------
  SmallVector<BoundArg> bound;
  llvm::SetVector<Operation *> boundFns;
  for (auto fn : module.getOps<func::FuncOp>()) {
    for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i) {
      auto ref = fn.getArgAttrOfType<FlatSymbolRefAttr>(i, kBoundInputAttr);
      if (!ref) continue;
      Operation *symbol = symbols.lookup(ref.getValue());
      if (!isa_and_present<GlobalTensorOp, AssetOp>(symbol))
        return fn.emitError() << "argument " << i << " is bound to " << ref
                              << ", which is not a 'tf_saved_model.global_tensor' "
                                 "or 'tf_saved_model.asset'";
      bound.push_back({fn, i, symbol});
      boundFns.insert(fn);
    }
  }
  auto sessionInits = llvm::to_vector(module.getOps<SessionInitializerOp>());
  if (bound.empty() && sessionInits.empty() && !semantics &&
      module.getOps<GlobalTensorOp>().empty() && module.getOps<AssetOp>().empty())
    return success();
  if (sessionInits.size() > 1)
    return sessionInits[1].emitError()
           << "there must be no more than one session_initializer op";

  // Bound arguments are erased, so no call may pass them.
  if (!boundFns.empty()) {
    if (auto uses = SymbolTable::getSymbolUses(&module.getBodyRegion())) {
      for (const SymbolTable::SymbolUse &use : *uses) {
        Operation *callee = symbols.lookup(use.getSymbolRef().getRootReference());
        if (callee && boundFns.contains(callee) &&
            !isa<SessionInitializerOp>(use.getUser()))
          return use.getUser()->emitError()
                 << "references @" << cast<func::FuncOp>(callee).getName()
                 << ", whose bound inputs tfrt-lower-tf-saved-model removes";
      }
    }
  }

  // A global tensor is kept as a variable when a bound argument is used
  // other than by reads (here or in the functions it is passed to); it is
  // frozen (its reads become constants) when it is immutable or only read.
  ResourceFlow flow(module, symbols);
  llvm::DenseSet<Operation *> kept;
  for (BoundArg &b : bound)
    if (auto global = dyn_cast<GlobalTensorOp>(b.symbol))
      if (!flow.onlyReads(b.arg())) kept.insert(global);
  auto isFrozen = [&](GlobalTensorOp global) {
    return !global.getIsMutable() || !kept.contains(global);
  };
  for (BoundArg &b : bound) {
    auto global = dyn_cast<GlobalTensorOp>(b.symbol);
    if (!global) continue;
    SmallVector<TF::ReadVariableOp> reads;
    flow.collectReads(b.arg(), reads);
    if (reads.empty()) continue;
    ElementsAttr value = global.getValueAttr();
    bool frozen = isFrozen(global);
    if (frozen && !value)
      return reads.front().emitOpError()
             << "reads the global tensor @" << global.getSymName()
             << ", which has no value to freeze";
    auto type = cast<ShapedType>(frozen ? value.getType() : global.getType());
    for (TF::ReadVariableOp read : reads)
      if (!areCompatible(cast<ShapedType>(read.getType()), type))
        return read.emitOpError()
               << "reads a " << read.getType() << " from the global tensor @"
               << global.getSymName() << " of type " << type;
  }

  SmallVector<func::FuncOp> initializers;
  if (!sessionInits.empty()) {
    for (Attribute ref : sessionInits.front().getInitializers()) {
      auto fn = symbols.lookup<func::FuncOp>(
          cast<SymbolRefAttr>(ref).getRootReference());
      if (!fn)
        return sessionInits.front().emitOpError()
               << "the initializer function " << ref << " does not exist";
      unsigned unbound = fn.getNumArguments();
      for (BoundArg &b : bound) unbound -= b.fn == fn;
      if (unbound != 0 || fn.getNumResults() != 0)
        return fn.emitError() << "a session initializer takes no argument "
                                 "but bound inputs, and returns nothing";
      initializers.push_back(fn);
    }
  }

  // Exported names become symbol names: none may be taken by another symbol.
  auto isInitializer = [&](func::FuncOp fn) {
    return llvm::is_contained(initializers, fn);
  };
  if (semantics) {
    for (auto fn : module.getOps<func::FuncOp>()) {
      if (isInitializer(fn)) continue;
      for (StringRef name : getExportedNames(fn)) {
        Operation *other = symbols.lookup(name);
        if (other && other != fn.getOperation() &&
            !isa<GlobalTensorOp, AssetOp>(other))
          return fn.emitError()
                     .append("exported name '", name,
                             "' is the name of another symbol")
                     .attachNote(other->getLoc())
                     .append("the other symbol");
      }
    }
  }
  // Initializers that do nothing (TensorFlow's `NoOp`) need no call.
  SmallVector<func::FuncOp> calledInitializers;
  for (func::FuncOp fn : initializers)
    if (!llvm::hasSingleElement(fn.getBody()) ||
        !llvm::all_of(fn.front().without_terminator(),
                      [](Operation &op) { return isa<TF::NoOp>(op); }))
      calledInitializers.push_back(fn);
  bool needsInit = !kept.empty() || !calledInitializers.empty();
  if (needsInit) {
    Operation *taken = symbols.lookup(kInitFunction);
    for (auto fn : module.getOps<func::FuncOp>())
      if (!taken && semantics && !isInitializer(fn) &&
          llvm::is_contained(getExportedNames(fn), kInitFunction)) {
        taken = fn;
        break;
      }
    if (taken)
      return taken->emitError()
             << "'" << kInitFunction
             << "' is the name of the init function tfrt-lower-tf-saved-model "
                "creates";
  }

  // --- Rewrite. --------------------------------------------------------------
  llvm::MapVector<Operation *, llvm::BitVector> erased;
  // Last argument first: the ops made at the top of a function end up in
  // argument order.
  for (BoundArg &b : llvm::reverse(bound)) {
    BlockArgument arg = b.arg();
    // (Made once the reads are gone: one may be the block's first op.)
    auto builderAtTop = [&] { return OpBuilder::atBlockBegin(&b.fn.front()); };
    Location loc = arg.getLoc();
    auto &mask = erased[b.fn];
    if (mask.empty()) mask.resize(b.fn.getNumArguments());
    mask.set(b.index);

    if (auto asset = dyn_cast<AssetOp>(b.symbol)) {
      auto type = RankedTensorType::get({}, tf_type::StringType::get(ctx));
      auto path = DenseStringElementsAttr::get(type, {asset.getFilename()});
      OpBuilder builder = builderAtTop();
      arg.replaceAllUsesWith(TF::ConstOp::create(builder, loc, type, path));
      continue;
    }
    auto global = cast<GlobalTensorOp>(b.symbol);
    if (isFrozen(global)) flow.freeze(arg, global.getValueAttr());
    if (arg.use_empty()) continue;
    // The variable, by name; a resource tf.Cast gives the argument's type
    // when it is less static than the handle's.
    OpBuilder builder = builderAtTop();
    auto handleType = RankedTensorType::get(
        {}, tf_type::ResourceType::get(
                ctx, {cast<TensorType>(global.getType())}));
    Value handle = TF::VarHandleOp::create(
        builder, loc, handleType, builder.getStringAttr(""),
        builder.getStringAttr(global.getSymName()), nullptr);
    if (handle.getType() != arg.getType())
      handle = TF::CastOp::create(builder, loc, arg.getType(), handle,
                                  builder.getBoolAttr(false));
    arg.replaceAllUsesWith(handle);
  }
  for (auto &[fn, mask] : erased)
    if (failed(cast<func::FuncOp>(fn).eraseArguments(mask)))
      return fn->emitError() << "bound arguments cannot be erased";

  // The variables, in global_tensor order, then the SavedModel ops go.
  SmallVector<GlobalTensorOp> variables;
  for (auto global : module.getOps<GlobalTensorOp>())
    if (kept.contains(global)) variables.push_back(global);
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  if (needsInit) {
    // @_tfrt_init: every variable its value, then the initializers in order.
    auto init = func::FuncOp::create(
        builder, module.getLoc(), kInitFunction, FunctionType::get(ctx, {}, {}));
    if (semantics)
      init->setAttr(kExportedNamesAttr, builder.getStrArrayAttr({kInitFunction}));
    OpBuilder body = OpBuilder::atBlockBegin(init.addEntryBlock());
    for (GlobalTensorOp global : variables) {
      ElementsAttr value = global.getValueAttr();
      if (!value) continue;  // no initial value: reads fail until assigned
      auto handleType = RankedTensorType::get(
          {}, tf_type::ResourceType::get(
                  ctx, {cast<TensorType>(global.getType())}));
      Location loc = global.getLoc();
      Value handle = TF::VarHandleOp::create(
          body, loc, handleType, body.getStringAttr(""),
          body.getStringAttr(global.getSymName()), nullptr);
      Value cst = TF::ConstOp::create(body, loc, value.getType(), value);
      TF::AssignVariableOp::create(body, loc, handle, cst, nullptr);
    }
    for (func::FuncOp fn : calledInitializers)
      TF::StatefulPartitionedCallOp::create(
          body, fn.getLoc(), TypeRange{}, ValueRange{},
          FlatSymbolRefAttr::get(fn.getSymNameAttr()), body.getStringAttr(""),
          body.getStringAttr(""), body.getStringAttr(""), nullptr, nullptr);
    func::ReturnOp::create(body, module.getLoc());
    module->setAttr("tfrt.saved_model.init", builder.getStringAttr(kInitFunction));
  }
  if (!variables.empty()) {
    SmallVector<Attribute> entries;
    for (GlobalTensorOp global : variables)
      entries.push_back(builder.getDictionaryAttr(
          {builder.getNamedAttr("name", global.getSymNameAttr()),
           builder.getNamedAttr("type", global.getTypeAttr())}));
    module->setAttr("tfrt.saved_model.variables", builder.getArrayAttr(entries));
  }
  for (Operation &op : llvm::make_early_inc_range(*module.getBody()))
    if (isa<GlobalTensorOp, AssetOp, SessionInitializerOp>(op)) {
      if (isa<SymbolOpInterface>(op)) symbols.remove(&op);
      op.erase();
    }

  // Session initializers are private, called only by @_tfrt_init; exported
  // functions take their exported names (clones for the others).
  for (func::FuncOp fn : initializers) {
    fn->removeAttr(kExportedNamesAttr);
    fn.setPrivate();
  }
  if (semantics) {
    for (auto fn : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (isInitializer(fn)) continue;
      SmallVector<StringRef, 2> names = getExportedNames(fn);
      if (names.empty()) continue;
      for (StringRef name : llvm::drop_begin(names)) {
        auto clone = fn.clone();
        clone.setName(name);
        clone->setAttr(kExportedNamesAttr, builder.getStrArrayAttr({name}));
        symbols.insert(clone, std::next(Block::iterator(fn)));
      }
      fn->setAttr(kExportedNamesAttr, builder.getStrArrayAttr({names[0]}));
      if (fn.getName() != names[0] &&
          failed(symbols.rename(fn, builder.getStringAttr(names[0]))))
        return fn.emitError() << "cannot be renamed to '" << names[0] << "'";
    }
  }
  return success();
}

}  // namespace
}  // namespace tfrt::passes
