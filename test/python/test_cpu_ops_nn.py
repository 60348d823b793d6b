"""Conv / pool / batch-norm / matmul / fused ops against slow direct-loop references."""

from __future__ import annotations

import itertools
import math

import ml_dtypes
import numpy as np
import pytest

from test_cpu_ops_helpers import REG, raises, run

from tfrt.runtime.cpu_ops import OpError

rng = np.random.default_rng(7)


def r(*shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


def pads_for(n, k, s, d, padding, explicit):
    ek = (k - 1) * d + 1
    if padding == "SAME":
        o = math.ceil(n / s)
        tot = max((o - 1) * s + ek - n, 0)
        return o, tot // 2
    pb, pa = explicit
    return (n + pb + pa - ek) // s + 1, pb


def ref_conv(x, w, strides, dilations, padding, explicit=((0, 0), (0, 0)), depthwise=False):
    """Direct loops over every output pixel (NHWC)."""
    n, h, wd, c = x.shape
    kh, kw, _, o = w.shape
    oh, pt = pads_for(h, kh, strides[0], dilations[0], padding, explicit[0])
    ow, pl = pads_for(wd, kw, strides[1], dilations[1], padding, explicit[1])
    out = np.zeros((n, oh, ow, c * o if depthwise else o), np.float64)
    for b, i, j in itertools.product(range(n), range(oh), range(ow)):
        for di, dj in itertools.product(range(kh), range(kw)):
            y = i * strides[0] + di * dilations[0] - pt
            xx = j * strides[1] + dj * dilations[1] - pl
            if 0 <= y < h and 0 <= xx < wd:
                if depthwise:
                    out[b, i, j] += (x[b, y, xx][:, None] * w[di, dj]).reshape(-1)
                else:
                    out[b, i, j] += x[b, y, xx] @ w[di, dj]
    return out


CONV_CONFIGS = [
    ((1, 5, 5, 2), (3, 3, 2, 4), (1, 1), (1, 1), "SAME"),
    ((2, 6, 7, 3), (3, 2, 3, 2), (2, 2), (1, 1), "SAME"),
    ((1, 7, 6, 2), (3, 3, 2, 3), (2, 1), (1, 1), "VALID"),
    ((1, 8, 9, 2), (3, 3, 2, 2), (1, 1), (2, 3), "SAME"),
    ((1, 9, 8, 1), (2, 3, 1, 3), (2, 2), (2, 1), "VALID"),
    ((1, 4, 4, 1), (3, 3, 1, 8), (1, 1), (1, 1), "SAME"),
    ((2, 5, 5, 4), (1, 1, 4, 3), (1, 1), (1, 1), "VALID"),
    ((1, 2, 2, 1), (3, 3, 1, 1), (2, 2), (1, 1), "VALID"),   # empty output
]


def attrs_for(strides, dil, padding, fmt="NHWC", explicit=None):
    s = [1, *strides, 1] if fmt == "NHWC" else [1, 1, *strides]
    d = [1, *dil, 1] if fmt == "NHWC" else [1, 1, *dil]
    a = {"strides": s, "dilations": d, "padding": padding, "data_format": fmt}
    if explicit is not None:
        a["explicit_paddings"] = explicit
    return a


@pytest.mark.parametrize("xs,ws,strides,dil,padding", CONV_CONFIGS)
def test_conv2d_nhwc(xs, ws, strides, dil, padding):
    x, w = r(*xs), r(*ws)
    got = run("tf.Conv2D", attrs_for(strides, dil, padding), x, w)
    np.testing.assert_allclose(got, ref_conv(x, w, strides, dil, padding), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("xs,ws,strides,dil,padding", CONV_CONFIGS[:4])
def test_conv2d_nchw(xs, ws, strides, dil, padding):
    x, w = r(*xs), r(*ws)
    got = run("tf.Conv2D", attrs_for(strides, dil, padding, "NCHW"), x.transpose(0, 3, 1, 2), w)
    np.testing.assert_allclose(got.transpose(0, 2, 3, 1), ref_conv(x, w, strides, dil, padding), rtol=1e-4, atol=1e-4)


def test_conv2d_explicit_padding():
    x, w = r(1, 5, 4, 2), r(3, 2, 2, 3)
    ep = [0, 0, 2, 1, 0, 3, 0, 0]
    got = run("tf.Conv2D", attrs_for((2, 1), (1, 1), "EXPLICIT", explicit=ep), x, w)
    np.testing.assert_allclose(got, ref_conv(x, w, (2, 1), (1, 1), "EXPLICIT", ((2, 1), (0, 3))), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("dtype,tol", [(np.float64, 1e-10), (np.float16, 2e-2), (ml_dtypes.bfloat16, 1e-1), (np.int32, 0)])
def test_conv2d_dtypes(dtype, tol):
    x = (r(1, 5, 5, 2) * 3).astype(dtype)
    w = (r(3, 3, 2, 2) * 3).astype(dtype)
    got = run("tf.Conv2D", attrs_for((1, 1), (1, 1), "SAME"), x, w)
    assert got.dtype == np.dtype(dtype)
    ref = ref_conv(x.astype(np.float64), w.astype(np.float64), (1, 1), (1, 1), "SAME")
    np.testing.assert_allclose(got.astype(np.float64), ref, rtol=tol, atol=tol * 10)


@pytest.mark.parametrize("xs,ws,strides,dil,padding", [
    ((1, 5, 5, 2), (3, 3, 2, 2), (1, 1), (1, 1), "SAME"),
    ((2, 7, 6, 3), (3, 2, 3, 1), (2, 2), (1, 1), "VALID"),
    ((1, 8, 8, 2), (3, 3, 2, 3), (1, 1), (1, 1), "SAME"),
])
@pytest.mark.parametrize("fmt", ["NHWC", "NCHW"])
def test_depthwise(xs, ws, strides, dil, padding, fmt):
    x, w = r(*xs), r(*ws)
    xin = x if fmt == "NHWC" else x.transpose(0, 3, 1, 2)
    got = run("tf.DepthwiseConv2dNative", attrs_for(strides, dil, padding, fmt), xin, w)
    if fmt == "NCHW":
        got = got.transpose(0, 2, 3, 1)
    np.testing.assert_allclose(got, ref_conv(x, w, strides, dil, padding, depthwise=True), rtol=1e-4, atol=1e-4)


def test_depthwise_dilations_are_refused_as_tf_cpu():
    # TF's CPU kernel has no dilations (tf.nn.depthwise_conv2d dilates with SpaceToBatchND).
    with pytest.raises(OpError, match="does not support dilations"):
        run("tf.DepthwiseConv2dNative", attrs_for((1, 1), (2, 2), "SAME", "NHWC"), r(1, 8, 8, 2), r(3, 3, 2, 3))


def ref_pool(x, k, s, padding, kind):
    n, h, wd, c = x.shape
    oh, pt = pads_for(h, k[0], s[0], 1, padding, (0, 0))
    ow, pl = pads_for(wd, k[1], s[1], 1, padding, (0, 0))
    out = np.zeros((n, oh, ow, c), np.float64)
    for b, i, j in itertools.product(range(n), range(oh), range(ow)):
        vals = [x[b, y, xx] for y in range(i * s[0] - pt, i * s[0] - pt + k[0])
                for xx in range(j * s[1] - pl, j * s[1] - pl + k[1]) if 0 <= y < h and 0 <= xx < wd]
        out[b, i, j] = np.max(vals, axis=0) if kind == "max" else np.mean(vals, axis=0)  # avg excludes padding
    return out


POOLS = [((1, 5, 5, 2), (2, 2), (2, 2), "VALID"), ((1, 5, 5, 2), (3, 3), (2, 2), "SAME"),
         ((2, 6, 7, 3), (3, 2), (1, 2), "SAME"), ((1, 28, 28, 4), (2, 2), (2, 2), "VALID"),
         ((1, 4, 4, 1), (4, 4), (3, 3), "SAME")]


@pytest.mark.parametrize("xs,k,s,padding", POOLS)
@pytest.mark.parametrize("kind", ["max", "avg"])
@pytest.mark.parametrize("fmt", ["NHWC", "NCHW"])
def test_pool(xs, k, s, padding, kind, fmt):
    x = r(*xs)
    if fmt == "NHWC":
        attrs = {"ksize": [1, *k, 1], "strides": [1, *s, 1], "padding": padding}
        xin = x
    else:  # TF's CPU pools are NHWC only
        attrs = {"ksize": [1, 1, *k], "strides": [1, 1, *s], "padding": padding, "data_format": "NCHW"}
        with pytest.raises(OpError, match="only supports NHWC"):
            run("tf.MaxPool" if kind == "max" else "tf.AvgPool", attrs, x.transpose(0, 3, 1, 2))
        return
    got = run("tf.MaxPool" if kind == "max" else "tf.AvgPool", attrs, xin)
    np.testing.assert_allclose(got, ref_pool(x, k, s, padding, kind), rtol=1e-5, atol=1e-6)


def test_maxpool_int_and_half():
    x = rng.integers(-100, 100, (1, 5, 5, 2)).astype(np.int32)
    attrs = {"ksize": [1, 3, 3, 1], "strides": [1, 2, 2, 1], "padding": "SAME"}
    np.testing.assert_array_equal(run("tf.MaxPool", attrs, x), ref_pool(x, (3, 3), (2, 2), "SAME", "max"))
    xh = r(1, 5, 5, 2, dtype=np.float16)
    got = run("tf.AvgPool", attrs, xh)
    assert got.dtype == np.float16
    np.testing.assert_allclose(got, ref_pool(xh.astype(np.float64), (3, 3), (2, 2), "SAME", "avg"), atol=5e-3)


@pytest.mark.parametrize("fmt", ["NHWC", "NCHW"])
def test_fused_batch_norm_inference(fmt):
    x, scale, offset, mean = r(2, 3, 4, 5), r(5), r(5), r(5)
    var = np.abs(r(5)) + 0.1
    eps = 1e-3
    xin = x if fmt == "NHWC" else x.transpose(0, 3, 1, 2)
    y, bm, bv, r1, r2, r3 = run("tf.FusedBatchNormV3", {"is_training": False, "epsilon": eps, "data_format": fmt},
                                xin, scale, offset, mean, var)
    if fmt == "NCHW":
        y = y.transpose(0, 2, 3, 1)
    np.testing.assert_allclose(y, (x - mean) / np.sqrt(var + eps) * scale + offset, rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(bm, mean)
    np.testing.assert_array_equal(bv, var)
    np.testing.assert_array_equal(r1, mean)
    np.testing.assert_array_equal(r2, var)
    assert r3.shape == () and r3.dtype == np.float32


def test_fused_batch_norm_training():
    x, scale, offset = r(4, 3, 3, 2), r(2), r(2)
    y, bm, bv, *_ = run("tf.FusedBatchNormV3", {"is_training": True, "epsilon": 1e-3}, x, scale, offset,
                        np.zeros(0, np.float32), np.zeros(0, np.float32))
    m, v = x.mean(axis=(0, 1, 2)), x.var(axis=(0, 1, 2))
    np.testing.assert_allclose(y, (x - m) / np.sqrt(v + 1e-3) * scale + offset, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(bv, x.var(axis=(0, 1, 2), ddof=1), rtol=1e-5)
    np.testing.assert_allclose(bm, m, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("ta,tb", [(False, False), (True, False), (False, True), (True, True)])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int32, np.float16, ml_dtypes.bfloat16])
def test_matmul(ta, tb, dtype):
    a = (r(3, 5) * 3).astype(dtype)
    b = (r(5, 4) * 3).astype(dtype)
    got = run("tf.MatMul", {"transpose_a": ta, "transpose_b": tb}, a.T if ta else a, b.T if tb else b)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    assert got.dtype == np.dtype(dtype)
    np.testing.assert_allclose(got.astype(np.float64), ref, rtol=2e-2, atol=1e-1 if dtype == ml_dtypes.bfloat16 else 2e-2)


def test_batch_matmul_broadcast_and_adjoint():
    a, b = r(2, 1, 3, 4), r(5, 4, 2)
    np.testing.assert_allclose(run("tf.BatchMatMulV2", {}, a, b), a @ b, rtol=1e-5)
    np.testing.assert_allclose(run("tf.BatchMatMulV2", {"adj_x": True, "adj_y": True},
                                   a.swapaxes(-1, -2), b.swapaxes(-1, -2)), a @ b, rtol=1e-5)
    c = (r(2, 3) + 1j * r(2, 3)).astype(np.complex64)
    np.testing.assert_allclose(run("tf.BatchMatMulV2", {"adj_x": True}, c, c), c.conj().T @ c, rtol=1e-5)


@pytest.mark.parametrize("ops,ref", [
    (["BiasAdd"], lambda y: y), (["BiasAdd", "Relu"], lambda y: np.maximum(y, 0)),
    (["BiasAdd", "Relu6"], lambda y: np.clip(y, 0, 6)),
    (["BiasAdd", "LeakyRelu"], lambda y: np.where(y > 0, y, 0.3 * y)),
    (["BiasAdd", "Elu"], lambda y: np.where(y > 0, y, np.expm1(y))),
    (["BiasAdd", "Tanh"], np.tanh), (["BiasAdd", "Sigmoid"], lambda y: 1 / (1 + np.exp(-y))),
])
def test_fused_matmul_and_conv(ops, ref):
    a, w, bias = r(3, 5) * 3, r(5, 4), r(4)
    attrs = {"fused_ops": ops, "num_args": 1, "epsilon": 0.0, "leakyrelu_alpha": 0.3, "transpose_b": True}
    got = run("tf._FusedMatMul", attrs, a, np.ascontiguousarray(w.T), bias)
    np.testing.assert_allclose(got, ref(a @ w + bias), rtol=1e-4, atol=1e-5)
    x, f = r(1, 6, 5, 2), r(3, 3, 2, 4)
    cattrs = dict(attrs_for((2, 1), (1, 1), "SAME"), fused_ops=ops, num_args=1, leakyrelu_alpha=0.3)
    got = run("tf._FusedConv2D", cattrs, x, f, bias)
    np.testing.assert_allclose(got, ref(ref_conv(x, f, (2, 1), (1, 1), "SAME") + bias), rtol=1e-4, atol=1e-4)


def test_fused_conv_batchnorm_and_nchw():
    x, f = r(1, 5, 5, 2), r(3, 3, 2, 3)
    scale, offset, mean, var = r(3), r(3), r(3), np.abs(r(3)) + 0.5
    attrs = dict(attrs_for((1, 1), (1, 1), "SAME"), fused_ops=["FusedBatchNorm", "Relu"], num_args=4, epsilon=1e-3)
    got = run("tf._FusedConv2D", attrs, x, f, scale, offset, mean, var)
    c = ref_conv(x, f, (1, 1), (1, 1), "SAME")
    np.testing.assert_allclose(got, np.maximum((c - mean) / np.sqrt(var + 1e-3) * scale + offset, 0), rtol=1e-4, atol=1e-4)
    b = r(3)
    attrs = dict(attrs_for((1, 1), (1, 1), "VALID", "NCHW"), fused_ops=["BiasAdd", "Relu6"], num_args=1)
    got = run("tf._FusedConv2D", attrs, x.transpose(0, 3, 1, 2), f, b)
    np.testing.assert_allclose(got.transpose(0, 2, 3, 1), np.clip(ref_conv(x, f, (1, 1), (1, 1), "VALID") + b, 0, 6),
                               rtol=1e-4, atol=1e-4)


def test_bias_add_softmax():
    x, b = r(2, 3, 4), r(4)
    np.testing.assert_allclose(run("tf.BiasAdd", {}, x, b), x + b)
    x4, b3 = r(2, 3, 4, 5), r(3)
    np.testing.assert_allclose(run("tf.BiasAdd", {"data_format": "NCHW"}, x4, b3), x4 + b3[:, None, None])
    logits = r(3, 5) * 20
    e = np.exp(logits.astype(np.float64) - logits.max(-1, keepdims=True))
    np.testing.assert_allclose(run("tf.Softmax", {}, logits), e / e.sum(-1, keepdims=True), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(run("tf.LogSoftmax", {}, logits), np.log(e / e.sum(-1, keepdims=True)), rtol=1e-5, atol=1e-5)


# ----------------------------------------------------------------------------------------------
# Errors

C = {"strides": [1, 1, 1, 1], "padding": "SAME"}


def test_conv_errors():
    raises("tf.Conv2D", C, r(3, 4), r(3, 3, 1, 1), match=r"input must be 4-D \(NHWC\), got shape \(3, 4\)")
    raises("tf.Conv2D", C, r(1, 4, 4, 2), r(3, 3, 3, 1), match="divisible|depth")
    raises("tf.Conv2D", C, r(1, 4, 4, 1), r(3, 3, 1), match="filter must be 4-D")
    raises("tf.Conv2D", C, r(1, 4, 4, 1), r(3, 3, 1, 1, dtype=np.float64), match="dtypes")
    raises("tf.Conv2D", {"strides": [2, 1, 1, 1], "padding": "SAME"}, r(1, 4, 4, 1), r(3, 3, 1, 1), match="strides")
    raises("tf.Conv2D", {"strides": [1, 1, 1, 1], "padding": "FULL"}, r(1, 4, 4, 1), r(3, 3, 1, 1), match="padding")
    raises("tf.Conv2D", {"padding": "SAME"}, r(1, 4, 4, 1), r(3, 3, 1, 1), match="missing attribute 'strides'")
    raises("tf.Conv2D", {"strides": [1, 1, 1], "padding": "SAME"}, r(1, 4, 4, 1), r(3, 3, 1, 1), match="4 elements")
    raises("tf.Conv2D", {"strides": [1, 1, 1, 1], "padding": "VALID"}, r(1, 2, 2, 1), r(5, 5, 1, 1), match="negative")
    raises("tf.Conv2D", {"strides": [1, 1, 1, 1], "padding": "EXPLICIT", "explicit_paddings": [1] * 8},
           r(1, 4, 4, 1), r(3, 3, 1, 1), match="explicit_paddings")
    raises("tf.Conv2D", dict(C, data_format="NCWH"), r(1, 4, 4, 1), r(3, 3, 1, 1), match="data_format")
    raises("tf.Conv2D", C, r(1, 4, 4, 1).astype(np.bool_), r(3, 3, 1, 1).astype(np.bool_), match="dtype")


def test_other_nn_errors():
    raises("tf.MatMul", {}, r(2, 3), r(4, 5), match="size-incompatible")
    raises("tf.MatMul", {}, r(2, 3, 1), r(1, 5), match="2-D")
    raises("tf.BatchMatMulV2", {}, r(2, 2, 3), r(3, 3, 4), match="Incompatible shapes")
    raises("tf.BiasAdd", {}, r(2, 3), r(4), match="channel")
    raises("tf.MaxPool", {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "SAME"}, r(2, 3), match="4-D")
    raises("tf.MaxPool", {"ksize": [2, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "SAME"}, r(1, 4, 4, 1), match="ksize")
    raises("tf.AvgPool", {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "SAME"},
           np.ones((1, 4, 4, 1), np.int32), match="dtype")
    raises("tf.FusedBatchNormV3", {"is_training": False}, r(1, 2, 2, 3), r(3), r(3), r(2), r(3), match="mean")
    raises("tf.Softmax", {}, r(), match="dimension")
    raises("tf._FusedMatMul", {"fused_ops": ["BiasAdd", "Swish"], "num_args": 1}, r(2, 3), r(3, 4), r(4), match="fused_ops")
    raises("tf._FusedMatMul", {"fused_ops": ["BiasAdd"], "num_args": 2}, r(2, 3), r(3, 4), r(4), match="num_args")
    raises("tf._FusedConv2D", dict(C, fused_ops=["BiasAdd"], num_args=1), r(1, 4, 4, 1), r(3, 3, 1, 2), r(3), match="bias")
    raises("tf.DepthwiseConv2dNative", C, r(1, 4, 4, 2), r(3, 3, 3, 1), match="depth")


# Stride-1 convolutions with a small input depth take the row-grid formulation
# (nn_ops._conv_grid), deeper ones the NHWC im2col: both against the direct loops,
# with batch > 1, dilations, asymmetric/explicit padding, 1xK kernels, and the
# fused BiasAdd+Relu that the grid's final copy applies.
@pytest.mark.parametrize("xs,ws,dil,padding,explicit", [
    ((2, 6, 7, 3), (3, 3, 3, 4), (1, 1), "SAME", None),
    ((3, 5, 4, 2), (2, 2, 2, 3), (1, 1), "SAME", None),          # even kernel: odd pad after
    ((1, 9, 8, 2), (3, 2, 2, 2), (2, 3), "VALID", None),
    ((2, 5, 6, 1), (1, 3, 1, 5), (1, 2), "SAME", None),
    ((1, 5, 4, 2), (3, 2, 2, 3), (1, 1), "EXPLICIT", ((2, 1), (0, 3))),
    ((1, 4, 4, 32), (3, 3, 32, 2), (1, 1), "SAME", None),        # the deepest grid input
    ((1, 4, 4, 33), (3, 3, 33, 2), (1, 1), "SAME", None),        # im2col
])
@pytest.mark.parametrize("fused", [False, True])
def test_conv_stride1_formulations(xs, ws, dil, padding, explicit, fused):
    from tfrt.runtime.cpu_ops import nn_ops
    x, w, b = r(*xs), r(*ws), r(ws[3])
    ep = None if explicit is None else [0, 0, *explicit[0], *explicit[1], 0, 0]
    attrs = attrs_for((1, 1), dil, padding, explicit=ep)
    ref = ref_conv(x, w, (1, 1), dil, padding, explicit or ((0, 0), (0, 0)))
    if fused:
        got = run("tf._FusedConv2D", dict(attrs, fused_ops=["BiasAdd", "Relu"], num_args=1), x, w, b)
        ref = np.maximum(ref + b, 0)
    else:
        got = run("tf.Conv2D", attrs, x, w)
    assert got.flags.c_contiguous and got.dtype == np.float32
    np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-4)
    assert (xs[3] <= nn_ops._GRID_MAX_DEPTH) == (xs[3] != 33)


def test_maxpool_tiles():
    # Windows that tile the input (stride = window, VALID, sizes divisible): the
    # row-then-column reduction; NaN is skipped as in the per-tap form (TF's CPU kernel).
    for xs, k in [((2, 6, 9, 3), (3, 3)), ((1, 4, 6, 2), (2, 3)), ((1, 6, 4, 2), (3, 1)),
                  ((2, 4, 6, 5), (1, 2))]:
        x = r(*xs)
        x[0, 0, 0, 0] = np.nan
        attrs = {"ksize": [1, *k, 1], "strides": [1, *k, 1], "padding": "VALID"}
        got = run("tf.MaxPool", attrs, x)
        ref = ref_pool(np.nan_to_num(x, nan=-np.inf), k, k, "VALID", "max")
        np.testing.assert_array_equal(got, ref.astype(np.float32))
        assert got.flags.c_contiguous and not np.shares_memory(got, x)
    xi = rng.integers(-100, 100, (1, 4, 4, 2)).astype(np.int32)
    attrs = {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"}
    np.testing.assert_array_equal(run("tf.MaxPool", attrs, xi), ref_pool(xi, (2, 2), (2, 2), "VALID", "max"))


# ----------------------------------------------------------------------------------------------
# Fast paths of batch-1 models: pre-packed constant weights, per-thread conv scratch, the
# junk-free row grid, flat max pooling, one-row softmax (nn_ops; docs/cpu_ops.md).

def frozen(a):
    """A read-only array over immutable bytes, as the runtime hands BEF constants to ops."""
    a = np.ascontiguousarray(a)
    return np.frombuffer(a.tobytes(), a.dtype).reshape(a.shape)


def test_frozen_rule():
    from tfrt.runtime.cpu_ops import nn_ops
    w = r(4, 3)
    assert not nn_ops._frozen(w)
    ro = w.copy()
    ro.flags.writeable = False              # owns its memory: numpy can make it writeable again
    assert not nn_ops._frozen(ro)
    v = w[:2]
    v.flags.writeable = False               # a read-only view of a writeable array
    assert not nn_ops._frozen(v)
    f = frozen(w)
    assert nn_ops._frozen(f) and nn_ops._frozen(f.T) and nn_ops._frozen(f[1:])
    assert not nn_ops._frozen(np.frombuffer(bytearray(w.tobytes()), np.float32))   # writeable buffer
    mv = np.frombuffer(memoryview(w.tobytes()), np.float32)
    assert nn_ops._frozen(mv)


def _packs_for(w):
    from tfrt.runtime.cpu_ops import nn_ops
    return [k for k in nn_ops._PACKS if k[1] == id(w)]


@pytest.mark.parametrize("m,k,n", [(1, 3136, 10), (4, 300, 16), (1, 256, 1), (2, 512, 7)])
@pytest.mark.parametrize("ops", [["BiasAdd"], ["BiasAdd", "Relu"]])
def test_fused_matmul_packed_weight(m, k, n, ops):
    from tfrt.runtime.cpu_ops import nn_ops
    a, w, b = r(m, k), r(k, n), r(n)
    ref = a.astype(np.float64) @ w + b
    ref = np.maximum(ref, 0) if "Relu" in ops else ref
    attrs = {"fused_ops": ops, "num_args": 1}
    wf, bf = frozen(w), frozen(b)
    for _ in range(2):                      # built, then from the cache
        np.testing.assert_allclose(run("tf._FusedMatMul", attrs, a, wf, bf), ref, rtol=1e-4, atol=1e-4)
    assert _packs_for(wf)                   # a frozen narrow weight at a small batch is packed
    np.testing.assert_allclose(run("tf.MatMul", {}, a, wf), a.astype(np.float64) @ w, rtol=1e-4, atol=1e-4)
    # transpose_b: the weight is [N, K] and already in the fast layout; transpose_a too.
    wt = frozen(w.T)
    got = run("tf._FusedMatMul", dict(attrs, transpose_a=True, transpose_b=True), np.ascontiguousarray(a.T), wt, bf)
    np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-4)
    # Writeable weights are never cached: a changed weight gives the new result.
    ww = w.copy()
    np.testing.assert_allclose(run("tf._FusedMatMul", {"fused_ops": ["BiasAdd"], "num_args": 1}, a, ww, b),
                               a.astype(np.float64) @ w + b, rtol=1e-4, atol=1e-4)
    assert not _packs_for(ww)
    ww *= 2
    np.testing.assert_allclose(run("tf._FusedMatMul", {"fused_ops": ["BiasAdd"], "num_args": 1}, a, ww, b),
                               a.astype(np.float64) @ (2 * w) + b, rtol=1e-4, atol=1e-4)
    # Shapes outside the rule (wide output, big batch, short K) stay unpacked.
    for shape_a, shape_w in [((1, 300), (300, 17)), ((5, 300), (300, 8)), ((1, 255), (255, 8))]:
        wo = frozen(r(*shape_w))
        run("tf.MatMul", {}, r(*shape_a), wo)
        assert not _packs_for(wo)
    assert not nn_ops._pack_get("T", ww)


def test_pack_cache_identity_and_lifetime():
    """The cache answers for the very same array object only: a dead weight's entry is
    dropped, and an entry found under a reused id is not returned for a new array."""
    import gc
    from tfrt.runtime.cpu_ops import nn_ops
    a = r(1, 1024)
    attrs = {"fused_ops": ["BiasAdd"], "num_args": 1}
    b = frozen(np.zeros(10, np.float32))
    seen = set()
    for trial in range(50):
        w = r(1024, 10) * (trial + 1)
        wf = frozen(w)
        got = run("tf._FusedMatMul", attrs, a, wf, b)
        np.testing.assert_allclose(got, a.astype(np.float64) @ w, rtol=1e-4, atol=1e-3)
        seen.add(id(wf))
        key = ("T", id(wf), id(None))
        assert key in nn_ops._PACKS
        del wf
        gc.collect()
        assert key not in nn_ops._PACKS     # dropped with the weight (weakref callback)
    assert len(seen) < 50                   # ids were reused, and each result was still right
    # A forged entry under another array's id (as if the callback had not run yet).
    w1, w2 = frozen(r(300, 4)), frozen(r(300, 4))
    nn_ops._packed_weight(w1)
    nn_ops._PACKS[("T", id(w2), id(None))] = nn_ops._PACKS[("T", id(w1), id(None))]
    assert nn_ops._pack_get("T", w2) is None
    np.testing.assert_allclose(run("tf.MatMul", {}, a[:, :300], w2), a[:, :300] @ w2, rtol=1e-5, atol=1e-5)


def test_pack_cache_bounded():
    from tfrt.runtime.cpu_ops import nn_ops
    keep = [frozen(r(256, 2)) for _ in range(nn_ops._PACKS_MAX_ENTRIES + 10)]
    for w in keep:
        nn_ops._packed_weight(w)
    assert len(nn_ops._PACKS) <= nn_ops._PACKS_MAX_ENTRIES
    assert 0 <= nn_ops._packs_bytes <= nn_ops._PACKS_MAX_BYTES
    x = r(1, 256)
    for w in keep[-3:]:
        np.testing.assert_allclose(run("tf.MatMul", {}, x, w), x @ w, rtol=1e-5, atol=1e-5)


# Row-grid convolutions: the junk-free pitch (P = W: 3x3 SAME and other paddings of at most
# one column per side, with wrapped taps zeroed) and the padded pitch, fused and not, with
# frozen (cached filter matrix) and writeable filters, repeated calls on the same scratch.
@pytest.mark.parametrize("xs,ws,dil,padding,explicit,junk_free", [
    ((1, 28, 28, 1), (3, 3, 1, 8), (1, 1), "SAME", None, True),            # the cnn's convs
    ((1, 28, 28, 8), (3, 3, 8, 16), (1, 1), "SAME", None, True),
    ((2, 5, 7, 3), (3, 3, 3, 4), (1, 1), "SAME", None, True),
    ((1, 5, 6, 2), (2, 2, 2, 3), (1, 1), "SAME", None, True),              # pad 0 left, 1 right
    ((1, 6, 5, 2), (3, 2, 2, 3), (2, 2), "EXPLICIT", ((2, 2), (1, 1)), True),  # dilated, 1 per side
    ((1, 6, 5, 2), (3, 3, 2, 3), (2, 1), "SAME", None, True),              # dilated rows
    ((1, 1, 1, 2), (3, 3, 2, 3), (1, 1), "SAME", None, True),              # all taps but the centre wrap
    ((1, 4, 5, 2), (3, 3, 2, 3), (1, 1), "EXPLICIT", ((1, 1), (2, 0)), False),  # 2 on the left
    ((1, 6, 7, 2), (5, 5, 2, 3), (1, 1), "SAME", None, False),             # 2 per side
    ((1, 4, 5, 2), (1, 3, 2, 3), (1, 1), "VALID", None, False),            # output narrower: junk
])
@pytest.mark.parametrize("freeze", [False, True])
def test_conv_grid_pitch(xs, ws, dil, padding, explicit, junk_free, freeze):
    from tfrt.runtime.cpu_ops import nn_ops
    w, b = r(*ws), r(ws[3])
    ep = None if explicit is None else [0, 0, *explicit[0], *explicit[1], 0, 0]
    attrs = attrs_for((1, 1), dil, padding, explicit=ep)
    fattrs = dict(attrs, fused_ops=["BiasAdd", "Relu"], num_args=1)
    wf, bf = (frozen(w), frozen(b)) if freeze else (w, b)
    results = []
    for _ in range(3):
        x = r(*xs) * 4
        ref = ref_conv(x, w, (1, 1), dil, padding, explicit or ((0, 0), (0, 0)))
        got = run("tf._FusedConv2D", fattrs, x, wf, bf)
        np.testing.assert_allclose(got, np.maximum(ref + b, 0), rtol=1e-4, atol=1e-4)
        assert got.flags.c_contiguous
        for plan in nn_ops._thread_plans().values():
            assert not np.shares_memory(got, plan.cols) and not np.shares_memory(got, plan.taps)
        results.append((got, np.maximum(ref + b, 0)))
        got = run("tf.Conv2D", attrs, x, wf)
        np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-4)
        got = run("tf._FusedConv2D", dict(attrs, fused_ops=["BiasAdd"], num_args=1), x, wf, bf)
        np.testing.assert_allclose(got, ref + b, rtol=1e-4, atol=1e-4)
    for got, want in results:               # earlier results do not share the reused scratch
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)
    assert bool(_packs_for(wf)) == freeze
    win = nn_ops._window("tf._FusedConv2D", fattrs, xs, ws[0], ws[1])
    assert win.grid
    plan = nn_ops._grid_plan(*xs, ws[0], ws[1], win, np.dtype(np.float32), True)
    assert (plan.pitch == win.ow) == junk_free and bool(plan.bands) == junk_free


def test_conv_grid_threads():
    """Scratch buffers are per thread: concurrent convolutions of one geometry agree with
    the reference."""
    import threading
    x = [r(1, 12, 12, 4) for _ in range(4)]
    w, b = frozen(r(3, 3, 4, 8)), frozen(r(8))
    attrs = dict(attrs_for((1, 1), (1, 1), "SAME"), fused_ops=["BiasAdd", "Relu"], num_args=1)
    want = [np.maximum(ref_conv(xi, w, (1, 1), (1, 1), "SAME") + b, 0) for xi in x]
    errors = []

    def work(i):
        try:
            for _ in range(200):
                got = run("tf._FusedConv2D", attrs, x[i], w, b, check_md=False)
                np.testing.assert_allclose(got, want[i], rtol=1e-4, atol=1e-4)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]


@pytest.mark.parametrize("xs,k", [((1, 28, 28, 16), (2, 2)), ((2, 6, 9, 3), (3, 3)), ((1, 6, 4, 2), (3, 1)),
                                  ((2, 4, 6, 5), (1, 2)), ((3, 2, 2, 1), (2, 2)), ((1, 6, 6, 2), (2, 3))])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int32, np.float16])
