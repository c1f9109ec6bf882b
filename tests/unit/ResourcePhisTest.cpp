//===- ResourcePhisTest.cpp - Resource variables merged by phis/selects ---===//
//
// Through compile(), at -Od and -O3: resource variables that LLVM's
// optimizer (Clang's, or the binding stage's promotion) turns into phis and
// selects of handles (Binding/HandlePhis.h, Binding/LocalResources.h), and
// pointers into resources, locals and groupshared memory merged the same way
// (Lowering/DXILResourcePointerPhi.h, Lowering/DXILMemoryPointerPhi.h).
// What DXC compiles compiles, with the element index merged as DXC merges
// it; what DXC refuses ("local resource not guaranteed to map to unique
// global resource") is dxild.binding.local-resource-not-unique naming both
// resources at their declarations.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include <gtest/gtest.h>

using namespace dxild;

namespace {

CompileResult compileAt(const std::string &Source, const std::string &Profile,
                        unsigned OptLevel) {
  CompileRequest R;
  R.Source = Source;
  R.SourceName = "phis.hlsl";
  R.Profile = Profile;
  R.EntryPoint = "main";
  R.OptLevel = OptLevel;
  return compile(R);
}

std::string messages(const CompileResult &R) {
  std::string S;
  for (const Diagnostic &D : R.Diagnostics)
    S += D.Code + " " + D.File + ":" + std::to_string(D.Line) + ":" +
         std::to_string(D.Column) + ": " + D.Message + "\n";
  return S;
}

size_t count(const std::string &S, const std::string &Needle) {
  size_t N = 0;
  for (size_t At = S.find(Needle); At != std::string::npos;
       At = S.find(Needle, At + 1))
    ++N;
  return N;
}

/// Refused as DXC refuses it: the code, both names, at a declaration.
void expectNotUnique(const CompileResult &R, const std::string &A,
                     const std::string &B, unsigned LineA, unsigned LineB) {
  EXPECT_FALSE(R.succeeded());
  const Diagnostic *D = nullptr;
  for (const Diagnostic &Diag : R.Diagnostics)
    if (Diag.Code == "dxild.binding.local-resource-not-unique")
      D = D ? D : &Diag;
  ASSERT_NE(D, nullptr) << messages(R);
  EXPECT_NE(D->Message.find("'" + A + "'"), std::string::npos) << D->Message;
  EXPECT_NE(D->Message.find("'" + B + "'"), std::string::npos) << D->Message;
  EXPECT_EQ(D->File, "phis.hlsl");
  EXPECT_TRUE(D->Line == LineA || D->Line == LineB) << messages(R);
  for (const Diagnostic &Diag : R.Diagnostics)
    EXPECT_EQ(Diag.Code.find("dxild.internal"), std::string::npos)
        << messages(R);
}

} // namespace

// `b = bufs[0]; for (...) { b[t] = i; b = bufs[i & 3]; }`: at -O1+ Clang's
// optimizer leaves a phi of handles (invalid IR); at -Od the binding stage's
// promotion does. DXC: a phi of the index feeding one createHandle.
TEST(ResourcePhis, LoopCarriedElementOfOneArray) {
  const char *Src = R"(
RWStructuredBuffer<uint> bufs[4] : register(u0);
cbuffer P : register(b0) { uint n; }
[numthreads(1, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  RWStructuredBuffer<uint> b = bufs[0];
  for (uint i = 0; i < n; i++) { b[tid] = i; b = bufs[i & 3]; }
}
)";
  for (unsigned O : {0u, 3u}) {
    SCOPED_TRACE("-O" + std::to_string(O));
    CompileResult R = compileAt(Src, "cs_6_6", O);
    ASSERT_TRUE(R.succeeded()) << messages(R);
    EXPECT_EQ(R.LLVMIR.find("phi %dx.types.Handle"), std::string::npos)
        << R.LLVMIR;
    // The UAV range's handle is created with a merged (phi) index.
    EXPECT_NE(R.LLVMIR.find("%dx.types.ResBind { i32 0, i32 3, i32 0, i8 1 }, "
                            "i32 %"),
              std::string::npos)
        << R.LLVMIR;
    EXPECT_NE(R.LLVMIR.find(".residx = phi i32"), std::string::npos)
        << R.LLVMIR;
    ASSERT_EQ(R.Bindings.size(), 2u);
  }
}

