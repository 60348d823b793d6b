"""Segment reductions and bin counts (TF's segment_reduction_ops and bincount_op kernels).

All value-dependent (the output's first dimension comes from a value):
  SegmentSum/Mean/Max/Min/Prod(data, segment_ids)            -> last id + 1 rows   (vops 1)
  UnsortedSegmentSum/Max/Min/Prod(data, segment_ids, num)    -> num rows           (vops 2)
  SparseSegmentSum/Mean/SqrtN(data, indices, segment_ids)    -> last id + 1 rows   (vops 2)
  SparseSegment*WithNumSegments(data, indices, ids, num)     -> num rows           (vops 2, 3)
  Bincount(arr, size, weights), DenseBincount(input, size, weights)  -> size bins  (vops 1)
  RaggedBincount(splits, values, size, weights)              -> rows x size bins    (vops 2)
Empty segments hold TF's values: 0 for the sorted and sparse forms (1 for Prod), the reduction's
identity for the unsorted ones (lowest()/highest() for Max/Min). Reductions: numpy's
ufunc.reduceat over the runs of equal ids (after a stable sort for the unsorted forms), or
ufunc.at on the flattened output where TF adds one row at a time in index order (unsorted sums,
vectors; complex products) and so rounds exactly as TF. Integer sums wrap as TF's; half types
accumulate in float32.
"""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np

from ._common import (F32, F64, FLOAT, HALF, I32, I64, INDEX, MD, NUMERIC, REAL, OpList, check_type_attr, dtname,
                      scalar_int)
from .errors import OpError

OPS = OpList()

# Max and Min skip NaN, as TF's sorted kernels do in their vector lanes (Eigen's packet max keeps
# the accumulator); the unsorted ones follow Eigen's element rule (_unsorted_nan).
_UFUNC = {"Sum": np.add, "Mean": np.add, "SqrtN": np.add, "Prod": np.multiply, "Max": np.fmax,
          "Min": np.fmin}


def _finfo(dt):
    return ml_dtypes.finfo(dt) if dt.kind == "V" or dt in HALF else np.finfo(dt)


def _extreme(dt, kind):
    """numeric_limits<T>::lowest() (kind "Max") or max() (kind "Min")."""
    info = np.iinfo(dt) if dt.kind in "iu" else _finfo(dt)
    return dt.type(info.min if kind == "Max" else info.max)


def _reduce(kind, data, ids, rows, empty, ordered=False):
    """[rows, ...] reduction of data's rows by ids (ids < 0 dropped); `empty`: fill of empty rows,
    or None for the reduction's identity. The sorted forms (`empty` given) start Max/Min from
    -inf/+inf (Eigen's reducers), the unsorted ones from lowest()/max() (TF's own kernels).
    `ordered`: the ids are sorted and non-negative (the sorted and sparse forms checked them)."""
    dt = data.dtype
    acc_dt = F32 if dt in HALF else dt
    inner = data.shape[ids.ndim:]
    ids = ids.reshape(-1)
    data = data.reshape((ids.size,) + inner)
    if kind in ("Max", "Min"):
        init = _extreme(dt, kind)
        if empty is not None and acc_dt.kind == "f":
            init = -np.inf if kind == "Max" else np.inf
    else:
        init = 1 if kind == "Prod" else 0
    fill = init if empty is None else empty
    if ids.size == 0:
        return np.full((rows,) + inner, fill, dtype=dt)
    if acc_dt != dt:
        data = data.astype(acc_dt)
    if not ordered:  # ids < 0: rows dropped
        keep = ids >= 0
        if not keep.all():
            ids, data = ids[keep], data[keep]
    # Complex products from 1 as TF's (1 * (inf + 0j) has a NaN part): the sequential path.
    sequential = not inner or (kind == "Sum" and not ordered) or (kind == "Prod" and acc_dt.kind == "c")
    with np.errstate(all="ignore"):
        if kind in ("Max", "Min") and not ordered and acc_dt.kind == "f" and np.isnan(data).any():
            out = _unsorted_nan(kind, data, ids, rows, init)
        elif sequential:
            out = _scatter(kind, data, ids, rows, init, fill)
        else:
            out = _runs(kind, data, ids, rows, init, fill, ordered)
        return out.astype(dt, copy=False)


