"""Resources in the runtime: the ResourceMgr of a CoreRuntime, resource variables
(resource_variable_ops.py) and shared hash tables, through the Core Runtime's CPU op handler and
a BEF program. TF's values and errors for single sequences are in test_op_conformance.py (the
`lookup` family); here: sharing by name, isolation, immutability under buffer forwarding,
ordering by chains, errors as the runtime reports them, the Variable API."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from tfrt.runtime.async_value import CHAIN, ConcreteAsyncValue, ErrorCode
from tfrt.runtime.core_runtime import CoreRuntime, TensorHandle
from tfrt.runtime.core_runtime.resource_mgr import ResourceMgr, default_resource_mgr
from tfrt.runtime.cpu_ops import OpError, default_cpu_op_registry
from tfrt.runtime.cpu_ops.lookup_ops import HashTable
from tfrt.runtime.cpu_ops.nn_ops import _frozen
from tfrt.runtime.cpu_ops.resource_variable_ops import ANONYMOUS_NAME, Variable, VariableError
from tfrt.runtime.tensor import DenseHostTensor, TensorMetadata

F32 = np.dtype(np.float32)
I32 = np.dtype(np.int32)
I64 = np.dtype(np.int64)
STR = np.dtype(object)


class Runtime:
    """A CoreRuntime that records its diagnostics; ops run synchronously through `execute`."""

    def __init__(self):
        self.errors = []
        self.rt = CoreRuntime(diagnostic_handler=self.errors.append)
        self.cpu = self.rt.get_op_handler("cpu")

    def run(self, op, *args, n=1, chain=None, **attrs):
        """The results (arrays, or the error handles), and the out chain when given one."""
        results = [None] * n
        handles = [a if isinstance(a, TensorHandle) else TensorHandle.from_tensor(np.asarray(a)) for a in args]
        out_chain = self.rt.execute(op, self.cpu, handles, attrs, results, chain)
        return (results, out_chain) if chain is not None else results

    def value(self, op, *args, **attrs):
        (h,) = self.run(op, *args, **attrs)
        assert not h.is_error(), h.error.message
        return h.numpy()

    def var(self, name, dtype=F32, shape=(2,), container=""):
        return self.run("tf.VarHandleOp", dtype=dtype, shape=list(shape), shared_name=name,
                        container=container)[0]

    def assign(self, handle, value, **attrs):
        assert self.run("tf.AssignVariableOp", handle, np.asarray(value), n=0, **attrs) == []

    def read(self, handle, dtype=F32):
        return self.value("tf.ReadVariableOp", handle, dtype=dtype)

    def error(self, op, *args, n=1, **attrs):
        """The one error `op` reports (its message), checked to be a located diagnostic once."""
        before = len(self.errors)
        results = self.run(op, *args, n=n, **attrs)
        assert len(self.errors) == before + 1, self.errors[before:]
        if n:
            assert all(h.is_error() for h in results)
        return self.errors[-1]


# -- ResourceMgr --------------------------------------------------------------------------------

def test_resource_mgr_lookup_create_delete_iterate():
    mgr = ResourceMgr()
    assert mgr.lookup("", "a") is None and len(mgr) == 0
    made = []
    a = mgr.lookup_or_create("", "a", lambda: made.append(1) or Variable(F32))
    assert mgr.lookup_or_create("localhost", "a", lambda: made.append(2)) is a and made == [1]
    assert mgr.lookup("", "a") is a and mgr.lookup("localhost", "a") is a  # "" is the default container
    b = mgr.lookup_or_create("other", "a", lambda: Variable(I32))
    assert b is not a and sorted((c, n) for c, n, _ in mgr) == [("localhost", "a"), ("other", "a")]
    assert not mgr.delete("", "a", b) and mgr.delete("", "a") and mgr.lookup("", "a") is None
    assert not mgr.delete("", "a")
    with pytest.raises(TypeError, match="returned None"):
        mgr.lookup_or_create("", "none", lambda: None)
    assert mgr.lookup("", "none") is None


def test_resource_mgr_creates_once_under_concurrency():
    mgr = ResourceMgr()
    made, got = [], []
    start = threading.Barrier(8)

    def worker():
        start.wait()
        got.append(mgr.lookup_or_create("", "x", lambda: made.append(object()) or made[-1]))

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(made) == 1 and all(g is made[0] for g in got)


def test_each_core_runtime_has_its_own_resources():
    from tfrt.runtime.host_context import HostContext

    host = HostContext()
    try:
        assert CoreRuntime.for_host(host).resources is CoreRuntime.for_host(host).resources
    finally:
        host.shutdown()
    assert CoreRuntime().resources is not CoreRuntime().resources


# -- Variables through the Core Runtime -------------------------------------------------------------

def test_variables_are_shared_by_name_across_op_runs_and_isolated_between_runtimes():
    a, b = Runtime(), Runtime()
    a.assign(a.var("v"), np.float32([1, 2]))
    # Another run of VarHandleOp (another op instance, another call) finds the same variable.
    np.testing.assert_array_equal(a.read(a.var("v")), [1, 2])
    a.run("tf.AssignAddVariableOp", a.var("v"), np.float32([10, 10]), n=0)
    np.testing.assert_array_equal(a.read(a.var("v")), [11, 12])
    # A container is part of the name.
    a.assign(a.var("v", container="c2"), np.float32([7, 7]))
    np.testing.assert_array_equal(a.read(a.var("v")), [11, 12])
    # Another runtime (another loaded program) has its own variable of that name.
    assert "Could not find variable v." in b.error("tf.ReadVariableOp", b.var("v"), dtype=F32).message
    b.assign(b.var("v"), np.float32([5, 5]))
    np.testing.assert_array_equal(a.read(a.var("v")), [11, 12])
    v = a.rt.resources.lookup("", "v")
    assert isinstance(v, Variable) and v.name == "v" and v.container == "localhost"
    np.testing.assert_array_equal(v.read(), [11, 12])
    assert sorted((c, n) for c, n, _ in a.rt.resources) == [("c2", "v"), ("localhost", "v")]


def test_empty_shared_name_is_a_new_variable_each_run():
    r = Runtime()
    for name in ("", ANONYMOUS_NAME):
        h1, h2 = r.var(name), r.var(name)
        assert h1.numpy()[()] is not h2.numpy()[()]
        r.assign(h1, np.float32([1, 2]))
        np.testing.assert_array_equal(r.read(h1), [1, 2])
        assert not r.value("tf.VarIsInitializedOp", h2)
    assert len(r.rt.resources) == 0


def test_reads_keep_their_values_and_values_are_immutable():
    r = Runtime()
    h = r.var("v", shape=(4,))
    r.assign(h, np.float32([1, 2, 3, 4]))
    first = r.read(h)
    r.run("tf.AssignAddVariableOp", h, np.float32([1, 1, 1, 1]), n=0)
    r.run("tf.ResourceScatterUpdate", h, np.int32([0]), np.float32([9]), n=0)
    second = r.read(h)
    r.run("tf.ResourceScatterNdAdd", h, np.int32([[3]]), np.float32([10]), n=0)
    r.run("tf.ResourceStridedSliceAssign", h, np.int32([1]), np.int32([3]), np.int32([1]), np.float32(0), n=0)
    np.testing.assert_array_equal(first, [1, 2, 3, 4])  # an earlier read is a snapshot
    np.testing.assert_array_equal(second, [9, 3, 4, 5])
    np.testing.assert_array_equal(r.read(h), [9, 0, 0, 15])
    value = r.read(h)
    assert not value.flags.writeable and _frozen(value)  # nobody can write into it
    with pytest.raises(ValueError):
        value[0] = 0
    with pytest.raises(ValueError):
        value.flags.writeable = True


def _data(handle) -> int:
    return handle.tensor.array.__array_interface__["data"][0]


def test_forwarding_never_writes_into_a_variable():
    """The op handler writes an element-wise result into an input's buffer when it holds the
    last reference; neither a read result nor an assigned array may be such a buffer."""
    r = Runtime()
    n = 4096  # above FORWARDING_MIN_ELEMENTS
    ones = np.ones(n, np.float32)

    def neg_owned(handles):
        """Neg of the one handle in `handles`, which execute takes (the last reference)."""
        results = [None]
        r.rt.execute("tf.Neg", r.cpu, handles, {}, results)
        return results[0]

    # The control: a fresh array given away is reused, so this test sees forwarding.
    fresh = r.run("tf.AddV2", ones, ones)
    before = _data(fresh[0])
    assert _data(neg_owned(fresh)) == before
    # A read result given away: Neg must not write into the variable's value.
    h = r.var("big", shape=(n,))
    r.assign(h, np.arange(n, dtype=np.float32))
    read = r.run("tf.ReadVariableOp", h, dtype=F32)
    neg = neg_owned(read)
    np.testing.assert_array_equal(neg.numpy(), -np.arange(n, dtype=np.float32))
    np.testing.assert_array_equal(r.read(h), np.arange(n, dtype=np.float32))
    # An assigned array given away afterwards is reused: the variable holds its own copy.
    x = r.run("tf.AddV2", ones, ones)
    r.run("tf.AssignVariableOp", h, x[0], n=0)
    before = _data(x[0])
    neg = neg_owned(x)
    assert _data(neg) == before
    np.testing.assert_array_equal(neg.numpy(), -2 * ones)
    np.testing.assert_array_equal(r.read(h), 2 * ones)


def test_immutable_inputs_are_kept_without_a_copy():
    const = np.frombuffer(memoryview(np.float32([1, 2]).tobytes()), np.float32)  # read-only memory (a BEF constant)
    assert _frozen(const)
    v = Variable(F32, (2,), name="c")
    v.assign(const)
    assert v.read() is const
    mutable = np.float32([3, 4])
    v.assign(mutable)
    mutable[0] = 100
    np.testing.assert_array_equal(v.read(), [3, 4])


def test_chained_read_waits_for_the_assignment():
    """ReadVariableOp after a pending chain (an AssignVariableOp whose value is not there yet)
    must not compute its metadata from the variable early: it runs after the assignment."""
    r = Runtime()
    h = r.var("late")
    value_md, value = ConcreteAsyncValue(), ConcreteAsyncValue()
    pending = TensorHandle(value_md, value)
    (_, assigned) = r.run("tf.AssignVariableOp", h, pending, n=0, chain=CHAIN)
    assert not assigned.is_available()
    (read,), done = r.run("tf.ReadVariableOp", h, dtype=F32, chain=assigned)
    assert not read.is_available() and r.errors == []
    x = np.float32([3, 4])
    value_md.set_value(TensorMetadata(F32, (2,)))
    value.set_value(DenseHostTensor.from_array(x))
    assert done.is_available() and r.errors == []
    np.testing.assert_array_equal(read.numpy(), [3, 4])
    assert read.metadata == TensorMetadata(F32, (2,))


def test_concurrent_updates_are_atomic():
    r = Runtime()
    h = r.var("count", I64, ())
    r.assign(h, np.int64(0))
    start = threading.Barrier(4)

    def worker():
        start.wait()
        for _ in range(200):
            r.run("tf.AssignAddVariableOp", h, np.int64(1), n=0)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert r.read(h, I64) == 800 and r.errors == []


def test_errors_are_reported_once_with_tf_messages_and_codes():
    r = Runtime()
    h = r.var("e")
    d = r.error("tf.ReadVariableOp", h, dtype=F32)
    assert d.code == ErrorCode.FAILED_PRECONDITION
    assert d.message.startswith("tf.ReadVariableOp: Could not find variable e. This could mean")
    d = r.error("tf.AssignAddVariableOp", h, np.float32([1, 2]), n=0)
    assert d.code == ErrorCode.NOT_FOUND and "Resource localhost/e (a variable) does not exist" in d.message
    r.assign(h, np.float32([1, 2]))
    d = r.error("tf.ReadVariableOp", h, dtype=I32)
    assert d.code == ErrorCode.INVALID_ARGUMENT
    assert d.message == "tf.ReadVariableOp: Trying to read variable with wrong dtype. Expected i32 got f32"
    assert "wrong dtype. Expected f32 got i32" in r.error("tf.AssignVariableOp", h, np.int32([1, 2]), n=0).message
    assert "respectively, f64 and f32" in r.error("tf.AssignVariableOp", h, np.float32([1]), n=0,
                                                  dtype=np.dtype(np.float64)).message
    assert "Expected [2] got [3]" in r.error("tf.AssignVariableOp", h, np.float32([1, 2, 3]), n=0,
                                             validate_shape=True).message
    assert "indices[1] = 2 is not in [0, 2)" in r.error("tf.ResourceGather", h, np.int32([0, 2])).message
    assert "indices[0] = 5 is not in [0, 2)" in r.error("tf.ResourceScatterAdd", h, np.int32([5]),
                                                        np.float32([1]), n=0).message
    assert "must be a variable handle, got a f32 tensor" in r.error("tf.ReadVariableOp", np.float32(1)).message
    table = r.run("tf.HashTableV2", key_dtype=STR, value_dtype=I64)[0]
    assert "got HashTable" in r.error("tf.ReadVariableOp", table).message
    np.testing.assert_array_equal(r.read(h), [1, 2])  # failed writes changed nothing


def test_gather_scatter_shape_and_destroy():
    r = Runtime()
    h = r.var("t", shape=(3, 2))
    r.assign(h, np.arange(6, dtype=np.float32).reshape(3, 2))
    np.testing.assert_array_equal(r.value("tf.ResourceGather", h, np.int64([[2], [0]])), [[[4, 5]], [[0, 1]]])
    np.testing.assert_array_equal(r.value("tf.ResourceGatherNd", h, np.int32([[1, 1]])), [3])
    np.testing.assert_array_equal(r.value("tf.VariableShape", h), np.int32([3, 2]))
    r.run("tf.ResourceScatterMax", h, np.int32([1]), np.float32(2.5), n=0)
    np.testing.assert_array_equal(r.read(h), [[0, 1], [2.5, 3], [4, 5]])
    r.run("tf.DestroyResourceOp", h, n=0)
    assert r.rt.resources.lookup("", "t") is None and not r.value("tf.VarIsInitializedOp", h)
    assert r.error("tf.DestroyResourceOp", h, n=0, ignore_lookup_error=False).code == ErrorCode.NOT_FOUND
    r.assign(r.var("t", shape=(1,)), np.float32([1]))  # a new variable of that name
    np.testing.assert_array_equal(r.rt.resources.lookup("", "t").read(), [1])


def test_direct_calls_use_the_process_resource_mgr():
    reg = default_cpu_op_registry()
    e = reg.lookup("tf.VarHandleOp")
    assert e.uses_resources and not reg.lookup("tf.ReadVariableOp").uses_resources
    h = e.dispatch_fn({"dtype": F32, "shape": [1], "shared_name": "direct-call"})
    assert default_resource_mgr().lookup("", "direct-call") is h[()]
    mgr = ResourceMgr()
    h2 = e.resource_dispatch_fn(mgr, {"dtype": F32, "shape": [1], "shared_name": "direct-call"})
    assert mgr.lookup("", "direct-call") is h2[()] is not h[()]
    with pytest.raises(OpError, match="missing attribute 'dtype'"):
        e.dispatch_fn({"shared_name": "x"})


# -- Variable API (for the Executable) ---------------------------------------------------------------

def test_variable_api():
    v = Variable(F32, (2, -1), name="w")
    assert not v.initialized and v.dtype == F32 and v.shape == (2, -1)
    with pytest.raises(VariableError, match="variable 'w' is not initialized"):
        v.read()
    v.assign([[1, 2, 3], [4, 5, 6]])  # converted to the variable's dtype
    assert v.initialized and v.shape == (2, 3) and v.read().dtype == F32
    with pytest.raises(VariableError, match=r"cannot assign a f64 value to variable 'w' of dtype f32"):
        v.assign(np.zeros((2, 3)))
    with pytest.raises(VariableError, match=r"value of shape \[3,3\] to variable 'w' of shape \[2,\?\]"):
        v.assign(np.zeros((3, 3), np.float32))
    with pytest.raises(VariableError, match="cannot convert"):
        v.assign("text")
    v.assign(np.zeros((2, 5), np.float32))  # any size where the declared one is unknown
    assert v.shape == (2, 5)
    assert isinstance(VariableError("x"), ValueError)
    s = Variable(STR, None, name="s")
    s.assign(["a", b"b"])
    assert s.read().tolist() == [b"a", b"b"] and not s.read().flags.writeable


# -- Shared hash tables ----------------------------------------------------------------------------

def test_tables_with_a_shared_name_are_shared_within_a_runtime_only():
    a, b = Runtime(), Runtime()
    attrs = {"key_dtype": STR, "value_dtype": I64, "shared_name": "vocab"}
    keys = np.array([b"a", b"b"], object)
    t1 = a.run("tf.HashTableV2", **attrs)[0]
    a.run("tf.InitializeTableV2", t1, keys, np.int64([1, 2]), n=0)
    t2 = a.run("tf.HashTableV2", **attrs)[0]
    assert t2.numpy()[()] is t1.numpy()[()] and isinstance(a.rt.resources.lookup("", "vocab"), HashTable)
    np.testing.assert_array_equal(a.value("tf.LookupTableFindV2", t2, np.array([b"b", b"z"], object), np.int64(-1)),
                                  [2, -1])
    # Another runtime: its own table, not yet filled.
    t3 = b.run("tf.HashTableV2", **attrs)[0]
    assert "Table not initialized" in b.error("tf.LookupTableFindV2", t3, keys, np.int64(0)).message
    # No shared name: a new table each time.
    private = {"key_dtype": STR, "value_dtype": I64}
    assert a.run("tf.HashTableV2", **private)[0].numpy()[()] is not a.run("tf.HashTableV2", **private)[0].numpy()[()]
    # The dtypes and the kind must be the shared table's.
    assert "Conflicting key/value dtypes !tf_type.string->f32 with !tf_type.string-i64 for table vocab" in \
        a.error("tf.HashTableV2", key_dtype=STR, value_dtype=F32, shared_name="vocab").message
    assert "is a HashTable, not a MutableHashTable" in \
        a.error("tf.MutableHashTableV2", **attrs).message
    a.var("x")
    assert "is a Variable, not a HashTable" in a.error("tf.HashTableV2", key_dtype=STR, value_dtype=I64,
                                                       shared_name="x").message
    assert "is a HashTable, not a variable" in a.error("tf.VarHandleOp", dtype=F32, shape=[],
                                                       shared_name="vocab").message


# -- A BEF program: one ResourceMgr per loaded program ----------------------------------------------

COUNTER = r"""
func.func @init(%ch: !tfrt.chain) -> !tfrt.chain {
  %cpu = corert.get_op_handler %ch "cpu"
  %h = corert.executeop(%cpu) "tf.VarHandleOp"() {dtype = f32, shape = #corert.shape<>, shared_name = "counter"} : 1
  %zero = corert.create_dense_tensor.f32 {shape = [], value = [0.0 : f32]}
  %ch1 = corert.executeop.seq(%cpu, %ch) "tf.AssignVariableOp"(%h, %zero) : 0
  tfrt.return %ch1 : !tfrt.chain
}

func.func @step(%ch: !tfrt.chain, %x: !corert.tensorhandle) -> (!tfrt.chain, !corert.tensorhandle) {
  %cpu = corert.get_op_handler %ch "cpu"
  %h = corert.executeop(%cpu) "tf.VarHandleOp"() {dtype = f32, shape = #corert.shape<>, shared_name = "counter"} : 1
  %ch1 = corert.executeop.seq(%cpu, %ch) "tf.AssignAddVariableOp"(%h, %x) : 0
  %ch2, %v = corert.executeop.seq(%cpu, %ch1) "tf.ReadVariableOp"(%h) {dtype = f32} : 1
  tfrt.return %ch2, %v : !tfrt.chain, !corert.tensorhandle
}
"""


@pytest.mark.parametrize("work_queue", ["s", "mstd"])
def test_bef_program_keeps_its_variables_across_calls(tmp_path, work_queue):
    from tfrt.bef_emitter import mlir_to_bef
    from tfrt.runtime import load
    from tfrt.runtime.async_value import Chain

    path = tmp_path / "counter.bef"
    path.write_bytes(mlir_to_bef(COUNTER))
    first, second = load(str(path), work_queue=work_queue), load(str(path), work_queue=work_queue)
    try:
        for program in (first, second):
            program["init"](Chain())
        one = TensorHandle.from_tensor(np.float32(1))
        got = [float(first["step"](Chain(), one)[1].numpy()) for _ in range(3)]
        assert got == [1, 2, 3]
        assert float(second["step"](Chain(), one)[1].numpy()) == 1  # another program, another counter
        v = CoreRuntime.for_host(first.host).resources.lookup("", "counter")
        assert float(v.read()) == 3
        v.assign(np.float32(10))  # from outside, as the Executable writes variables
        assert float(first["step"](Chain(), one)[1].numpy()) == 11
    finally:
        first.close()
        second.close()
