// The runtime's op library as a set of op names: given as a list and/or a
// file (one name a line, `#` comments). Read by tfrt-check-supported-ops and
// by the pipeline (which fuses only ops the runtime has).
#ifndef TFRT_PASSES_SUPPORTEDOPS_H_
#define TFRT_PASSES_SUPPORTEDOPS_H_

#include <string>

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringSet.h"
#include "mlir/Support/LogicalResult.h"

namespace tfrt::passes {

// Adds `ops` and the names in `opsFile` (if not empty) to `names`. On a file
// that cannot be read, fails with `error` set to a message naming it.
mlir::LogicalResult readSupportedOps(llvm::ArrayRef<std::string> ops,
                                     llvm::StringRef opsFile,
                                     llvm::StringSet<> &names,
                                     std::string &error);

}  // namespace tfrt::passes

#endif  // TFRT_PASSES_SUPPORTEDOPS_H_
