#!/usr/bin/env python
"""Writes the fixtures of the fused Keras SimpleRNN (`tf._KerasSimpleRNN`) from Keras 3's own
`keras.layers.SimpleRNN`. Run by hand in an environment with TensorFlow and Keras 3 (not
needed by the tests):

    .venv/bin/python tools/gen_simple_rnn_cases.py

* `test/data/op_cases/simple_rnn.json` + `.npz`: op cases in tools/gen_op_cases.py's format, as
  tools/gen_rnn_cases.py writes the LSTM's and GRU's. A value case is the layer called on
  batch-major x with random weights (`layer.set_weights`) and initial state,
  `return_state=True`; the op's inputs are the same arrays, x transposed to time-major, and its
  outputs the layer's (the sequence time-major, or the last h as [1, B, U]). `max_steps` < T is
  the layer on the first max_steps steps (later rows zeros); 0 is the layer with every step
  masked (it keeps the state). A bad-input case is a weight of the wrong shape, which Keras
  rejects too (its error class and message are recorded).
* `test/data/models/simple_rnn/<name>/`: small Keras models around SimpleRNN layers (stacked,
  go_backwards, Bidirectional, masked, use_bias=False, and an activation the compiler does not
  fuse) as `fn_std.mlir` (tools/gen_keras_models.py's `_fn_std`: the frozen concrete function,
  control flow functional), `input_0_x.npy` and TF's `output_0_0.npy`.

Everything is seeded: a rerun writes the same fixtures.
"""

from __future__ import annotations

import json
import os
import sys
import zlib

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_op_cases import ROOT, Writer  # noqa: E402  (the fixture format)

OP = "tf._KerasSimpleRNN"
CASES_OUT = os.path.join(ROOT, "test", "data", "op_cases")
MODELS_OUT = os.path.join(ROOT, "test", "data", "models", "simple_rnn")
# The activations the op runs (rnn_ops.py), by Keras's names.
ACTIVATIONS = ("tanh", "relu", "sigmoid", "relu6", "elu", "linear")


def _layer(units, activation, seq, t, b, d, dtype):
    import keras
    layer = keras.layers.SimpleRNN(units, activation=activation, return_sequences=seq,
                                   return_state=True, dtype=dtype)
    layer.build((b, t, d))
    return layer


def _run_keras(x, h0, weights, max_steps, seq, activation):
    """(outputs, h) as Keras computes them."""
    b, t, d = x.shape
    u = h0.shape[1]
    n = max(0, min(t, max_steps))
    layer = _layer(u, activation, seq, max(n, 1), b, d, x.dtype.name)
    layer.set_weights(weights)
    if n:
        res = [np.asarray(r) for r in layer(x[:, :n], initial_state=[h0])]
    else:  # Keras runs no 0-step sequence: every step masked (it then keeps the state)
        res = [np.asarray(r) for r in layer(x, initial_state=[h0], mask=np.zeros((b, t), bool))]
    out = np.zeros((t if seq else 1, b, u), x.dtype)
    if seq:
        out[:n] = res[0].transpose(1, 0, 2)[:n]
    else:
        out[0] = res[0]
    return [out, res[1]]


def _keras_error(x, h0, weights):
    """(error class, message) of Keras given these operands; it must reject them."""
    import tensorflow as tf
    b, t, d = x.shape
    try:
        layer = _layer(h0.shape[1], "tanh", True, t, b, d, x.dtype.name)
        layer.set_weights(weights)
        layer(x, initial_state=[h0])
    except (ValueError, tf.errors.OpError) as e:
        msg = (getattr(e, "message", None) or str(e)).strip()
        return type(e).__name__, msg.splitlines()[0][:200]
    raise AssertionError("Keras accepted a bad case")


def cases():
    """(x [B, T, D], h0, weights, max_steps, return_sequences, activation, bad) tuples."""
    rng = np.random.default_rng(zlib.crc32(OP.encode()))
    out = []

    def case(b, t, d, u, max_steps=None, seq=True, act="tanh", dtype=np.float32, scale=0.5, bad=None):
        x = rng.standard_normal((b, t, d)).astype(dtype)
        h0 = rng.standard_normal((b, u)).astype(dtype)
        weights = [(rng.standard_normal(s) * scale).astype(dtype) for s in ((d, u), (u, u), (u,))]
        if bad == "kernel":
            weights[0] = weights[0][:, :-1]
        elif bad == "recurrent_kernel":
            weights[1] = weights[1][:-1]
        elif bad == "bias":
            weights[2] = weights[2][:-1]
        out.append((x, h0, weights, t if max_steps is None else max_steps, seq, act, bad))

    for act in ACTIVATIONS:                # each activation, batch 1 and > 1, both outputs
        case(1, 6, 5, 4, act=act)
        case(3, 7, 4, 5, act=act, seq=False)
    case(2, 8, 4, 3, max_steps=5)          # fewer steps than T: zero rows after
    case(2, 8, 4, 3, max_steps=5, seq=False, act="relu")
    case(2, 5, 4, 3, max_steps=0)          # no step: zeros, the initial state
    case(1, 4, 3, 2, max_steps=9)          # max_steps > T
    case(4, 24, 16, 16, scale=0.3)         # longer, wider
    case(2, 5, 3, 4, dtype=np.float64, act="sigmoid")
    case(2, 5, 3, 4, dtype=np.float64, act="elu")
    case(2, 5, 3, 4, bad="kernel")
    case(2, 5, 3, 4, bad="recurrent_kernel")
    case(2, 5, 3, 4, bad="bias")
    return out


