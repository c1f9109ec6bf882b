//===- CBufferSize.h - DXC's size of a constant buffer -----------*- C++
//-*-===//
//
// Clang 22's layout type of a cbuffer (`target("dx.CBuffer", %layout)`)
// gives Clang's size, which is not DXC's when the buffer holds matrices
// (Frontend/CBufferLayout.h). The frontend records DXC's size of every
// buffer by name in `!dxild.cbsize = !{!{!"<name>", i32 <size>}, ...}`;
// the binding table and the resource metadata read it from here. Handle
// lowering drops the metadata once the resources are lowered.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_CBUFFERSIZE_H
#define DXILD_CORE_LOWERING_CBUFFERSIZE_H

#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

#include <algorithm>
#include <optional>

namespace dxild {

/// DXC's size of the cbuffer named \p Name, or \p ClangSize when the module
/// does not record one (IR that did not come from dxild's frontend).
/// Two buffers may share a name (CloudySky's Clouds.fx and the Common.fxh
/// it includes both declare `cbuffer cbPostProcessingAttribs`, holding
/// different structs): the name cannot tell which one a handle is, so the
/// largest size is taken, which every read of either fits (the validator
/// refuses a read past the size).
inline uint32_t dxcCBufferSize(const llvm::Module &M, llvm::StringRef Name,
                               uint32_t ClangSize) {
  const llvm::NamedMDNode *Sizes = M.getNamedMetadata("dxild.cbsize");
  if (!Sizes)
    return ClangSize;
  std::optional<uint32_t> Size;
  for (const llvm::MDNode *N : Sizes->operands())
    if (N->getNumOperands() == 2)
      if (auto *S = llvm::dyn_cast<llvm::MDString>(N->getOperand(0));
          S && S->getString() == Name) {
        uint32_t This = llvm::mdconst::extract<llvm::ConstantInt>(
                            N->getOperand(1))
                            ->getZExtValue();
        Size = Size ? std::max(*Size, This) : This;
      }
  return Size ? *Size : ClangSize;
}

/// The arrays of ConstantBuffer<T> the frontend lists in
/// `!dxild.cbarray = !{!{!"<name>", i32 <views, -1 when unbounded>}, ...}`
/// (Frontend/CBufferLayout.h): buffer name -> number of views. Their
/// `!dxild.cbsize` is one view's size.
inline llvm::StringMap<int32_t> cbufferViewArrays(const llvm::Module &M) {
  llvm::StringMap<int32_t> Arrays;
  if (const llvm::NamedMDNode *MD = M.getNamedMetadata("dxild.cbarray"))
    for (const llvm::MDNode *N : MD->operands())
      if (N->getNumOperands() == 2)
        if (auto *Name = llvm::dyn_cast<llvm::MDString>(N->getOperand(0)))
          if (auto *Range = llvm::mdconst::dyn_extract<llvm::ConstantInt>(
                  N->getOperand(1)))
            Arrays[Name->getString()] = int32_t(Range->getSExtValue());
  return Arrays;
}

} // namespace dxild

#endif // DXILD_CORE_LOWERING_CBUFFERSIZE_H
