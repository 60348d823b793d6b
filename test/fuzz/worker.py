"""The Python-API worker: a long-lived process that runs many inputs in-process.

Protocol (the harness drives it): one JSON line `{"target", "size", "options"}`
then `size` bytes of input on stdin; one JSON line back on the original stdout
(`{"outcome", "detail", "traceback", "restart"}`). File descriptor 1 is
pointed at /dev/null first, because kernels print to stdout. A crash or a hang
of one input kills only this process: the harness sees it and starts another.

Targets:
  api.bef      BEFFile + every table and location, the dump, then
               tfrt.runtime.load and every function with arguments it can make
  api.mlir     tfrt-dialect MLIR -> mlir_to_bef; the reader must accept what
               the emitter wrote ("mismatch" otherwise); then as api.bef
  api.compile  tfrt.compile(text), then the executable on synthetic inputs

Options: "work_queue"; "fuse" (api.compile); "from_path" (api.bef: map the
file from disk, as tfrt.load(path) does); "timeout" (api.bef: the calls'
deadline, CALL_TIMEOUT unless an odd one is asked for: 0, -1, "nan", 1e10);
"perturb" (a seed: wrong arguments or inputs, for which InvocationError is the
documented answer); "model_inputs" (api.bef of a compiled model: .npy files
to run it on).

Outcomes: "ran", "error" (an exception of a documented type, see DOCUMENTED),
"exception" (any other), "lost" (a call returned fewer results than the
function has), "mismatch".

Reproduce one input: `python -m fuzz.worker --once api.bef case.bef [options-json]`.
"""

from __future__ import annotations

import json
import os
import random
import sys
import threading
import traceback

