"""Image ops (TF's resize_bilinear_op, resize_nearest_neighbor_op, resize_bicubic_op,
resize_area_op, scale_and_translate_op, crop_and_resize_op, non_max_suppression_op,
adjust_contrast_op, adjust_hue_op, adjust_saturation_op and colorspace_op kernels), NHWC.

Value-dependent: ResizeBilinear/NearestNeighbor/Bicubic/Area, ScaleAndTranslate (1: size),
CropAndResize (3: crop_size), NonMaxSuppressionV3/V4/V5 and NonMaxSuppressionWithOverlaps (every
input: the selection is the shape), CombinedNonMaxSuppression (2, 3: the sizes).
Synchronous metadata: AdjustContrastv2, AdjustHue, AdjustSaturation, RGBToHSV, HSVToRGB.
Sampling positions, weights and blends follow TF's kernels step by step in float32 (the
bicubic weights from the same 1024-entry table), gathered with index arrays: no loop over
pixels; ScaleAndTranslate's filter weights are TF's spans as dense matrices, applied to rows
then columns. NMS is TF's greedy (and soft-NMS) selection: float32 on the native kernels of
`tfrt._tfrt_kernels` (runtime/native/nms.cpp) when built, else (and float16 always) in numpy
steps, the reference (docs/cpu_ops.md, docs/native.md).
"""

from __future__ import annotations

import functools
import heapq
import math

import numpy as np

from .. import native
from ._common import BF16, F16, F32, FLOAT, I32, MD, OpList, attr, check_type_attr, dtname, index_value
from .errors import OpError

OPS = OpList()

_RESIZE = frozenset(np.dtype(t) for t in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.int64)) | FLOAT


def _flags(op, attrs):
    align = bool(attrs.get("align_corners", False)) if attrs else False
    half = bool(attrs.get("half_pixel_centers", False)) if attrs else False
    if align and half:
        raise OpError(op, "If half_pixel_centers is True, align_corners must be False.")
    return align, half


def _resize_spec(op, attrs, images, size):
    check_type_attr(op, "T", images.dtype, _RESIZE)
    align, half = _flags(op, attrs)
    if len(images.shape) != 4:
        raise OpError(op, f"input must be 4-dimensional[{','.join(map(str, images.shape))}]")
    if size.dtype != I32:
        raise OpError(op, f"cannot compute {op[3:]} as input #1(zero-based) was expected to be a int32 "
                          f"tensor but is a {dtname(size.dtype)} tensor")
    if len(size.shape) != 1 or size.shape[0] != 2:
        raise OpError(op, f"shape_t must have two elements[{','.join(map(str, size.shape))}]")
    oh, ow = (int(v) for v in size)
    if oh <= 0 or ow <= 0:
        raise OpError(op, "output dimensions must be positive")
    return align, half, oh, ow


def _scale(in_size, out_size, align):
    """TF's CalculateResizeScale, in float32."""
    if align and out_size > 1:
        return np.float32(in_size - 1) / np.float32(out_size - 1)
    return np.float32(in_size) / np.float32(out_size)


def _resize_vmd(op, out_dtype=None):
    def vmd(attrs, images, size):
        _, _, oh, ow = _resize_spec(op, attrs, images, size)
        n, _, _, c = images.shape
        return MD(out_dtype or images.dtype, (n, oh, ow, c))
    return vmd


def _bilinear_axis(in_size, out_size, align, half):
    scale = _scale(in_size, out_size, align)
    i = np.arange(out_size, dtype=F32)
    pos = (i + np.float32(0.5)) * scale - np.float32(0.5) if half else i * scale
    f = np.floor(pos)
    lower = np.maximum(f.astype(np.int64), 0)
    upper = np.minimum(np.ceil(pos).astype(np.int64), in_size - 1)
    return lower, upper, (pos - f).astype(F32)


def _resize_bilinear(attrs, images, size):
    align, half, oh, ow = _resize_spec("tf.ResizeBilinear", attrs, images, size)
    img = images if images.dtype == F32 else images.astype(F32)
    yl, yu, yf = _bilinear_axis(images.shape[1], oh, align, half)
    xl, xu, xf = _bilinear_axis(images.shape[2], ow, align, half)
    # TF's top = tl + (tr - tl) * x_lerp (and bottom alike), out = top + (bottom - top) * y_lerp,
    # the same float ops, but the horizontal pass runs once per input row, not twice per output
    # row: rows are gathered after it.
    rows = np.take(img, xl, axis=2)
    right = np.take(img, xu, axis=2)
    right -= rows
    right *= xf[:, None]
    rows += right
    top = np.take(rows, yl, axis=1)
    bottom = np.take(rows, yu, axis=1)
    bottom -= top
    bottom *= yf[:, None, None]
    top += bottom
    return top


OPS.add("tf.ResizeBilinear", _resize_bilinear, vmd=_resize_vmd("tf.ResizeBilinear", F32), vops=(1,))


def _nearest_axis(in_size, out_size, align, half):
    scale = _scale(in_size, out_size, align)
    i = np.arange(out_size, dtype=F32)
    pos = (i + np.float32(0.5)) * scale if half else i * scale
    # roundf rounds halves away from zero; positions are >= 0 here.
    idx = np.floor(pos + np.float32(0.5)) if align else np.floor(pos)
    idx = np.minimum(idx.astype(np.int64), in_size - 1)
    return np.maximum(idx, 0) if half else idx


def _resize_nearest(attrs, images, size):
    align, half, oh, ow = _resize_spec("tf.ResizeNearestNeighbor", attrs, images, size)
    ys = _nearest_axis(images.shape[1], oh, align, half)
    xs = _nearest_axis(images.shape[2], ow, align, half)
    return images[:, ys][:, :, xs]


OPS.add("tf.ResizeNearestNeighbor", _resize_nearest, vmd=_resize_vmd("tf.ResizeNearestNeighbor"), vops=(1,))

_TABLE = 1024


def _coeffs(a):
    """TF's bicubic coefficient table: entries (2i, 2i+1) = kernel at i/1024 and at 1 + i/1024."""
    x = (np.arange(_TABLE + 1) / _TABLE).astype(F32)
    t = np.empty((_TABLE + 1) * 2, dtype=F32)
    a = np.float32(a)
    t[0::2] = ((a + 2) * x - (a + 3)) * x * x + 1
    x = x + np.float32(1.0)
    t[1::2] = ((a * x - 5 * a) * x + 8 * a) * x - 4 * a
    return t


_KEYS, _LEGACY = _coeffs(-0.5), _coeffs(-0.75)


def _bicubic_axis(in_size, out_size, align, half):
    """[out, 4] indices and weights of the four taps per output position."""
    scale = _scale(in_size, out_size, align)
    i = np.arange(out_size, dtype=F32)
    pos = (i + np.float32(0.5)) * scale - np.float32(0.5) if half else i * scale
    loc = np.floor(pos).astype(np.int64)
    delta = (pos - np.floor(pos)).astype(F32)
    off = np.rint(delta * np.float32(_TABLE)).astype(np.int64)  # lrintf: halves to even
    table = _KEYS if half else _LEGACY
    w = np.stack([table[off * 2 + 1], table[off * 2], table[(_TABLE - off) * 2],
                  table[(_TABLE - off) * 2 + 1]], axis=1)
    want = loc[:, None] + np.arange(-1, 3)
    idx = np.clip(want, 0, in_size - 1)
    if half:  # Keys: taps outside the image get no weight; the rest are renormalised
        w = np.where(idx == want, w, np.float32(0))
        total = w.sum(axis=1, dtype=F32)
        ok = np.abs(total) >= np.float32(1000.0) * np.finfo(F32).tiny
        w = np.where(ok[:, None], w * (np.float32(1) / np.where(ok, total, 1))[:, None], w)
    return idx, w.astype(F32)


