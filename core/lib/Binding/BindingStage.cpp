//===- BindingStage.cpp - The binding stage of the pipeline ---------------===//

#include "Binding/BindingStage.h"

#include "Binding/BindingContext.h"
#include "Binding/BindingTable.h"
#include "Binding/BindingValidation.h"
#include "Binding/CBufferArrays.h"
#include "Binding/HandlePhis.h"
#include "Binding/ImplicitBinding.h"
#include "Binding/ResourceCleanup.h"
#include "Binding/RetypeResources.h"
#include "Binding/TBuffers.h"
#include "Support/AnalysisManagers.h"

#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dxild {

bool resolveHandlePhis(Module &M, const std::vector<ResourceDecl> &Decls,
                       std::vector<Diagnostic> &Diags) {
  BindingContext Ctx(BindingOptions(), Decls);
  PassBuilder PB;
  AnalysisManagers AM(PB);
  ModulePassManager MPM;
  MPM.addPass(DXILHandlePhisPass(Ctx, /*OnlyPhis=*/true));
  MPM.run(M, AM.MAM);
  bool Ok = !Ctx.hasErrors();
  for (Diagnostic &D : Ctx.Diags)
    Diags.push_back(std::move(D));
  return Ok;
}

bool runBindingStage(Module &M, const BindingOptions &Hints,
                     const std::vector<ResourceDecl> &Decls,
                     std::vector<Diagnostic> &Diags,
                     std::vector<ResourceBinding> &Table) {
  BindingContext Ctx(Hints, Decls);

  // A private pass manager stack: the stage must not depend on, or leak
  // state into, whatever pipeline ran before it.
  PassBuilder PB;
  AnalysisManagers AM(PB);
  ModuleAnalysisManager &MAM = AM.MAM;

  ModulePassManager Prepare;
  addResourceCleanupPasses(Prepare, Ctx);
  Prepare.addPass(DXILRetypeResourcesPass(Ctx));
  Prepare.addPass(DXILCBufferArraysPass());
  Prepare.addPass(DXILTBuffersPass(Ctx));
  Prepare.run(M, MAM);
  // Binding judges resources by their types: only with every texture and
  // sampler retyped.
  if (!Ctx.hasErrors()) {
    ModulePassManager MPM;
    MPM.addPass(DXILBindingValidationPass(Ctx));
    MPM.addPass(DXILImplicitBindingPass(Ctx));
    MPM.run(M, MAM);
  }

  bool Ok = !Ctx.hasErrors();
  if (Ok) {
    std::string Message;
    raw_string_ostream OS(Message);
    if (verifyModule(M, &OS)) {
      Diagnostic D;
      D.Message = "binding stage produced invalid IR: " + OS.str();
      D.Code = "dxild.internal.verifier";
      Ctx.Diags.push_back(std::move(D));
      Ok = false;
    } else {
      Table = buildBindingTable(M, MAM, Ctx);
    }
  }
  for (Diagnostic &D : Ctx.Diags)
    Diags.push_back(std::move(D));
  return Ok;
}

} // namespace dxild
