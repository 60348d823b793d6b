"""MLIR -> BEF: walks any module through the upstream Python bindings.

Every `func.func` is a BEF function (`tfrt.native`: a native function,
`tfrt.sync`: a sync one). Every other operation -- registered or not -- is a
kernel named by its op name, except the `tfrt.return` / `func.return` that
ends a body and gives its results. Regions of an op become unnamed functions
of their own; a symbol reference to a function (or a non-empty array of
them) becomes a function index. `tfrt.call`, `tfrt.if`, `tfrt.repeat.i32` and
ops with a `bef.nonstrict` unit attribute are non-strict.

Function indices: the module's functions in order, then regions breadth
first (a function's regions after every function before it).

IR that BEF cannot express raises `BEFEmitError` at the offending op: more
than one block in a region, a value used outside the function that defines
it, an attribute without an encoding, a top-level op that is not a function.
"""

from __future__ import annotations

import re

from mlir import ir

import tfrt.dialects  # noqa: F401  (registers the dialects, to parse their syntax)
from tfrt.bef_emitter import asm_text
from tfrt.bef_emitter.mlir_attributes import Text, Unsupported, convert
from tfrt.bef_emitter.conventions import (
    NATIVE_ATTRIBUTE, NONSTRICT_ATTRIBUTE, NONSTRICT_OPS, RETURN_OPS, SYNC_ATTRIBUTE,
)
from tfrt.bef_emitter.writer import BEFWriter, FunctionBuilder
from tfrt.bef_emitter.nesting import (
    InputError, check_literals, check_nesting, check_shapes, check_strings, on_large_stack,
    stack_for,
)
from tfrt.runtime.bef.format import MAX_NESTING, FunctionKind
from tfrt.runtime.bef.locations import (
    CallSiteLoc, FileLineColLoc, FusedLoc, Location, NameLoc, UnknownLoc,
)

class BEFEmitError(ValueError):
    """The module holds IR that BEF cannot express; `location` is where."""

    def __init__(self, message: str, location: ir.Location):
        super().__init__(message)
        self.message = message
        self.location = location

    def __str__(self):
        return f"{self.location}: error: {self.message}"


def parse_module(text: str | bytes, *, source_name: str = "-",
                 context: ir.Context | None = None) -> ir.Operation:
    """Parses MLIR text into a builtin.module (wrapping top-level ops that
    are not one, like mlir-opt does); locations name `source_name`. Input
    nested deeper than MAX_NESTING, or with a name that is not UTF-8, is a
    BEFEmitError; MLIR parses on a thread with a large stack
    (tfrt.bef_emitter.nesting)."""
    return _parse_text(text, source_name, context or ir.Context.current)[0]


def _parse_text(text: str | bytes, source_name: str, context: ir.Context):
    """(`parse_module`'s module, the stack size MLIR needs for it)."""
    if isinstance(text, str):
        text = text.encode("utf-8")
    try:
        stack = stack_for(check_nesting(text, source_name, "the BEF emitter"))
        check_strings(text, source_name, binary_attributes=True)
        check_shapes(text, source_name)
        check_literals(text, source_name)
    except InputError as e:
        raise BEFEmitError(e.message, ir.Location.file(e.name, e.line, e.column, context)) \
            from None
    context.enable_multithreading(False)  # see tfrt.bef_emitter.nesting
    op = _on_stack(stack, context, _parse_module, text.decode("utf-8"), source_name, context)
    return op, stack


def _on_stack(stack: int, context: ir.Context, fn, *args):
    """`on_large_stack`, a thread that cannot start (no memory for its stack) a BEFEmitError."""
    try:
        return on_large_stack(fn, *args, stack_size=stack)
    except MemoryError as e:
        raise BEFEmitError(str(e), ir.Location.unknown(context)) from None


def _parse_module(text: str, source_name: str, context: ir.Context) -> ir.Operation:
    op = None
    try:
        op = ir.Operation.parse(text, source_name=source_name, context=context).operation
    except ir.MLIRError:
        pass  # several top-level ops (or bad IR: reported by the parse below)
    if op is not None and op.name == "builtin.module":
        return op
    return ir.Operation.parse(_wrap_in_module(text), source_name=source_name,
                              context=context).operation


