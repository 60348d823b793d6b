"""NMS (NonMaxSuppressionV3/V4/V5, CombinedNonMaxSuppression) against TensorFlow's kernels on
random inputs made to hit the greedy loop's corners: equal scores (ties broken by the lower
index), duplicate and nested boxes (IoU exactly at the threshold), empty and flipped boxes,
soft-NMS re-queueing and its float32 weights (C's expf), the score threshold, output sizes
below and above the candidates, candidate counts past the leading set the combined op sorts
first. CombinedNonMaxSuppression's scores are distinct: TF orders equal scores there by
std::priority_queue and std::sort (no rule but the library's)."""

from __future__ import annotations

import numpy as np
import pytest

from tfrt.runtime.cpu_ops.registry import default_cpu_op_registry

tf = pytest.importorskip("tensorflow", reason="TensorFlow gives the reference results")

REGISTRY = default_cpu_op_registry()


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


CASES = [(seed, kind, n) for seed in range(12) for kind, n in
         [("plain", 60), ("grid", 80), ("mixed", 120), ("plain", 400)]]


@pytest.mark.parametrize("seed,kind,n", CASES)
def test_nms_v5_matches_tensorflow(seed, kind, n):
    rng = np.random.default_rng(seed)
    boxes, scores = random_boxes(rng, n, kind), random_scores(rng, n, kind)
    for max_size, iou, score_t, sigma in [(10, 0.5, 0.0, 0.0), (n, 0.3, 0.2, 0.0),
                                          (25, 0.6, 0.25, 0.5), (n, 0.5, 0.1, 0.2),
                                          (7, 1.0, -1.0, 1.0), (n, 0.0, 0.5, 0.0),
                                          (40, 0.45, 0.05, 0.05)]:
        want = tf.raw_ops.NonMaxSuppressionV5(
            boxes=boxes, scores=scores, max_output_size=max_size, iou_threshold=np.float32(iou),
            score_threshold=np.float32(score_t), soft_nms_sigma=np.float32(sigma),
            pad_to_max_output_size=False)
        got = dispatch("tf.NonMaxSuppressionV5", {}, boxes, scores, np.int32(max_size),
                       np.float32(iou), np.float32(score_t), np.float32(sigma))
        what = f"max {max_size} iou {iou} score {score_t} sigma {sigma}"
        np.testing.assert_array_equal(got[0], want[0].numpy(), err_msg=what)
        np.testing.assert_array_equal(got[1], want[1].numpy(), err_msg=what)
        assert int(got[2]) == int(want[2].numpy())


@pytest.mark.parametrize("seed", range(3))
def test_nms_v5_without_kept_rows_matches_tensorflow(seed, monkeypatch):
    # Past the memory bound the loop computes each candidate's IoUs when it looks at it.
    from tfrt.runtime.cpu_ops import image_ops

    monkeypatch.setattr(image_ops, "_NMS_ROWS_MAX", 0)
    test_nms_v5_matches_tensorflow(seed, "mixed", 150)


@pytest.mark.parametrize("seed", range(6))
def test_nms_v3_v4_match_tensorflow(seed):
    rng = np.random.default_rng(100 + seed)
    boxes, scores = random_boxes(rng, 150, "mixed"), random_scores(rng, 150, "mixed")
    for max_size, iou, score_t in [(20, 0.5, 0.1), (150, 0.3, -np.inf), (5, 0.7, 0.6)]:
        args = (boxes, scores, np.int32(max_size), np.float32(iou), np.float32(score_t))
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
def test_nms_nan_boxes_follow_tensorflow():
    # A NaN IoU does not suppress in TF's hard NMS: it zeroes the candidate's score.
    rng = np.random.default_rng(7)
    boxes, scores = random_boxes(rng, 40, "plain"), random_scores(rng, 40, "plain")
    boxes[[3, 11, 20]] = np.nan
    boxes[25] = boxes[26] = [0, 0, np.inf, np.inf]  # inf area: inf - inf, inf / inf on the way
    boxes[27] = [np.inf, 0, np.inf, 1]  # a height of inf - inf
    for score_t in (-1.0, 0.0, 0.3):
        for sigma in (0.0, 0.5):
            want = tf.raw_ops.NonMaxSuppressionV5(
                boxes=boxes, scores=scores, max_output_size=30, iou_threshold=np.float32(0.4),
                score_threshold=np.float32(score_t), soft_nms_sigma=np.float32(sigma),
                pad_to_max_output_size=False)
            got = dispatch("tf.NonMaxSuppressionV5", {}, boxes, scores, np.int32(30),
                           np.float32(0.4), np.float32(score_t), np.float32(sigma))
            np.testing.assert_array_equal(got[0], want[0].numpy())
            np.testing.assert_array_equal(got[1], want[1].numpy())


@pytest.mark.parametrize("seed", range(8))
def test_combined_nms_matches_tensorflow(seed):
    rng = np.random.default_rng(200 + seed)
    batch, n, classes = 2, [50, 300, 700][seed % 3], 4
    kind = ["plain", "grid", "mixed"][seed % 3]
    for q in (1, classes):
        boxes = np.stack([random_boxes(rng, n * q, kind).reshape(n, q, 4) for _ in range(batch)])
        scores = np.stack([random_scores(rng, n * classes, "plain").reshape(n, classes)
                           for _ in range(batch)])
        for per_class, total, iou, score_t, pad, clip in [
                (8, 20, 0.5, 0.3, False, True), (100, 150, 0.3, 0.0, True, False),
                (3, 5, 0.9, 0.5, False, False), (90, 400, 0.2, 0.05, False, True)]:
            want = tf.raw_ops.CombinedNonMaxSuppression(
                boxes=boxes, scores=scores, max_output_size_per_class=per_class,
                max_total_size=total, iou_threshold=np.float32(iou),
                score_threshold=np.float32(score_t), pad_per_class=pad, clip_boxes=clip)
            got = dispatch("tf.CombinedNonMaxSuppression",
                           {"pad_per_class": pad, "clip_boxes": clip}, boxes, scores,
                           np.int32(per_class), np.int32(total), np.float32(iou),
                           np.float32(score_t))
            for g, w in zip(got, want):
                np.testing.assert_array_equal(g, w.numpy(), err_msg=f"q {q} {per_class} {total}")


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
