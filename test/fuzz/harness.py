"""Runs fuzz cases in subprocesses under limits and classifies what happened.

A case is one input for one target. Tool targets run the built tool on a
temporary file; "api.*" targets go to a long-lived worker process
(fuzz.worker). Every process gets an address-space limit (RLIMIT_AS), no core
files, its own session (so that a timeout kills everything it started), and a
wall-clock limit.

Outcomes:
  ran        exit 0 / the call returned
  error      a documented error: exit 1 with an `error:` line (`tool: error: ...`
             or `file:line:col: error: ...`), or an exception of a documented type
  crash      killed by a signal (segfault, abort, ...), or the worker died
  hang       still running at the time limit
  exception  a Python traceback on stderr (also from a thread, the call having
             returned), or an undocumented exception type
  lost       a result went missing: bef-executor exit 0 with a `--- Running 'f':`
             not followed by `'f' returned` though f has results, a call that
             returned too few values, or a truncated BEF file that was accepted
  unclear    a non-zero exit without an `error:` line, or an exit status not 0/1
  mismatch   tfrt-translate / mlir_to_bef wrote a file the reader rejects
  skipped    the harness could not run it (a tool or the extension being rebuilt
             for over two minutes)
"""

from __future__ import annotations

import json
import os
import re
import resource
import select
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field

from fuzz.corpus import PYTHON, REPO, TOOLS, python_path

OUTCOMES = ("ran", "error", "crash", "hang", "exception", "lost", "unclear", "mismatch",
            "skipped")
FAILURES = ("crash", "hang", "exception", "lost", "unclear", "mismatch")

MEMORY_LIMIT = int(os.environ.get("FUZZ_MEMORY", 2 << 30))  # bytes of address space
TIME_LIMIT = float(os.environ.get("FUZZ_TIME_LIMIT", 20))  # seconds per input
STRESS_TIME_LIMIT = 3 * TIME_LIMIT  # generated stress inputs are big on purpose
INNER_TIMEOUT = 5  # the deadline given to bef-executor --timeout and to API calls

_ERROR_LINE = re.compile(r"^(?:error: |\S.*?: error: )", re.M)
_TRACEBACK_FRAME = re.compile(r'^  File "([^"]+)", line \d+, in (\S+)', re.M)
_EXCEPTION_LINE = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt)\b)(?::.*)?$",
                             re.M)


@dataclass
class Case:
    target: str  # a tool name or "api.bef" / "api.mlir" / "api.compile"
    data: bytes
    origin: str  # the seed (or generator) it came from
    labels: list[str]  # the mutations
    case_id: str  # "<seed>-<index>": regenerates the same case
    args: list[str] = field(default_factory=list)  # tool flags
    options: dict = field(default_factory=dict)  # worker options
    expect_error: bool = False  # a truncated file: accepting it loses data
    limit: float | None = None  # seconds, instead of the default for its kind

    @property
    def suffix(self) -> str:
        return ".bef" if self.target in ("bef-executor", "tfrt-translate.bef", "tfrt-run",
                                         "api.bef") else ".mlir"

    @property
    def stress(self) -> bool:
        return self.origin.startswith("gen.")

    @property
    def time_limit(self) -> float:
        return self.limit or (STRESS_TIME_LIMIT if self.stress else TIME_LIMIT)


@dataclass
class Result:
    outcome: str
    detail: str = ""  # one line: what went wrong, the key for grouping
    stderr: str = ""
    command: str = ""

    @property
    def failed(self) -> bool:
        return self.outcome in FAILURES


def _limits(memory: int):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    return apply


# Python tools print their stack on a fatal signal: a crash says where it was.
_ENV = dict(os.environ, PYTHONFAULTHANDLER="1")


def _spawn(argv, *, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
           env=None, memory=MEMORY_LIMIT) -> subprocess.Popen:
    return subprocess.Popen(argv, stdin=stdin, stdout=stdout, stderr=stderr, env=env or _ENV,
                            preexec_fn=_limits(memory), start_new_session=True)


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait()


def _spawn_retrying(argv, **kwargs) -> subprocess.Popen:
    """`_spawn`, waiting out a tool that is being rebuilt (not executable,
    text file busy) for up to a minute."""
    for attempt in range(30):
        try:
            return _spawn(argv, **kwargs)
        except OSError:
            if attempt == 29:
                raise
            time.sleep(2)


def run_process(argv, time_limit: float) -> tuple[int | None, str, str]:
    """(exit status or None on timeout, stdout, stderr); negative: a signal."""
    proc = _spawn_retrying(argv)
    try:
        out, err = proc.communicate(timeout=time_limit)
    except subprocess.TimeoutExpired:
        _kill(proc)
        out, err = proc.communicate()
        return None, out.decode("utf-8", "replace"), err.decode("utf-8", "replace")
    return proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace")


