// The `tfrt` dialect: TFRT's host kernels (basic_kernels), chains and
// control flow. Syntax follows what TFRT prints. Other dialects (tfrt_dht,
// corert) include this file for `!tfrt.chain` and friends; it defines no ops.
#ifndef TFRT_DIALECTS_TFRT_BASE_TD_
#define TFRT_DIALECTS_TFRT_BASE_TD_

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpAsmInterface.td"

def TFRT_Dialect : Dialect {
  let name = "tfrt";
  let summary = "TFRT host kernels: constants, arithmetic, chains, control "
                "flow";
  let description = [{
    The host executor dialect of TFRT (basic_kernels). Every op is a kernel
    that the BEF executor runs by name; `!tfrt.chain` values order side
    effects. As in TFRT, operations of this namespace that are not modelled
    here are accepted in generic form (the kernel registry decides at run
    time).
  }];
  let cppNamespace = "::tfrt::compiler";
  // Types are parsed by hand: TFRT accepts any `!tfrt.*` type (an opaque
  // one) besides those modelled here.
  let useDefaultTypePrinterParser = 0;
  // TFRT predates properties: inherent attributes stay in the attribute
  // dictionary, so the generic form is TFRT's (`{value = 1 : i32}`).
  let usePropertiesForAttributes = 0;
  let extraClassDeclaration = [{
    // Name of the unit attribute that marks a kernel invocation non-strict
    // (runnable as soon as one operand is available), as in TFRT's BEF.
    static constexpr ::llvm::StringLiteral kNonStrictAttrName = "bef.nonstrict";

    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

// The summary (the type's syntax) is what ODS diagnostics print ("operand #1
// must be !tfrt.chain, but got ...").
class TFRT_Type<string name, string typeMnemonic, string doc = "">
    : TypeDef<TFRT_Dialect, name> {
  let mnemonic = typeMnemonic;
  let summary = "!tfrt." # typeMnemonic;
  let description = doc;
}

def TFRT_ChainType : TFRT_Type<"Chain", "chain",
    "a value that orders side effects between kernels">;
def TFRT_StringType : TFRT_Type<"String", "string", "a host string">;
def TFRT_DeviceType : TFRT_Type<"Device", "device", "a device object">;
def TFRT_TensorTypeType : TFRT_Type<"TensorType", "tensor_type",
    "the runtime type of a tensor (e.g. DenseHost)">;

// Base class of every `tfrt` op. OpAsmOpInterface (with its default, empty
// methods) keeps ODS from naming the results of multi-result ops, so that
// SSA values print numbered, as in TFRT.
class TFRT_Op<string mnemonic, list<Trait> traits = []>
    : Op<TFRT_Dialect, mnemonic, !listconcat(traits, [OpAsmOpInterface])>;

#endif  // TFRT_DIALECTS_TFRT_BASE_TD_
