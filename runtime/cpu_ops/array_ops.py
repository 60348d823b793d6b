"""Array / shape TF ops.

With a synchronous metadata_fn (shape follows from input metadata and attributes):
  Identity, IdentityN, Const, Shape, Squeeze, Pack.
Value-dependent (no metadata_fn; value_metadata_fn + value_operands instead):
  Reshape(1), ExpandDims(1), Transpose(1), ConcatV2(last), Pad(1), PadV2(1), StridedSlice(1,2,3),
  GatherV2(2), Fill(0), Range(0,1,2), Tile(1), Slice(1,2), Split(0).
Results that alias inputs (allow_input_reuse=True): Identity, IdentityN, Reshape, Squeeze,
  ExpandDims, StridedSlice, Slice, Split (views) and Const (a read-only view of its `value`).
"""

from __future__ import annotations

import numpy as np

from ._common import (BOOL, FLOAT, I32, I64, INDEX, INTEGER, MD, NUMERIC, STRING, OpList, allowed_type_attr, attr,
                      broadcast_shape, check_dtype, check_same_dtype, dtname, index_value, int_list, norm_axis,
                      scalar_int, type_attr)
from .errors import OpError

OPS = OpList()


def _prod(shape):
    n = 1
    for d in shape:
        n *= d
    return n


# ----------------------------------------------------------------------------------------------
# Identity, IdentityN, Const, Shape

def _identity_md(attrs, x):
    return x


def _identity(attrs, x):
    return x


def _identity_n_md(attrs, *xs):
    return tuple(xs)


def _identity_n(attrs, *xs):
    return tuple(xs)


OPS.add("tf.Identity", _identity, _identity_md, reuse=True)
# Identities for the gradient machinery, which inference ignores.
OPS.add("tf.StopGradient", _identity, _identity_md, reuse=True)
OPS.add("tf.PreventGradient", _identity, _identity_md, reuse=True)


def _snapshot_md(attrs, x):
    if x.dtype == STRING:
        raise OpError("tf.Snapshot", "input has unsupported dtype string")
    return x


OPS.add("tf.Snapshot", lambda attrs, x: x.copy(), _snapshot_md)
OPS.add("tf.IdentityN", _identity_n, _identity_n_md, reuse=True)


def _const_value(attrs):
    op = "tf.Const"
    v = attr(op, attrs, "value")
    if not isinstance(v, np.ndarray):
        if isinstance(v, (bytes, str)) or (isinstance(v, (list, tuple)) and v and isinstance(v[0], (bytes, str))):
            v = np.array(v, dtype=object)
        else:
            v = np.asarray(v)
    want = type_attr(op, attrs, "dtype", None)
    if want is not None and want != v.dtype:
        raise OpError(op, f"attribute dtype ({dtname(want)}) does not match the value's dtype ({dtname(v.dtype)})")
    return v


def _const_md(attrs):
    v = _const_value(attrs)
    return MD(v.dtype, v.shape)


def _const(attrs):
    v = _const_value(attrs).view()
    v.flags.writeable = False
    return v


OPS.add("tf.Const", _const, _const_md, reuse=True)


def _shape_md(attrs, x):
    out = type_attr("tf.Shape", attrs, "out_type", I32)
    if out not in INDEX:
        raise OpError("tf.Shape", f"out_type must be int32 or int64, got {dtname(out)}")
    if out == I32 and any(d > 2**31 - 1 for d in x.shape):
        raise OpError("tf.Shape", f"shape {list(x.shape)} does not fit in int32; use out_type=int64")
    return MD(out, (len(x.shape),))


def _shape(attrs, x):
    out = type_attr("tf.Shape", attrs, "out_type", I32) if attrs else I32
    return np.array(x.shape, dtype=out)


OPS.add("tf.Shape", _shape, _shape_md)


def _size_md(attrs, x):
    out = type_attr("tf.Size", attrs, "out_type", I32)
    if out not in INDEX:
        raise OpError("tf.Size", f"out_type must be int32 or int64, got {dtname(out)}")
    return MD(out, ())


def _size(attrs, x):
    return np.array(x.size, dtype=type_attr("tf.Size", attrs, "out_type", I32))


OPS.add("tf.Size", _size, _size_md)
OPS.add("tf.Rank", lambda attrs, x: np.array(x.ndim, dtype=I32), lambda attrs, x: MD(I32, ()))


# ----------------------------------------------------------------------------------------------
# Reshape, Squeeze, ExpandDims

def _reshape_target(op, x, shape):
    s = index_value(op, shape, "shape", rank=(0, 1))
    dims = [int(d) for d in s.reshape(-1)]
    unknown = [i for i, d in enumerate(dims) if d == -1]
    if len(unknown) > 1:
        raise OpError(op, f"only one input size may be -1, not both {unknown[0]} and {unknown[1]}")
    if any(d < -1 for d in dims):
        raise OpError(op, f"size {next(d for d in dims if d < -1)} must be non-negative, not in shape {dims}")
    n = _prod(x.shape)
    known = _prod(d for d in dims if d != -1)
    if unknown:
        if n == 0:
            # TF's rule for empty tensors: with a 0 among the given sizes the missing one is
            # the product of the input's non-zero sizes over the given non-zero ones, else 0.
            dims[unknown[0]] = (_prod(d for d in x.shape if d) // _prod(d for d in dims if d > 0)
                                if 0 in dims else 0)
            return tuple(dims)
        if known == 0:
            raise OpError(op, f"cannot reshape a tensor with {n} elements to shape {dims}")
        if n % known:
            raise OpError(op, f"Input to reshape is a tensor with {n} values, but the requested shape "
                              f"requires a multiple of {known}")
        dims[unknown[0]] = n // known
    elif known != n:
        raise OpError(op, f"Input to reshape is a tensor with {n} values, but the requested shape has {known}")
    return tuple(dims)


def _reshape_vmd(attrs, x, shape):
    return MD(x.dtype, _reshape_target("tf.Reshape", x, shape))


def _reshape(attrs, x, shape):
    if shape.__class__ is np.ndarray and shape.ndim == 1 and shape.dtype in INDEX:
        # numpy accepts a subset of what TF accepts (with the same result); what it
        # rejects gets TF's checks and message below.
        try:
            return x.reshape(shape.tolist())
        except ValueError:
            pass
    return x.reshape(_reshape_target("tf.Reshape", x, shape))


OPS.add("tf.Reshape", _reshape, vmd=_reshape_vmd, vops=(1,), reuse=True)


def _reshaping(dispatch):
    """`dispatch` (an op whose result is its input reshaped) gets the shorter call of an op
    run's trace (core_runtime/op_runs.py): the recorded result's shape, as a reshape."""
    def direct(attrs, arrays):
        shape = dispatch(attrs, *arrays).shape

        def reshape(x):
            return x.reshape(shape)
        return reshape, (0,), None
    dispatch.direct = direct
    return dispatch


_reshaping(_reshape)


def _squeeze_shape(attrs, shape):
    op = "tf.Squeeze"
    dims = int_list(op, attrs, "squeeze_dims", ()) if attrs and "squeeze_dims" in attrs \
        else int_list(op, attrs, "axis", ())
    rank = len(shape)
    if not dims:
        return tuple(d for d in shape if d != 1)
    axes = {norm_axis(op, d, rank, "squeeze dimension") for d in dims}
    for a in axes:
        if shape[a] != 1:
            raise OpError(op, f"Can not squeeze dim[{a}], expected a dimension of 1, got {shape[a]}")
    return tuple(d for i, d in enumerate(shape) if i not in axes)


def _squeeze_md(attrs, x):
    return MD(x.dtype, _squeeze_shape(attrs, x.shape))


def _squeeze(attrs, x):
    return x.reshape(_squeeze_shape(attrs, x.shape))


OPS.add("tf.Squeeze", _reshaping(_squeeze), _squeeze_md, reuse=True)


