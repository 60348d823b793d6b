"""The BEF fast paths of the Core Runtime kernels, run from Python: the bound
`corert.executeop` slot (handler and cancellation checks inlined, metadata
reused for inputs of the same metadata) and `corert.while`'s plain loop.
Each with the cases the fast path must hand over: asynchronous inputs, error
inputs, a different op handler, cancellation."""

from __future__ import annotations

import io

import numpy as np
import pytest

from tfrt.bef_emitter import mlir_to_bef
from tfrt.runtime import load
from tfrt.runtime.async_value import AsyncValue, ErrorAsyncValue
from tfrt.runtime.core_runtime import CoreRuntime, CpuOpHandler, LoggingOpHandler
from tfrt.runtime.core_runtime.tensor_handle import TensorHandle
from tfrt.runtime.kernel_registry import Rebindable

SOURCE = r"""
func.func @add(%ch: !tfrt.chain, %x: !corert.tensorhandle, %y: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %r = corert.executeop(%cpu) "tf.AddV2"(%x, %y) : 1
  tfrt.return %ch, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @neg_on(%h: !corert.ophandler, %x: !corert.tensorhandle) -> !corert.tensorhandle {
  %r = corert.executeop(%h) "tf.Neg"(%x) : 1
  tfrt.return %r : !corert.tensorhandle
}

func.func @add_late(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %late = "tfrt_test.async_copy"(%x) : (!corert.tensorhandle) -> !corert.tensorhandle
  %r = corert.executeop(%cpu) "tf.AddV2"(%late, %x) : 1
  tfrt.return %ch, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @cond(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %p = corert.executeop(%cpu) "tf.Less"(%x, %n) : 1
  tfrt.return %ch, %p : !tfrt.chain, !corert.tensorhandle
}

func.func @body(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %one = corert.create_dense_tensor.i32 {shape = [], value = [1 : i32]}
  %r = corert.executeop(%cpu) "tf.AddV2"(%x, %one) : 1
  tfrt.return %ch, %r, %n : !tfrt.chain, !corert.tensorhandle, !corert.tensorhandle
}

func.func @body_late(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %one = corert.create_dense_tensor.i32 {shape = [], value = [1 : i32]}
  %late = "tfrt_test.async_copy"(%x) : (!corert.tensorhandle) -> !corert.tensorhandle
  %r = corert.executeop(%cpu) "tf.AddV2"(%late, %one) : 1
  tfrt.return %ch, %r, %n : !tfrt.chain, !corert.tensorhandle, !corert.tensorhandle
}

func.func @cond_wide(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %ch, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @cond_error(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %wide = corert.create_dense_tensor.i32 {shape = [2], value = [1 : i32, 2 : i32]}
  %three = corert.create_dense_tensor.i32 {shape = [3], value = [1 : i32, 2 : i32, 3 : i32]}
  %p = corert.executeop(%cpu) "tf.Less"(%wide, %three) : 1
  tfrt.return %ch, %p : !tfrt.chain, !corert.tensorhandle
}

func.func @cond_late(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %p = corert.executeop(%cpu) "tf.Less"(%x, %n) : 1
  %late = "tfrt_test.async_copy"(%p) : (!corert.tensorhandle) -> !corert.tensorhandle
  tfrt.return %ch, %late : !tfrt.chain, !corert.tensorhandle
}

func.func @count_wide(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %ch1, %r, %m = corert.while @cond_wide @body(%ch, %x, %n) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle, !corert.tensorhandle)
  tfrt.return %ch1, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @count_error(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %ch1, %r, %m = corert.while @cond_error @body(%ch, %x, %n) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle, !corert.tensorhandle)
  tfrt.return %ch1, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @count_cond_late(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %ch1, %r, %m = corert.while @cond_late @body(%ch, %x, %n) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle, !corert.tensorhandle)
  tfrt.return %ch1, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @first(%ch: !tfrt.chain, %x: !corert.tensorhandle, %y: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %ch, %x : !tfrt.chain, !corert.tensorhandle
}

func.func @second(%ch: !tfrt.chain, %x: !corert.tensorhandle, %y: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %ch, %y : !tfrt.chain, !corert.tensorhandle
}

func.func @pick(%ch: !tfrt.chain, %p: !corert.tensorhandle, %x: !corert.tensorhandle, %y: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %ch1, %r = corert.cond %p @first @second(%ch, %x, %y) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle)
  tfrt.return %ch1, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @count(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %ch1, %r, %m = corert.while @cond @body(%ch, %x, %n) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle, !corert.tensorhandle)
  tfrt.return %ch1, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @cond_carried(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle, %p: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  tfrt.return %ch, %p : !tfrt.chain, !corert.tensorhandle
}

func.func @body_carried(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle, %p: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle, !corert.tensorhandle, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %one = corert.create_dense_tensor.i32 {shape = [], value = [1 : i32]}
  %r = corert.executeop(%cpu) "tf.AddV2"(%x, %one) : 1
  %q = corert.executeop(%cpu) "tf.Less"(%r, %n) : 1
  tfrt.return %ch, %r, %n, %q : !tfrt.chain, !corert.tensorhandle, !corert.tensorhandle, !corert.tensorhandle
}

// The predicate is a loop value: computed before the loop, then by the body.
func.func @count_carried(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %p = corert.executeop(%cpu) "tf.Less"(%x, %n) : 1
  %ch1, %r, %m, %q = corert.while @cond_carried @body_carried(%ch, %x, %n, %p) : (!corert.tensorhandle, !corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle, !corert.tensorhandle, !corert.tensorhandle)
  tfrt.return %ch1, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @count_late(%ch: !tfrt.chain, %x: !corert.tensorhandle, %n: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %ch1, %r, %m = corert.while @cond @body_late(%ch, %x, %n) : (!corert.tensorhandle, !corert.tensorhandle) -> (!corert.tensorhandle, !corert.tensorhandle)
  tfrt.return %ch1, %r : !tfrt.chain, !corert.tensorhandle
}
"""


