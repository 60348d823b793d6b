"""The TF front end (tfrt.tf_import, tfrt-import) on models TensorFlow makes here:
Keras (Sequential, functional, subclassed), a tf.function with control flow, a
stateful tf.Module, v2 and v1 SavedModels, compared with TensorFlow's outputs.

TensorFlow is part of the test environment (pyproject's `tf` extra): without it
this module fails, it does not skip.
"""

import os
import subprocess
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import keras  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
import tensorflow as tf  # noqa: E402

import tfrt  # noqa: E402
from tfrt import tf_import  # noqa: E402
from tfrt.tools import import_tf  # noqa: E402

L = keras.layers
rng = np.random.default_rng(5)
# Keras 3.15 on numpy 2, saving a .keras file: its own warning, nothing of ours.
pytestmark = pytest.mark.filterwarnings("ignore:__array__ implementation:DeprecationWarning")


def close(actual, expected):
    expected = np.asarray(expected)
    assert np.shape(actual) == expected.shape and np.asarray(actual).dtype == expected.dtype
    np.testing.assert_allclose(actual, expected, rtol=1e-5, atol=1e-5)


def uniform(*shape):
    return rng.uniform(-1, 1, shape).astype(np.float32)


# -- Keras ---------------------------------------------------------------------------


def test_keras_sequential():
    keras.utils.set_random_seed(1)
    model = keras.Sequential([keras.Input((4,), name="x"), L.Dense(8, activation="relu"),
                              L.Dense(3, activation="softmax")])
    exe = tfrt.from_tf(model)
    assert [(s.name, s.dtype, s.shape) for s in exe.inputs] == [("x", np.float32, (None, 4))]
    x = uniform(2, 4)
    close(exe(x), model(x).numpy())
    close(exe(uniform(5, 4)).sum(axis=1), np.ones(5, np.float32))  # any batch size


@pytest.fixture(scope="module")
def functional():
    keras.utils.set_random_seed(2)
    a, b = keras.Input((3,), name="a"), keras.Input((2,), name="b")
    h = L.Dense(4, activation="tanh", name="h")(L.Concatenate()([a, b]))
    model = keras.Model([a, b], [L.Dense(2, name="score")(h),
                                 L.Dense(1, activation="sigmoid", name="prob")(h)])
    return model, tfrt.from_tf(model)


def test_keras_functional_names(functional):
    _, exe = functional
    assert sorted((s.name, s.shape) for s in exe.inputs) == [("a", (None, 3)), ("b", (None, 2))]
    assert sorted((s.name, s.shape) for s in exe.outputs) == [("prob", (None, 1)),
                                                               ("score", (None, 2))]


def test_keras_functional_matches_keras(functional):
    model, exe = functional
    a, b = uniform(3, 3), uniform(3, 2)
    score, prob = (y.numpy() for y in model([a, b]))
    got = exe.run({"a": a, "b": b})
    close(got["score"], score)
    close(got["prob"], prob)
    assert exe.run({"b": b, "a": a}, ["prob"]).keys() == {"prob"}
    close(exe(a=a, b=b)[[s.name for s in exe.outputs].index("prob")], prob)


def test_keras_subclassed_needs_an_input_signature():
    class Residual(keras.Model):
        def __init__(self):
            super().__init__()
            self.dense = L.Dense(3)

        def call(self, x):
            return tf.nn.relu(self.dense(x)) + x

    keras.utils.set_random_seed(3)
    model = Residual()
    with pytest.raises(tfrt.TFImportError, match="input_signature"):
        tfrt.from_tf(model)
    exe = tfrt.from_tf(model, input_signature=[tf.TensorSpec([None, 3], tf.float32, name="x")])
    x = uniform(4, 3)
    close(exe(x=x), model(x).numpy())


def test_keras_file_through_load_keras(tmp_path):
    keras.utils.set_random_seed(4)
    model = keras.Sequential([keras.Input((3,), name="x"), L.Dense(2)])
    model.save(tmp_path / "m.keras")
    exe = tfrt.from_tf(tf_import.load_keras(tmp_path / "m.keras"))
    x = uniform(1, 3)
    close(exe(x), model(x).numpy())


# -- tf.function ------------------------------------------------------------------


