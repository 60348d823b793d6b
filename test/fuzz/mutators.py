"""Deterministic mutators of BEF bytes and MLIR text.

Every mutator takes its input and a `random.Random` and returns
`(output, label)`; the label names the mutation ("bef.truncate@payload-mid:812")
so that counts and failures can be grouped by what was done. The same seed
gives the same output: a failure is reproduced by its seed alone.

BEF mutators know the framing (`header (id length[|aligned] payload)*`,
docs/bef.md) but not the tables, so they keep working when the format grows:
some break the framing (truncation, raw bit flips, bad length fields), some
keep it intact and damage only a payload (the length fields are rewritten), so
that the reader gets past the section table and into the tables.
"""

from __future__ import annotations

import random
import re
import struct
from dataclasses import dataclass

from tfrt.runtime.bef import format as bef_format

# The header (magic, version, ...) is whatever the runtime's format says it is;
# mutations that keep the framing rewrite it with `encode_header` when the
# format has one (e.g. a file size), so the reader goes past it.
HEADER_SIZE = bef_format.HEADER_SIZE
_encode_header = getattr(bef_format, "encode_header", None)
# Sections whose payload is VBR integers (or starts with them).
VBR_SECTIONS = (2, 3, 4, 5, 9, 10, 11, 12)
# Sections of FIXED32 words and fixed-size headers.
WORD_SECTIONS = (1, 5)

HUGE_INTEGERS = (2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**62, 2**63 - 1, 2**64 - 1)
INTERESTING_BYTES = (0x00, 0x01, 0x7F, 0x80, 0xCC, 0xFE, 0xFF)
INTERESTING_WORDS = (0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xABABABAB, 0xCDCDCDCD)


# -- BEF framing -------------------------------------------------------------------


def encode_vbr(value: int) -> bytes:
    """VBR (docs/bef.md): 7-bit groups, most significant first; the high bit
    marks continuation. Values past 64 bits are allowed on purpose."""
    groups = [value & 0x7F]
    value >>= 7
    while value:
        groups.append(value & 0x7F)
        value >>= 7
    groups.reverse()
    return bytes([g | 0x80 for g in groups[:-1]] + [groups[-1]])


def _read_vbr(data: bytes, pos: int) -> tuple[int, int] | None:
    value, start = 0, pos
    while pos < len(data) and pos - start < 10:
        byte = data[pos]
        pos += 1
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return value, pos
    return None


@dataclass
class Section:
    id: int
    start: int  # the id byte
    length_at: int  # the length VBR
    length_end: int
    payload: int  # first payload byte
    length: int
    alignment: int  # 1 unless the aligned flag is set

    @property
    def end(self) -> int:
        return self.payload + self.length


def sections(data: bytes) -> list[Section]:
    """The section table of `data`, as far as it can be read."""
    out = []
    pos = HEADER_SIZE
    while pos < len(data):
        start = pos
        vbr = _read_vbr(data, pos + 1)
        if vbr is None:
            break
        value, payload = vbr
        alignment = 1
        if value & 1:
            if payload >= len(data) or not data[payload]:
                break
            alignment = data[payload]
            payload = (payload + 1 + alignment - 1) // alignment * alignment
        length = value >> 1
        if payload + length > len(data):
            break
        out.append(Section(data[start], start, start + 1, vbr[1], payload, length, alignment))
        pos = payload + length
    return out


def assemble(header: bytes, parts: list[tuple[int, bytes, int]]) -> bytes:
    """A file of `(id, payload, alignment)` parts with correct length fields
    and padding (the aligned flag only when a non-empty payload needs padding,
    as the writer does)."""
    out = bytearray(header)
    for section_id, payload, alignment in parts:
        out.append(section_id)
        after = len(out) + len(encode_vbr(len(payload) << 1))
        if alignment > 1 and payload and after % alignment:
            out += encode_vbr(len(payload) << 1 | 1)
            out.append(alignment)
            out += b"\xcc" * (-(len(out)) % alignment)
        else:
            out += encode_vbr(len(payload) << 1)
        out += payload
    return bytes(out)


