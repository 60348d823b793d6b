// Ops of the `tf_saved_model` dialect, with TensorFlow's attribute names:
// TensorFlow prints them in the generic form with properties,
// `"tf_saved_model.global_tensor"() <{is_mutable, sym_name = "v", ...}>`.
#ifndef TFRT_DIALECTS_TF_SAVED_MODEL_OPS_TD_
#define TFRT_DIALECTS_TF_SAVED_MODEL_OPS_TD_

include "dialects/tf_saved_model/SavedModelBase.td"
include "mlir/IR/SymbolInterfaces.td"

def TfSavedModel_GlobalTensorOp : TfSavedModel_Op<"global_tensor",
    [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "A tensor that outlives function calls: a variable or a constant";
  let description = [{
    Bound to function arguments by `tf_saved_model.bound_input = @sym_name`.
    `value` is the (initial) value; `type` may be less static than the
    value's type when the tensor is mutable (`tensor<?xf32>`,
    `tensor<*xf32>`), and must have a static shape when it is not.
  }];
  let arguments = (ins
    StrAttr:$sym_name,
    OptionalAttr<ElementsAttr>:$value,
    TypeAttrOf<AnyTensor>:$type,
    UnitAttr:$is_mutable
  );
  let hasVerifier = 1;
}

def TfSavedModel_SessionInitializerOp : TfSavedModel_Op<"session_initializer",
    [HasParent<"::mlir::ModuleOp">]> {
  let summary = "Functions to run once, in order, before any exported function";
  let description = [{
    Each initializer is an exported function without results (restoring
    variables, filling hash tables from assets, ...). A SavedModel has at
    most one session_initializer.
  }];
  let arguments = (ins SymbolRefArrayAttr:$initializers);
  let hasVerifier = 1;
}

def TfSavedModel_AssetOp : TfSavedModel_Op<"asset",
    [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "A file of the SavedModel, bound to arguments as its path";
  let description = [{
    `filename` is relative to the SavedModel directory. An argument bound to
    an asset is a `tensor<!tf_type.string>` holding the file's path.
  }];
  let arguments = (ins StrAttr:$sym_name, StrAttr:$filename);
}

#endif  // TFRT_DIALECTS_TF_SAVED_MODEL_OPS_TD_
