//===- LowerResourceMethods.h - __dxild_res_* calls -------------*- C++ -*-===//
//
// Rewrites the prelude's texture and sampler method externals
// (__dxild_res_*) into the pseudo-intrinsics of Support/ResourceMethods.h.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_LOWERRESOURCEMETHODS_H
#define DXILD_CORE_INTRINSICS_LOWERRESOURCEMETHODS_H

#include "llvm/ADT/StringRef.h"

namespace llvm {
class CallInst;
} // namespace llvm

namespace dxild {

struct IntrinsicsContext;

/// Rewrites \p CB, a call of the __dxild_res_<Op> external. Reports to
/// \p Ctx and returns false when a resource operand cannot be traced to its
/// handle.
bool lowerResourceMethod(llvm::StringRef Op, llvm::CallInst &CB,
                         IntrinsicsContext &Ctx);

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_LOWERRESOURCEMETHODS_H
