"""Generated stress inputs: valid (or nearly valid) programs of extreme size.

Each generator takes a `random.Random` (and optionally a size: depth, length,
count or shape) and returns `(text, label, dialect)`:
`dialect` is "tf" (for tfrt-opt's pipeline and tfrt.compile) or "tfrt" (for
tfrt-translate and the runtime). Sizes are drawn from ranges that straddle the
limits found so far, so a fix that only moves a limit still gets tested.
"""

from __future__ import annotations

import random

DEPTHS = (8, 64, 65, 300, 1000, 2600, 4000)
LENGTHS = (10, 1000, 5000, 16_000, 17_000, 40_000)
COUNTS = (2, 100, 1000, 3000)


def tf_nested_if(rng: random.Random, size=None):
    """`depth` nested tf.IfRegion ops (MLIR's parser recurses per region)."""
    n = size or rng.choice(DEPTHS)
    head = ["func.func @main(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {"]
    for i in range(n, 0, -1):
        head.append(f'%r{i} = "tf.IfRegion"(%p) ({{')
    body = ['"tf.Yield"(%x) : (tensor<f32>) -> ()']
    for i in range(1, n + 1):
        body += ["}, {", '"tf.Yield"(%x) : (tensor<f32>) -> ()',
                 "}) {is_stateless = true} : (tensor<i1>) -> tensor<f32>",
                 f'"tf.Yield"(%r{i}) : (tensor<f32>) -> ()' if i < n else
                 f"func.return %r{n} : tensor<f32>"]
    return "\n".join(head + body + ["}"]), f"gen.tf-nested-if:{n}", "tf"


def tf_op_chain(rng: random.Random, size=None):
    """A chain of element-wise ops (one fusion cluster)."""
    n = size or rng.choice(LENGTHS)
    ops = ("tf.AddV2", "tf.Mul", "tf.Sub")
    t = "tensor<f32>"
    lines = [f"func.func @main(%x: {t}) -> {t} {{",
             f'  %c = "tf.Const"() <{{value = dense<1.0> : {t}}}> : () -> {t}',
             f'  %v0 = "tf.Identity"(%x) : ({t}) -> {t}']
    for i in range(1, n + 1):
        lines.append(f'  %v{i} = "{ops[i % 3]}"(%v{i - 1}, %c) : ({t}, {t}) -> {t}')
    lines += [f"  func.return %v{n} : {t}", "}"]
    return "\n".join(lines), f"gen.tf-op-chain:{n}", "tf"


def tf_huge_splat(rng: random.Random, size=None):
    """A splat constant of a huge (or overflowing) number of elements."""
    shape = size or rng.choice(("100000000000", "4294967296", "65536x65536",
                                "3037000500x3037000500", "9223372036854775807",
                                "2x0x100000000000"))
    dtype = rng.choice(("f32", "i32", "i1", "f64"))
    value = {"f32": "1.0", "f64": "1.0", "i32": "1", "i1": "true"}[dtype]
    t = f"tensor<{shape}x{dtype}>"
    use = rng.choice(("Identity", "Neg" if dtype.startswith("f") else "Identity"))
    text = (f"func.func @main() -> {t} {{\n"
            f'  %c = "tf.Const"() <{{value = dense<{value}> : {t}}}> : () -> {t}\n'
            f'  %y = "tf.{use}"(%c) : ({t}) -> {t}\n'
            f"  func.return %y : {t}\n}}")
    return text, f"gen.tf-huge-splat:{shape}", "tf"


def tf_wide(rng: random.Random, size=None):
    """One op with many operands (tf.AddN) and a function with many results."""
    n = size or rng.choice(COUNTS)
    t = "tensor<2xf32>"
    args = ", ".join(f"%a{i}: {t}" for i in range(n))
    uses = ", ".join(f"%a{i}" for i in range(n))
    types = ", ".join([t] * n)
    text = (f"func.func @main({args}) -> ({t}, {types}) {{\n"
            f'  %s = "tf.AddN"({uses}) : ({types}) -> {t}\n'
            f"  func.return %s, {uses} : {t}, {types}\n}}")
    return text, f"gen.tf-wide:{n}", "tf"


