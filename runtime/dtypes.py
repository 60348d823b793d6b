"""The project's one dtype table: what each dtype is called where, and what it is.

Each row is a `DTypeInfo`: the BEF DType code (TFRT's enum, include/tfrt/dtype/dtype.def),
the numpy dtype the runtime holds it as, TensorFlow's DataType name (`DT_FLOAT`), the
MLIR element type's spelling (`f32`, `complex<f32>`, `!tf_type.string`) and TFRT's printed
name (`DType::GetName`: `f32`, `u8`, `str`). Sizes and alignments are not written here:
they are numpy's (and ml_dtypes' for bfloat16), read off the element's numpy dtype.

    info(DType.BF16).numpy            # dtype(bfloat16)
    from_numpy(np.float32).tf         # 'DT_FLOAT'
    from_name("DT_HALF").mlir         # 'f16'   (TF, MLIR, TFRT and numpy names)
    from_mlir("!corert.string").dtype # DType.STRING   (None if the type has no DType)

Every other module reads dtype facts from here: the BEF format's sizes and names, the
emitter's MLIR spellings, the tensors' TF names. No MLIR here (the runtime imports none):
MLIR types are matched by their printed form.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

import ml_dtypes
import numpy as np

__all__ = ["BFLOAT16", "DType", "DTypeInfo", "ROWS", "from_mlir", "from_name", "from_numpy", "info"]


class DType(enum.IntEnum):
    """TFRT's DType codes (dtype.def order); also the BEF scalar attribute kinds."""

    INVALID = 0
    UI8 = 1
    UI16 = 2
    UI32 = 3
    UI64 = 4
    I1 = 5
    I8 = 6
    I16 = 7
    I32 = 8
    I64 = 9
    F32 = 10
    F64 = 11
    COMPLEX64 = 12
    COMPLEX128 = 13
    F16 = 14
    BF16 = 15
    STRING = 16
    RESOURCE = 17
    VARIANT = 18
    QUI8 = 19
    QUI16 = 20
    QI8 = 21
    QI16 = 22
    QI32 = 23


BFLOAT16 = np.dtype(ml_dtypes.bfloat16)


class DTypeInfo(NamedTuple):
    """One dtype under each of its names."""

    dtype: DType
    # The runtime's array dtype (strings are object arrays of bytes); None: the runtime
    # holds no tensors of it.
    numpy: np.dtype | None
    # One element's bytes in a BEF payload (quantized types: their integer); None: no
    # fixed size (strings, resources, variants).
    storage: np.dtype | None
    tf: str               # TensorFlow's DataType name
    mlir: str | None      # the MLIR element type as printed (None: INVALID)
    name: str             # TFRT's DType::GetName

    @property
    def size(self) -> int | None:
        """Bytes per element, or None when the dtype has no fixed size."""
        return None if self.storage is None else self.storage.itemsize

    @property
    def alignment(self) -> int | None:
        """Host alignment (numpy's: a complex number aligns like its parts)."""
        return None if self.storage is None else self.storage.alignment

    @property
    def part(self) -> DType | None:
        """A complex dtype's real and imaginary parts' DType (None if not complex)."""
        if self.numpy is None or self.numpy.kind != "c":
            return None
        return _BY_NUMPY[np.dtype(f"f{self.numpy.itemsize // 2}")].dtype


def _row(dtype, numpy, tf, mlir, name, storage=None):
    numpy = None if numpy is None else np.dtype(numpy)
    if storage is None and numpy is not None and numpy.kind != "O":
        storage = numpy
    return DTypeInfo(dtype, numpy, None if storage is None else np.dtype(storage), tf, mlir, name)


