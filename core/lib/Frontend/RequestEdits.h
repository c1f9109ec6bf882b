//===- RequestEdits.h - Edits of the request's files between phases -*- C++
//-*-===//
//
// Fixes that phase 1 of the frontend finds (DxcOverload.h, CBufferCopy.h)
// edit the request's files before the next parse: a name is renamed to a
// fresh alias of the same length (columns do not move), and a definition is
// inserted after some declaration (columns move only on that line).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_REQUESTEDITS_H
#define DXILD_CORE_FRONTEND_REQUESTEDITS_H

#include "Frontend/EntryInterface.h"

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace dxild {

/// Where freshAlias goes on, so that the aliases of one batch differ.
struct AliasCounter {
  unsigned Long = 0;  ///< `_D<n>` names, three characters or more
  unsigned Short = 0; ///< one or two characters
};

/// A fresh identifier of exactly \p Length characters that no request file
/// and not the prelude uses; \p Counter advances past it.
std::optional<std::string> freshAlias(const CompatFiles &Files, size_t Length,
                                      AliasCounter &Counter);

/// The offset just past the `;` that follows \p At in \p Text with only
/// spaces and tabs between (the end of `struct T { ... };` or of a
/// declaration), or nullopt.
std::optional<size_t> semicolonAfter(llvm::StringRef Text, size_t At);

/// The offset of the first whole identifier \p Name in \p Text at or after
/// \p From (not part of a longer name), or npos.
size_t findIdentifier(llvm::StringRef Text, llvm::StringRef Name,
                      size_t From = 0);

/// Inserts \p Text at \p Offset of both texts of \p F (so that offsets keep
/// naming the same text in the original and the rewritten file) and moves
/// the recorded rewrites after it.
void insertText(CompatFile &F, size_t Offset, llvm::StringRef Text);

/// A replacement of \p Length characters at \p Offset of one request file
/// (virtual path) with \p Text; an insertion when \p Length is 0.
struct TextEdit {
  std::string File;
  size_t Offset = 0;
  size_t Length = 0;
  std::string Text;
};

/// Applies \p Edits with replaceText, last first by file and offset (in
/// their order where places are equal), so that each offset still names
/// the text it was found at; returns how many.
unsigned applyTextEdits(CompatFiles &Files, std::vector<TextEdit> Edits);

/// Replaces \p Length characters at \p Offset of both texts of \p F with
/// \p Text, moving the recorded rewrites after them (columns move only on
/// that line).
void replaceText(CompatFile &F, size_t Offset, size_t Length,
                 llvm::StringRef Text);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_REQUESTEDITS_H
