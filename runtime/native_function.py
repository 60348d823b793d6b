"""Native functions: functions of a BEF file whose body is a Python function
registered by name, not kernels in the file (TFRT's NativeFunction). MLIR
declares one as `func.func private @name(...) -> (...) attributes
{tfrt.native}`; the BEF file keeps its name and signature (function kind
NATIVE), and the executor finds the callable in the host's registry
(`KernelRegistry.add_native_function`, `@native_function(name)`). Kernels
that take functions (`tfrt.call`, `tfrt.parallel_call.i32`, ...) call it as
any other function, and so do `bef-executor` and the Python API.

The callable is `fn(args, num_results, host)`, as TFRT's: it runs once every
argument is available and gets their values; it returns `num_results`
results, plain values or AsyncValues (work it queued, errors). If an argument
is an error, every result is that error and the callable is not called; if
the callable raises, every result is the error it raised.
"""

from __future__ import annotations

from tfrt.runtime.async_value import (
    AsyncValue, ConcreteAsyncValue, IndirectAsyncValue, run_when_ready,
)
from tfrt.runtime.host_context import in_request


class LoadedFunction:
    """What every function of a loaded BEF file has, whatever runs it: its
    executor and host, name, index and signature (type names)."""

    def __init__(self, executor, bef_function):
        self.executor = executor
        self.host = executor.host
        self.bef_function = bef_function
        self.name = bef_function.name
        self.index = bef_function.index
        types = executor.bef.types
        self.argument_types = tuple(types[t] for t in bef_function.argument_types)
        self.result_types = tuple(types[t] for t in bef_function.result_types)
        self.num_arguments = len(self.argument_types)
        self.num_results = len(self.result_types)


class NativeFunction(LoadedFunction):
    """A native function of a loaded BEF file, with ExecutableFunction's
    calling interface (`execute(args)`, and `fn(*args)` from Python)."""

    def __init__(self, executor, bef_function, callable_):
        super().__init__(executor, bef_function)
        self._callable = callable_

    def __repr__(self):
        return f"<NativeFunction {self.name} ({', '.join(self.argument_types)}) -> " \
               f"({', '.join(self.result_types)})>"

    def execute(self, args=()) -> list:
        """Calls the function when its arguments are available; returns its
        results (IndirectAsyncValues if it has to wait)."""
        pending = [a for a in args if isinstance(a, AsyncValue) and a.is_unavailable()]
        if not pending:
            return self._call(args)
        results = [IndirectAsyncValue() for _ in range(self.num_results)]

        def resume():
            for indirect, value in zip(results, self._call(args)):
                indirect.forward_to(value if isinstance(value, AsyncValue)
                                    else ConcreteAsyncValue(value))

        run_when_ready(pending, in_request(resume))
        return results

    def execute_plain(self, args) -> tuple[list, bool]:
        return self.execute(args), False

    def forwarded_argument(self, result: int) -> None:
        return None

    def _call(self, args) -> list:
        values = []
        for a in args:
            if isinstance(a, AsyncValue):
                if a.is_error():
                    return [a] * self.num_results
                a = a.get()
            values.append(a)
        try:
            results = self._callable(tuple(values), self.num_results, self.host)
            results = list(results) if results is not None else []
            if len(results) != self.num_results:
                raise TypeError(f"native function '{self.name}' returned {len(results)} "
                                f"results, not {self.num_results}")
        except Exception as e:  # noqa: BLE001 - a native function's error is a value
            return [self.host.emit_exception(e)] * self.num_results
        return results

    # The Python API: as ExecutableFunction's.
    def check_arguments(self, args) -> tuple:
        from tfrt.runtime.executor import ExecutableFunction

        return ExecutableFunction.check_arguments(self, args)

    def __call__(self, *args, timeout: float | None = None):
        from tfrt.runtime.executor import ExecutableFunction

        return ExecutableFunction.__call__(self, *args, timeout=timeout)

    def execute_async(self, *args) -> list[AsyncValue]:
        return [v if isinstance(v, AsyncValue) else ConcreteAsyncValue(v)
                for v in self.execute(self.check_arguments(args))]
