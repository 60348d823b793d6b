"""TensorLists, TensorArrays and the Keras RNN models that use them, against TensorFlow.

Fixtures: test/data/models/ (written by tools/gen_models.py with TF; no TF here).
* `list_ops/`: op sequences (create -> set -> stack ...) run step by step through the CPU op
  library: each step's metadata (or value-metadata) function must agree with TF's outputs,
  dispatch must give TF's values, and where TF raised, that step must raise OpError.
* `lstm`, `gru`, `bilstm`, `lstm_unroll`: `tfrt.compile` of TF's fn_std MLIR, run on the
  reference input, within rel. 5e-5 of TF's output.
"""

from __future__ import annotations

import json
import os
import threading
import types

import numpy as np
import pytest

from tfrt.runtime.cpu_ops import OpError, default_cpu_op_registry
from tfrt.runtime.cpu_ops.list_ops import TensorList
from tfrt.runtime.cpu_ops.tensor_array_ops import TensorArray
from tfrt.runtime.tensor import TensorMetadata

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.join(HERE, "..", "data", "models")
REG = default_cpu_op_registry()
VARIANT = np.dtype(object)


def _load_sequences():
    with open(os.path.join(MODELS, "list_ops", "cases.json")) as f:
        spec = json.load(f)
    with np.load(os.path.join(MODELS, "list_ops", "cases.npz")) as z:
        data = {k: z[k] for k in z.files}
    return spec["cases"], data


CASES, DATA = _load_sequences()


def _attrs(attrs):
    return types.MappingProxyType({k: np.dtype(v["dtype"]) if isinstance(v, dict) else v
                                   for k, v in attrs.items()})


def _metadata(entry, attrs, inputs):
    if entry.metadata_fn is not None:
        return entry.metadata_fn(attrs, *(TensorMetadata.of(x) for x in inputs))
    vops = {i % len(inputs) for i in entry.value_operands}
    return entry.value_metadata_fn(attrs, *(x if i in vops else TensorMetadata.of(x)
                                            for i, x in enumerate(inputs)))


def _run_step(step, results):
    entry = REG.lookup(step["op"])
    inputs = [DATA[x["array"]].copy() if "array" in x else results[x["step"]][x["output"]]
              for x in step["inputs"]]
    attrs = _attrs(step["attrs"])
    md = _metadata(entry, attrs, inputs)
    out = entry.dispatch_fn(attrs, *inputs)
    outs = list(out) if isinstance(out, tuple) else [out]
    mds = list(md) if isinstance(md, tuple) else [md]
    return inputs, outs, mds


# TF defects the library does not reproduce (strict: each fails today).
SEQUENCE_XFAIL = {
    "tf.TensorListScatterIntoExistingList-2":
        "TF 2.21 grows the list for an index past its end but writes such elements at the old "
        "size onward ([0, 5] into 2 elements puts the second at 2); the library writes index i at i",
}


def _sequence_params():
    for c in CASES:
        marks = [pytest.mark.xfail(reason=SEQUENCE_XFAIL[c["id"]], strict=True)] \
            if c["id"] in SEQUENCE_XFAIL else []
        yield pytest.param(c, id=c["id"], marks=marks)


@pytest.mark.parametrize("case", _sequence_params())
def test_sequence_matches_tensorflow(case):
    results = []
    for s, step in enumerate(case["steps"]):
        if case.get("step") == s:  # TF raised here: so must the library, naming the op
            with pytest.raises(OpError) as info:
                _run_step(step, results)
            assert info.value.op_name == step["op"], str(info.value)
            return
        inputs, outs, mds = _run_step(step, results)
        want = case["outputs"][s]
        assert len(outs) == len(want) == len(mds), f"step {s}: {len(outs)} results, TF gives {len(want)}"
        for j, (got, w, m) in enumerate(zip(outs, want, mds)):
            assert isinstance(got, np.ndarray) and (m.dtype, m.shape) == (got.dtype, got.shape), \
                f"step {s} output {j}: metadata {m} for {got.dtype}{list(got.shape)}"
            if "variant" in w:
                assert (got.dtype, got.shape) == (VARIANT, ())
                assert isinstance(got[()], (TensorList, TensorArray))
            else:
                w = DATA[w["array"]]
                assert (got.dtype, got.shape) == (w.dtype, w.shape), \
                    f"step {s} output {j}: got {got.dtype}{list(got.shape)}, TF gives {w.dtype}{list(w.shape)}"
                assert np.array_equal(got, w), f"step {s} output {j}: got\n{got}\nTF gives\n{w}"
        for x, ref in zip(inputs, step["inputs"]):  # the op left its array inputs unchanged
            if "array" in ref:
                assert x.tobytes() == DATA[ref["array"]].tobytes(), f"step {s} wrote into an input"
        results.append(outs)
    assert "error" not in case, f"TF raised {case['error']}: {case['message']}"