def th(a):
    return TensorHandle.from_tensor(np.asarray(a))


def value(r, prog):
    if isinstance(r, AsyncValue):
        assert prog.host.await_values([r], timeout=10)
        if r.is_error():
            return r
        r = r.get()
    return r.numpy(timeout=10)


@pytest.fixture(params=["s", "mstd"])
def prog(request):
    p = load(mlir_to_bef(SOURCE), work_queue=request.param)
    yield p
    p.close()


def test_executeop_is_a_rebindable_slot_bound_on_first_call(prog):
    out = prog["add"].execute([None, th(np.float32([1, 2])), th(np.float32([3, 4]))])
    np.testing.assert_array_equal(value(out[1], prog), [4, 6])
    slots = [v for v in prog["add"]._plan.fast.__globals__.values() if isinstance(v, Rebindable)]
    assert len(slots) == 1 and slots[0].call.__name__ == "bound"  # the guarded bound op


def test_metadata_reuse_follows_shapes_and_dtypes_and_never_caches_errors(prog):
    f = prog["add"]
    for a, b, want in [([1, 2], [3, 4], [4, 6]), ([1, 2, 3], [1, 1, 1], [2, 3, 4]),
                       ([1, 2], [3, 4], [4, 6]), ([[1], [2]], [10, 20], [[11, 21], [12, 22]])]:
        r = value(f.execute([None, th(np.float32(a)), th(np.float32(b))])[1], prog)
        np.testing.assert_array_equal(r, want)
        assert r.shape == np.shape(want)
    r = f.execute([None, th(np.int32([1, 2])), th(np.int32([3, 4]))])[1]
    assert value(r, prog).dtype == np.int32 and r.metadata.dtype == np.int32
    for _ in range(2):  # an error each time, then a good call again
        bad = f.execute([None, th(np.float32([1, 2])), th(np.float32([1, 2, 3]))])[1]
        assert bad.is_error() and "Incompatible shapes" in str(bad.error)
    np.testing.assert_array_equal(value(f.execute([None, th(np.float32([1, 2])),
                                                   th(np.float32([3, 4]))])[1], prog), [4, 6])


def test_bound_executeop_hands_over_async_and_error_inputs(prog):
    f = prog["add"]
    f.execute([None, th(np.float32([1])), th(np.float32([1]))])  # bind
    out = prog["add_late"].execute([None, th(np.float32([1, 2]))])
    np.testing.assert_array_equal(value(out[1], prog), [2, 4])
    error = TensorHandle.error_handle(ErrorAsyncValue("boom"))
    r = f.execute([None, error, th(np.float32([1]))])[1]
    assert r.is_error() and "boom" in str(r.error)


def test_bound_executeop_rebinds_when_the_handler_changes(prog):
    cpu = CoreRuntime.for_host(prog.host).get_op_handler("cpu")
    log = io.StringIO()
    logging = LoggingOpHandler(CpuOpHandler(), stream=log)
    f = prog["neg_on"]
    for h, n in [(cpu, 0), (cpu, 0), (logging, 1), (logging, 2), (cpu, 2), (logging, 3)]:
        np.testing.assert_array_equal(value(f.execute([h, th(np.float32([2]))])[0], prog), [-2])
        assert log.getvalue().count("dispatch 'tf.Neg'") == n


