"""tfrt.compile / Executable / tfrt.load and the tfrt-compile, tfrt-run tools,
end to end on every reference model form: TensorFlow's numbers."""

import subprocess
import sys

import numpy as np
import pytest

import tfrt
from conftest import MODELS, TOOLS, lower_with_tools
from tfrt.compiler import CompileError
from tfrt.executable import InvocationError, OpExecutionError
from tfrt.tools.models import ReferenceModel, as_tuple, largest_difference, within_tolerance

# Every form a model comes in but v1 control flow (test_v1_control_flow.py).
FORMS = ["fn_std.mlir", "fn_raw.mlir", "fn_std_debug.mlir", "fn_std_regions.mlir",
         "fn_std_regions_inlined.mlir", "fn_unfrozen_std.mlir", "gd_io_raw.mlir",
         "gd_io_raw_debug.mlir", "gd_io_std.mlir", "sm_v2.mlir"]
CASES = [(m.name, f) for m in sorted(MODELS.iterdir()) if m.is_dir()
         for f in FORMS if (m / f).exists() and m.name != "v1_cond_while"]


@pytest.mark.parametrize("model,form", CASES, ids=[f"{m}/{f}" for m, f in CASES])
def test_model_matches_tensorflow(model, form):
    reference = ReferenceModel(MODELS / model)
    exe = reference.compile(MODELS / model / form)
    for k in reference.input_sets():
        outputs = as_tuple(exe(*reference.arguments(k, exe)))
        expected = reference.outputs(k)
        assert len(outputs) == len(expected)
        for got, want in zip(outputs, expected):
            assert within_tolerance(got, want), (k, largest_difference(got, want), got, want)


UNFUSED = [m.name for m in sorted(MODELS.iterdir()) if (m / "fn_std.mlir").exists()]


@pytest.mark.parametrize("model", UNFUSED)
def test_model_matches_tensorflow_without_optimizations(model):
    """fuse=False: one runtime op per TF op, the same answers."""
    reference = ReferenceModel(MODELS / model)
    exe = tfrt.compile(MODELS / model / "fn_std.mlir", fuse=False)
    for k in reference.input_sets():
        for got, want in zip(as_tuple(exe(*reference.arguments(k, exe))), reference.outputs(k)):
            assert within_tolerance(got, want), (k, largest_difference(got, want))


def test_fusion_is_on_by_default_and_can_be_turned_off():
    from tfrt.compiler import compile_to_bef

    source = MODELS / "chain200_scalar" / "fn_std.mlir"
    fused, _ = compile_to_bef(source)
    unfused, _ = compile_to_bef(source, fuse=False)
    assert b"tf._FusedElementwise" in fused and b"tf._FusedElementwise" not in unfused
    assert len(fused) < len(unfused)


def test_saved_bef_runs_in_a_process_without_mlir(tmp_path):
    reference = ReferenceModel(MODELS / "cnn")
    tfrt.compile(MODELS / "cnn" / "fn_std.mlir").save(tmp_path / "cnn.bef")
    np.save(tmp_path / "x.npy", reference.inputs(0)[0])
    code = f"""
import sys, numpy as np, tfrt
y = tfrt.load({str(tmp_path / 'cnn.bef')!r})(np.load({str(tmp_path / 'x.npy')!r}))
assert not [m for m in sys.modules if m.split('.')[0] == 'mlir'], 'MLIR was imported'
np.save({str(tmp_path / 'y.npy')!r}, y)
"""
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
    assert within_tolerance(np.load(tmp_path / "y.npy"), reference.outputs(0)[0])


def test_text_and_module_sources_and_the_module_is_left_unchanged():
    from mlir import ir

    text = (MODELS / "scalar" / "fn_std.mlir").read_text()
    a, b = np.float32(3), np.float32(2)
    assert tfrt.compile(text)(a, b) == pytest.approx(((a + b) * (a - b) - a * b) * 0.5 + 1)
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse(text)
        before = str(module)
        exe = tfrt.compile(module)
        assert str(module) == before
    assert exe(a, b) == pytest.approx(((a + b) * (a - b) - a * b) * 0.5 + 1)


