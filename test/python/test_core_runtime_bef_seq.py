"""The bound `corert.executeop.seq` slot (ops ordered by a chain: TensorList, resource and
table ops): once its CPU op is bound, a call with an available chain and handles is the bound
op in one frame returning [out chain, handles...]; a failing op makes its error the out chain
(so later ops on the chain are skipped); a pending or error chain, a pending handle, another
op handler and a cancelled host go through the general kernel."""

from __future__ import annotations

import io

import numpy as np
import pytest

from tfrt.bef_emitter import mlir_to_bef
from tfrt.runtime import load
from tfrt.runtime.async_value import CHAIN, AsyncValue, ConcreteAsyncValue, ErrorAsyncValue
from tfrt.runtime.core_runtime import CoreRuntime, CpuOpHandler, LoggingOpHandler
from tfrt.runtime.core_runtime.tensor_handle import TensorHandle
from tfrt.runtime.kernel_registry import Rebindable

SOURCE = r"""
func.func @add_then_neg(%ch: !tfrt.chain, %x: !corert.tensorhandle, %y: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %ch1, %s = corert.executeop.seq(%cpu, %ch) "tf.AddV2"(%x, %y) : 1
  %ch2, %n = corert.executeop.seq(%cpu, %ch1) "tf.Neg"(%x) : 1
  tfrt.return %ch2, %s, %n : !tfrt.chain, !corert.tensorhandle, !corert.tensorhandle
}

func.func @split_seq(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %axis = corert.create_dense_tensor.i32 {shape = [], value = [0 : i32]}
  %ch1, %a, %b = corert.executeop.seq(%cpu, %ch) "tf.Split"(%axis, %x) {num_split = 2 : i64} : 2
  tfrt.return %ch1, %a, %b : !tfrt.chain, !corert.tensorhandle, !corert.tensorhandle
}

func.func @split(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %axis = corert.create_dense_tensor.i32 {shape = [], value = [0 : i32]}
  %a, %b = corert.executeop(%cpu) "tf.Split"(%axis, %x) {num_split = 2 : i64} : 2
  tfrt.return %ch, %a, %b : !tfrt.chain, !corert.tensorhandle, !corert.tensorhandle
}

func.func @reshape(%ch: !tfrt.chain, %x: !corert.tensorhandle, %s: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %r = corert.executeop(%cpu) "tf.Reshape"(%x, %s) : 1
  tfrt.return %ch, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @neg_on(%ch: !tfrt.chain, %h: !corert.ophandler, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %ch1, %r = corert.executeop.seq(%h, %ch) "tf.Neg"(%x) : 1
  tfrt.return %ch1, %r : !tfrt.chain, !corert.tensorhandle
}

func.func @neg_late(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %late = "tfrt_test.async_copy"(%x) : (!corert.tensorhandle) -> !corert.tensorhandle
  %ch1, %r = corert.executeop.seq(%cpu, %ch) "tf.Neg"(%late) : 1
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
    if isinstance(r._tensor, AsyncValue):  # on the `s` queue, awaiting runs the queued work
        assert prog.host.await_values([r._tensor], timeout=10)
    return r.numpy(timeout=10)


def slot_of(fn, index=0):
    return [v for v in fn._plan.fast.__globals__.values() if isinstance(v, Rebindable)][index]


@pytest.fixture(params=["s", "mstd"])
def prog(request):
    p = load(mlir_to_bef(SOURCE), work_queue=request.param)
    yield p
    p.close()


def test_seq_op_is_bound_on_first_call_and_returns_the_chain_first(prog):
    f = prog["add_then_neg"]
    for _ in range(3):  # the general kernel on the first call, the bound op after
        ch, s, n = f.execute([CHAIN, th(np.float32([1, 2])), th(np.float32([3, 4]))])
        assert ch is CHAIN
        np.testing.assert_array_equal(value(s, prog), [4, 6])
        np.testing.assert_array_equal(value(n, prog), [-1, -2])
    assert slot_of(f).call.__name__ == "bound"
    handler = CoreRuntime.for_host(prog.host).get_op_handler("cpu")
    out = slot_of(f).call(handler, CHAIN, th(np.float32([1])), th(np.float32([2])))
    assert out[0] is CHAIN and len(out) == 2
    np.testing.assert_array_equal(out[1].numpy(), [3])


def test_seq_op_with_several_results(prog):
    f = prog["split_seq"]
    for _ in range(2):
        ch, a, b = f.execute([CHAIN, th(np.int32([1, 2, 3, 4]))])
        assert ch is CHAIN
        np.testing.assert_array_equal(value(a, prog), [1, 2])
        np.testing.assert_array_equal(value(b, prog), [3, 4])
    for _ in range(2):  # an odd size: the error is the chain and both results
        ch, a, b = f.execute([CHAIN, th(np.int32([1, 2, 3]))])
        assert isinstance(ch, AsyncValue) and ch.is_error()
        assert a.is_error() and b.is_error() and "evenly" in str(a.error)


def test_bound_op_with_several_results_and_no_metadata_function(prog):
    f = prog["split"]  # Split's sizes come from a value: each result gets its own metadata
    for x in ([1, 2, 3, 4], [1.5, 2.5], [[1, 2], [3, 4]], [1.5, 2.5], [1, 2, 3]):
        ch, a, b = f.execute([CHAIN, th(np.asarray(x))])
        if len(x) % 2:
            assert a.is_error() and b.is_error() and "evenly" in str(a.error)
            continue
        for h, want in zip((a, b), np.split(np.asarray(x), 2)):
            got = value(h, prog)
            np.testing.assert_array_equal(got, want)
            assert h.metadata.shape == want.shape and h.metadata.dtype == want.dtype
    assert slot_of(f).call.__name__ == "bound"


def test_bound_op_without_metadata_function_follows_result_shapes_and_dtypes(prog):
    f = prog["reshape"]  # the result's metadata is reused only while it matches
    for x, shape in [([1, 2, 3, 4], [2, 2]), ([1, 2, 3, 4], [2, 2]), ([1, 2, 3, 4], [4, 1]),
                     ([1.5, 2.5], [2, 1]), ([True, False], [2, 1]), ([1, 2, 3], [2, 2])]:
        x = np.asarray(x)
        ch, r = f.execute([CHAIN, th(x), th(np.int32(shape))])
        if x.size != np.prod(shape):
            assert r.is_error()
            continue
        want = x.reshape(shape)
        np.testing.assert_array_equal(value(r, prog), want)
        assert r.metadata.shape == want.shape and r.metadata.dtype == want.dtype


def test_a_failing_seq_op_makes_its_error_the_chain(prog):
    f = prog["add_then_neg"]
    f.execute([CHAIN, th(np.float32([1])), th(np.float32([1]))])  # bind
    for _ in range(2):
        ch, s, n = f.execute([CHAIN, th(np.float32([1, 2])), th(np.float32([1, 2, 3]))])
        assert isinstance(ch, AsyncValue) and ch.is_error()
        assert "Incompatible shapes" in str(ch.error)
        assert s.is_error() and n.is_error()  # the Neg after it on the chain is skipped
    ch, s, n = f.execute([CHAIN, th(np.float32([1])), th(np.float32([2]))])
    assert ch is CHAIN and value(s, prog) == 3


def test_seq_op_hands_over_pending_and_error_chains_and_handles(prog):
    f = prog["add_then_neg"]
    f.execute([CHAIN, th(np.float32([1])), th(np.float32([1]))])  # bind
    pending = ConcreteAsyncValue()
    ch, s, n = f.execute([pending, th(np.float32([1])), th(np.float32([2]))])
    assert isinstance(ch, AsyncValue) and not ch.is_available()
    pending.set_value(CHAIN)
    assert prog.host.await_values([ch], timeout=10) and not ch.is_error()
    np.testing.assert_array_equal(value(s, prog), [3])
    bad = ErrorAsyncValue("broken chain")
    ch, s, n = f.execute([bad, th(np.float32([1])), th(np.float32([2]))])
    assert isinstance(ch, AsyncValue) and ch.is_error() and "broken chain" in str(ch.error)
    assert s.is_error()
    prog["neg_late"].execute([CHAIN, th(np.float32([1]))])  # bind with the pending handle
    for _ in range(2):
        ch, r = prog["neg_late"].execute([CHAIN, th(np.float32([5]))])
        np.testing.assert_array_equal(value(r, prog), [-5])


def test_bound_seq_op_rebinds_when_the_handler_changes(prog):
    cpu = CoreRuntime.for_host(prog.host).get_op_handler("cpu")
    log = io.StringIO()
    logging = LoggingOpHandler(CpuOpHandler(), stream=log)
    f = prog["neg_on"]
    for h, n in [(cpu, 0), (cpu, 0), (logging, 1), (logging, 2), (cpu, 2), (logging, 3)]:
        out = f.execute([CHAIN, h, th(np.float32([2]))])
        np.testing.assert_array_equal(value(out[1], prog), [-2])
        assert log.getvalue().count("dispatch 'tf.Neg'") == n


def test_bound_seq_op_after_cancellation(prog):
    f = prog["add_then_neg"]
    args = [None, th(np.float32([1])), th(np.float32([2]))]
    f.execute(args)
    prog.host.cancel_execution("stop")
    handler = CoreRuntime.for_host(prog.host).get_op_handler("cpu")
    out = slot_of(f).call(handler, CHAIN, args[1], args[2])
    assert all(isinstance(v, AsyncValue) and v.is_error() and "stop" in str(v.error) for v in out)
    prog.host.restart()
    assert value(f.execute(args)[1], prog) == 3
