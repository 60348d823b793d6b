"""Regression tests for the compiler's reliability defects (../shared/reliability,
issue 11): entry choice, attributes of the wrong kind, deep nesting, long fused
chains, fused-op locations, huge splats. Bad input is one located CompileError
(or one `tool: error:` line and exit 1), never a crash or a bindings error."""

import pathlib
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import tfrt
from conftest import TOOLS, lower_with_tools
from tfrt.compiler import MAX_NESTING, CompileError, compile_to_bef
from tfrt.executable import OpExecutionError

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "reliability"


def run_tool(*args):
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=300)


def assert_one_error_line(result, prefix):
    """Exit 1 and stderr one line `prefix...error: ...`: no signal, no traceback."""
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 1, (result.returncode, result.stderr[-2000:])
    assert len(lines) == 1 and lines[0].startswith(prefix) and "error: " in lines[0], lines


# -- the entry is a public function ----------------------------------------------------------

def test_a_private_main_is_never_the_entry():
    # @main is the loop body, private: the only public function, @f, is the entry.
    exe = tfrt.compile(DATA / "private_main_while_body.mlir")
    assert exe.entry == "f"
    assert exe(np.int32(3)) == 0
    with pytest.raises(CompileError, match=r"^@main is private; the entry must be a public "
                                           r"function: @f$") as e:
        tfrt.compile(DATA / "private_main_while_body.mlir", entry="main")
    assert not e.value.located


def test_no_public_function_or_several_without_main_name_the_candidates():
    private_only = ("func.func private @a(%x: tensor<f32>) -> tensor<f32> {\n  return %x : tensor<f32>\n}\n")
    with pytest.raises(CompileError, match=r"no public function to be the entry \(private ones: @a\)"):
        tfrt.compile(private_only)
    two = private_only.replace("private @a", "@b") + private_only.replace("private @a", "@c")
    with pytest.raises(CompileError, match=r"none of the public functions is @main: @b, @c"):
        tfrt.compile(two)
    assert tfrt.compile(two, entry="c").entry == "c"


def test_tfrt_compile_cli_chooses_a_public_entry(tmp_path):
    src, bef = DATA / "private_main_while_body.mlir", tmp_path / "x.bef"
    r = run_tool(TOOLS / "tfrt-compile", src, "-o", bef)
    assert r.returncode == 0 and r.stderr.strip().endswith("entry @f"), r.stderr
    assert tfrt.load(bef)(np.int32(2)) == 0
    r = run_tool(TOOLS / "tfrt-compile", src, "-o", bef, "--entry", "main")
    assert_one_error_line(r, "tfrt-compile: error: @main is private")
    private_only = tmp_path / "private.mlir"
    private_only.write_text("func.func private @a() {\n  return\n}\n")
    assert_one_error_line(run_tool(TOOLS / "tfrt-compile", private_only, "-o", bef),
                          "tfrt-compile: error: no public function")


# -- attributes of the wrong kind --------------------------------------------------------------

@pytest.mark.parametrize("name,message", [
    ("entry_function_attr.mlir", "'tf.entry_function' inputs must be a string of comma-separated "
                                 "names, not 1 : i32"),
    ("entry_function_not_dict.mlir", "'tf.entry_function' must be a dictionary, not \"x\""),
])
def test_a_malformed_entry_function_attribute_is_a_located_compile_error(name, message, tmp_path):
    path = DATA / name
    with pytest.raises(CompileError) as e:  # not the bindings' ValueError
        tfrt.compile(path)
    assert str(e.value) == f"{path}:1:1: error: {message}" and e.value.located
    r = run_tool(TOOLS / "tfrt-compile", path, "-o", tmp_path / "x.bef")
    assert_one_error_line(r, f"{path}:1:1: error: '")


def test_more_input_names_than_inputs_is_a_compile_error():
    src = ('func.func @main(%a: tensor<f32>) -> tensor<f32> attributes '
           '{tf.entry_function = {inputs = "a,b"}} {\n  return %a : tensor<f32>\n}\n')
    with pytest.raises(CompileError, match=r"^-:1:1: error: 'tf.entry_function' names 2 inputs "
                                           r"but the function takes 1$"):
        tfrt.compile(src)
    assert [s.name for s in tfrt.compile(src.replace('"a,b"', '"a"')).inputs] == ["a"]


