"""A compiled TF model: BEF plus the function to run, called with numpy arrays.

    exe = tfrt.compile("model.mlir")          # tfrt.compiler (imports MLIR)
    exe.save("model.bef")
    exe = tfrt.load("model.bef")              # this module: no MLIR in the process
    y = exe(x)                                # numpy in, numpy out
    y = exe(x=x); y = exe({"x": x})           # by input name
    exe.run({"x": x})                         # {output name: array}
    exe.inputs, exe.outputs                   # [TensorSpec(name, dtype, shape)]
    exe.variables["counter"]                  # the program's variables, by name

The entry function follows the lowering's convention (docs/passes.md):
`(!tfrt.chain, !corert.tensorhandle...) -> (!tfrt.chain, !corert.tensorhandle...)`.
Calling it makes a TensorHandle of each array (zero-copy), runs the function,
waits, and returns the result arrays: one array for one result, a tuple for
several. A failing op raises `OpExecutionError` (a RuntimeError: `str(e)` is
`file:line:col: tf.Op: message`; `.op_name`, `.location`, `.code`); bad
inputs raise `InvocationError` (a TypeError) naming the input.

What the compiler knew of the entry (input and output names, dtypes and
shapes, the variables and the function initializing them) is in the BEF's
Signatures section (runtime/bef/signatures.py), so a loaded file behaves as
the compiled one: inputs are checked, variables initialized once at load. A
file without the section (hand-written kernels) has inputs `input_<i>` of
unknown dtype and shape, unchecked.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping

import numpy as np

from tfrt.runtime import threads
from tfrt.runtime.api import Program
from tfrt.runtime.async_value import CHAIN, AsyncValue
from tfrt.runtime.bef.reader import BEFFile
from tfrt.runtime.bef.signatures import TensorSpec, describe, shape_fits
from tfrt.runtime.core_runtime.core_runtime import CoreRuntime
from tfrt.runtime.core_runtime.errors import OpExecutionError
from tfrt.runtime.core_runtime.tensor_handle import TensorHandle, host_array, host_handle
from tfrt.runtime.executor import InvocationError, deadline_request
from tfrt.runtime.tensor import make_metadata

_ndarray = np.ndarray
_ALWAYS = ("dynamic",)  # a shape no array has: the full check runs

__all__ = ["Executable", "InvocationError", "OpExecutionError", "TensorSpec", "Variables",
           "find_entry", "load"]

_CHAIN_TYPE = "!tfrt.chain"
_HANDLE_TYPE = "!corert.tensorhandle"


def find_entry(bef: BEFFile, entry: str | None) -> str:
    """`entry`, checked; by default the Signatures section's default, else the
    only function no kernel refers to (the model's entry: branches and loop
    bodies are referred to) but the variables' initializer."""
    names = [f.name for f in bef.functions if f.name]
    if entry is not None:
        if entry not in names:
            raise InvocationError(f"no function {entry!r} in {bef.name}; it has {', '.join(names)}")
        return entry
    signatures = bef.signatures
    if signatures is not None and signatures.default is not None:
        return signatures.default
    init = signatures.init if signatures is not None else None
    referenced = {i for f in bef.functions for k in bef.function(f.index).kernels[1:]
                  for i in k.functions}
    roots = [f.name for f in bef.functions
             if f.name and f.index not in referenced and f.name != init]
    if len(roots) != 1:
        raise InvocationError(
            f"{bef.name} has {len(roots)} entry candidates ({', '.join(roots) or 'none'}); "
            "choose one with entry=")
    return roots[0]