@tf.function(input_signature=[tf.TensorSpec([3], tf.float32, name="x"),
                              tf.TensorSpec([], tf.int32, name="n")])
def cond_while(x, n):
    y = tf.cond(tf.reduce_sum(x) > 0, lambda: tf.nn.relu(x) * 2.0, lambda: x - 1.0)
    i, y = tf.while_loop(lambda i, y: i < n, lambda i, y: (i + 1, y * 0.5 + tf.cast(i, tf.float32)),
                         (tf.constant(0), y))
    return {"y": y, "steps": i}


def test_tf_function_with_control_flow():
    exe = tfrt.from_tf(cond_while)
    assert sorted(s.name for s in exe.inputs) == ["n", "x"]
    for x, n in [([1.0, -2.0, 3.0], 4), ([-1.0, -2.0, 0.5], 0), ([0.5, 0.5, 0.5], 7)]:
        x, n = np.array(x, np.float32), np.int32(n)
        want = cond_while(x, n)
        got = exe.run({"x": x, "n": np.array(n)})
        close(got["y"], want["y"].numpy())
        close(got["steps"], want["steps"].numpy())


def test_tf_function_input_signature_and_concrete_function():
    @tf.function
    def affine(x):
        return x * 3.0 + 1.0, tf.reduce_max(x)

    with pytest.raises(tfrt.TFImportError, match="no input_signature"):
        tfrt.from_tf(affine)
    spec = [tf.TensorSpec([None, 2], tf.float32, name="x")]
    x = uniform(3, 2)
    for exe in (tfrt.from_tf(affine, input_signature=spec),
                tfrt.from_tf(affine.get_concrete_function(*spec))):
        y, m = affine(x)
        got = exe.run({"x": x})
        assert set(got) == {"output_0", "output_1"}
        close(got["output_0"], y.numpy())
        close(got["output_1"], m.numpy())


def test_tf_function_closing_over_a_variable():
    scale = tf.Variable([2.0, -1.0])

    @tf.function(input_signature=[tf.TensorSpec([2], tf.float32)])
    def scaled(x):
        return x * scale

    exe = tfrt.from_tf(scaled)
    close(exe(np.array([3.0, 4.0], np.float32)), np.array([6.0, -4.0], np.float32))


def test_from_tf_rejects_what_it_does_not_take():
    with pytest.raises(TypeError, match="not int"):
        tfrt.from_tf(42)
    with pytest.raises(TypeError, match="a tf.Module whose __call__ is a tf.function .* not Plain"):
        tfrt.from_tf(type("Plain", (tf.Module,), {"__call__": lambda self, x: x})())
    with pytest.raises(TypeError, match="list of tf.TensorSpec"):
        tfrt.from_tf(tf.function(lambda x: x), input_signature=[3])
    table = Vocabulary().table  # a resource no object passed to from_tf owns
    with pytest.raises(tfrt.TFImportError, match="cannot save it .* 'untracked' resource"):
        tfrt.from_tf(tf.function(table.lookup, input_signature=[tf.TensorSpec([None], tf.string)]))


def test_tf_failures_are_one_line():
    spec = [tf.TensorSpec([2], tf.float32)]
    with pytest.raises(tfrt.TFImportError, match="^cannot trace the tf.function: TypeError: "
                                                 "Input 'y' of 'AddV2' Op has type string"):
        tfrt.from_tf(tf.function(lambda x: x + "a"), input_signature=spec)
    with pytest.raises(tfrt.TFImportError, match="^TensorFlow cannot save it with a serving_default "
                                                 "signature: ValueError: Got a non-Tensor value"):
        tfrt.from_tf(tf.function(lambda x: ((x, x), x)), input_signature=spec)


# -- stateful tf.Module ------------------------------------------------------------


class Counter(tf.Module):
    """A call counter, a running mean and an exponentially decayed state."""

    def __init__(self):
        super().__init__()
        # Variables are known by their TF names (unnamed ones: Variable, Variable_1, ...).
        self.count = tf.Variable(0, dtype=tf.int64, name="count")
        self.mean = tf.Variable(tf.zeros([2]), name="mean")
        self.state = tf.Variable(tf.zeros([2]), name="state")
        self.w = tf.Variable([[1.0, -1.0], [0.5, 2.0]], trainable=False, name="w")

    @tf.function(input_signature=[tf.TensorSpec([2], tf.float32, name="x")])
    def __call__(self, x):
        n = self.count.assign_add(1)
        self.mean.assign_add((x - self.mean) / tf.cast(n, tf.float32))
        self.state.assign(0.5 * self.state + tf.linalg.matvec(self.w, x))
        return {"count": n, "mean": self.mean.read_value(), "state": self.state.read_value()}


