"""The kernel registry: kernels are plain Python functions registered by name.

    from tfrt.runtime.kernel_registry import kernel

    @kernel("tfrt.add.i32")
    def add_i32(a: int, b: int) -> int:
        return wrap_i32(a + b)

The `kernel` decorator reads the function's signature once, at
registration, and turns it into frame handling (TFRT's `TFRT_KERNEL`).
Each parameter is, by its annotation:

| annotation | receives |
|---|---|
| anything else (or none) | the next argument (its value; for a non-strict kernel the value or an AsyncValue) |
| `Attribute(kind)` | the next attribute, decoded as `kind` (a `DType` / `AttributeType`; `Attribute()` takes the kind from the file's AttributeTypes section) |
| `TypedAttribute` | the next attribute and its kind from the AttributeTypes section: `TypedAttribute(kind, value)` |
| `FunctionAttr` | the next function attribute: an executable function (call it with `.execute(args)`) |
| `RemainingArguments` | a tuple of the arguments not taken yet |
| `RemainingAttributes` | a tuple of the remaining attributes (kinds from the AttributeTypes section) |
| `RemainingFunctions` | a tuple of the remaining function attributes |
| `RemainingResults` | the number of results the kernel must return |
| `KernelContext` | the kernel's context: host, location, error reporter (`ctx.error(...)`) |

The return annotation gives the results: `None` no result, `tuple[a, b]`
two, `RemainingResults` as many as the kernel has in the file, anything else
one. A kernel with several results returns a tuple. A result may be a plain
value (available now), an AsyncValue (asynchronous work; declare such
kernels with `async_=True`, or `-> AsyncValue`, so the executor checks their
results), or an `ErrorAsyncValue`. Raising any exception reports an error
(`KernelError` to choose the message and code) that only the kernel's
dependants see. `nonstrict=True` marks a kernel that runs before its
arguments are available (it receives unavailable AsyncValues).
`plain_results=True` marks a synchronous kernel taking a KernelContext whose
results are AsyncValues only when execution has been cancelled (its errors are
values of its own kind, like `corert.executeop`'s error tensor handles): the
executor then relies on its cancellation check after the kernel instead of
checking every result.

Two load-time options let the executor do per-kernel work once:

- `constant=True`: the kernel takes only attributes and returns one immutable
  value that depends on nothing else (`corert.const_dense_tensor`). The
  executor calls it once when it loads the file and every run reads that value
  (if the load-time call raises, the kernel runs, and fails, at run time as usual).
- `specialize=fn`: `fn` takes the kernel's parameters *other than* its
  arguments (attributes, functions, result count, context, in order) and
  returns a function of the arguments alone (remaining arguments spread as
  positional ones), with the kernel's semantics. The executor calls it once per
  kernel of the file and runs that function instead (`corert.executeop`
  resolves its op and attributes there, not on every call). It may instead
  return a `Rebindable`: the generated code then calls its `call` attribute,
  which the kernel may replace while running (always with a function of the
  same semantics), so a kernel that learns more on its first call (the op
  handler) can swap in one function that does everything in one frame.

Native functions (TFRT's, runtime/native_function.py) are registered by name
in the same registry: `@native_function("native_add")` over
`def native_add(args, num_results, host) -> results`.
"""

from __future__ import annotations

import importlib
import inspect
import threading
import typing
from dataclasses import dataclass, field

from tfrt.runtime.async_value import AsyncValue, ErrorCode

# Kernel libraries the default registry loads (imported by name, never by the executor).
STATIC_KERNEL_LIBRARIES = (
    "tfrt.runtime.kernels.basic",
    "tfrt.runtime.kernels.control_flow",
    "tfrt.runtime.kernels.dht",
    "tfrt.runtime.kernels.test_kernels",
    "tfrt.runtime.kernels.tensor_shape",
    "tfrt.runtime.kernels.corert",
)


class KernelError(Exception):
    """Raised by a kernel to report an error with a chosen code."""

    def __init__(self, message: str, code: ErrorCode = ErrorCode.UNKNOWN):
        super().__init__(message)
        self.message = message
        self.code = code


class KernelRegistrationError(ValueError):
    """A kernel signature the registry cannot handle, or a name registered twice."""


# -- annotation markers --------------------------------------------------------

