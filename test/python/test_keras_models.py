"""The model set a user would bring, end to end against TensorFlow.

Fixtures: test/data/models/keras/<name>/, written by tools/gen_keras_models.py with TF (no TF
here): Keras applications (MobileNet V2/V3, EfficientNet, ResNet, DenseNet, NASNet, Xception,
Inception, ConvNeXt) shrunk to a few thousand weights, BERT- and GPT-style transformers, a ViT,
LSTM/GRU/Bidirectional classifiers, a ConvLSTM2D, a wav2vec-style audio encoder, a dilated Conv1D, a U-Net, an STFT front end, detection
post-processing with NMS, wide & deep with string hashing and a linalg/segment workload.

Every stored form of each (`fn_std.mlir`: TF's functional form, called positionally;
`sm_signature.mlir`, `sm_export.mlir`: SavedModel signature imports, called by input name,
outputs by name) compiles through `tfrt.compile` on the default kernel path, runs on the
reference input and gives TF's outputs: floats within rel. 5e-5 (abs. 1e-6 near zero),
integers exactly. A missing fixture fails (run the generator), it does not skip. String inputs
are stored as `S` arrays and given as object arrays of bytes.
"""

from __future__ import annotations

import functools
import json
import os

import numpy as np
import pytest

import tfrt
from tfrt.executable import InvocationError

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "data", "models", "keras")
RTOL, ATOL = 5e-5, 1e-6

MODELS = ["mobilenet_v2", "mobilenet_v3_small", "efficientnet", "resnet", "densenet", "nasnet",
          "xception", "inception", "convnext", "bert", "gpt", "vit", "lstm", "gru", "bilstm",
          "convlstm", "audio_encoder", "conv1d_dilated", "unet", "stft", "nms", "wide_deep", "linalg_segment"]
# A Keras lookup table cannot be frozen into a function: wide & deep comes as two SavedModels.
FORMS = {"wide_deep": ("sm_export.mlir", "sm_signature.mlir")}
DEFAULT_FORMS = ("fn_std.mlir", "sm_signature.mlir")


def _path(name, file):
    path = os.path.join(FIXTURES, name, file)
    if not os.path.exists(path):
        pytest.fail(f"{path} is missing: run `.venv/bin/python tools/gen_keras_models.py {name}`")
    return path


@functools.lru_cache(maxsize=None)
def _fixture(name):
    """(meta, inputs in argument order, TF's outputs)."""
    with open(_path(name, "meta.json")) as f:
        meta = json.load(f)
    inputs = [np.load(_path(name, f"input_0_{i['name']}.npy")) for i in meta["inputs"]]
    inputs = [x.astype(object) if x.dtype.kind == "S" else x for x in inputs]  # strings: bytes
    outputs = [np.load(_path(name, f"output_0_{j}.npy")) for j in range(len(meta["outputs"]))]
    return meta, inputs, outputs


def _run(name, form):
    meta, inputs, _ = _fixture(name)
    info = meta["forms"][form]
    exe = tfrt.compile(_path(name, form), signature=info["signature"])
    if info["signature"] is None:
        got = exe(*inputs)
        return list(got) if isinstance(got, tuple) else [got]
    results = exe.run({spec["name"]: x for spec, x in zip(meta["inputs"], inputs)})
    assert sorted(results) == sorted(info["output_names"])
    return [results[n] for n in info["output_names"]]


def assert_matches_tf(got, want, what):
    got = np.asarray(got)
    assert (got.dtype, got.shape) == (want.dtype, want.shape), \
        f"{what}: got {got.dtype}{list(got.shape)}, TF gives {want.dtype}{list(want.shape)}"
    if want.dtype.kind in "fc":
        np.testing.assert_allclose(got, want, rtol=RTOL, atol=ATOL, err_msg=what)
    else:
        np.testing.assert_array_equal(got, want, err_msg=what)


def test_every_model_is_there_in_its_forms():
    assert sorted(os.listdir(FIXTURES)) == sorted(MODELS)
    for name in MODELS:
        meta, _, _ = _fixture(name)
        assert sorted(meta["forms"]) == sorted(FORMS.get(name, DEFAULT_FORMS)), name


@pytest.mark.parametrize("name,form", [pytest.param(n, f, id=f"{n}-{f.split('.')[0]}")
                                       for n in MODELS for f in FORMS.get(n, DEFAULT_FORMS)])
def test_model_matches_tensorflow(name, form):
    _, _, want = _fixture(name)
    got = _run(name, form)
    assert len(got) == len(want)
    for j, (g, w) in enumerate(zip(got, want)):
        assert_matches_tf(g, w, f"{name} {form} output {j}")


def test_a_wrong_input_shape_is_a_clear_error():
    meta, inputs, _ = _fixture("mobilenet_v2")
    exe = tfrt.compile(_path("mobilenet_v2", "fn_std.mlir"))
    with pytest.raises(InvocationError, match="input"):
        exe(inputs[0][:, :16])


@pytest.mark.parametrize("name,op", [("lstm", "tf._KerasLSTM"), ("gru", "tf._KerasGRU"),
                                     ("bilstm", "tf._KerasLSTM")])
def test_a_keras_recurrent_layer_runs_as_one_op(name, op):
    """tf-fuse-keras-rnn makes the layer's tf.While one op (docs/passes.md); with fuse=False
    the loop runs as written. Both give TF's outputs. bilstm's layers are masked
    (mask_zero embeddings; its input has padding ids, so some steps are masked)."""
    meta, inputs, want = _fixture(name)
    path = _path(name, "fn_std.mlir")
    for fuse in (True, False):
        bef, entry = tfrt.compiler.compile_to_bef(path, fuse=fuse)
        assert (op.encode() in bef) == fuse, f"{name}: {op} with fuse={fuse}"
        assert (b"tf.TensorListGetItem" in bef) != fuse, f"{name}: a loop left with fuse={fuse}"
        got = tfrt.Executable(bef, entry)(*inputs)
        assert_matches_tf(got, want[0], f"{name} fuse={fuse}")


def test_a_loop_gets_the_weights_it_carries_as_constants():
    """A frozen ConvLSTM2D's kernels enter its tf.While as loop variables, which the body splits
    into the four gates' filters. tf-sink-constants makes them constants in the body, and
    tf-constant-fold splits them there: the convolutions then fuse with their biases (no
    Split is left in the loop). fuse=False runs the loop as written. Both give TF's outputs."""
    meta, inputs, want = _fixture("convlstm")
    path = _path("convlstm", "fn_std.mlir")
    for fuse in (True, False):
        bef, entry = tfrt.compiler.compile_to_bef(path, fuse=fuse)
        assert (b"tf._FusedConv2D" in bef) == fuse, f"fuse={fuse}"
        assert (b"tf.Split" in bef) != fuse, f"fuse={fuse}"
        got = tfrt.Executable(bef, entry)(*inputs)
        assert_matches_tf(got, want[0], f"convlstm fuse={fuse}")
