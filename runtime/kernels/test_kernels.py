"""`tfrt_test.*` kernels: asynchrony, errors and cancellation for lit tests
(TFRT's lib/test_kernels, in Python). Asynchronous ones hand their work to
the host's work queue and return unavailable AsyncValues."""

import random
import sys
import threading
import time

from tfrt.runtime.async_value import (
    CHAIN, AsyncValue, Chain, ConcreteAsyncValue, ErrorAsyncValue, IndirectAsyncValue,
)
from tfrt.runtime.bef.format import DType
from tfrt.runtime.bef.locations import first_name
from tfrt.runtime.kernel_registry import (
    Attribute, FunctionAttr, KernelContext, KernelError, RemainingArguments, RemainingResults, kernel,
    native_function, TypedAttribute,
)
from tfrt.runtime import dtypes
from tfrt.runtime.core_runtime.printing import format_element
from tfrt.runtime.kernels import print_line
from tfrt.runtime.values import wrap_i32, wrap_i64


# -- printing and strings ----------------------------------------------------------

@kernel("tfrt_test.print_hello")
def print_hello(chains: RemainingArguments) -> Chain:
    print_line("hello host executor!")
    return CHAIN


@kernel("tfrt_test.get_string")
def get_string(value: Attribute(DType.STRING)) -> str:
    return value if isinstance(value, str) else value.decode("utf-8", "replace")


@kernel("tfrt_test.print_string")
def print_string(s: str, ch: Chain) -> Chain:
    print_line(f"string = {s}")
    return CHAIN


@kernel("tfrt_test.append_string")
def append_string(a: str, b: str) -> str:
    return a + b


# -- simple synchronous kernels ------------------------------------------------------

@kernel("tfrt_test.count3.i32")
def count3_i32(x: int) -> tuple[int, int, int]:
    return wrap_i32(x + 1), wrap_i32(x + 2), wrap_i32(x + 3)


@kernel("tfrt_test.count3.i64")
def count3_i64(x: int) -> tuple[int, int, int]:
    return wrap_i64(x + 1), wrap_i64(x + 2), wrap_i64(x + 3)


@kernel("tfrt_test.sum")
def sum_(values: RemainingArguments) -> int:
    return wrap_i32(sum(values))


@kernel("tfrt_test.share_to_two")
def share_to_two(x) -> tuple[object, object]:
    return x, x


@kernel("tfrt_test.identity")
def identity(values: RemainingArguments, n: RemainingResults) -> RemainingResults:
    """Its arguments; TFRT's form takes a leading chain that it drops."""
    return values[1:] if len(values) == n + 1 else values


# -- errors and cancellation ----------------------------------------------------------

@kernel("tfrt_test.fail")
def fail(n: RemainingResults, ctx: KernelContext) -> RemainingResults:
    return [ctx.error("something bad happened")] * n


@kernel("tfrt_test.partial_fail")
def partial_fail(ctx: KernelContext) -> tuple[int, int]:
    return 1, ctx.error("something bad happened")


@kernel("tfrt_test.error_chain")
def error_chain(chains: RemainingArguments, ctx: KernelContext) -> Chain:
    """A chain that is an error: everything ordered after it is skipped."""
    return ctx.error("error chain")


@kernel("tfrt_test.cancel")
def cancel(ch: Chain, ctx: KernelContext) -> tuple[int, Chain]:
    ctx.host.cancel_execution("Cancelled")
    return 0, CHAIN


@kernel("tfrt_test.report_error_async")
def report_error_async(n: RemainingResults, ctx: KernelContext) -> RemainingResults:
    results = [ConcreteAsyncValue() for _ in range(n)]

    def work():
        error = ctx.error("something bad happened asynchronously")
        for r in results:
            r.set_error(error.diagnostic)

    ctx.enqueue_work(work, results)
    return results


