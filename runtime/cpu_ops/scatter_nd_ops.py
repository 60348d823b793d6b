"""Scatter into a new or a copied tensor by N-d indices (TF's scatter_nd_op kernels).

ScatterNd(indices, updates, shape): zeros of `shape` with `updates` added at `indices`
(repeated indices add; strings concatenate, bools or) - value-dependent on `shape` (2).
TensorScatterUpdate/Add/Sub/Min/Max(tensor, indices, updates): a copy of `tensor` updated
there, with a synchronous metadata function. Out-of-range indices are an error (TF's CPU policy).
"""

from __future__ import annotations

import numpy as np

from ._common import (ALL, HALF, MD, NUMERIC, REAL, OpList, check_type_attr, check_dtype, check_same_dtype, dtname,
                      index_value)
from .errors import OpError

OPS = OpList()

_I16 = np.dtype(np.int16)
_SCATTER_INDEX = frozenset([_I16, np.dtype(np.int32), np.dtype(np.int64)])
_UPDATE_INDEX = _SCATTER_INDEX | {np.dtype(np.uint16)}


def _check_indices(op, indices, allowed):
    check_type_attr(op, "Tindices", indices.dtype, allowed)
    if len(indices.shape) < 1:
        raise OpError(op, f"Indices shape must have rank at least one. Found:{list(indices.shape)}")


def _check_shapes(op, shape, indices, updates, what):
    """TF's ScatterNd shape rules: updates = indices.shape[:-1] + shape[K:]."""
    k = indices.shape[-1]
    outer = len(indices.shape) - 1
    ish, ush, sh = list(indices.shape), list(updates.shape), list(shape)
    if op != "tf.ScatterNd" and (len(ush) < outer or ush[:outer] != ish[:outer]):
        raise OpError(op, f"Outer dimensions of indices and update must match. Indices shape: "
                          f"[{','.join(map(str, ish))}], updates shape:[{','.join(map(str, ush))}]")
    if len(ush) < outer or ush[:outer] != ish[:outer]:
        raise OpError(op, f"Dimensions [0,{outer}) of indices[shape=[{','.join(map(str, ish))}]] must match "
                          f"dimensions [0,{outer}) of updates[shape=[{','.join(map(str, ush))}]]")
    if k > len(sh) or ush[outer:] != sh[k:]:
        raise OpError(op, f"Dimensions [{k},{len(sh)}) of {what}[shape=[{','.join(map(str, sh))}]] must match "
                          f"dimensions [{outer},{len(ush)}) of updates[shape=[{','.join(map(str, ush))}]]")
    if any(d == 0 for d in sh[:k]) and indices.size:
        raise OpError(op, f"Indices specified for empty {what}[shape=[{','.join(map(str, sh))}]]")


def _flat_indices(op, indices, shape):
    """indices as a [N, K] int64 array after TF's range check."""
    k = indices.shape[-1]
    flat = indices.reshape(-1, k).astype(np.int64)
    bad = ((flat < 0) | (flat >= np.array(shape[:k], dtype=np.int64))).any(axis=1)
    if bad.any():
        i = int(np.argmax(bad))
        raise OpError(op, f"indices[{i}] = [{', '.join(map(str, flat[i].tolist()))}] does not index into "
                          f"shape [{','.join(map(str, shape))}]")
    return flat


_UFUNC = {"tf.ScatterNd": np.add, "tf.TensorScatterAdd": np.add, "tf.TensorScatterSub": np.subtract,
          "tf.TensorScatterMin": np.minimum, "tf.TensorScatterMax": np.maximum}


def _apply(op, out, flat, updates):
    """Updates `out` in place at the [N, K] indices, in index order."""
    k = flat.shape[1]
    upd = updates.reshape((flat.shape[0],) + out.shape[k:])
    where = tuple(flat.T)
    if op == "tf.TensorScatterUpdate":
        out[where] = upd
        return out
    if out.dtype == np.bool_:  # ScatterNd of bools: repeated indices or
        np.logical_or.at(out, where, upd)
        return out
    with np.errstate(all="ignore"):  # inf - inf is NaN, as in TF
        if out.dtype in HALF:  # ufunc.at has no half-type loops for bfloat16: accumulate in f32
            acc = out.astype(np.float32)
            _UFUNC[op].at(acc, where, upd.astype(np.float32))
            return acc.astype(out.dtype)
        _UFUNC[op].at(out, where, upd)
    return out


def _scatter_nd_spec(indices, updates, shape):
    op = "tf.ScatterNd"
    _check_indices(op, indices, _SCATTER_INDEX)
    check_dtype(op, updates.dtype, ALL, "updates")
    shape_v = index_value(op, shape, "shape", rank=1) if shape.dtype != _I16 else shape
    check_same_dtype(op, indices.dtype, shape.dtype, "indices", "shape")
    if len(shape_v.shape) != 1:
        raise OpError(op, f"Shape must be a vector, got shape {list(shape_v.shape)}")
    dims = tuple(int(d) for d in shape_v)
    if any(d < 0 for d in dims):
        raise OpError(op, f"shape must be non-negative, got {list(dims)}")
    _check_shapes(op, dims, indices, updates, "input")
    return dims


def _scatter_nd_vmd(attrs, indices, updates, shape):
    return MD(updates.dtype, _scatter_nd_spec(indices, updates, shape))


def _scatter_nd(attrs, indices, updates, shape):
    dims = _scatter_nd_spec(indices, updates, shape)
    flat = _flat_indices("tf.ScatterNd", indices, dims)
    if updates.dtype == object:
        out = np.empty(dims, dtype=object)
        out[...] = b""
    else:
        out = np.zeros(dims, dtype=updates.dtype)
    return _apply("tf.ScatterNd", out, flat, updates)


OPS.add("tf.ScatterNd", _scatter_nd, vmd=_scatter_nd_vmd, vops=(2,))


def _tensor_scatter(op, dtypes, index_dtypes):
    def md(attrs, tensor, indices, updates):
        check_dtype(op, tensor.dtype, dtypes, "tensor")
        if updates.dtype != tensor.dtype:
            raise OpError(op, f"cannot compute {op[3:]} as input #2(zero-based) was expected to be a "
                              f"{dtname(tensor.dtype)} tensor but is a {dtname(updates.dtype)} tensor")
        _check_indices(op, indices, index_dtypes)
        _check_shapes(op, tensor.shape, indices, updates, "input")
        return MD(tensor.dtype, tensor.shape)

    def dispatch(attrs, tensor, indices, updates):
        flat = _flat_indices(op, indices, tensor.shape)
        return _apply(op, tensor.copy(), flat, updates)

    return dispatch, md


OPS.add("tf.TensorScatterUpdate", *_tensor_scatter("tf.TensorScatterUpdate", ALL, _UPDATE_INDEX))
OPS.add("tf.TensorScatterAdd", *_tensor_scatter("tf.TensorScatterAdd", NUMERIC, _SCATTER_INDEX - {_I16}))
OPS.add("tf.TensorScatterSub", *_tensor_scatter("tf.TensorScatterSub", NUMERIC, _SCATTER_INDEX - {_I16}))
OPS.add("tf.TensorScatterMin", *_tensor_scatter("tf.TensorScatterMin", REAL, _SCATTER_INDEX - {_I16}))
OPS.add("tf.TensorScatterMax", *_tensor_scatter("tf.TensorScatterMax", REAL, _SCATTER_INDEX - {_I16}))
