"""How the process's malloc keeps freed memory for the next call (docs/runtime.md, "Heap").

numpy allocates every result with malloc. glibc serves a block above its mmap threshold (which
grows with use, at most to 32 MiB) with fresh pages from the kernel, and hands the heap's free
top back to the kernel above its trim threshold. So the results of one call (a few MB each at
batch 32) go back to the kernel when the call ends and fault in again, page by page, in the
next: about 2.9 µs per 4 KiB page on these VMs. The stft model at batch 32 took 15 ms a call,
6 ms without the faults.

The CPU op handler therefore calls `keep_freed_memory()` when it is first created: both
thresholds become 1 GiB, so that blocks up to 1 GiB come from the heap and freed memory stays
there for the next call. This is what an ML runtime's arena does (TF's BFC allocator, ONNX
Runtime's arena). The price: the process keeps up to 1 GiB of freed heap rather than returning
it to the system. Left alone:

- with `TFRT_MALLOC_TUNING=0`;
- when the user tuned glibc's malloc already (`MALLOC_MMAP_THRESHOLD_`, `MALLOC_TRIM_THRESHOLD_`,
  or `glibc.malloc` settings in `GLIBC_TUNABLES`);
- when the C library is not glibc.
"""

from __future__ import annotations

import ctypes
import os

__all__ = ["keep_freed_memory", "KEPT_BYTES"]

KEPT_BYTES = 1 << 30
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # glibc's mallopt parameters
_done = False


def _user_tuned(env) -> bool:
    return ("MALLOC_MMAP_THRESHOLD_" in env or "MALLOC_TRIM_THRESHOLD_" in env
            or "glibc.malloc" in env.get("GLIBC_TUNABLES", ""))


def keep_freed_memory() -> bool:
    """Sets glibc's mmap and trim thresholds to `KEPT_BYTES`, once per process; True if it did
    (now or before)."""
    global _done
    if _done:
        return True
    env = os.environ
    if env.get("TFRT_MALLOC_TUNING", "").strip() == "0" or _user_tuned(env):
        return False
    try:
        libc = ctypes.CDLL(None)
        libc.gnu_get_libc_version  # noqa: B018 - glibc only (musl, macOS: no such function)
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    _done = bool(mallopt(_M_MMAP_THRESHOLD, KEPT_BYTES)) and bool(mallopt(_M_TRIM_THRESHOLD, KEPT_BYTES))
    return _done
