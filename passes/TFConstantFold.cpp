// tf-constant-fold: a TF op whose operands are all constants becomes a
// tf.Const of its value, evaluated here in C++ on MLIR's DenseElementsAttr
// with the semantics of TF's CPU kernels (docs/passes.md lists the ops):
// - float math in the element type's own precision: float32 in float32,
//   f16/bf16 in float32 rounded once (as Eigen does), f64 in double;
// - integer math wraps (two's complement), as TF's kernels do;
// - an op whose evaluation TF would report as an error (shapes that do not
//   broadcast, integer division by zero, a bad index) is not folded: the
//   runtime reports it at the op's location;
// - results of more than kMaxFoldedElements elements are not made.
// Only the pure ops of the table are evaluated: stateful ops never are.
#include <cmath>
#include <limits>

#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/StringMap.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "passes/ConstantValues.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFCONSTANTFOLD
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;
using llvm::APFloat;
using llvm::APInt;
using Operands = ArrayRef<DenseElementsAttr>;

// The largest result made, in elements, splats included: the runtime makes
// each constant a dense array when it loads the program.
constexpr int64_t kMaxFoldedElements = int64_t(1) << 20;

bool fits(ArrayRef<int64_t> shape) {
  return numElementsSaturating(shape) <= kMaxFoldedElements;
}

//===----------------------------------------------------------------------===//
// Shapes and element indices
//===----------------------------------------------------------------------===//

// numpy's broadcast of two shapes, or nothing if they do not broadcast.
std::optional<SmallVector<int64_t>> broadcastShapes(ArrayRef<int64_t> a,
                                                    ArrayRef<int64_t> b) {
  size_t rank = std::max(a.size(), b.size());
  SmallVector<int64_t> out(rank);
  for (size_t i = 0; i < rank; ++i) {
    int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (da != db && da != 1 && db != 1) return std::nullopt;
    out[i] = da == 1 ? db : da;
  }
  return out;
}

SmallVector<int64_t> rowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = int64_t(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

// For each element i (row-major) of a tensor of shape `out`: visit(i, j),
// with j the sum of its coordinates times `strides` (one per dimension).
template <typename Visit>
void forEachElement(ArrayRef<int64_t> out, ArrayRef<int64_t> strides,
                    Visit visit) {
  int64_t n = numElementsSaturating(out), j = 0;
  SmallVector<int64_t> coord(out.size(), 0);
  for (int64_t i = 0; i < n; ++i) {
    visit(i, j);
    for (int64_t d = int64_t(out.size()) - 1; d >= 0; --d) {
      j += strides[d];
      if (++coord[d] < out[d]) break;
      j -= strides[d] * out[d];
      coord[d] = 0;
    }
  }
}

// The flat index, in a tensor of `shape` broadcast to `out`, of each element
// of `out`.
SmallVector<int64_t> broadcastIndices(ArrayRef<int64_t> shape,
                                      ArrayRef<int64_t> out) {
  SmallVector<int64_t> strides(out.size(), 0), own = rowMajorStrides(shape);
  size_t offset = out.size() - shape.size();
  for (size_t d = 0; d < shape.size(); ++d)
    if (shape[d] != 1) strides[offset + d] = own[d];
  SmallVector<int64_t> indices(numElementsSaturating(out));
  forEachElement(out, strides, [&](int64_t i, int64_t j) { indices[i] = j; });
  return indices;
}

// A dimension index in [-rank, rank) made non-negative, or nothing.
std::optional<int64_t> normalizeAxis(int64_t axis, int64_t rank) {
  if (axis < -rank || axis >= rank) return std::nullopt;
  return axis < 0 ? axis + rank : axis;
}

// The single integer of a scalar or one-element constant.
std::optional<int64_t> scalarInt(DenseElementsAttr attr) {
  if (!attr || attr.getNumElements() != 1 || attr.getType().getRank() > 1)
    return std::nullopt;
  auto values = toInts(attr);
  if (!values) return std::nullopt;
  return (*values)[0];
}

// The integers of a 1-D constant.
std::optional<SmallVector<int64_t>> vectorInts(DenseElementsAttr attr) {
  if (!attr || attr.getType().getRank() != 1) return std::nullopt;
  return toInts(attr);
}

//===----------------------------------------------------------------------===//
// Element kinds and values
//===----------------------------------------------------------------------===//

enum class Kind { kFloat, kSigned, kUnsigned, kBool, kOther };

Kind kindOf(Type type) {
  if (isComputableFloat(type)) return Kind::kFloat;
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer || integer.getWidth() > 64) return Kind::kOther;
  if (integer.getWidth() == 1) return Kind::kBool;
  return integer.isUnsigned() ? Kind::kUnsigned : Kind::kSigned;
}

