"""Making cases from a seed, running a campaign, grouping its failures.

Case `i` of seed `s` is made by `random.Random(f"{s}-{i}")` alone: the same
seed, index and corpus give the same input, whatever else runs.
"""

from __future__ import annotations

import collections
import json
import os
import pathlib
import random
import re
import shutil
import sys
import time
from dataclasses import dataclass

from fuzz import corpus as corpus_mod
from fuzz.generators import generate
from fuzz.harness import FAILURES, OUTCOMES, Case, Result, Runner
from fuzz.mutators import mutate_bef, mutate_mlir

# How often each target is chosen in a campaign (cheap in-process targets most).
TARGET_WEIGHTS = {
    "api.bef": 28, "api.mlir": 12, "api.compile": 10, "tfrt-opt": 20, "bef-executor": 12,
    "tfrt-translate.bef": 4, "tfrt-translate.mlir": 7, "tfrt-compile": 7, "tfrt-run": 3,
}
BEF_TARGETS = ("api.bef", "bef-executor", "tfrt-translate.bef", "tfrt-run")
STRESS_RATE = 0.05  # share of MLIR cases that are generated stress inputs
PERTURB_RATE = 0.3  # share of API calls made with wrong arguments or inputs

# Known defects (../shared/reliability/README.md), being fixed: a failure
# matching one is reported under its name. (regex on "target outcome detail labels")
KNOWN = (
    (r"^\S+ lost a truncated file .* was accepted", "truncated BEF loads/runs"),
    (r"values\.py:format_result|int\(\) argument must be .*Chain", "result types that lie"),
    (r"a task on the work queue raised", "work-queue task exceptions"),
    (r"RecursionError.*(async_value|IndirectAsyncValue)", "async recursion on mstd"),
    (r"entry_function|ir\.DictAttr", "tf.entry_function attr ValueError"),
    (r"struct\.error|gen\.tf-op-chain:(1[7-9]|[2-9]\d)\d{3}", "op chains > 16,380 ops"),
    (r"SIGSEGV.*(MLIR Parser|parse_module|compiler\.py.* _parse)", "nesting > ~2,500 regions"),
    (r"MemoryError.*(bef_emitter|huge-splat)", "huge splats MemoryError"),
)


_PYTHON_EXCEPTION = re.compile(
    r"\b(RecursionError|MemoryError|TypeError|ValueError|KeyError|IndexError|AttributeError|"
    r"ZeroDivisionError|OverflowError|UnicodeDecodeError|AssertionError|struct\.error)\b")


@dataclass
class Corpus:
    bef: list
    tf: list
    tfrt: list

    @classmethod
    def build(cls, cache: pathlib.Path) -> "Corpus":
        mlir = corpus_mod.mlir_seeds()
        bef = corpus_mod.bef_seeds(cache, mlir)
        return cls(bef, [s for s in mlir if s.dialect == "tf"],
                   [s for s in mlir if s.dialect == "tfrt"])


def make_case(corpus: Corpus, seed: int, index: int, target: str | None = None,
              stress_rate: float = STRESS_RATE) -> Case:
    rng = random.Random(f"{seed}-{index}")
    if target is None:
        target = rng.choices(list(TARGET_WEIGHTS), list(TARGET_WEIGHTS.values()))[0]
    case_id = f"{seed}-{index}"
    queue = rng.choice(("s", "mstd"))
    if target in BEF_TARGETS:
        s = rng.choice([s for s in corpus.bef if s.inputs] if target == "tfrt-run" else corpus.bef)
        data, labels = mutate_bef(s.data, rng, donors=[d.data for d in corpus.bef])
        case = Case(target, data, s.name, labels, case_id,
                    expect_error=labels[0].startswith("bef.truncate"))
        if target == "bef-executor":
            case.args = ["--work-queue-type", queue]
        elif target == "tfrt-translate.bef":
            case.args = [rng.choice(("--dump", "--bef-to-mlir"))]
        elif target == "tfrt-run":
            case.args = [a for path in s.inputs for a in ("--input", path)] + \
                ["--work-queue-type", queue]
        else:
            case.options = {"work_queue": queue, "from_path": rng.random() < 0.3}
            if rng.random() < 0.1:  # odd deadlines: past, NaN, beyond what a timer takes
                case.options["timeout"] = rng.choice((0, -1, "nan", 1e10))
            if s.inputs:
                case.options["model_inputs"] = s.inputs
            if rng.random() < PERTURB_RATE:
                case.options["perturb"] = rng.randrange(1 << 30)
        return case
    if target in ("api.compile", "tfrt-compile"):
        dialect = "tf"
    elif target in ("api.mlir", "tfrt-translate.mlir"):
        dialect = "tfrt"
    else:
        dialect = rng.choice(("tf", "tfrt"))
    if rng.random() < stress_rate:
        text, label, _ = generate(rng, dialect)
        origin, labels, flags = label, [label], ["--tf-to-tfrt-pipeline"] if dialect == "tf" else []
    else:
        seeds = corpus.tf if dialect == "tf" else corpus.tfrt
        s = rng.choice(seeds)
        text, labels = mutate_mlir(s.data.decode(), rng, donors=[d.data.decode() for d in
                                                                 rng.sample(seeds, 3)])
        origin, flags = s.name, s.opt_flags
    case = Case(target, text.encode(), origin, labels, case_id)
    if target == "tfrt-opt":
        case.args = list(flags)
    elif target == "tfrt-compile":
        case.args = ["--no-fuse"] if rng.random() < 0.3 else []
    elif target == "tfrt-translate.mlir":
        case.args = ["--work-queue-type", queue]
    else:
        case.options = {"work_queue": queue, "fuse": rng.random() < 0.7}
        if target == "api.compile" and rng.random() < PERTURB_RATE:
            case.options["perturb"] = rng.randrange(1 << 30)
    return case


