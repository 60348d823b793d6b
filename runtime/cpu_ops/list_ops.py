"""TensorList ops (TF's `list_kernels`): lists of tensors as variant values.

A TensorList travels as a *variant*: a 0-d numpy object array holding a `TensorList`
(metadata `TensorMetadata(object, ())`), so it flows through TensorHandles, bound ops,
`corert.while`/`corert.cond` and function calls like any host tensor. A list has an
element dtype (None until the first element is set when the op that made it had no
`element_dtype` attribute: the compiler passes none for list ops), an element shape
(None: unknown rank; -1: unknown dimension) and its elements (arrays, or None for an
element reserved but never set, read as zeros).

Value semantics as in TF: SetItem, PushBack, ... return a *new* list and leave their input
unchanged. Versions of one list share one store (Baker's persistent arrays): the newest
version owns the Python list of elements, an older one records the one change that turns
the newer version's elements back into its own. So a change to the newest version (a list
handed from op to op, as in a loop) is O(1) and in place; reading an older version first
moves the store back to it (undoing the changes in between). A lock per store makes this
safe between threads.

Ops whose result is a list have a metadata function (the variant metadata); ops that read
elements are value-dependent on every operand (the element shapes are in the list).
"""

from __future__ import annotations

import threading

import numpy as np

from ._common import I32, I64, INDEX, MD, OpList, attr, dtname, type_attr
from .errors import OpError

OPS = OpList()

VARIANT = np.dtype(object)
VARIANT_MD = MD(VARIANT, ())


# ----------------------------------------------------------------------------------------------
# Persistent versions of a list of elements

class _Store:
    __slots__ = ("items", "lock")

    def __init__(self, items):
        self.items = items
        self.lock = threading.Lock()


def _apply(items: list, change: tuple) -> tuple:
    """Applies `change` to `items` in place; returns the change that undoes it."""
    kind = change[0]
    if kind == "set":
        _, i, x = change
        old = items[i]
        items[i] = x
        return ("set", i, old)
    if kind == "setmany":  # (indices, values) in order; undone in reverse order
        _, idx, xs = change
        olds = []
        for i, x in zip(idx, xs):
            olds.append(items[i])
            items[i] = x
        return ("restore", idx, olds)
    if kind == "restore":
        _, idx, olds = change
        news = [None] * len(idx)
        for k in range(len(idx) - 1, -1, -1):
            news[k] = items[idx[k]]
            items[idx[k]] = olds[k]
        return ("setmany", idx, news)
    if kind == "push":
        items.append(change[1])
        return ("pop",)
    if kind == "pop":
        return ("push", items.pop())
    if kind == "resize":
        n = change[1]
        if n < len(items):
            tail = items[n:]
            del items[n:]
            return ("extend", tail)
        old = len(items)
        items.extend([None] * (n - old))
        return ("resize", old)
    if kind == "extend":
        old = len(items)
        items.extend(change[1])
        return ("resize", old)
    raise AssertionError(kind)


class TensorList:
    """One version of a TensorList (immutable as a value; see the module docstring)."""

    __slots__ = ("element_dtype", "element_shape", "max_num_elements", "_store", "_undo", "_next")

    def __init__(self, element_dtype, element_shape, items=(), max_num_elements=-1, *, _store=None):
        self.element_dtype = element_dtype
        self.element_shape = element_shape
        self.max_num_elements = max_num_elements
        self._store = _store if _store is not None else _Store(list(items))
        self._undo = None  # None: this version owns the store's items
        self._next = None

    def _reroot(self) -> list:
        """Makes this version own the store (the lock held); its items."""
        path = []
        v = self
        while v._next is not None:
            path.append(v)
            v = v._next
        items = self._store.items
        for node in reversed(path):  # from the owner's neighbour back to self
            owner = node._next
            owner._undo = _apply(items, node._undo)
            owner._next = node
            node._undo = node._next = None
        return items

    def items(self) -> list:
        """A copy of the elements (arrays or None)."""
        with self._store.lock:
            return list(self._reroot())

    def item(self, i: int):
        with self._store.lock:
            return self._reroot()[i]

    def __len__(self):
        with self._store.lock:
            return len(self._reroot())

    def derive(self, change: tuple, element_dtype=None) -> "TensorList":
        """A new version: this one's elements with `change` applied, in place in the store."""
        new = TensorList(element_dtype if element_dtype is not None else self.element_dtype,
                         self.element_shape, max_num_elements=self.max_num_elements, _store=self._store)
        with self._store.lock:
            items = self._reroot()
            self._undo = _apply(items, change)
            self._next = new
        return new

    def __repr__(self):
        dt = dtname(self.element_dtype) if self.element_dtype is not None else "?"
        shape = "*" if self.element_shape is None else \
            "x".join("?" if d < 0 else str(d) for d in self.element_shape)
        return f"TensorList<{dt}, [{shape}]>({len(self)} elements)"


