"""Hash tables (TF's lookup ops; Keras StringLookup / IntegerLookup, tf.lookup): HashTableV2,
MutableHashTableV2, MutableHashTableOfTensorsV2, InitializeTableV2, LookupTableImportV2,
LookupTableFindV2, LookupTableInsertV2, LookupTableRemoveV2, LookupTableSizeV2,
LookupTableExportV2.

A table is a TF *resource*: the handle is a 0-d object array holding the `HashTable` (metadata
`TensorMetadata(object, ())`, as the TensorList variants of list_ops.py), so it flows through
the runtime like any tensor. Every holder of the handle shares the one table (resource
semantics: ops change it in place), guarded by a lock.

A creating op with a `shared_name` finds its table by (`container`, `shared_name`) in the
ResourceMgr of the runtime running it (`CoreRuntime.resources`), made on first use, as TF's
kernels do: every function and call of a loaded program shares it (a table filled once by an
initializer function stays filled). The key and value dtypes must be the table's (TF's
"Conflicting key/value dtypes"), and so must the kind. An empty `shared_name` makes a new
table each time the op runs. TF's `use_node_name_sharing` shares such tables by graph node
name, which the runtime does not have: it is ignored (a table private to the op's run).
"""

from __future__ import annotations

import threading

import numpy as np

from ._common import BOOL, F32, F64, I32, I64, MD, STRING, OpList, dtname, type_attr
from .errors import OpError
from .list_ops import VARIANT, VARIANT_MD, unwrap, variant

OPS = OpList()

# (key dtype, value dtype) pairs with a CPU kernel in TF 2.21.
_STATIC_TYPES = {(I32, F32), (I32, F64), (I32, I32), (I32, STRING),
                 (STRING, F32), (STRING, BOOL), (STRING, F64), (STRING, I32), (STRING, STRING), (STRING, I64),
                 (I64, F32), (I64, F64), (I64, I32), (I64, STRING), (I64, I64)}
_MUTABLE_TYPES = {(I32, F32), (I32, F64), (I32, I32),
                  (STRING, F32), (STRING, BOOL), (STRING, F64), (STRING, I32), (STRING, I64),
                  (I64, F32), (I64, F64), (I64, I32), (I64, STRING), (I64, I64)}


class HashTable:
    """`mutable`: a MutableHashTable (insert, remove, import replaces the contents); else TF's
    HashTable, filled once by InitializeTableV2 / LookupTableImportV2."""

    def __init__(self, kind, key_dtype, value_dtype, value_shape=(), container="", name=""):
        self.kind, self.key_dtype, self.value_dtype = kind, key_dtype, value_dtype
        self.container, self.name = container, name  # its ResourceMgr key ("": private)
        self.value_shape = tuple(value_shape)
        self.mutable = kind != "HashTable"
        self.initialized = self.mutable
        self.data: dict = {}
        self.lock = threading.Lock()

    def __repr__(self):
        return (f"{self.kind}<{dtname(self.key_dtype)} -> {dtname(self.value_dtype)}"
                f"{list(self.value_shape) if self.value_shape else ''}>({len(self.data)} entries)")


def _table(op, a) -> HashTable:
    return unwrap(op, a, HashTable, "table_handle must be a lookup table resource")


def _keys_list(keys):
    """Python keys (bytes or int) of a key array, in order."""
    return keys.reshape(-1).tolist()


def _check_keys(op, t, keys, what="keys"):
    if keys.dtype != t.key_dtype:
        raise OpError(op, f"Key must be type {dtname(t.key_dtype)} but got {dtname(keys.dtype)}")


def _check_values(op, t, keys, values):
    if values.dtype != t.value_dtype:
        raise OpError(op, f"Value must be type {dtname(t.value_dtype)} but got {dtname(values.dtype)}")
    want = tuple(keys.shape) + t.value_shape
    if tuple(values.shape) != want:
        raise OpError(op, f"Expected shape {list(want)} for value, got {list(values.shape)}")


def _rows(t, values, n):
    vs = values.reshape((n,) + t.value_shape)
    return [vs[i].copy() for i in range(n)] if t.value_shape else vs.tolist()


# ----------------------------------------------------------------------------------------------
# Creating tables

