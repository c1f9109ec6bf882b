//===- ConstObjectMethods.cpp - Methods callable on const objects ---------===//

#include "Frontend/ConstObjectMethods.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/DenseMap.h"

namespace dxild {

namespace {

/// Whether \p MD may take a const implicit object (ConstObjectMethods.h).
bool isPlainInlineMethod(const clang::CXXMethodDecl *MD) {
  if (MD->isImplicit() || MD->isStatic() || MD->isInvalidDecl() ||
      llvm::isa<clang::CXXConstructorDecl, clang::CXXDestructorDecl>(MD) ||
      MD->isCopyAssignmentOperator() || MD->isMoveAssignmentOperator() ||
      MD->isExplicitObjectMemberFunction() ||
      MD->getRefQualifier() != clang::RQ_None || MD->isVolatile())
    return false;
  // The body must already be parsed: the new qualifier must not reach it.
  return MD->isThisDeclarationADefinition() && MD->hasBody() &&
         MD->getLexicalDeclContext() == MD->getDeclContext();
}

void makeMethodsConst(clang::CXXRecordDecl *RD) {
  clang::ASTContext &Ctx = RD->getASTContext();
  // Per name: whether every declaration of it qualifies.
  llvm::DenseMap<clang::DeclarationName, bool> Qualifies;
  for (clang::Decl *D : RD->decls()) {
    if (auto *Nested = llvm::dyn_cast<clang::CXXRecordDecl>(D)) {
      if (Nested->isThisDeclarationADefinition() &&
          !Nested->isInjectedClassName())
        makeMethodsConst(Nested);
      continue;
    }
    auto *ND = llvm::dyn_cast<clang::NamedDecl>(D);
    if (!ND)
      continue;
    auto *MD = llvm::dyn_cast<clang::CXXMethodDecl>(ND);
    if (!MD) {
      // A member template or a using-declaration shares the name's
      // overloads: leave them all as they are.
      if (llvm::isa<clang::FunctionTemplateDecl, clang::UsingDecl,
                    clang::UsingShadowDecl>(ND))
        Qualifies[ND->getDeclName()] = false;
      continue;
    }
    if (MD->isStatic() || MD->isImplicit())
      continue;
    auto [It, New] = Qualifies.try_emplace(MD->getDeclName(), true);
    // A user's const method: a non-const overload beside it must stay as
    // written (the two might differ only by the qualifier).
    It->second = It->second && isPlainInlineMethod(MD) &&
                 !MD->getMethodQualifiers().hasConst();
  }
  for (clang::Decl *D : RD->decls()) {
    auto *MD = llvm::dyn_cast<clang::CXXMethodDecl>(D);
    if (!MD || MD->isStatic() || MD->isImplicit() ||
        !Qualifies.lookup(MD->getDeclName()))
      continue;
    const auto *FPT = MD->getType()->castAs<clang::FunctionProtoType>();
    clang::FunctionProtoType::ExtProtoInfo EPI = FPT->getExtProtoInfo();
    EPI.TypeQuals.addConst();
    MD->setType(
        Ctx.getFunctionType(FPT->getReturnType(), FPT->getParamTypes(), EPI));
  }
}

class ConstObjectMethodSteer : public clang::ASTConsumer {
public:
  void HandleTagDeclDefinition(clang::TagDecl *D) override {
    auto *RD = llvm::dyn_cast<clang::CXXRecordDecl>(D);
    // A nested struct's inline bodies are parsed at the end of the
    // outermost one; a template's are instantiated later.
    if (!RD || RD->isInvalidDecl() || RD->isDependentContext() ||
        RD->isLambda() ||
        llvm::isa<clang::ClassTemplateSpecializationDecl>(RD) ||
        RD->getTemplateInstantiationPattern() ||
        llvm::isa<clang::CXXRecordDecl>(RD->getDeclContext()))
      return;
    makeMethodsConst(RD);
  }
};

} // namespace

std::unique_ptr<clang::ASTConsumer> makeConstObjectMethodSteer() {
  return std::make_unique<ConstObjectMethodSteer>();
}

} // namespace dxild
