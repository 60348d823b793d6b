// _tfrt_mlir: registers the project's dialects and passes with the upstream
// `mlir` Python package. Linked against the wheel's libMLIRPythonCAPI.so, so
// the process holds a single copy of MLIR.
#include "SplitAndVerify.h"
#include "dialects/Registration.h"
#include "mlir/Bindings/Python/NanobindAdaptors.h"
#include "mlir/CAPI/IR.h"
#include "passes/Registration.h"

namespace nb = nanobind;

NB_MODULE(_tfrt_mlir, m) {
  m.doc() = "Registers the tf, tf_type, tf_executor, tfrt, tfrt_dht and "
            "corert dialects and the TFRT passes with upstream MLIR.";
  m.def(
      "register_dialects",
      [](MlirDialectRegistry registry) {
        tfrt::registerAllDialects(*unwrap(registry));
      },
      nb::arg("registry"),
      "Inserts every dialect of the project into an mlir.ir.DialectRegistry.");
  m.def(
      "register_passes", [] { tfrt::registerAllPasses(); },
      "Registers every pass and pipeline with MLIR's global pass registry.");
  tfrt::python::populateSplitAndVerify(m);
}