def test_stateful_module_matches_tf_over_calls():
    exe = tfrt.from_tf(Counter())
    assert set(exe.variables) == {"count", "mean", "state"}  # w is read-only: a constant
    reference = Counter()
    for _ in range(5):
        x = uniform(2)
        want = reference(x)
        got = exe.run({"x": x})
        for name in ("count", "mean", "state"):
            close(got[name], want[name].numpy())
    close(exe.variables["count"], np.int64(5))
    close(exe.variables["state"], reference.state.numpy())


class Vocabulary(tf.Module):
    """A lookup table: TF fills it in the SavedModel's init op (a session initializer)."""

    def __init__(self):
        super().__init__()
        self.table = tf.lookup.StaticHashTable(tf.lookup.KeyValueTensorInitializer(
            tf.constant(["cat", "dog", "emu"]), tf.constant([1, 2, 3], tf.int64)), -1)

    @tf.function(input_signature=[tf.TensorSpec([None], tf.string, name="words")])
    def __call__(self, words):
        return {"ids": self.table.lookup(words)}


def test_module_with_a_lookup_table():
    vocabulary = Vocabulary()
    exe = tfrt.from_tf(vocabulary)
    words = np.array([b"emu", b"owl", b"cat", b"cat"], object)
    for _ in range(2):
        np.testing.assert_array_equal(exe(words=words), vocabulary(words)["ids"].numpy())


# -- SavedModels written here --------------------------------------------------------


@pytest.fixture(scope="module")
def saved_v2(tmp_path_factory):
    """A v2 SavedModel with two signatures and a function that is in none."""
    model = Counter()
    model.double = tf.function(lambda x: {"twice": 2.0 * x},
                               input_signature=[tf.TensorSpec([2], tf.float32, name="x")])
    path = tmp_path_factory.mktemp("v2") / "saved"
    tf.saved_model.save(model, str(path), signatures={"serving_default": model.__call__,
                                                      "double": model.double})
    return path


def test_v2_saved_model_signatures(saved_v2):
    exe = tfrt.from_saved_model(saved_v2)
    reference = Counter()
    for _ in range(3):
        x = uniform(2)
        got, want = exe.run({"x": x}), reference(x)
        close(got["mean"], want["mean"].numpy())
        close(got["count"], want["count"].numpy())
    double = tfrt.from_saved_model(saved_v2, "double")
    close(double(x=np.array([1.5, -2.0], np.float32)), np.array([3.0, -4.0], np.float32))


def test_v2_saved_model_function_by_object_path(saved_v2):
    """A v2 function named by its object path goes through TF's object-graph importer."""
    text = tf_import.saved_model_to_mlir(saved_v2, "__call__")
    assert 'tf_saved_model.exported_names = ["__call__"]' in text
    exe = tfrt.from_saved_model(saved_v2, "__call__")
    x = uniform(2)
    got, want = exe.run({"x": x}), Counter()(x)
    for name in ("count", "mean", "state"):
        close(got[name], want[name].numpy())


def test_keras_model_saved_by_tf_saved_model_save(tmp_path):
    """`tf.saved_model.save(keras_model)` checkpoints variables by object path,
    which TF's SignatureDef importer cannot lift: the front end takes them
    through TF's loader, with the signature's own names."""
    model = keras.Sequential([keras.Input((8, 8, 3)), keras.layers.Conv2D(4, 3),
                              keras.layers.BatchNormalization(), keras.layers.ReLU()])
    model.set_weights([rng.uniform(0.5, 1.5, w.shape).astype(np.float32)
                       for w in model.get_weights()])  # non-trivial moving statistics
    tf.saved_model.save(model, str(tmp_path))
    exe = tfrt.from_saved_model(tmp_path)
    signature = tf.saved_model.load(str(tmp_path)).signatures["serving_default"]
    assert [s.name for s in exe.inputs] == list(signature.structured_input_signature[1])
    assert [s.name for s in exe.outputs] == list(signature.structured_outputs)
    assert dict(exe.variables) == {}  # read-only: frozen into the program
    x = uniform(2, 8, 8, 3)
    close(exe(x), model(x, training=False).numpy())


