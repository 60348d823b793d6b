"""`tfrt.compile`: TF-dialect MLIR -> kernel graph -> BEF -> Executable.

    exe = tfrt.compile("model.mlir")                 # a path, MLIR text or an mlir.ir.Module
    y = exe(x)                                       # or exe(x=x), exe({"x": x})
    exe = tfrt.compile("sm.mlir", signature="serving_default")      # a SavedModel import
    exe = tfrt.compile("unfrozen.mlir", variables={"w": w})       # variables as arguments

`source` may be in any form TensorFlow prints (functional `tf`, `tf_executor`
graphs, region control flow, unfrozen with resource arguments, SavedModel);
the `tf-to-tfrt-pipeline` pass pipeline lowers it (docs/passes.md). A given
Module is not changed: it is compiled from a copy.

The entry (tfrt.entry): a SavedModel's exported function `signature`
(default `serving_default`, else the only one); another module's public
function `entry` (default `main`, else the only one). Its variables (bound
SavedModel arguments, or an unfrozen function's resource arguments given
values by `variables=`, a dict by input name or a sequence in order) become
constants when the program only reads them, and variables the Executable
owns when it writes them (`exe.variables`). `fuse=False` compiles without the
optimizations (one runtime op per TF op: for debugging and for measuring
them). `num_threads`: threads per op, oneDNN's and OpenBLAS's (default: the
process's, `TFRT_NUM_THREADS` or every core; runtime/threads.py). Errors in the input (malformed IR, an op the runtime cannot execute,
v1 control flow, an attribute of the wrong kind, no entry to choose, missing
or wrong variables) raise `CompileError`, with MLIR's diagnostics as
`file:line:col: error: message` lines when the error has a location.

TF's debug locations (call stacks) are rendered as the user's line, notes
showing the compiler's own IR left out (tfrt.diagnostics). `dump_ir=DIR`
writes the input and the module after each pass (as
`--mlir-print-ir-after-all`) as numbered files, `DIR/00_input.mlir`,
`DIR/01_<pass>.mlir`, ...: to see what each pass did.

MLIR's parser, verifier and printer recurse once per nesting level on the
calling thread's stack: compiling runs on a thread of its own with a large
stack, and input whose brackets nest deeper than `MAX_NESTING` is a
CompileError rather than a stack overflow (docs/compile.md).
"""

from __future__ import annotations

import os
import re

import tfrt.dialects  # noqa: F401  (registers the dialects and passes; loads MLIR first)
from mlir import ir, passmanager
from tfrt import entry as interface
from tfrt.bef_emitter.emitter import BEFEmitError, mlir_to_bef
from tfrt.bef_emitter.nesting import (
    MAX_NESTING, InputError, check_literals, check_nesting, check_shapes, check_strings,
    on_large_stack,
)
from tfrt.diagnostics import format_error, format_location
from tfrt.executable import Executable
from tfrt.runtime import threads
from tfrt.runtime.bef.signatures import Signatures, VariableSpec, encode_signatures
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


def compile(source, entry: str | None = None, *, signature: str | None = None, variables=None,
            work_queue: str = "s", fuse: bool = True, num_threads: int | None = None,
            dump_ir=None) -> Executable:
    """Compiles `source` and loads it; see the module docstring."""
    threads.check(num_threads)  # before the work of compiling
    bef, entry = compile_to_bef(source, entry, signature=signature, variables=variables, fuse=fuse,
                                dump_ir=dump_ir)
    return Executable(bef, entry, work_queue=work_queue, num_threads=num_threads)


def compile_to_bef(source, entry: str | None = None, *, signature: str | None = None,
                   variables=None, fuse: bool = True, dump_ir=None) -> tuple[bytes, str]:
    """The BEF bytes of `source` (with its Signatures section) and the name of
    its entry function."""
    return _compile_on_large_stack(source, entry, signature, variables, fuse, dump_ir)


def _compile(source, entry, signature, variables, fuse: bool, dump_ir):
    """(BEF, entry name); the one place an MLIR context lives."""
    with ir.Context() as context:
        module, name = _parse(source, context)
        try:
            entry, fn = interface.choose_entry(module, entry, signature)
            saved_model = interface.is_saved_model(module)
            names = interface.variable_names(module)
            if variables is not None:
                names.update(interface.bind_variables(module, fn, variables))
            else:
                unbound = interface.resource_arguments(fn)
                if unbound:
                    raise interface.InterfaceError(
                        f"@{interface.name_of(fn)} takes {len(unbound)} variables (resource "
                        f"arguments: {', '.join(repr(n) for _, n in unbound)}); give their "
                        f"values with variables= (--variables)")
            if saved_model:
                functions = {n: interface.function_signature(f)
                             for n, f in interface.exported_functions(module).items()}
            else:
                functions = {entry: interface.function_signature(fn)}
        except interface.InterfaceError as e:
            raise CompileError(str(e), located=e.located) from None
        _lower(module, fuse, name, dump_ir)
        signatures = Signatures(functions, entry, *_owned_variables(module, names))
        return _emit(module, encode_signatures(signatures), name), entry


