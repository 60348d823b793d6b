// tf-to-corert: functional tf -> corert/tfrt kernels. See docs/passes.md for
// the conventions of the lowered form.
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "passes/OpAttributes.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFTOCORERT
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;
using tfrt::compiler::ChainType;
using tfrt::corert::OpHandlerType;
using tfrt::corert::TensorHandleType;

bool isTFOp(Operation *op) {
  return op->getName().getStringRef().starts_with("tf.");
}

bool isResourceTensor(Type type) {
  return isa<tf_type::ResourceType>(getElementTypeOrSelf(type));
}

// Unregistered tf ops that TensorFlow's op registry marks stateless
// (passes/TFPureOps.def, tools/gen_tf_pure_ops.py).
bool isStatelessInTF(StringRef name) {
  static const llvm::StringSet<> stateless = {
#define TF_PURE_OP(name) "tf." #name,
#include "passes/TFPureOps.def"
#undef TF_PURE_OP
  };
  return stateless.contains(name);
}

// Ops that keep side effects in order (corert.executeop.seq): registered
// ops with memory effects, and unregistered tf ops but those TensorFlow
// knows to be stateless (unknown effects).
bool hasSideEffects(Operation *op) {
  if (!op->isRegistered()) return !isStatelessInTF(op->getName().getStringRef());
  return !isMemoryEffectFree(op);
}

class FunctionLowering {
 public:
  FunctionLowering(func::FuncOp fn, StringRef handlerName)
      : fn_(fn), handlerName_(handlerName), builder_(fn.getContext()) {
    MLIRContext *ctx = fn.getContext();
    chainType_ = ChainType::get(ctx);
    handleType_ = TensorHandleType::get(ctx);
    handlerType_ = OpHandlerType::get(ctx);
  }

  LogicalResult run();

 private:
  // The tensor handle type of a tensor, null (and an error) otherwise.
  Type convertType(Type type, Location loc, StringRef what) {
    if (isa<TensorType>(type)) return handleType_;
    emitError(loc) << what << " of type " << type
                   << " cannot be lowered to a tensor handle";
    return nullptr;
  }
  Value handler() {
    if (!handler_) {
      OpBuilder::InsertionGuard guard(builder_);
      builder_.setInsertionPointToStart(block_);
      handler_ = tfrt::corert::GetOpHandlerOp::create(
          builder_, fn_.getLoc(), handlerType_, block_->getArgument(0),
          builder_.getStringAttr(handlerName_));
    }
    return handler_;
  }
  SmallVector<Value> mapped(ValueRange values) {
    SmallVector<Value> out;
    for (Value v : values) out.push_back(mapping_.lookup(v));
    return out;
  }
  SmallVector<Type> handles(size_t n, bool withChain) {
    SmallVector<Type> types;
    if (withChain) types.push_back(chainType_);
    types.append(n, handleType_);
    return types;
  }
  // Maps `results` to the results of `lowered` after the chain (which
  // becomes the current chain).
  void bindChainAndResults(Operation *lowered, ResultRange results) {
    chain_ = lowered->getResult(0);
    for (auto [old, now] : llvm::zip(results, lowered->getResults().drop_front()))
      mapping_.map(old, now);
  }

  LogicalResult lowerOp(Operation *op);
  LogicalResult lowerConst(TF::ConstOp op);
  LogicalResult lowerCall(Operation *op, FlatSymbolRefAttr callee,
                          ValueRange args);
  LogicalResult lowerGeneric(Operation *op);

  func::FuncOp fn_;
  std::string handlerName_;
  OpBuilder builder_;
  Type chainType_, handleType_, handlerType_;
  Block *block_ = nullptr;
  Value chain_, handler_;
  IRMapping mapping_;
};

