"""`corert.*` kernels: the BEF executor drives the Core Runtime (TFRT's
`lib/core_runtime/kernels.cc`).

Each HostContext has one CoreRuntime (`CoreRuntime.for_host`), sharing the
host's diagnostic handler and cancellation; "cpu" is a CpuOpHandler made on
first use. Values: `!corert.tensorhandle` is a `TensorHandle` (a plain
value: available at once, its tensor may be pending), `!corert.ophandler`
an `OpHandler`, `!corert.opattrs` an `OpAttrs`, `!t.tensor` a numpy array
(the `tfrt_dht` tensor), `!ts.shape` a tuple.

**executeop hot path.** The executor decodes a kernel's attributes once and
passes the same objects on every call; the kernel prepares, once per kernel
(keyed by its KernelContext), the frozen OpAttrs (BEF dtypes -> numpy dtypes,
shapes, dense constants, function names) and the op resolved on the handler,
then calls the op directly: metadata synchronously, dispatch inline when the
inputs are available, asynchronously otherwise.
"""


import sys

import numpy as np

from tfrt.runtime import dtypes
from tfrt.runtime.async_value import (
    CHAIN, AsyncValue, Chain, ConcreteAsyncValue, ErrorAsyncValue, ErrorCode, IndirectAsyncValue,
    run_when_ready,
)
from tfrt.runtime.bef.attributes import ArrayValue, Shape, SymbolRef, numpy_dtype
from tfrt.runtime.bef.format import AttributeType, DType, array_of
from tfrt.runtime.core_runtime import op_runs
from tfrt.runtime.core_runtime.core_runtime import CoreRuntime
from tfrt.runtime.core_runtime.op_attrs import EMPTY_OP_ATTRS, OpAttrs, OpAttrType, quantized_dtype
from tfrt.runtime.core_runtime.op_handler import (
    CpuOpHandler, LoggingOpHandler, NullOpHandler, OpHandler,
)
from tfrt.runtime.core_runtime.printing import format_tensor
from tfrt.runtime.core_runtime.tensor_handle import TensorHandle
from tfrt.runtime.cpu_ops.errors import UnknownOpError
from tfrt.runtime.kernel_registry import (
    Attribute, FunctionAttr, KernelContext, KernelError, RemainingArguments, RemainingResults,
    Rebindable, kernel,
)
from tfrt.runtime.host_context import in_request
from tfrt.runtime.kernels import print_line
from tfrt.runtime.tensor import DenseHostTensor, ScalarHostTensor, TensorMetadata

_UNAVAILABLE, _CONCRETE, _ERROR = 0, 1, 2
_STRING = DType.STRING
_I64_ARRAY = array_of(DType.I64)


def _runtime(ctx) -> CoreRuntime:
    return CoreRuntime.for_host(ctx.host)


# -- op handlers ----------------------------------------------------------------------------

def _specialize_get_op_handler(name, ctx):
    """`corert.get_op_handler` with the host's CoreRuntime looked up once."""
    runtime = _runtime(ctx)
    handlers = runtime._handlers  # registered handlers: read directly, one dict lookup

    def call(ch):
        handler = handlers.get(name)
        if handler is None:
            handler = runtime.get_op_handler(name)  # "cpu" made on first use
            if handler is None:
                raise KernelError(f"op_handler not found: '{name}'", ErrorCode.NOT_FOUND)
        return handler

    return call


@kernel("corert.get_op_handler", specialize=_specialize_get_op_handler, plain_results=True)
def get_op_handler(ch: Chain, name: Attribute(_STRING), ctx: KernelContext) -> OpHandler:
    handler = _runtime(ctx).get_op_handler(name)
    if handler is None:
        raise KernelError(f"op_handler not found: '{name}'", ErrorCode.NOT_FOUND)
    return handler


@kernel("corert.register_op_handler")
def register_op_handler(handler: OpHandler, name: Attribute(_STRING), ctx: KernelContext) -> Chain:
    _runtime(ctx).register_op_handler(name, handler)
    return CHAIN


@kernel("corert.create_null_op_handler")
def create_null_op_handler() -> OpHandler:
    return NullOpHandler()


