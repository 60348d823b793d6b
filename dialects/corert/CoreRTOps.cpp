// Custom parsers, printers and verifiers of the `corert` ops.
#include "dialects/corert/CoreRTDialect.h"

#include "llvm/ADT/StringSet.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

#include "dialects/tfrt/DTypes.h"

using namespace mlir;

namespace tfrt::corert {

namespace {

// Largest result count accepted after `:` in the executeop syntax.
constexpr int64_t kMaxExecuteOpResults = 65535;

// Converts a parsed attribute dictionary to TFRT's array of [name, value]
// pairs, keeping the written order.
ArrayAttr toPairArray(Builder &builder, const NamedAttrList &attrs) {
  SmallVector<Attribute, 4> pairs;
  for (const NamedAttribute &attr : attrs)
    pairs.push_back(builder.getArrayAttr({attr.getName(), attr.getValue()}));
  return builder.getArrayAttr(pairs);
}

// Parses the part of executeop / executeop.seq after the op name:
//   (%op_handler[, %in_op_chain]) "op.name"(%args) {attrs} {func attrs} : N
ParseResult parseExecuteOpImpl(OpAsmParser &parser, OperationState &result,
                               int numChains) {
  Builder &builder = parser.getBuilder();
  MLIRContext *context = builder.getContext();
  Type chainType = compiler::ChainType::get(context);
  Type tensorHandleType = TensorHandleType::get(context);

  SmallVector<OpAsmParser::UnresolvedOperand, 2> handlerAndChains;
  SmallVector<OpAsmParser::UnresolvedOperand, 4> args;
  StringAttr opName;
  NamedAttrList opAttrs, opFuncAttrs;
  SMLoc handlerLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(handlerAndChains, numChains + 1,
                              OpAsmParser::Delimiter::Paren) ||
      parser.parseAttribute(opName, "op_name", result.attributes))
    return failure();
  SMLoc argsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(args, OpAsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDict(opAttrs) ||
      parser.parseOptionalAttrDict(opFuncAttrs))
    return failure();

  int64_t numResults = 0;
  if (succeeded(parser.parseOptionalColon())) {
    SMLoc countLoc = parser.getCurrentLocation();
    if (parser.parseInteger(numResults)) return failure();
    if (numResults < 0 || numResults > kMaxExecuteOpResults)
      return parser.emitError(countLoc)
             << "expected a result count between 0 and "
             << kMaxExecuteOpResults;
  }

  SmallVector<Type, 2> handlerAndChainTypes = {OpHandlerType::get(context)};
  handlerAndChainTypes.append(numChains, chainType);
  if (parser.resolveOperands(handlerAndChains, handlerAndChainTypes,
                             handlerLoc, result.operands) ||
      parser.resolveOperands(args, tensorHandleType, result.operands))
    return failure();
  (void)argsLoc;

