#!/usr/bin/env python
"""Writes the op conformance fixtures (test/data/op_cases/<family>.json + .npz) from TensorFlow.

Run by hand in an environment with TensorFlow (not needed by the tests):

    .venv/bin/python tools/gen_op_cases.py            # every family
    .venv/bin/python tools/gen_op_cases.py math array  # some

Each case is one op call: inputs (numpy arrays in the op's input order, as the CPU op
library receives them), attributes (plain Python values, as docs/cpu_ops.md describes) and
what TensorFlow 2.x did eagerly on CPU: its outputs, or the class of the error it raised (a
bad-input case, for which the CPU op library must raise OpError). Inputs are random but seeded
per op, so running the script again writes the same fixtures.

Fixture format (read by test/python/test_op_conformance.py):
  <family>.json  {"tf_version", "cases": [{"id", "op", "attrs", "inputs", "outputs"|"error",
                  "message", optional "unspecified"/"up_to_sign": output indices}]}; an array is {"dtype", "shape", "at"} (an element offset into
                  the family's data of that dtype) or, for strings, {"dtype": "string",
                  "shape", "values"} (latin-1 text); an attribute that is a dtype is
                  {"dtype": name}, one that is an array {"array": <array>}.
  <family>.npz   one flat array per dtype (bfloat16 stored as its uint16 bits).
"""

from __future__ import annotations

import inspect
import json
import math
import os
import re
import sys
import zlib

import ml_dtypes
import numpy as np

# TensorFlow's reference kernels, not its oneDNN ones: with oneDNN on, an NCHW case of a bad rank
# aborts the whole process (a CHECK in tensor_format.h) instead of raising.
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "test", "data", "op_cases")

BF16 = np.dtype(ml_dtypes.bfloat16)
STR = np.dtype(object)
F16, F32, F64 = np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)
I8, I16, I32, I64 = (np.dtype(t) for t in (np.int8, np.int16, np.int32, np.int64))
U8, U16, U32, U64 = (np.dtype(t) for t in (np.uint8, np.uint16, np.uint32, np.uint64))
BOOL, C64, C128 = np.dtype(np.bool_), np.dtype(np.complex64), np.dtype(np.complex128)
FLOATS = [F16, BF16, F32, F64]
INTS = [I8, I16, I32, I64, U8, U16, U32, U64]
ALL = FLOATS + INTS + [BOOL, C64, C128, STR]


def dtype_name(dt) -> str:
    dt = np.dtype(dt)
    return "string" if dt == STR else "bfloat16" if dt == BF16 else dt.name


# ----------------------------------------------------------------------------------------------
# Case construction

class Case:
    """`unspecified`: outputs whose values TF leaves undefined (only dtype and shape count);
    `up_to_sign`: outputs defined only up to the sign (phase) of each vector, as a
    decomposition's Q, U, V or eigenvectors (compared as absolute values)."""
    __slots__ = ("op", "inputs", "attrs", "ref", "unspecified", "up_to_sign")

    def __init__(self, op, inputs, attrs, ref=None, unspecified=(), up_to_sign=()):
        self.op, self.inputs, self.attrs, self.ref = op, list(inputs), dict(attrs), ref
        self.unspecified = list(unspecified)
        self.up_to_sign = list(up_to_sign)


_rng = np.random.default_rng(0)


def seed(op):
    global _rng
    _rng = np.random.default_rng(zlib.crc32(op.encode()))


def vals(dt, shape=(2, 3), lo=-4, hi=4, special=True, nonzero=False):
    """Small test values of dtype `dt`: quarter steps for floats (ties and exact in every
    float type), the dtype's extremes and NaN/Inf/-0 when `special`."""
    dt = np.dtype(dt)
    shape = tuple(shape)
    n = math.prod(shape)
    if dt == STR:
        words = [b"", b"a", b"tf", b"xyz", b"hello", b"\xc3\xa9"]
        return np.array([words[i] for i in _rng.integers(0, len(words), n)], dtype=object).reshape(shape)
    if dt == BOOL:
        return (_rng.random(n) > 0.5).reshape(shape)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        lo_, hi_ = max(lo, info.min), min(hi, info.max)
        choices = [v for v in range(lo_, hi_ + 1) if not (nonzero and v in (0, -1))]
        a = np.array(_rng.choice(choices, n), dtype=dt)
        if special and not nonzero and n >= 3:
            a[0], a[1] = info.min, info.max
        return a.reshape(shape)
    q = _rng.integers(int(lo * 4), int(hi * 4) + 1, n) / 4.0
    if nonzero:
        q[q == 0] = 0.5
    if dt.kind == "c":
        im = _rng.integers(int(lo * 4), int(hi * 4) + 1, n) / 4.0
        a = (q + 1j * im).astype(dt)
    else:
        a = q.astype(dt)
        if special and n >= 5:
            a[:4] = np.array([np.nan, np.inf, -np.inf, -0.0]).astype(dt)
    return a.reshape(shape)


def i32(v):
    return np.array(v, dtype=np.int32)


def i64(v):
    return np.array(v, dtype=np.int64)


def f32(v):
    return np.array(v, dtype=np.float32)


# ----------------------------------------------------------------------------------------------
# Families: each function returns its cases

def unary(op, lo=-4, hi=4, main=F32, dtypes=ALL, **attrs):
    seed(op)
    cs = [Case(op, [vals(dt, (2, 3), lo, hi)], attrs) for dt in dtypes]
    cs.append(Case(op, [vals(main, (0, 2), lo, hi)], attrs))
    cs.append(Case(op, [vals(main, (), lo, hi, special=False)], attrs))
    cs.append(Case(op, [vals(main, (2, 1, 5), lo, hi)], attrs))
    return cs


def binary(op, main=F32, dtypes=ALL, nonzero=False, ylo=-4, yhi=4, xlo=-4, xhi=4):
    """Every dtype (broadcasting [2,3] with [3]), scalars, empties, and TF's shape and dtype errors."""
    seed(op)
    cs = [Case(op, [vals(dt, (2, 3), xlo, xhi), vals(dt, (3,), ylo, yhi, special=False, nonzero=nonzero)], {})
          for dt in dtypes]
    y = lambda dt, shape: vals(dt, shape, ylo, yhi, special=False, nonzero=nonzero)
    cs += [
        Case(op, [vals(main, (2, 1), xlo, xhi, special=False), y(main, (1, 4))], {}),
        Case(op, [vals(main, (), xlo, xhi, special=False), y(main, (2, 2))], {}),
        Case(op, [vals(main, (0, 3), xlo, xhi), y(main, (1, 3))], {}),
        Case(op, [vals(main, (2, 3), xlo, xhi), y(main, (4,))], {}),                 # incompatible
        Case(op, [vals(main, (3,), xlo, xhi), y(I32 if main != I32 else F32, (3,))], {}),  # dtypes differ
    ]
    return cs


def math_family():
    cs = []
    for op in ["AddV2", "Add", "Sub", "Mul", "Maximum", "Minimum", "SquaredDifference",
               "Greater", "Less", "GreaterEqual", "LessEqual", "Equal", "NotEqual",
               "Atan2", "Xlogy", "Xdivy", "Xlog1py", "MulNoNan", "DivNoNan"]:
        cs += binary(op)
    for op in ["RealDiv", "FloorDiv", "FloorMod", "TruncateDiv", "TruncateMod", "Div"]:
        cs += binary(op, nonzero=True)
        cs.append(Case(op, [vals(I32, (3,)), i32([1, 0, 2])], {}))      # integer division by zero
    cs += binary("Pow", ylo=0, yhi=3, xlo=-3, xhi=3)
    cs.append(Case("Pow", [i32([2, 3]), i32([1, -1])], {}))              # negative integer power
    for op in ["LogicalAnd", "LogicalOr"]:
        cs += binary(op, main=BOOL, dtypes=[BOOL, F32, I32])
    for op in ["BitwiseAnd", "BitwiseOr", "BitwiseXor", "LeftShift", "RightShift"]:
        cs += binary(op, main=I32, dtypes=INTS + [F32, BOOL], ylo=-2, yhi=9 if "Shift" in op else 4)
    seed("Shift")
    for op in ["LeftShift", "RightShift"]:
        cs.append(Case(op, [vals(I8, (6,)), i8a([-1, 0, 7, 8, 9, 100])], {}))  # amounts out of range
    cs.append(Case("Equal", [vals(F32, (2,)), vals(F32, (3,))], {"incompatible_shape_error": False}))
    cs.append(Case("NotEqual", [vals(I32, (2,)), vals(I32, (3,))], {"incompatible_shape_error": False}))
    cs.append(Case("Equal", [vals(F32, (2, 1)), vals(F32, (3,))], {"incompatible_shape_error": False}))

    for op in ["Neg", "Abs", "Square", "Sign", "Reciprocal", "ZerosLike", "OnesLike", "LogicalNot",
               "Invert", "IsNan", "IsInf", "IsFinite", "Floor", "Ceil", "Round", "Rint",
               "Relu", "Relu6", "Elu", "Selu", "Softplus", "Softsign", "StopGradient",
               "PreventGradient", "Snapshot", "Identity"]:
        cs += unary(op, main=BOOL if op == "LogicalNot" else I32 if op == "Invert" else F32)
    for op in ["Exp", "Expm1", "Log", "Log1p", "Sqrt", "Rsqrt", "Tanh", "Sigmoid", "Sin", "Cos",
               "Tan", "Asin", "Acos", "Atan", "Sinh", "Cosh", "Asinh", "Acosh", "Atanh", "Erf",
               "Erfc"]:
        cs += unary(op, lo=-3, hi=3)
        seed(op + "wide")  # beyond the small range: tails, overflow, underflow
        cs.append(Case(op, [np.array([-100, -20, -9.5, -5, -1e-3, 1e-30, 0.999, 5, 20, 88.5, 1e5], F32)], {}))
        cs.append(Case(op, [np.array([-30, -5.5, -1e-9, 0.5, 6.25, 40, 710], F64)], {}))
    cs += unary("LeakyRelu", alpha=0.2)
    cs.append(Case("LeakyRelu", [vals(F32, (5,))], {"alpha": 0.01}))
    cs.append(Case("LeakyRelu", [vals(F64, (5,))], {"alpha": 1.5}))
    seed("Round")
    for op in ["Round", "Rint"]:  # halves round to even
        cs.append(Case(op, [np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5, 1e8 + 0.5], F64)], {}))
    # Cast: from every dtype to every dtype (a few values), Truncate for bf16
    seed("Cast")
    for src in ALL:
        for dst in ALL:
            cs.append(Case("Cast", [vals(src, (5,), -3, 3) if src.kind != "f" else
                                    np.array([np.nan, -2.75, -0.5, 1.25, 3e4]).astype(src)], {"DstT": dst}))
    cs.append(Case("Cast", [np.array([1.00390625, -1.99, 3.14159, 1e30, -1e-30], F32)],
                   {"DstT": BF16, "Truncate": True}))
    cs.append(Case("Cast", [np.array([300.7, -129.9, 1e10, -1e10], F32)], {"DstT": I8}))
    cs.append(Case("Cast", [np.array([1e20, -1e20, 2.0**31, -2.0**31 - 1], F64)], {"DstT": I32}))
    cs.append(Case("Cast", [np.array([-1.5, 2.7, 70000.5], F32)], {"DstT": U16}))
    # SelectV2 and ClipByValue
    seed("SelectV2")
    for dt in ALL:
        cs.append(Case("SelectV2", [vals(BOOL, (2, 1)), vals(dt, (1, 3)), vals(dt, (2, 3))], {}))
    cs += [Case("SelectV2", [vals(BOOL, ()), vals(F32, (2,)), vals(F32, ())], {}),
           Case("SelectV2", [vals(BOOL, (0, 1)), vals(F32, (3,)), vals(F32, (1, 3))], {}),
           Case("SelectV2", [vals(I32, (3,)), vals(F32, (3,)), vals(F32, (3,))], {}),
           Case("SelectV2", [vals(BOOL, (3,)), vals(F32, (3,)), vals(F64, (3,))], {}),
           Case("SelectV2", [vals(BOOL, (2,)), vals(F32, (3,)), vals(F32, (3,))], {})]
    seed("ClipByValue")
    for dt in ALL:
        cs.append(Case("ClipByValue", [vals(dt, (2, 3)), np.array(-1).astype(dt) if dt != STR else vals(dt, ()),
                                       np.array(2).astype(dt) if dt != STR else vals(dt, ())], {}))
    cs += [Case("ClipByValue", [vals(F32, (2, 3)), vals(F32, (2, 3), -3, 0), vals(F32, (2, 3), 0, 3)], {}),
           Case("ClipByValue", [vals(F32, (0, 3)), f32(0), f32(1)], {}),
           Case("ClipByValue", [vals(F32, (2, 3)), vals(F32, (3,), special=False), f32(1)], {}),
           Case("ClipByValue", [vals(F32, (2, 3)), i32(0), i32(1)], {})]
    cs += special_math_cases() + fake_quant_cases()
    return cs


def special_math_cases():
    """Digamma, Erfinv, BesselI0e/I1e, Igamma/Igammac: every dtype, poles, tails, NaN/Inf."""
    cs = []
    wide = np.array([-45.3, -10.5, -2.5, -2, -1, -0.5, -1e-8, 0, 1e-8, 0.5, 1, 1.4616321449683622, 2.5, 9.75,
                     10, 29.9, 30.5, 100, 1e6, 1e20, np.inf, -np.inf, np.nan])
    for op in ["Digamma", "BesselI0e", "BesselI1e"]:
        cs += unary(op, lo=-6, hi=6)
        cs.append(Case(op, [wide.astype(F64)], {}))
        cs.append(Case(op, [wide.astype(F32)], {}))
    cs += unary("Erfinv", lo=-1, hi=1)
    seed("Erfinv-wide")
    edge = np.concatenate([np.array([-1, 1, 1.5, -2, 0, -0.0, 0.5, -0.7, 0.999999, 1 - 1e-12, -1 + 1e-15, 0.9999,
                                     1e-3, np.nan]), _rng.uniform(-1, 1, 20)])
    cs += [Case("Erfinv", [edge.astype(F64)], {}), Case("Erfinv", [edge.astype(F32)], {}),
           Case("Erfinv", [edge.astype(F16)], {})]
    for op in ["Igamma", "Igammac"]:
        seed(op)
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (2, 3), 0, 6, special=False) + (dt.type(0.25) if dt.kind == "f" else 0)
                                if dt not in (STR, BOOL) else vals(dt, (2, 3)), vals(dt, (3,), 0, 8, special=False)], {}))
        a = _rng.uniform(0.05, 20, 40)
        x = _rng.uniform(0, 30, 40)
        cs += [Case(op, [a.astype(F64), x.astype(F64)], {}), Case(op, [a.astype(F32), x.astype(F32)], {}),
               Case(op, [f64([0, -1, 1, np.inf, np.nan, 1, 0.5, 100, 1e-5, 3, 0.1, 2]),
                         f64([1, 1, 0, 1, 1, np.inf, 0, 101, 2, 1e-30, 1e4, -1])], {}),
               Case(op, [f32([[0.5], [3]]), f32([0.1, 2, 40])], {}),
               Case(op, [f32([]).reshape(0, 2), f32([1, 2])], {}),
               Case(op, [f32([1, 2]), f32([1, 2, 3])], {}),
               Case(op, [f32([1, 2]), f64([1, 2])], {})]
    return cs


def fake_quant_cases():
    """FakeQuantWithMinMaxArgs / Vars: ranges around, below and above zero, 2..16 bits, narrow range."""
    cs = []
    seed("FakeQuant")
    x = np.concatenate([_rng.uniform(-8, 8, 40), _rng.normal(0, 0.3, 20), [np.nan, np.inf, -np.inf, 0, -0.0]]).astype(F32)
    ranges = [(-6, 6), (-1, 1), (-0.3, 2.7), (0, 1), (-2.5, 0), (-0.1234, 0.9876), (0.5, 3), (-3, -0.5)]
    for i, (lo, hi) in enumerate(ranges):
        bits, narrow = (2, 4, 8, 8)[i % 4], i % 3 == 1
        cs.append(Case("FakeQuantWithMinMaxArgs", [x], {"min": lo, "max": hi, "num_bits": bits, "narrow_range": narrow}))
        cs.append(Case("FakeQuantWithMinMaxVars", [x, f32(lo), f32(hi)], {"num_bits": bits, "narrow_range": narrow}))
    cs += [Case("FakeQuantWithMinMaxArgs", [x.reshape(5, 13)], {}),
           Case("FakeQuantWithMinMaxArgs", [f32([-1.5, 0.25, 3])], {"min": -2.0, "max": 2.0, "num_bits": 16}),
           Case("FakeQuantWithMinMaxArgs", [np.zeros((0, 3), np.float32)], {}),
           Case("FakeQuantWithMinMaxArgs", [x], {"min": 1.0, "max": 1.0}),
           Case("FakeQuantWithMinMaxArgs", [x], {"num_bits": 1}),
           Case("FakeQuantWithMinMaxArgs", [x], {"num_bits": 17}),
           Case("FakeQuantWithMinMaxArgs", [x.astype(F64)], {}),
           Case("FakeQuantWithMinMaxVars", [x.reshape(5, 13), f32(-6), f32(6)], {}),
           Case("FakeQuantWithMinMaxVars", [x, f32(0), f32(0)], {}),
           Case("FakeQuantWithMinMaxVars", [np.zeros((0,), np.float32), f32(-1), f32(1)], {}),
           Case("FakeQuantWithMinMaxVars", [x, f32([-1]), f32([1])], {}),
           Case("FakeQuantWithMinMaxVars", [x, f32(-1), f32(1)], {"num_bits": 20}),
           Case("FakeQuantWithMinMaxVars", [x, f64(-1), f64(1)], {})]
    return cs


def i8a(v):
    return np.array(v, dtype=np.int8)


def _reduce_cases(op, dtypes=ALL, main=F32):
    seed(op)
    cs = [Case(op, [vals(dt, (2, 3)), i32([1])], {}) for dt in dtypes]
    x = vals(main, (2, 3, 4), special=False)
    cs += [
        Case(op, [x, i32([0, -1])], {"keep_dims": True}),
        Case(op, [x, i64(-2)], {}),
        Case(op, [x, i32([])], {}),
        Case(op, [x, i32([0, 1, 2])], {}),
        Case(op, [vals(main, (0, 3)), i32(0)], {}),
        Case(op, [vals(main, (0, 3)), i32(1)], {"keep_dims": True}),
        Case(op, [vals(main, ()), i32([])], {}),
        Case(op, [vals(main, (2, 5)), i32(1)], {}),            # NaN/Inf in the rows
        Case(op, [x, i32([3])], {}),                            # axis out of range
        Case(op, [x, f32([1])], {}),                            # axes must be integers
        Case(op, [x, i32([1, 1])], {}),                         # repeated axis
    ]
    return cs


def reduction_family():
    cs = []
    for op in ["Sum", "Prod", "Mean", "Max", "Min", "EuclideanNorm"]:
        cs += _reduce_cases(op)
    for op in ["All", "Any"]:
        cs += _reduce_cases(op, dtypes=[BOOL, F32, I32], main=BOOL)
    seed("intwrap")
    cs.append(Case("Sum", [np.array([100, 100, -128], np.int8), i32(0)], {}))
    cs.append(Case("Mean", [np.array([[-7, 2], [5, 4]], np.int32), i32(1)], {}))
    cs.append(Case("Prod", [np.array([200, 2], np.uint8), i32(0)], {}))
    for op in ["ArgMax", "ArgMin"]:
        seed(op)
        cs += [Case(op, [vals(dt, (2, 3)), i32(1)], {}) for dt in ALL]
        x = vals(F32, (3, 4), special=False)
        cs += [
            Case(op, [x, i32(0)], {}),
            Case(op, [x, i64(-1)], {"output_type": I32}),
            Case(op, [np.array([1, 3, 3, 0, 3], np.int64), i32(0)], {}),  # ties: the first
            Case(op, [np.array([1.0, np.nan, 5.0, -np.inf], F32), i32(0)], {}),
            Case(op, [vals(F32, (3,)), i32(0)], {"output_type": I16}),
            Case(op, [vals(F32, (0, 3)), i32(1)], {}),
            Case(op, [vals(F32, (2, 0)), i32(1)], {}),                   # empty axis
            Case(op, [x, i32(2)], {}),
            Case(op, [vals(F32, ()), i32(0)], {}),
        ]
    for op in ["Cumsum", "Cumprod"]:
        seed(op)
        cs += [Case(op, [vals(dt, (2, 3), -2, 2), i32(1)], {}) for dt in ALL]
        x = vals(F32, (2, 3, 4), -2, 2, special=False)
        for ex in (False, True):
            for rev in (False, True):
                cs.append(Case(op, [x, i32(-1)], {"exclusive": ex, "reverse": rev}))
        cs += [Case(op, [x, i64(0)], {"reverse": True}),
               Case(op, [vals(F32, (0, 3)), i32(0)], {"exclusive": True}),
               Case(op, [vals(F32, (5,)), i32(0)], {}),
               Case(op, [np.array([100, 100, 100], np.int8), i32(0)], {}),
               Case(op, [x, i32(3)], {}),
               Case(op, [vals(F32, ()), i32(0)], {}),
               Case(op, [x, i32([0])], {})]
    return cs


