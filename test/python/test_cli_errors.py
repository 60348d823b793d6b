"""The command-line tools as a user runs them: bad input is one `tool: error:
...` line and exit 1, never a traceback; tfrt-run's --input forms and
--expect tolerances; tfrt-models's summary line and the forms it picks."""

import pathlib
import re
import shutil
import subprocess

import numpy as np
import pytest

import tfrt
from conftest import MODELS, TOOLS

REPO = pathlib.Path(__file__).resolve().parents[2]


def run(tool, *args, stdin=None):
    return subprocess.run([TOOLS / tool, *map(str, args)], capture_output=True, timeout=300,
                          input=stdin)


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    d = tmp_path_factory.mktemp("cli")
    tfrt.compile(MODELS / "mlp" / "fn_std.mlir").save(d / "mlp.bef")
    tfrt.compile(MODELS / "cnn" / "sm_v2.mlir").save(d / "cnn_sm.bef")
    subprocess.run([TOOLS / "tfrt-translate", "--mlir-to-bef",
                    REPO / "test" / "lit" / "executor" / "basics.mlir", "-o", d / "kernels.bef"],
                   check=True)  # hand-written kernels: no TF entry
    np.save(d / "f64.npy", np.zeros((1, 784)))
    (d / "corrupt.npy").write_bytes(b"\x93NUMPY garbage")
    (d / "corrupt.npz").write_bytes(b"PK\x03\x04 garbage")
    (d / "junk.bef").write_bytes(b"not a BEF file")
    d.joinpath("empty").mkdir()
    return d


X = MODELS / "mlp" / "input_0_x.npy"
UNFROZEN = MODELS / "cnn" / "fn_unfrozen_std.mlir"

# (tool, arguments ({d}: the files fixture's folder), what the error line says)
BAD_INPUT = [
    ("tfrt-run", ["{d}/mlp.bef", "--input", X, "--work-queue-type", "foo"],
     "unknown work queue type 'foo'"),
    ("tfrt-run", ["{d}/kernels.bef"], r"has 13 entry candidates .*; choose one with --entry"),
    ("tfrt-run", ["{d}/kernels.bef", "--entry", "basic.i32"], "is not a compiled TF entry"),
    ("tfrt-run", ["{d}/nothere.bef"], "{d}/nothere.bef: no such file"),
    ("tfrt-run", ["{d}/nothere.mlir"], "{d}/nothere.mlir: no such file"),
    ("tfrt-run", ["{d}/junk.bef"], "{d}/junk.bef: not a BEF file"),
    ("tfrt-run", ["{d}/mlp.bef"], "takes 1 inputs, got 0"),
    ("tfrt-run", ["{d}/mlp.bef", "--input", X, X], "takes 1 inputs, got 2"),
    ("tfrt-run", ["{d}/mlp.bef", "--input", "{d}/f64.npy"],
     re.escape("input #0 ('x') of '__inference_pruned_271' must be float32[1x784], "
               "got float64[1, 784]")),
    ("tfrt-run", ["{d}/mlp.bef", "--input", "{d}/corrupt.npy"], "cannot read {d}/corrupt.npy"),
    ("tfrt-run", ["{d}/mlp.bef", "--input", "{d}/nothere.npy"], "{d}/nothere.npy: no such file"),
    ("tfrt-run", ["{d}/mlp.bef", "--input", "y=" + str(X)], "has no input 'y'; its inputs: x"),
    ("tfrt-run", ["{d}/mlp.bef", "--input", "x=" + str(X), X], "give every --input as NAME=FILE"),
    ("tfrt-run", [UNFROZEN, "--input", X, "--variables", "{d}/corrupt.npz"],
     "cannot read the variables in {d}/corrupt.npz"),
    ("tfrt-run", [UNFROZEN, "--input", X, "--variables", X], "is not an .npz archive"),
    ("tfrt-run", [MODELS / "cnn" / "sm_v2.mlir", "--signature", "nope"],
     "the SavedModel has no signature 'nope'; it has serve"),
    ("tfrt-run", ["{d}/cnn_sm.bef", "--signature", "nope"], "no function 'nope' in"),
    ("tfrt-run", ["{d}/mlp.bef", "--variables", "{d}/corrupt.npz"], "--variables is for MLIR"),
    ("tfrt-run", ["{d}/mlp.bef", "--input", X, "--expect", X, X], "2 --expect files for the 1"),
    ("tfrt-run", ["{d}/mlp.bef", "--input", X, "--output-dir", "{d}/junk.bef/out"],
     "cannot write the outputs to"),
    ("tfrt-run", ["{d}/mlp.bef", "--input", X, "--repeat", "-1"], "--repeat must not be negative"),
    ("tfrt-compile", ["{d}/nothere.mlir", "-o", "{d}/x.bef"], "{d}/nothere.mlir: no such file"),
    ("tfrt-compile", [UNFROZEN, "-o", "{d}/x.bef"], r"takes 6 variables .* \(--variables\)"),
    ("tfrt-compile", [UNFROZEN, "-o", "{d}/x.bef", "--variables", "{d}/corrupt.npz"],
     "cannot read the variables"),
    ("tfrt-compile", [MODELS / "mlp" / "fn_std.mlir", "-o", "{d}/empty"], "cannot write {d}/empty"),
    ("tfrt-compile", [MODELS / "mlp" / "fn_std.mlir", "-o", "{d}/x.bef", "--dump-ir",
                      "{d}/junk.bef"], "cannot write the IR to {d}/junk.bef"),
    ("tfrt-models", ["{d}/empty"], "no model in {d}/empty"),
    ("tfrt-models", ["{d}/nothere"], "{d}/nothere: no such folder"),
    ("tfrt-translate", ["--mlir-to-bef", "{d}/nothere.mlir"], "{d}/nothere.mlir: No such file"),
    ("tfrt-translate", ["--mlir-to-bef", REPO / "test" / "lit" / "executor" / "basics.mlir",
                        "-o", "{d}/empty"], "cannot write {d}/empty"),
    ("bef-executor", ["{d}/kernels.bef", "--work-queue-type", "foo"], "unknown work queue type"),
    ("bef-executor", ["{d}/nothere.bef"], "cannot read {d}/nothere.bef"),
    ("tfrt-summarize", ["{d}/nothere.mlir"], "{d}/nothere.mlir: no such file"),
    ("tfrt-summarize", ["{d}/empty"], "no .mlir files in {d}/empty"),
    ("tfrt-import", ["{d}/nothere"], "{d}/nothere: no such directory"),
]


