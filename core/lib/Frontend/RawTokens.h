//===- RawTokens.h - The raw token stream source rewrites read -*- C++ -*-===//
//
// The same-length source rewrites (SourceCompat.h, ResourceBufferDecls.h)
// read a file as Clang's raw lexer tokenizes it: no preprocessing, no
// keyword lookup, offsets into the text they rewrite.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_RAWTOKENS_H
#define DXILD_CORE_FRONTEND_RAWTOKENS_H

#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <vector>

namespace dxild {

struct RawToken {
  clang::tok::TokenKind Kind;
  size_t Offset;
  size_t Length;
  llvm::StringRef Ident; ///< raw identifier text, empty otherwise
  bool StartOfLine;
  /// Part of a preprocessor directive line (`#define ...`).
  bool InDirective;

  template <typename... Kinds> bool isOneOf(Kinds... Ks) const {
    return ((Kind == Ks) || ...);
  }
};

/// Every token of \p Source (comments skipped), in order.
std::vector<RawToken> lexRawTokens(llvm::StringRef Source);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_RAWTOKENS_H
