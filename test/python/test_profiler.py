"""The profiler (runtime/profiler.py): Chrome-trace events per kernel, named by
the TF op and its location, inputs in args, the summary by op; off, the
executor's generated code is exactly what it was; `tfrt-run --profile`."""

import json
import pathlib
import subprocess

import numpy as np
import pytest

import tfrt
from conftest import MODELS, TOOLS
from tfrt.runtime.profiler import ProfilerError

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "models"
LSTM = DATA / "lstm" / "fn_std.mlir"  # a Keras LSTM: a while loop over 6 steps


@pytest.fixture(scope="module")
def lstm():
    # fuse=False keeps the loop (optimized, the layer is one tf._KerasLSTM): a body to trace.
    exe = tfrt.compile(LSTM, fuse=False)
    yield exe, np.load(DATA / "lstm" / "input_0_x.npy")
    exe.close()


def _globals(exe):
    """name -> object of every function's generated code (what the profiler swaps)."""
    return {(f.name, k): v for f in exe.program.executor.functions if f is not None
            for k, v in f._plan.fast.__globals__.items()}


def test_trace_of_a_real_model(lstm, tmp_path):
    exe, x = lstm
    expected = exe(x)
    path = tmp_path / "trace.json"
    with exe.profile(path) as prof:
        got = exe(x)
    np.testing.assert_array_equal(got, expected)
    trace = json.loads(path.read_text())
    events = [e for e in trace["traceEvents"] if e["ph"] == "X"]
    assert events == prof.events and events
    for e in events:
        assert {"name", "cat", "ts", "dur", "pid", "tid", "args"} <= e.keys()
        assert e["dur"] >= 0 and e["ts"] >= 0
    ops = [e for e in events if e["cat"] == "tf_op"]
    assert ops and all(e["args"]["kernel"].startswith("corert.executeop") for e in ops)
    # Named by the TF op and its location in the model file.
    first = ops[0]
    op, _, where = first["name"].partition(" @ ")
    assert op == first["args"]["op"] and op.startswith("tf.")
    assert where == first["args"]["location"]
    file, line, col = where.rsplit(":", 2)
    assert file == str(LSTM) and int(line) > 1 and int(col) > 0
    assert LSTM.read_text().splitlines()[int(line) - 1][int(col) - 1:].startswith('"tf.')
    # Input dtypes and shapes: the model's input reaches an op as float32[1,6,3].
    assert any("float32[1,6,3]" in e["args"]["inputs"] for e in ops)
    # The loop body's ops are there, inside the corert.while kernel's event.
    (loop,) = [e for e in events if e["name"].startswith("corert.while")]
    body = [e for e in ops if e["args"]["function"] != exe.entry]
    assert len(body) >= 6 and all(
        loop["ts"] <= e["ts"] and e["ts"] + e["dur"] <= loop["ts"] + loop["dur"] + 1e-3
        for e in body)
    assert any(e["ph"] == "M" and e["name"] == "thread_name" for e in trace["traceEvents"])


def test_summary_by_op(lstm):
    exe, x = lstm
    with exe.profile() as prof:
        exe(x)
        exe(x)
    rows = prof.by_op()
    counts = {}
    for e in prof.events:
        counts[e["args"]["op"]] = counts.get(e["args"]["op"], 0) + 1
    assert {op: n for op, n, _, _ in rows} == counts
    assert [r[2] for r in rows] == sorted((r[2] for r in rows), reverse=True)
    assert sum(r[3] for r in rows) == pytest.approx(1.0)
    # Time is counted once: a loop's own time excludes its body's ops.
    total_ops = sum(r[2] for r in rows)
    entry_events = [e for e in prof.events if e["args"]["function"] == exe.entry]
    assert total_ops <= sum(e["dur"] for e in entry_events) / 1e6 + 1e-9
    lines = prof.summary().splitlines()
    assert lines[0].split() == ["op", "count", "total", "ms", "share"]
    assert [line.split()[0] for line in lines[1:-1]] == [r[0] for r in rows]
    assert lines[-1].split()[0] == "total" and lines[-1].endswith("100.0%")
    assert int(lines[-1].split()[1]) == len(prof.events)


def test_debug_locations_name_the_users_line_and_node():
    exe = tfrt.compile(MODELS / "mlp" / "fn_std_debug.mlir")
    with exe.profile() as prof:
        exe(np.load(MODELS / "mlp" / "input_0_x.npy"))
    matmuls = [e for e in prof.events if e["args"]["op"] == "tf._FusedMatMul"]
    assert [e["args"]["node"] for e in matmuls] == ["MatMul", "MatMul_1"]
    assert all(e["args"]["location"].endswith("build_models.py:262:1") for e in matmuls)
    assert matmuls[0]["args"]["inputs"] == ["float32[1,784]", "float32[784,128]", "float32[128]"]


def test_off_the_generated_code_is_untouched(lstm):
    exe, x = lstm
    before = _globals(exe)
    prof = exe.profile().start()
    during = _globals(exe)
    assert any(during[k] is not v for k, v in before.items())
    prof.stop()
    after = _globals(exe)
    assert after.keys() == before.keys() and all(after[k] is v for k, v in before.items())
    n = len(prof.events)
    exe(x)  # not recorded any more
    assert len(prof.events) == n


def test_general_path_and_threads():
    exe = tfrt.compile(LSTM, work_queue="mstd")
    x = np.load(DATA / "lstm" / "input_0_x.npy")
    with exe.profile() as prof:
        y = exe(x)
    np.testing.assert_allclose(y, np.load(DATA / "lstm" / "output_0_0.npy"), rtol=1e-5, atol=1e-6)
    assert any(e["cat"] == "tf_op" for e in prof.events)
    exe.close()


def test_errors(lstm, tmp_path):
    exe, x = lstm
    with exe.profile():
        with pytest.raises(ProfilerError, match="already being profiled"):
            exe.profile().start()
    with pytest.raises(ProfilerError, match="cannot write the profile"):
        with exe.profile(tmp_path / "no" / "such" / "dir" / "t.json"):
            exe(x)
    with exe.profile():  # usable again after both
        exe(x)


def test_tfrt_run_profile(tmp_path):
    trace = tmp_path / "t.json"
    run = subprocess.run([TOOLS / "tfrt-run", LSTM, "--input", DATA / "lstm" / "input_0_x.npy",
                          "--profile", trace, "--repeat", "3", "--no-fuse"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    events = [e for e in json.loads(trace.read_text())["traceEvents"] if e["ph"] == "X"]
    assert f"profile: {trace} ({len(events)} events)" in run.stdout
    summary = run.stdout.split("events)\n", 1)[1].splitlines()
    assert summary[0].split()[:2] == ["op", "count"] and summary[-1].startswith("total")
    # --repeat 3: three profiled runs, one loop each.
    assert len([e for e in events if e["args"]["op"] == "corert.while"]) == 3
    bad = subprocess.run([TOOLS / "tfrt-run", LSTM, "--input", DATA / "lstm" / "input_0_x.npy",
                          "--profile", tmp_path / "missing" / "t.json"],
                         capture_output=True, text=True, timeout=300)
    assert bad.returncode == 1
    assert bad.stderr.startswith("tfrt-run: error: cannot write the profile")
    assert "Traceback" not in bad.stderr
