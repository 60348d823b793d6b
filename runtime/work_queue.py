"""Work queues: where a HostContext runs the work kernels hand off.

`ConcurrentWorkQueue` is the interface (TFRT's): `add_task` for short
non-blocking work, `add_blocking_task` for work that may block (sleeps, I/O),
`await_values` to block the *caller* until AsyncValues are available, and
`quiesce` to wait until no task is queued or running. Two implementations:

- `SingleThreadedWorkQueue` (`s`): no threads. Tasks wait in a FIFO and run
  on the thread that calls `await_values` or `quiesce` -- deterministic
  order, which lit tests rely on. Blocking tasks run the same way.
- `MultiThreadedWorkQueue` (`mstd`): a fixed pool of worker threads for
  non-blocking tasks and a separate, growing pool (up to a bound) for
  blocking ones, so a sleeping kernel never holds up the non-blocking pool.
  Awaiting from a worker thread is refused (it could deadlock the pool).

A task that raises does not kill a worker: the exception is kept in
`errors`, the queue carries on. Kernels queue their work through
`HostContext.enqueue_work`, which turns an exception into that kernel's
error value, so `errors` only ever holds runtime bugs. Such a bug may leave
a value unresolved for ever: `await_values` then raises `WorkQueueError`
(naming the exception) instead of waiting. Each task runs its own
AsyncValue waiter loop (`run_detached`).
"""

from __future__ import annotations

import collections
import os
import threading

from tfrt.runtime.async_value import AsyncValue, run_detached


class WorkQueueError(RuntimeError):
    """Misuse of a work queue (e.g. awaiting on a worker thread, unknown type)."""


class ConcurrentWorkQueue:
    """The interface; see the module docstring."""

    name = "abstract"

    def __init__(self):
        self.errors: list[BaseException] = []  # exceptions raised by tasks: runtime bugs
        self._on_error: set = set()  # wake-up calls of the threads in await_values

    def add_task(self, task) -> None:
        raise NotImplementedError

    def add_blocking_task(self, task) -> bool:
        raise NotImplementedError

    def await_values(self, values, timeout: float | None = None) -> bool:
        """Blocks until every AsyncValue in `values` is available; False on timeout."""
        raise NotImplementedError

    def quiesce(self, timeout: float | None = None) -> bool:
        """Blocks until no task is queued or running; False on timeout."""
        raise NotImplementedError

    def is_in_worker_thread(self) -> bool:
        return False

    def shutdown(self) -> None:
        pass

    def _run(self, task):
        try:
            run_detached(task)
        except BaseException as e:  # noqa: BLE001 - a task must not kill the queue
            self.errors.append(e)
            for wake in list(self._on_error):
                wake()

    def _check_errors(self, since: int, pending) -> None:
        """Raises if a task raised (after the first `since` errors) while
        values are still awaited: they may never become available."""
        if len(self.errors) > since and any(v.is_unavailable() for v in pending):
            e = self.errors[since]
            raise WorkQueueError(f"a task on the work queue raised {type(e).__name__}: {e}; "
                                 "the values awaited may never become available") from e


def wait_seconds(timeout: float | None) -> float | None:
    """`timeout` as threading's waits take it: they overflow past TIMEOUT_MAX (~292
    years), a wait that long is a wait without a limit."""
    return None if timeout is None or timeout >= threading.TIMEOUT_MAX else max(0.0, timeout)


def _unavailable(values):
    return [v for v in values if isinstance(v, AsyncValue) and v.is_unavailable()]


class SingleThreadedWorkQueue(ConcurrentWorkQueue):
    """`s`: tasks run, in FIFO order, on the thread that awaits or quiesces."""

    name = "s"

    def __init__(self):
        super().__init__()
        self._tasks = collections.deque()
        self._cond = threading.Condition()

    def add_task(self, task) -> None:
        with self._cond:
            self._tasks.append(task)
            self._cond.notify_all()

    def add_blocking_task(self, task) -> bool:
        self.add_task(task)
        return True

    def _run_one(self, timeout: float | None) -> bool:
        """Runs one task, waiting up to `timeout` for one to appear."""
        with self._cond:
            if not self._tasks:
                self._cond.wait(wait_seconds(timeout))
                if not self._tasks:
                    return False
            task = self._tasks.popleft()
        self._run(task)
        return True

    def await_values(self, values, timeout: float | None = None) -> bool:
        import time

        deadline = None if timeout is None else time.monotonic() + timeout
        pending = _unavailable(values)
        if not pending:
            return True
        since = len(self.errors)
        cond = self._cond

        def wake():
            with cond:
                cond.notify_all()

        for v in pending:
            v.and_then(wake)  # another thread may resolve it while we wait
        while True:
            pending = [v for v in pending if v.is_unavailable()]
            if not pending:
                return True
            self._check_errors(since, pending)
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                return False
            # Wait in short slices: a value resolved elsewhere wakes us too.
            self._run_one(0.05 if left is None else min(left, 0.05))

    def quiesce(self, timeout: float | None = None) -> bool:
        import time

        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            with self._cond:
                if not self._tasks:
                    return True
                task = self._tasks.popleft()
            self._run(task)
            if deadline is not None and time.monotonic() > deadline:
                return False


