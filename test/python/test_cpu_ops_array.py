"""Array / shape ops: StridedSlice (against Python slicing), Gather, Reshape, Concat, ..."""

from __future__ import annotations

import numpy as np
import pytest

from test_cpu_ops_helpers import REG, md_of, raises, run

rng = np.random.default_rng(5)
i32 = np.int32


def r(*shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


X = np.arange(4 * 5 * 6).reshape(4, 5, 6).astype(np.float32)

# (numpy index, begin, end, strides, masks)
SS = [
    ((slice(1, 3),), [1], [3], [1], {}),
    ((slice(None, None, -1),), [0], [0], [-1], {"begin_mask": 1, "end_mask": 1}),
    ((slice(-1, -4, -1), slice(None), slice(1, None, 2)), [-1, 0, 1], [-4, 0, 0], [-1, 1, 2], {"begin_mask": 2, "end_mask": 6}),
    ((1,), [1], [2], [1], {"shrink_axis_mask": 1}),
    ((-1, 2), [-1, 2], [0, 3], [1, 1], {"shrink_axis_mask": 3}),
    ((Ellipsis, 3), [0, 3], [0, 4], [1, 1], {"ellipsis_mask": 1, "shrink_axis_mask": 2}),
    ((None, slice(0, 2), Ellipsis, None), [0, 0, 0, 0], [0, 2, 0, 0], [1, 1, 1, 1], {"new_axis_mask": 9, "ellipsis_mask": 4}),
    ((slice(1, 100), slice(-100, 2)), [1, -100], [100, 2], [1, 1], {}),
    ((slice(10, 20),), [10], [20], [1], {}),
    ((slice(None), Ellipsis, slice(None, None, -2)), [0, 0, 0], [0, 0, 0], [1, 1, -2], {"begin_mask": 5, "end_mask": 5, "ellipsis_mask": 2}),
    ((1, 2, 3), [1, 2, 3], [2, 3, 4], [1, 1, 1], {"shrink_axis_mask": 7}),
]


@pytest.mark.parametrize("idx,begin,end,strides,masks", SS)
def test_strided_slice_matches_python_slicing(idx, begin, end, strides, masks):
    got = run("tf.StridedSlice", masks, X, np.array(begin, i32), np.array(end, i32), np.array(strides, i32))
    want = X[idx]
    assert got.shape == np.shape(want)
    np.testing.assert_array_equal(got, want)


def test_strided_slice_spec_is_kept_per_shape_masks_and_dtype():
    """The index made from a spec is reused only for the same shape, masks and index dtype."""
    cases = [({}, (slice(1, 3), slice(1, 2))), ({"shrink_axis_mask": 1}, (1, slice(1, 2))),
             ({"end_mask": 2}, (slice(1, 3), slice(1, None))), ({"new_axis_mask": 1}, (None, slice(1, 2)))]
    for x in (X, X[:3, :3, :2].copy(), X[0].copy()):
        for masks, idx in cases:
            for dt in (np.int32, np.int64):
                spec = [np.array(v, dt) for v in ([1, 1], [3, 2], [1, 1])]
                for _ in range(2):
                    np.testing.assert_array_equal(run("tf.StridedSlice", masks, x, *spec), x[idx])
    for _ in range(2):  # an error is not kept: it is raised again
        raises("tf.StridedSlice", {"shrink_axis_mask": 1}, X, np.array([4], i32), np.array([5], i32),
               np.array([1], i32), match="out of bounds")


def test_strided_slice_errors():
    b = np.array([0], i32)
    raises("tf.StridedSlice", {}, X, b, b, np.array([0], i32), match="non-zero")
    raises("tf.StridedSlice", {"shrink_axis_mask": 1}, X, np.array([4], i32), np.array([5], i32), np.array([1], i32),
           match="out of bounds")
    raises("tf.StridedSlice", {"shrink_axis_mask": 1}, X, b, b, np.array([-1], i32), match="stride 1")
    raises("tf.StridedSlice", {}, X, np.array([0, 0], i32), b, b, match="same length")
    raises("tf.StridedSlice", {"ellipsis_mask": 3}, X, np.array([0, 0], i32), np.array([0, 0], i32),
           np.array([1, 1], i32), match="Multiple ellipses")
    four = np.zeros(4, i32)
    raises("tf.StridedSlice", {}, X, four, four, np.ones(4, i32), match="Index out of range")


def test_reshape_squeeze_expand_transpose():
    x = r(2, 3, 4)
    np.testing.assert_array_equal(run("tf.Reshape", {}, x, np.array([4, -1], i32)), x.reshape(4, 6))
    np.testing.assert_array_equal(run("tf.Reshape", {}, np.float32(3), np.array([], i32)), 3)
    raises("tf.Reshape", {}, x, np.array([5, -1], i32), match="multiple of 5")
    raises("tf.Reshape", {}, x, np.array([-1, -1], i32), match="only one")
    raises("tf.Reshape", {}, x, np.array([2, 3], i32), match="24 values")
    assert run("tf.Squeeze", {"squeeze_dims": [-1]}, r(1, 2, 1)).shape == (1, 2)
    raises("tf.Squeeze", {"squeeze_dims": [1]}, r(1, 2, 1), match="Can not squeeze dim")
    assert run("tf.ExpandDims", {}, x, np.int32(0)).shape == (1, 2, 3, 4)
    assert run("tf.ExpandDims", {}, x, np.array([-1], i32)).shape == (2, 3, 4, 1)
    raises("tf.ExpandDims", {}, x, np.int32(5), match="out of range")
    t = run("tf.Transpose", {}, x, np.array([2, 0, 1], i32))
    np.testing.assert_array_equal(t, x.transpose(2, 0, 1))
    assert t.flags.c_contiguous
    raises("tf.Transpose", {}, x, np.array([0, 0, 1], i32), match="permutation")
    raises("tf.Transpose", {}, x, np.array([0, 1], i32), match="size 3")


def test_concat_pack_pad_tile_slice_split():
    a, b = r(2, 3), r(2, 2)
    np.testing.assert_array_equal(run("tf.ConcatV2", {}, a, b, np.int32(1)), np.concatenate([a, b], 1))
    raises("tf.ConcatV2", {}, a, b, np.int32(0), match="Dimension 1")
    raises("tf.ConcatV2", {}, a, r(3), np.int32(0), match="Ranks")
    np.testing.assert_array_equal(run("tf.Pack", {"axis": -1}, a, a), np.stack([a, a], -1))
    raises("tf.Pack", {}, a, b, match="Shapes of all inputs")
    p = run("tf.Pad", {}, a, np.array([[1, 0], [0, 2]], i32))
    np.testing.assert_array_equal(p, np.pad(a, ((1, 0), (0, 2))))
    np.testing.assert_array_equal(run("tf.PadV2", {}, a, np.array([[0, 1], [1, 0]], i32), np.float32(9)),
                                  np.pad(a, ((0, 1), (1, 0)), constant_values=9))
    raises("tf.Pad", {}, a, np.array([[1, 0]], i32), match=r"shape \[2, 2\]")
    raises("tf.Pad", {}, a, np.array([[-1, 0], [0, 0]], i32), match="non-negative")
    np.testing.assert_array_equal(run("tf.Tile", {}, a, np.array([2, 3], i32)), np.tile(a, (2, 3)))
    raises("tf.Tile", {}, a, np.array([2], i32), match="length 2")
    np.testing.assert_array_equal(run("tf.Slice", {}, X, np.array([1, 0, 2], i32), np.array([2, -1, 3], i32)),
                                  X[1:3, :, 2:5])
    raises("tf.Slice", {}, X, np.array([3, 0, 0], i32), np.array([2, 1, 1], i32), match="begin")
    parts = run("tf.Split", {"num_split": 3}, np.int32(-1), X)
    assert len(parts) == 3 and all(p.shape == (4, 5, 2) for p in parts)
    np.testing.assert_array_equal(np.concatenate(parts, -1), X)
    raises("tf.Split", {"num_split": 4}, np.int32(1), X, match="evenly divide")


def test_gather():
    p = r(5, 3)
    idx = np.array([[4, 0], [1, 1]], i32)
    np.testing.assert_array_equal(run("tf.GatherV2", {}, p, idx, np.int32(0)), p[idx])
    np.testing.assert_array_equal(run("tf.GatherV2", {}, p, np.int64([2, 0]), np.int32(-1)), p[:, [2, 0]])
    pb = r(2, 4, 3)
    ib = np.array([[3, 0], [1, 2]], i32)
    got = run("tf.GatherV2", {"batch_dims": 1}, pb, ib, np.int32(1))
    np.testing.assert_array_equal(got, np.stack([pb[0][ib[0]], pb[1][ib[1]]]))
    ib2 = np.array([[2, 0], [1, 2]], i32)
    got = run("tf.GatherV2", {"batch_dims": -1}, pb, ib2, np.int32(2))
    np.testing.assert_array_equal(got, np.stack([pb[0][:, ib2[0]], pb[1][:, ib2[1]]]))
    raises("tf.GatherV2", {}, p, np.int32([5]), np.int32(0), match=r"not in \[0, 5\)", where="dispatch")
    raises("tf.GatherV2", {}, p, np.int32([-1]), np.int32(0), match="not in", where="dispatch")
    raises("tf.GatherV2", {}, p, np.float32([1]), np.int32(0), match="int32 or int64")
    raises("tf.GatherV2", {"batch_dims": 2}, pb, ib, np.int32(1), match="batch_dims")


def test_shape_const_fill_range_identity():
    np.testing.assert_array_equal(run("tf.Shape", {}, r(2, 3)), np.int32([2, 3]))
    assert run("tf.Shape", {"out_type": np.dtype(np.int64)}, r(2)).dtype == np.int64
    v = r(2, 2)
    c = run("tf.Const", {"value": v})
    np.testing.assert_array_equal(c, v)
    assert not c.flags.writeable and v.flags.writeable
    s = run("tf.Const", {"value": np.array([b"ab", b"c"], dtype=object)})
    assert s.tolist() == [b"ab", b"c"]
    raises("tf.Const", {}, match="missing attribute 'value'")
    raises("tf.Const", {"value": np.float32(1), "dtype": np.dtype(np.int32)}, match="dtype")
    np.testing.assert_array_equal(run("tf.Fill", {}, np.int32([2, 2]), np.int32(7)), np.full((2, 2), 7))
    raises("tf.Fill", {}, np.int32([2, -1]), np.int32(7), match="non-negative")
    np.testing.assert_array_equal(run("tf.Range", {}, np.int32(3), np.int32(-4), np.int32(-3)), [3, 0, -3])
    got = run("tf.Range", {}, np.float32(0), np.float32(1), np.float32(0.1))
    assert got.dtype == np.float32 and got.shape == (10,)
    np.testing.assert_allclose(got, np.arange(10) * 0.1, atol=1e-6)
    raises("tf.Range", {}, np.int32(0), np.int32(5), np.int32(0), match="delta != 0")
    raises("tf.Range", {}, np.int32(5), np.int32(0), np.int32(1), match="start <= limit")
    x = r(3)
    assert run("tf.Identity", {}, x) is x
    outs = run("tf.IdentityN", {}, x, np.int32(1))
    assert outs[0] is x and len(outs) == 2
    assert REG.lookup("tf.Identity").allow_input_reuse and not REG.lookup("tf.AddV2").allow_input_reuse


def test_value_metadata_functions():
    from tfrt.runtime.tensor import TensorMetadata as MD
    f32 = np.dtype(np.float32)
    e = REG.lookup("tf.Reshape")
    assert e.metadata_fn is None and e.value_operands == (1,)
    assert e.value_metadata_fn({}, MD(f32, (2, 6)), np.array([-1, 3], i32)) == MD(f32, (4, 3))
    assert md_of("tf.Sum", {"keep_dims": True}, r(2, 3), np.int32(1)) == MD(f32, (2, 1))
    assert md_of("tf.ConcatV2", {}, r(2, 3), r(2, 3), np.int32(0)) == MD(f32, (4, 3))
