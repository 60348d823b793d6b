"""The pure-Python writer and the reader's decoded structures (no MLIR)."""

import math

import ml_dtypes
import numpy as np
import pytest

from tfrt.bef_emitter import attributes as A
from tfrt.bef_emitter.writer import BEFWriter
from tfrt.runtime.bef import BEFFile, DType, FunctionKind, SectionID, Shape, SymbolRef
from tfrt.runtime.bef.attributes import is_splat
from tfrt.runtime.bef.format import (
    DENSE_HEADER_SIZE, PSEUDO_KERNEL_CODE, AttributeType, ShapeDialect, array_of,
    dense_array_of,
)
from tfrt.runtime.bef.locations import (
    CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc, UnknownLoc,
)


def adder() -> BEFWriter:
    w = BEFWriter()
    main = w.function("main", ["i32"], ["i32"], location=FileLineColLoc("a.mlir", 1, 1))
    (c,) = main.kernel("tfrt.constant.i32", results=["i32"], attributes={"value": A.i32(42)},
                       location=FileLineColLoc("a.mlir", 2, 3))
    (s,) = main.kernel("tfrt.add.i32", [main.arguments[0], c], ["i32"])
    (t,) = main.kernel("tfrt.add.i32", [s, s], ["i32"])
    main.kernel("tfrt.print.i32", [t], [])
    main.return_([t])
    return w


def test_registers_kernels_and_used_by_lists():
    bef = BEFFile(adder().to_bytes())
    assert bef.kernel_names == ("tfrt.constant.i32", "tfrt.add.i32", "tfrt.print.i32")
    assert bef.types == ("i32",)
    main = bef.function("main")
    assert (main.index, main.kind, main.argument_types, main.result_types) == (
        0, FunctionKind.BEF, (0,), (0,))
    # Registers: the argument first, then results in kernel order.
    assert main.num_registers == 4
    assert main.register_uses == (1, 1, 2, 2)  # %3 is returned and printed
    pseudo, const, add1, add2, printer = main.kernels
    assert pseudo.code == PSEUDO_KERNEL_CODE
    assert pseudo.results == (4, 0)  # the pseudo register, then the argument
    assert pseudo.used_by == ((1,), (2,))  # kernel 1 has no operands
    assert const.results == (1,) and const.used_by == ((2,),)
    assert add1.arguments == (0, 1) and add1.num_operands == 2
    assert add2.arguments == (2, 2) and add1.used_by == ((3, 3),)
    assert add2.used_by == ((4,),) and printer.results == ()
    assert main.result_registers == (3,)
    assert bef.attribute(const.attributes[0]) == 42
    assert bef.location(const.location) == FileLineColLoc("a.mlir", 2, 3)
    assert bef.location(main.location) == FileLineColLoc("a.mlir", 1, 1)
    assert bef.location(add1.location) == UnknownLoc()


def test_kernels_are_flat_tuples_of_ints():
    main = BEFFile(adder().to_bytes()).function(0)
    for kernel in main.kernels:
        for field in (kernel.arguments, kernel.attributes, kernel.functions, kernel.results):
            assert type(field) is tuple and all(type(x) is int for x in field)
    assert main.kernels is main.kernels  # decoded once


def test_bytes_do_not_depend_on_the_order_of_calls():
    def build(first_helper: bool):
        w = BEFWriter()
        fns = {}
        for name in (["helper", "main"] if first_helper else ["main", "helper"]):
            fns[name] = w.function(name, ["i32"], ["i32"])
        h = fns["helper"]
        h.return_(h.arguments)
        m = fns["main"]
        (r,) = m.kernel("tfrt.call", m.arguments, ["i32"], attributes={"callee": h},
                        nonstrict=True)
        m.return_([r])
        return w.to_bytes()

    # Function indices follow creation order, so these differ, but each is
    # reproducible.
    assert build(True) == build(True) and build(False) == build(False)


