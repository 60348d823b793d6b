// tf-fuse-keras-rnn: the `tf.While` loop Keras 3 exports for an LSTM, GRU or
// SimpleRNN layer -> one `tf._KerasLSTM` / `tf._KerasGRU` /
// `tf._KerasSimpleRNN` op on tensors. The loop reads
// step t of a TensorList made from a time-major tensor, runs one cell step
// and writes h into an output list (at t, or at 0 when only the last step is
// kept); the fused op runs every step at once (one input projection for all
// steps, then the recurrence in one kernel). The body is matched op by op,
// commuted operands allowed, masked layers (a second list of masks selecting
// between new and old values) included; anything else in the body (other
// activations, dropout, peepholes) leaves the loop as it is.
// docs/passes.md has the rules.
#include <optional>

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "passes/ConstantValues.h"
#include "passes/Passes.h"

namespace tfrt::passes {

#define GEN_PASS_DEF_TFFUSEKERASRNN
#include "passes/Passes.h.inc"

namespace {

using namespace mlir;

bool is(Operation *op, StringRef name) {
  return op && op->getName().getStringRef() == name;
}

Operation *def(Value v, StringRef name) {
  Operation *op = v ? v.getDefiningOp() : nullptr;
  return is(op, name) ? op : nullptr;
}

// `v` is a constant whose every element is `value`.
bool isConstant(Value v, double value) {
  DenseElementsAttr attr = constantValue(v);
  if (!attr || attr.empty()) return false;
  if (isComputableFloat(attr.getElementType())) {
    for (double d : toDoubles(attr))
      if (d != value) return false;
    return true;
  }
  auto ints = toInts(attr);
  if (!ints) return false;
  for (int64_t i : *ints)
    if (i != value) return false;
  return true;
}

// The static shape of `v`, if ranked.
std::optional<ArrayRef<int64_t>> shapeOf(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type) return std::nullopt;
  return type.getShape();
}

// One loop's body and cond, read: which argument is what.
class LoopMatcher {
 public:
  LoopMatcher(Block &body, Block &cond) : body_(body), cond_(cond) {
    ret_ = body.getTerminator();
  }

  // The body's result at `index` is its argument there (loop-invariant).
  bool passthrough(unsigned index) {
    return ret_->getOperand(index) == body_.getArgument(index);
  }

  // `v` is a body argument that is passed through: its index.
  std::optional<unsigned> invariantArg(Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    if (!arg || arg.getOwner() != &body_ || !passthrough(arg.getArgNumber()))
      return std::nullopt;
    return arg.getArgNumber();
  }

  // The body's result at `index` is `AddV2(arg, 1)`: a step counter.
  bool counter(unsigned index) {
    Operation *add = def(ret_->getOperand(index), "tf.AddV2");
    if (!add) return false;
    Value arg = body_.getArgument(index);
    for (int i = 0; i < 2; ++i)
      if (add->getOperand(i) == arg && isConstant(add->getOperand(1 - i), 1)) {
        take(add);
        return true;
      }
    return false;
  }

  // `v` is the body argument at `index` (a state: h or c).
  bool isArg(Value v, unsigned index) { return v == body_.getArgument(index); }

  // Records `op` as part of the matched cell.
  Operation *take(Operation *op) {
    if (op) matched_.insert(op);
    return op;
  }

  // The two operands of the commutative `op` (named `name`) in the order
  // for which `first(a) && second(b)` holds; false if neither does.
  template <typename F, typename G>
  bool commuted(Value v, StringRef name, F first, G second) {
    Operation *op = def(v, name);
    if (!op || op->getNumOperands() != 2) return false;
    for (int i = 0; i < 2; ++i) {
      auto saved = matched_;
      if (first(op->getOperand(i)) && second(op->getOperand(1 - i))) {
        take(op);
        return true;
      }
      matched_ = saved;
    }
    return false;
  }

  // `v` = act(x) for the element-wise op `name`; x through `inner`.
  template <typename F>
  bool unary(Value v, StringRef name, F inner) {
    Operation *op = def(v, name);
    if (!op || !inner(op->getOperand(0))) return false;
    take(op);
    return true;
  }

