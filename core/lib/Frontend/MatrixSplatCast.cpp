//===- MatrixSplatCast.cpp - Scalar-to-matrix conversions -----------------===//

#include "Frontend/MatrixSplatCast.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <optional>

using namespace clang;

namespace dxild {

namespace {

bool isScalarConversion(CastKind K) {
  switch (K) {
  case CK_IntegralCast:
  case CK_IntegralToFloating:
  case CK_FloatingToIntegral:
  case CK_FloatingCast:
  case CK_IntegralToBoolean:
  case CK_FloatingToBoolean:
  case CK_NoOp:
    return true;
  default:
    return false;
  }
}

/// The cast kind converting a scalar of type From to To (both arithmetic).
std::optional<CastKind> scalarCastKind(QualType From, QualType To) {
  const bool FromFloat = From->isRealFloatingType();
  const bool ToFloat = To->isRealFloatingType();
  if (To->isBooleanType())
    return FromFloat ? CK_FloatingToBoolean : CK_IntegralToBoolean;
  if (FromFloat && ToFloat)
    return CK_FloatingCast;
  if (FromFloat)
    return CK_FloatingToIntegral;
  if (ToFloat)
    return CK_IntegralToFloating;
  if (From->isIntegralOrEnumerationType() && To->isIntegralOrEnumerationType())
    return CK_IntegralCast;
  return std::nullopt;
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  explicit Visitor(ASTContext &Ctx) : Ctx(Ctx) {}

  bool VisitCastExpr(CastExpr *Splat) {
    if (Splat->getCastKind() != CK_HLSLAggregateSplatCast)
      return true;
    const auto *MT = Splat->getType()->getAs<ConstantMatrixType>();
    if (!MT)
      return true;
    QualType Elem = MT->getElementType().getUnqualifiedType();
    // Below the splat: Sema's implicit conversions (possibly typed as the
    // matrix), then the scalar source.
    Expr *Src = Splat->getSubExpr();
    while (auto *ICE = dyn_cast<ImplicitCastExpr>(Src)) {
      if (!isScalarConversion(ICE->getCastKind()))
        break;
      Src = ICE->getSubExpr();
    }
    QualType SrcTy = Src->getType().getUnqualifiedType();
    if (!SrcTy->isArithmeticType() || !Src->isPRValue())
      return true; // not the shape this repair knows: leave it to Clang
    Expr *Converted = Src;
    if (!Ctx.hasSameUnqualifiedType(SrcTy, Elem)) {
      std::optional<CastKind> Kind = scalarCastKind(SrcTy, Elem);
      if (!Kind)
        return true;
      Converted =
          ImplicitCastExpr::Create(Ctx, Elem, *Kind, Src, /*BasePath=*/nullptr,
                                   VK_PRValue, FPOptionsOverride());
    }
    Splat->setSubExpr(Converted);
    return true;
  }

private:
  ASTContext &Ctx;
};

} // namespace

void fixMatrixSplatCasts(ASTContext &Ctx, Decl *D) {
  if (D)
    Visitor(Ctx).TraverseDecl(D);
}

} // namespace dxild
