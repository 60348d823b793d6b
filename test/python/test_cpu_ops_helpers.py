"""Helpers shared by the CPU op library tests (imported as a module), plus registry tests."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from tfrt.runtime.cpu_ops import (CpuOpRegistry, OpError, UnknownOpError, default_cpu_op_registry,
                                  register_tf_ops)
from tfrt.runtime.tensor import TensorMetadata

# The numpy reference kernels: native ones are tested against them (test_native_kernels.py).
REG = register_tf_ops(CpuOpRegistry(), native=False)


def _md_inputs(entry, xs):
    """Metadata-fn inputs: TensorMetadata, or the value itself at value operand positions."""
    if entry.metadata_fn is not None:
        return [TensorMetadata.of(np.asarray(x)) for x in xs]
    vops = {i % len(xs) for i in entry.value_operands}
    return [x if i in vops else TensorMetadata.of(np.asarray(x)) for i, x in enumerate(xs)]


def run(name, attrs, *xs, check_md=True):
    """Dispatch `name`; check the metadata function (if any) and the aliasing rule; return the result."""
    entry = REG.lookup(name)
    xs = [np.asarray(x) if not isinstance(x, np.ndarray) else x for x in xs]
    out = entry.dispatch_fn(attrs, *xs)
    outs = out if isinstance(out, tuple) else (out,)
    for o in outs:
        assert isinstance(o, np.ndarray), (name, type(o))
    if not entry.allow_input_reuse:
        for o in outs:
            for x in xs:
                assert not np.shares_memory(o, x), f"{name} result aliases an input"
    md_fn = entry.metadata_fn or entry.value_metadata_fn
    if check_md and md_fn is not None:
        md = md_fn(attrs, *_md_inputs(entry, xs))
        mds = md if isinstance(md, tuple) else (md,)
        assert len(mds) == len(outs)
        for m, o in zip(mds, outs):
            assert isinstance(m, TensorMetadata)
            assert (m.dtype, m.shape) == (o.dtype, o.shape), (name, m, o.dtype, o.shape)
    return out


def md_of(name, attrs, *xs):
    entry = REG.lookup(name)
    fn = entry.metadata_fn or entry.value_metadata_fn
    return fn(attrs, *_md_inputs(entry, [np.asarray(x) for x in xs]))


def raises(name, attrs, *xs, match=None, where="both"):
    """The op's metadata fn (if any) and its dispatch fn both raise OpError naming the op."""
    entry = REG.lookup(name)
    xs = [np.asarray(x) for x in xs]
    fns = []
    md_fn = entry.metadata_fn or entry.value_metadata_fn
    if md_fn is not None and where in ("both", "md"):
        fns.append(lambda: md_fn(attrs, *_md_inputs(entry, xs)))
    if where in ("both", "dispatch") and (entry.metadata_fn is None or where == "dispatch"):
        fns.append(lambda: entry.dispatch_fn(attrs, *xs))
    assert fns
    for fn in fns:
        with pytest.raises(OpError, match=match) as info:
            fn()
        assert str(info.value).startswith(name + ": "), str(info.value)
        assert info.value.op_name == name


# ----------------------------------------------------------------------------------------------

def test_registry_basics():
    r = CpuOpRegistry()
    r.add_metadata_fn("tf.Foo", lambda attrs, x: x)
    r.add_op("tf.Foo", lambda attrs, x: x, allow_input_reuse=True)
    e = r.lookup("tf.Foo")
    assert e.allow_input_reuse and e.metadata_fn is not None and e.dispatch_fn is not None
    with pytest.raises(UnknownOpError, match="tf.Bar"):
        r.lookup("tf.Bar")
    with pytest.raises(ValueError):
        r.add_op("tf.Foo", lambda attrs, x: x)
    assert "tf.Foo" in r and r.op_names() == ["tf.Foo"]


def test_metadata_only_is_not_an_op():
    r = CpuOpRegistry()
    r.add_metadata_fn("tf.Half", lambda attrs, x: x)
    with pytest.raises(UnknownOpError):
        r.lookup("tf.Half")


def test_unknown_op_in_default_registry():
    with pytest.raises(UnknownOpError) as info:
        REG.lookup("tf.NoSuchOp")
    assert "tf.NoSuchOp" in str(info.value)


def test_register_into_fresh_registry():
    r = register_tf_ops(CpuOpRegistry())
    assert r.op_names() == REG.op_names()
    assert len(r) >= 70


REQUIRED = """AddV2 Add Sub Mul RealDiv Maximum Minimum Neg Abs Exp Log Rsqrt Sqrt Tanh Sigmoid Relu Relu6
Softmax LogSoftmax MatMul BatchMatMulV2 BiasAdd Conv2D DepthwiseConv2dNative MaxPool AvgPool FusedBatchNormV3
Mean Sum Max ArgMax Reshape Squeeze ExpandDims Transpose ConcatV2 Pack Pad Shape Cast StridedSlice GatherV2
SelectV2 Greater Less Equal GreaterEqual LessEqual NotEqual Identity IdentityN Const Fill ZerosLike OnesLike
Square SquaredDifference Floor FloorDiv FloorMod Pow Range Tile Slice Split Prod Min All Any LogicalAnd
LogicalOr LogicalNot _FusedMatMul _FusedConv2D""".split()


def test_every_required_op_is_registered():
    missing = [n for n in REQUIRED if "tf." + n not in REG]
    assert not missing


def test_metadata_fn_presence():
    for name in REG.op_names():
        e = REG.lookup(name)
        # An op without a synchronous metadata function is value-dependent: it must say
        # which operands decide its shape, and how (docs/cpu_ops.md lists them).
        if e.metadata_fn is None:
            assert e.value_metadata_fn is not None and e.value_operands, name


def test_no_mlir_import():
    code = ("import sys, numpy as np\n"
            "from tfrt.runtime.cpu_ops import default_cpu_op_registry\n"
            "import tfrt.runtime.tensor\n"
            "default_cpu_op_registry().lookup('tf.AddV2').dispatch_fn({}, np.ones(2), np.ones(2))\n"
            "bad = [m for m in sys.modules if m.split('.')[0] == 'mlir']\n"
            "assert not bad, bad\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_op_error_format():
    e = OpError("tf.Conv2D", "input must be 4-D (NHWC), got shape (3, 4)")
    assert str(e) == "tf.Conv2D: input must be 4-D (NHWC), got shape (3, 4)"
    assert isinstance(e, ValueError) and e.op_name == "tf.Conv2D"
    import pickle
    assert str(pickle.loads(pickle.dumps(e))) == str(e)