def test_maxpool_flat(xs, k, dtype):
    from tfrt.runtime.cpu_ops import nn_ops
    x = (r(*xs) * 50).astype(dtype)
    attrs = {"ksize": [1, *k, 1], "strides": [1, *k, 1], "padding": "VALID"}
    assert nn_ops._pool_check("tf.MaxPool", attrs | {"ksize": tuple(attrs["ksize"]), "strides": tuple(attrs["strides"])},
                              x, nn_ops._MAXPOOL_DTYPES).flat is not None
    want = ref_pool(x.astype(np.float64), k, k, "VALID", "max").astype(dtype)
    got = run("tf.MaxPool", attrs, x)
    assert got.dtype == x.dtype and got.flags.c_contiguous
    np.testing.assert_array_equal(got, want)
    if np.dtype(dtype).kind == "f":         # NaN is skipped (TF's CPU kernel), in its own window only
        xn = x.copy()
        xn[-1, -1, -1, -1] = np.nan
        got = run("tf.MaxPool", attrs, xn)
        assert not np.isnan(got).any()
        np.testing.assert_array_equal(got, ref_pool(np.nan_to_num(xn, nan=-np.inf), k, k, "VALID", "max")
                                      .astype(dtype))
    # A non-contiguous input (a view) takes the strided form, with the same result.
    xv = np.concatenate([x, x], axis=3)[..., ::2]
    np.testing.assert_array_equal(run("tf.MaxPool", attrs, xv),
                                  ref_pool(xv.astype(np.float64), k, k, "VALID", "max").astype(dtype))