def variant(value) -> np.ndarray:
    """A 0-d object array holding `value` (a TensorList, a TensorArray, ...)."""
    a = np.empty((), VARIANT)
    a[()] = value
    return a


def unwrap(op, a, kind, expected: str):
    """The `kind` object a 0-d object array `a` holds (what `variant` made);
    else OpError(op, f"{expected}, got ...")."""
    v = a[()] if isinstance(a, np.ndarray) and a.shape == () and a.dtype == VARIANT else None
    if not isinstance(v, kind):
        got = type(v).__name__ if v is not None else (
            f"a {dtname(a.dtype)} tensor of shape {list(a.shape)}" if isinstance(a, np.ndarray) else type(a).__name__)
        raise OpError(op, f"{expected}, got {got}")
    return v


def _list(op, a, what="input_handle") -> TensorList:
    return unwrap(op, a, TensorList, f"{what} must be a TensorList variant")


# ----------------------------------------------------------------------------------------------
# Partial shapes: None (unknown rank) or a tuple with -1 for unknown dimensions

def _fmt(shape) -> str:
    return "<unknown>" if shape is None else "[" + ",".join("?" if d < 0 else str(d) for d in shape) + "]"


def shape_value(op, a, what="element_shape"):
    """An element_shape operand as a partial shape."""
    if not isinstance(a, np.ndarray) or a.dtype not in INDEX:
        raise OpError(op, f"{what} must be int32 or int64, got {dtname(getattr(a, 'dtype', type(a)))}")
    if a.ndim == 0:
        if int(a) != -1:
            raise OpError(op, f"The only valid scalar shape tensor is the fully unknown shape specified "
                              f"as -1, got {int(a)}")
        return None
    if a.ndim != 1:
        raise OpError(op, f"{what} must be a scalar or a vector, got shape {list(a.shape)}")
    dims = tuple(int(d) for d in a)
    if any(d < -1 for d in dims):
        raise OpError(op, f"{what} has a dimension below -1: {list(dims)}")
    return dims


def compatible(a, b) -> bool:
    if a is None or b is None:
        return True
    return len(a) == len(b) and all(x == y or x < 0 or y < 0 for x, y in zip(a, b))


def merge(op, a, b):
    if a is None:
        return b
    if b is None:
        return a
    if not compatible(a, b):
        raise OpError(op, f"Incompatible shapes during merge: {_fmt(a)} vs. {_fmt(b)}")
    return tuple(x if x >= 0 else y for x, y in zip(a, b))


def defined(shape) -> bool:
    return shape is not None and all(d >= 0 for d in shape)


def _check_element(op, lst: TensorList, x: np.ndarray, what="item"):
    """The element dtype a list has after taking `x` (checks dtype and shape)."""
    if lst.element_dtype is not None and x.dtype != lst.element_dtype:
        raise OpError(op, f"Invalid data types; list elements {dtname(lst.element_dtype)} but tried to "
                          f"append {dtname(x.dtype)}" if op.endswith("PushBack") else
                      f"Invalid data types; op elements {dtname(x.dtype)} but list elements "
                      f"{dtname(lst.element_dtype)}")
    if not compatible(lst.element_shape, x.shape):
        raise OpError(op, f"Tried to set a tensor with incompatible shape {list(x.shape)} at a list "
                          f"index; list element shape {_fmt(lst.element_shape)}")
    return x.dtype


