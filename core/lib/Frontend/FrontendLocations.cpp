//===- FrontendLocations.cpp - Clang locations for dxild's checks ---------===//

#include "Frontend/FrontendLocations.h"

#include "clang/Basic/SourceManager.h"

namespace dxild {

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
    llvm::StringRef File = P.getFilename();
    File.consume_front("/");
    D.File = File.str();
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
  auto It = Files.find(FE->getName().str());
  if (It == Files.end())
    return nullptr;
  if (Path)
    *Path = It->first;
  Offset = Off;
  return &It->second;
}

} // namespace dxild
