//===- EnumPromotion.cpp - Enums promote to int, as in DXC ----------------===//

#include "Frontend/EnumPromotion.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

namespace dxild {

namespace {

class EnumPromotionSteer : public clang::ASTConsumer {
public:
  void HandleTagDeclDefinition(clang::TagDecl *D) override {
    auto *ED = llvm::dyn_cast<clang::EnumDecl>(D);
    if (!ED || ED->isScoped() || ED->isDependentType() || ED->isInvalidDecl() ||
        !ED->isComplete())
      return;
    clang::ASTContext &Ctx = ED->getASTContext();
    clang::QualType Underlying = ED->getIntegerType();
    if (Underlying.isNull() || Underlying->isBooleanType() ||
        Ctx.getTypeSize(Underlying) != Ctx.getTypeSize(Ctx.IntTy))
      return;
    // Usual arithmetic conversions rank an enum by its underlying type
    // (HLSL has no integer promotions), so that is what becomes int; the
    // promotion type follows for the C++ paths that use it.
    ED->setIntegerType(Ctx.IntTy);
    ED->setPromotionType(Ctx.IntTy);
    // Each enumerator's value as an int (an unsigned 0xFFFFFFFF is -1).
    const unsigned IntWidth = Ctx.getIntWidth(Ctx.IntTy);
    for (clang::EnumConstantDecl *E : ED->enumerators()) {
      llvm::APSInt V = E->getInitVal().extOrTrunc(IntWidth);
      V.setIsSigned(true);
      E->setInitVal(Ctx, V);
    }
  }
};

} // namespace

std::unique_ptr<clang::ASTConsumer> makeEnumPromotionSteer() {
  return std::make_unique<EnumPromotionSteer>();
}

} // namespace dxild
