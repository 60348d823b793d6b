"""Space <-> depth and space <-> batch rearrangements (TF's depthtospace_op, spacetodepth_op,
spacetobatch_op and batchtospace_op kernels).

With a synchronous metadata_fn: DepthToSpace, SpaceToDepth (NHWC only, as TF's CPU kernels).
Value-dependent: SpaceToBatchND(1, 2), BatchToSpaceND(1, 2) (block shape and paddings/crops).
Every result is one reshape-transpose-reshape of the input (a copy; no per-element loop).
"""

from __future__ import annotations

import numpy as np

from ._common import ALL, MD, REAL, OpList, attr, check_dtype, index_value
from .errors import OpError

OPS = OpList()


def _block_size(op, attrs, x):
    b = int(attr(op, attrs, "block_size"))
    if b < 2:
        raise OpError(op, f"Value for attr 'block_size' of {b} must be at least minimum 2")
    fmt = attrs.get("data_format", "NHWC") if attrs else "NHWC"
    if fmt != "NHWC":
        raise OpError(op, f"Only NHWC data_format supported on CPU. Got {fmt}")
    check_dtype(op, x.dtype, ALL)
    if len(x.shape) != 4:
        raise OpError(op, f"Input rank should be: 4 instead of: {len(x.shape)}")
    return b