class Executable:
    """See the module docstring. `inputs` and `outputs`: the entry's
    TensorSpecs (name, numpy dtype or None if unknown, shape with None for an
    unknown dim or None for an unknown rank), checked on each call;
    `variables`: the program's variables by name (a mutable mapping)."""

    def __init__(self, bef, entry: str | None = None, *, work_queue: str = "s",
                 num_threads: int | None = None):
        self._num_threads = threads.check(num_threads)
        self._bytes = bytes(bef) if not isinstance(bef, BEFFile) else None
        self._bef = bef if isinstance(bef, BEFFile) else BEFFile(self._bytes, name="<compiled>")
        self.entry = find_entry(self._bef, entry)
        self.program = Program(self._bef, work_queue=work_queue)
        self.function = self.program[self.entry]
        types = self.function.argument_types
        if not types or types[0] != _CHAIN_TYPE or any(t != _HANDLE_TYPE for t in types[1:]):
            raise InvocationError(
                f"function {self.entry!r} is not a compiled TF entry: it takes ({', '.join(types)}),"
                f" not (!tfrt.chain, !corert.tensorhandle...)")
        self.num_inputs = len(types) - 1
        self._host = self.program.host
        self._fast, self._resume = self.function.fast_entry()
        self._num_results = self.function.num_results
        self._owns_bef = self._bytes is not None  # a BEFFile passed in is the caller's
        signatures = self._bef.signatures
        signature = signatures.functions.get(self.entry) if signatures is not None else None
        if signature is not None and (len(signature.inputs) != self.num_inputs
                                      or len(signature.outputs) != self._num_results - 1):
            raise InvocationError(f"the Signatures section of {self._bef.name} does not match "
                                  f"function {self.entry!r}")
        if signature is None:
            self.inputs = tuple(TensorSpec(f"input_{i}", None, None) for i in range(self.num_inputs))
            self.outputs = tuple(TensorSpec(f"output_{i}", None, None)
                                 for i in range(self._num_results - 1))
        else:
            self.inputs, self.outputs = signature.inputs, signature.outputs
        self._positions = {spec.name: i for i, spec in enumerate(self.inputs)}
        self._checks = None if signature is None else [_fast_check(s) for s in self.inputs]
        self.variables = Variables(self, signatures.variables if signatures is not None else ())
        if signatures is not None and signatures.init is not None:
            try:
                self._initialize(signatures.init)
            except BaseException:
                self.program.close()
                raise

    def _initialize(self, init: str) -> None:
        """Runs the function giving the variables their initial values (and the
        SavedModel's session initializers), once."""
        threads.use(self._num_threads)
        results = self.program[init].execute_async(CHAIN)
        self._host.await_values(results)
        for r in results:
            if isinstance(r, AsyncValue) and r.is_error():
                raise OpExecutionError(r.error)

    def __repr__(self):
        return f"<Executable {self.entry!r}: {self.num_inputs} inputs>"

    def close(self) -> None:
        """Waits for outstanding work and stops the worker threads; a file
        `load` opened is unmapped. The executable is unusable afterwards, and
        nothing of it stays reachable once it is dropped."""
        self.program.close()
        if self._owns_bef:
            self._bef.close()

    def __enter__(self) -> "Executable":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def profile(self, path: str | os.PathLike | None = None):
        """A profiler of this executable's runs, a context manager (docs/profiling.md):
        `with exe.profile("trace.json") as prof: exe(x)` writes a Chrome trace
        (Perfetto) on exit; `prof.summary()` is the time by op. Off, it costs nothing."""
        from tfrt.runtime.profiler import Profiler

        return Profiler(self.program, path)

    def save(self, path: str | os.PathLike) -> None:
        """Writes the BEF file (`tfrt.load(path)` reads it back)."""
        data = self._bytes if self._bytes is not None else bytes(self._bef.data)
        with open(path, "wb") as f:
            f.write(data)

    def __call__(self, *inputs, timeout: float | None = None, **feeds):
        """`exe(x, n)`, `exe(x=x, n=n)` or `exe({"x": x, "n": n})` (an input
        called `timeout` only in a dict); returns one array or a tuple."""
        # The hot path of every call: no per-call lists beyond the arguments,
        # inputs wrapped without copies (an input matching a fully static
        # signature entry gets that entry's TensorMetadata, made once: metadata
        # is immutable), the entry's generated code called directly (the handles
        # made here are plain values), outputs read straight off their handles.
        if feeds or len(inputs) == 1 and inputs[0].__class__ is dict:  # a dict is no array
            inputs = self._by_name(inputs, feeds)
        if len(inputs) != self.num_inputs:
            raise InvocationError(
                f"{self.entry!r} takes {self.num_inputs} inputs, got {len(inputs)}")
        args = [CHAIN]
        checks = self._checks
        i = 0
        for x in inputs:
            a = x if x.__class__ is _ndarray else self._as_array(i, x)
            md = None
            if checks is not None:
                dtype, shape, md = checks[i]
                if a.dtype is not dtype and a.dtype != dtype or a.shape != shape:
                    a = self._check_one(i, a)  # raises unless only the fast check was too strict
                    md = None
            if md is None or a.dtype is not md.dtype:
                md = make_metadata(a.dtype, a.shape)
            i += 1
            args.append(host_handle(md, a))
        if self._num_threads is not threads._applied:  # one identity test when in force
            threads.use(self._num_threads)
        if timeout is not None:
            return self._call_with_deadline(args, timeout)
        host = self._host
        if host.cancel_value is not None:
            return self._finish([host.cancel_value] * self._num_results)
        results = self._fast(host, *args)
        if results.__class__ is not list:  # handed over to the general path
            return self._finish(self._resume(results))
        # The fast path finished: its results are plain values (TensorHandles).
        outputs = []
        for r in results[1:]:
            a = host_array(r)
            outputs.append(a if a is not None else r.numpy())
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    def run(self, feeds, output_names=None, *, timeout: float | None = None) -> dict:
        """Runs the entry on `feeds` (input name -> array, or a sequence in
        order) and returns {output name: array} for `output_names` (default:
        every output), as ONNX Runtime's `InferenceSession.run` does."""
        results = self(dict(feeds), timeout=timeout) if isinstance(feeds, dict) else \
            self(*feeds, timeout=timeout)
        if self._num_results == 2:
            results = (results,)
        by_name = {spec.name: r for spec, r in zip(self.outputs, results)}
        if output_names is None:
            return by_name
        unknown = [n for n in output_names if n not in by_name]
        if unknown:
            raise InvocationError(f"{self.entry!r} has no output {unknown[0]!r}; its outputs: "
                                  f"{', '.join(by_name) or 'none'}")
        return {n: by_name[n] for n in output_names}

    def _by_name(self, inputs, feeds) -> tuple:
        """Positional inputs from keywords or one dict, checked by name."""
        if not feeds:
            feeds, inputs = inputs[0], ()
        elif len(inputs) > self.num_inputs:
            raise InvocationError(
                f"{self.entry!r} takes {self.num_inputs} inputs, got {len(inputs)} positional")
        names = [spec.name for spec in self.inputs]
        ordered = list(inputs) + [_MISSING] * (self.num_inputs - len(inputs))
        for name, value in feeds.items():
            i = self._positions.get(name)
            if i is None:
                raise InvocationError(f"{self.entry!r} has no input {name!r}; its inputs: "
                                      f"{', '.join(names) or 'none'}")
            if ordered[i] is not _MISSING:
                raise InvocationError(f"input {name!r} of {self.entry!r} is given twice")
            ordered[i] = value
        missing = [names[i] for i, v in enumerate(ordered) if v is _MISSING]
        if missing:
            raise InvocationError(f"{self.entry!r} needs input{'s' if len(missing) > 1 else ''} "
                                  f"{', '.join(map(repr, missing))}")
        return tuple(ordered)

    def _call_with_deadline(self, args, timeout):
        """`__call__` as a request of its own, cancelled when `timeout` seconds
        have passed (the loops and the executor check it between kernels), so
        that TimeoutError comes at the deadline even while the work runs here,
        in the caller, and other calls go on."""
        with deadline_request(self._host, timeout) as request:
            cancel = request.cancel_value
            if cancel is not None:
                results = [cancel] * self._num_results
            else:
                results = self._fast(request, *args)
                if results.__class__ is not list:
                    results = self._resume(results)
            if request.await_values(results) and request.await_values(_computing(results)):
                return self._finish(results)
        raise TimeoutError(f"{self.entry!r} did not finish in {timeout} s")

    def _finish(self, results):
        """Outputs when some result may be an AsyncValue: waits for them."""
        host = self._host
        host.await_values(results)
        host.await_values(_computing(results))  # on `s`, this thread runs the work
        outputs = []
        for r in results[1:]:
            if isinstance(r, AsyncValue):
                if r.is_error():
                    raise OpExecutionError(r.error)
                r = r.get()
            outputs.append(r.numpy())  # raises OpExecutionError for an error handle
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    def _as_array(self, i, x) -> np.ndarray:
        """Input `i` given as something else than an ndarray. A Python value (a
        list, tuple or scalar) becomes the declared dtype when that is exact, as
        TF converts it (floats round to a float dtype; ints must fit an int dtype
        or be exact in a float one; floats must be whole numbers in range for an
        int dtype); anything else is taken as `np.asarray` gives it."""
        try:
            a = np.asarray(x)
        except (ValueError, TypeError, OverflowError) as e:  # ragged lists, huge ints
            raise InvocationError(f"{self._input(i)} is not an array: {e}") from None
        dtype = self.inputs[i].dtype
        if dtype == _OBJECT or a.dtype.kind in "SU" and dtype is None:
            return self._as_strings(i, a)
        if a.dtype.kind in "SU":
            return a  # not a string input: _check_one names the mismatch
        if a.dtype.kind == "O":
            raise InvocationError(f"{self._input(i)} is not an array of numbers: {x!r:.80}")
        if dtype is None or not isinstance(x, _PYTHON_VALUES) \
                or isinstance(x, np.generic):  # numpy's scalars have their dtype
            return a
        if a.dtype == dtype:
            return a
        b = _exact_cast(a, dtype)
        if b is None:
            raise InvocationError(
                f"{self._input(i)} must be {dtype.name}; {x!r:.80} is not exactly "
                f"representable as {dtype.name}")
        return b

    def _input(self, i) -> str:
        """How messages name input `i`."""
        return f"input #{i} ({self.inputs[i].name!r}) of {self.entry!r}"

    def _as_strings(self, i, a) -> np.ndarray:
        """A string input as the runtime's string tensors are: an object array of bytes.
        numpy's `S` (bytes) and `U` (str, encoded as UTF-8) arrays and lists of bytes/str
        are converted; an object array is taken as it is unless it holds str."""
        if a.dtype.kind == "S":
            return a.astype(object)
        if a.dtype.kind == "U":
            return np.char.encode(a, "utf-8").astype(object)
        if a.dtype.kind == "O":
            flat = a.reshape(-1)
            if any(v.__class__ is str for v in flat):
                b = np.empty(a.shape, object)
                b.reshape(-1)[:] = [v.encode() if v.__class__ is str else v for v in flat]
                return b
            return a
        raise InvocationError(f"{self._input(i)} must be a string tensor (bytes or str), "
                              f"got {a.dtype.name}{list(a.shape)}")

    def _check_one(self, i, a) -> np.ndarray:
        """`a` if it fits input `i` (a string input converted), else InvocationError."""
        _, dtype, shape = self.inputs[i]
        if dtype == _OBJECT:
            a = self._as_strings(i, a)
        if dtype is not None and dtype != _OBJECT and a.dtype != dtype \
                or not shape_fits(shape, a.shape):
            raise InvocationError(f"{self._input(i)} must be {describe(dtype, shape)}, "
                                  f"got {a.dtype.name}{list(a.shape)}")
        return a


