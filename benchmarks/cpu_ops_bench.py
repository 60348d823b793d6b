"""Benchmarks of the CPU op library (not a test): ratios against plain numpy in the same run.

    .venv/bin/python benchmarks/cpu_ops_bench.py [--quick]

1. Conv2D / _FusedConv2D / MaxPool on the shapes of models/cnn, against the best of several
   plain-numpy formulations of the same computation (all measured here; the best is the baseline).
2. MatMul / _FusedMatMul on the shapes of models/mlp (batch 1 and 32) against `x @ w` (+ b, relu).
3. Per-op dispatch overhead: the op's dispatch function (and metadata function) against calling
   the numpy function directly, on scalars and small tensors.
4. The batch-1 cnn and mlp op chains as the runtime runs them: constant weights frozen (read-only
   views of immutable bytes, like a BEF file's), so pre-packed weights and cached filter matrices
   apply; each op against plain numpy doing the same computation (medians of interleaved rounds).
"""

from __future__ import annotations

import argparse
import os
import sys
import timeit

# Multi-threaded BLAS on a small, shared machine is dominated by thread contention (a 6272x72
# matmul measured 50x slower under load); both sides of every ratio use the same BLAS, so pin it
# to one thread unless the caller chose otherwise.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from numpy.lib.stride_tricks import sliding_window_view

from tfrt.runtime.cpu_ops import default_cpu_op_registry
from tfrt.runtime.tensor import TensorMetadata

REG = default_cpu_op_registry()


def best_time(fn, number, repeat=7):
    fn()
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number


def fmt(t):
    return f"{t * 1e6:9.2f} us"


# ---------------------------------------------------------------------------------------------
# Plain-numpy conv formulations (NHWC, SAME, stride 1), the candidates for the baseline.

