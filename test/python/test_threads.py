"""Intra-op threads (runtime/threads.py): `num_threads=` on compile and load,
`tfrt-run --threads`, `TFRT_NUM_THREADS`; oneDNN's and OpenBLAS's counts follow
the Executable being called."""

import os
import subprocess
import sys

import numpy as np
import pytest

import tfrt
from conftest import MODELS, TOOLS
from tfrt.runtime import blas, native, threads

MLP = MODELS / "mlp"


@pytest.fixture(scope="module")
def mlp_bef(tmp_path_factory):
    path = tmp_path_factory.mktemp("threads") / "mlp.bef"
    tfrt.compile(MLP / "fn_std.mlir").save(path)
    return path


def _x():
    return np.load(MLP / "input_0_x.npy")


def _counts():
    return (native.num_threads() if native.available() else None), blas.blas_threads()


def test_each_executable_runs_with_its_own_count(mlp_bef):
    one = tfrt.load(mlp_bef, num_threads=1)
    two = tfrt.compile(MLP / "fn_std.mlir", num_threads=2)
    default = tfrt.load(mlp_bef)
    want = np.load(MLP / "output_0_0.npy")
    for exe, dnnl_threads, blas_count in [
            (one, 1, 1), (two, 2, 2), (one, 1, 1),
            (default, native.default_num_threads(), blas.default_blas_threads())]:
        np.testing.assert_allclose(exe(_x()), want, rtol=1e-5, atol=1e-6)
        got_dnnl, got_blas = _counts()
        if got_dnnl is not None:
            assert got_dnnl == dnnl_threads
        if got_blas is not None and blas_count is not None:
            assert got_blas == blas_count


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "2"])
def test_bad_counts_are_rejected_before_compiling(bad, mlp_bef):
    with pytest.raises(threads.ThreadsError, match="num_threads must be a positive integer"):
        tfrt.compile("this is not MLIR", num_threads=bad)
    with pytest.raises(threads.ThreadsError):
        tfrt.load(mlp_bef, num_threads=bad)


def _run(args, env=None):
    return subprocess.run([TOOLS / "tfrt-run", *args], capture_output=True, text=True,
                          env=dict(os.environ, **(env or {})))


def test_tfrt_run_threads(mlp_bef):
    r = _run([mlp_bef, "--threads", "1", "--input", MLP / "input_0_x.npy",
              "--expect", MLP / "output_0_0.npy"])
    assert r.returncode == 0, r.stderr
    r = _run([mlp_bef, "--threads", "0", "--input", MLP / "input_0_x.npy"])
    assert r.returncode != 0 and "--threads must be a positive integer" in r.stderr
    assert "Traceback" not in r.stderr


def test_environment_sets_the_default():
    code = ("from tfrt.runtime import blas, native, threads\n"
            "assert threads.default() == 3, threads.default()\n"
            "assert native.default_num_threads() == 3\n"
            "assert blas.default_blas_threads() == 3\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env=dict(os.environ, TFRT_NUM_THREADS="3"))
    assert r.returncode == 0, r.stderr
    r = subprocess.run([sys.executable, "-c", "from tfrt.runtime import threads\n"
                        "assert threads.default() is None"], capture_output=True, text=True,
                       env=dict(os.environ, TFRT_NUM_THREADS="many"))
    assert r.returncode == 0, r.stderr