def _resize_bicubic(attrs, images, size):
    align, half, oh, ow = _resize_spec("tf.ResizeBicubic", attrs, images, size)
    img = images.astype(F32)
    yi, yw = _bicubic_axis(images.shape[1], oh, align, half)
    xi, xw = _bicubic_axis(images.shape[2], ow, align, half)
    # Along x for each of the four rows of every output row, then along y (TF's order).
    rows = img[:, yi]                                   # [N, OH, 4, W, C]
    taps = rows[:, :, :, xi]                            # [N, OH, 4, OW, 4, C]
    along_x = (taps * xw[None, None, None, :, :, None]).sum(axis=4, dtype=F32)   # [N, OH, 4, OW, C]
    out = (along_x * yw[None, :, :, None, None]).sum(axis=2, dtype=F32)
    return out.astype(F32)


OPS.add("tf.ResizeBicubic", _resize_bicubic, vmd=_resize_vmd("tf.ResizeBicubic", F32), vops=(1,))

_CROP = _RESIZE - {BF16}


def _crop_spec(attrs, image, boxes, box_ind, crop_size):
    op = "tf.CropAndResize"
    check_type_attr(op, "T", image.dtype, _CROP)
    method = attrs.get("method", "bilinear") if attrs else "bilinear"
    if method not in ("bilinear", "nearest"):
        raise OpError(op, f"Value for attr 'method' of \"{method}\" is not in the list of allowed values: "
                          "\"bilinear\", \"nearest\"")
    if len(image.shape) != 4:
        raise OpError(op, f"input image must be 4-D, got shape {list(image.shape)}")
    if boxes.dtype != F32:
        raise OpError(op, f"boxes must be float32, got {dtname(boxes.dtype)}")
    if box_ind.dtype != I32:
        raise OpError(op, f"box_ind must be int32, got {dtname(box_ind.dtype)}")
    if len(boxes.shape) != 2 or boxes.shape[1] != 4:
        raise OpError(op, "boxes must have 4 columns")
    if tuple(box_ind.shape) != (boxes.shape[0],):
        raise OpError(op, "box_index has incompatible shape")
    cs = index_value(op, crop_size, "crop_size", rank=1)
    if cs.dtype != I32 or cs.shape[0] != 2:
        raise OpError(op, f"crop_size must be a length-2 int32 vector, got {dtname(cs.dtype)}{list(cs.shape)}")
    ch, cw = (int(v) for v in cs)
    if ch <= 0 or cw <= 0:
        raise OpError(op, "crop dimensions must be positive")
    return method, ch, cw


def _crop_vmd(attrs, image, boxes, box_ind, crop_size):
    _, ch, cw = _crop_spec(attrs, image, boxes, box_ind, crop_size)
    return MD(F32, (boxes.shape[0], ch, cw, image.shape[3]))


def _crop_axis(lo, hi, size, crop):
    """[boxes, crop] sampling positions along one axis, in float32 as TF."""
    lo, hi = lo.astype(F32)[:, None], hi.astype(F32)[:, None]
    last = np.float32(size - 1)
    if crop > 1:
        step = (hi - lo) * last / np.float32(crop - 1)
        return lo * last + np.arange(crop, dtype=F32) * step
    return np.float32(0.5) * (lo + hi) * last


def _crop_and_resize(attrs, image, boxes, box_ind, crop_size):
    method, ch, cw = _crop_spec(attrs, image, boxes, box_ind, crop_size)
    n, h, w, c = image.shape
    if ((box_ind < 0) | (box_ind >= n)).any():
        raise OpError("tf.CropAndResize", "box_index has values outside [0, batch_size)")
    extrapolation = np.float32(attrs.get("extrapolation_value", 0.0) if attrs else 0.0)
    ys = _crop_axis(boxes[:, 0], boxes[:, 2], h, ch)    # [B, CH]
    xs = _crop_axis(boxes[:, 1], boxes[:, 3], w, cw)    # [B, CW]
    inside = ((ys >= 0) & (ys <= h - 1))[:, :, None] & ((xs >= 0) & (xs <= w - 1))[:, None, :]
    img = image.astype(F32)
    b = box_ind[:, None, None]
    if method == "nearest":
        yi = np.clip(np.floor(ys + np.float32(0.5)), 0, h - 1).astype(np.int64)[:, :, None]
        xi = np.clip(np.floor(xs + np.float32(0.5)), 0, w - 1).astype(np.int64)[:, None, :]
        out = img[b, yi, xi]
    else:
        ty, by_ = np.floor(ys), np.ceil(ys)
        lx, rx = np.floor(xs), np.ceil(xs)
        yl = (ys - ty).astype(F32)[:, :, None, None]
        xl = (xs - lx).astype(F32)[:, None, :, None]
        cy = lambda v: np.clip(v, 0, h - 1).astype(np.int64)[:, :, None]
        cx = lambda v: np.clip(v, 0, w - 1).astype(np.int64)[:, None, :]
        tl, tr = img[b, cy(ty), cx(lx)], img[b, cy(ty), cx(rx)]
        bl, br = img[b, cy(by_), cx(lx)], img[b, cy(by_), cx(rx)]
        top = tl + (tr - tl) * xl
        bottom = bl + (br - bl) * xl
        out = top + (bottom - top) * yl
    return np.where(inside[..., None], out, extrapolation).astype(F32).reshape(boxes.shape[0], ch, cw, c)


OPS.add("tf.CropAndResize", _crop_and_resize, vmd=_crop_vmd, vops=(3,))


# ----------------------------------------------------------------------------------------------
# NonMaxSuppressionV3 / V4 / V5

_NMS = frozenset([F16, F32])


def _nms_check(op, boxes, scores, max_size, iou, score_t, sigma=None):
    check_type_attr(op, "T", boxes.dtype, _NMS)
    if scores.dtype != boxes.dtype:
        raise OpError(op, f"cannot compute {op[3:]} as input #1(zero-based) was expected to be a "
                          f"{dtname(boxes.dtype)} tensor but is a {dtname(scores.dtype)} tensor")
    thresholds = [(3, iou), (4, score_t)] + ([(5, sigma)] if sigma is not None else [])
    for i, t in thresholds:
        want = boxes.dtype if sigma is not None else None  # V5: all T; V3/V4: T_threshold
        if (want is not None and t.dtype != want) or (want is None and t.dtype not in _NMS):
            raise OpError(op, f"cannot compute {op[3:]} as input #{i}(zero-based) was expected to be a "
                              f"{dtname(want or F32)} tensor but is a {dtname(t.dtype)} tensor")
    if len(boxes.shape) != 2 or boxes.shape[1] != 4:
        got = boxes.shape[1] if len(boxes.shape) == 2 else len(boxes.shape)
        raise OpError(op, f"boxes must have 4 columns (Dimension must be 4 but is {got})")
    if len(scores.shape) != 1 or scores.shape[0] != boxes.shape[0]:
        raise OpError(op, f"scores has incompatible shape (Dimensions must be equal, but are "
                          f"{boxes.shape[0]} and {scores.shape[0] if scores.shape else 0})")
    if max_size.dtype != I32 or max_size.size != 1:
        raise OpError(op, "max_output_size must be an int32 scalar")
    for what, t in [("iou_threshold", iou), ("score_threshold", score_t)] + (
            [("soft_nms_sigma", sigma)] if sigma is not None else []):
        if t.size != 1:
            raise OpError(op, f"{what} must be 0-D, got shape {list(t.shape)}")
    n = int(max_size.reshape(()))
    if n < 0:
        raise OpError(op, "output size must be non-negative")
    iou_v = float(iou.reshape(()))
    if not 0 <= iou_v <= 1:
        raise OpError(op, "iou_threshold must be in [0, 1]")
    if sigma is not None and float(sigma.reshape(())) < 0:
        raise OpError(op, "soft_nms_sigma_val must be >= 0")
    return n


