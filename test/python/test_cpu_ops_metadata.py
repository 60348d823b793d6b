"""One parametrised test over every op: the metadata function (synchronous, or value-based for
value-dependent ops) agrees with the dtype and shape the dispatch function produces."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from test_cpu_ops_helpers import REG, run

rng = np.random.default_rng(42)
f32, i32, i64, bf16 = np.float32, np.int32, np.int64, ml_dtypes.bfloat16


def r(*shape, dtype=f32):
    return rng.standard_normal(shape).astype(dtype)


def ri(*shape, lo=-5, hi=5, dtype=i32):
    return rng.integers(lo, hi, shape).astype(dtype)


def b(*shape):
    return rng.random(shape) > 0.5


CONV = {"strides": [1, 2, 2, 1], "padding": "SAME", "dilations": [1, 1, 1, 1], "data_format": "NHWC"}
CASES = {
    "tf.AddV2": [({}, (r(2, 3), r(3))), ({}, (ri(4, 1), ri(1, 5))), ({}, (r(dtype=bf16), r(2, dtype=bf16)))],
    "tf.Add": [({}, (r(2, 1), r(1, 2))), ({}, (np.array([b"a", b"b"], dtype=object), np.array(b"c", dtype=object)))],
    "tf.Sub": [({}, (r(2, 3), r(2, 3))), ({}, (ri(3), ri(1)))],
    "tf.Mul": [({}, (r(2, 3, dtype=np.float16), r(3, dtype=np.float16)))],
    "tf.RealDiv": [({}, (r(3), r(1)))],
    "tf.TruncateDiv": [({}, (ri(3), ri(3, lo=1)))],
    "tf.Maximum": [({}, (r(2, 2), r()))],
    "tf.Minimum": [({}, (ri(2, 2), ri()))],
    "tf.FloorDiv": [({}, (ri(5), ri(5, lo=1)))],
    "tf.FloorMod": [({}, (r(5), r(1)))],
    "tf.Pow": [({}, (np.abs(r(3)), r(3)))],
    "tf.SquaredDifference": [({}, (r(2, 3), r(3)))],
    "tf.Greater": [({}, (r(2, 3), r(3)))],
    "tf.Less": [({}, (ri(2), ri(2)))],
    "tf.GreaterEqual": [({}, (r(4), r()))],
    "tf.LessEqual": [({}, (r(4), r()))],
    "tf.Equal": [({}, (b(3), b(3))), ({"incompatible_shape_error": False}, (r(2), r(3)))],
    "tf.NotEqual": [({}, (ri(2, 1), ri(3)))],
    "tf.LogicalAnd": [({}, (b(2, 3), b(3)))],
    "tf.LogicalOr": [({}, (b(2), b(2)))],
    "tf.LogicalNot": [({}, (b(4),))],
    "tf.Neg": [({}, (r(3),)), ({}, (ri(3, dtype=np.int8),))],
    "tf.Abs": [({}, (ri(3),))],
    "tf.Exp": [({}, (r(3, dtype=bf16),))],
    "tf.Log": [({}, (np.abs(r(3)),))],
    "tf.Sqrt": [({}, (np.abs(r(3, dtype=np.float16)),))],
    "tf.Rsqrt": [({}, (np.abs(r(3, dtype=np.float64)),))],
    "tf.Tanh": [({}, (r(2, 2),))],
    "tf.Sigmoid": [({}, (r(2, 2, dtype=bf16),))],
    "tf.Relu": [({}, (r(2, 2),)), ({}, (ri(3),))],
    "tf.Relu6": [({}, (r(2, 2, dtype=np.float16),))],
    "tf.Square": [({}, (ri(3),))],
    "tf.Floor": [({}, (r(3),))],
    "tf.ZerosLike": [({}, (r(2),)), ({}, (b(2),))],
    "tf.OnesLike": [({}, (ri(2),))],
    "tf.Cast": [({"DstT": np.dtype(i32)}, (r(3),)), ({"DstT": np.dtype(bf16), "Truncate": True}, (r(3),)),
                ({"SrcT": np.dtype(np.bool_), "DstT": np.dtype(f32)}, (b(3),))],
    "tf.SelectV2": [({}, (b(2, 1), r(1, 3), r(2, 3)))],
    "tf.MatMul": [({"transpose_a": True}, (r(3, 2), r(3, 4))), ({"transpose_b": True}, (r(2, 3, dtype=bf16), r(4, 3, dtype=bf16)))],
    "tf.BatchMatMulV2": [({}, (r(2, 1, 2, 3), r(3, 3, 4))), ({"adj_x": True, "adj_y": True}, (r(2, 3, 2), r(4, 3)))],
    "tf.BiasAdd": [({}, (r(2, 3, 4), r(4))), ({"data_format": "NCHW"}, (r(2, 3, 4, 5), r(3)))],
    "tf.Softmax": [({}, (r(2, 5),))],
    "tf.LogSoftmax": [({}, (r(5, dtype=np.float16),))],
    "tf.Conv2D": [(CONV, (r(1, 5, 5, 2), r(3, 3, 2, 4))),
                  ({"strides": [1, 1, 1, 1], "padding": "VALID", "dilations": [1, 1, 2, 2], "data_format": "NCHW"},
                   (r(1, 2, 7, 6), r(2, 2, 2, 3))),
                  ({"strides": [1, 1, 1, 1], "padding": "EXPLICIT", "explicit_paddings": [0, 0, 1, 2, 0, 1, 0, 0]},
                   (r(2, 4, 4, 1), r(2, 3, 1, 2)))],
    "tf._FusedConv2D": [(dict(CONV, fused_ops=["BiasAdd", "Relu"], num_args=1), (r(1, 5, 5, 2), r(3, 3, 2, 4), r(4)))],
    "tf._FusedMatMul": [({"fused_ops": ["BiasAdd"], "num_args": 1}, (r(2, 3), r(3, 4), r(4)))],
    "tf.DepthwiseConv2dNative": [(CONV, (r(1, 5, 5, 2), r(3, 3, 2, 3)))],
    "tf.MaxPool": [({"ksize": [1, 3, 3, 1], "strides": [1, 2, 2, 1], "padding": "SAME"}, (r(1, 5, 5, 2),))],
    "tf.AvgPool": [({"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"}, (r(1, 5, 4, 2),))],
    "tf.FusedBatchNormV3": [({"is_training": False, "epsilon": 1e-3}, (r(2, 3, 3, 4), r(4), r(4), r(4), np.abs(r(4)))),
                            ({"is_training": True}, (r(2, 3, 3, 4, dtype=bf16), r(4), r(4), r(0), r(0)))],
    "tf.Sum": [({"keep_dims": True}, (r(2, 3, 4), np.array([0, -1], i32))), ({}, (ri(3, dtype=np.int8), np.array(0, i64)))],
    "tf.Mean": [({}, (r(2, 3), np.array([1], i32)))],
    "tf.Max": [({}, (r(2, 3), np.array([], i32)))],
    "tf.Min": [({"keep_dims": True}, (ri(2, 3), np.array(1, i32)))],
    "tf.Prod": [({}, (r(2, 3), np.array([0, 1], i32)))],
    "tf.All": [({}, (b(2, 3), np.array(1, i32)))],
    "tf.Any": [({}, (b(2, 3), np.array(0, i32)))],
    "tf.ArgMax": [({}, (r(2, 3), np.array(1, i32))), ({"output_type": np.dtype(i32)}, (r(4), np.array(0, i32)))],
    "tf.Reshape": [({}, (r(2, 3), np.array([3, -1], i32)))],
    "tf.Squeeze": [({"squeeze_dims": [0, -1]}, (r(1, 2, 1),)), ({}, (r(1, 2, 1),))],
    "tf.ExpandDims": [({}, (r(2, 3), np.array(-1, i32)))],
    "tf.Transpose": [({}, (r(2, 3, 4), np.array([2, 0, 1], i32)))],
    "tf.ConcatV2": [({}, (r(2, 3), r(2, 1), np.array(-1, i32)))],
    "tf.Pack": [({"axis": 1}, (r(2, 3), r(2, 3)))],
    "tf.Pad": [({}, (r(2, 3), np.array([[1, 0], [2, 3]], i32)))],
    "tf.PadV2": [({}, (ri(2, 3), np.array([[1, 0], [2, 3]], i64), np.array(7, i32)))],
    "tf.Shape": [({}, (r(2, 3),)), ({"out_type": np.dtype(i64)}, (r(),))],
    "tf.StridedSlice": [({"begin_mask": 1, "shrink_axis_mask": 2}, (r(4, 5), np.array([0, 1]), np.array([3, 2]), np.array([2, 1])))],
    "tf.GatherV2": [({}, (r(4, 3), np.array([[0, 3], [1, 1]], i32), np.array(0, i32))),
                    ({"batch_dims": 1}, (r(2, 4, 3), np.array([[0, 3], [1, 1]], i32), np.array(1, i32)))],
    "tf.Identity": [({}, (r(2),))],
    "tf.IdentityN": [({}, (r(2), ri(3)))],
    "tf.Const": [({"value": r(2, 3)}, ()), ({"value": np.array(3, i32), "dtype": np.dtype(i32)}, ())],
    "tf.Fill": [({}, (np.array([2, 3], i32), np.array(1.5, f32)))],
    "tf.Range": [({}, (np.array(0, i32), np.array(10, i32), np.array(3, i32))),
                 ({}, (np.array(1.0, f32), np.array(0.0, f32), np.array(-0.3, f32)))],
    "tf.Tile": [({}, (r(2, 3), np.array([2, 1], i32)))],
    "tf.Slice": [({}, (r(4, 5), np.array([1, 2], i32), np.array([-1, 2], i32)))],
    "tf.Split": [({"num_split": 2}, (np.array(1, i32), r(3, 4)))],
    "tf._FusedElementwise": [({"fused_ops": ["tf.Mul", "tf.Relu"], "fused_operands": [[0, 1], [2]],
                               "fused_attrs": [{}, {}], "fused_results": [3]}, (r(2, 3), r(3)))],
}


def test_cases_name_registered_ops():
    # Coverage of every op is test_op_conformance's job (TF's own outputs); these cases
    # check metadata against dispatch for the ops with the most intricate metadata.
    assert set(CASES) <= set(REG.op_names())


@pytest.mark.parametrize("name", sorted(CASES))
def test_metadata_matches_dispatch(name):
    for attrs, inputs in CASES[name]:
        run(name, attrs, *inputs)


@pytest.mark.parametrize("name", sorted(CASES))
def test_attrs_may_be_read_only_mappings(name):
    import types
    for attrs, inputs in CASES[name][:1]:
        run(name, types.MappingProxyType(dict(attrs)), *inputs)