def test_every_list_and_array_op_has_cases():
    ops = [n for n in REG.op_names() if "TensorList" in n or "TensorArray" in n or n == "tf.EmptyTensorList"]
    assert len(ops) == 24
    for op in ops:
        mine = [c for c in CASES if c["op"] == op]
        assert len(mine) >= 3 and any("error" in c for c in mine), op


# -- value semantics and in-place updates --------------------------------------------------------

def _op(name, *inputs, **attrs):
    return REG.lookup(name).dispatch_fn(types.MappingProxyType(attrs), *inputs)


def _i32(v):
    return np.array(v, np.int32)


def test_set_item_is_in_place_on_the_newest_version_and_keeps_older_ones():
    lst = _op("tf.TensorListReserve", _i32([2]), _i32(3), element_dtype=np.dtype(np.float32))
    versions = [lst]
    for k in range(3):
        versions.append(_op("tf.TensorListSetItem", versions[-1], _i32(k), np.full(2, k + 1, np.float32)))
    store = lst[()]._store
    assert all(v[()]._store is store for v in versions)  # one store: no copies of the list
    assert store.items is versions[-1][()]._reroot()      # the newest version owns it
    # Every older version still reads its own elements (the store moves back and forth).
    for k in (0, 3, 1, 2, 0):
        got = _op("tf.TensorListStack", versions[k], _i32([2]))
        assert got[:, 0].tolist() == [i + 1 if i < k else 0 for i in range(3)]
    # A branch from an old version does not disturb the others.
    branch = _op("tf.TensorListPushBack", versions[1], np.full(2, 9, np.float32))
    assert _op("tf.TensorListStack", branch, _i32([2]))[:, 0].tolist() == [1, 0, 0, 9]
    assert _op("tf.TensorListStack", versions[3], _i32([2]))[:, 0].tolist() == [1, 2, 3]
    assert len(versions[2][()]) == 3


