"""String ops (TF's as_string, string_join, string_format, string_to_hash_bucket, string_length,
substr, regex_replace, string_lower/upper, string_strip, reduce_join, string_to_number,
string_split and string_ngrams kernels).

String tensors are numpy object arrays of `bytes` (TF strings are byte strings). Element work is
per string in Python; the shapes, broadcasting and errors are TF's. Regular expressions: TF uses
RE2, the library Python's `re` on bytes (see docs/cpu_ops.md for the syntax differences).
"""

from __future__ import annotations

import math
import re

import numpy as np

from ._common import (BF16, BOOL, COMPLEX, F16, F32, F64, I32, I64, INTEGER, MD, STRING, OpList, allowed_type_attr, attr,
                      broadcast_shape, dtname)
from .errors import OpError
from .fingerprint import fingerprint64, siphash24

OPS = OpList()


def _check_string(op, dt, what="input"):
    if dt != STRING:
        raise OpError(op, f"{what} must be a string tensor, got {dtname(dt)}")


def _map(fn, x, out_dtype=STRING):
    """fn applied to every element of x (an object array), as an array of out_dtype."""
    flat = [fn(v) for v in x.reshape(-1).tolist()]
    out = np.empty(len(flat), dtype=out_dtype)
    out[:] = flat
    return out.reshape(x.shape)


def _strings(values, shape):
    out = np.empty(len(values), dtype=object)
    out[:] = values
    return out.reshape(shape)


def _unary_string_md(op):
    def md(attrs, x):
        _check_string(op, x.dtype)
        return MD(STRING, x.shape)
    return md


# -- AsString ------------------------------------------------------------------------------------

_AS_STRING_TYPES = INTEGER | {F16, BF16, F32, F64, BOOL, STRING} | COMPLEX


def _as_string_format(attrs, dt):
    """The printf format TF builds from the attributes (one conversion per value)."""
    op = "tf.AsString"
    precision = int(attr(op, attrs, "precision", -1))
    scientific = bool(attr(op, attrs, "scientific", False))
    shortest = bool(attr(op, attrs, "shortest", False))
    width = int(attr(op, attrs, "width", -1))
    fill = attr(op, attrs, "fill", "")
    fill = fill.decode("latin-1") if isinstance(fill, bytes) else str(fill)
    if dt not in _AS_STRING_TYPES:
        raise OpError(op, f"Value for attr 'T' of {dtname(dt)} is not in the list of allowed values")
    if len(fill) > 1:
        raise OpError(op, "Fill string must be one or fewer characters")
    if scientific and shortest:
        raise OpError(op, "Cannot select both scientific and shortest notation")
    fmt = "%"
    if fill:
        if fill not in " +-0#":
            raise OpError(op, f'Fill argument not supported: "{fill}"')
        fmt += fill
    if width > -1:
        fmt += str(width)
    if precision > -1:
        fmt += f".{precision}"
    floating = dt in (F16, BF16, F32, F64) or dt in COMPLEX
    if not floating and dt != STRING and (scientific or shortest):
        raise OpError(op, f"scientific and shortest format not supported for datatype {_tf_name(dt)}")
    if not floating and precision > -1:
        raise OpError(op, f"precision not supported for datatype {_tf_name(dt)}")
    if dt == BOOL:
        return None
    if dt == STRING:
        return fmt + "s"
    if dt in INTEGER:
        return fmt + "d"
    return fmt + ("g" if shortest else "e" if scientific else "f")


def _tf_name(dt):
    from ..tensor import tf_dtype_name
    return tf_dtype_name(dt)[3:].lower()


def _as_string_md(attrs, x):
    _as_string_format(attrs, x.dtype)
    return MD(STRING, x.shape)


def _as_string(attrs, x):
    fmt = _as_string_format(attrs, x.dtype)
    if fmt is None:
        return _map(lambda v: b"true" if v else b"false", x)
    if x.dtype == STRING:
        return _map(lambda v: (fmt.encode() % v), x)
    if x.dtype in INTEGER:
        return _map(lambda v: (fmt % v).encode(), x)
    if x.dtype in COMPLEX:
        return _map(lambda v: f"({_cfloat(fmt, v.real)},{_cfloat(fmt, v.imag)})".encode(), x)
    return _map(lambda v: _cfloat(fmt, v).encode(), x.astype(F64) if x.dtype in (F16, BF16) else x)


