"""tfrt-translate: MLIR <-> BEF, and a readable dump of BEF files.

    tfrt-translate --mlir-to-bef model.mlir -o model.bef
    tfrt-translate --bef-to-mlir model.bef
    tfrt-translate --dump model.bef                 # the sections, one entity a line
    tfrt-translate --mlir-to-bef --dump model.mlir  # emit, then dump (golden tests)
    tfrt-translate --mlir-to-bef --dump --split-input-file --verify-diagnostics t.mlir

The input is a file or `-` (stdin). With --split-input-file each `// -----`
part is translated on its own (line numbers stay those of the file); with
--verify-diagnostics the errors must match the file's `// expected-error {{...}}`
annotations (`@+N`, `@-N`, `@above`, `@below`), and what does not match is
reported. Both are MLIR's own (splitAndProcessBuffer and
SourceMgrDiagnosticVerifierHandler, through the tfrt extension), as in mlir-opt.
Errors go to stderr as `file:line:col: error: message`; the exit status is then 1.
"""

from __future__ import annotations

import argparse
import sys

from mlir import ir

import tfrt.dialects  # noqa: F401  (registers the dialects)
from tfrt import _tfrt_mlir
from tfrt.bef_emitter import bef_to_mlir
from tfrt.bef_emitter.disassembler import missing_sections
from tfrt.bef_emitter.emitter import BEFEmitError, mlir_to_bef, parse_module
from tfrt.diagnostics import format_error, format_location
from tfrt.runtime.bef.dump import DumpError, dump
from tfrt.runtime.bef.format import BEFFormatError, SectionID
from tfrt.runtime.bef.reader import BEFFile
from tfrt.tools.llvm_args import normalize

PROG = "tfrt-translate"
SPLIT_MARKER = "// -----"


class Failure(Exception):
    """An error already formatted for stderr."""


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as f:
        return f.read()


def _open_bef(path: str, data: bytes | None) -> BEFFile:
    try:
        return BEFFile(data, name=path) if data is not None else BEFFile.open(path)
    except BEFFormatError as e:
        raise Failure(f"{path}: error: {e}") from None


def _report(error: Exception) -> None:
    """Emits `error` as MLIR diagnostics at its locations, for the verifier."""
    if isinstance(error, BEFEmitError):
        error.location.emit_error(error.message)
    elif error.error_diagnostics:
        for diagnostic in error.error_diagnostics:
            diagnostic.location.emit_error(diagnostic.message)
    else:
        ir.Location.unknown().emit_error(error.message)


def _translate_mlir(path: str, raw: bytes, args) -> tuple[list[str], bytes | None, list[str]]:
    """(outputs, binary output, errors) for MLIR input: each part (or the whole
    input) is parsed and emitted in a context of its own, on MLIR's
    splitAndProcessBuffer; with --verify-diagnostics the errors go to MLIR's
    SourceMgrDiagnosticVerifierHandler, which reports what does not match."""
    outputs, errors, binary = [], [], None

    def process(context: ir.Context, text: str) -> bool:
        nonlocal binary
        context.allow_unregistered_dialects = True
        with context, ir.Location.unknown():
            try:
                module = parse_module(text, source_name=path, context=context)
                data = mlir_to_bef(module, optional_sections=not args.disable_optional_sections)
            except (ir.MLIRError, BEFEmitError) as e:
                if args.verify_diagnostics:
                    _report(e)
                elif isinstance(e, ir.MLIRError):
                    errors.append(format_error(e))
                else:
                    errors.append(f"{format_location(e.location)}: error: {e.message}")
                return False
        if not args.dump:
            binary = data
            return True
        text, error = _dump(_open_bef(path, data))
        outputs.append(text)
        errors.extend([error] if error else [])
        return error is None

    ok, report = _tfrt_mlir.split_and_process(
        raw, path, process, split=args.split_input_file, verify=args.verify_diagnostics)
    if report:
        errors.append(report.rstrip("\n"))
    elif not ok and not errors:
        errors.append(f"{PROG}: error: {path}: diagnostics did not verify")
    return outputs, binary, errors


def _generic(text: str) -> str:
    """MLIR text in MLIR's generic op form (what --mlir-print-op-generic prints)."""
    context = ir.Context()
    context.allow_unregistered_dialects = True
    with context:
        module = ir.Module.parse(text)
        return module.operation.get_asm(print_generic_op_form=True)


