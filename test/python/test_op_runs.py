"""Op runs (runtime/core_runtime/op_runs.py): consecutive executeop kernels replayed from a
trace once an ordinary call recorded one. The replay must give what the kernels give one by
one, and hand over to them (the op's own error, at its location) whenever it cannot."""

import numpy as np
import pytest

import tfrt
from tfrt.executable import OpExecutionError
from tfrt.runtime.core_runtime import op_runs

# A dense layer, its activation and a normalization by a value read from the input: a run of
# executeop kernels (no fusion, so that each TF op is one kernel).
DENSE = """
func.func @main(%x: tensor<?x4xf32>, %i: tensor<2xi32>) -> (tensor<?x3xf32>, tensor<2x3xf32>) {
  %w = "tf.Const"() <{value = dense<[[1.0, -2.0, 0.5], [0.0, 1.0, 1.0], [2.0, 0.5, -1.0], [-1.0, 1.0, 0.0]]> : tensor<4x3xf32>}> : () -> tensor<4x3xf32>
  %b = "tf.Const"() <{value = dense<[0.5, -0.5, 0.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %m = "tf.MatMul"(%x, %w) : (tensor<?x4xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  %a = "tf.BiasAdd"(%m, %b) : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
  %r = "tf.Relu"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %axis = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %g = "tf.GatherV2"(%r, %i, %axis) <{batch_dims = 0 : i64}> : (tensor<?x3xf32>, tensor<2xi32>, tensor<i32>) -> tensor<2x3xf32>
  func.return %r, %g : tensor<?x3xf32>, tensor<2x3xf32>
}"""

W = np.array([[1, -2, .5], [0, 1, 1], [2, .5, -1], [-1, 1, 0]], np.float32)
B = np.array([.5, -.5, 0], np.float32)


def _expected(x, i):
    r = np.maximum(x @ W + B, 0)
    return r, r[i]


def _runs(exe):
    plan = exe.function._plan
    return [plan.fast.__globals__[f"run{k}"] for k in plan.runs]


@pytest.fixture
def dense():
    return tfrt.compile(DENSE, fuse=False)


def test_a_run_replays_its_trace(dense, monkeypatch):
    (run,) = _runs(dense)
    assert len(run.members) == 4  # MatMul, BiasAdd, Relu, GatherV2
    x = np.arange(8, dtype=np.float32).reshape(2, 4) - 3
    i = np.int32([1, 0])
    for got, want in zip(dense(x, i), _expected(x, i)):  # ordinary, recording
        np.testing.assert_allclose(got, want, rtol=1e-6)
    assert len(run.traces) == 1
    calls = []
    per_op = run.per_op
    monkeypatch.setattr(run, "per_op", lambda *a: calls.append(1) or per_op(*a))
    x2 = x * 2
    for got, want in zip(dense(x2, i), _expected(x2, i)):  # replayed
        np.testing.assert_allclose(got, want, rtol=1e-6)
    assert not calls


def test_other_shapes_get_their_own_trace(dense):
    (run,) = _runs(dense)
    for n in (2, 5, 2, 1, 5):
        x = np.linspace(-1, 1, 4 * n, dtype=np.float32).reshape(n, 4)
        for got, want in zip(dense(x, np.int32([0, n - 1])), _expected(x, np.int32([0, n - 1]))):
            np.testing.assert_allclose(got, want, rtol=1e-6)
    assert len(run.traces) == 3


def test_traces_per_run_are_bounded(dense):
    (run,) = _runs(dense)
    for n in range(1, 2 * op_runs._MAX_TRACES):
        x = np.ones((n, 4), np.float32)
        np.testing.assert_allclose(dense(x, np.int32([0, 0]))[1], _expected(x, np.int32([0, 0]))[1])
    assert len(run.traces) == op_runs._MAX_TRACES


