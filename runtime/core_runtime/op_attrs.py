"""OpAttrs: the attributes of one op invocation.

`OpAttrs` is the cheap mutable builder (a dict of name -> (type, value));
`freeze()` gives a `FrozenOpAttrs`: immutable, hashable-free but shareable
between threads and asynchronous work, and a `collections.abc.Mapping` of
name -> value, which is what metadata and dispatch functions receive.

    attrs = OpAttrs()
    attrs.set("transpose_a", True)             # BOOL
    attrs.set("axis", 1)                       # I64 (TF's int attributes)
    attrs.set("epsilon", 1e-3)                 # F32 (TF's float attributes)
    attrs.set("padding", "SAME")               # CHAR (a string)
    attrs.set_type("T", np.float32)            # DTYPE (stored as a numpy dtype)
    attrs.set_array("strides", [1, 2, 2, 1])   # array of I64
    attrs.set_shape("shape", [2, -1])          # SHAPE (None: unranked)
    attrs.set_dense("value", np.ones((2, 2)))  # DENSE (stored read-only)
    attrs.set_func("f", "callee")              # FUNC (a function name)
    frozen = attrs.freeze()
    frozen["T"], frozen.get("axis", 0), frozen.get_type("axis")   # OpAttrType.I64

Type names and printing follow TFRT's `OpAttrType` / `OpAttrsRef::Print`.
Bad values raise `OpAttrsError` (a `TypeError`).
"""

from __future__ import annotations

import enum
import types
from collections.abc import Mapping

import numpy as np

from tfrt.runtime import dtypes
from tfrt.runtime.dtypes import DType
from tfrt.runtime.tensor import dtype_from_name

__all__ = ["EMPTY_OP_ATTRS", "AttrArray", "FrozenOpAttrs", "OpAttrType", "OpAttrs", "OpAttrsError"]


class OpAttrsError(TypeError):
    """An attribute value of a type OpAttrs cannot hold, or a type mismatch."""


class OpAttrType(enum.Enum):
    """TFRT's OpAttrType names (what `print` shows)."""

    BOOL = "BOOL"
    I8 = "I8"
    I16 = "I16"
    I32 = "I32"
    I64 = "I64"
    UI8 = "UI8"
    UI16 = "UI16"
    UI32 = "UI32"
    UI64 = "UI64"
    F16 = "F16"
    BF16 = "BF16"
    F32 = "F32"
    F64 = "F64"
    COMPLEX64 = "COMPLEX64"
    COMPLEX128 = "COMPLEX128"
    CHAR = "CHAR"  # a string (TFRT stores strings as arrays of CHAR)
    DTYPE = "DTYPE"
    DENSE = "DENSE"
    SHAPE = "SHAPE"
    AGGREGATE = "AGGREGATE"
    FUNC = "FUNC"


# The OpAttrType of each dtype's scalars: TFRT names them as DType does, but for BOOL.
_SCALAR_OF_DTYPE = {r.numpy: OpAttrType.BOOL if r.dtype == DType.I1 else OpAttrType[r.dtype.name]
                    for r in dtypes.ROWS if r.numpy is not None and r.numpy.kind != "O"}


def quantized_dtype(dtype: DType) -> np.dtype:
    """A DTYPE attribute's value for a quantized dtype (QUI8 .. QI32), which has
    no numpy type: its storage integer's dtype, tagged with TFRT's name (numpy
    dtype metadata), so that ops see the integer and printing the quantized type."""
    row = dtypes.info(dtype)
    return np.dtype(row.storage, metadata={"tfrt_dtype": row.dtype.name})


def _dtype_text(value) -> str:
    """TFRT's name of a DTYPE attribute's value (strings are CHAR, as TFRT's
    OpAttrType of DType::String)."""
    tagged = value.metadata.get("tfrt_dtype") if isinstance(value, np.dtype) and \
        value.metadata else None
    if tagged is not None:
        return tagged
    if isinstance(value, np.dtype) and value.kind == "O":
        return OpAttrType.CHAR.value
    t = _SCALAR_OF_DTYPE.get(value)
    return t.value if t is not None else str(value)


