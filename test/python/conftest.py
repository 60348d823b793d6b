"""Shared fixtures: where the reference models and the built tools are."""

import os
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
SHARED = pathlib.Path(os.environ.get("TFRT_SHARED_DIR", REPO.parent / "shared"))
MODELS = SHARED / "models"
TOOLS = pathlib.Path(os.environ.get("TFRT_TOOLS_DIR", REPO / "build" / "bin"))

if not MODELS.is_dir():
    raise pytest.UsageError(f"reference models not found at {MODELS}; set TFRT_SHARED_DIR")

MODEL_FILES = sorted(MODELS.glob("*/*.mlir"))


@pytest.fixture(scope="session")
def tfrt_opt() -> pathlib.Path:
    path = TOOLS / "tfrt-opt"
    if not path.exists():
        raise pytest.UsageError(f"{path} is not built; run `make build`")
    return path


def lower_with_tools(src, bef, *, fuse: bool = True) -> pathlib.Path:
    """`tfrt-opt --tf-to-tfrt-pipeline src | tfrt-translate --mlir-to-bef -o bef`:
    BEF without a Signatures section, so nothing checks the inputs but the ops."""
    import subprocess

    lowered = subprocess.run(
        [TOOLS / "tfrt-opt", "--mlir-print-debuginfo",
         f"--tf-to-tfrt-pipeline=fuse={str(fuse).lower()}", src],
        check=True, capture_output=True).stdout
    subprocess.run([TOOLS / "tfrt-translate", "--mlir-to-bef", "-", "-o", bef],
                   input=lowered, check=True, capture_output=True)
    return pathlib.Path(bef)
