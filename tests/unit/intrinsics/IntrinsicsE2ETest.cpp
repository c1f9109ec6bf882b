//===- IntrinsicsE2ETest.cpp - dxild intrinsics through dxild::compile() --===//
//
// HLSL with the prelude in, LLVM IR out: every Interlocked* form must become
// an atomic on exactly the element the source names (resource element at the
// right index, groupshared array element, struct field), with the original
// value flowing on; an untraceable destination must be an error; wave, quad
// and barrier intrinsics must become llvm.dx.* calls.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include <gtest/gtest.h>

#include <iterator>
#include <regex>
#include <string>

using namespace dxild;

namespace {

CompileResult compileCS(const std::string &Source, unsigned OptLevel = 3,
                        const std::string &Profile = "cs_6_6") {
  CompileRequest R;
  R.Source = Source;
  R.SourceName = "intrinsics.hlsl";
  R.Profile = Profile;
  R.OptLevel = OptLevel;
  R.Outputs = OutputLLVMIR;
  return compile(R);
}

std::string messages(const CompileResult &R) {
  std::string S;
  for (const Diagnostic &D : R.Diagnostics)
    S += D.Message + " [" + D.Code + "]\n";
  return S;
}

bool contains(const std::string &IR, const std::string &Pattern) {
  return std::regex_search(IR, std::regex(Pattern));
}

std::string escape(const std::string &S) {
  static const std::regex Special(R"([.^$|()\[\]{}*+?\\])");
  return std::regex_replace(S, Special, R"(\$&)");
}

/// The output IR is this stage's form (atomicrmw/cmpxchg on the element
/// pointer) when dxild runs no DXIL lowering, and dx.op.atomicBinOp /
/// atomicCompareExchange on (handle, index, byte offset) when it does. Both
/// name the same element; these helpers accept either.
struct UAVAtomic {
  std::string RMWOp; // atomicrmw operation ("add", "umax", ...)
  int DXILOp;        // AtomicBinOp code (Add 0 ... Exchange 8)
  std::string Index; // SSA name or constant of the element index
  unsigned Offset;   // byte offset inside a structured buffer element
  std::string Value; // SSA name or constant operand
  std::string Ty = "i32";
};

/// The result of `atomicrmw <Op> ..., i32 <Value>` on the groupshared array
/// element @gs[<x> ^ <XorMask>], or "" (a test failure) when there is none.
std::string groupsharedAtomicResult(const std::string &IR, int XorMask,
                                    const std::string &Op,
                                    const std::string &Value) {
  std::smatch M;
  if (!std::regex_search(IR, M,
                         std::regex(R"((%\S+) = xor i32 (%\S+), )" +
                                    std::to_string(XorMask)))) {
    ADD_FAILURE() << "no index xor " << XorMask << "\n" << IR;
    return "";
  }
  const std::string Index = M[1];
  if (!std::regex_search(
          IR, M,
          std::regex(
              R"((%\S+) = getelementptr [^\n]*ptr addrspace\(3\) @gs, (i32 0, )?i32 )" +
              escape(Index) + "\n"))) {
    ADD_FAILURE() << "no @gs element at " << Index << "\n" << IR;
    return "";
  }
  const std::string Elem = M[1];
  if (!std::regex_search(IR, M,
                         std::regex(R"((%\S+) = atomicrmw )" + Op +
                                    R"( ptr addrspace\(3\) )" + escape(Elem) +
                                    ", i32 " + Value + " seq_cst"))) {
    ADD_FAILURE() << "no atomicrmw " << Op << " on " << Elem << "\n" << IR;
    return "";
  }
  return M[1];
}

bool hasUAVAtomic(const std::string &IR, const UAVAtomic &A) {
  // DXIL form: (i32 78, handle, op, coord0 = index, coord1 = offset, undef,
  // value); typed buffers have no byte offset (undef).
  std::string Off = A.Offset ? std::to_string(A.Offset) : "(0|undef)";
  if (contains(IR, R"(@dx\.op\.atomicBinOp\.)" + A.Ty +
                       R"(\(i32 78, %dx\.types\.Handle %\S+, i32 )" +
                       std::to_string(A.DXILOp) + ", i32 " + escape(A.Index) +
                       ", i32 " + Off + ", i32 undef, " + A.Ty + " " +
                       escape(A.Value) + R"(\))"))
    return true;
  // This stage's form: getpointer(handle, index) [+ GEP offset] feeding the
  // atomicrmw directly.
  std::smatch M;
  if (!std::regex_search(
          IR, M,
          std::regex(
              R"((%\S+) = .*call .*ptr @llvm\.dx\.resource\.getpointer[^\n]*, i32 )" +
              escape(A.Index) + R"(\))")))
    return false;
  std::string Ptr = M[1];
  if (A.Offset) {
    if (!std::regex_search(
            IR, M,
            std::regex("(%\\S+) = getelementptr inbounds nuw i8, ptr " +
                       escape(Ptr) + ", i32 " + std::to_string(A.Offset))))
      return false;
    Ptr = M[1];
  }
  return contains(IR, "atomicrmw " + A.RMWOp + " ptr " + escape(Ptr) + ", " +
                          A.Ty + " " + escape(A.Value) + " seq_cst");
}

/// The IR with no __dxild_ external left, or the failure.
::testing::AssertionResult compiledClean(const CompileResult &R) {
  if (R.Status != CompileStatus::Ok)
    return ::testing::AssertionFailure() << messages(R);
  if (R.LLVMIR.find("__dxild_") != std::string::npos)
    return ::testing::AssertionFailure() << "__dxild_ left in:\n" << R.LLVMIR;
  return ::testing::AssertionSuccess();
}

TEST(IntrinsicsE2E, AddOnStructuredBufferElementAtOffsetIndex) {
  CompileResult R = compileCS(R"(
RWStructuredBuffer<uint> Buf : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  InterlockedAdd(Buf[tid.x + 3], 1);
}
)");
  ASSERT_TRUE(compiledClean(R));
  // The element index is tid.x + 3, and the atomic is on exactly that
  // element of Buf.
  std::smatch M;
  ASSERT_TRUE(std::regex_search(R.LLVMIR, M,
                                std::regex(R"((%\S+) = add i32 (%\S+), 3)")))
      << R.LLVMIR;
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"add", 0, M[1], 0, "1"})) << R.LLVMIR;
  // No non-atomic copy-back store of the temporary remains.
  EXPECT_FALSE(contains(R.LLVMIR, R"(store i32 %\S+, ptr %)")) << R.LLVMIR;
  EXPECT_FALSE(contains(R.LLVMIR, "rawBufferStore")) << R.LLVMIR;
}

