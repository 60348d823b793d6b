"""Compiles and runs the reference models and compares with TensorFlow.

    python -m tfrt.tools.models ../shared/models [--form fn_std.mlir] [--repeat 200]

For each model folder (see ../shared/models/README.md): compile the chosen IR
form, run every reference input set, print the outputs, the largest relative
difference from TensorFlow's own outputs, the compile time and the median
latency. Exit 1 if a model fails or differs by more than 1e-5 (f32; ints must
match exactly). This is the project's main job (`make run`).
"""

from __future__ import annotations

import argparse
import dataclasses
import pathlib
import re
import statistics
import sys
import time

import numpy as np

F32_RTOL = 1e-5


@dataclasses.dataclass
class ReferenceModel:
    """A model folder: its IR forms and TensorFlow's inputs and outputs."""

    folder: pathlib.Path

    @property
    def name(self) -> str:
        return self.folder.name

    def forms(self) -> list[pathlib.Path]:
        return sorted(self.folder.glob("*.mlir"))

    def input_sets(self) -> list[int]:
        return sorted({int(m[1]) for p in self.folder.glob("input_*_*.npy")
                       if (m := re.match(r"input_(\d+)_", p.name))})

    def inputs(self, k: int, names: list[str] | None = None) -> list[np.ndarray]:
        """input_<k>_<name>.npy, in the order of `names` (the entry's input
        names, `Executable.inputs`) when given, else by name."""
        if names and all((self.folder / f"input_{k}_{n}.npy").exists() for n in names):
            return [np.load(self.folder / f"input_{k}_{n}.npy") for n in names]
        return [np.load(p) for p in sorted(self.folder.glob(f"input_{k}_*.npy"))]

    def outputs(self, k: int) -> list[np.ndarray]:
        return [np.load(p) for p in sorted(self.folder.glob(f"output_{k}_*.npy"),
                                           key=lambda p: int(p.stem.rsplit("_", 1)[1]))]

    def variables(self) -> list[np.ndarray]:
        """Values of the variables (resource arguments), in argument order."""
        path = self.folder / "weights.npz"
        if not path.exists():
            return []
        with np.load(path) as weights:
            return [weights[k] for k in sorted(weights.files)]

    def compile(self, path: pathlib.Path, **options):
        """`tfrt.compile` of one form; an unfrozen one (`fn_unfrozen_*`) gets
        the variables' values from weights.npz."""
        import tfrt

        if path.name.startswith("fn_unfrozen"):
            options.setdefault("variables", self.variables())
        return tfrt.compile(path, **options)

    def arguments(self, k: int, exe) -> list[np.ndarray]:
        """Input set `k` for the Executable `exe`, in its input order."""
        return self.inputs(k, [spec.name for spec in exe.inputs])


def largest_difference(got: np.ndarray, want: np.ndarray) -> float:
    """Relative for floats (|got - want| / max(1, |want|)), absolute for ints."""
    if got.shape != want.shape:
        return float("inf")
    if np.issubdtype(want.dtype, np.floating):
        g, w = got.astype(np.float64), want.astype(np.float64)
        return float(np.max(np.abs(g - w) / np.maximum(1.0, np.abs(w)), initial=0.0))
    return float(np.max(np.abs(got.astype(np.int64) - want.astype(np.int64)), initial=0))


def within_tolerance(got: np.ndarray, want: np.ndarray) -> bool:
    limit = F32_RTOL if np.issubdtype(want.dtype, np.floating) else 0
    return got.dtype == want.dtype and largest_difference(got, want) <= limit


def as_tuple(outputs) -> tuple:
    return outputs if isinstance(outputs, tuple) else (outputs,)


def median_latency(exe, args, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        exe(*args)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tfrt-models", description=__doc__.splitlines()[0])
    parser.add_argument("models", help="the reference models folder")
    parser.add_argument("--form", default="fn_std.mlir", help="IR form to compile (file name)")
    parser.add_argument("--repeat", type=int, default=200, help="runs timed per model")
    args = parser.parse_args(argv)

    import tfrt
    from tfrt.compiler import CompileError
    from tfrt.executable import InvocationError, OpExecutionError

    root = pathlib.Path(args.models)
    if not root.is_dir():
        print(f"tfrt-models: error: {root}: no such folder", file=sys.stderr)
        return 1
    failures = 0
    for folder in sorted(p for p in root.iterdir() if (p / args.form).exists()):
        model = ReferenceModel(folder)
        path = folder / args.form
        try:
            t = time.perf_counter()
            exe = model.compile(path)
            compile_ms = (time.perf_counter() - t) * 1e3
            print(f"== {model.name}/{args.form}: compiled in {compile_ms:.1f} ms, entry @{exe.entry}")
            for k in model.input_sets():
                arguments = model.arguments(k, exe)
                outputs = as_tuple(exe(*arguments))
                for j, (got, want) in enumerate(zip(outputs, model.outputs(k))):
                    ok = within_tolerance(got, want)
                    failures += not ok
                    with np.printoptions(precision=5, threshold=8, edgeitems=2, linewidth=200):
                        print(f"  input set {k}, output {j}: {got.dtype}{list(got.shape)} "
                              f"{np.array2string(got.ravel())} | vs TensorFlow: "
                              f"{largest_difference(got, want):.2e} {'ok' if ok else 'DIFFERS'}")
            latency = median_latency(exe, model.arguments(0, exe), args.repeat)
            print(f"  latency (median of {args.repeat}, batch {arguments[0].shape[0] if arguments[0].ndim else 1}): "
                  f"{latency * 1e6:.1f} us")
        except (CompileError, InvocationError, OpExecutionError) as e:
            failures += 1
            print(f"  error: {e}", file=sys.stderr)
    if failures:
        print(f"\n{failures} failures", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
