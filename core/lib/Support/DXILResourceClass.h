//===- DXILResourceClass.h - libLLVM's resource class, ours -----*- C++ -*-===//
//
// The one mapping from llvm::dxil::ResourceClass to the plain
// dxild::ResourceClass that binding tables and lowering results carry.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_SUPPORT_DXILRESOURCECLASS_H
#define DXILD_CORE_SUPPORT_DXILRESOURCECLASS_H

#include "dxild/core/CompileRequest.h"

#include "llvm/Support/DXILABI.h"

namespace dxild {

inline ResourceClass fromDXILResourceClass(llvm::dxil::ResourceClass RC) {
  switch (RC) {
  case llvm::dxil::ResourceClass::SRV:
    return ResourceClass::SRV;
  case llvm::dxil::ResourceClass::UAV:
    return ResourceClass::UAV;
  case llvm::dxil::ResourceClass::CBuffer:
    return ResourceClass::CBV;
  case llvm::dxil::ResourceClass::Sampler:
    return ResourceClass::Sampler;
  }
  return ResourceClass::SRV;
}

} // namespace dxild

#endif // DXILD_CORE_SUPPORT_DXILRESOURCECLASS_H
