"""`tfrt-opt` for installed packages: runs the bundled C++ binary."""

import os
import pathlib
import sys

import tfrt


def main() -> None:
    for directory in tfrt.__path__:
        binary = pathlib.Path(directory, "_bin", "tfrt-opt")
        if binary.exists():
            os.execv(binary, [str(binary), *sys.argv[1:]])
    sys.exit("tfrt-opt: error: the tfrt-opt binary is not in this installation (run `make build`)")


if __name__ == "__main__":
    main()
