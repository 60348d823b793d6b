"""Parses, verifies and summarises TF-dialect MLIR files.

    python -m tfrt.tools.summarize ../shared/models          # every model file
    python -m tfrt.tools.summarize model.mlir [more.mlir ...]

For each file: the IR form it is in, its functions, and how many ops of each
dialect it holds. A file that does not parse or verify is reported with
MLIR's diagnostic (file:line:col) and makes the exit status 1.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import pathlib
import sys

from mlir import ir

import tfrt.dialects  # noqa: F401  (registers the dialects)
from tfrt.diagnostics import format_error

V1_CONTROL_FLOW = {
    "tf_executor.Switch", "tf_executor._SwitchN", "tf_executor.Merge", "tf_executor.Enter",
    "tf_executor.Exit", "tf_executor.NextIteration.Source", "tf_executor.NextIteration.Sink",
    "tf_executor.LoopCond",
}


@dataclasses.dataclass
class Summary:
    path: pathlib.Path
    functions: int
    ops: collections.Counter  # op name -> count

    @property
    def form(self) -> str:
        names = self.ops.keys()
        if V1_CONTROL_FLOW & names:
            return "executor, v1 control flow"
        if "tf_executor.graph" in names:
            return "executor"
        if {"tf.IfRegion", "tf.WhileRegion"} & names:
            return "functional, regions"
        if any(n.startswith("tf.") for n in names):
            return "functional"
        return "other"

    def by_dialect(self) -> dict[str, int]:
        counts: collections.Counter = collections.Counter()
        for name, n in self.ops.items():
            counts[name.split(".", 1)[0]] += n
        return dict(sorted(counts.items()))


def summarize_file(path: pathlib.Path) -> Summary:
    """Parses and verifies `path`; raises ir.MLIRError with the diagnostics."""
    with ir.Context() as context, ir.Location.unknown():
        # tf_saved_model ops stay unregistered, as in TensorFlow without that dialect.
        context.allow_unregistered_dialects = True
        module = ir.Module.parseFile(str(path))  # parses and verifies
        ops: collections.Counter = collections.Counter()

        def count(op):
            ops[op.name] += 1
            return ir.WalkResult.ADVANCE

        module.operation.walk(count)
        del ops["builtin.module"]
        return Summary(path, ops.get("func.func", 0), ops)


def model_files(paths: list[str]) -> list[pathlib.Path]:
    files: list[pathlib.Path] = []
    for p in map(pathlib.Path, paths):
        if not p.exists():
            raise FileNotFoundError(f"tfrt-summarize: error: {p}: no such file or directory")
        files.extend(sorted(p.rglob("*.mlir")) if p.is_dir() else [p])
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tfrt-summarize", description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", help="MLIR files or folders of them")
    args = parser.parse_args(argv)

    try:
        files = model_files(args.paths)
    except FileNotFoundError as e:
        print(e, file=sys.stderr)
        return 1
    if not files:
        print(f"tfrt-summarize: error: no .mlir files in {' '.join(args.paths)}", file=sys.stderr)
        return 1
    failures = 0
    print(f"{'file':44} {'form':28} {'funcs':>5} {'ops':>6}  ops by dialect")
    for path in files:
        try:
            s = summarize_file(path)
        except ir.MLIRError as e:
            failures += 1
            print(format_error(e), file=sys.stderr)
            continue
        name = f"{path.parent.name}/{path.name}"
        dialects = ", ".join(f"{d} {n}" for d, n in s.by_dialect().items())
        print(f"{name:44} {s.form:28} {s.functions:5} {sum(s.ops.values()):6}  {dialects}")
    print(f"\n{len(files) - failures} of {len(files)} files parsed and verified")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