def _cfloat(fmt, v):
    v = float(v)
    if not math.isfinite(v):
        # C's printf pads NaN and Inf with spaces even under the 0 flag.
        spec = fmt[1:-1]
        head = spec.split(".")[0]
        flags = head[:len(head) - len(head.lstrip(" +-0#"))]
        fmt = "%" + flags.replace("0", "") + spec[len(flags):] + fmt[-1]
    return fmt % v


OPS.add("tf.AsString", _as_string, _as_string_md)


# -- StringJoin, StringFormat --------------------------------------------------------------------

def _join_shape(op, shapes):
    out = ()
    for s in shapes:
        if s:
            if out and out != tuple(s):
                raise OpError(op, f"Input shapes do not match: {list(out)} vs. {list(s)}")
            out = tuple(s)
    return out


def _string_join_md(attrs, *xs):
    for x in xs:
        _check_string("tf.StringJoin", x.dtype)
    return MD(STRING, _join_shape("tf.StringJoin", [x.shape for x in xs]))


def _string_join(attrs, *xs):
    sep = attr("tf.StringJoin", attrs, "separator", "")
    sep = sep.encode() if isinstance(sep, str) else bytes(sep)
    shape = _join_shape("tf.StringJoin", [x.shape for x in xs])
    n = int(np.prod(shape, dtype=np.int64))
    cols = [x.reshape(-1).tolist() if x.ndim else x.reshape(()).item() for x in xs]
    rows = [sep.join(c[i] if isinstance(c, list) else c for c in cols) for i in range(n)]
    return _strings(rows, shape)


OPS.add("tf.StringJoin", _string_join, _string_join_md)


def _format_element(v, dt):
    if dt == STRING:
        return '"' + _c_escape(v) + '"'
    if dt == BOOL:
        return "1" if v else "0"
    if dt in INTEGER:
        return str(int(v))
    if dt in (F16, BF16, F32):
        return _shortest(float(v), 6, 9, np.float32)
    return _shortest(float(v), 15, 17, np.float64)


def _shortest(v, digits, more, ftype):
    """TF's StrCat of a float: %.{digits}g, or %.{more}g when that does not read back the same."""
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    s = "%.*g" % (digits, v)
    return s if ftype(float(s)) == ftype(v) else "%.*g" % (more, v)


def _c_escape(b: bytes) -> str:
    out = []
    for c in b:
        ch = chr(c)
        if ch in '\n\r\t"\'\\':
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t", '"': '\\"', "'": "\\'", "\\": "\\\\"}[ch])
        elif c >= 0x80:
            out.append(ch)  # UTF-8 bytes are kept as they are (latin-1 here, re-encoded below)
        elif c < 0x20 or c == 0x7F:
            out.append("\\%03o" % c)
        else:
            out.append(ch)
    return "".join(out)


def _summarize(x, limit):
    """TF's Tensor::SummarizeValue(limit, print_v2=True)."""
    dt = x.dtype
    n = x.size
    limit = n if limit < 0 else min(limit, n)
    if dt in COMPLEX:  # TF prints no complex values
        s = " ".join("?" for _ in range(limit)) + ("..." if limit < n else "")
        return f"[{s}]" if x.ndim else s
    flat = x.reshape(-1)
    if x.ndim == 0:
        return " ".join(_format_element(flat[i], dt) for i in range(limit)) + ("..." if n > limit else "")
    shape, nd = x.shape, x.ndim

    def spacing(d):
        return " " if d == nd - 1 else "\n" * (nd - d - 1) + " " * (d + 1)

    def dim(d, at):
        if d == nd:
            return _format_element(flat[at], dt)
        count = shape[d]
        per = int(np.prod(shape[d + 1:], dtype=np.int64))
        parts = ["["]
        for i in range(min(limit, count)):
            if i:
                parts.append(spacing(d))
            parts.append(dim(d + 1, at + per * i))
        if count > 2 * limit:
            parts += [spacing(d), "..."]
        for i in range(max(limit, count - limit), count):
            parts += [spacing(d), dim(d + 1, at + per * i)]
        parts.append("]")
        return "".join(parts)

    return dim(0, 0)


