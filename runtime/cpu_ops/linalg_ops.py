"""Linear algebra (TF's einsum_op, matrix_band_part_op, matrix_diag_op, cholesky_op,
matrix_inverse_op, determinant_op, lu_op, matrix_triangular_solve_op, matrix_solve_op, qr_op,
self_adjoint_eig_v2_op, svd_op and matrix_square_root_op kernels). Every op works on batches of
matrices (the last two dimensions).

Synchronous metadata: Einsum, MatrixBandPart, MatrixSetDiagV3, Cholesky, MatrixInverse,
MatrixDeterminant, LogMatrixDeterminant, Lu, MatrixTriangularSolve, MatrixSolve, Qr,
SelfAdjointEigV2, Svd, MatrixSquareRoot. Value-dependent: MatrixDiagV3 (1, 2, 3: k, num_rows, num_cols),
MatrixDiagPartV3 (1: k).
Factorisations run in LAPACK (numpy.linalg) in double precision for float32/complex64 inputs
(rounded once), also for float16; a decomposition's vectors are unique only up to sign
(phase), and conformance compares them as such.
"""

from __future__ import annotations

import functools
import math

import numpy as np

from . import openblas, schur
from ._common import (ALL, BF16, F16, F32, F64, I32, I64, INDEX, MD, STRING, OpList, attr, broadcast_shape,
                      check_type_attr, dtname, scalar_int, type_attr)
from .errors import OpError

OPS = OpList()

C64, C128 = np.dtype(np.complex64), np.dtype(np.complex128)


def _wide_dtype(dt):
    """The precision LAPACK runs in: double for f16/f32, complex128 for complex64 (rounded once)."""
    return F64 if dt in (F32, F16) else C128 if dt == C64 else dt


def _wide(x):
    return x.astype(_wide_dtype(x.dtype), copy=False)


# ----------------------------------------------------------------------------------------------
# Einsum

_EINSUM = frozenset([F16, BF16, F32, F64, I32, I64, C64, C128])


def _einsum_parse(op, eq, shapes):
    """(input label lists, output labels, output shape): TF's equation and shape checks."""
    eq = eq.replace(" ", "")
    if eq.count("->") != 1:
        raise OpError(op, f"Expecting exactly one '->' in einsum equation: {eq}")
    lhs, out = eq.split("->")
    terms = lhs.split(",")
    if len(terms) != len(shapes):
        raise OpError(op, f"Expecting {len(terms)} inputs for equation {eq}, got {len(shapes)}")
    dims: dict[str, int] = {}
    ell: tuple = ()
    for i, (t, shape) in enumerate(zip(terms, shapes)):
        labels = t.replace("...", "")
        if not labels.isalpha() and labels:
            raise OpError(op, f"Invalid character in einsum equation: {eq}")
        has_ell = "..." in t
        if (len(shape) != len(labels)) if not has_ell else (len(shape) < len(labels)):
            raise OpError(op, f"Expected input {i} to have rank {len(labels)} but got: {len(shape)}")
        n_ell = len(shape) - len(labels)
        head = t.split("...")[0] if has_ell else labels
        named = list(shape[:len(head)]) + list(shape[len(head) + n_ell:])
        if has_ell:
            ell = broadcast_shape(op, ell, tuple(shape[len(head):len(head) + n_ell]))
        for axis, (c, d) in enumerate(zip(labels, named)):
            if dims.setdefault(c, d) != d:
                raise OpError(op, f"Expected dimension {dims[c]} at axis {axis} of the input shaped "
                                  f"[{','.join(map(str, shape))}] but got dimension {d}")
    out_labels = out.replace("...", "")
    for c in out_labels:
        if c not in dims:  # TF drops such a label; an output label needs an input dimension
            raise OpError(op, f"Output subscript '{c}' does not appear in the inputs of equation: {eq}")
    if len(set(out_labels)) != len(out_labels):
        raise OpError(op, f"Output subscripts must be unique in equation: {eq}")
    head = out.split("...")[0] if "..." in out else out_labels
    tail = out.split("...")[1] if "..." in out else ""
    shape = tuple(dims[c] for c in head) + (ell if "..." in out else ()) + tuple(dims[c] for c in tail)
    return eq, shape


def _einsum_md(attrs, *xs):
    op = "tf.Einsum"
    dt = xs[0].dtype
    check_type_attr(op, "T", dt, _EINSUM)
    for i, x in enumerate(xs[1:], 1):
        if x.dtype != dt:
            raise OpError(op, f"cannot compute Einsum as input #{i}(zero-based) was expected to be a "
                              f"{dtname(dt)} tensor but is a {dtname(x.dtype)} tensor")
    _, shape = _einsum_parse(op, str(attr(op, attrs, "equation")), [x.shape for x in xs])
    return MD(dt, shape)


def _einsum(attrs, *xs):
    eq, _ = _einsum_parse("tf.Einsum", str(attrs["equation"]), [x.shape for x in xs])
    dt = xs[0].dtype
    ops = [x.astype(F32) for x in xs] if dt in (F16, BF16) else xs
    plan = _matmul_plan(eq, xs[0].shape, xs[1].shape) if len(xs) == 2 else None
    if plan is not None:
        r = plan(*ops)
    else:
        # "greedy" contracts pairwise through BLAS (tensordot) instead of numpy's nested loops.
        r = np.einsum(eq, *ops, optimize="greedy" if len(xs) > 1 else False)
    return np.asarray(r).astype(dt, copy=False) if dt in (F16, BF16) else np.asarray(r, dtype=dt)  # (a scalar when all is summed)


