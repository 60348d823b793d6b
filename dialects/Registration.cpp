#include "dialects/Registration.h"

#include "dialects/corert/CoreRTDialect.h"
#include "dialects/tf/TFDialect.h"
#include "dialects/tf_executor/TFExecutorDialect.h"
#include "dialects/tf_saved_model/SavedModelDialect.h"
#include "dialects/tfrt/TFRTDialect.h"
#include "dialects/tfrt_dht/DHTDialect.h"
#include "dialects/tfrt_dht/TensorDialects.h"
#include "dialects/tfrt_test/TestDialect.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"

namespace tfrt {

void registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::func::FuncDialect, mlir::TF::TensorFlowDialect,
                  mlir::tf_type::TFTypeDialect,
                  mlir::tf_executor::TensorFlowExecutorDialect,
                  mlir::tf_saved_model::TensorFlowSavedModelDialect,
                  compiler::TFRTDialect, dht::DenseHostTensorDialect,
                  corert::CoreRTDialect>();
  registry.insert<t::TensorDialect, ht::HostTensorDialect,
                  ts::TensorShapeDialect>();
  registry.insert<test::TFRTTestDialect>();
  // func.call/func.return must be inlinable for the `inline` pass.
  mlir::func::registerInlinerExtension(registry);
}

}  // namespace tfrt
