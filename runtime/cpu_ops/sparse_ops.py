"""Sparse tensor ops (TF's sparse_ops: sparse_to_dense_op, sparse_reshape_op and
sparse_fill_empty_rows_op kernels). A sparse tensor is the triple (indices [N, rank] int64,
values [N], dense_shape [rank] int64), as `tf.SparseTensor` hands it to the ops.

SparseToDense (`validate_indices`), SparseReshape (one -1 inferred; TF's size errors),
SparseFillEmptyRows (rows sorted stably when out of order; `reverse_index_map`). All are
value-dependent: their result shapes come from the values of the shape operands (or of the
indices), so each has a value metadata function instead of a metadata function.
"""

from __future__ import annotations

import numpy as np

from ._common import I64, INDEX, MD, OpList, dtname, index_value
from .errors import OpError

OPS = OpList()


def _sparse_to_dense(attrs, indices, output_shape, values, default):
    op = "tf.SparseToDense"
    if indices.dtype not in INDEX or indices.ndim > 2:
        raise OpError(op, f"sparse_indices should be a scalar, vector, or matrix, got shape {list(indices.shape)}")
    shape = index_value(op, output_shape, "output_shape", 1)
    if shape.dtype != indices.dtype:
        raise OpError(op, f"output_shape must be {dtname(indices.dtype)}, got {dtname(shape.dtype)}")
    dims = tuple(int(d) for d in shape.tolist())
    n = indices.shape[0] if indices.ndim else 1
    nd = indices.shape[1] if indices.ndim == 2 else 1
    if values.ndim > 1 or (values.ndim == 1 and values.shape[0] != n):
        raise OpError(op, f"sparse_values has incorrect shape {list(values.shape)}, should be [] or [{n}]")
    if default.shape != ():
        raise OpError(op, f"default_value should be a scalar, got shape {list(default.shape)}")
    if values.dtype != default.dtype:
        raise OpError(op, f"dtypes of sparse_values ({dtname(values.dtype)}) and default_value "
                          f"({dtname(default.dtype)}) must match")
    if nd != len(dims):
        raise OpError(op, f"output_shape has incorrect number of elements: {len(dims)} should be: {nd}")
    ix = indices.reshape(n, nd)
    out = np.full(dims, default, dtype=values.dtype)
    validate = bool(attrs.get("validate_indices", True)) if attrs else True
    rows = [tuple(r) for r in ix.tolist()]
    for i, r in enumerate(rows):
        if any(not 0 <= v < d for v, d in zip(r, dims)):
            raise OpError(op, f"indices[{i}] = [{','.join(map(str, r))}] is out of bounds: need 0 <= index < "
                              f"[{','.join(map(str, dims))}]")
        if validate and i and r <= rows[i - 1]:
            what = "is repeated" if r == rows[i - 1] else "is out of order"
            raise OpError(op, f"indices[{i}] = [{','.join(map(str, r))}] {what}. Many sparse ops require sorted "
                              f"indices.")
    vals = np.broadcast_to(values, (n,))
    for r, v in zip(rows, vals):
        out[r] = v
    return out


def _sparse_to_dense_vmd(attrs, indices, output_shape, values, default):
    index_value("tf.SparseToDense", output_shape, "output_shape", 1)
    return MD(values.dtype, tuple(int(d) for d in output_shape.tolist()))


OPS.add("tf.SparseToDense", _sparse_to_dense, vmd=_sparse_to_dense_vmd, vops=(1,))


def _sparse_reshape_spec(indices, shape, new_shape):
    op = "tf.SparseReshape"
    for what, v, rank in (("input_indices", indices, 2), ("input_shape", shape, 1), ("new_shape", new_shape, 1)):
        if v.dtype != I64:
            raise OpError(op, f"{what} must be int64, got {dtname(v.dtype)}")
        if len(v.shape) != rank:
            raise OpError(op, f"{what} must be {rank}-D, got shape {list(v.shape)}")
    if indices.shape[1] != shape.shape[0]:
        raise OpError(op, f"Input tensor rank must match input shape length: {indices.shape[1]} vs. {shape.shape[0]}")


def _sparse_new_shape(op, shape, new_shape):
    dense = int(np.prod(shape, dtype=np.int64))
    out = [int(d) for d in new_shape]
    unknown = [i for i, d in enumerate(out) if d == -1]
    if len(unknown) > 1:
        raise OpError(op, f"only one output dimension may be -1, not both {unknown[0]} and {unknown[1]}")
    for i, d in enumerate(out):
        if d < -1:
            raise OpError(op, f"size {i} must be non-negative, not {d}")
    known = int(np.prod([d for d in out if d != -1], dtype=np.int64))
    if unknown:
        if known == 0 or dense % known:
            if known == 0 and dense != 0:
                raise OpError(op, "Reshape: cannot infer the missing input size for an empty tensor unless all "
                                  "specified input sizes are non-zero")
            if known and dense % known:
                raise OpError(op, f"Input to reshape is a SparseTensor with {dense} dense values, but the requested "
                                  f"shape requires a multiple of {known}. inputs_shape=[{','.join(map(str, shape))}] "
                                  f"output_shape=[{','.join(map(str, out))}]")
        out[unknown[0]] = dense // known if known else 0
    elif known != dense:
        raise OpError(op, f"Input to reshape is a tensor with {dense} dense values, but the requested shape has "
                          f"{known}. input_shape=[{','.join(map(str, shape))}] output_shape=[{','.join(map(str, out))}]")
    return out


