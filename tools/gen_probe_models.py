#!/usr/bin/env python
"""A second model set for benchmarks/keras_models_bench.py: 27 architectures the compiler and
kernels were not tuned on, for checking a change against ONNX Runtime and TF the way a held-out
set will be measured (batch 1, one thread). Keras applications (ResNet101/50V2/152V2, DenseNet
169/201, VGG16, MobileNet V1/V3-Large, EfficientNet B2/V2-B0/V2-B2, ConvNeXt-Tiny, NASNet-Large,
InceptionResNetV2, Xception at 96x96) and hand-built models (a BERT-base-like encoder, a GPT-2-
like decoder, ViT-small, a T5-style encoder with RMSNorm, relative position bias and a gated-
GELU FFN, MLP-Mixer, ConvMixer, stacked bidirectional RNNs, a Conv1D
audio classifier with GroupNorm, a U-Net with BatchNorm, a YOLO-style head, DCN-v2, a wav2vec-
style feature extractor).

The builders are written as tools/gen_keras_models.py's own (`Built(fn, specs, owner, feed)`,
random weights, fixed seeds) and go through its `--bench` machinery, batch 1 only, into
build/probe_models/ (not committed; a few minutes per model with the ONNX export):

    .venv/bin/python tools/gen_probe_models.py [names]     # default: all of them
    .venv/bin/python tools/gen_probe_models.py --list
    .venv/bin/python benchmarks/keras_models_bench.py --models build/probe_models --batch 1

Measured with it (and a ConvLSTM2D classifier, since in the main set as `convlstm`) on
2026-11-27 (docs/core_runtime.md, Round 9): geomean 1.25x ONNX Runtime before that round's
changes, 0.99-1.02x after.
"""
import os
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np  # noqa: E402

import gen_keras_models as g  # noqa: E402

g.BENCH = os.path.join(g.ROOT, "build", "probe_models")
g.BENCH_BATCHES = (1,)
BUILTIN = set(g.MODELS)
model, _keras, _images, _tokens, _normal, _x, _head = (
    g.model, g._keras, g._images, g._tokens, g._normal, g._x, g._head)


# ---- keras.applications -------------------------------------------------------------------

def _app(ctor, size, lo, hi, **kw):
    import keras

    x = _x((size, size, 3))
    return _keras(getattr(keras.applications, ctor)(input_tensor=x, weights=None, **kw),
                  _images(lo, hi))


@model("ResNet101 (64x64)")
def h_resnet101(big):
    return _app("ResNet101", 64, -1, 1)


@model("ResNet50V2 (64x64)")
def h_resnet50v2(big):
    return _app("ResNet50V2", 64, -1, 1)


@model("ResNet152V2 (64x64)")
def h_resnet152v2(big):
    return _app("ResNet152V2", 64, -1, 1)


@model("DenseNet169 (64x64)")
def h_densenet169(big):
    return _app("DenseNet169", 64, -1, 1)


@model("DenseNet201 (64x64)")
def h_densenet201(big):
    return _app("DenseNet201", 64, -1, 1)


@model("VGG16 (64x64)")
def h_vgg16(big):
    return _app("VGG16", 64, -1, 1)


@model("MobileNet V1 alpha 1.0 (96x96)")
def h_mobilenet_v1(big):
    return _app("MobileNet", 96, -1, 1)


@model("MobileNetV3Large (96x96, with its Rescaling)")
def h_mobilenet_v3_large(big):
    return _app("MobileNetV3Large", 96, 0, 255)


@model("EfficientNetB2 (64x64)")
def h_efficientnet_b2(big):
    return _app("EfficientNetB2", 64, 0, 255)


@model("EfficientNetV2B0 (64x64)")
def h_efficientnetv2_b0(big):
    return _app("EfficientNetV2B0", 64, 0, 255)


@model("EfficientNetV2B2 (64x64)")
def h_efficientnetv2_b2(big):
    return _app("EfficientNetV2B2", 64, 0, 255)


@model("ConvNeXtTiny (64x64)")
def h_convnext_tiny(big):
    return _app("ConvNeXtTiny", 64, 0, 255)


