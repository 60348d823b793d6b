"""Deeply nested MLIR input, handled without a crash.

MLIR's parser, verifier and printer recurse once per nesting level on the
calling thread's stack, so a few thousand nested regions overflow the main
thread's 8 MiB. Everything that parses MLIR text in this project
(`tfrt.compile`, `mlir_to_bef`, the tools) first measures the nesting with a
linear scan (`check_nesting`: deeper than MAX_NESTING is an error at the first
bracket too deep) and then runs MLIR on a thread with a large stack
(`on_large_stack`). tools/tfrt-opt/tfrt-opt.cpp does the same in C++.

Two more things MLIR must not meet from Python: string literals whose escapes
make bytes that are not UTF-8 (names and locations reach the bindings, which
abort on them; `check_strings` rejects them first), and its thread pool
(functions verified on worker threads report diagnostics to the bindings
without the GIL, an abort): contexts parsing from Python disable it. And
shapes whose element count overflows int64, on which MLIR's dense-attribute
parser asserts (`check_shapes`), and string elements in a `dense<[...]>` or
`sparse<...>` literal of an integer or index type (`check_literals`), on which
its integer element parser asserts.
"""

from __future__ import annotations

import re
import threading

import numpy as np

__all__ = ["MAX_NESTING", "InputError", "check_literals", "check_nesting", "check_shapes",
           "check_strings", "on_large_stack", "stack_for"]

# The deepest bracket nesting accepted, and the compiler thread's stack for it:
# about 25 KiB a level, several times what parsing, verifying, printing and the
# passes use (2-4 KiB a level of a generic region op, which opens two brackets).
# tfrt-opt has the same limit (tools/tfrt-opt/tfrt-opt.cpp).
MAX_NESTING = 10_000
STACK_SIZE = 256 << 20


class InputError(ValueError):
    """Input MLIR must not reach: nested deeper than MAX_NESTING, or a string
    literal that is not UTF-8. `str()` is `name:line:col: error: message`."""

    def __init__(self, name: str, line: int, column: int, message: str):
        super().__init__(f"{name}:{line}:{column}: error: {message}")
        self.name, self.line, self.column, self.message = name, line, column, message


def stack_for(depth: int) -> int:
    """The stack MLIR needs for input nested `depth` brackets deep (at most STACK_SIZE):
    small for the usual shallow input, so that a process near its address-space limit
    still starts the thread."""
    return min(STACK_SIZE, (8 << 20) + max(depth, 0) * (25 << 10))


def on_large_stack(fn, *args, stack_size: int = STACK_SIZE):
    """fn(*args) on a new thread with a `stack_size` stack; its exception is
    re-raised here, and MemoryError if the thread cannot start (no memory for
    its stack). (`threading.stack_size` applies to threads started while it is
    set: the lock keeps two compiles from racing on it.)"""
    outcome = []

    def run():
        try:
            outcome.append((True, fn(*args)))
        except BaseException as e:  # noqa: BLE001 - re-raised in the caller
            outcome.append((False, e))

    with _STACK_LOCK:
        previous = threading.stack_size(stack_size)
        try:
            thread = threading.Thread(target=run, name="tfrt-mlir", daemon=True)
            thread.start()
        except RuntimeError as e:  # no memory for the stack
            raise MemoryError(f"cannot start a thread with a {stack_size >> 20} MiB stack: {e}") \
                from None
        finally:
            threading.stack_size(previous)
    thread.join()
    ok, value = outcome[0]
    if not ok:
        raise value
    return value


_STACK_LOCK = threading.Lock()


# What is not code: string literals, comments and `->` (whose `>` closes nothing).
_NOT_CODE = re.compile(rb'"[^"\\\n]*(?:\\.[^"\\\n]*)*"?|//[^\n]*|->')
_BRACKET_STEP = np.zeros(256, np.int8)
_BRACKET_STEP[list(b"([{<")] = 1
_BRACKET_STEP[list(b")]}>")] = -1


