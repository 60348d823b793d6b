"""Op conformance against TensorFlow: every case of test/data/op_cases/ (written by
tools/gen_op_cases.py from TF's own outputs and errors) run through the CPU op library.

A value case runs the op's metadata function (or its value-metadata function, given the
values at its value operands), which must agree with the output's dtype and shape, then its
dispatch function, whose outputs must match TensorFlow's within TOLERANCES. A bad-input case
(TF raised) must raise OpError from the metadata function or from dispatch. No TensorFlow here.
"""

from __future__ import annotations

import json
import os
import types

import ml_dtypes
import numpy as np
import pytest

from tfrt.runtime.cpu_ops import OpError, default_cpu_op_registry
from tfrt.runtime.tensor import TensorMetadata

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "data", "op_cases")
FAMILIES = ("math", "reduction", "array", "nn", "space", "scatter", "search", "segment", "linalg", "image", "complex",
            "spectral", "string", "random", "misc", "sparse", "lookup", "rnn",
            "simple_rnn")

# The one place tolerances live (docs/cpu_ops.md, "Conformance"): (rtol, atol) per output
# dtype; |got - want| <= atol + rtol * |want| elementwise, NaN where TF has NaN, infinities
# equal. Other dtypes (integers, bool, strings) must be equal. About two units in the last
# place for the half types (TF computes some ops in the half type itself, the library in
# float32 rounded once), and room for different summation orders and libm implementations.
TOLERANCES = {
    "float16": (2e-3, 2e-3),
    "bfloat16": (1.6e-2, 1.6e-2),
    "float32": (1e-5, 1e-5),
    "float64": (1e-12, 1e-12),
    "complex64": (1e-5, 1e-5),
    "complex128": (1e-12, 1e-12),
}

# Known disagreements with TF (strict: each fails today). Key: case id.
XFAIL: dict[str, str] = {
    # TF defects the library deliberately does not reproduce.
    "tf.Round-6": "TF 2.21's CPU Round returns 0 for every int32; the library returns the input",
    "tf.Round-7": "TF 2.21's CPU Round returns 0 for every int64; the library returns the input",
    "tf.Erf-3": "TF 2.21's CPU Erf gives NaN for float64 +-inf; the library gives +-1 (as TF for float32)",
    "tf.Einsum-27": "TF 2.21 accepts an output label no input has (ij,jk->iz gives a [2] result); the "
                    "library rejects the equation",
}

_DTYPES = {"bfloat16": np.dtype(ml_dtypes.bfloat16), "string": np.dtype(object)}


def _dtype(name):
    return _DTYPES.get(name) or np.dtype(name)


def _load(family):
    with open(os.path.join(FIXTURES, family + ".json")) as f:
        spec = json.load(f)
    with np.load(os.path.join(FIXTURES, family + ".npz")) as z:
        data = {k: z[k] for k in z.files}

    def array(rec):
        shape = tuple(rec["shape"])
        if rec["dtype"] == "string":
            flat = np.empty(len(rec["values"]), dtype=object)
            flat[:] = [v.encode("latin-1") for v in rec["values"]]
            return flat.reshape(shape)
        flat = data[rec["dtype"]]
        n = int(np.prod(shape, dtype=np.int64))
        a = flat[rec["at"]:rec["at"] + n]
        if rec["dtype"] == "bfloat16":
            a = a.view(ml_dtypes.bfloat16)
        return a.reshape(shape).copy()

    def attr(v):
        if isinstance(v, dict) and "dtype" in v and len(v) == 1:
            return _dtype(v["dtype"])
        if isinstance(v, dict) and "array" in v:
            return array(v["array"])
        return v

    cases = []
    for rec in spec["cases"]:
        if "steps" in rec:  # a sequence: inputs are arrays or earlier steps' outputs
            cases.append(types.SimpleNamespace(
                id=rec["id"], op=rec["op"], error=rec.get("error"), message=rec.get("message"),
                error_step=rec.get("error_step"), unordered=set(rec.get("unordered", ())),
                steps=[types.SimpleNamespace(op=s["op"], attrs={k: attr(v) for k, v in s["attrs"].items()},
                                             inputs=[array(x["array"]) if "array" in x else (x["step"], x["output"])
                                                     for x in s["inputs"]]) for s in rec["steps"]],
                outputs=[[None if "resource" in o else array(o) for o in outs] for outs in rec["outputs"]]))
            continue
        cases.append(types.SimpleNamespace(
            id=rec["id"], op=rec["op"], attrs={k: attr(v) for k, v in rec["attrs"].items()},
            inputs=[array(a) for a in rec["inputs"]],
            outputs=[array(a) for a in rec["outputs"]] if "outputs" in rec else None,
            unspecified=set(rec.get("unspecified", ())), up_to_sign=set(rec.get("up_to_sign", ())),
            error=rec.get("error"), message=rec.get("message")))
    return cases


