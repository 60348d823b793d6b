"""The sections only tools need: AttributeTypes, AttributeNames,
RegisterTypes, FunctionInfo and CompiledModules (docs/bef.md, section 7).

Executing a file never reads them; BEF -> MLIR and the dump do. Each is
decoded in full on first use (through the `BEFFile` properties of the same
names) and checked against the functions it describes.
"""

from __future__ import annotations

from typing import NamedTuple

from tfrt.runtime.bef.format import (
    KNOWN_FUNCTION_INFO_FLAGS, BEFFormatError, FunctionInfoFlag, KernelFlag, SectionID,
    check_count, check_end, is_valid_attribute_type, read_vbr,
)


class FunctionInfo(NamedTuple):
    """What BEF -> MLIR needs beyond execution (the FunctionInfo section)."""

    flags: FunctionInfoFlag
    # (kernel, attribute name, count): kernel `kernel` takes its next functions
    # from attribute `name`, a single symbol (count None) or a list of them.
    symbol_attributes: tuple[tuple[int, str, int | None], ...]


def attribute_types(bef) -> dict[int, int]:
    """Attribute offset -> AttributeType (the AttributeTypes section)."""
    start, length = bef.section(SectionID.ATTRIBUTE_TYPES)
    end = start + length
    count, pos = read_vbr(bef.data, start, end) if length else (0, start)
    check_count(count, 2, pos, end, "attribute type entries")
    size = bef.section(SectionID.ATTRIBUTES)[1]
    types = {}
    for _ in range(count):
        entry = pos
        offset, pos = read_vbr(bef.data, pos, end)
        attr_type, pos = read_vbr(bef.data, pos, end)
        if offset >= size:
            raise BEFFormatError(f"attribute offset {offset} is out of range", entry)
        if not is_valid_attribute_type(attr_type):
            raise BEFFormatError(f"unknown attribute type {attr_type}", entry)
        if offset in types:
            raise BEFFormatError(f"attribute {offset} has two types", entry)
        types[offset] = attr_type
    check_end(pos, end, "AttributeTypes")
    return types

def register_types(bef) -> tuple[tuple[int, ...], ...]:
    """Per function, the type index of each register (RegisterTypes)."""
    tables = _per_function_tables(bef, SectionID.REGISTER_TYPES)
    result = []
    for function, (pos, end_pos, values) in zip(bef.functions, tables):
        expected = 0 if function.is_native else function.num_registers
        if len(values) != expected or any(t >= len(bef.types) for t in values):
            raise BEFFormatError(
                f"register types of function {function.index} do not match its "
                f"{expected} registers and {len(bef.types)} types", pos)
        result.append(values)
    return tuple(result)

def _per_function_tables(bef, section_id: SectionID):
    """[(entry offset, end, values)] of a `count (n value*n)*` section."""
    start, length = bef.section(section_id)
    end = start + length
    count, pos = read_vbr(bef.data, start, end) if length else (0, start)
    if count != len(bef.functions):
        raise BEFFormatError(
            f"{section_id.name} has {count} functions, the index {len(bef.functions)}",
            start)
    tables = []
    for _ in range(count):
        entry = pos
        n, pos = read_vbr(bef.data, pos, end)
        check_count(n, 1, pos, end, "entries")
        values = []
        for _ in range(n):
            v, pos = read_vbr(bef.data, pos, end)
            values.append(v)
        tables.append((entry, end, tuple(values)))
    check_end(pos, end, section_id.name)
    return tables

