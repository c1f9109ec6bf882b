//===- DXILFoldAddrSpaceCasts.h - Memory accessed in its own space -*- C++
//-*-===//
//
// Clang reaches groupshared memory through the default address space when
// it calls a member function or an implicit copy operation of a struct that
// lives there (`this` is a default-address-space pointer; see
// Frontend/HLSLTargetInfo.h): `addrspacecast ptr addrspace(3) @g to ptr`,
// as an instruction or a constant expression, then GEPs, loads and stores.
// DXIL has no generic address space, so this pass rebuilds every GEP chain
// on such a cast in the original address space and points the loads,
// stores and atomics at it. A phi or select of such casts of one address
// space (GVN's PRE merging the casts an if and an else made of `g[i]`)
// becomes the cast of a phi or select of their sources first. A cast whose
// value escapes otherwise (a call that was not inlined, a phi that also
// merges other pointers) is left, and dxil-flatten-memory reports it.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILFOLDADDRSPACECASTS_H
#define DXILD_CORE_LOWERING_DXILFOLDADDRSPACECASTS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILFoldAddrSpaceCastsPass
    : public llvm::PassInfoMixin<DXILFoldAddrSpaceCastsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILFOLDADDRSPACECASTS_H
