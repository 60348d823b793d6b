"""MLIR attributes -> BEF attribute values (tfrt.bef_emitter.attributes).

Every builtin attribute kind the format can hold has a case here: integers
and floats of each DType width, bool, string, type, unit, arrays (TFRT's
rule: one fixed-size kind -> Array, otherwise Aggregate), dense arrays,
dense elements (splats kept as one element, hex blobs as their bytes), dictionaries and
symbol references, plus the #corert.shape / #tf_type.shape attributes by
their printed form. Anything else raises `Unsupported` with the reason.
"""

from __future__ import annotations

import re

import numpy as np
from mlir import ir

from tfrt.bef_emitter import asm_text
from tfrt.bef_emitter.attributes import (
    Array, Attr, Dense, Dictionary, Scalar, Shape, String, SymbolRef, TypeAttr, Unit,
    array_or_aggregate, check_dense_size,
)
from tfrt.bef_emitter.dtypes import dtype_of
from tfrt.runtime.bef.format import DTYPE_SIZE, MAX_NESTING, MAX_RANK, DType, ShapeDialect


class Unsupported(Exception):
    """The attribute has no BEF encoding; the message says why."""


class Text(str):
    """The printed form of an attribute the bindings cannot hand out."""


_DENSE_ARRAYS = {
    "DenseBoolArrayAttr": DType.I1, "DenseI8ArrayAttr": DType.I8, "DenseI16ArrayAttr": DType.I16,
    "DenseI32ArrayAttr": DType.I32, "DenseI64ArrayAttr": DType.I64,
    "DenseF32ArrayAttr": DType.F32, "DenseF64ArrayAttr": DType.F64,
}
_SHAPE = re.compile(r"^#(?P<dialect>tf_type|corert)\.shape<(?P<dims>[^>]*)>$")


def _scalar_dtype(type_text: str) -> DType:
    dtype = dtype_of(type_text)
    if dtype is None or dtype not in DTYPE_SIZE or dtype in (DType.COMPLEX64, DType.COMPLEX128):
        raise Unsupported(f"type {type_text} has no BEF scalar dtype")
    return dtype


def convert(attr, depth: int = 0) -> Attr:
    """The BEF value of `attr` (an ir.Attribute, or a `Text` when the
    bindings could not produce it)."""
    if depth > MAX_NESTING:
        raise Unsupported(f"attributes nest deeper than {MAX_NESTING} levels")
    if isinstance(attr, Text):
        return _from_text(attr)
    kind = type(attr).__name__
    if isinstance(attr, ir.BoolAttr):
        return Scalar(DType.I1, attr.value)
    if isinstance(attr, ir.IntegerAttr):
        dtype = _scalar_dtype(str(attr.type))
        value = attr.value
        if dtype in (DType.UI8, DType.UI16, DType.UI32, DType.UI64):
            value %= 1 << (8 * DTYPE_SIZE[dtype])  # the bindings read it as signed
        return Scalar(dtype, value)
    if isinstance(attr, ir.FloatAttr):
        dtype = dtype_of(str(attr.type))  # a float type: f16, bf16, f32, f64 or none
        if dtype is None:
            raise Unsupported(f"float type {attr.type} has no BEF dtype")
        return Scalar(dtype, attr.value)
    if isinstance(attr, ir.StringAttr):
        return String(attr.value_bytes)
    if isinstance(attr, ir.TypeAttr):
        dtype = dtype_of(str(attr.value))
        if dtype is None:
            raise Unsupported(f"type {attr.value} has no BEF dtype")
        return TypeAttr(dtype)
    if isinstance(attr, ir.UnitAttr):
        return Unit()
    if isinstance(attr, ir.FlatSymbolRefAttr):
        return SymbolRef([attr.value])
    if isinstance(attr, ir.SymbolRefAttr):
        return SymbolRef(attr.value)
    if isinstance(attr, ir.ArrayAttr):
        return array_or_aggregate(_elements(attr, depth))
    if isinstance(attr, ir.DictAttr):
        return Dictionary(_items(attr, depth))
    if kind in _DENSE_ARRAYS:
        return Array(_DENSE_ARRAYS[kind], list(attr), dense=True)
    if isinstance(attr, (ir.DenseIntElementsAttr, ir.DenseFPElementsAttr)):
        return _dense(attr)
    return _from_text(str(attr))


