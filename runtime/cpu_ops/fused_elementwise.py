"""`tf._FusedElementwise`: a straight-line program of element-wise TF ops run as one op.

The compiler's `tf-fuse-elementwise` pass (docs/passes.md) turns a cluster of element-wise
ops into one `tf._FusedElementwise`, so that the runtime dispatches once instead of once per
op. Its attributes are the program (the contract is in docs/dialects/tf.md):

    fused_ops        K sub-op names, in execution order ("tf.Mul", ...)
    fused_operands   per sub-op, the indices of its operand values
    fused_attrs      per sub-op, its attributes (a mapping, as its own executeop would get)
    fused_constants  C small constants inlined by the compiler
    fused_results    the indices of the values the op returns, in result order

Values are numbered: the op's N inputs, then the C constants, then sub-op i's result as
N + C + i.

The program is compiled once per kernel (`specialize_fn`, which a bound kernel, or the
Core Runtime for a set of attributes, calls once and keeps) into one generated Python
function: every sub-op runs its own registered dispatch function with its own
attributes, so the semantics are exactly the unfused ones. The one exception is speed:
+, -, * and negation on f32/f64 run as Python operators, which numpy evaluates with the
same float loops, and which on 0-d inputs yield numpy scalars: scalar arithmetic costs
about 0.03 µs per op where a 0-d array op costs 0.28 µs. Results are turned back into
arrays at the end. A program of float32 arithmetic (+, -, *, /, maximum, minimum, Relu,
Relu6, ...) on a large enough tensor runs instead on the plain C++ kernels, in one pass
(native_elementwise.py), with the same results.

The metadata function runs each sub-op's metadata function in turn (dtype and broadcast
checks, result shapes): a fused op is as strictly checked as its sub-ops, and the runtime
memoises that per input metadata.
"""

from __future__ import annotations

import numpy as np

from . import native_elementwise
from ._common import MD
from .errors import OpError

OP_NAME = "tf._FusedElementwise"

# Sub-ops that run as Python operators when their `T` is one of these dtypes: numpy's
# operators are the same ufuncs as math_ops' dispatch functions (np.add, np.subtract,
# np.multiply, np.negative), without `out=...`, so 0-d values stay numpy scalars. (Not
# integers: numpy's scalar integer arithmetic warns when it wraps around, arrays do not.)
_OPERATOR_DTYPES = frozenset({np.dtype(np.float32), np.dtype(np.float64)})
_OPERATORS = {
    "tf.AddV2": "{0} + {1}", "tf.Add": "{0} + {1}", "tf.Sub": "{0} - {1}",
    "tf.Mul": "{0} * {1}", "tf.Neg": "-{0}",
}
# Casts between these dtypes (not float -> int, which TF truncates with NaN -> 0) are the
# numpy scalar type's constructor, the same conversion as math_ops' `x.astype(DstT)`.
_CAST_DTYPES = frozenset(np.dtype(t) for t in (
    np.float16, np.float32, np.float64, np.int8, np.int16, np.int32, np.int64,
    np.uint8, np.uint16, np.uint32, np.uint64))

_ndarray = np.ndarray
_asarray = np.asarray


