// Non-max suppression, float32: TF's NonMaxSuppressionV2-V5 (greedy and soft-NMS) and
// CombinedNonMaxSuppression (tensorflow/core/kernels/image/non_max_suppression_op.cc).
// The arithmetic is TF's, in TF's order (IoU, the soft-NMS weight expf(scale * iou * iou),
// the score products), so selections and scores are TF's bit for bit. TF's priority queues
// are replaced by candidates sorted only as far as the loop reads them (it reads few), which
// pops the same sequence: V2-V5 order candidates totally (score, then the lower index); the
// combined op's queue compares scores only, so when equal scores meet the order it pops, a
// class is redone on a std::priority_queue filled as TF fills it (TF uses libstdc++'s too).
//
// The Python ops (runtime/cpu_ops/image_ops.py) check every input first; numpy's kernels
// there are the reference and the fallback. The work runs with the GIL released.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <queue>
#include <stdexcept>
#include <vector>

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>

namespace nb = nanobind;
using namespace nb::literals;

namespace {

using In = nb::ndarray<const float, nb::c_contig, nb::device::cpu>;

// A numpy array owning `v`'s buffer.
template <typename T>
nb::ndarray<nb::numpy, T> toNumpy(std::vector<T> v, std::vector<size_t> shape) {
  if (v.capacity() == 0) v.reserve(1);  // an empty array still gets a buffer
  auto *owned = new std::vector<T>(std::move(v));
  nb::capsule owner(owned, [](void *p) noexcept { delete static_cast<std::vector<T> *>(p); });
  return nb::ndarray<nb::numpy, T>(owned->data(), shape.size(), shape.data(), owner);
}

int32_t checkedCount(size_t n) {
  if (n > static_cast<size_t>(std::numeric_limits<int32_t>::max()))
    throw std::invalid_argument("non-max suppression: more than 2^31 - 1 boxes");
  return static_cast<int32_t>(n);
}

// TF's IOU(a, b) of two [y1, x1, y2, x2] boxes (corners in either order; 0 when either
// is empty). std::min/std::max are Eigen's numext::mini/maxi on the CPU: with a NaN they
// return their first argument, so [y, x, NaN, x2] has zero height, as in TF.
float iou(const float *a, const float *b) {
  const float ymin_a = std::min(a[0], a[2]), xmin_a = std::min(a[1], a[3]);
  const float ymax_a = std::max(a[0], a[2]), xmax_a = std::max(a[1], a[3]);
  const float ymin_b = std::min(b[0], b[2]), xmin_b = std::min(b[1], b[3]);
  const float ymax_b = std::max(b[0], b[2]), xmax_b = std::max(b[1], b[3]);
  const float area_a = (ymax_a - ymin_a) * (xmax_a - xmin_a);
  const float area_b = (ymax_b - ymin_b) * (xmax_b - xmin_b);
  if (area_a <= 0 || area_b <= 0) return 0.f;
  const float height = std::max(std::min(ymax_a, ymax_b) - std::max(ymin_a, ymin_b), 0.f);
  const float width = std::max(std::min(xmax_a, xmax_b) - std::max(xmin_a, xmin_b), 0.f);
  const float inter = height * width;
  return inter / (area_a + area_b - inter);
}

// `v` in the order `less`, sorted only as far as it is read: chunks that double, each the
// next least elements (nth_element) sorted.
template <typename T, typename Less>
class Leading {
 public:
  Leading(std::vector<T> &v, Less less) : v_(v), less_(less) {}

  const T &operator[](size_t p) {
    if (p >= sorted_) grow(p);
    return v_[p];
  }

 private:
  void grow(size_t p) {
    const size_t end = std::min(v_.size(), std::max({2 * sorted_, p + 1, size_t{32}}));
    const auto from = v_.begin() + sorted_, to = v_.begin() + end;
    if (to != v_.end()) std::nth_element(from, to, v_.end(), less_);
    std::sort(from, to, less_);
    sorted_ = end;
  }

