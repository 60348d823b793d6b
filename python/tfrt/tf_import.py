"""The TF front end: a TensorFlow model to an Executable in one call, on
TensorFlow's own importer (docs/tf_import.md).

    exe = tfrt.from_saved_model("path/to/saved_model")   # its serving_default signature
    exe = tfrt.from_tf(keras_model)                       # Keras, tf.function, ConcreteFunction
    exe(x=...); exe.run({"x": ...}); exe.variables["count"]

`saved_model_to_mlir` and `tf_to_mlir` return the TF-dialect MLIR text instead
(what `tfrt-import` prints). TensorFlow is imported only when one of them is
called (`pip install 'tfrt[tf]'`); importing this module does not need it.

A signature key (`serving_default`, or any in the SavedModel's SignatureDefs)
goes through TF's SignatureDef importer (`convert_saved_model_v1`, variables
lifted to `tf_saved_model.global_tensor`s), for v1 and v2 SavedModels alike,
as TensorFlow's own TFRT loader does: inputs and outputs get the signature's
names, variables their shared names (variables it cannot lift are restored by
TF's loader instead, see `_reexported_signature`). A v2 SavedModel's function that is no
signature (an object path such as `serve` or `__call__`) goes through TF's
object-graph importer (`convert_saved_model`). `from_tf` saves its argument
as a v2 SavedModel with a `serving_default` signature in a temporary
directory and imports that, so variables, names and stateful behaviour are
what TF's SavedModel machinery makes of them.

Errors: what the front end rejects raises `TFImportError` (a ValueError): no
such directory, not a SavedModel, no MetaGraph with those tags, no signature
of that name (the message lists those there are), a Keras model whose input
shapes are unknown without `input_signature`, TF failing to save or import
the model. An argument `from_tf` does not take raises TypeError. The compiler
raises `tfrt.CompileError` (also a ValueError) for what it cannot compile.
"""

from __future__ import annotations

import functools
import os
import sys
import tempfile

__all__ = ["TFImportError", "from_saved_model", "from_tf", "load_keras", "save_for_serving",
           "saved_model_to_mlir", "tf_to_mlir"]

DEFAULT_SIGNATURE = "serving_default"
DEFAULT_TAGS = ("serve",)


class TFImportError(ValueError):
    """The TensorFlow model cannot be imported; the message says why."""


# -- SavedModel -----------------------------------------------------------------


def from_saved_model(path, signature: str = DEFAULT_SIGNATURE, *, tags=DEFAULT_TAGS,
                     **compile_kwargs):
    """The Executable of SavedModel `path`'s `signature` (a signature key, or
    a v2 SavedModel's function path); `compile_kwargs` go to `tfrt.compile`."""
    compiler = _compiler()
    text = saved_model_to_mlir(path, signature, tags=tags)
    return compiler.compile(text, signature=signature, **compile_kwargs)


def saved_model_to_mlir(path, signature: str = DEFAULT_SIGNATURE, *, tags=DEFAULT_TAGS) -> str:
    """TF-dialect MLIR (tf_saved_model form) of SavedModel `path`'s `signature`."""
    path = os.fspath(path)
    file = _saved_model_file(path)  # before TensorFlow: a wrong path fails fast
    tf = _tf()
    tags = _tags(tags)
    meta_graph = _meta_graph(file, tags)
    signatures = sorted(k for k in meta_graph.signature_def if not k.startswith("__"))
    functions = _function_paths(meta_graph.object_graph_def)  # none in a v1 SavedModel
    if signature in signatures:
        convert = functools.partial(  # the SignatureDef importer, v1 and v2 alike
            tf.mlir.experimental.convert_saved_model_v1, path, signature, ",".join(tags),
            lift_variables=True, include_variables_in_initializers=False, upgrade_legacy=True)
    elif signature in functions:
        convert = functools.partial(tf.mlir.experimental.convert_saved_model, path, signature)
    else:
        has = f"signatures: {', '.join(signatures) or 'none'}"
        if functions:
            has += f"; functions: {', '.join(functions)}"
        raise TFImportError(f"{path}: no signature {signature!r} in the SavedModel; it has {has}")
    text = _convert(convert, path, signature)
    if signature in signatures and functions and _UNLIFTED in text:
        # A v2 SavedModel saved from an object whose variables' checkpoint keys
        # are object paths (`tf.saved_model.save(keras_model, ...)`): the
        # SignatureDef importer finds them by variable name, so it cannot lift
        # them, and they would stay uninitialized. TF's own loader restores them
        # by object path: save the loaded signature again, as `from_tf` does.
        text = _reexported_signature(tf, path, signature, tags)
    return text


# A variable TF's SignatureDef importer could not lift to a global tensor.
_UNLIFTED = '"tf.VarHandleOp"'


def _convert(convert, path, signature) -> str:
    try:
        return convert()
    except Exception as e:  # noqa: BLE001 - TF's importer raises many kinds; one line says why
        raise TFImportError(f"{path}: TensorFlow's importer failed on {signature!r}: "
                            f"{_first_line(e)}") from None