  result.types.append(numChains, chainType);
  result.types.append(numResults, tensorHandleType);
  result.addAttribute("op_attrs", toPairArray(builder, opAttrs));
  result.addAttribute("op_func_attrs", toPairArray(builder, opFuncAttrs));
  return success();
}

// Prints an array of [name, value] pairs as ` {name = value, ...}`.
void printPairArray(OpAsmPrinter &p, ArrayAttr pairs) {
  p << " {";
  llvm::interleaveComma(pairs, p, [&](Attribute attr) {
    auto pair = dyn_cast<ArrayAttr>(attr);
    if (!pair || pair.size() != 2 || !isa<StringAttr>(pair[0])) {
      // Malformed (the verifier rejects it): print it as is under a name.
      p << "\"<malformed>\" = ";
      p.printAttribute(attr);
      return;
    }
    p.printKeywordOrString(cast<StringAttr>(pair[0]).getValue());
    p << " = ";
    p.printAttribute(pair[1]);
  });
  p << '}';
}

template <typename OpTy>
void printExecuteOpImpl(OpAsmPrinter &p, OpTy op, ValueRange handlerAndChain) {
  p << '(';
  p.printOperands(handlerAndChain);
  p << ") ";
  p.printAttributeWithoutType(op.getOpNameAttr());
  p << '(';
  p.printOperands(op.getArgs());
  p << ')';
  ArrayAttr opAttrs = op.getOpAttrs();
  ArrayAttr opFuncAttrs = op.getOpFuncAttrs();
  // An empty op attribute dictionary is printed when function attributes
  // follow, so that they are not read back as op attributes.
  if (opAttrs && (!opAttrs.empty() || (opFuncAttrs && !opFuncAttrs.empty())))
    printPairArray(p, opAttrs);
  if (opFuncAttrs && !opFuncAttrs.empty()) printPairArray(p, opFuncAttrs);
  if (!op.getOutputs().empty()) p << " : " << op.getOutputs().size();
}

LogicalResult verifyPairArray(Operation *op, ArrayAttr pairs,
                              StringRef which) {
  llvm::StringSet<> names;
  for (auto [i, attr] : llvm::enumerate(pairs)) {
    auto pair = dyn_cast<ArrayAttr>(attr);
    if (!pair || pair.size() != 2 || !isa<StringAttr>(pair[0]))
      return op->emitOpError()  // TFRT's text
             << "each " << which.drop_back()
             << " should be a key-value pair, where the key is a string, but "
                "entry #"
             << i << " is " << attr;
    StringRef name = cast<StringAttr>(pair[0]).getValue();
    if (name.empty())
      return op->emitOpError() << "expects non-empty names in " << which
                               << ", but entry #" << i << " has none";
    if (!names.insert(name).second)
      return op->emitOpError()
             << "has two " << which << " entries named '" << name << "'";
  }
  return success();
}

template <typename OpTy>
LogicalResult verifyExecuteOpImpl(OpTy op) {
  if (op.getOpName().empty())
    return op.emitOpError("expects a non-empty op_name");
  if (failed(verifyPairArray(op, op.getOpAttrs(), "op_attrs")) ||
      failed(verifyPairArray(op, op.getOpFuncAttrs(), "op_func_attrs")))
    return failure();
  return success();
}

}  // namespace

//===----------------------------------------------------------------------===//
// Op handlers
//===----------------------------------------------------------------------===//

LogicalResult GetOpHandlerOp::verify() {
  if (getOpHandlerName().empty())
    return emitOpError("expects a non-empty op handler name");
  return success();
}

LogicalResult RegisterOpHandlerOp::verify() {
  if (getOpHandlerName().empty())
    return emitOpError("expects a non-empty op handler name");
  return success();
}

//===----------------------------------------------------------------------===//
// ExecuteOp, ExecuteOpSeq
//===----------------------------------------------------------------------===//

ParseResult ExecuteOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseExecuteOpImpl(parser, result, /*numChains=*/0);
}

void ExecuteOp::print(OpAsmPrinter &p) {
  printExecuteOpImpl(p, *this, getOpHandler());
}

LogicalResult ExecuteOp::verify() { return verifyExecuteOpImpl(*this); }

ParseResult ExecuteOpSeq::parse(OpAsmParser &parser, OperationState &result) {
  if (parseExecuteOpImpl(parser, result, /*numChains=*/1)) return failure();
  // TFRT's parser marked executeop.seq non-strict: it is dispatched before
  // its input chain is available.
  compiler::addNonStrictAttr(result);
  return success();
}

void ExecuteOpSeq::print(OpAsmPrinter &p) {
  printExecuteOpImpl(p, *this, {getOpHandler(), getInOpChain()});
}

LogicalResult ExecuteOpSeq::verify() { return verifyExecuteOpImpl(*this); }

void ExecuteOpSeq::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  // Default numbering, but the chain and the outputs in separate groups.
  setNameFn(getOutOpChain(), "");
  if (!getOutputs().empty()) setNameFn(getOutputs().front(), "");
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

