"""Prints every requirement of a development environment, one per line.

pyproject.toml is the single list: build-system requirements, the project's
dependencies (the runtime) and its `compiler`, `test`, `tf` and `scipy` extras (the TF
front end's tests are part of the suite), and ninja, make's CMake generator
(scikit-build-core adds it to a wheel build itself). An extra's reference to
another (`tfrt[compiler]`) is left out: its requirements are listed already.
"""

import pathlib
import tomllib

pyproject = tomllib.loads((pathlib.Path(__file__).parent.parent / "pyproject.toml").read_text())
extras = pyproject["project"]["optional-dependencies"]
requirements = (
    pyproject["build-system"]["requires"]
    + pyproject["project"]["dependencies"]
    + extras["compiler"]
    + extras["test"]
    + extras["tf"]
    + extras["scipy"]
    + ["ninja"]
)
own = pyproject["project"]["name"] + "["
print("\n".join(r for r in dict.fromkeys(requirements) if not r.startswith(own)))