def test_maxpool_flat_large_input_uses_rows():
    from tfrt.runtime.cpu_ops import nn_ops
    x = r(1, 64, 64, 32)                    # above _POOL_FLAT_MAX_ELEMENTS
    attrs = {"ksize": (1, 2, 2, 1), "strides": (1, 2, 2, 1), "padding": "VALID"}
    assert x.size > nn_ops._POOL_FLAT_MAX_ELEMENTS
    assert nn_ops._pool_check("tf.MaxPool", attrs, x, nn_ops._MAXPOOL_DTYPES).flat is None
    np.testing.assert_array_equal(run("tf.MaxPool", attrs, x), x.reshape(1, 32, 2, 32, 2, 32).max(axis=(2, 4)))


@pytest.mark.parametrize("shape", [(1, 10), (10,), (1, 1, 7), (1, 1), (3, 10), (0, 4)])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
def test_softmax_rows(shape, dtype):
    x = (r(*shape) * 30).astype(dtype) if shape != (0, 4) else np.zeros(shape, dtype)
    if x.size:
        x.reshape(-1)[0] = 80                # exp would overflow without the max
    xd = x.astype(np.float64)
    e = np.exp(xd - xd.max(-1, keepdims=True)) if x.size else xd
    want = e / e.sum(-1, keepdims=True) if x.size else e
    got = run("tf.Softmax", {}, x)
    assert got.dtype == x.dtype and got.shape == x.shape
    tol = 1e-6 if dtype == np.float32 else (1e-12 if dtype == np.float64 else 2e-3)
    np.testing.assert_allclose(got.astype(np.float64), want, rtol=tol, atol=tol * 1e-2)


