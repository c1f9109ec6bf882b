//===- FrontendLocations.h - Clang locations for dxild's checks -*- C++ -*-===//
//
// dxild's own frontend checks and rewrites turn Clang source locations into
// what the user sees (a diagnostic's file, line and column, with the path
// the request named) and into positions in the request's files (for the
// same-length source rewrites). One implementation for every check.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_FRONTENDLOCATIONS_H
#define DXILD_CORE_FRONTEND_FRONTENDLOCATIONS_H

#include "Frontend/EntryInterface.h"

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class LangOptions;
class SourceLocation;
class SourceManager;
class SourceRange;
} // namespace clang

namespace dxild {

/// The name of the file Clang opened as \p Name in the request's virtual
/// file system, as the request's file maps are keyed: `/sub/../inc/a.hlsl`
/// (an include relative to a subdirectory) is `/inc/a.hlsl`.
std::string normalizedVirtualPath(llvm::StringRef Name);

/// \p VirtualName normalized and without the virtual root: the name the
/// user sent.
std::string userPath(llvm::StringRef VirtualName);

/// An error diagnostic at \p Loc (its expansion location inside a macro),
/// the file named as the request named it (the virtual root stripped).
Diagnostic frontendError(const clang::SourceManager &SM,
                         clang::SourceLocation Loc, std::string Code,
                         std::string Message);

/// Whether a location written by a macro expansion counts as the expansion's
/// position (Expand), as no position in the request's files (Reject: the
/// rewrites that must edit exactly what the user wrote), or as where its
/// token is spelled (Spelling: a macro's body or argument in a request
/// file, for rewrites that hold for every expansion of that macro).
enum class MacroLocation { Expand, Reject, Spelling };

/// The request file holding \p Loc and the byte offset in it; null for the
/// prelude, an invalid location, or (with MacroLocation::Reject) a location
/// inside a macro. \p Path, when given, receives the file's virtual path.
const CompatFile *compatFileAt(const CompatFiles &Files,
                               const clang::SourceManager &SM,
                               clang::SourceLocation Loc, MacroLocation Macros,
                               size_t &Offset, std::string *Path = nullptr);

/// The request file holding the token range \p R whole (both ends in it, not
/// in a macro) and the byte offsets [Begin, End) of its text there; null
/// otherwise. \p Path, when given, receives the file's virtual path.
const CompatFile *compatRangeAt(const CompatFiles &Files,
                                const clang::SourceManager &SM,
                                const clang::LangOptions &LO,
                                const clang::SourceRange &R, size_t &Begin,
                                size_t &End, std::string *Path = nullptr);

/// The translation unit's top-level declarations written in a request file
/// (as MacroLocation::Expand places them), without deserializing the
/// precompiled prelude's.
std::vector<clang::Decl *> requestDecls(const CompatFiles &Files,
                                        clang::ASTContext &Ctx);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_FRONTENDLOCATIONS_H
