"""The interface of a TF module: which function is the entry, what its inputs and
outputs are called, and the variables bound to it (docs/compile.md).

A SavedModel import (`tf_saved_model.semantics`) offers its exported functions,
named by their exported names (`serving_default`, ...); the lowering renames each
to that name (tfrt-lower-tf-saved-model). Any other module offers its public
functions. Names come from, in order: a SavedModel `index_path` that is a string,
TF's `tf.entry_function` inputs/outputs (graph imports; `x:0` is `x`),
`tf._user_specified_name` (function imports), else `input_<i>` / `output_<i>`.

`bind_variables` gives an unfrozen function's variables (resource arguments)
values: each becomes a `tf_saved_model.global_tensor` the argument is bound to, as
in a SavedModel import, so one lowering freezes or keeps them.
"""

from __future__ import annotations

import re

import numpy as np
from mlir import ir

from tfrt.diagnostics import format_location
from tfrt.runtime.bef.signatures import FunctionSignature, TensorSpec, describe, shape_fits
from tfrt.runtime.tensor import dtype_from_name, mlir_dtype_name

SEMANTICS = "tf_saved_model.semantics"
EXPORTED_NAMES = "tf_saved_model.exported_names"
BOUND_INPUT = "tf_saved_model.bound_input"
INDEX_PATH = "tf_saved_model.index_path"
GLOBAL_TENSOR = "tf_saved_model.global_tensor"
SESSION_INITIALIZER = "tf_saved_model.session_initializer"
DEFAULT_SIGNATURE = "serving_default"


class InterfaceError(ValueError):
    """A problem with the module's interface; `located` as CompileError's."""

    def __init__(self, message: str, located: bool = False):
        super().__init__(message)
        self.located = located


def _error_at(op: ir.Operation, message: str) -> InterfaceError:
    return InterfaceError(f"{format_location(op.location)}: error: {message}", located=True)


# -- functions -----------------------------------------------------------------


def functions(module: ir.Module) -> list[ir.Operation]:
    return [op.operation for op in module.body.operations if op.operation.name == "func.func"]


def name_of(fn: ir.Operation) -> str:
    return ir.StringAttr(fn.attributes["sym_name"]).value


def is_public(fn: ir.Operation) -> bool:
    # The verifier has checked sym_visibility is "public", "private" or "nested".
    return ("sym_visibility" not in fn.attributes
            or ir.StringAttr(fn.attributes["sym_visibility"]).value == "public")


def is_saved_model(module: ir.Module) -> bool:
    return SEMANTICS in module.operation.attributes


def _strings(attr, what: str, op: ir.Operation) -> list[str]:
    if not isinstance(attr, ir.ArrayAttr) or not all(isinstance(a, ir.StringAttr) for a in attr):
        raise _error_at(op, f"{what} must be a list of strings, not {attr}")
    return [ir.StringAttr(a).value for a in attr]


def exported_functions(module: ir.Module) -> dict[str, ir.Operation]:
    """A SavedModel's exported name -> function (session initializers excluded:
    they run at load, they are no signature)."""
    initializers = set()
    for op in module.body.operations:
        op = op.operation
        if op.name == SESSION_INITIALIZER:
            initializers.update(ir.FlatSymbolRefAttr(a).value for a in op.attributes["initializers"])
    exported = {}
    for fn in functions(module):
        if EXPORTED_NAMES in fn.attributes and name_of(fn) not in initializers:
            for name in _strings(fn.attributes[EXPORTED_NAMES], f"'{EXPORTED_NAMES}'", fn):
                exported[name] = fn
    return exported


