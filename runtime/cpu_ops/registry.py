"""The CPU op handler's op registry: op name -> (metadata function, dispatch function).

    registry = CpuOpRegistry()
    registry.add_metadata_fn("tf.AddV2", md_fn)          # optional: synchronous shapes/dtypes
    registry.add_op("tf.AddV2", dispatch_fn)              # required
    registry.add_op("tf.VarHandleOp", fn, uses_resources=True)  # fn(resources, attrs, *inputs)
    entry = registry.lookup("tf.AddV2")                    # UnknownOpError if absent
    entry.metadata_fn(attrs, *input_metadata)  -> TensorMetadata | tuple[TensorMetadata, ...]
    entry.dispatch_fn(attrs, *input_arrays)    -> ndarray | tuple[ndarray, ...]

`specialize_fn(attrs, num_inputs)`, optional, returns a dispatch function (same signature and
results) prepared for those attributes, which a runtime calling the op many times with the same
attributes (a BEF kernel) uses instead: an op that compiles its attributes does so once.

`allow_input_reuse=True` marks a dispatch function whose results may *alias* its inputs (be
the very same ndarray object, or a view sharing its memory, e.g. Identity, Reshape, Squeeze) or,
for `tf.Const`, a read-only view of the `value` attribute.  A runtime that lets a later op write
into a buffer in place must treat such results as sharing storage with those inputs.  Results
of every other op are freshly allocated.

`uses_resources=True` marks an op that creates or finds resources by name (VarHandleOp,
HashTableV2): its function takes the runtime's `ResourceMgr` first, `fn(resources, attrs,
*inputs)`, kept as `entry.resource_dispatch_fn`; the Core Runtime passes its own
(`CoreRuntime.resources`). `entry.dispatch_fn` keeps the common signature for callers outside
a runtime: it passes the process-wide `default_resource_mgr()`.

Ops whose output *shape* depends on the *values* of some inputs (Reshape's `shape`, Mean's
`reduction_indices`, Fill's `dims`, ...) have no `metadata_fn`.  For those, `value_operands` lists
the input positions whose values decide the shape and `value_metadata_fn(attrs, *inputs)` computes
the metadata when those positions hold numpy arrays (the values) and the others TensorMetadata, so
a runtime that already has those values (e.g. from a `tf.Const`) may still answer synchronously.
"""

from __future__ import annotations

from typing import Callable

from .errors import UnknownOpError

__all__ = ["CpuOpRegistry", "OpEntry", "default_cpu_op_registry", "register_tf_ops"]


class OpEntry:
    __slots__ = ("name", "metadata_fn", "dispatch_fn", "allow_input_reuse", "value_metadata_fn",
                 "value_operands", "specialize_fn", "resource_dispatch_fn")

    def __init__(self, name: str):
        self.name = name
        self.metadata_fn: Callable | None = None
        self.dispatch_fn: Callable | None = None
        self.allow_input_reuse = False
        self.value_metadata_fn: Callable | None = None
        self.value_operands: tuple[int, ...] = ()
        self.specialize_fn: Callable | None = None
        self.resource_dispatch_fn: Callable | None = None  # fn(resources, attrs, *inputs)

    @property
    def uses_resources(self) -> bool:
        return self.resource_dispatch_fn is not None

    def __repr__(self):
        return (f"OpEntry({self.name!r}, metadata_fn={'yes' if self.metadata_fn else 'no'}, "
                f"allow_input_reuse={self.allow_input_reuse})")


def _outside_runtime(fn: Callable, resources) -> Callable:
    def dispatch(attrs, *inputs):
        return fn(resources, attrs, *inputs)
    dispatch.__name__ = getattr(fn, "__name__", "dispatch")
    return dispatch


