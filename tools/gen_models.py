#!/usr/bin/env python
"""Writes small Keras RNN models, SavedModels with variables and TensorList/TensorArray op
sequences, with TensorFlow's results, into test/data/models/.

Run by hand in an environment with TensorFlow (not needed by the tests):

    .venv/bin/python tools/gen_models.py               # everything
    .venv/bin/python tools/gen_models.py lstm list_ops  # some
    .venv/bin/python tools/gen_models.py stateful v1_variables

Models (random weights, fixed seeds; batch 1, a few units, so each folder is a few KB):
`lstm` (LSTM classifier), `gru`, `bilstm` (Bidirectional LSTM returning sequences, then an
LSTM), `lstm_unroll` (LSTM with unroll=True: Unpack instead of a While). Each folder holds,
as ../shared/models does: `fn_std.mlir` (`tf.mlir.experimental.convert_function` of the
frozen concrete function, control flow kept functional: TF's standard pipeline), the inputs
`input_0_<arg>.npy`, TF's outputs `output_0_<j>.npy` and `meta.json`.

`stateful` and `v1_variables`: SavedModels with variables, imported by TF's importers
(stateful: a tf.Module with a counter, a running mean, a streaming state and a read-only
weight, as `sm_v2.mlir` (object-graph importer) and `sm_v2_signature.mlir` (SignatureDef
importer, what tfrt.from_saved_model compiles); v1_variables: a TF1 graph saved with
SavedModelBuilder, variables saved with values other than their initializers', a counter and
a lookup table filled by the main op, as `sm_v1.mlir`), with `calls.npz`: 5 calls' inputs,
TF's outputs (by name) and the variables after each call, from the SavedModel TF loaded.

`list_ops`: op *sequences* (a TensorList or TensorArray is a value only ops can make and
read, so a case is a short program: create -> set -> stack), run eagerly through
`tf.raw_ops` on CPU. `cases.json` {"tf_version", "cases": [{"id", "op" (the op the case
is for), "steps": [{"op", "inputs", "attrs"}], "outputs": per step, per output an array or
{"variant": true}, or "error": TF's error class, "message", "step": the step that raised}]};
an input is {"array": name} (a key of `cases.npz`) or {"step": s, "output": j}; an
attribute that is a dtype is {"dtype": name}.
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "test", "data", "models")


# ----------------------------------------------------------------------------------------------
# Keras models

def _models():
    import keras

    L = keras.layers

    def lstm():
        x = keras.Input((6, 3), batch_size=1, name="x")
        return x, L.Dense(3, activation="softmax")(L.LSTM(5)(x))

    def gru():
        x = keras.Input((6, 3), batch_size=1, name="x")
        return x, L.Dense(2)(L.GRU(4)(x))

    def bilstm():
        x = keras.Input((5, 3), batch_size=1, name="x")
        h = L.Bidirectional(L.LSTM(4, return_sequences=True))(x)
        return x, L.Dense(2, activation="softmax")(L.LSTM(3)(h))

    def lstm_unroll():
        x = keras.Input((4, 3), batch_size=1, name="x")
        return x, L.Dense(2)(L.LSTM(4, unroll=True)(x))

    return {"lstm": lstm, "gru": gru, "bilstm": bilstm, "lstm_unroll": lstm_unroll}


def write_model(name, build, seed=0):
    import keras
    import tensorflow as tf
    from tensorflow.python.framework.convert_to_constants import convert_variables_to_constants_v2

    keras.utils.set_random_seed(seed)
    x, y = build()
    model = keras.Model(x, y)
    # Biases are zeros at initialisation: random ones, so that they count.
    for w in model.weights:
        if "bias" in w.path:
            w.assign(np.random.default_rng(seed + 1).uniform(-0.5, 0.5, w.shape).astype(np.float32))
    spec = tf.TensorSpec(x.shape, tf.float32, name="x")
    fn = tf.function(lambda t: model(t)).get_concrete_function(spec)
    frozen = convert_variables_to_constants_v2(fn, lower_control_flow=False)
    mlir = tf.mlir.experimental.convert_function(frozen)
    inp = np.random.default_rng(seed + 2).standard_normal(tuple(x.shape)).astype(np.float32)
    out = frozen(tf.constant(inp))
    outs = out if isinstance(out, (list, tuple)) else [out]
    eager = model(inp).numpy()
    folder = os.path.join(OUT, name)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "fn_std.mlir"), "w") as f:
        f.write(mlir)
    np.save(os.path.join(folder, "input_0_x.npy"), inp)
    for j, o in enumerate(outs):
        np.save(os.path.join(folder, f"output_0_{j}.npy"), o.numpy())
    ops = sorted({line.split('"tf.')[1].split('"')[0] for line in mlir.splitlines() if '"tf.' in line})
    meta = {"name": name, "tf_version": tf.__version__, "keras_version": keras.__version__,
            "made_by": "tools/gen_models.py: tf.mlir.experimental.convert_function of the frozen "
                       "concrete function (convert_variables_to_constants_v2, lower_control_flow=False)",
            "inputs": [{"name": "x", "shape": list(inp.shape), "dtype": "float32"}],
            "outputs": [{"shape": list(o.shape), "dtype": o.dtype.name} for o in outs],
            "tf_ops": ops,
            "max_abs_diff_frozen_vs_eager": float(np.abs(outs[0].numpy() - eager).max())}
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    print(f"{name}: {len(mlir)} bytes of MLIR, ops {', '.join(ops)}")


# ----------------------------------------------------------------------------------------------
# SavedModels with variables: state that persists across calls

CALLS = 5


def _tf_import():
    """The project's TF front end (python/tfrt/tf_import.py): the importer calls it makes."""
    sys.path.insert(0, os.path.join(ROOT, "python"))
    from tfrt import tf_import

    return tf_import


