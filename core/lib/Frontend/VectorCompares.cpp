//===- VectorCompares.cpp - HLSL vector comparisons are bool vectors ------===//

#include "Frontend/VectorCompares.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace dxild {

namespace {

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  explicit Visitor(ASTContext &Ctx) : Ctx(Ctx) {}

  bool VisitStmt(Stmt *S) {
    // A conversion to bool reads -1 as true already.
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(S);
        Cast && Cast->getCastKind() == CK_IntegralToBoolean)
      return true;
    // A vector conditional whose condition is not a bool vector: Clang 22
    // selects by each element's sign bit (OpenCL's rule: 1 is false),
    // HLSL by whether it is nonzero. Its condition becomes a bool vector.
    const auto *Conditional = dyn_cast<ConditionalOperator>(S);
    for (Stmt *&Child : S->children()) {
      auto *E = dyn_cast_or_null<Expr>(Child);
      if (!E)
        continue;
      if (Conditional && E == Conditional->getCond())
        Child = toBoolVector(E);
      else
        Child = fix(E);
      if (!Child)
        Child = E;
    }
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (Expr *Init = VD->getInit())
      if (Expr *Fixed = fix(Init))
        VD->setInit(Fixed);
    return true;
  }

private:
  /// \p Cond, a vector of numbers, as a bool vector; null otherwise.
  Expr *toBoolVector(Expr *Cond) {
    const auto *VT = Cond->getType().getCanonicalType()->getAs<ExtVectorType>();
    if (!VT || Cond->containsErrors() || !Cond->isPRValue() ||
        VT->getElementType()->isBooleanType())
      return nullptr;
    CastKind Kind;
    if (VT->getElementType()->isIntegerType())
      Kind = CK_IntegralToBoolean;
    else if (VT->getElementType()->isRealFloatingType())
      Kind = CK_FloatingToBoolean;
    else
      return nullptr;
    return ImplicitCastExpr::Create(
        Ctx, Ctx.getExtVectorType(Ctx.BoolTy, VT->getNumElements()), Kind, Cond,
        nullptr, VK_PRValue, FPOptionsOverride());
  }

  /// \p E as DXC's 0/1 int vector when it is a vector comparison; null
  /// otherwise.
  Expr *fix(Expr *E) {
    // Comparisons, and `!` of a vector (true is -1 too).
    auto *BO = dyn_cast<BinaryOperator>(E);
    auto *UO = dyn_cast<UnaryOperator>(E);
    if (!(BO && BO->isComparisonOp()) && !(UO && UO->getOpcode() == UO_LNot))
      return nullptr;
    if (E->containsErrors())
      return nullptr;
    const auto *VT = E->getType().getCanonicalType()->getAs<ExtVectorType>();
    if (!VT)
      return nullptr;
    unsigned N = VT->getNumElements();
    QualType IntVec = Ctx.getExtVectorType(Ctx.IntTy, N);
    if (VT->getElementType()->isRealFloatingType())
      E->setType(IntVec); // Clang 22's mask type of a 32-bit half compare
    else if (!VT->getElementType()->isIntegerType())
      return nullptr;
    QualType BoolVec = Ctx.getExtVectorType(Ctx.BoolTy, N);
    Expr *AsBool =
        ImplicitCastExpr::Create(Ctx, BoolVec, CK_IntegralToBoolean, E, nullptr,
                                 VK_PRValue, FPOptionsOverride());
    return ImplicitCastExpr::Create(Ctx, E->getType(), CK_IntegralCast, AsBool,
                                    nullptr, VK_PRValue, FPOptionsOverride());
  }

  ASTContext &Ctx;
};

} // namespace

void fixVectorCompares(ASTContext &Ctx, Decl *D) {
  if (D)
    Visitor(Ctx).TraverseDecl(D);
}

} // namespace dxild