def write_cases():
    import keras
    import tensorflow as tf
    w = Writer()
    records = []
    for k, (x, h0, weights, max_steps, seq, act, bad) in enumerate(cases()):
        steps = np.array(max_steps, np.int64 if max_steps > x.shape[1] else np.int32)
        inputs = [np.ascontiguousarray(x.transpose(1, 0, 2)), h0] + weights + [steps]
        rec = {"id": f"{OP}-{k}", "op": OP, "attrs": {"return_sequences": seq, "activation": act},
               "inputs": [w.array(a) for a in inputs]}
        if bad is None:
            rec["outputs"] = [w.array(o) for o in _run_keras(x, h0, weights, max_steps, seq, act)]
        else:
            rec["error"], rec["message"] = _keras_error(x, h0, weights)
        records.append(rec)
    os.makedirs(CASES_OUT, exist_ok=True)
    with open(os.path.join(CASES_OUT, "simple_rnn.json"), "w") as f:
        json.dump({"tf_version": tf.__version__, "keras_version": keras.__version__, "cases": records}, f,
                  separators=(",", ":"))
        f.write("\n")
    np.savez_compressed(os.path.join(CASES_OUT, "simple_rnn.npz"), **w.arrays())
    print(f"simple_rnn: {len(records)} cases ({sum('error' in r for r in records)} errors)")


# ----------------------------------------------------------------------------------------------
# Models: name -> (builder(keras, rng) -> (model, input), what the compiler makes of its loops)

def _stacked(keras, rng):
    L = keras.layers
    x = keras.Input((7, 3), batch_size=2)
    h = L.SimpleRNN(5, return_sequences=True)(x)
    return keras.Model(x, L.SimpleRNN(4)(h)), rng.standard_normal((2, 7, 3))


def _backwards_relu(keras, rng):
    L = keras.layers
    x = keras.Input((6, 3), batch_size=1)
    h = L.SimpleRNN(4, activation="relu", go_backwards=True, return_sequences=True)(x)
    return keras.Model(x, h), rng.standard_normal((1, 6, 3))


def _bidirectional(keras, rng):
    L = keras.layers
    x = keras.Input((5, 3), batch_size=3)
    h = L.Bidirectional(L.SimpleRNN(4, activation="sigmoid", return_sequences=True))(x)
    return keras.Model(x, L.Bidirectional(L.SimpleRNN(3), merge_mode="sum")(h)), rng.standard_normal((3, 5, 3))


def _masked(keras, rng):
    """Masking (zero steps): a padded batch, one row all padding, one with a gap."""
    L = keras.layers
    x = keras.Input((6, 3), batch_size=3)
    h = L.SimpleRNN(4, return_sequences=True)(L.Masking(0.0)(x))
    h = L.SimpleRNN(3, activation="relu")(h)
    v = rng.standard_normal((3, 6, 3))
    v[0, 4:] = 0
    v[1] = 0
    v[2, 2] = 0
    return keras.Model(x, h), v


def _linear_nobias(keras, rng):
    L = keras.layers
    x = keras.Input((5, 4), batch_size=2)
    return keras.Model(x, L.SimpleRNN(3, activation="linear", use_bias=False, return_sequences=True)(x)), \
        rng.standard_normal((2, 5, 4))


def _softsign(keras, rng):
    """An activation the fused op does not run: the loop stays, op by op."""
    L = keras.layers
    x = keras.Input((5, 3), batch_size=2)
    return keras.Model(x, L.SimpleRNN(4, activation="softsign")(x)), rng.standard_normal((2, 5, 3))


MODELS = {"stacked": _stacked, "backwards_relu": _backwards_relu, "bidirectional": _bidirectional,
          "masked": _masked, "linear_nobias": _linear_nobias, "softsign": _softsign}


def write_models():
    import keras
    import tensorflow as tf
    import gen_keras_models
    for name, build in MODELS.items():
        rng = np.random.default_rng(zlib.crc32(name.encode()))
        keras.utils.set_random_seed(zlib.crc32(name.encode()) % 2**31)
        model, x = build(keras, rng)
        for layer in model.layers:  # random biases too (Keras starts them at 0)
            layer.set_weights([(rng.standard_normal(w.shape) * 0.5).astype(np.float32)
                               for w in layer.get_weights()])
        x = x.astype(np.float32)
        fn = tf.function(lambda v: model(v, training=False))
        concrete = fn.get_concrete_function(tf.TensorSpec(x.shape, tf.float32))
        text, _ = gen_keras_models._fn_std(concrete)
        folder = os.path.join(MODELS_OUT, name)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "fn_std.mlir"), "w") as f:
            f.write(text)
        np.save(os.path.join(folder, "input_0_x.npy"), x)
        np.save(os.path.join(folder, "output_0_0.npy"), np.asarray(fn(x)))
        print(f"models/simple_rnn/{name}: {len(text)} bytes of MLIR")


if __name__ == "__main__":
    write_cases()
    write_models()