def _string_format_parts(attrs, n):
    op = "tf.StringFormat"
    template = attr(op, attrs, "template", "%s")
    placeholder = attr(op, attrs, "placeholder", "%s")
    template = template.decode("latin-1") if isinstance(template, bytes) else template
    placeholder = placeholder.decode("latin-1") if isinstance(placeholder, bytes) else placeholder
    parts = template.split(placeholder)
    if len(parts) - 1 != n:
        raise OpError(op, f"num placeholders in template and num inputs must match: {len(parts) - 1} vs. {n}")
    return parts


def _string_format_md(attrs, *xs):
    _string_format_parts(attrs, len(xs))
    return MD(STRING, ())


def _string_format(attrs, *xs):
    parts = _string_format_parts(attrs, len(xs))
    summarize = int(attr("tf.StringFormat", attrs, "summarize", 3))
    out = [parts[0]]
    for x, p in zip(xs, parts[1:]):
        out += [_summarize(x, summarize), p]
    return _strings(["".join(out).encode("latin-1")], ())


OPS.add("tf.StringFormat", _string_format, _string_format_md)


# -- Hash buckets ----------------------------------------------------------------------------------

def _buckets(op, attrs):
    n = int(attr(op, attrs, "num_buckets"))
    if n < 1:
        raise OpError(op, f"Value for attr 'num_buckets' of {n} must be at least minimum 1")
    return n


def _hash_md(op, strong=False):
    def md(attrs, x):
        _check_string(op, x.dtype)
        _buckets(op, attrs)
        if strong:
            _key(attrs)
        return MD(I64, x.shape)
    return md


def _hash_fast(attrs, x):
    n = _buckets("tf.StringToHashBucketFast", attrs)
    return _map(lambda s: fingerprint64(s) % n, x, I64)


def _key(attrs):
    key = attr("tf.StringToHashBucketStrong", attrs, "key")
    if len(key) != 2:
        raise OpError("tf.StringToHashBucketStrong", "Key must have 2 elements")
    return [int(k) & (2**64 - 1) for k in key]


def _hash_strong(attrs, x):
    n = _buckets("tf.StringToHashBucketStrong", attrs)
    k0, k1 = _key(attrs)
    return _map(lambda s: siphash24(k0, k1, s) % n, x, I64)


OPS.add("tf.StringToHashBucketFast", _hash_fast, _hash_md("tf.StringToHashBucketFast"))
OPS.add("tf.StringToHashBucketStrong", _hash_strong, _hash_md("tf.StringToHashBucketStrong", True))


# -- StringLength, Substr --------------------------------------------------------------------------

def _unit(op, attrs):
    unit = attr(op, attrs, "unit", "BYTE")
    if unit not in ("BYTE", "UTF8_CHAR"):
        raise OpError(op, f"Value for attr 'unit' of \"{unit}\" is not in the list of allowed values: "
                          f'"BYTE", "UTF8_CHAR"')
    return unit


def _utf8_len(s: bytes) -> int:
    # TF counts the bytes that do not continue a character (0b10xxxxxx).
    return sum(1 for c in s if c & 0xC0 != 0x80)


def _string_length_md(attrs, x):
    _check_string("tf.StringLength", x.dtype)
    _unit("tf.StringLength", attrs)
    return MD(I32, x.shape)


def _string_length(attrs, x):
    fn = len if _unit("tf.StringLength", attrs) == "BYTE" else _utf8_len
    return _map(fn, x, I32)


OPS.add("tf.StringLength", _string_length, _string_length_md)


def _substr_md(attrs, x, pos, length):
    op = "tf.Substr"
    _check_string(op, x.dtype)
    _unit(op, attrs)
    for m, what in ((pos, "pos"), (length, "len")):
        if m.dtype not in (I32, I64):
            raise OpError(op, f"{what} must be int32 or int64, got {dtname(m.dtype)}")
    if pos.dtype != length.dtype:
        raise OpError(op, f"dtypes of pos ({dtname(pos.dtype)}) and len ({dtname(length.dtype)}) must match")
    if tuple(pos.shape) != tuple(length.shape):
        raise OpError(op, f"pos and len should have the same shape, got: {list(pos.shape)} vs. {list(length.shape)}")
    return MD(STRING, broadcast_shape(op, tuple(x.shape), tuple(pos.shape)))