@kernel("tfrt_test.report_error_concrete_async")
def report_error_concrete_async(x: int, ctx: KernelContext) -> AsyncValue:
    result = ConcreteAsyncValue()

    def work():
        if x == 0:
            result.set_value(x)
        else:
            ctx.set_error(result, "something bad happened asynchronously")

    ctx.enqueue_work(work, [result])
    return result


@kernel("tfrt_test.report_error_indirect_async")
def report_error_indirect_async(x: int, ctx: KernelContext) -> AsyncValue:
    result = IndirectAsyncValue()

    def work():
        if x == 0:
            result.forward_to(ConcreteAsyncValue(x))
        else:
            result.forward_to(ctx.error("something bad happened asynchronously"))

    ctx.enqueue_work(work, [result])
    return result


# -- asynchronous kernels --------------------------------------------------------------

def _later(ctx, compute) -> AsyncValue:
    result = ConcreteAsyncValue()
    ctx.enqueue_work(lambda: result.set_value(compute()), [result])
    return result


@kernel("tfrt_test.async_add.i32")
def async_add_i32(a: int, b: int, ctx: KernelContext) -> AsyncValue:
    return _later(ctx, lambda: wrap_i32(a + b))


@kernel("tfrt_test.async_constant.i32")
def async_constant_i32(value: Attribute(DType.I32), ctx: KernelContext) -> AsyncValue:
    return _later(ctx, lambda: value)


@kernel("tfrt_test.async_constant.i1")
def async_constant_i1(value: Attribute(DType.I1), ctx: KernelContext) -> AsyncValue:
    return _later(ctx, lambda: bool(value))


@kernel("tfrt_test.async_copy{}", for_each=("", ".i32", ".i64"))
def async_copy(x, ctx: KernelContext) -> AsyncValue:
    return _later(ctx, lambda: x)


@kernel("tfrt_test.copy.with_delay.{}", for_each=("i32", "i64"))
def copy_with_delay(x: int, ctx: KernelContext) -> AsyncValue:
    """The value, after a random 0.1-2 ms delay on the blocking pool."""
    result = ConcreteAsyncValue()
    delay = random.uniform(0.0001, 0.002)

    def work():
        time.sleep(delay)
        result.set_value(x)

    ctx.enqueue_blocking_work(work, [result])
    return result


@kernel("tfrt_test.usleep")
def usleep(microseconds: int, ctx: KernelContext) -> None:
    def work():
        # In short naps: a cancelled request (a deadline) ends the sleep early.
        end = time.monotonic() + microseconds / 1e6
        time.sleep(min(microseconds / 1e6, 0.01))  # ValueError for a negative length
        while (left := end - time.monotonic()) > 0:
            if ctx.request.check_cancel() is not None:
                return
            time.sleep(min(left, 0.01))
        print_line(f"Slept for {microseconds} microseconds")

    if not ctx.enqueue_blocking_work(work):
        print("Failed to enqueue blocking work.", file=sys.stderr)


@kernel("tfrt_test.make_indirect")
def make_indirect(x, ctx: KernelContext) -> AsyncValue:
    """An IndirectAsyncValue forwarded to `x` by a task on the work queue."""
    result = IndirectAsyncValue()
    ctx.enqueue_work(lambda: result.forward_to(x), [result])
    return result


@kernel("tfrt_test.do.async", nonstrict=True)
def do_async(args: RemainingArguments, body: FunctionAttr, n: RemainingResults,
             ctx: KernelContext) -> RemainingResults:
    """Runs the body region as a task on the work queue."""
    results = [IndirectAsyncValue() for _ in range(n)]

    def work():
        for r, v in zip(results, body.execute(args)):
            r.forward_to(v)

    ctx.enqueue_work(work, results)
    return results


# -- atomics ----------------------------------------------------------------------------

class AtomicI32:
    """A counter safe under concurrent increments."""

    def __init__(self):
        self.value = 0
        self.lock = threading.Lock()


@kernel("tfrt_test.atomic.create.i32")
def atomic_create_i32() -> AtomicI32:
    return AtomicI32()


