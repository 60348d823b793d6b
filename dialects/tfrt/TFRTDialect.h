#ifndef TFRT_DIALECTS_TFRT_TFRTDIALECT_H_
#define TFRT_DIALECTS_TFRT_TFRTDIALECT_H_

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialects/tfrt/TFRTDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/tfrt/TFRTTypes.h.inc"

namespace tfrt {

// Custom assembly directive `custom<ParenTypeList>(type($values))`: a
// parenthesized, possibly empty, type list, as TFRT prints the operand and
// result types of tfrt.cond, tfrt.case, corert.cond, ... (`(i32) -> (i32)`).
mlir::ParseResult parseParenTypeList(mlir::OpAsmParser &parser,
                                     llvm::SmallVectorImpl<mlir::Type> &types);
void printParenTypeList(mlir::OpAsmPrinter &printer, mlir::Operation *op,
                        mlir::TypeRange types);

}  // namespace tfrt

#define GET_OP_CLASSES
#include "dialects/tfrt/TFRTOps.h.inc"

namespace tfrt::compiler {

// Helpers shared by the dialects built on `tfrt` (tfrt_dht, corert) for ops
// that reference functions by symbol.

// Looks `symbol` up from `op` and checks that the values the op passes to it
// (`passed`) have the function's argument types; returns the function, or
// null after one diagnostic ("'<op>' op <role> @f does not reference a
// function", "... passes 2 values to <role> @f, which takes 3", ...). `role`
// names the function in diagnostics ("callee", "true function", ...).
mlir::FunctionOpInterface lookupCallee(mlir::Operation *op,
                                       mlir::SymbolTableCollection &symbols,
                                       mlir::FlatSymbolRefAttr symbol,
                                       llvm::StringRef role,
                                       mlir::TypeRange passed);

// Checks that the op's results (`expected`) have `fn`'s result types; emits
// one diagnostic at the first difference.
mlir::LogicalResult verifyFunctionResults(mlir::Operation *op,
                                          mlir::TypeRange expected,
                                          mlir::FunctionOpInterface fn,
                                          mlir::FlatSymbolRefAttr symbol,
                                          llvm::StringRef role);

// lookupCallee, then verifyFunctionResults: a call of `symbol` passing
// `passed` and producing `expected`.
mlir::LogicalResult verifyCallee(mlir::Operation *op,
                                 mlir::SymbolTableCollection &symbols,
                                 mlir::FlatSymbolRefAttr symbol,
                                 llvm::StringRef role, mlir::TypeRange passed,
                                 mlir::TypeRange expected);

// Checks that a loop's results have the types of its loop values.
mlir::LogicalResult verifyLoopTypes(mlir::Operation *op,
                                    mlir::TypeRange loopTypes);

// Adds the `bef.nonstrict` unit attribute to an op being parsed (unless it is
// already there), as TFRT's parsers did for kernels that may run before all
// their operands are available.
void addNonStrictAttr(mlir::OperationState &result);

// Region ops in TFRT's style: the region's arguments take the operands' names
// (`%r = tfrt.if %c, %a : (i32) -> (i32) { tfrt.return %a : i32 }`).
llvm::SmallVector<mlir::OpAsmParser::Argument> makeRegionArgs(
    llvm::ArrayRef<mlir::OpAsmParser::UnresolvedOperand> operands,
    mlir::TypeRange types);
void printShadowedRegion(mlir::OpAsmPrinter &p, mlir::Region &region,
                         mlir::ValueRange names);
// The region's arguments have `types`; its tfrt.return returns `types`.
mlir::LogicalResult verifyRegionArgs(mlir::Operation *op, mlir::Region &region,
                                     llvm::StringRef what,
                                     mlir::TypeRange types);
mlir::LogicalResult verifyRegionReturn(mlir::Operation *op,
                                       mlir::Region &region,
                                       llvm::StringRef what,
                                       mlir::TypeRange types);

}  // namespace tfrt::compiler

#endif  // TFRT_DIALECTS_TFRT_TFRTDIALECT_H_
