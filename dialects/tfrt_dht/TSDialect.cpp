#include "dialects/tfrt_dht/TensorDialects.h"

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

#include "dialects/tfrt/DTypes.h"

using namespace mlir;

// The `ts` dialect and its ops.
namespace tfrt::ts {

void TensorShapeDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/tfrt_dht/TSTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/tfrt_dht/TSOps.cpp.inc"
      >();
}

LogicalResult BuildShapeOp::verify() {
  // Only the sizes: as in TFRT, a shape may have more elements than an i64
  // counts (ts.get_num_elements is what would overflow).
  for (auto [i, dim] : llvm::enumerate(compiler::getI64Array(getValue())))
    if (dim < 0)
      return emitOpError() << "expects non-negative dimensions, but dimension #"
                           << i << " is " << dim;
  return success();
}

LogicalResult BuildPartialShapeOp::verify() {
  for (auto [i, dim] : llvm::enumerate(compiler::getI64Array(getValue())))
    if (dim < -1)
      return emitOpError() << "expects dimensions that are non-negative or "
                              "-1 (unknown), but dimension #"
                           << i << " is " << dim;
  return success();
}

}  // namespace tfrt::ts

#include "dialects/tfrt_dht/TSDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/tfrt_dht/TSTypes.cpp.inc"

#define GET_OP_CLASSES
#include "dialects/tfrt_dht/TSOps.cpp.inc"
