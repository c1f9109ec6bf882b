//===- LocalResourcesTest.cpp - Local resources and resource structs
//-------===//
//
// Through compile(): resources copied into local variables, arrays and
// structs (Binding/LocalResources.h) and globals of struct type holding
// resources (Frontend/ResourceStructs.h): the binding table rows (names and
// registers as DXC gives them, and as the offload-test-suite's
// ResourcesInStructs tests expect), the handles created, and the forms
// refused with their codes.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include <gtest/gtest.h>

using namespace dxild;

namespace {

CompileResult compileCS(const std::string &Source,
                        const std::string &Profile = "cs_6_0") {
  CompileRequest R;
  R.Source = Source;
  R.SourceName = "local.hlsl";
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

size_t count(const std::string &S, const std::string &Needle) {
  size_t N = 0;
  for (size_t At = S.find(Needle); At != std::string::npos;
       At = S.find(Needle, At + 1))
    ++N;
  return N;
}

} // namespace

TEST(LocalResources, CopiesReassignmentsAndStructMembers) {
  CompileResult R = compileCS(R"(
RWByteAddressBuffer gBuf0 : register(u0);
RWByteAddressBuffer gBuf1 : register(u1);
struct Wrapper { RWByteAddressBuffer Buf; void Put(uint V) { Buf.Store(0, V); } };
void reassign(uint Idx) {
  RWByteAddressBuffer Buf = gBuf0;
  Buf.Store(Idx * 4, 7);
  Buf = gBuf1;
  Buf.Store(Idx * 4, 13);
}
[numthreads(8, 1, 1)]
void main(uint3 Tid : SV_DispatchThreadID) {
  reassign(Tid.x);
  Wrapper W;
  W.Buf = gBuf1;
  W.Put(42);
}
)");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  // One handle per resource, each from its own binding.
  EXPECT_EQ(count(R.LLVMIR, "call %dx.types.Handle @dx.op.createHandle("), 2u)
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("@dx.op.createHandle(i32 57, i8 1, i32 0, i32 0,"),
            std::string::npos);
  EXPECT_NE(R.LLVMIR.find("@dx.op.createHandle(i32 57, i8 1, i32 1, i32 1,"),
            std::string::npos);
  ASSERT_EQ(R.Bindings.size(), 2u);
}

TEST(LocalResources, DynamicallyIndexedLocalArrayKeepsAnIndexArray) {
  CompileResult R = compileCS(R"(
RWByteAddressBuffer gBufArray[4] : register(u2);
[numthreads(4, 1, 1)]
void main(uint3 Tid : SV_DispatchThreadID) {
  RWByteAddressBuffer Arr[4];
  Arr[0] = gBufArray[0]; Arr[1] = gBufArray[1];
  Arr[2] = gBufArray[2]; Arr[3] = gBufArray[3];
  Arr[Tid.x].Store(0, Tid.x + 10);
}
)");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  // As DXC: a local array of indices, read with the dynamic index, then one
  // handle of gBufArray at register 2 + that index.
  EXPECT_NE(R.LLVMIR.find("alloca [4 x i32]"), std::string::npos) << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("add i32 2, %"), std::string::npos) << R.LLVMIR;
  const ResourceBinding *B = binding(R, "gBufArray");
  ASSERT_NE(B, nullptr);
  EXPECT_EQ(B->LowerBound, 2u);
  EXPECT_EQ(B->RangeSize, 4);
}

TEST(LocalResources, DifferentResourcesAtOneUseAreRefused) {
  CompileResult R = compileCS(R"(
RWByteAddressBuffer X : register(u0);
RWByteAddressBuffer Y : register(u1);
[numthreads(1, 1, 1)]
void main(uint3 Tid : SV_DispatchThreadID) {
  RWByteAddressBuffer B;
  if (Tid.x == 0) B = X; else B = Y;
  B.Store(0, 1);
}
)");
  EXPECT_FALSE(R.succeeded());
  const Diagnostic *D = withCode(R, "dxild.binding.local-resource-not-unique");
  ASSERT_NE(D, nullptr) << messages(R);
  EXPECT_NE(D->Message.find("'X'"), std::string::npos) << D->Message;
  EXPECT_NE(D->Message.find("'Y'"), std::string::npos) << D->Message;
  // At the declaration of one of them.
  EXPECT_EQ(D->File, "local.hlsl");
  EXPECT_TRUE(D->Line == 2 || D->Line == 3) << messages(R);
}