def _owned_variables(module: ir.Module, names: dict[str, str]):
    """(init function, variables) the lowering recorded on the module."""
    attrs = module.operation.attributes
    init = ir.StringAttr(attrs["tfrt.saved_model.init"]).value \
        if "tfrt.saved_model.init" in attrs else None
    variables = []
    if "tfrt.saved_model.variables" in attrs:
        for item in attrs["tfrt.saved_model.variables"]:
            item = ir.DictAttr(item)
            shared_name = ir.StringAttr(item["name"]).value
            t = ir.ShapedType(ir.TypeAttr(item["type"]).value)
            shape = tuple(None if t.is_dynamic_dim(i) else t.get_dim_size(i)
                          for i in range(t.rank)) if t.has_rank else None
            variables.append(VariableSpec(names.get(shared_name, shared_name), shared_name,
                                          dtype_from_name(str(t.element_type)), shape))
    return init, tuple(variables)


def _compile_on_large_stack(*args):
    try:
        return on_large_stack(_compile, *args)
    except MemoryError as e:
        raise CompileError(str(e), located=False) from None


def _parse(source, context: ir.Context) -> tuple[ir.Module, str]:
    """The module and the input's name (`-` for text)."""
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
        check_literals(text, name)
    except InputError as e:
        raise CompileError(str(e)) from None
    context.enable_multithreading(False)  # see tfrt.bef_emitter.nesting
    try:
        if name != "-":
            return ir.Module.parseFile(name), name  # locations name the file
        return ir.Module.parse(text), name
    except ir.MLIRError as e:
        raise _mlir_error(e, name) from None


def _looks_like_path(text: str) -> bool:
    return "\n" not in text and not text.lstrip().startswith(("module", "func", "#", "//", "\""))


def _mlir_error(e: ir.MLIRError, source: str) -> CompileError:
    return CompileError(format_error(e, source), located=bool(e.error_diagnostics))


def _pipeline(fuse: bool) -> str:
    """The pipeline, checking every op against the runtime's op library: an
    op the runtime cannot execute is a compile-time error at that op.
    `fuse=False` turns the optimizations off (batch-norm folding, kernel and
    element-wise fusion, while-loop rotation): one runtime op per TF op."""
    ops = ",".join(default_cpu_op_registry().op_names())
    return f"builtin.module({PIPELINE}{{supported-ops={ops} fuse={str(fuse).lower()}}})"


def _lower(module: ir.Module, fuse: bool, source: str, dump_ir) -> None:
    pm = passmanager.PassManager.parse(_pipeline(fuse))
    if dump_ir is not None:
        _start_dump(pm, module, os.fspath(dump_ir))
    try:
        pm.run(module.operation)
    except ir.MLIRError as e:
        raise _mlir_error(e, source) from None
    finally:
        if dump_ir is not None:
            _flatten_dump(os.fspath(dump_ir))


_DUMP_FILE = re.compile(r"^\d+_[\w.-]+\.mlir$")


def _start_dump(pm: passmanager.PassManager, module: ir.Module, directory: str) -> None:
    """`dump_ir`: the input as `DIR/00_input.mlir` and the module after each pass
    (and after a failing one), as `--mlir-print-ir-after-all` prints it, as
    `DIR/<NN>_<pass>.mlir`; the dump files of an earlier dump there are replaced."""
    try:
        os.makedirs(directory, exist_ok=True)
        for name in os.listdir(directory):
            if _DUMP_FILE.match(name):
                os.remove(os.path.join(directory, name))
        with open(os.path.join(directory, "00_input.mlir"), "w") as f:
            f.write(module.operation.get_asm(enable_debug_info=True))
    except OSError as e:
        raise CompileError(f"cannot write the IR to {directory}: {e.strerror}",
                           located=False) from None
    pm.enable_ir_printing(print_module_scope=True, enable_debug_info=True,
                          tree_printing_dir_path=directory)


def _flatten_dump(directory: str) -> None:
    """MLIR writes a folder per op a pass ran on (`builtin_module_no-symbol-name/
    3_canonicalize.mlir`, numbered in pass order): the files move up, renumbered
    from 01, and the folders go."""
    for root, _, files in os.walk(directory, topdown=False):
        if root == directory:
            continue
        for name in files:
            number, _, rest = name.partition("_")
            if number.isdigit():
                os.replace(os.path.join(root, name),
                           os.path.join(directory, f"{int(number) + 1:02d}_{rest}"))
        try:
            os.rmdir(root)
        except OSError:  # not empty: not only ours
            pass


def _emit(module: ir.Module, signatures: bytes, source: str) -> bytes:
    try:
        return mlir_to_bef(module, signatures=signatures)
    except BEFEmitError as e:
        where = format_location(e.location, source) if getattr(e, "location", None) else source
        raise CompileError(f"{where}: error: {e}") from None
