"""Seed corpora, made from the project's own files when a run starts.

MLIR seeds: every `// -----` part of test/lit/**/*.mlir (with the tfrt-opt
flags of its RUN line) and the reference models (../shared/models/*/*.mlir).
BEF seeds: the tfrt-dialect parts translated by tfrt-translate (in one
subprocess: `python -m fuzz.corpus OUT_DIR PART...`, the tool's own main per
part), plus a few small models compiled by tfrt-compile. Nothing binary is
committed.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import pathlib
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass, field

REPO = pathlib.Path(os.environ.get("TFRT_REPO", pathlib.Path(__file__).resolve().parents[2]))
FUZZ_PATH = pathlib.Path(__file__).resolve().parents[1]  # what PYTHONPATH needs for `fuzz`
SHARED = pathlib.Path(os.environ.get("TFRT_SHARED_DIR", REPO.parent / "shared"))
TOOLS = pathlib.Path(os.environ.get("TFRT_TOOLS_DIR", REPO / "build" / "bin"))
PYTHON = pathlib.Path(sys.executable)  # the campaign's own interpreter runs the workers


def python_path() -> str:
    """PYTHONPATH for a child that imports `fuzz`: this folder, then the caller's."""
    return os.pathsep.join(filter(None, [str(FUZZ_PATH), os.environ.get("PYTHONPATH")]))
SPLIT = "// -----"
# Small models compiled into BEF seeds (the big ones add weights, not structure).
BEF_MODELS = ("scalar/fn_std.mlir", "cond/fn_std.mlir", "while/fn_std.mlir",
              "v1_cond_while/gd_io_std.mlir", "cnn/fn_unfrozen_std.mlir")


LIT_ONLY_FLAGS = ("-split-input-file", "--split-input-file", "-verify-diagnostics",
                  "--verify-diagnostics", "-o", "--o")


@dataclass
class Seed:
    name: str  # file, and '#part' for a split file
    data: bytes
    dialect: str  # "tf" (for the TF pipeline), "tfrt" (for tfrt-translate), "bef"
    opt_flags: list[str] = field(default_factory=list)
    inputs: list[str] = field(default_factory=list)  # a compiled model's .npy inputs


def model_inputs(model: pathlib.Path) -> list[str]:
    """The reference input set 0 of a model folder, in argument order (meta.json)."""
    import json

    meta = json.loads((model / "meta.json").read_text())
    names = [i["name"] for i in meta.get("inputs", [])] or \
        meta.get("import_graphdef_args", {}).get("input_names", [])
    paths = [model / f"input_0_{name}.npy" for name in names]
    return [str(p) for p in paths] if all(p.exists() for p in paths) else []


def _run_lines(text: str) -> list[str]:
    """RUN commands as lit reads them: a line ending in `\\` goes on in the next RUN line."""
    runs, pending = [], ""
    for m in re.finditer(r"//\s*RUN:\s*(.*)", text):
        line = m.group(1).rstrip()
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        runs.append(pending + line)
        pending = ""
    return runs + ([pending] if pending else [])


_REDIRECTION = re.compile(r"\d*>&\d+|\d*>>?\s*\S+|<\s*\S+")


def _opt_flags(runs: list[str]) -> list[str]:
    """The flags of the first `tfrt-opt %s ...` RUN line, without the lit-only ones."""
    for run in runs:
        try:  # the first command of the line: up to a pipe, `&&`, `;` or a redirection
            lexer = shlex.shlex(_REDIRECTION.sub(" ", run), posix=True, punctuation_chars=True)
            lexer.whitespace_split = True
            words = list(itertools.takewhile(lambda w: not set(w) <= set("|&;<>()"), lexer))
        except ValueError:  # not shell words (an unbalanced quote): not a tfrt-opt line we can use
            continue
        if words and words[0] == "tfrt-opt":
            flags, skip = [], False
            for w in words[1:]:
                if skip or w.startswith("%") or w in LIT_ONLY_FLAGS:
                    skip = w in ("-o", "--o")  # and its value
                    continue
                flags.append(w)
            return flags
    return []


