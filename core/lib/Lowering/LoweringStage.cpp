//===- LoweringStage.cpp - The DXIL lowering stage of the pipeline --------===//

#include "Lowering/LoweringStage.h"
#include "Lowering/DXILAggregateValues.h"
#include "Lowering/DXILBoolBitcast.h"
#include "Lowering/DXILCBufferAccess.h"
#include "Lowering/DXILCBufferRows.h"
#include "Lowering/DXILDeadLocals.h"
#include "Lowering/DXILEvalAttribute.h"
#include "Lowering/DXILExpandMemCopies.h"
#include "Lowering/DXILFlattenMemory.h"
#include "Lowering/DXILFoldAddrSpaceCasts.h"
#include "Lowering/DXILHandleLowering.h"
#include "Lowering/DXILIntrinsicExpansion.h"
#include "Lowering/DXILLegalize.h"
#include "Lowering/DXILMemoryPointerPhi.h"
#include "Lowering/DXILOpLowering.h"
#include "Lowering/DXILPrepare.h"
#include "Lowering/DXILResourceAccess.h"
#include "Lowering/DXILResourcePointerPhi.h"
#include "Lowering/DXILShaderFlags.h"
#include "Lowering/DXILSignatureUsage.h"
#include "Lowering/DXILSignatures.h"
#include "Lowering/DXILTextureAccess.h"
#include "Lowering/DXILTextureOffsets.h"
#include "Lowering/DXILTranslateMetadata.h"
#include "Lowering/DXILViewIdState.h"
#include "Lowering/DXILWideIntegers.h"
#include "Lowering/LoweringContext.h"
#include "Support/AnalysisManagers.h"

#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Scalar/DCE.h"
#include "llvm/Transforms/Scalar/Scalarizer.h"

#include <functional>

using namespace llvm;

namespace dxild {

namespace {

/// Vector values are illegal in DXIL before SM 6.9: split everything,
/// including loads and stores of vector allocas/groupshared, then drop the
/// dead glue.
void addScalarization(ModulePassManager &MPM) {
  ScalarizerPassOptions Opts;
  Opts.ScalarizeLoadStore = true;
  Opts.ScalarizeVariableInsertExtract = true;
  FunctionPassManager FPM;
  FPM.addPass(ScalarizerPass(Opts));
  FPM.addPass(DCEPass());
  MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
}

using PassAdder = std::function<void(ModulePassManager &, LoweringContext &)>;

std::vector<PassAdder> loweringSteps() {
  return {
      [](ModulePassManager &MPM, LoweringContext &) {
        MPM.addPass(DXILDeadLocalsPass());
      },
      [](ModulePassManager &MPM, LoweringContext &) {
        MPM.addPass(DXILBoolBitcastPass());
        MPM.addPass(DXILWideIntegersPass());
        MPM.addPass(DXILResourcePointerPhiPass());
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILIntrinsicExpansionPass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILCBufferAccessPass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILResourceAccessPass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &) {
        MPM.addPass(DXILExpandMemCopiesPass());
        MPM.addPass(DXILFoldAddrSpaceCastsPass());
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILTextureAccessPass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILOpLoweringPass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILHandleLoweringPass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILSignaturesPass(Ctx));
        MPM.addPass(DXILEvalAttributePass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &) {
        MPM.addPass(DXILAggregateValuesPass());
        addScalarization(MPM);
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILMemoryPointerPhiPass());
        MPM.addPass(DXILFlattenMemoryPass(Ctx));
        MPM.addPass(DXILCBufferRowsPass());
        MPM.addPass(createModuleToFunctionPassAdaptor(DCEPass()));
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILLegalizePass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILTextureOffsetsPass(Ctx));
        MPM.addPass(DXILShaderFlagsPass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILTranslateMetadataPass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &Ctx) {
        MPM.addPass(DXILPreparePass(Ctx));
      },
      [](ModulePassManager &MPM, LoweringContext &) {
        MPM.addPass(DXILSignatureUsagePass());
        MPM.addPass(DXILViewIdStatePass());
      },
  };
}

} // namespace

void addLoweringPasses(ModulePassManager &MPM, LoweringContext &Ctx) {
  for (const PassAdder &Add : loweringSteps())
    Add(MPM, Ctx);
}

bool runLoweringStage(Module &M, const Profile &Target,
                      std::vector<Diagnostic> &Diags, LoweringInfo &Info,
                      const EntrySemantics *Semantics,
                      const CodeGenOptions &CodeGen) {
  LoweringContext Ctx;
  Ctx.Target = Target;
  Ctx.CodeGen = CodeGen;
  if (Semantics)
    Ctx.Semantics = *Semantics;

  PassBuilder PB;
  AnalysisManagers AM(PB);
  ModuleAnalysisManager &MAM = AM.MAM;

  // One pass at a time: a later pass must not see the half-lowered module
  // an earlier failure leaves behind.
  bool Ok = true;
  for (const PassAdder &Add : loweringSteps()) {
    ModulePassManager MPM;
    Add(MPM, Ctx);
    MPM.run(M, MAM);
    if (Ctx.hasErrors()) {
      Ok = false;
      break;
    }
  }
  if (Ok) {
    std::string Message;
    raw_string_ostream OS(Message);
    if (verifyModule(M, &OS)) {
      Ctx.error(lowercode::Internal,
                "DXIL lowering produced invalid IR: " + Message);
      Ok = false;
    }
  }
  for (Diagnostic &D : Ctx.Diags)
    Diags.push_back(std::move(D));
  Info = std::move(Ctx.Info);
  return Ok;
}

} // namespace dxild
