"""What the CPU op library holds, by family: `tfrt-compile --list-ops` and docs/ops.md.

A family is the module defining the op (one per TF op family, as TF's kernels are laid out:
`math_ops`, `nn_ops`, ...). Modules are found by their `OPS` table, so a new family module is
listed without being named here.
"""

from __future__ import annotations

import importlib
import pkgutil

__all__ = ["OpInfo", "op_catalog"]


class OpInfo:
    """One registered op: its name, family module, and how it runs."""

    __slots__ = ("name", "family", "native", "plain", "resources")

    def __init__(self, name: str, family: str, native: bool, resources: bool, plain: bool = False):
        self.name, self.family, self.native, self.resources = name, family, native, resources
        self.plain = plain  # a kernel of tfrt._tfrt_kernels (a module's CPP_KERNEL_OPS)

    @property
    def notes(self) -> str:
        notes = []
        if self.native:
            notes.append("oneDNN kernel for float32")
        if self.plain:
            notes.append("C++ kernel for float32")
        if self.resources:
            notes.append("uses the runtime's resources")
        return "; ".join(notes)


def op_catalog(registry=None) -> list[OpInfo]:
    """Every op of `registry` (default: the process-wide one), sorted by family then name."""
    from . import fused_elementwise, native_nn
    from .registry import default_cpu_op_registry

    registry = registry if registry is not None else default_cpu_op_registry()
    family = {fused_elementwise.OP_NAME: "fused_elementwise"}
    plain = set()
    package = importlib.import_module(__package__)
    for module_info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{__package__}.{module_info.name}")
        for row in getattr(module, "OPS", ()):
            family.setdefault(row[0], module_info.name)
        plain.update(getattr(module, "CPP_KERNEL_OPS", ()))
    ops = [OpInfo(name, family.get(name, "other"), name in native_nn.NATIVE_OPS,
                  registry.lookup(name).uses_resources, name in plain)
           for name in registry.op_names()]
    return sorted(ops, key=lambda op: (op.family, op.name))