_plans: dict = {}


def _matmul_plan(eq, sa, sb):
    """A two-operand equation as TF's Einsum kernel runs it, one batched matmul: a ->
    [batch, free of a, contracted], b -> [batch, contracted, free of b], the product
    reshaped and transposed to the output's order. Made once per (equation, shapes):
    numpy's einsum plans its contraction on every call (Keras's attention,
    BTNH,BSNH->BNTS on [1,65,3,64]: ~100 us against ~15). None (np.einsum) for ellipses,
    repeated labels, and labels summed out of one operand alone."""
    key = (eq, sa, sb)
    plan = _plans.get(key, False)
    if plan is not False:
        return plan
    lhs, out = eq.split("->")
    ta, tb = lhs.split(",")
    plan = None
    if "." not in eq and len(set(ta)) == len(ta) and len(set(tb)) == len(tb) \
            and all(c in out or c in tb for c in ta) and all(c in out or c in ta for c in tb):
        dims = dict(zip(ta, sa)) | dict(zip(tb, sb))
        batch = [c for c in out if c in ta and c in tb]
        left = [c for c in out if c in ta and c not in tb]
        right = [c for c in out if c in tb and c not in ta]
        contracted = [c for c in ta if c in tb and c not in out]
        size = lambda labels: int(np.prod([dims[c] for c in labels], dtype=np.int64))
        nb, nl, nk, nr = size(batch), size(left), size(contracted), size(right)
        perm_a = tuple(ta.index(c) for c in batch + left + contracted)
        perm_b = tuple(tb.index(c) for c in batch + contracted + right)
        middle = batch + left + right
        perm_out = tuple(middle.index(c) for c in out)
        shape = tuple(dims[c] for c in middle)

        def plan(a, b):
            a = a.transpose(perm_a).reshape(nb, nl, nk)
            b = b.transpose(perm_b).reshape(nb, nk, nr)
            r = np.matmul(a, b).reshape(shape).transpose(perm_out)
            return r if r.flags.c_contiguous else r.copy()
    if len(_plans) > 256:
        _plans.clear()
    _plans[key] = plan
    return plan


OPS.add("tf.Einsum", _einsum, _einsum_md)


# ----------------------------------------------------------------------------------------------
# MatrixBandPart, MatrixDiagV3, MatrixDiagPartV3, MatrixSetDiagV3

_DIAG = ALL - {STRING}


def _at_least_2d(op, shape):
    if len(shape) < 2:
        raise OpError(op, f"input must be at least 2-dim, received shape: [{','.join(map(str, shape))}]")


def _band_md(attrs, x, lower, upper):
    op = "tf.MatrixBandPart"
    check_type_attr(op, "T", x.dtype, _DIAG)
    check_type_attr(op, "Tindex", lower.dtype, INDEX)
    if upper.dtype != lower.dtype:
        raise OpError(op, f"cannot compute MatrixBandPart as input #2(zero-based) was expected to be a "
                          f"{dtname(lower.dtype)} tensor but is a {dtname(upper.dtype)} tensor")
    _at_least_2d(op, x.shape)
    for what, v in (("num_lower", lower), ("num_upper", upper)):
        if len(v.shape) != 0:
            raise OpError(op, f"{what} must be scalar, got shape {list(v.shape)}")
    return MD(x.dtype, x.shape)


def _band(attrs, x, lower, upper):
    op = "tf.MatrixBandPart"
    rows, cols = x.shape[-2:]
    lo, up = scalar_int(op, lower, "num_lower"), scalar_int(op, upper, "num_upper")
    if lo > rows:
        raise OpError(op, f"num_lower must be negative or less or equal to number of rows ({rows}) got: {lo}")
    if up > cols:
        raise OpError(op, f"num_upper must be negative or less or equal to number of columns ({cols}) got: {up}")
    return np.where(_band_mask(rows, cols, lo, up), x, np.zeros((), x.dtype))


@functools.lru_cache(maxsize=256)
def _band_mask(rows, cols, lo, up):
    """The elements a band keeps (made once per shape and band: 4 of a [64,64] band's 5 ops)."""
    d = np.arange(cols)[None, :] - np.arange(rows)[:, None]  # column - row
    keep = ((lo < 0) | (-d <= lo)) & ((up < 0) | (d <= up))
    keep.flags.writeable = False
    return keep


OPS.add("tf.MatrixBandPart", _band, _band_md)

_ALIGN = ("LEFT_RIGHT", "RIGHT_LEFT", "LEFT_LEFT", "RIGHT_RIGHT")


def _align(op, attrs):
    if op.endswith("V2"):  # V2 has no attribute: its diagonals are packed LEFT_LEFT
        return "LEFT_LEFT"
    a = attrs.get("align", "RIGHT_LEFT") if attrs else "RIGHT_LEFT"
    if a not in _ALIGN:
        raise OpError(op, f"Value for attr 'align' of \"{a}\" is not in the list of allowed values: "
                          + ", ".join(f'"{v}"' for v in _ALIGN))
    return a