@kernel("corert.create_cpu_op_handler")
def create_cpu_op_handler(fallback: OpHandler) -> OpHandler:
    return CpuOpHandler(fallback=fallback)


@kernel("corert.create_logging_op_handler")
def create_logging_op_handler(fallback: OpHandler, sync_log_results: Attribute()) -> OpHandler:
    # TFRT writes the log to stderr (its metadata stream); bef-executor tests use 2>&1.
    return LoggingOpHandler(fallback, stream=None, sync_log_results=bool(sync_log_results))


# -- attributes: BEF values -> OpAttrs -----------------------------------------------------------

def _set_bef_attr(attrs: OpAttrs, name: str, value, is_func: bool = False) -> None:
    if is_func or isinstance(value, SymbolRef):
        fn = value.path[-1] if isinstance(value, SymbolRef) else value
        attrs.set_func(name, fn)
    elif isinstance(value, DType):
        attrs.set_type(name, numpy_dtype(value))
    elif isinstance(value, Shape):
        attrs.set_shape(name, value.dims)
    elif isinstance(value, np.ndarray):
        attrs.set_dense(name, value)
    elif isinstance(value, tuple) and value and all(isinstance(v, DType) for v in value):
        attrs.set_array(name, [numpy_dtype(v) for v in value], OpAttrType.DTYPE)
    elif isinstance(value, tuple) and not value:
        attrs.set_array(name, [])
    elif isinstance(value, ArrayValue):  # the file's element type: `[1 : i32]` stays I32
        attrs.set_array(name, value, OpAttrType.BOOL if value.element == DType.I1
                        else OpAttrType[value.element.name])
    elif isinstance(value, dict):  # nested attributes: converted by the same rules
        attrs.set(name, bef_op_attrs(value.items()))
    elif isinstance(value, tuple) and any(isinstance(v, dict) for v in value):
        attrs.set(name, tuple(bef_op_attrs(v.items()) if isinstance(v, dict) else v
                              for v in value))
    else:
        attrs.set(name, value)


def bef_op_attrs(op_attrs, func_attrs=()):
    """The FrozenOpAttrs of an executeop's decoded `op_attrs` / `op_func_attrs`."""
    if not op_attrs and not func_attrs:
        return EMPTY_OP_ATTRS
    attrs = OpAttrs()
    for pairs, is_func in ((op_attrs, False), (func_attrs, True)):
        for pair in pairs:
            if not (isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str)):
                raise KernelError(f"bad op attribute entry {pair!r}: expected [name, value]",
                                  ErrorCode.INVALID_ARGUMENT)
            _set_bef_attr(attrs, pair[0], pair[1], is_func)
    return attrs.freeze()


# -- executeop -------------------------------------------------------------------------------------

class _Prepared:
    """What one executeop kernel needs, prepared on its first call."""

    __slots__ = ("ctx", "runtime", "cancel", "attrs", "op_name", "handler", "op", "run",
                 "location")

    def __init__(self, ctx, op_attrs, func_attrs, op_name):
        self.ctx = ctx
        self.runtime = _runtime(ctx)
        self.cancel = ctx.host
        self.attrs = bef_op_attrs(op_attrs, func_attrs)
        self.op_name = op_name
        self.handler = None
        self.op = None
        self.run = None
        self.location = lambda: ctx.location

    def resolve(self, handler):
        if not isinstance(handler, OpHandler):
            raise KernelError(f"expected an op handler, got {type(handler).__name__}",
                              ErrorCode.INVALID_ARGUMENT)
        try:
            self.op = handler.get_op(self.op_name)
            self.run = self.op.run
        except UnknownOpError as e:
            self.op = self.run = None
            self.handler = None
            return self.runtime.emit_error(e.message, self.location, ErrorCode.UNIMPLEMENTED)
        self.handler = handler
        return None


def _prepare(ctx, op_attrs, func_attrs, op_name) -> _Prepared:
    """The kernel's _Prepared, kept in its context (so it goes with the program)."""
    p = ctx.state
    if p is None:
        p = ctx.state = _Prepared(ctx, op_attrs, func_attrs, op_name)
    return p


