// The tools take LLVM's spellings of their options, as TFRT's and MLIR's do:
// one dash or two, `_` or `-` in names, `=true` / `=false` for switches.
// RUN: tfrt-translate -mlir-to-bef --disable_optional_sections=true %s -o %t.bef
// RUN: tfrt-translate --dump %t.bef | FileCheck %s --check-prefix=SECTIONS
// RUN: bef-executor -work_queue_type=mstd -functions=answer -print_error_code=false %t.bef \
// RUN:   | FileCheck %s
// RUN: not bef-executor --print-error-code=maybe %t.bef 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tfrt-translate -mlir-to-bef -no-such-flag %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// SECTIONS-NOT: AttributeTypes
// CHECK: --- Running 'answer':
// CHECK-NEXT: 'answer' returned 42
// CHECK-NOT: Running
// BAD: bef-executor: error: option --print-error-code: 'maybe' is not true or false
// UNKNOWN: tfrt-translate: error: unrecognized arguments: -no-such-flag
func.func @answer() -> i32 {
  %x = tfrt.constant.i32 42
  tfrt.return %x : i32
}

func.func @other() -> i32 {
  %x = tfrt.constant.i32 1
  tfrt.return %x : i32
}