ALL_CASES = [c for fam in FAMILIES for c in _load(fam)]
CASES = [c for c in ALL_CASES if not hasattr(c, "steps")]
SEQUENCES = [c for c in ALL_CASES if hasattr(c, "steps")]


def _params():
    for c in CASES:
        marks = [pytest.mark.xfail(reason=XFAIL[c.id], strict=True)] if c.id in XFAIL else []
        yield pytest.param(c, id=c.id, marks=marks)


def _metadata(entry, attrs, inputs):
    """The op's metadata for these inputs (None if it has no metadata function)."""
    if entry.metadata_fn is not None:
        return entry.metadata_fn(attrs, *(TensorMetadata.of(x) for x in inputs))
    if entry.value_metadata_fn is not None:
        vops = {i % len(inputs) for i in entry.value_operands}
        return entry.value_metadata_fn(attrs, *(x if i in vops else TensorMetadata.of(x)
                                                for i, x in enumerate(inputs)))
    return None


def assert_matches(got, want, what):
    assert isinstance(got, np.ndarray), f"{what}: {type(got).__name__}, not an ndarray"
    assert (got.dtype, got.shape) == (want.dtype, want.shape), \
        f"{what}: got {got.dtype}{list(got.shape)}, TF gives {want.dtype}{list(want.shape)}"
    tol = TOLERANCES.get("bfloat16" if want.dtype == _DTYPES["bfloat16"] else want.dtype.name)
    if tol is None:
        assert np.array_equal(got, want), f"{what}: got\n{got}\nTF gives\n{want}"
        return
    rtol, atol = tol
    wide = np.complex128 if want.dtype.kind == "c" else np.float64
    g, w = got.astype(wide), want.astype(wide)
    for part in ((g.real, w.real), (g.imag, w.imag)) if want.dtype.kind == "c" else ((g, w),):
        gp, wp = part
        nan = np.isnan(wp)
        fin = np.isfinite(wp)
        with np.errstate(invalid="ignore"):
            close = np.where(fin, np.abs(gp - wp) <= atol + rtol * np.abs(wp), gp == wp)
        ok = (np.isnan(gp) == nan) & (nan | close)
        assert ok.all(), (f"{what} ({want.dtype}, rtol={rtol}, atol={atol}) differs at "
                          f"{np.argwhere(~ok)[:5].tolist()}: got\n{got}\nTF gives\n{want}")


@pytest.mark.parametrize("case", _params())
def test_op_matches_tensorflow(case):
    entry = default_cpu_op_registry().lookup(case.op)
    attrs = types.MappingProxyType(case.attrs)
    before = [x.copy() for x in case.inputs]
    if case.error is not None:
        # TF raised: the metadata function or dispatch raises OpError naming the op.
        with pytest.raises(OpError) as info:
            _metadata(entry, attrs, case.inputs)
            entry.dispatch_fn(attrs, *case.inputs)
        assert info.value.op_name == case.op, str(info.value)
        return
    md = _metadata(entry, attrs, case.inputs)
    out = entry.dispatch_fn(attrs, *case.inputs)
    outs = out if isinstance(out, tuple) else (out,)
    assert len(outs) == len(case.outputs), f"{len(outs)} results, TF gives {len(case.outputs)}"
    if md is not None:
        mds = md if isinstance(md, tuple) else (md,)
        assert [(m.dtype, m.shape) for m in mds] == [(o.dtype, o.shape) for o in case.outputs], \
            "metadata function disagrees with TF's outputs"
    for i, (got, want) in enumerate(zip(outs, case.outputs)):
        if i in case.unspecified:  # TF leaves the values undefined: dtype and shape only
            assert (got.dtype, got.shape) == (want.dtype, want.shape), f"{case.id} output {i}"
        elif i in case.up_to_sign:  # vectors defined up to sign (phase): compare magnitudes
            assert (got.dtype, got.shape) == (want.dtype, want.shape), f"{case.id} output {i}"
            assert_matches(np.abs(got), np.abs(want), f"{case.id} |output {i}|")
        else:
            assert_matches(got, want, f"{case.id} output {i}")
    for x, y in zip(case.inputs, before):
        assert (x == y).all() if x.dtype == object else x.tobytes() == y.tobytes(), \
            "the op wrote into its input"


