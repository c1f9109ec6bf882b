//===- FrontendLocations.cpp - Clang locations for dxild's checks ---------===//

#include "Frontend/FrontendLocations.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

namespace dxild {

std::string normalizedVirtualPath(llvm::StringRef Name) {
  llvm::SmallString<128> Path(Name);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true,
                               llvm::sys::path::Style::posix);
  return std::string(Path);
}

std::string userPath(llvm::StringRef VirtualName) {
  std::string Path = normalizedVirtualPath(VirtualName);
  return llvm::StringRef(Path).starts_with("/") ? Path.substr(1) : Path;
}

Diagnostic frontendError(const clang::SourceManager &SM,
                         clang::SourceLocation Loc, std::string Code,
                         std::string Message) {
  Diagnostic D;
  D.Level = Severity::Error;
  D.Code = std::move(Code);
  D.Message = std::move(Message);
  if (Loc.isInvalid())
    return D;
  clang::PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  if (P.isValid()) {
    D.File = userPath(P.getFilename());
    D.Line = P.getLine();
    D.Column = P.getColumn();
  }
  return D;
}

const CompatFile *compatFileAt(const CompatFiles &Files,
                               const clang::SourceManager &SM,
                               clang::SourceLocation Loc, MacroLocation Macros,
                               size_t &Offset, std::string *Path) {
  if (Loc.isInvalid() || (Macros == MacroLocation::Reject && !Loc.isFileID()))
    return nullptr;
  auto [FID, Off] = Macros == MacroLocation::Spelling
                        ? SM.getDecomposedSpellingLoc(Loc)
                        : SM.getDecomposedExpansionLoc(Loc);
  clang::OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID);
  if (!FE)
    return nullptr;
  auto It = Files.find(normalizedVirtualPath(FE->getName()));
  if (It == Files.end())
    return nullptr;
  if (Path)
    *Path = It->first;
  Offset = Off;
  return &It->second;
}

const CompatFile *compatRangeAt(const CompatFiles &Files,
                                const clang::SourceManager &SM,
                                const clang::LangOptions &LO,
                                const clang::SourceRange &R, size_t &Begin,
                                size_t &End, std::string *Path) {
  const CompatFile *F =
      compatFileAt(Files, SM, R.getBegin(), MacroLocation::Reject, Begin, Path);
  if (!F ||
      compatFileAt(Files, SM, R.getEnd(), MacroLocation::Reject, End) != F ||
      End < Begin)
    return nullptr;
  End += clang::Lexer::MeasureTokenLength(R.getEnd(), SM, LO);
  return F;
}

std::vector<clang::Decl *> requestDecls(const CompatFiles &Files,
                                        clang::ASTContext &Ctx) {
  std::vector<clang::Decl *> Out;
  const clang::SourceManager &SM = Ctx.getSourceManager();
  for (clang::Decl *D : Ctx.getTranslationUnitDecl()->noload_decls()) {
    size_t At = 0;
    if (compatFileAt(Files, SM, D->getLocation(), MacroLocation::Expand, At))
      Out.push_back(D);
  }
  return Out;
}

} // namespace dxild
