"""Resource variables (TF's resource_variable_ops): VarHandleOp, ReadVariableOp,
AssignVariableOp, AssignAddVariableOp, AssignSubVariableOp, VarIsInitializedOp, VariableShape,
ResourceGather, ResourceGatherNd, ResourceScatterUpdate/Add/Sub/Mul/Div/Min/Max,
ResourceScatterNdUpdate/Add/Sub/Min/Max, ResourceStridedSliceAssign, DestroyResourceOp,
DisableCopyOnRead.

A variable is a TF *resource*: VarHandleOp's result is a 0-d object array holding the
`Variable` (metadata `TensorMetadata(object, ())`, as a hash table's), so every op given the
handle works on that one variable. VarHandleOp finds a variable by (`container`,
`shared_name`) in the ResourceMgr of the runtime running it (`CoreRuntime.resources`), made on
first use: every function of a loaded program, and every call, sees the same variable; another
CoreRuntime (another loaded program) has its own. An empty `shared_name` (or TF's anonymous
name) makes a new variable each time the op runs, private to the ops given that handle.

Values are immutable: an assignment or update *replaces* the value with a new array, which is
read-only and backed by read-only memory, so no op, in-place forwarding or caller can write into
it, and a value read earlier keeps its contents (TF's copy-on-write, without the reference
counts). ReadVariableOp returns the value itself (no copy); AssignVariableOp keeps its input
when that is already immutable (a BEF constant), else a copy. The op library may cache data
derived from such values (packed weights: `nn_ops._frozen`).

TF's rules: ReadVariableOp's `dtype` must be the value's; AssignVariableOp's value must have the
`dtype` attribute's type and, once the variable holds a value, that value's dtype; a different
shape is accepted unless `validate_shape` is set and the variable holds a value (the *declared*
shape is not enforced, as in TF's kernels); AssignAdd/Sub and the scatter updates need an
initialized variable and equal shapes. Reading an uninitialized variable is TF's
FailedPrecondition error ("Could not find variable ..."), updating it NotFound.

The API for code outside the ops (the Executable):

    v = CoreRuntime.for_host(program.host).resources.lookup("", shared_name)  # None if absent
    v.dtype, v.shape          # the value's (the declared ones while uninitialized; shape may
                              # hold -1 for an unknown size, or be None for an unknown rank)
    v.initialized
    v.read()                  # the current value: read-only, never changes afterwards
    v.assign(array)           # a copy becomes the value

`read` of an uninitialized variable and `assign` of a value whose dtype is not the variable's,
or whose shape does not fit the declared one (-1: any size; None: any shape), raise
`VariableError` (a ValueError) naming the variable. Scalars and lists are converted to the
variable's dtype; an ndarray must have it already.
"""

from __future__ import annotations

import threading

import numpy as np

from . import scatter_nd_ops as _nd
from ._common import ALL, BOOL, I32, INDEX, INTEGER, MD, NUMERIC, REAL, OpList, allowed_type_attr, check_type_attr, dtname, type_attr
from .array_ops import _gather_nd as _array_gather_nd, _gather_nd_md, _strided_index
from .errors import OpError
from .list_ops import VARIANT, VARIANT_MD, unwrap, variant
from .lookup_ops import HashTable
from .nn_ops import _frozen

__all__ = ["ANONYMOUS_NAME", "Variable", "VariableError"]

OPS = OpList()
RESOURCE_OPS = frozenset({"tf.VarHandleOp", "tf.DestroyResourceOp"})  # given the ResourceMgr

# TF's ResourceHandle::ANONYMOUS_NAME: a handle to a new variable each time.
ANONYMOUS_NAME = "cd2c89b7-88b7-44c8-ad83-06c2a9158347"
_DEFAULT_CONTAINER = "localhost"


class VariableError(ValueError):
    """`Variable.read` before the first assignment, `Variable.assign` of a wrong dtype or shape."""


