"""Element-wise TF ops: arithmetic, comparisons, logic, activations, Cast, SelectV2.

Binary ops broadcast like TensorFlow (numpy rules) and require equal input dtypes (TF never
promotes).  Integer RealDiv truncates toward zero, FloorDiv/FloorMod round toward -inf, and
integer division by zero raises OpError ("Integer division by zero"), as TF's CPU kernels do.
"""

from __future__ import annotations

import numpy as np

from ._common import (ALL, BF16, BOOL, F32, FLOAT, FLOAT_COMPLEX, HALF, MD, NUMERIC, REAL, SIGNED, STRING,
                      OpList, broadcast_shape, check_dtype, check_same_dtype, dtname, type_attr)
from .errors import OpError

OPS = OpList()

_add, _sub, _mul, _max, _min = np.add, np.subtract, np.multiply, np.maximum, np.minimum


# ----------------------------------------------------------------------------------------------
# Metadata builders

def _binary_md(op, allowed, out_dtype=None):
    def md(attrs, x, y):
        if x.dtype != y.dtype:
            check_same_dtype(op, x.dtype, y.dtype)
        if x.dtype not in allowed:
            check_dtype(op, x.dtype, allowed, "x")
        if x.shape == y.shape:
            # Metadata is immutable: the result shares x's when it is the same.
            return x if out_dtype is None else MD(out_dtype, x.shape)
        return MD(out_dtype or x.dtype, broadcast_shape(op, x.shape, y.shape))
    md.__name__ = md.__qualname__ = f"md_{op[3:]}"
    return md


def _unary_md(op, allowed, out_dtype=None):
    def md(attrs, x):
        if x.dtype not in allowed:
            check_dtype(op, x.dtype, allowed, "x")
        return x if out_dtype is None else MD(out_dtype, x.shape)
    md.__name__ = md.__qualname__ = f"md_{op[3:]}"
    return md


# ----------------------------------------------------------------------------------------------
# Binary arithmetic

def _add_fn(attrs, x, y):
    return _add(x, y, out=...)


def _sub_fn(attrs, x, y):
    return _sub(x, y, out=...)


def _mul_fn(attrs, x, y):
    return _mul(x, y, out=...)


def _maximum_fn(attrs, x, y):
    return _max(x, y, out=...)


def _minimum_fn(attrs, x, y):
    return _min(x, y, out=...)


def _check_int_divisor(op, y):
    if not y.all():
        raise OpError(op, "Integer division by zero")


def _realdiv_fn(attrs, x, y):
    if x.dtype.kind in "iu":
        _check_int_divisor("tf.RealDiv", y)
        return _trunc_div(x, y)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        return np.true_divide(x, y, out=...)


def _trunc_div(x, y):
    q = np.floor_divide(x, y, out=...)
    if x.dtype.kind == "i":
        # floor -> trunc: add one where the exact quotient is negative and inexact.
        fix = (np.remainder(x, y) != 0) & ((x < 0) != (y < 0))
        if fix.any():
            q = np.add(q, fix.astype(q.dtype), out=...)
    return q


def _floordiv_fn(attrs, x, y):
    if x.dtype.kind in "iu":
        _check_int_divisor("tf.FloorDiv", y)
        return np.floor_divide(x, y, out=...)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        return np.floor(np.true_divide(x, y), out=...)


def _floormod_fn(attrs, x, y):
    if x.dtype.kind in "iu":
        _check_int_divisor("tf.FloorMod", y)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.remainder(x, y, out=...)


def _pow_fn(attrs, x, y):
    if x.dtype.kind in "iu":
        if x.dtype.kind == "i" and (y < 0).any():
            raise OpError("tf.Pow", "Integers to negative integer powers are not allowed")
        return np.power(x, y, out=...)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        return np.power(x, y, out=...)


def _squared_difference_fn(attrs, x, y):
    d = _sub(x, y, out=...)
    if d.dtype.kind == "c":
        return _mul(d, np.conj(d), out=...)
    return _mul(d, d, out=d)


