"""tfrt-run: runs a TF model (MLIR, compiled on the fly, or BEF) on .npy inputs.

    tfrt-run model.mlir --input x.npy y.npy [--entry NAME | --signature NAME]
             [--variables weights.npz] [--no-fuse] [--output-dir DIR] [--repeat N]
             [--profile trace.json]
             [--expect out0.npy out1.npy [--rtol 1e-5] [--atol 1e-5]]
    tfrt-run model.bef --input x=x.npy --input n=n.npy        # inputs by name

Prints each output (shape, dtype, values). --expect compares output j with
the j-th file as numpy.isclose does (|got - want| <= atol + rtol * |want|,
NaN equal to NaN; default rtol = atol = 1e-5, tfrt-models's criterion); the
dtype and shape must match too. --repeat N times N more runs and prints the
median latency. --profile FILE runs once more (--repeat N: N more times)
under the profiler, writes a Chrome trace (Perfetto, chrome://tracing) and
prints the time by op (docs/profiling.md). --output-dir saves
output_<j>.npy. A BEF file is run without importing MLIR; --signature then
names the function (a SavedModel's exported functions keep their signature
names). Errors, and outputs beyond the tolerance: one `tfrt-run: error: ...`
line each on stderr (a compile error: MLIR's `file:line:col: error: ...`),
exit 1.
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import time

RTOL = ATOL = 1e-5


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tfrt-run", description=__doc__.splitlines()[0])
    parser.add_argument("model", help="a .mlir (TF dialect) or .bef file")
    parser.add_argument("--input", nargs="+", action="extend", default=[], metavar="FILE",
                        help=".npy files, one per input, in order; or NAME=FILE.npy each")
    parser.add_argument("--entry", help="the function to run")
    parser.add_argument("--signature", help="a SavedModel's exported function to run")
    parser.add_argument("--variables", help=".npz of an unfrozen function's variables, by input name")
    parser.add_argument("--no-fuse", action="store_true",
                        help="compile without optimizations: one runtime op per TF op (fuse=False)")
    parser.add_argument("--output-dir", help="save the outputs as output_<j>.npy here")
    parser.add_argument("--expect", nargs="+", action="extend", default=[], metavar="FILE",
                        help=".npy of the expected outputs, in order")
    parser.add_argument("--rtol", type=float, default=RTOL,
                        help=f"relative tolerance of --expect (default {RTOL:g})")
    parser.add_argument("--atol", type=float, default=ATOL,
                        help=f"absolute tolerance of --expect (default {ATOL:g})")
    parser.add_argument("--repeat", type=int, default=0, help="time this many runs")
    parser.add_argument("--profile", metavar="FILE",
                        help="profile a run (or --repeat runs): Chrome-trace JSON here, time by op printed")
    parser.add_argument("--work-queue-type", default="s", help="s, mstd or mstd:N")
    parser.add_argument("--threads", type=int, metavar="N",
                        help="threads per op (oneDNN, OpenBLAS); default TFRT_NUM_THREADS or all cores")
    args = parser.parse_args(argv)

    def fail(message: str) -> int:
        print(f"tfrt-run: error: {message}", file=sys.stderr)
        return 1

    if args.threads is not None and args.threads < 1:
        return fail(f"--threads must be a positive integer, not {args.threads}")
    if args.repeat < 0:
        return fail(f"--repeat must not be negative, not {args.repeat}")
    if args.rtol < 0 or args.atol < 0:
        return fail("--rtol and --atol must not be negative")
    bef = pathlib.Path(args.model).suffix == ".bef"
    if bef and args.variables:
        return fail("--variables is for MLIR input (a BEF file has its variables compiled in)")
    if args.entry and args.signature and bef:
        return fail("--entry and --signature both name the function to run; give one")

    import numpy as np

    from tfrt.tools.compile import read_variables

    named = [p.partition("=") for p in args.input]
    if any(sep for _, sep, _ in named) and not all(sep for _, sep, _ in named):
        return fail("give every --input as NAME=FILE, or none")
    try:
        if named and named[0][1]:
            inputs, feeds = (), {name: load_array(path) for name, _, path in named}
        else:
            inputs, feeds = [load_array(p) for p in args.input], {}
        expected = [load_array(p) for p in args.expect]
        variables = read_variables(args.variables)
    except ValueError as e:
        return fail(str(e))

    exe = load_model(args, variables, fail)
    if isinstance(exe, int):
        return exe
    if len(expected) > len(exe.outputs):
        return fail(f"{len(expected)} --expect files for the {len(exe.outputs)} outputs of "
                    f"{exe.entry!r}")
    from tfrt.executable import InvocationError, OpExecutionError
    from tfrt.runtime.profiler import ProfilerError

    try:
        outputs = exe(*inputs, **feeds)
        outputs = outputs if isinstance(outputs, tuple) else (outputs,)
        times = []
        for _ in range(args.repeat):
            t = time.perf_counter()
            exe(*inputs, **feeds)
            times.append(time.perf_counter() - t)
        profiler = None
        if args.profile:
            with exe.profile(args.profile) as profiler:
                for _ in range(max(args.repeat, 1)):
                    exe(*inputs, **feeds)
    except (InvocationError, OpExecutionError, TimeoutError, ProfilerError) as e:
        return fail(str(e))

    problems = []
    with np.printoptions(precision=6, threshold=20, edgeitems=3):
        for j, y in enumerate(outputs):
            name = exe.outputs[j].name
            print(f"output {j} ({name}): {y.dtype}{list(y.shape)} {y}")
            if j < len(expected):
                ok, differences = compare(y, expected[j], args.rtol, args.atol)
                print(f"  vs {args.expect[j]}: {differences}")
                if not ok:
                    problems.append(f"output {j} ({name!r}) differs from {args.expect[j]}: "
                                    f"{differences}")
    if times:
        print(f"latency: median {statistics.median(times) * 1e6:.1f} us over {len(times)} runs")
    if profiler is not None:
        print(f"profile: {args.profile} ({len(profiler.events)} events)")
        print(profiler.summary())
    if args.output_dir:
        out = pathlib.Path(args.output_dir)
        try:
            out.mkdir(parents=True, exist_ok=True)
            for j, y in enumerate(outputs):
                np.save(out / f"output_{j}.npy", y)
        except OSError as e:
            problems.append(f"cannot write the outputs to {out}: {e.strerror}")
    for problem in problems:
        fail(problem)
    return 1 if problems else 0


def load_model(args, variables, fail):
    """The Executable of `args.model` (compiled if MLIR), or fail's exit status."""
    import tfrt
    from tfrt.executable import InvocationError
    from tfrt.runtime.bef.format import BEFFormatError
    from tfrt.runtime.executor import BEFExecutorError
    from tfrt.runtime.work_queue import WorkQueueError

    model = pathlib.Path(args.model)
    try:
        if model.suffix == ".bef":
            return tfrt.load(model, args.entry or args.signature, work_queue=args.work_queue_type,
                             num_threads=args.threads)
        from tfrt.compiler import CompileError

        try:
            return tfrt.compile(model, args.entry, signature=args.signature, variables=variables,
                                work_queue=args.work_queue_type, num_threads=args.threads,
                                fuse=not args.no_fuse)
        except CompileError as e:
            if not e.located:
                return fail(str(e))
            print(e, file=sys.stderr)  # already `file:line:col: error: ...`
            return 1
    except FileNotFoundError:
        return fail(f"{model}: no such file")
    except OSError as e:
        return fail(f"cannot read {model}: {e.strerror}")
    except BEFFormatError as e:
        return fail(f"{model}: {e}")
    except (BEFExecutorError, WorkQueueError, InvocationError, ValueError) as e:
        return fail(str(e).replace("choose one with entry=", "choose one with --entry"))