def test_regions_symbols_and_nonstrict_flags():
    w = BEFWriter()
    main = w.function("main", ["i1", "i32"], ["i32"])
    helper = w.function("helper", ["i32"], ["i32"], kind=FunctionKind.SYNC)
    helper.return_(helper.arguments)
    native = w.native_function("native", ["i32"], ["i32"])
    then, other = w.region(["i32"]), w.region(["i32"])
    then.return_(then.arguments)
    (x,) = other.kernel("tfrt.call", other.arguments, ["i32"], attributes={"callee": helper},
                        nonstrict=True)
    other.return_([x])
    (r,) = main.kernel("tfrt.if", main.arguments, ["i32"], regions=[then, other],
                       nonstrict=True)
    (q,) = main.kernel("x.both", [r], ["i32"], attributes={"fns": [helper, native],
                                                           "a": A.i32(1)})
    main.return_([q], op="func.return")
    bef = BEFFile(w.to_bytes())
    assert [(f.name, f.kind) for f in bef.functions] == [
        ("main", FunctionKind.BEF), ("helper", FunctionKind.SYNC),
        ("native", FunctionKind.NATIVE), ("", FunctionKind.BEF), ("", FunctionKind.BEF)]
    m = bef.function("main")
    assert m.kernels[1].functions == (3, 4) and m.kernels[1].nonstrict
    assert m.kernels[2].functions == (1, 2) and not m.kernels[2].nonstrict
    assert bef.function(4).kernels[1].functions == (1,)
    assert bef.kernel_flags == {(0, 1): 1, (4, 1): 1}
    assert bef.function_info[0].symbol_attributes == ((2, "fns", 2),)
    assert bef.function_info[4].symbol_attributes == ((1, "callee", None),)
    assert bef.function_info[0].flags == 3  # has a return, func.return
    assert bef.attribute_names[0][2] == (0, ("a",))
    assert bef.attribute_names[0][1] == (1, ())  # the special byte mirrors non-strictness
    with pytest.raises(ValueError, match="no body"):
        bef.function("native").kernels
    assert bef.function(3).result_types == (bef.types.index("i32"),)


def test_locations_of_every_kind():
    w = BEFWriter()
    f = w.function("f")
    locs = [UnknownLoc(), FileLineColLoc("x.py", 3, 4), NameLoc("n", FileLineColLoc("y", 1, 2)),
            NameLoc("bare", UnknownLoc()),
            CallSiteLoc(FileLineColLoc("callee", 5, 6), NameLoc("caller", UnknownLoc())),
            FusedLoc((FileLineColLoc("a", 1, 1), NameLoc("b", UnknownLoc())))]
    for loc in locs:
        f.kernel("k", location=loc)
    bef = BEFFile(w.to_bytes())
    got = [bef.location(k.location) for k in bef.function("f").kernels[1:]]
    assert got == locs
    assert str(got[2]) == 'loc("n"("y":1:2))' and str(got[3]) == 'loc("bare")'
    assert str(got[4]) == 'loc(callsite("callee":5:6 at "caller"))'
    assert str(got[5]) == 'loc(fused["a":1:1, "b"])'


def attribute_roundtrip(value: A.Attr, typed=False):
    w = BEFWriter()
    f = w.function("f")
    f.kernel("k", attributes={"a": value})
    bef = BEFFile(w.to_bytes())
    offset = bef.function("f").kernels[1].attributes[0]
    assert bef.attribute_types[offset] == value.type
    return bef.attribute(offset, typed=typed), offset, bef


@pytest.mark.parametrize("attr, expected", [
    (A.i1(True), True), (A.i1(False), False), (A.i8(-128), -128), (A.i16(-2), -2),
    (A.i32(-(2 ** 31)), -(2 ** 31)), (A.i64(2 ** 63 - 1), 2 ** 63 - 1), (A.ui8(255), 255),
    (A.ui16(65535), 65535), (A.ui32(2 ** 32 - 1), 2 ** 32 - 1), (A.ui64(2 ** 64 - 1), 2 ** 64 - 1),
    (A.f16(1.5), 1.5), (A.bf16(-2.5), -2.5), (A.f32(0.25), 0.25), (A.f64(1e300), 1e300),
])
def test_scalars_at_natural_alignment(attr, expected):
    value, offset, _ = attribute_roundtrip(attr)
    assert value == expected and type(value) is type(expected)
    assert offset % attr.alignment == 0


def test_nan_scalar():
    value, _, _ = attribute_roundtrip(A.f32(float("nan")))
    assert math.isnan(value)


def test_integer_out_of_range():
    with pytest.raises(ValueError, match="does not fit"):
        A.i8(128)
    with pytest.raises(ValueError, match="does not fit"):
        A.ui64(2 ** 64)


def test_strings():
    assert attribute_roundtrip(A.String("héllo"))[0] == "héllo"
    assert attribute_roundtrip(A.String(b"\x00\xff"))[0] == b"\x00\xff"  # not UTF-8: bytes
    value, offset, _ = attribute_roundtrip(A.String(""))
    assert value == "" and offset % 4 == 0


def test_type_attribute():
    assert attribute_roundtrip(A.TypeAttr(DType.BF16))[0] is DType.BF16


def test_unit():
    assert attribute_roundtrip(A.Unit())[0] is True


