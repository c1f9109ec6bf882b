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
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <set>
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
    if (isa<clang::ParmVarDecl>(VD) || !VD->getIdentifier())
      return true;
    if (ErrorsOccurred)
      unconstEmptyGlobal(VD);
    auto *Rec = dyn_cast_or_null<clang::RecoveryExpr>(VD->getInit());
    if (!Rec || Rec->subExpressions().size() != 1)
      return true;
    auto *List = dyn_cast<clang::InitListExpr>(Rec->subExpressions()[0]);
    const auto *RD = VD->getType()->getAsCXXRecordDecl();
    if (!List || !RD || !RD->hasDefinition())
      return true;
    if (RD->getNumBases() != 0) {
      flattenDerived(VD, RD);
      return true;
    }
    if (!VD->hasLocalStorage() || VD->getType().isConstQualified())
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
      if (compatRangeAt(Files, SM, LO, E->getSourceRange(), B, EEnd) != F ||
          EEnd > RBrace)
        return true;
      New += "; " + VD->getName().str() + "." + Fields[I]->getName().str() +
             " = (" + Text.substr(B, EEnd - B).str() + ")";
    }
    Out.push_back({Path, NameEnd, RBrace + 1 - NameEnd, std::move(New)});
    return true;
  }

  bool ErrorsOccurred = false;