def _diag_range(op, k):
    if k.dtype != I32:
        raise OpError(op, f"k must be int32, got {dtname(k.dtype)}")
    v = k.reshape(-1)
    if len(k.shape) > 1 or v.size not in (1, 2):
        raise OpError(op, f"diag_index must be a scalar or a vector of length 2, got shape {list(k.shape)}")
    lo, hi = int(v[0]), int(v[-1])
    if lo > hi:
        raise OpError(op, f"lower_diag_index must not be larger than upper_diag_index: {lo} > {hi}")
    return lo, hi


def _diag_len(rows, cols, d):
    return min(rows + min(0, d), cols - max(0, d))


@functools.lru_cache(maxsize=256)
def _diag_positions(rows, cols, lo, hi, max_len, align):
    """Matrix (row, col) and packed-diagonal (index, offset) positions of diagonals lo..hi: the
    packed form holds diagonal d at index hi - d, shorter diagonals aligned as `align` says
    (the first word for superdiagonals, the second for subdiagonals). Made once per geometry
    (read-only index arrays)."""
    r, c, di, dj = [], [], [], []
    for d in range(hi, lo - 1, -1):
        n = max(_diag_len(rows, cols, d), 0)
        side = align.split("_")[0 if d >= 0 else 1]
        off = max_len - n if side == "RIGHT" else 0
        j = np.arange(n)
        r.append(j - min(d, 0))
        c.append(j + max(d, 0))
        di.append(np.full(n, hi - d))
        dj.append(j + off)
    out = tuple(np.concatenate(parts) if parts else np.zeros(0, np.int64) for parts in (r, c, di, dj))
    for a in out:
        a.flags.writeable = False
    return out


def _check_diag_bounds(op, rows, cols, lo, hi, dot="."):
    for what, v in (("lower_diag_index", lo), ("upper_diag_index", hi)):
        if not ((-rows < v < cols) or v == 0):
            raise OpError(op, f"{what} is out of bound: {v}{dot} It must be between {-rows} and {cols}")


def _matrix_diag_spec(attrs, diagonal, k, num_rows, num_cols, padding, op="tf.MatrixDiagV3"):
    check_type_attr(op, "T", diagonal.dtype, _DIAG)
    align = _align(op, attrs)
    if padding.dtype != diagonal.dtype:
        raise OpError(op, f"padding_value must be {dtname(diagonal.dtype)}, got {dtname(padding.dtype)}")
    lo, hi = _diag_range(op, k)
    rank = len(diagonal.shape)
    if rank < 1 or (lo != hi and rank < 2):
        raise OpError(op, f"diagonal must be at least {1 if lo == hi else 2}-dim, received shape: "
                          f"{list(diagonal.shape)}")
    if lo != hi and diagonal.shape[-2] != hi - lo + 1:
        raise OpError(op, f"The number of diagonals provided in the input does not match the lower_diag_index "
                          f"and upper_diag_index range. Expected: {hi - lo + 1}, got: {diagonal.shape[-2]}")
    max_len = diagonal.shape[-1]
    min_rows = max_len - min(hi, 0)
    min_cols = max_len + max(lo, 0)
    rows, cols = scalar_int(op, num_rows, "num_rows"), scalar_int(op, num_cols, "num_cols")
    if rows == -1 and cols == -1:
        rows = cols = max(min_rows, min_cols)
    elif rows == -1:
        rows = min_rows
    elif cols == -1:
        cols = min_cols
    if rows < min_rows:
        raise OpError(op, "The number of rows is too small.")
    if cols < min_cols:
        raise OpError(op, "The number of columns is too small.")
    if rows != min_rows and cols != min_cols:
        raise OpError(op, "The number of rows or columns is not consistent with the specified d_lower, "
                          "d_upper, and diagonal.")
    batch = tuple(diagonal.shape[:-1 if lo == hi else -2])
    return lo, hi, rows, cols, max_len, align, batch + (rows, cols)


def _matrix_diag_vmd(attrs, diagonal, k, num_rows, num_cols, padding, op="tf.MatrixDiagV3"):
    return MD(diagonal.dtype, _matrix_diag_spec(attrs, diagonal, k, num_rows, num_cols, padding, op)[-1])


def _matrix_diag(attrs, diagonal, k, num_rows, num_cols, padding, op="tf.MatrixDiagV3"):
    lo, hi, rows, cols, max_len, align, shape = _matrix_diag_spec(attrs, diagonal, k, num_rows, num_cols,
                                                                   padding, op)
    out = np.full(shape, padding.reshape(-1)[0] if padding.size else 0, dtype=diagonal.dtype)
    if lo == hi:
        diagonal = diagonal[..., None, :]
    r, c, di, dj = _diag_positions(rows, cols, lo, hi, max_len, align)
    out[..., r, c] = diagonal[..., di, dj]
    return out


OPS.add("tf.MatrixDiagV3", _matrix_diag, vmd=_matrix_diag_vmd, vops=(1, 2, 3))