def stress_case(target: str, generator, size=None, seed: int = 0) -> Case:
    """A generated input of a given size for `target` (the short run's fixed stress cases)."""
    text, label, dialect = generator(random.Random(seed), size)
    case = Case(target, text.encode(), label, [label], f"{label}-{target}")
    if target == "tfrt-opt" and dialect == "tf":
        case.args = ["--tf-to-tfrt-pipeline"]
    return case


def known_defect(case: Case, result: Result) -> str | None:
    text = f"{case.target} {result.outcome} {result.detail} {' '.join(case.labels)} {case.origin}"
    for pattern, name in KNOWN:
        if re.search(pattern, text):
            return name
    return None


def group_key(case: Case, result: Result) -> str:
    """Failures with the same key most likely share a root cause."""
    detail = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", result.detail)
    detail = re.sub(r"[^\s:'\"]+\.mlir:\d+:\d+", "LOC", detail)  # one group for every file
    detail = re.sub(r"\d+", "N", detail)[:140]
    target = "api" if case.target.startswith("api.") else case.target
    return f"{target} | {result.outcome} | {detail}"


def save_failure(out: pathlib.Path, case: Case, result: Result, key: str) -> pathlib.Path:
    slug = re.sub(r"[^\w.-]+", "_", key)[:80]
    d = out / result.outcome / slug
    d.mkdir(parents=True, exist_ok=True)
    path = d / f"{case.case_id}{case.suffix}"
    path.write_bytes(case.data)
    fields = {k: v for k, v in case.__dict__.items() if k != "data"}
    path.with_suffix(".json").write_text(json.dumps(fields | {"suffix": case.suffix}, indent=1))
    path.with_suffix(".txt").write_text(
        f"target:  {case.target}\ncommand: {result.command}\norigin:  {case.origin}\n"
        f"labels:  {' '.join(case.labels)}\ncase:    {case.case_id}\noutcome: {result.outcome}\n"
        f"detail:  {result.detail}\n\n--- stderr ---\n{result.stderr}\n")
    return path


