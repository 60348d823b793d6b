# Two commands do everything on a fresh machine (see README.md):
#   make run    compile and run the reference models against TensorFlow (the main job)
#   make test   every test: lit (IR, tools), the wheel installed into fresh venvs,
#               pytest (Python APIs, models)
# Both create .venv from pyproject.toml, configure and build incrementally.
# `make wheel` builds the wheel (build-wheel/dist), `make wheel-test` checks it.

PYTHON   ?= python3
VENV     := .venv
PY       := $(VENV)/bin/python
BUILD    := build
SHARED   ?= $(abspath ../shared)
WHEEL    := build-wheel

# ccache, when installed, serves the wheel's compiles from make's: build/ and
# build-wheel/ are at the same depth, and paths below this folder are hashed
# relative to it (CCACHE_BASEDIR), so their compile commands are the same.
CCACHE   := $(shell command -v ccache)
LAUNCHER := $(if $(CCACHE),CMAKE_CXX_COMPILER_LAUNCHER="env;CCACHE_BASEDIR=$(CURDIR);$(CCACHE)")
# One compiler name for both builds (ccache hashes it): c++, CMake's first choice, unless
# CXX is given (scikit-build-core would take Python's sysconfig CXX, g++).
ifeq ($(origin CXX),default)
CXX := c++
endif
export CXX

.PHONY: all build run test lit pytest clean fuzz wheel wheel-test

all: build

# The environment: reinstalled only when pyproject.toml changes.
$(VENV)/.installed: pyproject.toml tools/dev_requirements.py
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check --upgrade pip
	$(PY) tools/dev_requirements.py > $(VENV)/requirements.txt
	$(PY) -m pip install -q --disable-pip-version-check -r $(VENV)/requirements.txt
	# A development install: the sources and the build tree's generated half
	# of the `tfrt` package (see python/tfrt/__init__.py).
	printf '%s\n%s\n' "$(CURDIR)/python" "$(CURDIR)/$(BUILD)/python" \
	  > "$$($(PY) -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/tfrt-dev.pth"
	touch $@

$(BUILD)/build.ninja: $(VENV)/.installed CMakeLists.txt
	cmake -G Ninja -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release \
	  -DPython_EXECUTABLE=$(CURDIR)/$(PY) -DCMAKE_MAKE_PROGRAM=$(CURDIR)/$(VENV)/bin/ninja \
	  -DTFRT_SHARED_DIR=$(SHARED) $(if $(LAUNCHER),-D$(LAUNCHER))

build: $(BUILD)/build.ninja
	$(VENV)/bin/ninja -C $(BUILD)

# Every reference model, each in the first form it has (fn_std.mlir, else the graph
# forms, else a SavedModel import: tfrt-models --form); ends with `N passed, M failed`.
run: build
	$(PY) -m tfrt.tools.models $(SHARED)/models

lit: build
	$(VENV)/bin/lit -sv $(BUILD)/test

pytest: build
	TFRT_SHARED_DIR=$(SHARED) $(PY) -m pytest -q

test: lit wheel-test pytest

# The wheel, built as `pip wheel .` does but in .venv, without build isolation (the
# build requirements are installed already); -v shows CMake's and ninja's progress.
# Its CMake build is build-wheel/, apart from make's build/.
wheel: $(VENV)/.installed
	rm -rf $(WHEEL)/dist
	$(PY) -m pip wheel -v --no-build-isolation --no-deps --wheel-dir $(WHEEL)/dist \
	  $(if $(LAUNCHER),--config-settings=cmake.define.$(LAUNCHER)) .

# The wheel installed into fresh venvs, offline, and run as a user runs it: the
# runtime alone (`pip install tfrt`) and with the compiler (`tfrt[compiler]`).
wheel-test: wheel
	$(PY) test/wheel/check_wheel.py $(WHEEL)/dist/tfrt-*.whl --shared $(SHARED)

# A long fuzz campaign (test/fuzz): FUZZ_COUNT inputs (20000) from FUZZ_SEED (1)
# on FUZZ_JOBS processes (2); counts by outcome on stdout, each failing input
# with its command, outcome and stderr in build/fuzz-failures/.
fuzz: build
	PYTHONPATH=test TFRT_SHARED_DIR=$(SHARED) $(PY) -m fuzz --out $(BUILD)/fuzz-failures

clean:
	rm -rf $(BUILD) $(WHEEL)