def _sorted_by_keys(outs):
    order = np.argsort(outs[0], kind="stable")
    return [o[order] for o in outs]


@pytest.mark.parametrize("case", [pytest.param(c, id=c.id) for c in SEQUENCES])
def test_sequence_matches_tensorflow(case):
    """Ops whose values only other ops make (hash tables: resources) run as TF ran them: each
    step's metadata and outputs match TF's (a resource is a 0-d object array), and the step at
    which TF raised raises OpError naming its op."""
    reg = default_cpu_op_registry()
    results = []
    for s, step in enumerate(case.steps):
        entry = reg.lookup(step.op)
        inputs = [results[x[0]][x[1]] if isinstance(x, tuple) else x for x in step.inputs]
        attrs = types.MappingProxyType(step.attrs)
        if case.error_step == s:
            with pytest.raises(OpError) as info:
                _metadata(entry, attrs, inputs)
                entry.dispatch_fn(attrs, *inputs)
            assert info.value.op_name == step.op, str(info.value)
            return
        md = _metadata(entry, attrs, inputs)
        out = entry.dispatch_fn(attrs, *inputs)
        outs = list(out) if isinstance(out, tuple) else [out]
        want = case.outputs[s]
        assert len(outs) == len(want), f"step {s} ({step.op}): {len(outs)} results, TF gives {len(want)}"
        mds = list(md) if isinstance(md, tuple) else [] if md is None else [md]
        for i, (got, w) in enumerate(zip(outs, want)):
            if w is None:  # a resource handle
                assert got.dtype == object and got.shape == () and not isinstance(got[()], bytes), f"step {s}"
                continue
            if mds:
                assert (mds[i].dtype, mds[i].shape) == (w.dtype, w.shape), f"step {s} ({step.op}) metadata"
        if s in case.unordered:
            outs, want = _sorted_by_keys(outs), _sorted_by_keys(want)
        for i, (got, w) in enumerate(zip(outs, want)):
            if w is not None:
                assert_matches(got, w, f"step {s} ({step.op}) output {i}")
        results.append(outs)
    assert case.error_step is None, f"TF raised at step {case.error_step}"


# Relative tolerance of a reconstruction from a decomposition, per input dtype.
_RECON = {"float16": 1e-2, "float32": 1e-4, "complex64": 1e-4, "float64": 1e-10, "complex128": 1e-10}


def _decompositions():
    return [pytest.param(c, id=c.id) for c in CASES
            if c.op in ("tf.Qr", "tf.Svd", "tf.SelfAdjointEigV2") and c.error is None and c.inputs[0].size
            and c.attrs.get("compute_uv", True) and c.attrs.get("compute_v", True)]


@pytest.mark.parametrize("case", _decompositions())
def test_decomposition_reconstructs_its_input(case):
    """What the up-to-sign comparison leaves open: the factors are orthonormal (all columns, also
    the ones full_matrices adds) and multiply back to the input."""
    a = case.inputs[0].astype(np.complex128)
    out = [o.astype(np.complex128) for o in default_cpu_op_registry().lookup(case.op).dispatch_fn(
        types.MappingProxyType(case.attrs), *case.inputs)]
    adj = lambda m: np.conj(np.swapaxes(m, -1, -2))
    if case.op == "tf.Qr":
        q, r = out
        ortho, back = [q], q @ r
    elif case.op == "tf.Svd":
        s, u, v = out
        k = s.shape[-1]
        ortho, back = [u, v], (u[..., :k] * s[..., None, :]) @ adj(v[..., :k])
    else:
        e, v = out
        ortho, back = [v], (v * e[..., None, :]) @ adj(v)
    tol = _RECON[case.inputs[0].dtype.name] * max(1.0, float(np.abs(a).max()))
    assert np.abs(back - a).max() <= tol, f"{case.id}: factors do not multiply back to the input"
    for m in ortho:
        eye = np.eye(m.shape[-1])
        assert np.abs(adj(m) @ m - eye).max() <= _RECON[case.inputs[0].dtype.name] * 10, case.id