class _Pool:
    """Threads taking tasks from one FIFO; `max_threads` started on demand."""

    def __init__(self, queue: "MultiThreadedWorkQueue", name: str, max_threads: int):
        self._queue = queue
        self._name = name
        self._max = max_threads
        self._tasks = collections.deque()
        self._idle = 0
        self._threads: list[threading.Thread] = []
        self._stopping = False

    def add(self, task):  # under queue._cond
        self._tasks.append(task)
        if self._idle == 0 and len(self._threads) < self._max:
            t = threading.Thread(target=self._work, name=f"{self._name}-{len(self._threads)}",
                                 daemon=True)
            self._threads.append(t)
            t.start()
        else:
            self._queue._cond.notify_all()

    def _work(self):
        q = self._queue
        q._local.is_worker = True
        cond = q._cond
        while True:
            with cond:
                while not self._tasks and not self._stopping:
                    self._idle += 1
                    cond.wait()
                    self._idle -= 1
                if self._stopping and not self._tasks:
                    return
                task = self._tasks.popleft()
            q._run(task)
            with cond:
                q._pending -= 1
                if q._pending == 0:
                    cond.notify_all()


class MultiThreadedWorkQueue(ConcurrentWorkQueue):
    """`mstd`: `num_threads` workers for non-blocking tasks, up to
    `max_blocking_threads` more for blocking ones."""

    name = "mstd"

    def __init__(self, num_threads: int | None = None, max_blocking_threads: int = 16):
        super().__init__()
        self.num_threads = num_threads or max(2, os.cpu_count() or 2)
        self._cond = threading.Condition()
        self._local = threading.local()
        self._pending = 0  # tasks queued or running, both pools
        self._pool = _Pool(self, "tfrt-worker", self.num_threads)
        self._blocking = _Pool(self, "tfrt-blocking", max_blocking_threads)

    def is_in_worker_thread(self) -> bool:
        return getattr(self._local, "is_worker", False)

    def add_task(self, task) -> None:
        with self._cond:
            self._pending += 1
            self._pool.add(task)

    def add_blocking_task(self, task) -> bool:
        with self._cond:
            self._pending += 1
            self._blocking.add(task)
        return True

    def await_values(self, values, timeout: float | None = None) -> bool:
        pending = _unavailable(values)
        if not pending:
            return True
        if self.is_in_worker_thread():
            raise WorkQueueError("await_values called on a worker thread: kernels must not block")
        done = threading.Event()
        count = [len(pending)]
        lock = threading.Lock()

        def one():
            with lock:
                count[0] -= 1
                last = count[0] == 0
            if last:
                done.set()

        since = len(self.errors)
        self._on_error.add(done.set)
        if len(self.errors) > since:  # raised before the line above
            done.set()
        try:
            for v in pending:
                v.and_then(one)
            done.wait(wait_seconds(timeout))
        finally:
            self._on_error.discard(done.set)
        self._check_errors(since, pending)
        return not any(v.is_unavailable() for v in pending)

    def quiesce(self, timeout: float | None = None) -> bool:
        if self.is_in_worker_thread():
            raise WorkQueueError("quiesce called on a worker thread")
        with self._cond:
            return self._cond.wait_for(lambda: self._pending == 0, wait_seconds(timeout))

    def shutdown(self) -> None:
        with self._cond:
            self._pool._stopping = self._blocking._stopping = True
            self._cond.notify_all()


def create_work_queue(kind: str = "s") -> ConcurrentWorkQueue:
    """`s`, `mstd` or `mstd:N` (N non-blocking threads)."""
    if kind == "s":
        return SingleThreadedWorkQueue()
    if kind == "mstd":
        return MultiThreadedWorkQueue()
    if kind.startswith("mstd:") and kind[5:].isdigit() and int(kind[5:]) > 0:
        return MultiThreadedWorkQueue(int(kind[5:]))
    raise WorkQueueError(f"unknown work queue type {kind!r} (expected s, mstd or mstd:N)")
