"""The model set a user would bring, against ONNX Runtime and TensorFlow, side by side (a
benchmark, not a test).

    .venv/bin/python tools/gen_keras_models.py --bench            # once: build/keras_models/
    .venv/bin/python benchmarks/keras_models_bench.py [--threads 1] [--batch 1 32]
        [--models build/keras_models] [--only resnet,bert] [--budget 2] [--no-tf]
    .venv/bin/python benchmarks/keras_models_bench.py --breakdown mobilenet_v2 [--batch 1]
    .venv/bin/python tools/gen_probe_models.py       # a second set: 28 architectures not tuned on
    .venv/bin/python benchmarks/keras_models_bench.py --models build/probe_models --batch 1

For each model (tools/gen_keras_models.py: MobileNetV2 alpha 0.35 at 96x96, EfficientNetB0 and
ResNet50 at 64x64, DenseNet121, NASNetMobile, Xception, InceptionV3, ConvNeXt-, BERT-, GPT- and
ViT-style transformers, RNN classifiers, ...) and batch size, in one process on the same input
with the same thread count:

- ours: `tfrt.compile(fn_std_b<k>.mlir)`, then `exe(x)` (a model with a lookup table, which
  cannot be frozen: its SavedModel signature import `sm_b<k>.mlir`, called by input name); its
  outputs are checked against TF's (`yes` within rel. 1e-3: a sanity check, the tests hold
  the 5e-5 bar);
- ONNX Runtime on the tf2onnx export (`intra_op_num_threads`, sequential execution); tf2onnx
  1.17 makes a signature's captured constants (efficientnet's normalization, nms's anchors)
  graph inputs: they are fed, taken in order from the SavedModel signature's captures when
  count, shapes and dtypes match and ORT then gives TF's outputs (else ORT is missing: nms's
  export computes another function, ONNX's NonMaxSuppression having no soft-NMS);
- TensorFlow: the SavedModel's signature `b<k>` (a concrete function), with
  `tf.config.threading` set to the same count (intra-op N, inter-op 1).

Threads: `--threads N` (default 1) sets `TFRT_NUM_THREADS` before the runtime loads (oneDNN's
OpenMP and OpenBLAS), ORT's and TF's intra-op pools. Each figure is the median of as many calls
as fit in `--budget` seconds (at least 5, after warm-up calls), ms. The table gives ours/ORT and
ours/TF per model and their geometric means per batch size. A peer that is missing (TF not
importable, a model tf2onnx could not export) is a dash.

`--breakdown MODEL`: where our time goes in one model, by op type (the runtime's profiler,
`Executable.profile`, when it has one; else each op's dispatch function timed through the CPU
op registry in this process). With `--runtime-share`: the thread CPU time of a call split
between the op library (every dispatch, specialized and metadata function, timed through the
registry, the timer's own cost taken out) and the rest, the runtime's (executor, bound ops,
handles, loops).
"""

from __future__ import annotations

import argparse
import collections
import gc
import json
import math
import os
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
DEFAULT_MODELS = ROOT / "build" / "keras_models"
CHECK_RTOL = 1e-3


def _args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--models", type=pathlib.Path, default=DEFAULT_MODELS)
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--batch", type=int, nargs="+", default=[1, 32])
    p.add_argument("--only", help="comma-separated model names")
    p.add_argument("--budget", type=float, default=2.0, help="seconds per measurement")
    p.add_argument("--no-tf", action="store_true", help="leave TensorFlow out")
    p.add_argument("--breakdown", metavar="MODEL", help="time by op type of one model")
    p.add_argument("--runtime-share", action="store_true",
                   help="with --breakdown: the op library's time against the runtime's")
    args = p.parse_args(argv)
    if args.threads < 1:
        p.error("--threads must be a positive integer")
    return args


def _fail(message):
    print(f"keras_models_bench.py: error: {message}", file=sys.stderr)
    sys.exit(1)


