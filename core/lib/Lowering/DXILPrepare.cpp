//===- DXILPrepare.cpp - Final clean-up and DXIL-form check ---------------===//

#include "Lowering/DXILPrepare.h"
#include "Lowering/DXILOpBuilder.h"
#include "Lowering/LoweringContext.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dxild {

namespace {

bool containsTargetOrVector(Type *Ty) {
  if (isa<TargetExtType>(Ty) || Ty->isVectorTy())
    return true;
  for (Type *Sub : Ty->subtypes())
    if (containsTargetOrVector(Sub))
      return true;
  return false;
}

/// Instruction metadata DXIL keeps (upstream DXILPrepare's allow-list).
bool isAllowedMDKind(LLVMContext &C, unsigned Kind) {
  switch (Kind) {
  case LLVMContext::MD_range:
  case LLVMContext::MD_alias_scope:
  case LLVMContext::MD_noalias:
  case LLVMContext::MD_loop:
    return true;
  default:
    break;
  }
  SmallVector<StringRef, 32> Names;
  C.getMDKindNames(Names);
  StringRef Name = Kind < Names.size() ? Names[Kind] : "";
  return Name == "dx.nonuniform" || Name == "dx.controlflow.hints" ||
         Name == "dx.precise";
}

std::string str(const Value &V) {
  std::string S;
  raw_string_ostream OS(S);
  V.print(OS);
  return S.size() > 120 ? S.substr(0, 117) + "..." : S;
}

} // namespace

PreservedAnalyses DXILPreparePass::run(Module &M, ModuleAnalysisManager &) {
  LLVMContext &C = M.getContext();
  Function *Entry = findEntryFunction(M);
  // Dead declarations would be rejected by the validator
  // (DeclUsedExternalFunction).
  SmallVector<Function *, 8> Dead;
  for (Function &F : M)
    if (F.isDeclaration() && F.use_empty())
      Dead.push_back(&F);
  for (Function *F : Dead)
    F->eraseFromParent();
  // So would globals nothing reads any more ("Internal declaration ... is
  // unused"): a constant array whose loads the optimizer or the lowering
  // folded away, groupshared memory the shader never touches. A DXIL module
  // is never linked, so the linkage does not matter. Resource symbols are
  // kept: only the dx.resources records (metadata) refer to them.
  SmallVector<GlobalVariable *, 4> DeadGlobals;
  for (GlobalVariable &GV : M.globals()) {
    GV.removeDeadConstantUsers();
    if (GV.use_empty() && !GV.isDeclaration() && !GV.isUsedByMetadata())
      DeadGlobals.push_back(&GV);
  }
  for (GlobalVariable *GV : DeadGlobals)
    GV->eraseFromParent();
  // The validator takes only *internal* globals as the shader's own
  // (dxilutil::IsStaticGlobal); a private one read by an instruction is an
  // "external declaration" to it. DXC emits static constant arrays internal.
  for (GlobalVariable &GV : M.globals())
    if (GV.hasPrivateLinkage() && !GV.getName().starts_with("dx.resource.sym."))
      GV.setLinkage(GlobalValue::InternalLinkage);

  for (Function &F : M) {
    if (isDXILOpFunction(F))
      continue;
    if (F.isDeclaration()) {
      Ctx.error(lowercode::UnsupportedCall,
                "call to external function '" + F.getName() +
                    "', which DXIL cannot express",
                F.user_empty() ? nullptr
                               : dyn_cast<Instruction>(*F.user_begin()));
      continue;
    }
    // DXC's entry carries no attributes; the hlsl.* ones were consumed by
    // the metadata pass, the rest (memory(...), mustprogress, ...) have no
    // DXIL encoding.
    F.setAttributes(AttributeList());
    // Except the denorm mode DXC puts on the entry for -denorm.
    if (&F == Entry && !Ctx.CodeGen.Fp32DenormMode.empty())
      F.addFnAttr("fp32-denorm-mode", Ctx.CodeGen.Fp32DenormMode);
    F.setUnnamedAddr(GlobalValue::UnnamedAddr::None);
    F.setComdat(nullptr);
    if (&F != Entry && !F.hasLocalLinkage())
      F.setLinkage(GlobalValue::InternalLinkage);
    for (Instruction &I : instructions(F)) {
      if (auto *CB = dyn_cast<CallBase>(&I)) {
        CB->setAttributes(AttributeList());
        if (auto *Call = dyn_cast<CallInst>(CB))
          Call->setTailCallKind(CallInst::TCK_None);
      }
      if (isa<FPMathOperator>(&I) && !I.getType()->isVoidTy()) {
        // Calls cannot carry fast-math flags in LLVM 3.7 bitcode.
        if (isa<CallInst>(&I))
          I.setFastMathFlags(FastMathFlags());
      }
      SmallVector<std::pair<unsigned, MDNode *>, 4> MDs;
      I.getAllMetadataOtherThanDebugLoc(MDs);
      for (auto &[Kind, Node] : MDs)
        if (!isAllowedMDKind(C, Kind))
          I.setMetadata(Kind, nullptr);

      // The DXIL-form checks.
      bool Bad = containsTargetOrVector(I.getType());
      for (Value *Op : I.operands())
        Bad |= containsTargetOrVector(Op->getType());
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        Bad |= containsTargetOrVector(AI->getAllocatedType());
      if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
        Bad |= containsTargetOrVector(GEP->getSourceElementType());
      if (Bad)
        Ctx.error(lowercode::UnsupportedType,
                  "value of a type DXIL cannot express remains after "
                  "lowering: " +
                      str(I),
                  &I);
    }
  }
  for (GlobalVariable &GV : M.globals()) {
    GV.setUnnamedAddr(GlobalValue::UnnamedAddr::None);
    if (GV.getName().starts_with("dx.resource.sym."))
      continue;
    if (containsTargetOrVector(GV.getValueType()))
      Ctx.error(lowercode::UnsupportedType,
                "global '" + GV.getName() +
                    "' has a type DXIL cannot express after lowering");
  }
  return PreservedAnalyses::none();
}

} // namespace dxild
