//===- IncludeCollector.h - Ship a source's includes with it ----*- C++ -*-===//
//
// A server never reads the client's disk, so the client finds every file a
// source may include and sends it along. Files are named by their path
// relative to one root directory that contains them all, so the same tree in
// two checkouts produces the same request (and the same cache key).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CLIENT_INCLUDECOLLECTOR_H
#define DXILD_CLIENT_INCLUDECOLLECTOR_H

#include "dxild/v1/compiler.pb.h"

#include <map>
#include <string>
#include <vector>

namespace dxild::client {

struct CollectedSources {
  /// Absolute real directory the virtual paths are relative to.
  std::string Root;
  /// Virtual path -> real path, for mapping diagnostics and depfiles back.
  std::map<std::string, std::string> VirtualToReal;
};

struct CollectLimits {
  size_t MaxFiles = 4096;
  size_t MaxTotalBytes = 64u << 20;
};

/// Reads MainFile, follows its #include directives (textually, through
/// every branch of conditionals, so it may ship a few files too many but never
/// too few for the includes it can see) against the includer's directory and
/// IncludeDirs, and fills Request's source, source_name, include_files and
/// include_dirs. `#include NAME` follows every object-like definition of
/// NAME: Request's defines (set them first) and the `#define`s of the files
/// read. Returns false with Error set when MainFile cannot be read or a limit
/// is exceeded. Includes that cannot be found are left for the compiler to
/// report.
bool collectSources(const std::string &MainFile,
                    const std::vector<std::string> &IncludeDirs,
                    v1::CompileRequest &Request, CollectedSources &Collected,
                    std::string &Error, const CollectLimits &Limits = {});

} // namespace dxild::client

#endif // DXILD_CLIENT_INCLUDECOLLECTOR_H
