// The `tf_saved_model` dialect: op verifiers and the verifiers of its
// attributes, with TensorFlow's rules and messages (tf_saved_model.cc), and
// bound inputs relaxed to resource tensors whose subtype, if any, fits.
#include "dialects/tf_saved_model/SavedModelDialect.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;

namespace mlir::tf_saved_model {

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

SmallVector<StringRef, 2> getExportedNames(Operation *op) {
  SmallVector<StringRef, 2> names;
  if (auto array = op->getAttrOfType<ArrayAttr>(kExportedNamesAttr))
    for (Attribute name : array)
      if (auto str = dyn_cast<StringAttr>(name)) names.push_back(str.getValue());
  return names;
}

bool isExported(Operation *op) {
  auto array = op->getAttrOfType<ArrayAttr>(kExportedNamesAttr);
  return array && !array.empty();
}

bool hasSavedModelSemantics(ModuleOp module) {
  return module->hasAttr(kSemanticsAttr);
}

// Same element type and compatible shapes (tf.TensorShape compatibility).
static bool areCompatible(ShapedType a, ShapedType b) {
  return a.getElementType() == b.getElementType() &&
         succeeded(verifyCompatibleShape(a, b));
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult GlobalTensorOp::verify() {
  auto type = cast<TensorType>(getType());
  if (ElementsAttr value = getValueAttr())
    if (!areCompatible(type, cast<ShapedType>(value.getType())))
      return emitError() << "'type' and 'value' attributes should have "
                            "compatible tensor types";
  if (!getIsMutable() && !type.hasStaticShape())
    return emitError() << "'type' attribute for immutable "
                          "'tf_saved_model.global_tensor' should have a static "
                          "shape";
  return success();
}

LogicalResult SessionInitializerOp::verify() {
  auto module = (*this)->getParentOfType<ModuleOp>();
  for (auto other : module.getOps<SessionInitializerOp>()) {
    if (other == *this) break;
    return emitError() << "there must be no more than one session_initializer op";
  }
  for (Attribute ref : getInitializers()) {
    auto fn = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        *this, cast<SymbolRefAttr>(ref));
    if (!fn) return emitOpError() << "the initializer function does not exist";
    if (fn.getNumResults() != 0)
      return emitOpError() << "the initializer function should have no output";
    auto names = getExportedNames(fn);
    if (names.empty())
      return emitOpError() << "the initializer function should be exported";
    if (names.size() != 1)
      return emitOpError()
             << "the initializer function should have only one exported names";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Attribute verifiers
//===----------------------------------------------------------------------===//

namespace {

LogicalResult verifyIndexPath(Operation *op, NamedAttribute attr) {
  auto path = dyn_cast<ArrayAttr>(attr.getValue());
  if (!path)
    return op->emitError() << "'" << kIndexPathAttr
                           << "' attribute should be an ArrayAttr";
  for (Attribute element : path) {
    if (isa<StringAttr>(element)) continue;
    if (auto integer = dyn_cast<IntegerAttr>(element))
      if (integer.getValue().getBitWidth() == 64) continue;
    return op->emitError() << "'" << kIndexPathAttr
                           << "' elements should be strings or 64-bit integers";
  }
  return success();
}

// A global tensor binds to a resource tensor (scalar or unranked) whose
// subtype, when it has one, is compatible with the global tensor's type; an
// asset binds to a scalar string tensor.
LogicalResult verifyBoundInputArgType(Operation *fn, Type argType,
                                      Operation *symbol) {
  MLIRContext *ctx = fn->getContext();
  Type expected;
  bool fits = false;
  if (auto global = dyn_cast<GlobalTensorOp>(symbol)) {
    // Checked before the global tensor's own verifier may have run (its
    // `type` may even be missing).
    TypeAttr typeAttr = global.getTypeAttr();
    auto type = typeAttr ? dyn_cast<TensorType>(typeAttr.getValue()) : nullptr;
    if (!type) return success();  // its verifier reports it
    expected = RankedTensorType::get({}, tf_type::ResourceType::get(ctx, {type}));
    auto arg = dyn_cast<TensorType>(argType);
    auto resource =
        arg ? dyn_cast<tf_type::ResourceType>(arg.getElementType()) : nullptr;
    if (resource && (!arg.hasRank() || arg.getRank() == 0)) {
      ArrayRef<TensorType> subtypes = resource.getSubtypes();
      fits = subtypes.empty() ||
             (subtypes.size() == 1 && areCompatible(subtypes[0], type));
    }
  } else if (isa<AssetOp>(symbol)) {
    expected = RankedTensorType::get({}, tf_type::StringType::get(ctx));
    fits = argType == expected;
  } else {
    return fn->emitError() << "'" << kBoundInputAttr
                           << "' attribute must reference a "
                              "'tf_saved_model.global_tensor' or a "
                              "'tf_saved_model.asset', got '"
                           << symbol->getName() << "'";
  }
  if (!fits)
    return fn->emitError() << "bound input with type " << argType
                           << " expected to have type " << expected;
  return success();
}

bool hasAnySavedModelArgAttr(func::FuncOp fn) {
  for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
    if (fn.getArgAttr(i, kIndexPathAttr) || fn.getArgAttr(i, kBoundInputAttr))
      return true;
  for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i)
    if (fn.getResultAttr(i, kIndexPathAttr)) return true;
  return false;
}

// The calling convention of an exported function: every argument is either
// passed by the caller (index_path) or bound (bound_input, after the passed
// ones); every result has an index path.
LogicalResult verifyExportedFunc(func::FuncOp fn) {
  auto module = fn->getParentOfType<ModuleOp>();
  bool underConstruction = module && module->hasAttr(kUnderConstructionAttr);
  bool reachedBoundInputs = false;
  for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i) {
    if (fn.getArgAttr(i, kBoundInputAttr)) {
      reachedBoundInputs = true;
      continue;
    }
    if (fn.getArgAttr(i, kIndexPathAttr)) {
      if (reachedBoundInputs)
        return fn.emitError() << "all '" << kIndexPathAttr
                              << "' arg attributes should precede all '"
                              << kBoundInputAttr << "' arg attributes";
      continue;
    }
    if (fn.getArgAttr(i, "tf.resource_name")) {
      if (underConstruction) continue;
      return fn.emitError() << "'tf.resource_name' attribute is not allowed "
                               "unless it is being under construction";
    }
    return fn.emitError() << "all arguments should have '" << kIndexPathAttr
                          << "', '" << kBoundInputAttr
                          << "' or 'tf.resource_name' attributes";
  }
  llvm::SmallDenseSet<StringRef, 8> bound;
  for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
    if (auto ref = fn.getArgAttrOfType<FlatSymbolRefAttr>(i, kBoundInputAttr))
      if (!bound.insert(ref.getValue()).second && !underConstruction)
        return fn.emitError() << "duplicate '" << kBoundInputAttr << "' binding";
  for (unsigned i = 0, e = fn.getNumResults(); i < e; ++i)
    if (!fn.getResultAttr(i, kIndexPathAttr))
      return fn.emitError() << "all results should have '" << kIndexPathAttr
                            << "' attributes";
  return success();
}

LogicalResult verifyInitializerType(Operation *op, NamedAttribute attr) {
  if (!isa<func::FuncOp>(op))
    return op->emitError() << "Attribute " << kInitializerTypeAttr
                           << " should be on a func::FuncOp.";
  auto type = dyn_cast<StringAttr>(attr.getValue());
  if (!type)
    return op->emitError() << "Attribute " << kInitializerTypeAttr
                           << " should be a StringAttr.";
  if (type.getValue() != "restore_op" && type.getValue() != "init_op")
    return op->emitError() << kInitializerTypeAttr
                           << " should be one of 'restore_op' or 'init_op'. "
                              "Got: "
                           << type.getValue();
  return success();
}

}  // namespace

// The module-wide rules of a SavedModel.
static LogicalResult verifySavedModelModule(ModuleOp module,
                                            TensorFlowSavedModelDialect *dialect) {
  auto exportedNamesId =
      StringAttr::get(dialect->getContext(), kExportedNamesAttr);
  llvm::DenseMap<StringRef, Operation *> exporter;
  for (Operation &op : *module.getBody()) {
    Attribute names = op.getAttr(exportedNamesId);
    if (!names) continue;
    // This may run before the attribute's own verification.
    if (failed(dialect->verifyOperationAttribute(&op, {exportedNamesId, names})))
      return failure();
    for (StringRef name : getExportedNames(&op)) {
      auto [it, inserted] = exporter.try_emplace(name, &op);
      if (!inserted)
        return op.emitError()
                   .append("duplicate exported name '", name, "'")
                   .attachNote(it->second->getLoc())
                   .append("previously seen here");
    }
  }
  for (auto fn : module.getOps<func::FuncOp>()) {
    bool exported = isExported(fn);
    if (exported && !fn.isPublic())
      return fn.emitError() << "exported function @" << fn.getName()
                            << " should be public";
    if (!exported && fn.isPublic())
      return fn.emitError() << "non-exported function @" << fn.getName()
                            << " should be private";
    if (!exported && hasAnySavedModelArgAttr(fn))
      return fn.emitError() << "can only apply 'tf_saved_model' argument "
                               "attributes to exported functions";
  }

  // Initializers: no two of one initializer_type; referenced only by the
  // session_initializer.
  llvm::DenseSet<Operation *> initializers;
  for (auto init : module.getOps<SessionInitializerOp>()) {
    llvm::SmallDenseSet<StringAttr> types;
    // `init` may not be verified yet: its own verifier reports a missing
    // `initializers` or a bad ref.
    ArrayAttr refs = init.getInitializersAttr();
    if (!refs) continue;
    for (Attribute ref : refs) {
      auto symbol = dyn_cast<SymbolRefAttr>(ref);
      auto fn = symbol ? SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
                             init, symbol)
                       : nullptr;
      if (!fn) continue;
      initializers.insert(fn);
      auto type = fn->getAttrOfType<StringAttr>(kInitializerTypeAttr);
      if (type && !types.insert(type).second)
        return fn.emitError() << "Attribute " << kInitializerTypeAttr
                              << " should not have duplicate values. Found "
                                 "duplicate: "
                              << type;
    }
  }
  auto uses = SymbolTable::getSymbolUses(&module.getBodyRegion());
  if (!uses)
    return module.emitError() << "modules with '" << kSemanticsAttr
                              << "' must have analyzable symbol uses";
  for (const SymbolTable::SymbolUse &use : *uses) {
    auto fn = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        use.getUser(), use.getSymbolRef());
    if (!fn || !isExported(fn)) continue;
    if (initializers.contains(fn) && isa<SessionInitializerOp>(use.getUser()))
      continue;
    return use.getUser()
        ->emitError("exported function cannot be internally referenced")
        .attachNote(fn.getLoc())
        .append("references this exported function");
  }
  return success();
}