def _diag_part_spec(attrs, x, k, padding, op="tf.MatrixDiagPartV3"):
    check_type_attr(op, "T", x.dtype, _DIAG)
    align = _align(op, attrs)
    _at_least_2d(op, x.shape)
    if padding.dtype != x.dtype:
        raise OpError(op, f"padding_value must be {dtname(x.dtype)}, got {dtname(padding.dtype)}")
    lo, hi = _diag_range(op, k)
    rows, cols = x.shape[-2:]
    _check_diag_bounds(op, rows, cols, lo, hi)
    max_len = max(min(rows + min(0, hi), cols - max(0, lo)), 0)
    shape = tuple(x.shape[:-2]) + (() if lo == hi else (hi - lo + 1,)) + (max_len,)
    return lo, hi, max_len, align, shape


def _diag_part_vmd(attrs, x, k, padding, op="tf.MatrixDiagPartV3"):
    return MD(x.dtype, _diag_part_spec(attrs, x, k, padding, op)[-1])


def _diag_part(attrs, x, k, padding, op="tf.MatrixDiagPartV3"):
    lo, hi, max_len, align, shape = _diag_part_spec(attrs, x, k, padding, op)
    if lo == hi:  # one diagonal: as long as the result, no padding
        return np.diagonal(x, offset=lo, axis1=-2, axis2=-1).copy()
    rows, cols = x.shape[-2:]
    out = np.full(x.shape[:-2] + (hi - lo + 1, max_len), padding.reshape(-1)[0] if padding.size else 0,
                  dtype=x.dtype)
    r, c, di, dj = _diag_positions(rows, cols, lo, hi, max_len, align)
    out[..., di, dj] = x[..., r, c]
    return out.reshape(shape)


OPS.add("tf.MatrixDiagPartV3", _diag_part, vmd=_diag_part_vmd, vops=(1,))

# V2: V3 without `align` (LEFT_LEFT packing). V1: the main diagonal only, zero padding.
OPS.add("tf.MatrixDiagV2", lambda attrs, d, k, r, c, p: _matrix_diag(attrs, d, k, r, c, p, "tf.MatrixDiagV2"),
        vmd=lambda attrs, d, k, r, c, p: _matrix_diag_vmd(attrs, d, k, r, c, p, "tf.MatrixDiagV2"),
        vops=(1, 2, 3))
OPS.add("tf.MatrixDiagPartV2", lambda attrs, x, k, p: _diag_part(attrs, x, k, p, "tf.MatrixDiagPartV2"),
        vmd=lambda attrs, x, k, p: _diag_part_vmd(attrs, x, k, p, "tf.MatrixDiagPartV2"), vops=(1,))


def _matrix_diag_v1_md(attrs, diagonal):
    op = "tf.MatrixDiag"
    check_type_attr(op, "T", diagonal.dtype, _DIAG)
    if len(diagonal.shape) < 1:
        raise OpError(op, f"input must be at least 1-dim, received shape: {list(diagonal.shape)}")
    n = diagonal.shape[-1]
    return MD(diagonal.dtype, tuple(diagonal.shape) + (n,))


def _matrix_diag_v1(attrs, diagonal):
    _matrix_diag_v1_md(attrs, diagonal)
    n = diagonal.shape[-1]
    out = np.zeros(tuple(diagonal.shape) + (n,), diagonal.dtype)
    i = np.arange(n)
    out[..., i, i] = diagonal
    return out


def _diag_part_v1_md(attrs, x):
    op = "tf.MatrixDiagPart"
    check_type_attr(op, "T", x.dtype, _DIAG)
    _at_least_2d(op, x.shape)
    return MD(x.dtype, tuple(x.shape[:-2]) + (min(x.shape[-2:]),))


def _diag_part_v1(attrs, x):
    _diag_part_v1_md(attrs, x)
    i = np.arange(min(x.shape[-2:]))
    return np.ascontiguousarray(x[..., i, i])


OPS.add("tf.MatrixDiag", _matrix_diag_v1, _matrix_diag_v1_md)
OPS.add("tf.MatrixDiagPart", _diag_part_v1, _diag_part_v1_md)


def _set_diag_md(attrs, x, diagonal, k):
    op = "tf.MatrixSetDiagV3"
    check_type_attr(op, "T", x.dtype, _DIAG)
    _align(op, attrs)
    _at_least_2d(op, x.shape)
    if diagonal.dtype != x.dtype:
        raise OpError(op, f"cannot compute MatrixSetDiagV3 as input #1(zero-based) was expected to be a "
                          f"{dtname(x.dtype)} tensor but is a {dtname(diagonal.dtype)} tensor")
    if k.dtype != I32:
        raise OpError(op, f"k must be int32, got {dtname(k.dtype)}")
    return MD(x.dtype, x.shape)