def to_dtype(value) -> np.dtype:
    """A type attribute value as a numpy dtype (numpy dtypes and types, TF/MLIR names)."""
    if isinstance(value, np.dtype):
        return value
    if isinstance(value, str):
        try:
            return dtype_from_name(value)
        except KeyError as e:
            raise OpAttrsError(str(e)) from None
    if isinstance(value, (bool, int, float)) or value is None:
        raise OpAttrsError(f"{value!r} is not a type")
    try:
        return np.dtype(value)
    except TypeError:
        raise OpAttrsError(f"{value!r} is not a type") from None


def infer_type(value) -> tuple[OpAttrType, bool]:
    """(element type, is_array) of a Python value, by TF's conventions: int is
    I64, float F32, str CHAR, numpy dtypes/types DTYPE, ndarray DENSE."""
    if isinstance(value, (bool, np.bool_)):
        return OpAttrType.BOOL, False
    if isinstance(value, np.generic):
        return _SCALAR_OF_DTYPE.get(value.dtype, OpAttrType.F64), False
    if isinstance(value, int):
        return OpAttrType.I64, False
    if isinstance(value, float):
        return OpAttrType.F32, False
    if isinstance(value, (str, bytes)):
        return OpAttrType.CHAR, False
    if isinstance(value, np.ndarray):
        return OpAttrType.DENSE, False
    if isinstance(value, np.dtype) or (isinstance(value, type) and issubclass(value, np.generic)):
        return OpAttrType.DTYPE, False
    if isinstance(value, Mapping):  # nested attributes (e.g. a fused op's per-op attributes)
        return OpAttrType.AGGREGATE, False
    if isinstance(value, (list, tuple)):
        if not value:
            return OpAttrType.I64, True
        kinds = {infer_type(v) for v in value}
        if len(kinds) == 1:
            (kind, nested), = kinds
            if not nested and kind not in (OpAttrType.DENSE,):
                return kind, True
        return OpAttrType.AGGREGATE, False
    raise OpAttrsError(f"cannot store a {type(value).__name__} as an op attribute: {value!r}")


class AttrArray(tuple):
    """An array attribute's value: a tuple that keeps its element type (`.type`), since
    ops see only values and an `[1 : i32]` must not read as I64 (TFRT's ops, e.g.
    `tfrt_test.create_dense_tensor`, take a tensor's dtype from it)."""

    def __new__(cls, values, type: OpAttrType):
        self = super().__new__(cls, values)
        self.type = type
        return self

    def __getnewargs__(self):
        return tuple(self), self.type


def _normalize(value, kind: OpAttrType, is_array: bool):
    if is_array:
        return AttrArray((_normalize(v, kind, False) for v in value), kind)
    if kind is OpAttrType.DTYPE:
        return to_dtype(value)
    if kind is OpAttrType.DENSE:
        if not isinstance(value, np.ndarray):
            value = np.asarray(value)
        if value.flags.writeable:
            value = value.copy()
            value.flags.writeable = False
        return value
    if kind is OpAttrType.CHAR and isinstance(value, bytes):
        return value.decode("utf-8", "surrogateescape")
    if kind is OpAttrType.AGGREGATE:
        if isinstance(value, Mapping):
            return value if isinstance(value, FrozenOpAttrs) else FrozenOpAttrs(value)
        return tuple(value)
    if isinstance(value, np.generic):
        return value.item()
    return value


