"""Segment reductions, scans, linear algebra and FFTs at the sizes of the `linalg_segment` and
`stft` benchmark models (tools/gen_keras_models.py), against TensorFlow run in this process.

The conformance fixtures (test_op_conformance.py) hold TF's edge cases on small inputs; the
kernels take other paths on larger ones (runs of segment ids reduced together, sums in TF's
order, LU solves of triangular systems, one real FFT over many frames), checked here within the
conformance tolerances. Every case runs on the numpy registry and on the default one.
"""

from __future__ import annotations

import types

import numpy as np
import pytest

from tfrt.runtime.cpu_ops import CpuOpRegistry, OpError, default_cpu_op_registry, register_tf_ops

tf = pytest.importorskip("tensorflow", reason="TensorFlow gives the reference results")

from test_op_conformance import assert_matches  # noqa: E402  (the conformance tolerances)

REGISTRIES = {"numpy": register_tf_ops(CpuOpRegistry(), native=False), "default": default_cpu_op_registry()}


@pytest.fixture(params=sorted(REGISTRIES))
def run(request):
    reg = REGISTRIES[request.param]

    def run(op, attrs, *inputs):
        entry = reg.lookup(op)
        attrs = types.MappingProxyType(attrs)
        before = [x.copy() for x in inputs]
        out = entry.dispatch_fn(attrs, *inputs)
        for x, y in zip(inputs, before):
            assert x.tobytes() == y.tobytes(), f"{op} wrote into its input"
        return out
    return run


def _segment_data(rng, rows=256, feats=64, segments=16, nan=False):
    data = rng.standard_normal((rows, feats)).astype(np.float32)
    if nan:  # one segment all NaN in column 0, scattered NaN elsewhere
        data[rng.integers(0, rows, 20), rng.integers(0, feats, 20)] = np.nan
    ids = rng.integers(0, segments, rows).astype(np.int32)
    return data, ids


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("kind", ["Sum", "Mean", "Max", "Min", "Prod"])
def test_sorted_segments_match_tensorflow(run, seed, kind):
    rng = np.random.default_rng(seed)
    data, ids = _segment_data(rng, nan=seed == 2)
    ids = np.sort(ids)
    ids[ids == 3] = 4  # an empty segment inside
    if kind == "Prod":
        data = 1 + 0.01 * data
    want = getattr(tf.raw_ops, "Segment" + kind)(data=data, segment_ids=ids).numpy()
    assert_matches(run("tf.Segment" + kind, {}, data, ids), want, kind)


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("kind", ["Sum", "Max", "Min", "Prod"])
def test_unsorted_segments_match_tensorflow(run, seed, kind):
    rng = np.random.default_rng(seed)
    data, ids = _segment_data(rng, nan=seed == 2)
    ids[rng.integers(0, ids.size, 10)] = -1  # dropped rows
    data, ids = data.reshape(2, 128, 64), ids.reshape(2, 128)
    if kind == "Prod":
        data = 1 + 0.01 * data
    num = np.array(18, np.int32)  # the last two segments empty
    want = getattr(tf.raw_ops, "UnsortedSegment" + kind)(data=data, segment_ids=ids, num_segments=num).numpy()
    got = run("tf.UnsortedSegment" + kind, {}, data, ids, num)
    if kind == "Sum":  # TF adds one row at a time in index order: so does the kernel
        np.testing.assert_array_equal(got, want)
    assert_matches(got, want, kind)


@pytest.mark.parametrize("kind", ["Sum", "Mean", "SqrtN"])
def test_sparse_segments_match_tensorflow(run, kind):
    rng = np.random.default_rng(7)
    data, ids = _segment_data(rng)
    indices = rng.integers(0, data.shape[0], 300).astype(np.int32)
    seg = np.sort(rng.integers(0, 20, 300)).astype(np.int32)
    want = getattr(tf.raw_ops, "SparseSegment" + kind)(data=data, indices=indices, segment_ids=seg).numpy()
    assert_matches(run("tf.SparseSegment" + kind, {}, data, indices, seg), want, kind)
    num = np.array(24, np.int32)
    want = getattr(tf.raw_ops, f"SparseSegment{kind}WithNumSegments")(
        data=data, indices=indices, segment_ids=seg, num_segments=num).numpy()
    assert_matches(run(f"tf.SparseSegment{kind}WithNumSegments", {}, data, indices, seg, num), want, kind)


