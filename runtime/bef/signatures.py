"""The Signatures section (ours, optional): what a compiled TF model's entry
functions take and give, and the variables the program owns.

    bef.signatures                  # Signatures, or None for a file without the section
    encode_signatures(signatures)   # the section's bytes (the emitter writes them)

The compiler knows names, dtypes and shapes that BEF's types (`!corert.tensorhandle`)
do not carry; this section keeps them with the program, so that a loaded file checks
its inputs and answers `exe.inputs` / `exe.outputs` / `exe.variables` as the compiled
one did. Executing a function never reads it.

The section is UTF-8 JSON (docs/bef.md):

    {"version": 1,
     "default": "serving_default",        # the entry when none is chosen (or null)
     "init": "_tfrt_init",                # run once at load (or null)
     "functions": {"serving_default": {"inputs": [SPEC...], "outputs": [SPEC...]}},
     "variables": [{"name": "vars.0", "shared_name": "__sm_node4__vars.0", "dtype": "f32", "shape": [3]}]}

where SPEC is {"name": str, "dtype": MLIR element type spelling ("f32", "i1",
"!tf_type.string", ...), "shape": a list of dims (null: unknown dim) or null (unknown rank)}.
"""

from __future__ import annotations

import json
from typing import NamedTuple

import numpy as np

from tfrt.runtime.bef.format import BEFFormatError
from tfrt.runtime.tensor import dtype_from_name, mlir_dtype_name

__all__ = ["FunctionSignature", "Signatures", "TensorSpec", "VariableSpec",
           "decode_signatures", "describe", "encode_signatures", "shape_fits"]

VERSION = 1


class TensorSpec(NamedTuple):
    """One input or output: `name`, `dtype` (a numpy dtype; object for strings and
    for values numpy has no dtype for) and `shape` (a tuple whose unknown dims are
    None, or None for an unknown rank)."""

    name: str
    dtype: np.dtype
    shape: tuple | None

    def __repr__(self):
        return f"TensorSpec(name={self.name!r}, dtype={self.dtype.name}, shape={self.shape})"


def shape_fits(shape: tuple | None, concrete: tuple) -> bool:
    """Whether an array of shape `concrete` fits a spec's `shape` (its rank and
    static dims; None fits everything)."""
    return shape is None or len(shape) == len(concrete) and all(
        d is None or d == n for d, n in zip(shape, concrete))


def describe(dtype: np.dtype | None, shape: tuple | None) -> str:
    """`float32[1x?]`, `int32[*]` (unknown rank), `any[...]` (unknown dtype)."""
    dims = "*" if shape is None else "x".join("?" if d is None else str(d) for d in shape)
    return f"{'any' if dtype is None else dtype.name}[{dims}]"


class FunctionSignature(NamedTuple):
    inputs: tuple[TensorSpec, ...]
    outputs: tuple[TensorSpec, ...]


class VariableSpec(NamedTuple):
    """A variable the program owns: `name` (what `exe.variables` calls it), the
    `shared_name` its VarHandleOps use, and the dtype and shape of its value."""

    name: str
    shared_name: str
    dtype: np.dtype
    shape: tuple | None


class Signatures(NamedTuple):
    functions: dict[str, FunctionSignature]
    default: str | None = None
    init: str | None = None
    variables: tuple[VariableSpec, ...] = ()


def _dtype_name(dtype: np.dtype) -> str:
    try:
        return mlir_dtype_name(dtype)
    except KeyError:
        return "object"


def _spec_json(spec) -> dict:
    return {"name": spec.name, "dtype": _dtype_name(spec.dtype),
            "shape": None if spec.shape is None else list(spec.shape)}


def encode_signatures(signatures: Signatures) -> bytes:
    """The bytes of the Signatures section."""
    doc = {
        "version": VERSION,
        "default": signatures.default,
        "init": signatures.init,
        "functions": {name: {"inputs": [_spec_json(s) for s in sig.inputs],
                             "outputs": [_spec_json(s) for s in sig.outputs]}
                      for name, sig in signatures.functions.items()},
        "variables": [dict(_spec_json(v), shared_name=v.shared_name)
                      for v in signatures.variables],
    }
    return json.dumps(doc, separators=(",", ":")).encode("utf-8")


class _Malformed(Exception):
    pass


def _expect(ok: bool, what: str) -> None:
    if not ok:
        raise _Malformed(what)


def _str(value, what: str) -> str:
    _expect(isinstance(value, str), f"{what} must be a string")
    return value


def _optional_str(value, what: str) -> str | None:
    return None if value is None else _str(value, what)


def _spec_fields(doc, what: str):
    _expect(isinstance(doc, dict), f"{what} must be an object")
    name = _str(doc.get("name"), f"{what}'s name")
    dtype_name = _str(doc.get("dtype"), f"{what}'s dtype")
    if dtype_name == "object":
        dtype = np.dtype(object)
    else:
        try:
            dtype = dtype_from_name(dtype_name)
        except KeyError:
            raise _Malformed(f"{what} has an unknown dtype {dtype_name!r}") from None
    shape = doc.get("shape")
    if shape is not None:
        _expect(isinstance(shape, list) and all(
            d is None or isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in shape),
            f"{what}'s shape must be null or a list of sizes and nulls")
        shape = tuple(shape)
    return name, dtype, shape


def _specs(doc, what: str) -> tuple[TensorSpec, ...]:
    _expect(isinstance(doc, list), f"{what} must be a list")
    return tuple(TensorSpec(*_spec_fields(d, f"{what}[{i}]")) for i, d in enumerate(doc))


def _decode(doc) -> Signatures:
    _expect(isinstance(doc, dict), "the section must hold a JSON object")
    _expect(doc.get("version") == VERSION,
            f"unsupported Signatures version {doc.get('version')!r} (this runtime reads {VERSION})")
    functions_doc = doc.get("functions")
    _expect(isinstance(functions_doc, dict), "'functions' must be an object")
    functions = {}
    for name, sig in functions_doc.items():
        _expect(isinstance(sig, dict), f"function {name!r} must be an object")
        functions[name] = FunctionSignature(_specs(sig.get("inputs"), f"{name!r} inputs"),
                                            _specs(sig.get("outputs"), f"{name!r} outputs"))
    default = _optional_str(doc.get("default"), "'default'")
    _expect(default is None or default in functions, f"default {default!r} is not a function of the section")
    variables_doc = doc.get("variables", [])
    _expect(isinstance(variables_doc, list), "'variables' must be a list")
    variables = []
    for i, v in enumerate(variables_doc):
        name, dtype, shape = _spec_fields(v, f"variable {i}")
        variables.append(VariableSpec(name, _str(v.get("shared_name"), f"variable {i}'s shared_name"),
                                      dtype, shape))
    _expect(len({v.name for v in variables}) == len(variables), "two variables have one name")
    return Signatures(functions, default, _optional_str(doc.get("init"), "'init'"), tuple(variables))


def decode_signatures(data, start: int, length: int) -> Signatures:
    """The Signatures section at data[start:start + length]; BEFFormatError if malformed."""
    try:
        doc = json.loads(bytes(data[start:start + length]).decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as e:
        raise BEFFormatError(f"the Signatures section is not JSON: {e}", start) from None
    try:
        return _decode(doc)
    except _Malformed as e:
        raise BEFFormatError(f"malformed Signatures section: {e}", start) from None
