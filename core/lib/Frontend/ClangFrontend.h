//===- ClangFrontend.h - Clang 22 HLSL frontend, in-process -----*- C++ -*-===//
//
// Runs Clang's HLSL frontend and its -O pipeline on one request, against an
// in-memory file system that holds only the request's own files. Internal to
// the core: callers use dxild::compile().
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_CLANGFRONTEND_H
#define DXILD_CORE_FRONTEND_CLANGFRONTEND_H

#include "Support/EntrySemantic.h"
#include "dxild/core/CompileRequest.h"
#include "dxild/core/Profile.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace dxild {

/// Where a global resource was declared, as Clang saw it. The binding stage
/// uses it to point its diagnostics at the declaration.
struct ResourceDecl {
  std::string Name;
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  /// True when the declaration carries a register(...) annotation that names
  /// a register (not only a space).
  bool HasExplicitRegister = false;
  /// True when the declaration names a space (`register(u1, space0)` or
  /// `register(space0)`): the IR cannot tell space0 written out from no
  /// annotation at all, and only the latter follows a default space.
  bool HasExplicitSpace = false;
};

/// One semantic of the entry point as written in the source. Clang 22's IR
/// does not carry semantics (its llvm.dx.load.input/store.output calls all
/// look alike), so the DXIL signatures are named from these. One record per
/// leaf: a scalar/vector parameter or return value, or one field of a struct
/// parameter/return, in declaration order (the order Clang emits the calls).
struct EntrySemanticDecl : EntrySemantic {
  /// A leaf of the entry's outputs; otherwise of its inputs.
  bool Output = false;
};

struct FrontendResult {
  bool Success = false;
  std::vector<Diagnostic> Diagnostics;
  /// Set when code generation ran and succeeded. Module belongs to Context
  /// and is declared first, so that a move assignment (a typed-rewrite
  /// round replacing a result that compiled) frees the old module before
  /// the old context.
  std::unique_ptr<llvm::Module> Module;
  std::unique_ptr<llvm::LLVMContext> Context;
  /// Set when only preprocessing was asked for.
  std::string Preprocessed;
  std::vector<std::string> IncludedFiles;
  std::vector<ResourceDecl> Resources;
  /// The entry point's semantics, inputs and outputs in source order.
  std::vector<EntrySemanticDecl> EntrySemantics;
  /// The entry carries [earlydepthstencil].
  bool EarlyDepthStencil = false;

  FrontendResult();
  FrontendResult(FrontendResult &&);
  FrontendResult &operator=(FrontendResult &&);
  ~FrontendResult();
};

/// Virtual directory the main source lives in; include paths resolve below
/// the virtual root "/".
inline constexpr const char *VirtualSourceDir = "/";

enum class FrontendMode { EmitModule, Preprocess };

FrontendResult runClangFrontend(const CompileRequest &Request,
                                const Profile &Target, FrontendMode Mode);

/// The version string of the Clang linked in, e.g. "22.1.8".
std::string clangFullVersion();

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_CLANGFRONTEND_H
