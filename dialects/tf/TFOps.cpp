// Hand-written verifiers of `tf` ops: the checks TensorFlow's shape functions
// and MLIR verifiers make, wherever the operand types are static enough.
// ODS has already checked operand types and attribute kinds.
#include "dialects/tf/TFDialect.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::TF;

//===----------------------------------------------------------------------===//
// Traits
//===----------------------------------------------------------------------===//

// The element type an operand or result is compared by: refs resolved, and
// resource/variant subtypes ignored (TF infers them lazily).
static Type comparableElementType(Type type) {
  Type element = tf_type::dropRefType(getElementTypeOrSelf(type));
  if (llvm::isa<tf_type::ResourceType>(element))
    return tf_type::ResourceType::get(type.getContext());
  if (llvm::isa<tf_type::VariantType>(element))
    return tf_type::VariantType::get(type.getContext());
  return element;
}

LogicalResult
mlir::OpTrait::TF::detail::verifySameOperandsAndResultElementTypeResolveRef(
    Operation *op) {
  Type expected;
  auto check = [&](TypeRange types) -> LogicalResult {
    for (Type type : types) {
      Type element = comparableElementType(type);
      if (!expected)
        expected = element;
      else if (element != expected)
        return op->emitOpError(
                   "requires the same element type for all operands and "
                   "results, got ")
               << expected << " and " << element;
    }
    return success();
  };
  return failure(failed(check(op->getOperandTypes())) ||
                 failed(check(op->getResultTypes())));
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

// Dimensions of `value` if it is a ranked tensor.
static std::optional<ArrayRef<int64_t>> getShape(Value value) {
  if (auto type = llvm::dyn_cast<RankedTensorType>(value.getType()))
    return type.getShape();
  return std::nullopt;
}

// `name` operand has rank `rank`, when its rank is known.
static LogicalResult verifyRank(Operation *op, Value value, StringRef name,
                                int64_t rank) {
  auto shape = getShape(value);
  if (shape && static_cast<int64_t>(shape->size()) != rank)
    return op->emitOpError("requires ")
           << name << " operand to be " << rank << "-D, got rank "
           << shape->size();
  return success();
}

static LogicalResult verifyArraySize(Operation *op, ArrayAttr array,
                                     StringRef name, size_t size) {
  if (array.size() != size)
    return op->emitOpError("requires ")
           << name << " attribute to have " << size << " elements, got "
           << array.size();
  return success();
}

// explicit_paddings holds (before, after) pairs for the 4 dimensions, and only
// with EXPLICIT padding.
static LogicalResult verifyExplicitPaddings(Operation *op, StringRef padding,
                                            ArrayAttr explicitPaddings) {
  if (padding == "EXPLICIT")
    return verifyArraySize(op, explicitPaddings, "explicit_paddings", 8);
  if (!explicitPaddings.empty())
    return op->emitOpError("requires explicit_paddings attribute to be empty "
                           "unless padding is EXPLICIT");
  return success();
}

// Checks shared by Conv2D, DepthwiseConv2dNative and _FusedConv2D.
static LogicalResult verifyConv2D(Operation *op, Value input, Value filter,
                                  ArrayAttr strides, ArrayAttr dilations,
                                  StringRef padding, ArrayAttr explicitPaddings,
                                  StringRef dataFormat) {
  // NCHW_VECT_C packs the channels into a 5th dimension.
  int64_t inputRank = dataFormat == "NCHW_VECT_C" ? 5 : 4;
  if (failed(verifyRank(op, input, "input", inputRank)) ||
      failed(verifyRank(op, filter, "filter", 4)) ||
      failed(verifyArraySize(op, strides, "strides", 4)) ||
      failed(verifyArraySize(op, dilations, "dilations", 4)))
    return failure();
  return verifyExplicitPaddings(op, padding, explicitPaddings);
}

// Checks shared by MaxPool and AvgPool.
static LogicalResult verifyPool(Operation *op, Value input,
                                StringRef inputName, ArrayAttr ksize,
                                ArrayAttr strides, StringRef dataFormat) {
  int64_t inputRank = dataFormat == "NCHW_VECT_C" ? 5 : 4;
  if (failed(verifyRank(op, input, inputName, inputRank)) ||
      failed(verifyArraySize(op, ksize, "ksize", 4)) ||
      failed(verifyArraySize(op, strides, "strides", 4)))
    return failure();
  return success();
}

// Checks shared by MatMul and _FusedMatMul: rank-2 operands whose contraction
// dimensions match.
static LogicalResult verifyMatMul(Operation *op, Value a, Value b,
                                  bool transposeA, bool transposeB) {
  if (failed(verifyRank(op, a, "a", 2)) || failed(verifyRank(op, b, "b", 2)))
    return failure();
  auto aShape = getShape(a), bShape = getShape(b);
  if (!aShape || !bShape)
    return success();
  int64_t aDim = (*aShape)[transposeA ? 0 : 1];
  int64_t bDim = (*bShape)[transposeB ? 1 : 0];
  if (!ShapedType::isDynamic(aDim) && !ShapedType::isDynamic(bDim) &&
      aDim != bDim)
    return op->emitOpError("requires the contraction dimensions of a and b "
                           "to match, got ")
           << aDim << " and " << bDim;
  return success();
}

// A function named by `attrName` exists and takes `numArgs` arguments and
// returns `numResults` results.
static LogicalResult verifyCallee(Operation *op,
                                  SymbolTableCollection &symbolTable,
                                  StringRef attrName, SymbolRefAttr callee,
                                  size_t numArgs, size_t numResults) {
  auto func =
      symbolTable.lookupNearestSymbolFrom<FunctionOpInterface>(op, callee);
  if (!func)
    return op->emitOpError()
           << attrName << " refers to undefined function " << callee;
  if (func.getNumArguments() != numArgs)
    return op->emitOpError("requires ")
           << attrName << " function " << callee << " to take " << numArgs
           << " arguments, but it takes " << func.getNumArguments();
  if (func.getNumResults() != numResults)
    return op->emitOpError("requires ")
           << attrName << " function " << callee << " to return "
           << numResults << " results, but it returns "
           << func.getNumResults();
  return success();
}

//===----------------------------------------------------------------------===//
// Constants and shape manipulation
//===----------------------------------------------------------------------===//

void ConstOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setNameFn) {
  setNameFn(getResult(), "cst");
}

