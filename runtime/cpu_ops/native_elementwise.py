"""`tf._FusedElementwise` programs of float32 arithmetic on the plain C++ kernels
(`tfrt._tfrt_kernels.ElementwiseProgram`, runtime/native/elementwise.cpp; docs/native.md).

numpy runs a program one sub-op at a time, a pass over the tensor (and a temporary as large)
each: DenseNet's batch norm and ReLU, `x * scale + shift -> Relu`, is three passes. The native
program makes one pass, a chunk of a few thousand elements at a time, every sub-op on the chunk
while it is in cache. Its ops compute what numpy's ufuncs compute (IEEE float32 arithmetic,
numpy's NaN rules for maximum and minimum), so results are the numpy kernels', bit for bit.

`wrap(program, fused)` gives the specialized function of a program: the native one when every
sub-op is in `CODES` with `T` float32; it runs a call natively when every operand is float32,
the result has at least `MIN_ELEMENTS` elements (below, numpy's passes are as fast as the
call), every value the program returns has the result's shape, and each operand covers it
whole, as one value, or as a tile of its trailing dimensions repeated over the leading ones (a
batch norm's per-channel [C]; a group norm's [1, 1, G, C/G] and [1, 1, G, 1] against
[1, T, G, C/G]), at most `MAX_TILE` elements; anything else runs the numpy program `fused`.
The kernel sees the result as [rows, tile] and a tile operand as [tile] (broadcast to it when
smaller, a copy of at most `MAX_TILE` elements a call); a sub-op on operands that are all
tiles (a group norm's rsqrt(variance + eps) * gamma) then runs once per row instead of once,
where numpy runs it on the small arrays: the same values, element by element.
"""

from __future__ import annotations

import numpy as np

_F32 = np.dtype(np.float32)
CPP_KERNEL_OPS = ("tf._FusedElementwise",)  # (docs/ops.md's notes: runtime/cpu_ops/catalog.py)

# Sub-op -> the C++ op code (elementwise.cpp's `Op`); 10 and up are unary.
CODES = {
    "tf.AddV2": 0, "tf.Add": 0, "tf.Sub": 1, "tf.Mul": 2, "tf.RealDiv": 3, "tf.Maximum": 4,
    "tf.Minimum": 5, "tf.SquaredDifference": 6,
    "tf.Neg": 10, "tf.Relu": 11, "tf.Relu6": 12, "tf.Square": 13, "tf.Abs": 14,
}
_UNARY = 10
_FULL, _CHANNEL, _SCALAR = 0, 1, 2  # how an operand covers the result (elementwise.cpp's `Kind`)
MIN_ELEMENTS = 2048  # one pass of 2048 floats: the native call's own cost, about numpy's
MAX_TILE = 1 << 14  # elements of a tile operand (copied a call when broadcast to the tile)
_MAX_PLANS = 16


def wrap(program, fused):
    """The native form of `program` (fused_elementwise._Program) over its numpy function
    `fused`, or `fused` itself when the program or the machine has no native form."""
    steps = program.steps
    if not all(CODES.get(name) is not None and attrs.get("T") == _F32 for name, _, _, attrs in steps):
        return fused
    if not all(c.dtype == _F32 for c in program.constants):
        return fused
    from tfrt.runtime import native

    kernels = native.kernels
    if kernels is None:
        return fused
    codes = [CODES[name] for name, _, _, _ in steps]
    first = [args[0] for _, _, args, _ in steps]
    second = [args[1] if code < _UNARY else 0 for code, (_, _, args, _) in zip(codes, steps)]
    native_program = kernels.ElementwiseProgram(codes, first, second, list(program.results),
                                                program.num_inputs + len(program.constants))
    return _NativeProgram(native_program, program, fused)


class _NativeProgram:
    """The specialized function of a program with a native form: `(amap, *arrays)`, as the
    numpy one; a plan per input signature, or None (numpy)."""

    __slots__ = ("program", "fused", "constants", "operands", "results", "plans", "single",
                 "metadata_fn")

    def __init__(self, native_program, program, fused):
        self.program = native_program
        self.fused = fused
        self.constants = [np.asarray(c, order="C") for c in program.constants]  # (0-d stays 0-d)
        # Each step's operand values (for the plan's shape check), the values returned.
        self.operands = [args for _, _, args, _ in program.steps]
        self.results = list(program.results)
        self.plans: dict = {}
        self.single = len(program.results) == 1
        self.metadata_fn = getattr(fused, "metadata_fn", None)

    def __call__(self, amap, *arrays):
        key = tuple((a.shape, a.dtype) for a in arrays)
        plan = self.plans.get(key, False)
        if plan is False:
            plan = self._plan(arrays)
            if len(self.plans) >= _MAX_PLANS:
                self.plans.clear()
            self.plans[key] = plan
        if plan is None:
            return self.fused(amap, *arrays)
        shape, flat, kinds, tile = plan
        if tile is None:  # every operand whole, one value or per channel: as they are
            operands = [a if a.flags.c_contiguous else np.asarray(a, order="C") for a in arrays]
            outs = self.program(shape, operands + self.constants, kinds)
            return outs[0] if self.single else tuple(outs)
        operands = []
        for a, kind in zip(arrays + tuple(self.constants), kinds):
            if kind == _CHANNEL and a.size != flat[-1]:  # broadcast to the tile (its
                if a.ndim > len(tile):                      # leading 1s dropped first)
                    a = a.reshape(a.shape[-len(tile):])
                a = np.broadcast_to(a, tile)
            operands.append(a.reshape(-1) if a.flags.c_contiguous else np.ascontiguousarray(a).reshape(-1))
        outs = [o.reshape(shape) for o in self.program(flat, operands, kinds)]
        return outs[0] if self.single else tuple(outs)

    def _plan(self, arrays):
        """(result shape, the [rows, tile] the kernel sees, operand kinds, tile shape) for
        operands of these shapes (the last two None when every partial operand is one
        channel vector: the kernel takes the arrays as they are), or None."""
        if any(a.dtype != _F32 for a in arrays):
            return None
        shapes = [a.shape for a in arrays] + [c.shape for c in self.constants]
        try:
            shape = np.broadcast_shapes(*shapes)
        except ValueError:
            return None  # the numpy program says why
        total = int(np.prod(shape))
        if total < MIN_ELEMENTS or not shape:
            return None
        values = list(shapes)
        for args in self.operands:
            values.append(np.broadcast_shapes(*(values[a] for a in args)))
        if any(values[r] != shape for r in self.results):
            return None  # a result smaller than the program's (no constant folding there)
        # The tile: the trailing dimensions from the first one any partial operand spans.
        rank, first = len(shape), len(shape) - 1
        for s in shapes:
            if s != shape and int(np.prod(s)) > 1:
                padded = (1,) * (rank - len(s)) + tuple(s)
                first = min(first, next(i for i, d in enumerate(padded) if d != 1))
        tile = tuple(shape[first:])
        width = int(np.prod(tile))
        if (width > MAX_TILE or 2 * width > total) and \
                any(s != shape and int(np.prod(s)) > 1 for s in shapes):
            return None  # a tile too large to copy, or no smaller than the result
        kinds = []
        for s in shapes:
            if s == shape:
                kinds.append(_FULL)
            elif int(np.prod(s)) == 1:
                kinds.append(_SCALAR)
            else:
                kinds.append(_CHANNEL)
        if all(k != _CHANNEL or int(np.prod(s)) == shape[-1] for k, s in zip(kinds, shapes)):
            return list(shape), None, kinds, None  # rows of the innermost dimension, as ever
        return shape, [total // width, width], kinds, tile