class Attribute:
    """Annotation: the next attribute, decoded as `kind` (None: from the file)."""

    def __init__(self, kind: int | None = None):
        self.kind = kind

    def __repr__(self):
        return f"Attribute({self.kind!r})"


class TypedAttribute(typing.NamedTuple):
    """What a `TypedAttribute` parameter receives: the next attribute with its
    kind from the file's AttributeTypes section (TFRT's TypedAttrBase, whose
    BEF header carries the type). As an annotation it marks that parameter."""

    kind: int  # a DType / AttributeType
    value: object


# The attribute kind of a TypedAttribute parameter (the executor reads the file's).
TYPED = "typed"


class _Marker:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


FunctionAttr = _Marker("FunctionAttr")
RemainingArguments = _Marker("RemainingArguments")
RemainingAttributes = _Marker("RemainingAttributes")
RemainingFunctions = _Marker("RemainingFunctions")
RemainingResults = _Marker("RemainingResults")
KernelContext = _Marker("KernelContext")

# Parameter kinds of a KernelSpec.
ARG, ATTR, FUNC, REST_ARGS, REST_ATTRS, REST_FUNCS, NUM_RESULTS, CTX = range(8)


class Rebindable:
    """What a `specialize=` function may return: the executor's generated code
    calls `slot.call(arguments...)`; the kernel may assign `call` at any time
    (an atomic attribute store) to another function with the same semantics."""

    __slots__ = ("call",)

    def __init__(self, call):
        self.call = call


@dataclass
class KernelSpec:
    """A registered kernel: its function and how to call it."""

    name: str
    fn: typing.Callable
    params: list = field(default_factory=list)  # (kind, attribute kind or None)
    num_results: int | None = 1  # None: as many as the kernel has (RemainingResults)
    nonstrict: bool = False
    may_async: bool = False  # may return AsyncValues: the executor checks its results
    num_arguments: int | None = 0  # None: variadic
    num_attributes: int | None = 0
    num_functions: int | None = 0
    constant: bool = False  # called once at load time (see the module docstring)
    specialize: typing.Callable | None = None  # load-time specializer (module docstring)
    # Returns AsyncValues only when execution is cancelled (e.g. corert.executeop, whose
    # errors are error tensor handles): the executor's cancellation check after the kernel
    # covers them, so it does not check each result.
    plain_results: bool = False

    @property
    def uses_context(self) -> bool:
        return any(kind == CTX for kind, _ in self.params)


def _is_async_annotation(annotation) -> bool:
    if inspect.isclass(annotation) and issubclass(annotation, AsyncValue):
        return True
    return any(_is_async_annotation(a) for a in typing.get_args(annotation))


def make_spec(name: str, fn, *, nonstrict=False, async_=None, num_results=None,
              constant=False, specialize=None, plain_results=False) -> KernelSpec:
    """Reads `fn`'s signature into a KernelSpec (see the module docstring)."""
    try:
        hints = typing.get_type_hints(fn)
    except Exception:  # noqa: BLE001 - markers are not types; fall back to raw
        hints = dict(getattr(fn, "__annotations__", {}))
    spec = KernelSpec(name, fn, nonstrict=nonstrict)
    counts = {ARG: 0, ATTR: 0, FUNC: 0}
    rest = {REST_ARGS: ARG, REST_ATTRS: ATTR, REST_FUNCS: FUNC}
    variadic = set()
    for p in inspect.signature(fn).parameters.values():
        if p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            raise KernelRegistrationError(f"kernel {name}: parameter {p.name} must be positional")
        a = p.annotation
        if isinstance(a, Attribute):
            kind = (ATTR, a.kind)
        elif a is TypedAttribute:
            kind = (ATTR, TYPED)
        elif a is FunctionAttr:
            kind = (FUNC, None)
        elif a is RemainingArguments:
            kind = (REST_ARGS, None)
        elif a is RemainingAttributes:
            kind = (REST_ATTRS, None)
        elif a is RemainingFunctions:
            kind = (REST_FUNCS, None)
        elif a is RemainingResults:
            kind = (NUM_RESULTS, None)
        elif a is KernelContext:
            kind = (CTX, None)
        else:
            kind = (ARG, None)
        k = kind[0]
        if k in counts:
            if counts[k] is None:
                raise KernelRegistrationError(
                    f"kernel {name}: parameter {p.name} comes after the remaining ones")
            counts[k] += 1
        elif k in rest:
            if rest[k] in variadic:
                raise KernelRegistrationError(f"kernel {name}: two Remaining{k} parameters")
            variadic.add(rest[k])
        spec.params.append(kind)
    spec.num_arguments = None if ARG in variadic else counts[ARG]
    spec.num_attributes = None if ATTR in variadic else counts[ATTR]
    spec.num_functions = None if FUNC in variadic else counts[FUNC]
    ret = hints.get("return", inspect.Signature.empty)
    if num_results is not None:
        spec.num_results = num_results
    elif ret is RemainingResults:
        spec.num_results = None
    elif ret is None or ret is type(None):
        spec.num_results = 0
    elif typing.get_origin(ret) is tuple:
        spec.num_results = len(typing.get_args(ret))
    else:
        spec.num_results = 1
    spec.may_async = bool(async_) if async_ is not None else (
        nonstrict or _is_async_annotation(ret))
    if constant:
        if any(k not in (ATTR, REST_ATTRS) for k, _ in spec.params) or spec.num_results != 1 \
                or spec.may_async or nonstrict:
            raise KernelRegistrationError(
                f"kernel {name}: a constant kernel takes only attributes and returns one value")
        spec.constant = True
    spec.specialize = specialize
    if plain_results and (spec.may_async or not spec.uses_context):
        raise KernelRegistrationError(
            f"kernel {name}: plain_results is for synchronous kernels taking a KernelContext")
    spec.plain_results = plain_results
    return spec


