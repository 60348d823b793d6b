// Element-wise programs (tf._FusedElementwise, docs/native.md): the compiler's
// fusion of a cluster of float32 element-wise ops (DenseNet's batch norm and
// ReLU, x * scale + shift -> Relu; ConvNeXt's layer scale and residual) run in
// one pass over the result, a chunk of a row at a time, instead of a numpy pass
// (and a temporary as large as the tensor) per op.
//
// Each op computes what numpy's ufunc computes, element by element: IEEE
// float32 +, -, *, / (compiled with -ffp-contract=off: no fused multiply-add),
// numpy's maximum/minimum (NaN from either side propagates; on ties the second
// operand), so results equal the numpy kernels' bit for bit.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <stdexcept>
#include <vector>

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/vector.h>

namespace nb = nanobind;

namespace {

using Dims = std::vector<int64_t>;
using In = nb::ndarray<const float, nb::c_contig, nb::device::cpu>;
using Out = nb::ndarray<nb::numpy, float>;

// The program's op codes (runtime/cpu_ops/native_elementwise.py has the same table).
enum Op : int {
  kAdd = 0, kSub = 1, kMul = 2, kDiv = 3, kMaximum = 4, kMinimum = 5, kSquaredDifference = 6,
  kNeg = 10, kRelu = 11, kRelu6 = 12, kSquare = 13, kAbs = 14,
};

// How an operand covers the result: all of it, its innermost dim (per channel), or one value.
enum Kind : int { kFull = 0, kChannel = 1, kScalar = 2 };

// numpy's maximum and minimum: a NaN operand wins (the first of two), ties give the
// second (maximum(-0, +0) is +0, maximum(+0, -0) is -0).
[[gnu::always_inline]] inline float maximum(float a, float b) { return (a > b || a != a) ? a : b; }
[[gnu::always_inline]] inline float minimum(float a, float b) { return (a < b || a != a) ? a : b; }

// out[j] = f(a[j], b[j]) for j < n, a or b one value when its flag says so; the
// branches let the compiler vectorize each form.
template <typename F>
[[gnu::always_inline]] inline void binary(F f, const float *a, bool aOne, const float *b, bool bOne, float *out, int64_t n) {
  if (!aOne && !bOne) {
    for (int64_t j = 0; j < n; ++j) out[j] = f(a[j], b[j]);
  } else if (aOne && !bOne) {
    const float av = *a;
    for (int64_t j = 0; j < n; ++j) out[j] = f(av, b[j]);
  } else if (!aOne) {
    const float bv = *b;
    for (int64_t j = 0; j < n; ++j) out[j] = f(a[j], bv);
  } else {
    const float v = f(*a, *b);
    for (int64_t j = 0; j < n; ++j) out[j] = v;
  }
}

template <typename F>
[[gnu::always_inline]] inline void unary(F f, const float *a, bool aOne, float *out, int64_t n) {
  if (aOne) {
    const float v = f(*a);
    for (int64_t j = 0; j < n; ++j) out[j] = v;
  } else {
    for (int64_t j = 0; j < n; ++j) out[j] = f(a[j]);
  }
}

__attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
void step(int op, const float *a, bool aOne, const float *b, bool bOne, float *out, int64_t n) {
  switch (op) {
    case kAdd: return binary([](float x, float y) { return x + y; }, a, aOne, b, bOne, out, n);
    case kSub: return binary([](float x, float y) { return x - y; }, a, aOne, b, bOne, out, n);
    case kMul: return binary([](float x, float y) { return x * y; }, a, aOne, b, bOne, out, n);
    case kDiv: return binary([](float x, float y) { return x / y; }, a, aOne, b, bOne, out, n);
    case kMaximum: return binary(maximum, a, aOne, b, bOne, out, n);
    case kMinimum: return binary(minimum, a, aOne, b, bOne, out, n);
    case kSquaredDifference:
      return binary([](float x, float y) { float d = x - y; return d * d; }, a, aOne, b, bOne, out, n);
    case kNeg: return unary([](float x) { return -x; }, a, aOne, out, n);
    case kRelu: return unary([](float x) { return maximum(x, 0.f); }, a, aOne, out, n);
    case kRelu6: return unary([](float x) { return minimum(maximum(x, 0.f), 6.f); }, a, aOne, out, n);
    case kSquare: return unary([](float x) { return x * x; }, a, aOne, out, n);
    case kAbs: return unary([](float x) { return std::fabs(x); }, a, aOne, out, n);
  }
  throw std::invalid_argument("unknown op code");
}

bool isUnary(int op) { return op >= kNeg; }

// A program: values 0..operands-1 are the call's operands (inputs and
// constants), value operands + i is step i's result. Every step's result has
// the result's shape; `results` are the values returned, in order.
class ElementwiseProgram {
 public:
  ElementwiseProgram(std::vector<int> ops, std::vector<int> a, std::vector<int> b,
                     std::vector<int> results, int operands)
      : ops_(ops), a_(a), b_(b), results_(results), operands_(operands) {
    if (ops.empty() || a.size() != ops.size() || b.size() != ops.size() || results.empty() ||
        operands < 1)
      throw std::invalid_argument("malformed program");
    for (size_t i = 0; i < ops.size(); ++i) {
      int limit = operands + static_cast<int>(i);
      if (a[i] < 0 || a[i] >= limit || (!isUnary(ops[i]) && (b[i] < 0 || b[i] >= limit)) ||
          (ops[i] < kAdd || (ops[i] > kSquaredDifference && ops[i] < kNeg) || ops[i] > kAbs))
        throw std::invalid_argument("malformed program");
    }
    for (int r : results)
      if (r < operands || r >= operands + static_cast<int>(ops.size()))
        throw std::invalid_argument("malformed program");
  }

