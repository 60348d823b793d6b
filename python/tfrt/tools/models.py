"""Compiles and runs the reference models and compares with TensorFlow.

    python -m tfrt.tools.models ../shared/models [--form fn_std.mlir,gd_io_raw.mlir] [--repeat 200]

A model folder holds IR forms (`fn_std.mlir`, `gd_io_raw.mlir`, ...) and
TensorFlow's reference inputs and outputs (`input_<k>_<name>.npy`,
`output_<k>_<j>.npy`; docs/models.md). For each, in the first of
the `--form` names it has (by default the functional form, else the graph
forms, else a SavedModel import, so that every model runs in a form it has):
compile, run every input set, print the outputs, the largest relative
difference from TensorFlow's outputs, the compile time and the median latency.
A model fails if it does not compile or run, or differs by more than 1e-5
(floats; ints must match exactly). Ends with `N passed, M failed` (and `K
skipped`: models with none of the forms); exit 1 if any failed or none ran.
This is the project's main job (`make run`).
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


DEFAULT_FORMS = ("fn_std.mlir", "gd_io_std.mlir", "gd_io_raw.mlir", "sm_v2.mlir",
                 "sm_v1_upgrade_legacy_true.mlir")


def model_folders(root: pathlib.Path) -> list[pathlib.Path]:
    """The folders under `root` (itself included) with TensorFlow's outputs."""
    candidates = [root, *sorted(p for p in root.iterdir() if p.is_dir())]
    return [p for p in candidates if any(p.glob("output_*_*.npy"))]


def check_model(model: ReferenceModel, path: pathlib.Path, repeat: int) -> int:
    """Compiles and runs one model; the number of differing outputs. Raises
    the compiler's and the runtime's errors."""
    t = time.perf_counter()
    exe = model.compile(path)
    compile_ms = (time.perf_counter() - t) * 1e3
    print(f"== {model.name}/{path.name}: compiled in {compile_ms:.1f} ms, entry @{exe.entry}")
    input_sets = model.input_sets()
    if not input_sets:
        raise ValueError(f"{model.folder} has no input_<k>_<name>.npy files")
    failures = 0
    for k in input_sets:
        outputs = as_tuple(exe(*model.arguments(k, exe)))
        references = model.outputs(k)
        if len(outputs) != len(references):
            print(f"  input set {k}: {len(outputs)} outputs, TensorFlow gave {len(references)} "
                  "DIFFERS")
            failures += 1
        for j, (got, want) in enumerate(zip(outputs, references)):
            ok = within_tolerance(got, want)
            failures += not ok
            with np.printoptions(precision=5, threshold=8, edgeitems=2, linewidth=200):
                print(f"  input set {k}, output {j}: {got.dtype}{list(got.shape)} "
                      f"{np.array2string(got.ravel())} | vs TensorFlow: "
                      f"{largest_difference(got, want):.2e} {'ok' if ok else 'DIFFERS'}")
    arguments = model.arguments(input_sets[0], exe)
    batch = arguments[0].shape[0] if arguments and arguments[0].ndim else 1
    print(f"  latency (median of {repeat}, batch {batch}): "
          f"{median_latency(exe, arguments, repeat) * 1e6:.1f} us")
    return failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tfrt-models", description=__doc__.splitlines()[0])
    parser.add_argument("models", help="the reference models folder (or one model folder)")
    parser.add_argument("--form", default=",".join(DEFAULT_FORMS),
                        help="IR forms to compile, comma-separated file names: each model runs "
                             f"in the first it has (default {','.join(DEFAULT_FORMS)})")
    parser.add_argument("--repeat", type=int, default=200, help="runs timed per model")
    args = parser.parse_args(argv)
    if args.repeat < 1:
        parser.error(f"--repeat must be at least 1, not {args.repeat}")
    forms = [f for f in args.form.split(",") if f]
    if not forms:
        parser.error("--form needs a file name")

    from tfrt.compiler import CompileError
    from tfrt.executable import InvocationError, OpExecutionError
    from tfrt.runtime.executor import BEFExecutorError

    def fail(message: str) -> int:
        print(f"tfrt-models: error: {message}", file=sys.stderr)
        return 1

    root = pathlib.Path(args.models)
    if not root.is_dir():
        return fail(f"{root}: no such folder")
    folders = model_folders(root)
    if not folders:
        return fail(f"no model in {root} (a model folder holds *.mlir forms and TensorFlow's "
                    "output_<k>_<j>.npy)")
    passed = failed = skipped = 0
    for folder in folders:
        model = ReferenceModel(folder)
        path = next((folder / f for f in forms if (folder / f).exists()), None)
        if path is None:
            print(f"== {model.name}: skipped, it has none of {', '.join(forms)}")
            skipped += 1
            continue
        try:
            ok = check_model(model, path, args.repeat) == 0
        except (CompileError, InvocationError, OpExecutionError, BEFExecutorError, OSError,
                ValueError) as e:
            print(f"== {model.name}/{path.name}: error: {e}", file=sys.stderr)
            ok = False
        passed += ok
        failed += not ok
    print(f"\n{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    if passed + failed == 0:
        return fail(f"no model in {root} has any of the forms {', '.join(forms)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
