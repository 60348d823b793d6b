"""The wheel as a user installs and runs it (`make wheel-test`; docs/build.md).

    python test/wheel/check_wheel.py dist/tfrt-*.whl --shared ../shared [--work DIR]

Re-packs the wheel's dependencies from this environment (wheelhouse.py), then
installs, each into a fresh venv, with `pip install --no-index` (no network):
- `tfrt[compiler]`: every console script on a real model (tfrt-opt,
  tfrt-compile, tfrt-run on MLIR and BEF, tfrt-translate, bef-executor,
  tfrt-summarize, tfrt-models, tfrt-import without TensorFlow) and
  `tfrt.compile` from Python; it writes the BEF files the runtime then runs;
- `tfrt`, the runtime alone: `tfrt.load` and `tfrt-run` on that BEF with the
  native kernels loaded and no MLIR installed, and the compiler's entry points
  failing with one line that names `pip install 'tfrt[compiler]'`.
Prints each command as it runs it, the install sizes, and ends with
`wheel: N passed, M failed` (exit 1 if any failed).
"""

from __future__ import annotations

import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
HINT = "pip install 'tfrt[compiler]'"

# Python run in a venv: the model compiled by tfrt.compile / loaded by tfrt.load
# matches TensorFlow's output, and what the package says of itself.
COMPILE_PY = """
import sys, numpy as np, tfrt
exe = tfrt.compile(sys.argv[1])
y = exe(np.load(sys.argv[2]))
np.testing.assert_allclose(y, np.load(sys.argv[3]), rtol=1e-5, atol=1e-5)
print("tfrt.compile: matches TensorFlow;", tfrt.__version__)
"""
LOAD_PY = """
import importlib.metadata, pathlib, sys, numpy as np, tfrt
exe = tfrt.load(sys.argv[1])
y = exe(np.load(sys.argv[2]))
np.testing.assert_allclose(y, np.load(sys.argv[3]), rtol=1e-5, atol=1e-5)
from tfrt.runtime import native
assert native.available(), native.reason()
assert "mlir" not in sys.modules and "tfrt.compiler" not in sys.modules
assert tfrt.__version__ == importlib.metadata.version("tfrt"), tfrt.__version__
assert pathlib.Path(tfrt.__file__).with_name("py.typed").exists()
assert {"compile", "load", "runtime", "tf_import"} <= set(dir(tfrt))
assert tfrt.runtime.__name__ == "tfrt.runtime"
print("tfrt.load: matches TensorFlow, native kernels loaded, no MLIR;", tfrt.__version__)
"""
NO_COMPILER_PY = """
import tfrt
try:
    tfrt.compile
except ImportError as e:
    print(e)
else:
    raise SystemExit("tfrt.compile imported without the compiler")
"""