@pytest.mark.parametrize("fused_ops", [["BiasAdd"], ["BiasAdd", "Relu"], ["BiasAdd", "Relu6"]])
@pytest.mark.parametrize("transpose_a,transpose_b", [(False, False), (False, True), (True, False)])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
def test_fused_matmul_specialized_equals_generic(fused_ops, transpose_a, transpose_b, dtype):
    """specialize_fn (what bound BEF kernels call) gives dispatch_fn's results."""
    entry = REG.lookup("tf._FusedMatMul")
    rng = np.random.default_rng(5)
    a = rng.standard_normal((2, 300) if not transpose_a else (300, 2)).astype(dtype)
    b = rng.standard_normal((300, 8) if not transpose_b else (8, 300)).astype(dtype)
    b.flags.writeable = False
    bias = rng.standard_normal(8).astype(dtype)
    attrs = {"fused_ops": fused_ops, "num_args": 1, "transpose_a": transpose_a,
             "transpose_b": transpose_b}
    got = entry.specialize_fn(attrs, 3)(attrs, a, b, bias)
    want = entry.dispatch_fn(attrs, a, b, bias)
    assert got.dtype == want.dtype == np.dtype(dtype)
    np.testing.assert_array_equal(got, want)


# ----------------------------------------------------------------------------------------------
# _MklLayerNorm: layer normalization over the last axis (Keras's LayerNormalization, fused)

