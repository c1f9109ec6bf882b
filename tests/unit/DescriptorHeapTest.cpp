//===- DescriptorHeapTest.cpp - ResourceDescriptorHeap through compile() --===//
//
// SM 6.6 dynamic resources (core/prelude/prelude_heap.hlsl): the refusals
// have their codes at the user's expression, heap resources get no binding
// table row, and the container's feature bits (SFI0) are DXC's: bits 25
// and 26 for resource and sampler heap indexing (dxil-facts §3.1; DXC 1.9
// sets exactly these for the shader below).
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace dxild;

namespace {

CompileResult compile(const std::string &Source, const std::string &Profile) {
  CompileRequest R;
  R.Source = Source;
  R.SourceName = "heap.hlsl";
  R.Profile = Profile;
  R.EntryPoint = "main";
  R.Outputs = OutputLLVMIR | OutputDXIL | OutputBindings;
  return dxild::compile(R);
}

std::string messages(const CompileResult &R) {
  std::string S;
  for (const Diagnostic &D : R.Diagnostics)
    S += D.Code + " " + D.File + ":" + std::to_string(D.Line) + ":" +
         std::to_string(D.Column) + ": " + D.Message + "\n";
  return S;
}

const Diagnostic *withCode(const CompileResult &R, const std::string &Code) {
  for (const Diagnostic &D : R.Diagnostics)
    if (D.Code == Code)
      return &D;
  return nullptr;
}

/// The 64-bit SFI0 part of a DXBC container, or ~0 if it has none.
uint64_t featureInfo(const std::string &C) {
  if (C.size() < 32)
    return ~0ull;
  uint32_t Count;
  std::memcpy(&Count, C.data() + 28, 4);
  for (uint32_t I = 0; I < Count; ++I) {
    uint32_t Off;
    std::memcpy(&Off, C.data() + 32 + 4 * I, 4);
    if (Off + 16 <= C.size() && C.compare(Off, 4, "SFI0") == 0) {
      uint64_t V;
      std::memcpy(&V, C.data() + Off + 8, 8);
      return V;
    }
  }
  return ~0ull;
}

const char *const Shader = R"(cbuffer C : register(b0) { uint idx; };
RWStructuredBuffer<float4> Out : register(u1);
[numthreads(1, 1, 1)] void main() {
  Texture2D<float4> t = ResourceDescriptorHeap[idx];
  SamplerState s = SamplerDescriptorHeap[NonUniformResourceIndex(idx)];
  Out[0] = t.SampleLevel(s, float2(0, 0), 0);
}
)";

TEST(DescriptorHeap, NoBindingRowsAndDXCsFeatureBits) {
  CompileResult R = compile(Shader, "cs_6_6");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  ASSERT_EQ(R.Bindings.size(), 2u);
  EXPECT_EQ(R.Bindings[0].Name, "Out");
  EXPECT_EQ(R.Bindings[1].Name, "C");
  EXPECT_EQ(featureInfo(R.DXILContainer), (1ull << 25) | (1ull << 26));
}

TEST(DescriptorHeap, BelowShaderModel66IsRefusedAtTheSubscript) {
  CompileResult R = compile(Shader, "cs_6_5");
  EXPECT_FALSE(R.succeeded());
  const Diagnostic *D =
      withCode(R, "dxild.frontend.descriptor-heap-shader-model");
  ASSERT_NE(D, nullptr) << messages(R);
  EXPECT_EQ(D->File, "heap.hlsl");
  EXPECT_EQ(D->Line, 4u);
  EXPECT_EQ(D->Column, 47u);
  EXPECT_NE(D->Message.find("shader model is 6.5"), std::string::npos)
      << D->Message;
}

TEST(DescriptorHeap, ConstantBufferFromTheHeapReadsRowsThroughAHeapHandle) {
  // As DXC: no binding row for the heap buffer, createHandleFromHeap +
  // annotateHandle { 13, 64 } (DXC's size of Data), a dynamic row for
  // T.v[i], ResourceDescriptorHeapIndexing in SFI0.
  CompileResult R = compile(R"(struct Data { float v[4]; };
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  ConstantBuffer<Data> T = ResourceDescriptorHeap[NonUniformResourceIndex(i)];
  Out[0] = T.v[1] + T.v[i & 3];
}
)",
                            "cs_6_6");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  ASSERT_EQ(R.Bindings.size(), 1u);
  EXPECT_EQ(R.Bindings[0].Name, "Out");
  const std::string &IR = R.LLVMIR;
  EXPECT_NE(IR.find("@dx.op.createHandleFromHeap(i32 218, i32 %"),
            std::string::npos)
      << IR;
  EXPECT_NE(IR.find(", i1 false, i1 true)"), std::string::npos) << IR;
  // One handle for both reads, as DXC.
  size_t Handles = 0;
  for (size_t At = IR.find("call %dx.types.Handle @dx.op.createHandleFromHeap");
       At != std::string::npos;
       At =
           IR.find("call %dx.types.Handle @dx.op.createHandleFromHeap", At + 1))
    ++Handles;
  EXPECT_EQ(Handles, 1u) << IR;
  EXPECT_NE(IR.find("%dx.types.ResourceProperties { i32 13, i32 52 }"),
            std::string::npos)
      << IR;
  EXPECT_NE(IR.find("@dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle "
                    "%"),
            std::string::npos);
  EXPECT_EQ(IR.find("__dxild_hcb"), std::string::npos) << IR;
  EXPECT_NE(featureInfo(R.DXILContainer) & (1ull << 25), 0u);
  EXPECT_NE(IR.find("i64 1073741840"), std::string::npos) << IR;
}

TEST(DescriptorHeap, ConstantBufferOfANamespaceStructIsRefused) {
  CompileResult R = compile(R"(namespace N { struct Data { float v[4]; }; }
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)] void main() {
  ConstantBuffer<N::Data> T = ResourceDescriptorHeap[0];
  Out[0] = T.v[1];
}
)",
                            "cs_6_6");
  EXPECT_FALSE(R.succeeded());
  const Diagnostic *D =
      withCode(R, "dxild.frontend.descriptor-heap-constantbuffer");
  ASSERT_NE(D, nullptr) << messages(R);
  EXPECT_EQ(D->Line, 4u);
  EXPECT_EQ(D->Column, 27u);
}

} // namespace