def _save_calls(folder, feeds, outputs, variables):
    """calls.npz: for each call k in order, `input/<k>/<name>`, `output/<k>/<name>` (by
    name: a signature's outputs have no order) and `variables/<k>/<name>` (after it)."""
    arrays = {}
    for k, (feed, out, state) in enumerate(zip(feeds, outputs, variables)):
        for kind, values in (("input", feed), ("output", out), ("variables", state)):
            arrays.update({f"{kind}/{k}/{name}": value for name, value in values.items()})
    np.savez(os.path.join(folder, "calls.npz"), **arrays)


def _spec(value):
    return {"shape": list(np.shape(value)), "dtype": np.asarray(value).dtype.name}


def write_stateful():
    """A tf.Module with a call counter (AssignAdd), a running mean and a streaming
    state (Assign) and a read-only weight, saved as a v2 SavedModel."""
    import shutil
    import tempfile

    import tensorflow as tf

    tf_import = _tf_import()

    class Stateful(tf.Module):
        def __init__(self):
            super().__init__()
            self.count = tf.Variable(0, dtype=tf.int64, name="count")
            self.mean = tf.Variable(tf.zeros([1, 3]), name="mean")
            self.state = tf.Variable(tf.zeros([1, 2]), name="state")
            self.w = tf.Variable(np.linspace(-1, 1, 6, dtype=np.float32).reshape(3, 2),
                                 trainable=False, name="w")

        @tf.function(input_signature=[tf.TensorSpec([1, 3], tf.float32, name="x")])
        def serve(self, x):
            n = self.count.assign_add(1)
            self.mean.assign(self.mean + (x - self.mean) / tf.cast(n, tf.float32))
            y = tf.matmul(x - self.mean, self.w)
            self.state.assign(0.5 * self.state + y)
            return {"count": n, "mean": self.mean.read_value(), "y": y,
                    "state": self.state.read_value()}

    folder = os.path.join(OUT, "stateful")
    os.makedirs(folder, exist_ok=True)
    rng = np.random.default_rng(7)
    feeds = [{"x": rng.uniform(-2, 2, (1, 3)).astype(np.float32)} for _ in range(CALLS)]
    directory = tempfile.mkdtemp()
    try:
        model = Stateful()
        path = os.path.join(directory, "sm")
        tf.saved_model.save(model, path, signatures={"serving_default": model.serve})
        files = {
            "sm_v2.mlir": (tf.mlir.experimental.convert_saved_model(path, "serve"),
                           "tf.mlir.experimental.convert_saved_model(path, 'serve'): TF's "
                           "object-graph importer, as ../shared/models/*/sm_v2.mlir"),
            "sm_v2_signature.mlir": (tf_import.saved_model_to_mlir(path, "serving_default"),
                                     "tfrt.tf_import.saved_model_to_mlir(path): TF's "
                                     "SignatureDef importer on serving_default, what "
                                     "tfrt.from_saved_model compiles"),
        }
        # TF's reference: the SavedModel itself, loaded and called through its signature.
        loaded = tf.saved_model.load(path)
        serving = loaded.signatures["serving_default"]
        outputs, variables = [], []
        for feed in feeds:
            outputs.append({k: v.numpy() for k, v in serving(**feed).items()})
            variables.append({n: getattr(loaded, n).numpy() for n in ("count", "mean", "state", "w")})
    finally:
        shutil.rmtree(directory)
    for name, (text, _) in files.items():
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    _save_calls(folder, feeds, outputs, variables)
    meta = {"name": "stateful", "tf_version": tf.__version__,
            "made_by": {name: how for name, (_, how) in files.items()},
            "signature": "serving_default", "function": "serve", "calls": CALLS,
            "inputs": [{"name": n, **_spec(v)} for n, v in feeds[0].items()],
            "outputs": [{"name": n, **_spec(v)} for n, v in sorted(outputs[0].items())],
            "variables": {n: {**_spec(v), "written": n != "w"}
                          for n, v in sorted(variables[0].items())},
            "files": "calls.npz: 'input/<k>/<name>', 'output/<k>/<name>' and "
                     "'variables/<k>/<name>' (after the call) for call k in order"}
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    print(f"stateful: {', '.join(f'{n} {len(t)} bytes' for n, (t, _) in files.items())}")



