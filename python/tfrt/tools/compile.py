"""tfrt-compile: TF-dialect MLIR -> BEF.

    tfrt-compile model.mlir -o model.bef [--entry NAME | --signature NAME]
                 [--variables weights.npz] [--no-fuse] [--dump-ir DIR]
    tfrt-compile --list-ops          # the ops the runtime runs (docs/ops.md)

Runs the tf-to-tfrt-pipeline and the BEF emitter (see tfrt.compiler);
--dump-ir writes the IR after each pass to DIR (tfrt.compile's dump_ir).
Bad input: MLIR's diagnostics on stderr (`file:line:col: error: ...`), or
`tfrt-compile: error: ...` for an error with no location, exit 1.
"""

from __future__ import annotations

import argparse
import pathlib
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tfrt-compile", description=__doc__.splitlines()[0])
    parser.add_argument("input", nargs="?", help="TF-dialect MLIR file (- for stdin)")
    parser.add_argument("-o", "--output", help="the BEF file to write")
    parser.add_argument("--list-ops", action="store_true",
                        help="list the TF ops the runtime's op library runs (op, family, notes) and exit")
    parser.add_argument("--entry", help="the function to run, a public one (default: main, else the only public one)")
    parser.add_argument("--signature", help="a SavedModel's exported function (default: serving_default, else the only one)")
    parser.add_argument("--variables", help=".npz of an unfrozen function's variables, by input name")
    parser.add_argument("--no-fuse", action="store_true",
                        help="no optimizations: one runtime op per TF op (tfrt.compile's fuse=False)")
    parser.add_argument("--dump-ir", metavar="DIR",
                        help="write the input and the IR after each pass here, as numbered files")
    args = parser.parse_args(argv)
    if args.list_ops:
        return list_ops()
    if args.input is None or args.output is None:
        parser.error("the following arguments are required: input, -o/--output")

    from tfrt.compiler import CompileError, compile_to_bef

    if args.input == "-":
        try:
            source = sys.stdin.buffer.read().decode("utf-8")
        except UnicodeDecodeError:
            print("tfrt-compile: error: the input on stdin is not UTF-8 text", file=sys.stderr)
            return 1
        source += "\n"  # text, never taken for a path
    else:
        source = pathlib.Path(args.input)  # a path, whatever its name looks like
    try:
        variables = read_variables(args.variables)
    except ValueError as e:
        print(f"tfrt-compile: error: {e}", file=sys.stderr)
        return 1
    try:
        bef, entry = compile_to_bef(source, args.entry, signature=args.signature,
                                    variables=variables, fuse=not args.no_fuse,
                                    dump_ir=args.dump_ir)
    except CompileError as e:
        print(e if e.located else f"tfrt-compile: error: {e}", file=sys.stderr)
        return 1
    try:
        with open(args.output, "wb") as f:
            f.write(bef)
    except OSError as e:
        print(f"tfrt-compile: error: cannot write {args.output}: {e.strerror}", file=sys.stderr)
        return 1
    print(f"{args.output}: {len(bef)} bytes, entry @{entry}", file=sys.stderr)
    return 0


def read_variables(path: str | None) -> dict | None:
    """The arrays of an .npz file by name (None without a path); ValueError if unreadable."""
    if path is None:
        return None
    import numpy as np

    import zipfile

    try:
        archive = np.load(path, allow_pickle=False)
        if not isinstance(archive, np.lib.npyio.NpzFile):
            raise ValueError(f"{path} is not an .npz archive (one array per variable, by name)")
        with archive:
            return {name: archive[name] for name in archive.files}
    except FileNotFoundError:
        raise ValueError(f"{path}: no such file") from None
    except OSError as e:
        raise ValueError(f"cannot read the variables in {path}: {e.strerror or e}") from None
    except (zipfile.BadZipFile, EOFError, ValueError) as e:
        message = str(e) if str(e).startswith(path) else f"cannot read the variables in {path}: {e}"
        raise ValueError(message) from None


def list_ops() -> int:
    """One line per op the CPU op library runs: name, family module, notes."""
    from tfrt.runtime.cpu_ops.catalog import op_catalog

    ops = op_catalog()
    width = max(len(op.name) for op in ops)
    for op in ops:
        print(f"{op.name:<{width}}  {op.family:<21} {op.notes}".rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main())

