"""BEF -> MLIR text (the disassembler).

Prints ops in generic form, so the text parses whether or not the dialects
are registered, and re-encodes to the same bytes. That takes the sections only
BEF -> MLIR uses (AttributeTypes, AttributeNames, RegisterTypes,
FunctionInfo). Where BEF keeps less than MLIR had, the canonical spelling is
printed (docs/bef.md, "What BEF -> MLIR gives back"). Needs no MLIR itself.

A file written without those sections still prints, as TFRT's translator
prints it: attributes named `attr0`, `attr1`, ... and, without their types,
TFRT's dummy value `0xdeadbeef : i32`; registers of type `none` (functions
return the types of their returned registers); every body ends in
`tfrt.return`; a kernel's named functions are its `callee`, its unnamed ones
its regions. `missing_sections` says which sections are missing.
"""

from __future__ import annotations

import math
import re

import numpy as np

from tfrt.bef_emitter.dtypes import MLIR_TYPE
from tfrt.bef_emitter.conventions import NONSTRICT_ATTRIBUTE, NONSTRICT_OPS
from tfrt.runtime.bef.attributes import DenseValue, Shape, is_splat, numpy_dtype
from tfrt.runtime.bef.format import (
    DTYPE_SIZE, AttributeType, DType, FunctionInfoFlag, FunctionKind, SectionID,
    ShapeDialect, array_element, is_array,
)
from tfrt.runtime.bef.locations import _quote as quote
from tfrt.runtime.bef.reader import BEFFile
from tfrt.runtime.bef.tool_sections import FunctionInfo

_BARE_ID = re.compile(r"^[A-Za-z_][\w$.]*$")
_FLOATS = (DType.F16, DType.BF16, DType.F32, DType.F64)
_LIST_LIMIT = 32  # integer dense constants up to this size print as lists
# The sections only BEF -> MLIR uses (`--disable-optional-sections` leaves them out).
OPTIONAL_SECTIONS = (SectionID.ATTRIBUTE_TYPES, SectionID.ATTRIBUTE_NAMES,
                     SectionID.REGISTER_TYPES, SectionID.FUNCTION_INFO)
# TFRT's value for an attribute whose type is unknown (no AttributeTypes).
_DUMMY_ATTRIBUTE = f"{0xDEADBEEF - (1 << 32)} : i32"


class BEFToMLIRError(ValueError):
    """A well-formed BEF file that MLIR cannot express."""


def _name(text: str) -> str:
    return text if _BARE_ID.match(text) else quote(text)


def _symbol(text: str) -> str:
    return "@" + _name(text)


def _quote_bytes(value) -> str:
    if isinstance(value, str):
        return quote(value)
    return '"' + "".join(chr(b) if 0x20 <= b < 0x7F and b not in b'"\\' else f"\\{b:02X}"
                         for b in value) + '"'


def _float(dtype: DType, value: float) -> str:
    if dtype in (DType.F16, DType.BF16) or not math.isfinite(value):
        np_dtype = numpy_dtype(dtype)
        bits = int(np.array([value], np_dtype).view(f"<u{np_dtype.itemsize}")[0])
        return f"0x{bits:0{2 * np_dtype.itemsize}X}"
    text = repr(float(value)) if dtype == DType.F64 else str(np.float32(value))
    mantissa, e, exponent = text.partition("e")
    if "." not in mantissa:
        mantissa += ".0"
    return mantissa + e + exponent


def _element(dtype: DType, value) -> str:
    """An element of an array or dense literal (no type)."""
    if dtype == DType.I1:
        return "true" if value else "false"
    if dtype in _FLOATS:
        return _float(dtype, value)
    return str(int(value))


def _scalar(dtype: DType, value) -> str:
    if dtype == DType.I1:
        return _element(dtype, value)
    return f"{_element(dtype, value)} : {MLIR_TYPE[dtype]}"


def _nested(values, dtype) -> str:
    if isinstance(values, list):
        return "[" + ", ".join(_nested(v, dtype) for v in values) + "]"
    return _element(dtype, values)


def _dense(value: DenseValue) -> str:
    dtype, array = value
    if dtype not in MLIR_TYPE or dtype not in DTYPE_SIZE or dtype >= DType.QUI8:
        raise BEFToMLIRError(f"cannot print a dense attribute of dtype {dtype.name} as MLIR")
    type_text = "tensor<" + "".join(f"{d}x" for d in array.shape) + MLIR_TYPE[dtype] + ">"
    if array.size == 0:
        literal = ""
    elif is_splat(array):  # one element, never the expansion
        one = array[(0,) * array.ndim]
        literal = (_element(dtype, one.item()) if dtype not in _FLOATS + (
            DType.COMPLEX64, DType.COMPLEX128) else '"0x' + one.tobytes().hex().upper() + '"')
    elif dtype == DType.I1 or (dtype not in _FLOATS and dtype not in (
            DType.COMPLEX64, DType.COMPLEX128) and array.size <= _LIST_LIMIT):
        literal = _nested(array.tolist(), dtype)
    else:
        literal = '"0x' + array.tobytes().hex().upper() + '"'
    return f"dense<{literal}> : {type_text}"


