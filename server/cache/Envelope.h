//===- Envelope.h - Framing of cache entries on disk/Redis ------*- C++ -*-===//
//
// Entries that leave the process (disk files, Redis values) can come back
// damaged: a crash mid-write, a full disk, a truncated copy, another
// program writing to the same Redis key. Each is framed with a magic, its
// key, its length and a SHA-256 over all of that, and is only ever returned
// after the frame checks out.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_SERVER_CACHE_ENVELOPE_H
#define DXILD_SERVER_CACHE_ENVELOPE_H

#include <optional>
#include <string>
#include <string_view>

namespace dxild::cache {

/// Frames Value as the entry for Key.
std::string sealEntry(std::string_view Key, std::string_view Value);

/// The value inside a framed entry for Key, or nothing with Why set when the
/// frame is damaged, truncated, for another key or of another format.
std::optional<std::string> openEntry(std::string_view Entry,
                                     std::string_view Key, std::string &Why);

} // namespace dxild::cache

#endif // DXILD_SERVER_CACHE_ENVELOPE_H
