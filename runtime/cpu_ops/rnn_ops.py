"""Fused recurrent layers: `tf._KerasLSTM`, `tf._KerasGRU` and `tf._KerasSimpleRNN`, one op
for the whole `tf.While` loop Keras 3 exports for an LSTM, GRU or SimpleRNN layer (the
compiler's `tf-fuse-keras-rnn` makes them).

Operands are time-major: x [T, B, D], states [B, U], Keras's weights as the layer holds them
(kernel [D, G*U], recurrent_kernel [U, G*U], gate-major columns: LSTM i, f, g, o; GRU z, r, h~;
SimpleRNN one "gate", G = 1),
and a scalar `max_steps`; n = max(0, min(T, max_steps)) steps run. `outputs` is every step's
h ([T, B, U]) with `return_sequences` (default true), else the last h ([1, B, U]); rows not
written are zeros. The GRU is Keras's `reset_after=True`: bias [2, 3U] (input, recurrent).
The SimpleRNN is h = activation(x[t] @ kernel + bias + h @ recurrent_kernel), bias [U], with
`activation` (default tanh) one of tanh, relu, sigmoid, relu6, elu, linear, each as the runtime's
own TF op computes it (math_ops.py).

A masked layer (Keras's `mask_zero` embeddings) has two more operands, `mask` [T, B, 1] or
[T, B] bool and `fill` [B, U]: at a step whose mask is false (per batch row) the states keep
their values and the output is `fill`; with `carry_output` (Keras's previous output), `fill`
becomes each step's output.

The numpy kernel is the reference and the fallback of the oneDNN one (native_nn.py): one matmul
projects the inputs of all n steps, then each step does the recurrent matmul and the gates in
place. Every sigmoid is 0.5 * (1 + tanh(x / 2)) (as math_ops's), and the halving is folded
into the sigmoid gates' weight columns (exact: a power of two), so one tanh covers all gates.
f16/bf16 are computed in float32 and rounded once.
"""

from __future__ import annotations

import numpy as np

from ._common import F32, FLOAT, HALF, INDEX, MD, OpList, attr, dtname, type_attr
from .errors import OpError
from .nn_ops import _frozen, _pack_get, _pack_put

OPS = OpList()

_LSTM, _GRU, _SIMPLE = "tf._KerasLSTM", "tf._KerasGRU", "tf._KerasSimpleRNN"
_dot = np.dot
_tanh = np.tanh
_multiply = np.multiply
_subtract = np.subtract


# ----------------------------------------------------------------------------------------------
# Metadata: operand checks and result shapes

def _shape(op, what, m, rank):
    if len(m.shape) != rank:
        raise OpError(op, f"{what} must be {rank}-D, got shape {list(m.shape)}")
    return m.shape


def _check(op, gates, x, states, kernel, rk, bias, max_steps, attrs):
    """(T, B, U, dtype, return_sequences) after checking every operand."""
    dt = x.dtype
    if dt not in FLOAT:
        raise OpError(op, f"x must be a float tensor (f16, bf16, f32, f64), got {dtname(dt)}")
    names = ("h0", "c0")[:len(states)] + ("kernel", "recurrent_kernel", "bias")
    for what, m in zip(names, states + (kernel, rk, bias)):
        if m.dtype != dt:
            raise OpError(op, f"{what} must have x's dtype {dtname(dt)}, got {dtname(m.dtype)}")
    t_attr = type_attr(op, attrs, "T", dt)
    if t_attr != dt:
        raise OpError(op, f"attribute T ({dtname(t_attr)}) does not match x's dtype {dtname(dt)}")
    if max_steps.dtype not in INDEX:
        raise OpError(op, f"max_steps must be int32 or int64, got {dtname(max_steps.dtype)}")
    if max_steps.shape != ():
        raise OpError(op, f"max_steps must be a scalar, got shape {list(max_steps.shape)}")
    t, b, d = _shape(op, "x", x, 3)
    bu = _shape(op, "h0", states[0], 2)
    if bu[0] != b:
        raise OpError(op, f"h0 must have x's batch size {b} rows, got shape {list(bu)}")
    u = bu[1]
    if len(states) > 1 and _shape(op, "c0", states[1], 2) != bu:
        raise OpError(op, f"c0 must have h0's shape {list(bu)}, got {list(states[1].shape)}")
    gu = f"{gates}U" if gates > 1 else "U"
    if _shape(op, "kernel", kernel, 2) != (d, gates * u):
        raise OpError(op, f"kernel must be [D, {gu}] = {[d, gates * u]} (D = {d} from x, U = {u} "
                          f"from h0), got {list(kernel.shape)}")
    if _shape(op, "recurrent_kernel", rk, 2) != (u, gates * u):
        raise OpError(op, f"recurrent_kernel must be [U, {gu}] = {[u, gates * u]}, got {list(rk.shape)}")
    want = (2, gates * u) if gates == 3 else (gates * u,)
    if bias.shape != want:
        raise OpError(op, f"bias must be {list(want)}, got {list(bias.shape)}")
    seq = attr(op, attrs, "return_sequences", True)
    if not isinstance(seq, (bool, np.bool_)):
        raise OpError(op, f"attribute return_sequences must be a bool, got {seq!r}")
    return t, b, u, dt, bool(seq)