# -- classification ---------------------------------------------------------------------


def _signal_name(status: int) -> str:
    try:
        return signal.Signals(-status).name
    except ValueError:
        return f"signal {-status}"


def traceback_detail(stderr: str) -> str:
    """`Type at file:function: message` from the last traceback in `stderr`."""
    frames = [(os.path.realpath(f), fn) for f, fn in _TRACEBACK_FRAME.findall(stderr)]
    ours = [(f, fn) for f, fn in frames if f.startswith(str(REPO))]
    where = ""
    if ours or frames:
        f, fn = (ours or frames)[-1]
        where = f" at {os.path.relpath(f, REPO) if f.startswith(str(REPO)) else f}:{fn}"
    tail = stderr[stderr.rfind("Traceback (most recent call last)"):]
    exc = _EXCEPTION_LINE.findall(tail)
    last = [line for line in tail.splitlines() if line and not line.startswith(" ")]
    message = last[-1][:200] if last else ""
    name = exc[-1] if exc else "exception"
    return f"{name}{where}: {message[len(name) + 2:] if message.startswith(name) else message}"


def clip(text: str, keep: int = 4000) -> str:
    """The start (what failed) and the end (where) of a long stderr."""
    return text if len(text) <= 2 * keep else f"{text[:keep]}\n[...]\n{text[-keep:]}"


def _first_line(text: str) -> str:
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:200]
    return ""


def _crash_line(stderr: str) -> str:
    """What failed and where, from a crash report: an assertion or `what()`,
    then LLVM's pretty stack entry or the Python frame faulthandler printed."""
    what = ""
    for pattern in (r"Assertion .* failed", r"LLVM ERROR: .*", r"what\(\): .*",
                    r"terminate called .*", r"Fatal Python error: .*", r"^\S*: error: .*"):
        m = re.search(pattern, stderr, re.M)
        if m:
            what = m.group().strip()[:160]
            break
    where = re.search(r"^Stack dump:\n(?:0\..*\n)?\d+\.\s+(.*)$", stderr, re.M)
    if where is None:  # faulthandler: the crashed thread, else any
        where = re.search(r'^Current thread .*\n\s+File "([^"]+", line \d+ in \S+)', stderr,
                          re.M) or re.search(r'^Thread .*\n\s+File "([^"]+", line \d+ in \S+)',
                                             stderr, re.M)
    where_text = where.group(1).replace(str(REPO) + "/", "") if where else ""
    if not what and not where_text:
        what = _first_line(stderr)
    return " | ".join(t.replace("\0", "") for t in (what, where_text) if t)


def result_counts(bef: bytes) -> dict[str, int] | None:
    """Number of results of each named function (None: not readable here)."""
    try:
        from tfrt.runtime.bef.reader import BEFFile

        return {f.name: len(f.result_types) for f in BEFFile(bef).functions if f.name}
    except Exception:  # the tool read it; here it is only a cross-check
        return None


def reader_rejects(bef: bytes) -> str | None:
    """The reader's complaint about a file the emitter wrote, if any: every
    function body decoded and verified, every table and location read."""
    from tfrt.runtime.bef.format import BEFFormatError
    from tfrt.runtime.bef.reader import BEFFile

    try:
        reader = BEFFile(bef)
        for f in reader.functions:
            if not f.is_native:
                for k in reader.function(f.index).kernels[1:]:
                    reader.location(k.location)
        reader.kernel_flags, reader.register_types, reader.attribute_names
    except BEFFormatError as e:
        return str(e)
    return None


def lost_results(stdout: str, counts: dict[str, int]) -> str | None:
    """A function announced with `--- Running` whose results were never printed."""
    lines = stdout.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"^--- Running '(.*)':$", line)
        if not m or not counts.get(m.group(1)):
            continue
        name = m.group(1)
        for later in lines[i + 1:]:
            if later.startswith(f"'{name}' returned"):
                break
            if later.startswith("--- "):
                return f"'{name}' has {counts[name]} results but no `returned` line"
        else:
            return f"'{name}' has {counts[name]} results but no `returned` line"
    return None


# The tree changing under a campaign (an extension being rebuilt, a module
# being added): an import that fails is never the input's doing.
_REBUILDING = re.compile(r"^(?:ImportError|ModuleNotFoundError): .*", re.M)