def _expand_shape(op, shape, dim):
    d = scalar_int(op, dim, "dim")
    rank = len(shape)
    d = norm_axis(op, d, rank + 1, "dim")
    return shape[:d] + (1,) + shape[d:]


def _expand_vmd(attrs, x, dim):
    return MD(x.dtype, _expand_shape("tf.ExpandDims", x.shape, dim))


def _expand(attrs, x, dim):
    return x.reshape(_expand_shape("tf.ExpandDims", x.shape, dim))


OPS.add("tf.ExpandDims", _reshaping(_expand), vmd=_expand_vmd, vops=(1,), reuse=True)


# ----------------------------------------------------------------------------------------------
# Transpose

def _perm(op, rank, perm):
    p = index_value(op, perm, "perm", rank=1)
    pl = [int(i) for i in p]
    if len(pl) != rank:
        raise OpError(op, f"transpose expects a vector of size {rank}, but perm has {len(pl)} elements: {pl}")
    pl = [i + rank if i < 0 else i for i in pl]  # TF accepts negative perm entries
    if sorted(pl) != list(range(rank)):
        raise OpError(op, f"perm {[int(i) for i in p]} is not a permutation of 0..{rank - 1}")
    return tuple(pl)


def _transpose_vmd(attrs, x, perm):
    p = _perm("tf.Transpose", len(x.shape), perm)
    return MD(x.dtype, tuple(x.shape[i] for i in p))


def _transpose(attrs, x, perm):
    return x.transpose(_perm("tf.Transpose", x.ndim, perm)).copy()


def _transpose_direct(attrs, arrays):
    """An op run's shorter call (core_runtime/op_runs.py): the permutation read once."""
    p = _perm("tf.Transpose", arrays[0].ndim, arrays[1])

    def transpose(x):
        return x.transpose(p).copy()
    return transpose, (0,), None


_transpose.direct = _transpose_direct


OPS.add("tf.Transpose", _transpose, vmd=_transpose_vmd, vops=(1,))


# ----------------------------------------------------------------------------------------------
# ConcatV2, Pack

def _concat_shape(op, xs, axis):
    if not xs:
        raise OpError(op, "needs at least one input")
    first = xs[0]
    rank = len(first.shape)
    if rank == 0:
        raise OpError(op, "cannot concatenate scalars (use Pack)")
    a = norm_axis(op, scalar_int(op, axis, "axis"), rank)
    total = 0
    for i, x in enumerate(xs):
        if x.dtype != first.dtype:
            raise OpError(op, f"input {i} has dtype {dtname(x.dtype)}, expected {dtname(first.dtype)}")
        if len(x.shape) != rank:
            raise OpError(op, f"ConcatOp : Ranks of all input tensors should match: shape[0] = "
                              f"{list(first.shape)} vs. shape[{i}] = {list(x.shape)}")
        for d in range(rank):
            if d != a and x.shape[d] != first.shape[d]:
                raise OpError(op, f"ConcatOp : Dimension {d} in both shapes must be equal: shape[0] = "
                                  f"{list(first.shape)} vs. shape[{i}] = {list(x.shape)}")
        total += x.shape[a]
    return a, first.shape[:a] + (total,) + first.shape[a + 1:]


def _concat_vmd(attrs, *args):
    if len(args) < 3:
        raise OpError("tf.ConcatV2", f"needs at least two values to concatenate, got {len(args) - 1}")
    _, shape = _concat_shape("tf.ConcatV2", args[:-1], args[-1])
    return MD(args[0].dtype, shape)


def _concat(attrs, *args):
    if len(args) < 3:
        raise OpError("tf.ConcatV2", f"needs at least two values to concatenate, got {len(args) - 1}")
    xs = args[:-1]
    a, _ = _concat_shape("tf.ConcatV2", xs, args[-1])
    return np.concatenate(xs, axis=a)


def _concat_direct(attrs, arrays):
    """An op run's shorter call (core_runtime/op_runs.py): the axis read and the shapes
    checked once."""
    a, _ = _concat_shape("tf.ConcatV2", arrays[:-1], arrays[-1])

    def concat(*xs):
        return np.concatenate(xs, axis=a)
    return concat, tuple(range(len(arrays) - 1)), None


_concat.direct = _concat_direct


OPS.add("tf.ConcatV2", _concat, vmd=_concat_vmd, vops=(-1,))


def _pack_shape(attrs, xs):
    op = "tf.Pack"
    if not xs:
        raise OpError(op, "needs at least one input")
    first = xs[0]
    for i, x in enumerate(xs):
        if x.dtype != first.dtype:
            raise OpError(op, f"input {i} has dtype {dtname(x.dtype)}, expected {dtname(first.dtype)}")
        if tuple(x.shape) != tuple(first.shape):
            raise OpError(op, f"Shapes of all inputs must match: values[0].shape = {list(first.shape)} != "
                              f"values[{i}].shape = {list(x.shape)}")
    axis = int(attrs.get("axis", 0)) if attrs else 0
    a = norm_axis(op, axis, len(first.shape) + 1)
    return a, tuple(first.shape[:a]) + (len(xs),) + tuple(first.shape[a:])


def _pack_md(attrs, *xs):
    _, shape = _pack_shape(attrs, xs)
    return MD(xs[0].dtype, shape)


def _pack(attrs, *xs):
    a, _ = _pack_shape(attrs, xs)
    return np.stack(xs, axis=a)


OPS.add("tf.Pack", _pack, _pack_md)


# ----------------------------------------------------------------------------------------------
# Pad, PadV2

def _paddings(op, rank, paddings):
    p = index_value(op, paddings, "paddings")
    if p.shape != (rank, 2):
        raise OpError(op, f"paddings must be a matrix of shape [{rank}, 2], got {list(p.shape)}")
    pl = [(a, b) for a, b in p.tolist()]
    if any(a < 0 or b < 0 for a, b in pl):
        raise OpError(op, f"paddings must be non-negative: {pl}")
    return pl


def _check_constant(op, x, const):
    """PadV2's constant_values (metadata or array): a scalar of x's dtype."""
    check_same_dtype(op, x.dtype, const.dtype, "input", "constant_values")
    if len(const.shape) != 0:
        raise OpError(op, f"constant_values must be a scalar, got shape {tuple(const.shape)}")


def _pad_vmd(attrs, x, paddings, *const):
    op = "tf.PadV2" if const else "tf.Pad"
    pl = _paddings(op, len(x.shape), paddings)
    if const:
        _check_constant(op, x, const[0])
    return MD(x.dtype, tuple(d + a + b for d, (a, b) in zip(x.shape, pl)))


def _pad_plan(x, paddings, const):
    """(result shape, the border regions, the input's region, the border value)."""
    op = "tf.PadV2" if const else "tf.Pad"
    pl = _paddings(op, x.ndim, paddings)
    if const:
        _check_constant(op, x, const[0])
        value = const[0][()]
    else:
        value = b"" if x.dtype == STRING else 0
    shape = tuple(d + a + b for d, (a, b) in zip(x.shape, pl))
    borders = []
    for i, (a, b) in enumerate(pl):
        lead = (slice(None),) * i
        if a:
            borders.append(lead + (slice(0, a),))
        if b:
            borders.append(lead + (slice(shape[i] - b, None),))
    return shape, borders, tuple(slice(a, a + d) for d, (a, _) in zip(x.shape, pl)), value


def _padded(x, shape, borders, inner, value):
    # Each element written once: the value into each axis' two borders, the input in between.
    out = np.empty(shape, dtype=x.dtype)
    for region in borders:
        out[region] = value
    out[inner] = x
    return out


def _pad(attrs, x, paddings, *const):
    return _padded(x, *_pad_plan(x, paddings, const))


def _pad_direct(attrs, arrays):
    """An op run's shorter call (core_runtime/op_runs.py): the paddings read once."""
    plan = _pad_plan(arrays[0], arrays[1], arrays[2:])

    def pad(x):
        return _padded(x, *plan)
    return pad, (0,), None


