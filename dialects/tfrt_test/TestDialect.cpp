#include "dialects/tfrt_test/TestDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;

namespace tfrt::test {

void TFRTTestDialect::initialize() {
  // As in TFRT, test kernels without a definition here parse in generic form.
  allowUnknownOperations();
  addOperations<
#define GET_OP_LIST
#include "dialects/tfrt_test/TestOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// DoAsyncOp
//===----------------------------------------------------------------------===//

ParseResult DoAsyncOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  FunctionType types;
  if (parser.parseOperandList(operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  SMLoc typesLoc = parser.getCurrentLocation();
  if (parser.parseColonType(types) ||
      parser.resolveOperands(operands, types.getInputs(), typesLoc,
                             result.operands))
    return failure();
  result.addTypes(types.getResults());
  return parser.parseRegion(*result.addRegion(),
                            compiler::makeRegionArgs(operands, types.getInputs()),
                            /*enableNameShadowing=*/true);
}

void DoAsyncOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(getArgs());
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p << " : ";
  printParenTypeList(p, *this, getArgs().getTypes());
  p << " -> ";
  printParenTypeList(p, *this, getResultTypes());
  p << ' ';
  compiler::printShadowedRegion(p, getBody(), getArgs());
}

LogicalResult DoAsyncOp::verifyRegions() {
  if (failed(compiler::verifyRegionArgs(*this, getBody(), "body",
                                        getArgs().getTypes())))
    return failure();
  return compiler::verifyRegionReturn(*this, getBody(), "body",
                                      getResultTypes());
}

//===----------------------------------------------------------------------===//
// TestCostOp
//===----------------------------------------------------------------------===//

ParseResult TestCostOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand input;
  Type type = compiler::ChainType::get(parser.getContext());
  if (parser.parseOperand(input) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (succeeded(parser.parseOptionalColon()) && parser.parseType(type))
    return failure();
  if (parser.resolveOperand(input, type, result.operands)) return failure();
  result.addTypes(type);
  return success();
}

void TestCostOp::print(OpAsmPrinter &p) {
  p << ' ' << getInput();
  p.printOptionalAttrDict((*this)->getAttrs());
  if (!isa<compiler::ChainType>(getInput().getType()))
    p << " : " << getInput().getType();
}

LogicalResult TestCostOp::verify() {
  if (getResult().getType() != getInput().getType())
    return emitOpError("returns its operand: the types must be the same");
  if (auto cost = (*this)->getAttrOfType<IntegerAttr>("_tfrt_cost"))
    if (cost.getInt() <= 0)
      return emitOpError("cost value must be larger than 0");
  return success();
}

//===----------------------------------------------------------------------===//
// BenchmarkOp, SyncBenchmarkOp
//===----------------------------------------------------------------------===//

// `(%a : i32, %b : f32)`
static ParseResult parseTypedOperands(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands,
    SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::UnresolvedOperand operand;
        Type type;
        if (parser.parseOperand(operand) || parser.parseColonType(type))
          return failure();
        operands.push_back(operand);
        types.push_back(type);
        return success();
      });
}

static void printTypedOperands(OpAsmPrinter &p, OperandRange operands) {
  p << '(';
  llvm::interleaveComma(operands, p, [&](Value v) {
    p << v << " : " << v.getType();
  });
  p << ')';
}

// `duration_secs = 1, max_count = 100[, num_warmup_runs = 10]`
static ParseResult parseBenchmarkSettings(OpAsmParser &parser,
                                          OperationState &result) {
  Builder &b = parser.getBuilder();
  return parser.parseCommaSeparatedList([&]() -> ParseResult {
    StringRef key;
    int32_t value;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&key) || parser.parseEqual() ||
        parser.parseInteger(value))
      return failure();
    if (key != "duration_secs" && key != "max_count" &&
        key != "num_warmup_runs")
      return parser.emitError(loc) << "unknown benchmark setting '" << key
                                   << "' (expected duration_secs, max_count "
                                      "or num_warmup_runs)";
    result.addAttribute(key, b.getI32IntegerAttr(value));
    return success();
  });
}

// The kernels read all three settings: an absent warm-up count is 1 (TFRT's).
static void addDefaultWarmupRuns(OperationState &result, Builder &b) {
  if (!result.attributes.get("num_warmup_runs"))
    result.addAttribute("num_warmup_runs", b.getI32IntegerAttr(1));
}

static void printBenchmarkSettings(OpAsmPrinter &p, int32_t duration,
                                   int32_t maxCount, int32_t warmup) {
  p << " duration_secs = " << duration << ", max_count = " << maxCount
    << ", num_warmup_runs = " << warmup;
}

ParseResult BenchmarkOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  SmallVector<Type, 4> types;
  SMLoc operandsLoc;
  if (parser.parseAttribute(name, "name", result.attributes)) return failure();
  operandsLoc = parser.getCurrentLocation();
  if (parseTypedOperands(parser, operands, types) ||
      parseBenchmarkSettings(parser, result) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.resolveOperands(operands, types, operandsLoc, result.operands))
    return failure();
  addDefaultWarmupRuns(result, parser.getBuilder());
  return parser.parseRegion(*result.addRegion(),
                            compiler::makeRegionArgs(operands, types),
                            /*enableNameShadowing=*/true);
}

void BenchmarkOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printAttributeWithoutType(getNameAttr());
  printTypedOperands(p, getInputs());
  printBenchmarkSettings(p, getDurationSecs(), getMaxCount(),
                         getNumWarmupRuns());
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {"name", "duration_secs", "max_count", "num_warmup_runs"});
  p << ' ';
  compiler::printShadowedRegion(p, getBody(), getInputs());
}

LogicalResult BenchmarkOp::verifyRegions() {
  return compiler::verifyRegionArgs(*this, getBody(), "body",
                                    getInputs().getTypes());
}

ParseResult SyncBenchmarkOp::parse(OpAsmParser &parser,
                                   OperationState &result) {
  FlatSymbolRefAttr target;
  SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  SmallVector<Type, 4> types;
  if (parser.parseAttribute(target, "target_fn", result.attributes))
    return failure();
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parseTypedOperands(parser, operands, types) ||
      parseBenchmarkSettings(parser, result) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.resolveOperands(operands, types, operandsLoc, result.operands))
    return failure();
  addDefaultWarmupRuns(result, parser.getBuilder());
  return success();
}

void SyncBenchmarkOp::print(OpAsmPrinter &p) {
  p << ' ' << getTargetFnAttr();
  printTypedOperands(p, getInputs());
  printBenchmarkSettings(p, getDurationSecs(), getMaxCount(),
                         getNumWarmupRuns());
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {"target_fn", "duration_secs", "max_count", "num_warmup_runs"});
}

}  // namespace tfrt::test

#include "dialects/tfrt_test/TestDialect.cpp.inc"

#define GET_OP_CLASSES
#include "dialects/tfrt_test/TestOps.cpp.inc"
