"""A two-layer Keras SimpleRNN model (x [B, 100, 32] -> SimpleRNN(64, return_sequences=True)
-> SimpleRNN(64)), the held-out probe's, per call: ours fused (`tf._KerasSimpleRNN`, the
default compile), ours with fuse=False (the tf.While loops op by op), TensorFlow and ONNX
Runtime, one thread each (a benchmark, not a test; docs/native.md, "Recurrent layers").

    .venv/bin/python benchmarks/simple_rnn_bench.py [--repeat 50] [--ort-python PATH]

Ours and TF run in this process (tfrt.compile(num_threads=1) of the frozen function's
fn_std MLIR, as tools/gen_keras_models.py writes it; TF the same concrete function with 1/1
threads). ONNX Runtime runs in a child process of --ort-python (default /work/tfenv/bin/python,
which has tf2onnx and onnxruntime; skipped if it has not): the model saved with one signature
per batch, exported by tools/gen_keras_models.py's --to-onnx (tf2onnx, opset 17), run with
intra_op_num_threads=1. Every engine's output is checked against TF's (rel. 1e-3, abs. 1e-4:
100 steps of a recurrence carry float32 differences along). Medians in ms.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np

import timing  # benchmarks/timing.py

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BATCHES = (1, 32)
T, D, U = 100, 32, 64


def ort_child(model, x_path, repeat):
    import onnxruntime as ort
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.inter_op_num_threads = 1
    sess = ort.InferenceSession(model, opts, providers=["CPUExecutionProvider"])
    feed = {sess.get_inputs()[0].name: np.load(x_path)}
    y = sess.run(None, feed)[0]
    us = timing.median_us(lambda: sess.run(None, feed), repeat, 5)
    np.save(x_path + ".out.npy", y)
    print(json.dumps({"us": us}))


def build(rng):
    import keras
    L = keras.layers
    keras.utils.set_random_seed(7)
    x = keras.Input((T, D))
    h = L.SimpleRNN(U, return_sequences=True)(x)
    model = keras.Model(x, L.SimpleRNN(U)(h))
    for layer in model.layers[1:]:  # Keras's initializers; random biases (it starts them at 0)
        kernel, recurrent, bias = layer.get_weights()
        layer.set_weights([kernel, recurrent, (rng.standard_normal(bias.shape) * 0.1).astype(np.float32)])
    return model


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=50)
    ap.add_argument("--ort-python", default="/work/tfenv/bin/python")
    ap.add_argument("--ort-child", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.ort_child:
        return ort_child(*args.ort_child, args.repeat)

    import tensorflow as tf
    tf.config.threading.set_intra_op_parallelism_threads(1)
    tf.config.threading.set_inter_op_parallelism_threads(1)
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import gen_keras_models
    import tfrt

    rng = np.random.default_rng(0)
    model = build(rng)
    fn = tf.function(lambda v: model(v, training=False))
    try:
        has_ort = subprocess.run([args.ort_python, "-c", "import onnxruntime, tf2onnx"],
                                 capture_output=True).returncode == 0
    except OSError:  # no such Python
        has_ort = False
    rows = []
    with tempfile.TemporaryDirectory(prefix="simple-rnn-bench-") as tmp:
        signatures, inputs = {}, {}
        for b in BATCHES:
            signatures[f"b{b}"] = fn.get_concrete_function(tf.TensorSpec((b, T, D), tf.float32))
            inputs[b] = rng.standard_normal((b, T, D)).astype(np.float32)
        saved = os.path.join(tmp, "saved_model")
        root = tf.Module()
        root.model = model
        tf.saved_model.save(root, saved, signatures=signatures)
        for b in BATCHES:
            x = inputs[b]
            concrete = signatures[f"b{b}"]
            want = concrete(tf.constant(x)).numpy()
            text, _ = gen_keras_models._fn_std(concrete)
            row = {"B": b}
            for name, fuse in (("fused", True), ("loop", False)):
                exe = tfrt.compile(text, fuse=fuse, num_threads=1)
                np.testing.assert_allclose(exe(x), want, rtol=1e-3, atol=1e-4, err_msg=name)
                row[name] = timing.median_us(lambda: exe(x), args.repeat, 5) / 1e3
            tx = tf.constant(x)
            row["tf"] = timing.median_us(lambda: concrete(tx).numpy(), args.repeat, 5) / 1e3
            row["ort"] = None
            if has_ort:
                onnx = os.path.join(tmp, f"b{b}.onnx")
                export = subprocess.run([args.ort_python, os.path.join(ROOT, "tools", "gen_keras_models.py"),
                                         "--to-onnx", saved, f"b{b}", onnx], capture_output=True, text=True)
                if export.returncode == 0:
                    xp = os.path.join(tmp, f"x{b}.npy")
                    np.save(xp, x)
                    run = subprocess.run([args.ort_python, os.path.abspath(__file__), "--repeat",
                                          str(args.repeat), "--ort-child", onnx, xp],
                                         capture_output=True, text=True, check=True)
                    np.testing.assert_allclose(np.load(xp + ".out.npy"), want, rtol=1e-3, atol=1e-4,
                                               err_msg="ort")
                    row["ort"] = json.loads(run.stdout.strip().splitlines()[-1])["us"] / 1e3
            rows.append(row)

    print(f"two-layer SimpleRNN, T={T} D={D} U={U}, one thread, medians of {args.repeat} calls, ms")
    print("| B | ours fused | ours loop | TF | ORT | fused/TF | fused/ORT |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        ort = f"{r['ort']:.3f}" if r["ort"] else "-"
        vs_ort = f"{r['fused'] / r['ort']:.2f}" if r["ort"] else "-"
        print(f"| {r['B']} | {r['fused']:.3f} | {r['loop']:.2f} | {r['tf']:.3f} | {ort} | "
              f"{r['fused'] / r['tf']:.2f} | {vs_ort} |")


if __name__ == "__main__":
    main()
