"""The fused recurrent ops (`tf._KerasLSTM`, `tf._KerasGRU`) per call: the numpy kernel, the
oneDNN kernel, ONNX Runtime's LSTM/GRU op and Keras's own layer under tf.function, at the same
shapes, weights and thread count (a benchmark, not a test; docs/native.md, "Recurrent layers").

    .venv/bin/python benchmarks/rnn_bench.py [--threads 1] [--repeat 50] [--ort-python PATH]

Ours: each op bound once with constant (frozen) weights, as a BEF kernel runs it. ONNX
Runtime runs in a child process of --ort-python (default /work/tfenv/bin/python; skipped if
it cannot import onnxruntime and onnx): a one-node LSTM (gates reordered to ONNX's i, o, f,
c) or GRU (linear_before_reset=1) graph with the weights as initializers. TensorFlow runs in a
child process of this interpreter: `keras.layers.LSTM/GRU(U, return_sequences=True,
return_state=True)` called on batch-major x inside a tf.function. Every engine's outputs are
checked against the numpy kernel's. Medians in microseconds.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

import numpy as np

import timing  # benchmarks/timing.py

SHAPES = [(64, 1, 64, 128), (64, 32, 64, 128)]  # (T, B, D, U)
OPS = {"tf._KerasLSTM": 4, "tf._KerasGRU": 3}


def operands(op, t, b, d, u):
    """x, states, kernel, recurrent_kernel, bias (Keras's layout; x time-major), seeded."""
    g = OPS[op]
    rng = np.random.default_rng(t * 1000 + b)
    r = lambda *s, k=0.1: (rng.standard_normal(s) * k).astype(np.float32)  # noqa: E731
    states = [r(b, u, k=0.3) for _ in range(2 if g == 4 else 1)]
    return r(t, b, d, k=1.0), states, r(d, g * u), r(u, g * u), (r(g * u) if g == 4 else r(2, g * u))


def ort_child(op, t, b, d, u, threads, repeat):
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper
    x, states, k, rk, bias = operands(op, t, b, d, u)
    if op == "tf._KerasLSTM":  # Keras i, f, g, o -> ONNX i, o, f, c; W [1, 4U, D], B = Wb, Rb
        order = lambda w: np.concatenate([w[..., :u], w[..., 3 * u:], w[..., u:2 * u], w[..., 2 * u:3 * u]], -1)  # noqa
        w, r = order(k).T[None], order(rk).T[None]
        bb = np.concatenate([order(bias), np.zeros(4 * u, np.float32)])[None]
        node = helper.make_node("LSTM", ["x", "w", "r", "b", "", "h0", "c0"], ["y", "yh", "yc"], hidden_size=u)
    else:  # z, r, h as Keras; linear_before_reset is Keras's reset_after
        w, r = k.T[None], rk.T[None]
        bb = bias.reshape(1, 6 * u)
        node = helper.make_node("GRU", ["x", "w", "r", "b", "", "h0"], ["y", "yh"], hidden_size=u,
                                linear_before_reset=1)
    inits = [numpy_helper.from_array(np.ascontiguousarray(a), n) for a, n in ((w, "w"), (r, "r"), (bb, "b"))]
    ins = [helper.make_tensor_value_info("x", TensorProto.FLOAT, x.shape)]
    ins += [helper.make_tensor_value_info(n, TensorProto.FLOAT, (1, b, u)) for n in ("h0", "c0")[:len(states)]]
    outs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in node.output]
    model = helper.make_model(helper.make_graph([node], "rnn", ins, outs, inits),
                              opset_imports=[helper.make_opsetid("", 17)])
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    sess = ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    feed = {"x": x, **{n: s[None] for n, s in zip(("h0", "c0"), states)}}
    y = sess.run(None, feed)
    return timing.median_us(lambda: sess.run(None, feed), repeat, 5), y[0][:, 0], y[1][0]