class OpAttrs:
    """The mutable builder (see the module docstring). Not thread-safe; freeze
    it to share."""

    __slots__ = ("_entries", "_frozen")

    def __init__(self, values: Mapping | None = None):
        self._entries: dict[str, tuple[OpAttrType, bool, object]] = {}
        self._frozen = None
        if values:
            for name, value in values.items():
                self.set(name, value)

    def _put(self, name, kind, is_array, value):
        if not isinstance(name, str) or not name:
            raise OpAttrsError(f"attribute names are non-empty strings, got {name!r}")
        self._entries[name] = (kind, is_array, value)
        self._frozen = None

    def set(self, name: str, value, type: OpAttrType | None = None) -> "OpAttrs":
        """Sets a scalar, string, type, dense, shape-less list or nested value;
        `type` overrides the inferred element type (e.g. OpAttrType.I32)."""
        kind, is_array = infer_type(value)
        if type is not None:
            if not isinstance(type, OpAttrType):
                raise OpAttrsError(f"type must be an OpAttrType, got {type!r}")
            kind = type
        self._put(name, kind, is_array, _normalize(value, kind, is_array))
        return self

    def set_array(self, name: str, values, type: OpAttrType | None = None) -> "OpAttrs":
        if not isinstance(values, (list, tuple, np.ndarray)):
            raise OpAttrsError(f"attribute '{name}': set_array needs a sequence, got {values!r}")
        values = list(values.tolist() if isinstance(values, np.ndarray) else values)
        kind = type
        if kind is None:
            kind, is_array = infer_type(values) if values else (OpAttrType.I64, True)
            if not is_array:
                raise OpAttrsError(f"attribute '{name}': the elements of an array must all "
                                   f"have one scalar type, got {values!r}")
        self._put(name, kind, True, _normalize(values, kind, True))
        return self

    def set_string(self, name: str, value: str) -> "OpAttrs":
        if not isinstance(value, (str, bytes)):
            raise OpAttrsError(f"attribute '{name}': expected a string, got {value!r}")
        return self.set(name, value, OpAttrType.CHAR)

    def set_type(self, name: str, dtype) -> "OpAttrs":
        self._put(name, OpAttrType.DTYPE, False, to_dtype(dtype))
        return self

    def set_shape(self, name: str, dims) -> "OpAttrs":
        """A shape: a sequence of ints (-1 for an unknown size) or None (unranked)."""
        if dims is not None:
            try:
                dims = tuple(int(d) for d in dims)
            except (TypeError, ValueError):
                raise OpAttrsError(f"attribute '{name}': a shape is a list of ints, got {dims!r}") \
                    from None
            if any(d < -1 for d in dims):
                raise OpAttrsError(f"attribute '{name}': bad shape {list(dims)}")
        self._put(name, OpAttrType.SHAPE, False, dims)
        return self

    def set_dense(self, name: str, value) -> "OpAttrs":
        return self.set(name, np.asarray(value), OpAttrType.DENSE)

    def set_func(self, name: str, function) -> "OpAttrs":
        """A function reference: a function name (or an executable function)."""
        self._put(name, OpAttrType.FUNC, False, function)
        return self

    def get(self, name: str, default=None):
        entry = self._entries.get(name)
        return default if entry is None else entry[2]

    def get_type(self, name: str) -> OpAttrType | None:
        entry = self._entries.get(name)
        return None if entry is None else entry[0]

    def remove(self, name: str) -> None:
        if self._entries.pop(name, None) is not None:
            self._frozen = None

    def __contains__(self, name) -> bool:
        return name in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def freeze(self) -> "FrozenOpAttrs":
        """The immutable form; the same object until the builder changes."""
        frozen = self._frozen
        if frozen is None:
            frozen = self._frozen = FrozenOpAttrs._from_entries(dict(self._entries))
        return frozen

    def print(self) -> str:
        return self.freeze().print()

    def __repr__(self):
        return f"OpAttrs({ {k: v[2] for k, v in self._entries.items()} !r})"