@model("NASNetLarge (96x96)")
def h_nasnet_large(big):
    import keras

    x = _x((96, 96, 3))
    return _keras(keras.applications.NASNetLarge(input_tensor=x, input_shape=(96, 96, 3),
                                                  weights=None), _images(-1, 1))


@model("InceptionResNetV2 (75x75)")
def h_inception_resnet_v2(big):
    return _app("InceptionResNetV2", 75, -1, 1)


@model("Xception (96x96)")
def h_xception96(big):
    return _app("Xception", 96, -1, 1)


# ---- transformers ---------------------------------------------------------------------------

@model("BERT-base-ish encoder: 4 post-norm layers, d=384, 6 heads, seq 128, padding mask")
def h_bert4(big):
    return g._bert(128, 8000, 384, 6, 1536, layers=4)


@model("GPT-2-ish decoder: 4 causal pre-norm layers, d=256, seq 64, tanh GELU, vocab logits")
def h_gpt2_4(big):
    import keras

    L = keras.layers
    PositionEmbedding, _ = g._layers()
    seq, vocab, dim, heads, ff = 64, 5000, 256, 4, 1024
    ids = _x((seq,), "int32", "input_ids")
    h = PositionEmbedding()(L.Embedding(vocab, dim)(ids))
    for _ in range(4):
        h = g._encoder_block(h, heads, dim, ff, pre_norm=True, causal=True, gelu_tanh=True)
    h = L.LayerNormalization(epsilon=1e-5)(h)
    return _keras(keras.Model(ids, L.Dense(vocab, name="logits")(h)), _tokens(vocab))