def check_nesting(text: bytes, name: str, tool: str) -> int:
    """How deep ( [ { < nest in the code of `text`; a InputError at the first
    bracket deeper than MAX_NESTING. (A closer with no opener counts as nothing.)"""
    chars = np.frombuffer(text, np.uint8)
    at = np.flatnonzero(_BRACKET_STEP[chars])  # the brackets, code or not
    # Usually (no comment, no escape) quotes simply pair up; else a regex finds
    # what is not code (5x slower).
    quotes = np.flatnonzero(chars == ord('"'))
    if len(quotes) % 2 == 0 and b"//" not in text and b"\\" not in text:
        code = np.searchsorted(quotes, at) % 2 == 0
        code &= (chars[at] != ord(">")) | (chars[np.maximum(at - 1, 0)] != ord("-"))
    else:
        spans = np.array([m.span() for m in _NOT_CODE.finditer(text)], np.int64).reshape(-1, 2)
        k = np.searchsorted(spans[:, 0], at, side="right") - 1  # the span starting last before
        code = (k < 0) | (at >= spans[np.maximum(k, 0), 1] if len(spans) else True)
    at = at[code]
    if not len(at):
        return 0
    level = np.cumsum(_BRACKET_STEP[chars[at]], dtype=np.int64)
    depth = level - np.minimum.accumulate(np.minimum(level, 0))
    deepest = int(depth.max())
    if deepest > MAX_NESTING:
        offset = int(at[np.argmax(depth > MAX_NESTING)])
        line = text.count(b"\n", 0, offset) + 1
        column = offset - text.rfind(b"\n", 0, offset)
        raise InputError(name, line, column, f"brackets nest deeper than {MAX_NESTING} "
                           f"levels, the most {tool} accepts")
    return deepest


# A string literal, its loop unrolled (runs of plain bytes, then an escape): sre then scans a
# run in one tight loop, where an alternation per byte took 20 s over ConvNeXt-Tiny's 229 MB
# of dense hex (0.6 s now).
_STRING = re.compile(rb'"([^"\\\n]*(?:\\.[^"\\\n]*)*)"', re.S)
_ESCAPE = re.compile(rb"\\([0-9a-fA-F]{2}|.)", re.S)
_SIMPLE_ESCAPES = {b"n": b"\n", b"t": b"\t", b'"': b'"', b"\\": b"\\"}


def check_strings(text: bytes, name: str, *, binary_attributes: bool = False) -> None:
    """An InputError at the first string literal outside `dense<...>` whose
    value, escapes such as `\\ff` decoded, is not UTF-8, or at the first byte
    of the text that is not UTF-8. With `binary_attributes` (BEF string
    attributes hold bytes), only names (ops, attributes, symbols, locations)
    must be UTF-8. Either way the value of an attribute TF fills with a
    serialized proto (`config_proto` of the call ops: SavedModel signatures
    print it) is data: the compiler passes it through and never prints it."""
    try:
        text.decode("utf-8")
    except UnicodeDecodeError as e:
        _fail_at(text, e.start, name, "the input is not UTF-8")
    if b"\\" not in text:
        return
    for m in _STRING.finditer(text):
        if b"\\" not in m.group(1) or _in_dense(text, m.start()) or _is_proto(text, m.start()) or (
                binary_attributes and not _is_name(text, m.start(), m.end())):
            continue  # data: string tensor elements (and attribute values, if allowed)
        value = _ESCAPE.sub(lambda e: _SIMPLE_ESCAPES.get(e.group(1), None)
                            or (bytes.fromhex(e.group(1).decode()) if len(e.group(1)) == 2
                                else e.group(0)), m.group(1))
        try:
            value.decode("utf-8")
        except UnicodeDecodeError:
            _fail_at(text, m.start(), name, "string literal is not UTF-8 once its escapes are "
                     "decoded (only string data may hold other bytes)")


def _in_dense(text: bytes, start: int) -> bool:
    """Whether the literal at `start` is an element of a `dense<...>` attribute:
    the one place (string tensors) where bytes that are not UTF-8 are data.
    Anywhere else a string reaches the bindings (names, messages), which abort."""
    at = text.rfind(b"dense<", 0, start)
    return at >= 0 and b">" not in _STRING.sub(b'""', text[at + 6:start])


_PROTO_ATTRIBUTE = re.compile(rb"\bconfig_proto\s*=\s*$")