OpFoldResult ConstOp::fold(FoldAdaptor) { return getValue(); }

LogicalResult ConstOp::verify() {
  auto valueType = llvm::cast<ShapedType>(getValue().getType());
  auto resultType = llvm::cast<ShapedType>(getType());
  if (valueType.getElementType() != resultType.getElementType() ||
      failed(verifyCompatibleShape(valueType, resultType)))
    return emitOpError("requires the value type ")
           << valueType << " to match the result type " << resultType;
  return success();
}

LogicalResult ReshapeOp::verify() {
  if (failed(verifyRank(*this, getShape(), "shape", 1)))
    return failure();
  auto inType = llvm::dyn_cast<RankedTensorType>(getTensor().getType());
  auto outType = llvm::dyn_cast<RankedTensorType>(getType());
  if (inType && outType && inType.hasStaticShape() &&
      outType.hasStaticShape() &&
      inType.getNumElements() != outType.getNumElements())
    return emitOpError("requires tensor and output to have the same number "
                       "of elements, got ")
           << inType.getNumElements() << " and " << outType.getNumElements();
  return success();
}

LogicalResult TransposeOp::verify() {
  if (failed(verifyRank(*this, getPerm(), "perm", 1)))
    return failure();
  auto xShape = ::getShape(getX()), permShape = ::getShape(getPerm());
  if (xShape && permShape && !ShapedType::isDynamic((*permShape)[0]) &&
      (*permShape)[0] != static_cast<int64_t>(xShape->size()))
    return emitOpError("requires perm operand to have as many elements as "
                       "the rank of x (")
           << xShape->size() << "), got " << (*permShape)[0];
  return success();
}

LogicalResult ConcatV2Op::verify() {
  if (getValues().size() < 2)
    return emitOpError("requires at least 2 values, got ")
           << getValues().size();
  return success();
}

