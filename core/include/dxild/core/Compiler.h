//===- Compiler.h - dxild's compile pipeline entry point --------*- C++ -*-===//
//
// The one function callers need: compile a request into a result. Safe to
// call concurrently from any number of threads; every call owns its own
// LLVMContext and CompilerInstance.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_COMPILER_H
#define DXILD_CORE_COMPILER_H

#include "dxild/core/CompileRequest.h"

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace dxild {

/// Lets a caller stop a compile early: the pipeline checks it between stages.
struct CompileControl {
  /// Set to true (from any thread) to cancel.
  const std::atomic<bool> *Cancelled = nullptr;
  std::optional<std::chrono::steady_clock::time_point> Deadline;
};

/// Which program this is, for caches and for clients.
struct CompilerIdentity {
  std::string DxildVersion;
  std::string ClangVersion; ///< Full clang version string.
  std::string LLVMVersion;
};

/// What a client may ask for; reported by GetInfo.
struct Capabilities {
  std::vector<std::string> Profiles;
  std::vector<std::string> HLSLVersions;
  std::vector<std::string> OutputKinds;
  std::vector<std::string> Options;
  std::vector<std::string> UnsupportedFeatures;
};

CompileResult compile(const CompileRequest &Request,
                      const CompileControl &Control = {});

const CompilerIdentity &compilerIdentity();
const Capabilities &capabilities();

} // namespace dxild

#endif // DXILD_CORE_COMPILER_H
