"""Regression tests for the BEF defects of issue 11 (shared/reliability):
truncated files that loaded, a result printer that crashed on a file whose
types lie, attribute sizes that overflowed a fixed-width field, and a splat
constant expanded in memory."""

import pathlib
import resource
import subprocess
import sys

import numpy as np
import pytest

from conftest import MODELS, TOOLS
from tfrt.bef_emitter import attributes as A
from tfrt.bef_emitter import mlir_to_bef
from tfrt.bef_emitter.emitter import BEFEmitError
from tfrt.bef_emitter.writer import BEFWriter, encode_file
from tfrt.compiler import compile_to_bef
from tfrt.runtime.async_value import CHAIN
from tfrt.runtime.bef import BEFFile, BEFFormatError, SectionID
from tfrt.runtime.bef.attributes import is_splat
from tfrt.runtime.bef.format import (
    HEADER_SIZE, MAGIC, REQUIRED_SECTIONS, VERSION, encode_header, encode_vbr, read_vbr,
)
from tfrt.runtime.values import ResultTypeError, format_result
from tfrt.tools import bef_executor

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "reliability"
EXECUTOR_TESTS = pathlib.Path(__file__).resolve().parents[1] / "lit" / "executor"


def real_files() -> dict[str, bytes]:
    control_flow = (EXECUTOR_TESTS / "control_flow.mlir").read_text()
    return {
        "control_flow": mlir_to_bef(control_flow),
        "control_flow_no_optional": mlir_to_bef(control_flow, optional_sections=False),
        "while_model": compile_to_bef(MODELS / "while" / "fn_std.mlir")[0],
    }


FILES = real_files()


def load_everything(data) -> BEFFile:
    """Opens `data` and decodes every function body."""
    bef = BEFFile(data)
    for f in bef.functions:
        if not f.is_native:
            f.kernels
    bef.kernel_names, bef.types, bef.kernel_flags
    return bef


def sections_of(data: bytes) -> list[tuple[int, bytes, int]]:
    bef = BEFFile(data)
    return [(sid, bytes(data[body:body + length]), alignment)
            for sid, _, body, length, alignment in bef.section_headers]


# -- 1. truncation ----------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(FILES))
def test_every_truncation_is_a_format_error(name):
    data = FILES[name]
    load_everything(data)  # the whole file is fine
    view = memoryview(data)
    for size in range(len(data)):
        with pytest.raises(BEFFormatError) as e:
            load_everything(view[:size])
        assert 0 <= e.value.offset <= size


@pytest.mark.parametrize("name", sorted(FILES))
def test_a_consistent_header_does_not_hide_a_missing_required_section(name):
    # A cut at a section boundary, with the header's size made to match: the
    # file loads only if every required section came before the cut.
    sections = sections_of(FILES[name])
    for cut in range(len(sections)):
        kept = sections[:cut]
        data = encode_file(kept)
        if REQUIRED_SECTIONS <= {sid for sid, _, _ in kept}:
            load_everything(data)
        else:
            with pytest.raises(BEFFormatError, match="the file has no"):
                load_everything(data)


def test_header_only_reproducer():
    # shared/reliability/header_only.bef, and the same cut of a current file.
    for data in (MAGIC + b"\x00", MAGIC + bytes((VERSION,))):
        with pytest.raises(BEFFormatError):
            BEFFile(data)


