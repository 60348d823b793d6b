"""Re-packs the distributions a tfrt wheel depends on, as this environment has
them installed, into wheels: a fresh venv then installs tfrt and its
dependencies with `pip install --no-index --find-links DIR`, offline, with the
very files the build used.

    python test/wheel/wheelhouse.py DIR dist/tfrt-0.1.0-cp311-...whl [--extra compiler]

Takes the wheel's base requirements and those of each --extra, then their own
requirements, transitively. A wheel already in DIR is kept.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import pathlib
import re
import sys
import zipfile
from email.parser import Parser
from importlib import metadata

# Installation records, not part of a wheel (pip writes them anew).
_INSTALL_RECORDS = {"RECORD", "INSTALLER", "REQUESTED", "direct_url.json"}


def requirement_names(requires: list[str], extras: set[str]) -> list[str]:
    """The names of `requires` (Requires-Dist values) that apply with `extras`."""
    names = []
    for requirement in requires:
        spec, _, marker = requirement.partition(";")
        extra = re.search(r"\bextra\s*==\s*['\"]([\w.-]+)['\"]", marker)
        if extra is None or extra[1] in extras:
            names.append(re.match(r"\s*([\w.-]+)", spec)[1])
    return names


def closure(names: list[str]) -> list[metadata.Distribution]:
    """The installed distributions of `names` and of everything they require."""
    found: dict[str, metadata.Distribution] = {}
    while names:
        name = names.pop()
        dist = metadata.distribution(name)  # PackageNotFoundError: not installed here
        key = dist.metadata["Name"].lower().replace("_", "-")
        if key not in found:
            found[key] = dist
            names += requirement_names(dist.requires or [], set())
    return list(found.values())


def dist_info(dist: metadata.Distribution) -> pathlib.Path:
    """The installed `.dist-info` folder of `dist`."""
    record = next(f for f in dist.files if f.name == "METADATA" and f.parent.suffix == ".dist-info")
    return pathlib.Path(dist.locate_file(record.parent))


def wheel_name(dist: metadata.Distribution) -> str:
    """`name-version-py-abi-platform.whl`, from the tags of its WHEEL file."""
    info = dist_info(dist)
    tags = Parser().parsestr(dist.read_text("WHEEL")).get_all("Tag")
    parts = [dict.fromkeys(t.split("-")[i] for t in tags) for i in range(3)]
    return f"{info.name.removesuffix('.dist-info')}-{'-'.join('.'.join(p) for p in parts)}.whl"


def repack(dist: metadata.Distribution, out: pathlib.Path) -> None:
    """Writes `dist` as the wheel `out` (stored, not compressed: it is read once)."""
    info = dist_info(dist)
    site = info.parent.resolve()
    data = f"{info.name.removesuffix('.dist-info')}.data/data/"
    prefix = pathlib.Path(sys.prefix).resolve()
    record = []
    with zipfile.ZipFile(out.with_suffix(".tmp"), "w", zipfile.ZIP_STORED) as wheel:
        for file in dist.files:
            path = pathlib.Path(dist.locate_file(file)).resolve()
            if "__pycache__" in file.parts or (file.name in _INSTALL_RECORDS and file.parent.name == info.name):
                continue
            if path.is_relative_to(site):
                name = path.relative_to(site).as_posix()
            elif path.is_relative_to(prefix / "bin"):
                continue  # console scripts: pip writes them from entry_points.txt
            else:  # installed beside site-packages (a library in the env's lib/)
                name = data + path.relative_to(prefix).as_posix()
            content = path.read_bytes()
            wheel.writestr(name, content)
            digest = base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b"=")
            record.append(f"{name},sha256={digest.decode()},{len(content)}")
        record.append(f"{info.name}/RECORD,,")
        wheel.writestr(f"{info.name}/RECORD", "\n".join(record) + "\n")
    out.with_suffix(".tmp").rename(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", type=pathlib.Path)
    parser.add_argument("wheel", type=pathlib.Path, help="the tfrt wheel whose dependencies to pack")
    parser.add_argument("--extra", action="append", default=[], help="also this extra's requirements")
    args = parser.parse_args()
    with zipfile.ZipFile(args.wheel) as wheel:
        name = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
        requires = Parser().parsestr(wheel.read(name).decode()).get_all("Requires-Dist") or []
    args.directory.mkdir(parents=True, exist_ok=True)
    try:
        dists = closure(requirement_names(requires, set(args.extra)))
    except metadata.PackageNotFoundError as e:
        sys.exit(f"wheelhouse: error: {e.name} is required but not installed in {sys.prefix}")
    for dist in dists:
        out = args.directory / wheel_name(dist)
        if not out.exists():
            repack(dist, out)
        print(f"{out.name}: {out.stat().st_size / 1e6:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
