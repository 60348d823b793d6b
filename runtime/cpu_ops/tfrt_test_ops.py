"""TFRT's CPU test-op library: the `tfrt_test.*` ops of TFRT's own lit tests.

TFRT registers these into its CPU op registry next to the real ops (its
`RegisterTestCpuOps` / `RegisterTestMnistCpuOps`), and its core_runtime tests
(logging, fp16, composite_op, benchmark) run them through `corert.executeop`
on the cpu op handler. They are not TF ops: TensorFlow has no reference
outputs for them, so they are tested on their own (test_tfrt_test_ops.py),
not by the TF conformance suite.

    tfrt_test.create_dense_tensor  {shape = [d0, ...], values = [v0, ...]}
        a tensor of `values`' element type; one value fills the whole tensor
    tfrt_test.odd_collector(x)     the odd elements of a 1-D i32 tensor
    tfrt_test.matmul(a, b)         {transpose_a, transpose_b}: 2-D a @ b
    tfrt_test.relu(x)              max(x, 0), element-wise
    tfrt_test.cast(x)              {type = "f16"}: x converted to that dtype
"""

from __future__ import annotations

import numpy as np

from ._common import MD, NUMERIC, OpList, attr
from .errors import OpError

OPS = OpList()


# -- tfrt_test.create_dense_tensor ---------------------------------------------------------------

_CREATE = "tfrt_test.create_dense_tensor"


def _values_dtype(attrs) -> np.dtype:
    """The element type of the `values` attribute: an OpAttrs array keeps its own
    (`[1 : i32]` is i32); a plain sequence's is inferred as OpAttrs would (int: i64)."""
    values = attr(_CREATE, attrs, "values")
    if isinstance(values, np.ndarray):
        return values.dtype
    kind = getattr(values, "type", None)  # an AttrArray
    if kind is None:
        from tfrt.runtime.core_runtime.op_attrs import infer_type

        kind, _ = infer_type(list(values) if isinstance(values, (list, tuple)) else [values])
    from ..tensor import dtype_from_name

    try:
        return dtype_from_name(kind.value.lower())  # I32 -> i32, F16 -> f16, BOOL -> bool
    except KeyError:
        raise OpError(_CREATE, f"'values' of type {kind.value} cannot be tensor elements") from None


def _create_md(attrs):
    shape = attr(_CREATE, attrs, "shape")
    values = attr(_CREATE, attrs, "values")
    if isinstance(shape, (int, np.integer)) or not all(
            isinstance(d, (int, np.integer)) and not isinstance(d, bool) for d in shape):
        raise OpError(_CREATE, f"'shape' must be an array of integers, got {shape!r}")
    if any(d < 0 for d in shape):
        raise OpError(_CREATE, f"'shape' must not have negative sizes, got {list(shape)}")
    count = np.size(values)
    elements = int(np.prod(shape, dtype=np.int64))
    # TFRT fills the tensor with a single value, else copies exactly one per element.
    if count != 1 and count != elements:
        raise OpError(_CREATE, f"{count} values for shape {list(shape)} ({elements} elements): "
                               "give one value or one per element")
    return MD(_values_dtype(attrs), shape)


def _create(attrs):
    md = _create_md(attrs)
    values = np.asarray(attr(_CREATE, attrs, "values"), dtype=md.dtype)
    if values.size == 1:
        return np.full(md.shape, values.reshape(()), dtype=md.dtype)
    return values.reshape(md.shape).copy()


OPS.add(_CREATE, _create, _create_md)


# -- tfrt_test.odd_collector ---------------------------------------------------------------------

_ODD = "tfrt_test.odd_collector"


def _odd_check(md_or_x):
    if len(md_or_x.shape) != 1:
        raise OpError(_ODD, "expected a 1D tensor input")
    if md_or_x.dtype != np.int32:
        raise OpError(_ODD, "expected a i32 element type")


def _odd(attrs, x):
    _odd_check(x)
    return x[(x & 1) != 0]  # boolean indexing copies


# Its result's size depends on the input's values: metadata needs them.
def _odd_value_md(attrs, x):
    return MD(np.dtype(np.int32), _odd(attrs, np.asarray(x)).shape)


OPS.add(_ODD, _odd, vmd=_odd_value_md, vops=(0,))


# -- tfrt_test.matmul ----------------------------------------------------------------------------

_MATMUL = "tfrt_test.matmul"


def _matmul_md(attrs, a, b):
    if len(a.shape) != 2 or len(b.shape) != 2:
        raise OpError(_MATMUL, f"operands must be 2-D, got shapes {list(a.shape)} and {list(b.shape)}")
    if a.dtype != b.dtype:
        raise OpError(_MATMUL, f"operands must have one dtype, got {a.dtype} and {b.dtype}")
    if a.dtype not in NUMERIC:
        raise OpError(_MATMUL, f"unsupported dtype {a.dtype}")
    m, k = a.shape[::-1] if attr(_MATMUL, attrs, "transpose_a") else a.shape
    k2, n = b.shape[::-1] if attr(_MATMUL, attrs, "transpose_b") else b.shape
    if k != k2:
        raise OpError(_MATMUL, f"inner dimensions differ: {k} and {k2}")
    return MD(a.dtype, (m, n))


def _matmul(attrs, a, b):
    md = _matmul_md(attrs, a, b)
    if attrs["transpose_a"]:
        a = a.T
    if attrs["transpose_b"]:
        b = b.T
    if a.dtype == np.float16:  # numpy has no half BLAS: compute in f32, round once
        return np.matmul(a.astype(np.float32), b.astype(np.float32)).astype(md.dtype)
    return np.matmul(a, b)


OPS.add(_MATMUL, _matmul, _matmul_md)


# -- tfrt_test.relu ------------------------------------------------------------------------------

_RELU = "tfrt_test.relu"


def _relu_md(attrs, x):
    if x.dtype not in NUMERIC or x.dtype.kind == "c":
        raise OpError(_RELU, f"unsupported dtype {x.dtype}")
    return MD(x.dtype, x.shape)


def _relu(attrs, x):
    _relu_md(attrs, x)
    return np.maximum(x, np.zeros((), x.dtype))


OPS.add(_RELU, _relu, _relu_md)


# -- tfrt_test.cast ------------------------------------------------------------------------------

_CAST = "tfrt_test.cast"


def _cast_md(attrs, x):
    from ..tensor import dtype_from_name

    name = attr(_CAST, attrs, "type")
    if not isinstance(name, str):
        raise OpError(_CAST, f"'type' must be a dtype name such as \"f16\", got {name!r}")
    try:
        dtype = dtype_from_name(name)
    except KeyError:
        raise OpError(_CAST, f"'type' is not a known dtype: {name!r}") from None
    for t in (x.dtype, dtype):
        if t not in NUMERIC:
            raise OpError(_CAST, f"unsupported dtype {t}")
    return MD(dtype, x.shape)


def _cast(attrs, x):
    md = _cast_md(attrs, x)
    return x.astype(md.dtype)  # astype copies, even to the same dtype


OPS.add(_CAST, _cast, _cast_md)