  std::vector<T> &v_;
  Less less_;
  size_t sorted_ = 0;
};

// ---------------------------------------------------------------------------------------
// NonMaxSuppressionV2-V5 (TF's DoNonMaxSuppressionOp)

struct Candidate {
  float score;
  int32_t box;
  int32_t begin;  // the selections before this one have decayed it already
};

// TF's queue order: the higher score first; equal scores, the lower box index.
bool before(const Candidate &a, const Candidate &b) {
  return b.score < a.score || (a.score == b.score && a.box < b.box);
}

struct Selection {
  std::vector<int32_t> boxes;
  std::vector<float> scores;
};

// The greedy loop: the best candidate is compared with the selections made since it was
// last looked at, latest first, its score multiplied by each weight (soft: expf(scale *
// iou^2); hard: 1, or 0 past iou_t) until it is hard-suppressed or falls to the score
// threshold; unchanged, it is selected, else put back while above the threshold.
Selection greedy(const float *boxes, const float *scores, int32_t n, int64_t max_size,
                 float iou_t, float score_t, float sigma) {
  std::vector<Candidate> candidates;
  for (int32_t i = 0; i < n; ++i)
    if (scores[i] > score_t) candidates.push_back({scores[i], i, 0});
  const bool soft = sigma > 0.f;
  const float scale = soft ? -0.5f / sigma : 0.f;
  Leading order(candidates, before);
  auto after = [](const Candidate &a, const Candidate &b) { return before(b, a); };
  std::priority_queue<Candidate, std::vector<Candidate>, decltype(after)> back(after);
  const size_t count = candidates.size();
  size_t pos = 0;
  Selection out;
  const size_t most = static_cast<size_t>(std::min<int64_t>(max_size, count));
  out.boxes.reserve(most);
  out.scores.reserve(most);
  while (static_cast<int64_t>(out.boxes.size()) < max_size && (pos < count || !back.empty())) {
    Candidate c;
    if (pos < count && (back.empty() || before(order[pos], back.top()))) {
      c = order[pos++];
    } else {
      c = back.top();
      back.pop();
    }
    const float original = c.score;
    bool suppressed = false;
    for (int64_t j = static_cast<int64_t>(out.boxes.size()) - 1; j >= c.begin; --j) {
      const float sim = iou(boxes + 4 * int64_t{c.box}, boxes + 4 * int64_t{out.boxes[j]});
      // Hard NMS: TF's expf(0 * sim * sim) is 1 for every sim at or under the threshold.
      const float weight = soft ? std::exp(scale * sim * sim) : (sim <= iou_t ? 1.f : 0.f);
      c.score *= weight;
      if (!soft && sim > iou_t) {
        suppressed = true;
        break;
      }
      if (c.score <= score_t) break;
    }
    c.begin = static_cast<int32_t>(out.boxes.size());
    if (suppressed) continue;
    if (c.score == original) {
      out.boxes.push_back(c.box);
      out.scores.push_back(c.score);
    } else if (c.score > score_t) {
      back.push(c);
    }
  }
  return out;
}

nb::tuple nonMaxSuppression(In boxes, In scores, int64_t max_size, double iou_t,
                            double score_t, double sigma) {
  if (boxes.ndim() != 2 || boxes.shape(1) != 4 || scores.ndim() != 1 ||
      scores.shape(0) != boxes.shape(0))
    throw std::invalid_argument("non_max_suppression: boxes [n, 4] and scores [n] expected");
  if (max_size < 0) throw std::invalid_argument("non_max_suppression: max_size < 0");
  const int32_t n = checkedCount(boxes.shape(0));
  Selection s;
  {
    nb::gil_scoped_release release;
    s = greedy(boxes.data(), scores.data(), n, max_size, static_cast<float>(iou_t),
               static_cast<float>(score_t), static_cast<float>(sigma));
  }
  const size_t k = s.boxes.size();
  return nb::make_tuple(toNumpy(std::move(s.boxes), {k}), toNumpy(std::move(s.scores), {k}));
}

// ---------------------------------------------------------------------------------------
// CombinedNonMaxSuppression (TF's BatchedNonMaxSuppressionOp)

struct Scored {
  float score;
  int32_t box;
};

// Hard NMS of one class of one image (TF's DoNMSPerClass) over `candidates` (index order),
// by descending score: each is kept unless its IoU with a kept one exceeds iou_t, until
// `size` are kept. Writes the kept ones to `kept`, returns how many, or -1 when two equal
// scores meet where the loop reads: TF's heap decides their order (`perClassHeap`).
int perClassSorted(std::vector<Scored> &candidates, const float *boxes, int64_t q,
                   int64_t slot, int size, float iou_t, Scored *kept) {
  Leading order(candidates, [](const Scored &a, const Scored &b) { return b.score < a.score; });
  const size_t count = candidates.size();
  int taken = 0;
  for (size_t p = 0; p < count && taken < size; ++p) {
    const Scored c = order[p];
    if (p + 1 < count && order[p + 1].score == c.score) return -1;
    const float *box = boxes + (c.box * q + slot) * 4;
    bool keep = true;
    for (int j = taken - 1; j >= 0 && keep; --j)
      keep = !(iou(box, boxes + (kept[j].box * q + slot) * 4) > iou_t);
    if (keep) kept[taken++] = c;
  }
  return taken;
}

// The same on TF's queue: a std::priority_queue comparing scores only, filled in index
// order, so equal scores pop in TF's order.
int perClassHeap(const std::vector<Scored> &candidates, const float *boxes, int64_t q,
                 int64_t slot, int size, float iou_t, Scored *kept) {
  auto lower = [](const Scored &a, const Scored &b) { return a.score < b.score; };
  std::priority_queue<Scored, std::vector<Scored>, decltype(lower)> queue(lower);
  for (const Scored &c : candidates) queue.push(c);
  int taken = 0;
  while (taken < size && !queue.empty()) {
    const Scored c = queue.top();
    queue.pop();
    const float *box = boxes + (c.box * q + slot) * 4;
    bool keep = true;
    for (int j = taken - 1; j >= 0 && keep; --j)
      keep = !(iou(box, boxes + (kept[j].box * q + slot) * 4) > iou_t);
    if (keep) kept[taken++] = c;
  }
  return taken;
}

struct Result {
  float score;
  int32_t box;
  int32_t cls;
};

struct Combined {
  std::vector<float> boxes, scores, classes;
  std::vector<int32_t> valid;
};

// Per image: every class's NMS into its `size` slots (TF's result_candidate_vec, empty
// slots score -inf), TF's std::sort of them by descending score (not stable: the same
// algorithm on the same sequence puts equal scores where TF does), the first `rows` of
// the kept ones written out.
Combined combined(const float *boxes, const float *scores, int64_t batch, int32_t n,
                  int64_t q, int64_t classes, int size, int64_t rows, float iou_t,
                  float score_t, bool clip) {
  Combined out;
  out.boxes.assign(batch * rows * 4, 0.f);
  out.scores.assign(batch * rows, 0.f);
  out.classes.assign(batch * rows, 0.f);
  out.valid.assign(batch, 0);
  std::vector<std::vector<Scored>> candidates(classes);
  std::vector<Scored> kept(size);
  std::vector<Result> results;
  for (int64_t b = 0; b < batch; ++b) {
    const float *image_boxes = boxes + b * n * q * 4;
    const float *image_scores = scores + b * n * classes;
    for (auto &c : candidates) c.clear();
    for (int32_t i = 0; i < n; ++i) {
      const float *row = image_scores + int64_t{i} * classes;
      for (int64_t c = 0; c < classes; ++c)
        if (row[c] > score_t) candidates[c].push_back({row[c], i});
    }
    results.assign(size * classes, {-std::numeric_limits<float>::infinity(), -1, -1});
    for (int64_t c = 0; c < classes; ++c) {
      const int64_t slot = q > 1 ? c : 0;
      std::vector<Scored> &cand = candidates[c];
      int taken = perClassSorted(cand, image_boxes, q, slot, size, iou_t, kept.data());
      if (taken < 0) {  // equal scores: TF's heap, on the candidates in index order again
        std::sort(cand.begin(), cand.end(), [](const Scored &x, const Scored &y) { return x.box < y.box; });
        taken = perClassHeap(cand, image_boxes, q, slot, size, iou_t, kept.data());
      }
      for (int k = 0; k < taken; ++k)
        results[c * size + k] = {kept[k].score, kept[k].box, static_cast<int32_t>(c)};
    }
    std::sort(results.begin(), results.end(),
              [](const Result &x, const Result &y) { return y.score < x.score; });
    const int64_t found = std::count_if(results.begin(), results.end(),
                                        [](const Result &r) { return r.box > -1; });
    const int64_t shown = std::min(found, rows);
    out.valid[b] = static_cast<int32_t>(shown);
    for (int64_t k = 0; k < shown; ++k) {
      const Result &r = results[k];
      const float *box = image_boxes + (int64_t{r.box} * q + (q > 1 ? r.cls : 0)) * 4;
      float *dst = out.boxes.data() + (b * rows + k) * 4;
      for (int e = 0; e < 4; ++e) dst[e] = clip ? std::max(std::min(box[e], 1.f), 0.f) : box[e];
      out.scores[b * rows + k] = r.score;
      out.classes[b * rows + k] = static_cast<float>(r.cls);
    }
  }
  return out;
}

nb::tuple combinedNonMaxSuppression(In boxes, In scores, int64_t size_per_class, int64_t rows,
                                    double iou_t, double score_t, bool clip) {
  if (boxes.ndim() != 4 || boxes.shape(3) != 4 || scores.ndim() != 3 ||
      scores.shape(0) != boxes.shape(0) || scores.shape(1) != boxes.shape(1) ||
      (boxes.shape(2) != 1 && boxes.shape(2) != scores.shape(2)))
    throw std::invalid_argument(
        "combined_non_max_suppression: boxes [b, n, 1 or c, 4] and scores [b, n, c] expected");
  const int64_t batch = boxes.shape(0), q = boxes.shape(2), classes = scores.shape(2);
  const int32_t n = checkedCount(boxes.shape(1));
  if (size_per_class < 0 || size_per_class > n || rows < 0 ||
      size_per_class * classes > std::numeric_limits<int32_t>::max())
    throw std::invalid_argument("combined_non_max_suppression: bad sizes");
  Combined r;
  {
    nb::gil_scoped_release release;
    r = combined(boxes.data(), scores.data(), batch, n, q, classes,
                 static_cast<int>(size_per_class), rows, static_cast<float>(iou_t),
                 static_cast<float>(score_t), clip);
  }
  const size_t b = batch, k = rows;
  return nb::make_tuple(toNumpy(std::move(r.boxes), {b, k, 4}), toNumpy(std::move(r.scores), {b, k}),
                        toNumpy(std::move(r.classes), {b, k}), toNumpy(std::move(r.valid), {b}));
}

}  // namespace

void register_nms(nb::module_ &m) {
  m.def("non_max_suppression", &nonMaxSuppression, "boxes"_a, "scores"_a, "max_size"_a,
        "iou_threshold"_a, "score_threshold"_a, "soft_nms_sigma"_a,
        "TF's NonMaxSuppressionV5 selection on float32 [n, 4] boxes and [n] scores: "
        "(int32 indices, float32 scores), unpadded.");
  m.def("combined_non_max_suppression", &combinedNonMaxSuppression, "boxes"_a, "scores"_a,
        "size_per_class"_a, "rows"_a, "iou_threshold"_a, "score_threshold"_a, "clip_boxes"_a,
        "TF's CombinedNonMaxSuppression on float32 [b, n, q, 4] boxes and [b, n, c] scores, "
        "`size_per_class` = min(max_output_size_per_class, n), `rows` per image: "
        "(boxes [b, rows, 4], scores, classes [b, rows], int32 valid [b]).");
}
