//===- Prelude.h - dxild's HLSL standard prelude ----------------*- C++ -*-===//
//
// The HLSL header dxild pre-includes into every compile (types such as
// float4, intrinsics such as saturate or WaveActiveSum). Debian's Clang 22
// ships no hlsl.h, so dxild carries its own, generated at build time from
// core/prelude/intrinsics.py and embedded in the binary: no install path is
// involved. The text is immutable for the life of the process, so it is safe
// to share between concurrent compiles.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_PRELUDE_H
#define DXILD_CORE_PRELUDE_H

#include <string_view>

namespace dxild {

/// The whole prelude text. Points into static storage.
std::string_view preludeSource();

/// The virtual file name to give the prelude in the in-memory file system
/// and in diagnostics ("dxild_prelude.hlsl").
std::string_view preludeFileName();

/// Hex SHA-256 of preludeSource(), computed by the generator. Part of any
/// cache key that depends on the prelude (e.g. a precompiled form of it).
std::string_view preludeHash();

} // namespace dxild

#endif // DXILD_CORE_PRELUDE_H
