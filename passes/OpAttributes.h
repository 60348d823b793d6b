// The attributes a TF op hands the runtime: what corert.executeop carries
// (tf-to-corert) and what a sub-op of tf._FusedElementwise carries in
// fused_attrs (tf-fuse-elementwise). One definition, so both agree.
#ifndef TFRT_PASSES_OPATTRIBUTES_H_
#define TFRT_PASSES_OPATTRIBUTES_H_

#include "llvm/ADT/SmallVector.h"
#include "mlir/IR/Operation.h"

namespace tfrt::passes {

// The op's properties, discardable attributes and derived type/size
// attributes (T, DstT, SrcT, num_args, ... computed from the types), without
// `device`, TensorFlow's internal `_*` attributes and
// operandSegmentSizes/resultSegmentSizes; sorted by name, one per name (a
// stored attribute wins over a derived one of the same name).
llvm::SmallVector<mlir::NamedAttribute> getRuntimeAttributes(mlir::Operation *op);

}  // namespace tfrt::passes

#endif  // TFRT_PASSES_OPATTRIBUTES_H_
