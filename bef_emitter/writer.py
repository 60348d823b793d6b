"""A pure-Python BEF writer: build functions, kernels and attributes, get bytes.

    w = BEFWriter()
    main = w.function("main", ["i32"], ["i32"])
    (x,) = main.kernel("tfrt.constant.i32", results=["i32"], attributes={"value": i32(42)})
    (y,) = main.kernel("tfrt.add.i32", [main.arguments[0], x], ["i32"])
    main.return_([y])
    data = w.to_bytes()

Registers are ints: a function's arguments first, then each kernel's results
in order, as BEF numbers them. The bytes depend only on what was built, not
on the order of calls: tables are laid out in function-index order, kernels
in order, attributes of a kernel by name (docs/bef.md, "Canonical form").
No MLIR here; `mlir_to_bef` drives this writer.
"""

from __future__ import annotations

import struct
from typing import Mapping, Sequence, Union

from tfrt.bef_emitter.attributes import Attr, AttrBuffer, from_python
from tfrt.bef_emitter.conventions import NONSTRICT_ATTRIBUTE, RETURN_OPS
from tfrt.runtime.bef.format import (
    ATTRIBUTE_ALIGNMENT, FIXED32_MAX, HEADER_SIZE, KERNEL_ALIGNMENT, PADDING_BYTE,
    PSEUDO_KERNEL_CODE, PSEUDO_KERNEL_LOCATION, FunctionInfoFlag, FunctionKind, KernelFlag,
    LocationType, SectionID, encode_header, encode_vbr, vbr_size,
)
from tfrt.runtime.bef.locations import (
    CallSiteLoc, FileLineColLoc, FusedLoc, Location, NameLoc, UnknownLoc,
)

def _check_name(name: str, what: str) -> str:
    if not isinstance(name, str) or "\0" in name:
        raise ValueError(f"{what} {name!r} must be a string without NUL")
    return name


class NativeFunction:
    """A function the runtime implements natively (no body)."""

    kind = FunctionKind.NATIVE

    def __init__(self, index: int, name: str, argument_types, result_types):
        self.index = index
        self.name = name
        self.argument_types = tuple(argument_types)
        self.result_types = tuple(result_types)
        self.location: Location = UnknownLoc()


class _Kernel:
    __slots__ = ("name", "arguments", "results", "attributes", "symbols", "regions",
                 "nonstrict", "location")

    def __init__(self, name, arguments, results, attributes, symbols, regions, nonstrict,
                 location):
        self.name = name
        self.arguments = arguments  # registers
        self.results = results  # registers
        self.attributes = attributes  # [(name, Attr)], by name
        self.symbols = symbols  # [(name, [function], is_array)], by name
        self.regions = regions  # [FunctionBuilder]
        self.nonstrict = nonstrict
        self.location = location

    @property
    def functions(self):
        return [f for _, fs, _ in self.symbols for f in fs] + list(self.regions)


FunctionRef = Union["FunctionBuilder", NativeFunction]