# Ops TF accepts whatever the input: no bad-input case exists for them.
TOTAL = {"tf.Identity", "tf.IdentityN", "tf.StopGradient", "tf.PreventGradient", "tf.ZerosLike", "tf.Rank",
         "tf.StatelessRandomGetAlg", "tf.NoOp"}


def test_three_cases_and_a_bad_input_per_op():
    counts: dict[str, int] = {}
    errors: dict[str, int] = {}
    for c in CASES:
        counts[c.op] = counts.get(c.op, 0) + 1
        errors[c.op] = errors.get(c.op, 0) + (c.error is not None)
    assert len({c.id for c in CASES}) == len(CASES)
    assert all(n >= 3 for n in counts.values()), {op: n for op, n in counts.items() if n < 3}
    assert [op for op in counts if not errors[op] and op not in TOTAL] == []
    # Every op of the library has conformance cases, except the fusion of element-wise ops
    # (not a TF op: test_fused_elementwise.py, and the membership test below). TensorList and
    # TensorArray ops are checked as op sequences (test_models_rnn.py: their values only ops make).
    with open(os.path.join(FIXTURES, "..", "models", "list_ops", "cases.json")) as f:
        sequences = {c["op"] for c in json.load(f)["cases"]}
    # This harness's own sequences (hash tables): >= 3 each, with a bad input; every step's op covered.
    for c in SEQUENCES:
        counts[c.op] = counts.get(c.op, 0) + 1
        errors[c.op] = errors.get(c.op, 0) + (c.error is not None)
        sequences |= {s.op for s in c.steps}
    assert all(n >= 3 for n in counts.values()), {op: n for op, n in counts.items() if n < 3}
    assert [op for op in counts if not errors[op] and op not in TOTAL] == []
    # TFRT's test ops (`tfrt_test.*`) are not TF ops either: TF has no outputs to compare
    # them with (test_tfrt_test_ops.py tests them).
    tf_ops = {n for n in default_cpu_op_registry().op_names() if not n.startswith("tfrt_test.")}
    assert tf_ops - set(counts) - sequences == {"tf._FusedElementwise"}


# The element-wise ops the compiler may fuse (passes/TFFuseElementwise.cpp) that this library
# added: each runs as the one sub-op of a tf._FusedElementwise and gives TF's answers.
FUSIBLE_NEW = {"tf.Ceil", "tf.Div", "tf.DivNoNan", "tf.Erf", "tf.Expm1", "tf.IsFinite", "tf.IsInf",
               "tf.IsNan", "tf.Log1p", "tf.Reciprocal", "tf.Rint", "tf.Round", "tf.Sign", "tf.Sin",
               "tf.Cos", "tf.TruncateDiv", "tf.Elu", "tf.LeakyRelu", "tf.Selu", "tf.Softplus"}


@pytest.mark.parametrize("op", sorted(FUSIBLE_NEW))
def test_new_elementwise_ops_run_fused(op):
    entry = default_cpu_op_registry().lookup("tf._FusedElementwise")
    cases = [c for c in CASES if c.op == op and c.error is None and c.id not in XFAIL]
    assert len(cases) >= 3
    for c in cases:
        n = len(c.inputs)
        attrs = {"fused_ops": [op], "fused_operands": [list(range(n))], "fused_attrs": [c.attrs],
                 "fused_results": [n]}
        md = entry.metadata_fn(attrs, *(TensorMetadata.of(x) for x in c.inputs))
        assert (md.dtype, md.shape) == (c.outputs[0].dtype, c.outputs[0].shape)
        fn = entry.specialize_fn(attrs, n)
        assert_matches(fn(attrs, *c.inputs), c.outputs[0], c.id + " fused")


def _case(case_id):
    return next(c for c in CASES if c.id == case_id)


