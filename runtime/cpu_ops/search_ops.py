"""Unique values and sorted search (TF's unique_op, bucketize_op and searchsorted_op kernels).

Unique, UniqueWithCounts: value-dependent on their input (0): the values in order of first occurrence (NaNs are
each their own value, -0.0 equals 0.0, as TF's hash map) and each element's index among them.
Bucketize, LowerBound, UpperBound: synchronous metadata functions; sorts and searchsorted.
"""

from __future__ import annotations

import numpy as np

from ._common import (ALL, COMPLEX, F32, F64, HALF, I32, I64, INDEX, MD, REAL, OpList, allowed_type_attr,
                      attr, check_dtype, check_type_attr, dtname)
from .errors import OpError

OPS = OpList()


def _out_type(op, attrs, name):
    return allowed_type_attr(op, attrs, name, I32, INDEX)


def _unique_check(attrs, x, op="tf.Unique"):
    check_dtype(op, x.dtype, ALL - COMPLEX)
    if len(x.shape) != 1:
        raise OpError(op, "unique expects a 1D vector.")
    return _out_type(op, attrs, "out_idx")


def _unique_groups(x):
    """(first index of each unique value in order of appearance, index of each element's value)."""
    n = x.shape[0]
    keys = x.astype(F32) if x.dtype in HALF else x
    if keys.dtype.kind == "f":
        keys = keys + keys.dtype.type(0)  # -0.0 + 0 is 0.0: one key for both zeros
    nan = np.isnan(keys) if keys.dtype.kind == "f" else np.zeros(n, dtype=bool)
    pos = np.flatnonzero(~nan)
    _, first, inverse = np.unique(keys[pos], return_index=True, return_inverse=True)
    # Group representatives: first occurrences of non-NaN values, and every NaN on its own.
    reps = np.concatenate([pos[first], np.flatnonzero(nan)])
    group = np.empty(n, dtype=np.int64)
    group[pos] = inverse.reshape(-1)
    group[nan] = len(first) + np.arange(int(nan.sum()))
    order = np.argsort(reps, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    return reps[order], rank[group]


def _unique_vmd(attrs, x):
    idx = _unique_check(attrs, x)
    first, _ = _unique_groups(x)
    return MD(x.dtype, (len(first),)), MD(idx, x.shape)


def _unique(attrs, x):
    idx = _unique_check(attrs, x)
    first, index = _unique_groups(x)
    return x[first], index.astype(idx)


OPS.add("tf.Unique", _unique, vmd=_unique_vmd, vops=(0,))


# UniqueWithCounts: Unique's two results and how often each unique value occurs.
def _unique_counts_vmd(attrs, x):
    idx = _unique_check(attrs, x, "tf.UniqueWithCounts")
    first, _ = _unique_groups(x)
    return MD(x.dtype, (len(first),)), MD(idx, x.shape), MD(idx, (len(first),))


def _unique_counts(attrs, x):
    idx = _unique_check(attrs, x, "tf.UniqueWithCounts")
    first, index = _unique_groups(x)
    return x[first], index.astype(idx), np.bincount(index, minlength=len(first)).astype(idx)


OPS.add("tf.UniqueWithCounts", _unique_counts, vmd=_unique_counts_vmd, vops=(0,))

_BUCKETIZE = (I32, I64, F32, F64)  # TF's order


def _boundaries(attrs):
    op = "tf.Bucketize"
    b = np.asarray([float(v) for v in attr(op, attrs, "boundaries")], dtype=F32)
    if (b[1:] < b[:-1]).any():
        raise OpError(op, "Expected sorted boundaries")
    return b


def _bucketize_md(attrs, x):
    op = "tf.Bucketize"
    check_type_attr(op, "T", x.dtype, _BUCKETIZE)
    _boundaries(attrs)
    return MD(I32, x.shape)


def _bucketize(attrs, x):
    b = _boundaries(attrs)
    # TF compares `value < boundary` in C++: integers and floats in float32, doubles in float64.
    v = x if x.dtype == F64 else x.astype(F32)
    return np.asarray(np.searchsorted(b.astype(v.dtype), v, side="right"), dtype=I32)


OPS.add("tf.Bucketize", _bucketize, _bucketize_md)


def _bound(side):
    op = "tf.LowerBound" if side == "left" else "tf.UpperBound"

    def md(attrs, sorted_inputs, values):
        check_dtype(op, sorted_inputs.dtype, REAL, "sorted_inputs")
        if values.dtype != sorted_inputs.dtype:
            raise OpError(op, f"dtypes of sorted_inputs ({dtname(sorted_inputs.dtype)}) and values "
                              f"({dtname(values.dtype)}) must match")
        out = _out_type(op, attrs, "out_type")
        for what, v in (("sorted_inputs", sorted_inputs), ("values", values)):
            if len(v.shape) != 2:
                raise OpError(op, f"Shape must be rank 2 but is rank {len(v.shape)} for `{what}` argument")
        if sorted_inputs.shape[0] != values.shape[0]:
            raise OpError(op, "Leading dim_size of both tensors must match.")
        return MD(out, values.shape)

    def dispatch(attrs, s, v):
        out = _out_type(op, attrs, "out_type")
        b, n = s.shape
        m = v.shape[1]
        if s.dtype in HALF:
            s, v = s.astype(F32), v.astype(F32)
        # One sort per row of the row's sorted inputs and values together: a value's bound is the
        # number of inputs before it. Ties put values first for the lower bound, last for the upper.
        keys = np.concatenate([s, v], axis=1)
        tag = np.concatenate([np.full(n, side == "left"), np.full(m, side != "left")])
        order = np.lexsort((np.broadcast_to(tag, keys.shape), keys), axis=-1)
        is_input = order < n
        before = np.cumsum(is_input, axis=1) - is_input
        res = np.empty((b, m), dtype=np.int64)
        rows = np.broadcast_to(np.arange(b)[:, None], order.shape)
        sel = ~is_input
        res[rows[sel], order[sel] - n] = before[sel]
        if v.dtype.kind == "f":  # std::lower_bound/upper_bound: NaN compares false with everything
            res[np.isnan(v)] = 0 if side == "left" else n
        return res.astype(out)

    return dispatch, md


OPS.add("tf.LowerBound", *_bound("left"))
OPS.add("tf.UpperBound", *_bound("right"))