TEST(IntrinsicsE2E, GroupsharedElementAndOriginalValueFlowsToStore) {
  CompileResult R = compileCS(R"(
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint gs[64];
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  gs[gi] = 0;
  GroupMemoryBarrierWithGroupSync();
  uint original;
  InterlockedAdd(gs[gi ^ 5], 7, original);
  Out[gi] = original;
}
)");
  ASSERT_TRUE(compiledClean(R));
  const std::string Result = groupsharedAtomicResult(R.LLVMIR, 5, "add", "7");
  ASSERT_FALSE(Result.empty());
  // The original value is what gets stored to Out (a store, or the DXIL
  // raw buffer store of the lowered form).
  const std::string Original = escape(Result);
  EXPECT_TRUE(
      contains(R.LLVMIR, "store i32 " + Original + ", ptr %") ||
      contains(R.LLVMIR, R"(@dx\.op\.rawBufferStore\.i32\([^\n]*, i32 )" +
                             Original + ", "))
      << R.LLVMIR;
}

TEST(IntrinsicsE2E, StructFieldOfStructuredBufferElement) {
  CompileResult R = compileCS(R"(
struct Counter { uint hits; int best; };
RWStructuredBuffer<Counter> Counters : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  InterlockedMax(Counters[tid.x].best, -3);
}
)");
  ASSERT_TRUE(compiledClean(R));
  std::smatch M;
  ASSERT_TRUE(std::regex_search(
      R.LLVMIR, M,
      std::regex(
          R"((%\S+) = .*call i32 @(llvm\.dx\.thread\.id|dx\.op\.threadId\.i32)\((i32 93, )?i32 0\))")))
      << R.LLVMIR;
  // Signed max on the second field, 4 bytes into element tid.x.
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"max", 5, M[1], 4, "-3"})) << R.LLVMIR;
}

