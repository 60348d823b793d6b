// Custom syntax and verifiers of the `tf_executor` ops. The printers follow
// TensorFlow's tf_executor printer rule for rule, so that the IR TensorFlow
// prints round-trips byte for byte; where TensorFlow would print a short
// form that loses a type, the functional type is printed instead.
#include "dialects/tf_executor/TFExecutorDialect.h"

#include "llvm/ADT/STLExtras.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::tf_executor;

namespace {

using UnresolvedOperand = OpAsmParser::UnresolvedOperand;

// TensorFlow's default for Enter's `parallel_iterations`.
constexpr int64_t kDefaultParallelIterations = 10;

bool isControl(Type type) { return isa<ControlType>(type); }

// The types before the first control type: the data part of an operand list.
SmallVector<Type> leadingDataTypes(TypeRange types) {
  return SmallVector<Type>(
      llvm::make_range(types.begin(), llvm::find_if(types, isControl)));
}

RankedTensorType scalarTensorOf(Type elementType) {
  return RankedTensorType::get({}, elementType);
}

// Whether `a` and `b` can describe the same value on both sides of a
// forwarding node (Enter, Switch, Merge, ...): equal, or tensors with
// compatible shapes and element types. Element types of other dialects
// (tf_type refs and subtypes) are not compared: only their dialect knows
// how they relate.
bool areCompatible(Type a, Type b) {
  if (a == b) return true;
  auto ta = dyn_cast<TensorType>(a);
  auto tb = dyn_cast<TensorType>(b);
  if (!ta || !tb || failed(verifyCompatibleShape(ta, tb))) return false;
  Type ea = ta.getElementType(), eb = tb.getElementType();
  auto isBuiltin = [](Type t) { return isa<BuiltinDialect>(t.getDialect()); };
  return ea == eb || !isBuiltin(ea) || !isBuiltin(eb);
}

// Control operands must follow every data operand (ops whose operands are a
// single variadic list: fetch, Merge).
LogicalResult verifyControlsLast(Operation *op) {
  bool seenControl = false;
  for (auto [index, operand] : llvm::enumerate(op->getOperands())) {
    if (isControl(operand.getType()))
      seenControl = true;
    else if (seenControl)
      return op->emitOpError() << "has data operand #" << index
                               << " after a control operand, but control "
                                  "operands must come last";
  }
  return success();
}

// Parses `: type` where `type` is either a function type spelling every
// operand and result type, or the single type of the short form, which
// `expandShortForm` turns into operand and result types.
ParseResult parseTypeSignature(
    OpAsmParser &parser, OperationState &result,
    ArrayRef<UnresolvedOperand> operands, SMLoc operandsLoc,
    function_ref<ParseResult(Type, SmallVectorImpl<Type> &,
                             SmallVectorImpl<Type> &)>
        expandShortForm) {
  Type type;
  if (parser.parseColonType(type)) return failure();
  SmallVector<Type, 4> operandTypes, resultTypes;
  if (auto fn = dyn_cast<FunctionType>(type)) {
    llvm::append_range(operandTypes, fn.getInputs());
    llvm::append_range(resultTypes, fn.getResults());
  } else if (expandShortForm(type, operandTypes, resultTypes)) {
    return failure();
  }
  result.addTypes(resultTypes);
  return parser.resolveOperands(operands, operandTypes, operandsLoc,
                                result.operands);
}

// Short form of the single-input forwarding nodes (Enter, Exit, LoopCond):
// `T` stands for `(T, control...) -> (T, control)`.
ParseResult parseForwardingSignature(OpAsmParser &parser,
                                     OperationState &result,
                                     ArrayRef<UnresolvedOperand> operands,
                                     SMLoc operandsLoc) {
  return parseTypeSignature(
      parser, result, operands, operandsLoc,
      [&](Type type, SmallVectorImpl<Type> &inputs,
          SmallVectorImpl<Type> &outputs) -> ParseResult {
        if (operands.empty())
          return parser.emitError(operandsLoc, "expects a data operand");
        Type control = parser.getBuilder().getType<ControlType>();
        inputs.push_back(type);
        inputs.append(operands.size() - 1, control);
        outputs.assign({type, control});
        return success();
      });
}

// Prints the single type of the short form, or the functional type.
void printTypeSignature(OpAsmPrinter &p, Operation *op, bool shortForm,
                        Type shortType) {
  p << " : ";
  if (shortForm)
    p << shortType;
  else
    p.printFunctionalType(op);
}

// Exit and LoopCond: `%x, %ctl... : T {attrs}`, or with a functional type.
ParseResult parseForwardingOp(OpAsmParser &parser, OperationState &result) {
  SmallVector<UnresolvedOperand, 4> operands;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) ||
      parseForwardingSignature(parser, result, operands, loc))
    return failure();
  return parser.parseOptionalAttrDict(result.attributes);
}

