"""Shared helpers of the TF op library: attribute access, dtype classes, shape checks."""

from __future__ import annotations

import numpy as np

from ..tensor import BFLOAT16, make_metadata, tf_dtype_name
from .errors import OpError


def MD(dtype: np.dtype, shape):
    """The metadata functions' TensorMetadata constructor: `dtype` is always a numpy
    dtype here (from input metadata, type attributes or the constants below), so
    only the shape is normalised; `make_metadata` skips the checking constructor."""
    if shape.__class__ is not tuple:
        shape = tuple(int(d) for d in shape)
    return make_metadata(dtype, shape)


F16 = np.dtype(np.float16)
F32 = np.dtype(np.float32)
F64 = np.dtype(np.float64)
BF16 = BFLOAT16
BOOL = np.dtype(np.bool_)
I32 = np.dtype(np.int32)
I64 = np.dtype(np.int64)
STRING = np.dtype(object)

FLOAT = frozenset([F16, BF16, F32, F64])
COMPLEX = frozenset([np.dtype(np.complex64), np.dtype(np.complex128)])
SIGNED = frozenset(np.dtype(t) for t in (np.int8, np.int16, np.int32, np.int64))
UNSIGNED = frozenset(np.dtype(t) for t in (np.uint8, np.uint16, np.uint32, np.uint64))
INTEGER = SIGNED | UNSIGNED
REAL = FLOAT | INTEGER            # real numbers (ordered)
NUMERIC = REAL | COMPLEX
FLOAT_COMPLEX = FLOAT | COMPLEX
INDEX = frozenset([I32, I64])     # index / shape operands
ALL = NUMERIC | frozenset([BOOL, STRING])

# Half types are computed in float32 and rounded back once (TF's Eigen kernels also widen
# them for transcendental functions and contractions); numpy's own f16 matmul has no BLAS.
HALF = frozenset([F16, BF16])

_REQUIRED = object()


class OpList(list):
    """(name, metadata_fn, value_metadata_fn, value_operands, dispatch_fn, allow_input_reuse,
    specialize_fn) rows."""

    def add(self, name, dispatch, md=None, *, vmd=None, vops=(), reuse=False, specialize=None):
        self.append((name, md, vmd, tuple(vops), dispatch, reuse, specialize))


def attr(op, attrs, name, default=_REQUIRED):
    v = attrs.get(name, default) if attrs else default
    if v is _REQUIRED:
        raise OpError(op, f"missing attribute '{name}'")
    return v


def type_attr(op, attrs, name, default=_REQUIRED):
    """A type attribute as a numpy dtype (accepts numpy dtypes, type objects and TF/MLIR names)."""
    v = attrs.get(name, _REQUIRED) if attrs else _REQUIRED
    if v is _REQUIRED or v is None:
        if default is _REQUIRED:
            raise OpError(op, f"missing attribute '{name}'")
        return default
    if isinstance(v, np.dtype):
        return v
    if isinstance(v, str):
        from ..tensor import dtype_from_name
        try:
            return dtype_from_name(v)
        except KeyError:
            raise OpError(op, f"attribute '{name}' is not a known type: {v!r}") from None
    try:
        return np.dtype(v)
    except TypeError:
        raise OpError(op, f"attribute '{name}' is not a type: {v!r}") from None


def int_list(op, attrs, name, default=_REQUIRED, length=None):
    v = attr(op, attrs, name, default)
    try:
        out = tuple(int(i) for i in v)
    except (TypeError, ValueError):
        raise OpError(op, f"attribute '{name}' must be a list of ints, got {v!r}") from None
    if length is not None and len(out) != length:
        raise OpError(op, f"attribute '{name}' must have {length} elements, got {list(out)}")
    return out


def dtname(dt) -> str:
    from ..tensor import mlir_dtype_name
    try:
        return mlir_dtype_name(dt)
    except KeyError:
        return str(dt)


def check_type_attr(op, name, dt, allowed):
    """TF's check of type attribute `name` (the dtype `dt`) against its allowed
    dtypes, with TF's message and type names (listed in `allowed`'s order; a
    set's sorted)."""
    if dt not in allowed:
        names = [tf_name(d) for d in allowed]
        if isinstance(allowed, (set, frozenset)):
            names.sort()
        raise OpError(op, f"Value for attr '{name}' of {tf_name(dt)} is not in the list of allowed "
                          f"values: {', '.join(names)}")


def tf_name(dt) -> str:
    """TF's name of a dtype as its messages print it (`float`, `int32`, `bfloat16`)."""
    try:
        return tf_dtype_name(dt)[3:].lower()
    except KeyError:
        return dtname(dt)


def allowed_type_attr(op, attrs, name, default, allowed):
    """Type attribute `name` (`default` when absent), checked by `check_type_attr`."""
    dt = type_attr(op, attrs, name, default)
    check_type_attr(op, name, dt, allowed)
    return dt


def check_dtype(op, dt, allowed, what="input"):
    if dt not in allowed:
        raise OpError(op, f"{what} has unsupported dtype {dtname(dt)}")


def check_same_dtype(op, a, b, what_a="x", what_b="y"):
    if a != b:
        raise OpError(op, f"dtypes of {what_a} ({dtname(a)}) and {what_b} ({dtname(b)}) must match")


def broadcast_shape(op, a: tuple, b: tuple) -> tuple:
    if a == b or not b:  # () broadcasts to anything
        return a
    if not a:
        return b
    la, lb = len(a), len(b)
    if la < lb:
        a = (1,) * (lb - la) + a
    elif lb < la:
        b = (1,) * (la - lb) + b
    out = []
    for x, y in zip(a, b):
        if x == y or y == 1:
            out.append(x)
        elif x == 1:
            out.append(y)
        else:
            raise OpError(op, f"Incompatible shapes: {list(a)} vs. {list(b)}")
    return tuple(out)


def norm_axis(op, axis: int, rank: int, what="axis") -> int:
    if not -rank <= axis < rank:
        raise OpError(op, f"{what} {axis} is out of range for a tensor of rank {rank} "
                          f"(expected in [{-rank}, {rank}))")
    return axis + rank if axis < 0 else axis


def index_value(op, v, what, rank=None):
    """A value operand (shape, axis, ...) as a numpy int array; checks integer dtype and rank."""
    if not isinstance(v, np.ndarray):
        v = np.asarray(v)
    if v.dtype not in INDEX:
        raise OpError(op, f"{what} must be int32 or int64, got {dtname(v.dtype)}")
    if rank is not None and v.ndim not in (rank if isinstance(rank, tuple) else (rank,)):
        want = {0: "a scalar", 1: "1-D", 2: "2-D", (0, 1): "a scalar or 1-D"}.get(rank, f"{rank}-D")
        raise OpError(op, f"{what} must be {want}, got shape {v.shape}")
    return v


def scalar_int(op, v, what) -> int:
    v = index_value(op, v, what)
    if v.size != 1 or v.ndim > 1:
        raise OpError(op, f"{what} must be a scalar, got shape {v.shape}")
    return int(v.reshape(()))


def to_f32(x):
    return x.astype(F32) if x.dtype in HALF else x


