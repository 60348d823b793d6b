// Ops of the `tfrt` dialect: TFRT's basic_kernels (constants, integer/float
// kernels, chains, printing) and its control flow (call, if, cond, case,
// while, repeat, once, parallel_for, parallel_call, return).
//
// Names, operand order and printed forms are TFRT's; see
// docs/dialects/tfrt.md for where this definition departs from TFRT.
#ifndef TFRT_DIALECTS_TFRT_OPS_TD_
#define TFRT_DIALECTS_TFRT_OPS_TD_

include "dialects/tfrt/TFRTBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Element types of the per-type kernel families.
//===----------------------------------------------------------------------===//

// One scalar type of a kernel family: the op-name suffix (`i32`), the part of
// the C++ class name (`I32`), the MLIR type and the matching attribute.
class TFRT_ScalarType<string suffix, string cppName, Type type, Attr attr> {
  string sfx = suffix;
  string cpp = cppName;
  Type ty = type;
  Attr at = attr;
}

// MLIR defines F32Attr and F64Attr but no 16-bit float attributes.
def TFRT_F16Attr : FloatAttrBase<F16, "16-bit float attribute">;
def TFRT_BF16Attr : TypedAttrBase<BF16, "FloatAttr",
    And<[CPred<"::llvm::isa<::mlir::FloatAttr>($_self)">,
         CPred<"::llvm::cast<::mlir::FloatAttr>($_self).getType().isBF16()">]>,
    "bfloat16 attribute"> {
  let returnType = [{ ::llvm::APFloat }];
}

defvar TFRT_I1   = TFRT_ScalarType<"i1",   "I1",   I1,   I1Attr>;
defvar TFRT_I32  = TFRT_ScalarType<"i32",  "I32",  I32,  I32Attr>;
defvar TFRT_I64  = TFRT_ScalarType<"i64",  "I64",  I64,  I64Attr>;
defvar TFRT_UI32 = TFRT_ScalarType<"ui32", "UI32", UI32, UI32Attr>;
defvar TFRT_UI64 = TFRT_ScalarType<"ui64", "UI64", UI64, UI64Attr>;
defvar TFRT_F16  = TFRT_ScalarType<"f16",  "F16",  F16,  TFRT_F16Attr>;
defvar TFRT_BF16 = TFRT_ScalarType<"bf16", "BF16", BF16, TFRT_BF16Attr>;
defvar TFRT_F32  = TFRT_ScalarType<"f32",  "F32",  F32,  F32Attr>;
defvar TFRT_F64  = TFRT_ScalarType<"f64",  "F64",  F64,  F64Attr>;

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

class TFRT_ConstantOpBase<string prefix, TFRT_ScalarType t>
    : TFRT_Op<prefix # "." # t.sfx, [Pure]> {
  let summary = "host constant of type " # t.sfx;
  let description = [{
    Produces the constant given by its `value` attribute, whose type is the
    op's type suffix (checked by the attribute constraint).

    Example: `%x = tfrt.constant.i32 42`, `%f = tfrt.constant.f32 1.0`
  }];
  let arguments = (ins t.at:$value);
  let results = (outs t.ty:$result);
  let assemblyFormat = "$value attr-dict";
}

foreach t = [TFRT_I1, TFRT_I32, TFRT_I64, TFRT_UI32, TFRT_UI64, TFRT_F16,
             TFRT_BF16, TFRT_F32, TFRT_F64] in
  def TFRT_Constant # t.cpp # Op : TFRT_ConstantOpBase<"constant", t>;

// Synchronous (`_s`) kernels are the ones TFRT registers for its synchronous
// BEF executor; their types and syntax are those of the async kernels.
foreach t = [TFRT_I32, TFRT_I64, TFRT_F16, TFRT_BF16, TFRT_F32, TFRT_F64] in
  def TFRT_SyncConstant # t.cpp # Op : TFRT_ConstantOpBase<"constant_s", t>;

class TFRT_ConstantComplexOp<string suffix, TFRT_ScalarType t>
    : TFRT_Op<"constant.complex" # suffix, [Pure]> {
  let summary = "host complex constant";
  let description = [{
    Example: `%c = tfrt.constant.complex64 1.0, -1.0`
  }];
  let arguments = (ins t.at:$real, t.at:$imaginary);
  let results = (outs Complex<t.ty>:$result);
  let assemblyFormat = "$real `,` $imaginary attr-dict";
}

def TFRT_ConstantComplex64Op : TFRT_ConstantComplexOp<"64", TFRT_F32>;
def TFRT_ConstantComplex128Op : TFRT_ConstantComplexOp<"128", TFRT_F64>;

//===----------------------------------------------------------------------===//
// Integer, boolean and float kernels
//===----------------------------------------------------------------------===//