def array_family():
    import tensorflow as tf
    cs = []
    seed("array")
    x = vals(F32, (2, 3, 4), special=False)
    cs += [Case("IdentityN", [vals(F32, (2,)), vals(I32, (3,)), vals(STR, (1,))], {}),
           Case("IdentityN", [vals(BOOL, ())], {}),
           Case("IdentityN", [vals(F16, (0, 2)), vals(C64, (2,))], {})]
    for dt in [F32, I64, BOOL, STR, BF16, U8]:
        v = vals(dt, (2, 2))
        cs.append(Case("Const", [], {"value": v, "dtype": dt}, ref=lambda v=v: tf.constant(v)))
    v = vals(F64, (0, 3))
    cs.append(Case("Const", [], {"value": v, "dtype": F64}, ref=lambda v=v: tf.constant(v)))
    v = f32([0.5, 2])  # a dtype attribute that does not match the value
    cs.append(Case("Const", [], {"value": v, "dtype": I32}, ref=lambda v=v: tf.constant(v.tolist(), dtype=tf.int32)))
    for dt in ALL:
        cs.append(Case("Shape", [vals(dt, (2, 0, 3))], {}))
    cs += [Case("Shape", [vals(F32, ())], {}), Case("Shape", [vals(F32, (4, 1))], {"out_type": I64}),
           Case("Shape", [vals(F32, (4, 1))], {"out_type": F32}),
           Case("Size", [x], {}), Case("Size", [vals(STR, (0, 2))], {"out_type": I64}),
           Case("Size", [vals(F32, ())], {}), Case("Size", [x], {"out_type": F32}),
           Case("Rank", [x], {}), Case("Rank", [vals(F32, ())], {}), Case("Rank", [vals(STR, (0,))], {})]
    for dt in ALL:
        cs.append(Case("Reshape", [vals(dt, (2, 3)), i32([3, -1])], {}))
    cs += [Case("Reshape", [x, i64([-1])], {}), Case("Reshape", [vals(F32, (1,)), i32([])], {}),
           Case("Reshape", [vals(F32, (0, 3)), i32([3, 0, 5])], {}),
           Case("Reshape", [x, i32([5, -1])], {}), Case("Reshape", [x, i32([-1, -1])], {}),
           Case("Reshape", [vals(F32, (0, 3)), i32([-1, 0])], {}), Case("Reshape", [x, i32([2, -3, 4])], {}),
           Case("Reshape", [x, f32([24])], {})]
    y = vals(F32, (1, 2, 1, 3), special=False)
    cs += [Case("Squeeze", [y], {}), Case("Squeeze", [y], {"squeeze_dims": [0, -2]}),
           Case("Squeeze", [vals(STR, (1, 1))], {}), Case("Squeeze", [vals(F32, (0, 1))], {}),
           Case("Squeeze", [y], {"squeeze_dims": [1]}), Case("Squeeze", [y], {"squeeze_dims": [4]})]
    cs += [Case("ExpandDims", [x, i32(0)], {}), Case("ExpandDims", [x, i64(-1)], {}),
           Case("ExpandDims", [vals(STR, ()), i32([0])], {}), Case("ExpandDims", [x, i32(4)], {}),
           Case("ExpandDims", [x, i32(-5)], {}), Case("ExpandDims", [x, i32([0, 1])], {})]
    for dt in ALL:
        cs.append(Case("Transpose", [vals(dt, (2, 3)), i32([1, 0])], {}))
    cs += [Case("Transpose", [x, i64([2, 0, 1])], {}), Case("Transpose", [x, i32([-1, 0, 1])], {}),
           Case("Transpose", [vals(F32, (0, 2)), i32([1, 0])], {}), Case("Transpose", [vals(F32, ()), i32([])], {}),
           Case("Transpose", [x, i32([0, 0, 1])], {}), Case("Transpose", [x, i32([0, 1])], {})]
    for dt in ALL:
        cs.append(Case("ConcatV2", [vals(dt, (2, 1)), vals(dt, (2, 2)), i32(1)], {}))
    cs += [Case("ConcatV2", [x, x, x, i32(-1)], {}), Case("ConcatV2", [vals(F32, (0, 3)), vals(F32, (2, 3)), i64(0)], {}),
           Case("ConcatV2", [x, i32(0)], {}),
           Case("ConcatV2", [vals(F32, (2, 3)), vals(F32, (3, 3)), i32(1)], {}),
           Case("ConcatV2", [vals(F32, (2, 3)), vals(I32, (2, 3)), i32(0)], {}),
           Case("ConcatV2", [vals(F32, (2, 3)), vals(F32, (2, 3)), i32(2)], {}),
           Case("ConcatV2", [vals(F32, ()), vals(F32, ()), i32(0)], {})]
    for dt in ALL:
        cs.append(Case("Pack", [vals(dt, (2,)), vals(dt, (2,))], {}))
    cs += [Case("Pack", [x, x], {"axis": -1}), Case("Pack", [vals(F32, ()), vals(F32, ()), vals(F32, ())], {}),
           Case("Pack", [vals(F32, (0, 2))], {"axis": 2}), Case("Pack", [vals(F32, (2,)), vals(F32, (3,))], {}),
           Case("Pack", [x], {"axis": 4})]
    for dt in ALL:
        cs.append(Case("Unpack", [vals(dt, (2, 3))], {"num": 2}))
    cs += [Case("Unpack", [x], {"num": 4, "axis": -1}), Case("Unpack", [x], {"num": 3, "axis": 1}),
           Case("Unpack", [vals(F32, (0, 2))], {"num": 2, "axis": 1}),
           Case("Unpack", [vals(F32, (3,))], {"num": 3}), Case("Unpack", [x], {"num": 3}),
           Case("Unpack", [x], {"num": 2, "axis": 3}), Case("Unpack", [vals(F32, ())], {"num": 1})]
    p = i32([[1, 0], [2, 3]])
    for dt in ALL:
        cs.append(Case("Pad", [vals(dt, (2, 3)), p], {}))
    cs += [Case("Pad", [x, i64([[0, 0], [1, 1], [0, 2]])], {}), Case("Pad", [vals(F32, (0, 2)), p], {}),
           Case("Pad", [vals(F32, ()), np.zeros((0, 2), np.int32)], {}), Case("Pad", [x, p], {}),
           Case("Pad", [vals(F32, (2, 3)), i32([[1, -1], [0, 0]])], {}),
           Case("PadV2", [vals(I32, (2, 3)), p, i32(7)], {}), Case("PadV2", [vals(F32, (2, 3)), p, f32(np.nan)], {}),
           Case("PadV2", [vals(STR, (2,)), i32([[1, 1]]), np.array(b"z", object)], {}),
           Case("PadV2", [vals(F32, (2, 3)), p, i32(1)], {}), Case("PadV2", [vals(F32, (2, 3)), p, f32([1])], {})]
    m = np.array([[1, 2], [0, 0], [3, 1]], np.int32)
    for mode in ["REFLECT", "SYMMETRIC"]:
        for dt in ALL:
            cs.append(Case("MirrorPad", [vals(dt, (4, 3)), i32([[1, 2], [0, 1]])], {"mode": mode}))
        cs += [Case("MirrorPad", [vals(F32, (4, 3, 2)), m], {"mode": mode}),
               Case("MirrorPad", [vals(F32, (4, 3)), i64([[0, 0], [2, 2]])], {"mode": mode}),
               Case("MirrorPad", [vals(F32, (2, 3)), i32([[3, 0], [0, 0]])], {"mode": mode}),
               Case("MirrorPad", [vals(F32, (2, 3)), i32([[0, 0]])], {"mode": mode})]
    cs.append(Case("MirrorPad", [vals(F32, (2, 3)), i32([[0, 0], [1, 1]])], {"mode": "EDGE"}))
    # StridedSlice
    z = vals(I32, (4, 5, 3), -50, 50, special=False)
    ss = lambda b, e, s, **m: Case("StridedSlice", [z, i32(b), i32(e), i32(s)], m)
    cs += [ss([1, 0], [3, 5], [1, 2]), ss([-1], [0], [-1]), ss([0, 1], [0, 2], [1, 1], begin_mask=1, shrink_axis_mask=2),
           ss([0, 0], [2, 2], [1, 1], ellipsis_mask=1), ss([0, 0, 1], [0, 0, 2], [1, 1, 1], new_axis_mask=2, begin_mask=1, end_mask=1),
           ss([5], [6], [1], shrink_axis_mask=1), ss([0], [4], [0]), ss([-10, 0], [10, 100], [3, -2]),
           ss([0, 0], [1, 1], [1, 1], ellipsis_mask=3),
           Case("StridedSlice", [vals(STR, (5,)), i32([1]), i32([4]), i32([2])], {}),
           Case("StridedSlice", [z, i64([1]), i64([3]), i64([1])], {})]
    cs += [Case("Slice", [z, i32([1, 0, 1]), i32([2, -1, 2])], {}), Case("Slice", [z, i64([0, 0, 0]), i64([0, 5, 3])], {}),
           Case("Slice", [vals(STR, (3,)), i32([1]), i32([2])], {}), Case("Slice", [z, i32([3, 0, 0]), i32([2, 1, 1])], {}),
           Case("Slice", [z, i32([0, 0]), i32([1, 1])], {}), Case("Slice", [z, i32([-1, 0, 0]), i32([1, 1, 1])], {})]
    for dt in ALL:
        cs.append(Case("Split", [i32(1), vals(dt, (2, 4))], {"num_split": 2}))
    cs += [Case("Split", [i32(-1), x], {"num_split": 4}), Case("Split", [i64(0), vals(F32, (0, 2))], {"num_split": 1}),
           Case("Split", [i32(0), x], {"num_split": 3}), Case("Split", [i32(3), x], {"num_split": 1})]
    for dt in ALL:
        cs.append(Case("SplitV", [vals(dt, (2, 5)), i32([2, 3]), i32(1)], {"num_split": 2}))
    sv = lambda v, sizes, axis: Case("SplitV", [v, sizes, axis], {"num_split": sizes.size})
    cs += [sv(x, i64([1, -1, 1]), i32(-1)), sv(x, i32([2]), i32(0)), sv(x, i32([0, 3, 0]), i32(1)),
           sv(x, i32([1, 1]), i32(1)), sv(x, i32([-1, -1, 2]), i32(2)), sv(x, i32([1, 1]), i32(3)),
           sv(vals(F32, (0, 3)), i32([0]), i32(0)), sv(x, i32([1, 1]), i32([0]))]
    # GatherV2, GatherNd
    for dt in ALL:
        cs.append(Case("GatherV2", [vals(dt, (4, 2)), i32([3, 0, 0]), i32(0)], {}))
    g = vals(F32, (3, 4, 2), special=False)
    cs += [Case("GatherV2", [g, i64([[1, 0], [2, 2]]), i32(-2)], {}),
           Case("GatherV2", [g, i32([[0, 3], [1, 1], [2, 0]]), i32(1)], {"batch_dims": 1}),
           Case("GatherV2", [g, i32([[1], [0], [1]]), i32(-1)], {"batch_dims": -1}),
           Case("GatherV2", [g, np.zeros((0,), np.int32), i32(0)], {}),
           Case("GatherV2", [g, i32([3]), i32(0)], {}), Case("GatherV2", [g, i32([-1]), i32(0)], {}),
           Case("GatherV2", [g, i32([0]), i32(3)], {}), Case("GatherV2", [g, f32([0]), i32(0)], {})]
    for dt in ALL:
        cs.append(Case("GatherNd", [vals(dt, (3, 2)), i32([[2, 1], [0, 0]])], {}))
    cs += [Case("GatherNd", [g, i64([[1], [0]])], {}), Case("GatherNd", [g, i32([[[1, 2]], [[0, 0]]])], {}),
           Case("GatherNd", [g, i32([[2, 3, 1]])], {}), Case("GatherNd", [g, np.zeros((0, 2), np.int32)], {}),
           Case("GatherNd", [g, np.zeros((2, 0), np.int32)], {}), Case("GatherNd", [g, i32([[3, 0]])], {}),
           Case("GatherNd", [g, i32([[0, 0, 0, 0]])], {}), Case("GatherNd", [g, i32([[0, -1]])], {}),
           Case("GatherNd", [vals(F32, (3,)), i32([0])], {})]
    # Fill, Range, LinSpace, Tile, BroadcastTo, ReverseV2, Roll, OneHot, Where, TopKV2, InvertPermutation
    for dt in ALL:
        cs.append(Case("Fill", [i32([2, 3]), vals(dt, (), special=False)], {}))
    cs += [Case("Fill", [i64([0, 2]), f32(1)], {}), Case("Fill", [i32([]), f32(np.nan)], {}),
           Case("Fill", [i32([-1, 2]), f32(1)], {}), Case("Fill", [i32([2]), f32([1, 2])], {}),
           Case("Fill", [f32([2]), f32(1)], {})]
    for dt in ALL:
        cs.append(Case("Range", [np.array(1).astype(dt) if dt != STR else vals(dt, ()),
                                 np.array(7).astype(dt) if dt != STR else vals(dt, ()),
                                 np.array(2).astype(dt) if dt != STR else vals(dt, ())], {}))
    cs += [Case("Range", [f32(1), f32(0), f32(-0.3)], {}), Case("Range", [i64(5), i64(5), i64(1)], {}),
           Case("Range", [f64(0.1), f64(1.0), f64(0.1)], {}), Case("Range", [i32(0), i32(10), i32(0)], {}),
           Case("Range", [i32(10), i32(0), i32(1)], {}), Case("Range", [i32(-3), i32(-10), i32(-3)], {}),
           Case("Range", [i32(0), i32(3), i64(1)], {})]
    for dt in FLOATS + [I32, I64, C64]:
        cs.append(Case("LinSpace", [np.array(-1).astype(dt), np.array(2).astype(dt), i32(5)], {}))
    cs += [Case("LinSpace", [f32(3), f32(-1), i64(1)], {}), Case("LinSpace", [f64(0), f64(1), i32(7)], {}),
           Case("LinSpace", [f32(0), f32(1), i32(0)], {}), Case("LinSpace", [f32([0]), f32(1), i32(3)], {}),
           Case("LinSpace", [f32(0), f64(1), i32(3)], {})]
    for dt in ALL:
        cs.append(Case("Tile", [vals(dt, (2, 1)), i32([1, 3])], {}))
    cs += [Case("Tile", [x, i64([2, 1, 0])], {}), Case("Tile", [vals(F32, ()), i32([])], {}),
           Case("Tile", [x, i32([1, 2])], {}), Case("Tile", [x, i32([1, -1, 1])], {})]
    for dt in ALL:
        cs.append(Case("BroadcastTo", [vals(dt, (3,)), i32([2, 3])], {}))
    cs += [Case("BroadcastTo", [vals(F32, (2, 1)), i64([4, 2, 5])], {}), Case("BroadcastTo", [vals(F32, ()), i32([0, 2])], {}),
           Case("BroadcastTo", [vals(F32, (1, 3)), i32([1, 3])], {}), Case("BroadcastTo", [vals(F32, (2, 3)), i32([3])], {}),
           Case("BroadcastTo", [vals(F32, (2, 3)), i32([4, 3])], {}),
           Case("BroadcastArgs", [i32([2, 1]), i32([4, 1, 3])], {}), Case("BroadcastArgs", [i64([]), i64([0, 2])], {}),
           Case("BroadcastArgs", [i32([2]), i32([3])], {})]
    for dt in ALL:
        cs.append(Case("ReverseV2", [vals(dt, (2, 3)), i32([1])], {}))
    cs += [Case("ReverseV2", [x, i64([0, -1])], {}), Case("ReverseV2", [x, i32([])], {}),
           Case("ReverseV2", [vals(F32, (0, 2)), i32([0])], {}), Case("ReverseV2", [x, i32([3])], {}),
           Case("ReverseV2", [x, i32([0, 0])], {})]
    for dt in ALL:
        cs.append(Case("Roll", [vals(dt, (2, 3)), i32(1), i32(1)], {}))
    cs += [Case("Roll", [x, i32([1, -5]), i32([0, 2])], {}), Case("Roll", [x, i64([2, 2]), i64([1, 1])], {}),
           Case("Roll", [vals(F32, (0, 3)), i32(1), i32(1)], {}), Case("Roll", [x, i32(1), i32(3)], {}),
           Case("Roll", [x, i32([1, 2]), i32([0])], {})]
    for dt in [U8, I8, I32, I64]:
        cs.append(Case("OneHot", [np.array([0, 2, -1, 5], dt) if dt != U8 else np.array([0, 2, 1, 5], dt),
                                  i32(3), f32(1), f32(0)], {}))
    for dt in ALL:
        cs.append(Case("OneHot", [i32([1, 0]), i32(2), vals(dt, (), special=False), vals(dt, (), special=False)], {}))
    oh = i64([[0, 2], [1, -1]])
    cs += [Case("OneHot", [oh, i32(3), f32(5), f32(-1)], {"axis": 0}), Case("OneHot", [oh, i32(3), f32(5), f32(-1)], {"axis": 1}),
           Case("OneHot", [np.zeros((0,), np.int32), i32(4), f32(1), f32(0)], {}),
           Case("OneHot", [oh, i32(0), f32(1), f32(0)], {}), Case("OneHot", [oh, i32(-1), f32(1), f32(0)], {}),
           Case("OneHot", [oh, i32(3), f32(1), f32(0)], {"axis": -2}),
           Case("OneHot", [oh, i32(3), f32(1), f64(0)], {}), Case("OneHot", [oh, i32(3), f32([1]), f32(0)], {})]
    for dt in ALL:
        cs.append(Case("Where", [vals(dt, (2, 3), -1, 1)], {}))
    cs += [Case("Where", [vals(BOOL, ())], {}), Case("Where", [vals(BOOL, (0, 3))], {}),
           Case("Where", [vals(BOOL, (2, 2, 2))], {}), Case("Where", [np.zeros((3,), bool)], {})]
    for dt in ALL:
        cs.append(Case("TopKV2", [vals(dt, (2, 4), special=False), i32(2)], {}))
    cs += [Case("TopKV2", [np.array([3, 1, 3, 2, 3, 0], np.float32), i32(4)], {}),
           Case("TopKV2", [vals(F32, (2, 5), special=False), i32(5)], {"sorted": True}),
           Case("TopKV2", [vals(F32, (3,), special=False), i64(0)], {}),
           Case("TopKV2", [vals(F32, (0, 3), special=False), i32(2)], {}),
           Case("TopKV2", [vals(F32, (2, 3), special=False), i32(4)], {}),
           Case("TopKV2", [vals(F32, (2, 3), special=False), i32(-1)], {}),
           Case("TopKV2", [vals(F32, (), special=False), i32(1)], {}),
           Case("TopKV2", [vals(I32, (5,), special=True), i16(2)], {"index_type": I64})]
    for dt in [I32, I64]:
        cs.append(Case("InvertPermutation", [np.array([2, 0, 3, 1], dt)], {}))
    cs += [Case("InvertPermutation", [i32([])], {}), Case("InvertPermutation", [i32([0, 0])], {}),
           Case("InvertPermutation", [i32([0, 2])], {}), Case("InvertPermutation", [i32([[0]])], {}),
           Case("InvertPermutation", [f32([0])], {})]
    return cs


def i16(v):
    return np.array(v, dtype=np.int16)


def f64(v):
    return np.array(v, dtype=np.float64)


def _bp_dilated(attrs, dilations, op="Conv2DBackpropInput"):
    """A transposed convolution (Conv2DBackpropInput, Conv3DBackpropInputV2) with dilations, as
    TF's graphs run it (oneDNN's kernel; the eager reference kernel rejects dilations): the
    undilated op on the filter with zeros between its taps, the same transposed convolution."""
    import tensorflow as tf

    def ref(sizes, f, dy):
        k = f.shape[:len(dilations)]
        spread = np.zeros(tuple((n - 1) * d + 1 for n, d in zip(k, dilations)) + tuple(f.shape[len(k):]),
                          f.dtype.as_numpy_dtype)
        spread[tuple(slice(None, None, d) for d in dilations)] = f.numpy()
        return getattr(tf.raw_ops, op)(input_sizes=sizes, filter=tf.constant(spread), out_backprop=dy, **attrs)
    return ref


def _bp_nchw(attrs):
    """Conv2DBackpropInput on NCHW, as TF's graphs run it (oneDNN's kernel; the eager reference
    kernel takes NHWC only): the NHWC op between transposes."""
    import tensorflow as tf

    def hw(v):
        return [v[0], v[2], v[3], v[1]]

    def ref(sizes, f, dy):
        nhwc = dict(attrs, strides=hw(attrs["strides"]))
        if "dilations" in attrs:
            nhwc["dilations"] = hw(attrs["dilations"])
        dx = tf.raw_ops.Conv2DBackpropInput(input_sizes=hw(sizes.numpy().tolist()), filter=f,
                                            out_backprop=tf.transpose(dy, [0, 2, 3, 1]), **nhwc)
        return tf.transpose(dx, [0, 3, 1, 2])
    return ref


def _ncdhw(op, attrs, dilations=None):
    """A 3-D op (Conv3D, MaxPool3D, AvgPool3D, Conv3DBackpropInputV2) on NCDHW, as TF's graphs
    run it (oneDNN's kernels; the eager reference kernels take NDHWC only): the NDHWC op between
    transposes, with strides and ksize reordered. `attrs` without data_format; `dilations` (D,
    H, W) of a Conv3DBackpropInputV2, computed as `_bp_dilated` does."""
    import tensorflow as tf

    def dhw(v):
        return [v[0], v[2], v[3], v[4], v[1]]

    nd = {k: dhw(v) if k in ("strides", "ksize", "dilations") else v for k, v in attrs.items()}
    fn = _bp_dilated(nd, dilations, op) if dilations else \
        lambda sizes, f, dy: getattr(tf.raw_ops, op)(input_sizes=sizes, filter=f, out_backprop=dy, **nd)

    def ref(*xs):
        if op == "Conv3DBackpropInputV2":
            sizes, f, dy = xs
            y = fn(tf.constant(dhw(sizes.numpy().tolist()), sizes.dtype), f, tf.transpose(dy, [0, 2, 3, 4, 1]))
        else:
            extra = {"filter": xs[1]} if op == "Conv3D" else {}
            y = getattr(tf.raw_ops, op)(input=tf.transpose(xs[0], [0, 2, 3, 4, 1]), **extra, **nd)
        return tf.transpose(y, [0, 4, 1, 2, 3])
    return ref


