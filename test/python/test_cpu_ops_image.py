"""Image ops beyond the conformance fixtures: ScaleAndTranslate's weights kept per geometry."""

from __future__ import annotations

import numpy as np

from test_cpu_ops_helpers import run
from tfrt.runtime.cpu_ops import image_ops

X = np.random.default_rng(3).uniform(0, 8, (2, 5, 7, 3)).astype(np.float32)


def _sat(size, scale, shift, **attrs):
    return run("tf.ScaleAndTranslate", attrs, X, np.array(size, np.int32), np.array(scale, np.float32),
               np.array(shift, np.float32))


def test_scale_and_translate_weights_are_made_once_per_geometry():
    """A model resizes the same way every call: the second call reuses the weight matrices
    (the Python loop that makes them was most of a small resize's time), and another scale,
    translation, kernel or antialias setting gets its own."""
    geometries = [([15, 21], [3, 3], [0, 0], {}), ([15, 21], [3, 3], [0.5, -1], {}),
                  ([15, 21], [3, 3], [0, 0], {"kernel_type": "gaussian"}),
                  ([3, 4], [0.6, 0.57], [0, 0], {"antialias": False}), ([3, 4], [0.6, 0.57], [0, 0], {})]
    image_ops._spans.cache_clear()
    first = [_sat(*g[:3], **g[3]) for g in geometries]
    misses = image_ops._spans.cache_info().misses
    again = [_sat(*g[:3], **g[3]) for g in geometries]
    assert image_ops._spans.cache_info().misses == misses
    for a, b in zip(first, again):
        np.testing.assert_array_equal(a, b)
    for i in range(len(first) - 1):
        assert not np.array_equal(first[i], first[i + 1])
    rows = image_ops._spans("lanczos3", 15, 5, 3.0, 0.0, True)
    assert not rows.flags.writeable
    np.testing.assert_allclose(rows.sum(axis=1), 1, rtol=1e-6)