def test_bound_executeop_after_cancellation(prog):
    f = prog["add"]
    args = [None, th(np.float32([1])), th(np.float32([2]))]
    np.testing.assert_array_equal(value(f.execute(args)[1], prog), [3])
    prog.host.cancel_execution("stop")
    r = f.execute(args)[1]
    assert isinstance(r, AsyncValue) and r.is_error() and "stop" in str(r.error)
    # The bound slot itself (called as a kernel of a running function) checks too.
    slot = next(v for v in f._plan.fast.__globals__.values() if isinstance(v, Rebindable))
    handler = CoreRuntime.for_host(prog.host).get_op_handler("cpu")
    (c,) = slot.call(handler, args[1], args[2])
    assert c.is_error() and "stop" in str(c.error)
    prog.host.restart()
    np.testing.assert_array_equal(value(f.execute(args)[1], prog), [3])


def test_while_plain_loop_and_async_body(prog):
    for name in ("count", "count_late"):
        for start, n in [(0, 5), (7, 3), (0, 0)]:
            out = prog[name].execute([None, th(np.int32(start)), th(np.int32(n))])
            assert value(out[1], prog) == max(start, n)


def test_while_with_a_carried_predicate_does_not_call_its_condition(prog):
    cond = prog["cond_carried"]
    assert cond.forwarded_argument(1) == 3 and prog["cond"].forwarded_argument(1) is None
    real = cond._plan.fast
    cond._plan.fast = None  # calling it would fail
    try:
        for start, n in [(0, 5), (7, 3), (0, 0)]:
            out = prog["count_carried"].execute([None, th(np.int32(start)), th(np.int32(n))])
            assert value(out[1], prog) == max(start, n)
    finally:
        cond._plan.fast = real
    # A predicate of two elements: handed to the general code, which reports it.
    x = prog["count_carried"].execute([None, th(np.int32([0, 1])), th(np.int32(3))])[1]
    assert isinstance(x, AsyncValue) and x.is_error() and "exactly one element" in str(x.error)


def test_while_cancelled_mid_loop(prog):
    # Cancelled while the body runs (its second call): the loop stops at the
    # next iteration's check, with the cancel error as its results.
    f = prog["count"]
    calls = []
    body = prog["body"]
    real = body._plan.fast

    def fast(host, *args):
        calls.append(1)
        if len(calls) == 2:
            host.cancel_execution("mid-loop")
        return real(host, *args)

    body._plan.fast = fast
    try:
        out = f.execute([None, th(np.int32(0)), th(np.int32(100))])
    finally:
        body._plan.fast = real
    r = out[1]
    assert isinstance(r, AsyncValue) and r.is_error() and "mid-loop" in str(r.error)
    assert len(calls) == 2
    prog.host.restart()
    assert value(f.execute([None, th(np.int32(0)), th(np.int32(4))])[1], prog) == 4


def test_while_predicates_off_the_inline_path(prog):
    # A predicate of two elements (an error), an error handle, and one that is
    # not available yet: the in-line predicate read hands each to the general code.
    out = prog["count_wide"].execute([None, th(np.int32([0, 1])), th(np.int32(3))])
    r = out[1]
    assert isinstance(r, AsyncValue) and r.is_error() and "exactly one element" in str(r.error)
    out = prog["count_error"].execute([None, th(np.int32(0)), th(np.int32(3))])
    r = out[1]
    assert r.is_error() and "Incompatible shapes" in str(r.error)
    for start, n in [(0, 4), (5, 2)]:
        out = prog["count_cond_late"].execute([None, th(np.int32(start)), th(np.int32(n))])
        assert value(out[1], prog) == max(start, n)


def test_cond_predicates(prog):
    a, b = th(np.float32([1])), th(np.float32([2]))
    for p, want in [(np.bool_(True), 1), (np.int32([0]), 2), (np.float32([[0.5]]), 1),
                    (np.array([b"x"], dtype=object), 1), (np.array([b""], dtype=object), 2)]:
        out = prog["pick"].execute([None, th(p), a, b])
        assert value(out[1], prog) == want
    r = prog["pick"].execute([None, th(np.int32([1, 0])), a, b])[1]
    assert isinstance(r, AsyncValue) and r.is_error() and "exactly one element" in str(r.error)
    error = TensorHandle.error_handle(ErrorAsyncValue("bad predicate"))
    r = prog["pick"].execute([None, error, a, b])[1]
    assert isinstance(r, AsyncValue) and r.is_error() and "bad predicate" in str(r.error)