class _ResourceError(OpError):
    """An OpError of another TF error class than InvalidArgument (the runtime reports the code)."""

    def __init__(self, op_name, message, error_code):
        super().__init__(op_name, message)
        self.error_code = error_code

    def __reduce__(self):
        return (type(self), (self.op_name, self.message, self.error_code))


def _shape_str(shape) -> str:
    return "<unknown>" if shape is None else "[" + ",".join(str(d) for d in shape) + "]"


def _seal(a) -> np.ndarray:
    """A fresh array (or numpy scalar) nobody else holds, made immutable: a read-only view of
    read-only memory, which numpy cannot make writeable again (object arrays: read-only; their
    elements, bytes, are immutable)."""
    a = np.asarray(a)
    if a.dtype.hasobject:
        a.flags.writeable = False
        return a
    if not a.flags.c_contiguous:
        a = a.copy(order="C")
    memory = memoryview(a.reshape(-1).view(np.uint8)).toreadonly()
    return np.frombuffer(memory, dtype=a.dtype).reshape(a.shape)


def _keep(a: np.ndarray) -> np.ndarray:
    """`a` as a variable's value: itself if its contents can never change, else a sealed copy."""
    return a if _frozen(a) else _seal(a.copy())


class Variable:
    """A resource variable (TF's Var): see the module docstring. `value` is None until the first
    assignment, then an immutable array, replaced (never written into) under `lock`."""

    __slots__ = ("container", "name", "declared_dtype", "declared_shape", "value", "lock")

    def __init__(self, dtype, shape=None, *, container: str = "", name: str = ""):
        self.container = container or _DEFAULT_CONTAINER
        self.name = name
        self.declared_dtype = np.dtype(dtype)
        self.declared_shape = None if shape is None else tuple(int(d) for d in shape)
        self.value: np.ndarray | None = None
        self.lock = threading.Lock()

    @property
    def initialized(self) -> bool:
        return self.value is not None

    @property
    def dtype(self) -> np.dtype:
        v = self.value
        return self.declared_dtype if v is None else v.dtype

    @property
    def shape(self):
        v = self.value
        return self.declared_shape if v is None else v.shape

    def _label(self) -> str:
        return f"variable '{self.name}'" if self.name else "an anonymous variable"

    def read(self) -> np.ndarray:
        """The current value (read-only; later assignments replace it, never change it)."""
        v = self.value
        if v is None:
            raise VariableError(f"{self._label()} is not initialized")
        return v

    def assign(self, value) -> None:
        """A copy of `value` becomes the value (VariableError for a wrong dtype or shape)."""
        with self.lock:
            dtype = self.dtype
            a = np.asarray(value) if isinstance(value, (np.ndarray, np.generic)) else _to_array(value, dtype)
            if a.dtype != dtype:
                raise VariableError(f"cannot assign a {dtname(a.dtype)} value to {self._label()} of dtype "
                                    f"{dtname(dtype)}")
            want = self.declared_shape
            if want is not None and (len(want) != a.ndim or any(w not in (-1, d) for w, d in zip(want, a.shape))):
                raise VariableError(f"cannot assign a value of shape {_shape_str(a.shape)} to {self._label()} "
                                    f"of shape {_shape_str(want).replace('-1', '?')}")
            self.value = _keep(a)

    def __repr__(self):
        state = f"{dtname(self.dtype)}{_shape_str(self.shape)}" if self.value is not None else "uninitialized"
        return f"<Variable {self.container}/{self.name or '(anonymous)'}: {state}>"


def _to_array(value, dtype):
    if dtype.hasobject:  # strings: bytes elements, str encoded as TF does
        a = np.array(value, dtype=object)
        flat = a.reshape(-1)
        for i, s in enumerate(flat):
            if isinstance(s, str):
                flat[i] = s.encode()
        return a
    try:
        return np.asarray(value, dtype=dtype)
    except (TypeError, ValueError) as e:
        raise VariableError(f"cannot convert {type(value).__name__} to {dtname(dtype)}: {e}") from None