def tf_call_chain(rng: random.Random, size=None):
    """Functions calling each other through tf.PartitionedCall, `n` deep."""
    n = size or rng.choice(COUNTS)
    t = "tensor<f32>"
    lines = [f"func.func private @f0(%x: {t}) -> {t} {{",
             f'  %y = "tf.Neg"(%x) : ({t}) -> {t}', f"  func.return %y : {t}", "}"]
    for i in range(1, n + 1):
        lines += [f"func.func private @f{i}(%x: {t}) -> {t} {{",
                  f'  %y = "tf.PartitionedCall"(%x) {{config = "", config_proto = "", '
                  f'executor_type = "", f = @f{i - 1}}} : ({t}) -> {t}',
                  f"  func.return %y : {t}", "}"]
    lines += [f"func.func @main(%x: {t}) -> {t} {{",
              f'  %y = "tf.PartitionedCall"(%x) {{config = "", config_proto = "", '
              f'executor_type = "", f = @f{n}}} : ({t}) -> {t}', f"  func.return %y : {t}", "}"]
    return "\n".join(lines), f"gen.tf-call-chain:{n}", "tf"


def tfrt_call_chain(rng: random.Random, size=None):
    """`n` functions, each calling the next: call depth `n` in the executor."""
    n = size or rng.choice(COUNTS + (10_000,))
    lines = ["func.func @f0(%x: i32) -> i32 {", "  %c1 = tfrt.constant.i32 1",
             "  %y = tfrt.add.i32 %x, %c1", "  tfrt.return %y : i32", "}"]
    for i in range(1, n + 1):
        lines += [f"func.func @f{i}(%x: i32) -> i32 {{",
                  f"  %y = tfrt.call @f{i - 1}(%x) : (i32) -> i32", "  tfrt.return %y : i32", "}"]
    lines += ["func.func @main() -> i32 {", "  %c = tfrt.constant.i32 0",
              f"  %y = tfrt.call @f{n}(%c) : (i32) -> i32", "  tfrt.return %y : i32", "}"]
    return "\n".join(lines), f"gen.tfrt-call-chain:{n}", "tfrt"


def tfrt_nested_regions(rng: random.Random, size=None):
    """`depth` nested tfrt.if / tfrt.repeat.i32 regions (a BEF function each).
    The regions are isolated from above: each level makes its own constant."""
    n = size or rng.choice(DEPTHS)
    op = rng.choice(("if", "repeat"))
    const = "tfrt.constant.i1 true" if op == "if" else "tfrt.constant.i32 1"
    head = "%x1 = tfrt.if %c, %x0 : (i32) -> (i32) {" if op == "if" else \
        "%x1 = tfrt.repeat.i32 %c, %x0 : i32 {"
    tail = ["} else {", "tfrt.return %x0 : i32", "}"] if op == "if" else ["}"]
    lines = ["func.func @main() -> i32 {", "%x0 = tfrt.constant.i32 0"]
    lines += [f"%c = {const}", head] * n
    lines += ["%one = tfrt.constant.i32 1", "%y = tfrt.add.i32 %x0, %one", "tfrt.return %y : i32"]
    lines += (tail + ["tfrt.return %x1 : i32"]) * n
    return "\n".join(lines + ["}"]), f"gen.tfrt-nested-{op}:{n}", "tfrt"


def tfrt_long_chain(rng: random.Random, size=None):
    n = size or rng.choice(LENGTHS)
    lines = ["func.func @main() -> i32 {", "  %c = tfrt.constant.i32 1",
             "  %x0 = tfrt.constant.i32 0"]
    lines += [f"  %x{i + 1} = tfrt.add.i32 %x{i}, %c" for i in range(n)]
    lines += [f"  tfrt.return %x{n} : i32", "}"]
    return "\n".join(lines), f"gen.tfrt-long-chain:{n}", "tfrt"


def tfrt_many_functions(rng: random.Random, size=None):
    n = size or rng.choice(COUNTS)
    lines = []
    for i in range(n):
        lines += [f"func.func @f{i}() -> i32 {{", f"  %c = tfrt.constant.i32 {i}",
                  "  tfrt.return %c : i32", "}"]
    return "\n".join(lines), f"gen.tfrt-many-functions:{n}", "tfrt"


