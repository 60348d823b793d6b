"""How many threads numpy's BLAS uses under the runtime (docs/cpu_ops.md, "BLAS threads").

The runtime runs one op at a time on small tensors (batch 1 to 32): a multi-threaded
OpenBLAS call wakes its threads for a few microseconds of work, and on a loaded or
shared machine those threads wait for cores. Measured on the 2-core development machine
with another build running: [32x784]@[784x128] 530 us with 2 threads against 94 us with
one, [1x3136]@[3136x10] 14 against 8, the cnn's im2col matmul 22 against 19. So the CPU op
handler limits OpenBLAS to one thread when it is first created, unless the user chose:

- `OPENBLAS_NUM_THREADS` or `OMP_NUM_THREADS` set in the environment: left alone;
- `TFRT_BLAS_THREADS=N`: N threads (`0`: leave BLAS alone);
- `TFRT_NUM_THREADS=N` (every library's intra-op threads, runtime/threads.py): N threads.

This is process-wide (numpy has one BLAS). Only OpenBLAS (numpy's wheels) is handled;
for anything else, or where the library cannot be found, nothing happens.
"""

from __future__ import annotations

import ctypes
import os

__all__ = ["blas_threads", "default_blas_threads", "limit_blas_threads", "set_blas_threads"]

_SETTERS = ("scipy_openblas_set_num_threads64_", "scipy_openblas_set_num_threads",
            "openblas_set_num_threads64_", "openblas_set_num_threads")
_GETTERS = tuple(name.replace("_set_", "_get_") for name in _SETTERS)
_done = False


def _openblas_paths() -> list[str]:
    """Paths of the OpenBLAS libraries loaded in this process (Linux)."""
    try:
        with open("/proc/self/maps") as f:
            paths = {line.split()[-1] for line in f if "openblas" in line}
    except OSError:
        return []
    return sorted(p for p in paths if ".so" in os.path.basename(p))


def _openblas_function(names):
    """The first of `names` exported by a loaded OpenBLAS, or None."""
    import numpy  # noqa: F401  - loads numpy's BLAS

    for path in _openblas_paths():
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for name in names:
            function = getattr(lib, name, None)
            if function is not None:
                return function
    return None


def set_blas_threads(n: int) -> bool:
    """Sets OpenBLAS's thread count; True if a loaded OpenBLAS took it."""
    setter = _openblas_function(_SETTERS)
    if setter is not None:
        setter(int(n))
    return setter is not None


def blas_threads() -> int | None:
    """OpenBLAS's thread count, or None when no loaded OpenBLAS tells it."""
    getter = _openblas_function(_GETTERS)
    return int(getter()) if getter is not None else None


def default_blas_threads() -> int | None:
    """The runtime's default (see the module docstring); None: leave BLAS alone."""
    env = os.environ
    if "TFRT_BLAS_THREADS" in env:
        try:
            n = int(env["TFRT_BLAS_THREADS"])
        except ValueError:
            return None
        return n if n > 0 else None
    from tfrt.runtime import threads

    n = threads.default()
    if n is not None:
        return n
    if "OPENBLAS_NUM_THREADS" in env or "OMP_NUM_THREADS" in env:
        return None
    return 1


def limit_blas_threads() -> None:
    """The runtime's default, applied once."""
    global _done
    if _done:
        return
    _done = True
    n = default_blas_threads()
    if n is not None:
        set_blas_threads(n)
