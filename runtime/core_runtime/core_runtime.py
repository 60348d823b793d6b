"""CoreRuntime: runs ops one at a time on op handlers (TFRT's CoreRuntime).

    rt = CoreRuntime(diagnostic_handler=print)          # or CoreRuntime.for_host(host)
    cpu = rt.get_op_handler("cpu")                      # created on first use
    results = [None]                                    # one result
    rt.execute("tf.AddV2", cpu, [a, b], attrs, results, chain=None, location=None)
    results[0]                                          # a TensorHandle

`execute(op_name, op_handler, args, attrs, results, chain=None, location=None)`:

- `args`: TensorHandles. execute *takes ownership*: a list is emptied, so
  when it held the last reference to a handle the op may write its result
  into that input's buffer (element-wise ops, matching dtype and shape).
- `attrs`: an `OpAttrs`, a `FrozenOpAttrs`, a Mapping or None.
- `results`: a list whose length is the number of results; filled in place.
- `chain`: None, or the input chain (a `Chain` or an AsyncValue); the op
  waits for it and execute returns the output chain (available when the op
  is done; an error if it failed). Without a chain it returns None.
- `location`: anything `Diagnostic.location` accepts, or a callable giving it
  (called only when an error is reported).

`rt.resources` is the runtime's ResourceMgr (resource_mgr.py): the variables and
tables its ops create by shared name, e.g. `rt.resources.lookup("", "counter")`.

Semantics (docs/core_runtime.md): thread-safe; asynchronous (returns
unavailable handles at once when an input is unavailable; runs the dispatch
inline when all are available); the metadata function runs synchronously,
so shape/dtype/attribute errors are reported at once; an op whose argument
or chain is an error does not run, its results carry that error (reported
once, where it arose); after `cancel_execution()` new and pending ops get
the cancel error until `restart()`; each new error goes to the diagnostic
handler given at construction (or the host's).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping

from tfrt.runtime.async_value import (
    AsyncValue, ErrorAsyncValue, ErrorCode, Diagnostic,
)
from tfrt.runtime.core_runtime.op_attrs import EMPTY_OP_ATTRS, FrozenOpAttrs, OpAttrs
from tfrt.runtime.core_runtime.op_handler import (
    CpuOpHandler, OpHandler, resolve_location,
)
from tfrt.runtime.core_runtime.resource_mgr import ResourceMgr
from tfrt.runtime.core_runtime.tensor_handle import TensorHandle
from tfrt.runtime.cpu_ops.errors import UnknownOpError

__all__ = ["CoreRuntime", "CoreRuntimeOp", "freeze_attrs"]

_ERROR = 2


def freeze_attrs(attrs) -> FrozenOpAttrs:
    """Any accepted attrs value as a FrozenOpAttrs."""
    if attrs is None:
        return EMPTY_OP_ATTRS
    if attrs.__class__ is FrozenOpAttrs:
        return attrs
    if isinstance(attrs, OpAttrs):
        return attrs.freeze()
    if isinstance(attrs, Mapping):
        return OpAttrs(attrs).freeze() if attrs else EMPTY_OP_ATTRS
    raise TypeError(f"op attributes must be OpAttrs, FrozenOpAttrs or a mapping, "
                    f"got {type(attrs).__name__}")


class _OwnCancel:
    __slots__ = ("cancel_value",)

    def __init__(self):
        self.cancel_value = None


class CoreRuntime:
    """See the module docstring. `host`: a HostContext whose cancellation and
    diagnostic handler this runtime shares (`for_host`)."""

    def __init__(self, diagnostic_handler=None, *, host=None):
        self._host = host
        self._cancel = host if host is not None else _OwnCancel()
        if diagnostic_handler is None and host is not None:
            diagnostic_handler = host.diagnostic_handler
        self.diagnostic_handler = diagnostic_handler or (lambda d: None)
        self._handlers: dict[str, OpHandler] = {}
        self._lock = threading.Lock()
        # Variables, tables, ... by (container, shared_name): shared by every op this
        # runtime runs, i.e. every function and call of one loaded program.
        self.resources = ResourceMgr()

    @classmethod
    def for_host(cls, host) -> "CoreRuntime":
        """The CoreRuntime of a HostContext (one per host, made on first use)."""
        return host.get_or_create_shared("tfrt.core_runtime", lambda: cls(host=host))

    # -- op handlers ---------------------------------------------------------------------

    def register_op_handler(self, name: str, handler: OpHandler) -> None:
        if not isinstance(handler, OpHandler):
            raise TypeError(f"not an OpHandler: {handler!r}")
        with self._lock:
            self._handlers[name] = handler

    def get_op_handler(self, name: str) -> OpHandler | None:
        """The handler registered as `name`; "cpu" is a CpuOpHandler made on
        first use if none is registered. None if unknown."""
        handler = self._handlers.get(name)
        if handler is None and name == "cpu":
            with self._lock:
                handler = self._handlers.get(name)
                if handler is None:
                    handler = self._handlers[name] = CpuOpHandler()
        return handler

    # -- cancellation and errors ------------------------------------------------------

    @property
    def cancel_value(self) -> ErrorAsyncValue | None:
        return self._cancel.cancel_value

    def cancel_execution(self, message: str = "Cancelled") -> None:
        """New ops, and pending ops when their inputs arrive, get this error."""
        if self._host is not None:
            self._host.cancel_execution(message)
        elif self._cancel.cancel_value is None:
            self._cancel.cancel_value = ErrorAsyncValue(message, None, ErrorCode.CANCELLED)

    def restart(self) -> None:
        if self._host is not None:
            self._host.restart()
        else:
            self._cancel.cancel_value = None

    def is_cancelled(self) -> bool:
        return self._cancel.cancel_value is not None

    def emit_error(self, message: str, location=None, code: ErrorCode = ErrorCode.UNKNOWN
                   ) -> ErrorAsyncValue:
        """Reports a new error to the diagnostic handler; returns it as a value."""
        error = ErrorAsyncValue(Diagnostic(message, resolve_location(location), code))
        self.diagnostic_handler(error._value)
        return error

    # -- running ops --------------------------------------------------------------------------

    def make_op(self, op_name: str, op_handler: OpHandler) -> "CoreRuntimeOp":
        """The op resolved once on `op_handler` (raises UnknownOpError)."""
        return CoreRuntimeOp(self, op_name, op_handler.get_op(op_name))

    def execute(self, op_name: str, op_handler: OpHandler, args, attrs, results,
                chain=None, location=None):
        """Runs one op; see the module docstring. Returns the output chain (None
        without an input chain)."""
        n = len(results)
        handles = list(args)
        if args.__class__ is list:
            args.clear()
        cancel = self._cancel.cancel_value
        if cancel is not None:
            results[:] = [TensorHandle(cancel, cancel)] * n
            return None if chain is None else cancel
        try:
            op = op_handler.get_op(op_name)
        except UnknownOpError as e:
            error = self.emit_error(e.message, location, ErrorCode.UNIMPLEMENTED)
            results[:] = [TensorHandle(error, error)] * n
            return None if chain is None else error
        except AttributeError:
            raise TypeError(f"not an OpHandler: {op_handler!r}") from None
        if isinstance(chain, AsyncValue) and chain._state == _ERROR:
            results[:] = [TensorHandle(chain, chain)] * n
            return chain
        try:
            frozen = freeze_attrs(attrs)
        except (TypeError, ValueError) as e:
            error = self.emit_error(f"{op_name}: bad attributes: {e}", location,
                                    ErrorCode.INVALID_ARGUMENT)
            results[:] = [TensorHandle(error, error)] * n
            return None if chain is None else error
        outs, out_chain = op.run(self, handles, frozen, n, chain, location)
        results[:] = outs
        return out_chain


class CoreRuntimeOp:
    """An op resolved on a handler (TFRT's CoreRuntimeOp): call it as often as
    needed. `op(args, attrs=None, num_results=1, chain=None, location=None)`
    returns `(results, out_chain)`; `args` is a list it takes ownership of."""

    __slots__ = ("runtime", "name", "op", "_run", "_cancel")

    def __init__(self, runtime: CoreRuntime, name: str, op):
        self.runtime = runtime
        self.name = name
        self.op = op
        self._run = op.run
        self._cancel = runtime._cancel

    def __call__(self, args, attrs=None, num_results: int = 1, chain=None, location=None):
        cancel = self._cancel.cancel_value
        if cancel is not None:
            return [TensorHandle(cancel, cancel)] * num_results, (
                None if chain is None else cancel)
        if isinstance(chain, AsyncValue) and chain._state == _ERROR:
            return [TensorHandle(chain, chain)] * num_results, chain
        if attrs.__class__ is not FrozenOpAttrs:
            attrs = freeze_attrs(attrs)
        handles = args if args.__class__ is list else list(args)
        return self._run(self.runtime, handles, attrs, num_results, chain, location)

    def __repr__(self):
        return f"<CoreRuntimeOp {self.name} on {self.op!r}>"
