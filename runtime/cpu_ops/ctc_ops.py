"""CTC decoding (TF's ctc_decoder_ops): CTCGreedyDecoder, what `tf.nn.ctc_greedy_decoder` and
Keras's `ctc_decode(greedy=True)` emit, and CTCBeamSearchDecoder (`tf.nn.ctc_beam_search_decoder`,
`ctc_decode(greedy=False)`; below).

inputs [max_time, batch, num_classes] (logits), sequence_length [batch] int32. Per batch entry
and time step below its length, the class of the largest logit (the first on ties; a NaN wins
only in column 0, as TF's `RowMax` compares with `>`); the classes that are not `blank_index`
(default -1: the last class) and, with `merge_repeated`, not equal to the previous step's
class, in time order. Outputs the sparse decoding (indices [M, 2], values [M], dense_shape
[batch, longest decoding], all int64) and log_probability [batch, 1] = -(sum of the maxima),
summed step by step in the input's type. Value-dependent: the decoding's length comes from the
values.
"""

from __future__ import annotations

import numpy as np

from ._common import F32, F64, I32, I64, MD, OpList, attr, check_type_attr, dtname
from .errors import OpError

OPS = OpList()
_OP = "tf.CTCGreedyDecoder"


def _check_inputs(op, inputs, seq_len):
    """TF's CTCDecodeHelper checks of both decoders' operands (metadata or arrays)."""
    check_type_attr(op, "T", inputs.dtype, (F32, F64))
    if seq_len.dtype != I32:
        raise OpError(op, f"sequence_length must be int32, got {dtname(seq_len.dtype)}")
    if len(inputs.shape) != 3:
        raise OpError(op, "inputs is not a 3-Tensor")
    if 0 in inputs.shape:
        raise OpError(op, "inputs must not be empty")
    if len(seq_len.shape) != 1:
        raise OpError(op, "sequence_length is not a vector")
    if seq_len.shape[0] != inputs.shape[1]:
        raise OpError(op, f"len(sequence_length) != batch_size.  len(sequence_length):  {seq_len.shape[0]} "
                          f"batch_size: {inputs.shape[1]}")


def _check_lengths(op, seq_len, max_time):
    too_long = np.flatnonzero(seq_len > max_time)
    if too_long.size:
        raise OpError(op, f"sequence_length({int(too_long[0])}) <= {max_time}")


def _check(attrs, inputs, seq_len):
    _check_inputs(_OP, inputs, seq_len)
    classes = inputs.shape[2]
    blank = int(attr(_OP, attrs, "blank_index", -1))
    if not -classes <= blank < classes:
        raise OpError(_OP, f"blank_index expected to be between {-classes} and {classes - 1} but was {blank}")
    return blank % classes


def _greedy_decode(attrs, inputs, seq_len):
    blank = _check(attrs, inputs, seq_len)
    max_time, batch, _ = inputs.shape
    _check_lengths(_OP, seq_len, max_time)
    merge = bool(attr(_OP, attrs, "merge_repeated", False))
    # TF's RowMax: the first maximum under `>`, so NaN is never chosen after column 0.
    best = np.argmax(np.where(np.isnan(inputs), -np.inf, inputs), axis=2)
    best[np.isnan(inputs[:, :, 0])] = 0
    top = np.take_along_axis(inputs, best[:, :, None], axis=2)[:, :, 0]
    live = np.arange(max_time)[:, None] < seq_len[None, :]       # [time, batch]
    log_prob = np.zeros(batch, inputs.dtype)
    for t in range(max_time):  # in TF's order and type: one step at a time
        log_prob = np.where(live[t], log_prob - top[t], log_prob)
    previous = np.concatenate([np.full((1, batch), -1), best[:-1]], axis=0)
    emit = live & (best != blank)
    if merge:
        emit &= best != previous
    # Emitted steps by batch entry, then time.
    b_idx, t_idx = np.nonzero(emit.T)
    counts = np.bincount(b_idx, minlength=batch)
    column = np.arange(b_idx.size) - np.repeat(np.cumsum(counts) - counts, counts)
    indices = np.stack([b_idx, column], axis=1).astype(I64).reshape(-1, 2)
    values = best[t_idx, b_idx].astype(I64)
    shape = np.array([batch, int(counts.max()) if batch else 0], I64)
    return indices, values, shape, log_prob.reshape(batch, 1)


def _greedy_decode_vmd(attrs, inputs, seq_len):
    indices, values, shape, log_prob = _greedy_decode(attrs, inputs, seq_len)
    return (MD(I64, indices.shape), MD(I64, values.shape), MD(I64, shape.shape),
            MD(log_prob.dtype, log_prob.shape))


OPS.add(_OP, _greedy_decode, vmd=_greedy_decode_vmd, vops=(0, 1))


