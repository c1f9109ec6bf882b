//===- MatrixTruncation.cpp - Matrix truncation element order -------------===//

#include "Frontend/MatrixTruncation.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <utility>

using namespace clang;

namespace dxild {

namespace {

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  explicit Visitor(ASTContext &Ctx) : Ctx(Ctx) {}

  bool VisitCastExpr(CastExpr *Cast) {
    // A truncation, or an element conversion that also truncates
    // (`(half3x3)M` with `float4x4 M`), which Clang 22 generates as one
    // conversion of all of M's elements to fewer (`fpext <16 x float> to
    // <9 x float>`: a broken module).
    const CastKind Kind = Cast->getCastKind();
    const bool Converts = isElementConversion(Kind);
    if (Kind == CK_HLSLElementwiseCast) {
      repairMatrixToVector(Cast);
      return true;
    }
    if (Kind != CK_HLSLMatrixTruncation && !Converts)
      return true;
    if (Kind == CK_HLSLMatrixTruncation && repairScalarConversion(Cast))
      return true;
    Expr *Src = Cast->getSubExpr();
    const auto *From = Src->getType()->getAs<ConstantMatrixType>();
    const auto *To = Cast->getType()->getAs<ConstantMatrixType>();
    if (!From || !To || !Src->isPRValue() || Src->containsErrors())
      return true;
    // Clang 22 names some element conversions by the wrong kind
    // (IntegralToBoolean from float elements: an icmp of floats, invalid
    // IR); the kind follows the element types.
    if (Converts) {
      CastKind Right =
          scalarConversion(From->getElementType(), To->getElementType());
      if (Right != CK_NoOp && Right != Kind)
        Cast->setCastKind(Right);
    }
    const unsigned Rows = From->getNumRows(), Cols = From->getNumColumns();
    const unsigned NewRows = To->getNumRows(), NewCols = To->getNumColumns();
    if (NewRows > Rows || NewCols > Cols)
      return true;
    // Clang 22's element k of the result is source element
    // (k / NewCols) * Cols + k % NewCols; the right one is the source's
    // flattened index of the result's element k, (c, r) = (k / NewRows,
    // k % NewRows) at c * Rows + r. Nothing to do where they agree.
    bool Differ = Converts && (NewRows != Rows || NewCols != Cols);
    for (unsigned K = 0; K < NewRows * NewCols && !Differ; ++K)
      Differ = (K / NewCols) * Cols + K % NewCols !=
               (K / NewRows) * Rows + K % NewRows;
    if (!Differ)
      return true;
    // A truncation alone never converts elements; another shape is not this
    // repair's.
    QualType Elem = To->getElementType();
    if (!Converts && !Ctx.hasSameUnqualifiedType(From->getElementType(), Elem))
      return true;
    rebuildFromElements(
        Cast, NewRows * NewCols, Elem, Converts,
        [&](unsigned K) { return std::make_pair(K % NewRows, K / NewRows); });
    return true;
  }

private:
  static bool isElementConversion(CastKind Kind) {
    return Kind == CK_FloatingCast || Kind == CK_IntegralCast ||
           Kind == CK_IntegralToFloating || Kind == CK_FloatingToIntegral ||
           Kind == CK_IntegralToBoolean || Kind == CK_FloatingToBoolean;
  }

  /// The cast kind converting scalar \p From to scalar \p To.
  static CastKind scalarConversion(QualType From, QualType To) {
    if (To->isBooleanType())
      return From->isBooleanType()    ? CK_NoOp
             : From->isFloatingType() ? CK_FloatingToBoolean
                                      : CK_IntegralToBoolean;
    if (To->isFloatingType())
      return From->isFloatingType() ? CK_FloatingCast : CK_IntegralToFloating;
    return From->isFloatingType() ? CK_FloatingToIntegral : CK_IntegralCast;
  }

