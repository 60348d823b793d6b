"""Reading pieces of MLIR's printed form, where the Python bindings fall short.

The upstream bindings do not expose the properties (`<{...}>`) of an
unregistered operation, and cannot even hand out a dense attribute of
complex elements (they raise), nor the bytes of f16/bf16 dense attributes.
For those cases the emitter prints the operation or attribute and reads the
text: this module splits attribute dictionaries and lists at top level and
decodes dense literals into raw bytes.
"""

from __future__ import annotations

import re

import numpy as np

from tfrt.runtime import dtypes
from tfrt.runtime.bef.attributes import numpy_dtype
from tfrt.runtime.bef.format import DTYPE_SIZE, DType

_OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}
_CLOSE = {v: k for k, v in _OPEN.items()}


def skip_string(text: str, i: int) -> int:
    """`text[i]` is a double quote; returns the index after the closing one."""
    i += 1
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == '"':
            return i + 1
        i += 1
    raise ValueError("unterminated string in MLIR text")


def matching(text: str, i: int) -> int:
    """`text[i]` opens a bracket; returns the index of its closing bracket."""
    stack = []
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i = skip_string(text, i)
            continue
        if text.startswith("->", i) or text.startswith(">=", i):
            i += 2
            continue
        if ch in _OPEN:
            stack.append(ch)
        elif ch in _CLOSE and stack and stack[-1] == _CLOSE[ch]:
            stack.pop()
            if not stack:
                return i
        i += 1
    raise ValueError("unbalanced brackets in MLIR text")


def split_top_level(text: str) -> list[str]:
    """`text` split at the commas outside brackets and strings (stripped)."""
    parts, start, i = [], 0, 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i = skip_string(text, i)
            continue
        if ch in _OPEN:
            i = matching(text, i) + 1
            continue
        if ch == ",":
            parts.append(text[start:i].strip())
            start = i + 1
        i += 1
    tail = text[start:].strip()
    if tail or parts:
        parts.append(tail)
    return parts


def unquote(text: str) -> str:
    """The value of an MLIR string literal (escapes \\n \\t \\" \\\\ \\XX)."""
    out, i, body = bytearray(), 0, text[1:-1]
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out += ch.encode("utf-8")
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in '"\\':
            out += nxt.encode()
            i += 2
        elif nxt == "n":
            out += b"\n"
            i += 2
        elif nxt == "t":
            out += b"\t"
            i += 2
        else:
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
    return out.decode("utf-8")


def dict_entries(inner: str) -> list[tuple[str, str | None]]:
    """Entries of an attribute dictionary's inside: (name, value text or
    None for a unit attribute)."""
    entries = []
    for part in split_top_level(inner):
        if part.startswith('"'):
            end = skip_string(part, 0)
            name, rest = unquote(part[:end]), part[end:].strip()
        else:
            m = re.match(r"[A-Za-z_][\w$.\-]*", part)
            if not m:
                raise ValueError(f"cannot read attribute entry {part!r}")
            name, rest = m.group(0), part[m.end():].strip()
        if not rest:
            entries.append((name, None))
        elif rest.startswith("="):
            entries.append((name, rest[1:].strip()))
        else:
            raise ValueError(f"cannot read attribute entry {part!r}")
    return entries


def op_attribute_texts(op_text: str) -> tuple[list, list]:
    """(properties, attributes) entries of an operation printed in generic
    form without regions: `... "name"(operands) [succ] <{props}> ({...}) {attrs} : type`."""
    i = skip_string(op_text, op_text.index('"'))

    def skip_space(j):
        while j < len(op_text) and op_text[j].isspace():
            j += 1
        return j

    i = skip_space(i)
    if op_text.startswith("(", i):
        i = skip_space(matching(op_text, i) + 1)
    if op_text.startswith("[", i):
        i = skip_space(matching(op_text, i) + 1)
    props = attrs = []
    if op_text.startswith("<{", i):
        end = matching(op_text, i + 1)
        props = dict_entries(op_text[i + 2:end])
        i = skip_space(end + 2)
    if op_text.startswith("(", i):
        i = skip_space(matching(op_text, i) + 1)
    if op_text.startswith("{", i):
        end = matching(op_text, i)
        attrs = dict_entries(op_text[i + 1:end])
    return props, attrs


