"""Keras models on channels_first layers, end to end against TensorFlow.

Fixtures: test/data/models/channels_first/<name>/, written by tools/gen_channels_first_models.py
with TF (no TF here), in the forms and files of test_keras_models.py's set. conv3d_cf's graph
has tf.Conv3D and tf.Conv3DBackpropInputV2 (also dilated) on NCDHW, conv1d_cf's tf.Conv2D and
tf.Conv2DBackpropInput on NCHW: TF's graphs run them (oneDNN), its eager CPU kernels refuse
them. Each form compiles through `tfrt.compile`, runs on the reference input and gives TF's
outputs (the last feature map and the head) within rel. 5e-5, abs. 1e-6.
"""

from __future__ import annotations

import json
import os
import re

import numpy as np
import pytest

import tfrt

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "data", "models", "channels_first")
RTOL, ATOL = 5e-5, 1e-6
FORMS = ("fn_std.mlir", "sm_signature.mlir")
# The channels_first ops each model must have (else it no longer tests what it is for).
OPS = {"conv3d_cf": {("tf.Conv3D", "NCDHW"), ("tf.Conv3DBackpropInputV2", "NCDHW")},
       "conv1d_cf": {("tf.Conv2D", "NCHW"), ("tf.Conv2DBackpropInput", "NCHW")}}


def _path(name, file):
    path = os.path.join(FIXTURES, name, file)
    if not os.path.exists(path):
        pytest.fail(f"{path} is missing: run `.venv/bin/python tools/gen_channels_first_models.py {name}`")
    return path


def _fixture(name):
    with open(_path(name, "meta.json")) as f:
        meta = json.load(f)
    inputs = [np.load(_path(name, f"input_0_{i['name']}.npy")) for i in meta["inputs"]]
    outputs = [np.load(_path(name, f"output_0_{j}.npy")) for j in range(len(meta["outputs"]))]
    return meta, inputs, outputs


def test_every_model_is_there():
    assert sorted(os.listdir(FIXTURES)) == sorted(OPS)


@pytest.mark.parametrize("name", sorted(OPS))
def test_the_graph_has_the_channels_first_ops(name):
    with open(_path(name, "fn_std.mlir")) as f:
        text = f.read()
    found = set(re.findall(r'"(tf\.\w+)"\([^)]*\) <\{data_format = "(\w+)"', text))
    assert OPS[name] <= found, f"{name}: {sorted(OPS[name] - found)} missing"


@pytest.mark.parametrize("name,form", [pytest.param(n, f, id=f"{n}-{f.split('.')[0]}")
                                       for n in sorted(OPS) for f in FORMS])
def test_model_matches_tensorflow(name, form):
    meta, inputs, want = _fixture(name)
    info = meta["forms"][form]
    exe = tfrt.compile(_path(name, form), signature=info["signature"])
    if info["signature"] is None:
        got = exe(*inputs)
        got = list(got) if isinstance(got, tuple) else [got]
    else:
        results = exe.run({spec["name"]: x for spec, x in zip(meta["inputs"], inputs)})
        got = [results[n] for n in info["output_names"]]
    assert len(got) == len(want)
    for j, (g, w) in enumerate(zip(got, want)):
        g = np.asarray(g)
        assert (g.dtype, g.shape) == (w.dtype, w.shape), f"{name} {form} output {j}"
        np.testing.assert_allclose(g, w, rtol=RTOL, atol=ATOL, err_msg=f"{name} {form} output {j}")
