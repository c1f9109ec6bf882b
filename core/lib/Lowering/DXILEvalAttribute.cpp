//===- DXILEvalAttribute.cpp - Pixel-shader input evaluation --------------===//

#include "Lowering/DXILEvalAttribute.h"
#include "Lowering/DXILOpBuilder.h"
#include "Lowering/LoweringContext.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Scalar/SROA.h"

using namespace llvm;

namespace dxild {

namespace {

enum class EvalKind { SampleIndex, Centroid, Snapped, AtVertex };

struct EvalName {
  StringLiteral Prefix;
  EvalKind Kind;
  StringLiteral HLSLName;
};

constexpr EvalName EvalNames[] = {
    {"llvm.dx.dxild.eval.sample.index.", EvalKind::SampleIndex,
     "EvaluateAttributeAtSample"},
    {"llvm.dx.dxild.eval.centroid.", EvalKind::Centroid,
     "EvaluateAttributeCentroid"},
    {"llvm.dx.dxild.eval.snapped.", EvalKind::Snapped,
     "EvaluateAttributeSnapped"},
    {"llvm.dx.dxild.attribute.at.vertex.", EvalKind::AtVertex,
     "GetAttributeAtVertex"},
};

const EvalName *evalName(const Function &F) {
  for (const EvalName &N : EvalNames)
    if (F.getName().starts_with(N.Prefix))
      return &N;
  return nullptr;
}

/// Lane \p Lane of \p V (a scalar when \p V is one) followed back through
/// insertelement, extractelement and shufflevector with constant indices,
/// as DXC's FindScalarSource does. Null when the lane is undefined or an
/// index is not constant; otherwise the value the chain stops at.
Value *scalarSource(Value *V, unsigned Lane) {
  while (V && !isa<UndefValue>(V)) {
    if (auto *VT = dyn_cast<FixedVectorType>(V->getType())) {
      if (auto *IE = dyn_cast<InsertElementInst>(V)) {
        auto *Idx = dyn_cast<ConstantInt>(IE->getOperand(2));
        if (!Idx)
          return nullptr;
        V = IE->getOperand(Idx->getZExtValue() == Lane ? 1 : 0);
      } else if (auto *SV = dyn_cast<ShuffleVectorInst>(V)) {
        int M = SV->getMaskValue(Lane);
        if (M < 0)
          return nullptr;
        unsigned N = cast<FixedVectorType>(SV->getOperand(0)->getType())
                         ->getNumElements();
        V = SV->getOperand(unsigned(M) < N ? 0 : 1);
        Lane = unsigned(M) < N ? unsigned(M) : unsigned(M) - N;
      } else {
        // Not traceable further (a load at -Od, a call, a phi): the caller
        // decides.
        (void)VT;
        return V;
      }
      continue;
    }
    auto *EE = dyn_cast<ExtractElementInst>(V);
    if (!EE)
      return V;
    auto *Idx = dyn_cast<ConstantInt>(EE->getIndexOperand());
    if (!Idx)
      return nullptr;
    Lane = unsigned(Idx->getZExtValue());
    V = EE->getVectorOperand();
  }
  return nullptr;
}

/// The dx.op.loadInput call \p V is, or null.
CallInst *asLoadInput(Value *V) {
  auto *CI = dyn_cast_or_null<CallInst>(V);
  if (!CI || !CI->getCalledFunction() ||
      !CI->getCalledFunction()->getName().starts_with("dx.op.loadInput.") ||
      CI->arg_size() != 5)
    return nullptr;
  auto *Op = dyn_cast<ConstantInt>(CI->getArgOperand(0));
  if (!Op || Op->getZExtValue() != unsigned(OpCode::LoadInput))
    return nullptr;
  return CI;
}

class EvalLowering {
public:
  EvalLowering(Module &M, LoweringContext &Ctx) : M(M), Ctx(Ctx) {}

  bool lower(CallInst &CI, const EvalName &N);

private:
  bool fail(CallInst &CI, const Twine &Msg) {
    Ctx.error(lowercode::EvalAttribute, Msg, &CI);
    return false;
  }
  const SignatureElement *element(uint64_t ID) const {
    for (const SignatureElement &E : Ctx.Info.Inputs)
      if (E.ID == ID)
        return &E;
    return nullptr;
  }