def _check_masking(op, masking, t, b, u, dt, attrs):
    if not masking:
        return
    if len(masking) != 2:
        raise OpError(op, f"masking must be a mask and a fill (2 operands), got {len(masking)}")
    mask, fill = masking
    if mask.dtype != np.bool_:
        raise OpError(op, f"mask must be bool, got {dtname(mask.dtype)}")
    if tuple(mask.shape) not in ((t, b), (t, b, 1)):
        raise OpError(op, f"mask must be [T, B] or [T, B, 1] = {[t, b, 1]}, got {list(mask.shape)}")
    if fill.dtype != dt or tuple(fill.shape) != (b, u):
        raise OpError(op, f"fill must be {dtname(dt)}{[b, u]}, got {dtname(fill.dtype)}{list(fill.shape)}")
    carry = attr(op, attrs, "carry_output", False)
    if not isinstance(carry, (bool, np.bool_)):
        raise OpError(op, f"attribute carry_output must be a bool, got {carry!r}")


def _lstm_md(attrs, x, h0, c0, kernel, rk, bias, max_steps, *masking):
    t, b, u, dt, seq = _check(_LSTM, 4, x, (h0, c0), kernel, rk, bias, max_steps, attrs)
    _check_masking(_LSTM, masking, t, b, u, dt, attrs)
    return MD(dt, (t if seq else 1, b, u)), MD(dt, (b, u)), MD(dt, (b, u))


def _gru_md(attrs, x, h0, kernel, rk, bias, max_steps, *masking):
    t, b, u, dt, seq = _check(_GRU, 3, x, (h0,), kernel, rk, bias, max_steps, attrs)
    _check_masking(_GRU, masking, t, b, u, dt, attrs)
    return MD(dt, (t if seq else 1, b, u)), MD(dt, (b, u))


def activation(attrs):
    """The SimpleRNN's activation name (str), OpError if it is not one the op runs."""
    act = attr(_SIMPLE, attrs, "activation", "tanh")
    act = act.decode() if isinstance(act, bytes) else act
    if act not in _ACTIVATIONS:
        raise OpError(_SIMPLE, f"attribute activation must be one of {', '.join(_ACTIVATIONS)}, got {act!r}")
    return act


def _simple_md(attrs, x, h0, kernel, rk, bias, max_steps, *masking):
    t, b, u, dt, seq = _check(_SIMPLE, 1, x, (h0,), kernel, rk, bias, max_steps, attrs)
    _check_masking(_SIMPLE, masking, t, b, u, dt, attrs)
    activation(attrs)
    return MD(dt, (t if seq else 1, b, u)), MD(dt, (b, u))


# ----------------------------------------------------------------------------------------------
# Weights: the sigmoid gates' columns halved (and the LSTM's reordered), once for constants

def _derived(tag, w, make):
    """make(w), cached for a frozen `w` (a BEF constant: nn_ops's pack cache)."""
    v = _pack_get(tag, w)
    if v is None:
        v = make(w)
        if _frozen(w):
            _pack_put(tag, w, None, v)
    return v


def _lstm_columns(w):
    """w [..., 4U] in Keras's i, f, g, o order -> [..., 4U] as i/2, f/2, o/2, g (a fresh array
    in the compute dtype): the sigmoid gates first, halved, so one affine map finishes them."""
    w = w.astype(F32) if w.dtype in HALF else w
    u = w.shape[-1] // 4
    out = np.empty(w.shape, w.dtype)
    _multiply(w[..., :2 * u], 0.5, out=out[..., :2 * u])
    _multiply(w[..., 3 * u:], 0.5, out=out[..., 2 * u:3 * u])
    out[..., 3 * u:] = w[..., 2 * u:3 * u]
    return out


def _gru_columns(w):
    """w [..., 3U] in Keras's z, r, h order -> z/2, r/2, h (a fresh array in the compute dtype)."""
    w = w.astype(F32) if w.dtype in HALF else w
    u = w.shape[-1] // 3
    out = np.array(w, dtype=w.dtype)
    out[..., :2 * u] *= 0.5
    return out


