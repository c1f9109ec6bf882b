//===- MatrixRowSwizzle.cpp - Reads of swizzled matrix rows ---------------===//

#include "Frontend/MatrixRowSwizzle.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace dxild {

namespace {

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  explicit Visitor(ASTContext &Ctx) : Ctx(Ctx) {}
  /// HLSL's vector initializers hold each element's expression in an
  /// OpaqueValueExpr (`int2(dot(p.rgb, M[0].rgb), 1)`), whose source the
  /// visitor does not reach by itself: visited once here.
  bool VisitOpaqueValueExpr(OpaqueValueExpr *E) {
    if (Expr *Source = E->getSourceExpr();
        Source && Sources.insert(Source).second)
      TraverseStmt(Source);
    return true;
  }

  bool VisitImplicitCastExpr(ImplicitCastExpr *Read) {
    if (Read->getCastKind() != CK_LValueToRValue)
      return true;
    // The innermost swizzle under the read: `M[3].xyz`, `M[3].xyz.x`, and
    // the element subscripts Sema writes when it flattens a swizzle into an
    // initializer list (`float4(M[3].xyz, 1)` reads `M[3].xyz[0]`, ...).
    ExtVectorElementExpr *Swizzle = nullptr;
    for (Expr *E = Read->getSubExpr()->IgnoreParens();;) {
      if (auto *Element = dyn_cast<ArraySubscriptExpr>(E);
          Element && Element->getBase()->getType()->isVectorType()) {
        E = Element->getBase()->IgnoreParens();
      } else if (auto *S = dyn_cast<ExtVectorElementExpr>(E)) {
        Swizzle = S;
        E = S->getBase()->IgnoreParens();
      } else {
        break;
      }
    }
    if (!Swizzle || !Swizzle->getBase()->isGLValue() ||
        !isa<MatrixSingleSubscriptExpr>(Swizzle->getBase()->IgnoreParens()))
      return true;
    Expr *Row = Swizzle->getBase();
    Swizzle->setBase(ImplicitCastExpr::Create(
        Ctx, Row->getType().getUnqualifiedType(), CK_LValueToRValue, Row,
        /*BasePath=*/nullptr, VK_PRValue, FPOptionsOverride()));
    return true;
  }

  /// An inout argument through a swizzle of a matrix row (`swap(E[0].rgb,
  /// E[1].rgb)`): the copy-in read sits behind an opaque value the read
  /// repair above never sees, and Clang 22 generates it with garbage lanes
  /// (a verifier abort). Refused like the writes below.
  bool VisitHLSLOutArgExpr(HLSLOutArgExpr *Arg) {
    if (!Arg->isInOut())
      return true;
    auto *Swizzle =
        dyn_cast<ExtVectorElementExpr>(Arg->getArgLValue()->IgnoreParens());
    if (!Swizzle)
      return true;
    Expr *Base = Swizzle->getBase()->IgnoreParens();
    const auto *Row = Base->getType()->getAs<VectorType>();
    if (!isa<MatrixSingleSubscriptExpr>(Base) || !Base->isGLValue() ||
        (Row && Swizzle->getNumElements() == Row->getNumElements()))
      return true;
    refuse(Swizzle);
    return true;
  }

  /// Visited after the read above (parents first): a swizzle whose base is
  /// still the row lvalue is written (assigned, incremented, an out/inout
  /// argument). Clang 22 generates those with garbage element indices and
  /// types (an optimizer hang, or stores to other locals), so they are an
  /// error, reported through Clang so that no code is generated.
  bool VisitExtVectorElementExpr(ExtVectorElementExpr *Swizzle) {
    Expr *Base = Swizzle->getBase()->IgnoreParens();
    if (!isa<MatrixSingleSubscriptExpr>(Base) || !Base->isGLValue())
      return true;
    // A swizzle repeating an element (`M[1].xyzz`) is a value, not an
    // lvalue: no lvalue-to-rvalue cast above it marks the read, so the row
    // is loaded here.
    if (!Swizzle->isGLValue()) {
      Expr *Row = Swizzle->getBase();
      Swizzle->setBase(ImplicitCastExpr::Create(
          Ctx, Row->getType().getUnqualifiedType(), CK_LValueToRValue, Row,
          /*BasePath=*/nullptr, VK_PRValue, FPOptionsOverride()));
      return true;
    }
    // A swizzle naming every element of the row (`M[1].wzyx = v`) is
    // generated right; only shorter ones get the garbage lanes.
    const auto *Row = Base->getType()->getAs<VectorType>();
    if (Row && Swizzle->getNumElements() == Row->getNumElements())
      return true;
    refuse(Swizzle);
    return true;
  }

private:
  void refuse(ExtVectorElementExpr *Swizzle) {
    if (!Reported.insert(Swizzle->getAccessorLoc()).second)
      return;
    DiagnosticsEngine &Diags = Ctx.getDiagnostics();
    unsigned ID = Diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "dxild.frontend.matrix-row-swizzle-write: assigning through a "
        "swizzle of a matrix row is not supported (Clang 22 generates wrong "
        "code for it); assign the elements (M[i][j] = v) or the whole row "
        "(M[i] = row)");
    Diags.Report(Swizzle->getAccessorLoc(), ID);
  }

  ASTContext &Ctx;
  llvm::DenseSet<SourceLocation> Reported;
  llvm::DenseSet<Expr *> Sources;
};

} // namespace

void fixMatrixRowSwizzles(ASTContext &Ctx, Decl *D) {
  if (D)
    Visitor(Ctx).TraverseDecl(D);
}

} // namespace dxild