_PYTHON_VALUES = (list, tuple, bool, int, float, complex)
_OBJECT = np.dtype(object)  # strings, and values numpy has no dtype for: not checked
_MISSING = object()


def _fast_check(spec: TensorSpec):
    """The per-call check of one input: (dtype, the exact shape when every dim
    is static, else a shape no array has, so that `_check_one` checks the rank
    and the static dims; the TensorMetadata of a static spec, shared by the
    inputs that match it, else None)."""
    dtype = spec.dtype
    if dtype is not None and dtype != _OBJECT and spec.shape is not None and None not in spec.shape:
        return dtype, spec.shape, make_metadata(dtype, spec.shape)
    return dtype, _ALWAYS, None


class Variables(MutableMapping):
    """The variables a program owns (SavedModel variables it writes), by name:
    `exe.variables["counter"]` is a copy of the current value; assigning sets
    it (same dtype, a shape the variable allows; else InvocationError). Read-only
    variables were compiled into constants and are not here."""

    def __init__(self, exe: "Executable", specs):
        self._exe = exe
        self._specs = {v.name: v for v in specs}

    def _variable(self, name):
        spec = self._specs.get(name)
        if spec is None:
            raise KeyError(f"no variable {name!r}; the program's variables: "
                           f"{', '.join(self._specs) or 'none'}")
        resources = CoreRuntime.for_host(self._exe.program.host).resources
        return resources.lookup("", spec.shared_name)

    def __getitem__(self, name) -> np.ndarray:
        variable = self._variable(name)
        if variable is None:
            raise InvocationError(f"variable {name!r} has not been created")
        return np.array(variable.read())

    def __setitem__(self, name, value) -> None:
        variable = self._variable(name)
        spec = self._specs[name]
        array = np.asarray(value)
        if array.dtype != spec.dtype or not shape_fits(spec.shape, array.shape):
            raise InvocationError(f"variable {name!r} is {describe(spec.dtype, spec.shape)}; "
                                  f"got {array.dtype.name}{list(array.shape)}")
        variable.assign(array)  # assign copies

    def __delitem__(self, name):
        raise TypeError("a program's variables cannot be removed")

    def __iter__(self):
        return iter(self._specs)

    def __len__(self):
        return len(self._specs)

    def __repr__(self):
        return f"<Variables {list(self._specs)}>"