def _model_dirs(args):
    if not args.models.is_dir() or not any(args.models.glob("*/meta.json")):
        _fail(f"no benchmark models in {args.models}: generate them with "
              f"`.venv/bin/python tools/gen_keras_models.py --bench` (TensorFlow; tf2onnx for "
              f"the ONNX exports, /work/tfenv/bin/python or --onnx-python)")
    dirs = sorted(p.parent for p in args.models.glob("*/meta.json"))
    if args.only:
        want = args.only.split(",")
        unknown = sorted(set(want) - {d.name for d in dirs})
        if unknown:
            _fail(f"no model {unknown[0]!r} in {args.models} (have {', '.join(d.name for d in dirs)})")
        dirs = [d for d in dirs if d.name in want]
    return dirs


# -- inputs and timing ------------------------------------------------------------------------

def _inputs(folder, meta, batch):
    import numpy as np

    arrays = []
    for i, spec in enumerate(meta["inputs"]):
        x = np.load(folder / f"input_b{batch}_{i}_{spec['name']}.npy")
        arrays.append(x.astype(object) if x.dtype.kind == "S" else x)
    return arrays


def _outputs(folder, meta, batch):
    import numpy as np

    return [np.load(folder / f"output_b{batch}_{j}.npy") for j in range(len(meta["output_names"]))]


