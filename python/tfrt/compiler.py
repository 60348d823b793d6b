"""`tfrt.compile`: TF-dialect MLIR -> kernel graph -> BEF -> Executable.

    exe = tfrt.compile("model.mlir")                 # a path, MLIR text or an mlir.ir.Module
    y = exe(x)

`source` may be in any form TensorFlow prints (functional `tf`, `tf_executor`
graphs, region control flow, unfrozen with resource arguments, SavedModel);
the `tf-to-tfrt-pipeline` pass pipeline lowers it (docs/passes.md). A given
Module is not changed: it is compiled from a copy.

`entry` is the function to run: a public function, by default `main` if the
module has a public one, else its only public function. `fuse=False` compiles
without the optimizations (one runtime op per TF op: for debugging and for
measuring them). Errors in the input (malformed IR, an op the runtime cannot
execute, v1 control flow, an attribute of the wrong kind, no entry to choose)
raise `CompileError`, with MLIR's diagnostics as `file:line:col: error:
message` lines when the error has a location.

MLIR's parser, verifier and printer recurse once per nesting level on the
calling thread's stack: compiling runs on a thread of its own with a large
stack, and input whose brackets nest deeper than `MAX_NESTING` is a
CompileError rather than a stack overflow (docs/compile.md).
"""

from __future__ import annotations

import os

from mlir import ir, passmanager

import tfrt.dialects  # noqa: F401  (registers the dialects and passes)
from tfrt.bef_emitter.emitter import BEFEmitError, mlir_to_bef
from tfrt.bef_emitter.nesting import (
    MAX_NESTING, InputError, check_nesting, check_shapes, check_strings, on_large_stack,
)
from tfrt.diagnostics import format_error, format_location
from tfrt.executable import Executable
from tfrt.runtime.cpu_ops import default_cpu_op_registry
from tfrt.runtime.tensor import dtype_from_name

__all__ = ["CompileError", "MAX_NESTING", "PIPELINE", "compile", "compile_to_bef"]

PIPELINE = "tf-to-tfrt-pipeline"



class CompileError(ValueError):
    """The input cannot be compiled. The message is MLIR-style diagnostics
    (`file:line:col: error: ...` lines, notes indented below) when `located`,
    else one plain sentence (tools print it as `tool: error: ...`)."""

    def __init__(self, message: str, *, located: bool = True):
        super().__init__(message)
        self.located = located


def compile(source, entry: str | None = None, *, work_queue: str = "s",
            fuse: bool = True) -> Executable:
    """Compiles `source` and loads it; see the module docstring."""
    bef, entry, signature, input_names = _compile_on_large_stack( source, entry, fuse)
    return Executable(bef, entry, work_queue=work_queue, signature=signature,
                      input_names=input_names)


def compile_to_bef(source, entry: str | None = None, *, fuse: bool = True) -> tuple[bytes, str]:
    """The BEF bytes of `source` and the name of its entry function."""
    bef, entry, _, _ = _compile_on_large_stack( source, entry, fuse)
    return bef, entry


def _compile(source, entry: str | None, fuse: bool):
    """(BEF, entry, signature, input names); the one place an MLIR context lives."""
    with ir.Context() as context:
        context.allow_unregistered_dialects = True  # tf_saved_model stays unregistered
        module = _parse(source, context)
        entry = _entry(module, entry)
        fn = _function(module, entry)
        signature = _signature(fn)
        input_names = _input_names(fn)
        return _lower_to_bef(module, fuse), entry, signature, input_names




def _compile_on_large_stack(*args):
    try:
        return on_large_stack(_compile, *args)
    except MemoryError as e:
        raise CompileError(str(e), located=False) from None


def _parse(source, context: ir.Context) -> ir.Module:
    if isinstance(source, ir.Module):
        # A copy, locations kept: the caller's module stays as it was.
        name, text = "-", source.operation.get_asm(enable_debug_info=True, binary=True)
    elif isinstance(source, os.PathLike) or (isinstance(source, str) and _looks_like_path(source)):
        name = os.fspath(source)
        try:
            with open(name, "rb") as f:
                text = f.read()
        except FileNotFoundError:
            raise CompileError(f"{name}: no such file", located=False) from None
        except OSError as e:
            raise CompileError(f"cannot read {name}: {e.strerror}", located=False) from None
    elif isinstance(source, str):
        name, text = "-", source.encode()
    else:
        raise TypeError(f"source must be a path, MLIR text or an mlir.ir.Module, "
                        f"not {type(source).__name__}")
    try:
        check_nesting(text, name, "tfrt.compile")
        check_strings(text, name)
        check_shapes(text, name)
    except InputError as e:
        raise CompileError(str(e)) from None
    context.enable_multithreading(False)  # see tfrt.bef_emitter.nesting
    try:
        if name != "-":
            return ir.Module.parseFile(name)  # locations name the file
        return ir.Module.parse(text)
    except ir.MLIRError as e:
        raise _mlir_error(e) from None


