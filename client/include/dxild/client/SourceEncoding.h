//===- SourceEncoding.h - Source files as UTF-8 text ------------*- C++ -*-===//
//
// A request carries its source and include files as protobuf strings, which
// must be UTF-8 (a parser refuses anything else, and the whole request with
// it). Shader files on disk are not always UTF-8: DXC reads UTF-16 files
// with a byte-order mark, and engines ship headers with Latin-1 bytes in
// their comments (AMD's vectormath headers). The client decodes each file
// it sends into UTF-8 first, as DXC decodes before it lexes.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CLIENT_SOURCEENCODING_H
#define DXILD_CLIENT_SOURCEENCODING_H

#include <string>
#include <string_view>

namespace dxild::client {

/// \p Bytes with every byte that does not start a valid UTF-8 sequence
/// taken as a Latin-1 character (encoded as UTF-8); valid UTF-8 is kept
/// byte for byte.
std::string fixUTF8(std::string_view Bytes);

/// The text of a source file: UTF-16 (little or big endian, with a
/// byte-order mark) converted to UTF-8 without the mark, anything else
/// through fixUTF8 (a UTF-8 byte-order mark is kept; Clang skips it).
std::string decodeSourceText(std::string_view Bytes);

} // namespace dxild::client

#endif // DXILD_CLIENT_SOURCEENCODING_H