def ref_layer_norm(x, scale, offset, eps):
    x, scale, offset = (np.asarray(a, np.float64) for a in (x, scale, offset))
    mean = x.mean(-1, keepdims=True)
    var = np.square(x - mean).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * scale + offset


LAYER_NORM_SHAPES = [(7,), (4, 16), (1, 65, 192), (2, 3, 5, 8), (3, 1), (0, 8), (2, 0), (2, 0, 4)]


@pytest.mark.parametrize("shape", LAYER_NORM_SHAPES)
@pytest.mark.parametrize("eps", [None, 1e-5])
def test_layer_norm(shape, eps):
    c = shape[-1]
    x, scale, offset = r(*shape) * 3 + 2, r(c), r(c)     # rows whose mean is not 0
    attrs = {} if eps is None else {"epsilon": eps}
    before = x.copy()
    got = run("tf._MklLayerNorm", attrs, x, scale, offset)
    assert got.dtype == np.float32 and got.shape == shape and got.flags.c_contiguous
    want = ref_layer_norm(x, scale, offset, 0.001 if eps is None else eps)
    np.testing.assert_allclose(got, want, rtol=5e-5, atol=5e-5)
    np.testing.assert_array_equal(x, before)


def test_layer_norm_rows_far_from_zero_constant_and_not_finite():
    x = r(5, 32) + 100
    x[1] = 1.75                                  # a constant row: y = offset
    x[2, 3] = np.nan                             # a NaN or an infinity spoils its row only
    x[3, 0] = np.inf
    scale, offset = r(32), r(32)
    got = run("tf._MklLayerNorm", {"epsilon": 1e-6}, x, scale, offset)
    want = ref_layer_norm(x, scale, offset, 1e-6)
    assert np.isnan(got[2:4]).all() and not np.isnan(got[[0, 1, 4]]).any()
    np.testing.assert_allclose(got[1], offset, rtol=1e-6, atol=1e-6)
    # float32 input 100 + N(0, 1): its centered values are exact to ~1e-5 (TF's graph alike).
    np.testing.assert_allclose(got[[0, 4]], want[[0, 4]], rtol=2e-4, atol=2e-4)


