"""tf.Erf and tf.Erfc on the plain C++ kernels (runtime/native/special.cpp: glibc's vector libm
in float64, rounded once): Python's libm's values, which the numpy kernels compute one element
at a time, for float32 (exactly) and float64 (within 4 ulp), signed zeros, infinities and NaN
included; any shape, contiguous or not; half types through float32."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from test_cpu_ops_helpers import run
from tfrt.runtime import native

pytestmark = pytest.mark.skipif(native.kernels is None, reason="the plain C++ kernels did not load (not built, or TFRT_NATIVE=0)")

SPECIAL = [0.0, -0.0, 1e-30, -1e-30, 5e-45, 0.5, -0.5, 0.47693628, 3.9, -3.9, 9.3, -9.3, 10.1, 27.0,
           -27.0, np.inf, -np.inf, np.nan]
VALUES = np.concatenate([np.linspace(-12, 12, 20001), SPECIAL])


def libm(fn, x):
    return np.array([fn(float(v)) for v in x.reshape(-1)]).reshape(x.shape)


@pytest.mark.parametrize("op,fn", [("tf.Erf", math.erf), ("tf.Erfc", math.erfc)])
def test_float32_is_libm_rounded_once(op, fn):
    x = VALUES.astype(np.float32)
    got = run(op, {}, x)
    want = libm(fn, x).astype(np.float32)
    assert got.dtype == np.float32 and got.shape == x.shape
    np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))  # NaN, -0 too


@pytest.mark.parametrize("op,fn", [("tf.Erf", math.erf), ("tf.Erfc", math.erfc)])
def test_float64_within_four_ulp(op, fn):
    x = VALUES.astype(np.float64)
    got = run(op, {}, x)
    want = libm(fn, x)
    assert got.dtype == np.float64
    assert np.array_equal(np.isnan(got), np.isnan(want))
    finite = ~np.isnan(want)
    ulp = np.abs(got[finite] - want[finite]) / np.spacing(np.abs(want[finite]))
    assert ulp.max() <= 4, x[finite][ulp.argmax()]
    assert np.signbit(got[x == 0]).tolist() == np.signbit(want[x == 0]).tolist()


@pytest.mark.parametrize("shape", [(), (0,), (3, 0, 2), (7,), (4, 5, 6)])
def test_shapes_and_layouts(shape):
    x = np.random.default_rng(1).standard_normal(shape).astype(np.float32) * 3
    for arg in (x, x.T, x[..., ::2] if x.ndim else x):
        got = run("tf.Erfc", {}, arg)
        assert type(got) is np.ndarray and got.shape == arg.shape and got.flags.c_contiguous
        np.testing.assert_array_equal(got, libm(math.erfc, arg).astype(np.float32))


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
def test_half_types_through_float32(dtype):
    x = np.linspace(-4, 4, 33).astype(dtype)
    got = run("tf.Erf", {}, x)
    assert got.dtype == dtype
    want = libm(math.erf, x.astype(np.float32)).astype(np.float32).astype(dtype)
    np.testing.assert_array_equal(got.astype(np.float32), want.astype(np.float32))


def test_the_kernel_is_the_native_one():
    """The extension's functions themselves (not the per-element fallback)."""
    x = np.float32([-1.0, 0.25, 2.0])
    np.testing.assert_array_equal(native.kernels.erf(x), run("tf.Erf", {}, x))
    np.testing.assert_allclose(native.kernels.erfc(x.astype(np.float64)),
                               libm(math.erfc, x.astype(np.float64)), rtol=1e-15)
    with pytest.raises(TypeError):
        native.kernels.erf(np.int32([1, 2]))