def nn_family():
    import tensorflow as tf
    cs = []
    seed("nn")
    r = lambda *s, dt=F32: vals(dt, s, -2, 2, special=False)
    for dt in ALL:
        cs.append(Case("MatMul", [vals(dt, (2, 3), -2, 2, special=False), vals(dt, (3, 2), -2, 2, special=False)], {}))
    cs += [Case("MatMul", [r(3, 2), r(3, 4)], {"transpose_a": True}),
           Case("MatMul", [r(2, 3), r(4, 3)], {"transpose_b": True}),
           Case("MatMul", [r(0, 3), r(3, 2)], {}), Case("MatMul", [r(2, 0), r(0, 2)], {}),
           Case("MatMul", [vals(F32, (2, 5)), r(5, 2)], {}),
           Case("MatMul", [r(2, 3), r(2, 3)], {}), Case("MatMul", [r(3), r(3, 2)], {})]
    for dt in ALL:
        cs.append(Case("BatchMatMulV2", [vals(dt, (2, 2, 3), -2, 2, special=False), vals(dt, (3, 2), -2, 2, special=False)], {}))
    cs += [Case("BatchMatMulV2", [r(2, 1, 2, 3), r(3, 3, 4)], {}),
           Case("BatchMatMulV2", [r(2, 3, 2), r(4, 3)], {"adj_x": True, "adj_y": True}),
           Case("BatchMatMulV2", [vals(C64, (2, 3, 2)), vals(C64, (2, 3, 2))], {"adj_x": True}),
           Case("BatchMatMulV2", [r(0, 2, 3), r(3, 1)], {}),
           Case("BatchMatMulV2", [r(2, 2, 3), r(3, 2, 3)], {}), Case("BatchMatMulV2", [r(3), r(3, 2)], {})]
    for dt in ALL:
        cs.append(Case("BiasAdd", [vals(dt, (2, 3), -2, 2), vals(dt, (3,), -2, 2, special=False)], {}))
    cs += [Case("BiasAdd", [r(2, 3, 4, 5), r(3)], {"data_format": "NCHW"}), Case("BiasAdd", [r(0, 4), r(4)], {}),
           Case("BiasAdd", [r(2, 3), r(2)], {}), Case("BiasAdd", [r(3), r(3)], {}),
           Case("BiasAdd", [r(2, 3, 4), r(3)], {"data_format": "NCHW"})]
    for op in ["Softmax", "LogSoftmax"]:
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (2, 5))], {}))
        cs += [Case(op, [np.array([[1000, 0, -1000], [-np.inf, 0, 1]], F32)], {}), Case(op, [r(0, 3)], {}),
               Case(op, [r(2, 3, 4)], {}), Case(op, [r(3, 0)], {}), Case(op, [r()], {})]
    conv = {"strides": [1, 1, 1, 1], "padding": "SAME"}
    for dt in ALL:
        cs.append(Case("Conv2D", [vals(dt, (1, 4, 4, 2), -2, 2, special=False), vals(dt, (3, 3, 2, 3), -2, 2, special=False)], conv))
    cs += [Case("Conv2D", [r(2, 5, 6, 3), r(3, 2, 3, 4)], {"strides": [1, 2, 2, 1], "padding": "VALID"}),
           Case("Conv2D", [r(1, 7, 7, 2), r(3, 3, 2, 2)], {"strides": [1, 1, 1, 1], "padding": "SAME", "dilations": [1, 2, 2, 1]}),
           Case("Conv2D", [r(1, 4, 5, 1), r(2, 3, 1, 2)], {"strides": [1, 1, 1, 1], "padding": "EXPLICIT",
                                                          "explicit_paddings": [0, 0, 1, 2, 0, 1, 0, 0]}),
           Case("Conv2D", [r(1, 5, 5, 2), r(3, 3, 2, 3)], {"strides": [1, 2, 2, 1], "padding": "SAME"}),
           Case("Conv2D", [r(1, 4, 4, 4), r(3, 3, 2, 4)], conv),                      # grouped convolution
           Case("Conv2D", [r(1, 4, 4, 2), r(3, 3, 3, 4)], conv),
           Case("Conv2D", [r(1, 4, 4), r(3, 3, 2, 4)], conv),
           Case("Conv2D", [r(1, 4, 4, 2), r(3, 3, 2, 4)], {"strides": [2, 1, 1, 1], "padding": "SAME"})]
    for dt in ALL:
        cs.append(Case("DepthwiseConv2dNative", [vals(dt, (1, 4, 4, 2), -2, 2, special=False),
                                                 vals(dt, (2, 2, 2, 2), -2, 2, special=False)], conv))
    cs += [Case("DepthwiseConv2dNative", [r(2, 6, 5, 3), r(3, 3, 3, 1)], {"strides": [1, 2, 2, 1], "padding": "VALID"}),
           Case("DepthwiseConv2dNative", [r(1, 5, 5, 2), r(3, 3, 2, 2)], dict(conv, dilations=[1, 2, 2, 1])),
           Case("DepthwiseConv2dNative", [r(1, 4, 4, 2), r(3, 3, 3, 1)], conv)]
    for op in ["MaxPool", "AvgPool"]:
        pool = {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"}
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (1, 4, 4, 2))], pool))
        cs += [Case(op, [r(2, 5, 5, 3)], {"ksize": [1, 3, 3, 1], "strides": [1, 2, 2, 1], "padding": "SAME"}),
               Case(op, [r(1, 3, 4, 1)], {"ksize": [1, 2, 3, 1], "strides": [1, 1, 1, 1], "padding": "VALID"}),
               Case(op, [r(1, 2, 4, 4)], {"ksize": [1, 1, 2, 2], "strides": [1, 1, 2, 2], "padding": "VALID",
                                          "data_format": "NCHW"}),
               Case(op, [r(1, 4, 4)], pool), Case(op, [r(1, 1, 1, 1)], pool),
               Case(op, [r(1, 4, 4, 1)], {"ksize": [2, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"})]
    bn = lambda dt, c=3: [vals(dt, (2, 2, 2, c), -2, 2, special=False), r(c), r(c), r(c), np.abs(r(c)) + 0.5]
    # In inference TF's CPU kernel leaves the reserve spaces uninitialised.
    infer = (3, 4, 5)
    for dt in ALL:
        cs.append(Case("FusedBatchNormV3", bn(dt), {"is_training": False, "epsilon": 0.001}, unspecified=infer))
    cs += [Case("FusedBatchNormV3", bn(F32), {"is_training": True}),
           Case("FusedBatchNormV3", bn(F32), {"is_training": False, "data_format": "NCHW"}, unspecified=infer),
           Case("FusedBatchNormV3", [vals(F32, (2, 3, 2, 2), -2, 2, special=False), r(3), r(3), r(0), r(0)],
                {"is_training": True, "data_format": "NCHW"}),
           Case("FusedBatchNormV3", bn(F32, 3)[:1] + [r(4)] + bn(F32, 3)[2:], {"is_training": False})]
    # _FusedMatMul / _FusedConv2D are not in tf.raw_ops: their reference is the unfused TF ops.
    acts = {"Relu": tf.nn.relu, "Relu6": tf.nn.relu6, "Elu": tf.nn.elu, "Tanh": tf.tanh, "Sigmoid": tf.sigmoid,
            "LeakyRelu": lambda v: tf.nn.leaky_relu(v, 0.2), "GeluExact": lambda v: tf.nn.gelu(v, approximate=False),
            "GeluApproximate": lambda v: tf.nn.gelu(v, approximate=True)}
    for act in [None] + list(acts):
        ops = ["BiasAdd"] + ([act] if act else [])
        a, b_, bias = r(2, 3), r(3, 4), r(4)
        cs.append(Case("_FusedMatMul", [a, b_, bias], {"fused_ops": ops, "num_args": 1},
                       ref=lambda a, b, c, f=acts.get(act): (f or tf.identity)(tf.nn.bias_add(tf.matmul(a, b), c))))
        cs.append(Case("_FusedConv2D", [r(1, 4, 4, 2), r(3, 3, 2, 3), r(3)], dict(conv, fused_ops=ops, num_args=1),
                       ref=lambda x, w, c, f=acts.get(act): (f or tf.identity)(
                           tf.nn.bias_add(tf.nn.conv2d(x, w, [1, 1, 1, 1], "SAME"), c))))
    cs.append(Case("_FusedMatMul", [r(2, 3), r(4, 3), r(4), r(2, 4)],
                   {"fused_ops": ["BiasAdd", "Add", "Relu"], "num_args": 2, "transpose_b": True},
                   ref=lambda a, b, c, d: tf.nn.relu(tf.matmul(a, b, transpose_b=True) + c + d)))
    cs.append(Case("_FusedConv2D", [r(1, 4, 4, 2), r(1, 1, 2, 3), r(3), r(3), r(3), np.abs(r(3)) + 0.5],
                   dict(conv, fused_ops=["FusedBatchNorm", "Relu"], num_args=4, epsilon=0.001),
                   ref=lambda x, w, s, o, m, v: tf.nn.relu(
                       (tf.nn.conv2d(x, w, [1, 1, 1, 1], "SAME") - m) * s / tf.sqrt(v + 0.001) + o)))
    cs.append(Case("_FusedMatMul", [r(2, 3), r(3, 4), r(5)], {"fused_ops": ["BiasAdd"], "num_args": 1},
                   ref=lambda a, b, c: tf.nn.bias_add(tf.matmul(a, b), c)))
    cs.append(Case("_FusedConv2D", [r(1, 4, 4, 2), r(3, 3, 2, 3), r(2)], dict(conv, fused_ops=["BiasAdd"], num_args=1),
                   ref=lambda x, w, c: tf.nn.bias_add(tf.nn.conv2d(x, w, [1, 1, 1, 1], "SAME"), c)))
    return cs + nn_more_cases()


def nn_more_cases():
    """The fourth phase's nn cases (appended: the earlier cases keep their ids and inputs)."""
    import tensorflow as tf
    cs = []
    seed("nn4")
    r = lambda *s, dt=F32: vals(dt, s, -2, 2, special=False)
    nan, inf = np.nan, np.inf
    conv = {"strides": [1, 1, 1, 1], "padding": "SAME"}
    # Grouped Conv2D (Keras groups=; ConvNeXt's depthwise 7x7 as a Conv2D).
    cs += [Case("Conv2D", [r(1, 6, 6, 4), r(3, 3, 1, 4)], conv),
           Case("Conv2D", [r(2, 5, 4, 6), r(2, 2, 3, 4)], {"strides": [1, 2, 1, 1], "padding": "VALID"}),
           Case("Conv2D", [r(1, 9, 9, 3), r(7, 7, 1, 3)], {"strides": [1, 1, 1, 1], "padding": "SAME",
                                                           "dilations": [1, 2, 1, 1]}),
           Case("Conv2D", [r(1, 4, 4, 4, dt=F64), r(3, 3, 2, 6, dt=F64)], conv),
           Case("Conv2D", [r(1, 4, 4, 4), r(3, 3, 2, 3)], conv)]            # O not a multiple of groups
    # MaxPool: NaN, -inf and all-NaN windows, per float type; padding.
    for dt in FLOATS:
        x = np.array([[-inf, -inf, nan, nan], [-inf, -inf, nan, nan], [nan, 3, nan, -2], [1, nan, -inf, nan]])
        cs.append(Case("MaxPool", [x.reshape(1, 4, 4, 1).astype(dt)],
                       {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"}))
        cs.append(Case("MaxPool", [x.reshape(1, 4, 4, 1).astype(dt)],
                       {"ksize": [1, 3, 3, 1], "strides": [1, 1, 1, 1], "padding": "SAME"}))
    cs.append(Case("MaxPool", [np.array([-1e300, -1e300, 2, nan], F64).reshape(1, 2, 2, 1)],
                   {"ksize": [1, 1, 1, 1], "strides": [1, 1, 1, 1], "padding": "VALID"}))
    cs.append(Case("DepthwiseConv2dNative", [r(1, 4, 5, 2), r(2, 3, 2, 2)],
                   {"strides": [1, 1, 1, 1], "padding": "EXPLICIT", "explicit_paddings": [0, 0, 1, 2, 0, 1, 0, 0]}))
    # BatchMatMul (v1: no broadcasting), BatchMatMulV3 (Ta, Tb, Tout).
    for dt in [F32, F64, I32, I16, C64, I8]:
        cs.append(Case("BatchMatMul", [vals(dt, (2, 2, 3), -2, 2, special=False), vals(dt, (2, 3, 2), -2, 2, special=False)], {}))
    cs += [Case("BatchMatMul", [r(2, 3, 2), r(2, 3, 4)], {"adj_x": True}),
           Case("BatchMatMul", [r(2, 2, 3), r(1, 3, 2)], {}), Case("BatchMatMul", [r(0, 2, 3), r(0, 3, 1)], {})]
    for ta, tb, tout in [(F32, F32, F32), (BF16, BF16, BF16), (I8, I8, I32), (U8, I8, I32), (I8, BF16, BF16),
                         (I64, I64, I64), (C128, C128, C128), (F32, F32, F64), (U16, U16, U16), (F32, F64, F64)]:
        cs.append(Case("BatchMatMulV3", [vals(ta, (2, 2, 3), -2, 2, special=False), vals(tb, (3, 4), -2, 2, special=False)],
                       {"Tout": tout}))
    cs.append(Case("BatchMatMulV3", [r(2, 3, 2), r(2, 4, 3)], {"Tout": F32, "adj_x": True, "adj_y": True}))
    # Conv2DBackpropInput: every padding, strides, dilations, 2-element input_sizes.
    bp = "Conv2DBackpropInput"
    for dt in ALL:
        cs.append(Case(bp, [i32([1, 4, 4, 2]), vals(dt, (3, 3, 2, 3), -2, 2, special=False),
                            vals(dt, (1, 4, 4, 3), -2, 2, special=False)], conv))
    cs += [Case(bp, [i32([2, 7, 6, 3]), r(3, 2, 3, 4), r(2, 3, 3, 4)], {"strides": [1, 2, 2, 1], "padding": "VALID"}),
           Case(bp, [i32([1, 6, 6, 2]), r(3, 3, 2, 2), r(1, 3, 3, 2)], {"strides": [1, 2, 2, 1], "padding": "SAME"}),
           Case(bp, [i32([1, 5, 5, 2]), r(3, 3, 2, 2), r(1, 3, 3, 2)], {"strides": [1, 2, 2, 1], "padding": "SAME"}),
           Case(bp, [i32([1, 7, 7, 1]), r(3, 3, 1, 2), r(1, 7, 7, 2)], dict(conv, dilations=[1, 2, 2, 1]),
                ref=_bp_dilated(conv, (2, 2))),
           Case(bp, [i32([1, 4, 5, 1]), r(2, 3, 1, 2), r(1, 6, 6, 2)],
                {"strides": [1, 1, 1, 1], "padding": "EXPLICIT", "explicit_paddings": [0, 0, 1, 2, 0, 1, 0, 0]}),
           Case(bp, [i32([1, 2, 5, 5]), r(3, 3, 2, 3), r(1, 3, 3, 3)],
                {"strides": [1, 1, 2, 2], "padding": "SAME", "data_format": "NCHW"},
                ref=_bp_nchw({"strides": [1, 1, 2, 2], "padding": "SAME"})),
           Case(bp, [i32([5, 5]), r(3, 3, 2, 3), r(1, 3, 3, 3)], {"strides": [1, 2, 2, 1], "padding": "SAME"}),
           Case(bp, [i64([1, 4, 4, 2]), r(3, 3, 2, 3), r(1, 4, 4, 3)], conv),
           Case(bp, [i32([1, 4, 4, 2]), r(3, 3, 2, 3), r(1, 3, 3, 3)], conv),           # out_backprop mismatch
           Case(bp, [i32([1, 4, 4, 3]), r(3, 3, 2, 3), r(1, 4, 4, 3)], conv),           # depth mismatch
           Case(bp, [i32([1, 4, 4]), r(3, 3, 2, 3), r(1, 4, 4, 3)], conv)]
    # Conv3D, MaxPool3D, AvgPool3D (NDHWC).
    c3 = {"strides": [1, 1, 1, 1, 1], "padding": "SAME"}
    for dt in ALL:
        cs.append(Case("Conv3D", [vals(dt, (1, 3, 4, 4, 2), -2, 2, special=False),
                                  vals(dt, (2, 3, 3, 2, 3), -2, 2, special=False)], c3))
    cs += [Case("Conv3D", [r(2, 5, 4, 6, 3), r(3, 2, 3, 3, 2)], {"strides": [1, 2, 1, 2, 1], "padding": "VALID"}),
           Case("Conv3D", [r(1, 4, 4, 4, 1), r(2, 2, 2, 1, 2)], dict(c3, dilations=[1, 2, 2, 2, 1])),
           Case("Conv3D", [r(1, 2, 4, 4, 2), r(1, 3, 3, 2, 2)], dict(c3, data_format="NCDHW"), ref=_ncdhw("Conv3D", c3)),
           Case("Conv3D", [r(1, 3, 4, 4, 4), r(1, 3, 3, 2, 2)], c3),
           Case("Conv3D", [r(0, 3, 4, 4, 2), r(1, 3, 3, 2, 2)], c3),
           Case("Conv3D", [r(1, 4, 4, 2), r(1, 3, 3, 2, 2)], c3)]
    for op in ["MaxPool3D", "AvgPool3D"]:
        p3 = {"ksize": [1, 2, 2, 2, 1], "strides": [1, 2, 2, 2, 1], "padding": "VALID"}
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (1, 2, 4, 4, 2))], p3))
        cs += [Case(op, [r(2, 3, 5, 5, 2)], {"ksize": [1, 2, 3, 3, 1], "strides": [1, 1, 2, 2, 1], "padding": "SAME"}),
               Case(op, [r(1, 4, 4, 4, 1)], dict(p3, data_format="NCDHW"), ref=_ncdhw(op, p3)),   # a C window
               Case(op, [r(1, 4, 4, 4)], p3), Case(op, [r(1, 4, 4, 4, 1)], dict(p3, ksize=[2, 2, 2, 2, 1]))]
    # FusedBatchNorm V1 / V2.
    bn = lambda dt, c=3: [vals(dt, (2, 2, 2, c), -2, 2, special=False), r(c), r(c), r(c), np.abs(r(c)) + 0.5]
    for op in ["FusedBatchNorm", "FusedBatchNormV2"]:
        for dt in FLOATS + [I32]:
            cs.append(Case(op, bn(dt), {"is_training": False, "epsilon": 0.001}, unspecified=(3, 4)))
        cs += [Case(op, bn(F32), {"is_training": True}),
               Case(op, bn(F32), {"is_training": False, "data_format": "NCHW"}, unspecified=(3, 4)),
               Case(op, bn(F32, 3)[:1] + [r(4)] + bn(F32, 3)[2:], {"is_training": False})]
    # BiasAddV1.
    for dt in ALL:
        cs.append(Case("BiasAddV1", [vals(dt, (2, 3), -2, 2), vals(dt, (3,), -2, 2, special=False)], {}))
    cs += [Case("BiasAddV1", [r(2, 3, 4, 5), r(5)], {}), Case("BiasAddV1", [r(2, 3), r(2)], {})]
    # LRN.
    for dt in FLOATS:
        cs.append(Case("LRN", [vals(dt, (1, 2, 2, 7), -2, 2, special=False)], {}))
    cs += [Case("LRN", [r(2, 3, 3, 8)], {"depth_radius": 2, "bias": 2.0, "alpha": 1e-4, "beta": 0.75}),
           Case("LRN", [r(1, 2, 2, 3)], {"depth_radius": 0, "beta": 1.0}),
           Case("LRN", [vals(F32, (1, 1, 2, 6))], {"depth_radius": 1}),
           Case("LRN", [r(2, 3, 8)], {}), Case("LRN", [r(1, 2, 2, 3)], {"depth_radius": -1})]
    # ExtractImagePatches.
    ep = {"ksizes": [1, 2, 2, 1], "strides": [1, 1, 1, 1], "rates": [1, 1, 1, 1], "padding": "VALID"}
    for dt in ALL:
        cs.append(Case("ExtractImagePatches", [vals(dt, (1, 3, 3, 2))], ep))
    cs += [Case("ExtractImagePatches", [r(2, 5, 6, 3)], {"ksizes": [1, 3, 2, 1], "strides": [1, 2, 3, 1],
                                                         "rates": [1, 1, 2, 1], "padding": "SAME"}),
           Case("ExtractImagePatches", [r(1, 4, 4, 1)], dict(ep, ksizes=[2, 2, 2, 1])),
           Case("ExtractImagePatches", [r(1, 4, 4)], ep)]
    # MaxPoolV2 (ksize and strides operands).
    for dt in FLOATS + [I32, U32]:
        cs.append(Case("MaxPoolV2", [vals(dt, (1, 4, 4, 2)), i32([1, 2, 2, 1]), i32([1, 2, 2, 1])], {"padding": "VALID"}))
    cs += [Case("MaxPoolV2", [r(2, 5, 5, 3), i32([1, 3, 3, 1]), i32([1, 2, 2, 1])], {"padding": "SAME"}),
           Case("MaxPoolV2", [r(1, 4, 4, 1), i32([1, 2, 2]), i32([1, 2, 2, 1])], {"padding": "SAME"})]
    # MaxPoolWithArgmax.
    for dt in FLOATS + [I32, U8, U64]:
        cs.append(Case("MaxPoolWithArgmax", [vals(dt, (2, 4, 4, 2))], {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1],
                                                                        "padding": "VALID"}))
    cs += [Case("MaxPoolWithArgmax", [r(2, 5, 5, 3)], {"ksize": [1, 3, 3, 1], "strides": [1, 2, 2, 1], "padding": "SAME",
                                                        "include_batch_in_index": True, "Targmax": I32}),
           Case("MaxPoolWithArgmax", [np.array([2, 2, 1, 2, nan, nan, nan, 5, nan], F32).reshape(1, 3, 3, 1)],
                {"ksize": [1, 2, 2, 1], "strides": [1, 1, 1, 1], "padding": "SAME"}),
           Case("MaxPoolWithArgmax", [r(1, 4, 4)], {"ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"})]
    # Dilation2D.
    for dt in FLOATS + [I32, U8, I64]:
        cs.append(Case("Dilation2D", [vals(dt, (1, 4, 4, 2), -2, 2, special=False), vals(dt, (2, 2, 2), -2, 2, special=False)],
                       {"strides": [1, 1, 1, 1], "rates": [1, 1, 1, 1], "padding": "SAME"}))
    cs += [Case("Dilation2D", [r(2, 6, 5, 3), r(3, 2, 3)], {"strides": [1, 2, 1, 1], "rates": [1, 1, 2, 1], "padding": "VALID"}),
           Case("Dilation2D", [vals(F32, (1, 3, 3, 1)), r(2, 2, 1)], {"strides": [1, 1, 1, 1], "rates": [1, 1, 1, 1],
                                                                      "padding": "SAME"}),
           Case("Dilation2D", [r(1, 4, 4, 2), r(2, 2, 3)], {"strides": [1, 1, 1, 1], "rates": [1, 1, 1, 1], "padding": "SAME"})]
    # _FusedDepthwiseConv2dNative (tf-fuse-kernels' depthwise contraction; not in tf.raw_ops):
    # its reference is the unfused TF ops.
    dw = lambda x, w, c, f=tf.identity, s=(1, 1, 1, 1), p="SAME": f(
        tf.nn.bias_add(tf.nn.depthwise_conv2d(x, w, list(s), p), c))
    swish = lambda v: v * tf.sigmoid(v)
    for ops, f in [(["BiasAdd"], tf.identity), (["BiasAdd", "Relu6"], tf.nn.relu6),
                   (["BiasAdd", "_MklSwish"], swish), (["BiasAdd", "Relu"], tf.nn.relu)]:
        cs.append(Case("_FusedDepthwiseConv2dNative", [r(1, 5, 5, 3), r(3, 3, 3, 1), r(3)],
                       dict(conv, fused_ops=ops, num_args=1), ref=lambda x, w, c, f=f: dw(x, w, c, f)))
    cs += [Case("_FusedDepthwiseConv2dNative", [r(2, 6, 5, 2), r(3, 3, 2, 2), r(4)],
                {"strides": [1, 2, 2, 1], "padding": "VALID", "fused_ops": ["BiasAdd", "Relu6"], "num_args": 1},
                ref=lambda x, w, c: dw(x, w, c, tf.nn.relu6, (1, 2, 2, 1), "VALID")),
           Case("_FusedDepthwiseConv2dNative", [r(1, 4, 4, 3), r(3, 3, 3, 1), r(4)],   # bias size 4, 3 channels
                dict(conv, fused_ops=["BiasAdd"], num_args=1), ref=lambda x, w, c: dw(x, w, c))]
    return cs + nn_xent_cases()


def nn_xent_cases():
    """SoftmaxCrossEntropyWithLogits (dense labels, broadcast) and the sparse form."""
    cs = []
    seed("SoftmaxCrossEntropyWithLogits")
    probs = lambda *s: np.abs(vals(F32, s, 0, 4, special=False)) / 4  # noqa: E731
    for dt in ALL:
        cs.append(Case("SoftmaxCrossEntropyWithLogits", [vals(dt, (2, 4), special=False),
                                                         probs(2, 4).astype(dt) if dt != STR else vals(dt, (2, 4))], {}))
    x = vals(F32, (3, 5), -6, 6, special=False)
    cs += [Case("SoftmaxCrossEntropyWithLogits", [x, probs(1, 5)], {}),
           Case("SoftmaxCrossEntropyWithLogits", [x, probs(5)], {}),
           Case("SoftmaxCrossEntropyWithLogits", [f32([[1e4, 0, -1e4], [np.inf, 0, 1], [np.nan, 0, 1]]), probs(3, 3)], {}),
           Case("SoftmaxCrossEntropyWithLogits", [np.zeros((0, 3), np.float32), np.zeros((0, 3), np.float32)], {}),
           Case("SoftmaxCrossEntropyWithLogits", [x, probs(3, 4)], {}),
           Case("SoftmaxCrossEntropyWithLogits", [x[0], probs(5)], {}),
           Case("SoftmaxCrossEntropyWithLogits", [x.reshape(3, 5, 1), probs(3, 5, 1)], {}),
           Case("SoftmaxCrossEntropyWithLogits", [x, probs(3, 5).astype(F64)], {})]
    seed("SparseSoftmaxCrossEntropyWithLogits")
    for dt in ALL:
        cs.append(Case("SparseSoftmaxCrossEntropyWithLogits", [vals(dt, (3, 4), special=False), i32([0, 3, 1])], {}))
    cs += [Case("SparseSoftmaxCrossEntropyWithLogits", [x, i64([4, 0, 2])], {}),
           Case("SparseSoftmaxCrossEntropyWithLogits", [f32([[1e4, 0, -1e4], [-np.inf, 0, 1]]), i32([2, 0])], {}),
           Case("SparseSoftmaxCrossEntropyWithLogits", [np.zeros((0, 3), np.float32), i32([])], {}),
           Case("SparseSoftmaxCrossEntropyWithLogits", [x, i32([0, 5, 1])], {}),
           Case("SparseSoftmaxCrossEntropyWithLogits", [x, i32([0, -1, 1])], {}),
           Case("SparseSoftmaxCrossEntropyWithLogits", [x, i32([0, 1])], {}),
           Case("SparseSoftmaxCrossEntropyWithLogits", [x[0], i32([0])], {}),
           Case("SparseSoftmaxCrossEntropyWithLogits", [x, f32([0, 1, 2])], {})]
    return cs + nn_conv3d_transpose_cases()


def nn_conv3d_transpose_cases():
    """Conv3DBackpropInputV2 (Keras Conv3DTranspose): NDHWC, SAME/VALID, strides."""
    cs = []
    seed("Conv3DBackpropInputV2")
    r = lambda *s, dt=F32: vals(dt, s, -2, 2, special=False)  # noqa: E731
    bp = lambda sizes, f, dy, strides=(1, 1, 1, 1, 1), padding="VALID", **a: Case(  # noqa: E731
        "Conv3DBackpropInputV2", [sizes, f, dy], dict(strides=list(strides), padding=padding, **a))
    for dt in FLOATS:
        cs.append(bp(i32([1, 3, 4, 4, 2]), r(2, 2, 3, 2, 3, dt=dt), r(1, 2, 3, 2, 3, dt=dt)))
    s2 = (1, 2, 2, 2, 1)
    cs += [bp(i32([2, 4, 6, 6, 3]), r(3, 3, 3, 3, 4), r(2, 2, 3, 3, 4), s2, "SAME"),           # Keras strides=2
           bp(i32([1, 5, 7, 6, 2]), r(3, 2, 3, 2, 2), r(1, 3, 4, 3, 2), s2, "SAME"),           # odd sizes
           bp(i64([1, 7, 5, 8, 2]), r(3, 1, 2, 2, 3), r(1, 3, 5, 3, 3), (1, 2, 1, 3, 1)),      # int64 sizes
           bp(i32([1, 4, 4, 4, 1]), r(1, 1, 1, 1, 2), r(1, 2, 2, 2, 2), s2),                   # stride > kernel
           bp(i32([1, 3, 3, 3, 2]), r(3, 3, 3, 2, 1, dt=F64), r(1, 3, 3, 3, 1, dt=F64), padding="SAME",
              data_format="NDHWC", dilations=[1, 1, 1, 1, 1]),
           bp(i32([0, 3, 3, 3, 2]), r(2, 2, 2, 2, 3), r(0, 2, 2, 2, 3)),                       # empty batch
           # No output depth: TF leaves its result uninitialized (only dtype and shape count).
           Case("Conv3DBackpropInputV2", [i32([1, 3, 3, 3, 2]), r(2, 2, 2, 2, 0), r(1, 2, 2, 2, 0)],
                {"strides": [1] * 5, "padding": "VALID"}, unspecified=[0]),
           # Dilations (TF's graphs run them; its eager kernel refuses them).
           Case("Conv3DBackpropInputV2", [i32([1, 4, 4, 4, 2]), r(2, 2, 2, 2, 3), r(1, 2, 2, 2, 3)],
                {"strides": [1] * 5, "padding": "VALID", "dilations": [1, 2, 2, 2, 1]},
                ref=_bp_dilated({"strides": [1] * 5, "padding": "VALID"}, (2, 2, 2), "Conv3DBackpropInputV2")),
           # TF's errors: dtypes, shapes, attributes.
           Case("Conv3DBackpropInputV2", [i32([1, 2, 3, 4, 4]), r(2, 2, 2, 2, 3), r(1, 3, 1, 2, 3)],   # dy's D
                {"strides": [1] * 5, "padding": "VALID", "data_format": "NCDHW"},
                ref=_ncdhw("Conv3DBackpropInputV2", {"strides": [1] * 5, "padding": "VALID"})),
           bp(i32([1, 3, 3, 3, 2]), r(2, 2, 2, 2, 3).astype(I32), r(1, 2, 2, 2, 3).astype(I32)),
           bp(i32([1, 3, 3, 3, 2]), r(2, 2, 2, 2, 3), r(1, 2, 2, 2, 3, dt=F64)),
           bp(i32([1, 3, 3, 3, 2]), r(2, 2, 2, 2, 3), r(1, 2, 3, 2, 3)),                       # out_backprop size
           bp(i32([1, 3, 3, 3, 4]), r(2, 2, 2, 2, 3), r(1, 2, 2, 2, 3)),                       # channels
           bp(i32([1, 3, 3, 3, 2]), r(2, 2, 2, 2, 4), r(1, 2, 2, 2, 3)),
           bp(i32([2, 3, 3, 3, 2]), r(2, 2, 2, 2, 3), r(1, 2, 2, 2, 3)),                       # batch
           bp(i32([3, 3, 3]), r(2, 2, 2, 2, 3), r(1, 2, 2, 2, 3)),
           bp(i32([1, -3, 3, 3, 2]), r(2, 2, 2, 2, 3), r(1, 2, 2, 2, 3)),
           bp(i32([1, 3, 3, 3, 2]), r(2, 2, 2, 3), r(1, 2, 2, 2, 3)),
           bp(i32([1, 3, 3, 3, 0]), r(2, 2, 2, 0, 3), r(1, 2, 2, 2, 3)),                       # no input depth
           bp(i32([1, 3, 3, 3, 2]), r(2, 2, 2, 2, 3), r(1, 2, 2, 2, 3), (2, 1, 1, 1, 1)),
           bp(i32([1, 3, 3, 3, 2]), r(2, 2, 2, 2, 3), r(1, 2, 2, 2, 3), (1, 0, 1, 1, 1)),
           bp(f32([1, 3, 3, 3, 2]), r(2, 2, 2, 2, 3), r(1, 2, 2, 2, 3)),
           bp(i32([1, 3, 3, 3, 2]), r(2, 2, 2, 2, 3), r(1, 2, 2, 2, 3), padding="EXPLICIT")]
    return cs + nn_layer_norm_cases()


def nn_layer_norm_cases():
    """_MklLayerNorm (the compiler's fusion of Keras's LayerNormalization; not in tf.raw_ops):
    its reference is the graph it replaces as Keras builds it (half types computed in float32),
    behind the checks of TF's op def (T float, bfloat16 or half; scale and offset of type T)
    and kernel (scale and offset 1-D). TF's kernel takes rank 2 and 3 only, the fusion any
    rank >= 1."""
    import tensorflow as tf
    cs = []
    seed("_MklLayerNorm")
    r = lambda *s, dt=F32: vals(dt, s, -2, 2, special=False)  # noqa: E731

    def layer_norm(x, scale, offset, eps=0.001):
        if x.dtype not in (tf.float32, tf.bfloat16, tf.float16):
            raise TypeError(f"Value for attr 'T' of {x.dtype.name} is not in the list of allowed values")
        if scale.dtype != x.dtype or offset.dtype != x.dtype:
            raise TypeError("scale and offset must have x's type")
        if scale.shape.rank != 1 or offset.shape.rank != 1:
            raise ValueError("scale and offset must be 1-D")
        xf, s, o = (tf.cast(t, tf.float32) for t in (x, scale, offset))
        mean = tf.reduce_mean(xf, -1, keepdims=True)
        var = tf.reduce_mean(tf.math.squared_difference(xf, mean), -1, keepdims=True)
        return tf.cast((xf - mean) * tf.math.rsqrt(var + eps) * s + o, x.dtype)

    def ln(x, scale=None, offset=None, **attrs):
        c = x.shape[-1] if x.ndim else 1
        scale = r(c, dt=x.dtype) if scale is None else scale
        offset = r(c, dt=x.dtype) if offset is None else offset
        return Case("_MklLayerNorm", [x, scale, offset], attrs,
                    ref=lambda x, s, o: layer_norm(x, s, o, attrs.get("epsilon", 0.001)))
    cs += [ln(r(2, 8)), ln(r(1, 5, 16), epsilon=1e-5), ln(r(2, 2, 3, 6)), ln(r(7)),
           ln(r(3, 1)),                                                   # one channel: y = offset
           ln(r(4, 32) + 10, epsilon=1e-6),                               # a mean far from 0
           ln(np.repeat(r(3, 1), 6, axis=1)),                             # constant rows
           ln(vals(F32, (2, 5), -2, 2)),                                  # NaN, +-Inf rows
           ln(r(0, 4)), ln(r(2, 0)),                                      # empty
           ln(r(3, 8, dt=BF16)), ln(r(3, 8, dt=F16)),
           # Bad input: a scalar, scale/offset not 1-D of x's last dimension, dtypes.
           ln(np.float32(1.5)), ln(r(2, 4), scale=r(5)), ln(r(2, 4), offset=r(1, 4)),
           ln(r(2, 4), scale=r(4, dt=F16)), ln(r(2, 4, dt=F64)), ln(vals(I32, (2, 4), special=False))]
    return cs + nn_conv_transpose_dilated_cases()


def nn_conv_transpose_dilated_cases():
    """Conv2DBackpropInput with dilations (Keras's Conv2DTranspose with dilation_rate), strided,
    VALID and SAME, against the undilated op on the spread filter (_bp_dilated); NCHW."""
    seed("Conv2DBackpropInput dilated")
    r = lambda *s: vals(F32, s, -2, 2, special=False)  # noqa: E731
    cs = []
    for sizes, f, dy, strides, padding, dil in [
            ([2, 9, 8, 2], (2, 3, 2, 3), (2, 3, 2, 3), 2, "VALID", (3, 2)),
            ([1, 8, 7, 3], (3, 3, 3, 2), (1, 4, 4, 2), 2, "SAME", (2, 2)),
            ([1, 6, 6, 1], (3, 2, 1, 4), (1, 6, 6, 4), 1, "SAME", (1, 3))]:
        attrs = {"strides": [1, strides, strides, 1], "padding": padding}
        cs.append(Case("Conv2DBackpropInput", [np.array(sizes, np.int32), r(*f), r(*dy)],
                       dict(attrs, dilations=[1, *dil, 1]), ref=_bp_dilated(attrs, dil)))
    # Conv3DBackpropInputV2 (Keras's Conv3DTranspose with dilation_rate): strided, SAME.
    s3 = {"strides": [1, 2, 1, 2, 1], "padding": "SAME"}
    cs.append(Case("Conv3DBackpropInputV2", [np.array([1, 6, 5, 7, 2], np.int32), r(2, 3, 2, 2, 3), r(1, 3, 5, 4, 3)],
                   dict(s3, dilations=[1, 2, 3, 1, 1]), ref=_bp_dilated(s3, (2, 3, 1), "Conv3DBackpropInputV2")))
    # NCHW (Keras's Conv2DTranspose with channels_first), against the NHWC op.
    nchw = {"strides": [1, 1, 2, 3], "padding": "VALID"}
    cs.append(Case("Conv2DBackpropInput", [np.array([2, 3, 7, 8], np.int32), r(3, 2, 3, 4), r(2, 4, 3, 3)],
                   dict(nchw, data_format="NCHW"), ref=_bp_nchw(nchw)))
    return cs + nn_ncdhw_cases()


def nn_ncdhw_cases():
    """Conv3D, MaxPool3D, AvgPool3D and Conv3DBackpropInputV2 on NCDHW (Keras's channels_first
    Conv3D and Conv3DTranspose), against the NDHWC ops between transposes (`_ncdhw`): strides,
    ksize and dilations in NCDHW order (one legal only in that order), and TF's errors for
    attributes on N or C in that order."""
    seed("NCDHW")
    r = lambda *s, dt=F32: vals(dt, s, -2, 2, special=False)  # noqa: E731
    cs = []

    def case(op, inputs, **attrs):
        cs.append(Case(op, inputs, dict(attrs, data_format="NCDHW"), ref=_ncdhw(op, attrs)))

    # Conv3D: input [N, C, D, H, W], filter [D, H, W, C, O].
    for dt in [F32, F16, F64]:
        case("Conv3D", [r(2, 3, 4, 5, 4, dt=dt), r(3, 2, 3, 3, 4, dt=dt)], strides=[1] * 5, padding="SAME")
    case("Conv3D", [r(1, 2, 5, 6, 7), r(2, 3, 3, 2, 3)], strides=[1, 1, 2, 1, 3], padding="VALID")
    case("Conv3D", [r(1, 2, 4, 4, 5), r(1, 1, 1, 2, 2)], strides=[1, 1, 1, 1, 2], padding="SAME",   # W stride 2
         dilations=[1] * 5)
    case("Conv3D", [r(0, 2, 3, 3, 3), r(2, 2, 2, 2, 1)], strides=[1] * 5, padding="VALID")   # empty batch
    case("Conv3D", [r(1, 2, 4, 4, 4), r(2, 2, 2, 2, 3)], strides=[1, 2, 1, 1, 1], padding="SAME")   # C stride
    case("Conv3D", [r(1, 2, 4, 4, 4), r(2, 2, 2, 3, 3)], strides=[1] * 5, padding="SAME")   # depth 2 vs 3
    case("Conv3D", [r(1, 2, 4, 4, 4), r(2, 2, 2, 2, 3)], strides=[1] * 5, padding="SAME", dilations=[1, 2, 1, 1, 1])
    case("Conv3D", [r(1, 2, 4, 4), r(2, 2, 2, 2, 3)], strides=[1] * 5, padding="SAME")
    # MaxPool3D (NaN and infinities: Eigen's order over the window) and AvgPool3D.
    for op in ["MaxPool3D", "AvgPool3D"]:
        case(op, [vals(F32, (2, 3, 4, 5, 6), -2, 2)], ksize=[1, 1, 2, 3, 3], strides=[1, 1, 1, 2, 2], padding="SAME")
        case(op, [r(1, 2, 5, 4, 6, dt=BF16)], ksize=[1, 1, 2, 2, 2], strides=[1, 1, 2, 2, 2], padding="VALID")
        case(op, [r(1, 3, 3, 4, 5)], ksize=[1, 1, 1, 1, 3], strides=[1, 1, 1, 1, 2], padding="VALID")   # W only
        case(op, [r(1, 3, 4, 4, 4)], ksize=[1, 1, 2, 2, 2], strides=[1, 2, 1, 1, 1], padding="VALID")   # C stride
        case(op, [r(1, 3, 4, 4, 4)], ksize=[2, 1, 2, 2, 2], strides=[1, 1, 1, 1, 1], padding="VALID")   # N window
        case(op, [r(1, 3, 4, 4, 4)], ksize=[1, 1, 6, 2, 2], strides=[1, 1, 1, 1, 1], padding="VALID")   # too big
    # Conv3DBackpropInputV2: input_sizes and out_backprop [N, C, D, H, W].
    bp = "Conv3DBackpropInputV2"
    case(bp, [i32([2, 3, 4, 6, 6]), r(3, 3, 3, 3, 4), r(2, 4, 2, 3, 3)], strides=[1, 1, 2, 2, 2], padding="SAME")
    case(bp, [i64([1, 2, 7, 5, 8]), r(3, 1, 2, 2, 3), r(1, 3, 3, 5, 3)], strides=[1, 1, 2, 1, 3], padding="VALID")
    case(bp, [i32([1, 2, 3, 4, 4]), r(2, 2, 2, 2, 3, dt=F16), r(1, 3, 2, 3, 3, dt=F16)], strides=[1] * 5,
         padding="VALID")
    case(bp, [i32([1, 2, 3, 3, 3]), r(2, 2, 2, 2, 3), r(1, 3, 2, 2, 2)], strides=[1, 2, 1, 1, 1],   # C stride
         padding="VALID")
    case(bp, [i32([1, 3, 3, 3, 3]), r(2, 2, 2, 2, 3), r(1, 3, 2, 2, 2)], strides=[1] * 5, padding="VALID")  # C
    case(bp, [i32([1, 2, 3, 3, 3]), r(2, 2, 2, 2, 3), r(1, 3, 2, 2, 3)], strides=[1] * 5, padding="VALID")  # W
    # Dilations on NCDHW (Conv3DTranspose with channels_first and dilation_rate).
    s3 = {"strides": [1, 1, 2, 1, 2], "padding": "SAME"}
    cs.append(Case(bp, [i32([1, 2, 6, 5, 7]), r(2, 3, 2, 2, 3), r(1, 3, 3, 5, 4)],
                   dict(s3, dilations=[1, 1, 2, 3, 1], data_format="NCDHW"), ref=_ncdhw(bp, s3, (2, 3, 1))))
    return cs


# ----------------------------------------------------------------------------------------------
# Families of the second phase (one per op module: space_batch_ops, scatter_nd_ops, search_ops,
# segment_ops, linalg_ops, image_ops, complex_ops, spectral_ops)

def space_family():
    cs = []
    seed("space")
    r = lambda *s, dt=F32: vals(dt, s, -4, 4, special=False)
    for dt in ALL:
        cs.append(Case("DepthToSpace", [vals(dt, (1, 1, 2, 4))], {"block_size": 2}))
    cs += [Case("DepthToSpace", [r(2, 2, 3, 8)], {"block_size": 2}),
           Case("DepthToSpace", [r(1, 2, 1, 18)], {"block_size": 3}),
           Case("DepthToSpace", [r(0, 2, 2, 4)], {"block_size": 2}),
           Case("DepthToSpace", [r(1, 2, 2, 6)], {"block_size": 2}),        # depth % 4
           Case("DepthToSpace", [r(1, 2, 2, 4)], {"block_size": 1}),
           Case("DepthToSpace", [r(2, 2, 4)], {"block_size": 2}),
           Case("DepthToSpace", [r(1, 4, 2, 2)], {"block_size": 2, "data_format": "NCHW"})]
    for dt in ALL:
        cs.append(Case("SpaceToDepth", [vals(dt, (1, 2, 2, 2))], {"block_size": 2}))
    cs += [Case("SpaceToDepth", [r(2, 4, 6, 3)], {"block_size": 2}),
           Case("SpaceToDepth", [r(1, 3, 6, 2)], {"block_size": 3}),
           Case("SpaceToDepth", [r(0, 2, 2, 1)], {"block_size": 2}),
           Case("SpaceToDepth", [r(1, 3, 4, 1)], {"block_size": 2}),         # height % 2
           Case("SpaceToDepth", [r(1, 2, 2, 1)], {"block_size": 1}),
           Case("SpaceToDepth", [r(2, 4, 1)], {"block_size": 2}),
           Case("SpaceToDepth", [r(1, 1, 4, 4)], {"block_size": 2, "data_format": "NCHW"})]
    z22 = i32([[0, 0], [0, 0]])
    for dt in ALL:
        cs.append(Case("SpaceToBatchND", [vals(dt, (1, 2, 4, 1)), i32([2, 2]), z22], {}))
    cs += [Case("SpaceToBatchND", [r(2, 5, 3, 2), i64([2, 3]), i64([[1, 0], [0, 0]])], {}),
           Case("SpaceToBatchND", [r(1, 5, 2), i32([2]), i32([[2, 1]])], {}),       # dilated Conv1D
           Case("SpaceToBatchND", [r(2, 4, 4), i32([2, 2]), i64([[0, 0], [1, 1]])], {}),
           Case("SpaceToBatchND", [r(1, 4, 3, 2), i32([1]), i32([[0, 0]])], {}),
           Case("SpaceToBatchND", [r(0, 4, 2), i32([2]), i32([[0, 0]])], {}),
           Case("SpaceToBatchND", [r(1, 5, 2), i32([2]), i32([[0, 0]])], {}),       # not divisible
           Case("SpaceToBatchND", [r(1, 4, 2), i32([2]), i32([[-2, 0]])], {}),
           Case("SpaceToBatchND", [r(1, 4, 2), i32([0]), i32([[0, 0]])], {}),
           Case("SpaceToBatchND", [r(1, 4, 2), i32([2]), i32([0, 0])], {}),
           Case("SpaceToBatchND", [r(1, 4), i32([2, 2]), z22], {}),
           Case("SpaceToBatchND", [r(1, 4, 2), f32([2]), i32([[0, 0]])], {})]
    for dt in ALL:
        cs.append(Case("BatchToSpaceND", [vals(dt, (4, 1, 2, 1)), i32([2, 2]), z22], {}))
    cs += [Case("BatchToSpaceND", [r(12, 3, 1, 2), i64([2, 3]), i64([[1, 0], [0, 2]])], {}),
           Case("BatchToSpaceND", [r(2, 4, 2), i32([2]), i32([[2, 1]])], {}),
           Case("BatchToSpaceND", [r(8, 2, 3), i32([2, 2]), i32([[0, 1], [1, 1]])], {}),
           Case("BatchToSpaceND", [r(0, 2, 2), i32([2]), i32([[0, 0]])], {}),
           Case("BatchToSpaceND", [r(3, 2, 2), i32([2]), i32([[0, 0]])], {}),       # batch not divisible
           Case("BatchToSpaceND", [r(2, 2, 2), i32([2]), i32([[3, 2]])], {}),       # crops too large
           Case("BatchToSpaceND", [r(2, 2, 2), i32([2]), i32([[-1, 0]])], {}),
           Case("BatchToSpaceND", [r(2, 2, 2), i32([0]), i32([[0, 0]])], {})]
    return cs


def scatter_family():
    cs = []
    seed("scatter")
    r = lambda *s, dt=F32: vals(dt, s, -4, 4, special=False)
    for dt in ALL:
        cs.append(Case("ScatterNd", [i32([[1], [3], [1]]), vals(dt, (3,), special=False), i32([5])], {}))
    cs += [Case("ScatterNd", [i64([[0, 1], [2, 0]]), r(2, 4), i64([3, 2, 4])], {}),
           Case("ScatterNd", [i32([[2], [0]]), r(2, 3), i32([4, 3])], {}),
           Case("ScatterNd", [np.zeros((0, 1), np.int32), r(0, 3), i32([2, 3])], {}),
           Case("ScatterNd", [i32([[1, 1], [1, 1]]), np.array([100, 100], np.int8), i32([2, 2])], {}),  # wraps
           Case("ScatterNd", [i32([[5]]), r(1), i32([4])], {}),                  # out of range
           Case("ScatterNd", [i32([[-1]]), r(1), i32([4])], {}),
           Case("ScatterNd", [i32([[0], [1]]), r(3), i32([4])], {}),            # updates shape
           Case("ScatterNd", [i32([[0, 0, 0]]), r(1), i32([4, 2])], {}),
           Case("ScatterNd", [f32([[0]]), r(1), i32([4])], {})]
    for op in ["TensorScatterUpdate", "TensorScatterAdd", "TensorScatterSub", "TensorScatterMin",
               "TensorScatterMax"]:
        seed(op)
        dup = op != "TensorScatterUpdate"  # Update's result with repeated indices is unspecified
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (5,)), i32([[1], [3], [1]] if dup else [[1], [3], [0]]),
                                vals(dt, (3,), special=False)], {}))
        cs += [Case(op, [r(3, 2, 4), i64([[0, 1], [2, 0]]), r(2, 4)], {}),
               Case(op, [r(4, 3), i32([[2], [0]]), r(2, 3)], {}),
               Case(op, [r(2, 3), np.zeros((0, 1), np.int32), r(0, 3)], {}),
               Case(op, [vals(F32, (6,)), i32([[0], [1], [2], [3]]), f32([np.nan, 1, -np.inf, -0.0])], {}),
               Case(op, [r(4), i32([[4]]), r(1)], {}),
               Case(op, [r(4), i32([[0], [1]]), r(3)], {}),
               Case(op, [r(4), i32([[0]]), r(1, dt=F64)], {})]
    return cs


