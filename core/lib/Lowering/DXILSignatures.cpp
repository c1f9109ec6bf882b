//===- DXILSignatures.cpp - Vertex/pixel signatures -----------------------===//

#include "Lowering/DXILSignatures.h"
#include "Lowering/DXILOpBuilder.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/SignaturePacking.h"

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

/// DXC writes system values in their canonical spelling ("SV_POSITION" in
/// the source is "SV_Position" in the signature); user semantics stay as
/// written.
std::string canonicalName(StringRef Name) {
  static const char *const Known[] = {
      "SV_Position",     "SV_Target",       "SV_Depth",       "SV_VertexID",
      "SV_InstanceID",   "SV_IsFrontFace",  "SV_PrimitiveID", "SV_SampleIndex",
      "SV_ClipDistance", "SV_CullDistance", "SV_Coverage"};
  for (const char *K : Known)
    if (Name.equals_insensitive(K))
      return K;
  return Name.str();
}

/// Compute-only system values: Clang 22 lowers them to thread-ID
/// intrinsics, not load.input, so they take no signature element.
bool isComputeSystemValue(StringRef Name) {
  return Name.equals_insensitive("SV_DispatchThreadID") ||
         Name.equals_insensitive("SV_GroupID") ||
         Name.equals_insensitive("SV_GroupThreadID") ||
         Name.equals_insensitive("SV_GroupIndex");
}