// The values of `attr`, one for a splat.
SmallVector<double> floatsOf(DenseElementsAttr attr) {
  if (!attr.isSplat()) return toDoubles(attr);
  APFloat value = attr.getSplatValue<APFloat>();
  bool losesInfo;
  value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &losesInfo);
  return {value.convertToDouble()};
}
SmallVector<APInt> intsOf(DenseElementsAttr attr) {
  if (attr.isSplat()) return {attr.getSplatValue<APInt>()};
  auto values = attr.getValues<APInt>();
  return SmallVector<APInt>(values.begin(), values.end());
}

// A constant of `type` (numeric elements) whose element i is element j of
// inputs[k], (k, j) = pick(i): the shape ops only move elements.
DenseElementsAttr gather(
    RankedTensorType type, Operands inputs,
    llvm::function_ref<std::pair<unsigned, int64_t>(int64_t)> pick) {
  int64_t n = type.getNumElements();
  Attribute splat = inputs[0].getNumElements() && inputs[0].isSplat()
                        ? inputs[0].getSplatValue<Attribute>()
                        : nullptr;
  if (n && splat && llvm::all_of(inputs, [&](DenseElementsAttr a) {
        return !a.getNumElements() ||
               (a.isSplat() && a.getSplatValue<Attribute>() == splat);
      }))
    return DenseElementsAttr::get(type, splat);
  if (isa<FloatType>(type.getElementType())) {
    SmallVector<DenseElementsAttr::FloatElementIterator> begin;
    for (DenseElementsAttr a : inputs) begin.push_back(a.value_begin<APFloat>());
    SmallVector<APFloat> out;
    out.reserve(n);
    for (int64_t i = 0; i < n; ++i) {
      auto [k, j] = pick(i);
      out.push_back(*(begin[k] + j));
    }
    return DenseElementsAttr::get(type, out);
  }
  SmallVector<DenseElementsAttr::IntElementIterator> begin;
  for (DenseElementsAttr a : inputs) begin.push_back(a.value_begin<APInt>());
  SmallVector<APInt> out;
  out.reserve(n);
  for (int64_t i = 0; i < n; ++i) {
    auto [k, j] = pick(i);
    out.push_back(*(begin[k] + j));
  }
  return DenseElementsAttr::get(type, out);
}

bool isNumeric(Type type) { return isa<FloatType, IntegerType>(type); }

//===----------------------------------------------------------------------===//
// Element-wise math
//===----------------------------------------------------------------------===//

enum class Unary {
  kNeg, kAbs, kSquare, kSqrt, kRsqrt, kReciprocal, kExp, kLog, kLog1p,
  kExpm1, kFloor, kCeil
};
enum class Binary {
  kAdd, kSub, kMul, kRealDiv, kDiv, kDivNoNan, kMaximum, kMinimum,
  kSquaredDifference, kPow, kFloorDiv, kFloorMod
};

// T is float for f16/bf16/f32 and double for f64.
template <typename T>
T floatUnary(Unary op, T x) {
  switch (op) {
    case Unary::kNeg: return -x;
    case Unary::kAbs: return std::fabs(x);
    case Unary::kSquare: return x * x;
    case Unary::kSqrt: return std::sqrt(x);
    case Unary::kRsqrt: return T(1) / std::sqrt(x);
    case Unary::kReciprocal: return T(1) / x;
    case Unary::kExp: return std::exp(x);
    case Unary::kLog: return std::log(x);
    case Unary::kLog1p: return std::log1p(x);
    case Unary::kExpm1: return std::expm1(x);
    case Unary::kFloor: return std::floor(x);
    case Unary::kCeil: return std::ceil(x);
  }
  llvm_unreachable("unary op");
}

template <typename T>
T floatBinary(Binary op, T x, T y) {
  switch (op) {
    case Binary::kAdd: return x + y;
    case Binary::kSub: return x - y;
    case Binary::kMul: return x * y;
    case Binary::kRealDiv:
    case Binary::kDiv: return x / y;
    case Binary::kDivNoNan: return y == T(0) ? T(0) : x / y;
    case Binary::kMaximum:  // NaN wins, as in TF
      return std::isnan(x) || std::isnan(y) ? std::numeric_limits<T>::quiet_NaN()
                                            : std::max(x, y);
    case Binary::kMinimum:
      return std::isnan(x) || std::isnan(y) ? std::numeric_limits<T>::quiet_NaN()
                                            : std::min(x, y);
    case Binary::kSquaredDifference: return (x - y) * (x - y);
    case Binary::kPow: return std::pow(x, y);
    case Binary::kFloorDiv: return std::floor(x / y);
    case Binary::kFloorMod: {  // the sign of y, as TF's (and Python's) %
      T r = std::fmod(x, y);
      return r != T(0) && ((y < T(0)) != (r < T(0))) ? r + y : r;
    }
  }
  llvm_unreachable("binary op");
}