def _scatter(kind, data, ids, rows, init, fill):
    """ufunc.at on the flattened output, one element at a time in index order: TF's order for
    the unsorted kernels (and the sorted ones on vectors), which add rows one by one. Flat, the
    1-D ufunc.at is ~10x faster than on rows."""
    inner = data.shape[1:]
    m = math.prod(inner)
    out = np.full(rows * m, init, dtype=data.dtype)
    idx = ids if not inner else np.add.outer(ids.astype(np.intp) * m, np.arange(m)).reshape(-1)
    _UFUNC[kind].at(out, idx, data.reshape(-1))
    out = out.reshape((rows,) + inner)
    if kind in ("Mean", "SqrtN") or fill != init:
        count = np.bincount(ids, minlength=rows).reshape((rows,) + (1,) * len(inner))
        out = _per_count(kind, out, np.maximum(count, 1))
        if fill != init:
            out = np.where(count == 0, out.dtype.type(fill), out)
    return out


def _unsorted_nan(kind, data, ids, rows, init):
    """TF's unsorted Max/Min on data with NaN, row by row in index order: out = max(data, out)
    with Eigen's NaN rule (a NaN row wins, the next row replaces a NaN), which no numpy
    reduction has. Only for data that holds a NaN."""
    out = np.full((rows,) + data.shape[1:], init, dtype=data.dtype)
    worse = np.less if kind == "Max" else np.greater
    for i, s in enumerate(ids.tolist()):
        cur = out[s]
        out[s] = np.where(worse(data[i], cur), cur, data[i])
    return out


def _runs(kind, data, ids, rows, init, fill, ordered):
    """Rows put in segment order (a stable sort), each run of equal ids reduced by
    ufunc.reduceat: one pass per segment (ufunc.at on rows costs ~10x more). numpy sums a run
    pairwise, TF's sorted kernels in Eigen's blocks: the same sum up to rounding."""
    if not ordered and ids.size and (ids[1:] < ids[:-1]).any():
        order = np.argsort(ids, kind="stable")
        ids, data = ids[order], data.take(order, axis=0)
    if ids.size == 0:
        return np.full((rows,) + data.shape[1:], fill, dtype=data.dtype)
    first = np.empty(ids.size, dtype=bool)  # where each run of equal ids starts
    first[0] = True
    np.not_equal(ids[1:], ids[:-1], out=first[1:])
    starts = np.flatnonzero(first)
    if kind in ("Max", "Min") and data.dtype.kind == "f":
        # maximum/minimum (SIMD) propagate NaN where fmax/fmin skip it: the NaN-skipping pass
        # only for runs that met a NaN. Then the start value, as TF's loops start from it (an
        # all-NaN run gives it; -inf gives lowest() in the unsorted forms).
        vals = (np.maximum if kind == "Max" else np.minimum).reduceat(data, starts, axis=0)
        if np.isnan(vals).any():
            vals = _UFUNC[kind].reduceat(data, starts, axis=0)
        _UFUNC[kind](vals, data.dtype.type(init), out=vals)
    else:
        vals = _UFUNC[kind].reduceat(data, starts, axis=0, dtype=data.dtype)
    if kind in ("Mean", "SqrtN"):
        count = np.empty(starts.size, dtype=starts.dtype)  # run lengths (np.diff costs 5x more)
        np.subtract(starts[1:], starts[:-1], out=count[:-1])
        count[-1] = ids.size - starts[-1]
        vals = _per_count(kind, vals, count.reshape((-1,) + (1,) * (data.ndim - 1)))
    segs = ids[starts]
    if segs.size == rows:  # every row has a run (distinct ids below rows)
        return vals
    out = np.full((rows,) + data.shape[1:], fill, dtype=data.dtype)
    out[segs] = vals
    return out


