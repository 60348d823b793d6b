"""bef-executor: runs the functions of a BEF file on the host runtime.

    tfrt-translate --mlir-to-bef t.mlir | bef-executor
    bef-executor model.bef --functions main,other --work-queue-type=mstd

For each function (all named ones by default, in file order; `--functions`
to choose; `--test-init-function` first) it prints `--- Running 'name':`,
runs it, waits for its results and for the work queue to drain, and prints
`'name' returned v1,v2` (i1/i32/i64/f32/f64 printed; `<type> value`
otherwise; `<<error: message>>` for an error, `, code: Name` with
--print-error-code). Functions with arguments are skipped with a note.
Kernel errors are reported on stderr as `file:line:col: error: runtime
error: message` when they happen. A file that cannot be loaded (corrupt
BEF, unknown kernel, misused kernel) gives one message on stderr and exit
status 1, as does a result that is not of its function's declared type
(a file whose types lie). `--host-allocator-type` chooses TFRT's host
allocators (runtime/host_allocators.py); the default, the leak check, makes
the run fail with `Memory leak detected: ...` if a host buffer is still
alive at the end. This tool imports no MLIR.
"""

from __future__ import annotations

import argparse
import sys

from tfrt.runtime.api import load_bef_executor
from tfrt.runtime.async_value import AsyncValue
from tfrt.runtime.bef.format import BEFFormatError
from tfrt.runtime.executor import BEFExecutorError
from tfrt.runtime.bef.locations import first_file_location
from tfrt.runtime.core_runtime.core_runtime import CoreRuntime
from tfrt.runtime.core_runtime.op_handler import CpuOpHandler, NullOpHandler
from tfrt.runtime.host_allocators import HOST_ALLOCATOR_TYPES, create_host_allocator
from tfrt.runtime.host_context import HostContext
from tfrt.runtime.values import ResultTypeError, format_result
from tfrt.runtime.work_queue import WorkQueueError
from tfrt.tools.expected_diagnostics import Verifier
from tfrt.tools.llvm_args import normalize

PROG = "bef-executor"
# --devices: the op handlers TFRT's driver creates by device name.
_DEVICES = {"cpu": CpuOpHandler, "null": NullOpHandler}



def seconds(text: str) -> float:
    """--timeout's value: a number of seconds (inf: none; NaN is no number)."""
    value = float(text)
    if value != value:
        raise ValueError(text)
    return value

def _parser():
    p = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0])
    p.add_argument("input", nargs="?", default="-", help="BEF file, or - for stdin (default)")
    p.add_argument("--functions", default="", help="comma-separated functions to run")
    p.add_argument("--test-init-function", default="",
                   help="a function to run before the others")
    p.add_argument("--work-queue-type", default="s",
                   help="s (single-threaded, default), mstd or mstd:N")
    p.add_argument("--print-error-code", action="store_true",
                   help="print error codes with error results")
    p.add_argument("--devices", default="",
                   help="comma-separated op handlers to register first: cpu, null")
    p.add_argument("--timeout", type=seconds, default=None,
                   help="a deadline per function, in seconds: it is cancelled and the tool fails")
    p.add_argument("--host-allocator-type", default="leak_check_allocator",
                   choices=HOST_ALLOCATOR_TYPES,
                   help="the host allocator (TFRT's): leak_check_allocator (default: report "
                        "what is still allocated at the end and fail), malloc, "
                        "profiled_allocator, test_fixed_size_1k")
    return p


def _fail(message: str) -> int:
    print(f"{PROG}: error: {message}", file=sys.stderr, flush=True)
    return 1


