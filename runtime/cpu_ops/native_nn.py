"""oneDNN dispatch for the NN ops (docs/native.md), with nn_ops.py's numpy kernels as the
fallback and the reference.

`install(registry)` wraps the dispatch function of Conv2D, DepthwiseConv2dNative,
Conv2DBackpropInput, MatMul, BatchMatMulV2, MaxPool, AvgPool, `_FusedConv2D`,
`_FusedDepthwiseConv2dNative`, `_FusedMatMul`, `_KerasLSTM`, `_KerasGRU`, `_KerasSimpleRNN`, `_MklLayerNorm` and ResizeBilinear (half-pixel
centers): float32 inputs run on a oneDNN primitive, anything else (another dtype, an empty
tensor, a geometry or attribute oneDNN rejects) on the numpy kernel. Metadata functions are
the numpy ops' modules': they check everything first, as before.

A `_Kernel` is one op with fixed attributes (what `specialize_fn` prepares once per bound BEF
kernel; eager calls share one per attribute set). It keeps primitives by input shapes,
bounded. Weights that can never change (`nn_ops._frozen`: a BEF file's constants) are
reordered into the primitive's layout once, by the primitive made for those very arrays;
other weights are reordered on every call. A oneDNN error while running is the op's
`OpError`.
"""

from __future__ import annotations

import threading
import weakref

import numpy as np

from . import nn_ops, rnn_ops
from ._common import FLOAT
from .errors import OpError

__all__ = ["install", "NATIVE_OPS"]

_F32 = np.dtype(np.float32)
_sum_reduce = np.add.reduce
_MAX_PRIMS = 16      # primitives per kernel (shapes x frozen weight sets); cleared when full
_MAX_KERNELS = 512   # kernels of the unspecialised (eager) path, by attributes
_UNSUPPORTED = object()
# Which 2-D products are OpenBLAS's (numpy's kernel) rather than oneDNN's, by the CPU's ISA.
# AVX2 (oneDNN 3.2's AVX2 gemm): below 2^22 multiply-adds OpenBLAS's call cost less than
# oneDNN's then ~8 us ([1,784]@[784,128]+Relu 10.9 us numpy against 20.6 native;
# [32,784]@[784,128] 99.6 against 94.1), and from 512 output columns its gemm is faster
# (oneDNN / OpenBLAS: [64,256]@[256,1024] 1.70, [128,768]@[768,3072] 1.86, [16,512]@[512,512]
# 1.07, [64,1024]@[1024,256] 0.99). AVX-512 (brgemm, weights prepacked, kept arguments): oneDNN
# is as fast on tiny products and faster from [4,128]@[128,128] up, one thread, us:
# [64,256]@[256,1024] 173 against 270, [128,768]@[768,3072] 3364 / 4748, [16,512]@[512,512]
# 55 / 111, [32,128]@[128,128] 6.8 / 10.1; only one row times a matrix (a memory-bound gemv)
# stays OpenBLAS's, whatever its width (16 weight matrices in a row, us, oneDNN / OpenBLAS:
# [1,429]@[429,429] 49.9 / 35.5, [1,256]@[256,256] 16.4 / 14.1, [1,1024]@[1024,256] 54.7 /
# 49.6, [1,1280]@[1280,1000] 297 / 228).
_BLAS_LIMITS_AVX2 = (1 << 22, 512, False)   # (min multiply-adds, min N, gemv only)
_BLAS_LIMITS_AVX512 = (1 << 14, 1, True)
_AVX512_CORE = 0x27  # dnnl_cpu_isa_avx512_core's bits
_blas_limits = None


def _blas_rule():
    """(min multiply-adds, min output columns, whether the columns rule is for one row only)."""
    global _blas_limits
    if _blas_limits is None:
        avx512 = (_dnnl().isa() & _AVX512_CORE) == _AVX512_CORE
        _blas_limits = _BLAS_LIMITS_AVX512 if avx512 else _BLAS_LIMITS_AVX2
    return _blas_limits
# Epilogues numpy does as fast as oneDNN (its tanh is slow on AVX2). A product computed by
# OpenBLAS (small or wide, above) with another activation gets it from oneDNN, in place:
# faster than numpy's passes over the result (one thread, [16,128]@[128,512], native /
# numpy: GeluExact 0.46, GeluApproximate 0.29, Elu 0.32, Swish 0.69, Sigmoid 0.72; Tanh 1.23).
_CHEAP_EPILOGUES = ("", "Relu", "Relu6", "Tanh")


def _contig(a):
    return a if a.flags.c_contiguous else np.ascontiguousarray(a)


def _str(v):
    return v.decode() if isinstance(v, bytes) else v


class _Prim:
    """A primitive, and for frozen weights the arrays it was prepared from (weakly)."""
    __slots__ = ("prim", "refs")

    def __init__(self, prim, refs):
        self.prim = prim
        self.refs = refs

    def holds(self, arrays):
        refs = self.refs
        return len(refs) == len(arrays) and all(r() is a for r, a in zip(refs, arrays))


