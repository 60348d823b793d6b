#include "passes/SupportedOps.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MemoryBuffer.h"

namespace tfrt::passes {

mlir::LogicalResult readSupportedOps(llvm::ArrayRef<std::string> ops,
                                     llvm::StringRef opsFile,
                                     llvm::StringSet<> &names,
                                     std::string &error) {
  for (const std::string &name : ops) names.insert(name);
  if (opsFile.empty()) return mlir::success();
  auto buffer = llvm::MemoryBuffer::getFile(opsFile);
  if (!buffer) {
    error = ("cannot read the supported-ops file '" + opsFile + "': " +
             buffer.getError().message())
                .str();
    return mlir::failure();
  }
  llvm::SmallVector<llvm::StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n');
  for (llvm::StringRef line : lines) {
    line = line.split('#').first.trim();
    if (!line.empty()) names.insert(line);
  }
  return mlir::success();
}

}  // namespace tfrt::passes
