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


def __getattr__(name):
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'tfrt' has no attribute {name!r}")
