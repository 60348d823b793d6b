"""Compile errors on IR with TensorFlow's debug locations: the user's
`file:line:col` (library frames skipped) and the TF node, no raw `loc(...)`,
no note printing the compiler's own IR; `dump_ir` / `tfrt-compile --dump-ir`."""

import re
import subprocess

import pytest

import tfrt
from conftest import MODELS, TOOLS
from tfrt.compiler import CompileError
from tfrt.diagnostics import is_internal_note

UNSUPPORTED = "is not supported by the runtime's op library"


def _debug_model_with(tmp_path, model, old, new):
    """A TF-printed debug model (`show_debug_info=True`) with one op changed."""
    text = (MODELS / model).read_text()
    assert old in text
    path = tmp_path / "model.mlir"
    path.write_text(text.replace(old, new, 1))
    return path


def _compile_error(source) -> CompileError:
    with pytest.raises(CompileError) as info:
        tfrt.compile(source)
    return info.value


def test_callsite_locations_give_the_users_frame(tmp_path):
    path = _debug_model_with(tmp_path, "mlp/fn_std_debug.mlir", '"tf.Relu"', '"tf.FooRelu"')
    e = _compile_error(path)
    # loc(fused["Relu:", callsite("Relu"("build_models.py":262:1) at ...TF's frames...)])
    assert str(e) == ("/tmp/anchors/scripts/build_models.py:262:1: error: op 'tf.FooRelu' "
                      f"{UNSUPPORTED} (node 'Relu')")
    assert e.located


def test_verifier_errors_keep_notes_on_the_users_ops(tmp_path):
    # The second MatMul transposes its 1x128 input: the contraction dims differ,
    # which a pass's verifier finds; its note prints the (user's) TF op.
    text = (MODELS / "mlp" / "fn_std_debug.mlir").read_text().splitlines(keepends=True)
    (i,) = [i for i, line in enumerate(text) if '"tf.MatMul"(%6' in line]
    text[i] = text[i].replace("transpose_a = false", "transpose_a = true")
    path = tmp_path / "model.mlir"
    path.write_text("".join(text))
    lines = str(_compile_error(path)).splitlines()
    assert re.match(r"^/tmp/anchors/scripts/build_models.py:262:1: error: 'tf.MatMul' op "
                    r"requires the contraction dimensions .*\(node 'MatMul_1'\)$", lines[0]), lines
    assert len(lines) == 2 and re.match(r'^  /tmp/anchors/scripts/build_models.py:262:1: note: '
                                        r'see current operation: %\d+ = "tf.MatMul"', lines[1])
    assert "loc(" not in lines[1]


def test_library_frames_are_skipped():
    # A Keras layer's op: the innermost frames are Keras's and TF's own.
    text = '''
    func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
      %y = "tf.FooOp"(%x) : (tensor<2xf32>) -> tensor<2xf32> loc(#op)
      func.return %y : tensor<2xf32>
    }
    #keras = loc("/venv/lib/python3.11/site-packages/keras/src/layers/core/dense.py":144:7)
    #tf = loc("/venv/lib/python3.11/site-packages/tensorflow/python/ops/math_ops.py":10:1)
    #user = loc("/home/me/model.py":12:3)
    #outer = loc("/usr/lib/python3.11/runpy.py":88:5)
    #op = loc(fused["FooOp:", callsite("dense/FooOp"(#keras) at callsite(#tf at callsite(#user at #outer)))])
    '''
    assert str(_compile_error(text)) == \
        f"/home/me/model.py:12:3: error: op 'tf.FooOp' {UNSUPPORTED} (node 'dense/FooOp')"
    only_libraries = text.replace('"/home/me/model.py":12:3', '"/usr/lib/python3.11/x.py":1:1')
    assert str(_compile_error(only_libraries)).startswith(
        "/venv/lib/python3.11/site-packages/keras/src/layers/core/dense.py:144:7: error:")


