"""TF1's TensorArrayV3 family (TF's `tensor_array_ops`): a mutable array of tensors.

TensorArrayV3 returns a *resource* handle and a float scalar *flow*. The handle travels as a
variant (a 0-d object array holding a `TensorArray`, metadata `TensorMetadata(object, ())`, as
TensorLists do, list_ops.py); unlike a TensorList the array is a reference: writes change it
for every holder of the handle, and the flow (always 0.0, as TF's) only orders the ops that
take and return it. Writing an index twice, reading an element cleared by an earlier read
(`clear_after_read`) or using a closed array are errors, as in TF. A lock per array makes the
ops safe between threads.
"""

from __future__ import annotations

import threading

import numpy as np

from ._common import F32, I32, I64, MD, OpList, attr, dtname, type_attr
from .errors import OpError
from .list_ops import VARIANT_MD, compatible, defined, merge, unwrap, variant

OPS = OpList()

_FLOW = MD(F32, ())


class TensorArray:
    """The state behind a TensorArrayV3 handle."""

    __slots__ = ("name", "dtype", "element_shape", "dynamic_size", "clear_after_read",
                 "identical_element_shapes", "items", "cleared", "closed", "lock")

    def __init__(self, name, dtype, element_shape, size, dynamic_size, clear_after_read, identical):
        self.name = name
        self.dtype = dtype
        self.element_shape = element_shape  # None: unknown rank; -1: unknown dimension
        self.dynamic_size = dynamic_size
        self.clear_after_read = clear_after_read
        self.identical_element_shapes = identical
        self.items: list = [None] * size
        self.cleared: list = [False] * size
        self.closed = False
        self.lock = threading.Lock()

    def __repr__(self):
        return f"TensorArray<{dtname(self.dtype)}>({self.name!r}, {len(self.items)} elements)"


def _array(op, a) -> TensorArray:
    v = unwrap(op, a, TensorArray, "handle must be a TensorArray resource")
    if v.closed:
        raise OpError(op, f"TensorArray {v.name} has already been closed.")
    return v


def _flow(op, f):
    if not isinstance(f, np.ndarray) or f.dtype != F32 or f.shape != ():
        raise OpError(op, "flow_in must be a float32 scalar")


def _index(op, a, what="index") -> int:
    if a.dtype != I32 or a.shape != ():
        raise OpError(op, f"{what} must be an int32 scalar, got {dtname(a.dtype)}{list(a.shape)}")
    return int(a)


def _shape_attr(op, attrs, name):
    v = attr(op, attrs, name, None)
    if v is None:
        return None
    return tuple(int(d) for d in v)


_COUNT = [0]


def _create(attrs, size):
    op = "tf.TensorArrayV3"
    n = _index(op, size, "size")
    if n < 0:
        raise OpError(op, f"Size should be >= 0, got {n}")
    dtype = type_attr(op, attrs, "dtype")
    name = attr(op, attrs, "tensor_array_name", "") or f"TensorArrayV3_{_COUNT[0]}"
    _COUNT[0] += 1
    ta = TensorArray(name, dtype, _shape_attr(op, attrs, "element_shape"), n,
                     bool(attr(op, attrs, "dynamic_size", False)),
                     bool(attr(op, attrs, "clear_after_read", True)),
                     bool(attr(op, attrs, "identical_element_shapes", False)))
    return variant(ta), np.zeros((), F32)


def _write_locked(op, ta, i, value):
    """Writes element i (the lock held)."""
    if value.dtype != ta.dtype:
        raise OpError(op, f"TensorArray dtype is {dtname(ta.dtype)} but Op is trying to write dtype "
                          f"{dtname(value.dtype)}.")
    if i < 0:
        raise OpError(op, f"Tried to write to index {i} but index is negative")
    if i >= len(ta.items):
        if not ta.dynamic_size:
            raise OpError(op, f"Tried to write to index {i} but array is not resizeable and size is: "
                              f"{len(ta.items)}")
        grow = i + 1 - len(ta.items)
        ta.items.extend([None] * grow)
        ta.cleared.extend([False] * grow)
    if not compatible(ta.element_shape, value.shape):
        raise OpError(op, f"Could not write to TensorArray index {i} because the value shape is "
                          f"{list(value.shape)} which is incompatible with the TensorArray's inferred "
                          f"element shape: {list(ta.element_shape)} (consider setting infer_shape=False).")
    if ta.items[i] is not None or ta.cleared[i]:
        raise OpError(op, f"Could not write to TensorArray index {i} because it has already been written to.")
    if ta.identical_element_shapes:
        ta.element_shape = merge(op, ta.element_shape, value.shape)
    ta.items[i] = value


