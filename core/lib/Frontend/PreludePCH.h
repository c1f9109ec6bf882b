//===- PreludePCH.h - The prelude, precompiled once per process -*- C++ -*-===//
//
// Parsing the 200 KB prelude costs more than compiling a small shader, so it
// is precompiled once per process for each combination of options that
// changes how it parses, and every later compile loads it from memory.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_PRELUDEPCH_H
#define DXILD_CORE_FRONTEND_PRELUDEPCH_H

#include <memory>
#include <string>
#include <vector>

namespace dxild {

/// What the prelude's AST depends on. Two compiles with equal keys can share
/// one precompiled prelude; user defines and include paths are not part of
/// it because the prelude does not see them.
struct PreludePCHKey {
  std::string Triple;
  std::string StdArg; ///< "-std=hlsl202x" or empty.
  /// -O0..-O3: Clang refuses a PCH built at another optimization level.
  unsigned OptLevel = 3;
  bool Native16Bit = false;
  /// IEEE strictness (-Gis): the fast-math language options differ.
  bool NoFastMath = false;

  bool operator<(const PreludePCHKey &O) const;
};

/// The virtual path the prelude source lives at inside every compile's file
/// system; the PCH records it and checks it on load.
const std::string &preludeVirtualPath();
/// The virtual path a compile mounts the PCH at.
const std::string &preludePCHVirtualPath();

/// The precompiled prelude for Key: built on first use (concurrent first
/// users wait for one build), then shared. Null if it cannot be built, in
/// which case the caller parses the prelude from source.
std::shared_ptr<const std::string> getPreludePCH(const PreludePCHKey &Key);

/// Front-end arguments shared by the PCH build and the compiles that use it.
std::vector<std::string> preludeSensitiveArgs(const PreludePCHKey &Key);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_PRELUDEPCH_H