// `%z = tfrt.<name>.<type> %x, %y`: both operands of the suffix type.
class TFRT_BinaryOp<string name, TFRT_ScalarType t, Type resultType,
                    string doc>
    : TFRT_Op<name # "." # t.sfx, [Pure]> {
  let summary = doc;
  let description = [{
    Example: `%z = tfrt.add.i32 %x, %y`
  }];
  // Any TFRT kernel may take a trailing chain it waits for (TFRT's tests
  // write `"tfrt.lessequal.i32"(%x, %y, %ch)`).
  let arguments = (ins t.ty:$lhs, t.ty:$rhs, Optional<TFRT_ChainType>:$in_chain);
  let results = (outs resultType:$result);
  let assemblyFormat = "$lhs `,` $rhs (`,` $in_chain^)? attr-dict";
}

foreach t = [TFRT_I32, TFRT_I64, TFRT_F32, TFRT_F64] in
  def TFRT_Add # t.cpp # Op : TFRT_BinaryOp<"add", t, t.ty, "sum">;
foreach t = [TFRT_I32, TFRT_I64] in {
  def TFRT_SyncAdd # t.cpp # Op : TFRT_BinaryOp<"add_s", t, t.ty, "sum">;
  def TFRT_Minus # t.cpp # Op : TFRT_BinaryOp<"minus", t, t.ty, "difference">;
  def TFRT_Mul # t.cpp # Op : TFRT_BinaryOp<"mul", t, t.ty, "product">;
  def TFRT_SyncMul # t.cpp # Op : TFRT_BinaryOp<"mul_s", t, t.ty, "product">;
  def TFRT_Equal # t.cpp # Op : TFRT_BinaryOp<"equal", t, I1, "x == y">;
  def TFRT_LessEqual # t.cpp # Op
      : TFRT_BinaryOp<"lessequal", t, I1, "x <= y">;
}
// TFRT's float kernels are `multiply`, `minimum` and a one-result `div`.
foreach t = [TFRT_F32, TFRT_F64] in {
  def TFRT_Multiply # t.cpp # Op
      : TFRT_BinaryOp<"multiply", t, t.ty, "product">;
  def TFRT_Minimum # t.cpp # Op
      : TFRT_BinaryOp<"minimum", t, t.ty, "smaller operand">;
  def TFRT_Div # t.cpp # Op : TFRT_BinaryOp<"div", t, t.ty, "quotient">;
}
def TFRT_AndI1Op : TFRT_BinaryOp<"and", TFRT_I1, I1, "conjunction">;

// Integer division returns the quotient and the remainder, as in TFRT.
class TFRT_IntDivOp<TFRT_ScalarType t> : TFRT_Op<"div." # t.sfx, [Pure]> {
  let summary = "integer quotient and remainder";
  let description = [{
    Example: `%q, %r = tfrt.div.i32 %x, %y`
  }];
  let arguments = (ins t.ty:$lhs, t.ty:$rhs);
  let results = (outs t.ty:$quotient, t.ty:$remainder);
  let assemblyFormat = "operands attr-dict";
}
def TFRT_DivI32Op : TFRT_IntDivOp<TFRT_I32>;
def TFRT_DivI64Op : TFRT_IntDivOp<TFRT_I64>;

class TFRT_CastOp<TFRT_ScalarType from, TFRT_ScalarType to>
    : TFRT_Op<"cast." # from.sfx # "_to_" # to.sfx, [Pure]> {
  let summary = "numeric conversion";
  let description = [{
    Example: `%f = tfrt.cast.i64_to_f64 %i`
  }];
  let arguments = (ins from.ty:$value);
  let results = (outs to.ty:$result);
  let assemblyFormat = "operands attr-dict";
}
def TFRT_CastI64ToF32Op : TFRT_CastOp<TFRT_I64, TFRT_F32>;
def TFRT_CastF32ToI64Op : TFRT_CastOp<TFRT_F32, TFRT_I64>;
def TFRT_CastI64ToF64Op : TFRT_CastOp<TFRT_I64, TFRT_F64>;
def TFRT_CastF64ToI64Op : TFRT_CastOp<TFRT_F64, TFRT_I64>;

// `%ch1 = tfrt.print.i32 %x, %ch0`: prints, then yields a chain.
class TFRT_PrintOp<string suffix, Type type> : TFRT_Op<"print." # suffix> {
  let summary = "prints a scalar to stdout";
  let description = [{
    Prints the value once the input chain is available and returns a chain.

    Example: `%ch1 = tfrt.print.i32 %x, %ch0`
  }];
  let arguments = (ins type:$value, TFRT_ChainType:$in_chain);
  let results = (outs TFRT_ChainType:$out_chain);
  let assemblyFormat = "operands attr-dict";
}
foreach t = [TFRT_I1, TFRT_I32, TFRT_I64, TFRT_F16, TFRT_F32, TFRT_F64] in
  def TFRT_Print # t.cpp # Op : TFRT_PrintOp<t.sfx, t.ty>;