def _char_starts(s: bytes):
    return [i for i, c in enumerate(s) if c & 0xC0 != 0x80] + [len(s)]


def _substr(attrs, x, pos, length):
    op = "tf.Substr"
    utf8 = _unit(op, attrs) == "UTF8_CHAR"
    shape = np.broadcast_shapes(x.shape, pos.shape)
    xs = np.broadcast_to(x, shape).reshape(-1).tolist()
    ps = np.broadcast_to(pos, shape).reshape(-1).tolist()
    ls = np.broadcast_to(length, shape).reshape(-1).tolist()
    out = []
    for i, (s, p, n) in enumerate(zip(xs, ps, ls)):
        starts = _char_starts(s) if utf8 else None
        size = len(starts) - 1 if utf8 else len(s)
        if p < -size or p > size:
            raise OpError(op, f"pos {p} out of range for string b'{_c_escape(s)}' at index {i}")
        p = p + size if p < 0 else p
        end = min(size, p + max(n, 0)) if n >= 0 else size
        if n < 0:
            end = size
        out.append(s[starts[p]:starts[end]] if utf8 else s[p:end])
    return _strings(out, shape)


OPS.add("tf.Substr", _substr, _substr_md)


# -- Regular expressions -----------------------------------------------------------------------------

def _regex(op, pattern):
    pattern = pattern.encode() if isinstance(pattern, str) else bytes(pattern)
    try:
        return re.compile(pattern)
    except re.error as e:
        raise OpError(op, f"Invalid pattern: {pattern.decode('latin-1')}, error: {e}") from None


def _rewrite(op, rewrite):
    """RE2's rewrite string (\\0-\\9 groups, \\\\ a backslash) as a function of a match."""
    rewrite = rewrite.encode() if isinstance(rewrite, str) else bytes(rewrite)
    pieces, i = [], 0
    while i < len(rewrite):
        j = rewrite.find(b"\\", i)
        if j < 0:
            pieces.append(rewrite[i:])
            break
        pieces.append(rewrite[i:j])
        nxt = rewrite[j + 1:j + 2]
        if nxt == b"\\":
            pieces.append(b"\\")
        elif nxt.isdigit():
            pieces.append(int(nxt))
        else:
            raise OpError(op, f"Invalid rewrite pattern: {rewrite.decode('latin-1')}")
        i = j + 2
    return pieces


def _regex_replace_one(op, x, pattern, rewrite, global_):
    rx = _regex(op, pattern)
    pieces = _rewrite(op, rewrite)
    if max((p for p in pieces if isinstance(p, int)), default=0) > rx.groups:
        return x.copy()  # RE2 refuses the rewrite and leaves every string as it is

    def expand(m):
        return b"".join(p if isinstance(p, bytes) else (m.group(p) or b"") for p in pieces)

    def replace(s):
        if not global_:
            m = rx.search(s)
            return s if m is None else s[:m.start()] + expand(m) + s[m.end():]
        # RE2's GlobalReplace: unlike Python's re.sub, no empty match where the last match ended.
        out, pos, last, n = [], 0, -1, len(s)
        while pos <= n:
            m = rx.search(s, pos)
            if m is None:
                break
            a, b = m.span()
            if a == b == last:
                if a == n:
                    break
                out.append(s[pos:a + 1])
                pos = a + 1
                continue
            out += [s[pos:a], expand(m)]
            pos = last = b
            if a == b:  # an empty match: the next character is copied
                out.append(s[b:b + 1])
                pos = b + 1
        out.append(s[pos:])
        return b"".join(out)

    return _map(replace, x)


def _static_regex_md(attrs, x):
    op = "tf.StaticRegexReplace"
    _check_string(op, x.dtype)
    rx = _regex(op, attr(op, attrs, "pattern"))
    _rewrite(op, attr(op, attrs, "rewrite"))
    del rx
    return MD(STRING, x.shape)


def _static_regex(attrs, x):
    op = "tf.StaticRegexReplace"
    return _regex_replace_one(op, x, attr(op, attrs, "pattern"), attr(op, attrs, "rewrite"),
                              bool(attr(op, attrs, "replace_global", True)))