def tf_child(op, t, b, d, u, threads, repeat):
    os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
    import keras
    import tensorflow as tf
    tf.config.threading.set_intra_op_parallelism_threads(threads)
    tf.config.threading.set_inter_op_parallelism_threads(threads)
    x, states, k, rk, bias = operands(op, t, b, d, u)
    layer = getattr(keras.layers, "LSTM" if op == "tf._KerasLSTM" else "GRU")(
        u, return_sequences=True, return_state=True)
    layer.build((b, t, d))
    layer.set_weights([k, rk, bias])
    xb = tf.constant(x.transpose(1, 0, 2))
    st = [tf.constant(s) for s in states]
    call = tf.function(lambda: layer(xb, initial_state=st))
    y = call()
    return (timing.median_us(lambda: [a.numpy() for a in call()], repeat, 5),
            y[0].numpy().transpose(1, 0, 2), y[1].numpy())


def child(which, args):
    fn = ort_child if which == "ort" else tf_child
    out = {}
    for op in OPS:
        for shape in SHAPES:
            us, seq, h = fn(op, *shape, args.threads, args.repeat)
            np.save(f"{args.tmp}/{which}-{op}-{shape[1]}.npy", seq)
            out[f"{op} {shape[1]}"] = us
    print(json.dumps(out))


def run_child(python, which, args):
    cmd = [python, __file__, "--child", which, "--threads", str(args.threads), "--repeat", str(args.repeat),
           "--tmp", args.tmp]
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.abspath(__file__)))
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        print(f"({which} skipped: {r.stderr.strip().splitlines()[-1] if r.stderr.strip() else r.returncode})")
        return {}
    return json.loads(r.stdout.strip().splitlines()[-1])


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--repeat", type=int, default=50)
    p.add_argument("--ort-python", default="/work/tfenv/bin/python")
    p.add_argument("--child", choices=["ort", "tf"])
    p.add_argument("--tmp", default=None)
    args = p.parse_args()
    if args.child:
        return child(args.child, args)
    import tempfile

    from tfrt.runtime import blas, native
    from tfrt.runtime.cpu_ops import CpuOpRegistry, register_tf_ops
    args.tmp = args.tmp or tempfile.mkdtemp(prefix="rnn_bench")
    native.set_num_threads(args.threads)
    blas.set_blas_threads(args.threads)
    regs = {"numpy": register_tf_ops(CpuOpRegistry(), native=False),
            "native": register_tf_ops(CpuOpRegistry(), native=True)}
    ort = run_child(args.ort_python, "ort", args) if os.path.exists(args.ort_python) else {}
    tfr = run_child(sys.executable, "tf", args)
    frozen = lambda a: np.frombuffer(a.tobytes(), a.dtype).reshape(a.shape)  # noqa: E731
    print(f"oneDNN {native.dnnl.version()}, {args.threads} thread(s); median us of {args.repeat} calls")
    print(f"{'op':16} {'T,B,D,U':>14} {'numpy':>9} {'native':>9} {'ORT':>9} {'TF':>9} {'nat/ORT':>8}")
    for op in OPS:
        for shape in SHAPES:
            x, states, *w = operands(op, *shape)
            ins = [x] + [frozen(a) for a in states + w] + [np.array(shape[0], np.int32)]
            times, want = {}, None
            for name, reg in regs.items():
                e = reg.lookup(op)  # as a BEF kernel calls it
                fn = e.specialize_fn({}, len(ins)) if e.specialize_fn else e.dispatch_fn
                y = fn({}, *ins)
                want = y[0] if want is None else want
                assert np.abs(y[0] - want).max() < 1e-4, (name, op, shape)
                times[name] = timing.median_us(lambda: fn({}, *ins), args.repeat, 5)
            for which in ("ort", "tf"):
                path = f"{args.tmp}/{which}-{op}-{shape[1]}.npy"
                if os.path.exists(path):
                    assert np.abs(np.load(path) - want).max() < 1e-4, (which, op, shape)
            key = f"{op} {shape[1]}"
            o, t = ort.get(key), tfr.get(key)
            cell = lambda v: f"{v:9.0f}" if v else f"{'-':>9}"  # noqa: E731
            ratio = f"{times['native'] / o:8.2f}" if o else f"{'-':>8}"
            print(f"{op:16} {','.join(map(str, shape)):>14} {times['numpy']:9.0f} {times['native']:9.0f} "
                  f"{cell(o)} {cell(t)} {ratio}")


if __name__ == "__main__":
    main()
