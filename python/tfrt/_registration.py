"""Registration of the project's dialects and passes with upstream MLIR."""

import contextlib
import os
import sys


@contextlib.contextmanager
def _own_symbols_first():
    """TensorFlow's libraries carry their own LLVM and MLIR. Loaded after them,
    the `mlir` wheel's libraries would bind some symbols to TF's copies and crash
    (measured: a segfault in mlir's site initialization). With RTLD_DEEPBIND they
    resolve to their own first; loaded before TF, they need nothing."""
    deepbind = getattr(os, "RTLD_DEEPBIND", 0)
    if not deepbind or "tensorflow" not in sys.modules:
        yield
        return
    flags = sys.getdlopenflags()
    sys.setdlopenflags(flags | deepbind)
    try:
        yield
    finally:
        sys.setdlopenflags(flags)


with _own_symbols_first():
    from mlir import ir, passmanager  # noqa: F401  (loads the native libraries)
    from mlir._mlir_libs import _mlir, get_dialect_registry

    from tfrt import _tfrt_mlir


def _dialect_registry() -> ir.DialectRegistry:
    registry = ir.DialectRegistry()
    _tfrt_mlir.register_dialects(registry)
    return registry


def register_dialects(context: ir.Context) -> None:
    """Makes the project's dialects available in (and loads them into) `context`."""
    context.append_dialect_registry(_dialect_registry())
    context.load_all_available_dialects()


# Every Context created from now on gets the dialects (upstream's Context
# appends this global registry and loads what it holds), and the passes are
# visible to mlir.passmanager.PassManager.parse.
_tfrt_mlir.register_dialects(get_dialect_registry())
_tfrt_mlir.register_passes()
# `op.opview` finds the ODS-generated classes of our dialects in tfrt.dialects.
_mlir.globals.append_dialect_search_prefix("tfrt.dialects")
