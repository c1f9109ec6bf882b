//===- WideIntegerParts.h - Integers assembled from narrower ones -*- C++ -*-=//
//
// SROA and InstCombine copy small aggregates as one wide integer built
// little-endian from its parts: `or (shl (zext i32 %b), 32), (zext i32 %a)`.
// The binding stage follows handles copied that way (LocalResources.h) and
// the memory flattening splits such accesses per element
// (DXILFlattenMemory.h); both read the parts here.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_SUPPORT_WIDEINTEGERPARTS_H
#define DXILD_CORE_SUPPORT_WIDEINTEGERPARTS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"

namespace dxild {

/// One leaf of the `or`/`shl` tree of a wide integer: the value a `zext`
/// widened (null when the leaf is anything else) and its bit position.
struct WideIntegerPart {
  llvm::Value *Narrow;
  uint64_t Shift;
};

/// The leaves of \p V's tree of `or` and `shl` by a constant.
inline llvm::SmallVector<WideIntegerPart, 4> wideIntegerParts(llvm::Value *V) {
  llvm::SmallVector<WideIntegerPart, 4> Parts;
  llvm::SmallVector<std::pair<llvm::Value *, uint64_t>, 8> Work{{V, 0}};
  while (!Work.empty()) {
    auto [X, Shift] = Work.pop_back_val();
    auto *BO = llvm::dyn_cast<llvm::BinaryOperator>(X);
    if (BO && BO->getOpcode() == llvm::Instruction::Or) {
      Work.push_back({BO->getOperand(1), Shift});
      Work.push_back({BO->getOperand(0), Shift});
      continue;
    }
    if (BO && BO->getOpcode() == llvm::Instruction::Shl)
      if (auto *C = llvm::dyn_cast<llvm::ConstantInt>(BO->getOperand(1))) {
        Work.push_back({BO->getOperand(0), Shift + C->getZExtValue()});
        continue;
      }
    auto *Z = llvm::dyn_cast<llvm::ZExtInst>(X);
    Parts.push_back({Z ? Z->getOperand(0) : nullptr, Shift});
  }
  return Parts;
}

} // namespace dxild

#endif // DXILD_CORE_SUPPORT_WIDEINTEGERPARTS_H
