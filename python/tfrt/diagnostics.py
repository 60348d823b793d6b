"""Compiler-style rendering of MLIR diagnostics (`file:line:col: error: ...`).

TensorFlow's debug locations (`show_debug_info=True`) wrap each op's Python
call stack in names and call sites: `fused["Relu:", callsite("dense/Relu"(
"model.py":12:3) at callsite("keras/.../layer.py":50:1 at ...))]`. They are
rendered as the user's frame, `model.py:12:3`: the innermost frame outside
installed libraries (TF's and Keras's own frames are in site-packages), plus
the TF node name (`dense/Relu`). Notes that print the compiler's own IR
(`see current operation: ... "corert.executeop.seq"`) are left out: they show
the lowering, not the user's program.
"""

from __future__ import annotations

import re

from mlir import ir

# Files of installed packages and of Python itself: not the user's frame.
_LIBRARY = re.compile(r"[/\\](site|dist)-packages[/\\]|[/\\]lib[/\\]python\d[\d.]*[/\\]")
# Dialects a user's TF program is written in; others are the compiler's own.
_USER_DIALECTS = ("tf", "tf_executor", "tf_saved_model", "tf_type", "func", "builtin")
_CURRENT_OP = re.compile(r'^see current operation: (?:%\S+(?:, %\S+)* = )?"?([A-Za-z_]\w*)\.')


def _walk(location: ir.Location):
    """(file locations, first TF node name) inside `location`, in the order
    MLIR's own diagnostic printer searches: names' children, call sites callee
    first (the innermost frame), fused locations in order."""
    files, node = [], None
    pending = [location]  # a stack, not recursion: locations may nest deeply
    while pending:
        loc = pending.pop()
        if loc.is_a_file():
            files.append(loc)
        elif loc.is_a_name():
            name = loc.name_str
            if node is None and name and not name.endswith(":"):  # "Relu:" is the op type
                node = name
            pending.append(loc.child_loc)
        elif loc.is_a_callsite():
            pending += [loc.caller, loc.callee]
        elif loc.is_a_fused():
            pending += reversed(loc.locations)
    return files, node


def _user_frame(files: list) -> ir.Location | None:
    for loc in files:
        if not _LIBRARY.search(loc.filename):
            return loc
    return files[0] if files else None


def format_location(location: ir.Location, source: str | None = None) -> str:
    """`file:line:col` of the user's frame in `location` (see the module
    docstring); without any file location `source` (the input's name) when
    given, else MLIR's spelling."""
    frame = _user_frame(_walk(location)[0])
    if frame is not None:
        return f"{frame.filename}:{frame.start_line}:{frame.start_col}"
    return source if source is not None else str(location)


def node_name(location: ir.Location) -> str | None:
    """The TF node name a debug location carries (`dense/Relu`), else None."""
    return _walk(location)[1] if not location.is_a_file() else None


def format_diagnostic(location: ir.Location, severity: str, message: str,
                      source: str | None = None) -> str:
    """`where: severity: message`, the TF node name appended when there is one."""
    node = node_name(location)
    suffix = f" (node '{node}')" if node is not None else ""
    return f"{format_location(location, source)}: {severity}: {message}{suffix}"


def is_internal_note(message: str) -> bool:
    """A note printing an op of the compiler's own dialects."""
    m = _CURRENT_OP.match(message)
    return m is not None and m.group(1) not in _USER_DIALECTS


def format_error(error: ir.MLIRError, source: str | None = None) -> str:
    """One line per diagnostic (notes indented below), like mlir-opt prints
    them, at the user's frame; notes showing internal IR left out. `source`:
    the input's name, for a diagnostic without a file location."""
    if not error.error_diagnostics:
        return error.message
    lines = []
    for diag in error.error_diagnostics:
        lines.append(format_diagnostic(diag.location, "error", diag.message, source))
        for note in diag.notes:
            if not is_internal_note(note.message):
                lines.append("  " + format_diagnostic(note.location, "note", note.message, source))
    return "\n".join(lines)
