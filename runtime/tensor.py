"""Host tensors of the Core Runtime: metadata, dense and scalar host tensors.

* `TensorMetadata(dtype, shape)`: immutable and hashable; `dtype` is a `numpy.dtype`
  (bf16 is `ml_dtypes.bfloat16`, f16 numpy's own `float16`), `shape` a tuple of ints.
* `DenseHostTensor`: a numpy array plus its metadata (`from_array` is zero-copy).
* `ScalarHostTensor`: one value standing for a whole shape (every element equal),
  stored once; `to_dense()` materialises it.
* Conversions: `dense_to_scalar` (only when every element is equal), `scalar_to_dense`.
* TF dtype names: `dtype_from_name("DT_FLOAT")`, `dtype_from_name("f32")`,
  `tf_dtype_name(np.float32)` -> "DT_FLOAT", `mlir_dtype_name(...)` -> "f32"
  (read from the project's dtype table, `tfrt.runtime.dtypes`).

No MLIR here: the runtime reads types as names.
"""

from __future__ import annotations

import numpy as np

from tfrt.runtime import dtypes
from tfrt.runtime.dtypes import BFLOAT16

__all__ = [
    "BFLOAT16",
    "DenseHostTensor",
    "ScalarHostTensor",
    "TensorMetadata",
    "dense_to_scalar",
    "dtype_from_name",
    "make_metadata",
    "mlir_dtype_name",
    "scalar_to_dense",
    "tf_dtype_name",
]


def dtype_from_name(name: str) -> np.dtype:
    """`DT_FLOAT`, `f32`, `float`, `bf16`, `i1`, `ui8`, ... -> numpy dtype (KeyError if unknown)."""
    numpy = dtypes.from_name(name).numpy
    if numpy is None:  # quantized, resource, variant: no host tensors of them
        raise KeyError(f"unknown tensor dtype name {name!r}")
    return numpy


def tf_dtype_name(dtype) -> str:
    """numpy dtype -> TF enum name (`DT_FLOAT`)."""
    try:
        return dtypes.from_numpy(dtype).tf
    except KeyError:
        raise KeyError(f"dtype {np.dtype(dtype)} has no TensorFlow name") from None


def mlir_dtype_name(dtype) -> str:
    """numpy dtype -> MLIR element type spelling (`f32`, `i1`, `bf16`)."""
    try:
        return dtypes.from_numpy(dtype).mlir
    except KeyError:
        raise KeyError(f"dtype {np.dtype(dtype)} has no MLIR name") from None


