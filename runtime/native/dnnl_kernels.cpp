// oneDNN kernels of the CPU op handler (docs/native.md): convolution (plain,
// grouped, depthwise, transposed), matmul (batched, broadcasting, transposed operands) and
// pooling, bilinear resizing, f32, NHWC, with bias / residual add / activation as post-ops; an
// in-place activation for products computed elsewhere; layer normalization;
// Keras's LSTM and GRU layers as oneDNN RNN primitives.
//
// One object per op geometry: the primitive is created once (and weights given
// to `prepare` are reordered once into its preferred layout); a call wraps the
// caller's buffers, allocates the result (a numpy array owning its memory) and
// runs the primitive with the GIL released. Calls may come from several threads
// at once: a call mutates nothing shared (scratchpad and stream are per thread).
// Never links MLIR.

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/vector.h>

#include "dnnl.hpp"

namespace nb = nanobind;
using dnnl::algorithm;
using dnnl::memory;
using Dims = std::vector<int64_t>;
using In = nb::ndarray<const float, nb::c_contig, nb::device::cpu>;
using Out = nb::ndarray<nb::numpy, float>;

namespace {

dnnl::engine &cpuEngine() {
  static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  return engine;
}

// OpenMP's thread count is per calling thread: each thread that runs a kernel
// applies the process-wide setting before its first call after a change. A
// primitive is planned for the count in force when it is created: run with
// fewer threads it waits for the missing ones (a 16x128x512 matmul planned
// for 2 threads, run on 1: 24 ms instead of 60 us), so constructors apply it
// too and callers keep primitives per thread count.
std::atomic<int> gNumThreads{0};

// A primitive doing less work than this (multiply-adds, or their like) is
// planned and run on the calling thread alone: waking OpenMP's sleeping
// threads costs more than they save (docs/native.md, "Threads").
std::atomic<int64_t> gSerialWork{0};

bool isSerial(double work) {
  return work < static_cast<double>(gSerialWork.load(std::memory_order_relaxed));
}

void applyThreads(bool serial = false) {
  thread_local int applied = -1;
  int n = serial ? 1 : gNumThreads.load(std::memory_order_relaxed);
  if (n != applied) {
    omp_set_num_threads(n > 0 ? n : omp_get_num_procs());
    applied = n;
  }
}

dnnl::stream &threadStream() {
  thread_local dnnl::stream stream(cpuEngine());
  return stream;
}

// Per-thread scratchpad (primitives run in user scratchpad mode, so one
// primitive may run on several threads at once).
void *threadScratch(size_t bytes) {
  struct Buffer {
    void *data = nullptr;
    size_t size = 0;
    ~Buffer() { std::free(data); }
  };
  thread_local Buffer buffer;
  if (bytes > buffer.size) {
    std::free(buffer.data);
    buffer.size = (bytes + 4095) / 4096 * 4096;
    buffer.data = std::aligned_alloc(64, buffer.size);
    if (!buffer.data) {
      buffer.size = 0;
      throw std::bad_alloc();
    }
  }
  return buffer.data;
}

// The primitive's scratchpad, when it wants one: this thread's buffer.
void addScratchpad(std::unordered_map<int, memory> &args, const memory::desc &scratch) {
  if (scratch.get_size())
    args.emplace(DNNL_ARG_SCRATCHPAD, memory(scratch, cpuEngine(), threadScratch(scratch.get_size())));
}

// The residual operand of a binary-add post-op (the first post-op).
constexpr int kResidualArg = DNNL_ARG_ATTR_MULTIPLE_POST_OP(0) | DNNL_ARG_SRC_1;

// A primitive's arguments made once and pointed at each call's buffers: making
// memory objects costs more than the smallest primitives take to run (a 1x1
// convolution on 1x1x8: 3.6 us a call with fresh ones, 2.0 with these). One
// call at a time uses them; a concurrent call makes its own.
class KeptArgs {
 public:
  using Map = std::unordered_map<int, memory>;

  // Runs `prim` with `buffers` (argument, data; a null data: an argument this
  // call lacks) and this thread's scratchpad, on the kept arguments (made by
  // `make()` on first use), or on arguments `make()` makes for this call while
  // another call uses the kept ones.
  template <typename Make>
  void run(const dnnl::primitive &prim, const memory::desc &scratch,
           std::initializer_list<std::pair<int, const void *>> buffers, Make make) {
    std::unique_lock<std::mutex> lock(mutex_, std::try_to_lock);
    Map fresh;
    Map &args = lock.owns_lock() ? args_ : fresh;
    if (args.empty()) {
      args = make();
      addScratchpad(args, scratch);
    }
    for (const auto &[arg, data] : buffers)
      if (data) args.at(arg).set_data_handle(const_cast<void *>(data));
    auto pad = args.find(DNNL_ARG_SCRATCHPAD);
    if (pad != args.end()) pad->second.set_data_handle(threadScratch(scratch.get_size()));
    prim.execute(threadStream(), args);
    threadStream().wait();
  }

  // Forgets the arguments (new weights).
  void reset() {
    std::lock_guard<std::mutex> lock(mutex_);
    args_.clear();
  }

 private:
  std::mutex mutex_;
  Map args_;
};

// Results' buffers of 1 MiB and more, kept when their array dies for the next
// result of the same size: fresh pages cost a page fault each, and glibc maps
// every block over 32 MiB afresh (a [32,128,128,32] resize took 26 ms, most
// of it faulting in its 67 MB result; UNet at batch 32: 440 -> 303 ms with
// the heap reused). At most kPoolBytes are kept, the rest is freed.
class BufferPool {
 public:
  static constexpr size_t kMinBytes = size_t(1) << 20, kPoolBytes = size_t(512) << 20;

  void *take(size_t bytes) {
    if (bytes >= kMinBytes) {
      std::lock_guard<std::mutex> lock(mutex_);
      auto it = free_.find(bytes);
      if (it != free_.end()) {
        void *p = it->second;
        free_.erase(it);
        held_ -= bytes;
        return p;
      }
    }
    void *p = std::aligned_alloc(64, bytes);
    if (!p) throw std::bad_alloc();
    return p;
  }

  void give(void *p, size_t bytes) noexcept {
    if (bytes >= kMinBytes) {
      std::lock_guard<std::mutex> lock(mutex_);
      if (held_ + bytes <= kPoolBytes) {
        free_.emplace(bytes, p);
        held_ += bytes;
        return;
      }
    }
    std::free(p);
  }

