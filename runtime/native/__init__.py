"""Native kernels of the CPU op handler: oneDNN through the `tfrt._tfrt_dnnl` extension
(built from dnnl_kernels.cpp by the project's CMake; docs/native.md).

    from tfrt.runtime import native
    native.available()        # True when the extension and libdnnl.so loaded
    native.reason()           # why not, when not available
    native.dnnl               # the extension module (None when not available)
    native.set_num_threads(n) # oneDNN's OpenMP threads (0: all cores)

The extension is optional: without it (not built, libdnnl.so missing, or `TFRT_NATIVE=0` in the
environment) the runtime runs its numpy kernels. Threads: `TFRT_NUM_THREADS` if set, else
every core this process may run on.
"""

from __future__ import annotations

import importlib
import os

__all__ = ["available", "reason", "dnnl", "set_num_threads", "num_threads", "default_num_threads"]

dnnl = None
_reason = "not loaded"


def default_num_threads() -> int:
    """`TFRT_NUM_THREADS` when set to a positive integer, else the cores this process may use."""
    value = os.environ.get("TFRT_NUM_THREADS", "").strip()
    if value:
        try:
            n = int(value)
        except ValueError:
            n = 0
        if n > 0:
            return n
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _load():
    global dnnl, _reason
    if os.environ.get("TFRT_NATIVE", "1").strip() == "0":
        _reason = "disabled by TFRT_NATIVE=0"
        return
    try:
        # Next to the `tfrt` package's other extension (build/python/tfrt in a build tree).
        module = importlib.import_module("tfrt._tfrt_dnnl")
    except ImportError as e:  # not built, or libdnnl.so / libgomp not found
        _reason = f"the oneDNN extension did not load: {e}"
        return
    module.set_num_threads(default_num_threads())
    dnnl = module
    _reason = ""


def available() -> bool:
    return dnnl is not None


def reason() -> str:
    """Why the native kernels are not available ('' when they are)."""
    return _reason


def set_num_threads(n: int) -> None:
    """oneDNN's threads per kernel from now on, process-wide (0: all cores)."""
    if dnnl is not None:
        dnnl.set_num_threads(int(n))


def num_threads() -> int:
    return dnnl.num_threads() if dnnl is not None else 1


_load()
