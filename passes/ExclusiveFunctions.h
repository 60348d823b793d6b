// A function that a pass is about to change for one caller only (a tf.While's
// body and cond, a tf.If's branches, a call's callee), copied first when it
// has other users: tf-sink-constants and tfrt-lower-tf-saved-model change
// functions for the loop, branch or call they are passed to.
#ifndef TFRT_PASSES_EXCLUSIVEFUNCTIONS_H_
#define TFRT_PASSES_EXCLUSIVEFUNCTIONS_H_

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace tfrt::passes {

// `fn` if it is private and `user` (a tf.If, a tf.While or a call) holds all
// its uses in `module`; else a private copy of it, under a unique name next
// to it in `symbols`, that `user` now references instead (the other users
// keep `fn`).
mlir::func::FuncOp exclusiveFor(mlir::Operation *user, mlir::func::FuncOp fn,
                                mlir::ModuleOp module, mlir::SymbolTable &symbols);

}  // namespace tfrt::passes

#endif  // TFRT_PASSES_EXCLUSIVEFUNCTIONS_H_
