// The `corert` dialect: TFRT's Core Runtime hook, which runs TensorFlow ops
// one by one (corert.executeop) on op handlers. Syntax follows what TFRT
// prints. This file defines the dialect, its types and attribute; no ops.
#ifndef TFRT_DIALECTS_CORERT_BASE_TD_
#define TFRT_DIALECTS_CORERT_BASE_TD_

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpAsmInterface.td"
include "dialects/tfrt/TFRTBase.td"
include "dialects/tfrt_dht/TensorBase.td"

def CoreRT_Dialect : Dialect {
  let name = "corert";
  let summary = "TFRT Core Runtime: op-by-op execution of TensorFlow ops";
  let description = [{
    The Core Runtime dialect lets a BEF program run TensorFlow ops one at a
    time (`corert.executeop`) on an op handler (`!corert.ophandler`), on
    tensor handles (`!corert.tensorhandle`). As in TFRT, kernels of this
    namespace without a definition here are accepted in generic form.
  }];
  let cppNamespace = "::tfrt::corert";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let usePropertiesForAttributes = 0;
  let dependentDialects = ["::tfrt::compiler::TFRTDialect",
                           "::tfrt::t::TensorDialect",
                           "::tfrt::ts::TensorShapeDialect"];
}

// The summary (the type's syntax) is what ODS diagnostics print.
class CoreRT_Type<string name, string typeMnemonic, string doc = "">
    : TypeDef<CoreRT_Dialect, name> {
  let mnemonic = typeMnemonic;
  let summary = "!corert." # typeMnemonic;
  let description = doc;
}

def CoreRT_OpHandlerType : CoreRT_Type<"OpHandler", "ophandler",
    "an op handler, which runs ops on a device">;
def CoreRT_TensorHandleType : CoreRT_Type<"TensorHandle", "tensorhandle",
    "a tensor handle: a (future) tensor with its device and metadata">;
def CoreRT_StringType : CoreRT_Type<"String", "string", "a string">;
def CoreRT_ResourceType : CoreRT_Type<"Resource", "resource",
    "a TensorFlow resource">;
def CoreRT_VariantType : CoreRT_Type<"Variant", "variant",
    "a TensorFlow variant">;
// TensorFlow's quantized dtypes, as `type` attributes (TFRT's corert types).
def CoreRT_Quint8Type : CoreRT_Type<"Quint8", "quint8", "quantized uint8">;
def CoreRT_Quint16Type : CoreRT_Type<"Quint16", "quint16", "quantized uint16">;
def CoreRT_Qint8Type : CoreRT_Type<"Qint8", "qint8", "quantized int8">;
def CoreRT_Qint16Type : CoreRT_Type<"Qint16", "qint16", "quantized int16">;
def CoreRT_Qint32Type : CoreRT_Type<"Qint32", "qint32", "quantized int32">;
// Runtime values of Core Runtime kernels: a callable op (composite ops) and
// op attributes under construction / frozen.
def CoreRT_OpType : CoreRT_Type<"Op", "op", "a Core Runtime op (callable)">;
def CoreRT_OpAttrsType : CoreRT_Type<"OpAttrs", "opattrs",
    "op attributes being built">;
def CoreRT_OpAttrsRefType : CoreRT_Type<"OpAttrsRef", "opattrs_ref",
    "frozen op attributes">;

// `#corert.shape<2x?x3>` (-1 for an unknown size, printed `?`) and
// `#corert.shape<*>` (unranked): the shape-valued attribute of TF ops.
def CoreRT_ShapeAttr : AttrDef<CoreRT_Dialect, "Shape"> {
  let mnemonic = "shape";
  let summary = "a possibly unranked tensor shape";
  let parameters = (ins "bool":$ranked, ArrayRefParameter<"int64_t">:$dims);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

// Base class of every `corert` op (OpAsmOpInterface: see TFRT_Op).
class CoreRT_Op<string mnemonic, list<Trait> traits = []>
    : Op<CoreRT_Dialect, mnemonic, !listconcat(traits, [OpAsmOpInterface])>;

#endif  // TFRT_DIALECTS_CORERT_BASE_TD_