TEST(IntrinsicsE2E, EveryOperationOnTypedBufferAndGroupshared) {
  CompileResult R = compileCS(R"(
RWBuffer<uint> Typed : register(u0);
RWBuffer<uint> Out : register(u1);
groupshared int counter;
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint a, b, c;
  InterlockedAnd(Typed[tid.x], 0xF0u);
  InterlockedOr(Typed[tid.x], 1u);
  InterlockedXor(Typed[tid.x], 2u);
  InterlockedMin(Typed[tid.x], 3u);
  InterlockedMax(Typed[tid.x], 4u, a);
  InterlockedExchange(Typed[tid.x], 5u, b);
  InterlockedCompareExchange(Typed[tid.x], 6u, 7u, c);
  InterlockedCompareStore(counter, 0, 1);
  InterlockedMin(counter, -1);
  Out[tid.x] = a + b + c;
}
)");
  ASSERT_TRUE(compiledClean(R));
  std::smatch M;
  ASSERT_TRUE(std::regex_search(
      R.LLVMIR, M,
      std::regex(
          R"((%\S+) = .*call i32 @(llvm\.dx\.thread\.id|dx\.op\.threadId\.i32)\((i32 93, )?i32 0\))")))
      << R.LLVMIR;
  const std::string Tid = M[1];
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"and", 1, Tid, 0, "240"})) << R.LLVMIR;
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"or", 2, Tid, 0, "1"})) << R.LLVMIR;
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"xor", 3, Tid, 0, "2"})) << R.LLVMIR;
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"umin", 6, Tid, 0, "3"})) << R.LLVMIR;
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"umax", 7, Tid, 0, "4"})) << R.LLVMIR;
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"xchg", 8, Tid, 0, "5"})) << R.LLVMIR;
  EXPECT_TRUE(
      contains(R.LLVMIR, R"(cmpxchg ptr %\S+, i32 6, i32 7 seq_cst seq_cst)") ||
      contains(
          R.LLVMIR,
          R"(@dx\.op\.atomicCompareExchange\.i32\(i32 79, %dx\.types\.Handle %\S+, i32 )" +
              escape(Tid) + R"(, i32 (0|undef), i32 undef, i32 6, i32 7\))"))
      << R.LLVMIR;
  EXPECT_TRUE(contains(
      R.LLVMIR,
      R"(cmpxchg ptr addrspace\(3\) @counter, i32 0, i32 1 seq_cst seq_cst)"))
      << R.LLVMIR;
  EXPECT_TRUE(contains(R.LLVMIR,
                       R"(atomicrmw min ptr addrspace\(3\) @counter, i32 -1)"))
      << R.LLVMIR;
}

TEST(IntrinsicsE2E, FloatExchangeSwapsBitsOnTheRightElement) {
  // DXIL has no float atomics: as in DXC, the exchange is the i32 exchange
  // of the float's bits, on exactly the element the source names, and the
  // original value is the old bits read back as a float.
  CompileResult R = compileCS(R"(
RWStructuredBuffer<float> S : register(u0);
RWBuffer<float> T : register(u1);
RWStructuredBuffer<float> Out : register(u2);
groupshared float gs[64];
[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  gs[gi] = 0;
  GroupMemoryBarrierWithGroupSync();
  float a, b, c;
  InterlockedExchange(S[tid.x + 3], 1.5f, a);
  InterlockedExchange(T[tid.x ^ 9], 2.0f, b);
  InterlockedExchange(gs[gi ^ 5], 0.25f, c);
  Out[gi] = a * b - c;
}
)");
  ASSERT_TRUE(compiledClean(R));
  std::smatch M;
  ASSERT_TRUE(std::regex_search(R.LLVMIR, M,
                                std::regex(R"((%\S+) = add i32 (%\S+), 3)")))
      << R.LLVMIR;
  // 1.5f is 0x3fc00000, 2.0f 0x40000000, 0.25f 0x3e800000.
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"xchg", 8, M[1], 0, "1069547520"}))
      << R.LLVMIR;
  ASSERT_TRUE(std::regex_search(R.LLVMIR, M,
                                std::regex(R"((%\S+) = xor i32 (%\S+), 9)")))
      << R.LLVMIR;
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"xchg", 8, M[1], 0, "1073741824"}))
      << R.LLVMIR;
  const std::string Old =
      groupsharedAtomicResult(R.LLVMIR, 5, "xchg", "1048576000");
  ASSERT_FALSE(Old.empty());
  // The old bits become the float original value.
  EXPECT_TRUE(contains(R.LLVMIR, "bitcast i32 " + escape(Old) + " to float"))
      << R.LLVMIR;
  EXPECT_FALSE(contains(R.LLVMIR, R"(atomicrmw xchg ptr[^\n]*, float)"))
      << R.LLVMIR;
}

