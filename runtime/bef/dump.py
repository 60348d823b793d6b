"""A human-readable dump of a BEF file, section by section (for golden tests).

One line per entity, each starting with a stable keyword, so FileCheck
patterns can pin down exactly the part of the encoding a test is about:

    section 1 Attributes at 80: 236 bytes, aligned 8
      attribute @232 i32: 42
    function 0 "main" bef: 4 registers, 4 kernels, location @0
      kernel 1 "tfrt.constant.i32": 0 operands, stream 0, location @4
        attribute "value" @232 i32: 42
        result %1 used by [2]

Reading stops at the first malformed byte with the BEFFormatError.
"""

from __future__ import annotations


import numpy as np

from tfrt.runtime.bef.attributes import DenseValue, Shape, SymbolRef, is_splat
from tfrt.runtime.bef.format import (
    DTYPE_NAME, SECTION_NAMES, AttributeType, BEFFormatError, DType, FunctionKind, SectionID,
    array_element, is_array,
)
from tfrt.runtime.bef.reader import BEFFile

_KIND = {FunctionKind.BEF: "bef", FunctionKind.NATIVE: "native", FunctionKind.SYNC: "sync"}
_PREVIEW = 8  # dense elements shown


def type_name(attr_type: int) -> str:
    """`i32`, `string`, `array<i32>`, `dense_array<i1>`, `dense`, ..."""
    if is_array(attr_type):
        element = array_element(attr_type)
        inner = "type" if element == AttributeType.TYPE else DTYPE_NAME[DType(element)]
        return f"{'dense_array' if attr_type & 0x40 else 'array'}<{inner}>"
    if attr_type == DType.STRING:
        return "string"
    if 0 < attr_type < AttributeType.TYPE:
        return DTYPE_NAME[DType(attr_type)]
    return AttributeType(attr_type).name.lower()


def _quote(value) -> str:
    if isinstance(value, bytes):
        return "b" + repr(value)
    return '"' + value.encode("unicode_escape").decode("ascii").replace('"', '\\"') + '"'


_NARROW = {DType.F32: np.float32, DType.F16: np.float16}


def _scalar(value, dtype: int = 0) -> str:
    if isinstance(value, (bool, np.bool_)):
        return "true" if value else "false"
    if isinstance(value, DType):
        return DTYPE_NAME[value]
    if dtype in _NARROW:
        return str(_NARROW[dtype](value))  # the shortest text of that precision
    return str(value)


def format_value(attr_type: int, value) -> str:
    """A value decoded with `typed=True`, for humans."""
    if is_array(attr_type):
        return "[" + ", ".join(_scalar(v, array_element(attr_type)) for v in value) + "]"
    if attr_type == DType.STRING:
        return _quote(value)
    if 0 < attr_type < AttributeType.TYPE:
        return _scalar(value, attr_type)
    if isinstance(value, DenseValue):
        dtype, array = value
        shape = "x".join(map(str, array.shape))
        if is_splat(array):  # never expanded: it may not fit in memory
            return f"{DTYPE_NAME[dtype]}[{shape}] splat {_scalar(array.flat[0].item(), dtype)}"
        items = [_scalar(v, dtype) for v in array.reshape(-1)[:_PREVIEW].tolist()]
        more = f", ... ({array.size} elements)" if array.size > _PREVIEW else ""
        return f"{DTYPE_NAME[dtype]}[{shape}] [{', '.join(items)}{more}]"
    if isinstance(value, Shape):
        dims = "*" if value.dims is None else "x".join(
            "?" if d == -1 else str(d) for d in value.dims)
        return f"<{dims}> ({value.dialect.name.lower()})"
    if isinstance(value, SymbolRef):
        return "::".join("@" + p for p in value.path)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {type_name(v.type)} {format_value(v.type, v.value)}"
                               for k, v in value.items()) + "}"
    if isinstance(value, tuple):
        return "[" + ", ".join(f"{type_name(e.type)} {format_value(e.type, e.value)}"
                               for e in value) + "]"
    return _scalar(value)


def _list(values) -> str:
    return "[" + ", ".join(map(str, values)) + "]"


def dump(bef: BEFFile) -> str:
    """The dump of `bef` as text."""
    lines: list[str] = []
    try:
        _dump(bef, lines)
    except (BEFFormatError, ValueError) as e:  # a malformed part: keep what came before
        raise DumpError("".join(line + "\n" for line in lines), e) from e
    return "\n".join(lines) + "\n"


class DumpError(Exception):
    """Dumping stopped at a malformed part; `text` is the dump up to there."""

    def __init__(self, text: str, cause: Exception):
        super().__init__(str(cause))
        self.text = text
        self.cause = cause


