// tfrt-check-supported-ops: every op run through corert.executeop must be in
// the runtime's op library (a list given as an option or a file), and so
// must every sub-op of a tf._FusedElementwise.
#include "passes/Passes.h"
#include "passes/SupportedOps.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFRTCHECKSUPPORTEDOPS
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

// The `fused_ops` of a lowered tf._FusedElementwise: its op_attrs entry
// ["fused_ops", [names...]] (tf-to-corert's [name, value] pairs).
ArrayAttr getFusedOps(Operation *op) {
  auto attrs = op->getAttrOfType<ArrayAttr>("op_attrs");
  if (!attrs) return nullptr;
  for (Attribute entry : attrs) {
    auto pair = dyn_cast<ArrayAttr>(entry);
    if (!pair || pair.size() != 2) continue;
    auto name = dyn_cast<StringAttr>(pair[0]);
    if (name && name.getValue() == "fused_ops")
      return dyn_cast<ArrayAttr>(pair[1]);
  }
  return nullptr;
}

struct TFRTCheckSupportedOpsPass
    : impl::TFRTCheckSupportedOpsBase<TFRTCheckSupportedOpsPass> {
  using TFRTCheckSupportedOpsBase::TFRTCheckSupportedOpsBase;

  void runOnOperation() override {
    llvm::StringSet<> supported;
    std::string error;
    if (failed(readSupportedOps(ops, opsFile, supported, error))) {
      getOperation().emitError() << error;
      return signalPassFailure();
    }
    if (supported.empty()) return;  // no list: every op is accepted

    bool failed = false;
    getOperation().walk([&](Operation *op) {
      if (!isa<tfrt::corert::ExecuteOp, tfrt::corert::ExecuteOpSeq>(op)) return;
      auto name = op->getAttrOfType<StringAttr>("op_name");
      if (!name) return;
      if (!supported.contains(name.getValue())) {
        op->emitError() << "op '" << name.getValue()
                        << "' is not supported by the runtime's op library";
        failed = true;
      }
      if (name.getValue() != "tf._FusedElementwise") return;
      if (ArrayAttr fused = getFusedOps(op))
        for (Attribute sub : fused) {
          auto subName = dyn_cast<StringAttr>(sub);
          if (subName && !supported.contains(subName.getValue())) {
            op->emitError() << "op '" << subName.getValue()
                            << "' (fused into 'tf._FusedElementwise') is not "
                               "supported by the runtime's op library";
            failed = true;
          }
        }
    });
    if (failed) signalPassFailure();
  }
};

}  // namespace
}  // namespace tfrt::passes
