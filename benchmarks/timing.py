"""Timing shared by the benchmarks: the median of timed runs, which shrugs off the
noise of shared machines better than a mean."""

from __future__ import annotations

import statistics
import time


def median_seconds(fn, repeat: int, warmup: int = 0) -> float:
    """The median time of `repeat` calls of `fn()`, after `warmup` untimed ones."""
    for _ in range(warmup):
        fn()
    times = []
    clock = time.perf_counter
    for _ in range(repeat):
        t = clock()
        fn()
        times.append(clock() - t)
    return statistics.median(times)


def median_us(fn, repeat: int, warmup: int = 0) -> float:
    return median_seconds(fn, repeat, warmup) * 1e6