# Ops with a kernel in tfrt._tfrt_kernels (docs/ops.md's notes: catalog.py).
CPP_KERNEL_OPS = tuple(f"tf.NonMaxSuppressionV{v}" for v in (2, 3, 4, 5)) + ("tf.CombinedNonMaxSuppression",)


def _kernels(dtype):
    """The native NMS kernels (`tfrt._tfrt_kernels`: TF's loops in C++, the same results) for
    float32, None when not built or `TFRT_NATIVE=0`; float16 stays numpy's (TF computes it in
    half precision, which the native kernels do not)."""
    return native.kernels if dtype == F32 else None


class _IoU:
    """Intersection over union of box i with a few others, in float32 as TF computes it
    (corners in any order; 0 when either box is empty): only the pairs the greedy selection
    looks at, not an N x N matrix."""

    def __init__(self, boxes):
        self.boxes = boxes
        b = boxes.astype(F32)
        # TF's corners are std::min/std::max (Eigen's mini/maxi on the CPU): with a NaN the
        # first argument wins, so [y, x, NaN, x2] has zero height (area 0, IoU 0), not NaN.
        y1, x1, y2, x2 = b[:, 0], b[:, 1], b[:, 2], b[:, 3]
        self.y1, self.y2 = np.where(y2 < y1, y2, y1), np.where(y1 < y2, y2, y1)
        self.x1, self.x2 = np.where(x2 < x1, x2, x1), np.where(x1 < x2, x2, x1)
        self.area = (self.y2 - self.y1) * (self.x2 - self.x1)

    def __call__(self, i, others):
        zero = np.float32(0)
        ih = np.maximum(np.minimum(self.y2[i], self.y2[others]) - np.maximum(self.y1[i], self.y1[others]), zero)
        iw = np.maximum(np.minimum(self.x2[i], self.x2[others]) - np.maximum(self.x1[i], self.x1[others]), zero)
        inter = ih * iw
        iou = inter / (self.area[i] + self.area[others] - inter)  # callers: under `_quiet`
        return np.where((self.area[i] <= 0) | (self.area[others] <= 0), zero, iou).astype(F32)


def _quiet(fn):
    """`fn` with numpy's floating-point warnings off (boxes may be inf or NaN: TF computes
    on), set once per op call rather than per IoU step."""
    def run(*args):
        with np.errstate(all="ignore"):
            return fn(*args)
    return run


def _nms(boxes, scores, max_size, iou_t, score_t, sigma):
    """TF's greedy selection: (int32 indices, float32 scores), natively for float32 when the
    kernels are built, else `_nms_numpy`."""
    kernels = _kernels(boxes.dtype)
    if kernels is not None:
        return kernels.non_max_suppression(np.ascontiguousarray(boxes), np.ascontiguousarray(scores),
                                           max_size, iou_t, score_t, sigma)
    return _nms_numpy(boxes, scores, max_size, iou_t, score_t, sigma)


@_quiet
def _nms_numpy(boxes, scores, max_size, iou_t, score_t, sigma):
    """TF's greedy selection: candidates (score above the threshold) by score, ties: lower
    index first; with sigma > 0 each selected box decays later candidates' scores by
    exp(-iou^2 / (2 sigma)) (soft-NMS), which go back into the queue while above the score
    threshold."""
    sc = scores.astype(F32)
    score_t, iou_t = np.float32(score_t), np.float32(iou_t)
    cand = np.flatnonzero(sc > score_t)
    order = cand[np.argsort(-sc[cand], kind="stable")]
    if max_size <= 0 or not len(order):
        return np.zeros(0, I32), np.zeros(0, F32)
    iou = _IoU(boxes)
    selected = None if sigma > 0 else _hard_nms(iou, order, max_size, iou_t)
    if selected is not None:
        selected_scores = sc[selected]
    else:
        soft = sigma > 0
        scale = np.float32(-0.5) / np.float32(sigma) if soft else np.float32(0)
        selected, selected_scores = _greedy(iou, order, sc, max_size, score_t, iou_t, scale, soft)
    return np.asarray(selected, dtype=I32), np.asarray(selected_scores, dtype=F32)


def _hard_nms(iou, order, max_size, iou_t):
    """Hard NMS: a candidate is kept unless its IoU with a box kept before it exceeds
    `iou_t`. Scores never change, so candidates come in `order` and each kept box drops the
    remaining candidates it overlaps, in one step. None if an IoU is NaN (TF then zeroes the
    candidate's score instead: `_greedy` follows it)."""
    selected = []
    rest = order
    while len(rest):
        i = rest[0]
        selected.append(i)
        if len(selected) == max_size:
            break
        rest = rest[1:]
        if len(rest):
            sims = iou(i, rest)
            if np.isnan(sims).any():
                return None
            rest = rest[~(sims > iou_t)]
    return np.array(selected, np.int64)


# The greedy loop keeps each selected box's IoUs (soft-NMS: weights) with the leading candidates
# (a window of positions in the score order that doubles as the loop reaches its end) while
# they fit in this many elements; beyond, each candidate's IoUs are computed when it is looked at.
_NMS_ROWS_MAX = 1 << 22
_NMS_WINDOW = 64