def _op_dtype(op, attrs, lst: TensorList):
    """The element dtype: the op's `element_dtype` attribute (checked against the list's), else
    the list's."""
    want = type_attr(op, attrs, "element_dtype", None)
    have = lst.element_dtype
    if want is not None and have is not None and want != have:
        raise OpError(op, f"Invalid data types; op elements {dtname(want)} but list elements {dtname(have)}")
    dt = want if want is not None else have
    if dt is None:
        raise OpError(op, "the list's element dtype is unknown (no element was set and the op has no "
                          "element_dtype attribute)")
    return dt


def _zeros(op, dtype, shape, why):
    if not defined(shape):
        raise OpError(op, f"Trying to read an uninitialized tensor but element_shape is not fully "
                          f"defined: {_fmt(shape)} ({why})")
    return np.zeros(shape, dtype)


def _scalar_index(op, a, what="index") -> int:
    if not isinstance(a, np.ndarray) or a.dtype != I32 or a.size != 1 or a.ndim > 1:
        raise OpError(op, f"{what} must be an int32 scalar, got "
                          f"{dtname(a.dtype)}{list(a.shape)}" if isinstance(a, np.ndarray) else what)
    return int(a.reshape(()))


def _stack(op, lst, items, dtype, shape_in):
    """Stacks `items` (arrays or None) as TF does: unset ones are zeros of the element shape
    (the op's merged with the list's, else the first set element's)."""
    shape = merge(op, lst.element_shape, shape_in)
    first = next((x for x in items if x is not None), None)
    if not defined(shape) and first is not None:
        shape = merge(op, shape, first.shape)
    if not items:
        if not defined(shape):
            raise OpError(op, f"Tried to stack elements of an empty list with non-fully-defined "
                              f"element_shape: {_fmt(shape)}")
        return np.zeros((0,) + tuple(shape), dtype)
    zeros = None
    out = []
    for x in items:
        if x is None:
            if zeros is None:
                zeros = _zeros(op, dtype, shape, "stacking a list with unset elements")
            x = zeros
        elif shape is not None and tuple(x.shape) != tuple(shape):
            raise OpError(op, f"Incompatible shapes during merge: {list(x.shape)} vs. {_fmt(shape)}")
        out.append(x)
    return np.stack(out)


# ----------------------------------------------------------------------------------------------
# Metadata: list results are variants; reading ops depend on every operand's value

def _variant_md(op, index_operands=()):
    def md(attrs, *inputs):
        for i in index_operands:
            if inputs[i].dtype not in INDEX:
                raise OpError(op, f"input {i} must be int32 or int64, got {dtname(inputs[i].dtype)}")
        return VARIANT_MD
    return md


def _by_value(dispatch):
    """A value-metadata function of an op whose operands are all value operands: the result's
    metadata is the result's (an element's shape is only known from the list's data)."""
    def md(attrs, *values):
        out = dispatch(attrs, *values)
        if isinstance(out, tuple):
            return tuple(MD(o.dtype, o.shape) for o in out)
        return MD(out.dtype, out.shape)
    return md


def _add(name, dispatch, nin, *, md=None, reuse=False):
    if md is not None:
        OPS.add(name, dispatch, md, reuse=reuse)
    else:
        OPS.add(name, dispatch, vmd=_by_value(dispatch), vops=tuple(range(nin)), reuse=reuse)


# ----------------------------------------------------------------------------------------------
# Creating lists

def _empty(attrs, element_shape, max_num_elements):
    op = "tf.EmptyTensorList"
    shape = shape_value(op, element_shape)
    n = _scalar_index(op, max_num_elements, "max_num_elements")
    if n < -1:
        raise OpError(op, f"max_num_elements must be -1 (unbounded) or >= 0, got {n}")
    return variant(TensorList(type_attr(op, attrs, "element_dtype", None), shape, (), n))


