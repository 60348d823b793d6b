"""Complex-number ops (TF's cwise_op_complex, cwise_op_real/imag/conj/angle and
cwise_op_abs kernels; TF keeps them with the element-wise math, here they are their own family).

All have synchronous metadata functions: Complex (broadcasting), Real, Imag, Conj, Angle,
ComplexAbs. `Tout` may be absent; it is then the type that matches the input (complex64 <->
float32, complex128 <-> float64), and a `Tout` that does not match is an error, as in TF.
"""

from __future__ import annotations

import numpy as np

from ._common import F32, F64, MD, OpList, broadcast_shape, check_type_attr, dtname, type_attr
from .errors import OpError

OPS = OpList()

C64, C128 = np.dtype(np.complex64), np.dtype(np.complex128)
_PART = {C64: F32, C128: F64}
_WHOLE = {F32: C64, F64: C128}


def _tout(op, attrs, src, table):
    want = table[src]
    got = type_attr(op, attrs, "Tout", want)
    if got != want:
        raise OpError(op, f"Signature mismatch, have: {dtname(src)}->{dtname(got)} expected: "
                          f"{dtname(src)}->{dtname(want)}")
    return want


def _complex_md(attrs, real, imag):
    op = "tf.Complex"
    check_type_attr(op, "T", real.dtype, (F32, F64))
    if imag.dtype != real.dtype:
        raise OpError(op, f"cannot compute Complex as input #1(zero-based) was expected to be a "
                          f"{dtname(real.dtype)} tensor but is a {dtname(imag.dtype)} tensor")
    return MD(_tout(op, attrs, real.dtype, _WHOLE), broadcast_shape(op, tuple(real.shape), tuple(imag.shape)))


def _complex(attrs, real, imag):
    out = np.empty(np.broadcast_shapes(real.shape, imag.shape), dtype=_WHOLE[real.dtype])
    out.real, out.imag = real, imag
    return out


OPS.add("tf.Complex", _complex, _complex_md)


def _part(op, fn):
    def md(attrs, x):
        check_type_attr(op, "T", x.dtype, (C64, C128))
        return MD(_tout(op, attrs, x.dtype, _PART), x.shape)

    def dispatch(attrs, x):
        return np.asarray(fn(x), dtype=_PART[x.dtype])

    return dispatch, md


OPS.add("tf.Real", *_part("tf.Real", np.real))
OPS.add("tf.Imag", *_part("tf.Imag", np.imag))
OPS.add("tf.Angle", *_part("tf.Angle", np.angle))
OPS.add("tf.ComplexAbs", *_part("tf.ComplexAbs", np.abs))


def _conj_md(attrs, x):
    check_type_attr("tf.Conj", "T", x.dtype, (C64, C128))
    return MD(x.dtype, x.shape)


OPS.add("tf.Conj", lambda attrs, x: np.asarray(np.conj(x)), _conj_md)