void printForwardingOp(OpAsmPrinter &p, Operation *op, Type input,
                       Type output) {
  p << ' ';
  p.printOperands(op->getOperands());
  printTypeSignature(p, op, input == output, input);
  p.printOptionalAttrDict(op->getAttrs());
}

// Output of a single-input forwarding node must be compatible with its input.
LogicalResult verifyForwarding(Operation *op, Type input, Type output) {
  if (!areCompatible(input, output))
    return op->emitOpError() << "has output type " << output
                             << " that is not compatible with input type "
                             << input;
  return success();
}

}  // namespace

//===----------------------------------------------------------------------===//
// graph
//===----------------------------------------------------------------------===//

FetchOp GraphOp::GetFetch() { return cast<FetchOp>(GetBody().back()); }

ParseResult GraphOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  Region &body = *result.addRegion();
  if (parser.parseRegion(body)) return failure();
  if (body.getBlocks().size() > 1)
    return parser.emitError(loc, "expects a single-block region");
  // The fetch may be omitted when it has no operands.
  GraphOp::ensureTerminator(body, parser.getBuilder(), result.location);

  // Results are the fetch's data operands.
  if (auto fetch = dyn_cast<FetchOp>(body.front().back()))
    result.addTypes(leadingDataTypes(fetch.getOperandTypes()));
  return parser.parseOptionalAttrDict(result.attributes);
}

void GraphOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printRegion(getBody());
  p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult GraphOp::verify() {
  if (getBody().empty() || GetBody().empty())
    return emitOpError("expects a non-empty body");

  // Other dialects' ops must be wrapped in islands: the graph's nodes have
  // executor semantics (dead values, control results) that plain ops lack.
  Dialect *executor = (*this)->getDialect();
  for (Operation &op : GetBody()) {
    if (op.getDialect() != executor)
      return op.emitOpError("is not allowed directly inside a "
                            "tf_executor.graph, wrap it in a "
                            "tf_executor.island");
    if (isa<GraphOp>(op))
      return op.emitOpError("is not allowed directly inside another "
                            "tf_executor.graph");
  }

  auto fetch = dyn_cast<FetchOp>(GetBody().back());
  if (!fetch)
    return emitOpError("expects its body to end with a tf_executor.fetch");

  // The data operands before the first control bind the results (fetch's
  // own verifier rejects data operands after a control).
  SmallVector<Type> dataTypes = leadingDataTypes(fetch.getOperandTypes());
  if (dataTypes.size() != getNumResults())
    return fetch.emitOpError() << "fetches " << dataTypes.size()
                               << " data value(s) but the graph has "
                               << getNumResults() << " result(s)";
  for (auto [index, types] :
       llvm::enumerate(llvm::zip(dataTypes, getResultTypes()))) {
    auto [type, expected] = types;
    if (type != expected)
      return fetch.emitOpError()
             << "operand #" << index << " has type " << type
             << " but the graph result has type " << expected;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// fetch
//===----------------------------------------------------------------------===//

LogicalResult FetchOp::verify() { return verifyControlsLast(*this); }

//===----------------------------------------------------------------------===//
// island
//===----------------------------------------------------------------------===//

YieldOp IslandOp::GetYield() { return cast<YieldOp>(GetBody().back()); }

bool IslandOp::WrapsSingleOp() {
  if (getBody().empty()) return false;
  Block &block = GetBody();
  // Exactly two ops: the wrapped one and the yield.
  if (block.empty() || std::next(block.begin()) == block.end() ||
      std::next(block.begin(), 2) != block.end())
    return false;
  auto yield = dyn_cast<YieldOp>(block.back());
  Operation &wrapped = block.front();
  return yield && wrapped.getNumResults() == yield.getNumOperands() &&
         llvm::equal(wrapped.getResults(), yield.getOperands());
}

ParseResult IslandOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &b = parser.getBuilder();
  Type control = b.getType<ControlType>();

  // Control operands only, so no types are spelled.
  SmallVector<UnresolvedOperand, 4> controls;
  if (parser.parseOperandList(controls,
                              OpAsmParser::Delimiter::OptionalParen) ||
      parser.resolveOperands(controls, control, result.operands))
    return failure();

  SMLoc bodyLoc = parser.getCurrentLocation();
  Region &body = *result.addRegion();
  if (succeeded(parser.parseOptionalKeyword("wraps"))) {
    // Short form: one op in generic form whose results are all yielded. The
    // form carries a single location, the wrapped op's, used by all three.
    // MLIR's generic-op parser asserts unless the op name, a string, comes
    // next; the current location points at the next token.
    SMLoc opLoc = parser.getCurrentLocation();
    if (!opLoc.isValid() || *opLoc.getPointer() != '"')
      return parser.emitError(opLoc,
                              "expects an operation in generic form after "
                              "'wraps'");
    auto *block = new Block();
    body.push_back(block);
    Operation *wrapped = parser.parseGenericOperation(block, block->begin());
    if (!wrapped) return failure();
    // The region has no parent op yet: OpBuilder::atBlockEnd would ask it
    // for the context.
    OpBuilder builder(parser.getContext());
    builder.setInsertionPointToEnd(block);
    YieldOp::create(builder, wrapped->getLoc(), wrapped->getResults());
    result.location = wrapped->getLoc();
  } else {
    if (parser.parseRegion(body)) return failure();
    if (body.getBlocks().size() > 1)
      return parser.emitError(bodyLoc, "expects a single-block region");
  }
  // The yield may be omitted when it has no operands.
  IslandOp::ensureTerminator(body, b, result.location);

  // Results are the yielded values plus the control result.
  if (auto yield = dyn_cast<YieldOp>(body.front().back()))
    result.addTypes(yield.getOperandTypes());
  result.addTypes(control);
  return parser.parseOptionalAttrDict(result.attributes);
}

void IslandOp::print(OpAsmPrinter &p) {
  if (!getControlInputs().empty()) {
    p << '(';
    p.printOperands(getControlInputs());
    p << ')';
  }
  // The `wraps` form has no room for attributes, and only one location.
  if ((*this)->getAttrs().empty() && WrapsSingleOp()) {
    Operation &wrapped = GetBody().front();
    if (wrapped.getLoc() == getLoc() && GetYield().getLoc() == getLoc()) {
      p << " wraps ";
      p.printGenericOp(&wrapped);
      return;
    }
  }
  p << ' ';
  p.printRegion(getBody());
  p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult IslandOp::verify() {
  if (getBody().empty() || GetBody().empty())
    return emitOpError("expects a non-empty body");
  if (GetBody().getNumArguments() != 0)
    return emitOpError("expects a body without block arguments");
  auto yield = dyn_cast<YieldOp>(GetBody().back());
  if (!yield)
    return emitOpError("expects its body to end with a tf_executor.yield");

  if (yield.getNumOperands() != getOutputs().size())
    return yield.emitOpError()
           << "yields " << yield.getNumOperands()
           << " value(s) but the island has " << getOutputs().size()
           << " data result(s)";
  for (auto [index, types] : llvm::enumerate(
           llvm::zip(yield.getOperandTypes(), getOutputs().getTypes()))) {
    auto [yielded, expected] = types;
    if (yielded != expected)
      return yield.emitOpError()
             << "operand #" << index << " has type " << yielded
             << " but the island result has type " << expected;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Switch
//===----------------------------------------------------------------------===//

ParseResult SwitchOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<UnresolvedOperand, 4> operands;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) ||
      parseTypeSignature(
          parser, result, operands, loc,
          [&](Type type, SmallVectorImpl<Type> &inputs,
              SmallVectorImpl<Type> &outputs) -> ParseResult {
            // `T` stands for `(T, tensor<i1>, control...) -> (T, T, control)`.
            if (operands.size() < 2)
              return parser.emitError(loc,
                                      "expects a data operand and a predicate");
            Builder &b = parser.getBuilder();
            Type control = b.getType<ControlType>();
            inputs.assign({type, scalarTensorOf(b.getI1Type())});
            inputs.append(operands.size() - 2, control);
            outputs.assign({type, type, control});
            return success();
          }))
    return failure();
  return parser.parseOptionalAttrDict(result.attributes);
}

void SwitchOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(getOperands());
  Type data = getData().getType();
  Type i1 = IntegerType::get(getContext(), 1);
  bool shortForm = getFalseOutput().getType() == data &&
                   getTrueOutput().getType() == data &&
                   getPredicate().getType() == scalarTensorOf(i1);
  printTypeSignature(p, *this, shortForm, data);
  p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult SwitchOp::verify() {
  Type data = getData().getType();
  for (Value output : {getFalseOutput(), getTrueOutput()})
    if (!areCompatible(data, output.getType()))
      return emitOpError() << "has output type " << output.getType()
                           << " that is not compatible with data type "
                           << data;
  return success();
}

//===----------------------------------------------------------------------===//
// _SwitchN
//===----------------------------------------------------------------------===//

ParseResult SwitchNOp::parse(OpAsmParser &parser, OperationState &result) {
  // %data, %index of N [(%controls)] : type
  SmallVector<UnresolvedOperand, 4> operands;
  SMLoc loc = parser.getCurrentLocation();
  int64_t numOuts;
  SMLoc numLoc;
  if (parser.parseOperandList(operands, /*requiredOperandCount=*/2) ||
      parser.parseKeyword("of") ||
      (numLoc = parser.getCurrentLocation(), parser.parseInteger(numOuts)) ||
      parser.parseOperandList(operands,
                              OpAsmParser::Delimiter::OptionalParen))
    return failure();
  // Bounded like any op's result count (a count MLIR cannot allocate aborts).
  constexpr int64_t kMaxOuts = 1 << 16;
  if (numOuts <= 0 || numOuts > kMaxOuts)
    return parser.emitError(numLoc, "expects a number of outputs in [1, ")
           << kMaxOuts << "], got " << numOuts;
  Builder &b = parser.getBuilder();
  result.getOrAddProperties<Properties>().num_outs =
      b.getI64IntegerAttr(numOuts);

  if (parseTypeSignature(
          parser, result, operands, loc,
          [&](Type type, SmallVectorImpl<Type> &inputs,
              SmallVectorImpl<Type> &outputs) -> ParseResult {
            // `T`: `(T, tensor<i32>, control...) -> (T x N, control)`.
            Type control = b.getType<ControlType>();
            inputs.assign({type, scalarTensorOf(b.getI32Type())});
            inputs.append(operands.size() - 2, control);
            outputs.append(numOuts, type);
            outputs.push_back(control);
            return success();
          }))
    return failure();
  return parser.parseOptionalAttrDict(result.attributes);
}

void SwitchNOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(getData());
  p << ", ";
  p.printOperand(getIndex());
  p << " of " << getOutputs().size();
  if (!getControlInputs().empty()) {
    p << " (";
    p.printOperands(getControlInputs());
    p << ')';
  }
  Type data = getData().getType();
  bool shortForm =
      llvm::all_of(getOutputs().getTypes(),
                   [&](Type type) { return type == data; }) &&
      getIndex().getType() ==
          scalarTensorOf(IntegerType::get(getContext(), 32));
  printTypeSignature(p, *this, shortForm, data);
  p.printOptionalAttrDict((*this)->getAttrs(), {getNumOutsAttrName()});
}

