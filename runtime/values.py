"""Python values for BEF types: checking arguments from Python, printing results.

Registers hold plain Python values: `bool` for i1, `int` for the integer
types (kept in range by the kernels), `float` for f16/bf16/f32/f64 (f32
values rounded to float32), `complex`, `str` for `!tfrt.string`, the
`CHAIN` object for `!tfrt.chain`, numpy arrays for dense host tensors.
"""

from __future__ import annotations

import struct

import numpy as np

from tfrt.runtime import dtypes
from tfrt.runtime.async_value import CHAIN, AsyncValue, Chain

# The integer types' ranges, by their MLIR names (`i8` .. `ui64`).
_INT_RANGES = {r.mlir: (int(np.iinfo(r.numpy).min), int(np.iinfo(r.numpy).max))
               for r in dtypes.ROWS if r.numpy is not None and r.numpy.kind in "iu"}
_FLOATS = ("f16", "bf16", "f32", "f64")

_F32 = struct.Struct("<f")


def to_f32(x: float) -> float:
    """`x` rounded to the nearest float32 (inf beyond its range)."""
    try:
        return _F32.unpack(_F32.pack(x))[0]
    except OverflowError:
        return float(np.float32(x))


def wrap_i32(x: int) -> int:
    return ((x + 0x80000000) & 0xFFFFFFFF) - 0x80000000


def wrap_i64(x: int) -> int:
    return ((x + 0x8000000000000000) & 0xFFFFFFFFFFFFFFFF) - 0x8000000000000000


def convert_argument(function: str, index: int, type_name: str, value):
    """`value` checked (and converted) for an argument of `type_name`; raises
    InvocationError naming the function and argument."""
    from tfrt.runtime.executor import InvocationError

    if isinstance(value, AsyncValue):
        return value  # checked by the kernels that use it

    def bad(expected):
        return InvocationError(
            f"argument #{index} of function {function!r} has type {type_name}: expected "
            f"{expected}, got {type(value).__name__} {value!r}")

    if type_name == "i1":
        if isinstance(value, (bool, np.bool_)):
            return bool(value)
        if isinstance(value, (int, np.integer)) and value in (0, 1):
            return bool(value)
        raise bad("a bool")
    if type_name in _INT_RANGES:
        if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
            raise bad("an int")
        lo, hi = _INT_RANGES[type_name]
        if not lo <= int(value) <= hi:
            raise bad(f"an int in [{lo}, {hi}]")
        return int(value)
    if type_name in _FLOATS:
        if isinstance(value, (bool, np.bool_)) or not isinstance(
                value, (int, float, np.integer, np.floating)):
            raise bad("a float")
        return to_f32(float(value)) if type_name == "f32" else float(value)
    if type_name == "!tfrt.chain":
        if value is None or isinstance(value, Chain):
            return CHAIN
        raise bad("a Chain (or None)")
    if type_name == "!tfrt.string":
        if not isinstance(value, str):
            raise bad("a str")
        return value
    if type_name.startswith("!t.tensor") or type_name.startswith("tensor<"):
        if not isinstance(value, np.ndarray):
            raise bad("a numpy array")
        return value
    return value


class ResultTypeError(TypeError):
    """A function produced a value that is not of its declared result type:
    the file's types do not match what its kernels compute (a corrupt or
    hand-edited BEF file; the emitter never writes one)."""


def _is_int(value) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def result_mismatch(type_name: str, value) -> str | None:
    """Why `value` cannot be a result of type `type_name`, or None when it can.

    Only the types this module knows are checked (i1, integers, floats,
    !tfrt.chain, !tfrt.string); others are accepted as they are."""
    if type_name == "i1":
        ok = isinstance(value, (bool, np.bool_))
    elif type_name in _INT_RANGES:
        lo, hi = _INT_RANGES[type_name]
        ok = _is_int(value) and lo <= int(value) <= hi
    elif type_name in _FLOATS:
        ok = isinstance(value, (float, np.floating))
    elif type_name == "!tfrt.chain":
        ok = isinstance(value, Chain)
    elif type_name == "!tfrt.string":
        ok = isinstance(value, str)
    else:
        return None
    if ok:
        return None
    if isinstance(value, Chain):
        what = "a chain"
    else:
        text = repr(value)
        what = f"{type(value).__name__} {text if len(text) <= 40 else text[:37] + '...'}"
    return f"declared {type_name}, but the function returned {what}"


def format_result(type_name: str, value) -> str:
    """A result as bef-executor prints it (TFRT's driver). Raises
    ResultTypeError (only) when `value` is not of type `type_name`."""
    mismatch = result_mismatch(type_name, value)
    if mismatch:
        raise ResultTypeError(mismatch)
    if type_name == "i1":
        return str(int(bool(value)))
    if type_name in ("i32", "i64"):
        return str(int(value))
    if type_name in ("f32", "f64"):
        return "%e" % value
    return f"{type_name} value"
