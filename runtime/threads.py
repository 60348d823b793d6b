"""Intra-op threads: how many threads one op may use (docs/runtime.md, "Threads").

Two libraries run ops on threads of their own: oneDNN (OpenMP, the native kernels) and
numpy's OpenBLAS (the small matmuls the native kernels leave to numpy). Both are
process-wide, so an Executable created with `num_threads=N` applies N to both before each
of its calls, when it is not already in force (one comparison when it is):

    from tfrt.runtime import threads
    threads.use(2)      # oneDNN and OpenBLAS: 2 threads from now on
    threads.use(None)   # back to the process default

The process default: `TFRT_NUM_THREADS=N` (1 means one OpenMP and one BLAS thread) if set,
else oneDNN on every core this process may use and OpenBLAS as runtime/blas.py decides
(one thread: measured faster for the small products it gets).

Executables with different thread counts called at the same time from several Python
threads share one setting: the last call's wins until the next call applies its own.
"""

from __future__ import annotations

import logging
import os

__all__ = ["ThreadsError", "default", "use", "check"]

_log = logging.getLogger(__name__)
_ignored: set[str] = set()  # TFRT_NUM_THREADS values already warned about

_NOT_APPLIED = object()
_applied = _NOT_APPLIED  # what `use` last put in force


class ThreadsError(ValueError):
    """A thread count that is not a positive integer."""


def check(n) -> int | None:
    """`n` as a thread count (None: the process default); ThreadsError otherwise."""
    if n is None:
        return None
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ThreadsError(f"num_threads must be a positive integer or None, not {n!r}")
    return n


def default() -> int | None:
    """`TFRT_NUM_THREADS` when it is a positive integer, else None (each library's default;
    any other value is ignored, with a warning on the `tfrt.runtime.threads` logger)."""
    value = os.environ.get("TFRT_NUM_THREADS", "").strip()
    try:
        n = int(value)
    except ValueError:
        n = 0
    if n > 0:
        return n
    if value and value not in _ignored:
        _ignored.add(value)  # once per value: this runs before every call's thread check
        _log.warning("TFRT_NUM_THREADS=%r is not a positive integer: ignored", value)
    return None


def use(n: int | None) -> None:
    """Puts `n` threads (None: the process default) in force for oneDNN and OpenBLAS."""
    global _applied
    if n == _applied:
        return
    from tfrt.runtime import blas, native

    _applied = n
    if n is None:
        native.set_num_threads(native.default_num_threads())
        blas_threads = blas.default_blas_threads()
        if blas_threads is not None:
            blas.set_blas_threads(blas_threads)
    else:
        native.set_num_threads(n)
        blas.set_blas_threads(n)
