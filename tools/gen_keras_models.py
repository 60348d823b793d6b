#!/usr/bin/env python
"""Builds the model set a user would bring (Keras applications, transformers, RNNs, signal,
detection, strings, linalg), with random weights and fixed seeds, and writes it for the tests
(small) or for benchmarks/keras_models_bench.py (full size).

Run by hand in an environment with TensorFlow (not needed by the tests):

    .venv/bin/python tools/gen_keras_models.py                  # every fixture
    .venv/bin/python tools/gen_keras_models.py bert unet        # some
    .venv/bin/python tools/gen_keras_models.py --bench [names]  # build/keras_models/ (not committed)
    .venv/bin/python tools/gen_keras_models.py --list

Fixtures (`test/data/models/keras/<name>/`, committed; widths and inputs shrunk so that each
folder stays a few hundred KB; batch 1), as tools/gen_models.py writes test/data/models:
- `fn_std.mlir`: `tf.mlir.experimental.convert_function` of the frozen concrete function
  (control flow kept functional: TF's standard pipeline);
- `sm_signature.mlir`: the project's front end, `tfrt.tf_import.tf_to_mlir` (the model saved
  with a `serving_default` signature and imported by TF's SignatureDef importer: variables
  as `tf_saved_model.global_tensor`s, lookup tables filled by a session initializer);
- a model with a lookup table (wide_deep's StringLookup) cannot be frozen
  (convert_variables_to_constants_v2 leaves the table an argument) and TF's object-graph
  importer refers to its table without defining it: its second form is `sm_export.mlir`, the
  SavedModel Keras's own `model.export` writes, through the same front end;
- `input_0_<name>.npy` (in argument order; strings as `S` arrays), TF's outputs
  `output_0_<j>.npy` (flattened as the concrete function flattens them: a dict by sorted key)
  and `meta.json` (inputs, outputs, and per form how it was made, its signature, the output
  names in that order, its TF ops).

Benchmark models (`--bench`, into build/keras_models/<name>/): the full-size set of issue 12
(MobileNetV2 alpha 0.35 at 96x96, EfficientNetB0 and ResNet50 at 64x64, DenseNet121, NASNet-
Mobile at 96x96, Xception at 71x71, InceptionV3 at 75x75, and wider transformers, RNNs, ...),
each as `fn_std_b1.mlir` / `fn_std_b32.mlir` (static batch 1 and 32; for a model with a lookup
table `sm_b1.mlir` / `sm_b32.mlir`, the front end's signature import), a SavedModel
`saved_model/` with signatures `b1` and `b32` (TensorFlow's side of the benchmark),
`model_b1.onnx` / `model_b32.onnx` (tf2onnx's from_function, opset 17, with Erfc written as
1 - Erf; run by `--onnx-python`, default this Python if it has tf2onnx, else
/work/tfenv/bin/python; a model tf2onnx cannot export has its message in meta.json),
`input_b<k>_<i>_<name>.npy`, TF's outputs `output_b<k>_<j>.npy` and `meta.json`.

Weights: Keras's initializers, then biases, BatchNorm/LayerNorm betas and moving means,
gammas and moving variances (which start as 0 and 1) drawn at random, so that every folded
or fused term counts.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import shutil
import subprocess
import sys
import tempfile

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_models  # noqa: E402  - its importer helpers and conventions

ROOT = gen_models.ROOT
FIXTURES = os.path.join(ROOT, "test", "data", "models", "keras")
BENCH = os.path.join(ROOT, "build", "keras_models")
BENCH_BATCHES = (1, 32)
ONNX_OPSET = 17


# ----------------------------------------------------------------------------------------------
# The models. Each builder takes `big` (benchmark size, else the small fixture) and returns a
# Built: `fn` maps input tensors to a tensor, tuple or dict; `specs` are tf.TensorSpecs with the
# batch dimension None; `owner` is the Keras model (or tf.Module) holding the state, or None;
# `feed(rng, batch, specs)` makes one input set (numpy arrays, in argument order).

class Built:
    def __init__(self, fn, specs, owner, feed):
        self.fn, self.specs, self.owner, self.feed = fn, specs, owner, feed


MODELS = {}


def model(doc):
    def register(build):
        MODELS[build.__name__] = (build, doc)
        return build
    return register


def _keras(m, feed):
    """A Built of a functional Keras model (called in inference mode)."""
    import tensorflow as tf

    specs = [tf.TensorSpec(t.shape, t.dtype, name=t.name.split(":")[0]) for t in m.inputs]

    def fn(*xs):
        return m(xs[0] if len(xs) == 1 else list(xs), training=False)
    return Built(fn, specs, m, feed)


def _images(lo=0.0, hi=1.0):
    def feed(rng, batch, specs):
        return [rng.uniform(lo, hi, (batch, *s.shape[1:])).astype(np.float32) for s in specs]
    return feed


def _normal(rng, batch, specs):
    return [rng.standard_normal((batch, *s.shape[1:])).astype(np.float32) for s in specs]


def _tokens(vocab, pad=0):
    """Token ids in [1, vocab), the last `pad` positions 0 (padding)."""
    def feed(rng, batch, specs):
        out = []
        for s in specs:
            ids = rng.integers(1, vocab, (batch, *s.shape[1:])).astype(s.dtype.as_numpy_dtype)
            if pad:
                ids[..., -pad:] = 0
            out.append(ids)
        return out
    return feed


def _x(shape, dtype="float32", name="x"):
    import keras

    return keras.Input(shape, dtype=dtype, name=name)


def _head(h, classes):
    import keras

    L = keras.layers
    return L.Dense(classes, activation="softmax", name="predictions")(L.GlobalAveragePooling2D()(h))


@model("MobileNetV2: keras.applications (alpha 0.35, 96x96) / its inverted residual blocks")
def mobilenet_v2(big):
    import keras
    from keras.src.applications import mobilenet_v2 as m

    L = keras.layers
    if big:
        x = _x((96, 96, 3))
        return _keras(keras.applications.MobileNetV2(input_tensor=x, alpha=0.35, weights=None),
                      _images(-1, 1))
    x = _x((32, 32, 3))
    h = L.Conv2D(8, 3, strides=2, padding="same", use_bias=False, name="Conv1")(x)
    h = L.BatchNormalization(epsilon=1e-3, momentum=0.999, name="bn_Conv1")(h)
    h = L.ReLU(6.0, name="Conv1_relu")(h)
    for i, (expansion, stride, filters) in enumerate([(1, 1, 8), (6, 2, 8), (6, 1, 8), (6, 2, 16),
                                                      (6, 1, 16)]):
        h = m._inverted_res_block(h, expansion=expansion, stride=stride, alpha=1.0,
                                  filters=filters, block_id=i)
    h = L.Conv2D(48, 1, use_bias=False, name="Conv_1")(h)
    h = L.BatchNormalization(epsilon=1e-3, momentum=0.999, name="Conv_1_bn")(h)
    h = L.ReLU(6.0, name="out_relu")(h)
    return _keras(keras.Model(x, _head(h, 10)), _images(-1, 1))


@model("MobileNetV3Small: keras.applications (alpha 0.75, 96x96) / its blocks (SE, hard-swish)")
def mobilenet_v3_small(big):
    import keras
    from keras.src.applications import mobilenet_v3 as m

    if big:
        x = _x((96, 96, 3))
        return _keras(keras.applications.MobileNetV3Small(input_tensor=x, alpha=0.75, weights=None),
                      _images(0, 255))

    def stack(h, kernel, activation, se_ratio):
        h = m._inverted_res_block(h, 1, 8, 3, 2, se_ratio, m.relu, 0)
        h = m._inverted_res_block(h, 4, 12, 3, 2, None, m.relu, 1)
        h = m._inverted_res_block(h, 3, 12, 3, 1, None, m.relu, 2)
        h = m._inverted_res_block(h, 4, 16, kernel, 2, se_ratio, activation, 3)
        return m._inverted_res_block(h, 3, 16, kernel, 1, se_ratio, activation, 4)

    x = _x((32, 32, 3))
    return _keras(m.MobileNetV3(stack, 48, input_tensor=x, alpha=1.0, model_type="small",
                                weights=None, classes=10, name="MobileNetV3Tiny"),
                  _images(0, 255))


@model("EfficientNet: keras.applications EfficientNetB0 (64x64) / width and depth 0.1")
def efficientnet(big):
    import keras
    from keras.src.applications import efficientnet as m

    if big:
        return _keras(keras.applications.EfficientNetB0(input_tensor=_x((64, 64, 3)), weights=None),
                      _images(0, 255))
    blocks = copy.deepcopy(m.DEFAULT_BLOCKS_ARGS[:4])  # MBConv 1 and 6, kernels 3 and 5, SE
    return _keras(m.EfficientNet(0.1, 0.1, 32, input_tensor=_x((32, 32, 3)), weights=None,
                                 blocks_args=blocks, classes=10, name="efficientnet_tiny"),
                  _images(0, 255))


@model("ResNet: keras.applications ResNet50 (64x64) / two stacks of its bottleneck blocks")
def resnet(big):
    import keras
    from keras.src.applications import resnet as m

    if big:
        return _keras(keras.applications.ResNet50(input_tensor=_x((64, 64, 3)), weights=None),
                      _images(-1, 1))

    def stack(h):
        h = m.stack_residual_blocks_v1(h, 4, 2, stride1=1, name="conv2")
        return m.stack_residual_blocks_v1(h, 8, 2, name="conv3")
    return _keras(m.ResNet(stack, False, True, input_tensor=_x((32, 32, 3)), weights=None,
                           classes=10, name="resnet_tiny"), _images(-1, 1))


@model("DenseNet: keras.applications DenseNet121 (64x64) / its blocks, growth rate 8")
def densenet(big):
    import keras
    from keras.src.applications import densenet as m

    L = keras.layers
    if big:
        return _keras(keras.applications.DenseNet121(input_tensor=_x((64, 64, 3)), weights=None),
                      _images(-1, 1))
    x = _x((32, 32, 3))
    h = L.ZeroPadding2D(((3, 3), (3, 3)))(x)
    h = L.Conv2D(16, 7, strides=2, use_bias=False, name="conv1_conv")(h)
    h = L.BatchNormalization(epsilon=1.001e-5, name="conv1_bn")(h)
    h = L.Activation("relu", name="conv1_relu")(h)
    h = L.ZeroPadding2D(((1, 1), (1, 1)))(h)
    h = L.MaxPooling2D(3, strides=2, name="pool1")(h)
    for b in range(2):
        h = m.conv_block(h, 8, name=f"conv2_block{b + 1}")
    h = m.transition_block(h, 0.5, name="pool2")
    for b in range(2):
        h = m.conv_block(h, 8, name=f"conv3_block{b + 1}")
    h = L.BatchNormalization(epsilon=1.001e-5, name="bn")(h)
    h = L.Activation("relu", name="relu")(h)
    return _keras(keras.Model(x, _head(h, 10)), _images(-1, 1))


@model("NASNet: keras.applications NASNetMobile (96x96) / its stem, reduction and normal cells")
def nasnet(big):
    import keras
    from keras.src.applications import nasnet as m

    if big:
        return _keras(keras.applications.NASNetMobile(input_tensor=_x((96, 96, 3)),
                                                      input_shape=(96, 96, 3), weights=None),
                      _images(-1, 1))
    L = keras.layers
    x = _x((32, 32, 3))  # NASNet's stem, then a reduction, a normal and a reduction cell
    h = L.Conv2D(8, 3, strides=2, use_bias=False, name="stem_conv1")(x)
    h = L.BatchNormalization(momentum=0.9997, epsilon=1e-3, name="stem_bn1")(h)
    h, p = m._reduction_a_cell(h, None, 2, block_id="stem_1")
    h, p = m._normal_a_cell(h, p, 8, block_id="0")
    h, p = m._reduction_a_cell(h, p, 16, block_id="reduce_1")
    return _keras(keras.Model(x, _head(L.Activation("relu")(h), 10)), _images(-1, 1))


@model("Xception: keras.applications Xception (71x71) / entry, middle and exit flows, narrow")
def xception(big):
    import keras

    L = keras.layers
    if big:
        return _keras(keras.applications.Xception(input_tensor=_x((71, 71, 3)), weights=None),
                      _images(-1, 1))

    def bn(h):
        return L.BatchNormalization()(h)

    x = _x((32, 32, 3))
    h = L.Activation("relu")(bn(L.Conv2D(8, 3, strides=2, use_bias=False)(x)))
    h = L.Activation("relu")(bn(L.Conv2D(16, 3, use_bias=False)(h)))
    for filters in (16, 24):  # entry flow: separable convs, strided residual
        r = bn(L.Conv2D(filters, 1, strides=2, padding="same", use_bias=False)(h))
        h = bn(L.SeparableConv2D(filters, 3, padding="same", use_bias=False)(h))
        h = L.Activation("relu")(h)
        h = bn(L.SeparableConv2D(filters, 3, padding="same", use_bias=False)(h))
        h = L.add([L.MaxPooling2D(3, strides=2, padding="same")(h), r])
    r = h  # middle flow
    for _ in range(3):
        h = bn(L.SeparableConv2D(24, 3, padding="same", use_bias=False)(L.Activation("relu")(h)))
    h = L.add([h, r])
    h = L.Activation("relu")(bn(L.SeparableConv2D(32, 3, padding="same", use_bias=False)(h)))
    return _keras(keras.Model(x, _head(h, 10)), _images(-1, 1))


@model("InceptionV3: keras.applications InceptionV3 (75x75) / its mixed blocks, narrow")
def inception(big):
    import keras
    from keras.src.applications.inception_v3 import conv2d_bn

    L = keras.layers
    if big:
        return _keras(keras.applications.InceptionV3(input_tensor=_x((75, 75, 3)), weights=None),
                      _images(-1, 1))
    x = _x((32, 32, 3))
    h = conv2d_bn(x, 8, 3, 3, strides=(2, 2), padding="valid")
    h = conv2d_bn(h, 12, 3, 3, padding="valid")
    h = L.MaxPooling2D((3, 3), strides=(1, 1))(h)
    # mixed 0 (35x35 block): 1x1, 5x5, double 3x3, average pool
    b1 = conv2d_bn(h, 8, 1, 1)
    b5 = conv2d_bn(conv2d_bn(h, 6, 1, 1), 8, 5, 5)
    b3 = conv2d_bn(conv2d_bn(conv2d_bn(h, 8, 1, 1), 12, 3, 3), 12, 3, 3)
    bp = conv2d_bn(L.AveragePooling2D((3, 3), strides=(1, 1), padding="same")(h), 4, 1, 1)
    h = L.concatenate([b1, b5, b3, bp], axis=3)
    # mixed 3 (reduction): strided 3x3, double 3x3, max pool
    b3 = conv2d_bn(h, 16, 3, 3, strides=(2, 2), padding="valid")
    bd = conv2d_bn(conv2d_bn(conv2d_bn(h, 8, 1, 1), 12, 3, 3), 12, 3, 3, strides=(2, 2),
                   padding="valid")
    h = L.concatenate([b3, bd, L.MaxPooling2D((3, 3), strides=(2, 2))(h)], axis=3)
    # mixed 4 (17x17 block): factorized 1x7 / 7x1
    b1 = conv2d_bn(h, 8, 1, 1)
    b7 = conv2d_bn(conv2d_bn(conv2d_bn(h, 6, 1, 1), 6, 1, 7), 8, 7, 1)
    bd = conv2d_bn(conv2d_bn(conv2d_bn(h, 6, 1, 1), 6, 7, 1), 8, 1, 7)
    bp = conv2d_bn(L.AveragePooling2D((3, 3), strides=(1, 1), padding="same")(h), 8, 1, 1)
    h = L.concatenate([b1, b7, bd, bp], axis=3)
    return _keras(keras.Model(x, _head(h, 10)), _images(-1, 1))


@model("ConvNeXt: keras.applications' ConvNeXt (grouped 7x7, LayerNorm, GELU, layer scale)")
def convnext(big):
    from keras.src.applications import convnext as m

    depths, dims, size = ([2, 2, 6, 2], [32, 64, 128, 256], 64) if big else \
        ([1, 1, 1, 1], [8, 12, 16, 24], 32)
    return _keras(m.ConvNeXt(depths, dims, default_size=size, input_tensor=_x((size, size, 3)),
                             weights=None, classes=1000 if big else 10,
                             name="convnext_bench" if big else "convnext_tiny"),
                  _images(0, 255))


def _layers():
    """Small custom layers (learned positions, class token) for the transformers."""
    import keras

    class PositionEmbedding(keras.layers.Layer):
        def build(self, shape):
            self.positions = self.add_weight(shape=tuple(shape[1:]), initializer="random_normal",
                                             name="positions")

        def call(self, x):
            return x + self.positions

    class ClassToken(keras.layers.Layer):
        def build(self, shape):
            self.token = self.add_weight(shape=(1, 1, shape[-1]), initializer="random_normal",
                                         name="token")

        def call(self, x):
            batch = keras.ops.shape(x)[0]
            token = keras.ops.broadcast_to(self.token, (batch, 1, x.shape[-1]))
            return keras.ops.concatenate([token, x], axis=1)

    return PositionEmbedding, ClassToken


def _encoder_block(h, heads, dim, ff, *, pre_norm, causal=False, gelu_tanh=False):
    import keras

    L = keras.layers
    gelu = (lambda t: keras.activations.gelu(t, approximate=True)) if gelu_tanh else "gelu"
    a = L.LayerNormalization(epsilon=1e-6)(h) if pre_norm else h
    a = L.MultiHeadAttention(heads, dim // heads)(a, a, use_causal_mask=causal)
    h = L.add([h, a])
    if not pre_norm:
        h = L.LayerNormalization(epsilon=1e-12)(h)
    f = L.LayerNormalization(epsilon=1e-6)(h) if pre_norm else h
    f = L.Dense(dim)(L.Dense(ff, activation=gelu)(f))
    h = L.add([h, f])
    return h if pre_norm else L.LayerNormalization(epsilon=1e-12)(h)


def _bert(seq, vocab, dim, heads, ff, layers):
    """A BERT-style encoder: token and segment ids, padding mask, post-norm layers, exact
    GELU, a tanh pooler on the first token and 2 classes (also tools/gen_probe_models.py's)."""
    import keras

    L = keras.layers
    PositionEmbedding, _ = _layers()
    ids, segments = _x((seq,), "int32", "input_ids"), _x((seq,), "int32", "token_type_ids")
    h = L.add([L.Embedding(vocab, dim, mask_zero=True)(ids), L.Embedding(2, dim)(segments)])
    h = L.LayerNormalization(epsilon=1e-12)(PositionEmbedding()(h))
    for _ in range(layers):
        h = _encoder_block(h, heads, dim, ff, pre_norm=False)
    cls = L.Dense(dim, activation="tanh")(h[:, 0])
    m = keras.Model([ids, segments], L.Dense(2, activation="softmax", name="logits")(cls))

    def feed(rng, batch, specs):
        toks = _tokens(vocab, pad=seq // 4)(rng, batch, specs[:1])[0]
        seg = (np.arange(seq) >= seq // 2).astype(np.int32)[None].repeat(batch, 0)
        return [toks, seg]
    return _keras(m, feed)


@model("BERT-style encoder: token and segment ids, padding mask, 2 post-norm layers, exact GELU")
def bert(big):
    return _bert(*((128, 4000, 256, 4, 1024) if big else (8, 64, 16, 2, 32)), layers=2)


@model("GPT-style decoder: causal self-attention, pre-norm, tanh GELU, logits over the vocabulary")
def gpt(big):
    import keras

    L = keras.layers
    PositionEmbedding, _ = _layers()
    seq, vocab, dim, heads, ff = (64, 2000, 256, 4, 1024) if big else (8, 32, 16, 2, 32)
    ids = _x((seq,), "int32", "input_ids")
    h = PositionEmbedding()(L.Embedding(vocab, dim)(ids))
    for _ in range(2):
        h = _encoder_block(h, heads, dim, ff, pre_norm=True, causal=True, gelu_tanh=True)
    h = L.LayerNormalization(epsilon=1e-5)(h)
    return _keras(keras.Model(ids, L.Dense(vocab, name="logits")(h)), _tokens(vocab))


@model("ViT-style: patches by a strided conv, class token, learned positions, pre-norm encoder")
def vit(big):
    import keras

    L = keras.layers
    PositionEmbedding, ClassToken = _layers()
    size, patch, dim, heads, depth, classes = (64, 8, 192, 3, 4, 1000) if big else \
        (16, 4, 16, 2, 2, 10)
    x = _x((size, size, 3))
    h = L.Conv2D(dim, patch, strides=patch)(x)
    h = L.Reshape(((size // patch) ** 2, dim))(h)
    h = PositionEmbedding()(ClassToken()(h))
    for _ in range(depth):
        h = _encoder_block(h, heads, dim, 2 * dim, pre_norm=True)
    h = L.LayerNormalization(epsilon=1e-6)(h)
    return _keras(keras.Model(x, L.Dense(classes, activation="softmax", name="head")(h[:, 0])),
                  _images(-1, 1))


def _rnn_classifier(big, rnn, mask_zero=False):
    import keras

    L = keras.layers
    seq, vocab, emb, units = (64, 5000, 64, 128) if big else (10, 50, 6, 8)
    ids = _x((seq,), "int32", "input_ids")
    h = rnn(units)(L.Embedding(vocab, emb, mask_zero=mask_zero)(ids))
    out = L.Dense(3, activation="softmax", name="probabilities")(h)
    return _keras(keras.Model(ids, out), _tokens(vocab, pad=seq // 5 if mask_zero else 0))


@model("LSTM text classifier (embedding, LSTM, softmax)")
def lstm(big):
    import keras

    return _rnn_classifier(big, keras.layers.LSTM)


@model("GRU text classifier")
def gru(big):
    import keras

    return _rnn_classifier(big, keras.layers.GRU)


@model("Bidirectional LSTM classifier over a padded sequence (masking)")
def bilstm(big):
    import keras

    L = keras.layers

    def rnn(units):
        def apply(h):
            h = L.Bidirectional(L.LSTM(units // 2, return_sequences=True))(h)
            return L.Bidirectional(L.LSTM(units // 2))(h)
        return apply
    return _rnn_classifier(big, rnn, mask_zero=True)


@model("ConvLSTM2D video classifier: two ConvLSTM2D layers (an unfused tf.While whose weights "
       "are loop variables), BatchNorm, pooling")
def convlstm(big):
    import keras

    L = keras.layers
    frames, size, channels, filters = (8, 32, 3, 16) if big else (3, 6, 2, 4)
    x = _x((frames, size, size, channels))
    h = L.ConvLSTM2D(filters, 3, padding="same", return_sequences=True)(x)
    h = L.BatchNormalization()(h)
    h = L.ConvLSTM2D(filters, 3, padding="same")(h)
    h = L.GlobalAveragePooling2D()(L.BatchNormalization()(h))
    return _keras(keras.Model(x, L.Dense(5, activation="softmax", name="probabilities")(h)),
                  _normal)


@model("wav2vec-style audio encoder: strided Conv1D feature extractor without biases, "
       "GroupNorm and GELU, then a bias-free gated-GELU FFN (T5/LLaMA-style) with a residual")
def audio_encoder(big):
    import keras

    L = keras.layers
    samples, dim, ff = (16000, 128, 256) if big else (400, 8, 16)
    x = _x((samples,), name="waveform")
    h = L.Conv1D(dim, 10, strides=5, use_bias=False)(L.Reshape((samples, 1))(x))
    h = L.Activation("gelu")(L.GroupNormalization(groups=dim // 4, epsilon=1e-5)(h))
    for k, s in ((3, 2), (3, 2), (2, 2)):
        h = L.Activation("gelu")(L.Conv1D(dim, k, strides=s, use_bias=False)(h))
    h = L.LayerNormalization(epsilon=1e-5)(h)
    gated = L.multiply([L.Dense(ff, use_bias=False, activation="gelu")(h),
                        L.Dense(ff, use_bias=False)(h)])
    h = L.add([h, L.Dense(dim, use_bias=False)(gated)])
    return _keras(keras.Model(x, L.Dense(32, name="features")(h)), _normal)


@model("WaveNet-style dilated causal Conv1D: gated tanh/sigmoid units, residual and skip sums")
def conv1d_dilated(big):
    import keras

    L = keras.layers
    seq, channels, filters, dilations = (1024, 16, 64, (1, 2, 4, 8, 16, 32)) if big else \
        (32, 4, 8, (1, 2, 4))
    x = _x((seq, channels))
    h = L.Conv1D(filters, 1)(x)
    skips = []
    for d in dilations:
        t = L.Conv1D(filters, 3, dilation_rate=d, padding="causal", activation="tanh")(h)
        s = L.Conv1D(filters, 3, dilation_rate=d, padding="causal", activation="sigmoid")(h)
        g = L.multiply([t, s])
        skips.append(L.Conv1D(filters, 1)(g))
        h = L.add([h, L.Conv1D(filters, 1)(g)])
    h = L.Activation("relu")(L.add(skips))
    h = L.Conv1D(filters, 3, dilation_rate=2, padding="same")(h)
    out = L.Dense(4, activation="softmax", name="probabilities")(L.GlobalAveragePooling1D()(h))
    return _keras(keras.Model(x, out), _normal)


@model("U-Net: Conv2DTranspose, UpSampling2D (nearest and bilinear), skip concatenations, Resizing")
def unet(big):
    import keras

    L = keras.layers
    size, w = (128, 16) if big else (16, 4)
    x = _x((size, size, 3))

    def conv(h, f):
        h = L.Conv2D(f, 3, padding="same", activation="relu")(h)
        return L.Conv2D(f, 3, padding="same", activation="relu")(h)

    e1 = conv(x, w)
    e2 = conv(L.MaxPooling2D()(e1), 2 * w)
    b = conv(L.MaxPooling2D()(e2), 4 * w)
    u2 = L.Conv2DTranspose(2 * w, 3, strides=2, padding="same")(b)
    d2 = conv(L.concatenate([u2, e2]), 2 * w)
    u1 = L.Conv2D(w, 1)(L.UpSampling2D(2, interpolation="bilinear")(d2))
    d1 = conv(L.concatenate([u1, e1]), w)
    side = L.UpSampling2D(4)(L.Conv2D(w, 1)(b))  # nearest
    h = L.concatenate([d1, side])
    h = L.Resizing(size * 3 // 2, size * 3 // 2, interpolation="bilinear")(h)
    return _keras(keras.Model(x, L.Conv2D(1, 1, activation="sigmoid", name="mask")(h)),
                  _images(-1, 1))


@model("wide & deep: StringLookup and Hashing of string features, embeddings, one-hot wide part")
def wide_deep(big):
    import keras

    L = keras.layers
    vocab = [f"user{i}" for i in range(200 if big else 8)]
    bins, dim, hidden, numeric = (1024, 32, 256, 32) if big else (16, 4, 8, 4)
    user = _x((1,), "string", "user")
    query = _x((1,), "string", "query")
    num = _x((numeric,), "float32", "numeric")
    uid = L.StringLookup(vocabulary=vocab)(user)
    qid = L.Hashing(num_bins=bins)(query)
    wide = L.concatenate([L.CategoryEncoding(len(vocab) + 1, output_mode="one_hot")(uid),
                          L.CategoryEncoding(bins, output_mode="one_hot")(qid)])
    deep = L.concatenate([L.Flatten()(L.Embedding(len(vocab) + 1, dim)(uid)),
                          L.Flatten()(L.Embedding(bins, dim)(qid)), num])
    deep = L.Dense(hidden, activation="relu")(L.Dense(hidden, activation="relu")(deep))
    logit = L.add([L.Dense(1)(wide), L.Dense(1)(deep)])
    m = keras.Model([user, query, num], L.Activation("sigmoid", name="probability")(logit))

    def feed(rng, batch, specs):
        users = np.array([[f"user{i}".encode()] for i in rng.integers(0, len(vocab) + 3, batch)])
        queries = np.array([[f"query {i}".encode()] for i in rng.integers(0, 10 * bins, batch)])
        return [users, queries, rng.standard_normal((batch, numeric)).astype(np.float32)]
    return _keras(m, feed)


def _function(fn, specs, feed):
    return Built(fn, specs, None, feed)


@model("STFT audio front end: tf.signal.stft, magnitude, log-mel filterbank, MFCCs")
def stft(big):
    import tensorflow as tf

    samples, frame, step, fft, mels = (16000, 400, 160, 512, 64) if big else (512, 64, 32, 64, 8)
    mel = tf.signal.linear_to_mel_weight_matrix(mels, fft // 2 + 1, 16000, 20.0, 4000.0)

    def fn(waveform):
        spec = tf.signal.stft(waveform, frame, step, fft, window_fn=tf.signal.hann_window,
                              pad_end=True)
        power = tf.square(tf.abs(spec))
        log_mel = tf.math.log(tf.tensordot(power, mel, 1) + 1e-6)
        return {"log_mel": log_mel,
                "mfcc": tf.signal.mfccs_from_log_mel_spectrograms(log_mel)[..., :mels // 2]}

    def feed(rng, batch, specs):
        t = np.arange(samples) / 16000.0
        tone = np.sin(2 * np.pi * rng.uniform(100, 3000, (batch, 1)) * t)
        return [(0.5 * tone + 0.1 * rng.standard_normal((batch, samples))).astype(np.float32)]
    return _function(fn, [tf.TensorSpec([None, samples], tf.float32, name="waveform")], feed)


@model("detection post-processing: SSD box decoding, sigmoid scores, combined NMS and NMS V5")
def nms(big):
    import tensorflow as tf

    anchors_n, classes = (1917, 20) if big else (32, 3)
    rng = np.random.default_rng(5)
    centers = rng.uniform(0.1, 0.9, (anchors_n, 2))
    sizes = rng.uniform(0.05, 0.4, (anchors_n, 2))
    anchors = tf.constant(np.concatenate([centers, sizes], 1).astype(np.float32))

    def fn(raw_boxes, raw_scores):
        ty, tx, th, tw = tf.unstack(raw_boxes / [10.0, 10.0, 5.0, 5.0], axis=-1)
        ya, xa, ha, wa = tf.unstack(anchors, axis=1)
        yc, xc = ty * ha + ya, tx * wa + xa
        h, w = tf.exp(th) * ha, tf.exp(tw) * wa
        boxes = tf.stack([yc - h / 2, xc - w / 2, yc + h / 2, xc + w / 2], axis=-1)
        scores = tf.sigmoid(raw_scores)
        nmsed = tf.image.combined_non_max_suppression(
            boxes[:, :, None, :], scores, max_output_size_per_class=8 if big else 4,
            max_total_size=32 if big else 8, iou_threshold=0.5, score_threshold=0.3)
        best = tf.reduce_max(scores[0], axis=-1)  # the first image, any class: soft-NMS
        selected, selected_scores = tf.image.non_max_suppression_with_scores(
            boxes[0], best, max_output_size=16 if big else 6, iou_threshold=0.6,
            score_threshold=0.25, soft_nms_sigma=0.5)
        return {"boxes": nmsed.nmsed_boxes, "scores": nmsed.nmsed_scores,
                "classes": nmsed.nmsed_classes, "valid": nmsed.valid_detections,
                "selected_boxes": tf.gather(boxes[0], selected),
                "selected_scores": selected_scores,
                "selected_classes": tf.argmax(tf.gather(scores[0], selected), axis=-1)}

    def feed(rng, batch, specs):
        return [rng.standard_normal((batch, anchors_n, 4)).astype(np.float32),
                rng.normal(-1.0, 1.5, (batch, anchors_n, classes)).astype(np.float32)]
    return _function(fn, [tf.TensorSpec([None, anchors_n, 4], tf.float32, name="raw_boxes"),
                          tf.TensorSpec([None, anchors_n, classes], tf.float32, name="raw_scores")],
                     feed)


@model("linalg and segments: Cholesky, triangular and general solves, inverse, slogdet, "
       "eigenvalues, singular values, einsum, segment and unsorted-segment reductions")
def linalg_segment(big):
    import tensorflow as tf

    n, rows, feats, segments = (64, 256, 64, 16) if big else (5, 10, 3, 4)

    def fn(a, data, ids):
        spd = tf.matmul(a, a, transpose_b=True) + n * tf.eye(n)
        chol = tf.linalg.cholesky(spd)
        rhs = tf.einsum("bij,bjk->bik", a, a[:, :, :2])
        sign, logdet = tf.linalg.slogdet(spd)
        order = tf.argsort(ids[0], stable=True)
        sorted_ids = tf.gather(ids[0], order)
        return {
            "tri_solve": tf.linalg.triangular_solve(chol, rhs, lower=True),
            "solve": tf.linalg.solve(spd, rhs),
            "inverse": tf.linalg.inv(spd),
            "logdet": logdet * sign,
            "det_ratio": tf.linalg.det(spd / tf.linalg.trace(spd)[:, None, None]),
            "eigenvalues": tf.linalg.eigvalsh(spd),
            "singular_values": tf.linalg.svd(a, compute_uv=False),
            "band": tf.linalg.band_part(spd, 1, 0),
            "segment_sum": tf.math.segment_sum(tf.gather(data[0], order), sorted_ids),
            "segment_max": tf.math.segment_max(tf.gather(data[0], order), sorted_ids),
            "unsorted_mean": tf.math.unsorted_segment_mean(data, ids, segments),
            "sparse_sqrtn": tf.sparse.segment_sqrt_n(data[0], order, sorted_ids),
            "cumsum": tf.cumsum(data, axis=1, exclusive=True, reverse=True),
        }

    def feed(rng, batch, specs):
        return [rng.standard_normal((batch, n, n)).astype(np.float32),
                rng.standard_normal((batch, rows, feats)).astype(np.float32),
                rng.integers(0, segments, (batch, rows)).astype(np.int32)]
    return _function(fn, [tf.TensorSpec([None, n, n], tf.float32, name="a"),
                          tf.TensorSpec([None, rows, feats], tf.float32, name="data"),
                          tf.TensorSpec([None, rows], tf.int32, name="ids")], feed)


# ----------------------------------------------------------------------------------------------
# Writing them

def _seed(name: str) -> int:
    return sum(ord(c) * 31 ** i for i, c in enumerate(name)) % 2 ** 31


def _randomize(owner, seed):
    """Biases, betas, moving means: U(-0.3, 0.3); gammas, moving variances: U(0.5, 1.5)."""
    if owner is None:
        return
    rng = np.random.default_rng(seed)
    for w in owner.weights:
        if not np.issubdtype(np.dtype(w.dtype), np.floating):
            continue
        last = w.path.rsplit("/", 1)[-1]
        if last in ("bias", "beta", "moving_mean"):
            w.assign(rng.uniform(-0.3, 0.3, w.shape).astype(w.dtype))
        elif last in ("gamma", "moving_variance"):
            w.assign(rng.uniform(0.5, 1.5, w.shape).astype(w.dtype))


def _build(name, big):
    import keras

    keras.utils.set_random_seed(_seed(name))
    built = MODELS[name][0](big)
    _randomize(built.owner, _seed(name) + 1)
    return built


def _with_batch(specs, batch):
    import tensorflow as tf

    return [tf.TensorSpec([batch, *s.shape[1:]], s.dtype, name=s.name) for s in specs]


def _flatten(out):
    """(names, tensors) of a result as the concrete function flattens it."""
    if isinstance(out, dict):
        keys = sorted(out)
        return keys, [out[k] for k in keys]
    if isinstance(out, (list, tuple)):
        return [f"output_{j}" for j in range(len(out))], list(out)
    return None, [out]


def _fn_std(concrete):
    """TF's standard functional form of the frozen concrete function (as gen_models.py)."""
    import tensorflow as tf
    from tensorflow.python.framework.convert_to_constants import convert_variables_to_constants_v2

    frozen = convert_variables_to_constants_v2(concrete, lower_control_flow=False)
    return tf.mlir.experimental.convert_function(frozen), frozen


def _tf_ops(text):
    return sorted({line.split('"tf.')[1].split('"')[0] for line in text.splitlines()
                   if '"tf.' in line})


def _call(fn, feed):
    import tensorflow as tf

    _, outs = _flatten(fn(*[tf.constant(x) for x in feed]))
    return [np.asarray(o.numpy()) for o in outs]  # (a string scalar's numpy() is bytes)


def _signature_outputs(tf, directory, key="serving_default"):
    """A signature's output names, sorted: the order of the stored outputs (a dict flattens
    by sorted key; a single output has one name)."""
    return sorted(tf.saved_model.load(directory).signatures[key].structured_outputs)


def _signature_form(built, specs):
    """(MLIR, output names): the project's front end on the model, as `tf_to_mlir` does it
    (`save_for_serving`, then TF's SignatureDef importer)."""
    import tensorflow as tf

    tf_import = gen_models._tf_import()
    with tempfile.TemporaryDirectory(prefix="gen-keras-") as directory:
        tf_import.save_for_serving(built.owner if built.owner is not None else tf.function(built.fn),
                                   directory, specs)
        return tf_import.saved_model_to_mlir(directory), _signature_outputs(tf, directory)


def _export_form(built):
    """(MLIR, output names): the SavedModel Keras's own `model.export` writes, through the
    project's front end (TF's SignatureDef importer on serving_default)."""
    import tensorflow as tf

    tf_import = gen_models._tf_import()
    with tempfile.TemporaryDirectory(prefix="gen-keras-") as directory:
        built.owner.export(directory, format="tf_saved_model", verbose=False)
        return tf_import.saved_model_to_mlir(directory), _signature_outputs(tf, directory)


def write_fixture(name):
    import keras
    import tensorflow as tf

    built = _build(name, big=False)
    specs = _with_batch(built.specs, 1)
    concrete = tf.function(built.fn).get_concrete_function(*specs)
    feed = built.feed(np.random.default_rng(_seed(name) + 2), 1, specs)
    outs = _call(concrete, feed)
    fn_std, frozen = _fn_std(concrete)
    forms, notes = {}, {}  # file: (text, how it was made, its signature's output names)
    if len(frozen.inputs) == len(specs):
        forms["fn_std.mlir"] = (fn_std, "tf.mlir.experimental.convert_function of the frozen "
                                        "concrete function (convert_variables_to_constants_v2, "
                                        "lower_control_flow=False)", None)
        frozen_outs = _call(frozen, feed)
        notes["max_abs_diff_frozen_vs_function"] = max(
            float(np.abs(a.astype(np.float64) - b).max()) if a.size and a.dtype.kind in "fiu"
            else 0.0 for a, b in zip(outs, frozen_outs))
    else:
        # Freezing keeps a lookup table as a resource argument (convert_variables_to_constants_v2
        # freezes variables only), and TF's object-graph importer refers to the table without
        # defining it: the model's other SavedModel, Keras's model.export, instead.
        text, names = _export_form(built)
        forms["sm_export.mlir"] = (text, "tfrt.tf_import.saved_model_to_mlir of Keras's "
                                         "model.export(path) (no fn_std.mlir: freezing keeps the "
                                         "lookup table as an argument)", names)
    text, names = _signature_form(built, specs)
    forms["sm_signature.mlir"] = (text, "tfrt.tf_import.tf_to_mlir(model, input_signature): TF's "
                                        "SignatureDef importer on serving_default", names)

    folder = os.path.join(FIXTURES, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for file, (text, _, _) in forms.items():
        with open(os.path.join(folder, file), "w") as f:
            f.write(text)
    for spec, x in zip(specs, feed):
        np.save(os.path.join(folder, f"input_0_{spec.name}.npy"), x)
    for j, o in enumerate(outs):
        np.save(os.path.join(folder, f"output_0_{j}.npy"), o)
    params = sum(int(np.prod(w.shape)) for w in built.owner.weights) if built.owner else 0
    meta = {"name": name, "description": MODELS[name][1], "tf_version": tf.__version__,
            "keras_version": keras.__version__, "parameters": params,
            "inputs": [{"name": s.name, **gen_models._spec(x)} for s, x in zip(specs, feed)],
            "outputs": [gen_models._spec(o) for o in outs],
            "forms": {file: {"made_by": how, "signature": "serving_default" if names else None,
                             "output_names": names, "tf_ops": _tf_ops(text)}
                      for file, (text, how, names) in forms.items()},
            "files": "input_0_<name>.npy in argument order; output_0_<j>.npy: TF's outputs in "
                     "the function's order (a dict's by sorted key), named output_names[j] by "
                     "a form's signature", **notes}
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    size = sum(os.path.getsize(os.path.join(folder, f)) for f in os.listdir(folder))
    ops = sorted(set().union(*(f["tf_ops"] for f in meta["forms"].values())))
    print(f"{name}: {params} parameters, {size // 1024} KB, {len(ops)} TF ops: {', '.join(ops)}",
          flush=True)


def _onnx_python(requested):
    """The Python that runs tf2onnx: `--onnx-python`, else this one if it has tf2onnx, else
    the side environment's."""
    import importlib.util

    if requested:
        return requested
    return sys.executable if importlib.util.find_spec("tf2onnx") else "/work/tfenv/bin/python"


def write_bench(name, onnx_python):
    import keras
    import tensorflow as tf

    built = _build(name, big=True)
    folder = os.path.join(BENCH, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    root = tf.Module()
    root.owner = built.owner
    signatures, meta_batches = {}, {}
    for batch in BENCH_BATCHES:
        specs = _with_batch(built.specs, batch)
        concrete = tf.function(built.fn).get_concrete_function(*specs)
        signatures[f"b{batch}"] = concrete
        text, frozen = _fn_std(concrete)
        meta_batches[batch] = {"tf_ops": _tf_ops(text)}
        if len(frozen.inputs) != len(specs):  # a lookup table: the signature form instead
            text, names = _signature_form(built, specs)
            meta_batches[batch].update(signature="serving_default", output_names=names)
        meta_batches[batch]["form"] = form = \
            f"{'sm' if 'signature' in meta_batches[batch] else 'fn_std'}_b{batch}.mlir"
        with open(os.path.join(folder, form), "w") as f:
            f.write(text)
        feed = built.feed(np.random.default_rng(_seed(name) + batch), batch, specs)
        for i, (spec, x) in enumerate(zip(specs, feed)):
            np.save(os.path.join(folder, f"input_b{batch}_{i}_{spec.name}.npy"), x)
        for j, o in enumerate(_call(concrete, feed)):
            np.save(os.path.join(folder, f"output_b{batch}_{j}.npy"), o)
    saved = os.path.join(folder, "saved_model")
    tf.saved_model.save(root, saved, signatures=signatures)
    names = _signature_outputs(tf, saved, "b1")
    for batch, m in meta_batches.items():
        out = os.path.join(folder, f"model_b{batch}.onnx")
        run = subprocess.run([onnx_python, os.path.abspath(__file__), "--to-onnx", saved,
                              f"b{batch}", out], capture_output=True, text=True)
        m["onnx"] = "ok" if run.returncode == 0 else \
            (run.stdout.strip().splitlines() or [f"exit code {run.returncode}"])[-1]
    params = sum(int(np.prod(w.shape)) for w in built.owner.weights) if built.owner else 0
    meta = {"name": name, "description": MODELS[name][1], "tf_version": tf.__version__,
            "keras_version": keras.__version__, "parameters": params,
            "inputs": [{"name": s.name, "dtype": s.dtype.name, "shape": s.shape.as_list()[1:]}
                       for s in built.specs],
            "output_names": names, "batches": {str(b): m for b, m in meta_batches.items()}}
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    exports = ", ".join(f"b{b} {m['onnx']}" for b, m in meta_batches.items())
    print(f"{name}: {params} parameters, onnx: {exports}", flush=True)


def _erfc_as_erf(ctx, node, name, args):
    """tf2onnx has no Erfc (Keras 3's exact GELU): 1 - Erf(x)."""
    from tf2onnx import utils

    erf = ctx.make_node("Erf", [node.input[0]]).output[0]
    one = ctx.make_const(utils.make_name("one"), np.ones((), np.float32)).output[0]
    ctx.replace_inputs(node, [one, erf])
    node.type = "Sub"


def to_onnx(saved, signature, out):
    """SavedModel signature -> ONNX (tf2onnx, opset ONNX_OPSET), in an environment with tf2onnx.
    Prints why on failure (the last line) and exits 1."""
    import tensorflow as tf
    import tf2onnx

    loaded = tf.saved_model.load(saved)  # (kept: the signature refers to its variables)
    fn = loaded.signatures[signature]
    inputs = fn.structured_input_signature[1]
    names = sorted(inputs)

    def call(*args):
        return fn(**dict(zip(names, args)))

    specs = [tf.TensorSpec(inputs[n].shape, inputs[n].dtype, name=n) for n in names]
    try:
        model, _ = tf2onnx.convert.from_function(
            tf.function(call, input_signature=specs), input_signature=specs, opset=ONNX_OPSET,
            custom_op_handlers={"Erfc": (_erfc_as_erf, [])})
        import onnx

        onnx.checker.check_model(model)
        onnx.save(model, out)
    except Exception as e:  # noqa: BLE001 - tf2onnx fails in many ways; the benchmark notes it
        print(f"tf2onnx failed: {str(e).strip().splitlines()[0][:300]}")
        sys.exit(1)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", help="models (default: all)")
    parser.add_argument("--bench", action="store_true",
                        help=f"write the full-size benchmark models into {BENCH}")
    parser.add_argument("--onnx-python", help="the Python with tf2onnx for --bench")
    parser.add_argument("--list", action="store_true", help="list the models")
    parser.add_argument("--to-onnx", nargs=3, metavar=("SAVED_MODEL", "SIGNATURE", "OUT"),
                        help=argparse.SUPPRESS)  # --bench runs this in the tf2onnx environment
    args = parser.parse_args(argv)
    if args.to_onnx:
        to_onnx(*args.to_onnx)
        return
    if args.list:
        for name, (_, doc) in MODELS.items():
            print(f"{name:20} {doc}")
        return
    unknown = [n for n in args.names if n not in MODELS]
    if unknown:
        parser.error(f"unknown model {unknown[0]!r} (have {', '.join(MODELS)})")
    onnx_python = _onnx_python(args.onnx_python) if args.bench else None
    for name in args.names or MODELS:
        if args.bench:
            write_bench(name, onnx_python)
        else:
            write_fixture(name)


if __name__ == "__main__":
    main()