def classify_tool(status, stdout: str, stderr: str) -> tuple[str, str]:
    if _REBUILDING.search(stderr):
        return "skipped", "the tree is changing: " + _REBUILDING.search(stderr).group()
    if status is None:
        return "hang", "still running at the time limit"
    if status < 0:
        return "crash", f"{_signal_name(status)}: {_crash_line(stderr)}"
    if "Traceback (most recent call last)" in stderr:
        return "exception", traceback_detail(stderr)
    if status == 0:
        return "ran", ""
    if status == 1 and _ERROR_LINE.search(stderr):
        return "error", _first_error(stderr)
    return "unclear", f"exit {status}: {_first_line(stderr) or '(no message)'}"


def _first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if _ERROR_LINE.match(line):
            return line[:200]
    return ""


# -- tool targets -------------------------------------------------------------------------


def _tool(name: str) -> str:
    return str(TOOLS / name)


def run_tool_case(case: Case, workdir: str) -> Result:
    path = os.path.join(workdir, "input" + case.suffix)
    with open(path, "wb") as f:
        f.write(case.data)
    bef_out = os.path.join(workdir, "output.bef")
    if os.path.exists(bef_out):
        os.unlink(bef_out)
    run_bef = None  # BEF produced by the first step, to run with bef-executor
    if case.target == "bef-executor":
        argv = [_tool("bef-executor"), path, "--timeout", str(INNER_TIMEOUT)] + case.args
        run_bef = case.data
    elif case.target == "tfrt-translate.bef":
        argv = [_tool("tfrt-translate")] + case.args + [path]
    elif case.target == "tfrt-translate.mlir":
        argv = [_tool("tfrt-translate"), "--mlir-to-bef", path, "-o", bef_out]
    elif case.target == "tfrt-opt":
        argv = [_tool("tfrt-opt"), path] + case.args
    elif case.target == "tfrt-run":
        argv = [_tool("tfrt-run"), path] + case.args
    elif case.target == "tfrt-compile":
        argv = [_tool("tfrt-compile"), path, "-o", bef_out] + case.args
    else:
        raise ValueError(f"unknown target {case.target}")
    status, out, err = run_process(argv, case.time_limit)
    command = " ".join(os.path.basename(a) if a == path else a for a in argv)
    outcome, detail = classify_tool(status, out, err)
    if outcome == "ran" and run_bef is not None:
        counts = result_counts(run_bef)
        lost = lost_results(out, counts) if counts else None
        if lost:
            outcome, detail = "lost", lost
    if outcome == "ran" and case.expect_error:
        outcome, detail = "lost", f"a truncated file ({len(case.data)} bytes) was accepted"
    if outcome == "ran" and case.target == "tfrt-translate.mlir" and os.path.exists(bef_out):
        # What was written must read back, then load and run (or fail cleanly).
        with open(bef_out, "rb") as f:
            bef = f.read()
        rejected = reader_rejects(bef)
        if rejected:
            return Result("mismatch", f"the reader rejects tfrt-translate's output: {rejected}",
                          clip(err), command)
        argv = [_tool("bef-executor"), bef_out, "--timeout", str(INNER_TIMEOUT)] + case.args
        status, out, err = run_process(argv, case.time_limit)
        command += " && " + " ".join(argv)
        outcome, detail = classify_tool(status, out, err)
        counts = result_counts(bef) if outcome == "ran" else None
        if counts and lost_results(out, counts):
            outcome, detail = "lost", lost_results(out, counts)
    return Result(outcome, detail, clip(err), command)


# -- the API worker -----------------------------------------------------------------------