  // The terms of a sum of AddV2/Add/BiasAdd ops ending in `v`.
  void sumTerms(Value v, SmallVectorImpl<Value> &terms) {
    Operation *op = v.getDefiningOp();
    auto format = op ? op->getAttrOfType<StringAttr>("data_format") : StringAttr();
    if (op && op->getResult(0).hasOneUse() &&
        (is(op, "tf.AddV2") || is(op, "tf.Add") ||
         (is(op, "tf.BiasAdd") && (!format || format.getValue() == "NHWC")))) {
      take(op);
      sumTerms(op->getOperand(0), terms);
      sumTerms(op->getOperand(1), terms);
      return;
    }
    terms.push_back(v);
  }

  // `v` = MatMul(lhs, invariant weight) without transposes, possibly under a
  // Squeeze of the batch dimension (Keras at batch 1); the weight's index.
  std::optional<unsigned> product(Value v, function_ref<bool(Value)> lhs) {
    Operation *squeeze = def(v, "tf.Squeeze");
    if (squeeze) {
      auto in = shapeOf(squeeze->getOperand(0));
      if (!in || in->size() != 2 || (*in)[0] != 1) return std::nullopt;
      v = squeeze->getOperand(0);
    }
    Operation *mm = def(v, "tf.MatMul");
    if (!mm || !mm->getResult(0).hasOneUse()) return std::nullopt;
    for (StringRef t : {"transpose_a", "transpose_b"})
      if (auto a = mm->getAttrOfType<BoolAttr>(t); a && a.getValue())
        return std::nullopt;
    auto w = invariantArg(mm->getOperand(1));
    if (!w || !lhs(mm->getOperand(0))) return std::nullopt;
    take(squeeze);
    take(mm);
    return w;
  }

  // Every op of the body is matched, a constant, or the terminator.
  bool covered() {
    for (Operation &op : body_.without_terminator())
      if (!matched_.contains(&op) && !is(&op, "tf.Const")) return false;
    return true;
  }

  Block &body_, &cond_;
  Operation *ret_;
  llvm::SmallPtrSet<Operation *, 32> matched_;
};

// What a loop is, once matched.
struct Rnn {
  bool gru = false;
  StringRef activation;  // a SimpleRNN's (Keras's name); empty for LSTM, GRU
  bool sequences = false;
  unsigned xList = 0, outList = 0, h = 0, c = 0, kernel = 0, recurrent = 0;
  std::optional<unsigned> bias;  // absent: use_bias=False
  // A masked layer: the mask list, the fill of masked outputs (an invariant
  // argument, or the carried previous output).
  std::optional<unsigned> maskList, carried;
  unsigned fill = 0;
  // Loop variables whose final values the fused op does not compute.
  SmallVector<unsigned> dropped;
  Value getItem;                 // x[t] in the body
  SmallVector<unsigned> counters;
};

// The terms of z = x[t] @ W + h @ U (+ b), in any order: sets W, U, b.
bool matchProducts(LoopMatcher &m, Rnn &rnn, ArrayRef<Value> terms) {
  if (terms.size() != 2 && terms.size() != 3) return false;
  std::optional<unsigned> w, u, b;
  for (Value term : terms) {
    if (!w)
      if ((w = m.product(term, [&](Value v) { return v == rnn.getItem; })))
        continue;
    if (!u)
      if ((u = m.product(term, [&](Value v) { return m.isArg(v, rnn.h); })))
        continue;
    auto bias = m.invariantArg(term);
    if (b || !bias) return false;
    auto shape = shapeOf(term);
    if (!shape || shape->size() != 1) return false;
    b = bias;
  }
  if (!w || !u) return false;
  rnn.kernel = *w;
  rnn.recurrent = *u;
  rnn.bias = b;
  return true;
}

// z = x[t] @ W + h @ U (+ b): the LSTM's pre-activation, Split into 4.
bool matchLSTMGates(LoopMatcher &m, Rnn &rnn, Value z) {
  SmallVector<Value> terms;
  m.sumTerms(z, terms);
  return matchProducts(m, rnn, terms);
}

// The element-wise ops Keras's SimpleRNN may end its step with (Keras's
// activation names; "linear" is none), those the fused op runs.
constexpr std::pair<StringRef, StringRef> kSimpleActivations[] = {
    {"tf.Tanh", "tanh"}, {"tf.Relu", "relu"}, {"tf.Sigmoid", "sigmoid"},
    {"tf.Relu6", "relu6"}, {"tf.Elu", "elu"}};

// Keras's SimpleRNN cell: h' = activation(x[t] @ W (+ b) + h @ U).
bool matchSimpleRNNCell(LoopMatcher &m, Rnn &rnn, Value hNew) {
  Operation *op = hNew.getDefiningOp();
  if (!op) return false;
  Value z = hNew;
  StringRef activation = "linear";
  for (auto [name, keras] : kSimpleActivations)
    if (is(op, name)) {
      z = op->getOperand(0);
      activation = keras;
    }
  SmallVector<Value> terms;
  if (z == hNew) {
    // linear: h' is the sum itself, used by the list and the return too.
    auto format = op->getAttrOfType<StringAttr>("data_format");
    if (!is(op, "tf.AddV2") && !is(op, "tf.Add") &&
        !(is(op, "tf.BiasAdd") && (!format || format.getValue() == "NHWC")))
      return false;
    m.sumTerms(op->getOperand(0), terms);
    m.sumTerms(op->getOperand(1), terms);
  } else {
    if (!z.hasOneUse()) return false;
    m.sumTerms(z, terms);
  }
  if (!matchProducts(m, rnn, terms)) return false;
  m.take(op);
  rnn.activation = activation;
  return true;
}

// h' = o * tanh(c'), c' = f * c + i * tanh(g), [i, f, g, o] = Split(z).
bool matchLSTMCell(LoopMatcher &m, Rnn &rnn, Value hNew, Value cNew) {
  Operation *split = nullptr;
  auto gate = [&](unsigned index, StringRef act) {
    return [&, index, act](Value v) {
      Operation *op = def(v, act);
      if (!op || !op->getResult(0).hasOneUse()) return false;
      auto res = dyn_cast<OpResult>(op->getOperand(0));
      if (!res || !is(res.getOwner(), "tf.Split") || res.getResultNumber() != index)
        return false;
      if (split && split != res.getOwner()) return false;
      split = res.getOwner();
      m.take(op);
      return true;
    };
  };
  bool cell = m.commuted(cNew, "tf.AddV2",
      [&](Value v) {
        return m.commuted(v, "tf.Mul", gate(1, "tf.Sigmoid"),
                          [&](Value c) { return m.isArg(c, rnn.c); });
      },
      [&](Value v) {
        return m.commuted(v, "tf.Mul", gate(0, "tf.Sigmoid"), gate(2, "tf.Tanh"));
      });
  if (!cell) return false;
  // tanh(c') is c''s other use (c' is also returned as the next c).
  bool out = m.commuted(hNew, "tf.Mul", gate(3, "tf.Sigmoid"), [&](Value v) {
    return m.unary(v, "tf.Tanh", [&](Value x) { return x == cNew; });
  });
  if (!out || !split || split->getNumResults() != 4) return false;
  auto shape = shapeOf(split->getOperand(1));
  if (!shape || shape->size() != 2) return false;
  auto dim = constantValue(split->getOperand(0));
  auto dims = dim ? toInts(dim) : std::nullopt;
  if (!dims || dims->size() != 1 || ((*dims)[0] != 1 && (*dims)[0] != -1))
    return false;
  for (Value r : split->getResults())
    if (!r.hasOneUse()) return false;
  m.take(split);
  return matchLSTMGates(m, rnn, split->getOperand(1));
}

// `v` is part `index` of 3 equal column blocks of a rank-2 tensor: a result
// of a 3-way Split of the last axis, or a StridedSlice of those columns (as
// Keras writes the recurrent part); the tensor split.
Value thirdOf(LoopMatcher &m, Value v, unsigned index) {
  if (auto res = dyn_cast<OpResult>(v)) {
    Operation *op = res.getOwner();
    auto shape = shapeOf(op->getNumOperands() ? op->getOperand(op->getNumOperands() - 1) : v);
    if (is(op, "tf.Split")) {
      auto dim = constantValue(op->getOperand(0));
      auto dims = dim ? toInts(dim) : std::nullopt;
      if (op->getNumResults() != 3 || res.getResultNumber() != index || !dims ||
          dims->size() != 1 || ((*dims)[0] != 1 && (*dims)[0] != -1) || !shape ||
          shape->size() != 2)
        return {};
      m.take(op);
      return op->getOperand(1);
    }
    if (is(op, "tf.StridedSlice")) {
      Value src = op->getOperand(0);
      auto in = shapeOf(src);
      auto begin = constantValue(op->getOperand(1)), end = constantValue(op->getOperand(2)),
           strides = constantValue(op->getOperand(3));
      auto b = begin ? toInts(begin) : std::nullopt, e = end ? toInts(end) : std::nullopt,
           st = strides ? toInts(strides) : std::nullopt;
      auto mask = [&](StringRef name) {
        auto a = op->getAttrOfType<IntegerAttr>(name);
        return a ? a.getInt() : 0;
      };
      if (!in || in->size() != 2 || ShapedType::isDynamic((*in)[1]) || (*in)[1] % 3 ||
          !b || !e || !st || b->size() != 2 || e->size() != 2 || (*st)[0] != 1 ||
          (*st)[1] != 1 || mask("ellipsis_mask") || mask("new_axis_mask") ||
          mask("shrink_axis_mask") || !(mask("begin_mask") & 1) || !(mask("end_mask") & 1))
        return {};
      int64_t u = (*in)[1] / 3;
      int64_t from = (mask("begin_mask") & 2) ? 0 : (*b)[1];
      int64_t to = (mask("end_mask") & 2) ? (*in)[1] : (*e)[1];
      if (from != int64_t(index) * u || to != int64_t(index + 1) * u) return {};
      m.take(op);
      return src;
    }
  }
  return {};
}

// `v` = part + bias, bias row `row` of an invariant [2, 3U] argument
// (Squeeze(Split(0, b)#row)); `part` through `inner`. Sets `bias`.
bool plusBiasRow(LoopMatcher &m, Value v, unsigned row, std::optional<unsigned> &bias,
                 function_ref<bool(Value)> inner) {
  auto isRow = [&](Value b) {
    Operation *squeeze = def(b, "tf.Squeeze");
    auto res = squeeze ? dyn_cast<OpResult>(squeeze->getOperand(0)) : OpResult();
    if (!res || !is(res.getOwner(), "tf.Split") || res.getResultNumber() != row ||
        res.getOwner()->getNumResults() != 2 || !isConstant(res.getOwner()->getOperand(0), 0))
      return false;
    auto arg = m.invariantArg(res.getOwner()->getOperand(1));
    if (!arg || (bias && *bias != *arg)) return false;
    bias = arg;
    m.take(squeeze);
    m.take(res.getOwner());
    return true;
  };
  for (StringRef add : {"tf.BiasAdd", "tf.AddV2", "tf.Add"})
    if (m.commuted(v, add, inner, isRow)) return true;
  return false;
}

// Keras's GRU cell (reset_after): h' = z * h + (1 - z) * tanh(xh + r * rh),
// z = sigmoid(xz + rz), r = sigmoid(xr + rr), [xz, xr, xh] the columns of
// x[t] @ W (+ b[0]) and [rz, rr, rh] those of h @ U (+ b[1]).
bool matchGRUCell(LoopMatcher &m, Rnn &rnn, Value hNew) {
  Value xAll, hAll;  // the two products the gates are columns of
  auto part = [&](Value &all, unsigned index) {
    return [&, index](Value v) {
      Value src = thirdOf(m, v, index);
      if (!src || (all && all != src)) return false;
      all = src;
      return true;
    };
  };
  Operation *zOp = nullptr;
  auto zGate = [&](Value v) {
    Operation *sig = def(v, "tf.Sigmoid");
    if (!sig || (zOp && zOp != sig)) return false;
    if (!zOp && !m.commuted(sig->getOperand(0), "tf.AddV2", part(xAll, 0), part(hAll, 0)))
      return false;
    zOp = m.take(sig);
    return true;
  };
  auto candidate = [&](Value v) {
    return m.unary(v, "tf.Tanh", [&](Value in) {
      return m.commuted(in, "tf.AddV2", part(xAll, 2), [&](Value rh) {
        return m.commuted(rh, "tf.Mul",
            [&](Value r) {
              return m.unary(r, "tf.Sigmoid", [&](Value a) {
                return m.commuted(a, "tf.AddV2", part(xAll, 1), part(hAll, 1));
              });
            },
            part(hAll, 2));
      });
    });
  };
  bool cell = m.commuted(hNew, "tf.AddV2",
      [&](Value v) {
        return m.commuted(v, "tf.Mul", zGate, [&](Value h) { return m.isArg(h, rnn.h); });
      },
      [&](Value v) {
        return m.commuted(v, "tf.Mul",
            [&](Value oneMinusZ) {
              Operation *sub = def(oneMinusZ, "tf.Sub");
              if (!sub || !isConstant(sub->getOperand(0), 1) || !zGate(sub->getOperand(1)))
                return false;
              m.take(sub);
              return true;
            },
            candidate);
      });
  if (!cell || !xAll || !hAll) return false;
  // The products, each with its bias row or none.
  std::optional<unsigned> w, u, bias;
  auto xProduct = [&](Value v) {
    return bool(w = m.product(v, [&](Value x) { return x == rnn.getItem; }));
  };
  auto hProduct = [&](Value v) {
    return bool(u = m.product(v, [&](Value h) { return m.isArg(h, rnn.h); }));
  };
  if (!plusBiasRow(m, xAll, 0, bias, xProduct) && !xProduct(xAll)) return false;
  bool hBiased = plusBiasRow(m, hAll, 1, bias, hProduct);
  if (!hBiased && !hProduct(hAll)) return false;
  if (bool(bias) != hBiased) return false;  // both bias rows or none
  rnn.gru = true;
  rnn.kernel = *w;
  rnn.recurrent = *u;
  rnn.bias = bias;
  return true;
}

class FuseKerasRNN {
 public:
  FuseKerasRNN(ModuleOp module, const llvm::StringSet<> &allowed)
      : module_(module), symbols_(module), allowed_(allowed) {}

