"""The fused recurrent ops `tf._KerasLSTM`, `tf._KerasGRU` and `tf._KerasSimpleRNN`
(runtime/cpu_ops/rnn_ops.py, and their oneDNN kernels in native_nn.py) on both kernel paths:
against Keras's own layers (the fixtures test/data/op_cases/rnn.*, written by
tools/gen_rnn_cases.py, and test/data/op_cases/simple_rnn.*, by tools/gen_simple_rnn_cases.py),
against a plain numpy statement of the contract, and their errors. No TensorFlow here.
"""

from __future__ import annotations

import json
import os
import types

import ml_dtypes
import numpy as np
import pytest

from tfrt.runtime import native
from tfrt.runtime.cpu_ops import CpuOpRegistry, OpError, native_nn, register_tf_ops
from tfrt.runtime.tensor import TensorMetadata

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
FIXTURES = [os.path.join(DATA, "op_cases", "rnn"), os.path.join(DATA, "op_cases", "simple_rnn")]
LSTM, GRU, SIMPLE = "tf._KerasLSTM", "tf._KerasGRU", "tf._KerasSimpleRNN"
ALL = [LSTM, GRU, SIMPLE]
GATES = {LSTM: 4, GRU: 3, SIMPLE: 1}
ACTIVATIONS = ["tanh", "relu", "sigmoid", "relu6", "elu", "linear"]

NUMPY = register_tf_ops(CpuOpRegistry(), native=False)
NATIVE = register_tf_ops(CpuOpRegistry(), native=True) if native.available() else None
PATHS = [pytest.param(NUMPY, id="numpy"),
         pytest.param(NATIVE, id="native", marks=pytest.mark.skipif(
             NATIVE is None, reason=f"native kernels: {native.reason()}"))]


def _load(fixture):
    with open(fixture + ".json") as f:
        spec = json.load(f)
    with np.load(fixture + ".npz") as z:
        data = {k: z[k] for k in z.files}

    def array(rec):
        n = int(np.prod(rec["shape"], dtype=np.int64))
        return data[rec["dtype"]][rec["at"]:rec["at"] + n].reshape(rec["shape"]).copy()

    return [types.SimpleNamespace(id=c["id"], op=c["op"], attrs=c["attrs"],
                                  inputs=[array(a) for a in c["inputs"]],
                                  outputs=[array(a) for a in c["outputs"]] if "outputs" in c else None)
            for c in spec["cases"]]


CASES = [c for fixture in FIXTURES for c in _load(fixture)]


def _frozen(a):
    """`a` as a BEF constant is: a read-only view of read-only bytes."""
    return np.frombuffer(a.tobytes(), a.dtype).reshape(a.shape)


def _close(got, want, what, rtol=1e-5, atol=1e-5):
    assert isinstance(got, np.ndarray) and got.dtype == want.dtype and got.shape == want.shape, \
        (what, got.dtype, got.shape, want.dtype, want.shape)
    np.testing.assert_allclose(got, want, rtol=rtol, atol=atol, err_msg=what)


def _run(reg, op, attrs, inputs, weights="plain"):
    """The op's results through its metadata function, then eager dispatch and the bound form
    (`specialize_fn` when the op has one, as a BEF kernel), twice each; all must agree."""
    entry = reg.lookup(op)
    md = entry.metadata_fn(attrs, *(TensorMetadata.of(x) for x in inputs))
    if weights == "frozen":  # the weights (and states) as BEF constants
        inputs = [inputs[0]] + [_frozen(a) for a in inputs[1:]]
    fns = [entry.dispatch_fn]
    if entry.specialize_fn is not None:
        fns.append(entry.specialize_fn(attrs, len(inputs)))
    results = []
    for fn in fns:
        for _ in range(2):
            outs = fn(attrs, *inputs)
            assert isinstance(outs, tuple) and len(outs) == len(md)
            for o, m in zip(outs, md):
                assert (o.dtype, o.shape) == (m.dtype, m.shape)
                assert o.flags.c_contiguous and o.flags.writeable
                assert not any(np.shares_memory(o, x) for x in inputs)
            for i, o in enumerate(outs):
                assert not any(np.shares_memory(o, p) for p in outs[i + 1:])
            results.append(outs)
    for outs in results[1:]:
        for a, b in zip(outs, results[0]):
            np.testing.assert_array_equal(a, b)
    return results[0]


