"""Named inputs and outputs, kept in BEF: exe.inputs / exe.outputs, calls by keyword or dict,
exe.run, and the Signatures section through save + load."""

import json

import numpy as np
import pytest

import tfrt
from conftest import MODELS
from tfrt.compiler import CompileError
from tfrt.executable import Executable, InvocationError, TensorSpec
from tfrt.runtime.bef.format import BEFFormatError, SectionID
from tfrt.runtime.bef.reader import BEFFile
from tfrt.runtime.bef.signatures import (
    FunctionSignature, Signatures, VariableSpec, decode_signatures, encode_signatures,
)

WHILE = MODELS / "while"


@pytest.fixture(scope="module")
def loop():
    exe = tfrt.compile(WHILE / "gd_io_std.mlir")
    yield exe
    exe.close()


def while_inputs(k=0):
    return np.load(WHILE / f"input_{k}_x.npy"), np.load(WHILE / f"input_{k}_n.npy")


def test_inputs_and_outputs_carry_the_graph_names(loop):
    assert loop.inputs == (TensorSpec("n", np.dtype(np.int32), ()),
                           TensorSpec("x", np.dtype(np.float32), (4,)))
    assert [o.name for o in loop.outputs] == ["Identity", "Identity_1"]
    assert [o.dtype for o in loop.outputs] == [np.float32, np.int32]


def test_positional_keyword_and_dict_calls_agree(loop):
    x, n = while_inputs()
    want = loop(n, x)
    for got in (loop(x=x, n=n), loop({"x": x, "n": n}), loop(n, x=x)):
        for g, w in zip(got, want):
            assert np.array_equal(g, w)
    assert np.allclose(want[0], np.load(WHILE / "output_0_0.npy"))


def test_run_returns_outputs_by_name(loop):
    x, n = while_inputs()
    everything = loop.run({"x": x, "n": n})
    assert list(everything) == ["Identity", "Identity_1"]
    some = loop.run([n, x], output_names=["Identity_1"])
    assert list(some) == ["Identity_1"] and some["Identity_1"] == everything["Identity_1"]
    with pytest.raises(InvocationError, match="no output 'y'; its outputs: Identity, Identity_1"):
        loop.run({"x": x, "n": n}, output_names=["y"])


@pytest.mark.parametrize("call,message", [
    (lambda exe, x, n: exe(x=x), r"'main' needs input 'n'$"),
    (lambda exe, x, n: exe(x=x, n=n, y=n), r"'main' has no input 'y'; its inputs: n, x$"),
    (lambda exe, x, n: exe(n, n=n, x=x), r"input 'n' of 'main' is given twice$"),
    (lambda exe, x, n: exe({"x": x}), r"'main' needs input 'n'$"),
    (lambda exe, x, n: exe(x=x.astype(np.float64), n=n),
     r"input #1 \('x'\) of 'main' must be float32\[4\], got float64\[4\]$"),
])
def test_bad_feeds_name_the_input(loop, call, message):
    x, n = while_inputs()
    with pytest.raises(InvocationError, match=message):
        call(loop, x, n)


def test_save_and_load_keep_the_signature(loop, tmp_path):
    path = tmp_path / "while.bef"
    loop.save(path)
    with tfrt.load(path) as loaded:
        assert loaded.inputs == loop.inputs and loaded.outputs == loop.outputs
        x, n = while_inputs(2)
        assert np.allclose(loaded(x=x, n=n)[0], np.load(WHILE / "output_2_0.npy"))
        with pytest.raises(InvocationError, match=r"input #1 \('x'\) of 'main' must be "
                                                  r"float32\[4\], got float32\[5\]"):
            loaded(x=np.zeros(5, np.float32), n=n)


def test_names_fall_back_to_user_names_then_positions():
    src = """
    func.func @main(%a: tensor<?x2xf32> {tf._user_specified_name = "a"}, %b: tensor<*xf32>)
        -> (tensor<?x2xf32>, tensor<*xf32>) {
      return %a, %b : tensor<?x2xf32>, tensor<*xf32>
    }"""
    with tfrt.compile(src) as exe:
        assert exe.inputs == (TensorSpec("a", np.dtype(np.float32), (None, 2)),
                              TensorSpec("input_1", np.dtype(np.float32), None))
        assert [o.name for o in exe.outputs] == ["output_0", "output_1"]
        a, b = exe(input_1=np.ones(3, np.float32), a=np.zeros((5, 2), np.float32))
        assert a.shape == (5, 2) and b.shape == (3,)


