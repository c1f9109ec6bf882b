//===- IntrinsicsStage.cpp - The Intrinsics stage of the pipeline ---------===//

#include "Intrinsics/IntrinsicsStage.h"
#include "Intrinsics/BoundUnrollCount.h"
#include "Intrinsics/CanonicalPhiOrder.h"
#include "Intrinsics/CountFloatLoops.h"
#include "Intrinsics/ElementwiseMatrixMul.h"
#include "Intrinsics/ForwardAtomicDest.h"
#include "Intrinsics/InternalizeHelpers.h"
#include "Intrinsics/LowerDxildIntrinsics.h"
#include "Intrinsics/NarrowElementStore.h"
#include "Intrinsics/RepairBoolMatrix.h"
#include "Intrinsics/RepairCBufferFieldIndex.h"
#include "Intrinsics/RepairStructStatusLoad.h"
#include "Intrinsics/SplitRawStructCopy.h"
#include "Intrinsics/StripKeywordAnnotations.h"
#include "Intrinsics/VerifyFrontendOutput.h"
#include "Intrinsics/WidenNarrowIntegers.h"

#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/OptimizationLevel.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"

#include <mutex>

using namespace llvm;

namespace dxild {

/// LLVM's IndVarSimplify replaces the values a loop leaves with closed
/// forms it deems cheap: the sum of a counter (`for (k < n) r += k`) becomes
/// `n * (n - 1) / 2` computed in i33, a width DXIL does not have (DXC's
/// validator: "Int type 'i33' has an invalid width"). DXC keeps the loop;
/// so does dxild. The option is LLVM's own, set once per process.
static void keepLoopExitValues() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    const auto &Opts = cl::getRegisteredOptions();
    if (cl::Option *O = Opts.lookup("replexitval"))
      O->addOccurrence(0, "replexitval", "never");
  });
}

void registerIntrinsicsFrontendPasses(PassBuilder &PB) {
  keepLoopExitValues();
  // Pipeline start runs before inlining and SROA at every optimization
  // level, while the inout copies are still in Clang's literal form.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        // Clang's own verifier is off (the frontend clears VerifyModule):
        // Clang 22's bool-matrix IR is repaired first, then verified here,
        // before any optimization sees it.
        MPM.addPass(DXILDRepairBoolMatrixPass());
        // `globallycoherent`'s annotate() residue (the frontend has read it).
        MPM.addPass(DXILDStripKeywordAnnotationsPass());
        // Clang 22's cbuffer struct member indices, before anything folds
        // them into byte offsets.
        MPM.addPass(DXILDRepairCBufferFieldIndexPass());
        // A function Clang 22 still generates wrongly is an error naming
        // it, not an abort of the worker (VerifyFrontendOutput.h).
        MPM.addPass(DXILDVerifyFrontendOutputPass());
        MPM.addPass(VerifierPass());
        // Only what the entry reaches is optimized (InternalizeHelpers.h).
        MPM.addPass(DXILDInternalizeHelpersPass());
        MPM.addPass(GlobalDCEPass());
        MPM.addPass(DXILDElementwiseMatrixMulPass());
        // Element writes to shared memory store only the element.
        MPM.addPass(
            createModuleToFunctionPassAdaptor(DXILDNarrowElementStorePass()));
        MPM.addPass(DXILDForwardAtomicDestPass());
        // Structured Load(i, status) of a struct, before it is inlined.
        MPM.addPass(DXILDRepairStructStatusLoadPass());
        // Byte-address Load<S>/Store<S>, while the struct type is known.
        MPM.addPass(DXILDSplitRawStructCopyPass());
      });
  // Phi operands in an order that depends only on the code, after the loop
  // optimizations that may leave them in another (CanonicalPhiOrder.h).
  PB.registerScalarOptimizerLateEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel) {
        FPM.addPass(DXILDCanonicalPhiOrderPass());
      });
  // [unroll] loops counted with a float, and [unroll(N)]'s bound of N
  // iterations, before LoopFullUnroll.
  PB.registerLateLoopOptimizationsEPCallback(
      [](LoopPassManager &LPM, OptimizationLevel) {
        LPM.addPass(DXILDCountFloatLoopsPass());
        LPM.addPass(DXILDBoundUnrollCountPass());
      });
}

void registerNarrowIntegerWidening(PassBuilder &PB, bool Native16) {
  PB.registerOptimizerLastEPCallback([Native16](ModulePassManager &MPM,
                                                OptimizationLevel,
                                                ThinOrFullLTOPhase) {
    MPM.addPass(createModuleToFunctionPassAdaptor(
        DXILDWidenNarrowIntegersPass(Native16)));
    // Last: the module's phis in a deterministic order
    // (CanonicalPhiOrder.h).
    MPM.addPass(
        createModuleToFunctionPassAdaptor(DXILDCanonicalPhiOrderPass()));
  });
}

bool runIntrinsicsStage(Module &M, std::vector<Diagnostic> &Diags) {
  IntrinsicsContext Ctx;
  lowerDxildIntrinsics(M, Ctx);
  const bool Ok = !Ctx.hasErrors();
  for (Diagnostic &D : Ctx.Diags)
    Diags.push_back(std::move(D));
  return Ok;
}

} // namespace dxild