def test_segment_errors_come_from_dispatch(run):
    data = np.ones((4, 3), np.float32)
    with pytest.raises(OpError, match="not increasing"):
        run("tf.SegmentMax", {}, data, np.array([0, 1, 1, 0], np.int32))
    with pytest.raises(OpError, match="out of range"):
        run("tf.UnsortedSegmentSum", {}, data, np.array([0, 1, 5, 0], np.int32), np.array(3, np.int32))


@pytest.mark.parametrize("kind", ["Max", "Min"])
@pytest.mark.parametrize("cols", [1, 3, 20])
def test_unsorted_max_min_nan_rule_is_tensorflows(run, kind, cols):
    """TF's unsorted kernels take max(row, out) row by row: a NaN row wins, the next row
    replaces the NaN (neither numpy's maximum nor fmax)."""
    col = [np.nan, 2.0, np.nan, 1.0, np.nan, 5.0, np.nan, np.nan, 3.0, -np.inf]
    data = np.array([col[i % 10:] + col[:i % 10] for i in range(cols)], np.float32).T.copy()
    for d in (data, data[::-1].copy()):
        ids = np.array([0, 0, 0, 1, 1, 1, 2, 2, 2, 3], np.int32)
        num = np.array(4, np.int32)
        want = getattr(tf.raw_ops, "UnsortedSegment" + kind)(data=d, segment_ids=ids, num_segments=num).numpy()
        assert_matches(run("tf.UnsortedSegment" + kind, {}, d, ids, num), want, kind)


@pytest.mark.parametrize("exclusive", [False, True])
@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("axis", [0, 1, -1])
@pytest.mark.parametrize("op", ["Cumsum", "Cumprod"])
def test_scans_match_tensorflow(run, op, axis, exclusive, reverse):
    x = np.random.default_rng(3).standard_normal((2, 256, 64)).astype(np.float32)
    if op == "Cumprod":
        x = 1 + 0.01 * x
    ax = np.array(axis, np.int32)
    want = getattr(tf.raw_ops, op)(x=x, axis=ax, exclusive=exclusive, reverse=reverse).numpy()
    got = run("tf." + op, {"exclusive": exclusive, "reverse": reverse}, x, ax)
    assert got.flags.c_contiguous
    np.testing.assert_array_equal(got, want)  # both scan one element after the other


def _triangular(rng, n, lower, batch=(1,)):
    """A well-conditioned triangle (a Cholesky factor, as the model's) with noise in the other
    triangle, which the op must ignore."""
    a = rng.standard_normal(batch + (n, n))
    spd = a @ np.swapaxes(a, -1, -2) + n * np.eye(n)
    c = np.linalg.cholesky(spd)
    c = c if lower else np.swapaxes(c, -1, -2)
    noise = np.triu(rng.standard_normal(c.shape), 1)
    return (c + (noise if lower else np.swapaxes(noise, -1, -2))).astype(np.float32)


@pytest.fixture(params=["trsm", "no trsm"])
def trsm(request, monkeypatch):
    """Solves by BLAS's trsm (numpy's OpenBLAS has it), or as without it (LU, substitution)."""
    from tfrt.runtime.cpu_ops import openblas
    if request.param == "no trsm":
        monkeypatch.setattr(openblas, "has_trsm", lambda dtype: False)
    else:
        assert openblas.has_trsm(np.dtype(np.float64)) and openblas.has_trsm(np.dtype(np.complex128))


