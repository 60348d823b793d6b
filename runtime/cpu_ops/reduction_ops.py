"""Reductions: Sum, Mean, Prod, Max, Min, All, Any, EuclideanNorm (input 1 = reduction_indices),
ArgMax and ArgMin, and the scans Cumsum and Cumprod.

The reduced axes are an input tensor, so the output shape depends on its *value*: these ops
have no synchronous metadata_fn, only a value_metadata_fn (value_operands=(1,)).
TF semantics kept: negative and repeated axes, `keep_dims`, an empty axis list is the identity,
integer Mean truncates toward zero, Max/Min of an empty set give the dtype's lowest/highest
value, sums keep the input dtype (no numpy up-casting of small integers).
"""

from __future__ import annotations

from math import prod

import numpy as np

from ._common import (BF16, BOOL, F32, F64, HALF, I32, I64, MD, NUMERIC, REAL, OpList, check_dtype, dtname,
                      index_value, norm_axis, scalar_int, type_attr)
from .errors import OpError

OPS = OpList()
_add_reduce = np.add.reduce
_BLAS_FLOAT = {F32, F64}
_ones = {}  # (count, dtype) -> a vector of ones, for means as products


def _axes(op, rank, axes):
    a = index_value(op, axes, "reduction_indices", rank=(0, 1))
    if a.size == 1:
        return (norm_axis(op, int(a.reshape(())), rank, "reduction index"),)
    # tolist(): Python ints, cheaper to check than numpy scalars.
    axes = [norm_axis(op, i, rank, "reduction index") for i in a.reshape(-1).tolist()]
    unique = set(axes)
    if len(unique) != len(axes):
        dup = next(i for i in axes if axes.count(i) > 1)
        raise OpError(op, f"Invalid reduction arguments: Axes contains duplicate dimension: {dup}")
    return tuple(sorted(unique))


def _keep(attrs):
    return bool(attrs.get("keep_dims", attrs.get("keepdims", False))) if attrs else False


def _reduced_shape(shape, axes, keep):
    if keep:
        return tuple(1 if i in axes else d for i, d in enumerate(shape))
    return tuple(d for i, d in enumerate(shape) if i not in axes)


def _reduce_vmd(op, allowed):
    def vmd(attrs, x, axes):
        check_dtype(op, x.dtype, allowed, "input")
        return MD(x.dtype, _reduced_shape(x.shape, _axes(op, len(x.shape), axes), _keep(attrs)))
    vmd.__name__ = f"vmd_{op[3:]}"
    return vmd


def _reduce(op, allowed, compute, planned=None):
    """The op's dispatch function; `planned(x, ax, keep)`, if given, a function of arrays of
    x's dtype and shape planned once (or None), for an op run's direct call."""
    def fn(attrs, x, axes):
        if x.dtype not in allowed:
            check_dtype(op, x.dtype, allowed, "input")
        ax = _axes(op, x.ndim, axes)
        out = compute(x, ax, _keep(attrs))
        return out if type(out) is np.ndarray else np.asarray(out)

    def direct(attrs, arrays):
        """An op run's shorter call (core_runtime/op_runs.py): the axes read once, a float
        sum's steps planned once."""
        x = arrays[0]
        ax, keep = _axes(op, x.ndim, arrays[1]), _keep(attrs)
        reduce = planned(x, ax, keep) if planned is not None and x.dtype in allowed else None
        if reduce is None:
            def reduce(x):
                out = compute(x, ax, keep)
                return out if type(out) is np.ndarray else np.asarray(out)
        return reduce, (0,), None
    fn.__name__ = f"dispatch_{op[3:]}"
    fn.direct = direct
    return fn


