#ifndef TFRT_PASSES_PASSES_H_
#define TFRT_PASSES_PASSES_H_

#include <memory>
#include <string>

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include "dialects/corert/CoreRTDialect.h"
#include "dialects/tf/TFDialect.h"
#include "dialects/tf_executor/TFExecutorDialect.h"
#include "dialects/tfrt/TFRTDialect.h"

namespace tfrt::passes {

#define GEN_PASS_DECL
#include "passes/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "passes/Passes.h.inc"

// Options of the `tf-to-tfrt-pipeline`.
struct TFToTFRTPipelineOptions
    : public mlir::PassPipelineOptions<TFToTFRTPipelineOptions> {
  Option<std::string> opHandler{*this, "op-handler",
                                llvm::cl::desc("op handler that runs the ops"),
                                llvm::cl::init("cpu")};
  Option<bool> fuse{*this, "fuse",
                    llvm::cl::desc("optimize: fold batch norms, fuse kernels and "
                                   "element-wise ops, rotate while loops"),
                    llvm::cl::init(true)};
  ListOption<std::string> supportedOps{
      *this, "supported-ops",
      llvm::cl::desc("ops the runtime supports (default: any)")};
  Option<std::string> supportedOpsFile{
      *this, "supported-ops-file",
      llvm::cl::desc("file listing the ops the runtime supports, one a line"),
      llvm::cl::init("")};
};

// tf_executor / tf (any form of ../shared/models but v1 control flow) ->
// func + tfrt + corert, ready for the BEF emitter.
void buildTFToTFRTPipeline(mlir::OpPassManager &pm,
                           const TFToTFRTPipelineOptions &options);

}  // namespace tfrt::passes

#endif  // TFRT_PASSES_PASSES_H_