class _ExecuteOpSlot(Rebindable):
    """A specialized `corert.executeop`: the call the executor makes (Rebindable) and its
    _Prepared. Consecutive ones form op runs (`make_run`, core_runtime/op_runs.py)."""

    __slots__ = ("prepared",)
    make_run = staticmethod(op_runs.make_run)

    def __init__(self, call, prepared):
        super().__init__(call)
        self.prepared = prepared


def _specialize_executeop(op_attrs, func_attrs, op_name, n, ctx):
    """`corert.executeop` for one kernel of a file (the executor calls this
    once, at load time): the attributes frozen now, the op resolved on the
    first call and again only if the handler changes, then bound to its
    attributes (`CpuOp.bind`), so a call is the handler and cancellation
    checks plus the bound op."""
    p = _Prepared(ctx, op_attrs, func_attrs, op_name)
    host = ctx.host
    bound = None
    handler_now = None
    slot = _ExecuteOpSlot(None, p)

    def call(handler, *handles):
        """The general entry: resolves the op when the handler changes, checks
        cancellation. Once a CPU op is bound, `slot.call` is the bound op with
        these checks inlined (`CpuOp.bind(guard=...)`), which comes back here
        when the handler differs or the host is cancelled."""
        nonlocal bound, handler_now
        if handler is not handler_now:
            error = p.resolve(handler)
            if error is not None:
                handler_now = bound = None
                slot.call = call
                return [TensorHandle(error, error)] * n
            handler_now = handler
            bind = getattr(p.op, "bind", None)  # CpuOp has one; other handlers' ops run
            if bind is not None:
                bound = bind(p.runtime, p.attrs, n, len(handles), p.location)
                slot.call = bind(p.runtime, p.attrs, n, len(handles), p.location,
                                 guard=(handler, host, call))
            else:
                run, runtime, attrs, location = p.run, p.runtime, p.attrs, p.location
                bound = lambda *hs: run(runtime, list(hs), attrs, n, None, location)[0]  # noqa: E731
                slot.call = call
        cancel = host.cancel_value
        if cancel is not None:
            return [cancel] * n
        return bound(*handles)

    slot.call = call
    return slot


@kernel("corert.executeop", specialize=_specialize_executeop, plain_results=True)
def executeop(handler, args: RemainingArguments, op_attrs: Attribute(), func_attrs: Attribute(),
              op_name: Attribute(_STRING), n: RemainingResults, ctx: KernelContext
              ) -> RemainingResults:
    p = _prepare(ctx, op_attrs, func_attrs, op_name)
    if p.handler is not handler:
        error = p.resolve(handler)
        if error is not None:
            return [TensorHandle(error, error)] * n
    cancel = p.cancel.cancel_value
    if cancel is not None:
        return [cancel] * n
    results, _ = p.run(p.runtime, list(args), p.attrs, n, None, p.location)
    return results


def _specialize_executeop_seq(op_attrs, func_attrs, op_name, n, ctx):
    """`corert.executeop.seq` for one kernel of a file, as `_specialize_executeop`:
    once its CPU op is bound (`CpuOp.bind(seq=True)`), a call whose chain and
    handles are available is the bound op in one frame; anything else (a pending
    or error chain or handle, another handler, a cancelled host, an op handler
    without `bind`) goes through the general kernel below."""
    p = _Prepared(ctx, op_attrs, func_attrs, op_name)
    host = ctx.host
    nres = n - 1
    handler_now = None
    slot = Rebindable(None)

    def call(handler, chain, *handles):
        nonlocal handler_now
        if handler is not handler_now and not isinstance(handler, AsyncValue):
            error = p.resolve(handler)
            if error is not None:
                handler_now = None
                slot.call = call
                return [error] + [TensorHandle(error, error)] * nres
            handler_now = handler
            bind = getattr(p.op, "bind", None)
            slot.call = call if bind is None else bind(
                p.runtime, p.attrs, nres, len(handles), p.location, guard=(handler, host, call),
                seq=True)
        pending = [v for v in (handler, *handles) if isinstance(v, AsyncValue)]
        if pending:
            return _seq_later(p, handler, chain, handles, nres, pending)
        return _seq_now(p, handler, chain, list(handles), nres)

    slot.call = call
    return slot