def _per_count(kind, total, count):
    """Mean (C++ integer division for integers: truncates toward zero) or SqrtN of sums over
    `count` (>= 1) rows."""
    dt = total.dtype
    if kind == "SqrtN":
        return total / np.sqrt(count).astype(dt)
    if kind != "Mean":
        return total
    if dt.kind in "iu":
        c = count.astype(dt)
        return total // c + ((total % c != 0) & (total < 0)).astype(dt)
    return total / count.astype(dt)


def _segment_ids(op, ids, n):
    if ids.dtype not in INDEX:
        check_type_attr(op, "Tindices", ids.dtype, INDEX)
    if len(ids.shape) != 1:
        raise OpError(op, "segment_ids should be a vector.")
    if ids.shape[0] != n:
        raise OpError(op, "segment_ids should be the same size as dimension 0 of input.")


def _sorted_rows(op, ids):
    """Output rows of sorted segment ids (last + 1), after TF's order and range checks."""
    if ids.size == 0:
        return 0
    rows = int(ids[-1]) + 1
    if (ids[1:] < ids[:-1]).any():
        raise OpError(op, "segment ids are not increasing")
    if ids[0] < 0:
        raise OpError(op, f"Segment id {int(ids[0])} out of range [0, {rows}), possibly because "
                          f"'segment_ids' input is not sorted.")
    return rows


def _segment(kind, dtypes):
    op = "tf.Segment" + kind

    def spec(data, ids):
        check_type_attr(op, "T", data.dtype, dtypes)
        if len(data.shape) < 1:
            raise OpError(op, "input must be at least rank 1")
        _segment_ids(op, ids, data.shape[0])
        return _sorted_rows(op, ids)

    def vmd(attrs, data, ids):
        return MD(data.dtype, (spec(data, ids),) + tuple(data.shape[1:]))

    def dispatch(attrs, data, ids):
        rows = spec(data, ids)
        return _reduce(kind, data, ids, rows, None if kind == "Prod" else 0, ordered=True)

    return dispatch, vmd


for _kind, _dts in (("Sum", NUMERIC), ("Mean", NUMERIC), ("Max", REAL), ("Min", REAL), ("Prod", NUMERIC)):
    _fn, _vmd = _segment(_kind, _dts)
    OPS.add("tf.Segment" + _kind, _fn, vmd=_vmd, vops=(1,))

_UNSORTED_INDEX = INDEX | {np.dtype(np.int16)}


def _unsorted(kind, dtypes):
    op = "tf.UnsortedSegment" + kind

    def spec(data, ids, num):
        check_type_attr(op, "T", data.dtype, dtypes)
        check_type_attr(op, "Tindices", ids.dtype, _UNSORTED_INDEX)
        check_type_attr(op, "Tnumsegments", num.dtype, INDEX)
        if len(num.shape) != 0:
            raise OpError(op, f"num_segments should be a scalar, not shape {list(num.shape)}")
        rows = scalar_int(op, num, "num_segments")
        if rows < 0:
            raise OpError(op, f"Input num_segments == {rows} must not be negative.")
        if tuple(data.shape[:len(ids.shape)]) != tuple(ids.shape):
            raise OpError(op, f"data.shape = [{','.join(map(str, data.shape))}] does not start with "
                              f"segment_ids.shape = [{','.join(map(str, ids.shape))}]")
        return rows

    def vmd(attrs, data, ids, num):
        return MD(data.dtype, (spec(data, ids, num),) + tuple(data.shape[len(ids.shape):]))

    def dispatch(attrs, data, ids, num):
        rows = spec(data, ids, num)
        if ids.size and ids.max() >= rows:
            i = int(np.argmax(ids.reshape(-1) >= rows))
            raise OpError(op, f"segment_ids[{i}] = {int(ids.reshape(-1)[i])} is out of range [0, {rows})")
        return _reduce(kind, data, ids, rows, None)

    return dispatch, vmd


for _kind, _dts in (("Sum", NUMERIC), ("Max", REAL), ("Min", REAL), ("Prod", NUMERIC)):
    _fn, _vmd = _unsorted(_kind, _dts)
    OPS.add("tf.UnsortedSegment" + _kind, _fn, vmd=_vmd, vops=(2,))