def _type(a):
    from tfrt.runtime.tensor import mlir_dtype_name
    return f"tensor<{''.join(f'{d}x' for d in a.shape)}{mlir_dtype_name(a.dtype)}>"


def _const(name, a):
    return f'    %{name} = "tf.Const"() {{value = dense<{a.tolist()}> : {_type(a)}}} : () -> {_type(a)}\n'


def test_a_model_of_new_ops_compiles_and_matches_tensorflow():
    """tfrt.compile accepts TF-dialect ops the library added (its supported-ops list is the
    registry's) and the compiled function gives the fixtures' TF outputs."""
    import tfrt

    erfc, cumsum, top_k, one_hot, split = (_case(i) for i in (
        "tf.Erfc-2", "tf.Cumsum-19", "tf.TopKV2-17", "tf.OneHot-20", "tf.SplitV-16"))
    assert cumsum.attrs == {"exclusive": True, "reverse": True} and one_hot.attrs == {"axis": 0}
    args = [erfc.inputs[0], cumsum.inputs[0], top_k.inputs[0], one_hot.inputs[0], split.inputs[0]]
    outs = [erfc.outputs[0], cumsum.outputs[0], *top_k.outputs, one_hot.outputs[0], *split.outputs]
    t = [_type(a) for a in args]
    text = (f"func.func @main(%a: {t[0]}, %b: {t[1]}, %c: {t[2]}, %d: {t[3]}, %e: {t[4]}) -> "
            f"({', '.join(_type(o) for o in outs)}) {{\n"
            + _const("axis", cumsum.inputs[1]) + _const("k", top_k.inputs[1])
            + _const("depth", one_hot.inputs[1]) + _const("on", one_hot.inputs[2])
            + _const("off", one_hot.inputs[3]) + _const("sizes", split.inputs[1])
            + _const("dim", split.inputs[2]) +
            f'    %0 = "tf.Erfc"(%a) : ({t[0]}) -> {t[0]}\n'
            f'    %1 = "tf.StopGradient"(%0) : ({t[0]}) -> {t[0]}\n'
            f'    %2 = "tf.Cumsum"(%b, %axis) {{exclusive = true, reverse = true}} : '
            f'({t[1]}, tensor<i32>) -> {t[1]}\n'
            f'    %3:2 = "tf.TopKV2"(%c, %k) {{sorted = true}} : ({t[2]}, tensor<i32>) -> '
            f'({_type(outs[2])}, {_type(outs[3])})\n'
            f'    %4 = "tf.OneHot"(%d, %depth, %on, %off) {{axis = 0 : i64}} : '
            f'({t[3]}, tensor<i32>, tensor<f32>, tensor<f32>) -> {_type(outs[4])}\n'
            f'    %5:3 = "tf.SplitV"(%e, %sizes, %dim) : ({t[4]}, tensor<3xi64>, tensor<i32>) -> '
            f'({", ".join(_type(o) for o in outs[5:])})\n'
            f"    return %1, %2, %3#0, %3#1, %4, %5#0, %5#1, %5#2 : "
            f"{', '.join(_type(o) for o in outs)}\n}}\n")
    got = tfrt.compile(text)(*args)
    assert len(got) == len(outs)
    for i, (g, w) in enumerate(zip(got, outs)):
        assert_matches(np.asarray(g), w, f"result {i}")


@pytest.mark.parametrize("op", ["tf.RFFT", "tf.IRFFT", "tf.RFFT2D", "tf.IRFFT2D"])
def test_zero_fft_length_is_an_op_error(op):
    """No fixture: an fft_length of 0 aborts TF 2.21's process (DUCC's r2c assertion). The library
    refuses it with OpError, from the value-metadata function and from dispatch."""
    k = 2 if op.endswith("2D") else 1
    x = np.ones((2, 4), np.complex64 if op.startswith("tf.I") else np.float32)
    length = np.array([2, 0][-k:], np.int32)
    entry = default_cpu_op_registry().lookup(op)
    with pytest.raises(OpError, match="must be positive"):
        entry.value_metadata_fn({}, TensorMetadata.of(x), length)
    with pytest.raises(OpError, match="must be positive"):
        entry.dispatch_fn({}, x, length)