private:
  /// `static const E name;` with E a struct without data (WickedEngine's
  /// `static const BindlessResource<Texture2D> bindless_textures;`, whose
  /// operator[] reads ResourceDescriptorHeap): Clang 22 calls no method on
  /// it (the object is const and in `hlsl_private`, the method wants a
  /// generic `this`), DXC calls any. Without data there is nothing to
  /// modify, so the `const` is blanked out (same length). The second
  /// parse's `__dxild_mut` copies (MatrixSwizzle.h) cannot reach calls
  /// spelled inside macros (`#define load_instance(i)
  /// (bindless_structured_meshinstance[...][i])`); this can.
  void unconstEmptyGlobal(const clang::VarDecl *VD) {
    const auto *RD = VD->getType()->getAsCXXRecordDecl();
    if (!VD->hasGlobalStorage() || VD->isStaticDataMember() ||
        VD->getStorageClass() != clang::SC_Static ||
        !VD->getType().isConstQualified() || !RD || !RD->hasDefinition() ||
        !RD->isEmpty() || !VD->getTypeSourceInfo())
      return;
    std::string Path;
    size_t Begin = 0, TypeBegin = 0;
    const CompatFile *F = compatFileAt(Files, SM, VD->getBeginLoc(),
                                       MacroLocation::Reject, Begin, &Path);
    if (!F ||
        compatFileAt(Files, SM,
                     VD->getTypeSourceInfo()->getTypeLoc().getBeginLoc(),
                     MacroLocation::Reject, TypeBegin) != F ||
        Begin > TypeBegin)
      return;
    StringRef Head = StringRef(F->Rewritten.Text).slice(Begin, TypeBegin);
    for (size_t At = Head.find("const"); At != StringRef::npos;
         At = Head.find("const", At + 1)) {
      bool Word = (At == 0 || !isAlnum(Head[At - 1]) && Head[At - 1] != '_') &&
                  (At + 5 == Head.size() ||
                   !isAlnum(Head[At + 5]) && Head[At + 5] != '_');
      if (Word) {
        Out.push_back({Path, Begin + At, 5, "     "});
        return;
      }
    }
  }

  /// Appends \p RD's fields, its bases' first, as member declarations of
  /// the flat struct; false for what has no flat copy (a resource, a bit
  /// field, a base that is not a plain struct).
  bool flatFields(const clang::CXXRecordDecl *RD, std::string &Out,
                  unsigned &Count) {
    for (const clang::CXXBaseSpecifier &B : RD->bases()) {
      const auto *Base = B.getType()->getAsCXXRecordDecl();
      if (!Base || B.isVirtual() || !flatFields(Base, Out, Count))
        return false;
    }
    clang::PrintingPolicy Policy(LO);
    for (const clang::FieldDecl *FD : RD->fields()) {
      if (FD->isBitField() || isResource(FD->getType()) ||
          FD->getType()->isHLSLIntangibleType())
        return false;
      std::string Decl;
      raw_string_ostream OS(Decl);
      FD->getType().print(OS, Policy, "_f" + std::to_string(Count++));
      Out += " " + Decl + ";";
    }
    return true;
  }

  /// `T x = {...};` with T derived from another struct (see the header):
  /// the list initializes a struct with T's fields flattened, and x is
  /// converted from it.
  void flattenDerived(const clang::VarDecl *VD,
                      const clang::CXXRecordDecl *RD) {
    std::string Fields;
    unsigned Count = 0;
    if (!flatFields(RD, Fields, Count) || !Count || !RD->getIdentifier())
      return;
    // The flat struct goes after T's definition: its `};` must end a line.
    std::string DefPath;
    size_t DefEnd = 0;
    const CompatFile *DefFile =
        compatFileAt(Files, SM, RD->getBraceRange().getEnd(),
                     MacroLocation::Reject, DefEnd, &DefPath);
    if (!DefFile)
      return;
    StringRef DefText = DefFile->Rewritten.Text;
    std::optional<size_t> After = semicolonAfter(DefText, DefEnd + 1);
    if (!After)
      return;
    StringRef Rest = DefText.substr(*After);
    StringRef Line = Rest.take_until([](char C) { return C == '\n'; });
    if (!Line.trim().empty() && !Line.ltrim().starts_with("//"))
      return;

    // The declaration: `<qualifiers> T name = {...};`, one declarator, all
    // in one request file.
    std::string Path;
    size_t Begin = 0, TypeBegin = 0, NameOff = 0, LBrace = 0, RBrace = 0;
    auto *List = cast<clang::InitListExpr>(
        cast<clang::RecoveryExpr>(VD->getInit())->subExpressions()[0]);
    clang::TypeLoc TL = VD->getTypeSourceInfo()
                            ? VD->getTypeSourceInfo()->getTypeLoc()
                            : clang::TypeLoc();
    const CompatFile *F = compatFileAt(Files, SM, VD->getLocation(),
                                       MacroLocation::Reject, NameOff, &Path);
    if (!F || TL.isNull() ||
        compatFileAt(Files, SM, VD->getBeginLoc(), MacroLocation::Reject,
                     Begin) != F ||
        compatFileAt(Files, SM, TL.getBeginLoc(), MacroLocation::Reject,
                     TypeBegin) != F ||
        compatFileAt(Files, SM, List->getLBraceLoc(), MacroLocation::Reject,
                     LBrace) != F ||
        compatFileAt(Files, SM, List->getRBraceLoc(), MacroLocation::Reject,
                     RBrace) != F)
      return;
    StringRef Text = F->Rewritten.Text;
    size_t NameEnd = NameOff + VD->getName().size();
    if (Begin > TypeBegin || TypeBegin >= NameOff || NameEnd > LBrace ||
        RBrace >= Text.size() ||
        Text.substr(NameEnd, LBrace - NameEnd).trim() != "=")
      return;
    std::optional<size_t> End = semicolonAfter(Text, RBrace + 1);
    if (!End)
      return;
    // The type as written, with the qualifiers before it (`static const`).
    StringRef Spelled = Text.substr(Begin, NameOff - Begin).rtrim();
    StringRef TypeName = Text.substr(TypeBegin, NameOff - TypeBegin).rtrim();
    if (Spelled.contains('\n') || TypeName.empty() ||
        TypeName.find_first_of("<>,()[]") != StringRef::npos)
      return;

    std::string Flat = "__dxild_flat_" + RD->getName().str();
    std::string Temp = VD->getName().str() + "__dxild_flat";
    if (Defined.insert({DefPath, *After}).second)
      Out.push_back(
          {DefPath, *After, 0, " struct " + Flat + " {" + Fields + " };"});
    // `T x = {...};` -> `Flat x__dxild_flat = {...}; T x = (T)x__dxild_flat;`
    Out.push_back({Path, TypeBegin, TypeName.size(), Flat});
    Out.push_back({Path, NameEnd, 0, "__dxild_flat"});
    Out.push_back({Path, *End, 0,
                   " " + Spelled.str() + " " + VD->getName().str() + " = (" +
                       TypeName.str() + ")" + Temp + ";"});
  }

  const CompatFiles &Files;
  const clang::SourceManager &SM;
  const clang::LangOptions &LO;
  std::vector<ResourceInitFix> &Out;
  std::set<std::pair<std::string, size_t>> Defined;
};

class Collector : public clang::ASTConsumer {
public:
  Collector(const CompatFiles &Files, std::vector<ResourceInitFix> &Out)
      : Files(Files), Out(Out) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    const clang::SourceManager &SM = Ctx.getSourceManager();
    Finder F(Files, SM, Ctx.getLangOpts(), Out);
    F.ErrorsOccurred = Ctx.getDiagnostics().hasErrorOccurred();
    for (clang::Decl *D : requestDecls(Files, Ctx))
      F.TraverseDecl(D);
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
  return applyTextEdits(Files, Fixes);
}

} // namespace dxild
