//===- CBufferCopy.cpp - Copying a struct out of a constant buffer --------===//

#include "Frontend/CBufferCopy.h"
#include "Frontend/FrontendLocations.h"
#include "Frontend/RequestEdits.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <tuple>

using namespace llvm;

namespace dxild {

/// Writes the member-wise copy of a value of type \p Ty at \p Path (`.a.b[i]`)
/// from V into r. False for what it does not handle.
bool writeCBufferCopy(clang::ASTContext &Ctx, clang::QualType Ty,
                      const std::string &Path, const std::string &Var,
                      unsigned Depth, std::string &Out) {
  Ty = Ctx.removeAddrSpaceQualType(Ty.getCanonicalType().getUnqualifiedType());
  if (const auto *AT = Ctx.getAsConstantArrayType(Ty)) {
    std::string I = "__dxild_i" + std::to_string(Depth);
    Out += "for (uint " + I + " = 0; " + I + " < " +
           std::to_string(AT->getSize().getZExtValue()) + "; ++" + I + ") { ";
    if (!writeCBufferCopy(Ctx, AT->getElementType(), Path + "[" + I + "]", Var,
                          Depth + 1, Out))
      return false;
    Out += "} ";
    return true;
  }
  if (Ty->isArrayType())
    return false;
  if (const clang::CXXRecordDecl *RD = Ty->getAsCXXRecordDecl()) {
    if (RD->isUnion() || RD->getNumBases() || Ty->isHLSLResourceRecord() ||
        Ty->isHLSLIntangibleType())
      return false;
    for (const clang::FieldDecl *F : RD->fields()) {
      if (F->isBitField() || F->getName().empty())
        return false;
      if (!writeCBufferCopy(Ctx, F->getType(), Path + "." + F->getName().str(),
                            Var, Depth, Out))
        return false;
    }
    return true;
  }
  Out += "r" + Path + " = " + Var + Path + "; ";
  return true;
}

namespace {

class UseFinder : public clang::RecursiveASTVisitor<UseFinder> {
public:
  explicit UseFinder(const DenseMap<const clang::VarDecl *, size_t> &Vars)
      : Vars(Vars) {}

  bool VisitMemberExpr(clang::MemberExpr *E) {
    exclude(E->getBase());
    if (const auto *Base =
            dyn_cast<clang::MemberExpr>(E->getBase()->IgnoreParenImpCasts()))
      MemberBases.insert(Base);
    // `V.a.b` of a struct type, the chain's root one of the variables.
    const clang::Expr *Root = E;
    while (const auto *M =
               dyn_cast<clang::MemberExpr>(Root->IgnoreParenImpCasts())) {
      if (M->isArrow())
        return true;
      Root = M->getBase();
    }
    if (const auto *D =
            dyn_cast<clang::DeclRefExpr>(Root->IgnoreParenImpCasts()))
      if (const auto *V = dyn_cast<clang::VarDecl>(D->getDecl());
          V && Vars.count(V) && E->getType()->getAsCXXRecordDecl())
        MemberUses.push_back({E, V});
    return true;
  }
  bool VisitUnaryExprOrTypeTraitExpr(clang::UnaryExprOrTypeTraitExpr *E) {
    if (!E->isArgumentType())
      exclude(E->getArgumentExpr());
    return true;
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    if (const auto *V = dyn_cast<clang::VarDecl>(E->getDecl()))
      if (Vars.count(V))
        Uses.push_back(E);
    return true;
  }