LogicalResult PackOp::verify() {
  // TensorFlow's `N` is derived from the operands; an explicit one (as the
  // GraphDef importer may leave) must agree with them.
  // The attribute may be of any integer type: compare its value, whatever the width and sign.
  if (auto n = (*this)->getAttrOfType<IntegerAttr>("N")) {
    llvm::APInt value = n.getValue();
    bool isUnsigned = n.getType().isUnsignedInteger();
    std::optional<int64_t> count =
        isUnsigned ? (value.isIntN(63) ? std::optional<int64_t>(value.getZExtValue()) : std::nullopt)
                   : value.trySExtValue();
    if (!count || *count != static_cast<int64_t>(getValues().size())) {
      llvm::SmallString<24> text;
      value.toString(text, /*Radix=*/10, /*Signed=*/!isUnsigned);
      return emitOpError("requires attribute N to equal the number of values (")
             << getValues().size() << "), got " << text;
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Resource variables
//===----------------------------------------------------------------------===//

// The handle's subtype gives the variable's dtype and shape.
LogicalResult VarHandleOp::verify() {
  auto resource = llvm::cast<tf_type::ResourceType>(
      getElementTypeOrSelf(getResource().getType()));
  if (resource.getSubtypes().size() != 1)
    return emitOpError(
        "must have exactly one subtype in the result resource type");
  return success();
}

//===----------------------------------------------------------------------===//
// Neural-network ops
//===----------------------------------------------------------------------===//

LogicalResult MatMulOp::verify() {
  return verifyMatMul(*this, getA(), getB(), getTransposeA(), getTransposeB());
}

// fused_ops of a fused contraction, grappler's remapper forms: a head,
// `BiasAdd` (one arg: the bias) or, with `batchNorm`, `FusedBatchNorm` (four:
// scale, offset, mean, variance); then, with `add` and after BiasAdd, `Add`
// (one more arg: the residual); then at most one activation. The args must be
// exactly what these take.
static LogicalResult verifyFusedOps(Operation *op, ArrayAttr fusedOps,
                                    ValueRange args, bool batchNorm, bool add) {
  static constexpr StringLiteral kActivations[] = {
      "Relu",    "Relu6",     "Elu",
      "LeakyRelu", "Tanh",    "Sigmoid",
      "GeluExact", "GeluApproximate", "_MklSwish", "HardSwish"};
  SmallVector<StringRef> ops;
  for (Attribute name : fusedOps)
    ops.push_back(llvm::cast<StringAttr>(name).getValue());
  size_t next = 0, want = 0;
  if (!ops.empty() && ops[0] == "BiasAdd") {
    next = want = 1;
    if (add && ops.size() > 1 && ops[1] == "Add")
      next = want = 2;
  } else if (batchNorm && !ops.empty() && ops[0] == "FusedBatchNorm") {
    next = 1;
    want = 4;
  }
  if (next && next < ops.size() && llvm::is_contained(kActivations, ops[next]))
    ++next;
  if (!next || next != ops.size()) {
    InFlightDiagnostic diag = op->emitOpError("requires fused_ops to be [BiasAdd");
    if (add)
      diag << ", Add?";
    diag << ", <activation>?]";
    if (batchNorm)
      diag << " or [FusedBatchNorm, <activation>?]";
    diag << " (activations: ";
    llvm::interleaveComma(kActivations, diag);
    return diag << "), got " << fusedOps;
  }
  if (args.size() != want)
    return op->emitOpError("requires ")
           << want << " args for fused_ops " << fusedOps << ", got "
           << args.size();
  if (ops[0] == "BiasAdd")
    return verifyRank(op, args[0], "bias", 1);
  return success();
}

LogicalResult FusedMatMulOp::verify() {
  if (failed(verifyFusedOps(*this, getFusedOps(), getArgs(),
                            /*batchNorm=*/false, /*add=*/true)))
    return failure();
  return verifyMatMul(*this, getA(), getB(), getTransposeA(), getTransposeB());
}

// The recurrent layers' operands: x [T, B, D], states [B, U], kernel
// [D, G*U], recurrent kernel [U, G*U], max_steps a scalar; sizes that are
// known must agree.
static LogicalResult verifyRecurrent(Operation *op, Value x,
                                     ArrayRef<Value> states, Value kernel,
                                     Value recurrentKernel, Value maxSteps,
                                     ValueRange masking, int64_t gates) {
  if (!masking.empty()) {
    if (masking.size() != 2)
      return op->emitOpError("requires masking to be a mask and a fill, got ")
             << masking.size() << " operands";
    auto maskType = cast<TensorType>(masking[0].getType());
    if (!maskType.getElementType().isInteger(1))
      return op->emitOpError("requires a mask of i1");
    if (maskType.hasRank() && maskType.getRank() != 2 && maskType.getRank() != 3)
      return op->emitOpError("requires a mask [T, B] or [T, B, 1], got rank ")
             << maskType.getRank();
    if (failed(verifyRank(op, masking[1], "fill", 2))) return failure();
  }
  if (failed(verifyRank(op, x, "x", 3)) ||
      failed(verifyRank(op, kernel, "kernel", 2)) ||
      failed(verifyRank(op, recurrentKernel, "recurrent_kernel", 2)) ||
      failed(verifyRank(op, maxSteps, "max_steps", 0)))
    return failure();
  for (Value state : states)
    if (failed(verifyRank(op, state, "state", 2)))
      return failure();
  auto known = [](int64_t a, int64_t b) {
    return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
  };
  auto xs = ::getShape(x), ks = ::getShape(kernel),
       rs = ::getShape(recurrentKernel);
  if (xs && ks && !known((*xs)[2], (*ks)[0]))
    return op->emitOpError("requires kernel rows to match x's depth, got ")
           << (*ks)[0] << " and " << (*xs)[2];
  if (rs && !ShapedType::isDynamic((*rs)[0]) &&
      !known((*rs)[1], gates * (*rs)[0]))
    return op->emitOpError("requires recurrent_kernel to be [U, ")
           << gates << "*U], got [" << (*rs)[0] << ", " << (*rs)[1] << "]";
  if (ks && rs && !known((*ks)[1], (*rs)[1]))
    return op->emitOpError("requires kernel and recurrent_kernel to have as "
                           "many columns, got ")
           << (*ks)[1] << " and " << (*rs)[1];
  for (Value state : states) {
    auto ss = ::getShape(state);
    if (ss && xs && !known((*ss)[0], (*xs)[1]))
      return op->emitOpError("requires states of x's batch size, got ")
             << (*ss)[0] << " and " << (*xs)[1];
    if (ss && rs && !known((*ss)[1], (*rs)[0]))
      return op->emitOpError("requires states of recurrent_kernel's rows, got ")
             << (*ss)[1] << " and " << (*rs)[0];
  }
  return success();
}

LogicalResult KerasLSTMOp::verify() {
  if (failed(verifyRank(*this, getBias(), "bias", 1)))
    return failure();
  return verifyRecurrent(*this, getX(), {getH0(), getC0()}, getKernel(),
                         getRecurrentKernel(), getMaxSteps(), getMasking(), 4);
}

LogicalResult KerasGRUOp::verify() {
  if (failed(verifyRank(*this, getBias(), "bias", 2)))
    return failure();
  return verifyRecurrent(*this, getX(), {getH0()}, getKernel(),
                         getRecurrentKernel(), getMaxSteps(), getMasking(), 3);
}

LogicalResult KerasSimpleRNNOp::verify() {
  StringRef act = getActivation();
  if (!llvm::is_contained({"tanh", "relu", "sigmoid", "relu6", "elu", "linear"}, act))
    return emitOpError("requires activation tanh, relu, sigmoid, relu6, elu or linear, got '")
           << act << "'";
  if (failed(verifyRank(*this, getBias(), "bias", 1)))
    return failure();
  auto bs = ::getShape(getBias()), rs = ::getShape(getRecurrentKernel());
  if (bs && rs && !ShapedType::isDynamic((*bs)[0]) && !ShapedType::isDynamic((*rs)[1]) &&
      (*bs)[0] != (*rs)[1])
    return emitOpError("requires bias of recurrent_kernel's columns, got ")
           << (*bs)[0] << " and " << (*rs)[1];
  return verifyRecurrent(*this, getX(), {getH0()}, getKernel(),
                         getRecurrentKernel(), getMaxSteps(), getMasking(), 1);
}

LogicalResult MklLayerNormOp::verify() {
  auto xShape = ::getShape(getX());
  if (xShape && xShape->empty())
    return emitOpError("requires x operand to have rank at least 1, got a scalar");
  for (auto [operand, name] : {std::pair(getScale(), "scale"), std::pair(getOffset(), "offset")}) {
    if (failed(verifyRank(*this, operand, name, 1)))
      return failure();
    auto shape = ::getShape(operand);
    if (!xShape || !shape)
      continue;
    int64_t channels = xShape->back(), size = (*shape)[0];
    if (!ShapedType::isDynamic(channels) && !ShapedType::isDynamic(size) && channels != size)
      return emitOpError("requires ")
             << name << " size to match the last dimension of x, got " << size << " and "
             << channels;
  }
  if (getEpsilon().convertToFloat() < 0.0f)
    return emitOpError("requires a non-negative epsilon, got ")
           << getEpsilon().convertToFloat();
  if (failed(verifyCompatibleShape(getX().getType(), getY().getType())))
    return emitOpError("requires y to have the shape of x");
  return success();
}

LogicalResult BiasAddOp::verify() {
  if (failed(verifyRank(*this, getBias(), "bias", 1)))
    return failure();
  auto valueShape = ::getShape(getValue());
  if (!valueShape)
    return success();
  // The channel dimension is the last one in NHWC, dimension 1 in NCHW.
  bool nhwc = getDataFormat() == "NHWC";
  int64_t minRank = nhwc ? 2 : 3;
  int64_t rank = valueShape->size();
  if (rank < minRank)
    return emitOpError("requires value operand to have rank at least ")
           << minRank << " with data_format " << getDataFormat()
           << ", got rank " << rank;
  int64_t channels = (*valueShape)[nhwc ? rank - 1 : 1];
  auto biasShape = ::getShape(getBias());
  if (!biasShape)
    return success();
  int64_t biasSize = (*biasShape)[0];
  if (!ShapedType::isDynamic(channels) && !ShapedType::isDynamic(biasSize) &&
      channels != biasSize)
    return emitOpError("requires bias size to match the channel dimension "
                       "of value (data_format ")
           << getDataFormat() << "), got " << biasSize << " and " << channels;
  return success();
}

LogicalResult Conv2DOp::verify() {
  return verifyConv2D(*this, getInput(), getFilter(), getStrides(),
                      getDilations(), getPadding(), getExplicitPaddings(),
                      getDataFormat());
}

LogicalResult DepthwiseConv2dNativeOp::verify() {
  return verifyConv2D(*this, getInput(), getFilter(), getStrides(),
                      getDilations(), getPadding(), getExplicitPaddings(),
                      getDataFormat());
}

LogicalResult FusedConv2DOp::verify() {
  if (getNumArgs() != static_cast<int64_t>(getArgs().size()))
    return emitOpError("requires num_args to equal the number of args "
                       "operands (")
           << getArgs().size() << "), got " << getNumArgs();
  // Quantized convolutions (integer T) have fused_ops of their own.
  if (llvm::isa<FloatType>(getElementTypeOrSelf(getInput().getType())) &&
      failed(verifyFusedOps(*this, getFusedOps(), getArgs(),
                            /*batchNorm=*/true, /*add=*/true)))
    return failure();
  return verifyConv2D(*this, getInput(), getFilter(), getStrides(),
                      getDilations(), getPadding(), getExplicitPaddings(),
                      getDataFormat());
}

LogicalResult FusedDepthwiseConv2dNativeOp::verify() {
  if (failed(verifyFusedOps(*this, getFusedOps(), getArgs(),
                            /*batchNorm=*/false, /*add=*/false)))
    return failure();
  return verifyConv2D(*this, getInput(), getFilter(), getStrides(),
                      getDilations(), getPadding(), getExplicitPaddings(),
                      getDataFormat());
}

// The program is well formed: one name, operand list and attribute
// dictionary per sub-op; each sub-op reads only earlier values; the results
// are sub-op results. Values: operands, then constants, then sub-op results.
LogicalResult FusedElementwiseOp::verify() {
  ArrayAttr names = getFusedOps(), operands = getFusedOperands(),
            attrs = getFusedAttrs(), constants = getFusedConstants(),
            results = getFusedResults();
  size_t numOps = names.size();
  if (numOps == 0)
    return emitOpError("requires at least one sub-op in fused_ops");
  if (operands.size() != numOps || attrs.size() != numOps)
    return emitOpError("requires fused_operands and fused_attrs to have one "
                       "entry per sub-op of fused_ops (")
           << numOps << "), got " << operands.size() << " and "
           << attrs.size();
  for (Attribute name : names) {
    StringRef value = llvm::cast<StringAttr>(name).getValue();
    if (!value.starts_with("tf.") || value.size() == 3)
      return emitOpError("requires fused_ops to hold full op names "
                         "('tf.Mul'), got '")
             << value << "'";
  }
  for (auto [j, constant] : llvm::enumerate(constants)) {
    Type type = llvm::cast<ElementsAttr>(constant).getType();
    if (!llvm::isa<TensorType>(type))
      return emitOpError("requires fused_constants to be tensors, got ")
             << type << " (constant #" << j << ")";
  }
  int64_t first = getArgs().size() + constants.size();
  for (auto [i, list] : llvm::enumerate(operands)) {
    int64_t end = first + i;
    for (Attribute index : llvm::cast<ArrayAttr>(list)) {
      int64_t value = llvm::cast<IntegerAttr>(index).getInt();
      if (value < 0 || value >= end)
        return emitOpError("requires the operands of sub-op #")
               << i << " (" << names[i] << ") to be earlier values, in [0, "
               << end << "), got " << value;
    }
  }
  if (getNumResults() == 0)
    return emitOpError("requires at least one result");
  if (results.size() != getNumResults())
    return emitOpError("requires one fused_results entry per result (")
           << getNumResults() << "), got " << results.size();
  for (Attribute index : results) {
    int64_t value = llvm::cast<IntegerAttr>(index).getInt();
    if (value < first || value >= first + static_cast<int64_t>(numOps))
      return emitOpError("requires fused_results to name sub-op results, in [")
             << first << ", " << first + numOps << "), got " << value;
  }
  return success();
}

LogicalResult MaxPoolOp::verify() {
  if (failed(verifyPool(*this, getInput(), "input", getKsize(), getStrides(),
                        getDataFormat())))
    return failure();
  return verifyExplicitPaddings(*this, getPadding(), getExplicitPaddings());
}

LogicalResult AvgPoolOp::verify() {
  return verifyPool(*this, getValue(), "value", getKsize(), getStrides(),
                    getDataFormat());
}

//===----------------------------------------------------------------------===//
// Control flow and calls
//===----------------------------------------------------------------------===//

LogicalResult IfOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  size_t numArgs = getInput().size(), numResults = getNumResults();
  if (failed(verifyCallee(*this, symbolTable, "then_branch",
                          getThenBranchAttr(), numArgs, numResults)))
    return failure();
  return verifyCallee(*this, symbolTable, "else_branch", getElseBranchAttr(),
                      numArgs, numResults);
}

LogicalResult WhileOp::verify() {
  if (getNumResults() != getInput().size())
    return emitOpError("requires as many results as operands (")
           << getInput().size() << "), got " << getNumResults();
  return success();
}

LogicalResult WhileOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  size_t numVars = getInput().size();
  if (failed(verifyCallee(*this, symbolTable, "cond", getCondAttr(), numVars,
                          /*numResults=*/1)))
    return failure();
  return verifyCallee(*this, symbolTable, "body", getBodyAttr(), numVars,
                      numVars);
}

LogicalResult
StatefulPartitionedCallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyCallee(*this, symbolTable, "f", getFAttr(), getArgs().size(),
                      getNumResults());
}