def _reserve(attrs, element_shape, num_elements):
    op = "tf.TensorListReserve"
    shape = shape_value(op, element_shape)
    n = _scalar_index(op, num_elements, "num_elements")
    if n < 0:
        raise OpError(op, f"The num_elements to reserve must be a non negative number, but got {n}")
    return variant(TensorList(type_attr(op, attrs, "element_dtype", None), shape, [None] * n))


def _from_tensor(attrs, tensor, element_shape):
    op = "tf.TensorListFromTensor"
    shape = shape_value(op, element_shape)
    if tensor.ndim < 1:
        raise OpError(op, f"Tensor must be at least a vector, but saw shape: {list(tensor.shape)}")
    if not compatible(shape, tensor.shape[1:]):
        raise OpError(op, f"Specified a list with shape {_fmt(shape)} from a tensor with shape "
                          f"{list(tensor.shape[1:])}")
    want = type_attr(op, attrs, "element_dtype", None)
    if want is not None and want != tensor.dtype:
        raise OpError(op, f"Invalid data types; op elements {dtname(want)} but tensor {dtname(tensor.dtype)}")
    # Views of the input: the library never writes into its inputs, and the views keep
    # the buffer from being reused in place.
    return variant(TensorList(tensor.dtype, shape, list(tensor)))


def _split(attrs, tensor, element_shape, lengths):
    op = "tf.TensorListSplit"
    shape = shape_value(op, element_shape)
    if tensor.ndim < 1:
        raise OpError(op, f"Tensor must be at least a vector, but saw shape: {list(tensor.shape)}")
    if lengths.dtype != I64 or lengths.ndim != 1:
        raise OpError(op, f"Expected lengths to be a vector of int64, received {dtname(lengths.dtype)}"
                          f"{list(lengths.shape)}")
    lens = [int(v) for v in lengths]
    if any(v < 0 for v in lens):
        raise OpError(op, f"Invalid value in lengths: {min(lens)}")
    if sum(lens) != tensor.shape[0]:
        raise OpError(op, f"Unable to split tensor; the sum of lengths ({sum(lens)}) does not equal "
                          f"the first dimension of the tensor ({tensor.shape[0]})")
    if shape is not None and not compatible(shape[1:], tensor.shape[1:]) or (shape is not None and not shape):
        raise OpError(op, f"Tried to split a tensor with incompatible shape {list(tensor.shape)} "
                          f"into elements of shape {_fmt(shape)}")
    items, at = [], 0
    for v in lens:
        items.append(tensor[at:at + v])
        at += v
    return variant(TensorList(tensor.dtype, shape, items))


_add("tf.EmptyTensorList", _empty, 2, md=_variant_md("tf.EmptyTensorList", (0,)))
_add("tf.TensorListReserve", _reserve, 2, md=_variant_md("tf.TensorListReserve", (0,)))
_add("tf.TensorListFromTensor", _from_tensor, 2, md=_variant_md("tf.TensorListFromTensor", (1,)))
_add("tf.TensorListSplit", _split, 3, md=_variant_md("tf.TensorListSplit", (1,)))


# ----------------------------------------------------------------------------------------------
# Reading

def _length(attrs, handle):
    return np.array(len(_list("tf.TensorListLength", handle)), I32)


def _element_shape(attrs, handle):
    op = "tf.TensorListElementShape"
    lst = _list(op, handle)
    dt = type_attr(op, attrs, "shape_type", I32)
    if dt not in INDEX:
        raise OpError(op, f"shape_type must be int32 or int64, got {dtname(dt)}")
    if lst.element_shape is None:
        return np.array(-1, dt)
    return np.array(lst.element_shape, dt).reshape(len(lst.element_shape))


def _get_item(attrs, handle, index, element_shape):
    op = "tf.TensorListGetItem"
    lst = _list(op, handle)
    i = _scalar_index(op, index)
    shape = shape_value(op, element_shape)
    dt = _op_dtype(op, attrs, lst)
    with lst._store.lock:
        items = lst._reroot()
        n = len(items)
        x = items[i] if 0 <= i < n else None
    if not 0 <= i < n:
        raise OpError(op, f"Trying to access element {i} in a list with {n} elements.")
    if x is None:
        return _zeros(op, dt, merge(op, lst.element_shape, shape), "the element was never set")
    return x


