//===- DebugInfo.h - DXC's debug parts and PDB, as dxilc writes them -*- C++
//-*-===//
//
// The pieces of DXC's -Zi/-Zs output that need no compiler: the SRCI
// source-info part (DxilContainer.h's DxilSourceInfo layout, written as
// dxcshadersourceinfo.cpp does but with the contents uncompressed) and the
// PDB, an MSF 7.00 file laid out exactly as DXC's DxilPDB.cpp writes it
// (512-byte blocks; streams: old directory, PDB header with the shader hash
// as its GUID, empty TPI/DBI/IPI, and stream 5 holding a DXContainer). The
// ILDB payload itself comes from the compile (CompileResponse artifacts).
// DXC's sources were read for facts only. No LLVM: the thin dxilc links
// this.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CLIENT_CLI_DEBUGINFO_H
#define DXILD_CLIENT_CLI_DEBUGINFO_H

#include <string>
#include <utility>
#include <vector>

namespace dxild {
namespace cli {

struct SourceFile {
  std::string Name;
  std::string Content;
};

/// SRCI payload: sections SourceNames, SourceContents (uncompressed) and
/// Args ((name, value) pairs; DXC writes an input file as ("", path)).
std::string
sourceInfoPart(const std::vector<SourceFile> &Files,
               const std::vector<std::pair<std::string, std::string>> &Args);

/// DXC's PDB: an MSF file whose stream 1 is a PDB info stream (VC70, age 1,
/// GUID = the 16-byte \p Digest) and stream 5 is \p Container.
std::string pdbFile(const std::string &Container, const std::string &Digest);

/// Reads stream \p Index back out of an MSF file written by pdbFile (or by
/// DXC); false when the bytes are not such a file.
bool readPdbStream(const std::string &Pdb, unsigned Index, std::string &Out);

} // namespace cli
} // namespace dxild

#endif // DXILD_CLIENT_CLI_DEBUGINFO_H
