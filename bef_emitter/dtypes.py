"""MLIR element types <-> BEF DTypes, by their printed form (from the project's
dtype table, `tfrt.runtime.dtypes`).

Going to BEF, several MLIR spellings share a DType (`!corert.string` and
`!tf_type.string`); coming back, each DType has one spelling, TFRT's: the
builtin types as they are (`f32`, `complex<f32>`), the TF-specific ones as the
corert dialect's (`!corert.string`, `!corert.quint8`), as TFRT's BEF -> MLIR
translator prints them.
Signed (`si32`) and `index` types have no DType and are rejected.
"""

from __future__ import annotations

from tfrt.runtime import dtypes
from tfrt.runtime.bef.format import DType


def _corert(mlir: str) -> str:
    """`!tf_type.quint8` -> `!corert.quint8`; builtin types unchanged."""
    return "!corert." + mlir[len("!tf_type."):] if mlir.startswith("!tf_type.") else mlir


# The MLIR spelling of each DType that BEF -> MLIR prints.
MLIR_TYPE = {r.dtype: _corert(r.mlir) for r in dtypes.ROWS if r.mlir is not None}


def dtype_of(type_text: str) -> DType | None:
    """The DType of an MLIR type (given as printed), or None if it has none.

    Resource and variant types keep no subtypes (`!tf_type.resource<tensor<f32>>`
    is RESOURCE)."""
    row = dtypes.from_mlir(type_text)
    return None if row is None else row.dtype