def _greedy(iou, order, sc, max_size, score_t, iou_t, scale, soft):
    """TF's loop: the best candidate is compared with the selections made since it was last
    looked at (`begin`), latest first, its score multiplied in float32 by each weight in turn
    (soft: expf(scale * iou^2); hard: 1, or 0 past `iou_t`) until it is hard-suppressed (IoU
    above `iou_t`, hard NMS) or falls to the threshold; unchanged, it is selected, else put
    back while above the threshold. Candidates come from `order` (never looked at) merged
    with a heap of those put back, by (score, lower index)."""
    ordered = sc[order].tolist()  # float32 values, exactly, as Python floats
    index = order.tolist()
    pos, n = 0, len(index)
    back = []  # (-score, box, begin, position in order): the candidates put back
    selected, selected_scores = [], []
    most = min(max_size, n)
    sel = np.empty(most, np.int64)
    sel_pos = np.empty(most, np.int64)
    trail = np.empty(most + 1, F32)
    rows, width = None, 0  # rows[j, p]: selection j's entry for the candidate at position p
    if most * n <= _NMS_ROWS_MAX:
        by_position = _IoU(iou.boxes[order])  # the candidate at position p is box order[p]
        width = min(n, _NMS_WINDOW)
        rows = np.empty((most, width), F32)

    def entries(sims):
        return _soft_weights(sims, scale) if soft else sims

    while len(selected) < max_size and (pos < n or back):
        if pos < n and (not back or (-ordered[pos], index[pos]) < back[0][:2]):
            score, i, begin, p = ordered[pos], index[pos], 0, pos
            pos += 1
        else:
            neg, i, begin, p = heapq.heappop(back)
            score = -neg
        k = len(selected)
        if rows is not None and p >= width:  # the window doubles: the rows made so far grow
            wider = min(n, max(2 * width, p + 1))
            grown = np.empty((most, wider), F32)
            grown[:k, :width] = rows[:k, :width]
            if k:
                grown[:k, width:] = entries(by_position(sel_pos[:k, None],
                                                        np.arange(width, wider)[None, :]))
            rows, width = grown, wider
        new = score
        if begin < k:  # the latest selections first
            m = k - begin
            col = rows[k - 1:begin - 1 if begin else None:-1, p] if rows is not None \
                else entries(iou(i, sel[begin:k])[::-1])
            if soft:
                weights = col
            else:
                weights = np.where(col <= iou_t, np.float32(1), np.float32(0))
            trail[0] = score
            trail[1:m + 1] = weights
            steps = np.multiply.accumulate(trail[:m + 1], out=trail[:m + 1])[1:]
            stop = steps <= score_t  # TF stops at the first of these (after its product)
            if not soft:
                hard = col > iou_t
                stop |= hard
            first = np.flatnonzero(stop)
            if len(first):
                j = first[0]
                if not soft and hard[j]:
                    continue  # hard-suppressed: dropped
                new = float(steps[j])
            else:
                new = float(steps[-1])
        if new == score:
            sel[k], sel_pos[k] = i, p
            if rows is not None and k + 1 < max_size:
                rows[k] = entries(by_position(p, slice(0, width)))
            selected.append(i)
            selected_scores.append(new)
        elif new > score_t:
            heapq.heappush(back, (-new, i, k, p))
    return selected, selected_scores


def _soft_weights(sims, scale):
    """TF's soft-NMS weights, expf(scale * iou^2) in float32."""
    return _expf(scale * sims * sims)


def _libm_expf():
    try:
        import ctypes
        import ctypes.util

        fn = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6").expf
    except (OSError, AttributeError):
        return None
    fn.restype, fn.argtypes = ctypes.c_float, [ctypes.c_float]
    return fn


_EXPF = _libm_expf()


# A float64 whose low 29 mantissa bits are 2^28 lies halfway between two float32s: rounding it
# is a tie, and an approximate expf may fall on either side of a value this close to one.
_LOW29, _HALF29, _NEAR = np.int64((1 << 29) - 1), np.int64(1 << 28), np.int64(1 << 21)
_TINY = np.float64(2.0 ** -126)  # below: float32 subnormals, rounded elsewhere


def _expf(x):
    """C's expf of a float32 array, which TF's soft-NMS weights are (glibc's: within 0.502 ulp,
    not always the nearest float). exp in float64 rounded to float32 is the nearest; it can
    differ only when the exact value lies within a hair of a midpoint between two floats
    (here: within 1/256 ulp), and those few elements (about 1 in 120) are computed by the C
    library itself."""
    y = np.exp(x.astype(np.float64))
    f = y.astype(F32)
    if _EXPF is None:
        return f
    near = np.abs((y.view(np.int64) & _LOW29) - _HALF29) < _NEAR
    near |= y < _TINY
    flat, xs = f.reshape(-1), x.reshape(-1)
    for i in np.flatnonzero(near).tolist():
        flat[i] = _EXPF(float(xs[i]))
    return f


def _nms_op(version):
    op = f"tf.NonMaxSuppressionV{version}"

    def run(attrs, boxes, scores, max_size, iou, score_t, *sigma):
        n = _nms_check(op, boxes, scores, max_size, iou, score_t, *sigma)
        s = float(sigma[0].reshape(())) if sigma else 0.0
        idx, sel_scores = _nms(boxes, scores, n, float(iou.reshape(())), float(score_t.reshape(())), s)
        valid = np.array(len(idx), dtype=I32)
        if version == 3:
            return idx
        if attrs and attrs.get("pad_to_max_output_size", False):
            idx = np.concatenate([idx, np.zeros(n - len(idx), I32)])
            sel_scores = np.concatenate([sel_scores, np.zeros(n - len(sel_scores), F32)])
        if version == 4:
            return idx, valid
        return idx, sel_scores.astype(boxes.dtype), valid

    def vmd(attrs, *args):
        out = run(attrs, *args)
        return tuple(MD(o.dtype, o.shape) for o in out) if isinstance(out, tuple) else MD(out.dtype, out.shape)

    return run, vmd, tuple(range(5 if version < 5 else 6))


for _v in (3, 4, 5):
    _fn, _vmd, _vops = _nms_op(_v)
    OPS.add(f"tf.NonMaxSuppressionV{_v}", _fn, vmd=_vmd, vops=_vops)


# ----------------------------------------------------------------------------------------------
# NonMaxSuppressionWithOverlaps (tf.image.non_max_suppression_overlaps): hard NMS where the
# user's [N, N] matrix is the similarity, overlaps[candidate, selected], in place of the IoU.

_OVERLAPS = "tf.NonMaxSuppressionWithOverlaps"


def _nms_overlaps_check(overlaps, scores, max_size, overlap_t, score_t):
    args = (overlaps, scores, max_size, overlap_t, score_t)
    for i, (x, want) in enumerate(zip(args, (F32, F32, I32, F32, F32))):
        if x.dtype != want:
            raise OpError(_OVERLAPS, f"cannot compute NonMaxSuppressionWithOverlaps as input #{i}(zero-based) "
                                     f"was expected to be a {dtname(want)} tensor but is a {dtname(x.dtype)} tensor")
    for name, x in (("max_output_size", max_size), ("overlap_threshold", overlap_t),
                    ("score_threshold", score_t)):
        if x.ndim:
            raise OpError(_OVERLAPS, f"{name} must be 0-D, got shape {list(x.shape)}")
    if overlaps.ndim != 2:
        raise OpError(_OVERLAPS, f"overlaps must be 2-D, got shape {list(overlaps.shape)}")
    if overlaps.shape[1] != overlaps.shape[0]:
        raise OpError(_OVERLAPS, f"overlaps must be square, got shape {list(overlaps.shape)}")
    if scores.ndim != 1:
        raise OpError(_OVERLAPS, f"scores must be 1-D, got shape {list(scores.shape)}")
    if scores.shape[0] != overlaps.shape[0]:
        raise OpError(_OVERLAPS, f"scores has incompatible shape (Dimensions must be equal, but are "
                                 f"{overlaps.shape[0]} and {scores.shape[0]})")
    n = int(max_size)
    if n < 0:
        raise OpError(_OVERLAPS, "output size must be non-negative")
    return n


@_quiet
def _nms_overlaps(attrs, overlaps, scores, max_size, overlap_t, score_t):
    n = _nms_overlaps_check(overlaps, scores, max_size, overlap_t, score_t)
    thr, score_t = np.float32(overlap_t), np.float32(score_t)
    cand = np.flatnonzero(scores > score_t)
    order = cand[np.argsort(-scores[cand], kind="stable")]
    if n == 0 or not len(order):
        return np.zeros(0, I32)
    selected = _hard_nms(lambda i, rest: overlaps[rest, i], order, n, thr)
    if selected is None:  # a NaN overlap: TF's loop, which zeroes the candidate's score
        selected = _greedy_hard(overlaps, scores, order, n, thr, score_t)
    return np.asarray(selected, dtype=I32)


