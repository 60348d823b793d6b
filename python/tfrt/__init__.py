"""TFRT in Python: TF-dialect MLIR compiled to BEF and run by a host runtime.

Subpackages:
- `tfrt.dialects`: importing it registers the project's dialects (tf, tf_type,
  tf_executor, tfrt, tfrt_dht, corert) and passes with the upstream `mlir`
  package, so every `mlir.ir.Context` created afterwards knows them; it also
  holds the ODS-generated op classes (`tfrt.dialects.tf.AddV2Op`, ...).
- `tfrt.runtime`: the host runtime. It never imports MLIR, and neither does
  importing `tfrt` itself: a process that only loads and runs BEF stays free
  of the compiler.
- `tfrt.bef_emitter`: MLIR -> BEF and back.

The two calls of the Python API:

    exe = tfrt.compile("model.mlir")       # TF-dialect MLIR -> Executable (imports MLIR)
    y = exe(x)                             # numpy arrays in and out
    exe.save("model.bef"); tfrt.load("model.bef")   # load: no MLIR in the process

From TensorFlow (the optional `tf` extra; `tfrt.tf_import`, docs/tf_import.md):

    exe = tfrt.from_saved_model("saved_model_dir")   # its serving_default signature
    exe = tfrt.from_tf(keras_model)                   # or a tf.function, a ConcreteFunction
"""

import pkgutil as _pkgutil

# The one place the version is written: the wheel's metadata reads it from here
# (pyproject.toml, scikit-build-core's regex provider).
__version__ = "0.1.0"

# In a build tree the generated half of the package (extension, op classes)
# lives in build/python/tfrt; merge it with the sources (a no-op in a wheel).
__path__ = _pkgutil.extend_path(__path__, __name__)


def register_dialects(context) -> None:
    """Makes the project's dialects available in, and loads them into, an
    existing `mlir.ir.Context` (contexts created after `import tfrt.dialects`
    have them already)."""
    from tfrt.dialects import register_dialects as register

    register(context)


_LAZY = {  # attribute -> module: `import tfrt` stays free of MLIR, numpy and TensorFlow
    "compile": "tfrt.compiler", "CompileError": "tfrt.compiler",
    "load": "tfrt.executable", "Executable": "tfrt.executable",
    "from_tf": "tfrt.tf_import", "from_saved_model": "tfrt.tf_import",
    "TFImportError": "tfrt.tf_import",
}


def _submodules() -> set[str]:
    """The package's public modules and subpackages (`tfrt.runtime`, ...)."""
    return {m.name for m in _pkgutil.iter_modules(__path__) if not m.name.startswith("_")}


def _without_compiler(what: str) -> str | None:
    """Why `what` cannot run here if this installation lacks the `compiler`
    extra (MLIR's and LLVM's wheels: `pip install tfrt` is the runtime alone),
    else None. A build tree's environment has everything: None there."""
    import re
    from importlib import metadata

    try:
        requirements = metadata.requires("tfrt") or []
    except metadata.PackageNotFoundError:  # a build tree: no installed distribution
        return None
    missing = []
    for requirement in requirements:
        extra = re.match(r"([\w.-]+).*\bextra\s*==\s*['\"]compiler['\"]", requirement)
        if extra:
            try:
                metadata.distribution(extra[1])
            except metadata.PackageNotFoundError:
                missing.append(extra[1])
    if not missing:
        return None
    return (f"{what} needs the compiler, which this installation lacks ({', '.join(missing)}): "
            "pip install 'tfrt[compiler]'")


def __getattr__(name):
    if name not in _LAZY and name not in _submodules():
        raise AttributeError(f"module 'tfrt' has no attribute {name!r}")
    import importlib

    try:
        module = importlib.import_module(_LAZY.get(name, f"tfrt.{name}"))
    except ImportError:
        reason = _without_compiler(f"tfrt.{name}")
        if reason:
            raise ImportError(reason, name=f"tfrt.{name}") from None
        raise
    return getattr(module, name) if name in _LAZY else module


def __dir__():
    return sorted({*globals(), *_LAZY, *_submodules()})
