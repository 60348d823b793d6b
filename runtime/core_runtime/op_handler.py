"""Op handlers: where the Core Runtime runs an op.

An `OpHandler` turns an op name into an *op* once (`make_op(name)`, cached
per handler); the op then runs invocations:

    op.run(runtime, handles, attrs, num_results, chain, location)
        -> (list of result TensorHandles, out chain)

`handles` is a list the op owns (it may reuse an input's buffer when that
list holds the last reference), `attrs` a FrozenOpAttrs, `chain` None, a
plain `Chain` or an AsyncValue, `location` a location, a callable giving
one (evaluated only for errors), or None. The CoreRuntime has already
handled cancellation and an error chain.

- `CpuOpHandler(registry)`: the TF op library (`tfrt.runtime.cpu_ops`):
  metadata function (synchronous), dispatch function (synchronous when every
  input is available, else when they become available), buffer forwarding
  for element-wise ops. Ops that use resources get the ResourceMgr of the
  runtime running them (`runtime.resources`). Unknown ops go to the fallback
  handler.
- `NullOpHandler`: supports no op (TFRT's null handler, the end of a chain of
  fallbacks).
- `LoggingOpHandler(fallback, stream=sys.stderr, sync_log_results=False)`:
  prints each op, its attributes and inputs (and, with `sync_log_results`,
  its outputs) in TFRT's format, then runs it on `fallback`.
"""

from __future__ import annotations

import itertools
import sys
import threading
from functools import partial

import numpy as np

from tfrt.runtime.async_value import (
    AsyncValue, Chain, ConcreteAsyncValue, ErrorAsyncValue, ErrorCode, run_when_ready,
)
from tfrt.runtime.bef.locations import FusedLoc
from tfrt.runtime.host_context import too_deep
from tfrt.runtime.core_runtime.tensor_handle import TensorHandle
from tfrt.runtime.cpu_ops.errors import OpError, UnknownOpError
from tfrt.runtime.tensor import DenseHostTensor, ScalarHostTensor, TensorMetadata, make_metadata

__all__ = ["CpuOpHandler", "LoggingOpHandler", "NullOpHandler", "OpHandler"]

_UNAVAILABLE, _CONCRETE, _ERROR = 0, 1, 2
_DHT = DenseHostTensor
_SHT = ScalarHostTensor
_ndarray = np.ndarray
_new = object.__new__
_getrefcount = sys.getrefcount
_asarray = np.asarray


class OpHandler:
    """Base class: `name`, optional `fallback`, `make_op(op_name)` (cached
    through `get_op`). Subclasses implement `_make_op`."""

    def __init__(self, name: str, fallback: "OpHandler | None" = None):
        self.name = name
        self.fallback = fallback
        self._ops: dict = {}
        self._lock = threading.Lock()

    def get_op(self, op_name: str):
        """The op for `op_name` (made once, then cached); raises UnknownOpError."""
        op = self._ops.get(op_name)
        if op is None:
            op = self._make_op(op_name)
            with self._lock:
                op = self._ops.setdefault(op_name, op)
        return op

    make_op = get_op

    def _make_op(self, op_name: str):
        if self.fallback is not None:
            return self.fallback.get_op(op_name)
        raise UnknownOpError(op_name, f"{op_name} was not supported by {type(self).__name__}")

    def __repr__(self):
        return f"<{type(self).__name__} {self.name!r}>"


class NullOpHandler(OpHandler):
    """Runs no op: every op name is unknown."""

    def __init__(self):
        super().__init__("null")


# -- results and errors ------------------------------------------------------------------------

def error_results(error: AsyncValue, n: int):
    """`n` error handles (one shared object) for `error`."""
    return [TensorHandle(error, error)] * n


def resolve_location(location):
    return location() if callable(location) else location


def _error_message(op_name: str, e: BaseException) -> str:
    if isinstance(e, OpError):
        return str(e)
    if isinstance(e, UnknownOpError):
        return e.message
    if isinstance(e, RecursionError):
        return f"{op_name}: {too_deep()}"
    text = str(e)
    return f"{op_name}: {type(e).__name__}: {text}" if text else f"{op_name}: {type(e).__name__}"