def _steps(max_steps, t):
    return max(0, min(t, int(max_steps)))


def _project(x, n, kernel, bias):
    """x[:n] @ kernel + bias for every step at once: [n, B, G*U] in the compute dtype."""
    t, b, d = x.shape
    xs = x[:n].reshape(n * b, d)
    if xs.dtype != kernel.dtype:
        xs = xs.astype(kernel.dtype)
    xp = _dot(xs, kernel)
    xp += bias
    return xp.reshape(n, b, kernel.shape[1])


# ----------------------------------------------------------------------------------------------
# Kernels

def masked(attrs, run, x, states, max_steps, mask, fill):
    """A masked layer from its unmasked kernel `run(xs, states)` -> (every step's h, *states)
    on a stretch of steps: a stretch where every row's mask is true runs as one call; a step
    where no row's is changes nothing (its output is `fill`); any other step runs alone, then
    each state keeps its old value and the output is `fill` in the rows whose mask is false.
    The native kernel (native_nn.py) runs its stretches on oneDNN this way."""
    seq = bool(attrs.get("return_sequences", True)) if attrs else True
    carry = bool(attrs.get("carry_output", False)) if attrs else False
    t, b, _ = x.shape
    n = _steps(max_steps, t)
    m = mask.reshape(t, b)[:n]
    every, none = m.all(axis=1), ~m.any(axis=1)
    outputs = np.zeros((t if seq else 1,) + fill.shape, fill.dtype)
    states = tuple(np.array(v) for v in states)
    s = 0
    while s < n:
        e = s + 1
        if none[s] or every[s]:
            kind = none if none[s] else every
            while e < n and kind[e]:
                e += 1
        if none[s]:
            outs = fill[None]                 # the states keep their values
        elif every[s]:
            got = run(x[s:e], states)
            outs, states = got[0], got[1:]
        else:
            got = run(x[s:e], states)
            rows = m[s][:, None]
            outs = np.where(rows, got[0], fill)
            states = tuple(np.where(rows, v, old) for v, old in zip(got[1:], states))
        if seq:
            outputs[s:e] = outs
        else:
            outputs[0] = outs[-1]
        if carry:
            fill = outs[-1]
        s = e
    return (outputs,) + states


def _needs_mask(masking, t, max_steps):
    """A mask false at some step that runs (true everywhere: the unmasked layer)."""
    return bool(masking) and not masking[0].reshape(t, -1)[:_steps(max_steps, t)].all()


def _begin(attrs, x, states, max_steps):
    """(return_sequences, steps, compute dtype, the outputs zeroed, the states as fresh
    arrays in the compute dtype)."""
    seq = bool(attrs.get("return_sequences", True)) if attrs else True
    t, b, _ = x.shape
    ct = F32 if x.dtype in HALF else x.dtype
    outputs = np.zeros((t if seq else 1, b, states[0].shape[1]), ct)
    return seq, _steps(max_steps, t), ct, outputs, [np.array(v, dtype=ct) for v in states]


def _final(seq, outputs, h):
    """The last step's state `h`: a copy when the outputs hold every step (h is the last of
    them), else also the outputs' one entry."""
    if seq:
        return h.copy()
    outputs[0] = h
    return h


def _end(dt, *results):
    """The results in the op's dtype (f16/bf16 were computed in float32)."""
    return results if results[0].dtype == dt else tuple(r.astype(dt) for r in results)


def _lstm_fn(attrs, x, h0, c0, kernel, rk, bias, max_steps, *masking):
    if _needs_mask(masking, x.shape[0], max_steps):
        return masked(attrs, lambda xs, st: _lstm_fn(None, xs, *st, kernel, rk, bias, len(xs)),
                      x, (h0, c0), max_steps, *masking)
    seq, n, ct, outputs, (h, c) = _begin(attrs, x, (h0, c0), max_steps)
    b, u = h.shape
    if n:
        k = _derived("lstm_k", kernel, _lstm_columns)
        r = _derived("lstm_r", rk, _lstm_columns)
        xp = _project(x, n, k, _derived("lstm_b", bias, _lstm_columns))
        z = np.empty((b, 4 * u), ct)      # gates: i, f, o (as sigmoids), g
        ig = np.empty((b, u), ct)
        sig, i, f, o, g = z[:, :3 * u], z[:, :u], z[:, u:2 * u], z[:, 2 * u:3 * u], z[:, 3 * u:]
        for s in range(n):
            _dot(h, r, out=z)
            z += xp[s]
            _tanh(z, out=z)
            sig += 1                      # sigmoid(a) = (tanh(a / 2) + 1) / 2; a / 2 is in z
            sig *= 0.5
            c *= f
            _multiply(i, g, out=ig)
            c += ig
            h = outputs[s] if seq else h  # h is written where the output row lives
            _tanh(c, out=h)
            h *= o
        h = _final(seq, outputs, h)
    return _end(x.dtype, outputs, h, c)