def test_names_without_a_file_give_the_input_and_the_node(tmp_path):
    # A graph imported with debug info: `loc(fused["Mul:", "cond/mul@cond_false_frozen_3456"])`.
    path = _debug_model_with(tmp_path, "cond/gd_io_raw_debug.mlir", 'wraps "tf.Mul"',
                             'wraps "tf.FooMul"')
    assert str(_compile_error(path)) == (
        f"{path}: error: op 'tf.FooMul' {UNSUPPORTED} (node 'cond/mul@cond_false_frozen_3456')")
    text = path.read_text()
    assert str(_compile_error(text)).startswith("-: error: op 'tf.FooMul'")


def test_internal_ir_notes():
    assert is_internal_note('see current operation: %6:2 = "corert.executeop.seq"(%0) : () -> ()')
    assert is_internal_note("see current operation: %0 = tfrt.add.i32 %a, %b")
    assert not is_internal_note('see current operation: %11 = "tf.MatMul"(%10, %5) : () -> ()')
    assert not is_internal_note("prior use here")


def test_tfrt_compile_prints_the_users_line(tmp_path):
    path = _debug_model_with(tmp_path, "mlp/fn_std_debug.mlir", '"tf.Relu"', '"tf.FooRelu"')
    r = subprocess.run([TOOLS / "tfrt-compile", path, "-o", tmp_path / "x.bef"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1
    assert r.stderr == (f"/tmp/anchors/scripts/build_models.py:262:1: error: op 'tf.FooRelu' "
                        f"{UNSUPPORTED} (node 'Relu')\n")


def _dumps(directory):
    return sorted(p.name for p in directory.iterdir())


def test_dump_ir_writes_the_ir_after_each_pass(tmp_path):
    dump = tmp_path / "ir"
    (dump).mkdir()
    (dump / "99_stale.mlir").write_text("from an earlier dump")
    (dump / "notes.txt").write_text("the user's")
    exe = tfrt.compile(MODELS / "mlp" / "fn_std.mlir", dump_ir=dump)
    names = _dumps(dump)
    assert "99_stale.mlir" not in names and "notes.txt" in names
    files = [n for n in names if n.endswith(".mlir")]
    assert files[0] == "00_input.mlir" and len(files) > 5
    assert [int(n.split("_")[0]) for n in files] == list(range(len(files)))
    assert all(p.is_file() for p in dump.iterdir())  # MLIR's folders are gone
    first = (dump / files[1]).read_text()
    assert first.startswith("// -----// IR Dump After") and "tf.MatMul" in first
    last = (dump / files[-1]).read_text()
    assert "corert.executeop" in last and "tf_op" not in files[-1]
    assert exe.entry in last


def test_dump_ir_of_a_failing_compile_and_the_tool(tmp_path):
    path = _debug_model_with(tmp_path, "mlp/fn_std_debug.mlir", '"tf.Relu"', '"tf.FooRelu"')
    dump = tmp_path / "ir"
    r = subprocess.run([TOOLS / "tfrt-compile", path, "-o", tmp_path / "x.bef", "--dump-ir", dump],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1 and "tf.FooRelu" in r.stderr
    last = dump / _dumps(dump)[-1]
    assert "Failed" in last.read_text().splitlines()[0]  # the IR the failing pass left
    ok = subprocess.run([TOOLS / "tfrt-compile", MODELS / "scalar" / "fn_std.mlir",
                         "-o", tmp_path / "s.bef", "--dump-ir", dump],
                        capture_output=True, text=True, timeout=300)
    assert ok.returncode == 0 and "Failed" not in (dump / _dumps(dump)[-1]).read_text()
    blocked = tmp_path / "file"
    blocked.write_text("")
    with pytest.raises(CompileError, match="cannot write the IR to") as info:
        tfrt.compile(MODELS / "scalar" / "fn_std.mlir", dump_ir=blocked)
    assert not info.value.located
