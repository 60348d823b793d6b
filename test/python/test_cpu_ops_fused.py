"""The fused contractions tf-fuse-kernels makes (docs/dialects/tf.md, docs/native.md):
`_FusedDepthwiseConv2dNative`, and the activations `_MklSwish`, `GeluExact`,
`GeluApproximate`, `LeakyRelu`, ... after `_FusedConv2D` / `_FusedMatMul`.

The reference is the unfused program run op by op through the same registry's kernels
(DepthwiseConv2dNative, BiasAdd, AddV2, Sigmoid, Erf, ..., each checked against TensorFlow by
the conformance fixtures). Every case runs on the numpy kernels and, when the extension is
built, on the native ones (bound with constant weights: the primitive must have run); the
whole file also runs under TFRT_NATIVE=0. The last tests compile Keras models with these
activations and compare with keras `model(x)`.
"""

from __future__ import annotations

import math
import os
import types

import numpy as np
import pytest

from tfrt.runtime import native
from tfrt.runtime.cpu_ops import CpuOpRegistry, OpError, native_nn, register_tf_ops
from tfrt.runtime.tensor import TensorMetadata

NUMPY = register_tf_ops(CpuOpRegistry(), native=False)
NATIVE = register_tf_ops(CpuOpRegistry(), native=True) if native.available() else None
PATHS = ["numpy"] + (["native"] if NATIVE is not None else [])
ACTIVATIONS = ["", "Relu", "Relu6", "Elu", "LeakyRelu", "Tanh", "Sigmoid", "GeluExact",
               "GeluApproximate", "_MklSwish", "HardSwish"]


def run(op, attrs, *inputs):
    return NUMPY.lookup(op).dispatch_fn(types.MappingProxyType(attrs), *inputs)


def activation(name, y, alpha=0.2):
    """`name` applied to y with the registry's own element-wise ops (TF's program)."""
    c = lambda v: np.asarray(v, y.dtype)  # noqa: E731
    if not name:
        return y
    if name == "LeakyRelu":
        return run("tf.LeakyRelu", {"alpha": alpha}, y)
    if name == "_MklSwish":
        return run("tf.Mul", {}, y, run("tf.Sigmoid", {}, y))
    if name == "HardSwish":  # Keras 3's hard_swish
        return run("tf.Mul", {}, y, run("tf.Mul", {}, run("tf.Relu6", {}, run("tf.AddV2", {}, y, c(3))), c(1 / 6)))
    if name == "GeluExact":
        erf = run("tf.Erf", {}, run("tf.Mul", {}, y, c(1 / math.sqrt(2))))
        return run("tf.Mul", {}, run("tf.Mul", {}, y, c(0.5)), run("tf.AddV2", {}, erf, c(1)))
    if name == "GeluApproximate":
        cube = run("tf.Mul", {}, run("tf.Pow", {}, y, c(3)), c(0.044715))
        inner = run("tf.Mul", {}, run("tf.AddV2", {}, y, cube), c(math.sqrt(2 / math.pi)))
        return run("tf.Mul", {}, run("tf.Mul", {}, y, c(0.5)),
                   run("tf.AddV2", {}, run("tf.Tanh", {}, inner), c(1)))
    return run(f"tf.{name}", {}, y)


def frozen(a):
    """`a` as a BEF constant is: a read-only view of read-only bytes."""
    return np.frombuffer(a.tobytes(), a.dtype).reshape(a.shape)


def fused(path, op, attrs, x, w, *args, native_runs=True):
    """The fused op on `path`, bound as a BEF kernel is (constant weight and bias); on the
    native path a primitive must have run (`native_runs`) or not. The metadata function's
    shape and dtype hold."""
    attrs = types.MappingProxyType(attrs)
    registry = NATIVE if path == "native" else NUMPY
    entry = registry.lookup(op)
    md = entry.metadata_fn(attrs, *(TensorMetadata.of(a) for a in (x, w) + args))
    w, args = frozen(w), (frozen(args[0]),) + args[1:]
    kernel = entry.specialize_fn(attrs, 2 + len(args)) if entry.specialize_fn else entry.dispatch_fn
    y = kernel(attrs, x, w, *args)
    assert (y.shape, y.dtype) == (md.shape, md.dtype)
    if path == "native" and x.dtype == np.float32:
        ran = any(e is not native_nn._UNSUPPORTED for e in kernel.prims.values())
        assert ran == native_runs, "native ran" if ran else "native did not run"
    return y