TEST(ResourceStructs, MembersAreBoundAsDXCBindsThem) {
  CompileResult R = compileCS(R"(
struct A { RWBuffer<int> Buf; };
class F { StructuredBuffer<int> SrvBuf1; };
class G : F { A a; StructuredBuffer<int> SrvBuf2; RWBuffer<int> UavBuf2; };
struct B { RWBuffer<int> Bufs[2]; };
A a1 : register(u5);
A a2;
A d[8] : register(u10);
G g : register(u20) : register(t3);
B b1 : register(u30, space1);
int get(A LocalA, uint I) { return LocalA.Buf[I]; }
[numthreads(4, 1, 1)]
void main(uint3 ID : SV_GroupThreadID) {
  a2.Buf[ID.x] = get(a1, ID.x) + d[2].Buf[ID.x] + d[ID.y].Buf[0] +
                 g.a.Buf[0] + g.SrvBuf1[0] + g.SrvBuf2[0] + g.UavBuf2[0] +
                 b1.Bufs[1][0];
}
)");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  struct Row {
    const char *Name;
    ResourceClass Class;
    uint32_t Space, Lower;
    int64_t Size;
    const char *How;
  } Rows[] = {
      {"a1.Buf", ResourceClass::UAV, 0, 5, 1, "explicit"},
      {"a2.Buf", ResourceClass::UAV, 0, 0, 1, "implicit"},
      {"d.Buf", ResourceClass::UAV, 0, 10, 8, "explicit"},
      {"g.SrvBuf1", ResourceClass::SRV, 0, 3, 1, "explicit"},
      {"g.SrvBuf2", ResourceClass::SRV, 0, 4, 1, "explicit"},
      {"g.a.Buf", ResourceClass::UAV, 0, 20, 1, "explicit"},
      {"g.UavBuf2", ResourceClass::UAV, 0, 21, 1, "explicit"},
      {"b1.Bufs", ResourceClass::UAV, 1, 30, 2, "explicit"},
  };
  EXPECT_EQ(R.Bindings.size(), std::size(Rows));
  for (const Row &E : Rows) {
    const ResourceBinding *B = binding(R, E.Name);
    ASSERT_NE(B, nullptr) << E.Name;
    EXPECT_EQ(B->Class, E.Class) << E.Name;
    EXPECT_EQ(B->Space, E.Space) << E.Name;
    EXPECT_EQ(B->LowerBound, E.Lower) << E.Name;
    EXPECT_EQ(B->RangeSize, E.Size) << E.Name;
    EXPECT_EQ(B->Binding, E.How) << E.Name;
  }
  // d[2].Buf is register 12, b1.Bufs[1] register 31.
  EXPECT_NE(R.LLVMIR.find(", i32 12, i1 false)"), std::string::npos);
  EXPECT_NE(R.LLVMIR.find(", i32 31, i1 false)"), std::string::npos);
  EXPECT_NE(R.LLVMIR.find("!\"d.Buf\", i32 0, i32 10, i32 8,"),
            std::string::npos)
      << R.LLVMIR;
}

TEST(ResourceStructs, RefusedFormsHaveTheirCode) {
  struct Case {
    const char *Source;
    unsigned Line;
  } Cases[] = {
      {"struct M { RWBuffer<int> Buf; float Scale; };\n"
       "M m;\n"
       "[numthreads(1,1,1)] void main() { m.Buf[0] = 1; }\n",
       2},
      {"struct A { RWBuffer<int> Buf; };\n"
       "A a, b;\n"
       "[numthreads(1,1,1)] void main() { a.Buf[0] = 1; }\n",
       2},
  };
  for (const Case &C : Cases) {
    CompileResult R = compileCS(C.Source);
    EXPECT_FALSE(R.succeeded());
    const Diagnostic *D = withCode(R, "dxild.frontend.resource-struct");
    ASSERT_NE(D, nullptr) << messages(R);
    EXPECT_EQ(D->Line, C.Line) << messages(R);
  }
}