class CpuOpRegistry:
    """Op name -> OpEntry.  Registration is not thread-safe; lookup is (plain dict reads)."""

    def __init__(self):
        self._entries: dict[str, OpEntry] = {}

    def _entry(self, name: str) -> OpEntry:
        e = self._entries.get(name)
        if e is None:
            e = self._entries[name] = OpEntry(name)
        return e

    def add_metadata_fn(self, name: str, fn: Callable) -> None:
        e = self._entry(name)
        if e.metadata_fn is not None:
            raise ValueError(f"metadata function for '{name}' registered twice")
        e.metadata_fn = fn

    def add_value_metadata_fn(self, name: str, fn: Callable, value_operands: tuple[int, ...]) -> None:
        e = self._entry(name)
        e.value_metadata_fn = fn
        e.value_operands = tuple(value_operands)

    def add_op(self, name: str, dispatch_fn: Callable, *, allow_input_reuse: bool = False,
               specialize_fn: Callable | None = None, uses_resources: bool = False) -> None:
        e = self._entry(name)
        if e.dispatch_fn is not None:
            raise ValueError(f"op '{name}' registered twice")
        if uses_resources:
            if specialize_fn is not None:
                raise ValueError(f"op '{name}': an op using resources cannot be specialized")
            from tfrt.runtime.core_runtime.resource_mgr import default_resource_mgr

            e.resource_dispatch_fn = dispatch_fn
            dispatch_fn = _outside_runtime(dispatch_fn, default_resource_mgr())
        e.dispatch_fn = dispatch_fn
        e.allow_input_reuse = bool(allow_input_reuse)
        e.specialize_fn = specialize_fn

    def replace_dispatch(self, name: str, dispatch_fn: Callable, specialize_fn: Callable | None = None) -> None:
        """Replaces a registered op's dispatch and specialize functions (native kernels wrapping
        the registered ones, runtime/cpu_ops/native_nn.py); its metadata stays."""
        e = self.lookup(name)
        if e.uses_resources:
            raise ValueError(f"op '{name}' uses resources: its dispatch function is not replaceable")
        e.dispatch_fn = dispatch_fn
        e.specialize_fn = specialize_fn

    def lookup(self, name: str) -> OpEntry:
        e = self._entries.get(name)
        if e is None or e.dispatch_fn is None:
            raise UnknownOpError(name)
        return e

    def __contains__(self, name: str) -> bool:
        e = self._entries.get(name)
        return e is not None and e.dispatch_fn is not None

    def op_names(self) -> list[str]:
        return sorted(n for n, e in self._entries.items() if e.dispatch_fn is not None)

    def __len__(self):
        return len(self.op_names())


def register_tf_ops(registry: CpuOpRegistry, native: bool | None = None) -> CpuOpRegistry:
    """Register the whole TF op library (`tf.*` ops, and TFRT's `tfrt_test.*` test ops:
    runtime/cpu_ops/tfrt_test_ops.py) into `registry`; returns it. `native`:
    the NN ops on oneDNN (docs/native.md) when its extension loads (None), always (True) or
    never (False: numpy kernels only)."""
    from . import (array_ops, complex_ops, ctc_ops, fused_elementwise, image_ops, linalg_ops, list_ops, logging_ops,
                   lookup_ops, math_ops, native_nn, nn_ops, ragged_ops, reduction_ops, resource_variable_ops,
                   rnn_ops, scatter_nd_ops, search_ops, segment_ops, set_ops, space_batch_ops, sparse_ops, spectral_ops,
                   stateless_random_ops, string_ops, tensor_array_ops, tfrt_test_ops)

    for module in (math_ops, nn_ops, reduction_ops, array_ops, space_batch_ops, scatter_nd_ops,
                   search_ops, segment_ops, linalg_ops, image_ops, complex_ops, spectral_ops, list_ops,
                   tensor_array_ops, lookup_ops, resource_variable_ops, string_ops, stateless_random_ops,
                   logging_ops, ragged_ops, sparse_ops, set_ops, ctc_ops, rnn_ops,
                   # TFRT's test ops (`tfrt_test.*`, not TF's): its lit tests run them on
                   # the cpu op handler, as TFRT's test builds register them beside TF's.
                   tfrt_test_ops):
        # A module's RESOURCE_OPS: the names of its ops taking the ResourceMgr first.
        uses_resources = getattr(module, "RESOURCE_OPS", frozenset())
        for name, md, vmd, vops, fn, reuse, specialize in module.OPS:
            if md is not None:
                registry.add_metadata_fn(name, md)
            if vmd is not None:
                registry.add_value_metadata_fn(name, vmd, vops)
            registry.add_op(name, fn, allow_input_reuse=reuse, specialize_fn=specialize,
                            uses_resources=name in uses_resources)
    native_nn.install(registry, native)
    # Runs the other ops' dispatch functions: made over this registry. Its results may be
    # a sub-op's (e.g. a same-type Cast's) view of an input.
    md, fn, specialize = fused_elementwise.make_fused_elementwise(registry, native is not False)
    registry.add_metadata_fn(fused_elementwise.OP_NAME, md)
    registry.add_op(fused_elementwise.OP_NAME, fn, allow_input_reuse=True, specialize_fn=specialize)
    return registry


_DEFAULT: CpuOpRegistry | None = None


def default_cpu_op_registry() -> CpuOpRegistry:
    """A process-wide registry holding the TF op library (built on first use)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = register_tf_ops(CpuOpRegistry())
    return _DEFAULT
