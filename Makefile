# Two commands do everything on a fresh machine (see README.md):
#   make run    compile and run the reference models against TensorFlow (the main job)
#   make test   every test: lit (IR, tools) and pytest (Python APIs, models)
# Both create .venv from pyproject.toml, configure and build incrementally.

PYTHON   ?= python3
VENV     := .venv
PY       := $(VENV)/bin/python
BUILD    := build
SHARED   ?= $(abspath ../shared)

.PHONY: all build run test lit pytest clean fuzz

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
	  -DTFRT_SHARED_DIR=$(SHARED)

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

test: lit pytest

# A long fuzz campaign (test/fuzz): FUZZ_COUNT inputs (20000) from FUZZ_SEED (1)
# on FUZZ_JOBS processes (2); counts by outcome on stdout, each failing input
# with its command, outcome and stderr in build/fuzz-failures/.
fuzz: build
	PYTHONPATH=test TFRT_SHARED_DIR=$(SHARED) $(PY) -m fuzz --out $(BUILD)/fuzz-failures

clean:
	rm -rf $(BUILD)
