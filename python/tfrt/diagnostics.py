"""Compiler-style rendering of MLIR diagnostics (`file:line:col: error: ...`)."""

from __future__ import annotations

from mlir import ir


def format_location(location: ir.Location) -> str:
    """`file:line:col` of the first file location in `location` (inside names,
    call sites callee first, fused locations: as MLIR's own diagnostic printer
    finds it), MLIR's spelling when there is none."""
    pending = [location]  # a stack, not recursion: locations may nest deeply
    while pending:
        loc = pending.pop()
        if loc.is_a_file():
            return f"{loc.filename}:{loc.start_line}:{loc.start_col}"
        if loc.is_a_name():
            pending.append(loc.child_loc)
        elif loc.is_a_callsite():
            pending += [loc.caller, loc.callee]
        elif loc.is_a_fused():
            pending += reversed(loc.locations)
    return str(location)


def format_error(error: ir.MLIRError) -> str:
    """One line per diagnostic (notes indented below), like mlir-opt prints them."""
    if not error.error_diagnostics:
        return error.message
    lines = []
    for diag in error.error_diagnostics:
        lines.append(f"{format_location(diag.location)}: error: {diag.message}")
        for note in diag.notes:
            lines.append(f"  {format_location(note.location)}: note: {note.message}")
    return "\n".join(lines)
