//===- CBufferCopy.cpp - Copying a struct out of a constant buffer --------===//

#include "Frontend/CBufferCopy.h"
#include "Frontend/CBufferBitFields.h"
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
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
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
      // A bit-field is copied as its value (its read out of the buffer is
      // shifted and masked, CBufferBitFields.h).
      if (F->getName().empty() || (F->isBitField() && !bitFieldPlace(F)))
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
  UseFinder(const DenseMap<const clang::VarDecl *, size_t> &Vars,
            const SmallPtrSetImpl<const clang::VarDecl *> &Roots)
      : Vars(Vars), Roots(Roots) {}

  bool VisitMemberExpr(clang::MemberExpr *E) {
    // The object of a method call (`Camera.IsOrtho()`) is a whole-value
    // use: Clang 22 cannot bind the method's object parameter to it.
    const auto *Method = dyn_cast<clang::CXXMethodDecl>(E->getMemberDecl());
    if (Method && !Method->isStatic()) {
      const clang::Expr *Object = E->getBase()->IgnoreParenImpCasts();
      MethodObjects.insert(Object);
      // A member of an element (`V.a[i].b.method()`, WickedEngine's
      // `GetCameraIndexed(i).frustum.intersects(s)`): the element is copied
      // (`<alias>(i).b.method()`), the rest applies to the copy.
      const clang::Expr *X = Object;
      while (const auto *M = dyn_cast<clang::MemberExpr>(X)) {
        if (M->isArrow())
          break;
        X = M->getBase()->IgnoreParenImpCasts();
      }
      if (X != Object && isa<clang::ArraySubscriptExpr>(X))
        ElementCopies.insert(X);
      return true;
    }
    exclude(E->getBase());
    PathBases.insert(E->getBase()->IgnoreParenImpCasts());
    notePath(E);
    return true;
  }
  /// The operand of a cast to a matrix, vector, array or scalar
  /// (`(float3x2)m`, naga's globals test): the conversion object names no
  /// such conversion, so it is used as a call, a value of the struct,
  /// which Clang 22 casts element by element.
  bool VisitCStyleCastExpr(clang::CStyleCastExpr *E) {
    if (!E->getType()->getAsCXXRecordDecl() && !E->getType()->isVoidType())
      MethodObjects.insert(E->getSubExpr()->IgnoreParenImpCasts());
    return true;
  }
  bool VisitArraySubscriptExpr(clang::ArraySubscriptExpr *E) {
    PathBases.insert(E->getBase()->IgnoreParenImpCasts());
    notePath(E);
    return true;
  }
  bool VisitUnaryExprOrTypeTraitExpr(clang::UnaryExprOrTypeTraitExpr *E) {
    if (!E->isArgumentType())
      exclude(E->getArgumentExpr());
    return true;
  }
  /// An invalid member access (`V.misspelled`, kept by Clang as a recovery
  /// expression that starts with `V` and goes on past it): not a
  /// whole-value use, so that the error names V's own type, not the
  /// copy's. A refused copy (`T t = V;`: a recovery expression of exactly
  /// `V`) or call argument (`f(V)`: one starting at `f`) still is.
  bool VisitRecoveryExpr(clang::RecoveryExpr *E) {
    for (clang::Expr *Sub : E->subExpressions()) {
      const clang::Expr *S = Sub->IgnoreParenImpCasts();
      if (S->getBeginLoc() == E->getBeginLoc() &&
          S->getEndLoc() != E->getEndLoc())
        exclude(S);
    }
    return true;
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    if (const auto *V = dyn_cast<clang::VarDecl>(E->getDecl())) {
      if (Vars.count(V))
        Uses.push_back(E);
      if (E->getLocation().isMacroID())
        MacroRefs.push_back(E);
    }
    return true;
  }

  std::vector<const clang::DeclRefExpr *> Uses;
  /// Every variable reference a macro writes (not only the buffers'): a
  /// macro parameter is fixed only when all its expansions pass one.
  std::vector<const clang::DeclRefExpr *> MacroRefs;
  SmallPtrSet<const clang::DeclRefExpr *, 8> Excluded;
  /// Struct-typed paths into buffer variables: members (`V.a.b`) and at
  /// most one subscript, last (`V.a[i]`, `Lights[i]`); those that are not
  /// themselves the base of a member access or subscript are whole-value
  /// uses.
  struct PathUse {
    const clang::Expr *E;
    const clang::VarDecl *Root;
    std::string Path; ///< `V.a.b`, without the subscript
    const clang::ArraySubscriptExpr *Subscript = nullptr;
  };
  std::vector<PathUse> PathUses;
  SmallPtrSet<const clang::Expr *, 8> PathBases;
  /// Objects of method calls and operands of casts to non-struct types:
  /// used as calls `<alias>()`.
  SmallPtrSet<const clang::Expr *, 8> MethodObjects;
  /// Elements whose member is a method's object: copied whole although
  /// they are bases of member accesses.
  SmallPtrSet<const clang::Expr *, 8> ElementCopies;