def test_versions_are_safe_between_threads():
    lst = _op("tf.TensorListFromTensor", np.zeros((8, 1), np.float32), _i32([1]))
    errors = []

    def work(k):
        try:
            v = lst
            for i in range(8):
                v = _op("tf.TensorListSetItem", v, _i32(i), np.full(1, k, np.float32))
                assert _op("tf.TensorListStack", lst, _i32([1])).sum() == 0
            assert _op("tf.TensorListStack", v, _i32([1]))[:, 0].tolist() == [k] * 8
        except Exception as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(1, 5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors


def test_element_dtype_comes_from_the_first_element_without_the_attribute():
    """The compiler passes no element_dtype (a derived attribute in TF): the list takes the
    first element's dtype, and an unset element of a list of unknown dtype is an OpError."""
    lst = _op("tf.TensorListReserve", _i32([2]), _i32(2))
    with pytest.raises(OpError, match="element dtype is unknown"):
        _op("tf.TensorListStack", lst, _i32([2]))
    l2 = _op("tf.TensorListSetItem", lst, _i32(1), np.ones(2, np.float64))
    assert _op("tf.TensorListStack", l2, _i32([2])).dtype == np.float64
    with pytest.raises(OpError, match="Invalid data types"):
        _op("tf.TensorListSetItem", l2, _i32(0), np.ones(2, np.float32))


def test_negative_scatter_index_is_an_op_error():
    """No fixture: a negative index crashes TF 2.21's process (segmentation fault)."""
    lst = _op("tf.TensorListReserve", _i32([2]), _i32(2), element_dtype=np.dtype(np.float32))
    with pytest.raises(OpError, match="non-negative"):
        _op("tf.TensorListScatterIntoExistingList", lst, np.ones((1, 2), np.float32), _i32([-1]))


def test_a_string_tensor_is_not_a_list():
    s = np.array(b"abc", dtype=object)
    with pytest.raises(OpError, match="must be a TensorList variant"):
        _op("tf.TensorListLength", s)


# -- variants through the Core Runtime -----------------------------------------------------------

def test_lists_through_the_eager_api():
    from tfrt.runtime import eager as tfe

    x = np.arange(6, dtype=np.float32).reshape(3, 2)
    lst = tfe.ops.TensorListFromTensor(tfe.tensor(x), tfe.tensor(_i32([2])))
    assert lst.metadata == TensorMetadata(np.dtype(object), ())
    l2 = tfe.ops.TensorListSetItem(lst, tfe.tensor(_i32(1)), tfe.tensor(np.array([9, 9], np.float32)))
    got = tfe.ops.TensorListStack(l2, tfe.tensor(_i32([2])), element_dtype=np.dtype(np.float32))
    assert got.numpy().tolist() == [[0, 1], [9, 9], [4, 5]]
    assert tfe.ops.TensorListStack(lst, tfe.tensor(_i32([2]))).numpy().tolist() == x.tolist()
    assert repr(l2) == "VariantHostTensor shape = [], value = TensorList<f32, [2]>(3 elements)"


# -- Keras models --------------------------------------------------------------------------------

RNN_MODELS = ["lstm", "gru", "bilstm", "lstm_unroll"]


@pytest.mark.parametrize("name", RNN_MODELS)
def test_model_matches_tensorflow(name):
    """Each compiles (Split / Unpack get their result counts from ODS) and matches TF."""
    import tfrt

    folder = os.path.join(MODELS, name)
    exe = tfrt.compile(os.path.join(folder, "fn_std.mlir"))
    got = exe(np.load(os.path.join(folder, "input_0_x.npy")))
    got = got if isinstance(got, (list, tuple)) else [got]
    want = np.load(os.path.join(folder, "output_0_0.npy"))
    assert len(got) == 1
    np.testing.assert_allclose(np.asarray(got[0]), want, rtol=5e-5, atol=1e-6)


# -- Keras SimpleRNN models (tf._KerasSimpleRNN) -------------------------------------------------

SIMPLE_RNN = os.path.join(MODELS, "simple_rnn")  # written by tools/gen_simple_rnn_cases.py
# name -> how many of its loops become tf._KerasSimpleRNN (softsign: an activation the op
# does not run, so its loop stays and runs op by op).
SIMPLE_RNN_MODELS = {"stacked": 2, "backwards_relu": 1, "bidirectional": 4, "masked": 2,
                     "linear_nobias": 1, "softsign": 0}


def test_every_simple_rnn_model_is_there():
    assert sorted(os.listdir(SIMPLE_RNN)) == sorted(SIMPLE_RNN_MODELS)


@pytest.mark.parametrize("name", sorted(SIMPLE_RNN_MODELS))
def test_simple_rnn_model_matches_tensorflow(name):
    """Stacked, go_backwards, Bidirectional (a reversed copy of x, then of the outputs),
    masked (padding), use_bias=False and linear: each of the model's loops is one
    tf._KerasSimpleRNN after tf-fuse-keras-rnn, and with or without fusion it gives TF's
    outputs."""
    from mlir import ir, passmanager

    import tfrt
    import tfrt.dialects  # noqa: F401  (registers the dialects and passes)

    folder = os.path.join(SIMPLE_RNN, name)
    path = os.path.join(folder, "fn_std.mlir")
    x = np.load(os.path.join(folder, "input_0_x.npy"))
    want = np.load(os.path.join(folder, "output_0_0.npy"))
    with ir.Context():
        module = ir.Module.parseFile(path)
        loops = str(module).count('"tf.While"')
        passmanager.PassManager.parse(
            "builtin.module(tf-remove-identity,tf-fuse-keras-rnn)").run(module.operation)
        text = str(module)
    fused = SIMPLE_RNN_MODELS[name]
    assert text.count('"tf._KerasSimpleRNN"') == fused and text.count('"tf.While"') == loops - fused
    for fuse in (True, False):
        bef, entry = tfrt.compiler.compile_to_bef(path, fuse=fuse)
        assert (b"tf._KerasSimpleRNN" in bef) == (fuse and fused > 0), f"{name} fuse={fuse}"
        got = tfrt.Executable(bef, entry)(x)
        np.testing.assert_allclose(np.asarray(got), want, rtol=5e-5, atol=1e-6, err_msg=f"{name} fuse={fuse}")