OpFoldResult ConstDenseTensorOp::fold(FoldAdaptor) { return getValueAttr(); }

LogicalResult ConstDenseTensorOp::verify() {
  auto dense = dyn_cast<DenseElementsAttr>(getValueAttr());
  if (!dense)
    return emitOpError("expects a dense elements attribute (dense<...>)");
  Type elementType = dense.getElementType();
  if (!compiler::isDTypeElementType(elementType))
    return emitOpError() << "expects elements of a TFRT dtype (integer, float "
                            "or complex), but got "
                         << elementType;
  return success();
}

LogicalResult ConstStringTensorOp::verify() {
  FailureOr<int64_t> count =
      compiler::verifyStaticShape(*this, compiler::getI64Array(getShape()));
  if (failed(count)) return failure();
  int64_t numValues = getValue().size();
  if (numValues != 1 && numValues != *count)
    return emitOpError() << "expects 1 or " << *count
                         << " strings for its shape, but got " << numValues;
  return success();
}

LogicalResult verifyCreateDenseTensor(Operation *op, StringRef dtype,
                                      ArrayAttr shape, ArrayAttr value) {
  FailureOr<int64_t> count =
      compiler::verifyStaticShape(op, compiler::getI64Array(shape));
  if (failed(count)) return failure();
  Type elementType = compiler::getDTypeElementType(op->getContext(), dtype);
  if (!elementType)
    return op->emitOpError() << "has an unknown dtype '" << dtype << "'";
  FailureOr<int64_t> numValues =
      compiler::verifyDTypeValues(op, value, elementType, dtype);
  if (failed(numValues)) return failure();
  // TFRT's kernel copies one value per element (there is no splat form).
  if (*numValues != *count)
    return op->emitOpError() << "expects " << *count
                             << " values for its shape, but got "
                             << *numValues;
  return success();
}

//===----------------------------------------------------------------------===//
// CondOp, WhileOp
//===----------------------------------------------------------------------===//

LogicalResult CondOp::verifySymbolUses(SymbolTableCollection &symbols) {
  // The functions take the chain and the operands, and return the results
  // (the first being a chain).
  SmallVector<Type, 4> passed = {getInOpChain().getType()};
  llvm::append_range(passed, getFnOperands().getTypes());
  for (auto [attr, role] :
       {std::pair(getATrueFnAttr(), StringRef("true function")),
        std::pair(getBFalseFnAttr(), StringRef("false function"))}) {
    if (failed(compiler::verifyCallee(*this, symbols, attr, role, passed,
                                      getResultTypes())))
      return failure();
  }
  return success();
}

LogicalResult WhileOp::verify() {
  // The loop values (chain first) are carried from operands to results.
  return compiler::verifyLoopTypes(*this, getOperandTypes());
}

LogicalResult WhileOp::verifySymbolUses(SymbolTableCollection &symbols) {
  FlatSymbolRefAttr condAttr = getACondFnAttr();
  FunctionOpInterface condFn = compiler::lookupCallee(
      *this, symbols, condAttr, "cond function", getOperandTypes());
  if (!condFn) return failure();
  ArrayRef<Type> condResults = condFn.getResultTypes();
  if (condResults.size() != 2 ||
      !isa<compiler::ChainType>(condResults[0]) ||
      !isa<TensorHandleType>(condResults[1]))
    return emitOpError() << "expects cond function " << condAttr
                         << " to return a !tfrt.chain and a "
                            "!corert.tensorhandle";

  FlatSymbolRefAttr bodyAttr = getBBodyFnAttr();
  return compiler::verifyCallee(*this, symbols, bodyAttr, "body function",
                                getOperandTypes(), getResultTypes());
}

}  // namespace tfrt::corert

#define GET_OP_CLASSES
#include "dialects/corert/CoreRTOps.cpp.inc"
