//===- IntrinsicsStage.h - The Intrinsics stage of the pipeline -*- C++ -*-===//
//
// dxild's prelude implements the HLSL intrinsics Clang 22 has no builtin for
// as calls to external __dxild_* functions. This stage has two halves:
//
//  - registerIntrinsicsFrontendPasses() hooks DXILDForwardAtomicDestPass in
//    at the start of Clang's optimization pipeline (the frontend installs it
//    through CodeGenOptions::PassBuilderCallbacks), so atomics get the real
//    address of their destination rather than an inout temporary;
//  - runIntrinsicsStage() runs after Clang's pipeline and rewrites the calls
//    (DXILDLowerIntrinsicsPass).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_INTRINSICSSTAGE_H
#define DXILD_CORE_INTRINSICS_INTRINSICSSTAGE_H

#include "dxild/core/CompileRequest.h"

#include <vector>

namespace llvm {
class Module;
class PassBuilder;
} // namespace llvm

namespace dxild {

/// Adds the Intrinsics stage's pipeline-start pass to \p PB.
void registerIntrinsicsFrontendPasses(llvm::PassBuilder &PB);

/// Adds DXILDWidenNarrowIntegersPass at the end of the optimization pipeline
/// (WidenNarrowIntegers.h); with \p Native16 (-enable-16bit-types) it keeps
/// i16.
void registerNarrowIntegerWidening(llvm::PassBuilder &PB, bool Native16);

/// Rewrites the __dxild_* calls of \p M. Appends to \p Diags; returns false
/// if any error was reported (then \p M must not be used further).
bool runIntrinsicsStage(llvm::Module &M, std::vector<Diagnostic> &Diags);

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_INTRINSICSSTAGE_H