def _float_sum_plan(shape, dt, ax):
    """The steps of a float sum over `ax` of a C-contiguous array of `shape`: a run of
    consecutive axes at a time from the outermost, each (the shape to view the values as,
    a vector of ones or None). A run with axes after it is a product with the ones (BLAS's
    gemv), a run at the end numpy's contiguous reduction. numpy's own reduction over axes
    that are not innermost runs strided loops, 5-40x slower (a global average pool's
    [1, 24, 24, 16] over axes 1, 2: 10.9 us against 1.4; a group norm's [1, 2000, 8, 4] over
    axes 1 and 3: 233 against 6)."""
    steps = []
    first = ax[0]
    while True:
        k, last = len(ax), ax[-1]
        if last - first + 1 != k:  # more than one run: this one ends where the axes skip
            k, last = 1, first
            while ax[k] == last + 1:
                last, k = last + 1, k + 1
        pre, r, post = prod(shape[:first]), prod(shape[first:last + 1]), prod(shape[last + 1:])
        steps.append(((pre, r), None) if post == 1 else ((pre, r, post), _ones_of(r, dt)))
        if k == len(ax):
            return steps
        width = last + 1 - first  # what is left: this run's axes gone
        shape = shape[:first] + shape[last + 1:]
        ax = tuple(a - width for a in ax[k:])
        first = ax[0]


def _run_plan(x, steps, dt, out):
    for view, ones in steps:
        x = _add_reduce(x.reshape(view), axis=1, dtype=dt) if ones is None else np.matmul(ones, x.reshape(view))
    return x.reshape(out)


def _float_sum(x, ax, keep):
    """The sum over `ax` of a C-contiguous, non-empty float32/float64 array (_float_sum_plan)."""
    dt = x.dtype
    return _run_plan(x, _float_sum_plan(x.shape, dt, ax), dt, _reduced_shape(x.shape, ax, keep))


def _planned_sum(x, ax, keep, divide_by_count=False):
    """Sum (or Mean) of arrays like `x`, planned once: float32/float64, non-empty; else None."""
    dt = x.dtype
    if dt not in _BLAS_FLOAT or not x.size or not ax:
        return None
    steps, out = _float_sum_plan(x.shape, dt, ax), _reduced_shape(x.shape, ax, keep)
    count = prod(x.shape[a] for a in ax)

    def reduce(x):
        if not x.flags.c_contiguous:  # (the trace's arrays have x's dtype and shape)
            return np.asarray(_mean(x, ax, keep) if divide_by_count else _sum(x, ax, keep))
        s = _run_plan(x, steps, dt, out)
        if divide_by_count:
            s /= count
        return s
    return reduce


def _planned_mean(x, ax, keep):
    return _planned_sum(x, ax, keep, divide_by_count=True)


_PLANNED = {"tf.Sum": _planned_sum, "tf.Mean": _planned_mean}


def _ones_of(count, dt):
    key = (count, dt)
    ones = _ones.get(key)
    if ones is None:
        if len(_ones) > 64:
            _ones.clear()
        ones = _ones[key] = np.ones(count, dt)
    return ones


def _sum(x, ax, keep):
    dt = x.dtype
    if dt in _BLAS_FLOAT and x.size and ax and x.flags.c_contiguous:
        return _float_sum(x, ax, keep)
    if dt in HALF:
        return _add_reduce(x, axis=ax, dtype=F32, keepdims=keep).astype(dt)
    return _add_reduce(x, axis=ax, dtype=dt, keepdims=keep)  # np.sum's own call, minus its layers


def _prod(x, ax, keep):
    dt = x.dtype
    if dt in HALF:
        return np.prod(x, axis=ax, dtype=F32, keepdims=keep).astype(dt)
    return np.prod(x, axis=ax, dtype=dt, keepdims=keep)


