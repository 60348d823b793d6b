"""Core Runtime: TensorHandle, OpAttrs, CoreRuntime.execute semantics, handlers, eager API."""

import io
import threading

import numpy as np
import pytest

from tfrt.runtime.async_value import (
    CHAIN, AsyncValueError, ConcreteAsyncValue, ErrorAsyncValue, ErrorCode,
)
from tfrt.runtime.core_runtime import (
    CoreRuntime, CpuOpHandler, FrozenOpAttrs, LoggingOpHandler, NullOpHandler, OpAttrs,
    OpAttrsError, OpAttrType, TensorHandle, TensorHandleError,
)
from tfrt.runtime.core_runtime import eager as tfe
from tfrt.runtime.core_runtime.errors import OpExecutionError
from tfrt.runtime.core_runtime.op_handler import FORWARDING_DTYPES, FORWARDING_OPS
from tfrt.runtime.cpu_ops import default_cpu_op_registry
from tfrt.runtime.tensor import DenseHostTensor, ScalarHostTensor, TensorMetadata

F32 = np.dtype(np.float32)


def th(a):
    return TensorHandle.from_tensor(np.array(a))


def run(rt, op, args, attrs=None, n=1, chain=None, location=None):
    results = [None] * n
    out_chain = rt.execute(op, rt.get_op_handler("cpu"), list(args), attrs, results, chain,
                           location)
    return (results, out_chain) if chain is not None else results


# -- TensorHandle ---------------------------------------------------------------------------------

def test_tensor_handle_available_and_async():
    h = th(np.float32([1, 2]))
    assert h.is_available() and h.is_metadata_available() and not h.is_error()
    assert h.metadata == TensorMetadata(F32, (2,))
    assert h.async_tensor.is_concrete()
    md, t = ConcreteAsyncValue(), ConcreteAsyncValue()
    p = TensorHandle(md, t)
    assert not p.is_metadata_available() and not p.is_available()
    with pytest.raises(TensorHandleError):
        p.metadata
    with pytest.raises(TensorHandleError):
        p.tensor
    md.set_value(TensorMetadata(F32, ()))
    assert p.metadata.shape == ()
    t.set_value(DenseHostTensor.from_array(np.float32(3)))
    assert p.numpy() == 3
    assert "future" not in repr(p)


def test_host_handle_and_host_array():
    from tfrt.runtime.core_runtime.tensor_handle import host_array, host_handle

    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    md = TensorMetadata(np.float32, (2, 3))
    h = host_handle(md, a)
    assert h.metadata is md and h.device == "cpu" and host_array(h) is a
    assert h.numpy() is a and np.shares_memory(h.tensor.array, a)
    pending = TensorHandle(md, ConcreteAsyncValue())
    assert host_array(pending) is None
    scalar = ScalarHostTensor(TensorMetadata(np.float32, (2,)), np.float32(2))
    assert host_array(TensorHandle.from_tensor(scalar)) is None


def test_error_handle():
    h = TensorHandle.error_handle(ErrorAsyncValue("boom", None, ErrorCode.INTERNAL))
    assert h.is_error() and h.error.message == "boom"
    with pytest.raises(AsyncValueError):
        h.metadata
    with pytest.raises(OpExecutionError, match="boom"):
        h.numpy()
    assert repr(h) == "Error TensorHandle: 'boom'"


def test_scalar_host_tensor_input_is_converted():
    rt = CoreRuntime()
    s = TensorHandle.from_tensor(ScalarHostTensor.of(2.0, (2, 2), np.float32))
    (r,) = run(rt, "tf.AddV2", [s, th(np.ones((2, 2), np.float32))])
    np.testing.assert_array_equal(r.numpy(), np.full((2, 2), 3, np.float32))


# -- OpAttrs ----------------------------------------------------------------------------------------

