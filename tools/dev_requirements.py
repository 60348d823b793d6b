"""Prints every requirement of a development environment, one per line.

pyproject.toml is the single list: build-system requirements, the project's
dependencies, its `test` extra and its `tf` extra (the TF front end's tests
are part of the suite).
"""

import pathlib
import tomllib

pyproject = tomllib.loads((pathlib.Path(__file__).parent.parent / "pyproject.toml").read_text())
requirements = (
    pyproject["build-system"]["requires"]
    + pyproject["project"]["dependencies"]
    + pyproject["project"]["optional-dependencies"]["test"]
    + pyproject["project"]["optional-dependencies"]["tf"]
)
print("\n".join(dict.fromkeys(requirements)))