def _reexported_signature(tf, path, signature, tags) -> str:
    """`signature` of SavedModel `path` through TF's loader and `tf_to_mlir`."""
    try:
        loaded = tf.saved_model.load(path, tags=tags)  # owns the variables: keep it alive
    except Exception as e:  # noqa: BLE001 - as for the importer
        raise TFImportError(f"{path}: TensorFlow cannot load it: {_first_line(e)}") from None
    # Saved with `loaded` as its owner: the tables and variables the signature captures
    # (a Keras StringLookup's table) are tracked by it.
    return tf_to_mlir(loaded.signatures[signature], owner=loaded)


def _tags(tags) -> list[str]:
    if isinstance(tags, str):
        tags = tags.split(",")
    return sorted({t.strip() for t in tags if t.strip()})


def _saved_model_file(path: str) -> str:
    """The saved_model.pb (or .pbtxt) of SavedModel directory `path`."""
    if not os.path.isdir(path):
        raise TFImportError(f"{path}: no such directory" if not os.path.exists(path) else
                            f"{path}: not a directory (a SavedModel is a directory holding "
                            f"saved_model.pb)")
    for name in ("saved_model.pb", "saved_model.pbtxt"):
        if os.path.isfile(os.path.join(path, name)):
            return os.path.join(path, name)
    raise TFImportError(f"{path}: not a SavedModel (no saved_model.pb in it)")


def _meta_graph(file: str, tags: list[str]):
    """The MetaGraphDef with exactly `tags` of the SavedModel in `file`."""
    from google.protobuf import message, text_format
    from tensorflow.core.protobuf import saved_model_pb2

    saved_model = saved_model_pb2.SavedModel()
    try:
        with open(file, "rb") as f:
            data = f.read()
        if file.endswith(".pbtxt"):
            text_format.Parse(data, saved_model)
        else:
            saved_model.ParseFromString(data)
    except (OSError, UnicodeDecodeError, message.DecodeError, text_format.ParseError) as e:
        raise TFImportError(f"{file}: not a SavedModel: {_first_line(e)}") from None
    for meta_graph in saved_model.meta_graphs:
        if sorted(meta_graph.meta_info_def.tags) == tags:
            return meta_graph
    have = "; ".join(",".join(sorted(m.meta_info_def.tags)) or "(none)"
                     for m in saved_model.meta_graphs) or "none"
    path = os.path.dirname(file)
    raise TFImportError(f"{path}: no MetaGraph tagged {','.join(tags)!r}; its tag sets: {have}")


def _function_paths(object_graph) -> list[str]:
    """The object paths of a v2 SavedModel's functions (empty for v1): the
    names TF's object-graph importer exports them by (`serve`, `model.call`)."""
    paths, seen, todo = [], {0}, [(0, "")] if object_graph.nodes else []
    while todo:
        node, prefix = todo.pop(0)
        for child in object_graph.nodes[node].children:
            if child.node_id in seen or (node == 0 and child.local_name == "signatures"):
                continue  # signatures are imported by key
            seen.add(child.node_id)
            path = prefix + child.local_name
            if object_graph.nodes[child.node_id].WhichOneof("kind") == "function":
                paths.append(path)
            todo.append((child.node_id, path + "."))
    return sorted(paths)


# -- tf.function, ConcreteFunction, Keras ----------------------------------------


def from_tf(fn_or_model, input_signature=None, **compile_kwargs):
    """The Executable of a tf.function, ConcreteFunction, tf.Module with a
    tf.function `__call__`, or Keras model; `input_signature` (a list of
    tf.TensorSpec, one per input) when it does not know its inputs.
    `compile_kwargs` go to `tfrt.compile`."""
    compiler = _compiler()
    text = tf_to_mlir(fn_or_model, input_signature)
    return compiler.compile(text, signature=DEFAULT_SIGNATURE, **compile_kwargs)


def tf_to_mlir(fn_or_model, input_signature=None, *, owner=None) -> str:
    """TF-dialect MLIR (tf_saved_model form, signature `serving_default`) of
    what `from_tf` takes (`owner`: see `save_for_serving`)."""
    with tempfile.TemporaryDirectory(prefix="tfrt-import-") as directory:
        save_for_serving(fn_or_model, directory, input_signature, owner=owner)
        return saved_model_to_mlir(directory, DEFAULT_SIGNATURE)


def save_for_serving(fn_or_model, directory, input_signature=None, *, owner=None) -> None:
    """Saves `fn_or_model` as a SavedModel whose `serving_default` signature
    calls it. `owner`: the object whose state the function captures, when it is
    not the model itself (a loaded SavedModel for one of its signatures)."""
    tf = _tf()
    function, found = _serving_function(tf, fn_or_model, input_signature)
    owner = owner if owner is not None else found
    root = tf.Module()
    if owner is not None:
        root.model = owner
    root.captured = list(function.variables)  # variables a bare tf.function closes over
    try:
        tf.saved_model.save(root, os.fspath(directory), signatures={DEFAULT_SIGNATURE: function})
    except (ValueError, TypeError, AssertionError) as e:
        raise TFImportError(f"TensorFlow cannot save it with a {DEFAULT_SIGNATURE} signature: "
                            f"{_first_line(e)}") from None


