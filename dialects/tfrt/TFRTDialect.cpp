#include "dialects/tfrt/TFRTDialect.h"

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;

namespace tfrt::compiler {

namespace {
// Lets MLIR's inliner inline `tfrt.call` (TFRT's TFRTInlinerInterface):
// kernels are plain dataflow, and the callee's `tfrt.return` operands take
// the place of the call's results.
struct TFRTInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *call, Operation *callable,
                       bool wouldBeCloned) const final {
    return true;
  }
  bool isLegalToInline(Region *dest, Region *src, bool wouldBeCloned,
                       IRMapping &valueMapping) const final {
    return true;
  }
  bool isLegalToInline(Operation *op, Region *dest, bool wouldBeCloned,
                       IRMapping &valueMapping) const final {
    return true;
  }
  void handleTerminator(Operation *op, ValueRange valuesToReplace) const final {
    auto ret = dyn_cast<ReturnOp>(op);
    if (!ret) return;
    for (auto [from, to] : llvm::zip_equal(valuesToReplace, ret.getOperands()))
      from.replaceAllUsesWith(to);
  }
};
}  // namespace

void TFRTDialect::initialize() {
  addInterfaces<TFRTInlinerInterface>();
  // As in TFRT, kernels of this namespace that have no definition here are
  // accepted in generic form: the kernel registry decides at run time.
  allowUnknownOperations();
  // And, as in TFRT, types of this namespace not modelled here are opaque.
  allowUnknownTypes();
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/tfrt/TFRTTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/tfrt/TFRTOps.cpp.inc"
      >();
}

}  // namespace tfrt::compiler

#include "dialects/tfrt/TFRTDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/tfrt/TFRTTypes.cpp.inc"

namespace tfrt::compiler {

Type TFRTDialect::parseType(DialectAsmParser &parser) const {
  StringRef spec = parser.getFullSymbolSpec();
  StringRef mnemonic;
  Type type;
  OptionalParseResult known = generatedTypeParser(parser, &mnemonic, type);
  if (known.has_value()) return type;
  return OpaqueType::get(StringAttr::get(getContext(), getNamespace()), spec);
}

void TFRTDialect::printType(Type type, DialectAsmPrinter &printer) const {
  (void)generatedTypePrinter(type, printer);
}

}  // namespace tfrt::compiler
