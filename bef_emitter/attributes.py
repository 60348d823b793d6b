"""Attribute values for the BEF writer, and how each is laid out in bytes.

Each class is one attribute kind of docs/bef.md ("Attributes"). `encode`
appends the value to the Attributes section at its natural alignment
(padding with 0xCC) and returns its offset; `key` identifies equal values so
the writer stores each once. No MLIR here: tests and tools build attributes
directly, `mlir_to_bef` converts MLIR attributes into these.
"""

from __future__ import annotations

import struct
from typing import Iterable, Sequence

import numpy as np

from tfrt.runtime.bef.attributes import is_splat, numpy_dtype
from tfrt.runtime.bef.format import (
    AGGREGATE_HEADER_SIZE, ATTR_BASE, DENSE_ALIGNMENT, DENSE_ARRAY_ELEMENT_TYPES, DENSE_HEADER,
    DENSE_HEADER_SIZE, DTYPE_SIZE, DTYPE_STRUCT, EMPTY_ARRAY, FIXED32_MAX, MAX_DENSE_BYTES,
    MAX_RANK, PADDING_BYTE, SHAPE_HEADER_SIZE, AttributeType, DenseFlag, DType, ShapeDialect,
    array_element_alignment, array_of, dense_array_of,
)

_I64_MAX = (1 << 63) - 1


class AttrBuffer:
    """The Attributes section being written; positions are section offsets
    (the section itself starts 8-aligned in the file)."""

    def __init__(self):
        self.data = bytearray()

    def __len__(self):
        return len(self.data)

    def pad(self, alignment: int, remainder: int = 0):
        """Pads so that the next byte is at `remainder` modulo `alignment`."""
        need = (remainder - len(self.data)) % alignment
        self.data += bytes([PADDING_BYTE]) * need

    def put(self, raw) -> int:
        offset = len(self.data)
        self.data += raw
        return offset


class Attr:
    """An attribute value of kind `type` (an AttributeType code). `size` is
    the length of its encoding (an upper bound for aggregates), so that a
    value too large for the format is rejected when it is made, where the
    caller knows which op it belongs to."""

    type: int
    alignment: int = 1  # the alignment its encoding needs
    size: int = 1

    def key(self):
        raise NotImplementedError

    def encode(self, buf: AttrBuffer) -> int:
        raise NotImplementedError

    def __eq__(self, other):
        return isinstance(other, Attr) and self.key() == other.key()

    def __hash__(self):
        return hash(self.key())

    def __repr__(self):
        return f"{type(self).__name__}{self.key()[1:]!r}"


_UNSIGNED = (DType.UI8, DType.UI16, DType.UI32, DType.UI64, DType.QUI8, DType.QUI16)


def _check_int(dtype: DType, value: int) -> int:
    """Two's complement bits of `value`, which must be in `dtype`'s range."""
    if dtype == DType.I1:
        low, high = 0, 2
    elif dtype in _UNSIGNED:
        low, high = 0, 1 << (8 * DTYPE_SIZE[dtype])
    else:
        high = 1 << (8 * DTYPE_SIZE[dtype] - 1)
        low = -high
    if not low <= value < high:
        raise ValueError(f"{value} does not fit in {dtype.name}")
    return value % (1 << (8 * DTYPE_SIZE[dtype]))


_FLOATING = (DType.F16, DType.BF16, DType.F32, DType.F64, DType.COMPLEX64, DType.COMPLEX128)


def _element_bytes(dtype: DType, values: Sequence) -> bytes:
    """Little-endian packed elements of a fixed-size dtype."""
    if dtype in _FLOATING:
        with np.errstate(over="ignore"):
            array = np.asarray(values, dtype=numpy_dtype(dtype))
        # A finite value beyond the type's range would become infinite.
        wide = np.asarray(values, dtype=np.complex128)
        if (np.isinf(array) & np.isfinite(wide)).any():
            raise ValueError(f"a value of {list(values)[:4]} does not fit in {dtype.name}")
        return array.tobytes()
    size = DTYPE_SIZE[dtype]
    return b"".join(_check_int(dtype, int(v)).to_bytes(size, "little") for v in values)


class Scalar(Attr):
    """An integer, float or bool (I1) of a fixed-size DType."""

    def __init__(self, dtype: DType, value):
        dtype = DType(dtype)
        if dtype not in DTYPE_STRUCT:
            raise ValueError(f"no scalar attributes of dtype {dtype.name}")
        self.type = dtype
        self.alignment = self.size = DTYPE_SIZE[dtype]
        self.raw = _element_bytes(dtype, [value])
        self.value = value

    def key(self):
        return (self.type, self.raw)

    def encode(self, buf):
        buf.pad(self.alignment)
        return buf.put(self.raw)


