"""The executor through the Python API: loading, calling, errors, async,
cancellation, bad input."""

import subprocess
import sys

import numpy as np
import pytest

from tfrt.bef_emitter import mlir_to_bef
from tfrt.runtime import load
from tfrt.runtime.async_value import AsyncValue, ConcreteAsyncValue, ErrorCode
from tfrt.runtime.bef import BEFFormatError
from tfrt.runtime.executor import BEFExecutorError, ExecutionError, InvocationError
from tfrt.runtime.host_context import HostContext
from tfrt.runtime.kernel_registry import KernelRegistry, default_registry

SOURCE = """
func.func @add(%a: i32, %b: i32) -> i32 {
  %c = tfrt.add.i32 %a, %b
  tfrt.return %c : i32
}
func.func @div(%a: i32, %b: i32) -> (i32, i32) {
  %q, %r = tfrt.div.i32 %a, %b
  tfrt.return %q, %r : i32, i32
}
func.func @fadd(%a: f32, %b: f64) -> (f32, f64) {
  %c = tfrt.add.f32 %a, %a
  %d = tfrt.add.f64 %b, %b
  tfrt.return %c, %d : f32, f64
}
func.func @async_add(%a: i32, %b: i32) -> i32 {
  %c = "tfrt_test.async_add.i32"(%a, %b) : (i32, i32) -> i32
  %d = tfrt.add.i32 %c, %b
  tfrt.return %d : i32
}
func.func @cancel() -> i32 {
  %ch0 = tfrt.new.chain
  %x, %ch1 = "tfrt_test.cancel"(%ch0) : (!tfrt.chain) -> (i32, !tfrt.chain)
  %y = tfrt.add.i32 %x, %x
  tfrt.return %y : i32
}
func.func @tensor() -> !t.tensor {
  %ch0 = tfrt.new.chain
  %a = tfrt_dht.create_uninitialized_tensor.i32.1 [3 : i64]
  %ch1 = tfrt_dht.fill_tensor_with_constant.i32 %a, %ch0 2 : i32
  tfrt.return %a : !t.tensor
}
func.func @chain(%ch: !tfrt.chain) -> !tfrt.chain {
  tfrt.return %ch : !tfrt.chain
}
"""


@pytest.fixture(scope="module", params=["s", "mstd"])
def program(request):
    prog = load(mlir_to_bef(SOURCE), work_queue=request.param)
    yield prog
    prog.close()


def test_call_returns_plain_values(program):
    assert program["add"](2, 3) == 5
    assert program["div"](-7, 2) == (-3, -1)
    assert program["add"](2**31 - 1, 1) == -2**31  # i32 wraps
    f, d = program["fadd"](0.1, 0.1)
    assert f == pytest.approx(0.2) and f == float(np.float32(np.float32(0.1) * 2))
    assert d == 0.2
    assert program["chain"](None) is not None
    assert sorted(program.functions)[:3] == ["add", "async_add", "cancel"]


def test_async_results(program):
    assert program["async_add"](1, 2) == 5
    values = program["async_add"].execute_async(1, 2)
    assert all(isinstance(v, AsyncValue) for v in values)
    assert program.host.await_values(values, timeout=5)
    assert values[0].get() == 5


def test_async_arguments(program):
    pending = ConcreteAsyncValue()
    results = program["add"].execute([pending, 4])
    assert isinstance(results[0], AsyncValue) and results[0].is_unavailable()
    pending.set_value(6)
    assert results[0].get() == 10


def test_error_result_raises_execution_error(program):
    with pytest.raises(ExecutionError) as info:
        program["div"](1, 0)
    assert info.value.diagnostic.message == "Divide by zero"
    assert info.value.diagnostic.code == ErrorCode.INVALID_ARGUMENT
    assert info.value.diagnostic.location is not None


def test_invocation_errors(program):
    with pytest.raises(InvocationError, match="takes 2 arguments"):
        program["add"](1)
    with pytest.raises(InvocationError, match="argument #1 .* expected an int"):
        program["add"](1, "x")
    with pytest.raises(InvocationError, match=r"in \[-2147483648, 2147483647\]"):
        program["add"](1, 2**40)
    with pytest.raises(TypeError):  # InvocationError is a TypeError
        program["fadd"]("a", 1.0)
    with pytest.raises(KeyError, match="no function named 'nope'"):
        program.function("nope")


def test_cancellation_and_restart(program):
    host = program.host
    with pytest.raises(ExecutionError, match="Cancelled"):
        program["cancel"]()
    assert host.is_cancelled()
    with pytest.raises(ExecutionError) as info:
        program["add"](1, 2)  # still cancelled: nothing is dispatched
    assert info.value.diagnostic.code == ErrorCode.CANCELLED
    host.restart()
    assert program["add"](1, 2) == 3


def test_tensor_result(program):
    t = program["tensor"]()
    assert isinstance(t, np.ndarray) and t.tolist() == [2, 2, 2]


def test_bad_bef_and_unknown_kernel():
    with pytest.raises(BEFFormatError):
        load(b"not a bef file")
    registry = KernelRegistry()  # an empty registry knows no kernel
    with pytest.raises(BEFExecutorError, match="unknown kernel name 'tfrt.add.i32'") as info:
        load(mlir_to_bef(SOURCE), host=HostContext("s", registry=registry))
    assert info.value.location is not None


def test_reentrant_and_recursive():
    src = """
    func.func @fact(%n: i32) -> i32 {
      %one = tfrt.constant.i32 1
      %stop = tfrt.lessequal.i32 %n, %one
      %r = tfrt.if %stop, %n : (i32) -> (i32) {
        %c1 = tfrt.constant.i32 1
        tfrt.return %c1 : i32
      } else {
        %c1 = tfrt.constant.i32 1
        %m = tfrt.minus.i32 %n, %c1
        %f = tfrt.call @fact(%m) : (i32) -> i32
        %p = tfrt.mul.i32 %n, %f
        tfrt.return %p : i32
      }
      tfrt.return %r : i32
    }
    """
    prog = load(mlir_to_bef(src))
    assert prog["fact"](10) == 3628800


def test_registry_signatures():
    spec = default_registry().get("tfrt.add.i32")
    assert spec.num_arguments == 2 and spec.num_results == 1 and not spec.may_async
    assert default_registry().get("tfrt.call").nonstrict
    assert default_registry().get("tfrt_test.async_add.i32").may_async
    assert default_registry().get("corert.executeop").plain_results


def test_plain_results_is_for_synchronous_kernels_with_a_context():
    import pytest

    from tfrt.runtime.kernel_registry import KernelContext, KernelRegistrationError, make_spec

    def no_context(x) -> int:
        return x

    def with_context(x, ctx: KernelContext) -> int:
        return x

    assert make_spec("ok", with_context, plain_results=True).plain_results
    for fn, options in ((no_context, {}), (with_context, {"async_": True})):
        with pytest.raises(KernelRegistrationError, match="plain_results is for synchronous"):
            make_spec("bad", fn, plain_results=True, **options)


def test_runtime_imports_no_mlir(tmp_path):
    path = tmp_path / "add.bef"
    path.write_bytes(mlir_to_bef(SOURCE))
    code = (f"import sys; from tfrt.runtime import load; p = load({str(path)!r}); "
            "assert p['add'](1, 2) == 3; "
            "assert not [m for m in sys.modules if m == 'mlir' or m.startswith('mlir.')], "
            "'MLIR imported'; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.stdout.strip() == "ok", out.stderr