# -- CTCBeamSearchDecoder ------------------------------------------------------------------------
# TF's CTCBeamSearchDecoder (ctc_beam_search.h) with its default scorer: a prefix tree of
# labellings, each entry holding log P(ends in blank), P(ends in its label) and their sum, at
# the previous and the current step; the beam is a gtl::TopN of the `beam_width` entries of
# largest current total. The inputs are logits, log-softmaxed step by step; the blank is the
# last class. Arithmetic in the input's type, the step's offset in float32 as TF's kernel
# keeps it; float64 results still differ from TF's by ~1e-8 (other parts of its double
# kernel round through float32, and its float log is Eigen's), float32 ones within 1e-6.

_BEAM_OP = "tf.CTCBeamSearchDecoder"
_NEG_INF = float("-inf")


class _Prob:
    __slots__ = ("total", "blank", "label")

    def __init__(self, zero):
        self.total = self.blank = self.label = zero

    def reset(self, zero):
        self.total = self.blank = self.label = zero

    def copy_from(self, other):
        self.total, self.blank, self.label = other.total, other.blank, other.label


class _Entry:
    __slots__ = ("parent", "label", "children", "oldp", "newp")

    def __init__(self, parent, label, zero):
        self.parent, self.label, self.children = parent, label, {}
        self.oldp, self.newp = _Prob(zero), _Prob(zero)

    def child(self, label, zero):
        c = self.children.get(label)
        if c is None:
            c = self.children[label] = _Entry(self, label, zero)
        return c

    def labels(self, merge_repeated):
        out, prev, e = [], -1, self
        while e.parent is not None:
            if not merge_repeated or e.label != prev:
                out.append(e.label)
            prev, e = e.label, e.parent
        return out[::-1]


def _better(a, b):
    return a.newp.total > b.newp.total


def _sift_up(h, hole, top, value):
    parent = (hole - 1) // 2
    while hole > top and _better(h[parent], value):
        h[hole] = h[parent]
        hole, parent = parent, (parent - 1) // 2
    h[hole] = value


def _adjust(h, hole, n, value):
    top, child = hole, hole
    while child < (n - 1) // 2:
        child = 2 * (child + 1)
        if _better(h[child], h[child - 1]):
            child -= 1
        h[hole], hole = h[child], child
    if n % 2 == 0 and child == (n - 2) // 2:
        child = 2 * (child + 1)
        h[hole], hole = h[child - 1], child - 1
    _sift_up(h, hole, top, value)


def _pop(h, n):
    """Moves the heap's front (the lowest total) to h[n - 1]; h[:n - 1] stays a heap."""
    if n > 1:
        value, h[n - 1] = h[n - 1], h[0]
        _adjust(h, 0, n - 1, value)