class Checks:
    """Runs commands in a venv and counts what behaved as expected."""

    def __init__(self, work: pathlib.Path):
        self.work = work
        self.passed = self.failed = 0

    def run(self, venv: pathlib.Path, *command: str, expect: str = "", error: str = "") -> bool:
        """Runs `command` (a console script of `venv`, or `python`) in the work folder.
        Passes if it exits 0 and prints `expect`; with `error`, if it exits 1 with one
        line on stderr, `<tool>: error: ...`, that contains `error`."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
        env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
        shown = " ".join("<script>" if "\n" in c else c for c in command)
        print(f"$ {venv.name}: {shown}", flush=True)
        start = time.perf_counter()
        p = subprocess.run([str(venv / "bin" / command[0]), *command[1:]], cwd=self.work, env=env,
                           capture_output=True, text=True)
        lines = p.stderr.strip().splitlines()
        if error:
            ok = (p.returncode == 1 and len(lines) == 1
                  and lines[0].startswith(f"{command[0]}: error: ") and error in lines[0])
        else:
            ok = p.returncode == 0 and expect in p.stdout
        for line in (p.stdout.strip().splitlines() + lines)[-3 if ok else -30:]:
            print(f"    {line[:200]}")
        print(f"  {'ok' if ok else 'FAIL'} ({time.perf_counter() - start:.1f} s, exit {p.returncode})",
              flush=True)
        self.passed += ok
        self.failed += not ok
        return ok


def tree_size(path: pathlib.Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def install(checks: Checks, name: str, requirement: str, wheelhouse: pathlib.Path) -> pathlib.Path:
    """A fresh venv named `name` with `requirement` installed from the wheelhouse only."""
    venv = checks.work / name
    shutil.rmtree(venv, ignore_errors=True)
    subprocess.run([sys._base_executable, "-m", "venv", str(venv)], check=True)
    before = tree_size(venv)
    start = time.perf_counter()
    ok = checks.run(venv, "python", "-m", "pip", "install", "-q", "--no-index", "--no-cache-dir",
                    "--disable-pip-version-check", "--find-links", str(wheelhouse), requirement)
    if not ok:
        raise SystemExit(f"wheel: cannot install {requirement} (see above)")
    print(f"  {name} install: {(tree_size(venv) - before) / 1e6:.0f} MB in the venv, "
          f"{time.perf_counter() - start:.0f} s", flush=True)
    return venv


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wheel", type=pathlib.Path)
    parser.add_argument("--shared", type=pathlib.Path, default=ROOT.parent / "shared")
    parser.add_argument("--work", type=pathlib.Path, default=ROOT / "build-wheel" / "check")
    args = parser.parse_args()
    wheel = args.wheel.resolve()
    model = (args.shared / "models" / "cnn").resolve()
    if not model.is_dir():
        sys.exit(f"wheel: error: no reference model at {model} (--shared)")
    work = args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    wheelhouse = work.parent / "wheelhouse"
    print(f"{wheel.name}: {wheel.stat().st_size / 1e6:.0f} MB", flush=True)
    subprocess.run([sys.executable, str(HERE / "wheelhouse.py"), str(wheelhouse), str(wheel),
                    "--extra", "compiler"], check=True)

    checks = Checks(work)
    mlir, x, want = str(model / "fn_std.mlir"), str(model / "input_0_x.npy"), str(model / "output_0_0.npy")
    basics = str(ROOT / "test" / "lit" / "executor" / "basics.mlir")
    (work / "models").mkdir(exist_ok=True)  # a folder of one reference model, for tfrt-models
    if not (work / "models" / "cnn").exists():
        (work / "models" / "cnn").symlink_to(model)

    full = install(checks, "compiler", f"{wheel}[compiler]", wheelhouse)
    checks.run(full, "tfrt-opt", "--version", expect="LLVM version")
    checks.run(full, "tfrt-opt", "--tf-to-tfrt-pipeline", mlir, expect="corert.executeop")
    checks.run(full, "tfrt-compile", mlir, "-o", "cnn.bef")
    checks.run(full, "tfrt-run", "cnn.bef", "--input", x, "--expect", want, expect="within rtol")
    checks.run(full, "tfrt-run", mlir, "--input", x, "--expect", want, expect="within rtol")
    checks.run(full, "tfrt-translate", "--mlir-to-bef", basics, "-o", "basics.bef")
    checks.run(full, "tfrt-translate", "--dump", "basics.bef", expect="Functions")
    checks.run(full, "bef-executor", "basics.bef", expect="'basic.i32' returned 43")
    checks.run(full, "tfrt-summarize", str(model), expect="parsed and verified")
    checks.run(full, "tfrt-models", "models", expect="1 passed, 0 failed")
    checks.run(full, "python", "-c", COMPILE_PY, mlir, x, want, expect="matches TensorFlow")
    # Without the tf extra: its name, in one line.
    (work / "saved_model").mkdir(exist_ok=True)
    (work / "saved_model" / "saved_model.pb").write_bytes(b"")
    checks.run(full, "tfrt-import", "saved_model", error="pip install 'tfrt[tf]'")

    runtime = install(checks, "runtime", str(wheel), wheelhouse)
    checks.run(runtime, "python", "-c", LOAD_PY, "cnn.bef", x, want, expect="no MLIR")
    checks.run(runtime, "tfrt-run", "cnn.bef", "--input", x, "--expect", want, expect="within rtol")
    checks.run(runtime, "bef-executor", "basics.bef", expect="'basic.i32' returned 43")
    for tool in ("tfrt-opt", "tfrt-compile", "tfrt-translate", "tfrt-summarize", "tfrt-models"):
        checks.run(runtime, tool, "--version" if tool == "tfrt-opt" else mlir, error=HINT)
    checks.run(runtime, "tfrt-run", mlir, "--input", x, error=HINT)
    checks.run(runtime, "python", "-c", NO_COMPILER_PY, expect=HINT)

    print(f"wheel: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