def search_family():
    cs = []
    seed("search")
    for dt in ALL:
        cs.append(Case("Unique", [vals(dt, (7,), -2, 2)], {}))
    cs += [Case("Unique", [f32([3, np.nan, 3, np.nan, -0.0, 0.0, 1])], {"out_idx": I64}),
           Case("Unique", [np.zeros((0,), np.int32)], {}),
           Case("Unique", [i64([5, 5, 5])], {"out_idx": I32}),
           Case("Unique", [vals(I32, (2, 3))], {}),
           Case("Unique", [vals(I32, ())], {})]
    seed("UniqueWithCounts")
    for dt in ALL:
        cs.append(Case("UniqueWithCounts", [vals(dt, (7,), -2, 2)], {}))
    cs += [Case("UniqueWithCounts", [f32([3, np.nan, 3, np.nan, -0.0, 0.0, 1])], {"out_idx": I64}),
           Case("UniqueWithCounts", [np.zeros((0,), np.int32)], {}),
           Case("UniqueWithCounts", [S("b", "a", "b", "b")], {"out_idx": I32}),
           Case("UniqueWithCounts", [vals(I32, (2, 3))], {}),
           Case("UniqueWithCounts", [vals(I32, (3,))], {"out_idx": F32})]
    b = [-1.0, 0.0, 2.5, 10.0]
    for dt in ALL:
        cs.append(Case("Bucketize", [vals(dt, (2, 4), -3, 12)], {"boundaries": b}))
    cs += [Case("Bucketize", [f32([np.nan, -np.inf, np.inf, 2.5, -1.0])], {"boundaries": b}),
           Case("Bucketize", [vals(I32, (0, 3))], {"boundaries": [1.0]}),
           Case("Bucketize", [vals(F64, ())], {"boundaries": []}),
           Case("Bucketize", [vals(F32, (4,))], {"boundaries": [2.0, 1.0]})]
    for op in ["LowerBound", "UpperBound"]:
        seed(op)
        for dt in ALL:
            s = np.sort(vals(dt, (2, 5), -3, 3, special=False), axis=-1) if dt not in (C64, C128, STR, BOOL) \
                else vals(dt, (2, 5), special=False)
            cs.append(Case(op, [s, vals(dt, (2, 4), -4, 4, special=False)], {}))
        s = f32([[-1, 0, 0, 2, 2, 5]])
        cs += [Case(op, [s, f32([[2, -5, 0, 9, 2.5, np.nan]])], {"out_type": I64}),
               Case(op, [i64([1, 3, 3, 7]), i64([3, 0, 8])], {}),
               Case(op, [np.zeros((2, 0), np.float32), f32([[1], [2]])], {}),
               Case(op, [f32([[1, 2], [3, 4]]), np.zeros((2, 0), np.float32)], {}),
               Case(op, [f32([[1, 2], [3, 4]]), f32([[1, 2]])], {}),              # batch mismatch
               Case(op, [f32(1), f32([1])], {}),
               Case(op, [f32([1, 2]), f32([1])], {"out_type": F32})]
    return cs


def segment_family():
    cs = []
    seed("segment")
    ids = i32([0, 0, 2, 3, 3])
    for op in ["SegmentSum", "SegmentMean", "SegmentMax", "SegmentMin", "SegmentProd"]:
        seed(op)
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (5, 2), -3, 3), ids], {}))
        cs += [Case(op, [vals(F32, (4, 2, 3), special=False), i64([0, 1, 1, 1])], {}),
               Case(op, [vals(F32, (5,), special=True), i32([1, 1, 1, 2, 2])], {}),
               Case(op, [vals(F32, (0, 3)), np.zeros((0,), np.int32)], {}),
               Case(op, [vals(F32, (3, 2)), i32([1, 0, 1])], {}),               # not sorted
               Case(op, [vals(F32, (3, 2)), i32([-1, 0, 1])], {}),
               Case(op, [vals(F32, (3, 2)), i32([0, 1])], {}),                  # length
               Case(op, [vals(F32, (3, 2)), f32([0, 1, 1])], {})]
    for op in ["UnsortedSegmentSum", "UnsortedSegmentMax", "UnsortedSegmentMin", "UnsortedSegmentProd"]:
        seed(op)
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (5, 2), -3, 3), i32([2, 0, 2, -1, 0]), i32(4)], {}))
        cs += [Case(op, [vals(F32, (2, 3, 2), special=False), i64([[0, 1, 1], [2, 0, 1]]), i64(3)], {}),
               Case(op, [vals(F32, (5,), special=True), i32([1, 1, 1, 0, 0]), i32(2)], {}),
               Case(op, [vals(F32, (0, 3)), np.zeros((0,), np.int32), i32(2)], {}),
               Case(op, [vals(I32, (4,), special=False), i32([0, 3, 3, 0]), i64(0 + 3)], {}),  # id >= num
               Case(op, [vals(F32, (3, 2)), i32([0, 1]), i32(2)], {}),
               Case(op, [vals(F32, (3, 2)), i32([0, 1, 1]), i32([2])], {})]
    for op in ["SparseSegmentSum", "SparseSegmentMean", "SparseSegmentSqrtN"]:
        seed(op)
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (4, 2), -3, 3), i32([0, 3, 1, 1]), i32([0, 0, 1, 3])], {}))
        cs += [Case(op, [vals(F32, (3, 2, 2), special=False), i64([2, 0]), i64([0, 2])], {}),
               Case(op, [vals(F64, (5,), special=False), i32([4, 4, 0]), i64([1, 1, 1])], {}),
               Case(op, [vals(F32, (3, 2)), np.zeros((0,), np.int32), np.zeros((0,), np.int32)], {}),
               Case(op, [vals(F32, (3, 2)), i32([0, 3]), i32([0, 1])], {}),     # index out of range
               Case(op, [vals(F32, (3, 2)), i32([0, 1]), i32([1, 0])], {}),     # ids not sorted
               Case(op, [vals(F32, (3, 2)), i32([0, 1]), i32([0])], {})]
    for op in ["SparseSegmentSumWithNumSegments", "SparseSegmentMeanWithNumSegments",
               "SparseSegmentSqrtNWithNumSegments"]:
        seed(op)
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (4, 2), -3, 3), i32([0, 3, 1, 1]), i32([0, 0, 1, 3]), i32(6)], {}))
        cs += [Case(op, [vals(F32, (3, 2, 2), special=False), i64([2, 0]), i64([0, 2]), i64(3)], {}),
               Case(op, [vals(F64, (5,), special=False), i32([4, 4, 0]), i64([1, 1, 1]), i64(4)], {}),
               Case(op, [vals(F32, (3, 2)), np.zeros((0,), np.int32), np.zeros((0,), np.int32), i32(2)], {}),
               Case(op, [vals(F32, (3, 2)), i32([0, 1]), i32([0, 2]), i32(2)], {}),     # id >= num_segments
               Case(op, [vals(F32, (3, 2)), i32([0, 3]), i32([0, 1]), i32(2)], {}),     # index out of range
               Case(op, [vals(F32, (3, 2)), i32([0, 1]), i32([1, 0]), i32(2)], {}),     # ids not sorted
               Case(op, [vals(F32, (3, 2)), i32([0, 1]), i32([0, 1]), i32([2])], {})]
    seed("Bincount")
    for dt in ALL:
        cs.append(Case("Bincount", [i32([1, 1, 4, 0, 7]), i32(5), vals(dt, (5,), special=False)], {}))
    cs += [Case("Bincount", [i32([[1, 2], [2, 2]]), i32(4), np.zeros((0,), np.float32)], {}),
           Case("Bincount", [i32([]), i32(3), np.zeros((0,), np.int64)], {}),
           Case("Bincount", [i32([0, 1]), i32(0), f32([1, 1])], {}),
           Case("Bincount", [i32([0, -1]), i32(3), f32([1, 1])], {}),
           Case("Bincount", [i32([0, 1]), i32(-1), f32([1, 1])], {}),
           Case("Bincount", [i32([0, 1]), i32(3), f32([1, 1, 1])], {}),
           Case("Bincount", [i64([0, 1]), i32(3), f32([1, 1])], {})]
    seed("DenseBincount")
    for dt in ALL:
        cs.append(Case("DenseBincount", [i32([1, 1, 4, 0, 7]), i32(5), vals(dt, (5,), special=False)], {}))
    cs += [Case("DenseBincount", [i64([[1, 2, 2], [0, 0, 3]]), i64(4), np.zeros((0,), np.float32)], {}),
           Case("DenseBincount", [i64([[1, 2, 2], [0, 0, 3]]), i64(4), f64([[1, 2, 3], [4, 5, 6]])], {}),
           Case("DenseBincount", [i32([3, 3, 1]), i32(4), np.zeros((0,), np.int32)], {"binary_output": True}),
           Case("DenseBincount", [i32([[3, 3, 1]]), i32(4), f32([[2, 2, 2]])], {"binary_output": True}),
           Case("DenseBincount", [i32([]), i32(2), np.zeros((0,), np.float32)], {}),
           Case("DenseBincount", [i32([0, -1]), i32(3), np.zeros((0,), np.float32)], {}),
           Case("DenseBincount", [i32([0, 1]), i32(-2), np.zeros((0,), np.float32)], {}),
           Case("DenseBincount", [i32([[[0]]]), i32(2), np.zeros((0,), np.float32)], {}),
           Case("DenseBincount", [i32([0, 1]), i32(3), f32([1, 1, 1])], {})]
    rb = lambda splits, v, size, w, **a: Case("RaggedBincount", [i64(splits), v, size, w], a)  # noqa: E731
    for dt in ALL:
        cs.append(rb([0, 2, 2, 5], i64([1, 3, 0, 3, 9]), i64(5), vals(dt, (5,), special=False)))
    cs += [rb([0, 3, 5], i32([4, 4, 1, 0, 2]), i32(5), np.zeros((0,), np.float32)),
           rb([0, 3, 5], i32([4, 4, 1, 0, 2]), i32(3), np.zeros((0,), np.int64), binary_output=True),
           rb([0, 1, 3], i64([2, 2, 2]), i64(3), f64([0.5, 1.5, 2.5]), binary_output=True),
           rb([0, 0, 0], i64([]), i64(2), np.zeros((0,), np.float32)),
           rb([0, 2], i64([1, -1]), i64(3), np.zeros((0,), np.float32)),               # negative
           rb([0, 2], i64([1, 1]), i64(-1), np.zeros((0,), np.float32)),               # size < 0
           rb([0, 3], i64([1, 1]), i64(3), np.zeros((0,), np.float32)),                # splits end
           rb([1, 2], i64([1, 1]), i64(3), np.zeros((0,), np.float32))]                # splits start
    return cs


def _spd(dt, n, batch=()):
    a = vals(F64, batch + (n, n), -2, 2, special=False)
    m = a @ np.swapaxes(a, -1, -2) + n * np.eye(n)
    if np.dtype(dt).kind == "c":
        im = vals(F64, batch + (n, n), -1, 1, special=False)
        h = im - np.swapaxes(im, -1, -2)
        m = m + 1j * h
    return m.astype(dt)


def linalg_family():
    cs = []
    seed("linalg")
    r = lambda *s, dt=F32: vals(dt, s, -3, 3, special=False)
    # Einsum
    for dt in ALL:
        cs.append(Case("Einsum", [vals(dt, (2, 3), -2, 2, special=False), vals(dt, (3, 4), -2, 2, special=False)],
                       {"equation": "ij,jk->ik"}))
    cs += [Case("Einsum", [r(2, 3, 4), r(2, 4, 5)], {"equation": "bij,bjk->bik"}),
           Case("Einsum", [r(3, 3)], {"equation": "ii->i"}),
           Case("Einsum", [r(3, 3)], {"equation": "ii"}),
           Case("Einsum", [r(2, 3)], {"equation": "ij->ji"}),
           Case("Einsum", [r(2, 3, 4)], {"equation": "...j->..."}),
           Case("Einsum", [r(2, 1, 3, 4), r(5, 4, 2)], {"equation": "...ij,...jk->...ik"}),
           Case("Einsum", [r(2, 4, 3, 8), r(2, 5, 3, 8)], {"equation": "bqhd,bkhd->bhqk"}),
           Case("Einsum", [r(3), r(4)], {"equation": "i,j->ij"}),
           Case("Einsum", [r(0, 3), r(3, 2)], {"equation": "ij,jk->ik"}),
           Case("Einsum", [r(2, 3), r(4, 5)], {"equation": "ij,jk->ik"}),      # dims differ
           Case("Einsum", [r(2, 3)], {"equation": "ijk->i"}),
           Case("Einsum", [r(2, 3), r(3, 4)], {"equation": "ij,jk->iz"}),
           Case("Einsum", [r(2, 3), r(3, 4, dt=F64)], {"equation": "ij,jk->ik"})]
    # MatrixBandPart
    for dt in ALL:
        cs.append(Case("MatrixBandPart", [vals(dt, (3, 4)), i64(1), i64(0)], {}))
    cs += [Case("MatrixBandPart", [r(2, 4, 3), i32(-1), i32(0)], {}),
           Case("MatrixBandPart", [r(4, 4), i64(0), i64(-1)], {}),
           Case("MatrixBandPart", [r(3, 5), i32(2), i32(1)], {}),
           Case("MatrixBandPart", [r(0, 2, 2), i64(0), i64(0)], {}),
           Case("MatrixBandPart", [r(3, 3), i64(4), i64(0)], {}),
           Case("MatrixBandPart", [r(3, 3), i64(-2), i64(0)], {}),
           Case("MatrixBandPart", [r(3), i64(0), i64(0)], {}),
           Case("MatrixBandPart", [r(3, 3), i32(1), i64(0)], {})]
    # MatrixDiagV3 / MatrixDiagPartV3 / MatrixSetDiagV3
    for dt in ALL:
        cs.append(Case("MatrixDiagV3", [vals(dt, (2, 3)), i32(0), i32(-1), i32(-1),
                                        np.zeros((), dt) if dt != STR else np.array(b"", object)], {}))
    z = f32(0)
    for align in ["RIGHT_LEFT", "LEFT_RIGHT", "LEFT_LEFT", "RIGHT_RIGHT"]:
        cs.append(Case("MatrixDiagV3", [r(2, 3, 4), i32([-1, 1]), i32(-1), i32(-1), f32(9)], {"align": align}))
        cs.append(Case("MatrixDiagPartV3", [r(2, 3, 4), i32([-1, 2]), f32(9)], {"align": align}))
        cs.append(Case("MatrixSetDiagV3", [r(2, 3, 4), r(2, 3, 3), i32([-1, 1])], {"align": align}))
    cs += [Case("MatrixDiagV3", [r(3), i32(1), i32(-1), i32(-1), z], {}),
           Case("MatrixDiagV3", [r(3), i32(-1), i32(5), i32(4), f32(-1)], {}),
           Case("MatrixDiagV3", [r(2, 3), i32(0), i32(3), i32(-1), z], {}),
           Case("MatrixDiagV3", [r(3), i32(0), i32(2), i32(2), z], {}),          # too small
           Case("MatrixDiagV3", [r(3), i32([1, 0]), i32(-1), i32(-1), z], {}),   # lower > upper
           Case("MatrixDiagV3", [r(3), i32(0), i32(-1), i32(-1), z], {"align": "MIDDLE"})]
    for dt in ALL:
        cs.append(Case("MatrixDiagPartV3", [vals(dt, (3, 4)), i32(0),
                                            np.zeros((), dt) if dt != STR else np.array(b"", object)], {}))
    cs += [Case("MatrixDiagPartV3", [r(4, 3), i32(-2), z], {}),
           Case("MatrixDiagPartV3", [r(2, 2, 2), i32([-1, 1]), f32(7)], {}),
           Case("MatrixDiagPartV3", [r(0, 3, 3), i32(0), z], {}),
           Case("MatrixDiagPartV3", [r(3, 3), i32(3), z], {}),                   # out of range
           Case("MatrixDiagPartV3", [r(3), i32(0), z], {}),
           Case("MatrixDiagPartV3", [r(3, 3), i32(0), f32([0])], {})]
    for dt in ALL:
        cs.append(Case("MatrixSetDiagV3", [vals(dt, (3, 4)), vals(dt, (3,), special=False), i32(0)], {}))
    cs += [Case("MatrixSetDiagV3", [r(2, 4, 3), r(2, 2), i32(-2)], {}),
           Case("MatrixSetDiagV3", [r(3, 3), r(2, 3), i32([0, 1])], {}),
           Case("MatrixSetDiagV3", [r(0, 2, 2), r(0, 2), i32(0)], {}),
           Case("MatrixSetDiagV3", [r(3, 3), r(2), i32(0)], {}),                 # wrong length
           Case("MatrixSetDiagV3", [r(3, 3), r(3), i32(3)], {}),
           Case("MatrixSetDiagV3", [r(3), r(3), i32(0)], {})]
    # Factorisations and solves: well-conditioned inputs
    for dt in ALL:
        cs.append(Case("Cholesky", [_spd(dt, 3) if dt.kind in "fc" or dt == BF16 else vals(dt, (3, 3))], {}))
    cs += [Case("Cholesky", [_spd(F64, 4, (2,))], {}), Case("Cholesky", [_spd(F32, 1, (2, 1))], {}),
           Case("Cholesky", [np.zeros((0, 3, 3), np.float32)], {}),
           Case("Cholesky", [r(2, 3)], {}), Case("Cholesky", [r(3)], {}),
           Case("Cholesky", [f32([[1, 2], [2, 1]])], {})]                       # not positive definite
    for op in ["MatrixInverse", "MatrixDeterminant", "LogMatrixDeterminant"]:
        seed(op)
        for dt in ALL:
            cs.append(Case(op, [_spd(dt, 3) if dt.kind in "fc" or dt == BF16 else vals(dt, (3, 3))], {}))
        cs += [Case(op, [r(2, 3, 3) + 6 * np.eye(3, dtype=np.float32)], {}),
               Case(op, [vals(F64, (4, 4), -3, 3, special=False)], {}),
               Case(op, [vals(C128, (2, 2), -3, 3)], {}),
               Case(op, [np.zeros((0, 2, 2), np.float32)], {}),
               Case(op, [np.zeros((2, 0, 0), np.float64)], {}),
               Case(op, [r(2, 3)], {}), Case(op, [r(3)], {})]
        if op == "MatrixInverse":
            cs += [Case(op, [vals(C64, (3, 3), -3, 3) + 5 * np.eye(3, dtype=np.complex64)], {"adjoint": True}),
                   Case(op, [f32([[1, 2], [2, 4]])], {})]                          # singular
        else:
            cs += [Case(op, [f32([[1, 2], [2, 4]])], {}), Case(op, [f32([[0, 1], [1, 0]])], {})]
    rhs = lambda *s, dt=F32: vals(dt, s, -3, 3, special=False)
    for dt in ALL:
        m = _spd(dt, 3) if dt.kind in "fc" or dt == BF16 else vals(dt, (3, 3))
        cs.append(Case("MatrixTriangularSolve", [m, rhs(3, 2, dt=dt) if dt != STR else vals(dt, (3, 2))], {}))
        cs.append(Case("MatrixSolve", [m, rhs(3, 2, dt=dt) if dt != STR else vals(dt, (3, 2))], {}))
    tri = _spd(F64, 4, (2,))
    cs += [Case("MatrixTriangularSolve", [tri, rhs(2, 4, 3, dt=F64)], {"lower": False}),
           Case("MatrixTriangularSolve", [tri, rhs(4, 1, dt=F64)], {"adjoint": True}),
           Case("MatrixTriangularSolve", [_spd(C64, 3), rhs(3, 2, dt=C64)], {"lower": False, "adjoint": True}),
           Case("MatrixTriangularSolve", [_spd(F32, 3, (1,)), rhs(2, 3, 0)], {}),
           Case("MatrixTriangularSolve", [_spd(F32, 3), rhs(2, 2)], {}),
           Case("MatrixTriangularSolve", [r(3, 2), rhs(3, 2)], {}),
           Case("MatrixTriangularSolve", [_spd(F32, 3), rhs(3, 2, dt=F64)], {}),
           Case("MatrixSolve", [r(2, 3, 3) + 6 * np.eye(3, dtype=np.float32), rhs(2, 3, 4)], {}),
           Case("MatrixSolve", [_spd(C128, 3), rhs(3, 2, dt=C128)], {"adjoint": True}),
           Case("MatrixSolve", [vals(F64, (4, 4), -3, 3, special=False), rhs(4, 0, dt=F64)], {}),
           Case("MatrixSolve", [_spd(F32, 3), rhs(2, 2)], {}),
           Case("MatrixSolve", [r(3, 2), rhs(3, 2)], {}),
           Case("MatrixSolve", [f32([[1, 2], [2, 4]]), rhs(2, 1)], {}),            # singular
           Case("MatrixSolve", [_spd(F32, 3, (2,)), rhs(3, 3, 2)], {})]             # batch mismatch
    # Decompositions: outputs compared up to sign/phase (abs) where not unique
    for dt in ALL:
        a = vals(dt, (4, 3), -3, 3, special=False) if dt != STR else vals(dt, (4, 3))
        cs.append(Case("Qr", [a], {}, up_to_sign=(0, 1)))
    cs += [Case("Qr", [r(2, 3, 3, dt=F64)], {"full_matrices": True}, up_to_sign=(0, 1)),
           Case("Qr", [r(2, 4)], {"full_matrices": True}, up_to_sign=(0, 1)),
           Case("Qr", [r(5, 3)], {"full_matrices": True}, up_to_sign=(1,), unspecified=(0,)),
           Case("Qr", [vals(C64, (3, 3), -3, 3)], {}, up_to_sign=(0, 1)),
           Case("Qr", [np.zeros((0, 3, 2), np.float32)], {}),
           Case("Qr", [r(3)], {})]
    for dt in ALL:
        cs.append(Case("SelfAdjointEigV2", [_spd(dt, 3) if dt.kind in "fc" or dt == BF16 else vals(dt, (3, 3))],
                       {"compute_v": True}, up_to_sign=(1,)))
    cs += [Case("SelfAdjointEigV2", [_spd(F64, 4, (2,)) - 8 * np.eye(4)], {"compute_v": True}, up_to_sign=(1,)),
           Case("SelfAdjointEigV2", [_spd(F32, 3)], {"compute_v": False}, unspecified=(1,)),
           Case("SelfAdjointEigV2", [_spd(C128, 3)], {"compute_v": True}, up_to_sign=(1,)),
           Case("SelfAdjointEigV2", [np.zeros((0, 2, 2), np.float32)], {"compute_v": True}),
           Case("SelfAdjointEigV2", [r(2, 3)], {"compute_v": True})]
    for dt in ALL:
        a = vals(dt, (4, 3), -3, 3, special=False) if dt != STR else vals(dt, (4, 3))
        cs.append(Case("Svd", [a], {"compute_uv": True}, up_to_sign=(1, 2)))
    cs += [Case("Svd", [r(2, 3, 5, dt=F64)], {"compute_uv": True}, up_to_sign=(1, 2)),
           Case("Svd", [r(3, 3)], {"compute_uv": False}, unspecified=(1, 2)),
           Case("Svd", [r(4, 2)], {"compute_uv": True, "full_matrices": True}, up_to_sign=(2,), unspecified=(1,)),
           Case("Svd", [vals(C64, (3, 2), -3, 3)], {"compute_uv": True}, up_to_sign=(1, 2)),
           Case("Svd", [np.zeros((0, 3, 2), np.float32)], {"compute_uv": True}),
           Case("Svd", [r(3)], {"compute_uv": True})]
    cs += linalg_diag_v1_v2_cases()
    return cs