@kernel("tfrt_test.atomic.inc.i32")
def atomic_inc_i32(counter: AtomicI32, ch: Chain) -> Chain:
    with counter.lock:
        counter.value = wrap_i32(counter.value + 1)
    return CHAIN


@kernel("tfrt_test.atomic.get.i32")
def atomic_get_i32(counter: AtomicI32, ch: Chain, n: RemainingResults) -> RemainingResults:
    """(value, chain) as TFRT's kernel, or the value alone (older files use that form)."""
    if n not in (1, 2):
        raise KernelError(f"tfrt_test.atomic.get.i32 has 1 or 2 results (value, chain), not {n}")
    with counter.lock:
        return (counter.value, CHAIN)[:n]


@kernel("tfrt_test.atomic.add.i32")
def atomic_add_i32(counter: AtomicI32, value: int, ch: Chain) -> Chain:
    with counter.lock:
        counter.value = wrap_i32(counter.value + value)
    return CHAIN


@kernel("tfrt_test.never_available")
def never_available(n: RemainingResults) -> RemainingResults:
    """Values that never become available (non-strictness tests)."""
    return [ConcreteAsyncValue() for _ in range(n)]


# -- more of TFRT's test kernels ------------------------------------------------------

@kernel("tfrt_test.fail_s")
def fail_s(n: RemainingResults, ctx: KernelContext) -> RemainingResults:
    return [ctx.error("something bad happened")] * n


@kernel("tfrt_test.error_s")
def error_s(n: RemainingResults, ctx: KernelContext) -> RemainingResults:
    return [ctx.error("something bad happened")] * n


@kernel("tfrt_test.sync_sum")
def sync_sum(values: RemainingArguments) -> int:
    return wrap_i32(sum(values))


@kernel("tfrt_test.multi_arg_result")
def multi_arg_result(values: RemainingArguments, n: RemainingResults) -> RemainingResults:
    """Its arguments, as results (one kernel with several of each)."""
    return list(values)


@kernel("tfrt_test.print_bool")
def print_bool(ch: Chain, value: bool) -> Chain:
    print_line("true" if value else "false")
    return CHAIN


@kernel("tfrt_test.as_chain")
def as_chain(value) -> Chain:
    return CHAIN


@kernel("tfrt_test.async_copy.with_delay{}", for_each=("", ".i32", ".i64"))
def async_copy_with_delay(x, ctx: KernelContext) -> AsyncValue:
    """The value, from a task on the blocking pool after a short sleep."""
    result = ConcreteAsyncValue()

    def work():
        time.sleep(0.001)
        result.set_value(x)

    ctx.enqueue_blocking_work(work, [result])
    return result


@kernel("tfrt_test.async_copy_2{}", for_each=("", ".i32", ".i64"))
def async_copy_2(x, ctx: KernelContext) -> AsyncValue:
    """The value, two work-queue hops later."""
    result = ConcreteAsyncValue()
    ctx.enqueue_work(lambda: ctx.enqueue_work(lambda: result.set_value(x), [result]), [result])
    return result


@kernel("tfrt_test.blocking.usleep")
def blocking_usleep(microseconds: int, ctx: KernelContext) -> AsyncValue:
    """Sleeps on the blocking pool; the chain is ready once it has slept."""
    done = ConcreteAsyncValue()

    def work():
        time.sleep(microseconds / 1e6)
        print_line(f"Slept for {microseconds} microseconds")
        done.set_value(CHAIN)

    ctx.enqueue_blocking_work(work, [done])
    return done


@kernel("tfrt_test.quiesce")
def quiesce(ctx: KernelContext) -> None:
    """Waits until the work queue is idle (HostContext::Quiesce)."""
    ctx.host.work_queue.quiesce()


