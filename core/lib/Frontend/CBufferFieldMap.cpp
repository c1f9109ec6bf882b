//===- CBufferFieldMap.cpp - Field numbers of cbuffer layout structs ------===//

#include "Frontend/CBufferFieldMap.h"
#include "Intrinsics/RepairCBufferFieldIndex.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"
#include "clang/CodeGen/CodeGenABITypes.h"
#include "clang/CodeGen/ModuleBuilder.h"
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
  if (!M || !Ctx)
    return;
  for (const clang::Decl *D : Buffer.decls()) {
    const auto *Var = llvm::dyn_cast<clang::VarDecl>(D);
    if (!Var ||
        Var->getType().getAddressSpace() != clang::LangAS::hlsl_constant)
      continue;
    llvm::GlobalVariable *GV = M->getNamedGlobal(Var->getName());
    if (!GV || GV->getAddressSpace() != 2)
      continue;
    walk(Var->getType(), GV->getValueType());
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
  llvm::SmallVector<const clang::FieldDecl *, 8> Fields;
  for (const clang::FieldDecl *F : RD->fields()) {
    if (F->isBitField())
      return;
    Fields.push_back(F);
  }
  if (Fields.size() != LayoutIdx.size())
    return;
  llvm::SmallVector<int, 8> Map;
  bool Identity = true;
  for (unsigned J = 0; J < Fields.size(); ++J) {
    unsigned N = clang::CodeGen::getLLVMFieldNumber(Gen.CGM(), RD, Fields[J]);
    if (Map.size() <= N)
      Map.resize(N + 1, -1);
    Map[N] = LayoutIdx[J];
    Identity &= N == LayoutIdx[J];
    walk(Fields[J]->getType(), ST->getElementType(LayoutIdx[J]));
  }
  if (Identity)
    return;
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
