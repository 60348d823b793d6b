"""Neural-network TF ops: MatMul, BatchMatMul(V2, V3), BiasAdd(V1), Conv2D (also grouped),
DepthwiseConv2dNative, MaxPool(V2), AvgPool, FusedBatchNorm(V2, V3), Softmax, LogSoftmax, the fused
`_FusedMatMul`, `_FusedConv2D`, `_FusedDepthwiseConv2dNative`, `_MklLayerNorm` (layer
normalization over the last axis); Conv2DBackpropInput, Conv3D,
Conv3DBackpropInputV2, MaxPool3D, AvgPool3D, LRN,
ExtractImagePatches, MaxPoolWithArgmax, Dilation2D. Dtypes and layouts are those of TF's CPU kernels,
but Conv2DBackpropInput also takes NCHW and dilations, Conv3DBackpropInputV2 NCDHW and dilations,
and Conv3D, MaxPool3D and AvgPool3D NCDHW, as TF's graphs run them (oneDNN's kernels).

Layouts: NHWC (TF's default) natively; NCHW by transposing to NHWC and back (NCDHW to NDHWC for
the 3-D ops).  Padding: SAME,
VALID and EXPLICIT (`explicit_paddings`, 8 ints in data_format order), with TF's output-size
and pad-split rules (SAME puts the odd pixel after).  Convolution is im2col (one copy per
kernel tap into a patch matrix, then one BLAS matmul); pooling reduces over kernel taps with
strided views.  No Python loop runs over pixels.  f16/bf16 are computed in float32 and
rounded once at the end.
"""

from __future__ import annotations

import threading
import weakref

import numpy as np
from numpy.lib.stride_tricks import as_strided as _as_strided

from ._common import (BF16, COMPLEX, F16, F32, F64, FLOAT, HALF, INDEX, MD, NUMERIC, SIGNED, OpList, attr, broadcast_shape,
                      check_dtype, check_same_dtype, check_type_attr, dtname, int_list, to_f32, type_attr)
from .errors import OpError
from .math_ops import _relu6, _sigmoid

OPS = OpList()

_matmul = np.matmul
_maximum = np.maximum
_copyto = np.copyto
_ndarray = np.ndarray
_CONV_DTYPES = FLOAT | {np.dtype(np.int32)}
# The dtypes TF 2.21 has CPU kernels for (the OpDef's list intersected with the kernels').
_MATMUL_DTYPES = FLOAT | COMPLEX | {np.dtype(np.int32), np.dtype(np.int64)}
_BMM_DTYPES = _MATMUL_DTYPES | {np.dtype(np.int16)}
_MAXPOOL_DTYPES = FLOAT | SIGNED | {np.dtype(np.uint8), np.dtype(np.uint16)}


# ----------------------------------------------------------------------------------------------
# Pre-packed constant operands, zero arrays, per-thread scratch buffers

def _frozen(a) -> bool:
    """True if the values of `a` can never change: not writeable, and its memory is a
    read-only buffer (the BEF file's bytes, a read-only memoryview or mmap) reached
    through read-only views only, so numpy cannot make it writeable again (an array
    owning its memory can be, hence it does not count)."""
    if a.flags.writeable:
        return False
    b = a.base
    while isinstance(b, np.ndarray):
        if b.flags.writeable:
            return False
        b = b.base
    if b is None:
        return False
    if isinstance(b, memoryview):
        return b.readonly
    try:
        with memoryview(b) as m:
            return m.readonly
    except TypeError:
        return False


# (tag, id(w), id(extra)) -> (weakref(w), weakref(extra) or None, value, nbytes). A value is
# derived from the constant operand(s) once (a transposed weight, a filter matrix with the
# bias row) and returned while the very same array objects come back: the weakrefs tell a
# live array from a new one that reuses a freed array's id, and drop the entry when the
# weights die. Only frozen arrays (`_frozen`) are cached, values never alias them (copies),
# and the cache is bounded in entries and bytes (cleared when full).
_PACKS: dict = {}
_PACKS_LOCK = threading.RLock()  # re-entrant: a weakref callback may run while it is held
_PACKS_MAX_ENTRIES = 256
_PACKS_MAX_BYTES = 64 << 20
_packs_bytes = 0


def _pack_get(tag, w, extra=None):
    e = _PACKS.get((tag, id(w), id(extra)))
    if e is not None and e[0]() is w and (e[1] is None or e[1]() is extra):
        return e[2]
    return None


def _pack_put(tag, w, extra, value):
    """Caches `value` (derived from `w` and `extra`, which it must not alias) if both
    are frozen; returns `value`."""
    global _packs_bytes
    if not (_frozen(w) and (extra is None or _frozen(extra))):
        return value
    key = (tag, id(w), id(extra))
    nbytes = value.nbytes
    if nbytes > _PACKS_MAX_BYTES // 4:
        return value

    def drop(ref, key=key, packs=_PACKS, lock=_PACKS_LOCK):
        # Runs when w or extra dies: removes this very entry (not a newer one under a
        # reused id). Silent at interpreter shutdown, when module globals may be gone.
        global _packs_bytes
        try:
            with lock:
                e = packs.get(key)
                if e is not None and (e[0] is ref or e[1] is ref):
                    del packs[key]
                    _packs_bytes -= e[3]
        except Exception:  # noqa: BLE001
            pass

    entry = (weakref.ref(w, drop), None if extra is None else weakref.ref(extra, drop), value, nbytes)
    with _PACKS_LOCK:
        if len(_PACKS) >= _PACKS_MAX_ENTRIES or _packs_bytes + nbytes > _PACKS_MAX_BYTES:
            _PACKS.clear()
            _packs_bytes = 0
        old = _PACKS.get(key)
        if old is not None:
            _packs_bytes -= old[3]
        _PACKS[key] = entry
        _packs_bytes += nbytes
    return value


# Read-only zero arrays by (shape, dtype), for Relu: np.maximum(y, zeros, out=y) runs numpy's
# contiguous SIMD loop, where a scalar 0 takes a slower broadcasting loop (measured 1.6 against
# 3.0 us on [840, 16] float32, 0.5 against 1.0 on [1, 128]). Small arrays only.
_ZEROS: dict = {}
_ZEROS_MAX_ELEMENTS = 1 << 16


def _relu_inplace(y):
    """max(y, 0) into y (a fresh, C-contiguous array); returns y."""
    if y.size > _ZEROS_MAX_ELEMENTS:
        return _maximum(y, 0, out=y)
    key = (y.shape, y.dtype)
    z = _ZEROS.get(key)
    if z is None:
        if len(_ZEROS) >= 256:
            _ZEROS.clear()
        z = np.zeros(y.shape, y.dtype)
        z.flags.writeable = False
        _ZEROS[key] = z
    return _maximum(y, z, out=y)


# Per-thread scratch: input-side buffers of a kernel (a padded input, an im2col matrix) that
# are rebuilt on every call but whose constant parts (zero borders, a row of ones) are written
# once. Results never alias them. One dict per thread (the runtime may run ops of one program
# on several threads), bounded; only plans of at most _SCRATCH_MAX_BYTES are kept.
_TLS = threading.local()
_SCRATCH_MAX_BYTES = 1 << 21
_SCRATCH_MAX_PLANS = 32


def _thread_plans():
    try:
        return _TLS.plans
    except AttributeError:
        _TLS.plans = plans = {}
        return plans


# ----------------------------------------------------------------------------------------------
# MatMul / BatchMatMulV2

def _matmul_md(attrs, a, b, op="tf.MatMul"):
    if a.dtype != b.dtype:
        check_same_dtype(op, a.dtype, b.dtype, "a", "b")
    check_dtype(op, a.dtype, _MATMUL_DTYPES, "a")
    if len(a.shape) != 2 or len(b.shape) != 2:
        raise OpError(op, f"inputs must be 2-D, got shapes {a.shape} and {b.shape}")
    ta = attrs.get("transpose_a", False) if attrs else False
    tb = attrs.get("transpose_b", False) if attrs else False
    m, k = (a.shape[1], a.shape[0]) if ta else a.shape
    k2, n = (b.shape[1], b.shape[0]) if tb else b.shape
    if k != k2:
        raise OpError(op, f"Matrix size-incompatible: In[0]: {list(a.shape)}, In[1]: {list(b.shape)}"
                          f" (transpose_a={bool(ta)}, transpose_b={bool(tb)})")
    return MD(a.dtype, (m, n))


# Pre-packed weights. For a narrow output at a small batch, `a @ wT.T` with wT a C-contiguous
# transposed copy of a constant weight w [K, N] is OpenBLAS's transposed kernel (N dot products
# along K), far faster than reading w's rows of N elements; for wide outputs or big batches it
# is slower. Measured side by side (us, one BLAS thread, float32, a @ w against a @ wT.T):
#   M=1: [3136x10] 6.2 -> 2.2, [3136x16] 3.7 -> 2.9, [784x10] 2.0 -> 1.1, [128x10] 0.81 -> 0.70,
#        [784x32] 1.8 -> 2.0, [784x64] 2.6 -> 3.2, [784x128] 5.5 -> 5.5
#   M=4: [784x10] 2.9 -> 1.5, [784x16] 3.0 -> 1.7, [3136x16] 9.0 -> 5.9, [784x64] 3.3 -> 4.8
#   M=32: [784x10] 8.7 -> 5.0, [784x16] 8.2 -> 9.0, [784x128] 62 -> 101
# Hence the rule: M <= 4, N <= 16 and K >= 256 (below, the gain, 0.1 us at K = 128, is less
# than the cache lookup), for a frozen (`_frozen`), C-contiguous f32/f64 weight.
_PACK_MAX_M = 4
_PACK_MAX_N = 16
_PACK_MIN_K = 256
_BLAS_FLOAT = frozenset([F32, np.dtype(np.float64)])
# 2-D float matmuls call np.dot: the same BLAS call as np.matmul with less dispatch work
# (0.50 against 0.80 us for [1, 128] @ [128, 10], 1.9 against 2.1 for [1, 3136] @ [3136, 10]).
_dot = np.dot


def _packed_weight(b):
    """`b` [K, N], or the transposed view of a cached C-contiguous copy of b.T (same values)."""
    wt = _pack_get("T", b)
    if wt is not None:
        return wt.T
    if b.dtype not in _BLAS_FLOAT or not b.flags.c_contiguous or not _frozen(b):
        return b
    return _pack_put("T", b, None, np.array(b.T, order="C")).T


def _matmul_fn(attrs, a, b):
    tb = False
    if attrs:
        if attrs.get("transpose_a", False):
            a = a.T
        if attrs.get("transpose_b", False):
            b, tb = b.T, True               # a transposed C-contiguous weight: the fast layout
    dt = a.dtype
    if dt in _BLAS_FLOAT:
        if (not tb and a.shape[0] <= _PACK_MAX_M and b.shape[1] <= _PACK_MAX_N
                and b.shape[0] >= _PACK_MIN_K and not b.flags.writeable):
            b = _packed_weight(b)
        return _dot(a, b)
    if dt in HALF:
        return _matmul(a.astype(F32), b.astype(F32)).astype(dt)
    return _matmul(a, b)


def _bmm_md(attrs, a, b, op="tf.BatchMatMulV2", dtypes=_BMM_DTYPES):
    check_same_dtype(op, a.dtype, b.dtype, "x", "y")
    check_dtype(op, a.dtype, dtypes, "x")
    return _bmm_shape(op, attrs, a, b, a.dtype)


def _bmm_shape(op, attrs, a, b, dtype):
    if len(a.shape) < 2 or len(b.shape) < 2:
        raise OpError(op, f"inputs must have rank >= 2, got shapes {a.shape} and {b.shape}")
    ax = attrs.get("adj_x", False) if attrs else False
    ay = attrs.get("adj_y", False) if attrs else False
    m, k = a.shape[-2:][::-1] if ax else a.shape[-2:]
    k2, n = b.shape[-2:][::-1] if ay else b.shape[-2:]
    if k != k2:
        raise OpError(op, f"Matrix size-incompatible: In[0]: {list(a.shape)}, In[1]: {list(b.shape)}"
                          f" (adj_x={bool(ax)}, adj_y={bool(ay)})")
    if op == "tf.BatchMatMul" and a.shape[:-2] != b.shape[:-2]:  # v1 does not broadcast
        raise OpError(op, f"In[0] and In[1] must have compatible batch dimensions: {list(a.shape)} vs. "
                          f"{list(b.shape)}")
    batch = broadcast_shape(op, a.shape[:-2], b.shape[:-2])
    return MD(dtype, batch + (m, n))


def _adjoint(x):
    x = np.swapaxes(x, -1, -2)
    return np.conj(x) if x.dtype.kind == "c" else x


def _bmm_fn(attrs, a, b):
    if attrs:
        if attrs.get("adj_x", False):
            a = _adjoint(a)
        if attrs.get("adj_y", False):
            b = _adjoint(b)
    dt = a.dtype
    if dt in HALF:
        return _matmul(a.astype(F32), b.astype(F32)).astype(dt)
    return _matmul(a, b)