# ----------------------------------------------------------------------------------------------
# Against Keras (the fixture)

def test_fixture_covers_the_contract():
    for op in ALL:
        cases = [c for c in CASES if c.op == op]
        values = [c for c in cases if c.outputs is not None]
        assert len(values) >= 8 and len(cases) > len(values)
        assert {c.attrs["return_sequences"] for c in values} == {True, False}
        steps = {(int(c.inputs[-1]) > c.inputs[0].shape[0], int(c.inputs[-1]) < c.inputs[0].shape[0],
                  int(c.inputs[-1]) == 0) for c in values}
        assert {(True, False, False), (False, True, False), (False, True, True), (False, False, False)} <= steps
        assert any(c.inputs[0].shape[1] > 1 for c in values)
    simple = [c for c in CASES if c.op == SIMPLE and c.outputs is not None]
    for act in ACTIVATIONS:  # each activation at batch 1 and > 1, with and without sequences
        mine = [c for c in simple if c.attrs["activation"] == act]
        assert {(c.inputs[0].shape[1] > 1, c.attrs["return_sequences"]) for c in mine} >= {(False, True), (True, False)}, act


@pytest.mark.parametrize("reg", PATHS)
@pytest.mark.parametrize("weights", ["plain", "frozen"])
@pytest.mark.parametrize("case", [c for c in CASES if c.outputs is not None], ids=lambda c: c.id)
def test_matches_keras(reg, weights, case):
    got = _run(reg, case.op, case.attrs, case.inputs, weights)
    for i, (g, w) in enumerate(zip(got, case.outputs)):
        _close(g, w, f"{case.id} output {i}", *((1e-12, 1e-12) if w.dtype == np.float64 else (1e-5, 1e-5)))


@pytest.mark.parametrize("reg", PATHS)
@pytest.mark.parametrize("case", [c for c in CASES if c.outputs is None], ids=lambda c: c.id)
def test_keras_errors_are_op_errors(reg, case):
    """Weights Keras rejects (a kernel, recurrent kernel or bias of the wrong shape)."""
    with pytest.raises(OpError, match="kernel must be|recurrent_kernel must be|bias must be") as e:
        reg.lookup(case.op).metadata_fn(case.attrs, *(TensorMetadata.of(x) for x in case.inputs))
    assert e.value.op_name == case.op


# ----------------------------------------------------------------------------------------------
# Against the contract, restated plainly (float64)

def _sigmoid(v):
    return 1 / (1 + np.exp(-v))


ACT = {"tanh": np.tanh, "relu": lambda v: np.maximum(v, 0), "sigmoid": _sigmoid,
       "relu6": lambda v: np.clip(v, 0, 6), "elu": lambda v: np.where(v < 0, np.exp(np.minimum(v, 0)) - 1, v),
       "linear": lambda v: v}


def _reference(op, x, states, kernel, rk, bias, max_steps, seq=True, activation="tanh"):
    x, kernel, rk, bias = (a.astype(np.float64) for a in (x, kernel, rk, bias))
    h, c = (s.astype(np.float64) for s in (states + [states[0]])[:2])
    t, b, _ = x.shape
    u = h.shape[1]
    outputs = np.zeros((t if seq else 1, b, u))
    n = max(0, min(t, int(max_steps)))
    for s in range(n):
        if op == LSTM:
            i, f, g, o = np.split(x[s] @ kernel + h @ rk + bias, 4, axis=-1)
            c = _sigmoid(f) * c + _sigmoid(i) * np.tanh(g)
            h = _sigmoid(o) * np.tanh(c)
        elif op == SIMPLE:
            h = ACT[activation](x[s] @ kernel + bias + h @ rk)
        else:
            xz, xr, xh = np.split(x[s] @ kernel + bias[0], 3, axis=-1)
            rz, rr, rh = np.split(h @ rk + bias[1], 3, axis=-1)
            z, r = _sigmoid(xz + rz), _sigmoid(xr + rr)
            h = z * h + (1 - z) * np.tanh(xh + r * rh)
        outputs[s if seq else 0] = h
    return [outputs, h, c] if op == LSTM else [outputs, h]


