"""The reader's verification: every malformed file gives a BEFFormatError
with a clear message and the byte offset of the problem."""

import struct

import numpy as np
import pytest

from tfrt.bef_emitter import attributes as A
from tfrt.bef_emitter.writer import BEFWriter, encode_file
from tfrt.runtime.bef import BEFFile, BEFFormatError, SectionID
from tfrt.runtime.bef.format import (
    ATTRIBUTE_ALIGNMENT, HEADER_SIZE, KERNEL_ALIGNMENT, MAGIC, PSEUDO_KERNEL_CODE,
    REQUIRED_SECTIONS, encode_header, encode_vbr,
)
from tfrt.runtime.bef.locations import NameLoc, UnknownLoc


def valid() -> bytes:
    w = BEFWriter()
    main = w.function("main", ["i32"], ["i32"])
    (c,) = main.kernel("tfrt.constant.i32", results=["i32"], attributes={"value": A.i32(42)})
    (s,) = main.kernel("tfrt.add.i32", [main.arguments[0], c], ["i32"])
    main.kernel("x.dense", attributes={"d": A.Dense.from_numpy(np.arange(4, dtype=np.int32)),
                                       "g": A.Aggregate([A.i32(1), A.String("s")])})
    main.return_([s])
    return w.to_bytes()


def sections_of(data: bytes) -> dict[int, bytearray]:
    bef = BEFFile(data)
    return {sid: bytearray(data[body:body + length])
            for sid, _, body, length, _ in bef.section_headers}


def compose(sections: dict[int, bytes]) -> bytes:
    return encode_file([(sid, sections[sid], {SectionID.ATTRIBUTES: ATTRIBUTE_ALIGNMENT,
                                              SectionID.FUNCTIONS: KERNEL_ALIGNMENT}.get(sid, 1))
                        for sid in sorted(sections)])


def headed(sections: bytes) -> bytes:
    """A header for `sections` (raw bytes), with the right file size."""
    return encode_header(HEADER_SIZE + len(sections)) + sections


def load_all(data: bytes) -> BEFFile:
    """Opens `data` and touches every part of it."""
    bef = BEFFile(data)
    bef.verify()
    return bef


def error_of(data: bytes) -> BEFFormatError:
    with pytest.raises(BEFFormatError) as e:
        load_all(data)
    assert 0 <= e.value.offset <= len(data)
    assert f"byte offset {e.value.offset}" in str(e.value)
    return e.value


def kernel_words(sections) -> tuple[bytearray, int]:
    """The Functions payload and the offset of its first kernel (the pseudo kernel)."""
    functions = sections[SectionID.FUNCTIONS]
    return functions, functions.index(struct.pack("<I", PSEUDO_KERNEL_CODE))


def patch_word(sections, word: int, value: int):
    functions, start = kernel_words(sections)
    functions[start + 4 * word:start + 4 * word + 4] = struct.pack("<I", value)


def test_the_valid_file_loads_and_recomposes():
    data = valid()
    assert compose(sections_of(data)) == data
    load_all(data)


@pytest.mark.parametrize("data, message, offset", [
    (b"", "not a BEF file", 0), (b"\x0b", "not a BEF file", 0),
    (b"BEF\x00", "not a BEF file", 0),
    (MAGIC + b"\x01", "truncated file: 3 bytes, shorter than the 11-byte header", 3),
    (MAGIC + b"\x00", "unsupported BEF version 0", 2),
    (MAGIC + b"\x00" + bytes(8), "unsupported BEF version 0", 2),
    (MAGIC + b"\x02" + bytes(8), "unsupported BEF version 2", 2),
    (encode_header(12), "truncated file: 11 of the 12 bytes", 11),
    (encode_header(11) + b"x", "12 bytes, 1 more than its header gives", 11),
    (headed(b"\x00\x0a"), "runs past the end of the file", 11),
    (headed(b"\x00"), "truncated integer", 12),
    (headed(b"\x01\x03"), "truncated section alignment", 13),
    (headed(b"\x01\x03\x03"), "not a power of 2", 13),
    (headed(b"\x01\x03\x08\x00"), "padding byte is 0x00", 14),
    (headed(b"\x01\x08\xcc\xcc\xcc\xcc"), "not 8-aligned", 13),
])
def test_header_and_section_table(data, message, offset):
    e = error_of(data)
    assert message in e.message and e.offset == offset


def test_the_reproducer_header_only_file_is_rejected():
    # shared/reliability/header_only.bef: magic and version 0, nothing else.
    e = error_of(MAGIC + b"\x00")
    assert "unsupported BEF version 0" in e.message


