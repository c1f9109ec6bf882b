//===- SourceCompat.h - HLSL spellings Clang 22 does not parse --*- C++ -*-===//
//
// The few places where real-world HLSL that DXC accepts needs its text
// adjusted before Clang 22 reads it. Each rewrite keeps lines where they are
// (diagnostic line numbers stay right) and is listed in SUPPORT.md:
//
// - `matrix` and `vector` without template arguments mean matrix<float, 4, 4>
//   and vector<float, 4>. Clang 22 declares both as alias templates with
//   those defaults but needs the `<>`; a bare `matrix`/`vector` followed by
//   a declarator (`matrix World;`, `vector f()`) gets it. Comments, string
//   literals and preprocessor directives are left alone.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_FRONTEND_SOURCECOMPAT_H
#define DXILD_FRONTEND_SOURCECOMPAT_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace dxild {

/// The rewritten text, or nothing when \p Text needs no change.
std::optional<std::string> rewriteForClang(llvm::StringRef Text);

} // namespace dxild

#endif // DXILD_FRONTEND_SOURCECOMPAT_H