def write_v1_variables():
    """A TF1 graph (tf.compat.v1, SavedModelBuilder): resource variables whose saved
    values differ from their initializers, a call counter, and a lookup table filled
    by the main op (the SavedModel's session initializer)."""
    import shutil
    import tempfile

    import tensorflow as tf

    tf1 = tf.compat.v1
    tf_import = _tf_import()
    folder = os.path.join(OUT, "v1_variables")
    os.makedirs(folder, exist_ok=True)
    rng = np.random.default_rng(11)
    keys = [[b"cat", b"dog"], [b"emu"], [b"dog", b"dog", b"cat"], [b""], [b"fox", b"cat"]]
    feeds = [{"x": rng.uniform(-1, 1, (len(k), 3)).astype(np.float32), "key": np.array(k)}
             for k in keys]
    directory = tempfile.mkdtemp()
    try:
        path = os.path.join(directory, "sm")
        with tf.Graph().as_default(), tf1.Session() as sess:
            x = tf1.placeholder(tf.float32, [None, 3], name="x")
            key = tf1.placeholder(tf.string, [None], name="key")
            w = tf1.get_variable("w", initializer=np.arange(6, dtype=np.float32).reshape(3, 2) / 4,
                                 use_resource=True)
            b = tf1.get_variable("b", initializer=np.array([0.5, -1.0], np.float32), use_resource=True)
            calls = tf1.get_variable("calls", initializer=np.int32(0), use_resource=True,
                                     trainable=False)
            table = tf.lookup.StaticHashTable(tf.lookup.KeyValueTensorInitializer(
                tf.constant(["cat", "dog", "emu"]), tf.constant([1, 2, 3], tf.int64)), -1)
            with tf.control_dependencies([calls.assign_add(1)]):
                count = tf.identity(calls.read_value())
            outputs = {"y": tf.matmul(x, w) + b, "calls": count, "ids": table.lookup(key)}
            sess.run(tf1.global_variables_initializer())
            sess.run(w.assign(w * 2))  # saved values that are not the initializers'
            builder = tf1.saved_model.Builder(path)
            builder.add_meta_graph_and_variables(
                sess, ["serve"], main_op=tf1.tables_initializer(),
                signature_def_map={"serving_default": tf1.saved_model.predict_signature_def(
                    inputs={"x": x, "key": key}, outputs=outputs)})
            builder.save()
        text = tf_import.saved_model_to_mlir(path, "serving_default")
        # TF's reference: the SavedModel loaded into a session, its signature run in turn.
        with tf.Graph().as_default(), tf1.Session() as sess:
            meta_graph = tf1.saved_model.load(sess, ["serve"], path)
            signature = meta_graph.signature_def["serving_default"]
            fetches = {n: t.name for n, t in signature.outputs.items()}
            results, variables = [], []
            for feed in feeds:
                results.append(sess.run(fetches, {signature.inputs[n].name: v
                                                  for n, v in feed.items()}))
                variables.append({v.op.name: sess.run(v) for v in tf1.global_variables()})
    finally:
        shutil.rmtree(directory)
    with open(os.path.join(folder, "sm_v1.mlir"), "w") as f:
        f.write(text)
    _save_calls(folder, feeds, results, variables)
    meta = {"name": "v1_variables", "tf_version": tf.__version__,
            "made_by": {"sm_v1.mlir": "tfrt.tf_import.saved_model_to_mlir(path): "
                                      "tf.mlir.experimental.convert_saved_model_v1(path, "
                                      "'serving_default', 'serve', lift_variables=True, "
                                      "include_variables_in_initializers=False, "
                                      "upgrade_legacy=True)"},
            "signature": "serving_default", "calls": CALLS,
            "inputs": [{"name": n, **_spec(v)} for n, v in sorted(feeds[0].items())],
            "outputs": [{"name": n, **_spec(v)} for n, v in sorted(results[0].items())],
            "variables": {n: {**_spec(v), "written": n == "calls"}
                          for n, v in sorted(variables[0].items())},
            "files": "calls.npz: 'input/<k>/<name>', 'output/<k>/<name>' and "
                     "'variables/<k>/<name>' (after the call) for call k in order; the key "
                     "input is bytes ('S'): .astype(object) for the runtime"}
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    print(f"v1_variables: sm_v1.mlir {len(text)} bytes")

# ----------------------------------------------------------------------------------------------
# TensorList / TensorArray sequences

F32, I32, I64 = np.float32, np.int32, np.int64


def a(v, dt=F32):
    return np.asarray(v, dt)


def S(step, output=0):
    """A reference to an earlier step's output."""
    return ("step", step, output)


def seq(op, *steps):
    """A case for `op`: steps (op, inputs, attrs)."""
    return op, [(s[0], list(s[1]), dict(s[2]) if len(s) > 2 else {}) for s in steps]


