"""The fuzz tier's short run: fixed seeds, the same inputs every time.

Mutated BEF files (made by tfrt-translate from the lit tests, and by
tfrt-compile from small models), mutated MLIR (lit parts and the reference
models) and generated stress inputs go through bef-executor, tfrt-translate,
tfrt-opt, tfrt-compile and the Python APIs, each in a subprocess under a
memory and a time limit (test/fuzz/harness.py). None may crash, hang, raise an
undocumented exception, lose a result, exit without a clear `error:` line, or
(for the emitter) write a file the reader rejects. `make fuzz` runs the same
machinery for as long as asked.
"""

import functools
import json
import random
import sys

import pytest
from conftest import REPO, TOOLS

sys.path.insert(0, str(REPO / "test"))

from fuzz import generators as gen  # noqa: E402
from fuzz import harness  # noqa: E402
from fuzz.campaign import Corpus, Report, group_key, make_case, stress_case  # noqa: E402
from fuzz.mutators import (  # noqa: E402
    HEADER_SIZE, assemble, fix_header, mutate_bef, mutate_mlir, section_parts, sections,
)
from fuzz.reduce import reduce  # noqa: E402

SEED = 20261123
# Inputs per target: about two minutes on two cores, most of it in the tools'
# start-up (each tool case is a new process).
CASES = {"api.bef": 500, "api.mlir": 150, "api.compile": 80, "tfrt-opt": 150,
         "bef-executor": 30, "tfrt-translate.bef": 10, "tfrt-translate.mlir": 12,
         "tfrt-compile": 12, "tfrt-run": 8}
# Generated inputs at the sizes that broke before, through the target that broke.
STRESS = [
    ("tfrt-opt", gen.tf_nested_if, 3000),
    # MLIR's dense parser asserts on this: the tools stop it first (a located error).
    ("tfrt-opt", gen.tf_huge_splat, "3037000500x3037000500"),
    ("tfrt-opt", gen.tf_huge_splat, "100000000000"),
    ("tfrt-compile", gen.tf_op_chain, 17000),
    ("api.compile", gen.tf_huge_splat, "100000000000"),
    ("api.compile", gen.tf_call_chain, 100),
    ("api.compile", gen.tf_wide, 1000),
    ("api.mlir", gen.tfrt_nested_regions, 4000),
    ("api.mlir", gen.tfrt_call_chain, 3000),
    ("api.mlir", gen.tfrt_wide, 70000),
    ("api.mlir", gen.tfrt_deep_location, 65),
    ("tfrt-translate.mlir", gen.tfrt_deep_location, 1000),
    ("api.mlir", gen.tfrt_deep_attribute, 65),
    ("tfrt-translate.mlir", gen.tfrt_long_chain, 17000),
    # A deadline holds whatever the loop: bef-executor --timeout and timeout=.
    ("tfrt-translate.mlir", functools.partial(gen.tfrt_long_loop, kind="repeat"), 2**31 - 1),
    ("api.mlir", functools.partial(gen.tfrt_long_loop, kind="parallel_for"), 3_000_000),
]
STRESS_LIMIT = 30  # seconds: a deadline of 5 s, start-up and a loaded machine


TOOL_NAMES = ("bef-executor", "tfrt-translate", "tfrt-opt", "tfrt-compile")


@pytest.fixture(scope="module")
def corpus():
    missing = [t for t in TOOL_NAMES if not (TOOLS / t).exists()]
    if missing:  # a fuzz run without the tools would pass vacuously
        pytest.fail(f"{', '.join(missing)} not built in {TOOLS}; run `make build`")
    c = Corpus.build(REPO / "build" / "fuzz-corpus")
    assert len(c.bef) >= 20 and len(c.tf) >= 100 and len(c.tfrt) >= 50, "seed corpus too small"
    return c


@pytest.fixture
def runner():
    r = harness.Runner(jobs=2)
    yield r
    r.close()


def test_mutations_are_deterministic(corpus):
    bef, text = corpus.bef[0].data, corpus.tfrt[0].data.decode()
    for seed in range(20):
        assert mutate_bef(bef, random.Random(seed)) == mutate_bef(bef, random.Random(seed))
        assert mutate_mlir(text, random.Random(seed)) == mutate_mlir(text, random.Random(seed))
    assert len({mutate_bef(bef, random.Random(s))[0] for s in range(20)}) > 15
    assert make_case(corpus, 3, 4).data == make_case(corpus, 3, 4).data


