"""A profiler for BEF programs: one Chrome-trace event per kernel run, and a
summary by op.

    with exe.profile("trace.json") as prof:     # tfrt.executable.Executable.profile
        exe(x)
    print(prof.summary())

    with Profiler(program, "trace.json"):       # a tfrt.runtime Program or BEFExecutor
        program["main"](...)

While it is on, every kernel the program runs (in every function: loop
bodies and branches too) is one complete event of Chrome's trace event format
(`ph: "X"`, `ts` and `dur` in µs, `pid`, `tid`), which Perfetto
(ui.perfetto.dev) and chrome://tracing load. A Core Runtime op
(`corert.executeop`) is named by its TF op and source location
(`tf.MatMul @ model.py:12:3`), any other kernel by its kernel name; `args`
holds the op, the location (`file:line:col` as runtime errors give it, else
TF's node name), the kernel, the BEF function, the inputs' dtypes and shapes
(`float32[1,784]`) and, for a TF debug location, the node name. `summary()` adds up the events by op (count, total
ms, share), each counted without the kernels it ran itself (a `corert.while`
without its body's ops), largest first.

Off, it costs nothing: starting swaps each kernel in the executor's generated
code for a timed wrapper (`ExecutableFunction.instrument`), stopping swaps it
back; nothing on the hot path checks for a profiler. What is timed is each
kernel's call on the thread that runs it: constant kernels (made when the file
is loaded) do not run, and an op whose inputs are still being computed on
another thread (the `mstd` work queue) is timed while it is issued, not while
its work runs later.
"""

from __future__ import annotations

import collections
import inspect
import json
import os
import threading
import time

from tfrt.runtime.bef.format import BEFFormatError
from tfrt.runtime.bef.locations import CallSiteLoc, FusedLoc, NameLoc
from tfrt.runtime.core_runtime.errors import format_location
from tfrt.runtime.kernel_registry import ATTR, REST_ATTRS
from tfrt.runtime.tensor import TensorMetadata

__all__ = ["Profiler", "ProfilerError"]

_ACTIVE: set = set()  # ids of the executors being profiled
_ACTIVE_LOCK = threading.Lock()


class ProfilerError(RuntimeError):
    """The program is already being profiled, or the trace cannot be written."""


class _Kernel:
    """What an event says of one kernel of the program (made when profiling starts)."""

    __slots__ = ("name", "op", "category", "args")

    def __init__(self, op, kernel, function, location):
        node = _node_name(location)
        where = format_location(location) or node
        self.op = op or kernel
        self.category = "tf_op" if op else "kernel"
        self.name = f"{self.op} @ {where}" if where else self.op
        self.args = {"op": self.op, "location": where, "kernel": kernel, "function": function}
        if node is not None:
            self.args["node"] = node


class Profiler:
    """See the module docstring. `program`: a `tfrt.runtime.Program`, a
    `BEFExecutor` or anything with an `executor`; `path`: where `stop()`
    writes the trace (None: keep it in memory, `trace()` / `save(path)`)."""

    def __init__(self, program, path: str | os.PathLike | None = None):
        self._executor = getattr(program, "executor", program)
        self.path = path
        self._records: list = []
        self._undo: list = []
        self._origin = 0
        self._events: list[dict] | None = None

    # -- on and off ---------------------------------------------------------------------

    def start(self) -> "Profiler":
        with _ACTIVE_LOCK:
            if id(self._executor) in _ACTIVE:
                raise ProfilerError("this program is already being profiled")
            _ACTIVE.add(id(self._executor))
        self._records, self._events = [], None
        self._origin = time.perf_counter_ns()
        for fn in self._executor.functions:
            if fn is not None:
                self._undo.append(fn.instrument(self._wrapper(fn)))
        return self

    def stop(self) -> None:
        """Puts the kernels back; writes the trace to `path` if one was given."""
        if not self._undo:
            return
        for undo in reversed(self._undo):
            undo()
        self._undo = []
        with _ACTIVE_LOCK:
            _ACTIVE.discard(id(self._executor))
        if self.path is not None:
            self.save(self.path)

    def __enter__(self) -> "Profiler":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    def _wrapper(self, fn):
        record = self._records.append
        clock = time.perf_counter_ns
        thread = threading.get_ident
        function = fn.name or f"#{fn.index}"

        def wrap(k, kernel, location, call):
            info = _Kernel(_op_name(fn, k, kernel), kernel, function, location)

            def timed(*args):
                start = clock()
                try:
                    return call(*args)
                finally:
                    record((info, start, clock(), thread(), _inputs(args)))

            return timed

        return wrap

    # -- results --------------------------------------------------------------------------

    @property
    def events(self) -> list[dict]:
        """The complete events ("ph": "X") recorded so far, in start order."""
        if self._events is None or len(self._events) != len(self._records):
            self._events = self._make_events()
        return self._events

    def _make_events(self) -> list[dict]:
        pid = os.getpid()
        threads: dict[int, int] = {}
        described: dict = {}
        events = []
        for info, start, end, tid, inputs in sorted(self._records, key=lambda r: (r[1], -r[2])):
            args = dict(info.args)
            args["inputs"] = [described.get(m) or described.setdefault(m, _describe_tensor(m))
                              for m in inputs]
            events.append({"name": info.name, "cat": info.category, "ph": "X",
                           "ts": (start - self._origin) / 1e3, "dur": (end - start) / 1e3,
                           "pid": pid, "tid": threads.setdefault(tid, len(threads) + 1),
                           "args": args})
        return events

    def trace(self) -> dict:
        """The Chrome trace: {"traceEvents": [...], "displayTimeUnit": "ms"}."""
        events = self.events
        pid = os.getpid()
        meta = [{"name": "process_name", "ph": "M", "pid": pid, "tid": 0,
                 "args": {"name": "tfrt"}}]
        for tid in sorted({e["tid"] for e in events}):
            meta.append({"name": "thread_name", "ph": "M", "pid": pid, "tid": tid,
                         "args": {"name": f"tfrt thread {tid}"}})
        return {"traceEvents": meta + events, "displayTimeUnit": "ms"}

    def save(self, path: str | os.PathLike) -> None:
        """Writes the trace as JSON (ProfilerError if it cannot)."""
        try:
            with open(path, "w") as f:
                json.dump(self.trace(), f)
        except OSError as e:
            raise ProfilerError(f"cannot write the profile {os.fspath(path)}: "
                                f"{e.strerror}") from None

    def by_op(self) -> list[tuple[str, int, float, float]]:
        """(op, count, total seconds, share of all) per op, largest total first;
        an event's time excludes the events it contains (same thread)."""
        own = _self_times(self.events)
        count: collections.Counter = collections.Counter()
        total: collections.Counter = collections.Counter()
        for event, seconds in zip(self.events, own):
            op = event["args"]["op"]
            count[op] += 1
            total[op] += seconds
        overall = sum(total.values()) or 1.0
        rows = [(op, count[op], total[op], total[op] / overall) for op in total]
        return sorted(rows, key=lambda r: (-r[2], r[0]))

    def summary(self) -> str:
        """`by_op()` as a table, with a total line."""
        rows = self.by_op()
        width = max([len(r[0]) for r in rows] + [len("total")])
        lines = [f"{'op':{width}} {'count':>7} {'total ms':>10} {'share':>7}"]
        for op, n, seconds, share in rows:
            lines.append(f"{op:{width}} {n:7d} {seconds * 1e3:10.3f} {share:7.1%}")
        lines.append(f"{'total':{width}} {sum(r[1] for r in rows):7d} "
                     f"{sum(r[2] for r in rows) * 1e3:10.3f} {1 if rows else 0:7.1%}")
        return "\n".join(lines)


