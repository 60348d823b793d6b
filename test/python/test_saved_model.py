"""SavedModel imports compiled and run, without TensorFlow: TF's own MLIR of real
SavedModels (../shared/models/*/sm_*.mlir, test/data/models/stateful and
v1_variables, made by tools/gen_models.py) against the outputs TF computed.

Only the signature's inputs are fed: variables come from the file. The stateful
models give TF's sequence of outputs over 5 calls, their written variables are
`exe.variables`, and a saved and reloaded program starts again from the
SavedModel's values with the same signature.
"""

import json
import pathlib

import numpy as np
import pytest

import tfrt
from tfrt.executable import InvocationError

from conftest import MODELS

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "models"
SHARED_SAVED_MODELS = sorted(MODELS.glob("*/sm_v*.mlir"))
STATEFUL = [DATA / "stateful" / "sm_v2.mlir", DATA / "stateful" / "sm_v2_signature.mlir",
            DATA / "v1_variables" / "sm_v1.mlir"]


def close(actual, expected):
    actual = np.asarray(actual)
    assert actual.shape == expected.shape and actual.dtype == expected.dtype, \
        (actual.dtype, actual.shape, expected.dtype, expected.shape)
    np.testing.assert_allclose(actual, expected, rtol=1e-5, atol=1e-5)


# -- ../shared/models: every SavedModel import against TF's outputs ------------------


def _reference_sets(folder: pathlib.Path):
    """[(feeds by input name, [TF's output j])] of the folder's input sets."""
    meta = json.loads((folder / "meta.json").read_text())
    names = [p.name[len("input_0_"):-len(".npy")] for p in folder.glob("input_0_*.npy")]
    sets = []
    k = 0
    while (folder / f"input_{k}_{names[0]}.npy").exists():
        feeds = {n: np.load(folder / f"input_{k}_{n}.npy") for n in names}
        outputs = []
        while (folder / f"output_{k}_{len(outputs)}.npy").exists():
            outputs.append(np.load(folder / f"output_{k}_{len(outputs)}.npy"))
        sets.append((feeds, outputs))
        k += 1
    return meta, sets


def test_shared_saved_models_exist():
    assert {p.name for p in SHARED_SAVED_MODELS} >= {"sm_v2.mlir", "sm_v1_upgrade_legacy_true.mlir"}