  void run() {
    SmallVector<TF::WhileOp> loops;
    module_.walk([&](TF::WhileOp op) { loops.push_back(op); });
    for (TF::WhileOp op : loops) fuse(op);
  }

 private:
  bool allowed(StringRef name) { return allowed_.empty() || allowed_.contains(name); }
  void fuse(TF::WhileOp op);
  std::optional<Value> stepBound(TF::WhileOp op, LoopMatcher &m, Rnn &rnn,
                                 OpBuilder &builder);

  ModuleOp module_;
  SymbolTable symbols_;
  const llvm::StringSet<> &allowed_;
};

// min over the cond's `counter < bound` tests (counters start at 0), as a
// value in front of the loop; the cond must be those tests and-ed.
std::optional<Value> FuseKerasRNN::stepBound(TF::WhileOp op, LoopMatcher &m,
                                             Rnn &rnn, OpBuilder &builder) {
  Block &cond = m.cond_;
  Value pred = cond.getTerminator()->getOperand(0);
  SmallVector<Operation *> tests;
  if (Operation *both = def(pred, "tf.LogicalAnd")) {
    for (Value v : both->getOperands()) tests.push_back(def(v, "tf.Less"));
  } else {
    tests.push_back(def(pred, "tf.Less"));
  }
  SmallVector<Value> bounds;
  for (Operation *less : tests) {
    if (!less || !less->getResult(0).hasOneUse()) return std::nullopt;
    auto counter = dyn_cast<BlockArgument>(less->getOperand(0));
    if (!counter || counter.getOwner() != &cond ||
        !llvm::is_contained(rnn.counters, counter.getArgNumber()) ||
        !isConstant(op.getInput()[counter.getArgNumber()], 0))
      return std::nullopt;
    Value rhs = less->getOperand(1);
    if (auto arg = dyn_cast<BlockArgument>(rhs)) {
      if (arg.getOwner() != &cond || !m.passthrough(arg.getArgNumber()))
        return std::nullopt;
      bounds.push_back(op.getInput()[arg.getArgNumber()]);
    } else if (Operation *c = def(rhs, "tf.Const")) {
      bounds.push_back(builder.clone(*c)->getResult(0));
    } else {
      return std::nullopt;
    }
  }
  for (Operation &o : cond.without_terminator())
    if (!is(&o, "tf.Const") && !is(&o, "tf.Less") && !is(&o, "tf.LogicalAnd"))
      return std::nullopt;
  auto scalarI32 = RankedTensorType::get({}, builder.getI32Type());
  for (Value b : bounds)
    if (b.getType() != scalarI32) return std::nullopt;
  Value bound = bounds.front();
  for (Value b : ArrayRef<Value>(bounds).drop_front())
    bound = TF::MinimumOp::create(builder, op.getLoc(), scalarI32, bound, b);
  return bound;
}

void FuseKerasRNN::fuse(TF::WhileOp op) {
  auto bodyFn = symbols_.lookup<func::FuncOp>(op.getBody());
  auto condFn = symbols_.lookup<func::FuncOp>(op.getCond());
  if (!bodyFn || !condFn || bodyFn.isDeclaration() || condFn.isDeclaration() ||
      !bodyFn.getBody().hasOneBlock() || !condFn.getBody().hasOneBlock())
    return;
  Block &body = bodyFn.getBody().front(), &cond = condFn.getBody().front();
  unsigned n = op.getInput().size();
  if (body.getNumArguments() != n || cond.getNumArguments() != n ||
      body.getTerminator()->getNumOperands() != n ||
      cond.getTerminator()->getNumOperands() != 1)
    return;
  LoopMatcher m(body, cond);
  Rnn rnn;

  // x[t] (and mask[t], i1, for a masked layer): TensorListGetItems of
  // invariant lists at a counter; h' written by the one TensorListSetItem.
  Operation *get = nullptr, *maskGet = nullptr, *set = nullptr;
  // TensorList ops are not registered (nothing verified their arity).
  auto listOp = [](Operation &o) {
    return o.getNumOperands() == 3 && o.getNumResults() == 1 &&
           isa<TensorType>(o.getResult(0).getType());
  };
  for (Operation &o : body) {
    if ((is(&o, "tf.TensorListGetItem") || is(&o, "tf.TensorListSetItem")) && !listOp(o))
      return;
    if (is(&o, "tf.TensorListGetItem")) {
      auto type = cast<TensorType>(o.getResult(0).getType());
      Operation *&slot = type.getElementType().isInteger(1) ? maskGet : get;
      if (slot) return;
      slot = &o;
    } else if (is(&o, "tf.TensorListSetItem")) {
      if (set) return;
      set = &o;
    }
  }
  if (!get || !set) return;
  for (unsigned i = 0; i < n; ++i)
    if (m.counter(i)) rnn.counters.push_back(i);
  auto t = dyn_cast<BlockArgument>(get->getOperand(1));
  if (!t || t.getOwner() != &body || !llvm::is_contained(rnn.counters, t.getArgNumber()))
    return;
  auto xList = m.invariantArg(get->getOperand(0));
  if (!xList) return;
  rnn.xList = *xList;
  rnn.getItem = get->getResult(0);
  m.take(get);
  if (maskGet) {
    auto maskList = m.invariantArg(maskGet->getOperand(0));
    if (!maskList || maskGet->getOperand(1) != t) return;
    rnn.maskList = maskList;
    m.take(maskGet);
  }

  // The output list, written at t (every step) or at 0 (the last one).
  auto outList = dyn_cast<BlockArgument>(set->getOperand(0));
  if (!outList || outList.getOwner() != &body ||
      body.getTerminator()->getOperand(outList.getArgNumber()) != set->getResult(0) ||
      !set->getResult(0).hasOneUse())
    return;
  rnn.outList = outList.getArgNumber();
  if (set->getOperand(1) == t)
    rnn.sequences = true;
  else if (!isConstant(set->getOperand(1), 0))
    return;
  m.take(set);

  // A masked layer selects by mask[t] between each new value and the old
  // one (SelectV2(mask, new, old)).
  auto select = [&](Value v, Value &fresh, Value &old) {
    Operation *s = def(v, "tf.SelectV2");
    if (!maskGet || !s || s->getOperand(0) != maskGet->getResult(0)) return false;
    fresh = s->getOperand(1);
    old = s->getOperand(2);
    m.take(s);
    return true;
  };
  // What is written: h', or where(mask, h', fill) with fill an invariant
  // argument (zeros) or the output carried from the step before.
  Value written = set->getOperand(2), hNew = written, fill;
  if (maskGet && !select(written, hNew, fill)) return;

  // The states: h and (LSTM) c, each h' / c' or where(mask, h' / c', old).
  std::optional<unsigned> h, c;
  Value cNew;
  for (unsigned i = 0; i < n; ++i) {
    Value r = body.getTerminator()->getOperand(i);
    if (m.passthrough(i) || i == rnn.outList || llvm::is_contained(rnn.counters, i))
      continue;
    Value fresh = r, old;
    if (maskGet && r == written) {
      // Keras carries the step's output: it is the fill (the previous
      // output), or a slot nothing reads.
      if (fill == body.getArgument(i) && !rnn.carried) rnn.carried = i;
      else if (!body.getArgument(i).use_empty()) return;
      rnn.dropped.push_back(i);
      continue;
    }
    if (maskGet && (!select(r, fresh, old) || old != body.getArgument(i))) return;
    if (fresh == hNew && !h) {
      h = i;
    } else if (!c) {
      c = i;
      cNew = fresh;
    } else {
      return;
    }
  }
  if (!h) return;
  rnn.h = *h;
  if (maskGet) {
    if (!rnn.carried) {
      auto fillArg = m.invariantArg(fill);
      if (!fillArg) return;
      rnn.fill = *fillArg;
    } else {
      rnn.fill = *rnn.carried;
    }
  } else {
    // h' is used by the list and the return only.
    for (OpOperand &use : hNew.getUses())
      if (use.getOwner() != set && use.getOwner() != body.getTerminator()) return;
  }
  if (c) {
    rnn.c = *c;
    if (!allowed("tf._KerasLSTM") || !matchLSTMCell(m, rnn, hNew, cNew)) return;
  } else {
    // A GRU, else a SimpleRNN (what a failed GRU match took is given back).
    auto saved = m.matched_;
    if (!allowed("tf._KerasGRU") || !matchGRUCell(m, rnn, hNew)) {
      m.matched_ = saved;
      if (!allowed("tf._KerasSimpleRNN") || !matchSimpleRNNCell(m, rnn, hNew)) return;
    }
  }
  if (!m.covered()) return;

  // Outside: x is the tensor the input list was made from.
  Operation *fromTensor = def(op.getInput()[rnn.xList], "tf.TensorListFromTensor");
  Operation *reserve = def(op.getInput()[rnn.outList], "tf.TensorListReserve");
  if (!fromTensor || !reserve || fromTensor->getNumOperands() != 2 ||
      reserve->getNumOperands() != 2)
    return;
  Value x = fromTensor->getOperand(0);
  Operation *maskFromTensor = nullptr;
  SmallVector<Value, 2> masking;
  if (rnn.maskList) {
    maskFromTensor = def(op.getInput()[*rnn.maskList], "tf.TensorListFromTensor");
    if (!maskFromTensor || maskFromTensor->getNumOperands() != 2) return;
    masking = {maskFromTensor->getOperand(0), op.getInput()[rnn.fill]};
    auto maskType = cast<TensorType>(masking[0].getType());
    auto fillShape = shapeOf(masking[1]);
    if (!maskType.getElementType().isInteger(1) || !fillShape || fillShape->size() != 2) return;
  }
  auto xShape = shapeOf(x), hShape = shapeOf(op.getInput()[rnn.h]);
  if (!xShape || xShape->size() != 3 || !hShape || hShape->size() != 2) return;
  // Counters' final values (and a masked layer's carried output) are not
  // computed by the fused op.
  for (unsigned i : llvm::concat<unsigned>(rnn.counters, rnn.dropped))
    if (!op.getResult(i).use_empty()) return;

  // Every result keeps its type (a loop may type its results less precisely
  // than its operands: then its users expect that type; left alone).
  auto elementType = cast<TensorType>(x.getType()).getElementType();
  if (!isa<FloatType>(elementType)) return;
  auto stateType = RankedTensorType::get(*hShape, elementType);
  for (unsigned i = 0; i < n; ++i) {
    Type want = op.getResult(i).getType();
    if ((i == rnn.h || (c && i == rnn.c)) ? want != stateType
        : (m.passthrough(i) && want != op.getInput()[i].getType()))
      return;
  }

  OpBuilder builder(op);
  std::optional<Value> steps = stepBound(op, m, rnn, builder);
  if (!steps) return;
  Location loc = op.getLoc();
  Value bias = rnn.bias ? op.getInput()[*rnn.bias] : Value();
  if (!bias) {  // use_bias=False: zeros, [G*U] (LSTM, SimpleRNN) or [2, G*U] (GRU)
    auto wShape = shapeOf(op.getInput()[rnn.recurrent]);
    if (!wShape || wShape->size() != 2 || ShapedType::isDynamic((*wShape)[1])) return;
    SmallVector<int64_t> shape{(*wShape)[1]};
    if (rnn.gru) shape.insert(shape.begin(), 2);
    auto type = RankedTensorType::get(shape, elementType);
    bias = TF::ConstOp::create(builder, loc, type,
                               fromDoubles(type, SmallVector<double>(type.getNumElements(), 0.0)));
  }
  auto outType = RankedTensorType::get(
      {rnn.sequences ? (*xShape)[0] : 1, (*hShape)[0], (*hShape)[1]}, elementType);
  Value outputs, hLast, cLast;
  if (!rnn.activation.empty()) {
    auto fused = TF::KerasSimpleRNNOp::create(
        builder, loc, TypeRange{outType, stateType}, x, op.getInput()[rnn.h],
        op.getInput()[rnn.kernel], op.getInput()[rnn.recurrent], bias, *steps, masking,
        builder.getStringAttr(rnn.activation), builder.getBoolAttr(rnn.sequences),
        rnn.carried ? builder.getBoolAttr(true) : BoolAttr());
    outputs = fused.getOutputs();
    hLast = fused.getH();
  } else if (rnn.gru) {
    auto fused = TF::KerasGRUOp::create(
        builder, loc, TypeRange{outType, stateType}, x, op.getInput()[rnn.h],
        op.getInput()[rnn.kernel], op.getInput()[rnn.recurrent], bias, *steps, masking,
        builder.getBoolAttr(rnn.sequences), rnn.carried ? builder.getBoolAttr(true) : BoolAttr());
    outputs = fused.getOutputs();
    hLast = fused.getH();
  } else {
    auto fused = TF::KerasLSTMOp::create(
        builder, loc, TypeRange{outType, stateType, stateType}, x, op.getInput()[rnn.h],
        op.getInput()[rnn.c], op.getInput()[rnn.kernel], op.getInput()[rnn.recurrent], bias,
        *steps, masking, builder.getBoolAttr(rnn.sequences),
        rnn.carried ? builder.getBoolAttr(true) : BoolAttr());
    outputs = fused.getOutputs();
    hLast = fused.getH();
    cLast = fused.getC();
  }
  OperationState list(loc, "tf.TensorListFromTensor");
  list.addOperands({outputs, reserve->getOperand(0)});
  list.addTypes(op.getResult(rnn.outList).getType());
  Operation *newList = builder.create(list);

  for (unsigned i = 0; i < n; ++i) {
    Value result = op.getResult(i);
    if (i == rnn.outList) result.replaceAllUsesWith(newList->getResult(0));
    else if (i == rnn.h) result.replaceAllUsesWith(hLast);
    else if (cLast && i == rnn.c) result.replaceAllUsesWith(cLast);
    else if (m.passthrough(i)) result.replaceAllUsesWith(op.getInput()[i]);
  }
  op.erase();
  // The lists the loop read and wrote, now unused (TensorList ops are not
  // registered, so canonicalization cannot tell they are dead).
  for (Operation *list : {fromTensor, reserve, maskFromTensor})
    if (list && list->use_empty()) list->erase();
}

struct TFFuseKerasRNNPass : impl::TFFuseKerasRNNBase<TFFuseKerasRNNPass> {
  using TFFuseKerasRNNBase::TFFuseKerasRNNBase;
  void runOnOperation() override {
    llvm::StringSet<> allowed;
    for (const std::string &name : ops) allowed.insert(name);
    FuseKerasRNN(getOperation(), allowed).run();
  }
};

}  // namespace

}  // namespace tfrt::passes
