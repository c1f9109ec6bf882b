//===- CBufferFieldMap.cpp - Field numbers of cbuffer layout structs ------===//

#include "Frontend/CBufferFieldMap.h"
#include "Intrinsics/RepairCBufferFieldIndex.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"
#include "clang/CodeGen/CodeGenABITypes.h"
#include "clang/CodeGen/ModuleBuilder.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

namespace dxild {

namespace {

bool isPadding(llvm::Type *T) {
  auto *TT = llvm::dyn_cast<llvm::TargetExtType>(T);
  return TT && TT->getName() == "dx.Padding";
}

/// The layout type of one element of an array laid out as \p Layout:
/// `[N x E]` when E fills whole rows, `<{ [N-1 x <{ E, padding }>], E }>`
/// otherwise.
llvm::Type *arrayElementLayout(llvm::Type *Layout) {
  if (auto *AT = llvm::dyn_cast<llvm::ArrayType>(Layout))
    return AT->getElementType();
  auto *ST = llvm::dyn_cast<llvm::StructType>(Layout);
  if (!ST || !ST->isLiteral() || ST->getNumElements() != 2 ||
      !ST->getElementType(0)->isArrayTy())
    return nullptr;
  return ST->getElementType(1);
}

} // namespace

bool CBufferFieldMap::HandleTopLevelDecl(clang::DeclGroupRef Group) {
  for (clang::Decl *D : Group)
    if (auto *Buffer = llvm::dyn_cast<clang::HLSLBufferDecl>(D))
      visitBuffer(*Buffer);
  return true;
}

void CBufferFieldMap::visitBuffer(const clang::HLSLBufferDecl &Buffer) {
  llvm::Module *M = Gen.GetModule();
  llvm::NamedMDNode *CBs = M ? M->getNamedMetadata("hlsl.cbs") : nullptr;
  if (!CBs || !Ctx)
    return;
  // The buffer's members by name: the layout walk needs their AST types.
  llvm::StringMap<clang::QualType> Members;
  for (const clang::Decl *D : Buffer.buffer_decls())
    if (const auto *Var = llvm::dyn_cast<clang::VarDecl>(D))
      if (Var->getType().getAddressSpace() == clang::LangAS::hlsl_constant)
        Members[Var->getName()] = Var->getType();
  // Code generation has emitted this buffer's `!hlsl.cbs` entry: its handle
  // global, whose type names the buffer's layout struct, then one global
  // per member in the layout's element order (padding aside). A default
  // `$Globals` member keeps its ordinary type, so the layout struct, not the
  // member global, gives each member's layout type.
  for (llvm::MDNode *N : CBs->operands()) {
    if (Done.contains(N) || N->getNumOperands() < 1)
      continue;
    auto *HandleMD =
        llvm::dyn_cast_or_null<llvm::ValueAsMetadata>(N->getOperand(0).get());
    auto *Handle =
        HandleMD ? llvm::dyn_cast<llvm::GlobalVariable>(HandleMD->getValue())
                 : nullptr;
    auto *TT = Handle
                   ? llvm::dyn_cast<llvm::TargetExtType>(Handle->getValueType())
                   : nullptr;
    if (!TT || TT->getNumTypeParameters() < 1)
      continue;
    auto *Layout = llvm::dyn_cast<llvm::StructType>(TT->getTypeParameter(0));
    if (!Layout)
      continue;
    llvm::SmallVector<llvm::Type *, 16> Elements;
    for (llvm::Type *E : Layout->elements())
      if (!isPadding(E))
        Elements.push_back(E);
    if (Elements.size() + 1 != N->getNumOperands())
      continue;
    llvm::SmallVector<clang::QualType, 16> Types;
    for (unsigned I = 1; I < N->getNumOperands(); ++I) {
      auto *VM =
          llvm::dyn_cast_or_null<llvm::ValueAsMetadata>(N->getOperand(I).get());
      auto It = VM ? Members.find(VM->getValue()->getName()) : Members.end();
      if (It == Members.end())
        break;
      Types.push_back(It->second);
    }
    if (Types.size() != Elements.size())
      continue; // another buffer's entry
    Done.insert(N);
    for (unsigned I = 0; I < Types.size(); ++I)
      walk(Types[I], Elements[I]);
  }
}

void CBufferFieldMap::walk(clang::QualType Ty, llvm::Type *Layout) {
  Ty = Ty.getCanonicalType();
  if (const clang::ConstantArrayType *AT = Ctx->getAsConstantArrayType(Ty)) {
    if (llvm::Type *Elt = arrayElementLayout(Layout))
      walk(AT->getElementType(), Elt);
    return;
  }
  const auto *RD = Ty->getAsCXXRecordDecl();
  auto *ST = llvm::dyn_cast<llvm::StructType>(Layout);
  if (!RD || !RD->hasDefinition() || !ST || ST->isLiteral() ||
      !Seen.insert(ST).second)
    return;
  if (RD->getNumBases() != 0)
    return;
  llvm::SmallVector<unsigned, 8> LayoutIdx;
  for (unsigned I = 0; I < ST->getNumElements(); ++I)
    if (!isPadding(ST->getElementType(I)))
      LayoutIdx.push_back(I);
  llvm::SmallVector<const clang::FieldDecl *, 8> Fields(RD->fields());
  if (Fields.size() != LayoutIdx.size())
    return;
  llvm::SmallVector<int, 8> Map;
  bool Identity = true;
  for (unsigned J = 0; J < Fields.size(); ++J) {
    // The bit-fields of one storage unit share its number: it indexes the
    // element of the unit's first one, which the frontend reads the unit
    // through (CBufferBitFields.h).
    unsigned N = clang::CodeGen::getLLVMFieldNumber(Gen.CGM(), RD, Fields[J]);
    if (Map.size() <= N)
      Map.resize(N + 1, -1);
    if (Map[N] != -1)
      continue;
    Map[N] = LayoutIdx[J];
    Identity &= N == LayoutIdx[J];
    if (!Fields[J]->isBitField())
      walk(Fields[J]->getType(), ST->getElementType(LayoutIdx[J]));
  }
  if (Identity)
    return;
  // Clang would index past the end of the layout type (and crash folding
  // the GEP) for a field whose ordinary number is beyond its last element
  // (`struct { float3 d; float p; float4 c; }`: c is ordinary field 3 of a
  // 3-element layout). Zero-size padding elements at the end keep those
  // indices in range, without moving any element or changing the size,
  // until the repair pass renumbers the GEPs and removes them again.
  if (Map.size() > ST->getNumElements()) {
    llvm::SmallVector<llvm::Type *, 16> Body(ST->elements());
    llvm::Type *Zero = llvm::TargetExtType::get(Gen.GetModule()->getContext(),
                                                "dx.Padding", {}, {0});
    Body.resize(Map.size(), Zero);
    ST->setBody(Body, ST->isPacked());
  }
  llvm::LLVMContext &LC = Gen.GetModule()->getContext();
  llvm::SmallVector<llvm::Metadata *, 9> Ops;
  Ops.push_back(llvm::ConstantAsMetadata::get(llvm::PoisonValue::get(ST)));
  llvm::Type *I32 = llvm::Type::getInt32Ty(LC);
  for (int L : Map)
    Ops.push_back(
        llvm::ConstantAsMetadata::get(llvm::ConstantInt::getSigned(I32, L)));
  Gen.GetModule()
      ->getOrInsertNamedMetadata(CBufferFieldsMDName)
      ->addOperand(llvm::MDNode::get(LC, Ops));
}

} // namespace dxild
