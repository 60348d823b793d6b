"""Control flow as ordinary kernels that invoke the executor: `tfrt.call`,
`tfrt.if`, `tfrt.cond`, `tfrt.case`, `tfrt.while`, `tfrt.repeat.i32`,
`tfrt.once`, `tfrt.parallel_for.i32`, `tfrt.parallel_call.i32`.

`call`, `if` and `repeat.i32` are non-strict (TFRT's choice): they run as
soon as their argument registers are defined, pass unavailable values on to
the functions they call, and wait only for what decides where to go (the
condition, the trip count). When they must wait, their results are
IndirectAsyncValues forwarded later. A function attribute is an
ExecutableFunction: `f.execute(args)` returns its results (plain values or
AsyncValues).
"""

import itertools
import threading

from tfrt.runtime.async_value import (
    CHAIN, AsyncValue, ConcreteAsyncValue, ErrorCode, IndirectAsyncValue, run_when_ready,
)
from tfrt.runtime.bef.format import DType
from tfrt.runtime.host_context import in_request
from tfrt.runtime.kernel_registry import (
    Attribute, FunctionAttr, KernelContext, RemainingArguments, RemainingFunctions,
    RemainingResults, kernel,
)


def _is_pending(v) -> bool:
    return isinstance(v, AsyncValue) and v.is_unavailable()


def _when_available(value, num_results, then):
    """`then(value)` now if `value` is available, else later: its results
    are then returned as IndirectAsyncValues forwarded to what `then` returns."""
    if not _is_pending(value):
        return then(value)
    results = [IndirectAsyncValue() for _ in range(num_results)]

    def resume():
        for indirect, v in zip(results, then(value)):
            indirect.forward_to(v)

    value.and_then(in_request(resume))
    return results


def _plain(value):
    """An available value without its AsyncValue wrapper (errors stay wrapped)."""
    if isinstance(value, AsyncValue) and value.is_concrete():
        return value.get()
    return value


def _cancelled(ctx, n):
    cancel = ctx.request.check_cancel()
    return [cancel] * n if cancel is not None else None


@kernel("tfrt.call", nonstrict=True)
def call(args: RemainingArguments, fn: FunctionAttr, n: RemainingResults) -> RemainingResults:
    return fn.execute(args)


@kernel("tfrt.if", nonstrict=True)
def if_(args: RemainingArguments, then_fn: FunctionAttr, else_fn: FunctionAttr,
        n: RemainingResults) -> RemainingResults:
    def branch(condition):
        condition = _plain(condition)
        if isinstance(condition, AsyncValue):  # an error
            return [condition] * n
        return (then_fn if condition else else_fn).execute(args[1:])

    return _when_available(args[0], n, branch)


@kernel("tfrt.cond")
def cond(args: RemainingArguments, a_true_fn: FunctionAttr, b_false_fn: FunctionAttr,
         n: RemainingResults) -> RemainingResults:
    return (a_true_fn if args[0] else b_false_fn).execute(args[1:])


@kernel("tfrt.case")
def case(args: RemainingArguments, branches: RemainingFunctions, n: RemainingResults,
         ctx: KernelContext) -> RemainingResults:
    index = args[0]
    if not 0 <= index < len(branches):
        error = ctx.error(f"branch_index invalid. branch index: {index} # branches: "
                          f"{len(branches)}", ErrorCode.INVALID_ARGUMENT)
        return [error] * n
    return branches[index].execute(args[1:])


@kernel("tfrt.repeat.i32", nonstrict=True)
def repeat_i32(args: RemainingArguments, body: FunctionAttr, n: RemainingResults,
               ctx: KernelContext) -> RemainingResults:
    def loop(count):
        count = _plain(count)
        if isinstance(count, AsyncValue):  # an error
            return [count] * n
        values = list(args[1:])
        for _ in range(count):
            cancelled = _cancelled(ctx, n)  # checked every iteration
            if cancelled:
                return cancelled
            values = body.execute(values)
        return values

    return _when_available(args[0], n, loop)


@kernel("tfrt.while")
def while_(args: RemainingArguments, body: FunctionAttr,
           parallel_iterations: Attribute(DType.I64), n: RemainingResults,
           ctx: KernelContext) -> RemainingResults:
    results = [IndirectAsyncValue() for _ in range(n)]

    def loop(condition, values):
        while True:
            condition = _plain(condition)
            if isinstance(condition, AsyncValue):
                if condition.is_unavailable():  # resume once known, off this stack
                    condition.and_then(in_request(lambda c=condition, v=values: ctx.enqueue_work(
                        lambda: loop(c, v), results)))
                    return
                error = condition  # an error: results become it once values settle
                run_when_ready(values, lambda: [r.forward_to(error) for r in results])
                return
            cancelled = _cancelled(ctx, n)
            if cancelled or not condition:
                for r, v in zip(results, cancelled or values):
                    r.forward_to(v)
                return
            out = body.execute(values)
            condition, values = out[-1], out[:-1]

    loop(args[0], list(args[1:]))
    return [r.get() if r.is_concrete() else r for r in results]


@kernel("tfrt.once")
def once(args: RemainingArguments, function: FunctionAttr, n: RemainingResults,
         ctx: KernelContext) -> RemainingResults:
    return ctx.host.get_or_create_shared(("tfrt.once", id(function)),
                                         lambda: function.execute(args))


def _parallel(ctx, body, start, end, block_size, extra):
    """Runs `body(s, min(s + block_size, end), *extra)` for every block start s.

    A few tasks (one per worker thread) take the blocks in turn instead of one
    task per block, so a loop of any length queues a bounded amount of work,
    and each checks the request's cancellation (a deadline) between blocks."""
    if block_size <= 0:
        return ctx.error(f"block size must be positive, got {block_size}",
                         ErrorCode.INVALID_ARGUMENT)
    count = max(0, -(-(end - start) // block_size))
    if count == 0:
        return CHAIN
    done = ConcreteAsyncValue()
    blocks = itertools.count()  # next() is atomic: the tasks share it
    lock = threading.Lock()
    pending = []  # block results not available yet, or errors
    tasks = [min(count, getattr(ctx.host.work_queue, "num_threads", 1))]

    def finish():
        errors = [v for v in pending if v.is_error()]
        if errors:
            done.set_error(errors[0].error)
        else:
            done.set_value(CHAIN)

    def run():
        while True:
            cancel = ctx.request.check_cancel()
            i = next(blocks)
            if cancel is not None:
                with lock:
                    pending.append(cancel)
                break
            if i >= count:
                break
            s = start + i * block_size
            out = [v for v in body.execute([s, min(s + block_size, end), *extra])
                   if isinstance(v, AsyncValue) and not v.is_concrete()]
            if out:
                with lock:
                    pending.extend(out)
        with lock:
            tasks[0] -= 1
            last = tasks[0] == 0
        if last:
            run_when_ready(pending, finish)

    for _ in range(tasks[0]):
        ctx.enqueue_work(run, [done])
    return done


@kernel("tfrt.parallel_for.i32")
def parallel_for_i32(start: int, end: int, block_size: int, extra: RemainingArguments,
                     body: FunctionAttr, ctx: KernelContext) -> AsyncValue:
    return _parallel(ctx, body, start, end, block_size, extra)


@kernel("tfrt.parallel_call.i32")
def parallel_call_i32(start: int, end: int, block_size: int, extra: RemainingArguments,
                      callee: FunctionAttr, ctx: KernelContext) -> AsyncValue:
    return _parallel(ctx, body=callee, start=start, end=end, block_size=block_size,
                     extra=extra)
