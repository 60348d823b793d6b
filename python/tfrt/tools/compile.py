"""tfrt-compile: TF-dialect MLIR -> BEF.

    tfrt-compile model.mlir -o model.bef [--entry NAME | --signature NAME]
                 [--variables weights.npz] [--no-fuse]

Runs the tf-to-tfrt-pipeline and the BEF emitter (see tfrt.compiler). Bad
input: MLIR's diagnostics on stderr (`file:line:col: error: ...`), or
`tfrt-compile: error: ...` for an error with no location, exit 1.
"""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tfrt-compile", description=__doc__.splitlines()[0])
    parser.add_argument("input", help="TF-dialect MLIR file (- for stdin)")
    parser.add_argument("-o", "--output", required=True, help="the BEF file to write")
    parser.add_argument("--entry", help="the function to run, a public one (default: main, else the only public one)")
    parser.add_argument("--signature", help="a SavedModel's exported function (default: serving_default, else the only one)")
    parser.add_argument("--variables", help=".npz of an unfrozen function's variables, by input name")
    parser.add_argument("--no-fuse", action="store_true",
                        help="no optimizations: one runtime op per TF op (tfrt.compile's fuse=False)")
    args = parser.parse_args(argv)

    from tfrt.compiler import CompileError, compile_to_bef

    source = sys.stdin.read() if args.input == "-" else args.input
    try:
        variables = read_variables(args.variables)
    except ValueError as e:
        print(f"tfrt-compile: error: {e}", file=sys.stderr)
        return 1
    try:
        bef, entry = compile_to_bef(source, args.entry, signature=args.signature,
                                    variables=variables, fuse=not args.no_fuse)
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

    try:
        with np.load(path) as archive:
            return {name: archive[name] for name in archive.files}
    except (OSError, ValueError, AttributeError) as e:  # AttributeError: an .npy, not an .npz
        raise ValueError(f"cannot read the variables in {path}: {e}") from None


if __name__ == "__main__":
    sys.exit(main())