def test_bef_executor_reports_a_truncated_file_in_one_line(tmp_path, capsys):
    data = FILES["control_flow"]
    for size in (3, HEADER_SIZE, len(data) // 2, len(data) - 1):
        path = tmp_path / f"cut{size}.bef"
        path.write_bytes(data[:size])
        assert bef_executor.main([str(path)]) == 1
        out, err = capsys.readouterr()
        assert out == ""
        assert err.count("\n") == 1 and err.startswith(f"bef-executor: error: {path}: ")
        assert "(at byte offset" in err


# -- 2. a file whose types lie ----------------------------------------------------------------

def types_swapped() -> bytes:
    """shared/reliability/result_type_lies.bef in the current format:
    types_swap.mlir with the two entries of its Types table swapped."""
    data = mlir_to_bef((DATA / "types_swap.mlir").read_text())
    sections = []
    for sid, payload, alignment in sections_of(data):
        if sid == SectionID.TYPES:
            count, pos = read_vbr(payload, 0, len(payload))
            offsets = []
            for _ in range(count):
                offset, pos = read_vbr(payload, pos, len(payload))
                offsets.append(offset)
            assert count == 2
            payload = encode_vbr(count) + b"".join(map(encode_vbr, reversed(offsets)))
        sections.append((sid, payload, alignment))
    return encode_file(sections)


@pytest.mark.parametrize("function, message", [
    ("f", "function 'f' result #0: declared i32, but the function returned a chain"),
    ("g", "function 'g' result #0: declared !tfrt.chain, but the function returned int 1"),
])
def test_bef_executor_names_a_result_of_the_wrong_type(function, message, tmp_path, capsys):
    path = tmp_path / "lies.bef"
    path.write_bytes(types_swapped())
    assert bef_executor.main([str(path), "--functions", function]) == 1
    out, err = capsys.readouterr()
    assert out == f"--- Running '{function}':\n"
    assert err == f"bef-executor: error: {path}: {message}\n"


@pytest.mark.parametrize("type_name, value", [
    ("i32", CHAIN), ("i64", "text"), ("i32", 2**40), ("i32", True), ("i1", 3), ("f32", CHAIN),
    ("f64", None), ("!tfrt.chain", 1), ("!tfrt.string", 1.5), ("ui8", -1),
])
def test_format_result_raises_only_result_type_error(type_name, value):
    with pytest.raises(ResultTypeError, match=f"declared {type_name}"):
        format_result(type_name, value)


def test_format_result_prints_values_of_their_type():
    assert format_result("i1", np.bool_(True)) == "1"
    assert format_result("i64", np.int64(-5)) == "-5"
    assert format_result("f32", 1.5) == "1.500000e+00"
    assert format_result("!tfrt.chain", CHAIN) == "!tfrt.chain value"
    assert format_result("!corert.tensorhandle", object()) == "!corert.tensorhandle value"


# -- 3. large aggregates ----------------------------------------------------------------------

def test_an_aggregate_beyond_the_old_16_bit_prefix_is_encoded():
    # 17,000 elements: the prefix (16 + 4 * 17000 bytes) overflowed TFRT's u16.
    elements = [A.Dictionary([("T", A.TypeAttr(A.DType.F32))]) for _ in range(16_990)]
    elements += [A.String("x" * i) for i in range(10)]
    w = BEFWriter()
    w.function("f").kernel("k", attributes={"a": A.Aggregate(elements)})
    bef = BEFFile(w.to_bytes())
    value = bef.attribute(bef.function("f").kernels[1].attributes[0])
    assert len(value) == 17_000 and value[0] == {"T": A.DType.F32} and value[-1] == "x" * 9


def test_a_large_aggregate_from_mlir():
    n = 20_000
    elements = ", ".join(f'"s{i}"' if i % 2 else f"{i} : i32" for i in range(n))
    data = mlir_to_bef(f'func.func @f() {{\n  "test.op"() {{a = [{elements}]}} : () -> ()\n'
                       "  tfrt.return\n}\n")
    bef = BEFFile(data)
    value = bef.attribute(bef.function("f").kernels[1].attributes[0])
    assert len(value) == n and value[:2] == (0, "s1")


class _Huge(A.Attr):
    """An attribute that claims 2 GiB, to test the size limits without memory."""

    type = A.DType.STRING
    size = 1 << 31

    def key(self):
        return (id(self),)


def test_an_aggregate_larger_than_the_format_is_a_value_error():
    with pytest.raises(ValueError, match="more than BEF's 4 GiB limit"):
        A.Aggregate([_Huge(), _Huge(), _Huge()])


def test_dense_sizes_beyond_the_format_name_the_op():
    text = ('func.func @f() {\n  "test.big"() {v = dense<1> : tensor<3000000000000000000xi64>}'
            " : () -> ()\n  tfrt.return\n}\n")
    with pytest.raises(BEFEmitError) as e:
        mlir_to_bef(text)
    assert "'test.big'" in e.value.message and "3000000000000000000" in e.value.message
    assert '":2:3' in str(e.value)  # the op's location


# -- 4. huge splats -------------------------------------------------------------------------

def _limited(command: list[str]) -> subprocess.CompletedProcess:
    """`command` with its address space limited to 2 GiB (a 10**11-element
    splat expanded would need 400 GB)."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))

    return subprocess.run(command, capture_output=True, timeout=300, preexec_fn=limit)


def _tool(name: str, module: str) -> list[str]:
    tool = TOOLS / name
    return [str(tool)] if tool.exists() else [sys.executable, "-m", module]


def test_a_huge_splat_stays_compact(tmp_path):
    source = tmp_path / "huge_splat.mlir"
    source.write_text(
        "func.func @f() -> !corert.tensorhandle {\n"
        "  %t = corert.const_dense_tensor dense<1> : tensor<100000000000xi32>\n"
        "  tfrt.return %t : !corert.tensorhandle\n}\n")
    out = tmp_path / "huge_splat.bef"
    result = _limited(_tool("tfrt-translate", "tfrt.tools.translate")
                      + ["--mlir-to-bef", str(source), "-o", str(out)])
    assert result.returncode == 0, result.stderr.decode()
    bef = BEFFile(out.read_bytes())
    assert bef.size < 1000
    value = bef.attribute(bef.function("f").kernels[1].attributes[0])
    assert value.shape == (10**11,) and is_splat(value) and value[-1] == 1
    assert not value.flags.writeable
    # Loading and running it expands nothing either.
    result = _limited(_tool("bef-executor", "tfrt.tools.bef_executor") + [str(out)])
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout.decode().splitlines()[-1] == "'f' returned !corert.tensorhandle value"
    # Nor does turning it back into MLIR.
    result = _limited(_tool("tfrt-translate", "tfrt.tools.translate")
                      + ["--bef-to-mlir", str(out)])
    assert result.returncode == 0, result.stderr.decode()
    assert b"dense<1> : tensor<100000000000xi32>" in result.stdout


@pytest.mark.parametrize("literal, element_type", [
    ("1.5", "f16"), ("-2.0", "bf16"), ("(1.0, 2.0)", "complex<f32>"), ("true", "i1"),
    ('"0x0000C07F"', "f32"), ("255", "ui8"),
])
def test_splats_of_every_kind_stay_compact(literal, element_type):
    text = (f'func.func @f() {{\n  "test.op"() {{v = dense<{literal}> : '
            f"tensor<1000000x1000x{element_type}>}} : () -> ()\n  tfrt.return\n}}\n")
    data = mlir_to_bef(text)
    assert len(data) < 1000
    bef = BEFFile(data)
    value = bef.attribute(bef.function("f").kernels[1].attributes[0])
    assert value.shape == (1000000, 1000) and is_splat(value)