def section_parts(data: bytes, table: list[Section]) -> list[tuple[int, bytes, int]]:
    # Attributes and Functions must stay aligned even when their flag was unset.
    natural = {1: 8, 5: 4}
    return [(s.id, data[s.payload:s.end], max(s.alignment, natural.get(s.id, 1))) for s in table]


def fix_header(data: bytes) -> bytes:
    """`data` with a header that matches its size (when the format has one)."""
    if _encode_header is None or len(data) < HEADER_SIZE:
        return data
    return _encode_header(len(data)) + data[HEADER_SIZE:]


def _pick_section(rng: random.Random, table: list[Section], ids=None) -> Section | None:
    choices = [s for s in table if (ids is None or s.id in ids) and s.length]
    return rng.choice(choices) if choices else None


# -- BEF mutators ---------------------------------------------------------------------


def bef_truncate(data: bytes, rng: random.Random, donors=()) -> tuple[bytes, str]:
    """Cuts the file at a boundary of some kind (every prefix must be refused)."""
    table = sections(data)
    s = rng.choice(table) if table else None
    kinds = ["header", "random"] + (["section-start", "in-length", "payload-start",
                                     "payload-mid", "payload-end"] if s else [])
    kind = rng.choice(kinds)
    if kind == "header":
        size = rng.randrange(0, HEADER_SIZE + 1)
    elif kind == "random":
        size = rng.randrange(0, len(data))
    elif kind == "section-start":
        size = s.start
    elif kind == "in-length":
        size = rng.randrange(s.length_at, s.length_end + 1)
    elif kind == "payload-start":
        size = s.payload
    elif kind == "payload-mid":
        size = s.payload + rng.randrange(0, max(s.length, 1))
    else:
        size = max(s.end - 1, 0)
    size = min(size, len(data) - 1)
    where = f"{kind}:{size}" if s is None or kind in ("header", "random") else \
        f"{kind}@{s.id}:{size}"
    return data[:size], f"bef.truncate@{where}"