def _error_code(e: BaseException) -> ErrorCode:
    if isinstance(e, OpError) and getattr(e, "error_code", None) is not None:
        return ErrorCode[e.error_code]  # TF's class of the error, e.g. FAILED_PRECONDITION
    if isinstance(e, (OpError, ValueError, TypeError)):
        return ErrorCode.INVALID_ARGUMENT
    if isinstance(e, UnknownOpError):
        return ErrorCode.UNIMPLEMENTED
    return ErrorCode.INTERNAL


# -- the CPU op handler -------------------------------------------------------------------------

def _binary(ufunc):
    def inplace(attrs, out, x, y):
        return ufunc(x, y, out=out)
    return inplace


def _unary(ufunc):
    def inplace(attrs, out, x):
        return ufunc(x, out=out)
    return inplace


def _relu_inplace(attrs, out, x):
    return np.maximum(x, 0, out=out)


# Element-wise ops whose result may be written into an input's buffer, and
# the dtypes for which the in-place form computes exactly what the op
# library's dispatch function does (the tests compare them).
FORWARDING_OPS = {
    "tf.AddV2": _binary(np.add), "tf.Add": _binary(np.add), "tf.Sub": _binary(np.subtract),
    "tf.Mul": _binary(np.multiply), "tf.Maximum": _binary(np.maximum),
    "tf.Minimum": _binary(np.minimum), "tf.Neg": _unary(np.negative), "tf.Relu": _relu_inplace,
}
FORWARDING_DTYPES = frozenset(np.dtype(t) for t in (np.float32, np.float64, np.int32, np.int64))
# Below this many elements a fresh result costs less than checking ownership.
FORWARDING_MIN_ELEMENTS = 1024


class CpuOpHandler(OpHandler):
    """Runs TF ops with the numpy op library. `registry` defaults to the
    process-wide `default_cpu_op_registry()`; `fallback` gets unknown ops
    (default: a NullOpHandler). `forwarding=False` turns input buffer reuse off."""

    def __init__(self, registry=None, fallback: OpHandler | None = None, *,
                 name: str = "cpu", forwarding: bool = True):
        super().__init__(name, fallback if fallback is not None else NullOpHandler())
        from tfrt.runtime.blas import limit_blas_threads
        from tfrt.runtime.malloc_policy import keep_freed_memory

        limit_blas_threads()  # one OpenBLAS thread unless the user chose (runtime/blas.py)
        keep_freed_memory()  # results' memory reused, not faulted in afresh (runtime/malloc_policy.py)
        if registry is None:
            from tfrt.runtime.cpu_ops.registry import default_cpu_op_registry

            registry = default_cpu_op_registry()
        self.registry = registry
        self.forwarding = dict(FORWARDING_OPS) if forwarding else {}

    def add_metadata_fn(self, name: str, fn) -> None:
        """Registers a metadata function in this handler's registry."""
        self.registry.add_metadata_fn(name, fn)
        self._ops.pop(name, None)

    def add_op(self, name: str, dispatch_fn, *, allow_input_reuse: bool = False,
               uses_resources: bool = False) -> None:
        """Registers a dispatch function in this handler's registry (`uses_resources`:
        it takes the running CoreRuntime's ResourceMgr first)."""
        self.registry.add_op(name, dispatch_fn, allow_input_reuse=allow_input_reuse,
                             uses_resources=uses_resources)
        self._ops.pop(name, None)

    def _make_op(self, op_name: str):
        try:
            entry = self.registry.lookup(op_name)
        except UnknownOpError:
            return super()._make_op(op_name)
        return CpuOp(op_name, entry, self.forwarding.get(op_name), self.name)


def _input_arrays(handles):
    """(arrays, metadata, pending AsyncValues or None, first error or None);
    an array is None while its tensor is pending."""
    arrays = []
    mds = []
    pending = None
    for h in handles:
        t = h._tensor
        c = t.__class__
        if c is not _DHT:
            if isinstance(t, AsyncValue):
                state = t._state
                if state == _ERROR:
                    return None, None, None, t
                if state == _UNAVAILABLE:
                    if pending is None:
                        pending = []
                    pending.append(t)
                    arrays.append(None)
                    md = h._md
                    if isinstance(md, AsyncValue) and md._state == _CONCRETE:
                        md = md._value
                    mds.append(md)
                    continue
                t = t._value
                c = t.__class__
            if c is _SHT:
                t = t.to_dense()  # the explicit scalar -> dense conversion
            elif c is not _DHT:
                return None, None, None, ErrorAsyncValue(
                    f"unsupported tensor type {type(t).__name__} for the CPU op handler",
                    None, ErrorCode.INVALID_ARGUMENT)
        arrays.append(t.array)
        mds.append(t.metadata)
    return arrays, mds, pending, None