def test_op_attrs_builder_and_frozen():
    a = OpAttrs()
    a.set("b", True).set("i", 3).set("f", 0.5).set("s", "SAME").set_type("T", "f32")
    a.set_array("strides", [1, 2, 2, 1]).set_shape("shape", [2, -1]).set_dense("v", [[1, 2]])
    a.set_func("fn", "callee").set("i32", 7, OpAttrType.I32)
    frozen = a.freeze()
    assert frozen is a.freeze()  # cached until changed
    assert frozen["T"] == F32 and frozen.get("strides") == (1, 2, 2, 1)
    assert frozen.get_type("i") is OpAttrType.I64 and frozen.get_type("i32") is OpAttrType.I32
    assert frozen.get_type("f") is OpAttrType.F32 and frozen.is_array("strides")
    assert not frozen["v"].flags.writeable
    a.set("i", 4)
    assert frozen["i"] == 3 and a.freeze()["i"] == 4  # frozen form is a snapshot
    with pytest.raises(AttributeError):
        frozen.x = 1
    with pytest.raises(TypeError):
        frozen.mapping["i"] = 5
    text = frozen.print()
    assert "OpAttrs contains 10 entries:" in text and "  'T' type=DTYPE value=F32" in text
    assert "'s' type=CHAR value=[S, A, M, E]" in text and "'shape' type=SHAPE value=<2x?>" in text
    assert OpAttrs().freeze().print() == "OpAttrs is empty\n"


def test_op_attrs_bad_values():
    with pytest.raises(OpAttrsError):
        OpAttrs().set("x", object())
    with pytest.raises(OpAttrsError):
        OpAttrs().set_type("T", "not_a_type")
    with pytest.raises(OpAttrsError):
        OpAttrs().set_array("x", [1, "a"])
    with pytest.raises(OpAttrsError):
        OpAttrs().set("", 1)
    with pytest.raises(OpAttrsError):
        OpAttrs().set_shape("s", [-2])
    assert FrozenOpAttrs({"a": 1})["a"] == 1


# -- CoreRuntime.execute ----------------------------------------------------------------------

def test_execute_sync_and_metadata_error_with_location():
    diags = []
    rt = CoreRuntime(diags.append)
    (r,) = run(rt, "tf.MatMul", [th(np.ones((2, 3), F32)), th(np.ones((3, 4), F32))],
               {"transpose_a": False})
    assert r.is_available() and r.metadata == TensorMetadata(F32, (2, 4))
    (e,) = run(rt, "tf.MatMul", [th(np.ones((2, 3), F32)), th(np.ones((2, 4), F32))],
               location="model.py:7")
    assert e.is_error() and "tf.MatMul" in e.error.message
    assert e.error.location == "model.py:7" and e.error.code == ErrorCode.INVALID_ARGUMENT
    assert diags == [e.error]
    (m,) = run(rt, "tf.Cast", [th(np.ones(2, F32))])
    assert "missing attribute 'DstT'" in m.error.message
    (u,) = run(rt, "tf.NoSuchOp", [])
    assert u.is_error() and u.error.code == ErrorCode.UNIMPLEMENTED and len(diags) == 3


def test_execute_async_and_error_propagation_through_a_chain_of_ops():
    diags = []
    rt = CoreRuntime(diags.append)
    late = ConcreteAsyncValue()
    x = TensorHandle(TensorMetadata(np.dtype(np.int32), (2,)), late)
    (a,) = run(rt, "tf.FloorDiv", [th(np.int32([4, 6])), x])  # TF has no integer RealDiv
    (b,) = run(rt, "tf.Neg", [a])
    (c,) = run(rt, "tf.AddV2", [b, b])
    # Metadata is known synchronously, the tensors are not.
    assert not c.is_available() and c.metadata == TensorMetadata(np.dtype(np.int32), (2,))
    late.set_value(DenseHostTensor.from_array(np.int32([2, 0])))
    assert a.is_error() and b.is_error() and c.is_error()
    assert c.error.message == "tf.FloorDiv: Integer division by zero"
    assert len(diags) == 1  # reported once, where it arose