def linalg_diag_v1_v2_cases():
    """MatrixDiag / MatrixDiagPart (V1: the main diagonal) and their V2 forms (LEFT_LEFT packing)."""
    seed("MatrixDiagV1V2")
    r = lambda *s, dt=F32: vals(dt, s, -3, 3, special=False)  # noqa: E731
    zero = lambda dt: np.zeros((), dt) if dt != STR else np.array(b"", object)  # noqa: E731
    cs = []
    for dt in ALL:
        cs.append(Case("MatrixDiag", [vals(dt, (2, 3))], {}))
        cs.append(Case("MatrixDiagPart", [vals(dt, (3, 4))], {}))
        cs.append(Case("MatrixDiagV2", [vals(dt, (2, 3)), i32(0), i32(-1), i32(-1), zero(dt)], {}))
        cs.append(Case("MatrixDiagPartV2", [vals(dt, (3, 4)), i32(0), zero(dt)], {}))
    cs += [Case("MatrixDiag", [r(4)], {}), Case("MatrixDiag", [r(0, 3)], {}), Case("MatrixDiag", [r(2, 1, 0)], {}),
           Case("MatrixDiag", [f32(1)], {}),
           Case("MatrixDiagPart", [r(2, 4, 3)], {}), Case("MatrixDiagPart", [r(0, 2)], {}),
           Case("MatrixDiagPart", [r(3)], {}),
           Case("MatrixDiagV2", [r(2, 3, 4), i32([-1, 1]), i32(-1), i32(-1), f32(9)], {}),
           Case("MatrixDiagV2", [r(3), i32(-1), i32(5), i32(4), f32(-1)], {}),
           Case("MatrixDiagV2", [r(3), i32([1, 0]), i32(-1), i32(-1), f32(0)], {}),
           Case("MatrixDiagV2", [r(3), i32(0), i32(2), i32(2), f32(0)], {}),
           Case("MatrixDiagPartV2", [r(2, 3, 4), i32([-1, 2]), f32(9)], {}),
           Case("MatrixDiagPartV2", [r(4, 3), i32(-2), f32(0)], {}),
           Case("MatrixDiagPartV2", [r(3, 3), i32(3), f32(0)], {}),
           Case("MatrixDiagPartV2", [r(3), i32(0), f32(0)], {})]
    return cs + linalg_lu_cases()


def linalg_lu_cases():
    """Lu (tf.linalg.lu): continuous values (quarter steps would tie pivots), every dtype and
    index type, batches, an empty matrix; singular, non-square and integer inputs."""
    seed("Lu")
    g = lambda *s, dt=F32: _rng.standard_normal(s).astype(dt)  # noqa: E731
    cs = [Case("Lu", [g(4, 4, dt=dt)], {}) for dt in (F32, F64)]
    cs += [Case("Lu", [(g(3, 3) + 1j * g(3, 3)).astype(dt)], {}) for dt in (C64, C128)]
    cs += [Case("Lu", [g(2, 3, 5, 5)], {"output_idx_type": I64}),
           Case("Lu", [g(1, 1, dt=F64)], {"output_idx_type": I32}),
           Case("Lu", [g(12, 12)], {}),
           Case("Lu", [np.zeros((2, 0, 0), np.float32)], {}),
           Case("Lu", [np.array([[1, 2], [2, 4]], np.float32)], {}),       # singular
           Case("Lu", [g(3, 4)], {}), Case("Lu", [g(3)], {}),
           Case("Lu", [vals(I32, (3, 3), special=False)], {}),
           Case("Lu", [vals(F16, (3, 3), special=False)], {})]
    return cs + linalg_sqrtm_cases()


def linalg_sqrtm_cases():
    """MatrixSquareRoot (tf.linalg.sqrtm): continuous values, shifted to positive real parts
    (real: 2x2 blocks of complex pairs among them), SPD, complex, batches, empty; TF's
    results without a root (a negative eigenvalue: NaN everywhere), singular (Eigen divides
    by zero), NaN and inf inputs; non-square, rank-1, integer and half (no kernel) inputs."""
    seed("MatrixSquareRoot")
    g = lambda *s, dt=F64: _rng.standard_normal(s).astype(dt)  # noqa: E731
    shifted = lambda n, dt=F64: (g(n, n) + n * np.eye(n)).astype(dt)  # noqa: E731
    op = "MatrixSquareRoot"
    cs = [Case(op, [shifted(n, dt)], {}) for n in (1, 2, 3, 5, 8) for dt in (F32, F64)]
    b = g(6, 6)
    cs += [Case(op, [(b @ b.T + 0.1 * np.eye(6)).astype(dt)], {}) for dt in (F32, F64)]           # SPD
    cs += [Case(op, [(g(n, n) + 1j * g(n, n)).astype(dt)], {}) for n in (1, 4, 7) for dt in (C64, C128)]
    cs += [Case(op, [g(2, 3, 4, 4) + 4 * np.eye(4)], {}),
           Case(op, [(g(3, 5, 5) + 5 * np.eye(5)).astype(F32)], {}),
           Case(op, [np.array([[0, -2], [2, 0]], F64)], {}),                    # eigenvalues +-2i
           Case(op, [np.array([[4, 1, 0], [-1, 4, 2], [0, 0, 9]], F32)], {}),    # a pair and a real one
           Case(op, [np.zeros((0, 0), F32)], {}), Case(op, [np.zeros((2, 0, 0), C64)], {}),
           Case(op, [np.array([[-1, 0], [0, 4]], F64)], {}),                    # no real root: NaN
           Case(op, [np.array([[-1, 0], [0, 4]], C128)], {}),                   # complex: i and 2
           Case(op, [np.array([[2, 1, 0], [1, -3, 1], [0, 1, 2]], F32)], {}),
           Case(op, [np.zeros((3, 3), F64)], {}),                               # singular
           Case(op, [np.array([[0, 1], [0, 0]], F64)], {}),
           Case(op, [np.array([[1, np.nan], [0, 1]], F32)], {}),
           Case(op, [np.array([[1, 0], [np.inf, 1]], F64)], {}),
           Case(op, [g(3, 4)], {}), Case(op, [g(3)], {}),
           Case(op, [vals(I32, (3, 3), special=False)], {}),
           Case(op, [shifted(3, F16)], {})]
    return cs


def image_family():
    cs = []
    seed("image")
    img = lambda *s, dt=F32: vals(dt, s, 0, 8, special=False)
    modes = [{}, {"align_corners": True}, {"half_pixel_centers": True}]
    for op in ["ResizeBilinear", "ResizeNearestNeighbor", "ResizeBicubic"]:
        seed(op)
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (1, 2, 3, 1), 0, 8, special=False), i32([3, 5])], {"half_pixel_centers": True}))
        for m in modes:
            cs += [Case(op, [img(2, 3, 4, 2), i32([5, 7])], m), Case(op, [img(1, 5, 6, 1), i32([2, 3])], m)]
        cs += [Case(op, [img(1, 1, 1, 2), i32([3, 2])], {"align_corners": True}),
               Case(op, [img(1, 4, 4, 1), i32([4, 4])], {}),
               Case(op, [vals(F32, (1, 2, 3, 1), 0, 8, special=True), i32([4, 4])], {}),
               Case(op, [img(0, 2, 2, 1), i32([3, 3])], {}),
               Case(op, [img(1, 2, 2, 1), i32([3, 3])], {"align_corners": True, "half_pixel_centers": True}),
               Case(op, [img(2, 2, 1), i32([3, 3])], {}),
               Case(op, [img(1, 2, 2, 1), i32([3])], {}),
               Case(op, [img(1, 2, 2, 1), i32([0, 3])], {}),
               Case(op, [img(1, 2, 2, 1), i64([3, 3])], {})]
    seed("CropAndResize")
    boxes = f32([[0, 0, 1, 1], [0.2, 0.1, 0.7, 0.9], [0.9, 0.8, 0.1, 0.3], [-0.5, -0.2, 1.4, 1.1]])
    for dt in ALL:
        cs.append(Case("CropAndResize", [vals(dt, (2, 4, 5, 2), 0, 8, special=False), boxes, i32([0, 1, 1, 0]),
                                         i32([3, 2])], {}))
    x = img(2, 5, 4, 3)
    cs += [Case("CropAndResize", [x, boxes, i32([1, 0, 1, 1]), i32([4, 4])], {"method": "nearest"}),
           Case("CropAndResize", [x, boxes, i32([1, 0, 1, 1]), i32([1, 1])], {"extrapolation_value": -1.0}),
           Case("CropAndResize", [x, boxes[:2], i32([0, 0]), i32([3, 5])], {"method": "nearest", "extrapolation_value": 7.5}),
           Case("CropAndResize", [x, np.zeros((0, 4), np.float32), i32([]), i32([2, 2])], {}),
           Case("CropAndResize", [x, boxes[:1], i32([2]), i32([2, 2])], {}),        # box_ind out of range
           Case("CropAndResize", [x, boxes[:1], i32([0]), i32([0, 2])], {}),
           Case("CropAndResize", [x, boxes[:1], i32([0, 1]), i32([2, 2])], {}),
           Case("CropAndResize", [x, boxes[:1], i32([0]), i32([2, 2])], {"method": "bicubic"}),
           Case("CropAndResize", [x, boxes[:1, :3], i32([0]), i32([2, 2])], {})]
    # NonMaxSuppression: boxes [y1, x1, y2, x2] (corners in any order), overlapping clusters
    seed("nms")
    nb = f32([[0, 0, 1, 1], [0, 0.1, 1, 1.1], [0, -0.1, 1, 0.9], [0, 10, 1, 11], [1, 10.1, 0, 11.1],
              [0, 100, 1, 101], [5, 5, 5, 5], [2, 2, 3, 4]])
    sc = f32([0.9, 0.75, 0.6, 0.95, 0.5, 0.3, 0.8, 0.3])
    for op in ["NonMaxSuppressionV3", "NonMaxSuppressionV4", "NonMaxSuppressionV5"]:
        extra = [f32(0.5)] if op == "NonMaxSuppressionV5" else []
        mk = lambda b, s, n, iou, st, attrs={}, extra=extra, op=op: Case(op, [b, s, n, iou, st] + extra, attrs)
        cs += [mk(nb, sc, i32(10), f32(0.5), f32(-np.inf)),
               mk(nb, sc, i32(3), f32(0.5), f32(0.0)),
               mk(nb, sc, i32(10), f32(0.0), f32(0.35)),
               mk(nb, sc, i32(10), f32(1.0), f32(0.0)),
               mk(nb, sc, i32(0), f32(0.5), f32(0.0)),
               mk(np.zeros((0, 4), np.float32), f32([]), i32(5), f32(0.5), f32(0.0)),
               mk(nb.astype(F16), sc.astype(F16), i32(4), f16(0.5), f16(0.0)),
               mk(nb, sc[:5], i32(3), f32(0.5), f32(0.0)),                       # counts differ
               mk(nb, sc, i32(3), f32(1.5), f32(0.0)),                           # iou > 1
               mk(nb, sc, i32(-1), f32(0.5), f32(0.0)),
               mk(nb[:, :3], sc, i32(3), f32(0.5), f32(0.0))]
        if op != "NonMaxSuppressionV3":
            cs.append(mk(nb, sc, i32(6), f32(0.5), f32(0.0), {"pad_to_max_output_size": True}))
    v5 = lambda sigma, **a: Case("NonMaxSuppressionV5", [nb, sc, i32(6), f32(0.6), f32(0.1), f32(sigma)], a)
    cs += [v5(0.5), v5(1.0, pad_to_max_output_size=True), v5(-1.0)]
    # ScaleAndTranslate: every kernel, down- and upscaling, with and without antialiasing.
    seed("ScaleAndTranslate")
    st = lambda x, size, scale, shift, **a: Case("ScaleAndTranslate", [x, i32(size), f32(scale), f32(shift)], a)  # noqa: E731
    x = img(2, 6, 5, 2)
    for dt in ALL:
        cs.append(st(vals(dt, (1, 4, 3, 1), 0, 8, special=False), [2, 5], [0.5, 5 / 3], [0, 0]))
    for kind in ["lanczos1", "lanczos3", "lanczos5", "gaussian", "box", "triangle", "keyscubic", "mitchellcubic"]:
        cs += [st(x, [3, 2], [0.5, 0.4], [0, 0], kernel_type=kind),
               st(x, [9, 8], [1.5, 1.6], [0, 0], kernel_type=kind, antialias=False)]
    cs += [st(x, [3, 4], [0.5, 0.8], [0.5, -1.0], antialias=False),
           st(x, [4, 4], [0.7, 0.9], [1.0, 0.25]),
           st(x, [5, 5], [3.0, 3.0], [-6.0, 2.0], kernel_type="triangle"),     # partly outside
           st(vals(F32, (1, 4, 4, 1), 0, 8, special=True), [2, 2], [0.5, 0.5], [0, 0]),
           st(x, [3, 2], [0.5, 0.4], [0, 0], kernel_type="cubic"),           # unknown kernel
           st(x, [3, 2], [0.0, 0.4], [0, 0]),                                   # scale 0
           st(x, [0, 2], [0.5, 0.4], [0, 0]),
           st(x[0], [3, 2], [0.5, 0.4], [0, 0]),
           st(x, [3, 2], [0.5, 0.4, 1.0], [0, 0])]
    # AdjustContrastv2 (float images on CPU): mean over height and width per channel.
    seed("AdjustContrastv2")
    ac = lambda x, f: Case("AdjustContrastv2", [x, f32(f)], {})  # noqa: E731
    cs += [ac(img(2, 3, 5, 3), 1.5), ac(img(7, 6, 2), 0.25), ac(img(2, 2, 1, 1, 4), -1.0),
           ac(vals(F32, (1, 3, 3, 2), special=True), 2.0), ac(img(0, 3, 3, 1), 2.0), ac(img(1, 1, 1, 3), 3.0),
           ac(img(4, 3), 1.0), ac(img(2, 2, 3).astype(F16), 1.0), Case("AdjustContrastv2", [img(2, 2, 3), f32([1, 2])], {})]
    # CombinedNonMaxSuppression: boxes [batch, n, q, 4] (q = 1: shared by the classes, or one
    # per class), scores [batch, n, classes]; boxes past [0, 1] to see clip_boxes.
    cb = np.stack([nb / 4, nb[::-1] / 6 - 0.1])[:, :, None, :]
    cq = np.concatenate([cb, cb[:, ::-1] * 0.9], axis=2)
    # (distinct scores: TF orders equal ones as its unstable sort happens to)
    cs_ = sc + np.arange(8, dtype=np.float32) * np.float32(0.001)
    cscores = np.stack([np.stack([cs_, cs_[::-1] * 0.97, cs_ * 0.5], -1),
                        np.stack([cs_[::-1], cs_ * 0.99, cs_ * 0.98], -1)]).astype(np.float32)
    combined = lambda b, s, per, total, iou=f32(0.5), st=f32(0.2), **a: Case(
        "CombinedNonMaxSuppression", [b, s, per, total, iou, st], a)
    cs += [combined(cb, cscores, i32(3), i32(5)),
           combined(cb, cscores, i32(2), i32(20), pad_per_class=True),
           combined(cb, cscores, i32(4), i32(3), clip_boxes=False),
           combined(cq, cscores[:, :, :2], i32(3), i32(6), f32(0.3), f32(0.0)),
           combined(cb[:1], cscores[:1], i32(10), i32(10), f32(1.0), f32(0.9)),
           combined(cb, cscores, i32(0), i32(5)),                               # per class <= 0
           combined(cb, cscores, i32(3), i32(5), f32(1.5)),                     # iou > 1
           combined(cb[:1], cscores, i32(3), i32(5)),                           # batch sizes differ
           combined(cq, cscores, i32(3), i32(5)),                               # q not 1 nor classes
           combined(cb, cscores[:, :4], i32(3), i32(5))]                        # anchor counts differ
    for op in ["RGBToHSV", "HSVToRGB"]:
        seed(op)
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (2, 3), 0, 1, special=False)], {}))
        cs += [Case(op, [vals(F32, (2, 4, 3), 0, 1, special=False) * np.float32(0.9)], {}),
               Case(op, [f32([[0, 0, 0], [1, 1, 1], [0.5, 0.5, 0.5], [1, 0, 0], [0, 1, 0], [0, 0, 1], [0.2, 0.8, 0.8]])], {}),
               Case(op, [vals(F64, (0, 3))], {}),
               Case(op, [vals(F32, (2, 4))], {}), Case(op, [vals(F32, ())], {})]
    cs += image_more_cases(nb, sc)
    return cs


def image_more_cases(nb, sc):
    """NonMaxSuppressionV2 (no score threshold)."""
    v2 = lambda b, s, n, iou: Case("NonMaxSuppressionV2", [b, s, n, iou], {})  # noqa: E731
    return [v2(nb, sc, i32(10), f32(0.5)), v2(nb, sc, i32(3), f32(0.0)), v2(nb, sc, i32(10), f32(1.0)),
            v2(nb.astype(F16), sc.astype(F16), i32(4), f16(0.5)), v2(nb.astype(F16), sc.astype(F16), i32(4), f32(0.5)),
            v2(np.zeros((0, 4), np.float32), f32([]), i32(5), f32(0.5)),
            v2(nb, sc[:5], i32(3), f32(0.5)), v2(nb, sc, i32(3), f32(1.5)), v2(nb, sc, i32(-1), f32(0.5)),
            v2(nb[:, :3], sc, i32(3), f32(0.5)), v2(nb.astype(F64), sc.astype(F64), i32(3), f32(0.5))] + \
        image_area_adjust_cases()


def image_area_adjust_cases():
    """ResizeArea (every input type, down/up/non-integer scales, align_corners), AdjustHue and
    AdjustSaturation (TF's own colour round trips: greys, ties, NaN/Inf, deltas and scales out of range)."""
    cs = []
    seed("ResizeArea")
    ra = lambda x, size, **a: Case("ResizeArea", [x, i32(size)], a)  # noqa: E731
    for dt in [I8, U8, I16, U16, I32, I64, F16, F32, F64, BF16]:
        cs.append(ra(vals(dt, (1, 5, 7, 2), -20, 20, special=False), [3, 4]))
    x = vals(F32, (2, 6, 9, 3), -4, 4, special=False)
    cs += [ra(x, [2, 3]), ra(x, [4, 5]), ra(x, [9, 13]), ra(x, [1, 1]), ra(x, [6, 9]),
           ra(x, [4, 5], align_corners=True), ra(x, [9, 13], align_corners=True), ra(x, [1, 2], align_corners=True),
           ra(f32([np.nan, 1, np.inf, 2]).reshape(1, 2, 2, 1), [1, 1]),
           ra(i64([2 ** 40 + 1, 3, -7, 2 ** 62]).reshape(1, 2, 2, 1), [1, 2]),
           ra(np.zeros((0, 3, 4, 2), np.float32), [2, 2]),
           ra(np.zeros((1, 0, 4, 2), np.float32), [2, 2]), ra(np.zeros((1, 3, 4, 0), np.float32), [2, 2]),
           ra(x, [0, 2]), ra(x, [2, 2, 2]), ra(x[0], [2, 2]), ra(x.astype(U32), [2, 2]),
           Case("ResizeArea", [x, i64([2, 2])], {}),
           ra(x, [-1, 3])]
    seed("AdjustHue")
    rgb = lambda *s: vals(F32, s, 0, 1, special=False)  # noqa: E731
    ties = f32([[0.5, 0.5, 0.5], [0, 0, 0], [1, 0.25, 0.25], [0.25, 1, 0.25], [0.25, 0.25, 1], [1, 1, 0.5],
                [0.5, 1, 1], [1, 0.5, 1], [np.nan, 0.5, 0.25], [0.5, np.inf, 0], [-0.5, 0.25, 2],
                [0.2, 0.7, 0.4]]).reshape(2, 2, 3, 3)
    for op, amounts in (("AdjustHue", [0.0, 0.25, -0.4, 1.0, -1.0, 0.5, 2.75]),
                        ("AdjustSaturation", [1.0, 0.5, 0.0, 2.0, 1e10, -1.0, 0.3])):
        x = _rng.random((2, 5, 4, 3)).astype(np.float32)
        cs += [Case(op, [x, f32(a)], {}) for a in amounts]
        cs += [Case(op, [ties, f32(0.3)], {}), Case(op, [rgb(3, 4, 3), f32(-0.2)], {}),
               Case(op, [np.zeros((0, 4, 3), np.float32), f32(0.1)], {}),
               Case(op, [x.astype(F16), f32(0.1)], {}), Case(op, [x.astype(F64), f32(0.1)], {}),
               Case(op, [x, f64(0.1)], {}), Case(op, [x[0, 0], f32(0.1)], {}),
               Case(op, [x[..., :2], f32(0.1)], {}), Case(op, [x, f32([0.1])], {})]
    return cs + image_nms_overlaps_cases()


def image_nms_overlaps_cases():
    """NonMaxSuppressionWithOverlaps: random [N, N] similarities (not symmetric: row the
    candidate, column the selected box), thresholds, ties, a NaN similarity (the candidate's
    score zeroed, back in the queue under a -inf score threshold); bad shapes and types."""
    seed("NonMaxSuppressionWithOverlaps")
    ov = _rng.random((12, 12)).astype(np.float32)
    sc = _rng.random(12).astype(np.float32)
    sc[7] = sc[2]  # a tie: the lower index first
    nan = ov.copy()
    nan[5, :] = np.nan
    mk = lambda o, s, n, t, st: Case("NonMaxSuppressionWithOverlaps", [o, s, i32(n), f32(t), f32(st)], {})  # noqa: E731
    return [mk(ov, sc, 12, 0.5, -np.inf), mk(ov, sc, 12, 0.8, 0.3), mk(ov, sc, 3, 0.9, -np.inf),
            mk(ov, sc, 12, 0.0, -np.inf), mk(ov, sc, 12, 1.0, 0.5), mk(ov, sc, 0, 0.5, 0.0),
            mk(nan, sc, 12, 0.7, -np.inf), mk(nan, sc, 12, 0.7, 0.2),
            mk(np.zeros((0, 0), np.float32), f32([]), 4, 0.5, 0.0),
            mk(ov[:, :5], sc, 3, 0.5, 0.0),                                        # not square
            mk(ov, sc[:5], 3, 0.5, 0.0), mk(ov[0], sc, 3, 0.5, 0.0),
            mk(ov, sc, -1, 0.5, 0.0),
            Case("NonMaxSuppressionWithOverlaps", [ov, sc, i32([3]), f32(0.5), f32(0.0)], {}),
            Case("NonMaxSuppressionWithOverlaps", [ov.astype(F64), sc, i32(3), f32(0.5), f32(0.0)], {}),
            Case("NonMaxSuppressionWithOverlaps", [ov, sc, i32(3), f16(0.5), f32(0.0)], {})]


def f16(v):
    return np.array(v, dtype=np.float16)


def complex_family():
    cs = []
    seed("complex")
    for dt in ALL:
        cs.append(Case("Complex", [vals(dt, (2, 3)), vals(dt, (3,), special=False)], {"Tout": C128} if dt == F64 else {}))
    cs += [Case("Complex", [f64([1, 2]), f64(3)], {"Tout": C128}),
           Case("Complex", [vals(F32, (0, 2)), vals(F32, (1, 2))], {}),
           Case("Complex", [vals(F32, (2, 1)), vals(F32, (1, 3))], {"Tout": C64}),
           Case("Complex", [f32([1, 2]), f32([1, 2, 3])], {}),
           Case("Complex", [f32([1, 2]), f64([1, 2])], {}),
           Case("Complex", [f32([1, 2]), f32([1, 2])], {"Tout": C128})]
    # Tout as the TF dialect derives it from the result type (raw_ops' default is the 32-bit one).
    real_of = lambda dt: {"Tout": F64} if dt == C128 else {}
    for op in ["Real", "Imag", "Conj", "Angle", "ComplexAbs"]:
        seed(op)
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (2, 3))], real_of(dt) if op != "Conj" else {}))
        cs += [Case(op, [np.array([np.nan + 1j, complex(np.inf, -1), complex(-0.0, -0.0), 3e38 + 3e38j],
                                  np.complex64)], {}),
               Case(op, [vals(C128, (0, 2))], real_of(C128) if op != "Conj" else {}), Case(op, [vals(C64, ())], {})]
        if op in ("Real", "Imag", "Angle", "ComplexAbs"):
            cs.append(Case(op, [vals(C128, (2,))], {"Tout": F32}))
    return cs


def spectral_family():
    cs = []
    for op in ["FFT", "IFFT", "FFT2D", "IFFT2D"]:
        seed(op)
        k = 2 if "2D" in op else 1
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (3, 4) if k == 2 else (4,), special=False)], {}))
        cs += [Case(op, [vals(C128, (2, 3, 5), special=False)], {}),
               Case(op, [vals(C64, (2, 1, 6), special=False)], {}),
               Case(op, [vals(C64, (2, 0) + (3,) * (k - 1), special=False)], {}),
               Case(op, [vals(C64, (3, 0) if k == 2 else (0,), special=False)], {}),
               Case(op, [vals(C64, (4,) if k == 2 else (), special=False)], {})]
    for op in ["RFFT", "IRFFT", "RFFT2D", "IRFFT2D"]:
        seed(op)
        k = 2 if "2D" in op else 1
        inv = op.startswith("I")
        shp = (3, 4) if k == 2 else (6,)
        n = lambda *v: i32(list(v))
        base = n(3, 6) if k == 2 else n(6)
        # The 64-bit forms name their output type (as the TF dialect derives it; raw_ops' default is 32-bit).
        wide = lambda dt: ({"Treal": F64} if dt == C128 else {}) if inv else ({"Tcomplex": C128} if dt == F64 else {})
        for dt in ALL:
            cs.append(Case(op, [vals(dt, (3, 4) if k == 2 else (4,), special=False), base], wide(dt)))
        src = C64 if inv else F32
        src2 = C128 if inv else F64
        cs += [Case(op, [vals(src2, (2,) + shp, special=False), n(*([4, 5] if k == 2 else [5]))], wide(src2)),
               Case(op, [vals(src, (2,) + shp, special=False), n(*([2, 10] if k == 2 else [11]))], {}),
               Case(op, [vals(src, (2,) + shp, special=False), n(*([3, 1] if k == 2 else [1]))], {}),
               Case(op, [vals(src, (0,) + shp, special=False), base], {}),
               Case(op, [vals(src, (2,) + shp, special=False), n(*([3, 4, 5] if k == 2 else [3, 4]))], {}),
               Case(op, [vals(src, (2,) + shp, special=False), n(*([-1, 4] if k == 2 else [-2]))], {}),
               Case(op, [vals(src, shp[1:], special=False), base], {}) if k == 2 else
               Case(op, [vals(src, (), special=False), base], {})]
        # (An fft_length of 0 aborts TF 2.21's process in DUCC's r2c assertion: no case.)
        cs.append(Case(op, [vals(src, (2,) + shp, special=False), base.astype(np.int64)], {}))
        if inv:
            cs.append(Case(op, [vals(C128, shp, special=False), base], {"Treal": F64}))
        else:
            cs.append(Case(op, [vals(F64, shp, special=False), base], {"Tcomplex": C128}))
    return cs


def S(*v):
    """A string tensor (object array of bytes) from str/bytes values, or nested lists of them."""
    enc = lambda v: v.encode() if isinstance(v, str) else v
    a = np.array(v[0] if len(v) == 1 and isinstance(v[0], list) else list(v), dtype=object)
    flat = a.reshape(-1)
    flat[:] = [enc(x) for x in flat]
    return a