// Nothing where TF's integer kernel fails or is undefined (INT_MIN / -1).
std::optional<APInt> intUnary(Unary op, const APInt &x) {
  switch (op) {
    case Unary::kNeg: return -x;
    case Unary::kSquare: return x * x;
    case Unary::kAbs:
      if (x.isMinSignedValue()) return std::nullopt;
      return x.abs();
    default: return std::nullopt;
  }
}

std::optional<APInt> intBinary(Binary op, const APInt &x, const APInt &y,
                               bool isUnsigned) {
  bool overflows = !isUnsigned && x.isMinSignedValue() && y.isAllOnes();
  switch (op) {
    case Binary::kAdd: return x + y;
    case Binary::kSub: return x - y;
    case Binary::kMul: return x * y;
    case Binary::kMaximum:
      return (isUnsigned ? x.ugt(y) : x.sgt(y)) ? x : y;
    case Binary::kMinimum:
      return (isUnsigned ? x.ult(y) : x.slt(y)) ? x : y;
    case Binary::kSquaredDifference: return (x - y) * (x - y);
    case Binary::kDiv:  // C++ division: toward zero
      if (y.isZero() || overflows) return std::nullopt;
      return isUnsigned ? x.udiv(y) : x.sdiv(y);
    case Binary::kFloorDiv:
      if (y.isZero() || overflows) return std::nullopt;
      return isUnsigned ? x.udiv(y)
                        : llvm::APIntOps::RoundingSDiv(x, y,
                                                       APInt::Rounding::DOWN);
    case Binary::kFloorMod: {
      if (y.isZero() || overflows) return std::nullopt;
      if (isUnsigned) return x.urem(y);
      APInt r = x.srem(y);
      return !r.isZero() && r.isNegative() != y.isNegative() ? r + y : r;
    }
    default: return std::nullopt;  // RealDiv, DivNoNan, Pow: float only here
  }
}

DenseElementsAttr foldUnary(Unary op, DenseElementsAttr x) {
  auto type = RankedTensorType::get(x.getType().getShape(), x.getElementType());
  if (!fits(type.getShape())) return {};
  switch (kindOf(x.getElementType())) {
    case Kind::kFloat: {
      SmallVector<double> values = floatsOf(x);
      bool f64 = x.getElementType().isF64();
      for (double &v : values)
        v = f64 ? floatUnary<double>(op, v) : floatUnary<float>(op, float(v));
      return fromDoubles(type, values);
    }
    case Kind::kSigned:
    case Kind::kUnsigned: {
      SmallVector<APInt> values = intsOf(x);
      for (APInt &v : values) {
        std::optional<APInt> r = intUnary(op, v);
        if (!r) return {};
        v = *r;
      }
      return DenseElementsAttr::get(type, values);
    }
    default: return {};
  }
}

DenseElementsAttr foldBinary(Binary op, DenseElementsAttr x,
                             DenseElementsAttr y) {
  Type elementType = x.getElementType();
  if (elementType != y.getElementType()) return {};
  auto shape = broadcastShapes(x.getType().getShape(), y.getType().getShape());
  if (!shape || !fits(*shape)) return {};
  auto type = RankedTensorType::get(*shape, elementType);
  // Operand k's element for result element i: splats have one.
  bool splat = x.isSplat() && y.isSplat();
  int64_t n = splat ? 1 : type.getNumElements();
  SmallVector<int64_t> xi, yi;
  if (!x.isSplat()) xi = broadcastIndices(x.getType().getShape(), *shape);
  if (!y.isSplat()) yi = broadcastIndices(y.getType().getShape(), *shape);
  auto at = [](ArrayRef<int64_t> indices, int64_t i) {
    return indices.empty() ? 0 : indices[i];
  };
  Kind kind = kindOf(elementType);
  if (kind == Kind::kFloat) {
    SmallVector<double> xs = floatsOf(x), ys = floatsOf(y), out(n);
    bool f64 = elementType.isF64();
    for (int64_t i = 0; i < n; ++i) {
      double a = xs[at(xi, i)], b = ys[at(yi, i)];
      out[i] = f64 ? floatBinary<double>(op, a, b)
                   : floatBinary<float>(op, float(a), float(b));
    }
    return fromDoubles(type, out);
  }
  if (kind != Kind::kSigned && kind != Kind::kUnsigned) return {};
  SmallVector<APInt> xs = intsOf(x), ys = intsOf(y), out;
  out.reserve(n);
  for (int64_t i = 0; i < n; ++i) {
    std::optional<APInt> r = intBinary(op, xs[at(xi, i)], ys[at(yi, i)],
                                       kind == Kind::kUnsigned);
    if (!r) return {};
    out.push_back(*r);
  }
  return DenseElementsAttr::get(type, out);
}

template <Unary op>
DenseElementsAttr unary(Operation *, Operands operands) {
  return operands.size() == 1 ? foldUnary(op, operands[0]) : nullptr;
}

