"""BLAS and LAPACK routines numpy.linalg has no binding for, called in numpy's own OpenBLAS
through ctypes (the library runtime/blas.py finds). Callers ask `has_trsm` / `has_inverse`
first and keep a numpy path for a library without the routines.

- trsm: a triangular solve in one call (~7 us for [64,64] and two right-hand sides, where an
  LU solve through numpy.linalg takes ~25 and substituting row by row in numpy ~220);
- getrf + getri: an inverse from the LU factors (~49 us for [64,64], where numpy.linalg.inv's
  LU solve against the identity takes ~66).
"""

from __future__ import annotations

import ctypes

import numpy as np

from ..blas import _openblas_function

F64, C128 = np.dtype(np.float64), np.dtype(np.complex128)


def _find(routine):
    """(function, Fortran integer type) of `routine` (e.g. "dtrsm"), or None: ILP64 builds
    (numpy's wheels: 64-bit integers, symbols ending in 64_) first."""
    for names, integer in (((f"scipy_{routine}_64_", f"{routine}_64_"), ctypes.c_int64),
                           ((f"scipy_{routine}_", f"{routine}_"), ctypes.c_int32)):
        try:
            fn = _openblas_function(names)
        except Exception:  # no /proc, no loadable library: the caller's numpy path
            return None
        if fn is not None:
            fn.restype = None
            return fn, integer
    return None


_TRSM: dict = {}
_ONE = {F64: ctypes.c_double(1.0), C128: (ctypes.c_double * 2)(1.0, 0.0)}
_CHAR = {c: ctypes.byref(ctypes.c_char(c.encode())) for c in "RULNC"}


def has_trsm(dtype) -> bool:
    """Whether `trsm` can solve in `dtype` (float64 or complex128)."""
    if dtype not in _TRSM:
        _TRSM[dtype] = _find("dtrsm" if dtype == F64 else "ztrsm") if dtype in (F64, C128) else None
    return _TRSM[dtype] is not None


def trsm(a, b, lower, adjoint, out):
    """Writes x with op(a) x = b into `out`, op the conjugate transpose if `adjoint`, for one
    triangle `a` [n, n] (its other triangle is not read) and `b` [n, k]; `a` and `out`
    C-contiguous, all of `a`'s dtype, which `has_trsm` accepts. Row-major memory read as
    column-major is the transpose: the routine solves y op'(a') = b' for y = x' (side R),
    a' upper where a is lower."""
    fn, integer = _TRSM[a.dtype]
    out[...] = b
    n, k = out.shape
    if n == 0 or k == 0:
        return
    rows, cols = ctypes.byref(integer(k)), ctypes.byref(integer(n))
    fn(_CHAR["R"], _CHAR["U" if lower else "L"], _CHAR["C" if adjoint else "N"], _CHAR["N"], rows, cols,
       ctypes.byref(_ONE[a.dtype]), a.ctypes.data_as(ctypes.c_void_p), cols, out.ctypes.data_as(ctypes.c_void_p), rows)


_INVERSE: dict = {}


def has_inverse(dtype) -> bool:
    """Whether `inverse` can invert in `dtype` (float64 or complex128)."""
    if dtype not in _INVERSE:
        found = None
        if dtype in (F64, C128):
            p = "d" if dtype == F64 else "z"
            getrf, getri = _find(p + "getrf"), _find(p + "getri")
            if getrf is not None and getri is not None and getrf[1] is getri[1]:
                found = getrf[0], getri[0], getrf[1]
        _INVERSE[dtype] = found
    return _INVERSE[dtype] is not None


def inverse(a, out) -> bool:
    """Writes the inverse of `a` [n, n] into `out` (C-contiguous, a's dtype, which
    `has_inverse` accepts); False if the LU factorization meets an exact zero pivot (singular).
    Row-major memory is the transpose, whose inverse is the inverse's transpose: the same
    memory."""
    getrf, getri, integer = _INVERSE[a.dtype]
    out[...] = a
    n = out.shape[0]
    if n == 0:
        return True
    size, info = ctypes.byref(integer(n)), integer(0)
    pivots = np.empty(n, np.int64 if integer is ctypes.c_int64 else np.int32)
    data, piv = out.ctypes.data_as(ctypes.c_void_p), pivots.ctypes.data_as(ctypes.c_void_p)
    getrf(size, size, data, size, piv, ctypes.byref(info))
    if info.value != 0:
        return False
    work = np.empty(64 * n, out.dtype)  # getri's blocked size for n up to 64 columns a block
    getri(size, data, size, piv, work.ctypes.data_as(ctypes.c_void_p), ctypes.byref(integer(work.size)),
          ctypes.byref(info))
    return info.value == 0
