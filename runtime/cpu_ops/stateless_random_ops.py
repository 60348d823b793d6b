"""Random ops on TF's Philox stream: stateless ones with explicit seeds (TF's stateless_random_ops
and stateless_random_ops_v2 kernels), the stateful ones seeded by attributes (random_op,
multinomial_op) and StatelessRandomBinomial (random_binomial_op), bit-exact with TF on CPU
where the arithmetic is exact.

TF draws from the Philox4x32-10 counter-based generator: each call maps a 128-bit counter and a
64-bit key to four 32-bit words and advances the counter by one. The V1 ops scramble their
[2]-element seed into a key and counter with one Philox call (what StatelessRandomGetKeyCounter
returns); the V2 ops take the key ([1] uint64) and counter ([2] uint64) themselves. Outputs are
filled in order from consecutive calls, so the i-th value never depends on how the work is split:

* uniform: one word per f32/f16/bf16 value (its low mantissa bits under exponent 0, minus 1),
  two words per f64;
* normal: Box-Muller on pairs of uniforms (f32 arithmetic for f32/f16/bf16, f64 for f64);
* truncated normal: groups of 4 values (2 for f64), each group from its own stretch of the
  stream (256 words reserved per value), Box-Muller pairs with |x| >= 2 rejected;
* uniform int: `minval + word % (maxval - minval)` (64-bit words from two 32-bit ones).

Uniform, integer and key/counter outputs are bit-exact, and so are f64/f16/bf16 normals; f32 normals
differ from TF in the last bit for about 2% of values (glibc's sinf/cosf are not always correctly rounded).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

from ._common import BF16, F16, F32, F64, I32, I64, MD, OpList, allowed_type_attr, check_type_attr, dtname
from .errors import OpError

OPS = OpList()

U32 = np.dtype(np.uint32)
U64 = np.dtype(np.uint64)
_M0, _M1 = np.uint64(0xD2511F53), np.uint64(0xCD9E8D57)
_W0, _W1 = 0x9E3779B9, 0xBB67AE85
_MASK32 = 0xFFFFFFFF
PHILOX = 1  # TF's RNG_ALG_PHILOX; RNG_ALG_AUTO_SELECT (3) is Philox on CPU


def philox(key: tuple[int, int], counter: int, n: int, offsets: np.ndarray | None = None) -> np.ndarray:
    """Philox4x32-10 outputs for the 128-bit counters `counter + offsets` (default: the n
    consecutive ones from `counter`): a [len, 4] uint32 array."""
    idx = np.arange(n, dtype=np.uint64) if offsets is None else offsets.astype(np.uint64)
    lo64 = np.uint64(counter & (2**64 - 1)) + idx  # wraps like the 128-bit counter's low half
    carry = (lo64 < idx).astype(np.uint64)
    hi64 = np.uint64(counter >> 64) + carry
    c = [(lo64 & np.uint64(_MASK32)).astype(U32), (lo64 >> np.uint64(32)).astype(U32),
         (hi64 & np.uint64(_MASK32)).astype(U32), (hi64 >> np.uint64(32)).astype(U32)]
    k0, k1 = key
    for _ in range(10):
        p0 = c[0].astype(np.uint64) * _M0
        p1 = c[2].astype(np.uint64) * _M1
        c = [(p1 >> np.uint64(32)).astype(U32) ^ c[1] ^ U32.type(k0), p1.astype(U32),
             (p0 >> np.uint64(32)).astype(U32) ^ c[3] ^ U32.type(k1), p0.astype(U32)]
        k0, k1 = (k0 + _W0) & _MASK32, (k1 + _W1) & _MASK32
    return np.stack(c, axis=1)


def _words(key, counter, n):
    """The first n 32-bit words of the stream."""
    return philox(key, counter, (n + 3) // 4).reshape(-1)[:n]


# -- Seeds, keys and counters ---------------------------------------------------------------------

def _seed_key_counter(op, seed):
    """V1: the [2] seed scrambled by one Philox call into (key, counter)."""
    if seed.dtype not in (I32, I64):
        raise OpError(op, f"seed must be int32 or int64, got {dtname(seed.dtype)}")
    if seed.shape != (2,):
        raise OpError(op, f"seed must have shape [2], not {list(seed.shape)}")
    s0, s1 = (int(v) & (2**64 - 1) for v in seed.tolist())  # an int32 seed is sign-extended
    mix = philox((0x3EC8F720, 0x02461E29), s0 | (s1 << 64), 1)[0].tolist()
    return (mix[0], mix[1]), (mix[2] << 64) | (mix[3] << 96)


def _v2_key_counter(op, key, counter, alg):
    if key.dtype != U64 or counter.dtype != U64:
        raise OpError(op, f"key and counter must be uint64, got {dtname(key.dtype)} and {dtname(counter.dtype)}")
    if key.shape != (1,):
        raise OpError(op, f"key must have shape [1], not {list(key.shape)}. (Note that batched keys are "
                          f"not supported yet.)")
    a = _alg(op, alg)
    if counter.ndim != 1 or counter.shape[0] < 2:
        raise OpError(op, f"The size of the counter ({counter.shape[0] if counter.ndim else 1}) must be "
                          f"at least 2 for algorithm {a}")
    k = int(key[0])
    c0, c1 = (int(v) for v in counter[:2].tolist())
    return (k & _MASK32, k >> 32), c0 | (c1 << 64)


def _alg(op, alg):
    if alg.dtype != I32 or alg.shape != ():
        raise OpError(op, f"alg must be an int32 scalar, got {dtname(alg.dtype)}{list(alg.shape)}")
    a = int(alg)
    if a not in (PHILOX, 3):
        raise OpError(op, f"Unsupported algorithm id: {a}")
    return PHILOX


def _shape(op, shape):
    if not isinstance(shape, np.ndarray):
        return None
    if shape.dtype not in (I32, I64):
        raise OpError(op, f"shape must be int32 or int64, got {dtname(shape.dtype)}")
    if shape.ndim != 1:
        raise OpError(op, f"shape must be a vector of {{int32,int64}}, got shape {list(shape.shape)}")
    dims = tuple(int(d) for d in shape.tolist())
    if any(d < 0 for d in dims):
        raise OpError(op, f"Dimension {min(dims)} must be >= 0")
    return dims


def _check_static(op, md_seed=None, v2=None):
    if md_seed is not None:
        if md_seed.dtype not in (I32, I64):
            raise OpError(op, f"seed must be int32 or int64, got {dtname(md_seed.dtype)}")
        if tuple(md_seed.shape) != (2,):
            raise OpError(op, f"seed must have shape [2], not {list(md_seed.shape)}")
    if v2 is not None:
        key, counter, alg = v2
        if key.dtype != U64 or counter.dtype != U64:
            raise OpError(op, f"key and counter must be uint64, got {dtname(key.dtype)} and {dtname(counter.dtype)}")
        if alg.dtype != I32:
            raise OpError(op, f"alg must be an int32 scalar, got {dtname(alg.dtype)}")


# -- Distributions (flat arrays of n values) -------------------------------------------------------------

def _unit_float32(w):
    return ((w & np.uint32(0x7FFFFF)) | np.uint32(0x3F800000)).view(F32) - np.float32(1)


def _unit_float64(hi, lo):
    m = ((hi.astype(np.uint64) & np.uint64(0xFFFFF)) << np.uint64(32)) | lo.astype(np.uint64)
    return (m | np.uint64(1023 << 52)).view(F64) - 1.0


def _uniform(dt, key, counter, n):
    if dt == F64:
        w = _words(key, counter, 2 * n)
        return _unit_float64(w[0::2], w[1::2])
    w = _words(key, counter, n)
    if dt == F16:
        return ((w & np.uint32(0x3FF)) | np.uint32(15 << 10)).astype(np.uint16).view(F16) - np.float16(1)
    if dt == BF16:
        bits = ((w & np.uint32(0x7F)) | np.uint32(127 << 7)).astype(np.uint16).view(BF16)
        return (bits.astype(F32) - np.float32(1)).astype(BF16)
    return _unit_float32(w)


def _box_muller32(w0, w1):
    # As TF's C++: 2 * M_PI * u in double, rounded once; logf, sinf and cosf correctly rounded
    # (glibc's), which float64 evaluation rounded to float32 reproduces (numpy's float32 loops
    # are up to an ulp off).
    u1 = np.maximum(_unit_float32(w0), np.float32(1e-7))
    v1 = (2 * np.pi * _unit_float32(w1).astype(F64)).astype(F32).astype(F64)
    u2 = np.sqrt(np.float32(-2) * np.log(u1.astype(F64)).astype(F32))
    return np.sin(v1).astype(F32) * u2, np.cos(v1).astype(F32) * u2


def _box_muller64(w):
    u1 = np.maximum(_unit_float64(w[..., 0], w[..., 1]), 1e-7)
    v1 = 2 * np.pi * _unit_float64(w[..., 2], w[..., 3])
    u2 = np.sqrt(-2.0 * np.log(u1))
    return np.sin(v1) * u2, np.cos(v1) * u2


def _normal(dt, key, counter, n):
    if dt == F64:
        f0, f1 = _box_muller64(philox(key, counter, (n + 1) // 2))
        return np.stack([f0, f1], axis=1).reshape(-1)[:n]
    w = _words(key, counter, 2 * ((n + 1) // 2))
    f0, f1 = _box_muller32(w[0::2], w[1::2])
    out = np.stack([f0, f1], axis=1).reshape(-1)[:n]
    return out if dt == F32 else out.astype(dt)


def _pairs(dt, w):
    """Box-Muller values of consecutive words w[..., k], in stream order (the last axis)."""
    if dt == F64:
        f0, f1 = _box_muller64(w.reshape(w.shape[:-1] + (-1, 4)))
    else:
        f0, f1 = _box_muller32(w[..., 0::2], w[..., 1::2])
    return np.stack([f0, f1], axis=-1).reshape(w.shape[:-1] + (-1,))


def _truncated_normal(dt, key, counter, n):
    group = 2 if dt == F64 else 4
    groups = (n + group - 1) // group
    if groups == 0:
        return np.zeros(0, dt)
    # Group g reads the stream from call g * group * 64 on (TF reserves 256 words per output);
    # its first 16 calls are nearly always enough (rejection rate 4.6%): one batch for all.
    skip = group * 64
    calls = 16
    offs = (np.arange(groups, dtype=np.uint64)[:, None] * np.uint64(skip)
            + np.arange(calls, dtype=np.uint64)[None, :]).reshape(-1)
    cand = _pairs(dt, philox(key, counter, 0, offs).reshape(groups, calls * 4))
    ok = np.abs(cand) < 2
    rows = []
    for g in range(groups):
        vals = cand[g][ok[g]][:group]
        more = calls
        while len(vals) < group:  # read on in the group's stretch, as TF's sample adapter
            extra = _pairs(dt, _words(key, counter + g * skip + more, 4 * calls))
            vals = np.concatenate([vals, extra[np.abs(extra) < 2]])[:group]
            more += calls
        rows.append(vals)
    out = np.concatenate(rows)[:n]
    return out if dt in (F32, F64) else out.astype(dt)


def _uniform_int(dt, key, counter, n, lo, hi):
    rng = (hi - lo) & (2**64 - 1 if dt.itemsize == 8 else _MASK32)
    if dt.itemsize == 8:
        w = _words(key, counter, 2 * n).astype(np.uint64)
        bits = w[0::2] | (w[1::2] << np.uint64(32))
        return (np.uint64(lo & (2**64 - 1)) + bits % np.uint64(rng)).view(I64)
    w = _words(key, counter, n)
    return (np.uint32(lo & _MASK32) + w % np.uint32(rng)).view(I32)


def _full_int(dt, key, counter, n):
    if dt.itemsize == 8:
        w = _words(key, counter, 2 * n).astype(np.uint64)
        return (w[0::2] | (w[1::2] << np.uint64(32))).view(dt)
    return _words(key, counter, n).view(dt)


# -- Ops ------------------------------------------------------------------------------------------------------

_FLOATS = (F16, BF16, F32, F64)
_INTS = (I32, I64)
_FULL_INTS = (I32, I64, U32, U64)


def _dtype(op, attrs, allowed, default):
    return allowed_type_attr(op, attrs, "dtype", default, allowed)


def _bounds(op, dt, lo, hi):
    for v, what in ((lo, "minval"), (hi, "maxval")):
        if v.dtype != dt:
            raise OpError(op, f"{what} must be {dtname(dt)}, got {dtname(v.dtype)}")
        if v.shape != ():
            raise OpError(op, f"{what} must be 0-D, got shape {list(v.shape)}")
    lo, hi = int(lo), int(hi)
    if lo >= hi:
        raise OpError(op, f"Need minval < maxval, got {lo} >= {hi}")
    return lo, hi


def _make(op, allowed, default, dist, v2, bounded=False):
    def vmd(attrs, shape, *rest):
        dt = _dtype(op, attrs, allowed, rest[-2].dtype if bounded else default)
        if v2:
            _check_static(op, v2=rest[:3])
        else:
            _check_static(op, md_seed=rest[0])
        if bounded:
            for v in rest[-2:]:
                if v.dtype != dt:
                    raise OpError(op, f"minval and maxval must be {dtname(dt)}, got {dtname(v.dtype)}")
        return MD(dt, _shape(op, shape))

    def fn(attrs, shape, *rest):
        dt = _dtype(op, attrs, allowed, rest[-2].dtype if bounded else default)
        dims = _shape(op, shape)
        if v2:
            key, counter = _v2_key_counter(op, *rest[:3])
        else:
            key, counter = _seed_key_counter(op, rest[0])
        n = int(np.prod(dims, dtype=np.int64))
        if bounded:
            lo, hi = _bounds(op, dt, *rest[-2:])
            out = _uniform_int(dt, key, counter, n, lo, hi)
        else:
            out = dist(dt, key, counter, n)
        return np.ascontiguousarray(out, dtype=dt).reshape(dims)

    OPS.add(op, fn, vmd=vmd, vops=(0,))


for _v2 in (False, True):
    _sfx = "V2" if _v2 else ""
    _make("tf.StatelessRandomUniform" + _sfx, _FLOATS, F32, _uniform, _v2)
    _make("tf.StatelessRandomNormal" + _sfx, _FLOATS, F32, _normal, _v2)
    _make("tf.StatelessTruncatedNormal" + _sfx, _FLOATS, F32, _truncated_normal, _v2)
    _make("tf.StatelessRandomUniformInt" + _sfx, _INTS, None, None, _v2, bounded=True)
    _make("tf.StatelessRandomUniformFullInt" + _sfx, _FULL_INTS, U64, _full_int, _v2)


def _get_key_counter_md(attrs, seed):
    _check_static("tf.StatelessRandomGetKeyCounter", md_seed=seed)
    return MD(U64, (1,)), MD(U64, (2,))


def _key_counter_arrays(op, seed):
    (k0, k1), counter = _seed_key_counter(op, seed)
    return (np.array([k0 | (k1 << 32)], U64),
            np.array([counter & (2**64 - 1), counter >> 64], U64))


OPS.add("tf.StatelessRandomGetKeyCounter",
        lambda attrs, seed: _key_counter_arrays("tf.StatelessRandomGetKeyCounter", seed), _get_key_counter_md)


def _get_kca_md(attrs, seed):
    _check_static("tf.StatelessRandomGetKeyCounterAlg", md_seed=seed)
    return MD(U64, (1,)), MD(U64, (2,)), MD(I32, ())


OPS.add("tf.StatelessRandomGetKeyCounterAlg",
        lambda attrs, seed: (*_key_counter_arrays("tf.StatelessRandomGetKeyCounterAlg", seed),
                             np.array(PHILOX, I32)), _get_kca_md)
OPS.add("tf.StatelessRandomGetAlg", lambda attrs: np.array(PHILOX, I32), lambda attrs: MD(I32, ()))


# -- Stateful random ops: seeded by attributes (TF's random_op and multinomial_op kernels) -----------
#
# TF's GuardedPhiloxRandom: key = seed's two 32-bit halves, counter = seed2 << 64 (both 0: random
# seeds); every run reserves `n * 256` Philox calls for its n outputs and draws from the start of
# that stretch with the same distributions as the stateless ops. The kernel keeps its position:
# a bound op (`specialize_fn`, one per call site) continues the stream run after run as TF's
# kernel does; a direct `dispatch_fn` call is a fresh kernel's first run.

class _Stream:
    """One kernel's Philox position (TF's GuardedPhiloxRandom)."""

    def __init__(self, seed, seed2):
        import os
        import threading
        seed, seed2 = int(seed) & (2**64 - 1), int(seed2) & (2**64 - 1)
        if seed == 0 and seed2 == 0:
            seed, seed2 = (int.from_bytes(os.urandom(8), "little") for _ in range(2))
        self.key = (seed & _MASK32, seed >> 32)
        self.counter = seed2 << 64
        self._lock = threading.Lock()

    def reserve(self, calls):
        """The counter to draw from; the stream moves on by `calls` Philox calls."""
        with self._lock:
            c = self.counter
            self.counter = (c + calls) % 2**128
            return c


def _seeds(op, attrs):
    try:
        return int(attrs.get("seed", 0) if attrs else 0), int(attrs.get("seed2", 0) if attrs else 0)
    except (TypeError, ValueError):
        raise OpError(op, "attributes 'seed' and 'seed2' must be ints") from None


def _stateful(op, allowed, default, dist, bounded=False):
    """RandomUniform / RandomStandardNormal / TruncatedNormal / RandomUniformInt."""

    def dtype_of(attrs, rest):
        name = "Tout" if bounded else "dtype"
        return allowed_type_attr(op, attrs, name, rest[0].dtype if bounded else default, allowed)

    def vmd(attrs, shape, *rest):
        dt = dtype_of(attrs, rest)
        _seeds(op, attrs)
        if bounded:
            for v, what in zip(rest, ("minval", "maxval")):
                if v.dtype != dt:
                    raise OpError(op, f"{what} must be {dtname(dt)}, got {dtname(v.dtype)}")
        return MD(dt, _shape(op, shape))

    def run(stream, attrs, shape, *rest):
        dt = dtype_of(attrs, rest)
        dims = _shape(op, shape)
        n = int(np.prod(dims, dtype=np.int64))
        if bounded:
            for v, what in zip(rest, ("minval", "maxval")):
                if v.dtype != dt:
                    raise OpError(op, f"{what} must be {dtname(dt)}, got {dtname(v.dtype)}")
                if v.shape != ():
                    raise OpError(op, f"{what} must be 0-D, got shape {list(v.shape)}")
            if n == 0:  # TF returns before checking the bounds
                return np.zeros(dims, dt)
            lo, hi = int(rest[0]), int(rest[1])
            if lo >= hi:
                raise OpError(op, f"Need minval < maxval, got {lo} >= {hi}")
        stream = stream or _Stream(*_seeds(op, attrs))
        counter = stream.reserve(n * 256)
        out = _uniform_int(dt, stream.key, counter, n, lo, hi) if bounded else dist(dt, stream.key, counter, n)
        return np.ascontiguousarray(out, dtype=dt).reshape(dims)

    def specialize(attrs, num_inputs):
        stream = _Stream(*_seeds(op, attrs))
        return lambda attrs, *inputs: run(stream, attrs, *inputs)

    OPS.add(op, lambda attrs, *inputs: run(None, attrs, *inputs), vmd=vmd, vops=(0,), specialize=specialize)


_stateful("tf.RandomUniform", _FLOATS, None, _uniform)
_stateful("tf.RandomStandardNormal", _FLOATS, None, _normal)
_stateful("tf.TruncatedNormal", _FLOATS, None, _truncated_normal)
_stateful("tf.RandomUniformInt", _INTS, None, None, bounded=True)


# -- Multinomial, StatelessMultinomial ------------------------------------------------------------------
#
# TF's CPU kernel, rows in order on one stream (TF shards rows over threads, each shard skipping
# `first_row * (num_samples + 3) / 4` calls: the same values while one shard does the work, as for
# the small batches of inference): per row, exp(logit - max finite logit) summed over the finite
# logits into an unnormalised CDF (doubles); each sample is the CDF's upper bound of
# uniform_double * total, a double from two consecutive words.

_MULTINOMIAL_T = frozenset(_FLOATS)


def _multinomial_spec(op, attrs, logits, num_samples):
    check_type_attr(op, "T", logits.dtype, _MULTINOMIAL_T)
    out = allowed_type_attr(op, attrs, "output_dtype", I64, (I32, I64))
    if len(logits.shape) != 2:
        raise OpError(op, f"logits should be a matrix, got shape {list(logits.shape)}")
    if num_samples.dtype != I32:
        raise OpError(op, f"num_samples must be int32, got {dtname(num_samples.dtype)}")
    if len(num_samples.shape) != 0:
        raise OpError(op, f"num_samples should be a scalar, got shape {list(num_samples.shape)}")
    n = int(num_samples) if isinstance(num_samples, np.ndarray) else None
    if n is not None and n < 0:
        raise OpError(op, f"num_samples should be non-negative, got {n}")
    if logits.shape[1] <= 0:
        raise OpError(op, f"num_classes should be positive, got {logits.shape[1]}")
    return out, n


def _multinomial_draw(logits, n, key, counter):
    batch, classes = logits.shape
    x = logits.astype(F32) if logits.dtype in (F16, BF16) else logits
    finite = np.isfinite(x)
    lowest = float((ml_dtypes.finfo if logits.dtype == BF16 else np.finfo)(logits.dtype).min)  # the max's start
    mx = np.where(finite, x, lowest).max(axis=1).astype(F64)
    with np.errstate(all="ignore"):
        cdf = np.cumsum(np.where(finite, np.exp(x.astype(F64) - mx[:, None]), 0.0), axis=1)
    w = _words(key, counter, 2 * batch * n).reshape(batch, n, 2)
    u = _unit_float64(w[..., 0], w[..., 1]) * cdf[:, -1:]
    out = np.empty((batch, n), np.int64)
    for b in range(batch):
        out[b] = np.searchsorted(cdf[b], u[b], side="right")
    return out


def _multinomial_calls(batch, n):
    # What TF reserves: 2 words per sample, samples rounded up to 4, 256 calls per output word.
    return batch * ((n + 3) // 4 * 4) * 2 * 256


def _multinomial_run(op, stream, attrs, logits, num_samples, seed=None):
    out, n = _multinomial_spec(op, attrs, logits, num_samples)
    if seed is not None:
        key, counter = _seed_key_counter(op, seed)
    else:
        stream = stream or _Stream(*_seeds(op, attrs))
        key, counter = stream.key, stream.reserve(_multinomial_calls(logits.shape[0], n))
    return _multinomial_draw(logits, n, key, counter).astype(out)


def _multinomial_vmd(op):
    def vmd(attrs, logits, num_samples, *seed):
        out, n = _multinomial_spec(op, attrs, logits, num_samples)
        if seed:
            _check_static(op, md_seed=seed[0])
        return MD(out, (logits.shape[0], n))
    return vmd


def _multinomial_specialize(attrs, num_inputs):
    stream = _Stream(*_seeds("tf.Multinomial", attrs))
    return lambda attrs, logits, num_samples: _multinomial_run("tf.Multinomial", stream, attrs, logits, num_samples)


OPS.add("tf.Multinomial", lambda attrs, logits, num: _multinomial_run("tf.Multinomial", None, attrs, logits, num),
        vmd=_multinomial_vmd("tf.Multinomial"), vops=(1,), specialize=_multinomial_specialize)
OPS.add("tf.StatelessMultinomial",
        lambda attrs, logits, num, seed: _multinomial_run("tf.StatelessMultinomial", None, attrs, logits, num, seed),
        vmd=_multinomial_vmd("tf.StatelessMultinomial"), vops=(1,))


# -- StatelessRandomBinomial -----------------------------------------------------------------------------
#
# TF's random_binomial_op: output element i (counted batch-major: i = batch * samples + sample;
# stored sample-major) draws from its own stretch of the stream, 256 calls from i * 256 for
# Hormann's BTRS rejection sampler (count * p >= 10) and 42 calls from i * 42 for binomial
# inversion (summed geometric variables) otherwise; p > 0.5 samples count - X(1 - p). Each call
# gives two uniform doubles, used second first (TF's UNIFORM macro). All elements iterate
# together (a mask of those still sampling), each on its own stream position.

_BINOMIAL_T = (F16, F32, F64)
_BINOMIAL_OUT = (F16, F32, F64, I32, I64)
_STIRLING_TAIL = np.array([0.0810614667953272, 0.0413406959554092, 0.0276779256849983, 0.02079067210376509,
                           0.0166446911898211, 0.0138761288230707, 0.0118967099458917, 0.0104112652619720,
                           0.00925546218271273, 0.00833056343336287])


def _stirling_tail(k):
    kp1sq = (k + 1) * (k + 1)
    far = (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / kp1sq) / kp1sq) / (k + 1)
    return np.where(k <= 9, _STIRLING_TAIL[np.clip(k, 0, 9).astype(np.int64)], far)


class _Uniforms:
    """Per-element uniform doubles: element e's j-th value from call (base[e] + j // 2), second
    double first."""

    def __init__(self, key, counter, base):
        self.key, self.counter, self.base = key, counter, base.astype(np.uint64)
        self.used = np.zeros(len(base), np.int64)

    def take(self, idx):
        j = self.used[idx]
        self.used[idx] += 1
        w = philox(self.key, self.counter, 0, self.base[idx] + (j // 2).astype(np.uint64))
        second = (j % 2) == 0
        return np.where(second, _unit_float64(w[:, 2], w[:, 3]), _unit_float64(w[:, 0], w[:, 1]))


def _binomial_inversion(count, p, uni):
    out = np.zeros(len(count))
    geom_sum = np.zeros(len(count))
    active = np.arange(len(count))
    log_q = np.log1p(-p)
    with np.errstate(all="ignore"):
        while active.size:
            u = uni.take(active)
            geom_sum[active] += np.ceil(np.log(u) / log_q[active])
            done = geom_sum[active] > count[active]
            out[active[~done]] += 1
            active = active[~done]
    return out


def _btrs(count, p, uni):
    with np.errstate(all="ignore"):
        stddev = np.sqrt(count * p * (1 - p))
        b = 1.15 + 2.53 * stddev
        a = -0.0873 + 0.0248 * b + 0.01 * p
        c = count * p + 0.5
        v_r = 0.92 - 4.2 / b
        r = p / (1 - p)
        alpha = (2.83 + 5.1 / b) * stddev
        m = np.floor((count + 1) * p)
        out = np.zeros(len(count))
        active = np.arange(len(count))
        while active.size:
            u = uni.take(active) - 0.5
            v = uni.take(active)
            us = 0.5 - np.abs(u)
            ai, bi, ci, n, mi, ri = a[active], b[active], c[active], count[active], m[active], r[active]
            k = np.floor((2 * ai / us + bi) * u + ci)
            accept = (us >= 0.07) & (v <= v_r[active])
            sensible = ~accept & (k >= 0) & (k <= n)
            lv = np.log(v * alpha[active] / (ai / (us * us) + bi))
            bound = ((mi + 0.5) * np.log((mi + 1) / (ri * (n - mi + 1)))
                     + (n + 1) * np.log((n - mi + 1) / (n - k + 1))
                     + (k + 0.5) * np.log(ri * (n - k + 1) / (k + 1))
                     + _stirling_tail(mi) + _stirling_tail(n - mi) - _stirling_tail(k) - _stirling_tail(n - k))
            accept |= sensible & (lv <= bound)
            out[active[accept]] = k[accept]
            active = active[~accept]
    return out


def _binomial_spec(op, attrs, shape, seed, counts, probs):
    dt = allowed_type_attr(op, attrs, "dtype", I64, _BINOMIAL_OUT)
    check_type_attr(op, "T", counts.dtype, _BINOMIAL_T)
    if probs.dtype != counts.dtype:
        raise OpError(op, f"probs must be {dtname(counts.dtype)} as counts, got {dtname(probs.dtype)}")
    _check_static(op, md_seed=seed)
    from ._common import broadcast_shape
    try:
        bshape = broadcast_shape(op, tuple(counts.shape), tuple(probs.shape))
    except OpError:
        raise OpError(op, f"counts and probs must have compatible batch dimensions: {list(counts.shape)} vs. "
                          f"{list(probs.shape)}") from None
    if isinstance(shape, np.ndarray) and shape.ndim != 1:
        raise OpError(op, f"Input shape should be a vector, got shape: {list(shape.shape)}")
    dims = _shape(op, shape)
    if dims is not None and (len(dims) < len(bshape) or dims[len(dims) - len(bshape):] != bshape):
        raise OpError(op, "Shape passed in must end with broadcasted shape.")
    return dt, dims, bshape


def _binomial_vmd(attrs, shape, seed, counts, probs):
    dt, dims, _ = _binomial_spec("tf.StatelessRandomBinomial", attrs, shape, seed, counts, probs)
    return MD(dt, dims)


def _binomial(attrs, shape, seed, counts, probs):
    op = "tf.StatelessRandomBinomial"
    dt, dims, bshape = _binomial_spec(op, attrs, shape, seed, counts, probs)
    key, counter = _seed_key_counter(op, seed)
    batches = int(np.prod(bshape, dtype=np.int64))
    samples = int(np.prod(dims[:len(dims) - len(bshape)], dtype=np.int64))
    # Element i = batch * samples + sample, in T's arithmetic where TF compares in T.
    cnt = np.repeat(np.broadcast_to(counts, bshape).reshape(-1), samples)
    pr = np.repeat(np.broadcast_to(probs, bshape).reshape(-1), samples)
    idx = np.arange(batches * samples, dtype=np.int64)
    out = np.full(idx.size, np.nan)
    dcount = cnt.astype(F64)
    with np.errstate(all="ignore"):
        zero = (dcount <= 0) | (pr <= 0)
        one = ~zero & (pr >= 1)
        low = ~zero & ~one & (pr <= 0.5)
        high = ~zero & ~one & (pr > 0.5)
        q = np.where(high, pr.dtype.type(1) - pr, pr)   # in T, as TF
        big = (cnt * q) >= pr.dtype.type(10)
    out[zero] = 0.0
    out[one] = dcount[one]
    for sel, sampler, skip in ((low | high) & big, _btrs, 256), ((low | high) & ~big, _binomial_inversion, 42):
        if sel.any():
            uni = _Uniforms(key, counter, idx[sel] * skip)
            x = sampler(dcount[sel], q[sel].astype(F64), uni)
            out[sel] = np.where(high[sel], dcount[sel] - x, x)
    # Stored sample-major: [samples..., batch...].
    out = out.reshape(batches, samples).T.reshape(dims)
    if dt.kind == "i":  # static_cast of a double: truncation (NaN gives INT_MIN on x86)
        bad = ~np.isfinite(out)
        res = np.where(bad, 0, out).astype(dt)
        res[bad] = np.iinfo(dt).min
        return res
    return out.astype(dt)


OPS.add("tf.StatelessRandomBinomial", _binomial, vmd=_binomial_vmd, vops=(0,))