def test_an_error_in_a_replay_is_the_ops_own(dense):
    x = np.ones((2, 4), np.float32)
    dense(x, np.int32([0, 1]))
    dense(x, np.int32([1, 1]))  # replayed
    with pytest.raises(OpExecutionError) as plain:
        tfrt.compile(DENSE, fuse=False)(x, np.int32([0, 7]))  # a first call: kernel by kernel
    want = str(plain.value)
    assert "tf.GatherV2" in want and "7" in want
    with pytest.raises(OpExecutionError) as replayed:
        dense(x, np.int32([0, 7]))
    assert str(replayed.value) == want
    r, g = dense(x, np.int32([1, 0]))  # and the trace still serves
    np.testing.assert_allclose(g, _expected(x, np.int32([1, 0]))[1])


# A Reshape to a shape read from the input (no metadata function: its result's shape depends
# on a value), then an op whose metadata the trace recorded for the first shape.
RESHAPE = """
func.func @main(%x: tensor<4xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %r = "tf.Reshape"(%x, %s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %e = "tf.Exp"(%r) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %y = "tf.Neg"(%e) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  func.return %y : tensor<?x?xf32>
}"""


def test_a_shape_decided_by_a_value_hands_over_when_it_changes():
    exe = tfrt.compile(RESHAPE, fuse=False)
    x = np.float32([0, 1, 2, 3])
    for shape in ([2, 2], [2, 2], [4, 1], [1, 4], [2, 2]):
        got = exe(x, np.int32(shape))
        assert got.shape == tuple(shape)
        np.testing.assert_allclose(got, -np.exp(x).reshape(shape), rtol=1e-6)
    with pytest.raises(OpExecutionError, match="tf.Reshape"):
        exe(x, np.int32([3, 2]))


def test_the_profiler_still_times_each_op(dense):
    x = np.ones((2, 4), np.float32)
    dense(x, np.int32([0, 1]))
    dense(x, np.int32([0, 1]))
    with dense.profile() as prof:
        r, g = dense(x, np.int32([0, 1]))
    ops = [e["args"]["op"] for e in prof.events]
    assert [op for op in ops if op.startswith("tf.")] == ["tf.MatMul", "tf.BiasAdd", "tf.Relu", "tf.GatherV2"]
    np.testing.assert_allclose(g, _expected(x, np.int32([0, 1]))[1])
    np.testing.assert_allclose(dense(x, np.int32([1, 0]))[0], _expected(x, np.int32([1, 0]))[0])


def test_results_are_fresh_arrays_each_call(dense):
    x = np.ones((2, 4), np.float32)
    a = dense(x, np.int32([0, 1]))[0]
    b = dense(x, np.int32([0, 1]))[0]
    c = dense(x, np.int32([0, 1]))[0]
    assert not np.shares_memory(b, c) and not np.shares_memory(a, c)
    b += 1  # a caller's array is the caller's
    np.testing.assert_allclose(c, _expected(x, np.int32([0, 1]))[0])


# Two convolutions (fused with their bias and activation, so native ones where oneDNN is):
# the trace calls their prepared primitives directly when the weights are the run's
# constants, and the kernels themselves when a weight is an input.
CONV = """
func.func @main(%x: tensor<1x6x6x2xf32>, %f2: tensor<1x1x3x2xf32>) -> tensor<1x6x6x2xf32> {
  %f = "tf.Const"() <{value = dense<[[[[0.5, -1.0, 0.25], [1.0, 0.5, -0.5]]]]> : tensor<1x1x2x3xf32>}> : () -> tensor<1x1x2x3xf32>
  %b = "tf.Const"() <{value = dense<[0.1, -0.2, 0.3]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %c = "tf.Conv2D"(%x, %f) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x6x6x2xf32>, tensor<1x1x2x3xf32>) -> tensor<1x6x6x3xf32>
  %a = "tf.BiasAdd"(%c, %b) : (tensor<1x6x6x3xf32>, tensor<3xf32>) -> tensor<1x6x6x3xf32>
  %r = "tf.Relu"(%a) : (tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  %y = "tf.Conv2D"(%r, %f2) <{padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x6x6x3xf32>, tensor<1x1x3x2xf32>) -> tensor<1x6x6x2xf32>
  %z = "tf.Tanh"(%y) : (tensor<1x6x6x2xf32>) -> tensor<1x6x6x2xf32>
  func.return %z : tensor<1x6x6x2xf32>
}"""