# BatchMatMulV3's (Ta, Tb) -> Tout kernels: the V2 types with Tout = T, and 8-bit integer
# operands (accumulated in int32, or bf16 against a bf16 operand).
_I8, _U8 = np.dtype(np.int8), np.dtype(np.uint8)
_BMM3_MIXED = {(a, b): np.dtype(np.int32) for a in (_I8, _U8) for b in (_I8, _U8)}
_BMM3_MIXED.update({(a, BF16): BF16 for a in (_I8, _U8)})
_BMM3_MIXED.update({(BF16, a): BF16 for a in (_I8, _U8)})


def _bmm3_types(attrs, a, b):
    op = "tf.BatchMatMulV3"
    ta, tb = a.dtype, b.dtype
    want = ta if ta == tb and ta in _BMM_DTYPES else _BMM3_MIXED.get((ta, tb))
    if want is None:
        raise OpError(op, f"no CPU kernel for x {dtname(ta)} and y {dtname(tb)}")
    tout = type_attr(op, attrs, "Tout", want)
    if tout != want:
        raise OpError(op, f"no CPU kernel for x {dtname(ta)}, y {dtname(tb)} and Tout {dtname(tout)}")
    return tout


def _bmm3_md(attrs, a, b):
    return _bmm_shape("tf.BatchMatMulV3", attrs, a, b, _bmm3_types(attrs, a, b))


def _bmm3_fn(attrs, a, b):
    tout = _bmm3_types(attrs, a, b)
    if a.dtype != tout:
        a = a.astype(tout)
    if b.dtype != tout:
        b = b.astype(tout)
    return _bmm_fn(attrs, a, b)


OPS.add("tf.MatMul", _matmul_fn, _matmul_md)
OPS.add("tf.BatchMatMulV2", _bmm_fn, _bmm_md)
OPS.add("tf.BatchMatMul", _bmm_fn, lambda attrs, a, b: _bmm_md(attrs, a, b, "tf.BatchMatMul", _MATMUL_DTYPES))
OPS.add("tf.BatchMatMulV3", _bmm3_fn, _bmm3_md)


# ----------------------------------------------------------------------------------------------
# BiasAdd

def _bias_axis(op, attrs, rank):
    fmt = attrs.get("data_format", "NHWC") if attrs else "NHWC"
    if isinstance(fmt, bytes):
        fmt = fmt.decode()
    if fmt in ("NHWC", "NDHWC"):
        return rank - 1
    if fmt in ("NCHW", "NCDHW"):
        return 1
    raise OpError(op, f"unsupported data_format '{fmt}'")


def _bias_add_md(attrs, x, bias):
    op = "tf.BiasAdd"
    check_same_dtype(op, x.dtype, bias.dtype, "value", "bias")
    check_dtype(op, x.dtype, NUMERIC, "value")
    if len(x.shape) < 2:
        raise OpError(op, f"input must be at least 2-D, got shape {x.shape}")
    if len(bias.shape) != 1:
        raise OpError(op, f"bias must be 1-D, got shape {bias.shape}")
    axis = _bias_axis(op, attrs, len(x.shape))
    if x.shape[axis] != bias.shape[0]:
        raise OpError(op, f"must provide as many biases as the channel dimension of the input: "
                          f"{bias.shape[0]} vs. {x.shape[axis]} (input shape {x.shape})")
    return x


def _bias_add_fn(attrs, x, bias):
    if attrs and attrs.get("data_format", "NHWC") not in ("NHWC", "NDHWC") and x.ndim > 2:
        bias = bias.reshape((-1,) + (1,) * (x.ndim - 2))
    return np.add(x, bias)


OPS.add("tf.BiasAdd", _bias_add_fn, _bias_add_md)


# ----------------------------------------------------------------------------------------------
# Softmax / LogSoftmax

def _softmax_md(op):
    def md(attrs, x):
        check_dtype(op, x.dtype, FLOAT, "logits")
        if len(x.shape) < 1:
            raise OpError(op, f"logits must have >= 1 dimension, got shape {x.shape}")
        return x
    return md


_max_reduce, _sum_reduce = np.maximum.reduce, np.add.reduce  # (ndarray.max/sum add a Python layer)


def _softmax_fn(attrs, x):
    dt = x.dtype
    if not x.size:  # an empty last axis too: nothing to reduce, nothing to return
        return np.empty(x.shape, dt)
    if dt in HALF:
        x = x.astype(F32)
    if x.size == x.shape[-1] and x.size:
        # One row (a batch-1 classifier): whole-array reductions, which skip numpy's
        # axis and keepdims handling (2.6 against 3.1 us on [1, 10]); the same sums.
        e = np.subtract(x, _max_reduce(x, None))
        np.exp(e, out=e)
        np.divide(e, _sum_reduce(e, None), out=e)
    else:
        e = np.subtract(x, _max_reduce(x, -1, None, None, True))
        np.exp(e, out=e)
        e /= _sum_reduce(e, -1, None, None, True)
    return e.astype(dt) if e.dtype != dt else e


def _log_softmax_fn(attrs, x):
    dt = x.dtype
    if not x.size:
        return np.empty(x.shape, dt)
    if dt in HALF:
        x = x.astype(F32)
    s = np.subtract(x, x.max(axis=-1, keepdims=True))
    s -= np.log(np.exp(s).sum(axis=-1, keepdims=True))
    return s.astype(dt) if s.dtype != dt else s


OPS.add("tf.Softmax", _softmax_fn, _softmax_md("tf.Softmax"))
OPS.add("tf.LogSoftmax", _log_softmax_fn, _softmax_md("tf.LogSoftmax"))


# ----------------------------------------------------------------------------------------------
# Window geometry shared by convolution and pooling

def _data_format(op, attrs):
    fmt = attrs.get("data_format", "NHWC") if attrs else "NHWC"
    if isinstance(fmt, bytes):
        fmt = fmt.decode()
    if fmt not in ("NHWC", "NCHW"):
        raise OpError(op, f"unsupported data_format '{fmt}' (expected NHWC or NCHW)")
    return fmt


def _padding(op, attrs, allow_explicit=True):
    p = attr(op, attrs, "padding")
    if isinstance(p, bytes):
        p = p.decode()
    if p not in ("SAME", "VALID", "EXPLICIT") or (p == "EXPLICIT" and not allow_explicit):
        raise OpError(op, f"unsupported padding '{p}'")
    return p


def _hw(op, fmt, values, what):
    """4-element attr in data_format order -> (h, w); N and C entries must be 1."""
    if fmt == "NHWC":
        n, h, w, c = values
    else:
        n, c, h, w = values
    if n != 1 or c != 1:
        raise OpError(op, f"{what} in the batch and depth dimensions must be 1, got {list(values)}")
    if h < 1 or w < 1:
        raise OpError(op, f"{what} must be positive, got {list(values)}")
    return h, w


def _explicit_hw(op, attrs, fmt):
    ep = int_list(op, attrs, "explicit_paddings", [])
    if len(ep) != 8:
        raise OpError(op, f"explicit_paddings must have 8 elements for EXPLICIT padding, got {list(ep)}")
    pairs = [(ep[2 * i], ep[2 * i + 1]) for i in range(4)]
    if any(p < 0 for pr in pairs for p in pr):
        raise OpError(op, f"explicit_paddings must be non-negative, got {list(ep)}")
    if fmt == "NHWC":
        n, h, w, c = pairs
    else:
        n, c, h, w = pairs
    if n != (0, 0) or c != (0, 0):
        raise OpError(op, f"explicit_paddings in the batch and depth dimensions must be 0, got {list(ep)}")
    return h, w


