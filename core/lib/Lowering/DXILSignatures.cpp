//===- DXILSignatures.cpp - Vertex/pixel signatures -----------------------===//

#include "Lowering/DXILSignatures.h"
#include "Lowering/DXILOpBuilder.h"
#include "Lowering/LoweringContext.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// DXIL SemanticKind (PSV numbering) of a semantic name at a signature.
uint8_t semanticKind(StringRef Name, bool IsInput, ShaderStage Stage) {
  std::string L = Name.lower();
  if (L == "sv_position")
    // A vertex-shader input named SV_Position is an ordinary attribute.
    return Stage == ShaderStage::Vertex && IsInput ? 0 : 3;
  if (L == "sv_target")
    return 16;
  if (L == "sv_depth")
    return 17;
  if (L == "sv_vertexid")
    return 1;
  if (L == "sv_instanceid")
    return 2;
  if (L == "sv_isfrontface")
    return 13;
  if (L == "sv_primitiveid")
    return 10;
  if (L == "sv_sampleindex")
    return 12;
  if (L == "sv_clipdistance")
    return 6;
  if (L == "sv_culldistance")
    return 7;
  return 0;
}

/// DXIL ComponentType of a scalar type (dxil-facts §5.3 tags).
uint8_t componentType(Type *Ty) {
  if (Ty->isFloatTy())
    return 9;
  if (Ty->isHalfTy())
    return 8;
  if (Ty->isDoubleTy())
    return 10;
  if (Ty->isIntegerTy(1))
    return 1;
  if (Ty->isIntegerTy(16))
    return 3;
  if (Ty->isIntegerTy(64))
    return 7;
  return 5; // HLSL uint/int: Clang's IR has no signedness; DXC uses U32 for
            // uint.
}

/// Splits Clang's value name "TEXCOORD0" into ("TEXCOORD", 0).
EntrySemantic parseValueName(StringRef Name) {
  size_t End = Name.size();
  while (End > 0 && isDigit(Name[End - 1]))
    --End;
  EntrySemantic S;
  S.Name = Name.substr(0, End).str();
  unsigned Index = 0;
  if (End < Name.size())
    Name.substr(End).getAsInteger(10, Index);
  S.Index = Index;
  return S;
}

struct Element {
  SignatureElement Info;
  Type *ScalarTy;
  SmallVector<CallInst *, 2> Calls;
};

class SignatureLowering {
public:
  SignatureLowering(Module &M, LoweringContext &Ctx, const Profile &P)
      : M(M), Ctx(Ctx), P(P) {}
  bool run();

private:
  Metadata *buildList(ArrayRef<Element> Elts);

  Module &M;
  LoweringContext &Ctx;
  Profile P;
};

Metadata *SignatureLowering::buildList(ArrayRef<Element> Elts) {
  if (Elts.empty())
    return nullptr;
  LLVMContext &C = M.getContext();
  auto I32 = [&](uint32_t V) {
    return ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), V));
  };
  auto I8 = [&](uint8_t V) {
    return ConstantAsMetadata::get(ConstantInt::get(Type::getInt8Ty(C), V));
  };
  SmallVector<Metadata *, 8> Nodes;
  for (const Element &E : Elts) {
    const SignatureElement &S = E.Info;
    SmallVector<Metadata *, 2> Indices;
    for (uint32_t Idx : S.SemanticIndices)
      Indices.push_back(I32(Idx));
    Metadata *Ext =
        S.UsageMask ? MDNode::get(C, {I32(3), I32(S.UsageMask)}) : nullptr;
    Metadata *Ops[] = {I32(S.ID),
                       MDString::get(C, S.SemanticName),
                       I8(S.ComponentType),
                       I8(S.SemanticKind),
                       MDNode::get(C, Indices),
                       I8(S.InterpolationMode),
                       I32(S.Rows),
                       I8(S.Cols),
                       I32(S.StartRow),
                       I8(S.StartCol),
                       Ext};
    Nodes.push_back(MDNode::get(C, Ops));
  }
  return MDNode::get(C, Nodes);
}