def test_execute_async_success_and_no_metadata_op():
    rt = CoreRuntime()
    late = ConcreteAsyncValue()
    shape = TensorHandle(ConcreteAsyncValue(), late)
    (r,) = run(rt, "tf.Reshape", [th(np.arange(6, dtype=np.int32)), shape])
    assert not r.is_metadata_available()
    late.set_value(DenseHostTensor.from_array(np.int32([3, 2])))
    assert r.metadata.shape == (3, 2) and r.numpy().shape == (3, 2)


def test_chain_orders_and_error_chain_skips():
    rt = CoreRuntime()
    ch = ConcreteAsyncValue()
    (r,), out = run(rt, "tf.Neg", [th(np.float32(1))], chain=ch)
    assert not r.is_available() and not out.is_available()
    ch.set_value(CHAIN)
    assert r.numpy() == -1 and out.is_concrete()
    (r,), out = run(rt, "tf.Neg", [th(np.float32(1))], chain=CHAIN)
    assert out is CHAIN and r.numpy() == -1
    err = ErrorAsyncValue("bad chain")
    (r,), out = run(rt, "tf.Neg", [th(np.float32(1))], chain=err)
    assert out is err and r.error.message == "bad chain"


def test_cancellation_of_new_and_pending_ops():
    rt = CoreRuntime()
    late = ConcreteAsyncValue()
    (pending,) = run(rt, "tf.Neg", [TensorHandle(TensorMetadata(F32, ()), late)])
    rt.cancel_execution("stop")
    (new,) = run(rt, "tf.Neg", [th(np.float32(1))])
    assert new.error.code == ErrorCode.CANCELLED
    late.set_value(DenseHostTensor.from_array(np.float32(2)))
    assert pending.error.message == "stop"
    rt.restart()
    (ok,) = run(rt, "tf.Neg", [th(np.float32(1))])
    assert ok.numpy() == -1


def test_input_reuse_only_with_the_last_reference():
    rt = CoreRuntime()
    cpu = rt.get_op_handler("cpu")
    a = np.ones(2048, F32)
    buf = a.__array_interface__["data"][0]
    args = [TensorHandle.from_tensor(DenseHostTensor.from_array(a.copy())),
            th(np.ones(2048, F32))]
    del a
    first = args[0]  # the caller still holds it: no reuse
    results = [None]
    rt.execute("tf.AddV2", cpu, args, None, results)
    assert args == []  # execute took ownership
    assert results[0].numpy().__array_interface__["data"][0] != \
        first.numpy().__array_interface__["data"][0]
    np.testing.assert_array_equal(first.numpy(), np.ones(2048, F32))
    # Last reference: the result takes the input's buffer.
    x = TensorHandle.from_tensor(DenseHostTensor.from_array(np.ones(2048, F32)))
    addr = x.numpy().__array_interface__["data"][0]
    args = [x, th(np.full(2048, 2, F32))]
    del x
    rt.execute("tf.AddV2", cpu, args, None, results)
    assert results[0].numpy().__array_interface__["data"][0] == addr
    # Small tensors are not worth it: a fresh result.
    x = TensorHandle.from_tensor(DenseHostTensor.from_array(np.ones(4, F32)))
    addr = x.numpy().__array_interface__["data"][0]
    args = [x, th(np.ones(4, F32))]
    del x
    rt.execute("tf.AddV2", cpu, args, None, results)
    assert results[0].numpy().__array_interface__["data"][0] != addr
    np.testing.assert_array_equal(results[0].numpy(), np.full(4, 2, F32))
    del buf