@pytest.mark.parametrize("path", SHARED_SAVED_MODELS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_shared_saved_model_matches_tf(path):
    meta, sets = _reference_sets(path.parent)
    assert sets
    exe = tfrt.compile(path)  # the default signature: serving_default, else the only one
    assert sorted(s.name for s in exe.inputs) == sorted(sets[0][0])
    # TF's output j: by name where the graph import named them, else in order.
    names = meta.get("import_graphdef_args", {}).get("output_names")
    for feeds, expected in sets:
        if path.name.startswith("sm_v1"):
            got = exe.run(feeds)
            outputs = [got[n] for n in names]
        else:
            outputs = exe(**feeds)
            outputs = list(outputs) if isinstance(outputs, tuple) else [outputs]
        assert len(outputs) == len(expected)
        for a, e in zip(outputs, expected):
            close(a, e)


# -- stateful SavedModels: 5 calls as TF made them -----------------------------------


def _calls(path: pathlib.Path):
    """(meta, [(feeds, TF's outputs by name, variables after the call)])."""
    meta = json.loads((path.parent / "meta.json").read_text())
    data = np.load(path.parent / "calls.npz")
    calls = []
    for k in range(meta["calls"]):
        part = {kind: {key.split("/")[2]: _runtime_array(data[key]) for key in data.files
                       if key.startswith(f"{kind}/{k}/")}
                for kind in ("input", "output", "variables")}
        calls.append((part["input"], part["output"], part["variables"]))
    return meta, calls


def _runtime_array(a: np.ndarray) -> np.ndarray:
    return a.astype(object) if a.dtype.kind == "S" else a  # TF strings are bytes objects


def _check_calls(exe, calls):
    for feeds, expected, variables in calls:
        got = exe.run(feeds)
        assert set(got) == set(expected)
        for name, value in expected.items():
            close(got[name], value)
        for name in exe.variables:
            close(exe.variables[name], variables[name])


@pytest.fixture(params=STATEFUL, ids=lambda p: f"{p.parent.name}/{p.name}")
def stateful(request):
    meta, calls = _calls(request.param)
    return request.param, meta, calls


def test_stateful_matches_tf_over_calls(stateful):
    path, meta, calls = stateful
    exe = tfrt.compile(path)
    assert sorted(s.name for s in exe.inputs) == sorted(i["name"] for i in meta["inputs"])
    assert sorted(s.name for s in exe.outputs) == sorted(o["name"] for o in meta["outputs"])
    written = {n for n, v in meta["variables"].items() if v["written"]}
    assert set(exe.variables) == written  # read-only variables are constants
    _check_calls(exe, calls)


def test_stateful_inputs_have_the_signature_types(stateful):
    path, meta, _ = stateful
    exe = tfrt.compile(path)
    for spec in meta["inputs"]:
        got = next(s for s in exe.inputs if s.name == spec["name"])
        want = np.dtype(object) if spec["dtype"].startswith("bytes") else np.dtype(spec["dtype"])
        assert got.dtype == want
        # TF's shape, a batch dimension of None where the signature left it open.
        assert got.shape is not None and len(got.shape) == len(spec["shape"])
        assert all(d is None or d == n for d, n in zip(got.shape, spec["shape"]))


def test_stateful_executables_do_not_share_state(stateful):
    path, _, calls = stateful
    first, second = tfrt.compile(path), tfrt.compile(path)
    first.run(calls[0][0])
    _check_calls(second, calls)  # from the SavedModel's values, not first's


def test_variables_read_and_write():
    path = DATA / "stateful" / "sm_v2_signature.mlir"
    _, calls = _calls(path)
    exe = tfrt.compile(path)
    assert set(exe.variables) == {"count", "mean", "state"}
    assert exe.variables["count"] == 0 and exe.variables["count"].dtype == np.int64
    _check_calls(exe, calls[:2])
    # Back to the start by hand: the rest of TF's sequence follows.
    exe.variables["count"] = np.int64(0)
    exe.variables["mean"] = np.zeros((1, 3), np.float32)
    exe.variables["state"] = np.zeros((1, 2), np.float32)
    _check_calls(exe, calls)
    value = exe.variables["mean"]
    value[...] = 7  # a copy: the program's variable is not changed through it
    close(exe.variables["mean"], calls[-1][2]["mean"])
    with pytest.raises(InvocationError, match="'count' is int64"):
        exe.variables["count"] = np.float32(1)
    with pytest.raises(InvocationError, match="'mean' is float32\\[1x3\\]"):
        exe.variables["mean"] = np.zeros((3,), np.float32)
    with pytest.raises(KeyError, match="count, mean, state"):
        exe.variables["w"]  # read-only: compiled into a constant


def test_save_and_load_keep_signature_and_start_from_saved_values(tmp_path, stateful):
    path, _, calls = stateful
    exe = tfrt.compile(path)
    exe.run(calls[0][0])
    exe.run(calls[1][0])  # state the file does not hold
    exe.save(tmp_path / "model.bef")
    loaded = tfrt.load(tmp_path / "model.bef")
    assert loaded.inputs == exe.inputs and loaded.outputs == exe.outputs
    assert set(loaded.variables) == set(exe.variables)
    _check_calls(loaded, calls)
    feeds = dict(calls[0][0])
    name = sorted(feeds)[-1]
    feeds[name] = np.zeros((1, 1, 1), np.float32)
    with pytest.raises(InvocationError, match=repr(name)):
        loaded.run(feeds)


def test_unknown_signature_lists_the_signatures():
    with pytest.raises(tfrt.CompileError, match="no signature 'predict'.*serving_default"):
        tfrt.compile(DATA / "v1_variables" / "sm_v1.mlir", signature="predict")


def test_v1_table_is_filled_once_by_the_session_initializer():
    """The SavedModel's main op fills a lookup table at load; every call reads it."""
    path = DATA / "v1_variables" / "sm_v1.mlir"
    _, calls = _calls(path)
    exe = tfrt.compile(path)
    for _ in range(3):
        got = exe.run({"x": np.zeros((3, 3), np.float32),
                       "key": np.array([b"emu", b"cat", b"owl"], object)}, ["ids"])
        np.testing.assert_array_equal(got["ids"], np.array([3, 1, -1], np.int64))