def _elements(array: ir.ArrayAttr, depth: int) -> list[Attr]:
    texts = None
    elements = []
    for i in range(len(array)):
        try:
            element = array[i]
        except TypeError:  # e.g. dense complex elements
            texts = texts or asm_text.split_top_level(str(array)[1:-1])
            element = Text(texts[i])
        elements.append(convert(element, depth + 1))
    return elements


def _items(dictionary: ir.DictAttr, depth: int) -> list[tuple[str, Attr]]:
    texts = None
    items = []
    for i in range(len(dictionary)):
        name = dictionary[i].name
        try:
            value = dictionary[name]
        except TypeError:
            texts = texts or dict(asm_text.dict_entries(str(dictionary)[1:-1]))
            value = Text(texts[name])
        items.append((name, convert(value, depth + 1)))
    return items


def _dense(attr) -> Dense:
    shaped = attr.type
    if not str(shaped).startswith("tensor<"):
        raise Unsupported(f"dense attribute of type {shaped}: BEF constants are tensors")
    dtype = dtype_of(str(shaped.element_type))
    if dtype is None or dtype not in DTYPE_SIZE:
        raise Unsupported(f"dense attribute of element type {shaped.element_type}")
    shape = list(shaped.shape)
    if len(shape) > MAX_RANK:
        raise Unsupported(f"dense attribute of rank {len(shape)}")
    check_dense_size(dtype, _count(shape))  # before the bindings make a view of it
    if dtype == DType.I1 and attr.is_splat:
        # The bindings unpack i1 buffers element by element, reading past a
        # splat's one stored bit: take the splat's value instead.
        return Dense(dtype, shape, bytes((attr.get_splat_value().value,)), splat=True)
    try:
        view = memoryview(attr)
    except (BufferError, TypeError, ValueError, RuntimeError):
        return _from_text(str(attr))  # f16, bf16: no buffer from the bindings
    size = DTYPE_SIZE[dtype]
    if attr.is_splat and view.itemsize == size and all(shape):
        # The bindings give a splat as one element repeated by zero strides:
        # take that element's bytes, never the expansion, which may not fit
        # in memory.
        element = np.asarray(view)[(0,) * len(shape)]
        return Dense(dtype, shape, np.asarray(element).tobytes(), splat=True)
    raw = view.tobytes()
    if len(raw) != size * _count(shape):
        return _from_text(str(attr))
    return Dense(dtype, shape, raw)


def _count(shape) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def _from_text(text: str) -> Attr:
    """Attributes known by their printed form: shapes, dense constants."""
    m = _SHAPE.match(text)
    if m:
        dims = m.group("dims")
        dialect = ShapeDialect.TF_TYPE if m.group("dialect") == "tf_type" else ShapeDialect.CORERT
        if dims == "*":
            return Shape(None, dialect)
        return Shape([-1 if d == "?" else int(d) for d in dims.split("x")] if dims else [],
                     dialect)
    if text.startswith("dense<"):
        try:
            dtype, shape, raw, splat = asm_text.parse_dense(text, dtype_of)
        except (ValueError, OverflowError) as e:  # numpy: a value out of its dtype's range
            raise Unsupported(f"dense attribute {text[:60]}: {e}") from None
        return Dense(dtype, shape, raw, splat=splat)
    head = text.split("<", 1)[0].split("(", 1)[0]
    raise Unsupported(f"{head or 'this'} attributes have no BEF encoding ({text[:60]})")