@pytest.mark.parametrize("element, values", [
    (DType.I1, [True, False, True]), (DType.I32, [1, -2, 3]), (DType.I64, [2 ** 40, -1]),
    (DType.F32, [0.5, -1.0]), (DType.F64, [1e-300]), (DType.UI8, [0, 255]),
    (AttributeType.TYPE, [DType.I32, DType.F32]),
])
def test_arrays(element, values):
    value, offset, bef = attribute_roundtrip(A.Array(element, values))
    assert value == tuple(values)
    # The count sits just before the first element's natural alignment.
    payload = offset + 4
    assert payload % (8 if element in (DType.I64, DType.F64) else 1) == 0


def test_empty_array_is_tfrt_s_empty_i32_array():
    value, _, bef = attribute_roundtrip(A.Array(DType.I64, []))
    assert value == () and bef.attribute_types[0] == array_of(DType.I32)


def test_dense_arrays_keep_their_kind():
    attr = A.Array(DType.I32, [1, 2], dense=True)
    value, offset, bef = attribute_roundtrip(attr)
    assert value == (1, 2) and bef.attribute_types[offset] == dense_array_of(DType.I32)


@pytest.mark.parametrize("array", [
    np.arange(6, dtype=np.float32).reshape(2, 3), np.array(7, dtype=np.int64),
    np.zeros((2, 0), dtype=np.int32), np.array([True, False]), np.array([1, 2], np.uint16),
    np.array([1.5, -2], dtype=ml_dtypes.bfloat16), np.array([0.5], dtype=np.float16),
    np.array([1 + 2j, 3 - 4j], dtype=np.complex64), np.array([1j], dtype=np.complex128),
    np.arange(24, dtype=np.int8).reshape(2, 3, 4),
])
def test_dense_is_a_zero_copy_view(array, tmp_path):
    w = BEFWriter()
    w.function("f").kernel("k", attributes={"a": A.Dense.from_numpy(array)})
    path = tmp_path / "dense.bef"
    path.write_bytes(w.to_bytes())
    with BEFFile.open(path) as bef:
        offset = bef.function("f").kernels[1].attributes[0]
        value = bef.attribute(offset)
        assert value.dtype == array.dtype and value.shape == array.shape
        np.testing.assert_array_equal(value, array)
        assert not value.flags.writeable
        assert value.size == 0 or value.ctypes.data % 8 == 0  # 8-aligned in the mapping
        # A view of the mapping itself: its data lies inside the mapped file.
        mapped = np.frombuffer(bef._data, np.uint8)
        start = mapped.ctypes.data + bef.section(SectionID.ATTRIBUTES)[0] + offset
        assert start < value.ctypes.data <= start + DENSE_HEADER_SIZE + 8 * array.ndim
        del value, mapped


@pytest.mark.parametrize("array", [
    np.full((2, 3), 1.5, np.float32), np.ones(5, bool), np.zeros((4, 1, 2), np.int64),
    np.full(3, 1 - 2j, np.complex128), np.full(2, 3, ml_dtypes.bfloat16),
])
def test_splats_are_stored_once_and_read_as_views(array):
    dense = A.Dense.from_numpy(array)
    assert dense.splat and len(dense.data) == array.itemsize
    assert dense == A.Dense(dense.dtype, array.shape, array.reshape(-1)[:1].tobytes(), splat=True)
    value, _, _ = attribute_roundtrip(dense)
    assert is_splat(value) and not value.flags.writeable
    np.testing.assert_array_equal(value, array)
    assert value.dtype == array.dtype and value.shape == array.shape
    # Writing the view back keeps it a splat, without expanding it.
    assert A.Dense.from_numpy(value) == dense


def test_a_huge_splat_stays_small():
    dense = A.Dense(DType.I32, [10**11], (7).to_bytes(4, "little"), splat=True)
    value, _, bef = attribute_roundtrip(dense)
    assert bef.size < 400 and value.shape == (10**11,) and value[12345678901] == 7
    assert A.Dense(DType.I8, [1], b"\x05", splat=True).splat is False  # one element: no flag


def test_dense_sizes_beyond_the_format_are_value_errors():
    with pytest.raises(ValueError, match="more than 2\\*\\*63 - 1 bytes"):
        A.Dense(DType.I64, [2**31, 2**31], bytes(8), splat=True)
    with pytest.raises(ValueError, match="invalid dense shape"):
        A.Dense(DType.I8, [2**63], b"\x00", splat=True)
    with pytest.raises(ValueError, match="invalid shape"):
        A.Shape([2**64])


