"""The NN ops on oneDNN against the numpy kernels (and ONNX Runtime when installed), per layer
and on the shared models, measured side by side (a benchmark, not a test; docs/native.md).

    .venv/bin/python benchmarks/native_kernels_bench.py [--threads N] [--repeat 300]
        [--models ../shared/models]

Layers: each op bound once with constant (frozen) weights, as a BEF kernel runs it, median
of --repeat calls after a warm-up, on the numpy kernels (`native=False`) and on oneDNN;
ONNX Runtime (optional: needs `onnxruntime` and `onnx`) runs the same layer as a one-node
graph. Everything uses the same thread count (--threads, default TFRT_NUM_THREADS or all
cores): oneDNN's OpenMP threads, OpenBLAS's threads, ORT's intra-op threads. Models: cnn
and mlp of ../shared/models through `tfrt.compile`, in a child process each with
TFRT_NATIVE=0 and =1. Ratios are native / numpy and native / ORT (below 1: native faster).
"""

from __future__ import annotations

import argparse
import os
import pathlib
import subprocess
import sys

import numpy as np

import timing  # benchmarks/timing.py

ROOT = pathlib.Path(__file__).resolve().parents[1]


def median_us(fn, repeat, warmup=30):
    return timing.median_us(fn, repeat, warmup)


def frozen(a):
    return np.frombuffer(a.astype(np.float32).tobytes(), np.float32).reshape(a.shape)


