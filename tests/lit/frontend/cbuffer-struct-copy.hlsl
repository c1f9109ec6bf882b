// A struct copied out of a constant buffer as a whole: passed by value,
// returned, used to initialize or assign a local, cast. Clang 22 refuses the
// first four ("no matching constructor for initialization of 'CB'") and
// crashes on the cast (CGHLSLRuntime::emitBufferCopy); DXC copies the struct
// (FidelityFX ParallelSort passes its ConstantBuffer<T> to every function).
// dxild reads the members one by one (CBufferCopy.h). Each member is read
// from DXC's row for it (rows as DXC 1.9 lays out CB: a 0, b 1, c[0] 2,
// c[1] 3, n.m 4-7, n.k 8) and the values reach the output.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_2 -E main %s -Fc - | FileCheck %s

struct Inner { float4x4 m; uint k; };
struct CB { uint a; float4 b; uint c[2]; Inner n; };
ConstantBuffer<CB> Params : register(b0);
cbuffer Legacy : register(b1) { CB Other; };
RWStructuredBuffer<float> o : register(u0);

float f(CB x) { return x.a + x.b.y + x.c[1] + x.n.m[2][3] + x.n.k; }
CB g() { return Params; }

[numthreads(1, 1, 1)] void main() {
  CB t = Params;
  CB u;
  u = Other;
  CB v = (CB)Params;
  o[0] = f(Params);
  o[1] = t.c[0] + u.a + g().n.k + v.b.x;
  o[2] = Params.b.w; // member access stays a direct read
}

// CHECK-DAG: [[A:%.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[P:%.*]], i32 0)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[P]], i32 1)
// CHECK-DAG: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[P]], i32 2)
// CHECK-DAG: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[P]], i32 3)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[P]], i32 7)
// CHECK-DAG: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[P]], i32 8)
// CHECK-DAG: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[L:%.*]], i32 0)
// CHECK-DAG: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 0, i32 0,
// CHECK-DAG: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 1, i32 0,
// CHECK-DAG: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 2, i32 0,
