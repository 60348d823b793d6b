"""Element-wise TF ops: arithmetic, comparisons, logic, activations, Cast, SelectV2.

Binary ops broadcast like TensorFlow (numpy rules) and require equal input dtypes (TF never
promotes).  Integer RealDiv truncates toward zero, FloorDiv/FloorMod round toward -inf, and
integer division by zero raises OpError ("Integer division by zero"), as TF's CPU kernels do.
"""

from __future__ import annotations

import numpy as np

import math

from .. import native
from ._common import (ALL, BF16, BOOL, COMPLEX, F32, F64, FLOAT, FLOAT_COMPLEX, HALF, I32, I64, INTEGER, MD,
                      NUMERIC, REAL, SIGNED, STRING, UNSIGNED, OpList, broadcast_shape, check_dtype,
                      check_same_dtype, dtname, type_attr)
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
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        return np.true_divide(x, y, out=...)


def _div_fn(attrs, x, y):
    # TF1's Div: C++ `/`, so integers truncate toward zero.
    if x.dtype.kind in "iu":
        _check_int_divisor("tf.Div", y)
        return _trunc_div(x, y)
    return _realdiv_fn(attrs, x, y)


def _truncate_div_fn(attrs, x, y):
    if x.dtype.kind in "iu":
        _check_int_divisor("tf.TruncateDiv", y)
        return _trunc_div(x, y)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        return np.trunc(np.true_divide(x, y), out=...)


def _truncate_mod_fn(attrs, x, y):
    if x.dtype.kind in "iu":
        _check_int_divisor("tf.TruncateMod", y)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.fmod(x, y, out=...)


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


def _where_zero(cond_src, value_fn):
    """TF's *NoNan / x*log(y) family: 0 where `cond_src` is 0, else `value_fn()`."""
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        v = value_fn()
    return np.where(cond_src == 0, v.dtype.type(0), v)


def _half(fn):
    """A binary `fn` run in float32 for f16/bf16 inputs, rounded back once."""
    def run(attrs, x, y):
        if x.dtype in HALF:
            return np.asarray(fn(x.astype(F32), y.astype(F32))).astype(x.dtype)
        return np.asarray(fn(x, y))
    run.__name__ = fn.__name__
    return run


def _xlogy(x, y):
    return _where_zero(x, lambda: x * np.log(y))


def _xlog1py(x, y):
    return _where_zero(x, lambda: x * np.log1p(y))


def _xdivy(x, y):
    return _where_zero(x, lambda: x / y)


def _div_no_nan(x, y):
    return _where_zero(y, lambda: x / y)


def _mul_no_nan(x, y):
    return _where_zero(y, lambda: x * y)


def _atan2(y, x):
    return np.arctan2(y, x)


def _shift(ufunc):
    # TF clamps the shift amount to [0, bits - 1] (C++ shifts beyond that are undefined).
    def fn(attrs, x, y):
        return ufunc(x, np.clip(y, 0, x.dtype.itemsize * 8 - 1).astype(x.dtype, copy=False))
    fn.__name__ = ufunc.__name__
    return fn


