"""Checks and logging ops of inference graphs (TF's check_numerics, logging and no_op kernels):
CheckNumerics, CheckNumericsV2, Assert, PrintV2, NoOp.

Ops without outputs return an empty tuple. PrintV2 writes to the process's stdout/stderr as TF's
kernel does ("stdout"/"stderr" output streams); its "log(info)", "log(warning)" and "log(error)"
streams are records of that level on the `tfrt.runtime.cpu_ops.logging_ops` logger.
"""

from __future__ import annotations

import logging
import sys

import numpy as np

from ._common import BOOL, FLOAT, MD, STRING, OpList, attr, check_dtype, dtname
from .errors import OpError

OPS = OpList()


def _check_numerics(op, v2):
    def md(attrs, x):
        check_dtype(op, x.dtype, FLOAT, "tensor")
        return MD(x.dtype, x.shape)

    def fn(attrs, x):
        msg = attr(op, attrs, "message")
        nan = bool(np.isnan(x).any())
        inf = bool(np.isinf(x).any())
        if nan or inf:
            if v2:
                pos, neg = bool(np.isposinf(x).any()), bool(np.isneginf(x).any())
                kinds = [k for k, on in (("-Inf", neg), ("+Inf", pos), ("NaN", nan)) if on]
                what = " and ".join(kinds) if len(kinds) < 3 else "-Inf, +Inf, and NaN"
            else:
                what = "Inf and NaN" if nan and inf else "NaN" if nan else "Inf"
            raise OpError(op, f"{msg} : Tensor had {what} values")
        return x

    OPS.add(op, fn, md, reuse=True)


_check_numerics("tf.CheckNumerics", False)
_check_numerics("tf.CheckNumericsV2", True)


def _assert_md(attrs, condition, *data):
    if not data:
        raise OpError("tf.Assert", "Length for attr 'T' of 0 must be at least minimum 1")
    if condition.dtype != BOOL or tuple(condition.shape) != ():
        raise OpError("tf.Assert", f"In[0] should be a scalar: {list(condition.shape)}"
                      if condition.dtype == BOOL else f"condition must be bool, got {dtname(condition.dtype)}")
    return ()


def _assert(attrs, condition, *data):
    _assert_md(attrs, condition, *data)
    if not bool(condition.reshape(())):
        summarize = int(attrs.get("summarize", 3)) if attrs else 3
        parts = [_summary(d, summarize) for d in data]
        raise OpError("tf.Assert", "assertion failed: " + " ".join(parts))
    return ()


def _summary(x, n):
    from .string_ops import _summarize
    return _summarize(x, n) if x.dtype != STRING or x.ndim else x.reshape(()).item().decode("latin-1")


OPS.add("tf.Assert", _assert, _assert_md)


def _print_v2_md(attrs, x):
    if x.dtype != STRING or x.shape != ():
        raise OpError("tf.PrintV2", f"Input is expected to be scalar string, but got {dtname(x.dtype)}"
                                    f"{list(x.shape)}")
    stream = attr("tf.PrintV2", attrs, "output_stream", "stderr")
    if stream not in ("stdout", "stderr", "log(info)", "log(warning)", "log(error)"):
        raise OpError("tf.PrintV2", f"Unknown output stream: {stream}")
    return ()


# TF's "log(...)" streams are its log at that severity: here, the tfrt.runtime.cpu_ops.logging_ops
# logger, so that the program's logging configuration routes or silences them.
_LOG_LEVELS = {"log(info)": logging.INFO, "log(warning)": logging.WARNING,
               "log(error)": logging.ERROR}
_log = logging.getLogger(__name__)


def _print_v2(attrs, x):
    _print_v2_md(attrs, x)
    where = attr("tf.PrintV2", attrs, "output_stream", "stderr")
    end = attr("tf.PrintV2", attrs, "end", "\n")
    text = x.reshape(()).item().decode("utf-8", "replace") + end
    if where in _LOG_LEVELS:
        _log.log(_LOG_LEVELS[where], "%s", text.removesuffix("\n"))
        return ()
    stream = sys.stdout if where == "stdout" else sys.stderr
    stream.write(text)
    stream.flush()
    return ()


OPS.add("tf.PrintV2", _print_v2, _print_v2_md)
OPS.add("tf.NoOp", lambda attrs: (), lambda attrs: ())
