//===- ResourceCalls.h - Group handle-creation calls by resource -*- C++
//-*-===//
//
// Clang emits one llvm.dx.resource.handlefrombinding or
// handlefromimplicitbinding call per access site (after inlining, possibly
// many per resource, e.g. one per array element index). Binding decisions are
// made per *resource*, so every pass first groups the calls: implicit ones by
// their order_id (Clang gives each declaration a unique one, in declaration
// order), explicit ones by their class, binding and name.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_RESOURCECALLS_H
#define DXILD_CORE_BINDING_RESOURCECALLS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/DXILABI.h"

#include <cstdint>

namespace llvm {
class CallBase;
class CallInst;
class DXILResourceTypeMap;
class Module;
class TargetExtType;
} // namespace llvm

namespace dxild {

/// All handle-creation calls of one resource declaration.
struct ResourceGroup {
  llvm::StringRef Name;
  llvm::dxil::ResourceClass RC = llvm::dxil::ResourceClass::SRV;
  llvm::TargetExtType *HandleTy = nullptr;
  bool Implicit = false;
  /// Clang's declaration order; only meaningful for implicit bindings.
  uint32_t OrderID = 0;
  uint32_t Space = 0;
  /// First register; only meaningful for explicit bindings.
  uint32_t LowerBound = 0;
  /// Number of registers, or -1 for an unbounded array.
  int32_t Range = 1;
  llvm::SmallVector<llvm::CallInst *, 2> Calls;

  bool isUnbounded() const { return Range < 0; }
  /// Last register of a range starting at \p LB (~0u when unbounded).
  uint32_t upperBound(uint32_t LB) const {
    if (isUnbounded())
      return ~0u;
    uint64_t UB = uint64_t(LB) + uint64_t(Range) - 1;
    return UB > ~0u ? ~0u : uint32_t(UB);
  }
};

struct ResourceCallSet {
  /// Explicitly bound resources, in first-seen order.
  llvm::SmallVector<ResourceGroup, 8> Explicit;
  /// Implicitly bound resources, sorted by order_id.
  llvm::SmallVector<ResourceGroup, 8> Implicit;
  /// Calls whose binding operands are not constants. Clang always emits
  /// constants once SROA has run; anything else cannot be bound.
  llvm::SmallVector<llvm::CallInst *, 1> NonConstant;
};

ResourceCallSet collectResourceCalls(llvm::Module &M,
                                     llvm::DXILResourceTypeMap &DRTM);

/// The name operand (the last argument, a C-string global) of a handle
/// creation call; empty when it is not one.
llvm::StringRef resourceName(const llvm::CallBase &CB);

/// The register letter of a class: t, u, b or s.
char registerLetter(llvm::dxil::ResourceClass RC);

} // namespace dxild

#endif // DXILD_CORE_BINDING_RESOURCECALLS_H