template <Binary op>
DenseElementsAttr binary(Operation *, Operands operands) {
  return operands.size() == 2 ? foldBinary(op, operands[0], operands[1])
                              : nullptr;
}

//===----------------------------------------------------------------------===//
// Cast: as C++'s static_cast in TF's kernel (floats to integers truncate;
// out-of-range and NaN values, undefined there, are not folded); half and
// bfloat16 results go through float32, as Eigen's conversions do.
//===----------------------------------------------------------------------===//

DenseElementsAttr foldCast(Operation *op, Operands operands) {
  if (operands.size() != 1) return {};
  DenseElementsAttr x = operands[0];
  Type from = x.getElementType();
  Type to = getElementTypeOrSelf(op->getResult(0).getType());
  Kind fromKind = kindOf(from), toKind = kindOf(to);
  if (fromKind == Kind::kOther || toKind == Kind::kOther) return {};
  auto type = RankedTensorType::get(x.getType().getShape(), to);
  if (!fits(type.getShape())) return {};
  auto truncate = op->getAttrOfType<BoolAttr>("Truncate");
  if (truncate && truncate.getValue() && fromKind == Kind::kFloat &&
      toKind == Kind::kFloat && from != to)
    return {};  // truncated mantissas: not computed here
  bool fromSigned = fromKind == Kind::kSigned;

  if (toKind == Kind::kFloat) {
    // Through float32 unless the result is f64.
    const llvm::fltSemantics &via = to.isF64() ? APFloat::IEEEdouble()
                                               : APFloat::IEEEsingle();
    auto convert = [&](APFloat v) {
      bool losesInfo;
      v.convert(via, APFloat::rmNearestTiesToEven, &losesInfo);
      v.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &losesInfo);
      return v.convertToDouble();
    };
    SmallVector<double> out;
    if (fromKind == Kind::kFloat) {
      for (double d : floatsOf(x)) out.push_back(convert(APFloat(d)));
    } else {
      for (const APInt &v : intsOf(x)) {
        APFloat f(via);
        f.convertFromAPInt(v, fromSigned, APFloat::rmNearestTiesToEven);
        out.push_back(convert(f));
      }
    }
    return fromDoubles(type, out);
  }

  unsigned width = to.getIntOrFloatBitWidth();
  SmallVector<APInt> out;
  if (fromKind == Kind::kFloat) {
    for (double d : floatsOf(x)) {
      if (toKind == Kind::kBool) {
        out.push_back(APInt(1, d != 0.0));  // NaN is true
        continue;
      }
      llvm::APSInt result(width, /*isUnsigned=*/toKind == Kind::kUnsigned);
      bool exact;
      if (APFloat(d).convertToInteger(result, APFloat::rmTowardZero, &exact) &
          APFloat::opInvalidOp)
        return {};
      out.push_back(result);
    }
  } else {
    for (const APInt &v : intsOf(x)) {
      if (toKind == Kind::kBool) out.push_back(APInt(1, !v.isZero()));
      else if (fromSigned) out.push_back(v.sextOrTrunc(width));
      else out.push_back(v.zextOrTrunc(width));  // unsigned or bool
    }
  }
  return DenseElementsAttr::get(type, out);
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

DenseElementsAttr reshapeTo(DenseElementsAttr x, ArrayRef<int64_t> shape) {
  if (!isNumeric(x.getElementType()) || !fits(shape)) return {};
  return x.reshape(RankedTensorType::get(shape, x.getElementType()));
}

DenseElementsAttr foldReshape(Operation *, Operands operands) {
  if (operands.size() != 2) return {};
  auto dims = vectorInts(operands[1]);
  if (!dims) return {};
  int64_t n = operands[0].getNumElements(), known = 1, inferred = -1;
  for (int64_t i = 0, e = dims->size(); i < e; ++i) {
    int64_t d = (*dims)[i];
    if (d == -1 && inferred < 0) inferred = i;
    else if (d < 0) return {};
    else known = numElementsSaturating({known, d});
  }
  if (inferred >= 0) {
    if (known == 0 || n % known != 0) return {};
    (*dims)[inferred] = n / known;
  } else if (known != n) {
    return {};
  }
  return reshapeTo(operands[0], *dims);
}

DenseElementsAttr foldSqueeze(Operation *op, Operands operands) {
  if (operands.size() != 1) return {};
  ArrayRef<int64_t> shape = operands[0].getType().getShape();
  int64_t rank = shape.size();
  SmallVector<bool> drop(rank, false);
  auto dims = op->getAttrOfType<ArrayAttr>("squeeze_dims");
  if (!dims || dims.empty()) {
    for (int64_t d = 0; d < rank; ++d) drop[d] = shape[d] == 1;
  } else {
    for (Attribute a : dims) {
      auto axis = isa<IntegerAttr>(a)
                      ? normalizeAxis(cast<IntegerAttr>(a).getInt(), rank)
                      : std::nullopt;
      if (!axis || shape[*axis] != 1) return {};
      drop[*axis] = true;
    }
  }
  SmallVector<int64_t> out;
  for (int64_t d = 0; d < rank; ++d)
    if (!drop[d]) out.push_back(shape[d]);
  return reshapeTo(operands[0], out);
}

