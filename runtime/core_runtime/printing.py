"""Printing host tensors exactly as TFRT does (`DenseHostTensor::Print`,
`ScalarHostTensor::Print`, `StringHostTensor::Print`).

    DenseHostTensor dtype = f32, shape = [2], values = [1.000000e+00, 2.000000e+00]
    DenseHostTensor dtype = i32, shape = [40], md5sum = 1234, values = [0, 1, ..., 31, ... ]
    ScalarHostTensor dtype = i32, shape = [2, 2], value = 1
    StringHostTensor shape = [2], values = ["string", "tensor"]

dtype names are TFRT's (`u8` .. `u64`, `i1`, `i8` .. `i64`, `f16`, `bf16`, `f32`,
`f64`, `complex64`, `complex128`); floats print like LLVM's `raw_ostream`
(`%e`), f16 as its bit pattern (`fp16(15360)`, TFRT's `fp16` placeholder type)
and bf16 not at all (`Does not support printing bf16.`, TFRT's `DType::Print`);
more than 32 elements add an md5 sum of the bytes (the low 32 bits of LLVM's
`MD5Hash`) and print the first 32.
"""

from __future__ import annotations

import hashlib

import numpy as np

from tfrt.runtime import dtypes
from tfrt.runtime.tensor import BFLOAT16, DenseHostTensor, ScalarHostTensor

# TFRT's names (the dtype table's), except that strings print as `string`.
_NAMES = {r.numpy: r.name for r in dtypes.ROWS if r.numpy is not None}
_NAMES[np.dtype(object)] = "string"

_THRESHOLD = 32


def dtype_name(dtype) -> str:
    """TFRT's printed name of a dtype (`i32`, `u8`, `bf16`, ...)."""
    return _NAMES.get(np.dtype(dtype), str(dtype))


def format_element(value, dtype: np.dtype) -> str:
    kind = dtype.kind
    if kind == "b":
        return "1" if value else "0"
    if kind in "iu":
        return str(int(value))
    if dtype == BFLOAT16:
        return "Does not support printing bf16."
    if dtype == np.float16:
        return f"fp16({int(np.asarray(value, np.float16).view(np.uint16))})"
    if kind == "f":
        return "%e" % float(value)
    if kind == "c":
        return "(%e,%e)" % (float(value.real), float(value.imag))
    if isinstance(value, bytes):
        value = value.decode("utf-8", "backslashreplace")
    return f'"{value}"'


def _shape(shape) -> str:
    return "[" + ", ".join(str(int(d)) for d in shape) + "]"


def md5sum(array: np.ndarray) -> int:
    """The low 32 bits of LLVM's MD5Hash of the tensor's bytes (TFRT prints it)."""
    digest = hashlib.md5(np.ascontiguousarray(array).tobytes()).digest()
    return int.from_bytes(digest[:4], "little")


def format_dense(array: np.ndarray) -> str:
    dtype = array.dtype
    if dtype == object:
        flat = array.reshape(-1)
        if array.shape == () and not isinstance(flat[0], (bytes, str)):  # a TensorList, ...
            return f"VariantHostTensor shape = [], value = {flat[0]!r}"
        values = ", ".join(format_element(v, dtype) for v in flat)
        return f"StringHostTensor shape = {_shape(array.shape)}, values = [{values}]"
    n = array.size
    text = f"DenseHostTensor dtype = {dtype_name(dtype)}, shape = {_shape(array.shape)}"
    if n > _THRESHOLD:
        text += f", md5sum = {md5sum(array)}"
    flat = array.reshape(-1)[:_THRESHOLD]
    values = ", ".join(format_element(v, dtype) for v in flat)
    more = ", ... " if n > _THRESHOLD else ""
    return f"{text}, values = [{values}{more}]"


def format_tensor(tensor) -> str:
    """A host tensor (DenseHostTensor, ScalarHostTensor or ndarray) as TFRT prints it."""
    if isinstance(tensor, DenseHostTensor):
        return format_dense(tensor.array)
    if isinstance(tensor, ScalarHostTensor):
        md = tensor.metadata
        return (f"ScalarHostTensor dtype = {dtype_name(md.dtype)}, shape = {_shape(md.shape)}, "
                f"value = {format_element(tensor.value, md.dtype)}")
    if isinstance(tensor, np.ndarray):
        return format_dense(tensor)
    return repr(tensor)