private:
  void notePath(const clang::Expr *E) {
    if (!E->getType()->getAsCXXRecordDecl())
      return;
    PathUse U{E, nullptr, "", nullptr};
    const clang::Expr *X = E;
    if (const auto *S = dyn_cast<clang::ArraySubscriptExpr>(X)) {
      U.Subscript = S;
      X = S->getBase()->IgnoreParenImpCasts();
    }
    std::string Path;
    while (const auto *M = dyn_cast<clang::MemberExpr>(X)) {
      if (M->isArrow())
        return;
      Path = "." + M->getMemberDecl()->getName().str() + Path;
      X = M->getBase()->IgnoreParenImpCasts();
    }
    const auto *D = dyn_cast<clang::DeclRefExpr>(X);
    const auto *V = D ? dyn_cast<clang::VarDecl>(D->getDecl()) : nullptr;
    if (!V || !Roots.count(V) || (Path.empty() && !U.Subscript))
      return;
    U.Root = V;
    U.Path = V->getName().str() + Path;
    PathUses.push_back(std::move(U));
  }

  void exclude(const clang::Expr *E) {
    if (const auto *D = dyn_cast<clang::DeclRefExpr>(E->IgnoreParenImpCasts()))
      Excluded.insert(D);
  }
  const DenseMap<const clang::VarDecl *, size_t> &Vars;
  const SmallPtrSetImpl<const clang::VarDecl *> &Roots;
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
               clang::HLSLBufferDecl, clang::VarDecl>(D) ||
          !compatFileAt(Files, SM, D->getLocation(), MacroLocation::Expand, At))
        continue;
      UserDecls.push_back(D);
    }
    DenseMap<const clang::VarDecl *, size_t> Vars;
    SmallPtrSet<const clang::VarDecl *, 16> Roots;
    DenseMap<const clang::VarDecl *, std::pair<std::string, size_t>> Inserts;
    std::vector<CBufferCopyFix> Fixes;
    size_t Offset = 0;
    for (clang::Decl *D : UserDecls) {
      // A struct in the default constant buffer (`A g;` at file scope,
      // $Globals): the same copy, after its declaration.
      if (auto *G = dyn_cast<clang::VarDecl>(D);
          G && G->getType().getAddressSpace() == clang::LangAS::hlsl_constant) {
        std::pair<std::string, size_t> At;
        if (!globalInsertPoint(Ctx, *G, At.first, At.second))
          continue;
        Roots.insert(G);
        Inserts[G] = At;
        if (std::optional<CBufferCopyFix> F = fixFor(Ctx, *G, At)) {
          Vars[G] = Fixes.size();
          Fixes.push_back(std::move(*F));
        }
        continue;
      }
      auto *B = dyn_cast<clang::HLSLBufferDecl>(D);
      std::pair<std::string, size_t> At;
      if (!B ||
          !compatFileAt(Files, SM, B->getLocation(), MacroLocation::Expand,
                        Offset) ||
          !insertPoint(Ctx, *B, At.first, At.second))
        continue;
      for (clang::Decl *Member : B->decls())
        if (auto *V = dyn_cast<clang::VarDecl>(Member)) {
          // dxild's own buffers (HeapCBuffer.h's `__dxild_hcb_N[index]`)
          // copy their structs themselves.
          if (!V->getName().starts_with("__dxild_"))
            Roots.insert(V);
          Inserts[V] = At;
          if (std::optional<CBufferCopyFix> F = fixFor(Ctx, *V, At)) {
            Vars[V] = Fixes.size();
            Fixes.push_back(std::move(*F));
          }
        }
    }
    if (Roots.empty())
      return;
    UseFinder Finder(Vars, Roots);
    for (clang::Decl *D : UserDecls)
      if (!isa<clang::HLSLBufferDecl>(D))
        Finder.TraverseDecl(D);
    // Renamed places, once each: a macro's body is renamed once for all its
    // expansions.
    std::set<std::pair<std::string, size_t>> Claimed;
    for (const clang::DeclRefExpr *E : Finder.Uses) {
      if (Finder.Excluded.count(E))
        continue;
      const auto *V = cast<clang::VarDecl>(E->getDecl());
      // A method's object, or a use written by a macro: a call (below).
      if (Finder.MethodObjects.count(E) || E->getLocation().isMacroID()) {
        if (Roots.count(V))
          Finder.PathUses.push_back({E, V, V->getName().str(), nullptr});
        continue;
      }
      CBufferCopyFix &F = Fixes[Vars.lookup(V)];
      CBufferCopyFix::Use U;
      if (compatFileAt(Files, SM, E->getLocation(), MacroLocation::Reject,
                       U.Offset, &U.File) &&
          Claimed.insert({U.File, U.Offset}).second)
        F.Uses.push_back(std::move(U));
    }
    // Whole-value uses of struct members and array elements
    // (`InstanceInfo.MaterialInfo`, `Lights[i]`, `Info.Lights[i]` passed by
    // value): a conversion per path, written where the variable's would
    // be; `V.a` is renamed over its text, `V.a[i]` becomes a call
    // `<alias>(i)` (the `[` and `]` become parentheses). A method's object
    // (`V.a.IsOrtho()`, which names no conversion) and a use written by a
    // macro become a call `<alias>()` as well: a value of the struct,
    // right for every expansion of the macro, member reads included.
    std::map<std::string, size_t> PathFixes;
    for (const UseFinder::PathUse &P : Finder.PathUses) {
      if (Finder.PathBases.count(P.E) && !Finder.ElementCopies.count(P.E))
        continue;
      std::optional<CBufferCopyFix::Use> U = placeOf(SM, P);
      if (!U)
        continue;
      // Written by a macro, the rename holds for every expansion: a value.
      bool Call =
          !P.Subscript &&
          (Finder.MethodObjects.count(P.E) || P.E->getBeginLoc().isMacroID() ||
           P.E->getEndLoc().isMacroID() || U->Written != P.Path);
      if (!Claimed.insert({U->File, U->Offset}).second)
        continue; // renamed already
      std::string Key = P.Path +
                        (P.Subscript ? "[]"
                         : Call      ? "()"
                                     : "") +
                        "#" + std::to_string(U->Written.size());
      auto [It, New] = PathFixes.try_emplace(Key, Fixes.size());
      if (New) {
        clang::QualType Ty = Ctx.removeAddrSpaceQualType(
            P.E->getType().getCanonicalType().getUnqualifiedType());
        std::string Source =
            P.Path + (P.Subscript ? "[__dxild_index]" : std::string());
        std::string Body;
        if (!writeCBufferCopy(Ctx, Ty, "", Source, 0, Body)) {
          It->second = SIZE_MAX;
          continue;
        }
        std::string TyName = typeName(Ctx, Ty);
        CBufferCopyFix F;
        F.Name = U->Written;
        F.Call = Call;
        if (P.Subscript || Call) {
          F.Definition = " " + TyName + " @ALIAS@(" +
                         (Call ? "" : "uint __dxild_index") + ") { " + TyName +
                         " r; " + Body + "return r; }";
        } else {
          std::string Struct = "__dxild_cbcopy_" + P.Path;
          std::replace(Struct.begin(), Struct.end(), '.', '_');
          F.Definition = " struct " + Struct + " { operator " + TyName +
                         "() const { " + TyName + " r; " + Body +
                         "return r; } }; static const " + Struct + " @ALIAS@;";
        }
        std::tie(F.InsertFile, F.InsertOffset) = Inserts.lookup(P.Root);
        Fixes.push_back(std::move(F));
      }
      if (It->second != SIZE_MAX)
        Fixes[It->second].Uses.push_back(std::move(*U));
    }
    addMacroParameterFixes(Ctx, Finder, Vars, Roots, Inserts, Fixes);
    for (CBufferCopyFix &F : Fixes)
      if (!F.Uses.empty() || !F.FixedName.empty() || !F.Replacements.empty())
        Out.push_back(std::move(F));
  }