def choose_entry(module: ir.Module, entry: str | None, signature: str | None) -> tuple[str, ir.Operation]:
    """(the entry's name after lowering, its function). A SavedModel's entry is
    an exported function (`signature`, default `serving_default`, else the only
    one); another module's is a public function (`entry`, default `main`, else
    the only one). Private functions are called by others (loop bodies,
    branches), and passes may rename or drop them."""

    def names(items):
        return ", ".join(sorted(items)) or "none"

    if is_saved_model(module):
        exported = exported_functions(module)
        if entry is not None:  # a function name: fine if that function is exported
            by_function = {name_of(fn): n for n, fn in exported.items()}
            if entry not in by_function:
                raise InterfaceError(f"no exported function @{entry}; the SavedModel's "
                                     f"signatures: {names(exported)}")
            signature = by_function[entry]
        if signature is None:
            if DEFAULT_SIGNATURE in exported:
                signature = DEFAULT_SIGNATURE
            elif len(exported) == 1:
                signature = next(iter(exported))
            else:
                raise InterfaceError(f"choose a signature (signature=, --signature): the "
                                     f"SavedModel has no {DEFAULT_SIGNATURE!r} but "
                                     f"{names(exported)}")
        if signature not in exported:
            raise InterfaceError(f"the SavedModel has no signature {signature!r}; it has "
                                 f"{names(exported)}")
        return signature, exported[signature]

    if signature is not None:
        raise InterfaceError(f"signature={signature!r} is for SavedModel imports; this module "
                             f"has no '{SEMANTICS}' (choose a function with entry=)")
    fns = functions(module)
    public = [name_of(f) for f in fns if is_public(f)]
    private = [name_of(f) for f in fns if not is_public(f)]
    at = lambda items: names("@" + n for n in items)  # noqa: E731
    if entry is not None:
        if entry in public:
            return entry, _function(module, entry)
        problem = f"@{entry} is private" if entry in private else f"no function @{entry}"
        raise InterfaceError(f"{problem}; the entry must be a public function: {at(public)}")
    if "main" in public:
        return "main", _function(module, "main")
    if not public:
        raise InterfaceError("no public function to be the entry" +
                             (f" (private ones: {at(private)})" if private else ""))
    if len(public) > 1:
        raise InterfaceError(f"choose the entry function (entry=, --entry): none of the public "
                             f"functions is @main: {at(public)}")
    return public[0], _function(module, public[0])


def _function(module: ir.Module, name: str) -> ir.Operation:
    return next(f for f in functions(module) if name_of(f) == name)


# -- inputs and outputs --------------------------------------------------------


def _function_type(fn: ir.Operation) -> ir.FunctionType:
    # function_type is a verified TypeAttr of a FunctionType.
    return ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)


def _arg_attrs(fn: ir.Operation, key: str, count: int) -> list[dict]:
    if key not in fn.attributes:
        return [{} for _ in range(count)]
    return [{a.name: a.attr for a in ir.DictAttr(d)} if isinstance(d, ir.DictAttr) else {}
            for d in fn.attributes[key]]


def _entry_function_names(fn: ir.Operation, key: str, count: int) -> list[str] | None:
    """Names recorded in `tf.entry_function` (`inputs = "x,n"`), checked."""
    if "tf.entry_function" not in fn.attributes:
        return None
    info = fn.attributes["tf.entry_function"]
    if not isinstance(info, ir.DictAttr):
        raise _error_at(fn, f"'tf.entry_function' must be a dictionary, not {info}")
    if key not in info:
        return None
    names = info[key]
    if not isinstance(names, ir.StringAttr):
        raise _error_at(fn, f"'tf.entry_function' {key} must be a string of "
                            f"comma-separated names, not {names}")
    names = names.value.split(",") if names.value else []
    if len(names) > count:
        has = f"takes {count}" if key == "inputs" else f"has {count} results"
        raise _error_at(fn, f"'tf.entry_function' names {len(names)} {key} but the "
                            f"function {has}")
    return [re.sub(r":0$", "", n) for n in names]


def is_resource(t: ir.Type) -> bool:
    return isinstance(t, ir.ShapedType) and str(t.element_type).startswith("!tf_type.resource")


def _spec(name: str, t: ir.Type) -> TensorSpec:
    if not isinstance(t, ir.ShapedType):
        return TensorSpec(name, np.dtype(object), None)
    try:
        dtype = dtype_from_name(str(t.element_type))
    except KeyError:  # resources, variants, quantized types
        dtype = np.dtype(object)
    shape = tuple(None if t.is_dynamic_dim(i) else t.get_dim_size(i)
                  for i in range(t.rank)) if t.has_rank else None
    return TensorSpec(name, dtype, shape)


