//===- MatrixTruncation.cpp - Matrix truncation element order -------------===//

#include "Frontend/MatrixTruncation.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;

namespace dxild {

namespace {

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  explicit Visitor(ASTContext &Ctx) : Ctx(Ctx) {}

  bool VisitImplicitCastExpr(ImplicitCastExpr *Cast) {
    if (Cast->getCastKind() != CK_HLSLMatrixTruncation)
      return true;
    Expr *Src = Cast->getSubExpr();
    const auto *From = Src->getType()->getAs<ConstantMatrixType>();
    const auto *To = Cast->getType()->getAs<ConstantMatrixType>();
    if (!From || !To || !Src->isPRValue() || Src->containsErrors())
      return true;
    const unsigned Rows = From->getNumRows(), Cols = From->getNumColumns();
    const unsigned NewRows = To->getNumRows(), NewCols = To->getNumColumns();
    if (NewRows > Rows || NewCols > Cols)
      return true;
    // Clang 22's element k of the result is source element
    // (k / NewCols) * Cols + k % NewCols; the right one is the source's
    // flattened index of the result's element k, (c, r) = (k / NewRows,
    // k % NewRows) at c * Rows + r. Nothing to do where they agree.
    bool Differ = false;
    for (unsigned K = 0; K < NewRows * NewCols && !Differ; ++K)
      Differ = (K / NewCols) * Cols + K % NewCols !=
               (K / NewRows) * Rows + K % NewRows;
    if (!Differ)
      return true;
    // A truncation never converts elements; another shape is not this
    // repair's.
    QualType Elem = To->getElementType();
    if (!Ctx.hasSameUnqualifiedType(From->getElementType(), Elem))
      return true;
    SourceLocation Loc = Src->getExprLoc();
    auto *Source = new (Ctx)
        OpaqueValueExpr(Loc, Src->getType(), VK_PRValue, OK_Ordinary, Src);
    llvm::SmallVector<Expr *, 16> Elements;
    for (unsigned K = 0; K < NewRows * NewCols; ++K) {
      Expr *R = IntegerLiteral::Create(Ctx, llvm::APInt(32, K % NewRows),
                                       Ctx.IntTy, Loc);
      Expr *C = IntegerLiteral::Create(Ctx, llvm::APInt(32, K / NewRows),
                                       Ctx.IntTy, Loc);
      Elements.push_back(new (Ctx) MatrixSubscriptExpr(
          Source, R, C, From->getElementType(), Loc));
    }
    auto *Init = new (Ctx) InitListExpr(Ctx, Loc, Elements, Loc);
    Init->setType(Cast->getType());
    Expr *Semantic[] = {Source, Init};
    Expr *Rebuilt = PseudoObjectExpr::Create(Ctx, Src, Semantic,
                                             /*resultIndex=*/1);
    Cast->setSubExpr(Rebuilt);
    Cast->setCastKind(CK_NoOp);
    return true;
  }

private:
  ASTContext &Ctx;
};

} // namespace

void fixMatrixTruncations(ASTContext &Ctx, Decl *D) {
  if (D)
    Visitor(Ctx).TraverseDecl(D);
}

} // namespace dxild
