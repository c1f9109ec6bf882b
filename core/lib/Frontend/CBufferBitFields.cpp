//===- CBufferBitFields.cpp - Bit-fields read out of constant buffers -----===//

#include "Frontend/CBufferBitFields.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace dxild {

namespace {

/// The checks bitFieldPlace makes on one field, without its unit's first.
std::optional<BitFieldPlace> placeAlone(const FieldDecl *F) {
  if (!F->isBitField() || F->isUnnamedBitField() || F->isInvalidDecl())
    return std::nullopt;
  const ASTContext &Ctx = F->getASTContext();
  QualType T = F->getType();
  unsigned Width = F->getBitWidthValue();
  if (Width == 0 || T->isBooleanType() || !T->isIntegralOrEnumerationType() ||
      Ctx.getTypeSize(T) != 32)
    return std::nullopt;
  const RecordDecl *RD = F->getParent();
  if (!RD || RD->isInvalidDecl() || !RD->getDefinition())
    return std::nullopt;
  uint64_t Bit = Ctx.getASTRecordLayout(RD).getFieldOffset(F->getFieldIndex());
  BitFieldPlace P;
  P.Unit = Bit / 32;
  P.Offset = Bit % 32;
  P.Width = Width;
  // An enum's: whether its values need a sign (EnumPromotion.h makes every
  // 32-bit enum's type int; DXC zero-extends `Mode m : 4` of `enum Mode {
  // A, B, C = 5 }`).
  if (const auto *ET = T->getAs<EnumType>())
    P.Signed = ET->getDecl()->getNumNegativeBits() > 0;
  else
    P.Signed = T->isSignedIntegerType();
  if (P.Offset + P.Width > 32)
    return std::nullopt;
  return P;
}

/// Whether \p E's object is in a constant buffer (`cb.s.f`, `push.f`).
bool inConstantBuffer(const Expr *E) {
  return E->getType().getAddressSpace() == LangAS::hlsl_constant;
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  explicit Visitor(ASTContext &Ctx) : Ctx(Ctx) {}

  bool VisitImplicitCastExpr(ImplicitCastExpr *Load) {
    if (Load->getCastKind() != CK_LValueToRValue)
      return true;
    auto *ME = dyn_cast<MemberExpr>(Load->getSubExpr()->IgnoreParens());
    auto *F = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
    if (!F || !F->isBitField() || !inConstantBuffer(ME->getBase()))
      return true;
    std::optional<BitFieldPlace> P = bitFieldPlace(F);
    if (!P)
      return true; // refused with the layout
    // The unit: the same member expression naming the unit's first field.
    QualType UnitTy = P->First->getType().getUnqualifiedType();
    ME->setMemberDecl(const_cast<FieldDecl *>(P->First));
    ME->setType(Ctx.getQualifiedType(UnitTy, ME->getType().getQualifiers()));
    // Read through a no-op lvalue cast, which marks the read as done: a
    // declaration can be repaired twice (a top-level inline function).
    Expr *Unit = ImplicitCastExpr::Create(Ctx, ME->getType(), CK_NoOp,
                                          Load->getSubExpr(), nullptr,
                                          VK_LValue, FPOptionsOverride());
    Expr *V =
        ImplicitCastExpr::Create(Ctx, UnitTy, CK_LValueToRValue, Unit, nullptr,
                                 VK_PRValue, FPOptionsOverride());
    SourceLocation Loc = ME->getExprLoc();
    QualType FieldTy = F->getType().getUnqualifiedType();
    auto Lit = [&](QualType Ty, uint64_t N) {
      return IntegerLiteral::Create(Ctx, llvm::APInt(32, N), Ty, Loc);
    };
    auto Binary = [&](Expr *L, BinaryOperatorKind Op, Expr *R) {
      return BinaryOperator::Create(Ctx, L, R, Op, L->getType(), VK_PRValue,
                                    OK_Ordinary, Loc, FPOptionsOverride());
    };
    auto Convert = [&](Expr *E, QualType To) -> Expr * {
      if (Ctx.hasSameUnqualifiedType(E->getType(), To))
        return E;
      return ImplicitCastExpr::Create(Ctx, To, CK_IntegralCast, E, nullptr,
                                      VK_PRValue, FPOptionsOverride());
    };
    // Shifted as a uint (an enum unit too), the result as the field's type.
    QualType UInt = Ctx.UnsignedIntTy;
    V = Convert(V, UInt);
    if (P->Signed) {
      // Sign-extended: the field's top bit moved to bit 31, then an
      // arithmetic shift of an int.
      QualType Int = Ctx.IntTy;
      if (unsigned Up = 32 - P->Offset - P->Width)
        V = Binary(V, BO_Shl, Lit(UInt, Up));
      V = Convert(V, Int);
      if (unsigned Down = 32 - P->Width)
        V = Binary(V, BO_Shr, Lit(Int, Down));
    } else {
      if (P->Offset)
        V = Binary(V, BO_Shr, Lit(UInt, P->Offset));
      if (P->Width < 32)
        V = Binary(V, BO_And, Lit(UInt, (uint64_t(1) << P->Width) - 1));
    }
    V = Convert(V, FieldTy);
    // The load becomes a no-op cast of the value, in place.
    Load->setCastKind(CK_NoOp);
    Load->setSubExpr(V);
    return true;
  }

private:
  ASTContext &Ctx;
};

} // namespace

std::optional<BitFieldPlace> bitFieldPlace(const FieldDecl *F) {
  std::optional<BitFieldPlace> P = placeAlone(F);
  if (!P)
    return std::nullopt;
  // The unit's first bit-field; every bit-field of the unit must be one
  // dxild reads, since the unit is laid out from the first.
  const ASTRecordLayout &Layout =
      F->getASTContext().getASTRecordLayout(F->getParent());
  for (const FieldDecl *Other : F->getParent()->fields()) {
    if (!Other->isBitField() ||
        Layout.getFieldOffset(Other->getFieldIndex()) / 32 != P->Unit)
      continue;
    if (!placeAlone(Other))
      return std::nullopt;
    if (!P->First)
      P->First = Other;
  }
  return P;
}

void fixCBufferBitFieldReads(ASTContext &Ctx, Decl *D) {
  if (D)
    Visitor(Ctx).TraverseDecl(D);
}

} // namespace dxild
