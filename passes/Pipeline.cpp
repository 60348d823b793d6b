// tf-to-tfrt-pipeline: any form of ../shared/models (v1 control flow included) to func + tfrt +
// corert, ready for the BEF emitter.
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "passes/Passes.h"
#include "passes/SupportedOps.h"

namespace tfrt::passes {

void buildTFToTFRTPipeline(mlir::OpPassManager &pm,
                           const TFToTFRTPipelineOptions &options) {
  // SavedModel bindings -> constants, variables by name, @_tfrt_init; then
  // the leftover tf_saved_model attributes go.
  pm.addPass(createTFRTLowerTFSavedModel());
  pm.addPass(createTFStripSavedModel());
  // v1 control flow (Switch/Merge/Enter/Exit/NextIteration/LoopCond) ->
  // tf.If / tf.While islands, before the graphs are dissolved.
  pm.addPass(createTFExecutorFunctionalizeControlFlow());
  pm.addPass(createTFExecutorToFunctional());
  pm.addPass(createTFRegionControlFlowToFunctional());
  // TF-level rewrites: identities always; no-op shape ops only when
  // optimizing.
  TFRemoveIdentityOptions identities;
  identities.reshapes = options.fuse;
  pm.addPass(createTFRemoveIdentity(identities));
  // An op the runtime lacks is never introduced: the fusions get the list of
  // supported ops (an unreadable list file fuses nothing;
  // tfrt-check-supported-ops reports it).
  llvm::StringSet<> supported;
  std::string error;
  bool readable = succeeded(readSupportedOps(
      options.supportedOps, options.supportedOpsFile, supported, error));
  llvm::SmallVector<std::string> supportedList;
  for (const auto &name : supported) supportedList.push_back(name.getKey().str());
  llvm::sort(supportedList);
  if (options.fuse && readable &&
      (supported.empty() || supported.contains("tf._KerasLSTM") ||
       supported.contains("tf._KerasGRU") || supported.contains("tf._KerasSimpleRNN"))) {
    // Keras recurrent layers' loops -> one op each, before the loops are
    // rotated (the match reads the cond as Keras wrote it).
    TFFuseKerasRNNOptions rnn;
    rnn.ops.assign(supportedList.begin(), supportedList.end());
    pm.addPass(createTFFuseKerasRNN(rnn));
  }
  if (options.fuse) {
    // Weights that a frozen graph passes through loops and into branches
    // become constants there (after the RNN fusion, which matches them as
    // loop variables), for the folds and fusions below.
    pm.addPass(createTFSinkConstants());
    // Loop bodies compute the next predicate, so that tf-fuse-elementwise
    // fuses the condition's ops with the body's (the cond functions become
    // `return %last_argument`; symbol-dce drops the old ones).
    pm.addPass(createTFWhileCarryPredicate());
    // Constants first (Keras' Rsqrt(variance + epsilon) * gamma, shape
    // arithmetic), then the folds into convolution and matmul weights, so
    // that tf-fuse-kernels sees Conv2D + BiasAdd + activation.
    pm.addPass(createTFConstantFold());
    // Layer norms whole, before the channel folds see their Mul/AddV2.
    if (readable && (supported.empty() || supported.contains("tf._MklLayerNorm")))
      pm.addPass(createTFFuseLayerNorm());
    pm.addPass(createTFFoldPadIntoConv());
    pm.addPass(createTFFoldBatchNorm());
    pm.addPass(createTFFoldChannelAffine());
    pm.addPass(createTFFuseKernels());
  }
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(mlir::createSymbolDCEPass());
  if (options.fuse) {
    // Element-wise clusters -> one tf._FusedElementwise each, fusing only
    // ops the runtime has (an op it lacks stays alone, for
    // tfrt-check-supported-ops to report at its own location), and nothing
    // if it lacks tf._FusedElementwise. An unreadable list file fuses
    // nothing; tfrt-check-supported-ops reports it.
    if (readable && (supported.empty() ||
                     supported.contains("tf._FusedElementwise"))) {
      TFFuseElementwiseOptions fusion;
      fusion.ops.assign(supportedList.begin(), supportedList.end());
      pm.addPass(createTFFuseElementwise(fusion));
    }
  }
  // tf -> corert / tfrt.
  TFToCoreRTOptions lowering;
  lowering.opHandler = options.opHandler;
  pm.addPass(createTFToCoreRT(lowering));
  TFRTCheckSupportedOpsOptions check;
  check.ops.assign(options.supportedOps.begin(), options.supportedOps.end());
  check.opsFile = options.supportedOpsFile;
  pm.addPass(createTFRTCheckSupportedOps(check));
  pm.addPass(mlir::createCanonicalizerPass());
}

}  // namespace tfrt::passes