LogicalResult TensorFlowSavedModelDialect::verifyOperationAttribute(
    Operation *op, NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == kExportedNamesAttr) {
    if (!isa<func::FuncOp, GlobalTensorOp>(op))
      return op->emitError() << "'" << kExportedNamesAttr
                             << "' must be on a 'func' or "
                                "'tf_saved_model.global_tensor' op";
    auto names = dyn_cast<ArrayAttr>(attr.getValue());
    if (!names || !llvm::all_of(names, llvm::IsaPred<StringAttr>))
      return op->emitError() << "'" << kExportedNamesAttr
                             << "' must be an array of strings";
    Operation *parent = op->getParentOp();
    if (!parent || !parent->hasAttr(kSemanticsAttr))
      return op->emitError() << "'" << kExportedNamesAttr
                             << "' must be on an op whose immediate parent has "
                                "attribute '"
                             << kSemanticsAttr << "'";
    if (auto fn = dyn_cast<func::FuncOp>(op)) return verifyExportedFunc(fn);
    return success();
  }
  if (name == kSemanticsAttr) {
    auto module = dyn_cast<ModuleOp>(op);
    if (!module)
      return op->emitError() << "'" << kSemanticsAttr
                             << "' must be on a module op";
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError() << "'" << kSemanticsAttr
                             << "' must be a unit attribute";
    return verifySavedModelModule(module, this);
  }
  if (name == kUnderConstructionAttr) return success();
  if (name == kInitializerTypeAttr) return verifyInitializerType(op, attr);
  return op->emitError() << "unknown tf_saved_model dialect attribute '"
                         << name << "'";
}