@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("adjoint", [False, True])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64])
def test_triangular_solve_matches_tensorflow(run, trsm, lower, adjoint, dtype):
    rng = np.random.default_rng(5)
    m = _triangular(rng, 64, lower).astype(dtype)
    if dtype == np.complex64:
        m = m + 1j * _triangular(rng, 64, lower) * 0.1
    b = rng.standard_normal((1, 64, 2)).astype(dtype)
    want = tf.raw_ops.MatrixTriangularSolve(matrix=m, rhs=b, lower=lower, adjoint=adjoint).numpy()
    assert_matches(run("tf.MatrixTriangularSolve", {"lower": lower, "adjoint": adjoint}, m, b), want, "solve")


@pytest.mark.parametrize("batches", [((3, 1), (4,)), ((2, 1), (3,)), ((), (2,)), ((5,), ())])
@pytest.mark.parametrize("adjoint", [False, True])
def test_triangular_solve_broadcasts_batches(run, trsm, batches, adjoint):
    """Up to 8 matrices solve one by one (trsm), more in one LU solve."""
    rng = np.random.default_rng(6)
    m = _triangular(rng, 8, False, batch=batches[0])
    b = rng.standard_normal(batches[1] + (8, 5)).astype(np.float32)
    want = tf.raw_ops.MatrixTriangularSolve(matrix=m, rhs=b, lower=False, adjoint=adjoint).numpy()
    assert_matches(run("tf.MatrixTriangularSolve", {"lower": False, "adjoint": adjoint}, m, b), want, "solve")


@pytest.mark.parametrize("case", ["zero diagonal", "inf", "nan rhs", "nan above"])
def test_triangular_solve_special_values_match_tensorflow(run, trsm, case):
    """A zero on the diagonal gives TF's infinities and NaN (no LU: it would refuse the
    matrix); non-finite entries take the substitution too; the other triangle is never read."""
    rng = np.random.default_rng(8)
    m = _triangular(rng, 6, True)
    b = rng.standard_normal((1, 6, 2)).astype(np.float32)
    if case == "zero diagonal":
        m[0, 3, 3] = 0
    elif case == "inf":
        m[0, 4, 1] = np.inf
    elif case == "nan rhs":
        b[0, 2, 1] = np.nan
    else:
        m[0, 1, 4] = np.nan
    want = tf.raw_ops.MatrixTriangularSolve(matrix=m, rhs=b, lower=True).numpy()
    assert_matches(run("tf.MatrixTriangularSolve", {"lower": True}, m, b), want, case)


@pytest.mark.parametrize("k", [0, 3, -5, (-2, 1)])
def test_diag_part_matches_tensorflow(run, k):
    x = np.random.default_rng(9).standard_normal((2, 64, 60)).astype(np.float32)
    kk, pad = np.array(k, np.int32), np.array(-1, np.float32)
    for _ in range(2):  # the second call reuses the positions made by the first
        want = tf.raw_ops.MatrixDiagPartV3(input=x, k=kk, padding_value=pad, align="RIGHT_LEFT").numpy()
        got = run("tf.MatrixDiagPartV3", {"align": "RIGHT_LEFT"}, x, kk, pad)
        assert got.flags.writeable and not np.shares_memory(got, x)
        assert_matches(got, want, "diag part")


@pytest.mark.parametrize("band", [(1, 0), (-1, 2), (0, -1), (64, 64)])
def test_band_part_matches_tensorflow(run, band):
    x = np.random.default_rng(10).standard_normal((2, 64, 64)).astype(np.float32)
    lo, up = (np.array(v, np.int64) for v in band)
    for _ in range(2):
        want = tf.raw_ops.MatrixBandPart(input=x, num_lower=lo, num_upper=up).numpy()
        assert_matches(run("tf.MatrixBandPart", {}, x, lo, up), want, "band part")


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("frame,n", [(512, 512), (128, 128), (400, 256), (64, 63)])
def test_rfft_matches_tensorflow(run, dtype, frame, n):
    """The stft model's frames (and its MFCC's DCT length); a longer input is cropped."""
    x = np.random.default_rng(11).standard_normal((1, 100, frame)).astype(dtype)
    fl = np.array([n], np.int32)
    want = tf.signal.rfft(tf.constant(x), fft_length=fl).numpy()
    assert want.dtype == (np.complex64 if dtype == np.float32 else np.complex128)
    assert_matches(run("tf.RFFT", {}, x, fl), want, "rfft")