TEST(IntrinsicsE2E, F32ToF16IsLegacyF32ToF16PerComponent) {
  CompileResult R = compileCS(R"(
RWStructuredBuffer<float4> In : register(u0);
RWStructuredBuffer<uint4> Out : register(u1);
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = f32tof16(In[tid.x]);
}
)",
                              3, "cs_6_0");
  ASSERT_TRUE(compiledClean(R));
  const std::regex Op(R"(call i32 @dx\.op\.legacyF32ToF16\(i32 130, float %)");
  EXPECT_EQ(
      std::distance(std::sregex_iterator(R.LLVMIR.begin(), R.LLVMIR.end(), Op),
                    std::sregex_iterator()),
      4)
      << R.LLVMIR;
  EXPECT_FALSE(contains(R.LLVMIR, R"(llvm\.dx\.legacyf32tof16)")) << R.LLVMIR;
}

TEST(IntrinsicsE2E, SixtyFourBitAtomics) {
  CompileResult R = compileCS(R"(
RWStructuredBuffer<uint64_t> Buf : register(u0);
groupshared int64_t total;
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint64_t before;
  InterlockedAdd(Buf[tid.x], 1, before);
  InterlockedAdd(total, (int64_t)before);
}
)");
  ASSERT_TRUE(compiledClean(R));
  std::smatch M;
  ASSERT_TRUE(std::regex_search(
      R.LLVMIR, M,
      std::regex(
          R"((%\S+) = .*call i32 @(llvm\.dx\.thread\.id|dx\.op\.threadId\.i32)\((i32 93, )?i32 0\))")))
      << R.LLVMIR;
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"add", 0, M[1], 0, "1", "i64"}))
      << R.LLVMIR;
  EXPECT_TRUE(contains(
      R.LLVMIR,
      R"(atomicrmw add ptr addrspace\(3\) @total, i64 %\S+ seq_cst, align 8)"))
      << R.LLVMIR;
}

TEST(IntrinsicsE2E, SixtyFourBitAtomicsNeedShaderModel66) {
  CompileResult R = compileCS(R"(
RWStructuredBuffer<uint64_t> Buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) { InterlockedAdd(Buf[tid.x], 1); }
)",
                              3, "cs_6_5");
  EXPECT_NE(R.Status, CompileStatus::Ok);
  EXPECT_NE(messages(R).find("only available on Shader Model 6.6"),
            std::string::npos)
      << messages(R);
}

TEST(IntrinsicsE2E, BranchesKeepOneAtomicEach) {
  // Clang's optimizer merges the copy-back stores of the two branches into
  // one; each branch must still get its own atomic on the same element
  // (element 1, addressed by element as DXIL requires).
  CompileResult R = compileCS(R"(
groupshared uint flags[4];
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  if (gi & 1)
    InterlockedAdd(flags[1], 1);
  else
    InterlockedOr(flags[1], 2);
  GroupMemoryBarrierWithGroupSync();
  Out[gi] = flags[1];
}
)");
  ASSERT_TRUE(compiledClean(R));
  EXPECT_TRUE(contains(
      R.LLVMIR,
      R"(atomicrmw add ptr addrspace\(3\) getelementptr inbounds \(\[4 x i32\], ptr addrspace\(3\) @flags, i32 0, i32 1\), i32 1)"))
      << R.LLVMIR;
  EXPECT_TRUE(contains(
      R.LLVMIR,
      R"(atomicrmw or ptr addrspace\(3\) getelementptr inbounds \(\[4 x i32\], ptr addrspace\(3\) @flags, i32 0, i32 1\), i32 2)"))
      << R.LLVMIR;
  EXPECT_FALSE(contains(R.LLVMIR, R"(store i32 %\S+, ptr addrspace\(3\))"))
      << R.LLVMIR;
}