def string_family():
    cs = []
    seed("AsString")
    fl = np.array([1.5, -2.25, np.nan, np.inf, -np.inf, 1e10, 0.0, -0.0, 1 / 3, 123456.789], F64)
    for dt in ALL:
        x = vals(dt, (2, 3)) if dt.kind != "f" and dt != BF16 else fl[:6].astype(dt).reshape(2, 3)
        cs.append(Case("AsString", [x], {}))
    for attrs in [{"shortest": True}, {"scientific": True}, {"scientific": True, "precision": 2},
                  {"precision": 0}, {"precision": 3, "width": 12}, {"width": 12, "fill": "0"},
                  {"width": 12, "fill": "-"}, {"width": 12, "fill": " "}, {"fill": "+"},
                  {"width": 14, "fill": "#", "precision": 1}, {"shortest": True, "precision": 3},
                  {"width": 3}]:
        cs.append(Case("AsString", [fl.astype(F32)], attrs))
    cs += [Case("AsString", [fl], {"shortest": True, "width": 20}),
           Case("AsString", [vals(I64, (4,))], {"width": 6, "fill": "0"}),
           Case("AsString", [vals(U64, (4,))], {"width": 4, "fill": "-"}),
           Case("AsString", [vals(I8, (3,))], {"fill": "+"}),
           Case("AsString", [vals(C128, (2,))], {"precision": 1, "scientific": True}),
           Case("AsString", [vals(BOOL, (3,))], {"width": 7}),
           Case("AsString", [S("ab", "", "xyz")], {"width": 5}),
           Case("AsString", [vals(F32, (0, 2))], {}),
           Case("AsString", [f32(2.5)], {}),
           Case("AsString", [fl], {"fill": "x"}),                       # bad fill
           Case("AsString", [fl], {"fill": "00"}),
           Case("AsString", [fl], {"scientific": True, "shortest": True}),
           Case("AsString", [vals(I32, (3,))], {"precision": 2}),
           Case("AsString", [vals(I32, (3,))], {"shortest": True})]
    # StringJoin: broadcast scalars against one shape
    cs += [Case("StringJoin", [S("a", "b"), S(b"x")[0:1].reshape(()), S("1", "2")], {"separator": "-"}),
           Case("StringJoin", [S([["a"], ["b"]]), S([["c"], ["d"]])], {}),
           Case("StringJoin", [S(b"x").reshape(()), S(b"\xff").reshape(())], {"separator": ", "}),
           Case("StringJoin", [S("a", "b"), S("x", "y", "z")], {"separator": "-"}),
           Case("StringJoin", [np.zeros((0,), object), S("q").reshape(())], {})]
    # StringFormat: TF's tensor summaries (print_v2), every dtype
    seed("StringFormat")
    sf = lambda xs, **a: Case("StringFormat", xs, {"placeholder": "{}", "template": " | ".join(["{}"] * len(xs)), **a})
    for dt in ALL:
        cs.append(sf([vals(dt, (2, 3))]))
    cs += [sf([np.arange(10, dtype=np.int32)], summarize=2),
           sf([np.arange(24, dtype=np.int64).reshape(2, 3, 4)], summarize=1),
           sf([np.arange(24, dtype=np.int64).reshape(2, 3, 4)]),
           sf([np.zeros((0, 2), F32), np.zeros((2, 0), F32), np.zeros((2, 0, 3), F32)]),
           sf([np.arange(7, dtype=np.int32)], summarize=0), sf([np.arange(7, dtype=np.int32)], summarize=-1),
           sf([np.array([1e-7, 123456789.0, np.nan, 0.1, 1 / 3, -np.inf, 1e-300], F64)]),
           sf([np.array([1e-7, 123456789.0, np.nan, 0.1, 1 / 3, -np.inf, 3e38], F32)]),
           sf([S("a\nb", 'q"\\', "\x01\xc3\xa9"), S(b"x").reshape(()), f32(2.5)]),
           sf([vals(C64, (5,))], summarize=2),
           Case("StringFormat", [i32([1, 2])], {"template": "x=%s!"}),
           Case("StringFormat", [], {"template": "no inputs"}),
           Case("StringFormat", [i32(1)], {"template": "{} {}", "placeholder": "{}"}),
           Case("StringFormat", [i32(1), i32(2)], {"template": "%s"})]
    # Hashes: many lengths (each branch of Fingerprint64 and SipHash), several bucket counts
    seed("hash")
    words = [bytes(_rng.integers(0, 256, n).astype(np.uint8)) for n in list(range(0, 70)) + [100, 128, 129, 200, 1000]]
    for op in ["StringToHashBucketFast", "StringToHashBucketStrong"]:
        k = {"key": [123, -5]} if "Strong" in op else {}
        cs += [Case(op, [S(*words)], {"num_buckets": 2**63 - 1, **k}),
               Case(op, [S(*words[:20]).reshape(4, 5)], {"num_buckets": 1000, **k}),
               Case(op, [S("hello", "world", "", "tf.keras")], {"num_buckets": 1, **k}),
               Case(op, [S("a").reshape(())], {"num_buckets": 7, **k}),
               Case(op, [np.zeros((0,), object)], {"num_buckets": 7, **k}),
               Case(op, [vals(I32, (3,))], {"num_buckets": 7, **k}),
               Case(op, [S("a")], {"num_buckets": 0, **k})]
    cs.append(Case("StringToHashBucketStrong", [S("a")], {"num_buckets": 7, "key": [1]}))
    cs.append(Case("StringToHashBucketStrong", [S(*words[:10])], {"num_buckets": 97, "key": [0, 0]}))
    # StringLength, Substr
    u = S("hello", "h\xe9llo", "", b"\xff\xfe", "\u20ac\U0001F600")
    cs += [Case("StringLength", [u], {}), Case("StringLength", [u], {"unit": "UTF8_CHAR"}),
           Case("StringLength", [u.reshape(5, 1)], {"unit": "BYTE"}), Case("StringLength", [S("ab").reshape(())], {}),
           Case("StringLength", [vals(F32, (2,))], {}), Case("StringLength", [u], {"unit": "CHAR"})]
    hw = S("hello", "world")
    cs += [Case("Substr", [hw, i32([1, -2]), i32([2, 5])], {}),
           Case("Substr", [hw, i32(1), i32(-1)], {}),
           Case("Substr", [hw, i64(5), i64(3)], {}),
           Case("Substr", [hw, i32(-5), i32(0)], {}),
           Case("Substr", [S("h\xe9llo", "\u20acab"), i32(1), i32(2)], {"unit": "UTF8_CHAR"}),
           Case("Substr", [S("h\xe9llo", "\u20acab"), i32([-2, 0]), i32([5, 1])], {"unit": "UTF8_CHAR"}),
           Case("Substr", [S([["ab", "cd"], ["ef", "gh"]]), i32([0, 1]), i32([1, 1])], {}),
           Case("Substr", [S("ab").reshape(()), i32([0, 1]), i32([1, 2])], {}),
           Case("Substr", [S("hello", "wo"), i32(3), i32(1)], {}),
           Case("Substr", [hw, i32(-6), i32(1)], {}),
           Case("Substr", [hw, i32([1, 2]), i32(1)], {}),
           Case("Substr", [hw, i32([1, 2, 3]), i32([1, 1, 1])], {}),
           Case("Substr", [hw, i32(1), i64(1)], {})]
    # Regular expressions (patterns valid in both RE2 and Python's re)
    t = S("aaa bab", "xyz", "", "a1b22c333")
    for op in ["StaticRegexReplace", "RegexReplace"]:
        def rr(x, pat, rw, **a):
            if op == "StaticRegexReplace":
                return Case(op, [x], {"pattern": pat, "rewrite": rw, **a})
            return Case(op, [x, S(pat).reshape(()), S(rw).reshape(())], a)
        cs += [rr(t, "a+", "<\\0>"), rr(t, "(a)(b)", "\\2\\1", replace_global=False),
               rr(t, "[0-9]+", "#"), rr(t, "", "-"), rr(t, "x*", "-"), rr(t, "\\d", "\\\\"),
               rr(t, "(?i)A|Z", "_"), rr(t, "^a|b$", ""), rr(t.reshape(2, 2), "\\s", "_"),
               rr(t, "(", ""), rr(t, "a", "\\1")]
    cs += [Case("RegexReplace", [t, S("a", "b"), S("c").reshape(())], {}),
           Case("StaticRegexReplace", [vals(I32, (2,))], {"pattern": "a", "rewrite": "b"})]
    # Case, whitespace
    mixed = S("HeLLo \xc9", "h\xe9llo \xdf", "ABC xyz 123", "", b"\xff")
    for op in ["StringLower", "StringUpper"]:
        cs += [Case(op, [mixed[[0, 2, 3, 4]]], {}), Case(op, [mixed[:4]], {"encoding": "utf-8"}),
               Case(op, [mixed.reshape(5, 1)[:4]], {"encoding": ""}), Case(op, [S("aB").reshape(())], {}),
               Case(op, [mixed], {"encoding": "latin1"}), Case(op, [vals(I32, (2,))], {})]
    cs += [Case("StringStrip", [S("  a b \t\n", "\x0b\x0cx\r", "", "   ", "q")], {}),
           Case("StringStrip", [S([[" a"], ["b "]])], {}), Case("StringStrip", [S(" a ").reshape(())], {}),
           Case("StringStrip", [vals(F32, (2,))], {})]
    # ReduceJoin
    m = S([["a", "b", "c"], ["d", "e", "f"]])
    cube = S(*[chr(97 + i) for i in range(24)]).reshape(2, 3, 4)
    cs += [Case("ReduceJoin", [m, i32([1])], {"separator": "-"}),
           Case("ReduceJoin", [m, i32([-2])], {"keep_dims": True}),
           Case("ReduceJoin", [m, i32([1, 0])], {"separator": ","}),
           Case("ReduceJoin", [m, i64([0, 1])], {"separator": ","}),
           Case("ReduceJoin", [m, i32([])], {"separator": ","}),
           Case("ReduceJoin", [m, i32(0)], {}),
           Case("ReduceJoin", [cube, i32([2, 0])], {"separator": "."}),
           Case("ReduceJoin", [cube, i32([0, 2])], {"separator": ".", "keep_dims": True}),
           Case("ReduceJoin", [np.zeros((0, 2), object), i32(0)], {}),
           Case("ReduceJoin", [np.zeros((0, 2), object), i32(1)], {}),
           Case("ReduceJoin", [m, i32([2])], {}), Case("ReduceJoin", [m, i32([0, 0])], {}),
           Case("ReduceJoin", [m, i32([[0]])], {}), Case("ReduceJoin", [m, f32([0])], {})]
    # StringToNumber
    fnum = S("1.5", " 2", "-3e2", "inf", "nan", "0x10", "1e40", "-.5", "+7.", "1e-50", "-INF", "Infinity")
    cs += [Case("StringToNumber", [fnum], {}), Case("StringToNumber", [fnum], {"out_type": F32}),
           Case("StringToNumber", [fnum], {"out_type": F64}),
           Case("StringToNumber", [S("12", " -7 ", "+3", "2147483647", "-2147483648")], {"out_type": I32}),
           Case("StringToNumber", [S("9223372036854775807", "0", "-9223372036854775808")], {"out_type": I64}),
           Case("StringToNumber", [S("4294967295", "0")], {"out_type": U32}),
           Case("StringToNumber", [S("18446744073709551615", "7")], {"out_type": U64}),
           Case("StringToNumber", [np.zeros((0, 3), object)], {"out_type": I32}),
           Case("StringToNumber", [S([["1"], ["2"]])], {"out_type": I64})]
    for bad, dt in [("1.5", I32), ("2147483648", I32), ("1_0", F64), ("", F32), ("1.5f", F32), ("0x10", I32),
                    ("-1", U32), ("1", U8), ("abc", F64), ("1e400", F64)]:
        cs.append(Case("StringToNumber", [S(bad)], {"out_type": dt}))
    # StringSplitV2
    sp = lambda x, sep, **a: Case("StringSplitV2", [x, S(sep).reshape(())], a)
    cs += [sp(S("a b  c", "", " x ", "\tq\n"), ""), sp(S("a,b,,c", "", "x", ","), ","),
           sp(S("a,b,,c", "x,y"), ",", maxsplit=1), sp(S("a b  c d ", "  ", " e f"), "", maxsplit=1),
           sp(S("a<>b<>", "<><>"), "<>"), sp(np.zeros((0,), object), ","), sp(S("abc"), "", maxsplit=0),
           sp(S("a b").reshape(()), " "), Case("StringSplitV2", [S("a b"), S(" ", ",")], {}),
           sp(vals(I32, (2,)), ",")]
    # StringNGrams: rows of tokens (flat data + splits), widths, padding, short sequences
    ng = lambda data, splits, widths, pad=-1, **a: Case("StringNGrams", [data, splits], {  # noqa: E731
        "separator": a.pop("separator", " "), "ngram_widths": widths, "left_pad": a.pop("left_pad", "<s>"),
        "right_pad": a.pop("right_pad", "</s>"), "pad_width": pad,
        "preserve_short_sequences": a.pop("preserve", False)})
    words = S("the", "quick", "brown", "fox", "jumps", "a", "b")
    cs += [ng(words, i64([0, 4, 4, 7]), [1, 2]),
           ng(words, i32([0, 4, 4, 7]), [2, 3], 0),
           ng(words, i64([0, 2, 7]), [3], 1, separator="_"),
           ng(words, i64([0, 2, 7]), [4, 2], 2, left_pad="", right_pad=""),
           ng(words, i64([0, 1, 2, 7]), [3], 0, preserve=True),
           ng(words, i64([0, 7]), [10], 2, preserve=True),
           ng(np.zeros((0,), object), i64([0, 0, 0]), [2]),
           ng(words, i64([0, 4, 7]), [0]),                          # width 0
           ng(words, i64([1, 4, 7]), [2]),                          # first split
           ng(words, i64([0, 4, 6]), [2]),                          # last split
           ng(words, i64([0, 2, 7]), [3], -1, preserve=True),
           Case("StringNGrams", [vals(I32, (3,)), i64([0, 3])], {"separator": " ", "ngram_widths": [2],
                "left_pad": "", "right_pad": "", "pad_width": 0, "preserve_short_sequences": False})]
    return cs


def u64(v):
    return np.array(v, dtype=np.uint64)


def random_family():
    """Stateless random ops: explicit seeds (V1) and keys/counters (V2); TF's values exactly."""
    cs = []
    seeds = [i32([1, 2]), i64([-7, 2**40 + 3]), i32([0, 0]), i64([2**63 - 1, -(2**63)])]
    for op in ["StatelessRandomUniform", "StatelessRandomNormal", "StatelessTruncatedNormal"]:
        for dt in FLOATS:
            cs.append(Case(op, [i32([3, 5]), seeds[len(cs) % 4]], {"dtype": dt}))
        cs += [Case(op, [i64([1001]), seeds[1]], {}), Case(op, [i32([0, 3]), seeds[0]], {}),
               Case(op, [i32([]), seeds[3]], {"dtype": F64}), Case(op, [i32([7]), seeds[2]], {"dtype": F64}),
               Case(op, [i32([2, 3]), i32([1, 2, 3])], {}), Case(op, [i32([2, 3]), f32([1, 2])], {}),
               Case(op, [i32([2, 3]), seeds[0]], {"dtype": I32}), Case(op, [i32([-1, 3]), seeds[0]], {})]
        v2 = op + "V2" if op != "StatelessTruncatedNormal" else "StatelessTruncatedNormalV2"
        for dt in FLOATS:
            cs.append(Case(v2, [i32([2, 5]), u64([12345 + len(cs)]), u64([7, 2**64 - 1]), i32(1)], {"dtype": dt}))
        cs += [Case(v2, [i64([1003]), u64([2**64 - 1]), u64([2**64 - 2, 5]), i32(3)], {}),
               Case(v2, [i32([0]), u64([1]), u64([0, 0]), i32(1)], {}),
               Case(v2, [i32([3]), u64([1, 2]), u64([0, 0]), i32(1)], {}),
               Case(v2, [i32([3]), u64([1]), u64([0, 0]), i32(7)], {}),
               Case(v2, [i32([3]), i64([1]), u64([0, 0]), i32(1)], {})]
    for op in ["StatelessRandomUniformInt", "StatelessRandomUniformIntV2"]:
        pre = (lambda seed: [seed]) if op.endswith("Int") else (lambda seed: [u64([99]), u64([3, 4]), i32(1)])
        cs += [Case(op, [i32([4, 5])] + pre(seeds[0]) + [i32(-3), i32(10)], {}),
               Case(op, [i32([9])] + pre(seeds[1]) + [i64(-2**40), i64(2**62)], {}),
               Case(op, [i32([1000])] + pre(seeds[3]) + [i32(-2**31), i32(2**31 - 1)], {}),
               Case(op, [i32([5])] + pre(seeds[2]) + [i64(-(2**63)), i64(2**63 - 1)], {}),
               Case(op, [i32([0])] + pre(seeds[0]) + [i32(0), i32(1)], {}),
               Case(op, [i32([3])] + pre(seeds[0]) + [i32(5), i32(5)], {}),
               Case(op, [i32([3])] + pre(seeds[0]) + [i32(5), i64(6)], {}),
               Case(op, [i32([3])] + pre(seeds[0]) + [f32(0), f32(1)], {})]
    for op in ["StatelessRandomUniformFullInt", "StatelessRandomUniformFullIntV2"]:
        pre = (lambda seed: [seed]) if op.endswith("Int") else (lambda seed: [u64([5]), u64([0, 9]), i32(1)])
        for dt in [I32, I64, U32, U64]:
            cs.append(Case(op, [i32([2, 3])] + pre(seeds[len(cs) % 4]), {"dtype": dt}))
        cs += [Case(op, [i32([0])] + pre(seeds[0]), {}), Case(op, [i32([3])] + pre(seeds[0]), {"dtype": F32})]
    for seed in seeds + [i32([-1, -2])]:
        cs.append(Case("StatelessRandomGetKeyCounter", [seed], {}))
        cs.append(Case("StatelessRandomGetKeyCounterAlg", [seed], {}))
    for op in ["StatelessRandomGetKeyCounter", "StatelessRandomGetKeyCounterAlg"]:
        cs += [Case(op, [i32([1, 2, 3])], {}), Case(op, [f32([1, 2])], {})]
    cs += [Case("StatelessRandomGetAlg", [], {}) for _ in range(3)]
    cs += random_seeded_cases()
    return cs


def random_seeded_cases():
    """Stateful random ops seeded by attributes, multinomials and binomials: TF's values exactly.
    TF's eager kernels keep their stream position between calls with the same attributes, so each
    case has seeds of its own (a fresh kernel's first run); seed = seed2 = 0 is random in TF
    (only dtype and shape compared)."""
    cs = []
    n = iter(range(1000, 2000))  # distinct seed2 values
    for op in ["RandomUniform", "RandomStandardNormal", "TruncatedNormal"]:
        for dt in FLOATS:
            cs.append(Case(op, [i32([3, 5])], {"dtype": dt, "seed": 7, "seed2": next(n)}))
        cs += [Case(op, [i64([1001])], {"dtype": F32, "seed": -3, "seed2": next(n)}),
               Case(op, [i32([0, 3])], {"dtype": F32, "seed": 2**40 + 1, "seed2": next(n)}),
               Case(op, [i32([])], {"dtype": F64, "seed": 5, "seed2": -next(n)}),
               Case(op, [i32([4])], {"dtype": F32, "seed": 0, "seed2": 0}, unspecified=(0,)),
               Case(op, [i32([2, 3])], {"dtype": I32, "seed": 1, "seed2": next(n)}),
               Case(op, [i32([-1, 3])], {"dtype": F32, "seed": 1, "seed2": next(n)}),
               Case(op, [i32([[2, 3]])], {"dtype": F32, "seed": 1, "seed2": next(n)})]
    ri = lambda shape, lo, hi, **a: Case("RandomUniformInt", [shape, lo, hi], a)  # noqa: E731
    cs += [ri(i32([4, 5]), i32(-3), i32(10), seed=11, seed2=next(n)),
           ri(i64([9]), i64(-2**40), i64(2**62), seed=12, seed2=next(n)),
           ri(i32([1000]), i32(-2**31), i32(2**31 - 1), seed=-13, seed2=next(n)),
           ri(i32([5]), i64(-(2**63)), i64(2**63 - 1), seed=2**63 - 1, seed2=next(n)),
           ri(i32([0]), i32(5), i32(5), seed=14, seed2=next(n)),
           ri(i32([3]), i32(5), i32(5), seed=15, seed2=next(n)),
           ri(i32([3]), i32(5), i64(6), seed=16, seed2=next(n)),
           ri(i32([3]), f32(0), f32(1), seed=17, seed2=next(n)),
           ri(i32([3]), i32([0]), i32([1]), seed=18, seed2=next(n))]
    seed("Multinomial")
    logits = np.log(f32([[0.1, 0.2, 0.7], [0.5, 0.5, 0.0], [1, 1, 1]]))
    wide = vals(F32, (4, 10), -3, 3, special=False)
    special = f32([[np.nan, 1, 2, -np.inf], [np.inf, 0, 0, 0], [-np.inf, -np.inf, -np.inf, -np.inf]])
    for op, tail in (("Multinomial", lambda k: {"seed": 21, "seed2": k}),
                     ("StatelessMultinomial", lambda k: {})):
        sd = (lambda k: [i64([k, 9])]) if op == "StatelessMultinomial" else (lambda k: [])
        for dt in FLOATS:
            k = next(n)
            cs.append(Case(op, [logits.astype(dt), i32(6)] + sd(k), tail(k)))
        for x, num, extra in ((wide, 50, {"output_dtype": I32}), (special, 5, {}), (wide[:0], 4, {}),
                              (wide, 0, {}), (wide[:, :0], 3, {}), (wide, -1, {}), (wide[0], 2, {}),
                              (wide, i32([2]), {}), (wide.astype(I32), 2, {}), (wide, 2, {"output_dtype": F32})):
            k = next(n)
            cs.append(Case(op, [x, num if isinstance(num, np.ndarray) else i32(num)] + sd(k), {**tail(k), **extra}))
    cs.append(Case("Multinomial", [logits, i32(4)], {"seed": 0, "seed2": 0}, unspecified=(0,)))
    cs.append(Case("StatelessMultinomial", [logits, i32(4), i32([1, 2, 3])], {}))
    bi = lambda shape, sd, c, p, **a: Case("StatelessRandomBinomial", [i32(shape), sd, c, p], a)  # noqa: E731
    for dt in [F16, F32, F64]:
        for out in [F16, F32, F64, I32, I64]:
            cs.append(bi([3, 4], i32([1, 2]), np.array([5, 50, 100, 200], dt), np.array([0.3, 0.3, 0.9, 0.5], dt),
                         dtype=out))
    cs += [bi([5, 2], i64([-4, 2**40]), f64([3, 1000]), f64([0.01, 0.7])),
           bi([2, 6], i32([3, 4]), f32([0, -1, 10, 7, 30, 1e4]), f32([0.5, 0.5, 0, 1, 0.95, 0.999]), dtype=F32),
           bi([2, 3], i32([5, 6]), f32([[4], [40]]), f32([0.2, 0.5, 0.8]), dtype=F32),
           bi([3], i32([5, 6]), f32(20), f32([0.2, np.nan, 0.8]), dtype=F64),
           bi([0, 2], i32([5, 6]), f32(20), f32([0.2, 0.3]), dtype=F64),
           bi([2, 3], i32([5, 6]), f32([1, 2]), f32([0.2, 0.3]), dtype=F32),          # shape mismatch
           bi([2, 2], i32([5, 6]), f32([1, 2]), f32([0.2, 0.3, 0.4]), dtype=F32),     # no broadcast
           bi([2], i32([5, 6, 7]), f32([1, 2]), f32([0.2, 0.3]), dtype=F32),          # seed shape
           bi([2], i32([5, 6]), i32([1, 2]), i32([0, 1]), dtype=F32)]                 # integer counts
    return cs