def tfrt_wide(rng: random.Random, size=None):
    """One kernel with `n` operands, one function with `n` results."""
    n = size or rng.choice(COUNTS + (70_000,))
    chains = ", ".join(["%ch"] * n)
    types = ", ".join(["!tfrt.chain"] * n)
    text = (f"func.func @main() -> ({types}) {{\n  %ch = tfrt.new.chain\n"
            f"  %m = tfrt.merge.chains {chains} : {types}\n"
            f"  tfrt.return {', '.join(['%m'] * n)} : {types}\n}}")
    return text, f"gen.tfrt-wide:{n}", "tfrt"


def tfrt_deep_location(rng: random.Random, size=None):
    """A kernel whose location nests `depth` call sites / fused locations."""
    n = size or rng.choice(DEPTHS[:5])
    loc = '"f.mlir":1:1'
    for i in range(n):
        loc = f'callsite({loc} at "g.mlir":{i}:1)' if i % 2 else f'fused["n{i}", {loc}]'
    text = ("func.func @main() -> i32 {\n"
            f"  %c = tfrt.constant.i32 1 loc({loc})\n"
            '  %bad = "tfrt_test.fail"() : () -> i32\n'
            "  %y = tfrt.add.i32 %c, %bad\n  tfrt.return %y : i32\n}")
    return text, f"gen.tfrt-deep-location:{n}", "tfrt"


def tfrt_deep_attribute(rng: random.Random, size=None):
    """An attribute nesting `depth` arrays (BEF aggregates)."""
    n = size or rng.choice(DEPTHS[:5])
    value = "[" * n + "1 : i32" + "]" * n
    text = ("func.func @main() -> !tfrt.chain {\n  %ch = tfrt.new.chain\n"
            f'  %r = "tfrt_test.identity"(%ch) {{deep = {value}}} : (!tfrt.chain) -> !tfrt.chain\n'
            "  tfrt.return %r : !tfrt.chain\n}")
    return text, f"gen.tfrt-deep-attribute:{n}", "tfrt"


def tfrt_long_loop(rng: random.Random, size=None, kind=None):
    """A loop of `n` iterations or blocks: with a deadline (bef-executor
    --timeout, timeout=) it must stop at the deadline, whatever n is."""
    n = size or rng.choice((1000, 3_000_000, 2**31 - 1))
    kind = kind or rng.choice(("repeat", "parallel_for", "parallel_call"))
    lines = ["func.func @block(%s: i32, %e: i32, %ch: !tfrt.chain) -> !tfrt.chain {",
             "  tfrt.return %ch : !tfrt.chain", "}",
             "func.func @main() -> !tfrt.chain {", "  %zero = tfrt.constant.i32 0",
             f"  %n = tfrt.constant.i32 {n}", "  %one = tfrt.constant.i32 1",
             "  %ch = tfrt.new.chain"]
    if kind == "repeat":
        lines += ["  %r = tfrt.repeat.i32 %n, %ch : !tfrt.chain {",
                  "    %c = tfrt.merge.chains %ch, %ch : !tfrt.chain, !tfrt.chain",
                  "    tfrt.return %c : !tfrt.chain", "  }"]
    elif kind == "parallel_for":
        lines += ["  %r = tfrt.parallel_for.i32 %zero to %n fixed %one, %ch : !tfrt.chain {",
                  "    tfrt.return", "  }"]
    else:
        lines.append("  %r = tfrt.parallel_call.i32 %zero to %n fixed %one @block(%ch) "
                     ": !tfrt.chain")
    lines += ["  tfrt.return %r : !tfrt.chain", "}"]
    return "\n".join(lines), f"gen.tfrt-long-{kind}:{n}", "tfrt"


TF_GENERATORS = (tf_nested_if, tf_op_chain, tf_huge_splat, tf_wide, tf_call_chain)
TFRT_GENERATORS = (tfrt_call_chain, tfrt_nested_regions, tfrt_long_chain, tfrt_many_functions,
                   tfrt_wide, tfrt_deep_location, tfrt_deep_attribute, tfrt_long_loop)


def generate(rng: random.Random, dialect: str):
    return rng.choice(TF_GENERATORS if dialect == "tf" else TFRT_GENERATORS)(rng)