def _exact_cast(a: np.ndarray, dtype: np.dtype):
    """`a` (converted from Python values) as `dtype` when TF would convert it
    (see `Executable._as_array`), else None."""
    src, dst = a.dtype.kind, dtype.kind
    with np.errstate(all="ignore"):
        if dst == "c" and src in "iufc" or dst == "f" and src == "f":
            return a.astype(dtype)  # rounded, as TF rounds Python floats
        if dst == "f" and src in "iu":
            b = a.astype(dtype)
            # float64 holds these ints exactly, so it can compare them with b's values.
            if np.all(np.abs(a) <= 2**53) and np.array_equal(b.astype(np.float64), a):
                return b
            return None
        if dst in "iu" and src in "iuf":
            info = np.iinfo(dtype)
            if src == "f" and not np.all(np.isfinite(a) & (a == np.floor(a))):
                return None
            if np.all((a >= info.min) & (a <= info.max)):
                return a.astype(dtype)
    return None


def _computing(results) -> list:
    """The tensors of the output handles among `results` still being computed."""
    tensors = []
    for r in results[1:]:
        if isinstance(r, AsyncValue):
            r = r._value if r.is_concrete() else None
        if isinstance(r, TensorHandle) and not r.is_available():
            tensors.append(r.async_tensor)
    return tensors


def load(path: str | os.PathLike, entry: str | None = None, *, work_queue: str = "s",
         num_threads: int | None = None) -> Executable:
    """Loads a BEF file written by `Executable.save` (memory-mapped; no MLIR).
    `num_threads`: threads per op (runtime/threads.py; None: the process default)."""
    bef = BEFFile.open(path)
    try:
        exe = Executable(bef, entry, work_queue=work_queue, num_threads=num_threads)
    except BaseException:
        bef.close()
        raise
    exe._owns_bef = True
    return exe
