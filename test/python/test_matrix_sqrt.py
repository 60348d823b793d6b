"""tf.MatrixSquareRoot beyond its op cases (test/data/op_cases/linalg, TF's results): the root
squares back to its input at larger sizes, and schur.py's two sources of the Schur form (LAPACK
through ctypes, scipy) give the same root; without either the op raises OpError."""

from __future__ import annotations

import types

import numpy as np
import pytest

from tfrt.runtime.cpu_ops import OpError, default_cpu_op_registry, schur

ATTRS = types.MappingProxyType({})


def _sqrtm(x):
    return default_cpu_op_registry().lookup("tf.MatrixSquareRoot").dispatch_fn(ATTRS, x)


def _inputs():
    rng = np.random.default_rng(7)
    real = rng.standard_normal((3, 40, 40)) + 40 * np.eye(40)  # positive real parts: a real root
    return real, real + 1j * rng.standard_normal((3, 40, 40))


@pytest.mark.parametrize("dtype,tol", [(np.float64, 1e-11), (np.float32, 1e-4), (np.complex128, 1e-11),
                                       (np.complex64, 1e-4)])
def test_the_root_squares_back(dtype, tol):
    real, cplx = _inputs()
    a = (cplx if np.dtype(dtype).kind == "c" else real).astype(dtype)
    r = _sqrtm(a)
    assert r.dtype == a.dtype and r.shape == a.shape
    back = (r.astype(np.complex128) @ r.astype(np.complex128))
    assert np.abs(back - a).max() <= tol * np.abs(a).max()
    # The principal root: eigenvalues with positive real parts.
    assert (np.linalg.eigvals(r.astype(np.complex128)).real > 0).all()


def test_scipy_gives_the_lapack_root(monkeypatch):
    pytest.importorskip("scipy")
    real, cplx = _inputs()
    want = _sqrtm(real), _sqrtm(cplx)
    monkeypatch.setattr(schur, "_GEES", {schur.F64: None, schur.C128: None})
    got = _sqrtm(real), _sqrtm(cplx)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-12, atol=1e-12)


def test_without_a_schur_routine_it_is_an_op_error(monkeypatch):
    monkeypatch.setattr(schur, "_GEES", {schur.F64: None, schur.C128: None})
    monkeypatch.setattr(schur, "_scipy", lambda: None)
    with pytest.raises(OpError, match="Schur"):
        _sqrtm(np.eye(3))