DenseElementsAttr foldExpandDims(Operation *, Operands operands) {
  if (operands.size() != 2) return {};
  ArrayRef<int64_t> shape = operands[0].getType().getShape();
  std::optional<int64_t> dim = scalarInt(operands[1]);
  if (!dim) return {};
  auto axis = normalizeAxis(*dim, shape.size() + 1);
  if (!axis) return {};
  SmallVector<int64_t> out(shape);
  out.insert(out.begin() + *axis, 1);
  return reshapeTo(operands[0], out);
}

DenseElementsAttr foldTranspose(Operation *, Operands operands) {
  if (operands.size() != 2 || !isNumeric(operands[0].getElementType()))
    return {};
  ArrayRef<int64_t> shape = operands[0].getType().getShape();
  auto perm = vectorInts(operands[1]);
  int64_t rank = shape.size();
  if (!perm || int64_t(perm->size()) != rank) return {};
  SmallVector<bool> seen(rank, false);
  SmallVector<int64_t> out(rank), strides(rank);
  SmallVector<int64_t> own = rowMajorStrides(shape);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t p = (*perm)[i];
    if (p < 0 || p >= rank || seen[p]) return {};
    seen[p] = true;
    out[i] = shape[p];
    strides[i] = own[p];
  }
  if (!fits(out)) return {};
  auto type = RankedTensorType::get(out, operands[0].getElementType());
  SmallVector<int64_t> source(type.getNumElements());
  forEachElement(out, strides, [&](int64_t i, int64_t j) { source[i] = j; });
  return gather(type, operands[0], [&](int64_t i) {
    return std::make_pair(0u, source[i]);
  });
}

// Pack (a new axis) and ConcatV2 (an existing one) of `values`: result
// element i is, with `inner` elements after the axis, the element of the
// input owning position (i / inner) % extent along the axis.
DenseElementsAttr concatenate(Operands values, int64_t axis, bool newAxis) {
  Type elementType = values[0].getElementType();
  ArrayRef<int64_t> shape = values[0].getType().getShape();
  if (!isNumeric(elementType)) return {};
  SmallVector<int64_t> starts;  // each input's first position along the axis
  int64_t extent = 0;
  for (DenseElementsAttr v : values) {
    ArrayRef<int64_t> s = v.getType().getShape();
    if (v.getElementType() != elementType || s.size() != shape.size())
      return {};
    for (size_t d = 0; d < s.size(); ++d)
      if (s[d] != shape[d] && (newAxis || int64_t(d) != axis)) return {};
    starts.push_back(extent);
    extent += newAxis ? 1 : s[axis];
  }
  SmallVector<int64_t> out(shape);
  if (newAxis) out.insert(out.begin() + axis, extent);
  else out[axis] = extent;
  if (!fits(out)) return {};
  int64_t inner = numElementsSaturating(ArrayRef<int64_t>(out).drop_front(axis + 1));
  auto type = RankedTensorType::get(out, elementType);
  return gather(type, values, [&](int64_t i) {
    int64_t outer = i / (extent * inner), pos = (i / inner) % extent;
    unsigned k = std::upper_bound(starts.begin(), starts.end(), pos) -
                 starts.begin() - 1;
    int64_t width = k + 1 < starts.size() ? starts[k + 1] - starts[k]
                                          : extent - starts[k];
    return std::make_pair(k, (outer * width + pos - starts[k]) * inner +
                                 i % inner);
  });
}

DenseElementsAttr foldPack(Operation *op, Operands operands) {
  if (operands.empty()) return {};
  auto axisAttr = op->getAttrOfType<IntegerAttr>("axis");
  int64_t rank = operands[0].getType().getRank();
  auto axis = normalizeAxis(axisAttr ? axisAttr.getInt() : 0, rank + 1);
  if (!axis) return {};
  return concatenate(operands, *axis, /*newAxis=*/true);
}

DenseElementsAttr foldConcatV2(Operation *, Operands operands) {
  if (operands.size() < 2) return {};
  std::optional<int64_t> dim = scalarInt(operands.back());
  int64_t rank = operands[0].getType().getRank();
  auto axis = dim ? normalizeAxis(*dim, rank) : std::nullopt;
  if (!axis) return {};
  return concatenate(operands.drop_back(), *axis, /*newAxis=*/false);
}