LogicalResult
PartitionedCallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyCallee(*this, symbolTable, "f", getFAttr(), getArgs().size(),
                      getNumResults());
}

// Region verifiers run after the regions' own verification, so each region
// is known to be a single block ending with tf.Yield.
static YieldOp getYield(Region &region) {
  return llvm::cast<YieldOp>(region.front().getTerminator());
}

LogicalResult IfRegionOp::verifyRegions() {
  for (auto [name, region] :
       {std::pair<StringRef, Region *>{"then_branch", &getThenBranch()},
        {"else_branch", &getElseBranch()}}) {
    size_t numYielded = getYield(*region).getNumOperands();
    if (numYielded != getNumResults())
      return emitOpError("requires ")
             << name << " region to yield as many values as the op has "
             << "results (" << getNumResults() << "), got " << numYielded;
  }
  return success();
}

LogicalResult WhileRegionOp::verifyRegions() {
  size_t numVars = getInput().size();
  if (getNumResults() != numVars)
    return emitOpError("requires as many results as operands (")
           << numVars << "), got " << getNumResults();
  for (auto [name, region] :
       {std::pair<StringRef, Region *>{"cond", &getCond()},
        {"body", &getBody()}}) {
    size_t numArgs = region->getNumArguments();
    if (numArgs != numVars)
      return emitOpError("requires ")
             << name << " region to take as many arguments as the op has "
             << "operands (" << numVars << "), got " << numArgs;
  }

  YieldOp condYield = getYield(getCond());
  if (condYield.getNumOperands() != 1)
    return emitOpError("requires cond region to yield one tensor<i1> "
                       "predicate, got ")
           << condYield.getNumOperands() << " values";
  auto predType = llvm::dyn_cast<TensorType>(condYield.getOperand(0).getType());
  if (!predType || !predType.getElementType().isInteger(1) ||
      (predType.hasRank() && predType.getRank() != 0))
    return emitOpError("requires cond region to yield one tensor<i1> "
                       "predicate, got ")
           << condYield.getOperand(0).getType();

  size_t numYielded = getYield(getBody()).getNumOperands();
  if (numYielded != numVars)
    return emitOpError("requires body region to yield as many values as the "
                       "op has operands (")
           << numVars << "), got " << numYielded;
  return success();
}