def _read_locked(op, ta, i, dtype, shape=None, clear=True):
    if dtype != ta.dtype:
        raise OpError(op, f"TensorArray dtype is {dtname(ta.dtype)} but Op requested dtype {dtname(dtype)}.")
    if not 0 <= i < len(ta.items):
        raise OpError(op, f"Tried to read from index {i} but array size is: {len(ta.items)}")
    if ta.cleared[i]:
        raise OpError(op, f"TensorArray {ta.name}: Could not read index {i} twice because it was cleared "
                          f"after a previous read (perhaps try setting clear_after_read = false?).")
    x = ta.items[i]
    if x is None:
        full = merge(op, ta.element_shape, shape)
        if not defined(full):
            raise OpError(op, f"TensorArray {ta.name}: Could not read from TensorArray index {i}.  "
                              f"Furthermore, the element shape is not fully defined")
        return np.zeros(full, ta.dtype)
    if clear and ta.clear_after_read:
        ta.items[i] = None
        ta.cleared[i] = True
    return x


def _write(attrs, handle, index, value, flow):
    op = "tf.TensorArrayWriteV3"
    ta = _array(op, handle)
    _flow(op, flow)
    i = _index(op, index)
    with ta.lock:
        _write_locked(op, ta, i, value)
    return np.zeros((), F32)


def _read(attrs, handle, index, flow, clear=True):
    op = "tf.TensorArrayReadV3"
    ta = _array(op, handle)
    _flow(op, flow)
    i = _index(op, index)
    with ta.lock:
        return _read_locked(op, ta, i, type_attr(op, attrs, "dtype", ta.dtype), clear=clear)


def _stack(op, xs, dtype, shape):
    if not xs:
        if not defined(shape):
            raise OpError(op, f"TensorArray has size zero, but element shape {list(shape or ())} is not "
                              f"fully defined. Currently only static shapes are supported when packing "
                              f"zero-size TensorArrays.")
        return np.zeros((0,) + tuple(shape), dtype)
    for x in xs[1:]:
        if x.shape != xs[0].shape:
            raise OpError(op, f"TensorArray has inconsistent shapes.  Index 0 has shape: {list(xs[0].shape)}"
                              f" but another index has shape: {list(x.shape)}")
    return np.stack(xs)


def _gather(attrs, handle, indices, flow, clear=True):
    op = "tf.TensorArrayGatherV3"
    ta = _array(op, handle)
    _flow(op, flow)
    if indices.dtype != I32 or indices.ndim != 1:
        raise OpError(op, f"indices must be a vector of int32, got {dtname(indices.dtype)}{list(indices.shape)}")
    dtype = type_attr(op, attrs, "dtype", ta.dtype)
    shape = merge(op, ta.element_shape, _shape_attr(op, attrs, "element_shape"))
    with ta.lock:
        xs = [_read_locked(op, ta, i, dtype, shape, clear) for i in indices.tolist()]
    return _stack(op, xs, dtype, shape)


def _scatter(attrs, handle, indices, value, flow):
    op = "tf.TensorArrayScatterV3"
    ta = _array(op, handle)
    _flow(op, flow)
    if indices.dtype != I32 or indices.ndim != 1:
        raise OpError(op, f"indices must be a vector of int32, got {dtname(indices.dtype)}{list(indices.shape)}")
    if value.ndim < 1 or value.shape[0] != indices.shape[0]:
        raise OpError(op, f"Expected len(indices) == values.shape[0], but saw: {indices.shape[0]} vs. "
                          f"{value.shape[0] if value.ndim else list(value.shape)}")
    with ta.lock:
        for k, i in enumerate(indices.tolist()):
            _write_locked(op, ta, i, value[k])
    return np.zeros((), F32)