def _operands(op, t, b, d, u, max_steps=None, dtype=np.float32, seed=0, scale=0.4):
    rng = np.random.default_rng(seed)
    g = GATES[op]

    def r(*shape):
        return (rng.standard_normal(shape) * scale).astype(dtype)

    states = [r(b, u) for _ in range(2 if op == LSTM else 1)]
    bias = r(2, g * u) if op == GRU else r(g * u)
    steps = t if max_steps is None else max_steps
    steps = np.array(steps, np.int32 if abs(steps) < 2**31 else np.int64)
    return [r(t, b, d)] + states + [r(d, g * u), r(u, g * u), bias, steps]


SHAPES = [  # (T, B, D, U, max_steps)
    (5, 1, 3, 4, None), (6, 5, 7, 3, None), (9, 2, 4, 6, 4), (4, 3, 2, 2, -3), (3, 2, 5, 4, 2**40),
    (0, 2, 3, 4, None), (0, 2, 3, 4, 5), (4, 0, 3, 4, None), (4, 2, 0, 3, None), (4, 2, 3, 0, None),
    (20, 8, 32, 16, None),
]


@pytest.mark.parametrize("reg", PATHS)
@pytest.mark.parametrize("op", ALL)
@pytest.mark.parametrize("seq", [True, False])
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s)))
def test_matches_reference(reg, op, seq, shape):
    t, b, d, u, max_steps = shape
    inputs = _operands(op, t, b, d, u, max_steps)
    got = _run(reg, op, {"return_sequences": seq}, inputs)
    want = _reference(op, inputs[0], inputs[1:-4], *inputs[-4:], seq=seq)
    for i, (g, w) in enumerate(zip(got, want)):
        _close(g, w.astype(np.float32), f"{op} {shape} output {i}", 2e-5, 2e-6)


@pytest.mark.parametrize("reg", PATHS)
@pytest.mark.parametrize("activation", ACTIVATIONS)
@pytest.mark.parametrize("seq", [True, False])
@pytest.mark.parametrize("shape", [(9, 1, 4, 6, None, 0.9), (20, 8, 32, 16, 13, 0.25)],
                         ids=lambda s: "x".join(map(str, s[:5])))
def test_simple_rnn_activations(reg, activation, seq, shape):
    """Every activation; the small case's weights are large enough that relu6 clips and
    sigmoid and tanh saturate."""
    t, b, d, u, max_steps, scale = shape
    inputs = _operands(SIMPLE, t, b, d, u, max_steps, scale=scale)
    attrs = {"return_sequences": seq, "activation": activation}
    got = _run(reg, SIMPLE, attrs, inputs)
    want = _reference(SIMPLE, inputs[0], inputs[1:-4], *inputs[-4:], seq=seq, activation=activation)
    for i, (g, w) in enumerate(zip(got, want)):
        _close(g, w.astype(np.float32), f"{activation} {shape} output {i}", 2e-5, 2e-5)


def _masked_reference(op, inputs, mask, fill, seq, carry, activation="tanh"):
    """Keras's masked step: where the mask is false the states keep their values and the
    output is the fill (with carry_output: the previous output)."""
    x, states, (kernel, rk, bias, max_steps) = inputs[0], inputs[1:-4], inputs[-4:]
    t, b, _ = x.shape
    cur = [s.astype(np.float64) for s in states]
    f = fill.astype(np.float64)
    outputs = np.zeros((t if seq else 1,) + fill.shape)
    for s in range(max(0, min(t, int(max_steps)))):
        new = _reference(op, x[s:s + 1], cur, kernel, rk, bias, 1, seq=False, activation=activation)[1:]
        m = mask.reshape(t, b, 1)[s]
        out = np.where(m, new[0], f)
        cur = [np.where(m, v, old) for v, old in zip(new, cur)]
        outputs[s if seq else 0] = out
        if carry:
            f = out
    return [outputs] + cur


@pytest.mark.parametrize("reg", PATHS)
@pytest.mark.parametrize("op", ALL)
@pytest.mark.parametrize("seq", [True, False])
@pytest.mark.parametrize("carry", [False, True])
@pytest.mark.parametrize("mask_kind", ["random", "all", "none", "padded"])
def test_masked_layer(reg, op, seq, carry, mask_kind):
    """A masked layer (two more operands, mask and fill) against the step-by-step rule; a
    mask true at every step is the unmasked layer (and runs as it, natively)."""
    t, b, d, u = 7, 3, 4, 5
    inputs = _operands(op, t, b, d, u, seed=3)
    rng = np.random.default_rng(4)
    mask = {"random": rng.random((t, b, 1)) > 0.4, "all": np.ones((t, b, 1), bool),
            "none": np.zeros((t, b), bool),
            "padded": np.arange(t)[:, None] < np.array([7, 4, 0])[None, :]}[mask_kind]
    fill = (rng.standard_normal((b, u)) * 0.3).astype(np.float32)
    attrs = {"return_sequences": seq, "carry_output": carry}
    got = _run(reg, op, attrs, inputs + [mask, fill])
    want = _masked_reference(op, inputs, mask, fill, seq, carry)
    for i, (g, w) in enumerate(zip(got, want)):
        _close(g, w.astype(np.float32), f"{op} {mask_kind} output {i}", 2e-5, 2e-6)
    if mask_kind == "all":
        for g, w in zip(got, _run(reg, op, {"return_sequences": seq}, inputs)):
            np.testing.assert_allclose(g, w, rtol=1e-6, atol=1e-7)