@kernel("corert.executeop.seq", nonstrict=True, specialize=_specialize_executeop_seq)
def executeop_seq(handler, chain, args: RemainingArguments, op_attrs: Attribute(),
                  func_attrs: Attribute(), op_name: Attribute(_STRING), n: RemainingResults,
                  ctx: KernelContext) -> RemainingResults:
    p = _prepare(ctx, op_attrs, func_attrs, op_name)
    nres = n - 1
    pending = [v for v in (handler, *args) if isinstance(v, AsyncValue)]
    if pending:  # non-strict: the handler or a handle is not there yet
        return _seq_later(p, handler, chain, args, nres, pending)
    return _seq_now(p, handler, chain, list(args), nres)


def _seq_now(p, handler, chain, args, nres):
    if isinstance(chain, AsyncValue) and chain._state == _ERROR:
        return [chain] + [TensorHandle(chain, chain)] * nres
    if p.handler is not handler:
        error = p.resolve(handler)
        if error is not None:
            return [error] + [TensorHandle(error, error)] * nres
    cancel = p.cancel.cancel_value
    if cancel is not None:
        return [cancel] * (nres + 1)
    results, out_chain = p.run(p.runtime, args, p.attrs, nres, chain, p.location)
    return [out_chain, *results]


def _seq_later(p, handler, chain, args, nres, pending):
    """Runs the op once the handler and handles are available; returns
    placeholders: an out chain and handles whose parts are forwarded."""
    out_chain = IndirectAsyncValue()
    mds = [IndirectAsyncValue() for _ in range(nres)]
    tensors = [IndirectAsyncValue() for _ in range(nres)]

    def run():
        values = []
        for v in (handler, *args):
            if isinstance(v, AsyncValue):
                if v._state == _ERROR:
                    return finish([v] + [TensorHandle(v, v)] * nres)
                v = v._value
            values.append(v)
        finish(_seq_now(p, values[0], chain, values[1:], nres))

    def finish(out):
        out_chain.forward_to(out[0])
        for i, h in enumerate(out[1:]):
            mds[i].forward_to(h._md)
            tensors[i].forward_to(h._tensor)

    run_when_ready(pending, in_request(run))
    return [out_chain] + [TensorHandle(mds[i], tensors[i]) for i in range(nres)]


# -- tensors ------------------------------------------------------------------------------------

def _handle(array: np.ndarray) -> TensorHandle:
    return TensorHandle.from_tensor(DenseHostTensor.from_array(array))


@kernel("corert.const_dense_tensor", constant=True)  # made once, when the file is loaded
def const_dense_tensor(value: Attribute(AttributeType.DENSE)) -> TensorHandle:
    return _handle(value)  # a read-only view of the BEF file: no copy


@kernel("corert.const_string_tensor")
def const_string_tensor(shape: Attribute(_I64_ARRAY), value: Attribute()) -> TensorHandle:
    shape = tuple(int(d) for d in shape)
    count = int(np.prod(shape, dtype=np.int64))
    strings = [v.encode() if isinstance(v, str) else bytes(v) for v in value]
    if len(strings) == 1:
        strings = strings * count
    if len(strings) != count:
        raise KernelError(f"{len(value)} strings for a tensor of {count} elements",
                          ErrorCode.INVALID_ARGUMENT)
    a = np.empty(count, dtype=object)
    a[:] = strings
    return _handle(a.reshape(shape))


# corert.create_dense_tensor.<suffix>: the tensor's dtype of each suffix.
_CREATE_DTYPES = {
    "ui8": DType.UI8, "ui16": DType.UI16, "ui32": DType.UI32, "ui64": DType.UI64,
    "i1": DType.I1, "i8": DType.I8, "i16": DType.I16, "i32": DType.I32, "i64": DType.I64,
    "bf16": DType.BF16, "f16": DType.F16, "f32": DType.F32, "f64": DType.F64,
    "complex64": DType.COMPLEX64, "complex128": DType.COMPLEX128,
}