LogicalResult SwitchNOp::verify() {
  int64_t numOuts = getNumOuts();
  if (numOuts < 1)
    return emitOpError() << "expects num_outs to be positive, got " << numOuts;
  if (static_cast<int64_t>(getOutputs().size()) != numOuts)
    return emitOpError() << "has " << getOutputs().size()
                         << " data results but num_outs is " << numOuts;
  Type data = getData().getType();
  for (Type output : getOutputs().getTypes())
    if (!areCompatible(data, output))
      return emitOpError() << "has output type " << output
                           << " that is not compatible with data type "
                           << data;
  return success();
}

//===----------------------------------------------------------------------===//
// Merge
//===----------------------------------------------------------------------===//

ParseResult MergeOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<UnresolvedOperand, 4> operands;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) ||
      parseTypeSignature(
          parser, result, operands, loc,
          [&](Type type, SmallVectorImpl<Type> &inputs,
              SmallVectorImpl<Type> &outputs) -> ParseResult {
            // `T`: `(T, T, control...) -> (T, tensor<i32>, control)`.
            if (operands.size() < 2)
              return parser.emitError(
                  loc, "expects two data operands in the short form");
            Builder &b = parser.getBuilder();
            Type control = b.getType<ControlType>();
            inputs.assign({type, type});
            inputs.append(operands.size() - 2, control);
            outputs.assign(
                {type, scalarTensorOf(b.getI32Type()), control});
            return success();
          }))
    return failure();
  return parser.parseOptionalAttrDict(result.attributes);
}

void MergeOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(getOperands());
  // Short form: exactly two data operands, both of the output type.
  Type output = getOutput().getType();
  auto dataTypes = llvm::make_filter_range(
      getOperandTypes(), [](Type type) { return !isControl(type); });
  bool shortForm =
      llvm::range_size(dataTypes) == 2 &&
      llvm::all_of(dataTypes, [&](Type type) { return type == output; }) &&
      getValueIndex().getType() ==
          scalarTensorOf(IntegerType::get(getContext(), 32));
  printTypeSignature(p, *this, shortForm, output);
  p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult MergeOp::verify() {
  if (getNumOperands() == 0 || isControl(getOperand(0).getType()))
    return emitOpError("expects at least one data operand");
  if (failed(verifyControlsLast(*this))) return failure();
  Type output = getOutput().getType();
  for (auto [index, type] : llvm::enumerate(getOperandTypes())) {
    if (isControl(type)) break;
    if (!areCompatible(type, output))
      return emitOpError() << "has data operand #" << index << " of type "
                           << type
                           << " that is not compatible with output type "
                           << output;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Enter
//===----------------------------------------------------------------------===//

ParseResult EnterOp::parse(OpAsmParser &parser, OperationState &result) {
  // %data, %controls frame "name" [parallel_iterations N] [constant] : type
  SmallVector<UnresolvedOperand, 4> operands;
  SMLoc loc = parser.getCurrentLocation();
  std::string frame;
  int64_t parallelIterations = kDefaultParallelIterations;
  if (parser.parseOperandList(operands) || parser.parseKeyword("frame") ||
      parser.parseString(&frame))
    return failure();
  // TensorFlow prints `parallel_iterations N` before `constant`; either
  // order is accepted.
  bool hasParallelIterations = false, isConstant = false;
  for (int i = 0; i < 2; ++i) {
    if (!hasParallelIterations &&
        succeeded(parser.parseOptionalKeyword("parallel_iterations"))) {
      hasParallelIterations = true;
      if (parser.parseInteger(parallelIterations)) return failure();
    } else if (!isConstant &&
               succeeded(parser.parseOptionalKeyword("constant"))) {
      isConstant = true;
    }
  }

  Builder &b = parser.getBuilder();
  Properties &props = result.getOrAddProperties<Properties>();
  props.frame_name = b.getStringAttr(frame);
  props.parallel_iterations = b.getI64IntegerAttr(parallelIterations);
  props.is_constant = b.getBoolAttr(isConstant);

  if (parseForwardingSignature(parser, result, operands, loc)) return failure();
  return parser.parseOptionalAttrDict(result.attributes);
}

void EnterOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(getOperands());
  p << " frame ";
  p.printString(getFrameName());
  if (getParallelIterations() != kDefaultParallelIterations)
    p << " parallel_iterations " << getParallelIterations();
  // TensorFlow prints a space after `constant` on top of the one before
  // the colon; kept so that its output round-trips byte for byte.
  if (getIsConstant()) p << " constant ";
  Type data = getData().getType();
  printTypeSignature(p, *this, getOutput().getType() == data, data);
  p.printOptionalAttrDict(
      (*this)->getAttrs(),
      {getFrameNameAttrName(), getParallelIterationsAttrName(),
       getIsConstantAttrName()});
}

LogicalResult EnterOp::verify() {
  return verifyForwarding(*this, getData().getType(), getOutput().getType());
}

//===----------------------------------------------------------------------===//
// Exit
//===----------------------------------------------------------------------===//

ParseResult ExitOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseForwardingOp(parser, result);
}

