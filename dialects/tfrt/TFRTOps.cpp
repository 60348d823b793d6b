// Custom parsers, printers and verifiers of the `tfrt` ops.
#include "dialects/tfrt/TFRTDialect.h"

#include "llvm/ADT/STLExtras.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace tfrt::compiler {

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

static FunctionOpInterface lookupFunction(Operation *op,
                                          SymbolTableCollection &symbols,
                                          FlatSymbolRefAttr symbol,
                                          StringRef role) {
  if (!symbol) {
    op->emitOpError() << "requires a " << role << " symbol reference";
    return {};
  }
  auto fn = dyn_cast_or_null<FunctionOpInterface>(
      symbols.lookupNearestSymbolFrom(op, symbol.getAttr()));
  if (!fn)
    op->emitOpError() << "'" << symbol.getValue()
                      << "' does not reference a valid function (" << role
                      << ")";
  return fn;
}

static LogicalResult verifyFunctionArguments(Operation *op, TypeRange passed,
                                             FunctionOpInterface fn,
                                             FlatSymbolRefAttr symbol,
                                             StringRef role) {
  ArrayRef<Type> inputs = fn.getArgumentTypes();
  if (passed.size() != inputs.size())
    return op->emitOpError()
           << "passes " << passed.size() << " values to " << role << " "
           << symbol << ", which takes " << inputs.size();
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(passed, inputs)))
    if (std::get<0>(pair) != std::get<1>(pair))
      return op->emitOpError()
             << "value #" << i << " passed to " << role << " " << symbol
             << " has type " << std::get<0>(pair)
             << ", but the function takes " << std::get<1>(pair);
  return success();
}

LogicalResult verifyFunctionResults(Operation *op, TypeRange expected,
                                    FunctionOpInterface fn,
                                    FlatSymbolRefAttr symbol, StringRef role) {
  ArrayRef<Type> results = fn.getResultTypes();
  if (expected.size() != results.size())
    return op->emitOpError()
           << "has " << expected.size() << " results, but " << role << " "
           << symbol << " returns " << results.size();
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(expected, results)))
    if (std::get<0>(pair) != std::get<1>(pair))
      return op->emitOpError()
             << "result #" << i << " has type " << std::get<0>(pair)
             << ", but " << role << " " << symbol << " returns "
             << std::get<1>(pair);
  return success();
}

FunctionOpInterface lookupCallee(Operation *op, SymbolTableCollection &symbols,
                                 FlatSymbolRefAttr symbol, StringRef role,
                                 TypeRange passed) {
  FunctionOpInterface fn = lookupFunction(op, symbols, symbol, role);
  if (!fn || failed(verifyFunctionArguments(op, passed, fn, symbol, role)))
    return {};
  return fn;
}

LogicalResult verifyCallee(Operation *op, SymbolTableCollection &symbols,
                           FlatSymbolRefAttr symbol, StringRef role,
                           TypeRange passed, TypeRange expected) {
  FunctionOpInterface fn = lookupCallee(op, symbols, symbol, role, passed);
  return success(fn &&
                 succeeded(verifyFunctionResults(op, expected, fn, symbol, role)));
}

LogicalResult verifyLoopTypes(Operation *op, TypeRange loopTypes) {
  if (op->getNumResults() != loopTypes.size())
    return op->emitOpError() << "has " << op->getNumResults()
                             << " results, but " << loopTypes.size()
                             << " loop values (they must match)";
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip_equal(loopTypes, op->getResultTypes())))
    if (std::get<0>(pair) != std::get<1>(pair))
      return op->emitOpError() << "result #" << i << " has type "
                               << std::get<1>(pair)
                               << ", but the loop value has type "
                               << std::get<0>(pair);
  return success();
}

void addNonStrictAttr(OperationState &result) {
  if (!result.attributes.get(TFRTDialect::kNonStrictAttrName))
    result.addAttribute(TFRTDialect::kNonStrictAttrName,
                        UnitAttr::get(result.getContext()));
}

// Region helpers, shared with the other TFRT dialects (TFRTDialect.h).

// Builds the entry-block arguments of a region whose arguments shadow the
// given operands (TFRT's region ops reuse the operand names inside).
SmallVector<OpAsmParser::Argument> makeRegionArgs(
    ArrayRef<OpAsmParser::UnresolvedOperand> operands, TypeRange types) {
  SmallVector<OpAsmParser::Argument> args;
  for (auto [operand, type] : llvm::zip(operands, types)) {
    OpAsmParser::Argument &arg = args.emplace_back();
    arg.ssaName = operand;
    arg.type = type;
  }
  return args;
}