LogicalResult FunctionLowering::run() {
  if (!llvm::hasSingleElement(fn_.getBody()))
    return fn_.emitError() << "has " << fn_.getBody().getBlocks().size()
                           << " blocks; tf-to-corert lowers single-block functions";
  Block &old = fn_.getBody().front();
  FunctionType type = fn_.getFunctionType();
  SmallVector<Type> inputs{chainType_}, results{chainType_};
  for (BlockArgument arg : old.getArguments()) {
    Type t = convertType(arg.getType(), arg.getLoc(), "argument");
    if (!t) return failure();
    inputs.push_back(t);
  }
  for (Type r : type.getResults()) {
    Type t = convertType(r, fn_.getLoc(), "result");
    if (!t) return failure();
    results.push_back(t);
  }

  block_ = new Block();
  fn_.getBody().push_back(block_);
  block_->addArgument(chainType_, fn_.getLoc());
  for (BlockArgument arg : old.getArguments())
    mapping_.map(arg, block_->addArgument(handleType_, arg.getLoc()));
  chain_ = block_->getArgument(0);
  builder_.setInsertionPointToEnd(block_);

  for (Operation &op : old) {
    if (failed(lowerOp(&op))) {
      block_->dropAllReferences();
      block_->erase();
      return failure();
    }
  }

  old.dropAllReferences();
  old.erase();
  fn_.setType(FunctionType::get(fn_.getContext(), inputs, results));
  // Argument and result attributes (tf._user_specified_name, ...) stay with
  // their values; the chain has none.
  auto shift = [&](ArrayAttr attrs, unsigned n) -> SmallVector<DictionaryAttr> {
    SmallVector<DictionaryAttr> out{DictionaryAttr::get(fn_.getContext())};
    for (unsigned i = 0; i < n; ++i)
      out.push_back(attrs ? cast<DictionaryAttr>(attrs[i])
                          : DictionaryAttr::get(fn_.getContext()));
    return out;
  };
  if (ArrayAttr argAttrs = fn_.getAllArgAttrs())
    fn_.setAllArgAttrs(shift(argAttrs, inputs.size() - 1));
  if (ArrayAttr resAttrs = fn_.getAllResultAttrs())
    fn_.setAllResultAttrs(shift(resAttrs, results.size() - 1));
  return success();
}