def _list_cases():
    f = {"element_dtype": F32}
    i = {"element_dtype": I32}
    x23 = np.arange(6, dtype=F32).reshape(2, 3) - 2.5
    x423 = np.arange(24, dtype=F32).reshape(4, 2, 3) / 4
    c = []
    # Reserve, SetItem, Stack, GetItem: the LSTM's sequence, and its edges.
    c.append(seq("TensorListReserve",
                 ("TensorListReserve", [a([2, 3], I32), a(3, I32)], f),
                 ("TensorListSetItem", [S(0), a(1, I32), x23]),
                 ("TensorListStack", [S(1), a([2, 3], I32)], f)))
    c.append(seq("TensorListReserve",
                 ("TensorListReserve", [a(-1, I32), a(0, I32)], i),
                 ("TensorListLength", [S(0)])))
    c.append(seq("TensorListReserve",
                 ("TensorListReserve", [a([2], I32), a(-1, I32)], f)))
    c.append(seq("TensorListReserve",
                 ("TensorListReserve", [a([-1, 2], I64), a(2, I32)], f),
                 ("TensorListStack", [S(0), a([-1, 2], I32)], f)))
    c.append(seq("TensorListSetItem",  # value semantics: two versions from one list
                 ("TensorListReserve", [a([3], I32), a(2, I32)], f),
                 ("TensorListSetItem", [S(0), a(0, I32), a([1, 2, 3])]),
                 ("TensorListSetItem", [S(0), a(1, I32), a([4, 5, 6])]),
                 ("TensorListSetItem", [S(1), a(1, I32), a([7, 8, 9])]),
                 ("TensorListStack", [S(1), a([3], I32)], f),
                 ("TensorListStack", [S(2), a([3], I32)], f),
                 ("TensorListStack", [S(3), a([3], I32)], f),
                 ("TensorListStack", [S(0), a([3], I32)], f)))
    c.append(seq("TensorListSetItem",
                 ("TensorListReserve", [a([3], I32), a(2, I32)], f),
                 ("TensorListSetItem", [S(0), a(2, I32), a([1, 2, 3])])))
    c.append(seq("TensorListSetItem",
                 ("TensorListReserve", [a([3], I32), a(2, I32)], f),
                 ("TensorListSetItem", [S(0), a(3, I32), a([1, 2, 3])], {"resize_if_index_out_of_bounds": True}),
                 ("TensorListLength", [S(1)]),
                 ("TensorListStack", [S(1), a([3], I32)], f)))
    c.append(seq("TensorListSetItem",
                 ("TensorListReserve", [a([3], I32), a(2, I32)], f),
                 ("TensorListSetItem", [S(0), a(0, I32), a([1, 2], I32)])))
    c.append(seq("TensorListSetItem",
                 ("TensorListReserve", [a([3], I32), a(2, I32)], f),
                 ("TensorListSetItem", [S(0), a(0, I32), a([1, 2])])))
    c.append(seq("TensorListFromTensor",
                 ("TensorListFromTensor", [x423, a([2, 3], I32)]),
                 ("TensorListGetItem", [S(0), a(2, I32), a([2, 3], I32)], f),
                 ("TensorListLength", [S(0)]),
                 ("TensorListStack", [S(0), a([-1, 3], I32)], {"element_dtype": F32, "num_elements": 4})))
    c.append(seq("TensorListFromTensor",
                 ("TensorListFromTensor", [np.zeros((0, 2), I64), a(-1, I32)]),
                 ("TensorListLength", [S(0)]),
                 ("TensorListElementShape", [S(0)], {"shape_type": I32})))
    c.append(seq("TensorListFromTensor",
                 ("TensorListFromTensor", [a(3.0), a(-1, I32)])))
    c.append(seq("TensorListFromTensor",
                 ("TensorListFromTensor", [x423, a([3, 2], I32)])))
    c.append(seq("TensorListGetItem",
                 ("TensorListFromTensor", [x423, a([-1, -1], I32)]),
                 ("TensorListGetItem", [S(0), a(4, I32), a(-1, I32)], f)))
    c.append(seq("TensorListGetItem",  # an element never set: zeros
                 ("TensorListReserve", [a([2], I32), a(3, I32)], i),
                 ("TensorListGetItem", [S(0), a(1, I32), a([2], I32)], i)))
    c.append(seq("TensorListGetItem",
                 ("TensorListReserve", [a([-1], I32), a(3, I32)], f),
                 ("TensorListGetItem", [S(0), a(1, I32), a(-1, I32)], f)))
    c.append(seq("TensorListGetItem",
                 ("TensorListFromTensor", [x423, a(-1, I32)]),
                 ("TensorListGetItem", [S(0), a(0, I32), a(-1, I32)], i)))
    c.append(seq("TensorListStack",
                 ("EmptyTensorList", [a([2], I32), a(-1, I32)], f),
                 ("TensorListStack", [S(0), a([2], I32)], f)))
    c.append(seq("TensorListStack",
                 ("EmptyTensorList", [a([-1], I32), a(-1, I32)], f),
                 ("TensorListStack", [S(0), a(-1, I32)], f)))
    c.append(seq("TensorListStack",
                 ("TensorListFromTensor", [x423, a(-1, I32)]),
                 ("TensorListStack", [S(0), a(-1, I32)], {"element_dtype": F32, "num_elements": 3})))
    c.append(seq("TensorListStack",
                 ("TensorListReserve", [a([-1], I32), a(2, I32)], f),
                 ("TensorListSetItem", [S(0), a(0, I32), a([1, 2])]),
                 ("TensorListStack", [S(1), a(-1, I32)], f)))
    c.append(seq("TensorListLength",
                 ("EmptyTensorList", [a(-1, I32), a(-1, I32)], f),
                 ("TensorListPushBack", [S(0), a([1.0])]),
                 ("TensorListLength", [S(1)]),
                 ("TensorListLength", [S(0)])))
    c.append(seq("TensorListLength",
                 ("TensorListFromTensor", [np.ones((5, 1), I32), a([1], I32)]),
                 ("TensorListLength", [S(0)])))
    c.append(seq("TensorListLength", ("TensorListLength", [a([1, 2], I32)])))
    c.append(seq("TensorListPushBack",
                 ("EmptyTensorList", [a([2], I32), a(-1, I32)], f),
                 ("TensorListPushBack", [S(0), a([1, 2])]),
                 ("TensorListPushBack", [S(1), a([3, 4])]),
                 ("TensorListPushBack", [S(1), a([5, 6])]),
                 ("TensorListStack", [S(2), a([2], I32)], f),
                 ("TensorListStack", [S(3), a([2], I32)], f)))
    c.append(seq("TensorListPushBack",
                 ("EmptyTensorList", [a([2], I32), a(1, I32)], f),
                 ("TensorListPushBack", [S(0), a([1, 2])]),
                 ("TensorListPushBack", [S(1), a([3, 4])])))
    c.append(seq("TensorListPushBack",
                 ("EmptyTensorList", [a([2], I32), a(-1, I32)], f),
                 ("TensorListPushBack", [S(0), a([1, 2, 3])])))
    c.append(seq("TensorListPopBack",
                 ("TensorListFromTensor", [x23, a([3], I32)]),
                 ("TensorListPopBack", [S(0), a([3], I32)], f),
                 ("TensorListPopBack", [S(1), a([3], I32)], f),
                 ("TensorListLength", [S(2)]),
                 ("TensorListStack", [S(0), a([3], I32)], f)))
    c.append(seq("TensorListPopBack",
                 ("EmptyTensorList", [a([2], I32), a(-1, I32)], f),
                 ("TensorListPopBack", [S(0), a([2], I32)], f)))
    c.append(seq("TensorListPopBack",
                 ("TensorListReserve", [a([2], I32), a(1, I32)], f),
                 ("TensorListPopBack", [S(0), a([2], I32)], f)))
    c.append(seq("TensorListElementShape",
                 ("TensorListReserve", [a([-1, 3], I32), a(1, I32)], f),
                 ("TensorListElementShape", [S(0)], {"shape_type": I32})))
    c.append(seq("TensorListElementShape",
                 ("TensorListReserve", [a(-1, I32), a(1, I32)], f),
                 ("TensorListElementShape", [S(0)], {"shape_type": I64})))
    c.append(seq("TensorListElementShape",
                 ("TensorListReserve", [a([[2]], I32), a(1, I32)], f)))
    c.append(seq("TensorListGather",
                 ("TensorListFromTensor", [x423, a([2, 3], I32)]),
                 ("TensorListGather", [S(0), a([3, 0, 3], I32), a([2, 3], I32)], f)))
    c.append(seq("TensorListGather",
                 ("TensorListFromTensor", [x423, a([2, 3], I32)]),
                 ("TensorListGather", [S(0), np.zeros(0, I32), a([2, 3], I32)], f)))
    c.append(seq("TensorListGather",
                 ("TensorListFromTensor", [x423, a([2, 3], I32)]),
                 ("TensorListGather", [S(0), a([1, 4], I32), a([2, 3], I32)], f)))
    c.append(seq("TensorListScatterIntoExistingList",
                 ("TensorListReserve", [a([3], I32), a(4, I32)], f),
                 ("TensorListScatterIntoExistingList", [S(0), x23, a([3, 1], I32)]),
                 ("TensorListStack", [S(1), a([3], I32)], f),
                 ("TensorListStack", [S(0), a([3], I32)], f)))
    c.append(seq("TensorListScatterIntoExistingList",
                 ("TensorListFromTensor", [x423, a([2, 3], I32)]),
                 ("TensorListScatterIntoExistingList", [S(0), x423[:1] * 0, a([2], I32)]),
                 ("TensorListGetItem", [S(1), a(2, I32), a([2, 3], I32)], f)))
    c.append(seq("TensorListScatterIntoExistingList",
                 ("TensorListReserve", [a([3], I32), a(2, I32)], f),
                 ("TensorListScatterIntoExistingList", [S(0), x23, a([0, 5], I32)]),
                 ("TensorListStack", [S(1), a([3], I32)], f)))
    # (A negative index crashes TF 2.21's process: test_models_rnn.py checks the OpError.)
    c.append(seq("TensorListScatterIntoExistingList",
                 ("TensorListReserve", [a([3], I32), a(2, I32)], f),
                 ("TensorListScatterIntoExistingList", [S(0), x23, a([0], I32)])))
    c.append(seq("TensorListConcatV2",
                 ("TensorListSplit", [x423.reshape(8, 3), a([-1, 3], I32), a([3, 0, 5], I64)]),
                 ("TensorListConcatV2", [S(0), a([-1, 3], I32), np.zeros(0, I64)], f)))
    c.append(seq("TensorListConcatV2",
                 ("EmptyTensorList", [a([-1, 2], I32), a(-1, I32)], f),
                 ("TensorListConcatV2", [S(0), a([-1, 2], I32), np.zeros(0, I64)], f)))
    c.append(seq("TensorListConcatV2",
                 ("TensorListFromTensor", [x23, a([3], I32)]),
                 ("TensorListConcatV2", [S(0), a([3], I32), np.zeros(0, I64)], f)))
    c.append(seq("TensorListConcatV2",
                 ("TensorListFromTensor", [a([1, 2]), a(-1, I32)]),
                 ("TensorListConcatV2", [S(0), a(-1, I32), np.zeros(0, I64)], f)))
    c.append(seq("TensorListSplit",
                 ("TensorListSplit", [x23, a([-1, 3], I32), a([1, 1], I64)]),
                 ("TensorListLength", [S(0)]),
                 ("TensorListGetItem", [S(0), a(1, I32), a([-1, 3], I32)], f)))
    c.append(seq("TensorListSplit",
                 ("TensorListSplit", [x23, a([-1, 3], I32), a([1, 2], I64)])))
    c.append(seq("TensorListSplit",
                 ("TensorListSplit", [a(1.0), a(-1, I32), a([1], I64)])))
    c.append(seq("TensorListSplit",
                 ("TensorListSplit", [np.arange(5, dtype=I32), a([-1], I32), a([2, 0, 3], I64)]),
                 ("TensorListStack", [S(0), a(-1, I32)], {"element_dtype": I32, "num_elements": -1})))
    c.append(seq("TensorListResize",
                 ("TensorListFromTensor", [x423, a([2, 3], I32)]),
                 ("TensorListResize", [S(0), a(2, I32)]),
                 ("TensorListStack", [S(1), a([2, 3], I32)], f),
                 ("TensorListLength", [S(0)])))
    c.append(seq("TensorListResize",
                 ("TensorListFromTensor", [x23, a([3], I32)]),
                 ("TensorListResize", [S(0), a(4, I32)]),
                 ("TensorListStack", [S(1), a([3], I32)], f)))
    c.append(seq("TensorListResize",
                 ("TensorListFromTensor", [x23, a([3], I32)]),
                 ("TensorListResize", [S(0), a(-1, I32)])))
    c.append(seq("EmptyTensorList",
                 ("EmptyTensorList", [a([2, 2], I32), a(-1, I32)], i),
                 ("TensorListLength", [S(0)]),
                 ("TensorListElementShape", [S(0)], {"shape_type": I32})))
    c.append(seq("EmptyTensorList",
                 ("EmptyTensorList", [a(-1, I64), a(3, I32)], f),
                 ("TensorListPushBack", [S(0), a(1.5)]),
                 ("TensorListPushBack", [S(1), a(2.5)]),
                 ("TensorListStack", [S(2), a(-1, I32)], f)))
    c.append(seq("EmptyTensorList",
                 ("EmptyTensorList", [a(2, I32), a(-1, I32)], f)))
    return c