private:
  /// Whole variables a macro's argument writes (FlaxEngine's
  /// `DECLARE_GBUFFERDATA_ACCESS(GBuffer)`, whose body both returns the
  /// argument and pastes it into a name): where every expansion passes a
  /// constant-buffer struct variable, alone, to a parameter use, that use
  /// becomes `__dxild_cbv_ ## param ()` and each variable V passed gets
  /// `T __dxild_cbv_V()` after its buffer.
  void addMacroParameterFixes(
      clang::ASTContext &Ctx, const UseFinder &Finder,
      const DenseMap<const clang::VarDecl *, size_t> &Vars,
      const SmallPtrSetImpl<const clang::VarDecl *> &Roots,
      const DenseMap<const clang::VarDecl *, std::pair<std::string, size_t>>
          &Inserts,
      std::vector<CBufferCopyFix> &Fixes) {
    const clang::SourceManager &SM = Ctx.getSourceManager();
    struct ParameterUse {
      size_t Length = 0;
      std::vector<const clang::VarDecl *> Passed;
      bool Refused = false;
    };
    std::map<std::pair<std::string, size_t>, ParameterUse> Parameters;
    for (const clang::DeclRefExpr *R : Finder.MacroRefs) {
      std::pair<std::string, size_t> At;
      size_t Length = 0;
      if (!macroParameterAt(SM, R->getLocation(), At.first, At.second, Length))
        continue;
      ParameterUse &P = Parameters[At];
      P.Length = Length;
      const auto *V = cast<clang::VarDecl>(R->getDecl());
      if (!Roots.count(V) || !Vars.count(V) || Finder.Excluded.count(R) ||
          Finder.PathBases.count(R) || R->hasQualifier() ||
          !writtenAloneAsArgument(SM, R->getLocation()))
        P.Refused = true;
      else
        P.Passed.push_back(V);
    }
    SmallPtrSet<const clang::VarDecl *, 4> Defined;
    for (const auto &[At, P] : Parameters) {
      if (P.Refused || P.Passed.empty())
        continue;
      const std::string &Text = Files.at(At.first).Rewritten.Text;
      std::string Parameter = Text.substr(At.second, P.Length);
      CBufferCopyFix Use;
      Use.Replacements.push_back({At.first, At.second, P.Length,
                                  "__dxild_cbv_ ## " + Parameter + " ()"});
      Fixes.push_back(std::move(Use));
      for (const clang::VarDecl *V : P.Passed) {
        if (!Defined.insert(V).second)
          continue;
        clang::QualType Ty =
            Ctx.removeAddrSpaceQualType(V->getType().getUnqualifiedType());
        std::string Body;
        if (!writeCBufferCopy(Ctx, Ty, "", V->getName().str(), 0, Body))
          continue; // checked by fixFor already
        std::string TyName = typeName(Ctx, Ty);
        CBufferCopyFix F;
        F.FixedName = "__dxild_cbv_" + V->getName().str();
        std::tie(F.InsertFile, F.InsertOffset) = Inserts.lookup(V);
        // A later round of phase 1 may reach another macro passing V.
        if (Files.at(F.InsertFile).Rewritten.Text.find(F.FixedName + "()") !=
            std::string::npos)
          continue;
        F.Definition = " " + TyName + " @ALIAS@() { " + TyName + " r; " + Body +
                       "return r; }";
        Fixes.push_back(std::move(F));
      }
    }
  }

  /// The use of a macro parameter in the macro's body that \p Loc, a macro
  /// argument's token written in a request file, was substituted for.
  bool macroParameterAt(const clang::SourceManager &SM,
                        clang::SourceLocation Loc, std::string &File,
                        size_t &Offset, size_t &Length) {
    if (!SM.isMacroArgExpansion(Loc) ||
        SM.getImmediateSpellingLoc(Loc).isMacroID())
      return false;
    clang::SourceLocation Parameter =
        SM.getImmediateExpansionRange(Loc).getBegin();
    if (!Parameter.isMacroID() || SM.isMacroArgExpansion(Parameter))
      return false;
    clang::SourceLocation Body = SM.getImmediateSpellingLoc(Parameter);
    if (Body.isMacroID())
      return false;
    const CompatFile *F =
        compatFileAt(Files, SM, Body, MacroLocation::Spelling, Offset, &File);
    if (!F)
      return false;
    const std::string &Text = F->Rewritten.Text;
    Length = 0;
    while (Offset + Length < Text.size() &&
           (isAlnum(Text[Offset + Length]) || Text[Offset + Length] == '_'))
      ++Length;
    return Length != 0;
  }

  /// Whether the argument token at \p Loc is the whole argument: `(` or `,`
  /// before it and `)` or `,` after it (`F(V)`, not `F((V))` or `F(-V)`),
  /// so that pasting it gives one name.
  bool writtenAloneAsArgument(const clang::SourceManager &SM,
                              clang::SourceLocation Loc) {
    size_t Offset = 0;
    const CompatFile *F =
        compatFileAt(Files, SM, SM.getImmediateSpellingLoc(Loc),
                     MacroLocation::Spelling, Offset);
    if (!F)
      return false;
    StringRef Text = F->Rewritten.Text;
    size_t Before = Text.substr(0, Offset).find_last_not_of(" \t\r\n");
    size_t End = Offset;
    while (End < Text.size() && (isAlnum(Text[End]) || Text[End] == '_'))
      ++End;
    size_t After = Text.find_first_not_of(" \t\r\n", End);
    return Before != StringRef::npos && After != StringRef::npos &&
           (Text[Before] == '(' || Text[Before] == ',') &&
           (Text[After] == ')' || Text[After] == ',');
  }

  /// Where the path of \p P is written, to be renamed: from its first token
  /// to its last (before the `[` of an element), in the one text that spells
  /// both, the file or one macro's body. A path written partly by macros
  /// (`GetFrame().vxgi.clipmaps[i]`, `load_entity(i)` with `#define
  /// load_entity(i) (GetFrame().entityArray[i])`) is renamed where its last
  /// token is written, over the invocations that write the rest
  /// (`GetFrame().vxgi.clipmaps`, `GetFrame().entityArray`). None when a
  /// macro argument writes part of it (the macro's body serves other
  /// arguments too) or it spans lines.
  std::optional<CBufferCopyFix::Use> placeOf(const clang::SourceManager &SM,
                                             const UseFinder::PathUse &P) {
    const clang::Expr *Path =
        P.Subscript ? P.Subscript->getBase()->IgnoreParenImpCasts() : P.E;
    clang::SourceLocation Last = Path->getEndLoc();
    if (SM.isMacroArgExpansion(Last))
      return std::nullopt;
    clang::FileID Where = SM.getFileID(Last);
    clang::SourceLocation First = P.E->getBeginLoc();
    while (SM.getFileID(First) != Where) {
      if (!First.isMacroID() || SM.isMacroArgExpansion(First))
        return std::nullopt;
      First = SM.getImmediateExpansionRange(First).getBegin();
    }
    CBufferCopyFix::Use U;
    std::string LastFile;
    size_t LastOffset = 0;
    if (!compatFileAt(Files, SM, First, MacroLocation::Spelling, U.Offset,
                      &U.File) ||
        !compatFileAt(Files, SM, Last, MacroLocation::Spelling, LastOffset,
                      &LastFile) ||
        LastFile != U.File || LastOffset < U.Offset)
      return std::nullopt;
    StringRef Text = Files.at(U.File).Rewritten.Text;
    size_t End = LastOffset;
    while (End < Text.size() && (isAlnum(Text[End]) || Text[End] == '_'))
      ++End;
    if (End == LastOffset)
      return std::nullopt;
    U.Written = Text.slice(U.Offset, End).str();
    if (StringRef(U.Written).find_first_of("\n\\") != StringRef::npos)
      return std::nullopt;
    if (P.Subscript) {
      clang::SourceLocation Close = P.Subscript->getRBracketLoc();
      std::string CloseFile;
      U.Open = End;
      if (SM.getFileID(Close) != Where || Text.substr(U.Open, 1) != "[" ||
          !compatFileAt(Files, SM, Close, MacroLocation::Spelling, U.Close,
                        &CloseFile) ||
          CloseFile != U.File || U.Close <= U.Open ||
          Text.substr(U.Close, 1) != "]")
        return std::nullopt;
    }
    return U;
  }

  static std::string typeName(clang::ASTContext &Ctx, clang::QualType Ty) {
    clang::PrintingPolicy Policy = Ctx.getPrintingPolicy();
    Policy.FullyQualifiedName = true;
    Policy.SuppressScope = false;
    return Ty.getAsString(Policy);
  }

  std::optional<CBufferCopyFix>
  fixFor(clang::ASTContext &Ctx, const clang::VarDecl &V,
         const std::pair<std::string, size_t> &At) {
    clang::QualType Ty =
        Ctx.removeAddrSpaceQualType(V.getType().getUnqualifiedType());
    const clang::CXXRecordDecl *RD = Ty->getAsCXXRecordDecl();
    if (!RD || V.getName().empty())
      return std::nullopt;
    std::string Name = V.getName().str();
    std::string Body;
    if (!writeCBufferCopy(Ctx, Ty, "", Name, 0, Body))
      return std::nullopt;
    std::string TyName = typeName(Ctx, Ty);
    CBufferCopyFix F;
    F.Name = Name;
    F.Definition = " struct __dxild_cbcopy_" + Name + " { operator " + TyName +
                   "() const { " + TyName + " r; " + Body +
                   "return r; } }; static const __dxild_cbcopy_" + Name +
                   " @ALIAS@;";
    std::tie(F.InsertFile, F.InsertOffset) = At;
    return F;
  }

  /// After the buffer's last token (`}` of a cbuffer, `)` of the
  /// ConstantBuffer<T> rewrite's macro, or a macro that writes the `}`:
  /// FlaxEngine's `#define META_CB_END };`) and a `;` that follows it.
  bool insertPoint(clang::ASTContext &Ctx, const clang::HLSLBufferDecl &B,
                   std::string &File, size_t &Offset) {
    const clang::SourceManager &SM = Ctx.getSourceManager();
    clang::SourceLocation End = SM.getExpansionRange(B.getEndLoc()).getEnd();
    const CompatFile *F =
        compatFileAt(Files, SM, End, MacroLocation::Expand, Offset, &File);
    if (!F)
      return false;
    const std::string &Text = F->Rewritten.Text;
    if (Offset >= Text.size())
      return false;
    if (Text[Offset] == '}' || Text[Offset] == ')')
      ++Offset;
    else if (B.getEndLoc().isMacroID() &&
             (isAlpha(Text[Offset]) || Text[Offset] == '_'))
      Offset += clang::Lexer::MeasureTokenLength(End, SM, Ctx.getLangOpts());
    else
      return false;
    if (std::optional<size_t> After = semicolonAfter(Text, Offset))
      Offset = *After;
    return true;
  }

  /// After the `;` that ends a file-scope declaration of one variable.
  bool globalInsertPoint(clang::ASTContext &Ctx, const clang::VarDecl &V,
                         std::string &File, size_t &Offset) {
    const clang::SourceManager &SM = Ctx.getSourceManager();
    clang::SourceLocation End = SM.getExpansionRange(V.getEndLoc()).getEnd();
    const CompatFile *F =
        compatFileAt(Files, SM, End, MacroLocation::Expand, Offset, &File);
    if (!F)
      return false;
    const std::string &Text = F->Rewritten.Text;
    clang::LangOptions LO = Ctx.getLangOpts();
    Offset += clang::Lexer::MeasureTokenLength(End, SM, LO);
    std::optional<size_t> After = semicolonAfter(Text, Offset);
    if (!After)
      return false;
    Offset = *After;
    return true;
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

/// The length of a fix's alias: the name's, less the `()` of a call; a
/// call replacing a name shorter than 5 characters (`L.Eval(n)` on a
/// cbuffer's `Light L`) is longer than it and moves the rest of its line.
static size_t aliasLength(const CBufferCopyFix &F) {
  if (!F.Call)
    return F.Name.size();
  return F.Name.size() >= 5 ? F.Name.size() - 2 : 3;
}

unsigned applyCBufferCopyFixes(CompatFiles &Files,
                               const std::vector<CBufferCopyFix> &Fixes) {
  AliasCounter Counter;
  std::vector<std::pair<const CBufferCopyFix *, std::string>> Planned;
  for (const CBufferCopyFix &F : Fixes) {
    if (!F.FixedName.empty() || F.Definition.empty())
      Planned.push_back({&F, F.FixedName});
    else if (std::optional<std::string> Alias =
                 freshAlias(Files, aliasLength(F), Counter))
      Planned.push_back({&F, *Alias});
  }
  // Renames that keep lengths first; then what moves text (insertions,
  // calls longer than the name they replace, macro parameter
  // replacements), last first.
  std::vector<TextEdit> Edits;
  for (auto &[F, Alias] : Planned)
    for (const CBufferCopyFix::Use &U : F->Uses) {
      if (F->Call && aliasLength(*F) + 2 != F->Name.size()) {
        Edits.push_back({U.File, U.Offset, F->Name.size(), Alias + "()"});
        continue;
      }
      std::string &Text = Files[U.File].Rewritten.Text;
      Text.replace(U.Offset, F->Name.size(), F->Call ? Alias + "()" : Alias);
      if (U.Open != SIZE_MAX) {
        Text[U.Open] = '(';
        Text[U.Close] = ')';
      }
    }
  for (auto &[F, Alias] : Planned) {
    if (!F->Definition.empty()) {
      std::string Text = F->Definition;
      Text.replace(Text.find("@ALIAS@"), 7, Alias);
      Edits.push_back({F->InsertFile, F->InsertOffset, 0, std::move(Text)});
    }
    Edits.insert(Edits.end(), F->Replacements.begin(), F->Replacements.end());
  }
  applyTextEdits(Files, std::move(Edits));
  return Planned.size();
}

} // namespace dxild