def test_convolutions_in_a_trace():
    exe = tfrt.compile(CONV)
    f = np.array([[[[.5, -1, .25], [1, .5, -.5]]]], np.float32)
    b = np.float32([.1, -.2, .3])
    rng = np.random.default_rng(3)
    for _ in range(4):
        x = rng.standard_normal((1, 6, 6, 2)).astype(np.float32)
        f2 = rng.standard_normal((1, 1, 3, 2)).astype(np.float32)  # new weights each call
        want = np.tanh(np.maximum(x @ f[0, 0] + b, 0) @ f2[0, 0])
        np.testing.assert_allclose(exe(x, f2), want, rtol=1e-5, atol=1e-6)
    assert sum(len(r.traces) for r in _runs(exe)) == 1


def test_a_trace_follows_the_thread_count(monkeypatch):
    from tfrt.runtime import native

    if not native.available():
        pytest.skip(f"no native kernels: {native.reason()}")
    exe = tfrt.compile(CONV)
    x = np.ones((1, 6, 6, 2), np.float32)
    f2 = np.ones((1, 1, 3, 2), np.float32)
    want = exe(x, f2)
    exe(x, f2)
    (run,) = _runs(exe)
    calls = []
    per_op = run.per_op
    monkeypatch.setattr(run, "per_op", lambda *a: calls.append(1) or per_op(*a))
    before = native.num_threads()
    try:
        # Primitives are planned for a thread count: a new count, the kernels again once.
        native.set_num_threads(before % 2 + 1)
        for _ in range(3):
            np.testing.assert_allclose(exe(x, f2), want, rtol=1e-6)
        assert len(calls) == 1
    finally:
        native.set_num_threads(before)


def test_native_matmul_layer_norm_and_pool_in_a_trace():
    """Constant weights: the trace calls their prepared primitives directly (on the native
    path); the results are the ops' own."""
    rng = np.random.default_rng(11)
    w = rng.standard_normal((32, 64)).astype(np.float32)
    g = rng.standard_normal(64).astype(np.float32)

    def const(a):
        return (f'"tf.Const"() <{{value = dense<{a.tolist()}> : tensor<{"x".join(map(str, a.shape))}xf32>}}> : '
                f'() -> tensor<{"x".join(map(str, a.shape))}xf32>')
    src = f"""
func.func @main(%x: tensor<16x32xf32>) -> tensor<1x8x4x32xf32> {{
  %w = {const(w)}
  %g = {const(g)}
  %axis = "tf.Const"() <{{value = dense<-1> : tensor<1xi32>}}> : () -> tensor<1xi32>
  %eps = "tf.Const"() <{{value = dense<1.0e-3> : tensor<f32>}}> : () -> tensor<f32>
  %shape = "tf.Const"() <{{value = dense<[1, 16, 8, 8]> : tensor<4xi32>}}> : () -> tensor<4xi32>
  %y = "tf.MatMul"(%x, %w) : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
  %r = "tf.Relu"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %m = "tf.Mean"(%r, %axis) <{{keep_dims = true}}> : (tensor<16x64xf32>, tensor<1xi32>) -> tensor<16x1xf32>
  %sq = "tf.SquaredDifference"(%r, %m) : (tensor<16x64xf32>, tensor<16x1xf32>) -> tensor<16x64xf32>
  %v = "tf.Mean"(%sq, %axis) <{{keep_dims = true}}> : (tensor<16x64xf32>, tensor<1xi32>) -> tensor<16x1xf32>
  %ve = "tf.AddV2"(%v, %eps) : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x1xf32>
  %inv0 = "tf.Rsqrt"(%ve) : (tensor<16x1xf32>) -> tensor<16x1xf32>
  %inv = "tf.Mul"(%inv0, %g) : (tensor<16x1xf32>, tensor<64xf32>) -> tensor<16x64xf32>
  %xs = "tf.Mul"(%r, %inv) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
  %mi = "tf.Mul"(%m, %inv) : (tensor<16x1xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
  %n = "tf.Sub"(%xs, %mi) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
  %i = "tf.Reshape"(%n, %shape) : (tensor<16x64xf32>, tensor<4xi32>) -> tensor<1x16x8x8xf32>
  %p = "tf.MaxPool"(%i) <{{ksize = [1, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 1]}}> : (tensor<1x16x8x8xf32>) -> tensor<1x8x4x8xf32>
  %t = "tf.Tile"(%p, %shape) : (tensor<1x8x4x8xf32>, tensor<4xi32>) -> tensor<1x8x4x32xf32>
  func.return %t : tensor<1x8x4x32xf32>
}}"""
    src = src.replace('%t = "tf.Tile"(%p, %shape)', '%t = "tf.Tile"(%p, %mult)').replace(
        "%shape = ", '%mult = "tf.Const"() <{value = dense<[1, 1, 1, 4]> : tensor<4xi32>}> : () -> tensor<4xi32>\n  %shape = ')
    exe = tfrt.compile(src)
    for _ in range(4):
        x = rng.standard_normal((16, 32)).astype(np.float32)
        r = np.maximum(x @ w, 0)
        n = (r - r.mean(-1, keepdims=True)) / np.sqrt(r.var(-1, keepdims=True) + 1e-3) * g
        p = n.reshape(1, 16, 8, 8).reshape(1, 8, 2, 4, 2, 8).max(axis=(2, 4))
        np.testing.assert_allclose(exe(x), np.tile(p, (1, 1, 1, 4)), rtol=2e-4, atol=2e-5)
    assert sum(len(r.traces) for r in _runs(exe)) == 1