def _looks_like_path(text: str) -> bool:
    return "\n" not in text and not text.lstrip().startswith(("module", "func", "#", "//", "\""))




def _functions(module: ir.Module) -> list[ir.Operation]:
    return [op.operation for op in module.body.operations if op.operation.name == "func.func"]


def _name(fn: ir.Operation) -> str:
    return ir.StringAttr(fn.attributes["sym_name"]).value


def _is_public(fn: ir.Operation) -> bool:
    # The verifier has checked sym_visibility is "public", "private" or "nested".
    return ("sym_visibility" not in fn.attributes
            or ir.StringAttr(fn.attributes["sym_visibility"]).value == "public")


def _entry(module: ir.Module, entry: str | None) -> str:
    """The entry function: a public one (a private function is called by
    others, e.g. a loop body, and passes may rename or drop it)."""
    functions = _functions(module)
    public = [_name(f) for f in functions if _is_public(f)]
    private = [_name(f) for f in functions if not _is_public(f)]

    def names(functions):
        return ", ".join("@" + n for n in functions) or "none"

    if entry is not None:
        if entry in public:
            return entry
        problem = f"@{entry} is private" if entry in private else f"no function @{entry}"
        raise CompileError(f"{problem}; the entry must be a public function: {names(public)}",
                           located=False)
    if "main" in public:
        return "main"
    if not public:
        raise CompileError("no public function to be the entry" +
                           (f" (private ones: {names(private)})" if private else ""),
                           located=False)
    if len(public) > 1:
        raise CompileError(f"choose the entry function (entry=, --entry): none of the public "
                           f"functions is @main: {names(public)}", located=False)
    return public[0]


def _function(module: ir.Module, name: str) -> ir.Operation:
    return next(f for f in _functions(module) if _name(f) == name)


def _mlir_error(e: ir.MLIRError) -> CompileError:
    return CompileError(format_error(e), located=bool(e.error_diagnostics))


def _error_at(fn: ir.Operation, message: str) -> CompileError:
    return CompileError(f"{format_location(fn.location)}: error: {message}")


def _input_names(fn: ir.Operation) -> list[str] | None:
    """The TF names of the entry's inputs (graph imports record them in
    `tf.entry_function = {inputs = "x,n"}`); None when not recorded. Names of
    variables (resource arguments) are not recorded: they follow the inputs."""
    if "tf.entry_function" not in fn.attributes:
        return None
    info = fn.attributes["tf.entry_function"]
    if not isinstance(info, ir.DictAttr):
        raise _error_at(fn, f"'tf.entry_function' must be a dictionary, not {info}")
    if "inputs" not in info:
        return None
    names = info["inputs"]
    if not isinstance(names, ir.StringAttr):
        raise _error_at(fn, f"'tf.entry_function' inputs must be a string of "
                            f"comma-separated names, not {names}")
    names = names.value.split(",") if names.value else []
    arity = len(ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value).inputs)
    if len(names) > arity:
        raise _error_at(fn, f"'tf.entry_function' names {len(names)} inputs but the "
                            f"function takes {arity}")
    return names


def _signature(fn: ir.Operation) -> list | None:
    """The entry's inputs as (numpy dtype, shape or None if unranked); None if
    some input has a type the check does not know."""
    # function_type is a verified TypeAttr of a FunctionType.
    inputs = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value).inputs
    signature = []
    for t in inputs:
        if not isinstance(t, ir.ShapedType):
            return None
        shaped = t
        text = str(shaped.element_type)
        if text.startswith("!tf_type.resource<"):  # a variable: its value's type
            try:
                shaped = ir.Type.parse(text[len("!tf_type.resource<"):-1])
            except ir.MLIRError:  # several subtypes, or none
                return None
            if not isinstance(shaped, ir.ShapedType):
                return None
            text = str(shaped.element_type)
        try:
            dtype = dtype_from_name(text)
        except (KeyError, ValueError):
            return None
        shape = tuple(-1 if shaped.is_dynamic_dim(i) else shaped.get_dim_size(i)
                      for i in range(shaped.rank)) if shaped.has_rank else None
        signature.append((dtype, shape))
    return signature


def _pipeline(fuse: bool) -> str:
    """The pipeline, checking every op against the runtime's op library: an
    op the runtime cannot execute is a compile-time error at that op.
    `fuse=False` turns the optimizations off (batch-norm folding, kernel and
    element-wise fusion, while-loop rotation): one runtime op per TF op."""
    ops = ",".join(default_cpu_op_registry().op_names())
    return f"builtin.module({PIPELINE}{{supported-ops={ops} fuse={str(fuse).lower()}}})"


def _lower_to_bef(module: ir.Module, fuse: bool) -> bytes:
    try:
        passmanager.PassManager.parse(_pipeline(fuse)).run(module.operation)
    except ir.MLIRError as e:
        raise _mlir_error(e) from None
    try:
        return mlir_to_bef(module)
    except BEFEmitError as e:
        where = format_location(e.location) if getattr(e, "location", None) else "<unknown>"
        raise CompileError(f"{where}: error: {e}") from None
