"""The BEF format: section ids, dtype codes, attribute and location kinds, VBR.

This module is the single authority on the Binary Executable Format. The
reader (`tfrt.runtime.bef.reader`) and the writer (`tfrt.bef_emitter.writer`)
both take every constant and primitive encoding from here, so they cannot
drift apart. docs/bef.md is the prose specification of the same facts.

Values follow TFRT (include/tfrt/bef/bef_encoding.h, include/tfrt/dtype/dtype.def)
where TFRT has them; what this project adds is marked "(ours)".
"""

from __future__ import annotations

import enum
import struct

from tfrt.runtime import dtypes
from tfrt.runtime.dtypes import DType  # noqa: F401  (the format's dtype codes)

MAGIC = b"\x0b\xef"
# Version 1 (ours) added the file size to the header, made the sections an
# executor needs required, widened the attribute header and added splats.
# A reader accepts exactly its own version: BEF is an offline format that
# tools regenerate from MLIR, so there is no upgrade path to maintain.
VERSION = 1
# magic, version byte, FIXED64 size of the whole file: a reader tells a
# truncated (or extended) file from a complete one before reading anything.
HEADER = struct.Struct("<2sBQ")
HEADER_SIZE = HEADER.size

# Alignment padding everywhere in a file (TFRT's kDummyByte).
PADDING_BYTE = 0xCC

# Kernels are FIXED32 words; the Functions section and every kernel list start
# 4-aligned. Attributes are stored at natural alignment, at most 8; the
# Attributes section starts 8-aligned (absolute file offsets; a reader must
# hold the file in an 8-aligned buffer, as mmap does).
KERNEL_ALIGNMENT = 4
ATTRIBUTE_ALIGNMENT = 8

# The pseudo kernel (kernel 0 of every function) carries these in place of a
# kernel code and a location (TFRT's kDummyPseudoKernelCode / ...Location).
PSEUDO_KERNEL_CODE = 0xABABABAB
PSEUDO_KERNEL_LOCATION = 0xCDCDCDCD

# A VBR integer holds at most 64 bits, i.e. at most 10 bytes.
MAX_VBR_BYTES = 10
MAX_VBR_VALUE = (1 << 64) - 1
FIXED32_MAX = (1 << 32) - 1

# How deeply locations and aggregate attributes may nest before a reader
# rejects the file (keeps decoding iterative-safe and bounded).
MAX_NESTING = 64


class SectionID(enum.IntEnum):
    """Section ids, in the order the emitter writes the sections."""

    STRINGS = 0
    ATTRIBUTES = 1
    KERNELS = 2
    TYPES = 3
    FUNCTION_INDEX = 4
    FUNCTIONS = 5
    LOCATION_STRINGS = 6
    LOCATIONS = 7
    ATTRIBUTE_TYPES = 8  # only needed to turn BEF back into MLIR
    ATTRIBUTE_NAMES = 9  # only needed to turn BEF back into MLIR
    REGISTER_TYPES = 10  # only needed to turn BEF back into MLIR
    KERNEL_FLAGS = 11  # (ours) non-strict kernels; read by the executor
    FUNCTION_INFO = 12  # (ours) symbol attribute names, return ops; for BEF -> MLIR
    SIGNATURES = 13  # (ours) entry inputs/outputs and variables; for the Executable
    COMPILED_MODULES = 14  # (ours) nested `tfrt.compiled` modules' MLIR; for BEF -> MLIR


# Sections a file may omit (TFRT's "optional sections") without changing what
# executing it does.
OPTIONAL_SECTIONS = frozenset(
    {SectionID.ATTRIBUTE_TYPES, SectionID.ATTRIBUTE_NAMES, SectionID.REGISTER_TYPES,
     SectionID.FUNCTION_INFO, SectionID.SIGNATURES, SectionID.COMPILED_MODULES}
)
# Every other section must be present (possibly empty): a file without one
# is malformed, never a program with less in it.
REQUIRED_SECTIONS = frozenset(SectionID) - OPTIONAL_SECTIONS