def test_keras_model_with_a_lookup_table_saved_by_tf_saved_model_save(tmp_path):
    """The same path for a model whose signature captures a table (StringLookup) as
    well as variables: the loaded object owns both; str inputs are UTF-8 strings."""
    words = keras.Input(shape=(1,), dtype="string")
    ids = keras.layers.StringLookup(vocabulary=["ant", "bee", "cat"])(words)
    y = keras.layers.Dense(2)(keras.layers.Flatten()(keras.layers.Embedding(5, 4)(ids)))
    model = keras.Model(words, y)
    tf.saved_model.save(model, str(tmp_path))
    exe = tfrt.from_saved_model(tmp_path)
    x = np.array([["cat"], ["ant"], ["unknown"]])  # numpy str: converted to bytes
    close(exe(x), model(tf.constant(x)).numpy())


def test_keras_recurrent_layers_are_fused_through_the_front_end(tmp_path):
    """A Keras text classifier (a lookup table, so only the SavedModel form) with LSTM, GRU
    and SimpleRNN layers: the loops get their weights as read-only variables they pass
    through, which are frozen into the loops, so each loop becomes one fused op as in a
    frozen graph (docs/passes.md, tfrt-lower-tf-saved-model)."""
    keras.utils.set_random_seed(7)
    words = keras.Input(shape=(6,), dtype="string")
    ids = keras.layers.StringLookup(vocabulary=["ant", "bee", "cat", "dog"])(words)
    h = keras.layers.Embedding(6, 8)(ids)
    h = keras.layers.LSTM(8, return_sequences=True)(h)
    h = keras.layers.GRU(8, return_sequences=True)(h)
    y = keras.layers.Dense(2)(keras.layers.SimpleRNN(4)(h))
    model = keras.Model(words, y)
    text = tf_import.tf_to_mlir(model, [tf.TensorSpec([2, 6], tf.string)])
    exe = tfrt.compile(text, signature="serving_default", dump_ir=tmp_path)
    lowered = sorted(tmp_path.glob("*.mlir"))[-1].read_text()
    for op in ("tf._KerasLSTM", "tf._KerasGRU", "tf._KerasSimpleRNN"):
        assert op in lowered, op
    assert "tf.While" not in lowered and "ReadVariableOp" not in lowered
    x = np.array([["cat", "ant", "bee", "x", "dog", "cat"], ["dog", "dog", "ant", "cat", "y", "bee"]])
    close(exe(x), model(tf.constant(x)).numpy())


@pytest.fixture(scope="module")
def saved_v1(tmp_path_factory):
    """A TF1 graph saved with SavedModelBuilder: a variable whose saved value is not its
    initializer's, and a counter; TF's outputs for two calls in a session."""
    tf1 = tf.compat.v1
    path = str(tmp_path_factory.mktemp("v1") / "saved")
    feeds = [uniform(2, 3), uniform(1, 3)]
    with tf.Graph().as_default(), tf1.Session() as sess:
        x = tf1.placeholder(tf.float32, [None, 3], name="x")
        w = tf1.get_variable("w", initializer=np.ones((3, 2), np.float32), use_resource=True)
        calls = tf1.get_variable("calls", initializer=0, use_resource=True, trainable=False)
        with tf.control_dependencies([calls.assign_add(1)]):
            count = tf.identity(calls.read_value())
        y = tf.nn.relu(tf.matmul(x, w))
        sess.run(tf1.global_variables_initializer())
        sess.run(w.assign(uniform(3, 2)))
        builder = tf1.saved_model.Builder(path)
        builder.add_meta_graph_and_variables(
            sess, ["serve"], signature_def_map={"predict": tf1.saved_model.predict_signature_def(
                inputs={"x": x}, outputs={"y": y, "calls": count})})
        builder.save()
        expected = [sess.run({"y": y, "calls": count}, {x: f}) for f in feeds]
    return path, feeds, expected


