"""`tfrt_dht.*` dense host tensor kernels and the `ts.*` shape kernels, on numpy.

A dense host tensor is a writable numpy array; a host buffer a 1-D uint8
numpy array from the host allocator; a shape a tuple of ints. Per-dtype
kernels carry TFRT's dtype names (`i32`, `bool`, `complex64`, ...).
"""


import numpy as np

from tfrt.runtime import dtypes
from tfrt.runtime.async_value import CHAIN, Chain, ErrorCode
from tfrt.runtime.bef.format import DType, array_of
from tfrt.runtime.kernel_registry import (
    Attribute, KernelContext, KernelError, RemainingArguments, kernel,
)
from tfrt.runtime.host_allocators import HOST_BUFFER_HEADER
from tfrt.runtime.kernels import print_line

# The per-dtype kernels' name suffixes (TFRT's) and the dtype of each.
DTYPES = {
    "ui8": DType.UI8, "ui16": DType.UI16, "ui32": DType.UI32, "ui64": DType.UI64,
    "i8": DType.I8, "i32": DType.I32, "i64": DType.I64, "f16": DType.F16, "bf16": DType.BF16,
    "f32": DType.F32, "f64": DType.F64, "bool": DType.I1,
    "complex64": DType.COMPLEX64, "complex128": DType.COMPLEX128,
}
_SUFFIX = {dtypes.info(dtype).numpy.name: suffix for suffix, dtype in DTYPES.items()}


def _dtype_name(array: np.ndarray) -> str:
    return _SUFFIX.get(array.dtype.name, array.dtype.name)


def _format_scalar(v) -> str:
    if isinstance(v, (bool, np.bool_)):
        return str(int(v))
    if isinstance(v, (np.integer, int)):
        return str(int(v))
    if isinstance(v, (np.complexfloating, complex)):
        return "(%e,%e)" % (v.real, v.imag)
    return "%e" % float(v)


def format_tensor(t: np.ndarray) -> str:
    shape = ", ".join(str(d) for d in t.shape)
    values = ", ".join(_format_scalar(v) for v in t.reshape(-1)[:32])
    more = ", ..." if t.size > 32 else ""
    return (f"DenseHostTensor dtype = {_dtype_name(t)}, shape = [{shape}], "
            f"values = [{values}{more}]")


def new_host_tensor(allocator, shape: tuple, dtype: np.dtype) -> np.ndarray:
    """A zeroed tensor in a host buffer from `allocator`: TFRT's HostBuffer
    header, then the data, in one allocation (so allocators count TFRT's bytes)."""
    nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
    try:
        raw = allocator.allocate(HOST_BUFFER_HEADER + nbytes, HOST_BUFFER_HEADER)
    except MemoryError:
        raise KernelError("Cannot allocate tensor", ErrorCode.RESOURCE_EXHAUSTED) from None
    data = raw[HOST_BUFFER_HEADER:]
    data[...] = 0
    return data.view(dtype).reshape(shape)


def _check(t, dtype, what):
    if not isinstance(t, np.ndarray):
        raise KernelError(f"{what}: expected a dense host tensor, got {type(t).__name__}",
                          ErrorCode.INVALID_ARGUMENT)
    if t.dtype != dtype:
        raise KernelError(f"{what}: expected a {dtype.name} tensor, got {t.dtype.name}",
                          ErrorCode.INVALID_ARGUMENT)


