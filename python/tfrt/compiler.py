"""`tfrt.compile`: TF-dialect MLIR -> kernel graph -> BEF -> Executable.

    exe = tfrt.compile("model.mlir")                 # a path, MLIR text or an mlir.ir.Module
    y = exe(x)

`source` may be in any form TensorFlow prints (functional `tf`, `tf_executor`
graphs, region control flow, unfrozen with resource arguments, SavedModel);
the `tf-to-tfrt-pipeline` pass pipeline lowers it (docs/passes.md). A given
Module is not changed: it is compiled from a copy.

`entry` is the function to run: by default `main` if the module has one, else
its only public function. `fuse=False` compiles without the optimizations
(one runtime op per TF op: for debugging and for measuring them). Errors in the input (malformed IR, an op the runtime
cannot execute, v1 control flow) raise `CompileError` with MLIR's diagnostics
as `file:line:col: error: message` lines.
"""

from __future__ import annotations

import os

from mlir import ir, passmanager

import tfrt.dialects  # noqa: F401  (registers the dialects and passes)
from tfrt.bef_emitter.emitter import BEFEmitError, mlir_to_bef
from tfrt.diagnostics import format_error, format_location
from tfrt.executable import Executable
from tfrt.runtime.cpu_ops import default_cpu_op_registry
from tfrt.runtime.tensor import dtype_from_name

__all__ = ["CompileError", "PIPELINE", "compile", "compile_to_bef"]

PIPELINE = "tf-to-tfrt-pipeline"


class CompileError(ValueError):
    """The input cannot be compiled; the message holds MLIR's diagnostics."""


def compile(source, entry: str | None = None, *, work_queue: str = "s",
            fuse: bool = True) -> Executable:
    """Compiles `source` and loads it; see the module docstring."""
    with ir.Context():
        module = _parse(source)
        entry = _entry(module, entry)
        signature = _signature(module, entry)
        input_names = _input_names(module, entry)
        bef = _lower_to_bef(module, fuse)
    return Executable(bef, entry, work_queue=work_queue, signature=signature,
                      input_names=input_names)


def compile_to_bef(source, entry: str | None = None, *, fuse: bool = True) -> tuple[bytes, str]:
    """The BEF bytes of `source` and the name of its entry function."""
    with ir.Context():
        module = _parse(source)
        entry = _entry(module, entry)
        return _lower_to_bef(module, fuse), entry


def _parse(source) -> ir.Module:
    ir.Context.current.allow_unregistered_dialects = True  # tf_saved_model stays unregistered
    try:
        if isinstance(source, ir.Module):
            # A copy, locations kept: the caller's module stays as it was.
            return ir.Module.parse(source.operation.get_asm(enable_debug_info=True))
        if isinstance(source, os.PathLike) or (isinstance(source, str) and _looks_like_path(source)):
            path = os.fspath(source)
            if not os.path.isfile(path):
                raise CompileError(f"{path}: no such file")
            return ir.Module.parseFile(path)
        if isinstance(source, str):
            return ir.Module.parse(source)
    except ir.MLIRError as e:
        raise CompileError(format_error(e)) from None
    raise TypeError(f"source must be a path, MLIR text or an mlir.ir.Module, not {type(source).__name__}")


def _looks_like_path(text: str) -> bool:
    return "\n" not in text and not text.lstrip().startswith(("module", "func", "#", "//", "\""))


def _functions(module: ir.Module) -> list[ir.Operation]:
    return [op.operation for op in module.body.operations if op.operation.name == "func.func"]


def _name(fn: ir.Operation) -> str:
    return ir.StringAttr(fn.attributes["sym_name"]).value


def _entry(module: ir.Module, entry: str | None) -> str:
    functions = _functions(module)
    names = [_name(f) for f in functions]
    if entry is not None:
        if entry not in names:
            raise CompileError(f"no function @{entry}; the module has {', '.join(names) or 'none'}")
        return entry
    if "main" in names:
        return "main"
    public = [_name(f) for f in functions if "sym_visibility" not in f.attributes]
    if len(public) != 1:
        raise CompileError(f"choose the entry function (entry=...): the module has "
                           f"{len(public)} public functions ({', '.join(public) or 'none'})")
    return public[0]


def _function(module: ir.Module, name: str) -> ir.Operation:
    return next(f for f in _functions(module) if _name(f) == name)


def _input_names(module: ir.Module, entry: str) -> list[str] | None:
    """The TF names of the entry's inputs (graph imports record them in
    `tf.entry_function = {inputs = "x,n"}`); None when not recorded. Names of
    variables (resource arguments) are not recorded: they follow the inputs."""
    fn = _function(module, entry)
    if "tf.entry_function" not in fn.attributes:
        return None
    info = ir.DictAttr(fn.attributes["tf.entry_function"])
    if "inputs" not in info:
        return None
    names = ir.StringAttr(info["inputs"]).value
    return names.split(",") if names else []


def _signature(module: ir.Module, entry: str) -> list | None:
    """The entry's inputs as (numpy dtype, shape or None if unranked); None if
    some input has a type the check does not know."""
    fn = _function(module, entry)
    inputs = fn.attributes["function_type"].value.inputs
    signature = []
    for t in inputs:
        if not isinstance(t, ir.ShapedType):
            return None
        shaped = t
        element = shaped.element_type
        text = str(element)
        if text.startswith("!tf_type.resource<"):  # a variable: its value's type
            inner = text[len("!tf_type.resource<"):-1]
            if not inner.startswith("tensor<"):
                return None
            shaped = ir.Type.parse(inner)
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
        raise CompileError(format_error(e)) from None
    try:
        return mlir_to_bef(module)
    except BEFEmitError as e:
        where = format_location(e.location) if getattr(e, "location", None) else "<unknown>"
        raise CompileError(f"{where}: error: {e}") from None