def _greedy_hard(overlaps, scores, order, max_size, thr, score_t):
    """TF's hard-NMS loop step by step: the best candidate (ties: lower index) is compared with
    the selections made since it was last looked at, latest first; an overlap above `thr`
    drops it, one that is not at most `thr` (NaN) zeroes its score, which then goes back into
    the queue while above `score_t`."""
    queue = [(-float(scores[i]), int(i), 0) for i in order]
    heapq.heapify(queue)
    selected = []
    while queue and len(selected) < max_size:
        neg, i, begin = heapq.heappop(queue)
        score = original = np.float32(-neg)
        dropped = False
        for j in range(len(selected) - 1, begin - 1, -1):
            sim = overlaps[i, selected[j]]
            if not sim <= thr:
                score = score * np.float32(0)
            if sim > thr:
                dropped = True
                break
            if score <= score_t:
                break
        if dropped:
            continue
        if score == original:
            selected.append(i)
        elif score > score_t:
            heapq.heappush(queue, (-float(score), i, len(selected)))
    return selected


OPS.add(_OVERLAPS, _nms_overlaps, vmd=lambda attrs, *args: MD(I32, _nms_overlaps(attrs, *args).shape),
        vops=(0, 1, 2, 3, 4))


# ----------------------------------------------------------------------------------------------
# CombinedNonMaxSuppression: hard NMS per image and class, then the best of all classes

_COMBINED = "tf.CombinedNonMaxSuppression"


def _combined_spec(attrs, boxes, scores, max_per_class, max_total, iou=None, score_t=None):
    """(per-class size, total size, output rows per image) after TF's checks; the sizes are
    values (`max_per_class`, `max_total`: arrays), the rest metadata or arrays."""
    op = _COMBINED
    for i, (what, t, want) in enumerate([("boxes", boxes, F32), ("scores", scores, F32),
                                         ("max_output_size_per_class", max_per_class, I32),
                                         ("max_total_size", max_total, I32),
                                         ("iou_threshold", iou, F32), ("score_threshold", score_t, F32)]):
        if t is not None and t.dtype != want:
            raise OpError(op, f"cannot compute CombinedNonMaxSuppression as input #{i}(zero-based) was "
                              f"expected to be a {dtname(want)} tensor but is a {dtname(t.dtype)} tensor")
    if len(boxes.shape) != 4:
        raise OpError(op, f"boxes must be 4-D[{','.join(map(str, boxes.shape))}]")
    if len(scores.shape) != 3:
        raise OpError(op, f"scores must be 3-D[{','.join(map(str, scores.shape))}]")
    if boxes.shape[0] != scores.shape[0]:
        raise OpError(op, "boxes and scores must have same batch size")
    for what, t in (("max_size_per_class", max_per_class), ("max_total_size", max_total),
                    ("iou_threshold", iou), ("score_threshold", score_t)):
        if t is not None and len(t.shape) != 0:
            raise OpError(op, f"{what} must be 0-D, got shape [{','.join(map(str, t.shape))}]")
    per_class, total = int(max_per_class), int(max_total)
    if per_class <= 0:
        raise OpError(op, "max_size_per_class must be positive")
    if total <= 0:
        raise OpError(op, "max_total_size must be > 0")
    if iou is not None and not 0 <= float(iou) <= 1:
        raise OpError(op, "iou_threshold must be in [0, 1]")
    classes = scores.shape[2]
    if boxes.shape[2] not in (1, classes):
        raise OpError(op, "third dimension of boxes must be either 1 or num classes")
    if boxes.shape[3] != 4:
        raise OpError(op, "boxes must have 4 columns")
    if scores.shape[1] != boxes.shape[1]:
        raise OpError(op, "scores has incompatible shape")
    rows = min(total, per_class * classes) if attrs and attrs.get("pad_per_class", False) else total
    return min(per_class, boxes.shape[1]), total, rows


def _combined_vmd(attrs, boxes, scores, max_per_class, max_total, iou, score_t):
    _, _, rows = _combined_spec(attrs, boxes, scores, max_per_class, max_total)
    b = boxes.shape[0]
    return MD(F32, (b, rows, 4)), MD(F32, (b, rows)), MD(F32, (b, rows)), MD(I32, (b,))


def _leading_order(keys, k, below):
    """The first `k` columns of each row's stable ascending order of `keys` ([C, N], ties:
    lower index first), exact for the keys under `below` (the candidates; the others, and NaN,
    sort after them and are never read): the `k` least by a partition, then sorted by (key,
    index). The full stable sort when `k` is N or a candidate's key equal to the k-th lies
    beyond it (the partition may have cut the tie anywhere)."""
    n = keys.shape[1]
    if k >= n:
        return np.argsort(keys, axis=1, kind="stable")
    part = np.argpartition(keys, k - 1, axis=1)[:, :k]
    lead = np.take_along_axis(keys, part, 1)
    o = np.lexsort((part, lead), axis=-1)
    part, lead = np.take_along_axis(part, o, 1), np.take_along_axis(lead, o, 1)
    last = lead[:, -1:]
    if ((last[:, 0] < below) & ((keys == last).sum(1) != (lead == last).sum(1))).any():
        return np.argsort(keys, axis=1, kind="stable")
    return part


def _per_class_nms(iou, keys, scores, per_class, score_t, iou_t):
    """TF's hard NMS for every class at once: round r offers each class its r-th best candidate
    (by score; ties: lower index first), kept unless its IoU with one the class kept exceeds
    `iou_t`, until a class has `per_class` boxes or no candidates. `keys[c, n]`: box n of class
    c in `iou`. Returns (kept keys [C, per_class], their box indices, how many per class)."""
    classes, n = scores.shape
    # Ascending: best first. A candidate (score above the threshold) ranks before every other
    # box of its class; rounds never read past a class's candidates.
    rank = np.negative(scores, order="C")
    counts = (scores > score_t).sum(axis=1)
    order = _leading_order(rank, min(n, max(64, 4 * per_class)), -score_t)
    kept = np.zeros((classes, per_class), np.int64)
    boxes = np.zeros((classes, per_class), np.int64)
    taken = np.zeros(classes, np.int64)
    rows = np.arange(classes)
    slots = np.arange(per_class)
    for r in range(int(counts.max(initial=0))):
        active = (taken < per_class) & (r < counts)
        if not active.any():
            break
        if r == order.shape[1]:  # past the leading candidates: all of them
            order = np.argsort(rank, axis=1, kind="stable")
        box = order[:, r]
        key = keys[rows, box]
        clash = ((iou(key[:, None], kept) > iou_t) & (slots < taken[:, None])).any(axis=1)
        take = np.flatnonzero(active & ~clash)
        kept[take, taken[take]] = key[take]
        boxes[take, taken[take]] = box[take]
        taken[take] += 1
    return kept, boxes, taken


def _combined_nms(attrs, boxes, scores, max_per_class, max_total, iou, score_t):
    per_class, _, rows = _combined_spec(attrs, boxes, scores, max_per_class, max_total, iou, score_t)
    clip = bool(attrs.get("clip_boxes", True)) if attrs else True
    kernels = _kernels(boxes.dtype)
    if kernels is not None:  # equal scores too in TF's order (its heap's and std::sort's)
        return kernels.combined_non_max_suppression(
            np.ascontiguousarray(boxes), np.ascontiguousarray(scores), per_class, rows,
            float(iou), float(score_t), clip)
    return _combined_numpy(boxes, scores, per_class, rows, np.float32(iou), np.float32(score_t), clip)