def test_v1_saved_model(saved_v1):
    path, feeds, expected = saved_v1
    exe = tfrt.from_saved_model(path, "predict")
    assert set(exe.variables) == {"calls"}
    for x, want in zip(feeds, expected):
        got = exe.run({"x": x})
        close(got["y"], want["y"])
        close(got["calls"], want["calls"])


# -- bad input -------------------------------------------------------------------


def test_missing_directory(tmp_path):
    with pytest.raises(tfrt.TFImportError, match="nowhere: no such directory"):
        tfrt.from_saved_model(tmp_path / "nowhere")


def test_not_a_saved_model(tmp_path):
    with pytest.raises(tfrt.TFImportError, match="not a SavedModel \\(no saved_model.pb"):
        tfrt.from_saved_model(tmp_path)
    (tmp_path / "saved_model.pb").write_bytes(b"\xff\xff not a proto")
    with pytest.raises(tfrt.TFImportError, match="saved_model.pb: not a SavedModel"):
        tfrt.from_saved_model(tmp_path)


def test_unknown_signature_lists_the_available(saved_v2, saved_v1):
    with pytest.raises(tfrt.TFImportError,
                       match="no signature 'serve_me'.*signatures: double, serving_default; "
                             "functions: .*__call__"):
        tfrt.from_saved_model(saved_v2, "serve_me")
    with pytest.raises(tfrt.TFImportError, match="it has signatures: predict$"):
        tfrt.from_saved_model(saved_v1[0])  # serving_default is not there
    with pytest.raises(tfrt.TFImportError, match="no MetaGraph tagged 'gpu,serve'; its tag sets: serve"):
        tfrt.from_saved_model(saved_v1[0], "predict", tags=("serve", "gpu"))


# -- tfrt-import ----------------------------------------------------------------------


def test_tfrt_import_writes_mlir(saved_v1, tmp_path):
    out = tmp_path / "v1.mlir"
    assert import_tf.main([saved_v1[0], "--signature", "predict", "-o", str(out)]) == 0
    text = out.read_text()
    assert "tf_saved_model.semantics" in text and "@predict" in text
    exe = tfrt.compile(out, signature="predict")  # what tfrt-compile takes
    close(exe.run({"x": saved_v1[1][0]})["y"], saved_v1[2][0]["y"])


def test_tfrt_import_keras_file_to_stdout(tmp_path, capsys):
    model = keras.Sequential([keras.Input((2,), name="x"), L.Dense(1)])
    model.save(tmp_path / "m.keras")
    assert import_tf.main([str(tmp_path / "m.keras")]) == 0
    assert "@serving_default" in capsys.readouterr().out


@pytest.mark.parametrize("args, message", [
    (["{tmp}/nowhere"], "{tmp}/nowhere: no such directory"),
    (["{v1}", "--signature", "serving"], "{v1}: no signature 'serving' in the SavedModel; "
                                         "it has signatures: predict"),
    (["{tmp}/m.keras"], "{tmp}/m.keras: no such file"),
    (["{v1}", "-o", "{tmp}/no/such/dir.mlir", "--signature", "predict"], "cannot write"),
])
def test_tfrt_import_errors(saved_v1, tmp_path, capsys, args, message):
    fill = {"tmp": tmp_path, "v1": saved_v1[0]}
    assert import_tf.main([a.format(**fill) for a in args]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"tfrt-import: error: {message.format(**fill)}")
    assert err.count("\n") == 1


def test_tfrt_import_command(tmp_path):
    """The command's process: one line on stderr and exit 1 (a wrong path is found
    before TensorFlow is imported), the MLIR on stdout."""
    command = [sys.executable, "-m", "tfrt.tools.import_tf"]
    run = subprocess.run([*command, tmp_path], capture_output=True, text=True)
    assert (run.returncode, run.stdout, run.stderr) == (
        1, "", f"tfrt-import: error: {tmp_path}: not a SavedModel (no saved_model.pb in it)\n")


def test_importing_the_front_end_does_not_import_tensorflow():
    code = ("import sys, tfrt, tfrt.tf_import; tfrt.from_tf, tfrt.TFImportError; "
            "print(sorted(m for m in ('tensorflow', 'keras', 'mlir') if m in sys.modules))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"