# ----------------------------------------------------------------------------------------------
# Handles

def _variable(op, handle) -> Variable:
    return unwrap(op, handle, Variable, "resource must be a variable handle")


def _check_handle(op, md, what="resource"):
    if md.dtype != VARIANT or md.shape != ():
        raise OpError(op, f"{what} must be a resource handle, got a {dtname(md.dtype)} tensor of shape "
                          f"{list(md.shape)}")


def _value(op, v: Variable, code="FAILED_PRECONDITION") -> np.ndarray:
    """The variable's value; TF's error for an uninitialized one (FailedPrecondition for reads,
    NotFound for updates, which find no resource)."""
    value = v.value
    if value is None:
        if code == "FAILED_PRECONDITION":
            raise _ResourceError(op, f"Could not find variable {v.name or ANONYMOUS_NAME}. This could mean that the "
                                     "variable has been deleted. In TF1, it can also mean the variable is "
                                     f"uninitialized. Debug info: container={v.container}", code)
        raise _ResourceError(op, f"Resource {v.container}/{v.name} (a variable) does not exist.", code)
    return value


def _no_outputs(op, check=None):
    """The metadata function of an op with no results: the handle is a resource; `check`
    (attrs, *metadata) for the rest."""
    def md(attrs, handle, *rest):
        _check_handle(op, handle)
        if check is not None:
            check(attrs, *rest)
        return ()
    return md


def _string_attr(attrs, name) -> str:
    v = attrs.get(name, "") if attrs else ""
    return v.decode() if isinstance(v, bytes) else str(v or "")


def _var_spec(attrs):
    op = "tf.VarHandleOp"
    dtype = type_attr(op, attrs, "dtype")
    if dtype not in ALL:
        raise OpError(op, f"no CPU kernel for dtype {dtname(dtype)}")
    shape = attrs.get("shape") if attrs else None
    if shape is not None:
        try:
            shape = tuple(int(d) for d in shape)
        except (TypeError, ValueError):
            raise OpError(op, f"attribute 'shape' must be a list of ints, got {shape!r}") from None
        if any(d < -1 for d in shape):
            raise OpError(op, f"attribute 'shape' has a bad dimension: {list(shape)}")
    return dtype, shape


def _var_handle_md(attrs):
    _var_spec(attrs)
    return VARIANT_MD


def _var_handle(resources, attrs):
    op = "tf.VarHandleOp"
    dtype, shape = _var_spec(attrs)
    container, name = _string_attr(attrs, "container"), _string_attr(attrs, "shared_name")
    if name in ("", ANONYMOUS_NAME):
        return variant(Variable(dtype, shape, container=container))
    v = resources.lookup_or_create(container, name,
                                   lambda: Variable(dtype, shape, container=container, name=name))
    if not isinstance(v, Variable):
        raise OpError(op, f"resource {container or _DEFAULT_CONTAINER}/{name} is a {type(v).__name__}, "
                          "not a variable")
    return variant(v)


OPS.add("tf.VarHandleOp", _var_handle, _var_handle_md)


def _destroy(resources, attrs, handle):
    """Removes the resource from the runtime's ResourceMgr (a variable also loses its value)."""
    op = "tf.DestroyResourceOp"
    r = unwrap(op, handle, (Variable, HashTable), "resource must be a variable or table handle")
    name = getattr(r, "name", "")
    container = getattr(r, "container", "")
    found = resources.delete(container, name, r) if name else True  # an anonymous one: its handle
    if isinstance(r, Variable):
        with r.lock:
            found = found and r.value is not None  # (TF makes a variable at its first assignment)
            r.value = None
    if not found and not (attrs.get("ignore_lookup_error", True) if attrs else True):
        raise _ResourceError(op, f"Resource {container or _DEFAULT_CONTAINER}/{name} does not exist.", "NOT_FOUND")
    return ()


OPS.add("tf.DestroyResourceOp", _destroy, _no_outputs("tf.DestroyResourceOp"))