// x[begin : begin + size] (sizes already resolved, in range).
DenseElementsAttr slice(DenseElementsAttr x, ArrayRef<int64_t> begin,
                        ArrayRef<int64_t> size) {
  SmallVector<int64_t> strides = rowMajorStrides(x.getType().getShape());
  if (!fits(size)) return {};
  int64_t offset = 0;
  for (auto [b, stride] : llvm::zip(begin, strides)) offset += b * stride;
  auto type = RankedTensorType::get(size, x.getElementType());
  SmallVector<int64_t> source(type.getNumElements());
  forEachElement(size, strides,
                 [&](int64_t i, int64_t j) { source[i] = offset + j; });
  return gather(type, x,
                [&](int64_t i) { return std::make_pair(0u, source[i]); });
}

DenseElementsAttr foldSlice(Operation *, Operands operands) {
  if (operands.size() != 3 || !isNumeric(operands[0].getElementType()))
    return {};
  ArrayRef<int64_t> shape = operands[0].getType().getShape();
  auto begin = vectorInts(operands[1]), size = vectorInts(operands[2]);
  int64_t rank = shape.size();
  if (!begin || !size || int64_t(begin->size()) != rank ||
      int64_t(size->size()) != rank)
    return {};
  SmallVector<int64_t> out(rank);
  for (int64_t d = 0; d < rank; ++d) {
    int64_t b = (*begin)[d], s = (*size)[d] == -1 ? shape[d] - b : (*size)[d];
    if (b < 0 || b > shape[d] || s < 0 || b + s > shape[d]) return {};
    out[d] = s;
  }
  return slice(operands[0], *begin, out);
}

// The pieces of `x` along `axis`, of `sizes` (one may be -1: the rest).
SmallVector<DenseElementsAttr> splitAlong(DenseElementsAttr x, int64_t axis,
                                         SmallVector<int64_t> sizes) {
  ArrayRef<int64_t> shape = x.getType().getShape();
  int64_t known = 0, unknown = -1;
  for (auto [i, size] : llvm::enumerate(sizes)) {
    if (size == -1 && unknown == -1) unknown = i;
    else if (size < 0 || size > shape[axis]) return {};
    else known += size;  // (each at most the dimension: no overflow)
  }
  if (unknown >= 0) sizes[unknown] = shape[axis] - known;
  if (unknown >= 0 ? known > shape[axis] : known != shape[axis]) return {};
  SmallVector<DenseElementsAttr> pieces;
  SmallVector<int64_t> begin(shape.size(), 0), size(shape);
  for (int64_t s : sizes) {
    size[axis] = s;
    pieces.push_back(slice(x, begin, size));
    if (!pieces.back()) return {};
    begin[axis] += s;
  }
  return pieces;
}

// Split(split_dim, value) {num_split}, SplitV(value, size_splits, split_dim)
// and Unpack(value) {axis}: each result a piece of `value` (Unpack's without
// the axis), or nothing when the op would be an error.
SmallVector<DenseElementsAttr> foldPieces(Operation *op, Operands operands) {
  StringRef name = op->getName().getStringRef();
  bool isSplitV = name == "tf.SplitV";
  DenseElementsAttr x = name == "tf.Split" ? operands[1] : operands[0];
  if (!isNumeric(x.getElementType())) return {};
  int64_t rank = x.getType().getRank(), n = op->getNumResults();
  std::optional<int64_t> axis;
  if (name == "tf.Unpack") {
    auto attr = op->getAttrOfType<IntegerAttr>("axis");
    if (attr) axis = normalizeAxis(attr.getInt(), rank);
  } else if (auto dim = scalarInt(isSplitV ? operands[2] : operands[0])) {
    axis = normalizeAxis(*dim, rank);
  }
  if (!axis || n == 0) return {};
  SmallVector<int64_t> sizes;
  if (isSplitV) {
    auto given = vectorInts(operands[1]);
    if (!given || int64_t(given->size()) != n) return {};
    sizes = *given;
  } else {
    int64_t dim = x.getType().getShape()[*axis];
    if (dim % n) return {};
    sizes.assign(n, dim / n);
  }
  SmallVector<DenseElementsAttr> pieces = splitAlong(x, *axis, sizes);
  if (name == "tf.Unpack")
    for (DenseElementsAttr &piece : pieces) {
      SmallVector<int64_t> shape(piece.getType().getShape());
      shape.erase(shape.begin() + *axis);
      piece = reshapeTo(piece, shape);
    }
  return pieces;
}

