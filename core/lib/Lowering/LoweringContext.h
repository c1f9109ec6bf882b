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
inline constexpr const char *NoEntry = "dxild.lower.no-entry";
inline constexpr const char *StageMismatch = "dxild.lower.stage-mismatch";
inline constexpr const char *Internal = "dxild.internal.lowering";
} // namespace lowercode

/// Semantic information the frontend knows but Clang 22's IR does not carry
/// (its llvm.dx.load.input/store.output calls have no semantic operands).
/// The compile pipeline always supplies it (from the AST); without it (IR
/// tests through dxild-opt), input names come from Clang's value names and
/// outputs are rejected unless the stage fixes them (see README.md).
struct EntrySemantic {
  std::string Name; ///< "SV_Target", "TEXCOORD", ... (as written)
  uint32_t Index = 0;
  /// Vector width the source declares (1 for scalars); 0 = unknown. Checked
  /// against the IR so that a mismatch is reported, never mislabelled.
  uint32_t Columns = 0;
  /// Declared as a signed integer (DXIL's I32 rather than U32).
  bool SignedInteger = false;
  /// An out/inout parameter: Clang 22 lowers it to a pointer-typed
  /// load.input and never stores the result.
  bool OutParameter = false;
  /// From the entry analysis (Frontend/EntryInterface.h); Element -2 means
  /// absent (one element per leaf, as named above), -1 a leaf in no
  /// signature. Otherwise this leaf is row Row of element Element (counted
  /// per direction) of Rows rows; Kind, Interpretation, Interpolation and
  /// ComponentType use DXIL's (and DxilSigPoint's) numbering; SpecialOp is
  /// the DXIL opcode that reads the input instead of loadInput.
  int32_t Element = -2;
  uint32_t Row = 0;
  uint32_t Rows = 1;
  uint8_t Kind = 0;
  uint8_t Interpretation = 0;
  uint8_t Interpolation = 0;
  uint8_t ComponentType = 0;
  uint8_t SpecialOp = 0;
  /// Where the semantic is written, for diagnostics.
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
};
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
