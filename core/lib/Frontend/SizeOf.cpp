//===- SizeOf.cpp - sizeof with DXC's sizes -------------------------------===//

#include "Frontend/SizeOf.h"
#include "Frontend/FrontendLocations.h"
#include "Frontend/RequestEdits.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <optional>
#include <set>

using namespace llvm;

namespace dxild {

namespace {

/// DXC's size and alignment of \p Ty, or nullopt for what this does not
/// size (see SizeOf.h).
std::optional<std::pair<uint64_t, uint64_t>>
dxcSizeAlign(clang::ASTContext &Ctx, clang::QualType Ty, unsigned Depth = 0) {
  if (Depth > 32 || Ty.isNull() || Ty->isDependentType() ||
      Ty->isIncompleteType())
    return std::nullopt;
  Ty = Ctx.removeAddrSpaceQualType(Ty.getCanonicalType().getUnqualifiedType());
  if (Ty->isHLSLResourceRecord() || Ty->isHLSLIntangibleType())
    return std::nullopt;
  if (Ty->isBooleanType())
    return std::make_pair(4, 4);
  if (const auto *ET = Ty->getAs<clang::EnumType>())
    return dxcSizeAlign(Ctx, ET->getDecl()->getIntegerType(), Depth + 1);
  if (Ty->isArithmeticType()) {
    uint64_t S = Ctx.getTypeSizeInChars(Ty).getQuantity();
    return std::make_pair(S, S);
  }
  auto Packed =
      [&](clang::QualType Elem,
          uint64_t N) -> std::optional<std::pair<uint64_t, uint64_t>> {
    auto E = dxcSizeAlign(Ctx, Elem, Depth + 1);
    if (!E)
      return std::nullopt;
    return std::make_pair(E->first * N, E->second);
  };
  if (const auto *VT = Ty->getAs<clang::VectorType>())
    return Packed(VT->getElementType(), VT->getNumElements());
  if (const auto *MT = Ty->getAs<clang::ConstantMatrixType>())
    return Packed(MT->getElementType(),
                  uint64_t(MT->getNumRows()) * MT->getNumColumns());
  if (const auto *AT = Ctx.getAsConstantArrayType(Ty))
    return Packed(AT->getElementType(), AT->getSize().getZExtValue());
  const auto *RD = Ty->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || RD->isUnion() || RD->getNumVBases())
    return std::nullopt;
  uint64_t Off = 0, Align = 1;
  auto Add = [&](clang::QualType F) {
    auto L = dxcSizeAlign(Ctx, F, Depth + 1);
    if (!L)
      return false;
    Off = alignTo(Off, L->second) + L->first;
    Align = std::max(Align, L->second);
    return true;
  };
  for (const clang::CXXBaseSpecifier &B : RD->bases())
    if (!Add(B.getType()))
      return std::nullopt;
  for (const clang::FieldDecl *F : RD->fields())
    if (F->isBitField() || !Add(F->getType()))
      return std::nullopt;
  if (Off == 0)
    return std::nullopt; // empty: C++ says 1, left to Clang
  return std::make_pair(alignTo(Off, Align), Align);
}

class Collector : public clang::RecursiveASTVisitor<Collector>,
                  public clang::ASTConsumer {
public:
  Collector(const CompatFiles &Files, std::vector<SizeOfFix> &Out)
      : Files(Files), Out(Out) {}

  void HandleTranslationUnit(clang::ASTContext &C) override {
    Ctx = &C;
    for (clang::Decl *D : requestDecls(Files, C))
      TraverseDecl(D);
  }

  bool VisitUnaryExprOrTypeTraitExpr(clang::UnaryExprOrTypeTraitExpr *E) {
    if (E->getKind() != clang::UETT_SizeOf || E->isValueDependent())
      return true;
    clang::QualType Ty = E->getTypeOfArgument();
    auto L = dxcSizeAlign(*Ctx, Ty);
    if (!L || Ty->isDependentType() ||
        L->first == uint64_t(Ctx->getTypeSizeInChars(Ty).getQuantity()))
      return true;
    const clang::SourceManager &SM = Ctx->getSourceManager();
    clang::SourceLocation Begin = E->getBeginLoc(), End = E->getEndLoc();
    // Written in a macro's argument (RTXPT's `STATIC_ASSERT(464 ==
    // sizeof(LightsBakerConstants))`): the argument's text, in the file.
    if (Begin.isMacroID() || End.isMacroID()) {
      if (!SM.isMacroArgExpansion(Begin) || !SM.isMacroArgExpansion(End))
        return true;
      Begin = SM.getSpellingLoc(Begin);
      End = SM.getSpellingLoc(End);
      if (Begin.isMacroID() || End.isMacroID())
        return true;
    }
    SizeOfFix F;
    size_t EndOffset = 0;
    if (!compatRangeAt(Files, SM, Ctx->getLangOpts(), {Begin, End}, F.Offset,
                       EndOffset, &F.File))
      return true;
    F.Length = EndOffset - F.Offset;
    F.Text = "(" + std::to_string(L->first) + "u)";
    if (Seen.insert({F.File, F.Offset}).second)
      Out.push_back(std::move(F));
    return true;
  }

private:
  const CompatFiles &Files;
  std::vector<SizeOfFix> &Out;
  clang::ASTContext *Ctx = nullptr;
  std::set<std::pair<std::string, size_t>> Seen;
};

} // namespace

std::unique_ptr<clang::ASTConsumer>
makeSizeOfCollector(const CompatFiles &Files, std::vector<SizeOfFix> &Out) {
  return std::make_unique<Collector>(Files, Out);
}

} // namespace dxild