bool SignatureLowering::run() {
  Function *Entry = findEntryFunction(M);
  if (!Entry)
    return false;
  SmallVector<Element, 8> Inputs, Outputs;
  for (Instruction &I : instructions(*Entry)) {
    auto *CI = dyn_cast<CallInst>(&I);
    if (!CI)
      continue;
    Intrinsic::ID ID = CI->getIntrinsicID();
    if (ID != Intrinsic::dx_load_input && ID != Intrinsic::dx_store_output)
      continue;
    bool IsInput = ID == Intrinsic::dx_load_input;
    auto &List = IsInput ? Inputs : Outputs;
    Type *Ty = IsInput ? CI->getType() : CI->getArgOperand(5)->getType();
    Element E;
    E.ScalarTy = Ty->getScalarType();
    E.Info.ID = List.size();
    E.Info.Cols =
        Ty->isVectorTy() ? cast<FixedVectorType>(Ty)->getNumElements() : 1;
    E.Calls.push_back(CI);
    const EntrySemantics *Hints = Ctx.Semantics ? &*Ctx.Semantics : nullptr;
    EntrySemantic Sem;
    if (Hints &&
        (IsInput ? Hints->Inputs : Hints->Outputs).size() > List.size()) {
      Sem = (IsInput ? Hints->Inputs : Hints->Outputs)[List.size()];
    } else if (IsInput && CI->hasName()) {
      Sem = parseValueName(CI->getName());
    } else if (!IsInput && P.Stage == ShaderStage::Pixel) {
      Sem.Name = "SV_Target";
      Sem.Index = List.size();
    } else {
      Ctx.error(lowercode::UnsupportedSignature,
                Twine("the semantic of ") + (IsInput ? "input" : "output") +
                    " #" + Twine(List.size()) +
                    " is unknown: Clang 22's IR does not name vertex-shader "
                    "outputs and no entry semantics were supplied",
                CI);
      return false;
    }
    E.Info.SemanticName = Sem.Name;
    E.Info.SemanticIndices = {Sem.Index};
    E.Info.SemanticKind = semanticKind(Sem.Name, IsInput, P.Stage);
    E.Info.ComponentType = componentType(E.ScalarTy);
    // Interpolation applies to pixel inputs and vertex outputs: integers are
    // constant, SV_Position is linear-noperspective, the rest linear.
    bool Interpolated = (P.Stage == ShaderStage::Pixel && IsInput) ||
                        (P.Stage == ShaderStage::Vertex && !IsInput);
    if (Interpolated)
      E.Info.InterpolationMode = E.Info.SemanticKind == 3          ? 4
                                 : E.ScalarTy->isFloatingPointTy() ? 2
                                                                   : 1;
    E.Info.Rows = 1;
    // SV_Target's row must equal its index.
    E.Info.StartRow = E.Info.SemanticKind == 16 ? Sem.Index : List.size();
    E.Info.StartCol = 0;
    E.Info.UsageMask = (1u << E.Info.Cols) - 1;
    List.push_back(std::move(E));
  }

  // Rewrite the calls: one loadInput/storeOutput per component.
  auto Lower = [&](SmallVectorImpl<Element> &List, bool IsInput) {
    for (Element &E : List) {
      for (CallInst *CI : E.Calls) {
        IRBuilder<> B(CI);
        DXILOpBuilder OB(M, B);
        Value *Id = B.getInt32(E.Info.ID);
        Value *Row = B.getInt32(0);
        if (IsInput) {
          Value *V = UndefValue::get(CI->getType());
          SmallVector<Value *, 4> Comps;
          for (unsigned C = 0; C < E.Info.Cols; ++C)
            Comps.push_back(OB.call(
                OpCode::LoadInput, E.ScalarTy, E.ScalarTy,
                {Id, Row, B.getInt8(C), UndefValue::get(B.getInt32Ty())}));
          if (CI->getType()->isVectorTy()) {
            for (unsigned C = 0; C < E.Info.Cols; ++C)
              V = B.CreateInsertElement(V, Comps[C], uint64_t(C));
          } else {
            V = Comps[0];
          }
          V->takeName(CI);
          CI->replaceAllUsesWith(V);
        } else {
          Value *Val = CI->getArgOperand(5);
          for (unsigned C = 0; C < E.Info.Cols; ++C) {
            Value *Comp = Val->getType()->isVectorTy()
                              ? B.CreateExtractElement(Val, uint64_t(C))
                              : Val;
            OB.call(OpCode::StoreOutput, E.ScalarTy, B.getVoidTy(),
                    {Id, Row, B.getInt8(C), Comp});
          }
        }
        CI->eraseFromParent();
      }
    }
  };
  Lower(Inputs, true);
  Lower(Outputs, false);

  for (Element &E : Inputs)
    Ctx.Info.Inputs.push_back(E.Info);
  for (Element &E : Outputs)
    Ctx.Info.Outputs.push_back(E.Info);
  if (P.Stage != ShaderStage::Compute) {
    LLVMContext &C = M.getContext();
    Metadata *Sigs[] = {buildList(Inputs), buildList(Outputs), nullptr};
    // Picked up by DXILTranslateMetadata for dx.entryPoints.
    M.getOrInsertNamedMetadata("dx.lowering.signatures")
        ->addOperand(MDNode::get(C, Sigs));
  }
  return true;
}

} // namespace

PreservedAnalyses DXILSignaturesPass::run(Module &M, ModuleAnalysisManager &) {
  std::optional<Profile> P = Ctx.profileFor(M);
  if (!P)
    return PreservedAnalyses::all();
  SignatureLowering L(M, Ctx, *P);
  return L.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
