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
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>
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

/// The same tokens, each given to \p Each as it is lexed, until \p Each
/// returns false (a scan that ends long before the text does).
void forEachRawToken(llvm::StringRef Source,
                     llvm::function_ref<bool(const RawToken &)> Each);

/// Whether token \p I continues the directive line the token before it is
/// on (the next token of a `#define` body).
inline bool continuesDirective(const std::vector<RawToken> &Toks, size_t I) {
  return I < Toks.size() && Toks[I].InDirective && !Toks[I].StartOfLine;
}

/// One past the last token of the directive whose `#` is \p Hash.
size_t directiveEnd(const std::vector<RawToken> &Toks, size_t Hash);

/// A `#define NAME body` or `#define NAME(params) body`, as token indices.
struct RawDefine {
  size_t Name;
  /// `(` right after the name (no blank): the macro takes parameters, the
  /// tokens in [ParamsBegin, ParamsEnd) (ParamsEnd is the `)`).
  bool FunctionLike = false;
  size_t ParamsBegin = 0, ParamsEnd = 0;
  /// The body is [BodyBegin, End); empty when they are equal.
  size_t BodyBegin;
  /// One past the directive's last token.
  size_t End;

  bool hasBody() const { return BodyBegin < End; }
};

/// The `#define` whose `#` is \p Hash, a `#` starting a directive line;
/// nullopt for any other directive, and for a define without a name or
/// with an unclosed parameter list (the preprocessor reports those).
std::optional<RawDefine> parseDefine(const std::vector<RawToken> &Toks,
                                     size_t Hash);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_RAWTOKENS_H
