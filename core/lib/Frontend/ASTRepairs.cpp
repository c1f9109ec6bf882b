//===- ASTRepairs.cpp - Clang 22 AST repairs before code generation -------===//

#include "Frontend/ASTRepairs.h"
#include "Frontend/CBufferBitFields.h"
#include "Frontend/MatrixInitOrder.h"
#include "Frontend/MatrixRowSwizzle.h"
#include "Frontend/MatrixSplatCast.h"
#include "Frontend/MatrixTruncation.h"
#include "Frontend/VectorCompares.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclGroup.h"

using namespace clang;

namespace dxild {

void ASTRepairConsumer::repair(Decl *D) {
  if (!Ctx || !D)
    return;
  fixCBufferBitFieldReads(*Ctx, D);
  fixMatrixInitOrder(*Ctx, D);
  fixMatrixRowSwizzles(*Ctx, D);
  fixMatrixSplatCasts(*Ctx, D);
  fixMatrixTruncations(*Ctx, D);
  fixVectorCompares(*Ctx, D);
}

bool ASTRepairConsumer::HandleTopLevelDecl(DeclGroupRef D) {
  for (Decl *Each : D)
    repair(Each);
  return true;
}

void ASTRepairConsumer::HandleInlineFunctionDefinition(FunctionDecl *D) {
  repair(D);
}

void ASTRepairConsumer::HandleCXXImplicitFunctionInstantiation(
    FunctionDecl *D) {
  repair(D);
}

} // namespace dxild