def _warn_missing_sections(path: str, bef: BEFFile) -> None:
    """TFRT's warning for a file without the sections BEF -> MLIR uses: it
    prints anyway, with placeholder attribute names, values and types."""
    missing = missing_sections(bef)
    if not missing:
        return
    if missing == [SectionID.FUNCTION_INFO]:
        message = "Missing FunctionInfo section."
    else:
        message = "Missing AttributeTypes, AttributeNames or RegisterTypes sections."
    print(f"{path}: warning: {message}", file=sys.stderr, flush=True)


def _dump(bef: BEFFile) -> tuple[str, str | None]:
    """(the dump, or as much as could be read; the error that stopped it)."""
    try:
        return dump(bef), None
    except DumpError as e:
        return e.text, f"{bef.name}: error: {e.cause}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tfrt-translate", description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--mlir-to-bef", action="store_true", help="MLIR text in, BEF out")
    mode.add_argument("--bef-to-mlir", action="store_true", help="BEF in, MLIR text out")
    parser.add_argument("--dump", action="store_true",
                        help="print the BEF file's sections (of the input, or of the BEF "
                             "produced by --mlir-to-bef)")
    parser.add_argument("input", nargs="?", default="-", help="input file, - for stdin")
    parser.add_argument("-o", dest="output", default="-", help="output file (default stdout)")
    parser.add_argument("--split-input-file", action="store_true",
                        help="translate each '// -----' part of MLIR input on its own")
    parser.add_argument("--verify-diagnostics", action="store_true",
                        help="check errors against expected-error comments")
    parser.add_argument("--disable-optional-sections", action="store_true",
                        help="leave out what only BEF -> MLIR needs")
    parser.add_argument("--mlir-print-op-generic", action="store_true",
                        help="with --bef-to-mlir: print every op in generic form")
    # --dump alone reads BEF: make the mode group optional in that case.
    argv = normalize(parser, sys.argv[1:] if argv is None else argv)
    if "--dump" in argv and not {"--mlir-to-bef", "--bef-to-mlir"} & set(argv):
        mode.required = False
    args = parser.parse_args(argv)
    if args.bef_to_mlir and args.dump:
        parser.error("--bef-to-mlir and --dump both print; choose one")
    if (args.split_input_file or args.verify_diagnostics) and not args.mlir_to_bef:
        parser.error("--split-input-file and --verify-diagnostics apply to --mlir-to-bef")
    if args.split_input_file and args.mlir_to_bef and not (args.dump or args.verify_diagnostics):
        parser.error("--split-input-file writes no binary; add --dump or --verify-diagnostics")

    path = args.input
    try:
        try:
            raw = _read(path) if path == "-" or args.mlir_to_bef else None
        except OSError as e:
            raise Failure(f"{PROG}: error: {path}: {e.strerror}") from None
        binary, outputs, errors = None, [], []
        if args.mlir_to_bef:
            try:
                raw.decode("utf-8")
            except UnicodeDecodeError:
                raise Failure(f"{path}: error: MLIR input is not UTF-8 text") from None
            outputs, binary, errors = _translate_mlir(path, raw, args)
        else:
            try:
                bef = _open_bef(path, raw)
            except OSError as e:
                raise Failure(f"{PROG}: error: {path}: {e.strerror}") from None
            if args.bef_to_mlir:
                _warn_missing_sections(path, bef)
                try:
                    outputs = [bef_to_mlir(bef)]
                except (BEFFormatError, ValueError) as e:
                    raise Failure(f"{path}: error: {e}") from None
                if args.mlir_print_op_generic:
                    try:
                        outputs = [_generic(outputs[0])]
                    except ir.MLIRError as e:  # e.g. placeholder types a verifier rejects
                        raise Failure(f"{path}: error: the MLIR of this file does not verify: "
                                      f"{format_error(e)}") from None
            else:
                text, error = _dump(bef)
                outputs, errors = [text], [error] if error else []
    except Failure as e:
        print(e, file=sys.stderr)
        return 1
    for error in errors:
        print(error, file=sys.stderr)
    if binary is not None or outputs:
        payload = binary if binary is not None else (
            "\n" + SPLIT_MARKER + "\n").join(outputs).encode("utf-8")
        if args.output == "-":
            sys.stdout.buffer.write(payload)
            sys.stdout.flush()
        else:
            try:
                with open(args.output, "wb") as f:
                    f.write(payload)
            except OSError as e:
                print(f"{PROG}: error: cannot write {args.output}: {e.strerror}", file=sys.stderr)
                return 1
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
