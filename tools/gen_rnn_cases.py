#!/usr/bin/env python
"""Writes the conformance fixture of the fused recurrent ops (test/data/op_cases/rnn.json + .npz)
from Keras 3's own layers: `tf._KerasLSTM` against `keras.layers.LSTM`, `tf._KerasGRU` against
`keras.layers.GRU` (reset_after=True, Keras's default).

Run by hand in an environment with TensorFlow and Keras 3 (not needed by the tests):

    .venv/bin/python tools/gen_rnn_cases.py

Neither op is a TF op: the compiler makes them from the `tf.While` loop Keras exports
(runtime/cpu_ops/rnn_ops.py). A value case is the layer called on batch-major x with random
weights (`layer.set_weights`) and initial states, `return_state=True`; the op's inputs are the
same arrays, x transposed to time-major, and its outputs the layer's (the sequence transposed
to time-major, or the last h as [1, B, U]). `max_steps` < T is the layer run on the first
max_steps steps, the output rows after them zeros; `max_steps` 0 the layer with every step
masked (Keras runs no 0-step sequence; masked, it keeps the states and outputs zeros). A bad-input case is weights or states of
the wrong shape, which Keras rejects too (its error class and message are recorded). The
format is tools/gen_op_cases.py's; the cases are seeded, so a rerun writes the same fixture.
"""

from __future__ import annotations

import json
import os
import sys
import zlib

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_op_cases import OUT, Writer  # noqa: E402  (the fixture format)

# op -> (Keras layer, has a cell state c).
LAYERS = {"tf._KerasLSTM": ("LSTM", True), "tf._KerasGRU": ("GRU", False)}


def _layer(kind, units, seq, t, b, d, dtype):
    import keras
    layer = getattr(keras.layers, kind)(units, return_sequences=seq, return_state=True, dtype=dtype)
    layer.build((b, t, d))
    return layer


def _run_keras(op, x, states, weights, max_steps, seq):
    """The op's outputs as Keras computes them: (outputs, h[, c])."""
    kind, _ = LAYERS[op]
    b, t, d = x.shape
    u = states[0].shape[1]
    n = max(0, min(t, max_steps))
    layer = _layer(kind, u, seq, max(n, 1), b, d, x.dtype.name)
    layer.set_weights(weights)
    if n:
        res = [np.asarray(r) for r in layer(x[:, :n], initial_state=list(states))]
    else:  # Keras runs no 0-step sequence: every step masked (it then keeps the states)
        res = [np.asarray(r) for r in layer(x, initial_state=list(states), mask=np.zeros((b, t), bool))]
        res[0] = res[0][:, :0] if seq else res[0]
    out = np.zeros((t if seq else 1, b, u), x.dtype)
    if seq:
        out[:n] = res[0].transpose(1, 0, 2)[:n]
    else:
        out[0] = res[0]
    return [out] + res[1:]


def _keras_error(op, x, states, weights):
    """(error class, message) of Keras given these operands; it must reject them."""
    import tensorflow as tf
    kind, _ = LAYERS[op]
    b, t, d = x.shape
    try:
        layer = _layer(kind, states[0].shape[1], True, t, b, d, x.dtype.name)
        layer.set_weights(weights)
        layer(x, initial_state=list(states))
    except (ValueError, tf.errors.OpError) as e:
        msg = (getattr(e, "message", None) or str(e)).strip()
        return type(e).__name__, msg.splitlines()[0][:200]
    raise AssertionError(f"{op}: Keras accepted a bad case")


def cases():
    """(op, x [B, T, D], states, weights, max_steps, return_sequences, bad) tuples."""
    out = []
    for op, (kind, has_c) in LAYERS.items():
        rng = np.random.default_rng(zlib.crc32(op.encode()))
        g = 4 if has_c else 3

        def case(b, t, d, u, max_steps=None, seq=True, dtype=np.float32, scale=0.5, bad=None):
            x = rng.standard_normal((b, t, d)).astype(dtype)
            states = [rng.standard_normal((b, u)).astype(dtype) for _ in range(2 if has_c else 1)]
            bias_shape = (g * u,) if has_c else (2, g * u)
            weights = [(rng.standard_normal(s) * scale).astype(dtype)
                       for s in ((d, g * u), (u, g * u), bias_shape)]
            if bad == "kernel":
                weights[0] = weights[0][:, :-1]
            elif bad == "recurrent_kernel":
                weights[1] = weights[1][:-1]
            elif bad == "bias":
                weights[2] = weights[2][..., :-1]
            out.append((op, x, states, weights, t if max_steps is None else max_steps, seq, bad))

        case(1, 6, 5, 4)                       # batch 1, every step
        case(3, 7, 5, 8)                       # B > 1
        case(2, 9, 3, 4, seq=False)            # the last h only
        case(2, 8, 4, 3, max_steps=5)          # fewer steps than T: zero rows after
        case(2, 8, 4, 3, max_steps=5, seq=False)
        case(2, 5, 4, 3, max_steps=0)          # no step: zeros, the initial states
        case(1, 4, 3, 2, max_steps=9)          # max_steps > T
        case(4, 24, 16, 16, scale=0.3)         # longer, wider
        case(2, 5, 3, 4, dtype=np.float64)
        case(2, 5, 3, 4, bad="kernel")
        case(2, 5, 3, 4, bad="recurrent_kernel")
        case(2, 5, 3, 4, bad="bias")
    return out


def main():
    import keras
    import tensorflow as tf
    w = Writer()
    records, counts = [], {}
    for op, x, states, weights, max_steps, seq, bad in cases():
        counts[op] = counts.get(op, 0) + 1
        steps = np.array(max_steps, np.int64 if max_steps > x.shape[1] else np.int32)
        inputs = [np.ascontiguousarray(x.transpose(1, 0, 2))] + states + weights + [steps]
        rec = {"id": f"{op}-{counts[op] - 1}", "op": op, "attrs": {"return_sequences": seq},
               "inputs": [w.array(a) for a in inputs]}
        if bad is None:
            rec["outputs"] = [w.array(o) for o in _run_keras(op, x, states, weights, max_steps, seq)]
        else:
            rec["error"], rec["message"] = _keras_error(op, x, states, weights)
        records.append(rec)
    with open(os.path.join(OUT, "rnn.json"), "w") as f:
        json.dump({"tf_version": tf.__version__, "keras_version": keras.__version__, "cases": records}, f,
                  separators=(",", ":"))
        f.write("\n")
    np.savez_compressed(os.path.join(OUT, "rnn.npz"), **w.arrays())
    print(f"rnn: {len(records)} cases ({sum('error' in r for r in records)} errors), {len(counts)} ops")


if __name__ == "__main__":
    main()