def _serving_function(tf, obj, input_signature):
    """(the ConcreteFunction to serve, the object owning its state or None)."""
    if isinstance(obj, tf.types.experimental.ConcreteFunction):
        if input_signature is not None:
            raise TypeError("input_signature= is for a tf.function or a Keras model; a "
                            "ConcreteFunction has its own")
        return obj, None
    if _is_keras(obj):
        return _keras_function(tf, obj, input_signature), obj
    function, owner = obj, None
    if isinstance(obj, tf.Module):  # its tf.function __call__, its variables with it
        function, owner = getattr(obj, "__call__", None), obj
    if not isinstance(function, tf.types.experimental.PolymorphicFunction):
        raise TypeError(f"from_tf takes a tf.function, a ConcreteFunction, a tf.Module whose "
                        f"__call__ is a tf.function or a Keras model, not {type(obj).__name__}")
    if input_signature is not None:
        return _concrete(function, *_specs(tf, input_signature)), owner
    if function.input_signature is None:
        raise TFImportError("the tf.function has no input_signature: give one "
                            "(input_signature=[tf.TensorSpec(shape, dtype, name), ...])")
    return _concrete(function), owner


def _concrete(function, *specs):
    try:
        return function.get_concrete_function(*specs)
    except (ValueError, TypeError) as e:
        raise TFImportError(f"cannot trace the tf.function: {_first_line(e)}") from None


def _specs(tf, input_signature) -> list:
    specs = list(input_signature)
    if not all(isinstance(s, tf.TensorSpec) for s in specs):
        raise TypeError("input_signature must be a list of tf.TensorSpec, one per input")
    return specs


def _is_keras(obj) -> bool:
    """Whether `obj` is a Keras 3 or tf_keras layer (a model is one); its
    package is imported if it is one."""
    for name in ("keras", "tf_keras"):
        module = sys.modules.get(name)
        if module is not None and isinstance(obj, module.layers.Layer):
            return True
    return False


def _keras_function(tf, model, input_signature):
    """A ConcreteFunction calling `model` in inference mode, its inputs named
    and shaped as the model's (or `input_signature`), its outputs by the
    model's output names when it has them."""
    if input_signature is not None:
        specs = _specs(tf, input_signature)
    else:
        try:
            inputs = list(model.inputs)
        except (AttributeError, ValueError, TypeError):
            inputs = None
        if not inputs:
            raise TFImportError(f"the Keras model {model.name!r} does not know its input shapes "
                                f"(subclassed, or never built): give input_signature="
                                f"[tf.TensorSpec(shape, dtype, name), ...]")
        specs = [tf.TensorSpec(t.shape, t.dtype, name=_input_name(t, i))
                 for i, t in enumerate(inputs)]
    names = list(getattr(model, "output_names", None) or [])

    def serve(*xs):
        y = model(xs[0] if len(xs) == 1 else list(xs), training=False)
        flat = y if isinstance(y, (list, tuple)) else [y]
        if isinstance(y, dict) or len(names) != len(flat) or len(set(names)) != len(names):
            return y
        return dict(zip(names, flat))

    return _concrete(tf.function(serve, input_signature=specs))


def load_keras(path):
    """The Keras model saved in file `path` (Keras 3 reads .keras and legacy .h5)."""
    _tf()  # Keras's backend
    path = os.fspath(path)
    if not os.path.isfile(path):
        raise TFImportError(f"{path}: no such file")
    import keras

    try:
        return keras.models.load_model(path, compile=False)
    except Exception as e:  # noqa: BLE001 - Keras raises many kinds for a bad file
        raise TFImportError(f"{path}: Keras cannot load it: {_first_line(e)}") from None


def _input_name(tensor, i: int) -> str:
    name = getattr(tensor, "name", None) or f"input_{i}"
    return name.split(":")[0]


# -- helpers --------------------------------------------------------------------


def _tf():
    """TensorFlow, imported on first use."""
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")  # no C++ info banners on stderr
    try:
        import tensorflow as tf
    except ImportError as e:
        raise ImportError(f"the TF front end needs TensorFlow: pip install 'tfrt[tf]' "
                          f"({e})") from None
    return tf


def _compiler():
    # Before TensorFlow: no time spent on TF when MLIR is missing. (Either
    # order works: tfrt.compiler keeps MLIR's symbols apart from TF's copies.)
    from tfrt import compiler

    return compiler


def _first_line(e: BaseException) -> str:
    """The line of TF's message that says what is wrong: its first, or its last
    for a traced function's error (`in user code:`, a traceback, the error)."""
    lines = [line.strip() for line in str(e).splitlines() if line.strip()] or [type(e).__name__]
    return lines[-1] if lines[0] == "in user code:" else lines[0]