class CpuOp:
    """One op of the CPU handler (resolved once): see `run`."""

    __slots__ = ("name", "entry", "metadata_fn", "dispatch_fn", "value_metadata_fn",
                 "value_operands", "inplace", "device", "special")

    def __init__(self, name, entry, inplace, device):
        self.name = name
        self.entry = entry
        self.metadata_fn = entry.metadata_fn
        self.dispatch_fn = entry.dispatch_fn
        self.value_metadata_fn = entry.value_metadata_fn
        self.value_operands = entry.value_operands
        self.inplace = inplace
        self.device = device
        # The dispatch function is made per call site or runtime (`special_dispatch`).
        self.special = entry.specialize_fn is not None or entry.uses_resources

    def __repr__(self):
        return f"<CpuOp {self.name}>"

    def run(self, rt, handles, attrs, n, chain, location):
        arrays, mds, pending, error = _input_arrays(handles)
        if error is not None:
            return [TensorHandle(error, error)] * n, error if chain is not None else None
        ordered = False  # waits for a chain: for side effects not done yet
        if chain.__class__ is not Chain and isinstance(chain, AsyncValue) and chain._state == _UNAVAILABLE:
            ordered = True
            if pending is None:
                pending = [chain]
            else:
                pending.append(chain)
        amap = attrs.mapping
        md_fn = self.metadata_fn
        dispatch = self.dispatch_fn
        if self.special:
            dispatch, md_fn = self.special_dispatch(rt, attrs, len(arrays))
        md = None
        if md_fn is not None and (pending is None or not any(
                isinstance(m, AsyncValue) for m in mds)):
            try:
                md = md_fn(amap, *mds)
            except Exception as e:  # noqa: BLE001 - a metadata error is a value
                error = self.report(rt, e, location)
                return [TensorHandle(error, error)] * n, error if chain is not None else None
        elif pending is not None and self.value_metadata_fn is not None and not ordered:
            # (After a pending chain the values may still change: a variable not yet
            # assigned, a table not yet filled. The metadata then comes with the results.)
            md = self._value_metadata(rt, amap, arrays, mds, location)
            if md.__class__ is ErrorAsyncValue:
                return [TensorHandle(md, md)] * n, md if chain is not None else None
        if pending is not None:
            return self._run_async(rt, handles, dispatch, amap, n, chain, location, md, pending)

        # Synchronous dispatch: every input is available.
        inplace = self.inplace
        try:
            if inplace is not None and md is not None and n == 1 and md.dtype in FORWARDING_DTYPES:
                i = _forwardable(handles, arrays, md)
                out = dispatch(amap, *arrays) if i < 0 else inplace(amap, arrays[i], *arrays)
            else:
                out = dispatch(amap, *arrays)
        except Exception as e:  # noqa: BLE001 - an op error is a value
            error = self.report(rt, e, location)
            return [TensorHandle(error, error)] * n, error if chain is not None else None
        del handles[:]  # drop the inputs now (ownership)
        if n == 1 and out.__class__ is _ndarray and md is not None and md.__class__ is TensorMetadata:
            if out.shape == md.shape and out.dtype == md.dtype:
                t = _new(_DHT)
                t.metadata = md
                t.array = out
                return [TensorHandle(md, t, self.device)], (chain if chain is None else _CHAIN)
        try:
            return self._wrap_results(out, md, n), (None if chain is None else _CHAIN)
        except _ResultError as e:
            error = rt.emit_error(f"{self.name}: {e}", location, ErrorCode.INTERNAL)
            return [TensorHandle(error, error)] * n, error if chain is not None else None

    def special_dispatch(self, rt, attrs, arity):
        """(dispatch, metadata function) of an op that is specialized for `attrs` (`prepared`)
        or uses resources (its function given the ResourceMgr of `rt`, a CoreRuntime)."""
        if self.entry.resource_dispatch_fn is not None:
            return partial(self.entry.resource_dispatch_fn, rt.resources), self.metadata_fn
        return self.prepared(attrs, arity)

    def prepared(self, attrs, arity):
        """(dispatch, metadata function) of this op for `attrs` (a
        FrozenOpAttrs) and `arity` inputs: what its `specialize_fn` prepares,
        made once and kept with the attributes (see FrozenOpAttrs.derived).
        If preparing fails, the generic functions, which report it per call."""
        return attrs.derived((self.entry, arity), lambda: self._specialize(attrs.mapping, arity))

    def _specialize(self, amap, arity):
        try:
            dispatch = self.entry.specialize_fn(amap, arity)
        except Exception:  # noqa: BLE001 - the generic dispatch function reports it
            return self.dispatch_fn, self.metadata_fn
        return dispatch, getattr(dispatch, "metadata_fn", self.metadata_fn)

    # -- bound form (BEF executeop) -------------------------------------------------

    def bind(self, rt, attrs, n, arity, location, guard=None, seq=False):
        """This op with its attributes, result count and number of inputs fixed:
        a function of the input handles returning the result handles, with
        `run`'s semantics. While every input is an available DenseHostTensor
        it is straight-line code: metadata function (its last result reused
        for inputs of the same metadata), dispatch, one result handle; anything
        else goes through `run`. It never forwards an input buffer: its callers
        (BEF functions) still hold their input handles.

        `guard=(handler, cancellable, other)`: the function takes the op handler
        first, `f(handler, h0, h1, ...)`, and calls `other(handler, h0, ...)`
        instead unless that handler is `handler` and `cancellable.cancel_value`
        is None (`corert.executeop`'s checks, in the same frame).

        `seq=True` (with a guard; `corert.executeop.seq`): the function takes a
        chain after the handler, `f(handler, chain, h0, ...)`, and returns the
        out chain before the result handles (the op's error when it fails); it
        calls `other` unless the chain is an available `Chain` and every input
        a TensorHandle (a non-strict kernel may be given AsyncValues)."""
        key = (arity, guard is not None, seq)
        make = _BOUND_MAKERS.get(key)
        if make is None:
            make = _BOUND_MAKERS[key] = _compile_bound(arity, guard is not None, seq)
        return make(self, rt, attrs, n, location, *(guard or ()))

    def report(self, rt, e, location):
        """Reports the exception an op function raised; the error (an AsyncValue).

        A fused op tags an error of one of its sub-ops with `e.fused_sub_op = (index,
        count)`: when the op's location is a FusedLoc of one location per sub-op (what
        tf-fuse-elementwise gives it), the error is reported at that sub-op's own."""
        tag = getattr(e, "fused_sub_op", None)
        if tag is not None:
            loc = location() if callable(location) else location
            if isinstance(loc, FusedLoc) and len(loc.locations) == tag[1]:
                location = loc.locations[tag[0]]
        return rt.emit_error(_error_message(self.name, e), location, _error_code(e))

    def fail(self, rt, e, location, n):
        """Reports the exception an op function raised; its error handles."""
        error = self.report(rt, e, location)
        return [TensorHandle(error, error)] * n

    def wrap_checked(self, rt, out, md, n, location):
        """`_wrap_results`, a mismatch with the metadata reported as an error."""
        try:
            return self._wrap_results(out, md, n)
        except _ResultError as e:
            error = rt.emit_error(f"{self.name}: {e}", location, ErrorCode.INTERNAL)
            return [TensorHandle(error, error)] * n

    def wrap_checked_seq(self, rt, out, md, n, location):
        """`wrap_checked` after a chain: [out chain, handles...]."""
        try:
            return [_CHAIN, *self._wrap_results(out, md, n)]
        except _ResultError as e:
            error = rt.emit_error(f"{self.name}: {e}", location, ErrorCode.INTERNAL)
            return [error] + [TensorHandle(error, error)] * n

    def fail_seq(self, rt, e, location, n):
        """`fail` after a chain: the error is the out chain too."""
        error = self.report(rt, e, location)
        return [error] + [TensorHandle(error, error)] * n

    def run_seq(self, rt, handles, attrs, n, chain, location):
        """`run` after a chain: [out chain, handles...]."""
        results, out_chain = self.run(rt, handles, attrs, n, chain, location)
        return [out_chain, *results]

    def _value_metadata(self, rt, amap, arrays, mds, location):
        """The metadata from a value metadata function, when the value operands
        are available (else None)."""
        args = []
        n = len(arrays)
        wanted = {p % n for p in self.value_operands if -n <= p < n}  # negative: from the end
        for i, (a, m) in enumerate(zip(arrays, mds)):
            if i in wanted:
                if a is None:
                    return None
                args.append(a)
            else:
                if isinstance(m, AsyncValue):
                    return None
                args.append(m)
        try:
            return self.value_metadata_fn(amap, *args)
        except Exception as e:  # noqa: BLE001
            return self.report(rt, e, location)

    def _wrap_results(self, out, md, n):
        outs = out if isinstance(out, tuple) else (out,) if n == 1 or not isinstance(out, list) \
            else tuple(out)
        if len(outs) != n:
            raise _ResultError(f"the op produced {len(outs)} results, but {n} were expected")
        if md is not None and not isinstance(md, tuple):
            md = (md,)
        if md is not None and len(md) != n:
            raise _ResultError(f"the metadata function gave {len(md)} results, the op has {n}")
        results = []
        for i, a in enumerate(outs):
            if a.__class__ is not _ndarray:
                if isinstance(a, (DenseHostTensor, ScalarHostTensor)):
                    results.append(TensorHandle(a.metadata, a, self.device))
                    continue
                a = _asarray(a)
            m = md[i] if md is not None else None
            if m is None:
                m = TensorMetadata(a.dtype, a.shape)
            elif a.shape != m.shape or a.dtype != m.dtype:
                raise _ResultError(
                    f"result {i} is {TensorMetadata(a.dtype, a.shape)}, but the metadata "
                    f"function said {m}")
            t = _new(_DHT)
            t.metadata = m
            t.array = a
            results.append(TensorHandle(m, t, self.device))
        return results

    # -- asynchronous path -------------------------------------------------------------

    def _run_async(self, rt, handles, dispatch, amap, n, chain, location, md, pending):
        if md is not None and not isinstance(md, tuple):
            mds_out = (md,)
        else:
            mds_out = md
        if mds_out is not None and len(mds_out) != n:
            error = rt.emit_error(
                f"{self.name}: the metadata function gave {len(mds_out)} results, the op has {n}",
                location, ErrorCode.INTERNAL)
            return [TensorHandle(error, error)] * n, error if chain is not None else None
        tensors = [ConcreteAsyncValue() for _ in range(n)]
        md_avs = None if mds_out is not None else [ConcreteAsyncValue() for _ in range(n)]
        results = [TensorHandle(mds_out[i] if mds_out is not None else md_avs[i], tensors[i],
                                self.device) for i in range(n)]
        out_chain = ConcreteAsyncValue() if chain is not None else None
        if callable(location):  # a lazy location: fix it now, the frame may be gone later
            location = location()
        owned = list(handles)
        del handles[:]

        def fail(error):
            for t in tensors:
                t.set_error(error._value if isinstance(error, AsyncValue) else error)
            if md_avs is not None:
                for m in md_avs:
                    m.set_error(error._value if isinstance(error, AsyncValue) else error)
            if out_chain is not None:
                out_chain.set_error(error._value if isinstance(error, AsyncValue) else error)

        def ready():
            cancel = rt.cancel_value
            if cancel is not None:
                return fail(cancel)
            if isinstance(chain, AsyncValue) and chain._state == _ERROR:
                return fail(chain)
            arrays, mds, still, error = _input_arrays(owned)
            if error is not None:
                return fail(error)
            del owned[:]
            try:
                out = dispatch(amap, *arrays)
                hs = self._wrap_results(out, md, n)
            except Exception as e:  # noqa: BLE001
                return fail(self.report(rt, e, location))
            for i, h in enumerate(hs):
                if md_avs is not None:
                    md_avs[i].set_value(h._md)
                tensors[i].set_value(h._tensor)
            if out_chain is not None:
                out_chain.set_value(_CHAIN)

        run_when_ready(pending, ready)
        return results, out_chain