# Marks a nested module of code for a compiler (TFRT's `tfrt.compiled`).
COMPILED_ATTRIBUTE = "tfrt.compiled"
# A kernel's cost for stream analysis: TFRT's BEF leaves it out.
COST_ATTRIBUTE = "_tfrt_cost"


def _check_sync_return(end: ir.Operation, registers: list[int], num_arguments: int):
    """A sync function returns values of its own, each once (TFRT: the caller
    takes ownership of each result)."""
    seen = set()
    for i, r in enumerate(registers):
        if r < num_arguments:
            raise BEFEmitError(f"return value {i} is an argument in a sync function",
                               end.location)
        if r in seen:
            raise BEFEmitError(f"return value {i} is duplicated in a sync function",
                               end.location)
        seen.add(r)


def _wrap_in_module(text: str) -> str:
    """`module { text }`, keeping the line and column of every op: the
    `module {` goes at the start of the line before the first op (a blank
    or comment line), or before it when it is on line 1."""
    pos = 0
    while True:
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if not text.startswith("//", pos):
            break
        end = text.find("\n", pos)
        pos = len(text) if end < 0 else end + 1
    line_start = text.rfind("\n", 0, pos) + 1
    at = text.rfind("\n", 0, max(line_start - 1, 0)) + 1 if line_start else 0
    # Alias definitions after the ops (`#loc0 = loc(...)`, as TFRT's tests end)
    # stay top-level: the module closes at the start of the first of them.
    lines = text[at:].split("\n")
    end = len(lines)
    for i in range(len(lines) - 1, -1, -1):
        line = lines[i].strip()
        if _ALIAS.match(line):
            end = i
        elif line and not line.startswith("//"):
            break
    if end < len(lines):
        lines[end] = "}" + lines[end]
        return text[:at] + "module {" + "\n".join(lines)
    return text[:at] + "module {" + text[at:] + "\n}"


_ALIAS = re.compile(r"[#!][\w.$-]+\s*=")


def mlir_to_bef(module, *, optional_sections: bool = True, signatures: bytes | None = None) -> bytes:
    """BEF bytes of `module`: an ir.Module, a builtin.module operation, or
    MLIR text (parsed in a new context that allows unregistered dialects).

    Raises ir.MLIRError for text that does not parse, BEFEmitError for IR
    BEF cannot express. `optional_sections=False` leaves out what only
    BEF -> MLIR needs (attribute types and names, register types, ...).
    `signatures`: the bytes of a Signatures section to include
    (tfrt.runtime.bef.signatures.encode_signatures)."""
    if isinstance(module, (str, bytes)):
        context = ir.Context()
        context.allow_unregistered_dialects = True
        with context, ir.Location.unknown():
            op, stack = _parse_text(module, "-", context)
        # Emitting walks the regions through MLIR (C++ recursion): a large stack too.
        return _on_stack(stack, context, _emit_in, context, op, optional_sections, signatures)
    op = module.operation
    if op.name != "builtin.module":
        raise TypeError(f"mlir_to_bef takes a builtin.module, not {op.name}")
    with op.context:
        return _ModuleEmitter(op, optional_sections, signatures).emit()


def _emit_in(context: ir.Context, op: ir.Operation, optional_sections: bool, signatures) -> bytes:
    with context, ir.Location.unknown():
        return _ModuleEmitter(op, optional_sections, signatures).emit()


def convert_location(loc: ir.Location, depth: int = 0) -> Location:
    """A BEF location from an MLIR one (other kinds become unknown)."""
    if depth > MAX_NESTING:
        raise ValueError(f"location nests deeper than {MAX_NESTING} levels")
    if loc.is_a_file():
        return FileLineColLoc(_no_nul(loc.filename), loc.start_line, loc.start_col)
    if loc.is_a_name():
        return NameLoc(_no_nul(loc.name_str), convert_location(loc.child_loc, depth + 1))
    if loc.is_a_callsite():
        return CallSiteLoc(convert_location(loc.callee, depth + 1),
                           convert_location(loc.caller, depth + 1))
    if loc.is_a_fused():
        parts = tuple(convert_location(l, depth + 1) for l in loc.locations)
        return FusedLoc(parts) if parts else UnknownLoc()
    return UnknownLoc()