  Module &M;
  LoweringContext &Ctx;
};

bool EvalLowering::lower(CallInst &CI, const EvalName &N) {
  const unsigned NumArgs = N.Kind == EvalKind::Centroid ? 1 : 2;
  Type *Ty = CI.getType();
  Type *Scalar = Ty->getScalarType();
  if (CI.arg_size() != NumArgs || CI.getArgOperand(0)->getType() != Ty)
    return fail(CI, "'" + N.HLSLName + "' has an unexpected signature");
  const bool IsEval = N.Kind != EvalKind::AtVertex;
  if (IsEval && !(Scalar->isFloatTy() || Scalar->isHalfTy()))
    return fail(CI, "'" + N.HLSLName +
                        "' needs a floating-point input: DXIL evaluates "
                        "only half and float attributes");
  if (!IsEval && !(Scalar->isFloatTy() || Scalar->isHalfTy() ||
                   Scalar->isIntegerTy(32) || Scalar->isIntegerTy(16)))
    return fail(CI, "'" + N.HLSLName +
                        "' needs a 16- or 32-bit input: DXIL reads only "
                        "half, float, 16- and 32-bit integer attributes");

  IRBuilder<> B(&CI);
  DXILOpBuilder OB(M, B);
  // The operands after the input's position, evaluated once.
  SmallVector<Value *, 2> Extra;
  switch (N.Kind) {
  case EvalKind::SampleIndex:
    Extra.push_back(CI.getArgOperand(1));
    break;
  case EvalKind::Centroid:
    break;
  case EvalKind::Snapped: {
    Value *Offset = CI.getArgOperand(1);
    auto *OT = dyn_cast<FixedVectorType>(Offset->getType());
    if (!OT || OT->getNumElements() != 2)
      return fail(CI, "'" + N.HLSLName + "' has an unexpected signature");
    Extra.push_back(B.CreateExtractElement(Offset, uint64_t(0)));
    Extra.push_back(B.CreateExtractElement(Offset, uint64_t(1)));
    break;
  }
  case EvalKind::AtVertex: {
    // DXIL's vertex index is an i8 immediate: DXC truncates the argument,
    // which its validator accepts only as a constant.
    auto *Vertex = dyn_cast<ConstantInt>(CI.getArgOperand(1));
    if (!Vertex)
      return fail(CI, "the vertex index of 'GetAttributeAtVertex' must be a "
                      "constant (DXIL takes an 8-bit immediate)");
    Extra.push_back(B.getInt8(uint8_t(Vertex->getZExtValue())));
    break;
  }
  }
  OpCode Op = N.Kind == EvalKind::SampleIndex ? OpCode::EvalSampleIndex
              : N.Kind == EvalKind::Centroid  ? OpCode::EvalCentroid
              : N.Kind == EvalKind::Snapped   ? OpCode::EvalSnapped
                                              : OpCode::AttributeAtVertex;

  auto *VT = dyn_cast<FixedVectorType>(Ty);
  const unsigned Lanes = VT ? VT->getNumElements() : 1;
  Value *Result = VT ? UndefValue::get(Ty) : nullptr;
  for (unsigned L = 0; L < Lanes; ++L) {
    CallInst *In = asLoadInput(scalarSource(CI.getArgOperand(0), L));
    if (!In)
      return fail(CI, "attribute evaluation can only be done on values "
                      "taken directly from inputs ('" +
                          N.HLSLName + "')");
    auto *ID = dyn_cast<ConstantInt>(In->getArgOperand(1));
    const SignatureElement *E = ID ? element(ID->getZExtValue()) : nullptr;
    if (!E)
      return fail(CI, "'" + N.HLSLName +
                          "': the input's signature element is unknown");
    const bool Constant = E->InterpolationMode == 1;
    if (IsEval && Constant)
      return fail(CI, "interpolation mode on " + E->SemanticName +
                          " used with '" + N.HLSLName +
                          "' must be linear or noperspective (with centroid or "
                          "sample), not nointerpolation");
    if (!IsEval && !Constant)
      return fail(CI, "attribute " + E->SemanticName +
                          " must have nointerpolation mode in order to use "
                          "GetAttributeAtVertex");
    SmallVector<Value *, 5> Args{In->getArgOperand(1), In->getArgOperand(2),
                                 In->getArgOperand(3)};
    Args.append(Extra.begin(), Extra.end());
    Value *V = OB.call(Op, Scalar, Scalar, Args);
    Result = VT ? B.CreateInsertElement(Result, V, uint64_t(L)) : V;
  }
  Result->takeName(&CI);
  CI.replaceAllUsesWith(Result);
  CI.eraseFromParent();
  return true;
}

} // namespace

/// True when a lane of \p CI's value stops at a load: at -O0 the value
/// still goes through the wrapper's and the user's locals.
bool readsMemory(CallInst &CI) {
  Value *V = CI.getArgOperand(0);
  auto *VT = dyn_cast<FixedVectorType>(V->getType());
  for (unsigned L = 0, E = VT ? VT->getNumElements() : 1; L < E; ++L)
    if (isa_and_nonnull<LoadInst>(scalarSource(V, L)))
      return true;
  return false;
}

PreservedAnalyses DXILEvalAttributePass::run(Module &M,
                                             ModuleAnalysisManager &MAM) {
  SmallVector<std::pair<CallInst *, const EvalName *>, 8> Calls;
  SmallVector<Function *, 4> Decls;
  for (Function &F : M) {
    const EvalName *N = F.isDeclaration() ? evalName(F) : nullptr;
    if (!N)
      continue;
    Decls.push_back(&F);
    for (User *U : F.users())
      if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledFunction() == &F)
        Calls.push_back({CI, N});
  }
  if (Calls.empty())
    return PreservedAnalyses::all();
  // As DXC's DxilLegalizeEvalOperations promotes the locals an evaluated
  // value passes through (-Od), SROA promotes those of a function whose
  // evaluated value is still loaded from memory; optimized code never is.
  SmallPtrSet<Function *, 2> Promoted;
  for (auto &[CI, N] : Calls) {
    Function *F = CI->getFunction();
    if (Promoted.contains(F) || !readsMemory(*CI))
      continue;
    Promoted.insert(F);
    FunctionAnalysisManager &FAM =
        MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    PreservedAnalyses PA = SROAPass(SROAOptions::PreserveCFG).run(*F, FAM);
    FAM.invalidate(*F, PA);
  }
  std::optional<Profile> P = Ctx.profileFor(M);
  EvalLowering L(M, Ctx);
  for (auto &[CI, N] : Calls) {
    if (P && P->Stage != ShaderStage::Pixel) {
      Ctx.error(lowercode::EvalAttribute,
                "'" + N->HLSLName + "' is only available in pixel shaders", CI);
      continue;
    }
    L.lower(*CI, *N);
  }
  for (Function *F : Decls)
    if (F->use_empty())
      F->eraseFromParent();
  return PreservedAnalyses::none();
}

} // namespace dxild
