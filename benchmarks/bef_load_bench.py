"""A 100 MB BEF: `tfrt.load` time, first-call time and the memory they add, against reading
the same bytes into memory (what a loader that copies its weights pays at least).
Not a test; prints one table.

    .venv/bin/python benchmarks/bef_load_bench.py [--mb 100]

The model is a chain of float32 MatMul + Relu layers whose weights total `--mb` megabytes,
built with the MLIR Python API, compiled and saved once; each measurement runs in a fresh
process (no page cache tricks beyond the OS's: the file was just written, as a deployment's
would be after copying). Memory is the process's anonymous RSS (`RssAnon`): memory-mapped
weights are file pages (`RssFile`), copied ones anonymous.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import subprocess
import sys
import tempfile

import numpy as np

WIDTH = 1024  # 4 MiB of float32 weights per layer

CHILD = r"""
import json, sys, time
import numpy as np

def rss():
    fields = dict(line.split(":", 1) for line in open("/proc/self/status"))
    return {k: int(fields[k].split()[0]) * 1024 for k in ("RssAnon", "RssFile")}

path, mode = sys.argv[1], sys.argv[2]
x = np.ones((1, %(width)d), np.float32)
if mode == "tfrt":
    import tfrt.runtime  # the runtime's imports, outside the timing
    import tfrt
    before = rss()
    t = time.perf_counter()
    exe = tfrt.load(path)
    load = time.perf_counter() - t
    loaded = rss()
    t = time.perf_counter()
    exe(x)
    first = time.perf_counter() - t
    t = time.perf_counter()
    exe(x)
    second = time.perf_counter() - t
    after = rss()
    print(json.dumps({"load": load, "first": first, "second": second,
                      "anon_load": loaded["RssAnon"] - before["RssAnon"],
                      "anon_run": after["RssAnon"] - before["RssAnon"],
                      "file_run": after["RssFile"] - before["RssFile"]}))
else:
    before = rss()
    t = time.perf_counter()
    data = open(path, "rb").read()
    read = time.perf_counter() - t
    print(json.dumps({"read": read, "anon_read": rss()["RssAnon"] - before["RssAnon"]}))
"""


def build(mb: int, path: pathlib.Path) -> int:
    """Compiles and saves the chain; returns the BEF's size in bytes."""
    from mlir import ir
    from mlir.dialects import func

    import tfrt

    layers = max(1, mb * 2**20 // (WIDTH * WIDTH * 4))
    rng = np.random.default_rng(0)
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.allow_unregistered_dialects = True
        module = ir.Module.create()
        f32 = ir.F32Type.get()
        row = ir.RankedTensorType.get([1, WIDTH], f32)
        square = ir.RankedTensorType.get([WIDTH, WIDTH], f32)
        with ir.InsertionPoint(module.body):
            @func.FuncOp.from_py_func(row, name="main")
            def main(x):
                for _ in range(layers):
                    w = (rng.standard_normal((WIDTH, WIDTH), np.float32) / np.sqrt(WIDTH)).astype(np.float32)
                    const = ir.Operation.create(
                        "tf.Const", results=[square],
                        attributes={"value": ir.DenseElementsAttr.get(w, type=square)})
                    mm = ir.Operation.create("tf.MatMul", results=[row],
                                             operands=[x, const.result])
                    x = ir.Operation.create("tf.Relu", results=[row], operands=[mm.result]).result
                return x
        exe = tfrt.compile(module)
    exe.save(path)
    return path.stat().st_size


def child(path: pathlib.Path, mode: str) -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD % {"width": WIDTH}, str(path), mode],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=100, help="weight megabytes (default 100)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp) / "chain.bef"
        size = build(args.mb, path)
        runs = [child(path, "tfrt") for _ in range(args.repeat)]
        reads = [child(path, "read") for _ in range(args.repeat)]
    med = lambda rows, k: float(np.median([r[k] for r in rows]))
    mib = 2**20
    print(f"BEF {size / mib:.1f} MiB ({size // (WIDTH * WIDTH * 4)} layers of [{WIDTH}x{WIDTH}] float32)")
    print(f"{'':28}{'seconds':>10}{'anon MiB':>10}")
    print(f"{'tfrt.load':28}{med(runs, 'load'):10.3f}{med(runs, 'anon_load') / mib:10.1f}")
    print(f"{'first call':28}{med(runs, 'first'):10.3f}{med(runs, 'anon_run') / mib:10.1f}")
    print(f"{'second call':28}{med(runs, 'second'):10.3f}")
    print(f"{'peer: read the file':28}{med(reads, 'read'):10.3f}{med(reads, 'anon_read') / mib:10.1f}")
    print(f"load / read: {med(runs, 'load') / med(reads, 'read'):.2f}x; "
          f"file pages mapped by the calls: {med(runs, 'file_run') / mib:.1f} MiB")


if __name__ == "__main__":
    main()