# -- deep nesting: a large stack, and a limit with a clear error ------------------------------

def nested_if(depth: int) -> str:
    """`depth` nested tf.IfRegion (two brackets a level: `({`), the innermost
    yielding %x: the form of nested_if_3000.mlir."""
    lines = ["func.func @main(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {"]
    lines += [f'%r{i} = "tf.IfRegion"(%p) ({{' for i in range(depth, 0, -1)]
    lines.append('"tf.Yield"(%x) : (tensor<f32>) -> ()')
    for i in range(1, depth + 1):
        if i > 1:
            lines.append(f'"tf.Yield"(%r{i - 1}) : (tensor<f32>) -> ()')
        lines.append('}, {\n"tf.Yield"(%x) : (tensor<f32>) -> ()\n}) {is_stateless = true} : '
                     '(tensor<i1>) -> tensor<f32>')
    lines.append(f"func.return %r{depth} : tensor<f32>\n}}\n")
    return "\n".join(lines)


def compile_in_subprocess(path):
    """tfrt.compile's outcome in a process of its own (a crash must fail the test,
    not kill pytest): 'ok', or the CompileError's message."""
    code = textwrap.dedent(f"""
        import sys
        from tfrt.compiler import CompileError, compile_to_bef
        try:
            compile_to_bef({str(path)!r})
        except CompileError as e:
            print(e)
            sys.exit(3)
        print("ok")
    """)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert r.returncode in (0, 3) and "Traceback" not in r.stderr, (r.returncode, r.stderr[-2000:])
    return r.stdout.strip()


@pytest.fixture(scope="module")
def nested_3000(tmp_path_factory):
    path = tmp_path_factory.mktemp("nested") / "nested_if_3000.mlir"
    path.write_text(nested_if(3000))  # 6,000 brackets deep: the default 8 MiB stack overflows
    return path


@pytest.fixture(scope="module")
def nested_20000(tmp_path_factory):
    path = tmp_path_factory.mktemp("nested") / "nested_if_20000.mlir"
    path.write_text(nested_if(20000))
    return path


def test_tfrt_opt_parses_deep_nesting(nested_3000):
    r = run_tool(TOOLS / "tfrt-opt", nested_3000, "-o", "/dev/null")
    assert r.returncode == 0, (r.returncode, r.stderr[-2000:])


def test_tfrt_opt_rejects_nesting_past_the_limit(nested_20000):
    r = run_tool(TOOLS / "tfrt-opt", nested_20000, "-o", "/dev/null")
    assert r.returncode == 1, (r.returncode, r.stderr[-2000:])
    errors = [line for line in r.stderr.splitlines() if "error:" in line]
    # The first bracket past the limit: line 5001 opens levels 10,000 and 10,001.
    assert errors == [f"{nested_20000}:5001:30: error: brackets nest deeper than {MAX_NESTING} "
                      f"levels, the most tfrt-opt accepts"]


def test_tfrt_compile_compiles_deep_nesting(nested_3000):
    assert compile_in_subprocess(nested_3000) == "ok"


def test_tfrt_compile_rejects_nesting_past_the_limit(nested_20000):
    assert compile_in_subprocess(nested_20000) == (
        f"{nested_20000}:5001:30: error: brackets nest deeper than {MAX_NESTING} levels, "
        f"the most tfrt.compile accepts")
    text = nested_if(20000)
    with pytest.raises(CompileError, match=r"^-:5001:30: error: brackets nest deeper"):
        tfrt.compile(text)  # text: checked before anything is parsed


