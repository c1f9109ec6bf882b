//===- ResourceDefaults.h - Resource types without template args -*- C++
//-*-===//
//
// HLSL lets a resource type with all-default template arguments drop them
// (`Texture2D t;` is `Texture2D<float4> t;`); Clang 22 requires `<>` on
// every class template. Before parsing, dxild replaces each such use of a
// resource type name by the prelude's same-length alias of its defaulted
// specialization: the name with its first two characters replaced by "__"
// (`Texture2D` -> `__xture2D`, declared `typedef Texture2D<> __xture2D;` in
// the prelude). Same length, so every diagnostic column stays right.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_RESOURCEDEFAULTS_H
#define DXILD_CORE_FRONTEND_RESOURCEDEFAULTS_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace dxild {

/// \p Source with every resource type name that is not followed by `<`
/// replaced by its alias; nothing if there is none.
std::optional<std::string> withDefaultResourceArgs(llvm::StringRef Source);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_RESOURCEDEFAULTS_H
