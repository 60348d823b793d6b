"""The BEF reader: maps a file, finds its sections, decodes functions on demand.

Opening reads the header, the section table and the function index,
checking every offset, count and index it meets; kernel names and types are
decoded on first use. A function body is decoded once, on first access
(`tfrt.runtime.bef.function`), into flat tuples of ints an executor indexes
directly, and verified so that an executor may trust it. Anything malformed
raises `BEFFormatError` naming the byte offset. Attributes and locations
are decoded on request; dense attributes are numpy views of the mapping,
never copies.
"""

from __future__ import annotations

import mmap
import os
from functools import cached_property

from tfrt.runtime.bef import tool_sections
from tfrt.runtime.bef.attributes import AttributeDecoder
from tfrt.runtime.bef.format import (
    ATTRIBUTE_ALIGNMENT, HEADER_SIZE, KERNEL_ALIGNMENT, KNOWN_KERNEL_FLAGS, REQUIRED_SECTIONS,
    SECTION_NAMES, BEFFormatError, FunctionKind, KernelFlag, SectionID, align_up, check_count,
    check_end, check_padding, read_header, read_vbr,
)
from tfrt.runtime.bef.function import BEFFunction
from tfrt.runtime.bef.locations import Location, LocationDecoder
from tfrt.runtime.bef.signatures import Signatures, decode_signatures
from tfrt.runtime.bef.tool_sections import FunctionInfo

_SECTION_IDS = {int(s): s for s in SectionID}