class FrozenOpAttrs(Mapping):
    """Immutable attributes: a Mapping name -> value. `mapping` is a read-only
    C-level view of the same values (what the op functions receive: fastest
    `get`)."""

    __slots__ = ("_entries", "_values", "mapping", "_derived")

    def __init__(self, values: Mapping | None = None):
        builder = OpAttrs(values)
        self._init(dict(builder._entries))

    @classmethod
    def _from_entries(cls, entries) -> "FrozenOpAttrs":
        self = cls.__new__(cls)
        self._init(entries)
        return self

    def _init(self, entries):
        object.__setattr__(self, "_entries", types.MappingProxyType(entries))
        values = {name: e[2] for name, e in entries.items()}
        object.__setattr__(self, "_values", values)
        object.__setattr__(self, "mapping", types.MappingProxyType(values))
        object.__setattr__(self, "_derived", None)

    def __setattr__(self, name, value):
        raise AttributeError("FrozenOpAttrs is immutable")

    def derived(self, key, make):
        """`make()`, made once per `key` for these attributes and kept with
        them (an op prepared for its attributes): it lives and dies with them,
        where a cache elsewhere would keep them (and the file they are views
        of) alive. Concurrent first calls may both make it; one is kept."""
        memo = self._derived
        if memo is None:
            memo = {}
            object.__setattr__(self, "_derived", memo)
        value = memo.get(key)
        if value is None:
            value = memo.setdefault(key, make())
        return value

    def __getitem__(self, name):
        return self._values[name]

    def get(self, name, default=None):
        return self._values.get(name, default)

    def __iter__(self):
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __contains__(self, name) -> bool:
        return name in self._values

    def get_type(self, name: str) -> OpAttrType | None:
        entry = self._entries.get(name)
        return None if entry is None else entry[0]

    def is_array(self, name: str) -> bool:
        entry = self._entries.get(name)
        return bool(entry and entry[1])

    def thaw(self) -> OpAttrs:
        builder = OpAttrs()
        builder._entries.update(self._entries)
        return builder

    def __repr__(self):
        return f"FrozenOpAttrs({self._values!r})"

    def __reduce__(self):
        return (_rebuild, (dict(self._entries),))

    # -- printing (TFRT's OpAttrsRef::Print) -------------------------------------------

    def print(self) -> str:
        if not self._values:
            return "OpAttrs is empty\n"
        lines = [f"OpAttrs contains {len(self._values)} entries:"]
        for name in sorted(self._entries):
            kind, is_array, value = self._entries[name]
            if kind is OpAttrType.CHAR and isinstance(value, str):
                is_array, value = True, tuple(value)  # TFRT: an array of CHAR
            if is_array:
                shown = ", ".join(_format_element(v, kind) for v in value[:5])
                text = f"[{shown}{'...' if len(value) > 5 else ''}]"
            else:
                text = _format_element(value, kind)
            lines.append(f"  '{name}' type={kind.value} value={text}")
        return "\n".join(lines) + "\n\n"


def _rebuild(entries):
    return FrozenOpAttrs._from_entries(entries)


def _format_element(value, kind: OpAttrType) -> str:
    if kind is OpAttrType.BOOL:
        return "1" if value else "0"
    if kind is OpAttrType.DTYPE:
        return _dtype_text(value)
    if kind is OpAttrType.DENSE:
        t = _SCALAR_OF_DTYPE.get(value.dtype)
        return (f"dtype={t.value if t else value.dtype}, rank={value.ndim}, "
                f"elt_count={value.size}")
    if kind is OpAttrType.SHAPE:
        return "<*>" if value is None else "<" + "x".join(
            "?" if d < 0 else str(d) for d in value) + ">"
    if kind is OpAttrType.AGGREGATE and isinstance(value, Mapping):
        return "{" + ", ".join(f"{k}={_format_element(v, infer_type(v)[0])}"
                               for k, v in sorted(value.items())) + "}"
    if kind is OpAttrType.AGGREGATE:
        return f"elt_count={len(value)} [" + ", ".join(
            "{" + _format_element(v, infer_type(v)[0]) + "}" if not isinstance(v, (list, tuple))
            else "{unknown}" for v in value) + "]"
    if kind in (OpAttrType.F16, OpAttrType.BF16, OpAttrType.F32, OpAttrType.F64):
        return "%e" % float(value)
    if kind is OpAttrType.FUNC:
        return str(getattr(value, "name", value))
    return str(value)


EMPTY_OP_ATTRS = FrozenOpAttrs._from_entries({})