def close(got, want, rtol=2e-5):
    scale = max(1.0, float(np.abs(want).max()))
    np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol * scale)


@pytest.fixture(autouse=True)
def _small_matmuls_native(monkeypatch):
    """The cases are small: matmuls below the size threshold would stay on numpy. Products
    of 512 columns stay OpenBLAS's (AVX2's rule), for the BLAS product + oneDNN epilogue."""
    monkeypatch.setattr(native_nn, "_blas_limits", (0, 512, False))


rng = np.random.default_rng(7)


def rand(*shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


# ----------------------------------------------------------------------------------------------
# _FusedDepthwiseConv2dNative

DW_GEOMETRIES = {
    "3x3-same": ({"strides": [1, 1, 1, 1], "padding": "SAME"}, (1, 9, 8, 6), (3, 3, 6, 1)),
    "3x3-s2-valid-m2": ({"strides": [1, 2, 2, 1], "padding": "VALID"}, (2, 9, 9, 3), (3, 3, 3, 2)),
    "5x5-explicit": ({"strides": [1, 1, 1, 1], "padding": "EXPLICIT",
                      "explicit_paddings": [0, 0, 2, 1, 1, 2, 0, 0]}, (1, 7, 6, 4), (5, 5, 4, 1)),
    "nchw": ({"strides": [1, 1, 1, 1], "padding": "SAME", "data_format": "NCHW"}, (1, 4, 6, 5), (3, 3, 4, 1)),
}


def depthwise_reference(attrs, x, f, b, act, alpha=0.2):
    y = run("tf.DepthwiseConv2dNative", attrs, x, f)
    y = run("tf.BiasAdd", {"data_format": attrs.get("data_format", "NHWC")}, y, b)
    return activation(act, y, alpha)


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("act", ACTIVATIONS)
def test_fused_depthwise_activations(path, act):
    base, xs, fs = DW_GEOMETRIES["3x3-same"]
    x, f, b = rand(*xs), rand(*fs), rand(fs[2] * fs[3])
    attrs = dict(base, fused_ops=["BiasAdd"] + ([act] if act else []), leakyrelu_alpha=0.3)
    close(fused(path, "tf._FusedDepthwiseConv2dNative", attrs, x, f, b),
          depthwise_reference(base, x, f, b, act, 0.3))


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("geometry", sorted(DW_GEOMETRIES))
def test_fused_depthwise_geometries(path, geometry):
    base, xs, fs = DW_GEOMETRIES[geometry]
    x, f, b = rand(*xs), rand(*fs), rand(fs[2] * fs[3])
    attrs = dict(base, fused_ops=["BiasAdd", "Relu6"])
    close(fused(path, "tf._FusedDepthwiseConv2dNative", attrs, x, f, b),
          depthwise_reference(base, x, f, b, "Relu6"))


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("dtype", [np.float64, np.float16])
def test_fused_depthwise_other_dtypes(path, dtype):
    """f64 and f16 run in numpy (f16 in float32, rounded once) on either path."""
    base, xs, fs = DW_GEOMETRIES["3x3-same"]
    x, f, b = rand(*xs, dtype=dtype), rand(*fs, dtype=dtype), rand(fs[2], dtype=dtype)
    attrs = dict(base, fused_ops=["BiasAdd", "Relu"])
    got = fused(path, "tf._FusedDepthwiseConv2dNative", attrs, x, f, b)
    want = depthwise_reference(base, x.astype(np.float32), f.astype(np.float32), b.astype(np.float32), "Relu")
    assert got.dtype == dtype
    close(got.astype(np.float32), want, rtol=1e-3 if dtype == np.float16 else 2e-5)


@pytest.mark.parametrize("attrs, args, message", [
    ({"fused_ops": ["BiasAdd", "Add"]}, 2, r"unsupported fused_ops \['BiasAdd', 'Add'\]"),
    ({"fused_ops": ["FusedBatchNorm"]}, 4, r"unsupported fused_ops \['FusedBatchNorm'\]"),
    ({"fused_ops": ["BiasAdd", "Softplus"]}, 1, r"unsupported fused_ops \['BiasAdd', 'Softplus'\]"),
    ({"fused_ops": []}, 1, "fused_ops must not be empty"),
    ({"fused_ops": ["BiasAdd"], "num_args": 2}, 1, "num_args is 2 but the op has 1 extra inputs"),
    ({"fused_ops": ["BiasAdd"]}, 0, r"expects 1 extra inputs \(num_args\), got 0"),
    ({"fused_ops": ["BiasAdd"], "dilations": [1, 2, 2, 1]}, 1, "does not support dilations"),
])
def test_fused_depthwise_errors(attrs, args, message):
    """The metadata function's errors, named after the op (the runtime reports them at the
    fused op's first location: the depthwise convolution's)."""
    x, f = rand(1, 6, 6, 4), rand(3, 3, 4, 1)
    extra = [rand(4) for _ in range(args)]
    attrs = dict({"strides": [1, 1, 1, 1], "padding": "SAME"}, **attrs)
    for registry in filter(None, (NUMPY, NATIVE)):
        entry = registry.lookup("tf._FusedDepthwiseConv2dNative")
        with pytest.raises(OpError, match=r"^tf\._FusedDepthwiseConv2dNative: .*" + message):
            entry.metadata_fn(attrs, *(TensorMetadata.of(a) for a in [x, f] + extra))


def test_fused_depthwise_bias_shape_error():
    x, f = rand(1, 6, 6, 4), rand(3, 3, 4, 2)
    attrs = {"strides": [1, 1, 1, 1], "padding": "SAME", "fused_ops": ["BiasAdd"]}
    entry = NUMPY.lookup("tf._FusedDepthwiseConv2dNative")
    with pytest.raises(OpError, match=r"bias must be 1-D of size 8, got shape \(4,\)"):
        entry.metadata_fn(attrs, *(TensorMetadata.of(a) for a in (x, f, rand(4))))


# ----------------------------------------------------------------------------------------------
# The new activations on _FusedConv2D and _FusedMatMul, alone and after a residual add

@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("act", ["_MklSwish", "GeluExact", "LeakyRelu", "HardSwish"])
@pytest.mark.parametrize("residual", [False, True])
def test_fused_conv_activations(path, act, residual):
    attrs = {"strides": [1, 1, 1, 1], "padding": "SAME"}
    x, f, b, r = rand(1, 7, 7, 4), rand(3, 3, 4, 6), rand(6), rand(1, 7, 7, 6)
    y = run("tf.BiasAdd", {}, run("tf.Conv2D", attrs, x, f), b)
    if residual:
        y = run("tf.AddV2", {}, y, r)
    ops = ["BiasAdd"] + (["Add"] if residual else []) + [act]
    got = fused(path, "tf._FusedConv2D", dict(attrs, fused_ops=ops, num_args=1 + residual, leakyrelu_alpha=0.1),
                x, f, b, *([r] if residual else []))
    close(got, activation(act, y, 0.1))


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("act", ["_MklSwish", "GeluExact", "GeluApproximate", "LeakyRelu", "Tanh", "HardSwish"])
@pytest.mark.parametrize("residual", [False, True])
@pytest.mark.parametrize("n", [5, 512])
def test_fused_matmul_activations(path, act, residual, n):
    """n = 512: a wide product, OpenBLAS's on the native path, the activation oneDNN's in place
    (an `Eltwise` primitive; numpy's for Tanh)."""
    a, w, b, r = rand(3, 9), rand(9, n), rand(n), rand(3, n)
    y = run("tf.BiasAdd", {}, run("tf.MatMul", {}, a, w), b)
    if residual:
        y = run("tf.AddV2", {}, y, r)
    ops = ["BiasAdd"] + (["Add"] if residual else []) + [act]
    got = fused(path, "tf._FusedMatMul", {"fused_ops": ops, "leakyrelu_alpha": 0.25},
                a, w, b, *([r] if residual else []), native_runs=not (n == 512 and act == "Tanh"))
    close(got, activation(act, y, 0.25))


# ----------------------------------------------------------------------------------------------
# End to end: Keras models with these activations, compiled, against keras model(x)

def _keras():
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    pytest.importorskip("tensorflow", reason="TensorFlow (the `tf` extra) builds the Keras models")
    return pytest.importorskip("keras", reason="Keras builds the models")


def _fused_ops_of(dump):
    """(op name, fused_ops) of the fused contractions after tf-fuse-kernels."""
    import re

    (name,) = [n for n in os.listdir(dump) if n.endswith("tf-fuse-kernels.mlir")]
    with open(os.path.join(dump, name)) as f:
        text = f.read()
    return sorted(re.findall(r'"tf\.(_Fused(?:MatMul|Conv2D|DepthwiseConv2dNative))".*?fused_ops = (\[[^]]*\])',
                             text))


def test_keras_dense_activations(tmp_path):
    """Dense layers with each activation become one _FusedMatMul each."""
    keras = _keras()
    import tfrt

    L = keras.layers
    keras.utils.set_random_seed(1)
    inputs = keras.Input((16,), batch_size=2)
    x = L.Dense(24, activation="gelu")(inputs)
    x = L.Dense(24, activation="swish")(x)
    x = L.Dense(24, activation="leaky_relu")(x)
    x = L.Dense(24, activation="elu")(x)
    x = L.Dense(24)(x)
    x = L.Lambda(lambda v: keras.activations.gelu(v, approximate=True))(x)
    x = L.Dense(24, activation="sigmoid")(x)
    x = L.Add()([L.Dense(24)(x), x])
    outputs = L.Dense(8, activation="tanh")(L.ReLU()(x))
    model = keras.Model(inputs, outputs)
    exe = tfrt.from_tf(model, dump_ir=str(tmp_path))
    assert _fused_ops_of(tmp_path) == sorted([
        ("_FusedMatMul", '["BiasAdd", "GeluExact"]'), ("_FusedMatMul", '["BiasAdd", "_MklSwish"]'),
        ("_FusedMatMul", '["BiasAdd", "LeakyRelu"]'), ("_FusedMatMul", '["BiasAdd", "Elu"]'),
        ("_FusedMatMul", '["BiasAdd", "GeluApproximate"]'), ("_FusedMatMul", '["BiasAdd", "Sigmoid"]'),
        ("_FusedMatMul", '["BiasAdd", "Add", "Relu"]'), ("_FusedMatMul", '["BiasAdd", "Tanh"]')])
    x = np.random.default_rng(2).standard_normal((2, 16)).astype(np.float32)
    np.testing.assert_allclose(exe(x), model(x).numpy(), rtol=1e-4, atol=1e-5)


def test_keras_conv_blocks(tmp_path):
    """MobileNet / ResNet / EfficientNet blocks: depthwise + bias + Relu6, conv + bias +
    residual + Relu, conv + swish, depthwise + swish, conv + hard swish (MobileNetV3)."""
    keras = _keras()
    import tfrt

    L = keras.layers
    keras.utils.set_random_seed(4)
    inputs = keras.Input((12, 12, 8), batch_size=1)
    x = L.DepthwiseConv2D(3, padding="same", activation="relu6")(inputs)
    y = L.Conv2D(8, 3, padding="same")(x)
    x = L.ReLU()(L.Add()([y, x]))
    x = L.Conv2D(16, 1, activation="swish")(x)
    x = L.DepthwiseConv2D(3, strides=2, padding="same", depth_multiplier=2, activation="swish")(x)
    x = L.Conv2D(8, 1, activation="hard_swish")(x)
    outputs = L.Conv2D(4, 3, activation="gelu")(x)
    model = keras.Model(inputs, outputs)
    exe = tfrt.from_tf(model, dump_ir=str(tmp_path))
    assert _fused_ops_of(tmp_path) == sorted([
        ("_FusedDepthwiseConv2dNative", '["BiasAdd", "Relu6"]'), ("_FusedConv2D", '["BiasAdd", "Add", "Relu"]'),
        ("_FusedConv2D", '["BiasAdd", "_MklSwish"]'), ("_FusedDepthwiseConv2dNative", '["BiasAdd", "_MklSwish"]'),
        ("_FusedConv2D", '["BiasAdd", "HardSwish"]'), ("_FusedConv2D", '["BiasAdd", "GeluExact"]')])
    x = np.random.default_rng(5).standard_normal((1, 12, 12, 8)).astype(np.float32)
    np.testing.assert_allclose(exe(x), model(x).numpy(), rtol=1e-4, atol=1e-5)


DILATED_DEPTHWISE = """
func.func @main(%x: tensor<1x8x8x4xf32>, %b: tensor<?xf32>) -> tensor<1x8x8x4xf32> {
  %f = "tf.Const"() <{value = dense<1.0> : tensor<3x3x4x1xf32>}> : () -> tensor<3x3x4x1xf32>
  %0 = "tf.DepthwiseConv2dNative"(%x, %f) <{dilations = [1, %d, %d, 1], padding = "SAME", strides = [1, 1, 1, 1]}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x1xf32>) -> tensor<1x8x8x4xf32> loc("model.py":4:1)
  %1 = "tf.BiasAdd"(%0, %b) : (tensor<1x8x8x4xf32>, tensor<?xf32>) -> tensor<1x8x8x4xf32> loc("model.py":5:1)
  %2 = "tf.Sigmoid"(%1) : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc("model.py":6:1)
  %3 = "tf.Mul"(%1, %2) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc("model.py":6:5)
  return %3 : tensor<1x8x8x4xf32>
}
"""


def test_fused_depthwise_errors_at_the_convolutions_location(tmp_path):
    """A compiled program's fused op reports a run-time error at its first member's
    location, the convolution's: TF's CPU kernel rejects a dilated depthwise convolution;
    a bias of the wrong size (its shape unknown when compiling)."""
    import tfrt
    from tfrt.runtime.core_runtime.errors import OpExecutionError

    x = rand(1, 8, 8, 4)
    exe = tfrt.compile(DILATED_DEPTHWISE.replace("%d", "1"), dump_ir=str(tmp_path))
    assert _fused_ops_of(tmp_path) == [("_FusedDepthwiseConv2dNative", '["BiasAdd", "_MklSwish"]')]
    with pytest.raises(OpExecutionError, match=r"^model\.py:4:1: tf\._FusedDepthwiseConv2dNative: "
                                               r"bias must be 1-D of size 4, got shape \(3,\)$"):
        exe(x, rand(3))
    y = run("tf.BiasAdd", {}, run("tf.DepthwiseConv2dNative", {"strides": [1, 1, 1, 1], "padding": "SAME"},
                                  x, np.ones((3, 3, 4, 1), np.float32)), b := rand(4))
    close(exe(x, b), activation("_MklSwish", y))
    exe = tfrt.compile(DILATED_DEPTHWISE.replace("%d", "2"))
    with pytest.raises(OpExecutionError, match=r"^model\.py:4:1: tf\._FusedDepthwiseConv2dNative: "
                                               r"Current kernel implementation does not support dilations"):
        exe(x, rand(4))


DILATED_2D = """
func.func @main(%x: tensor<2x9x8x3xf32>, %f: tensor<3x3x3x4xf32>) -> tensor<2x5x4x4xf32> {
  %block = "tf.Const"() <{value = dense<[2, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %pads = "tf.Const"() <{value = dense<[[0, 1], [0, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %zeros = "tf.Const"() <{value = dense<0> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %p = "tf.Pad"(%x, %padx) : (tensor<2x9x8x3xf32>, tensor<4x2xi32>) -> tensor<2x10x8x3xf32>
  %0 = "tf.SpaceToBatchND"(%p, %block, %zeros) : (tensor<2x10x8x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<8x5x4x3xf32>
  %1 = "tf.Conv2D"(%0, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<8x5x4x3xf32>, tensor<3x3x3x4xf32>) -> tensor<8x3x2x4xf32>
  %2 = "tf.BatchToSpaceND"(%1, %block, %zeros) : (tensor<8x3x2x4xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x6x4x4xf32>
  %r = "tf.Relu"(%2) : (tensor<2x6x4x4xf32>) -> tensor<2x6x4x4xf32>
  %s = "tf.Slice"(%r, %begin, %size) : (tensor<2x6x4x4xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<2x5x4x4xf32>
  func.return %s : tensor<2x5x4x4xf32>
}""".replace('%p = "tf.Pad"', '''%padx = "tf.Const"() <{value = dense<[[0, 0], [0, 1], [0, 0], [0, 0]]> : tensor<4x2xi32>}> : () -> tensor<4x2xi32>
  %begin = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
  %size = "tf.Const"() <{value = dense<[2, 5, 4, 4]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %p = "tf.Pad"''')


def test_space_to_batch_convolution_is_the_dilated_one(tmp_path):
    """tf-fuse-kernels makes SpaceToBatchND + Conv2D + BatchToSpaceND one dilated Conv2D
    (docs/passes.md): the same values as the three ops run as written."""
    import tfrt

    fused = tfrt.compile(DILATED_2D, dump_ir=str(tmp_path))
    assert "SpaceToBatchND" not in "".join(p.read_text() for p in sorted(tmp_path.iterdir())[-1:])
    plain = tfrt.compile(DILATED_2D, fuse=False)
    for seed in range(3):
        g = np.random.default_rng(seed)
        x, f = g.standard_normal((2, 9, 8, 3)).astype(np.float32), g.standard_normal((3, 3, 3, 4)).astype(np.float32)
        close(fused(x, f), plain(x, f))