@pytest.mark.parametrize("reg", PATHS)
@pytest.mark.parametrize("activation", ["relu", "linear", "sigmoid"])
def test_simple_rnn_masked_keeps_its_activation(reg, activation):
    """The masked SimpleRNN's stretches run with the layer's activation."""
    t, b, d, u = 8, 3, 4, 5
    inputs = _operands(SIMPLE, t, b, d, u, seed=5, scale=0.8)
    mask = np.arange(t)[:, None] < np.array([8, 5, 2])[None, :]
    fill = np.zeros((b, u), np.float32)
    attrs = {"return_sequences": True, "carry_output": True, "activation": activation}
    got = _run(reg, SIMPLE, attrs, inputs + [mask, fill])
    want = _masked_reference(SIMPLE, inputs, mask, fill, True, True, activation)
    for i, (g, w) in enumerate(zip(got, want)):
        _close(g, w.astype(np.float32), f"{activation} output {i}", 2e-5, 2e-6)


@pytest.mark.parametrize("op", ALL)
def test_masked_layer_bad_operands(op):
    inputs = _operands(op, 4, 2, 3, 5)
    mask, fill = np.ones((4, 2, 1), bool), np.zeros((2, 5), np.float32)
    md = NUMPY.lookup(op).metadata_fn
    for extra, message in (([mask], "masking must be a mask and a fill"),
                           ([mask.astype(np.int32), fill], "mask must be bool"),
                           ([mask[:3], fill], "mask must be \\[T, B\\] or \\[T, B, 1\\]"),
                           ([mask, fill[:, :2]], "fill must be f32\\[2, 5\\]")):
        with pytest.raises(OpError, match=message):
            md({}, *(TensorMetadata.of(x) for x in inputs + extra))
    with pytest.raises(OpError, match="carry_output must be a bool"):
        md({"carry_output": 1}, *(TensorMetadata.of(x) for x in inputs + [mask, fill]))


@pytest.mark.parametrize("reg", PATHS)
@pytest.mark.parametrize("op", ALL)
def test_return_sequences_defaults_to_true(reg, op):
    inputs = _operands(op, 4, 2, 3, 5)
    got = _run(reg, op, {}, inputs)
    want = _run(reg, op, {"return_sequences": True}, inputs)
    assert got[0].shape == (4, 2, 5)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("reg", PATHS)
@pytest.mark.parametrize("op", ALL)
@pytest.mark.parametrize("dtype, tol", [(np.float64, 1e-12), (np.float16, 2e-3),
                                        (ml_dtypes.bfloat16, 1.6e-2)], ids=["f64", "f16", "bf16"])
def test_other_float_dtypes(reg, op, dtype, tol):
    """f64 computed in f64; f16/bf16 in float32, rounded once."""
    inputs = _operands(op, 6, 3, 4, 5, dtype=dtype)
    got = _run(reg, op, {"return_sequences": True}, inputs)
    want = _reference(op, inputs[0], inputs[1:-4], *inputs[-4:])
    for i, (g, w) in enumerate(zip(got, want)):
        assert g.dtype == np.dtype(dtype)
        _close(g.astype(np.float64), w, f"{op} {dtype} output {i}", tol, tol)


@pytest.mark.parametrize("reg", PATHS)
@pytest.mark.parametrize("op", ALL)
def test_non_contiguous_operands(reg, op):
    inputs = _operands(op, 5, 3, 4, 6)
    want = _run(reg, op, {}, inputs)
    x = np.asfortranarray(inputs[0])
    kernel = np.ascontiguousarray(inputs[-4].T).T
    strided = [x] + inputs[1:-4] + [kernel] + inputs[-3:]
    for g, w in zip(_run(reg, op, {}, strided), want):
        _close(g, w, "non-contiguous")


