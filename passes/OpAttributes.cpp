#include "passes/OpAttributes.h"

#include "llvm/ADT/STLExtras.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/DerivedAttributeOpInterface.h"

namespace tfrt::passes {

using namespace mlir;

llvm::SmallVector<NamedAttribute> getRuntimeAttributes(Operation *op) {
  llvm::SmallVector<NamedAttribute> all;
  if (auto props = dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute()))
    llvm::append_range(all, props.getValue());
  llvm::append_range(all, op->getDiscardableAttrs());
  // Through the interface's concept: the out-of-line interface method is not
  // exported by libMLIRPythonCAPI.so, which the Python extension links.
  if (std::optional<RegisteredOperationName> name = op->getRegisteredInfo())
    if (auto *concept = name->getInterface<DerivedAttributeOpInterface>())
      llvm::append_range(
          all, concept->materializeDerivedAttributes(concept, op).getValue());
  // Stable: of two attributes with one name, the stored one (first) is kept.
  llvm::stable_sort(all, [](const NamedAttribute &a, const NamedAttribute &b) {
    return a.getName().getValue() < b.getName().getValue();
  });
  llvm::SmallVector<NamedAttribute> out;
  for (NamedAttribute attr : all) {
    StringRef name = attr.getName().getValue();
    if (name == "device" || name.starts_with("_") ||
        name == "operandSegmentSizes" || name == "resultSegmentSizes" ||
        (!out.empty() && out.back().getName() == attr.getName()))
      continue;
    out.push_back(attr);
  }
  return out;
}

}  // namespace tfrt::passes