def _register_create(name, element):
    dtype = dtypes.info(element).numpy
    is_complex = name.startswith("complex")

    def create(shape: Attribute(_I64_ARRAY), value: Attribute()) -> TensorHandle:
        shape = tuple(int(d) for d in shape)
        if any(d < 0 for d in shape):
            raise KernelError(f"bad shape {list(shape)}", ErrorCode.INVALID_ARGUMENT)
        values = list(value)
        if is_complex:
            values = [complex(r, i) for r, i in zip(values[::2], values[1::2])]
        count = int(np.prod(shape, dtype=np.int64))
        if len(values) != count:
            raise KernelError(f"{len(values)} values for a tensor of shape {list(shape)} "
                              f"({count} elements)", ErrorCode.INVALID_ARGUMENT)
        array = np.asarray(values, dtype=dtype).reshape(shape)
        array.flags.writeable = False  # one handle for every run of the kernel
        return _handle(array)

    # A kernel of attributes only: made once, when the file is loaded (a loop body that
    # makes its constants this way paid ~4 us per constant per iteration).
    kernel(f"corert.create_dense_tensor.{name}", constant=True)(create)


for _name, _element in _CREATE_DTYPES.items():
    _register_create(_name, _element)


def _when_tensor(h, ctx, fn, what: str):
    """fn(host tensor) now if `h` (a TensorHandle) is available, else an
    AsyncValue resolved with it later; errors pass through."""
    if not isinstance(h, TensorHandle):
        raise KernelError(f"{what}: expected a tensor handle, got {type(h).__name__}",
                          ErrorCode.INVALID_ARGUMENT)
    t = h._tensor
    if not isinstance(t, AsyncValue):
        return fn(t)
    if t._state == _CONCRETE:
        return fn(t._value)
    if t._state == _ERROR:
        return t
    result = ConcreteAsyncValue()

    def done():
        if t._state == _ERROR:
            result.set_error(t._value)
            return
        try:
            value = fn(t._value)
        except Exception as e:  # noqa: BLE001
            result.set_error(ctx.error(str(e)).diagnostic)
            return
        if isinstance(value, AsyncValue):
            result.set_error(value._value)
        else:
            result.set_value(value)

    t.and_then(done)
    return result


@kernel("corert.print_tensorhandle", async_=True)
def print_tensorhandle(h, ch: Chain, ctx: KernelContext) -> Chain:
    def show(t):
        print_line(format_tensor(t))
        return CHAIN

    return _when_tensor(h, ctx, show, "corert.print_tensorhandle")


@kernel("corert.tensorhandle_to_shape", async_=True)
def tensorhandle_to_shape(h, ch: Chain, ctx: KernelContext) -> tuple:
    if not isinstance(h, TensorHandle):
        raise KernelError("expected a tensor handle", ErrorCode.INVALID_ARGUMENT)
    md = h._md
    if not isinstance(md, AsyncValue):
        return md.shape
    if md._state != _UNAVAILABLE:
        return md._value.shape if md._state == _CONCRETE else md
    result = ConcreteAsyncValue()
    md.and_then(lambda: result.set_value(md._value.shape) if md._state == _CONCRETE
                else result.set_error(md._value))
    return result


def _dense_array(t) -> np.ndarray:
    if isinstance(t, DenseHostTensor):
        return t.array
    if isinstance(t, ScalarHostTensor):
        return t.to_dense().array
    raise KernelError(f"not a host tensor: {type(t).__name__}", ErrorCode.INVALID_ARGUMENT)


@kernel("corert.tensorhandle_to_ht", async_=True)
def tensorhandle_to_ht(h, ch: Chain, ctx: KernelContext) -> np.ndarray:
    return _when_tensor(h, ctx, _dense_array, "corert.tensorhandle_to_ht")


@kernel("corert.ht_to_tensorhandle")
def ht_to_tensorhandle(t, ch: Chain) -> TensorHandle:
    if isinstance(t, (DenseHostTensor, ScalarHostTensor)):
        return TensorHandle.from_tensor(t)
    if not isinstance(t, np.ndarray):
        raise KernelError(f"expected a host tensor, got {type(t).__name__}",
                          ErrorCode.INVALID_ARGUMENT)
    return _handle(t)


