"""The NN ops on oneDNN (runtime/native, runtime/cpu_ops/native_nn.py; docs/native.md).

Every case runs on both paths, a registry with the native kernels and one with the numpy
kernels only, through the bound form (`specialize_fn`, as a BEF kernel) with constant
(frozen) weights and with ordinary arrays, and through the eager dispatch function; the
results must agree, and the native path must really have run (a primitive was made). The
conformance fixtures of those ops (test/data/op_cases/nn.*) run through the native path too.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import types

import numpy as np
import pytest

from conftest import MODELS, REPO
from tfrt.runtime import native
from tfrt.runtime.cpu_ops import CpuOpRegistry, OpError, native_nn, register_tf_ops
from tfrt.runtime.tensor import TensorMetadata

NATIVE = register_tf_ops(CpuOpRegistry(), native=True) if native.available() else None
NUMPY = register_tf_ops(CpuOpRegistry(), native=False)

pytestmark = pytest.mark.skipif(NATIVE is None, reason=f"native kernels: {native.reason()}")


@pytest.fixture(autouse=True)
def _small_matmuls_native(monkeypatch, request):
    """The cases are small: matmuls below the size threshold would stay on numpy."""
    if "threshold" not in request.node.name:
        monkeypatch.setattr(native_nn, "_blas_limits", (0, 1 << 62, False))


def test_matmul_size_threshold():
    """Which products OpenBLAS computes depends on the ISA (native_nn._blas_rule): on AVX2
    the small and the wide ones; on AVX-512 only tiny ones and one row times a matrix."""
    rng = np.random.default_rng(5)
    attrs = {"fused_ops": ["BiasAdd", "Relu"], "num_args": 1}
    avx512 = native_nn._blas_rule() is native_nn._BLAS_LIMITS_AVX512
    cases = [(1, 512, 256, False), (2, 512, 256, avx512), (64, 512, 256, True), (4, 16, 16, False),
             (1, 256, 1024, False), (16, 256, 1024, avx512)]
    for m, k, n, ran in cases:
        a, w, b = _rand(rng, m, k), _frozen(_rand(rng, k, n)), _frozen(_rand(rng, n))
        kernel = NATIVE.lookup("tf._FusedMatMul").specialize_fn(attrs, 3)
        _check_close(kernel(attrs, a, w, b), NUMPY.lookup("tf._FusedMatMul").dispatch_fn(attrs, a, w, b), "mm")
        assert _native_ran(kernel) == ran, (m, k, n)


def test_extension_is_built_and_loads():
    # The dev environment (pyproject.toml) and `make build` provide it: its absence is a defect.
    assert native.available(), native.reason()
    assert native.dnnl.version().startswith("3.")


def test_small_primitives_run_on_one_thread(monkeypatch):
    """Below serial_work() multiply-adds a primitive is planned for one thread: waking
    sleeping OpenMP threads costs more than they save (docs/native.md, "Threads")."""
    d = native.dnnl
    saved = d.serial_work()
    try:
        d.set_serial_work(1 << 20)
        args = dict(groups=1, strides=[1, 1], dilations=[1, 1], pad_l=[1, 1], pad_r=[1, 1], bias=False,
                    residual=None, activation="", alpha=0.0, pack_weights=False)
        small = d.Conv([1, 8, 8, 4], [3, 3, 4, 4], **args)          # 9,216 multiply-adds
        big = d.Conv([1, 32, 32, 32], [3, 3, 32, 32], **args)       # 9.4M
        assert small.serial and not big.serial
        x, w = np.ones((1, 8, 8, 4), np.float32), np.ones((3, 3, 4, 4), np.float32)
        assert small(x, w, None, None)[0, 4, 4, 0] == 36.0  # a 3x3x4 window of ones
        d.set_serial_work(0)
        assert not d.Conv([1, 8, 8, 4], [3, 3, 4, 4], **args).serial
    finally:
        d.set_serial_work(saved)
    monkeypatch.setenv("TFRT_SERIAL_WORK", "12345")
    assert native.serial_work() == 12345
    monkeypatch.setenv("TFRT_SERIAL_WORK", "many")
    monkeypatch.setenv("OMP_WAIT_POLICY", "PASSIVE")
    monkeypatch.delenv("GOMP_SPINCOUNT", raising=False)
    assert native.serial_work() == native.SERIAL_WORK_PASSIVE  # not an integer: ignored
    monkeypatch.setenv("OMP_WAIT_POLICY", "ACTIVE")
    assert native.serial_work() == native.SERIAL_WORK_SPINNING


def _frozen(a):
    """`a` as a BEF constant is: a read-only view of read-only bytes."""
    return np.frombuffer(a.tobytes(), a.dtype).reshape(a.shape)


def _rand(rng, *shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


def _conv_cases():
    rng = np.random.default_rng(0)
    cases = []

    def add(name, op, attrs, *inputs):
        cases.append(pytest.param(op, attrs, inputs, id=name))

    base = {"strides": [1, 1, 1, 1], "padding": "SAME"}
    add("conv3x3-same", "tf.Conv2D", base, _rand(rng, 2, 9, 7, 5), _rand(rng, 3, 3, 5, 6))
    add("conv-valid-stride2", "tf.Conv2D", {"strides": [1, 2, 2, 1], "padding": "VALID"},
        _rand(rng, 1, 11, 10, 4), _rand(rng, 3, 2, 4, 8))
    add("conv-same-stride2-even", "tf.Conv2D", {"strides": [1, 2, 2, 1], "padding": "SAME"},
        _rand(rng, 1, 8, 8, 3), _rand(rng, 3, 3, 3, 4))
    add("conv-dilated", "tf.Conv2D", {"strides": [1, 1, 1, 1], "padding": "SAME", "dilations": [1, 2, 3, 1]},
        _rand(rng, 1, 12, 12, 3), _rand(rng, 3, 3, 3, 5))
    add("conv-explicit", "tf.Conv2D", {"strides": [1, 1, 2, 1], "padding": "EXPLICIT",
                                       "explicit_paddings": [0, 0, 2, 1, 0, 3, 0, 0]},
        _rand(rng, 1, 6, 7, 2), _rand(rng, 2, 3, 2, 3))
    add("conv-nchw", "tf.Conv2D", {"strides": [1, 1, 1, 1], "padding": "SAME", "data_format": "NCHW"},
        _rand(rng, 1, 4, 6, 5), _rand(rng, 3, 3, 4, 2))
    add("conv1x1", "tf.Conv2D", base, _rand(rng, 1, 12, 12, 16), _rand(rng, 1, 1, 16, 24))
    add("dw3x3", "tf.DepthwiseConv2dNative", base, _rand(rng, 1, 10, 10, 8), _rand(rng, 3, 3, 8, 1))
    add("dw-multiplier2-stride2", "tf.DepthwiseConv2dNative", {"strides": [1, 2, 2, 1], "padding": "VALID"},
        _rand(rng, 2, 9, 9, 3), _rand(rng, 3, 3, 3, 2))
    for act in ("", "Relu", "Relu6", "Elu", "LeakyRelu", "Tanh", "Sigmoid", "GeluExact", "GeluApproximate"):
        ops = ["BiasAdd"] + ([act] if act else [])
        attrs = dict(base, fused_ops=ops, num_args=1, leakyrelu_alpha=0.3)
        add(f"fusedconv-{act or 'bias'}", "tf._FusedConv2D", attrs,
            _rand(rng, 1, 7, 7, 4), _rand(rng, 3, 3, 4, 6), _rand(rng, 6))
    add("fusedconv-residual-relu", "tf._FusedConv2D", dict(base, fused_ops=["BiasAdd", "Add", "Relu"], num_args=2),
        _rand(rng, 1, 6, 6, 3), _rand(rng, 3, 3, 3, 5), _rand(rng, 5), _rand(rng, 1, 6, 6, 5))
    add("fusedconv-batchnorm-relu6", "tf._FusedConv2D",
        dict(base, fused_ops=["FusedBatchNorm", "Relu6"], num_args=4, epsilon=1e-3),
        _rand(rng, 1, 6, 6, 3), _rand(rng, 3, 3, 3, 4), _rand(rng, 4), _rand(rng, 4), _rand(rng, 4),
        np.abs(_rand(rng, 4)) + 0.5)
    add("matmul", "tf.MatMul", {}, _rand(rng, 3, 7), _rand(rng, 7, 5))
    for ta in (False, True):
        for tb in (False, True):
            a = _rand(rng, 7, 3) if ta else _rand(rng, 3, 7)
            b = _rand(rng, 5, 7) if tb else _rand(rng, 7, 5)
            add(f"matmul-ta{int(ta)}-tb{int(tb)}", "tf.MatMul", {"transpose_a": ta, "transpose_b": tb}, a, b)
    add("bmm-broadcast", "tf.BatchMatMulV2", {}, _rand(rng, 2, 1, 3, 4), _rand(rng, 3, 4, 5))
    add("bmm-adj", "tf.BatchMatMulV2", {"adj_x": True, "adj_y": True}, _rand(rng, 2, 4, 3), _rand(rng, 2, 5, 4))
    add("bmm-rank2-vs-4", "tf.BatchMatMulV2", {}, _rand(rng, 3, 4), _rand(rng, 2, 3, 4, 6))
    for act in ("Relu", "Relu6", "Elu", "Tanh", "Sigmoid", "GeluApproximate"):
        add(f"fusedmatmul-{act}", "tf._FusedMatMul", {"fused_ops": ["BiasAdd", act], "num_args": 1},
            _rand(rng, 2, 9), _rand(rng, 9, 4), _rand(rng, 4))
    add("fusedmatmul-residual", "tf._FusedMatMul",
        {"fused_ops": ["BiasAdd", "Add"], "num_args": 2, "transpose_b": True},
        _rand(rng, 2, 9), _rand(rng, 4, 9), _rand(rng, 4), _rand(rng, 2, 4))
    add("maxpool-same", "tf.MaxPool", {"ksize": [1, 3, 3, 1], "strides": [1, 2, 2, 1], "padding": "SAME"},
        _rand(rng, 1, 9, 8, 4))
    add("maxpool-valid", "tf.MaxPool", {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"},
        _rand(rng, 2, 8, 8, 3))
    add("avgpool-same", "tf.AvgPool", {"ksize": [1, 3, 3, 1], "strides": [1, 2, 2, 1], "padding": "SAME"},
        _rand(rng, 1, 7, 9, 5))
    add("avgpool-explicit-window", "tf.AvgPool", {"ksize": [1, 2, 3, 1], "strides": [1, 1, 2, 1], "padding": "VALID"},
        _rand(rng, 2, 6, 9, 3))
    for shape, eps in (((1, 65, 192), 1e-6), ((5, 24), 1e-3), ((9,), 0.5), ((2, 3, 4, 16), 1e-5)):
        add(f"layernorm-{'x'.join(map(str, shape))}", "tf._MklLayerNorm", {"epsilon": eps},
            _rand(rng, *shape) + 3, _rand(rng, shape[-1]), _rand(rng, shape[-1]))
    return cases


CASES = _conv_cases()


def _weight_count(op, attrs, n):
    """How many leading operands after the input are constants in a model."""
    if op.startswith("tf.BatchMatMul") or op in ("tf.MaxPool", "tf.AvgPool"):
        return 0
    if op == "tf._FusedConv2D" and attrs["fused_ops"][0] == "FusedBatchNorm":
        return 5
    if op == "tf._MklLayerNorm":
        return 2
    if op.startswith("tf._Fused"):
        return 2
    return 1


def _check_close(got, want, what):
    assert isinstance(got, np.ndarray) and got.dtype == want.dtype and got.shape == want.shape, what
    scale = max(1.0, float(np.abs(want).max())) if want.size else 1.0
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=2e-5 * scale, err_msg=what)


def _native_ran(kernel):
    return any(e is not native_nn._UNSUPPORTED for e in kernel.prims.values())


@pytest.mark.parametrize("op, attrs, inputs", CASES)
@pytest.mark.parametrize("weights", ["frozen", "plain"])
def test_native_matches_numpy(op, attrs, inputs, weights):
    attrs = types.MappingProxyType(attrs)
    entry_n, entry_np = NATIVE.lookup(op), NUMPY.lookup(op)
    md = entry_np.metadata_fn(attrs, *(TensorMetadata.of(x) for x in inputs))
    want = entry_np.dispatch_fn(attrs, *inputs)
    nw = _weight_count(op, attrs, len(inputs))
    if weights == "frozen":
        inputs = [x if not 1 <= i <= nw else _frozen(x) for i, x in enumerate(inputs)]
    before = [x.copy() for x in inputs]
    kernel = entry_n.specialize_fn(attrs, len(inputs))
    for _ in range(2):  # the second call takes the prepared primitive
        got = kernel(attrs, *inputs)
        _check_close(got, want, f"{op} bound")
        assert (got.shape, got.dtype) == (md.shape, md.dtype)
        assert got.flags.writeable and got.flags.c_contiguous
        assert not any(np.shares_memory(got, x) for x in inputs)
    assert _native_ran(kernel), "the native path did not run"
    if weights == "frozen" and nw:
        prepared = [e for e in kernel.prims.values() if isinstance(e, native_nn._Prim)]
        assert len(prepared) == 1 and prepared[0].refs, "constant weights were not prepared once"
    _check_close(entry_n.dispatch_fn(attrs, *inputs), want, f"{op} eager")
    for x, y in zip(inputs, before):
        assert x.tobytes() == y.tobytes(), "the op wrote into its input"


def test_new_weights_are_not_served_stale_results():
    """A new frozen weight array (another model, or a reused address) gets its own primitive."""
    rng = np.random.default_rng(1)
    attrs = {"strides": [1, 1, 1, 1], "padding": "SAME"}
    x = _rand(rng, 1, 5, 5, 3)
    kernel = NATIVE.lookup("tf.Conv2D").specialize_fn(attrs, 2)
    for _ in range(3):
        f = _frozen(_rand(rng, 3, 3, 3, 4))
        _check_close(kernel(attrs, x, f), NUMPY.lookup("tf.Conv2D").dispatch_fn(attrs, x, f), "new weights")
        del f


@pytest.mark.parametrize("shape,size", [((2, 5, 7, 3), (10, 14)), ((1, 4, 4, 2), (7, 3)),
                                        ((1, 3, 5, 1), (3, 5)), ((2, 8, 8, 4), (5, 6)), ((1, 1, 1, 3), (4, 2))])
@pytest.mark.parametrize("flags", [(False, True), (False, False), (True, False)])
def test_resize_bilinear(shape, size, flags):
    """Half-pixel bilinear resizing runs on oneDNN's linear resampling (TF's coordinates, edge
    clamping); align_corners and the legacy corners mode stay numpy's."""
    align, half = flags
    attrs = {"align_corners": align, "half_pixel_centers": half}
    x, size = _rand(np.random.default_rng(3), *shape), np.array(size, np.int32)
    kernel = NATIVE.lookup("tf.ResizeBilinear").specialize_fn(attrs, 2)
    want = NUMPY.lookup("tf.ResizeBilinear").dispatch_fn(attrs, x, size)
    for _ in range(2):
        _check_close(kernel(attrs, x, size), want, f"resize {flags}")
    assert _native_ran(kernel) == (half and not align)


