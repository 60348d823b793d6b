"""AsyncValues: the futures every kernel argument and result may be.

An `AsyncValue` starts *unavailable* and becomes *available* exactly once,
either *concrete* (holding a value) or an *error* (holding a `Diagnostic`).
Waiters added with `and_then` run exactly once, when it resolves, on the
thread that resolves it (at once, on the caller's thread, if it already
has). Every operation is safe under concurrent use: one module-wide lock
guards the short unavailable -> available transition and the waiter lists
(CPython runs one thread at a time anyway; a lock per value would cost an
allocation per value).

Waiters run from a per-thread loop, not from nested calls: a waiter that
resolves another value (a forwarded IndirectAsyncValue, the next kernel of
a dataflow chain) queues that value's waiters, which run as soon as it
returns, before the waiters queued before it (depth first, as a recursion
would). So a chain of any length resolves in constant stack depth. A waiter
that raises does not stop the others: they all run, then the first
exception propagates to whoever resolved the value.

The executor keeps plain Python values in its registers and only makes
AsyncValues when something is asynchronous (docs/runtime.md), so these
classes sit off the synchronous hot path.

    ConcreteAsyncValue   a value that is, or will be, set (`set_value`)
    ErrorAsyncValue      an available error
    IndirectAsyncValue   a placeholder later forwarded to another AsyncValue
    Chain                the value that orders side effects
"""

from __future__ import annotations

import enum
import threading
from typing import Callable, NamedTuple

_lock = threading.Lock()
_local = threading.local()  # .queued: the list the running waiter's resolves append to

_UNAVAILABLE, _CONCRETE, _ERROR = 0, 1, 2


class ErrorCode(enum.IntEnum):
    """TFRT's error codes (`tfrt/support/error_type.def`)."""

    OK = 0
    CANCELLED = 1
    UNKNOWN = 2
    INVALID_ARGUMENT = 3
    DEADLINE_EXCEEDED = 4
    NOT_FOUND = 5
    ALREADY_EXISTS = 6
    PERMISSION_DENIED = 7
    RESOURCE_EXHAUSTED = 8
    FAILED_PRECONDITION = 9
    ABORTED = 10
    OUT_OF_RANGE = 11
    UNIMPLEMENTED = 12
    INTERNAL = 13
    UNAVAILABLE = 14
    DATA_LOSS = 15
    UNAUTHENTICATED = 16

    @property
    def printed(self) -> str:
        """The name TFRT prints (`Unknown`, `Cancelled`, `InvalidArgument`)."""
        return "".join(part.capitalize() for part in self.name.split("_"))


class Diagnostic(NamedTuple):
    """An error: message, location (a `tfrt.runtime.bef` location or None) and code."""

    message: str
    location: object = None
    code: ErrorCode = ErrorCode.UNKNOWN

    def __str__(self):
        return self.message