class FunctionBuilder:
    """A function (named) or a region of a kernel (unnamed) being built."""

    def __init__(self, writer, index, name, kind, argument_types, result_types, location):
        self._writer = writer
        self.index = index
        self.name = name
        self.kind = kind
        self.argument_types = tuple(_check_name(t, "type") for t in argument_types)
        self.result_types = None if result_types is None else tuple(
            _check_name(t, "type") for t in result_types)
        self.location: Location = location or UnknownLoc()
        self.register_types: list[str] = list(self.argument_types)
        self.arguments = tuple(range(len(self.argument_types)))
        self.kernels: list[_Kernel] = []
        self.results: tuple[int, ...] | None = None
        self.return_op: str | None = None
        self.owner: _Kernel | None = None  # the kernel a region belongs to

    def _register(self, r) -> int:
        if not isinstance(r, int) or not 0 <= r < len(self.register_types):
            raise ValueError(f"{r!r} is not a register of function {self.index}")
        return r

    def kernel(self, name: str, arguments: Sequence[int] = (), results: Sequence[str] = (), *,
               attributes: Mapping[str, object] | None = None,
               regions: Sequence["FunctionBuilder"] = (), nonstrict: bool = False,
               location: Location | None = None) -> tuple[int, ...]:
        """Adds a kernel; returns the registers of its results (`results` are
        their type names). An attribute whose value is a function (or a
        non-empty list of functions) is a symbol reference: it becomes part
        of the kernel's function list, before the `regions`."""
        if self.results is not None:
            raise ValueError(f"function {self.index} already returned")
        if not name:
            raise ValueError("a kernel needs a name")
        _check_name(name, "kernel name")
        args = tuple(self._register(a) for a in arguments)
        attrs, symbols = [], []
        for attr_name, value in sorted((attributes or {}).items(),
                                       key=lambda kv: kv[0].encode("utf-8")):
            _check_name(attr_name, "attribute name")
            if attr_name == NONSTRICT_ATTRIBUTE:
                raise ValueError("use nonstrict=True rather than a bef.nonstrict attribute")
            if isinstance(value, (FunctionBuilder, NativeFunction)):
                symbols.append((attr_name, [self._writer._own(value)], False))
            elif (isinstance(value, (list, tuple)) and value
                  and all(isinstance(v, (FunctionBuilder, NativeFunction)) for v in value)):
                symbols.append((attr_name, [self._writer._own(v) for v in value], True))
            else:
                attrs.append((attr_name, from_python(value)))
        for f in symbols:
            for fn in f[1]:
                if not fn.name:
                    raise ValueError("a symbol reference needs a named function")
        kernel = _Kernel(name, args, (), attrs, symbols, list(regions), bool(nonstrict),
                         location or UnknownLoc())
        for region in regions:
            if not isinstance(region, FunctionBuilder) or region.name:
                raise ValueError("regions must come from BEFWriter.region()")
            self._writer._own(region)
            if region.owner is not None:
                raise ValueError(f"region {region.index} already belongs to a kernel")
            region.owner = kernel
        first = len(self.register_types)
        self.register_types.extend(_check_name(t, "type") for t in results)
        kernel.results = tuple(range(first, len(self.register_types)))
        self.kernels.append(kernel)
        return kernel.results

    def return_(self, registers: Sequence[int] = (), *, op: str = "tfrt.return"):
        """Ends the function: `registers` are its results, given by `op`."""
        if self.results is not None:
            raise ValueError(f"function {self.index} already returned")
        if op not in RETURN_OPS:
            raise ValueError(f"return op must be one of {RETURN_OPS}, not {op!r}")
        results = tuple(self._register(r) for r in registers)
        types = tuple(self.register_types[r] for r in results)
        if self.result_types is not None and types != self.result_types:
            raise ValueError(
                f"function {self.name or self.index} returns {types}, declared {self.result_types}")
        self.result_types = types
        self.results = results
        self.return_op = op


class BEFWriter:
    """Collects functions; `to_bytes()` lays out the file."""

    def __init__(self, *, optional_sections: bool = True):
        self.optional_sections = optional_sections
        # The Signatures section's bytes (runtime/bef/signatures.py), if any.
        self.signatures: bytes | None = None
        # The MLIR text of nested `tfrt.compiled` modules (CompiledModules).
        self.compiled_modules: list[str] = []
        self.functions: list[FunctionRef] = []
        self._names: set[str] = set()

    def _own(self, f):
        if f.index >= len(self.functions) or self.functions[f.index] is not f:
            raise ValueError("that function belongs to another writer")
        return f

    def _add_name(self, name: str):
        _check_name(name, "function name")
        if not name:
            raise ValueError("a named function needs a non-empty name")
        if name in self._names:
            raise ValueError(f"a function called {name!r} already exists")
        self._names.add(name)

    def function(self, name: str, argument_types: Sequence[str] = (),
                 result_types: Sequence[str] | None = None, *, kind=FunctionKind.BEF,
                 location: Location | None = None) -> FunctionBuilder:
        """A named (top-level) function; its index is the number of functions
        created before it."""
        kind = FunctionKind(kind)
        if kind == FunctionKind.NATIVE:
            raise ValueError("use native_function() for native functions")
        self._add_name(name)
        f = FunctionBuilder(self, len(self.functions), name, kind, argument_types,
                            result_types, location)
        self.functions.append(f)
        return f

    def region(self, argument_types: Sequence[str] = (), *,
               location: Location | None = None) -> FunctionBuilder:
        """An unnamed function, to be passed to one kernel's `regions`."""
        f = FunctionBuilder(self, len(self.functions), "", FunctionKind.BEF, argument_types,
                            None, location)
        self.functions.append(f)
        return f

    def native_function(self, name: str, argument_types: Sequence[str] = (),
                        result_types: Sequence[str] = ()) -> NativeFunction:
        self._add_name(name)
        for t in (*argument_types, *result_types):
            _check_name(t, "type")
        f = NativeFunction(len(self.functions), name, argument_types, result_types)
        self.functions.append(f)
        return f

    def to_bytes(self) -> bytes:
        return _Layout(self).build()