def test_a_repeated_call_takes_the_memo_and_stays_right():
    """A convolution called again with the same constant weights goes straight to its
    primitive (the kernel's memo); new inputs, a new residual, a non-contiguous input or a
    new thread count still give numpy's results."""
    rng = np.random.default_rng(2)
    attrs = {"strides": [1, 1, 1, 1], "padding": "SAME", "fused_ops": ["BiasAdd", "Add", "Relu"], "num_args": 2}
    f, b = _frozen(_rand(rng, 3, 3, 4, 4)), _frozen(_rand(rng, 4))
    kernel = NATIVE.lookup("tf._FusedConv2D").specialize_fn(attrs, 4)
    want = NUMPY.lookup("tf._FusedConv2D").dispatch_fn
    for i in range(4):
        x, res = _rand(rng, 1, 6, 6, 4), _rand(rng, 1, 6, 6, 4)
        if i == 2:
            x = np.asfortranarray(x)
            res = res[:, ::-1]  # a strided view: not what the primitive takes
        if i == 3:
            native.set_num_threads(1)
        try:
            _check_close(kernel(attrs, x, f, b, res), want(attrs, x, f, b, res), f"call {i}")
        finally:
            native.set_num_threads(native.default_num_threads())
        assert kernel.memo is not None and kernel.memo[1] is f


