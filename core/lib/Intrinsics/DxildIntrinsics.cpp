//===- DxildIntrinsics.cpp - The __dxild_* intrinsic functions ------------===//

#include "Intrinsics/DxildIntrinsics.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicInst.h"

#include <cstdlib>

using namespace llvm;

namespace dxild {

namespace {

constexpr StringRef ReservedPrefix = "__dxild_";

struct OverloadedEntry {
  StringRef Name;
  StringRef HLSLName;
  StringRef Target;
  DxildIntrinsicKind Kind;
  bool OverloadOnArg = false;
};

// Target names follow upstream LLVM's DirectX intrinsics where upstream has
// one (newer than LLVM 22, which lacks them all); the quad diagonal and
// lane-at reads are dxild's own names in the same style.
constexpr OverloadedEntry OverloadedTable[] = {
    {"wave_active_product", "WaveActiveProduct", "llvm.dx.wave.product",
     DxildIntrinsicKind::Overloaded},
    {"wave_active_uproduct", "WaveActiveProduct", "llvm.dx.wave.uproduct",
     DxildIntrinsicKind::Overloaded},
    {"wave_prefix_sum", "WavePrefixSum", "llvm.dx.wave.prefix.sum",
     DxildIntrinsicKind::Overloaded},
    {"wave_prefix_usum", "WavePrefixSum", "llvm.dx.wave.prefix.usum",
     DxildIntrinsicKind::Overloaded},
    {"wave_prefix_product", "WavePrefixProduct", "llvm.dx.wave.prefix.product",
     DxildIntrinsicKind::Overloaded},
    {"wave_prefix_uproduct", "WavePrefixProduct",
     "llvm.dx.wave.prefix.uproduct", DxildIntrinsicKind::Overloaded},
    {"wave_active_bit_and", "WaveActiveBitAnd", "llvm.dx.wave.reduce.and",
     DxildIntrinsicKind::Overloaded},
    {"wave_active_bit_or", "WaveActiveBitOr", "llvm.dx.wave.reduce.or",
     DxildIntrinsicKind::Overloaded},
    {"wave_active_bit_xor", "WaveActiveBitXor", "llvm.dx.wave.reduce.xor",
     DxildIntrinsicKind::Overloaded},
    {"quad_read_across_x", "QuadReadAcrossX", "llvm.dx.quad.read.across.x",
     DxildIntrinsicKind::Overloaded},
    {"quad_read_across_y", "QuadReadAcrossY", "llvm.dx.quad.read.across.y",
     DxildIntrinsicKind::Overloaded},
    {"quad_read_across_diagonal", "QuadReadAcrossDiagonal",
     "llvm.dx.quad.read.across.diagonal", DxildIntrinsicKind::Overloaded},
    {"quad_read_lane_at", "QuadReadLaneAt", "llvm.dx.quad.read.lane.at",
     DxildIntrinsicKind::Overloaded},
    {"group_memory_barrier", "GroupMemoryBarrier",
     "llvm.dx.group.memory.barrier", DxildIntrinsicKind::Barrier},
    {"device_memory_barrier", "DeviceMemoryBarrier",
     "llvm.dx.device.memory.barrier", DxildIntrinsicKind::Barrier},
    {"device_memory_barrier_with_group_sync",
     "DeviceMemoryBarrierWithGroupSync",
     "llvm.dx.device.memory.barrier.with.group.sync",
     DxildIntrinsicKind::Barrier},
    // Upstream's llvm.dx.all.memory.barrier* would parse as the overloaded
    // llvm.dx.all in LLVM 22 (name lookup matches "llvm.dx.all." + a type
    // suffix), so these two deviate from upstream's spelling.
    {"all_memory_barrier", "AllMemoryBarrier", "llvm.dx.allmemory.barrier",
     DxildIntrinsicKind::Barrier},
    {"all_memory_barrier_with_group_sync", "AllMemoryBarrierWithGroupSync",
     "llvm.dx.allmemory.barrier.with.group.sync", DxildIntrinsicKind::Barrier},
    // Upstream's name and overloading (on the float argument); LLVM 22 lacks
    // it, though it has the inverse llvm.dx.legacyf16tof32.
    {"f32tof16", "f32tof16", "llvm.dx.legacyf32tof16",
     DxildIntrinsicKind::Conversion, true},
    // Shader model 6.5 wave operations (dxild's names; upstream has none).
    // WaveMatch returns a uint4 mask whatever the value type, so it is
    // overloaded on its argument.
    {"wave_match", "WaveMatch", "llvm.dx.wave.match",
     DxildIntrinsicKind::Overloaded, true},
    // WaveReadLaneFirst returns its argument's type; WaveActiveAllEqual a
    // bool of its shape, so it is overloaded on its argument.
    {"wave_read_lane_first", "WaveReadLaneFirst", "llvm.dx.wave.readlanefirst",
     DxildIntrinsicKind::Overloaded},
    {"wave_active_all_equal", "WaveActiveAllEqual", "llvm.dx.wave.all.equal",
     DxildIntrinsicKind::Overloaded, true},
    {"wave_multi_prefix_sum", "WaveMultiPrefixSum",
     "llvm.dx.wave.multi.prefix.sum", DxildIntrinsicKind::Overloaded},
    {"wave_multi_prefix_usum", "WaveMultiPrefixSum",
     "llvm.dx.wave.multi.prefix.usum", DxildIntrinsicKind::Overloaded},
    {"wave_multi_prefix_product", "WaveMultiPrefixProduct",
     "llvm.dx.wave.multi.prefix.product", DxildIntrinsicKind::Overloaded},
    {"wave_multi_prefix_uproduct", "WaveMultiPrefixProduct",
     "llvm.dx.wave.multi.prefix.uproduct", DxildIntrinsicKind::Overloaded},
    {"wave_multi_prefix_bit_and", "WaveMultiPrefixBitAnd",
     "llvm.dx.wave.multi.prefix.and", DxildIntrinsicKind::Overloaded},
    {"wave_multi_prefix_bit_or", "WaveMultiPrefixBitOr",
     "llvm.dx.wave.multi.prefix.or", DxildIntrinsicKind::Overloaded},
    {"wave_multi_prefix_bit_xor", "WaveMultiPrefixBitXor",
     "llvm.dx.wave.multi.prefix.xor", DxildIntrinsicKind::Overloaded},
    {"wave_multi_prefix_count_bits", "WaveMultiPrefixCountBits",
     "llvm.dx.wave.multi.prefix.count.bits", DxildIntrinsicKind::Overloaded},
    {"quad_any", "QuadAny", "llvm.dx.quad.vote.any",
     DxildIntrinsicKind::Overloaded},
    {"quad_all", "QuadAll", "llvm.dx.quad.vote.all",
     DxildIntrinsicKind::Overloaded},
    // IsHelperLane reads state a discard changes: read-only, like the
    // render-target queries.
    {"is_helper_lane", "IsHelperLane", "llvm.dx.is.helper.lane",
     DxildIntrinsicKind::Query},
    // Shader model 6.6 pack/unpack: pack is overloaded on its vector
    // argument, unpack on its vector result; u8/s8 truncation is one mode.
    {"pack_u8", "pack_u8", "llvm.dx.pack.trunc", DxildIntrinsicKind::Conversion,
     true},
    {"pack_s8", "pack_s8", "llvm.dx.pack.trunc", DxildIntrinsicKind::Conversion,
     true},
    {"pack_clamp_u8", "pack_clamp_u8", "llvm.dx.pack.uclamp",
     DxildIntrinsicKind::Conversion, true},
    {"pack_clamp_s8", "pack_clamp_s8", "llvm.dx.pack.sclamp",
     DxildIntrinsicKind::Conversion, true},
    {"unpack_u8u32", "unpack_u8u32", "llvm.dx.unpack.u8",
     DxildIntrinsicKind::Conversion},
    {"unpack_u8u16", "unpack_u8u16", "llvm.dx.unpack.u8",
     DxildIntrinsicKind::Conversion},
    {"unpack_s8s32", "unpack_s8s32", "llvm.dx.unpack.s8",
     DxildIntrinsicKind::Conversion},
    {"unpack_s8s16", "unpack_s8s16", "llvm.dx.unpack.s8",
     DxildIntrinsicKind::Conversion},
    // msad4's parts (the prelude writes DXC's expansion).
    {"msad", "msad4", "llvm.dx.msad", DxildIntrinsicKind::Conversion},
    {"bfi", "msad4", "llvm.dx.bfi", DxildIntrinsicKind::Conversion},
    {"rendertarget_sample_count", "GetRenderTargetSampleCount",
     "llvm.dx.rendertarget.get.sample.count", DxildIntrinsicKind::Query},
    {"rendertarget_sample_position", "GetRenderTargetSamplePosition",
     "llvm.dx.rendertarget.get.sample.position", DxildIntrinsicKind::Query},
    // dxild's own names: the Lowering's dxil-eval-attribute pass turns them
    // into EvalSampleIndex/EvalCentroid/EvalSnapped/AttributeAtVertex on the
    // input the value was loaded from.
    {"eval_sample_index", "EvaluateAttributeAtSample",
     "llvm.dx.dxild.eval.sample.index", DxildIntrinsicKind::InputAttribute},
    {"eval_centroid", "EvaluateAttributeCentroid",
     "llvm.dx.dxild.eval.centroid", DxildIntrinsicKind::InputAttribute},
    {"eval_snapped", "EvaluateAttributeSnapped", "llvm.dx.dxild.eval.snapped",
     DxildIntrinsicKind::InputAttribute},
    {"attribute_at_vertex", "GetAttributeAtVertex",
     "llvm.dx.dxild.attribute.at.vertex", DxildIntrinsicKind::InputAttribute},
    // Inline ray tracing (dxild's names): Lowering/DXILRayQuery.cpp.
    {"rayquery_allocate", "RayQuery", "llvm.dx.dxild.rayquery.allocate",
     DxildIntrinsicKind::RayQuery},
    {"rayquery_proceed", "RayQuery::Proceed", "llvm.dx.dxild.rayquery.proceed",
     DxildIntrinsicKind::RayQuery},
    {"rayquery_abort", "RayQuery::Abort", "llvm.dx.dxild.rayquery.abort",
     DxildIntrinsicKind::RayQuery},
    {"rayquery_commit_triangle", "RayQuery::CommitNonOpaqueTriangleHit",
     "llvm.dx.dxild.rayquery.commit.triangle", DxildIntrinsicKind::RayQuery},
    {"rayquery_commit_procedural", "RayQuery::CommitProceduralPrimitiveHit",
     "llvm.dx.dxild.rayquery.commit.procedural", DxildIntrinsicKind::RayQuery},
    {"rayquery_state", "RayQuery", "llvm.dx.dxild.rayquery.state",
     DxildIntrinsicKind::RayQueryState},
};

std::optional<DxildIntrinsic> lookupInterlocked(StringRef Name) {
  // __dxild_interlocked_<op>_<u32|i32|u64|i64>, and exchange_f32.
  if (!Name.consume_front("interlocked_"))
    return std::nullopt;
  size_t Sep = Name.rfind('_');
  if (Sep == StringRef::npos)
    return std::nullopt;
  StringRef Op = Name.take_front(Sep);
  StringRef Suffix = Name.drop_front(Sep + 1);
  // HLSL has no float arithmetic atomics; only the bitwise exchange.
  if (Suffix == "f32" && Op != "exchange")
    return std::nullopt;
  if (Suffix != "u32" && Suffix != "i32" && Suffix != "u64" &&
      Suffix != "i64" && Suffix != "f32")
    return std::nullopt;
  const bool Signed = Suffix.front() == 'i';

  DxildIntrinsic I;
  if (Op == "compare_exchange") {
    I.Kind = DxildIntrinsicKind::AtomicCmpXchg;
    I.HLSLName = "InterlockedCompareExchange";
    return I;
  }
  I.Kind = DxildIntrinsicKind::AtomicRMW;
  using BinOp = AtomicRMWInst::BinOp;
  std::pair<BinOp, StringRef> R =
      StringSwitch<std::pair<BinOp, StringRef>>(Op)
          .Case("add", {AtomicRMWInst::Add, "InterlockedAdd"})
          .Case("and", {AtomicRMWInst::And, "InterlockedAnd"})
          .Case("or", {AtomicRMWInst::Or, "InterlockedOr"})
          .Case("xor", {AtomicRMWInst::Xor, "InterlockedXor"})
          .Case("min", {Signed ? AtomicRMWInst::Min : AtomicRMWInst::UMin,
                        "InterlockedMin"})
          .Case("max", {Signed ? AtomicRMWInst::Max : AtomicRMWInst::UMax,
                        "InterlockedMax"})
          .Case("exchange", {AtomicRMWInst::Xchg, "InterlockedExchange"})
          .Default({AtomicRMWInst::BAD_BINOP, ""});
  if (R.first == AtomicRMWInst::BAD_BINOP)
    return std::nullopt;
  I.Op = R.first;
  I.HLSLName = R.second;
  return I;
}

/// The unqualified name of `_Z[N]<len><id>...<len><id>[I...]...` read
/// without the demangler, which gives up on some of Clang 22's vendor types
/// (`u11matrix_type` with template arguments, the mangling of a matrix
/// template argument such as `__dxild_res_raw_ref<float3x3>`). Only a name
/// whose last nested component starts with the reserved prefix counts.
std::optional<std::string> mangledBaseName(StringRef Name) {
  if (!Name.consume_front("_Z"))
    return std::nullopt;
  Name.consume_front("N");
  StringRef Last;
  while (!Name.empty() && isDigit(Name.front())) {
    size_t Len = 0;
    if (Name.consumeInteger(10, Len) || Len > Name.size())
      return std::nullopt;
    Last = Name.take_front(Len);
    Name = Name.drop_front(Len);
  }
  if (!Last.starts_with(ReservedPrefix))
    return std::nullopt;
  return Last.str();
}

} // namespace

std::optional<std::string> dxildBaseName(const Function &F) {
  StringRef Name = F.getName();
  if (Name.starts_with(ReservedPrefix))
    return Name.str();
  // Cheap filter before demangling every function of the module.
  if (!Name.starts_with("_Z") || !Name.contains(ReservedPrefix))
    return std::nullopt;
  // The demangler's nodes point into the mangled string: keep it alive.
  const std::string Mangled = Name.str();
  ItaniumPartialDemangler D;
  if (D.partialDemangle(Mangled.c_str()))
    return mangledBaseName(Name);
  if (!D.isFunction())
    return std::nullopt;
  size_t Size = 0;
  char *Base = D.getFunctionBaseName(nullptr, &Size);
  if (!Base)
    return std::nullopt;
  std::string Result(Base);
  std::free(Base);
  if (!StringRef(Result).starts_with(ReservedPrefix))
    return std::nullopt;
  return Result;
}

std::optional<DxildIntrinsic> lookupDxildIntrinsic(const Function &F) {
  if (!F.isDeclaration())
    return std::nullopt;
  std::optional<std::string> Base = dxildBaseName(F);
  if (!Base)
    return std::nullopt;
  StringRef Name = StringRef(*Base).drop_front(ReservedPrefix.size());
  if (std::optional<DxildIntrinsic> I = lookupInterlocked(Name))
    return I;
  if (Name == "check_access") {
    DxildIntrinsic I;
    I.Kind = DxildIntrinsicKind::CheckAccess;
    I.HLSLName = "CheckAccessFullyMapped";
    return I;
  }
  if (Name.starts_with("res_")) {
    DxildIntrinsic I;
    I.Kind = DxildIntrinsicKind::ResourceMethod;
    I.HLSLName = "texture or sampler method";
    I.Method = Name.drop_front(4).str();
    return I;
  }
  for (const OverloadedEntry &E : OverloadedTable) {
    if (E.Name != Name)
      continue;
    DxildIntrinsic I;
    I.Kind = E.Kind;
    I.HLSLName = E.HLSLName;
    I.Target = E.Target;
    I.OverloadOnArg = E.OverloadOnArg;
    return I;
  }
  return std::nullopt;
}

bool IntrinsicsContext::hasErrors() const {
  for (const Diagnostic &D : Diags)
    if (D.Level == Severity::Error || D.Level == Severity::Fatal)
      return true;
  return false;
}

StoreInst *onlyStoreInto(AllocaInst &Slot) {
  StoreInst *Only = nullptr;
  for (User *U : Slot.users()) {
    if (isa<LoadInst>(U))
      continue;
    if (auto *II = dyn_cast<IntrinsicInst>(U))
      if (II->isLifetimeStartOrEnd())
        continue;
    auto *SI = dyn_cast<StoreInst>(U);
    if (!SI || Only || SI->getPointerOperand() != &Slot)
      return nullptr;
    Only = SI;
  }
  return Only;
}

} // namespace dxild