def _set_diag(attrs, x, diagonal, k):
    op = "tf.MatrixSetDiagV3"
    align = _align(op, attrs)
    lo, hi = _diag_range(op, k)
    rows, cols = x.shape[-2:]
    _check_diag_bounds(op, rows, cols, lo, hi, dot="")
    max_len = max(min(rows + min(0, hi), cols - max(0, lo)), 0)
    want = tuple(x.shape[:-2]) + (() if lo == hi else (hi - lo + 1,)) + (max_len,)
    if tuple(diagonal.shape) != want:
        raise OpError(op, "Either first dimensions of diagonal don't match input.shape[:-2], or "
                          "diagonal.shape[:-1] is not equal to the longests diagonal in range "
                          f"[lower_diag_index:upper_diag_index]. Input shape: {list(x.shape)}, "
                          f"diagonal shape: {list(diagonal.shape)}")
    if lo == hi:
        diagonal = diagonal[..., None, :]
    out = x.copy()
    r, c, di, dj = _diag_positions(rows, cols, lo, hi, max_len, align)
    out[..., r, c] = diagonal[..., di, dj]
    return out


OPS.add("tf.MatrixSetDiagV3", _set_diag, _set_diag_md)


# ----------------------------------------------------------------------------------------------
# Factorisations, inverses, determinants, solves

_LINALG = frozenset([F32, F64, C64, C128])
_LINALG_HALF = _LINALG | {F16}


def _square(op, shape, dt, allowed):
    check_type_attr(op, "T", dt, allowed)
    if len(shape) < 2:
        raise OpError(op, f"Input tensor 0 must have rank >= 2, got {len(shape)}")
    if shape[-1] != shape[-2]:
        raise OpError(op, "Input matrix must be square.")


def _square_md(op, allowed):
    def md(attrs, x):
        _square(op, x.shape, x.dtype, allowed)
        return MD(x.dtype, x.shape)
    return md


def _cholesky(attrs, x):
    a = _wide(x)
    try:
        out = np.linalg.cholesky(a)
    except np.linalg.LinAlgError:
        # TF fills a matrix that is not positive definite with NaN (and logs it): per matrix.
        flat = a.reshape((-1,) + a.shape[-2:])
        out = np.empty_like(flat)
        for i, m in enumerate(flat):
            try:
                out[i] = np.linalg.cholesky(m)
            except np.linalg.LinAlgError:
                out[i] = np.tril(np.full(m.shape, np.nan, dtype=m.dtype))
        out = out.reshape(a.shape)
    return out.astype(x.dtype)


OPS.add("tf.Cholesky", _cholesky, _square_md("tf.Cholesky", _LINALG))


def _inverse(attrs, x):
    op = "tf.MatrixInverse"
    a = _wide(x)
    if attrs and attrs.get("adjoint", False):
        a = np.conj(np.swapaxes(a, -1, -2))
    if a.shape[-1] == 0:
        return np.zeros(x.shape, x.dtype)
    count = math.prod(a.shape[:-2])
    if count <= 8 and openblas.has_inverse(a.dtype):
        # LAPACK's getri from the LU factors, one matrix at a time (numpy.linalg.inv solves
        # against the identity: 1.35x the time for [64,64]).
        a = np.ascontiguousarray(a)
        inv = np.empty(a.shape, a.dtype)
        for i in np.ndindex(a.shape[:-2]):
            if not openblas.inverse(a[i], inv[i]):
                raise OpError(op, "Input is not invertible.")
    else:
        try:
            inv = np.linalg.inv(a)
        except np.linalg.LinAlgError:
            raise OpError(op, "Input is not invertible.") from None
    if not np.isfinite(inv).all() and np.isfinite(a).all():
        raise OpError(op, "Input is not invertible.")
    return inv.astype(x.dtype)


OPS.add("tf.MatrixInverse", _inverse, _square_md("tf.MatrixInverse", _LINALG_HALF))


# Lu: TF's lu_op (Eigen's PartialPivLU): P a = L U, L unit lower and U upper packed in one
# matrix, and the permutation as row indices (a[perm] = L U).

def _lu_md(attrs, x):
    _square("tf.Lu", x.shape, x.dtype, _LINALG)
    idx = type_attr("tf.Lu", attrs, "output_idx_type", I32)
    check_type_attr("tf.Lu", "output_idx_type", idx, INDEX)
    return MD(x.dtype, x.shape), MD(idx, x.shape[:-1])


def _lu(attrs, x):
    """Gaussian elimination with partial pivoting on every matrix at once (the largest
    magnitude in the column, the first of equals, as Eigen picks it), in LAPACK's precision
    (_wide); a zero pivot is TF's error."""
    _, perm_md = _lu_md(attrs, x)
    n = x.shape[-1]
    a = np.array(_wide(x).reshape(math.prod(x.shape[:-2]), n, n))
    perm = np.broadcast_to(np.arange(n), a.shape[:2]).copy()
    rows = np.arange(len(a))
    for k in range(n):
        p = k + np.argmax(np.abs(a[:, k:, k]), axis=1)
        for m in (a, perm):  # rows k and p swap
            top = m[rows, k].copy()
            m[rows, k] = m[rows, p]
            m[rows, p] = top
        pivot = a[:, k, k]
        if not np.all(pivot != 0):
            raise OpError("tf.Lu", "Input is not invertible.")
        a[:, k + 1:, k] /= pivot[:, None]
        a[:, k + 1:, k + 1:] -= a[:, k + 1:, k, None] * a[:, None, k, k + 1:]
    return a.reshape(x.shape).astype(x.dtype), perm.reshape(perm_md.shape).astype(perm_md.dtype)