def test_repeated_names_are_made_distinct():
    src = """
    func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32>
        attributes {tf.entry_function = {inputs = "x,x", outputs = "y:0"}} {
      %0 = "tf.AddV2"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      return %0 : tensor<f32>
    }"""
    with tfrt.compile(src) as exe:
        assert [i.name for i in exe.inputs] == ["x", "x_1"] and exe.outputs[0].name == "y"
        assert exe(x=np.float32(1), x_1=np.float32(2)) == 3


def test_signature_is_only_for_saved_models():
    with pytest.raises(CompileError, match="signature='serving_default' is for SavedModel"):
        tfrt.compile(MODELS / "mlp" / "fn_std.mlir", signature="serving_default")


# -- the section itself ------------------------------------------------------------------------

def test_the_section_round_trips():
    spec = TensorSpec("x", np.dtype(np.float32), (None, 3))
    signatures = Signatures({"f": FunctionSignature((spec,), (TensorSpec("y", np.dtype(object), None),))},
                            "f", "_tfrt_init",
                            (VariableSpec("v", "__sm_node1__v", np.dtype(np.int64), (2,)),))
    data = encode_signatures(signatures)
    assert decode_signatures(data, 0, len(data)) == signatures


@pytest.mark.parametrize("doc,message", [
    ("[1]", "must hold a JSON object"),
    ('{"version": 2, "functions": {}}', "unsupported Signatures version 2"),
    ('{"version": 1, "functions": {"f": {"inputs": [{"name": "x", "dtype": "f99", "shape": []}],'
     ' "outputs": []}}}', "unknown dtype 'f99'"),
    ('{"version": 1, "functions": {"f": {"inputs": [{"name": "x", "dtype": "f32", "shape": [-1]}],'
     ' "outputs": []}}}', "shape must be null or a list of sizes"),
    ('{"version": 1, "functions": {}, "default": "g"}', "default 'g' is not a function"),
    ("{not json", "is not JSON"),
])
def test_a_malformed_section_is_a_format_error(doc, message):
    data = doc.encode()
    with pytest.raises(BEFFormatError, match=message):
        decode_signatures(data, 0, len(data))


def test_a_section_naming_a_missing_function_is_a_format_error(loop, tmp_path):
    path = tmp_path / "w.bef"
    loop.save(path)
    data = path.read_bytes()
    doc = json.dumps({"version": 1, "functions": {}, "init": "nope"}).encode()
    old = BEFFile(data).section(SectionID.SIGNATURES)
    # Same length: pad the JSON with spaces (valid JSON whitespace).
    assert len(doc) <= old[1]
    patched = data[:old[0]] + doc.ljust(old[1]) + data[old[0] + old[1]:]
    with pytest.raises(BEFFormatError, match="names a function 'nope' the file does not have"):
        Executable(patched)


def test_variables_bind_by_name_or_order_and_are_checked():
    src = """
    func.func @main(%x: tensor<3xi1>, %v: tensor<*x!tf_type.resource>, %w: tensor<!tf_type.resource<tensor<2xi32>>>)
        -> (tensor<3xi1>, tensor<2xi32>) attributes {tf.entry_function = {inputs = "x,flags,counts"}} {
      %0 = "tf.ReadVariableOp"(%v) : (tensor<*x!tf_type.resource>) -> tensor<3xi1>
      %1 = "tf.LogicalAnd"(%x, %0) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
      %2 = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource<tensor<2xi32>>>) -> tensor<2xi32>
      return %1, %2 : tensor<3xi1>, tensor<2xi32>
    }"""
    flags, counts = np.array([True, False, True]), np.array([4, 5], np.int32)
    for variables in ({"flags": flags, "counts": counts}, [flags, counts]):
        with tfrt.compile(src, variables=variables) as exe:
            assert [i.name for i in exe.inputs] == ["x"]
            got, n = exe(np.array([True, True, False]))
            assert got.tolist() == [True, False, False] and n.tolist() == [4, 5]
    with pytest.raises(CompileError, match="no value for 'counts'; no variable called 'c'"):
        tfrt.compile(src, variables={"flags": flags, "c": counts})
    with pytest.raises(CompileError, match=r"variable 'counts' must be int32\[2\], got int64\[2\]"):
        tfrt.compile(src, variables={"flags": flags, "counts": counts.astype(np.int64)})
    with pytest.raises(CompileError, match="takes 2 variables .*'flags', 'counts'.* variables="):
        tfrt.compile(src)