def test_concurrent_replays_are_independent():
    """Calls from several threads at once replay the same trace (generated code, each call
    its own locals) and the same primitives (each call its own buffers)."""
    import threading

    exe = tfrt.compile(CONV)
    f = np.array([[[[.5, -1, .25], [1, .5, -.5]]]], np.float32)
    b = np.float32([.1, -.2, .3])
    exe(np.ones((1, 6, 6, 2), np.float32), np.ones((1, 1, 3, 2), np.float32))
    errors = []

    def work(seed):
        g = np.random.default_rng(seed)
        try:
            for _ in range(30):
                x = g.standard_normal((1, 6, 6, 2)).astype(np.float32)
                f2 = g.standard_normal((1, 1, 3, 2)).astype(np.float32)
                want = np.tanh(np.maximum(x @ f[0, 0] + b, 0) @ f2[0, 0])
                np.testing.assert_allclose(exe(x, f2), want, rtol=1e-5, atol=1e-6)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]


# Shape ops, a concatenation, reductions and a pad whose axes, shapes and paddings are
# constants of the run: the trace calls each op's shorter form (its `direct`), with those
# read once; a reduction over axes that are an input goes through its dispatch function.
SHAPES = """
func.func @main(%x: tensor<2x3x4xf32>, %axes: tensor<1xi32>) -> (tensor<2x2x5x1xf32>, tensor<2x3x1xf32>, tensor<2x2xf32>, tensor<3x4xf32>) {
  %c1 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %c2 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c3 = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %perm = "tf.Const"() <{value = dense<[0, 2, 1]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %shape = "tf.Const"() <{value = dense<[2, 4, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %pads = "tf.Const"() <{value = dense<[[0, 0], [1, 0], [0, 2]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  %t = "tf.Transpose"(%x, %perm) : (tensor<2x3x4xf32>, tensor<3xi32>) -> tensor<2x4x3xf32>
  %r = "tf.Reshape"(%x, %shape) : (tensor<2x3x4xf32>, tensor<3xi32>) -> tensor<2x4x3xf32>
  %c = "tf.ConcatV2"(%t, %r, %c1) : (tensor<2x4x3xf32>, tensor<2x4x3xf32>, tensor<i32>) -> tensor<2x8x3xf32>
  %m = "tf.Max"(%c, %c1) <{keep_dims = true}> : (tensor<2x8x3xf32>, tensor<i32>) -> tensor<2x1x3xf32>
  %p = "tf.Pad"(%m, %pads) : (tensor<2x1x3xf32>, tensor<3x2xi32>) -> tensor<2x2x5xf32>
  %e = "tf.ExpandDims"(%p, %c3) : (tensor<2x2x5xf32>, tensor<i32>) -> tensor<2x2x5x1xf32>
  %s = "tf.Mean"(%x, %c2) <{keep_dims = true}> : (tensor<2x3x4xf32>, tensor<1xi32>) -> tensor<2x3x1xf32>
  %z = "tf.Squeeze"(%e) <{squeeze_dims = [3]}> : (tensor<2x2x5x1xf32>) -> tensor<2x2x5xf32>
  %y = "tf.Sum"(%z, %c2) <{keep_dims = false}> : (tensor<2x2x5xf32>, tensor<1xi32>) -> tensor<2x2xf32>
  %w = "tf.Mean"(%x, %axes) <{keep_dims = false}> : (tensor<2x3x4xf32>, tensor<1xi32>) -> tensor<3x4xf32>
  func.return %e, %s, %y, %w : tensor<2x2x5x1xf32>, tensor<2x3x1xf32>, tensor<2x2xf32>, tensor<3x4xf32>
}"""