// Prints a region whose entry-block arguments take the names of `names`. A
// malformed region (wrong argument count) is printed with its arguments, so
// that printing never asserts.
void printShadowedRegion(OpAsmPrinter &p, Region &region, ValueRange names) {
  if (!region.empty() && region.getNumArguments() == names.size()) {
    p.shadowRegionArgs(region, names);
    p.printRegion(region, /*printEntryBlockArgs=*/false);
  } else {
    p.printRegion(region, /*printEntryBlockArgs=*/true);
  }
}

// Checks that `region`'s entry block takes `types`, `what` naming the region
// ("'then' region").
LogicalResult verifyRegionArgs(Operation *op, Region &region, StringRef what,
                               TypeRange types) {
  if (region.empty())
    return op->emitOpError() << "expects a non-empty " << what;
  Block &block = region.front();
  if (block.getNumArguments() != types.size())
    return op->emitOpError()
           << what << " takes " << block.getNumArguments()
           << " arguments, but the op passes " << types.size() << " values";
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip_equal(block.getArgumentTypes(), types)))
    if (std::get<0>(pair) != std::get<1>(pair))
      return op->emitOpError()
             << "argument #" << i << " of the " << what << " has type "
             << std::get<0>(pair) << ", but the op passes "
             << std::get<1>(pair);
  return success();
}

// TFRT's syntax binds region arguments to operand names, so one value cannot
// stand for two region arguments: checks that the operands at `indices` (the
// ones bound to region arguments) are distinct values.
LogicalResult verifyDistinctRegionOperands(Operation *op,
                                           ArrayRef<unsigned> indices) {
  for (auto [n, i] : llvm::enumerate(indices))
    for (unsigned j : indices.take_front(n))
      if (op->getOperand(i) == op->getOperand(j))
        return op->emitOpError()
               << "passes the same value as operands #" << j << " and #" << i
               << ", which its syntax cannot bind to two region arguments";
  return success();
}

// Indices of the operands from `first` on.
SmallVector<unsigned> operandIndicesFrom(Operation *op, unsigned first) {
  return llvm::to_vector(llvm::seq<unsigned>(first, op->getNumOperands()));
}

// Returns the tfrt.return ending `region`, or emits an error naming `what`.
ReturnOp getRegionReturn(Operation *op, Region &region, StringRef what) {
  ReturnOp ret;
  if (!region.empty() && !region.front().empty())
    ret = dyn_cast<ReturnOp>(region.front().back());
  if (!ret)
    op->emitOpError() << "expects its " << what << " to end with tfrt.return";
  return ret;
}

// Checks that the tfrt.return ending `region` returns `types` (the enclosing
// op's result types); the diagnostic is at the tfrt.return.
LogicalResult verifyRegionReturn(Operation *op, Region &region, StringRef what,
                                 TypeRange types) {
  ReturnOp ret = getRegionReturn(op, region, what);
  if (!ret) return failure();
  if (ret.getNumOperands() != types.size())
    return ret.emitOpError()
           << "operand types don't match '" << op->getName()
           << "' result: it returns " << ret.getNumOperands()
           << " values for " << types.size() << " results";
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip_equal(ret.getOperandTypes(), types)))
    if (std::get<0>(pair) != std::get<1>(pair))
      return ret.emitOpError()
             << "operand types don't match '" << op->getName()
             << "' result: operand #" << i << " has type " << std::get<0>(pair)
             << ", but result #" << i << " has type " << std::get<1>(pair);
  return success();
}

// End of the region helpers.

//===----------------------------------------------------------------------===//
// MergeChainsOp, GetDeviceOp
//===----------------------------------------------------------------------===//

ParseResult MergeChainsOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 4> inputs;
  SmallVector<Type, 4> types;
  if (parser.parseOperandList(inputs) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SMLoc typesLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalColon())) {
    if (parser.parseTypeList(types)) return failure();
  } else {
    // Without a type list every input is a chain (TFRT's older syntax).
    types.assign(inputs.size(), ChainType::get(parser.getContext()));
  }
  result.addTypes(ChainType::get(parser.getContext()));
  return parser.resolveOperands(inputs, types, typesLoc, result.operands);
}

void MergeChainsOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(getInputs());
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : ";
  llvm::interleaveComma(getInputs().getTypes(), p);
}