def _out_size(op, n, k, s, d, padding, explicit):
    """TF's GetWindowedOutputSizeVerbose: returns (output size, pad_before, pad_after)."""
    ek = (k - 1) * d + 1
    if padding == "SAME":
        o = -(-n // s)
        total = max((o - 1) * s + ek - n, 0)
        return o, total // 2, total - total // 2
    pb, pa = explicit if padding == "EXPLICIT" else (0, 0)
    num = n + pb + pa - ek + s
    o = num // s if num >= 0 else -((-num) // s)   # C++ truncating division
    if o < 0:
        raise OpError(op, f"Computed output size would be negative: {o} [input_size: {n}, "
                          f"effective_filter_size: {ek}, stride: {s}]")
    return o, pb, pa


class _Window:
    __slots__ = ("fmt", "oh", "ow", "pads", "strides", "dilations", "k", "tiles", "grid", "flat")

    def nhwc_out(self, n, c):
        return (n, self.oh, self.ow, c)

    def out_shape(self, n, c):
        return (n, self.oh, self.ow, c) if self.fmt == "NHWC" else (n, c, self.oh, self.ow)


_WINDOW_CACHE: dict = {}


def _window(op, attrs, x_shape, kh, kw, *, pool=False):
    """The window geometry (checked); memoised per attribute values and shapes,
    as the metadata and the dispatch function of an op both need it (errors are
    never cached: they are raised again)."""
    try:
        if attrs:
            g = attrs.get
            key = (op, tuple(x_shape), kh, kw, pool, g("data_format"), g("strides"), g("dilations"),
                   g("padding"), g("explicit_paddings"))
        else:
            key = (op, tuple(x_shape), kh, kw, pool)
        return _WINDOW_CACHE[key]
    except KeyError:
        pass
    except TypeError:  # an unhashable attribute value (a list): not cached
        return _make_window(op, attrs, x_shape, kh, kw, pool)
    win = _make_window(op, attrs, x_shape, kh, kw, pool)
    if len(_WINDOW_CACHE) >= 1024:
        _WINDOW_CACHE.clear()
    _WINDOW_CACHE[key] = win
    return win


def _make_window(op, attrs, x_shape, kh, kw, pool):
    fmt = _data_format(op, attrs)
    if len(x_shape) != 4:
        raise OpError(op, f"input must be 4-D ({fmt}), got shape {tuple(x_shape)}")
    sh, sw = _hw(op, fmt, int_list(op, attrs, "strides", length=4), "strides")
    if pool:
        dh = dw = 1
    else:
        dh, dw = _hw(op, fmt, int_list(op, attrs, "dilations", (1, 1, 1, 1), length=4), "dilations")
    padding = _padding(op, attrs, allow_explicit=True)
    eh = ew = None
    if padding == "EXPLICIT":
        eh, ew = _explicit_hw(op, attrs, fmt)
    h, w = (x_shape[1], x_shape[2]) if fmt == "NHWC" else (x_shape[2], x_shape[3])
    win = _Window()
    win.fmt = fmt
    win.oh, pt, pb = _out_size(op, h, kh, sh, dh, padding, eh)
    win.ow, pl, pr = _out_size(op, w, kw, sw, dw, padding, ew)
    win.pads = ((pt, pb), (pl, pr))
    win.strides = (sh, sw)
    win.dilations = (dh, dw)
    win.k = (kh, kw)
    # Pooling windows that tile the (non-empty) input exactly: stride = window, no
    # padding, sizes divisible (`_max_pool_tiles`).
    win.tiles = (pool and (sh, sw) == (kh, kw) and kh * kw > 1 and win.oh * kh == h and win.ow * kw == w
                 and not (pt or pb or pl or pr) and win.oh > 0 and win.ow > 0)
    n, c = x_shape[0], (x_shape[3] if fmt == "NHWC" else x_shape[1])
    # Small NHWC inputs of tiling max pools: `_max_pool_flat`'s geometry.
    win.flat = (_pool_flat_plan(n, h, w, c, win.oh, win.ow, kh, kw)
                if win.tiles and fmt == "NHWC" and 0 < n * h * w * c <= _POOL_FLAT_MAX_ELEMENTS else None)
    # Convolutions taking the row grid (`_conv_grid`; the filter's output depth must be > 0 too).
    win.grid = (not pool and (sh, sw) == (1, 1) and 0 < c <= _GRID_MAX_DEPTH and (kh > 1 or kw > 1)
                and win.oh > 0 and win.ow > 0 and n > 0)
    return win


def _pad_nhwc(x, pads, value=0):
    (pt, pb), (pl, pr) = pads
    if not (pt or pb or pl or pr):
        return x
    n, h, w, c = x.shape
    if value == 0:  # one zeroed allocation beats filling the four borders
        xp = np.zeros((n, h + pt + pb, w + pl + pr, c), x.dtype)
    else:
        xp = np.empty((n, h + pt + pb, w + pl + pr, c), x.dtype)
        xp[:, :pt] = value
        xp[:, h + pt:] = value
        xp[:, :, :pl] = value
        xp[:, :, w + pl:] = value
    xp[:, pt:pt + h, pl:pl + w] = x
    return xp


def _taps(win):
    """Yield (i, j, h-slice, w-slice) of every kernel tap over the padded input."""
    (kh, kw), (sh, sw), (dh, dw) = win.k, win.strides, win.dilations
    hs = (win.oh - 1) * sh + 1
    ws = (win.ow - 1) * sw + 1
    for i in range(kh):
        for j in range(kw):
            yield i, j, slice(i * dh, i * dh + hs, sh), slice(j * dw, j * dw + ws, sw)


def _to_nhwc(x, fmt):
    return x if fmt == "NHWC" else x.transpose(0, 2, 3, 1)


def _from_nhwc(y, fmt):
    return y if fmt == "NHWC" else np.ascontiguousarray(y.transpose(0, 3, 1, 2))


# ----------------------------------------------------------------------------------------------
# Conv2D

def _conv_check(op, attrs, x, f, groups=False):
    """The window of a Conv2D; `groups`: the input depth may be a multiple of the filter's
    (grouped convolution, as TF's CPU Conv2D), else they must be equal."""
    if x.dtype != f.dtype:
        check_same_dtype(op, x.dtype, f.dtype, "input", "filter")
    check_dtype(op, x.dtype, _CONV_DTYPES, "input")
    fmt = _data_format(op, attrs)
    if len(x.shape) != 4:
        raise OpError(op, f"input must be 4-D ({fmt}), got shape {tuple(x.shape)}")
    if len(f.shape) != 4:
        raise OpError(op, f"filter must be 4-D (HWIO), got shape {tuple(f.shape)}")
    c = x.shape[3] if fmt == "NHWC" else x.shape[1]
    if c != f.shape[2]:
        if not (groups and f.shape[2] and c % f.shape[2] == 0):
            raise OpError(op, f"input depth must be evenly divisible by filter depth: {c} vs {f.shape[2]}")
        if f.shape[3] % (c // f.shape[2]):
            raise OpError(op, f"output depth must be evenly divisible by number of groups: "
                              f"{f.shape[3]} vs {c // f.shape[2]}")
    win = _window(op, attrs, x.shape, f.shape[0], f.shape[1])
    return win


def _conv2d_md(attrs, x, f):
    win = _conv_check("tf.Conv2D", attrs, x, f, groups=True)
    return MD(x.dtype, win.out_shape(x.shape[0], f.shape[3]))


# Below this input depth, stride-1 convolutions use the row-grid formulation
# (`_conv_grid`): its copies run along image rows instead of along C elements.
_GRID_MAX_DEPTH = 32


# The filter matrix's layout for the im2col matmul (the im2col operand is F-ordered):
# OpenBLAS is faster against an F-ordered filter matrix for narrow outputs, against a
# C-ordered one for wider outputs. Measured side by side (us, one BLAS thread, [784, K] @
# [K, O], C / F): K=10: O=4 1.7/1.4, O=8 3.6/2.1, O=16 3.8/4.9, O=32 6.7/9.3; K=73: O=8
# 8.3/7.0, O=16 14.6/15.0 (13.3/14.6 in a longer run), O=64 62/65; K=145: O=8 19/14.
_FM_F_MAX_O = 8


def _filter_matrix(f, bias):
    """The [KH*KW*C (+1), O] filter matrix of an HWIO filter, with the bias as the last row
    when given; cached per (filter, bias) pair of frozen arrays (`_pack_put`): building it
    is a copy on every call otherwise. F-ordered when O <= _FM_F_MAX_O."""
    kh, kw, c, o = f.shape
    k = kh * kw * c
    if bias is None and o > _FM_F_MAX_O:
        return f.reshape(k, o)              # a view, already the faster layout
    fm = _pack_get("conv", f, bias)
    if fm is not None:
        return fm
    if bias is None and not _frozen(f):
        return f.reshape(k, o)
    rows = k + (bias is not None)
    fm = np.empty((rows, o), f.dtype, order="F" if o <= _FM_F_MAX_O else "C")
    fm[:k] = f.reshape(k, o)
    if bias is not None:
        fm[k] = bias
    return _pack_put("conv", f, bias, fm)


class _GridPlan:
    """Buffers and views of one `_conv_grid` geometry: `interior` the [C, N, H, W] view of
    the channel-major padded input (zero borders written once), `taps` the
    [KH, KW, C, N, OH*P] view of it that is the im2col matrix, `cols` where that is copied
    (a [K, N, OH*P] view of the [K (+1), N*OH*P] buffer whose last row holds the ones of
    the bias), `bands` the views of `cols` to zero after the copy (taps that wrapped around
    a row, see `_conv_grid`), `a` the matmul operand [N*OH*P, K (+1)], `pitch` P."""
    __slots__ = ("interior", "taps", "cols", "bands", "a", "pitch")


def _grid_plan(n, h, w, c, kh, kw, win, dtype, with_bias):
    plans = _thread_plans()
    key = (n, h, w, c, kh, kw, win.pads, win.dilations, dtype, with_bias)
    plan = plans.get(key)
    if plan is not None:
        return plan
    (pt, pb), (pl, pr) = win.pads
    dh, dw = win.dilations
    oh, ow = win.oh, win.ow
    hp = h + pt + pb
    # The row pitch: W (no junk columns) when the output is as wide as the input and the
    # left/right padding at most 1, else the padded width.
    pitch = w if (ow == w and pl <= 1 and pr <= 1) else w + pl + pr
    length = oh * pitch                                # grid positions per image
    span = hp * pitch + max((kw - 1) * dw, pl)         # the last tap reads past the image
    k = kh * kw * c
    xp = np.zeros((c, n, span), dtype)
    cols = np.empty((k + with_bias, n, length), dtype)
    if with_bias:
        cols[k] = 1
    plan = _GridPlan()
    plan.pitch = pitch
    start = pt * pitch + pl
    plan.interior = _ndarray((c, n, h, w), dtype, xp, start * xp.itemsize,
                             (xp.strides[0], xp.strides[1], pitch * xp.itemsize, xp.itemsize))
    # All taps in one view: block (i, j) starts i*dh rows and j*dw columns into the padded
    # image. (`ndarray` over xp's buffer: xp is contiguous; as_strided costs µs.)
    sc, sn, se = xp.strides
    plan.taps = _ndarray((kh, kw, c, n, length), dtype, xp, 0, (dh * pitch * se, dw * se, sc, sn, se))
    plan.cols = cols[:k].reshape(kh, kw, c, n, length)
    bands = []
    if pitch == w:
        # Tap j reads input column ow + j*dw - pl: left of the image it wraps to the end
        # of the previous row, right of it to the start of the next one, where the
        # padded layout has zeros. Those entries are zeroed after the copy instead.
        c6 = cols[:k].reshape(kh, kw, c, n, oh, pitch)
        for j in range(kw):
            lo, hi = pl - j * dw, w + pl - j * dw
            if lo > 0:
                bands.append((j, 0, lo))
            if hi < ow:
                bands.append((j, hi, ow - hi))
        if len(bands) == 2 and bands[0][2] == bands[1][2]:
            # Two bands of one width (3x3 SAME: column 0 of tap 0, column W-1 of tap 2):
            # one view, one call (numpy's per-call cost is most of a band's).
            (j0, s0, wid), (j1, s1, _) = bands
            st = c6.strides
            bands = [_ndarray((2, kh, c, n, oh, wid), dtype, cols, (j0 * st[1] + s0 * st[5]),
                              ((j1 - j0) * st[1] + (s1 - s0) * st[5], st[0], st[2], st[3], st[4], st[5]))]
        else:
            bands = [c6[:, j, :, :, :, s0:s0 + wid] for j, s0, wid in bands]
    plan.bands = tuple(bands)
    plan.a = cols.reshape(-1, n * length).T
    if xp.nbytes + cols.nbytes <= _SCRATCH_MAX_BYTES:
        if len(plans) >= _SCRATCH_MAX_PLANS:
            plans.clear()
        plans[key] = plan
    return plan


def _conv_grid(x, f, win, bias, relu):
    """Stride-1 conv as one matmul over a channel-major im2col on a row grid:
    with the padded input laid out [C, N, Hp*P (+ slack)] (rows of pitch P),
    tap (i, j) of output grid position p (= oh*P + ow) reads element
    p + i*dh*P + j*dw, so each tap's rows of the (transposed) im2col matrix
    are one contiguous slice per channel: KH*KW copies of [C, N, OH*P] with
    runs of OH*P elements, where the NHWC window copy moves runs of C
    elements. With P the padded width Wp, the matmul computes Wp - OW junk
    columns per output row, dropped by a final copy; with P = W (SAME-like
    padding of at most one column per side: 3x3 SAME), there is no junk and
    the matmul's result is the output, but taps reading the left/right
    padding wrap to the neighbouring row: those few im2col entries are zeroed
    (`bands`; on the cnn's 3x3 convs, zeroing costs 2 us where the final copy
    and the wasted matmul rows cost 5). `bias` rides along as a row of ones;
    `relu` is applied in place on the matmul's result. The padded input and
    the im2col matrix are per-thread scratch (`_grid_plan`): only the
    interior, the taps and the bands are rewritten."""
    n, h, w, c = x.shape
    kh, kw, _, o = f.shape
    plan = _grid_plan(n, h, w, c, kh, kw, win, x.dtype, bias is not None)
    _copyto(plan.interior, x.transpose(3, 0, 1, 2))
    _copyto(plan.cols, plan.taps)
    for band in plan.bands:
        band.fill(0)
    fm = _filter_matrix(f, bias)
    y = _dot(plan.a, fm) if fm.dtype in _BLAS_FLOAT else _matmul(plan.a, fm)   # [N*OH*P, O], fresh
    if relu:
        _relu_inplace(y)
    oh, ow = win.oh, win.ow
    if plan.pitch == ow:
        return y.reshape(n, oh, ow, o)
    return np.ascontiguousarray(y.reshape(n, oh, plan.pitch, o)[:, :, :ow])


def conv2d_nhwc(x, f, win, bias=None, relu=False):
    """NHWC conv on numpy arrays (x already in NHWC); returns a fresh NHWC array.
    `bias` (a [O] vector, optional) is added to every output pixel: as an extra
    column of ones in the im2col matrix and an extra row of the filter matrix,
    so the BLAS call adds it (a broadcast add over [N*OH*OW, O] cost as much as
    the whole small matmul). `relu`: max(y, 0) applied too (in the final copy
    where there is one)."""
    n, h, w, c = x.shape
    kh, kw, _, o = f.shape
    oh, ow = win.oh, win.ow
    dt = x.dtype
    if dt in HALF:
        x, f = x.astype(F32), f.astype(F32)
        bias = None if bias is None else bias.astype(F32)
    if win.grid and o > 0:
        y = _conv_grid(x, f, win, bias, relu)
        return y.astype(dt) if y.dtype != dt else y
    if kh == 1 and kw == 1 and win.strides == (1, 1) and not any(win.pads[0] + win.pads[1]):
        y = _matmul(x.reshape(-1, c), f.reshape(c, o))
        if bias is not None:
            y += bias
        y = y.reshape(n, oh, ow, o)
    else:
        xp = _pad_nhwc(x, win.pads)
        k = kh * kw * c
        fm = f.reshape(k, o)
        # The im2col matrix [N*OH*OW, K (+1 for the bias)], written through its
        # [N, OH, OW, KH, KW, C] view (a view: only the row axis and the first K
        # columns are split).
        cols = np.empty((n * oh * ow, k + (bias is not None)), x.dtype)
        cols6 = cols[:, :k].reshape(n, oh, ow, kh, kw, c)
        if c == 1:
            # One strided copy per kernel tap beats the 6-D window copy when C is tiny.
            for i, j, hsl, wsl in _taps(win):
                cols6[:, :, :, i, j, :] = xp[:, hsl, wsl, :]
        else:
            # The [N, OH, OW, KH, KW, C] window view of the padded input, copied once.
            sn, sh, sw, sc = xp.strides
            (ss_h, ss_w), (dh, dw) = win.strides, win.dilations
            np.copyto(cols6, _as_strided(xp, (n, oh, ow, kh, kw, c),
                                         (sn, sh * ss_h, sw * ss_w, sh * dh, sw * dw, sc)))
        if bias is not None:
            cols[:, k] = 1
            fm = _filter_matrix(f, bias)
        y = _matmul(cols, fm).reshape(n, oh, ow, o)
    if relu:
        _relu_inplace(y)
    return y.astype(dt) if y.dtype != dt else y


def _conv_grouped(x, f, win):
    """NHWC convolution in G = C / filter depth groups (Keras `groups`, ConvNeXt's depthwise
    7x7 as a Conv2D): group g's filters [.., C/G, O/G] read input channels g*C/G onward and write
    output channels g*O/G onward. One im2col copy [G, N*OH*OW, KH*KW*C/G], one batched matmul."""
    n, h, w, c = x.shape
    kh, kw, cg, o = f.shape
    g, og = c // cg, o // (c // cg)
    dt = x.dtype
    if dt in HALF:
        x, f = x.astype(F32), f.astype(F32)
    xp = _pad_nhwc(x, win.pads)
    oh, ow = win.oh, win.ow
    sn, sh, sw, sc = xp.strides
    (ss_h, ss_w), (dh, dw) = win.strides, win.dilations
    view = _as_strided(xp, (g, n, oh, ow, kh, kw, cg), (sc * cg, sn, sh * ss_h, sw * ss_w, sh * dh, sw * dw, sc))
    cols = np.ascontiguousarray(view).reshape(g, n * oh * ow, kh * kw * cg)
    fm = f.reshape(kh * kw * cg, g, og).transpose(1, 0, 2)
    y = _matmul(cols, fm).transpose(1, 0, 2).reshape(n, oh, ow, o)
    return y.astype(dt) if y.dtype != dt else np.ascontiguousarray(y)


def _conv2d_fn(attrs, x, f):
    win = _conv_check("tf.Conv2D", attrs, x, f, groups=True)   # cheap; the window is needed anyway
    if f.shape[2] != (x.shape[3] if win.fmt == "NHWC" else x.shape[1]):
        return _from_nhwc(_conv_grouped(_to_nhwc(x, win.fmt), f, win), win.fmt)
    return _from_nhwc(conv2d_nhwc(_to_nhwc(x, win.fmt), f, win), win.fmt)


OPS.add("tf.Conv2D", _conv2d_fn, _conv2d_md)


# ----------------------------------------------------------------------------------------------
# DepthwiseConv2dNative

def _dw_check(attrs, x, f, op="tf.DepthwiseConv2dNative"):
    check_same_dtype(op, x.dtype, f.dtype, "input", "filter")
    check_dtype(op, x.dtype, FLOAT, "input")
    fmt = _data_format(op, attrs)
    if len(x.shape) != 4:
        raise OpError(op, f"input must be 4-D ({fmt}), got shape {tuple(x.shape)}")
    if len(f.shape) != 4:
        raise OpError(op, f"filter must be 4-D [h, w, in, multiplier], got shape {tuple(f.shape)}")
    c = x.shape[3] if fmt == "NHWC" else x.shape[1]
    if c != f.shape[2]:
        raise OpError(op, f"input depth must equal filter in_channels: {c} vs {f.shape[2]}")
    win = _window(op, attrs, x.shape, f.shape[0], f.shape[1])
    if win.dilations != (1, 1):  # TF's CPU kernel (dilated depthwise convs come as SpaceToBatchND)
        raise OpError(op, f"Current kernel implementation does not support dilations, received "
                          f"{list(int_list(op, attrs, 'dilations'))}")
    return win


def _dw_md(attrs, x, f):
    win = _dw_check(attrs, x, f)
    return MD(x.dtype, win.out_shape(x.shape[0], f.shape[2] * f.shape[3]))


def _depthwise_nhwc(x, f, win):
    """The NHWC depthwise convolution of NHWC `x` (f16/bf16 computed and returned in float32):
    one multiply-add over the whole image per kernel tap."""
    if x.dtype in HALF:
        x, f = x.astype(F32), f.astype(F32)
    n, _, _, c = x.shape
    m = f.shape[3]
    xp = _pad_nhwc(x, win.pads)
    y = np.zeros((n, win.oh, win.ow, c, m), x.dtype)
    tmp = np.empty_like(y)
    for i, j, hsl, wsl in _taps(win):
        np.multiply(xp[:, hsl, wsl, :, None], f[i, j], out=tmp)
        y += tmp
    return y.reshape(n, win.oh, win.ow, c * m)


def _dw_fn(attrs, x, f):
    win = _dw_check(attrs, x, f)
    y = _depthwise_nhwc(_to_nhwc(x, win.fmt), f, win)
    if y.dtype != x.dtype:
        y = y.astype(x.dtype)
    return _from_nhwc(y, win.fmt)


OPS.add("tf.DepthwiseConv2dNative", _dw_fn, _dw_md)


# ----------------------------------------------------------------------------------------------
# MaxPool / AvgPool

_POOL_CACHE: dict = {}


def _pool_check(op, attrs, x, allowed):
    """The pooling window (checked); memoised like `_window`."""
    if x.dtype not in allowed:
        check_dtype(op, x.dtype, allowed, "input")
    try:
        if attrs:
            g = attrs.get
            key = (op, x.shape, g("ksize"), g("data_format"), g("strides"), g("dilations"),
                   g("padding"), g("explicit_paddings"))
        else:
            key = (op, x.shape)
        return _POOL_CACHE[key]
    except KeyError:
        pass
    except TypeError:  # an unhashable attribute value: not cached
        return _make_pool_window(op, attrs, x)
    win = _make_pool_window(op, attrs, x)
    if len(_POOL_CACHE) >= 1024:
        _POOL_CACHE.clear()
    _POOL_CACHE[key] = win
    return win


def _make_pool_window(op, attrs, x):
    fmt = _data_format(op, attrs)
    if fmt != "NHWC":
        raise OpError(op, f"Default {op[3:-4]}PoolingOp only supports NHWC on device type CPU")
    kh, kw = _hw(op, fmt, int_list(op, attrs, "ksize", length=4), "ksize")
    win = _window(op, attrs, x.shape, kh, kw, pool=True)
    for (pb, pa), k in zip(win.pads, win.k):
        if max(pb, pa) >= k and _padding(op, attrs) == "EXPLICIT":
            raise OpError(op, f"explicit padding {max(pb, pa)} must be smaller than the window size {k}")
    return win


def _pool_md(op, allowed):
    def md(attrs, x):
        win = _pool_check(op, attrs, x, allowed)
        c = x.shape[3] if win.fmt == "NHWC" else x.shape[1]
        return MD(x.dtype, win.out_shape(x.shape[0], c))
    return md


def _lowest(dt):
    """The lowest finite value: where TF's max pools start (so a window of NaN or -inf
    only gives it)."""
    if dt == BF16:
        return BF16.type(-3.3895314e38)
    if dt.kind == "f":
        return np.finfo(dt).min
    return np.iinfo(dt).min


_POOL_FLAT_MAX_ELEMENTS = 1 << 16


def _pool_flat_plan(n, h, w, c, oh, ow, kh, kw):
    """The geometry of `_max_pool_flat` for an NHWC input: (row length W*C, C, length of the
    rows' max, length of the columns' max, output shape, element strides of the corners,
    {itemsize: byte strides})."""
    rl = w * c
    size = n * h * rl - (kh - 1) * rl
    return (rl, c, size, size - (kw - 1) * c, (n, oh, ow, c), (h * rl, kh * rl, kw * c, 1), {})


def _max_pool_flat(x, k, plan, mx=_maximum):
    """`_max_pool_tiles` for a small C-contiguous NHWC input, on 1-D slices only: numpy's
    contiguous loops are several times cheaper per call than its strided ones (a max
    over two [14, 448] row views of a [28, 448] array costs 2.8 us, over 1-D slices of
    6272 elements 1.15). With xf the flat input and rl = W*C (an image row), the max of
    xf[i*rl:] over i < KH is, at the first row of every window row, the max over its KH
    rows (elsewhere: junk, never read); the same over j*C shifts for the KW columns; one
    strided copy picks the window corners. Computes about KH times too many elements."""
    kh, kw = k
    rl, c, size, size2, shape, strides, by_itemsize = plan
    xf = x.reshape(-1)
    a = xf
    if kh > 1:
        a = mx(xf[:size], xf[rl:rl + size])
        for i in range(2, kh):
            mx(a, xf[i * rl:i * rl + size], out=a)
    if kw > 1:
        b = mx(a[:size2], a[c:c + size2])
        for j in range(2, kw):
            mx(b, a[j * c:j * c + size2], out=b)
        a = b
    s = a.itemsize
    bs = by_itemsize.get(s)
    if bs is None:
        bs = by_itemsize[s] = tuple(e * s for e in strides)
    return _ndarray(shape, a.dtype, a, 0, bs).copy()


def _max_pool_tiles(x, n, oh, ow, kh, kw, c, mx=_maximum):
    """Max pooling over windows that tile the input exactly (stride = window,
    no padding): first over window rows, whose reads are runs of OW*KW*C
    elements, then over the KW columns (the per-tap form reads runs of C)."""
    if x.size <= _POOL_FLAT_MAX_ELEMENTS and x.flags.c_contiguous:
        return _max_pool_flat(x, (kh, kw), _pool_flat_plan(n, x.shape[1], x.shape[2], c, oh, ow, kh, kw), mx)
    v = x.reshape(n * oh, kh, ow * kw * c)
    if kh > 1:
        rows = mx(v[:, 0], v[:, 1])
        for i in range(2, kh):
            mx(rows, v[:, i], out=rows)
    else:
        rows = v[:, 0]
    r = rows.reshape(n * oh, ow, kw, c)
    if kw > 1:
        y = mx(r[:, :, 0], r[:, :, 1])
        for j in range(2, kw):
            mx(y, r[:, :, j], out=y)
    else:
        y = r[:, :, 0]
    return y.reshape(n, oh, ow, c)


_fmax = np.fmax


def _max_pool_fn(attrs, x, op="tf.MaxPool"):
    """TF's CPU max pool (NHWC only): each window's max starts at the dtype's lowest finite
    value and skips NaN (a window of NaN or -inf only gives that lowest value)."""
    win = _pool_check(op, attrs, x, _MAXPOOL_DTYPES)
    dt = x.dtype
    if dt.kind in "iu":
        mx = _maximum
    elif dt == BF16:  # numpy's fmax on bf16 warns on NaN: exact in f32, floored at bf16's lowest
        y = _max_pool_fn(attrs, x.astype(F32), op)
        return _fmax(y, F32.type(_lowest(BF16)), out=y).astype(BF16)
    else:
        mx = _fmax
    if win.flat is not None and x.flags.c_contiguous:
        y = _max_pool_flat(x, win.k, win.flat, mx)
    else:
        n, _, _, c = x.shape
        if n == 0 or c == 0 or win.oh == 0 or win.ow == 0:
            return np.empty(win.nhwc_out(n, c), dt)
        if win.tiles:
            (kh, kw) = win.k
            y = _max_pool_tiles(x, n, win.oh, win.ow, kh, kw, c, mx)
        else:
            xp = _pad_nhwc(x, win.pads, _lowest(dt))
            y = None
            for _, _, hsl, wsl in _taps(win):
                if y is None:
                    y = xp[:, hsl, wsl, :].copy()
                else:
                    mx(y, xp[:, hsl, wsl, :], out=y)
    if mx is _fmax:
        _fmax(y, _lowest(dt), out=y)
    return y


def _avg_pool_fn(attrs, x):
    win = _pool_check("tf.AvgPool", attrs, x, FLOAT)
    x = _to_nhwc(x, win.fmt)
    dt = x.dtype
    if dt in HALF:
        x = x.astype(F32)
    n, h, w, c = x.shape
    xp = _pad_nhwc(x, win.pads)
    y = np.zeros(win.nhwc_out(n, c), x.dtype)
    for _, _, hsl, wsl in _taps(win):
        y += xp[:, hsl, wsl, :]
    # TF divides by the number of *valid* (unpadded) input elements under each window.
    counts = []
    for o, (pb, _), k, s, size in zip((win.oh, win.ow), win.pads, win.k, win.strides, (h, w)):
        start = np.arange(o) * s - pb
        counts.append(np.minimum(start + k, size) - np.maximum(start, 0))
    div = (counts[0][:, None] * counts[1][None, :]).astype(y.dtype)
    y /= div[None, :, :, None]
    if y.dtype != dt:
        y = y.astype(dt)
    return _from_nhwc(y, win.fmt)


OPS.add("tf.MaxPool", _max_pool_fn, _pool_md("tf.MaxPool", _MAXPOOL_DTYPES))
OPS.add("tf.AvgPool", _avg_pool_fn, _pool_md("tf.AvgPool", FLOAT))


# ----------------------------------------------------------------------------------------------
# FusedBatchNormV3

def _bn_check(attrs, x, scale, offset, mean, var):
    op = "tf.FusedBatchNormV3"
    check_dtype(op, x.dtype, {np.dtype(np.float16), BF16, F32}, "x")
    for name, t in (("scale", scale), ("offset", offset), ("mean", mean), ("variance", var)):
        if t.dtype != F32:
            raise OpError(op, f"{name} must be float32, got {dtname(t.dtype)}")
    fmt = _data_format(op, attrs)
    if len(x.shape) != 4:
        raise OpError(op, f"input must be 4-dimensional, got shape {tuple(x.shape)}")
    c = x.shape[3] if fmt == "NHWC" else x.shape[1]
    training = attrs.get("is_training", True) if attrs else True
    for name, t in (("scale", scale), ("offset", offset)) + (() if training else (("mean", mean), ("variance", var))):
        if t.shape != (c,):
            raise OpError(op, f"{name} must be 1-D of size {c} (the channel dimension), got shape {tuple(t.shape)}")
    return fmt, c, training


def _bn_md(attrs, x, scale, offset, mean, var):
    _, c, _ = _bn_check(attrs, x, scale, offset, mean, var)
    v = MD(F32, (c,))
    return (MD(x.dtype, x.shape), v, v, v, v, MD(F32, ()))


def _bn_fn(attrs, x, scale, offset, mean, var):
    fmt, c, training = _bn_check(attrs, x, scale, offset, mean, var)
    eps = float(attrs.get("epsilon", 1e-4)) if attrs else 1e-4
    dt = x.dtype
    xf = _to_nhwc(x, fmt).astype(F32, copy=False)
    if training:
        m = xf.mean(axis=(0, 1, 2), dtype=np.float64)
        v = xf.var(axis=(0, 1, 2), dtype=np.float64)
        count = xf.size // c if c else 0
        unbiased = v * (count / (count - 1)) if count > 1 else np.full_like(v, np.nan)
        factor = float(attrs.get("exponential_avg_factor", 1.0)) if attrs else 1.0
        batch_mean = m.astype(F32)
        batch_var = unbiased.astype(F32)
        if factor != 1.0:
            batch_mean = ((1 - factor) * mean + factor * batch_mean).astype(F32) if mean.size else batch_mean
            batch_var = ((1 - factor) * var + factor * batch_var).astype(F32) if var.size else batch_var
        use_m, use_v = m.astype(F32), v.astype(F32)
        reserve1, reserve2 = use_m.copy(), use_v.copy()
    else:
        use_m, use_v = mean, var
        batch_mean, batch_var = mean.copy(), var.copy()
        reserve1, reserve2 = mean.copy(), var.copy()
    inv = (scale / np.sqrt(use_v + np.float32(eps))).astype(F32)
    shift = (offset - use_m * inv).astype(F32)
    y = xf * inv
    y += shift
    y = _from_nhwc(y.astype(dt, copy=False), fmt)
    return y, batch_mean, batch_var, reserve1, reserve2, np.zeros((), F32)


OPS.add("tf.FusedBatchNormV3", _bn_fn, _bn_md)


# ----------------------------------------------------------------------------------------------
# Fused ops a compiler produces: _FusedMatMul, _FusedConv2D, _FusedDepthwiseConv2dNative

# TF's names in fused_ops; "_MklSwish" is x * sigmoid(x), as TF's oneDNN remapper names it.
_ACTIVATIONS = ("Relu", "Relu6", "Elu", "LeakyRelu", "Tanh", "Sigmoid", "GeluExact", "GeluApproximate",
                "_MklSwish", "HardSwish")


_SPEC_CACHE: dict = {}


def _fused_spec(op, attrs, num_extra):
    """Validate fused_ops / num_args; returns (kind, activation).  Memoised per attribute values."""
    ops = attr(op, attrs, "fused_ops", ())
    try:
        key = (op, tuple(ops), attrs.get("num_args", num_extra), num_extra)
        return _SPEC_CACHE[key]
    except (KeyError, TypeError):
        pass
    spec = _parse_fused_spec(op, attrs, ops, num_extra)
    if len(_SPEC_CACHE) < 256:
        _SPEC_CACHE[key] = spec
    return spec


def _parse_fused_spec(op, attrs, ops, num_extra):
    ops = [o.decode() if isinstance(o, bytes) else str(o) for o in ops]
    num_args = int(attrs.get("num_args", num_extra) if attrs else num_extra)
    if num_args != num_extra:
        raise OpError(op, f"num_args is {num_args} but the op has {num_extra} extra inputs")
    if not ops:
        raise OpError(op, "fused_ops must not be empty")
    head, rest = ops[0], ops[1:]
    if head == "BiasAdd":
        if rest[:1] == ["Add"] and op != "tf._FusedDepthwiseConv2dNative":   # (TF's has no Add)
            head, rest, want = "BiasAdd+Add", rest[1:], 2
        else:
            want = 1
    elif head == "FusedBatchNorm" and op == "tf._FusedConv2D":
        want = 4
    else:
        raise OpError(op, f"unsupported fused_ops {ops}")
    if len(rest) > 1 or (rest and rest[0] not in _ACTIVATIONS):
        raise OpError(op, f"unsupported fused_ops {ops}")
    if num_extra != want:
        raise OpError(op, f"fused_ops {ops} expects {want} extra inputs (num_args), got {num_extra}")
    return head, (rest[0] if rest else None)


def _check_extra(op, kind, channels, dtype, args):
    if kind.startswith("BiasAdd"):
        b = args[0]
        if b.dtype != dtype:
            raise OpError(op, f"bias dtype {dtname(b.dtype)} does not match input dtype {dtname(dtype)}")
        if b.shape != (channels,):
            raise OpError(op, f"bias must be 1-D of size {channels}, got shape {tuple(b.shape)}")
    else:
        for name, t in zip(("scale", "offset", "mean", "variance"), args):
            if t.shape != (channels,):
                raise OpError(op, f"{name} must be 1-D of size {channels}, got shape {tuple(t.shape)}")


def _epilogue(op, attrs, y, kind, act, args, channel_axis=-1, bias_added=False):
    """Apply bias/batch-norm (+ residual add) and the activation to y in place when possible
    (`bias_added`: the bias is in y already)."""
    if kind == "FusedBatchNorm":
        scale, offset, mean, var = (a.astype(np.float64) for a in args)
        eps = float(attrs.get("epsilon", 1e-4)) if attrs else 1e-4
        inv = scale / np.sqrt(var + eps)
        y *= inv.astype(y.dtype)
        y += (offset - mean * inv).astype(y.dtype)
    else:
        if not bias_added:
            y += args[0].astype(y.dtype, copy=False)
        if kind == "BiasAdd+Add":
            y += args[1].astype(y.dtype, copy=False)
    if act is None:
        return y
    if act == "Relu":
        return np.maximum(y, 0, out=y)
    if act == "Relu6":
        return _relu6(None, y)
    if act == "Elu":
        return np.where(y > 0, y, np.expm1(np.minimum(y, 0)))
    if act == "LeakyRelu":
        alpha = float(attrs.get("leakyrelu_alpha", 0.2)) if attrs else 0.2
        return np.where(y > 0, y, y * y.dtype.type(alpha))
    if act == "Tanh":
        return np.tanh(y, out=y)
    if act == "Sigmoid":
        return _sigmoid(y)
    if act == "_MklSwish":
        return np.multiply(y, _sigmoid(y), out=y)
    if act == "HardSwish":  # y * (relu6(y + 3) * 1/6), Keras's order
        t = y + y.dtype.type(3)
        np.clip(t, 0, 6, out=t)
        t *= y.dtype.type(1 / 6)
        return np.multiply(y, t, out=y)
    if act == "GeluApproximate":
        c = np.sqrt(2 / np.pi)
        return 0.5 * y * (1 + np.tanh(c * (y + 0.044715 * y ** 3)))
    if act == "GeluExact":
        return _gelu_exact(y)
    raise OpError(op, f"unsupported activation {act}")  # pragma: no cover


# erfc(z) for z >= 0 is t * exp(-z^2 + P(t)), t = 1 / (1 + z/2), with fractional error below
# 1.2e-7 (Numerical Recipes' Chebyshev fit): P's coefficients, highest power first.
_ERFC_P = (0.17087277, -0.82215223, 1.48851587, -1.13520398, 0.27886807, -0.18628806, 0.09678418,
           0.37409196, 1.00002368, -1.26551223)


def _gelu_exact(y):
    """0.5 * y * erfc(-y / sqrt(2)), the form Keras prints (no cancellation for y < 0): from
    libm for float64, else by `_ERFC_P` in float64 (numpy has no erf; a Python call per
    element costs 0.7 ms per thousand)."""
    y64 = y.astype(np.float64)
    if y.dtype == np.float64:
        import math
        return 0.5 * y64 * np.frompyfunc(math.erfc, 1, 1)(y64 * -0.7071067811865476).astype(np.float64)
    z = np.abs(y64)
    z *= 0.7071067811865476
    t = 0.5 * z
    t += 1
    np.divide(1, t, out=t)
    p = _ERFC_P[0] * t
    for c in _ERFC_P[1:-1]:
        p += c
        p *= t
    p += _ERFC_P[-1]
    z *= z
    p -= z
    np.exp(p, out=p)
    p *= t                                   # erfc(|y| / sqrt 2)
    np.subtract(2, p, out=p, where=y64 >= 0)  # erfc(-y / sqrt 2)
    p *= y64
    p *= 0.5
    return p.astype(y.dtype)


def _fused_matmul_md(attrs, a, b, *args):
    op = "tf._FusedMatMul"
    check_dtype(op, a.dtype, FLOAT, "a")
    md = _matmul_md(attrs, a, b, op)
    kind, _ = _fused_spec(op, attrs, len(args))
    _check_extra(op, kind, md.shape[1], a.dtype, args)
    if kind == "BiasAdd+Add" and broadcast_shape(op, md.shape, args[1].shape) != md.shape:
        raise OpError(op, f"residual input of shape {args[1].shape} does not match output {md.shape}")
    return md


def _fused_matmul_fn(attrs, a, b, *args):
    kind, act = _fused_spec("tf._FusedMatMul", attrs, len(args))
    dt = a.dtype
    if kind == "BiasAdd" and (act is None or act == "Relu") and dt in _BLAS_FLOAT:
        if attrs.get("transpose_a", False):
            a = a.T
        return _bias_add_matmul(a, b, args[0], attrs.get("transpose_b", False), act == "Relu")
    y = _matmul_fn(attrs, a.astype(F32) if dt in HALF else a, b.astype(F32) if dt in HALF else b)
    y = _epilogue("tf._FusedMatMul", attrs, y, kind, act, args)
    return y.astype(dt) if y.dtype != dt else y


def _bias_add_matmul(a, b, bias, transpose_b, relu):
    """The common forms (BiasAdd, BiasAdd+Relu; f32/f64) in line: the metadata function
    checked that the bias has the input's dtype, and a matmul keeps that dtype. The bias as
    [1, N] (numpy's same-rank add: 0.37 us on [1, 128] against 0.59 broadcasting [N])."""
    if transpose_b:
        b = b.T
    elif (a.shape[0] <= _PACK_MAX_M and b.shape[1] <= _PACK_MAX_N and b.shape[0] >= _PACK_MIN_K
            and not b.flags.writeable):
        b = _packed_weight(b)
    y = _dot(a, b)
    y += bias[None]
    return _relu_inplace(y) if relu else y


def _fused_matmul_specialize(attrs, num_inputs):
    """`_fused_matmul_fn` for one kernel's attributes: the BiasAdd(+Relu) float form with its
    fused_ops parsed and its transposes read once (0.4 us a call on the mlp's shapes)."""
    kind, act = _fused_spec("tf._FusedMatMul", attrs, num_inputs - 2)
    if kind != "BiasAdd" or act not in (None, "Relu") or attrs.get("transpose_a", False):
        return _fused_matmul_fn
    transpose_b, relu = attrs.get("transpose_b", False), act == "Relu"

    def bias_add(attrs, a, b, bias):
        if a.dtype not in _BLAS_FLOAT:
            return _fused_matmul_fn(attrs, a, b, bias)
        return _bias_add_matmul(a, b, bias, transpose_b, relu)
    return bias_add


def _fused_conv_md(attrs, x, f, *args):
    op = "tf._FusedConv2D"
    win = _conv_check(op, attrs, x, f)
    check_dtype(op, x.dtype, FLOAT, "input")
    kind, _ = _fused_spec(op, attrs, len(args))
    _check_extra(op, kind, f.shape[3], x.dtype, args)
    out = MD(x.dtype, win.out_shape(x.shape[0], f.shape[3]))
    if kind == "BiasAdd+Add" and args[1].shape != out.shape:
        raise OpError(op, f"residual input of shape {args[1].shape} does not match output {out.shape}")
    return out


def _fused_conv_fn(attrs, x, f, *args):
    op = "tf._FusedConv2D"
    # The metadata function has checked dtypes, ranks and depths; the window
    # (geometry, memoised) is what dispatch needs, and it re-checks that.
    win = _window(op, attrs, x.shape, f.shape[0], f.shape[1])
    kind, act = _fused_spec(op, attrs, len(args))
    dt = x.dtype
    if kind == "BiasAdd" and act == "Relu" and win.grid and win.fmt == "NHWC" and dt in _BLAS_FLOAT \
            and f.shape[3] > 0:
        return _conv_grid(x, f, win, args[0], True)      # conv2d_nhwc's path, in short
    xn = _to_nhwc(x, win.fmt)
    if dt in HALF:
        xn, f = xn.astype(F32), f.astype(F32)
    bias = args[0] if kind != "FusedBatchNorm" else None
    if kind == "BiasAdd" and act == "Relu":    # the whole epilogue in the conv's last pass
        y = conv2d_nhwc(xn, f, win, args[0], relu=True)
    else:
        y = conv2d_nhwc(xn, f, win, bias)  # adds the bias
        if kind == "BiasAdd+Add":
            args = (args[0], _to_nhwc(args[1], win.fmt))
        y = _epilogue(op, attrs, y, kind, act, args, bias_added=bias is not None)
    if y.dtype != dt:
        y = y.astype(dt)
    return _from_nhwc(y, win.fmt)


def _fused_dw_md(attrs, x, f, *args):
    op = "tf._FusedDepthwiseConv2dNative"
    win = _dw_check(attrs, x, f, op)
    kind, _ = _fused_spec(op, attrs, len(args))
    channels = f.shape[2] * f.shape[3]
    _check_extra(op, kind, channels, x.dtype, args)
    return MD(x.dtype, win.out_shape(x.shape[0], channels))


def _fused_dw_fn(attrs, x, f, *args):
    op = "tf._FusedDepthwiseConv2dNative"
    win = _dw_check(attrs, x, f, op)
    kind, act = _fused_spec(op, attrs, len(args))
    y = _epilogue(op, attrs, _depthwise_nhwc(_to_nhwc(x, win.fmt), f, win), kind, act, args)
    if y.dtype != x.dtype:
        y = y.astype(x.dtype)
    return _from_nhwc(y, win.fmt)


OPS.add("tf._FusedMatMul", _fused_matmul_fn, _fused_matmul_md, specialize=_fused_matmul_specialize)
OPS.add("tf._FusedConv2D", _fused_conv_fn, _fused_conv_md)
OPS.add("tf._FusedDepthwiseConv2dNative", _fused_dw_fn, _fused_dw_md)


# ----------------------------------------------------------------------------------------------
# _MklLayerNorm: Keras's LayerNormalization (over the last axis) as one op, named after TF
# grappler remapper's oneDNN fusion of the same graph

_LAYER_NORM = "tf._MklLayerNorm"
_LAYER_NORM_DTYPES = (F32, BF16, F16)   # the op def's order (float, bfloat16, half)
# C -> a read-only [C] vector of 1/C: the row means as one BLAS gemv (1.2 us on [65, 192]
# against 4.5 for np.add.reduce over the rows). Bounded, cleared when full.
_MEAN_WEIGHTS: dict = {}


def _layer_norm_epsilon(attrs):
    eps = attrs.get("epsilon", 0.001) if attrs else 0.001
    try:
        return float(eps)
    except (TypeError, ValueError):
        raise OpError(_LAYER_NORM, f"epsilon must be a float, got {eps!r}") from None


def _layer_norm_md(attrs, x, scale, offset):
    op = _LAYER_NORM
    check_type_attr(op, "T", x.dtype, _LAYER_NORM_DTYPES)
    if not x.shape:
        raise OpError(op, "x must be at least 1-D, got a scalar")
    c = x.shape[-1]
    for name, t in (("scale", scale), ("offset", offset)):
        if t.dtype != x.dtype:
            raise OpError(op, f"{name} dtype {dtname(t.dtype)} does not match x dtype {dtname(x.dtype)}")
        if t.shape != (c,):
            raise OpError(op, f"{name} must be 1-D of size {c} (x's last dimension), got shape {tuple(t.shape)}")
    _layer_norm_epsilon(attrs)
    return MD(x.dtype, x.shape)


def _mean_weights(c):
    w = _MEAN_WEIGHTS.get(c)
    if w is None:
        if len(_MEAN_WEIGHTS) >= 64:
            _MEAN_WEIGHTS.clear()
        w = np.full(c, 1.0 / c, F32)
        w.flags.writeable = False
        _MEAN_WEIGHTS[c] = w
    return w


def _layer_norm(x, scale, offset, eps):
    """(x - mean) / sqrt(var + eps) * scale + offset over the last axis, in float32 (half
    types rounded once): the row means (one gemv), the centered rows (a fresh array, changed
    in place from then on), their mean squares (one batched dot), then one pass each for
    1/std, scale and offset. Folding scale into 1/std would make an [R, C] product: a pass
    more (24 against 30 us on [1, 65, 192])."""
    dt = x.dtype
    if x.size == 0:
        return np.empty(x.shape, dt)
    c = x.shape[-1]
    rows = x.reshape(-1, c)
    if dt != F32:
        rows = rows.astype(F32)
        scale, offset = scale.astype(F32), offset.astype(F32)
    mean = _dot(rows, _mean_weights(c))
    d = np.subtract(rows, mean[:, None], out=rows if dt != F32 else None)
    var = _matmul(d[:, None, :], d[:, :, None]).reshape(-1, 1)
    var *= np.float32(1.0 / c)
    var += np.float32(eps)
    np.sqrt(var, out=var)
    np.divide(1, var, out=var)
    d *= var
    d *= scale
    d += offset
    d = d.reshape(x.shape)
    return d if dt == F32 else d.astype(dt)


def _layer_norm_fn(attrs, x, scale, offset):
    return _layer_norm(x, scale, offset, _layer_norm_epsilon(attrs))


def _layer_norm_specialize(attrs, num_inputs):
    """`_layer_norm_fn` with epsilon read once."""
    eps = _layer_norm_epsilon(attrs)

    def layer_norm(attrs, x, scale, offset):
        return _layer_norm(x, scale, offset, eps)
    return layer_norm


OPS.add(_LAYER_NORM, _layer_norm_fn, _layer_norm_md, specialize=_layer_norm_specialize)


# ----------------------------------------------------------------------------------------------
# More of TF's nn kernels: transposed convolution, 3-D convolution and pooling, V1/V2 batch norm,
# LRN, patches, argmax and value-operand pools, morphological dilation

def _as_attrs(attrs, **over):
    d = dict(attrs) if attrs else {}
    d.update(over)
    return d


def _input_sizes(op, sizes, f_shape, dy_shape, fmt):
    """Conv2DBackpropInput's input_sizes: 4 values, or the 2 spatial ones (batch and depth
    from out_backprop and filter)."""
    from ._common import index_value
    v = index_value(op, sizes, "input_sizes", 1)
    if v.dtype != np.int32:
        raise OpError(op, f"input_sizes must be int32, got {dtname(v.dtype)}")
    if v.shape[0] == 2 and len(dy_shape) == 4:
        h, w = (int(i) for i in v)
        n = dy_shape[0]
        return (n, h, w, f_shape[2]) if fmt == "NHWC" else (n, f_shape[2], h, w)
    if v.shape[0] != 4:
        raise OpError(op, f"input_sizes must be 4-dimensional, got: {v.shape[0]}")
    if (v < 0).any():
        raise OpError(op, f"input_sizes must be non-negative, got {v.tolist()}")
    return tuple(int(i) for i in v)


def _conv_bp_input_check(attrs, sizes, f, dy):
    op = "tf.Conv2DBackpropInput"
    check_same_dtype(op, f.dtype, dy.dtype, "filter", "out_backprop")
    check_dtype(op, f.dtype, _CONV_DTYPES, "filter")
    fmt = _data_format(op, attrs)
    # NCHW and dilations are computed (TF's graphs run them with oneDNN: Keras's Conv2DTranspose
    # with channels_first or dilation_rate), though TF's eager reference kernel rejects them.
    if len(f.shape) != 4:
        raise OpError(op, f"filter must be 4-dimensional, got shape {tuple(f.shape)}")
    if len(dy.shape) != 4:
        raise OpError(op, f"out_backprop must be 4-dimensional, got shape {tuple(dy.shape)}")
    x_shape = _input_sizes(op, sizes, f.shape, dy.shape, fmt)
    c = x_shape[3] if fmt == "NHWC" else x_shape[1]
    if c != f.shape[2]:
        raise OpError(op, f"input and filter must have the same depth: {c} vs {f.shape[2]}")
    win = _window(op, attrs, x_shape, f.shape[0], f.shape[1])
    want = win.out_shape(x_shape[0], f.shape[3])
    if tuple(dy.shape) != want:
        raise OpError(op, f"out_backprop has shape {list(dy.shape)}, but the convolution of input_sizes "
                          f"{list(x_shape)} gives {list(want)}")
    return win, x_shape


def _conv_bp_input_vmd(attrs, sizes, f, dy):
    _, x_shape = _conv_bp_input_check(attrs, sizes, f, dy)
    return MD(f.dtype, x_shape)


def _conv_bp_input_fn(attrs, sizes, f, dy):
    """The gradient of Conv2D with respect to its input (a transposed convolution): one matmul
    of out_backprop against the filter matrix gives every tap's contribution [N,OH,OW,KH,KW,C],
    added into the padded input tap by tap, then the padding is cropped."""
    win, x_shape = _conv_bp_input_check(attrs, sizes, f, dy)
    dt = f.dtype
    dy = _to_nhwc(dy, win.fmt)
    if dt in HALF:
        f, dy = f.astype(F32), dy.astype(F32)
    n, oh, ow, o = dy.shape
    kh, kw, c, _ = f.shape
    h, w = (x_shape[1], x_shape[2]) if win.fmt == "NHWC" else (x_shape[2], x_shape[3])
    (pt, pb), (pl, pr) = win.pads
    contrib = _matmul(dy.reshape(-1, o), f.reshape(-1, o).T).reshape(n, oh, ow, kh, kw, c)
    xp = np.zeros((n, h + pt + pb, w + pl + pr, c), dy.dtype)
    for i, j, hsl, wsl in _taps(win):
        xp[:, hsl, wsl, :] += contrib[:, :, :, i, j, :]
    dx = xp[:, pt:pt + h, pl:pl + w]
    return _from_nhwc(np.ascontiguousarray(dx.astype(dt, copy=False)), win.fmt)


OPS.add("tf.Conv2DBackpropInput", _conv_bp_input_fn, vmd=_conv_bp_input_vmd, vops=(0,))


# 3-D: NDHWC natively; NCDHW (Keras's channels_first Conv3D and Conv3DTranspose), which TF's
# graphs run with oneDNN though its eager CPU kernels refuse it, as NDHWC between transposes.
# SAME/VALID. Attributes and shapes are in data_format order; checks and messages are TF's.

def _format3(op, attrs):
    fmt = attrs.get("data_format", "NDHWC") if attrs else "NDHWC"
    if isinstance(fmt, bytes):
        fmt = fmt.decode()
    if fmt not in ("NDHWC", "NCDHW"):
        raise OpError(op, f"Invalid data format: {fmt}")
    return fmt


def _ndhwc(v, fmt):
    """5 values (a shape or an attribute) in data_format order, in NDHWC order."""
    return tuple(v) if fmt == "NDHWC" else (v[0], v[2], v[3], v[4], v[1])


def _dilations3(op, attrs, fmt):
    """A 3-D op's `dilations` in NDHWC order, with TF's checks of their count and of the
    batch and depth entries."""
    dil = int_list(op, attrs, "dilations", (1,) * 5)
    if len(dil) != 5:
        raise OpError(op, "Dilation rates field must specify 5 dimensions")
    dil = _ndhwc(dil, fmt)
    if dil[0] != 1 or dil[4] != 1:
        raise OpError(op, "Current implementation does not yet support dilation rates in the batch and depth "
                          "dimensions.")
    return dil


def _to_ndhwc(x, fmt):
    return x if fmt == "NDHWC" else x.transpose(0, 2, 3, 4, 1)


def _from_ndhwc(y, fmt):
    return y if fmt == "NDHWC" else np.ascontiguousarray(y.transpose(0, 4, 1, 2, 3))


def _window3(op, attrs, x_shape, filter_dhw=None):
    """The geometry of Conv3D (given its filter's spatial sizes) or of a 3-D pool (its window
    the `ksize` attribute), checked in the order TF's kernels check it: NDHWC
    (outputs, pads, strides, window) and the data format."""
    pool = filter_dhw is None
    fmt = _format3(op, attrs)
    strides = int_list(op, attrs, "strides")
    if pool:
        k = int_list(op, attrs, "ksize")
        if len(k) != 5:
            raise OpError(op, "Sliding window ksize field must specify 5 dimensions")
        if len(strides) != 5:
            raise OpError(op, "Sliding window stride field must specify 5 dimensions")
        k, strides = _ndhwc(k, fmt), _ndhwc(strides, fmt)
        if k[0] != 1 or strides[0] != 1:
            raise OpError(op, "Pooling is not yet supported on the batch dimension.")
        if k[4] != 1 or strides[4] != 1:
            raise OpError(op, "Pooling is not yet supported on the depth dimension.")
        if len(x_shape) != 5:
            raise OpError(op, "tensor_in must be 5-dimensional")
        if min(k) < 1:
            raise OpError(op, f"Sliding window ksize field must have non-negative dimensions, got {list(k)}")
        if min(strides) < 1:
            raise OpError(op, f"Stride must be > 0, but got {min(strides)}")
        ks = k[1:4]
    else:
        if len(strides) != 5:
            raise OpError(op, "Sliding window strides field must specify 5 dimensions")
        strides = _ndhwc(strides, fmt)
        if strides[0] != 1 or strides[4] != 1:
            raise OpError(op, "Current implementation does not yet support strides in the batch and depth dimensions.")
        if min(strides) < 1:
            raise OpError(op, "Spatial strides should be larger than 0.")
        dil = _dilations3(op, attrs, fmt)
        if min(dil) < 1:
            raise OpError(op, "Dilated rates should be larger than 0.")
        if any(d != 1 for d in dil):
            raise OpError(op, f"CPU implementation of Conv3D currently only supports dilated rates of 1, got {list(dil)}")
        if len(x_shape) != 5:
            raise OpError(op, "input must be 5-dimensional")
        ks = tuple(filter_dhw)
    padding = _padding(op, attrs, allow_explicit=False)
    outs, pads = [], []
    for size, kk, s in zip(_ndhwc(x_shape, fmt)[1:4], ks, strides[1:4]):
        o, pb, pa = _out_size(op, size, kk, s, 1, padding, None)
        outs.append(o)
        pads.append((pb, pa))
    return tuple(outs), tuple(pads), tuple(strides[1:4]), tuple(ks), fmt


def _windows3(x, outs, pads, strides, ks, value=0):
    """The [N, OD, OH, OW, KD, KH, KW, C] window view of the padded NDHWC input (and the padded input)."""
    xp = np.pad(x, ((0, 0),) + pads + ((0, 0),), constant_values=value) if any(p for pr in pads for p in pr) else x
    sn, sd, sh, sw, sc = xp.strides
    shape = (x.shape[0],) + outs + ks + (x.shape[4],)
    st = (sn, sd * strides[0], sh * strides[1], sw * strides[2], sd, sh, sw, sc)
    return _as_strided(xp, shape, st, writeable=False)


def _conv3d_check(attrs, x, f):
    op = "tf.Conv3D"
    check_same_dtype(op, x.dtype, f.dtype, "input", "filter")
    check_dtype(op, x.dtype, FLOAT, "input")
    if len(f.shape) != 5:
        raise OpError(op, f"filter must be 5-dimensional, got shape {tuple(f.shape)}")
    win = _window3(op, attrs, x.shape, f.shape[:3])
    c = _ndhwc(x.shape, win[4])[4]
    if c != f.shape[3]:
        raise OpError(op, f"input and filter must have the same depth: {c} vs {f.shape[3]}")
    return win


def _conv3d_md(attrs, x, f):
    outs, fmt = _conv3d_check(attrs, x, f)[::4]
    return MD(x.dtype, (x.shape[0], *outs, f.shape[4]) if fmt == "NDHWC" else (x.shape[0], f.shape[4], *outs))


def _conv3d_fn(attrs, x, f):
    outs, pads, strides, ks, fmt = _conv3d_check(attrs, x, f)
    dt = x.dtype
    x = _to_ndhwc(x, fmt)
    if dt in HALF:
        x, f = x.astype(F32), f.astype(F32)
    o = f.shape[4]
    cols = _windows3(x, outs, pads, strides, ks).reshape(-1, f.size // max(o, 1)) if o else None
    y = _matmul(cols, f.reshape(-1, o)) if o else np.zeros((0,), x.dtype)
    return _from_ndhwc(y.reshape((x.shape[0],) + outs + (o,)).astype(dt, copy=False), fmt)


OPS.add("tf.Conv3D", _conv3d_fn, _conv3d_md)


# Conv3DBackpropInputV2: Conv3D's gradient with respect to its input (Keras Conv3DTranspose).
# TF's CPU kernel: NDHWC only, no dilations, SAME/VALID; `input_sizes` int32 or int64, 5 values.
# NCDHW and dilations are computed (TF's graphs run them with oneDNN: Conv3DTranspose with
# channels_first or dilation_rate), though TF's eager reference kernel rejects them.

def _conv3d_bp_input_check(attrs, sizes, f, dy):
    """(input shape in data_format order, NDHWC input shape, pads, strides, dilations, format)."""
    op = "tf.Conv3DBackpropInputV2"
    check_same_dtype(op, f.dtype, dy.dtype, "filter", "out_backprop")
    check_type_attr(op, "T", f.dtype, (F16, BF16, F32, F64))
    fmt = _format3(op, attrs)
    dil = _dilations3(op, attrs, fmt)
    if min(dil) < 1:
        raise OpError(op, f"Dilated rates should be larger than 0, got {list(dil)}")
    strides = int_list(op, attrs, "strides")
    if len(strides) != 5:
        raise OpError(op, "Sliding window strides field must specify 5 dimensions")
    strides = _ndhwc(strides, fmt)
    if strides[0] != 1 or strides[4] != 1:
        raise OpError(op, "Current implementation does not yet support strides in the batch and depth dimensions.")
    if min(strides) < 1:
        raise OpError(op, f"Stride must be > 0, but got {min(strides)}")
    padding = _padding(op, attrs, allow_explicit=False)
    check_type_attr(op, "Tshape", sizes.dtype, (np.dtype(np.int32), np.dtype(np.int64)))
    if len(sizes.shape) != 1:
        raise OpError(op, f"shape must be a vector of {{int32,int64}}, got shape {list(sizes.shape)}")
    x_shape = tuple(int(i) for i in sizes)
    for d in x_shape:
        if d < 0:
            raise OpError(op, f"Dimension {d} must be >= 0")
    if len(x_shape) != 5:
        raise OpError(op, "input tensor must have 5 dimensions")
    if len(f.shape) != 5:
        raise OpError(op, "filter_sizes tensor must have 5 dimensions")
    if len(dy.shape) != 5:
        raise OpError(op, "out_backprop tensor must have 5 dimensions")
    xs, dys = _ndhwc(x_shape, fmt), _ndhwc(dy.shape, fmt)
    if xs[4] != f.shape[3]:
        raise OpError(op, f"input and filter_sizes must have the same number of channels. Got {xs[4]} for "
                          f"input and {f.shape[3]} for filter_sizes")
    if dys[4] != f.shape[4]:
        raise OpError(op, f"out_backprop and filter_sizes must have the same number of channels. Got "
                          f"{dys[4]} for out_backprop and {f.shape[4]} for filter_sizes")
    if xs[0] != dys[0]:
        raise OpError(op, f"Conv3DBackpropInputOp: input and out_backprop must have the same batch size. Input "
                          f"batch: {xs[0]}, outbackprop batch: {dys[0]}, batch_dim: 0")
    first = 1 if fmt == "NDHWC" else 2  # the index of D in data_format (TF's message names it)
    pads = []
    for i in range(3):
        o, pb, pa = _out_size(op, xs[1 + i], f.shape[i], strides[1 + i], dil[1 + i], padding, None)
        if o != dys[1 + i]:
            raise OpError(op, f"Conv3DBackpropInputOp: Size of out_backprop doesn't match computed: actual = "
                              f"{dys[1 + i]}, computed = {o} spatial_dim: {first + i} input: {xs[1 + i]} "
                              f"filter: {f.shape[i]} output: {dys[1 + i]} stride: {strides[1 + i]} dilation: {dil[1 + i]}")
        pads.append((pb, pa))
    if f.shape[3] == 0:
        raise OpError(op, "Conv3DBackpropInputOp: filter depth must be strictly greated than zero")
    return x_shape, xs, tuple(pads), tuple(strides[1:4]), tuple(dil[1:4]), fmt


def _conv3d_bp_input_vmd(attrs, sizes, f, dy):
    return MD(f.dtype, _conv3d_bp_input_check(attrs, sizes, f, dy)[0])


def _conv3d_bp_input_fn(attrs, sizes, f, dy):
    """As Conv2DBackpropInput: one matmul of out_backprop against the filter matrix gives every
    tap's contribution [N,OD,OH,OW,KD,KH,KW,C], added into the padded input tap by tap, then the
    padding is cropped."""
    x_shape, xs, pads, strides, (dd, dh, dw), fmt = _conv3d_bp_input_check(attrs, sizes, f, dy)
    dt = f.dtype
    if dy.size == 0 or f.size == 0:  # nothing flows back: zeros (also for an output depth of 0)
        return np.zeros(x_shape, dt)
    dy = _to_ndhwc(dy, fmt)
    if dt in HALF:
        f, dy = f.astype(F32), dy.astype(F32)
    n, od, oh, ow, o = dy.shape
    kd, kh, kw, c, _ = f.shape
    contrib = _matmul(dy.reshape(-1, o), f.reshape(-1, o).T).reshape(n, od, oh, ow, kd, kh, kw, c)
    padded = tuple(size + pb + pa for size, (pb, pa) in zip(xs[1:4], pads))
    xp = np.zeros((n,) + padded + (c,), dy.dtype)
    spans = [(out - 1) * s + 1 for out, s in zip((od, oh, ow), strides)]
    for a in range(kd):
        for b in range(kh):
            for e in range(kw):
                d0, h0, w0 = a * dd, b * dh, e * dw  # the tap's offset, dilated
                xp[:, d0:d0 + spans[0]:strides[0], h0:h0 + spans[1]:strides[1], w0:w0 + spans[2]:strides[2], :] += \
                    contrib[:, :, :, :, a, b, e, :]
    (d0, _), (h0, _), (w0, _) = pads
    dx = xp[:, d0:d0 + xs[1], h0:h0 + xs[2], w0:w0 + xs[3]]
    return _from_ndhwc(np.ascontiguousarray(dx.astype(dt, copy=False)), fmt)


OPS.add("tf.Conv3DBackpropInputV2", _conv3d_bp_input_fn, vmd=_conv3d_bp_input_vmd, vops=(0,))

_POOL3_DTYPES = frozenset([F32, BF16])


def _pool3_check(op, attrs, x):
    check_dtype(op, x.dtype, _POOL3_DTYPES, "input")
    return _window3(op, attrs, x.shape)


def _pool3_md(op):
    def md(attrs, x):
        outs, fmt = _pool3_check(op, attrs, x)[::4]
        n, c = x.shape[0], _ndhwc(x.shape, fmt)[4]
        return MD(x.dtype, (n, *outs, c) if fmt == "NDHWC" else (n, c, *outs))
    return md


def _max_pool3d_fn(attrs, x):
    """Eigen's cuboid max: acc = x if not x < acc, over the window in (d, h, w) order from the
    lowest finite value (padding reads as that value). So NaN is kept until a later element
    replaces it: the result is the max of the elements after the window's last NaN (NaN if
    that is the last), unlike the 2-D kernel, which skips NaN."""
    outs, pads, strides, ks, fmt = _pool3_check("tf.MaxPool3D", attrs, x)
    x = _to_ndhwc(x, fmt)
    shape = (x.shape[0],) + outs + (x.shape[4],)
    if not all(outs) or not x.shape[0] or not x.shape[4]:
        return _from_ndhwc(np.empty(shape, x.dtype), fmt)
    low = F32.type(_lowest(x.dtype))
    v = _windows3(x.astype(F32), outs, pads, strides, ks, low)
    acc = np.full(shape, low, F32)
    for i in range(ks[0]):
        for j in range(ks[1]):
            for k in range(ks[2]):
                t = v[:, :, :, :, i, j, k]
                np.copyto(acc, t, where=~(t < acc))
    return _from_ndhwc(acc.astype(x.dtype, copy=False), fmt)


def _avg_pool3d_fn(attrs, x):
    """Divides by the number of valid (unpadded) elements, as the 2-D AvgPool."""
    outs, pads, strides, ks, fmt = _pool3_check("tf.AvgPool3D", attrs, x)
    # Contiguous NDHWC float32 (a transposed view sums slowly); no copy when it is already.
    xf = np.ascontiguousarray(_to_ndhwc(x, fmt), dtype=F32)
    y = _windows3(xf, outs, pads, strides, ks).sum(axis=(4, 5, 6), dtype=F32)
    counts = []
    for o, (pb, _), k, s, size in zip(outs, pads, ks, strides, xf.shape[1:4]):
        start = np.arange(o) * s - pb
        counts.append(np.minimum(start + k, size) - np.maximum(start, 0))
    div = counts[0][:, None, None] * counts[1][None, :, None] * counts[2][None, None, :]
    with np.errstate(invalid="ignore", divide="ignore"):
        y = y / div[None, :, :, :, None].astype(F32)
    return _from_ndhwc(y.astype(x.dtype, copy=False), fmt)


OPS.add("tf.MaxPool3D", _max_pool3d_fn, _pool3_md("tf.MaxPool3D"))
OPS.add("tf.AvgPool3D", _avg_pool3d_fn, _pool3_md("tf.AvgPool3D"))


# FusedBatchNorm (V1: float32 only) and V2 (U = float32 statistics): V3 without reserve_space_3.

def _bn_versions(op, dtypes):
    def check(x, rest):
        check_dtype(op, x.dtype, dtypes, "x")
        for t in rest:
            if t.dtype != F32:
                raise OpError(op, f"scale, offset, mean and variance must be float32, got {dtname(t.dtype)}")

    def md(attrs, x, *rest):
        check(x, rest)
        try:
            return _bn_md(attrs, x, *rest)[:5]
        except OpError as e:
            raise OpError(op, str(e).split(": ", 1)[1]) from None

    def fn(attrs, x, *rest):
        check(x, rest)
        try:
            return _bn_fn(attrs, x, *rest)[:5]
        except OpError as e:
            raise OpError(op, str(e).split(": ", 1)[1]) from None
    return fn, md


OPS.add("tf.FusedBatchNorm", *_bn_versions("tf.FusedBatchNorm", {F32}))
OPS.add("tf.FusedBatchNormV2", *_bn_versions("tf.FusedBatchNormV2", {np.dtype(np.float16), BF16, F32}))


# BiasAddV1: BiasAdd with the channel last, every numeric type.

def _bias_add_v1_md(attrs, x, bias):
    try:
        return _bias_add_md({}, x, bias)
    except OpError as e:
        raise OpError("tf.BiasAddV1", str(e).split(": ", 1)[1]) from None


OPS.add("tf.BiasAddV1", lambda attrs, x, bias: np.add(x, bias), _bias_add_v1_md)


# LRN: x / (bias + alpha * sum of squares over the depth_radius neighbours in depth) ** beta.

_LRN_DTYPES = frozenset([F32, np.dtype(np.float16)])


def _lrn_md(attrs, x):
    op = "tf.LRN"
    check_dtype(op, x.dtype, _LRN_DTYPES, "input")
    if len(x.shape) != 4:
        raise OpError(op, f"input must be 4-dimensional, got shape {tuple(x.shape)}")
    r = int(attr(op, attrs, "depth_radius", 5))
    if r < 0:
        raise OpError(op, f"depth_radius = {r} must be non-negative")
    return MD(x.dtype, x.shape)


def _lrn_fn(attrs, x):
    _lrn_md(attrs, x)
    r = int(attrs.get("depth_radius", 5)) if attrs else 5
    bias = float(attrs.get("bias", 1.0)) if attrs else 1.0
    alpha = float(attrs.get("alpha", 1.0)) if attrs else 1.0
    beta = float(attrs.get("beta", 0.5)) if attrs else 0.5
    xf = x.astype(F32)
    c = x.shape[3]
    # Windowed sums of squares along depth: differences of a zero-prefixed cumulative sum.
    cs = np.concatenate([np.zeros(x.shape[:3] + (1,), np.float64), np.cumsum(np.square(xf, dtype=np.float64), axis=3)],
                        axis=3)
    lo = np.maximum(np.arange(c) - r, 0)
    hi = np.minimum(np.arange(c) + r + 1, c)
    sq = (cs[..., hi] - cs[..., lo]).astype(F32)
    y = xf * np.power(F32.type(bias) + F32.type(alpha) * sq, F32.type(-beta))
    return y.astype(x.dtype, copy=False)


OPS.add("tf.LRN", _lrn_fn, _lrn_md)


# ExtractImagePatches: [N, OH, OW, KH*KW*C] (taps in row-major order, then depth); zero padding.

_PATCH_DTYPES = FLOAT | SIGNED | COMPLEX | frozenset(np.dtype(t) for t in (np.uint8, np.uint16, np.uint32, np.uint64))


def _patches_check(attrs, x):
    op = "tf.ExtractImagePatches"
    check_dtype(op, x.dtype, _PATCH_DTYPES, "images")
    if len(x.shape) != 4:
        raise OpError(op, f"input must be 4-dimensional, got shape {tuple(x.shape)}")
    k = int_list(op, attrs, "ksizes", length=4)
    kh, kw = _hw(op, "NHWC", k, "ksizes")
    a = _as_attrs(attrs, dilations=list(int_list(op, attrs, "rates", length=4)))
    a.pop("data_format", None)
    if a.get("padding") in ("EXPLICIT", b"EXPLICIT"):
        raise OpError(op, "unsupported padding 'EXPLICIT'")
    return _make_window(op, a, x.shape, kh, kw, False)


def _patches_md(attrs, x):
    win = _patches_check(attrs, x)
    kh, kw = win.k
    return MD(x.dtype, (x.shape[0], win.oh, win.ow, kh * kw * x.shape[3]))


def _patches_fn(attrs, x):
    win = _patches_check(attrs, x)
    n, _, _, c = x.shape
    (kh, kw), (sh, sw), (dh, dw) = win.k, win.strides, win.dilations
    xp = _pad_nhwc(x, win.pads)
    s = xp.strides
    v = _as_strided(xp, (n, win.oh, win.ow, kh, kw, c), (s[0], s[1] * sh, s[2] * sw, s[1] * dh, s[2] * dw, s[3]),
                    writeable=False)
    return np.ascontiguousarray(v).reshape(n, win.oh, win.ow, kh * kw * c)


OPS.add("tf.ExtractImagePatches", _patches_fn, _patches_md)


# MaxPoolV2: MaxPool with ksize and strides as (value) operands.

def _pool_v2_attrs(op, attrs, ksize, strides):
    from ._common import index_value
    k = index_value(op, ksize, "ksize", 1) if isinstance(ksize, np.ndarray) else None
    s = index_value(op, strides, "strides", 1) if isinstance(strides, np.ndarray) else None
    if k is None or s is None:
        raise OpError(op, "ksize and strides must be known")
    if k.shape != (4,) or s.shape != (4,):
        raise OpError(op, f"Sliding window ksize and strides fields must specify 4 dimensions, got {k.tolist()} "
                          f"and {s.tolist()}")
    return _as_attrs(attrs, ksize=tuple(int(i) for i in k), strides=tuple(int(i) for i in s))


def _max_pool_v2_vmd(attrs, x, ksize, strides):
    a = _pool_v2_attrs("tf.MaxPoolV2", attrs, ksize, strides)
    return _pool_md("tf.MaxPoolV2", _MAXPOOL_DTYPES)(a, x)


def _max_pool_v2_fn(attrs, x, ksize, strides):
    return _max_pool_fn(_pool_v2_attrs("tf.MaxPoolV2", attrs, ksize, strides), x, "tf.MaxPoolV2")


OPS.add("tf.MaxPoolV2", _max_pool_v2_fn, vmd=_max_pool_v2_vmd, vops=(1, 2))


# MaxPoolWithArgmax: the max and its flat index ((b*H + y)*W + x)*C + c (b only with
# include_batch_in_index); the first maximum in row-major window order; NaN skipped.

def _argmax_pool_check(attrs, x):
    op = "tf.MaxPoolWithArgmax"
    check_dtype(op, x.dtype, _PATCH_DTYPES - COMPLEX, "input")
    targ = type_attr(op, attrs, "Targmax", np.dtype(np.int64))
    if targ not in (np.dtype(np.int32), np.dtype(np.int64)):
        raise OpError(op, f"Targmax must be int32 or int64, got {dtname(targ)}")
    a = _as_attrs(attrs)
    a.pop("data_format", None)
    if a.get("padding") in ("EXPLICIT", b"EXPLICIT"):
        raise OpError(op, "unsupported padding 'EXPLICIT'")
    kh, kw = _hw(op, "NHWC", int_list(op, attrs, "ksize", length=4), "ksize")
    return _window(op, a, x.shape, kh, kw, pool=True), targ


def _argmax_pool_md(attrs, x):
    win, targ = _argmax_pool_check(attrs, x)
    shape = win.nhwc_out(x.shape[0], x.shape[3])
    return MD(x.dtype, shape), MD(targ, shape)


def _argmax_pool_fn(attrs, x):
    win, targ = _argmax_pool_check(attrs, x)
    n, h, w, c = x.shape
    batch = bool(attrs.get("include_batch_in_index", False)) if attrs else False
    flat = np.arange(x.size, dtype=np.int64).reshape(x.shape)
    if not batch:
        flat = flat % (h * w * c)
    (pt, pb), (pl, pr) = win.pads
    xp = np.full((n, h + pt + pb, w + pl + pr, c), np.nan if x.dtype.kind == "f" else 0,
                 F32 if x.dtype in HALF else x.dtype)
    xp[:, pt:pt + h, pl:pl + w] = x
    ip = np.full(xp.shape, -1, np.int64)
    ip[:, pt:pt + h, pl:pl + w] = flat
    valid = np.zeros(xp.shape[1:3], bool)
    valid[pt:pt + h, pl:pl + w] = True
    shape = win.nhwc_out(n, c)
    y = np.full(shape, _lowest(x.dtype), xp.dtype)
    arg = np.full(shape, -1, np.int64)
    for _, _, hsl, wsl in _taps(win):
        v = xp[:, hsl, wsl, :]
        # TF's rule: the window's first element, then any greater one (a NaN first stays).
        better = (v > y) | ((arg < 0) & valid[hsl, wsl][None, :, :, None])
        np.copyto(y, v, where=better)
        np.copyto(arg, ip[:, hsl, wsl, :], where=better)
    return y.astype(x.dtype, copy=False), arg.astype(targ)


OPS.add("tf.MaxPoolWithArgmax", _argmax_pool_fn, _argmax_pool_md)


# Dilation2D (grayscale morphological dilation): max over taps of input + filter[tap];
# padded positions never count.

def _dilation_check(attrs, x, f):
    op = "tf.Dilation2D"
    check_same_dtype(op, x.dtype, f.dtype, "input", "filter")
    check_dtype(op, x.dtype, _MAXPOOL_DTYPES | {np.dtype(np.uint32), np.dtype(np.uint64)}, "input")
    if len(x.shape) != 4:
        raise OpError(op, f"input must be 4-dimensional, got shape {tuple(x.shape)}")
    if len(f.shape) != 3:
        raise OpError(op, f"filter must be 3-dimensional, got shape {tuple(f.shape)}")
    if f.shape[2] != x.shape[3]:
        raise OpError(op, f"input and filter must have the same depth: {x.shape[3]} vs {f.shape[2]}")
    a = _as_attrs(attrs, dilations=list(int_list(op, attrs, "rates", length=4)))
    if a.get("padding") in ("EXPLICIT", b"EXPLICIT"):
        raise OpError(op, "unsupported padding 'EXPLICIT'")
    return _make_window(op, a, x.shape, f.shape[0], f.shape[1], False)


def _dilation_md(attrs, x, f):
    win = _dilation_check(attrs, x, f)
    return MD(x.dtype, win.nhwc_out(x.shape[0], x.shape[3]))


def _dilation_fn(attrs, x, f):
    win = _dilation_check(attrs, x, f)
    n, h, w, c = x.shape
    dt = x.dtype
    wide = F32 if dt in HALF else dt
    xp = _pad_nhwc(x.astype(wide, copy=False), win.pads)
    (pt, pb), (pl, pr) = win.pads
    valid = np.zeros(xp.shape[1:3], bool)
    valid[pt:pt + h, pl:pl + w] = True
    y = np.full(win.nhwc_out(n, c), _lowest(dt), wide)
    fw = f.astype(wide, copy=False)
    with np.errstate(over="ignore", invalid="ignore"):
        for i, j, hsl, wsl in _taps(win):
            v = xp[:, hsl, wsl, :] + fw[i, j]
            np.copyto(y, v, where=(v > y) & valid[hsl, wsl][None, :, :, None])
    return y.astype(dt, copy=False)


OPS.add("tf.Dilation2D", _dilation_fn, _dilation_md)


# ----------------------------------------------------------------------------------------------
# SoftmaxCrossEntropyWithLogits, SparseSoftmaxCrossEntropyWithLogits (TF's xent_op kernels):
# loss = logsumexp(logits) - sum(labels * logits) per row, computed from the row-max-shifted
# logits; backprop = softmax - labels. Half types in float32, rounded once.

_XENT = FLOAT


def _xent_md(attrs, features, labels):
    op = "tf.SoftmaxCrossEntropyWithLogits"
    check_type_attr(op, "T", features.dtype, _XENT)
    if labels.dtype != features.dtype:
        raise OpError(op, f"cannot compute SoftmaxCrossEntropyWithLogits as input #1(zero-based) was expected "
                          f"to be a {dtname(features.dtype)} tensor but is a {dtname(labels.dtype)} tensor")
    try:
        shape = broadcast_shape(op, tuple(features.shape), tuple(labels.shape))
    except OpError:
        raise OpError(op, f"logits and labels must be broadcastable: logits_size=[{','.join(map(str, features.shape))}]"
                          f" labels_size=[{','.join(map(str, labels.shape))}]") from None
    if len(shape) != 2 or len(features.shape) > 2 or len(labels.shape) > 2:
        raise OpError(op, "logits and labels must be either 2-dimensional, or broadcasted to be 2-dimensional")
    return MD(features.dtype, shape[:1]), MD(features.dtype, shape)


def _xent_rows(x, labels):
    dt = x.dtype
    x = to_f32(x)
    labels = to_f32(labels)
    with np.errstate(all="ignore"):
        shifted = x - x.max(axis=1, keepdims=True)
        e = np.exp(shifted)
        s = e.sum(axis=1, keepdims=True)
        loss = (labels * (np.log(s) - shifted)).sum(axis=1)
        backprop = e / s - labels
    return loss.astype(dt), backprop.astype(dt)


def _xent(attrs, features, labels):
    _, bp = _xent_md(attrs, features, labels)
    return _xent_rows(np.broadcast_to(features, bp.shape), np.broadcast_to(labels, bp.shape))


def _sparse_xent_md(attrs, features, labels):
    op = "tf.SparseSoftmaxCrossEntropyWithLogits"
    check_type_attr(op, "T", features.dtype, _XENT)
    check_type_attr(op, "Tlabels", labels.dtype, INDEX)
    if len(features.shape) != 2:
        raise OpError(op, f"logits must be 2-D, but got shape [{','.join(map(str, features.shape))}]")
    if len(labels.shape) != 1:
        raise OpError(op, f"labels must be 1-D, but got shape [{','.join(map(str, labels.shape))}]")
    if features.shape[0] != labels.shape[0]:
        raise OpError(op, f"logits and labels must have the same first dimension, got logits shape "
                          f"[{','.join(map(str, features.shape))}] and labels shape [{labels.shape[0]}]")
    if features.shape[1] == 0 and labels.shape[0] > 0:
        raise OpError(op, f"Must have at least one class, but got logits shape "
                          f"[{','.join(map(str, features.shape))}]")
    return MD(features.dtype, features.shape[:1]), MD(features.dtype, features.shape)


def _sparse_xent(attrs, features, labels):
    op = "tf.SparseSoftmaxCrossEntropyWithLogits"
    _sparse_xent_md(attrs, features, labels)
    n, c = features.shape
    bad = (labels < 0) | (labels >= c)
    if bad.any():
        i = int(np.argmax(bad))
        raise OpError(op, f"Received a label value of {int(labels[i])} which is outside the valid range of [0, {c}).  "
                          f"Label values: {' '.join(str(int(v)) for v in labels)}")
    onehot = np.zeros((n, c), F32 if features.dtype in HALF else features.dtype)
    onehot[np.arange(n), labels.astype(np.int64)] = 1
    return _xent_rows(features, onehot)


OPS.add("tf.SoftmaxCrossEntropyWithLogits", _xent, _xent_md)
OPS.add("tf.SparseSoftmaxCrossEntropyWithLogits", _sparse_xent, _sparse_xent_md)