_pad.direct = _pad_direct


OPS.add("tf.Pad", _pad, vmd=_pad_vmd, vops=(1,))
OPS.add("tf.PadV2", _pad, vmd=_pad_vmd, vops=(1,))


# ----------------------------------------------------------------------------------------------
# StridedSlice

_STRIDED: dict = {}
_MASKS = ("begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask")


def _strided_index(attrs, shape, begin, end, strides):
    """TF's StridedSlice spec -> a numpy basic-indexing tuple (validated against `shape`),
    made once per shape, spec and masks (begin, end and strides are nearly always constants:
    the spec's checks cost 3 us of a 64x64 slice's 4)."""
    try:
        key = (tuple(shape), begin.dtype.str, begin.tobytes(), end.dtype.str, end.tobytes(), strides.dtype.str,
               strides.tobytes(), tuple(attrs.get(k, 0) for k in _MASKS) if attrs else None)
    except AttributeError:  # not arrays: their checks say so
        return _strided_spec(attrs, shape, begin, end, strides)
    idx = _STRIDED.get(key)
    if idx is None:
        idx = _strided_spec(attrs, shape, begin, end, strides)
        if len(_STRIDED) > 1024:
            _STRIDED.clear()
        _STRIDED[key] = idx
    return idx


def _strided_spec(attrs, shape, begin, end, strides):
    op = "tf.StridedSlice"
    b = index_value(op, begin, "begin", rank=1)
    e = index_value(op, end, "end", rank=1)
    s = index_value(op, strides, "strides", rank=1)
    if not (b.shape == e.shape == s.shape):
        raise OpError(op, f"begin, end and strides must have the same length, got {b.shape[0]}, "
                          f"{e.shape[0]}, {s.shape[0]}")
    g = (lambda k: int(attrs.get(k, 0))) if attrs else (lambda k: 0)
    bm, em, elm, nm, sm = g("begin_mask"), g("end_mask"), g("ellipsis_mask"), g("new_axis_mask"), g("shrink_axis_mask")
    n = b.shape[0]
    if elm & (elm - 1):
        raise OpError(op, "Multiple ellipses in slice spec not allowed")
    idx = []
    has_ellipsis = False
    for i in range(n):
        bit = 1 << i
        if elm & bit:
            idx.append(Ellipsis)
            has_ellipsis = True
        elif nm & bit:
            idx.append(None)
        else:
            st = int(s[i])
            if st == 0:
                raise OpError(op, f"strides[{i}] must be non-zero")
            if sm & bit:
                if st <= 0:
                    raise OpError(op, "only stride 1 allowed on non-range indexing.")
                idx.append(int(b[i]))
            else:
                idx.append(slice(None if bm & bit else int(b[i]), None if em & bit else int(e[i]), st))
    if not has_ellipsis:
        idx.append(Ellipsis)
    # Validate against the shape: count consumed dims and check shrink indices.
    consumed = sum(1 for t in idx if t is not None and t is not Ellipsis)
    rank = len(shape)
    if consumed > rank:
        raise OpError(op, f"Index out of range using input dim {rank}; input has only {rank} dims "
                          f"(slice spec uses {consumed})")
    ell = idx.index(Ellipsis)
    dim = 0
    for pos, t in enumerate(idx):
        if t is Ellipsis:
            dim = rank - sum(1 for u in idx[pos + 1:] if u is not None)
            continue
        if t is None:
            continue
        if isinstance(t, int):
            size = shape[dim]
            if not -size <= t < size:
                raise OpError(op, f"slice index {t} of dimension {dim} out of bounds.")
        dim += 1
    del ell
    return tuple(idx)


def _strided_vmd(attrs, x, begin, end, strides):
    idx = _strided_index(attrs, tuple(x.shape), begin, end, strides)
    dummy = np.broadcast_to(np.empty((), np.int8), tuple(x.shape))
    return MD(x.dtype, dummy[idx].shape)


def _strided_slice(attrs, x, begin, end, strides):
    return x[_strided_index(attrs, x.shape, begin, end, strides)]


OPS.add("tf.StridedSlice", _strided_slice, vmd=_strided_vmd, vops=(1, 2, 3), reuse=True)


# ----------------------------------------------------------------------------------------------
# Slice

def _slice_spec(op, shape, begin, size):
    b = index_value(op, begin, "begin", rank=1)
    s = index_value(op, size, "size", rank=1)
    rank = len(shape)
    if b.shape[0] != rank or s.shape[0] != rank:
        raise OpError(op, f"Expected begin and size arguments to be 1-D tensors of size {rank}, "
                          f"but got shapes {list(b.shape)} and {list(s.shape)} instead.")
    out = []
    for i in range(rank):
        bi, si = int(b[i]), int(s[i])
        if si == -1:
            si = shape[i] - bi
        if not (0 <= bi <= shape[i] and 0 <= si and bi + si <= shape[i]):
            raise OpError(op, f"Expected begin[{i}] in [0, {shape[i]}] and size[{i}] in [0, {shape[i] - bi}], "
                              f"but got {int(b[i])} and {int(s[i])}")
        out.append((bi, si))
    return out


def _slice_vmd(attrs, x, begin, size):
    spec = _slice_spec("tf.Slice", tuple(x.shape), begin, size)
    return MD(x.dtype, tuple(s for _, s in spec))


def _slice(attrs, x, begin, size):
    spec = _slice_spec("tf.Slice", x.shape, begin, size)
    return x[tuple(slice(b, b + s) for b, s in spec)]


OPS.add("tf.Slice", _slice, vmd=_slice_vmd, vops=(1, 2), reuse=True)


# ----------------------------------------------------------------------------------------------
# Split

def _split_spec(attrs, axis, x):
    op = "tf.Split"
    n = int(attr(op, attrs, "num_split"))
    if n < 1:
        raise OpError(op, f"num_split must be >= 1, got {n}")
    if axis.dtype != I32:
        raise OpError(op, f"split_dim must be int32, got {dtname(axis.dtype)}")
    a = norm_axis(op, scalar_int(op, axis, "split_dim"), len(x.shape), "split_dim")
    if x.shape[a] % n:
        raise OpError(op, f"Number of ways to split should evenly divide the split dimension, but got "
                          f"split_dim {a} (size = {x.shape[a]}) and num_split {n}")
    return a, n