def _register(name, element):
    row = dtypes.info(element)
    dtype = row.numpy
    # Attributes hold a complex value as its (real, imaginary) parts.
    is_complex = row.part is not None
    kind = row.part or element

    def make_create(rank):
        def create(shape: Attribute(array_of(DType.I64)), ctx: KernelContext) -> np.ndarray:
            if len(shape) != rank or any(d < 0 for d in shape):
                raise KernelError(f"shape {list(shape)} is not a valid rank-{rank} shape",
                                  ErrorCode.INVALID_ARGUMENT)
            return new_host_tensor(ctx.host.allocator, tuple(shape), dtype)
        return create

    for rank in range(6):
        kernel(f"tfrt_dht.create_uninitialized_tensor.{name}.{rank}")(make_create(rank))

    value_kind = array_of(kind) if is_complex else kind

    def fill(t, ch: Chain, value: Attribute(value_kind)) -> Chain:
        _check(t, dtype, f"fill_tensor_with_constant.{name}")
        t[...] = complex(value[0], value[1]) if is_complex else value
        return CHAIN

    kernel(f"tfrt_dht.fill_tensor_with_constant.{name}")(fill)

    def set_values(t, ch: Chain, values: Attribute(array_of(kind))) -> Chain:
        _check(t, dtype, f"set_tensor_with_constant_values.{name}")
        flat = list(values)
        if is_complex:
            flat = [complex(r, i) for r, i in zip(flat[::2], flat[1::2])]
        if len(flat) != t.size:
            raise KernelError(f"{len(flat)} values for a tensor of {t.size} elements",
                              ErrorCode.INVALID_ARGUMENT)
        t.reshape(-1)[:] = np.asarray(flat, dtype=dtype)
        return CHAIN

    kernel(f"tfrt_dht.set_tensor_with_constant_values.{name}")(set_values)

    def set_with_values(t, ch: Chain, values: RemainingArguments) -> Chain:
        _check(t, dtype, f"set_tensor_with_values.{name}")
        if len(values) != t.size:
            raise KernelError(f"{len(values)} values for a tensor of {t.size} elements",
                              ErrorCode.INVALID_ARGUMENT)
        t.reshape(-1)[:] = np.asarray(values, dtype=dtype)
        return CHAIN

    kernel(f"tfrt_dht.set_tensor_with_values.{name}")(set_with_values)

    def make_tensor(buf, shape, ch: Chain) -> tuple[np.ndarray, Chain]:
        shape = tuple(shape)
        need = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
        if buf.nbytes != need:
            raise KernelError(f"buffer of {buf.nbytes} bytes cannot hold a {name} tensor of "
                              f"shape {list(shape)}", ErrorCode.INVALID_ARGUMENT)
        return buf.view(dtype).reshape(shape), CHAIN

    kernel(f"tfrt_dht.make_tensor.{name}")(make_tensor)

    if name in ("f16", "bf16"):
        return

    def equal(a, b, ch: Chain) -> tuple[bool, Chain]:
        _check(a, dtype, f"tensor_equal.{name}")
        _check(b, dtype, f"tensor_equal.{name}")
        return bool(a.shape == b.shape and np.array_equal(a, b)), CHAIN

    kernel(f"tfrt_dht.tensor_equal.{name}")(equal)

    def allclose(a, b, ch: Chain) -> tuple[bool, Chain]:
        _check(a, dtype, f"tensor_allclose.{name}")
        _check(b, dtype, f"tensor_allclose.{name}")
        return bool(a.shape == b.shape and np.allclose(a, b)), CHAIN

    kernel(f"tfrt_dht.tensor_allclose.{name}")(allclose)


for _name, _element in DTYPES.items():
    _register(_name, _element)


@kernel("tfrt_dht.print_tensor")
def print_tensor(t: np.ndarray, ch: Chain) -> Chain:
    print_line(format_tensor(t))
    return CHAIN


@kernel("tfrt_dht.get_tensor_shape")
def get_tensor_shape(t: np.ndarray) -> tuple:
    return tuple(int(d) for d in t.shape)


@kernel("tfrt_dht.allocate_buffer")
def allocate_buffer(size: int, alignment: int, ctx: KernelContext) -> np.ndarray:
    try:
        return ctx.host.allocator.allocate(size, alignment)
    except ValueError as e:
        return ctx.error(str(e), ErrorCode.INVALID_ARGUMENT)


@kernel("tfrt_dht.get_buffer")
def get_buffer(t: np.ndarray, ch: Chain) -> tuple[np.ndarray, Chain]:
    return t.reshape(-1).view(np.uint8), CHAIN


@kernel("tfrt_dht.get_buffer_slice")
def get_buffer_slice(buf: np.ndarray, offset: int, size: int) -> np.ndarray:
    if offset < 0 or size < 0 or offset + size > buf.nbytes:
        raise KernelError(f"slice [{offset}, {offset + size}) is outside a buffer of "
                          f"{buf.nbytes} bytes", ErrorCode.OUT_OF_RANGE)
    return buf[offset:offset + size]


@kernel("tfrt_dht.print_buffer")
def print_buffer(buf: np.ndarray, ch: Chain) -> Chain:
    print_line(f"HostBuffer<size={buf.nbytes}, bytes=[{', '.join(str(int(b)) for b in buf)}]>")
    return CHAIN


# -- ts: shapes ------------------------------------------------------------------------

@kernel("ts.build_shape")
def build_shape(value: Attribute(array_of(DType.I64))) -> tuple:
    return tuple(value)


@kernel("ts.equal_shape")
def equal_shape(a: tuple, b: tuple) -> bool:
    return tuple(a) == tuple(b)


@kernel("ts.get_num_elements")
def get_num_elements(s: tuple) -> int:
    return int(np.prod(s, dtype=np.int64))


@kernel("ts.get_dimension")
def get_dimension(s: tuple, i: int) -> int:
    if not 0 <= i < len(s):
        raise KernelError(f"dimension {i} of a rank-{len(s)} shape", ErrorCode.OUT_OF_RANGE)
    return int(s[i])


@kernel("ts.print_shape")
def print_shape(s: tuple, ch: Chain) -> Chain:
    print_line(f"shape = [{', '.join(str(d) for d in s)}]")
    return CHAIN
