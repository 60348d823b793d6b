"""tf._FusedElementwise on the plain C++ kernels (native_elementwise.py, elementwise.cpp):
bit for bit the numpy program's results, NaN and infinities included; numpy's program for
what the native one does not take."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings

from test_fused_elementwise import one_by_one, programs
from tfrt.runtime import native
from tfrt.runtime.core_runtime import eager as tfe
from tfrt.runtime.cpu_ops import native_elementwise
from tfrt.runtime.cpu_ops.registry import CpuOpRegistry, register_tf_ops

pytestmark = pytest.mark.skipif(native.kernels is None, reason="the plain C++ kernels did not load (not built, or TFRT_NATIVE=0)")

F32 = np.dtype(np.float32)
T = {"T": F32}
FUSED = "tf._FusedElementwise"
ENTRY = register_tf_ops(CpuOpRegistry()).lookup(FUSED)  # native kernels when they load


def attrs_of(steps, constants=(), results=None):
    return {"fused_ops": [s[0] for s in steps], "fused_operands": [s[1] for s in steps],
            "fused_attrs": [s[2] for s in steps], "fused_constants": list(constants),
            "fused_results": results}


def specialized(amap, n):
    return ENTRY.specialize_fn(amap, n)


def with_nans(x, every=7):
    x = x.copy()
    x.reshape(-1)[::every] = np.nan
    x.reshape(-1)[3::every * 5] = np.inf
    x.reshape(-1)[4::every * 5] = -np.inf
    return x


def check(inputs, constants, steps, results):
    """The native program's results against the sub-ops run one by one (numpy)."""
    fn = specialized(attrs_of(steps, constants, results), len(inputs))
    assert isinstance(fn, native_elementwise._NativeProgram)
    got = fn({}, *inputs)
    got = got if isinstance(got, tuple) else (got,)
    with np.errstate(all="ignore"):  # inf - inf, 0 * inf: numpy warns, then gives NaN
        want = one_by_one(inputs, constants, steps, results)
    for g, w in zip(got, want):
        assert type(g) is np.ndarray and g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_array_equal(g.view(np.uint32), np.asarray(w).view(np.uint32))
    return fn, got


RNG = np.random.default_rng(0)


def randn(*shape):
    return (RNG.standard_normal(shape) * 3).astype(F32)


@pytest.mark.parametrize("shape", [(1, 16, 16, 256), (2, 9, 9, 3), (5, 4099), (1, 3, 3000, 7)])
def test_batch_norm_relu_per_channel(shape):
    """DenseNet's pre-activation: x * scale + shift -> Relu, scale and shift per channel
    (inputs of shape [1, 1, 1, C]); NaN and infinities as numpy's."""
    c = shape[-1]
    x = with_nans(randn(*shape))
    steps = [("tf.Mul", [0, 1], T), ("tf.AddV2", [3, 2], T), ("tf.Relu", [4], T)]
    fn, _ = check([x, randn(*[1] * (len(shape) - 1), c), randn(c)], [], steps, [5])
    assert fn.plans  # a native plan was made


@pytest.mark.parametrize("shapes", [
    ((1, 4, 96, 96), (1, 1, 96, 96)),          # attention logits + a position bias / mask
    ((1, 500, 8, 4), (1, 1, 8, 4), (1, 1, 8, 1)),  # a group norm's x * s + t, t per group
    ((2, 3, 40, 64), (40, 64), (64,))])          # a per-position term and a per-channel one
def test_operands_tiling_the_trailing_dimensions(shapes):
    """Operands that cover the trailing dimensions (repeated over the leading ones) run
    natively, broadcast to the tile when smaller; a sub-op on tiles alone (b * c) is computed
    per row: numpy's values, bit for bit."""
    inputs = [with_nans(randn(*shapes[0]))] + [randn(*s) for s in shapes[1:]]
    if len(inputs) == 2:
        steps, results = [("tf.AddV2", [0, 1], T), ("tf.Maximum", [2, 1], T)], [2, 3]
    else:
        steps = [("tf.Mul", [1, 2], T), ("tf.Mul", [0, 3], T), ("tf.AddV2", [4, 2], T),
                 ("tf.Relu", [5], T)]
        results = [6]
    fn, _ = check(inputs, [], steps, results)
    assert fn.plans[tuple((x.shape, F32) for x in inputs)] is not None