# Section names, as docs/bef.md and the dump spell them.
SECTION_NAMES = {
    SectionID.STRINGS: "Strings", SectionID.ATTRIBUTES: "Attributes",
    SectionID.KERNELS: "Kernels", SectionID.TYPES: "Types",
    SectionID.FUNCTION_INDEX: "FunctionIndex", SectionID.FUNCTIONS: "Functions",
    SectionID.LOCATION_STRINGS: "LocationStrings", SectionID.LOCATIONS: "Locations",
    SectionID.ATTRIBUTE_TYPES: "AttributeTypes", SectionID.ATTRIBUTE_NAMES: "AttributeNames",
    SectionID.REGISTER_TYPES: "RegisterTypes", SectionID.KERNEL_FLAGS: "KernelFlags",
    SectionID.FUNCTION_INFO: "FunctionInfo", SectionID.SIGNATURES: "Signatures",
    SectionID.COMPILED_MODULES: "CompiledModules",
}


class FunctionKind(enum.IntEnum):
    BEF = 0  # TFRT's kBEFFunction: an async function of registers and kernels
    NATIVE = 1  # a function implemented natively by the runtime; no body
    SYNC = 2  # TFRT's kSyncBEFFunction: same body layout, run synchronously


# One past the last DType (TFRT's DType::LastDType).
LAST_DTYPE = len(DType)

# The dtype facts the format needs, read from the project's dtype table.
# Bytes per element for the dtypes that have a fixed host size; the others
# (String, Resource, Variant) cannot appear in scalar, array or dense payloads.
DTYPE_SIZE = {r.dtype: r.size for r in dtypes.ROWS if r.size is not None}

# Host alignment (numpy's; complex numbers align like their parts).
DTYPE_ALIGNMENT = {r.dtype: r.alignment for r in dtypes.ROWS if r.size is not None}

# TFRT's dtype names (DType::GetName), used by the dump.
DTYPE_NAME = {r.dtype: r.name for r in dtypes.ROWS}

# NumPy dtype of each fixed-size dtype, little endian as BEF stores it; quantized
# types are stored as their integer representation.
DTYPE_NUMPY = {r.dtype: r.storage.newbyteorder("<") for r in dtypes.ROWS if r.size is not None}


# struct's codes by numpy kind and size (bools are stored as a byte).
_STRUCT_CODES = {"b": {1: "B"}, "u": {1: "B", 2: "H", 4: "I", 8: "Q"},
                 "i": {1: "b", 2: "h", 4: "i", 8: "q"}, "f": {2: "e", 4: "f", 8: "d"}}


def _struct_char(storage) -> str | None:
    """The struct format character of a scalar (None for complex numbers, which are not
    scalars); bf16 is stored as its 16 bits."""
    if storage == dtypes.BFLOAT16:
        return "H"
    return _STRUCT_CODES.get(storage.kind, {}).get(storage.itemsize)


# struct format characters of the scalar dtypes (BEF scalars are little endian).
DTYPE_STRUCT = {r.dtype: c for r in dtypes.ROWS
                if r.size is not None and (c := _struct_char(r.storage)) is not None}


class AttributeType(enum.IntEnum):
    """Kinds of attribute payloads (TFRT's BEFAttributeType).

    1..23 are scalars of that DType (String is a length-prefixed byte string).
    An array of fixed-size elements of kind k is `array_of(k)` (0x80 | k), and
    MLIR's `array<T: ...>` (a DenseArrayAttr) is `dense_array_of(k)` (0xC0 | k,
    ours): the same bytes, a distinct kind so BEF -> MLIR gives back the same
    attribute.
    """

    UNSUPPORTED = 0
    TYPE = 25  # a DType, one byte
    FUNC = 26  # reserved (TFRT: a function name); never written by this project
    SHAPE = 27
    DENSE = 28
    SYMBOL_REF = 29  # (ours) a symbol reference that is not a function operand
    AGGREGATE = 30
    DICTIONARY = 31  # (ours) MLIR's DictionaryAttr
    UNIT = 32  # (ours) MLIR's UnitAttr, one byte 0x01


ARRAY_FLAG = 0x80
DENSE_ARRAY_FLAG = 0x40  # together with ARRAY_FLAG (ours)
ELEMENT_MASK = 0x3F
# TFRT writes an empty array as an empty array of I32.
EMPTY_ARRAY = ARRAY_FLAG | DType.I32

