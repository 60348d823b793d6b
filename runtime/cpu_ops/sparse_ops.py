"""Sparse tensor ops (TF's sparse_ops: sparse_to_dense_op, sparse_reshape_op,
sparse_fill_empty_rows_op and sparse_cross_op kernels). A sparse tensor is the triple (indices [N, rank] int64,
values [N], dense_shape [rank] int64), as `tf.SparseTensor` hands it to the ops.

SparseToDense (`validate_indices`), SparseReshape (one -1 inferred; TF's size errors),
SparseFillEmptyRows (rows sorted stably when out of order; `reverse_index_map`), SparseReorder,
SparseCross,
SparseCrossV2 and SparseCrossHashed (feature crosses: tf.sparse.cross, cross_hashed, Keras's
HashedCrossing; TF's hashes bit-exact). All but SparseReorder are
value-dependent: their result shapes come from the values of the shape operands (or of the
indices), so each has a value metadata function instead of a metadata function.
"""

from __future__ import annotations

import numpy as np

from ._common import BOOL, I64, INDEX, MD, STRING, OpList, attr, dtname, index_value
from .errors import OpError
from .fingerprint import fingerprint64, siphash24

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



def _sparse_reorder(attrs, indices, values, shape):
    """Entries sorted into row-major order of their indices (stably: repeated indices keep
    their order); indices are not bounds-checked, as TF's."""
    op = "tf.SparseReorder"
    if indices.dtype != I64 or shape.dtype != I64:
        raise OpError(op, "input_indices and input_shape must be int64")
    if indices.ndim != 2:
        raise OpError(op, f"Sparse indices must be rank 2 but is rank {indices.ndim}")
    if values.ndim != 1:
        raise OpError(op, f"Sparse values must be rank 1 but is rank {values.ndim}")
    if shape.ndim != 1:
        raise OpError(op, f"Input shape should be a vector but received shape {list(shape.shape)}")
    if indices.shape[0] != values.shape[0]:
        raise OpError(op, f"Number of elements in indices ({indices.shape[0]}) and values ({values.shape[0]}) "
                          f"do not match")
    if indices.shape[1] != shape.shape[0]:
        raise OpError(op, f"Index rank ({indices.shape[1]}) and shape rank ({shape.shape[0]}) do not match")
    order = np.lexsort(indices.T[::-1]) if indices.shape[1] else np.arange(indices.shape[0])
    return indices[order], values[order]


def _sparse_reorder_md(attrs, indices, values, shape):
    return MD(I64, tuple(indices.shape)), MD(values.dtype, tuple(values.shape))


OPS.add("tf.SparseReorder", _sparse_reorder, _sparse_reorder_md)

# -- SparseCross, SparseCrossV2, SparseCrossHashed (TF's sparse_cross_op) ------------------------
# Each example's cross is the cartesian product of its features in every column (the sparse
# inputs' columns first, then the dense ones; the last column varies fastest), written as
# output row [b, 0..count). A cross is the features joined as strings, or hashed together
# with FingerprintCat64.

_U64 = (1 << 64) - 1
_CAT_MUL = 0xC6A4A7935BD1E995
_CROSS_OPS = tuple(range(64))  # every operand: the result's size depends on all their values


def _shift_mix(v):
    return v ^ (v >> 47)


def _fingerprint_cat64(fp1, fp2):
    """TF's FingerprintCat64 (tensorflow/core/platform/fingerprint.h) on unsigned 64-bit ints."""
    r = fp1 ^ _CAT_MUL
    r ^= (_shift_mix((fp2 * _CAT_MUL) & _U64) * _CAT_MUL) & _U64
    r = (r * _CAT_MUL) & _U64
    r = (_shift_mix(r) * _CAT_MUL) & _U64
    return _shift_mix(r)