class _Kernel:
    """One op with fixed attributes. Subclasses define `_build(x, w, residual)` (a
    primitive, or ValueError/RuntimeError when oneDNN cannot do it), `_weights(w, extra)`
    (the weight and bias arrays the primitive takes) and `__call__`."""

    # Whether a primitive of oneDNN's reference implementation ("ref:...": plain loops, found
    # for none of the bench models but possible for an odd geometry) is left to numpy.
    slow_ref = True

    def __init__(self, op, fallback):
        self.op = op
        self.fallback = fallback
        self.prims: dict = {}
        self.lock = threading.Lock()

    def _prim(self, x, w, extra, residual):
        """The primitive for these operands, (prim, prepared), or None (unsupported)."""
        # oneDNN plans a primitive for the thread count in force: one per count.
        sig = (x.shape, w.shape, None if residual is None else residual.shape, _dnnl().num_threads())
        fkey = sig + (id(w),) + tuple(map(id, extra))
        e = self.prims.get(fkey)
        if e is not None and e.holds((w,) + extra):
            return e.prim, True
        frozen = nn_ops._frozen(w) and all(nn_ops._frozen(a) for a in extra)
        key = fkey if frozen else sig
        e = self.prims.get(sig)
        if e is _UNSUPPORTED:
            return None
        if not frozen and e is not None:
            return e.prim, False
        try:
            prim = self._build(x, w, residual)
            if self.slow_ref and prim.impl.startswith("ref"):
                prim = None  # oneDNN's reference loops: numpy's kernel (BLAS) is far faster
            elif frozen:
                prim.prepare(*self._weights(w, extra))
        except (ValueError, RuntimeError):   # oneDNN cannot do it: numpy's kernel
            prim = None
        with self.lock:
            if len(self.prims) >= _MAX_PRIMS:
                self.prims.clear()
            if prim is None:
                self.prims[sig] = _UNSUPPORTED
                return None
            refs = tuple(weakref.ref(a) for a in (w,) + extra) if frozen else ()
            self.prims[key] = _Prim(prim, refs)
        return prim, frozen

    def _keep(self, key, prim):
        """Remembers `prim` (or _UNSUPPORTED) under `key`; the table is cleared when full."""
        with self.lock:
            if len(self.prims) >= _MAX_PRIMS:
                self.prims.clear()
            self.prims[key] = prim
        return prim

    def _run(self, call, *args):
        try:
            return call(*args)
        except RuntimeError as e:  # a oneDNN failure at run time is this op's error
            raise OpError(self.op, str(e)) from None


# ----------------------------------------------------------------------------------------------
# Convolutions: Conv2D, DepthwiseConv2dNative, _FusedConv2D, _FusedDepthwiseConv2dNative