class _ResultError(Exception):
    pass


# `CpuOp.bind`'s code, generated once per number of inputs (h0, h1, ... are the
# handles; t0, t1, ... their tensors), so that inputs need no list or loop.
_BOUND_SOURCE = """
def make(op, rt, attrs, n, location{guard_params}):
    amap = attrs.mapping
    md_fn = op.metadata_fn
    dispatch = op.dispatch_fn
    if op.special:  # prepared for these attributes, or given rt's resources, once
        dispatch, md_fn = op.special_dispatch(rt, attrs, {arity})
    run = op.{run}
    fail = op.{fail}
    wrap = op.{wrap}
    device = op.device
    # The last metadata function call, (input metadata..., result): a metadata
    # function is a pure function of the attributes (fixed here) and the input
    # metadata, so inputs of the same dtypes and shapes reuse its result. One
    # tuple, replaced whole, so that concurrent callers never mix two calls.
    memo = None
    # Without a metadata function: the last result metadata made, per result, reused for
    # results of the same shape and dtype (a cheaper check than making one).
    made = [None] * n

    def bound({params}):
        nonlocal memo
{guard}{tensors}        if {not_dense}:
            return run(rt, [{handles}], attrs, n, {chain}, location){first}
        md = None
        try:
            if md_fn is not None:
{metadata_vars}                c = memo
                if c is not None and {memo_hit}:
                    md = c[{arity}]
                else:
                    md = md_fn(amap, {metadata_names})
                    memo = ({metadata_tuple}md,)
            out = dispatch(amap, {arrays})
        except Exception as e:
            return fail(rt, e, location, n)
        if n == 1 and out.__class__ is _ndarray:
            if md is None:  # an op without a metadata function: the result's own
                md = made[0]
                if md is None or out.shape != md.shape or out.dtype is not md.dtype:
                    md = made[0] = _make_md(out.dtype, out.shape)
                ok = True
            else:
                ok = md.__class__ is _TM and out.shape == md.shape and out.dtype == md.dtype
            if ok:
                t = _new(_DHT)
                t.metadata = md
                t.array = out
                h = _new(_TH)  # tensor_handle.host_handle in line: no call frame per op
                h._md = md
                h._tensor = t
                h.device = device
                return [{chain_out}h]
        elif (out.__class__ is tuple or out.__class__ is list and n != 1) and len(out) == n and (
                md is None or md.__class__ is tuple and len(md) == n):
            results = [{chain_out}]  # several results, each as above
            for i, a in enumerate(out):
                if a.__class__ is not _ndarray:
                    break
                if md is None:  # no metadata function (Split: sizes from a value)
                    m = made[i]
                    if m is None or a.shape != m.shape or a.dtype is not m.dtype:
                        m = made[i] = _make_md(a.dtype, a.shape)
                else:
                    m = md[i]
                    if m.__class__ is not _TM or a.shape != m.shape or a.dtype != m.dtype:
                        break
                t = _new(_DHT)
                t.metadata = m
                t.array = a
                h = _new(_TH)
                h._md = m
                h._tensor = t
                h.device = device
                results.append(h)
            else:
                return results
        return wrap(rt, out, md, n, location)

    return bound
"""

