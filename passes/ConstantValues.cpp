#include "passes/ConstantValues.h"

#include <limits>

#include "llvm/ADT/APFloat.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

namespace tfrt::passes {

using namespace mlir;

DenseElementsAttr constantValue(Value v) {
  DenseElementsAttr attr;
  if (v && matchPattern(v, m_Constant(&attr))) return attr;
  return {};
}

bool isComputableFloat(Type type) {
  return type.isF16() || type.isBF16() || type.isF32() || type.isF64();
}

SmallVector<double> toDoubles(DenseElementsAttr attr) {
  SmallVector<double> out;
  out.reserve(attr.getNumElements());
  Type type = attr.getElementType();
  if (type.isF32()) {
    for (float f : attr.getValues<float>()) out.push_back(f);
  } else if (type.isF64()) {
    for (double d : attr.getValues<double>()) out.push_back(d);
  } else {
    for (llvm::APFloat f : attr.getValues<llvm::APFloat>()) {
      bool losesInfo;
      f.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &losesInfo);  // exact: every computable type fits a double
      out.push_back(f.convertToDouble());
    }
  }
  return out;
}

DenseElementsAttr fromDoubles(ShapedType type, ArrayRef<double> values) {
  auto floatType = cast<FloatType>(type.getElementType());
  if (floatType.isF64()) return DenseElementsAttr::get(type, values);
  if (floatType.isF32()) {
    SmallVector<float> floats(values.begin(), values.end());
    return DenseElementsAttr::get(type, ArrayRef<float>(floats));
  }
  SmallVector<llvm::APFloat> out;
  out.reserve(values.size());
  for (double d : values) {
    llvm::APFloat f(d);
    bool losesInfo;
    f.convert(floatType.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
              &losesInfo);
    out.push_back(f);
  }
  return DenseElementsAttr::get(type, out);
}

std::optional<SmallVector<int64_t>> toInts(DenseElementsAttr attr) {
  auto type = dyn_cast<IntegerType>(attr.getElementType());
  if (!type || type.getWidth() > 64) return std::nullopt;
  SmallVector<int64_t> out;
  out.reserve(attr.getNumElements());
  for (const llvm::APInt &v : attr.getValues<llvm::APInt>()) {
    if (type.isUnsigned() && v.getActiveBits() > 63) return std::nullopt;
    out.push_back(type.isUnsigned() ? int64_t(v.getZExtValue())
                                    : v.getSExtValue());
  }
  return out;
}

int64_t numElementsSaturating(ArrayRef<int64_t> shape) {
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) return kMax;  // dynamic: unknown
    if (d != 0 && n > kMax / d) return kMax;
    n *= d;
  }
  return n;
}

}  // namespace tfrt::passes
