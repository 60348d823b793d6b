"""LLVM's command-line habits on top of argparse, so that command lines written
for TFRT's and MLIR's tools work unchanged:

- a long option may start with one dash: `-mlir-to-bef`, `-work_queue_type=mstd`;
- `_` and `-` are the same in option names: `--work_queue_type` is `--work-queue-type`;
- a switch takes `=true` / `=false` (`=1` / `=0`): `--disable-optional-sections=true`.

Only names the parser knows are rewritten; anything else reaches argparse as
written, which reports it.
"""

from __future__ import annotations

import argparse

_SWITCH_VALUES = {"true": True, "1": True, "false": False, "0": False}


def normalize(parser: argparse.ArgumentParser, argv: list[str]) -> list[str]:
    """`argv` with LLVM-style spellings of `parser`'s options in argparse's."""
    names = {s for a in parser._actions for s in a.option_strings}
    switches = {s for a in parser._actions if a.nargs == 0 for s in a.option_strings}
    out = []
    for i, arg in enumerate(argv):
        if arg == "--":  # the rest are positional
            return out + argv[i:]
        if arg.startswith("-") and len(arg) > 2 and not arg[1].isdigit():
            name, eq, value = arg.lstrip("-").partition("=")
            long_name = "--" + name.replace("_", "-")
            if long_name in names:
                if long_name in switches and eq:
                    if value.lower() not in _SWITCH_VALUES:
                        parser.error(f"option {long_name}: '{value}' is not true or false")
                    if _SWITCH_VALUES[value.lower()]:
                        out.append(long_name)
                    continue
                arg = long_name + eq + value
        out.append(arg)
    return out