OPS.add("tf.Lu", _lu, _lu_md)


def _det_md(op, outputs):
    def md(attrs, x):
        _square(op, x.shape, x.dtype, _LINALG)
        m = MD(x.dtype, x.shape[:-2])
        return (m,) * outputs if outputs > 1 else m
    return md


def _det(attrs, x):
    return np.asarray(np.linalg.det(_wide(x))).astype(x.dtype)


def _log_det(attrs, x):
    sign, logabs = np.linalg.slogdet(_wide(x))
    return np.asarray(sign).astype(x.dtype), np.asarray(logabs).astype(x.dtype)


OPS.add("tf.MatrixDeterminant", _det, _det_md("tf.MatrixDeterminant", 1))
OPS.add("tf.LogMatrixDeterminant", _log_det, _det_md("tf.LogMatrixDeterminant", 2))


def _solve_shapes(op, m, b, dt_m, dt_b, allowed):
    check_type_attr(op, "T", dt_m, allowed)
    if dt_b != dt_m:
        raise OpError(op, f"cannot compute {op[3:]} as input #1(zero-based) was expected to be a "
                          f"{dtname(dt_m)} tensor but is a {dtname(dt_b)} tensor")
    for i, s in enumerate((m, b)):
        if len(s) < 2:
            raise OpError(op, f"Input tensor {i} must have rank >= 2, got {len(s)}")


def _triangular_solve_md(attrs, m, b):
    op = "tf.MatrixTriangularSolve"
    _solve_shapes(op, m.shape, b.shape, m.dtype, b.dtype, _LINALG)
    if m.shape[-1] != m.shape[-2]:
        raise OpError(op, f"In[0] matrices in the last dimensions must be square ({m.shape[-1]} =/= {m.shape[-2]})")
    if m.shape[-1] != b.shape[-2]:
        raise OpError(op, f"In[0] mismatch In[1] shape: {m.shape[-1]} vs. {b.shape[-2]}: "
                          f"[{','.join(map(str, m.shape))}] [{','.join(map(str, b.shape))}] 1 0")
    batch = broadcast_shape(op, tuple(m.shape[:-2]), tuple(b.shape[:-2]))
    return MD(m.dtype, batch + tuple(b.shape[-2:]))


def _triangle(x, lower):
    """x's lower (upper) triangle in LAPACK's precision (_wide), zeros elsewhere."""
    return np.where(_triangle_mask(x.shape[-2], x.shape[-1], lower), x, np.zeros((), _wide_dtype(x.dtype)))


@functools.lru_cache(maxsize=64)
def _triangle_mask(rows, cols, lower):
    """Made once per shape (np.tril makes its mask on every call: 6 us of a 64x64's 40)."""
    mask = np.tri(rows, cols, dtype=bool) if lower else ~np.tri(rows, cols, k=-1, dtype=bool)
    mask.flags.writeable = False
    return mask


def _triangular_solve(attrs, m, b):
    lower = bool(attrs.get("lower", True)) if attrs else True
    adjoint = bool(attrs.get("adjoint", False)) if attrs else False
    x = _trsm(_wide(m), _wide(b), lower, adjoint)
    # A non-finite result (a zero on the diagonal, non-finite numbers in the triangle, which
    # make one, or an overflow) is made again as TF makes it: by substitution.
    if x is not None and np.isfinite(x).all():
        return x.astype(m.dtype)
    a, rhs = _triangle(m, lower), _wide(b)
    n = a.shape[-1]
    if x is None and n and rhs.shape[-1] and np.diagonal(a, axis1=-2, axis2=-1).all() \
            and np.isfinite(a).all() and np.isfinite(rhs).all():
        # A nonsingular triangle of finite numbers: one LAPACK LU solve for the batch gives the
        # substitution's solution up to rounding, ~10x faster than substituting.
        try:
            return np.linalg.solve(np.conj(np.swapaxes(a, -1, -2)) if adjoint else a, rhs).astype(m.dtype)
        except np.linalg.LinAlgError:  # a pivot rounded to zero: substitute
            pass
    if adjoint:
        a, lower = np.conj(np.swapaxes(a, -1, -2)), not lower
    batch = np.broadcast_shapes(a.shape[:-2], rhs.shape[:-2])
    a = np.broadcast_to(a, batch + a.shape[-2:])
    x = np.array(np.broadcast_to(rhs, batch + rhs.shape[-2:]), dtype=np.result_type(a, rhs))
    # Substitution, one row at a time over the whole batch: a zero on the diagonal gives inf/NaN
    # as TF's kernel does, where an LU solve would refuse the matrix.
    rows = range(n) if lower else range(n - 1, -1, -1)
    with np.errstate(all="ignore"):
        for i in rows:
            s = x[..., i, :]
            if lower and i:
                s = s - np.einsum("...k,...kj->...j", a[..., i, :i], x[..., :i, :])
            elif not lower and i < n - 1:
                s = s - np.einsum("...k,...kj->...j", a[..., i, i + 1:], x[..., i + 1:, :])
            x[..., i, :] = s / a[..., i, i][..., None]
    return x.astype(m.dtype)


