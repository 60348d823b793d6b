// Folding a per-output-channel affine map y * scale + shift into the constant
// weights and bias of the linear kernel that computes y: shared by
// tf-fold-batch-norm (FusedBatchNormV3) and tf-fold-channel-affine (Keras 3's
// decomposed batch norm: Mul / AddV2 / Sub by constants).
#ifndef TFRT_PASSES_LINEAR_KERNELS_H_
#define TFRT_PASSES_LINEAR_KERNELS_H_

#include <optional>

#include "mlir/IR/PatternMatch.h"
#include "passes/Passes.h"

namespace tfrt::passes {

// `result` = kernel(x, W) or BiasAdd(kernel(x, W), b), where the kernel is a
// Conv2D or DepthwiseConv2dNative (NHWC) or a MatMul, W (its operand 1) and b
// are float constants, and each intermediate result has one use. Its output
// channels are `result`'s last dimension (static).
struct LinearKernel {
  mlir::Operation *kernel = nullptr;
  mlir::TF::BiasAddOp biasAdd;  // null without a BiasAdd
  mlir::Value result;
  int64_t channels = 0;
};

// The linear kernel computing `value`, if `value` has one use and is one.
std::optional<LinearKernel> matchLinearKernel(mlir::Value value);

// Replaces the uses of `root`'s first result, which computes
// `k.result * scale + shift` per output channel (`scale` empty: 1; `shift`
// empty: 0), with BiasAdd(kernel(x, W * scale), b * scale + shift), then
// erases `root`. W * scale is per output channel, each element rounded once
// to the weights' type; without a BiasAdd and a shift none is made. The
// caller checks that `root`'s result type is `k.result`'s.
void foldChannelAffine(mlir::PatternRewriter &rewriter, const LinearKernel &k,
                       mlir::Operation *root, llvm::ArrayRef<double> scale,
                       llvm::ArrayRef<double> shift);

}  // namespace tfrt::passes

#endif  // TFRT_PASSES_LINEAR_KERNELS_H_
