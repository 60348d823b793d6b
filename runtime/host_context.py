"""HostContext: what kernels and the executor share while running.

It owns the work queue (`s` or `mstd`, or any ConcurrentWorkQueue), the
kernel registry, the host allocator, the diagnostic handler (where kernel
errors are reported as they happen) and the cancellation state:
`cancel_execution()` sets a cancel value (an ErrorAsyncValue); the executor
skips every kernel not yet dispatched, giving its results that error, and
`restart()` clears it.

Work a kernel queues (`enqueue_work(task, results, location)`) stays that
kernel's: if the task raises, the exception is reported at the kernel's
location and becomes its results that the task left unresolved, as if the
kernel had raised it; the work queue's own `errors` are runtime bugs only.
"""

from __future__ import annotations

import sys
import threading

import numpy as np

from tfrt.runtime.async_value import (
    AsyncValue, AsyncValueError, ConcreteAsyncValue, Diagnostic, ErrorAsyncValue, ErrorCode,
    run_when_ready,
)
from tfrt.runtime.work_queue import ConcurrentWorkQueue, create_work_queue


class HostAllocator:
    """Allocates host memory as aligned numpy byte buffers (the allocator
    hook: subclass and pass to HostContext to count or limit allocations)."""

    def allocate(self, size: int, alignment: int = 16) -> np.ndarray:
        if size < 0 or alignment <= 0 or alignment & (alignment - 1):
            raise ValueError(f"bad allocation: {size} bytes aligned to {alignment}")
        raw = np.empty(size + alignment, dtype=np.uint8)
        start = (-raw.ctypes.data) % alignment
        return raw[start:start + size]

    def deallocate(self, buffer) -> None:  # numpy frees with the last reference
        pass


def print_diagnostic(diagnostic: Diagnostic, stream=None) -> None:
    """The default handler: `file:line:col: error: runtime error: message` on stderr."""
    from tfrt.runtime.bef.locations import first_file_location

    loc = first_file_location(diagnostic.location) if diagnostic.location is not None else None
    where = f"{loc.filename}:{loc.line}:{loc.column}: " if loc else ""
    print(f"{where}error: runtime error: {diagnostic.message}", file=stream or sys.stderr,
          flush=True)


class HostContext:
    """See the module docstring. `work_queue` is `"s"`, `"mstd"`, `"mstd:N"`
    or a ConcurrentWorkQueue; `registry` defaults to the global registry with
    every static kernel library loaded."""

    def __init__(self, work_queue="s", *, registry=None, diagnostic_handler=None,
                 allocator: HostAllocator | None = None):
        self.work_queue: ConcurrentWorkQueue = (
            create_work_queue(work_queue) if isinstance(work_queue, str) else work_queue)
        if registry is None:
            from tfrt.runtime.kernel_registry import default_registry

            registry = default_registry()
        self.registry = registry
        self.diagnostic_handler = diagnostic_handler or (lambda d: None)
        self.allocator = allocator or HostAllocator()
        # The executor reads this attribute directly: None, or the cancel value.
        self.cancel_value: ErrorAsyncValue | None = None
        self._shared = {}
        self._shared_lock = threading.Lock()

    # -- work ------------------------------------------------------------------

    def enqueue_work(self, task, results=(), location=None) -> None:
        """Runs `task()` later on the work queue (non-blocking work only).
        `results`: the AsyncValues the task is to resolve; if it raises, the
        error is reported at `location` (a location, or a function giving
        one) and those still unresolved become it."""
        self.work_queue.add_task(self._owned(task, results, location))

    def enqueue_blocking_work(self, task, results=(), location=None) -> bool:
        """Runs `task()` later where it may block (sleep, I/O); `results` and
        `location` as for `enqueue_work`."""
        return self.work_queue.add_blocking_task(self._owned(task, results, location))

    def _owned(self, task, results, location):
        """`task`, with an exception it raises turned into its results' error."""
        def run():
            try:
                task()
            except Exception as e:  # noqa: BLE001 - a kernel's error is a value
                where = location() if callable(location) else location
                error = self.emit_exception(e, where)
                for r in results:
                    r.set_error_if_unresolved(error.diagnostic)

        return run

    def await_values(self, values, timeout: float | None = None) -> bool:
        """Blocks the caller (never a worker) until the AsyncValues among
        `values` are available; False if `timeout` seconds pass first."""
        return self.work_queue.await_values(values, timeout)

    def quiesce(self, timeout: float | None = None) -> bool:
        """Blocks until the work queue has no queued or running task."""
        return self.work_queue.quiesce(timeout)

    def run_when_ready(self, values, callback) -> None:
        run_when_ready(values, callback)

    def shutdown(self) -> None:
        self.work_queue.shutdown()

    # -- values and errors ----------------------------------------------------

    @staticmethod
    def make_unconstructed() -> ConcreteAsyncValue:
        return ConcreteAsyncValue()

    @staticmethod
    def make_available(value) -> AsyncValue:
        return ConcreteAsyncValue(value)

    def emit_error(self, message, location=None, code: ErrorCode = ErrorCode.UNKNOWN
                   ) -> ErrorAsyncValue:
        """Reports an error to the diagnostic handler and returns it as a value."""
        error = ErrorAsyncValue(message, location, code)
        self.diagnostic_handler(error.diagnostic)
        return error

    def emit_exception(self, e: BaseException, location=None) -> ErrorAsyncValue:
        """What a kernel's exception becomes: `KernelError` gives its message
        and code; `AsyncValueError` (an error value's `get()`) is that error,
        already reported; anything else `Type: message`, reported."""
        from tfrt.runtime.kernel_registry import KernelError

        if isinstance(e, AsyncValueError):
            return ErrorAsyncValue(e.diagnostic)
        if isinstance(e, KernelError):
            return self.emit_error(e.message, location, e.code)
        text = str(e)
        return self.emit_error(f"{type(e).__name__}: {text}" if text else type(e).__name__,
                               location)

    # -- cancellation ----------------------------------------------------------

    def cancel_execution(self, message: str = "Cancelled") -> None:
        """Skips every kernel not yet dispatched: their results become the
        cancel error. Stays in force until `restart()`."""
        if self.cancel_value is None:
            self.cancel_value = ErrorAsyncValue(message, None, ErrorCode.CANCELLED)

    def restart(self) -> None:
        self.cancel_value = None

    def is_cancelled(self) -> bool:
        return self.cancel_value is not None

    # -- shared state ----------------------------------------------------------

    def get_or_create_shared(self, key, factory):
        """One object per key per HostContext (TFRT's SharedContext / resources)."""
        value = self._shared.get(key)  # entries are never removed: no lock to read one
        if value is not None:
            return value
        with self._shared_lock:
            if key not in self._shared:
                self._shared[key] = factory()
            return self._shared[key]
