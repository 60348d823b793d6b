// Ops of the `corert` dialect (TFRT's core_runtime.td and the kernels of
// core_runtime/kernels.cc).
#ifndef TFRT_DIALECTS_CORERT_OPS_TD_
#define TFRT_DIALECTS_CORERT_OPS_TD_

include "dialects/corert/CoreRTBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Op handlers
//===----------------------------------------------------------------------===//

def CoreRT_GetOpHandlerOp : CoreRT_Op<"get_op_handler", [Pure]> {
  let summary = "looks a registered op handler up by name";
  let description = [{
    Example: `%cpu = corert.get_op_handler %ch0 "cpu"`
  }];
  let arguments = (ins TFRT_ChainType:$in_op_chain, StrAttr:$op_handler_name);
  let results = (outs CoreRT_OpHandlerType:$op_handler);
  let assemblyFormat = "$in_op_chain $op_handler_name attr-dict";
  let hasVerifier = 1;
}

def CoreRT_RegisterOpHandlerOp : CoreRT_Op<"register_op_handler"> {
  let summary = "registers an op handler under a name";
  let description = [{
    Example: `%ch = corert.register_op_handler %cpu "cpu"`
  }];
  let arguments = (ins CoreRT_OpHandlerType:$op_handler,
                       StrAttr:$op_handler_name);
  let results = (outs TFRT_ChainType:$out_op_chain);
  let assemblyFormat = "$op_handler $op_handler_name attr-dict";
  let hasVerifier = 1;
}

def CoreRT_CreateNullOpHandlerOp : CoreRT_Op<"create_null_op_handler"> {
  let summary = "creates the op handler that supports no op";
  let description = [{
    Used as the fallback of other op handlers.

    Example: `%null = corert.create_null_op_handler`
  }];
  let results = (outs CoreRT_OpHandlerType:$op_handler);
  let assemblyFormat = "attr-dict";
}

def CoreRT_CreateCpuOpHandlerOp : CoreRT_Op<"create_cpu_op_handler"> {
  let summary = "creates the CPU op handler";
  let description = [{
    Ops the CPU op handler does not support go to `fallback`.

    Example: `%cpu = corert.create_cpu_op_handler %null`
  }];
  let arguments = (ins CoreRT_OpHandlerType:$fallback);
  let results = (outs CoreRT_OpHandlerType:$op_handler);
  let assemblyFormat = "operands attr-dict";
}

//===----------------------------------------------------------------------===//
// Op execution
//===----------------------------------------------------------------------===//