def _mean(x, ax, keep):
    dt = x.dtype
    if dt.kind in "iu":
        count = 1
        for a in ax:
            count *= x.shape[a]
        # TF sums small integers without wrapping around: a 64-bit sum.
        wide = np.dtype(np.uint64) if dt.kind == "u" else I64
        s = np.sum(x, axis=ax, dtype=wide, keepdims=keep)
        if count == 0:
            return np.zeros_like(s, dtype=dt)
        if dt.kind == "u":
            return (s // wide.type(count)).astype(dt)
        q = np.abs(s) // wide.type(count)          # truncate toward zero, as C++ integer division
        return np.where(s < 0, -q, q).astype(dt)
    if dt in _BLAS_FLOAT and x.size:  # a float sum, then one division (np.mean's layers and
        count = 1                       # np.errstate cost more than the sum on small tensors)
        for a in ax:
            count *= x.shape[a]
        if ax and x.flags.c_contiguous:
            s = _float_sum(x, ax, keep)
        else:
            s = _add_reduce(x, axis=ax, dtype=dt, keepdims=keep)
        if type(s) is not np.ndarray:
            return np.asarray(s / dt.type(count))
        s /= count
        return s
    with np.errstate(invalid="ignore", divide="ignore"):
        if dt in HALF:
            return np.mean(x, axis=ax, dtype=F32, keepdims=keep).astype(dt)
        return np.asarray(np.mean(x, axis=ax, dtype=dt, keepdims=keep))


def _extreme(ufunc, lowest):
    def compute(x, ax, keep):
        if x.size == 0:
            dt = x.dtype
            if dt.kind == "f" or dt == BF16:
                init = -np.inf if lowest else np.inf
            elif dt == BOOL:
                init = not lowest
            else:
                info = np.iinfo(dt)
                init = info.min if lowest else info.max
            return np.asarray(ufunc.reduce(x, axis=ax, keepdims=keep, initial=init))
        return np.asarray(ufunc.reduce(x, axis=ax, keepdims=keep))
    return compute


def _euclidean_norm(x, ax, keep):
    dt = x.dtype
    if dt.kind == "c":
        return np.sqrt(np.sum((x * np.conj(x)), axis=ax, keepdims=keep)).astype(dt)
    if dt.kind in "iu":  # the sum of squares in the integer type, its root truncated
        return np.sqrt(np.sum(x * x, axis=ax, dtype=dt, keepdims=keep).astype(F64)).astype(dt)
    w = x.astype(F32) if dt in HALF else x
    return np.sqrt(np.sum(w * w, axis=ax, keepdims=keep)).astype(dt)


def _all(x, ax, keep):
    return np.asarray(np.all(x, axis=ax, keepdims=keep))


def _any(x, ax, keep):
    return np.asarray(np.any(x, axis=ax, keepdims=keep))


for _name, _allowed, _compute in [
    ("tf.Sum", NUMERIC, _sum),
    ("tf.Prod", NUMERIC, _prod),
    ("tf.Mean", NUMERIC, _mean),
    ("tf.EuclideanNorm", NUMERIC, _euclidean_norm),
    ("tf.Max", REAL, _extreme(np.maximum, True)),
    ("tf.Min", REAL, _extreme(np.minimum, False)),
    ("tf.All", {BOOL}, _all),
    ("tf.Any", {BOOL}, _any),
]:
    OPS.add(_name, _reduce(_name, _allowed, _compute, _PLANNED.get(_name)), vmd=_reduce_vmd(_name, _allowed),
            vops=(1,))


# ----------------------------------------------------------------------------------------------
# ArgMax, ArgMin

def _arg_check(op, attrs, x, dim):
    check_dtype(op, x.dtype, REAL | {BOOL}, "input")
    out = type_attr(op, attrs, "output_type", I64)
    allowed = (I32, I64, np.dtype(np.int16), np.dtype(np.uint16)) if op == "tf.ArgMax" else (I32, I64)
    if out not in allowed:
        raise OpError(op, f"output_type must be one of {', '.join(dtname(t) for t in allowed)}, "
                          f"got {dtname(out)}")
    rank = len(x.shape)
    d = scalar_int(op, dim, "dimension")
    if not -rank <= d < rank:
        raise OpError(op, f"Expected dimension in the range [{-rank}, {rank}), but got {d}")
    axis = d + rank if d < 0 else d
    if x.shape[axis] == 0:
        raise OpError(op, f"Reduction axis {axis} is empty in shape {list(x.shape)}")
    return axis, out


def _arg(op, pick, skip_nan):
    def vmd(attrs, x, dim):
        axis, out = _arg_check(op, attrs, x, dim)
        return MD(out, x.shape[:axis] + x.shape[axis + 1:])

    def fn(attrs, x, dim):
        axis, out = _arg_check(op, attrs, x, dim)
        if x.dtype.kind == "f" or x.dtype == BF16:
            # TF keeps the first strictly better element: NaN never is, so it is skipped
            # (the first element's index when all are NaN).
            w = x.astype(F32) if x.dtype == BF16 else x
            nan = np.isnan(w)
            if nan.any():
                w = np.where(nan, skip_nan, w)
            x = w
        return np.asarray(pick(x, axis=axis)).astype(out, copy=False)

    vmd.__name__, fn.__name__ = f"vmd_{op[3:]}", f"dispatch_{op[3:]}"
    return fn, vmd


for _name, _pick, _skip in [("tf.ArgMax", np.argmax, -np.inf), ("tf.ArgMin", np.argmin, np.inf)]:
    _fn, _vmd = _arg(_name, _pick, _skip)
    OPS.add(_name, _fn, vmd=_vmd, vops=(1,))


# ----------------------------------------------------------------------------------------------
# Cumsum, Cumprod (the axis is a value, but the shape is the input's: a synchronous metadata fn)

def _scan_md(op):
    def md(attrs, x, axis):
        check_dtype(op, x.dtype, NUMERIC, "x")
        if axis.dtype not in (I32, I64):
            raise OpError(op, f"axis must be int32 or int64, got {dtname(axis.dtype)}")
        if len(axis.shape) != 0:
            raise OpError(op, f"ScanOp: axis must be a scalar, not {list(axis.shape)}")
        return x
    md.__name__ = f"md_{op[3:]}"
    return md


def _scan(op, ufunc, identity):
    def fn(attrs, x, axis):
        rank = x.ndim
        a = scalar_int(op, axis, "axis")
        if not -rank <= a < rank:
            raise OpError(op, f"ScanOp: Expected scan axis in the range [{-rank}, {rank}), but got {a}")
        a = a + rank if a < 0 else a
        exclusive = bool(attrs.get("exclusive", False)) if attrs else False
        reverse = bool(attrs.get("reverse", False)) if attrs else False
        dt = x.dtype
        acc = F32 if dt in HALF else dt
        out = np.empty(x.shape, acc)
        if not x.size:
            return out.astype(dt, copy=False)
        # Reverse: the scan runs over flipped views of input and output (no copies); exclusive:
        # it writes one place further along, after the identity.
        src, dst = (np.flip(x, a), np.flip(out, a)) if reverse else (x, out)
        if exclusive:
            dst[(slice(None),) * a + (slice(0, 1),)] = identity
            src = src[(slice(None),) * a + (slice(0, -1),)]
            dst = dst[(slice(None),) * a + (slice(1, None),)]
        with np.errstate(over="ignore", invalid="ignore"):
            ufunc.accumulate(src, axis=a, dtype=acc, out=dst)
        return out.astype(dt, copy=False)
    fn.__name__ = f"dispatch_{op[3:]}"
    return fn


OPS.add("tf.Cumsum", _scan("tf.Cumsum", np.add, 0), _scan_md("tf.Cumsum"))
OPS.add("tf.Cumprod", _scan("tf.Cumprod", np.multiply, 1), _scan_md("tf.Cumprod"))


def _logaddexp_scan_md(attrs, x, axis):
    op = "tf.CumulativeLogsumexp"
    check_dtype(op, x.dtype, frozenset([np.dtype(np.float16), BF16, F32, F64]), "x")
    return _scan_md(op)(attrs, x, axis)


class _LogAddExp:
    """TF's log-sum-exp step, max + log1p(exp(min - max)), -inf when the max is -inf; max and
    min picked by C++'s comparisons (a NaN after -inf drops out, as in TF)."""

    @staticmethod
    def accumulate(w, axis, dtype, out):
        w = np.moveaxis(w, axis, 0).astype(dtype, copy=False)
        steps = np.moveaxis(out, axis, 0)
        acc = np.full(w.shape[1:], -np.inf, dtype)
        with np.errstate(invalid="ignore", over="ignore"):
            for i in range(w.shape[0]):
                t = w[i]
                hi = np.where(acc < t, t, acc)
                lo = np.where(t < acc, t, acc)
                acc = np.where(hi == -np.inf, hi, hi + np.log1p(np.exp(lo - hi)))
                steps[i] = acc
        return out


OPS.add("tf.CumulativeLogsumexp", _scan("tf.CumulativeLogsumexp", _LogAddExp, -np.inf), _logaddexp_scan_md)


# ----------------------------------------------------------------------------------------------
# L2Loss, InTopKV2, HistogramFixedWidth

def _l2_md(attrs, t):
    check_dtype("tf.L2Loss", t.dtype, frozenset([np.dtype(np.float16), BF16, F32, F64]), "t")
    return MD(t.dtype, ())


def _l2(attrs, t):
    w = t.astype(F32) if t.dtype in HALF else t
    return np.array(np.sum(w * w) / 2).astype(t.dtype)


OPS.add("tf.L2Loss", _l2, _l2_md)


def _in_top_k_md(attrs, predictions, targets, k):
    op = "tf.InTopKV2"
    if predictions.dtype != F32:
        raise OpError(op, f"predictions must be float32, got {dtname(predictions.dtype)}")
    if targets.dtype not in (I32, I64) or k.dtype != targets.dtype:
        raise OpError(op, f"targets and k must be int32 or int64 of one type, got {dtname(targets.dtype)} and "
                          f"{dtname(k.dtype)}")
    if len(predictions.shape) != 2:
        raise OpError(op, f"predictions must be 2-dimensional, got {list(predictions.shape)}")
    if len(targets.shape) != 1:
        raise OpError(op, f"targets must be 1-dimensional, got {list(targets.shape)}")
    if predictions.shape[0] != targets.shape[0]:
        raise OpError(op, f"First dimension of predictions {predictions.shape[0]} must match length of targets "
                          f"{targets.shape[0]}")
    if len(k.shape) != 0:
        raise OpError(op, f"k must be 0 D, got shape {list(k.shape)}")
    return MD(BOOL, tuple(targets.shape))


def _in_top_k(attrs, predictions, targets, k):
    _in_top_k_md(attrs, predictions, targets, k)
    n, classes = predictions.shape
    kk = int(k)
    out = np.zeros(n, BOOL)
    for i, t in enumerate(targets.tolist()):
        if not 0 <= t < classes:  # an out-of-range target is not in the top k (TF)
            continue
        row = predictions[i]
        v = row[t]
        # A non-finite target prediction is never in the top k; ties count in its favour.
        if np.isfinite(v) and np.isfinite(row).all():
            out[i] = int(np.sum(row > v)) < kk
    return out


OPS.add("tf.InTopKV2", _in_top_k, _in_top_k_md)


def _histogram_md(attrs, values, value_range, nbins):
    op = "tf.HistogramFixedWidth"
    check_dtype(op, values.dtype, frozenset([I32, I64, F32, F64]), "values")
    if value_range.dtype != values.dtype or tuple(value_range.shape) != (2,):
        raise OpError(op, f"value_range should be a vector of 2 elements of the values' type, got "
                          f"{dtname(value_range.dtype)}{list(value_range.shape)}")
    if nbins.dtype != I32 or len(nbins.shape) != 0:
        raise OpError(op, f"nbins should be an int32 scalar, got {dtname(nbins.dtype)}{list(nbins.shape)}")
    return None


def _histogram_vmd(attrs, values, value_range, nbins):
    _histogram_md(attrs, values, value_range, nbins)
    n = int(nbins)
    if n <= 0:
        raise OpError("tf.HistogramFixedWidth", f"nbins should be a positive number, but got '{n}'")
    return MD(type_attr("tf.HistogramFixedWidth", attrs, "dtype", I32), (n,))


def _histogram(attrs, values, value_range, nbins):
    md = _histogram_vmd(attrs, values, value_range, nbins)
    lo, hi = (float(v) for v in value_range.tolist())
    if not lo < hi:
        raise OpError("tf.HistogramFixedWidth", f"value_range should satisfy value_range[0] < value_range[1], "
                                                f"but got '[{value_range[0]}, {value_range[1]}]'")
    n = md.shape[0]
    # As TF's kernel: in double, (v - lo) / (hi - lo) * nbins, clamped to [0, nbins - 1].
    step = (values.astype(F64).reshape(-1) - lo) / (hi - lo)
    idx = np.clip(np.floor(step * n), 0, n - 1).astype(np.int64)
    return np.bincount(idx, minlength=n).astype(md.dtype)


OPS.add("tf.HistogramFixedWidth", _histogram, vmd=_histogram_vmd, vops=(2,))
