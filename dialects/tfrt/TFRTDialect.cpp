#include "dialects/tfrt/TFRTDialect.h"

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;

namespace tfrt::compiler {

void TFRTDialect::initialize() {
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
