"""Diagnostics a user may route or silence go through `logging` (loggers under "tfrt"):
an ignored TFRT_NUM_THREADS, native kernels that do not load, tf.PrintV2's log streams."""

import logging
import os
import subprocess
import sys

import numpy as np

from tfrt.runtime import threads
from tfrt.runtime.cpu_ops import default_cpu_op_registry


def test_an_ignored_thread_count_is_a_warning_once(monkeypatch, caplog):
    monkeypatch.setenv("TFRT_NUM_THREADS", "many")
    with caplog.at_level(logging.WARNING, logger="tfrt"):
        assert threads.default() is None and threads.default() is None
    assert [(r.name, r.levelname, r.getMessage()) for r in caplog.records] == [
        ("tfrt.runtime.threads", "WARNING",
         "TFRT_NUM_THREADS='many' is not a positive integer: ignored")]
    monkeypatch.setenv("TFRT_NUM_THREADS", "3")
    caplog.clear()
    assert threads.default() == 3 and not caplog.records


def _print_v2(stream):
    entry = default_cpu_op_registry().lookup("tf.PrintV2")
    text = np.array(b"loss: 0.25", dtype=object)
    return entry.dispatch_fn({"output_stream": stream}, text)


def test_print_v2_log_streams_are_log_records(caplog, capsys):
    with caplog.at_level(logging.INFO, logger="tfrt"):
        for stream in ("log(info)", "log(warning)", "log(error)"):
            assert _print_v2(stream) == ()
    assert [(r.name, r.levelno, r.getMessage()) for r in caplog.records] == [
        ("tfrt.runtime.cpu_ops.logging_ops", level, "loss: 0.25")
        for level in (logging.INFO, logging.WARNING, logging.ERROR)]
    assert capsys.readouterr() == ("", "")
    _print_v2("stderr")  # the process's streams are TF's, not a log
    assert capsys.readouterr() == ("", "loss: 0.25\n")


_FAILING_LOAD = """
import importlib, logging
logging.basicConfig(format="%(name)s %(levelname)s %(message)s")
real = importlib.import_module
def import_module(name, *args):
    if name == "tfrt._tfrt_dnnl":
        raise ImportError("libdnnl.so.3: cannot open shared object file")
    return real(name, *args)
importlib.import_module = import_module
from tfrt.runtime import native
print(native.available())
"""


def test_native_kernels_that_do_not_load_are_a_warning():
    run = subprocess.run([sys.executable, "-c", _FAILING_LOAD], capture_output=True, text=True,
                         env={k: v for k, v in os.environ.items() if k != "TFRT_NATIVE"})
    assert run.stdout == "False\n"
    assert run.stderr == ("tfrt.runtime.native WARNING the oneDNN extension did not load: "
                          "libdnnl.so.3: cannot open shared object file; the numpy kernels "
                          "run instead\n")
    disabled = subprocess.run([sys.executable, "-c", _FAILING_LOAD], capture_output=True,
                              text=True, env=dict(os.environ, TFRT_NATIVE="0"))
    assert (disabled.stdout, disabled.stderr) == ("False\n", "")  # asked for: no warning
