"""The shared models against their peers, measured side by side (a benchmark, not a test).

    .venv/bin/python benchmarks/models_bench.py [--models ../shared/models] [--form fn_std.mlir]
        [--repeat 2000] [--while-n 10] [--threads 1]

For each model of ../shared/models at batch 1 (and the MLP at batch 32), the median
latency of this project's compiled Executable (`tfrt.compile(...)`, called with numpy
arrays) after a warm-up, against, in the same run:

- a hand-written numpy implementation where one exists (mlp, cnn, scalar; written from
  the model's weights.npz: the same values the MLIR holds as constants);
- ONNX Runtime on model.onnx (optional extra `bench`: `pip install onnxruntime`), with
  `--threads` intra-op threads (default 1, as the peers of docs/models.md, "Peer timings", were
  measured), ours (`TFRT_NUM_THREADS`) and TensorFlow's with the same count;
- TensorFlow, when it is importable: the model rebuilt from its weights as a concrete
  function (TF cannot load the MLIR back). Without it the README's figures are printed
  for reference, marked as not from this run.

It prints ratios (ours / peer), the compile time (MLIR text -> BEF, `compile_to_bef`)
of each model, checks every output against TensorFlow's reference outputs, and the
per-op cost on chain200_scalar (`t(chain200) - t(scalar)`, per extra op), compiled as
usual and with `fuse=False` (one runtime op per TF op: the dispatch cost), against
plain numpy doing the same ops. The `while` model runs with n = --while-n (README: 10).
A missing peer is skipped with a note.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import re
import sys
import time

import numpy as np

import timing  # benchmarks/timing.py

ROOT = pathlib.Path(__file__).resolve().parents[1]
DEFAULT_MODELS = ROOT.parent / "shared" / "models"
# docs/models.md, "Peer timings" (from the models README): one machine, single thread, batch 1, median us.
README_TF = {"mlp": 135, "cnn": 204, "cond": 104, "while": 153, "scalar": 168}
README_ORT = {"mlp": 10.6, "cnn": 35, "cond": 7.4, "while": 35, "scalar": 7.2}


def median_us(fn, repeat: int, warmup: int = 200) -> float:
    return timing.median_us(fn, repeat, warmup)


# -- hand-written numpy ----------------------------------------------------------------------

def _weights(folder):
    with np.load(folder / "weights.npz") as w:
        return [w[k] for k in sorted(w.files)]


def numpy_mlp(folder):
    w1, b1, w2, b2 = _weights(folder)

    def run(x):
        h = np.maximum(x @ w1 + b1, 0)
        z = h @ w2 + b2
        e = np.exp(z - z.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True)
    return run


def numpy_cnn(folder):
    k1, c1, k2, c2, wd, bd = _weights(folder)
    from numpy.lib.stride_tricks import sliding_window_view

    def conv_same_relu(x, k, b):
        n, h, w, c = x.shape
        xp = np.zeros((n, h + 2, w + 2, c), x.dtype)
        xp[:, 1:-1, 1:-1] = x
        win = sliding_window_view(xp, (3, 3), axis=(1, 2))  # n, h, w, c, 3, 3
        cols = win.transpose(0, 1, 2, 4, 5, 3).reshape(n * h * w, 9 * c)
        y = cols @ k.reshape(9 * c, -1) + b
        return np.maximum(y, 0).reshape(n, h, w, -1)

    def run(x):
        y = conv_same_relu(conv_same_relu(x, k1, c1), k2, c2)
        n, h, w, c = y.shape
        y = y.reshape(n, h // 2, 2, w // 2, 2, c).max(axis=(2, 4))
        z = y.reshape(n, -1) @ wd + bd
        e = np.exp(z - z.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True)
    return run


def numpy_scalar(folder):
    half, one = np.float32(0.5), np.float32(1)

    def run(a, b):
        return ((a + b) * (a - b) - a * b) * half + one
    return run


NUMPY = {"mlp": numpy_mlp, "cnn": numpy_cnn, "scalar": numpy_scalar}


# -- TensorFlow (rebuilt from the weights; only when importable) -----------------------------

def tensorflow_peer(name, folder, args):
    """A concrete function computing the model, or None."""
    import tensorflow as tf

    def concrete(fn):
        specs = [tf.TensorSpec(a.shape, a.dtype) for a in args]
        return tf.function(fn).get_concrete_function(*specs)

    if name == "mlp":
        w1, b1, w2, b2 = (tf.constant(v) for v in _weights(folder))
        return concrete(lambda x: tf.nn.softmax(tf.nn.relu(x @ w1 + b1) @ w2 + b2))
    if name == "cnn":
        k1, c1, k2, c2, wd, bd = (tf.constant(v) for v in _weights(folder))

        def cnn(x):
            y = tf.nn.relu(tf.nn.conv2d(x, k1, 1, "SAME") + c1)
            y = tf.nn.relu(tf.nn.conv2d(y, k2, 1, "SAME") + c2)
            y = tf.nn.max_pool2d(y, 2, 2, "VALID")
            return tf.nn.softmax(tf.reshape(y, [-1, 3136]) @ wd + bd)
        return concrete(cnn)
    if name == "scalar":
        return concrete(lambda a, b: ((a + b) * (a - b) - a * b) * 0.5 + 1)
    if name == "cond":
        (w,) = (tf.constant(v) for v in _weights(folder))
        return concrete(lambda x: tf.cond(tf.reduce_sum(x) > 0, lambda: tf.nn.relu(x @ w),
                                          lambda: x * 2 - 1))
    if name == "while":
        def loop(n, x):
            i, acc = tf.constant(0), x
            i, acc = tf.while_loop(lambda i, acc: i < n,
                                   lambda i, acc: (i + 1, acc * 0.5 + tf.cast(i, tf.float32)),
                                   (i, acc))
            return acc, i
        return concrete(loop)
    return None


# -- the run ---------------------------------------------------------------------------------

def mlp_batch32_source(text: str) -> str:
    """The MLP's MLIR with its batch dimension 1 -> 32 (the entry signature is fixed)."""
    return re.sub(r"tensor<1x(\d+)xf32>", r"tensor<32x\1xf32>", text)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=str(DEFAULT_MODELS))
    parser.add_argument("--form", default="fn_std.mlir")
    parser.add_argument("--repeat", type=int, default=2000)
    parser.add_argument("--while-n", type=int, default=10)
    parser.add_argument("--threads", type=int, default=1,
                        help="intra-op threads of ours, ONNX Runtime and TensorFlow alike")
    opts = parser.parse_args(argv)
    if opts.threads < 1:
        parser.error("--threads must be a positive integer")
    os.environ["TFRT_NUM_THREADS"] = str(opts.threads)  # read when the runtime loads

    import tfrt
    from tfrt.compiler import compile_to_bef
    from tfrt.tools.models import ReferenceModel, as_tuple, within_tolerance

    notes = []
    try:
        import onnxruntime as ort
        so = ort.SessionOptions()
        so.intra_op_num_threads = opts.threads
        so.inter_op_num_threads = 1
        so.log_severity_level = 3
    except ImportError:
        ort = None
        notes.append("ONNX Runtime not importable (pip install onnxruntime, the 'bench' extra): skipped")
    try:
        import tensorflow as tf
        tf.config.threading.set_intra_op_parallelism_threads(opts.threads)
        tf.config.threading.set_inter_op_parallelism_threads(1)
        have_tf = True
    except ImportError:
        have_tf = False
        notes.append("TensorFlow not importable: 'TF (README)' is docs/models.md's "
                     "concrete-function figure on this machine, not measured in this run")

    root = pathlib.Path(opts.models)
    cases = []  # (label, model name, folder, MLIR text, args, batch)
    for name in ("scalar", "mlp", "cnn", "cond", "while", "chain200_scalar"):
        folder = root / name
        if not (folder / opts.form).exists():
            notes.append(f"{name}: no {opts.form}: skipped")
            continue
        model = ReferenceModel(folder)
        text = (folder / opts.form).read_text()
        args = model.inputs(0)
        if name == "while":
            args = [np.asarray(opts.while_n, args[0].dtype), args[1]]
        cases.append((name if name != "while" else f"while(n={opts.while_n})", name, folder, text,
                      args, 1, model))
        if name == "mlp":
            x32 = np.tile(args[0], (32, 1))
            cases.append(("mlp batch 32", name, folder, mlp_batch32_source(text), [x32], 32, model))

    print(f"{'model':16s} {'compile ms':>10s} {'ours us':>9s} {'numpy':>16s} {'ONNX Runtime':>18s} "
          f"{'TensorFlow':>18s}  check")
    times = {}
    for label, name, folder, text, args, batch, model in cases:
        t = time.perf_counter()
        compile_to_bef(text)
        compile_ms = (time.perf_counter() - t) * 1e3
        exe = tfrt.compile(text)
        ours_out = as_tuple(exe(*args))
        if batch == 1 and name != "while":
            ok = all(within_tolerance(g, w) for g, w in zip(ours_out, model.outputs(0)))
            check = "matches TF" if ok else "DIFFERS from TF"
        else:
            check = ""
        ours = median_us(lambda: exe(*args), opts.repeat)
        times[label] = ours
        cells = []
        if name in NUMPY:
            ref = NUMPY[name](folder)
            got = as_tuple(ref(*args))
            agree = all(np.allclose(g, o, rtol=1e-5, atol=1e-6) for g, o in zip(got, ours_out))
            t_np = median_us(lambda: ref(*args), opts.repeat)
            cells.append(f"{t_np:7.1f} ({ours / t_np:4.1f}x)" + ("" if agree else "!"))
        else:
            cells.append("-")
        if ort is not None and (folder / "model.onnx").exists():
            sess = ort.InferenceSession(str(folder / "model.onnx"), so,
                                        providers=["CPUExecutionProvider"])
            feed = {i.name: a for i, a in zip(sess.get_inputs(), args)}
            t_ort = median_us(lambda: sess.run(None, feed), opts.repeat)
            cells.append(f"{t_ort:7.1f} ({ours / t_ort:4.1f}x)")
        else:
            cells.append("-")
        tf_fn = tensorflow_peer(name, folder, args) if have_tf else None
        if tf_fn is not None:
            import tensorflow as tf
            targs = [tf.constant(a) for a in args]
            t_tf = median_us(lambda: tf_fn(*targs), max(opts.repeat // 4, 200), warmup=50)
            cells.append(f"{t_tf:7.1f} ({ours / t_tf:4.1f}x)")
        elif not have_tf and batch == 1 and name in README_TF:
            cells.append(f"README {README_TF[name]:4.0f} ({ours / README_TF[name]:4.2f}x)")
        else:
            cells.append("-")
        print(f"{label:16s} {compile_ms:10.1f} {ours:9.1f} {cells[0]:>16s} {cells[1]:>18s} "
              f"{cells[2]:>18s}  {check}")

    if "chain200_scalar" in times and "scalar" in times:
        # chain200: 200 element-wise ops on a scalar; scalar: 7. Per extra op, compiled as
        # usual (fused into one op) and without optimizations (fuse=False: one runtime op per
        # TF op, the dispatch cost), and plain numpy doing 200 scalar ops on 0-d arrays.
        per_op = (times["chain200_scalar"] - times["scalar"]) / (200 - 7)
        unfused = {}
        for name in ("chain200_scalar", "scalar"):
            case = next(c for c in cases if c[1] == name)
            exe = tfrt.compile(case[3], fuse=False)
            unfused[name] = median_us(lambda: exe(*case[4]), opts.repeat)
        per_op_unfused = (unfused["chain200_scalar"] - unfused["scalar"]) / (200 - 7)
        x = np.asarray(np.float32(0.5)).reshape(())
        c = np.asarray(np.float32(0.25)).reshape(())

        def chain():
            y = x
            for _ in range(200):
                y = np.multiply(y, c, out=...)
            return y
        t_chain = median_us(chain, max(opts.repeat // 4, 200)) / 200
        print(f"\nper-op cost (chain200_scalar - scalar, per extra op): {per_op:.2f} us fused, "
              f"{per_op_unfused:.2f} us unfused (fuse=False: chain200 {unfused['chain200_scalar']:.1f}"
              f" us); plain numpy 0-d op {t_chain:.2f} us; README: TF eager 17.8, TF concrete fn "
              f"0.25, ONNX Runtime 0.28")
    # v1 control flow (issue 7): the lowered while loop against its functional form, per
    # iteration at n = 100 (minus n = 0), measured side by side.
    per_iteration = {}
    for form in ("fn_std.mlir", "gd_lowered_io_raw.mlir", "gd_lowered_io_std.mlir"):
        path = root / "while" / form
        if path.exists():
            exe = tfrt.compile(path)
            x = ReferenceModel(root / "while").arguments(0, exe)
            n_at = {n: [np.asarray(n, np.int32) if a.dtype == np.int32 else a for a in x]
                    for n in (0, 100)}
            per_iteration[form] = (median_us(lambda: exe(*n_at[100]), 200, warmup=20)
                                   - median_us(lambda: exe(*n_at[0]), 200, warmup=20)) / 100
    if "fn_std.mlir" in per_iteration:
        base = per_iteration["fn_std.mlir"]
        print("\nwhile loop, us per iteration at n=100: " + ", ".join(
            f"{form} {t:.1f} ({t / base:.2f}x)" for form, t in per_iteration.items())
            + "  (goal: v1 forms <= the functional form)")
    v1 = root / "v1_cond_while" / "gd_io_raw.mlir"
    if v1.exists():
        exe = tfrt.compile(v1)
        args = ReferenceModel(v1.parent).arguments(0, exe)
        print(f"v1_cond_while/gd_io_raw.mlir (v1 cond + while, n={int(args[1])}): "
              f"{median_us(lambda: exe(*args), opts.repeat):.1f} us")

    print("\nratios are ours / peer (below 1: we are faster); goals: <= 0.5x TensorFlow, "
          "<= 2x ONNX Runtime at batch 1")
    for note in notes:
        print(f"note: {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
