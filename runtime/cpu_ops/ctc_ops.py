"""CTC decoding (TF's ctc_decoder_ops): CTCGreedyDecoder, what `tf.nn.ctc_greedy_decoder` and
Keras's `ctc_decode(greedy=True)` emit.

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


def _check(attrs, inputs, seq_len):
    check_type_attr(_OP, "T", inputs.dtype, (F32, F64))
    if seq_len.dtype != I32:
        raise OpError(_OP, f"sequence_length must be int32, got {dtname(seq_len.dtype)}")
    if len(inputs.shape) != 3:
        raise OpError(_OP, "inputs is not a 3-Tensor")
    if 0 in inputs.shape:
        raise OpError(_OP, "inputs must not be empty")
    if len(seq_len.shape) != 1:
        raise OpError(_OP, "sequence_length is not a vector")
    max_time, batch, classes = inputs.shape
    if seq_len.shape[0] != batch:
        raise OpError(_OP, f"len(sequence_length) != batch_size.  len(sequence_length):  {seq_len.shape[0]} "
                           f"batch_size: {batch}")
    blank = int(attr(_OP, attrs, "blank_index", -1))
    if not -classes <= blank < classes:
        raise OpError(_OP, f"blank_index expected to be between {-classes} and {classes - 1} but was {blank}")
    return blank % classes


def _greedy_decode(attrs, inputs, seq_len):
    blank = _check(attrs, inputs, seq_len)
    max_time, batch, _ = inputs.shape
    too_long = np.flatnonzero(seq_len > max_time)
    if too_long.size:
        raise OpError(_OP, f"sequence_length({int(too_long[0])}) <= {max_time}")
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
