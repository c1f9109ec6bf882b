//===- DxildIntrinsics.h - The __dxild_* intrinsic functions ----*- C++ -*-===//
//
// The prelude declares HLSL intrinsics that Clang 22 has no builtin for as
// external functions with reserved names (__dxild_interlocked_add_u32,
// __dxild_wave_prefix_sum, ...). This header names them for the passes that
// rewrite them: what each one is and what it becomes. README.md in this
// directory describes the IR contract.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_DXILDINTRINSICS_H
#define DXILD_CORE_INTRINSICS_DXILDINTRINSICS_H

#include "dxild/core/CompileRequest.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Instructions.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Function;
} // namespace llvm

namespace dxild {

/// Stable diagnostic codes of the Intrinsics stage.
namespace intrinsicscode {
inline constexpr const char *UntraceableDestination =
    "dxild.intrinsics.untraceable-destination";
inline constexpr const char *Unknown = "dxild.intrinsics.unknown";
inline constexpr const char *UntraceableResource =
    "dxild.intrinsics.untraceable-resource";
inline constexpr const char *RawStructStatus =
    "dxild.intrinsics.raw-struct-status";
} // namespace intrinsicscode

enum class DxildIntrinsicKind {
  /// Interlocked{Add,And,Or,Xor,Min,Max,Exchange}: (ptr dest, iN value) ->
  /// iN original. Becomes an atomicrmw on the traced destination.
  AtomicRMW,
  /// Interlocked{CompareExchange,CompareStore}: (ptr dest, iN compare,
  /// iN value) -> iN original. Becomes a cmpxchg.
  AtomicCmpXchg,
  /// Wave and quad operations: the same call, renamed to an llvm.dx.*
  /// intrinsic overloaded on the value type (the result type, or the first
  /// argument's with OverloadOnArg: WaveMatch). Convergent.
  Overloaded,
  /// Barriers: void(), renamed to an llvm.dx.* intrinsic.
  Barrier,
  /// Per-lane pure operations (f32tof16, pack/unpack, msad, bfi): the same
  /// call, renamed to an llvm.dx.* intrinsic overloaded on the argument type
  /// (OverloadOnArg, as upstream overloads llvm.dx.legacyf16tof32) or on the
  /// result type. They read no memory and depend on no other lane, so unlike
  /// the wave operations they are not convergent.
  Conversion,
  /// Render-target queries (GetRenderTargetSampleCount/Position): the same
  /// call, renamed to an llvm.dx.* intrinsic that reads no memory a shader
  /// writes (DXC's "ro" operations) and is not convergent.
  Query,
  /// Pixel-shader input evaluation (EvaluateAttribute*, GetAttributeAtVertex):
  /// the same call, renamed to an llvm.dx.dxild.* name overloaded on the
  /// value type, reading no memory and not convergent. The Lowering's
  /// dxil-eval-attribute pass traces the value to its input.
  InputAttribute,
  /// RayQuery's allocation, Proceed, Abort and commits (inline ray
  /// tracing): the same call, renamed to an llvm.dx.dxild.rayquery.* name.
  /// They change the query's state, so they keep unknown memory effects
  /// (no query read moves across them, none is merged or deleted).
  RayQuery,
  /// RayQuery's state reads: (i32 opcode, i32 query) -> T, renamed to
  /// llvm.dx.dxild.rayquery.state overloaded on T; read-only.
  RayQueryState,
  /// Texture and sampler methods (__dxild_res_<op>): rewritten into the
  /// pseudo-intrinsics of Support/ResourceMethods.h.
  ResourceMethod,
  /// CheckAccessFullyMapped (__dxild_check_access): (i32 status) -> i1.
  /// A status is the zero-extended check bit of a load, sample or gather
  /// (seed 001), so this is that bit again (`status != 0` when the status
  /// cannot be traced to its zext). Lowered after the resource methods,
  /// whose status forms produce the zext.
  CheckAccess,
};

struct DxildIntrinsic {
  DxildIntrinsicKind Kind;
  /// HLSL spelling, for diagnostics ("InterlockedAdd").
  llvm::StringRef HLSLName;
  /// AtomicRMW only.
  llvm::AtomicRMWInst::BinOp Op = llvm::AtomicRMWInst::BAD_BINOP;
  /// Overloaded, Barrier and Conversion: the intrinsic name without type
  /// suffix.
  llvm::StringRef Target;
  /// Overloaded and Conversion: the suffix is the first argument's type, not
  /// the result's.
  bool OverloadOnArg = false;
  /// ResourceMethod only: the <op>.
  std::string Method;

  bool isAtomic() const {
    return Kind == DxildIntrinsicKind::AtomicRMW ||
           Kind == DxildIntrinsicKind::AtomicCmpXchg;
  }
};

/// The unmangled name of \p F if it is a __dxild_* function (Clang mangles
/// the prelude's declarations as C++ functions in namespace hlsl).
std::optional<std::string> dxildBaseName(const llvm::Function &F);

/// What \p F is, if it is a declaration of a known dxild intrinsic.
std::optional<DxildIntrinsic> lookupDxildIntrinsic(const llvm::Function &F);

/// The one store into the stack slot \p Slot when every other use of it is
/// a load or a lifetime marker (Clang's spill of a parameter or a copy it
/// reloads), or null.
llvm::StoreInst *onlyStoreInto(llvm::AllocaInst &Slot);

/// Diagnostics of the Intrinsics passes, shared with their caller (the
/// pipeline stage or dxild-opt) because new-PM passes cannot return data.
struct IntrinsicsContext {
  std::vector<Diagnostic> Diags;
  bool hasErrors() const;
};

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_DXILDINTRINSICS_H
