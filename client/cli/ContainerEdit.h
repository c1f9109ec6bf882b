//===- ContainerEdit.h - DXContainer edits dxilc makes itself ---*- C++ -*-===//
//
// The container options DXC applies after code generation, done on the
// compiled container's bytes so that local and remote compiles (and any
// server version) get them the same way: strip or replace RTS0, add PRIV,
// add DXC's ILDN debug-name part (-Zsb), extract RTS0 into its own container
// (-Frs, -extractrootsignature), the shader hash (-Fsh) and the C header of
// -Fh. Layouts follow DXC's DxilContainerAssembler.cpp and dxc.cpp (read
// for facts). No LLVM: the thin dxilc links this.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CLIENT_CLI_CONTAINEREDIT_H
#define DXILD_CLIENT_CLI_CONTAINEREDIT_H

#include <string>
#include <vector>

namespace dxild {
namespace cli {

struct ContainerPart {
  std::string FourCC;
  std::string Data;
};

struct Container {
  std::string Digest = std::string(16, '\0');
  unsigned char Major = 1, Minor = 0;
  std::vector<ContainerPart> Parts;

  const ContainerPart *find(const std::string &FourCC) const;
  void remove(const std::string &FourCC);
  /// Inserts before the first part named in Before (in order of
  /// preference), or at the end.
  void insertBefore(ContainerPart Part, const std::vector<std::string> &Before);
};

/// Parses "DXBC" containers; false with Error on malformed input.
bool parseContainer(const std::string &Bytes, Container &Out,
                    std::string &Error);

/// Header, part offsets, parts; the digest is kept as is.
std::string serializeContainer(const Container &C);

/// DXC's ILDN payload: u16 flags (0), u16 name length, the name, then 1 to 4
/// NUL bytes so the size is a multiple of 4.
std::string debugNamePart(const std::string &Name);

/// Lower-case hex of bytes (MD5 digests, as llvm::MD5::stringifyResult).
std::string hexString(const std::string &Bytes);

/// A container holding only Part, with an all-zero digest, as DXC writes
/// for -Frs and -extractrootsignature.
std::string singlePartContainer(const ContainerPart &Part);

/// dxc's -Fh layout: "#if 0" + listing (LF -> CRLF) + "#endif", then
/// `const unsigned char <Var>[] = {` and the bytes, 12 per line, CRLF.
std::string cHeader(const std::string &Listing, const std::string &Code,
                    const std::string &VarName);

} // namespace cli
} // namespace dxild

#endif // DXILD_CLIENT_CLI_CONTAINEREDIT_H