@pytest.mark.parametrize("missing", sorted(REQUIRED_SECTIONS))
def test_required_sections(missing):
    s = sections_of(valid())
    del s[missing]
    e = error_of(compose(s))
    assert "the file has no" in e.message and e.offset == len(compose(s))


def test_optional_sections_may_be_missing():
    w = BEFWriter(optional_sections=False)
    w.function("f").kernel("k", attributes={"a": A.i32(1)})
    bef = BEFFile(w.to_bytes())
    assert len(bef.function("f").kernels) == 2 and not bef.has_section(SectionID.FUNCTION_INFO)


def test_unknown_sections_are_skipped_and_duplicates_rejected():
    s = sections_of(valid())
    s[99] = b"abc"
    load_all(compose(s))
    data = valid()[HEADER_SIZE:]
    e = error_of(headed(data + bytes([SectionID.TYPES]) + encode_vbr(0)))
    assert "appears twice" in e.message and e.offset == HEADER_SIZE + len(data)


def test_truncations_and_extensions():
    data = valid()
    e = error_of(data[:-1])
    assert "truncated file" in e.message and e.offset == len(data) - 1
    e = error_of(data + b"\x00")
    assert "1 more than its header gives" in e.message and e.offset == len(data)


def test_string_without_nul_and_not_utf8():
    s = sections_of(valid())
    strings = s[SectionID.STRINGS]
    strings[-1:] = b"x"
    assert "not NUL-terminated" in error_of(compose(s)).message
    s = sections_of(valid())
    s[SectionID.STRINGS][0:1] = b"\xff"  # "i32" -> "\xff32"
    assert "not valid UTF-8" in error_of(compose(s)).message


def test_function_index_entries():
    s = sections_of(valid())
    s[SectionID.FUNCTION_INDEX][1] = 9  # kind
    assert "unknown function kind 9" in error_of(compose(s)).message
    s = sections_of(valid())
    index = s[SectionID.FUNCTION_INDEX]
    index[-1] = 50  # the result type index
    assert "type index 50 is out of range" in error_of(compose(s)).message
    s = sections_of(valid())
    index = s[SectionID.FUNCTION_INDEX]
    assert index[2] == 0  # the function's offset into Functions
    index[2:3] = encode_vbr(100_000)
    assert "offset 100000 is outside the Functions section" in error_of(compose(s)).message


def test_kernel_code_and_register_checks():
    # Kernel 1 (the constant) follows the pseudo kernel: 6 + 2 counts + 2
    # results + 3 used-by words (users of the pseudo register: 1 and 3; of
    # the argument: 2).
    k1 = 6 + 2 + 2 + 3
    s = sections_of(valid())
    patch_word(s, k1, 77)
    assert "code 77 is out of range" in error_of(compose(s)).message
    s = sections_of(valid())
    patch_word(s, k1 + 1, 10_000)
    assert "location 10000 is out of range" in error_of(compose(s)).message
    k2 = k1 + 6 + 1 + 1 + 1 + 1  # header, count, attribute, result, one user
    s = sections_of(valid())
    patch_word(s, k2 + 6 + 1, 2)  # add's second operand: its own result
    assert "uses register 2 before it is defined" in error_of(compose(s)).message
    s = sections_of(valid())
    patch_word(s, k2 + 6 + 1 + 2, 1)  # add's result: register 1 again
    assert "defines register 1 again" in error_of(compose(s)).message
    s = sections_of(valid())
    patch_word(s, k1 + 6 + 1 + 1 + 1, 3)  # the constant's user: 3, not 2
    assert "used-by lists of kernel 1" in error_of(compose(s)).message
    s = sections_of(valid())
    patch_word(s, k1 + 6 + 1, 1 << 20)  # the attribute offset
    assert "attribute offset 1048576 is out of range" in error_of(compose(s)).message


def test_counts_that_cannot_fit():
    s = sections_of(valid())
    functions, start = kernel_words(s)
    functions[start + 4 * (6 + 2 + 2 + 3 + 2):][:4] = b""  # drop a word of kernel 1
    functions[start + 4 * 15:start + 4 * 15 + 4] = struct.pack("<I", 0xFFFFFFF0)
    e = error_of(compose(s))
    assert "kernel 1" in e.message


def test_register_use_counts():
    s = sections_of(valid())
    functions = s[SectionID.FUNCTIONS]
    # Body: location, register count 3, then the use counts (1, 1, 1).
    assert functions[1:5] == bytes([3, 1, 1, 1])
    functions[2] = 2
    e = error_of(compose(s))
    assert "register 0 claims 2 uses, has 1" in e.message


def test_truncated_function_body():
    s = sections_of(valid())
    s[SectionID.FUNCTIONS] = s[SectionID.FUNCTIONS][:10]
    e = error_of(compose(s))
    assert "4 kernels cannot fit in 4 bytes" in e.message


