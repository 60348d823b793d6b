"""NMS (NonMaxSuppressionV2/V3/V4/V5, CombinedNonMaxSuppression) against TensorFlow's kernels,
on both implementations: the native kernels (`tfrt._tfrt_kernels`, runtime/native/nms.cpp) and
numpy's (runtime/cpu_ops/image_ops.py, the reference). Random inputs are made to hit the greedy
loop's corners: equal scores (ties broken by the lower index), duplicate and nested boxes (IoU
exactly at the threshold), empty and flipped boxes, NaN and inf coordinates and scores,
soft-NMS re-queueing and its float32 weights (C's expf), the score threshold (strict), output
sizes 0, 1, below and above the candidates, thousands of boxes, many classes, both box layouts
of the combined op (q = 1, q = classes), batches, padding and clipping.

CombinedNonMaxSuppression orders equal scores by std::priority_queue and std::sort (no rule
but the library's): the native kernel repeats them and matches TF there too; numpy's orders
them by index and class, so its cases have distinct scores."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

from tfrt.runtime import native
from tfrt.runtime.cpu_ops import image_ops
from tfrt.runtime.cpu_ops.registry import default_cpu_op_registry

tf = pytest.importorskip("tensorflow", reason="TensorFlow gives the reference results")

REGISTRY = default_cpu_op_registry()


@pytest.fixture(params=["native", "numpy"])
def path(request, monkeypatch):
    """Runs the test on one implementation: the native kernels (skipped when not built) or
    numpy's, by what image_ops._kernels answers."""
    if request.param == "native":
        if native.kernels is None:
            pytest.skip("tfrt._tfrt_kernels is not built or TFRT_NATIVE=0")
    else:
        monkeypatch.setattr(image_ops, "_kernels", lambda dtype: None)
    return request.param


def dispatch(op, attrs, *args):
    return REGISTRY.lookup(op).dispatch_fn(attrs, *args)


