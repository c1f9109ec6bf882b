//===- LegacyForScope.h - HLSL 2018's for-statement scope -------*- C++ -*-===//
//
// Before HLSL 2021, a variable declared in a for statement's init belongs
// to the enclosing block: `for (int i = 0; ...) {...} return i;` is valid,
// and DXC still compiles it with -HV 2018 (DirectXTex's BC7 encoder relies
// on it). Clang 22 scopes it to the loop at every version. For requests of
// HLSL 2016 to 2018, each for statement at the start of a statement in a
// block whose declared names are used after the statement, in the same
// block, has its declaration hoisted in front of it:
//
//   for (int i = 0; i < n; ++i)  ->  int i = 0;for (; i < n; ++i)
//
// The text keeps its length and newlines (a blank between `for` and `(`, in
// the declaration, after the init's `;` or before `for` is dropped to make
// room for the extra `;`). A second hoisted declaration of the same names with the same
// type in one block, which DXC merges with the first (a warning), becomes an
// assignment. Loops whose variables are not used after them, or which do
// not fit (a newline inside `for (...;`, no blank to drop, a loop that is
// the body of an if or another loop), are left alone: Clang then reports
// an undeclared name, as before.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_LEGACYFORSCOPE_H
#define DXILD_CORE_FRONTEND_LEGACYFORSCOPE_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace dxild {

/// Whether \p HLSLVersion (a request's, "" for the default) scopes for-init
/// declarations to the enclosing block.
bool hasLegacyForScope(llvm::StringRef HLSLVersion);

/// Rewrites \p Text in place (see the file comment); returns the number of
/// for statements whose declarations were hoisted.
unsigned hoistLegacyForDeclarations(std::string &Text);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_LEGACYFORSCOPE_H