def _dump(bef: BEFFile, lines: list[str]):
    lines.append(f"BEF version {bef.version}, {bef.size} bytes")
    for section_id, _, body, length, alignment in bef.section_headers:
        name = SECTION_NAMES.get(section_id, "unknown (skipped)")
        aligned = f", aligned {alignment}" if alignment > 1 else ""
        lines.append(f"section {section_id} {name} at {body}: {length} bytes{aligned}")
        if section_id == SectionID.STRINGS:
            _strings(bef, SectionID.STRINGS, lines)
        elif section_id == SectionID.ATTRIBUTES and bef.has_section(SectionID.ATTRIBUTE_TYPES):
            for offset, attr_type in sorted(bef.attribute_types.items()):
                value = bef.attribute(offset, attr_type, typed=True)
                lines.append(f"  attribute @{offset} {type_name(attr_type)}: "
                             f"{format_value(attr_type, value)}")
        elif section_id == SectionID.KERNELS:
            lines += [f"  kernel {i}: {n}" for i, n in enumerate(bef.kernel_names)]
        elif section_id == SectionID.TYPES:
            lines += [f"  type {i}: {n}" for i, n in enumerate(bef.types)]
        elif section_id == SectionID.FUNCTION_INDEX:
            for f in bef.functions:
                args = ", ".join(bef.types[t] for t in f.argument_types)
                results = ", ".join(bef.types[t] for t in f.result_types)
                lines.append(f"  function {f.index} {_quote(f.name)} {_KIND[f.kind]} at "
                             f"{f.offset}: ({args}) -> ({results})")
        elif section_id == SectionID.FUNCTIONS:
            for f in bef.functions:
                if not f.is_native:
                    _function(bef, f, lines)
        elif section_id == SectionID.LOCATION_STRINGS:
            _strings(bef, SectionID.LOCATION_STRINGS, lines)
        elif section_id == SectionID.LOCATIONS:
            offsets = sorted({f.location for f in bef.functions if not f.is_native}
                             | {k.location for f in bef.functions if not f.is_native
                                for k in f.kernels[1:]})
            lines += [f"  location @{o}: {bef.location(o)}" for o in offsets]
        elif section_id == SectionID.ATTRIBUTE_TYPES:
            for offset, attr_type in sorted(bef.attribute_types.items()):
                lines.append(f"  attribute @{offset}: {type_name(attr_type)}")
        elif section_id == SectionID.REGISTER_TYPES:
            for f, types in zip(bef.functions, bef.register_types):
                lines.append(f"  function {f.index}: {_list(types)}")
        elif section_id == SectionID.ATTRIBUTE_NAMES:
            for f, kernels in zip(bef.functions, bef.attribute_names):
                for k, (special, names) in enumerate(kernels[1:], 1):
                    lines.append(f"  function {f.index} kernel {k}: special {special}, "
                                 f"names [{', '.join(map(_quote, names))}]")
        elif section_id == SectionID.KERNEL_FLAGS:
            for (f, k), flags in sorted(bef.kernel_flags.items()):
                lines.append(f"  function {f} kernel {k}: {flags.name.lower()}")
        elif section_id == SectionID.FUNCTION_INFO:
            for f, info in zip(bef.functions, bef.function_info):
                flags = [n.lower() for n, v in type(info.flags).__members__.items()
                         if info.flags & v]
                symbols = ", ".join(f"kernel {k} {_quote(n)}" + ("" if c is None else f"[{c}]")
                                    for k, n, c in info.symbol_attributes)
                lines.append(f"  function {f.index}: {' '.join(flags) or 'no-return'}"
                             + (f"; symbols {symbols}" if symbols else ""))


def _strings(bef: BEFFile, section_id: SectionID, lines: list[str]):
    start, length = bef.section(section_id)
    offset = 0
    while offset < length:
        text = bef._string(section_id, offset)
        lines.append(f"  string @{offset}: {_quote(text)}")
        offset += len(text.encode("utf-8")) + 1


def _function(bef: BEFFile, f, lines: list[str]):
    kernels = f.kernels
    lines.append(f"function {f.index} {_quote(f.name)} {_KIND[f.kind]}: {f.num_registers} "
                 f"registers, {len(kernels)} kernels, location @{f.location}")
    register_types = (bef.register_types[f.index]
                      if bef.has_section(SectionID.REGISTER_TYPES) else None)
    for r, uses in enumerate(f.register_uses):
        type_text = f" {bef.types[register_types[r]]}" if register_types else ""
        lines.append(f"  register %{r}{type_text}: {uses} uses")
    names = bef.attribute_names[f.index] if bef.has_section(SectionID.ATTRIBUTE_NAMES) else None
    pseudo = kernels[0]
    results = ", ".join(f"%{r} used by {_list(u)}" for r, u in
                        zip(pseudo.results, pseudo.used_by))
    lines.append(f"  kernel 0 pseudo: {results}")
    for k, kernel in enumerate(kernels[1:], 1):
        strict = ", nonstrict" if kernel.nonstrict else ""
        lines.append(f"  kernel {k} {_quote(bef.kernel_names[kernel.code])}: "
                     f"{kernel.num_operands} operands, stream {kernel.stream}, "
                     f"location @{kernel.location}{strict}")
        if kernel.arguments:
            lines.append(f"    arguments {', '.join(f'%{a}' for a in kernel.arguments)}")
        for i, offset in enumerate(kernel.attributes):
            name = f"{_quote(names[k][1][i])} " if names else ""
            attr_type = bef.attribute_types.get(offset)
            if attr_type is None:
                lines.append(f"    attribute {name}@{offset}")
                continue
            value = format_value(attr_type, bef.attribute(offset, attr_type, typed=True))
            lines.append(f"    attribute {name}@{offset} {type_name(attr_type)}: {value}")
        for g in kernel.functions:
            target = bef.functions[g]
            label = f"@{target.name}" if target.name else "region"
            lines.append(f"    function {g} {label}")
        for r, users in zip(kernel.results, kernel.used_by):
            lines.append(f"    result %{r} used by {_list(users)}")
    if f.result_registers:
        lines.append(f"  return {', '.join(f'%{r}' for r in f.result_registers)}")