def test_the_emitter_sizes_its_stack_by_the_nesting_and_reports_a_thread_it_cannot_start(
        tmp_path, monkeypatch):
    from tfrt.bef_emitter import emitter, nesting
    from tfrt.bef_emitter.emitter import BEFEmitError, mlir_to_bef

    # Deep tfrt regions (a BEF function each) emit on a stack sized for their depth; shallow
    # input gets a small one (a process near its address-space limit still starts it).
    depth = 4000
    deep = ["func.func @main() -> i32 {", "%x0 = tfrt.constant.i32 0"]
    deep += ["%c = tfrt.constant.i32 1", "%x1 = tfrt.repeat.i32 %c, %x0 : i32 {"] * depth
    deep += ["%one = tfrt.constant.i32 1", "%y = tfrt.add.i32 %x0, %one", "tfrt.return %y : i32"]
    deep += ["}", "tfrt.return %x1 : i32"] * depth
    code = (f"from tfrt.bef_emitter.emitter import mlir_to_bef\n"
            f"print(len(mlir_to_bef(open({str(tmp_path / 'deep.mlir')!r}).read())))")
    (tmp_path / "deep.mlir").write_text("\n".join(deep + ["}"]))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0 and int(r.stdout) > 0, r.stderr[-2000:]
    assert nesting.stack_for(2) < 16 << 20 and nesting.stack_for(MAX_NESTING) <= nesting.STACK_SIZE

    def no_thread(fn, *args, stack_size):
        raise MemoryError(f"cannot start a thread with a {stack_size >> 20} MiB stack: no memory")

    monkeypatch.setattr(emitter, "on_large_stack", no_thread)
    with pytest.raises(BEFEmitError, match="cannot start a thread with a 8 MiB stack"):
        mlir_to_bef('func.func @f() {\n  "tfrt.return"() : () -> ()\n}')


def test_brackets_in_strings_and_comments_do_not_count():
    deep = "(" * (2 * MAX_NESTING)
    src = (f'// {deep}\nfunc.func @main(%a: tensor<f32>) -> tensor<f32> attributes '
           f'{{note = "{deep}\\"{deep}"}} {{\n  return %a : tensor<f32>\n}}\n')
    assert tfrt.compile(src)(np.float32(2)) == 2


# -- long element-wise chains: clusters are capped ---------------------------------------------

def test_calls_nested_past_the_depth_limit_are_one_clear_error():
    # 1,000 tf.PartitionedCalls, each calling the next: more than the runtime's stack allows
    # (docs/robustness.md, "Limits"); 100 run.
    def chain(n):
        t = "tensor<f32>"

        def function(name, body):
            return f"func.func {name}(%x: {t}) -> {t} {{\n  %y = {body} : ({t}) -> {t}\n  func.return %y : {t}\n}}"

        def call(i):
            return f'"tf.PartitionedCall"(%x) {{config = "", config_proto = "", executor_type = "", f = @f{i}}}'

        lines = [function("private @f0", '"tf.Neg"(%x)')]
        lines += [function(f"private @f{i}", call(i - 1)) for i in range(1, n + 1)]
        lines.append(function("@main", call(n)))
        return "\n".join(lines)

    assert tfrt.compile(chain(100))(np.float32(2)) == -2
    with pytest.raises(OpExecutionError, match=r"^-:\d+:\d+: function calls nested too deeply: the "
                                               r"runtime's call depth limit \(Python's recursion limit"):
        tfrt.compile(chain(1000))(np.float32(2))


def test_a_17000_op_chain_compiles_and_runs(tmp_path):
    ops = ["tf.AddV2", "tf.Mul", "tf.Sub", "tf.RealDiv"]
    lines = ["func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {",
             '  %c = "tf.Const"() <{value = dense<[1.5, 0.5, 2.0]> : tensor<3xf32>}> : '
             '() -> tensor<3xf32>']
    last = "%x"
    for i in range(17000):
        lines.append(f'  %v{i} = "{ops[i % 4]}"({last}, %c) : (tensor<3xf32>, tensor<3xf32>) '
                     f'-> tensor<3xf32>')
        last = f"%v{i}"
    lines.append(f"  func.return {last} : tensor<3xf32>\n}}\n")
    src, bef = tmp_path / "chain.mlir", tmp_path / "chain.bef"
    src.write_text("\n".join(lines))
    r = run_tool(TOOLS / "tfrt-compile", src, "-o", bef)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-2000:]
    # ceil(17000 / 1024) fused ops, the default max-cluster-size of tf-fuse-elementwise.
    lowered = run_tool(TOOLS / "tfrt-opt", "--tf-to-tfrt-pipeline", src).stdout
    assert lowered.count('"tf._FusedElementwise"') == 17

    x = np.array([0.25, -3.0, 7.5], np.float32)
    c = np.array([1.5, 0.5, 2.0], np.float32)
    want = x
    for i in range(17000):
        want = [np.add, np.multiply, np.subtract, np.divide][i % 4](want, c)
    np.testing.assert_array_equal(tfrt.load(bef)(x), want)


