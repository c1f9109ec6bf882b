//===- ConstantBufferTest.cpp - ConstantBuffer<T> through compile() -------===//
//
// ConstantBuffer<T> as DXC compiles it (one CBV per declaration, T's cbuffer
// layout; arrays: one CBV range, a handle per element), tbuffer and
// TextureBuffer<T> (SRVs of kind TBuffer read with bufferLoad), the binding
// table rows they get, the forms dxild refuses (with their codes, at the
// declaration), and Clang 22's struct member indices
// inside constant buffers (repaired; CBufferFieldMap.h). Expected values
// are DXC's: the DirectX-Graphics-Samples DynamicIndexing pixel shader
// (CBV size 4, annotateHandle { 13, 4 }) and HLSL's row packing.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include <gtest/gtest.h>

using namespace dxild;

namespace {

CompileResult compileCS(const std::string &Source,
                        const std::string &Profile = "cs_6_6") {
  CompileRequest R;
  R.Source = Source;
  R.SourceName = "cb.hlsl";
  R.Profile = Profile;
  R.EntryPoint = "main";
  return compile(R);
}

std::string messages(const CompileResult &R) {
  std::string S;
  for (const Diagnostic &D : R.Diagnostics)
    S += D.Code + " " + D.File + ":" + std::to_string(D.Line) + ":" +
         std::to_string(D.Column) + ": " + D.Message + "\n";
  return S;
}

bool has(const CompileResult &R, const std::string &Text) {
  return R.LLVMIR.find(Text) != std::string::npos;
}

const ResourceBinding *binding(const CompileResult &R,
                               const std::string &Name) {
  for (const ResourceBinding &B : R.Bindings)
    if (B.Name == Name)
      return &B;
  return nullptr;
}

const Diagnostic *withCode(const CompileResult &R, const std::string &Code) {
  for (const Diagnostic &D : R.Diagnostics)
    if (D.Code == Code)
      return &D;
  return nullptr;
}

} // namespace

TEST(ConstantBuffer, BindingRowsAndRecords) {
  CompileResult R = compileCS(R"(
struct MaterialConstants { uint matIndex; };
struct Light { float3 dir; float power; float4 color; };
ConstantBuffer<MaterialConstants> materialConstants : register(b0, space0);
ConstantBuffer<Light> light : register(b2, space3);
ConstantBuffer<Light> implicitLight;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)] void main() {
  Out[materialConstants.matIndex] = light.color * light.power + implicitLight.dir.y;
}
)");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  const ResourceBinding *M = binding(R, "materialConstants");
  ASSERT_NE(M, nullptr);
  EXPECT_EQ(M->Class, ResourceClass::CBV);
  EXPECT_EQ(M->Space, 0u);
  EXPECT_EQ(M->LowerBound, 0u);
  EXPECT_EQ(M->RangeSize, 1);
  EXPECT_EQ(M->Binding, "explicit");
  EXPECT_EQ(M->CBufferSize, 4u);
  const ResourceBinding *L = binding(R, "light");
  ASSERT_NE(L, nullptr);
  EXPECT_EQ(L->Class, ResourceClass::CBV);
  EXPECT_EQ(L->Space, 3u);
  EXPECT_EQ(L->LowerBound, 2u);
  EXPECT_EQ(L->CBufferSize, 32u);
  // Implicit binding: the first free b register of space 0 (b1).
  const ResourceBinding *I = binding(R, "implicitLight");
  ASSERT_NE(I, nullptr);
  EXPECT_EQ(I->Class, ResourceClass::CBV);
  EXPECT_EQ(I->Binding, "implicit");
  EXPECT_EQ(I->Space, 0u);
  EXPECT_EQ(I->LowerBound, 1u);
  EXPECT_EQ(I->CBufferSize, 32u);
  EXPECT_TRUE(has(R, "%dx.types.ResourceProperties { i32 13, i32 4 }"))
      << R.LLVMIR;
  EXPECT_TRUE(has(R, "%dx.types.ResourceProperties { i32 13, i32 32 }"));
  EXPECT_TRUE(has(R, "!\"materialConstants\", i32 0, i32 0, i32 1, i32 4, "
                     "null}"));
  EXPECT_TRUE(has(R, "!\"light\", i32 3, i32 2, i32 1, i32 32, null}"));
}