_BINARY = [
    ("tf.AddV2", _add_fn, NUMERIC),
    ("tf.Add", _add_fn, NUMERIC | {STRING}),
    ("tf.Sub", _sub_fn, NUMERIC),
    ("tf.Mul", _mul_fn, NUMERIC),
    ("tf.RealDiv", _realdiv_fn, NUMERIC),
    ("tf.Maximum", _maximum_fn, REAL),
    ("tf.Minimum", _minimum_fn, REAL),
    ("tf.FloorDiv", _floordiv_fn, REAL),
    ("tf.FloorMod", _floormod_fn, REAL),
    ("tf.Pow", _pow_fn, FLOAT_COMPLEX | SIGNED),
    ("tf.SquaredDifference", _squared_difference_fn, FLOAT_COMPLEX | SIGNED),
]
for _name, _fn, _allowed in _BINARY:
    OPS.add(_name, _fn, _binary_md(_name, _allowed))


# ----------------------------------------------------------------------------------------------
# Comparisons and logic

def _cmp(ufunc):
    def fn(attrs, x, y):
        return ufunc(x, y, out=...)
    fn.__name__ = ufunc.__name__
    return fn


for _name, _uf in [("tf.Greater", np.greater), ("tf.Less", np.less), ("tf.GreaterEqual", np.greater_equal),
                   ("tf.LessEqual", np.less_equal)]:
    OPS.add(_name, _cmp(_uf), _binary_md(_name, REAL, BOOL))


def _equality(op, ufunc, on_mismatch):
    plain = _binary_md(op, ALL, BOOL)

    def md(attrs, x, y):
        if attrs and not attrs.get("incompatible_shape_error", True):
            check_same_dtype(op, x.dtype, y.dtype)
            try:
                return plain(attrs, x, y)
            except OpError:
                return MD(BOOL, ())
        return plain(attrs, x, y)

    def fn(attrs, x, y):
        if attrs and not attrs.get("incompatible_shape_error", True):
            try:
                np.broadcast_shapes(x.shape, y.shape)
            except ValueError:
                return np.array(on_mismatch)
        return ufunc(x, y, out=...)

    return md, fn


for _name, _uf, _mismatch in [("tf.Equal", np.equal, False), ("tf.NotEqual", np.not_equal, True)]:
    _md, _fn = _equality(_name, _uf, _mismatch)
    OPS.add(_name, _fn, _md)

OPS.add("tf.LogicalAnd", lambda attrs, x, y: np.logical_and(x, y, out=...), _binary_md("tf.LogicalAnd", {BOOL}))
OPS.add("tf.LogicalOr", lambda attrs, x, y: np.logical_or(x, y, out=...), _binary_md("tf.LogicalOr", {BOOL}))
OPS.add("tf.LogicalNot", lambda attrs, x: np.logical_not(x, out=...), _unary_md("tf.LogicalNot", {BOOL}))


# ----------------------------------------------------------------------------------------------
# Unary math

def _widen(fn):
    """Run `fn` in float32 for f16/bf16 inputs and round back once."""
    def run(attrs, x):
        dt = x.dtype
        if dt in HALF:
            return fn(x.astype(F32)).astype(dt)
        return fn(x)
    run.__name__ = fn.__name__
    return run


def _neg(attrs, x):
    return np.negative(x, out=...)


def _abs(attrs, x):
    return np.absolute(x, out=...)


def _exp(x):
    with np.errstate(over="ignore", under="ignore"):
        return np.exp(x, out=...)


def _log(x):
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log(x, out=...)


def _sqrt(x):
    with np.errstate(invalid="ignore"):
        return np.sqrt(x, out=...)


def _rsqrt(x):
    with np.errstate(divide="ignore", invalid="ignore"):
        r = np.sqrt(x, out=...)
        return np.divide(1, r, out=r)


def _tanh(x):
    return np.tanh(x, out=...)


def _sigmoid(x):
    # 0.5 * (1 + tanh(x / 2)): never overflows, unlike 1 / (1 + exp(-x)).
    if x.dtype.kind == "c":
        with np.errstate(over="ignore"):
            return np.asarray(1 / (1 + np.exp(-x)))
    t = np.multiply(x, 0.5, out=...)
    np.tanh(t, out=t)
    t += 1
    t *= 0.5
    return t


def _relu(attrs, x):
    return _max(x, 0, out=...) if x.dtype != BF16 else _max(x, x.dtype.type(0), out=...)


def _relu6(attrs, x):
    z = x.dtype.type(0)
    six = x.dtype.type(6)
    r = _max(x, z, out=...)
    return _min(r, six, out=r)


