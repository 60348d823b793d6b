"""tf._FusedElementwise: a fused program gives exactly what its ops give one by one."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from test_cpu_ops_helpers import REG, run
from tfrt.runtime.core_runtime import eager as tfe
from tfrt.runtime.core_runtime.errors import OpExecutionError
from tfrt.runtime.cpu_ops import OpError, UnknownOpError

FUSED = "tf._FusedElementwise"
ENTRY = REG.lookup(FUSED)
I32 = np.dtype(np.int32)

BINARY = ["tf.AddV2", "tf.Sub", "tf.Mul", "tf.Maximum", "tf.Minimum", "tf.SquaredDifference"]
UNARY = ["tf.Neg", "tf.Relu", "tf.Square", "tf.Abs", "tf.Tanh"]


def fused(inputs, constants, steps, results):
    """Runs a program through the fused op's metadata and dispatch functions, as the CPU
    op handler does; checks the metadata against the results."""
    amap = {"fused_ops": [s[0] for s in steps], "fused_operands": [s[1] for s in steps],
            "fused_attrs": [s[2] for s in steps], "fused_constants": constants,
            "fused_results": results}
    md = ENTRY.metadata_fn(amap, *(tfe.TensorMetadata(x.dtype, x.shape) for x in inputs))
    out = ENTRY.dispatch_fn(amap, *inputs)
    outs, mds = (out, md) if isinstance(out, tuple) else ((out,), (md,))
    for o, m in zip(outs, mds):
        assert type(o) is np.ndarray and (o.dtype, o.shape) == (m.dtype, m.shape)
    return outs


def one_by_one(inputs, constants, steps, results):
    values = list(inputs) + list(constants)
    for name, args, attrs in steps:
        values.append(run(name, attrs, *(values[a] for a in args)))
    return tuple(values[r] for r in results)


@st.composite
def programs(draw):
    """A random program over f32, f64 or i32 values: 0-d, or broadcasting shapes."""
    dtype = np.dtype(draw(st.sampled_from([np.float32, np.float64, np.int32])))
    scalar = draw(st.booleans())
    shapes = [()] if scalar else [(2, 3), (3,), (1, 3), ()]
    rng = np.random.default_rng(draw(st.integers(0, 2**16)))

    def value():
        shape = shapes[rng.integers(len(shapes))]
        return (rng.standard_normal(shape) * 3).astype(dtype)

    inputs = [value() for _ in range(draw(st.integers(1, 3)))]
    constants = [value() for _ in range(draw(st.integers(0, 2)))]
    unary = [u for u in UNARY if not (dtype == I32 and u == "tf.Tanh")]
    steps = []
    for i in range(draw(st.integers(1, 12))):
        available = len(inputs) + len(constants) + i
        if draw(st.booleans()):
            name = draw(st.sampled_from(BINARY))
            args = [draw(st.integers(0, available - 1)), draw(st.integers(0, available - 1))]
        else:
            name, args = draw(st.sampled_from(unary)), [draw(st.integers(0, available - 1))]
        steps.append((name, args, {"T": dtype}))
    first = len(inputs) + len(constants)
    results = draw(st.lists(st.integers(first, first + len(steps) - 1), min_size=1, max_size=3))
    return inputs, constants, steps, results


@settings(max_examples=150, deadline=None)
@given(programs())
def test_fused_equals_one_by_one(program):
    with np.errstate(over="ignore", invalid="ignore"):
        got = fused(*program)
        want = one_by_one(*program)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_array_equal(g, w)


def test_scalar_chain_with_cast_and_two_results():
    a, b = np.array(3, np.float32), np.array(2, np.float32)
    steps = [("tf.Sub", [0, 1], {"T": np.dtype(np.float32)}),
             ("tf.Mul", [3, 2], {"T": np.dtype(np.float32)}),
             ("tf.Cast", [1], {"SrcT": np.dtype(np.float32), "DstT": I32, "Truncate": False}),
             ("tf.AddV2", [5, 5], {"T": I32})]
    i, f = fused([a, b], [np.array(0.5, np.float32)], steps, [6, 4])
    assert (i.dtype, i.shape, int(i)) == (I32, (), 4)
    assert (f.dtype, f.shape, float(f)) == (np.dtype(np.float32), (), 0.5)


def test_sub_op_errors_name_the_sub_op():
    x = np.array([1, 2], np.int32)
    steps = [("tf.FloorDiv", [0, 1], {"T": I32})]
    with pytest.raises(OpError, match="tf.FloorDiv: Integer division by zero"):
        fused([x, np.zeros(2, np.int32)], [], steps, [2])
    with pytest.raises(OpError, match=r"tf.AddV2: dtypes of x \(f32\) and y \(i32\) must match"):
        fused([np.float32([1]), x], [], [("tf.AddV2", [0, 1], {})], [2])
    with pytest.raises(OpError, match=r"tf.Mul: Incompatible shapes: \[2\] vs. \[3\]"):
        fused([np.ones(2, np.float32), np.ones(3, np.float32)], [], [("tf.Mul", [0, 1], {})], [2])


@pytest.mark.parametrize("attrs,message", [
    ({"fused_operands": [[0, 5]]}, r"operand 5 of sub-op #0 \(tf.AddV2\) is not an earlier value"),
    ({"fused_results": [0]}, "result 0 is not a sub-op result"),
    ({"fused_results": []}, "fused_results is empty"),
    ({"fused_attrs": []},
     "fused_ops, fused_operands and fused_attrs must have the same non-zero length, got 1, 1 and 0"),
    ({"fused_operands": [["x", 1]]}, "fused_operands and fused_results must hold integers"),
])
def test_malformed_programs(attrs, message):
    amap = {"fused_ops": ["tf.AddV2"], "fused_operands": [[0, 1]], "fused_attrs": [{}],
            "fused_results": [2], **attrs}
    with pytest.raises(OpError, match=f"tf._FusedElementwise: {message}"):
        ENTRY.metadata_fn(amap, tfe.TensorMetadata(np.float32, ()),
                          tfe.TensorMetadata(np.float32, ()))


def test_missing_attribute_and_unknown_sub_op():
    md = tfe.TensorMetadata(np.float32, ())
    with pytest.raises(OpError, match="missing attribute 'fused_results'"):
        ENTRY.metadata_fn({"fused_ops": ["tf.Neg"], "fused_operands": [[0]],
                           "fused_attrs": [{}]}, md)
    with pytest.raises(UnknownOpError, match="tf.NoSuchOp"):
        ENTRY.metadata_fn({"fused_ops": ["tf.NoSuchOp"], "fused_operands": [[0]],
                           "fused_attrs": [{}], "fused_results": [1]}, md)


def test_eager_execute_reports_the_sub_op():
    with pytest.raises(OpExecutionError, match="tf.FloorMod: Integer division by zero"):
        tfe.execute(FUSED, np.int32(1), np.int32(0), fused_ops=["tf.FloorMod"],
                    fused_operands=[[0, 1]], fused_attrs=[{"T": I32}], fused_results=[2])


FUSED_MLIR = """
func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> (tensor<i32>, tensor<f32>) {
  %0:2 = "tf._FusedElementwise"(%a, %b) {
    fused_ops = ["tf.Sub", "tf.Mul", "tf.Cast", "tf.AddV2"],
    fused_operands = [[0, 1], [3, 2], [1], [5, 5]],
    fused_attrs = [{T = f32}, {T = f32}, {DstT = i32, SrcT = f32, Truncate = false}, {T = i32}],
    fused_constants = [dense<5.000000e-01> : tensor<f32>],
    fused_results = [6, 4]} : (tensor<f32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
  func.return %0#0, %0#1 : tensor<i32>, tensor<f32>
}
"""


def test_through_bef(tmp_path):
    """The program's attributes (nested arrays, dictionaries, dense constants) survive BEF."""
    import tfrt

    exe = tfrt.compile(FUSED_MLIR)
    for a, b in ((3, 2), (-1.5, 4)):
        i, f = exe(np.float32(a), np.float32(b))
        assert (i.dtype, int(i)) == (I32, 2 * int(np.float32(b)))
        assert (f.dtype, float(f)) == (np.dtype(np.float32), (a - b) * 0.5)
    exe.save(tmp_path / "fused.bef")
    i, f = tfrt.load(tmp_path / "fused.bef")(np.float32(3), np.float32(2))
    assert (int(i), float(f)) == (4, 0.5)


def test_integer_overflow_wraps_silently_as_in_tf(recwarn):
    big = np.array(2**31 - 1, np.int32)
    steps = [("tf.AddV2", [0, 1], {"T": I32}), ("tf.Mul", [2, 2], {"T": I32}),
             ("tf.Neg", [0], {"T": I32})]
    got = fused([big, np.array(1, np.int32)], [], steps, [2, 3, 4])
    with np.errstate(over="ignore"):
        want = one_by_one([big, np.array(1, np.int32)], [], steps, [2, 3, 4])
    assert [int(g) for g in got] == [int(w) for w in want] == [-2**31, 0, -(2**31 - 1)]
    assert not [w for w in recwarn if issubclass(w.category, RuntimeWarning)]


def test_bound_kernels_use_the_specialized_program(monkeypatch):
    """A BEF kernel compiles its program once (specialize_fn), not per call."""
    import tfrt
    import tfrt.runtime.cpu_ops.fused_elementwise as fe

    compiled = []
    real = fe._Program.compile
    monkeypatch.setattr(fe._Program, "compile", lambda self: compiled.append(1) or real(self))
    exe = tfrt.compile(FUSED_MLIR)
    for _ in range(5):
        exe(np.float32(3), np.float32(2))
    assert len(compiled) == 1


CAST_TYPES = [np.float16, np.float32, np.float64, np.int8, np.int32, np.int64, np.uint8]


@pytest.mark.parametrize("src", CAST_TYPES)
@pytest.mark.parametrize("dst", CAST_TYPES + [np.bool_])
def test_casts_match_the_cast_op(src, dst):
    """Plain casts run as the scalar type's constructor; the rest through tf.Cast."""
    src, dst = np.dtype(src), np.dtype(dst)
    values = np.array([0, 1, -1, 2**31 + 5, 300, -129, 7], np.int64)
    if src.kind == "f":
        values = np.array([0, 1.5, -1.5, 3e4, -0.0, 250.7, np.nan])
    with np.errstate(over="ignore", invalid="ignore"):
        x = values.astype(src)
    steps = [("tf.Cast", [0], {"SrcT": src, "DstT": dst, "Truncate": False})]
    for a in (x, x[3]):
        with np.errstate(over="ignore", invalid="ignore"):
            (got,) = fused([np.asarray(a)], [], steps, [1])
            (want,) = one_by_one([np.asarray(a)], [], steps, [1])
        assert got.dtype == want.dtype == dst and got.shape == want.shape
        np.testing.assert_array_equal(got, want)


ERROR_MLIR = """func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tf.AddV2"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %1 = "tf.FloorMod"(%0, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %2 = "tf.Mul"(%1, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  func.return %2 : tensor<2xi32>
}
"""


def test_a_sub_op_error_is_reported_at_that_sub_op(tmp_path):
    """Fused, the ops keep their own locations in errors: a dispatch error (line 3) and,
    from BEF without a Signatures section (no input check), a metadata error (line 2)."""
    import tfrt
    from conftest import lower_with_tools
    from tfrt.executable import OpExecutionError

    path = tmp_path / "model.mlir"
    path.write_text(ERROR_MLIR)
    exe = tfrt.compile(path)
    lower_with_tools(path, tmp_path / "model.bef")
    assert b"tf._FusedElementwise" in (tmp_path / "model.bef").read_bytes()
    np.testing.assert_array_equal(exe(np.int32([1, 2]), np.int32([3, 4])), [1, 4])
    with pytest.raises(OpExecutionError, match=r"model.mlir:3:8: tf.FloorMod: Integer division"):
        exe(np.int32([1, 2]), np.int32([3, 0]))
    with pytest.raises(OpExecutionError, match=r"model.mlir:2:8: tf.AddV2: dtypes of x \(i32\)"):
        tfrt.load(tmp_path / "model.bef")(np.int32([1, 2]), np.float32([3, 0]))