@model("ViT-small-ish: patch 8 on 64x64, d=384, 6 heads, 4 pre-norm layers, class token")
def h_vit_small(big):
    import keras

    L = keras.layers
    PositionEmbedding, ClassToken = g._layers()
    size, patch, dim, heads, depth = 64, 8, 384, 6, 4
    x = _x((size, size, 3))
    h = L.Conv2D(dim, patch, strides=patch)(x)
    h = L.Reshape(((size // patch) ** 2, dim))(h)
    h = PositionEmbedding()(ClassToken()(h))
    for _ in range(depth):
        h = g._encoder_block(h, heads, dim, 4 * dim, pre_norm=True)
    h = L.LayerNormalization(epsilon=1e-6)(h)
    return _keras(keras.Model(x, L.Dense(1000, activation="softmax", name="head")(h[:, 0])),
                  _images(-1, 1))


def _t5_layers():
    import keras

    ops = keras.ops

    class RMSNorm(keras.layers.Layer):
        def build(self, shape):
            self.scale = self.add_weight(shape=(shape[-1],), initializer="ones", name="gamma")

        def call(self, x):
            return x * ops.rsqrt(ops.mean(ops.square(x), axis=-1, keepdims=True) + 1e-6) * self.scale

    class T5Attention(keras.layers.Layer):
        """Self-attention without biases, T5's bucketed relative position bias (a learned table
        gathered by static bucket ids) and its unscaled logits."""

        def __init__(self, heads, head_dim, buckets=32, max_distance=128, **kw):
            super().__init__(**kw)
            self.heads, self.head_dim, self.buckets, self.max_distance = \
                heads, head_dim, buckets, max_distance

        def build(self, shape):
            d, inner = shape[-1], self.heads * self.head_dim
            self.q, self.k, self.v = [self.add_weight(shape=(d, inner), name=n)
                                      for n in ("q", "k", "v")]
            self.o = self.add_weight(shape=(inner, d), name="o")
            self.table = self.add_weight(shape=(self.buckets, self.heads),
                                         initializer="random_normal", name="relative_bias")
            seq = shape[1]
            rel = np.arange(seq)[None, :] - np.arange(seq)[:, None]  # key - query
            half = self.buckets // 2
            bucket = (rel > 0).astype(np.int64) * half
            n = np.abs(rel)
            exact = half // 2
            large = exact + (np.log(np.maximum(n, 1) / exact) / np.log(self.max_distance / exact)
                             * (half - exact)).astype(np.int64)
            self.bucket_ids = (bucket + np.where(n < exact, n, np.minimum(large, half - 1))
                               ).astype(np.int32)

        def call(self, x):
            b, t = ops.shape(x)[0], x.shape[1]

            def split(w):
                return ops.transpose(ops.reshape(ops.matmul(x, w), (b, t, self.heads,
                                                                     self.head_dim)), (0, 2, 1, 3))
            q, k, v = split(self.q), split(self.k), split(self.v)
            bias = ops.transpose(ops.take(self.table, self.bucket_ids, axis=0), (2, 0, 1))
            s = ops.einsum("bhqd,bhkd->bhqk", q, k) + bias[None]
            o = ops.einsum("bhqk,bhkd->bhqd", ops.softmax(s, axis=-1), v)
            o = ops.reshape(ops.transpose(o, (0, 2, 1, 3)), (b, t, self.heads * self.head_dim))
            return ops.matmul(o, self.o)

    return RMSNorm, T5Attention


@model("T5-ish encoder: RMSNorm, relative position bias, gated-GELU FFN, no biases; "
       "4 layers, d=256, seq 96")
def h_t5_encoder(big):
    import keras

    L = keras.layers
    RMSNorm, T5Attention = _t5_layers()
    seq, vocab, dim, heads, ff = 96, 8000, 256, 4, 640
    ids = _x((seq,), "int32", "input_ids")
    h = L.Embedding(vocab, dim)(ids)
    for _ in range(4):
        h = L.add([h, T5Attention(heads, dim // heads)(RMSNorm()(h))])
        n = RMSNorm()(h)
        gated = L.multiply([L.Dense(ff, use_bias=False, activation="gelu")(n),
                            L.Dense(ff, use_bias=False)(n)])
        h = L.add([h, L.Dense(dim, use_bias=False)(gated)])
    return _keras(keras.Model(ids, RMSNorm()(h)), _tokens(vocab))


# ---- other vision --------------------------------------------------------------------------

@model("MLP-Mixer: patch 8 on 64x64, 64 tokens, d=256, 6 blocks (token and channel MLPs, GELU)")
def h_mlp_mixer(big):
    import keras

    L = keras.layers
    size, patch, dim, token_mlp, channel_mlp, depth = 64, 8, 256, 128, 1024, 6
    tokens = (size // patch) ** 2
    x = _x((size, size, 3))
    h = L.Reshape((tokens, dim))(L.Conv2D(dim, patch, strides=patch)(x))
    for _ in range(depth):
        t = L.Permute((2, 1))(L.LayerNormalization(epsilon=1e-6)(h))
        t = L.Dense(tokens)(L.Dense(token_mlp, activation="gelu")(t))
        h = L.add([h, L.Permute((2, 1))(t)])
        c = L.LayerNormalization(epsilon=1e-6)(h)
        h = L.add([h, L.Dense(dim)(L.Dense(channel_mlp, activation="gelu")(c))])
    h = L.GlobalAveragePooling1D()(L.LayerNormalization(epsilon=1e-6)(h))
    return _keras(keras.Model(x, L.Dense(1000, activation="softmax", name="head")(h)),
                  _images(-1, 1))


@model("ConvMixer: patch 4 on 64x64, d=256, depth 8, depthwise 7x7, GELU then BatchNorm")
def h_convmixer(big):
    import keras

    L = keras.layers
    dim, depth, kernel, patch = 256, 8, 7, 4

    def act_bn(h):
        return L.BatchNormalization()(L.Activation("gelu")(h))

    x = _x((64, 64, 3))
    h = act_bn(L.Conv2D(dim, patch, strides=patch)(x))
    for _ in range(depth):
        h = L.add([act_bn(L.DepthwiseConv2D(kernel, padding="same")(h)), h])
        h = act_bn(L.Conv2D(dim, 1)(h))
    return _keras(keras.Model(x, _head(h, 1000)), _images(-1, 1))


@model("U-Net with BatchNorm: 64x64, conv-BN-ReLU pairs, Conv2DTranspose up-sampling, skips")
def h_unet_bn(big):
    import keras

    L = keras.layers
    w = 16

    def conv(h, f):
        for _ in range(2):
            h = L.Conv2D(f, 3, padding="same", use_bias=False)(h)
            h = L.Activation("relu")(L.BatchNormalization()(h))
        return h

    x = _x((64, 64, 3))
    skips, h = [], x
    for level in range(3):
        h = conv(h, w << level)
        skips.append(h)
        h = L.MaxPooling2D()(h)
    h = conv(h, w << 3)
    for level in reversed(range(3)):
        h = L.Conv2DTranspose(w << level, 2, strides=2, padding="same")(h)
        h = conv(L.concatenate([h, skips[level]]), w << level)
    return _keras(keras.Model(x, L.Conv2D(3, 1, activation="softmax", name="mask")(h)),
                  _images(-1, 1))


@model("YOLO-style: SiLU conv-BN backbone with CSP-like blocks, 3 heads (strides 8/16/32), "
       "anchor decode (sigmoid, grid, anchors), 128x128")
def h_yolo(big):
    import keras

    L = keras.layers
    ops = keras.ops
    size, classes = 128, 20
    anchors = [[(10, 13), (16, 30), (33, 23)], [(30, 61), (62, 45), (59, 119)],
               [(116, 90), (156, 198), (373, 326)]]

    def cbs(h, f, k=3, s=1):
        h = L.Conv2D(f, k, strides=s, padding="same", use_bias=False)(h)
        return L.Activation("silu")(L.BatchNormalization(epsilon=1e-3)(h))

    def csp(h, f, n):
        a = cbs(h, f // 2, 1)
        b = cbs(h, f // 2, 1)
        for _ in range(n):
            a = L.add([a, cbs(cbs(a, f // 2, 1), f // 2, 3)])
        return cbs(L.concatenate([a, b]), f, 1)

    class Decode(keras.layers.Layer):
        def __init__(self, stride, anchors, **kw):
            super().__init__(**kw)
            self.stride, self.anchors = stride, np.array(anchors, np.float32)

        def call(self, p):
            n = p.shape[1]
            na = len(self.anchors)
            p = ops.reshape(p, (-1, n, n, na, 5 + classes))
            yv, xv = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
            grid = np.stack([xv, yv], -1)[None, :, :, None, :].astype(np.float32)
            s = ops.sigmoid(p)
            xy = (s[..., :2] * 2.0 - 0.5 + grid) * self.stride
            wh = ops.square(s[..., 2:4] * 2.0) * self.anchors[None, None, None]
            out = ops.concatenate([xy, wh, s[..., 4:]], axis=-1)
            return ops.reshape(out, (-1, n * n * na, 5 + classes))

    x = _x((size, size, 3))
    h = cbs(x, 16, 3, 2)                       # 64
    h = csp(cbs(h, 32, 3, 2), 32, 1)           # 32
    p3 = csp(cbs(h, 64, 3, 2), 64, 2)          # 16 (stride 8)
    p4 = csp(cbs(p3, 128, 3, 2), 128, 2)       # 8 (stride 16)
    p5 = csp(cbs(p4, 256, 3, 2), 256, 1)       # 4 (stride 32)
    # a small FPN: top-down with nearest up-sampling
    u = cbs(p5, 128, 1)
    p4 = csp(L.concatenate([L.UpSampling2D()(u), p4]), 128, 1)
    u = cbs(p4, 64, 1)
    p3 = csp(L.concatenate([L.UpSampling2D()(u), p3]), 64, 1)
    outs = [Decode(stride, a)(L.Conv2D(3 * (5 + classes), 1)(p))
            for p, stride, a in zip((p3, p4, p5), (8, 16, 32), anchors)]
    return _keras(keras.Model(x, L.concatenate(outs, axis=1, name="detections")),
                  _images(0, 1))


# ---- sequences, audio, recsys --------------------------------------------------------------

@model("stacked RNN tagger: Embedding, Bidirectional GRU, LSTM, Bidirectional LSTM "
       "(return_sequences), per-step softmax, seq 64")
def h_rnn_stack(big):
    import keras

    L = keras.layers
    seq, vocab = 64, 5000
    ids = _x((seq,), "int32", "input_ids")
    h = L.Embedding(vocab, 64)(ids)
    h = L.Bidirectional(L.GRU(64, return_sequences=True))(h)
    h = L.LSTM(128, return_sequences=True)(h)
    h = L.Bidirectional(L.LSTM(64, return_sequences=True))(h)
    return _keras(keras.Model(ids, L.Dense(17, activation="softmax", name="tags")(h)),
                  _tokens(vocab))


@model("1-D CNN audio classifier: 8000 samples, Conv1D + GroupNormalization + GELU stages")
def h_audio_cnn(big):
    import keras

    L = keras.layers

    def stage(h, f, k, s=1):
        h = L.Conv1D(f, k, strides=s, padding="same")(h)
        return L.Activation("gelu")(L.GroupNormalization(groups=8)(h))

    x = _x((8000, 1))
    h = stage(x, 32, 80, 4)
    h = L.MaxPooling1D(4)(h)
    for f in (32, 64, 128, 256):
        h = stage(stage(h, f, 3), f, 3)
        h = L.MaxPooling1D(2)(h) if f < 256 else h
    h = L.GlobalAveragePooling1D()(h)
    return _keras(keras.Model(x, L.Dense(35, activation="softmax", name="probabilities")(h)),
                  _normal)


@model("wav2vec2-style feature extractor: 7 strided Conv1D (first with per-channel "
       "GroupNorm), GELU, LayerNorm + projection; 16000 samples, 128 channels")
def h_wav2vec_fe(big):
    import keras

    L = keras.layers
    dim = 128
    x = _x((16000,), name="waveform")
    h = L.Reshape((16000, 1))(x)
    h = L.Conv1D(dim, 10, strides=5, use_bias=False)(h)
    h = L.Activation("gelu")(L.GroupNormalization(groups=dim, epsilon=1e-5)(h))
    for k, s in ((3, 2), (3, 2), (3, 2), (3, 2), (2, 2), (2, 2)):
        h = L.Activation("gelu")(L.Conv1D(dim, k, strides=s, use_bias=False)(h))
    h = L.LayerNormalization(epsilon=1e-5)(h)
    return _keras(keras.Model(x, L.Dense(256, name="features")(h)), _normal)


@model("DCN-v2 recsys: 26 categorical features (Embedding 10000x16), 13 dense, 3 cross "
       "layers, MLP 512-256, sigmoid")
def h_dcn(big):
    import keras

    L = keras.layers
    ops = keras.ops
    fields, vocab, emb, dense = 26, 10000, 16, 13

    class Cross(keras.layers.Layer):
        """DCN-v2: x0 * (W x + b) + x."""

        def build(self, shapes):
            d = shapes[0][-1]
            self.w = self.add_weight(shape=(d, d), name="kernel")
            self.b = self.add_weight(shape=(d,), initializer="zeros", name="bias")

        def call(self, inputs):
            x0, x = inputs
            return x0 * (ops.matmul(x, self.w) + self.b) + x

    cat = _x((fields,), "int32", "categorical")
    num = _x((dense,), "float32", "numeric")
    x0 = L.concatenate([L.Flatten()(L.Embedding(vocab, emb)(cat)), num])
    c = x0
    for _ in range(3):
        c = Cross()([x0, c])
    d = L.Dense(256, activation="relu")(L.Dense(512, activation="relu")(x0))
    out = L.Dense(1, activation="sigmoid", name="probability")(L.concatenate([c, d]))

    def feed(rng, batch, specs):
        return [rng.integers(0, vocab, (batch, fields)).astype(np.int32),
                rng.standard_normal((batch, dense)).astype(np.float32)]
    return _keras(keras.Model([cat, num], out), feed)


EXTRA = [n for n in g.MODELS if n not in BUILTIN]

if __name__ == "__main__":
    argv = sys.argv[1:]
    if argv == ["--list"]:
        print("\n".join(EXTRA))
        sys.exit(0)
    names = argv or EXTRA
    for name in names:
        t = time.time()
        try:
            g.main(["--bench", name])
        except Exception as e:  # noqa: BLE001 - one bad builder must not stop the rest
            print(f"{name}: FAILED {type(e).__name__}: {str(e).splitlines()[0][:200]}", flush=True)
        print(f"{name}: {time.time() - t:.0f} s", flush=True)