def _disable_copy_on_read(attrs, handle):
    # TF makes sparse updates copy the value first; values here are never written into.
    _variable("tf.DisableCopyOnRead", handle)
    return ()


OPS.add("tf.DisableCopyOnRead", _disable_copy_on_read, _no_outputs("tf.DisableCopyOnRead"))


# ----------------------------------------------------------------------------------------------
# Reading

def _read_dtype(op, attrs, value):
    dtype = type_attr(op, attrs, "dtype", None)  # absent: the value's (a derived attribute)
    if dtype is not None and dtype != value.dtype:
        raise OpError(op, f"Trying to read variable with wrong dtype. Expected {dtname(dtype)} got "
                          f"{dtname(value.dtype)}")


def _read_vmd(attrs, handle):
    op = "tf.ReadVariableOp"
    value = _value(op, _variable(op, handle))
    _read_dtype(op, attrs, value)
    return MD(value.dtype, value.shape)


def _read(attrs, handle):
    op = "tf.ReadVariableOp"
    value = _value(op, _variable(op, handle))
    _read_dtype(op, attrs, value)
    return value  # immutable: no copy


# Value-dependent: the metadata is the variable's value's (known once the handle is there).
OPS.add("tf.ReadVariableOp", _read, vmd=_read_vmd, vops=(0,))


def _is_initialized_md(attrs, handle):
    _check_handle("tf.VarIsInitializedOp", handle)
    return MD(BOOL, ())


def _is_initialized(attrs, handle):
    return np.array(_variable("tf.VarIsInitializedOp", handle).value is not None)


OPS.add("tf.VarIsInitializedOp", _is_initialized, _is_initialized_md)


def _shape_type(op, attrs):
    return allowed_type_attr(op, attrs, "out_type", I32, INDEX)


def _variable_shape_vmd(attrs, handle):
    op = "tf.VariableShape"
    t = _shape_type(op, attrs)
    return MD(t, (len(_value(op, _variable(op, handle), "NOT_FOUND").shape),))


def _variable_shape(attrs, handle):
    op = "tf.VariableShape"
    t = _shape_type(op, attrs)
    return np.array(_value(op, _variable(op, handle), "NOT_FOUND").shape, dtype=t)


OPS.add("tf.VariableShape", _variable_shape, vmd=_variable_shape_vmd, vops=(0,))


def _index_str(shape, i) -> str:
    """TF's position of flat element `i` of a tensor of `shape`: `[1,0]`."""
    return "[" + ",".join(str(int(d)) for d in np.unravel_index(i, shape)) + "]" if shape else "[]"


def _check_indices(op, dtype):
    check_type_attr(op, "Tindices", dtype, INDEX)


def _gather_shape(op, attrs, params_shape, indices):
    """ResourceGather's result shape: params.shape[:b] + indices.shape[b:] + params.shape[b+1:]."""
    _check_indices(op, indices.dtype)
    bd = int(attrs.get("batch_dims", 0)) if attrs else 0
    ps, ish = tuple(params_shape), tuple(indices.shape)
    if bd < 0:
        raise OpError(op, f"batch_dims is negative ({bd})")
    if not ps:
        raise OpError(op, "params must be at least 1 dimensional")
    if len(ps) < bd:
        raise OpError(op, f"params must have at least {bd} (batch_dims) dimensions but it has shape "
                          f"{_shape_str(ps)}")
    if len(ps) == bd:  # nothing left to gather from (TF reads out of bounds)
        raise OpError(op, f"params of shape {_shape_str(ps)} has no dimension after its {bd} batch dimensions")
    if len(ish) < bd or ish[:bd] != ps[:bd]:  # (TF aborts the process)
        raise OpError(op, f"params.shape[:{bd}] {_shape_str(ps[:bd])} must equal indices.shape[:{bd}] "
                          f"{_shape_str(ish[:bd])}")
    return bd, ps[:bd] + ish[bd:] + ps[bd + 1:]