def misc_family():
    """TF1 forms, graph plumbing, checks and the less common math of inference graphs."""
    cs = []
    seed("misc")
    for dt in ALL:
        cs.append(Case("AddN", [vals(dt, (2, 3)), vals(dt, (2, 3), special=False), vals(dt, (2, 3), special=False)], {}))
    cs += [Case("AddN", [vals(F32, (0, 2))], {}), Case("AddN", [np.array([100, 100], np.int8)] * 2, {}),
           Case("AddN", [vals(F32, (2,)), vals(F32, (3,))], {}), Case("AddN", [vals(F32, (2,)), vals(I32, (2,))], {})]
    cs += unary("Inv")
    for dt in ALL:
        cs.append(Case("Mod", [vals(dt, (2, 3)), vals(dt, (3,), special=False, nonzero=True)], {}))
    cs += [Case("Mod", [f32([5.5, -5.5, 5.5, -5.5, np.inf, 1]), f32([2, 2, -2, -2, 2, 0])], {}),
           Case("Mod", [i32([7, -7, 7, -7]), i32([3, 3, -3, -3])], {}), Case("Mod", [i32([1]), i32([0])], {})]
    for dt in [F32, F64]:
        cs.append(Case("NextAfter", [vals(dt, (2, 3)), vals(dt, (3,))], {}))
    cs += [Case("NextAfter", [f32([0, 1, -1]), f32([1, 0, -np.inf])], {}), Case("NextAfter", [vals(I32, (2,)), vals(I32, (2,))], {}),
           Case("NextAfter", [vals(F64, (0,)), vals(F64, (1,))], {})]
    for dt in ALL:
        cs.append(Case("ApproximateEqual", [vals(dt, (2, 3)), vals(dt, (2, 3))], {}))
    cs += [Case("ApproximateEqual", [f32([1, 1, 1]), f32([1.05, 1.2, 0.99])], {"tolerance": 0.1}),
           Case("ApproximateEqual", [f32([1, 2]), f32([1, 2, 3])], {})]
    cs += unary("Lgamma", lo=-3, hi=3)
    cs.append(Case("Lgamma", [np.array([-2.5, 0.5, 1e-5, 30, 171.5, 1e30, -1e-7], F64)], {}))
    for dt in ALL:
        cs.append(Case("Select", [vals(BOOL, (2, 3)), vals(dt, (2, 3)), vals(dt, (2, 3))], {}))
    cs += [Case("Select", [vals(BOOL, (2,)), vals(F32, (2, 3)), vals(F32, (2, 3))], {}),
           Case("Select", [vals(BOOL, ()), vals(F32, (2, 3)), vals(F32, (2, 3))], {}),
           Case("Select", [vals(BOOL, (3,)), vals(F32, (2, 3)), vals(F32, (2, 3))], {}),
           Case("Select", [vals(BOOL, (2,)), vals(F32, (2,)), vals(F32, (3,))], {})]
    for dt in REALS_FOR_CROSS:
        cs.append(Case("Cross", [vals(dt, (2, 3)), vals(dt, (2, 3))], {}))
    cs += [Case("Cross", [vals(F32, (3,)), vals(F32, (3,))], {}), Case("Cross", [vals(F32, (2, 2)), vals(F32, (2, 2))], {})]
    # TF1 forms
    x = vals(F32, (2, 3, 4), special=False)
    cs += [Case("Concat", [i32(1), vals(F32, (2, 1)), vals(F32, (2, 2))], {}), Case("Concat", [i32(-1), x, x], {}),
           Case("Concat", [i32(0), vals(STR, (1, 2)), vals(STR, (2, 2))], {}), Case("Concat", [i32(3), x, x], {})]
    cs += [Case("Gather", [vals(F32, (4, 2)), i32([3, 0, 0])], {}), Case("Gather", [vals(STR, (3,)), i64([[2, 1]])], {}),
           Case("Gather", [vals(I32, (3, 2)), i32([])], {}), Case("Gather", [vals(F32, (3,)), i32([3])], {})]
    cs += [Case("Reverse", [x, np.array([True, False, True])], {}), Case("Reverse", [vals(STR, (3,)), np.array([True])], {}),
           Case("Reverse", [vals(F32, ()), np.zeros((0,), bool)], {}), Case("Reverse", [x, np.array([True])], {})]
    for dt in [F32, STR, BOOL]:
        cs.append(Case("EnsureShape", [vals(dt, (2, 3))], {"shape": [2, -1]}))
    cs += [Case("EnsureShape", [vals(F32, ())], {"shape": []}), Case("EnsureShape", [x], {"shape": [2, 3, 5]}),
           Case("EnsureShape", [x], {"shape": [2, 3]})]
    cs += [Case("PlaceholderWithDefault", [vals(F32, (2, 3))], {"shape": [-1, 3]}),
           Case("PlaceholderWithDefault", [vals(STR, (2,))], {"shape": [2]}),
           Case("PlaceholderWithDefault", [vals(I32, ())], {"shape": []}),
           Case("PlaceholderWithDefault", [vals(F32, (2, 3))], {"shape": [3, 3]}),
           Case("PlaceholderWithDefault", [vals(F32, (2, 3))], {"dtype": I32, "shape": [2, 3]})]
    cs += [Case("ShapeN", [x, vals(STR, ()), vals(I32, (0, 5))], {}), Case("ShapeN", [x], {"out_type": I64}),
           Case("ShapeN", [x, x], {"out_type": F32})]
    bga = lambda a, b, dt=I32: Case("BroadcastGradientArgs", [np.array(a, dt), np.array(b, dt)], {})
    cs += [bga([2, 3, 1], [3, 4]), bga([1, 1], [1]), bga([], [5, 1], I64), bga([2, 1, 3], [2, 1, 3]),
           bga([2, 3], [4, 3])]
    co = lambda d, *s: Case("ConcatOffset", [i32(d)] + [i32(v) for v in s], {})
    cs += [co(1, [2, 3, 4], [2, 5, 4], [2, 1, 4]), co(-1, [2, 3], [2, 4]), co(0, [1], [0], [3]),
           co(1, [2, 3], [3, 3]), co(2, [2, 3], [2, 3])]
    bc = lambda x, t: Case("Bitcast", [x], {"type": t})
    cs += [bc(f32([1, -2, np.inf]), I32), bc(vals(I64, (2,)), U16), bc(vals(U8, (3, 4)), F32),
           bc(vals(U16, (2, 2)), F16), bc(vals(C64, (2,)), F64), bc(vals(F16, (2,)), BF16), bc(vals(I8, (3,)), U8),
           bc(vals(U8, (3, 3)), F32), bc(vals(F32, (2,)), BOOL), bc(vals(F32, (2,)), STR)]
    for dt in [F32, F64, I32, I64, C64, F16, BF16, I8, U8]:
        cs.append(Case("Diag", [vals(dt, (3,))], {}))
    cs += [Case("Diag", [vals(F32, (2, 2))], {}), Case("Diag", [vals(F32, ())], {}),
           Case("DiagPart", [vals(F32, (3, 3))], {}), Case("DiagPart", [vals(I64, (2, 3, 2, 3))], {}),
           Case("DiagPart", [vals(C128, (2, 2))], {}), Case("DiagPart", [vals(F32, (2, 3))], {}),
           Case("DiagPart", [vals(F32, (3,))], {}), Case("DiagPart", [vals(I8, (2, 2))], {})]
    rs = vals(I32, (3, 5, 2), -50, 50, special=False)
    cs += [Case("ReverseSequence", [rs, i64([2, 5, 0])], {"seq_dim": 1, "batch_dim": 0}),
           Case("ReverseSequence", [rs, i32([1, 3])], {"seq_dim": 0, "batch_dim": 2}),
           Case("ReverseSequence", [vals(STR, (2, 3)), i32([3, 1])], {"seq_dim": 1}),
           Case("ReverseSequence", [rs, i32([1, 9, 1])], {"seq_dim": 1, "batch_dim": 0}),
           Case("ReverseSequence", [rs, i32([1, 1])], {"seq_dim": 1, "batch_dim": 0}),
           Case("ReverseSequence", [rs, i32([1, 1, 1])], {"seq_dim": 0, "batch_dim": 0})]
    for op in ["DynamicStitch", "ParallelDynamicStitch"]:
        cs += [Case(op, [i32([0, 2]), i32([[1], [3]]), vals(F32, (2, 3)), vals(F32, (2, 1, 3))], {}),
               Case(op, [i32(1), i32([0, 1]), vals(STR, ()), vals(STR, (2,))], {}),
               Case(op, [i32([5, 0]), vals(I64, (2,))], {}),
               Case(op, [i32([0]), i32([]), vals(F32, (1, 2)), vals(F32, (0, 2))], {}),
               Case(op, [i32([0, 1]), vals(F32, (3,))], {}),
               Case(op, [i32([0, -1]), vals(F32, (2,))], {})]
    std = lambda ix, shape, v, d, **a: Case("SparseToDense", [ix, shape, v, d], a)
    cs += [std(i64([[0, 1], [1, 2]]), i64([2, 3]), f32([5, 6]), f32(0)),
           std(i32([1, 3]), i32([5]), i32(7), i32(-1)),
           std(i32(2), i32([4]), vals(STR, ()), np.array(b"-", object)),
           std(i32([[1, 0], [0, 1]]), i32([2, 2]), f32([1, 2]), f32(0), validate_indices=False),
           std(i32([[1, 0], [0, 1]]), i32([2, 2]), f32([1, 2]), f32(0)),
           std(i32([[5, 0]]), i32([2, 2]), f32([1]), f32(0)),
           std(i32([[0, 0]]), i32([2, 2]), f32([1, 2]), f32(0))]
    for dt in FLOATS:
        cs.append(Case("CumulativeLogsumexp", [vals(dt, (2, 3), -2, 2), i32(1)], {}))
    cx = vals(F64, (2, 4), -3, 3, special=False)
    for ex in (False, True):
        for rev in (False, True):
            cs.append(Case("CumulativeLogsumexp", [cx, i32(-1)], {"exclusive": ex, "reverse": rev}))
    cs += [Case("CumulativeLogsumexp", [f32([-np.inf, 0, np.inf, np.nan]), i32(0)], {}),
           Case("CumulativeLogsumexp", [vals(F32, (0, 2)), i32(0)], {}),
           Case("CumulativeLogsumexp", [vals(I32, (3,)), i32(0)], {}),
           Case("CumulativeLogsumexp", [vals(F32, (3,)), i32(1)], {})]
    for dt in FLOATS:
        cs.append(Case("L2Loss", [vals(dt, (2, 3), special=False)], {}))
    cs += [Case("L2Loss", [vals(F32, (0,))], {}), Case("L2Loss", [f32([np.nan, 1])], {}), Case("L2Loss", [vals(I32, (2,))], {})]
    pred = vals(F32, (4, 5), special=False)
    pred[0, 1] = pred[0, 2] = 3.0
    pred[3, 0] = np.nan
    cs += [Case("InTopKV2", [pred, i32([1, 0, 4, 2]), i32(2)], {}), Case("InTopKV2", [pred, i64([2, 3, 0, 1]), i64(1)], {}),
           Case("InTopKV2", [pred, i32([1, 1, 1, 1]), i32(0)], {}), Case("InTopKV2", [pred, i32([0, 0, 0, 0]), i32(5)], {}),
           Case("InTopKV2", [pred, i32([1, 0, 9, 2]), i32(2)], {}), Case("InTopKV2", [pred, i32([1, 0]), i32(2)], {}),
           Case("InTopKV2", [pred.astype(F64), i32([1, 0, 4, 2]), i32(2)], {})]
    hv = f32([-1.0, 0.0, 1.5, 2.0, 5.0, 15, 4.999, np.inf])
    cs += [Case("HistogramFixedWidth", [hv, f32([0, 5]), i32(5)], {}),
           Case("HistogramFixedWidth", [hv.astype(F64), f64([0, 5]), i32(3)], {"dtype": I64}),
           Case("HistogramFixedWidth", [i32([1, 2, 3, 9, -4]), i32([0, 10]), i32(4)], {}),
           Case("HistogramFixedWidth", [hv, f32([0, 5]), i32(0)], {}),
           Case("HistogramFixedWidth", [hv, f32([5, 0]), i32(2)], {}),
           Case("HistogramFixedWidth", [hv, f32([0, 5, 6]), i32(2)], {})]
    for op in ["CheckNumerics", "CheckNumericsV2"]:
        for dt in FLOATS:
            cs.append(Case(op, [vals(dt, (2, 3), special=False)], {"message": "m"}))
        cs += [Case(op, [f32([1, np.nan])], {"message": "bad"}), Case(op, [f32([np.inf, 1])], {"message": "x"}),
               Case(op, [f32([-np.inf, np.nan, np.inf])], {"message": "x"}), Case(op, [vals(I32, (2,))], {"message": ""}),
               Case(op, [vals(F32, (0,))], {"message": ""})]
    cs += [Case("Assert", [np.array(True), f32([1, 2])], {}), Case("Assert", [np.array(True)], {"summarize": 1}),
           Case("Assert", [np.array(True), vals(STR, ())], {}), Case("Assert", [np.array(False), f32([1, 2])], {}),
           Case("Assert", [np.array([True, True])], {})]
    cs += [Case("PrintV2", [np.array(b"printed by a conformance case", object)], {"output_stream": "stderr"}),
           Case("PrintV2", [np.array(b"", object)], {"end": ""}),
           Case("PrintV2", [np.array(b"x", object)], {"output_stream": "stderr", "end": "!\n"}),
           Case("PrintV2", [vals(STR, (2,))], {}), Case("PrintV2", [np.array(b"x", object)], {"output_stream": "nowhere"})]
    cs += [Case("NoOp", [], {}) for _ in range(3)]
    # RaggedTensorToTensor: flat values with ROW_SPLITS per ragged dimension, or FIRST_DIM_SIZE
    # then VALUE_ROWIDS; `shape` -1 (unknown), grown (padding) or cut (truncation).
    seed("RaggedTensorToTensor")
    rt = lambda shape, values, default, *parts, types: Case(  # noqa: E731
        "RaggedTensorToTensor", [shape, values, default, *parts], {"row_partition_types": types})
    splits = i64([0, 2, 2, 5, 7])
    for dt in ALL:
        v = vals(dt, (7,), special=False)
        cs.append(rt(i64(-1), v, v[:1].reshape(()), splits, types=["ROW_SPLITS"]))
    v7 = vals(F32, (7,), special=False)
    cs += [rt(i64([-1, 4]), v7, f32(-1), splits, types=["ROW_SPLITS"]),
           rt(i32([3, 2]), v7, f32(9), i32([0, 2, 2, 5, 7]), types=["ROW_SPLITS"]),
           rt(i64([6, -1]), v7, f32(0), splits, types=["ROW_SPLITS"]),
           rt(i64([-1, -1, -1]), v7, f32(9), i64([0, 2, 3]), i64([0, 3, 3, 7]), types=["ROW_SPLITS", "ROW_SPLITS"]),
           rt(i64([2, 1, 2]), v7, f32(9), i64([0, 2, 3]), i64([0, 3, 3, 7]), types=["ROW_SPLITS", "ROW_SPLITS"]),
           rt(i64(-1), v7, f32(-1), i64(4), i64([0, 0, 1, 1, 1, 3, 3]),
              types=["FIRST_DIM_SIZE", "VALUE_ROWIDS"]),
           rt(i64([3, 2]), v7, f32(-1), i64(4), i64([0, 0, 1, 1, 1, 3, 3]),
              types=["FIRST_DIM_SIZE", "VALUE_ROWIDS"]),
           rt(i64([-1, -1, 2]), vals(F32, (7, 2), special=False), f32([5, 6]), splits, types=["ROW_SPLITS"]),
           rt(i64(-1), vals(I32, (7, 3)), i32(0), splits, types=["ROW_SPLITS"]),
           rt(i64([-1, -1]), vals(STR, (5,)), np.array(b"<pad>", object), i64([0, 3, 3, 5]), types=["ROW_SPLITS"]),
           rt(i64(-1), vals(F32, (0,)), f32(0), i64([0, 0, 0]), types=["ROW_SPLITS"]),
           rt(i64(-1), v7, f32(0), splits, types=["ROW_LENGTHS"]),                  # unsupported
           rt(i64(-1), v7, f32(0), splits, types=["NOT_A_TYPE"]),
           rt(i64(-1), v7, f32([0, 1]), splits, types=["ROW_SPLITS"]),             # default rank
           rt(i64([-1, -1, -1]), v7, f32(0), splits, types=["ROW_SPLITS"]),       # shape rank
           rt(i64([-1, -1, 3]), vals(F32, (7, 2)), f32(0), splits, types=["ROW_SPLITS"]),
           rt(i64(-1), v7, f32(0), i64(4), i64([0, 0, 1, 5, 1, 3, 3]),
              types=["FIRST_DIM_SIZE", "VALUE_ROWIDS"])]                             # row id 5 of 4
    cs += misc_more_cases()
    return cs


def misc_more_cases():
    """DynamicPartition, RaggedRange (SparseReshape, SparseFillEmptyRows: family `sparse`)."""
    cs = []
    seed("DynamicPartition")
    for dt in ALL:
        cs.append(Case("DynamicPartition", [vals(dt, (5, 2)), i32([1, 0, 2, 1, 1])], {"num_partitions": 3}))
    cs += [Case("DynamicPartition", [vals(F32, (2, 3, 2)), i32([[0, 1, 1], [1, 0, 3]])], {"num_partitions": 4}),
           Case("DynamicPartition", [vals(F32, (3,)), i32([0, 0, 0])], {"num_partitions": 2}),
           Case("DynamicPartition", [vals(F32, ()), i32(1)], {"num_partitions": 2}),
           Case("DynamicPartition", [vals(F32, (0, 2)), np.zeros((0,), np.int32)], {"num_partitions": 2}),
           Case("DynamicPartition", [vals(F32, (3,)), i32([0, 2, 1])], {"num_partitions": 2}),
           Case("DynamicPartition", [vals(F32, (3,)), i32([0, -1, 1])], {"num_partitions": 2}),
           Case("DynamicPartition", [vals(F32, (3,)), i32([0, 1])], {"num_partitions": 2}),
           Case("DynamicPartition", [vals(F32, (3,)), i64([0, 1, 1])], {"num_partitions": 2})]
    rr = lambda s, l, d, **a: Case("RaggedRange", [s, l, d], a)  # noqa: E731
    for dt in [BF16, F16, F32, F64, I8, I16, I32, I64]:
        cs.append(rr(np.array([0, 5, 8], dt), np.array([3, 5, 12], dt), np.array(1, dt)))
    cs += [rr(i64([0, 10, -3]), i64([10, 0, 4]), i64([3, -4, 2]), Tsplits=I32),
           rr(f32([0.5, 1]), f32(3.25), f32([0.5, 0.75])),
           rr(f64(0), f64(1), f64(0.1)),
           rr(i32(5), i32(0), i32(1)), rr(i32([]), i32([]), i32([])),
           rr(i32([0, 1]), i32([3, 4, 5]), i32(1)), rr(i32([0]), i32([3]), i32([0])),
           rr(i32([[0]]), i32([3]), i32(1)), rr(i32([0]), i64([3]), i32(1)),
           rr(i32([0]), i32([3]), i32(1), Tsplits=F32)]
    return cs + ragged_gather_cases()


def ragged_gather_cases():
    """RaggedGather, RaggedTensorToSparse (ragged_ops)."""
    cs = []
    seed("RaggedGather")
    rg = lambda splits, v, ix, out: Case("RaggedGather", list(splits) + [v, ix], {"OUTPUT_RAGGED_RANK": out})  # noqa: E731
    sp = [i64([0, 2, 2, 5, 6])]
    for dt in ALL:
        cs.append(rg(sp, vals(dt, (6,)), i32([3, 0, 1, 3]), 1))
    sp2 = [i64([0, 2, 3, 3]), i64([0, 1, 4, 4, 6])]                    # ragged rank 2, rows of pairs
    cs += [rg(sp2, vals(F32, (6, 2)), i64([2, 0, 1]), 2),
           rg(sp, vals(F32, (6,)), i32([[0, 2], [3, 3], [1, 0]]), 2),  # 2-D indices: a uniform dimension
           rg(sp2, vals(I64, (6,)), i32([[[1], [0]]]), 4),
           rg(sp, vals(F32, (6,)), i32(2), 0),                          # scalar index: one row
           rg(sp2, vals(F32, (6,)), i32(0), 1),
           rg(sp, vals(F32, (6,)), i32([]), 1),
           rg([i32([0, 1, 3])], vals(STR, (3,)), i64([1, 1]), 1),
           rg([i32([0, 0, 0])], vals(F32, (0, 3)), i32([1, 0]), 1),
           rg(sp, vals(F32, (6,)), i32([4]), 1),                        # index out of range
           rg(sp, vals(F32, (6,)), i32([[0, -1]]), 2),
           rg([i64([0, 2, 1])], vals(F32, (2,)), i32([0]), 1),          # unsorted splits
           rg([i64([0, 2, 7])], vals(F32, (6,)), i32([0]), 1),          # past the values
           rg([i64([-1, 2])], vals(F32, (6,)), i32([0]), 1),
           rg(sp, vals(F32, ()), i32([0]), 1),
           rg([i64([0, 2]), i32([0, 1, 2])], vals(F32, (2,)), i32([0]), 2),
           rg(sp, vals(F32, (6,)), f32([0]), 1)]
    rs = lambda splits, v: Case("RaggedTensorToSparse", list(splits) + [v], {})  # noqa: E731
    for dt in ALL:
        cs.append(rs([i64([0, 2, 2, 3])], vals(dt, (3,))))
    cs += [rs([i64([0, 2, 3]), i64([0, 1, 3, 3])], vals(F32, (3, 2, 2))),
           rs([i32([0, 1, 4]), i32([0, 2, 2, 5, 6]), i32([0, 1, 1, 3, 3, 4, 4])], vals(I32, (4,))),
           rs([i64([0, 0, 0])], vals(F32, (0, 3))), rs([i64([0])], vals(F64, (0,))),
           rs([i64([0, 2, 4])], vals(F32, (3,))),                       # splits end past the values
           rs([i64([0, 2, 1])], vals(F32, (1,))), rs([i64([1, 2, 3])], vals(F32, (3,))),
           rs([i64([])], vals(F32, (0,))), rs([i64([0, 2, 3]), i64([0, 1, 3, 3, 4])], vals(F32, (4,))),
           rs([i64([0, 2]), i32([0, 1, 2])], vals(F32, (2,)))]
    return cs


# ----------------------------------------------------------------------------------------------
# Sparse-output ops: sparse_ops, set_ops, ctc_ops

def sparse_family():
    cs = []
    sr = lambda idx, shape, new: Case("SparseReshape", [i64(idx).reshape(-1, len(shape)), i64(shape), i64(new)], {})  # noqa: E731
    idx = [[0, 0, 1], [0, 1, 2], [1, 2, 3], [1, 0, 0]]
    cs += [sr(idx, [2, 3, 4], [6, 4]), sr(idx, [2, 3, 4], [-1, 2]), sr(idx, [2, 3, 4], [4, 3, 2]),
           sr(idx, [2, 3, 4], [24]), sr([], [2, 0], [0, 5]), sr([], [3, 4], [-1]),
           sr(idx, [2, 3, 4], [5, -1]), sr(idx, [2, 3, 4], [-1, -1]), sr(idx, [2, 3, 4], [7, 3]),
           sr(idx, [2, 3, 4], [2, 3]),
           Case("SparseReshape", [i32(idx), i64([2, 3, 4]), i64([6, 4])], {})]
    fe = lambda idx, v, shape, d: Case("SparseFillEmptyRows", [i64(idx).reshape(-1, len(shape)), v, i64(shape), d], {})  # noqa: E731
    seed("SparseFillEmptyRows")
    for dt in ALL:
        v = vals(dt, (3,), special=False)
        cs.append(fe([[0, 1], [0, 3], [3, 0]], v, [5, 4], np.array(v[0])))
    cs += [fe([[2, 1], [0, 0], [2, 0]], f32([1, 2, 3]), [4, 2], f32(-1)),                # unsorted rows
           fe([], f32([]), [3, 2], f32(9)), fe([], f32([]), [0, 2], f32(9)),
           fe([[1, 0, 1]], i64([7]), [2, 2, 2], i64(0)),
           fe([[5, 0]], f32([1]), [3, 2], f32(0)),                                       # row out of range
           fe([[-1, 0]], f32([1]), [3, 2], f32(0)),
           fe([[0, 0]], f32([1, 2]), [3, 2], f32(0)),                                    # values length
           fe([[0, 0]], f32([1]), [3, 2], f32([0])),
           fe([[0, 0]], f32([1]), [3, 2], f64(0))]
    cs += set_operation_cases()
    cs += ctc_greedy_cases()
    cs += sparse_cross_cases()
    cs += sparse_reorder_cases()
    return cs


def sparse_reorder_cases():
    """SparseReorder: shuffled entries of every dtype, repeated indices (kept in order), rank 1
    and 3, empty, an out-of-bounds index (not checked); TF's shape errors."""
    seed("SparseReorder")
    ro = lambda ix, v, shape: Case("SparseReorder", [i64(ix).reshape(-1, len(shape)), v, i64(shape)], {})  # noqa: E731
    ix = [[1, 0], [0, 2], [0, 1], [2, 2], [0, 1], [1, 3]]
    cs = [ro(ix, vals(dt, (6,), special=False), [3, 4]) for dt in ALL]
    cs += [ro([[3], [0], [2]], f32([1, 2, 3]), [4]), ro([[1, 0, 2], [0, 5, 1], [1, 0, 1]], i32([1, 2, 3]), [2, 6, 3]),
           ro([], f32([]), [2, 2]), ro([[5, 0], [0, 0]], f32([1, 2]), [2, 3]),
           ro(ix, f32([1, 2]), [3, 4]),                                         # values length
           Case("SparseReorder", [i64([1, 0]), f32([1]), i64([2, 3])], {}),      # indices rank 1
           Case("SparseReorder", [i64(ix), f32(np.ones((6, 1))), i64([3, 4])], {}),
           Case("SparseReorder", [i64([[1, 0, 0]]), f32([1]), i64([2, 3])], {})]   # shape rank
    return cs


def sparse_cross_cases():
    """SparseCross (hashed: int64 and string columns, FingerprintCat64 under hash_key; joined
    with '_X_'), SparseCrossV2 (a separator), SparseCrossHashed (Fingerprint64 or keyed
    SipHash); sparse and dense columns, empty examples, unsorted rows; TF's input checks."""
    import tensorflow as tf
    seed("SparseCross")
    a = _rng.integers(-5, 9, (3, 3)).astype(np.int64)
    a[1] = 0                                                    # an example with no features
    b = np.array([[b"x", b"hello"], [b"", b"q"], [b"z", b"\xc3\xa9"]], object)
    d = _rng.integers(-3, 3, (3, 2)).astype(np.int64)
    ds = np.array([[b"u"], [b"v"], [b"w"]], object)

    def sp(x):
        ix = np.argwhere(x != (0 if x.dtype != object else b""))
        return [ix.astype(np.int64), x[tuple(ix.T)], i64(x.shape)]

    def flat(sparse, dense):
        return [s[0] for s in sparse] + [s[1] for s in sparse] + [s[2] for s in sparse] + list(dense)

    def split(n, xs):
        return xs[:n], xs[n:2 * n], xs[2 * n:3 * n], xs[3 * n:]

    def v1(sparse, dense, out, internal, nb=0, key=956888297470):
        n = len(sparse)
        ref = lambda *xs: tf.raw_ops.SparseCross(  # noqa: E731
            indices=split(n, xs)[0], values=split(n, xs)[1], shapes=split(n, xs)[2], dense_inputs=split(n, xs)[3],
            hashed_output=out == I64, num_buckets=nb, hash_key=key, out_type=tf.as_dtype(out),
            internal_type=tf.as_dtype(internal))
        return Case("SparseCross", flat(sparse, dense),
                    dict(N=n, hashed_output=out == I64, num_buckets=nb, hash_key=key, out_type=np.dtype(out),
                         internal_type=np.dtype(internal)), ref=ref)

    def v2(sparse, dense, sep=b"_X_"):
        n = len(sparse)
        ref = lambda *xs: tf.raw_ops.SparseCrossV2(  # noqa: E731
            indices=split(n, xs[:-1])[0], values=split(n, xs[:-1])[1], shapes=split(n, xs[:-1])[2],
            dense_inputs=split(n, xs[:-1])[3], sep=xs[-1])
        return Case("SparseCrossV2", flat(sparse, dense) + [np.array(sep, object)], dict(N=n), ref=ref)

    def hashed(sparse, dense, nb, strong, salt=(7, -3)):
        n = len(sparse)
        ref = lambda *xs: tf.raw_ops.SparseCrossHashed(  # noqa: E731
            indices=split(n, xs[:-3])[0], values=split(n, xs[:-3])[1], shapes=split(n, xs[:-3])[2],
            dense_inputs=split(n, xs[:-3])[3], num_buckets=xs[-3], strong_hash=xs[-2], salt=xs[-1])
        return Case("SparseCrossHashed", flat(sparse, dense) + [i64(nb), np.array(strong), i64(salt)], dict(N=n), ref=ref)

    sa, sb = sp(a), sp(b)
    sa_s = [sa[0], np.array([str(v).encode() for v in sa[1]], object), sa[2]]
    unsorted = [sa[0][::-1].copy(), sa[1][::-1].copy(), sa[2]]
    cs = [v1([sa], [d], I64, I64, 64), v1([sa], [d], I64, I64, 0), v1([sa, sa], [], I64, I64, 1000, key=0),
          v1([sa_s, sb], [], I64, STR, 16), v1([sa_s, sb], [ds], I64, STR, 0),
          v1([sa_s, sb], [ds], STR, STR), v1([sa], [d], STR, I64), v1([], [d, d], I64, I64, 7),
          v1([unsorted], [d], I64, I64, 64),
          v1([sa, sb], [], I64, STR, 16),                               # int64 values, string internal type
          v1([sa], [d[:2]], I64, I64, 64),                              # batch sizes differ
          v1([[sa[0][:, :1].copy(), sa[1], sa[2]]], [], I64, I64, 64),  # indices not [N, 2]
          v1([[sa[0], sa[1][:2], sa[2]]], [], I64, I64, 64),            # values length
          v2([sa, sb], [ds]), v2([sa], [d], b"-"), v2([sb], [], b""), v2([], [d, ds], b"+"),
          v2([[sa[0], sa[1], i64([3, 3, 1])]], []),                     # shape not 2-D
          hashed([sa], [], 10, False), hashed([sa], [], 10, True), hashed([sa_s, sb], [], 0, False),
          hashed([sa_s, sb], [], 100, True, (1, 2)), hashed([sa], [d], 10, False), hashed([], [d, ds], 9, False),
          hashed([sa], [], 10, False, (1, 2, 3))]
    return cs


def set_operation_cases():
    """DenseToDenseSetOperation: each operation, every dtype TF has, groups, repeats, errors."""
    cs = []
    seed("DenseToDenseSetOperation")
    so = lambda a, b, op, **kw: Case("DenseToDenseSetOperation", [a, b], dict(set_operation=op, **kw))  # noqa: E731
    a = i32([[[3, 1, 1], [2, 2, 5]], [[0, 4, 9], [7, 7, 7]]])
    b = i32([[[1, 5], [3, 3]], [[9, 9], [4, 0]]])
    for op in ["intersection", "union", "a-b", "b-a"]:
        cs.append(so(a, b, op))
    for dt in [I8, I16, I32, I64, U8, U16, STR]:
        cs.append(so(vals(dt, (3, 4), -3, 3, special=False), vals(dt, (3, 2), -3, 3, special=False), "union"))
        cs.append(so(vals(dt, (2, 5), -3, 3, special=False), vals(dt, (2, 3), -3, 3, special=False), "intersection"))
    cs += [so(i64([[np.iinfo(np.int64).min, 0, np.iinfo(np.int64).max]]), i64([[0, -1]]), "a-b"),
           so(vals(STR, (2, 2, 3)), vals(STR, (2, 2, 2)), "b-a", validate_indices=False),
           so(np.zeros((2, 0), np.int32), np.zeros((2, 0), np.int32), "union"),
           so(np.zeros((0, 3), np.int32), np.zeros((0, 2), np.int32), "union"),
           so(i32([[1, 2]]), np.zeros((1, 0), np.int32), "intersection"),
           so(a, i32([[[1, 5, 6]], [[9, 0, 4]]]), "union"),             # mismatched groups
           so(i32([1, 2]), i32([1, 3]), "union"),                       # rank 1
           so(a, b, "x"),
           so(f32([[1, 2]]), f32([[1, 3]]), "union"),
           so(i32([[1, 2]]), i64([[1, 3]]), "union"),
           so(u64([[1, 2]]), u64([[1, 3]]), "union")]
    return cs


def ctc_greedy_cases():
    """CTCGreedyDecoder: merge_repeated, blank_index, lengths, NaN and ties, errors."""
    cs = []
    seed("CTCGreedyDecoder")
    cg = lambda x, sl, **kw: Case("CTCGreedyDecoder", [x, i32(sl)], kw)  # noqa: E731
    x = vals(F32, (6, 3, 4), -2, 2, special=False)
    cs += [cg(x, [6, 4, 0]), cg(x, [6, 4, 1], merge_repeated=True), cg(x, [5, 6, 3], blank_index=0),
           cg(x, [6, 6, 6], merge_repeated=True, blank_index=-3), cg(x, [2, -1, 3]),
           cg(vals(F64, (5, 2, 3), -2, 2, special=False), [5, 3], merge_repeated=True, blank_index=1),
           cg(f32([[[np.nan, 1, 2]], [[1, np.nan, 0]], [[2, 2, 1]], [[-np.inf, -np.inf, 0]], [[1, 3, np.inf]]]), [5]),
           cg(f32([[[0, 1, 1, 0]], [[0, 1, 1, 0]], [[0, 0, 0, 1]], [[0, 1, 0, 0]]]), [4], merge_repeated=True),
           cg(x, [7, 4, 0]), cg(x, [6, 4]), cg(x, [6, 4, 0], blank_index=4), cg(x, [6, 4, 0], blank_index=-5),
           cg(x[0], [4, 4, 4]), cg(np.zeros((0, 3, 4), np.float32), [0, 0, 0]),
           cg(x.astype(F16), [6, 4, 0]), Case("CTCGreedyDecoder", [x, i64([6, 4, 0])], {}),
           cg(x, [[6, 4, 0]])]
    return cs + ctc_beam_cases()


def ctc_beam_cases():
    """CTCBeamSearchDecoder: random float32 logits (no exact ties: TF's float exp and log
    differ from numpy's in the last bit, which can reorder equal paths; float64 results differ
    from TF's by ~1e-8, beyond the float64 tolerance), beam widths and top paths, merge or not,
    short and empty lengths, one class; TF's errors (more paths than the beam or than it
    holds, lengths, shapes, types)."""
    seed("CTCBeamSearchDecoder")
    cb = lambda x, sl, bw, tp, **kw: Case("CTCBeamSearchDecoder", [x, i32(sl)], dict(beam_width=bw, top_paths=tp, **kw))  # noqa: E731
    x = _rng.standard_normal((7, 3, 5)).astype(np.float32) * 2
    y = _rng.standard_normal((9, 2, 4)).astype(np.float32)
    cs = [cb(x, [7, 5, 3], 1, 1), cb(x, [7, 5, 3], 4, 2), cb(x, [7, 6, 7], 8, 3, merge_repeated=False),
          cb(x, [7, 1, 4], 3, 3, merge_repeated=True), cb(x, [0, 7, 2], 5, 1), cb(x, [7, 7, 7], 20, 4),
          cb(y, [9, 4], 6, 2), cb(y, [9, 9], 2, 2, merge_repeated=False),
          cb(_rng.standard_normal((5, 2, 1)).astype(np.float32), [5, 3], 3, 1),      # only the blank
          cb(x, [7, 5, 3], 2, 3),                                                    # more paths than the beam
          cb(x, [0, 5, 3], 4, 2),                                                    # fewer leaves than paths
          cb(x, [8, 5, 3], 4, 1), cb(x, [7, 5], 4, 1), cb(x[0], [7, 5, 3], 4, 1),
          cb(np.zeros((0, 3, 5), np.float32), [0, 0, 0], 4, 1),
          cb(x.astype(F16), [7, 5, 3], 4, 1), Case("CTCBeamSearchDecoder", [x, i64([7, 5, 3])], dict(beam_width=4, top_paths=1))]
    return cs