class _Interner(dict):
    """Values in first-use order -> their index."""

    def add(self, value) -> int:
        return self.setdefault(value, len(self))


class _Layout:
    """Turns a finished BEFWriter into the bytes of a file."""

    def __init__(self, writer: BEFWriter):
        self.w = writer
        self.functions = writer.functions
        for f in self.functions:
            if isinstance(f, FunctionBuilder):
                if not f.name and f.owner is None:
                    raise ValueError(f"region {f.index} does not belong to any kernel")
                if f.results is None:
                    if f.result_types:
                        raise ValueError(
                            f"function {f.name or f.index} declares results but never returns")
                    f.result_types, f.results = (), ()
        self.types = _Interner()
        self.kernel_names = _Interner()
        self.attributes = AttrBuffer()
        self.attribute_offsets: dict = {}  # Attr key -> offset
        self.attribute_types: dict[int, int] = {}  # offset -> AttributeType
        self.location_strings: dict[str, int] = {}  # string -> offset
        self.location_strings_size = 0
        self.location_bytes = bytearray()

    # -- entities -------------------------------------------------------------

    def attribute(self, attr: Attr) -> int:
        key = attr.key()
        offset = self.attribute_offsets.get(key)
        if offset is None:
            offset = attr.encode(self.attributes)
            self.attribute_offsets[key] = offset
            self.attribute_types[offset] = attr.type
        return offset

    def location_string(self, text: str) -> int:
        offset = self.location_strings.get(text)
        if offset is None:
            _check_name(text, "location string")
            offset = self.location_strings[text] = self.location_strings_size
            self.location_strings_size += len(text.encode("utf-8")) + 1
        return offset

    def location(self, loc: Location) -> int:
        """Stores `loc` and returns its offset. Each kernel and function has an
        entry of its own, equal or not, as in TFRT: the offset identifies it."""
        offset = len(self.location_bytes)
        self.location_bytes += self._encode_location(loc)
        return offset

    def _encode_location(self, loc: Location) -> bytes:
        if isinstance(loc, UnknownLoc):
            return bytes((LocationType.UNKNOWN,))
        if isinstance(loc, FileLineColLoc):
            return (bytes((LocationType.FILE_LINE_COL,)) + encode_vbr(self.location_string(
                loc.filename)) + encode_vbr(loc.line) + encode_vbr(loc.column))
        if isinstance(loc, NameLoc):
            return (bytes((LocationType.NAME,)) + encode_vbr(self.location_string(loc.name))
                    + self._encode_location(loc.child))
        if isinstance(loc, CallSiteLoc):
            return (bytes((LocationType.CALLSITE,)) + self._encode_location(loc.callee)
                    + self._encode_location(loc.caller))
        if isinstance(loc, FusedLoc):
            return (bytes((LocationType.FUSED,)) + encode_vbr(len(loc.locations))
                    + b"".join(self._encode_location(l) for l in loc.locations))
        raise TypeError(f"not a location: {loc!r}")

    # -- the file ---------------------------------------------------------------

    def build(self) -> bytes:
        fns = self.functions
        for f in fns:
            for t in (*f.argument_types, *f.result_types):
                self.types.add(t)
            if isinstance(f, FunctionBuilder):
                for t in f.register_types:
                    self.types.add(t)
                for k in f.kernels:
                    self.kernel_names.add(k.name)

        strings = set(self.types) | set(self.kernel_names) | {f.name for f in fns}
        if self.w.optional_sections:
            for f in fns:
                for k in getattr(f, "kernels", ()):
                    strings.update(name for name, _ in k.attributes)
                    strings.update(name for name, _, _ in k.symbols)
        string_offsets, strings_section = {}, bytearray()
        for s in sorted(strings, key=lambda s: s.encode("utf-8")):
            string_offsets[s] = len(strings_section)
            strings_section += s.encode("utf-8") + b"\0"

        functions_section = bytearray()
        offsets = []
        for f in fns:
            if isinstance(f, NativeFunction):
                offsets.append(0)
                continue
            offsets.append(len(functions_section))
            functions_section += self.function_body(f, len(functions_section))

        sections = [
            (SectionID.STRINGS, strings_section, 1),
            (SectionID.ATTRIBUTES, self.attributes.data, ATTRIBUTE_ALIGNMENT),
            (SectionID.KERNELS, self.name_table(self.kernel_names, string_offsets), 1),
            (SectionID.TYPES, self.name_table(self.types, string_offsets), 1),
            (SectionID.FUNCTION_INDEX, self.function_index(offsets, string_offsets), 1),
            (SectionID.FUNCTIONS, functions_section, KERNEL_ALIGNMENT),
            (SectionID.LOCATION_STRINGS,
             b"".join(s.encode("utf-8") + b"\0" for s in self.location_strings), 1),
            (SectionID.LOCATIONS, self.location_bytes, 1),
        ]
        if self.w.optional_sections:
            sections += [
                (SectionID.ATTRIBUTE_TYPES, self.attribute_types_section(), 1),
                (SectionID.ATTRIBUTE_NAMES, self.attribute_names_section(string_offsets), 1),
                (SectionID.REGISTER_TYPES, self.register_types_section(), 1),
            ]
        sections.append((SectionID.KERNEL_FLAGS, self.kernel_flags_section(), 1))
        if self.w.optional_sections:
            sections.append(
                (SectionID.FUNCTION_INFO, self.function_info_section(string_offsets), 1))
        if self.w.signatures is not None:
            sections.append((SectionID.SIGNATURES, self.w.signatures, 1))
        if self.w.compiled_modules:
            texts = [t.encode("utf-8") for t in self.w.compiled_modules]
            sections.append((SectionID.COMPILED_MODULES, encode_vbr(len(texts)) + b"".join(
                encode_vbr(len(t)) + t for t in texts), 1))

        return encode_file(sections)

    def name_table(self, names: _Interner, string_offsets) -> bytes:
        return encode_vbr(len(names)) + b"".join(encode_vbr(string_offsets[n]) for n in names)

    def function_index(self, offsets, string_offsets) -> bytes:
        out = bytearray(encode_vbr(len(self.functions)))
        for f, offset in zip(self.functions, offsets):
            out.append(f.kind)
            out += encode_vbr(offset) + encode_vbr(string_offsets[f.name])
            for types in (f.argument_types, f.result_types):
                out += encode_vbr(len(types))
                for t in types:
                    out += encode_vbr(self.types[t])
        return bytes(out)

    def function_body(self, f: FunctionBuilder, at: int) -> bytes:
        location = self.location(f.location)
        num_registers = len(f.register_types)
        users = [[] for _ in range(num_registers)]
        ready = []
        for k, kernel in enumerate(f.kernels, 1):
            if not kernel.arguments:
                ready.append(k)
            for a in kernel.arguments:
                users[a].append(k)
        uses = [len(u) for u in users]
        for r in f.results:
            uses[r] += 1

        num_args = len(f.argument_types)
        pseudo_results = [num_registers, *range(num_args)]
        pseudo_users = [ready] + users[:num_args]
        words = [[PSEUDO_KERNEL_CODE, PSEUDO_KERNEL_LOCATION, 0, 0, 0, len(pseudo_results),
                  *map(len, pseudo_users), *pseudo_results,
                  *(u for us in pseudo_users for u in us)]]
        for kernel in f.kernels:
            attrs = [self.attribute(a) for _, a in kernel.attributes]
            funcs = [fn.index for fn in kernel.functions]
            kernel_users = [users[r] for r in kernel.results]
            words.append([
                self.kernel_names[kernel.name], self.location(kernel.location),
                len(kernel.arguments), len(attrs), len(funcs), len(kernel.results),
                *map(len, kernel_users), *kernel.arguments, *attrs, *funcs, *kernel.results,
                *(u for us in kernel_users for u in us)])

        out = bytearray(encode_vbr(location))
        out += encode_vbr(num_registers) + b"".join(map(encode_vbr, uses))
        out += encode_vbr(len(words))
        offset = 0
        for k, kernel_words in enumerate(words):
            operands = len(f.kernels[k - 1].arguments) if k else 0
            out += encode_vbr(offset) + encode_vbr(operands) + encode_vbr(0)  # stream 0
            offset += 4 * len(kernel_words)
        for r in f.results:
            out += encode_vbr(r)
        out += bytes([PADDING_BYTE]) * ((-(at + len(out))) % KERNEL_ALIGNMENT)
        for kernel_words in words:
            if max(kernel_words) > FIXED32_MAX:
                raise ValueError(f"function {f.index} is too large for FIXED32 fields")
            out += struct.pack(f"<{len(kernel_words)}I", *kernel_words)
        return bytes(out)

    def attribute_types_section(self) -> bytes:
        out = bytearray(encode_vbr(len(self.attribute_types)))
        for offset in sorted(self.attribute_types):
            out += encode_vbr(offset) + encode_vbr(self.attribute_types[offset])
        return bytes(out)

    def attribute_names_section(self, string_offsets) -> bytes:
        out = bytearray(encode_vbr(len(self.functions)))
        for f in self.functions:
            kernels = getattr(f, "kernels", None)
            if kernels is None:
                out += encode_vbr(0)
                continue
            out += encode_vbr(len(kernels) + 1)
            for k in kernels:
                out.append(KernelFlag.NON_STRICT if k.nonstrict else 0)
                for name, _ in k.attributes:
                    out += encode_vbr(string_offsets[name])
        return bytes(out)

    def register_types_section(self) -> bytes:
        out = bytearray(encode_vbr(len(self.functions)))
        for f in self.functions:
            types = getattr(f, "register_types", ())
            out += encode_vbr(len(types)) + b"".join(encode_vbr(self.types[t]) for t in types)
        return bytes(out)

    def kernel_flags_section(self) -> bytes:
        entries = [(f.index, k)
                   for f in self.functions for k, kernel in enumerate(getattr(f, "kernels", ()), 1)
                   if kernel.nonstrict]
        out = bytearray(encode_vbr(len(entries)))
        for index, k in entries:
            out += encode_vbr(index) + encode_vbr(k) + encode_vbr(KernelFlag.NON_STRICT)
        return bytes(out)

    def function_info_section(self, string_offsets) -> bytes:
        out = bytearray(encode_vbr(len(self.functions)))
        for f in self.functions:
            flags = 0
            if getattr(f, "return_op", None):
                flags = FunctionInfoFlag.HAS_RETURN
                if f.return_op == "func.return":
                    flags |= FunctionInfoFlag.FUNC_RETURN
            entries = [(k, name, len(fs) if is_array else 0)
                       for k, kernel in enumerate(getattr(f, "kernels", ()), 1)
                       for name, fs, is_array in kernel.symbols]
            out.append(flags)
            out += encode_vbr(len(entries))
            for k, name, shape in entries:
                out += encode_vbr(k) + encode_vbr(string_offsets[name]) + encode_vbr(shape)
        return bytes(out)


def encode_file(sections) -> bytes:
    """A file of `sections`, (id, payload, alignment) in the order given: the
    header, whose file size is known once the sections are laid out, then
    each section."""
    out = bytearray(HEADER_SIZE)  # a fixed size: the sections' offsets do not depend on it
    for section_id, payload, alignment in sections:
        _emit_section(out, section_id, payload, alignment if payload else 1)
    out[:HEADER_SIZE] = encode_header(len(out))
    return bytes(out)


def _emit_section(out: bytearray, section_id: int, payload, alignment: int):
    """id, VBR(length << 1 | aligned), [alignment, padding to an aligned
    absolute offset], payload -- the flag only when padding is needed."""
    out.append(section_id)
    shifted = len(payload) << 1
    if alignment > 1 and (len(out) + vbr_size(shifted)) % alignment:
        out += encode_vbr(shifted | 1)
        out.append(alignment)
        out += bytes([PADDING_BYTE]) * ((-len(out)) % alignment)
    else:
        out += encode_vbr(shifted)
    out += payload