def test_layer_norm_strided_input():
    x = r(16, 6).T                               # [6, 16], not contiguous
    scale, offset = r(16), r(16)
    np.testing.assert_allclose(run("tf._MklLayerNorm", {}, x, scale, offset),
                               ref_layer_norm(x, scale, offset, 0.001), rtol=5e-5, atol=5e-5)


@pytest.mark.parametrize("dtype,tol", [(np.float16, 2e-3), (ml_dtypes.bfloat16, 1.6e-2)])
def test_layer_norm_half_types(dtype, tol):
    """Computed in float32 and rounded once: within one rounding of the exact result."""
    x, scale, offset = (a.astype(dtype) for a in (r(3, 5, 24) * 2 + 1, r(24), r(24)))
    got = run("tf._MklLayerNorm", {}, x, scale, offset)
    assert got.dtype == np.dtype(dtype) and got.shape == x.shape
    want = ref_layer_norm(x, scale, offset, 0.001)
    np.testing.assert_allclose(got.astype(np.float64), want, rtol=tol, atol=tol)
    np.testing.assert_array_equal(got, want.astype(np.float32).astype(dtype))


def test_layer_norm_specialized_equals_generic():
    entry = REG.lookup("tf._MklLayerNorm")
    x, scale, offset = r(3, 40), r(40), r(40)
    for attrs in ({}, {"epsilon": 0.25}):
        got = entry.specialize_fn(attrs, 3)(attrs, x, scale, offset)
        np.testing.assert_array_equal(got, entry.dispatch_fn(attrs, x, scale, offset))
    assert not np.array_equal(entry.dispatch_fn({}, x, scale, offset),
                              entry.dispatch_fn({"epsilon": 0.25}, x, scale, offset))