def _sparse(kind, dtypes, with_num=False):
    op = "tf.SparseSegment" + kind + ("WithNumSegments" if with_num else "")

    def spec(data, indices, ids, num=None):
        check_type_attr(op, "T", data.dtype, dtypes)
        check_type_attr(op, "Tidx", indices.dtype, INDEX)
        check_type_attr(op, "Tsegmentids", ids.dtype, INDEX)
        if len(indices.shape) != 1:
            raise OpError(op, "indices should be a vector.")
        if len(ids.shape) != 1:
            raise OpError(op, "segment_ids should be a vector.")
        if indices.shape[0] != ids.shape[0]:
            raise OpError(op, "segment_ids and indices should have same size.")
        if len(data.shape) < 1:
            raise OpError(op, "input must be at least rank 1")
        rows = _sorted_rows(op, ids)
        if num is None:
            return rows
        # WithNumSegments: num_segments rows (the trailing ones empty), ids below it.
        check_type_attr(op, "Tnumsegments", num.dtype, INDEX)
        if len(num.shape) != 0:
            raise OpError(op, f"num_segments should be a scalar, not shape {list(num.shape)}")
        n = scalar_int(op, num, "num_segments")
        if rows > n:
            raise OpError(op, "segment ids must be < num_segments")
        return n

    def vmd(attrs, data, indices, ids, *num):
        return MD(data.dtype, (spec(data, indices, ids, *num),) + tuple(data.shape[1:]))

    def dispatch(attrs, data, indices, ids, *num):
        rows = spec(data, indices, ids, *num)
        n = data.shape[0]
        bad = (indices < 0) | (indices >= n)
        if bad.any():
            i = int(np.argmax(bad))
            raise OpError(op, f"Bad: indices[{i}] == {int(indices[i])} out of range [0, {n})")
        return _reduce(kind, data.take(indices, axis=0), ids, rows, 0, ordered=True)

    return dispatch, vmd


for _kind, _dts in (("Sum", REAL), ("Mean", FLOAT), ("SqrtN", FLOAT)):
    _fn, _vmd = _sparse(_kind, _dts)
    OPS.add("tf.SparseSegment" + _kind, _fn, vmd=_vmd, vops=(2,))
    _fn, _vmd = _sparse(_kind, _dts, with_num=True)
    OPS.add("tf.SparseSegment" + _kind + "WithNumSegments", _fn, vmd=_vmd, vops=(2, 3))

_BINCOUNT = frozenset([I32, I64, F32, F64])


def _bincount_spec(op, arr, size, weights, dense):
    check_type_attr(op, "T", weights.dtype, _BINCOUNT)
    if dense:
        check_type_attr(op, "Tidx", arr.dtype, INDEX)
        if size.dtype != arr.dtype:
            raise OpError(op, f"size must be {dtname(arr.dtype)} as the input, got {dtname(size.dtype)}")
        if len(arr.shape) > 2:
            raise OpError(op, f"Shape must be at most rank 2 but is rank {len(arr.shape)}")
    elif arr.dtype != I32:
        raise OpError(op, f"cannot compute Bincount as input #0(zero-based) was expected to be a int32 "
                          f"tensor but is a {dtname(arr.dtype)} tensor")
    elif size.dtype != I32:
        raise OpError(op, f"size must be int32, got {dtname(size.dtype)}")
    if len(size.shape) != 0:
        raise OpError(op, f"Shape must be rank 0 but is rank {len(size.shape)} for size")
    n = scalar_int(op, size, "size")
    if n < 0:
        raise OpError(op, f"size ({n}) must be non-negative")
    if math.prod(weights.shape) and tuple(weights.shape) != tuple(arr.shape):
        if dense:
            raise OpError(op, "`weights` must be the same shape as `arr` or a length-0 `Tensor`, in which "
                              f"case it acts as all weights equal to 1. Received {list(weights.shape)}")
        raise OpError(op, "Input indices and weights must have the same size.")
    rows = () if len(arr.shape) < 2 or not dense else (arr.shape[0],)
    return n, rows + (n,)


