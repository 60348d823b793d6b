"""What the TF graph optimizations buy on a real Keras model (a benchmark, not a test).

    .venv/bin/python benchmarks/graph_opts_bench.py [--model build/keras_models/mobilenet_v2]
        [--repeat 50] [--threads 1]

Keras MobileNetV2 (alpha 0.35, 96x96, batch 1) as `tools/gen_keras_models.py --bench
mobilenet_v2` writes it: `fn_std_b1.mlir` (52 batch norms exported as Rsqrt / Mul / Sub /
AddV2 on constants, 4 ZeroPadding2D Pads) and `model_b1.onnx` (tf2onnx, the same weights).
Compiled with `fuse=True` (constant folding, pad and batch-norm folding, kernel and
element-wise fusion) and `fuse=False` (one runtime op per TF op), each checked against
TensorFlow's output, and timed against ONNX Runtime in the same process (median ms per
run, same input, same thread count; the three run in turn, so that they share the load). Prints the ratios ours / ORT and fuse=False / fuse=True.
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys

import numpy as np

import timing  # benchmarks/timing.py

ROOT = pathlib.Path(__file__).resolve().parents[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", type=pathlib.Path,
                        default=ROOT / "build" / "keras_models" / "mobilenet_v2")
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    mlir, onnx = args.model / "fn_std_b1.mlir", args.model / "model_b1.onnx"
    if not mlir.exists():
        print(f"graph_opts_bench: error: {mlir} not found; make it with "
              f"`.venv/bin/python tools/gen_keras_models.py --bench mobilenet_v2`", file=sys.stderr)
        return 1
    x = np.load(args.model / "input_b1_0_x.npy")
    expected = np.load(args.model / "output_b1_0.npy")

    import tfrt
    runs = {}  # name -> (call, max |output - TF|)
    for fuse in (True, False):
        exe = tfrt.compile(mlir, fuse=fuse, num_threads=args.threads)
        runs[f"ours fuse={fuse}"] = (lambda exe=exe: exe(x),
                                     float(np.max(np.abs(exe(x) - expected))))
    try:
        import onnxruntime as ort
    except ImportError:
        ort = None
        print("ONNX Runtime: not installed (the `bench` extra), no ratio")
    if ort is not None and not onnx.exists():
        ort = None
        print(f"ONNX Runtime: {onnx} not found, no ratio")
    if ort is not None:
        options = ort.SessionOptions()
        options.intra_op_num_threads = options.inter_op_num_threads = args.threads
        session = ort.InferenceSession(str(onnx), options, providers=["CPUExecutionProvider"])
        feed = {session.get_inputs()[0].name: x}
        runs["ONNX Runtime"] = (lambda: session.run(None, feed),
                                float(np.max(np.abs(session.run(None, feed)[0] - expected))))

    # Round robin, one run of each in turn: on a shared machine every contender
    # sees the same load.
    times = {name: [] for name in runs}
    for _ in range(args.repeat):
        for name, (call, _) in runs.items():
            times[name].append(timing.median_seconds(call, 1) * 1e3)
    ms = {name: statistics.median(t) for name, t in times.items()}
    for name, (_, error) in runs.items():
        print(f"{name:18} {ms[name]:8.2f} ms   (max |output - TF| {error:.1e})")
    print(f"fuse=False / fuse=True: {ms['ours fuse=False'] / ms['ours fuse=True']:.2f}x")
    if "ONNX Runtime" in ms:
        for fuse in (True, False):
            print(f"ours fuse={fuse} / ORT: {ms[f'ours fuse={fuse}'] / ms['ONNX Runtime']:.2f}x")
    return 0

if __name__ == "__main__":
    sys.exit(main())