def _unique(names: list[str]) -> list[str]:
    """`names` with repeats made distinct (`x`, `x_1`, ...)."""
    seen, out = set(names), []
    counts: dict[str, int] = {}
    for n in names:
        if n in counts:
            k = counts[n]
            while f"{n}_{k}" in seen:
                k += 1
            counts[n] = k + 1
            seen.add(f"{n}_{k}")
            out.append(f"{n}_{k}")
        else:
            counts[n] = 1
            out.append(n)
    return out


def _index_path_name(attrs: dict) -> str | None:
    path = attrs.get(INDEX_PATH)
    if isinstance(path, ir.ArrayAttr) and len(path) == 1 and isinstance(path[0], ir.StringAttr):
        return ir.StringAttr(path[0]).value
    return None


def _user_name(attrs: dict) -> str | None:
    name = attrs.get("tf._user_specified_name")
    return name.value if isinstance(name, ir.StringAttr) and name.value else None


def function_signature(fn: ir.Operation) -> FunctionSignature:
    """The inputs (variables, i.e. bound arguments, excluded) and outputs of `fn`."""
    ftype = _function_type(fn)
    arg_attrs = _arg_attrs(fn, "arg_attrs", len(ftype.inputs))
    res_attrs = _arg_attrs(fn, "res_attrs", len(ftype.results))
    graph_inputs = _entry_function_names(fn, "inputs", len(ftype.inputs)) or []
    graph_outputs = _entry_function_names(fn, "outputs", len(ftype.results)) or []
    inputs = []
    for i, (t, attrs) in enumerate(zip(ftype.inputs, arg_attrs)):
        if BOUND_INPUT in attrs:
            continue
        name = (_index_path_name(attrs) or (graph_inputs[i] if i < len(graph_inputs) else None)
                or _user_name(attrs) or f"input_{len(inputs)}")
        inputs.append((name, t))
    outputs = []
    for i, (t, attrs) in enumerate(zip(ftype.results, res_attrs)):
        name = (_index_path_name(attrs) or (graph_outputs[i] if i < len(graph_outputs) else None)
                or f"output_{i}")
        outputs.append((name, t))
    return FunctionSignature(
        tuple(_spec(n, t) for n, (_, t) in zip(_unique([n for n, _ in inputs]), inputs)),
        tuple(_spec(n, t) for n, (_, t) in zip(_unique([n for n, _ in outputs]), outputs)))


# -- variables -----------------------------------------------------------------

_SAVED_MODEL_PREFIX = re.compile(r"^__sm_node\d+__")


def variable_names(module: ir.Module) -> dict[str, str]:
    """Global tensor symbol -> the name `exe.variables` uses: TF's importer names
    them `__sm_node<N>__<object path>`; the path is the name, unless two share it."""
    symbols = [ir.StringAttr(op.operation.attributes["sym_name"]).value
               for op in module.body.operations if op.operation.name == GLOBAL_TENSOR]
    short = {s: _SAVED_MODEL_PREFIX.sub("", s) or s for s in symbols}
    counts: dict[str, int] = {}
    for name in short.values():
        counts[name] = counts.get(name, 0) + 1
    return {s: (n if counts[n] == 1 else s) for s, n in short.items()}


def resource_arguments(fn: ir.Operation) -> list[tuple[int, str]]:
    """(argument index, name) of `fn`'s unbound resource arguments: its variables."""
    ftype = _function_type(fn)
    arg_attrs = _arg_attrs(fn, "arg_attrs", len(ftype.inputs))
    graph_inputs = _entry_function_names(fn, "inputs", len(ftype.inputs)) or []
    found = []
    for i, (t, attrs) in enumerate(zip(ftype.inputs, arg_attrs)):
        if is_resource(t) and BOUND_INPUT not in attrs:
            found.append((i, graph_inputs[i] if i < len(graph_inputs) else f"arg{i}"))
    names = _unique([n for _, n in found])
    return [(i, n) for (i, _), n in zip(found, names)]


def bind_variables(module: ir.Module, fn: ir.Operation, values) -> dict[str, str]:
    """Binds `fn`'s resource arguments to `values` (name -> array, or a sequence
    in argument order); returns global tensor symbol -> variable name."""
    with fn.location:
        return _bind_variables(module, fn, values)


