"""Ragged tensor ops (TF's ragged_*_op kernels): a ragged tensor is its flat values plus one
row partition per ragged dimension, as `tf.RaggedTensor.to_tensor` (Keras's TextVectorization,
`tf.strings.split(...).to_tensor()`) hands them to the op. RaggedTensorToTensor, RaggedRange,
RaggedGather, RaggedTensorToSparse.

RaggedTensorToTensor(shape, values, default_value, *row_partition_tensors), with
`row_partition_types` "ROW_SPLITS" per ragged dimension, or "FIRST_DIM_SIZE" (the row count)
then "VALUE_ROWIDS" per ragged dimension. The result is `shape` where it is given (-1 or a
scalar -1: unknown), else the row count, each ragged dimension's longest row and the values'
inner dimensions; values past the result's bounds are dropped, the rest is `default_value`
(broadcast to an element). Value-dependent: the result's shape comes from the values of `shape`
and of the partitions, so the op has a value metadata function instead of a metadata function.
"""

from __future__ import annotations

import numpy as np

from ._common import (ALL, F32, F64, I32, I64, INDEX, MD, OpList, allowed_type_attr, attr, check_type_attr,
                      dtname)
from .errors import OpError

OPS = OpList()
_OP = "tf.RaggedTensorToTensor"
_TYPES = ("FIRST_DIM_SIZE", "VALUE_ROWIDS", "ROW_LENGTHS", "ROW_SPLITS", "ROW_LIMITS", "ROW_STARTS")


def _partition_types(attrs, count):
    types = [t.decode() if isinstance(t, bytes) else str(t)
             for t in attr(_OP, attrs, "row_partition_types")]
    for t in types:
        if t not in _TYPES:
            raise OpError(_OP, f"Unknown string for partition info type: {t}")
    if not types:
        raise OpError(_OP, "No row_partition_types given.")
    if len(types) != count:
        raise OpError(_OP, f"expected {len(types)} row partition tensors (row_partition_types), "
                           f"got {count}")
    first = types[0] == "FIRST_DIM_SIZE"
    ragged = types[1:] if first else types
    if types[0] == "VALUE_ROWIDS":
        raise OpError(_OP, "Cannot handle VALUE_ROWIDS in first dimension.")
    for t in ragged:
        if t not in ("ROW_SPLITS", "VALUE_ROWIDS") or (t == "VALUE_ROWIDS") != first:
            raise OpError(_OP, f"Unsupported partition type:{t}" if t not in ("ROW_SPLITS", "VALUE_ROWIDS")
                          else "row_partition_types must be ROW_SPLITS..., or FIRST_DIM_SIZE then VALUE_ROWIDS...")
    return first, len(ragged)


def _debug(shape):
    return "[" + ",".join("?" if d < 0 else str(d) for d in shape) + "]"


def _output_shape(shape, values, default, rows, widths):
    """TF's CombineRaggedTensorToTensorShapes, then the unknown sizes filled in."""
    ragged = len(widths)
    inner = values.shape[1:]
    if len(default.shape) >= len(values.shape):
        raise OpError(_OP, f"default_value.shape={_debug(default.shape)} and rt_input.flat_values.shape="
                           f"{_debug(values.shape)} are incompatible: default_value.rank = {len(default.shape)}  "
                           f"must be less than rt_input.flat_values.rank = {len(values.shape)}")
    for i in range(len(default.shape)):  # TF aligns them from the left
        d, v = default.shape[i], values.shape[i + 1]
        if d not in (1, v):
            raise OpError(_OP, f"default_value.shape={_debug(default.shape)} and rt_input.flat_values.shape="
                               f"{_debug(values.shape)} are incompatible: default_value.shape[{i - len(default.shape)}]"
                               f" = {d} but rt_input.flat_values.shape[{i - len(default.shape)}] = {v}")
    if shape.ndim == 0:
        if int(shape) != -1:
            raise OpError(_OP, "shape must be -1 or a vector: if its rank is 0 it must have value -1")
        out = [-1] * (ragged + len(values.shape))
    elif shape.ndim == 1:
        out = [int(d) for d in shape]
        if len(out) != ragged + len(values.shape):
            raise OpError(_OP, f"rt_input.shape and shape={_debug(out)} are incompatible: rt_input.rank = "
                               f"{ragged + len(values.shape)} but shape.rank = {len(out)}")
    else:
        raise OpError(_OP, f"shape must be a vector, got shape {list(shape.shape)}")
    for i, v in enumerate(inner, start=1):
        k = ragged + i
        if out[k] >= 0 and out[k] != v:
            raise OpError(_OP, f"rt_input.shape and shape={_debug(out)} are incompatible: rt_input.shape[{k}]"
                               f" = {v} but shape[{k}] = {out[k]}")
        out[k] = v
    if any(d < -1 for d in out):
        raise OpError(_OP, f"Invalid dimension size: {min(out)}")
    out[0] = rows if out[0] == -1 else out[0]
    for i, w in enumerate(widths, start=1):
        if out[i] == -1:
            out[i] = w
    return tuple(out)


