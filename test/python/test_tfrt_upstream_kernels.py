"""Runtime features TFRT's own lit suite checks (docs/tfrt_lit.md): kernel
locations, native functions, typed attributes, host allocators."""

import pytest

from tfrt.bef_emitter import mlir_to_bef
from tfrt.bef_emitter.writer import _Layout
from tfrt.runtime import load
from tfrt.runtime.executor import ExecutionError

UNIQUE_LOC = """
func.func @three() -> !tfrt.chain {
  %a = "tfrt_test.unique_loc"() {name = "a"} : () -> !tfrt.chain loc(unknown)
  %b = "tfrt_test.unique_loc"() {name = "b"} : () -> !tfrt.chain loc(unknown)
  %ch = tfrt.merge.chains %a, %b : !tfrt.chain, !tfrt.chain
  tfrt.return %ch : !tfrt.chain
}
"""


def test_each_kernel_has_a_location_of_its_own():
    program = load(mlir_to_bef(UNIQUE_LOC))
    for _ in range(2):  # the same kernels again: still their own locations
        program["three"]()
    program.close()


def test_unique_loc_fails_where_kernels_share_a_location(monkeypatch):
    # An emitter that stores equal locations once (this project's before TFRT's rule).
    shared = {}
    original = _Layout.location

    def location_once(self, loc):
        key = (id(self), loc)
        if key not in shared:
            shared[key] = original(self, loc)
        return shared[key]

    monkeypatch.setattr(_Layout, "location", location_once)
    program = load(mlir_to_bef(UNIQUE_LOC))
    with pytest.raises(ExecutionError, match="kernels 'a' and 'b' share location"):
        program["three"]()
    program.close()