@pytest.mark.parametrize("module", ["scipy.fft", "numpy.fft"])
def test_transforms_on_either_fft_library(run, module, monkeypatch):
    """scipy.fft (float32 in float32) when it imports, else numpy.fft (in double): TF's results
    either way, in the input's dtype."""
    from tfrt.runtime.cpu_ops import spectral_ops

    monkeypatch.setattr(spectral_ops, "_FFT", pytest.importorskip(module.split(".")[0]).fft)
    rng = np.random.default_rng(13)
    for dtype in (np.float32, np.float64):
        x = rng.standard_normal((3, 40, 64)).astype(dtype)
        fl = np.array([64], np.int32)
        spec = run("tf.RFFT", {}, x, fl)
        assert_matches(spec, tf.signal.rfft(tf.constant(x), fft_length=fl).numpy(), "rfft")
        assert_matches(run("tf.IRFFT", {}, spec, fl), tf.signal.irfft(tf.constant(spec), fft_length=fl).numpy(),
                       "irfft")
        z = (x + 1j * x[::-1]).astype(np.complex64 if dtype == np.float32 else np.complex128)
        for op, fn in (("tf.FFT", tf.signal.fft), ("tf.IFFT2D", tf.signal.ifft2d)):
            got = run(op, {}, z)
            assert got.dtype == z.dtype
            assert_matches(got, fn(tf.constant(z)).numpy(), op)


def test_rfft2d_matches_tensorflow(run):
    x = np.random.default_rng(12).standard_normal((3, 20, 33)).astype(np.float32)
    fl = np.array([16, 32], np.int32)
    assert_matches(run("tf.RFFT2D", {}, x, fl), tf.raw_ops.RFFT2D(input=x, fft_length=fl).numpy(), "rfft2d")


@pytest.fixture(params=["getri", "no getri"])
def getri(request, monkeypatch):
    """Inverts by LAPACK's getrf + getri (numpy's OpenBLAS has them), or by numpy.linalg.inv."""
    from tfrt.runtime.cpu_ops import openblas
    if request.param == "no getri":
        monkeypatch.setattr(openblas, "has_inverse", lambda dtype: False)
    else:
        assert openblas.has_inverse(np.dtype(np.float64)) and openblas.has_inverse(np.dtype(np.complex128))


@pytest.mark.parametrize("adjoint", [False, True])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64])
@pytest.mark.parametrize("batch", [(1,), (3, 2), (9,)])
def test_inverse_matches_tensorflow(run, getri, adjoint, dtype, batch):
    rng = np.random.default_rng(13)
    a = rng.standard_normal(batch + (64, 64))
    if dtype == np.complex64:
        a = a + 1j * rng.standard_normal(a.shape)
    a = (a + 64 * np.eye(64)).astype(dtype)
    want = tf.raw_ops.MatrixInverse(input=a, adjoint=adjoint).numpy()
    assert_matches(run("tf.MatrixInverse", {"adjoint": adjoint}, a), want, "inverse")


def test_inverse_of_a_singular_matrix_is_an_error(run, getri):
    a = np.ones((2, 4, 4), np.float32)
    a[0] = np.eye(4)
    with pytest.raises(tf.errors.InvalidArgumentError, match="not invertible"):
        tf.raw_ops.MatrixInverse(input=a)
    with pytest.raises(OpError, match="not invertible"):
        run("tf.MatrixInverse", {}, a)
