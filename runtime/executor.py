"""BEFExecutor: runs BEF functions as register machines.

Loading (`BEFExecutor(bef, host)`) resolves every kernel of every function
through the host's KernelRegistry, checks it against the kernel's signature
and decodes its attributes once, then builds a *plan* per function:

- a **fast path**: one Python function generated from the BEF body, one line
  per kernel in file order (a topological order, which the reader verified),
  registers as local variables (`r7 = k3(r2, r5)`), attributes and kernel
  contexts as globals of the generated code. While every value is plain and
  every kernel synchronous, a kernel costs one Python call and nothing else:
  no AsyncValue, no operand counting, no dispatch loop.
- a **general path** (`_Execution`): TFRT's dataflow algorithm, with per
  kernel operand counts, registers holding plain values or AsyncValues, users
  notified as registers are defined or become available, strict kernels run
  when all arguments are available, non-strict ones when all are defined.

The fast path hands over to the general path ("bails") at the first kernel
whose result is not a plain value (an unavailable AsyncValue or an error, or
a raised exception), and after a kernel that may have cancelled execution.
It hands over its registers (`locals()`) and the kernel it stopped at; the
general path counts operands for the kernels not run yet and carries on.
docs/runtime.md explains the choice and gives the numbers.
"""

from __future__ import annotations

import collections
import logging
import threading

from tfrt.runtime.async_value import (
    AsyncValue, ConcreteAsyncValue, Diagnostic, ErrorAsyncValue, ErrorCode,
    IndirectAsyncValue,
)
from tfrt.runtime.bef.format import BEFFormatError
from tfrt.runtime.host_context import _current, current_request
from tfrt.runtime.native_function import LoadedFunction, NativeFunction
from tfrt.runtime.kernel_registry import (
    ARG, ATTR, CTX, FUNC, NUM_RESULTS, REST_ARGS, REST_ATTRS, REST_FUNCS, TYPED, KernelError,
    Rebindable, TypedAttribute,
)

_log = logging.getLogger(__name__)
_UNSET = object()  # a register not defined yet (general path)
_CONCRETE = 1  # AsyncValue._state of a concrete value


class BEFExecutorError(Exception):
    """A BEF file the executor cannot run: unknown kernel, a kernel used with
    the wrong number of arguments, results, attributes or functions, an
    undecodable attribute. `location` is the kernel's location (if known)."""

    def __init__(self, message: str, location=None):
        self.message = message
        self.location = location
        super().__init__(self._text())

    def _text(self):
        from tfrt.runtime.bef.locations import first_file_location

        loc = first_file_location(self.location) if self.location is not None else None
        return f"{loc.filename}:{loc.line}:{loc.column}: {self.message}" if loc else self.message


class InvocationError(TypeError):
    """A function called from Python with the wrong number or types of arguments."""


def deadline_request(host, timeout):
    """`host.deadline(timeout)` for a call from Python: a timeout that is not a
    number of seconds (NaN, a string) is the call's InvocationError."""
    try:
        return host.deadline(timeout)
    except ValueError as e:
        raise InvocationError(str(e)) from None


