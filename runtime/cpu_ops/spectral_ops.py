"""Fast Fourier transforms over the innermost one or two dimensions (TF's fft_ops kernels).

Synchronous metadata: FFT, IFFT, FFT2D, IFFT2D. Value-dependent on fft_length (1): RFFT, IRFFT,
RFFT2D, IRFFT2D. As TF, the real transforms crop their input to the lengths they read
(fft_length, or fft_length // 2 + 1 complex bins innermost for the inverse) and never pad:
a shorter input is an error.

The transforms are scipy.fft's when scipy is installed (the `tfrt[scipy]` extra: pocketfft in
the input's precision, as TF's float32 FFT: float32 [32,98,512] -> 257 bins 1.9 ms), on one
thread; else numpy's, which computes every transform in double, rounded once (7.4 ms).
"""

from __future__ import annotations

import numpy as np

from ._common import F32, F64, I32, MD, OpList, check_type_attr, dtname, type_attr
from .errors import OpError

OPS = OpList()

C64, C128 = np.dtype(np.complex64), np.dtype(np.complex128)
_REAL = {C64: F32, C128: F64}
_COMPLEX = {F32: C64, F64: C128}


_FFT = None


def _fft_module():
    """scipy.fft when it imports (loaded on the first transform: it takes ~0.1 s), else numpy.fft."""
    global _FFT
    if _FFT is None:
        try:
            import scipy.fft as module
        except ImportError:
            module = np.fft
        _FFT = module
    return _FFT


def _transform(name, x, **kw):
    """numpy.fft's or scipy.fft's `name` of x; numpy's computes in double (x widened first)."""
    module = _fft_module()
    if module is np.fft:
        return getattr(np.fft, name)(x.astype(C128 if x.dtype.kind == "c" else F64), **kw)
    return getattr(module, name)(x, workers=1, **kw)


def _rank(op, shape, k):
    if len(shape) < k:
        raise OpError(op, f"Input must have rank of at least {k} but got: [{','.join(map(str, shape))}]")


def _fft(op, k, inverse):
    name = "ifftn" if inverse else "fftn"
    axes = tuple(range(-k, 0))

    def md(attrs, x):
        check_type_attr(op, "Tcomplex", x.dtype, (C64, C128))
        _rank(op, x.shape, k)
        return MD(x.dtype, x.shape)

    def dispatch(attrs, x):
        if x.size == 0:
            return np.zeros(x.shape, x.dtype)
        return _transform(name, x, axes=axes).astype(x.dtype, copy=False)

    return dispatch, md


for _k, _name in ((1, "FFT"), (2, "FFT2D")):
    OPS.add(f"tf.{_name}", *_fft(f"tf.{_name}", _k, False))
    OPS.add(f"tf.I{_name}", *_fft(f"tf.I{_name}", _k, True))


def _real_spec(op, k, inverse, attrs, x, fft_length):
    if inverse:
        check_type_attr(op, "Tcomplex", x.dtype, (C64, C128))
        out = _REAL[x.dtype]
        got = type_attr(op, attrs, "Treal", out)
        if got != out:
            raise OpError(op, f"Wrong types for backward real FFT: {dtname(x.dtype)} -> {dtname(got)}")
    else:
        check_type_attr(op, "Treal", x.dtype, (F32, F64))
        out = _COMPLEX[x.dtype]
        got = type_attr(op, attrs, "Tcomplex", out)
        if got != out:
            raise OpError(op, f"Wrong types for forward real FFT: {dtname(x.dtype)} -> {dtname(got)}")
    _rank(op, x.shape, k)
    if fft_length.dtype != I32:
        raise OpError(op, f"cannot compute {op[3:]} as input #1(zero-based) was expected to be a int32 tensor "
                          f"but is a {dtname(fft_length.dtype)} tensor")
    if fft_length.shape != (k,):
        raise OpError(op, f"fft_length must have shape [{k}]")
    n = [int(v) for v in fft_length]
    for i, v in enumerate(n):
        if v < 0:
            raise OpError(op, f"fft_length[{i}] must >= 0, but got: {v}")
        if v == 0:  # (TF 2.21 aborts the process in its FFT library here)
            raise OpError(op, f"fft_length[{i}] must be positive, got 0")
    # The lengths read from the input: the innermost is halved (+1) for the inverse transform.
    need = n[:-1] + [n[-1] // 2 + 1 if inverse else n[-1]]
    rank = len(x.shape)
    for i, v in enumerate(need):
        d = rank - k + i
        if x.shape[d] < v:
            raise OpError(op, f"Input dimension {d} must have length of at least {v} but got: {x.shape[d]}")
    inner = n[:-1] + [n[-1] if inverse else n[-1] // 2 + 1]
    return n, need, out, tuple(x.shape[:rank - k]) + tuple(inner)


def _real_fft(op, k, inverse):
    axes = tuple(range(-k, 0))

    def vmd(attrs, x, fft_length):
        *_, out, shape = _real_spec(op, k, inverse, attrs, x, fft_length)
        return MD(out, shape)

    def dispatch(attrs, x, fft_length):
        n, need, out, shape = _real_spec(op, k, inverse, attrs, x, fft_length)
        if 0 in shape:
            return np.zeros(shape, out)
        crop = x[(Ellipsis,) + tuple(slice(0, v) for v in need)]
        if inverse:
            return _transform("irfftn", crop, s=n, axes=axes).astype(out, copy=False)
        if k == 1:  # rfftn's plan for one axis is rfft's (its own Python costs a call's 5%)
            return _transform("rfft", crop, axis=-1).astype(out, copy=False)
        return _transform("rfftn", crop, s=n, axes=axes).astype(out, copy=False)

    return dispatch, vmd


for _k, _name in ((1, "RFFT"), (2, "RFFT2D")):
    for _inv in (False, True):
        _op = f"tf.{'I' if _inv else ''}{_name}"
        _fn, _vmd = _real_fft(_op, _k, _inv)
        OPS.add(_op, _fn, vmd=_vmd, vops=(1,))