// `(sel ? texs[a] : texs[b]).Sample(...)`: DXC merges the indices; one
// handle of the range with the merged index.
TEST(ResourcePhis, SelectOfTwoElementsOfOneArray) {
  const char *Src = R"(
Texture2D texs[4] : register(t0);
SamplerState s : register(s0);
float4 main(float2 uv : TEXCOORD, uint a : A, uint b : B, uint sel : SEL) : SV_Target {
  return (sel ? texs[a] : texs[b]).Sample(s, uv);
}
)";
  for (unsigned O : {0u, 3u}) {
    SCOPED_TRACE("-O" + std::to_string(O));
    CompileResult R = compileAt(Src, "ps_6_6", O);
    ASSERT_TRUE(R.succeeded()) << messages(R);
    EXPECT_EQ(count(R.LLVMIR, "%dx.types.ResBind { i32 0, i32 3, i32 0, i8 0 "
                              "}, i32 %"),
              1u)
        << R.LLVMIR;
    // A select of the indices (-O3) or, as DXC, a phi of them (-Od).
    EXPECT_TRUE(R.LLVMIR.find("select i1") != std::string::npos ||
                R.LLVMIR.find("phi i32") != std::string::npos)
        << R.LLVMIR;
  }
}

// Different globals merged on paths, in a loop or by `?:`: DXC refuses all
// three; so does dxild, with a diagnostic instead of invalid IR.
TEST(ResourcePhis, DifferentGlobalsAreRefused) {
  const char *Branch = R"(
Texture2D texA : register(t0);
Texture2D texB : register(t1);
SamplerState s;
float4 main(float2 uv : TEXCOORD, uint sel : SEL) : SV_Target {
  Texture2D t = texA; if (sel) t = texB;
  return t.Sample(s, uv);
}
)";
  const char *Select = R"(
Texture2D texA : register(t0);
Texture2D texB : register(t1);
SamplerState s;
float4 main(float2 uv : TEXCOORD, uint sel : SEL) : SV_Target {
  return (sel ? texA : texB).Sample(s, uv);
}
)";
  const char *Loop = R"(
RWBuffer<uint> A : register(u0);
RWBuffer<uint> B : register(u1);
[numthreads(1, 1, 1)]
void main(uint tid : SV_DispatchThreadID) {
  RWBuffer<uint> b = A;
  for (uint i = 0; i < tid; i++) { if (i == 3) b = B; b[i] = i; }
}
)";
  for (unsigned O : {0u, 3u}) {
    SCOPED_TRACE("-O" + std::to_string(O));
    expectNotUnique(compileAt(Branch, "ps_6_6", O), "texA", "texB", 2, 3);
    expectNotUnique(compileAt(Select, "ps_6_6", O), "texA", "texB", 2, 3);
  }
  expectNotUnique(compileAt(Loop, "cs_6_6", 0), "A", "B", 2, 3);
}

// vkd3d's typed_buffer_many_objects: `Bufs[idx][3]` on one path and
// `Bufs[0][3]` on the other, loaded once after the join (SimplifyCFG). One
// handle of the range with a phi of the indices, as DXC.
TEST(ResourcePhis, ElementPointersOfOneRange) {
  CompileResult R = compileAt(R"(
Buffer<uint> Bufs[] : register(t0);
RWBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main(uint idx : SV_DispatchThreadID) {
  uint v;
  if (idx == 0) v = Bufs[0][3] == 1; else v = Bufs[idx][3] == 0;
  Out[idx] = v;
}
)",
                              "cs_6_0", 3);
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_EQ(count(R.LLVMIR, "@dx.op.createHandle(i32 57, i8 0, i32 0, i32 %"),
            1u)
      << R.LLVMIR;
}

// vkd3d's cs_64bit_atomics_shared: `c ? sv[t] : uv[t]` of two groupshared
// arrays is a load through a select of their pointers; DXC branches.
TEST(ResourcePhis, SelectOfTwoGroupsharedArrays) {
  CompileResult R = compileAt(R"(
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint uv[8];
groupshared uint sv[8];
[numthreads(8, 1, 1)]
void main(uint t : SV_GroupIndex) {
  uv[t] = t; sv[t] = 2 * t;
  GroupMemoryBarrierWithGroupSync();
  Out[t] = t == 5 || t == 6 ? sv[t] : uv[t];
}
)",
                              "cs_6_0", 3);
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_EQ(count(R.LLVMIR, "load i32, ptr addrspace(3)"), 2u) << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("phi i32"), std::string::npos) << R.LLVMIR;
}

// vkd3d's cs_wmma_alloca: loop strength reduction walks local struct
// arrays with pointer induction variables; they become byte offsets into
// the flat local array.
TEST(ResourcePhis, PointerInductionVariableOverLocalArray) {
  CompileResult R = compileAt(R"(
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);
struct M { uint v[8]; };
[numthreads(1, 1, 1)]
void main(uint t : SV_GroupIndex) {
  M as[2];
  [loop] for (int i = 0; i < 2; i++)
    [unroll] for (int k = 0; k < 8; k++) as[i].v[k] = In.Load(32 * i + 4 * k);
  uint s = 0;
  [loop] for (int j = 0; j < 2; j++)
    [unroll] for (int k = 0; k < 8; k++) s += as[j].v[k];
  Out.Store(0, s);
}
)",
                              "cs_6_0", 3);
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_EQ(R.LLVMIR.find("phi ptr"), std::string::npos) << R.LLVMIR;
}