def _trsm(a, rhs, lower, adjoint):
    """op(a) x = rhs by BLAS's trsm, one call per matrix (reading a's triangle only), for up to
    8 matrices; None for more (one LU solve of the batch is then cheaper) or without trsm."""
    batch = a.shape[:-2]
    if batch != rhs.shape[:-2]:
        batch = np.broadcast_shapes(batch, rhs.shape[:-2])
        a, rhs = np.broadcast_to(a, batch + a.shape[-2:]), np.broadcast_to(rhs, batch + rhs.shape[-2:])
    count = math.prod(batch)
    if count > 8 or not openblas.has_trsm(a.dtype):
        return None
    a = np.ascontiguousarray(a).reshape((count,) + a.shape[-2:])
    rhs = rhs.reshape((count,) + rhs.shape[-2:])
    x = np.empty(rhs.shape, a.dtype)
    for i in range(count):
        openblas.trsm(a[i], rhs[i], lower, adjoint, x[i])
    return x.reshape(batch + x.shape[-2:])


OPS.add("tf.MatrixTriangularSolve", _triangular_solve, _triangular_solve_md)


def _solve_md(attrs, m, b):
    op = "tf.MatrixSolve"
    _solve_shapes(op, m.shape, b.shape, m.dtype, b.dtype, _LINALG)
    if m.shape[-1] != m.shape[-2]:
        raise OpError(op, "First input (lhs) must be a square matrix.")
    if m.shape[:-2] != b.shape[:-2]:
        raise OpError(op, "All input tensors must have the same outer dimensions.")
    if m.shape[-1] != b.shape[-2]:
        raise OpError(op, "Input matrix and rhs are incompatible.")
    return MD(m.dtype, b.shape)


def _solve(attrs, m, b):
    a, rhs = _wide(m), _wide(b)
    if attrs and attrs.get("adjoint", False):
        a = np.conj(np.swapaxes(a, -1, -2))
    if a.shape[-1] == 0 or rhs.shape[-1] == 0:
        return np.zeros(b.shape, b.dtype)
    try:
        x = np.linalg.solve(a, rhs)
    except np.linalg.LinAlgError:
        raise OpError("tf.MatrixSolve", "Input matrix is not invertible.") from None
    return x.astype(m.dtype)


OPS.add("tf.MatrixSolve", _solve, _solve_md)


def _rank2(op, x, allowed):
    check_type_attr(op, "T", x.dtype, allowed)
    if len(x.shape) < 2:
        raise OpError(op, f"Input tensor 0 must have rank >= 2, got {len(x.shape)}")


def _qr_md(attrs, x):
    _rank2("tf.Qr", x, _LINALG_HALF)
    m, n = x.shape[-2:]
    full = bool(attrs.get("full_matrices", False)) if attrs else False
    k = m if full else min(m, n)
    batch = tuple(x.shape[:-2])
    return MD(x.dtype, batch + (m, k)), MD(x.dtype, batch + (k, n))


def _qr(attrs, x):
    full = bool(attrs.get("full_matrices", False)) if attrs else False
    q_md, r_md = _qr_md(attrs, x)
    if x.size == 0:
        return np.zeros(q_md.shape, x.dtype), np.zeros(r_md.shape, x.dtype)
    q, r = np.linalg.qr(_wide(x), mode="complete" if full else "reduced")
    return q.astype(x.dtype), r.astype(x.dtype)


OPS.add("tf.Qr", _qr, _qr_md)


def _eig_md(attrs, x):
    _square("tf.SelfAdjointEigV2", x.shape, x.dtype, _LINALG)
    compute_v = bool(attrs.get("compute_v", True)) if attrs else True
    return MD(x.dtype, x.shape[:-1]), MD(x.dtype, x.shape if compute_v else ())


def _eig(attrs, x):
    compute_v = bool(attrs.get("compute_v", True)) if attrs else True
    a = _wide(x)
    if x.size == 0:
        e, v = np.zeros(x.shape[:-1], x.dtype), np.zeros(x.shape, x.dtype)
    elif compute_v:
        e, v = np.linalg.eigh(a)  # lower triangle, eigenvalues ascending (as TF's Eigen solver)
    else:
        e, v = np.linalg.eigvalsh(a), None
    e = e.astype(x.dtype)  # complex input: complex eigenvalues (T), as TF
    return e, (v.astype(x.dtype) if compute_v else np.zeros((), x.dtype))


OPS.add("tf.SelfAdjointEigV2", _eig, _eig_md)


def _svd_md(attrs, x):
    _rank2("tf.Svd", x, _LINALG)
    m, n = x.shape[-2:]
    k = min(m, n)
    compute_uv = bool(attrs.get("compute_uv", True)) if attrs else True
    full = bool(attrs.get("full_matrices", False)) if attrs else False
    batch = tuple(x.shape[:-2])
    s = MD(x.dtype, batch + (k,))
    if not compute_uv:
        return s, MD(x.dtype, ()), MD(x.dtype, ())
    return s, MD(x.dtype, batch + (m, m if full else k)), MD(x.dtype, batch + (n, n if full else k))


