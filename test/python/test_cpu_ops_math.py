"""Element-wise ops, Cast, SelectV2 and reductions against numpy / hand-computed references."""

from __future__ import annotations

import itertools

import ml_dtypes
import numpy as np
import pytest

from test_cpu_ops_helpers import REG as REGISTRY, raises, run

rng = np.random.default_rng(3)
bf16 = ml_dtypes.bfloat16
FLOATS = [np.float16, bf16, np.float32, np.float64]
INTS = [np.int8, np.int16, np.int32, np.int64, np.uint8]


def r(*shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


@pytest.mark.parametrize("name,ref", [("tf.AddV2", np.add), ("tf.Add", np.add), ("tf.Sub", np.subtract),
                                      ("tf.Mul", np.multiply), ("tf.Maximum", np.maximum), ("tf.Minimum", np.minimum),
                                      ("tf.SquaredDifference", lambda a, b: (a - b) ** 2)])
@pytest.mark.parametrize("dtype", FLOATS + INTS)
def test_binary_broadcast(name, ref, dtype):
    if name == "tf.SquaredDifference" and dtype in (np.uint8, np.int8, np.int16):
        return  # TF has no CPU kernel for these
    a = (r(2, 1, 3) * 4).astype(dtype)
    b = (r(4, 1) * 4).astype(dtype)
    got = run(name, {}, a, b)
    assert got.dtype == np.dtype(dtype) and got.shape == (2, 4, 3)
    np.testing.assert_array_equal(got, ref(a, b).astype(dtype))


def test_scalar_add_returns_ndarray():
    got = run("tf.AddV2", {}, np.array(1.0, np.float32), np.array(2.0, np.float32))
    assert type(got) is np.ndarray and got.shape == () and got == 3


def test_division_semantics():
    x = np.array([7, -7, 7, -7, 0], np.int32)
    y = np.array([2, 2, -2, -2, 3], np.int32)
    np.testing.assert_array_equal(run("tf.TruncateDiv", {}, x, y), [3, -3, -3, 3, 0])  # truncates
    np.testing.assert_array_equal(run("tf.Div", {}, x, y), [3, -3, -3, 3, 0])  # so does Div
    raises("tf.RealDiv", {}, x, y, match="unsupported dtype")  # TF has no integer RealDiv
    np.testing.assert_array_equal(run("tf.FloorDiv", {}, x, y), [3, -4, -4, 3, 0])  # floors
    np.testing.assert_array_equal(run("tf.FloorMod", {}, x, y), [1, 1, -1, -1, 0])  # sign of divisor
    xf, yf = x.astype(np.float32), y.astype(np.float32)
    np.testing.assert_allclose(run("tf.RealDiv", {}, xf, yf), xf / yf)
    np.testing.assert_array_equal(run("tf.FloorDiv", {}, xf, yf), np.floor(xf / yf))
    np.testing.assert_array_equal(run("tf.FloorMod", {}, xf, yf), [1, 1, -1, -1, 0])
    np.testing.assert_array_equal(run("tf.RealDiv", {}, np.float32([1, -1, 0]), np.float32(0)), [np.inf, -np.inf, np.nan])
    for op in ("tf.TruncateDiv", "tf.FloorDiv", "tf.FloorMod"):
        raises(op, {}, x, np.zeros(5, np.int32), match="Integer division by zero", where="dispatch")


def test_pow():
    np.testing.assert_array_equal(run("tf.Pow", {}, np.int32([2, 3]), np.int32([3, 2])), [8, 9])
    raises("tf.Pow", {}, np.int32([2]), np.int32([-1]), match="negative integer powers", where="dispatch")
    np.testing.assert_allclose(run("tf.Pow", {}, np.float32([4, 2]), np.float32([0.5, -1])), [2, 0.5])


@pytest.mark.parametrize("name,ref", [("tf.Exp", np.exp), ("tf.Log", np.log), ("tf.Sqrt", np.sqrt),
                                      ("tf.Rsqrt", lambda x: 1 / np.sqrt(x)), ("tf.Tanh", np.tanh),
                                      ("tf.Sigmoid", lambda x: 1 / (1 + np.exp(-x))), ("tf.Neg", np.negative),
                                      ("tf.Abs", np.abs), ("tf.Square", np.square), ("tf.Floor", np.floor),
                                      ("tf.Relu", lambda x: np.maximum(x, 0)), ("tf.Relu6", lambda x: np.clip(x, 0, 6))])
@pytest.mark.parametrize("dtype,tol", [(np.float32, 1e-6), (np.float64, 1e-12), (np.float16, 2e-3), (bf16, 1e-2)])
def test_unary_float(name, ref, dtype, tol):
    x = (r(3, 4) * 4).astype(dtype)
    if name in ("tf.Log", "tf.Sqrt", "tf.Rsqrt"):
        x = np.abs(x) + dtype(0.5)
    got = run(name, {}, x)
    assert got.dtype == np.dtype(dtype) and got.shape == x.shape
    np.testing.assert_allclose(got.astype(np.float64), ref(x.astype(np.float64)), rtol=tol, atol=tol)


def test_unary_edge_values():
    x = np.float32([-1000, 0, 1000, np.nan])
    s = run("tf.Sigmoid", {}, x)
    np.testing.assert_allclose(s[:3], [0, 0.5, 1])
    assert np.isnan(s[3])
    np.testing.assert_array_equal(run("tf.Log", {}, np.float32([0, -1]))[0], -np.inf)
    np.testing.assert_array_equal(run("tf.Relu", {}, np.int32([-3, 4])), [0, 4])
    np.testing.assert_array_equal(run("tf.Relu6", {}, np.int8([-3, 4, 9])), [0, 4, 6])


def test_comparisons_and_logic():
    a, b = r(2, 3), r(3)
    for name, f in [("tf.Greater", np.greater), ("tf.Less", np.less), ("tf.GreaterEqual", np.greater_equal),
                    ("tf.LessEqual", np.less_equal), ("tf.Equal", np.equal), ("tf.NotEqual", np.not_equal)]:
        got = run(name, {}, a, b)
        assert got.dtype == np.bool_
        np.testing.assert_array_equal(got, f(a, b))
    s = np.array([b"x", b"y"], dtype=object)
    np.testing.assert_array_equal(run("tf.Equal", {}, s, np.array(b"x", dtype=object)), [True, False])
    assert run("tf.Equal", {"incompatible_shape_error": False}, r(2), r(3)).tolist() is False
    assert run("tf.NotEqual", {"incompatible_shape_error": False}, r(2), r(3)).tolist() is True
    p, q = rng.random(5) > .5, rng.random(5) > .5
    np.testing.assert_array_equal(run("tf.LogicalAnd", {}, p, q), p & q)
    np.testing.assert_array_equal(run("tf.LogicalOr", {}, p, q), p | q)
    np.testing.assert_array_equal(run("tf.LogicalNot", {}, p), ~p)
    c = rng.random((2, 1)) > .5
    np.testing.assert_array_equal(run("tf.SelectV2", {}, c, a, b), np.where(c, a, b))


def test_cast():
    x = np.float32([-1.7, -0.2, 0.0, 0.6, 2.9, np.nan])
    np.testing.assert_array_equal(run("tf.Cast", {"DstT": np.dtype(np.int32)}, x), [-1, 0, 0, 0, 2, -2**31])  # NaN: x86's
    np.testing.assert_array_equal(run("tf.Cast", {"DstT": np.dtype(np.bool_)}, x[:5]), [True, True, False, True, True])
    assert run("tf.Cast", {"DstT": "DT_DOUBLE"}, x).dtype == np.float64
    np.testing.assert_array_equal(run("tf.Cast", {"DstT": np.dtype(np.float32)}, np.array([True, False])), [1, 0])
    v = np.float32([1.00390625 + 0.003])  # between two bf16 values
    assert run("tf.Cast", {"DstT": np.dtype(bf16), "Truncate": True}, v)[0] == bf16(1.0)
    assert run("tf.Cast", {"DstT": np.dtype(bf16)}, v)[0] == bf16(1.0078125)
    raises("tf.Cast", {}, x, match="missing attribute 'DstT'")
    raises("tf.Cast", {"DstT": np.dtype(np.int32), "SrcT": np.dtype(np.int64)}, x, match="SrcT")


def test_elementwise_errors():
    raises("tf.AddV2", {}, r(2, 3), r(4), match=r"Incompatible shapes: \[2, 3\] vs. \[1, 4\]")
    raises("tf.AddV2", {}, r(2), np.ones(2, np.int32), match="dtypes")
    raises("tf.AddV2", {}, np.ones(2, np.bool_), np.ones(2, np.bool_), match="unsupported dtype")
    raises("tf.Exp", {}, np.ones(2, np.int32), match="unsupported dtype")
    raises("tf.LogicalAnd", {}, r(2), r(2), match="unsupported dtype")
    raises("tf.SelectV2", {}, r(2), r(2), r(2), match="condition")
    raises("tf.Greater", {}, np.ones(2, np.bool_), np.ones(2, np.bool_), match="dtype")


# ----------------------------------------------------------------------------------------------
# Reductions

@pytest.mark.parametrize("name,ref", [("tf.Sum", np.sum), ("tf.Max", np.max), ("tf.Min", np.min),
                                      ("tf.Prod", np.prod), ("tf.Mean", np.mean)])
@pytest.mark.parametrize("axes,keep", [([1], False), ([0, -1], True), ([], False), (2, False)])
def test_reductions(name, ref, axes, keep):
    x = r(2, 3, 4)
    got = run(name, {"keep_dims": keep}, x, np.array(axes, np.int32))
    ax = tuple(sorted({a % 3 for a in np.atleast_1d(axes)}))
    want = ref(x.astype(np.float64), axis=ax, keepdims=keep)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("shape", [(2, 5, 6, 7), (1, 6, 6, 9), (3, 4, 5), (1, 40, 8, 4), (2, 1, 3, 1, 4)])
@pytest.mark.parametrize("name", ["tf.Sum", "tf.Mean"])
def test_float_sums_over_any_axes(name, shape, dtype):
    """A float Sum or Mean over any set of axes goes a run of consecutive axes at a time, a run
    before kept axes as a product with ones (reduction_ops._float_sum_plan): a global average
    pool's axes 1, 2, a group norm's 1 and 3. Every combination, kept or not, through the
    dispatch function and through an op run's direct call (planned once, then called on new
    arrays of the shape, and on a non-contiguous one): numpy's values, NaN and infinities
    included."""
    ref = np.sum if name == "tf.Sum" else np.mean
    entry = REGISTRY.lookup(name)
    x = r(*shape).astype(dtype)
    x.flat[3] = np.inf
    x.flat[-1] = np.nan
    # float32 sums of ~100 terms of size ~1 are good to ~1e-7 absolute, not relative
    # (a mean near zero after cancellation).
    tol = dict(rtol=1e-6, atol=1e-5) if dtype == np.float32 else dict(rtol=1e-13, atol=1e-13)
    for k in range(1, len(shape) + 1):
        for ax in itertools.combinations(range(len(shape)), k):
            for keep in (False, True):
                attrs, axes = {"keep_dims": keep}, np.array(ax[::-1], np.int32)
                want = ref(x.astype(np.float64), axis=ax, keepdims=keep)
                fn, _, _ = entry.dispatch_fn.direct(attrs, [x, axes])
                y = x * 2
                for got, w in ((run(name, attrs, x, axes), want), (fn(x), want), (fn(y), 2 * want),
                               (fn(np.asfortranarray(y)), 2 * want)):
                    assert type(got) is np.ndarray and got.dtype == dtype and got.shape == w.shape, (ax, keep)
                    np.testing.assert_allclose(got, w, **tol, err_msg=f"{name} {shape} {ax} {keep}")


def test_reduction_dtypes():
    x = np.int8([[100, 100], [-7, 0]])
    got = run("tf.Sum", {}, x, np.int32(1))
    assert got.dtype == np.int8 and got.tolist() == [-56, -7]    # wraps like TF, no up-cast
    np.testing.assert_array_equal(run("tf.Mean", {}, np.int32([[-7, 0], [7, 0]]), np.int32(1)), [-3, 3])  # truncates
    assert run("tf.Max", {}, np.zeros((0, 2), np.float32), np.int32(0)).tolist() == [-np.inf, -np.inf]
    assert run("tf.Min", {}, np.zeros((0,), np.int32), np.int32(0)) == np.iinfo(np.int32).max
    h = r(4, 8, dtype=bf16)
    np.testing.assert_allclose(run("tf.Mean", {}, h, np.int32(1)).astype(np.float32),
                               h.astype(np.float32).mean(1), atol=2e-2)
    b = rng.random((3, 4)) > .5
    np.testing.assert_array_equal(run("tf.All", {}, b, np.int32(1)), b.all(1))
    np.testing.assert_array_equal(run("tf.Any", {"keep_dims": True}, b, np.int32(0)), b.any(0, keepdims=True))


def test_argmax():
    x = r(3, 4)
    got = run("tf.ArgMax", {}, x, np.int32(-1))
    assert got.dtype == np.int64
    np.testing.assert_array_equal(got, x.argmax(-1))
    got = run("tf.ArgMax", {"output_type": np.dtype(np.int32)}, x, np.int64(0))
    assert got.dtype == np.int32
    np.testing.assert_array_equal(got, x.argmax(0))
    raises("tf.ArgMax", {}, np.zeros((0, 2), np.float32), np.int32(0), match="empty")
    raises("tf.ArgMax", {}, x, np.int32(2), match=r"range \[-2, 2\)")


def test_reduction_errors():
    raises("tf.Sum", {}, r(2, 3), np.int32(2), match="out of range")
    raises("tf.Sum", {}, r(2, 3), np.float32(1), match="int32 or int64")
    raises("tf.Sum", {}, r(2, 3), np.int32([[0]]), match="1-D")
    raises("tf.All", {}, r(2, 3), np.int32(0), match="dtype")
    raises("tf.Sum", {}, r(2, 3), np.int32([1, 1]), match="duplicate|repeated|twice")  # as TF


def test_cast_float_to_int_of_a_0d_array_is_an_array():
    got = run("tf.Cast", {"DstT": np.dtype(np.int32)}, np.array(np.nan, np.float32))
    assert type(got) is np.ndarray and got.shape == () and got == np.iinfo(np.int32).min


@pytest.mark.parametrize("eq,sa,sb", [
    ("BTNH,BSNH->BNTS", (2, 5, 3, 4), (2, 6, 3, 4)), ("BNTS,BSNH->BTNH", (2, 3, 5, 6), (2, 6, 3, 4)),
    ("abc,cd->abd", (2, 3, 4), (4, 5)), ("ij,jk->ki", (3, 4), (4, 5)), ("ij,kj->ik", (0, 3), (4, 3)),
    ("abcd,cde->abe", (2, 3, 4, 5), (4, 5, 6)), ("i,i->", (5,), (5,)), ("i,j->ij", (3,), (4,)),
    ("BTF,FNH->BTNH", (2, 7, 12), (12, 3, 4)), ("ii,ij->j", (3, 3), (3, 4)), ("...ij,jk->...ik", (2, 3, 4), (4, 5))])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int32, np.complex64])
def test_einsum_as_one_batched_matmul(eq, sa, sb, dtype):
    """Two-operand equations run as one batched matmul planned once per equation and shapes
    (linalg_ops._matmul_plan; ellipses and repeated labels stay np.einsum): numpy's values."""
    rng = np.random.default_rng(1)
    a, b = (rng.integers(-3, 4, s) + (1j * rng.integers(-3, 4, s) if dtype == np.complex64 else 0)
            for s in (sa, sb))
    a, b = a.astype(dtype), b.astype(dtype)
    for _ in range(2):  # the second call takes the cached plan
        got = run("tf.Einsum", {"equation": eq}, a, b)
        want = np.einsum(eq, a, b)
        assert got.dtype == dtype and got.shape == want.shape
        assert got.flags.c_contiguous or "." in eq or "ii" in eq  # planned: a fresh array
        np.testing.assert_allclose(got, want, rtol=1e-6)
