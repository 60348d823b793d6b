"""MLIR element types <-> BEF DTypes, by their printed form (from the project's
dtype table, `tfrt.runtime.dtypes`).

Going to BEF, several MLIR spellings share a DType (`!corert.string` and
`!tf_type.string`); coming back, each DType has one canonical spelling.
Signed (`si32`) and `index` types have no DType and are rejected.
"""

from __future__ import annotations

from tfrt.runtime import dtypes
from tfrt.runtime.bef.format import DType

# Canonical MLIR spelling of each DType (what BEF -> MLIR prints).
MLIR_TYPE = {r.dtype: r.mlir for r in dtypes.ROWS if r.mlir is not None}


def dtype_of(type_text: str) -> DType | None:
    """The DType of an MLIR type (given as printed), or None if it has none.

    Resource and variant types keep no subtypes (`!tf_type.resource<tensor<f32>>`
    is RESOURCE)."""
    row = dtypes.from_mlir(type_text)
    return None if row is None else row.dtype