def i1(v: bool) -> Scalar: return Scalar(DType.I1, bool(v))
def i8(v: int) -> Scalar: return Scalar(DType.I8, v)
def i16(v: int) -> Scalar: return Scalar(DType.I16, v)
def i32(v: int) -> Scalar: return Scalar(DType.I32, v)
def i64(v: int) -> Scalar: return Scalar(DType.I64, v)
def ui8(v: int) -> Scalar: return Scalar(DType.UI8, v)
def ui16(v: int) -> Scalar: return Scalar(DType.UI16, v)
def ui32(v: int) -> Scalar: return Scalar(DType.UI32, v)
def ui64(v: int) -> Scalar: return Scalar(DType.UI64, v)
def f16(v: float) -> Scalar: return Scalar(DType.F16, v)
def bf16(v: float) -> Scalar: return Scalar(DType.BF16, v)
def f32(v: float) -> Scalar: return Scalar(DType.F32, v)
def f64(v: float) -> Scalar: return Scalar(DType.F64, v)


class String(Attr):
    """A byte string: 4-aligned u32 length, then the bytes (no NUL)."""

    type = DType.STRING
    alignment = 4

    def __init__(self, value: str | bytes):
        self.raw = value.encode("utf-8") if isinstance(value, str) else bytes(value)
        if len(self.raw) > FIXED32_MAX:
            raise ValueError(f"string attribute of {len(self.raw)} bytes is longer than 4 GiB")
        self.size = 4 + len(self.raw)

    def key(self):
        return (self.type, self.raw)

    def encode(self, buf):
        buf.pad(4)
        offset = buf.put(struct.pack("<I", len(self.raw)))
        buf.put(self.raw)
        return offset


class TypeAttr(Attr):
    """A DType, one byte."""

    type = AttributeType.TYPE

    def __init__(self, dtype: DType):
        self.dtype = DType(dtype)
        if self.dtype == DType.INVALID:
            raise ValueError("a type attribute needs a valid dtype")

    def key(self):
        return (self.type, int(self.dtype))

    def encode(self, buf):
        return buf.put(bytes((self.dtype,)))


class Unit(Attr):
    """MLIR's unit attribute: one byte 0x01 (ours)."""

    type = AttributeType.UNIT

    def key(self):
        return (self.type,)

    def encode(self, buf):
        return buf.put(b"\x01")


class Array(Attr):
    """Elements of one fixed-size kind (a DType or TYPE): u32 count, then the
    elements packed; the count sits just before the first element's alignment.
    `dense=True` marks MLIR's `array<T: ...>` (same bytes, another kind)."""

    def __init__(self, element, values: Iterable, *, dense: bool = False):
        values = list(values)
        element = AttributeType.TYPE if element == AttributeType.TYPE else DType(element)
        if element == AttributeType.TYPE:
            raw = bytes(DType(v) for v in values)
        elif element in DTYPE_STRUCT:
            raw = _element_bytes(element, values)
        else:
            raise ValueError(f"arrays cannot hold {element.name}")
        self._init(element, len(values), raw, dense)

    @classmethod
    def of_scalars(cls, scalars: Sequence[Scalar], *, dense: bool = False) -> "Array":
        """The array of `scalars`, which all have one dtype."""
        array = cls.__new__(cls)
        array._init(scalars[0].type, len(scalars), b"".join(s.raw for s in scalars), dense)
        return array

    def _init(self, element, count: int, raw: bytes, dense: bool):
        if dense and element not in DENSE_ARRAY_ELEMENT_TYPES:
            raise ValueError(f"dense arrays cannot hold {element.name}")
        if count > FIXED32_MAX:
            raise ValueError(f"array attribute of {count} elements: more than 2**32 - 1")
        self.element, self.count, self.raw = element, count, raw
        self.size = 4 + len(raw)
        if dense:
            self.type = dense_array_of(element)
        else:
            self.type = array_of(element) if count else EMPTY_ARRAY
        self.alignment = max(4, array_element_alignment(element)) if count else 4

    def key(self):
        return (self.type, self.count, self.raw)

    def encode(self, buf):
        if self.alignment > 4:
            buf.pad(self.alignment, self.alignment - 4)  # elements 8-aligned
        else:
            buf.pad(4)
        offset = buf.put(struct.pack("<I", self.count))
        buf.put(self.raw)
        return offset