def _cross_inputs(op, attrs, xs, n_tail, typed):
    """(indices, values, shapes, dense) lists from the flat operands; TF's ValidateInput.
    `typed`: SparseCross's internal_type checks (the V2 and hashed ops skip them)."""
    n = int(attr(op, attrs, "N"))
    xs = list(xs[:len(xs) - n_tail]) if n_tail else list(xs)
    if n < 0 or 3 * n > len(xs):
        raise OpError(op, f"expected {n} sparse inputs (indices, values, shapes), got {len(xs)} operands")
    indices, values, shapes, dense = xs[:n], xs[n:2 * n], xs[2 * n:3 * n], xs[3 * n:]
    internal = np.dtype(attr(op, attrs, "internal_type")) if typed else None
    for i, ix in enumerate(indices):
        if typed and ix.dtype != I64:
            raise OpError(op, f"Input indices should be of type int64 but received {dtname(ix.dtype)}")
        if ix.ndim != 2:
            raise OpError(op, f"Input indices should be a matrix but received shape {list(ix.shape)} at position {i}")
        if ix.shape[1] != 2:
            raise OpError(op, f"Expected D2 of index to be 2 got {ix.shape[1]} at position {i}")
    for i, (ix, v) in enumerate(zip(indices, values)):
        if typed and internal == STRING and v.dtype == I64:
            raise OpError(op, "Input values should be of internal type string but received int64")
        if v.ndim != 1:
            raise OpError(op, f"Input values should be a vector but received shape {list(v.shape)} at position {i}")
        if ix.shape[0] != v.shape[0]:
            raise OpError(op, f"Expected size of values to be {ix.shape[0]} got {v.shape[0]} at position {i}")
    for i, s in enumerate(shapes):
        if typed and s.dtype != I64:
            raise OpError(op, f"Input shape should be of type int64 but received {dtname(s.dtype)}")
        if s.ndim != 1:
            raise OpError(op, f"Input shapes should be a vector but received shape {list(s.shape)} at position {i}")
        if s.shape[0] != 2:
            raise OpError(op, f"shape should imply a 2D tensor, but got {list(s.shape)} at position {i}")
    for i, d in enumerate(dense):
        if typed and internal == STRING and d.dtype == I64:
            raise OpError(op, "Dense inputs should be of internal type string but received int64")
        if d.ndim != 2:
            raise OpError(op, f"Dense inputs should be a matrix but received shape {list(d.shape)} at position {i}")
    for v in values + dense:
        if v.dtype not in (I64, STRING):
            raise OpError(op, f"cross inputs must be int64 or string, got {dtname(v.dtype)}")
    batch = int(shapes[0][0]) if shapes else dense[0].shape[0] if dense else 0
    for i, s in enumerate(shapes):
        if int(s[0]) != batch:
            raise OpError(op, f"Expected batch size {batch} got {int(s[0])} at position {i}")
    for i, d in enumerate(dense):
        if d.shape[0] != batch:
            raise OpError(op, f"Expected batch size {batch} got {d.shape[0]} at dense tensor {i}")
    return indices, values, dense, batch


def _cross_columns(indices, values, dense, batch):
    """Per column, per example: that example's features (a list of values). A sparse column's
    rows are read in order as TF reads them: an example's entries are the run of rows that
    follow the previous example's and have its index (out-of-order rows are skipped)."""
    columns = []
    for ix, v in zip(indices, values):
        rows, at, feats = ix[:, 0], 0, []
        for b in range(batch):
            start = at
            while at < len(rows) and rows[at] == b:
                at += 1
            feats.append(v[start:at].tolist())
        columns.append(feats)
    for d in dense:
        columns.append([d[b].tolist() for b in range(batch)])
    return columns


def _crosses(columns, batch, combine):
    """(indices, values, dense_shape) of the crosses; `combine` maps one tuple of features."""
    import itertools
    out_idx, out_val, widest = [], [], 0
    for b in range(batch):
        count = 0
        for feats in itertools.product(*(c[b] for c in columns)):
            out_idx.append((b, count))
            out_val.append(combine(feats))
            count += 1
        widest = max(widest, count)
    return (np.array(out_idx, I64).reshape(-1, 2), out_val, np.array([batch, widest], I64))


def _as_text(f):
    return f if isinstance(f, bytes) else str(f).encode()


def _plain_hash(f):
    """A SparseCross column's feature as a 64-bit hash: a string's Fingerprint64, an int64 as is."""
    return fingerprint64(f) if isinstance(f, bytes) else f & _U64


def _bucket(h, num_buckets):
    return h % num_buckets if num_buckets > 0 else h % ((1 << 63) - 1)


def _strings(vals):
    a = np.empty(len(vals), dtype=object)
    a[:] = vals
    return a


