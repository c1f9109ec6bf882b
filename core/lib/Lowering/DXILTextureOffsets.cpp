//===- DXILTextureOffsets.cpp - Texel offsets DXIL accepts
//-----------------===//

#include "Lowering/DXILTextureOffsets.h"

#include "Lowering/DXILLegalize.h"
#include "Lowering/LoweringContext.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Scalar/DCE.h"
#include "llvm/Transforms/Scalar/InstSimplifyPass.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/LoopRotation.h"
#include "llvm/Transforms/Scalar/LoopUnrollPass.h"
#include "llvm/Transforms/Scalar/SCCP.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"

#include <optional>
#include <utility>

using namespace llvm;

namespace dxild {

namespace {

/// The operand positions [first, last] of the offsets of DXIL operation
/// \p Op, if it has offsets.
std::optional<std::pair<unsigned, unsigned>> offsetOperands(uint64_t Op) {
  switch (Op) {
  case 60:  // sample
  case 61:  // sampleBias
  case 62:  // sampleLevel
  case 63:  // sampleGrad
  case 64:  // sampleCmp
  case 65:  // sampleCmpLevelZero
  case 224: // sampleCmpLevel
  case 254: // sampleCmpGrad
  case 255: // sampleCmpBias
    return std::make_pair(7u, 9u);
  case 66: // textureLoad
    return std::make_pair(6u, 8u);
  case 73:  // textureGather
  case 74:  // textureGatherCmp
  case 223: // textureGatherRaw
    return std::make_pair(7u, 8u);
  default:
    return std::nullopt;
  }
}

/// What is wrong with the offsets of \p CI, a DXIL operation, before
/// shader model 6.7: nothing, a value that is not an immediate, or an
/// immediate out of range.
enum class OffsetProblem { None, NotImmediate, OutOfRange };
OffsetProblem offsetProblem(CallInst &CI, int64_t &Bad) {
  Function *Callee = CI.getCalledFunction();
  if (!Callee || !Callee->getName().starts_with("dx.op.") || CI.arg_size() == 0)
    return OffsetProblem::None;
  auto *OpC = dyn_cast<ConstantInt>(CI.getArgOperand(0));
  auto Range = OpC ? offsetOperands(OpC->getZExtValue()) : std::nullopt;
  if (!Range || CI.arg_size() <= Range->second)
    return OffsetProblem::None;
  for (unsigned K = Range->first; K <= Range->second; ++K) {
    Value *V = CI.getArgOperand(K);
    if (isa<UndefValue>(V))
      continue;
    auto *C = dyn_cast<ConstantInt>(V);
    if (!C)
      return OffsetProblem::NotImmediate;
    Bad = C->getSExtValue();
    if (Bad < -8 || Bad > 7)
      return OffsetProblem::OutOfRange;
  }
  return OffsetProblem::None;
}

bool hasVariableOffsets(Function &F) {
  int64_t Unused;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (offsetProblem(*CI, Unused) == OffsetProblem::NotImmediate)
        return true;
  return false;
}

/// DXC's answer to an offset computed by a loop (`for (int i = -1; i < 3;
/// i++) t.Sample(s, uv, int2(i, i))`, which -Od leaves as a loop): unroll
/// the loops of \p F fully, promoting the counters and folding what the
/// unrolled copies compute. Only functions whose offsets would be refused
/// get here, so no other code changes.
void unrollForOffsets(Function &F, FunctionAnalysisManager &FAM) {
  FunctionPassManager FPM;
  FPM.addPass(SROAPass(SROAOptions::ModifyCFG));
  FPM.addPass(InstSimplifyPass());
  FPM.addPass(createFunctionToLoopPassAdaptor(LoopRotatePass()));
  FPM.addPass(createFunctionToLoopPassAdaptor(
      LoopFullUnrollPass(/*OptLevel=*/3, /*OnlyWhenForced=*/false,
                         /*ForgetSCEV=*/false)));
  FPM.addPass(SCCPPass());
  FPM.addPass(InstSimplifyPass());
  FPM.addPass(SimplifyCFGPass());
  FPM.addPass(DCEPass());
  FPM.run(F, FAM);
}

} // namespace

PreservedAnalyses DXILTextureOffsetsPass::run(Module &M,
                                              ModuleAnalysisManager &MAM) {
  std::optional<Profile> P = Ctx.profileFor(M);
  // Shader model 6.7's programmable offsets take any value (DXC checks
  // nothing there).
  if (P && P->atLeast(6, 7))
    return PreservedAnalyses::all();
  bool Changed = false;
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  for (Function &F : M)
    if (!F.isDeclaration() && hasVariableOffsets(F)) {
      unrollForOffsets(F, FAM);
      Changed = true;
    }
  // The unrolled code may hold forms DXIL does not accept (poison, ...).
  if (Changed)
    DXILLegalizePass(Ctx).run(M, MAM);
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    for (Instruction &I : instructions(F)) {
      auto *CI = dyn_cast<CallInst>(&I);
      int64_t Bad = 0;
      switch (CI ? offsetProblem(*CI, Bad) : OffsetProblem::None) {
      case OffsetProblem::None:
        break;
      case OffsetProblem::OutOfRange:
        Ctx.error(lowercode::TextureOffset,
                  "offsets to texture access operations must be between -8 "
                  "and 7 before shader model 6.7 (this one is " +
                      Twine(Bad) + ")",
                  CI);
        break;
      case OffsetProblem::NotImmediate:
        Ctx.error(lowercode::TextureOffset,
                  "offsets to texture access operations must be immediate "
                  "values before shader model 6.7" +
                      Twine(P ? " (the profile is " + P->str() + ")" : "") +
                      "; unroll the loop that computes the offset, or "
                      "compile for a 6.7 profile",
                  CI);
        break;
      }
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
