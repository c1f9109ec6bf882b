//===- RootSignatureGuard.h - Root signatures Clang 22 cannot lex -*- C++
//-*-===//
//
// Clang 22's root-signature lexer returns an `invalid` token without moving
// past it for a character it has no token for (`:`, `;`, `"`, `@`, ...)
// and for a lone letter at the very end of the text. The parser then skips
// tokens until the next comma or parenthesis, peeking that same token again
// forever: `[RootSignature("RootFlags:(0)")]` or
// `[RootSignature("CBV(b0), x")]` hung the compile until its deadline (and
// the CLI, which has none, for good).
//
// The guard finds such text before Clang's parser reads it, reports
// dxild.frontend.root-signature-syntax at it, and blanks the text, so
// Clang parses an empty root signature and the compile fails with that one
// error. Root signatures reach the parser two ways, both covered:
//   - `[RootSignature("...")]` (the string possibly from macros, in several
//     pieces): the preprocessor's token watcher sees the string tokens
//     after macro expansion, before the parser turns them into a string;
//   - the macro named by -rootsig-define, which Clang 22 parses when the
//     macro is defined: a preprocessor callback that runs before Clang's.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_ROOTSIGNATUREGUARD_H
#define DXILD_CORE_FRONTEND_ROOTSIGNATUREGUARD_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>

namespace clang {
class Preprocessor;
}

namespace dxild {

/// The offset of the first character of root-signature text \p Text (the
/// string's value) that Clang 22's root-signature lexer cannot move past,
/// if any.
std::optional<size_t> rootSignatureStall(llvm::StringRef Text);

/// Installs the guard on \p PP for the rest of its life: the token watcher
/// for `[RootSignature(...)]` and, when \p DefineName is not empty, a
/// callback on the definition of that macro. Install it after Clang's own
/// callbacks (in FrontendAction::ExecuteAction), so the guard's runs first.
void installRootSignatureGuard(clang::Preprocessor &PP,
                               llvm::StringRef DefineName);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_ROOTSIGNATUREGUARD_H