class AsyncValueError(RuntimeError):
    """Raised by `AsyncValue.get()` on an error value; `.diagnostic` says why."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


class Chain:
    """The value of `!tfrt.chain`: carries no data, only ordering."""

    __slots__ = ()

    def __repr__(self):
        return "Chain()"

    def __eq__(self, other):
        return isinstance(other, Chain)

    def __hash__(self):
        return 0


CHAIN = Chain()  # chains are all alike; kernels return this one


class AsyncValue:
    """A value that may not be available yet (see the module docstring)."""

    __slots__ = ("_state", "_value", "_waiters", "__weakref__")

    def __init__(self):
        self._state = _UNAVAILABLE
        self._value = None  # the value, or the Diagnostic of an error
        self._waiters = None  # list of callables while unavailable

    # -- queries ------------------------------------------------------------

    def is_available(self) -> bool:
        return self._state != _UNAVAILABLE

    def is_unavailable(self) -> bool:
        return self._state == _UNAVAILABLE

    def is_concrete(self) -> bool:
        return self._state == _CONCRETE

    def is_error(self) -> bool:
        return self._state == _ERROR

    @property
    def error(self) -> Diagnostic | None:
        """The diagnostic of an error value, else None."""
        return self._value if self._state == _ERROR else None

    def get(self):
        """The value; raises `AsyncValueError` for an error, RuntimeError if
        the value is not available yet (never blocks: see HostContext.await_values)."""
        state = self._state
        if state == _CONCRETE:
            return self._value
        if state == _ERROR:
            raise AsyncValueError(self._value)
        raise RuntimeError("AsyncValue.get() on an unavailable value")

    def __repr__(self):
        state = self._state
        if state == _CONCRETE:
            return f"<{type(self).__name__} {self._value!r}>"
        if state == _ERROR:
            return f"<{type(self).__name__} error: {self._value.message}>"
        return f"<{type(self).__name__} unavailable>"

    # -- waiting ------------------------------------------------------------

    def and_then(self, waiter: Callable[[], None]) -> None:
        """Runs `waiter()` once the value is available (now, if it is)."""
        if self._state == _UNAVAILABLE:
            with _lock:
                if self._state == _UNAVAILABLE:
                    if self._waiters is None:
                        self._waiters = [waiter]
                    else:
                        self._waiters.append(waiter)
                    return
        waiter()

    # -- resolving (once) ----------------------------------------------------

    def _resolve(self, state: int, value) -> None:
        with _lock:
            if self._state != _UNAVAILABLE:
                raise RuntimeError(f"{self!r} is already available; values are set once")
            self._value = value
            self._state = state
            waiters, self._waiters = self._waiters, None
        if waiters:
            _run_waiters(waiters)

    def set_error(self, error) -> None:
        """Makes this value an error (`error`: a Diagnostic or a message)."""
        if not isinstance(error, Diagnostic):
            error = Diagnostic(str(error))
        self._resolve(_ERROR, error)

    def set_error_if_unresolved(self, error: Diagnostic) -> bool:
        """Makes this value the error `error` unless it is available or (an
        IndirectAsyncValue) forwarded already; True if it did. What a task
        that raised leaves its unfinished results as."""
        with _lock:
            if self._state != _UNAVAILABLE or getattr(self, "_forwarded", False):
                return False
            if isinstance(self, IndirectAsyncValue):
                self._forwarded = True
            self._value = error
            self._state = _ERROR
            waiters, self._waiters = self._waiters, None
        if waiters:
            _run_waiters(waiters)
        return True


class ConcreteAsyncValue(AsyncValue):
    """A value of some type, available now (`ConcreteAsyncValue(v)`) or later
    (`ConcreteAsyncValue()`, then `set_value(v)` or `set_error(...)`)."""

    __slots__ = ()

    _NOTHING = object()

    def __init__(self, value=_NOTHING):
        if value is ConcreteAsyncValue._NOTHING:
            AsyncValue.__init__(self)
        else:
            self._state = _CONCRETE
            self._value = value
            self._waiters = None

    def set_value(self, value) -> None:
        self._resolve(_CONCRETE, value)

    emplace = set_value


class ErrorAsyncValue(AsyncValue):
    """An available error carrying a `Diagnostic` (message, location, code)."""

    __slots__ = ()

    def __init__(self, message, location=None, code: ErrorCode = ErrorCode.UNKNOWN):
        self._state = _ERROR
        self._value = message if isinstance(message, Diagnostic) else Diagnostic(
            str(message), location, code)
        self._waiters = None

    @property
    def diagnostic(self) -> Diagnostic:
        return self._value


class IndirectAsyncValue(AsyncValue):
    """A placeholder for a value produced elsewhere: `forward_to(v)` makes it
    take `v`'s state (value or error) once `v` is available. A plain Python
    value may be forwarded too (it is available at once)."""

    __slots__ = ("_forwarded",)

    def __init__(self):
        AsyncValue.__init__(self)
        self._forwarded = False

    def forward_to(self, target) -> None:
        with _lock:
            if self._forwarded:
                raise RuntimeError("IndirectAsyncValue forwarded twice")
            self._forwarded = True
        if target is self:
            raise RuntimeError("IndirectAsyncValue forwarded to itself")
        if not isinstance(target, AsyncValue):
            self._resolve(_CONCRETE, target)
            return

        def copy():
            self._resolve(target._state, target._value)

        target.and_then(copy)


def _run_waiters(waiters) -> None:
    """Runs `waiters`, and the waiters of every value they resolve, in one
    loop per thread (see the module docstring)."""
    queued = getattr(_local, "queued", None)
    if queued is not None:  # inside the loop: it runs them after the current waiter
        queued.extend(waiters)
        return
    stack = [iter(waiters)]
    first_error = None
    try:
        while stack:
            waiter = next(stack[-1], None)
            if waiter is None:
                stack.pop()
                continue
            _local.queued = queued = []
            try:
                waiter()
            except BaseException as e:  # noqa: BLE001 - the others must still run
                if first_error is None:
                    first_error = e
            if queued:
                stack.append(iter(queued))
    finally:
        _local.queued = None
    if first_error is not None:
        raise first_error


def run_detached(task: Callable[[], None]) -> None:
    """Runs `task()` with a waiter loop of its own: the waiters of values it
    resolves have run when it returns, even if it is called from a waiter
    (the single-threaded work queue runs tasks while its caller awaits)."""
    saved = getattr(_local, "queued", None)
    _local.queued = None
    try:
        task()
    finally:
        _local.queued = saved


def make_available(value) -> AsyncValue:
    """`value` as an available AsyncValue (AsyncValues are returned as is)."""
    return value if isinstance(value, AsyncValue) else ConcreteAsyncValue(value)


def run_when_ready(values, callback: Callable[[], None]) -> None:
    """Runs `callback()` once every AsyncValue among `values` is available
    (plain values count as available)."""
    pending = [v for v in values if isinstance(v, AsyncValue) and v._state == _UNAVAILABLE]
    if not pending:
        callback()
        return
    count = [len(pending)]

    def one_ready():
        with _lock:
            count[0] -= 1
            last = count[0] == 0
        if last:
            callback()

    for v in pending:
        v.and_then(one_ready)


__all__ = [
    "AsyncValue", "AsyncValueError", "CHAIN", "Chain", "ConcreteAsyncValue", "Diagnostic",
    "ErrorAsyncValue", "ErrorCode", "IndirectAsyncValue", "make_available", "run_detached",
    "run_when_ready",
]