def _stack_op(attrs, handle, element_shape):
    op = "tf.TensorListStack"
    lst = _list(op, handle)
    shape = shape_value(op, element_shape)
    dt = _op_dtype(op, attrs, lst)
    items = lst.items()
    want = int(attr(op, attrs, "num_elements", -1))
    if want != -1 and want != len(items):
        raise OpError(op, f"Operation expected a list with {want} elements but got a list with "
                          f"{len(items)} elements.")
    return _stack(op, lst, items, dt, shape)


def _gather(attrs, handle, indices, element_shape):
    op = "tf.TensorListGather"
    lst = _list(op, handle)
    if indices.dtype != I32 or indices.ndim != 1:
        raise OpError(op, f"indices must be a vector of int32, got {dtname(indices.dtype)}{list(indices.shape)}")
    shape = shape_value(op, element_shape)
    dt = _op_dtype(op, attrs, lst)
    items = lst.items()
    picked = []
    for i in indices.tolist():
        if not 0 <= i < len(items):
            raise OpError(op, f"Trying to access element {i} in a list with {len(items)} elements.")
        picked.append(items[i])
    return _stack(op, lst, picked, dt, shape)


def _concat(attrs, handle, element_shape, leading_dims):
    op = "tf.TensorListConcatV2"
    lst = _list(op, handle)
    shape = shape_value(op, element_shape)
    if leading_dims.dtype != I64 or leading_dims.ndim != 1:
        raise OpError(op, f"leading_dims must be a vector of int64, got {dtname(leading_dims.dtype)}")
    dt = _op_dtype(op, attrs, lst)
    shape = merge(op, lst.element_shape, shape)
    if shape is not None and not shape:
        raise OpError(op, "Concat requires elements to be at least vectors, found scalars instead.")
    items = lst.items()
    if not items:
        if shape is None or not defined(shape[1:]):
            raise OpError(op, f"All except the first dimension must be fully defined when concating an "
                              f"empty tensor list. element_shape: {_fmt(shape)}")
        return np.zeros((0,) + tuple(shape[1:]), dt), np.zeros((0,), I64)
    out, lens = [], []
    tail = None if shape is None else shape[1:]
    for k, x in enumerate(items):
        if x is None:
            if shape is None or not defined(shape):
                if k < leading_dims.size and shape is not None and defined(shape[1:]):
                    x = np.zeros((int(leading_dims[k]),) + tuple(shape[1:]), dt)
                else:
                    raise OpError(op, f"Trying to concat list with uninitialized tensor but element_shape "
                                      f"is not fully defined: {_fmt(shape)} and no leading dimension specified.")
            else:
                x = np.zeros(shape, dt)
        if x.ndim < 1:
            raise OpError(op, "Concat saw a scalar shape at index 0 but requires at least vectors.")
        if tail is not None and not compatible(tail, x.shape[1:]) or out and out[0].shape[1:] != x.shape[1:]:
            raise OpError(op, f"Tried to concat tensors with unequal shapes: {list(out[0].shape if out else ())}"
                              f" vs {list(x.shape)}")
        out.append(x)
        lens.append(x.shape[0])
    return np.concatenate(out), np.array(lens, I64)


_add("tf.TensorListLength", _length, 1, md=lambda attrs, h: MD(I32, ()))
_add("tf.TensorListElementShape", _element_shape, 1)
_add("tf.TensorListGetItem", _get_item, 3, reuse=True)  # the element itself: shared with the list
_add("tf.TensorListStack", _stack_op, 2)
_add("tf.TensorListGather", _gather, 3)
_add("tf.TensorListConcatV2", _concat, 3)


# ----------------------------------------------------------------------------------------------
# Changing (a new version; see TensorList.derive)