RESHAPE_STRINGS = """
func.func @main(%x: tensor<2x3x!tf_type.string>) -> tensor<3x2x!tf_type.string> {
  %s = "tf.Const"() <{value = dense<[3, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %y = "tf.Reshape"(%x, %s) : (tensor<2x3x!tf_type.string>, tensor<2xi32>) -> tensor<3x2x!tf_type.string>
  func.return %y : tensor<3x2x!tf_type.string>
}"""


def test_string_tensors_flow_through_shape_ops():
    # The type attribute `T = !tf_type.string` reaches the runtime as a string dtype.
    exe = tfrt.compile(RESHAPE_STRINGS)
    x = np.array([[b"a", b"b", b"c"], [b"d", b"e", b"f"]], dtype=object)
    assert exe(x).tolist() == [[b"a", b"b"], [b"c", b"d"], [b"e", b"f"]]


@pytest.mark.parametrize("given", [
    np.array([[b"a", b"b", b"c"], [b"d", b"\xc3\xa9", b"f"]]),           # numpy bytes (S)
    np.array([["a", "b", "c"], ["d", "\u00e9", "f"]]),                 # numpy str (U): UTF-8
    [["a", "b", "c"], ["d", "\u00e9", "f"]],                           # lists of str
    [[b"a", b"b", b"c"], [b"d", b"\xc3\xa9", b"f"]],                   # lists of bytes
    np.array([["a", b"b", "c"], ["d", "\u00e9", b"f"]], dtype=object),  # object, str and bytes
])
def test_string_inputs_in_every_form_become_bytes(given):
    # TF accepts bytes and str for a string tensor (str as UTF-8); the runtime's string
    # tensors are object arrays of bytes.
    exe = tfrt.compile(RESHAPE_STRINGS)
    y = exe(given)
    assert y.dtype == object
    assert y.tolist() == [[b"a", b"b"], [b"c", b"d"], ["\u00e9".encode(), b"f"]]
    with pytest.raises(InvocationError, match=r"input #0 \('input_0'\) of 'main' must be a string tensor"):
        exe(np.zeros((2, 3), np.float32))
    with pytest.raises(InvocationError, match=r"must be object\[2x3\], got object\[3, 2\]"):
        exe(np.array(given, dtype=object).reshape(3, 2))


def test_entry_selection():
    path = MODELS / "cond" / "fn_std.mlir"
    assert tfrt.compile(path).entry == "__inference_pruned_3478"  # the only public function
    with pytest.raises(CompileError, match=r"no function @nope; the entry must be a public function: @__inference"):
        tfrt.compile(path, entry="nope")