@pytest.mark.parametrize("x_shape, strides", [((1, 5, 5, 40), 1), ((1, 4, 4, 24), 2), ((2, 3, 4, 16), 1),
                                              ((1, 7, 7, 16), 1)])
def test_few_pixel_1x1_convolutions(x_shape, strides):
    """A 1x1 convolution with at most 36 output pixels runs on oneDNN's jit_1x1 kernel, of the
    ISA oneDNN picked first (faster than brgemm's at streaming weights), with its bias,
    residual and activation; from 37 pixels on, oneDNN's first choice. Numpy's results."""
    rng = np.random.default_rng(8)
    o = 48
    attrs = {"strides": [1, strides, strides, 1], "padding": "VALID", "fused_ops": ["BiasAdd", "Add", "Relu6"],
             "num_args": 2}
    n, h, w, c = x_shape
    pixels = n * -(-h // strides) * -(-w // strides)
    x, f, b = _rand(rng, *x_shape), _frozen(_rand(rng, 1, 1, c, o)), _frozen(_rand(rng, o))
    res = _rand(rng, n, -(-h // strides), -(-w // strides), o)
    kernel = NATIVE.lookup("tf._FusedConv2D").specialize_fn(attrs, 4)
    for _ in range(2):
        _check_close(kernel(attrs, x, f, b, res),
                     NUMPY.lookup("tf._FusedConv2D").dispatch_fn(attrs, x, f, b, res), str(x_shape))
    (prim,) = [e for e in kernel.prims.values() if isinstance(e, native_nn._Prim)]
    impl = prim.prim.impl
    first = native.dnnl.Conv(list(x_shape), [1, 1, c, o], 1, [strides] * 2, [1, 1], [0, 0], [0, 0], True,
                             list(res.shape), "Relu6", 0.0, False).impl  # plain weights: no jit_1x1
    if pixels <= 36 and first.startswith("brgconv_1x1:"):
        assert impl == "jit_1x1:" + first.split(":", 1)[1], impl
    elif pixels > 36:
        assert not impl.startswith("jit_1x1:"), impl


@pytest.mark.parametrize("shape", [(1, 65, 192), (32, 128, 256), (3,), (2, 1, 3, 40), (4, 1)])
def test_layer_norm_on_onednn(shape):
    """tf._MklLayerNorm on oneDNN's layer normalization: numpy's results within 5e-5 with
    constant and with plain scale/offset, bound and eager; a repeated call with the same
    constants takes the kernel's memo, a new shape or thread count its own primitive."""
    rng = np.random.default_rng(6)
    c = shape[-1]
    attrs = {"epsilon": 1e-3}
    x, scale, offset = _rand(rng, *shape) * 2 + 1, _rand(rng, c), _rand(rng, c)
    want_fn = NUMPY.lookup("tf._MklLayerNorm").dispatch_fn
    want = want_fn(attrs, x, scale, offset)
    for s, o in ((scale, offset), (_frozen(scale), _frozen(offset))):
        kernel = NATIVE.lookup("tf._MklLayerNorm").specialize_fn(attrs, 3)
        for _ in range(3):
            got = kernel(attrs, x, s, o)
            assert got.shape == shape and got.dtype == np.float32 and got.flags.c_contiguous
            np.testing.assert_allclose(got, want, rtol=5e-5, atol=5e-5)
        assert _native_ran(kernel)
        assert (kernel.memo is not None) == (s is not scale)
    np.testing.assert_allclose(NATIVE.lookup("tf._MklLayerNorm").dispatch_fn(attrs, x, scale, offset), want,
                               rtol=5e-5, atol=5e-5)
    # The memo's kernel, on another input shape, another thread count, a strided input.
    x2 = _rand(rng, 2, *shape)
    strided = np.asfortranarray(x) if x.ndim > 1 else x[::-1]
    for i, xi in enumerate((x2, x, strided)):
        if i == 1:
            native.set_num_threads(1)
        try:
            np.testing.assert_allclose(kernel(attrs, xi, s, o), want_fn(attrs, xi, scale, offset),
                                       rtol=5e-5, atol=5e-5, err_msg=f"call {i}")
        finally:
            native.set_num_threads(native.default_num_threads())


@pytest.mark.parametrize("dtype", [np.float16, "bfloat16"])
def test_layer_norm_half_types_and_empty_fall_back(dtype):
    import ml_dtypes
    dtype = np.dtype(ml_dtypes.bfloat16 if dtype == "bfloat16" else dtype)
    rng = np.random.default_rng(7)
    attrs = {}
    x, scale, offset = (_rand(rng, *s).astype(dtype) for s in ((4, 3, 16), (16,), (16,)))
    kernel = NATIVE.lookup("tf._MklLayerNorm").specialize_fn(attrs, 3)
    got = kernel(attrs, x, _frozen(scale), _frozen(offset))
    assert got.dtype == dtype
    np.testing.assert_array_equal(got, NUMPY.lookup("tf._MklLayerNorm").dispatch_fn(attrs, x, scale, offset))
    assert not kernel.prims
    for shape in ((0, 8), (3, 0), (2, 0, 5)):
        x = np.zeros(shape, np.float32)
        got = kernel(attrs, x, np.ones(shape[-1], np.float32), np.zeros(shape[-1], np.float32))
        assert got.shape == shape and got.dtype == np.float32
    assert not _native_ran(kernel)


def test_layer_norm_onednn_failure_is_the_ops_error(monkeypatch):
    rng = np.random.default_rng(8)
    x, scale, offset = _rand(rng, 2, 8), _frozen(_rand(rng, 8)), _frozen(_rand(rng, 8))
    kernel = NATIVE.lookup("tf._MklLayerNorm").specialize_fn({}, 3)
    kernel({}, x, scale, offset)

    class Failing:
        def __call__(self, *args):
            raise RuntimeError("oneDNN: could not execute a primitive")
    kernel.memo = kernel.memo[:3] + (Failing(),) + kernel.memo[4:]
    with pytest.raises(OpError, match=r"^tf._MklLayerNorm: oneDNN: could not execute"):
        kernel({}, x, scale, offset)


@pytest.mark.parametrize("dtype", [np.float64, np.float16])
def test_other_dtypes_fall_back_to_numpy(dtype):
    rng = np.random.default_rng(2)
    attrs = {"strides": [1, 1, 1, 1], "padding": "SAME"}
    x, f = _rand(rng, 1, 5, 5, 2, dtype=dtype), _rand(rng, 3, 3, 2, 3, dtype=dtype)
    kernel = NATIVE.lookup("tf.Conv2D").specialize_fn(attrs, 2)
    got = kernel(attrs, x, f)
    assert got.dtype == dtype
    np.testing.assert_array_equal(got, NUMPY.lookup("tf.Conv2D").dispatch_fn(attrs, x, f))
    assert not kernel.prims


def test_empty_tensors_fall_back_to_numpy():
    attrs = {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"}
    x = np.zeros((0, 4, 4, 3), np.float32)
    got = NATIVE.lookup("tf.MaxPool").specialize_fn(attrs, 1)(attrs, x)
    assert got.shape == (0, 2, 2, 3)


def test_onednn_failure_is_the_ops_error(monkeypatch):
    """A oneDNN error while running (RuntimeError from the extension) is an OpError naming the op."""
    rng = np.random.default_rng(3)
    attrs = {"strides": [1, 1, 1, 1], "padding": "SAME"}
    x, f = _rand(rng, 1, 4, 4, 2), _rand(rng, 3, 3, 2, 2)
    kernel = NATIVE.lookup("tf.Conv2D").specialize_fn(attrs, 2)
    kernel(attrs, x, f)

    class Failing:
        def __call__(self, *args):
            raise RuntimeError("oneDNN: could not execute a primitive")
    for e in kernel.prims.values():
        monkeypatch.setattr(e, "prim", Failing())
    with pytest.raises(OpError, match=r"^tf.Conv2D: oneDNN: could not execute"):
        kernel(attrs, x, f)


def test_one_kernel_on_many_threads():
    """A bound kernel runs on several threads at once (per-thread scratchpad and stream)."""
    rng = np.random.default_rng(4)
    attrs = {"strides": [1, 1, 1, 1], "padding": "SAME", "fused_ops": ["BiasAdd", "Relu"], "num_args": 1}
    f, b = _frozen(_rand(rng, 3, 3, 8, 16)), _frozen(_rand(rng, 16))
    xs = [_rand(rng, 1, 16, 16, 8) for _ in range(4)]
    want = [NUMPY.lookup("tf._FusedConv2D").dispatch_fn(attrs, x, f, b) for x in xs]
    kernel = NATIVE.lookup("tf._FusedConv2D").specialize_fn(attrs, 3)
    errors = []

    def work(i):
        try:
            for _ in range(20):
                _check_close(kernel(attrs, xs[i], f, b), want[i], f"thread {i}")
        except Exception as e:  # noqa: BLE001
            errors.append(e)
    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]


def test_conformance_fixtures_through_the_native_path():
    """test/data/op_cases/nn.* (TF's outputs) for the native ops, bound with frozen weights."""
    import test_op_conformance as conf

    ran = 0
    for case in conf._load("nn"):
        if case.op not in native_nn.NATIVE_OPS or case.error is not None:
            continue
        attrs = types.MappingProxyType(case.attrs)
        inputs = [_frozen(x) if i else x for i, x in enumerate(case.inputs)]
        kernel = NATIVE.lookup(case.op).specialize_fn(attrs, len(inputs))
        conf.assert_matches(kernel(attrs, *inputs), case.outputs[0], case.id)
        ran += _native_ran(kernel)
    assert ran >= 30, f"only {ran} fixture cases took the native path"  # the float32 ones


def test_threads_default_and_env(monkeypatch):
    monkeypatch.setenv("TFRT_NUM_THREADS", "3")
    assert native.default_num_threads() == 3
    monkeypatch.delenv("TFRT_NUM_THREADS")
    assert native.default_num_threads() == len(os.sched_getaffinity(0))
    old = native.num_threads()
    try:
        native.set_num_threads(1)
        assert native.num_threads() == 1
    finally:
        native.set_num_threads(old)


def _python(code, **env):
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, **env), cwd=REPO)


def test_tfrt_native_0_runs_the_numpy_kernels():
    r = _python("from tfrt.runtime import native\n"
                "from tfrt.runtime.cpu_ops import default_cpu_op_registry, nn_ops\n"
                "print(native.available(), native.reason())\n"
                "print(default_cpu_op_registry().lookup('tf.Conv2D').dispatch_fn is nn_ops._conv2d_fn)\n",
                TFRT_NATIVE="0")
    assert r.returncode == 0, r.stderr
    assert r.stdout.split("\n")[:2] == ["False disabled by TFRT_NATIVE=0", "True"]


def test_threads_from_the_environment_in_a_new_process():
    r = _python("from tfrt.runtime import native; print(native.num_threads())", TFRT_NUM_THREADS="1")
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "1"


@pytest.mark.parametrize("model", ["cnn", "mlp"])
def test_models_native_and_numpy_agree(model):
    """The shared models compiled and run on each path give TF's outputs."""
    code = ("import sys, numpy as np, tfrt\n"
            f"exe = tfrt.compile('{MODELS / model / 'fn_std.mlir'}')\n"
            f"x = np.load('{MODELS / model / 'input_0_x.npy'}')\n"
            "y = exe(x)\n"
            "y = y[0] if isinstance(y, (list, tuple)) else y\n"
            f"np.save(sys.argv[1], np.asarray(y))\n")
    outs = {}
    for flag in ("1", "0"):
        path = f"/tmp/tfrt_native_{model}_{flag}_{os.getpid()}.npy"
        r = subprocess.run([sys.executable, "-c", code, path], capture_output=True, text=True, timeout=300,
                           env=dict(os.environ, TFRT_NATIVE=flag), cwd=REPO)
        assert r.returncode == 0, r.stderr
        outs[flag] = np.load(path)
        os.unlink(path)
    want = np.load(MODELS / model / "output_0_0.npy")
    for flag, y in outs.items():
        np.testing.assert_allclose(y, want, rtol=1e-4, atol=1e-5, err_msg=f"TFRT_NATIVE={flag}")


def test_extension_loads_on_first_use_only():
    """Building the registry (a compiler, a tool) does not load libdnnl.so; the first conv does."""
    r = _python("import sys, numpy as np\n"
                "from tfrt.runtime.cpu_ops import default_cpu_op_registry\n"
                "reg = default_cpu_op_registry()\n"
                "print('tfrt._tfrt_dnnl' in sys.modules)\n"
                "x = np.ones((1, 4, 4, 2), np.float32); f = np.ones((3, 3, 2, 2), np.float32)\n"
                "y = reg.lookup('tf.Conv2D').dispatch_fn({'strides': [1, 1, 1, 1], 'padding': 'SAME'}, x, f)\n"
                "print('tfrt._tfrt_dnnl' in sys.modules, float(y[0, 1, 1, 0]))\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.split("\n")[:2] == ["False", "True 18.0"]


# Conv2DBackpropInput (Keras's Conv2DTranspose) on oneDNN's deconvolution.
DECONV_CASES = [((2, 8, 8, 3), 3, 2, "SAME", 4), ((1, 7, 9, 5), 3, 2, "SAME", 2), ((1, 7, 7, 4), 3, 2, "VALID", 3),
                ((2, 6, 6, 2), 2, 1, "VALID", 5), ((1, 9, 9, 3), 5, 3, "SAME", 2), ((1, 8, 8, 2), 3, 1, "SAME", 3)]


@pytest.mark.parametrize("x_shape, k, s, padding, o", DECONV_CASES)
@pytest.mark.parametrize("constant", [False, True])
def test_transposed_convolution(x_shape, k, s, padding, o, constant):
    from tfrt.runtime.cpu_ops import nn_ops

    rng = np.random.default_rng(sum(x_shape) + k)
    attrs = {"strides": [1, s, s, 1], "padding": padding}
    win = nn_ops._window("tf.Conv2DBackpropInput", attrs, x_shape, k, k)
    dy = _rand(rng, *win.out_shape(x_shape[0], o))
    f = _rand(rng, k, k, x_shape[3], o)
    sizes = np.array(x_shape, np.int32)
    kernel = NATIVE.lookup("tf.Conv2DBackpropInput").specialize_fn(attrs, 3)
    got = kernel(attrs, sizes, _frozen(f) if constant else f, dy)
    _check_close(got, NUMPY.lookup("tf.Conv2DBackpropInput").dispatch_fn(attrs, sizes, f, dy), "deconv")
    assert _native_ran(kernel)
    assert got.shape == x_shape


def test_transposed_convolution_falls_back_and_reports():
    """Other dtypes run on numpy; bad shapes are numpy's kernel's errors, unchanged."""
    attrs = {"strides": [1, 2, 2, 1], "padding": "SAME"}
    rng = np.random.default_rng(3)
    kernel = NATIVE.lookup("tf.Conv2DBackpropInput").specialize_fn(attrs, 3)
    sizes = np.array([1, 8, 8, 3], np.int32)
    f, dy = _rand(rng, 3, 3, 3, 4).astype(np.float64), _rand(rng, 1, 4, 4, 4).astype(np.float64)
    np.testing.assert_allclose(kernel(attrs, sizes, f, dy),
                               NUMPY.lookup("tf.Conv2DBackpropInput").dispatch_fn(attrs, sizes, f, dy))
    assert not _native_ran(kernel)
    with pytest.raises(OpError, match="out_backprop has shape"):
        kernel(attrs, sizes, _rand(rng, 3, 3, 3, 4), _rand(rng, 1, 5, 4, 4))


def test_large_results_reuse_freed_buffers():
    """A result of 1 MiB or more gets the buffer of a dead result of its size (no fresh pages
    to fault in); a live result's buffer is never handed out."""
    d = native.dnnl
    x = np.ones((1, 64, 64, 32), np.float32)
    p = d.Resample([1, 64, 64, 32], 128, 128)   # a 2 MiB result
    a = p(x)
    where = a.__array_interface__["data"][0]
    b = p(x)
    assert b.__array_interface__["data"][0] != where
    np.testing.assert_array_equal(a, b)
    del a
    c = p(x)
    assert c.__array_interface__["data"][0] == where
    np.testing.assert_array_equal(c, b)
    assert c.flags.c_contiguous and c.__array_interface__["data"][0] % 64 == 0


@pytest.mark.parametrize("op", ["tf.Softmax", "tf.LogSoftmax"])
@pytest.mark.parametrize("shape", [(1, 4, 128, 128), (32, 1000), (1, 2), (7,), (3, 5, 1)])
def test_softmax_on_onednn(op, shape):
    """Softmax and LogSoftmax over the last axis on oneDNN: numpy's results (Softmax within
    2e-6; LogSoftmax within 1e-5, oneDNN's log being a few ulps off), bound and eager, large
    logits too; a primitive per shape."""
    tol = 2e-6 if op == "tf.Softmax" else 1e-5
    rng = np.random.default_rng(7)
    x = _rand(rng, *shape) * 8
    x.reshape(-1)[::5] += 60  # far apart: the max is subtracted first
    want = NUMPY.lookup(op).dispatch_fn({}, x)
    kernel = NATIVE.lookup(op).specialize_fn({}, 1)
    for _ in range(2):
        got = kernel({}, x)
        assert got.shape == shape and got.dtype == np.float32
        np.testing.assert_allclose(got, want, rtol=tol, atol=tol)
    assert _native_ran(kernel)
    np.testing.assert_allclose(NATIVE.lookup(op).dispatch_fn({}, np.asfortranarray(x)), want, rtol=tol, atol=tol)


@pytest.mark.parametrize("op", ["tf.Softmax", "tf.LogSoftmax"])
def test_softmax_rows_with_nan_or_inf_are_numpys(op):
    """A NaN or +inf logit makes its whole row NaN (numpy's and TF's rule; oneDNN's kernel would
    keep the other entries): such a call is numpy's. -inf logits are ordinary."""
    x = np.array([[np.nan, 1, 2], [np.inf, 1, 2], [-np.inf, 1, 2], [0, 1, 2]], np.float32)
    kernel = NATIVE.lookup(op).specialize_fn({}, 1)
    with np.errstate(all="ignore"):
        want = NUMPY.lookup(op).dispatch_fn({}, x)
        np.testing.assert_array_equal(kernel({}, x), want)
        np.testing.assert_allclose(kernel({}, x[2:]), want[2:], rtol=1e-5)
    for dtype in (np.float64, np.float16):
        np.testing.assert_array_equal(kernel({}, x[3:].astype(dtype)), NUMPY.lookup(op).dispatch_fn({}, x[3:].astype(dtype)))


@pytest.mark.parametrize("eq, sa, sb, native_ran", [
    ("BTNH,BSNH->BNTS", (1, 65, 3, 64), (1, 65, 3, 64), True),     # Keras attention scores
    ("BNTS,BSNH->BTNH", (2, 3, 65, 65), (2, 65, 3, 64), True),     # and their values
    ("abc,cde->abde", (2, 9, 48), (48, 3, 16), True),              # its query projection
    ("abcd,cde->abe", (2, 9, 3, 16), (3, 16, 48), True),           # its output projection
    ("ij,jk->ik", (3, 4), (4, 5), True),
    ("i,i->", (7,), (7,), True),
    ("ij,j->i", (3, 4), (4,), True),
    ("bij,bkj->bik", (2, 3, 4), (2, 5, 4), True),
    # b's labels before a's in the result: the transposed product (b's rows times a's
    # columns), not oneDNN's reference kernel on a column-major result (that one is numpy's)
    ("ij,kj->ki", (5, 4), (3, 4), True),
    ("bkhd,bqhd->bhqk", (1, 7, 2, 8), (1, 5, 2, 8), True),        # tf_keras-style attention
    ("aecd,abcd->acbe", (1, 6, 3, 8), (1, 5, 3, 8), True),        # attention_axes on 4-D input
    ("abcde,abfde->abdfc", (1, 2, 3, 4, 5), (1, 2, 6, 4, 5), True),  # MobileViT
    ("abc,dbe->adce", (2, 3, 4), (5, 3, 6), False),                # rows not consecutive in the result
    ("ij,jk->i", (3, 4), (4, 5), False),                           # k summed out of one operand
    ("ii,ij->j", (3, 3), (3, 5), False),                           # a repeated label
    ("...ij,...jk->...ik", (2, 3, 4), (2, 4, 5), False),           # an ellipsis
])
def test_einsum_on_strided_views(eq, sa, sb, native_ran):
    """Einsum as one oneDNN matmul over strided views, results as numpy's; the equations it
    does not take are numpy's."""
    rng = np.random.default_rng(8)
    a, b = _rand(rng, *sa), _rand(rng, *sb)
    attrs = {"equation": eq}
    want = NUMPY.lookup("tf.Einsum").dispatch_fn(attrs, a, b)
    kernel = NATIVE.lookup("tf.Einsum").specialize_fn(attrs, 2)
    got = kernel(attrs, a, b)
    assert got.shape == want.shape and got.dtype == np.float32
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    assert _native_ran(kernel) == native_ran
    np.testing.assert_allclose(kernel(attrs, np.asfortranarray(a), b), want, rtol=1e-5, atol=1e-5)


def test_reference_implementations_are_left_to_numpy(monkeypatch):
    """A convolution or matmul for which oneDNN offers only its reference loops ("ref:...")
    runs on numpy's kernel; an RNN keeps oneDNN's (its GRU is the "ref" RNN, on packed gemm)."""
    rng = np.random.default_rng(4)
    attrs = {"strides": [1, 1, 1, 1], "padding": "SAME"}
    x, f = _rand(rng, 1, 5, 5, 3), _frozen(_rand(rng, 3, 3, 3, 4))

    class Ref:
        impl = "ref:any"

        def prepare(self, *_):
            raise AssertionError("a reference primitive must not be prepared")

    monkeypatch.setattr(native_nn._ConvKernel, "_build", lambda self, *a: Ref())
    kernel = NATIVE.lookup("tf.Conv2D").specialize_fn(attrs, 2)
    _check_close(kernel(attrs, x, f), NUMPY.lookup("tf.Conv2D").dispatch_fn(attrs, x, f), "ref conv")
    assert not _native_ran(kernel)
    assert native_nn._ConvKernel.slow_ref and not native_nn._RnnKernel.slow_ref


def test_einsum_errors_and_other_dtypes_are_numpys():
    kernel = NATIVE.lookup("tf.Einsum").specialize_fn({"equation": "ij,jk->ik"}, 2)
    with pytest.raises(OpError, match="Expected dimension 4"):
        kernel({"equation": "ij,jk->ik"}, np.ones((3, 4), np.float32), np.ones((5, 2), np.float32))
    a = np.arange(12, dtype=np.int32).reshape(3, 4)
    np.testing.assert_array_equal(kernel({"equation": "ij,jk->ik"}, a, a.T.copy()), a @ a.T)
    assert not _native_ran(kernel)


@pytest.mark.parametrize("seed", range(200))
def test_einsum_random_equations_match_numpy(seed):
    """Random two-operand equations: batch, row, column and contracted labels (0-2 of each,
    sizes 0 to 4), each operand's and the result's labels in group order or shuffled, now and
    then a label summed out of one operand or missing from the result: the native kernel where
    it takes them, numpy's kernel's results every time, and its errors where it raises."""
    rng = np.random.default_rng(seed)
    names = iter(rng.permutation(list("abcdefghijkl")))
    groups = {g: [next(names) for _ in range(rng.integers(0, 3))] for g in "BLKR"}
    sizes = {c: int(rng.choice([0, 1, 2, 3, 4], p=[0.04, 0.2, 0.26, 0.26, 0.24])) for c in "abcdefghijkl"}

    def term(*gs):
        labels = [c for g in gs for c in groups[g]]
        return "".join(rng.permutation(labels)) if rng.random() < 0.3 else "".join(labels)
    ta, tb, out = term("B", "L", "K"), term("B", "K", "R"), term("B", "L", "R")
    if rng.random() < 0.15:
        ta += next(names)  # summed out of a alone
    if rng.random() < 0.1 and out:
        out = out[1:]      # a batch/row/column label summed away
    if not ta or not tb:
        ta, tb = ta or "x", tb or "y"
    eq = f"{ta},{tb}->{out}"
    a = _rand(rng, *[sizes.get(c, 2) for c in ta])
    b = _rand(rng, *[sizes.get(c, 2) for c in tb])
    attrs = {"equation": eq}
    kernel = NATIVE.lookup("tf.Einsum").specialize_fn(attrs, 2)
    try:
        want = NUMPY.lookup("tf.Einsum").dispatch_fn(attrs, a, b)
    except OpError as e:
        with pytest.raises(OpError, match=re.escape(str(e).split(": ", 1)[-1][:40])):
            kernel(attrs, a, b)
        return
    got = kernel(attrs, a, b)
    assert got.shape == want.shape and got.dtype == want.dtype, eq
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5, err_msg=eq)
