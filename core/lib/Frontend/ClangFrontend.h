//===- ClangFrontend.h - Clang 22 HLSL frontend, in-process -----*- C++ -*-===//
//
// Runs Clang's HLSL frontend and its -O pipeline on one request, against an
// in-memory file system that holds only the request's own files. Internal to
// the core: callers use dxild::compile().
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_CLANGFRONTEND_H
#define DXILD_CORE_FRONTEND_CLANGFRONTEND_H

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
struct EntrySemanticDecl {
  /// As written, without the trailing index: "SV_POSITION", "TEXCOORD".
  std::string Name;
  uint32_t Index = 0;
  /// A return value (or a field of one). Parameters are inputs, including
  /// `out`/`inout` ones, for which Clang 22 emits a load.input (see
  /// OutParameter).
  bool Output = false;
  /// An `out`/`inout` parameter: Clang 22 emits no store.output for it.
  bool OutParameter = false;
  /// Vector width of the leaf (1 for a scalar); 0 for other types (arrays,
  /// matrices), whose shape the lowering does not check.
  uint32_t Columns = 0;
  /// The leaf's element type is a signed integer (DXIL's signatures tell
  /// int from uint; the IR cannot).
  bool SignedInteger = false;
  /// Set by the entry analysis (EntryInterface.h); -2 when unknown (the
  /// lowering then places one element per leaf), -1 for a leaf in no
  /// signature (SV_Coverage input). Otherwise the signature element, counted
  /// per direction, whose row \c Row this leaf is.
  int32_t Element = -2;
  uint32_t Row = 0;
  uint32_t Rows = 1;
  /// DXIL SemanticKind, DxilSigPoint interpretation (EntryInterface.cpp's
  /// numbering), InterpolationMode and ComponentType.
  uint8_t Kind = 0;
  uint8_t Interpretation = 0;
  uint8_t Interpolation = 0;
  uint8_t ComponentType = 0;
  /// A DXIL opcode that reads this input instead of loadInput (coverage 91,
  /// innerCoverage 92, sampleIndex 90); 0 for none.
  uint8_t SpecialOp = 0;
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
};

struct FrontendResult {
  bool Success = false;
  std::vector<Diagnostic> Diagnostics;
  /// Set when code generation ran and succeeded. Module belongs to Context.
  std::unique_ptr<llvm::LLVMContext> Context;
  std::unique_ptr<llvm::Module> Module;
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