def attribute_names(bef) -> tuple[tuple[tuple[int, tuple[str, ...]], ...], ...]:
    """Per function, per kernel (the pseudo kernel included, with no names):
    (special byte, attribute names) -- the AttributeNames section."""
    start, length = bef.section(SectionID.ATTRIBUTE_NAMES)
    end = start + length
    count, pos = read_vbr(bef.data, start, end) if length else (0, start)
    if count != len(bef.functions):
        raise BEFFormatError(
            f"AttributeNames has {count} functions, the index {len(bef.functions)}", start)
    result = []
    for function in bef.functions:
        entry = pos
        num_kernels, pos = read_vbr(bef.data, pos, end)
        kernels = () if function.is_native else function.kernels
        if num_kernels != len(kernels):
            raise BEFFormatError(
                f"AttributeNames lists {num_kernels} kernels for function "
                f"{function.index}, which has {len(kernels)}", entry)
        names = [(0, ())] if kernels else []
        for index, kernel in enumerate(kernels[1:], 1):
            if pos >= end:
                raise BEFFormatError("truncated AttributeNames section", pos)
            special = bef.data[pos]
            expected = int(kernel.nonstrict and KernelFlag.NON_STRICT)
            if special != expected:
                raise BEFFormatError(
                    f"special byte {special} of kernel {index} disagrees with its flags", pos)
            pos += 1
            offsets = []
            for _ in kernel.attributes:
                offset, pos = read_vbr(bef.data, pos, end)
                offsets.append(offset)
            names.append((special, tuple(bef.string(o) for o in offsets)))
        result.append(tuple(names))
    check_end(pos, end, "AttributeNames")
    return tuple(result)

def function_info(bef) -> tuple[FunctionInfo, ...]:
    """Per function, the FunctionInfo section's entry."""
    start, length = bef.section(SectionID.FUNCTION_INFO)
    end = start + length
    count, pos = read_vbr(bef.data, start, end) if length else (0, start)
    if count != len(bef.functions):
        raise BEFFormatError(
            f"FunctionInfo has {count} functions, the index {len(bef.functions)}", start)
    result = []
    for function in bef.functions:
        if pos >= end:
            raise BEFFormatError("truncated FunctionInfo section", pos)
        flags = bef.data[pos]
        if flags & ~KNOWN_FUNCTION_INFO_FLAGS:
            raise BEFFormatError(f"invalid function info flags {flags:#x}", pos)
        num, pos = read_vbr(bef.data, pos + 1, end)
        check_count(num, 3, pos, end, "symbol attributes")
        kernels = () if function.is_native else function.kernels
        attrs = []
        used = {}
        for _ in range(num):
            entry = pos
            kernel, pos = read_vbr(bef.data, pos, end)
            name, pos = read_vbr(bef.data, pos, end)
            shape, pos = read_vbr(bef.data, pos, end)
            n = 1 if shape == 0 else shape
            if not 1 <= kernel < len(kernels) or (attrs and kernel < attrs[-1][0]):
                raise BEFFormatError(f"symbol attribute names kernel {kernel}", entry)
            used[kernel] = used.get(kernel, 0) + n
            if used[kernel] > len(kernels[kernel].functions):
                raise BEFFormatError(
                    f"kernel {kernel} has fewer functions than its symbol attributes", entry)
            attrs.append((kernel, bef.string(name), None if shape == 0 else shape))
        result.append(FunctionInfo(FunctionInfoFlag(flags), tuple(attrs)))
    check_end(pos, end, "FunctionInfo")
    return tuple(result)


def compiled_modules(bef) -> tuple[str, ...]:
    """The MLIR text of each nested `tfrt.compiled` module (CompiledModules)."""
    if not bef.has_section(SectionID.COMPILED_MODULES):
        return ()
    start, length = bef.section(SectionID.COMPILED_MODULES)
    end = start + length
    count, pos = read_vbr(bef.data, start, end) if length else (0, start)
    check_count(count, 1, pos, end, "compiled modules")
    modules = []
    for _ in range(count):
        size, pos = read_vbr(bef.data, pos, end)
        if size > end - pos:
            raise BEFFormatError(f"a compiled module of {size} bytes overruns its section", pos)
        try:
            modules.append(bytes(bef.data[pos:pos + size]).decode("utf-8"))
        except UnicodeDecodeError:
            raise BEFFormatError("a compiled module is not UTF-8 text", pos) from None
        pos += size
    check_end(pos, end, "CompiledModules")
    return tuple(modules)