def _array_cases():
    f = {"dtype": F32}
    x23 = np.arange(6, dtype=F32).reshape(2, 3) + 0.5
    ta = lambda n, **k: ("TensorArrayV3", [a(n, I32)], {"dtype": F32, **k})  # noqa: E731
    c = []
    c.append(seq("TensorArrayV3", ta(2, element_shape=[3]),
                 ("TensorArraySizeV3", [S(0), S(0, 1)])))
    c.append(seq("TensorArrayV3", ta(0, element_shape=[3]),
                 ("TensorArrayGatherV3", [S(0), np.zeros(0, I32), S(0, 1)], {"dtype": F32, "element_shape": [3]})))
    c.append(seq("TensorArrayV3", ta(-1)))
    c.append(seq("TensorArrayWriteV3", ta(2),
                 ("TensorArrayWriteV3", [S(0), a(1, I32), x23[0], S(0, 1)]),
                 ("TensorArrayWriteV3", [S(0), a(0, I32), x23[1], S(1)]),
                 ("TensorArrayGatherV3", [S(0), a([0, 1], I32), S(2)], f)))
    c.append(seq("TensorArrayWriteV3", ta(2),
                 ("TensorArrayWriteV3", [S(0), a(2, I32), x23[0], S(0, 1)])))
    c.append(seq("TensorArrayWriteV3", ta(2, dynamic_size=True),
                 ("TensorArrayWriteV3", [S(0), a(3, I32), x23[0], S(0, 1)]),
                 ("TensorArraySizeV3", [S(0), S(1)])))
    c.append(seq("TensorArrayWriteV3", ta(2),
                 ("TensorArrayWriteV3", [S(0), a(0, I32), a([1, 2], I32), S(0, 1)])))
    c.append(seq("TensorArrayWriteV3", ta(2),
                 ("TensorArrayWriteV3", [S(0), a(0, I32), x23[0], S(0, 1)]),
                 ("TensorArrayWriteV3", [S(0), a(0, I32), x23[1], S(1)])))
    c.append(seq("TensorArrayReadV3", ta(2),
                 ("TensorArrayWriteV3", [S(0), a(1, I32), x23, S(0, 1)]),
                 ("TensorArrayReadV3", [S(0), a(1, I32), S(1)], f)))
    c.append(seq("TensorArrayReadV3", ta(2, clear_after_read=True),
                 ("TensorArrayWriteV3", [S(0), a(1, I32), x23, S(0, 1)]),
                 ("TensorArrayReadV3", [S(0), a(1, I32), S(1)], f),
                 ("TensorArrayReadV3", [S(0), a(1, I32), S(1)], f)))
    c.append(seq("TensorArrayReadV3", ta(2, clear_after_read=False),
                 ("TensorArrayWriteV3", [S(0), a(1, I32), x23, S(0, 1)]),
                 ("TensorArrayReadV3", [S(0), a(1, I32), S(1)], f),
                 ("TensorArrayReadV3", [S(0), a(1, I32), S(1)], f)))
    c.append(seq("TensorArrayReadV3", ta(2, element_shape=[2]),
                 ("TensorArrayReadV3", [S(0), a(0, I32), S(0, 1)], f)))
    c.append(seq("TensorArrayReadV3", ta(2),
                 ("TensorArrayReadV3", [S(0), a(5, I32), S(0, 1)], f)))
    c.append(seq("TensorArrayGatherV3", ta(3),
                 ("TensorArrayScatterV3", [S(0), a([2, 0, 1], I32), np.stack([x23, 2 * x23, 3 * x23]), S(0, 1)]),
                 ("TensorArrayGatherV3", [S(0), a([1, 2], I32), S(1)], f)))
    c.append(seq("TensorArrayGatherV3", ta(2),
                 ("TensorArrayWriteV3", [S(0), a(0, I32), x23, S(0, 1)]),
                 ("TensorArrayWriteV3", [S(0), a(1, I32), x23[0], S(1)]),
                 ("TensorArrayGatherV3", [S(0), a([0, 1], I32), S(2)], f)))
    c.append(seq("TensorArrayGatherV3", ta(2),
                 ("TensorArrayGatherV3", [S(0), a([3], I32), S(0, 1)], f)))
    c.append(seq("TensorArrayScatterV3", ta(2),
                 ("TensorArrayScatterV3", [S(0), a([1, 0], I32), x23, S(0, 1)]),
                 ("TensorArrayReadV3", [S(0), a(0, I32), S(1)], f)))
    c.append(seq("TensorArrayScatterV3", ta(2),
                 ("TensorArrayScatterV3", [S(0), a([1], I32), x23, S(0, 1)])))
    c.append(seq("TensorArrayScatterV3", ta(2),
                 ("TensorArrayScatterV3", [S(0), a([0, 2], I32), x23, S(0, 1)])))
    c.append(seq("TensorArrayConcatV3", ta(3),
                 ("TensorArraySplitV3", [S(0), np.arange(12, dtype=F32).reshape(6, 2), a([1, 3, 2], I64), S(0, 1)]),
                 ("TensorArrayConcatV3", [S(0), S(1)], f)))
    c.append(seq("TensorArrayConcatV3", ta(2),
                 ("TensorArrayWriteV3", [S(0), a(0, I32), x23, S(0, 1)]),
                 ("TensorArrayWriteV3", [S(0), a(1, I32), x23[:, :2], S(1)]),
                 ("TensorArrayConcatV3", [S(0), S(2)], f)))
    c.append(seq("TensorArrayConcatV3", ta(1),
                 ("TensorArrayWriteV3", [S(0), a(0, I32), a(1.0), S(0, 1)]),
                 ("TensorArrayConcatV3", [S(0), S(1)], f)))
    c.append(seq("TensorArraySplitV3", ta(2),
                 ("TensorArraySplitV3", [S(0), x23, a([0, 2], I64), S(0, 1)]),
                 ("TensorArrayReadV3", [S(0), a(1, I32), S(1)], f),
                 ("TensorArraySizeV3", [S(0), S(1)])))
    c.append(seq("TensorArraySplitV3", ta(2),
                 ("TensorArraySplitV3", [S(0), x23, a([1, 2], I64), S(0, 1)])))
    c.append(seq("TensorArraySplitV3", ta(3),
                 ("TensorArraySplitV3", [S(0), x23, a([1, 1], I64), S(0, 1)])))
    c.append(seq("TensorArraySizeV3", ta(4),
                 ("TensorArraySizeV3", [S(0), S(0, 1)])))
    c.append(seq("TensorArraySizeV3", ta(1, dynamic_size=True),
                 ("TensorArrayScatterV3", [S(0), a([0, 4], I32), x23, S(0, 1)]),
                 ("TensorArraySizeV3", [S(0), S(1)])))
    c.append(seq("TensorArraySizeV3", ("TensorArraySizeV3", [a(1.0), a(0.0)])))
    c.append(seq("TensorArrayCloseV3", ta(2),
                 ("TensorArrayWriteV3", [S(0), a(0, I32), x23, S(0, 1)]),
                 ("TensorArrayReadV3", [S(0), a(0, I32), S(1)], f),
                 ("TensorArrayCloseV3", [S(0)])))
    c.append(seq("TensorArrayCloseV3", ta(2), ("TensorArrayCloseV3", [S(0)]),
                 ("TensorArraySizeV3", [S(0), S(0, 1)])))
    c.append(seq("TensorArrayCloseV3", ta(2), ("TensorArrayCloseV3", [S(0)]),
                 ("TensorArrayReadV3", [S(0), a(0, I32), S(0, 1)], f)))
    return c