def TFRT_PrintComplex64Op : TFRT_PrintOp<"complex64", Complex<F32>>;
def TFRT_PrintComplex128Op : TFRT_PrintOp<"complex128", Complex<F64>>;

//===----------------------------------------------------------------------===//
// Chains and devices
//===----------------------------------------------------------------------===//

def TFRT_NewChainOp : TFRT_Op<"new.chain", [Pure]> {
  let summary = "creates a fresh, available chain";
  let description = [{
    Example: `%ch = tfrt.new.chain`
  }];
  let results = (outs TFRT_ChainType:$chain);
  let assemblyFormat = "attr-dict";
}

def TFRT_MergeChainsOp : TFRT_Op<"merge.chains", [Pure]> {
  let summary = "a chain available once all inputs are";
  let description = [{
    Produces a chain that becomes available when every input is. As in TFRT
    the inputs may be of any type (a value is waited for like a chain).

    The type list may be left out when every input is a chain (TFRT's older
    syntax); it is always printed.

    Example: `%ch = tfrt.merge.chains %a, %b : !tfrt.chain, !tfrt.chain`
  }];
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs TFRT_ChainType:$chain);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def TFRT_GetDeviceOp : TFRT_Op<"get_device"> {
  let summary = "looks a device up by name";
  let description = [{
    Example: `%d = tfrt.get_device %ch {device_name = "CPU:0"}`
  }];
  let arguments = (ins TFRT_ChainType:$chain_in, StrAttr:$device_name);
  let results = (outs TFRT_DeviceType:$result);
  let assemblyFormat = "operands attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Calls and control flow
//===----------------------------------------------------------------------===//

def TFRT_CallOp : TFRT_Op<"call",
    [CallOpInterface, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "direct call of a function";
  let description = [{
    Calls `callee` with the operands; operand and result types must be the
    callee's. The parser adds `bef.nonstrict` (TFRT runs calls non-strictly)
    and the printer leaves it out.

    Example: `%r = tfrt.call @f(%a) : (i32) -> i32`
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<AnyType>:$operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<AnyType>:$results);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    ::mlir::FunctionType getCalleeType();

    // CallOpInterface.
    ::mlir::CallInterfaceCallable getCallableForCallee() {
      return getCalleeAttr();
    }
    void setCalleeFromCallable(::mlir::CallInterfaceCallable callee) {
      (*this)->setAttr(getCalleeAttrName(),
                       ::llvm::cast<::mlir::SymbolRefAttr>(callee));
    }
    ::mlir::Operation::operand_range getArgOperands() { return getOperands(); }
    ::mlir::MutableOperandRange getArgOperandsMutable() {
      return getOperandsMutable();
    }
  }];
}

def TFRT_IfOp : TFRT_Op<"if", [IsolatedFromAbove]> {
  let summary = "two-way branch over regions";
  let description = [{
    Runs `then_region` when `cond` is true, `else_region` otherwise, and
    returns that region's `tfrt.return` operands. Both regions take the
    remaining operands as block arguments (printed with the operands' names);
    they are isolated from above, as in TFRT. A missing `else` of a tfrt.if
    without results is filled with an empty `tfrt.return`. The parser adds
    `bef.nonstrict`.

    Example:
      %r = tfrt.if %c, %a, %b : (i32, i32) -> (i32) {
        tfrt.return %a : i32
      } else {
        tfrt.return %b : i32
      }
  }];
  let arguments = (ins I1:$cond, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$then_region,
                        SizedRegion<1>:$else_region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

def TFRT_CondOp : TFRT_Op<"cond",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "two-way branch over functions";
  let description = [{
    Calls `a_true_fn` when `cond` is true, `b_false_fn` otherwise (the a_/b_
    prefixes keep BEF's alphabetical attribute order). Both functions take
    the remaining operands and return the op's results.

    Example: `%r = tfrt.cond %c @then @else(%a) : (i32) -> (i32)`
  }];
  let arguments = (ins I1:$cond,
                       FlatSymbolRefAttr:$a_true_fn,
                       FlatSymbolRefAttr:$b_false_fn,
                       Variadic<AnyType>:$fn_operands);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = [{
    $cond $a_true_fn $b_false_fn `(` $fn_operands `)` attr-dict `:`
    custom<ParenTypeList>(type($fn_operands)) `->`
    custom<ParenTypeList>(type($outputs))
  }];
}

def TFRT_CaseOp : TFRT_Op<"case",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "n-way branch over functions";
  let description = [{
    Calls `branches[branch_index]` (the last branch when the index is out of
    range). Every branch takes the operands and returns the op's results.

    Example: `%r = tfrt.case %i [@b0, @b1](%a) : (i32) -> (i32)`
  }];
  let arguments = (ins I32:$branch_index,
                       FlatSymbolRefArrayAttr:$branches,
                       Variadic<AnyType>:$branch_operands);
  let results = (outs Variadic<AnyType>:$branch_outputs);
  let assemblyFormat = [{
    $branch_index $branches `(` $branch_operands `)` attr-dict `:`
    custom<ParenTypeList>(type($branch_operands)) `->`
    custom<ParenTypeList>(type($branch_outputs))
  }];
}

def TFRT_WhileOp : TFRT_Op<"while",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "loop over a body function";
  let description = [{
    While `cond` (then the body's last result) is true, calls `body_fn` on
    the loop values. The body takes the loop values and returns the next
    ones followed by an i1; the op returns the last loop values.
    `parallel_iterations` bounds the iterations dispatched at once.

    Example:
      %r:2 = tfrt.while %c @body(%ch, %x) parallel_iterations(1)
          : (!tfrt.chain, i32) -> (!tfrt.chain, i32)
  }];
  let arguments = (ins I1:$cond,
                       Variadic<AnyType>:$args,
                       FlatSymbolRefAttr:$body_fn,
                       I64Attr:$parallel_iterations);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $cond $body_fn `(` $args `)` attr-dict
    `parallel_iterations` `(` $parallel_iterations `)` `:`
    custom<ParenTypeList>(type($args)) `->`
    custom<ParenTypeList>(type($results))
  }];
  let hasVerifier = 1;
}

