"""Set ops (TF's set_kernels): DenseToDenseSetOperation, what `tf.sets.intersection`, `union`
and `difference` emit for two dense tensors.

Each set is a row of the last dimension (every element is a member; repeats count once); the
leading dimensions of both inputs must be equal. The result is a sparse tensor (indices [M,
rank] int64, values [M], dense_shape [rank] int64): each group's result set in ascending order
(strings bytewise), the last dimension as long as the largest result set. Value-dependent:
the result's size comes from the values.
"""

from __future__ import annotations

import numpy as np

from ._common import I64, MD, STRING, OpList, attr, check_type_attr, dtname
from .errors import OpError

OPS = OpList()
_OP = "tf.DenseToDenseSetOperation"
# TF's kernels, in TF's order (its messages list them so).
_TYPES = tuple(np.dtype(t) for t in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16)) + (STRING,)
_OPERATIONS = ("intersection", "union", "a-b", "b-a")


def _shape_str(shape):
    return "[" + ",".join(str(d) for d in shape) + "]"


def _check(attrs, set1, set2):
    check_type_attr(_OP, "T", set1.dtype, _TYPES)
    if set2.dtype != set1.dtype:
        raise OpError(_OP, f"set1 and set2 must have one dtype, got {dtname(set1.dtype)} and {dtname(set2.dtype)}")
    operation = attr(_OP, attrs, "set_operation")
    if isinstance(operation, bytes):
        operation = operation.decode()
    if operation not in _OPERATIONS:
        raise OpError(_OP, f"Invalid set_operation {operation}.")
    for s in (set1, set2):
        if len(s.shape) < 2:
            raise OpError(_OP, f"Shape {_shape_str(s.shape)} has rank {len(s.shape)} < 2")
    if set1.shape[:-1] != set2.shape[:-1]:
        raise OpError(_OP, f"Mismatched shapes {_shape_str(set1.shape[:-1])} vs {_shape_str(set2.shape[:-1])}")
    return operation


def _set_operation(attrs, set1, set2):
    operation = _check(attrs, set1, set2)
    groups = set1.shape[:-1]
    g = int(np.prod(groups, dtype=np.int64))
    a, b = set1.reshape(g, set1.shape[-1]), set2.reshape(g, set2.shape[-1])
    # Members as (group, value code) keys, codes ordered as the values: set algebra on sorted ints.
    codes, inverse = np.unique(np.concatenate([a.reshape(-1), b.reshape(-1)]), return_inverse=True)
    k = max(codes.size, 1)
    inverse = inverse.astype(np.int64).reshape(-1)
    ka = np.unique(np.repeat(np.arange(g, dtype=np.int64), a.shape[1]) * k + inverse[:a.size])
    kb = np.unique(np.repeat(np.arange(g, dtype=np.int64), b.shape[1]) * k + inverse[a.size:])
    if operation == "intersection":
        keys = np.intersect1d(ka, kb, assume_unique=True)
    elif operation == "union":
        keys = np.union1d(ka, kb)
    elif operation == "a-b":
        keys = np.setdiff1d(ka, kb, assume_unique=True)
    else:
        keys = np.setdiff1d(kb, ka, assume_unique=True)
    group, code = keys // k, keys % k
    counts = np.bincount(group, minlength=g)
    column = np.arange(keys.size, dtype=np.int64) - np.repeat(np.cumsum(counts) - counts, counts)
    leading = np.stack(np.unravel_index(group, groups), axis=1) if groups else np.zeros((keys.size, 0), I64)
    indices = np.concatenate([leading.astype(I64), column[:, None]], axis=1)
    values = codes[code].astype(set1.dtype) if keys.size else np.zeros(0, set1.dtype)
    width = int(counts.max()) if counts.size else 0
    return indices, values, np.array(groups + (width,), I64)


def _set_operation_vmd(attrs, set1, set2):
    indices, values, shape = _set_operation(attrs, set1, set2)
    return MD(I64, indices.shape), MD(values.dtype, values.shape), MD(I64, shape.shape)


OPS.add(_OP, _set_operation, vmd=_set_operation_vmd, vops=(0, 1))