LogicalResult TensorFlowSavedModelDialect::verifyRegionArgAttribute(
    Operation *op, unsigned regionIndex, unsigned argIndex,
    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == kBoundInputAttr) {
    auto ref = dyn_cast<FlatSymbolRefAttr>(attr.getValue());
    if (!ref)
      return op->emitError() << "'" << kBoundInputAttr
                             << "' attribute should be a FlatSymbolRefAttr";
    auto fn = dyn_cast<func::FuncOp>(op);
    if (!fn)
      return op->emitError() << "'" << kBoundInputAttr
                             << "' must be on an argument of a 'func'";
    Operation *symbol = SymbolTable::lookupNearestSymbolFrom(op, ref);
    if (!symbol)
      return op->emitError() << "'" << kBoundInputAttr
                             << "' attribute must reference a valid symbol, "
                                "got invalid symbol '"
                             << ref.getValue() << "'";
    return verifyBoundInputArgType(op, fn.getArgument(argIndex).getType(),
                                   symbol);
  }
  if (name == kIndexPathAttr) return verifyIndexPath(op, attr);
  return op->emitError() << "unknown tf_saved_model dialect arg attribute '"
                         << name << "'";
}

LogicalResult TensorFlowSavedModelDialect::verifyRegionResultAttribute(
    Operation *op, unsigned regionIndex, unsigned resultIndex,
    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == kIndexPathAttr) return verifyIndexPath(op, attr);
  return op->emitError() << "unknown tf_saved_model dialect result attribute '"
                         << name << "'";
}

void TensorFlowSavedModelDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialects/tf_saved_model/SavedModelOps.cpp.inc"
      >();
}

}  // namespace mlir::tf_saved_model

#include "dialects/tf_saved_model/SavedModelDialect.cpp.inc"

#define GET_OP_CLASSES
#include "dialects/tf_saved_model/SavedModelOps.cpp.inc"
