"""Property-based fuzzing of the BEF reader: random bytes, truncations and bit
flips of valid files either load or raise BEFFormatError naming an offset --
never another exception, never a hang. The fuzz tier's structure-aware
mutators (test/fuzz/mutators.py) run here in-process, where hypothesis can
shrink a failure; test_fuzz.py runs them through the tools."""

import sys

import numpy as np
import pytest
from conftest import REPO
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tfrt.bef_emitter import BEFToMLIRError, bef_to_mlir
from tfrt.bef_emitter import attributes as A
from tfrt.bef_emitter.writer import BEFWriter
from tfrt.runtime.bef import BEFFile, BEFFormatError, DType, FunctionKind
from tfrt.runtime.bef.dump import DumpError, dump
from tfrt.runtime.bef.format import HEADER_SIZE, ShapeDialect, encode_header
from tfrt.runtime.bef.locations import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc

sys.path.insert(0, str(REPO / "test"))
from fuzz.mutators import BEF_MUTATORS, fix_header  # noqa: E402


def rich_file() -> bytes:
    """A small file using every section and attribute kind."""
    w = BEFWriter()
    main = w.function("main", ["i1", "i32"], ["i32"], location=FileLineColLoc("m.mlir", 1, 2))
    helper = w.function("helper", ["i32"], ["i32"], kind=FunctionKind.SYNC)
    helper.return_(helper.arguments, op="func.return")
    native = w.native_function("native", ["i32"], ["i32"])
    body = w.region(["i32"])
    (y,) = body.kernel("tfrt.call", body.arguments, ["i32"], attributes={"callee": helper},
                       nonstrict=True, location=NameLoc("call", FileLineColLoc("m", 3, 4)))
    body.return_([y])
    other = w.region(["i32"])
    other.return_(other.arguments)
    (r,) = main.kernel("tfrt.if", main.arguments, ["i32"], regions=[body, other], nonstrict=True,
                       location=CallSiteLoc(FileLineColLoc("a", 1, 1), FileLineColLoc("b", 2, 2)))
    attrs = {
        "b": A.i1(True), "i8": A.i8(-3), "u16": A.ui16(7), "i32": A.i32(5), "i64": A.i64(-9),
        "f16": A.f16(0.5), "bf": A.bf16(2.0), "f32": A.f32(1.25), "f64": A.f64(-3.5),
        "s": A.String("text"), "t": A.TypeAttr(DType.F32), "u": A.Unit(),
        "a": A.Array(DType.I64, [1, 2]), "ta": A.Array(A.AttributeType.TYPE, [DType.I1]),
        "da": A.Array(DType.I32, [3], dense=True), "e": A.Array(DType.I32, []),
        "d": A.Dense.from_numpy(np.arange(6, dtype=np.float32).reshape(2, 3)),
        "db": A.Dense.from_numpy(np.array([True, False])),
        "dc": A.Dense.from_numpy(np.array([1 + 1j], np.complex64)),
        "sh": A.Shape([2, -1]), "un": A.Shape(None, ShapeDialect.TF_TYPE),
        "g": A.Aggregate([A.String("x"), A.i32(1), A.Aggregate([A.f64(2.0)])]),
        "dict": A.Dictionary([("k", A.i32(1)), ("l", A.Unit())]),
        "sym": A.SymbolRef(["a", "b"]), "fns": [helper, native],
    }
    (z,) = main.kernel("x.all", [r], ["i32"], attributes=attrs,
                       location=FusedLoc((FileLineColLoc("f", 5, 6),
                                          NameLoc("n", FileLineColLoc("g", 7, 8)))))
    main.return_([z])
    return w.to_bytes()


VALID = rich_file()


def touch_everything(data: bytes):
    """Everything a client can read; the only error allowed is BEFFormatError
    (and, from the disassembler, BEFToMLIRError)."""
    try:
        bef = BEFFile(data)
        bef.verify()
        try:
            dump(bef)
        except DumpError as e:
            raise e.cause
        try:
            bef_to_mlir(bef)
        except BEFToMLIRError:
            pass
    except BEFFormatError as e:
        assert 0 <= e.offset <= len(data), e
        assert f"byte offset {e.offset}" in str(e)


FUZZ = settings(max_examples=150, deadline=1000, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])


def test_the_fuzzed_file_is_valid():
    bef = BEFFile(VALID)
    assert len(bef.functions) == 5
    text = bef_to_mlir(bef)
    assert '"x.all"' in text and '"tfrt.if"' in text


@FUZZ
@given(st.binary(max_size=400))
def test_random_bytes(data):
    touch_everything(data)
    touch_everything(encode_header(HEADER_SIZE + len(data)) + data)  # past the header check


@FUZZ
@given(st.integers(0, len(VALID) - 1))
def test_truncations(size):
    touch_everything(VALID[:size])


@FUZZ
@given(st.lists(st.integers(0, len(VALID) * 8 - 1), min_size=1, max_size=8))
def test_bit_flips(bits):
    data = bytearray(VALID)
    for bit in bits:
        data[bit // 8] ^= 1 << (bit % 8)
    touch_everything(bytes(data))


@FUZZ
@given(st.integers(3, len(VALID) - 1), st.binary(min_size=1, max_size=16))
def test_overwrites(at, junk):
    data = bytearray(VALID)
    data[at:at + len(junk)] = junk
    touch_everything(bytes(data[:len(VALID) + 16]))


@FUZZ
@given(st.integers(0, len(VALID) - 1))
def test_every_strict_prefix_is_refused(size):
    with pytest.raises(BEFFormatError):
        BEFFile(VALID[:size])


@FUZZ
@given(st.sampled_from(BEF_MUTATORS), st.randoms(use_true_random=False), st.booleans())
def test_structured_mutations(mutate, rnd, fix_size):
    """Section-aware damage (lengths, ids, huge VBRs, payloads with the framing
    kept), with the header's size made to match or not."""
    data, _ = mutate(VALID, rnd)
    touch_everything(fix_header(data) if fix_size else data)