def _max_width(kind, partition):
    if kind == "ROW_SPLITS":
        return int(np.diff(partition).max()) if partition.size > 1 else 0
    if partition.size == 0:
        return 0
    return int(np.unique(partition, return_counts=True)[1].max())


def _positions(kind, partition, parents):
    """(parent row, column) of each element of the next level."""
    if kind == "ROW_SPLITS":
        if partition.size - 1 > parents:
            raise OpError(_OP, f"Row partition size is greater than output size: {partition.size - 1} > {parents}")
        lengths = np.diff(partition)
        if partition.size == 0 or partition[0] != 0 or (lengths < 0).any():
            raise OpError(_OP, "Invalid row split size.")
        rows = np.repeat(np.arange(lengths.size), lengths)
        return rows, np.arange(rows.size) - np.repeat(partition[:-1], lengths)
    bad = (partition >= parents) | (partition < 0)
    if bad.any():
        raise OpError(_OP, f"Got current_value_rowid={partition[bad][0]} which is not less than {parents}")
    if (np.diff(partition) < 0).any():
        raise OpError(_OP, "Invalid row ids.")  # (TF's kernel assumes them sorted)
    return partition, np.arange(partition.size) - np.searchsorted(partition, partition, side="left")


def _result_shape(attrs, shape, values, default, partitions):
    """The checks on the operands (`values`, `default`: arrays or metadata), the row count,
    the ragged levels as (kind, int64 partition) and the result's shape."""
    check_type_attr(_OP, "T", values.dtype, ALL)
    if partitions:
        check_type_attr(_OP, "Tindex", partitions[0].dtype, INDEX)
    if default.dtype != values.dtype:
        raise OpError(_OP, f"default_value must have the dtype of values ({dtname(values.dtype)}), got "
                           f"{dtname(default.dtype)}")
    if shape.dtype not in INDEX:
        raise OpError(_OP, f"shape must be int32 or int64, got {dtname(shape.dtype)}")
    first, ragged = _partition_types(attrs, len(partitions))
    if not values.shape:
        raise OpError(_OP, "values must have rank at least 1")
    if partitions[0].size == 0:
        raise OpError(_OP, "Invalid first partition input. Tensor requires at least one element.")
    kinds = [t.decode() if isinstance(t, bytes) else str(t) for t in attrs["row_partition_types"]]
    levels = list(zip(kinds, partitions))
    if first:
        rows, levels = int(partitions[0].reshape(-1)[0]), levels[1:]
    else:
        rows = partitions[0].shape[0] - 1
    levels = [(k, p.reshape(-1).astype(np.int64)) for k, p in levels]
    out_shape = _output_shape(shape.astype(np.int64), values, default, rows,
                              [_max_width(k, p) for k, p in levels])
    return rows, levels, out_shape


def _ragged_vmd(attrs, shape, values, default, *partitions):
    if not all(isinstance(p, np.ndarray) for p in partitions):
        return None  # more partitions than _VALUE_OPERANDS names: known at dispatch
    return MD(values.dtype, _result_shape(attrs, shape, values, default, partitions)[2])


