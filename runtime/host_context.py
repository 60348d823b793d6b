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

Deadlines (TFRT's RequestContext): a call with a timeout runs as a
`RequestContext`, cancelled on its own -- by a timer thread at its
deadline -- without touching other calls on the same host. The executor
checks `request.cancel_value` where it checks the host's (for a call
without a deadline the request *is* the host: nothing changes), and the
request of the running invocation is `current_request(host)`: kernels that
loop or call functions use it, and work they queue or continue later in a
waiter carries it along (`in_request`).
"""

from __future__ import annotations

import contextvars
import heapq
import itertools
import sys
import threading
import time
import weakref

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


def too_deep() -> str:
    """The error of a program whose function calls nest deeper than the runtime's stack:
    nested calls run on the Python stack (docs/robustness.md, "Limits")."""
    return (f"function calls nested too deeply: the runtime's call depth limit (Python's "
            f"recursion limit, {sys.getrecursionlimit()} frames) was reached")


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

    def deadline(self, timeout: float) -> "RequestContext":
        """A RequestContext cancelled `timeout` seconds from now (a context
        manager: inside the `with`, it is the current request)."""
        return RequestContext(self, timeout)

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
        """`task`, run in the current request, with an exception it raises
        turned into its results' error."""
        def run():
            try:
                task()
            except Exception as e:  # noqa: BLE001 - a kernel's error is a value
                where = location() if callable(location) else location
                error = self.emit_exception(e, where)
                for r in results:
                    r.set_error_if_unresolved(error.diagnostic)

        return in_request(run)

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
        if isinstance(e, RecursionError):
            return self.emit_error(too_deep(), location, ErrorCode.RESOURCE_EXHAUSTED)
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

    def check_cancel(self) -> ErrorAsyncValue | None:
        """`cancel_value`, for loop kernels to call once per iteration (a
        RequestContext looks at its deadline too)."""
        return self.cancel_value

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


# -- requests and deadlines ------------------------------------------------------

_current = contextvars.ContextVar("tfrt_request", default=None)


def current_request(host):
    """The request the running code belongs to: a RequestContext (a call with
    a deadline) or `host` itself. Anything with `cancel_value` will do for
    the executor's checks."""
    request = _current.get()
    return request if request is not None and request.host is host else host


def in_request(fn):
    """`fn`, to be run later (a task, a waiter), in the request current now."""
    request = _current.get()

    def run(*args):
        token = _current.set(request)
        try:
            return fn(*args)
        finally:
            _current.reset(token)

    return run


class RequestContext:
    """One invocation's cancellation state (TFRT's RequestContext), made by
    `HostContext.deadline(timeout)`. `cancel_value` is its own cancellation
    (`cancel()`, the deadline) or the host's, else None. As a context
    manager it is the current request inside the `with`; on leaving, a
    deadline not reached yet no longer cancels it."""

    __slots__ = ("host", "deadline", "_cancel", "_done", "_timed", "_token", "__weakref__")

    def __init__(self, host: HostContext, timeout: float):
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or timeout != timeout:
            raise ValueError(f"timeout must be a number of seconds, not {timeout!r}")
        self.host = host
        self.deadline = time.monotonic() + timeout  # inf: never
        self._cancel = None
        self._done = False
        self._timed = timeout > 0  # else expired already: no timer needed
        self._token = None
        if self._timed:
            _timer.add(self)
        else:
            self.expire()

    @property
    def cancel_value(self) -> ErrorAsyncValue | None:
        cancel = self._cancel
        return cancel if cancel is not None else self.host.cancel_value

    def cancel(self, message: str = "Cancelled", code: ErrorCode = ErrorCode.CANCELLED) -> None:
        """Kernels of this request not dispatched yet get this error."""
        if self._cancel is None:
            self._cancel = ErrorAsyncValue(message, None, code)

    def check_cancel(self) -> ErrorAsyncValue | None:
        """`cancel_value`, the deadline checked first: loop kernels call this
        once per iteration, because the timer thread only gets to run when
        the thread holding the GIL hands it over (5 to 30 ms)."""
        if self._cancel is None and time.monotonic() >= self.deadline:
            self.expire()
        return self.cancel_value

    def expire(self) -> None:
        """The deadline passed: cancels the request unless it is done."""
        if not self._done:
            self.cancel("deadline exceeded", ErrorCode.DEADLINE_EXCEEDED)

    @property
    def timed_out(self) -> bool:
        cancel = self._cancel
        return cancel is not None and cancel._value.code == ErrorCode.DEADLINE_EXCEEDED

    def remaining(self) -> float:
        return max(0.0, self.deadline - time.monotonic())

    def await_values(self, values) -> bool:
        """Waits for the AsyncValues among `values` until the deadline; False
        (and the request cancelled) if it passes first or has passed."""
        pending = [v for v in values if isinstance(v, AsyncValue) and v.is_unavailable()]
        if pending and not self.host.await_values(pending, self.remaining()):
            self.expire()
        return not self.timed_out

    def __enter__(self) -> "RequestContext":
        self._token = _current.set(self)
        return self

    def __exit__(self, *exc) -> None:
        _current.reset(self._token)
        self._done = True
        if self._timed:
            _timer.done()


class _DeadlineTimer:
    """One daemon thread expiring requests at their deadlines. It refers to
    them weakly (a request keeps its host); entries of requests done before
    their deadlines stay in the heap until it is mostly such, then go at once."""

    def __init__(self):
        self._cond = threading.Condition()
        self._heap: list = []  # (deadline, sequence number, weakref to the request)
        self._order = itertools.count()
        self._done = 0  # requests done that are still in the heap (about)
        self._thread = None

    def add(self, request: RequestContext) -> None:
        with self._cond:
            heapq.heappush(self._heap, (request.deadline, next(self._order), weakref.ref(request)))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="tfrt-deadlines",
                                                daemon=True)
                self._thread.start()
            elif self._heap[0][2]() is request:
                self._cond.notify()

    def done(self) -> None:
        with self._cond:
            self._done += 1
            if self._done > 64 and self._done * 2 > len(self._heap):
                self._heap = [e for e in self._heap if _live(e[2]())]
                heapq.heapify(self._heap)
                self._done = 0

    def _run(self) -> None:
        with self._cond:
            while True:
                heap = self._heap
                now = time.monotonic()
                while heap and heap[0][0] <= now:
                    request = heapq.heappop(heap)[2]()
                    if _live(request):
                        request.expire()
                    else:
                        self._done = max(0, self._done - 1)
                # A deadline beyond what a wait can take (inf, 1e10 s) is waited for in turns.
                self._cond.wait(min(heap[0][0] - now, threading.TIMEOUT_MAX) if heap else None)


def _live(request) -> bool:
    return request is not None and not request._done


_timer = _DeadlineTimer()
