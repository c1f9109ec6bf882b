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

/// DXC writes system values in their canonical spelling ("SV_POSITION" in
/// the source is "SV_Position" in the signature); user semantics stay as
/// written.
std::string canonicalName(StringRef Name) {
  static const char *const Known[] = {
      "SV_Position",   "SV_Target",      "SV_Depth",
      "SV_VertexID",   "SV_InstanceID",  "SV_IsFrontFace",
      "SV_PrimitiveID", "SV_SampleIndex", "SV_ClipDistance",
      "SV_CullDistance", "SV_Coverage"};
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
      return Reject(Twine("the semantic of ") +
                    (IsInput ? "input" : "output") + " #" +
                    Twine(List.size()) +
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

} // namespace

PreservedAnalyses DXILSignaturesPass::run(Module &M, ModuleAnalysisManager &) {
  std::optional<Profile> P = Ctx.profileFor(M);
  if (!P)
    return PreservedAnalyses::all();
  SignatureLowering L(M, Ctx, *P);
  return L.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