def test_shapes():
    for dims, dialect in (([2, -1, 3], ShapeDialect.CORERT), ([], ShapeDialect.TF_TYPE),
                          (None, ShapeDialect.TF_TYPE)):
        value, offset, _ = attribute_roundtrip(A.Shape(dims, dialect))
        assert value == Shape(None if dims is None else tuple(dims), dialect)
        assert offset % 8 == 0


def test_aggregates_dictionaries_and_symbol_refs():
    agg = A.Aggregate([A.String("x"), A.i64(7), A.Shape([1]), A.Aggregate([]),
                       A.Dense.from_numpy(np.array([1.0])), A.Unit(), A.TypeAttr(DType.I1)])
    value, _, _ = attribute_roundtrip(agg)
    assert value[:4] == ("x", 7, Shape((1,)), ())
    assert value[4].tolist() == [1.0] and value[5:] == (True, DType.I1)
    typed, _, _ = attribute_roundtrip(agg, typed=True)
    assert [t.type for t in typed] == [DType.STRING, DType.I64, AttributeType.SHAPE,
                                      AttributeType.AGGREGATE, AttributeType.DENSE,
                                      AttributeType.UNIT, AttributeType.TYPE]
    d, _, _ = attribute_roundtrip(A.Dictionary([("b", A.i32(2)), ("a", A.String("s"))]))
    assert d == {"a": "s", "b": 2} and list(d) == ["a", "b"]
    assert attribute_roundtrip(A.SymbolRef(["m", "f"]))[0] == SymbolRef(("m", "f"))


def test_from_python():
    assert A.from_python([1, 2]).type == array_of(DType.I64)
    assert A.from_python([1, "a"]).type == AttributeType.AGGREGATE
    assert A.from_python({"k": None}).type == AttributeType.DICTIONARY
    assert A.from_python(np.ones(2)).type == AttributeType.DENSE
    with pytest.raises(TypeError):
        A.from_python(object())


def test_equal_attributes_are_stored_once():
    w = BEFWriter()
    f = w.function("f")
    f.kernel("k", attributes={"a": A.i32(5), "b": A.i32(5), "c": A.i64(5)})
    f.kernel("k", attributes={"a": A.Dense.from_numpy(np.ones(3))})
    f.kernel("k", attributes={"a": A.Dense.from_numpy(np.ones(3))})
    bef = BEFFile(w.to_bytes())
    k = bef.function("f").kernels
    assert k[1].attributes[0] == k[1].attributes[1] != k[1].attributes[2]
    assert k[2].attributes == k[3].attributes
    assert len(bef.attribute_types) == 3


def test_sections_are_aligned_and_optional_ones_can_be_left_out():
    data = adder().to_bytes()
    bef = BEFFile(data)
    assert bef.section(SectionID.ATTRIBUTES)[0] % 8 == 0
    assert bef.section(SectionID.FUNCTIONS)[0] % 4 == 0
    small = BEFWriter(optional_sections=False)
    main = small.function("main", ["i32"], ["i32"])
    main.return_(main.arguments)
    bef = BEFFile(small.to_bytes())
    assert not bef.has_section(SectionID.ATTRIBUTE_TYPES)
    assert not bef.has_section(SectionID.FUNCTION_INFO)
    assert bef.function("main").result_registers == (0,)


@pytest.mark.parametrize("build, message", [
    (lambda w: w.function("f").kernel("k", [0]), "not a register"),
    (lambda w: w.function("f").kernel(""), "needs a name"),
    (lambda w: w.function("f").kernel("k\0"), "without NUL"),
    (lambda w: w.function("f", [], ["i32"]).return_([]), "declared"),
    (lambda w: (w.function("f"), w.function("f")), "already exists"),
    (lambda w: w.function("f").kernel("k", attributes={"bef.nonstrict": None}), "nonstrict"),
    (lambda w: w.function("f").kernel("k", regions=[w.function("g")]), "region"),
    (lambda w: w.function("f", kind=FunctionKind.NATIVE), "native_function"),
    (lambda w: w.function("f").return_(op="x.ret"), "return op"),
])
def test_writer_rejects_misuse(build, message):
    with pytest.raises(ValueError, match=message):
        build(BEFWriter())


def test_writer_rejects_a_function_that_never_returns_its_results():
    w = BEFWriter()
    w.function("f", [], ["i32"])
    with pytest.raises(ValueError, match="never returns"):
        w.to_bytes()


def test_writer_rejects_an_orphan_region():
    w = BEFWriter()
    w.region([])
    with pytest.raises(ValueError, match="does not belong"):
        w.to_bytes()


def test_region_used_twice():
    w = BEFWriter()
    f, r = w.function("f"), w.region()
    f.kernel("a", regions=[r])
    with pytest.raises(ValueError, match="already belongs"):
        f.kernel("b", regions=[r])
