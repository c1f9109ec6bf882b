//===- HLSLTargetInfo.h - Clang's DirectX target, groupshared-aware -*- C++
//-*-===//
//
// Clang 22 treats the default address space and `groupshared` as unrelated,
// so a struct cannot live in groupshared memory at all: declaring
// `groupshared S g;` needs S's implicit default constructor, whose object
// is in the default address space ("no matching constructor"), and
// `g = s;` or `S s = g;` need its implicit copy operations likewise. DXC
// accepts all of them. Clang 23 fixes this in Sema by making the default
// address space a superset of groupshared (llvm-project PR 182094); with
// Clang 22 the same rule comes from the target, which Sema also asks
// (TargetInfo::isAddressSpaceSupersetOf). createHLSLTarget gives the
// compiler instance Clang's own DirectX target behind a wrapper that adds
// that one rule. The IR Clang then emits reaches groupshared memory through
// `addrspacecast`s to the default address space, which the lowering folds
// away (Lowering/DXILMemCopies.h).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_HLSLTARGETINFO_H
#define DXILD_CORE_FRONTEND_HLSLTARGETINFO_H

namespace clang {
class CompilerInstance;
} // namespace clang

namespace dxild {

/// CompilerInstance::createTarget, then the wrapper. False if Clang cannot
/// create the target.
bool createHLSLTarget(clang::CompilerInstance &CI);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_HLSLTARGETINFO_H
