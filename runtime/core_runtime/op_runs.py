"""Op runs: consecutive `corert.executeop` kernels on the CPU op handler replayed as plain calls
of their ops' kernels (docs/core_runtime.md, "Op runs").

The BEF executor makes a run of consecutive executeop kernels one call of the values the run
reads (`executor._emit_run`). The run first goes the ordinary way, kernel by kernel (`per_op`:
the executor's own lines for those kernels). After such a call in which every value it read
and made was a dense host tensor of the CPU op handler, it records a *trace*: a generated
function that, for inputs of the same dtypes and shapes on the same handler, calls each op's
dispatch function (the one its bound kernel calls) on the arrays, in order. That is what the
bound kernels do, less what they do per call: the metadata function (a function of the dtypes
and shapes, checked when the trace was recorded; an op without one, whose shapes depend on
values, has its results' shapes checked instead), the tensor handles of values the run keeps
to itself, the handler and cancellation checks (made once, before the replay). An op may offer a
shorter call for the arrays it was recorded with (`direct`): a native kernel its prepared
primitive (native_nn.py), a numpy op a function of its tensor operands with what it derives
from its attributes, constant operands and shapes worked out once (a reduction's axes, a
concatenation's axis, a reshape's shape).

An exception, or a result that is not what the trace expects, hands over: the ops from that one
on run the ordinary way on the values computed so far, so an op's error is the op's own, and
each op runs once. A run keeps a trace per input signature, 8 at most, and stops recording
after 16 tries (a run on another op handler, or whose values are never all dense, never has
one).
"""

from __future__ import annotations

import logging

import numpy as np

from tfrt.runtime.core_runtime.op_handler import CpuOp
from tfrt.runtime.core_runtime.tensor_handle import TensorHandle
from tfrt.runtime.tensor import DenseHostTensor, make_metadata

__all__ = ["make_run", "OpRun"]

_log = logging.getLogger(__name__)
_MAX_TRACES = 8
_DHT = DenseHostTensor
_TH = TensorHandle
_nd = np.ndarray
_new = object.__new__


class _Odd(Exception):
    """A result the trace does not expect (not an array, another shape): hand over."""


def make_run(members, num_inputs, constants, per_op, outputs):
    """`executor._emit_run`'s protocol: the run's function (every member is a
    `corert.executeop` kernel object, `.prepared` its op once resolved)."""
    return OpRun(members, num_inputs, constants, per_op, outputs)


class OpRun:
    """A run of executeop kernels: `run(*inputs)` returns the values of the result slots
    `outputs`, by a trace when one fits the inputs, else kernel by kernel."""

    __slots__ = ("members", "num_inputs", "constants", "per_op", "outputs", "positions",
                 "traces", "current", "attempts")

    def __init__(self, members, num_inputs, constants, per_op, outputs):
        self.members = members  # (kernel object, operand slots, result slots)
        self.num_inputs = num_inputs
        self.constants = list(constants)
        self.per_op = per_op
        self.outputs = outputs
        base = num_inputs + len(self.constants)
        self.positions = [s - base for s in outputs]  # in per_op's tuple
        self.traces = {}  # input signature -> trace
        self.current = None  # the last trace used
        self.attempts = 0  # recordings tried (a run that cannot have a trace stops trying)

    def __call__(self, *values):
        trace = self.current
        if trace is not None:
            out = trace(*values)
            if out is not None:
                return out
            trace = self.traces.get(_signature(values))
            if trace is not None:
                self.current = trace
                out = trace(*values)
                if out is not None:
                    return out
        results = self.per_op(*values)
        if self.attempts < 2 * _MAX_TRACES and len(self.traces) < _MAX_TRACES:
            self.attempts += 1
            try:
                trace = _record(self, values, results)
            except Exception:  # noqa: BLE001 - an optimization: without it, kernel by kernel
                _log.debug("op run not traced", exc_info=True)
                trace = None
            if trace is not None:
                self.traces[_signature(values)] = self.current = trace
        return [results[i] for i in self.positions]

    def handover(self, step, arrays, values):
        """The members from `step` on, the ordinary way: `arrays` the result slots computed so
        far (slot -> array), `values` the run's inputs."""
        slots = list(values) + self.constants
        slots += [None] * (1 + max(s for m in self.members for s in m[2]) - len(slots))
        for s, a in arrays.items():
            md = make_metadata(a.dtype, a.shape)
            t = _new(_DHT)
            t.metadata = md
            t.array = a
            slots[s] = TensorHandle(md, t)
        for kernel, operands, results in self.members[step:]:
            out = kernel.call(*[slots[s] for s in operands])
            for s, v in zip(results, out):
                slots[s] = v
        return [slots[s] for s in self.outputs]