def test_reframing_a_seed_gives_it_back(corpus):
    """The structure-aware mutators rebuild files with `assemble`: on an
    unchanged file it must reproduce the writer's framing byte for byte."""
    for seed in corpus.bef:
        data = seed.data
        table = sections(data)
        assert table and table[-1].end == len(data), seed.name
        again = assemble(data[:HEADER_SIZE], section_parts(data, table))
        assert fix_header(again) == data, seed.name


def test_the_classifier_sees_every_outcome():
    py = [sys.executable, "-c"]
    cases = {
        "import os; os.abort()": "crash",
        "import time; time.sleep(30)": "hang",
        "raise KeyError('x')": "exception",
        "import sys; print('tool: error: bad input', file=sys.stderr); sys.exit(1)": "error",
        "import sys; print('f.mlir:1:2: error: bad', file=sys.stderr); sys.exit(1)": "error",
        "import sys; print('bad input', file=sys.stderr); sys.exit(1)": "unclear",
        "import sys; sys.exit(2)": "unclear",
        "print('fine')": "ran",
    }
    for code, outcome in cases.items():
        status, out, err = harness.run_process(py + [code], time_limit=2)
        assert harness.classify_tool(status, out, err)[0] == outcome, code
    running = "--- Running 'f':\n--- Running 'g':\n'g' returned 1\n"
    assert harness.lost_results(running, {"f": 1, "g": 1})
    assert harness.lost_results("--- Running 'f':\nint32 = 1\n", {"f": 1})
    assert not harness.lost_results(running, {"f": 0, "g": 1})


def test_a_crashed_or_hung_worker_is_replaced(tmp_path):
    worker = harness.Worker(str(tmp_path))

    def run(kind, limit=None):
        return worker.run(harness.Case("api.selftest", kind.encode(), "test", [], kind,
                                       limit=limit)).outcome

    try:
        assert run("ok") == "ran"
        assert run("crash") == "crash"
        assert run("ok") == "ran"
        assert run("raise") == "exception"
        assert run("hang", limit=2) == "hang"
        assert run("ok") == "ran"
    finally:
        worker.stop()


def test_reduce_keeps_the_failure(runner):
    case = harness.Case("api.selftest", b"line one\nand raise here\nline three\n", "test", [], "r")
    result = runner.run(case)
    assert result.outcome == "exception"
    small = reduce(case, group_key(case, result), runner, group_key, max_runs=200)
    assert small.data == b"raise"


def test_short_campaign(corpus, runner, capsys):
    cases = [make_case(corpus, SEED, i, target) for target, n in CASES.items() for i in range(n)]
    report = Report()
    runner.map(cases, report.add)
    with capsys.disabled():
        print(f"\nfuzz ({len(cases)} inputs, seed {SEED}):\n{report.text()}")
    assert report.failures == 0, report.text()
    assert report.counts["skipped"] == 0, report.text()  # a skipped input was not tested


def _stress_id(value):
    if isinstance(value, functools.partial):
        return f"{value.func.__name__}-{value.keywords['kind']}"
    return getattr(value, "__name__", str(value)[:20])


REGRESSIONS = sorted((REPO / "test" / "fuzz" / "regressions").glob("*.mlir"))


@pytest.mark.parametrize("path", REGRESSIONS, ids=lambda p: p.stem)
def test_regression_input(runner, tmp_path, path):
    """Minimized inputs that broke a promise in a campaign; the first line
    says through what (`// fuzz: TARGET [worker options] -- what happened`).
    For a BEF target the file is translated first."""
    header = path.read_text().split("\n", 1)[0].removeprefix("// fuzz: ")
    target, _, options = header.split(" -- ", 1)[0].partition(" ")
    data = path.read_bytes()
    if target in ("bef-executor", "tfrt-run", "api.bef"):
        bef = tmp_path / "input.bef"
        status, _, err = harness.run_process(
            [str(TOOLS / "tfrt-translate"), "--mlir-to-bef", str(path), "-o", str(bef)], 60)
        assert status == 0, err
        data = bef.read_bytes()
    result = runner.run(harness.Case(target, data, path.name, [], path.stem, limit=STRESS_LIMIT,
                                     options=json.loads(options) if options else {}))
    assert not result.failed, \
        f"{result.outcome}: {result.detail}\n{result.command}\n{result.stderr}"


@pytest.mark.parametrize("target, generator, size", STRESS, ids=_stress_id)
def test_stress_input(runner, target, generator, size):
    case = stress_case(target, generator, size)
    case.limit = STRESS_LIMIT
    result = runner.run(case)
    assert not result.failed, \
        f"{result.outcome}: {result.detail}\n{result.command}\n{result.stderr}"