def _creator(kind, allowed):
    op = "tf." + kind + "V2"

    def types(attrs):
        k = type_attr(op, attrs, "key_dtype")
        v = type_attr(op, attrs, "value_dtype")
        if (k, v) not in allowed:
            raise OpError(op, f"no CPU kernel for key_dtype {dtname(k)} and value_dtype {dtname(v)}")
        shape = ()
        if kind == "MutableHashTableOfTensors":
            shape = tuple(int(d) for d in (attrs.get("value_shape", ()) if attrs else ()))
            if any(d < 0 for d in shape):
                raise OpError(op, f"value_shape must be fully defined, got {list(shape)}")
        return k, v, shape

    def md(attrs):
        types(attrs)
        return VARIANT_MD

    def fn(resources, attrs):
        k, v, shape = types(attrs)
        container, name = _string_attr(attrs, "container"), _string_attr(attrs, "shared_name")
        if not name:
            return variant(HashTable(kind, k, v, shape))
        t = resources.lookup_or_create(container, name, lambda: HashTable(kind, k, v, shape, container, name))
        if not isinstance(t, HashTable) or t.kind != kind:
            raise OpError(op, f"resource {container or 'localhost'}/{name} is a "
                              f"{t.kind if isinstance(t, HashTable) else type(t).__name__}, not a {kind}")
        if (t.key_dtype, t.value_dtype, t.value_shape) != (k, v, shape):
            raise OpError(op, f"Conflicting key/value dtypes {dtname(k)}->{dtname(v)} with {dtname(t.key_dtype)}-"
                              f"{dtname(t.value_dtype)}{list(t.value_shape) if t.value_shape else ''} for table "
                              f"{name}")
        return variant(t)
    return op, fn, md


def _string_attr(attrs, name) -> str:
    v = attrs.get(name, "") if attrs else ""
    return v.decode() if isinstance(v, bytes) else str(v or "")


for _kind, _allowed in (("HashTable", _STATIC_TYPES), ("MutableHashTable", _MUTABLE_TYPES),
                        ("MutableHashTableOfTensors", _MUTABLE_TYPES - {(I64, STRING)})):
    OPS.add(*_creator(_kind, _allowed))
# The creators find shared tables in the runtime's ResourceMgr (registry.py: given it first).
RESOURCE_OPS = frozenset(row[0] for row in OPS)


# ----------------------------------------------------------------------------------------------
# Filling tables

def _fill(op, t, keys, values):
    """Inserts key -> value; a static table refuses a key given two different values."""
    _check_keys(op, t, keys)
    _check_values(op, t, keys, values)
    ks = _keys_list(keys)
    vs = _rows(t, values, len(ks))
    if t.mutable:
        for k, v in zip(ks, vs):
            t.data[k] = v
        return
    new = {}
    for k, v in zip(ks, vs):
        old = new.get(k, t.data.get(k, _MISSING))
        if old is not _MISSING and old != v:
            raise OpError(op, "HashTable has different value for same key. Key "
                              f"{k.decode('latin-1') if isinstance(k, bytes) else k} has {old} and trying to add "
                              f"value {v}")
        new[k] = v
    t.data.update(new)


_MISSING = object()


def _initialize(attrs, handle, keys, values):
    op = "tf.InitializeTableV2"
    t = _table(op, handle)
    if t.mutable:
        raise OpError(op, f"{t.kind} is not an initializable table")
    with t.lock:
        if t.initialized:  # TF: a repeated initialization is ignored
            return ()
        _fill(op, t, keys, values)
        t.initialized = True
    return ()


def _import(attrs, handle, keys, values):
    op = "tf.LookupTableImportV2"
    t = _table(op, handle)
    with t.lock:
        if t.mutable:  # replaces the contents
            _check_keys(op, t, keys)
            _check_values(op, t, keys, values)
            t.data.clear()
        _fill(op, t, keys, values)
        t.initialized = True
    return ()


def _insert(attrs, handle, keys, values):
    op = "tf.LookupTableInsertV2"
    t = _table(op, handle)
    with t.lock:
        if not t.mutable:
            raise OpError(op, "Insert not supported by InitializableLookupTable implementations")
        _fill(op, t, keys, values)
    return ()


def _remove(attrs, handle, keys):
    op = "tf.LookupTableRemoveV2"
    t = _table(op, handle)
    with t.lock:
        if not t.mutable:
            raise OpError(op, f"{t.kind} does not support remove")
        _check_keys(op, t, keys)
        for k in _keys_list(keys):
            t.data.pop(k, None)
    return ()