_TRUNC_MOD = frozenset([F32, F64, I32, I64])
_BINARY = [
    ("tf.AddV2", _add_fn, NUMERIC),
    ("tf.Add", _add_fn, (NUMERIC - UNSIGNED) | {np.dtype(np.uint8), STRING}),
    ("tf.Sub", _sub_fn, NUMERIC),
    ("tf.Mul", _mul_fn, NUMERIC),
    ("tf.RealDiv", _realdiv_fn, FLOAT_COMPLEX),
    ("tf.Div", _div_fn, NUMERIC),
    ("tf.TruncateDiv", _truncate_div_fn, REAL),
    ("tf.TruncateMod", _truncate_mod_fn, _TRUNC_MOD),
    ("tf.DivNoNan", _half(_div_no_nan), FLOAT_COMPLEX),
    ("tf.MulNoNan", _half(_mul_no_nan), FLOAT_COMPLEX),
    ("tf.Xlogy", _half(_xlogy), FLOAT_COMPLEX),
    ("tf.Xlog1py", _half(_xlog1py), FLOAT_COMPLEX),
    ("tf.Xdivy", _half(_xdivy), FLOAT_COMPLEX),
    ("tf.Atan2", _half(_atan2), FLOAT),
    ("tf.BitwiseAnd", lambda attrs, x, y: np.bitwise_and(x, y, out=...), INTEGER),
    ("tf.BitwiseOr", lambda attrs, x, y: np.bitwise_or(x, y, out=...), INTEGER),
    ("tf.BitwiseXor", lambda attrs, x, y: np.bitwise_xor(x, y, out=...), INTEGER),
    ("tf.LeftShift", _shift(np.left_shift), INTEGER),
    ("tf.RightShift", _shift(np.right_shift), INTEGER),
    ("tf.Maximum", _maximum_fn, REAL),
    ("tf.Minimum", _minimum_fn, REAL),
    ("tf.FloorDiv", _floordiv_fn, REAL),
    ("tf.FloorMod", _floormod_fn, REAL),
    ("tf.Pow", _pow_fn, FLOAT_COMPLEX | SIGNED),
    ("tf.SquaredDifference", _squared_difference_fn, FLOAT_COMPLEX | {I32, I64}),
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


def _libm(fn):
    """An element-wise function numpy lacks, from Python's libm in float64 (correctly
    rounded to the narrower float types)."""
    vec = np.frompyfunc(fn, 1, 1)

    def run(x):
        return np.asarray(vec(x.astype(F64)), dtype=F64).astype(x.dtype)
    run.__name__ = fn.__name__
    return run


def _erf_like(fn):
    """tf.Erf / tf.Erfc: float32 and float64 on the native kernel (glibc's vector libm in
    float64, rounded once: the same results as `_libm`'s but where libm's last bit differs,
    ~1000x faster), else `_libm`."""
    name, fallback = fn.__name__, _libm(fn)

    def run(x):
        kernels = native.kernels
        if kernels is not None and x.dtype in (F32, F64):
            return getattr(kernels, name)(x if x.flags.c_contiguous else x.copy())
        return fallback(x)
    run.__name__ = name
    return run


def _np(ufunc, **errs):
    def run(x):
        with np.errstate(**(errs or {"all": "ignore"})):
            return ufunc(x, out=...)
    run.__name__ = ufunc.__name__
    return run


def _reciprocal(x):
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        return np.divide(x.dtype.type(1), x, out=...)


def _elu(x):
    with np.errstate(over="ignore", invalid="ignore"):
        return np.where(x < 0, np.expm1(x), x)


_SELU_ALPHA, _SELU_SCALE = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946


def _selu(x):
    with np.errstate(over="ignore", invalid="ignore"):
        s = x.dtype.type(_SELU_SCALE)
        return np.where(x < 0, s * x.dtype.type(_SELU_ALPHA) * np.expm1(x), s * x)


def _softplus(x):
    with np.errstate(over="ignore", invalid="ignore"):
        return np.logaddexp(x.dtype.type(0), x, out=...)


def _softsign(x):
    with np.errstate(invalid="ignore"):
        return np.divide(x, 1 + np.abs(x), out=...)


def _sign(attrs, x):
    if x.dtype in HALF:
        return np.sign(x.astype(F32)).astype(x.dtype)
    return np.sign(x, out=...)


def _round(attrs, x):
    # Halves go to the even neighbour (banker's rounding), as TF's Round and Rint.
    return np.rint(x, out=...) if x.dtype.kind != "i" else x.copy()


def _leaky_relu(attrs, x):
    alpha = float(attrs.get("alpha", 0.2)) if attrs else 0.2
    wide = x.astype(F32) if x.dtype in HALF else x
    return np.asarray(np.where(wide < 0, wide * wide.dtype.type(alpha), wide)).astype(x.dtype, copy=False)


def _is(fn):
    def run(attrs, x):
        return fn(x.astype(F32) if x.dtype in HALF else x, out=...)
    run.__name__ = fn.__name__
    return run


_UNARY = [
    ("tf.Neg", _neg, NUMERIC - UNSIGNED),
    ("tf.Abs", _abs, FLOAT | SIGNED),
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
    ("tf.Ceil", lambda attrs, x: np.ceil(x, out=...), FLOAT),
    ("tf.Round", _round, FLOAT | {I32, I64}),
    ("tf.Rint", _round, {F32, F64}),
    ("tf.Sign", _sign, FLOAT_COMPLEX | SIGNED),
    ("tf.Reciprocal", _widen(_reciprocal), FLOAT_COMPLEX),
    ("tf.Invert", lambda attrs, x: np.invert(x, out=...), INTEGER),
    ("tf.Expm1", _widen(_np(np.expm1)), FLOAT_COMPLEX),
    ("tf.Log1p", _widen(_np(np.log1p)), FLOAT_COMPLEX),
    ("tf.Sin", _widen(_np(np.sin)), FLOAT_COMPLEX),
    ("tf.Cos", _widen(_np(np.cos)), FLOAT_COMPLEX),
    ("tf.Tan", _widen(_np(np.tan)), FLOAT_COMPLEX),
    ("tf.Asin", _widen(_np(np.arcsin)), FLOAT_COMPLEX),
    ("tf.Acos", _widen(_np(np.arccos)), FLOAT_COMPLEX),
    ("tf.Atan", _widen(_np(np.arctan)), FLOAT_COMPLEX),
    ("tf.Sinh", _widen(_np(np.sinh)), FLOAT_COMPLEX),
    ("tf.Cosh", _widen(_np(np.cosh)), FLOAT_COMPLEX),
    ("tf.Asinh", _widen(_np(np.arcsinh)), FLOAT_COMPLEX),
    ("tf.Acosh", _widen(_np(np.arccosh)), FLOAT_COMPLEX),
    ("tf.Atanh", _widen(_np(np.arctanh)), FLOAT_COMPLEX),
    ("tf.Erf", _widen(_erf_like(math.erf)), FLOAT),
    ("tf.Erfc", _widen(_erf_like(math.erfc)), FLOAT),
    ("tf.Elu", _widen(_elu), FLOAT),
    ("tf.Selu", _widen(_selu), FLOAT),
    ("tf.Softplus", _widen(_softplus), FLOAT),
    ("tf.Softsign", _widen(_softsign), FLOAT),
    ("tf.LeakyRelu", _leaky_relu, FLOAT),
    ("tf.ZerosLike", _zeros_like, ALL),
    ("tf.OnesLike", _ones_like, NUMERIC | {BOOL}),
]
for _name, _fn, _allowed in _UNARY:
    OPS.add(_name, _fn, _unary_md(_name, _allowed))
for _name, _fn in [("tf.IsNan", np.isnan), ("tf.IsInf", np.isinf), ("tf.IsFinite", np.isfinite)]:
    OPS.add(_name, _is(_fn), _unary_md(_name, FLOAT, BOOL))


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


_U32, _U64 = np.dtype(np.uint32), np.dtype(np.uint64)


def _float_to_u64(w):
    """float -> uint64 as TF's x86 build converts: below 2**63 a signed 64-bit conversion
    (negative values wrap), above it that of x - 2**63 with the top bit set; NaN and values
    out of range give 2**63."""
    big = w >= 2.0 ** 63
    low = w.astype(I64).view(_U64)
    if not big.any():
        return low
    high = (np.where(big, w, 0) - 2.0 ** 63).astype(I64).view(_U64) | _U64.type(2 ** 63)
    return np.where(big, high, low)


def _cast(attrs, x):
    dst = type_attr("tf.Cast", attrs, "DstT")
    src = x.dtype
    if src == dst:
        return x.copy()
    if src.kind == "c" and dst.kind != "c":
        x = x.real  # TF keeps the real part
    if dst == BF16 and attrs.get("Truncate", False) and src.kind == "f":
        return _truncate_to_bf16(x)
    if dst.kind in "iu" and (src.kind in "fc" or src == BF16):
        # C++ static_cast, as numpy's cast compiles to the same x86 conversion: truncation
        # toward zero, and NaN or out-of-range values give what the CPU gives (INT_MIN for
        # 32- and 64-bit results, the low bits of that for narrower ones). Halves via float.
        with np.errstate(invalid="ignore", over="ignore"):
            w = x.astype(F32) if src in HALF else x
            if src.kind == "c":
                w = w.real
            if dst == _U64:
                return _float_to_u64(w)
            if dst == _U32:  # compiled as a 64-bit conversion, the low 32 bits kept
                return w.astype(I64).astype(dst)
            return w.astype(dst)
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


# ----------------------------------------------------------------------------------------------
# ClipByValue

_CLIP = NUMERIC - {np.dtype(np.uint32), np.dtype(np.uint64)}


def _clip_md(attrs, t, lo, hi):
    op = "tf.ClipByValue"
    check_same_dtype(op, t.dtype, lo.dtype, "t", "clip_value_min")
    check_same_dtype(op, t.dtype, hi.dtype, "t", "clip_value_max")
    check_dtype(op, t.dtype, _CLIP, "t")
    for what, b in (("clip_value_min", lo), ("clip_value_max", hi)):
        if b.shape and b.shape != t.shape:
            raise OpError(op, f"{what} must be a scalar or have the shape of t {list(t.shape)}, "
                              f"got {list(b.shape)}")
    return t


def _clip(attrs, t, lo, hi):
    # max(min(t, hi), lo), as TF (lo wins when lo > hi); complex numbers part by part.
    if t.dtype.kind == "c":
        re = np.maximum(np.minimum(t.real, hi.real), lo.real)
        im = np.maximum(np.minimum(t.imag, hi.imag), lo.imag)
        return (re + 1j * im).astype(t.dtype)
    return np.maximum(np.minimum(t, hi), lo, out=...)


OPS.add("tf.ClipByValue", _clip, _clip_md)


# ----------------------------------------------------------------------------------------------
# Older and less common element-wise ops of TF graphs

OPS.add("tf.Inv", _widen(_reciprocal), _unary_md("tf.Inv", FLOAT_COMPLEX))


def _mod_fn(attrs, x, y):
    # TF's Mod is C's: the remainder of truncated division (fmod for floats).
    if x.dtype.kind in "iu":
        _check_int_divisor("tf.Mod", y)
        return _truncate_mod_fn(attrs, x, y)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.fmod(x, y)


OPS.add("tf.Mod", _mod_fn, _binary_md("tf.Mod", frozenset([F32, F64, I32, I64])))


def _next_after(attrs, x, y):
    return np.nextafter(x, y)


OPS.add("tf.NextAfter", _next_after, _binary_md("tf.NextAfter", frozenset([F32, F64])))


def _approx_md(attrs, x, y):
    op = "tf.ApproximateEqual"
    check_same_dtype(op, x.dtype, y.dtype)
    check_dtype(op, x.dtype, frozenset([F32, F64]), "x")
    if tuple(x.shape) != tuple(y.shape):
        raise OpError(op, f"x and y must be of the same shape. x shape: {list(x.shape)}. y shape: {list(y.shape)}")
    return MD(BOOL, x.shape)


def _approx(attrs, x, y):
    tol = float(attrs.get("tolerance", 1e-5)) if attrs else 1e-5
    with np.errstate(over="ignore", invalid="ignore"):
        return np.less(np.abs(x - y), x.dtype.type(tol))


OPS.add("tf.ApproximateEqual", _approx, _approx_md)


def _lgamma(x):
    return np.array([math.lgamma(v) if not math.isinf(v) and not (v <= 0 and v == int(v)) else math.inf
                     for v in x.reshape(-1).tolist()], dtype=np.float64).reshape(x.shape)


def _lgamma_fn(attrs, x):
    out = _lgamma(x.astype(np.float64)) if x.size else np.zeros(x.shape)
    out[np.isnan(x)] = np.nan
    return out.astype(x.dtype)


OPS.add("tf.Lgamma", _lgamma_fn, _unary_md("tf.Lgamma", frozenset([np.dtype(np.float16), F32, F64])))


def _add_n_md(attrs, *xs):
    op = "tf.AddN"
    if not xs:
        raise OpError(op, "AddN needs at least one input")
    for x in xs[1:]:
        check_same_dtype(op, xs[0].dtype, x.dtype, "inputs[0]", "inputs[i]")
        if tuple(x.shape) != tuple(xs[0].shape):
            raise OpError(op, f"Inputs to operation AddN of type AddN must have the same size and shape.  "
                              f"Input 0: {list(xs[0].shape)} != input 1: {list(x.shape)}")
    check_dtype(op, xs[0].dtype, NUMERIC, "inputs")
    return MD(xs[0].dtype, xs[0].shape)


def _add_n(attrs, *xs):
    if xs[0].dtype in HALF:
        acc = xs[0].astype(F32)
        for x in xs[1:]:
            acc = acc + x
        return acc.astype(xs[0].dtype)
    acc = xs[0].copy()
    for x in xs[1:]:
        np.add(acc, x, out=acc)
    return acc


OPS.add("tf.AddN", _add_n, _add_n_md)


def _select_md(attrs, cond, t, e):
    op = "tf.Select"
    if cond.dtype != BOOL:
        raise OpError(op, f"cond must be bool, got {dtname(cond.dtype)}")
    check_same_dtype(op, t.dtype, e.dtype, "t", "e")
    if tuple(t.shape) != tuple(e.shape):
        raise OpError(op, f"'then' and 'else' must have the same size.  but received: {list(t.shape)} vs. "
                          f"{list(e.shape)}")
    c = tuple(cond.shape)
    if c != tuple(t.shape) and not (len(c) == 1 and len(t.shape) >= 1 and c[0] == t.shape[0]) and c != ():
        raise OpError(op, f"'cond' must be a scalar, a vector of the first dimension of 'then', or the same shape "
                          f"as 'then', but received {list(c)} vs. {list(t.shape)}")
    return MD(t.dtype, t.shape)


def _select_v1(attrs, cond, t, e):
    if cond.ndim == 1 and t.ndim > 1:
        cond = cond.reshape(cond.shape + (1,) * (t.ndim - 1))
    return np.where(cond, t, e)


OPS.add("tf.Select", _select_v1, _select_md)


def _cross_md(attrs, a, b):
    op = "tf.Cross"
    check_same_dtype(op, a.dtype, b.dtype, "a", "b")
    check_dtype(op, a.dtype, REAL, "a")
    if tuple(a.shape) != tuple(b.shape):
        raise OpError(op, f"Both inputs must be of same shape: {list(a.shape)} vs. {list(b.shape)}")
    if not a.shape or a.shape[-1] != 3:
        raise OpError(op, f"Trailing dimension must be of size 3: {list(a.shape)}")
    return MD(a.dtype, a.shape)


def _cross(attrs, a, b):
    with np.errstate(over="ignore", invalid="ignore"):
        return np.cross(a, b).astype(a.dtype, copy=False)


OPS.add("tf.Cross", _cross, _cross_md)


# ----------------------------------------------------------------------------------------------
# Special functions (TF computes them with Eigen's Cephes-derived code): computed here in float64
# (numpy only) and rounded once to the input type; half types as TF, through float32.

def _digamma64(x):
    """Eigen's digamma: reflection for x <= 0 (NaN at non-positive integers), the recurrence
    psi(x + 1) = psi(x) + 1/x up to 10, then the asymptotic series."""
    x = np.asarray(x, F64)
    with np.errstate(all="ignore"):
        neg = x <= 0
        p = np.floor(x)
        nz = x - p
        nz = np.where(nz > 0.5, x - (p + 1), nz)
        refl = np.where(nz == 0.5, 0.0, np.pi / np.tan(np.pi * nz))
        s = np.where(neg, 1 - x, x)
        w = np.zeros_like(s)
        for _ in range(10):  # s < 10 at most 10 steps (s >= 0 here)
            small = s < 10
            w = np.where(small, w + 1 / s, w)
            s = np.where(small, s + 1, s)
        z = 1 / (s * s)
        # Bernoulli terms B_2k / (2k s^2k), k = 1..7 (Cephes' psi coefficients).
        poly = z * (1 / 12 + z * (-1 / 120 + z * (1 / 252 + z * (-1 / 240 + z * (1 / 132 + z * (
            -691 / 32760 + z / 12))))))
        poly = np.where(s < 1e17, poly, 0.0)
        y = np.log(s) - 0.5 / s - poly - w
        y = np.where(neg, y - refl, y)
        return np.where(neg & (p == x), np.nan, y)


_MACHEP = 1.11022302462515654042e-16
_BIG = 4.503599627370496e15
_MAXLOG = 7.09782712893383996843e2


def _igam_prefix(a, x):
    """x^a e^-x / Gamma(a), 0 when it underflows."""
    if x == 0:
        return 0.0
    ax = a * math.log(x) - x - math.lgamma(a)
    return 0.0 if ax < -_MAXLOG else math.exp(ax)


def _igam_series(a, x):
    ax = _igam_prefix(a, x)
    if ax == 0.0:
        return 0.0
    r, c, ans = a, 1.0, 1.0
    while True:
        r += 1.0
        c *= x / r
        ans += c
        if c <= _MACHEP * ans:
            return ans * ax / a


def _igamc_cf(a, x):
    if math.isinf(x):
        return 0.0
    ax = _igam_prefix(a, x)
    if ax == 0.0:
        return 0.0
    y, z, c = 1.0 - a, x + 2.0 - a, 0.0
    pkm2, qkm2, pkm1, qkm1 = 1.0, x, x + 1.0, z * x
    ans = pkm1 / qkm1
    for _ in range(2000):
        c += 1.0
        y += 1.0
        z += 2.0
        yc = y * c
        pk, qk = pkm1 * z - pkm2 * yc, qkm1 * z - qkm2 * yc
        if qk != 0:
            r = pk / qk
            t = abs((ans - r) / r)
            ans = r
        else:
            t = 1.0
        pkm2, pkm1, qkm2, qkm1 = pkm1, pk, qkm1, qk
        if abs(pk) > _BIG:
            pkm2, pkm1, qkm2, qkm1 = pkm2 / _BIG, pkm1 / _BIG, qkm2 / _BIG, qkm1 / _BIG
        if t <= _MACHEP:
            break
    return ans * ax


def _igamma_scalar(a, x):
    """Regularized lower incomplete gamma P(a, x), Eigen's domain rules."""
    if x == 0:
        return 0.0
    if x < 0 or a <= 0 or math.isnan(a) or math.isnan(x):
        return math.nan
    if math.isinf(a):
        return math.nan if math.isinf(x) else 0.0
    if x > 1 and x > a:
        return 1.0 - _igamc_cf(a, x)
    return _igam_series(a, x)


def _igammac_scalar(a, x):
    """Regularized upper incomplete gamma Q(a, x) = 1 - P(a, x)."""
    if x < 0 or a <= 0 or math.isnan(a) or math.isnan(x):
        return math.nan
    if math.isinf(a):
        return math.nan if math.isinf(x) else 1.0
    if x < 1 or x < a:
        return 1.0 - _igam_series(a, x)
    return _igamc_cf(a, x)


def _binary_special(scalar_fn):
    vec = np.frompyfunc(scalar_fn, 2, 1)

    def run(attrs, a, x):
        with np.errstate(all="ignore"):
            out = np.asarray(vec(a.astype(F64), x.astype(F64)), dtype=F64)
        return out.astype(a.dtype)
    return run


def _erfinv(x):
    """TF's erfinv(x) = ndtri((x + 1) / 2) / sqrt(2), with p = (x + 1) / 2 rounded in the input's
    type (f32 for the half types) as TF does, then erfinv(2p - 1) solved accurately: a rational
    first guess refined by Newton steps on erf, or on erfc where |2p - 1| > 1/2 (its tail
    2 min(p, 1 - p) is exact there), from Python's libm."""
    wide = x.astype(F32) if x.dtype in HALF else x
    one = wide.dtype.type(1)
    p = ((wide + one) / wide.dtype.type(2)).astype(F64)
    v = 2 * p - 1
    ax = np.abs(v)
    tail = 2 * np.minimum(p, 1 - p)
    erf, erfc = np.frompyfunc(math.erf, 1, 1), np.frompyfunc(math.erfc, 1, 1)
    with np.errstate(all="ignore"):
        # Giles' single-precision approximation as the start.
        w = -np.log((1.0 - ax) * (1.0 + ax))
        p1 = 2.81022636e-08
        for c in (3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087, -0.00125372503,
                  -0.00417768164, 0.246640727, 1.50140941):
            p1 = c + p1 * (w - 2.5)
        ws = np.sqrt(np.maximum(w, 5.0)) - 3.0
        p2 = -0.000200214257
        for c in (0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613,
                  0.00943887047, 1.00167406, 2.83297682):
            p2 = c + p2 * ws
        y = np.where(w < 5.0, p1, p2) * ax
        near_one = ax > 0.5
        for _ in range(8):  # Newton on erf(y) = |v|, or on log erfc(y) = log tail in the tails
            fin = np.isfinite(y) & (ax < 1)
            yf = np.where(fin, y, 0.0)
            d = 2 / np.sqrt(np.pi) * np.exp(-yf * yf)
            ec = np.asarray(erfc(yf), F64)
            step = np.where(near_one, -(np.log(ec) - np.log(tail)) * ec / d, (np.asarray(erf(yf), F64) - ax) / d)
            y = np.where(fin & (d > 0), y - step, y)
        y = np.where(ax == 1, np.inf, np.where(ax > 1, np.nan, y))
        y = np.copysign(y, v) * np.where(np.isnan(v), np.nan, 1.0)
    return np.asarray(y).astype(x.dtype)


def _bessel_scaled(x, order):
    """exp(-|x|) I0(x) or exp(-|x|) I1(x): the power series (all terms positive) up to |x| = 30,
    the asymptotic expansion beyond."""
    x = np.asarray(x, F64)
    ax = np.abs(x)
    small = ax <= 30
    xs = np.where(small, ax, 0.0)
    q = (xs / 2) ** 2
    term = np.ones_like(xs) if order == 0 else xs / 2
    total = term.copy()
    for k in range(1, 120):
        term = term * q / (k * (k + order))
        total += term
    with np.errstate(all="ignore"):
        s_val = total * np.exp(-xs)
        xl = np.where(small, 1.0, ax)
        mu = 4.0 * order * order
        t = np.ones_like(xl)
        acc = t.copy()
        for k in range(1, 40):
            t = t * -(mu - (2 * k - 1) ** 2) / (k * 8 * xl)
            acc += t
        l_val = acc / np.sqrt(2 * np.pi * xl)
        out = np.where(small, s_val, l_val)
        out = np.where(np.isinf(ax), 0.0, out)
        return np.copysign(out, x) if order == 1 else np.where(np.isnan(x), np.nan, out)


def _special_unary(fn):
    def run(attrs, x):
        with np.errstate(all="ignore"):
            return np.asarray(fn(x.astype(F64)), dtype=F64).astype(x.dtype)
    return run


_F16_F32_F64 = frozenset([np.dtype(np.float16), F32, F64])  # TF's CPU kernels: no bfloat16


OPS.add("tf.Erfinv", lambda attrs, x: np.asarray(_erfinv(x)), _unary_md("tf.Erfinv", frozenset([F32, F64])))
for _name, _fn in (("tf.Digamma", _digamma64),
                   ("tf.BesselI0e", lambda x: _bessel_scaled(x, 0)),
                   ("tf.BesselI1e", lambda x: _bessel_scaled(x, 1))):
    OPS.add(_name, _special_unary(_fn), _unary_md(_name, _F16_F32_F64))
for _name, _fn in (("tf.Igamma", _igamma_scalar), ("tf.Igammac", _igammac_scalar)):
    OPS.add(_name, _binary_special(_fn), _binary_md(_name, frozenset([F32, F64])))


# ----------------------------------------------------------------------------------------------
# FakeQuantWithMinMaxArgs / Vars (TF's fake_quant_ops): float32 throughout, step by step.
# Bit-exact with TF 2.21 up to 8 bits (checked on 480,000 values); at 16 bits a value within
# about 1e-3 of a step's rounding tie may land one step off (12 of those 480,000 values).

def _nudge(lo, hi, num_bits, narrow_range):
    """TF's Nudge: the range moved so that real zero is a quantization step (zero point an
    integer in [qmin, qmax]). Returns nudged min and max, scale, 1 / scale, qmin - zero point."""
    f = np.float32
    qmin, qmax = f(1 if narrow_range else 0), f((1 << num_bits) - 1)
    lo, hi = f(lo), f(hi)
    scale = (hi - lo) / (qmax - qmin)
    inv_scale = (qmax - qmin) / (hi - lo)  # TF recomputes it rather than taking 1 / scale
    zero_from_min = qmin - lo / scale
    if zero_from_min < qmin:
        zero = qmin
    elif zero_from_min > qmax:
        zero = qmax
    else:
        zero = f(np.floor(np.abs(zero_from_min) + f(0.5)) * np.sign(zero_from_min))  # std::round
    return (qmin - zero) * scale, (qmax - zero) * scale, scale, inv_scale, qmin - zero


def _fake_quant(x, lo, hi, num_bits, narrow_range):
    nmin, nmax, scale, inv_scale, offset = _nudge(lo, hi, num_bits, narrow_range)
    clamped = np.maximum(np.minimum(x, nmax), nmin)
    # The step index from the nudged min, moved to count from real zero, times the scale.
    with np.errstate(all="ignore"):
        return (np.floor((clamped - nmin) * inv_scale + np.float32(0.5)) + offset) * scale


def _fake_quant_attrs(op, attrs):
    bits = int(attrs.get("num_bits", 8) if attrs else 8)
    narrow = bool(attrs.get("narrow_range", False) if attrs else False)
    if not 2 <= bits <= 16:
        raise OpError(op, f"num_bits must be between 2 and 16, inclusive")
    return bits, narrow


def _fake_quant_args_md(attrs, x):
    op = "tf.FakeQuantWithMinMaxArgs"
    check_dtype(op, x.dtype, {F32}, "inputs")
    _fake_quant_attrs(op, attrs)
    lo, hi = float(attrs.get("min", -6.0) if attrs else -6.0), float(attrs.get("max", 6.0) if attrs else 6.0)
    if not lo < hi:
        raise OpError(op, f"min has to be smaller than max, was: {lo} >= {hi}")
    return MD(F32, x.shape)


def _fake_quant_args(attrs, x):
    _fake_quant_args_md(attrs, x)
    bits, narrow = _fake_quant_attrs("tf.FakeQuantWithMinMaxArgs", attrs)
    lo, hi = float(attrs.get("min", -6.0) if attrs else -6.0), float(attrs.get("max", 6.0) if attrs else 6.0)
    return _fake_quant(x, lo, hi, bits, narrow)


def _fake_quant_vars_md(attrs, x, lo, hi):
    op = "tf.FakeQuantWithMinMaxVars"
    for v, what in ((x, "inputs"), (lo, "min"), (hi, "max")):
        check_dtype(op, v.dtype, {F32}, what)
    for v, what in ((lo, "min"), (hi, "max")):
        if len(v.shape) != 0:
            raise OpError(op, f"`{what}` must be rank 0 but is rank {len(v.shape)}")
    _fake_quant_attrs(op, attrs)
    return MD(F32, x.shape)


def _fake_quant_vars(attrs, x, lo, hi):
    _fake_quant_vars_md(attrs, x, lo, hi)
    bits, narrow = _fake_quant_attrs("tf.FakeQuantWithMinMaxVars", attrs)
    if float(lo) == 0.0 and float(hi) == 0.0:  # TF's special case: all zeros
        return np.zeros(x.shape, F32)
    return _fake_quant(x, float(lo), float(hi), bits, narrow)


OPS.add("tf.FakeQuantWithMinMaxArgs", _fake_quant_args, _fake_quant_args_md)
OPS.add("tf.FakeQuantWithMinMaxVars", _fake_quant_vars, _fake_quant_vars_md)
