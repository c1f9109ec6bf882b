//===- CacheKey.h - Content-addressed key of a compile ----------*- C++ -*-===//
//
// A compile cache is only as good as its key: two requests that can produce
// different bytes must never share one, and two that are the same request
// sent differently (another protobuf map order, different-name defines
// swapped) should. The key is a SHA-256 over a canonical, versioned
// serialization of every field of CompileRequest that can change the output,
// plus the identity of the compiler that produces it.
//
// Plain data in, hex string out: callers (server cache, in-process client,
// tools) need no LLVM or protobuf types.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_CACHEKEY_H
#define DXILD_CORE_CACHEKEY_H

#include "dxild/core/CompileRequest.h"
#include "dxild/core/Compiler.h"

#include <cstdint>
#include <string>

namespace dxild {

/// Version of the canonical serialization. Bump it whenever the layout of
/// canonicalCacheInput() or the meaning of a field changes, so old entries in
/// persistent or shared tiers can never be read as new ones.
inline constexpr uint32_t CacheKeyFormatVersion = 8;

/// What, besides the request, decides the bytes a compile produces.
struct CacheKeyContext {
  /// dxild, Clang and LLVM versions.
  CompilerIdentity Compiler;
  /// Hex SHA-256 of the HLSL prelude text.
  std::string PreludeHash;
  /// The running binary's ELF build id (hex), empty when it has none. The
  /// dxild version is not bumped for every change of the lowering or the
  /// writer, and a disk or Redis tier outlives a binary; the build id makes
  /// an entry written by one build invisible to every other build.
  std::string BuildId;
};

/// This process's context: compilerIdentity(), preludeHash() and the build id
/// of the executable. Computed once.
const CacheKeyContext &currentCacheKeyContext();

/// The canonical byte string the key hashes (exposed for tests and for
/// debugging key mismatches). Defines are stable-sorted by name: definitions
/// of different macros commute, two definitions of one macro do not.
/// Include files are ordered by path. Every other list keeps its order.
std::string canonicalCacheInput(const CompileRequest &Request,
                                const CacheKeyContext &Context);

/// Lower-case hex SHA-256 of canonicalCacheInput() (64 characters).
std::string cacheKey(const CompileRequest &Request,
                     const CacheKeyContext &Context);

/// cacheKey() in this process's context.
std::string cacheKey(const CompileRequest &Request);

} // namespace dxild

#endif // DXILD_CORE_CACHEKEY_H