_DENSE = re.compile(r"^dense<(?P<literal>.*)>\s*:\s*tensor<(?P<type>.*)>$", re.S)


def parse_dense(text: str, element_dtype) -> tuple[DType, tuple[int, ...], bytes, bool]:
    """(dtype, shape, little-endian element bytes, splat) of a printed
    `dense<...> : tensor<...>` attribute; `element_dtype(text)` maps the
    element type. A splat gives its one element, never the expansion."""
    m = _DENSE.match(text.strip())
    if not m:
        raise ValueError(f"not a dense tensor attribute: {text[:80]}")
    dims = []
    type_text = m.group("type")
    while True:
        dm = re.match(r"(\d+)x", type_text)
        if not dm:
            break
        dims.append(int(dm.group(1)))
        type_text = type_text[dm.end():]
    dtype = element_dtype(type_text)
    if dtype is None or dtype not in DTYPE_SIZE:
        raise ValueError(f"no fixed-size DType for element type {type_text}")
    count = int(np.prod(dims, dtype=object)) if dims else 1
    np_dtype = numpy_dtype(dtype)
    literal = m.group("literal").strip()
    if literal.startswith('"0x'):
        raw = bytes.fromhex(literal[3:-1])
        if dtype == DType.I1:
            raise ValueError("hex i1 dense attributes are bit-packed")
        if len(raw) == np_dtype.itemsize and count != 1:
            return dtype, tuple(dims), raw, True
        if len(raw) != count * np_dtype.itemsize:
            raise ValueError("hex dense literal does not match its type")
        return dtype, tuple(dims), raw, False
    values = _literal_values(literal, dtype) if literal else []
    if literal and not literal.startswith("["):
        if len(values) != 1:
            raise ValueError(f"dense splat literal has {len(values)} elements")
        return dtype, tuple(dims), np.array(values, dtype=np_dtype).tobytes(), True
    if len(values) != count:
        raise ValueError(f"dense literal has {len(values)} elements for {count}")
    return dtype, tuple(dims), np.array(values, dtype=np_dtype).tobytes() if values else b"", False


_TOKEN = re.compile(
    r"\s*(0x[0-9A-Fa-f]+|[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|inf|nan)|true|false|[()\[\],])")


def _number(token: str, dtype: DType):
    if token in ("true", "false"):
        return token == "true"
    if token.startswith("0x"):
        bits = int(token, 16)
        if dtype in (DType.F16, DType.BF16, DType.F32, DType.F64):
            np_dtype = numpy_dtype(dtype)
            return np.array([bits], f"<u{np_dtype.itemsize}").view(np_dtype)[0]
        return bits
    if dtype in (DType.F16, DType.BF16, DType.F32, DType.F64):
        return float(token)
    return int(token)


def _literal_values(literal: str, dtype: DType) -> list:
    tokens, pos = [], 0
    while pos < len(literal):
        m = _TOKEN.match(literal, pos)
        if not m:
            if literal[pos:].strip():
                raise ValueError(f"cannot read dense literal at {literal[pos:pos + 20]!r}")
            break
        tokens.append(m.group(1))
        pos = m.end()
    values, i = [], 0
    part = dtypes.info(dtype).part
    while i < len(tokens):
        t = tokens[i]
        if t in "[],":
            i += 1
        elif t == "(":
            if part is None or tokens[i + 2] != "," or tokens[i + 4] != ")":
                raise ValueError("unexpected complex number in dense literal")
            values.append(complex(float(_number(tokens[i + 1], part)),
                                  float(_number(tokens[i + 3], part))))
            i += 5
        else:
            values.append(_number(t, dtype))
            i += 1
    return values