def _sparse_reshape_vmd(attrs, indices, shape, new_shape):
    _sparse_reshape_spec(indices, shape, new_shape)
    rank = new_shape.shape[0]
    return MD(I64, (indices.shape[0], rank)), MD(I64, (rank,))


def _sparse_reshape(attrs, indices, shape, new_shape):
    op = "tf.SparseReshape"
    _sparse_reshape_spec(indices, shape, new_shape)
    out = _sparse_new_shape(op, shape, new_shape)
    n = indices.shape[0]
    if n == 0 or not out:
        return np.zeros((n, len(out)), I64), np.array(out, I64)
    # Linear (row-major) positions in the old shape, unravelled in the new one.
    old_strides = np.cumprod([1] + [int(d) for d in shape[::-1]][:-1])[::-1].astype(np.int64)
    linear = (indices * old_strides).sum(axis=1)
    new_strides = np.cumprod([1] + out[::-1][:-1])[::-1].astype(np.int64)
    new_idx = (linear[:, None] // new_strides) % np.maximum(np.array(out, np.int64), 1)
    return new_idx.astype(I64), np.array(out, I64)


OPS.add("tf.SparseReshape", _sparse_reshape, vmd=_sparse_reshape_vmd, vops=(1, 2))


def _fill_empty_rows_spec(indices, values, shape, default):
    op = "tf.SparseFillEmptyRows"
    if indices.dtype != I64 or shape.dtype != I64:
        raise OpError(op, "indices and dense_shape must be int64")
    if len(indices.shape) != 2:
        raise OpError(op, f"indices must be a matrix, saw: {list(indices.shape)}")
    if len(values.shape) != 1:
        raise OpError(op, f"values must be a vector, saw: {list(values.shape)}")
    if len(shape.shape) != 1:
        raise OpError(op, f"dense_shape must be a vector, saw: {list(shape.shape)}")
    if len(default.shape) != 0:
        raise OpError(op, f"default_value must be a scalar, saw: {list(default.shape)}")
    if default.dtype != values.dtype:
        raise OpError(op, f"default_value must be {dtname(values.dtype)} as the values, got {dtname(default.dtype)}")
    if indices.shape[0] != values.shape[0]:
        raise OpError(op, f"The length of `values` ({values.shape[0]}) must match the first dimension of `indices` "
                          f"({indices.shape[0]}).")
    if indices.shape[1] != shape.shape[0]:
        raise OpError(op, f"The length of `dense_shape` ({shape.shape[0]}) must match the second dimension of "
                          f"`indices` ({indices.shape[1]}).")


def _fill_empty_rows(attrs, indices, values, shape, default):
    """Rows of the first dimension with no entry get one at [row, 0, ...] holding the default;
    entries keep their order, each new one placed in row order (TF's layout)."""
    op = "tf.SparseFillEmptyRows"
    _fill_empty_rows_spec(indices, values, shape, default)
    n, rank = indices.shape
    if rank == 0 or shape.size == 0:
        raise OpError(op, "Dense shape must have rank >= 1")
    rows = int(shape[0])
    if n and rows <= 0:
        raise OpError(op, f"Received SparseTensor with dense_shape[0] = 0 but indices.shape[0] = {n}")
    r = indices[:, 0] if n else np.zeros(0, np.int64)
    bad = (r < 0) | (r >= rows)
    if bad.any():
        i = int(np.argmax(bad))
        raise OpError(op, f"indices({i}, 0) is invalid: {int(r[i])} >= {rows}" if r[i] >= 0 else
                          f"indices({i}, 0) is invalid: {int(r[i])} < 0")
    counts = np.bincount(r, minlength=rows)
    empty = counts == 0
    reverse_map = np.arange(n, dtype=np.int64)
    if n and (np.diff(r) < 0).any():  # TF sorts by row (stable) when the rows are out of order
        order = np.argsort(r, kind="stable")
    else:
        order = np.arange(n)
    # Output row starts: entries of row i after all entries and fillers of rows < i.
    filled = np.maximum(counts, 1)
    starts = np.concatenate([[0], np.cumsum(filled)[:-1]]).astype(np.int64)
    total = int(filled.sum()) if rows else 0
    out_idx = np.zeros((total, rank), I64)
    out_val = np.empty(total, values.dtype)
    rs = r[order]
    pos_in_row = np.arange(n) - np.concatenate([[0], np.cumsum(counts)[:-1]])[rs] if n else np.zeros(0, np.int64)
    dest = starts[rs] + pos_in_row if n else np.zeros(0, np.int64)
    out_idx[dest] = indices[order]
    out_val[dest] = values[order]
    reverse_map[order] = dest
    er = np.flatnonzero(empty)
    out_idx[starts[er], 0] = er
    out_val[starts[er]] = default.reshape(())
    return out_idx, out_val, empty, reverse_map


def _fill_empty_rows_vmd(attrs, indices, values, shape, default):
    out = _fill_empty_rows(attrs, indices, values, shape, default)
    return tuple(MD(o.dtype, o.shape) for o in out)


OPS.add("tf.SparseFillEmptyRows", _fill_empty_rows, vmd=_fill_empty_rows_vmd, vops=(0, 1, 2, 3))