def _concat(attrs, handle, flow, clear=True):
    op = "tf.TensorArrayConcatV3"
    ta = _array(op, handle)
    _flow(op, flow)
    dtype = type_attr(op, attrs, "dtype", ta.dtype)
    tail = _shape_attr(op, attrs, "element_shape_except0")
    with ta.lock:
        xs = [_read_locked(op, ta, i, dtype, None if ta.items[i] is not None else
                           (None if tail is None else (0,) + tail), clear) for i in range(len(ta.items))]
    for x in xs:
        if x.ndim < 1:
            raise OpError(op, f"Concat saw a scalar shape at index 0 but requires at least vectors.  Did "
                              f"you mean to call TensorArray::Pack?")
        if x.shape[1:] != xs[0].shape[1:]:
            raise OpError(op, f"TensorArray has inconsistent shapes.  Index 0 has (excepting dimension 0) "
                              f"shape: {list(xs[0].shape[1:])} but index has shape: {list(x.shape[1:])}")
    lengths = np.array([x.shape[0] for x in xs], I64)
    if not xs:
        if not defined(tail):
            raise OpError(op, "TensorArray has size zero, but element_shape_except0 is not fully defined.")
        return np.zeros((0,) + tuple(tail), dtype), lengths
    return np.concatenate(xs), lengths


def _split(attrs, handle, value, lengths, flow):
    op = "tf.TensorArraySplitV3"
    ta = _array(op, handle)
    _flow(op, flow)
    if lengths.dtype != I64 or lengths.ndim != 1:
        raise OpError(op, f"Expected lengths to be a vector, received shape: {list(lengths.shape)}")
    if value.ndim < 1:
        raise OpError(op, f"Expected value to be at least a vector, but received shape: {list(value.shape)}")
    lens = [int(v) for v in lengths]
    if any(v < 0 for v in lens) or sum(lens) != value.shape[0]:
        raise OpError(op, f"Expected sum of lengths to be equal to values.shape[0], but sum of lengths is: "
                          f"{sum(lens)} and value's shape is: {list(value.shape)}")
    if not ta.dynamic_size and len(lens) != len(ta.items):
        raise OpError(op, f"TensorArray's size is not equal to the size of lengths ({len(lens)} vs. "
                          f"{len(ta.items)}), and the TensorArray is not marked as dynamically resizeable")
    with ta.lock:
        at = 0
        for i, v in enumerate(lens):
            _write_locked(op, ta, i, value[at:at + v])
            at += v
    return np.zeros((), F32)


def _size(attrs, handle, flow):
    op = "tf.TensorArraySizeV3"
    ta = _array(op, handle)
    _flow(op, flow)
    return np.array(len(ta.items), I32)


def _close(attrs, handle):
    ta = _array("tf.TensorArrayCloseV3", handle)
    with ta.lock:
        ta.closed = True
        ta.items = [None] * len(ta.items)
    return ()


def _check_index(op, pos):
    def md(attrs, *inputs):
        if inputs[pos].dtype != I32:
            raise OpError(op, f"index must be int32, got {dtname(inputs[pos].dtype)}")
        return _FLOW
    return md


def _create_md(attrs, size):
    if size.dtype != I32 or size.shape != ():
        raise OpError("tf.TensorArrayV3", f"size must be an int32 scalar, got {dtname(size.dtype)}{list(size.shape)}")
    type_attr("tf.TensorArrayV3", attrs, "dtype")
    return VARIANT_MD, _FLOW


OPS.add("tf.TensorArrayV3", _create, _create_md)
OPS.add("tf.TensorArrayWriteV3", _write, _check_index("tf.TensorArrayWriteV3", 1))
OPS.add("tf.TensorArrayScatterV3", _scatter, _check_index("tf.TensorArrayScatterV3", 1))
OPS.add("tf.TensorArraySplitV3", _split, lambda attrs, *inputs: _FLOW)
OPS.add("tf.TensorArraySizeV3", _size, lambda attrs, h, f: MD(I32, ()))
OPS.add("tf.TensorArrayCloseV3", _close, lambda attrs, h: ())


def _peek(read):
    """The value-metadata function of a read: the element shapes are in the array, so it reads
    every operand's value, without clearing what it reads."""
    def md(attrs, *values):
        out = read(attrs, *values, clear=False)
        if isinstance(out, tuple):
            return tuple(MD(o.dtype, o.shape) for o in out)
        return MD(out.dtype, out.shape)
    return md


OPS.add("tf.TensorArrayReadV3", _read, vmd=_peek(_read), vops=(0, 1, 2), reuse=True)
OPS.add("tf.TensorArrayGatherV3", _gather, vmd=_peek(_gather), vops=(0, 1, 2))
OPS.add("tf.TensorArrayConcatV3", _concat, vmd=_peek(_concat), vops=(0, 1))