 private:
  std::mutex mutex_;
  std::unordered_multimap<size_t, void *> free_;
  size_t held_ = 0;
};

BufferPool &bufferPool() {
  static BufferPool *pool = new BufferPool;  // never destroyed: arrays may outlive exit order
  return *pool;
}

// A fresh C-contiguous float32 numpy array of `shape`, 64-byte aligned; its
// buffer starts 64 bytes into a block whose first word is the block's size.
Out newArray(const Dims &shape, float **data) {
  size_t count = 1;
  for (int64_t d : shape) count *= static_cast<size_t>(d);
  size_t bytes = (std::max<size_t>(count, 1) * sizeof(float) + 63) / 64 * 64 + 64;
  char *block = static_cast<char *>(bufferPool().take(bytes));
  *reinterpret_cast<size_t *>(block) = bytes;
  nb::capsule owner(block, [](void *q) noexcept {
    bufferPool().give(q, *static_cast<size_t *>(q));
  });
  std::vector<size_t> ushape(shape.begin(), shape.end());
  *data = reinterpret_cast<float *>(block + 64);
  return Out(*data, ushape.size(), ushape.data(), owner);
}

Dims shapeOf(const In &a) {
  Dims d(a.ndim());
  for (size_t i = 0; i < a.ndim(); ++i) d[i] = static_cast<int64_t>(a.shape(i));
  return d;
}

void checkShape(const char *what, const In &a, const Dims &want) {
  if (shapeOf(a) != want)
    throw std::invalid_argument(std::string(what) + ": shape does not match the kernel's");
}

[[noreturn]] void rethrow(const dnnl::error &e) {
  throw std::runtime_error(std::string("oneDNN: ") + e.what());
}

// An activation (the names of TF's fused_ops) as oneDNN's eltwise algorithm
// and its alpha, beta.
struct Activation {
  algorithm alg;
  float alpha = 0.f, beta = 0.f;
};

Activation activationOf(const std::string &act, float alpha) {
  if (act == "Relu") return {algorithm::eltwise_relu};
  if (act == "Relu6") return {algorithm::eltwise_clip_v2, 0.f, 6.f};
  if (act == "Elu") return {algorithm::eltwise_elu, 1.f};
  if (act == "LeakyRelu") return {algorithm::eltwise_relu, alpha};
  if (act == "Tanh") return {algorithm::eltwise_tanh};
  if (act == "Sigmoid") return {algorithm::eltwise_logistic};
  if (act == "GeluExact") return {algorithm::eltwise_gelu_erf};
  if (act == "GeluApproximate") return {algorithm::eltwise_gelu_tanh};
  if (act == "_MklSwish") return {algorithm::eltwise_swish, 1.f};  // x * sigmoid(1 * x)
  if (act == "HardSwish") return {algorithm::eltwise_hardswish, 1.f / 6.f, 0.5f};  // x * clip(x/6 + 1/2, 0, 1)
  throw std::invalid_argument("unsupported activation " + act);
}

// The activation as an eltwise post-op (none for "").
void appendActivation(dnnl::post_ops &ops, const std::string &act, float alpha) {
  if (act.empty()) return;
  Activation a = activationOf(act, alpha);
  ops.append_eltwise(a.alg, a.alpha, a.beta);
}

memory::desc plainDesc(const Dims &dims) {
  Dims strides(dims.size(), 1);
  for (size_t i = dims.size(); i-- > 1;) strides[i - 1] = strides[i] * dims[i];
  return memory::desc(dims, memory::data_type::f32, strides);
}

// What every kernel object holds: its primitive, planned for the thread count
// in force when it was made (`plan`), the scratchpad it wants, its
// implementation's name, and the common call's arguments.
class Primitive {
 public:
  std::string impl() const { return impl_; }
  bool serial() const { return serial_; }

 protected:
  // Whether the primitive runs on one thread, from its work (multiply-adds or
  // their like), and that count applied: a primitive is planned for the
  // thread count in force (see applyThreads).
  void plan(double work) {
    serial_ = isSerial(work);
    applyThreads(serial_);
  }

  static dnnl::primitive_attr userScratchpad() {
    dnnl::primitive_attr attr;
    attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    return attr;
  }

  template <typename PD>
  void finish(const PD &pd) {
    prim_ = dnnl::primitive(pd);
    scratchDesc_ = pd.scratchpad_desc();
    impl_ = pd.impl_info_str();
  }

  // Runs the primitive on `buffers` and the kept arguments (KeptArgs::run) with
  // the GIL released, on the thread count it was planned for; a oneDNN error
  // becomes ours (rethrow).
  template <typename Make>
  void execute(std::initializer_list<std::pair<int, const void *>> buffers, Make make) {
    try {
      nb::gil_scoped_release release;
      applyThreads(serial_);
      kept_.run(prim_, scratchDesc_, buffers, make);
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }

  bool serial_ = false;
  memory::desc scratchDesc_;
  dnnl::primitive prim_;
  std::string impl_;
  KeptArgs kept_;  // the common call's arguments
};

// What conv and matmul share: a primitive with src, weights, optional bias,
// dst and an optional residual (a binary-add post-op); weights either
// prepared once (`prepare`) or given with each call.
class Layer : public Primitive {
 public:
  Dims outShape() const { return outShape_; }
  bool prepared() const { return prepared_; }