class _ConvKernel(_Kernel):
    def __init__(self, op, attrs, num_inputs, fallback):
        super().__init__(op, fallback)
        self.attrs = attrs
        self.depthwise = op in ("tf.DepthwiseConv2dNative", "tf._FusedDepthwiseConv2dNative")
        self.kind, self.act, self.alpha = None, "", 0.0
        if op.startswith("tf._Fused"):
            self.kind, act = nn_ops._fused_spec(op, attrs, num_inputs - 2)
            self.act = act or ""
            self.alpha = float(attrs.get("leakyrelu_alpha", 0.2))
            self.eps = float(attrs.get("epsilon", 1e-4))
        # The extra operands that are weights (prepared with the filter), and the residual.
        self.nweights = {None: 0, "BiasAdd": 1, "BiasAdd+Add": 1, "FusedBatchNorm": 4}[self.kind]
        self.memo = None

    def _build(self, x, f, residual):
        win = nn_ops._window(self.op, self.attrs, x.shape, f.shape[0], f.shape[1])
        n, h, w, c = x.shape if win.fmt == "NHWC" else (x.shape[0], x.shape[2], x.shape[3], x.shape[1])
        kh, kw, fi, fo = f.shape
        if self.depthwise:
            groups, fshape = c, (kh, kw, 1, fi * fo)
        else:
            groups, fshape = (c // fi if fi else 0), (kh, kw, fi, fo)
        out = (n, win.oh, win.ow, fshape[3])
        if 0 in x.shape or 0 in f.shape or 0 in out or groups < 1:
            raise ValueError("empty")
        (pt, pb), (pl, pr) = win.pads
        prim = _dnnl().Conv(
            [n, h, w, c], list(fshape), groups, list(win.strides), list(win.dilations), [pt, pl], [pb, pr],
            self.kind is not None, None if residual is None else list(out), self.act, self.alpha, True)
        if tuple(prim.out_shape) != out:
            raise ValueError("output shape")
        return prim

    def _weights(self, f, extra):
        """(filter as oneDNN takes it, bias or None)."""
        if self.kind == "FusedBatchNorm":   # folded: conv(x, f * inv) + (offset - mean * inv)
            scale, offset, mean, var = (a.astype(np.float64) for a in extra[:4])
            inv = scale / np.sqrt(var + self.eps)
            f = (f * inv).astype(_F32)
            return f, (offset - mean * inv).astype(_F32)
        if self.depthwise:
            kh, kw, c, m = f.shape
            f = f.reshape(kh, kw, 1, c * m)
        return _contig(f), (_contig(extra[0]) if self.kind is not None else None)

    def _memo_hit(self, x, f, extra):
        """The last prepared call (`memo`) if it had these very weights and an input of x's
        shape and dtype, under the thread count in force; else None."""
        memo = self.memo
        if memo is not None and f is memo[1] and x.shape == memo[0] and x.dtype == _F32 \
                and len(extra) == memo[5] and tuple(map(id, extra[:self.nweights])) == memo[2] \
                and _dnnl().num_threads() == memo[6]:
            return memo
        return None

    def direct(self, attrs, arrays):
        """For an op run's trace (core_runtime/op_runs.py): the primitive of the last prepared
        call, if it was on these very arrays (x, filter, weights..., residual): (function,
        argument positions, what it was planned for: the thread count) with the weights
        prepared in it. None otherwise."""
        memo = self._memo_hit(arrays[0], arrays[1], arrays[2:])
        if memo is None:
            return None
        return memo[3], (0, None, None, len(arrays) - 1 if memo[4] else None), _dnnl().num_threads

    def __call__(self, attrs, x, f, *extra):
        # The common call, again: the same constant weights on an input of the same shape
        # (the last prepared call, its weights held so that their ids stay theirs; a
        # residual is a fresh array each call).
        memo = self._memo_hit(x, f, extra)
        if memo is not None and x.flags.c_contiguous:
            try:
                return memo[3](x, None, None, extra[-1] if memo[4] else None)
            except (RuntimeError, ValueError, TypeError):
                pass  # a residual's layout or dtype: the full path says why
        if x.dtype != _F32 or f.dtype != _F32 or any(a.dtype != _F32 for a in extra):
            return self.fallback(attrs, x, f, *extra)
        nw = self.nweights
        weights, residual = extra[:nw], (extra[nw] if len(extra) > nw else None)
        got = self._prim(x, f, weights, residual)
        if got is None:
            return self.fallback(attrs, x, f, *extra)
        prim, prepared = got
        nchw = self.attrs.get("data_format", "NHWC") in ("NCHW", b"NCHW")
        xn = _contig(x.transpose(0, 2, 3, 1) if nchw else x)
        if residual is not None:
            residual = _contig(residual.transpose(0, 2, 3, 1) if nchw else residual)
        if prepared:
            y = self._run(prim, xn, None, None, residual)
            if not nchw and (residual is None or residual is extra[nw]):
                self.memo = (x.shape, f, tuple(map(id, weights)), prim, residual is not None, len(extra),
                             _dnnl().num_threads(), weights)
        else:
            w, b = self._weights(f, weights)
            y = self._run(prim, xn, w, b, residual)
        return np.ascontiguousarray(y.transpose(0, 3, 1, 2)) if nchw else y


# ----------------------------------------------------------------------------------------------
# Conv2DBackpropInput (Keras's Conv2DTranspose)

class _DeconvKernel(_Kernel):
    """oneDNN's deconvolution (NHWC float32): a primitive per (out_backprop, filter, result)
    shape, the filter prepared into it once when it is a constant. The checks, and every
    other case (NCHW, other dtypes, empty tensors), are nn_ops's."""

    def __init__(self, op, attrs, num_inputs, fallback):
        super().__init__(op, fallback)
        self.attrs = attrs

    def _entry(self, sizes, f, dy):
        """The cached primitive for these operands (_Prim), or None (numpy's kernel)."""
        if f.dtype != _F32 or dy.dtype != _F32:
            return None
        try:
            win, x_shape = nn_ops._conv_bp_input_check(self.attrs, sizes, f, dy)
        except OpError:
            return None  # numpy's kernel reports it
        if win.fmt != "NHWC" or 0 in dy.shape or 0 in f.shape or 0 in x_shape:
            return None
        frozen = nn_ops._frozen(f)
        key = (dy.shape, f.shape, x_shape, _dnnl().num_threads(), id(f) if frozen else None)
        e = self.prims.get(key)
        if e is not None and (e is _UNSUPPORTED or e.holds((f,) if frozen else ())):
            return None if e is _UNSUPPORTED else e
        (pt, pb), (pl, pr) = win.pads
        try:
            prim = _dnnl().Deconv(list(dy.shape), list(f.shape), list(x_shape), list(win.strides),
                                  list(win.dilations), [pt, pl], [pb, pr], True)
            if tuple(prim.out_shape) != tuple(x_shape):
                raise ValueError("output shape")
            if frozen:
                prim.prepare(_contig(f), None)
            e = _Prim(prim, (weakref.ref(f),) if frozen else ())
        except (ValueError, RuntimeError):
            e = _UNSUPPORTED
        self._keep(key, e)
        return None if e is _UNSUPPORTED else e

    def direct(self, attrs, arrays):
        """For an op run's trace: the primitive prepared with this constant filter."""
        sizes, f, dy = arrays
        e = self._entry(sizes, f, dy)
        if e is None or not e.refs:
            return None
        return e.prim, (2, None, None, None), _dnnl().num_threads

    def __call__(self, attrs, sizes, f, dy):
        e = self._entry(sizes, f, dy)
        if e is None:
            return self.fallback(attrs, sizes, f, dy)
        if e.refs:
            return self._run(e.prim, _contig(dy), None, None, None)
        return self._run(e.prim, _contig(dy), _contig(f), None, None)


# ----------------------------------------------------------------------------------------------
# MatMul, BatchMatMulV2, _FusedMatMul

class _MatMulKernel(_Kernel):
    def __init__(self, op, attrs, num_inputs, fallback):
        super().__init__(op, fallback)
        self.kind, self.act, self.alpha = None, "", 0.0
        if op.startswith("tf.BatchMatMul"):
            self.ta, self.tb = bool(attrs.get("adj_x", False)), bool(attrs.get("adj_y", False))
        else:
            self.ta, self.tb = bool(attrs.get("transpose_a", False)), bool(attrs.get("transpose_b", False))
        self.batched = op.startswith("tf.BatchMatMul")
        if op == "tf._FusedMatMul":
            self.kind, act = nn_ops._fused_spec(op, attrs, num_inputs - 2)
            self.act = act or ""
            self.alpha = float(attrs.get("leakyrelu_alpha", 0.2))
        self.numpy_epilogue = self.act in _CHEAP_EPILOGUES
        if not self.numpy_epilogue:
            # For a BLAS product: numpy's kernel without the activation, then oneDNN's.
            self.pre_attrs = dict(attrs, fused_ops=list(attrs["fused_ops"])[:-1])
            self.pre = nn_ops._fused_matmul_specialize(self.pre_attrs, num_inputs)
        self.nweights = 0 if self.kind is None else 1
        self.n_axis = -2 if self.tb else -1   # b's axis of N

    def _build(self, a, b, residual):
        if 0 in a.shape or 0 in b.shape or (a.ndim != 2 and not self.op.startswith("tf.BatchMatMul")):
            raise ValueError("empty")
        return _dnnl().MatMul(list(a.shape), list(b.shape), self.ta, self.tb, self.kind is not None,
                              None if residual is None else list(residual.shape), self.act, self.alpha, True)

    def _weights(self, b, extra):
        return _contig(b), (_contig(extra[0]) if self.kind is not None else None)

    def __call__(self, attrs, a, b, *extra):
        blas = self._blas(a, b)
        if blas and self.numpy_epilogue:   # first: the mlp's small matmuls pay little here
            return self.fallback(attrs, a, b, *extra)
        if a.dtype != _F32 or b.dtype != _F32:
            return self.fallback(attrs, a, b, *extra)
        for e in extra:
            if e.dtype != _F32:
                return self.fallback(attrs, a, b, *extra)
        if blas:
            return self._activate(self.pre(self.pre_attrs, a, b, *extra), attrs, a, b, extra)
        nw = self.nweights
        weights, residual = extra[:nw], (extra[nw] if len(extra) > nw else None)
        got = self._prim(a, b, weights, residual)
        if got is None:
            return self.fallback(attrs, a, b, *extra)
        prim, prepared = got
        a = _contig(a)
        if residual is not None:
            residual = _contig(residual)
        if prepared:
            return self._run(prim, a, None, None, residual)
        w, bias = self._weights(b, weights)
        return self._run(prim, a, w, bias, residual)


    def _blas(self, a, b):
        """Whether OpenBLAS computes this product (numpy's kernel; `_blas_rule`)."""
        if self.batched:
            return False
        n = b.shape[self.n_axis]
        min_macs, min_n, gemv_only = _blas_limits or _blas_rule()
        return a.size * n < min_macs or n >= min_n and (
            not gemv_only or a.size == a.shape[-2 if self.ta else -1])

    def direct(self, attrs, arrays):
        """For an op run's trace: the primitive prepared with these very weights, if these
        arrays run on oneDNN (see _ConvKernel.direct)."""
        a, b, extra = arrays[0], arrays[1], arrays[2:]
        if self._blas(a, b) or any(v.dtype != _F32 for v in arrays):
            return None
        nw = self.nweights
        residual = extra[nw] if len(extra) > nw else None
        got = self._prim(a, b, extra[:nw], residual)
        if got is None or not got[1]:
            return None
        return got[0], (0, None, None, None if residual is None else len(arrays) - 1), _dnnl().num_threads

    def _activate(self, y, attrs, a, b, extra):
        """The activation applied to `y` (numpy's fresh product) in place by oneDNN."""
        if y.dtype != _F32 or not (y.flags.c_contiguous and y.flags.writeable) or y.size == 0:
            return self.fallback(attrs, a, b, *extra)
        key = ("eltwise", y.size, _dnnl().num_threads())
        prim = self.prims.get(key)
        if prim is None:
            try:
                prim = _dnnl().Eltwise(y.size, self.act, self.alpha)
            except (ValueError, RuntimeError):
                prim = _UNSUPPORTED
            with self.lock:
                if len(self.prims) >= _MAX_PRIMS:
                    self.prims.clear()
                self.prims[key] = prim
        if prim is _UNSUPPORTED:
            return self.fallback(attrs, a, b, *extra)
        self._run(prim, y)
        return y


# ----------------------------------------------------------------------------------------------
# MaxPool, AvgPool

class _PoolKernel(_Kernel):
    def __init__(self, op, attrs, num_inputs, fallback):
        super().__init__(op, fallback)
        self.attrs = attrs
        self.max = op == "tf.MaxPool"

    def __call__(self, attrs, x):
        if x.dtype != _F32:
            return self.fallback(attrs, x)
        key = (x.shape, _dnnl().num_threads())
        e = self.prims.get(key)
        if e is None:
            e = self._make(x, key)
        if e is _UNSUPPORTED:
            return self.fallback(attrs, x)
        nchw = self.attrs.get("data_format", "NHWC") in ("NCHW", b"NCHW")
        if nchw:
            y = self._run(e, _contig(x.transpose(0, 2, 3, 1)))
            return np.ascontiguousarray(y.transpose(0, 3, 1, 2))
        return self._run(e, _contig(x))

    def direct(self, attrs, arrays):
        """For an op run's trace: this shape's primitive (NHWC float32; see
        _ConvKernel.direct)."""
        (x,) = arrays
        e = self.prims.get((x.shape, _dnnl().num_threads()))
        if e is None or e is _UNSUPPORTED or x.dtype != _F32 \
                or self.attrs.get("data_format", "NHWC") in ("NCHW", b"NCHW"):
            return None
        return e, (0,), _dnnl().num_threads

    def _make(self, x, key):
        win = nn_ops._pool_check(self.op, self.attrs, x, FLOAT)
        n, h, w, c = x.shape if win.fmt == "NHWC" else (x.shape[0], x.shape[2], x.shape[3], x.shape[1])
        (pt, pb), (pl, pr) = win.pads
        out = (n, win.oh, win.ow, c)
        try:
            if 0 in x.shape or 0 in out:
                raise ValueError("empty")
            prim = _dnnl().Pool([n, h, w, c], self.max, list(win.k), list(win.strides), [pt, pl], [pb, pr])
            if tuple(prim.out_shape) != out:
                raise ValueError("output shape")
        except (ValueError, RuntimeError):
            prim = _UNSUPPORTED
        return self._keep(key, prim)


# ----------------------------------------------------------------------------------------------
# ResizeBilinear with half-pixel centers (Keras's UpSampling2D("bilinear"), tf.image.resize)

class _ResizeKernel(_Kernel):
    """oneDNN's linear resampling is TF's half-pixel bilinear resize: one pass over the
    result, where numpy's kernel makes ten ([32,64,64,32] -> 128x128: 33 against 133 ms).
    Other modes (align_corners, the legacy corners) and dtypes stay numpy's."""

    def __init__(self, op, attrs, num_inputs, fallback):
        super().__init__(op, fallback)
        self.native = bool(attrs.get("half_pixel_centers", False)) and not attrs.get("align_corners", False)

    def __call__(self, attrs, images, size):
        if not self.native or images.dtype != _F32 or images.ndim != 4 or size.shape != (2,) \
                or size.dtype != np.int32:
            return self.fallback(attrs, images, size)
        oh, ow = int(size[0]), int(size[1])
        key = (images.shape, oh, ow, _dnnl().num_threads())
        e = self.prims.get(key)
        if e is None:
            try:
                if 0 in images.shape or oh < 1 or ow < 1:
                    raise ValueError("empty")
                e = _dnnl().Resample(list(images.shape), oh, ow)
            except (ValueError, RuntimeError):
                e = _UNSUPPORTED
            self._keep(key, e)
        if e is _UNSUPPORTED:
            return self.fallback(attrs, images, size)
        return self._run(e, _contig(images))


# ----------------------------------------------------------------------------------------------
# Einsum: one batched matmul on strided views (Keras's attention, BTNH,BSNH->BNTS)

def _row_major_strides(shape):
    strides, step = [], 1
    for d in reversed(shape):
        strides.append(step)
        step *= d
    return strides[::-1]


class _EinsumKernel(_Kernel):
    """A float32 two-operand equation that is one batched product, its row, column and
    contracted labels each consecutive where they appear (Keras's attention BTNH,BSNH->BNTS,
    its projections abc,cde->abde and abcd,cde->abe), on oneDNN's matmul reading the operands
    and writing the result through strides (linalg_ops's numpy plan transposes them into
    copies first). Everything else, and every error, is numpy's."""

    def __init__(self, op, attrs, num_inputs, fallback):
        super().__init__(op, fallback)
        self.equation = _str(attrs.get("equation", "")).replace(" ", "") if num_inputs == 2 else ""

    def __call__(self, attrs, *xs):
        if len(xs) != 2 or xs[0].dtype != _F32 or xs[1].dtype != _F32:
            return self.fallback(attrs, *xs)
        a, b = xs
        key = (a.shape, b.shape, _dnnl().num_threads())
        prim = self.prims.get(key)
        if prim is None:
            prim = self._keep(key, self._build(a.shape, b.shape))
        if prim is _UNSUPPORTED:
            return self.fallback(attrs, *xs)
        try:
            return prim(_contig(a), _contig(b))
        except RuntimeError:
            # oneDNN 3.2's gemm:jit fallback (brgemm declines some K = 1 views) makes the
            # primitive and then cannot run it: numpy's from now on.
            self._keep(key, _UNSUPPORTED)
            return self.fallback(attrs, *xs)

    def _build(self, sa, sb):
        eq = self.equation
        if eq.count("->") != 1 or "." in eq or eq.count(",") != 1:
            return _UNSUPPORTED
        lhs, out = eq.split("->")
        ta, tb = lhs.split(",")
        if len(ta) != len(sa) or len(tb) != len(sb) or not (ta + tb + out).isalpha() \
                or any(len(set(t)) != len(t) for t in (ta, tb, out)):
            return _UNSUPPORTED
        dims = dict(zip(ta, sa))
        if any(dims.setdefault(c, d) != d for c, d in zip(tb, sb)) or not set(out) <= set(dims) \
                or not all(c in out or c in tb for c in ta) or not all(c in out or c in ta for c in tb):
            return _UNSUPPORTED  # (summed out of one operand, a size mismatch: numpy's)
        batch = [c for c in out if c in ta and c in tb]
        left = [c for c in out if c in ta and c not in tb]
        right = [c for c in out if c in tb and c not in ta]
        contracted = [c for c in ta if c in tb and c not in out]
        so = [dims[c] for c in out]
        strides = {t: dict(zip(t, _row_major_strides(s))) for t, s in ((ta, sa), (tb, sb), (out, so))}

        def merged(term, labels):
            """A group of labels as one dim of `term`: (size, stride), or None when they are not
            consecutive there in the group's order."""
            if not labels:
                return 1, 1
            first = term.index(labels[0])
            if term[first:first + len(labels)] != "".join(labels):
                return None
            return int(np.prod([dims[c] for c in labels])), strides[term][labels[-1]]

        def view(term, rows, cols):
            r, c = merged(term, rows), merged(term, cols)
            if r is None or c is None:
                return None
            st = strides[term]
            return [dims[l] for l in batch] + [r[0], c[0]], [st[l] for l in batch] + [r[1], c[1]]

        # A result that holds b's labels before a's (`ij,kj->ki`, attention's `bkhd,bqhd->bhqk`)
        # is the product's transpose: b's rows times a's columns writes it row by row, where
        # a column-major result would get oneDNN's reference kernel (100-1000x slower).
        swap = bool(left and right) and out.index(right[0]) < out.index(left[0])
        if swap:
            views = view(tb, right, contracted), view(ta, contracted, left), view(out, right, left)
            shapes = list(sb), list(sa)
        else:
            views = view(ta, left, contracted), view(tb, contracted, right), view(out, left, right)
            shapes = list(sa), list(sb)
        if None in views:
            return _UNSUPPORTED
        try:
            prim = _dnnl().StridedMatMul(shapes[0], *views[0], shapes[1], *views[1], so, *views[2])
        except (ValueError, RuntimeError):
            return _UNSUPPORTED
        if prim.impl.startswith("ref"):  # oneDNN's reference loops: numpy's kernel is faster
            return _UNSUPPORTED
        return (lambda a, b: prim(b, a)) if swap else prim


# ----------------------------------------------------------------------------------------------
# Softmax, LogSoftmax: oneDNN's softmax over the last axis

class _SoftmaxKernel(_Kernel):
    """float32 on oneDNN's `softmax_accurate` / `softmax_log` (within 1e-6 and 1e-5 of
    numpy's); a primitive per shape. A result with a NaN is recomputed by numpy's kernel:
    oneDNN's gives a NaN only where the input has one, numpy's (and TF's) the whole row."""

    def __init__(self, op, attrs, num_inputs, fallback):
        super().__init__(op, fallback)
        self.log = op == "tf.LogSoftmax"

    def __call__(self, attrs, x):
        if x.dtype != _F32 or x.ndim == 0 or x.size == 0:
            return self.fallback(attrs, x)
        key = (x.shape, _dnnl().num_threads())
        prim = self.prims.get(key)
        if prim is None:
            try:
                prim = _dnnl().Softmax(list(x.shape), self.log)
            except (ValueError, RuntimeError):
                prim = _UNSUPPORTED
            self._keep(key, prim)
        if prim is _UNSUPPORTED:
            return self.fallback(attrs, x)
        y = self._run(prim, _contig(x))
        total = _sum_reduce(y, None)
        return y if total == total else self.fallback(attrs, x)


# ----------------------------------------------------------------------------------------------
# _MklLayerNorm: oneDNN's layer normalization over the last axis

class _LayerNormKernel(_Kernel):
    """x as the plain [rows, C] it is in memory; a primitive per shape, scale and offset
    copied into it once when they are constants. The last call with constants is
    remembered (`memo`, holding them so that their ids stay theirs): a model's next call
    goes straight to its primitive (8.3 -> 6.1 us on [1, 65, 192])."""

    def __init__(self, op, attrs, num_inputs, fallback):
        super().__init__(op, fallback)
        self.eps = nn_ops._layer_norm_epsilon(attrs)
        self.memo = None

    def _build(self, x, scale, residual):
        if x.ndim == 0 or x.size == 0:
            raise ValueError("empty")
        c = x.shape[-1]
        return _dnnl().LayerNorm(x.size // c, c, self.eps)

    def _weights(self, scale, extra):
        return _contig(scale), _contig(extra[0])

    def _memo_hit(self, x, scale, offset):
        """The last call with constants (`memo`) if it had these very ones and an input of
        x's shape and dtype, under the thread count in force; else None."""
        memo = self.memo
        if memo is not None and scale is memo[1] and offset is memo[2] and x.shape == memo[0] \
                and x.dtype == _F32 and _dnnl().num_threads() == memo[4]:
            return memo
        return None

    def direct(self, attrs, arrays):
        """For an op run's trace: the primitive of the last call with constants, if it was
        on these arrays (see _ConvKernel.direct)."""
        memo = self._memo_hit(*arrays)
        return None if memo is None else (memo[3], (0, None, None), _dnnl().num_threads)

    def __call__(self, attrs, x, scale, offset):
        memo = self._memo_hit(x, scale, offset)
        if memo is not None and x.flags.c_contiguous:
            return self._run(memo[3], x, None, None)
        if x.dtype != _F32 or scale.dtype != _F32 or offset.dtype != _F32:
            return self.fallback(attrs, x, scale, offset)
        got = self._prim(x, scale, (offset,), None)
        if got is None:
            return self.fallback(attrs, x, scale, offset)
        prim, prepared = got
        if prepared:
            self.memo = (x.shape, scale, offset, prim, _dnnl().num_threads())
            return self._run(prim, _contig(x), None, None)
        return self._run(prim, _contig(x), *self._weights(scale, (offset,)))


# ----------------------------------------------------------------------------------------------
# _KerasLSTM, _KerasGRU, _KerasSimpleRNN (rnn_ops.py): a oneDNN RNN primitive over the steps
# that run

# op -> (oneDNN's cell, gates)
_CELLS = {"tf._KerasLSTM": ("lstm", 4), "tf._KerasGRU": ("gru", 3), "tf._KerasSimpleRNN": ("rnn", 1)}
# The SimpleRNN activations oneDNN's vanilla RNN runs (eltwise tanh, relu, logistic; linear as
# relu with slope 1); relu6 and elu are numpy's.
_RNN_ACTIVATIONS = ("tanh", "relu", "sigmoid", "linear")


class _RnnKernel(_Kernel):
    """The layer on x[:n] (n = min(T, max_steps)): a primitive per (n, B, D, U). Weights
    are reordered into the primitive's packed layout (once for constants)."""

    slow_ref = False  # oneDNN's GRU is its "ref" RNN implementation, on its packed gemm

    def __init__(self, op, attrs, num_inputs, fallback):
        super().__init__(op, fallback)
        self.lstm = op == "tf._KerasLSTM"
        self.cell, self.gates = _CELLS[op]
        # A bad activation is left to the numpy kernel to report (OpError).
        act = _str(attrs.get("activation", "tanh")) if attrs else "tanh"
        self.activation = act if self.cell != "rnn" or act in _RNN_ACTIVATIONS else None
        self.sequences = bool(attrs.get("return_sequences", True))
        self._sequences = None  # the same layer keeping every step's h (for masked layers)

    def _build(self, x, kernel, residual):
        n, b, d = x.shape
        u = kernel.shape[1] // self.gates
        if 0 in (n, b, d, u) or self.activation is None:
            raise ValueError("empty, or an activation oneDNN does not run")
        return _dnnl().Rnn(self.cell, n, b, d, u, True, self.activation)

    def _weights(self, kernel, extra):
        """(kernel, recurrent_kernel, bias [4U], SimpleRNN's [U]). The GRU's bias [2, 3U]
        (input, recurrent) becomes oneDNN's linear-before-reset rows: z and r summed, h~'s
        input, h~'s recurrent."""
        rk, bias = extra
        if self.cell == "gru":
            u = rk.shape[0]
            bias = np.concatenate([bias[0, :2 * u] + bias[1, :2 * u], bias[0, 2 * u:], bias[1, 2 * u:]])
        return _contig(kernel), _contig(rk), _contig(bias)

    def __call__(self, attrs, x, *args):
        base = 6 if self.lstm else 5  # operands after x, masking aside
        if len(args) != base:
            return self._masked(attrs, x, args[:base], args[base:])
        states, (kernel, rk, bias, max_steps) = args[:-4], args[-4:]
        if any(a.dtype != _F32 for a in (x, kernel, rk, bias) + states):
            return self.fallback(attrs, x, *args)
        t = x.shape[0]
        n = max(0, min(t, int(max_steps)))
        xs = x[:n]
        got = self._prim(xs, kernel, (rk, bias), None) if n else None
        if got is None:
            return self.fallback(attrs, x, *args)
        prim, prepared = got
        h0 = _contig(states[0])
        c0 = _contig(states[1]) if self.lstm else None
        weights = (None, None, None) if prepared else self._weights(kernel, (rk, bias))
        return self._run(prim, _contig(xs), h0, c0, *weights, self.sequences, t)

    def _masked(self, attrs, x, args, masking):
        """A masked layer: its stretches of steps on this kernel's unmasked form
        (rnn_ops.masked), every step's h kept (return_sequences)."""
        if len(masking) != 2:  # the metadata function rejects it first
            return self.fallback(attrs, x, *args, *masking)
        seq_attrs = {**attrs, "return_sequences": True}
        if self._sequences is None:
            self._sequences = _RnnKernel(self.op, seq_attrs, 1 + len(args), self.fallback)
        weights = args[-4:-1]
        run = self._sequences

        def stretch(xs, states):
            return run(seq_attrs, xs, *states, *weights, np.int64(xs.shape[0]))
        return rnn_ops.masked(attrs, stretch, x, args[:-4], args[-1], *masking)


# ----------------------------------------------------------------------------------------------
# Registration

NATIVE_OPS = {
    "tf.Conv2D": _ConvKernel,
    "tf.DepthwiseConv2dNative": _ConvKernel,
    "tf._FusedConv2D": _ConvKernel,
    "tf._FusedDepthwiseConv2dNative": _ConvKernel,
    "tf.MatMul": _MatMulKernel,
    "tf.BatchMatMul": _MatMulKernel,       # (the metadata function checks v1's equal batch dims)
    "tf.BatchMatMulV2": _MatMulKernel,
    "tf.BatchMatMulV3": _MatMulKernel,     # (float32 operands and result only: metadata checks Tout)
    "tf._FusedMatMul": _MatMulKernel,
    "tf.Conv2DBackpropInput": _DeconvKernel,
    "tf.MaxPool": _PoolKernel,
    "tf.AvgPool": _PoolKernel,
    "tf.ResizeBilinear": _ResizeKernel,
    "tf._KerasLSTM": _RnnKernel,
    "tf._KerasGRU": _RnnKernel,
    "tf._KerasSimpleRNN": _RnnKernel,
    "tf._MklLayerNorm": _LayerNormKernel,
    "tf.Einsum": _EinsumKernel,
    "tf.Softmax": _SoftmaxKernel,
    "tf.LogSoftmax": _SoftmaxKernel,
}


_DNNL = None


def _dnnl():
    """The extension, loaded on first use; ValueError (numpy's kernel runs) if it cannot load."""
    global _DNNL
    if _DNNL is None:
        from tfrt.runtime import native
        if native.dnnl is None:
            raise ValueError(native.reason())
        _DNNL = native.dnnl
    return _DNNL


def _freeze(v):
    if isinstance(v, list):
        return tuple(_freeze(e) for e in v)
    return v


def _make(op, cls, dispatch_fn, specialize_fn):
    """(dispatch, specialize) of the native form of `op`."""
    kernels: dict = {}
    lock = threading.Lock()

    def specialize(attrs, num_inputs):
        fallback = specialize_fn(attrs, num_inputs) if specialize_fn is not None else dispatch_fn
        return cls(op, attrs, num_inputs, fallback)

    def dispatch(attrs, *args):
        try:
            key = (tuple(sorted((k, _freeze(v)) for k, v in attrs.items())) if attrs else (), len(args))
            kernel = kernels.get(key)
        except TypeError:  # an unhashable attribute value: a kernel for this call only
            key = kernel = None
        if kernel is None:
            kernel = cls(op, attrs or {}, len(args), dispatch_fn)
            if key is not None:
                with lock:
                    if len(kernels) >= _MAX_KERNELS:
                        kernels.clear()
                    kernels[key] = kernel
        return kernel(attrs, *args)

    return dispatch, specialize


def install(registry, native: bool | None = None) -> bool:
    """Wraps the NN ops of `registry` with native dispatch when the oneDNN extension is
    present (`native=None`; it loads on the first kernel, and if it then fails to load the
    numpy kernels run) or forced on (`True`: loaded now, an ImportError when it cannot be);
    False leaves the numpy kernels. Returns whether it did."""
    from tfrt.runtime import native as native_mod

    if native is False or (native is None and not native_mod.present()):
        return False
    if native and not native_mod.available():
        raise ImportError(f"native kernels unavailable: {native_mod.reason()}")
    for op, cls in NATIVE_OPS.items():
        if op not in registry:
            continue
        entry = registry.lookup(op)
        dispatch, specialize = _make(op, cls, entry.dispatch_fn, entry.specialize_fn)
        registry.replace_dispatch(op, dispatch, specialize)
    return True