def TFRT_OnceOp : TFRT_Op<"once",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "calls a function once per resource context";
  let description = [{
    The first execution calls `function` and caches its results; later ones
    return the cached results.

    Example: `%r = tfrt.once @init(%a) : (i32) -> (i32)`
  }];
  let arguments = (ins Variadic<AnyType>:$operands,
                       FlatSymbolRefAttr:$function);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $function `(` $operands `)` attr-dict `:`
    custom<ParenTypeList>(type($operands)) `->`
    custom<ParenTypeList>(type($results))
  }];
}

def TFRT_RepeatI32Op : TFRT_Op<"repeat.i32", [IsolatedFromAbove]> {
  let summary = "runs its body a given number of times";
  let description = [{
    Runs the body `trip_count` times; the loop values start as the remaining
    operands and are replaced by the body's `tfrt.return` operands. The body
    takes the loop values as block arguments (printed with the operands'
    names). The parser adds `bef.nonstrict`.

    Example:
      %r:2 = tfrt.repeat.i32 %n, %a, %b : i32, f32 {
        tfrt.return %a, %b : i32, f32
      }
  }];
  let arguments = (ins I32:$trip_count, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

def TFRT_ParallelForI32Op : TFRT_Op<"parallel_for.i32", [IsolatedFromAbove]> {
  let summary = "parallel loop over blocks of a range";
  let description = [{
    Runs the body on non-overlapping blocks [%start, %end) of the range, at
    most `block_size` long. The body's block arguments are the block's start
    and end followed by the extra operands. A synchronous body ends with an
    empty `tfrt.return`; an asynchronous one returns a chain.

    Example:
      %done = tfrt.parallel_for.i32 %from to %to fixed %bs, %v : i32 {
        tfrt.return
      }
  }];
  let arguments = (ins I32:$start, I32:$end, I32:$block_size,
                       Variadic<AnyType>:$args);
  let results = (outs TFRT_ChainType:$done);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

def TFRT_ParallelCallI32Op : TFRT_Op<"parallel_call.i32",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "parallel loop over blocks of a range, body is a function";
  let description = [{
    As `tfrt.parallel_for.i32`, the body being `callee`: it takes the block's
    start and end (i32) then the extra operands, and returns nothing or a
    chain.

    Example:
      %done = tfrt.parallel_call.i32 %from to %to fixed %bs @body(%v) : i32
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       I32:$start, I32:$end, I32:$block_size,
                       Variadic<AnyType>:$args);
  let results = (outs TFRT_ChainType:$done);
  let hasCustomAssemblyFormat = 1;
}

def TFRT_ReturnOp : TFRT_Op<"return", [Pure, Terminator]> {
  let summary = "returns from a function or a tfrt region";
  let description = [{
    Ends a function (its operands must match the function's result types)
    or a region of tfrt.if / tfrt.repeat.i32 / tfrt.parallel_for.i32 (checked
    by that op).

    Example: `tfrt.return %r : i32`
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif  // TFRT_DIALECTS_TFRT_OPS_TD_
