//===- MatrixInitOrder.cpp - Row-major flattening of matrix inits ---------===//

#include "Frontend/MatrixInitOrder.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;

namespace dxild {

namespace {

/// The constant value of index expression \p E as an IntegerLiteral.
IntegerLiteral *literalIndex(Expr *E) {
  return dyn_cast<IntegerLiteral>(E->IgnoreImpCasts());
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  explicit Visitor(ASTContext &Ctx) : Ctx(Ctx) {}

  bool VisitInitListExpr(InitListExpr *ILE) {
    // Group the generated element reads by the matrix they read.
    llvm::MapVector<const Expr *, SmallVector<MatrixSubscriptExpr *, 16>> Runs;
    for (Expr *Init : ILE->inits()) {
      auto *MSE = dyn_cast<MatrixSubscriptExpr>(Init->IgnoreImpCasts());
      if (!MSE || !literalIndex(MSE->getRowIdx()) ||
          !literalIndex(MSE->getColumnIdx()))
        continue;
      Runs[MSE->getBase()->IgnoreImpCasts()].push_back(MSE);
    }
    for (auto &[Base, Elts] : Runs)
      renumber(Base, Elts);
    return true;
  }

private:
  void renumber(const Expr *Base, ArrayRef<MatrixSubscriptExpr *> Elts) {
    const auto *MT = Base->getType()->getAs<ConstantMatrixType>();
    if (!MT)
      return;
    unsigned R = MT->getNumRows(), C = MT->getNumColumns();
    if (R < 2 || C < 2 || Elts.size() != R * C)
      return;
    // Only Clang's column-major sequence is rewritten.
    for (unsigned K = 0; K < Elts.size(); ++K)
      if (literalIndex(Elts[K]->getRowIdx())->getValue() != K % R ||
          literalIndex(Elts[K]->getColumnIdx())->getValue() != K / R)
        return;
    for (unsigned K = 0; K < Elts.size(); ++K) {
      IntegerLiteral *Row = literalIndex(Elts[K]->getRowIdx());
      IntegerLiteral *Col = literalIndex(Elts[K]->getColumnIdx());
      Row->setValue(Ctx, llvm::APInt(Row->getValue().getBitWidth(), K / C));
      Col->setValue(Ctx, llvm::APInt(Col->getValue().getBitWidth(), K % C));
    }
  }

  ASTContext &Ctx;
};

} // namespace

void fixMatrixInitOrder(ASTContext &Ctx, Decl *D) {
  if (D)
    Visitor(Ctx).TraverseDecl(D);
}

} // namespace dxild