  /// A matrix converted to a scalar of another element type (`double d =
  /// bool1x2(1, 2);`, `bool b = float2x1(0, 1);`): Clang 22's Sema builds
  /// the element conversion on the whole matrix with the scalar result
  /// type (and sometimes the wrong kind), then "truncates" that scalar to
  /// an unrelated type (`long double`, `char`); its code generation then
  /// never returns, or crashes. The cast becomes what DXC does: truncate in
  /// the matrix's own element type, then convert that scalar to the type
  /// Sema meant (the inner conversion's). True if \p Trunc was such a cast
  /// (and is repaired).
  bool repairScalarConversion(CastExpr *Trunc) {
    auto *Conv = dyn_cast<ImplicitCastExpr>(Trunc->getSubExpr());
    if (Trunc->getType()->isConstantMatrixType() || !Conv ||
        !isElementConversion(Conv->getCastKind()) ||
        Conv->getType()->isConstantMatrixType())
      return false;
    Expr *M = Conv->getSubExpr();
    const auto *MT = M->getType()->getAs<ConstantMatrixType>();
    QualType To = Conv->getType();
    if (!MT || !M->isPRValue() || M->containsErrors() || !To->isScalarType() ||
        !MT->getElementType()->isScalarType())
      return false;
    QualType Elem = MT->getElementType();
    Expr *First =
        ImplicitCastExpr::Create(Ctx, Elem, CK_HLSLMatrixTruncation, M, nullptr,
                                 VK_PRValue, FPOptionsOverride());
    Trunc->setSubExpr(First);
    Trunc->setCastKind(Ctx.hasSameUnqualifiedType(Elem, To)
                           ? CK_NoOp
                           : scalarConversion(Elem, To));
    Trunc->setType(To);
    return true;
  }

  /// `(float4)M` with `float2x2 M` (an elementwise cast of a matrix to a
  /// vector): Clang 22's code generation crashes on it. DXC takes the
  /// matrix's elements row by row (M._11, M._12, M._21, M._22), the first N
  /// for a vector of N; the cast becomes a no-op of a vector built from
  /// them, each converted to the vector's element type.
  void repairMatrixToVector(CastExpr *Cast) {
    Expr *Src = Cast->getSubExpr();
    const auto *From = Src->getType()->getAs<ConstantMatrixType>();
    const auto *To = Cast->getType()->getAs<VectorType>();
    if (!From || !To || !Src->isPRValue() || Src->containsErrors())
      return;
    const unsigned Cols = From->getNumColumns();
    const unsigned N = To->getNumElements();
    if (N > From->getNumRows() * Cols)
      return;
    QualType Elem = To->getElementType();
    rebuildFromElements(
        Cast, N, Elem,
        !Ctx.hasSameUnqualifiedType(From->getElementType(), Elem),
        [&](unsigned K) { return std::make_pair(K / Cols, K % Cols); });
  }

  /// Makes \p Cast a no-op of its type's value built from \p N elements of
  /// its matrix operand, evaluated once: element K is the operand's (row,
  /// column) \p At(K), converted to \p Elem when \p Convert (by the
  /// element types: Clang 22 names some conversions by the wrong kind,
  /// IntegralToBoolean from float elements).
  void rebuildFromElements(
      CastExpr *Cast, unsigned N, QualType Elem, bool Convert,
      llvm::function_ref<std::pair<unsigned, unsigned>(unsigned)> At) {
    Expr *Src = Cast->getSubExpr();
    QualType FromElem =
        Src->getType()->getAs<ConstantMatrixType>()->getElementType();
    SourceLocation Loc = Src->getExprLoc();
    auto *Source = new (Ctx)
        OpaqueValueExpr(Loc, Src->getType(), VK_PRValue, OK_Ordinary, Src);
    llvm::SmallVector<Expr *, 16> Elements;
    for (unsigned K = 0; K < N; ++K) {
      auto [Row, Col] = At(K);
      Expr *R =
          IntegerLiteral::Create(Ctx, llvm::APInt(32, Row), Ctx.IntTy, Loc);
      Expr *C =
          IntegerLiteral::Create(Ctx, llvm::APInt(32, Col), Ctx.IntTy, Loc);
      Expr *E = new (Ctx) MatrixSubscriptExpr(Source, R, C, FromElem, Loc);
      if (Convert)
        E = ImplicitCastExpr::Create(Ctx, Elem,
                                     scalarConversion(FromElem, Elem), E,
                                     nullptr, VK_PRValue, FPOptionsOverride());
      Elements.push_back(E);
    }
    auto *Init = new (Ctx) InitListExpr(Ctx, Loc, Elements, Loc);
    Init->setType(Cast->getType());
    Expr *Semantic[] = {Source, Init};
    Cast->setSubExpr(PseudoObjectExpr::Create(Ctx, Src, Semantic,
                                              /*resultIndex=*/1));
    Cast->setCastKind(CK_NoOp);
  }

  ASTContext &Ctx;
};

} // namespace

void fixMatrixTruncations(ASTContext &Ctx, Decl *D) {
  if (D)
    Visitor(Ctx).TraverseDecl(D);
}

} // namespace dxild