TEST(ConstantBuffer, UnusedIsRemovedLikeACBuffer) {
  CompileResult R = compileCS(R"(
struct S { float4 a; };
ConstantBuffer<S> unused : register(b4);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)] void main() { Out[0] = 1; }
)");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_EQ(binding(R, "unused"), nullptr);
  EXPECT_FALSE(has(R, "cbufferLoadLegacy"));
}

TEST(ConstantBuffer, LocalsAndParametersHoldT) {
  // Outside file-scope declarations ConstantBuffer<T> is T: a parameter or
  // local of that type holds a copy of the values.
  CompileResult R = compileCS(R"(
struct S { float4 a; uint k; };
ConstantBuffer<S> cb : register(b0);
RWStructuredBuffer<float4> Out : register(u0);
float4 scale(ConstantBuffer<S> c) { return c.a * c.k; }
[numthreads(1, 1, 1)] void main() {
  ConstantBuffer<S> local;
  local.a = cb.a;
  local.k = cb.k;
  Out[0] = scale(local);
}
)");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_TRUE(has(R, "@dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle "));
  EXPECT_TRUE(has(R, "@dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle "));
}

TEST(ConstantBuffer, GlobalsStructMembersAfterPadding) {
  // A $Globals struct member keeps its ordinary type in Clang 22's IR; its
  // member indices are repaired through the $Globals layout struct.
  // k: row 0.w (behind the float3), a: row 1.x, b: row 2 (a float4 does not
  // fit behind a).
  CompileResult R = compileCS(R"(
struct T { float3 v; uint k; float a; float4 b; };
T g;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)] void main() { Out[0] = float4(g.k, g.a, g.b.w, 0); }
)");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_TRUE(has(R, "@dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle "
                     "%1, i32 0)\n  %5 = extractvalue %dx.types.CBufRet.i32 "
                     "%4, 3"))
      << R.LLVMIR;
  EXPECT_TRUE(
      has(R, "i32 1)\n  %7 = extractvalue %dx.types.CBufRet.f32 %6, 0"));
  EXPECT_TRUE(
      has(R, "i32 2)\n  %9 = extractvalue %dx.types.CBufRet.f32 %8, 3"));
}

TEST(ConstantBuffer, RefusedFormsHaveCodesAtTheDeclaration) {
  struct Case {
    const char *Decl;
    const char *Code;
    unsigned Column;
  } Cases[] = {
      {"ConstantBuffer<S> cbs[][2] : register(b1);",
       "dxild.frontend.constantbuffer-array", 19},
      {"TextureBuffer<S> cbs[][2] : register(t0, space1);",
       "dxild.frontend.constantbuffer-array", 18},
      {"ConstantBuffer<S> one, cbs;",
       "dxild.frontend.constantbuffer-declaration", 19},
  };
  for (const Case &C : Cases) {
    CompileResult R =
        compileCS(std::string("struct S { float4 a; };\n") + C.Decl +
                  "\nRWStructuredBuffer<float4> Out : "
                  "register(u0);\n[numthreads(1, 1, 1)] void "
                  "main() { Out[0] = 0; }\n");
    EXPECT_FALSE(R.succeeded()) << C.Decl;
    const Diagnostic *D = withCode(R, C.Code);
    ASSERT_NE(D, nullptr) << C.Decl << "\n" << messages(R);
    EXPECT_EQ(D->File, "cb.hlsl");
    EXPECT_EQ(D->Line, 2u) << C.Decl;
    EXPECT_EQ(D->Column, C.Column) << C.Decl;
  }
}