/// DXIL ComponentType of a scalar type (dxil-facts §5.3 tags).
uint8_t componentType(Type *Ty, bool Signed) {
  if (Signed && Ty->isIntegerTy(16))
    return 2;
  if (Signed && Ty->isIntegerTy(32))
    return 4;
  if (Signed && Ty->isIntegerTy(64))
    return 6;
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
  // Clang's IR has no signedness: without the frontend's word, U32.
  return 5;
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
  bool runFromInterface(ArrayRef<CallInst *> InCalls,
                        ArrayRef<CallInst *> OutCalls,
                        ArrayRef<EntrySemantic> InSems,
                        ArrayRef<EntrySemantic> OutSems);
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

/// The semantics the calls of one direction take, in call order: the
/// frontend's (minus those that are not load.input) or, without them,
/// nothing (the caller then falls back to value names).
SmallVector<EntrySemantic, 8> expected(const std::vector<EntrySemantic> &All) {
  SmallVector<EntrySemantic, 8> R;
  for (const EntrySemantic &S : All)
    if (!isComputeSystemValue(S.Name))
      R.push_back(S);
  return R;
}

bool SignatureLowering::run() {
  Function *Entry = findEntryFunction(M);
  if (!Entry)
    return false;
  SmallVector<CallInst *, 8> InCalls, OutCalls;
  for (Instruction &I : instructions(*Entry)) {
    if (auto *CI = dyn_cast<CallInst>(&I)) {
      if (CI->getIntrinsicID() == Intrinsic::dx_load_input)
        InCalls.push_back(CI);
      else if (CI->getIntrinsicID() == Intrinsic::dx_store_output)
        OutCalls.push_back(CI);
    }
  }
  // The calls carry no semantic operand: the i-th call is the i-th leaf in
  // source order (Clang emits them so, and the optimizer neither deletes
  // nor reorders them: they may write memory). A count mismatch means that
  // assumption broke, and guessing would mislabel the signature.
  const EntrySemantics *Hints = Ctx.Semantics ? &*Ctx.Semantics : nullptr;
  SmallVector<EntrySemantic, 8> InSems, OutSems;
  if (Hints) {
    InSems = expected(Hints->Inputs);
    OutSems = expected(Hints->Outputs);
    auto Mismatch = [&](const char *What, size_t Calls, size_t Sems) {
      Ctx.error(lowercode::UnsupportedSignature,
                Twine("the entry has ") + Twine(Sems) + " " + What +
                    " semantics but Clang emitted " + Twine(Calls) + " " +
                    What + " accesses; the signature cannot be matched",
                nullptr);
    };
    if (InCalls.size() != InSems.size()) {
      Mismatch("input", InCalls.size(), InSems.size());
      return false;
    }
    if (OutCalls.size() != OutSems.size()) {
      Mismatch("output", OutCalls.size(), OutSems.size());
      return false;
    }
  }

  auto HasInterface = [](ArrayRef<EntrySemantic> Sems) {
    return any_of(Sems, [](const EntrySemantic &S) { return S.Element != -2; });
  };
  if (Hints && (HasInterface(InSems) || HasInterface(OutSems)))
    return runFromInterface(InCalls, OutCalls, InSems, OutSems);

  SmallVector<Element, 8> Inputs, Outputs;
  auto Add = [&](CallInst *CI, bool IsInput) -> bool {
    auto &List = IsInput ? Inputs : Outputs;
    Type *Ty = IsInput ? CI->getType() : CI->getArgOperand(5)->getType();
    const EntrySemantic *Known = nullptr;
    if (Hints)
      Known = &(IsInput ? InSems : OutSems)[List.size()];
    auto Reject = [&](const Twine &Msg) {
      Ctx.error(lowercode::UnsupportedSignature, Msg, CI);
      // Point at the semantic in the source when the frontend said where.
      if (Known && Known->Line) {
        Diagnostic &Last = Ctx.Diags.back();
        Last.File = Known->File;
        Last.Line = Known->Line;
        Last.Column = Known->Column;
      }
      return false;
    };
    if (Known && Known->OutParameter)
      return Reject("entry parameter with semantic '" + Known->Name +
                    "' is out/inout: Clang 22 never stores its value, so "
                    "the output would be undefined");
    if (Ty->isPointerTy())
      return Reject("a pointer-typed entry input (an out/inout parameter): "
                    "Clang 22 never stores its value");
    Type *Scalar = Ty->getScalarType();
    if (!(Ty->isVectorTy() || Ty->isSingleValueType()) ||
        !(Scalar->isIntegerTy() || Scalar->isFloatingPointTy()))
      return Reject("entry " + Twine(IsInput ? "input" : "output") +
                    " of a type signatures cannot hold (arrays, matrices "
                    "and aggregates are not lowered)");
    Element E;
    E.ScalarTy = Scalar;
    E.Info.ID = List.size();
    E.Info.Cols =
        Ty->isVectorTy() ? cast<FixedVectorType>(Ty)->getNumElements() : 1;
    if (E.Info.Cols > 4)
      return Reject("entry " + Twine(IsInput ? "input" : "output") +
                    " wider than 4 components");
    E.Calls.push_back(CI);
    EntrySemantic Sem;
    if (Known) {
      if (Known->Columns && Known->Columns != E.Info.Cols)
        return Reject("semantic '" + Known->Name + "' is declared with " +
                      Twine(Known->Columns) + " components but Clang's " +
                      (IsInput ? "load" : "store") + " has " +
                      Twine(unsigned(E.Info.Cols)));
      Sem = *Known;
    } else if (IsInput && CI->hasName()) {
      Sem = parseValueName(CI->getName());
    } else if (!IsInput && P.Stage == ShaderStage::Pixel) {
      Sem.Name = "SV_Target";
      Sem.Index = List.size();
    } else {
      return Reject(Twine("the semantic of ") + (IsInput ? "input" : "output") +
                    " #" + Twine(List.size()) +
                    " is unknown: Clang 22's IR does not name entry "
                    "outputs and no entry semantics were supplied");
    }
    E.Info.SemanticName = canonicalName(Sem.Name);
    E.Info.SemanticIndices = {Sem.Index};
    E.Info.SemanticKind = semanticKind(Sem.Name, IsInput, P.Stage);
    E.Info.ComponentType = componentType(
        E.ScalarTy, Sem.SignedInteger && E.ScalarTy->isIntegerTy());
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
    return true;
  };
  for (CallInst *CI : InCalls)
    if (!Add(CI, true))
      return false;
  for (CallInst *CI : OutCalls)
    if (!Add(CI, false))
      return false;

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

/// Components of \p CI's vector result that something reads (all of them
/// unless every user is a constant-index extractelement or a shuffle).
unsigned usedLanes(CallInst *CI, unsigned Cols) {
  unsigned All = (1u << Cols) - 1;
  if (!CI->getType()->isVectorTy())
    return CI->use_empty() ? 0 : All;
  unsigned Mask = 0;
  for (User *U : CI->users()) {
    if (auto *EE = dyn_cast<ExtractElementInst>(U)) {
      if (auto *Idx = dyn_cast<ConstantInt>(EE->getIndexOperand())) {
        if (!EE->use_empty() && Idx->getZExtValue() < Cols)
          Mask |= 1u << Idx->getZExtValue();
        continue;
      }
    } else if (auto *SV = dyn_cast<ShuffleVectorInst>(U)) {
      for (int M : SV->getShuffleMask())
        if (M >= 0 && unsigned(M) < Cols && SV->getOperand(0) == CI)
          Mask |= 1u << M;
        else if (M >= int(Cols) && unsigned(M) < 2 * Cols &&
                 SV->getOperand(1) == CI)
          Mask |= 1u << (M - Cols);
      continue;
    }
    return All;
  }
  return Mask;
}

bool SignatureLowering::runFromInterface(ArrayRef<CallInst *> InCalls,
                                         ArrayRef<CallInst *> OutCalls,
                                         ArrayRef<EntrySemantic> InSems,
                                         ArrayRef<EntrySemantic> OutSems) {
  struct Sig {
    SmallVector<Element, 8> Elements;
    SmallVector<const EntrySemantic *, 8> First;
  };
  auto Build = [&](ArrayRef<CallInst *> Calls, ArrayRef<EntrySemantic> Sems,
                   bool IsInput, Sig &Out) -> bool {
    for (size_t I = 0; I < Calls.size(); ++I) {
      const EntrySemantic &S = Sems[I];
      CallInst *CI = Calls[I];
      Type *Ty = IsInput ? CI->getType() : CI->getArgOperand(5)->getType();
      unsigned Cols =
          Ty->isVectorTy() ? cast<FixedVectorType>(Ty)->getNumElements() : 1;
      // Outputs of 3 components arrive as 4 (see Frontend/EntryInterface).
      if (!IsInput && S.Columns == 3 && Cols == 4)
        Cols = 3;
      if (Ty->isPointerTy() || Cols != S.Columns) {
        Ctx.error(lowercode::UnsupportedSignature,
                  "entry " + Twine(IsInput ? "input" : "output") + " '" +
                      S.Name + "' does not match Clang's " +
                      (IsInput ? "load" : "store"),
                  CI);
        return false;
      }
      if (S.Element < 0)
        continue;
      if (size_t(S.Element) >= Out.Elements.size()) {
        Out.Elements.resize(S.Element + 1);
        Out.First.resize(S.Element + 1, nullptr);
      }
      Element &E = Out.Elements[S.Element];
      if (!Out.First[S.Element]) {
        Out.First[S.Element] = &S;
        E.ScalarTy = Ty->getScalarType();
        E.Info.ID = S.Element;
        E.Info.SemanticName = S.Name;
        for (uint32_t R = 0; R < S.Rows; ++R)
          E.Info.SemanticIndices.push_back(S.Index + R);
        E.Info.ComponentType = S.ComponentType;
        E.Info.SemanticKind = S.Kind;
        E.Info.InterpolationMode = S.Interpolation;
        E.Info.Rows = S.Rows;
        E.Info.Cols = Cols;
      }
      if (!S.SpecialOp)
        E.Info.UsageMask |= IsInput ? usedLanes(CI, Cols) : (1u << Cols) - 1;
    }
    for (size_t I = 0; I < Out.First.size(); ++I)
      if (!Out.First[I]) {
        Ctx.error(lowercode::Internal,
                  "entry signature element " + Twine(I) + " has no leaf");
        return false;
      }
    return true;
  };
  Sig In, Out;
  if (!Build(InCalls, InSems, true, In) ||
      !Build(OutCalls, OutSems, false, Out))
    return false;

  auto Pack = [&](Sig &S, PackingKind Kind) -> bool {
    std::vector<PackItem> Items;
    for (size_t I = 0; I < S.Elements.size(); ++I) {
      PackItem P;
      P.Rows = S.Elements[I].Info.Rows;
      P.Cols = S.Elements[I].Info.Cols;
      P.Interpolation = S.Elements[I].Info.InterpolationMode;
      P.Interpretation = SigInterpretation(S.First[I]->Interpretation);
      uint8_t CT = S.Elements[I].Info.ComponentType;
      P.DataWidth = (CT == 2 || CT == 3 || CT == 8) ? 16 : 32;
      P.SemanticIndex = S.First[I]->Index;
      Items.push_back(P);
    }
    if (!packSignature(Items, Kind)) {
      Ctx.error(lowercode::UnsupportedSignature,
                "the entry's signature elements do not fit in 32 rows");
      return false;
    }
    for (size_t I = 0; I < Items.size(); ++I) {
      S.Elements[I].Info.StartRow = Items[I].StartRow;
      S.Elements[I].Info.StartCol = Items[I].StartCol;
    }
    return true;
  };
  bool Vertex = P.Stage == ShaderStage::Vertex;
  if (!Pack(In, Vertex ? PackingKind::InputAssembler : PackingKind::Vertex) ||
      !Pack(Out, Vertex ? PackingKind::Vertex : PackingKind::Target))
    return false;

  // Rewrite the calls.
  for (size_t I = 0; I < InCalls.size(); ++I) {
    CallInst *CI = InCalls[I];
    const EntrySemantic &S = InSems[I];
    IRBuilder<> B(CI);
    DXILOpBuilder OB(M, B);
    Type *Ty = CI->getType();
    Type *Scalar = Ty->getScalarType();
    unsigned Cols = S.Columns;
    SmallVector<Value *, 4> Comps;
    if (S.SpecialOp) {
      // The frontend names only operations without operands (coverage 91,
      // innerCoverage 92, sampleIndex 90, viewID 138, startVertexLocation
      // 256, startInstanceLocation 257), all returning the input's scalar.
      OpCode Op = static_cast<OpCode>(S.SpecialOp);
      Comps.push_back(OB.call(Op, Scalar, Scalar, {}));
    } else {
      for (unsigned C = 0; C < Cols; ++C)
        Comps.push_back(
            OB.call(OpCode::LoadInput, Scalar, Scalar,
                    {B.getInt32(S.Element), B.getInt32(S.Row), B.getInt8(C),
                     UndefValue::get(B.getInt32Ty())}));
    }
    Value *V = Comps[0];
    if (Ty->isVectorTy()) {
      V = UndefValue::get(Ty);
      for (unsigned C = 0; C < Cols; ++C)
        V = B.CreateInsertElement(V, Comps[C], uint64_t(C));
    }
    CI->replaceAllUsesWith(V);
    CI->eraseFromParent();
  }
  for (size_t I = 0; I < OutCalls.size(); ++I) {
    CallInst *CI = OutCalls[I];
    const EntrySemantic &S = OutSems[I];
    IRBuilder<> B(CI);
    DXILOpBuilder OB(M, B);
    Value *Val = CI->getArgOperand(5);
    Type *Scalar = Val->getType()->getScalarType();
    for (unsigned C = 0; C < S.Columns; ++C) {
      Value *Comp = Val->getType()->isVectorTy()
                        ? B.CreateExtractElement(Val, uint64_t(C))
                        : Val;
      OB.call(OpCode::StoreOutput, Scalar, B.getVoidTy(),
              {B.getInt32(S.Element), B.getInt32(S.Row), B.getInt8(C), Comp});
    }
    CI->eraseFromParent();
  }

  for (Element &E : In.Elements)
    Ctx.Info.Inputs.push_back(E.Info);
  for (Element &E : Out.Elements)
    Ctx.Info.Outputs.push_back(E.Info);
  if (P.Stage != ShaderStage::Compute) {
    LLVMContext &C = M.getContext();
    Metadata *Sigs[] = {buildList(In.Elements), buildList(Out.Elements),
                        nullptr};
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