  // The results of a call whose result has `shape`, from `operands`, operand k
  // covering it as kinds[k] says (a kFull operand has the result's shape): fresh
  // arrays, one per result (the same array twice for a value returned twice).
  std::vector<Out> run(const Dims &shape, const std::vector<In> &operands,
                       const std::vector<int> &kinds) {
    if (static_cast<int>(operands.size()) != operands_ || kinds.size() != operands.size())
      throw std::invalid_argument("operands: count does not match the program's");
    int64_t total = 1;
    for (int64_t d : shape) total *= d;
    int64_t c = shape.empty() ? 1 : shape.back();
    bool perChannel = false;
    for (size_t k = 0; k < operands.size(); ++k) {
      int64_t want = kinds[k] == kFull ? total : kinds[k] == kChannel ? c : kinds[k] == kScalar ? 1 : -1;
      if (want < 0) throw std::invalid_argument("operand kind");
      if (static_cast<int64_t>(operands[k].size()) != want)
        throw std::invalid_argument("operand: size does not match its kind");
      perChannel |= kinds[k] == kChannel;
    }
    // Values' arrays: results get fresh ones, other steps a chunk of scratch.
    const int steps = static_cast<int>(ops_.size());
    std::vector<float *> resultData(steps, nullptr);
    std::vector<Out> outs;
    std::vector<size_t> ushape(shape.begin(), shape.end());
    for (int r : results_) {
      float *&data = resultData[r - operands_];
      if (!data) {
        data = allocate(total);
        nb::capsule owner(data, [](void *q) noexcept { std::free(q); });
        outs.emplace_back(data, ushape.size(), ushape.data(), owner);
      } else {
        size_t i = 0;
        while (outs[i].data() != data) ++i;
        outs.push_back(Out(outs[i]));
      }
    }
    if (total == 0) return outs;
    std::vector<const float *> base(operands_);
    for (int k = 0; k < operands_; ++k) base[k] = operands[k].data();
    {
      nb::gil_scoped_release release;
      // Pieces of at most kChunk elements: whole rows (a per-channel operand
      // repeated over them, once) when a row fits, else parts of a row.
      int64_t rows = perChannel ? total / c : 1, width = perChannel ? c : total;
      int64_t rowsPerPiece = width <= kChunk ? std::max<int64_t>(1, kChunk / width) : 1;
      std::vector<float> scratch(static_cast<size_t>(steps) * kChunk);
      std::vector<std::vector<float>> tiles(operands_);
      std::vector<const float *> channel(operands_, nullptr);
      for (int k = 0; k < operands_; ++k) {
        if (kinds[k] != kChannel) continue;
        if (rowsPerPiece > 1) {
          tiles[k].resize(static_cast<size_t>(rowsPerPiece * width));
          for (int64_t r = 0; r < rowsPerPiece; ++r)
            std::memcpy(tiles[k].data() + r * width, base[k], width * sizeof(float));
          channel[k] = tiles[k].data();
        } else {
          channel[k] = base[k];
        }
      }
      auto piece = [&](int64_t offset, int64_t n, int64_t inRow) {
        auto value = [&](int v, bool &one) -> const float * {
          one = false;
          if (v >= operands_) {
            float *d = resultData[v - operands_];
            return d ? d + offset : scratch.data() + static_cast<size_t>(v - operands_) * kChunk;
          }
          if (kinds[v] == kScalar) {
            one = true;
            return base[v];
          }
          return kinds[v] == kChannel ? channel[v] + inRow : base[v] + offset;
        };
        for (int i = 0; i < steps; ++i) {
          bool aOne, bOne = true, unused;
          const float *a = value(a_[i], aOne);
          const float *b = isUnary(ops_[i]) ? a : value(b_[i], bOne);
          float *out = const_cast<float *>(value(operands_ + i, unused));
          step(ops_[i], a, aOne, b, bOne, out, n);
        }
      };
      if (width <= kChunk) {
        for (int64_t r = 0; r < rows; r += rowsPerPiece)
          piece(r * width, std::min(rowsPerPiece, rows - r) * width, 0);
      } else {
        for (int64_t r = 0; r < rows; ++r)
          for (int64_t j = 0; j < width; j += kChunk)
            piece(r * width + j, std::min<int64_t>(kChunk, width - j), j);
      }
    }
    return outs;
  }

 private:
  static constexpr int64_t kChunk = 2048;  // elements: every value's piece stays in L1/L2

  static float *allocate(int64_t count) {
    size_t bytes = (static_cast<size_t>(std::max<int64_t>(count, 1)) * sizeof(float) + 63) / 64 * 64;
    void *p = std::aligned_alloc(64, bytes);
    if (!p) throw std::bad_alloc();
    return static_cast<float *>(p);
  }

 private:
  std::vector<int> ops_, a_, b_, results_;
  int operands_;
};

}  // namespace

void register_elementwise(nb::module_ &m) {
  nb::class_<ElementwiseProgram>(m, "ElementwiseProgram")
      .def(nb::init<std::vector<int>, std::vector<int>, std::vector<int>, std::vector<int>, int>(),
           nb::arg("ops"), nb::arg("a"), nb::arg("b"), nb::arg("results"), nb::arg("operands"))
      .def("__call__", &ElementwiseProgram::run, nb::arg("shape"), nb::arg("operands"),
           nb::arg("kinds"));
}