  std::vector<const clang::DeclRefExpr *> Uses;
  SmallPtrSet<const clang::DeclRefExpr *, 8> Excluded;
  /// Struct-typed member paths of the variables (`V.a.b`); those that are
  /// not themselves the base of a member access are whole-value uses.
  std::vector<std::pair<const clang::MemberExpr *, const clang::VarDecl *>>
      MemberUses;
  SmallPtrSet<const clang::MemberExpr *, 8> MemberBases;

private:
  void exclude(const clang::Expr *E) {
    if (const auto *D = dyn_cast<clang::DeclRefExpr>(E->IgnoreParenImpCasts()))
      Excluded.insert(D);
  }
  const DenseMap<const clang::VarDecl *, size_t> &Vars;
};

class CollectorConsumer : public clang::ASTConsumer {
public:
  CollectorConsumer(const CompatFiles &Files, std::vector<CBufferCopyFix> &Out)
      : Files(Files), Out(Out) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    const clang::SourceManager &SM = Ctx.getSourceManager();
    // The request's declarations only, without deserializing the
    // precompiled prelude (noload_decls); uses are in functions.
    std::vector<clang::Decl *> UserDecls;
    for (clang::Decl *D : Ctx.getTranslationUnitDecl()->noload_decls()) {
      size_t At = 0;
      if (!isa<clang::FunctionDecl, clang::FunctionTemplateDecl,
               clang::CXXRecordDecl, clang::NamespaceDecl,
               clang::HLSLBufferDecl>(D) ||
          !compatFileAt(Files, SM, D->getLocation(), MacroLocation::Expand, At))
        continue;
      UserDecls.push_back(D);
    }
    DenseMap<const clang::VarDecl *, size_t> Vars;
    std::vector<CBufferCopyFix> Fixes;
    size_t Offset = 0;
    for (clang::Decl *D : UserDecls)
      if (auto *B = dyn_cast<clang::HLSLBufferDecl>(D);
          B && compatFileAt(Files, SM, B->getLocation(), MacroLocation::Expand,
                            Offset))
        for (clang::Decl *Member : B->decls())
          if (auto *V = dyn_cast<clang::VarDecl>(Member))
            if (std::optional<CBufferCopyFix> F = fixFor(Ctx, *B, *V)) {
              Vars[V] = Fixes.size();
              Fixes.push_back(std::move(*F));
            }
    if (Vars.empty())
      return;
    UseFinder Finder(Vars);
    for (clang::Decl *D : UserDecls)
      if (!isa<clang::HLSLBufferDecl>(D))
        Finder.TraverseDecl(D);
    for (const clang::DeclRefExpr *E : Finder.Uses) {
      if (Finder.Excluded.count(E))
        continue;
      CBufferCopyFix &F =
          Fixes[Vars.lookup(cast<clang::VarDecl>(E->getDecl()))];
      CBufferCopyFix::Use U;
      if (compatFileAt(Files, SM, E->getLocation(), MacroLocation::Reject,
                       U.Offset, &U.File))
        F.Uses.push_back(std::move(U));
    }
    // Whole-value uses of struct members (`InstanceInfo.MaterialInfo`
    // passed by value): one conversion per member path, written where the
    // variable's would be, renamed over the path's text.
    std::map<std::string, size_t> PathFixes;
    for (auto [E, V] : Finder.MemberUses) {
      if (Finder.MemberBases.count(E))
        continue;
      std::string Path;
      for (const clang::Expr *X = E;;) {
        const auto *M = dyn_cast<clang::MemberExpr>(X->IgnoreParenImpCasts());
        if (!M)
          break;
        Path = "." + M->getMemberDecl()->getName().str() + Path;
        X = M->getBase();
      }
      Path = V->getName().str() + Path;
      CBufferCopyFix::Use U;
      if (!compatFileAt(Files, SM, E->getBeginLoc(), MacroLocation::Reject,
                        U.Offset, &U.File) ||
          StringRef(Files.at(U.File).Rewritten.Text)
                  .substr(U.Offset, Path.size()) != Path)
        continue;
      auto [It, New] = PathFixes.try_emplace(Path, Fixes.size());
      if (New) {
        clang::QualType Ty = Ctx.removeAddrSpaceQualType(
            E->getType().getCanonicalType().getUnqualifiedType());
        std::string Body;
        if (!writeCBufferCopy(Ctx, Ty, "", Path, 0, Body)) {
          It->second = SIZE_MAX;
          continue;
        }
        clang::PrintingPolicy Policy = Ctx.getPrintingPolicy();
        Policy.FullyQualifiedName = true;
        Policy.SuppressScope = false;
        std::string TyName = Ty.getAsString(Policy);
        std::string Struct = "__dxild_cbcopy_" + Path;
        std::replace(Struct.begin(), Struct.end(), '.', '_');
        const CBufferCopyFix &Root = Fixes[Vars.lookup(V)];
        CBufferCopyFix F;
        F.Name = Path;
        F.Definition = " struct " + Struct + " { operator " + TyName +
                       "() const { " + TyName + " r; " + Body +
                       "return r; } }; static const " + Struct + " @ALIAS@;";
        F.InsertFile = Root.InsertFile;
        F.InsertOffset = Root.InsertOffset;
        Fixes.push_back(std::move(F));
      }
      if (It->second != SIZE_MAX)
        Fixes[It->second].Uses.push_back(std::move(U));
    }
    for (CBufferCopyFix &F : Fixes)
      if (!F.Uses.empty())
        Out.push_back(std::move(F));
  }

private:
  std::optional<CBufferCopyFix> fixFor(clang::ASTContext &Ctx,
                                       const clang::HLSLBufferDecl &B,
                                       const clang::VarDecl &V) {
    const clang::SourceManager &SM = Ctx.getSourceManager();
    clang::QualType Ty =
        Ctx.removeAddrSpaceQualType(V.getType().getUnqualifiedType());
    const clang::CXXRecordDecl *RD = Ty->getAsCXXRecordDecl();
    if (!RD || V.getName().size() < 3)
      return std::nullopt;
    std::string Name = V.getName().str();
    std::string Body;
    if (!writeCBufferCopy(Ctx, Ty, "", Name, 0, Body))
      return std::nullopt;
    clang::PrintingPolicy Policy = Ctx.getPrintingPolicy();
    Policy.FullyQualifiedName = true;
    Policy.SuppressScope = false;
    std::string TyName = Ty.getAsString(Policy);
    CBufferCopyFix F;
    F.Name = Name;
    F.Definition = " struct __dxild_cbcopy_" + Name + " { operator " + TyName +
                   "() const { " + TyName + " r; " + Body +
                   "return r; } }; static const __dxild_cbcopy_" + Name +
                   " @ALIAS@;";
    // After the buffer's last token (`}` of a cbuffer, `)` of the
    // ConstantBuffer<T> rewrite's macro) and a `;` that follows it.
    clang::SourceLocation End = SM.getExpansionRange(B.getEndLoc()).getEnd();
    size_t Offset = 0;
    const CompatFile *File = compatFileAt(Files, SM, End, MacroLocation::Expand,
                                          Offset, &F.InsertFile);
    if (!File)
      return std::nullopt;
    const std::string &Text = File->Rewritten.Text;
    if (Offset >= Text.size() || (Text[Offset] != '}' && Text[Offset] != ')'))
      return std::nullopt;
    ++Offset;
    size_t After = Offset;
    while (After < Text.size() && (Text[After] == ' ' || Text[After] == '\t'))
      ++After;
    if (After < Text.size() && Text[After] == ';')
      Offset = After + 1;
    F.InsertOffset = Offset;
    return F;
  }

