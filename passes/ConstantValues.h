// Reading and making the values of constant tensors (tf.Const), shared by
// the passes that compute new constants (tf-constant-fold,
// tf-fold-batch-norm, tf-fold-channel-affine).
#ifndef TFRT_PASSES_CONSTANT_VALUES_H_
#define TFRT_PASSES_CONSTANT_VALUES_H_

#include <cstdint>
#include <optional>

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Value.h"

namespace tfrt::passes {

// A splat constant is one value whatever its shape: a pass that would expand
// one of more elements than this into per-element values does not (a
// 10^10-element splat is a few bytes of IR, its expansion 40 GB).
constexpr int64_t kMaxExpandedSplat = int64_t(1) << 22;

// The value of `v` if a constant op (tf.Const) defines it as dense elements.
mlir::DenseElementsAttr constantValue(mlir::Value v);

// f16, bf16, f32 or f64: the float types whose values the passes compute.
bool isComputableFloat(mlir::Type type);

// The elements of a float constant as doubles (exact for every computable
// float type); a splat is expanded.
llvm::SmallVector<double> toDoubles(mlir::DenseElementsAttr attr);

// A constant of `type` (a computable float element type) from doubles, each
// rounded once to the element type (to nearest, ties to even, as a C++ cast
// and Eigen's half/bfloat16 conversions do).
mlir::DenseElementsAttr fromDoubles(mlir::ShapedType type,
                                    llvm::ArrayRef<double> values);

// The elements of an i32/i64 (any integer) constant, sign-extended.
std::optional<llvm::SmallVector<int64_t>> toInts(mlir::DenseElementsAttr attr);

// The number of elements of `shape`, saturating at INT64_MAX (dimensions of
// 10^10 multiply past int64).
int64_t numElementsSaturating(llvm::ArrayRef<int64_t> shape);

}  // namespace tfrt::passes

#endif  // TFRT_PASSES_CONSTANT_VALUES_H_