class TensorMetadata:
    """dtype + concrete shape.  Immutable, hashable, cheap to build."""

    __slots__ = ("dtype", "shape")

    def __init__(self, dtype, shape):
        object.__setattr__(self, "dtype", dtype if type(dtype) is np.dtype or isinstance(dtype, np.dtype)
                           else np.dtype(dtype))
        object.__setattr__(self, "shape", shape if type(shape) is tuple else tuple(int(d) for d in shape))

    @classmethod
    def of(cls, array) -> "TensorMetadata":
        return cls(array.dtype, array.shape)

    def __setattr__(self, name, value):
        raise AttributeError("TensorMetadata is immutable")

    def __delattr__(self, name):
        raise AttributeError("TensorMetadata is immutable")

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def num_elements(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    def __eq__(self, other):
        if not isinstance(other, TensorMetadata):
            return NotImplemented
        return self.dtype == other.dtype and self.shape == other.shape

    def __hash__(self):
        return hash((self.dtype, self.shape))

    def __repr__(self):
        return f"TensorMetadata({self.dtype}, {list(self.shape)})"

    def __str__(self):
        dims = "x".join(str(d) for d in self.shape)
        try:
            elt = mlir_dtype_name(self.dtype)
        except KeyError:
            elt = str(self.dtype)
        return f"tensor<{dims}x{elt}>" if dims else f"tensor<{elt}>"

    def __reduce__(self):
        return (TensorMetadata, (self.dtype, self.shape))


_new_object = object.__new__
_set_md_dtype = TensorMetadata.dtype.__set__  # the slots' own setters: no __setattr__
_set_md_shape = TensorMetadata.shape.__set__


def make_metadata(dtype: np.dtype, shape: tuple) -> TensorMetadata:
    """An unchecked `TensorMetadata(dtype, shape)` for the runtime's hot paths
    (metadata functions, result wrapping): `dtype` must already be a
    `numpy.dtype` and `shape` a tuple of ints. About 0.25 us cheaper than the
    checking constructor."""
    m = _new_object(TensorMetadata)
    _set_md_dtype(m, dtype)
    _set_md_shape(m, shape)
    return m


class DenseHostTensor:
    """A dense tensor in host memory: a numpy array with explicit metadata.

    `DenseHostTensor(metadata, array)` checks that they agree; `from_array(array)` wraps an
    array without copying.  `.array` is the backing ndarray (shared, not copied).
    """

    __slots__ = ("metadata", "array")

    def __init__(self, metadata: TensorMetadata, array: np.ndarray):
        if not isinstance(array, np.ndarray):
            raise TypeError(f"DenseHostTensor needs a numpy.ndarray, got {type(array).__name__}")
        if array.dtype != metadata.dtype or array.shape != metadata.shape:
            raise ValueError(f"array {array.dtype}{list(array.shape)} does not match metadata {metadata!r}")
        self.metadata = metadata
        self.array = array

    @classmethod
    def from_array(cls, array) -> "DenseHostTensor":
        if not isinstance(array, np.ndarray):
            array = np.asarray(array)
        t = cls.__new__(cls)
        t.metadata = make_metadata(array.dtype, array.shape)  # always a dtype and a tuple
        t.array = array
        return t

    @classmethod
    def zeros(cls, metadata: TensorMetadata) -> "DenseHostTensor":
        return cls(metadata, np.zeros(metadata.shape, metadata.dtype))

    @property
    def dtype(self) -> np.dtype:
        return self.metadata.dtype

    @property
    def shape(self) -> tuple:
        return self.metadata.shape

    def numpy(self) -> np.ndarray:
        return self.array

    def __repr__(self):
        return f"DenseHostTensor({self.metadata}, {self.array.tolist()!r})"


class ScalarHostTensor:
    """A tensor of `shape` whose elements all equal one scalar `value`, stored once."""

    __slots__ = ("metadata", "value")

    def __init__(self, metadata: TensorMetadata, value):
        self.metadata = metadata
        v = np.asarray(value)
        if v.ndim != 0:
            raise ValueError(f"ScalarHostTensor value must be a scalar, got shape {v.shape}")
        self.value = v.astype(metadata.dtype)[()] if v.dtype != metadata.dtype else v[()]

    @classmethod
    def of(cls, value, shape=(), dtype=None) -> "ScalarHostTensor":
        dt = np.dtype(dtype) if dtype is not None else np.asarray(value).dtype
        return cls(TensorMetadata(dt, tuple(shape)), value)

    @property
    def dtype(self) -> np.dtype:
        return self.metadata.dtype

    @property
    def shape(self) -> tuple:
        return self.metadata.shape

    def to_dense(self) -> DenseHostTensor:
        return DenseHostTensor(self.metadata, np.full(self.metadata.shape, self.value, self.metadata.dtype))

    def numpy(self) -> np.ndarray:
        return self.to_dense().array

    def __repr__(self):
        return f"ScalarHostTensor({self.metadata}, {self.value!r})"


def scalar_to_dense(tensor: ScalarHostTensor) -> DenseHostTensor:
    """Explicit conversion ScalarHostTensor -> DenseHostTensor (materialises every element)."""
    return tensor.to_dense()


def dense_to_scalar(tensor: DenseHostTensor) -> ScalarHostTensor:
    """Explicit conversion DenseHostTensor -> ScalarHostTensor.

    Allowed only when every element is equal (or the tensor has exactly one element);
    raises ValueError otherwise, and for an empty tensor (no value to keep).
    """
    a = tensor.array
    if a.size == 0:
        raise ValueError("cannot convert an empty DenseHostTensor to a ScalarHostTensor")
    flat = a.reshape(-1)
    first = flat[0]
    if a.size > 1 and not (flat == first).all():
        raise ValueError("DenseHostTensor elements are not all equal; cannot convert to ScalarHostTensor")
    return ScalarHostTensor(tensor.metadata, first)
