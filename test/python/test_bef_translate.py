"""The tfrt-translate command line: modes, stdin/stdout, errors, diagnostics."""

import subprocess
import sys

import pytest

from conftest import TOOLS
from tfrt.bef_emitter import mlir_to_bef
from tfrt.runtime.bef import BEFFile

MODULE = """
func.func @main(%x: i32) -> i32 {
  %0 = "tfrt.constant.i32"() {value = 1 : i32} : () -> i32
  %1 = "tfrt.add.i32"(%x, %0) : (i32, i32) -> i32
  "tfrt.return"(%1) : (i32) -> ()
}
"""


def translate(*args, stdin: bytes = b"") -> subprocess.CompletedProcess:
    tool = TOOLS / "tfrt-translate"
    command = [str(tool)] if tool.exists() else [sys.executable, "-m", "tfrt.tools.translate"]
    return subprocess.run(command + list(args), input=stdin, capture_output=True, timeout=120)


def test_stdin_to_stdout_and_back():
    bef = translate("--mlir-to-bef", "-", stdin=MODULE.encode())
    assert bef.returncode == 0, bef.stderr
    assert BEFFile(bef.stdout).function("main").num_registers == 3
    text = translate("--bef-to-mlir", stdin=bef.stdout)
    assert text.returncode == 0 and b'"tfrt.add.i32"' in text.stdout
    again = translate("--mlir-to-bef", stdin=text.stdout)
    assert again.stdout == bef.stdout


def test_output_file(tmp_path):
    source = tmp_path / "m.mlir"
    source.write_text(MODULE)
    out = tmp_path / "m.bef"
    result = translate("--mlir-to-bef", str(source), "-o", str(out))
    assert result.returncode == 0 and result.stdout == b""
    assert BEFFile(out.read_bytes()).function("main").result_registers == (2,)
    dump = translate("--dump", str(out))
    assert dump.returncode == 0 and b'function 0 "main" bef: 3 registers' in dump.stdout


def test_a_malformed_body_dumps_what_it_can(tmp_path):
    data = bytearray(mlir_to_bef(MODULE))
    bef = BEFFile(bytes(data))
    start, _ = bef.section(5)
    # Corrupt the first kernel code word after the pseudo kernel.
    at = bytes(data).index(b"\xab\xab\xab\xab", start)
    kernel1 = at + 4 * (6 + 2 + 2 + 1 + 1)  # pseudo: header, counts, results, used-by
    data[kernel1:kernel1 + 4] = b"\x63\x00\x00\x00"
    path = tmp_path / "bad.bef"
    path.write_bytes(bytes(data))
    result = translate("--dump", str(path))
    assert result.returncode == 1
    assert b"section 4 FunctionIndex" in result.stdout  # printed before the error
    assert b"kernel 1 code 99 is out of range (at byte offset" in result.stderr


def test_errors_have_locations_and_exit_status(tmp_path):
    source = tmp_path / "bad.mlir"
    source.write_text(
        'func.func @f() {\n  "test.op"() {a = 1 : si8} : () -> ()\n  tfrt.return\n}\n')
    result = translate("--mlir-to-bef", str(source))
    assert result.returncode == 1 and result.stdout == b""
    assert result.stderr.decode().strip() == (
        f"{source}:2:3: error: BEF files cannot encode the 'a' attribute of 'test.op': "
        "type si8 has no BEF scalar dtype")
    syntax = tmp_path / "syntax.mlir"
    syntax.write_text("func.func @f( {\n")
    result = translate("--mlir-to-bef", str(syntax))
    assert result.returncode == 1 and f"{syntax}:1:".encode() in result.stderr


def test_verify_diagnostics_reports_mismatches(tmp_path):
    """MLIR's verifier (SourceMgrDiagnosticVerifierHandler) on MLIR's split
    (splitAndProcessBuffer): lines are the file's in every part, emitter errors
    are diagnostics like the parser's, and mismatches are reported as mlir-opt
    reports them, with the source line."""
    source = tmp_path / "v.mlir"
    source.write_text(
        'func.func @f() {\n'
        '  // expected-error @+1 {{a message that will not come}}\n'
        '  "test.op"() {a = 1 : si8} : () -> ()\n'
        '  tfrt.return\n}\n'
        '// -----\n'
        '// expected-error @+1 {{external functions are not allowed}}\n'
        'func.func private @g(i32)\n'
        '// -----\n'
        'func.func @h() {\n'
        '  "test.op"() {a = 1 : si16} : () -> ()\n'
        '  // expected-error @above {{type si16 has no BEF scalar dtype}}\n'
        '  tfrt.return\n}\n'
        '// -----\n'
        'func.func @i( {\n')
    result = translate("--mlir-to-bef", "--split-input-file", "--verify-diagnostics", str(source))
    assert result.returncode == 1
    assert result.stderr.decode().splitlines() == [
        f"{source}:3:3: error: unexpected error: BEF files cannot encode the 'a' attribute of "
        "'test.op': type si8 has no BEF scalar dtype",
        '  "test.op"() {a = 1 : si8} : () -> ()',
        "  ^",
        f"{source}:16:14: error: unexpected error: expected non-function type",
        "func.func @i( {",
        "             ^",
        f'{source}:2:6: error: expected error "a message that will not come" was not produced',
        "  // expected-error @+1 {{a message that will not come}}",
        "     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~"]


def test_verify_diagnostics_passes_when_all_match(tmp_path):
    source = tmp_path / "v.mlir"
    source.write_text(
        '// expected-error @+1 {{external functions are not allowed}}\n'
        'func.func private @g(i32)\n'
        '// -----\n'
        '// expected-error @below {{expected non-function type}}\n'
        'func.func @i( {\n')
    for split in (["--split-input-file"], []):
        result = translate("--mlir-to-bef", *split, "--verify-diagnostics", "--dump", str(source))
        if split:
            assert (result.returncode, result.stderr) == (0, b"")
        else:  # one part: the parser stops at the first error
            assert result.returncode == 1 and b"was not produced" in result.stderr
    source.write_text(MODULE)  # no annotations, no errors
    result = translate("--mlir-to-bef", "--verify-diagnostics", "--dump", str(source))
    assert result.returncode == 0 and b'function 0 "main"' in result.stdout


@pytest.mark.parametrize("args", [
    ["--mlir-to-bef", "--bef-to-mlir"], ["--bef-to-mlir", "--dump"],
    ["--mlir-to-bef", "--split-input-file"], ["--dump", "--split-input-file"], [],
])
def test_usage_errors(args):
    result = translate(*args)
    assert result.returncode == 2 and b"usage: tfrt-translate" in result.stderr