LogicalResult FunctionLowering::lowerOp(Operation *op) {
  Location loc = op->getLoc();
  if (auto ret = dyn_cast<func::ReturnOp>(op)) {
    SmallVector<Value> values{chain_};
    llvm::append_range(values, mapped(ret.getOperands()));
    tfrt::compiler::ReturnOp::create(builder_, loc, values);
    return success();
  }
  if (auto call = dyn_cast<func::CallOp>(op))
    return lowerCall(op, call.getCalleeAttr(), call.getOperands());
  if (!isTFOp(op))
    return op->emitError() << "'" << op->getName()
                           << "' cannot be lowered to corert";

  if (auto cst = dyn_cast<TF::ConstOp>(op)) return lowerConst(cst);
  if (isa<TF::NoOp>(op)) return success();
  if (isa<TF::IdentityOp, TF::IdentityNOp>(op)) {
    for (auto [result, operand] : llvm::zip(op->getResults(), op->getOperands()))
      mapping_.map(result, mapping_.lookup(operand));
    return success();
  }
  // A resource-to-resource cast only refines the handle's static type.
  if (isa<TF::CastOp>(op) && isResourceTensor(op->getOperand(0).getType()) &&
      isResourceTensor(op->getResult(0).getType())) {
    mapping_.map(op->getResult(0), mapping_.lookup(op->getOperand(0)));
    return success();
  }
  if (auto ifOp = dyn_cast<TF::IfOp>(op)) {
    auto cond = tfrt::corert::CondOp::create(
        builder_, loc, handles(ifOp.getNumResults(), true),
        mapping_.lookup(ifOp.getCond()), ifOp.getThenBranchAttr(),
        ifOp.getElseBranchAttr(), chain_, mapped(ifOp.getInput()));
    bindChainAndResults(cond, ifOp->getResults());
    return success();
  }
  if (auto whileOp = dyn_cast<TF::WhileOp>(op)) {
    auto loop = tfrt::corert::WhileOp::create(
        builder_, loc, handles(whileOp.getNumResults(), true),
        whileOp.getCondAttr(), whileOp.getBodyAttr(), chain_,
        mapped(whileOp.getInput()));
    bindChainAndResults(loop, whileOp->getResults());
    return success();
  }
  if (auto call = dyn_cast<TF::StatefulPartitionedCallOp>(op))
    return lowerCall(op, call.getFAttr(), call.getArgs());
  if (auto call = dyn_cast<TF::PartitionedCallOp>(op)) {
    auto callee = dyn_cast<FlatSymbolRefAttr>(call.getFAttr());
    if (!callee)
      return op->emitError() << "callee " << call.getFAttr()
                             << " is not a function of this module";
    return lowerCall(op, callee, call.getArgs());
  }
  if (op->getName().getStringRef() == "tf.Case") {
    auto branches = op->getAttrOfType<ArrayAttr>("branches");
    if (!branches && op->getPropertiesAsAttribute())
      if (auto props = dyn_cast<DictionaryAttr>(op->getPropertiesAsAttribute()))
        branches = props.getAs<ArrayAttr>("branches");
    if (!branches || branches.empty() || op->getNumOperands() < 1 ||
        !llvm::all_of(branches, [](Attribute a) {
          return isa<FlatSymbolRefAttr>(a);
        }))
      return op->emitError() << "'tf.Case' needs a branch index operand and "
                                "a non-empty 'branches' list of functions";
    auto index = tfrt::corert::TensorHandleToIntOp::create(
        builder_, loc, builder_.getI32Type(),
        mapping_.lookup(op->getOperand(0)));
    SmallVector<Value> operands{chain_};
    llvm::append_range(operands, mapped(op->getOperands().drop_front()));
    auto caseOp = tfrt::compiler::CaseOp::create(
        builder_, loc, handles(op->getNumResults(), true), index, branches,
        operands);
    bindChainAndResults(caseOp, op->getResults());
    return success();
  }
  if (isa<TF::IfRegionOp, TF::WhileRegionOp>(op))
    return op->emitError() << "'" << op->getName()
                           << "' must be outlined first "
                              "(tf-region-control-flow-to-functional)";
  return lowerGeneric(op);
}

LogicalResult FunctionLowering::lowerConst(TF::ConstOp op) {
  Attribute value = op.getValue();
  if (auto strings = dyn_cast<DenseStringElementsAttr>(value)) {
    SmallVector<StringRef> elements;
    for (StringRef s : strings.getRawStringData()) elements.push_back(s);
    if (strings.isSplat()) elements.resize(1);
    auto cst = tfrt::corert::ConstStringTensorOp::create(
        builder_, op.getLoc(), handleType_,
        builder_.getI64ArrayAttr(strings.getType().getShape()),
        builder_.getStrArrayAttr(elements));
    mapping_.map(op.getResult(), cst.getResult());
    return success();
  }
  auto dense = dyn_cast<DenseElementsAttr>(value);
  Type elementType = dense ? dense.getElementType() : Type();
  if (!dense || !(isa<IntegerType, FloatType>(elementType) ||
                  isa<ComplexType>(elementType)))
    return op.emitError() << "constant " << value
                          << " cannot be lowered to corert.const_dense_tensor";
  auto cst = tfrt::corert::ConstDenseTensorOp::create(builder_, op.getLoc(),
                                                      handleType_, dense);
  mapping_.map(op.getResult(), cst.getResult());
  return success();
}