def _is_proto(text: bytes, start: int) -> bool:
    """Whether the literal at `start` is the value of a serialized-proto attribute."""
    return _PROTO_ATTRIBUTE.search(text, max(0, start - 32), start) is not None


_AFTER_NAME = re.compile(rb"\s*(?:\(|=|:\d)")  # an op name, an attribute name, a file:line


def _is_name(text: bytes, start: int, end: int) -> bool:
    """Whether the literal at text[start:end] names something (an op, an
    attribute, a symbol, a location's file or name) rather than being a value."""
    return text[start - 1:start] == b"@" or _AFTER_NAME.match(text, end) is not None


def _fail_at(text: bytes, offset: int, name: str, message: str):
    line = text.count(b"\n", 0, offset) + 1
    column = offset - text.rfind(b"\n", 0, offset)
    raise InputError(name, line, column, message)


_SHAPE = re.compile(rb"(?:tensor|vector|memref)<((?:\d+x)+)")
_INT64_MAX = (1 << 63) - 1


def check_shapes(text: bytes, name: str) -> None:
    """An InputError at the first shape whose element count overflows int64."""
    for m in _SHAPE.finditer(text):
        count = 1
        for dim in m.group(1).split(b"x")[:-1]:
            count *= int(dim)
        if count > _INT64_MAX:
            _fail_at(text, m.start(), name, "the shape has more elements than int64 can count")


_LITERAL_SPECIAL = re.compile(rb'["<>]')  # what the literal scan stops at
# `: tensor<2x3xi32>` after a literal: its element type, past the static dims.
_LITERAL_TYPE = re.compile(rb"\s*:\s*(?:tensor|vector)<(?:\d+x)*(complex<[^<>]+>|[^<>]+)>")
_INTEGER_TYPE = re.compile(rb"(?:[su]?i\d+|index|complex<\s*[su]?i\d+\s*>)$")


def _literal_starts(text: bytes):
    """The offsets just past each `dense<` / `sparse<` that starts a word, in order
    (bytes.find: a regex search takes seconds on a 200 MB text of weights)."""
    starts = []
    for word in (b"dense<", b"sparse<"):
        i = text.find(word)
        while i >= 0:
            if i == 0 or not (text[i - 1:i].isalnum() or text[i - 1] == 0x5F):
                starts.append(i + len(word))
            i = text.find(word, i + 1)
    return sorted(starts)


def _string_end(text: bytes, quote: int) -> int:
    """The offset past the string token opening at `quote`, -1 if it does not close."""
    i = quote + 1
    while (close := text.find(b'"', i)) >= 0:
        k = close
        while text[k - 1] == 0x5C and k - 1 > quote:  # backslashes before the quote
            k -= 1
        if (close - k) % 2 == 0:
            return close + 1
        i = close + 1
    return -1


def check_literals(text: bytes, name: str) -> None:
    """An InputError at the first string element of a `dense<...>` / `sparse<...>`
    literal whose type's elements are integers or index (`dense<["a"]> :
    tensor<1xi16>`): MLIR's integer element parser asserts on a string token
    instead of reporting it. (A literal that is one string, `dense<"0x0100">`, is
    MLIR's hex form, which it checks; float and string types report their own
    errors.)"""
    if b'"' not in text:
        return
    for start in _literal_starts(text):
        depth, first_string, strings_end, end, pos = 1, None, None, None, start
        while (t := _LITERAL_SPECIAL.search(text, pos)) is not None:
            at = t.start()
            if text[at] == 0x22:  # a string: skipped whole (hex literals are megabytes)
                pos = _string_end(text, at)
                if pos < 0:
                    break
                if first_string is None:
                    first_string, strings_end = at, pos
                continue
            pos = at + 1
            depth += 1 if text[at] == 0x3C else -1
            if depth == 0:
                end = at
                break
        if first_string is None or end is None:
            continue
        if not text[start:first_string].strip() and not text[strings_end:end].strip():
            continue  # one string: MLIR's hex form, which MLIR checks
        kind = _LITERAL_TYPE.match(text, end + 1)
        if kind and _INTEGER_TYPE.match(kind.group(1).strip()):
            _fail_at(text, first_string, name, f"a string element in a literal of "
                     f"{kind.group(1).strip().decode()} elements (integers expected)")