def _depth_to_space_md(attrs, x):
    op = "tf.DepthToSpace"
    b = _block_size(op, attrs, x)
    n, h, w, c = x.shape
    if c % (b * b):
        raise OpError(op, f"Input depth dimension {c} should be divisible by: {b * b}")
    return MD(x.dtype, (n, h * b, w * b, c // (b * b)))


def _depth_to_space(attrs, x):
    b = int(attrs["block_size"])
    n, h, w, c = x.shape
    y = x.reshape(n, h, w, b, b, c // (b * b)).transpose(0, 1, 3, 2, 4, 5)
    return np.ascontiguousarray(y).reshape(n, h * b, w * b, c // (b * b))


def _space_to_depth_md(attrs, x):
    op = "tf.SpaceToDepth"
    b = _block_size(op, attrs, x)
    n, h, w, c = x.shape
    if h % b or w % b:
        raise OpError(op, f"Image width {w} and height {h} should be divisible by block_size: {b}")
    return MD(x.dtype, (n, h // b, w // b, c * b * b))


def _space_to_depth(attrs, x):
    b = int(attrs["block_size"])
    n, h, w, c = x.shape
    y = x.reshape(n, h // b, b, w // b, b, c).transpose(0, 1, 3, 2, 4, 5)
    return np.ascontiguousarray(y).reshape(n, h // b, w // b, b * b * c)


OPS.add("tf.DepthToSpace", _depth_to_space, _depth_to_space_md)
OPS.add("tf.SpaceToDepth", _space_to_depth, _space_to_depth_md)


def _block_spec(op, x, block_shape, pads, what):
    """(block list, [M, 2] pads/crops list): TF's checks of the two value operands."""
    check_dtype(op, x.dtype, REAL)
    block = index_value(op, block_shape, "block_shape", rank=1)
    pads = index_value(op, pads, what)
    m = block.shape[0]
    if pads.shape != (m, 2):
        raise OpError(op, f"{what} should have shape [{m}, 2] instead of {list(pads.shape)}")
    if len(x.shape) < 1 + m:
        raise OpError(op, f"input rank should be >= {1 + m} instead of {len(x.shape)}")
    block = [int(v) for v in block]
    pads = [(int(a), int(b)) for a, b in pads]
    if any(a < 0 or b < 0 for a, b in pads):
        raise OpError(op, f"{what.capitalize()} must be non-negative")
    return block, pads


def _space_to_batch_spec(x, block_shape, paddings):
    op = "tf.SpaceToBatchND"
    block, pads = _block_spec(op, x, block_shape, paddings, "paddings")
    for i, b in enumerate(block):
        if b < 1:
            raise OpError(op, f"All values in block_shape must be positive, got value, {b} at index {i}.")
    padded = [x.shape[1 + i] + a + b for i, (a, b) in enumerate(pads)]
    for i, (p, b) in enumerate(zip(padded, block)):
        if p % b:
            raise OpError(op, f"padded_shape[{i}]={p} is not divisible by block_shape[{i}]={b}")
    batch = x.shape[0] * int(np.prod(block, dtype=np.int64))
    shape = (batch,) + tuple(p // b for p, b in zip(padded, block)) + tuple(x.shape[1 + len(block):])
    return block, pads, shape


def _space_to_batch_vmd(attrs, x, block_shape, paddings):
    return MD(x.dtype, _space_to_batch_spec(x, block_shape, paddings)[2])


def _space_to_batch(attrs, x, block_shape, paddings):
    block, pads, out_shape = _space_to_batch_spec(x, block_shape, paddings)
    m = len(block)
    rest = x.shape[1 + m:]
    p = np.pad(x, [(0, 0)] + pads + [(0, 0)] * len(rest))
    # [B, s1, b1, ..., sM, bM, rest] -> [b1, ..., bM, B, s1, ..., sM, rest]
    split = (x.shape[0],) + sum(((p.shape[1 + i] // b, b) for i, b in enumerate(block)), ()) + rest
    perm = [2 + 2 * i for i in range(m)] + [0] + [1 + 2 * i for i in range(m)] + \
        list(range(1 + 2 * m, 1 + 2 * m + len(rest)))
    return np.ascontiguousarray(p.reshape(split).transpose(perm)).reshape(out_shape)


OPS.add("tf.SpaceToBatchND", _space_to_batch, vmd=_space_to_batch_vmd, vops=(1, 2))


def _batch_to_space_spec(x, block_shape, crops):
    op = "tf.BatchToSpaceND"
    block, crops = _block_spec(op, x, block_shape, crops, "crops")
    total = int(np.prod(block, dtype=np.int64))
    if total <= 0:
        raise OpError(op, f"Product of block sizes must be positive, got {total}")
    if x.shape[0] % total:
        raise OpError(op, f"Input batch dimension ({x.shape[0]}) is not divisible by product of block "
                          f"sizes ({total})")
    spatial = []
    for i, (b, (c0, c1)) in enumerate(zip(block, crops)):
        s = x.shape[1 + i] * b - c0 - c1
        if s < 0:
            raise OpError(op, f"cropped_shape[{i}]={s} must be non-negative")
        spatial.append(s)
    return block, crops, (x.shape[0] // total,) + tuple(spatial) + tuple(x.shape[1 + len(block):])


def _batch_to_space_vmd(attrs, x, block_shape, crops):
    return MD(x.dtype, _batch_to_space_spec(x, block_shape, crops)[2])


def _batch_to_space(attrs, x, block_shape, crops):
    block, crops, out_shape = _batch_to_space_spec(x, block_shape, crops)
    m = len(block)
    rest = x.shape[1 + m:]
    batch = out_shape[0]
    # [b1, ..., bM, B, s1, ..., sM, rest] -> [B, s1, b1, ..., sM, bM, rest]
    y = x.reshape(tuple(block) + (batch,) + x.shape[1:])
    perm = [m] + sum(([m + 1 + i, i] for i in range(m)), []) + list(range(2 * m + 1, 2 * m + 1 + len(rest)))
    full = (batch,) + tuple(x.shape[1 + i] * b for i, b in enumerate(block)) + rest
    y = y.transpose(perm).reshape(full)
    return np.ascontiguousarray(y[(slice(None),) + tuple(slice(c0, c0 + s) for (c0, _), s in
                                                          zip(crops, out_shape[1:1 + m]))])


OPS.add("tf.BatchToSpaceND", _batch_to_space, vmd=_batch_to_space_vmd, vops=(1, 2))
