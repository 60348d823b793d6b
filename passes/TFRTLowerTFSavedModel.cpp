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

// The reads of a resource value, looking through resource tf.Cast /
// tf.Identity (the forwarders, in def-before-use order); `onlyReads` is
// false when some other op uses it (a write, a call, control flow, ...).
struct ResourceUses {
  SmallVector<TF::ReadVariableOp> reads;
  SmallVector<Operation *> forwarders;
  bool onlyReads = true;
};

void collectUses(Value value, ResourceUses &uses) {
  for (Operation *user : value.getUsers()) {
    if (auto read = dyn_cast<TF::ReadVariableOp>(user)) {
      uses.reads.push_back(read);
    } else if (isa<TF::CastOp, TF::IdentityOp>(user) &&
               isResourceTensor(user->getResult(0).getType())) {
      uses.forwarders.push_back(user);
      collectUses(user->getResult(0), uses);
    } else {
      uses.onlyReads = false;
    }
  }
}

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
  // other than by reads; it is frozen (its reads become constants) when it
  // is immutable or only read.
  llvm::DenseSet<Operation *> kept;
  for (BoundArg &b : bound) {
    auto global = dyn_cast<GlobalTensorOp>(b.symbol);
    if (!global) continue;
    ResourceUses uses;
    collectUses(b.arg(), uses);
    if (!uses.onlyReads) kept.insert(global);
  }
  auto isFrozen = [&](GlobalTensorOp global) {
    return !global.getIsMutable() || !kept.contains(global);
  };
  for (BoundArg &b : bound) {
    auto global = dyn_cast<GlobalTensorOp>(b.symbol);
    if (!global) continue;
    ResourceUses uses;
    collectUses(b.arg(), uses);
    if (uses.reads.empty()) continue;
    ElementsAttr value = global.getValueAttr();
    bool frozen = isFrozen(global);
    if (frozen && !value)
      return uses.reads.front().emitOpError()
             << "reads the global tensor @" << global.getSymName()
             << ", which has no value to freeze";
    auto type = cast<ShapedType>(frozen ? value.getType() : global.getType());
    for (TF::ReadVariableOp read : uses.reads)
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
  bool needsInit = !kept.empty() || !initializers.empty();
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
    if (isFrozen(global)) {
      ResourceUses uses;
      collectUses(arg, uses);
      for (TF::ReadVariableOp read : uses.reads)
        freezeRead(read, global.getValueAttr());
      for (Operation *forwarder : llvm::reverse(uses.forwarders))
        if (forwarder->use_empty()) forwarder->erase();
    }
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
    for (func::FuncOp fn : initializers)
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
