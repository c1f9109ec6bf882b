//===- ImplicitMemberCalls.cpp - Overloaded member calls in templates -----===//

#include "Frontend/ImplicitMemberCalls.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace dxild {

namespace {

class ExplicitThisCalls : public clang::RecursiveASTVisitor<ExplicitThisCalls> {
public:
  explicit ExplicitThisCalls(clang::ASTContext &Ctx) : Ctx(Ctx) {}

  /// Only templates keep such calls unresolved: other functions' bodies,
  /// most of a shader, are not walked.
  bool TraverseDecl(clang::Decl *D) {
    if (auto *FD = llvm::dyn_cast_or_null<clang::FunctionDecl>(D);
        FD && !FD->isDependentContext())
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitCallExpr(clang::CallExpr *Call) {
    auto *Callee =
        llvm::dyn_cast_or_null<clang::UnresolvedMemberExpr>(Call->getCallee());
    if (!Callee || !Callee->isImplicitAccess() || Callee->isArrow() ||
        Callee->getBaseType().isNull() ||
        Callee->getBaseType()->isPointerType())
      return true;
    clang::SourceLocation Loc = Callee->getMemberLoc();
    auto *This = clang::CXXThisExpr::Create(Ctx, Loc, Callee->getBaseType(),
                                            /*IsImplicit=*/false);
    This->setValueKind(clang::VK_LValue); // HLSL's `this` is an object
    clang::TemplateArgumentListInfo Args;
    if (Callee->hasExplicitTemplateArgs())
      Callee->copyTemplateArgumentsInto(Args);
    Call->setCallee(clang::UnresolvedMemberExpr::Create(
        Ctx, Callee->hasUnresolvedUsing(), This, Callee->getBaseType(),
        /*IsArrow=*/false, Loc, Callee->getQualifierLoc(),
        Callee->getTemplateKeywordLoc(), Callee->getMemberNameInfo(),
        Callee->hasExplicitTemplateArgs() ? &Args : nullptr,
        Callee->decls_begin(), Callee->decls_end()));
    return true;
  }

private:
  clang::ASTContext &Ctx;
};

class ImplicitMemberCallSteer : public clang::ASTConsumer {
public:
  void Initialize(clang::ASTContext &C) override { Ctx = &C; }

  bool HandleTopLevelDecl(clang::DeclGroupRef Group) override {
    if (!Ctx)
      return true;
    ExplicitThisCalls Visitor(*Ctx);
    for (clang::Decl *D : Group)
      Visitor.TraverseDecl(D);
    return true;
  }

private:
  clang::ASTContext *Ctx = nullptr;
};

} // namespace

std::unique_ptr<clang::ASTConsumer> makeImplicitMemberCallSteer() {
  return std::make_unique<ImplicitMemberCallSteer>();
}

} // namespace dxild