LogicalResult MergeChainsOp::verify() {
  if (getInputs().empty()) return emitOpError("expects at least one input");
  return success();
}

namespace {
// A merge of one chain whose result is only returned, by a tfrt.return that
// returns that chain as well, orders nothing: the caller gets the same chain
// either way. (TFRT's canonicalization; a merge whose result is the only
// thing returned is kept, as TFRT keeps it.)
struct DropReturnedMergeOfOneChain : public OpRewritePattern<MergeChainsOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(MergeChainsOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getInputs().size() != 1) return failure();
    Value input = op.getInputs()[0];
    if (!isa<ChainType>(input.getType()) || op->use_empty()) return failure();
    for (Operation *user : op->getUsers()) {
      auto ret = dyn_cast<ReturnOp>(user);
      if (!ret || !llvm::is_contained(ret.getOperands(), input))
        return failure();
    }
    rewriter.replaceOp(op, input);
    return success();
  }
};
}  // namespace

void MergeChainsOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *context) {
  results.add<DropReturnedMergeOfOneChain>(context);
}

LogicalResult GetDeviceOp::verify() {
  if (getDeviceName().empty())
    return emitOpError("expects a non-empty device_name");
  return success();
}

//===----------------------------------------------------------------------===//
// CallOp
//===----------------------------------------------------------------------===//

ParseResult CallOp::parse(OpAsmParser &parser, OperationState &result) {
  FlatSymbolRefAttr callee;
  FunctionType calleeType;
  SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseAttribute(callee, getCalleeAttrName(result.name),
                            result.attributes) ||
      parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(calleeType) ||
      parser.resolveOperands(operands, calleeType.getInputs(), operandsLoc,
                             result.operands))
    return failure();
  result.addTypes(calleeType.getResults());
  addNonStrictAttr(result);
  return success();
}

void CallOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printAttributeWithoutType(getCalleeAttr());
  p << '(';
  p.printOperands(getOperands());
  p << ')';
  p.printOptionalAttrDict(
      (*this)->getAttrs(),
      {getCalleeAttrName(), TFRTDialect::kNonStrictAttrName});
  p << " : ";
  p.printType(getCalleeType());
}

FunctionType CallOp::getCalleeType() {
  return FunctionType::get(getContext(), getOperandTypes(), getResultTypes());
}

LogicalResult CallOp::verifySymbolUses(SymbolTableCollection &symbols) {
  return verifyCallee(*this, symbols, getCalleeAttr(), "callee",
                      getOperandTypes(), getResultTypes());
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

ParseResult IfOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands)) return failure();
  if (operands.empty())
    return parser.emitError(operandsLoc, "expected a condition operand");
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();

  FunctionType types;
  SMLoc typesLoc = parser.getCurrentLocation();
  if (parser.parseColonType(types)) return failure();

  auto bodyOperands = ArrayRef(operands).drop_front();
  if (parser.resolveOperand(operands.front(), parser.getBuilder().getI1Type(),
                            result.operands) ||
      parser.resolveOperands(bodyOperands, types.getInputs(), typesLoc,
                             result.operands))
    return failure();
  result.addTypes(types.getResults());

  SmallVector<OpAsmParser::Argument> args =
      makeRegionArgs(bodyOperands, types.getInputs());
  Region *thenRegion = result.addRegion();
  if (parser.parseRegion(*thenRegion, args, /*enableNameShadowing=*/true))
    return failure();

  Region *elseRegion = result.addRegion();
  if (succeeded(parser.parseOptionalKeyword("else"))) {
    if (parser.parseRegion(*elseRegion, args, /*enableNameShadowing=*/true))
      return failure();
  } else {
    // The else region is syntactically optional but structurally required;
    // without results it defaults to an empty tfrt.return, as in TFRT.
    if (!types.getResults().empty())
      return parser.emitError(parser.getCurrentLocation(),
                              "expected 'else' in a tfrt.if with results");
    Block *block = new Block();
    elseRegion->push_back(block);
    block->addArguments(
        types.getInputs(),
        SmallVector<Location>(types.getNumInputs(), result.location));
    // The region is not attached to an op yet: build from the context.
    OpBuilder builder(result.getContext());
    builder.setInsertionPointToEnd(block);
    ReturnOp::create(builder, result.location);
  }
  addNonStrictAttr(result);
  return success();
}

void IfOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(getOperands());
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                     {TFRTDialect::kNonStrictAttrName});
  p << " : (";
  llvm::interleaveComma(getArgs().getTypes(), p);
  p << ") -> (";
  llvm::interleaveComma(getResultTypes(), p);
  p << ") ";
  printShadowedRegion(p, getThenRegion(), getArgs());
  p << " else ";
  printShadowedRegion(p, getElseRegion(), getArgs());
}

LogicalResult IfOp::verifyRegions() {
  TypeRange argTypes = getArgs().getTypes();
  if (failed(verifyDistinctRegionOperands(
                 *this, operandIndicesFrom(*this, 1))) ||
      failed(verifyRegionArgs(*this, getThenRegion(), "'then' region",
                              argTypes)) ||
      failed(verifyRegionArgs(*this, getElseRegion(), "'else' region",
                              argTypes)) ||
      failed(verifyRegionReturn(*this, getThenRegion(), "'then' region",
                                getResultTypes())))
    return failure();
  return verifyRegionReturn(*this, getElseRegion(), "'else' region",
                            getResultTypes());
}

//===----------------------------------------------------------------------===//
// CondOp, CaseOp, WhileOp, OnceOp
//===----------------------------------------------------------------------===//

LogicalResult CondOp::verifySymbolUses(SymbolTableCollection &symbols) {
  for (auto [attr, role] :
       {std::pair(getATrueFnAttr(), StringRef("true function")),
        std::pair(getBFalseFnAttr(), StringRef("false function"))}) {
    if (failed(verifyCallee(*this, symbols, attr, role,
                            getFnOperands().getTypes(), getResultTypes())))
      return failure();
  }
  return success();
}

LogicalResult CaseOp::verifySymbolUses(SymbolTableCollection &symbols) {
  ArrayAttr branches = getBranches();
  if (branches.empty()) return emitOpError("expects at least one branch");
  for (auto [i, branch] : llvm::enumerate(branches)) {
    auto symbol = dyn_cast<FlatSymbolRefAttr>(branch);
    std::string role = "branch #" + std::to_string(i);
    if (failed(verifyCallee(*this, symbols, symbol, role,
                            getBranchOperands().getTypes(), getResultTypes())))
      return failure();
  }
  return success();
}

LogicalResult WhileOp::verify() {
  if (getParallelIterations() < 1)
    return emitOpError("expects parallel_iterations to be at least 1");
  return verifyLoopTypes(*this, getArgs().getTypes());
}

LogicalResult WhileOp::verifySymbolUses(SymbolTableCollection &symbols) {
  FlatSymbolRefAttr symbol = getBodyFnAttr();
  FunctionOpInterface fn =
      lookupCallee(*this, symbols, symbol, "body", getArgs().getTypes());
  if (!fn) return failure();
  // The body returns the next loop values and then the i1 condition.
  ArrayRef<Type> results = fn.getResultTypes();
  TypeRange loopTypes = getArgs().getTypes();
  if (results.size() != loopTypes.size() + 1 ||
      !llvm::equal(results.drop_back(), loopTypes) ||
      !results.back().isInteger(1))
    return emitOpError() << "expects body " << symbol
                         << " to return the loop value types followed by i1";
  return success();
}

LogicalResult OnceOp::verifySymbolUses(SymbolTableCollection &symbols) {
  FlatSymbolRefAttr symbol = getFunctionAttr();
  return verifyCallee(*this, symbols, symbol, "function", getOperandTypes(),
                      getResultTypes());
}

//===----------------------------------------------------------------------===//
// RepeatI32Op
//===----------------------------------------------------------------------===//

ParseResult RepeatI32Op::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands)) return failure();
  if (operands.empty())
    return parser.emitError(operandsLoc, "expected a trip count operand");
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();

  SmallVector<Type, 4> types;
  SMLoc typesLoc = parser.getCurrentLocation();
  if (parser.parseOptionalColonTypeList(types)) return failure();

  auto loopOperands = ArrayRef(operands).drop_front();
  if (parser.resolveOperand(operands.front(),
                            parser.getBuilder().getI32Type(),
                            result.operands) ||
      parser.resolveOperands(loopOperands, types, typesLoc, result.operands))
    return failure();
  result.addTypes(types);

  SmallVector<OpAsmParser::Argument> args = makeRegionArgs(loopOperands, types);
  if (parser.parseRegion(*result.addRegion(), args,
                         /*enableNameShadowing=*/true))
    return failure();
  addNonStrictAttr(result);
  return success();
}