void ExitOp::print(OpAsmPrinter &p) {
  printForwardingOp(p, *this, getData().getType(), getOutput().getType());
}

LogicalResult ExitOp::verify() {
  return verifyForwarding(*this, getData().getType(), getOutput().getType());
}

//===----------------------------------------------------------------------===//
// NextIteration.Source / NextIteration.Sink
//===----------------------------------------------------------------------===//

NextIterationSinkOp NextIterationSourceOp::GetSink() {
  return cast<NextIterationSinkOp>(*getToken().user_begin());
}

LogicalResult NextIterationSourceOp::verify() {
  Value token = getToken();
  if (!token.hasOneUse() || !isa<NextIterationSinkOp>(*token.user_begin()))
    return emitOpError("expects its token to be consumed by exactly one "
                       "tf_executor.NextIteration.Sink");
  return success();
}

NextIterationSourceOp NextIterationSinkOp::GetSource() {
  return getToken().getDefiningOp<NextIterationSourceOp>();
}

LogicalResult NextIterationSinkOp::verify() {
  auto source = getToken().getDefiningOp<NextIterationSourceOp>();
  if (!source)
    return emitOpError("expects its token to be produced by a "
                       "tf_executor.NextIteration.Source");
  if (source.getOutput().getType() != getInput().getType())
    return emitOpError() << "has input type " << getInput().getType()
                         << " but its tf_executor.NextIteration.Source has "
                            "output type "
                         << source.getOutput().getType();
  return success();
}

//===----------------------------------------------------------------------===//
// LoopCond
//===----------------------------------------------------------------------===//

ParseResult LoopCondOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseForwardingOp(parser, result);
}

void LoopCondOp::print(OpAsmPrinter &p) {
  printForwardingOp(p, *this, getInput().getType(), getOutput().getType());
}

LogicalResult LoopCondOp::verify() {
  return verifyForwarding(*this, getInput().getType(), getOutput().getType());
}

#define GET_OP_CLASSES
#include "dialects/tf_executor/TFExecutorOps.cpp.inc"