  // Reorders `w` (and copies `bias`) into memory this object owns.
  void prepare(In w, std::optional<In> bias) {
    checkShape("weights", w, wShape_);
    std::lock_guard<std::mutex> lock(mutex_);
    try {
      nb::gil_scoped_release release;
      applyThreads(serial_);
      memory user(wUser_, cpuEngine(), const_cast<float *>(w.data()));
      memory packed(wDesc_, cpuEngine());
      dnnl::reorder(user, packed).execute(threadStream(), user, packed);
      threadStream().wait();
      wPrepared_ = packed;
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
    if (hasBias_) {
      if (!bias) throw std::invalid_argument("bias missing");
      checkShape("bias", *bias, {biasDesc_.get_dims().back()});
      bPrepared_ = memory(biasDesc_, cpuEngine());
      std::memcpy(bPrepared_.get_data_handle(), bias->data(), bias->size() * sizeof(float));
    }
    kept_.reset();  // made again around the new weights
    prepared_ = true;
  }

  // Runs on `x`: with the prepared weights when `w` is None, else with `w`
  // (reordered for this call only).
  Out run(In x, std::optional<In> w, std::optional<In> bias, std::optional<In> residual) {
    checkShape("input", x, xShape_);
    if (w) checkShape("weights", *w, wShape_);
    else if (!prepared_) throw std::invalid_argument("weights not prepared");
    if (hasBias_ && w && !bias) throw std::invalid_argument("bias missing");
    if (hasBias_ && bias) checkShape("bias", *bias, {biasDesc_.get_dims().back()});
    if (hasResidual_ != residual.has_value()) throw std::invalid_argument("residual operand mismatch");
    if (residual) checkShape("residual", *residual, residualShape_);
    float *out = nullptr;
    Out result = newArray(outShape_, &out);
    try {
      nb::gil_scoped_release release;
      applyThreads(serial_);
      if (!w) {
        kept_.run(prim_, scratchDesc_,
                  {{DNNL_ARG_SRC, x.data()},
                   {DNNL_ARG_DST, out},
                   {kResidualArg, residual ? residual->data() : nullptr}},
                  [this] { return keptArgs(); });
        return result;
      }
      // Weights of this call only: reordered for it when the primitive wants another layout.
      dnnl::stream &stream = threadStream();
      dnnl::engine &eng = cpuEngine();
      memory weights(wUser_, eng, const_cast<float *>(w->data()));
      if (wDesc_ != wUser_) {
        memory user = weights;
        weights = memory(wDesc_, eng);
        dnnl::reorder(user, weights).execute(stream, user, weights);
      }
      std::unordered_map<int, memory> args{
          {DNNL_ARG_SRC, memory(srcDesc_, eng, const_cast<float *>(x.data()))},
          {DNNL_ARG_WEIGHTS, weights},
          {DNNL_ARG_DST, memory(dstDesc_, eng, out)}};
      if (hasBias_)
        args.emplace(DNNL_ARG_BIAS, memory(biasDesc_, eng, const_cast<float *>(bias->data())));
      if (residual)
        args.emplace(kResidualArg,
                     memory(residualDesc_, eng, const_cast<float *>(residual->data())));
      addScratchpad(args, scratchDesc_);
      prim_.execute(stream, args);
      stream.wait();
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
    return result;
  }

 protected:
  // The primitive attributes: post-ops residual add, then the activation.
  dnnl::primitive_attr makeAttr(const std::string &act, float alpha) {
    dnnl::post_ops ops;
    if (hasResidual_) ops.append_binary(algorithm::binary_add, residualDesc_);
    appendActivation(ops, act, alpha);
    dnnl::primitive_attr attr = userScratchpad();
    attr.set_post_ops(ops);
    return attr;
  }

  // The common call's arguments, without buffers: the prepared weights and bias.
  std::unordered_map<int, memory> keptArgs() const {
    dnnl::engine &eng = cpuEngine();
    std::unordered_map<int, memory> args{{DNNL_ARG_SRC, memory(srcDesc_, eng, nullptr)},
                                         {DNNL_ARG_WEIGHTS, wPrepared_},
                                         {DNNL_ARG_DST, memory(dstDesc_, eng, nullptr)}};
    if (hasBias_) args.emplace(DNNL_ARG_BIAS, bPrepared_);
    if (hasResidual_) args.emplace(kResidualArg, memory(residualDesc_, eng, nullptr));
    return args;
  }

  template <typename PD>
  void finish(const PD &pd) {
    Primitive::finish(pd);
    wDesc_ = pd.weights_desc();
  }

  Dims xShape_, wShape_, outShape_, residualShape_;
  bool hasBias_ = false, hasResidual_ = false, prepared_ = false;
  memory::desc srcDesc_, wUser_, wDesc_, biasDesc_, dstDesc_, residualDesc_;
  memory wPrepared_, bPrepared_;
  std::mutex mutex_;
};

// Output pixels (N * OH * OW) up to which a 1x1 convolution prefers oneDNN's
// jit_1x1 kernel to its brgemm one (see Conv).
constexpr int64_t kFewPixels = 36;

// Moves `pd` along its implementations to the first whose name starts with
// `prefix` and ends with the ISA of the one it had (e.g. ":avx512_core"). False
// when there is none: `pd` is then at another implementation, to be made again.
template <typename PD>
bool preferImpl(PD &pd, const std::string &prefix) {
  std::string first = pd.impl_info_str();
  size_t colon = first.find(':');
  if (first.rfind(prefix, 0) == 0 || colon == std::string::npos) return true;
  std::string isa = first.substr(colon);
  while (pd.next_impl()) {
    std::string name = pd.impl_info_str();
    if (name.rfind(prefix, 0) == 0 && name.size() >= isa.size() &&
        name.compare(name.size() - isa.size(), isa.size(), isa) == 0)
      return true;
  }
  return false;
}

// NHWC convolution; filter [KH, KW, I/groups, O] (TF's HWIO; a depthwise
// filter [KH, KW, C, M] is groups = C, I/groups = 1, O = C*M).
class Conv : public Layer {
 public:
  Conv(Dims x, Dims f, int64_t groups, Dims strides, Dims dilations, Dims padL, Dims padR,
       bool bias, std::optional<Dims> residual, const std::string &act, float alpha,
       bool packWeights) {
    if (x.size() != 4 || f.size() != 4 || strides.size() != 2 || dilations.size() != 2 ||
        padL.size() != 2 || padR.size() != 2 || groups < 1)
      throw std::invalid_argument("bad convolution geometry");
    int64_t n = x[0], h = x[1], w = x[2], c = x[3];
    int64_t kh = f[0], kw = f[1], ig = f[2], o = f[3];
    if (ig * groups != c || o % groups != 0) throw std::invalid_argument("bad groups");
    auto outSize = [](int64_t in, int64_t k, int64_t s, int64_t d, int64_t l, int64_t r) {
      return (in + l + r - ((k - 1) * d + 1)) / s + 1;
    };
    int64_t oh = outSize(h, kh, strides[0], dilations[0], padL[0], padR[0]);
    int64_t ow = outSize(w, kw, strides[1], dilations[1], padL[1], padR[1]);
    xShape_ = x;
    wShape_ = f;
    outShape_ = {n, oh, ow, o};
    hasBias_ = bias;
    plan(double(n) * oh * ow * o * kh * kw * ig);
    try {
      srcDesc_ = memory::desc({n, c, h, w}, memory::data_type::f32, memory::format_tag::nhwc);
      dstDesc_ = memory::desc({n, o, oh, ow}, memory::data_type::f32, memory::format_tag::nhwc);
      if (groups == 1)
        wUser_ = memory::desc({o, c, kh, kw}, memory::data_type::f32, memory::format_tag::hwio);
      else
        wUser_ = memory::desc({groups, o / groups, ig, kh, kw}, memory::data_type::f32,
                              memory::format_tag::hwigo);
      memory::desc wAny = packWeights ? memory::desc(wUser_.get_dims(), memory::data_type::f32,
                                                     memory::format_tag::any)
                                      : wUser_;
      if (bias) biasDesc_ = memory::desc({o}, memory::data_type::f32, memory::format_tag::a);
      if (residual) {
        hasResidual_ = true;
        residualShape_ = outShape_;
        if (*residual != outShape_) throw std::invalid_argument("residual shape");
        residualDesc_ = dstDesc_;
      }
      dnnl::primitive_attr attr = makeAttr(act, alpha);
      auto describe = [&] {
        return dnnl::convolution_forward::primitive_desc(
            cpuEngine(), dnnl::prop_kind::forward_inference, algorithm::convolution_direct,
            srcDesc_, wAny, bias ? biasDesc_ : memory::desc(), dstDesc_, {strides[0], strides[1]},
            {dilations[0] - 1, dilations[1] - 1}, {padL[0], padL[1]}, {padR[0], padR[1]}, attr);
      };
      auto pd = describe();
      // A 1x1 convolution with few output pixels (a deep layer at batch 1) streams
      // its weights from the last-level cache: oneDNN's older 1x1 kernel does that
      // faster than its first choice, the brgemm one (one thread, 24 layers in a
      // row: Xception's 728->728 on 5x5 218 against 307 us, 1024->1536 on 3x3 250
      // against 285; from 8x8 on they are even, and at 9x9 brgemm is 9% faster).
      if (kh == 1 && kw == 1 && n * oh * ow <= kFewPixels && !preferImpl(pd, "jit_1x1:"))
        pd = describe();
      finish(pd);
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }
};

// NHWC transposed convolution, TF's Conv2DBackpropInput: out_backprop dy
// [N, OH, OW, O] -> [N, H, W, C] with the forward convolution's filter
// [KH, KW, C, O] (oneDNN's deconvolution weights {C, O, KH, KW}, read through
// strides), strides, dilations and pads (the forward convolution's).
class Deconv : public Layer {
 public:
  Deconv(Dims dy, Dims f, Dims x, Dims strides, Dims dilations, Dims padL, Dims padR,
         bool packWeights) {
    if (dy.size() != 4 || f.size() != 4 || x.size() != 4 || strides.size() != 2 ||
        dilations.size() != 2 || padL.size() != 2 || padR.size() != 2)
      throw std::invalid_argument("bad transposed convolution geometry");
    int64_t n = dy[0], oh = dy[1], ow = dy[2], o = dy[3];
    int64_t kh = f[0], kw = f[1], c = f[2];
    if (f[3] != o || x[0] != n || x[3] != c) throw std::invalid_argument("bad depths");
    xShape_ = dy;
    wShape_ = f;
    outShape_ = x;
    plan(double(n) * oh * ow * o * kh * kw * c);
    try {
      srcDesc_ = memory::desc({n, o, oh, ow}, memory::data_type::f32, memory::format_tag::nhwc);
      dstDesc_ = memory::desc({n, c, x[1], x[2]}, memory::data_type::f32, memory::format_tag::nhwc);
      wUser_ = memory::desc({c, o, kh, kw}, memory::data_type::f32, Dims{o, 1, kw * c * o, c * o});
      memory::desc wAny = packWeights ? memory::desc(wUser_.get_dims(), memory::data_type::f32,
                                                     memory::format_tag::any)
                                      : wUser_;
      dnnl::deconvolution_forward::primitive_desc pd(
          cpuEngine(), dnnl::prop_kind::forward_inference, algorithm::deconvolution_direct,
          srcDesc_, wAny, memory::desc(), dstDesc_, {strides[0], strides[1]},
          {dilations[0] - 1, dilations[1] - 1}, {padL[0], padL[1]}, {padR[0], padR[1]},
          makeAttr("", 0.f));
      finish(pd);
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }
};

// a [..., M, K] @ b [..., K, N] with broadcasting batch dimensions; `ta`/`tb`:
// the operand is stored transposed ([..., K, M] / [..., N, K], C-contiguous).
class MatMul : public Layer {
 public:
  MatMul(Dims a, Dims b, bool ta, bool tb, bool bias, std::optional<Dims> residual,
         const std::string &act, float alpha, bool packWeights) {
    if (a.size() < 2 || b.size() < 2) throw std::invalid_argument("matmul operands must be 2-D+");
    xShape_ = a;
    wShape_ = b;
    size_t rank = std::max(a.size(), b.size());
    auto logical = [rank](const Dims &s, bool t, Dims &dims, Dims &strides) {
      Dims padded(rank - s.size(), 1);
      padded.insert(padded.end(), s.begin(), s.end());
      Dims st(rank, 1);
      for (size_t i = rank; i-- > 1;) st[i - 1] = st[i] * padded[i];
      dims = padded;
      strides = st;
      if (t) {
        std::swap(dims[rank - 1], dims[rank - 2]);
        std::swap(strides[rank - 1], strides[rank - 2]);
      }
    };
    Dims ad, as, bd, bs;
    logical(a, ta, ad, as);
    logical(b, tb, bd, bs);
    if (ad[rank - 1] != bd[rank - 2]) throw std::invalid_argument("matmul inner dimensions differ");
    Dims out(rank);
    for (size_t i = 0; i + 2 < rank; ++i) {
      if (ad[i] != bd[i] && ad[i] != 1 && bd[i] != 1)
        throw std::invalid_argument("matmul batch dimensions do not broadcast");
      out[i] = std::max(ad[i], bd[i]);
      if (ad[i] == 0 || bd[i] == 0) out[i] = 0;
    }
    out[rank - 2] = ad[rank - 2];
    out[rank - 1] = bd[rank - 1];
    // The result has the operands' larger rank, as TF's BatchMatMulV2.
    outShape_ = out;
    hasBias_ = bias;
    double work = ad[rank - 1];
    for (int64_t d : out) work *= d;
    plan(work);
    try {
      srcDesc_ = memory::desc(ad, memory::data_type::f32, as);
      wUser_ = memory::desc(bd, memory::data_type::f32, bs);
      dstDesc_ = plainDesc(out);
      memory::desc wAny = wUser_;
      if (packWeights) wAny = memory::desc(bd, memory::data_type::f32, memory::format_tag::any);
      if (bias) {
        Dims bdims(rank, 1);
        bdims[rank - 1] = out[rank - 1];
        biasDesc_ = plainDesc(bdims);
      }
      if (residual) {
        hasResidual_ = true;
        residualShape_ = *residual;
        if (residual->size() > rank) throw std::invalid_argument("residual rank");
        Dims rd(rank - residual->size(), 1);
        rd.insert(rd.end(), residual->begin(), residual->end());
        for (size_t i = 0; i < rank; ++i)
          if (rd[i] != out[i] && rd[i] != 1) throw std::invalid_argument("residual shape");
        residualDesc_ = plainDesc(rd);
      }
      dnnl::matmul::primitive_desc pd(cpuEngine(), srcDesc_, wAny,
                                      bias ? biasDesc_ : memory::desc(), dstDesc_,
                                      makeAttr(act, alpha));
      finish(pd);
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }
};

// A batched product on views (TF's Einsum when it is one batched matmul, as in
// Keras's attention: BTNH,BSNH->BNTS): a, b and the result are row-major
// arrays of their own shapes, and each descriptor reads its array through
// strides as [batch..., rows, cols] — no transposed copies.
class StridedMatMul : public Primitive {
 public:
  // a, b, out: the arrays' shapes; *Dims / *Strides: the views (element
  // strides; the same batch dims first in all three, then [M, K], [K, N], [M, N]).
  StridedMatMul(Dims a, Dims aDims, Dims aStrides, Dims b, Dims bDims, Dims bStrides, Dims out,
                Dims outDims, Dims outStrides)
      : aShape_(a), bShape_(b), outShape_(out) {
    size_t rank = aDims.size();
    if (rank < 2 || bDims.size() != rank || outDims.size() != rank || aStrides.size() != rank ||
        bStrides.size() != rank || outStrides.size() != rank)
      throw std::invalid_argument("strided matmul: ranks differ");
    double work = aDims[rank - 1];
    for (int64_t d : outDims) work *= d;
    if (work <= 0) throw std::invalid_argument("empty");
    plan(work);
    try {
      aDesc_ = memory::desc(aDims, memory::data_type::f32, aStrides);
      bDesc_ = memory::desc(bDims, memory::data_type::f32, bStrides);
      outDesc_ = memory::desc(outDims, memory::data_type::f32, outStrides);
      finish(dnnl::matmul::primitive_desc(cpuEngine(), aDesc_, bDesc_, outDesc_, userScratchpad()));
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }

  Out run(In a, In b) {
    checkShape("a", a, aShape_);
    checkShape("b", b, bShape_);
    float *out = nullptr;
    Out result = newArray(outShape_, &out);
    execute({{DNNL_ARG_SRC, a.data()}, {DNNL_ARG_WEIGHTS, b.data()}, {DNNL_ARG_DST, out}}, [this] {
      return KeptArgs::Map{{DNNL_ARG_SRC, memory(aDesc_, cpuEngine(), nullptr)},
                           {DNNL_ARG_WEIGHTS, memory(bDesc_, cpuEngine(), nullptr)},
                           {DNNL_ARG_DST, memory(outDesc_, cpuEngine(), nullptr)}};
    });
    return result;
  }

 private:
  Dims aShape_, bShape_, outShape_;
  memory::desc aDesc_, bDesc_, outDesc_;
};

// A primitive from one tensor to another (pooling and resampling on NHWC,
// softmax on rows): the constructors make it, a call runs it on a fresh result.
class TensorMap : public Primitive {
 public:
  Dims outShape() const { return outShape_; }

  Out run(In x) {
    checkShape("input", x, xShape_);
    float *out = nullptr;
    Out result = newArray(outShape_, &out);
    execute({{DNNL_ARG_SRC, x.data()}, {DNNL_ARG_DST, out}}, [this] {
      return KeptArgs::Map{{DNNL_ARG_SRC, memory(srcDesc_, cpuEngine(), nullptr)},
                           {DNNL_ARG_DST, memory(dstDesc_, cpuEngine(), nullptr)}};
    });
    return result;
  }

 protected:
  // The shapes, the serial decision and the descriptors, before the primitive.
  void begin(const Dims &x, const Dims &out, double work, const memory::desc &src,
             const memory::desc &dst) {
    xShape_ = x;
    outShape_ = out;
    plan(work);
    srcDesc_ = src;
    dstDesc_ = dst;
  }

  // An NHWC tensor as oneDNN's logical NCHW.
  static memory::desc nhwc(const Dims &s) {
    return memory::desc({s[0], s[3], s[1], s[2]}, memory::data_type::f32, memory::format_tag::nhwc);
  }

  Dims xShape_, outShape_;
  memory::desc srcDesc_, dstDesc_;
};

// NHWC max or average pooling (average over the window's valid elements, as TF).
class Pool : public TensorMap {
 public:
  Pool(Dims x, bool max, Dims k, Dims strides, Dims padL, Dims padR) {
    if (x.size() != 4 || k.size() != 2 || strides.size() != 2 || padL.size() != 2 ||
        padR.size() != 2)
      throw std::invalid_argument("bad pooling geometry");
    int64_t n = x[0], h = x[1], w = x[2], c = x[3];
    int64_t oh = (h + padL[0] + padR[0] - k[0]) / strides[0] + 1;
    int64_t ow = (w + padL[1] + padR[1] - k[1]) / strides[1] + 1;
    try {
      begin(x, {n, oh, ow, c}, double(n) * oh * ow * c * k[0] * k[1], nhwc(x), nhwc({n, oh, ow, c}));
      dnnl::pooling_forward::primitive_desc pd(
          cpuEngine(), dnnl::prop_kind::forward_inference,
          max ? algorithm::pooling_max : algorithm::pooling_avg_exclude_padding, srcDesc_,
          dstDesc_, {strides[0], strides[1]}, {k[0], k[1]}, {0, 0}, {padL[0], padL[1]},
          {padR[0], padR[1]}, userScratchpad());
      finish(pd);
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }
};

// NHWC bilinear resizing with half-pixel centers: source coordinate
// (o + 0.5) * in / out - 0.5, its two neighbours clamped to the edge (TF's
// ResizeBilinear with half_pixel_centers, oneDNN's resampling_linear).
class Resample : public TensorMap {
 public:
  Resample(Dims x, int64_t oh, int64_t ow) {
    if (x.size() != 4 || oh < 1 || ow < 1) throw std::invalid_argument("bad resize geometry");
    try {
      Dims out{x[0], oh, ow, x[3]};
      begin(x, out, 8.0 * x[0] * oh * ow * x[3], nhwc(x), nhwc(out));  // ~8 operations an element
      dnnl::resampling_forward::primitive_desc pd(
          cpuEngine(), dnnl::prop_kind::forward_inference, algorithm::resampling_linear,
          srcDesc_, dstDesc_, userScratchpad());
      finish(pd);
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }
};

// An activation applied in place to `size` contiguous floats: the epilogue of
// a product computed elsewhere (OpenBLAS's, for wide matmuls).
class Eltwise : public Primitive {
 public:
  Eltwise(int64_t size, const std::string &act, float alpha) : size_(size) {
    if (size < 1) throw std::invalid_argument("empty");
    Activation a = activationOf(act, alpha);
    plan(8.0 * size);  // a transcendental is some tens of operations
    try {
      desc_ = memory::desc({size}, memory::data_type::f32, memory::format_tag::a);
      finish(dnnl::eltwise_forward::primitive_desc(cpuEngine(), dnnl::prop_kind::forward_inference,
                                                   a.alg, desc_, desc_, a.alpha, a.beta,
                                                   userScratchpad()));
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }

  void run(nb::ndarray<float, nb::c_contig, nb::device::cpu> y) {
    if (static_cast<int64_t>(y.size()) != size_)
      throw std::invalid_argument("array: size does not match the kernel's");
    execute({{DNNL_ARG_SRC, y.data()}}, [this] {
      memory data(desc_, cpuEngine(), nullptr);  // in place: one memory, both arguments
      return KeptArgs::Map{{DNNL_ARG_SRC, data}, {DNNL_ARG_DST, data}};
    });
  }

 private:
  int64_t size_;
  memory::desc desc_;
};

// Softmax (or log-softmax) over the last axis of a float32 tensor, seen as the
// plain [rows, C] it is in memory (TF's Softmax and LogSoftmax: attention
// weights, classifier heads): one primitive pass instead of numpy's four
// (max, subtract and exp, sum, divide).
class Softmax : public TensorMap {
 public:
  Softmax(Dims shape, bool log) {
    if (shape.empty()) throw std::invalid_argument("rank 0");
    int64_t c = shape.back(), rows = 1;
    for (size_t i = 0; i + 1 < shape.size(); ++i) rows *= shape[i];
    if (rows < 1 || c < 1) throw std::invalid_argument("empty");
    try {
      // An element: an exp and a few passes.
      begin(shape, shape, 16.0 * rows * c, plainDesc({rows, c}), plainDesc({rows, c}));
      dnnl::softmax_forward::primitive_desc pd(
          cpuEngine(), dnnl::prop_kind::forward_inference,
          log ? algorithm::softmax_log : algorithm::softmax_accurate, srcDesc_, dstDesc_, 1,
          userScratchpad());
      finish(pd);
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }
};

// Layer normalization over the last axis (TF's _MklLayerNorm, Keras's
// LayerNormalization): y = (x - mean) / sqrt(var + epsilon) * scale + shift,
// mean and (biased) variance of each row computed by the primitive. x of any
// rank is the plain [rows, C] it is in memory; the result has x's shape.
// scale and shift ([C]) are copied once by `prepare`, or given with each call.
class LayerNorm : public Primitive {
 public:
  LayerNorm(int64_t rows, int64_t channels, float epsilon) : rows_(rows), c_(channels) {
    if (rows < 1 || channels < 1) throw std::invalid_argument("empty");
    // An element takes about as long as 32 of a convolution's multiply-adds
    // (memory-bound: one thread, 1M elements 500 us; two threads win from
    // about 0.5M elements: 1M 380 us, 4M 1000 against 1820).
    plan(32.0 * rows * channels);
    try {
      dataDesc_ = plainDesc({rows, channels});
      chanDesc_ = memory::desc({channels}, memory::data_type::f32, memory::format_tag::a);
      dnnl::layer_normalization_forward::primitive_desc pd(
          cpuEngine(), dnnl::prop_kind::forward_inference, dataDesc_, dataDesc_, epsilon,
          dnnl::normalization_flags::use_scale | dnnl::normalization_flags::use_shift,
          userScratchpad());
      finish(pd);
      // Statistics are the primitive's own in inference; an implementation
      // that still wants them as arguments gets buffers (per call).
      meanDesc_ = pd.query_md(dnnl::query::exec_arg_md, DNNL_ARG_MEAN);
      varDesc_ = pd.query_md(dnnl::query::exec_arg_md, DNNL_ARG_VARIANCE);
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }

  bool prepared() const { return prepared_; }

  // Copies scale and shift into memory this object owns.
  void prepare(In scale, In shift) {
    checkShape("scale", scale, {c_});
    checkShape("shift", shift, {c_});
    std::lock_guard<std::mutex> lock(mutex_);
    try {
      scalePrepared_ = memory(chanDesc_, cpuEngine());
      shiftPrepared_ = memory(chanDesc_, cpuEngine());
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
    std::memcpy(scalePrepared_.get_data_handle(), scale.data(), c_ * sizeof(float));
    std::memcpy(shiftPrepared_.get_data_handle(), shift.data(), c_ * sizeof(float));
    prepared_ = true;
  }

  // Normalizes x (rows x C floats, last dimension C): with the prepared scale
  // and shift when they are None, else with these.
  Out run(In x, std::optional<In> scale, std::optional<In> shift) {
    Dims shape = shapeOf(x);
    int64_t count = 1;
    for (int64_t d : shape) count *= d;
    if (shape.empty() || shape.back() != c_ || count != rows_ * c_)
      throw std::invalid_argument("input: shape does not match the kernel's");
    if (scale.has_value() != shift.has_value())
      throw std::invalid_argument("scale and shift: both or neither");
    if (!scale && !prepared_) throw std::invalid_argument("scale and shift not prepared");
    if (scale) {
      checkShape("scale", *scale, {c_});
      checkShape("shift", *shift, {c_});
    }
    const void *s = scale ? scale->data() : scalePrepared_.get_data_handle();
    const void *t = shift ? shift->data() : shiftPrepared_.get_data_handle();
    float *out = nullptr;
    Out result = newArray(shape, &out);
    execute({{DNNL_ARG_SRC, x.data()}, {DNNL_ARG_DST, out}, {DNNL_ARG_SCALE, s}, {DNNL_ARG_SHIFT, t}},
            [this] { return args(); });
    return result;
  }

 private:
  // The arguments, without buffers but the statistics' if the primitive wants them.
  KeptArgs::Map args() const {
    dnnl::engine &eng = cpuEngine();
    KeptArgs::Map m{{DNNL_ARG_SRC, memory(dataDesc_, eng, nullptr)},
                    {DNNL_ARG_DST, memory(dataDesc_, eng, nullptr)},
                    {DNNL_ARG_SCALE, memory(chanDesc_, eng, nullptr)},
                    {DNNL_ARG_SHIFT, memory(chanDesc_, eng, nullptr)}};
    if (meanDesc_.get_size()) m.emplace(DNNL_ARG_MEAN, memory(meanDesc_, eng));
    if (varDesc_.get_size()) m.emplace(DNNL_ARG_VARIANCE, memory(varDesc_, eng));
    return m;
  }

  int64_t rows_, c_;
  bool prepared_ = false;
  memory::desc dataDesc_, chanDesc_, meanDesc_, varDesc_;
  memory scalePrepared_, shiftPrepared_;
  std::mutex mutex_;
};

// A Keras LSTM, GRU or SimpleRNN layer over n time steps, one oneDNN RNN
// primitive (forward inference, one layer, left to right): x [n, B, D] time-major (tnc),
// initial states [B, U]; weights as Keras holds them, kernel [D, G*U] and
// recurrent kernel [U, G*U] with gate-major columns, which are oneDNN's ldigo
// for one layer and direction. Gate orders agree: LSTM i, f, c~, o; GRU
// (linear-before-reset, Keras's reset_after=True) u (Keras's z), r, o (h~).
// Bias ldgo: the LSTM's [4U]; the GRU's [4U] is u, r (input and recurrent
// bias summed), o's input bias, then o's recurrent bias (the caller folds
// Keras's [2, 3U] so). The SimpleRNN ("rnn": vanilla_rnn_forward) has one
// gate and bias [U]; its activation is oneDNN's eltwise tanh, relu or
// logistic (sigmoid), and Keras's linear is relu with slope 1 (exactly x).
// The result rows past the n steps are zeros.
class Rnn : public Primitive {
 public:
  Rnn(const std::string &cell, int64_t steps, int64_t batch, int64_t input, int64_t units,
      bool packWeights, const std::string &activation)
      : lstm_(cell == "lstm"), n_(steps), b_(batch), d_(input), u_(units) {
    if (cell != "lstm" && cell != "gru" && cell != "rnn")
      throw std::invalid_argument("unknown cell " + cell);
    if (steps < 1 || batch < 1 || input < 1 || units < 1) throw std::invalid_argument("empty");
    gates_ = lstm_ ? 4 : cell == "gru" ? 3 : 1;
    biasRows_ = cell == "rnn" ? 1 : 4;  // LSTM: 4 gates; GRU: 3 gates + h~'s recurrent bias
    auto act = dnnl::algorithm::eltwise_tanh;
    float slope = 0.0f;
    if (cell == "rnn") {
      if (activation == "relu" || activation == "linear") {
        act = dnnl::algorithm::eltwise_relu;
        slope = activation == "linear" ? 1.0f : 0.0f;
      } else if (activation == "sigmoid") {
        act = dnnl::algorithm::eltwise_logistic;
      } else if (activation != "tanh") {
        throw std::invalid_argument("unknown activation " + activation);
      }
    }
    // Each step is its own parallel region (the recurrence orders them): a
    // step's work decides, not the layer's (T=64, B=32, D=64, U=128 LSTM, 2
    // threads under load: 10.0 ms planned for both, 2.8 ms on one).
    plan(double(batch) * (input + units) * gates_ * units);
    try {
      using tag = memory::format_tag;
      const auto f32 = memory::data_type::f32;
      srcDesc_ = memory::desc({steps, batch, input}, f32, tag::tnc);
      dstDesc_ = memory::desc({steps, batch, units}, f32, tag::tnc);
      stateDesc_ = memory::desc({1, 1, batch, units}, f32, tag::ldnc);
      wlUser_ = memory::desc({1, 1, input, gates_, units}, f32, tag::ldigo);
      wiUser_ = memory::desc({1, 1, units, gates_, units}, f32, tag::ldigo);
      biasDesc_ = memory::desc({1, 1, biasRows_, units}, f32, tag::ldgo);
      memory::desc wlAny = wlUser_, wiAny = wiUser_;
      if (packWeights) {
        wlAny = memory::desc(wlUser_.get_dims(), f32, tag::any);
        wiAny = memory::desc(wiUser_.get_dims(), f32, tag::any);
      }
      dnnl::primitive_attr attr = userScratchpad();
      const auto fwd = dnnl::prop_kind::forward_inference;
      const auto dir = dnnl::rnn_direction::unidirectional_left2right;
      if (lstm_) {
        dnnl::lstm_forward::primitive_desc pd(cpuEngine(), fwd, dir, srcDesc_, stateDesc_,
                                              stateDesc_, wlAny, wiAny, biasDesc_, dstDesc_,
                                              stateDesc_, stateDesc_, attr);
        finish(pd);
      } else if (gates_ == 3) {
        dnnl::lbr_gru_forward::primitive_desc pd(cpuEngine(), fwd, dir, srcDesc_, stateDesc_, wlAny,
                                                 wiAny, biasDesc_, dstDesc_, stateDesc_, attr);
        finish(pd);
      } else {
        dnnl::vanilla_rnn_forward::primitive_desc pd(cpuEngine(), fwd, act, dir, srcDesc_,
                                                     stateDesc_, wlAny, wiAny, biasDesc_, dstDesc_,
                                                     stateDesc_, slope, attr);
        finish(pd);
      }
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
  }

  bool prepared() const { return prepared_; }

  // Reorders the kernels (and copies the bias) into memory this object owns.
  void prepare(In kernel, In recurrent, In bias) {
    checkWeights(kernel, recurrent, bias);
    std::lock_guard<std::mutex> lock(mutex_);
    try {
      nb::gil_scoped_release release;
      applyThreads(serial_);
      wlPrepared_ = reordered(wlUser_, wlDesc_, kernel.data(), true);
      wiPrepared_ = reordered(wiUser_, wiDesc_, recurrent.data(), true);
      threadStream().wait();
      bPrepared_ = memory(biasDesc_, cpuEngine());
      std::memcpy(bPrepared_.get_data_handle(), bias.data(), bias.size() * sizeof(float));
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
    prepared_ = true;
  }

  // (outputs, h[, c]) from x [n, B, D] and the initial states: with the
  // prepared weights when `kernel` is None, else with these (reordered for
  // this call only). outputs: [rows, B, U] (rows >= n) with `sequences`,
  // else the last h as [1, B, U].
  nb::tuple run(In x, In h0, std::optional<In> c0, std::optional<In> kernel,
                std::optional<In> recurrent, std::optional<In> bias, bool sequences,
                int64_t rows) {
    checkShape("x", x, {n_, b_, d_});
    checkShape("h0", h0, {b_, u_});
    if (lstm_ != c0.has_value()) throw std::invalid_argument("c0: given for the LSTM only");
    if (c0) checkShape("c0", *c0, {b_, u_});
    if (kernel) {
      if (!recurrent || !bias) throw std::invalid_argument("weights missing");
      checkWeights(*kernel, *recurrent, *bias);
    } else if (!prepared_) {
      throw std::invalid_argument("weights not prepared");
    }
    if (!sequences) rows = 1;
    else if (rows < n_) throw std::invalid_argument("rows: fewer than the steps");
    float *out = nullptr, *h = nullptr, *c = nullptr;
    Out outputs = newArray({rows, b_, u_}, &out);
    Out hOut = newArray({b_, u_}, &h);
    std::optional<Out> cOut;
    if (lstm_) cOut = newArray({b_, u_}, &c);
    const size_t plane = static_cast<size_t>(b_ * u_);
    try {
      nb::gil_scoped_release release;
      applyThreads(serial_);
      dnnl::engine &eng = cpuEngine();
      dnnl::stream &stream = threadStream();
      memory wl = wlPrepared_, wi = wiPrepared_, b = bPrepared_;
      if (kernel) {
        wl = reordered(wlUser_, wlDesc_, kernel->data(), false);
        wi = reordered(wiUser_, wiDesc_, recurrent->data(), false);
        b = memory(biasDesc_, eng, const_cast<float *>(bias->data()));
      }
      // Every step's h goes to the result's rows, or (last h only) to a buffer.
      std::unique_ptr<float[]> steps;
      float *dst = out;
      if (!sequences) {
        steps.reset(new float[static_cast<size_t>(n_) * plane]);
        dst = steps.get();
      }
      std::unordered_map<int, memory> args{
          {DNNL_ARG_SRC_LAYER, memory(srcDesc_, eng, const_cast<float *>(x.data()))},
          {DNNL_ARG_SRC_ITER, memory(stateDesc_, eng, const_cast<float *>(h0.data()))},
          {DNNL_ARG_WEIGHTS_LAYER, wl},
          {DNNL_ARG_WEIGHTS_ITER, wi},
          {DNNL_ARG_BIAS, b},
          {DNNL_ARG_DST_LAYER, memory(dstDesc_, eng, dst)},
          {DNNL_ARG_DST_ITER, memory(stateDesc_, eng, h)}};
      if (lstm_) {
        args.emplace(DNNL_ARG_SRC_ITER_C, memory(stateDesc_, eng, const_cast<float *>(c0->data())));
        args.emplace(DNNL_ARG_DST_ITER_C, memory(stateDesc_, eng, c));
      }
      addScratchpad(args, scratchDesc_);
      prim_.execute(stream, args);
      stream.wait();
      if (sequences)
        std::memset(out + n_ * plane, 0, static_cast<size_t>(rows - n_) * plane * sizeof(float));
      else
        std::memcpy(out, h, plane * sizeof(float));
    } catch (const dnnl::error &e) {
      rethrow(e);
    }
    if (lstm_) return nb::make_tuple(outputs, hOut, *cOut);
    return nb::make_tuple(outputs, hOut);
  }

 private:
  template <typename PD>
  void finish(const PD &pd) {
    Primitive::finish(pd);
    wlDesc_ = pd.weights_layer_desc();
    wiDesc_ = pd.weights_iter_desc();
  }

  void checkWeights(const In &kernel, const In &recurrent, const In &bias) const {
    checkShape("kernel", kernel, {d_, gates_ * u_});
    checkShape("recurrent_kernel", recurrent, {u_, gates_ * u_});
    checkShape("bias", bias, {biasRows_ * u_});
  }

  // The user's weights in the primitive's layout: the user's buffer itself
  // when the layouts agree (unless `copy`: memory this object keeps).
  memory reordered(const memory::desc &user, const memory::desc &want, const float *data,
                   bool copy) {
    memory src(user, cpuEngine(), const_cast<float *>(data));
    if (want == user && !copy) return src;
    memory dst(want, cpuEngine());
    dnnl::reorder(src, dst).execute(threadStream(), src, dst);
    return dst;
  }

  bool lstm_;
  int64_t n_, b_, d_, u_, gates_ = 0, biasRows_ = 4;
  bool prepared_ = false;
  memory::desc srcDesc_, dstDesc_, stateDesc_, wlUser_, wiUser_, wlDesc_, wiDesc_, biasDesc_;
  memory wlPrepared_, wiPrepared_, bPrepared_;
  std::mutex mutex_;
};

// A no-op through the binding, for measuring its per-call cost.
Out echo(In x) {
  float *out = nullptr;
  return newArray({0}, &out);
}

}  // namespace

NB_MODULE(_tfrt_dnnl, m) {
  m.doc() = "oneDNN kernels of the CPU op handler (tfrt.runtime.native)";
  // Prepared primitives live in the op library's caches until the interpreter
  // exits, after nanobind's leak check has run: not a reference-count bug.
  nb::set_leak_warnings(false);
  m.def("set_num_threads", [](int n) { gNumThreads.store(n < 0 ? 0 : n); },
        "OpenMP threads per oneDNN call (0: all cores).");
  m.def("set_serial_work", [](int64_t w) { gSerialWork.store(w < 0 ? 0 : w); },
        "Primitives made from now on that do less work (multiply-adds) run on one thread.");
  m.def("serial_work", []() { return gSerialWork.load(); });
  m.def("num_threads", []() {
    int n = gNumThreads.load();
    return n > 0 ? n : omp_get_num_procs();
  });
  m.def("version", []() {
    const dnnl_version_t *v = dnnl_version();
    return std::to_string(v->major) + "." + std::to_string(v->minor) + "." +
           std::to_string(v->patch);
  });
  m.def("isa", []() { return static_cast<int>(dnnl::get_effective_cpu_isa()); });
  m.def("noop", [](nb::handle) {}, "A call that does nothing (binding overhead).");
  m.def("echo", &echo, "A call taking an array and returning a fresh empty one (binding overhead).");

  nb::class_<StridedMatMul>(m, "StridedMatMul")
      .def(nb::init<Dims, Dims, Dims, Dims, Dims, Dims, Dims, Dims, Dims>(), nb::arg("a"),
           nb::arg("a_dims"), nb::arg("a_strides"), nb::arg("b"), nb::arg("b_dims"),
           nb::arg("b_strides"), nb::arg("out"), nb::arg("out_dims"), nb::arg("out_strides"))
      .def("__call__", &StridedMatMul::run, nb::arg("a"), nb::arg("b"))
      .def_prop_ro("impl", &StridedMatMul::impl)
      .def_prop_ro("serial", &StridedMatMul::serial);
  nb::class_<Conv>(m, "Conv")
      .def(nb::init<Dims, Dims, int64_t, Dims, Dims, Dims, Dims, bool, std::optional<Dims>,
                    const std::string &, float, bool>(),
           nb::arg("x"), nb::arg("f"), nb::arg("groups"), nb::arg("strides"),
           nb::arg("dilations"), nb::arg("pad_l"), nb::arg("pad_r"), nb::arg("bias"),
           nb::arg("residual").none(), nb::arg("activation"), nb::arg("alpha"),
           nb::arg("pack_weights"))
      .def("prepare", &Conv::prepare, nb::arg("w"), nb::arg("bias").none())
      .def("__call__", &Conv::run, nb::arg("x"), nb::arg("w").none(), nb::arg("bias").none(),
           nb::arg("residual").none())
      .def_prop_ro("impl", &Conv::impl)
      .def_prop_ro("out_shape", &Conv::outShape)
      .def_prop_ro("prepared", &Conv::prepared)
      .def_prop_ro("serial", &Conv::serial);
  nb::class_<Deconv>(m, "Deconv")
      .def(nb::init<Dims, Dims, Dims, Dims, Dims, Dims, Dims, bool>(), nb::arg("dy"), nb::arg("f"),
           nb::arg("x"), nb::arg("strides"), nb::arg("dilations"), nb::arg("pad_l"),
           nb::arg("pad_r"), nb::arg("pack_weights"))
      .def("prepare", &Deconv::prepare, nb::arg("w"), nb::arg("bias").none())
      .def("__call__", &Deconv::run, nb::arg("x"), nb::arg("w").none(), nb::arg("bias").none(),
           nb::arg("residual").none())
      .def_prop_ro("impl", &Deconv::impl)
      .def_prop_ro("out_shape", &Deconv::outShape)
      .def_prop_ro("prepared", &Deconv::prepared)
      .def_prop_ro("serial", &Deconv::serial);
  nb::class_<MatMul>(m, "MatMul")
      .def(nb::init<Dims, Dims, bool, bool, bool, std::optional<Dims>, const std::string &, float,
                    bool>(),
           nb::arg("a"), nb::arg("b"), nb::arg("transpose_a"), nb::arg("transpose_b"),
           nb::arg("bias"), nb::arg("residual").none(), nb::arg("activation"), nb::arg("alpha"),
           nb::arg("pack_weights"))
      .def("prepare", &MatMul::prepare, nb::arg("w"), nb::arg("bias").none())
      .def("__call__", &MatMul::run, nb::arg("x"), nb::arg("w").none(), nb::arg("bias").none(),
           nb::arg("residual").none())
      .def_prop_ro("impl", &MatMul::impl)
      .def_prop_ro("out_shape", &MatMul::outShape)
      .def_prop_ro("prepared", &MatMul::prepared)
      .def_prop_ro("serial", &MatMul::serial);
  nb::class_<Eltwise>(m, "Eltwise")
      .def(nb::init<int64_t, const std::string &, float>(), nb::arg("size"), nb::arg("activation"),
           nb::arg("alpha"))
      .def("__call__", &Eltwise::run, nb::arg("y"), "Applies the activation to y in place.")
      .def_prop_ro("impl", &Eltwise::impl)
      .def_prop_ro("serial", &Eltwise::serial);
  nb::class_<TensorMap>(m, "TensorMap")
      .def("__call__", &TensorMap::run, nb::arg("x"))
      .def_prop_ro("impl", &TensorMap::impl)
      .def_prop_ro("out_shape", &TensorMap::outShape)
      .def_prop_ro("serial", &TensorMap::serial);
  nb::class_<Softmax, TensorMap>(m, "Softmax")
      .def(nb::init<Dims, bool>(), nb::arg("shape"), nb::arg("log"));
  nb::class_<Pool, TensorMap>(m, "Pool")
      .def(nb::init<Dims, bool, Dims, Dims, Dims, Dims>(), nb::arg("x"), nb::arg("max"),
           nb::arg("k"), nb::arg("strides"), nb::arg("pad_l"), nb::arg("pad_r"));
  nb::class_<Resample, TensorMap>(m, "Resample")
      .def(nb::init<Dims, int64_t, int64_t>(), nb::arg("x"), nb::arg("out_h"), nb::arg("out_w"));
  nb::class_<LayerNorm>(m, "LayerNorm")
      .def(nb::init<int64_t, int64_t, float>(), nb::arg("rows"), nb::arg("channels"),
           nb::arg("epsilon"))
      .def("prepare", &LayerNorm::prepare, nb::arg("scale"), nb::arg("shift"))
      .def("__call__", &LayerNorm::run, nb::arg("x"), nb::arg("scale").none(),
           nb::arg("shift").none())
      .def_prop_ro("impl", &LayerNorm::impl)
      .def_prop_ro("prepared", &LayerNorm::prepared)
      .def_prop_ro("serial", &LayerNorm::serial);
  nb::class_<Rnn>(m, "Rnn")
      .def(nb::init<const std::string &, int64_t, int64_t, int64_t, int64_t, bool,
                    const std::string &>(),
           nb::arg("cell"), nb::arg("steps"), nb::arg("batch"), nb::arg("input"), nb::arg("units"),
           nb::arg("pack_weights"), nb::arg("activation") = "tanh")
      .def("prepare", &Rnn::prepare, nb::arg("kernel"), nb::arg("recurrent_kernel"), nb::arg("bias"))
      .def("__call__", &Rnn::run, nb::arg("x"), nb::arg("h0"), nb::arg("c0").none(),
           nb::arg("kernel").none(), nb::arg("recurrent_kernel").none(), nb::arg("bias").none(),
           nb::arg("sequences"), nb::arg("rows"))
      .def_prop_ro("impl", &Rnn::impl)
      .def_prop_ro("prepared", &Rnn::prepared)
      .def_prop_ro("serial", &Rnn::serial);
}
