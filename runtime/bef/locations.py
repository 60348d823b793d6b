"""Decoding the Locations section (with its LocationStrings section).

A location is a kind byte followed by its fields; nested locations follow
inline (TFRT's bef_location.h):

    UNKNOWN       0x00
    FILE_LINE_COL 0x01 OFFSET<filename> INTEGER<line> INTEGER<column>
    NAME          0x02 OFFSET<name> LOCATION<child>
    CALLSITE      0x03 LOCATION<callee> LOCATION<caller>
    FUSED         0x04 INTEGER<count> LOCATION*

Offsets are into the LocationStrings section (NUL-terminated strings). The
decoded classes print themselves in MLIR's `loc(...)` syntax.
"""

from __future__ import annotations

from typing import NamedTuple, Union

from tfrt.runtime.bef.format import MAX_NESTING, BEFFormatError, LocationType, read_vbr


def _quote(text: str) -> str:
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif " " <= ch <= "~":
            out.append(ch)
        else:
            out.extend(f"\\{b:02X}" for b in ch.encode("utf-8"))
    return '"' + "".join(out) + '"'


class UnknownLoc(NamedTuple):
    def mlir(self) -> str:
        return "unknown"

    def __str__(self):
        return "loc(unknown)"


class FileLineColLoc(NamedTuple):
    filename: str
    line: int
    column: int

    def mlir(self) -> str:
        return f"{_quote(self.filename)}:{self.line}:{self.column}"

    def __str__(self):
        return f"loc({self.mlir()})"


class NameLoc(NamedTuple):
    name: str
    child: "Location"

    def mlir(self) -> str:
        if isinstance(self.child, UnknownLoc):
            return _quote(self.name)
        return f"{_quote(self.name)}({self.child.mlir()})"

    def __str__(self):
        return f"loc({self.mlir()})"


class CallSiteLoc(NamedTuple):
    callee: "Location"
    caller: "Location"

    def mlir(self) -> str:
        return f"callsite({self.callee.mlir()} at {self.caller.mlir()})"

    def __str__(self):
        return f"loc({self.mlir()})"


class FusedLoc(NamedTuple):
    locations: tuple

    def mlir(self) -> str:
        return "fused[" + ", ".join(loc.mlir() for loc in self.locations) + "]"

    def __str__(self):
        return f"loc({self.mlir()})"


Location = Union[UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc]


def first_file_location(loc: Location) -> FileLineColLoc | None:
    """The first file:line:col inside `loc` (for `file:line:col: error:` messages)."""
    if isinstance(loc, FileLineColLoc):
        return loc
    children = {NameLoc: lambda l: (l.child,), CallSiteLoc: lambda l: (l.callee, l.caller),
                FusedLoc: lambda l: l.locations}.get(type(loc), lambda l: ())(loc)
    for child in children:
        found = first_file_location(child)
        if found:
            return found
    return None


class LocationDecoder:
    """Reads locations at offsets into the Locations section of `data`."""

    def __init__(self, data: memoryview, locations: tuple[int, int], strings):
        self._data = data
        self._base, length = locations
        self._end = self._base + length
        self._string = strings  # offset -> str, from the LocationStrings section

    @property
    def size(self) -> int:
        return self._end - self._base

    def decode(self, offset: int) -> Location:
        if not 0 <= offset < self.size:
            raise BEFFormatError(
                f"location offset {offset} is outside the Locations section ({self.size} bytes)",
                self._base)
        return self._read(self._base + offset, 0)[0]

    def _read(self, pos: int, depth: int):
        if depth > MAX_NESTING:
            raise BEFFormatError("locations nest too deeply", pos)
        if pos >= self._end:
            raise BEFFormatError("truncated location", pos)
        kind = self._data[pos]
        pos += 1
        if kind == LocationType.UNKNOWN:
            return UnknownLoc(), pos
        if kind == LocationType.FILE_LINE_COL:
            name, pos = read_vbr(self._data, pos, self._end)
            line, pos = read_vbr(self._data, pos, self._end)
            column, pos = read_vbr(self._data, pos, self._end)
            return FileLineColLoc(self._string(name), line, column), pos
        if kind == LocationType.NAME:
            name, pos = read_vbr(self._data, pos, self._end)
            child, pos = self._read(pos, depth + 1)
            return NameLoc(self._string(name), child), pos
        if kind == LocationType.CALLSITE:
            callee, pos = self._read(pos, depth + 1)
            caller, pos = self._read(pos, depth + 1)
            return CallSiteLoc(callee, caller), pos
        if kind == LocationType.FUSED:
            start = pos
            count, pos = read_vbr(self._data, pos, self._end)
            if count > self._end - pos:
                raise BEFFormatError(f"fused location claims {count} locations", start)
            parts = []
            for _ in range(count):
                loc, pos = self._read(pos, depth + 1)
                parts.append(loc)
            return FusedLoc(tuple(parts)), pos
        raise BEFFormatError(f"unknown location kind {kind}", pos - 1)


def first_name(loc: Location) -> str | None:
    """The name of the first NameLoc inside `loc`, depth first: a kernel's
    debug info, as TFRT calls it (an op's name in TensorFlow's graph)."""
    if isinstance(loc, NameLoc):
        return loc.name
    children = {CallSiteLoc: lambda l: (l.callee, l.caller),
                FusedLoc: lambda l: l.locations}.get(type(loc), lambda l: ())(loc)
    for child in children:
        found = first_name(child)
        if found is not None:
            return found
    return None