@kernel("tfrt_test.logging")
def logging_(message: str, ch: Chain) -> Chain:
    """TFRT's logging macros, each writing one line to stderr."""
    for macro in ("TFRT_LOG(INFO)", "TFRT_LOG(WARNING)", "TFRT_LOG(ERROR)",
                  "TFRT_LOG_IF(INFO, true)", "TFRT_LOG_IF(WARNING, true)",
                  "TFRT_LOG_IF(ERROR, true)"):
        print(f"from {macro}: {message}", file=sys.stderr, flush=True)
    return CHAIN


class TestResource:
    """A resource whose creation and destruction are printed. Destroyed
    explicitly, or when the last reference goes (a cancelled function skips
    the kernel that would destroy it)."""

    def __init__(self):
        print_line("Allocated TestResource")
        self.alive = True

    def destroy(self):
        if self.alive:
            self.alive = False
            print_line("Destroyed TestResource")

    __del__ = destroy


@kernel("tfrt_test.allocate_resource")
def allocate_resource(ch: Chain) -> tuple[TestResource, Chain]:
    return TestResource(), CHAIN


@kernel("tfrt_test.deallocate_resource")
def deallocate_resource(resource: TestResource, ch: Chain) -> Chain:
    resource.destroy()
    print_line("test.deallocate_resource done")
    return CHAIN


@kernel("tfrt_tutorial.create_coordinate")
def create_coordinate(x: int, y: int) -> tuple:
    return (x, y)


@kernel("tfrt_tutorial.print_coordinate")
def print_coordinate(coordinate: tuple, ch: Chain) -> Chain:
    print_line(f"({coordinate[0]}, {coordinate[1]})")
    return CHAIN


@kernel("tfrt_test.print_debug_info")
def print_debug_info(ch: Chain, ctx: KernelContext) -> Chain:
    """The kernel's debug info: the first name in its location."""
    name = first_name(ctx.location) if ctx.location is not None else None
    print_line(name if name is not None else "Kernel has no debug info")
    return CHAIN


@kernel("tfrt_test.print_typed_attr")
def print_typed_attr(ch: Chain, attr: TypedAttribute) -> Chain:
    """A scalar attribute as `KIND: value` (TFRT's DType name and DType::Print),
    its kind read from the file's AttributeTypes section."""
    scalar = 0 < attr.kind < len(dtypes.ROWS) and (
        attr.kind == DType.STRING or dtypes.info(attr.kind).numpy is not None)
    if not scalar:
        raise KernelError(f"tfrt_test.print_typed_attr: attribute kind {attr.kind} is not "
                          "a scalar dtype")
    kind = DType(attr.kind)
    if kind == DType.STRING:
        value = attr.value.decode("utf-8", "replace") if isinstance(attr.value, bytes) \
            else attr.value
        print_line(f"String: {value}")
    else:
        print_line(f"{kind.name}: {format_element(attr.value, dtypes.info(kind).numpy)}")
    return CHAIN


@kernel("tfrt_test.test_cost")
def test_cost(value, id: Attribute(DType.I64)):
    """Its operand, after printing its id (scheduling tests)."""
    print_line(f"id: {id}")
    return value


# -- benchmarks ---------------------------------------------------------------------