def predicate(t) -> bool:
    """A tensor as a condition (TFRT's GetTensorPredicateValue): a one-element
    tensor is true when non-zero; a string tensor when its first string is not
    empty."""
    a = t.array if t.__class__ is DenseHostTensor else _dense_array(t)
    if a.size == 1 and a.dtype.kind != "O":
        return bool(a)  # the common case, in one step
    if a.dtype == object:
        return a.size > 0 and len(a.reshape(-1)[0]) > 0
    if a.size != 1:
        raise KernelError(f"a predicate must have exactly one element, got shape "
                          f"{list(a.shape)}", ErrorCode.INVALID_ARGUMENT)
    return bool(a.reshape(-1)[0])


def _to_int32(t) -> int:
    a = _dense_array(t)
    if a.size != 1 or a.dtype.kind not in "iub":
        raise KernelError(f"expected a one-element integer tensor, got "
                          f"{TensorMetadata(a.dtype, a.shape)}", ErrorCode.INVALID_ARGUMENT)
    return int(np.int32(a.reshape(-1)[0]))


@kernel("corert.tensorhandle_to_int32", async_=True)
def tensorhandle_to_int32(h, ctx: KernelContext) -> int:
    return _when_tensor(h, ctx, _to_int32, "corert.tensorhandle_to_int32")


@kernel("corert.tensorhandle_to_i1", async_=True)
def tensorhandle_to_i1(h, ctx: KernelContext) -> bool:
    return _when_tensor(h, ctx, predicate, "corert.tensorhandle_to_i1")


# -- control flow -------------------------------------------------------------------------------

def _predicate_now(cond, ctx):
    """True/False, an error AsyncValue, or None plus the AsyncValue to wait for."""
    if isinstance(cond, AsyncValue):
        if cond._state == _UNAVAILABLE:
            return None, cond
        if cond._state == _ERROR:
            return cond, None
        cond = cond._value
    if not isinstance(cond, TensorHandle):
        return ctx.error(f"the condition must be a tensor handle, got {type(cond).__name__}",
                         ErrorCode.INVALID_ARGUMENT), None
    t = cond._tensor
    if isinstance(t, AsyncValue):
        if t._state == _UNAVAILABLE:
            return None, t
        if t._state == _ERROR:
            return t, None
        t = t._value
    try:
        return predicate(t), None
    except KernelError as e:
        return ctx.error(e.message, e.code), None


@kernel("corert.cond", nonstrict=True)
def cond(args: RemainingArguments, a_true_fn: FunctionAttr, b_false_fn: FunctionAttr,
         n: RemainingResults, ctx: KernelContext) -> RemainingResults:
    """Runs `a_true_fn` or `b_false_fn` on args[1:] by the predicate args[0]."""
    p = args[0]
    if p.__class__ is TensorHandle:  # the common case in line: an available one-element tensor
        t = p._tensor
        if t.__class__ is DenseHostTensor:
            a = t.array
            if a.size == 1 and a.dtype.kind != "O":
                return (a_true_fn if a else b_false_fn).execute(args[1:])
    value, wait = _predicate_now(p, ctx)
    if wait is None:
        if isinstance(value, AsyncValue):
            return [value] * n
        return (a_true_fn if value else b_false_fn).execute(args[1:])
    results = [IndirectAsyncValue() for _ in range(n)]

    def retry():
        for r, v in zip(results, cond(args, a_true_fn, b_false_fn, n, ctx)):
            r.forward_to(v)

    wait.and_then(in_request(retry))
    return results