def _shape(shape: Shape) -> str:
    dialect = "tf_type" if shape.dialect == ShapeDialect.TF_TYPE else "corert"
    if shape.dims is None:
        dims = "*"
    else:
        dims = "x".join("?" if d == -1 else str(d) for d in shape.dims)
    return f"#{dialect}.shape<{dims}>"


def attribute_text(attr_type: int, value) -> str:
    """MLIR text of an attribute decoded with `typed=True`."""
    if is_array(attr_type):
        element = array_element(attr_type)
        if attr_type & 0x40:  # a dense array
            items = ", ".join(_element(DType(element), v) for v in value)
            return f"array<{MLIR_TYPE[DType(element)]}" + (f": {items}>" if value else ">")
        if element == AttributeType.TYPE:
            return "[" + ", ".join(MLIR_TYPE[d] for d in value) + "]"
        return "[" + ", ".join(_scalar(DType(element), v) for v in value) + "]"
    if attr_type == DType.STRING:
        return _quote_bytes(value)
    if attr_type < AttributeType.TYPE:
        return _scalar(DType(attr_type), value)
    if attr_type == AttributeType.TYPE:
        return MLIR_TYPE[value]
    if attr_type == AttributeType.UNIT:
        return "unit"
    if attr_type == AttributeType.DENSE:
        return _dense(value)
    if attr_type == AttributeType.SHAPE:
        return _shape(value)
    if attr_type == AttributeType.SYMBOL_REF:
        return "::".join(_symbol(p) for p in value.path)
    if attr_type == AttributeType.DICTIONARY:
        return "{" + ", ".join(_entry(k, v.type, v.value) for k, v in value.items()) + "}"
    return "[" + ", ".join(attribute_text(e.type, e.value) for e in value) + "]"


def _entry(name: str, attr_type: int, value) -> str:
    if attr_type == AttributeType.UNIT:
        return _name(name)
    return f"{_name(name)} = {attribute_text(attr_type, value)}"


def _types(types) -> str:
    return "(" + ", ".join(types) + ")"


