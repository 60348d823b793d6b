"""Runtime features TFRT's own lit suite checks (docs/tfrt_lit.md): kernel
locations, native functions, typed attributes, host allocators."""

import pytest

from tfrt.bef_emitter import mlir_to_bef
from tfrt.bef_emitter.writer import _Layout
from tfrt.runtime import load
from tfrt.runtime.host_context import HostContext
from tfrt.runtime.executor import BEFExecutorError, ExecutionError
from tfrt.runtime.kernel_registry import KernelRegistrationError, KernelRegistry, default_registry

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


NATIVE = """
func.func private @native_add(%a: i32, %b: i32) -> i32 attributes {tfrt.native}
func.func private @native_async_add(%a: i32, %b: i32) -> i32 attributes {tfrt.native}
func.func private @native_error() -> i32 attributes {tfrt.native}
func.func @add(%a: i32, %b: i32) -> i32 {
  %r = tfrt.call @native_add(%a, %b) : (i32, i32) -> i32
  tfrt.return %r : i32
}
func.func @async_add_late(%a: i32, %b: i32) -> i32 {
  %c = tfrt_test.do.async %a, %b : (i32, i32) -> (i32) {
    %s = tfrt.add.i32 %a, %b
    tfrt.return %s : i32
  }
  %r = tfrt.call @native_async_add(%a, %c) : (i32, i32) -> i32
  tfrt.return %r : i32
}
func.func @error_in() -> i32 {
  %e = tfrt.call @native_error() : () -> i32
  %r = tfrt.call @native_add(%e, %e) : (i32, i32) -> i32
  tfrt.return %r : i32
}
"""
MINE = NATIVE + """
func.func private @mine(%a: i32) -> (i32, i32) attributes {tfrt.native}
func.func @call_mine(%a: i32) -> (i32, i32) {
  %r:2 = tfrt.call @mine(%a) : (i32) -> (i32, i32)
  tfrt.return %r#0, %r#1 : i32, i32
}
"""


@pytest.mark.parametrize("work_queue", ["s", "mstd"])
def test_native_functions(work_queue):
    program = load(mlir_to_bef(NATIVE), work_queue=work_queue)
    assert program["add"](1, 2) == 3
    assert program["add"](2**31 - 1, 1) == -2**31  # i32, as TFRT's int32_t
    assert program["native_add"](5, 6) == 11  # called directly
    assert program["async_add_late"](1, 2) == 4  # waits for the unavailable argument
    with pytest.raises(ExecutionError, match="something bad happened"):
        program["native_error"]()
    with pytest.raises(ExecutionError, match="something bad happened"):
        program["error_in"]()  # an error argument: the callable is not called
    program.close()


def test_a_native_function_the_registry_lacks():
    with pytest.raises(BEFExecutorError, match="refers to native function 'mine', which this "
                                              "runtime does not have"):
        load(mlir_to_bef(MINE))


def test_native_functions_of_a_registry_of_ones_own():
    registry = KernelRegistry()
    registry._kernels.update(default_registry()._kernels)  # the kernels, not the natives
    calls = []

    @registry.native_function("mine")
    def mine(args, num_results, host):
        calls.append((args, num_results))
        return [args[0] + 1, args[0] + 2]

    for name in ("native_add", "native_async_add", "native_error"):
        registry.add_native_function(name, default_registry().get_native_function(name))
    with pytest.raises(KernelRegistrationError, match="registered twice"):
        registry.add_native_function("mine", mine)
    with pytest.raises(KernelRegistrationError, match="not callable"):
        registry.add_native_function("other", 3)
    program = load(mlir_to_bef(MINE), host=HostContext(registry=registry))
    assert program["call_mine"](1) == (2, 3)
    assert calls == [((1,), 2)]

    # A callable that raises, or returns the wrong number of results: an error result.
    registry._native["mine"] = lambda args, n, host: [1]
    program = load(mlir_to_bef(MINE), host=HostContext(registry=registry))
    with pytest.raises(ExecutionError, match="'mine' returned 1 results, not 2"):
        program["call_mine"](1)


def test_host_allocators_count_what_is_alive(capsys):
    import gc

    from tfrt.runtime.host_allocators import (
        AllocationError, FixedSizeAllocator, LeakCheckAllocator, ProfiledAllocator,
        create_host_allocator,
    )

    profiled = ProfiledAllocator()
    a, b = profiled.allocate(100), profiled.allocate(28, 4)
    view = a[10:20]  # a view keeps its allocation alive
    del a
    gc.collect()
    assert (profiled.current_allocations, profiled.current_bytes) == (2, 128)
    del view, b
    gc.collect()
    assert (profiled.current_allocations, profiled.max_bytes, profiled.total_allocations) == (0, 128, 2)
    assert profiled.close()
    assert "Max number of bytes allocated = 128" in capsys.readouterr().out

    leak = LeakCheckAllocator()
    kept = leak.allocate(4, 4)
    assert not leak.close()
    assert "Memory leak detected: 1 alive allocations, 4 alive bytes" in capsys.readouterr().out
    del kept
    assert leak.close()

    fixed = FixedSizeAllocator(100)
    small = [fixed.allocate(32) for _ in range(10)]  # up to 32 bytes: not counted
    big = fixed.allocate(80)
    with pytest.raises(AllocationError):
        fixed.allocate(40)
    del big
    gc.collect()
    fixed.allocate(100)  # freed and reused
    err = capsys.readouterr().err
    assert "Attempted to allocate 40 bytes. However current capacity is only 20." in err
    assert "Freeing 80 bytes. 100 available." in err
    assert len(small) == 10
    with pytest.raises(ValueError, match="unknown host allocator type 'x'"):
        create_host_allocator("x")