def _bincount_fn(op, dense):
    def vmd(attrs, arr, size, weights):
        return MD(weights.dtype, _bincount_spec(op, arr, size, weights, dense)[1])

    def dispatch(attrs, arr, size, weights):
        n, shape = _bincount_spec(op, arr, size, weights, dense)
        if (arr < 0).any():
            raise OpError(op, "Input arr must be non-negative!")
        binary = bool(attrs.get("binary_output", False)) if attrs else False
        a = arr.astype(np.int64).reshape(1 if len(shape) == 1 else shape[0], -1)
        rows = np.broadcast_to(np.arange(a.shape[0])[:, None], a.shape)
        keep = a < n  # values past the last bin are dropped
        out = np.zeros((a.shape[0], n), dtype=weights.dtype)
        if weights.size and not binary:
            w = weights.reshape(a.shape)[keep]
        else:
            w = weights.dtype.type(1)
        if binary:
            out[rows[keep], a[keep]] = 1
        else:
            np.add.at(out, (rows[keep], a[keep]), w)
        return out.reshape(shape)

    return dispatch, vmd


_fn, _vmd = _bincount_fn("tf.Bincount", False)
OPS.add("tf.Bincount", _fn, vmd=_vmd, vops=(1,))
_fn, _vmd = _bincount_fn("tf.DenseBincount", True)
OPS.add("tf.DenseBincount", _fn, vmd=_vmd, vops=(1,))


# RaggedBincount: one row of bins per ragged row (Keras's TextVectorization and
# CategoryEncoding count / multi_hot modes on ragged input).
_RAGGED = "tf.RaggedBincount"


def _ragged_bincount_spec(splits, values, size, weights):
    check_type_attr(_RAGGED, "T", weights.dtype, _BINCOUNT)
    check_type_attr(_RAGGED, "Tidx", values.dtype, INDEX)
    if splits.dtype != I64:
        raise OpError(_RAGGED, f"cannot compute RaggedBincount as input #0(zero-based) was expected to "
                               f"be a int64 tensor but is a {dtname(splits.dtype)} tensor")
    if size.dtype != values.dtype:
        raise OpError(_RAGGED, f"size must be {dtname(values.dtype)} as the values, got {dtname(size.dtype)}")
    if len(size.shape) != 0:
        raise OpError(_RAGGED, f"Shape must be rank 0 but is rank {len(size.shape)}")
    if len(splits.shape) != 1 or splits.shape[0] == 0:
        raise OpError(_RAGGED, f"splits must be a non-empty vector, got shape {list(splits.shape)}")
    n = scalar_int(_RAGGED, size, "size")
    if n < 0:
        raise OpError(_RAGGED, f"size ({n}) must be non-negative")
    if math.prod(weights.shape) and tuple(weights.shape) != tuple(values.shape):
        raise OpError(_RAGGED, "weights must have the shape of values or be empty")
    return n, (splits.shape[0] - 1, n)


def _ragged_bincount_vmd(attrs, splits, values, size, weights):
    return MD(weights.dtype, _ragged_bincount_spec(splits, values, size, weights)[1])


def _ragged_bincount(attrs, splits, values, size, weights):
    n, shape = _ragged_bincount_spec(splits, values, size, weights)
    v = values.reshape(-1).astype(np.int64)
    if splits[0] != 0:
        raise OpError(_RAGGED, f"Splits must start with 0, not with {splits[0]}")
    if splits[-1] != v.size:
        raise OpError(_RAGGED, f"Splits must end with the number of values, got {splits[-1]} instead of {v.size}")
    if (v < 0).any():
        raise OpError(_RAGGED, "Input must be non-negative")
    rows = np.searchsorted(splits, np.arange(v.size), side="right") - 1
    keep = v < n  # values past the last bin are dropped
    out = np.zeros(shape, dtype=weights.dtype)
    if attrs and attrs.get("binary_output", False):
        out[rows[keep], v[keep]] = 1
    else:
        w = weights.reshape(-1)[keep] if weights.size else weights.dtype.type(1)
        np.add.at(out, (rows[keep], v[keep]), w)
    return out


OPS.add(_RAGGED, _ragged_bincount, vmd=_ragged_bincount_vmd, vops=(2,))