_BOUND_MAKERS: dict = {}


def _compile_bound(arity: int, guarded: bool = False, seq: bool = False):
    names = [f"h{i}" for i in range(arity)]
    params = ", ".join((["handler"] if guarded else []) + (["chain"] if seq else []) + names)
    checks = "handler is not expected or cancellable.cancel_value is not None"
    if seq:  # a non-strict kernel's arguments: an available chain and handles
        checks += " or chain.__class__ is not _Chain" + "".join(
            f" or h{i}.__class__ is not _TH" for i in range(arity))
    source = _BOUND_SOURCE.format(
        guard_params=", expected, cancellable, other" if guarded else "",
        params=params,
        guard=(f"        if {checks}:\n"
               f"            return other({params})\n") if guarded else "",
        run="run_seq" if seq else "run",
        fail="fail_seq" if seq else "fail",
        wrap="wrap_checked_seq" if seq else "wrap_checked",
        chain="chain" if seq else "None",
        first="" if seq else "[0]",
        chain_out="_CHAIN, " if seq else "",
        handles=", ".join(names),
        tensors="".join(f"        t{i} = h{i}._tensor\n" for i in range(arity)),
        not_dense=" or ".join(f"t{i}.__class__ is not _DHT" for i in range(arity)) or "False",
        metadata_vars="".join(f"                m{i} = t{i}.metadata\n" for i in range(arity)),
        memo_hit=" and ".join(
            f"(m{i} is c[{i}] or m{i}.shape == c[{i}].shape and m{i}.dtype is c[{i}].dtype)"
            for i in range(arity)) or "True",
        metadata_names=", ".join(f"m{i}" for i in range(arity)),
        metadata_tuple="".join(f"m{i}, " for i in range(arity)),
        arity=arity,
        arrays=", ".join(f"t{i}.array" for i in range(arity)))
    namespace = {"_ndarray": _ndarray, "_TM": TensorMetadata, "_new": _new, "_DHT": _DHT,
                 "_TH": TensorHandle, "_make_md": make_metadata, "_Chain": Chain,
                 "_CHAIN": _CHAIN}
    exec(compile(source, f"<CpuOp.bind/{arity}>", "exec"), namespace)  # noqa: S102 - our code
    return namespace["make"]


