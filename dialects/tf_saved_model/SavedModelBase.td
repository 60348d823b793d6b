// The `tf_saved_model` dialect: what a SavedModel's object graph adds to its
// functions (TensorFlow's tf_saved_model dialect, same names and syntax).
#ifndef TFRT_DIALECTS_TF_SAVED_MODEL_BASE_TD_
#define TFRT_DIALECTS_TF_SAVED_MODEL_BASE_TD_

include "mlir/IR/OpBase.td"

def TensorFlowSavedModel_Dialect : Dialect {
  let name = "tf_saved_model";
  let summary = "The public interface of a TensorFlow SavedModel";
  let description = [{
    A module with the unit attribute `tf_saved_model.semantics` is a
    SavedModel: functions with `tf_saved_model.exported_names` are its
    signatures (public), every other function is private. An exported
    function's arguments carry `tf_saved_model.index_path` (where the
    caller's structured value holds the tensor) or
    `tf_saved_model.bound_input = @sym` (a `global_tensor` or an `asset`
    bound to the argument, not passed by the caller); its results carry
    `tf_saved_model.index_path`. `session_initializer` lists the functions
    that run once before any other. docs/dialects/tf_saved_model.md has the
    verifier rules.
  }];
  let cppNamespace = "::mlir::tf_saved_model";
  // Its verifiers look at tf types (resources, strings).
  let dependentDialects = ["::mlir::TF::TensorFlowDialect"];
  // The tf_saved_model.* attributes of modules, functions, arguments and
  // results are checked by the dialect's hooks.
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
}

class TfSavedModel_Op<string mnemonic, list<Trait> traits = []>
    : Op<TensorFlowSavedModel_Dialect, mnemonic, traits>;

#endif  // TFRT_DIALECTS_TF_SAVED_MODEL_BASE_TD_