def _signature(values):
    sig = []
    for v in values:
        if v.__class__ is _TH:
            t = v._tensor
            sig.append((t.array.shape, t.array.dtype) if t.__class__ is _DHT else None)
        else:
            sig.append(v)  # the op handler: by identity
    return tuple(sig)


def _dense(v):
    return v.__class__ is _TH and v._tensor.__class__ is _DHT


def _record(run, values, results):
    """The trace of this call, or None when it cannot have one (a value that is not a dense
    host tensor, an op that is not the CPU handler's, another handler)."""
    nin = run.num_inputs
    base = nin + len(run.constants)
    slots = list(values) + run.constants + list(results)
    handler = None
    steps = []
    for kernel, operands, res in run.members:
        p = getattr(kernel, "prepared", None)
        op = None if p is None else p.op
        if op is None or op.__class__ is not CpuOp or not operands:
            return None
        h = slots[operands[0]]
        if p.handler is not h or (handler is not None and h is not handler) or operands[0] >= base:
            return None
        handler = h
        if not all(_dense(slots[s]) for s in operands[1:]) or not all(_dense(slots[s]) for s in res):
            return None
        arity = len(operands) - 1
        dispatch = op.special_dispatch(p.runtime, p.attrs, arity)[0] if op.special else op.dispatch_fn
        steps.append((kernel, op, dispatch, p.attrs.mapping, operands[1:], res))
    ns = {"_DHT": _DHT, "_TH": _TH, "_nd": _nd, "_new": _new, "_Odd": _Odd, "_md": make_metadata,
          "_run": run, "_host": handler, "_cancel": steps[0][0].prepared.cancel}
    lines = [f"def trace({', '.join(f'v{i}' for i in range(nin))}):",
             "    if _cancel.cancel_value is not None: return None"]
    for i in range(nin):
        v = slots[i]
        if v is handler:
            lines.append(f"    if v{i} is not _host: return None")
            continue
        if not _dense(v):
            return None
        a = v._tensor.array
        ns[f"S{i}"], ns[f"D{i}"] = a.shape, a.dtype
        lines += [f"    t{i} = v{i}._tensor",
                  f"    if t{i}.__class__ is not _DHT: return None",
                  f"    s{i} = t{i}.array",
                  f"    if s{i}.shape != S{i} or s{i}.dtype is not D{i}: return None"]
    for j in range(nin, base):
        if _dense(slots[j]):
            ns[f"s{j}"] = slots[j]._tensor.array  # constants: globals of the trace
    planned = {}  # id of a direct call's `planned_for` -> index
    try_at = len(lines)
    lines.append("    try:")
    step_of = {}
    # Each value the run makes is dropped after the last op that reads it (the run's results
    # excepted): its array goes back to the allocator while the run goes on, so the next
    # results reuse memory still in the cache, and a run holds only what is live.
    last = {}
    for n, (_, _, _, _, operands, res) in enumerate(steps):
        for s in (*res, *operands):
            if s >= base:
                last[s] = n
    dead = [[] for _ in steps]
    for s, n in last.items():
        if s not in run.outputs:
            dead[n].append(s)
    for n, (kernel, op, dispatch, amap, operands, res) in enumerate(steps):
        arrays = tuple(slots[s]._tensor.array for s in operands)
        call = _direct(dispatch, amap, arrays, operands, nin, base)
        if call is None:
            ns[f"f{n}"], ns[f"a{n}"] = dispatch, amap
            call = f"f{n}(a{n}{''.join(f', s{s}' for s in operands)})"
        else:
            fn, args, planned_for = call
            if planned_for is not None and id(planned_for) not in planned:  # the trace holds while this is unchanged
                planned[id(planned_for)] = len(planned)
                ns[f"P{len(planned) - 1}"], ns[f"Q{len(planned) - 1}"] = planned_for, planned_for()
            ns[f"f{n}"] = fn
            call = f"f{n}({', '.join('None' if a is None else f's{operands[a]}' for a in args)})"
        target = ", ".join(f"s{s}" for s in res) + ("," if len(res) > 1 else "")
        step_of[len(lines) + 1] = n
        lines.append(f"        {target} = {call}")
        for s in res:
            check = f"s{s}.__class__ is not _nd"
            if op.metadata_fn is None:  # shapes decided by values: the recorded ones
                a = slots[s]._tensor.array
                ns[f"S{s}"], ns[f"D{s}"] = a.shape, a.dtype
                check += f" or s{s}.shape != S{s} or s{s}.dtype is not D{s}"
            step_of[len(lines) + 1] = n
            lines.append(f"        if {check}: raise _Odd")
        if dead[n]:
            lines.append(f"        del {', '.join(f's{s}' for s in sorted(dead[n]))}")
    lines += ["    except Exception as e:",
              "        scope = locals()",
              f"        made = {{int(k[1:]): v for k, v in scope.items() "
              f"if k[0] == 's' and k[1:].isdigit() and int(k[1:]) >= {base}}}",
              "        return _run.handover(_step_of[e.__traceback__.tb_lineno], made, "
              f"({''.join(f'v{i}, ' for i in range(nin))}))"]
    out = []
    for s in run.outputs:
        h = slots[s]
        ns[f"M{s}"], ns[f"E{s}"] = h._md, h.device
        lines += [f"    t = _new(_DHT)",
                  f"    t.metadata = m = M{s} if s{s}.shape == M{s}.shape and s{s}.dtype is M{s}.dtype "
                  f"else _md(s{s}.dtype, s{s}.shape)",
                  f"    t.array = s{s}",
                  f"    h{s} = _new(_TH)",
                  f"    h{s}._md = m",
                  f"    h{s}._tensor = t",
                  f"    h{s}.device = E{s}"]
        out.append(f"h{s}")
    lines.append(f"    return [{', '.join(out)}]")
    guards = [f"    if P{i}() != Q{i}: return None" for i in range(len(planned))]
    lines[try_at:try_at] = guards
    ns["_step_of"] = {line + len(guards): n for line, n in step_of.items()}
    exec(compile("\n".join(lines), "<op run trace>", "exec"), ns)  # noqa: S102 - our code
    return ns["trace"]


def _direct(dispatch, attrs, arrays, operands, nin, base):
    """An op's shorter call for these arrays (`dispatch.direct(attrs, arrays)` -> (function,
    argument positions, None for a None; `planned_for`, None or a function whose value must not
    change for the call to stay valid)), if every array it does not take is a constant of the
    run (it keeps those: weights prepared once, axes read once); else None."""
    direct = getattr(dispatch, "direct", None)
    if direct is None:
        return None
    try:
        got = direct(attrs, arrays)
    except Exception:  # noqa: BLE001 - the ordinary dispatch then
        _log.debug("no direct call", exc_info=True)
        return None
    if got is None:
        return None
    taken = {a for a in got[1] if a is not None}
    if any(not nin <= operands[i] < base for i in range(len(arrays)) if i not in taken):
        return None
    return got
