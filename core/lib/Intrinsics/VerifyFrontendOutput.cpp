//===- VerifyFrontendOutput.cpp - Clang 22's invalid IR as an error -------===//

#include "Intrinsics/VerifyFrontendOutput.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dxild {

unsigned verifyFrontendOutput(Module &M) {
  unsigned Broken = 0;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    std::string Message;
    raw_string_ostream OS(Message);
    if (!verifyFunction(F, &OS))
      continue;
    ++Broken;
    // The verifier's first complaint and the instruction it names.
    SmallVector<StringRef, 3> Lines;
    StringRef(Message).trim().split(Lines, '\n', /*MaxSplit=*/2,
                                    /*KeepEmpty=*/false);
    std::string Complaint = Lines.empty() ? "" : Lines[0].trim().str();
    if (Lines.size() > 1)
      Complaint += ": " + Lines[1].trim().substr(0, 160).str();
    M.getContext().diagnose(DiagnosticInfoGeneric(
        "Clang 22 generated invalid IR for function '" + demangle(F.getName()) +
            "' (" + Complaint + "); this construct is not supported yet",
        DS_Error));
    F.deleteBody();
  }
  return Broken;
}

PreservedAnalyses DXILDVerifyFrontendOutputPass::run(Module &M,
                                                     ModuleAnalysisManager &) {
  return verifyFrontendOutput(M) ? PreservedAnalyses::none()
                                 : PreservedAnalyses::all();
}

} // namespace dxild
