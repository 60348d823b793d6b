"""Shrinks a failing input while it fails the same way (the same group key).

    python -m fuzz --reduce build/fuzz-failures/<outcome>/<group>/<case>.json

MLIR loses lines, then characters inside the remaining lines; BEF loses byte
ranges (with the header's size kept right, when the format has one). Each try
is a full run of the case, so a reduction is bounded by `max_runs`.
"""

from __future__ import annotations

import json
import pathlib
from dataclasses import replace

from fuzz.harness import Case, Runner
from fuzz.mutators import fix_header


def load_case(path: pathlib.Path) -> Case:
    fields = json.loads(path.read_text())
    data = path.with_suffix(fields.pop("suffix")).read_bytes()
    return Case(data=data, **fields)


def _chunks(items: list, runner: Runner, keep, max_runs: int) -> list:
    """Greedy removal of chunks of halving size while `keep(candidate)`."""
    runs = 0
    size = max(len(items) // 2, 1)
    while size >= 1 and runs < max_runs:
        i = 0
        while i < len(items) and runs < max_runs:
            candidate = items[:i] + items[i + size:]
            runs += 1
            if candidate and keep(candidate):
                items = candidate
            else:
                i += size
        size //= 2
    return items


def reduce(case: Case, key: str, runner: Runner, group_key, max_runs: int = 300) -> Case:
    def same(data: bytes) -> bool:
        attempt = replace(case, data=data)
        return group_key(attempt, runner.run(attempt)) == key

    if case.suffix == ".mlir":
        lines = case.data.decode("utf-8", "replace").split("\n")
        lines = _chunks(lines, runner, lambda ls: same("\n".join(ls).encode()), max_runs // 2)
        text = "\n".join(lines)
        chars = _chunks(list(text), runner, lambda cs: same("".join(cs).encode()), max_runs // 2)
        return replace(case, data="".join(chars).encode())
    fixed = [b for b in _chunks(list(case.data), runner,
                                lambda bs: same(fix_header(bytes(bs))), max_runs)]
    return replace(case, data=fix_header(bytes(fixed)))