void RepeatI32Op::print(OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(getOperands());
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                     {TFRTDialect::kNonStrictAttrName});
  if (!getArgs().empty()) {
    p << " : ";
    llvm::interleaveComma(getArgs().getTypes(), p);
  }
  p << ' ';
  printShadowedRegion(p, getRegion(), getArgs());
}

LogicalResult RepeatI32Op::verifyRegions() {
  if (getNumResults() != getArgs().size())
    return emitOpError() << "has " << getNumResults() << " results, but "
                         << getArgs().size()
                         << " loop values (they must match)";
  for (auto [i, pair] : llvm::enumerate(
           llvm::zip_equal(getArgs().getTypes(), getResultTypes())))
    if (std::get<0>(pair) != std::get<1>(pair))
      return emitOpError() << "result #" << i << " has type "
                           << std::get<1>(pair)
                           << ", but the loop value has type "
                           << std::get<0>(pair);
  if (failed(verifyDistinctRegionOperands(
                 *this, operandIndicesFrom(*this, 1))) ||
      failed(verifyRegionArgs(*this, getRegion(), "body",
                              getArgs().getTypes())))
    return failure();
  return verifyRegionReturn(*this, getRegion(), "body", getResultTypes());
}

//===----------------------------------------------------------------------===//
// ParallelForI32Op, ParallelCallI32Op
//===----------------------------------------------------------------------===//

namespace {

// Parses `%start to %end fixed %block_size` and resolves them as i32.
ParseResult parseParallelBounds(
    OpAsmParser &parser, OperationState &result,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &bounds) {
  bounds.resize(3);
  Type i32 = parser.getBuilder().getI32Type();
  if (parser.parseOperand(bounds[0]) || parser.parseKeyword("to") ||
      parser.parseOperand(bounds[1]) || parser.parseKeyword("fixed") ||
      parser.parseOperand(bounds[2]) ||
      parser.resolveOperands(bounds, i32, result.operands))
    return failure();
  return success();
}

void printParallelBounds(OpAsmPrinter &p, ValueRange operands) {
  p << ' ';
  p.printOperand(operands[0]);
  p << " to ";
  p.printOperand(operands[1]);
  p << " fixed ";
  p.printOperand(operands[2]);
}

}  // namespace

ParseResult ParallelForI32Op::parse(OpAsmParser &parser,
                                    OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 3> bounds;
  if (parseParallelBounds(parser, result, bounds)) return failure();

  SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  if (succeeded(parser.parseOptionalComma()) &&
      parser.parseOperandList(operands))
    return failure();
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  SmallVector<Type, 4> types;
  SMLoc typesLoc = parser.getCurrentLocation();
  if (parser.parseOptionalColonTypeList(types) ||
      parser.resolveOperands(operands, types, typesLoc, result.operands))
    return failure();
  result.addTypes(ChainType::get(result.getContext()));

  // The body takes the block's start and end, then the extra operands.
  SmallVector<OpAsmParser::UnresolvedOperand, 6> bodyOperands = {bounds[0],
                                                                 bounds[1]};
  bodyOperands.append(operands.begin(), operands.end());
  Type i32 = parser.getBuilder().getI32Type();
  SmallVector<Type, 6> bodyTypes = {i32, i32};
  bodyTypes.append(types.begin(), types.end());
  SmallVector<OpAsmParser::Argument> args =
      makeRegionArgs(bodyOperands, bodyTypes);
  return parser.parseRegion(*result.addRegion(), args,
                            /*enableNameShadowing=*/true);
}

