//===- ResourceInitLists.cpp - Brace-initialized structs of resources -----===//

#include "Frontend/ResourceInitLists.h"

#include "Frontend/FrontendLocations.h"
#include "Frontend/RequestEdits.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <tuple>

using namespace llvm;

namespace dxild {

namespace {

bool isResource(clang::QualType T) {
  const clang::Type *Ty = T.getCanonicalType().getTypePtr();
  return Ty->isHLSLResourceRecord() || Ty->isHLSLResourceRecordArray();
}

class Finder : public clang::RecursiveASTVisitor<Finder> {
public:
  Finder(const CompatFiles &Files, const clang::SourceManager &SM,
         const clang::LangOptions &LO, std::vector<ResourceInitFix> &Out)
      : Files(Files), SM(SM), LO(LO), Out(Out) {}

  bool VisitVarDecl(clang::VarDecl *VD) {
    if (!VD->hasLocalStorage() || isa<clang::ParmVarDecl>(VD) ||
        VD->getType().isConstQualified() || !VD->getIdentifier())
      return true;
    auto *Rec = dyn_cast_or_null<clang::RecoveryExpr>(VD->getInit());
    if (!Rec || Rec->subExpressions().size() != 1)
      return true;
    auto *List = dyn_cast<clang::InitListExpr>(Rec->subExpressions()[0]);
    const auto *RD = VD->getType()->getAsCXXRecordDecl();
    if (!List || !RD || !RD->hasDefinition() || RD->getNumBases() != 0)
      return true;
    SmallVector<const clang::FieldDecl *, 4> Fields(RD->fields());
    if (Fields.size() != List->getNumInits() ||
        llvm::none_of(Fields, [](const clang::FieldDecl *F) {
          return isResource(F->getType());
        }))
      return true;
    // The text from the name to the list's `}`, all in one request file.
    std::string Path;
    size_t NameOff = 0, LBrace = 0, RBrace = 0;
    const CompatFile *F = compatFileAt(Files, SM, VD->getLocation(),
                                       MacroLocation::Reject, NameOff, &Path);
    if (!F ||
        compatFileAt(Files, SM, List->getLBraceLoc(), MacroLocation::Reject,
                     LBrace) != F ||
        compatFileAt(Files, SM, List->getRBraceLoc(), MacroLocation::Reject,
                     RBrace) != F)
      return true;
    StringRef Text = F->Rewritten.Text;
    size_t NameEnd = NameOff + VD->getName().size();
    if (NameEnd > LBrace || RBrace >= Text.size() ||
        Text.substr(NameEnd, LBrace - NameEnd).trim() != "=")
      return true;
    // One declarator: the declaration ends after the list.
    if (!Text.substr(RBrace + 1).ltrim().starts_with(";"))
      return true;
    std::string New;
    for (unsigned I = 0; I < Fields.size(); ++I) {
      const clang::Expr *E = List->getInit(I);
      // A nested list has no assignment form: Clang's error stays.
      if (isa<clang::InitListExpr>(E->IgnoreParens()))
        return true;
      size_t B = 0, EEnd = 0;
      if (compatFileAt(Files, SM, E->getBeginLoc(), MacroLocation::Reject, B) !=
              F ||
          compatFileAt(Files, SM, E->getEndLoc(), MacroLocation::Reject,
                       EEnd) != F)
        return true;
      EEnd += clang::Lexer::MeasureTokenLength(E->getEndLoc(), SM, LO);
      if (B > EEnd || EEnd > RBrace)
        return true;
      New += "; " + VD->getName().str() + "." + Fields[I]->getName().str() +
             " = (" + Text.substr(B, EEnd - B).str() + ")";
    }
    Out.push_back({Path, NameEnd, RBrace + 1 - NameEnd, std::move(New)});
    return true;
  }

private:
  const CompatFiles &Files;
  const clang::SourceManager &SM;
  const clang::LangOptions &LO;
  std::vector<ResourceInitFix> &Out;
};

class Collector : public clang::ASTConsumer {
public:
  Collector(const CompatFiles &Files, std::vector<ResourceInitFix> &Out)
      : Files(Files), Out(Out) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    const clang::SourceManager &SM = Ctx.getSourceManager();
    Finder F(Files, SM, Ctx.getLangOpts(), Out);
    for (clang::Decl *D : Ctx.getTranslationUnitDecl()->noload_decls()) {
      size_t At = 0;
      if (compatFileAt(Files, SM, D->getLocation(), MacroLocation::Expand, At))
        F.TraverseDecl(D);
    }
  }

private:
  const CompatFiles &Files;
  std::vector<ResourceInitFix> &Out;
};

} // namespace

std::unique_ptr<clang::ASTConsumer>
makeResourceInitCollector(const CompatFiles &Files,
                          std::vector<ResourceInitFix> &Out) {
  return std::make_unique<Collector>(Files, Out);
}

unsigned applyResourceInitFixes(CompatFiles &Files,
                                const std::vector<ResourceInitFix> &Fixes) {
  // Last first, so that earlier offsets stay valid.
  std::vector<const ResourceInitFix *> Sorted;
  for (const ResourceInitFix &Fix : Fixes)
    Sorted.push_back(&Fix);
  std::stable_sort(Sorted.begin(), Sorted.end(), [](auto *A, auto *B) {
    return std::tie(A->File, A->Offset) > std::tie(B->File, B->Offset);
  });
  for (const ResourceInitFix *Fix : Sorted)
    replaceText(Files[Fix->File], Fix->Offset, Fix->Length, Fix->Text);
  return Fixes.size();
}

} // namespace dxild
