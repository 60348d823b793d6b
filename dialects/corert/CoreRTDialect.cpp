#include "dialects/corert/CoreRTDialect.h"

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;

namespace tfrt::corert {

namespace {
// Core Runtime kernels inline like any other dataflow (TFRT inlines
// functions of corert ops after lowering from TF).
struct CoreRTInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *op, Region *dest, bool wouldBeCloned,
                       IRMapping &valueMapping) const final {
    return true;
  }
};
}  // namespace

void CoreRTDialect::initialize() {
  addInterfaces<CoreRTInlinerInterface>();
  // As in TFRT, kernels of this namespace that have no definition here (e.g.
  // corert.op_attrs_set.*) are accepted in generic form.
  allowUnknownOperations();
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/corert/CoreRTTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialects/corert/CoreRTAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/corert/CoreRTOps.cpp.inc"
      >();
}

Operation *CoreRTDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  auto dense = dyn_cast<DenseElementsAttr>(value);
  if (dense && isa<TensorHandleType>(type))
    return ConstDenseTensorOp::create(builder, loc, type, dense);
  return nullptr;
}

//===----------------------------------------------------------------------===//
// ShapeAttr: #corert.shape<2x?x3>, #corert.shape<*>
//===----------------------------------------------------------------------===//

Attribute ShapeAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess()) return {};
  if (succeeded(parser.parseOptionalStar())) {
    if (parser.parseGreater()) return {};
    return ShapeAttr::get(parser.getContext(), /*ranked=*/false, {});
  }
  SmallVector<int64_t> dims;
  if (parser.parseDimensionList(dims, /*allowDynamic=*/true,
                                /*withTrailingX=*/false) ||
      parser.parseGreater())
    return {};
  // TFRT writes unknown sizes as -1.
  for (int64_t &dim : dims)
    if (ShapedType::isDynamic(dim)) dim = -1;
  return ShapeAttr::getChecked(
      [&] { return parser.emitError(parser.getNameLoc()); },
      parser.getContext(), /*ranked=*/true, dims);
}

void ShapeAttr::print(AsmPrinter &printer) const {
  printer << '<';
  if (!getRanked()) {
    printer << '*';
  } else {
    llvm::interleave(
        getDims(), printer,
        [&](int64_t dim) {
          if (dim < 0)
            printer << '?';
          else
            printer << dim;
        },
        "x");
  }
  printer << '>';
}

LogicalResult ShapeAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                bool ranked, ArrayRef<int64_t> dims) {
  if (!ranked && !dims.empty())
    return emitError() << "an unranked corert shape has no dimensions";
  for (int64_t dim : dims)
    if (dim < -1)
      return emitError() << "corert shape dimensions are non-negative or -1 "
                            "(unknown), but got "
                         << dim;
  return success();
}

}  // namespace tfrt::corert

#include "dialects/corert/CoreRTDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/corert/CoreRTTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dialects/corert/CoreRTAttrs.cpp.inc"