# ----------------------------------------------------------------------------------------------
# Bad operands: OpError from the metadata function, naming the operand

def _bad(op, change):
    inputs = _operands(op, 4, 2, 3, 5)
    names = ["x", "h0", "c0", "kernel", "recurrent_kernel", "bias", "max_steps"]
    if op != LSTM:
        names.remove("c0")
    change(dict(zip(names, range(len(names)))), inputs)
    return inputs


BAD = [
    (LSTM, lambda n, a: a.__setitem__(n["x"], a[n["x"]][0]), "x must be 3-D, got shape \\[2, 3\\]"),
    (GRU, lambda n, a: a.__setitem__(n["x"], a[n["x"]].astype(np.int32)), "x must be a float tensor"),
    (LSTM, lambda n, a: a.__setitem__(n["kernel"], a[n["kernel"]].astype(np.float64)),
     "kernel must have x's dtype f32, got f64"),
    (GRU, lambda n, a: a.__setitem__(n["h0"], a[n["h0"]][:1]), "h0 must have x's batch size 2 rows"),
    (LSTM, lambda n, a: a.__setitem__(n["c0"], a[n["c0"]][:, :2]), "c0 must have h0's shape \\[2, 5\\]"),
    (GRU, lambda n, a: a.__setitem__(n["h0"], a[n["h0"]][:, :2]), "kernel must be \\[D, 3U\\] = \\[3, 6\\]"),
    (GRU, lambda n, a: a.__setitem__(n["recurrent_kernel"], a[n["recurrent_kernel"]][:, :-1]),
     "recurrent_kernel must be \\[U, 3U\\] = \\[5, 15\\], got \\[5, 14\\]"),
    (GRU, lambda n, a: a.__setitem__(n["bias"], a[n["bias"]][0]), "bias must be \\[2, 15\\], got \\[15\\]"),
    (LSTM, lambda n, a: a.__setitem__(n["bias"], a[n["bias"]].reshape(4, 5)), "bias must be \\[20\\]"),
    (LSTM, lambda n, a: a.__setitem__(n["max_steps"], np.array([4], np.int32)), "max_steps must be a scalar"),
    (GRU, lambda n, a: a.__setitem__(n["max_steps"], np.array(4.0, np.float32)), "max_steps must be int32 or int64"),
    (SIMPLE, lambda n, a: a.__setitem__(n["x"], a[n["x"]].astype(np.int64)), "x must be a float tensor"),
    (SIMPLE, lambda n, a: a.__setitem__(n["h0"], a[n["h0"]].astype(np.float64)), "h0 must have x's dtype f32"),
    (SIMPLE, lambda n, a: a.__setitem__(n["h0"], a[n["h0"]][:, :2]), "kernel must be \\[D, U\\] = \\[3, 2\\]"),
    (SIMPLE, lambda n, a: a.__setitem__(n["recurrent_kernel"], a[n["recurrent_kernel"]][:, :4]),
     "recurrent_kernel must be \\[U, U\\] = \\[5, 5\\], got \\[5, 4\\]"),
    (SIMPLE, lambda n, a: a.__setitem__(n["bias"], np.zeros((2, 5), np.float32)), "bias must be \\[5\\], got \\[2, 5\\]"),
    (SIMPLE, lambda n, a: a.__setitem__(n["max_steps"], np.array([4], np.int64)), "max_steps must be a scalar"),
]


@pytest.mark.parametrize("reg", PATHS)
@pytest.mark.parametrize("op, change, message", BAD, ids=[f"{b[0]}-{i}" for i, b in enumerate(BAD)])
def test_bad_operands(reg, op, change, message):
    inputs = _bad(op, change)
    with pytest.raises(OpError, match=message) as e:
        reg.lookup(op).metadata_fn({}, *(TensorMetadata.of(x) for x in inputs))
    assert e.value.op_name == op


@pytest.mark.parametrize("op", ALL)
def test_bad_attributes(op):
    md = NUMPY.lookup(op).metadata_fn
    inputs = [TensorMetadata.of(x) for x in _operands(op, 4, 2, 3, 5)]
    with pytest.raises(OpError, match="return_sequences must be a bool"):
        md({"return_sequences": "yes"}, *inputs)
    with pytest.raises(OpError, match="attribute T \\(f64\\) does not match x's dtype f32"):
        md({"T": np.dtype(np.float64)}, *inputs)
    md({"T": "f32", "return_sequences": np.bool_(False)}, *inputs)


