"""The one dtype table (tfrt.runtime.dtypes) against its sources of truth: TensorFlow's
DataType enum and sizes, MLIR's parser and printer, numpy; and its readers agree with it."""

import os

import numpy as np
import pytest

from tfrt.runtime import dtypes
from tfrt.runtime.bef import format as fmt
from tfrt.runtime.dtypes import DType

ROWS = [r for r in dtypes.ROWS if r.dtype != DType.INVALID]


def test_rows_follow_the_dtype_codes():
    assert [r.dtype for r in dtypes.ROWS] == list(DType)
    assert fmt.DType is DType and fmt.LAST_DTYPE == 24  # TFRT's DType::LastDType


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.dtype.name)
def test_tensorflow_agrees(row):
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import tensorflow as tf
    from tensorflow.core.framework import types_pb2

    tf_dtype = tf.dtypes.as_dtype(types_pb2.DataType.Value(row.tf))
    if row.numpy is not None:
        assert tf.dtypes.as_dtype(row.numpy) == tf_dtype
    if row.size is not None:
        assert tf_dtype.size == row.size
    if row.storage is not None and row.numpy is None:  # quantized: TF's one-field struct
        (integer, _), = np.dtype(tf_dtype.as_numpy_dtype).fields.values()
        assert integer == row.storage


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.dtype.name)
def test_mlir_prints_the_spelling(row):
    import tfrt.dialects  # noqa: F401  (tf_type, corert; loads MLIR next to TensorFlow)
    from mlir import ir

    with ir.Context():
        assert str(ir.Type.parse(row.mlir)) == row.mlir
    assert dtypes.from_mlir(row.mlir) is row


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.dtype.name)
def test_lookups_round_trip(row):
    assert dtypes.info(row.dtype) is row
    for name in (row.tf, row.tf[3:].lower(), row.mlir, row.name):
        assert dtypes.from_name(name) is row, name
    if row.numpy is not None:
        assert dtypes.from_numpy(row.numpy) is row
    if row.storage is not None:
        assert row.storage.itemsize == row.size == fmt.DTYPE_SIZE[row.dtype]
        assert fmt.DTYPE_NUMPY[row.dtype] == row.storage
    assert fmt.DTYPE_NAME[row.dtype] == row.name


def test_mlir_aliases_and_subtypes():
    assert dtypes.from_mlir("!corert.string").dtype == DType.STRING
    assert dtypes.from_mlir("!corert.qint8").dtype == DType.QI8
    assert dtypes.from_mlir("!tf_type.resource<tensor<f32>>").dtype == DType.RESOURCE
    for no_dtype in ("index", "si32", "f8E4M3FN", "tensor<f32>", "none"):
        assert dtypes.from_mlir(no_dtype) is None


def test_sizes_and_alignment_are_numpys():
    assert dtypes.info(DType.COMPLEX64).alignment == 4  # like its parts
    assert dtypes.info(DType.BF16).size == 2
    assert dtypes.info(DType.COMPLEX128).part == DType.F64
    assert dtypes.info(DType.F32).part is None
    for code in (DType.STRING, DType.RESOURCE, DType.VARIANT):
        assert dtypes.info(code).size is None and code not in fmt.DTYPE_SIZE
    assert fmt.DTYPE_STRUCT[DType.BF16] == "H" and fmt.DTYPE_STRUCT[DType.I1] == "B"
    assert DType.COMPLEX64 not in fmt.DTYPE_STRUCT


def test_unknown_names_and_dtypes():
    from tfrt.runtime.tensor import dtype_from_name, mlir_dtype_name, tf_dtype_name

    with pytest.raises(KeyError):
        dtypes.from_name("float8")
    with pytest.raises(KeyError):
        dtypes.from_numpy(np.str_)
    with pytest.raises(KeyError):
        dtypes.info(24)
    with pytest.raises(KeyError):  # no host tensors of quantized types
        dtype_from_name("DT_QUINT8")
    assert dtype_from_name("bfloat16") == dtypes.BFLOAT16
    assert tf_dtype_name(np.bool_) == "DT_BOOL" and mlir_dtype_name(np.uint8) == "ui8"
    assert tf_dtype_name(object) == "DT_STRING"
