"""The BEF format module: VBR integers, constants shared by reader and writer."""

import pytest

from tfrt.runtime.bef import format as fmt
from tfrt.runtime.bef.format import BEFFormatError, DType, encode_vbr, read_vbr


def test_vbr_example_from_the_spec():
    # Most significant 7-bit group first, high bit on every byte but the last.
    assert encode_vbr(300) == bytes([0x82, 0x2C])
    assert read_vbr(bytes([0x82, 0x2C]), 0, 2) == (300, 2)


@pytest.mark.parametrize("value, encoded", [
    (0, b"\x00"), (1, b"\x01"), (127, b"\x7f"), (128, b"\x81\x00"), (16383, b"\xff\x7f"),
    (16384, b"\x81\x80\x00"), ((1 << 64) - 1, b"\x81" + b"\xff" * 8 + b"\x7f"),
])
def test_vbr_encodings(value, encoded):
    assert encode_vbr(value) == encoded
    assert fmt.vbr_size(value) == len(encoded)
    assert read_vbr(b"\xaa" + encoded + b"\xbb", 1, len(encoded) + 2) == (value, len(encoded) + 1)


def test_vbr_rejects_values_outside_64_bits():
    with pytest.raises(ValueError):
        encode_vbr(-1)
    with pytest.raises(ValueError):
        encode_vbr(1 << 64)


def test_vbr_truncated_names_the_offset():
    with pytest.raises(BEFFormatError) as e:
        read_vbr(b"\x00\x00\x81\x80", 2, 4)
    assert e.value.offset == 2
    assert "truncated integer" in str(e.value) and "byte offset 2" in str(e.value)


def test_vbr_longer_than_ten_bytes():
    with pytest.raises(BEFFormatError, match="longer than 10 bytes") as e:
        read_vbr(b"\x80" * 12 + b"\x00", 0, 13)
    assert e.value.offset == 0


def test_vbr_over_64_bits():
    with pytest.raises(BEFFormatError, match="64 bits"):
        read_vbr(b"\x82" + b"\xff" * 8 + b"\x7f", 0, 10)


def test_format_error_is_a_value_error_with_the_offset():
    e = BEFFormatError("bad thing", 17)
    assert isinstance(e, ValueError)
    assert (e.message, e.offset) == ("bad thing", 17)


def test_dtype_codes_are_tfrt_s():
    assert [DType.I1, DType.I8, DType.I16, DType.I32, DType.I64, DType.F32, DType.F64,
            DType.COMPLEX64, DType.COMPLEX128, DType.F16, DType.BF16, DType.STRING] == list(
        range(5, 17))
    assert [DType.UI8, DType.UI16, DType.UI32, DType.UI64] == [1, 2, 3, 4]


def test_section_ids_in_emission_order():
    assert [s.value for s in fmt.SectionID] == list(range(15))
    assert fmt.SectionID.FUNCTIONS == 5 and fmt.SectionID.REGISTER_TYPES == 10
    assert fmt.SectionID.COMPILED_MODULES == 14


def test_attribute_type_codes():
    assert fmt.AttributeType.DENSE == 28 and fmt.AttributeType.AGGREGATE == 30
    assert fmt.EMPTY_ARRAY == 0x88
    assert fmt.array_of(DType.I64) == 0x89 and fmt.dense_array_of(DType.I32) == 0xC8
    assert fmt.is_valid_attribute_type(fmt.array_of(fmt.AttributeType.TYPE))
    assert not fmt.is_valid_attribute_type(fmt.array_of(DType.STRING))
    assert not fmt.is_valid_attribute_type(fmt.dense_array_of(DType.UI8))
    assert not fmt.is_valid_attribute_type(DType.COMPLEX64)  # no complex scalars
    assert not fmt.is_valid_attribute_type(fmt.AttributeType.FUNC)
    assert not fmt.is_valid_attribute_type(0) and not fmt.is_valid_attribute_type(99)


def test_dtype_tables_cover_every_fixed_size_dtype():
    fixed = set(fmt.DTYPE_SIZE)
    assert fixed == set(fmt.DTYPE_NUMPY) == set(fmt.DTYPE_ALIGNMENT)
    assert DType.STRING not in fixed and DType.RESOURCE not in fixed
    assert set(fmt.DTYPE_NAME) == set(DType)


def test_align_up():
    assert [fmt.align_up(n, 4) for n in range(6)] == [0, 4, 4, 4, 4, 8]