# -- a fused op's error is reported at the member that failed ----------------------------------

MLP = """\
func.func @main(%x: tensor<?x8xf32>) -> tensor<?x3xf32> {
  %w0 = "tf.Const"() <{value = dense<0.5> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
  %b0 = "tf.Const"() <{value = dense<0.25> : tensor<4xf32>}> : () -> tensor<4xf32>
  %w1 = "tf.Const"() <{value = dense<-0.5> : tensor<4x3xf32>}> : () -> tensor<4x3xf32>
  %b1 = "tf.Const"() <{value = dense<1.0> : tensor<3xf32>}> : () -> tensor<3xf32>
  %0 = "tf.MatMul"(%x, %w0) <{transpose_a = false, transpose_b = false}> : (tensor<?x8xf32>, tensor<8x4xf32>) -> tensor<?x4xf32>
  %1 = "tf.AddV2"(%0, %b0) : (tensor<?x4xf32>, tensor<4xf32>) -> tensor<?x4xf32>
  %2 = "tf.Relu"(%1) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %3 = "tf.MatMul"(%2, %w1) <{transpose_a = false, transpose_b = false}> : (tensor<?x4xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  %4 = "tf.AddV2"(%3, %b1) : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
  %5 = "tf.Softmax"(%4) : (tensor<?x3xf32>) -> tensor<?x3xf32>
  func.return %5 : tensor<?x3xf32>
}
"""


@pytest.mark.parametrize("fuse,op", [(True, "tf._FusedMatMul"), (False, "tf.MatMul")])
def test_a_matmul_error_is_reported_at_the_matmul(fuse, op, tmp_path):
    src, bef = tmp_path / "mlp.mlir", tmp_path / "mlp.bef"
    src.write_text(MLP)
    exe = tfrt.load(lower_with_tools(src, bef, fuse=fuse))  # no signature: the op finds it
    assert exe(np.ones((2, 8), np.float32)).shape == (2, 3)
    with pytest.raises(OpExecutionError, match=rf"^{src}:6:8: {op}: Matrix size-incompatible"):
        exe(np.ones((32, 7), np.float32))


# -- huge splats stay one value ----------------------------------------------------------------

def compile_with_address_space_limit(path, limit=2 << 30):
    """Compiles `path` in a process limited to `limit` bytes of address space
    (`ulimit -v`); its stdout ('ok' or the CompileError), or fails."""
    code = textwrap.dedent(f"""
        import resource, sys
        resource.setrlimit(resource.RLIMIT_AS, ({limit}, {limit}))
        import tfrt
        from tfrt.compiler import CompileError
        try:
            tfrt.compile({str(path)!r})
        except CompileError as e:
            print(e)
            sys.exit(3)
        print("ok")
    """)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert r.returncode in (0, 3) and "Traceback" not in r.stderr, (r.returncode, r.stderr[-2000:])
    return r.stdout.strip()


def test_a_huge_splat_is_never_materialized():
    # 10^11 f32 elements (400 GB) as one value: compiling takes ordinary memory.
    outcome = compile_with_address_space_limit(DATA / "huge_splat_tf.mlir")
    assert outcome == "ok" or "tf.Const" in outcome and "100000000000" in outcome, outcome