TEST(IntrinsicsE2E, UserFunctionWithInoutForwardsTheDestination) {
  CompileResult R = compileCS(R"(
RWStructuredBuffer<uint> Buf : register(u0);
void bump(inout uint slot) { InterlockedAdd(slot, 2); }
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) { bump(Buf[tid.x * 2]); }
)");
  ASSERT_TRUE(compiledClean(R));
  std::smatch M;
  ASSERT_TRUE(std::regex_search(
      R.LLVMIR, M, std::regex(R"((%\S+) = (shl|mul) i32 %\S+, (1|2))")))
      << R.LLVMIR;
  EXPECT_TRUE(hasUAVAtomic(R.LLVMIR, {"add", 0, M[1], 0, "2"})) << R.LLVMIR;
}

TEST(IntrinsicsE2E, LocalVariableDestinationIsAnError) {
  // DXC rejects atomics on local variables; so does dxild, instead of
  // turning the store of the local's final value into an atomic.
  CompileResult R = compileCS(R"(
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint local = 0;
  InterlockedAdd(local, 3);
  Out[0] = local;
}
)");
  EXPECT_EQ(R.Status, CompileStatus::InvalidInput);
  bool Found = false;
  for (const Diagnostic &D : R.Diagnostics)
    if (D.Code == "dxild.intrinsics.untraceable-destination" &&
        D.Message.find("InterlockedAdd") != std::string::npos)
      Found = true;
  EXPECT_TRUE(Found) << messages(R);
  EXPECT_FALSE(contains(R.LLVMIR, "atomicrmw")) << R.LLVMIR;
}

TEST(IntrinsicsE2E, AtomicsAtO0) {
  CompileResult R = compileCS(R"(
RWStructuredBuffer<uint> Buf : register(u0);
groupshared uint gs[8];
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  uint o;
  InterlockedAdd(gs[gi], 1, o);
  InterlockedAdd(Buf[tid.x], o);
}
)",
                              0);
  ASSERT_TRUE(compiledClean(R));
  EXPECT_TRUE(
      contains(R.LLVMIR, R"(atomicrmw add ptr addrspace\(3\) %\S+, i32 1)"))
      << R.LLVMIR;
  EXPECT_TRUE(
      contains(R.LLVMIR, R"(atomicrmw add ptr %\S+, i32 %\S+ seq_cst)") ||
      contains(
          R.LLVMIR,
          R"(@dx\.op\.atomicBinOp\.i32\(i32 78, %dx\.types\.Handle %\S+, i32 0, )"))
      << R.LLVMIR;
}