class _TopN:
    """gtl::TopN on entries by newp.total, step for step (the heap as libstdc++'s algorithms
    keep it), so that equal totals are kept, dropped and ordered as TF's: unordered until
    `bottom()` moves the lowest to the front; at limit + 1 entries a heap of the lowest first,
    which a new entry enters only when strictly larger than the front. Keys change while held
    (a dropped bottom's is reset first)."""

    def __init__(self, limit):
        self.limit, self.items, self.heap, self.bottom_known = limit, [], False, False

    def __len__(self):
        return min(len(self.items), self.limit)

    def bottom(self):
        h = self.items
        if not self.heap and not self.bottom_known:
            low = 0
            for i in range(1, len(h)):
                if _better(h[low], h[i]):
                    low = i
            h[0], h[low] = h[low], h[0]
            self.bottom_known = True
        return h[0]

    def push(self, e):
        h = self.items
        if not self.heap:
            h.append(e)
            if self.bottom_known and not _better(h[-1], h[0]):
                h[0], h[-1] = h[-1], h[0]
            if len(h) == self.limit + 1:
                for parent in range((len(h) - 2) // 2, -1, -1):  # make_heap
                    _adjust(h, parent, len(h), h[parent])
                _pop(h, len(h))
                self.heap = True
        elif _better(e, h[0]):
            h[-1] = e
            _sift_up(h, len(h) - 1, 0, e)
            _pop(h, len(h))

    def items_unsorted(self):
        return self.items[:len(self)]

    def extract(self):
        """The entries, largest total first (std::sort, or sort_heap on the heap)."""
        h, self.items, heap = self.items, [], self.heap
        self.heap = self.bottom_known = False
        if heap:
            h = h[:-1]
            for n in range(len(h), 1, -1):
                _pop(h, n)
            return h
        # std::sort: an insertion sort up to 16 entries (stable); beyond, equal totals may
        # come out in another order than TF's introsort gives them.
        return sorted(h, key=lambda e: -e.newp.total)


def _lse(a, b, zero):
    """TF's LogSumExp: the larger plus log1p(exp(smaller - larger)); -inf is exact zero."""
    if a == zero:
        return b
    if b == zero:
        return a
    return a + np.log1p(np.exp(b - a)) if a > b else b + np.log1p(np.exp(a - b))


def _beam_decode_one(rows, beam_width, top_paths, merge_repeated, zero):
    """One batch entry: rows [time, classes] of the input type; (paths, log probabilities)."""
    classes = rows.shape[1] if rows.ndim == 2 else 0
    blank = classes - 1
    root = _Entry(None, -1, zero)
    root.newp.total = root.newp.blank = rows.dtype.type(0)
    leaves = _TopN(beam_width)
    leaves.push(root)
    for x in rows:
        # The step's log-softmax offset, max + log(sum(exp(x - max))), summed in order; in
        # float32 for float64 inputs too, as TF's kernel keeps it.
        top = np.float32(x.max())
        acc = np.float32(0)
        for v in x - x.dtype.type(top):
            acc = np.float32(acc + np.exp(v))
        top = x.dtype.type(np.float32(top + np.log(acc)))
        branches = leaves.extract()
        for b in branches:
            b.oldp.copy_from(b.newp)
        for b in branches:
            if b.parent is not None:
                if b.parent.newp.total != zero:
                    prev = b.parent.oldp.blank if b.label == b.parent.label else b.parent.oldp.total
                    b.newp.label = _lse(b.newp.label, prev, zero)
                b.newp.label = b.newp.label + (x[b.label] - top)
            b.newp.blank = (b.oldp.total + x[blank]) - top  # TF's order of the sums
            b.newp.total = _lse(b.newp.blank, b.newp.label, zero)
            leaves.push(b)

        def candidate(p):
            return p.total > zero and (len(leaves) < beam_width or p.total > leaves.bottom().newp.total)

        for b in branches:
            if not candidate(b.oldp):
                continue
            # Every child's probability at once. A full beam's bottom only rises while
            # children are pushed, so a child not above it now never enters: it is only tried
            # (as TF tries every label) when it exists, an inactive child being reset by the try.
            grown = (x[:blank] - top) + b.oldp.total
            if 0 <= b.label < blank:
                grown[b.label] = (x[b.label] - top) + b.oldp.blank
            if len(leaves) < beam_width:
                labels, above = range(blank), None
            else:
                above = set(np.flatnonzero(grown > leaves.bottom().newp.total).tolist())
                labels = sorted(above.union(b.children))
            for label in labels:
                c = b.child(label, zero)
                if c.newp.total != zero:
                    continue
                if above is not None and label not in above:
                    c.oldp.reset(zero)
                    continue
                c.newp.blank = zero
                c.newp.label = c.newp.total = grown[label]
                if candidate(c.newp):
                    if len(leaves) == beam_width:
                        leaves.bottom().newp.reset(zero)
                    leaves.push(c)
                else:
                    c.oldp.reset(zero)
                    c.newp.reset(zero)
    if top_paths > beam_width:
        raise OpError(_BEAM_OP, "requested more paths than the beam width.")
    if top_paths > len(leaves):
        raise OpError(_BEAM_OP, "Less leaves in the beam search than requested.")
    best = _TopN(top_paths)
    for e in leaves.items_unsorted():
        best.push(e)
    chosen = best.extract()
    return [e.labels(merge_repeated) for e in chosen], [e.newp.total for e in chosen]


def _beam_check(attrs, inputs, seq_len):
    _check_inputs(_BEAM_OP, inputs, seq_len)
    _check_lengths(_BEAM_OP, seq_len, inputs.shape[0])
    beam_width = int(attr(_BEAM_OP, attrs, "beam_width"))
    top_paths = int(attr(_BEAM_OP, attrs, "top_paths"))
    if beam_width < 1 or top_paths < 1:
        raise OpError(_BEAM_OP, f"beam_width ({beam_width}) and top_paths ({top_paths}) must be >= 1")
    return beam_width, top_paths, bool(attr(_BEAM_OP, attrs, "merge_repeated", True))


def _beam_decode(attrs, inputs, seq_len):
    """Outputs: decoded_indices[top_paths], decoded_values[top_paths], decoded_shape[top_paths]
    (a sparse [batch, longest] per path rank), log_probability [batch, top_paths]."""
    beam_width, top_paths, merge = _beam_check(attrs, inputs, seq_len)
    _, batch, _ = inputs.shape
    zero = inputs.dtype.type(_NEG_INF)
    paths, log_prob = [], np.zeros((batch, top_paths), inputs.dtype)
    for b in range(batch):
        p, lp = _beam_decode_one(inputs[:int(seq_len[b]), b], beam_width, top_paths, merge, zero)
        paths.append(p)
        log_prob[b] = lp
    indices, values, shapes = [], [], []
    for k in range(top_paths):
        seqs = [paths[b][k] for b in range(batch)]
        ix = [(b, t) for b, s in enumerate(seqs) for t in range(len(s))]
        indices.append(np.array(ix, I64).reshape(-1, 2))
        values.append(np.array([v for s in seqs for v in s], I64))
        shapes.append(np.array([batch, max((len(s) for s in seqs), default=0)], I64))
    return (*indices, *values, *shapes, log_prob)


def _beam_decode_vmd(attrs, inputs, seq_len):
    return tuple(MD(o.dtype, o.shape) for o in _beam_decode(attrs, inputs, seq_len))


OPS.add(_BEAM_OP, _beam_decode, vmd=_beam_decode_vmd, vops=(0, 1))