def bef_bit_flips(data: bytes, rng: random.Random, donors=()) -> tuple[bytes, str]:
    out = bytearray(data)
    s = _pick_section(rng, sections(data)) if rng.random() < 0.7 else None
    lo, hi = (s.payload, s.end) if s else (0, len(data))
    n = rng.randint(1, 8)
    for _ in range(n):
        bit = rng.randrange(lo * 8, hi * 8)
        out[bit // 8] ^= 1 << (bit % 8)
    return bytes(out), f"bef.bit-flips@{s.id if s else 'any'}:{n}"


def bef_insert_delete(data: bytes, rng: random.Random, donors=()) -> tuple[bytes, str]:
    table = sections(data)
    if table and rng.random() < 0.5:
        s = rng.choice(table)
        at = rng.choice([s.start, s.length_end, s.payload, s.end])
    else:
        at = rng.randrange(0, len(data) + 1)
    n = rng.randint(1, 16)
    if rng.random() < 0.5:
        junk = bytes(rng.choice(INTERESTING_BYTES) if rng.random() < 0.5 else rng.randrange(256)
                     for _ in range(n))
        return data[:at] + junk + data[at:], f"bef.insert:{n}"
    return data[:at] + data[at + n:], f"bef.delete:{n}"


def bef_overwrite(data: bytes, rng: random.Random, donors=()) -> tuple[bytes, str]:
    """Interesting bytes or FIXED32 words at an aligned spot of a section."""
    out = bytearray(data)
    s = _pick_section(rng, sections(data), WORD_SECTIONS)
    if s and s.length >= 4 and rng.random() < 0.7:
        at = s.payload + rng.randrange(0, s.length - 3) // 4 * 4
        old = struct.unpack_from("<I", out, at)[0]
        word = rng.choice(INTERESTING_WORDS + (2, 3, old + 1, old - 1, old ^ 1))
        struct.pack_into("<I", out, at, word % (1 << 32))
        return bytes(out), f"bef.word@{s.id}"
    at = rng.randrange(0, len(data))
    out[at] = rng.choice(INTERESTING_BYTES)
    return bytes(out), "bef.byte"


def bef_section_length(data: bytes, rng: random.Random, donors=()) -> tuple[bytes, str]:
    """Rewrites one section's length field (the payload stays where it was)."""
    table = sections(data)
    if not table:
        return bef_bit_flips(data, rng)
    s = rng.choice(table)
    length = rng.choice([0, max(s.length - 1, 0), s.length + 1, s.length * 2 + 7,
                         rng.choice(HUGE_INTEGERS)])
    flag = _read_vbr(data, s.length_at)[0] & 1
    field = encode_vbr(length << 1 | flag)
    return data[:s.length_at] + field + data[s.length_end:], f"bef.section-length@{s.id}"


def bef_sections(data: bytes, rng: random.Random, donors=()) -> tuple[bytes, str]:
    """Swaps, duplicates, drops, renumbers or reorders whole sections."""
    table = sections(data)
    if len(table) < 2:
        return bef_bit_flips(data, rng)
    parts = section_parts(data, table)
    i, j = rng.sample(range(len(parts)), 2)
    kind = rng.choice(["swap-ids", "duplicate", "drop", "unknown-id", "reorder", "splice"])
    if kind == "swap-ids":
        (a, pa, aa), (b, pb, ab) = parts[i], parts[j]
        parts[i], parts[j] = (b, pa, aa), (a, pb, ab)
    elif kind == "duplicate":
        parts.insert(rng.randrange(len(parts) + 1), parts[i])
    elif kind == "drop":
        del parts[i]
    elif kind == "unknown-id":
        parts[i] = (rng.choice([13, 64, 127, 128, 255]),) + parts[i][1:]
    elif kind == "reorder":
        rng.shuffle(parts)
    else:  # the same section from another file
        donor = rng.choice(donors) if donors else data
        same = [p for p in section_parts(donor, sections(donor)) if p[0] == parts[i][0]]
        if same:
            parts[i] = rng.choice(same)
    label = f"bef.sections.{kind}@{parts[min(i, len(parts) - 1)][0]}"
    return assemble(data[:HEADER_SIZE], parts), label


def _vbr_starts(payload: bytes) -> list[int]:
    return [0] + [k + 1 for k in range(len(payload) - 1) if not payload[k] & 0x80]


def bef_huge_vbr(data: bytes, rng: random.Random, donors=()) -> tuple[bytes, str]:
    """Makes one VBR integer of a table huge (or over-long), keeping the framing."""
    table = sections(data)
    s = _pick_section(rng, table, VBR_SECTIONS)
    if s is None:
        return bef_section_length(data, rng)
    payload = data[s.payload:s.end]
    at = rng.choice(_vbr_starts(payload)[:64])
    old = _read_vbr(payload, at)
    end = old[1] if old else at + 1
    kind = rng.choice(["huge", "overlong", "eleven-bytes", "plus-one"])
    if kind == "huge":
        new = encode_vbr(rng.choice(HUGE_INTEGERS + (2**64, 2**70)))
    elif kind == "overlong":  # a small value with redundant leading groups
        new = b"\x80" * rng.randint(1, 8) + payload[at:end]
    elif kind == "eleven-bytes":
        new = b"\xff" * 10 + b"\x7f"
    else:
        new = encode_vbr((old[0] if old else 0) + 1)
    payload = payload[:at] + new + payload[end:]
    parts = section_parts(data, table)
    parts[table.index(s)] = (s.id, payload, parts[table.index(s)][2])
    return assemble(data[:HEADER_SIZE], parts), f"bef.vbr-{kind}@{s.id}"


def bef_payload(data: bytes, rng: random.Random, donors=()) -> tuple[bytes, str]:
    """Damages one payload (flip, insert, delete, overwrite) and fixes the framing."""
    table = sections(data)
    # Mostly the attributes and the function bodies: what the executor runs.
    s = _pick_section(rng, table, WORD_SECTIONS if rng.random() < 0.6 else None)
    if s is None:
        return bef_bit_flips(data, rng)
    payload = bytearray(data[s.payload:s.end])
    at = rng.randrange(0, len(payload))
    kind = rng.choice(["flip", "insert", "delete", "byte"])
    if kind == "flip":
        payload[at] ^= 1 << rng.randrange(8)
    elif kind == "insert":
        payload[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    elif kind == "delete":
        del payload[at:at + rng.randint(1, 8)]
    else:
        payload[at] = rng.choice(INTERESTING_BYTES)
    parts = section_parts(data, table)
    parts[table.index(s)] = (s.id, bytes(payload), parts[table.index(s)][2])
    return assemble(data[:HEADER_SIZE], parts), f"bef.payload-{kind}@{s.id}"


def bef_header(data: bytes, rng: random.Random, donors=()) -> tuple[bytes, str]:
    """Another version byte, or a header (from the format) declaring another size."""
    if rng.random() < 0.5 or _encode_header is None:
        out = bytearray(data)
        out[len(bef_format.MAGIC)] = rng.choice((0, 2, 0x7F, 0xFF, bef_format.VERSION + 1))
        return bytes(out), "bef.header-version"
    size = rng.choice((0, len(data) - 1, len(data) + 1, 2**32 + len(data), 2**64 - 1))
    size = min(max(size, 0), 2**64 - 1)
    return _encode_header(size) + data[HEADER_SIZE:], "bef.header-size"


BEF_MUTATORS = (bef_header, bef_bit_flips, bef_insert_delete, bef_overwrite, bef_section_length,
                bef_sections, bef_huge_vbr, bef_payload)


def mutate_bef(data: bytes, rng: random.Random, donors=()) -> tuple[bytes, list[str]]:
    """One to three mutations; a truncation, when chosen, comes alone (so that
    'every strict prefix is refused' can be checked)."""
    if rng.random() < 0.1:
        out, label = bef_truncate(data, rng)
        return out, [label]
    labels = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        data, label = rng.choice(BEF_MUTATORS)(data, rng, donors)
        labels.append(label)
    # Mostly get past a header that records the size: the tables are the target.
    if "bef.header-size" not in labels and rng.random() < 0.8:
        data = fix_header(data)
    return data, labels


# -- MLIR tokens ----------------------------------------------------------------------

_TOKEN = re.compile(r"""
    (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<comment>//[^\n]*)
  | (?P<ssa>%[\w$.-]+(?:\#\d+)?)
  | (?P<symbol>@[\w$.-]+)
  | (?P<block>\^[\w$.-]+)
  | (?P<dialect>[!#][\w$.]+)
  | (?P<number>0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)
  | (?P<word>[A-Za-z_][\w$.]*)
  | (?P<space>\s+)
  | (?P<punct>.)
""", re.VERBOSE | re.DOTALL)

SCALAR_TYPES = ("i1", "i8", "i16", "i32", "i64", "ui8", "ui32", "f16", "bf16", "f32", "f64",
                "index", "none")
DIALECT_TYPES = ("!tfrt.chain", "!corert.tensorhandle", "!tf_type.resource", "!tfrt.string",
                 "!t.tensor", "!ht.host_buffer", "!ts.shape", "!tf_executor.control",
                 "!corert.ophandler", "!tfrt.dist_context")
NUMBERS = ("0", "1", "-1", "2", "-0.0", "0.5", "2147483647", "-2147483648", "2147483648",
           "4294967296", "9223372036854775807", "-9223372036854775809", "18446744073709551616",
           "100000000", "1e308", "1e999", "-1e999", "0x7FC00000", "0xFFFFFFFFFFFFFFFFFF",
           "9" * 40)
ATTRIBUTE_VALUES = ("unit", "true", "false", "42 : i32", "-1 : i64", "1.5 : f32", '"text"', '""',
                    "[1, 2, 3]", "[]", "{}", "{a = 1 : i32}", "@nowhere", "i32", "f32",
                    "tensor<2xf32>", "dense<1.0> : tensor<2xf32>", "dense<> : tensor<0xi32>",
                    "dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>", "array<i64: 1, 2>",
                    "#tf_type.shape<2x?>", "#tf_type.shape<*>", "#corert.shape<2x3>",
                    "dense<1> : tensor<100000000xi32>", "[[[[1]]]]", "-9223372036854775808 : i64")
SHAPES = ("", "*", "0", "1", "?", "2x2", "0x7", "1x1x1x1", "?x?", "100000x100000", "1000000000000",
          "9223372036854775807", "4294967297x2", "1x" * 40 + "1")
STRINGS = ("", "tf.NoSuchOp", "tf.AddV2", "tf.Const", "tfrt.call", "main", "\\00", "\\ff\\fe",
           "x" * 5000, "é", "%x", "@main", "tf.Identity")
BRACKETS = "{}()<>[]"


def tokens(text: str) -> list[tuple[str, str]]:
    return [(m.lastgroup, m.group()) for m in _TOKEN.finditer(text)]


def _join(toks) -> str:
    return "".join(t for _, t in toks)


def _indices(toks, *kinds, where=None) -> list[int]:
    return [i for i, (k, t) in enumerate(toks) if k in kinds and (where is None or where(t))]


_SHAPE = re.compile(r"tensor<((?:(?:\d+|\?)x)*|\*x)")


# -- MLIR mutators --------------------------------------------------------------------


def mlir_numbers(text, rng, donors=()):
    toks = tokens(text)
    idx = _indices(toks, "number")
    if not idx:
        return mlir_lines(text, rng)
    i = rng.choice(idx)
    old = toks[i][1]
    if rng.random() < 0.5 and re.fullmatch(r"\d+(\.\d+([eE][+-]?\d+)?)?", old):
        # Near the old value, in the same form: often still valid IR.
        if old.isdigit():
            n = int(old)
            new = str(rng.choice((0, 1, n - 1, n + 1, 2 * n, n * 1000, 255, 65536)))
        else:
            new = f"{float(old) * rng.choice((0, -1, 0.5, 1e-30, 1e30, 3.4e38)):.6e}"
        toks[i] = ("number", new)
        return _join(toks), "mlir.number-near"
    toks[i] = ("number", rng.choice(NUMBERS))
    return _join(toks), "mlir.number"


def mlir_shapes(text, rng, donors=()):
    spans = list(_SHAPE.finditer(text))
    if not spans:
        return mlir_numbers(text, rng)
    m = rng.choice(spans)
    shape = rng.choice(SHAPES)
    dims = shape + "x" if shape else ""
    return text[:m.start(1)] + dims + text[m.end(1):], "mlir.shape"


def mlir_types(text, rng, donors=()):
    toks = tokens(text)
    idx = _indices(toks, "word", where=lambda t: t in SCALAR_TYPES) + \
        _indices(toks, "dialect", where=lambda t: t.startswith("!"))
    if not idx:
        return mlir_numbers(text, rng)
    i = rng.choice(idx)
    new = rng.choice(SCALAR_TYPES + DIALECT_TYPES)
    toks[i] = ("dialect" if new.startswith("!") else "word", new)
    return _join(toks), "mlir.type"


def mlir_ssa(text, rng, donors=()):
    """Swaps two SSA names: at one use, or everywhere."""
    toks = tokens(text)
    idx = _indices(toks, "ssa")
    names = sorted({toks[i][1] for i in idx})
    if len(names) < 2:
        return mlir_lines(text, rng)
    a, b = rng.sample(names, 2)
    if rng.random() < 0.5:
        i = rng.choice([i for i in idx if toks[i][1] == a])
        toks[i] = ("ssa", b)
        return _join(toks), "mlir.ssa-use"
    swap = {a: b, b: a}
    return _join((k, swap.get(t, t) if k == "ssa" else t) for k, t in toks), "mlir.ssa-swap"


def mlir_lines(text, rng, donors=()):
    lines = text.split("\n")
    if len(lines) < 2:
        return text + "\n}", "mlir.line-append"
    i = rng.randrange(len(lines))
    kind = rng.choice(["delete", "duplicate", "swap", "splice"])
    if kind == "delete":
        del lines[i]
    elif kind == "duplicate":
        lines.insert(i, lines[i])
    elif kind == "swap":
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    else:
        donor = (rng.choice(donors) if donors else text).split("\n")
        lines.insert(i, rng.choice(donor))
    return "\n".join(lines), f"mlir.line-{kind}"


def mlir_brackets(text, rng, donors=()):
    toks = tokens(text)
    idx = _indices(toks, "punct", where=lambda t: t in BRACKETS)
    if idx and rng.random() < 0.6:
        del toks[rng.choice(idx)]
        return _join(toks), "mlir.bracket-delete"
    i = rng.randrange(len(toks) + 1)
    toks.insert(i, ("punct", rng.choice(BRACKETS)))
    return _join(toks), "mlir.bracket-insert"


def mlir_attributes(text, rng, donors=()):
    """Replaces an attribute's value (`name = value`) with one of another kind."""
    toks = tokens(text)
    starts = []
    for i, (k, t) in enumerate(toks):
        if t == "=" and i >= 2:
            prev = next((toks[j] for j in range(i - 1, -1, -1) if toks[j][0] != "space"), None)
            if prev and prev[0] in ("word", "string"):
                starts.append(i + 1)
    if not starts:
        return mlir_numbers(text, rng)
    start = rng.choice(starts)
    depth, end = 0, start
    while end < len(toks):
        k, t = toks[end]
        if k == "punct" and t in "([{<":
            depth += 1
        elif k == "punct" and t in ")]}>":
            if depth == 0:
                break
            depth -= 1
        elif (t == "," or "\n" in t) and depth == 0:
            break
        end += 1
    toks[start:end] = [("word", " " + rng.choice(ATTRIBUTE_VALUES))]
    return _join(toks), "mlir.attribute"


def mlir_strings(text, rng, donors=()):
    toks = tokens(text)
    idx = _indices(toks, "string")
    if not idx:
        return mlir_tokens(text, rng)
    toks[rng.choice(idx)] = ("string", f'"{rng.choice(STRINGS)}"')
    return _join(toks), "mlir.string"


def mlir_tokens(text, rng, donors=()):
    """Deletes or duplicates a token, or takes one's spelling from another place
    (op names, symbols, keywords)."""
    toks = tokens(text)
    idx = _indices(toks, "word", "symbol", "dialect", "ssa", "number", "punct", "block")
    if not idx:
        return text + "}", "mlir.token-append"
    i = rng.choice(idx)
    kind = rng.choice(["delete", "duplicate", "respell"])
    if kind == "delete":
        del toks[i]
    elif kind == "duplicate":
        toks.insert(i, toks[i])
    else:
        same = [j for j in idx if toks[j][0] == toks[i][0]]
        toks[i] = toks[rng.choice(same)]
    return _join(toks), f"mlir.token-{kind}"


MLIR_MUTATORS = (mlir_numbers, mlir_shapes, mlir_types, mlir_ssa, mlir_lines, mlir_brackets,
                 mlir_attributes, mlir_strings, mlir_tokens)


def mutate_mlir(text: str, rng: random.Random, donors=()) -> tuple[str, list[str]]:
    labels = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        text, label = rng.choice(MLIR_MUTATORS)(text, rng, donors)
        labels.append(label)
    return text, labels
