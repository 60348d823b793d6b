#include "passes/ExclusiveFunctions.h"

#include "dialects/tf/TFDialect.h"
#include "mlir/Interfaces/CallInterfaces.h"

namespace tfrt::passes {

using namespace mlir;

func::FuncOp exclusiveFor(Operation *user, func::FuncOp fn, ModuleOp module,
                          SymbolTable &symbols) {
  auto uses = SymbolTable::getSymbolUses(fn, module);
  if (fn.isPrivate() && uses &&
      llvm::all_of(*uses, [&](const SymbolTable::SymbolUse &use) {
        return use.getUser() == user;
      }))
    return fn;
  auto clone = fn.clone();
  clone.setPrivate();
  symbols.insert(clone, std::next(Block::iterator(fn)));  // a unique name
  auto ref = FlatSymbolRefAttr::get(clone.getSymNameAttr());
  if (auto ifOp = dyn_cast<TF::IfOp>(user)) {
    if (ifOp.getThenBranch() == fn.getName()) ifOp.setThenBranchAttr(ref);
    if (ifOp.getElseBranch() == fn.getName()) ifOp.setElseBranchAttr(ref);
  } else if (auto loop = dyn_cast<TF::WhileOp>(user)) {
    if (loop.getBody() == fn.getName()) loop.setBodyAttr(ref);
    if (loop.getCond() == fn.getName()) loop.setCondAttr(ref);
  } else {
    cast<CallOpInterface>(user).setCalleeFromCallable(ref);
  }
  return clone;
}

}  // namespace tfrt::passes