class KernelRegistry:
    """Kernel name -> KernelSpec, and native function name -> callable (TFRT's
    KernelRegistry and NativeFunctionRegistry, kept together so that a
    HostContext's registry has both). Thread-safe; lookups are plain dict reads."""

    def __init__(self):
        self._kernels: dict[str, KernelSpec] = {}
        self._native: dict[str, object] = {}
        self._lock = threading.Lock()

    def add_native_function(self, name: str, fn) -> None:
        """Registers `fn(args, num_results, host) -> results` as the native
        function `name` (runtime/native_function.py says how it is called)."""
        if not callable(fn):
            raise KernelRegistrationError(f"native function {name}: {fn!r} is not callable")
        with self._lock:
            if name in self._native:
                raise KernelRegistrationError(f"native function {name} is registered twice")
            self._native[name] = fn

    def get_native_function(self, name: str):
        """The callable registered as native function `name`, or None."""
        return self._native.get(name)

    def native_function(self, name: str):
        """Decorator form of add_native_function."""
        def register(fn):
            self.add_native_function(name, fn)
            return fn

        return register

    def add_kernel(self, name: str, fn, **options) -> KernelSpec:
        spec = make_spec(name, fn, **options)
        with self._lock:
            if name in self._kernels:
                raise KernelRegistrationError(f"kernel {name} is registered twice")
            self._kernels[name] = spec
        return spec

    def get(self, name: str) -> KernelSpec | None:
        return self._kernels.get(name)

    def __contains__(self, name) -> bool:
        return name in self._kernels

    def names(self) -> list[str]:
        return sorted(self._kernels)

    def kernel(self, name: str, **options):
        """Decorator form of add_kernel; `name` may contain `{}` and `for_each`
        lists what fills it (one registration per entry)."""
        for_each = options.pop("for_each", None)

        def register(fn):
            if for_each is None:
                self.add_kernel(name, fn, **options)
            else:
                for item in for_each:
                    self.add_kernel(name.format(item), fn, **options)
            return fn

        return register


_GLOBAL = KernelRegistry()
_loaded = False
_load_lock = threading.Lock()


def kernel(name: str, **options):
    """Registers the decorated function in the global registry."""
    return _GLOBAL.kernel(name, **options)


def native_function(name: str):
    """Registers the decorated function as a native function in the global registry."""
    return _GLOBAL.native_function(name)


def global_registry() -> KernelRegistry:
    """The global registry, without loading any library."""
    return _GLOBAL


def default_registry() -> KernelRegistry:
    """The global registry with every static kernel library loaded."""
    global _loaded
    if not _loaded:
        with _load_lock:
            if not _loaded:
                for library in STATIC_KERNEL_LIBRARIES:
                    importlib.import_module(library)
                _loaded = True
    return _GLOBAL
