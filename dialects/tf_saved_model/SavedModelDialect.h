// The `tf_saved_model` dialect: ops, attribute names and the queries the
// SavedModel passes share.
#ifndef TFRT_DIALECTS_TF_SAVED_MODEL_SAVEDMODELDIALECT_H_
#define TFRT_DIALECTS_TF_SAVED_MODEL_SAVEDMODELDIALECT_H_

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"

#include "dialects/tf/TFDialect.h"

#include "dialects/tf_saved_model/SavedModelDialect.h.inc"

#define GET_OP_CLASSES
#include "dialects/tf_saved_model/SavedModelOps.h.inc"

namespace mlir::tf_saved_model {

// The dialect's attributes, as TensorFlow names them.
inline constexpr llvm::StringLiteral kSemanticsAttr = "tf_saved_model.semantics";
inline constexpr llvm::StringLiteral kExportedNamesAttr =
    "tf_saved_model.exported_names";
inline constexpr llvm::StringLiteral kBoundInputAttr =
    "tf_saved_model.bound_input";
inline constexpr llvm::StringLiteral kIndexPathAttr = "tf_saved_model.index_path";
inline constexpr llvm::StringLiteral kInitializerTypeAttr =
    "tf_saved_model.initializer_type";
inline constexpr llvm::StringLiteral kUnderConstructionAttr =
    "tf_saved_model.under_construction";

// The names `op` is exported under (none when it is not exported).
llvm::SmallVector<llvm::StringRef, 2> getExportedNames(Operation *op);
bool isExported(Operation *op);
bool hasSavedModelSemantics(ModuleOp module);

}  // namespace mlir::tf_saved_model

#endif  // TFRT_DIALECTS_TF_SAVED_MODEL_SAVEDMODELDIALECT_H_