def CoreRT_ExecuteOp : CoreRT_Op<"executeop", [Pure]> {
  let summary = "runs a TensorFlow op on an op handler";
  let description = [{
    Runs `op_name` on the op handler with the tensor handle operands and the
    op attributes `op_attrs` (an array of [name, value] pairs, printed as a
    dictionary) and function attributes `op_func_attrs` (idem, printed as a
    second dictionary). The trailing number is the number of results (left
    out when there are none).

    Example: `%r = corert.executeop(%cpu) "tf.AddV2"(%a, %b) {T = f32} : 1`
  }];
  let arguments = (ins CoreRT_OpHandlerType:$op_handler,
                       Variadic<CoreRT_TensorHandleType>:$args,
                       ArrayAttr:$op_attrs,
                       ArrayAttr:$op_func_attrs,
                       StrAttr:$op_name);
  let results = (outs Variadic<CoreRT_TensorHandleType>:$outputs);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// Its chain and its tensor handles print as separate results, as in TFRT
// (`%ch, %r = corert.executeop.seq ...`), hence its own OpAsmOpInterface.
def CoreRT_ExecuteOpSeq : Op<CoreRT_Dialect, "executeop.seq",
    [DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "runs a TensorFlow op on an op handler, sequenced by chains";
  let description = [{
    As `corert.executeop`, starting once `in_op_chain` is available and
    returning a chain available once the op has run. The parser adds
    `bef.nonstrict` (TFRT dispatches it before the chain is available).

    Example:
      %ch1 = corert.executeop.seq(%cpu, %ch0) "tf.Print"(%a) : 0
      %ch2, %r = corert.executeop.seq(%cpu, %ch1) "tf.Relu"(%a) {T = f32} : 1
  }];
  let arguments = (ins CoreRT_OpHandlerType:$op_handler,
                       TFRT_ChainType:$in_op_chain,
                       Variadic<CoreRT_TensorHandleType>:$args,
                       ArrayAttr:$op_attrs,
                       ArrayAttr:$op_func_attrs,
                       StrAttr:$op_name);
  let results = (outs TFRT_ChainType:$out_op_chain,
                      Variadic<CoreRT_TensorHandleType>:$outputs);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Tensor handle constants
//===----------------------------------------------------------------------===//

def CoreRT_ConstDenseTensorOp : CoreRT_Op<"const_dense_tensor",
    [ConstantLike, Pure]> {
  let summary = "a constant dense host tensor";
  let description = [{
    Example: `%t = corert.const_dense_tensor dense<[0, 1, 2]> : tensor<3xi32>`
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs CoreRT_TensorHandleType:$result);
  let assemblyFormat = "$value attr-dict";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def CoreRT_ConstStringTensorOp : CoreRT_Op<"const_string_tensor", [Pure]> {
  let summary = "a constant string host tensor";
  let description = [{
    `value` holds one string per element, or a single string for all.

    Example:
      %t = corert.const_string_tensor {shape = [2], value = ["a", "b"]}
  }];
  let arguments = (ins I64ArrayAttr:$shape, StrArrayAttr:$value);
  let results = (outs CoreRT_TensorHandleType:$result);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

// The dtypes of corert.create_dense_tensor (TFRT's names; i1 is bool).
defvar CoreRT_CreateDTypes = [
  ["ui8", "UI8"], ["ui16", "UI16"], ["ui32", "UI32"], ["ui64", "UI64"],
  ["i1", "I1"], ["i8", "I8"], ["i16", "I16"], ["i32", "I32"], ["i64", "I64"],
  ["bf16", "BF16"], ["f16", "F16"], ["f32", "F32"], ["f64", "F64"],
  ["complex64", "Complex64"], ["complex128", "Complex128"]];

class CoreRT_CreateDenseTensorOp<string dtype>
    : CoreRT_Op<"create_dense_tensor." # dtype, [Pure]> {
  let summary = "a constant dense host tensor of dtype " # dtype;
  let description = [{
    `value` holds one element per element of `shape`, or a single one for
    all (complex elements are given as interleaved real and imaginary parts).

    Example:
      %t = corert.create_dense_tensor.i32 {shape = [1, 1], value = [2 : i32]}
  }];
  let arguments = (ins I64ArrayAttr:$shape, ArrayAttr:$value);
  let results = (outs CoreRT_TensorHandleType:$result);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
  let extraClassDeclaration =
      "static constexpr ::llvm::StringLiteral kDType = \"" # dtype # "\";";
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return verifyCreateDenseTensor(*this, kDType, getShape(), getValue());
    }
  }];
}

foreach dtype = CoreRT_CreateDTypes in
  def CoreRT_CreateDenseTensor # dtype[1] # Op
      : CoreRT_CreateDenseTensorOp<dtype[0]>;

//===----------------------------------------------------------------------===//
// Conversions and printing
//===----------------------------------------------------------------------===//

def CoreRT_PrintTensorHandleOp : CoreRT_Op<"print_tensorhandle"> {
  let summary = "prints a tensor handle";
  let description = [{
    Example: `%ch1 = corert.print_tensorhandle %t, %ch0`
  }];
  let arguments = (ins CoreRT_TensorHandleType:$tensorhandle,
                       TFRT_ChainType:$in_chain);
  let results = (outs TFRT_ChainType:$out_chain);
  let assemblyFormat = "operands attr-dict";
}

def CoreRT_TensorHandleToShapeOp : CoreRT_Op<"tensorhandle_to_shape"> {
  let summary = "the shape of a tensor handle";
  let description = [{
    Example: `%s = corert.tensorhandle_to_shape %t, %ch0`
  }];
  let arguments = (ins CoreRT_TensorHandleType:$tensorhandle,
                       TFRT_ChainType:$in_chain);
  let results = (outs TS_ShapeType:$shape);
  let assemblyFormat = "operands attr-dict";
}

def CoreRT_TensorHandleToHTOp : CoreRT_Op<"tensorhandle_to_ht"> {
  let summary = "the host tensor of a tensor handle";
  let description = [{
    Example: `%ht = corert.tensorhandle_to_ht %t, %ch0`
  }];
  let arguments = (ins CoreRT_TensorHandleType:$tensorhandle,
                       TFRT_ChainType:$in_chain);
  let results = (outs TFRT_TensorType:$tensor);
  let assemblyFormat = "operands attr-dict";
}

def CoreRT_HTToTensorHandleOp : CoreRT_Op<"ht_to_tensorhandle"> {
  let summary = "a tensor handle of a host tensor";
  let description = [{
    Example: `%t = corert.ht_to_tensorhandle %ht, %ch0`
  }];
  let arguments = (ins TFRT_TensorType:$tensor, TFRT_ChainType:$in_chain);
  let results = (outs CoreRT_TensorHandleType:$tensorhandle);
  let assemblyFormat = "operands attr-dict";
}

def CoreRT_TensorHandleToIntOp : CoreRT_Op<"tensorhandle_to_int32"> {
  let summary = "the value of a one-element integer tensor handle";
  let description = [{
    Example: `%i = corert.tensorhandle_to_int32 %t`
  }];
  let arguments = (ins CoreRT_TensorHandleType:$src);
  let results = (outs I32:$result);
  let assemblyFormat = "operands attr-dict";
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

def CoreRT_CondOp : CoreRT_Op<"cond",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "two-way branch on a tensor handle";
  let description = [{
    Calls `a_true_fn` when `cond` (a one-element tensor) is true,
    `b_false_fn` otherwise. Both functions take the chain and the operands
    and return a chain and the results.

    Example:
      %ch1, %r = corert.cond %c @then @else(%ch0, %a)
          : (!corert.tensorhandle) -> (!corert.tensorhandle)
  }];
  let arguments = (ins CoreRT_TensorHandleType:$cond,
                       FlatSymbolRefAttr:$a_true_fn,
                       FlatSymbolRefAttr:$b_false_fn,
                       TFRT_ChainType:$in_op_chain,
                       Variadic<AnyType>:$fn_operands);
  let results = (outs TFRT_ChainType:$out_op_chain,
                      Variadic<AnyType>:$fn_outputs);
  let assemblyFormat = [{
    $cond $a_true_fn $b_false_fn `(` $in_op_chain (`,` $fn_operands^)? `)`
    attr-dict `:` custom<ParenTypeList>(type($fn_operands)) `->`
    custom<ParenTypeList>(type($fn_outputs))
  }];
}

def CoreRT_WhileOp : CoreRT_Op<"while",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "loop over a condition and a body function";
  let description = [{
    `values = operands; while (cond_fn(values)) values = body_fn(values)`.
    Both functions take the chain and the loop values; `a_cond_fn` returns a
    chain and a tensor handle (the predicate), `b_body_fn` a chain and the
    next loop values. The op returns the last chain and loop values.

    Example:
      %ch1, %r = corert.while @cond @body(%ch0, %a)
          : (!corert.tensorhandle) -> (!corert.tensorhandle)
  }];
  let arguments = (ins FlatSymbolRefAttr:$a_cond_fn,
                       FlatSymbolRefAttr:$b_body_fn,
                       TFRT_ChainType:$in_op_chain,
                       Variadic<AnyType>:$fn_operands);
  let results = (outs TFRT_ChainType:$out_op_chain,
                      Variadic<AnyType>:$fn_outputs);
  let assemblyFormat = [{
    $a_cond_fn $b_body_fn `(` $in_op_chain (`,` $fn_operands^)? `)`
    attr-dict `:` custom<ParenTypeList>(type($fn_operands)) `->`
    custom<ParenTypeList>(type($fn_outputs))
  }];
  let hasVerifier = 1;
}

#endif  // TFRT_DIALECTS_CORERT_OPS_TD_