def _scalar_string(op, v, what):
    if v.dtype != STRING:
        raise OpError(op, f"{what} must be a string tensor, got {dtname(v.dtype)}")
    if v.ndim != 0:
        raise OpError(op, f"{what} must be scalar, but received {list(v.shape)}")
    return v.reshape(()).item()


def _regex_md(attrs, x, pattern, rewrite):
    op = "tf.RegexReplace"
    _check_string(op, x.dtype)
    for m, what in ((pattern, "Pattern"), (rewrite, "Rewrite")):
        _check_string(op, m.dtype, what.lower())
        if m.shape != ():
            raise OpError(op, f"{what} must be scalar, but received {list(m.shape)}")
    return MD(STRING, x.shape)


def _regex_replace(attrs, x, pattern, rewrite):
    op = "tf.RegexReplace"
    return _regex_replace_one(op, x, _scalar_string(op, pattern, "Pattern"),
                              _scalar_string(op, rewrite, "Rewrite"),
                              bool(attr(op, attrs, "replace_global", True)))


OPS.add("tf.StaticRegexReplace", _static_regex, _static_regex_md)
OPS.add("tf.RegexReplace", _regex_replace, _regex_md)


# -- Case and whitespace -------------------------------------------------------------------------------

def _case_op(op, ascii_fn, utf8_fn):
    def encoding(attrs):
        enc = attr(op, attrs, "encoding", "")
        if enc not in ("", "utf-8"):
            raise OpError(op, f"only utf-8 or '' (no encoding) is supported, received {enc}")
        return enc

    def md(attrs, x):
        _check_string(op, x.dtype)
        encoding(attrs)
        return MD(STRING, x.shape)

    def fn(attrs, x):
        if encoding(attrs) == "":
            return _map(ascii_fn, x)
        return _map(lambda s: utf8_fn(s.decode("utf-8", "replace")).encode("utf-8"), x)

    OPS.add(op, fn, md)


# bytes.lower/upper change only ASCII letters, as TF's per-byte tolower/toupper in the C locale.
_case_op("tf.StringLower", bytes.lower, str.lower)
_case_op("tf.StringUpper", bytes.upper, str.upper)
OPS.add("tf.StringStrip", lambda attrs, x: _map(bytes.strip, x), _unary_string_md("tf.StringStrip"))


# -- ReduceJoin ------------------------------------------------------------------------------------------

def _reduce_join_axes(op, x_shape, axes):
    if not isinstance(axes, np.ndarray):
        axes = np.asarray(axes)
    if axes.dtype != I32:
        raise OpError(op, f"cannot compute ReduceJoin as input #1(zero-based) was expected to be a int32 "
                          f"tensor but is a {_tf_name(axes.dtype)} tensor")
    rank = len(x_shape)
    out = []
    for a in axes.reshape(-1).tolist():
        if not -rank <= a < rank:
            raise OpError(op, f"Invalid reduction dimension {a} for input with {rank} dimension(s)")
        a = a + rank if a < 0 else a
        if a in out:
            raise OpError(op, f"Duplicate reduction dimension {a}")
        out.append(a)
    return out


def _reduce_join_shape(attrs, shape, axes):
    keep = bool(attr("tf.ReduceJoin", attrs, "keep_dims", False))
    return tuple(1 if i in axes else d for i, d in enumerate(shape) if keep or i not in axes)


def _reduce_join_vmd(attrs, x, axes):
    _check_string("tf.ReduceJoin", x.dtype)
    a = _reduce_join_axes("tf.ReduceJoin", x.shape, axes)
    return MD(STRING, _reduce_join_shape(attrs, x.shape, a))