@pytest.mark.parametrize("reg", PATHS)
def test_simple_rnn_bad_activation(reg):
    """An activation the op does not run (the compiler never makes one): OpError at metadata and
    at dispatch; BEF's bytes attribute is its name too."""
    inputs = _operands(SIMPLE, 4, 2, 3, 5)
    entry = reg.lookup(SIMPLE)
    for act in ("softsign", "", 3):
        with pytest.raises(OpError, match="attribute activation must be one of tanh, relu, sigmoid"):
            entry.metadata_fn({"activation": act}, *(TensorMetadata.of(x) for x in inputs))
        with pytest.raises(OpError, match="attribute activation must be one of"):
            entry.dispatch_fn({"activation": act}, *inputs)
    got = entry.dispatch_fn({"activation": b"relu"}, *inputs)
    for g, w in zip(got, entry.dispatch_fn({"activation": "relu"}, *inputs)):
        np.testing.assert_array_equal(g, w)


# ----------------------------------------------------------------------------------------------
# The oneDNN path: that it runs, prepares constant weights once, falls back, and is thread-safe

native_only = pytest.mark.skipif(NATIVE is None, reason=f"native kernels: {native.reason()}")


def _native_ran(kernel):
    return any(e is not native_nn._UNSUPPORTED for e in kernel.prims.values())


@native_only
@pytest.mark.parametrize("op", ALL)
@pytest.mark.parametrize("seq", [True, False])
def test_native_runs_and_prepares_constants_once(op, seq):
    attrs = {"return_sequences": seq}
    inputs = _operands(op, 7, 3, 4, 5, max_steps=5)
    const = [inputs[0]] + [_frozen(a) for a in inputs[1:]]
    want = NUMPY.lookup(op).dispatch_fn(attrs, *inputs)
    kernel = NATIVE.lookup(op).specialize_fn(attrs, len(inputs))
    for _ in range(3):
        for g, w in zip(kernel(attrs, *const), want):
            _close(g, w, f"{op} constant weights")
    assert _native_ran(kernel)
    prims = [e for e in kernel.prims.values() if e is not native_nn._UNSUPPORTED]
    assert len(prims) == 1 and prims[0].prim.prepared and prims[0].refs
    for _ in range(2):  # plain weights: one more primitive, never prepared
        for g, w in zip(kernel(attrs, *inputs), want):
            _close(g, w, f"{op} plain weights")
    assert len(kernel.prims) == 2


@native_only
@pytest.mark.parametrize("op", ALL)
def test_native_new_constant_weights_at_a_reused_kernel(op):
    kernel = NATIVE.lookup(op).specialize_fn({}, 7 if op == LSTM else 6)
    for seed in range(3):
        inputs = _operands(op, 4, 2, 3, 5, seed=seed)
        const = [inputs[0]] + [_frozen(a) for a in inputs[1:]]
        for g, w in zip(kernel({}, *const), NUMPY.lookup(op).dispatch_fn({}, *inputs)):
            _close(g, w, f"{op} weights {seed}")
        del const


@native_only
@pytest.mark.parametrize("op", ALL)
@pytest.mark.parametrize("case", ["f64", "no steps", "empty batch", "no units"])
def test_native_falls_back_to_numpy(op, case):
    shape = {"f64": (4, 2, 3, 5, None), "no steps": (4, 2, 3, 5, 0), "empty batch": (4, 0, 3, 5, None),
             "no units": (4, 2, 3, 0, None)}[case]
    inputs = _operands(op, *shape, dtype=np.float64 if case == "f64" else np.float32)
    kernel = NATIVE.lookup(op).specialize_fn({}, len(inputs))
    for g, w in zip(kernel({}, *inputs), NUMPY.lookup(op).dispatch_fn({}, *inputs)):
        np.testing.assert_array_equal(g, w)
    assert not _native_ran(kernel)


@native_only
def test_native_one_kernel_on_several_threads():
    import threading
    inputs = _operands(LSTM, 12, 4, 8, 16)
    const = [inputs[0]] + [_frozen(a) for a in inputs[1:]]
    want = NUMPY.lookup(LSTM).dispatch_fn({}, *inputs)
    kernel = NATIVE.lookup(LSTM).specialize_fn({}, len(inputs))
    errors = []

    def work():
        try:
            for _ in range(20):
                for g, w in zip(kernel({}, *const), want):
                    _close(g, w, "threads")
        except Exception as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]