class ExecutionError(RuntimeError):
    """A function called from Python returned an error; `.diagnostic` says which."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


class KernelContextImpl:
    """What a kernel annotated with `KernelContext` receives: one per kernel
    of the file (not per invocation)."""

    __slots__ = ("host", "name", "function", "state", "_bef", "_location_offset", "_location")

    def __init__(self, host, name, function, bef, location_offset):
        self.host = host
        self.name = name
        self.function = function  # the ExecutableFunction it is in
        self.state = None  # the kernel's own, made on its first call (it goes with the program)
        self._bef = bef
        self._location_offset = location_offset
        self._location = None

    @property
    def location_offset(self) -> int:
        """The kernel's location as the file identifies it (TFRT's Location
        data): its own entry, so kernels with equal locations still differ."""
        return self._location_offset

    @property
    def location(self):
        if self._location is None:
            try:
                self._location = self._bef.location(self._location_offset)
            except BEFFormatError:
                self._location = False
        return self._location or None

    def error(self, message, code: ErrorCode = ErrorCode.UNKNOWN) -> ErrorAsyncValue:
        """Reports an error at this kernel and returns it as a value to return."""
        return self.host.emit_error(message, self.location, code)

    emit_error = error

    def set_error(self, value: AsyncValue, message, code: ErrorCode = ErrorCode.UNKNOWN):
        """Reports an error at this kernel and makes `value` (unavailable) that error."""
        value.set_error(self.error(message, code).diagnostic)

    def is_cancelled(self) -> bool:
        return self.request.cancel_value is not None

    @property
    def request(self):
        """The running invocation's request (what to check for cancellation
        and pass on to functions called in a loop): see host_context."""
        return current_request(self.host)

    def enqueue_work(self, task, results=()):
        """Runs `task()` on the work queue as part of this kernel: if it
        raises, the error is reported here and becomes each of `results`
        (the AsyncValues the kernel returned for the task to resolve) still
        unresolved."""
        self.host.enqueue_work(task, results, self._where)

    def enqueue_blocking_work(self, task, results=()):
        """`enqueue_work` for a task that may block (sleep, I/O)."""
        return self.host.enqueue_blocking_work(task, results, self._where)

    def _where(self):
        return self.location


class _Bail:
    """What the fast path returns when it hands over to the general path."""

    __slots__ = ("kernel", "registers", "exception")

    def __init__(self, kernel, registers, exception):
        self.kernel = kernel
        self.registers = registers
        self.exception = exception


class _Plan:
    """A function, decoded once: flat per-kernel lists (index = kernel)."""

    __slots__ = ("num_registers", "num_arguments", "args", "results", "users", "num_operands",
                 "nonstrict", "slow_calls", "locations", "names", "fast", "result_registers",
                 "result_set", "bef", "nkernels", "location", "seq", "runs")


class ExecutableFunction(LoadedFunction):
    """A BEF function ready to run. `execute(args)` starts it and returns its
    results at once (plain values, or AsyncValues for what is still running);
    calling it from Python (`fn(1, 2)`) checks the arguments, waits and
    returns plain values."""

    def __init__(self, executor: "BEFExecutor", bef_function):
        super().__init__(executor, bef_function)
        self._plan: _Plan | None = None

    def __repr__(self):
        return f"<ExecutableFunction {self.name or '#%d' % self.index} " \
               f"({', '.join(self.argument_types)}) -> ({', '.join(self.result_types)})>"

    # -- running ---------------------------------------------------------------

    def execute(self, args=()) -> list:
        """Runs the function on `args` (plain values or AsyncValues, any
        state); returns the results: plain values, or AsyncValues (unavailable:
        IndirectAsyncValues filled when the work finishes; errors). Reentrant
        and thread-safe: each call has its own registers."""
        plan = self._plan
        host = self.host
        request = _current.get()  # current_request(host), in line
        if request is None or request.host is not host:
            request = host
        cancel = request.cancel_value
        if cancel is not None:
            return [cancel] * self.num_results
        for a in args:
            if isinstance(a, AsyncValue):
                args = [a._value if isinstance(a, AsyncValue) and a._state == _CONCRETE else a
                        for a in args]
                if any(isinstance(a, AsyncValue) for a in args):
                    return _Execution(plan, host, request).run_from(0, args)
                break
        out = plan.fast(request, *args)
        if out.__class__ is _Bail:
            return _Execution(plan, host, request).resume(out)
        return out

    def execute_plain(self, args) -> tuple[list, bool]:
        """`execute` for kernels that call functions in a loop (`corert.while`)
        with arguments known to hold no AsyncValue: the cancellation check and
        the generated fast path, without scanning the arguments. Returns the
        results and whether they are known to hold no AsyncValue either (the
        fast path finished: its registers are plain values), so that they can
        be passed straight back."""
        request = current_request(self.host)
        cancel = request.cancel_value
        if cancel is not None:
            return [cancel] * self.num_results, False
        out = self._plan.fast(request, *args)
        if out.__class__ is _Bail:
            return _Execution(self._plan, self.host, request).resume(out), False
        return out, True

    def fast_entry(self):
        """For kernels that call this function in a loop with arguments known
        to hold no AsyncValue (`corert.while`): `(fast, finish)`. `fast(request,
        *args)` is the generated fast path itself, without the cancellation
        check (the caller checks `request.cancel_value` first; `request` is
        `current_request(host)`): it returns a `list` of plain values when it
        finished, anything else when it handed over, and `finish(that)` then
        runs the general path, in the current request, returning the results
        (plain values or AsyncValues), as `execute` does."""
        plan = self._plan
        host = self.host
        return plan.fast, lambda bail: _Execution(plan, host, current_request(host)).resume(bail)

    def instrument(self, wrap):
        """Runs each kernel through `wrap(k, name, location, call)` (kernel
        index, kernel name, BEF location, the function the generated code calls;
        it returns the function to call instead) until the returned `undo()`:
        the callees in the generated code's globals are replaced, so that no
        one pays for a profiler that is off (runtime/profiler.py). A constant
        kernel (its value made at load) runs no code and is left alone."""
        plan = self._plan
        namespace = plan.fast.__globals__
        saved = {}
        for k in range(1, plan.nkernels):
            if f"v{k}" in namespace:
                continue
            key = f"g{k}" if f"g{k}" in namespace else f"k{k}"
            callee = saved[key] = namespace[key]
            if isinstance(callee, Rebindable):  # the kernel may rebind the original's call
                namespace[key] = Rebindable(wrap(k, plan.names[k], plan.locations(k),
                                                 lambda *a, slot=callee: slot.call(*a)))
            else:
                namespace[key] = wrap(k, plan.names[k], plan.locations(k), callee)
        for first in plan.runs:  # op runs call their members one by one, wrapped
            saved[f"run{first}"] = namespace[f"run{first}"]
            namespace[f"run{first}"] = namespace[f"run{first}_plain"]
        return lambda: namespace.update(saved)

    def forwarded_argument(self, result: int) -> int | None:
        """The index of the argument this function returns as result `result`
        when it runs no kernel at all (e.g. a loop condition that returns a
        loop-carried predicate), else None: callers may then skip the call."""
        plan = self._plan
        if plan.nkernels > 1:
            return None
        r = plan.result_registers[result]
        return r if r < plan.num_arguments else None

    def __call__(self, *args, timeout: float | None = None):
        """Python API: runs with checked arguments, waits, returns the value
        (one result), a tuple (several) or None; raises ExecutionError for an
        error result, InvocationError for bad arguments. `timeout` is a
        deadline: when it passes, this invocation (only) is cancelled and
        TimeoutError raised."""
        args = self.check_arguments(args)
        if timeout is None:
            values = self.execute(args)
            pending = [v for v in values if isinstance(v, AsyncValue)]
            if pending:
                self.host.await_values(pending)
        else:
            with deadline_request(self.host, timeout) as request:
                values = self.execute(args)
                if not request.await_values(values):
                    raise TimeoutError(f"function {self.name!r} did not finish in {timeout} s")
        out = []
        for v in values:
            if isinstance(v, AsyncValue):
                if v.is_error():
                    raise ExecutionError(v.error)
                v = v._value
            out.append(v)
        if not out:
            return None
        return out[0] if len(out) == 1 else tuple(out)

    def execute_async(self, *args) -> list[AsyncValue]:
        """Python API: runs with checked arguments; returns AsyncValues at once."""
        return [v if isinstance(v, AsyncValue) else ConcreteAsyncValue(v)
                for v in self.execute(self.check_arguments(args))]

    def check_arguments(self, args) -> tuple:
        if len(args) != self.num_arguments:
            raise InvocationError(
                f"function {self.name!r} takes {self.num_arguments} arguments "
                f"({', '.join(self.argument_types)}), got {len(args)}")
        from tfrt.runtime.values import convert_argument

        return tuple(convert_argument(self.name, i, t, a)
                     for i, (t, a) in enumerate(zip(self.argument_types, args)))


class _Execution:
    """One invocation on the general path (see the module docstring)."""

    __slots__ = ("plan", "host", "request", "R", "counts", "lock", "pending")

    def __init__(self, plan: _Plan, host, request):
        self.plan = plan
        self.host = host
        self.request = request  # the host, or the RequestContext of a call with a deadline
        self.R = [_UNSET] * plan.num_registers
        self.counts = list(plan.num_operands)
        self.lock = threading.Lock()
        self.pending = None  # result register -> [IndirectAsyncValue]

    # -- entry points -------------------------------------------------------------

    def resume(self, bail: _Bail) -> list:
        plan, R = self.plan, self.R
        for name, value in bail.registers.items():
            if name[0] == "r" and name[1:].isdigit():
                R[int(name[1:])] = value
        k = bail.kernel
        if bail.exception is not None:
            error = self._raise_to_error(k, bail.exception)
            for r in plan.results[k]:
                R[r] = error
        return self.run_from(k, None)

    def run_from(self, done: int, args) -> list:
        """Kernels 1..done have run (their results are in R); runs the rest."""
        plan, R = self.plan, self.R
        if args is not None:
            for i, a in enumerate(args):
                R[i] = a
        ready = collections.deque()
        defined = list(range(plan.num_arguments))
        for k in range(1, done + 1):
            defined.extend(plan.results[k])
        counts = self.counts
        for k in range(1, done + 1):
            counts[k] = -1  # never again
        for k in plan.users[0]:  # kernels without operands
            if k > done:
                ready.append(k)
        for r in defined:
            self._publish(r, R[r], ready, done)
        self._process(ready)
        return self._results()

    # -- the dataflow machine ------------------------------------------------------

    def _results(self) -> list:
        plan, R = self.plan, self.R
        out = []
        with self.lock:
            for r in plan.result_registers:
                v = R[r]
                if v is _UNSET:
                    v = IndirectAsyncValue()
                    if self.pending is None:
                        self.pending = {}
                    self.pending.setdefault(r, []).append(v)
                out.append(v)
        return out

    def _define(self, r, value):
        if r in self.plan.result_set:
            with self.lock:
                self.R[r] = value
                waiting = self.pending.pop(r, None) if self.pending else None
            if waiting:
                for indirect in waiting:
                    indirect.forward_to(value)
        else:
            self.R[r] = value

    def _dec(self, k) -> bool:
        with self.lock:
            c = self.counts[k] - 1
            self.counts[k] = c
            return c == 0

    def _publish(self, r, value, ready, after: int):
        """Register r holds `value`: count it for its users after kernel `after`."""
        users = self.plan.users[r + 1]
        if not users:
            return
        if isinstance(value, AsyncValue) and value.is_unavailable():
            nonstrict = self.plan.nonstrict
            strict = []
            for k in users:
                if k > after:
                    if nonstrict[k]:
                        if self._dec(k):
                            ready.append(k)
                    else:
                        strict.append(k)
            if strict:
                value.and_then(lambda: self._on_available(strict))
            return
        for k in users:
            if k > after and self._dec(k):
                ready.append(k)

    def _on_available(self, kernels):
        ready = collections.deque(k for k in kernels if self._dec(k))
        if ready:  # a waiter: on whatever thread, in whatever request; run in ours
            request = self.request
            token = _current.set(request if request is not self.host else None)
            try:
                self._process(ready)
            finally:
                _current.reset(token)

    def _process(self, ready):
        plan = self.plan
        results_of = plan.results
        while ready:
            k = ready.popleft()
            outs = self._run_kernel(k)
            for r, v in zip(results_of[k], outs):
                self._define(r, v)
                self._publish(r, v, ready, 0)

    def _run_kernel(self, k) -> list:
        plan, R = self.plan, self.R
        n = len(plan.results[k])
        cancel = self.request.cancel_value
        if cancel is not None:
            return [cancel] * n
        args = []
        if plan.nonstrict[k]:
            for a in plan.args[k]:
                v = R[a]
                if isinstance(v, AsyncValue) and v._state == _CONCRETE:
                    v = v._value
                args.append(v)
        else:
            for a in plan.args[k]:
                v = R[a]
                if isinstance(v, AsyncValue):
                    if v._state != _CONCRETE:  # an error (strict kernels wait for the rest)
                        return [v] * n
                    v = v._value
                args.append(v)
        try:
            out = plan.slow_calls[k](args)
            if not plan.seq[k]:
                out = [out]
            elif n == 0:
                out = []
            else:
                out = list(out)
                if len(out) != n:
                    raise KernelError(f"kernel returned {len(out)} results, expected {n}")
        except Exception as e:  # noqa: BLE001 - a kernel error is a value
            return [self._raise_to_error(k, e)] * n
        for i, v in enumerate(out):  # an available AsyncValue becomes its value
            if isinstance(v, AsyncValue) and v._state == _CONCRETE:
                out[i] = v._value
        return out

    def _raise_to_error(self, k, e: BaseException) -> ErrorAsyncValue:
        return self.host.emit_exception(e, self.plan.location(k))


class _PlanLocations:
    def __init__(self, bef, offsets):
        self._bef = bef
        self._offsets = offsets

    def __call__(self, k):
        try:
            return self._bef.location(self._offsets[k])
        except (BEFFormatError, IndexError):
            return None


class BEFExecutor:
    """Loads a BEFFile for a HostContext: resolves kernels, decodes attributes
    and builds each function's plan. `function(name)` gives an
    ExecutableFunction. Raises BEFExecutorError (unknown kernel, wrong
    signature, bad attribute) or BEFFormatError (a malformed file)."""

    def __init__(self, bef, host):
        self.bef = bef
        self.host = host
        self.functions: list = []  # ExecutableFunction, NativeFunction or None
        for f in bef.functions:
            if not f.is_native:
                self.functions.append(ExecutableFunction(self, f))
                continue
            # A native function: found by name; None if the registry lacks it.
            native = host.registry.get_native_function(f.name)
            self.functions.append(NativeFunction(self, f, native) if native is not None else None)
        self._by_name = {f.name: f for f in self.functions if f is not None and f.name}
        for f in self.functions:
            if isinstance(f, ExecutableFunction):
                f._plan = _build_plan(self, f)

    def function(self, key) -> ExecutableFunction:
        if isinstance(key, str):
            try:
                return self._by_name[key]
            except KeyError:
                raise KeyError(f"no function named {key!r}") from None
        f = self.functions[key]
        if f is None:
            raise KeyError(f"function {key} is a native function this runtime does not have")
        return f

    def named_functions(self) -> list[ExecutableFunction]:
        """The functions with names, in file order."""
        return [f for f in self.functions if f is not None and f.name]


# -- plan building ------------------------------------------------------------------

def _attribute(executor, offset, kind, k_location):
    bef = executor.bef
    try:
        return bef.attribute(offset, kind)
    except BEFFormatError as e:
        raise BEFExecutorError(f"bad attribute: {e}", k_location()) from None


def _build_plan(executor: BEFExecutor, fn: ExecutableFunction) -> _Plan:
    bef = executor.bef
    host = executor.host
    registry = host.registry
    bf = fn.bef_function
    kernels = bf.kernels
    names = bef.kernel_names
    plan = _Plan()
    plan.bef = bef
    plan.num_registers = bf.num_registers
    plan.num_arguments = fn.num_arguments
    plan.nkernels = len(kernels)
    plan.args = [k.arguments for k in kernels]
    plan.results = [k.results for k in kernels]
    plan.results[0] = ()
    # users[0]: kernels without operands; users[r + 1]: users of register r.
    users = [()] * (bf.num_registers + 1)
    users[0] = kernels[0].used_by[0]
    for r, u in zip(kernels[0].results[1:], kernels[0].used_by[1:]):
        users[r + 1] = u
    for k in kernels[1:]:
        for r, u in zip(k.results, k.used_by):
            users[r + 1] = u
    plan.users = users
    plan.num_operands = [k.num_operands for k in kernels]
    plan.result_registers = bf.result_registers
    plan.result_set = frozenset(bf.result_registers)
    plan.names = ["<pseudo>"] + [names[k.code] for k in kernels[1:]]
    plan.locations = _PlanLocations(bef, [0] + [k.location for k in kernels[1:]])
    plan.location = plan.locations  # callable: kernel index -> location

    nonstrict = [False] * len(kernels)
    seq = [True] * len(kernels)  # the kernel returns a sequence of results
    namespace = {"_Bail": _Bail, "_AV": AsyncValue, "_isinstance": isinstance}
    fast_lines = []
    slow_lines = []
    line_kernel = {}
    blocks = [None] * len(kernels)  # the fast path's lines of each kernel
    checks = [False] * len(kernels)  # a cancellation check follows the kernel
    constants = {}  # kernel -> its value (constant kernels made at load)
    run_of = {}  # kernel -> its object's `make_run` (op runs, see _runs)
    fn_name = fn.name or f"#{fn.index}"
    for k in range(1, len(kernels)):
        kern = kernels[k]
        name = plan.names[k]

        def location(kern=kern):
            try:
                return bef.location(kern.location)
            except BEFFormatError:
                return None

        spec = registry.get(name)
        if spec is None:
            raise BEFExecutorError(f"unknown kernel name '{name}' in function '{fn_name}'",
                                   location())
        _check_signature(spec, kern, name, location)
        nonstrict[k] = spec.nonstrict or kern.nonstrict
        namespace[f"k{k}"] = spec.fn
        exprs_fast, exprs_slow = [], []
        arg_fast = []  # the argument expressions alone (specialized kernels)
        others = []  # the values of the other parameters, in order
        ai = ti = fi = 0
        attr_kinds = bef.attribute_types if bef.has_section(_ATTR_TYPES_SECTION()) else {}
        for kind, attr_kind in spec.params:
            if kind == ARG:
                exprs_fast.append(f"r{kern.arguments[ai]}")
                exprs_slow.append(f"a[{ai}]")
                arg_fast.append(f"r{kern.arguments[ai]}")
                ai += 1
            elif kind == REST_ARGS:
                regs = kern.arguments[ai:]
                exprs_fast.append("(" + "".join(f"r{r}, " for r in regs) + ")")
                exprs_slow.append(f"tuple(a[{ai}:])")
                arg_fast.extend(f"r{r}" for r in regs)
                ai = len(kern.arguments)
            elif kind in (ATTR, REST_ATTRS):
                offsets = kern.attributes[ti:ti + 1] if kind == ATTR else kern.attributes[ti:]
                values = []
                for off in offsets:
                    ak = attr_kind if kind == ATTR else None
                    typed = ak == TYPED  # the kernel gets the kind too
                    if ak is None or typed:
                        ak = attr_kinds.get(off)
                        if ak is None:
                            raise BEFExecutorError(
                                f"kernel '{name}' needs the kind of attribute {off}, and the "
                                "file has no AttributeTypes entry for it", location())
                    value = _attribute(executor, off, ak, location)
                    values.append(TypedAttribute(ak, value) if typed else value)
                ti += len(offsets)
                cname = f"a{k}_{len(namespace)}"
                namespace[cname] = values[0] if kind == ATTR else tuple(values)
                others.append(namespace[cname])
                exprs_fast.append(cname)
                exprs_slow.append(cname)
            elif kind in (FUNC, REST_FUNCS):
                indices = kern.functions[fi:fi + 1] if kind == FUNC else kern.functions[fi:]
                funcs = []
                for index in indices:
                    target = executor.functions[index]
                    if target is None:
                        raise BEFExecutorError(
                            f"kernel '{name}' refers to native function "
                            f"'{bef.functions[index].name}', which this runtime does not have",
                            location())
                    funcs.append(target)
                fi += len(indices)
                cname = f"f{k}_{len(namespace)}"
                namespace[cname] = funcs[0] if kind == FUNC else tuple(funcs)
                others.append(namespace[cname])
                exprs_fast.append(cname)
                exprs_slow.append(cname)
            elif kind == NUM_RESULTS:
                exprs_fast.append(str(len(kern.results)))
                exprs_slow.append(str(len(kern.results)))
                others.append(len(kern.results))
            elif kind == CTX:
                cname = f"c{k}"
                namespace[cname] = KernelContextImpl(host, name, fn, bef, kern.location)
                others.append(namespace[cname])
                exprs_fast.append(cname)
                exprs_slow.append(cname)
        call_fast = f"k{k}({', '.join(exprs_fast)})"
        slow_lines.append(f"def s{k}(a): return k{k}({', '.join(exprs_slow)})")
        # Load-time work (kernel_registry.py): a constant kernel's value, or a
        # kernel specialized to its attributes. If that raises, the kernel runs
        # as usual and reports its error when it runs.
        if spec.constant:
            try:
                namespace[f"v{k}"] = spec.fn(*others)
            except Exception:  # noqa: BLE001 - reported at run time instead
                pass
            else:
                call_fast = f"v{k}"
                slow_lines[-1] = f"def s{k}(a): return v{k}"
        elif spec.specialize is not None:
            try:
                special = spec.specialize(*others)
            except Exception:  # noqa: BLE001 - the generic kernel reports it at run time
                pass
            else:
                namespace[f"g{k}"] = special
                callee = f"g{k}.call" if isinstance(special, Rebindable) else f"g{k}"
                call_fast = f"{callee}({', '.join(arg_fast)})"
                slow_lines[-1] = f"def s{k}(a): return {callee}(*a)"
        outs = [f"r{r}" for r in kern.results]
        seq[k] = spec.num_results is None or len(outs) != 1
        target = ", ".join(outs) + (" = " if outs else "")
        if outs and seq[k]:
            target = ", ".join(outs) + ", = "
        block = [f"        {target}{call_fast}"]
        if (spec.may_async or nonstrict[k] or spec.uses_context and not spec.plain_results) \
                and outs:
            for o in outs:
                block.append(f"        if _isinstance({o}, _AV):")
                block.append(f"            if {o}._state == 1: {o} = {o}._value")
                block.append(f"            else: return _Bail({k}, locals(), None)")
            run_of[k] = None  # a run's members return plain values
        blocks[k] = block
        checks[k] = spec.uses_context
        if call_fast == f"v{k}":
            constants[k] = namespace[f"v{k}"]
        elif run_of.get(k, 0) is not None and f"g{k}" in namespace:
            run_of[k] = getattr(namespace[f"g{k}"], "make_run", None)
    plan.runs = []
    const_blocks = {kc: blocks[kc] for kc in constants}
    const_regs = {}  # register -> (constant kernel, value)
    for kc, value in constants.items():
        for r, v in zip(plan.results[kc], list(value) if seq[kc] else [value]):
            const_regs[r] = (kc, v)
    for members in _runs(kernels, run_of, constants):
        try:
            _emit_run(plan, namespace, blocks, checks, members, constants, const_blocks, const_regs)
        except Exception:  # noqa: BLE001 - an optimization: the kernels run one by one instead
            _log.debug("op run at kernel %d not made", members[0], exc_info=True)
    for k in range(1, len(kernels)):
        block = blocks[k]
        if block is None:
            continue
        for i in range(len(block)):
            line_kernel[len(fast_lines) + 4 + i] = k
        fast_lines.extend(block)
        if checks[k]:
            fast_lines.append(
                f"        if request.cancel_value is not None: return _Bail({k}, locals(), None)")
    plan.nonstrict = nonstrict
    plan.seq = seq
    params = "".join(f", r{i}" for i in range(fn.num_arguments))
    results = "".join(f"r{r}, " for r in bf.result_registers)
    source = "\n".join([
        f"def fast(request{params}):",
        "    try:",
        "        pass",
        *fast_lines,
        "    except Exception as e:",
        "        return _Bail(_line_kernel[e.__traceback__.tb_lineno], locals(), e)",
        f"    return [{results}]",
        *slow_lines,
        "slow = [None" + "".join(f", s{k}" for k in range(1, len(kernels))) + "]",
    ])
    namespace["_line_kernel"] = line_kernel
    code = compile(source, f"<bef function {fn_name}>", "exec")
    exec(code, namespace)  # noqa: S102 - our own generated code, see docstring
    plan.fast = namespace["fast"]
    plan.slow_calls = namespace["slow"]
    return plan


_MIN_RUN = 2  # kernels in an op run (see _runs)


def _runs(kernels, run_of, constants):
    """Op runs: maximal runs of consecutive kernels whose specialized objects share a
    `make_run` (kernel_registry.Rebindable), at least _MIN_RUN of them; constant kernels in
    between (values made at load) do not break a run. Lists of kernel indices."""
    runs, current, make = [], [], None
    for k in range(1, len(kernels)):
        if k in constants:
            continue
        m = run_of.get(k)
        if m is not None and m is make:
            current.append(k)
            continue
        if len(current) >= _MIN_RUN:
            runs.append(current)
        current, make = ([k], m) if m is not None else ([], None)
    if len(current) >= _MIN_RUN:
        runs.append(current)
    return runs


def _emit_run(plan, namespace, blocks, checks, members, constants, const_blocks, const_regs):
    """Makes `members` (kernel indices) one call in the fast path, `run<k>(inputs...)`, if
    their `make_run` accepts them: it gets, per member, the kernel's object and its operand
    and result slots (slots: the run's variable inputs, then the constant values it reads,
    then every member's results in order), the constant values, `per_op` (the members' own
    lines as one function of the inputs, returning every result) and the result slots used
    after the run; it returns the run's function (inputs -> those results) or None. The
    profiler (`instrument`) swaps in `run<k>_plain`, the members one by one."""
    first, last = members[0], members[-1]
    member_set = set(members)
    inputs, used_consts, results, seen = [], [], [], set()
    for k in members:
        for r in plan.args[k]:
            if r not in seen:
                seen.add(r)
                (used_consts if r in const_regs else inputs).append(r)
        results.extend(plan.results[k])
        seen.update(plan.results[k])
    slot = {r: i for i, r in enumerate(inputs + used_consts + results)}
    outputs = [r for r in results
               if r in plan.result_set or any(u not in member_set for u in plan.users[r + 1])]
    # Constant kernels inside the run's span go in front of it (they read nothing).
    inside = [kc for kc in sorted(constants) if first < kc < last]
    const_lines = [line for kc in inside for line in const_blocks[kc]]
    read = sorted({const_regs[r][0] for r in used_consts})
    params = ", ".join(f"r{r}" for r in inputs)
    body = [line[4:] for k in members for line in blocks[k]]
    source = "\n".join([
        f"def run{first}_seq({params}):",
        *[line[4:] for kc in read for line in const_blocks[kc]],
        *body,
        f"    return ({''.join(f'r{r}, ' for r in results)})",
        f"def run{first}_plain({params}):",
        f"    _t = run{first}_seq({params})",
        f"    return ({''.join(f'_t[{results.index(r)}], ' for r in outputs)})",
    ])
    exec(compile(source, f"<op run {first}>", "exec"), namespace)  # noqa: S102 - our code
    info = [(namespace[f"g{k}"], [slot[r] for r in plan.args[k]], [slot[r] for r in plan.results[k]])
            for k in members]
    make_run = namespace[f"g{first}"].make_run
    run = make_run(info, len(inputs), [const_regs[r][1] for r in used_consts],
                   namespace[f"run{first}_seq"], [slot[r] for r in outputs])
    if run is None:
        return
    namespace[f"run{first}"] = run
    plan.runs.append(first)
    target = (", ".join(f"r{r}" for r in outputs) + ", = ") if outputs else ""
    lines = const_lines + [f"        {target}run{first}({params})"]
    if any(checks[k] for k in members):
        lines.append(f"        if request.cancel_value is not None: return _Bail({last}, locals(), None)")
    for k in members + inside:
        blocks[k] = None
        checks[k] = False
    blocks[first] = lines


def _ATTR_TYPES_SECTION():
    from tfrt.runtime.bef.format import SectionID

    return SectionID.ATTRIBUTE_TYPES


def _check_signature(spec, kern, name, location):
    def check(what, want, have):
        if want is None:
            return
        if want != have:
            raise BEFExecutorError(
                f"kernel '{name}' takes {want} {what}, but is used with {have}", location())

    def check_min(what, params_kind, have):
        fixed = sum(1 for kind, _ in spec.params if kind == params_kind)
        if have < fixed:
            raise BEFExecutorError(
                f"kernel '{name}' takes at least {fixed} {what}, but is used with {have}",
                location())

    # TFRT's convention: any kernel may take one more, trailing argument (a
    # chain) that it does not read; being strict, it still waits for it.
    have_args = len(kern.arguments)
    if spec.num_arguments is not None and have_args == spec.num_arguments + 1:
        have_args -= 1
    check("arguments", spec.num_arguments, have_args)
    check("attributes", spec.num_attributes, len(kern.attributes))
    check("functions", spec.num_functions, len(kern.functions))
    check("results", spec.num_results, len(kern.results))
    check_min("arguments", ARG, len(kern.arguments))
    check_min("attributes", ATTR, len(kern.attributes))
    check_min("functions", FUNC, len(kern.functions))
