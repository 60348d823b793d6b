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

}  // namespace tfrt::test

#include "dialects/tfrt_test/TestDialect.cpp.inc"

#define GET_OP_CLASSES
#include "dialects/tfrt_test/TestOps.cpp.inc"