def _forwardable(handles, arrays, md) -> int:
    """The index of an input whose buffer the result may take: same metadata,
    and `handles` holds the last reference to the handle, its tensor and the
    tensor's (base, writeable) array. -1 if none."""
    for i in range(len(handles)):
        a = arrays[i]
        if a.size < FORWARDING_MIN_ELEMENTS or a.shape != md.shape or a.dtype != md.dtype or a.base is not None \
                or not a.flags.writeable:
            continue
        # References: handles[i]; the getrefcount argument.
        if _getrefcount(handles[i]) != 2:
            continue
        # handle._tensor; the argument.
        if _getrefcount(handles[i]._tensor) != 2:
            continue
        # tensor.array; arrays[i]; local `a`; the argument.
        if _getrefcount(a) != 4:
            continue
        return i
    return -1


from tfrt.runtime.async_value import CHAIN as _CHAIN  # noqa: E402


# -- the logging op handler -------------------------------------------------------------------

class LoggingOpHandler(OpHandler):
    """Logs each op (TFRT's format) and runs it on `fallback`:

        [0] dispatch 'tf.AddV2' 2 arguments, 1 result, OpAttrs contains 1 entries:
          'T' type=DTYPE value=F32

        Inputs for [0]: 'tf.AddV2':
          Input for [0] tensor 0: DenseHostTensor dtype = f32, shape = [], values = [1.000000e+00]
          ...

    Inputs are printed when available (at once, or when they become
    available); with `sync_log_results` the outputs too. Each message is
    written whole (thread-safe)."""

    def __init__(self, fallback: OpHandler, stream=None, sync_log_results: bool = False):
        super().__init__("sync_logging" if sync_log_results else "logging", fallback)
        self.stream = stream
        self.sync_log_results = sync_log_results
        self._counter = itertools.count()
        self._print_lock = threading.Lock()

    def _make_op(self, op_name: str):
        return _LoggingOp(self, op_name, self.fallback.get_op(op_name))

    def write(self, text: str) -> None:
        stream = self.stream or sys.stderr
        with self._print_lock:
            stream.write(text)
            stream.flush()


