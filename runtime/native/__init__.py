"""Native kernels of the CPU op handler: oneDNN through the `tfrt._tfrt_dnnl` extension
(built from dnnl_kernels.cpp by the project's CMake; docs/native.md), and plain C++ kernels
(non-max suppression) through `tfrt._tfrt_kernels` (kernels_module.cpp, nms.cpp), which
needs no oneDNN.

    from tfrt.runtime import native
    native.present()          # the oneDNN extension exists and TFRT_NATIVE is not 0 (nothing loaded)
    native.available()        # True when the oneDNN extension and libdnnl.so loaded (loads them)
    native.reason()           # why not, when not available
    native.dnnl               # the oneDNN extension module (None when not available)
    native.kernels            # the plain C++ kernels' module (None when not built or TFRT_NATIVE=0)
    native.set_num_threads(n) # oneDNN's OpenMP threads (0: all cores)

Loading libdnnl.so costs 60-80 ms, so nothing is loaded until a kernel needs it: a process
that builds the op registry (a compiler, a tool) but runs no NN op never pays it. The plain
kernels load apart, on their first use, without oneDNN.

The extensions are optional: without them (not built, libdnnl.so missing, or `TFRT_NATIVE=0` in
the environment) the runtime runs its numpy kernels; an extension that is built but does not
load is a warning on the `tfrt.runtime.native` logger. Threads: `TFRT_NUM_THREADS` if set, else
every core this process may run on; idle OpenMP threads sleep (`OMP_WAIT_POLICY=PASSIVE`
unless the environment says otherwise), so small primitives run on the calling thread alone
(`serial_work()`).
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import os

__all__ = ["present", "available", "reason", "dnnl", "kernels", "set_num_threads", "num_threads",
           "default_num_threads", "serial_work"]

_log = logging.getLogger(__name__)
_EXTENSION = "tfrt._tfrt_dnnl"  # next to the `tfrt` package's other extension
_dnnl = None
_reason = "not loaded"
_loaded = False
_requested = None  # a thread count set before the extension loaded
_KERNELS_EXTENSION = "tfrt._tfrt_kernels"  # plain C++ kernels: no oneDNN, loaded apart
_kernels = None
_kernels_loaded = False


def default_num_threads() -> int:
    """`TFRT_NUM_THREADS` when set to a positive integer, else the cores this process may use."""
    from tfrt.runtime import threads

    n = threads.default()
    if n is not None:
        return n
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _disabled() -> bool:
    return os.environ.get("TFRT_NATIVE", "1").strip() == "0"


def present() -> bool:
    """The extension is there and not disabled (checked without loading it)."""
    if _loaded:
        return _dnnl is not None
    try:
        return not _disabled() and importlib.util.find_spec(_EXTENSION) is not None
    except (ImportError, ValueError):
        return False


def _load():
    global _dnnl, _reason, _loaded
    if _loaded:
        return _dnnl
    _loaded = True
    if _disabled():
        _reason = "disabled by TFRT_NATIVE=0"
        return None
    # OpenMP's idle threads spin by default (GOMP: ~0.3 s): between oneDNN's primitives they
    # take the cores from the Python executor and the numpy kernels (BERT at batch 1: 65 ms
    # spinning, 14 ms passive on 2 cores). libgomp reads this once, when it loads; a value the
    # user set wins.
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    try:
        module = importlib.import_module(_EXTENSION)
    except ImportError as e:  # not built, or libdnnl.so / libgomp not found
        _reason = f"the oneDNN extension did not load: {e}"
        if importlib.util.find_spec(_EXTENSION) is not None:  # built, but it cannot load
            _log.warning("%s; the numpy kernels run instead", _reason)
        return None
    module.set_num_threads(_requested if _requested is not None else default_num_threads())
    module.set_serial_work(serial_work())
    _dnnl = module
    _reason = ""
    return module


# Below this much work (multiply-adds) a primitive runs on the calling thread alone. Waking
# sleeping OpenMP threads costs 60-80 us on these machines, about what one thread does in
# 2^24 multiply-adds (a 3x3 conv 64->64 on 24x24: 199 us on one thread, 186 on two); threads
# that spin wake in a few microseconds, so with spinning only tiny primitives stay serial.
SERIAL_WORK_PASSIVE = 1 << 24
SERIAL_WORK_SPINNING = 1 << 18


def serial_work() -> int:
    """The work below which a primitive runs on one thread: `TFRT_SERIAL_WORK` when set (an
    integer; 0: never), else from OpenMP's wait policy (idle threads sleep unless the
    environment asked them to spin)."""
    value = os.environ.get("TFRT_SERIAL_WORK", "").strip()
    if value:
        try:
            return max(int(value), 0)
        except ValueError:
            _log.warning("TFRT_SERIAL_WORK=%r is not an integer; ignored", value)
    passive = os.environ.get("OMP_WAIT_POLICY", "").strip().upper() == "PASSIVE" and not os.environ.get("GOMP_SPINCOUNT")
    return SERIAL_WORK_PASSIVE if passive else SERIAL_WORK_SPINNING


def _load_kernels():
    global _kernels, _kernels_loaded
    if _kernels_loaded:
        return _kernels
    module = None
    if not _disabled():
        try:
            module = importlib.import_module(_KERNELS_EXTENSION)
        except ImportError as e:  # not built, or built but it cannot load
            if importlib.util.find_spec(_KERNELS_EXTENSION) is not None:
                _log.warning("the plain C++ kernels did not load: %s; the numpy kernels run instead", e)
    _kernels, _kernels_loaded = module, True  # set last: another thread never sees a half load
    return module


def __getattr__(name):
    if name == "dnnl":
        return _load()
    if name == "kernels":
        return _load_kernels()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def available() -> bool:
    return _load() is not None


def reason() -> str:
    """Why the native kernels are not available ('' when they are)."""
    _load()
    return _reason


def set_num_threads(n: int) -> None:
    """oneDNN's threads per kernel from now on, process-wide (0: all cores). Before the
    extension is loaded this is remembered, not a reason to load it."""
    global _requested
    if not _loaded:
        _requested = int(n)
    elif _dnnl is not None:
        _dnnl.set_num_threads(int(n))


def num_threads() -> int:
    return _dnnl.num_threads() if _load() is not None else 1
