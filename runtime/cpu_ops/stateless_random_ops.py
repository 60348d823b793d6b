"""Stateless random ops with explicit seeds (TF's stateless_random_ops and
stateless_random_ops_v2 kernels), bit-exact with TF on CPU where the arithmetic is exact.

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

import numpy as np

from ._common import BF16, F16, F32, F64, I32, I64, MD, OpList, allowed_type_attr, dtname
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