def test_batch_norm_folding_never_expands_a_huge_splat(tmp_path):
    src = tmp_path / "bn.mlir"
    src.write_text("""\
func.func @main(%x: tensor<1x1x1x100000xf32>) -> tensor<1x1x1x100000xf32> {
  %f = "tf.Const"() <{value = dense<2.0> : tensor<1x1x100000x100000xf32>}> : () -> tensor<1x1x100000x100000xf32>
  %s = "tf.Const"() <{value = dense<1.0> : tensor<100000xf32>}> : () -> tensor<100000xf32>
  %c = "tf.Conv2D"(%x, %f) <{padding = "VALID", strides = [1, 1, 1, 1]}> : (tensor<1x1x1x100000xf32>, tensor<1x1x100000x100000xf32>) -> tensor<1x1x1x100000xf32>
  %y:6 = "tf.FusedBatchNormV3"(%c, %s, %s, %s, %s) <{is_training = false}> : (tensor<1x1x1x100000xf32>, tensor<100000xf32>, tensor<100000xf32>, tensor<100000xf32>, tensor<100000xf32>) -> (tensor<1x1x1x100000xf32>, tensor<100000xf32>, tensor<100000xf32>, tensor<100000xf32>, tensor<100000xf32>, tensor<*xf32>)
  func.return %y#0 : tensor<1x1x1x100000xf32>
}
""")
    outcome = compile_with_address_space_limit(src)
    assert outcome == "ok" or "tf.Const" in outcome and "10000000000" in outcome, outcome


@pytest.mark.parametrize("text, where, message", [
    ('func.func @main() -> tensor<3037000500x3037000500xf32> {\n'
     '  %c = "tf.Const"() <{value = dense<1.0> : tensor<3037000500x3037000500xf32>}> : '
     '() -> tensor<3037000500x3037000500xf32>\n  func.return %c : tensor<3037000500x3037000500xf32>\n}\n',
     "1:22", "more elements than int64 can count"),
    ('func.func @main(%x: tensor<f32>) -> tensor<f32> {\n  %y = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32> '
     'loc("\\ff":1:2)\n  func.return %y : tensor<f32>\n}\n', "2:56", "not UTF-8"),
    ('func.func @main() -> tensor<2xi16> {\n  %c = "tf.Const"() <{value = dense<[1, "a"]> : '
     'tensor<2xi16>}> : () -> tensor<2xi16>\n  func.return %c : tensor<2xi16>\n}\n',
     "2:41", "a string element in a literal of i16 elements (integers expected)"),
    ('func.func @main() -> tensor<1xcomplex<i32>> {\n  %c = "tf.Const"() <{value = dense<[("a", "b")]> : '
     'tensor<1xcomplex<i32>>}> : () -> tensor<1xcomplex<i32>>\n  func.return %c : tensor<1xcomplex<i32>>\n}\n',
     "2:39", "literal of complex<i32> elements"),
])
def test_input_mlir_must_not_meet_is_a_located_compile_error(tmp_path, text, where, message):
    # MLIR's parser asserts on the first and the last two, the bindings abort on the
    # second: all are stopped before parsing, in a subprocess so that a crash fails the
    # test; tfrt-opt (C++) and tfrt-translate stop them too.
    path = tmp_path / "bad.mlir"
    path.write_text(text)
    run = subprocess.run([sys.executable, "-c", f"import tfrt; tfrt.compile({str(path)!r})"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 1 and f"bad.mlir:{where}: error:" in run.stderr \
        and message in run.stderr, run.stderr[-2000:]
    if "UTF-8" in message:
        return  # (tfrt-opt's C++ parser takes any bytes in a location)
    for tool in (["tfrt-opt"], ["tfrt-translate", "--mlir-to-bef", "-o", str(tmp_path / "x.bef")]):
        run = subprocess.run([str(TOOLS / tool[0]), *tool[1:], str(path)], capture_output=True,
                             text=True, timeout=120)
        assert run.returncode == 1 and f"bad.mlir:{where}: error:" in run.stderr \
            and message in run.stderr, (tool, run.stderr[-2000:])