class BEFFile:
    """A BEF file held in memory (`BEFFile.open` maps one from disk)."""

    def __init__(self, buffer, *, name: str = "<buffer>"):
        self.name = name
        self._mmap = buffer if isinstance(buffer, mmap.mmap) else None
        self._data = self.data = memoryview(buffer).cast("B")
        self.size = len(self._data)
        self.sections: dict[SectionID, tuple[int, int]] = {}  # id -> (offset, length)
        # (id, header offset, body offset, length, alignment), unknown ids too.
        self.section_headers: list[tuple[int, int, int, int, int]] = []
        self._string_cache: dict[SectionID, tuple[dict, bytes]] = {}
        self.version = self._read_header()
        self._read_sections()
        self._num_types = self._table_size(SectionID.TYPES)
        self.functions: tuple[BEFFunction, ...] = self._read_function_index()
        self._by_name = {f.name: f for f in self.functions if f.name}
        self._attributes = AttributeDecoder(self._data, *self.section(SectionID.ATTRIBUTES))
        self._locations = LocationDecoder(
            self._data, self.section(SectionID.LOCATIONS),
            lambda offset: self._string(SectionID.LOCATION_STRINGS, offset))

    @classmethod
    def open(cls, path) -> "BEFFile":
        """Memory-maps the file at `path` (read-only) and reads its index."""
        with open(path, "rb") as f:
            if os.fstat(f.fileno()).st_size == 0:
                raise BEFFormatError(f"{path}: empty file, not a BEF file", 0)
            mapping = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        try:
            return cls(mapping, name=os.fspath(path))
        except BaseException:
            _close(mapping)
            raise

    def close(self):
        """Drops the mapping; numpy views of it stay valid until they are freed."""
        try:
            self._data.release()
        except BufferError:
            pass  # views of attributes are alive; the mapping goes with them
        if self._mmap is not None:
            _close(self._mmap)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- functions and tables ---------------------------------------------------

    def function(self, key) -> BEFFunction:
        """The function called `key` (str), or at index `key` (int)."""
        if isinstance(key, str):
            return self._by_name[key]
        return self.functions[key]

    @cached_property
    def kernel_names(self) -> tuple[str, ...]:
        """Kernel codes -> names (the Kernels section), decoded on first use."""
        return self._read_name_table(SectionID.KERNELS)

    @cached_property
    def types(self) -> tuple[str, ...]:
        """Type indices -> names (the Types section), decoded on first use."""
        return self._read_name_table(SectionID.TYPES)

    def section(self, section_id: SectionID) -> tuple[int, int]:
        """(offset, length) of a section; (0, 0) when the file has none."""
        return self.sections.get(section_id, (0, 0))

    def string(self, offset: int) -> str:
        """The NUL-terminated string at `offset` in the Strings section."""
        return self._string(SectionID.STRINGS, offset)

    def attribute(self, offset: int, attr_type: int | None = None, *, typed: bool = False):
        """The attribute at `offset`; its kind comes from the AttributeTypes
        section unless given (see AttributeDecoder.decode for the values)."""
        if attr_type is None:
            try:
                attr_type = self.attribute_types[offset]
            except KeyError:
                raise BEFFormatError(
                    f"the AttributeTypes section has no entry for attribute {offset}",
                    self.section(SectionID.ATTRIBUTE_TYPES)[0]) from None
        return self._attributes.decode(offset, attr_type, typed=typed)

    def location(self, offset: int) -> Location:
        return self._locations.decode(offset)

    @cached_property
    def kernel_flags(self) -> dict[tuple[int, int], KernelFlag]:
        """(function index, kernel index) -> flags, for kernels with flags."""
        start, length = self.section(SectionID.KERNEL_FLAGS)
        end = start + length
        count, pos = read_vbr(self._data, start, end) if length else (0, start)
        check_count(count, 3, pos, end, "kernel flag entries")
        flags = {}
        previous = (-1, -1)
        for _ in range(count):
            entry = pos
            function, pos = read_vbr(self._data, pos, end)
            kernel, pos = read_vbr(self._data, pos, end)
            value, pos = read_vbr(self._data, pos, end)
            if function >= len(self.functions) or kernel == 0:
                raise BEFFormatError(f"kernel flags name kernel {kernel} of function {function}",
                                     entry)
            if (function, kernel) <= previous:
                raise BEFFormatError("kernel flag entries are not in increasing order", entry)
            if not value or value & ~KNOWN_KERNEL_FLAGS:
                raise BEFFormatError(f"invalid kernel flags {value:#x}", entry)
            flags[function, kernel] = KernelFlag(value)
            previous = (function, kernel)
        check_end(pos, end, "KernelFlags")
        return flags

    def verify(self) -> None:
        """Decodes everything now (every function body, location and attribute
        whose kind the file records, and every table) instead of on first use,
        so a malformed part is a BEFFormatError here rather than later."""
        for f in self.functions:
            if f.is_native:
                continue
            self.location(f.location)
            for k in f.kernels[1:]:
                self.location(k.location)
                for offset in k.attributes:
                    if offset in self.attribute_types:
                        self.attribute(offset)
                        self.attribute(offset, typed=True)
        self.kernel_flags, self.register_types, self.attribute_names, self.function_info
        self.signatures

    # -- the optional sections, for tools (see tool_sections) -------------------

    def has_section(self, section_id: SectionID) -> bool:
        return section_id in self.sections

    @cached_property
    def attribute_types(self) -> dict[int, int]:
        """Attribute offset -> AttributeType (the AttributeTypes section)."""
        return tool_sections.attribute_types(self)

    @cached_property
    def register_types(self) -> tuple[tuple[int, ...], ...]:
        """Per function, the type index of each register (RegisterTypes)."""
        return tool_sections.register_types(self)

    @cached_property
    def attribute_names(self) -> tuple[tuple[tuple[int, tuple[str, ...]], ...], ...]:
        """Per function, per kernel (the pseudo kernel included, with no names):
        (special byte, attribute names) -- the AttributeNames section."""
        return tool_sections.attribute_names(self)

    @cached_property
    def compiled_modules(self) -> tuple[str, ...]:
        """The MLIR text of each nested `tfrt.compiled` module (none if the
        file has no CompiledModules section)."""
        return tool_sections.compiled_modules(self)

    @cached_property
    def function_info(self) -> tuple[FunctionInfo, ...]:
        """Per function, the FunctionInfo section's entry."""
        return tool_sections.function_info(self)

    @cached_property
    def signatures(self) -> Signatures | None:
        """The Signatures section (entry inputs and outputs, variables), or None
        if the file has none; its functions are checked to be in the file."""
        if SectionID.SIGNATURES not in self.sections:
            return None
        start, length = self.section(SectionID.SIGNATURES)
        signatures = decode_signatures(self._data, start, length)
        names = {f.name for f in self.functions}
        for name in [*signatures.functions, signatures.init]:
            if name is not None and name not in names:
                raise BEFFormatError(f"the Signatures section names a function {name!r} "
                                     f"the file does not have", start)
        return signatures

    # -- reading ------------------------------------------------------------------

    def _read_header(self) -> int:
        return read_header(self._data, self.size)

    def _read_sections(self):
        data, size, pos = self._data, self.size, HEADER_SIZE
        while pos < size:
            start = pos
            section_id = data[pos]
            length_and_flag, pos = read_vbr(data, pos + 1, size)
            length = length_and_flag >> 1
            alignment = 1
            if length_and_flag & 1:
                if pos >= size:
                    raise BEFFormatError("truncated section alignment", pos)
                alignment = data[pos]
                if alignment == 0 or alignment & (alignment - 1):
                    raise BEFFormatError(f"section alignment {alignment} is not a power of 2", pos)
                body = align_up(pos + 1, alignment)
                check_padding(data, pos + 1, min(body, size))
                pos = body
            if length > size - pos:
                raise BEFFormatError(
                    f"section {section_id} of {length} bytes runs past the end of the file "
                    f"({size} bytes)", start)
            self.section_headers.append((section_id, start, pos, length, alignment))
            sid = _SECTION_IDS.get(section_id)
            if sid is not None:
                if sid in self.sections:
                    raise BEFFormatError(f"section {sid.name} appears twice", start)
                self.sections[sid] = (pos, length)
            pos += length  # unknown sections are skipped
        for sid, alignment in ((SectionID.ATTRIBUTES, ATTRIBUTE_ALIGNMENT),
                               (SectionID.FUNCTIONS, KERNEL_ALIGNMENT)):
            offset, length = self.section(sid)
            if length and offset % alignment:
                raise BEFFormatError(f"section {sid.name} is not {alignment}-aligned", offset)
        missing = [SECTION_NAMES[s] for s in sorted(REQUIRED_SECTIONS - self.sections.keys())]
        if missing:
            raise BEFFormatError(f"the file has no {', '.join(missing)} section"
                                 + ("s" if len(missing) > 1 else ""), size)

    def _string(self, section_id: SectionID, offset: int) -> str:
        cache = self._string_cache.get(section_id)
        if cache is None:
            start, length = self.section(section_id)
            # Name tables are small; one copy of the section makes lookups fast.
            cache = self._string_cache[section_id] = ({}, bytes(self._data[start:start + length]))
        strings, raw = cache
        try:
            return strings[offset]
        except KeyError:
            pass
        start = self.section(section_id)[0]
        if not 0 <= offset < len(raw):
            raise BEFFormatError(
                f"string offset {offset} is outside the {section_id.name} section "
                f"({len(raw)} bytes)", start)
        nul = raw.find(b"\0", offset)
        if nul < 0:
            raise BEFFormatError("string is not NUL-terminated", start + offset)
        try:
            text = raw[offset:nul].decode("utf-8")
        except UnicodeDecodeError:
            raise BEFFormatError("string is not valid UTF-8", start + offset) from None
        strings[offset] = text
        return text

    def _table_size(self, section_id: SectionID) -> int:
        start, length = self.section(section_id)
        if not length:
            return 0
        count, pos = read_vbr(self._data, start, start + length)
        check_count(count, 1, pos, start + length, f"{section_id.name} entries")
        return count

    def _read_name_table(self, section_id: SectionID) -> tuple[str, ...]:
        start, length = self.section(section_id)
        end = start + length
        if not length:
            return ()
        count, pos = read_vbr(self._data, start, end)
        check_count(count, 1, pos, end, f"{section_id.name} entries")
        names = []
        for _ in range(count):
            entry = pos
            offset, pos = read_vbr(self._data, pos, end)
            try:
                names.append(self.string(offset))
            except BEFFormatError as e:
                raise BEFFormatError(f"{section_id.name} entry: {e.message}", entry) from None
        check_end(pos, end, section_id.name)
        return tuple(names)

    def _read_function_index(self) -> tuple[BEFFunction, ...]:
        start, length = self.section(SectionID.FUNCTION_INDEX)
        end = start + length
        if not length:
            return ()
        functions_size = self.section(SectionID.FUNCTIONS)[1]
        count, pos = read_vbr(self._data, start, end)
        check_count(count, 5, pos, end, "functions")
        functions = []
        names = set()
        for index in range(count):
            entry = pos
            kind = self._data[pos]
            if kind not in FunctionKind._value2member_map_:
                raise BEFFormatError(f"unknown function kind {kind}", pos)
            offset, pos = read_vbr(self._data, pos + 1, end)
            name_offset, pos = read_vbr(self._data, pos, end)
            name = self.string(name_offset)
            types = []
            for _ in range(2):
                n, pos = read_vbr(self._data, pos, end)
                check_count(n, 1, pos, end, "function types")
                indices = []
                for _ in range(n):
                    t, pos = read_vbr(self._data, pos, end)
                    if t >= self._num_types:
                        raise BEFFormatError(f"type index {t} is out of range", pos - 1)
                    indices.append(t)
                types.append(tuple(indices))
            kind = FunctionKind(kind)
            if kind == FunctionKind.NATIVE:
                if offset or not name:
                    raise BEFFormatError("a native function needs a name and offset 0", entry)
            elif offset >= functions_size:
                raise BEFFormatError(
                    f"function offset {offset} is outside the Functions section", entry)
            if name and name in names:
                raise BEFFormatError(f"two functions are called {name!r}", entry)
            names.add(name)
            functions.append(BEFFunction(self, index, name, kind, offset, *types))
        check_end(pos, end, "FunctionIndex")
        return tuple(functions)


def _close(mapping: mmap.mmap):
    try:
        mapping.close()
    except BufferError:
        pass  # numpy views still use it; it goes when they do