def _report(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def _where(location):
    """(filename, line, 'file:line:col: ') of a location's first file position."""
    loc = first_file_location(location) if location is not None else None
    return (loc.filename, loc.line, f"{loc.filename}:{loc.line}:{loc.column}: ") if loc else (
        None, 0, "")


def _diagnostic_handler(verifier: Verifier):
    """Runtime errors, checked against the source's expected-error annotations."""
    def handle(diagnostic):
        filename, line, where = _where(diagnostic.location)
        message = f"runtime error: {diagnostic.message}"
        verifier.check("error", filename, line, message, f"{where}error: {message}")
    return handle


def _format(fn, values, print_code) -> str:
    """The results as printed; ResultTypeError (naming the function and the
    result) for a value that is not of its declared type."""
    parts = []
    for i, (type_name, v) in enumerate(zip(fn.result_types, values)):
        if isinstance(v, AsyncValue):
            if v.is_error():
                err = v.error
                code = f", code: {err.code.printed}" if print_code else ""
                parts.append(f"<<error: {err.message}{code}>>")
                continue
            v = v.get()
        try:
            parts.append(format_result(type_name, v))
        except ResultTypeError as e:
            raise ResultTypeError(f"function '{fn.name}' result #{i}: {e}") from None
    return ",".join(parts)


def run(args) -> int:
    allocator = create_host_allocator(args.host_allocator_type)
    status = _run(args, allocator)
    # As TFRT's, when the host goes: everything of the run is released by now,
    # so what the allocator still counts is a leak.
    if not allocator.close(sys.stdout):  # TFRT's report on stdout, the tool's error line too
        return _fail("host memory leaked by the run (Memory leak detected, above)")
    return status


def _run(args, allocator) -> int:
    try:
        if args.input == "-":
            data = sys.stdin.buffer.read()
            name = "<stdin>"
        else:
            with open(args.input, "rb") as f:
                data = f.read()
            name = args.input
    except OSError as e:
        return _fail(f"cannot read {args.input}: {e.strerror}")
    verifier = Verifier(_report)
    try:
        host = HostContext(args.work_queue_type, diagnostic_handler=_diagnostic_handler(verifier),
                           allocator=allocator)
    except WorkQueueError as e:
        return _fail(str(e))
    for device in filter(None, args.devices.split(",")):
        if device not in _DEVICES:
            return _fail(f"unknown device '{device}' (known: {', '.join(_DEVICES)})")
        CoreRuntime.for_host(host).register_op_handler(device, _DEVICES[device]())
    try:
        executor = load_bef_executor(data, host, name=name)
    except BEFFormatError as e:
        return _fail(f"{name}: {e}")
    except BEFExecutorError as e:  # TFRT: a diagnostic at the kernel, nothing runs
        filename, line, _ = _where(e.location)
        verifier.check("error", filename, line, f"runtime error: {e.message}",
                       f"{PROG}: error: {e}")
        return 0 if verifier.finish() else 1

    if args.functions:
        functions = []
        for fname in args.functions.split(","):
            try:
                functions.append(executor.function(fname))
            except KeyError:
                return _fail(f"couldn't find function {fname}")
    else:
        functions = executor.named_functions()
    if args.test_init_function:
        try:
            init = executor.function(args.test_init_function)
        except KeyError:
            return _fail(f"couldn't find function {args.test_init_function}")
        functions = [init] + [f for f in functions if f is not init]

    out = sys.stdout
    for fn in functions:
        if fn.num_arguments:
            out.write(f"--- Not running '{fn.name}' because it has arguments.\n")
            out.flush()
            continue
        out.write(f"--- Running '{fn.name}':\n")
        out.flush()
        try:
            if args.timeout is None:
                results = fn.execute(())
                host.await_values(results)
            else:  # a deadline: the function is cancelled when it passes
                with host.deadline(args.timeout) as request:  # its queued work too
                    results = fn.execute(())
                    if not (request.await_values(results) and host.quiesce(args.timeout)
                            and request.cancel_value is None):
                        return _fail(f"function '{fn.name}' did not finish in {args.timeout} s")
        except WorkQueueError as e:  # a task failed outside any kernel: a runtime bug
            return _fail(f"function '{fn.name}': {e}")
        if results:
            try:
                text = _format(fn, results, args.print_error_code)
            except ResultTypeError as e:  # the file's types lie about its kernels
                host.shutdown()
                return _fail(f"{name}: {e}")
            out.write(f"'{fn.name}' returned {text}\n")
            out.flush()
        if not host.quiesce(args.timeout):
            return _fail(f"work of function '{fn.name}' did not finish in {args.timeout} s")
        host.restart()
    errors = host.work_queue.errors
    host.shutdown()
    if errors:
        return _fail(f"a task on the work queue raised {type(errors[0]).__name__}: {errors[0]}")
    return 0 if verifier.finish() else 1


def main(argv=None) -> int:
    parser = _parser()
    args = parser.parse_args(normalize(parser, sys.argv[1:] if argv is None else argv))
    try:
        return run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 1


if __name__ == "__main__":
    sys.exit(main())