def test_layer_norm_errors():
    ln = "tf._MklLayerNorm"
    raises(ln, {}, np.float32(1), r(1), r(1), match="at least 1-D, got a scalar")
    raises(ln, {}, r(2, 4), r(5), r(4), match=r"scale must be 1-D of size 4 .*got shape \(5,\)")
    raises(ln, {}, r(2, 4), r(4), r(1, 4), match=r"offset must be 1-D of size 4 .*got shape \(1, 4\)")
    raises(ln, {}, r(2, 4), r(4), r(), match=r"offset must be 1-D")
    raises(ln, {}, r(2, 4), r(4, dtype=np.float16), r(4), match="scale dtype f16 does not match x dtype f32")
    raises(ln, {}, r(2, 4), r(4), r(4, dtype=ml_dtypes.bfloat16), match="offset dtype bf16")
    raises(ln, {}, r(2, 4, dtype=np.float64), r(4, dtype=np.float64), r(4, dtype=np.float64),
           match="attr 'T' of double is not in the list of allowed values: float, bfloat16, half")
    raises(ln, {}, np.ones((2, 4), np.int32), np.ones(4, np.int32), np.ones(4, np.int32), match="attr 'T' of int32")
    raises(ln, {"epsilon": "small"}, r(2, 4), r(4), r(4), match="epsilon must be a float")
