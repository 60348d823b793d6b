// Non-max suppression, float32: TF's NonMaxSuppressionV2-V5 (greedy and soft-NMS) and
// CombinedNonMaxSuppression (tensorflow/core/kernels/image/non_max_suppression_op.cc).
// The arithmetic is TF's, in TF's order (IoU, the soft-NMS weight expf(scale * iou * iou),
// the score products), so selections and scores are TF's bit for bit. TF's priority queues
// of all candidates become candidates found in order only as far as the loop reads them (it
// reads few: `Stream`), which pops the same sequence: V2-V5 order candidates totally (score,
// then the lower index); the combined op's queue compares scores only, so when equal scores
// meet where it reads, the class is redone on a std::priority_queue filled as TF fills it
// (TF's is libstdc++'s too), and its final std::sort is TF's, on the same sequence.
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

// A box and its score.
struct Scored {
  float score;
  int32_t box;
};

// TF's candidate order for V2-V5: the higher score first; equal scores, the lower box index.
// A total order (boxes are distinct), so any way of producing it pops TF's sequence.
struct Before {
  bool operator()(const Scored &a, const Scored &b) const {
    return b.score < a.score || (a.score == b.score && a.box < b.box);
  }
};
constexpr Before before;  // a function object: std's heap algorithms inline it

// The scores of one image (and class): element i at scores[i * stride]; candidates are the
// boxes scoring above the threshold (not NaN).
struct Column {
  const float *scores;
  int64_t stride;
  int32_t n;
  float threshold;
};

// The candidates of a column in `before` order, found as far as they are read, in chunks:
// each chunk is one pass over the column for the best `h` after the last one found (h
// doubles), so reading a few of a thousand candidates costs a pass, not a sort (NMS reads
// few). The pass appends the candidates to a buffer of 2h that, when full, keeps its best h
// (nth_element); their worst score is then the bar to pass, which few do.
class Stream {
 public:
  Stream(const Column &column, size_t first) : column_(column), h_(std::max<size_t>(first, 1)) {}

  // The p-th candidate, or null past the last; valid until the next call.
  const Scored *at(size_t p) {
    while (p >= found_.size() && !complete_) more();
    return p < found_.size() ? &found_[p] : nullptr;
  }

 private:
  void more() {
    const Scored last = found_.empty()
                            ? Scored{std::numeric_limits<float>::infinity(), -1}
                            : found_.back();
    const size_t h = std::min<size_t>(h_, column_.n);
    buffer_.resize(2 * h);
    Scored *buf = buffer_.data();
    size_t k = 0;
    bool dropped = false;
    float cut = column_.threshold;  // then the worst kept score: equal ones come later, worse
    const float *s = column_.scores;
    for (int32_t i = 0; i < column_.n; ++i, s += column_.stride) {
      const float v = *s;
      if (!(v > cut)) continue;  // mostly, once the bar has risen: a predictable branch
      if (!(v < last.score || (v == last.score && i > last.box))) continue;  // found already
      buf[k++] = {v, i};
      if (k == 2 * h) {
        std::nth_element(buf, buf + h - 1, buf + k, before);
        cut = buf[h - 1].score;
        k = h;
        dropped = true;
      }
    }
    if (k > h) {
      std::nth_element(buf, buf + h - 1, buf + k, before);
      k = h;
      dropped = true;
    }
    std::sort(buf, buf + k, before);
    found_.insert(found_.end(), buf, buf + k);
    complete_ = !dropped;
    h_ *= 2;
  }

  Column column_;
  size_t h_;
  bool complete_ = false;
  std::vector<Scored> found_, buffer_;
};

// ---------------------------------------------------------------------------------------
// NonMaxSuppressionV2-V5 (TF's DoNonMaxSuppressionOp)