def _reduce_join(attrs, x, axes):
    op = "tf.ReduceJoin"
    a = _reduce_join_axes(op, x.shape, axes)
    sep = attr(op, attrs, "separator", "")
    sep = sep.encode() if isinstance(sep, str) else bytes(sep)
    # Reduced axes last; the first one listed varies fastest in each joined row (as TF).
    rest = [i for i in range(x.ndim) if i not in a]
    moved = np.transpose(x, rest + a[::-1])
    rows = int(np.prod([x.shape[i] for i in rest], dtype=np.int64))
    flat = moved.reshape(rows, moved.size // rows if rows else 0)
    joined = [sep.join(r) for r in flat.tolist()]
    return _strings(joined, _reduce_join_shape(attrs, x.shape, a))


OPS.add("tf.ReduceJoin", _reduce_join, vmd=_reduce_join_vmd, vops=(1,))


# -- StringToNumber ----------------------------------------------------------------------------------------

_NUMBER_TYPES = {F32: "float", F64: "double", I32: "int32", I64: "int64",
                 np.dtype(np.uint32): "uint32", np.dtype(np.uint64): "uint64"}
_INT = re.compile(rb"[ \t\n\v\f\r]*[+-]?[0-9]+[ \t\n\v\f\r]*\Z")
# strtod's forms: decimal with exponent, hexadecimal (with a binary exponent), inf/infinity, nan.
_DEC = re.compile(rb"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?\Z")
_HEX = re.compile(rb"[+-]?0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)([pP][+-]?[0-9]+)?\Z")
_SPECIAL = re.compile(rb"[+-]?(inf|infinity|nan)\Z", re.IGNORECASE)


def _out_type(attrs):
    return allowed_type_attr("tf.StringToNumber", attrs, "out_type", F32, _NUMBER_TYPES)


def _string_to_number_md(attrs, x):
    _check_string("tf.StringToNumber", x.dtype)
    return MD(_out_type(attrs), x.shape)


def _parse_number(s: bytes, dt):
    def bad():
        return OpError("tf.StringToNumber", "StringToNumberOp could not correctly convert string: "
                                            + s.decode("latin-1"))
    if dt.kind in "iu":
        if not _INT.match(s):
            raise bad()
        v = int(s.strip())
        info = np.iinfo(dt)
        if not info.min <= v <= info.max:
            raise bad()
        return v
    t = s.strip(b" \t\n\v\f\r")
    if _DEC.match(t) or _SPECIAL.match(t):
        v = float(t)
    elif _HEX.match(t):
        sign = -1.0 if t[:1] == b"-" else 1.0
        v = sign * float.fromhex(t.lstrip(b"+-").decode())
    else:
        raise bad()
    return v


def _string_to_number(attrs, x):
    dt = _out_type(attrs)
    vals = [_parse_number(s, dt) for s in x.reshape(-1).tolist()]
    with np.errstate(over="ignore"):
        return np.array(vals, dtype=np.float64 if dt.kind == "f" else dt).astype(dt).reshape(x.shape)


OPS.add("tf.StringToNumber", _string_to_number, _string_to_number_md)


# -- StringSplitV2 ---------------------------------------------------------------------------------------------

def _split_check(op, x, sep):
    _check_string(op, x.dtype)
    _check_string(op, sep.dtype, "sep")
    if len(x.shape) != 1:
        raise OpError(op, f"input must be a vector, got shape: {list(x.shape)}")
    if len(sep.shape) != 0:
        raise OpError(op, f"sep must be a scalar, got shape: {list(sep.shape)}")


def _split_all(attrs, x, sep):
    maxsplit = int(attr("tf.StringSplitV2", attrs, "maxsplit", -1))
    s = sep.reshape(()).item()
    n = maxsplit if maxsplit >= 0 else -1
    if s == b"":
        # Runs of ASCII whitespace separate; leading and trailing whitespace give no tokens.
        return [v.split(None, n) for v in x.tolist()]
    return [v.split(s, n) for v in x.tolist()]


def _split_vmd(attrs, x, sep):
    op = "tf.StringSplitV2"
    _split_check(op, x if isinstance(x, np.ndarray) else x, sep)
    tokens = _split_all(attrs, x, sep)
    total = sum(len(t) for t in tokens)
    return (MD(I64, (total, 2)), MD(STRING, (total,)), MD(I64, (2,)))


def _split(attrs, x, sep):
    _split_check("tf.StringSplitV2", x, sep)
    tokens = _split_all(attrs, x, sep)
    indices = np.array([(i, j) for i, t in enumerate(tokens) for j in range(len(t))], np.int64).reshape(-1, 2)
    values = _strings([v for t in tokens for v in t], (len(indices),))
    shape = np.array([len(tokens), max((len(t) for t in tokens), default=0)], np.int64)
    return indices, values, shape


OPS.add("tf.StringSplitV2", _split, vmd=_split_vmd, vops=(0, 1))


# -- StringNGrams ----------------------------------------------------------------------------------------------
# The n-grams of each row of a ragged string tensor (flat data and row splits), for every width
# in `ngram_widths`, padded with `left_pad` / `right_pad` (`pad_width` of them, -1: width - 1,
# never more than width - 1) and joined by `separator` (Keras's TextVectorization(ngrams=...)).

_NGRAMS = "tf.StringNGrams"


def _ngrams_spec(attrs, data, splits):
    _check_string(_NGRAMS, data.dtype, "data")
    if splits.dtype not in (I32, I64):
        raise OpError(_NGRAMS, f"Value for attr 'Tsplits' of {dtname(splits.dtype)} is not in the list of "
                               f"allowed values: int32, int64")
    if len(data.shape) != 1:
        raise OpError(_NGRAMS, f"Shape must be rank 1 but is rank {len(data.shape)} for data")
    if len(splits.shape) != 1:
        raise OpError(_NGRAMS, f"Shape must be rank 1 but is rank {len(splits.shape)} for data_splits")
    widths = [int(w) for w in attr(_NGRAMS, attrs, "ngram_widths")]
    if any(w <= 0 for w in widths):
        raise OpError(_NGRAMS, "ngram_widths must contain positive values")
    pad = int(attr(_NGRAMS, attrs, "pad_width"))
    return widths, pad


def _ngram_rows(attrs, data, splits):
    widths, pad = _ngrams_spec(attrs, data, splits)
    n = data.shape[0]
    sp = [int(v) for v in splits]
    if sp:
        if sp[0] != 0:
            raise OpError(_NGRAMS, f"First split value must be 0, got {sp[0]}")
        for prev, cur in zip(sp, sp[1:]):
            if not prev <= cur <= n:
                raise OpError(_NGRAMS, f"Invalid split value {cur}, must be in [{prev}, {n}]")
        if sp[-1] != n:
            raise OpError(_NGRAMS, f"Last split value must be data size. Expected {n}, got {sp[-1]}")
    rows = max(len(sp) - 1, 0)
    if n == 0 or not sp:
        return [[] for _ in range(rows)]
    text = lambda k: attr(_NGRAMS, attrs, k, b"")  # noqa: E731
    sep, left, right = (v.encode() if isinstance(v, str) else bytes(v)
                        for v in (text("separator"), text("left_pad"), text("right_pad")))
    preserve = bool(attrs.get("preserve_short_sequences", False))
    tokens = data.tolist()

    def grams(row, width, pad_width, count):
        out = []
        for i in range(count):
            lp = max(0, pad_width - i)
            rp = max(0, pad_width - (count - (i + 1)))
            start = 0 if lp > 0 else i - pad_width
            out.append(sep.join([left] * lp + row[start:start + width - lp - rp] + [right] * rp))
        return out

    result = []
    for a, b in zip(sp, sp[1:]):
        row, made = tokens[a:b], []
        for w in widths:
            pw = min(pad if pad >= 0 else w - 1, w - 1)
            made += grams(row, w, pw, max(0, len(row) + 2 * pw - w + 1))
        if preserve and not made and row:
            if pad < 0:
                raise OpError(_NGRAMS, f"Pad width should be >= 0 when preserve_short_sequences is True "
                                       f"and ngram_widths are not provided, got {pad}")
            w = len(row) + 2 * pad
            made = grams(row, w, min(pad, w - 1), 1)
        result.append(made)
    return result


def _ngrams_vmd(attrs, data, splits):
    rows = _ngram_rows(attrs, data, splits)
    return MD(STRING, (sum(len(r) for r in rows),)), MD(splits.dtype, splits.shape)


def _ngrams(attrs, data, splits):
    rows = _ngram_rows(attrs, data, splits)
    out_splits = np.zeros(splits.shape, splits.dtype)
    if rows:
        out_splits[1:] = np.cumsum([len(r) for r in rows])
    return _strings([g for r in rows for g in r], (int(out_splits[-1]) if rows else 0,)), out_splits


OPS.add(_NGRAMS, _ngrams, vmd=_ngrams_vmd, vops=(0, 1))