LogicalResult FunctionLowering::lowerCall(Operation *op,
                                          FlatSymbolRefAttr callee,
                                          ValueRange args) {
  SmallVector<Value> operands{chain_};
  llvm::append_range(operands, mapped(args));
  SmallVector<Type> types = handles(op->getNumResults(), true);
  auto call = tfrt::compiler::CallOp::create(
      builder_, op->getLoc(), types, operands,
      {builder_.getNamedAttr("callee", callee)});
  bindChainAndResults(call, op->getResults());
  return success();
}

LogicalResult FunctionLowering::lowerGeneric(Operation *op) {
  if (op->getNumRegions() != 0)
    return op->emitError() << "'" << op->getName()
                           << "' has regions and cannot be lowered to "
                              "corert.executeop";
  for (Type t : op->getResultTypes())
    if (!isa<TensorType>(t))
      return op->emitError() << "'" << op->getName() << "' has a result of type "
                             << t << ", which is not a tensor";

  // The op's attributes (passes/OpAttributes.h), sorted by name.
  SmallVector<Attribute> opAttrs, funcAttrs;
  for (NamedAttribute attr : getRuntimeAttributes(op)) {
    Attribute value = attr.getValue();
    // Function-valued attributes go to op_func_attrs, by name (TFRT's form).
    if (auto func = dyn_cast<tf_type::FuncAttr>(value))
      value = func.getName();
    if (auto symbol = dyn_cast<SymbolRefAttr>(value)) {
      funcAttrs.push_back(builder_.getArrayAttr(
          ArrayRef<Attribute>{attr.getName(), symbol.getRootReference()}));
      continue;
    }
    opAttrs.push_back(
        builder_.getArrayAttr(ArrayRef<Attribute>{attr.getName(), value}));
  }

  SmallVector<NamedAttribute> attrs{
      builder_.getNamedAttr("op_attrs", builder_.getArrayAttr(opAttrs)),
      builder_.getNamedAttr("op_func_attrs", builder_.getArrayAttr(funcAttrs)),
      builder_.getNamedAttr("op_name",
                            builder_.getStringAttr(op->getName().getStringRef()))};
  SmallVector<Value> operands{handler()};
  if (hasSideEffects(op)) {
    operands.push_back(chain_);
    llvm::append_range(operands, mapped(op->getOperands()));
    // Non-strict, as TFRT's (and this project's) parser makes it.
    attrs.push_back(builder_.getNamedAttr("bef.nonstrict", builder_.getUnitAttr()));
    auto seq = tfrt::corert::ExecuteOpSeq::create(
        builder_, op->getLoc(), handles(op->getNumResults(), true), operands,
        attrs);
    bindChainAndResults(seq, op->getResults());
    return success();
  }
  llvm::append_range(operands, mapped(op->getOperands()));
  auto exec = tfrt::corert::ExecuteOp::create(
      builder_, op->getLoc(), handles(op->getNumResults(), false), operands,
      attrs);
  for (auto [old, now] : llvm::zip(op->getResults(), exec->getResults()))
    mapping_.map(old, now);
  return success();
}

// A function of tf ops: has a body and no op of the kernel dialects yet.
bool needsLowering(func::FuncOp fn) {
  if (fn.isExternal()) return false;
  bool kernels = false;
  fn.walk([&](Operation *op) {
    StringRef ns = op->getName().getDialectNamespace();
    if (ns == "tfrt" || ns == "corert") kernels = true;
  });
  return !kernels;
}

struct TFToCoreRTPass : impl::TFToCoreRTBase<TFToCoreRTPass> {
  using TFToCoreRTBase::TFToCoreRTBase;
  void runOnOperation() override {
    bool failed = false;
    for (func::FuncOp fn : getOperation().getOps<func::FuncOp>()) {
      if (!needsLowering(fn)) continue;
      if (mlir::failed(FunctionLowering(fn, opHandler).run())) failed = true;
    }
    if (failed) signalPassFailure();
  }
};

}  // namespace
}  // namespace tfrt::passes