struct Candidate {
  Scored scored;
  int32_t begin;  // the selections before this one have decayed it already
};

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
  const bool soft = sigma > 0.f;
  const float scale = soft ? -0.5f / sigma : 0.f;
  const size_t most = static_cast<size_t>(std::min<int64_t>(max_size, n));
  // Soft-NMS reads further: decayed candidates go back behind fresh ones.
  Stream order({scores, 1, n, score_t}, soft ? 4 * most + 32 : most + 8);
  auto after = [](const Candidate &a, const Candidate &b) { return before(b.scored, a.scored); };
  std::priority_queue<Candidate, std::vector<Candidate>, decltype(after)> back(after);
  size_t pos = 0;
  Selection out;
  out.boxes.reserve(most);
  out.scores.reserve(most);
  while (out.boxes.size() < most) {
    const Scored *next = order.at(pos);
    Candidate c;
    if (next && (back.empty() || before(*next, back.top().scored))) {
      c = {*next, 0};
      ++pos;
    } else if (!back.empty()) {
      c = back.top();
      back.pop();
    } else {
      break;
    }
    const float original = c.scored.score;
    float score = original;
    bool suppressed = false;
    const float *box = boxes + 4 * int64_t{c.scored.box};
    for (int64_t j = static_cast<int64_t>(out.boxes.size()) - 1; j >= c.begin; --j) {
      const float sim = iou(box, boxes + 4 * int64_t{out.boxes[j]});
      // Hard NMS: TF's expf(0 * sim * sim) is 1 for every sim at or under the threshold.
      const float weight = soft ? std::exp(scale * sim * sim) : (sim <= iou_t ? 1.f : 0.f);
      score *= weight;
      if (!soft && sim > iou_t) {
        suppressed = true;
        break;
      }
      if (score <= score_t) break;
    }
    if (suppressed) continue;
    if (score == original) {
      out.boxes.push_back(c.scored.box);
      out.scores.push_back(score);
    } else if (score > score_t) {
      back.push({{score, c.scored.box}, static_cast<int32_t>(out.boxes.size())});
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

// Whether box `box` of the class (slot `slot` of q) overlaps one of the `taken` boxes kept
// so far, the latest first, by more than iou_t (TF's hard suppression).
bool overlapsKept(const float *boxes, int64_t q, int64_t slot, int32_t box, const Scored *kept,
                  int taken, float iou_t) {
  const float *b = boxes + (box * q + slot) * 4;
  for (int j = taken - 1; j >= 0; --j)
    if (iou(b, boxes + (kept[j].box * q + slot) * 4) > iou_t) return true;
  return false;
}

// Hard NMS of one class of one image (TF's DoNMSPerClass): candidates by descending score,
// each kept unless its IoU with a kept one exceeds iou_t, until `size` are kept. `boxes`: the
// image's [n, q, 4], the class's at `slot`. Writes the kept ones to `kept`, returns how many,
// or -1 when two equal scores meet where the loop reads: TF's heap orders them (`byHeap`).
int bySort(const Column &column, const float *boxes, int64_t q, int64_t slot, int size,
           float iou_t, Scored *kept) {
  Stream order(column, size_t(size) + 2);  // the first chunk's cost grows with it: small
  int taken = 0;
  for (size_t p = 0; taken < size; ++p) {
    const Scored *at = order.at(p);
    if (!at) break;
    const Scored c = *at;  // a copy: reading on may move what `at` points to
    const Scored *next = order.at(p + 1);
    if (next && next->score == c.score) return -1;
    if (!overlapsKept(boxes, q, slot, c.box, kept, taken, iou_t)) kept[taken++] = c;
  }
  return taken;
}

// The same on TF's queue: a std::priority_queue comparing scores only, filled in index
// order, so equal scores pop in TF's order.
int byHeap(const Column &column, const float *boxes, int64_t q, int64_t slot, int size,
           float iou_t, Scored *kept) {
  auto lower = [](const Scored &a, const Scored &b) { return a.score < b.score; };
  std::priority_queue<Scored, std::vector<Scored>, decltype(lower)> queue(lower);
  for (int32_t i = 0; i < column.n; ++i) {
    const float v = column.scores[i * column.stride];
    if (v > column.threshold) queue.push({v, i});
  }
  int taken = 0;
  while (taken < size && !queue.empty()) {
    const Scored c = queue.top();
    queue.pop();
    if (!overlapsKept(boxes, q, slot, c.box, kept, taken, iou_t)) kept[taken++] = c;
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
  std::vector<Scored> kept(size);
  std::vector<Result> results;
  for (int64_t b = 0; b < batch; ++b) {
    const float *image_boxes = boxes + b * n * q * 4;
    const float *image_scores = scores + b * n * classes;
    results.assign(size * classes, {-std::numeric_limits<float>::infinity(), -1, -1});
    for (int64_t c = 0; c < classes; ++c) {
      const Column column{image_scores + c, classes, n, score_t};
      const int64_t slot = q > 1 ? c : 0;
      int taken = bySort(column, image_boxes, q, slot, size, iou_t, kept.data());
      if (taken < 0) taken = byHeap(column, image_boxes, q, slot, size, iou_t, kept.data());
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