TEST(IntrinsicsE2E, WaveQuadAndBarriers) {
  CompileResult R = compileCS(R"(
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  float4 v = float4(gi, gi, gi, gi);
  Out[gi] = WavePrefixSum(v) + WavePrefixProduct(v) + WaveActiveProduct(v) +
            QuadReadAcrossX(v) + QuadReadAcrossY(v) + QuadReadAcrossDiagonal(v) +
            QuadReadLaneAt(v, 1);
  AllMemoryBarrier();
  DeviceMemoryBarrierWithGroupSync();
  GroupMemoryBarrier();
  DeviceMemoryBarrier();
  AllMemoryBarrierWithGroupSync();
  Out[gi + 64] = WavePrefixSum(gi) + WavePrefixProduct(gi) + WaveActiveProduct(gi) +
             WaveActiveBitAnd(gi) + WaveActiveBitOr(gi) + WaveActiveBitXor(gi);
}
)");
  // The full pipeline lowers every one of them to its DXIL operation.
  ASSERT_TRUE(compiledClean(R));
  // Each as the DXIL operation the lowering makes of this stage's
  // llvm.dx.* call (scalarized: one call per component).
  const std::pair<const char *, const char *> Expected[] = {
      {R"(@llvm\.dx\.wave\.prefix\.sum\.v4f32\()",
       R"(@dx\.op\.wavePrefixOp\.f32\(i32 121, float %\S+, i8 0, i8 0\))"},
      {R"(@llvm\.dx\.wave\.prefix\.product\.v4f32\()",
       R"(@dx\.op\.wavePrefixOp\.f32\(i32 121, float %\S+, i8 1, i8 0\))"},
      {R"(@llvm\.dx\.wave\.product\.v4f32\()",
       R"(@dx\.op\.waveActiveOp\.f32\(i32 119, float %\S+, i8 1, i8 0\))"},
      {R"(@llvm\.dx\.quad\.read\.across\.x\.v4f32\()",
       R"(@dx\.op\.quadOp\.f32\(i32 123, float %\S+, i8 0\))"},
      {R"(@llvm\.dx\.quad\.read\.across\.y\.v4f32\()",
       R"(@dx\.op\.quadOp\.f32\(i32 123, float %\S+, i8 1\))"},
      {R"(@llvm\.dx\.quad\.read\.across\.diagonal\.v4f32\()",
       R"(@dx\.op\.quadOp\.f32\(i32 123, float %\S+, i8 2\))"},
      {R"(@llvm\.dx\.quad\.read\.lane\.at\.v4f32\(<4 x float> %\S+, i32 1\))",
       R"(@dx\.op\.quadReadLaneAt\.f32\(i32 122, float %\S+, i32 1\))"},
      {R"(@llvm\.dx\.wave\.prefix\.usum\.i32\()",
       R"(@dx\.op\.wavePrefixOp\.i32\(i32 121, i32 %\S+, i8 0, i8 1\))"},
      {R"(@llvm\.dx\.wave\.prefix\.uproduct\.i32\()",
       R"(@dx\.op\.wavePrefixOp\.i32\(i32 121, i32 %\S+, i8 1, i8 1\))"},
      {R"(@llvm\.dx\.wave\.uproduct\.i32\()",
       R"(@dx\.op\.waveActiveOp\.i32\(i32 119, i32 %\S+, i8 1, i8 1\))"},
      {R"(@llvm\.dx\.wave\.reduce\.and\.i32\()",
       R"(@dx\.op\.waveActiveBit\.i32\(i32 120, i32 %\S+, i8 0\))"},
      {R"(@llvm\.dx\.wave\.reduce\.or\.i32\()",
       R"(@dx\.op\.waveActiveBit\.i32\(i32 120, i32 %\S+, i8 1\))"},
      {R"(@llvm\.dx\.wave\.reduce\.xor\.i32\()",
       R"(@dx\.op\.waveActiveBit\.i32\(i32 120, i32 %\S+, i8 2\))"},
      {R"(call void @llvm\.dx\.allmemory\.barrier\(\))",
       R"(@dx\.op\.barrier\(i32 80, i32 10\))"},
      {R"(call void @llvm\.dx\.device\.memory\.barrier\.with\.group\.sync\(\))",
       R"(@dx\.op\.barrier\(i32 80, i32 3\))"},
      {R"(call void @llvm\.dx\.group\.memory\.barrier\(\))",
       R"(@dx\.op\.barrier\(i32 80, i32 8\))"},
      {R"(call void @llvm\.dx\.device\.memory\.barrier\(\))",
       R"(@dx\.op\.barrier\(i32 80, i32 2\))"},
      {R"(call void @llvm\.dx\.allmemory\.barrier\.with\.group\.sync\(\))",
       R"(@dx\.op\.barrier\(i32 80, i32 11\))"},
  };
  for (const auto &[Stage, DXIL] : Expected) {
    EXPECT_FALSE(contains(R.LLVMIR, Stage)) << Stage << "\n" << R.LLVMIR;
    EXPECT_TRUE(contains(R.LLVMIR, DXIL)) << DXIL << "\n" << R.LLVMIR;
  }
  EXPECT_EQ(R.LLVMIR.find("@llvm.dx."), std::string::npos) << R.LLVMIR;
}

TEST(IntrinsicsE2E, GroupBarriersAreComputeOnly) {
  CompileRequest Req;
  Req.Source = R"(
float4 main(float4 p : SV_Position) : SV_Target {
  GroupMemoryBarrier();
  return p;
}
)";
  Req.SourceName = "ps.hlsl";
  Req.Profile = "ps_6_6";
  Req.Outputs = OutputLLVMIR;
  CompileResult R = compile(Req);
  EXPECT_NE(R.Status, CompileStatus::Ok);
  EXPECT_NE(messages(R).find("unavailable"), std::string::npos) << messages(R);
}

} // namespace
