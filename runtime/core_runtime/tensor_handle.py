"""TensorHandle: a (future) host tensor plus its (future) metadata.

A TensorHandle holds two things, each either *available now* or an
`AsyncValue`:

- its metadata, a `TensorMetadata` (dtype, shape): available at once when the
  op that made it has a metadata function, else an AsyncValue that the op's
  dispatch resolves (data-dependent ops such as Reshape with a tensor shape);
- its tensor, a host tensor (`DenseHostTensor`, `ScalarHostTensor`): a plain
  object when available, else an AsyncValue (unavailable while the op runs, an
  `ErrorAsyncValue` if it failed).

Keeping available values plain (no AsyncValue) is what makes synchronous op
dispatch cheap; `async_tensor` / `async_metadata` give AsyncValues whenever a
caller needs one. A handle whose tensor is an `ErrorAsyncValue` is an *error
handle* (`is_error()`, `error`). Handles are immutable and may be shared
between threads.
"""

from __future__ import annotations

from tfrt.runtime.async_value import (
    AsyncValue, AsyncValueError, ConcreteAsyncValue, Diagnostic, ErrorAsyncValue,
)
from tfrt.runtime.tensor import DenseHostTensor, ScalarHostTensor, TensorMetadata

__all__ = ["TensorHandle", "TensorHandleError", "host_handle", "host_array"]

_UNAVAILABLE, _CONCRETE, _ERROR = 0, 1, 2
_new = object.__new__


class TensorHandleError(RuntimeError):
    """Reading what a handle does not have yet (unavailable metadata or tensor)."""


class TensorHandle:
    """See the module docstring. `TensorHandle(metadata, tensor, device="cpu")`:
    each of `metadata` / `tensor` is the value or an AsyncValue of it."""

    __slots__ = ("_md", "_tensor", "device", "__weakref__")

    def __init__(self, metadata, tensor, device: str = "cpu"):
        self._md = metadata
        self._tensor = tensor
        self.device = device

    # -- construction ---------------------------------------------------------------

    @classmethod
    def from_tensor(cls, tensor, device: str = "cpu") -> "TensorHandle":
        """An available handle for a host tensor (or a numpy array, wrapped
        zero-copy in a DenseHostTensor)."""
        if not isinstance(tensor, (DenseHostTensor, ScalarHostTensor)):
            tensor = DenseHostTensor.from_array(tensor)
        return cls(tensor.metadata, tensor, device)

    @classmethod
    def from_async(cls, metadata, tensor, device: str = "cpu") -> "TensorHandle":
        """Like the constructor, but unwraps AsyncValues that are already concrete."""
        if isinstance(metadata, AsyncValue) and metadata._state == _CONCRETE:
            metadata = metadata._value
        if isinstance(tensor, AsyncValue) and tensor._state == _CONCRETE:
            tensor = tensor._value
        return cls(metadata, tensor, device)

    @classmethod
    def error_handle(cls, error, device: str = "cpu") -> "TensorHandle":
        """A handle whose metadata and tensor are the error (an ErrorAsyncValue,
        a Diagnostic or a message)."""
        if not isinstance(error, AsyncValue):
            error = ErrorAsyncValue(error)
        return cls(error, error, device)

    # -- metadata ---------------------------------------------------------------------

    def is_metadata_available(self) -> bool:
        md = self._md
        return not isinstance(md, AsyncValue) or md._state != _UNAVAILABLE

    @property
    def metadata(self) -> TensorMetadata:
        """The metadata; raises `TensorHandleError` if not available yet and
        `AsyncValueError` for an error handle (see `async_metadata`)."""
        return _available(self._md, "metadata")

    get_available_metadata = metadata

    @property
    def async_metadata(self) -> AsyncValue:
        md = self._md
        return md if isinstance(md, AsyncValue) else ConcreteAsyncValue(md)

    @property
    def dtype(self):
        return self.metadata.dtype

    @property
    def shape(self) -> tuple:
        return self.metadata.shape

    # -- tensor -----------------------------------------------------------------------

    def is_available(self) -> bool:
        """True once the tensor is computed (or failed)."""
        t = self._tensor
        return not isinstance(t, AsyncValue) or t._state != _UNAVAILABLE

    def is_error(self) -> bool:
        t = self._tensor
        return isinstance(t, AsyncValue) and t._state == _ERROR

    @property
    def error(self) -> Diagnostic | None:
        t = self._tensor
        return t._value if isinstance(t, AsyncValue) and t._state == _ERROR else None

    @property
    def tensor(self):
        """The host tensor; raises `TensorHandleError` if not available yet and
        `AsyncValueError` for an error handle (see `async_tensor`)."""
        return _available(self._tensor, "tensor")

    def numpy(self, timeout: float | None = None):
        """The tensor as a numpy array (zero-copy for a dense tensor). Waits
        (at most `timeout` seconds: TimeoutError) if it is not available yet;
        raises `OpExecutionError` for an error handle."""
        t = self._tensor
        if isinstance(t, AsyncValue):
            if t._state == _UNAVAILABLE:
                _wait(t, timeout)
            if t._state == _ERROR:
                from tfrt.runtime.core_runtime.errors import OpExecutionError

                raise OpExecutionError(t._value)
            t = t._value
        if t.__class__ is DenseHostTensor:
            return t.array
        return t.numpy()

    @property
    def async_tensor(self) -> AsyncValue:
        t = self._tensor
        return t if isinstance(t, AsyncValue) else ConcreteAsyncValue(t)

    def __repr__(self):
        t = self._tensor
        if isinstance(t, AsyncValue):
            if t._state == _ERROR:
                return f"Error TensorHandle: '{t._value.message}'"
            if t._state == _UNAVAILABLE:
                md = self._md
                if isinstance(md, AsyncValue):
                    md = md._value if md._state == _CONCRETE else None
                return f"future TensorHandle with metadata {md}" if md is not None else \
                    "future TensorHandle with unknown metadata"
            t = t._value
        from tfrt.runtime.core_runtime.printing import format_tensor

        return format_tensor(t)

    __str__ = __repr__


def _wait(value: AsyncValue, timeout) -> None:
    """Blocks until `value` is available (set by another thread)."""
    import threading

    from tfrt.runtime.work_queue import wait_seconds

    done = threading.Event()
    value.and_then(done.set)
    if not done.wait(wait_seconds(timeout)):
        raise TimeoutError(f"the tensor was not available after {timeout} s")


def _available(value, what: str):
    """A handle part (`what`) as a plain value; raises AsyncValueError for an error and
    TensorHandleError while it is not available."""
    if isinstance(value, AsyncValue):
        if value._state == _CONCRETE:
            return value._value
        if value._state == _ERROR:
            raise AsyncValueError(value._value)
        raise TensorHandleError(f"the {what} of this TensorHandle is not available yet")
    return value


# -- the hot path of callers that wrap and unwrap many arrays (an Executable's calls) ----------

def host_handle(metadata: TensorMetadata, array) -> TensorHandle:
    """An available CPU handle of a numpy array, with `metadata` the caller vouches for
    (it describes `array`): no checks and no `__init__` frames, about half the cost of
    `TensorHandle.from_tensor`."""
    t = _new(DenseHostTensor)
    t.metadata = metadata
    t.array = array
    h = _new(TensorHandle)
    h._md = metadata
    h._tensor = t
    h.device = "cpu"
    return h


def host_array(handle: TensorHandle):
    """The handle's numpy array if its tensor is an available DenseHostTensor, else None
    (then `handle.numpy()` waits, converts or raises)."""
    t = handle._tensor
    return t.array if t.__class__ is DenseHostTensor else None
