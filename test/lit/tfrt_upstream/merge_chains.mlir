// RUN: tfrt-opt %s | FileCheck %s
// RUN: tfrt-opt -canonicalize --split-input-file %s | FileCheck %s --check-prefix=CANON

// tfrt.merge.chains: the type list may be left out when every input is a
// chain (TFRT's older syntax); it is always printed.
// CHECK-LABEL: func.func @no_types
// CANON-LABEL: func.func @no_types
func.func @no_types(%a: !tfrt.chain, %b: !tfrt.chain) -> !tfrt.chain {
  // CHECK: tfrt.merge.chains %arg0, %arg1 : !tfrt.chain, !tfrt.chain
  %m = tfrt.merge.chains %a, %b
  tfrt.return %m : !tfrt.chain
}

// -----

// A merge of one chain that is only returned next to that chain is dropped.
// CANON-LABEL: func.func @returned_with_its_input
func.func @returned_with_its_input(%ch: !tfrt.chain) -> (!tfrt.chain, !tfrt.chain) {
  // CANON-NOT: tfrt.merge.chains
  // CANON: tfrt.return %arg0, %arg0
  %out = tfrt.merge.chains %ch : !tfrt.chain
  tfrt.return %out, %ch : !tfrt.chain, !tfrt.chain
}

// -----

// Kept: the merge is the only thing returned, or merges several chains.
// CANON-LABEL: func.func @kept
func.func @kept(%ch: !tfrt.chain, %other: !tfrt.chain) -> (!tfrt.chain, !tfrt.chain, !tfrt.chain) {
  // CANON: tfrt.merge.chains %arg0 : !tfrt.chain
  // CANON: tfrt.merge.chains %arg0, %arg1 : !tfrt.chain, !tfrt.chain
  %only = tfrt.merge.chains %ch : !tfrt.chain
  %two = tfrt.merge.chains %ch, %other : !tfrt.chain, !tfrt.chain
  tfrt.return %only, %two, %other : !tfrt.chain, !tfrt.chain, !tfrt.chain
}
