#!/usr/bin/env python
"""Writes Keras models built on channels_first layers (test/data/models/channels_first/<name>/)
with tools/gen_keras_models.py's writer: the same forms (`fn_std.mlir`, `sm_signature.mlir`),
inputs, TF's outputs and meta.json, random weights and fixed seeds.

TF's graphs run what these emit though its eager CPU kernels refuse it: Keras's channels_first
Conv3D is tf.Conv3D on NCDHW and Conv3DTranspose tf.Conv3DBackpropInputV2 on NCDHW (its 3-D
pools are NDHWC between transposes); Conv1D is tf.Conv2D on NCHW and Conv1DTranspose
tf.Conv2DBackpropInput on NCHW.

Run by hand in an environment with TensorFlow (not needed by the tests):

    .venv/bin/python tools/gen_channels_first_models.py            # every model
    .venv/bin/python tools/gen_channels_first_models.py conv3d_cf  # some
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_keras_models as gk  # noqa: E402  - its builders' conventions and its writer

FIXTURES = os.path.join(gk.ROOT, "test", "data", "models", "channels_first")
MODELS: list[str] = []


def model(doc):
    """Registers a builder with gen_keras_models (its writer looks models up there)."""
    def register(build):
        MODELS.append(build.__name__)
        return gk.model(doc)(build)
    return register


@model("channels_first 3-D: Conv3D, BatchNormalization(axis=1), MaxPooling3D, AveragePooling3D, "
       "Conv3DTranspose (strided, then dilated), a strided VALID Conv3D (an output), global pooling, softmax")
def conv3d_cf(big):
    import keras

    L = keras.layers
    cf = {"data_format": "channels_first"}
    x = gk._x((3, 6, 8, 8))
    h = L.Conv3D(6, 3, padding="same", activation="relu", **cf)(x)
    h = L.BatchNormalization(axis=1)(h)
    h = L.MaxPooling3D(2, **cf)(h)                                          # [6, 3, 4, 4]
    h = L.AveragePooling3D((1, 2, 2), strides=(1, 1, 2), padding="same", **cf)(h)
    h = L.Conv3DTranspose(4, (2, 3, 3), strides=(2, 1, 2), padding="same", **cf)(h)
    h = L.Conv3DTranspose(4, 3, dilation_rate=(1, 2, 1), padding="valid", **cf)(h)
    h = L.Conv3D(5, (2, 3, 3), strides=(1, 2, 2), activation="tanh", **cf)(h)
    y = L.Dense(4, activation="softmax", name="predictions")(L.GlobalAveragePooling3D(**cf)(h))
    return gk._keras(keras.Model(x, [h, y], name="conv3d_cf"), gk._images())  # the map too: every value


@model("channels_first 1-D: Conv1D (strided, dilated), MaxPooling1D, AveragePooling1D, "
       "Conv1DTranspose (an output), global max pooling")
def conv1d_cf(big):
    import keras

    L = keras.layers
    cf = {"data_format": "channels_first"}
    x = gk._x((4, 32))
    h = L.Conv1D(6, 5, strides=2, padding="same", activation="relu", **cf)(x)
    h = L.Conv1D(6, 3, dilation_rate=2, padding="causal", **cf)(h)
    h = L.MaxPooling1D(2, **cf)(h)
    h = L.AveragePooling1D(3, strides=1, padding="same", **cf)(h)
    h = L.Conv1DTranspose(3, 4, strides=3, **cf)(h)
    y = L.GlobalMaxPooling1D(**cf)(h)
    return gk._keras(keras.Model(x, [h, y], name="conv1d_cf"), gk._normal)


def main(argv):
    unknown = [n for n in argv if n not in MODELS]
    if unknown:
        sys.exit(f"unknown model {unknown[0]!r} (have {', '.join(MODELS)})")
    gk.FIXTURES = FIXTURES  # gen_keras_models' writer, into this set's folder
    for name in argv or MODELS:
        gk.write_fixture(name)


if __name__ == "__main__":
    main(sys.argv[1:])
