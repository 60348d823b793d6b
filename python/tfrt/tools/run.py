"""tfrt-run: runs a TF model (MLIR, compiled on the fly, or BEF) on .npy inputs.

    tfrt-run model.mlir --input x.npy [--input y.npy ...] [--entry NAME | --signature NAME]
             [--variables weights.npz] [--output-dir DIR] [--expect out0.npy ...] [--repeat N]
    tfrt-run model.bef --input x=x.npy --input n=n.npy        # inputs by name

Prints each output (shape, dtype, values), and with --expect the largest
difference from each expected array; --repeat N times N runs and prints the
median latency; --output-dir saves output_<j>.npy. A BEF file is run without
importing MLIR. Errors: one line on stderr, exit 1.
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tfrt-run", description=__doc__.splitlines()[0])
    parser.add_argument("model", help="a .mlir (TF dialect) or .bef file")
    parser.add_argument("--input", action="append", default=[],
                        help=".npy file, one per input, in order; or NAME=FILE.npy")
    parser.add_argument("--entry", help="the function to run")
    parser.add_argument("--signature", help="a SavedModel's exported function to run")
    parser.add_argument("--variables", help=".npz of an unfrozen function's variables, by input name")
    parser.add_argument("--output-dir", help="save the outputs as output_<j>.npy here")
    parser.add_argument("--expect", action="append", default=[], help=".npy of an expected output")
    parser.add_argument("--repeat", type=int, default=0, help="time this many runs")
    parser.add_argument("--work-queue-type", default="s", help="s or mstd")
    parser.add_argument("--threads", type=int, metavar="N",
                        help="threads per op (oneDNN, OpenBLAS); default TFRT_NUM_THREADS or all cores")
    args = parser.parse_args(argv)
    if args.threads is not None and args.threads < 1:
        parser.error(f"--threads must be a positive integer, not {args.threads}")

    import numpy as np

    import tfrt
    from tfrt.executable import InvocationError, OpExecutionError
    from tfrt.runtime.bef.format import BEFFormatError
    from tfrt.runtime.executor import BEFExecutorError
    from tfrt.runtime.work_queue import WorkQueueError

    def fail(message: str) -> int:
        print(f"tfrt-run: error: {message}", file=sys.stderr)
        return 1

    from tfrt.tools.compile import read_variables

    named = [p.partition("=") for p in args.input]
    if any(sep for _, sep, _ in named) and not all(sep for _, sep, _ in named):
        return fail("give every --input as NAME=FILE, or none")
    try:
        if named and named[0][1]:
            inputs, feeds = (), {name: np.load(path) for name, _, path in named}
        else:
            inputs, feeds = [np.load(p) for p in args.input], {}
        expected = [np.load(p) for p in args.expect]
        variables = read_variables(args.variables)
    except (OSError, ValueError) as e:
        return fail(f"cannot read an input: {e}")
    model = pathlib.Path(args.model)
    try:
        if model.suffix == ".bef":
            exe = tfrt.load(model, args.entry, work_queue=args.work_queue_type,
                            num_threads=args.threads)
        else:
            from tfrt.compiler import CompileError

            try:
                exe = tfrt.compile(model, args.entry, signature=args.signature,
                                   variables=variables, work_queue=args.work_queue_type,
                                   num_threads=args.threads)
            except CompileError as e:
                if not e.located:
                    return fail(str(e))
                print(e, file=sys.stderr)  # already `file:line:col: error: ...`
                return 1
        outputs = exe(*inputs, **feeds)
        outputs = outputs if isinstance(outputs, tuple) else (outputs,)
        times = []
        for _ in range(args.repeat):
            t = time.perf_counter()
            exe(*inputs, **feeds)
            times.append(time.perf_counter() - t)
    except (OSError, BEFFormatError, BEFExecutorError, WorkQueueError, InvocationError,
            OpExecutionError, TimeoutError) as e:
        return fail(str(e))

    status = 0
    with np.printoptions(precision=6, threshold=20, edgeitems=3):
        for j, y in enumerate(outputs):
            print(f"output {j} ({exe.outputs[j].name}): {y.dtype}{list(y.shape)} {y}")
            if j < len(expected):
                ref = expected[j]
                if ref.shape != y.shape:
                    print(f"  differs from {args.expect[j]}: shape {list(ref.shape)}")
                    status = 1
                    continue
                diff = np.max(np.abs(y.astype(np.float64) - ref.astype(np.float64)), initial=0.0)
                print(f"  largest difference from {args.expect[j]}: {diff:.3g}")
    if times:
        print(f"latency: median {statistics.median(times) * 1e6:.1f} us over {len(times)} runs")
    if args.output_dir:
        out = pathlib.Path(args.output_dir)
        out.mkdir(parents=True, exist_ok=True)
        for j, y in enumerate(outputs):
            np.save(out / f"output_{j}.npy", y)
    return status


if __name__ == "__main__":
    sys.exit(main())