@kernel("corert.while")
def while_(args: RemainingArguments, a_cond_fn: FunctionAttr, b_body_fn: FunctionAttr,
           n: RemainingResults, ctx: KernelContext) -> RemainingResults:
    """values = args; while cond_fn(values)[1]: values = body_fn(values).

    Synchronous loops (the predicate is known after each call of cond_fn)
    return the final values directly; the first predicate that is not yet
    known hands the loop over to `_while_async`, which resumes it when it is."""
    request = ctx.request  # the invocation's: what cancels this loop, passed to the calls
    values = list(args)
    # `plain`: values hold no AsyncValue, so the functions' generated fast paths
    # are called directly (`fast_entry`: no argument scan, no extra frame); while
    # they finish (return a list) their results are plain values too, and a
    # predicate that is an available one-element dense tensor is read in line.
    plain = not any(isinstance(v, AsyncValue) for v in values)
    cond_fast, cond_finish = a_cond_fn.fast_entry()
    body_fast, body_finish = b_body_fn.fast_entry()
    # A condition that only returns a loop value (the predicate carried by the
    # loop, computed by the body: the tf-while-carry-predicate pass) is not called.
    carried = a_cond_fn.forwarded_argument(1)
    while True:
        cancel = request.check_cancel()  # once per iteration: the deadline too
        if cancel is not None:
            return [cancel] * n
        if plain:
            out = cond_fast(request, *values) if carried is None else [values[0], values[carried]]
            if out.__class__ is list:
                p = out[1]
                t = p._tensor if p.__class__ is TensorHandle else None
                if t.__class__ is DenseHostTensor:
                    a = t.array
                    if a.size == 1 and a.dtype.kind != "O":
                        if not a:
                            return values
                        cancel = request.cancel_value
                        if cancel is not None:
                            return [cancel] * n
                        out = body_fast(request, *values)
                        if out.__class__ is list:
                            values = out
                        else:
                            values = body_finish(out)
                            plain = not any(isinstance(v, AsyncValue) for v in values)
                        continue
            else:
                out = cond_finish(out)
        else:
            out = a_cond_fn.execute(values)
        chain = out[0]
        if isinstance(chain, AsyncValue) and chain._state == _ERROR:
            return [chain] * n
        value, wait = _predicate_now(out[1], ctx)
        if wait is not None:
            return _while_async(values, out, a_cond_fn, b_body_fn, n, ctx)
        if isinstance(value, AsyncValue):
            return [value] * n
        if not value:
            if plain:
                return values
            return [v._value if isinstance(v, AsyncValue) and v._state == _CONCRETE else v
                    for v in values]
        if plain:
            cancel = request.cancel_value
            if cancel is not None:
                return [cancel] * n
            out = body_fast(request, *values)
            if out.__class__ is list:
                values = out
                continue
            values = body_finish(out)
        else:
            values = b_body_fn.execute(values)
        plain = not any(isinstance(v, AsyncValue) for v in values)


def _while_async(values, out, a_cond_fn, b_body_fn, n, ctx):
    """`while_` from a predicate that is not known yet: IndirectAsyncValues
    forwarded when the loop ends."""
    results = [IndirectAsyncValue() for _ in range(n)]

    def fail(error):
        for r in results:
            r.forward_to(error)

    def loop(values, out):
        while True:
            cancel = ctx.request.check_cancel()
            if cancel is not None:
                return fail(cancel)
            if out is None:
                out = a_cond_fn.execute(values)
            chain = out[0]
            if isinstance(chain, AsyncValue) and chain._state == _ERROR:
                return fail(chain)
            value, wait = _predicate_now(out[1], ctx)
            if wait is not None:  # resume once known, off this stack
                wait.and_then(in_request(lambda v=values, o=out: ctx.enqueue_work(
                    lambda: loop(v, o), results)))
                return
            if isinstance(value, AsyncValue):
                return fail(value)
            if not value:
                for r, v in zip(results, values):
                    r.forward_to(v)
                return
            values = b_body_fn.execute(values)
            out = None

    loop(values, out)
    return [r.get() if r.is_concrete() else r for r in results]


# -- op attributes --------------------------------------------------------------------------------

@kernel("corert.create_op_attrs")
def create_op_attrs() -> OpAttrs:
    return OpAttrs()


def _register_set(suffix, value_kind, setter):
    def set_attr(attrs: OpAttrs, ch: Chain, key: Attribute(_STRING), value: Attribute(value_kind)
                 ) -> Chain:
        if not isinstance(attrs, OpAttrs):
            raise KernelError(f"expected op attributes, got {type(attrs).__name__}",
                              ErrorCode.INVALID_ARGUMENT)
        setter(attrs, key, value)
        return CHAIN

    kernel(f"corert.{suffix}")(set_attr)