@pytest.mark.parametrize("op", sorted(FORWARDING_OPS))
def test_forwarding_forms_equal_the_op_library(op):
    entry = default_cpu_op_registry().lookup(op)
    rng = np.random.default_rng(0)
    for dtype in sorted(FORWARDING_DTYPES, key=str):
        n = 2 if op not in ("tf.Neg", "tf.Relu") else 1
        xs = [(rng.standard_normal(5) * 10).astype(dtype) for _ in range(n)]
        want = entry.dispatch_fn({}, *xs)
        out = xs[0].copy()
        got = FORWARDING_OPS[op]({}, out, *[x.copy() for x in xs])
        np.testing.assert_array_equal(got, want)
        assert got.dtype == want.dtype


def test_thread_safety():
    rt = CoreRuntime()
    errors = []

    def work(k):
        try:
            for i in range(200):
                (r,) = run(rt, "tf.Mul", [th(np.float32(i)), th(np.float32(k))])
                assert r.numpy() == i * k
        except Exception as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert not errors


# -- handlers -------------------------------------------------------------------------------------

def test_logging_op_handler_output():
    rt = CoreRuntime()
    out = io.StringIO()
    log = LoggingOpHandler(rt.get_op_handler("cpu"), stream=out, sync_log_results=True)
    results = [None]
    rt.execute("tf.AddV2", log, [th(np.int32([1])), th(np.int32([2]))], {"T": np.int32}, results)
    assert out.getvalue() == (
        "[0] dispatch 'tf.AddV2' 2 arguments, 1 result, OpAttrs contains 1 entries:\n"
        "  'T' type=DTYPE value=I32\n\n"
        "Inputs for [0]: 'tf.AddV2':\n"
        "  Input for [0] tensor 0: DenseHostTensor dtype = i32, shape = [1], values = [1]\n"
        "  Input for [0] tensor 1: DenseHostTensor dtype = i32, shape = [1], values = [2]\n\n"
        "Outputs for [0]: 'tf.AddV2':\n"
        "  Output for [0] tensor 0: DenseHostTensor dtype = i32, shape = [1], values = [3]\n\n")


def test_custom_ops_and_null_handler():
    from tfrt.runtime.cpu_ops import CpuOpRegistry
    from tfrt.runtime.tensor import TensorMetadata as MD

    cpu = CpuOpHandler(CpuOpRegistry())
    cpu.add_metadata_fn("my.Twice", lambda attrs, x: MD(x.dtype, x.shape))
    cpu.add_op("my.Twice", lambda attrs, x: x * 2)
    rt = CoreRuntime()
    results = [None]
    rt.execute("my.Twice", cpu, [th(np.int32([3]))], None, results)
    assert results[0].numpy()[0] == 6
    rt.execute("tf.AddV2", NullOpHandler(), [], None, results)
    assert "not supported by NullOpHandler" in results[0].error.message


# -- eager API ----------------------------------------------------------------------------------------

def test_eager_api():
    x = tfe.tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    y = tfe.ops.Relu(tfe.ops.Sub(x, 2.0))
    np.testing.assert_array_equal(y.numpy(), np.maximum(np.arange(6).reshape(2, 3) - 2, 0))
    z = tfe.execute("tf.MatMul", x, tfe.tensor(np.ones((2, 2), np.float32)), transpose_a=True)
    assert z.shape == (3, 2)
    a, b = tfe.ops.Split(tfe.tensor(1), x, num_split=3, num_results=3)[:2]
    assert a.shape == (2, 1)
    assert tfe.ops.AddV2(1, 2).numpy() == 3 and tfe.ops.AddV2(1, 2).dtype == np.int32


def test_eager_errors_carry_op_and_location():
    x = tfe.tensor(np.ones(3, np.float32))
    with pytest.raises(OpExecutionError) as info:
        tfe.ops.AddV2(x, tfe.tensor(np.ones(2, np.float32)))  # this line
    e = info.value
    assert e.op_name == "tf.AddV2" and e.code == ErrorCode.INVALID_ARGUMENT
    assert e.location.filename == __file__
    assert str(e).startswith(f"{__file__}:{e.location.line}: tf.AddV2: Incompatible shapes")
    with pytest.raises(OpExecutionError, match="not supported"):
        tfe.ops.NotAnOp(x)
    with pytest.raises(OpExecutionError, match="must match"):
        tfe.ops.Mul(x, tfe.tensor(np.ones(3, np.int32)))