// StridedSlice of a vector (Keras' shape arithmetic: shape[1:], shape[-1]),
// with Python's slice semantics: out-of-range bounds clamp; a shrunk index
// must be in range.
DenseElementsAttr foldStridedSlice(Operation *op, Operands operands) {
  if (operands.size() != 4 || operands[0].getType().getRank() != 1 ||
      !isNumeric(operands[0].getElementType()))
    return {};
  auto mask = [&](StringRef name) {
    auto attr = op->getAttrOfType<IntegerAttr>(name);
    return attr ? attr.getInt() : 0;
  };
  if (mask("ellipsis_mask") || mask("new_axis_mask")) return {};
  auto begin = vectorInts(operands[1]), end = vectorInts(operands[2]),
       stride = vectorInts(operands[3]);
  if (!begin || !end || !stride || begin->size() != 1 || end->size() != 1 ||
      stride->size() != 1 || (*stride)[0] == 0)
    return {};
  int64_t n = operands[0].getNumElements(), s = (*stride)[0];
  int64_t b = (*begin)[0], e = (*end)[0];
  Type elementType = operands[0].getElementType();
  if (mask("shrink_axis_mask") & 1) {
    if (b < -n || b >= n) return {};
    int64_t index = b < 0 ? b + n : b;
    return gather(RankedTensorType::get({}, elementType), operands[0],
                  [&](int64_t) { return std::make_pair(0u, index); });
  }
  // Clamp to [0, n] going forward, [-1, n - 1] going backward.
  int64_t lo = s > 0 ? 0 : -1, hi = s > 0 ? n : n - 1;
  auto bound = [&](int64_t v, bool masked, int64_t whenMasked) {
    if (masked) return whenMasked;
    if (v < 0) v += n;
    return std::clamp(v, lo, hi);
  };
  b = bound(b, mask("begin_mask") & 1, s > 0 ? 0 : n - 1);
  e = bound(e, mask("end_mask") & 1, s > 0 ? n : -1);
  int64_t count = s > 0 ? (e > b ? (e - b + s - 1) / s : 0)
                        : (b > e ? (b - e - s - 1) / -s : 0);
  return gather(RankedTensorType::get({count}, elementType), operands[0],
                [&](int64_t i) { return std::make_pair(0u, b + i * s); });
}

DenseElementsAttr foldFill(Operation *, Operands operands) {
  if (operands.size() != 2 || operands[1].getType().getRank() != 0 ||
      !isNumeric(operands[1].getElementType()))
    return {};
  auto dims = vectorInts(operands[0]);
  if (!dims || llvm::any_of(*dims, [](int64_t d) { return d < 0; }) ||
      !fits(*dims))
    return {};
  return DenseElementsAttr::get(
      RankedTensorType::get(*dims, operands[1].getElementType()),
      operands[1].getSplatValue<Attribute>());
}

// Shape, Size and Rank read the operand's static type: its value may be
// unknown.
DenseElementsAttr intsOfType(Operation *op, ArrayRef<int64_t> values,
                             ArrayRef<int64_t> shape) {
  auto elementType =
      dyn_cast<IntegerType>(getElementTypeOrSelf(op->getResult(0).getType()));
  if (!elementType || (elementType.getWidth() != 32 &&
                       elementType.getWidth() != 64))
    return {};
  SmallVector<APInt> out;
  for (int64_t v : values) {
    if (elementType.getWidth() == 32 &&
        v > std::numeric_limits<int32_t>::max())
      return {};
    out.push_back(APInt(elementType.getWidth(), v));
  }
  return DenseElementsAttr::get(RankedTensorType::get(shape, elementType), out);
}

RankedTensorType operandType(Operation *op) {
  return op->getNumOperands() == 1
             ? dyn_cast<RankedTensorType>(op->getOperand(0).getType())
             : nullptr;
}

DenseElementsAttr foldShape(Operation *op, Operands) {
  RankedTensorType type = operandType(op);
  if (!type || !type.hasStaticShape()) return {};
  return intsOfType(op, type.getShape(), {type.getRank()});
}

DenseElementsAttr foldSize(Operation *op, Operands) {
  RankedTensorType type = operandType(op);
  if (!type || !type.hasStaticShape()) return {};
  return intsOfType(op, {type.getNumElements()}, {});
}

DenseElementsAttr foldRank(Operation *op, Operands) {
  RankedTensorType type = operandType(op);
  if (!type) return {};
  return intsOfType(op, {type.getRank()}, {});
}

//===----------------------------------------------------------------------===//
// The ops folded
//===----------------------------------------------------------------------===//

using FoldFn = DenseElementsAttr (*)(Operation *, Operands);
struct Folder {
  FoldFn fold;
  bool needsConstants = true;  // false: reads only the operands' types
};

