"""Decoding attribute payloads from the Attributes section.

Kernels know statically what kind of attribute they take, as in TFRT, so the
decoder is told the AttributeType; the optional AttributeTypes section records
it for tools. Every offset, count and length is checked against the section;
dense payloads come back as zero-copy, read-only numpy views of the file.
"""

from __future__ import annotations

import struct
from typing import NamedTuple

import numpy as np

from tfrt.runtime.bef.format import (
    AGGREGATE_HEADER_SIZE, ATTR_BASE, ATTR_BASE_SIZE, DENSE_ALIGNMENT, DENSE_HEADER,
    DENSE_HEADER_SIZE, DTYPE_NUMPY, DTYPE_SIZE, DTYPE_STRUCT, KNOWN_DENSE_FLAGS, LAST_DTYPE,
    MAX_DENSE_BYTES, MAX_NESTING, SHAPE_HEADER_SIZE, AttributeType, BEFFormatError, DenseFlag,
    DType, ShapeDialect, array_element, array_element_alignment, array_element_size, is_array,
    is_valid_attribute_type,
)


class Shape(NamedTuple):
    """A shape attribute: `dims` is None when unranked; -1 is a dynamic size."""

    dims: tuple[int, ...] | None
    dialect: ShapeDialect = ShapeDialect.CORERT


class SymbolRef(NamedTuple):
    """A symbol reference kept as an attribute, e.g. `@a::@b` -> ("a", "b")."""

    path: tuple[str, ...]


class DenseValue(NamedTuple):
    """A dense attribute as `typed=True` decoding gives it: its DType too."""

    dtype: DType
    array: np.ndarray


def is_splat(array: np.ndarray) -> bool:
    """Whether `array` is a splat view (several elements, one in memory), as
    the decoder returns for a dense attribute stored as a splat."""
    return array.size > 1 and not any(array.strides)


class ArrayValue(tuple):
    """An array attribute of numbers: a tuple that keeps its element DType, so an
    `[1 : i32]` stays i32 where its Python ints alone would read as i64 (TFRT's
    OpAttrs keep an array's element type, and ops such as `tfrt_test.create_dense_tensor`
    take their tensor's dtype from it)."""

    def __new__(cls, values, element: DType):
        self = super().__new__(cls, values)
        self.element = element
        return self

    def __getnewargs__(self):
        return tuple(self), self.element


class Typed(NamedTuple):
    """An attribute value with its kind (what `typed=True` decoding returns)."""

    type: int
    value: object


_U32 = struct.Struct("<I")
_I32 = struct.Struct("<i")
_SCALARS = {dt: struct.Struct("<" + ch) for dt, ch in DTYPE_STRUCT.items()}


def numpy_dtype(dtype: int) -> np.dtype:
    """The numpy dtype of a fixed-size DType (little endian, as stored); strings
    are object arrays of bytes, as everywhere in the runtime."""
    if dtype == DType.STRING:
        return np.dtype(object)
    return DTYPE_NUMPY[dtype]


def _text(raw: bytes):
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw  # MLIR strings may hold any bytes