def _tf_attr(v):
    import tensorflow as tf
    if isinstance(v, type) and issubclass(v, np.generic) or isinstance(v, np.dtype):
        return tf.as_dtype(np.dtype(v))
    return v


def _json_attr(v):
    if isinstance(v, type) and issubclass(v, np.generic) or isinstance(v, np.dtype):
        return {"dtype": np.dtype(v).name}
    return v


def write_sequences():
    import tensorflow as tf
    from tensorflow.python.framework import op_def_registry

    arrays: dict[str, np.ndarray] = {}
    cases, per_op = [], {}
    for op, steps in _list_cases() + _array_cases():
        k = per_op[op] = per_op.get(op, -1) + 1
        cid = f"tf.{op}-{k}"
        rec = {"id": cid, "op": "tf." + op, "steps": [], "outputs": []}
        results = []
        with tf.device("/CPU:0"):
            for s, (name, inputs, attrs) in enumerate(steps):
                ins, tf_ins = [], []
                for j, x in enumerate(inputs):
                    if isinstance(x, tuple):
                        ins.append({"step": x[1], "output": x[2]})
                        tf_ins.append(results[x[1]][x[2]])
                    else:
                        key = f"{cid}/{s}/{j}"
                        arrays[key] = x
                        ins.append({"array": key})
                        tf_ins.append(tf.constant(x))
                rec["steps"].append({"op": "tf." + name, "inputs": ins,
                                     "attrs": {n: _json_attr(v) for n, v in attrs.items()}})
                names = [arg.name for arg in op_def_registry.get(name).input_arg]
                try:
                    out = getattr(tf.raw_ops, name)(**dict(zip(names, tf_ins)),
                                                      **{n: _tf_attr(v) for n, v in attrs.items()})
                except (tf.errors.OpError, ValueError, TypeError) as e:
                    rec["error"] = type(e).__name__
                    rec["message"] = str(e).split("[Op:")[0].split("}} ")[-1].strip().splitlines()[0]
                    rec["step"] = s
                    break
                outs = [] if out is None else list(out) if isinstance(out, (list, tuple)) else [out]
                results.append(outs)
                recs = []
                for j, o in enumerate(outs):
                    if o.dtype in (tf.variant, tf.resource):
                        recs.append({"variant": True})
                    else:
                        key = f"{cid}/{s}/out{j}"
                        arrays[key] = o.numpy()
                        recs.append({"array": key})
                rec["outputs"].append(recs)
        if "error" not in rec:
            rec.pop("step", None)
        cases.append(rec)
    folder = os.path.join(OUT, "list_ops")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "cases.json"), "w") as f:
        json.dump({"tf_version": tf.__version__, "cases": cases}, f, indent=0)
    np.savez_compressed(os.path.join(folder, "cases.npz"), **arrays)
    print(f"list_ops: {len(cases)} cases, {sum('error' in c for c in cases)} bad-input")


def main(argv):
    models = _models()
    others = {"list_ops": write_sequences, "stateful": write_stateful,
              "v1_variables": write_v1_variables}
    want = argv or [*models, *others]
    for name in want:
        if name in others:
            others[name]()
        elif name in models:
            write_model(name, models[name])
        else:
            sys.exit(f"gen_models.py: error: unknown target '{name}' (have {', '.join([*models, *others])})")


if __name__ == "__main__":
    main(sys.argv[1:])