const llvm::StringMap<Folder> &folders() {
  static const llvm::StringMap<Folder> table = {
      {"tf.Neg", {unary<Unary::kNeg>}},
      {"tf.Abs", {unary<Unary::kAbs>}},
      {"tf.Square", {unary<Unary::kSquare>}},
      {"tf.Sqrt", {unary<Unary::kSqrt>}},
      {"tf.Rsqrt", {unary<Unary::kRsqrt>}},
      {"tf.Reciprocal", {unary<Unary::kReciprocal>}},
      {"tf.Inv", {unary<Unary::kReciprocal>}},
      {"tf.Exp", {unary<Unary::kExp>}},
      {"tf.Log", {unary<Unary::kLog>}},
      {"tf.Log1p", {unary<Unary::kLog1p>}},
      {"tf.Expm1", {unary<Unary::kExpm1>}},
      {"tf.Floor", {unary<Unary::kFloor>}},
      {"tf.Ceil", {unary<Unary::kCeil>}},
      {"tf.Add", {binary<Binary::kAdd>}},
      {"tf.AddV2", {binary<Binary::kAdd>}},
      {"tf.Sub", {binary<Binary::kSub>}},
      {"tf.Mul", {binary<Binary::kMul>}},
      {"tf.RealDiv", {binary<Binary::kRealDiv>}},
      {"tf.Div", {binary<Binary::kDiv>}},
      {"tf.DivNoNan", {binary<Binary::kDivNoNan>}},
      {"tf.Maximum", {binary<Binary::kMaximum>}},
      {"tf.Minimum", {binary<Binary::kMinimum>}},
      {"tf.SquaredDifference", {binary<Binary::kSquaredDifference>}},
      {"tf.Pow", {binary<Binary::kPow>}},
      {"tf.FloorDiv", {binary<Binary::kFloorDiv>}},
      {"tf.FloorMod", {binary<Binary::kFloorMod>}},
      {"tf.Cast", {foldCast}},
      {"tf.Reshape", {foldReshape}},
      {"tf.Squeeze", {foldSqueeze}},
      {"tf.ExpandDims", {foldExpandDims}},
      {"tf.Transpose", {foldTranspose}},
      {"tf.Pack", {foldPack}},
      {"tf.ConcatV2", {foldConcatV2}},
      {"tf.Slice", {foldSlice}},
      {"tf.StridedSlice", {foldStridedSlice}},
      {"tf.Fill", {foldFill}},
      {"tf.Shape", {foldShape, false}},
      {"tf.Size", {foldSize, false}},
      {"tf.Rank", {foldRank, false}},
  };
  return table;
}

struct FoldToConstant : RewritePattern {
  explicit FoldToConstant(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (op->getNumResults() != 1 || op->getNumRegions() != 0) return failure();
    auto it = folders().find(op->getName().getStringRef());
    if (it == folders().end()) return failure();
    auto resultType = dyn_cast<TensorType>(op->getResult(0).getType());
    if (!resultType) return failure();
    SmallVector<DenseElementsAttr> operands;
    for (Value v : op->getOperands()) {
      operands.push_back(constantValue(v));
      if (!operands.back() && it->second.needsConstants)
        return rewriter.notifyMatchFailure(op, "an operand is not a constant");
    }
    DenseElementsAttr value = it->second.fold(op, operands);
    if (!value || value.getNumElements() > kMaxFoldedElements)
      return rewriter.notifyMatchFailure(op, "not evaluated");
    // The constant keeps the op's result type (tf.Const allows a less static
    // one), so that every user still verifies.
    if (value.getElementType() != resultType.getElementType() ||
        failed(verifyCompatibleShape(value.getType(), resultType)))
      return rewriter.notifyMatchFailure(op, "value has another type");
    rewriter.replaceOpWithNewOp<TF::ConstOp>(op, resultType, value);
    return success();
  }
};

// Split, SplitV and Unpack of constants: one tf.Const per result.
struct FoldPiecesToConstants : RewritePattern {
  explicit FoldPiecesToConstants(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isa<TF::SplitOp, TF::SplitVOp, TF::UnpackOp>(op)) return failure();
    SmallVector<DenseElementsAttr> operands;
    for (Value v : op->getOperands()) {
      operands.push_back(constantValue(v));
      if (!operands.back()) return failure();
    }
    if (operands.empty() || llvm::any_of(operands, [](DenseElementsAttr a) {
          return !a.getType().hasStaticShape();
        }))
      return failure();
    SmallVector<DenseElementsAttr> pieces = foldPieces(op, operands);
    if (pieces.size() != op->getNumResults())
      return rewriter.notifyMatchFailure(op, "not evaluated");
    for (auto [piece, result] : llvm::zip(pieces, op->getResults())) {
      auto type = dyn_cast<TensorType>(result.getType());
      if (!type || piece.getElementType() != type.getElementType() ||
          failed(verifyCompatibleShape(piece.getType(), type)))
        return rewriter.notifyMatchFailure(op, "value has another type");
    }
    SmallVector<Value> constants;
    for (auto [piece, result] : llvm::zip(pieces, op->getResults()))
      constants.push_back(TF::ConstOp::create(rewriter, op->getLoc(),
                                              cast<TensorType>(result.getType()), piece));
    rewriter.replaceOp(op, constants);
    return success();
  }
};

struct TFConstantFoldPass : impl::TFConstantFoldBase<TFConstantFoldPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldToConstant, FoldPiecesToConstants>(&getContext());
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

}  // namespace
}  // namespace tfrt::passes