def test_residual_layer_scale_scalar_constant_and_several_results():
    """ConvNeXt's `x * gamma + residual` with Relu6, a scalar constant and Minimum / Maximum on
    both sides (NaN from either side wins), a value returned twice."""
    x, r = with_nans(randn(2, 40, 64)), with_nans(randn(2, 40, 64), every=11)
    gamma = randn(64)
    steps = [("tf.Mul", [0, 2], T), ("tf.AddV2", [1, 4], T), ("tf.Relu6", [5], T),
             ("tf.Maximum", [3, 5], T), ("tf.Minimum", [5, 3], T), ("tf.Sub", [3, 0], T),
             ("tf.RealDiv", [8, 6], T), ("tf.SquaredDifference", [9, 1], T), ("tf.Neg", [10], T),
             ("tf.Square", [11], T), ("tf.Abs", [12], T)]
    _, got = check([x, r, gamma], [np.float32(0.5)], steps, [13, 7, 13, 14])
    assert got[0] is not got[1]


@pytest.mark.parametrize("shape", [(3, 1000), (64, 64)])
def test_zero_signs_and_ties_are_numpys(shape):
    x = randn(*shape)
    x.reshape(-1)[::3] = -0.0
    x.reshape(-1)[1::3] = 0.0
    steps = [("tf.Relu", [0], T), ("tf.Maximum", [0, 1], T), ("tf.Minimum", [1, 0], T),
             ("tf.Abs", [0], T), ("tf.Neg", [0], T)]
    check([x, np.zeros(shape, F32)], [], steps, [2, 3, 4, 5, 6])


@settings(max_examples=60, deadline=None)
@given(programs())
def test_random_programs_native_equals_one_by_one(program):
    """The fused op's property test with the size floor at 0: every float32 program the
    native kernel takes runs natively, with the numpy results."""
    inputs, constants, steps, results = program
    amap = attrs_of(steps, constants, results)
    md = ENTRY.metadata_fn(amap, *(tfe.TensorMetadata(x.dtype, x.shape) for x in inputs))
    old = native_elementwise.MIN_ELEMENTS
    native_elementwise.MIN_ELEMENTS = 0
    try:
        got = specialized(amap, len(inputs))({}, *inputs)
    finally:
        native_elementwise.MIN_ELEMENTS = old
    got, mds = (got, md) if isinstance(got, tuple) else ((got,), (md,))
    for g, m, w in zip(got, mds, one_by_one(inputs, constants, steps, results)):
        assert type(g) is np.ndarray and (g.dtype, g.shape) == (m.dtype, m.shape)
        np.testing.assert_array_equal(g, w)


def test_what_the_native_program_leaves_to_numpy():
    steps = [("tf.Mul", [0, 1], T), ("tf.Relu", [2], T)]
    fn = specialized(attrs_of(steps, results=[3]), 2)
    assert isinstance(fn, native_elementwise._NativeProgram)
    big = randn(4, 1024)
    cases = [
        (big.astype(np.float64), randn(1024).astype(np.float64)),   # another dtype
        (randn(4, 8), randn(8)),                                     # small
        (big, randn(4, 1)),                                          # broadcast along rows
        (randn(1, 1024), randn(4, 1)),                               # an operand smaller than a step
    ]
    for x, y in cases:
        np.testing.assert_array_equal(fn({}, x, y), np.maximum(x * y, 0))
        assert fn.plans[tuple((a.shape, a.dtype) for a in (x, y))] is None
    # A transposed (non-contiguous) operand is made contiguous, and runs natively.
    xt, y = randn(1024, 4).T, randn(1024)
    np.testing.assert_array_equal(fn({}, xt, y), np.maximum(xt * y, 0))
    assert fn.plans[((xt.shape, F32), (y.shape, F32))] is not None


def test_programs_without_a_native_form_stay_numpy():
    tanh = attrs_of([("tf.Tanh", [0], T)], results=[1])
    f64 = attrs_of([("tf.AddV2", [0, 0], {"T": np.dtype(np.float64)})], results=[1])
    for amap in (tanh, f64):
        assert not isinstance(specialized(amap, 1), native_elementwise._NativeProgram)


def test_native_off_gives_the_numpy_program():
    registry = register_tf_ops(CpuOpRegistry(), native=False)
    amap = attrs_of([("tf.Mul", [0, 1], T)], results=[2])
    fn = registry.lookup(FUSED).specialize_fn(amap, 2)
    assert not isinstance(fn, native_elementwise._NativeProgram)


def test_malformed_programs_are_errors_of_the_kernel():
    kernels = native.kernels
    with pytest.raises(ValueError, match="malformed program"):
        kernels.ElementwiseProgram([0], [0], [5], [2], 2)
    with pytest.raises(ValueError, match="malformed program"):
        kernels.ElementwiseProgram([99], [0], [1], [2], 2)
    p = kernels.ElementwiseProgram([0], [0], [1], [2], 2)
    x = randn(10)
    with pytest.raises(ValueError, match="size does not match"):
        p([10], [x, randn(3)], [0, 0])
    with pytest.raises(ValueError, match="count"):
        p([10], [x], [0])