def test_shape_ops_reductions_and_pads_replay_their_short_forms():
    exe = tfrt.compile(SHAPES, fuse=False)
    (run,) = _runs(exe)
    rng = np.random.default_rng(5)
    for k in range(4):
        x = rng.standard_normal((2, 3, 4)).astype(np.float32)
        c = np.concatenate([x.transpose(0, 2, 1), x.reshape(2, 4, 3)], axis=1)
        p = np.pad(c.max(axis=1, keepdims=True), [(0, 0), (1, 0), (0, 2)])
        e, s, y, w = exe(x, np.int32([0]))
        np.testing.assert_array_equal(e, p[..., None])
        np.testing.assert_allclose(s, x.mean(axis=2, keepdims=True), rtol=1e-6)
        np.testing.assert_allclose(y, p.sum(axis=2), rtol=1e-6)
        np.testing.assert_allclose(w, x.mean(axis=0), rtol=1e-6)
        e += 1  # each call's results are its own
    (trace,) = run.traces.values()
    names = trace.__globals__
    called = {names[k].__name__ for k in names if k[0] == "f" and k[1:].isdigit()}
    assert called == {"transpose", "reshape", "concat", "reduce", "pad", "dispatch_Mean"}
    # Only the Mean over axes that are an input calls its dispatch function (with attributes).
    assert sum(1 for k in names if k[0] == "a" and k[1:].isdigit()) == 1
    # Other axes: the value decides the shape, so the trace hands over to the ops.
    e, s, y, w = exe(x, np.int32([1]))
    np.testing.assert_allclose(w, x.mean(axis=1), rtol=1e-6)
    np.testing.assert_array_equal(e, p[..., None])


def test_a_replay_frees_each_value_after_its_last_use():
    """A chain of ops on 4 MB tensors: the replay drops each intermediate array once the
    next op has read it, so a call holds about two of them at a time, not the whole chain
    (numpy reports its buffers to tracemalloc)."""
    import tracemalloc

    n = 12
    body = "\n".join(f'  %v{i + 1} = "tf.{"Neg" if i % 2 else "Abs"}"(%v{i}) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>'
                     for i in range(n))
    exe = tfrt.compile(f"""
func.func @main(%v0: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {{
{body}
  func.return %v{n} : tensor<1024x1024xf32>
}}""", fuse=False)
    x = np.full((1024, 1024), -2.0, np.float32)
    exe(x)
    (run,) = _runs(exe)
    assert len(run.traces) == 1
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        y = exe(x)  # replayed
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    np.testing.assert_array_equal(y, np.full((1024, 1024), -2.0, np.float32))
    assert peak < 3.5 * x.nbytes, peak / x.nbytes
