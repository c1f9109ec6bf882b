//===- TemplateArrayArgs.cpp - Array sizes of template calls --------------===//

#include "Frontend/TemplateArrayArgs.h"
#include "Frontend/FrontendLocations.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <optional>
#include <set>

namespace dxild {

namespace {

/// \p T spelled for a template argument list, or nothing for a type this
/// does not spell (only builtin scalars, their vectors and matrices, and
/// plain structs: enough for arrays of values).
std::optional<std::string> spellType(const clang::ASTContext &Ctx,
                                     clang::QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  clang::PrintingPolicy Policy = Ctx.getPrintingPolicy();
  if (T->isBuiltinType())
    return T.getAsString(Policy);
  if (const auto *V = T->getAs<clang::ExtVectorType>()) {
    if (!V->getElementType()->isBuiltinType())
      return std::nullopt;
    return "vector<" + V->getElementType().getAsString(Policy) + ", " +
           std::to_string(V->getNumElements()) + ">";
  }
  if (const auto *M = T->getAs<clang::ConstantMatrixType>()) {
    if (!M->getElementType()->isBuiltinType())
      return std::nullopt;
    return "matrix<" + M->getElementType().getAsString(Policy) + ", " +
           std::to_string(M->getNumRows()) + ", " +
           std::to_string(M->getNumColumns()) + ">";
  }
  if (const auto *RD = T->getAsCXXRecordDecl())
    if (!RD->isDependentType() &&
        !llvm::isa<clang::ClassTemplateSpecializationDecl>(RD) &&
        RD->getIdentifier())
      return "::" + RD->getQualifiedNameAsString();
  return std::nullopt;
}

/// The template type parameter of \p FTD that \p T is, if any.
std::optional<unsigned> typeParamIndex(const clang::FunctionTemplateDecl *FTD,
                                       clang::QualType T) {
  const auto *P = T->getAs<clang::TemplateTypeParmType>();
  if (!P || P->getDepth() != FTD->getTemplateParameters()->getDepth())
    return std::nullopt;
  return P->getIndex();
}

/// The explicit template arguments of a call of \p FTD with \p Args, when
/// it has an array parameter whose size is one of its template parameters
/// and every template parameter up to the last one needed is read off the
/// arguments' types.
std::optional<std::string>
explicitArguments(const clang::ASTContext &Ctx,
                  const clang::FunctionTemplateDecl *FTD,
                  llvm::ArrayRef<clang::Expr *> Args) {
  const clang::FunctionDecl *FD = FTD->getTemplatedDecl();
  const clang::TemplateParameterList *TPL = FTD->getTemplateParameters();
  if (Args.size() > FD->getNumParams() || TPL->hasParameterPack())
    return std::nullopt;
  std::vector<std::optional<std::string>> Values(TPL->size());
  auto Assign = [&](unsigned Index, std::optional<std::string> V) {
    if (!V || (Values[Index] && *Values[Index] != *V))
      return false;
    Values[Index] = std::move(V);
    return true;
  };
  bool SizedArray = false;
  for (size_t I = 0; I < Args.size(); ++I) {
    clang::QualType P = FD->getParamDecl(I)->getType();
    clang::QualType A = Args[I]->getType();
    if (A.isNull() || A->isDependentType())
      return std::nullopt;
    if (const auto *Decayed = P->getAs<clang::DecayedType>()) {
      const auto *Sized =
          Ctx.getAsDependentSizedArrayType(Decayed->getOriginalType());
      const auto *Arg = Ctx.getAsConstantArrayType(A);
      if (!Sized || !Arg)
        return std::nullopt;
      const auto *Size = llvm::dyn_cast<clang::DeclRefExpr>(
          Sized->getSizeExpr()->IgnoreImpCasts());
      const auto *N =
          Size ? llvm::dyn_cast<clang::NonTypeTemplateParmDecl>(Size->getDecl())
               : nullptr;
      if (!N || N->getDepth() != TPL->getDepth() ||
          !Assign(N->getIndex(), std::to_string(Arg->getZExtSize())))
        return std::nullopt;
      clang::QualType Elem = Sized->getElementType();
      if (std::optional<unsigned> T = typeParamIndex(FTD, Elem)) {
        if (Arg->getElementType()->isArrayType() ||
            !Assign(*T, spellType(Ctx, Arg->getElementType())))
          return std::nullopt;
      } else if (!Elem->isDependentType() &&
                 !Ctx.hasSameUnqualifiedType(Elem, Arg->getElementType())) {
        return std::nullopt;
      }
      SizedArray = true;
    } else if (std::optional<unsigned> T =
                   typeParamIndex(FTD, P.getNonReferenceType())) {
      if (A->isArrayType() || !Assign(*T, spellType(Ctx, A)))
        return std::nullopt;
    } else if (P->isDependentType()) {
      return std::nullopt;
    }
  }
  if (!SizedArray)
    return std::nullopt;
  // Arguments up to the last parameter found; the rest keep their defaults.
  size_t Count = Values.size();
  while (Count > 0 && !Values[Count - 1])
    --Count;
  std::string List;
  for (size_t I = 0; I < Count; ++I) {
    if (!Values[I])
      return std::nullopt;
    List += (I ? ", " : "") + *Values[I];
  }
  if (Count < TPL->getMinRequiredArguments())
    return std::nullopt;
  return List;
}

class Collector : public clang::RecursiveASTVisitor<Collector>,
                  public clang::ASTConsumer {
public:
  Collector(const CompatFiles &Files, std::vector<TextEdit> &Out)
      : Files(Files), Out(Out) {}

  void HandleTranslationUnit(clang::ASTContext &C) override {
    Ctx = &C;
    for (clang::Decl *D : requestDecls(Files, C))
      TraverseDecl(D);
  }

  /// A parameter `float a[N]` (a size that depends on a template, an
  /// element type that does not): `typename __dxild_dependent<float,
  /// (N)>::type a[N]`.
  bool VisitFunctionDecl(clang::FunctionDecl *FD) {
    const clang::SourceManager &SM = Ctx->getSourceManager();
    for (clang::ParmVarDecl *P : FD->parameters()) {
      const auto *Decayed = P->getType()->getAs<clang::DecayedType>();
      const auto *Sized =
          Decayed
              ? Ctx->getAsDependentSizedArrayType(Decayed->getOriginalType())
              : nullptr;
      clang::TypeSourceInfo *TSI = P->getTypeSourceInfo();
      if (!Sized || Sized->getElementType()->isDependentType() || !TSI)
        continue;
      auto Array = TSI->getTypeLoc().getAsAdjusted<clang::ArrayTypeLoc>();
      if (!Array)
        continue;
      // A macro naming the element type (`REAL a[N]`) is wrapped whole.
      clang::SourceRange Elem =
          SM.getExpansionRange(Array.getElementLoc().getSourceRange())
              .getAsRange();
      clang::SourceRange Brackets = Array.getBracketsRange();
      TextEdit Edit;
      size_t End = 0, Open = 0, Close = 0;
      const CompatFile *F = compatRangeAt(Files, SM, Ctx->getLangOpts(), Elem,
                                          Edit.Offset, End, &Edit.File);
      // The brackets are one-character tokens: the range's end is `]`.
      if (!F || compatRangeAt(Files, SM, Ctx->getLangOpts(), Brackets, Open,
                              Close) != F)
        continue;
      const std::string &Text = F->Rewritten.Text;
      Edit.Length = End - Edit.Offset;
      Edit.Text = "typename __dxild_dependent<" +
                  Text.substr(Edit.Offset, Edit.Length) + ", (" +
                  Text.substr(Open + 1, Close - Open - 2) + ")>::type";
      if (Seen.insert({Edit.File, Edit.Offset}).second)
        Out.push_back(std::move(Edit));
    }
    return true;
  }

  bool VisitRecoveryExpr(clang::RecoveryExpr *E) {
    llvm::ArrayRef<clang::Expr *> Subs = E->subExpressions();
    if (Subs.empty() || !Subs[0])
      return true;
    auto *Callee = llvm::dyn_cast<clang::OverloadExpr>(Subs[0]->IgnoreParens());
    if (!Callee || Callee->hasExplicitTemplateArgs() ||
        Callee->getNameInfo().getName().getNameKind() !=
            clang::DeclarationName::Identifier)
      return true;
    llvm::ArrayRef<clang::Expr *> Args = Subs.drop_front();
    for (clang::Expr *A : Args)
      if (!A)
        return true;
    std::optional<std::string> Explicit;
    for (clang::NamedDecl *D : Callee->decls()) {
      const auto *FTD =
          llvm::dyn_cast<clang::FunctionTemplateDecl>(D->getUnderlyingDecl());
      if (!FTD)
        continue;
      std::optional<std::string> List = explicitArguments(*Ctx, FTD, Args);
      if (!List)
        continue;
      if (Explicit)
        return true; // two candidates: left to Clang
      Explicit = std::move(List);
    }
    if (!Explicit)
      return true;
    const clang::SourceManager &SM = Ctx->getSourceManager();
    clang::SourceLocation Name = Callee->getNameLoc();
    TextEdit Edit;
    if (!compatFileAt(Files, SM, Name, MacroLocation::Reject, Edit.Offset,
                      &Edit.File))
      return true;
    Edit.Offset +=
        clang::Lexer::MeasureTokenLength(Name, SM, Ctx->getLangOpts());
    Edit.Text = "<" + *Explicit + ">";
    if (Seen.insert({Edit.File, Edit.Offset}).second)
      Out.push_back(std::move(Edit));
    return true;
  }

private:
  const CompatFiles &Files;
  std::vector<TextEdit> &Out;
  clang::ASTContext *Ctx = nullptr;
  std::set<std::pair<std::string, size_t>> Seen;
};

} // namespace

std::unique_ptr<clang::ASTConsumer>
makeTemplateArrayArgCollector(const CompatFiles &Files,
                              std::vector<TextEdit> &Out) {
  return std::make_unique<Collector>(Files, Out);
}

} // namespace dxild