@native_only
def test_native_primitive_checks_its_operands():
    """The extension's own checks (a caller's bug, not a user's): ValueError, not a crash."""
    rnn = native.dnnl.Rnn("gru", 4, 2, 3, 5, True)
    x, h0 = np.zeros((4, 2, 3), np.float32), np.zeros((2, 5), np.float32)
    k, r, b = np.zeros((3, 15), np.float32), np.zeros((5, 15), np.float32), np.zeros(20, np.float32)
    assert rnn(x, h0, None, k, r, b, True, 6)[0].shape == (6, 2, 5)
    with pytest.raises(ValueError, match="weights not prepared"):
        rnn(x, h0, None, None, None, None, True, 4)
    with pytest.raises(ValueError, match="bias: shape"):
        rnn(x, h0, None, k, r, b[:15], True, 4)
    with pytest.raises(ValueError, match="c0"):
        rnn(x, h0, h0, k, r, b, True, 4)
    with pytest.raises(ValueError, match="rows"):
        rnn(x, h0, None, k, r, b, True, 3)
    with pytest.raises(ValueError, match="unknown cell"):
        native.dnnl.Rnn("simple", 4, 2, 3, 5, True)
    simple = native.dnnl.Rnn("rnn", 4, 2, 3, 5, True, "relu")
    assert simple(x, h0, None, k[:, :5], r[:, :5], b[:5], False, 4)[0].shape == (1, 2, 5)
    with pytest.raises(ValueError, match="bias: shape"):
        simple(x, h0, None, k[:, :5], r[:, :5], b[:15], False, 4)
    with pytest.raises(ValueError, match="unknown activation"):
        native.dnnl.Rnn("rnn", 4, 2, 3, 5, True, "elu")


@native_only
@pytest.mark.parametrize("activation", ["relu6", "elu"])
def test_native_simple_rnn_activations_onednn_lacks_are_numpys(activation):
    """oneDNN's vanilla RNN has no relu6 or elu: those layers run on the numpy kernel."""
    attrs = {"activation": activation}
    inputs = [_frozen(a) for a in _operands(SIMPLE, 6, 2, 3, 5, scale=1.0)]
    kernel = NATIVE.lookup(SIMPLE).specialize_fn(attrs, len(inputs))
    for g, w in zip(kernel(attrs, *inputs), NUMPY.lookup(SIMPLE).dispatch_fn(attrs, *inputs)):
        np.testing.assert_array_equal(g, w)
    assert not _native_ran(kernel)


@native_only
@pytest.mark.parametrize("activation", ["tanh", "relu", "sigmoid", "linear"])
def test_native_simple_rnn_runs_its_activation_on_onednn(activation):
    attrs = {"activation": activation, "return_sequences": True}
    inputs = [_frozen(a) for a in _operands(SIMPLE, 12, 3, 6, 8, scale=0.5)]
    kernel = NATIVE.lookup(SIMPLE).specialize_fn(attrs, len(inputs))
    got = kernel(attrs, *inputs)
    assert _native_ran(kernel)
    for g, w in zip(got, NUMPY.lookup(SIMPLE).dispatch_fn(attrs, *inputs)):
        _close(g, w, activation)


@native_only
@pytest.mark.parametrize("op", ALL)
def test_native_masked_layer_runs_its_stretches_on_onednn(op):
    """A padded batch-1 sequence (mask true, then false): the true stretch is one oneDNN
    call, the masked steps change nothing; same results as the numpy kernel."""
    t, b, d, u = 9, 1, 4, 5
    inputs = [_frozen(a) for a in _operands(op, t, b, d, u, seed=7)]
    mask, fill = (np.arange(t) < 6).reshape(t, 1, 1), np.zeros((b, u), np.float32)
    attrs = {"return_sequences": True}
    kernel = NATIVE.lookup(op).specialize_fn(attrs, len(inputs) + 2)
    got = kernel(attrs, *inputs, mask, fill)
    assert _native_ran(kernel._sequences)
    want = NUMPY.lookup(op).dispatch_fn(attrs, *inputs, mask, fill)
    for g, w in zip(got, want):
        _close(g, w, op)
    assert not got[0][6:].any()  # masked steps: the fill