  const CompatFiles &Files;
  std::vector<CBufferCopyFix> &Out;
};

} // namespace

std::unique_ptr<clang::ASTConsumer>
makeCBufferCopyCollector(const CompatFiles &Files,
                         std::vector<CBufferCopyFix> &Out) {
  return std::make_unique<CollectorConsumer>(Files, Out);
}

unsigned applyCBufferCopyFixes(CompatFiles &Files,
                               const std::vector<CBufferCopyFix> &Fixes) {
  unsigned Counter = 0;
  std::vector<std::pair<const CBufferCopyFix *, std::string>> Planned;
  for (const CBufferCopyFix &F : Fixes)
    if (std::optional<std::string> Alias =
            freshAlias(Files, F.Name.size(), Counter))
      Planned.push_back({&F, *Alias});
  // Renames keep lengths: first, then the insertions, last first.
  for (auto &[F, Alias] : Planned)
    for (const CBufferCopyFix::Use &U : F->Uses)
      Files[U.File].Rewritten.Text.replace(U.Offset, F->Name.size(), Alias);
  std::stable_sort(
      Planned.begin(), Planned.end(), [](const auto &A, const auto &B) {
        return std::tie(A.first->InsertFile, A.first->InsertOffset) >
               std::tie(B.first->InsertFile, B.first->InsertOffset);
      });
  for (auto &[F, Alias] : Planned) {
    std::string Text = F->Definition;
    Text.replace(Text.find("@ALIAS@"), 7, Alias);
    insertText(Files[F->InsertFile], F->InsertOffset, Text);
  }
  return Planned.size();
}

} // namespace dxild