def _set_item(attrs, handle, index, item):
    op = "tf.TensorListSetItem"
    lst = _list(op, handle)
    i = _scalar_index(op, index)
    dt = _check_element(op, lst, item)
    n = len(lst)
    if i < 0 or i >= n:
        if i >= 0 and attr(op, attrs, "resize_if_index_out_of_bounds", False):
            return variant(lst.derive(("resize", i + 1)).derive(("set", i, item), dt))
        raise OpError(op, f"Trying to modify element {i} in a list with {n} elements.")
    return variant(lst.derive(("set", i, item), dt))


def _push_back(attrs, handle, tensor):
    op = "tf.TensorListPushBack"
    lst = _list(op, handle)
    dt = _check_element(op, lst, tensor)
    if lst.max_num_elements != -1 and len(lst) >= lst.max_num_elements:
        raise OpError(op, f"Tried to push item into a full list list size: {len(lst)} max_num_elements: "
                          f"{lst.max_num_elements}")
    return variant(lst.derive(("push", tensor), dt))


def _pop_back(attrs, handle, element_shape):
    op = "tf.TensorListPopBack"
    lst = _list(op, handle)
    shape = shape_value(op, element_shape)
    with lst._store.lock:
        items = lst._reroot()
        x = items[-1] if items else None
        n = len(items)
    if n == 0:
        raise OpError(op, "Trying to pop from an empty list.")
    if x is None:
        x = _zeros(op, _op_dtype(op, attrs, lst), merge(op, lst.element_shape, shape), "the element was never set")
    else:
        _op_dtype(op, attrs, lst)
    return variant(lst.derive(("pop",))), x


def _scatter(attrs, handle, tensor, indices):
    op = "tf.TensorListScatterIntoExistingList"
    lst = _list(op, handle)
    if indices.dtype != I32 or indices.ndim != 1:
        raise OpError(op, f"indices must be a vector of int32, got {dtname(indices.dtype)}{list(indices.shape)}")
    if tensor.ndim < 1:
        raise OpError(op, f"Tensor must be at least a vector, but saw shape: {list(tensor.shape)}")
    if tensor.shape[0] != indices.shape[0]:
        raise OpError(op, f"Expected len(indices) == tensor.shape[0], but saw: {indices.shape[0]} vs. "
                          f"{tensor.shape[0]}")
    if lst.element_dtype is not None and tensor.dtype != lst.element_dtype:
        raise OpError(op, f"Invalid data types; op elements {dtname(tensor.dtype)} but list elements "
                          f"{dtname(lst.element_dtype)}")
    if not compatible(lst.element_shape, tensor.shape[1:]):
        raise OpError(op, f"Tried to scatter elements of shape {list(tensor.shape[1:])} into a list with "
                          f"element shape {_fmt(lst.element_shape)}")
    idx = indices.tolist()
    for i in idx:
        if i < 0:
            raise OpError(op, f"Indices in TensorListScatter must all be non-negative, got {i}")
    if idx and max(idx) >= len(lst):  # the list grows to hold the largest index, as in TF
        lst = lst.derive(("resize", max(idx) + 1))
    return variant(lst.derive(("setmany", idx, list(tensor)), tensor.dtype))


def _resize(attrs, handle, size):
    op = "tf.TensorListResize"
    lst = _list(op, handle)
    n = _scalar_index(op, size, "size")
    if n < 0:
        raise OpError(op, f"TensorListSlice expects size to be non-negative. Got: {n}")
    return variant(lst.derive(("resize", n)))


_add("tf.TensorListSetItem", _set_item, 3, md=_variant_md("tf.TensorListSetItem"))
_add("tf.TensorListPushBack", _push_back, 2, md=_variant_md("tf.TensorListPushBack"))
_add("tf.TensorListPopBack", _pop_back, 2, reuse=True)
_add("tf.TensorListScatterIntoExistingList", _scatter, 3,
     md=_variant_md("tf.TensorListScatterIntoExistingList", (2,)))
_add("tf.TensorListResize", _resize, 2, md=_variant_md("tf.TensorListResize"))