TEST(ConstantBuffer, ArraysAreOneRangeIndexedPerAccess) {
  // DXC 1.9 for this source: CBVs b2..unbounded in space1 and cbs b0..b3,
  // both records of one Foo's size (32), handles created per access with
  // the element index plus the lower bound, non-uniform where marked.
  const std::string Source = R"(
struct Foo { uint value; float4 v; };
ConstantBuffer<Foo> CBVs[] : register(b2, space1);
ConstantBuffer<Foo> cbs[4];
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  Out[0] = CBVs[NonUniformResourceIndex(i)].value + cbs[3].v;
}
)";
  for (const char *Profile : {"cs_6_0", "cs_6_6"}) {
    CompileResult R = compileCS(Source, Profile);
    ASSERT_TRUE(R.succeeded()) << messages(R);
    const ResourceBinding *A = binding(R, "CBVs");
    ASSERT_NE(A, nullptr);
    EXPECT_EQ(A->Class, ResourceClass::CBV);
    EXPECT_EQ(A->Space, 1u);
    EXPECT_EQ(A->LowerBound, 2u);
    EXPECT_EQ(A->RangeSize, -1);
    EXPECT_EQ(A->CBufferSize, 32u);
    const ResourceBinding *B = binding(R, "cbs");
    ASSERT_NE(B, nullptr);
    EXPECT_EQ(B->LowerBound, 0u);
    EXPECT_EQ(B->RangeSize, 4);
    EXPECT_EQ(B->Binding, "implicit");
    EXPECT_EQ(B->CBufferSize, 32u);
    EXPECT_TRUE(has(R, "!\"CBVs\", i32 1, i32 2, i32 -1, i32 32, null}"))
        << R.LLVMIR;
    EXPECT_TRUE(has(R, "!\"cbs\", i32 0, i32 0, i32 4, i32 32, null}"));
    if (std::string(Profile) == "cs_6_0") {
      EXPECT_TRUE(has(R, "@dx.op.createHandle(i32 57, i8 2, i32 1, i32 3, i1 "
                         "false)"))
          << R.LLVMIR;
      EXPECT_TRUE(has(R, "@dx.op.createHandle(i32 57, i8 2, i32 0, i32 %"));
      EXPECT_TRUE(has(R, ", i1 true)"));
    } else {
      EXPECT_TRUE(has(R, "%dx.types.ResBind { i32 2, i32 -1, i32 1, i8 2 }, "
                         "i32 %"))
          << R.LLVMIR;
      EXPECT_TRUE(has(R, "%dx.types.ResBind { i32 0, i32 3, i32 0, i8 2 }, "
                         "i32 3, i1 false)"));
      EXPECT_TRUE(has(R, "%dx.types.ResourceProperties { i32 13, i32 32 }"));
    }
  }
}

TEST(ConstantBuffer, TBuffersAreShaderResourceViews) {
  // DXC 1.9: SRVs of kind TBuffer in the t registers, after the other SRVs
  // (implicit ones too), tagged u32; annotateHandle { 15, size }.
  CompileResult R = compileCS(R"(
struct S { float4 x; int y; };
TextureBuffer<S> TBS : register(t5, space2);
tbuffer TB { float4 a; float b; }
StructuredBuffer<float4> In;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)] void main() { Out[0] = TBS.x * TBS.y + a * b + In[0]; }
)");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  const ResourceBinding *T = binding(R, "TBS");
  ASSERT_NE(T, nullptr);
  EXPECT_EQ(T->Class, ResourceClass::SRV);
  EXPECT_EQ(T->Kind, "TBuffer");
  EXPECT_EQ(T->Space, 2u);
  EXPECT_EQ(T->LowerBound, 5u);
  EXPECT_EQ(T->CBufferSize, 20u);
  const ResourceBinding *B = binding(R, "TB");
  ASSERT_NE(B, nullptr);
  EXPECT_EQ(B->Kind, "TBuffer");
  EXPECT_EQ(B->LowerBound, 1u); // after In (t0), declared later
  EXPECT_EQ(B->Binding, "implicit");
  EXPECT_EQ(B->CBufferSize, 20u);
  EXPECT_TRUE(has(R, "%dx.types.ResourceProperties { i32 15, i32 20 }"))
      << R.LLVMIR;
  EXPECT_TRUE(has(R, "!\"In\", i32 0, i32 0, i32 1, i32 12, i32 0"));
  EXPECT_TRUE(has(R, "!\"TBS\", i32 2, i32 5, i32 1, i32 15, i32 0"));
  EXPECT_TRUE(has(R, "!\"TB\", i32 0, i32 1, i32 1, i32 15, i32 0"));
  EXPECT_TRUE(has(R, "@dx.op.bufferLoad.i32(i32 68"));
  EXPECT_FALSE(has(R, "cbufferLoadLegacy"));
}