_register_set("op_attrs_set.bool", DType.I1, lambda a, k, v: a.set(k, bool(v)))
_register_set("op_attrs_set.i32", DType.I32, lambda a, k, v: a.set(k, int(v), OpAttrType.I32))
_register_set("op_attrs_set.i64", DType.I64, lambda a, k, v: a.set(k, int(v), OpAttrType.I64))
_register_set("op_attrs_set.f32", DType.F32, lambda a, k, v: a.set(k, float(v), OpAttrType.F32))
_register_set("op_attrs_set.str", DType.STRING, lambda a, k, v: a.set_string(k, v))
_register_set("op_attrs_set.dtype", AttributeType.TYPE,
              lambda a, k, v: a.set_type(k, quantized_dtype(v) if v >= DType.QUI8
                                         else numpy_dtype(v)))
_register_set("op_attrs_set.dense", AttributeType.DENSE, lambda a, k, v: a.set_dense(k, v))
_register_set("op_attrs_set.shape", AttributeType.SHAPE, lambda a, k, v: a.set_shape(k, v.dims))
_register_set("op_attrs_set.aggregate", AttributeType.AGGREGATE,
              lambda a, k, v: a.set(k, tuple(v), OpAttrType.AGGREGATE))
_register_set("op_attrs_set_array.i32", array_of(DType.I32),
              lambda a, k, v: a.set_array(k, list(v), OpAttrType.I32))
_register_set("op_attrs_set_array.i64", array_of(DType.I64),
              lambda a, k, v: a.set_array(k, list(v), OpAttrType.I64))
_register_set("op_attrs_set_array.f32", array_of(DType.F32),
              lambda a, k, v: a.set_array(k, list(v), OpAttrType.F32))


# -- composite ops: a BEF function run as an op ------------------------------------------------------

class CompositeOp:
    """TFRT's composite op (`corert.make_composite_op`): a function
    `(chain, tensorhandle...) -> (chain, tensorhandle...)` that `corert.execute_crt_op`
    runs as an op on tensor handles. Its ops run on the handlers the function names."""

    __slots__ = ("fn",)

    def __init__(self, fn):
        self.fn = fn

    def __repr__(self):
        return f"<CompositeOp {getattr(self.fn, 'name', self.fn)!r}>"


@kernel("corert.make_composite_op")
def make_composite_op(fn: FunctionAttr) -> CompositeOp:
    return CompositeOp(fn)


@kernel("corert.execute_crt_op", async_=True)
def execute_crt_op(op, args: RemainingArguments, op_attrs: Attribute(),
                   n: RemainingResults) -> RemainingResults:
    """Runs `op` (a CompositeOp) on the tensor handles `args`; `op_attrs` are ignored, as
    TFRT's composite ops take none (their function has no attribute parameters)."""
    if not isinstance(op, CompositeOp):
        raise KernelError(f"corert.execute_crt_op: expected a composite op, got {type(op).__name__}",
                          ErrorCode.INVALID_ARGUMENT)
    results = op.fn.execute((CHAIN, *args))
    if len(results) != n + 1:
        raise KernelError(f"corert.execute_crt_op: the composite op returns {len(results) - 1} "
                          f"tensor handles after its chain, the kernel has {n} results",
                          ErrorCode.INVALID_ARGUMENT)
    return list(results[1:])


# TFRT's test kernels for op attributes (tfrt_test dialect, generic form).
@kernel("tfrt_test.corert.op_attrs_print")
def op_attrsprint_line(attrs: OpAttrs, ch: Chain) -> Chain:
    sys.stdout.write(attrs.freeze().print())
    sys.stdout.flush()
    return CHAIN


@kernel("tfrt_test.corert.op_attrs_freeze")
def op_attrs_freeze(attrs: OpAttrs, ch: Chain) -> tuple[object, Chain]:
    return attrs.freeze(), CHAIN


@kernel("tfrt_test.corert.op_attrs_ref_print")
def op_attrs_refprint_line(frozen, ch: Chain) -> Chain:
    sys.stdout.write(frozen.print())
    sys.stdout.flush()
    return CHAIN


@kernel("tfrt_test.corert.error_tensorhandle")
def error_tensorhandle(ctx: KernelContext) -> TensorHandle:
    """An error handle (TFRT's tfrt_test.error_tensorhandle)."""
    return TensorHandle.error_handle(ctx.error("invalid tensorhandle"))


_ = ErrorAsyncValue  # re-exported for kernels that build errors
