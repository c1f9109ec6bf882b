//===- ResourceKeywords.h - Reading dxild.resource.keywords -----*- C++ -*-===//
//
// The frontend records DXC's `globallycoherent`, `unorm` and `snorm` of each
// global resource as `dxild.resource.keywords = !{!{!"name", i1 coherent,
// i8 norm}}` (Frontend/ResourceKeywords.h); the binding table and the handle
// lowering read them back here. libLLVM's resource analysis derives a
// typed resource's component type from its element type alone, so the norm
// keywords are applied on top of it.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_SUPPORT_RESOURCEKEYWORDS_H
#define DXILD_CORE_SUPPORT_RESOURCEKEYWORDS_H

#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/DXILABI.h"

#include <cstdint>

namespace dxild {

struct ResourceKeywords {
  bool GloballyCoherent = false;
  /// 1: unorm, 2: snorm, 0: neither (SourceCompat.h's NormBit).
  uint8_t Norm = 0;
};

inline llvm::StringMap<ResourceKeywords>
readResourceKeywords(const llvm::Module &M) {
  llvm::StringMap<ResourceKeywords> Out;
  const llvm::NamedMDNode *NMD = M.getNamedMetadata("dxild.resource.keywords");
  if (!NMD)
    return Out;
  for (const llvm::MDNode *N : NMD->operands()) {
    if (N->getNumOperands() != 3)
      continue;
    auto *Name = llvm::dyn_cast<llvm::MDString>(N->getOperand(0));
    auto *GC = llvm::mdconst::dyn_extract<llvm::ConstantInt>(N->getOperand(1));
    auto *Norm =
        llvm::mdconst::dyn_extract<llvm::ConstantInt>(N->getOperand(2));
    if (!Name || !GC || !Norm)
      continue;
    Out[Name->getString()] = {GC->isOne(), uint8_t(Norm->getZExtValue())};
  }
  return Out;
}

/// \p T with the norm keyword applied (F32 -> UNormF32/SNormF32, likewise
/// F16 and F64); other types unchanged.
inline llvm::dxil::ElementType withNorm(llvm::dxil::ElementType T,
                                        uint8_t Norm) {
  using ET = llvm::dxil::ElementType;
  if (Norm != 1 && Norm != 2)
    return T;
  const bool U = Norm == 1;
  switch (T) {
  case ET::F16:
    return U ? ET::UNormF16 : ET::SNormF16;
  case ET::F32:
    return U ? ET::UNormF32 : ET::SNormF32;
  case ET::F64:
    return U ? ET::UNormF64 : ET::SNormF64;
  default:
    return T;
  }
}

} // namespace dxild

#endif // DXILD_CORE_SUPPORT_RESOURCEKEYWORDS_H
