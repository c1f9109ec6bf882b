//===- LoweringContext.h - State shared by the lowering passes ---*- C++
//-*-===//
//
// New-pass-manager passes cannot return data to their caller. The lowering
// passes share one LoweringContext owned by whoever builds the pipeline (the
// lowering stage or dxild-opt): diagnostics and the LoweringInfo for the
// container writer flow out through it.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_LOWERINGCONTEXT_H
#define DXILD_CORE_LOWERING_LOWERINGCONTEXT_H

#include "Lowering/LoweringInfo.h"
#include "Support/EntrySemantic.h"
#include "dxild/core/CompileRequest.h"
#include "dxild/core/Profile.h"

#include "llvm/ADT/Twine.h"

#include <optional>
#include <vector>

namespace llvm {
class Function;
class Instruction;
class Module;
} // namespace llvm

namespace dxild {

/// Stable diagnostic codes of the lowering passes (see README.md).
namespace lowercode {
inline constexpr const char *UnsupportedIntrinsic =
    "dxild.lower.unsupported-intrinsic";
inline constexpr const char *UnsupportedHandle =
    "dxild.lower.unsupported-handle";
inline constexpr const char *UnsupportedResourceAccess =
    "dxild.lower.unsupported-resource-access";
inline constexpr const char *UnsupportedCBufferAccess =
    "dxild.lower.unsupported-cbuffer-access";
inline constexpr const char *UnsupportedMemory =
    "dxild.lower.unsupported-memory";
inline constexpr const char *UnsupportedInstruction =
    "dxild.lower.unsupported-instruction";
inline constexpr const char *UnsupportedType = "dxild.lower.unsupported-type";
inline constexpr const char *UnsupportedSignature =
    "dxild.lower.unsupported-signature";
inline constexpr const char *UnsupportedCall = "dxild.lower.unsupported-call";
inline constexpr const char *EvalAttribute = "dxild.lower.eval-attribute";
inline constexpr const char *NoEntry = "dxild.lower.no-entry";
inline constexpr const char *StageMismatch = "dxild.lower.stage-mismatch";
inline constexpr const char *CBufferTooLarge = "dxild.lower.cbuffer-too-large";
inline constexpr const char *TextureOffset = "dxild.lower.texture-offset";
inline constexpr const char *Internal = "dxild.internal.lowering";
} // namespace lowercode

/// Semantic information the frontend knows but Clang 22's IR does not carry
/// (its llvm.dx.load.input/store.output calls have no semantic operands).
/// The compile pipeline always supplies it (from the AST); without it (IR
/// tests through dxild-opt), input names come from Clang's value names and
/// outputs are rejected unless the stage fixes them (see README.md).
struct EntrySemantics {
  /// One per leaf, in parameter order (out/inout parameters included):
  /// the order of Clang's llvm.dx.load.input calls.
  std::vector<EntrySemantic> Inputs;
  /// One per leaf of the return value: the order of Clang's
  /// llvm.dx.store.output calls.
  std::vector<EntrySemantic> Outputs;
};

class LoweringContext {
public:
  LoweringContext() = default;

  /// The target. When unset, passes read it from the module's triple.
  std::optional<Profile> Target;
  std::optional<EntrySemantics> Semantics;
  /// DXC's code generation switches (shader flags, denorm mode).
  CodeGenOptions CodeGen;
  std::vector<Diagnostic> Diags;
  LoweringInfo Info;

  /// Records an error; \p At (if given) supplies the source location from
  /// its debug location and the function it is in.
  void error(llvm::StringRef Code, const llvm::Twine &Message,
             const llvm::Instruction *At = nullptr);
  void warning(llvm::StringRef Code, const llvm::Twine &Message,
               const llvm::Instruction *At = nullptr);
  bool hasErrors() const;

  /// Target, or the profile the module's triple names ("dxilv1.6-pc-
  /// shadermodel6.6-compute"); nothing if neither says.
  std::optional<Profile> profileFor(const llvm::Module &M) const;
};

/// Parses a dxil triple's environment and shader model into a Profile.
std::optional<Profile> profileFromTriple(const llvm::Module &M);

/// The entry function: the one definition with an "hlsl.shader" attribute.
llvm::Function *findEntryFunction(llvm::Module &M);

} // namespace dxild

#endif // DXILD_CORE_LOWERING_LOWERINGCONTEXT_H