class _Program:
    """A fused op's attributes, checked: (name, entry, operand indices, attrs) per sub-op."""

    __slots__ = ("steps", "constants", "results", "num_inputs")

    def __init__(self, registry, amap, num_inputs):
        try:
            names = tuple(amap["fused_ops"])
            operands = tuple(tuple(int(i) for i in o) for o in amap["fused_operands"])
            sub_attrs = tuple(amap["fused_attrs"])
            results = tuple(int(i) for i in amap["fused_results"])
        except KeyError as e:
            raise OpError(OP_NAME, f"missing attribute {e}") from None
        except (TypeError, ValueError):
            raise OpError(OP_NAME, "fused_operands and fused_results must hold integers") from None
        constants = tuple(np.asarray(c) for c in amap.get("fused_constants", ()))
        if not names or len(operands) != len(names) or len(sub_attrs) != len(names):
            raise OpError(OP_NAME, f"fused_ops, fused_operands and fused_attrs must have the "
                                   f"same non-zero length, got {len(names)}, {len(operands)} "
                                   f"and {len(sub_attrs)}")
        first = num_inputs + len(constants)
        steps = []
        for i, (name, args, attrs) in enumerate(zip(names, operands, sub_attrs)):
            for a in args:
                if not 0 <= a < first + i:
                    raise OpError(OP_NAME, f"operand {a} of sub-op #{i} ({name}) is not an "
                                           f"earlier value (there are {first + i})")
            # A FrozenOpAttrs (from BEF) hands its ops the plain `mapping`, as executeop does.
            steps.append((name, registry.lookup(name), args, getattr(attrs, "mapping", attrs)))
        if not results:
            raise OpError(OP_NAME, "fused_results is empty")
        for r in results:
            if not first <= r < first + len(names):
                raise OpError(OP_NAME, f"result {r} is not a sub-op result "
                                       f"(values {first}..{first + len(names) - 1})")
        self.steps = steps
        self.constants = constants
        self.results = results
        self.num_inputs = num_inputs

    def metadata(self, input_mds):
        values = list(input_mds) + [MD(c.dtype, c.shape) for c in self.constants]
        for i, (name, entry, args, attrs) in enumerate(self.steps):
            if entry.metadata_fn is None:
                raise OpError(OP_NAME, f"{name} has no metadata function and cannot be fused")
            try:
                md = entry.metadata_fn(attrs, *(values[a] for a in args))
            except Exception as e:
                raise _at_sub_op(e, i, len(self.steps))
            if isinstance(md, tuple):
                raise OpError(OP_NAME, f"{name} has {len(md)} results; fused ops have one")
            values.append(md)
        out = tuple(values[r] for r in self.results)
        return out[0] if len(out) == 1 else out

    def compile(self):
        """The program as one generated function `fused(amap, *arrays)`."""
        namespace = {"_ndarray": _ndarray, "_asarray": _asarray}
        n = self.num_inputs
        first = n + len(self.constants)
        exprs = []
        scalar_users = set()  # values read by a form that keeps 0-d values as scalars
        for i, (name, entry, args, attrs) in enumerate(self.steps):
            operands = [f"v{a}" for a in args]
            form = _OPERATORS.get(name)
            if form is not None and attrs.get("T") in _OPERATOR_DTYPES:
                exprs.append(form.format(*operands))
            elif name == "tf.Cast" and _plain_cast(attrs):
                namespace[f"t{i}"] = attrs["DstT"].type
                exprs.append(f"t{i}({operands[0]})")
            else:
                namespace[f"d{i}"], namespace[f"a{i}"] = entry.dispatch_fn, attrs
                exprs.append(f"d{i}(a{i}, {', '.join(operands)})")
                continue
            scalar_users.update(args)
        # Values those forms read are taken as numpy scalars when 0-d (`x[()]`; an n-d
        # array gives a view of itself): the others stay 0-d arrays, on which the
        # dispatch functions' ufuncs are faster than on scalars.
        lines = [f"def fused(amap{''.join(f', v{i}' for i in range(n))}):"]
        for i in range(n):
            if i in scalar_users:
                lines.append(f"    v{i} = v{i}[()]")
        for j, c in enumerate(self.constants):
            namespace[f"v{n + j}"] = c[()] if c.ndim == 0 and n + j in scalar_users else c
        # A sub-op's error is tagged with its index, found from the failing line.
        lines.append("    try:")
        step_of_line = {}
        for i, expr in enumerate(exprs):
            step_of_line[len(lines) + 1] = i
            lines.append(f"        v{first + i} = {expr}")
        lines.append("    except Exception as e:")
        lines.append(f"        raise _at_sub_op(e, _step_of_line[e.__traceback__.tb_lineno], "
                     f"{len(exprs)})")
        namespace["_at_sub_op"], namespace["_step_of_line"] = _at_sub_op, step_of_line
        outs = [f"v{r}" for r in self.results]
        for o in dict.fromkeys(outs):
            lines.append(f"    if {o}.__class__ is not _ndarray: {o} = _asarray({o})")
        lines.append(f"    return {outs[0]}" if len(outs) == 1
                     else f"    return ({', '.join(outs)},)")
        exec(compile("\n".join(lines), f"<{OP_NAME}>", "exec"), namespace)  # noqa: S102 - ours
        return namespace["fused"]


def _at_sub_op(e: Exception, index: int, count: int) -> Exception:
    """`e`, tagged as the error of sub-op `index` of `count`: the Core Runtime reports it
    at that sub-op's own location (`CpuOp.report`)."""
    e.fused_sub_op = (index, count)
    return e


def _plain_cast(attrs) -> bool:
    src, dst = attrs.get("SrcT"), attrs.get("DstT")
    return (src in _CAST_DTYPES and dst in _CAST_DTYPES and src != dst
            and not (src.kind == "f" and dst.kind in "iu"))


def make_fused_elementwise(registry, native: bool = True):
    """(metadata, dispatch, specialize functions) of `tf._FusedElementwise` over `registry`'s ops.
    `native`: float32 arithmetic programs may run on the plain C++ kernels when they load
    (native_elementwise.py).

    Nothing is cached here: a cache keyed by the attributes would keep them, and with them
    the BEF file they are views of, after the program is closed. `specialize_fn` compiles the
    program once for the caller to keep (a bound kernel keeps it as long as it lives); its
    result carries the program's metadata function as `metadata_fn`, so the caller need not
    parse the attributes again. The generic functions compile per call."""

    def metadata_fn(amap, *input_mds):
        return _Program(registry, amap, len(input_mds)).metadata(input_mds)

    def specialize_fn(amap, n):
        program = _Program(registry, amap, n)
        fused = program.compile()
        fused.metadata_fn = lambda amap, *input_mds: program.metadata(input_mds)
        return native_elementwise.wrap(program, fused) if native else fused

    def dispatch_fn(amap, *arrays):
        return specialize_fn(amap, len(arrays))(amap, *arrays)

    return metadata_fn, dispatch_fn, specialize_fn