@_quiet
def _combined_numpy(boxes, scores, per_class, rows, iou_t, score_t, clip):
    """Per image, `_per_class_nms`, then the best `rows` of all classes by score; equal scores
    by the lower index and class, where TF's heap and unstable std::sort may differ."""
    batch, n, q, _ = boxes.shape
    classes = scores.shape[2]
    # Box n of class c is row n * q + (c if q > 1 else 0) of the image's [n * q, 4] boxes.
    keys = np.arange(n)[None, :] * q + (np.arange(classes)[:, None] if q > 1 else 0)
    keys = np.broadcast_to(keys, (classes, n))
    out_boxes = np.zeros((batch, rows, 4), F32)
    out_scores = np.zeros((batch, rows), F32)
    out_classes = np.zeros((batch, rows), F32)
    valid = np.zeros(batch, I32)
    for b in range(batch):
        flat = boxes[b].reshape(n * q, 4)
        kept, box, taken = _per_class_nms(_IoU(flat), keys, scores[b].T, per_class, score_t, iou_t)
        # All classes' boxes by score, in TF's layout order (class by class, best first) on ties.
        cls = np.repeat(np.arange(classes), taken)
        mask = np.arange(per_class)[None, :] < taken[:, None]
        key, idx = kept[mask], box[mask]
        s = scores[b, idx, cls]
        pick = np.argsort(-s, kind="stable")[:rows]
        valid[b] = len(pick)
        out_boxes[b, :len(pick)] = flat[key[pick]]
        out_scores[b, :len(pick)] = s[pick]
        out_classes[b, :len(pick)] = cls[pick]
    if clip:
        np.clip(out_boxes, 0, 1, out=out_boxes)
    return out_boxes, out_scores, out_classes, valid


OPS.add(_COMBINED, _combined_nms, vmd=_combined_vmd, vops=(2, 3))


# ----------------------------------------------------------------------------------------------
# ScaleAndTranslate: resampling with a filter kernel (tf.image.resize with antialias=True, or
# method lanczos3/lanczos5/gaussian/mitchellcubic)

_SCALE = "tf.ScaleAndTranslate"


def _lanczos(radius):
    pi = np.float32(3.14159265359)

    def k(x):
        with np.errstate(all="ignore"):
            v = (np.float32(radius) * np.sin(pi * x) * np.sin(pi * x / np.float32(radius))
                 / (pi * pi * x * x))
        return np.where(x > radius, np.float32(0), np.where(x <= 1e-3, np.float32(1), v))
    return k, float(radius)


def _gaussian(x):
    sigma = 1.5 / 3.0
    return np.where(x >= 1.5, 0.0, np.exp((-x * x).astype(np.float64) / (2.0 * sigma * sigma)))


def _cubic(a3, a2, a1, a0, b3, b2, b0):
    """A piecewise cubic on [0, 1) (b) and [1, 2) (a), 0 beyond."""
    def k(x):
        far = ((a3 * x + a2) * x + a1) * x + a0
        near = ((b3 * x + b2) * x) * x + b0
        return np.where(x >= 2, np.float32(0), np.where(x >= 1, far, near))
    return k, 2.0


# TF's sampling kernels (sampling_kernels.h): (function of |x| in float32, radius).
_KERNELS = {
    "lanczos1": _lanczos(1), "lanczos3": _lanczos(3), "lanczos5": _lanczos(5),
    "gaussian": (_gaussian, 1.5),
    "box": (lambda x: np.where(x < 0.5, np.float32(1), np.where(x == 0.5, np.float32(0.5), np.float32(0))), 1.0),
    "triangle": (lambda x: np.where(x < 1, 1 - x, np.float32(0)), 1.0),
    "keyscubic": _cubic(np.float32(-0.5), np.float32(2.5), np.float32(-4), np.float32(2),
                        np.float32(1.5), np.float32(-2.5), np.float32(1)),
    "mitchellcubic": _cubic(np.float32(-7 / 18), np.float32(2), np.float32(-10 / 3), np.float32(16 / 9),
                            np.float32(7 / 6), np.float32(-2), np.float32(8 / 9)),
}


@functools.lru_cache(maxsize=256)
def _spans(kind, out_size, in_size, scale, translate, antialias):
    """TF's ComputeSpansCore as a dense [out_size, in_size] float32 weight matrix: output pixel
    x samples input pixels around (x + 0.5) / scale - translate / scale, weighted by the kernel
    (stretched by 1 / scale when antialiasing a downscale), normalised to sum 1. Kept per
    geometry (read-only): a model resizes the same way every call, and the Python loop here
    was most of a small resize's time. An error is raised again, never kept."""
    fn, radius = _KERNELS[kind]
    f = np.float32
    inv_scale = f(1.0 / float(scale))
    inv_translate = f(-inv_scale * f(translate))
    kscale = max(inv_scale, f(1)) if antialias else f(1)
    span = min(2 * int(math.ceil(radius * kscale)) + 1, in_size)
    weights = np.zeros((out_size, in_size), f)
    for x in range(out_size):
        sample = f(f(x + 0.5) * inv_scale + inv_translate)
        if sample < 0 or sample > in_size:
            continue
        start = min(max(int(math.ceil(sample - f(radius) * kscale - f(0.5))), 0), in_size - 1)
        end = min(max(int(math.floor(sample + f(radius) * kscale - f(0.5))), 0), in_size - 1) + 1
        if end - start > span:
            raise OpError(_SCALE, f"Span is too large: {end - start} vs {span}.")
        pos = np.arange(start, end, dtype=f) + f(0.5) - sample
        w = np.asarray(fn(np.abs(pos * f(f(1) / kscale))), f)
        total = f(0)
        for v in w:  # in order, as TF adds them
            total = f(total + v)
        if abs(total) >= 1000.0 * np.finfo(f).tiny:
            weights[x, start:end] = w * f(f(1) / total)
    weights.flags.writeable = False
    return weights


def _two_floats(op, t, what):
    if t.dtype != F32:
        raise OpError(op, f"cannot compute ScaleAndTranslate as {what} was expected to be a float "
                          f"tensor but is a {dtname(t.dtype)} tensor")
    if t.ndim != 1:
        raise OpError(op, f"t must be 1-dimensional[{','.join(map(str, t.shape))}]")
    if t.size != 2:
        raise OpError(op, f"t must have two elements[{t.size}]")
    return float(t[0]), float(t[1])


def _scale_spec(attrs, images, size):
    check_type_attr(_SCALE, "T", images.dtype, _RESIZE)
    kind = attr(_SCALE, attrs, "kernel_type", "lanczos3")
    kind = kind.decode() if isinstance(kind, bytes) else kind
    if kind not in _KERNELS:
        raise OpError(_SCALE, f"Unrecognized kernel type: {kind}")
    if len(images.shape) != 4:
        raise OpError(_SCALE, f"input must be 4-dimensional[{','.join(map(str, images.shape))}]")
    if size.dtype != I32:
        raise OpError(_SCALE, f"cannot compute ScaleAndTranslate as input #1(zero-based) was expected "
                              f"to be a int32 tensor but is a {dtname(size.dtype)} tensor")
    if len(size.shape) != 1:
        raise OpError(_SCALE, f"output_shape_t must be 1-dimensional[{','.join(map(str, size.shape))}]")
    if size.shape[0] != 2:
        raise OpError(_SCALE, f"output_shape_t must have two elements[{size.shape[0]}]")
    oh, ow = (int(v) for v in size)
    if oh <= 0 or ow <= 0:
        raise OpError(_SCALE, "output dimensions must be positive")
    if images.shape[3] <= 0:
        raise OpError(_SCALE, "image must have at least one channel")
    if images.shape[1] <= 0 or images.shape[2] <= 0:
        raise OpError(_SCALE, "input image must be of non-zero size")
    return kind, oh, ow