@pytest.mark.parametrize("tool, args, message", BAD_INPUT,
                         ids=[f"{t}-{i}" for i, (t, _, _) in enumerate(BAD_INPUT)])
def test_bad_input_is_one_error_line(files, tool, args, message):
    r = run(tool, *(str(a).replace("{d}", str(files)) for a in args))
    err = r.stderr.decode()
    assert r.returncode == 1, err
    assert "Traceback" not in err
    assert len(err.splitlines()) == 1, err
    assert re.match(f"^{tool}: error: .*{message.replace('{d}', str(files))}", err), err


def test_a_compile_error_is_located(files):
    bad = files / "bad.mlir"
    bad.write_text("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                   '  %y = "tf.NoSuchOp"(%x) : (tensor<2xf32>) -> tensor<2xf32>\n'
                   "  func.return %y : tensor<2xf32>\n}\n")
    for tool, args in (("tfrt-run", []), ("tfrt-compile", ["-o", files / "x.bef"])):
        r = run(tool, bad, *args)
        assert r.returncode == 1
        assert r.stderr.decode() == (f"{bad}:2:8: error: op 'tf.NoSuchOp' is not supported by "
                                     "the runtime's op library\n")


def test_inputs_in_order_or_by_name(files):
    scalar = MODELS / "scalar"
    for inputs in ([scalar / "input_0_a.npy", scalar / "input_0_b.npy"],
                   [f"b={scalar / 'input_0_b.npy'}", f"a={scalar / 'input_0_a.npy'}"]):
        r = run("tfrt-run", scalar / "fn_std.mlir", "--input", *inputs,
                "--expect", scalar / "output_0_0.npy")
        assert r.returncode == 0, r.stderr
        assert b"output 0 (identity_RetVal): float32[] 6.59375" in r.stdout
    split = run("tfrt-run", scalar / "fn_std.mlir", "--input", scalar / "input_0_a.npy",
                "--input", scalar / "input_0_b.npy")
    assert split.returncode == 0 and split.stdout == r.stdout.split(b"\n  vs ")[0] + b"\n"


def test_expect_fails_past_the_tolerance(files):
    want = np.load(MODELS / "mlp" / "output_0_0.npy")
    off = want.copy()
    off[0, 3] += 1e-3
    np.save(files / "off.npy", off)
    ok = run("tfrt-run", files / "mlp.bef", "--input", X, "--expect",
             MODELS / "mlp" / "output_0_0.npy")
    assert ok.returncode == 0 and b"within rtol=1e-05, atol=1e-05" in ok.stdout
    bad = run("tfrt-run", files / "mlp.bef", "--input", X, "--expect", files / "off.npy")
    assert bad.returncode == 1
    assert re.fullmatch(
        r"tfrt-run: error: output 0 \('identity_RetVal'\) differs from \S*off.npy: max abs error "
        r"0.001 at \[0, 3\] \(got 0.02877\d*, expected 0.02977\d*\), max rel error 0.0336 at \[0, 3\]; "
        r"1 of 10 elements beyond rtol=1e-05, atol=1e-05\n", bad.stderr.decode()), bad.stderr
    loose = run("tfrt-run", files / "mlp.bef", "--input", X, "--expect", files / "off.npy",
                "--atol", "2e-3")
    assert loose.returncode == 0 and b"within rtol=1e-05, atol=0.002" in loose.stdout
    relative = run("tfrt-run", files / "mlp.bef", "--input", X, "--expect", files / "off.npy",
                   "--rtol", "0.05")
    assert relative.returncode == 0
    np.save(files / "f64_out.npy", want.astype(np.float64))
    dtype = run("tfrt-run", files / "mlp.bef", "--input", X, "--expect", files / "f64_out.npy")
    assert dtype.returncode == 1 and b"dtype float32, expected float64" in dtype.stderr


def test_models_summary_line_and_forms(tmp_path):
    for name in ("scalar", "v1_cond_while"):
        shutil.copytree(MODELS / name, tmp_path / name)
    shutil.copytree(MODELS / "scalar", tmp_path / "scalar_wrong")
    np.save(tmp_path / "scalar_wrong" / "output_0_0.npy", np.float32(1.5))
    r = run("tfrt-models", tmp_path, "--repeat", "1")
    out = r.stdout.decode()
    assert r.returncode == 1, r.stderr
    assert "== v1_cond_while/gd_io_std.mlir: compiled" in out  # it has no fn_std.mlir
    assert "== scalar_wrong/fn_std.mlir" in out and "DIFFERS" in out
    assert out.endswith("\n2 passed, 1 failed\n")
    sm = run("tfrt-models", tmp_path, "--repeat", "1", "--form", "sm_v2.mlir")
    assert sm.stdout.decode().endswith("\n1 passed, 1 failed, 1 skipped\n") and sm.returncode == 1