def _ragged_to_tensor(attrs, shape, values, default, *partitions):
    rows, levels, out_shape = _result_shape(attrs, shape, values, default, partitions)
    ragged = len(levels)
    # Each element's flat position among the result's ragged_rank + 1 leading dimensions, or
    # -1 once one of its coordinates falls outside them; level by level down to the values.
    index = np.where(np.arange(rows) < out_shape[0], np.arange(rows), -1)
    for level, (kind, partition) in enumerate(levels, start=1):
        parent, col = _positions(kind, partition, index.size)
        keep = (index[parent] >= 0) & (col < out_shape[level])
        index = np.where(keep, index[parent] * out_shape[level] + col, -1)
    if index.size != values.shape[0]:
        raise OpError(_OP, f"the row partitions describe {index.size} values, values has "
                           f"{values.shape[0]}")
    inner = out_shape[ragged + 1:]
    try:
        fill = np.broadcast_to(default, inner)
    except ValueError:
        raise OpError(_OP, "Error broadcasting default_value") from None
    out = np.empty((int(np.prod(out_shape[:ragged + 1])),) + tuple(inner), values.dtype)
    out[...] = fill
    kept = index >= 0
    out[index[kept]] = values[kept]
    return out.reshape(out_shape)


# `shape` and the row partitions (operands 3, 4, ...; a ragged tensor seldom has more than a few).
_VALUE_OPERANDS = (0,) + tuple(range(3, 3 + 16))
OPS.add(_OP, _ragged_to_tensor, vmd=_ragged_vmd, vops=_VALUE_OPERANDS)


# RaggedRange (TF's ragged_range_op): one range per (start, limit, delta), broadcast from
# scalars; the row splits and the concatenated values. Value-dependent on every input.
_RANGE_T = frozenset([F32, F64, I32, I64])  # TF 2.21: no CPU kernel for bfloat16