def _no_outputs_md(op, n_data):
    def md(attrs, handle, *data):
        if handle.dtype != VARIANT or handle.shape != ():
            raise OpError(op, f"table_handle must be a lookup table resource, got a {dtname(handle.dtype)} tensor")
        if n_data == 2 and len(data[1].shape) < len(data[0].shape):
            raise OpError(op, f"values of shape {list(data[1].shape)} do not match keys of shape {list(data[0].shape)}")
        return ()
    return md


OPS.add("tf.InitializeTableV2", _initialize, _no_outputs_md("tf.InitializeTableV2", 2))
OPS.add("tf.LookupTableImportV2", _import, _no_outputs_md("tf.LookupTableImportV2", 2))
OPS.add("tf.LookupTableInsertV2", _insert, _no_outputs_md("tf.LookupTableInsertV2", 2))
OPS.add("tf.LookupTableRemoveV2", _remove, _no_outputs_md("tf.LookupTableRemoveV2", 1))


# ----------------------------------------------------------------------------------------------
# Reading tables (the results' dtype and shape come from the table: every operand is a value one)

def _find_check(op, t, keys, default):
    _check_keys(op, t, keys)
    if default.dtype != t.value_dtype:
        raise OpError(op, f"default_value must be type {dtname(t.value_dtype)} but got {dtname(default.dtype)}")
    # One default for every key, or one per key (TF's shapes: [] or keys' for scalar values).
    per_key = tuple(keys.shape) + t.value_shape
    if tuple(default.shape) not in (t.value_shape, per_key):
        raise OpError(op, f"Expected shape {list(t.value_shape)} or {list(per_key)} for default value, "
                          f"got {list(default.shape)}")
    if not t.initialized:
        raise OpError(op, "Table not initialized.")


def _find_vmd(attrs, handle, keys, default):
    op = "tf.LookupTableFindV2"
    t = _table(op, handle)
    _find_check(op, t, keys, default)
    return MD(t.value_dtype, tuple(keys.shape) + t.value_shape)


def _find(attrs, handle, keys, default):
    op = "tf.LookupTableFindV2"
    t = _table(op, handle)
    with t.lock:
        _find_check(op, t, keys, default)
        ks = _keys_list(keys)
        shape = tuple(keys.shape) + t.value_shape
        n = len(ks)
        defaults = np.broadcast_to(default, shape).reshape((n,) + t.value_shape)
        if t.value_shape:
            rows = [t.data.get(k, defaults[i]) for i, k in enumerate(ks)]
            out = np.stack(rows) if rows else np.empty((0,) + t.value_shape, t.value_dtype)
            return out.astype(t.value_dtype, copy=False).reshape(shape)
        got = t.data.get
        vals = [got(k, _MISSING) for k in ks]
        out = np.empty(n, object) if t.value_dtype == STRING else np.empty(n, t.value_dtype)
        out[:] = [defaults[i] if v is _MISSING else v for i, v in enumerate(vals)]
        return out.reshape(shape)


def _size_md(attrs, handle):
    if handle.dtype != VARIANT or handle.shape != ():
        raise OpError("tf.LookupTableSizeV2", f"table_handle must be a lookup table resource, got a "
                                              f"{dtname(handle.dtype)} tensor")
    return MD(I64, ())


def _size(attrs, handle):
    t = _table("tf.LookupTableSizeV2", handle)
    with t.lock:
        return np.array(len(t.data), I64)


def _export_vmd(attrs, handle):
    t = _table("tf.LookupTableExportV2", handle)
    n = len(t.data)
    return MD(t.key_dtype, (n,)), MD(t.value_dtype, (n,) + t.value_shape)


def _export(attrs, handle):
    """Keys and values in insertion order (TF's are in its hash map's order: unspecified)."""
    t = _table("tf.LookupTableExportV2", handle)
    with t.lock:
        ks, vs = list(t.data), list(t.data.values())
    keys = np.empty(len(ks), object) if t.key_dtype == STRING else np.array(ks, t.key_dtype)
    if t.key_dtype == STRING:
        keys[:] = ks
    if t.value_shape:
        values = np.stack(vs).astype(t.value_dtype) if vs else np.empty((0,) + t.value_shape, t.value_dtype)
    elif t.value_dtype == STRING:
        values = np.empty(len(vs), object)
        values[:] = vs
    else:
        values = np.array(vs, t.value_dtype)
    return keys, values


OPS.add("tf.LookupTableFindV2", _find, vmd=_find_vmd, vops=(0, 1, 2))
OPS.add("tf.LookupTableSizeV2", _size, _size_md)
OPS.add("tf.LookupTableExportV2", _export, vmd=_export_vmd, vops=(0,))