def _bind_variables(module: ir.Module, fn: ir.Operation, values) -> dict[str, str]:
    args = resource_arguments(fn)
    names = [n for _, n in args]
    if isinstance(values, dict):
        missing = [n for n in names if n not in values]
        extra = [str(k) for k in values if k not in names]
        if missing or extra:
            problems = []
            if missing:
                problems.append(f"no value for {', '.join(map(repr, missing))}")
            if extra:
                problems.append(f"no variable called {', '.join(map(repr, extra))}")
            raise InterfaceError(f"variables=: {'; '.join(problems)}; @{name_of(fn)} has the "
                                 f"variables {', '.join(map(repr, names)) or 'none'}")
        ordered = [values[n] for n in names]
    else:
        ordered = list(values)
        if len(ordered) != len(names):
            raise InterfaceError(f"variables=: {len(ordered)} values for the {len(names)} "
                                 f"variables of @{name_of(fn)} ({', '.join(map(repr, names))})")
    ftype = _function_type(fn)
    arg_attrs = list(fn.attributes["arg_attrs"]) if "arg_attrs" in fn.attributes else \
        [ir.DictAttr.get({}) for _ in ftype.inputs]
    symbols = {}
    taken = {name_of(f) for f in functions(module)} | set(variable_names(module))
    first = module.body.operations[0] if len(module.body.operations) else None
    for (index, name), value in zip(args, ordered):
        array = _variable_value(name, value, ftype.inputs[index])
        symbol = name
        while symbol in taken:
            symbol = "_" + symbol
        taken.add(symbol)
        symbols[symbol] = name
        with ir.InsertionPoint.at_block_begin(module.body) if first is None else \
                ir.InsertionPoint(first):
            ir.Operation.create(GLOBAL_TENSOR, attributes={
                "sym_name": ir.StringAttr.get(symbol),
                "type": ir.TypeAttr.get(_tensor_type(array)),
                "value": _dense(array),
                "is_mutable": ir.UnitAttr.get(),
            })
        attrs = {a.name: a.attr for a in ir.DictAttr(arg_attrs[index])}
        attrs[BOUND_INPUT] = ir.FlatSymbolRefAttr.get(symbol)
        arg_attrs[index] = ir.DictAttr.get(attrs)
    fn.attributes["arg_attrs"] = ir.ArrayAttr.get(arg_attrs)
    return symbols


def _variable_value(name: str, value, arg_type: ir.Type) -> np.ndarray:
    try:
        array = np.asarray(value)
    except (ValueError, TypeError) as e:
        raise InterfaceError(f"variable {name!r} is not an array: {e}") from None
    if array.dtype.kind == "O" or array.dtype.kind in "SU":
        raise InterfaceError(f"variable {name!r} must be an array of numbers, not {array.dtype}")
    # A typed resource (`!tf_type.resource<tensor<3xf32>>`) says what it holds.
    element = str(ir.ShapedType(arg_type).element_type)
    if "<" in element:
        try:
            held = _spec(name, ir.Type.parse(element[element.index("<") + 1:-1]))
        except ir.MLIRError:
            held = None
        if held is not None and held.dtype != np.dtype(object):
            if array.dtype != held.dtype or not shape_fits(held.shape, array.shape):
                raise InterfaceError(f"variable {name!r} must be {describe(held.dtype, held.shape)}, "
                                     f"got {array.dtype.name}{list(array.shape)}")
    return array


def _tensor_type(array: np.ndarray) -> ir.Type:
    try:
        element = ir.Type.parse(mlir_dtype_name(array.dtype))
    except KeyError:
        raise InterfaceError(f"a variable of dtype {array.dtype} is not supported") from None
    return ir.RankedTensorType.get(list(array.shape), element)


def _dense(array: np.ndarray) -> ir.Attribute:
    t = _tensor_type(array)
    if array.dtype == np.bool_ and array.size:  # MLIR's i1 buffers are packed bits
        array = np.packbits(array.reshape(-1), bitorder="little")
    return ir.DenseElementsAttr.get(np.ascontiguousarray(array), type=t)
