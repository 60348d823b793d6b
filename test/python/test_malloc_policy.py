"""The CPU op handler keeps freed memory for the next call (runtime/malloc_policy.py): a
result as large as a batch-32 activation is not faulted in afresh on every call."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tfrt.runtime import malloc_policy

# In a fresh process: a CpuOpHandler, then the page faults of allocating, touching and freeing
# an 8 MiB array, measured on its second round (the first may grow the heap).
_PROBE = """
import resource, numpy as np
from tfrt.runtime.core_runtime.op_handler import CpuOpHandler
from tfrt.runtime import malloc_policy
CpuOpHandler()
def faults():
    before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    a = np.ones(2 << 20, np.float32)
    del a
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before
faults()
print(malloc_policy._done, faults())
"""


def _probe(**env):
    full = {k: v for k, v in os.environ.items()
            if k not in ("TFRT_MALLOC_TUNING", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_",
                         "GLIBC_TUNABLES")}
    full.update(env)
    out = subprocess.run([sys.executable, "-c", _PROBE], env=full, capture_output=True, text=True,
                         check=True).stdout.split()
    return out[0] == "True", int(out[1])


glibc = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc")


@glibc
def test_freed_memory_is_reused_without_page_faults():
    tuned, faults = _probe()
    untuned, faults_untuned = _probe(TFRT_MALLOC_TUNING="0")
    assert tuned and not untuned
    assert faults <= 16                # the heap's pages again
    # Fresh pages from the kernel: 2048 of 4 KiB, fewer where transparent huge pages serve
    # part of it (484 on the development VM), never none.
    assert faults_untuned > faults


@glibc
@pytest.mark.parametrize("env", [{"MALLOC_TRIM_THRESHOLD_": "65536"},
                                 {"GLIBC_TUNABLES": "glibc.malloc.trim_threshold=65536"}])
def test_the_users_own_malloc_settings_are_left_alone(env):
    assert _probe(**env)[0] is False


def test_off_switch(monkeypatch):
    monkeypatch.setattr(malloc_policy, "_done", False)
    monkeypatch.setenv("TFRT_MALLOC_TUNING", "0")
    assert malloc_policy.keep_freed_memory() is False
