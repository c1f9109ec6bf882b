//===- DerivedAssignment.cpp - Assigning structs that have a base ---------===//

#include "Frontend/DerivedAssignment.h"

#include "clang/AST/DeclCXX.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"

namespace dxild {

namespace {

class DerivedAssignmentSteer : public clang::SemaConsumer {
public:
  void InitializeSema(clang::Sema &S) override { Sema = &S; }
  void ForgetSema() override { Sema = nullptr; }

  void HandleTagDeclDefinition(clang::TagDecl *D) override {
    auto *RD = llvm::dyn_cast<clang::CXXRecordDecl>(D);
    if (!Sema || !RD || RD->isDependentType() || RD->isInvalidDecl() ||
        RD->getNumBases() == 0)
      return;
    if (RD->needsImplicitCopyAssignment())
      Sema->DeclareImplicitCopyAssignment(RD);
    if (RD->needsImplicitMoveAssignment())
      Sema->DeclareImplicitMoveAssignment(RD);
    for (clang::CXXMethodDecl *M : RD->methods()) {
      if (!M->isImplicit() || M->isDeleted() ||
          !(M->isCopyAssignmentOperator() || M->isMoveAssignmentOperator()))
        continue;
      // Sema defines an implicit operator only if no body is coming; code
      // generation never calls a trivial one.
      if (M->isTrivial())
        M->setWillHaveBody(true);
      else
        Sema->SetDeclDeleted(M, M->getLocation());
    }
  }

private:
  clang::Sema *Sema = nullptr;
};

} // namespace

std::unique_ptr<clang::ASTConsumer> makeDerivedAssignmentSteer() {
  return std::make_unique<DerivedAssignmentSteer>();
}

} // namespace dxild