def _split_vmd(attrs, axis, x):
    a, n = _split_spec(attrs, axis, x)
    shape = tuple(x.shape)
    one = MD(x.dtype, shape[:a] + (shape[a] // n,) + shape[a + 1:])
    return (one,) * n


def _split(attrs, axis, x):
    a, n = _split_spec(attrs, axis, x)
    step = x.shape[a] // n
    lead = (slice(None),) * a  # basic slices: views, 5x cheaper than np.split for an LSTM's gates
    return tuple(x[lead + (slice(k * step, (k + 1) * step),)] for k in range(n))


OPS.add("tf.Split", _split, vmd=_split_vmd, vops=(0,), reuse=True)


# ----------------------------------------------------------------------------------------------
# GatherV2

def _gather_spec(attrs, params, indices, axis):
    op = "tf.GatherV2"
    if indices.dtype not in INDEX:
        raise OpError(op, f"indices must be int32 or int64, got {dtname(indices.dtype)}")
    prank, irank = len(params.shape), len(indices.shape)
    a = scalar_int(op, axis, "axis")
    if not -prank <= a < prank:
        raise OpError(op, f"Expected axis in the range [{-prank}, {prank}), but got {a}")
    a = a + prank if a < 0 else a
    bd = int(attrs.get("batch_dims", 0)) if attrs else 0
    if bd < 0:
        bd += irank
    if not 0 <= bd <= irank:
        raise OpError(op, f"batch_dims must be in [{-irank}, {irank}], got {attrs.get('batch_dims')}")
    if bd > a:
        raise OpError(op, f"batch_dims ({bd}) must be less than or equal to axis ({a})")
    if tuple(params.shape[:bd]) != tuple(indices.shape[:bd]):
        raise OpError(op, f"params.shape[:{bd}] {list(params.shape[:bd])} must equal "
                          f"indices.shape[:{bd}] {list(indices.shape[:bd])}")
    shape = tuple(params.shape[:a]) + tuple(indices.shape[bd:]) + tuple(params.shape[a + 1:])
    return a, bd, shape


def _gather_vmd(attrs, params, indices, axis):
    _, _, shape = _gather_spec(attrs, params, indices, axis)
    return MD(params.dtype, shape)


def _gather(attrs, params, indices, axis):
    a, bd, shape = _gather_spec(attrs, params, indices, axis)
    limit = params.shape[a]
    if indices.size:
        lo, hi = int(indices.min()), int(indices.max())
        if lo < 0 or hi >= limit:
            bad = lo if lo < 0 else hi
            raise OpError("tf.GatherV2", f"indices contain {bad}, which is not in [0, {limit})")
    if bd == 0:
        return np.take(params, indices, axis=a)
    nb = _prod(params.shape[:bd])
    p = params.reshape((nb,) + params.shape[bd:])
    ind = indices.reshape((nb,) + indices.shape[bd:])
    out = np.empty((nb,) + shape[bd:], params.dtype)
    for i in range(nb):  # loop over batch entries, not elements
        out[i] = np.take(p[i], ind[i], axis=a - bd)
    return out.reshape(shape)


OPS.add("tf.GatherV2", _gather, vmd=_gather_vmd, vops=(2,))


# ----------------------------------------------------------------------------------------------
# Fill, Range, Tile

def _fill_shape(op, dims, value):
    d = index_value(op, dims, "dims", rank=1)
    if len(value.shape) != 0:
        raise OpError(op, f"value must be a scalar, got shape {tuple(value.shape)}")
    shape = tuple(int(i) for i in d)
    if any(i < 0 for i in shape):
        raise OpError(op, f"dims must be non-negative, got {list(shape)}")
    return shape


def _fill_vmd(attrs, dims, value):
    return MD(value.dtype, _fill_shape("tf.Fill", dims, value))


def _fill(attrs, dims, value):
    return np.full(_fill_shape("tf.Fill", dims, value), value[()], dtype=value.dtype)


OPS.add("tf.Fill", _fill, vmd=_fill_vmd, vops=(0,))


_RANGE = FLOAT | INDEX  # TF's CPU kernels


def _range_spec(attrs, start, limit, delta):
    op = "tf.Range"
    for name, t in (("start", start), ("limit", limit), ("delta", delta)):
        if len(t.shape) != 0:
            raise OpError(op, f"{name} must be a scalar, not shape {list(t.shape)}")
    dt = start.dtype
    if not (limit.dtype == dt and delta.dtype == dt):
        raise OpError(op, f"start, limit and delta must have the same dtype, got {dtname(dt)}, "
                          f"{dtname(limit.dtype)}, {dtname(delta.dtype)}")
    want = type_attr(op, attrs, "Tidx", dt)
    if want != dt:
        raise OpError(op, f"attribute Tidx ({dtname(want)}) does not match the inputs ({dtname(dt)})")
    if dt not in _RANGE:
        raise OpError(op, f"unsupported dtype {dtname(dt)}")
    s, l, d = start[()], limit[()], delta[()]
    if d == 0:
        raise OpError(op, "Requires delta != 0")
    if d > 0 and s > l:
        raise OpError(op, f"Requires start <= limit when delta > 0: {s}/{l}")
    if d < 0 and s < l:
        raise OpError(op, f"Requires start >= limit when delta < 0: {s}/{l}")
    if dt.kind in "iu":
        s, l, d = int(s), int(l), int(d)
        size = (abs(l - s) + abs(d) - 1) // abs(d)
    else:
        size = int(np.ceil(abs((float(l) - float(s)) / float(d))))
    return dt, size


def _range_vmd(attrs, start, limit, delta):
    dt, size = _range_spec(attrs, start, limit, delta)
    return MD(dt, (size,))


def _range(attrs, start, limit, delta):
    dt, size = _range_spec(attrs, start, limit, delta)
    if dt.kind in "iu":
        return (int(start[()]) + np.arange(size, dtype=np.int64) * int(delta[()])).astype(dt)
    # TF accumulates (val += delta); a sequential cumsum in the same dtype does exactly that.
    out = np.empty(size, dt)
    if size:
        out[0] = start[()]
        out[1:] = delta[()]
        np.cumsum(out, out=out)
    return out


OPS.add("tf.Range", _range, vmd=_range_vmd, vops=(0, 1, 2))


def _tile_check(op, x):
    if x.dtype == np.dtype(np.uint16):  # TF's CPU kernel has every other dtype
        raise OpError(op, "TileOp : The input data type is not supported, DataType : uint16")


def _tile_multiples(op, shape, multiples):
    m = index_value(op, multiples, "multiples", rank=1)
    if m.shape[0] != len(shape):
        raise OpError(op, f"Expected multiples argument to be a vector of length {len(shape)} but got "
                          f"length {m.shape[0]}")
    ml = tuple(int(i) for i in m)
    if any(i < 0 for i in ml):
        raise OpError(op, f"Expected multiples to be non-negative, got {list(ml)}")
    return ml


def _tile_vmd(attrs, x, multiples):
    _tile_check("tf.Tile", x)
    ml = _tile_multiples("tf.Tile", tuple(x.shape), multiples)
    return MD(x.dtype, tuple(d * k for d, k in zip(x.shape, ml)))


def _tile(attrs, x, multiples):
    _tile_check("tf.Tile", x)
    ml = _tile_multiples("tf.Tile", x.shape, multiples)
    out = np.tile(x, ml) if ml else x.copy()
    return out if out is not x else x.copy()


OPS.add("tf.Tile", _tile, vmd=_tile_vmd, vops=(1,))


# ----------------------------------------------------------------------------------------------
# Unpack, SplitV

def _unpack_axis(attrs, shape):
    op = "tf.Unpack"
    num = int(attr(op, attrs, "num"))
    rank = len(shape)
    a = int(attrs.get("axis", 0)) if attrs else 0
    if not -rank <= a < rank:
        raise OpError(op, f"axis = {a} not in [{-rank}, {rank})")
    a = a + rank if a < 0 else a
    if shape[a] != num:
        raise OpError(op, f"Input shape axis {a} must equal {num}, got shape {list(shape)}")
    return a, num


def _unpack_md(attrs, x):
    a, num = _unpack_axis(attrs, x.shape)
    return (MD(x.dtype, x.shape[:a] + x.shape[a + 1:]),) * num


def _unpack(attrs, x):
    a, num = _unpack_axis(attrs, x.shape)
    return tuple(np.asarray(np.take(x, i, axis=a)) for i in range(num))


OPS.add("tf.Unpack", _unpack, _unpack_md)


def _split_v_sizes(attrs, shape, sizes, axis):
    op = "tf.SplitV"
    a = norm_axis(op, scalar_int(op, axis, "split_dim"), len(shape), "split_dim")
    sl = [int(v) for v in index_value(op, sizes, "size_splits", rank=1)]
    n = int(attrs.get("num_split", len(sl))) if attrs else len(sl)
    if n != len(sl) or n < 1:
        raise OpError(op, f"num_split ({n}) must equal the number of size_splits ({len(sl)}) and be >= 1")
    unknown = [i for i, v in enumerate(sl) if v == -1]
    if len(unknown) > 1:
        raise OpError(op, f"There can only be one -1 in the input, got size_splits {sl}")
    if any(v < -1 for v in sl):
        raise OpError(op, f"size_splits must be non-negative (or one -1), got {sl}")
    given = sum(v for v in sl if v != -1)
    dim = shape[a]
    if (not unknown and given != dim) or (unknown and given > dim):
        raise OpError(op, "Determined shape must either match input shape along split_dim exactly if "
                          "fully specified, or be less than the size of the input along split_dim if "
                          f"not fully specified. Got: {sl} for size {dim}")
    if unknown:
        sl[unknown[0]] = dim - given
    return a, sl


def _split_v_vmd(attrs, x, sizes, axis):
    a, sl = _split_v_sizes(attrs, tuple(x.shape), sizes, axis)
    return tuple(MD(x.dtype, x.shape[:a] + (k,) + x.shape[a + 1:]) for k in sl)


def _split_v(attrs, x, sizes, axis):
    a, sl = _split_v_sizes(attrs, x.shape, sizes, axis)
    return tuple(np.split(x, np.cumsum(sl[:-1]).tolist(), axis=a))


OPS.add("tf.SplitV", _split_v, vmd=_split_v_vmd, vops=(1, 2), reuse=True)


# ----------------------------------------------------------------------------------------------
# GatherNd, OneHot, Where, TopKV2

def _gather_nd_md(attrs, params, indices):
    op = "tf.GatherNd"
    if indices.dtype not in INDEX:
        raise OpError(op, f"indices must be int32 or int64, got {dtname(indices.dtype)}")
    if len(indices.shape) < 1:
        raise OpError(op, "indices must be at least a vector")
    k = indices.shape[-1]
    if k > len(params.shape):
        raise OpError(op, f"index innermost dimension length must be <= params rank; saw: {k} vs. "
                          f"{len(params.shape)}")
    return MD(params.dtype, tuple(indices.shape[:-1]) + tuple(params.shape[k:]))


def _gather_nd(attrs, params, indices):
    k = indices.shape[-1]
    flat = indices.reshape(_prod(indices.shape[:-1]), k)
    limits = np.array(params.shape[:k], dtype=np.int64)
    bad = ((flat < 0) | (flat >= limits)).any(axis=1)
    if bad.any():
        i = int(np.argmax(bad))
        raise OpError("tf.GatherNd", f"indices[{i}] = {flat[i].tolist()} does not index into param shape "
                                     f"{list(params.shape)}")
    out_shape = indices.shape[:-1] + params.shape[k:]
    if k == 0:
        return np.broadcast_to(params, (flat.shape[0],) + params.shape).reshape(out_shape).copy()
    return params[tuple(flat.T)].reshape(out_shape)


OPS.add("tf.GatherNd", _gather_nd, _gather_nd_md)

_ONE_HOT_INDICES = frozenset(np.dtype(t) for t in (np.uint8, np.int8, np.int32, np.int64))


def _one_hot_spec(attrs, indices, depth, on, off):
    op = "tf.OneHot"
    if indices.dtype not in _ONE_HOT_INDICES:
        raise OpError(op, f"indices must be uint8, int8, int32 or int64, got {dtname(indices.dtype)}")
    check_same_dtype(op, on.dtype, off.dtype, "on_value", "off_value")
    for what, v in (("on_value", on), ("off_value", off)):
        if len(v.shape) != 0:
            raise OpError(op, f"{what} must be a scalar, but got: {list(v.shape)}")
    if depth.dtype != I32:
        raise OpError(op, f"depth must be int32, got {dtname(depth.dtype)}")
    d = scalar_int(op, depth, "depth")
    if d < 0:
        raise OpError(op, f"depth must be non-negative, got: {d}")
    rank = len(indices.shape)
    axis = int(attrs.get("axis", -1)) if attrs else -1
    if axis != -1 and not 0 <= axis <= rank:
        raise OpError(op, f"Expected axis to be -1 or between [0, {rank + 1}).  But received: {axis}")
    axis = rank if axis == -1 else axis
    return d, axis, tuple(indices.shape[:axis]) + (d,) + tuple(indices.shape[axis:])


def _one_hot_vmd(attrs, indices, depth, on, off):
    _, _, shape = _one_hot_spec(attrs, indices, depth, on, off)
    return MD(on.dtype, shape)


def _one_hot(attrs, indices, depth, on, off):
    d, axis, _ = _one_hot_spec(attrs, indices, depth, on, off)
    hot = np.expand_dims(indices, axis) == np.arange(d).reshape((d,) + (1,) * (indices.ndim - axis))
    return np.where(hot, on, off)  # indices outside [0, depth) give all off_value


OPS.add("tf.OneHot", _one_hot, vmd=_one_hot_vmd, vops=(1,))

_WHERE = (NUMERIC | {BOOL}) - {np.dtype(np.float16)}


def _where_check(x):
    if x.dtype not in _WHERE:  # TF's CPU kernel: not f16, not strings
        raise OpError("tf.Where", f"input has unsupported dtype {dtname(x.dtype)}")
    if len(x.shape) == 0:
        raise OpError("tf.Where", "WhereOp : Unhandled input dimensions: 0")


def _where_vmd(attrs, x):
    _where_check(x)
    return MD(I64, (int(np.count_nonzero(x)), x.ndim))


def _where(attrs, x):
    _where_check(x)
    return np.argwhere(x).astype(I64, copy=False)


OPS.add("tf.Where", _where, vmd=_where_vmd, vops=(0,))

_TOPK_INDEX = frozenset([np.dtype(np.int16), I32, I64])


def _top_k_spec(attrs, x, k):
    op = "tf.TopKV2"
    if x.dtype not in (FLOAT | INTEGER):
        raise OpError(op, f"input has unsupported dtype {dtname(x.dtype)}")
    if k.dtype not in _TOPK_INDEX:
        raise OpError(op, f"k must be int16, int32 or int64, got {dtname(k.dtype)}")
    kv = scalar_int(op, k.astype(I64), "k")
    if kv < 0:
        raise OpError(op, f"Need k >= 0, got {kv}")
    if len(x.shape) < 1:
        raise OpError(op, f"input must be >= 1-D, got shape {list(x.shape)}")
    if x.shape[-1] < kv:
        raise OpError(op, f"input must have at least k columns. Had {x.shape[-1]}, needed {kv}")
    index = type_attr(op, attrs, "index_type", I32)
    if index not in _TOPK_INDEX:
        raise OpError(op, f"index_type must be int16, int32 or int64, got {dtname(index)}")
    return kv, index, tuple(x.shape[:-1]) + (kv,)


def _top_k_vmd(attrs, x, k):
    _, index, shape = _top_k_spec(attrs, x, k)
    return MD(x.dtype, shape), MD(index, shape)


def _top_k(attrs, x, k):
    kv, index, shape = _top_k_spec(attrs, x, k)
    n = x.shape[-1]
    # Largest first; equal values in index order: a stable ascending sort of the reversed
    # row, read backwards.
    order = np.argsort(x[..., ::-1], axis=-1, kind="stable")[..., ::-1][..., :kv]
    idx = (n - 1) - order
    return np.take_along_axis(x, idx, axis=-1), idx.astype(index)


OPS.add("tf.TopKV2", _top_k, vmd=_top_k_vmd, vops=(1,))


# ----------------------------------------------------------------------------------------------
# BroadcastTo, BroadcastArgs, ReverseV2, Roll, MirrorPad, InvertPermutation, LinSpace

def _broadcast_to_shape(op, shape, target):
    t = tuple(int(d) for d in index_value(op, target, "shape", rank=1))
    if len(shape) > len(t):
        raise OpError(op, f"Rank of input ({len(shape)}) must be no greater than rank of output shape "
                          f"({len(t)}).")
    if any(d < 0 for d in t):
        raise OpError(op, f"shape must be non-negative, got {list(t)}")
    padded = (1,) * (len(t) - len(shape)) + tuple(shape)
    if any(a != b and a != 1 for a, b in zip(padded, t)):
        raise OpError(op, f"Incompatible shapes: {list(shape)} vs. {list(t)}")
    return t


def _broadcast_to_vmd(attrs, x, shape):
    return MD(x.dtype, _broadcast_to_shape("tf.BroadcastTo", tuple(x.shape), shape))


def _broadcast_to(attrs, x, shape):
    return np.broadcast_to(x, _broadcast_to_shape("tf.BroadcastTo", x.shape, shape)).copy()


OPS.add("tf.BroadcastTo", _broadcast_to, vmd=_broadcast_to_vmd, vops=(1,))


def _broadcast_args_md(attrs, s0, s1):
    op = "tf.BroadcastArgs"
    check_same_dtype(op, s0.dtype, s1.dtype, "s0", "s1")
    if s0.dtype not in INDEX:
        raise OpError(op, f"shapes must be int32 or int64, got {dtname(s0.dtype)}")
    if len(s0.shape) != 1 or len(s1.shape) != 1:
        raise OpError(op, f"shapes must be 1-D, got {list(s0.shape)} and {list(s1.shape)}")
    return MD(s0.dtype, (max(s0.shape[0], s1.shape[0]),))


def _broadcast_args(attrs, s0, s1):
    return np.array(broadcast_shape("tf.BroadcastArgs", tuple(s0.tolist()), tuple(s1.tolist())),
                    dtype=s0.dtype).reshape(-1)


OPS.add("tf.BroadcastArgs", _broadcast_args, _broadcast_args_md)


def _axis_list_md(op):
    def md(attrs, x, axis):
        if axis.dtype not in INDEX:
            raise OpError(op, f"axis must be int32 or int64, got {dtname(axis.dtype)}")
        return MD(x.dtype, x.shape)
    return md


def _reverse(attrs, x, axis):
    op = "tf.ReverseV2"
    axes = [int(a) for a in index_value(op, axis, "axis", rank=1)]
    rank = x.ndim
    seen = set()
    for a in axes:
        if not -rank <= a < rank:
            raise OpError(op, f"'axis'[{axes.index(a)}] = {a} is out of valid range [0, {rank - 1}]")
        a = a + rank if a < 0 else a
        if a in seen:
            raise OpError(op, f"axis {a} specified more than once.")
        seen.add(a)
    return np.flip(x, tuple(seen)).copy() if seen else x.copy()


OPS.add("tf.ReverseV2", _reverse, _axis_list_md("tf.ReverseV2"))


def _roll_md(attrs, x, shift, axis):
    op = "tf.Roll"
    for what, v in (("shift", shift), ("axis", axis)):
        if v.dtype not in INDEX:
            raise OpError(op, f"{what} must be int32 or int64, got {dtname(v.dtype)}")
        if len(v.shape) > 1:
            raise OpError(op, f"{what} must be a scalar or a 1-D vector, got shape {list(v.shape)}")
    if shift.shape != axis.shape:
        raise OpError(op, "shift and axis must have the same size")
    return MD(x.dtype, x.shape)


def _roll(attrs, x, shift, axis):
    shifts = [int(v) for v in shift.reshape(-1)]
    axes = [int(v) for v in axis.reshape(-1)]
    for a in axes:
        if not -x.ndim <= a < x.ndim:
            raise OpError("tf.Roll", f"axis {a} is out of range")
    return np.roll(x, shifts, [a % x.ndim for a in axes]) if axes else x.copy()


OPS.add("tf.Roll", _roll, _roll_md)


def _mirror_pad_spec(attrs, shape, paddings):
    op = "tf.MirrorPad"
    mode = attr(op, attrs, "mode")
    mode = mode.decode() if isinstance(mode, bytes) else mode
    if mode not in ("REFLECT", "SYMMETRIC"):
        raise OpError(op, f"mode must be REFLECT or SYMMETRIC, got {mode!r}")
    p = index_value(op, paddings, "paddings")
    rank = len(shape)
    if p.shape != (rank, 2):
        raise OpError(op, f"The first dimension of paddings must be the rank of inputs{list(p.shape)}, "
                          f"{list(shape)}")
    pl = [(int(a), int(b)) for a, b in p]
    limit = 0 if mode == "REFLECT" else 1
    for d, (a, b) in zip(shape, pl):
        if a < 0 or b < 0:
            raise OpError(op, f"Paddings must be non-negative: {a} {b}")
        if a > d - 1 + limit or b > d - 1 + limit:
            rule = "less than" if mode == "REFLECT" else "no greater than"
            raise OpError(op, f"paddings must be {rule} the dimension size: {a}, {b} vs. {d}")
    return mode.lower(), pl


def _mirror_pad_vmd(attrs, x, paddings):
    _, pl = _mirror_pad_spec(attrs, tuple(x.shape), paddings)
    return MD(x.dtype, tuple(d + a + b for d, (a, b) in zip(x.shape, pl)))


def _mirror_pad(attrs, x, paddings):
    mode, pl = _mirror_pad_spec(attrs, x.shape, paddings)
    return np.pad(x, pl, mode=mode) if pl else x.copy()


OPS.add("tf.MirrorPad", _mirror_pad, vmd=_mirror_pad_vmd, vops=(1,))


def _invert_permutation_md(attrs, x):
    op = "tf.InvertPermutation"
    if x.dtype not in INDEX:
        raise OpError(op, f"x must be int32 or int64, got {dtname(x.dtype)}")
    if len(x.shape) != 1:
        raise OpError(op, f"invert_permutation expects a 1D vector, got shape {list(x.shape)}")
    return x


def _invert_permutation(attrs, x):
    op = "tf.InvertPermutation"
    n = x.shape[0]
    out = np.full(n, -1, dtype=x.dtype)
    for i, v in enumerate(x.tolist()):
        if not 0 <= v < n:
            raise OpError(op, f"{v} is not between 0 and {n}")
        if out[v] != -1:
            raise OpError(op, f"{v} is duplicated in the input.")
        out[v] = i
    return out


OPS.add("tf.InvertPermutation", _invert_permutation, _invert_permutation_md)

_LINSPACE = frozenset([np.dtype(np.float32), np.dtype(np.float64)])


def _linspace_spec(attrs, start, stop, num):
    op = "tf.LinSpace"
    check_same_dtype(op, start.dtype, stop.dtype, "start", "stop")
    if start.dtype not in _LINSPACE:
        raise OpError(op, f"start has unsupported dtype {dtname(start.dtype)}")
    for what, v in (("start", start), ("stop", stop)):
        if len(v.shape) != 0:
            raise OpError(op, f"{what} must be a scalar, not shape {list(v.shape)}")
    n = scalar_int(op, num, "num")
    if n <= 0:
        raise OpError(op, f"Requires num > 0: {n}")
    return n


def _linspace_vmd(attrs, start, stop, num):
    return MD(start.dtype, (_linspace_spec(attrs, start, stop, num),))


def _linspace(attrs, start, stop, num):
    n = _linspace_spec(attrs, start, stop, num)
    dt = start.dtype
    if n == 1:
        return np.array([start[()]], dtype=dt)
    step = (stop[()] - start[()]) / dt.type(n - 1)
    return (start[()] + np.arange(n, dtype=dt) * step).astype(dt)


OPS.add("tf.LinSpace", _linspace, vmd=_linspace_vmd, vops=(2,))


# ----------------------------------------------------------------------------------------------
# TF1 forms and graph plumbing: Concat, Gather, Reverse, EnsureShape, ShapeN, BroadcastGradientArgs,
# ConcatOffset, PlaceholderWithDefault, Bitcast, Diag/DiagPart, ReverseSequence, DynamicStitch

_AXIS0 = np.array(0, np.int32)


def _as(op, fn):
    """fn (the V2 op's function) with its errors named after `op`."""
    def run(*args):
        try:
            return fn(*args)
        except OpError as e:
            raise OpError(op, e.message) from None
    return run


OPS.add("tf.Concat", _as("tf.Concat", lambda attrs, dim, *xs: _concat(attrs, *xs, dim)),
        vmd=_as("tf.Concat", lambda attrs, dim, *xs: _concat_vmd(attrs, *xs, dim)), vops=(0,))
OPS.add("tf.Gather", _as("tf.Gather", lambda attrs, params, indices: _gather(attrs, params, indices, _AXIS0)),
        _as("tf.Gather", lambda attrs, params, indices: _gather_vmd(attrs, params, indices, _AXIS0)))


def _reverse_md(attrs, x, dims):
    op = "tf.Reverse"
    if dims.dtype != BOOL or len(dims.shape) != 1:
        raise OpError(op, f"dims must be a bool vector, got {dtname(dims.dtype)}{list(dims.shape)}")
    if dims.shape[0] != len(x.shape):
        raise OpError(op, f"'dims' must have the same number of values as 'input' has dimensions. 'input' has "
                          f"{len(x.shape)}'dims' has {dims.shape[0]} values")
    if len(x.shape) > 8:
        raise OpError(op, "reverse is not implemented for tensors of rank > 8.")
    return MD(x.dtype, x.shape)


def _reverse(attrs, x, dims):
    _reverse_md(attrs, x, dims)
    axes = tuple(i for i, d in enumerate(dims.tolist()) if d)
    return np.flip(x, axes).copy() if axes else x.copy()


OPS.add("tf.Reverse", _reverse, _reverse_md)


def _ensure_shape_md(attrs, x):
    want = attr("tf.EnsureShape", attrs, "shape")
    if want is not None:  # None: unknown rank
        want = [int(d) for d in want]
        shape = list(x.shape)
        if len(want) != len(shape) or any(w >= 0 and w != d for w, d in zip(want, shape)):
            fmt = lambda s: "[" + ",".join("?" if d < 0 else str(d) for d in s) + "]"
            raise OpError("tf.EnsureShape", f"Shape of tensor input {fmt(shape)} is not compatible with expected "
                                            f"shape {fmt(want)}.")
    return MD(x.dtype, x.shape)


OPS.add("tf.EnsureShape", lambda attrs, x: (_ensure_shape_md(attrs, x), x)[1], _ensure_shape_md, reuse=True)


def _placeholder_md(attrs, x):
    # The `shape` attribute is for graph construction; at run time TF passes the input on as it is.
    dt = type_attr("tf.PlaceholderWithDefault", attrs, "dtype", x.dtype)
    if dt != x.dtype:
        raise OpError("tf.PlaceholderWithDefault", f"cannot compute PlaceholderWithDefault as input #0(zero-based) "
                                                   f"was expected to be a {_tf(dt)} tensor but is a {_tf(x.dtype)} "
                                                   "tensor")
    return MD(x.dtype, x.shape)


OPS.add("tf.PlaceholderWithDefault", lambda attrs, x: (_placeholder_md(attrs, x), x)[1], _placeholder_md,
        reuse=True)


def _out_type(op, attrs):
    return allowed_type_attr(op, attrs, "out_type", I32, INDEX)


def _shape_n_md(attrs, *xs):
    dt = _out_type("tf.ShapeN", attrs)
    for i, x in enumerate(xs[1:], 1):
        if x.dtype != xs[0].dtype:
            raise OpError("tf.ShapeN", f"cannot compute ShapeN as input #{i}(zero-based) was expected to be a "
                                       f"{_tf(xs[0].dtype)} tensor but is a {_tf(x.dtype)} tensor")
    return tuple(MD(dt, (len(x.shape),)) for x in xs)


OPS.add("tf.ShapeN", lambda attrs, *xs: tuple(np.array(x.shape, _out_type("tf.ShapeN", attrs)) for x in xs),
        _shape_n_md)


def _bga(attrs, s0, s1):
    op = "tf.BroadcastGradientArgs"
    for s in (s0, s1):
        index_value(op, s, "shape", 1)
    if s0.dtype != s1.dtype:
        raise OpError(op, f"dtypes of s0 ({dtname(s0.dtype)}) and s1 ({dtname(s1.dtype)}) must match")
    a, b = [int(d) for d in s0.tolist()], [int(d) for d in s1.tolist()]
    if a == b:  # nothing broadcasts
        return np.zeros(0, s0.dtype), np.zeros(0, s0.dtype)
    n = max(len(a), len(b))
    a, b = [1] * (n - len(a)) + a, [1] * (n - len(b)) + b
    r0, r1 = [], []
    for i, (x, y) in enumerate(zip(a, b)):
        if x == y:
            if x == 1:  # both broadcast: TF reduces both
                r0.append(i)
                r1.append(i)
            continue
        if x == 1:
            r0.append(i)
        elif y == 1:
            r1.append(i)
        else:
            raise OpError(op, f"Incompatible shapes: [{','.join(map(str, s0.tolist()))}] vs. "
                              f"[{','.join(map(str, s1.tolist()))}]")
    return np.array(r0, s0.dtype), np.array(r1, s0.dtype)


def _bga_vmd(attrs, s0, s1):
    r0, r1 = _bga(attrs, s0, s1)
    return MD(s0.dtype, r0.shape), MD(s0.dtype, r1.shape)


OPS.add("tf.BroadcastGradientArgs", _bga, vmd=_bga_vmd, vops=(0, 1))


def _concat_offset(attrs, dim, *shapes):
    op = "tf.ConcatOffset"
    d = scalar_int(op, dim, "concat_dim")
    first = [int(v) for v in index_value(op, shapes[0], "shape", 1).tolist()]
    rank = len(first)
    if not -rank <= d < rank:
        raise OpError(op, f"Concat dim is out of range: {d} vs. {rank}")
    d %= rank
    out, off = [], 0
    for i, s in enumerate(shapes):
        v = [int(x) for x in index_value(op, s, "shape", 1).tolist()]
        if len(v) != rank:
            raise OpError(op, f"input {i} should contain {rank} elements, but got {len(v)}")
        for j in range(rank):
            if j != d and v[j] != first[j]:
                raise OpError(op, f"All dimensions except {d} must match. Input {i} has shape [{' '.join(map(str, v))}]"
                                  f" and doesn't match input 0 with shape [{' '.join(map(str, first))}].")
        o = [0] * rank
        o[d] = off
        off += v[d]
        out.append(np.array(o, s.dtype))
    return tuple(out)


OPS.add("tf.ConcatOffset", _concat_offset,
        vmd=lambda attrs, dim, *shapes: tuple(MD(s.dtype, s.shape) for s in shapes), vops=(0,))


def _bitcast_md(attrs, x):
    op = "tf.Bitcast"
    to = type_attr(op, attrs, "type")
    kinds = NUMERIC | {BOOL}
    for dt in (x.dtype, to):
        if dt not in kinds - {BOOL}:
            raise OpError(op, f"Bitcast is not supported for {dtname(dt)}")
    a, b = x.dtype.itemsize, to.itemsize
    shape = tuple(x.shape)
    if a == b:
        return MD(to, shape)
    if a > b:
        return MD(to, shape + (a // b,))
    if not shape or shape[-1] != b // a:
        raise OpError(op, f"Cannot bitcast from {_tf(x.dtype)} to {_tf(to)}: shape {list(shape)}")
    return MD(to, shape[:-1])


def _tf(dt):
    from ..tensor import tf_dtype_name
    return tf_dtype_name(dt)[3:].lower()


def _bitcast(attrs, x):
    md = _bitcast_md(attrs, x)
    return np.ascontiguousarray(x).view(md.dtype).reshape(md.shape).copy()


OPS.add("tf.Bitcast", _bitcast, _bitcast_md)


_DIAG_TYPES = frozenset(np.dtype(t) for t in (np.float16, np.float32, np.float64, np.int32, np.int64,
                                              np.complex64, np.complex128))


def _diag_md(attrs, x):
    if not 1 <= len(x.shape) <= 3:
        raise OpError("tf.Diag", f"Input must be at least rank 1, got 0" if not x.shape else
                      f"Diag is only implemented for ranks 1-3, got {len(x.shape)}")
    check_dtype("tf.Diag", x.dtype, _DIAG_TYPES)
    return MD(x.dtype, tuple(x.shape) * 2)


def _diag(attrs, x):
    n = x.size
    out = np.zeros((n, n), x.dtype)
    out[np.arange(n), np.arange(n)] = x.reshape(-1)
    return out.reshape(x.shape * 2)


def _diag_part_md(attrs, x):
    r = len(x.shape)
    if r == 0 or r % 2 or r > 6 or tuple(x.shape[:r // 2]) != tuple(x.shape[r // 2:]):
        raise OpError("tf.DiagPart", f"The rank of the tensor should be even and positive, got shape "
                                     f"{list(x.shape)}" if r == 0 or r % 2 else
                      f"Invalid shape {list(x.shape)}: dimensions must match")
    check_dtype("tf.DiagPart", x.dtype, _DIAG_TYPES)
    return MD(x.dtype, tuple(x.shape[:r // 2]))


def _diag_part(attrs, x):
    half = x.shape[:x.ndim // 2]
    n = int(np.prod(half, dtype=np.int64))
    return x.reshape(n, n)[np.arange(n), np.arange(n)].reshape(half)


OPS.add("tf.Diag", _diag, _diag_md)
OPS.add("tf.DiagPart", _diag_part, _diag_part_md)


def _reverse_sequence_check(attrs, x, lengths):
    op = "tf.ReverseSequence"
    seq = int(attr(op, attrs, "seq_dim"))
    batch = int(attr(op, attrs, "batch_dim", 0))
    r = len(x.shape)
    if lengths.dtype not in INDEX or len(lengths.shape) != 1:
        raise OpError(op, f"seq_lengths must be 1-Dim int32/int64, not {dtname(lengths.dtype)}{list(lengths.shape)}")
    if not (0 <= seq < r and 0 <= batch < r) or seq == batch:
        raise OpError(op, f"Invalid seq_dim {seq} or batch_dim {batch} for input of rank {r}")
    if lengths.shape[0] != x.shape[batch]:
        raise OpError(op, f"Length of seq_lengths != input.dims({batch}), ({lengths.shape[0]} vs. "
                          f"{x.shape[batch]})")
    return seq, batch


def _reverse_sequence_md(attrs, x, lengths):
    _reverse_sequence_check(attrs, x, lengths)
    return MD(x.dtype, x.shape)


def _reverse_sequence(attrs, x, lengths):
    seq, batch = _reverse_sequence_check(attrs, x, lengths)
    n = x.shape[seq]
    for i, v in enumerate(lengths.tolist()):
        if not 0 <= v <= n:
            raise OpError("tf.ReverseSequence", f"seq_lens(%d) > input.dims(%d)" % (i, seq) if v > n else
                          f"seq_lens({i}) < 0")
    out = x.copy()
    xs, os_ = np.moveaxis(x, (batch, seq), (0, 1)), np.moveaxis(out, (batch, seq), (0, 1))
    for i, v in enumerate(lengths.tolist()):
        if v:
            os_[i, :v] = xs[i, :v][::-1]
    return out


OPS.add("tf.ReverseSequence", _reverse_sequence, _reverse_sequence_md)


def _stitch_parts(op, args):
    n = len(args) // 2
    indices, data = args[:n], args[n:]
    if len(args) % 2 or not n:
        raise OpError(op, "expected as many data inputs as index inputs")
    for i, (ix, d) in enumerate(zip(indices, data)):
        if ix.dtype != I32:
            raise OpError(op, f"indices[{i}] must be int32, got {dtname(ix.dtype)}")
        if d.dtype != data[0].dtype:
            raise OpError(op, f"data[{i}] has dtype {dtname(d.dtype)}, data[0] {dtname(data[0].dtype)}")
        if tuple(d.shape[:len(ix.shape)]) != tuple(ix.shape):
            raise OpError(op, f"data[{i}].shape = {list(d.shape)} does not start with indices[{i}].shape = "
                              f"{list(ix.shape)}")
        if tuple(d.shape[len(ix.shape):]) != tuple(data[0].shape[len(indices[0].shape):]):
            raise OpError(op, f"Need data[0].shape[{len(indices[0].shape)}:] = data[{i}].shape[{len(ix.shape)}:]")
    return indices, data


def _stitch(op):
    # The result's length is the largest index + 1. The indices are the first half of a variable
    # number of inputs, so every input counts as a value operand (data only lends its shape).
    def fn(attrs, *args):
        indices, data = _stitch_parts(op, args)
        inner = data[0].shape[indices[0].ndim:]
        flat_i = np.concatenate([ix.reshape(-1) for ix in indices])
        flat_d = np.concatenate([d.reshape((-1,) + inner) for d in data]) if flat_i.size else \
            np.zeros((0,) + inner, data[0].dtype)
        if (flat_i < 0).any():
            bad = int(flat_i[flat_i < 0][0])
            raise OpError(op, f"indices[{bad}] is out of range")
        n = int(flat_i.max()) + 1 if flat_i.size else 0
        out = np.zeros((n,) + inner, data[0].dtype)
        if data[0].dtype == STRING:
            out[...] = b""
        out[flat_i] = flat_d  # later occurrences win, as in TF
        return out

    def vmd(attrs, *args):
        indices, data = _stitch_parts(op, args)
        n = max((int(ix.max()) + 1 for ix in indices if ix.size), default=0)
        return MD(data[0].dtype, (n,) + tuple(data[0].shape[len(indices[0].shape):]))

    return fn, vmd


_ALL_OPERANDS = tuple(range(1024))
for _op in ("tf.DynamicStitch", "tf.ParallelDynamicStitch"):
    _fn, _vmd = _stitch(_op)
    OPS.add(_op, _fn, vmd=_vmd, vops=_ALL_OPERANDS)


# ----------------------------------------------------------------------------------------------
# DynamicPartition (TF's dynamic_partition_op): data rows sent to `num_partitions` outputs by a
# partitions tensor of data's leading shape, in order. Value-dependent on the partitions (1).

def _dynamic_partition_spec(attrs, data, partitions):
    op = "tf.DynamicPartition"
    n = int(attr(op, attrs, "num_partitions"))
    if n < 1:
        raise OpError(op, f"Value for attr 'num_partitions' of {n} must be at least minimum 1")
    if partitions.dtype != I32:
        raise OpError(op, f"cannot compute DynamicPartition as input #1(zero-based) was expected to be a int32 "
                          f"tensor but is a {dtname(partitions.dtype)} tensor")
    p = tuple(partitions.shape)
    if tuple(data.shape[:len(p)]) != p:
        raise OpError(op, f"data.shape must start with partitions.shape, got data.shape = "
                          f"[{','.join(map(str, data.shape))}], partitions.shape = [{','.join(map(str, p))}]")
    return n, len(p)


def _dynamic_partition_counts(op, partitions, n):
    flat = partitions.reshape(-1).astype(np.int64)
    bad = (flat < 0) | (flat >= n)
    if bad.any():
        i = int(np.argmax(bad))
        raise OpError(op, f"partitions[{i}] = {int(flat[i])} is not in [0, {n})")
    return np.bincount(flat, minlength=n)


def _dynamic_partition_vmd(attrs, data, partitions):
    n, rank = _dynamic_partition_spec(attrs, data, partitions)
    counts = _dynamic_partition_counts("tf.DynamicPartition", partitions, n)
    return tuple(MD(data.dtype, (int(c),) + tuple(data.shape[rank:])) for c in counts)


def _dynamic_partition(attrs, data, partitions):
    n, rank = _dynamic_partition_spec(attrs, data, partitions)
    _dynamic_partition_counts("tf.DynamicPartition", partitions, n)
    flat_p = partitions.reshape(-1)
    rows = data.reshape((flat_p.size,) + data.shape[rank:])
    return tuple(rows[flat_p == i] for i in range(n))


OPS.add("tf.DynamicPartition", _dynamic_partition, vmd=_dynamic_partition_vmd, vops=(1,))