# Element kinds an array may hold: the scalar dtypes (fixed size, not
# complex) and TYPE.
ARRAY_ELEMENT_TYPES = frozenset(DTYPE_STRUCT) | {AttributeType.TYPE}
# Element kinds MLIR's DenseArrayAttr has.
DENSE_ARRAY_ELEMENT_TYPES = frozenset(
    {DType.I1, DType.I8, DType.I16, DType.I32, DType.I64, DType.F32, DType.F64}
)


def array_of(element: int) -> int:
    return ARRAY_FLAG | element


def dense_array_of(element: int) -> int:
    return ARRAY_FLAG | DENSE_ARRAY_FLAG | element


def is_array(attr_type: int) -> bool:
    return bool(attr_type & ARRAY_FLAG)


def array_element(attr_type: int) -> int:
    return attr_type & ELEMENT_MASK


def array_element_size(element: int) -> int:
    return 1 if element == AttributeType.TYPE else DTYPE_SIZE[element]


def array_element_alignment(element: int) -> int:
    return 1 if element == AttributeType.TYPE else DTYPE_ALIGNMENT[element]


def is_valid_attribute_type(attr_type: int) -> bool:
    """Whether `attr_type` names a kind this format version can decode."""
    if attr_type & ARRAY_FLAG:
        element = attr_type & ELEMENT_MASK
        if attr_type & DENSE_ARRAY_FLAG:
            return element in DENSE_ARRAY_ELEMENT_TYPES
        return element in ARRAY_ELEMENT_TYPES
    if 1 <= attr_type < LAST_DTYPE:
        # Scalars: fixed-size dtypes other than complex, and strings.
        return attr_type in DTYPE_STRUCT or attr_type == DType.STRING
    return attr_type in (
        AttributeType.TYPE, AttributeType.SHAPE, AttributeType.DENSE,
        AttributeType.SYMBOL_REF, AttributeType.AGGREGATE, AttributeType.DICTIONARY,
        AttributeType.UNIT,
    )


# Layout of the attributes with a header (after TFRT's BefAttrBase). Every
# header starts with the base: u8 alignment, u8 dtype, u16 flags, u32 prefix
# size, u32 byte size (little endian). TFRT's base has a u16 prefix size and
# no flags; ours is wider so that an aggregate of any length fits.
ATTR_BASE = struct.Struct("<BBHII")
ATTR_BASE_SIZE = ATTR_BASE.size
# Dense: base, u32 rank, u64 element count, i64 dims[rank], then the element
# bytes at the prefix size; the header and the elements are 8-aligned.
DENSE_HEADER = struct.Struct("<BBHIIIQ")
DENSE_HEADER_SIZE = DENSE_HEADER.size
DENSE_ALIGNMENT = 8
# Shape: base, i32 rank (-1: unranked), i64 dims[rank]; 8-aligned.
SHAPE_HEADER_SIZE = ATTR_BASE_SIZE + 4
# Aggregate: base, u32 count, u32 offsets[count]; each element is preceded by
# one byte holding its AttributeType.
AGGREGATE_HEADER_SIZE = ATTR_BASE_SIZE + 4
# Longest rank a dense or shape header can describe (the prefix size is a u32).
MAX_RANK = (FIXED32_MAX - DENSE_HEADER_SIZE) // 8
# The byte size of a dense attribute's elements, splats expanded, fits in an
# i64 (a numpy array cannot be larger, even as a view).
MAX_DENSE_BYTES = (1 << 63) - 1


class DenseFlag(enum.IntFlag):
    """Bits of a dense attribute's flags (ours)."""

    SPLAT = 1  # every element is the one element stored (more than one element)


KNOWN_DENSE_FLAGS = int(DenseFlag.SPLAT)


class ShapeDialect(enum.IntEnum):
    """Which dialect's shape attribute a SHAPE payload came from (ours).

    Stored in the dtype byte of the shape's header, which TFRT leaves 0.
    """

    CORERT = 0  # #corert.shape<...>
    TF_TYPE = 1  # #tf_type.shape<...>


class LocationType(enum.IntEnum):
    UNKNOWN = 0
    FILE_LINE_COL = 1
    NAME = 2
    CALLSITE = 3
    FUSED = 4