def check_dense_size(dtype: DType, count: int):
    """Raises ValueError unless `count` elements of `dtype` (a splat expanded)
    are few enough for a dense attribute."""
    if count * DTYPE_SIZE[dtype] > MAX_DENSE_BYTES:
        raise ValueError(f"dense attribute of {count} {dtype.name} elements: "
                         "more than 2**63 - 1 bytes")


class Dense(Attr):
    """A dense tensor constant (after TFRT's BefDenseAttr): the header, then
    the elements, both 8-aligned. I1 elements take one byte each. When every
    element is the same (and there are several) only that one is stored,
    with the SPLAT flag, so a splat of any size stays a few bytes."""

    type = AttributeType.DENSE
    alignment = DENSE_ALIGNMENT

    def __init__(self, dtype: DType, shape: Sequence[int], data: bytes | memoryview, *,
                 splat: bool = False):
        """`data` holds every element, little endian; with `splat=True` it
        holds the one element that all of them are."""
        self.dtype = DType(dtype)
        if self.dtype not in DTYPE_SIZE:
            raise ValueError(f"dense attributes cannot hold {self.dtype.name}")
        self.shape = tuple(int(d) for d in shape)
        if len(self.shape) > MAX_RANK or any(not 0 <= d <= _I64_MAX for d in self.shape):
            raise ValueError(f"invalid dense shape {self.shape}")
        self.count = int(np.prod(self.shape, dtype=object)) if self.shape else 1
        check_dense_size(self.dtype, self.count)
        element = DTYPE_SIZE[self.dtype]
        data = bytes(data)
        if len(data) != (element if splat else self.count * element):
            what = "1" if splat else str(self.count)
            raise ValueError(f"{len(data)} bytes do not hold {what} {self.dtype.name} elements")
        if not splat:
            # Canonical form: a splat is a splat however it was given.
            splat = (self.count > 1 and data[element:2 * element] == data[:element]
                     and data[element:] == data[:-element])
            if splat:
                data = data[:element]
        elif self.count <= 1:
            data, splat = data * self.count, False
        self.splat, self.data = splat, data
        self.size = DENSE_HEADER_SIZE + 8 * len(self.shape) + len(self.data)
        if self.size > FIXED32_MAX:
            raise ValueError(
                f"dense attribute of {self.count} {self.dtype.name} elements "
                f"({len(self.data)} bytes) is larger than BEF's 4 GiB limit")

    @classmethod
    def from_numpy(cls, array: np.ndarray) -> "Dense":
        array = np.asarray(array)
        for dtype in DTYPE_SIZE:
            if dtype in (DType.QUI8, DType.QUI16, DType.QI8, DType.QI16, DType.QI32):
                continue
            if numpy_dtype(dtype) == array.dtype.newbyteorder("<"):
                if is_splat(array):  # e.g. a splat read from BEF: never expanded
                    one = np.asarray(array[(0,) * array.ndim], numpy_dtype(dtype))
                    return cls(dtype, array.shape, one.tobytes(), splat=True)
                raw = np.ascontiguousarray(array, numpy_dtype(dtype)).tobytes()
                return cls(dtype, array.shape, raw)
        raise ValueError(f"no DType for numpy dtype {array.dtype}")

    def key(self):
        return (self.type, int(self.dtype), self.shape, self.splat, self.data)

    def encode(self, buf):
        prefix = DENSE_HEADER_SIZE + 8 * len(self.shape)
        buf.pad(DENSE_ALIGNMENT)
        offset = buf.put(DENSE_HEADER.pack(
            DENSE_ALIGNMENT, self.dtype, DenseFlag.SPLAT if self.splat else 0, prefix,
            prefix + len(self.data), len(self.shape), self.count))
        buf.put(struct.pack(f"<{len(self.shape)}q", *self.shape))
        buf.put(self.data)
        return offset


class Shape(Attr):
    """A shape (#corert.shape or #tf_type.shape): 8-aligned header, i32 rank
    (-1 unranked), i64 dims (-1 dynamic)."""

    type = AttributeType.SHAPE
    alignment = 8

    def __init__(self, dims: Sequence[int] | None, dialect: ShapeDialect = ShapeDialect.CORERT):
        self.dims = None if dims is None else tuple(int(d) for d in dims)
        if self.dims is not None and (len(self.dims) > MAX_RANK
                                      or any(not -1 <= d <= _I64_MAX for d in self.dims)):
            raise ValueError(f"invalid shape {self.dims}")
        self.dialect = ShapeDialect(dialect)
        self.size = SHAPE_HEADER_SIZE + 8 * len(self.dims or ())

    def key(self):
        return (self.type, self.dims, int(self.dialect))

    def encode(self, buf):
        dims = self.dims or ()
        buf.pad(8)
        offset = buf.put(ATTR_BASE.pack(8, self.dialect, 0, SHAPE_HEADER_SIZE, self.size))
        buf.put(struct.pack(f"<i{len(dims)}q", -1 if self.dims is None else len(dims), *dims))
        return offset


