"""The `tfrt` package extends upstream MLIR's Python bindings."""

import subprocess
import sys

import pytest
from mlir import ir, passmanager
from mlir._mlir_libs import _mlir

import tfrt
import tfrt.dialects  # noqa: F401  (registers the dialects)
from tfrt.dialects import corert, tf, tf_executor, tf_saved_model, tfrt_dht, ts
from tfrt.dialects import tfrt as tfrt_ops
from conftest import MODELS

DIALECT_MODULES = {"tf": tf, "tf_executor": tf_executor, "tfrt": tfrt_ops,
                   "tfrt_dht": tfrt_dht, "ts": ts, "corert": corert,
                   "tf_saved_model": tf_saved_model}


def parse_model(path):
    with ir.Context():
        return ir.Module.parseFile(str(path))


def walk(module):
    ops = []
    module.operation.walk(lambda op: ops.append(op) or ir.WalkResult.ADVANCE)
    return ops


def test_contexts_created_after_import_know_every_dialect():
    with ir.Context() as ctx:
        for name in ["tf", "tf_type", "tf_executor", "tfrt", "tfrt_dht", "corert", "func"]:
            assert ctx.get_dialect_descriptor(name).namespace == name


def test_register_dialects_into_an_existing_bare_context():
    bare = _mlir.ir._Context()  # upstream's Context without the site registry
    with pytest.raises(ir.MLIRError, match="tfrt.new.chain"):
        ir.Module.parse("%c = tfrt.new.chain", bare)
    tfrt.register_dialects(bare)
    assert "tfrt.new.chain" in str(ir.Module.parse("%c = tfrt.new.chain", bare))


@pytest.mark.parametrize("name", sorted(DIALECT_MODULES))
def test_generated_op_classes_exist(name):
    module = DIALECT_MODULES[name]
    assert module._Dialect.DIALECT_NAMESPACE == name
    ops = [c for c in vars(module).values()
           if isinstance(c, type) and issubclass(c, ir.OpView) and c is not ir.OpView]
    assert ops, f"no op classes generated for {name}"
    assert all(c.OPERATION_NAME.startswith(name + ".") for c in ops)


def test_parse_a_model_run_a_pipeline_and_walk_its_ops():
    module = parse_model(MODELS / "scalar" / "fn_std.mlir")
    with module.context:
        before = [op.name for op in walk(module)]
        assert before.count("tf.Mul") == 3 and "tf.Identity" in before
        pm = passmanager.PassManager.parse("builtin.module(func.func(cse),canonicalize)")
        pm.run(module.operation)
        after = walk(module)
        assert module.operation.verify()
        # The op views are the ODS-generated classes.
        muls = [op.opview for op in after if op.name == "tf.Mul"]
        assert muls and all(isinstance(m, tf.MulOp) for m in muls)


def test_pass_pipeline_errors_are_python_exceptions():
    with ir.Context():
        with pytest.raises(ValueError, match="no-such-pass"):
            passmanager.PassManager.parse("builtin.module(no-such-pass)")


def test_the_runtime_never_imports_mlir():
    code = ("import sys, tfrt, tfrt.runtime, tfrt.runtime.bef.reader, tfrt.bef_emitter; "
            "assert not [m for m in sys.modules if m.split('.')[0] == 'mlir'], sorted(sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True)