def _svd(attrs, x):
    s_md, u_md, v_md = _svd_md(attrs, x)
    compute_uv = bool(attrs.get("compute_uv", True)) if attrs else True
    full = bool(attrs.get("full_matrices", False)) if attrs else False
    if x.size == 0:
        return tuple(np.zeros(md.shape, x.dtype) for md in (s_md, u_md, v_md))
    if not compute_uv:
        s = np.linalg.svd(_wide(x), compute_uv=False)
        return s.astype(x.dtype), np.zeros((), x.dtype), np.zeros((), x.dtype)
    u, s, vh = np.linalg.svd(_wide(x), full_matrices=full)
    v = np.conj(np.swapaxes(vh, -1, -2))  # TF returns V with a = U diag(s) V^H
    return s.astype(x.dtype), u.astype(x.dtype), v.astype(x.dtype)


OPS.add("tf.Svd", _svd, _svd_md)


# MatrixSquareRoot (tf.linalg.sqrtm): TF's kernel is Eigen's Schur method (Higham): A = Z T Z^H,
# the square root R of T block by block (the diagonal blocks directly, each block above them
# from a small Sylvester equation R_ii X + X R_jj = T_ij - sum R_ik R_kj, column by column), then
# Z R Z^H. Real input keeps to real arithmetic (the real Schur form), so a matrix with a real
# negative eigenvalue has no real root: its sqrt is NaN and so is the whole result, as in TF;
# a singular one divides by zero, as Eigen does. Computed in LAPACK's precision (schur.py).

def _sqrtm_md(attrs, x):
    _square("tf.MatrixSquareRoot", x.shape, x.dtype, _LINALG_HALF)
    if x.dtype == F16:  # the op def allows half; TF registers no kernel for it
        raise OpError("tf.MatrixSquareRoot", "Could not find a CPU kernel for MatrixSquareRoot with T=half")
    return MD(x.dtype, x.shape)


def _blocks(t):
    """[start, stop) of the diagonal blocks of a quasi-upper-triangular T."""
    out, i, n = [], 0, t.shape[0]
    while i < n:
        size = 2 if i + 1 < n and t[i + 1, i] != 0 else 1
        out.append((i, i + size))
        i += size
    return out


def _sqrt_block(b):
    """The principal square root of a 1x1 block, or of a real 2x2 block with eigenvalues
    m +- i*w (w != 0): with r = |lambda| = sqrt(det) and c = Re sqrt(lambda) =
    sqrt((r + m) / 2), Cayley-Hamilton gives sqrt(B) = (B + r I) / (2c)."""
    if b.shape[0] == 1:
        return np.sqrt(b)
    r = np.sqrt(b[0, 0] * b[1, 1] - b[0, 1] * b[1, 0])
    c = np.sqrt((r + (b[0, 0] + b[1, 1]) / 2) / 2)
    return (b + r * np.eye(2)) / (2 * c)


def _sylvester(a, b, c):
    """X with a X + X b = c for blocks of size 1 or 2: a division when both are 1x1 (inf or
    NaN on a zero sum, as Eigen), else the Kronecker system (NaN if singular)."""
    p, q = c.shape
    if p == q == 1:
        return c / (a + b)
    m = np.kron(np.eye(q), a) + np.kron(b.T, np.eye(p))
    try:
        return np.linalg.solve(m, c.reshape(-1, order="F")).reshape((p, q), order="F")
    except np.linalg.LinAlgError:
        return np.full((p, q), np.nan, c.dtype)


def _sqrtm_one(a):
    if not np.isfinite(a).all():  # Eigen's Schur iteration spreads NaN or inf everywhere
        return np.full(a.shape, np.nan, a.dtype)
    tz = schur.schur(a)
    if tz is None:  # the QR iteration did not converge
        return np.full(a.shape, np.nan, a.dtype)
    t, z = tz
    t = np.triu(t, -1 if a.dtype == F64 else 0)
    blocks = _blocks(t)
    r = np.zeros_like(t)
    for i, j in blocks:
        r[i:j, i:j] = _sqrt_block(t[i:j, i:j])
    for jj, (c0, c1) in enumerate(blocks):
        for ii in range(jj - 1, -1, -1):
            r0, r1 = blocks[ii]
            rhs = t[r0:r1, c0:c1] - r[r0:r1, r1:c0] @ r[r1:c0, c0:c1]
            r[r0:r1, c0:c1] = _sylvester(r[r0:r1, r0:r1], r[c0:c1, c0:c1], rhs)
    return z @ r @ np.conj(z.T)


def _sqrtm(attrs, x):
    _sqrtm_md(attrs, x)
    if not schur.available():
        raise OpError("tf.MatrixSquareRoot", "needs LAPACK's Schur decomposition (?gees), which the loaded "
                                             "BLAS does not export, or scipy")
    a = _wide(x)
    flat = a.reshape((int(np.prod(a.shape[:-2])),) + a.shape[-2:])
    out = np.empty_like(flat)
    with np.errstate(all="ignore"):
        for i, m in enumerate(flat):
            out[i] = _sqrtm_one(m) if m.shape[0] else m
    return out.reshape(x.shape).astype(x.dtype)


OPS.add("tf.MatrixSquareRoot", _sqrtm, _sqrtm_md)