class Aggregate(Attr):
    """A list of attributes of any kinds (after TFRT's BefAggregateAttr):
    base header, u32 count, u32 offsets (from the header), then each element
    after the byte that holds its kind."""

    type = AttributeType.AGGREGATE

    def __init__(self, elements: Iterable[Attr]):
        self.elements = tuple(elements)
        for e in self.elements:
            if not isinstance(e, Attr):
                raise TypeError(f"aggregate elements must be attributes, not {e!r}")
        self.alignment = max([4] + [e.alignment for e in self.elements])
        # At most: the header, then per element its kind byte, padding, itself.
        self.size = AGGREGATE_HEADER_SIZE + sum(4 + e.alignment + e.size for e in self.elements)
        if self.size > FIXED32_MAX:
            raise ValueError(
                f"aggregate attribute of {len(self.elements)} elements takes up to {self.size} "
                "bytes, more than BEF's 4 GiB limit")

    def key(self):
        return (self.type, tuple(e.key() for e in self.elements))

    def encode(self, buf):
        n = len(self.elements)
        prefix = AGGREGATE_HEADER_SIZE + 4 * n
        buf.pad(self.alignment, (-prefix) % self.alignment)
        offset = buf.put(bytes(prefix))  # the header, written below
        offsets = []
        for element in self.elements:
            buf.put(bytes((PADDING_BYTE,)))
            at = element.encode(buf)
            buf.data[at - 1] = element.type  # the kind sits just before
            offsets.append(at - offset)
        buf.data[offset:offset + prefix] = ATTR_BASE.pack(
            self.alignment, 0, 0, prefix, len(buf) - offset) + struct.pack(
            f"<I{n}I", n, *offsets)
        return offset


class Dictionary(Aggregate):
    """MLIR's dictionary attribute (ours): an aggregate of 2n elements,
    alternately a String key and its value, keys in sorted order."""

    type = AttributeType.DICTIONARY

    def __init__(self, items: Iterable[tuple[str, Attr]]):
        items = sorted(items, key=lambda kv: kv[0].encode("utf-8"))
        keys = [k for k, _ in items]
        if len(set(keys)) != len(keys):
            raise ValueError(f"duplicate dictionary keys in {keys}")
        super().__init__([x for k, v in items for x in (String(k), v)])
        self.items = tuple(items)


class SymbolRef(Aggregate):
    """A symbol reference kept as an attribute (ours): an aggregate of the
    String names of its path, `@a::@b` -> ["a", "b"]."""

    type = AttributeType.SYMBOL_REF

    def __init__(self, path: Sequence[str]):
        if not path:
            raise ValueError("a symbol reference needs at least one name")
        super().__init__([String(p) for p in path])
        self.path = tuple(path)


def from_python(value) -> Attr:
    """A convenience for tests and tools: bool -> I1, int -> I64, float ->
    F64, str/bytes -> String, DType -> TypeAttr, numpy array -> Dense, dict
    -> Dictionary, None -> Unit, list/tuple -> Array when all elements are
    the same fixed-size kind, else Aggregate. Attr values pass through."""
    if isinstance(value, Attr):
        return value
    if value is None:
        return Unit()
    if isinstance(value, (bool, np.bool_)):
        return i1(value)
    if isinstance(value, DType):
        return TypeAttr(value)
    if isinstance(value, (int, np.integer)):
        return i64(int(value))
    if isinstance(value, (float, np.floating)):
        return f64(float(value))
    if isinstance(value, (str, bytes)):
        return String(value)
    if isinstance(value, np.ndarray):
        return Dense.from_numpy(value)
    if isinstance(value, dict):
        return Dictionary((k, from_python(v)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return array_or_aggregate([from_python(v) for v in value])
    raise TypeError(f"no BEF attribute for {type(value).__name__} {value!r}")


def array_or_aggregate(elements: Sequence[Attr]) -> Attr:
    """TFRT's rule: a list whose elements are all scalars of one fixed-size
    dtype, or all types, is an Array; any other list an Aggregate."""
    if not elements:
        return Array(DType.I32, [])
    first = elements[0]
    if isinstance(first, Scalar) and all(isinstance(e, Scalar) and e.type == first.type
                                         for e in elements):
        return Array.of_scalars(elements)
    if all(isinstance(e, TypeAttr) for e in elements):
        return Array(AttributeType.TYPE, [e.dtype for e in elements])
    return Aggregate(elements)
