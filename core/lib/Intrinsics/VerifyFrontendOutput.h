//===- VerifyFrontendOutput.h - Clang 22's invalid IR as an error -*- C++
//-*-===//
//
// Clang 22's HLSL code generation still emits invalid IR for some inputs
// dxild's frontend repairs do not cover yet (a conversion of a bool vector
// into a storage-only half vector, `sext <3 x i1> to <3 x float>`). LLVM's
// VerifierPass aborts the process on such a module: the worker dies and the
// request ends as "internal compiler error" with no place in the source.
//
// This pass, where the verifier ran first in Clang's pipeline, checks each
// function instead: a broken one is reported as an error naming it (its
// source name, and the first complaint of the verifier), and its body is
// dropped so that the module stays valid for the rest of the pipeline;
// Clang's backend diagnostic handler turns the error into a failed compile.
// A module-level problem (globals, metadata) still goes to VerifierPass.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_VERIFYFRONTENDOUTPUT_H
#define DXILD_CORE_INTRINSICS_VERIFYFRONTENDOUTPUT_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDVerifyFrontendOutputPass
    : public llvm::PassInfoMixin<DXILDVerifyFrontendOutputPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Returns how many functions were broken (and reported).
unsigned verifyFrontendOutput(llvm::Module &M);

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_VERIFYFRONTENDOUTPUT_H