def _sparse_cross(attrs, *xs):
    op = "tf.SparseCross"
    indices, values, dense, batch = _cross_inputs(op, attrs, xs, 0, True)
    out_type = np.dtype(attr(op, attrs, "out_type"))
    columns = _cross_columns(indices, values, dense, batch)
    if out_type == STRING:
        idx, vals, shape = _crosses(columns, batch, lambda fs: b"_X_".join(_as_text(f) for f in fs))
        return idx, _strings(vals), shape
    if out_type != I64:
        raise OpError(op, f"out_type must be int64 or string, got {dtname(out_type)}")
    key = int(attr(op, attrs, "hash_key")) & _U64
    buckets = int(attr(op, attrs, "num_buckets"))

    def combine(fs):
        h = key
        for f in fs:
            h = _fingerprint_cat64(h, _plain_hash(f))
        return _bucket(h, buckets)
    idx, vals, shape = _crosses(columns, batch, combine)
    return idx, np.array(vals, I64), shape


def _sparse_cross_v2(attrs, *xs):
    op = "tf.SparseCrossV2"
    sep = xs[-1]
    indices, values, dense, batch = _cross_inputs(op, attrs, xs, 1, False)
    if sep.ndim != 0 or sep.dtype != STRING:
        raise OpError(op, f"Input separator should be a scalar string, got {dtname(sep.dtype)}{list(sep.shape)}")
    s = _as_text(sep.item())
    columns = _cross_columns(indices, values, dense, batch)
    idx, vals, shape = _crosses(columns, batch, lambda fs: s.join(_as_text(f) for f in fs))
    return idx, _strings(vals), shape


def _sparse_cross_hashed(attrs, *xs):
    """The keyed hash: with strong_hash SipHash-2-4 under key `salt`, else Fingerprint64 of a
    string and a sparse int64 (a dense int64 as is). An int64 is hashed as its first 4 bytes,
    as TF (it passes sizeof(DataType), the size of the dtype enum, as the length)."""
    op = "tf.SparseCrossHashed"
    num_buckets, strong, salt = xs[-3:]
    indices, values, dense, batch = _cross_inputs(op, attrs, xs, 3, False)
    if num_buckets.dtype != I64 or num_buckets.ndim != 0:
        raise OpError(op, f"num_buckets must be an int64 scalar, got {dtname(num_buckets.dtype)}{list(num_buckets.shape)}")
    if strong.dtype != BOOL or strong.ndim != 0:
        raise OpError(op, f"strong_hash must be a bool scalar, got {dtname(strong.dtype)}{list(strong.shape)}")
    if salt.dtype != I64:
        raise OpError(op, f"salt must be int64, got {dtname(salt.dtype)}")
    if salt.size != 2:
        raise OpError(op, f"Input \"salt\" must have length 2 but has length {salt.size}")
    k0, k1 = (int(v) & _U64 for v in salt.reshape(-1))
    strong = bool(strong)
    n_sparse = len(indices)

    def feature(f, sparse):
        if isinstance(f, bytes):
            return siphash24(k0, k1, f) if strong else fingerprint64(f)
        raw = int(f).to_bytes(8, "little", signed=True)[:4]
        if strong:
            return siphash24(k0, k1, raw)
        return fingerprint64(raw) if sparse else int(f) & _U64

    def combine(fs):
        h = feature(fs[0], n_sparse > 0)
        for j, f in enumerate(fs[1:], 1):
            h = _fingerprint_cat64(h, feature(f, j < n_sparse))
        return _bucket(h, int(num_buckets))
    columns = _cross_columns(indices, values, dense, batch)
    idx, vals, shape = _crosses(columns, batch, combine)
    return idx, np.array(vals, I64), shape


def _cross_vmd(fn):
    def vmd(attrs, *xs):
        return tuple(MD(o.dtype, o.shape) for o in fn(attrs, *xs))
    return vmd


for _name, _fn in (("tf.SparseCross", _sparse_cross), ("tf.SparseCrossV2", _sparse_cross_v2),
                   ("tf.SparseCrossHashed", _sparse_cross_hashed)):
    OPS.add(_name, _fn, vmd=_cross_vmd(_fn), vops=_CROSS_OPS)