def _square(attrs, x):
    return np.square(x, out=...)


def _floor(attrs, x):
    return np.floor(x, out=...)


def _zeros_like(attrs, x):
    return np.zeros_like(x) if x.dtype != STRING else np.full(x.shape, b"", dtype=object)


def _ones_like(attrs, x):
    return np.ones_like(x)


_UNARY = [
    ("tf.Neg", _neg, NUMERIC - {np.dtype(t) for t in (np.uint8, np.uint16, np.uint32, np.uint64)}),
    ("tf.Abs", _abs, REAL),
    ("tf.Exp", _widen(_exp), FLOAT_COMPLEX),
    ("tf.Log", _widen(_log), FLOAT_COMPLEX),
    ("tf.Sqrt", _widen(_sqrt), FLOAT_COMPLEX),
    ("tf.Rsqrt", _widen(_rsqrt), FLOAT_COMPLEX),
    ("tf.Tanh", _widen(_tanh), FLOAT_COMPLEX),
    ("tf.Sigmoid", _widen(_sigmoid), FLOAT_COMPLEX),
    ("tf.Relu", _relu, REAL),
    ("tf.Relu6", _relu6, REAL),
    ("tf.Square", _square, NUMERIC),
    ("tf.Floor", _floor, FLOAT),
    ("tf.ZerosLike", _zeros_like, ALL),
    ("tf.OnesLike", _ones_like, NUMERIC | {BOOL}),
]
for _name, _fn, _allowed in _UNARY:
    OPS.add(_name, _fn, _unary_md(_name, _allowed))


# ----------------------------------------------------------------------------------------------
# Cast

_CASTABLE = NUMERIC | {BOOL}


def _cast_md(attrs, x):
    dst = type_attr("tf.Cast", attrs, "DstT")
    src = type_attr("tf.Cast", attrs, "SrcT", x.dtype)
    if src != x.dtype:
        raise OpError("tf.Cast", f"attribute SrcT ({dtname(src)}) does not match the input dtype ({dtname(x.dtype)})")
    if x.dtype not in _CASTABLE and not (x.dtype == STRING and dst == STRING):
        raise OpError("tf.Cast", f"cannot cast from {dtname(x.dtype)}")
    if dst not in _CASTABLE and not (x.dtype == STRING and dst == STRING):
        raise OpError("tf.Cast", f"cannot cast to {dtname(dst)}")
    return MD(dst, x.shape)


def _truncate_to_bf16(x):
    bits = x.astype(F32).view(np.uint32) & np.uint32(0xFFFF0000)
    return bits.view(F32).astype(BF16)  # exact: the low mantissa bits are already zero


def _cast(attrs, x):
    dst = type_attr("tf.Cast", attrs, "DstT")
    src = x.dtype
    if src == dst:
        return x.copy()
    if src.kind == "c" and dst.kind != "c":
        x = x.real  # TF keeps the real part
    if dst == BF16 and attrs.get("Truncate", False) and src.kind == "f":
        return _truncate_to_bf16(x)
    if dst.kind in "iu" and src.kind in "fc":
        # C++ static_cast truncates toward zero; NaN -> 0 as on x86 in TF (defined here, not UB).
        # (np.nan_to_num gives a numpy scalar for a 0-d array: asarray keeps it an array.)
        with np.errstate(invalid="ignore"):
            return np.asarray(np.nan_to_num(x if src != BF16 else x.astype(F32), nan=0)).astype(dst)
    if dst == BOOL:
        return np.not_equal(x, 0, out=...)
    return x.astype(dst)


OPS.add("tf.Cast", _cast, _cast_md)


# ----------------------------------------------------------------------------------------------
# SelectV2

def _select_md(attrs, c, t, e):
    op = "tf.SelectV2"
    if c.dtype != BOOL:
        raise OpError(op, f"condition must be bool, got {dtname(c.dtype)}")
    check_same_dtype(op, t.dtype, e.dtype, "t", "e")
    shape = broadcast_shape(op, broadcast_shape(op, c.shape, t.shape), e.shape)
    return MD(t.dtype, shape)


def _select(attrs, c, t, e):
    return np.where(c, t, e)


OPS.add("tf.SelectV2", _select, _select_md)