class Worker:
    """One fuzz.worker process, restarted after a crash, a hang or on request."""

    def __init__(self, workdir: str, memory: int = MEMORY_LIMIT):
        self.workdir = workdir
        self.memory = memory
        self.proc: subprocess.Popen | None = None
        self.stderr_path = os.path.join(workdir, "worker.stderr")
        self.served = 0

    def _start(self):
        env = dict(os.environ, PYTHONPATH=python_path(), PYTHONFAULTHANDLER="1")
        self._stderr = open(self.stderr_path, "wb")
        self.proc = _spawn_retrying([str(PYTHON), "-m", "fuzz.worker"], stdin=subprocess.PIPE,
                           stderr=self._stderr, env=env, memory=self.memory)
        self.served = 0

    def stop(self):
        if self.proc is not None:
            _kill(self.proc)
            self.proc = None
            self._stderr.close()

    def run(self, case: Case) -> Result:
        if self.proc is None or self.served >= 500:  # bounded state carried between inputs
            self.stop()
            self._start()
        self.served += 1
        python = PYTHON.relative_to(REPO) if PYTHON.is_relative_to(REPO) else PYTHON
        command = f"PYTHONPATH=test {python} -m fuzz.worker --once " \
                  f"{case.target} input{case.suffix} '{json.dumps(case.options)}'"
        start = os.path.getsize(self.stderr_path)
        header = json.dumps({"target": case.target, "size": len(case.data),
                             "options": case.options}).encode() + b"\n"
        try:
            self.proc.stdin.write(header + case.data)
            self.proc.stdin.flush()
        except BrokenPipeError:
            pass
        ready, _, _ = select.select([self.proc.stdout], [], [], case.time_limit)
        line = self.proc.stdout.readline() if ready else b""
        if not line:
            timed_out = not ready
            if timed_out:
                _kill(self.proc)
            status = self.proc.wait()
            stderr = self._stderr_since(start)
            self.stop()
            if timed_out:
                return Result("hang", "still running at the time limit", stderr, command)
            if status < 0:
                return Result("crash", f"{_signal_name(status)}: {_crash_line(stderr)}", stderr,
                              command)
            return Result("crash", f"worker exited with status {status}: {_first_line(stderr)}",
                          stderr, command)
        reply = json.loads(line)
        stderr = reply.get("traceback", "") or self._stderr_since(start)
        if reply.get("restart"):
            self.stop()
        outcome = reply["outcome"]
        if outcome == "ran" and case.expect_error:
            outcome = "lost"
            reply["detail"] = f"a truncated file ({len(case.data)} bytes) was accepted"
        if outcome in ("ran", "error") and "Traceback (most recent call last)" in stderr:
            # e.g. a thread of the runtime died: printed, not raised to the caller
            outcome, reply["detail"] = "exception", "printed: " + traceback_detail(stderr)
        return Result(outcome, reply.get("detail", ""), stderr, command)

    def _stderr_since(self, start: int) -> str:
        with open(self.stderr_path, "rb") as f:
            f.seek(start)
            return clip(f.read().decode("utf-8", "replace"))


class Runner:
    """Runs cases on `jobs` threads, each with its own scratch directory and worker."""

    def __init__(self, jobs: int = 2):
        self.jobs = jobs
        self._local = threading.local()
        self._workers: list[Worker] = []
        self._tmp = tempfile.TemporaryDirectory(prefix="tfrt-fuzz-")
        self._lock = threading.Lock()

    def _scratch(self) -> tuple[str, Worker]:
        if not hasattr(self._local, "dir"):
            with self._lock:
                d = tempfile.mkdtemp(dir=self._tmp.name)
                self._local.dir = d
                self._local.worker = Worker(d)
                self._workers.append(self._local.worker)
        return self._local.dir, self._local.worker

    def run(self, case: Case) -> Result:
        """The case's result; while the build is being rewritten (another
        build running), waits and tries again for up to two minutes."""
        for _ in range(60):
            result = self._run_once(case)
            if result.outcome != "skipped" or not result.detail.startswith("cannot run"):
                return result  # (a harness error would only come again)
            time.sleep(2)
        return result

    def _run_once(self, case: Case) -> Result:
        workdir, worker = self._scratch()
        try:
            if case.target.startswith("api."):
                return worker.run(case)
            return run_tool_case(case, workdir)
        except OSError as e:  # the machinery, not the input: a long campaign goes on
            return Result("skipped", f"cannot run {case.target}: {e}")
        except Exception as e:  # a bug of the harness itself: reported, not fatal
            import traceback

            return Result("skipped", f"harness error: {type(e).__name__}: {e}",
                          traceback.format_exc())

    def confirm(self, case: Case) -> Result:
        """Runs `case` again alone: a fresh worker, twice the time (a failure
        that does not come back depended on earlier inputs or on the load)."""
        workdir, _ = self._scratch()
        again = Case(**{**case.__dict__, "limit": 2 * case.time_limit})
        if not case.target.startswith("api."):
            return run_tool_case(again, workdir)
        worker = Worker(tempfile.mkdtemp(dir=self._tmp.name))
        try:
            return worker.run(again)
        finally:
            worker.stop()

    def map(self, cases, callback=None):
        """Runs `cases` (an iterable), calling `callback(case, result)` in
        completion order; returns [(case, result)] in input order."""
        from concurrent.futures import ThreadPoolExecutor

        results = []
        with ThreadPoolExecutor(self.jobs) as pool:
            for case, result in self._ordered(pool, cases):
                if callback:
                    callback(case, result)
                results.append((case, result))
        return results

    def _ordered(self, pool, cases):
        from collections import deque

        pending = deque()
        for case in cases:
            pending.append((case, pool.submit(self.run, case)))
            if len(pending) >= 4 * self.jobs:
                case0, future = pending.popleft()
                yield case0, future.result()
        while pending:
            case0, future = pending.popleft()
            yield case0, future.result()

    def close(self):
        for w in self._workers:
            w.stop()
        self._tmp.cleanup()