def _median_ms(fn, budget):
    """Median of as many calls as fit in `budget` seconds (at least 5), after warm-up."""
    import timing  # benchmarks/timing.py

    t = time.perf_counter()
    fn()
    fn()
    once = max((time.perf_counter() - t) / 2, 1e-6)
    repeat = max(5, min(2000, int(budget / once)))
    return timing.median_seconds(fn, repeat, warmup=min(repeat // 10, 20)) * 1e3


def _close(got, want):
    import numpy as np

    if len(got) != len(want):
        return False
    for g, w in zip(got, want):
        g = np.asarray(g)
        if g.shape != w.shape:
            return False
        if w.dtype.kind in "fc":
            if not np.allclose(g, w, rtol=CHECK_RTOL, atol=1e-4, equal_nan=True):
                return False
        elif not np.array_equal(g, w):
            return False
    return True


# -- the three runners --------------------------------------------------------------------------

def _ours(folder, meta, batch, threads):
    """(Executable, run(inputs) -> outputs, compile seconds): the batch's fn_std form, or its
    SavedModel signature form when the model cannot be frozen (a lookup table)."""
    import inspect

    import tfrt

    info = meta["batches"][str(batch)]
    form, signature = info.get("form", f"fn_std_b{batch}.mlir"), info.get("signature")
    kwargs = {"num_threads": threads} if "num_threads" in inspect.signature(tfrt.compile).parameters else {}
    t = time.perf_counter()
    exe = tfrt.compile(str(folder / form), signature=signature, **kwargs)
    compile_s = time.perf_counter() - t
    if signature is not None:
        names = [spec["name"] for spec in meta["inputs"]]
        outputs = info.get("output_names", meta["output_names"])  # the signature's own names

        def run(xs):
            out = exe.run(dict(zip(names, xs)))
            return [out[n] for n in outputs]
        return exe, run, compile_s

    def run(xs):
        out = exe(*xs)
        return list(out) if isinstance(out, tuple) else [out]
    return exe, run, compile_s


def _ort(folder, meta, batch, threads):
    import onnxruntime as ort

    path = folder / f"model_b{batch}.onnx"
    if not path.exists():
        return None, meta["batches"][str(batch)].get("onnx", "no ONNX export")
    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    try:
        session = ort.InferenceSession(str(path), so, providers=["CPUExecutionProvider"])
    except Exception as e:  # noqa: BLE001 - an export ORT cannot load is a missing peer
        return None, f"ORT cannot load it: {str(e).splitlines()[0][:100]}"
    names = [i.name for i in session.get_inputs()]
    by_name = {spec["name"]: k for k, spec in enumerate(meta["inputs"])}
    extra = [n for n in names if n.split(":")[0] not in by_name]
    fixed = {}
    if len(names) != len(meta["inputs"]):  # tf2onnx (1.17) made captured constants inputs
        fixed = _captured_feeds(folder, batch, session, extra)
        if isinstance(fixed, str):
            return None, fixed
        names = [n for n in names if n not in fixed]
    # tf2onnx names inputs and outputs after the signature's keys; else they are in order.
    order = [by_name.get(n.split(":")[0], k) for k, n in enumerate(names)]
    outputs = [o.name.split(":")[0] for o in session.get_outputs()]
    fetch = meta["output_names"] if sorted(outputs) == sorted(meta["output_names"]) else outputs
    fetch = [session.get_outputs()[outputs.index(n)].name for n in fetch]

    def run(xs):
        return session.run(fetch, {**fixed, **{n: xs[k] for n, k in zip(names, order)}})
    if fixed:  # the captures matched by order and shape: checked on the model's own outputs
        try:
            right = _close(run(_inputs(folder, meta, batch)), _outputs(folder, meta, batch))
        except Exception as e:  # noqa: BLE001 - ORT refusing the feeds is a missing peer
            return None, f"ORT refuses the captured constants ({', '.join(extra)}): {type(e).__name__}"
        if not right:  # e.g. nms: ONNX's NonMaxSuppression has no soft-NMS
            return None, "the export's results differ from TF's"
    return run, ""


def _captured_feeds(folder, batch, session, extra):
    """{ONNX input: value} for the inputs tf2onnx made of the signature's captured constants:
    the non-resource captures of SavedModel signature `b<batch>`, in order, when they match
    the extra inputs' count, shapes and dtypes; else why not (a string)."""
    why = f"the export has inputs the model has not: {', '.join(extra)}"
    try:
        import tensorflow as tf
    except ImportError:
        return why
    import numpy as np

    loaded = tf.saved_model.load(str(folder / "saved_model"))
    caps = [c.numpy() for c in loaded.signatures[f"b{batch}"].captured_inputs
            if c.dtype != tf.resource]
    specs = {i.name: i for i in session.get_inputs()}
    if len(caps) != len(extra):
        return why
    feeds = {}
    for name, value in zip(extra, caps):
        spec = specs[name]
        want = {"tensor(float)": np.float32, "tensor(int32)": np.int32, "tensor(int64)": np.int64}
        if want.get(spec.type) != value.dtype or list(spec.shape) != list(value.shape):
            return why
        feeds[name] = value
    return feeds


def _tf(folder, batch):
    import tensorflow as tf

    loaded = tf.saved_model.load(str(folder / "saved_model"))
    fn = loaded.signatures[f"b{batch}"]
    names = sorted(fn.structured_outputs)

    def run(xs, specs):
        out = fn(**{s["name"]: tf.constant(x) for s, x in zip(specs, xs)})
        return [out[n].numpy() for n in names]
    return loaded, run


def _configure_tf(threads):
    import tensorflow as tf

    tf.config.threading.set_intra_op_parallelism_threads(threads)
    tf.config.threading.set_inter_op_parallelism_threads(1)
    return tf


# -- the table --------------------------------------------------------------------------------

def _fmt(v, digits=2):
    return "-" if v is None else f"{v:.{digits}f}"


def _geomean(values):
    values = [v for v in values if v]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def bench(args):
    dirs = _model_dirs(args)
    have_tf = False
    if not args.no_tf:
        try:
            _configure_tf(args.threads)
            have_tf = True
        except ImportError:
            print("(TensorFlow not importable: its column is left out)")

    rows = collections.defaultdict(list)
    for folder in dirs:
        meta = json.loads((folder / "meta.json").read_text())
        for batch in args.batch:
            if str(batch) not in meta["batches"]:
                continue
            xs = _inputs(folder, meta, batch)
            want = _outputs(folder, meta, batch)
            row = {"model": folder.name, "batch": batch, "note": ""}
            try:
                exe, ours, row["compile_s"] = _ours(folder, meta, batch, args.threads)
            except Exception as e:  # noqa: BLE001 - reported in the table
                row["note"] = f"ours: {type(e).__name__}: {str(e).splitlines()[0][:90]}"
                exe = None
            if exe is not None:
                try:
                    row["ok"] = _close(ours(xs), want)
                    row["ours"] = _median_ms(lambda: ours(xs), args.budget)
                except Exception as e:  # noqa: BLE001
                    row["note"] = f"ours: {type(e).__name__}: {str(e).splitlines()[0][:90]}"
                exe.close()
            ort_run, why = _ort(folder, meta, batch, args.threads)
            if ort_run is not None:
                row["ort"] = _median_ms(lambda: ort_run(xs), args.budget)
            elif why:
                row["note"] = (row["note"] + "; " if row["note"] else "") + f"ORT: {why}"
            if have_tf:
                loaded, tf_run = _tf(folder, batch)
                row["tf"] = _median_ms(lambda: tf_run(xs, meta["inputs"]), args.budget)
                del loaded
            rows[batch].append(row)
            print(_line(row), flush=True)
            gc.collect()
    print()
    for batch in args.batch:
        _table(rows[batch], batch, args.threads, have_tf)


def _ratio(row, peer):
    return row["ours"] / row[peer] if row.get("ours") and row.get(peer) else None


def _line(row):
    return (f"{row['model']:20} b{row['batch']:<3} ours {_fmt(row.get('ours'), 3):>9} ms  "
            f"ORT {_fmt(row.get('ort'), 3):>9} ms  TF {_fmt(row.get('tf'), 3):>9} ms  "
            f"{'ok' if row.get('ok') else 'MISMATCH' if 'ok' in row else ''} {row['note']}")


def _table(rows, batch, threads, have_tf):
    print(f"batch {batch}, {threads} thread{'s' if threads > 1 else ''} (median ms; ratio < 1: "
          f"ours faster)")
    head = "| model | ours | ONNX Runtime | ours/ORT |" + (" TF | ours/TF |" if have_tf else "") + \
        " compile s | matches TF |"
    print(head)
    print("|" + "---|" * (head.count("|") - 1))
    for r in rows:
        cells = [r["model"], _fmt(r.get("ours"), 3), _fmt(r.get("ort"), 3), _fmt(_ratio(r, "ort"))]
        if have_tf:
            cells += [_fmt(r.get("tf"), 3), _fmt(_ratio(r, "tf"))]
        cells += [_fmt(r.get("compile_s"), 1),
                  ("yes" if r.get("ok") else "NO" if "ok" in r else "-") +
                  (f" ({r['note']})" if r["note"] else "")]
        print("| " + " | ".join(cells) + " |")
    ort = _geomean([_ratio(r, "ort") for r in rows])
    line = f"geomean ours/ORT {_fmt(ort)} over {sum(1 for r in rows if _ratio(r, 'ort'))} models"
    if have_tf:
        line += (f", ours/TF {_fmt(_geomean([_ratio(r, 'tf') for r in rows]))} over "
                 f"{sum(1 for r in rows if _ratio(r, 'tf'))}")
    worst = max(rows, key=lambda r: _ratio(r, "ort") or 0, default=None)
    if worst is not None and _ratio(worst, "ort"):
        line += f"; slowest against ORT: {worst['model']} ({_fmt(_ratio(worst, 'ort'))}x)"
    print(line + "\n")


# -- per-op breakdown -------------------------------------------------------------------------

def _timed_registry():
    """Wraps every dispatch function of the CPU op registry (and what `specialize_fn`s make)
    to add its time to a per-op total: the fallback when the runtime has no profiler."""
    from tfrt.runtime.cpu_ops import default_cpu_op_registry

    totals = collections.defaultdict(lambda: [0, 0.0])
    clock = time.perf_counter

    def timed(name, fn):
        def run(*a):
            t = clock()
            try:
                return fn(*a)
            finally:
                acc = totals[name]
                acc[0] += 1
                acc[1] += clock() - t
        if hasattr(fn, "metadata_fn"):  # a specialized function's own (op_handler.py)
            run.metadata_fn = fn.metadata_fn
        return run

    registry = default_cpu_op_registry()
    for name in registry.op_names():
        entry = registry.lookup(name)
        if entry.dispatch_fn is not None:
            entry.dispatch_fn = timed(name, entry.dispatch_fn)
        if entry.specialize_fn is not None:
            make = entry.specialize_fn
            entry.specialize_fn = lambda attrs, n, make=make, name=name: timed(name, make(attrs, n))
        if entry.resource_dispatch_fn is not None:
            entry.resource_dispatch_fn = timed(name, entry.resource_dispatch_fn)
    return totals


def runtime_share(folder, meta, batch, threads, calls=30):
    """Thread CPU time per call: (total, in op library functions, their call count), ns."""
    from tfrt.runtime.cpu_ops import default_cpu_op_registry

    clock = time.thread_time_ns
    acc = [0, 0, 0]  # ns in outermost op functions, their calls, the current nesting depth

    def timed(fn):
        def run(*a):
            if acc[2]:  # an op function called by another (a fused op's sub-ops): counted there
                return fn(*a)
            acc[2] = 1
            t = clock()
            try:
                return fn(*a)
            finally:
                acc[0] += clock() - t
                acc[1] += 1
                acc[2] = 0
        if hasattr(fn, "metadata_fn"):
            run.metadata_fn = timed(fn.metadata_fn)
        return run

    registry = default_cpu_op_registry()
    for name in registry.op_names():
        entry = registry.lookup(name)
        for field in ("dispatch_fn", "metadata_fn", "resource_dispatch_fn"):
            if getattr(entry, field) is not None:
                setattr(entry, field, timed(getattr(entry, field)))
        if entry.specialize_fn is not None:
            make = entry.specialize_fn
            entry.specialize_fn = lambda attrs, n, make=make: timed(make(attrs, n))
    probe = timed(lambda *a: None)  # the timer's cost inside and outside the timed span
    t = clock()
    for _ in range(20000):
        probe(1, 2)
    outer = (clock() - t) / 20000
    inner = acc[0] / acc[1]
    exe, run, _ = _ours(folder, meta, batch, threads)
    xs = _inputs(folder, meta, batch)
    for _ in range(3):
        run(xs)
    acc[:] = [0, 0, 0]
    t = clock()
    for _ in range(calls):
        run(xs)
    total = (clock() - t) / calls - acc[1] / calls * (outer - inner)
    exe.close()
    return total, acc[0] / calls - acc[1] / calls * inner, acc[1] / calls


def breakdown(args):
    dirs = {d.name: d for d in _model_dirs(argparse.Namespace(models=args.models, only=None))}
    if args.breakdown not in dirs:
        _fail(f"no model {args.breakdown!r} in {args.models} (have {', '.join(dirs)})")
    folder = dirs[args.breakdown]
    meta = json.loads((folder / "meta.json").read_text())
    batch = args.batch[0]
    if args.runtime_share:
        total, ops, n = runtime_share(folder, meta, batch, args.threads)
        rest = total - ops
        print(f"{args.breakdown}, batch {batch}, {args.threads} thread(s): {total / 1e6:.3f} ms of "
              f"thread CPU per call; op library {ops / 1e6:.3f} ms ({ops / total:.0%}, {n:g} "
              f"function calls); runtime {rest / 1e6:.3f} ms ({rest / total:.0%}, "
              f"{rest / n / 1e3:.2f} us per op function call)")
        return
    from tfrt.executable import Executable

    profiled = hasattr(Executable, "profile")
    totals = None if profiled else _timed_registry()
    exe, run, _ = _ours(folder, meta, batch, args.threads)
    xs = _inputs(folder, meta, batch)
    total_ms = _median_ms(lambda: run(xs), args.budget)
    calls = 10
    if profiled:
        with exe.profile() as prof:
            for _ in range(calls):
                run(xs)
        rows = [(op, n, seconds) for op, n, seconds, _ in prof.by_op()]
        how = "the runtime's profiler (Executable.profile), each kernel's own time"
    else:
        for entry in totals.values():
            entry[:] = [0, 0.0]
        for _ in range(calls):
            run(xs)
        rows = sorted(((op, n, s) for op, (n, s) in totals.items() if n), key=lambda r: -r[2])
        how = "dispatch functions timed through the CPU op registry"
    exe.close()
    timed = sum(r[2] for r in rows)
    print(f"{args.breakdown}, batch {batch}, {args.threads} thread(s): {total_ms:.3f} ms per call "
          f"(median); by op type over {calls} calls ({how}):")
    print("| op | calls per run | ms per run | share |")
    print("|---|---|---|---|")
    for op, n, seconds in rows:
        print(f"| {op} | {n / calls:g} | {seconds * 1e3 / calls:.3f} | {seconds / timed:.1%} |")
    print(f"| (timed ops) | {sum(r[1] for r in rows) / calls:g} | {timed * 1e3 / calls:.3f} | "
          f"{timed * 1e3 / calls / total_ms:.0%} of the call |")


def main(argv=None):
    args = _args(argv)
    os.environ["TFRT_NUM_THREADS"] = str(args.threads)  # before the runtime loads oneDNN
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
    if args.breakdown:
        breakdown(args)
    else:
        bench(args)


if __name__ == "__main__":
    main()