def _ragged_range(attrs, starts, limits, deltas):
    op = "tf.RaggedRange"
    check_type_attr(op, "T", starts.dtype, _RANGE_T)
    for v in (limits, deltas):
        if v.dtype != starts.dtype:
            raise OpError(op, f"starts, limits and deltas must have one dtype, got {dtname(starts.dtype)} and "
                              f"{dtname(v.dtype)}")
    splits_dt = allowed_type_attr(op, attrs, "Tsplits", I64, INDEX)
    for what, v in (("starts", starts), ("limits", limits), ("deltas", deltas)):
        if len(v.shape) > 1:
            raise OpError(op, f"{what} must be a scalar or vector")
    sizes = {v.shape[0] for v in (starts, limits, deltas) if len(v.shape) == 1}
    if len(sizes) > 1:
        raise OpError(op, "starts, limits, and deltas must have the same shape")
    n = sizes.pop() if sizes else 1
    s, lim, d = (np.broadcast_to(v, (n,)) for v in (starts, limits, deltas))
    if (d == 0).any():
        raise OpError(op, "Requires delta != 0")
    wide = np.int64 if starts.dtype.kind == "i" else np.float64
    sw, lw, dw = s.astype(wide), lim.astype(wide), d.astype(wide)
    # TF's size: ceil(|limit - start| / |delta|) when the range runs toward the limit, else 0.
    toward = ((dw > 0) & (lw > sw)) | ((dw < 0) & (lw < sw))
    if wide is np.int64:
        span = np.abs(lw - sw)
        sizes_ = np.where(toward, (span + np.abs(dw) - 1) // np.abs(dw), 0)
    else:
        sizes_ = np.where(toward, np.ceil(np.abs((lw - sw) / dw)), 0).astype(np.int64)
    splits = np.concatenate([[0], np.cumsum(sizes_)]).astype(splits_dt)
    idx = np.arange(int(splits[-1]), dtype=np.int64) - np.repeat(splits[:-1].astype(np.int64), sizes_)
    row = np.repeat(np.arange(n), sizes_)
    values = (s[row].astype(starts.dtype) + (idx.astype(starts.dtype) * d[row]).astype(starts.dtype)) \
        if starts.dtype.kind != "i" else (s[row] + idx.astype(starts.dtype) * d[row])
    return splits, values.astype(starts.dtype)


def _ragged_range_vmd(attrs, starts, limits, deltas):
    splits, values = _ragged_range(attrs, starts, limits, deltas)
    return MD(splits.dtype, splits.shape), MD(values.dtype, values.shape)


OPS.add("tf.RaggedRange", _ragged_range, vmd=_ragged_range_vmd, vops=(0, 1, 2))


# RaggedGather (TF's ragged_gather_op): rows of a ragged tensor (nested splits, dense values)
# picked by `indices`; each dimension of `indices` past its first adds a uniform ragged
# dimension in front (OUTPUT_RAGGED_RANK = PARAMS_RAGGED_RANK + indices.rank - 1).
# RaggedTensorToSparse (TF's ragged_tensor_to_sparse_kernel): a ragged tensor as a sparse one.
# Both value-dependent on every operand.

def _concat_ranges(starts, limits):
    """The concatenation of range(s, l) for each pair, as int64."""
    lengths = limits - starts
    total = int(lengths.sum())
    return np.arange(total, dtype=np.int64) - np.repeat(np.cumsum(lengths) - lengths - starts, lengths)


def _slice_str(shape, i):
    return "[" + ",".join(str(int(c)) for c in np.unravel_index(i, shape)) + "]" if shape else ""


def _ragged_gather(attrs, *args):
    op = "tf.RaggedGather"
    if len(args) < 3:
        raise OpError(op, "params_nested_splits must be non empty")
    splits, values, indices = args[:-2], args[-2], args[-1]
    check_type_attr(op, "Tindices", indices.dtype, INDEX)
    check_type_attr(op, "Tsplits", splits[0].dtype, INDEX)
    for s in splits:
        if s.dtype != splits[0].dtype:
            raise OpError(op, f"params_nested_splits must have one dtype, got {dtname(splits[0].dtype)} and "
                              f"{dtname(s.dtype)}")
    rank = int(attr(op, attrs, "PARAMS_RAGGED_RANK", len(splits)))
    if rank != len(splits):
        raise OpError(op, f"PARAMS_RAGGED_RANK is {rank} but {len(splits)} params_nested_splits were given")
    out_rank = int(attr(op, attrs, "OUTPUT_RAGGED_RANK", len(splits) + len(indices.shape) - 1))
    if out_rank != len(splits) + len(indices.shape) - 1:
        raise OpError(op, f"OUTPUT_RAGGED_RANK must be PARAMS_RAGGED_RANK + indices.rank - 1 = "
                          f"{len(splits) + len(indices.shape) - 1}, got {out_rank}")
    if len(splits[0].shape) == 0:
        raise OpError(op, "Split tensors must not be scalars")
    num_params = splits[0].shape[0] - 1
    flat = indices.reshape(-1).astype(np.int64)
    bad = np.flatnonzero((flat < 0) | (flat >= num_params))
    if bad.size:
        i = int(bad[0])
        raise OpError(op, f"indices{_slice_str(indices.shape, i)} = {int(flat[i])} is not in [0, {num_params})")
    if len(values.shape) == 0:
        raise OpError(op, "params.rank must be nonzero")
    nested = [s.reshape(-1).astype(np.int64) for s in splits]
    for dim, s in enumerate(nested):
        if len(splits[dim].shape) != 1:
            raise OpError(op, f"params_nested_splits[{dim}] must be a vector, got shape {list(splits[dim].shape)}")
        last = values.shape[0] if dim == len(nested) - 1 else nested[dim + 1].size - 1
        if s.size == 0:
            raise OpError(op, "Ragged splits may not be empty")
        if s[0] < 0:
            raise OpError(op, "Ragged splits must be non-negative")
        if s[-1] > last:
            raise OpError(op, "Ragged splits must not point past values")
        if (np.diff(s) < 0).any():
            raise OpError(op, "Ragged splits must be sorted")
    dt = splits[0].dtype
    out = []
    rows = 1
    for dim in range(len(indices.shape) - 1):  # uniform splits of the indices' dimensions
        rows *= indices.shape[dim]
        out.append(np.arange(rows + 1, dtype=dt) * dt.type(indices.shape[dim + 1]))
    starts, limits = flat, flat + 1
    for dim, s in enumerate(nested):
        picked = _concat_ranges(starts, limits)       # this level's rows, in output order
        if dim + len(indices.shape) - 1 >= 0:
            lengths = s[picked + 1] - s[picked]
            out.append(np.concatenate([[0], np.cumsum(lengths)]).astype(dt))
        starts, limits = s[starts], s[limits]
    return tuple(out) + (values[_concat_ranges(starts, limits)],)


def _ragged_gather_vmd(attrs, *args):
    if not all(isinstance(a, np.ndarray) for a in args):
        return None  # more operands than _ALL names: known at dispatch
    return tuple(MD(o.dtype, o.shape) for o in _ragged_gather(attrs, *args))


def _ragged_to_sparse(attrs, *args):
    op = "tf.RaggedTensorToSparse"
    if len(args) < 2:
        raise OpError(op, "rt_nested_splits must be non empty")
    splits, values = args[:-1], args[-1]
    check_type_attr(op, "Tsplits", splits[0].dtype, INDEX)
    for s in splits:
        if s.dtype != splits[0].dtype:
            raise OpError(op, f"rt_nested_splits must have one dtype, got {dtname(splits[0].dtype)} and "
                              f"{dtname(s.dtype)}")
        if len(s.shape) != 1:
            raise OpError(op, f"rt_nested_splits must be vectors, got shape {list(s.shape)}")
    rank = int(attr(op, attrs, "RAGGED_RANK", len(splits)))
    if rank != len(splits):
        raise OpError(op, f"RAGGED_RANK is {rank} but {len(splits)} rt_nested_splits were given")
    if len(values.shape) == 0:
        raise OpError(op, "rt_dense_values must have rank at least 1")
    nested = [s.astype(np.int64) for s in splits]
    for i, s in enumerate(nested):
        if s.size == 0:
            raise OpError(op, "ragged splits may not be empty.")
        if s[0] != 0:
            raise OpError(op, "First value of ragged splits must be 0.")
        down = np.flatnonzero(np.diff(s) < 0)
        if down.size:
            j = int(down[0])
            raise OpError(op, f"Ragged splits should be non decreasing, but we got {s[j]} followed by {s[j + 1]}")
        if i > 0 and s.size != nested[i - 1][-1] + 1:
            raise OpError(op, "Final value of ragged splits must match the length the corresponding ragged values.")
    if values.shape[0] != nested[-1][-1]:
        raise OpError(op, "Final value of ragged splits must match the length the corresponding ragged values.")
    # Each value row's coordinates, level by level up from the innermost splits: the row of
    # level k holding element e is the last split <= e (empty rows share their split).
    element = np.arange(values.shape[0], dtype=np.int64)
    columns = []
    for s in reversed(nested):
        row = np.searchsorted(s, element, side="right") - 1
        columns.append(element - s[row])
        element = row
    prefix = np.stack([element] + columns[::-1], axis=1) if values.shape[0] else np.zeros((0, len(nested) + 1),
                                                                                          np.int64)
    inner = values.shape[1:]
    count = int(np.prod(inner, dtype=np.int64))
    suffix = np.stack(np.unravel_index(np.arange(count), inner), axis=1) if inner else np.zeros((1, 0), np.int64)
    indices = np.concatenate([np.repeat(prefix, count, axis=0), np.tile(suffix, (prefix.shape[0], 1))], axis=1)
    widths = [int(np.diff(s).max()) if s.size > 1 else 0 for s in nested]
    shape = np.array([nested[0].size - 1] + widths + list(inner), I64)
    return indices.astype(I64), values.reshape(-1), shape


def _ragged_to_sparse_vmd(attrs, *args):
    if not all(isinstance(a, np.ndarray) for a in args):
        return None
    return tuple(MD(o.dtype, o.shape) for o in _ragged_to_sparse(attrs, *args))


_ALL = tuple(range(64))
OPS.add("tf.RaggedGather", _ragged_gather, vmd=_ragged_gather_vmd, vops=_ALL)
OPS.add("tf.RaggedTensorToSparse", _ragged_to_sparse, vmd=_ragged_to_sparse_vmd, vops=_ALL)
