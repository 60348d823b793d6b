// split_and_process: MLIR's --split-input-file and --verify-diagnostics for the
// Python tools (tfrt-translate), on MLIR's own implementations:
// mlir::splitAndProcessBuffer cuts the input at `// -----`, and a
// SourceMgrDiagnosticVerifierHandler checks the diagnostics of every part
// against the file's `expected-*` annotations, as mlir-opt does.
//
// Each part is handed to a Python callable with a fresh mlir.ir.Context; the
// part's text is padded so that its locations are the file's own lines and
// columns. In verification mode the diagnostics emitted in that context go to
// the verifier; otherwise the callable reports its errors itself.
#include "SplitAndVerify.h"

#include "mlir/Bindings/Python/NanobindAdaptors.h"
#include "mlir/CAPI/IR.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <exception>
#include <optional>
#include <string>

namespace nb = nanobind;

namespace {

// `chunk`'s text preceded by the newlines and spaces that put its first
// character at its line and column in `source` (the part shares its memory).
std::string padToSourcePosition(llvm::StringRef chunk,
                                llvm::MemoryBufferRef source) {
  llvm::StringRef before(source.getBufferStart(),
                         chunk.data() - source.getBufferStart());
  size_t lineStart = before.rfind('\n');
  size_t column = lineStart == llvm::StringRef::npos
                      ? before.size()
                      : before.size() - lineStart - 1;
  std::string padded(before.count('\n'), '\n');
  padded.append(column, ' ');
  padded.append(chunk.begin(), chunk.end());
  return padded;
}

struct Result {
  bool ok;
  std::string diagnostics;  // what the verifier reports
};

Result splitAndProcess(nb::bytes text, const std::string &name,
                       nb::callable process, bool split, bool verify) {
  auto buffer = llvm::MemoryBuffer::getMemBufferCopy(
      llvm::StringRef(text.c_str(), text.size()), name);

  // The verifier reads the annotations of the whole file and reports what
  // does not match, into `diagnostics`. It lives in a context of its own
  // (the parts' contexts come and go); each part's diagnostics are forwarded.
  std::string diagnostics;
  llvm::raw_string_ostream out(diagnostics);
  mlir::MLIRContext verifyContext(mlir::MLIRContext::Threading::DISABLED);
  llvm::SourceMgr sourceMgr;
  std::optional<mlir::SourceMgrDiagnosticVerifierHandler> verifier;
  if (verify) {
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(buffer->getMemBufferRef(),
                                         /*RequiresNullTerminator=*/false),
        llvm::SMLoc());
    verifier.emplace(sourceMgr, &verifyContext, out);
  }

  nb::object contextClass = nb::module_::import_("mlir.ir").attr("Context");
  // A Python exception must not unwind through MLIR's (exception-free)
  // frames: it is kept and raised again once the split is done.
  std::exception_ptr pending;
  auto processChunk = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                          const llvm::MemoryBufferRef &source,
                          llvm::raw_ostream &) -> mlir::LogicalResult {
    if (pending)
      return mlir::failure();
    try {
      nb::object context = contextClass();
      mlir::MLIRContext *ctx = unwrap(nb::cast<MlirContext>(context));
      std::optional<mlir::ScopedDiagnosticHandler> forward;
      if (verifier)
        forward.emplace(ctx, [&](mlir::Diagnostic &diag) {
          verifyContext.getDiagEngine().emit(std::move(diag));
          return mlir::success();
        });
      std::string padded = padToSourcePosition(chunk->getBuffer(), source);
      bool ok = nb::cast<bool>(
          process(context, nb::str(padded.data(), padded.size())));
      return mlir::success(ok);
    } catch (...) {
      pending = std::current_exception();
      return mlir::failure();
    }
  };

  std::string unused;
  llvm::raw_string_ostream os(unused);
  mlir::LogicalResult status = mlir::splitAndProcessBuffer(
      std::move(buffer), processChunk, os,
      split ? mlir::kDefaultSplitMarker : "", /*outputSplitMarker=*/"");
  if (pending)
    std::rethrow_exception(pending);
  if (verifier)
    status = verifier->verify();  // the verifier alone decides
  return {mlir::succeeded(status), diagnostics};
}

} // namespace

void tfrt::python::populateSplitAndVerify(nb::module_ &m) {
  m.def(
      "split_and_process",
      [](nb::bytes text, const std::string &name, nb::callable process,
         bool split, bool verify) {
        Result result = splitAndProcess(text, name, process, split, verify);
        return nb::make_tuple(result.ok, result.diagnostics);
      },
      nb::arg("text"), nb::arg("name"), nb::arg("process"),
      nb::arg("split") = true, nb::arg("verify") = false,
      "Calls process(context, part) for each `// -----` part of `text` (the "
      "whole text if not `split`), on MLIR's splitAndProcessBuffer: `part` "
      "is padded to keep the file's lines and columns, `context` a fresh "
      "mlir.ir.Context; process returns whether the part succeeded. With "
      "`verify`, the diagnostics emitted in the contexts are checked against "
      "the file's expected-* annotations by MLIR's "
      "SourceMgrDiagnosticVerifierHandler. Returns (ok, the verifier's "
      "report).");
}
