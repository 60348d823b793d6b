"""`ts.*` kernels of partial and fixed-rank shapes (TFRT's
lib/tensor/tensor_shape_kernels). A static shape is a tuple of ints (see
dht.py); a partial shape is a `PartialShape`; a fixed-rank shape a
`FixedRankShape`, a tuple whose length the kernel name fixes."""


from tfrt.runtime.async_value import CHAIN, Chain, ErrorCode
from tfrt.runtime.bef.format import DType, array_of
from tfrt.runtime.kernel_registry import Attribute, KernelError, kernel
from tfrt.runtime.kernels import print_line


class PartialShape:
    """A shape of unknown rank (`dims is None`), or of known rank whose sizes
    may be unknown (-1): TFRT's PartialTensorShape."""

    def __init__(self, dims):
        self.dims = dims

    def __str__(self):
        if self.dims is None:
            return "Unknown rank"
        return f"[{', '.join(str(d) for d in self.dims)}]"


class FixedRankShape(tuple):
    """A static shape whose rank the kernels fix (TFRT's FixedRankShape<N>)."""


def _format(dims) -> str:
    return f"[{', '.join(str(d) for d in dims)}]"


@kernel("ts.build_partial_shape")
def build_partial_shape(value: Attribute(array_of(DType.I64))) -> PartialShape:
    return PartialShape(tuple(int(d) for d in value))


@kernel("ts.build_unranked_partial_shape")
def build_unranked_partial_shape() -> PartialShape:
    return PartialShape(None)


@kernel("ts.print_partial_shape")
def print_partial_shape(shape: PartialShape, ch: Chain) -> Chain:
    print_line(f"partial_tensor_shape = {shape}")
    return CHAIN


@kernel("ts.to_partial_shape")
def to_partial_shape(shape: tuple) -> PartialShape:
    return PartialShape(tuple(shape))


@kernel("ts.to_shape")
def to_shape(shape: PartialShape) -> tuple:
    if shape.dims is None:
        raise KernelError("Unknown rank", ErrorCode.INVALID_ARGUMENT)
    unknown = [i for i, d in enumerate(shape.dims) if d < 0]
    if unknown:
        raise KernelError(f"Unknown dimensions at following indices = {_format(unknown)}",
                          ErrorCode.INVALID_ARGUMENT)
    return tuple(shape.dims)


def _register_fixed_rank(rank: int) -> None:
    @kernel(f"ts.as_fixed_rank_shape.{rank}")
    def as_fixed_rank_shape(shape: tuple) -> FixedRankShape:
        if len(shape) != rank:
            raise KernelError(f"shape {_format(shape)} does not have rank {rank}",
                              ErrorCode.INVALID_ARGUMENT)
        return FixedRankShape(shape)

    @kernel(f"ts.print_fixed_rank_shape.{rank}")
    def print_fixed_rank_shape(shape: FixedRankShape, ch: Chain) -> Chain:
        print_line(f"fixed_rank_shape = {_format(shape)}")
        return CHAIN


for _rank in range(5):  # the ranks the `ts` dialect defines
    _register_fixed_rank(_rank)