def _plural(n):
    return "" if n == 1 else "s"


class _LoggingOp:
    __slots__ = ("handler", "name", "inner")

    def __init__(self, handler, name, inner):
        self.handler = handler
        self.name = name
        self.inner = inner

    def run(self, rt, handles, attrs, n, chain, location):
        from tfrt.runtime.core_runtime.printing import format_tensor

        handler = self.handler
        id_number = next(handler._counter)
        head = (f"[{id_number}] dispatch '{self.name}' {len(handles)} argument"
                f"{_plural(len(handles))}, {n} result{_plural(n)}")
        head += ", no attributes\n" if len(attrs) == 0 else ", " + attrs.print()
        handler.write(head)

        def show(hs, is_input):
            kind = "Input" if is_input else "Output"
            lines = [f"{kind}s for [{id_number}]: '{self.name}':"]
            for i, h in enumerate(hs):
                t = h._tensor
                if isinstance(t, AsyncValue):
                    t = t._value if t._state == _CONCRETE else None
                text = format_tensor(t) if t is not None else repr(h)
                lines.append(f"  {kind} for [{id_number}] tensor {i}: {text}")
            handler.write("\n".join(lines) + "\n\n")

        pending = [h._tensor for h in handles
                   if isinstance(h._tensor, AsyncValue) and h._tensor._state == _UNAVAILABLE]
        if pending:
            inputs = list(handles)
            run_when_ready(pending, lambda: show(inputs, True))
        else:
            show(handles, True)
        results, out_chain = self.inner.run(rt, handles, attrs, n, chain, location)
        if handler.sync_log_results and results:
            pending = [h._tensor for h in results
                       if isinstance(h._tensor, AsyncValue) and h._tensor._state == _UNAVAILABLE]
            run_when_ready(pending, lambda: show(results, False))
        return results, out_chain
