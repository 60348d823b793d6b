"""tfrt-import: a TensorFlow model -> TF-dialect MLIR, on TensorFlow's own importer.

    tfrt-import SAVED_MODEL_DIR [--signature NAME] [--tags serve] [-o out.mlir]
    tfrt-import model.keras [-o out.mlir]         # or a legacy .h5 Keras file

A SavedModel directory is imported by signature (tfrt.tf_import.saved_model_to_mlir);
a Keras file is loaded and saved with a serving_default signature first
(tfrt.tf_import.tf_to_mlir). The MLIR goes to stdout or to -o; `tfrt-compile`
and `tfrt.compile` take it. Needs TensorFlow (pip install 'tfrt[tf]'). Errors:
one `tfrt-import: error: ...` line on stderr, exit 1.
"""

from __future__ import annotations

import argparse
import os
import sys

KERAS_SUFFIXES = (".keras", ".h5", ".hdf5")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tfrt-import", description=__doc__.splitlines()[0])
    parser.add_argument("model", help="a SavedModel directory, or a Keras file (.keras, .h5)")
    parser.add_argument("-o", "--output", help="the MLIR file to write (default: stdout)")
    parser.add_argument("--signature", default="serving_default",
                        help="the SavedModel signature key, or a v2 SavedModel's function path "
                             "(default: serving_default)")
    parser.add_argument("--tags", default="serve",
                        help="the MetaGraph's tags, comma-separated (default: serve)")
    args = parser.parse_args(argv)

    def fail(message: str) -> int:
        print(f"tfrt-import: error: {message}", file=sys.stderr)
        return 1

    from tfrt import tf_import

    try:
        if args.model.endswith(KERAS_SUFFIXES) and not os.path.isdir(args.model):
            if args.signature != "serving_default" or args.tags != "serve":
                return fail("--signature and --tags are for SavedModel directories")
            text = tf_import.tf_to_mlir(tf_import.load_keras(args.model))
        else:
            text = tf_import.saved_model_to_mlir(args.model, args.signature, tags=args.tags)
    except (ImportError, tf_import.TFImportError, TypeError) as e:
        return fail(str(e))
    if args.output is None:
        sys.stdout.write(text)
        return 0
    try:
        with open(args.output, "w") as f:
            f.write(text)
    except OSError as e:
        return fail(f"cannot write {args.output}: {e.strerror}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
