//===- ResourceCleanup.cpp - Make resource use explicit before binding ----===//

#include "Binding/ResourceCleanup.h"

#include "Binding/FinalizeLinkage.h"
#include "Binding/HandlePhis.h"
#include "Binding/LocalResources.h"
#include "Binding/PruneUnusedCBuffers.h"

#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Transforms/IPO/GlobalOpt.h"
#include "llvm/Transforms/Scalar/DCE.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"

using namespace llvm;

namespace dxild {

static FunctionPassManager promotionPasses() {
  FunctionPassManager FPM;
  // A resource method whose result is unused (`t.Sample(s, uv)` feeding
  // nothing) leaves the handle's stack copy read by nothing; Clang copies a
  // sampler through an integer of its size, which SROA cannot promote while
  // the dead read of the handle type remains. Deleting dead code first
  // lets SROA drop the slot and GlobalOpt the resource global.
  FPM.addPass(DCEPass());
  FPM.addPass(SROAPass(SROAOptions::ModifyCFG));
  // Forwards handle stores to the loads of the same resource global, which
  // SROA cannot do across globals.
  FPM.addPass(EarlyCSEPass(/*UseMemorySSA=*/true));
  // Promoting a resource variable assigned on two paths yields a phi of
  // handles, which is invalid IR (handle types cannot be phi'd); SimplifyCFG
  // turns such two-entry phis into selects, as Clang's -O3 pipeline does.
  FPM.addPass(SimplifyCFGPass());
  return FPM;
}

namespace {

/// The second LocalResources run, followed by another round of promotion
/// only when it rewrote something: a module the first round left clean
/// stays as it was.
struct LateLocalResources : PassInfoMixin<LateLocalResources> {
  explicit LateLocalResources(BindingContext &Ctx) : Ctx(Ctx) {}
  BindingContext &Ctx;
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &AM) {
    PreservedAnalyses PA =
        DXILLocalResourcesPass(Ctx, /*AfterPromotion=*/true).run(M, AM);
    if (PA.areAllPreserved())
      return PA;
    AM.invalidate(M, PA);
    ModulePassManager Promote;
    Promote.addPass(createModuleToFunctionPassAdaptor(promotionPasses()));
    Promote.run(M, AM);
    return PreservedAnalyses::none();
  }
  static bool isRequired() { return true; }
};

} // namespace

void addResourceCleanupPasses(ModulePassManager &MPM, BindingContext &Ctx) {
  MPM.addPass(DXILFinalizeLinkagePass());
  MPM.addPass(DXILLocalResourcesPass(Ctx));
  MPM.addPass(createModuleToFunctionPassAdaptor(promotionPasses()));
  // Resource globals that are now only stored to disappear here, together
  // with the stores. GlobalOpt turns globals only the entry point touches
  // into allocas, hence a second round of promotion.
  MPM.addPass(GlobalOptPass());
  MPM.addPass(createModuleToFunctionPassAdaptor(promotionPasses()));
  // Handles still in memory: a struct with resources and data that a
  // dynamic index keeps SROA from splitting (LocalResources.h).
  MPM.addPass(LateLocalResources(Ctx));
  // Handles the promotion merged in loops (phis) and selects SimplifyCFG
  // made: phis and selects of the element index.
  MPM.addPass(DXILHandlePhisPass(Ctx));
  MPM.addPass(DXILPruneUnusedCBuffersPass());
  MPM.addPass(GlobalDCEPass());
  MPM.addPass(createModuleToFunctionPassAdaptor(DCEPass()));
}

} // namespace dxild