REPO = os.environ.get("TFRT_REPO") or \
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Exceptions the APIs document (docs/runtime.md, docs/compile.md, the modules'
# docstrings): (module, class name). Resolved lazily so that api.bef runs
# without importing MLIR.
DOCUMENTED = (
    ("tfrt.runtime.bef.format", "BEFFormatError"),
    ("tfrt.runtime.executor", "BEFExecutorError"),
    ("tfrt.runtime.executor", "InvocationError"),
    ("tfrt.runtime.executor", "ExecutionError"),
    ("tfrt.runtime.work_queue", "WorkQueueError"),
    ("tfrt.runtime.core_runtime.errors", "OpExecutionError"),
    ("tfrt.runtime.cpu_ops.errors", "OpError"),
    ("tfrt.runtime.cpu_ops.errors", "UnknownOpError"),
    ("tfrt.runtime.core_runtime.tensor_handle", "TensorHandleError"),
    ("tfrt.runtime.core_runtime.op_attrs", "OpAttrsError"),
    ("tfrt.compiler", "CompileError"),
    ("tfrt.bef_emitter.emitter", "BEFEmitError"),
    ("tfrt.bef_emitter.disassembler", "BEFToMLIRError"),
    ("mlir.ir", "MLIRError"),  # mlir_to_bef's documented parse error
    ("builtins", "TimeoutError"),
)

CALL_TIMEOUT = 5.0  # the deadline given to every call; the harness kills at a later one
MAX_INPUT_ELEMENTS = 1 << 22  # synthetic inputs larger than this are not made
MAX_FUNCTIONS = 32  # functions called from each end of a file

_ARGUMENTS = {"i1": True, "i8": 1, "i16": 1, "i32": 1, "i64": 1, "ui8": 1, "ui16": 1,
              "ui32": 1, "ui64": 1, "f16": 0.5, "bf16": 0.5, "f32": 0.5, "f64": 0.5,
              "!tfrt.chain": None, "!tfrt.string": "s"}


def documented_types() -> tuple[type, ...]:
    import importlib

    found = []
    for module, name in DOCUMENTED:
        if module in sys.modules:  # a class never imported cannot have been raised
            try:
                found.append(getattr(importlib.import_module(module), name))
            except AttributeError:
                pass
    return tuple(found)


class Lost(Exception):
    """A call returned without one of its function's results."""


class Mismatch(Exception):
    """The emitter wrote a file the reader rejects."""


_restart = False  # set when threads of the last input may still be running


def _close(program) -> None:
    global _restart
    if program.host.quiesce(CALL_TIMEOUT):
        program.host.shutdown()
    else:
        _restart = True


def run_bef(data: bytes, options: dict) -> str:
    """Loads and runs every function it can make arguments for; an error
    result is fine (reported as "error" once all functions ran)."""
    global _restart
    from tfrt.runtime.api import Program
    from tfrt.runtime.bef.reader import BEFFile
    from tfrt.runtime.executor import ExecutionError

    if options.get("from_path"):  # memory-mapped, as tfrt.load(path) does
        import tempfile

        with tempfile.NamedTemporaryFile(suffix=".bef") as f:
            f.write(data)
            f.flush()
            bef = BEFFile.open(f.name)
    else:
        bef = BEFFile(data, name="fuzz.bef")
    bef.verify()
    program = Program(bef, work_queue=options.get("work_queue", "s"))
    host = program.host
    first_error = None
    functions = program.executor.named_functions()
    if len(functions) > 2 * MAX_FUNCTIONS:  # e.g. call chains: calling each is quadratic
        functions = functions[:MAX_FUNCTIONS] + functions[-MAX_FUNCTIONS:]
    perturb = random.Random(options["perturb"]) if "perturb" in options else None
    try:
        for fn in functions:
            if any(t not in _ARGUMENTS for t in fn.argument_types):
                continue
            args = [_ARGUMENTS[t] for t in fn.argument_types]
            if perturb is not None:
                args = _perturb(args, perturb, _WRONG_ARGUMENTS)
            timeout = float(options.get("timeout", CALL_TIMEOUT))
            # A deadline past the worker's (1e10 s: no limit) is taken, and the call is then
            # stopped by cancelling the host: a program that loops for ever is not a hang.
            stop = threading.Timer(CALL_TIMEOUT, host.cancel_execution) \
                if timeout > CALL_TIMEOUT else None
            if stop is not None:
                stop.start()
            try:
                out = fn(*args, timeout=timeout)
            except ExecutionError as e:
                first_error = first_error or e
                continue
            except TimeoutError:
                _restart = True
                raise
            finally:
                if stop is not None:
                    stop.cancel()
                if not host.quiesce(CALL_TIMEOUT):
                    _restart = True
                    raise TimeoutError(f"work of {fn.name!r} still running after {CALL_TIMEOUT} s")
                host.restart()
            n = fn.num_results
            if n == 0 and out is not None or n == 1 and out is None or \
                    n > 1 and (not isinstance(out, tuple) or len(out) != n):
                raise Lost(f"{fn.name!r} has {n} results, the call returned {out!r:.200}")
    finally:
        if not _restart:
            _close(program)
    if options.get("model_inputs"):
        _run_executable(bef, options, perturb)
    if first_error is not None:
        raise first_error
    return "ran"


def _run_executable(bef, options: dict, perturb) -> None:
    """A compiled model's BEF run as an Executable on its reference inputs."""
    import numpy as np

    from tfrt.executable import Executable

    exe = Executable(bef, work_queue=options.get("work_queue", "s"))
    try:
        inputs = [np.load(path) for path in options["model_inputs"]]
        _call_executable(exe, inputs, perturb)
    finally:
        _close(exe.program)


def _call_executable(exe, inputs: list, perturb) -> None:
    if perturb is not None:
        inputs = _perturb(inputs, perturb, _wrong_arrays(inputs))
    out = exe(*inputs, timeout=CALL_TIMEOUT)
    n = exe.function.num_results - 1
    if n == 1 and out is None or n > 1 and (not isinstance(out, tuple) or len(out) != n):
        raise Lost(f"the entry has {n} results, the call returned {out!r:.200}")


# Wrong arguments for a BEF function called from Python (InvocationError expected).
_WRONG_ARGUMENTS = ("s", 1.5, 2**70, -2**70, None, [1], True, float("nan"), b"x", object())


def _wrong_arrays(inputs: list) -> list:
    """Inputs of the wrong kind, dtype, rank or size for a compiled model."""
    import numpy as np

    a = inputs[0] if inputs else np.zeros(2, np.float32)
    big = [np.full(x.shape, np.iinfo(x.dtype).max, x.dtype) for x in inputs
           if x.dtype.kind in "iu"]  # loop counts: the deadline must hold
    return big + [a.astype(np.float64), a.astype(np.int32), a.astype(bool), a[None], a.reshape(-1),
            np.zeros((0,) + a.shape[1:], a.dtype), a.tolist(), 1.5, "text", None,
            np.full(a.shape, np.nan, a.dtype), np.full(a.shape, 3e38, a.dtype), a.T,
            np.asfortranarray(a), np.array([a, a], dtype=object), np.float32(1.0),
            a[..., ::2] if a.ndim else a]


def _perturb(values: list, rng: random.Random, wrong) -> list:
    """One to two values replaced by wrong ones, or one dropped or added."""
    values = list(values)
    kind = rng.choice(("replace", "replace", "replace", "drop", "add"))
    if kind == "drop" and values:
        del values[rng.randrange(len(values))]
    elif kind == "add":
        values.insert(rng.randrange(len(values) + 1), rng.choice(wrong))
    elif values:
        for _ in range(rng.choice((1, 2))):
            values[rng.randrange(len(values))] = rng.choice(wrong)
    return values


def run_mlir(data: bytes, options: dict) -> str:
    from tfrt.bef_emitter.emitter import mlir_to_bef
    from tfrt.runtime.bef.format import BEFFormatError
    from tfrt.runtime.bef.reader import BEFFile

    bef = mlir_to_bef(data.decode("utf-8", "replace"))
    try:
        BEFFile(bef, name="emitted.bef").verify()
    except BEFFormatError as e:
        raise Mismatch(f"the reader rejects the emitter's output: {e}") from None
    return run_bef(bef, options)


def run_compile(data: bytes, options: dict) -> str:
    import numpy as np

    import tfrt

    exe = tfrt.compile(data.decode("utf-8", "replace"), fuse=options.get("fuse", True),
                       work_queue=options.get("work_queue", "s"))
    try:
        inputs = []
        for _, dtype, shape in exe.inputs:
            if dtype is None or dtype == np.dtype(object):
                return "ran"
            shape = () if shape is None else tuple(1 if d is None else d for d in shape)
            if np.prod(shape, dtype=np.float64) > MAX_INPUT_ELEMENTS:
                return "ran"
            inputs.append(np.full(shape, 1, dtype=dtype))
        perturb = random.Random(options["perturb"]) if "perturb" in options else None
        _call_executable(exe, inputs, perturb)
    finally:
        _close(exe.program)
    return "ran"


def run_selftest(data: bytes, options: dict) -> str:
    """Misbehaves on request, so that tests can check the harness sees it."""
    text = data.decode()
    if "crash" in text:
        os.abort()
    if "hang" in text:
        import time

        time.sleep(3600)
    if "raise" in text:
        raise KeyError("an undocumented exception")
    return "ran"


TARGETS = {"api.bef": run_bef, "api.mlir": run_mlir, "api.compile": run_compile,
           "api.selftest": run_selftest}


def _frame(tb) -> str:
    """The innermost frame of the project's code: where the exception escaped."""
    frames = [(os.path.realpath(f.filename), f.name) for f in traceback.extract_tb(tb)]
    ours = [f for f in frames if f[0].startswith(REPO + os.sep) and "/test/fuzz/" not in f[0]]
    path, name = (ours or frames)[-1]
    return f"{os.path.relpath(path, REPO)}:{name}"


def run(target: str, data: bytes, options: dict) -> dict:
    global _restart
    _restart = False
    reply = _run(target, data, options)
    if "timeout" in options:  # the runtime's deadline thread reports on its own time
        import time

        time.sleep(0.05)
    reply["restart"] = reply.get("restart", False) or _restart
    return reply


def _run(target: str, data: bytes, options: dict) -> dict:
    try:
        return {"outcome": TARGETS[target](data, options)}
    except ImportError as e:  # the extension is being rebuilt: not the input's doing
        return {"outcome": "skipped", "detail": f"ImportError: {e}", "restart": True}
    except Lost as e:
        return {"outcome": "lost", "detail": str(e)}
    except Mismatch as e:
        return {"outcome": "mismatch", "detail": str(e)}
    except Exception as e:  # classified below: this is the point of the worker
        lines = [line.strip() for line in str(e).split("\n") if line.strip()]
        # MLIRError: "Unable to parse ...:" then the diagnostics; keep the first.
        message = " ".join(lines[:2] if lines and lines[0].endswith(":") else lines[:1])[:300]
        if isinstance(e, documented_types()):
            reply = {"outcome": "error", "detail": f"{type(e).__name__}: {message}"}
            offset = getattr(e, "offset", None)
            if type(e).__name__ == "BEFFormatError" and not 0 <= offset <= len(data) + 1:
                reply = {"outcome": "unclear", "detail": f"offset {offset} outside the file"}
            return reply | {"restart": isinstance(e, TimeoutError)}
        return {"outcome": "exception",
                "detail": f"{type(e).__name__} at {_frame(e.__traceback__)}: {message}",
                "traceback": "".join(traceback.format_exception(e))[-4000:],
                "restart": isinstance(e, (RecursionError, MemoryError))}


def serve() -> None:
    requests = sys.stdin.buffer
    replies = os.fdopen(os.dup(1), "wb", buffering=0)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    while True:
        header = requests.readline()
        if not header:
            return
        request = json.loads(header)
        data = requests.read(request["size"])
        reply = run(request["target"], data, request.get("options", {}))
        replies.write(json.dumps(reply).encode() + b"\n")
        if reply.get("restart"):
            os._exit(0)  # threads may still run; the harness starts a fresh worker


def main(argv: list[str]) -> int:
    if argv[:1] == ["--once"]:
        target, path = argv[1], argv[2]
        options = json.loads(argv[3]) if len(argv) > 3 else {}
        with open(path, "rb") as f:
            reply = run(target, f.read(), options)
        print(json.dumps(reply, indent=1))
        if reply.get("traceback"):
            print(reply["traceback"], file=sys.stderr)
        return 0 if reply["outcome"] in ("ran", "error") else 1
    serve()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