void ParallelForI32Op::print(OpAsmPrinter &p) {
  printParallelBounds(p, getOperands());
  if (!getArgs().empty()) {
    p << ", ";
    p.printOperands(getArgs());
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  if (!getArgs().empty()) {
    p << " : ";
    llvm::interleaveComma(getArgs().getTypes(), p);
  }
  p << ' ';
  SmallVector<Value, 6> names = {getStart(), getEnd()};
  names.append(getArgs().begin(), getArgs().end());
  printShadowedRegion(p, getRegion(), names);
}

LogicalResult ParallelForI32Op::verifyRegions() {
  Type i32 = IntegerType::get(getContext(), 32);
  SmallVector<Type, 6> bodyTypes = {i32, i32};
  llvm::append_range(bodyTypes, getArgs().getTypes());
  // The start and end operands and the extra ones become region arguments.
  SmallVector<unsigned> bound = {0, 1};
  llvm::append_range(bound, operandIndicesFrom(*this, 3));
  if (failed(verifyDistinctRegionOperands(*this, bound)) ||
      failed(verifyRegionArgs(*this, getRegion(), "body", bodyTypes)))
    return failure();
  // A synchronous body returns nothing, an asynchronous one a chain.
  ReturnOp ret = getRegionReturn(*this, getRegion(), "body");
  if (!ret) return failure();
  if (ret.getNumOperands() == 0) return success();
  return verifyRegionReturn(*this, getRegion(), "body",
                            (*this)->getResultTypes());
}

ParseResult ParallelCallI32Op::parse(OpAsmParser &parser,
                                     OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 3> bounds;
  FlatSymbolRefAttr callee;
  SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  if (parseParallelBounds(parser, result, bounds) ||
      parser.parseAttribute(callee, getCalleeAttrName(result.name),
                            result.attributes) ||
      parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  SmallVector<Type, 4> types;
  SMLoc typesLoc = parser.getCurrentLocation();
  if (parser.parseOptionalColonTypeList(types) ||
      parser.resolveOperands(operands, types, typesLoc, result.operands))
    return failure();
  result.addTypes(ChainType::get(result.getContext()));
  return success();
}

void ParallelCallI32Op::print(OpAsmPrinter &p) {
  printParallelBounds(p, getOperands());
  p << ' ';
  p.printAttributeWithoutType(getCalleeAttr());
  p << '(';
  p.printOperands(getArgs());
  p << ')';
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                     {getCalleeAttrName()});
  if (!getArgs().empty()) {
    p << " : ";
    llvm::interleaveComma(getArgs().getTypes(), p);
  }
}

LogicalResult ParallelCallI32Op::verifySymbolUses(
    SymbolTableCollection &symbols) {
  FlatSymbolRefAttr symbol = getCalleeAttr();
  Type i32 = IntegerType::get(getContext(), 32);
  SmallVector<Type, 6> passed = {i32, i32};
  llvm::append_range(passed, getArgs().getTypes());
  FunctionOpInterface fn = lookupCallee(*this, symbols, symbol, "callee", passed);
  if (!fn) return failure();
  ArrayRef<Type> results = fn.getResultTypes();
  if (results.size() > 1 ||
      (results.size() == 1 && !isa<ChainType>(results.front())))
    return emitOpError() << "expects callee " << symbol
                         << " to return nothing or a !tfrt.chain";
  return success();
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

ParseResult ReturnOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  SmallVector<Type, 2> types;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      (!operands.empty() && parser.parseColonTypeList(types)) ||
      parser.resolveOperands(operands, types, loc, result.operands))
    return failure();
  return success();
}

void ReturnOp::print(OpAsmPrinter &p) {
  if (getNumOperands() > 0) {
    p << ' ';
    p.printOperands(getOperands());
  }
  p.printOptionalAttrDict((*this)->getAttrs());
  if (getNumOperands() > 0) {
    p << " : ";
    llvm::interleaveComma(getOperandTypes(), p);
  }
}

LogicalResult ReturnOp::verify() {
  // Returns of tfrt region ops are checked by those ops; other parents (any
  // control flow structure) are allowed, as in TFRT.
  auto fn = dyn_cast_or_null<FunctionOpInterface>((*this)->getParentOp());
  if (!fn) return success();
  ArrayRef<Type> results = fn.getResultTypes();
  if (getNumOperands() != results.size())
    return emitOpError() << "has " << getNumOperands()
                         << " operands, but enclosing function returns "
                         << results.size();
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip_equal(getOperandTypes(), results)))
    if (std::get<0>(pair) != std::get<1>(pair))
      return emitOpError() << "type of return operand " << i << " ("
                           << std::get<0>(pair)
                           << ") doesn't match function result type ("
                           << std::get<1>(pair) << ")";
  return success();
}

}  // namespace tfrt::compiler

namespace tfrt {

ParseResult parseParenTypeList(OpAsmParser &parser,
                               SmallVectorImpl<Type> &types) {
  if (parser.parseLParen()) return failure();
  if (succeeded(parser.parseOptionalRParen())) return success();
  if (parser.parseTypeList(types) || parser.parseRParen()) return failure();
  return success();
}

void printParenTypeList(OpAsmPrinter &printer, Operation *, TypeRange types) {
  printer << '(';
  llvm::interleaveComma(types, printer);
  printer << ')';
}

}  // namespace tfrt

#define GET_OP_CLASSES
#include "dialects/tfrt/TFRTOps.cpp.inc"