def _scale_vmd(attrs, images, size, scale, translation):
    _, oh, ow = _scale_spec(attrs, images, size)
    return MD(F32, (images.shape[0], oh, ow, images.shape[3]))


def _scale_and_translate(attrs, images, size, scale, translation):
    kind, oh, ow = _scale_spec(attrs, images, size)
    row_scale, col_scale = _two_floats(_SCALE, scale, "input #2(zero-based)")
    if not (row_scale > 0 and col_scale > 0):
        raise OpError(_SCALE, "Scale must be greater than zero.")
    row_t, col_t = _two_floats(_SCALE, translation, "input #3(zero-based)")
    antialias = bool(attrs.get("antialias", True)) if attrs else True
    _, h, w, _ = images.shape
    rows = _spans(kind, oh, h, row_scale, row_t, antialias)
    cols = _spans(kind, ow, w, col_scale, col_t, antialias)
    x = images.astype(F32)
    mid = np.einsum("yh,bhwc->bywc", rows, x)  # rows first, then columns, as TF
    return np.einsum("xw,bywc->byxc", cols, mid).astype(F32)


OPS.add(_SCALE, _scale_and_translate, vmd=_scale_vmd, vops=(1,))


# ----------------------------------------------------------------------------------------------
# AdjustContrastv2: (x - mean) * factor + mean, the mean over each image's height and width

_CONTRAST = "tf.AdjustContrastv2"


def _contrast_md(attrs, images, factor):
    check_type_attr(_CONTRAST, "T", images.dtype, (F32,))  # TF's CPU kernel: float only
    if factor.dtype != F32:
        raise OpError(_CONTRAST, f"cannot compute AdjustContrastv2 as input #1(zero-based) was "
                                 f"expected to be a float tensor but is a {dtname(factor.dtype)} tensor")
    if len(images.shape) < 3:
        raise OpError(_CONTRAST, f"input must be at least 3-D, got shape"
                                 f"[{','.join(map(str, images.shape))}]")
    if len(factor.shape) != 0:
        raise OpError(_CONTRAST, f"contrast_factor must be scalar: [{','.join(map(str, factor.shape))}]")
    return MD(images.dtype, images.shape)


def _adjust_contrast(attrs, images, factor):
    h, w, c = images.shape[-3:]
    x = images.astype(F32).reshape(-1, h * w, c)
    if x.size == 0:
        return images.copy()
    # TF's mean: each round adds the upper half of the rows onto the lower half (float32).
    s = x
    n = h * w
    while True:
        right = n // 2
        left = n - right
        s = np.concatenate([s[:, left:left + right] + s[:, :right], s[:, right:left]], axis=1)
        n = left
        if n <= 1:
            break
    f = np.float32
    mean = s[:, :1] * f(f(1) / f(h * w))
    out = mean + f(factor) * (x - mean)
    return out.reshape(images.shape).astype(images.dtype)


OPS.add(_CONTRAST, _adjust_contrast, _contrast_md)


# ----------------------------------------------------------------------------------------------
# RGBToHSV, HSVToRGB

def _color_md(op):
    def md(attrs, x):
        check_type_attr(op, "T", x.dtype, FLOAT)
        if len(x.shape) < 1:
            raise OpError(op, "input must be at least 1D[]")
        if x.shape[-1] != 3:
            raise OpError(op, f"input must have 3 channels but input only has {x.shape[-1]} channels.")
        return MD(x.dtype, x.shape)
    return md


def _rgb_to_hsv(attrs, x):
    a = x.astype(F32) if x.dtype in (F16, BF16) else x
    r, g, b = a[..., 0], a[..., 1], a[..., 2]
    v = np.maximum(np.maximum(r, g), b)
    rng = v - np.minimum(np.minimum(r, g), b)
    with np.errstate(all="ignore"):
        s = np.where(v > 0, rng / v, 0)
        norm = 1 / (6 * rng)
        h = np.where(r == v, norm * (g - b), np.where(g == v, norm * (b - r) + 2 / 6, norm * (r - g) + 4 / 6))
    h = np.where(rng > 0, h, 0)
    h = np.where(h < 0, h + 1, h)
    return np.stack([h, s, v], axis=-1).astype(x.dtype)


def _hsv_to_rgb(attrs, x):
    a = x.astype(F32) if x.dtype in (F16, BF16) else x
    h, s, v = a[..., 0], a[..., 1], a[..., 2]
    dh = h * 6
    dr = np.clip(np.abs(dh - 3) - 1, 0, 1)
    dg = np.clip(2 - np.abs(dh - 2), 0, 1)
    db = np.clip(2 - np.abs(dh - 4), 0, 1)
    one_minus_s = 1 - s
    return np.stack([(one_minus_s + s * d) * v for d in (dr, dg, db)], axis=-1).astype(x.dtype)


OPS.add("tf.RGBToHSV", _rgb_to_hsv, _color_md("tf.RGBToHSV"))
OPS.add("tf.HSVToRGB", _hsv_to_rgb, _color_md("tf.HSVToRGB"))


# NonMaxSuppressionV2: V3 without a score threshold (every box is a candidate).
def _nms_v2(attrs, boxes, scores, max_size, iou):
    op = "tf.NonMaxSuppressionV2"
    lowest = np.array(np.finfo(F32).min, F32)
    n = _nms_check(op, boxes, scores, max_size, iou, lowest)
    idx, _ = _nms(boxes, scores, n, float(iou.reshape(())), float(lowest), 0.0)
    return idx


OPS.add("tf.NonMaxSuppressionV2", _nms_v2, vmd=lambda attrs, *args: MD(I32, _nms_v2(attrs, *args).shape),
        vops=(0, 1, 2, 3))


# ----------------------------------------------------------------------------------------------
# ResizeArea (TF's resize_area_op): each output pixel the mean of the input area it covers, the
# input pixels cut at its borders weighted by the part inside (weights in float32, as TF's
# caches; indices past the edge, with align_corners, clamped onto it). Summed in float32 in TF's
# order (along a row, then over rows, then times 1 / area): one vectorized step per tap.

_AREA = "tf.ResizeArea"


def _area_spec(attrs, images, size):
    align, _, oh, ow = _resize_spec(_AREA, attrs, images, size)
    if images.shape[3] <= 0:
        raise OpError(_AREA, "image must have at least one channel")
    if images.shape[1] <= 0 or images.shape[2] <= 0:
        raise OpError(_AREA, "input image must be of non-zero size")
    return align, oh, ow