def _gather_vmd(attrs, handle, indices):
    op = "tf.ResourceGather"
    value = _value(op, _variable(op, handle), "NOT_FOUND")
    _read_dtype(op, attrs, value)
    return MD(value.dtype, _gather_shape(op, attrs, value.shape, indices)[1])


def _gather(attrs, handle, indices):
    op = "tf.ResourceGather"
    params = _value(op, _variable(op, handle), "NOT_FOUND")
    _read_dtype(op, attrs, params)
    bd, shape = _gather_shape(op, attrs, params.shape, indices)
    limit = params.shape[bd]
    flat = indices.reshape(-1)
    bad = (flat < 0) | (flat >= limit)
    if bad.any():
        i = int(np.argmax(bad))
        raise OpError(op, f"indices{_index_str(indices.shape, i)} = {int(flat[i])} is not in [0, {limit})")
    if bd == 0:
        return np.asarray(np.take(params, indices, axis=0))
    nb = int(np.prod(params.shape[:bd], dtype=np.int64))
    p = params.reshape((nb,) + params.shape[bd:])
    ind = indices.reshape((nb,) + indices.shape[bd:])
    out = np.empty((nb,) + shape[bd:], params.dtype)
    for b in range(nb):  # per batch entry, not per element
        out[b] = np.take(p[b], ind[b], axis=0)
    return out.reshape(shape)


OPS.add("tf.ResourceGather", _gather, vmd=_gather_vmd, vops=(0,))


def _as(op, fn, *args):
    """`fn` (an array_ops function) with its errors under `op`'s name."""
    try:
        return fn(*args)
    except OpError as e:
        raise OpError(op, e.message) from None


def _gather_nd_vmd(attrs, handle, indices):
    op = "tf.ResourceGatherNd"
    value = _value(op, _variable(op, handle), "NOT_FOUND")
    _read_dtype(op, attrs, value)
    return _as(op, _gather_nd_md, attrs, MD(value.dtype, value.shape), indices)


def _gather_nd(attrs, handle, indices):
    op = "tf.ResourceGatherNd"
    params = _value(op, _variable(op, handle), "NOT_FOUND")
    _read_dtype(op, attrs, params)
    _as(op, _gather_nd_md, attrs, MD(params.dtype, params.shape), indices)
    return _as(op, _array_gather_nd, attrs, params, indices)


OPS.add("tf.ResourceGatherNd", _gather_nd, vmd=_gather_nd_vmd, vops=(0,))


# ----------------------------------------------------------------------------------------------
# Writing: every write replaces the value under the variable's lock

def _check_assign_dtype(attrs, value):
    dtype = type_attr("tf.AssignVariableOp", attrs, "dtype", None)  # absent: the value's
    if dtype is not None and dtype != value.dtype:
        raise OpError("tf.AssignVariableOp", f"Variable and value dtypes don't match; respectively, {dtname(dtype)} "
                                             f"and {dtname(value.dtype)}")


def _assign(attrs, handle, value):
    op = "tf.AssignVariableOp"
    v = _variable(op, handle)
    _check_assign_dtype(attrs, value)
    validate = bool(attrs.get("validate_shape", False)) if attrs else False
    kept = _keep(value)  # (a copy, if one is needed, outside the lock)
    with v.lock:
        old = v.value
        if old is not None:
            if old.dtype != value.dtype:
                raise OpError(op, f"Trying to assign variable with wrong dtype. Expected {dtname(old.dtype)} got "
                                  f"{dtname(value.dtype)}")
            if validate and old.shape != value.shape:
                raise OpError(op, "Trying to assign to variable with tensor with wrong shape. Expected "
                                  f"{_shape_str(old.shape)} got {_shape_str(value.shape)}")
        v.value = kept
    return ()


OPS.add("tf.AssignVariableOp", _assign, _no_outputs("tf.AssignVariableOp", _check_assign_dtype))