D = DType
# In DType code order.
ROWS: tuple[DTypeInfo, ...] = (
    _row(D.INVALID, None, "DT_INVALID", None, "invalid"),
    _row(D.UI8, np.uint8, "DT_UINT8", "ui8", "u8"),
    _row(D.UI16, np.uint16, "DT_UINT16", "ui16", "u16"),
    _row(D.UI32, np.uint32, "DT_UINT32", "ui32", "u32"),
    _row(D.UI64, np.uint64, "DT_UINT64", "ui64", "u64"),
    _row(D.I1, np.bool_, "DT_BOOL", "i1", "i1"),
    _row(D.I8, np.int8, "DT_INT8", "i8", "i8"),
    _row(D.I16, np.int16, "DT_INT16", "i16", "i16"),
    _row(D.I32, np.int32, "DT_INT32", "i32", "i32"),
    _row(D.I64, np.int64, "DT_INT64", "i64", "i64"),
    _row(D.F32, np.float32, "DT_FLOAT", "f32", "f32"),
    _row(D.F64, np.float64, "DT_DOUBLE", "f64", "f64"),
    _row(D.COMPLEX64, np.complex64, "DT_COMPLEX64", "complex<f32>", "complex64"),
    _row(D.COMPLEX128, np.complex128, "DT_COMPLEX128", "complex<f64>", "complex128"),
    _row(D.F16, np.float16, "DT_HALF", "f16", "f16"),
    _row(D.BF16, BFLOAT16, "DT_BFLOAT16", "bf16", "bf16"),
    _row(D.STRING, object, "DT_STRING", "!tf_type.string", "str"),
    _row(D.RESOURCE, None, "DT_RESOURCE", "!tf_type.resource", "resource"),
    _row(D.VARIANT, None, "DT_VARIANT", "!tf_type.variant", "variant"),
    # Quantized types: no host tensors; BEF stores them as their integer representation.
    _row(D.QUI8, None, "DT_QUINT8", "!tf_type.quint8", "qu8", storage=np.uint8),
    _row(D.QUI16, None, "DT_QUINT16", "!tf_type.quint16", "qu16", storage=np.uint16),
    _row(D.QI8, None, "DT_QINT8", "!tf_type.qint8", "qi8", storage=np.int8),
    _row(D.QI16, None, "DT_QINT16", "!tf_type.qint16", "qi16", storage=np.int16),
    _row(D.QI32, None, "DT_QINT32", "!tf_type.qint32", "qi32", storage=np.int32),
)
del D
assert [r.dtype for r in ROWS] == list(DType)

_BY_NUMPY = {r.numpy: r for r in ROWS if r.numpy is not None}

# MLIR spellings: the canonical one of each row, plus the corert dialect's own types
# and TF's resource / variant types with a subtype (kept by neither BEF nor the runtime).
_BY_MLIR = {r.mlir: r for r in ROWS if r.mlir is not None}
_BY_MLIR.update({"!corert." + r.mlir[len("!tf_type."):]: r
                 for r in ROWS if r.mlir is not None and r.mlir.startswith("!tf_type.")})
_MLIR_PREFIXES = (("!tf_type.resource<", DType.RESOURCE), ("!tf_type.variant<", DType.VARIANT))

# Every name a user or a file may give a dtype by.
_BY_NAME: dict[str, DTypeInfo] = {}
for _r in ROWS:
    if _r.dtype == DType.INVALID:
        continue
    for _n in (_r.tf, _r.tf[3:].lower(), _r.mlir, _r.name):  # DT_FLOAT, float, f32, f32
        _BY_NAME.setdefault(_n, _r)
    if _r.numpy is not None and _r.numpy.kind != "O":
        _BY_NAME.setdefault(_r.numpy.name, _r)  # float32, bool, bfloat16
# Other spellings in use: MLIR's string type without its `!`, short complex names.
_BY_NAME.update({"tf_type.string": ROWS[DType.STRING], "c64": ROWS[DType.COMPLEX64],
                 "c128": ROWS[DType.COMPLEX128]})
del _r, _n


def info(dtype: int) -> DTypeInfo:
    """The row of a DType code (KeyError if there is none)."""
    if not 0 <= dtype < len(ROWS):
        raise KeyError(f"unknown DType code {dtype}")
    return ROWS[dtype]


def from_numpy(dtype) -> DTypeInfo:
    """The row of a numpy dtype (or type); KeyError if the project has no such dtype."""
    try:
        return _BY_NUMPY[np.dtype(dtype)]
    except KeyError:
        raise KeyError(f"dtype {np.dtype(dtype)} is not one of the project's dtypes") from None


def from_name(name: str) -> DTypeInfo:
    """The row of a name: TF's (`DT_FLOAT`, `float`), MLIR's (`f32`, `complex<f32>`),
    TFRT's (`u8`, `str`) or numpy's (`float32`); KeyError if unknown."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"unknown tensor dtype name {name!r}") from None


def from_mlir(type_text: str) -> DTypeInfo | None:
    """The row of an MLIR type given as printed, or None if it has no DType (`index`,
    `si32`, `tensor<...>`). `!tf_type.resource<tensor<f32>>` is RESOURCE."""
    row = _BY_MLIR.get(type_text)
    if row is None:
        for prefix, dtype in _MLIR_PREFIXES:
            if type_text.startswith(prefix):
                return ROWS[dtype]
    return row