def test_eager_bound_ops_edge_cases():
    # The eager API runs bound ops cached per (op, attributes with their types,
    # input count, result count); these are the cases they hand over or key on.
    ctx = tfe.EagerContext()
    x = ctx.tensor(np.float32([1, -2, 3]))
    # An input that arrives later: the result is pending, then right.
    late_t, late_md = ConcreteAsyncValue(), ConcreteAsyncValue()
    late = TensorHandle(late_md, late_t)
    r = ctx.ops.AddV2(late, x)
    assert not r.is_available()
    late_md.set_value(TensorMetadata(F32, (3,)))
    late_t.set_value(DenseHostTensor.from_array(np.float32([10, 20, 30])))
    np.testing.assert_array_equal(r.numpy(timeout=5), [11, 18, 33])
    # An error input: the op does not run; the error raises at the call.
    bad = TensorHandle.error_handle(ErrorAsyncValue("boom", None, ErrorCode.INTERNAL))
    with pytest.raises(OpExecutionError, match="boom"):
        ctx.ops.Neg(bad)
    # Errors are never cached: the same op, fine inputs, then bad, then fine.
    for shape, ok in [((3,), True), ((2,), False), ((3,), True), ((2,), False)]:
        other = ctx.tensor(np.ones(shape, np.float32))
        if ok:
            np.testing.assert_array_equal(ctx.ops.Mul(x, other).numpy(), [1, -2, 3])
        else:
            with pytest.raises(OpExecutionError, match="Incompatible shapes"):
                ctx.ops.Mul(x, other)
    # Shapes and dtypes change between calls of one bound op.
    assert ctx.ops.AddV2(1, 2).numpy() == 3
    np.testing.assert_array_equal(ctx.ops.AddV2([1.5, 2], [1, 1.0]).numpy(), [2.5, 3])
    assert ctx.ops.AddV2(ctx.tensor(np.int64(4)), ctx.tensor(np.int64(5))).dtype == np.int64
    # Attribute values equal in Python but of different types are different ops.
    m = ctx.tensor(np.float32([[1, 2], [3, 4]]))
    a = ctx.execute("tf.Sum", m, ctx.tensor(np.int32(1)), keep_dims=True)
    b = ctx.execute("tf.Sum", m, ctx.tensor(np.int32(1)), keep_dims=1)
    c = ctx.execute("tf.Sum", m, ctx.tensor(np.int32(1)), keep_dims=False)
    assert a.shape == (2, 1) and c.shape == (2,)
    assert b.shape in {(2, 1), (2,)}  # whatever an int attribute means, not True's cache entry
    # Unhashable attribute values take the general path.
    np.testing.assert_array_equal(
        ctx.execute("tf.Transpose", m, ctx.tensor(np.int32([1, 0]))).numpy(), [[1, 3], [2, 4]])
    np.testing.assert_array_equal(
        ctx.execute("tf.Squeeze", ctx.tensor(np.ones((1, 2), np.float32)), squeeze_dims=[0]).numpy(),
        [1, 1])
    # Large inputs of forwarding ops go through `run` (buffer reuse); results agree.
    big = np.arange(4096, dtype=np.float32)
    np.testing.assert_array_equal(ctx.ops.Relu(ctx.ops.Neg(ctx.tensor(big))).numpy(), np.zeros(4096))
    # Cancellation: refused before the bound op runs, then fine after restart.
    ctx.runtime.cancel_execution("stop")
    with pytest.raises(OpExecutionError, match="stop"):
        ctx.ops.Neg(x)
    ctx.runtime.restart()
    np.testing.assert_array_equal(ctx.ops.Neg(x).numpy(), [-1, 2, -3])