class KernelFlag(enum.IntFlag):
    """Bits of a KernelFlags entry (ours; TFRT's "special metadata" bit 0)."""

    NON_STRICT = 1


KNOWN_KERNEL_FLAGS = int(KernelFlag.NON_STRICT)


class FunctionInfoFlag(enum.IntFlag):
    """Bits of a FunctionInfo entry (ours)."""

    HAS_RETURN = 1  # the body ends in a return op (which gives the results)
    FUNC_RETURN = 2  # that op is func.return (else tfrt.return)


KNOWN_FUNCTION_INFO_FLAGS = int(FunctionInfoFlag.HAS_RETURN | FunctionInfoFlag.FUNC_RETURN)


class BEFFormatError(ValueError):
    """A BEF file is malformed. `offset` is the byte offset (from the start of
    the file) of the first byte found to be wrong."""

    def __init__(self, message: str, offset: int):
        super().__init__(f"{message} (at byte offset {offset})")
        self.message = message
        self.offset = offset


def encode_header(file_size: int) -> bytes:
    return HEADER.pack(MAGIC, VERSION, file_size)


def read_header(data, size: int) -> int:
    """Checks the header of a file of `size` bytes; returns its version."""
    if size < len(MAGIC) or bytes(data[:len(MAGIC)]) != MAGIC:
        raise BEFFormatError("not a BEF file (no 0x0B 0xEF magic)", 0)
    if size > len(MAGIC) and data[len(MAGIC)] != VERSION:
        raise BEFFormatError(
            f"unsupported BEF version {data[len(MAGIC)]} (this runtime reads version "
            f"{VERSION}; translate the MLIR again)", len(MAGIC))
    if size < HEADER_SIZE:
        raise BEFFormatError(
            f"truncated file: {size} bytes, shorter than the {HEADER_SIZE}-byte header", size)
    _, version, declared = HEADER.unpack_from(data, 0)
    if declared < size:
        raise BEFFormatError(
            f"the file has {size} bytes, {size - declared} more than its header gives", declared)
    if declared > size:
        raise BEFFormatError(
            f"truncated file: {size} of the {declared} bytes the header gives", size)
    return version


def align_up(value: int, alignment: int) -> int:
    return (value + alignment - 1) & ~(alignment - 1)


def encode_vbr(value: int) -> bytes:
    """VBR: 7-bit groups, most significant first, high bit set on all but the
    last byte (300 -> 82 2C)."""
    if value < 0 or value > MAX_VBR_VALUE:
        raise ValueError(f"VBR integers are unsigned 64-bit; got {value}")
    if value < 0x80:
        return bytes((value,))
    groups = []
    while True:
        groups.append(value & 0x7F)
        value >>= 7
        if not value:
            break
    groups.reverse()
    return bytes([g | 0x80 for g in groups[:-1]] + [groups[-1]])


def vbr_size(value: int) -> int:
    return max(1, (value.bit_length() + 6) // 7)


def read_vbr(data, pos: int, end: int) -> tuple[int, int]:
    """Decodes the VBR integer at `pos` in `data[:end]`; returns (value, next pos)."""
    start = pos
    value = 0
    while pos < end:
        byte = data[pos]
        pos += 1
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            if value > MAX_VBR_VALUE:
                raise BEFFormatError("integer does not fit in 64 bits", start)
            return value, pos
        if pos - start >= MAX_VBR_BYTES:
            raise BEFFormatError("integer longer than 10 bytes", start)
    raise BEFFormatError("truncated integer", start)


def check_count(count: int, min_bytes: int, pos: int, end: int, what: str):
    """`count` items of at least `min_bytes` each must fit in data[pos:end]."""
    if count * min_bytes > end - pos:
        raise BEFFormatError(f"{count} {what} cannot fit in {end - pos} bytes", pos)


def check_end(pos: int, end: int, section: str):
    """A table must fill its section exactly."""
    if pos != end:
        raise BEFFormatError(f"{end - pos} unexpected bytes at the end of {section}", pos)


def check_padding(data, start: int, end: int):
    for p in range(start, end):
        if data[p] != PADDING_BYTE:
            raise BEFFormatError(f"padding byte is {data[p]:#04x}, not 0xcc", p)