def test_dense_and_aggregate_headers():
    data = valid()
    bef = BEFFile(data)
    dense = next(o for o, t in bef.attribute_types.items() if t == 28)
    aggregate = next(o for o, t in bef.attribute_types.items() if t == 30)
    s = sections_of(data)
    s[SectionID.ATTRIBUTES][dense + 16:dense + 24] = struct.pack("<Q", 5)  # element count
    assert "does not hold 5" in error_of(compose(s)).message
    s = sections_of(data)
    s[SectionID.ATTRIBUTES][dense + 2] = 2  # an unknown flag
    assert "unknown flags 0x2" in error_of(compose(s)).message
    s = sections_of(data)
    s[SectionID.ATTRIBUTES][dense + 2] = 1  # a splat with 4 elements stored
    assert "does not hold 1" in error_of(compose(s)).message
    s = sections_of(data)
    s[SectionID.ATTRIBUTES][aggregate + 16:aggregate + 20] = struct.pack("<I", 4)  # offset
    assert "out of order or out of bounds" in error_of(compose(s)).message
    s = sections_of(data)
    attrs = s[SectionID.ATTRIBUTES]
    first = struct.unpack_from("<I", attrs, aggregate + 16)[0]
    attrs[aggregate + first - 1] = 0x7F  # the element's kind byte
    assert "unknown attribute type 127" in error_of(compose(s)).message


def test_attribute_types_entries():
    s = sections_of(valid())
    s[SectionID.ATTRIBUTE_TYPES][2] = 0x7F  # the first entry's kind
    assert "unknown attribute type 127" in error_of(compose(s)).message


def test_scalar_decoding_checks_alignment_and_values():
    bef = BEFFile(valid())
    with pytest.raises(BEFFormatError, match="not aligned to 4 bytes"):
        bef.attribute(1, 8)  # an I32 at an odd offset
    with pytest.raises(BEFFormatError, match="outside the Attributes section"):
        bef.attribute(10_000, 8)
    with pytest.raises(BEFFormatError, match="unknown attribute type"):
        bef.attribute(0, 0)


def test_locations_nesting_too_deep():
    loc = UnknownLoc()
    for i in range(100):
        loc = NameLoc(f"n{i}", loc)
    w = BEFWriter()
    w.function("f").kernel("k", location=loc)
    bef = BEFFile(w.to_bytes())
    with pytest.raises(BEFFormatError, match="nest too deeply"):
        bef.location(bef.function("f").kernels[1].location)


def test_unknown_location_kind():
    s = sections_of(valid())
    s[SectionID.LOCATIONS][0] = 9
    assert "unknown location kind 9" in error_of(compose(s)).message


def test_kernel_flags():
    s = sections_of(valid())
    s[SectionID.KERNEL_FLAGS] = bytearray(encode_vbr(1) + bytes([0, 1, 2]))
    assert "invalid kernel flags 0x2" in error_of(compose(s)).message
    s[SectionID.KERNEL_FLAGS] = bytearray(encode_vbr(1) + bytes([0, 0, 1]))
    assert "kernel 0 of function 0" in error_of(compose(s)).message
    s[SectionID.KERNEL_FLAGS] = bytearray(encode_vbr(1) + bytes([0, 9, 1]))
    assert "kernel 9 of function 0" in error_of(compose(s)).message
    s[SectionID.KERNEL_FLAGS] = bytearray(encode_vbr(2) + bytes([0, 2, 1, 0, 1, 1]))
    assert "not in increasing order" in error_of(compose(s)).message


def test_attribute_names_special_byte_mirrors_the_flags():
    s = sections_of(valid())
    names = s[SectionID.ATTRIBUTE_NAMES]
    assert names[:3] == bytes([1, 4, 0])  # 1 function, 4 kernels, kernel 1 special 0
    names[2] = 1
    assert "disagrees with its flags" in error_of(compose(s)).message


def test_trailing_bytes_in_a_table():
    s = sections_of(valid())
    s[SectionID.KERNELS] += b"\x00"
    assert "unexpected bytes at the end of KERNELS" in error_of(compose(s)).message


def test_close_with_live_views(tmp_path):
    path = tmp_path / "f.bef"
    path.write_bytes(valid())
    bef = BEFFile.open(path)
    dense = next(o for o, t in bef.attribute_types.items() if t == 28)
    view = bef.attribute(dense)
    bef.close()  # the view keeps the mapping alive
    assert view.tolist() == [0, 1, 2, 3]


def test_open_empty_file(tmp_path):
    path = tmp_path / "empty.bef"
    path.write_bytes(b"")
    with pytest.raises(BEFFormatError, match="empty file"):
        BEFFile.open(path)