def _assign_update(kind, ufunc):
    op = f"tf.Assign{kind}VariableOp"

    def check(attrs, value):
        if value.dtype not in NUMERIC:
            raise OpError(op, f"no CPU kernel for dtype {dtname(value.dtype)}")

    def fn(attrs, handle, value):
        v = _variable(op, handle)
        with v.lock:
            old = _value(op, v, "NOT_FOUND")
            if old.dtype != value.dtype:
                raise OpError(op, "DType of variable handle and value does not match.")
            if old.shape != value.shape:
                raise OpError(op, f"Cannot update variable with shape {_shape_str(old.shape)} using a Tensor with "
                                  f"shape {_shape_str(value.shape)}, shapes must be equal.")
            v.value = _seal(ufunc(old, value))  # integers wrap, as TF's
        return ()
    return op, fn, _no_outputs(op, check)


OPS.add(*_assign_update("Add", np.add))
OPS.add(*_assign_update("Sub", np.subtract))


def _trunc_divide(a, b):
    """C's integer division (toward zero), as TF's kernels divide."""
    q = np.floor_divide(a, b)
    if a.dtype.kind == "i":  # (unsigned: the same)
        q = q + (((a % b) != 0) & ((a < 0) != (b < 0))).astype(a.dtype)
    return q


def _scatter_into(kind, new, flat, updates):
    """Applies updates[k] at new[flat[k]] for every k, in order (repeated indices accumulate)."""
    if kind == "Update":
        new[flat] = updates  # a repeated index: the last update wins
    elif kind in ("Add", "Sub", "Mul"):
        {"Add": np.add, "Sub": np.subtract, "Mul": np.multiply}[kind].at(new, flat, updates)
    elif kind == "Div" and new.dtype in INTEGER:
        rows = np.broadcast_to(updates, (len(flat),) + new.shape[1:])
        for i, row in zip(flat.tolist(), rows):
            new[i] = _trunc_divide(new[i], row)
    elif kind == "Div":
        np.divide.at(new, flat, updates)
    else:  # Min/Max: TF's `b < a ? b : a`: a NaN update leaves the value, a NaN value stays
        ufunc = np.minimum if kind == "Min" else np.maximum
        if new.dtype not in INTEGER:
            updates = np.where(np.isnan(updates), np.inf if kind == "Min" else -np.inf, updates).astype(new.dtype)
        ufunc.at(new, flat, updates)


def _scatter(kind):
    op = f"tf.ResourceScatter{kind}"
    allowed = ALL if kind == "Update" else REAL if kind in ("Min", "Max") else NUMERIC

    def check(attrs, indices, updates):
        _check_indices(op, indices.dtype)
        if updates.dtype not in allowed:
            raise OpError(op, f"no CPU kernel for dtype {dtname(updates.dtype)}")

    def fn(attrs, handle, indices, updates):
        v = _variable(op, handle)
        if kind == "Div" and (updates == 0).any():
            raise OpError(op, "updates must not contain 0")
        with v.lock:
            params = _value(op, v, "NOT_FOUND")
            if updates.dtype != params.dtype:
                raise OpError(op, "DType of scatter resource and updates does not match.")
            if not params.shape:
                raise OpError(op, "params must be at least 1 dimensional")
            want = indices.shape + params.shape[1:]
            if updates.shape and updates.shape != want:
                if updates.ndim == len(want) and updates.shape[:indices.ndim] != indices.shape:
                    raise OpError(op, f"The shape of indices ({_shape_str(indices.shape)}) must be a prefix of the "
                                      f"shape of updates ({_shape_str(updates.shape)})")
                raise OpError(op, "Must have updates.shape = indices.shape + params.shape[1:] or updates.shape = [], "
                                  f"got updates.shape {_shape_str(updates.shape)}, indices.shape "
                                  f"{_shape_str(indices.shape)}, params.shape {_shape_str(params.shape)}")
            flat = indices.reshape(-1).astype(np.intp, copy=False)
            n = params.shape[0]
            bad = (flat < 0) | (flat >= n)
            if bad.any():
                i = int(np.argmax(bad))
                raise OpError(op, f"indices{_index_str(indices.shape, i)} = {int(flat[i])} is not in [0, {n})")
            if flat.size:
                new = params.copy()
                _scatter_into(kind, new, flat,
                              updates if not updates.shape else updates.reshape((flat.size,) + params.shape[1:]))
                v.value = _seal(new)
        return ()
    return op, fn, _no_outputs(op, check)