def _dialect(path: pathlib.Path) -> str:
    return "tf" if path.parent.name in ("passes", "tf", "tf_executor") else "tfrt"


def mlir_seeds() -> list[Seed]:
    seeds = []
    for path in sorted((REPO / "test" / "lit").rglob("*.mlir")):
        text = path.read_text()
        runs = _run_lines(text)
        rel = path.relative_to(REPO)
        parts = re.split(r"(?m)^// -----\s*$", text)
        for i, part in enumerate(parts):
            if part.strip():
                name = f"{rel}#{i}" if len(parts) > 1 else str(rel)
                seeds.append(Seed(name, part.encode(), _dialect(path), _opt_flags(runs)))
    for path in sorted((SHARED / "models").glob("*/*.mlir")):
        seeds.append(Seed(f"models/{path.parent.name}/{path.name}", path.read_bytes(), "tf",
                          ["--tf-to-tfrt-pipeline", "--allow-unregistered-dialect"]))
    return seeds


def bef_seeds(cache: pathlib.Path, mlir: list[Seed] | None = None) -> list[Seed]:
    """BEF files of the tfrt-dialect parts and the small models, made by the
    tools once per content (cached under `cache`: emitter or parts changed ->
    new files)."""
    mlir = mlir_seeds() if mlir is None else mlir
    parts = [s for s in mlir if s.dialect == "tfrt"]
    models = [SHARED / "models" / m for m in BEF_MODELS if (SHARED / "models" / m).exists()]
    digest = hashlib.sha256()
    for s in parts:
        digest.update(s.data)
    for p in models:
        digest.update(p.read_bytes())
    for p in sorted((REPO / "bef_emitter").glob("*.py")) + [REPO / "runtime/bef/format.py"]:
        digest.update(p.read_bytes())
    out = cache / digest.hexdigest()[:16]
    if not (out / "done").exists():
        out.mkdir(parents=True, exist_ok=True)
        sources = []
        for i, s in enumerate(parts):
            src = out / f"part{i:03d}.mlir"
            src.write_bytes(s.data)
            (out / f"part{i:03d}.name").write_text(s.name)
            sources.append(str(src))
        env = dict(os.environ, PYTHONPATH=python_path())
        subprocess.run([str(PYTHON), "-m", "fuzz.corpus", str(out)] + sources, env=env,
                       check=True, timeout=600)
        for m in models:
            bef = out / f"model-{m.parent.name}-{m.stem}.bef"
            subprocess.run([str(TOOLS / "tfrt-compile"), str(m), "-o", str(bef)],
                           capture_output=True, timeout=300)
        (out / "done").write_text("")
    seeds = []
    for bef in sorted(out.glob("*.bef")):
        name_file = bef.with_suffix(".name")
        name = name_file.read_text() if name_file.exists() else bef.name
        inputs = []
        if bef.name.startswith("model-") and "unfrozen" not in bef.name:
            inputs = model_inputs(SHARED / "models" / bef.name[len("model-"):].split("-")[0])
        seeds.append(Seed(name, bef.read_bytes(), "bef", inputs=inputs))
    return seeds


def _translate_parts(out: str, sources: list[str]) -> None:
    """tfrt-translate --mlir-to-bef on each part, in this one process (the
    parts that do not translate, e.g. expected-error tests, give no seed)."""
    import contextlib
    import io

    from tfrt.tools.translate import main

    for src in sources:
        try:
            with contextlib.redirect_stderr(io.StringIO()):
                main(["--mlir-to-bef", src, "-o", src[:-len(".mlir")] + ".bef"])
        except Exception as e:  # a seed less; the tool's own tests cover it
            print(f"fuzz.corpus: {src}: {type(e).__name__}: {e}", file=sys.stderr)


if __name__ == "__main__":
    _translate_parts(sys.argv[1], sys.argv[2:])
