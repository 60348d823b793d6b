"""BEF for the MLP model: bytes, emit time, open time, and that opening does
not copy the weights. Not a test; prints one table.

    .venv/bin/python benchmarks/bef_mlp.py [path/to/fn_std.mlir]

Peers measured in the same run: parsing the MLIR text (what emitting starts
from), reading the file into memory and np.load of the same weights (what
opening avoids).
"""

from __future__ import annotations

import pathlib
import sys
import tempfile
import tracemalloc

import numpy as np
from mlir import ir

from tfrt.bef_emitter import mlir_to_bef
from tfrt.runtime.bef import AttributeType, BEFFile

from timing import median_seconds  # benchmarks/timing.py

HERE = pathlib.Path(__file__).resolve().parent
DEFAULT = HERE.parent.parent / "shared" / "models" / "mlp" / "fn_std.mlir"


median_time = median_seconds


def parse(text: str):
    with ir.Context() as context:
        context.allow_unregistered_dialects = True
        return ir.Module.parse(text)


def open_and_map_weights(path) -> tuple[BEFFile, list[np.ndarray]]:
    """Open the file, decode its function, view every dense attribute."""
    bef = BEFFile.open(path)
    function = bef.functions[0]
    weights = [bef.attribute(offset, AttributeType.DENSE)
               for kernel in function.kernels[1:] for offset in kernel.attributes
               if bef.attribute_types[offset] == AttributeType.DENSE]
    return bef, weights


def main(model: pathlib.Path) -> None:
    text = model.read_text()
    parse_s = median_time(lambda: parse(text), 5)
    emit_s = median_time(lambda: mlir_to_bef(text), 5)  # parse included
    data = mlir_to_bef(text)

    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp) / "mlp.bef"
        path.write_bytes(data)
        open_s = median_time(lambda: BEFFile.open(path).close(), 200)
        decode_s = median_time(lambda: open_and_map_weights(path), 200)
        read_s = median_time(path.read_bytes, 200)
        npz = model.parent / "weights.npz"
        npz_s = None
        if npz.exists():
            npz_s = median_time(lambda: list(np.load(npz).values()), 50)

        tracemalloc.start()
        bef, weights = open_and_map_weights(path)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        n_floats = sum(w.size for w in weights)
        mapped = np.frombuffer(bef._data, np.uint8).ctypes.data
        inside = all(mapped <= w.ctypes.data < mapped + bef.size for w in weights)
        kernels = len(bef.functions[0].kernels) - 1
        del weights
        bef.close()

    print(f"model            {model}")
    print(f"kernels          {kernels}")
    print(f"weights          {n_floats} floats in dense attributes, views of the mapping: {inside}")
    print(f"BEF bytes        {len(data)}")
    print(f"parse MLIR       {parse_s * 1e3:9.2f} ms   (peer)")
    print(f"emit BEF         {emit_s * 1e3:9.2f} ms   parse + emit; "
          f"{emit_s / parse_s:.2f}x parsing alone")
    print(f"open             {open_s * 1e6:9.1f} us   mmap, sections, index")
    print(f"open + decode    {decode_s * 1e6:9.1f} us   + function body, views of all weights")
    print(f"read file        {read_s * 1e6:9.1f} us   (peer: copying the file; open + decode "
          f"is {decode_s / read_s:.2f}x)")
    if npz_s is not None:
        print(f"np.load weights  {npz_s * 1e6:9.1f} us   (peer: weights.npz; open + decode "
              f"is {decode_s / npz_s:.2f}x)")
    print(f"memory on open   {peak} bytes peak (tracemalloc), "
          f"{peak / len(data):.4f} of the file size")


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT)