def _percentile(sorted_ns, percent):
    return sorted_ns[min(len(sorted_ns) - 1, len(sorted_ns) * percent // 100)]


def _report_benchmark(name, wall_ns, cpu_ns, duration_ns):
    """TFRT's `BM:<name>:<statistic>` lines (nanoseconds)."""
    lines = [f"Duration(ns): {duration_ns}", f"Count: {len(wall_ns)}"]
    for label, samples in (("Time", sorted(wall_ns)), ("CPU", sorted(cpu_ns))):
        if samples:
            lines.append(f"{label} Min(ns): {samples[0]}")
            lines += [f"{label} {p}%(ns): {_percentile(samples, p)}" for p in (50, 95, 99)]
    utilization = 100 * sum(cpu_ns) // max(1, sum(wall_ns))
    lines.append(f"CPU utilization(percent): {utilization}")
    for line in lines:
        print_line(f"BM:{name}:{line}")


def _run_benchmark(name, function, args, duration_secs, max_count, num_warmup_runs,
                   ctx: KernelContext):
    """Runs `function` on `args` `num_warmup_runs` times, then until
    `duration_secs` have passed or it ran `max_count` times, one run after
    the other (a run ends when all its results are available), and prints
    the statistics. An asynchronous run continues on the work queue."""
    wall, cpu = [], []
    state = {"runs": 0, "start": None}

    def finish():
        _report_benchmark(name, wall, cpu, time.perf_counter_ns() - (state["start"] or 0))

    def run():
        while True:
            if state["runs"] == num_warmup_runs:
                state["start"] = time.perf_counter_ns()
            timed = state["runs"] >= num_warmup_runs
            if timed and (len(wall) >= max_count or time.perf_counter_ns() - state["start"]
                          >= duration_secs * 1_000_000_000):
                finish()
                return
            t0, c0 = time.perf_counter_ns(), time.process_time_ns()
            results = function.execute(args)
            pending = [r for r in results if isinstance(r, AsyncValue) and r.is_unavailable()]
            failed = [r for r in results if isinstance(r, AsyncValue) and r.is_error()]
            if failed:
                ctx.error(f"benchmark '{name}' failed: {failed[0].error.message}")
                return

            def done(t0=t0, c0=c0, timed=timed):
                if timed:
                    wall.append(time.perf_counter_ns() - t0)
                    cpu.append(time.process_time_ns() - c0)
                state["runs"] += 1

            if not pending:
                done()
                continue
            remaining = [len(pending)]

            def one_ready():
                with _benchmark_lock:
                    remaining[0] -= 1
                    last = remaining[0] == 0
                if last:
                    done()
                    ctx.enqueue_work(run)

            for r in pending:
                r.and_then(one_ready)
            return

    run()


_benchmark_lock = threading.Lock()


@kernel("tfrt_test.benchmark")
def benchmark(inputs: RemainingArguments, duration_secs: Attribute(DType.I32),
              max_count: Attribute(DType.I32), name: Attribute(DType.STRING),
              num_warmup_runs: Attribute(DType.I32), body: FunctionAttr,
              ctx: KernelContext) -> None:
    """TFRT's benchmark kernel: times the region (its arguments: the inputs)."""
    _run_benchmark(name, body, inputs, duration_secs, max_count, num_warmup_runs, ctx)


@kernel("tfrt_test.sync_benchmark")
def sync_benchmark(inputs: RemainingArguments, duration_secs: Attribute(DType.I32),
                   max_count: Attribute(DType.I32), num_warmup_runs: Attribute(DType.I32),
                   target_fn: FunctionAttr, ctx: KernelContext) -> None:
    """TFRT's sync_benchmark kernel: times calls of a `tfrt.sync` function."""
    _run_benchmark(target_fn.name, target_fn, inputs, duration_secs, max_count,
                   num_warmup_runs, ctx)


# -- AsyncValue API and host-wide state (bef_executor/basics) ---------------------------

class _Base1:
    def describe(self):
        return "base1"


class _Base2:
    def describe(self):
        return "base2"


class _FinalClass(_Base1, _Base2):
    def __init__(self, value):
        self.value = value

    def describe(self):
        return "final_class"


@kernel("tfrt_test.async_value_get")
def async_value_get() -> str:
    """An AsyncValue holding a derived object is read as each of its bases
    and as itself (TFRT's AsyncValue::get<T> with a class hierarchy)."""
    value = ConcreteAsyncValue(_FinalClass(3))
    got = value.get()
    parts = [base.describe(got) for base in (_Base1, _Base2) if isinstance(got, base)]
    parts += [got.describe(), str(got.value)]
    return ":".join(parts)


@kernel("tfrt_test.async_value_ref")
def async_value_ref() -> str:
    """Walks an available, a later-constructed and a forwarded AsyncValue
    through their states, recording what is observed."""
    log = []

    def state(value):
        return f"available:{value.get()}" if value.is_available() else "unavailable"

    log.append(state(ConcreteAsyncValue(2)))
    later = ConcreteAsyncValue()
    log.append(state(later))
    later.and_then(lambda: log.append(f"({later.get()})"))
    later.set_value(3)
    log.append(state(later))
    indirect = IndirectAsyncValue()
    log.append(state(indirect))
    indirect.forward_to(ConcreteAsyncValue(4))
    log.append(state(indirect))
    return ";".join(log)


class _SampleSharedContext:
    """One per host (TFRT's SharedContext): numbered as they are created."""
    created = 0
    lock = threading.Lock()

    def __init__(self):
        with self.lock:
            self.name = f"sample_shared_context{_SampleSharedContext.created}"
            _SampleSharedContext.created += 1


@kernel("tfrt_test.use_sample_shared_context")
def use_sample_shared_context(ch: Chain, ctx: KernelContext) -> tuple[str, Chain]:
    shared = ctx.host.get_or_create_shared(_SampleSharedContext, _SampleSharedContext)
    return shared.name, CHAIN


def _flatten(value):
    if isinstance(value, (tuple, list)):
        for element in value:
            yield from _flatten(element)
    else:
        yield value


@kernel("tfrt_test.flat")
def flat(value: Attribute(), n: RemainingResults) -> RemainingResults:
    """The leaves of a nested array attribute, one result each."""
    leaves = list(_flatten(value))
    if len(leaves) != n:
        raise KernelError(f"tfrt_test.flat: the attribute has {len(leaves)} leaves, "
                          f"but the kernel has {n} results")
    return leaves


# -- locations -----------------------------------------------------------------------

class _KernelLocations:
    """Per program, which kernel (by its `name` attribute) owns each location."""

    def __init__(self):
        self.owners: dict[tuple[object, int], str] = {}  # (program, location) -> name
        self.lock = threading.Lock()


@kernel("tfrt_test.unique_loc")
def unique_loc(name: Attribute(DType.STRING), ctx: KernelContext) -> Chain:
    """Checks that no other kernel of the program has this kernel's location
    (TFRT's emitter gives each kernel a location entry of its own, so even
    kernels at `loc(unknown)` can be told apart by it)."""
    name = name.decode("utf-8", "replace") if isinstance(name, bytes) else name
    seen = ctx.host.get_or_create_shared(_KernelLocations, _KernelLocations)
    key = (ctx.function.executor, ctx.location_offset)
    with seen.lock:
        owner = seen.owners.setdefault(key, name)
    if owner != name:
        raise KernelError(f"kernels '{owner}' and '{name}' share location "
                          f"{ctx.location_offset}")
    return CHAIN


# -- native functions (TFRT's test ones) -----------------------------------------------

@native_function("native_add")
def native_add(args, num_results, host):
    a, b = args
    return [wrap_i32(a + b)]


@native_function("native_async_add")
def native_async_add(args, num_results, host):
    """The sum, computed on the work queue."""
    a, b = args
    result = ConcreteAsyncValue()
    host.enqueue_work(lambda: result.set_value(wrap_i32(a + b)), [result])
    return [result]


@native_function("native_error")
def native_error(args, num_results, host):
    return [ErrorAsyncValue("something bad happened")] * num_results


@native_function("native_sink")
def native_sink(args, num_results, host):
    return []


@native_function("native_async_sink")
def native_async_sink(args, num_results, host):
    """A chain made available on the work queue."""
    done = ConcreteAsyncValue()
    host.enqueue_work(lambda: done.set_value(CHAIN), [done])
    return [done]


# -- allocation ------------------------------------------------------------------------

# What tfrt_test.memory_leak_one_int32 allocated: kept for good, i.e. leaked.
_LEAKED = []


@kernel("tfrt_test.memory_leak_one_int32")
def memory_leak_one_int32(ctx: KernelContext) -> None:
    """Allocates an int32 from the host allocator and never frees it, as TFRT's
    test of the leak-check allocator does."""
    _LEAKED.append(ctx.host.allocator.allocate(4, 4))