class Report:
    """Counts by target and outcome, and failures grouped by key."""

    def __init__(self, out: pathlib.Path | None = None, examples_per_group: int = 5):
        self.out = out
        self.counts = collections.Counter()
        self.by_target = collections.defaultdict(collections.Counter)
        self.groups: dict[str, dict] = {}
        self.examples_per_group = examples_per_group
        self.leaky = collections.Counter()  # documented errors whose message is a Python one

    def add(self, case: Case, result: Result, again: Result | None = None):
        """`again`: the same case run alone (see Runner.confirm), if it was."""
        self.counts[result.outcome] += 1
        self.by_target[case.target][result.outcome] += 1
        if result.outcome == "error" and _PYTHON_EXCEPTION.search(result.detail.split(":", 1)[-1]):
            self.leaky[group_key(case, result)] += 1
        if not result.failed:
            return
        key = group_key(case, result)
        g = self.groups.setdefault(key, {"count": 0, "known": known_defect(case, result),
                                         "examples": [], "case": case, "result": result,
                                         "not_reproduced": 0})
        g["count"] += 1
        if again is not None and again.outcome != result.outcome:
            g["not_reproduced"] += 1
        if self.out is not None and len(g["examples"]) < self.examples_per_group:
            g["examples"].append(str(save_failure(self.out, case, result, key)))

    @property
    def failures(self) -> int:
        return sum(self.counts[o] for o in FAILURES)

    def text(self) -> str:
        lines = ["outcomes: " + ", ".join(f"{o} {self.counts[o]}" for o in OUTCOMES)]
        width = max((len(t) for t in self.by_target), default=0)
        for target in sorted(self.by_target):
            c = self.by_target[target]
            lines.append(f"  {target:<{width}}  " + ", ".join(
                f"{o} {c[o]}" for o in OUTCOMES if c[o]))
        if self.groups:
            lines.append(f"{len(self.groups)} distinct failures:")
            for key, g in sorted(self.groups.items(), key=lambda kv: -kv[1]["count"]):
                known = f"  [known: {g['known']}]" if g["known"] else ""
                if g["not_reproduced"]:
                    known += f"  [{g['not_reproduced']} not reproduced when run alone]"
                case = g["case"]
                lines.append(f"  {g['count']:5d}  {key}{known}")
                lines.append(f"         e.g. case {case.case_id} ({case.target}, {case.origin}, "
                             f"{' '.join(case.labels)})"
                             + (f": {g['examples'][0]}" if g["examples"] else ""))
        if self.leaky:
            lines.append("documented errors whose message names a Python exception (not failures):")
            lines += [f"  {n:5d}  {key}" for key, n in self.leaky.most_common(15)]
        return "\n".join(lines)

    def summary(self) -> dict:
        return {"counts": dict(self.counts),
                "by_target": {t: dict(c) for t, c in self.by_target.items()},
                "errors_naming_python_exceptions": dict(self.leaky),
                "failures": [{"key": k, "count": g["count"], "known": g["known"],
                              "not_reproduced": g["not_reproduced"], "examples": g["examples"]}
                             for k, g in self.groups.items()]}


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="python -m fuzz", description="a long fuzz campaign")
    p.add_argument("--count", type=int, default=int(os.environ.get("FUZZ_COUNT", 20000)))
    p.add_argument("--seed", type=int, default=int(os.environ.get("FUZZ_SEED", 1)))
    p.add_argument("--start", type=int, default=0, help="first case index")
    p.add_argument("--jobs", type=int, default=int(os.environ.get("FUZZ_JOBS", 2)))
    p.add_argument("--targets", default=os.environ.get("FUZZ_TARGETS", ""),
                   help="comma-separated subset of " + ", ".join(TARGET_WEIGHTS))
    p.add_argument("--out", default=os.environ.get("FUZZ_OUT", str(corpus_mod.REPO / "build" /
                                                                  "fuzz-failures")))
    p.add_argument("--case", help="run one case (SEED-INDEX[:TARGET]) and print it")
    p.add_argument("--rerun", metavar="CASE.json", help="run a saved failing case again")
    p.add_argument("--reduce", metavar="CASE.json",
                   help="shrink a saved failing case (writes CASE.min.<suffix>)")
    args = p.parse_args(argv)

    if args.rerun or args.reduce:
        from fuzz.reduce import load_case, reduce

        path = pathlib.Path(args.rerun or args.reduce)
        case = load_case(path)
        runner = Runner(1)
        try:
            result = runner.run(case)
            print(f"{result.outcome}: {result.detail}\n{result.command}")
            if args.reduce and result.failed:
                small = reduce(case, group_key(case, result), runner, group_key)
                out = path.with_suffix(".min" + case.suffix)
                out.write_bytes(small.data)
                print(f"{len(case.data)} -> {len(small.data)} bytes: {out}")
        finally:
            runner.close()
        return 0

    cache = corpus_mod.REPO / "build" / "fuzz-corpus"
    t0 = time.monotonic()
    corpus = Corpus.build(cache)
    print(f"corpus: {len(corpus.bef)} BEF, {len(corpus.tf)} TF and {len(corpus.tfrt)} tfrt MLIR "
          f"seeds ({time.monotonic() - t0:.0f} s)", flush=True)
    targets = [t for t in args.targets.split(",") if t]
    for t in targets:
        if t not in TARGET_WEIGHTS:
            p.error(f"unknown target {t}")
    runner = Runner(args.jobs)
    if args.case:
        spec, _, target = args.case.partition(":")
        seed, index = map(int, spec.split("-"))
        case = make_case(corpus, seed, index, target or None)
        result = runner.run(case)
        runner.close()
        print(f"{case.target} {case.origin} {' '.join(case.labels)}\n{result.outcome}: "
              f"{result.detail}\n{result.command}\n{result.stderr}")
        return 0

    out = pathlib.Path(args.out)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    report = Report(out)

    def cases():
        for i in range(args.start, args.start + args.count):
            rng = random.Random(f"target-{args.seed}-{i}")
            yield make_case(corpus, args.seed, i, rng.choice(targets) if targets else None)

    done = 0

    def progress(case, result):
        nonlocal done
        done += 1
        report.add(case, result, runner.confirm(case) if result.failed else None)
        if done % 500 == 0:
            print(f"[{done}/{args.count} {time.monotonic() - t0:.0f} s] " +
                  ", ".join(f"{o} {report.counts[o]}" for o in OUTCOMES if report.counts[o]),
                  flush=True)

    try:
        runner.map(cases(), progress)
    finally:
        runner.close()
    (out / "summary.json").write_text(json.dumps(report.summary(), indent=1))
    print(f"\n{done} inputs in {time.monotonic() - t0:.0f} s, seed {args.seed}")
    print(report.text())
    print(f"failing inputs: {out}/<outcome>/<group>/ (input + .txt with command and stderr)")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