for _kind in ("Update", "Add", "Sub", "Mul", "Div", "Min", "Max"):
    OPS.add(*_scatter(_kind))


def _scatter_nd(kind):
    """ResourceScatterNd<kind>: scatter_nd_ops' TensorScatter<kind> into the variable's value
    (N-d indices; repeated indices accumulate; out-of-range indices are an error)."""
    op = f"tf.ResourceScatterNd{kind}"
    allowed = ALL if kind == "Update" else REAL if kind in ("Min", "Max") else NUMERIC

    def check(attrs, indices, updates):
        _nd._check_indices(op, indices, INDEX)
        if updates.dtype not in allowed:
            raise OpError(op, f"no CPU kernel for dtype {dtname(updates.dtype)}")

    def fn(attrs, handle, indices, updates):
        v = _variable(op, handle)
        with v.lock:
            params = _value(op, v, "NOT_FOUND")
            if updates.dtype != params.dtype:
                raise OpError(op, "DType of scatter resource and updates does not match.")
            _nd._check_shapes(op, params.shape, indices, updates, "input")
            flat = _nd._flat_indices(op, indices, params.shape)
            if kind in ("Min", "Max") and params.dtype not in INTEGER:  # a NaN update leaves the value
                updates = np.where(np.isnan(updates), np.inf if kind == "Min" else -np.inf, updates).astype(
                    params.dtype)
            v.value = _seal(_nd._apply("tf.TensorScatter" + kind, params.copy(), flat, updates))
        return ()
    return op, fn, _no_outputs(op, check)


for _kind in ("Update", "Add", "Sub", "Min", "Max"):
    OPS.add(*_scatter_nd(_kind))


def _strided_slice_assign_check(attrs, begin, end, strides, value):
    op = "tf.ResourceStridedSliceAssign"
    for x in (begin, end, strides):
        check_type_attr(op, "Index", x.dtype, INDEX)
    if not begin.dtype == end.dtype == strides.dtype:
        raise OpError(op, f"begin, end and strides must have one dtype, got {dtname(begin.dtype)}, "
                          f"{dtname(end.dtype)}, {dtname(strides.dtype)}")


def _strided_slice_assign(attrs, handle, begin, end, strides, value):
    """var[begin:end:strides] = value (StridedSlice's masks; `value` broadcast to the slice)."""
    op = "tf.ResourceStridedSliceAssign"
    v = _variable(op, handle)
    with v.lock:
        old = _value(op, v, "NOT_FOUND")
        if value.dtype != old.dtype:
            raise OpError(op, f"l-value dtype {dtname(old.dtype)} does not match r-value dtype {dtname(value.dtype)}")
        index = _as(op, _strided_index, attrs, old.shape, begin, end, strides)
        new = old.copy()
        target = new[index].shape
        shape = value.shape
        while len(shape) > len(target) and shape[0] == 1:  # extra leading 1s are fine, as in TF
            shape = shape[1:]
        try:
            fits = len(shape) <= len(target) and np.broadcast_shapes(shape, target) == target
        except ValueError:
            fits = False
        if not fits:
            raise OpError(op, f"Cannot broadcast input shape {_shape_str(value.shape)} into final shape "
                              f"{_shape_str(target)}")
        new[index] = value.reshape(shape)
        v.value = _seal(new)
    return ()


OPS.add("tf.ResourceStridedSliceAssign", _strided_slice_assign,
        _no_outputs("tf.ResourceStridedSliceAssign", _strided_slice_assign_check))