def layers():
    """(name, op, attrs, input, constant operands...)."""
    r = np.random.default_rng(0)
    f = lambda *s: r.standard_normal(s).astype(np.float32)  # noqa: E731
    same = {"strides": [1, 1, 1, 1], "padding": "SAME"}
    return [
        ("dw3x3 1x48x48x16", "tf.DepthwiseConv2dNative", same, f(1, 48, 48, 16), f(3, 3, 16, 1)),
        ("dw3x3 1x48x48x96 s2", "tf.DepthwiseConv2dNative", dict(same, strides=[1, 2, 2, 1]),
         f(1, 48, 48, 96), f(3, 3, 96, 1)),
        ("dw3x3 +bias+Relu6 1x24x24x96", "tf._FusedDepthwiseConv2dNative",
         dict(same, fused_ops=["BiasAdd", "Relu6"]), f(1, 24, 24, 96), f(3, 3, 96, 1), f(96)),
        ("dw3x3 +bias+Swish 1x24x24x96", "tf._FusedDepthwiseConv2dNative",
         dict(same, fused_ops=["BiasAdd", "_MklSwish"]), f(1, 24, 24, 96), f(3, 3, 96, 1), f(96)),
        ("conv1x1 16->96 +Relu6 48x48", "tf._FusedConv2D", dict(same, fused_ops=["BiasAdd", "Relu6"], num_args=1),
         f(1, 48, 48, 16), f(1, 1, 16, 96), f(96)),
        ("conv3x3 32->32 +Relu 28x28", "tf._FusedConv2D", dict(same, fused_ops=["BiasAdd", "Relu"], num_args=1),
         f(1, 28, 28, 32), f(3, 3, 32, 32), f(32)),
        ("conv3x3 3->16 s2 96x96", "tf.Conv2D", dict(same, strides=[1, 2, 2, 1]), f(1, 96, 96, 3), f(3, 3, 3, 16)),
        ("conv3x3 64->64 +res+Relu 14x14", "tf._FusedConv2D",
         dict(same, fused_ops=["BiasAdd", "Add", "Relu"], num_args=2), f(1, 14, 14, 64), f(3, 3, 64, 64), f(64),
         ("input", f(1, 14, 14, 64))),
        ("conv1x1 32->64 +res+Relu 28x28", "tf._FusedConv2D",
         dict(same, fused_ops=["BiasAdd", "Add", "Relu"], num_args=2), f(1, 28, 28, 32), f(1, 1, 32, 64), f(64),
         ("input", f(1, 28, 28, 64))),
        ("conv1x1 16->96 +Swish 32x32", "tf._FusedConv2D", dict(same, fused_ops=["BiasAdd", "_MklSwish"], num_args=1),
         f(1, 32, 32, 16), f(1, 1, 16, 96), f(96)),
        ("matmul 1x784 @ 784x128 +Relu", "tf._FusedMatMul", {"fused_ops": ["BiasAdd", "Relu"], "num_args": 1},
         f(1, 784), f(784, 128), f(128)),
        ("matmul 32x784 @ 784x128 +Relu", "tf._FusedMatMul", {"fused_ops": ["BiasAdd", "Relu"], "num_args": 1},
         f(32, 784), f(784, 128), f(128)),
        ("matmul 64x256 @ 256x1024 +GeluExact", "tf._FusedMatMul",
         {"fused_ops": ["BiasAdd", "GeluExact"], "num_args": 1}, f(64, 256), f(256, 1024), f(1024)),
        ("batchmatmul 8x64x64 @ 8x64x64", "tf.BatchMatMulV2", {}, f(8, 64, 64), ("input", f(8, 64, 64))),
        ("maxpool 2x2 1x24x24x32", "tf.MaxPool", {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"},
         f(1, 24, 24, 32)),
        ("avgpool 3x3 s2 SAME 1x28x28x32", "tf.AvgPool",
         {"ksize": [1, 3, 3, 1], "strides": [1, 2, 2, 1], "padding": "SAME"}, f(1, 28, 28, 32)),
    ]


def _operands(rest):
    """Constants are frozen (as in a BEF file); ("input", a) is a run-time operand."""
    return [a[1] if isinstance(a, tuple) else frozen(a) for a in rest]


# -- ONNX Runtime: the same layer as a one-node graph ------------------------------------------

def ort_layer(op, attrs, x, rest, threads):
    try:
        import onnx
        import onnxruntime as ort
        from onnx import TensorProto, helper, numpy_helper
    except ImportError:
        return None
    consts = [a[1] if isinstance(a, tuple) else a for a in rest]
    inits, nodes = [], []
    act = None
    if op in ("tf.Conv2D", "tf.DepthwiseConv2dNative", "tf._FusedConv2D", "tf._FusedDepthwiseConv2dNative"):
        w = consts[0]
        if "Depthwise" in op:
            kh, kw, c, m = w.shape
            wo, group = w.reshape(kh, kw, 1, c * m).transpose(3, 2, 0, 1), c
        else:
            wo, group = w.transpose(3, 2, 0, 1), 1
        inits.append(numpy_helper.from_array(np.ascontiguousarray(wo), "w"))
        ins = ["xc", "w"]
        if op.startswith("tf._Fused"):
            inits.append(numpy_helper.from_array(consts[1], "b"))
            ins.append("b")
            act = attrs["fused_ops"][-1]
        s = attrs["strides"][1:3]
        nodes.append(helper.make_node("Transpose", ["x"], ["xc"], perm=[0, 3, 1, 2]))
        nodes.append(helper.make_node("Conv", ins, ["yc"], strides=s, group=group,
                                      auto_pad="SAME_UPPER" if attrs["padding"] == "SAME" else "VALID",
                                      kernel_shape=list(w.shape[:2])))
        last = "yc"
        if "Add" in attrs.get("fused_ops", ()):
            inits.append(numpy_helper.from_array(np.ascontiguousarray(consts[2].transpose(0, 3, 1, 2)), "res"))
            nodes.append(helper.make_node("Add", [last, "res"], ["ya"]))
            last = "ya"
        tail = "yt"
    elif op in ("tf.MatMul", "tf._FusedMatMul", "tf.BatchMatMulV2"):
        inits.append(numpy_helper.from_array(consts[0], "w"))
        nodes.append(helper.make_node("MatMul", ["x", "w"], ["ym"]))
        last = "ym"
        if op == "tf._FusedMatMul":
            inits.append(numpy_helper.from_array(consts[1], "b"))
            nodes.append(helper.make_node("Add", ["ym", "b"], ["yb"]))
            last, act = "yb", attrs["fused_ops"][-1]
        tail = None
    else:  # pools
        k, s = attrs["ksize"][1:3], attrs["strides"][1:3]
        kind = "MaxPool" if op == "tf.MaxPool" else "AveragePool"
        nodes.append(helper.make_node("Transpose", ["x"], ["xc"], perm=[0, 3, 1, 2]))
        nodes.append(helper.make_node(kind, ["xc"], ["yc"], kernel_shape=k, strides=s,
                                      auto_pad="SAME_UPPER" if attrs["padding"] == "SAME" else "VALID"))
        last, tail = "yc", "yt"
    if act == "Relu":
        nodes.append(helper.make_node("Relu", [last], ["yr"]))
        last = "yr"
    elif act == "Relu6":
        inits += [numpy_helper.from_array(np.float32(0), "lo"), numpy_helper.from_array(np.float32(6), "hi")]
        nodes.append(helper.make_node("Clip", [last, "lo", "hi"], ["yr"]))
        last = "yr"
    elif act == "_MklSwish":
        nodes += [helper.make_node("Sigmoid", [last], ["ys"]), helper.make_node("Mul", [last, "ys"], ["yr"])]
        last = "yr"
    elif act == "GeluExact":   # x * 0.5 * (1 + erf(x / sqrt 2)): ORT's optimizer makes it one Gelu
        inits += [numpy_helper.from_array(np.float32(np.sqrt(2)), "sqrt2"),
                  numpy_helper.from_array(np.float32(1), "one"), numpy_helper.from_array(np.float32(0.5), "half")]
        nodes += [helper.make_node("Div", [last, "sqrt2"], ["yd"]), helper.make_node("Erf", ["yd"], ["ye"]),
                  helper.make_node("Add", ["ye", "one"], ["yp"]), helper.make_node("Mul", [last, "yp"], ["yq"]),
                  helper.make_node("Mul", ["yq", "half"], ["yr"])]
        last = "yr"
    if tail:
        nodes.append(helper.make_node("Transpose", [last], [tail], perm=[0, 2, 3, 1]))
        last = tail
    graph = helper.make_graph(nodes, "layer", [helper.make_tensor_value_info("x", TensorProto.FLOAT, x.shape)],
                              [helper.make_tensor_value_info(last, TensorProto.FLOAT, None)], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    sess = ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    feed = {"x": x}
    return lambda: sess.run(None, feed)


def bound(registry, op, attrs, n):
    """The op as a BEF kernel calls it."""
    e = registry.lookup(op)
    return e.specialize_fn(attrs, n) if e.specialize_fn is not None else e.dispatch_fn


def bench_layers(threads, repeat):
    from tfrt.runtime import blas, native
    from tfrt.runtime.cpu_ops import CpuOpRegistry, register_tf_ops

    native.set_num_threads(threads)
    blas.set_blas_threads(threads)
    fast = register_tf_ops(CpuOpRegistry(), native=True)
    slow = register_tf_ops(CpuOpRegistry(), native=False)
    print(f"oneDNN {native.dnnl.version()}, {threads} thread(s); median us of {repeat} calls")
    print(f"{'layer':34} {'numpy':>9} {'native':>9} {'ORT':>9} {'nat/np':>7} {'nat/ORT':>8}")
    ratios_np, ratios_ort = [], []
    for name, op, attrs, x, *rest in layers():
        args = [x] + _operands(rest)
        n = len(args)
        kn, ks = bound(fast, op, attrs, n), bound(slow, op, attrs, n)
        yn, ys = kn(attrs, *args), ks(attrs, *args)
        err = float(np.abs(yn - ys).max() / max(1.0, np.abs(ys).max()))
        t_np = median_us(lambda: ks(attrs, *args), repeat)
        t_nat = median_us(lambda: kn(attrs, *args), repeat)
        ort_fn = ort_layer(op, attrs, x, rest, threads)
        t_ort = median_us(ort_fn, repeat) if ort_fn else None
        ratios_np.append(t_nat / t_np)
        if t_ort:
            ratios_ort.append(t_nat / t_ort)
        ort_s = f"{t_ort:9.1f}" if t_ort else f"{'-':>9}"
        ro = f"{t_nat / t_ort:8.2f}" if t_ort else f"{'-':>8}"
        print(f"{name:34} {t_np:9.1f} {t_nat:9.1f} {ort_s} {t_nat / t_np:7.3f} {ro}"
              + (f"   (max rel diff {err:.1e})" if err > 1e-5 else ""))
    geo = lambda v: float(np.exp(np.mean(np.log(v))))  # noqa: E731
    print(f"{'geomean':34} {'':9} {'':9} {'':9} {geo(ratios_np):7.3f} "
          + (f"{geo(ratios_ort):8.2f}" if ratios_ort else f"{'-':>8}"))
    if not ratios_ort:
        print("(ONNX Runtime column skipped: onnxruntime and onnx not both installed)")


_MODEL_CHILD = """
import statistics, sys, time, numpy as np, tfrt
from tfrt.runtime import native
exe = tfrt.compile(sys.argv[1])
x = np.load(sys.argv[2])
for _ in range(50):
    exe(x)
ts = []
for _ in range(int(sys.argv[3])):
    t = time.perf_counter(); exe(x); ts.append(time.perf_counter() - t)
print(statistics.median(ts) * 1e6, native.available())
"""


def bench_models(models, threads, repeat):
    print(f"\nshared models through tfrt.compile, {threads} thread(s), median us of {repeat} calls")
    print(f"{'model':10} {'numpy':>9} {'native':>9} {'nat/np':>7}")
    for name in ("cnn", "mlp"):
        folder = models / name
        if not folder.is_dir():
            print(f"{name:10} (not found at {folder})")
            continue
        t = {}
        for flag in ("0", "1"):
            env = dict(os.environ, TFRT_NATIVE=flag, TFRT_NUM_THREADS=str(threads), TFRT_BLAS_THREADS=str(threads))
            r = subprocess.run([sys.executable, "-c", _MODEL_CHILD, str(folder / "fn_std.mlir"),
                                str(folder / "input_0_x.npy"), str(repeat)],
                               capture_output=True, text=True, env=env, cwd=ROOT)
            if r.returncode:
                sys.exit(f"{name} with TFRT_NATIVE={flag} failed:\n{r.stderr}")
            us, avail = r.stdout.split()
            assert avail == ("True" if flag == "1" else "False"), (flag, avail)
            t[flag] = float(us)
        print(f"{name:10} {t['0']:9.1f} {t['1']:9.1f} {t['1'] / t['0']:7.3f}")


def main():
    from tfrt.runtime import native

    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--threads", type=int, default=native.default_num_threads())
    p.add_argument("--repeat", type=int, default=300)
    p.add_argument("--models", type=pathlib.Path, default=ROOT.parent / "shared" / "models")
    a = p.parse_args()
    if not native.available():
        sys.exit(f"native kernels unavailable: {native.reason()}")
    bench_layers(a.threads, a.repeat)
    bench_models(a.models, a.threads, max(a.repeat, 500))


if __name__ == "__main__":
    main()
