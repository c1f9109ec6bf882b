//===- BindingContext.h - State shared by the binding passes ----*- C++ -*-===//
//
// New-pass-manager passes cannot return data to their caller, and LLVM's
// DiagnosticInfo machinery carries no notion of "the HLSL declaration of this
// resource". The binding passes therefore share one BindingContext owned by
// whoever builds the pipeline (the binding stage or dxild-opt): it carries the
// caller's hints and the frontend's declaration locations in, and the
// diagnostics and per-resource binding origins out.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_BINDINGCONTEXT_H
#define DXILD_CORE_BINDING_BINDINGCONTEXT_H

#include "Frontend/ClangFrontend.h"
#include "dxild/core/CompileRequest.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace dxild {

/// Stable diagnostic codes of the binding passes.
namespace bindingcode {
inline constexpr const char *Overlap = "dxild.binding.overlap";
inline constexpr const char *Unallocatable = "dxild.binding.unallocatable";
inline constexpr const char *UnknownPin = "dxild.binding.unknown-pin";
inline constexpr const char *PinExplicit = "dxild.binding.pin-explicit";
inline constexpr const char *DuplicatePin = "dxild.binding.duplicate-pin";
inline constexpr const char *HintOverlap = "dxild.binding.hint-overlap";
inline constexpr const char *InvalidHint = "dxild.binding.invalid-hint";
inline constexpr const char *NonConstant = "dxild.binding.non-constant";
} // namespace bindingcode

/// How a resource got its final binding; reported in the binding table.
enum class BindingOrigin { Explicit, Implicit, Hint };

const char *bindingOriginName(BindingOrigin O);

class BindingContext {
public:
  BindingContext() = default;
  BindingContext(BindingOptions Hints, std::vector<ResourceDecl> Decls)
      : Hints(std::move(Hints)), Decls(std::move(Decls)) {}

  BindingOptions Hints;
  /// Global resource declarations seen by the frontend. May be empty (e.g.
  /// in dxild-opt), in which case diagnostics carry no source location.
  std::vector<ResourceDecl> Decls;
  std::vector<Diagnostic> Diags;
  /// Resource name -> how it was bound. Names absent here were explicit.
  llvm::StringMap<BindingOrigin> Origins;

  /// The declaration named \p Name, or null when the frontend did not see one.
  const ResourceDecl *findDecl(llvm::StringRef Name) const;

  /// Record an error located at the declaration of \p Resource (if known).
  Diagnostic &error(llvm::StringRef Code, llvm::StringRef Resource,
                    std::string Message);
  /// Record a note located at the declaration of \p Resource (if known).
  void note(llvm::StringRef Resource, std::string Message);

  /// "file:line:col" of the declaration of \p Resource, or "" if unknown.
  std::string declLocation(llvm::StringRef Resource) const;

  bool hasErrors() const;
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_BINDINGCONTEXT_H
