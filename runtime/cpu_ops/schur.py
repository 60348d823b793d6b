"""The Schur decomposition A = Z T Z^H of one square matrix, which numpy.linalg has no binding
for: LAPACK's dgees (real: T quasi-upper-triangular, a 2x2 block on the diagonal per pair of
complex conjugate eigenvalues) and zgees (complex: T upper triangular), in numpy's OpenBLAS
through ctypes (openblas.py's lookup); scipy.linalg.schur when that library has no LAPACK
routines and scipy is installed. `available()` tells whether either is there.
"""

from __future__ import annotations

import ctypes

import numpy as np

from . import openblas

F64, C128 = np.dtype(np.float64), np.dtype(np.complex128)
_GEES: dict = {}


def _gees(dtype):
    if dtype not in _GEES:
        _GEES[dtype] = openblas._find("dgees" if dtype == F64 else "zgees")
    return _GEES[dtype]


def _scipy():
    try:
        from scipy.linalg import schur
    except ImportError:
        return None
    return schur


def available() -> bool:
    return (_gees(F64) is not None and _gees(C128) is not None) or _scipy() is not None


def schur(a):
    """(T, Z) of `a` [n, n], float64 (real Schur form) or complex128 (complex), or None if the
    QR iteration did not converge."""
    found = _gees(a.dtype)
    if found is None:
        t, z = _scipy()(a, output="real" if a.dtype == F64 else "complex")
        return t, z
    fn, integer = found
    n = a.shape[0]
    t = np.array(a, order="F")  # LAPACK's column-major layout; overwritten by T
    z = np.empty((n, n), a.dtype, order="F")
    size, info, sdim = ctypes.byref(integer(n)), integer(0), integer(0)
    work = np.empty(max(1, 64 * n), a.dtype)
    bwork = np.empty(max(1, n), np.int64)  # not referenced without sorting
    p = lambda x: x.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
    v = ctypes.c_char(b"V")
    nosort = ctypes.c_char(b"N")
    if a.dtype == F64:
        wr, wi = np.empty(n), np.empty(n)
        fn(ctypes.byref(v), ctypes.byref(nosort), None, size, p(t), size, ctypes.byref(sdim), p(wr), p(wi),
           p(z), size, p(work), ctypes.byref(integer(work.size)), p(bwork), ctypes.byref(info))
    else:
        w, rwork = np.empty(n, C128), np.empty(max(1, n))
        fn(ctypes.byref(v), ctypes.byref(nosort), None, size, p(t), size, ctypes.byref(sdim), p(w),
           p(z), size, p(work), ctypes.byref(integer(work.size)), p(rwork), p(bwork), ctypes.byref(info))
    if info.value != 0:
        return None
    return np.ascontiguousarray(t), np.ascontiguousarray(z)
