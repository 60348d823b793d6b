"""TFRT's CPU test ops (`tfrt_test.*`, runtime/cpu_ops/tfrt_test_ops.py), and the array
attribute element types they depend on (BEF decoding, OpAttrs)."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

from test_cpu_ops_helpers import REG, raises, run
from tfrt.runtime.bef.attributes import ArrayValue
from tfrt.runtime.bef.format import DType
from tfrt.runtime.core_runtime.op_attrs import AttrArray, OpAttrs, OpAttrType
from tfrt.runtime.cpu_ops import default_cpu_op_registry

TEST_OPS = ["tfrt_test.cast", "tfrt_test.create_dense_tensor", "tfrt_test.matmul",
            "tfrt_test.odd_collector", "tfrt_test.relu"]


def attrs(**values):
    """Frozen OpAttrs as the Core Runtime passes them to ops (their `mapping`)."""
    a = OpAttrs()
    for name, v in values.items():
        if isinstance(v, tuple) and len(v) == 2 and isinstance(v[1], OpAttrType):
            a.set_array(name, v[0], v[1])
        else:
            a.set(name, v)
    return a.freeze().mapping


def test_registered_in_the_cpu_op_library():
    assert [n for n in default_cpu_op_registry().op_names() if n.startswith("tfrt_test.")] == TEST_OPS


def test_create_dense_tensor_takes_the_dtype_of_values():
    out = run("tfrt_test.create_dense_tensor",
              attrs(shape=[5], values=([1, 2, 3, 4, 5], OpAttrType.I32)))
    assert out.dtype == np.int32 and out.tolist() == [1, 2, 3, 4, 5]
    out = run("tfrt_test.create_dense_tensor", attrs(shape=[2, 2], values=[1.0, 2.0, 3.0, 4.0]))
    assert out.dtype == np.float32 and out.tolist() == [[1, 2], [3, 4]]
    out = run("tfrt_test.create_dense_tensor", attrs(shape=[2], values=([1.5, 2.5], OpAttrType.F16)))
    assert out.dtype == np.float16 and out.tolist() == [1.5, 2.5]
    # Plain Python ints, as OpAttrs would infer them: i64.
    assert run("tfrt_test.create_dense_tensor", {"shape": [3], "values": [7, 8, 9]}).dtype == np.int64


def test_create_dense_tensor_fills_with_one_value():
    out = run("tfrt_test.create_dense_tensor", attrs(shape=[3, 2], values=([-1], OpAttrType.I32)))
    assert out.shape == (3, 2) and out.dtype == np.int32 and (out == -1).all()
    out = run("tfrt_test.create_dense_tensor", attrs(shape=[], values=[2.0]))
    assert out.shape == () and out == 2.0


def test_create_dense_tensor_rejects_a_wrong_count_and_bad_shapes():
    raises("tfrt_test.create_dense_tensor", attrs(shape=[2, 2], values=[1.0, 2.0, 3.0]),
           match="3 values for shape")
    raises("tfrt_test.create_dense_tensor", attrs(shape=[-1], values=[1.0]), match="negative")
    raises("tfrt_test.create_dense_tensor", attrs(values=[1.0]), match="missing attribute 'shape'")
    raises("tfrt_test.create_dense_tensor", attrs(shape=[2], values=(["a", "b"], OpAttrType.CHAR)),
           match="cannot be tensor elements")


def test_odd_collector():
    out = run("tfrt_test.odd_collector", {}, np.array([1, 2, 3, 4, 5, -7, 0], np.int32))
    assert out.dtype == np.int32 and out.tolist() == [1, 3, 5, -7]
    assert run("tfrt_test.odd_collector", {}, np.array([2, 4], np.int32)).shape == (0,)
    entry = REG.lookup("tfrt_test.odd_collector")
    assert entry.metadata_fn is None and entry.value_operands == (0,)  # its size needs the values
    raises("tfrt_test.odd_collector", {}, np.ones((2, 2), np.int32), match="expected a 1D tensor input")
    raises("tfrt_test.odd_collector", {}, np.ones(3, np.int64), match="expected a i32 element type")


@pytest.mark.parametrize("ta,tb", [(False, False), (True, False), (False, True), (True, True)])
def test_matmul(ta, tb):
    rng = np.random.default_rng(0)
    a = rng.standard_normal((3, 4)).astype(np.float32)
    b = rng.standard_normal((4, 2)).astype(np.float32)
    a_in, b_in = (a.T.copy() if ta else a), (b.T.copy() if tb else b)
    out = run("tfrt_test.matmul", {"transpose_a": ta, "transpose_b": tb}, a_in, b_in)
    np.testing.assert_allclose(out, a @ b, rtol=1e-5)


def test_matmul_half_and_errors():
    a = np.array([[2.0]], np.float16)
    out = run("tfrt_test.matmul", {"transpose_a": False, "transpose_b": False}, a, a)
    assert out.dtype == np.float16 and out.tolist() == [[4.0]]
    nt = {"transpose_a": False, "transpose_b": False}
    raises("tfrt_test.matmul", nt, np.ones((2, 3), np.float32), np.ones((2, 3), np.float32),
           match="inner dimensions differ")
    raises("tfrt_test.matmul", nt, np.ones(3, np.float32), np.ones((3, 1), np.float32), match="2-D")
    raises("tfrt_test.matmul", nt, np.ones((1, 1), np.float32), np.ones((1, 1), np.float64),
           match="one dtype")
    raises("tfrt_test.matmul", {}, np.ones((1, 1), np.float32), np.ones((1, 1), np.float32),
           match="missing attribute 'transpose_a'")


def test_relu():
    assert run("tfrt_test.relu", {}, np.array([-1.0, 0.5], np.float16)).tolist() == [0.0, 0.5]
    out = run("tfrt_test.relu", {}, np.array([[-3, 4]], np.int32))
    assert out.dtype == np.int32 and out.tolist() == [[0, 4]]
    raises("tfrt_test.relu", {}, np.array([True]), match="unsupported dtype")


def test_cast():
    h = run("tfrt_test.cast", attrs(type="f16"), np.array([[-1.0, 0.1]], np.float32))
    assert h.dtype == np.float16 and h.tolist() == [[-1.0, float(np.float16(0.1))]]
    assert run("tfrt_test.cast", attrs(type="f32"), h).dtype == np.float32
    same = np.array([1, 2], np.int32)
    assert not np.shares_memory(run("tfrt_test.cast", attrs(type="i32"), same), same)
    raises("tfrt_test.cast", attrs(type="f13"), same, match="not a known dtype")
    raises("tfrt_test.cast", {"type": 3}, same, match="dtype name")
    raises("tfrt_test.cast", {}, same, match="missing attribute 'type'")


def test_op_attrs_arrays_keep_their_element_type():
    a = OpAttrs()
    a.set_array("v", [1, 2], OpAttrType.I32)
    a.set("w", [1, 2])
    frozen = a.freeze()
    assert isinstance(frozen["v"], AttrArray) and frozen["v"].type is OpAttrType.I32
    assert frozen["w"].type is OpAttrType.I64 and frozen["v"] == (1, 2)
    again = pickle.loads(pickle.dumps(frozen))
    assert again["v"].type is OpAttrType.I32 and again.get_type("v") is OpAttrType.I32


def test_bef_array_attributes_keep_their_element_type():
    v = ArrayValue([1, 2, 3], DType.I32)
    assert v == (1, 2, 3) and v.element is DType.I32
    assert pickle.loads(pickle.dumps(v)).element is DType.I32