def _no_nul(text: str) -> str:
    if "\0" in text:
        raise ValueError("location strings cannot contain NUL")
    return text


class _ModuleEmitter:
    def __init__(self, module: ir.Operation, optional_sections: bool, signatures: bytes | None = None):
        self.module = module
        self.context = module.context
        self.writer = BEFWriter(optional_sections=optional_sections)
        self.writer.signatures = signatures
        self.symbols: dict[str, object] = {}  # function name -> writer function
        self.queue: list[tuple[FunctionBuilder, ir.Region, ir.Operation]] = []

    def emit(self) -> bytes:
        functions = []
        for op in self.module.regions[0].blocks[0].operations:
            op = op.operation
            if op.name == "builtin.module" and COMPILED_ATTRIBUTE in op.attributes:
                # Code for a compiler (TFRT's JIT kernels), kept as text; kernels
                # name its functions with `@module::@function` attributes.
                self.writer.compiled_modules.append(str(op))
                continue
            if op.name != "func.func":
                raise BEFEmitError(
                    f"BEF holds functions only; cannot encode the top-level '{op.name}'",
                    op.location)
            functions.append(op)
        for op in functions:
            self.declare(op)
        done = 0
        while done < len(self.queue):  # breadth first: regions join the queue
            self.emit_function(*self.queue[done])
            done += 1
        try:
            return self.writer.to_bytes()
        except ValueError as e:
            raise BEFEmitError(str(e), self.module.location) from None

    def location(self, op: ir.Operation) -> Location:
        try:
            return convert_location(op.location)
        except ValueError as e:
            raise BEFEmitError(str(e), op.location) from None

    def declare(self, op: ir.Operation):
        name = ir.StringAttr(op.attributes["sym_name"]).value
        function_type = ir.TypeAttr(op.attributes["function_type"]).value
        arguments = [str(t) for t in function_type.inputs]
        results = [str(t) for t in function_type.results]
        has_body = len(op.regions[0].blocks) > 0
        try:
            if NATIVE_ATTRIBUTE in op.attributes:
                if has_body:
                    raise BEFEmitError("a tfrt.native function has no body", op.location)
                self.symbols[name] = self.writer.native_function(name, arguments, results)
                return
            if not has_body:
                raise BEFEmitError(
                    "external functions are not allowed (mark native ones tfrt.native)",
                    op.location)
            kind = FunctionKind.SYNC if SYNC_ATTRIBUTE in op.attributes else FunctionKind.BEF
            builder = self.writer.function(name, arguments, results, kind=kind,
                                           location=self.location(op))
        except ValueError as e:
            if isinstance(e, BEFEmitError):
                raise
            raise BEFEmitError(str(e), op.location) from None
        self.symbols[name] = builder
        self.queue.append((builder, op.regions[0], op))

    def emit_function(self, builder: FunctionBuilder, region: ir.Region, owner: ir.Operation):
        blocks = list(region.blocks)
        if len(blocks) != 1:
            raise BEFEmitError(
                f"BEF functions have one block; a region of '{owner.name}' has {len(blocks)}",
                owner.location)
        block = blocks[0]
        registers = {arg: i for i, arg in enumerate(block.arguments)}
        ops = [op.operation for op in block.operations]
        in_block = set(registers)
        for op in ops:
            in_block.update(op.results)
        end = ops.pop() if ops and ops[-1].name in RETURN_OPS else None
        for op in ops:
            if op.name in RETURN_OPS:
                raise BEFEmitError(f"'{op.name}' must be the last op of its block", op.location)
            self.emit_kernel(builder, op, registers, in_block)
        if end is None:
            if builder.result_types:  # TFRT's text, at the block's last op
                raise BEFEmitError(
                    "all functions need to have a tfrt.return (this one declares "
                    f"{len(builder.result_types)} results)",
                    ops[-1].location if ops else owner.location)
            return
        values = [self.operand(v, registers, in_block, end) for v in end.operands]
        if builder.kind == FunctionKind.SYNC:
            _check_sync_return(end, values, len(block.arguments))
        try:
            builder.return_(values, op=end.name)
        except ValueError:
            types = ", ".join(builder.register_types[r] for r in values)
            raise BEFEmitError(
                f"returns ({types}) but the function type declares "
                f"({', '.join(builder.result_types)})", end.location) from None

    def operand(self, value, registers, in_block, op) -> int:
        register = registers.get(value)
        if register is None:
            if value in in_block:
                raise BEFEmitError(
                    "uses a value before its definition (BEF runs a block in order)", op.location)
            raise BEFEmitError(
                "uses a value defined outside its function; a BEF function sees only its "
                "arguments (pass the value in as a region argument)", op.location)
        return register

    def emit_kernel(self, builder, op: ir.Operation, registers, in_block):
        if len(op.successors):
            raise BEFEmitError("ops with successors (branches) cannot be encoded in BEF",
                               op.location)
        arguments = [self.operand(v, registers, in_block, op) for v in op.operands]
        nonstrict = op.name in NONSTRICT_OPS
        attributes = {}
        for name, attr in self.attributes_of(op):
            if name == COST_ATTRIBUTE:  # the compiler's, not the kernel's (TFRT)
                continue
            if name == NONSTRICT_ATTRIBUTE:
                if not isinstance(attr, ir.UnitAttr):
                    raise BEFEmitError(f"'{NONSTRICT_ATTRIBUTE}' must be a unit attribute",
                                       op.location)
                nonstrict = True
                continue
            attributes[name] = self.attribute(op, name, attr)
        regions = []
        for i, region in enumerate(op.regions):
            blocks = list(region.blocks)
            if len(blocks) != 1:
                raise BEFEmitError(
                    f"BEF functions have one block; region {i} of '{op.name}' has {len(blocks)}",
                    op.location)
            function = self.writer.region([str(a.type) for a in blocks[0].arguments],
                                          location=self.location(op))
            self.queue.append((function, region, op))
            regions.append(function)
        try:
            results = builder.kernel(
                op.name, arguments, [str(r.type) for r in op.results], attributes=attributes,
                regions=regions, nonstrict=nonstrict, location=self.location(op))
        except ValueError as e:
            raise BEFEmitError(str(e), op.location) from None
        registers.update(zip(op.results, results))

    def attribute(self, op, name: str, attr):
        """A BEF attribute value, or the function(s) a symbol attribute names."""
        if isinstance(attr, ir.FlatSymbolRefAttr):
            return self.function_named(op, attr.value)
        if (isinstance(attr, ir.ArrayAttr) and len(attr)
                and all(isinstance(a, ir.FlatSymbolRefAttr) for a in _elements(attr))):
            return [self.function_named(op, a.value) for a in attr]
        try:
            return convert(attr)
        except (Unsupported, ValueError) as e:
            raise BEFEmitError(f"BEF files cannot encode the '{name}' attribute of '{op.name}': {e}",
                               op.location) from None

    def function_named(self, op, name: str):
        function = self.symbols.get(name)
        if function is None:
            raise BEFEmitError(f"function @{name} not defined in this module", op.location)
        return function

    def attributes_of(self, op: ir.Operation) -> list[tuple[str, object]]:
        """(name, attribute) of every attribute, the properties of
        unregistered ops included; an attribute the bindings cannot hand out
        comes as its `Text`."""
        printed = None

        def entries():  # (properties, attributes) as text, printed once
            nonlocal printed
            if printed is None:
                printed = asm_text.op_attribute_texts(op.get_asm(
                    print_generic_op_form=True, skip_regions=True, use_local_scope=True,
                    assume_verified=True))
            return printed

        found = []
        for name in list(op.attributes):
            try:
                found.append((name, op.attributes[name]))
            except TypeError:
                props, attrs = entries()
                found.append((name, Text(dict(props + attrs)[name])))
        if not self.context.is_registered_operation(op.name):
            # The bindings give no access to an unregistered op's properties.
            for name, text in entries()[0]:
                if text is None:
                    found.append((name, ir.UnitAttr.get()))
                    continue
                try:
                    found.append((name, ir.Attribute.parse(text)))
                except TypeError:
                    found.append((name, Text(text)))
        names = [n for n, _ in found]
        if len(set(names)) != len(names):
            raise BEFEmitError(f"an attribute name appears twice in {sorted(names)}", op.location)
        return found


def _elements(array: ir.ArrayAttr):
    try:
        return [array[i] for i in range(len(array))]
    except TypeError:
        return [None]
