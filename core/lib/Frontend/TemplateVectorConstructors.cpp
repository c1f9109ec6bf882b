//===- TemplateVectorConstructors.cpp - float4(...) in templates ----------===//

#include "Frontend/TemplateVectorConstructors.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace dxild {

namespace {

/// Marks the vector and matrix constructors of one template pattern.
class PatternVisitor : public clang::RecursiveASTVisitor<PatternVisitor> {
public:
  bool VisitCXXFunctionalCastExpr(clang::CXXFunctionalCastExpr *E) {
    const clang::Type *T = E->getType().getCanonicalType().getTypePtr();
    if ((T->isVectorType() || T->isConstantMatrixType()) &&
        llvm::isa<clang::InitListExpr>(E->getSubExpr()) &&
        !E->isListInitialization())
      E->setLParenLoc(clang::SourceLocation());
    return true;
  }
};

/// Finds the template patterns among the top-level declarations: function
/// templates, methods of class templates, member templates.
class PatternFinder : public clang::RecursiveASTVisitor<PatternFinder> {
public:
  bool VisitFunctionDecl(clang::FunctionDecl *FD) {
    if (FD->isTemplated() && FD->doesThisDeclarationHaveABody())
      PatternVisitor().TraverseDecl(FD);
    return true;
  }
};

class TemplateVectorConstructorSteer : public clang::ASTConsumer {
public:
  bool HandleTopLevelDecl(clang::DeclGroupRef DG) override {
    for (clang::Decl *D : DG)
      PatternFinder().TraverseDecl(D);
    return true;
  }
};

} // namespace

std::unique_ptr<clang::ASTConsumer> makeTemplateVectorConstructorSteer() {
  return std::make_unique<TemplateVectorConstructorSteer>();
}

} // namespace dxild