def test_malformed_ir_is_a_compile_error_with_its_location(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main(%a: tensor<f32>) -> tensor<f32> {\n"
                   "  %0 = \"tf.AddV2\"(%a) : (tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}\n")
    with pytest.raises(CompileError, match=rf"{bad}:2:8: error: 'tf.AddV2' op expected 2 operands, but found 1"):
        tfrt.compile(bad)
    with pytest.raises(CompileError, match="no such file"):
        tfrt.compile(tmp_path / "missing.mlir")


def test_an_op_the_runtime_lacks_is_a_compile_error(tmp_path):
    # An op name no TF release has: the test stays true as the op library grows.
    src = tmp_path / "unknown.mlir"
    src.write_text("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                   "  %0 = \"tf.NoSuchOpAnywhere\"(%a) : (tensor<2xf32>) -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n")
    with pytest.raises(CompileError, match=rf"{src}:2:8: error: op 'tf.NoSuchOpAnywhere' is not supported"):
        tfrt.compile(src)


def test_wrong_inputs_are_clear_errors():
    exe = tfrt.compile(MODELS / "mlp" / "fn_std.mlir")
    with pytest.raises(InvocationError, match="takes 1 inputs, got 2"):
        exe(np.zeros((1, 784), np.float32), np.zeros(1))
    with pytest.raises(InvocationError, match=r"input #0 .* must be float32\[1x784\], got float64\[1, 784\]"):
        exe(np.zeros((1, 784)))
    with pytest.raises(InvocationError, match=r"must be float32\[1x784\], got float32\[1, 783\]"):
        exe(np.zeros((1, 783), np.float32))


def test_a_runtime_error_names_the_op_and_its_location(tmp_path):
    # Without a Signatures section nothing checks the inputs: the op reports the mismatch.
    path = lower_with_tools(MODELS / "mlp" / "fn_std.mlir", tmp_path / "mlp.bef")
    with pytest.raises(OpExecutionError, match=r"fn_std.mlir:\d+:\d+: tf\._FusedMatMul: .*783"):
        tfrt.load(path)(np.zeros((1, 783), np.float32))


def test_tools_compile_and_run(tmp_path):
    folder = MODELS / "mlp"
    bef = tmp_path / "mlp.bef"
    subprocess.run([TOOLS / "tfrt-compile", folder / "fn_std.mlir", "-o", bef], check=True)
    out = subprocess.run([TOOLS / "tfrt-run", bef, "--input", folder / "input_0_x.npy",
                          "--expect", folder / "output_0_0.npy", "--output-dir", tmp_path],
                         capture_output=True, text=True, check=True).stdout
    assert "output 0 (identity_RetVal): float32[1, 10]" in out and "within rtol=1e-05" in out
    assert within_tolerance(np.load(tmp_path / "output_0.npy"), np.load(folder / "output_0_0.npy"))
    plain = tmp_path / "mlp_unfused.bef"
    subprocess.run([TOOLS / "tfrt-compile", folder / "fn_std.mlir", "-o", plain, "--no-fuse"],
                   check=True)
    assert b"tf._FusedMatMul" in bef.read_bytes() and b"tf._FusedMatMul" not in plain.read_bytes()


def test_tools_report_bad_input(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main( {")
    r = subprocess.run([TOOLS / "tfrt-compile", bad, "-o", tmp_path / "x.bef"], capture_output=True, text=True)
    assert r.returncode == 1 and f"{bad}:1:" in r.stderr and "Traceback" not in r.stderr
    junk = tmp_path / "junk.bef"
    junk.write_bytes(b"\x0b\xef\x00garbage")
    r = subprocess.run([TOOLS / "tfrt-run", junk], capture_output=True, text=True)
    assert r.returncode == 1 and r.stderr.startswith("tfrt-run: error:") and "Traceback" not in r.stderr


def test_the_main_job_runs_every_model(capsys):
    from tfrt.tools import models

    assert models.main([str(MODELS), "--repeat", "2"]) == 0
    out = capsys.readouterr().out
    for name in ["chain200_scalar", "cnn", "cond", "mlp", "scalar", "while"]:
        assert f"== {name}/fn_std.mlir: compiled in" in out
    assert "== v1_cond_while/gd_io_std.mlir: compiled in" in out  # it has no fn_std form
    assert "DIFFERS" not in out and out.count("latency (median of 2") == 7
    assert out.endswith("\n7 passed, 0 failed\n")


def test_input_names_give_the_argument_order():
    exe = tfrt.compile(MODELS / "v1_cond_while" / "gd_io_raw.mlir")
    assert [s.name for s in exe.inputs] == ["x", "n"]  # the files sort as n, x
    reference = ReferenceModel(MODELS / "v1_cond_while")
    for got, want in zip(as_tuple(exe(*reference.arguments(0, exe))), reference.outputs(0)):
        assert within_tolerance(got, want)
    assert [s.name for s in tfrt.compile(MODELS / "scalar" / "fn_std.mlir").inputs] == ["a", "b"]
