// The `tfrt_test` dialect: TFRT's test kernels (include/tfrt/test_kernels/
// opdefs/test_kernels.td). Only the ops TFRT's ODS defined have a custom
// syntax here (`count3.*`, `get_string`, `get_string_sync`); every other
// `tfrt_test.*` kernel (fail, async_add.i32, print_hello, ...) is written in
// generic form, as TFRT's own tests did: the dialect accepts unknown ops.
#ifndef TFRT_DIALECTS_TFRT_TEST_OPS_TD_
#define TFRT_DIALECTS_TFRT_TEST_OPS_TD_

include "dialects/tfrt/TFRTBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def TFRTTest_Dialect : Dialect {
  let name = "tfrt_test";
  let summary = "TFRT test kernels: asynchrony, errors, cancellation";
  let description = [{
    Kernels that exercise the BEF executor from lit tests. As in TFRT, ops
    of this namespace without a definition here are accepted in generic
    form; the kernel registry decides at run time.
  }];
  let cppNamespace = "::tfrt::test";
  let usePropertiesForAttributes = 0;
  let dependentDialects = ["::tfrt::compiler::TFRTDialect"];
}

class TFRTTest_Op<string mnemonic, list<Trait> traits = []>
    : Op<TFRTTest_Dialect, mnemonic, !listconcat(traits, [OpAsmOpInterface])>;

class TFRTTest_Count3Op<string suffix, Type type>
    : TFRTTest_Op<"count3." # suffix, [Pure]> {
  let summary = "returns x+1, x+2, x+3";
  let description = [{
    Example: `%1, %2, %3 = tfrt_test.count3.i32 %0`
  }];
  let arguments = (ins type:$x);
  let results = (outs type:$r1, type:$r2, type:$r3);
  let assemblyFormat = "operands attr-dict";
}

def TFRTTest_Count3I32Op : TFRTTest_Count3Op<"i32", I32>;
def TFRTTest_Count3I64Op : TFRTTest_Count3Op<"i64", I64>;

def TFRTTest_GetStringOp : TFRTTest_Op<"get_string"> {
  let summary = "a !tfrt.string from the `value` attribute";
  let description = [{
    Example: `%s = tfrt_test.get_string {value = "bark"}`
  }];
  let arguments = (ins StrAttr:$value);
  let results = (outs TFRT_StringType:$result);
  let assemblyFormat = "attr-dict";
}

def TFRTTest_GetStringSyncOp : TFRTTest_Op<"get_string_sync"> {
  let summary = "a !tfrt.string from the `value` attribute (sync kernel)";
  let arguments = (ins StrAttr:$value);
  let results = (outs TFRT_StringType:$result);
  let assemblyFormat = "attr-dict";
}

def TFRTTest_DoAsyncOp : TFRTTest_Op<"do.async", [IsolatedFromAbove]> {
  let summary = "runs its region as a task on the work queue";
  let description = [{
    The region's arguments are the operands, under their names; the results
    are what its `tfrt.return` returns, once the task has run. Non-strict:
    the task starts before the operands are available.

    Example: `%y = tfrt_test.do.async %x : (i32) -> (i32) { tfrt.return %x : i32 }`
  }];
  let arguments = (ins Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

def TFRTTest_TestCostOp : TFRTTest_Op<"test_cost"> {
  let summary = "returns its operand and prints its id (cost model tests)";
  let description = [{
    `_tfrt_cost`, if present, is the kernel's cost for stream analysis; it
    must be positive, and the BEF emitter leaves it out. The type defaults to
    `!tfrt.chain`.

    Example: `%r = tfrt_test.test_cost %x {id = 0 : i64, _tfrt_cost = 10 : i64} : i32`
  }];
  let arguments = (ins AnyType:$input, I64Attr:$id);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def TFRTTest_PrintTypedAttrOp : TFRTTest_Op<"print_typed_attr"> {
  let summary = "prints its typed `value` attribute (its type and value)";
  let description = [{
    Example: `%ch1 = tfrt_test.print_typed_attr %ch0 {value = 1 : i64}`
    prints `I64: 1`.
  }];
  let arguments = (ins TFRT_ChainType:$in_chain, TypedAttrInterface:$value);
  let results = (outs TFRT_ChainType:$out_chain);
  let assemblyFormat = "$in_chain attr-dict";
}

def TFRTTest_BenchmarkOp : TFRTTest_Op<"benchmark", [IsolatedFromAbove]> {
  let summary = "runs its region repeatedly and prints timing statistics";
  let description = [{
    Runs the region (its arguments are the operands, under their names)
    `num_warmup_runs` times, then until `duration_secs` have passed or it
    has run `max_count` times, and prints `BM:<name>:<statistic>` lines.

    Example:
      tfrt_test.benchmark "add"(%c : i32) duration_secs = 1, max_count = 100 {
        %x = tfrt.add.i32 %c, %c
        tfrt.return %x : i32
      }
  }];
  let arguments = (ins Variadic<AnyType>:$inputs, StrAttr:$name,
                       I32Attr:$duration_secs, I32Attr:$max_count,
                       DefaultValuedAttr<I32Attr, "1">:$num_warmup_runs);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

def TFRTTest_SyncBenchmarkOp : TFRTTest_Op<"sync_benchmark"> {
  let summary = "calls a sync function repeatedly and prints timing statistics";
  let description = [{
    As `tfrt_test.benchmark`, for a `tfrt.sync` function called with the
    operands.

    Example:
      tfrt_test.sync_benchmark @fn(%a : i32) duration_secs = 1, max_count = 100
  }];
  let arguments = (ins Variadic<AnyType>:$inputs, FlatSymbolRefAttr:$target_fn,
                       I32Attr:$duration_secs, I32Attr:$max_count,
                       DefaultValuedAttr<I32Attr, "1">:$num_warmup_runs);
  let hasCustomAssemblyFormat = 1;
}

#endif  // TFRT_DIALECTS_TFRT_TEST_OPS_TD_