def load_array(path: str):
    """The array in an .npy file; ValueError with a one-line reason if there is none."""
    import numpy as np

    try:
        array = np.load(path, allow_pickle=False)
    except FileNotFoundError:
        raise ValueError(f"{path}: no such file") from None
    except OSError as e:
        raise ValueError(f"cannot read {path}: {e.strerror or e}") from None
    except (ValueError, EOFError) as e:
        reason = "not an .npy file" if "pickle" in str(e) else str(e)
        raise ValueError(f"cannot read {path}: {reason}") from None
    if not isinstance(array, np.ndarray):  # an .npz archive
        array.close()
        raise ValueError(f"{path} is an .npz archive; give one .npy file per input")
    return array


def compare(got, want, rtol: float, atol: float) -> tuple[bool, str]:
    """(whether `got` is `want` within the tolerance: numpy.isclose's test,
    NaN equal to NaN, same dtype and shape; what the differences are)."""
    import numpy as np

    if got.dtype != want.dtype:
        return False, f"dtype {got.dtype}, expected {want.dtype}"
    if got.shape != want.shape:
        return False, f"shape {list(got.shape)}, expected {list(want.shape)}"
    if got.dtype.kind not in "iufc":  # bool, strings: exactly
        bad = got != want
        if not np.any(bad):
            return True, "equal"
        at = tuple(int(i) for i in np.argwhere(bad)[0])
        return False, (f"{int(np.count_nonzero(bad))} of {got.size} elements differ, the first "
                       f"at {list(at)} (got {got[at]!r}, expected {want[at]!r})")
    wide = np.complex128 if "c" in (got.dtype.kind, want.dtype.kind) else np.float64
    g, w = got.astype(wide), want.astype(wide)
    close = np.isclose(g, w, rtol=rtol, atol=atol, equal_nan=True)
    if got.size == 0:
        return True, "no elements"
    with np.errstate(all="ignore"):
        error = np.abs(g - w)
        error = np.where(np.isnan(error) & ~close, np.inf, np.nan_to_num(error))  # NaN vs a number
        relative = np.where(error == 0, 0.0, error / np.abs(w))
    if not np.any(error):
        return True, "equal"
    worst = np.unravel_index(np.argmax(error), error.shape)
    worst_rel = np.unravel_index(np.argmax(relative), error.shape)
    text = (f"max abs error {error[worst]:.3g} at {[int(i) for i in worst]} (got "
            f"{got[worst]:.6g}, expected {want[worst]:.6g}), max rel error "
            f"{relative[worst_rel]:.3g} at {[int(i) for i in worst_rel]}")
    bad = int(np.count_nonzero(~close))
    if bad:
        return False, f"{text}; {bad} of {got.size} elements beyond rtol={rtol:g}, atol={atol:g}"
    return True, f"{text}; within rtol={rtol:g}, atol={atol:g}"


if __name__ == "__main__":
    sys.exit(main())
