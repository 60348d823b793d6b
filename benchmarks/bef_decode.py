"""Cost of decoding (and verifying) a function body, per kernel: what an
executor pays once per function before running it. Not a test.

    .venv/bin/python benchmarks/bef_decode.py [model.mlir ...]

Peer in the same run: building the same number of tuples in plain Python.
"""

from __future__ import annotations

import pathlib
import sys

from tfrt.bef_emitter import mlir_to_bef
from tfrt.runtime.bef import BEFFile

from timing import median_seconds  # benchmarks/timing.py

MODELS = pathlib.Path(__file__).resolve().parent.parent.parent / "shared" / "models"
DEFAULT = [MODELS / "chain200_scalar" / "fn_std.mlir", MODELS / "cnn" / "fn_std.mlir"]


def median(fn, repeat=50) -> float:
    return median_seconds(fn, repeat)


def main(paths):
    print(f"{'model':32} {'kernels':>7} {'decode':>10} {'per kernel':>11} {'tuples peer':>12}")
    for path in paths:
        data = mlir_to_bef(path.read_text())
        n = sum(len(f.kernels) - 1 for f in BEFFile(data).functions if not f.is_native)

        def decode():
            bef = BEFFile(data)
            for f in bef.functions:
                if not f.is_native:
                    f.kernels

        def peer():  # the same number of 9-field tuples, no reading at all
            [(i, i, (i,), (), (), (i,), ((i,),), 1, 0) for i in range(n)]

        t, p = median(decode), median(peer)
        name = f"{path.parent.name}/{path.name}"
        print(f"{name:32} {n:7} {t * 1e6:8.1f}us {t / n * 1e6:9.2f}us {p / n * 1e6:10.2f}us")


if __name__ == "__main__":
    main([pathlib.Path(p) for p in sys.argv[1:]] or DEFAULT)
