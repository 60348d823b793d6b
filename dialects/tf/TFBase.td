// The `tf` dialect: TensorFlow ops in the functional form TensorFlow's MLIR
// importer prints (generic syntax, ODS attributes as properties `<{...}>`).
// Type constraints, attribute constraints and traits shared by TFOps.td.
#ifndef TFRT_DIALECTS_TF_BASE_TD_
#define TFRT_DIALECTS_TF_BASE_TD_

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "dialects/tf/TFTypes.td"

def TensorFlow_Dialect : Dialect {
  let name = "tf";
  let summary = "TensorFlow ops, as printed by TensorFlow's MLIR importer";
  let description = [{
    An open dialect: ops without an ODS definition here (`"tf.Foo"(...)`)
    parse and verify as unknown ops, as in TensorFlow. Discardable `tf.*`
    attributes (`tf.versions`, `tf.entry_function`, ...) are accepted as is.
  }];
  let cppNamespace = "::mlir::TF";
  let dependentDialects = ["::mlir::tf_type::TFTypeDialect"];
  // Folding materializes constants as tf.Const.
  let hasConstantMaterializer = 1;
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

// TensorFlow accepts a ref type wherever the type it refers to is accepted
// (`tensor<!tf_type.f32ref>` for `tensor<f32>`): check constraints on the
// type with its ref dropped.
class TF_OrRef<Type t> : Type<
    SubstLeaves<"$_self", "::mlir::tf_type::dropRefType($_self)", t.predicate>,
    t.summary, t.cppType>;

def TF_TFTypeElement : Type<
    CPred<"::llvm::isa<::mlir::tf_type::TFTypeDialect>($_self.getDialect())">,
    "TensorFlow type">;
def TF_Quantized : Type<CPred<"::llvm::isa<"
    "::mlir::tf_type::Qint8Type, ::mlir::tf_type::Qint16Type, "
    "::mlir::tf_type::Qint32Type, ::mlir::tf_type::Quint8Type, "
    "::mlir::tf_type::Quint16Type>($_self)">, "quantized integer">;

def TF_ElementType : AnyTypeOf<[AnyFloat, AnyInteger, AnyComplex, TF_TFTypeElement],
                               "TensorFlow element type">;
def TF_Number : TF_OrRef<AnyTypeOf<[AnyFloat, AnyInteger, AnyComplex, TF_Quantized],
                                   "number">>;
def TF_NumberOrStr : TF_OrRef<AnyTypeOf<[AnyFloat, AnyInteger, AnyComplex,
                                         TF_Quantized, TFType_StringType],
                                        "number or string">>;

def TF_Tensor : TensorOf<[TF_ElementType]>;
def TF_NumberTensor : TensorOf<[TF_Number]>;
def TF_NumberOrStrTensor : TensorOf<[TF_NumberOrStr]>;
def TF_FloatTensor : TensorOf<[TF_OrRef<AnyFloat>]>;
def TF_Float32Tensor : TensorOf<[TF_OrRef<F32>]>;
def TF_IntTensor : TensorOf<[TF_OrRef<AnyInteger>]>;
def TF_I32OrI64Tensor : TensorOf<[TF_OrRef<AnyTypeOf<[I32, I64], "32/64-bit signless integer">>]>;
def TF_BoolTensor : TensorOf<[TF_OrRef<I1>]>;
def TF_ResourceTensor : TensorOf<[TFType_ResourceType]>;

//===----------------------------------------------------------------------===//
// Attribute constraints
//===----------------------------------------------------------------------===//

// A string attribute with one of the given values (TF's `string` attrs with
// an `allowed_values` list).
class TF_AnyStrAttrOf<list<string> cases> : StringBasedAttr<
    And<[StrAttr.predicate, CPred<!interleave(!foreach(c, cases,
        "::llvm::cast<::mlir::StringAttr>($_self).getValue() == \"" # c # "\""),
        " || ")>]>,
    "string attribute whose value is " # !interleave(cases, ", or ")>;

def TF_ConvnetDataFormatAttr : TF_AnyStrAttrOf<["NHWC", "NCHW"]>;
def TF_PaddingAttr : TF_AnyStrAttrOf<["SAME", "VALID", "EXPLICIT"]>;

//===----------------------------------------------------------------------===//
// Derived attributes: TF's type/size attrs (`T`, `N`, ...), computed from the
// operand and result types instead of being stored on the op.
//===----------------------------------------------------------------------===//

class TF_DerivedOperandTypeAttr<int idx> : DerivedTypeAttr<
    "return ::mlir::getElementTypeOrSelf(*getODSOperands(" # idx # ").begin());">;
class TF_DerivedResultTypeAttr<int idx> : DerivedTypeAttr<
    "return ::mlir::getElementTypeOrSelf(*getODSResults(" # idx # ").begin());">;
class TF_DerivedOperandSizeAttr<int idx> : DerivedAttr<"size_t",
    "return getODSOperands(" # idx # ").size();",
    "$_builder.getI64IntegerAttr($_self)">;
class TF_DerivedResultSizeAttr<int idx> : DerivedAttr<"size_t",
    "return getODSResults(" # idx # ").size();",
    "$_builder.getI64IntegerAttr($_self)">;

//===----------------------------------------------------------------------===//
// Traits and the op base class
//===----------------------------------------------------------------------===//

// All operands and results have the same element type once ref types are
// resolved to the type they refer to (TF allows `f32ref` in for `f32` out).
def TF_SameOperandsAndResultElementTypeResolveRef
    : NativeOpTrait<"SameOperandsAndResultElementTypeResolveRef"> {
  let cppNamespace = "::mlir::OpTrait::TF";
}

// Base class of every `tf` op. No assembly format: TensorFlow prints and
// parses `tf` ops in the generic form.
class TF_Op<string mnemonic, list<Trait> traits = []>
    : Op<TensorFlow_Dialect, mnemonic, traits>;

#endif  // TFRT_DIALECTS_TF_BASE_TD_
