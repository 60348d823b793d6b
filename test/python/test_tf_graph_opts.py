"""TF graph optimizations of tf-to-tfrt-pipeline (docs/passes.md: tf-constant-fold,
tf-fold-pad-into-conv, tf-fold-batch-norm, tf-fold-channel-affine, no-op removal) on
Keras 3 models built as a user would: Keras exports inference BatchNormalization as
Rsqrt / Mul / Sub / AddV2 on constants, ZeroPadding2D as Pad, a bias as Reshape +
Squeeze. With fuse=True none of that is left in the lowered program, which still
computes what keras `model(x)` does; fuse=False runs every op as written.
"""

import collections
import os
import re

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np  # noqa: E402
import pytest  # noqa: E402

tf = pytest.importorskip("tensorflow", reason="TensorFlow (the `tf` extra) builds the Keras models")
keras = pytest.importorskip("keras", reason="Keras builds the models")

import tfrt  # noqa: E402
import tfrt.dialects  # noqa: E402,F401  (registers the passes; loads MLIR before `mlir` is imported)
from mlir import ir, passmanager  # noqa: E402
from tfrt import tf_import  # noqa: E402
from tfrt.runtime.core_runtime.errors import OpExecutionError  # noqa: E402

L = keras.layers
pytestmark = pytest.mark.filterwarnings("ignore:__array__ implementation:DeprecationWarning")

# What Keras' batch norm, padding and bias reshapes leave when nothing folds them.
UNFOLDED = {"tf.Rsqrt", "tf.Mul", "tf.Sub", "tf.AddV2", "tf.Pad", "tf.Reshape", "tf.Squeeze",
            "tf.BiasAdd"}


def randomize_batch_norms(model, seed):
    """Inference statistics that are not the identity, so that folding them shows."""
    rng = np.random.default_rng(seed)
    for layer in model.layers:
        if isinstance(layer, L.BatchNormalization):
            layer.set_weights([rng.uniform(0.5, 1.5, w.shape) if "variance" in w.path or
                               "gamma" in w.path else rng.uniform(-0.5, 0.5, w.shape)
                               for w in layer.weights])


def lower(text, fuse=True):
    """The program tf-to-tfrt-pipeline makes of `text`, as text."""
    with ir.Context():
        module = ir.Module.parse(text)
        passmanager.PassManager.parse(
            f"builtin.module(tf-to-tfrt-pipeline{{fuse={str(fuse).lower()}}})").run(module.operation)
        return str(module)


def lowered_ops(text, fuse):
    """Counter of the op names the runtime runs after tf-to-tfrt-pipeline."""
    return collections.Counter(re.findall(r'corert\.executeop(?:\.seq)?\(.*?\) "(tf\.\w+)"',
                                          lower(text, fuse)))


def check_outputs(text, model, x):
    expected = model(x).numpy()
    for fuse in (True, False):
        np.testing.assert_allclose(tfrt.compile(text, fuse=fuse)(x), expected, rtol=1e-4, atol=1e-5,
                                   err_msg=f"fuse={fuse}")


@pytest.fixture(scope="module")
def cnn():
    """MobileNet-style: ZeroPadding2D + Conv2D('valid') + BN + ReLU, a strided depthwise
    block with its Pad, a 1x1 projection with a BN of scale=False, then Dense + BN."""
    keras.utils.set_random_seed(3)
    inputs = keras.Input((12, 12, 3))
    x = L.ZeroPadding2D(1)(inputs)
    x = L.Conv2D(8, 3, padding="valid")(x)
    x = L.ReLU()(L.BatchNormalization()(x))
    x = L.ZeroPadding2D(((0, 1), (0, 1)))(x)
    x = L.DepthwiseConv2D(3, strides=2, depth_multiplier=2, padding="valid", use_bias=False)(x)
    x = L.ReLU(6.0)(L.BatchNormalization()(x))
    x = L.Conv2D(4, 1, use_bias=False)(x)
    x = L.BatchNormalization(scale=False)(x)
    x = L.GlobalAveragePooling2D()(x)
    x = L.BatchNormalization()(L.Dense(6)(x))
    model = keras.Model(inputs, L.Dense(3)(x))
    randomize_batch_norms(model, 3)
    return model, tf_import.tf_to_mlir(model)


def test_cnn_lowers_without_batch_norm_arithmetic(cnn):
    _, text = cnn
    unfused = lowered_ops(text, fuse=False)
    assert unfused["tf.Rsqrt"] == 4 and unfused["tf.Pad"] == 2  # what there is to fold
    fused = lowered_ops(text, fuse=True)
    assert not UNFOLDED & set(fused), fused
    assert fused["tf._FusedConv2D"] == 2 and fused["tf._FusedMatMul"] == 2, fused
    assert sum(fused.values()) < sum(unfused.values()) / 3, (fused, unfused)


def test_cnn_outputs_match_keras(cnn):
    model, text = cnn
    x = np.random.default_rng(0).uniform(-1, 1, (2, 12, 12, 3)).astype(np.float32)
    check_outputs(text, model, x)


def test_pad_becomes_explicit_convolution_padding(cnn):
    lowered = lower(cnn[1])
    assert 'explicit_paddings = [0, 0, 1, 1, 1, 1, 0, 0]' in lowered
    assert 'explicit_paddings = [0, 0, 0, 1, 0, 1, 0, 0]' in lowered


def test_dense_batch_norm_first_and_residual_kept():
    """BatchNormalization in front of a Dense layer (of the input: nothing to fold into)
    and a residual Add of two branches stay; the BN after each Dense folds."""
    keras.utils.set_random_seed(4)
    inputs = keras.Input((5,))
    x = L.BatchNormalization()(inputs)
    a = L.BatchNormalization()(L.Dense(4)(x))
    b = L.BatchNormalization()(L.Dense(4, use_bias=False)(x))
    model = keras.Model(inputs, L.Add()([a, b]))
    randomize_batch_norms(model, 4)
    text = tf_import.tf_to_mlir(model)
    fused = lowered_ops(text, fuse=True)
    assert fused["tf._FusedMatMul"] == 2 and "tf.Rsqrt" not in fused, fused
    check_outputs(text, model, np.random.default_rng(1).uniform(-1, 1, (3, 5)).astype(np.float32))


FLOOR_DIV_BY_ZERO = """
func.func @main(%x: tensor<i32>) -> tensor<i32> {
  %seven = "tf.Const"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
  %zero = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %0 = "tf.FloorDiv"(%seven, %zero) : (tensor<i32>, tensor<i32>) -> tensor<i32> loc("div.py":3:1)
  %1 = "tf.AddV2"(%0, %x) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %1 : tensor<i32>
}
"""


def test_fold_that_would_fail_is_the_runtimes_error():
    """Constant folding never fails a compile: an op TF would reject at run time (integer
    division by zero) stays, and running reports it at the op's location."""
    assert '"tf.FloorDiv"' in lower(FLOOR_DIV_BY_ZERO)  # alone or in a fused element-wise op
    exe = tfrt.compile(FLOOR_DIV_BY_ZERO)
    with pytest.raises(OpExecutionError, match=r"^div\.py:3:1: tf\.FloorDiv: Integer division by zero$"):
        exe(np.int32(1))
