"""docs/ops.md and `tfrt-compile --list-ops` list the op library as it is."""

import subprocess
import sys

from conftest import REPO, TOOLS
from tfrt.runtime.cpu_ops import default_cpu_op_registry


def test_ops_doc_is_up_to_date():
    r = subprocess.run([sys.executable, REPO / "tools" / "gen_ops_doc.py", "--check"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_list_ops_lists_every_registered_op():
    r = subprocess.run([TOOLS / "tfrt-compile", "--list-ops"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    listed = [line.split()[0] for line in r.stdout.splitlines()]
    assert sorted(listed) == sorted(default_cpu_op_registry().op_names())
    conv = next(line for line in r.stdout.splitlines() if line.startswith("tf.Conv2D "))
    assert conv.split()[1] == "nn_ops"


def test_compile_still_needs_its_arguments():
    r = subprocess.run([TOOLS / "tfrt-compile", "model.mlir"], capture_output=True, text=True)
    assert r.returncode == 2 and "-o/--output" in r.stderr and "Traceback" not in r.stderr
