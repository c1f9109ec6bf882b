// A local resource copied from a NonUniformResourceIndex element of an
// unbounded array and used in many branches (NVIDIA RTXDI's bindless
// geometry buffers): every use of the local found the same
// nonuniformindex marker, which was then erased once per use, and the
// compile crashed (SEGV) from 13 uses on. Each use now gets its handle at
// the array element, non-uniform, and DXC's validator accepts the result.
// With a ConstantBuffer<T> in the module the first local-resource round
// leaves the module alone and promotion cannot undo Clang's integer copy
// of the handle: "resource handle does not come from a unique binding"
// until the round after promotion also took handle variables of Clang's
// own resource types.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_5 -E main -DCBUFFER %s -Fc - | FileCheck %s

// CHECK-COUNT-16: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 %{{.*}}, i1 true)
// CHECK-NOT: @dx.op.createHandle(i32 57, i8 0
ByteAddressBuffer Geometry[] : register(t0, space1);
#ifdef CBUFFER
struct Params { uint Offset; };
ConstantBuffer<Params> g_Const : register(b0);
#define OFFSET g_Const.Offset
#else
#define OFFSET 0
#endif
RWBuffer<float4> o : register(u0);
float4 big(uint i)
{
  ByteAddressBuffer b = Geometry[NonUniformResourceIndex(i)];
  float4 r = 0;
  if (i & 1u) r += asfloat(b.Load4(i*16 + OFFSET));
  if (i & 2u) r += asfloat(b.Load4(i*17));
  if (i & 4u) r += asfloat(b.Load4(i*18));
  if (i & 8u) r += asfloat(b.Load4(i*19));
  if (i & 16u) r += asfloat(b.Load4(i*20));
  if (i & 32u) r += asfloat(b.Load4(i*21));
  if (i & 64u) r += asfloat(b.Load4(i*22));
  if (i & 128u) r += asfloat(b.Load4(i*23));
  if (i & 256u) r += asfloat(b.Load4(i*24));
  if (i & 512u) r += asfloat(b.Load4(i*25));
  if (i & 1024u) r += asfloat(b.Load4(i*26));
  if (i & 2048u) r += asfloat(b.Load4(i*27));
  if (i & 4096u) r += asfloat(b.Load4(i*28));
  if (i & 8192u) r += asfloat(b.Load4(i*29));
  if (i & 16384u) r += asfloat(b.Load4(i*30));
  if (i & 32768u) r += asfloat(b.Load4(i*31));
  return r;
}
[numthreads(64,1,1)] void main(uint i : SV_DispatchThreadID)
{
  o[i] = big(i);
}