# -- helpers ------------------------------------------------------------------------------

def _inputs(args) -> tuple:
    """The metadata of the tensors among a kernel's arguments (handles, arrays)."""
    out = []
    for a in args:
        md = getattr(a, "_md", None)  # a TensorHandle
        if md is None:
            if hasattr(a, "dtype") and hasattr(a, "shape"):
                out.append((a.dtype, a.shape))
            continue
        if md.__class__ is not TensorMetadata:  # an AsyncValue of it
            md = md._value if getattr(md, "_state", None) == 1 else None
        out.append(md)
    return tuple(out)


def _describe_tensor(md) -> str:
    if md is None:
        return "pending"
    dtype, shape = (md.dtype, md.shape) if isinstance(md, TensorMetadata) else md
    return f"{getattr(dtype, 'name', dtype)}[{','.join(map(str, shape))}]"


def _node_name(location) -> str | None:
    """TF's node name in a debug location (`fused["Mul:", "cond/mul"(...)]`:
    `cond/mul`; `Mul:` names the op type), else None."""
    pending = [location]
    while pending:
        loc = pending.pop()
        if isinstance(loc, NameLoc):
            if not loc.name.endswith(":"):
                return loc.name
            pending.append(loc.child)
        elif isinstance(loc, CallSiteLoc):
            pending += [loc.caller, loc.callee]
        elif isinstance(loc, FusedLoc):
            pending += reversed(loc.locations)
    return None


def _op_name(fn, k: int, kernel: str) -> str | None:
    """The TF op a kernel runs: its string attribute `op_name` (`corert.executeop`)."""
    spec = fn.host.registry.get(kernel)
    if spec is None:
        return None
    names = list(inspect.signature(spec.fn).parameters)
    i = 0
    for name, (kind, attr_kind) in zip(names, spec.params):
        if kind == REST_ATTRS:
            return None
        if kind == ATTR:
            if name == "op_name":
                try:
                    offset = fn.bef_function.kernels[k].attributes[i]
                    value = fn.executor.bef.attribute(offset, attr_kind)
                except (BEFFormatError, IndexError):
                    return None
                return value if isinstance(value, str) else None
            i += 1
    return None


def _self_times(events: list[dict]) -> list[float]:
    """Each event's seconds minus those of the events nested in it, per thread
    (events in start order, an enclosing one first)."""
    own = [e["dur"] / 1e6 for e in events]
    open_by_thread: dict[int, list[tuple[float, int]]] = {}
    for i, e in enumerate(events):
        stack = open_by_thread.setdefault(e["tid"], [])
        while stack and stack[-1][0] <= e["ts"]:
            stack.pop()
        if stack:
            own[stack[-1][1]] -= e["dur"] / 1e6
        stack.append((e["ts"] + e["dur"], i))
    return [max(0.0, t) for t in own]