def _area_taps(in_size, out_size, align):
    """Per output position: the float32 scale, and per tap k the input index (clamped), the
    weight and whether the position has a k-th tap, as [taps, out_size] arrays."""
    f = np.float32
    scale = _scale(in_size, out_size, align)
    lo = np.arange(out_size, dtype=f) * scale                  # in_x
    hi = np.arange(1, out_size + 1, dtype=f) * scale           # in_x1
    start = np.floor(lo).astype(np.int64)
    count = np.ceil(hi).astype(np.int64) - start
    i = start[None, :] + np.arange(int(count.max()))[:, None]
    fi, fi1 = i.astype(f), (i + 1).astype(f)
    w = np.where(fi < lo, np.where(fi1 > hi, scale, fi1 - lo), np.where(fi1 > hi, hi - fi, f(1))).astype(f)
    return scale, np.clip(i, 0, in_size - 1), w, np.arange(i.shape[0])[:, None] < count[None, :]


def _resize_area_vmd(attrs, images, size):
    _, oh, ow = _area_spec(attrs, images, size)
    return MD(F32, (images.shape[0], oh, ow, images.shape[3]))


def _resize_area(attrs, images, size):
    align, oh, ow = _area_spec(attrs, images, size)
    n, h, w, c = images.shape
    sy, iy, wy, my = _area_taps(h, oh, align)
    sx, ix, wx, mx = _area_taps(w, ow, align)
    x = images.astype(F32)                                     # TF reads every type as float
    out = np.zeros((n, oh, ow, c), F32)
    for ky in range(iy.shape[0]):
        rows = x[:, iy[ky]]                                    # [N, OH, W, C]
        row_sum = rows[:, :, ix[0]] * wx[0][:, None]
        for kx in range(1, ix.shape[0]):
            row_sum = np.where(mx[kx][:, None], row_sum + rows[:, :, ix[kx]] * wx[kx][:, None], row_sum)
        out = np.where(my[ky][:, None, None], out + row_sum * wy[ky][:, None, None], out)
    return out * (np.float32(1) / (sy * sx))


OPS.add(_AREA, _resize_area, vmd=_resize_area_vmd, vops=(1,))


# ----------------------------------------------------------------------------------------------
# AdjustHue, AdjustSaturation (TF's adjust_hue_op and adjust_saturation_op): float32 only on
# CPU, TF's own colour round trips (not RGBToHSV's), step by step in float32 with C's
# comparison rules (std::max/min keep the first operand when a NaN is compared; a NaN hue
# casts to INT_MIN and takes the default case).

def _adjust_md(op, what):
    def md(attrs, images, amount):
        check_type_attr(op, "T", images.dtype, (F32,))
        if amount.dtype != F32:
            raise OpError(op, f"cannot compute {op[3:]} as input #1(zero-based) was expected to be a float tensor "
                              f"but is a {dtname(amount.dtype)} tensor")
        if len(images.shape) < 3:
            raise OpError(op, f"input must be at least 3-D, got shape[{','.join(map(str, images.shape))}]")
        if len(amount.shape) != 0:
            raise OpError(op, f"{what} must be scalar: [{','.join(map(str, amount.shape))}]")
        if images.shape[-1] != 3:
            raise OpError(op, f"input must have 3 channels but instead has {images.shape[-1]} channels.")
        return MD(images.dtype, images.shape)
    return md


def _c_int(x):
    """static_cast<int>(float) as x86 does it: truncation, INT_MIN for NaN and out of range."""
    ok = np.isfinite(x) & (np.abs(x) < 2.0 ** 31)
    return np.where(ok, np.trunc(np.where(ok, x, 0)), -2.0 ** 31).astype(np.int64)


def _c_wrap(x, period, zero_below):
    """TF's `while (x < 0) x += period; while (x >= period) x -= period;` (`x <= 0` in the first
    loop when `zero_below`) in float32, one step at a time, so the rounding is TF's."""
    for _ in range(1024):
        below = (x <= 0) if zero_below else (x < 0)
        if not below.any():
            break
        x = np.where(below, x + period, x)
    for _ in range(1024):
        above = x >= period
        if not above.any():
            break
        x = np.where(above, x - period, x)
    return x


def _adjust_hue(attrs, images, delta):
    f = np.float32
    p = images.reshape(-1, 3)
    r, g, b = p[:, 0], p[:, 1], p[:, 2]
    # rgb_to_hv_range: the hue category (0-5) from the channels' order, mid channel's ratio.
    rg = r < g
    cat = np.where(rg, np.where(b < r, 1, np.where(b > g, 3, 2)), np.where(b < g, 0, np.where(b > r, 4, 5)))
    v_max = np.choose(cat, [r, g, g, b, b, r])
    v_mid = np.choose(cat, [g, r, b, g, r, b])
    v_min = np.choose(cat, [b, b, r, r, g, g])
    with np.errstate(all="ignore"):
        ratio = (v_mid - v_min) / (v_max - v_min)
        h = cat.astype(f) + np.where(cat % 2 == 0, ratio, f(1) - ratio)
        h = np.where(v_max == v_min, f(0), h).astype(f)
        h = _c_wrap(h + f(delta) * f(6), f(6), False)
        # hv_range_to_rgb
        hc = _c_int(h)
        ratio = h - hc.astype(f)
        ratio = np.where(hc % 2 == 0, ratio, f(1) - ratio)
        mid = v_min + ratio * (v_max - v_min)
    case = np.where((hc >= 0) & (hc <= 4), hc, 5)
    out = np.stack([np.choose(case, [v_max, mid, v_min, v_min, mid, v_max]),
                    np.choose(case, [mid, v_max, v_max, mid, v_min, v_min]),
                    np.choose(case, [v_min, v_min, mid, v_max, v_max, mid])], axis=1)
    return out.astype(f).reshape(images.shape)


def _cmax(a, b):
    return np.where(a < b, b, a)


def _cmin(a, b):
    return np.where(b < a, b, a)


def _adjust_saturation(attrs, images, scale):
    f = np.float32
    p = images.reshape(-1, 3)
    r, g, b = p[:, 0], p[:, 1], p[:, 2]
    with np.errstate(all="ignore"):
        # rgb_to_hsv (the offsets 2/6 and 4/6 are C doubles: added in double, then rounded)
        v = _cmax(r, _cmax(g, b))
        rng = v - _cmin(r, _cmin(g, b))
        s = np.where(v > 0, rng / v, f(0)).astype(f)
        norm = f(1) / (f(6) * rng)
        h = np.where(r == v, norm * (g - b),
                     np.where(g == v, ((norm * (b - r)).astype(np.float64) + 2.0 / 6.0).astype(f),
                              ((norm * (r - g)).astype(np.float64) + 4.0 / 6.0).astype(f)))
        h = np.where(rng <= 0, f(0), h).astype(f)
        h = np.where(h < 0, h + f(1), h)
        t = s * f(scale)
        s = np.where(t < 1, np.where(0 < t, t, f(0)), f(1)).astype(f)
        # hsv_to_rgb
        c = s * v
        m = v - c
        dh = h * f(6)
        cat = _c_int(dh)
        fm = _c_wrap(dh, f(2), True)
        x = c * (f(1) - np.abs(fm - f(1)))
    zero = np.zeros_like(c)
    case = np.where((cat >= 0) & (cat <= 5), cat, 6)
    out = np.stack([np.choose(case, [c, x, zero, zero, x, c, zero]) + m,
                    np.choose(case, [x, c, c, x, zero, zero, zero]) + m,
                    np.choose(case, [zero, zero, x, c, c, x, zero]) + m], axis=1)
    return out.astype(f).reshape(images.shape)


OPS.add("tf.AdjustHue", _adjust_hue, _adjust_md("tf.AdjustHue", "delta"))
OPS.add("tf.AdjustSaturation", _adjust_saturation, _adjust_md("tf.AdjustSaturation", "scale"))