def pad_same(x, kh, kw):
    ph, pw = kh - 1, kw - 1
    return np.pad(x, ((0, 0), (ph // 2, ph - ph // 2), (pw // 2, pw - pw // 2), (0, 0)))


def conv_swv_tensordot(x, w):
    kh, kw, c, o = w.shape
    win = sliding_window_view(pad_same(x, kh, kw), (kh, kw), axis=(1, 2))  # n,oh,ow,c,kh,kw
    return np.tensordot(win, w.transpose(2, 0, 1, 3), axes=3)


def conv_swv_einsum(x, w):
    kh, kw, c, o = w.shape
    win = sliding_window_view(pad_same(x, kh, kw), (kh, kw), axis=(1, 2))
    return np.einsum("nhwcij,ijco->nhwo", win, w, optimize=True)


def conv_swv_reshape_matmul(x, w):
    kh, kw, c, o = w.shape
    n, h, wd, _ = x.shape
    win = sliding_window_view(pad_same(x, kh, kw), (kh, kw), axis=(1, 2))  # n,h,w,c,kh,kw
    cols = win.transpose(0, 1, 2, 4, 5, 3).reshape(n * h * wd, kh * kw * c)
    return (cols @ w.reshape(kh * kw * c, o)).reshape(n, h, wd, o)


def conv_tap_accumulate(x, w):
    kh, kw, c, o = w.shape
    n, h, wd, _ = x.shape
    xp = pad_same(x, kh, kw)
    y = xp[:, 0:h, 0:wd, :] @ w[0, 0]
    for i in range(kh):
        for j in range(kw):
            if i or j:
                y += xp[:, i:i + h, j:j + wd, :] @ w[i, j]
    return y


def conv_tap_im2col(x, w):
    kh, kw, c, o = w.shape
    n, h, wd, _ = x.shape
    xp = pad_same(x, kh, kw)
    cols = np.empty((n, h, wd, kh, kw, c), x.dtype)
    for i in range(kh):
        for j in range(kw):
            cols[:, :, :, i, j, :] = xp[:, i:i + h, j:j + wd, :]
    return (cols.reshape(-1, kh * kw * c) @ w.reshape(-1, o)).reshape(n, h, wd, o)


def conv_as_strided_matmul(x, w):
    kh, kw, c, o = w.shape
    n, h, wd, _ = x.shape
    xp = pad_same(x, kh, kw)
    sn, sh, sw, sc = xp.strides
    win = np.lib.stride_tricks.as_strided(xp, (n, h, wd, kh, kw, c), (sn, sh, sw, sh, sw, sc))
    return (win.reshape(-1, kh * kw * c) @ w.reshape(-1, o)).reshape(n, h, wd, o)


CONV_BASELINES = {
    "as_strided+reshape+matmul": conv_as_strided_matmul,
    "swv+tensordot": conv_swv_tensordot,
    "swv+einsum(optimize)": conv_swv_einsum,
    "swv+reshape+matmul": conv_swv_reshape_matmul,
    "per-tap matmul accumulate": conv_tap_accumulate,
    "per-tap im2col+matmul": conv_tap_im2col,
}


def bench_conv(number):
    print("== Conv2D / _FusedConv2D (models/cnn shapes, NHWC, SAME, stride 1) ==")
    rng = np.random.default_rng(0)
    attrs = {"strides": [1, 1, 1, 1], "padding": "SAME", "data_format": "NHWC", "dilations": [1, 1, 1, 1]}
    fattrs = dict(attrs, fused_ops=["BiasAdd", "Relu"], num_args=1, epsilon=0.0)
    conv = REG.lookup("tf.Conv2D").dispatch_fn
    fconv = REG.lookup("tf._FusedConv2D").dispatch_fn
    ratios = []
    for xs, ws in [((1, 28, 28, 1), (3, 3, 1, 8)), ((1, 28, 28, 8), (3, 3, 8, 16)), ((8, 28, 28, 8), (3, 3, 8, 16))]:
        x = rng.standard_normal(xs, dtype=np.float32)
        w = rng.standard_normal(ws, dtype=np.float32)
        b = rng.standard_normal(ws[3], dtype=np.float32)
        ref = conv(attrs, x, w)
        times = {}
        for name, f in CONV_BASELINES.items():
            np.testing.assert_allclose(f(x, w), ref, rtol=1e-4, atol=1e-4)
            times[name] = best_time(lambda f=f: f(x, w), number)
        best_name = min(times, key=times.get)
        best = times[best_name]
        t_op = best_time(lambda: conv(attrs, x, w), number)
        t_fused = best_time(lambda: fconv(fattrs, x, w, b), number)
        t_fused_base = best_time(lambda: np.maximum(CONV_BASELINES[best_name](x, w) + b, 0), number)
        print(f"  x{list(xs)} w{list(ws)}")
        for name, t in sorted(times.items(), key=lambda kv: kv[1]):
            print(f"    numpy {name:28s} {fmt(t)}  ({t / best:4.2f}x best)")
        print(f"    tf.Conv2D                          {fmt(t_op)}  ratio vs best numpy: {t_op / best:4.2f}x")
        print(f"    tf._FusedConv2D(BiasAdd,Relu)      {fmt(t_fused)}  ratio vs best numpy conv+bias+relu: "
              f"{t_fused / t_fused_base:4.2f}x")
        ratios += [t_op / best, t_fused / t_fused_base]

    # MaxPool 2x2/2 VALID on the cnn shape, against the reshape formulation.
    x = rng.standard_normal((1, 28, 28, 16), dtype=np.float32)
    pattrs = {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"}
    mp = REG.lookup("tf.MaxPool").dispatch_fn
    base = lambda: x.reshape(1, 14, 2, 14, 2, 16).max(axis=(2, 4))  # noqa: E731
    base2 = lambda: sliding_window_view(x, (2, 2), axis=(1, 2))[:, ::2, ::2].max(axis=(-2, -1))  # noqa: E731
    np.testing.assert_array_equal(mp(pattrs, x), base())
    tb = min(best_time(base, number), best_time(base2, number))
    tm = best_time(lambda: mp(pattrs, x), number)
    print(f"  MaxPool 2x2/2 x[1,28,28,16]           {fmt(tm)}  ratio vs best numpy: {tm / tb:4.2f}x")
    return ratios


def bench_matmul(number):
    print("== MatMul / _FusedMatMul (models/mlp and cnn dense shapes) ==")
    rng = np.random.default_rng(1)
    mm = REG.lookup("tf.MatMul").dispatch_fn
    fmm = REG.lookup("tf._FusedMatMul").dispatch_fn
    attrs = {"transpose_a": False, "transpose_b": False}
    fattrs = dict(attrs, fused_ops=["BiasAdd", "Relu"], num_args=1, epsilon=0.0)
    ratios = []
    for m, k, n in [(1, 784, 128), (32, 784, 128), (1, 128, 10), (32, 128, 10), (1, 3136, 10)]:
        a = rng.standard_normal((m, k), dtype=np.float32)
        w = rng.standard_normal((k, n), dtype=np.float32)
        b = rng.standard_normal(n, dtype=np.float32)
        t_np = best_time(lambda: a @ w, number * 5)
        t_op = best_time(lambda: mm(attrs, a, w), number * 5)
        t_npf = best_time(lambda: np.maximum(a @ w + b, 0), number * 5)
        t_f = best_time(lambda: fmm(fattrs, a, w, b), number * 5)
        print(f"  [{m}x{k}] @ [{k}x{n}]  numpy {fmt(t_np)}  tf.MatMul {fmt(t_op)} ({t_op / t_np:4.2f}x)   "
              f"numpy+bias+relu {fmt(t_npf)}  _FusedMatMul {fmt(t_f)} ({t_f / t_npf:4.2f}x)")
        ratios += [t_op / t_np, t_f / t_npf]
    return ratios


def bench_overhead(number):
    print("== Per-op dispatch overhead (dispatch fn vs the numpy call it wraps; + metadata fn) ==")
    s = np.array(1.5, np.float32)
    v = np.ones((4, 4), np.float32)
    md = TensorMetadata(np.dtype(np.float32), ())
    mdv = TensorMetadata(np.dtype(np.float32), (4, 4))
    cases = [
        ("tf.AddV2", {}, (s, s), lambda: np.add(s, s), (md, md)),
        ("tf.AddV2", {}, (v, v), lambda: np.add(v, v), (mdv, mdv)),
        ("tf.Mul", {}, (v, v), lambda: np.multiply(v, v), (mdv, mdv)),
        ("tf.Relu", {}, (v,), lambda: np.maximum(v, 0), (mdv,)),
        ("tf.Exp", {}, (v,), lambda: np.exp(v), (mdv,)),
        ("tf.Greater", {}, (s, s), lambda: np.greater(s, s), (md, md)),
        ("tf.MatMul", {"transpose_a": False, "transpose_b": False}, (v, v), lambda: v @ v, (mdv, mdv)),
        ("tf.Identity", {}, (v,), lambda: v, (mdv,)),
        ("tf.Reshape", {}, (v, np.array([16], np.int32)), lambda: v.reshape(16), None),
        ("tf.Sum", {"keep_dims": False}, (v, np.array([1], np.int32)), lambda: v.sum(axis=1), None),
    ]
    for name, attrs, args, base, mds in cases:
        e = REG.lookup(name)
        t_b = best_time(base, number * 50)
        t_d = best_time(lambda: e.dispatch_fn(attrs, *args), number * 50)
        line = (f"  {name:14s} {str(args[0].shape):8s} numpy {fmt(t_b)}  dispatch {fmt(t_d)}  "
                f"(+{(t_d - t_b) * 1e6:5.2f} us, {t_d / t_b:4.2f}x)")
        if mds is not None and e.metadata_fn is not None:
            t_m = best_time(lambda: e.metadata_fn(attrs, *mds), number * 50)
            line += f"  metadata fn {fmt(t_m)}"
        print(line)


def frozen(a):
    """A read-only array over immutable bytes: how the runtime hands BEF constants to ops."""
    a = np.ascontiguousarray(a)
    return np.frombuffer(a.tobytes(), a.dtype).reshape(a.shape)


def interleaved_medians(cases, number, rounds=15):
    """Median per-call time of each case, measured in interleaved rounds (a noisy machine)."""
    import statistics
    import time
    for fn in cases.values():
        fn()
    times = {k: [] for k in cases}
    for _ in range(rounds):
        for k, fn in cases.items():
            t = time.perf_counter()
            for _ in range(number):
                fn()
            times[k].append((time.perf_counter() - t) / number)
    return {k: statistics.median(v) for k, v in times.items()}


def bench_models(number):
    print("== batch-1 cnn / mlp ops, frozen weights (dispatch fn vs plain numpy, interleaved medians) ==")
    rng = np.random.default_rng(2)
    f32 = np.float32
    k1, c1 = frozen(rng.standard_normal((3, 3, 1, 8), f32)), frozen(rng.standard_normal(8, f32))
    k2, c2 = frozen(rng.standard_normal((3, 3, 8, 16), f32)), frozen(rng.standard_normal(16, f32))
    wd, bd = frozen(rng.standard_normal((3136, 10), f32) * 0.05), frozen(rng.standard_normal(10, f32))
    w1, b1 = frozen(rng.standard_normal((784, 128), f32) * 0.05), frozen(rng.standard_normal(128, f32))
    w2, b2 = frozen(rng.standard_normal((128, 10), f32) * 0.1), frozen(rng.standard_normal(10, f32))
    x = rng.standard_normal((1, 28, 28, 1), f32)
    xm = rng.standard_normal((1, 784), f32)
    fc = REG.lookup("tf._FusedConv2D").dispatch_fn
    fm = REG.lookup("tf._FusedMatMul").dispatch_fn
    mp = REG.lookup("tf.MaxPool").dispatch_fn
    sm = REG.lookup("tf.Softmax").dispatch_fn
    ca = {"strides": (1, 1, 1, 1), "padding": "SAME", "data_format": "NHWC", "dilations": (1, 1, 1, 1),
          "fused_ops": ("BiasAdd", "Relu"), "num_args": 1}
    pa = {"ksize": (1, 2, 2, 1), "strides": (1, 2, 2, 1), "padding": "VALID", "data_format": "NHWC"}
    ma = {"transpose_a": False, "transpose_b": False, "fused_ops": ("BiasAdd",), "num_args": 1}
    mr = dict(ma, fused_ops=("BiasAdd", "Relu"))
    y1 = fc(ca, x, k1, c1)
    y2 = fc(ca, y1, k2, c2)
    y3 = mp(pa, y2).reshape(1, -1)
    z = fm(ma, y3, wd, bd)
    h = fm(mr, xm, w1, b1)

    def np_conv(x, k, b):        # the best plain-numpy conv above, + bias + relu
        return np.maximum(conv_as_strided_matmul(x, k) + b, 0)

    def np_softmax(z):
        e = np.exp(z - z.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True)

    rows = [
        ("_FusedConv2D [1,28,28,1]->8", lambda: fc(ca, x, k1, c1), lambda: np_conv(x, k1, c1)),
        ("_FusedConv2D [1,28,28,8]->16", lambda: fc(ca, y1, k2, c2), lambda: np_conv(y1, k2, c2)),
        ("MaxPool 2x2/2 [1,28,28,16]", lambda: mp(pa, y2),
         lambda: y2.reshape(1, 14, 2, 14, 2, 16).max(axis=(2, 4))),
        ("_FusedMatMul [1,3136]x[3136,10]", lambda: fm(ma, y3, wd, bd), lambda: y3 @ wd + bd),
        ("Softmax [1,10]", lambda: sm({}, z), lambda: np_softmax(z)),
        ("_FusedMatMul+Relu [1,784]x[784,128]", lambda: fm(mr, xm, w1, b1),
         lambda: np.maximum(xm @ w1 + b1, 0)),
        ("_FusedMatMul [1,128]x[128,10]", lambda: fm(ma, h, w2, b2), lambda: h @ w2 + b2),
    ]
    for name, ours, base in rows:
        np.testing.assert_allclose(ours(), base(), rtol=1e-4, atol=1e-4)
    cases = {}
    for name, ours, base in rows:
        cases[(name, "ours")] = ours
        cases[(name, "numpy")] = base
    t = interleaved_medians(cases, number)
    for name, _, _ in rows:
        a, b = t[(name, "ours")], t[(name, "numpy")]
        print(f"  {name:38s} {fmt(a)}  numpy {fmt(b)}  ({a / b:4.2f}x)")
    cnn = sum(t[(n, "ours")] for n, _, _ in rows[:5])
    mlp = sum(t[(n, "ours")] for n, _, _ in rows[5:]) + t[("Softmax [1,10]", "ours")]
    print(f"  sum over the cnn's ops {fmt(cnn)}, the mlp's {fmt(mlp)}")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="fewer iterations")
    args = p.parse_args(argv)
    number = 20 if args.quick else 100
    r1 = bench_conv(number)
    r2 = bench_matmul(number)
    bench_overhead(number)
    bench_models(number // 2)
    worst = max(r1 + r2)
    print(f"OPENBLAS_NUM_THREADS={os.environ.get('OPENBLAS_NUM_THREADS')}, load average {os.getloadavg()}")
    print(f"worst Conv2D/MatMul ratio against the best plain-numpy formulation: {worst:4.2f}x (goal <= 1.5x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