class _Printer:
    def __init__(self, bef: BEFFile):
        self.bef = bef
        has = bef.has_section
        self.info = bef.function_info if has(SectionID.FUNCTION_INFO) else None
        self.names = bef.attribute_names if has(SectionID.ATTRIBUTE_NAMES) else None
        self.register_types = bef.register_types if has(SectionID.REGISTER_TYPES) else None
        self.typed = has(SectionID.ATTRIBUTE_TYPES)
        self.owner: dict[int, tuple[int, int]] = {}
        for f in bef.functions:
            if f.is_native:
                continue
            for k, kernel in enumerate(f.kernels[1:], 1):
                symbols, regions = self.split_functions(f.index, k, kernel)
                for g in symbols:
                    if not bef.functions[g].name:
                        raise BEFToMLIRError(f"kernel {k} of function {f.index} names an unnamed "
                                         f"function {g} by symbol")
                for g in regions:
                    if bef.functions[g].name or g in self.owner:
                        raise BEFToMLIRError(
                            f"function {g} is not the region of exactly one kernel")
                    self.owner[g] = (f.index, k)
        for f in bef.functions:
            if not f.name and f.index not in self.owner:
                raise BEFToMLIRError(f"function {f.index} has no name and belongs to no kernel")
        self.printing: set[int] = set()

    def split_functions(self, index: int, k: int, kernel):
        """(functions named by symbol attributes, region functions) of a kernel."""
        if self.info is None:  # TFRT's rule: named functions are callees
            functions = self.bef.functions
            return ([g for g in kernel.functions if functions[g].name],
                    [g for g in kernel.functions if not functions[g].name])
        used = sum(1 if n is None else n for kk, _, n in self.info[index].symbol_attributes
                   if kk == k)
        return kernel.functions[:used], kernel.functions[used:]

    def module(self) -> str:
        lines = ["module {"]
        for text in self.bef.compiled_modules:
            lines += ["  " + line for line in text.rstrip("\n").split("\n")]
        for f in self.bef.functions:
            if f.name:
                lines += self.function(f)
        lines.append("}")
        return "\n".join(lines) + "\n"

    def type_of(self, index: int, register: int) -> str:
        if self.register_types is None:  # arguments keep their types (FunctionIndex)
            arguments = self.bef.functions[index].argument_types
            return self.bef.types[arguments[register]] if register < len(arguments) else "none"
        return self.bef.types[self.register_types[index][register]]

    def function(self, f) -> list[str]:
        args = [self.bef.types[t] for t in f.argument_types]
        results = [self.bef.types[t] for t in f.result_types]
        if self.register_types is None and not f.is_native:  # what the return op returns
            results = [self.type_of(f.index, r) for r in f.result_registers]
        signature = _symbol(f.name)
        if f.is_native:
            return [f"  func.func private {signature}{_types(args)} -> {_types(results)} "
                    "attributes {tfrt.native}"]
        params = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(args))
        attrs = " attributes {tfrt.sync}" if f.kind == FunctionKind.SYNC else ""
        lines = [f"  func.func {signature}({params}) -> {_types(results)}{attrs} {{"]
        lines += self.body(f, "    ", lambda r: f"%arg{r}" if r < len(args) else f"%{r}")
        lines.append(f"  }} loc({self.bef.location(f.location).mlir()})")
        return lines

    def body(self, f, indent: str, value) -> list[str]:
        if f.index in self.printing:
            raise BEFToMLIRError(f"function {f.index} contains itself")
        self.printing.add(f.index)
        lines = []
        for k, kernel in enumerate(f.kernels[1:], 1):
            names = (self.names[f.index][k][1] if self.names is not None
                     else [f"attr{i}" for i in range(len(kernel.attributes))])
            lines += self.kernel(f, k, kernel, names, indent, value)
        # Without FunctionInfo every body ends in tfrt.return, as in TFRT.
        info = self.info[f.index] if self.info is not None else FunctionInfo(
            FunctionInfoFlag.HAS_RETURN, ())
        if info.flags & FunctionInfoFlag.HAS_RETURN:
            op = "func.return" if info.flags & FunctionInfoFlag.FUNC_RETURN else "tfrt.return"
            regs = f.result_registers
            types = [self.type_of(f.index, r) for r in regs]
            lines.append(f'{indent}"{op}"({", ".join(map(value, regs))}) : {_types(types)} -> ()')
        elif f.result_registers:
            raise BEFToMLIRError(f"function {f.index} has results but no return op")
        self.printing.discard(f.index)
        return lines

    def kernel(self, f, k: int, kernel, attr_names, indent: str, value) -> list[str]:
        op_name = self.bef.kernel_names[kernel.code]
        entries = []
        for offset, name in zip(kernel.attributes, attr_names):
            if not self.typed:
                entries.append((name, f"{_name(name)} = {_DUMMY_ATTRIBUTE}"))
                continue
            attr_type = self.bef.attribute_types.get(offset)
            if attr_type is None:
                raise BEFToMLIRError(f"attribute {offset} has no entry in AttributeTypes")
            entries.append((name, _entry(name, attr_type, self.bef.attribute(offset, typed=True))))
        symbols, regions = self.split_functions(f.index, k, kernel)
        if self.info is None and symbols:
            names = [_symbol(self.bef.functions[g].name) for g in symbols]
            entries.append(("callee", "callee = " + (
                names[0] if len(names) == 1 else "[" + ", ".join(names) + "]")))
        position = 0
        for kk, name, count in self.info[f.index].symbol_attributes if self.info else ():
            if kk != k:
                continue
            refs = symbols[position:position + (count or 1)]
            position += count or 1
            names = [_symbol(self.bef.functions[g].name) for g in refs]
            entries.append((name, f"{_name(name)} = " + (
                names[0] if count is None else "[" + ", ".join(names) + "]")))
        if kernel.nonstrict and op_name not in NONSTRICT_OPS:
            entries.append((NONSTRICT_ATTRIBUTE, NONSTRICT_ATTRIBUTE))
        if len({n for n, _ in entries}) != len(entries):
            raise BEFToMLIRError(f"kernel {k} of function {f.index} has an attribute name twice")
        entries.sort(key=lambda e: e[0].encode("utf-8"))

        head = ", ".join(map(value, kernel.results))
        head = f"{head} = " if head else ""
        args = ", ".join(map(value, kernel.arguments))
        arg_types = [self.type_of(f.index, r) for r in kernel.arguments]
        result_types = [self.type_of(f.index, r) for r in kernel.results]
        lines = [f'{indent}{head}"{_quote_op(op_name)}"({args})']
        if regions:
            lines[-1] += " ("
            for i, g in enumerate(regions):
                lines[-1] += "{"
                lines += self.region(self.bef.functions[g], indent + "  ")
                lines.append(indent + "}" + (", " if i + 1 < len(regions) else ")"))
        tail = " {" + ", ".join(text for _, text in entries) + "}" if entries else ""
        loc = self.bef.location(kernel.location).mlir()
        lines[-1] += f"{tail} : {_types(arg_types)} -> {_types(result_types)} loc({loc})"
        return lines

    def region(self, g, indent: str) -> list[str]:
        def value(r):
            return f"%f{g.index}_{r}"

        params = ", ".join(f"{value(i)}: {self.bef.types[t]}"
                           for i, t in enumerate(g.argument_types))
        return [f"{indent}^bb0({params}):"] + self.body(g, indent + "  ", value)


def _quote_op(name: str) -> str:
    return quote(name)[1:-1]


def missing_sections(bef: BEFFile) -> list[SectionID]:
    """The sections BEF -> MLIR uses that `bef` lacks (it then prints less)."""
    return [s for s in OPTIONAL_SECTIONS if not bef.has_section(s)]


def bef_to_mlir(bef) -> str:
    """MLIR text of a BEF file (a BEFFile, or the bytes of one)."""
    if not isinstance(bef, BEFFile):
        bef = BEFFile(bytes(bef))
    return _Printer(bef).module()