class AttributeDecoder:
    """Reads attributes at offsets into the Attributes section of `data`
    (the whole file), which spans [`base`, `base + length`)."""

    def __init__(self, data: memoryview, base: int, length: int):
        self._data = data
        self._base = base
        self._end = base + length

    def decode(self, offset: int, attr_type: int, *, typed: bool = False):
        """The value of the `attr_type` attribute at section offset `offset`.

        Scalars are Python numbers (bool for I1), strings `str` (bytes if not
        UTF-8), types `DType`, arrays tuples (of numbers: `ArrayValue`s, which keep
        their element DType), dense attributes numpy arrays,
        shapes `Shape`, aggregates tuples, dictionaries dicts, unit `True`.
        With `typed=True` the elements of aggregates and dictionaries are
        `Typed(kind, value)` pairs and dense attributes `DenseValue`s, so a
        tool can print them back.
        """
        if not 0 <= offset < self._end - self._base:
            raise BEFFormatError(
                f"attribute offset {offset} is outside the Attributes section "
                f"({self._end - self._base} bytes)", self._base)
        return self._decode(self._base + offset, attr_type, self._end, typed, 0)

    # -- helpers -------------------------------------------------------------

    def _need(self, pos: int, size: int, limit: int, what: str):
        if pos + size > limit:
            raise BEFFormatError(f"{what} runs past the end of its attribute", pos)

    def _aligned(self, pos: int, alignment: int, what: str, remainder: int = 0):
        if (pos - self._base) % alignment != remainder:
            raise BEFFormatError(f"{what} is not aligned to {alignment} bytes", pos)

    def _decode(self, pos: int, attr_type: int, limit: int, typed: bool, depth: int):
        if depth > MAX_NESTING:
            raise BEFFormatError("attributes nest too deeply", pos)
        if not is_valid_attribute_type(attr_type):
            raise BEFFormatError(f"unknown attribute type {attr_type}", pos)
        if is_array(attr_type):
            return self._array(pos, array_element(attr_type), limit)
        if attr_type == DType.STRING:
            return _text(self._bytes(pos, limit, "string"))
        if attr_type < LAST_DTYPE:
            return self._scalar(pos, DType(attr_type), limit)
        if attr_type == AttributeType.TYPE:
            self._need(pos, 1, limit, "type attribute")
            return self._dtype(pos)
        if attr_type == AttributeType.UNIT:
            self._need(pos, 1, limit, "unit attribute")
            if self._data[pos] != 1:
                raise BEFFormatError("unit attribute byte is not 1", pos)
            return True
        if attr_type == AttributeType.DENSE:
            array = self._dense(pos, limit)
            return DenseValue(DType(self._data[pos + 1]), array) if typed else array
        if attr_type == AttributeType.SHAPE:
            return self._shape(pos, limit)
        elements = self._aggregate(pos, limit, typed, depth)
        if attr_type == AttributeType.AGGREGATE:
            return elements
        if attr_type == AttributeType.SYMBOL_REF:
            return self._symbol_ref(pos, elements, typed)
        return self._dictionary(pos, elements, typed)

    def _dtype(self, pos: int) -> DType:
        code = self._data[pos]
        if not 1 <= code < LAST_DTYPE:
            raise BEFFormatError(f"invalid dtype code {code}", pos)
        return DType(code)

    def _scalar(self, pos: int, dtype: DType, limit: int):
        size = DTYPE_SIZE[dtype]
        self._aligned(pos, size, f"{dtype.name} attribute")
        self._need(pos, size, limit, f"{dtype.name} attribute")
        (value,) = _SCALARS[dtype].unpack_from(self._data, pos)
        if dtype == DType.I1:
            if value > 1:
                raise BEFFormatError(f"i1 attribute holds {value}", pos)
            return bool(value)
        if dtype == DType.BF16:
            return float(np.array([value], np.uint16).view(numpy_dtype(DType.BF16))[0])
        return value

    def _count(self, pos: int, limit: int, what: str) -> int:
        self._aligned(pos, 4, what)
        self._need(pos, 4, limit, what)
        return _U32.unpack_from(self._data, pos)[0]

    def _bytes(self, pos: int, limit: int, what: str) -> bytes:
        n = self._count(pos, limit, what)
        self._need(pos + 4, n, limit, what)
        return bytes(self._data[pos + 4:pos + 4 + n])

    def _array(self, pos: int, element: int, limit: int) -> tuple:
        n = self._count(pos, limit, "array")
        if n == 0:
            return ()
        size = array_element_size(element)
        self._aligned(pos + 4, array_element_alignment(element), "array payload")
        self._need(pos + 4, n * size, limit, "array")
        start = pos + 4
        if element == AttributeType.TYPE:
            return tuple(self._dtype(p) for p in range(start, start + n))
        values = np.frombuffer(self._data, numpy_dtype(element), n, start)
        if element == DType.I1:
            if values.view(np.uint8).max() > 1:
                raise BEFFormatError("i1 array holds a value other than 0 or 1", start)
        return ArrayValue(values.tolist(), DType(element))

    def _base_header(self, pos: int, limit: int, what: str):
        self._need(pos, ATTR_BASE_SIZE, limit, what)
        alignment, dtype, flags, prefix, byte_size = ATTR_BASE.unpack_from(self._data, pos)
        if byte_size < prefix or pos + byte_size > limit:
            raise BEFFormatError(f"{what} byte size {byte_size} is out of bounds", pos + 8)
        return alignment, dtype, flags, prefix, byte_size

    def _dense(self, pos: int, limit: int) -> np.ndarray:
        self._aligned(pos, DENSE_ALIGNMENT, "dense attribute")
        self._need(pos, DENSE_HEADER_SIZE, limit, "dense attribute")
        alignment, dtype, flags, prefix, byte_size, rank, count = (
            DENSE_HEADER.unpack_from(self._data, pos))
        if alignment != DENSE_ALIGNMENT:
            raise BEFFormatError(f"dense attribute alignment {alignment} is not 8", pos)
        if dtype not in DTYPE_SIZE:
            raise BEFFormatError(f"dense attribute has dtype {dtype} without a fixed size", pos + 1)
        if flags & ~KNOWN_DENSE_FLAGS:
            raise BEFFormatError(f"dense attribute has unknown flags {flags:#x}", pos + 2)
        splat = bool(flags & DenseFlag.SPLAT)
        if splat and count <= 1:
            raise BEFFormatError(f"dense splat of {count} elements", pos + 2)
        if prefix != DENSE_HEADER_SIZE + 8 * rank:
            raise BEFFormatError(
                f"dense attribute header of rank {rank} has prefix size {prefix}", pos + 4)
        stored = 1 if splat else count
        if pos + byte_size > limit or byte_size != prefix + stored * DTYPE_SIZE[dtype]:
            raise BEFFormatError(
                f"dense attribute byte size {byte_size} does not hold {stored} "
                f"{DType(dtype).name} elements", pos + 8)
        dims = tuple(np.frombuffer(self._data, "<i8", rank, pos + DENSE_HEADER_SIZE).tolist())
        product = 1
        for d in dims:
            if d < 0:
                raise BEFFormatError(f"dense attribute has negative dimension {d}", pos)
            product *= d
        if product != count:
            raise BEFFormatError(
                f"dense attribute shape {dims} does not have {count} elements", pos + 16)
        if count * DTYPE_SIZE[dtype] > MAX_DENSE_BYTES:
            raise BEFFormatError(f"dense attribute of {count} elements is too large", pos + 16)
        array = np.frombuffer(self._data, numpy_dtype(dtype), stored, pos + prefix)
        if dtype == DType.I1 and stored and array.view(np.uint8).max() > 1:
            raise BEFFormatError("i1 dense attribute holds a value other than 0 or 1", pos + prefix)
        if splat:
            # A read-only view that repeats the one element: nothing is expanded.
            return np.broadcast_to(array.reshape(()), dims)
        array = array.reshape(dims)
        array.flags.writeable = False  # a view of the file: never written through
        return array

    def _shape(self, pos: int, limit: int) -> Shape:
        self._aligned(pos, 8, "shape attribute")
        alignment, dialect, flags, prefix, byte_size = self._base_header(
            pos, limit, "shape attribute")
        if alignment != 8 or flags or prefix != SHAPE_HEADER_SIZE:
            raise BEFFormatError("shape attribute header is malformed", pos)
        if dialect not in ShapeDialect._value2member_map_:
            raise BEFFormatError(f"unknown shape dialect {dialect}", pos + 1)
        self._need(pos, SHAPE_HEADER_SIZE, limit, "shape attribute")
        rank = _I32.unpack_from(self._data, pos + ATTR_BASE_SIZE)[0]
        if rank < -1 or byte_size != SHAPE_HEADER_SIZE + 8 * max(rank, 0):
            raise BEFFormatError(f"shape attribute of rank {rank} has byte size {byte_size}", pos)
        if rank < 0:
            return Shape(None, ShapeDialect(dialect))
        dims = tuple(np.frombuffer(self._data, "<i8", rank, pos + SHAPE_HEADER_SIZE).tolist())
        if any(d < -1 for d in dims):
            raise BEFFormatError(f"shape attribute has dimension below -1: {dims}", pos)
        return Shape(dims, ShapeDialect(dialect))

    def _aggregate(self, pos: int, limit: int, typed: bool, depth: int) -> tuple:
        self._aligned(pos, 4, "aggregate attribute")
        alignment, dtype, flags, prefix, byte_size = self._base_header(
            pos, limit, "aggregate attribute")
        self._need(pos, AGGREGATE_HEADER_SIZE, limit, "aggregate attribute")
        count = _U32.unpack_from(self._data, pos + ATTR_BASE_SIZE)[0]
        if (alignment not in (4, 8) or dtype != 0 or flags
                or prefix != AGGREGATE_HEADER_SIZE + 4 * count or prefix > byte_size):
            raise BEFFormatError("aggregate attribute header is malformed", pos)
        self._aligned(pos + prefix, alignment, "aggregate elements")
        end = pos + byte_size
        offsets = np.frombuffer(self._data, "<u4", count, pos + AGGREGATE_HEADER_SIZE).tolist()
        elements = []
        previous = prefix
        for i, rel in enumerate(offsets):
            # Elements follow the header in order, each after its type byte, so
            # decoding always moves forward and cannot loop.
            if not previous < rel < byte_size:
                raise BEFFormatError(
                    f"aggregate element {i} offset {rel} is out of order or out of bounds",
                    pos + AGGREGATE_HEADER_SIZE + 4 * i)
            element_type = self._data[pos + rel - 1]
            value = self._decode(pos + rel, element_type, end, typed, depth + 1)
            elements.append(Typed(element_type, value) if typed else value)
            previous = rel
        return tuple(elements)

    def _symbol_ref(self, pos: int, elements: tuple, typed: bool) -> SymbolRef:
        names = [e.value if typed else e for e in elements]
        if not names or not all(isinstance(n, str) for n in names):
            raise BEFFormatError("symbol reference is not a list of names", pos)
        if typed and any(e.type != DType.STRING for e in elements):
            raise BEFFormatError("symbol reference holds a non-string", pos)
        return SymbolRef(tuple(names))

    def _dictionary(self, pos: int, elements: tuple, typed: bool) -> dict:
        if len(elements) % 2:
            raise BEFFormatError("dictionary attribute has an odd number of elements", pos)
        result = {}
        for i in range(0, len(elements), 2):
            key = elements[i].value if typed else elements[i]
            if typed and elements[i].type != DType.STRING or not isinstance(key, str):
                raise BEFFormatError(f"dictionary key {i // 2} is not a string", pos)
            if key in result:
                raise BEFFormatError(f"dictionary key {key!r} appears twice", pos)
            result[key] = elements[i + 1]
        return result