def random_boxes(rng, n, kind):
    corners = rng.uniform(0, 1, (n, 2)).astype(np.float32)
    sizes = rng.uniform(0.02, 0.5, (n, 2)).astype(np.float32)
    boxes = np.concatenate([corners, corners + sizes], 1)
    if kind == "grid":  # coordinates on a coarse grid: many equal IoUs, duplicates
        boxes = np.round(boxes * 4) / 4
    if kind == "mixed":
        dup = rng.integers(0, n, n // 4)
        boxes[rng.integers(0, n, n // 4)] = boxes[dup]  # duplicates: IoU 1
        flip = rng.random(n) < 0.3
        boxes[flip] = boxes[flip][:, [2, 3, 0, 1]]  # corners in the other order
        empty = rng.random(n) < 0.05
        boxes[empty, 2] = boxes[empty, 0]  # zero area: IoU 0 with everything
    return boxes.astype(np.float32)


def random_scores(rng, n, kind):
    scores = rng.uniform(0, 1, n).astype(np.float32)
    if kind in ("grid", "mixed"):  # few distinct values: ties everywhere
        scores = np.round(scores * 8) / 8
    return scores.astype(np.float32)


def check_v5(boxes, scores, max_size, iou, score_t, sigma, pad=False):
    want = tf.raw_ops.NonMaxSuppressionV5(
        boxes=boxes, scores=scores, max_output_size=max_size, iou_threshold=np.float32(iou),
        score_threshold=np.float32(score_t), soft_nms_sigma=np.float32(sigma),
        pad_to_max_output_size=pad)
    got = dispatch("tf.NonMaxSuppressionV5", {"pad_to_max_output_size": pad}, boxes, scores,
                   np.int32(max_size), np.float32(iou), np.float32(score_t), np.float32(sigma))
    what = f"n {len(boxes)} max {max_size} iou {iou} score {score_t} sigma {sigma} pad {pad}"
    assert got[0].dtype == np.int32 and got[1].dtype == np.float32, what
    np.testing.assert_array_equal(got[0], want[0].numpy(), err_msg=what)
    np.testing.assert_array_equal(got[1], want[1].numpy(), err_msg=what)
    assert int(got[2]) == int(want[2].numpy()), what


def check_combined(boxes, scores, per_class, total, iou, score_t, pad, clip):
    want = tf.raw_ops.CombinedNonMaxSuppression(
        boxes=boxes, scores=scores, max_output_size_per_class=per_class, max_total_size=total,
        iou_threshold=np.float32(iou), score_threshold=np.float32(score_t), pad_per_class=pad,
        clip_boxes=clip)
    got = dispatch("tf.CombinedNonMaxSuppression", {"pad_per_class": pad, "clip_boxes": clip},
                   boxes, scores, np.int32(per_class), np.int32(total), np.float32(iou),
                   np.float32(score_t))
    what = f"shape {boxes.shape} x {scores.shape[2]} per class {per_class} total {total} " \
           f"iou {iou} score {score_t} pad {pad} clip {clip}"
    for g, w in zip(got, want):
        assert g.dtype == w.numpy().dtype and g.shape == w.shape, what
        np.testing.assert_array_equal(g, w.numpy(), err_msg=what)


CASES = [(seed, kind, n) for seed in range(12) for kind, n in
         [("plain", 60), ("grid", 80), ("mixed", 120), ("plain", 400)]]


@pytest.mark.parametrize("seed,kind,n", CASES)
def test_nms_v5_matches_tensorflow(path, seed, kind, n):
    rng = np.random.default_rng(seed)
    boxes, scores = random_boxes(rng, n, kind), random_scores(rng, n, kind)
    for max_size, iou, score_t, sigma in [(10, 0.5, 0.0, 0.0), (n, 0.3, 0.2, 0.0),
                                          (25, 0.6, 0.25, 0.5), (n, 0.5, 0.1, 0.2),
                                          (7, 1.0, -1.0, 1.0), (n, 0.0, 0.5, 0.0),
                                          (40, 0.45, 0.05, 0.05)]:
        check_v5(boxes, scores, max_size, iou, score_t, sigma)


@pytest.mark.parametrize("seed", range(3))
def test_nms_v5_without_kept_rows_matches_tensorflow(seed, monkeypatch):
    # numpy's loop, past its memory bound, computes each candidate's IoUs when it looks at it.
    monkeypatch.setattr(image_ops, "_kernels", lambda dtype: None)
    monkeypatch.setattr(image_ops, "_NMS_ROWS_MAX", 0)
    rng = np.random.default_rng(seed)
    boxes, scores = random_boxes(rng, 150, "mixed"), random_scores(rng, 150, "mixed")
    for max_size, iou, score_t, sigma in [(25, 0.6, 0.25, 0.5), (150, 0.5, 0.1, 0.2), (10, 0.5, 0.0, 0.0)]:
        check_v5(boxes, scores, max_size, iou, score_t, sigma)


@pytest.mark.parametrize("seed", range(6))
def test_nms_v2_v3_v4_match_tensorflow(path, seed):
    rng = np.random.default_rng(100 + seed)
    boxes, scores = random_boxes(rng, 150, "mixed"), random_scores(rng, 150, "mixed")
    for max_size, iou, score_t in [(20, 0.5, 0.1), (150, 0.3, -np.inf), (5, 0.7, 0.6), (0, 0.5, 0.0),
                                   (1, 0.5, 0.0)]:
        args = (boxes, scores, np.int32(max_size), np.float32(iou), np.float32(score_t))
        want = tf.raw_ops.NonMaxSuppressionV2(boxes=boxes, scores=scores, max_output_size=max_size,
                                              iou_threshold=np.float32(iou))
        np.testing.assert_array_equal(dispatch("tf.NonMaxSuppressionV2", {}, *args[:4]), want.numpy())
        want = tf.raw_ops.NonMaxSuppressionV3(boxes=boxes, scores=scores, max_output_size=max_size,
                                              iou_threshold=iou, score_threshold=np.float32(score_t))
        np.testing.assert_array_equal(dispatch("tf.NonMaxSuppressionV3", {}, *args), want.numpy())
        for pad in (False, True):
            want = tf.raw_ops.NonMaxSuppressionV4(
                boxes=boxes, scores=scores, max_output_size=max_size, iou_threshold=iou,
                score_threshold=np.float32(score_t), pad_to_max_output_size=pad)
            got = dispatch("tf.NonMaxSuppressionV4", {"pad_to_max_output_size": pad}, *args)
            np.testing.assert_array_equal(got[0], want[0].numpy())
            assert int(got[1]) == int(want[1].numpy())


@pytest.mark.filterwarnings("error::RuntimeWarning")
def test_nms_nan_boxes_follow_tensorflow(path):
    # A NaN IoU does not suppress in TF's hard NMS: it zeroes the candidate's score.
    rng = np.random.default_rng(7)
    boxes, scores = random_boxes(rng, 40, "plain"), random_scores(rng, 40, "plain")
    boxes[[3, 11, 20]] = np.nan
    boxes[25] = boxes[26] = [0, 0, np.inf, np.inf]  # inf area: inf - inf, inf / inf on the way
    boxes[27] = [np.inf, 0, np.inf, 1]  # a height of inf - inf
    boxes[30] = [0.1, 0.2, np.nan, 0.6]  # TF's min/max keep the first corner: zero height
    boxes[31] = [0.2, np.nan, 0.5, 0.6]  # min(x1, x2) is NaN, max too: NaN area
    boxes[32] = [-np.inf, -np.inf, np.inf, np.inf]
    for score_t in (-1.0, 0.0, 0.3):
        for sigma in (0.0, 0.5):
            check_v5(boxes, scores, 30, 0.4, score_t, sigma)


@pytest.mark.parametrize("seed", range(4))
def test_nms_partly_nan_boxes_follow_tensorflow(path, seed):
    rng = np.random.default_rng(40 + seed)
    boxes, scores = random_boxes(rng, 60, "plain"), random_scores(rng, 60, "plain")
    boxes[rng.random((60, 4)) < 0.08] = np.nan
    for score_t, sigma in [(-1.0, 0.0), (0.2, 0.0), (-1.0, 0.5), (0.2, 0.5)]:
        check_v5(boxes, scores, 40, 0.4, score_t, sigma)


def test_nms_nan_and_inf_scores_follow_tensorflow(path):
    # NaN scores are never candidates (NaN > t is false); -inf is not above V2's lowest float;
    # +inf scores are kept as they are, and an inf score times a zero weight is NaN.
    rng = np.random.default_rng(8)
    boxes, scores = random_boxes(rng, 50, "mixed"), random_scores(rng, 50, "plain")
    scores[[1, 7, 13]] = np.nan
    scores[[2, 9]] = np.inf
    scores[[4, 17]] = -np.inf
    boxes[9] = np.nan
    for score_t, sigma in [(0.0, 0.0), (-np.inf, 0.0), (0.1, 0.5), (-1.0, 0.3)]:
        check_v5(boxes, scores, 50, 0.5, score_t, sigma)
    want = tf.raw_ops.NonMaxSuppressionV2(boxes=boxes, scores=scores, max_output_size=50,
                                          iou_threshold=np.float32(0.5))
    got = dispatch("tf.NonMaxSuppressionV2", {}, boxes, scores, np.int32(50), np.float32(0.5))
    np.testing.assert_array_equal(got, want.numpy())


@pytest.mark.parametrize("seed", range(3))
def test_nms_thousands_of_boxes_match_tensorflow(path, seed):
    rng = np.random.default_rng(60 + seed)
    n = [2000, 3000, 5000][seed]
    kind = ["plain", "grid", "mixed"][seed]
    boxes = random_boxes(rng, n, kind) * np.float32(1.5) - np.float32(0.25)
    scores = random_scores(rng, n, kind)
    for max_size, iou, score_t, sigma in [(16, 0.6, 0.25, 0.5), (100, 0.5, 0.0, 0.0), (n, 0.7, 0.5, 0.0),
                                          (300, 0.5, 0.05, 0.1), (1, 0.5, 0.0, 0.5), (0, 0.5, 0.0, 0.0)]:
        check_v5(boxes, scores, max_size, iou, score_t, sigma)


def test_nms_equal_scores_take_the_lower_index(path):
    rng = np.random.default_rng(9)
    boxes = random_boxes(rng, 500, "grid")
    scores = np.full(500, 0.5, np.float32)
    for max_size, iou, score_t, sigma in [(50, 0.5, 0.0, 0.0), (500, 0.3, 0.0, 0.0),
                                          (40, 0.5, 0.2, 0.5), (20, 1.0, 0.4, 1.0)]:
        check_v5(boxes, scores, max_size, iou, score_t, sigma)
    check_v5(boxes, scores, 10, 0.5, 0.5, 0.0)  # the threshold is strict: nothing


def test_nms_empty_inputs_and_padding(path):
    boxes, scores = np.zeros((0, 4), np.float32), np.zeros(0, np.float32)
    for max_size, pad in [(0, False), (5, False), (5, True), (0, True)]:
        check_v5(boxes, scores, max_size, 0.5, 0.0, 0.0, pad)
        check_v5(boxes, scores, max_size, 0.5, 0.0, 0.5, pad)
    rng = np.random.default_rng(10)
    boxes, scores = random_boxes(rng, 30, "mixed"), random_scores(rng, 30, "mixed")
    for max_size in (0, 1, 12, 40):
        for sigma in (0.0, 0.5):
            check_v5(boxes, scores, max_size, 0.5, 0.3, sigma, pad=True)


def test_nms_float16_matches_tensorflow(path):
    # float16 is numpy's (TF computes in half precision) on either path.
    rng = np.random.default_rng(11)
    boxes = random_boxes(rng, 80, "plain").astype(np.float16)
    scores = random_scores(rng, 80, "plain").astype(np.float16)
    for max_size, iou, score_t in [(20, 0.5, 0.1), (80, 0.3, 0.0)]:
        want = tf.raw_ops.NonMaxSuppressionV3(boxes=boxes, scores=scores, max_output_size=max_size,
                                              iou_threshold=np.float32(iou), score_threshold=np.float32(score_t))
        got = dispatch("tf.NonMaxSuppressionV3", {}, boxes, scores, np.int32(max_size),
                       np.float32(iou), np.float32(score_t))
        np.testing.assert_array_equal(got, want.numpy())


@pytest.mark.parametrize("seed", range(8))
def test_combined_nms_matches_tensorflow(path, seed):
    rng = np.random.default_rng(200 + seed)
    batch, n, classes = 2, [50, 300, 700][seed % 3], 4
    kind = ["plain", "grid", "mixed"][seed % 3]
    for q in (1, classes):
        boxes = np.stack([random_boxes(rng, n * q, kind).reshape(n, q, 4) for _ in range(batch)])
        scores = np.stack([random_scores(rng, n * classes, "plain").reshape(n, classes)
                           for _ in range(batch)])
        for per_class, total, iou, score_t, pad, clip in [
                (8, 20, 0.5, 0.3, False, True), (100, 150, 0.3, 0.0, True, False),
                (3, 5, 0.9, 0.5, False, False), (90, 400, 0.2, 0.05, False, True),
                (1, 1, 0.5, 0.0, True, True), (2000, 3, 0.5, 0.2, True, False)]:
            check_combined(boxes, scores, per_class, total, iou, score_t, pad, clip)


@pytest.mark.parametrize("seed", range(3))
def test_combined_nms_many_classes_match_tensorflow(path, seed):
    # The detection model's sizes and beyond: 1917 anchors x 20 classes, 90 classes, batch 3.
    rng = np.random.default_rng(220 + seed)
    batch, n, classes = [(1, 1917, 20), (2, 600, 90), (3, 400, 7)][seed]
    for q in (1, classes):
        boxes = (rng.uniform(-0.2, 1.2, (batch, n, q, 4))).astype(np.float32)
        boxes[..., 2:] = boxes[..., :2] + rng.uniform(0.05, 0.4, (batch, n, q, 2)).astype(np.float32)
        size = batch * n * classes  # distinct scores (numpy's path orders ties otherwise)
        scores = (rng.permutation(size) / size).astype(np.float32).reshape(batch, n, classes)
        for per_class, total, iou, score_t, pad in [(8, 32, 0.5, 0.3, False), (50, 100, 0.6, 0.1, True),
                                                    (200, 1000, 0.3, 0.0, False)]:
            check_combined(boxes, scores, per_class, total, iou, score_t, pad, True)


def test_combined_nms_nan_inf_and_empty_inputs_follow_tensorflow(path):
    rng = np.random.default_rng(230)
    boxes = rng.uniform(-0.5, 1.5, (2, 120, 1, 4)).astype(np.float32)
    scores = rng.uniform(0, 1, (2, 120, 5)).astype(np.float32)
    boxes[0, [3, 8]] = np.nan
    boxes[1, 5, 0, 2] = np.nan  # zero height in TF's IoU; clipped, NaN stays NaN
    boxes[0, [10, 11], 0] = [0, 0, np.inf, np.inf]
    boxes[1, 12, 0] = [-np.inf, 0.2, 0.5, np.inf]
    scores[0, [1, 2], 1] = np.nan
    scores[1, 4, 2] = scores[0, 6, 3] = np.inf  # one per image: equal scores are ties
    for per_class, total, pad, clip in [(10, 30, False, True), (10, 30, True, False), (200, 600, False, True)]:
        check_combined(boxes, scores, per_class, total, 0.5, 0.2, pad, clip)
    for n, classes in [(0, 3), (4, 0)]:
        empty_boxes = rng.uniform(0, 1, (2, n, 1, 4)).astype(np.float32)
        empty_scores = rng.uniform(0, 1, (2, n, classes)).astype(np.float32)
        for pad in (False, True):
            check_combined(empty_boxes, empty_scores, 5, 7, 0.5, 0.1, pad, True)


@pytest.mark.parametrize("seed", range(10))
def test_native_combined_nms_orders_equal_scores_as_tensorflow(seed):
    # TF's heap and std::sort, repeated by the native kernel (numpy's orders by index).
    if native.kernels is None:
        pytest.skip("tfrt._tfrt_kernels is not built or TFRT_NATIVE=0")
    rng = np.random.default_rng(240 + seed)
    batch, n, classes = 2, [40, 250, 1000][seed % 3], [1, 3, 6][seed % 3]
    for q in (1, classes):
        boxes = np.round(rng.uniform(0, 1, (batch, n, q, 4)) * 4) / 4
        boxes[..., 2:] = boxes[..., :2] + np.round(rng.uniform(0.05, 0.5, (batch, n, q, 2)) * 4) / 4
        scores = np.round(rng.uniform(0, 1, (batch, n, classes)) * [4, 16, 1000][seed % 3]) / [4, 16, 1000][seed % 3]
        boxes, scores = boxes.astype(np.float32), scores.astype(np.float32)
        for per_class, total, iou, score_t, pad in [(5, 12, 0.5, 0.1, False), (40, 100, 0.3, 0.0, True),
                                                    (n, 3 * n, 0.7, 0.25, False)]:
            check_combined(boxes, scores, per_class, total, iou, score_t, pad, True)


@pytest.mark.parametrize("seed", range(20))
def test_combined_leading_order_is_the_stable_order_of_the_candidates(seed):
    # The partition's cut through equal scores must not change which candidates come first.
    from tfrt.runtime.cpu_ops.image_ops import _leading_order

    rng = np.random.default_rng(300 + seed)
    classes, n, k = 5, 300, [16, 64, 200][seed % 3]
    scores = (np.round(rng.uniform(0, 1, (classes, n)) * [4, 8, 64, 1000][seed % 4]) /
              [4, 8, 64, 1000][seed % 4]).astype(np.float32)
    scores[rng.random((classes, n)) < 0.02] = np.nan
    threshold = np.float32([0.0, 0.3, 0.9][seed % 3])
    keys = np.negative(scores, order="C")
    got = _leading_order(keys, k, -threshold)
    want = np.argsort(keys, axis=1, kind="stable")
    counts = (scores > threshold).sum(axis=1)
    for c in range(classes):
        m = min(int(counts[c]), got.shape[1])
        np.testing.assert_array_equal(got[c, :m], want[c, :m])


def test_float32_nms_runs_on_the_native_kernels(monkeypatch):
    if native.kernels is None:
        pytest.skip("tfrt._tfrt_kernels is not built or TFRT_NATIVE=0")
    calls = []

    def spy(name):
        real = getattr(native.kernels, name)
        monkeypatch.setattr(native.kernels, name, lambda *a: calls.append(name) or real(*a))

    def numpy_path(*a):
        raise AssertionError("numpy's kernel ran")

    spy("non_max_suppression")
    spy("combined_non_max_suppression")
    monkeypatch.setattr(image_ops, "_nms_numpy", numpy_path)
    monkeypatch.setattr(image_ops, "_combined_numpy", numpy_path)
    rng = np.random.default_rng(12)
    boxes, scores = random_boxes(rng, 20, "plain"), random_scores(rng, 20, "plain")
    check_v5(boxes, scores, 5, 0.5, 0.1, 0.5)
    dispatch("tf.NonMaxSuppressionV2", {}, boxes, scores, np.int32(5), np.float32(0.5))
    check_combined(boxes.reshape(1, 20, 1, 4), scores.reshape(1, 20, 1), 3, 4, 0.5, 0.1, False, True)
    assert calls == ["non_max_suppression"] * 2 + ["combined_non_max_suppression"]
    # float16 is numpy's
    monkeypatch.undo()
    spy("non_max_suppression")
    dispatch("tf.NonMaxSuppressionV3", {}, boxes.astype(np.float16), scores.astype(np.float16),
             np.int32(5), np.float32(0.5), np.float32(0.1))
    assert calls == ["non_max_suppression"] * 2 + ["combined_non_max_suppression"]


_CHILD = """
import sys, numpy as np
from tfrt.runtime import native
from tfrt.runtime.cpu_ops import image_ops
from tfrt.runtime.cpu_ops.registry import default_cpu_op_registry
ran = []
numpy_nms = image_ops._nms_numpy
image_ops._nms_numpy = lambda *a: ran.append("numpy") or numpy_nms(*a)
rng = np.random.default_rng(0)
boxes = rng.uniform(0, 1, (50, 4)).astype(np.float32); scores = rng.uniform(0, 1, 50).astype(np.float32)
out = default_cpu_op_registry().lookup("tf.NonMaxSuppressionV5").dispatch_fn(
    {}, boxes, scores, np.int32(10), np.float32(0.5), np.float32(0.1), np.float32(0.5))
print(native.kernels is None, ran == ["numpy"], "tfrt._tfrt_kernels" in sys.modules,
      "tfrt._tfrt_dnnl" in sys.modules)
print(out[0].tolist())
"""


def test_tfrt_native_0_runs_numpy_and_the_kernels_need_no_onednn():
    env = {k: v for k, v in os.environ.items() if k != "TFRT_NATIVE"}
    runs = {flag: subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True,
                                 env=dict(env, **({"TFRT_NATIVE": flag} if flag else {})))
            for flag in ("0", None)}
    for r in runs.values():
        assert r.returncode == 0, r.stderr
    disabled, default = (runs[f].stdout.split("\n") for f in ("0", None))
    assert disabled[0] == "True True False False"
    if native.kernels is not None:  # built: loaded, taken, and oneDNN not loaded with it
        assert default[0] == "False False True False"
    assert default[1] == disabled[1]