REALS_FOR_CROSS = FLOATS + INTS


# ----------------------------------------------------------------------------------------------
# Sequences: ops whose values only other ops make or read (hash tables are resources)

class Seq:
    """Several ops as one case: `steps` are (op, inputs, attrs) with inputs numpy arrays or
    ("step", s, o) for output o of step s. `unordered`: step indices whose outputs TF leaves
    in an unspecified order (LookupTableExportV2), compared after sorting by the first output."""
    __slots__ = ("op", "steps", "unordered")

    def __init__(self, steps, unordered=()):
        self.steps, self.op, self.unordered = steps, steps[0][0], list(unordered)


def S_(*v):
    return np.array([x.encode() for x in v], dtype=object)


def lookup_family():
    seed("lookup")
    cs = []
    out = lambda s, o=0: ("step", s, o)
    words = S_("a", "tf", "xyz", "", "\u00e9")

    def static(kd, vd, keys, values, queries, default, init="InitializeTableV2", n=0):
        return [("HashTableV2", [], {"key_dtype": kd, "value_dtype": vd, "shared_name": f"h{len(cs)}-{n}"}),
                (init, [out(0), keys, values], {}),
                ("LookupTableFindV2", [out(0), queries, default], {}),
                ("LookupTableSizeV2", [out(0)], {})]
    # Keras StringLookup / IntegerLookup: string or int64 keys to int64 ids, OOV -> default.
    cs.append(Seq(static(STR, I64, words, i64([1, 2, 3, 4, 5]), S_("tf", "nope", "", "a", "xyz", "\u00e9"), i64(0))))
    cs.append(Seq(static(STR, I64, words, i64([1, 2, 3, 4, 5]), np.array([[b"a", b"q"], [b"tf", b""]], object),
                         i64(-1), init="LookupTableImportV2")))
    cs.append(Seq(static(I64, I64, i64([7, -3, 2**40]), i64([0, 1, 2]), i64([[7, 8], [2**40, -3]]), i64(9))))
    for kd, vd in [(I32, F32), (I32, STR), (I64, F64), (STR, BOOL), (STR, STR), (STR, I32), (I64, STR), (STR, F32)]:
        keys = vals(kd, (4,), -50, 50, special=False) if kd != STR else S_("k0", "k1", "k2", "k3")
        if kd != STR:
            keys = np.arange(4).astype(kd) * 7 - 5
        values = vals(vd, (4,), -4, 4, special=False)
        queries = np.concatenate([keys[::-1], keys[:1] + 1]) if kd != STR else S_("k3", "k1", "zz", "k0")
        default = vals(vd, (), special=False) if vd != STR else np.array(b"UNK", object)
        cs.append(Seq(static(kd, vd, keys, values, queries, default)))
    cs.append(Seq(static(STR, I64, words, i64([1, 2, 3, 4, 5]), S_(), i64(0))))                 # empty query
    # Bad input: key dtype, default dtype/shape, value count, uninitialised, duplicate keys, types.
    cs.append(Seq(static(STR, I64, words, i64([1, 2, 3, 4, 5]), i64([1, 2]), i64(0))))
    cs.append(Seq(static(STR, I64, words, i64([1, 2, 3, 4, 5]), S_("a"), i32(0))))
    cs.append(Seq(static(STR, I64, words, i64([1, 2, 3, 4, 5]), S_("a"), i64([0, 1]))))
    cs.append(Seq(static(STR, I64, words, i64([1, 2, 3]), S_("a"), i64(0))))
    cs.append(Seq(static(STR, I64, S_("a", "b", "a"), i64([1, 2, 3]), S_("a"), i64(0))))
    cs.append(Seq(static(STR, I64, S_("a", "b", "a"), i64([1, 2, 1]), S_("a", "b"), i64(0))))
    cs.append(Seq(static(STR, I64, words, i32([1, 2, 3, 4, 5]), S_("a"), i64(0))))
    cs.append(Seq([("HashTableV2", [], {"key_dtype": STR, "value_dtype": I64, "shared_name": "u"}),
                   ("LookupTableFindV2", [out(0), S_("a"), i64(0)], {})]))
    cs.append(Seq([("HashTableV2", [], {"key_dtype": F32, "value_dtype": I64, "shared_name": "f"})]))
    cs.append(Seq([("HashTableV2", [], {"key_dtype": STR, "value_dtype": I64, "shared_name": "twice"}),
                   ("InitializeTableV2", [out(0), S_("a"), i64([1])], {}),
                   ("InitializeTableV2", [out(0), S_("b"), i64([2])], {}),
                   ("LookupTableFindV2", [out(0), S_("a", "b"), i64(0)], {})]))
    cs.append(Seq([("HashTableV2", [], {"key_dtype": STR, "value_dtype": I64, "shared_name": "ins"}),
                   ("InitializeTableV2", [out(0), S_("a"), i64([1])], {}),
                   ("LookupTableInsertV2", [out(0), S_("b"), i64([2])], {})]))
    # MutableHashTable: insert (overwrites), remove, import (replaces), export (unordered), size.
    m = lambda kd, vd, n: ("MutableHashTableV2", [], {"key_dtype": kd, "value_dtype": vd, "shared_name": f"m{n}"})
    cs.append(Seq([m(STR, I64, 0),
                   ("LookupTableInsertV2", [out(0), S_("a", "b", "c"), i64([1, 2, 3])], {}),
                   ("LookupTableInsertV2", [out(0), S_("b", "d"), i64([20, 4])], {}),
                   ("LookupTableFindV2", [out(0), S_("a", "b", "c", "d", "e"), i64(-1)], {}),
                   ("LookupTableRemoveV2", [out(0), S_("a", "zz")], {}),
                   ("LookupTableSizeV2", [out(0)], {}),
                   ("LookupTableExportV2", [out(0)], {"Tkeys": STR, "Tvalues": I64}),
                   ("LookupTableFindV2", [out(0), np.array([[b"a", b"b"]], object), i64(-1)], {})], unordered=[6]))
    cs.append(Seq([m(I64, F32, 1),
                   ("LookupTableImportV2", [out(0), i64([5, 6, 7]), f32([0.5, 1.5, -2])], {}),
                   ("LookupTableImportV2", [out(0), i64([8, 6]), f32([3, 4])], {}),
                   ("LookupTableSizeV2", [out(0)], {}),
                   ("LookupTableFindV2", [out(0), i64([5, 6, 8]), f32(0)], {}),
                   ("LookupTableExportV2", [out(0)], {"Tkeys": I64, "Tvalues": F32})], unordered=[5]))
    cs.append(Seq([m(I32, F64, 2), ("LookupTableInsertV2", [out(0), i32([1, 2]), f64([1.5, 2.5])], {}),
                   ("LookupTableFindV2", [out(0), i32([[2], [3]]), f64(7)], {})]))
    cs.append(Seq([m(STR, I64, 3), ("LookupTableInsertV2", [out(0), S_("a", "b"), i64([1])], {})]))
    cs.append(Seq([m(STR, I64, 4), ("LookupTableInsertV2", [out(0), i64([1]), i64([1])], {})]))
    cs.append(Seq([m(STR, STR, 5)]))
    cs.append(Seq([m(I64, STR, 6), ("LookupTableInsertV2", [out(0), i64([3, 4]), S_("x", "y")], {}),
                   ("LookupTableFindV2", [out(0), i64([4, 5, 3]), np.array(b"?", object)], {})]))
    # MutableHashTableOfTensors: vector values; default a vector or a scalar.
    mt = lambda n: ("MutableHashTableOfTensorsV2", [], {"key_dtype": STR, "value_dtype": F32, "value_shape": [2],
                                                        "shared_name": f"mt{n}"})
    cs.append(Seq([mt(0), ("LookupTableInsertV2", [out(0), S_("a", "b"), f32([[1, 2], [3, 4]])], {}),
                   ("LookupTableFindV2", [out(0), S_("b", "c", "a"), f32([0, -1])], {}),
                   ("LookupTableSizeV2", [out(0)], {})]))
    cs.append(Seq([mt(1), ("LookupTableInsertV2", [out(0), S_("a"), f32([[1, 2]])], {}),
                   ("LookupTableFindV2", [out(0), S_("a", "z"), f32([0, 0, 0])], {})]))
    cs.append(Seq([mt(2), ("LookupTableInsertV2", [out(0), S_("a"), f32([1, 2])], {})]))
    return cs


def variable_sequences():
    """Resource variables (resource_variable_ops.py): each case names its own variables (TF
    shares them by name across the whole run, as the library does outside a runtime)."""
    cs = []
    out = lambda s, o=0: ("step", s, o)
    var = lambda name, dt, shape: ("VarHandleOp", [], {"dtype": dt, "shape": shape, "shared_name": name})
    read = lambda dt, s=0: ("ReadVariableOp", [out(s)], {"dtype": dt})
    assign = lambda v, s=0, **a: ("AssignVariableOp", [out(s), v], a)
    f64 = lambda v: np.array(v, dtype=np.float64)
    i8 = lambda v: np.array(v, dtype=np.int8)
    # Assign, read, update; a read keeps its value after later writes.
    cs.append(Seq([var("v0", F32, [2]), assign(f32([1, 2])), read(F32),
                   ("AssignAddVariableOp", [out(0), f32([0.5, -1])], {}), read(F32),
                   ("AssignSubVariableOp", [out(0), f32([2, 2])], {}), read(F32),
                   ("VarIsInitializedOp", [out(0)], {}), ("VariableShape", [out(0)], {"out_type": I64})]))
    cs.append(Seq([var("v1", F32, [2]), ("VarIsInitializedOp", [out(0)], {}), read(F32)]))   # uninitialized
    cs.append(Seq([var("v2", I32, [2]), assign(i32([1, 2])), assign(i32([[1, 2, 3]])), read(I32),
                   ("VariableShape", [out(0)], {})]))                    # a new shape is fine
    cs.append(Seq([var("v3", F64, [-1]), assign(f64([1, 2]), validate_shape=True),
                   assign(f64([3, 4]), validate_shape=True), read(F64),
                   assign(f64([[1]]), validate_shape=True)]))
    cs.append(Seq([var("v4", F32, []), assign(np.array(3, np.float32)), read(I32)]))
    cs.append(Seq([var("v5", F32, [2]), assign(f32([1, 2])), assign(i32([1, 2]))]))
    cs.append(Seq([var("v6", F32, [2]), assign(f32([1, 2])), ("AssignAddVariableOp", [out(0), f32([1, 2, 3])], {})]))
    cs.append(Seq([var("v7", F32, [2]), ("AssignAddVariableOp", [out(0), f32([1, 2])], {})]))
    cs.append(Seq([var("v8", F32, [2]), assign(f32([1, 2])), ("AssignSubVariableOp", [out(0), i32([1, 2])], {})]))
    cs.append(Seq([var("v9", I8, [2]), assign(i8([100, -100])),                  # integers wrap
                   ("AssignAddVariableOp", [out(0), i8([100, -100])], {}), read(I8)]))
    cs.append(Seq([var("v10", F32, [2]), var("v10", F32, [2]), assign(f32([5, 6]), 1), read(F32, 0),
                   ("AssignAddVariableOp", [out(0), f32([1, 1])], {}), read(F32, 1)]))   # one variable by name
    cs.append(Seq([var("v11", STR, [2]), assign(S_("a", "bc")), read(STR),
                   ("ResourceScatterUpdate", [out(0), i32([1]), S_("z")], {}), read(STR),
                   ("ResourceGather", [out(0), i32([1, 1, 0])], {"dtype": STR})]))
    for n, dt in enumerate([F16, BF16, C64, I64, U8]):
        x = (np.arange(6).reshape(3, 2) + (1j if dt == C64 else 0)).astype(dt)
        cs.append(Seq([var(f"v12-{n}", dt, [3, 2]), assign(x), ("AssignAddVariableOp", [out(0), x], {}),
                       ("ResourceScatterMul", [out(0), i32([2, 0]), x[:2]], {}), read(dt)]))
    # Gathers.
    g = np.arange(12, dtype=np.float32).reshape(4, 3)
    cs.append(Seq([var("g0", F32, [4, 3]), assign(g),
                   ("ResourceGather", [out(0), i32([3, 0, 3])], {"dtype": F32}),
                   ("ResourceGather", [out(0), i64([[1, 2], [0, 0]])], {"dtype": F32}),
                   ("ResourceGather", [out(0), i32(2)], {"dtype": F32}),
                   ("ResourceGather", [out(0), np.zeros((0, 2), np.int32)], {"dtype": F32}),
                   ("ResourceGather", [out(0), i32([[2], [0], [1], [2]])], {"dtype": F32, "batch_dims": 1}),
                   ("ResourceGatherNd", [out(0), i32([[1, 2], [3, 0]])], {"dtype": F32}),
                   ("ResourceGatherNd", [out(0), i64([[2], [0]])], {"dtype": F32})]))
    cs.append(Seq([var("g1", F32, [4, 3]), assign(g), ("ResourceGather", [out(0), i32([[0, 1], [4, 0]])], {"dtype": F32})]))
    cs.append(Seq([var("g2", F32, [4, 3]), assign(g), ("ResourceGather", [out(0), i32([-1])], {"dtype": F32})]))
    cs.append(Seq([var("g3", F32, []), assign(np.array(1, np.float32)), ("ResourceGather", [out(0), i32([0])], {"dtype": F32})]))
    cs.append(Seq([var("g4", F32, [4, 3]), assign(g), ("ResourceGatherNd", [out(0), i32([[1, 3]])], {"dtype": F32})]))
    cs.append(Seq([var("g5", F32, [4, 3]), assign(g), ("ResourceGather", [out(0), i32([0])], {"dtype": F32, "batch_dims": -1})]))
    cs.append(Seq([var("g6", F32, [4, 3]), ("ResourceGather", [out(0), i32([0])], {"dtype": F32})]))
    # Scatter updates: repeated indices accumulate (Update: the last wins), scalar updates broadcast.
    z = np.zeros((4, 2), np.float32)
    cs.append(Seq([var("s0", F32, [4, 2]), assign(z + 1),
                   ("ResourceScatterUpdate", [out(0), i32([0, 3]), f32([[1, 2], [3, 4]])], {}), read(F32),
                   ("ResourceScatterAdd", [out(0), i32([1, 1, 2]), f32([[1, 2], [3, 4], [5, 6]])], {}), read(F32),
                   ("ResourceScatterSub", [out(0), i64([0, 2]), np.array(0.5, np.float32)], {}), read(F32),
                   ("ResourceScatterMul", [out(0), i32([[3], [3]]), f32([[[2, 2]], [[3, -1]]])], {}), read(F32),
                   ("ResourceScatterDiv", [out(0), i32([1, 3]), f32([[2, 4], [-3, 0.5]])], {}), read(F32),
                   ("ResourceScatterMin", [out(0), i32([0, 1]), f32([[np.nan, -7], [1, 9]])], {}), read(F32),
                   ("ResourceScatterMax", [out(0), i32([2, 2]), f32([[8, np.nan], [9, -1]])], {}), read(F32),
                   ("ResourceScatterUpdate", [out(0), i32([1, 1]), f32([[0, 0], [7, 7]])], {}), read(F32),
                   ("ResourceScatterAdd", [out(0), np.zeros((0,), np.int32), np.zeros((0, 2), np.float32)], {}),
                   read(F32)]))
    cs.append(Seq([var("s1", I32, [5]), assign(i32([7, -7, 7, -7, 100])),
                   ("ResourceScatterDiv", [out(0), i32([0, 1, 2, 3, 3]), i32([2, 2, -2, -2, 3])], {}), read(I32),
                   ("ResourceScatterMax", [out(0), i32([4, 0]), i32([50, 9])], {}),
                   ("ResourceScatterMin", [out(0), i32([4, 4]), i32([60, 40])], {}), read(I32)]))
    cs.append(Seq([var("s2", BOOL, [3]), assign(np.array([True, False, True])),
                   ("ResourceScatterUpdate", [out(0), i32([2]), np.array(False)], {}), read(BOOL),
                   ("ResourceGather", [out(0), i32([2, 0])], {"dtype": BOOL})]))
    cs.append(Seq([var("s3", F32, [4, 2]), assign(z), ("ResourceScatterAdd", [out(0), i32([4]), f32([[1, 1]])], {})]))
    cs.append(Seq([var("s4", F32, [4, 2]), assign(z), ("ResourceScatterAdd", [out(0), i32([1]), f32([1, 1])], {})]))
    cs.append(Seq([var("s5", F32, [4, 2]), assign(z), ("ResourceScatterAdd", [out(0), i32([1, 2]), f32([[1, 1, 1]])], {})]))
    cs.append(Seq([var("s6", F32, [4, 2]), assign(z), ("ResourceScatterUpdate", [out(0), i32([1]), i32([[1, 1]])], {})]))
    cs.append(Seq([var("s7", F32, [4, 2]), assign(z + 1), ("ResourceScatterDiv", [out(0), i32([1]), f32([[1, 0]])], {})]))
    cs.append(Seq([var("s8", F32, [4, 2]), ("ResourceScatterUpdate", [out(0), i32([1]), f32([[1, 1]])], {})]))
    cs.append(Seq([var("s9", C64, [2]), assign(np.array([1, 2], np.complex64)),
                   ("ResourceScatterMin", [out(0), i32([1]), np.array([1], np.complex64)], {})]))
    cs.append(Seq([var("s10", F32, [4, 2]), assign(z), ("ResourceScatterSub", [out(0), i32([-1]), f32([[1, 1]])], {})]))
    cs.append(Seq([var("s11", F32, [4, 2]), assign(z), ("ResourceScatterMax", [out(0), f32([1]), f32([[1, 1]])], {})]))
    # N-d scatter updates and strided-slice assignment.
    nan = np.float32(np.nan)
    cs.append(Seq([var("n0", F32, [3, 2]), assign(f32([[nan, 1], [2, 3], [4, 5]])),
                   ("ResourceScatterNdUpdate", [out(0), i32([[1, 0], [1, 0]]), f32([6, 7])], {}), read(F32),
                   ("ResourceScatterNdAdd", [out(0), i64([[2], [2]]), f32([[1, 1], [2, 2]])], {}), read(F32),
                   ("ResourceScatterNdSub", [out(0), i32([[0, 1]]), f32([0.5])], {}), read(F32),
                   ("ResourceScatterNdMin", [out(0), i32([[0, 0], [0, 1], [1, 1]]), f32([0, nan, -1])], {}), read(F32),
                   ("ResourceScatterNdMax", [out(0), i32([[2, 0], [2, 0]]), f32([9, 10])], {}), read(F32)]))
    cs.append(Seq([var("n1", STR, [2]), assign(S_("a", "b")),
                   ("ResourceScatterNdUpdate", [out(0), i32([[1]]), S_("x")], {}), read(STR)]))
    cs.append(Seq([var("n2", F32, [3, 2]), assign(z[:3]), ("ResourceScatterNdAdd", [out(0), i32([[3]]), f32([[1, 1]])], {})]))
    cs.append(Seq([var("n3", F32, [3, 2]), assign(z[:3]), ("ResourceScatterNdUpdate", [out(0), i32([[0]]), f32([[1, 1, 1]])], {})]))
    cs.append(Seq([var("n4", F32, [3, 2]), assign(z[:3]),
                   ("ResourceScatterNdUpdate", [out(0), np.array([[0]], np.int16), f32([[1, 1]])], {})]))
    cs.append(Seq([var("n5", C64, [2]), assign(np.array([1, 2], np.complex64)),
                   ("ResourceScatterNdMin", [out(0), i32([[0]]), np.array([1], np.complex64)], {})]))
    cs.append(Seq([var("n6", F32, [2]), ("ResourceScatterNdAdd", [out(0), i32([[0]]), f32([1])], {})]))
    ssa = lambda b, e, st, val, **m: ("ResourceStridedSliceAssign", [out(0), b, e, st, val], m)
    cs.append(Seq([var("a0", F32, [3, 2]), assign(z[:3]),
                   ssa(i32([1]), i32([3]), i32([1]), f32([[7, 7], [8, 8]])), read(F32),
                   ssa(i64([0, 1]), i64([3, 2]), i64([1, 1]), f32([9, 9, 9]), shrink_axis_mask=2), read(F32),
                   ssa(i32([1]), i32([3]), i32([1]), f32([4, 5])), read(F32),
                   ssa(i32([-1]), i32([-4]), i32([-2]), f32([[1, 1], [2, 2]])), read(F32),
                   ssa(i32([0, 0]), i32([1, 1]), i32([1, 1]), f32([[[5, 6]]]), new_axis_mask=1), read(F32),
                   ssa(i32([2]), i32([1]), i32([1]), np.zeros((0, 2), np.float32)), read(F32)]))
    cs.append(Seq([var("a1", F32, [3, 2]), assign(z[:3]), ssa(i32([1]), i32([3]), i32([1]), f32([7, 7, 7]))]))
    cs.append(Seq([var("a2", F32, [3, 2]), assign(z[:3]), ssa(i32([1]), i32([3]), i32([1]), i32([[7, 7], [8, 8]]))]))
    cs.append(Seq([var("a3", F32, [3, 2]), assign(z[:3]), ssa(i32([1]), i32([3]), i32([0]), f32([7, 7]))]))
    cs.append(Seq([var("a4", F32, [3, 2]), assign(z[:3]),
                   ssa(np.array([1], np.int16), np.array([3], np.int16), np.array([1], np.int16), f32([7, 7]))]))
    cs.append(Seq([var("a5", F32, [3]), ssa(i32([1]), i32([3]), i32([1]), f32([7, 7]))]))
    cs.append(Seq([var("a6", F32, [3, 2]), assign(z[:3]), ssa(i32([1]), i32([3]), i32([1]), np.zeros((1, 2, 2), np.float32))]))
    # Shapes, destruction.
    cs.append(Seq([var("d0", F32, [2]), assign(f32([1, 2])), ("DestroyResourceOp", [out(0)], {}),
                   ("VarIsInitializedOp", [out(0)], {}), read(F32)]))
    cs.append(Seq([var("d1", F32, [2]), ("DestroyResourceOp", [out(0)], {"ignore_lookup_error": False})]))
    cs.append(Seq([var("d2", F32, [2]), ("VariableShape", [out(0)], {})]))
    cs.append(Seq([var("d3", F32, [2]), assign(f32([1, 2])), ("VariableShape", [out(0)], {"out_type": F32})]))
    cs.append(Seq([var("d4", I64, []), assign(i64(5)), ("VariableShape", [out(0)], {}),
                   ("DisableCopyOnRead", [out(0)], {}), read(I64)]))
    return cs


FAMILIES = {"math": math_family, "reduction": reduction_family, "array": array_family, "nn": nn_family,
            "space": space_family, "scatter": scatter_family, "search": search_family,
            "segment": segment_family, "linalg": linalg_family, "image": image_family,
            "complex": complex_family, "spectral": spectral_family,
            "string": string_family, "random": random_family,
            "misc": misc_family, "sparse": sparse_family,
            # Resources, checked as op sequences: hash tables and variables.
            "lookup": lambda: lookup_family() + variable_sequences()}


# ----------------------------------------------------------------------------------------------
# Running cases through TensorFlow

def _tf_attr(tf, v):
    if isinstance(v, np.dtype):
        return tf.string if v == STR else tf.as_dtype(v)
    return v


# Attributes whose tf.raw_ops keyword differs from the OpDef's (and MLIR's) name.
_RAW_OPS_ATTR = {("Squeeze", "squeeze_dims"): "axis"}


def run_tf(case):
    """(outputs, None) or (None, (error class, message))."""
    import tensorflow as tf
    from tensorflow.python.framework import op_def_registry

    try:
        tensors = [x if isinstance(x, tf.Tensor) else  # a resource handle of an earlier step
                   tf.constant(x, dtype=tf.string if x.dtype == STR else tf.as_dtype(x.dtype)) for x in case.inputs]
        if case.ref is not None:
            out = case.ref(*tensors)
        else:
            fn = getattr(tf.raw_ops, case.op)
            args = list(op_def_registry.get(case.op).input_arg)
            # raw_ops' Python names for the inputs (`axis` for `reduction_indices`), in order.
            names = list(inspect.signature(fn).parameters)[:len(args)]
            n_lists = sum(1 for a in args if a.number_attr or a.type_list_attr)
            n_list = (len(tensors) - (len(args) - n_lists)) // max(n_lists, 1)
            kwargs, pos = {}, 0
            for a, name in zip(args, names):
                if a.number_attr or a.type_list_attr:
                    kwargs[name], pos = tensors[pos:pos + n_list], pos + n_list
                else:
                    kwargs[name], pos = tensors[pos], pos + 1
            for k, v in case.attrs.items():
                kwargs[_RAW_OPS_ATTR.get((case.op, k), k)] = _tf_attr(tf, v)
            out = fn(**kwargs)
    except (tf.errors.OpError, TypeError, ValueError) as e:
        msg = (getattr(e, "message", None) or str(e)).strip()
        msg = re.sub(r"^\{\{function_node [^}]*\}\}\s*", "", msg)
        return None, (type(e).__name__, msg.splitlines()[0][:200] if msg else "")
    outs = [] if out is None else list(out) if isinstance(out, (list, tuple)) else [out]  # None: no outputs
    # An output list (RaggedGather's splits) is that many outputs, as the library returns them.
    outs = [o for x in outs for o in (x if isinstance(x, (list, tuple)) else [x])]
    return [o if o.dtype == tf.resource else o.numpy() for o in outs], None


# ----------------------------------------------------------------------------------------------
# Writing fixtures

class Writer:
    def __init__(self):
        self.data: dict[str, list] = {}
        self.sizes: dict[str, int] = {}

    def array(self, a):
        a = np.asarray(a)
        name = dtype_name(a.dtype) if a.dtype.kind not in "SO" else "string"
        if name == "string":
            flat = [v if isinstance(v, bytes) else str(v).encode() for v in a.reshape(-1).tolist()]
            return {"dtype": "string", "shape": list(a.shape), "values": [v.decode("latin-1") for v in flat]}
        at = self.sizes.get(name, 0)
        self.data.setdefault(name, []).append(a.reshape(-1))
        self.sizes[name] = at + a.size
        return {"dtype": name, "shape": list(a.shape), "at": at}

    def attr(self, v):
        if isinstance(v, np.dtype):
            return {"dtype": dtype_name(v)}
        if isinstance(v, np.ndarray):
            return {"array": self.array(v)}
        return v

    def arrays(self):
        out = {}
        for name, parts in self.data.items():
            a = np.concatenate(parts)
            out[name] = a.view(np.uint16) if name == "bfloat16" else a
        return out


def run_tf_sequence(seq):
    """[outputs per step], and (step, error class, message) if a step raised."""
    import tensorflow as tf
    results = []
    for s, (op, inputs, attrs) in enumerate(seq.steps):
        args = [results[x[1]][x[2]] if isinstance(x, tuple) else x for x in inputs]
        outs, err = run_tf(Case(op, args, attrs))
        if err is not None:
            return results, (s,) + err
        results.append(outs)
    return results, None


def write_sequence(w, seq, case_id):
    import tensorflow as tf
    results, err = run_tf_sequence(seq)
    steps = []
    for op, inputs, attrs in seq.steps:
        steps.append({"op": "tf." + op, "attrs": {k: w.attr(v) for k, v in attrs.items()},
                      "inputs": [{"step": x[1], "output": x[2]} if isinstance(x, tuple) else {"array": w.array(x)}
                                 for x in inputs]})
    outputs = [[{"resource": True} if isinstance(o, tf.Tensor) else w.array(o) for o in outs] for outs in results]
    rec = {"id": case_id, "op": "tf." + seq.op, "steps": steps, "outputs": outputs}
    if seq.unordered:
        rec["unordered"] = seq.unordered
    if err is not None:
        rec["error_step"], rec["error"], rec["message"] = err
    return rec


def write_family(name, cases):
    import tensorflow as tf
    w = Writer()
    records, counts = [], {}
    for c in cases:
        counts[c.op] = counts.get(c.op, 0) + 1
        if isinstance(c, Seq):
            records.append(write_sequence(w, c, f"tf.{c.op}-{counts[c.op] - 1}"))
            continue
        outs, err = run_tf(c)
        rec = {"id": f"tf.{c.op}-{counts[c.op] - 1}", "op": "tf." + c.op,
               "attrs": {k: w.attr(v) for k, v in c.attrs.items()},
               "inputs": [w.array(x) for x in c.inputs]}
        if err is None:
            rec["outputs"] = [w.array(o) for o in outs]
            if c.unspecified:
                rec["unspecified"] = c.unspecified
            if c.up_to_sign:
                rec["up_to_sign"] = c.up_to_sign
        else:
            rec["error"], rec["message"] = err
        records.append(rec)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, name + ".json"), "w") as f:
        json.dump({"tf_version": tf.__version__, "cases": records}, f, separators=(",", ":"))
        f.write("\n")
    np.savez_compressed(os.path.join(OUT, name + ".npz"), **w.arrays())
    n_err = sum("error" in r for r in records)
    print(f"{name}: {len(records)} cases ({n_err} errors), {len(counts)} ops")


def main(argv):
    names = argv or list(FAMILIES)
    for n in names:
        write_family(n, FAMILIES[n]())


if __name__ == "__main__":
    main(sys.argv[1:])