def _gru_fn(attrs, x, h0, kernel, rk, bias, max_steps, *masking):
    if _needs_mask(masking, x.shape[0], max_steps):
        return masked(attrs, lambda xs, st: _gru_fn(None, xs, *st, kernel, rk, bias, len(xs)),
                      x, (h0,), max_steps, *masking)
    seq, n, ct, outputs, (h,) = _begin(attrs, x, (h0,), max_steps)
    b, u = h.shape
    if n:
        k = _derived("gru_k", kernel, _gru_columns)
        r = _derived("gru_r", rk, _gru_columns)
        bs = _derived("gru_b", bias, _gru_columns)
        xp = _project(x, n, k, bs[0])
        rb = bs[1]
        rz = np.empty((b, 3 * u), ct)     # h @ recurrent_kernel + bias[1]: z/2, r/2, h parts
        zr = np.empty((b, 2 * u), ct)
        hh = np.empty((b, u), ct)
        spare = np.empty((b, u), ct)      # without return_sequences: h and this alternate
        z, rg, rh = zr[:, :u], zr[:, u:], rz[:, 2 * u:]
        for s in range(n):
            _dot(h, r, out=rz)
            rz += rb
            xs = xp[s]
            np.add(xs[:, :2 * u], rz[:, :2 * u], out=zr)
            _tanh(zr, out=zr)
            zr += 1                       # z, r = sigmoid(...) (the halving is in the weights)
            zr *= 0.5
            _multiply(rg, rh, out=hh)
            hh += xs[:, 2 * u:]
            _tanh(hh, out=hh)
            new = outputs[s] if seq else spare
            _subtract(h, hh, out=new)     # z*h + (1-z)*hh = hh + z*(h - hh)
            new *= z
            new += hh
            if not seq:
                spare = h
            h = new
        h = _final(seq, outputs, h)
    return _end(x.dtype, outputs, h)


def _relu6(z):
    np.maximum(z, 0, out=z)
    np.minimum(z, 6, out=z)


def _sigmoid(z):
    z *= 0.5                              # 0.5 * (1 + tanh(z / 2)), as math_ops's
    _tanh(z, out=z)
    z += 1
    z *= 0.5


def _elu(z):
    with np.errstate(over="ignore", invalid="ignore"):
        np.copyto(z, np.expm1(z), where=z < 0)


# The SimpleRNN's activations, each in place on the step's pre-activation.
_ACTIVATIONS = {
    "tanh": lambda z: _tanh(z, out=z),
    "relu": lambda z: np.maximum(z, 0, out=z),
    "sigmoid": _sigmoid,
    "relu6": _relu6,
    "elu": _elu,
    "linear": lambda z: None,
}


def _as_compute(tag, w):
    """`w` in the compute dtype: f16/bf16 weights as float32 (once for constants)."""
    return _derived(tag, w, lambda a: a.astype(F32)) if w.dtype in HALF else w


def _simple_fn(attrs, x, h0, kernel, rk, bias, max_steps, *masking):
    if _needs_mask(masking, x.shape[0], max_steps):
        inner = {"activation": activation(attrs)}
        return masked(attrs, lambda xs, st: _simple_fn(inner, xs, *st, kernel, rk, bias, len(xs)),
                      x, (h0,), max_steps, *masking)
    act = _ACTIVATIONS[activation(attrs)]
    seq, n, ct, outputs, (h,) = _begin(attrs, x, (h0,), max_steps)
    b, u = h.shape
    if n:
        r = _as_compute("simple_r", rk)
        xp = _project(x, n, _as_compute("simple_k", kernel), _as_compute("simple_b", bias))
        spare = np.empty((b, u), ct)      # without return_sequences: h and this alternate
        for s in range(n):
            new = outputs[s] if seq else spare
            _dot(h, r, out=new)           # h @ U + (x[t] @ W + b), as the loop's AddV2
            new += xp[s]
            act(new)
            if not seq:
                spare = h
            h = new
        h = _final(seq, outputs, h)
    return _end(x.dtype, outputs, h)


OPS.add(_LSTM, _lstm_fn, _lstm_md)
OPS.add(_GRU, _gru_fn, _gru_md)
OPS.add(_SIMPLE, _simple_fn, _simple_md)
