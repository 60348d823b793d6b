"""A compiled TF model: BEF plus the function to run, called with numpy arrays.

    exe = tfrt.compile("model.mlir")          # tfrt.compiler (imports MLIR)
    exe.save("model.bef")
    exe = tfrt.load("model.bef")              # this module: no MLIR in the process
    y = exe(x)                                # numpy in, numpy out

The entry function follows the lowering's convention (docs/passes.md):
`(!tfrt.chain, !corert.tensorhandle...) -> (!tfrt.chain, !corert.tensorhandle...)`.
Calling it makes a TensorHandle of each array (zero-copy), runs the function,
waits, and returns the result arrays: one array for one result, a tuple for
several. A failing op raises `OpExecutionError` (a RuntimeError: `str(e)` is
`file:line:col: tf.Op: message`; `.op_name`, `.location`, `.code`); bad
inputs raise `InvocationError` (a TypeError).
"""

from __future__ import annotations

import os

import numpy as np

from tfrt.runtime.api import Program
from tfrt.runtime.async_value import CHAIN, AsyncValue
from tfrt.runtime.bef.reader import BEFFile
from tfrt.runtime.core_runtime.errors import OpExecutionError
from tfrt.runtime.core_runtime.tensor_handle import TensorHandle, host_array, host_handle
from tfrt.runtime.executor import InvocationError
from tfrt.runtime.tensor import make_metadata

_ndarray = np.ndarray
_ALWAYS = ("dynamic",)  # a shape no array has: the full check runs

__all__ = ["Executable", "InvocationError", "OpExecutionError", "find_entry", "load"]

_CHAIN_TYPE = "!tfrt.chain"
_HANDLE_TYPE = "!corert.tensorhandle"


def find_entry(bef: BEFFile, entry: str | None) -> str:
    """`entry`, checked; by default the only function no kernel refers to
    (the model's entry: branches and loop bodies are referred to)."""
    names = [f.name for f in bef.functions if f.name]
    if entry is not None:
        if entry not in names:
            raise InvocationError(f"no function {entry!r} in {bef.name}; it has {', '.join(names)}")
        return entry
    referenced = {i for f in bef.functions for k in bef.function(f.index).kernels[1:]
                  for i in k.functions}
    roots = [f.name for f in bef.functions if f.name and f.index not in referenced]
    if len(roots) != 1:
        raise InvocationError(
            f"{bef.name} has {len(roots)} entry candidates ({', '.join(roots) or 'none'}); "
            "choose one with entry=")
    return roots[0]


class Executable:
    """See the module docstring. What is known only when compiled in this
    process: `signature`, the entry's input (dtype, shape) list, checked on
    each call (a dim of -1: any size; a shape of None: any rank; loaded from
    a file, the ops check their inputs), and `input_names`, the TF names of
    the inputs in argument order (`tf.entry_function`), else None."""

    def __init__(self, bef, entry: str | None = None, *, work_queue: str = "s",
                 signature: list[tuple[np.dtype, tuple]] | None = None,
                 input_names: list[str] | None = None):
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
        self.signature = signature
        self.input_names = input_names
        self._owns_bef = self._bytes is not None  # a BEFFile passed in is the caller's

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

    def save(self, path: str | os.PathLike) -> None:
        """Writes the BEF file (`tfrt.load(path)` reads it back)."""
        data = self._bytes if self._bytes is not None else bytes(self._bef.data)
        with open(path, "wb") as f:
            f.write(data)

    def __call__(self, *inputs, timeout: float | None = None):
        # The hot path of every call: no per-call lists beyond the arguments,
        # inputs wrapped without copies (an input matching a fully static
        # signature entry gets that entry's TensorMetadata, made once: metadata
        # is immutable), the entry's generated code called directly (the handles
        # made here are plain values), outputs read straight off their handles.
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
                    self._check_one(i, a)  # raises unless only the fast check was too strict
                    md = None
            if md is None or a.dtype is not md.dtype:
                md = make_metadata(a.dtype, a.shape)
            i += 1
            args.append(host_handle(md, a))
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

    def _call_with_deadline(self, args, timeout):
        """`__call__` as a request of its own, cancelled when `timeout` seconds
        have passed (the loops and the executor check it between kernels), so
        that TimeoutError comes at the deadline even while the work runs here,
        in the caller, and other calls go on."""
        with self._host.deadline(timeout) as request:
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

    @property
    def signature(self):
        return self._signature

    @signature.setter
    def signature(self, signature):
        """Also precomputes the per-input fast checks: (dtype, the exact shape
        when every dim is static, else a shape no array has, so that
        `_check_one` checks the rank and the static dims; the TensorMetadata of
        a static entry, shared by the inputs that match it, else None)."""
        self._signature = signature
        self._checks = None if signature is None else [
            (np.dtype(dtype), tuple(shape), make_metadata(np.dtype(dtype), tuple(shape)))
            if shape is not None and -1 not in shape else (np.dtype(dtype), _ALWAYS, None)
            for dtype, shape in signature]

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
        if a.dtype.kind == "O":
            raise InvocationError(f"{self._input(i)} is not an array of numbers: {x!r:.80}")
        if self._signature is None or not isinstance(x, _PYTHON_VALUES) \
                or isinstance(x, np.generic):  # numpy's scalars have their dtype
            return a
        dtype = np.dtype(self._signature[i][0])
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
        names = self.input_names
        name = f" ({names[i]!r})" if names and i < len(names) else ""
        return f"input #{i}{name} of {self.entry!r}"

    def _check_one(self, i, a) -> None:
        dtype, shape = self._signature[i]
        if a.dtype != dtype or shape is not None and (len(a.shape) != len(shape) or any(
                d != -1 and d != n for d, n in zip(shape, a.shape))):
            want = "*" if shape is None else "x".join("?" if d == -1 else str(d) for d in shape)
            raise InvocationError(
                f"{self._input(i)} must be {np.dtype(dtype).name}[{want}], "
                f"got {a.dtype.name}{list(a.shape)}")


_PYTHON_VALUES = (list, tuple, bool, int, float, complex)


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


def load(path: str | os.PathLike, entry: str | None = None, *, work_queue: str = "s") -> Executable:
    """Loads a BEF file written by `Executable.save` (memory-mapped; no MLIR)."""
    bef = BEFFile.open(path)
    try:
        exe = Executable(bef, entry, work_queue=work_queue)
    except BaseException:
        bef.close()
        raise
    exe._owns_bef = True
    return exe
