// StructuredBuffer<S>.Load(index, out status) of a struct: Clang 22 drops
// the loaded struct (its method never writes its result, so every member
// was undef and DXC's validator refused the stores of them). dxild copies
// the element as Load(index) does (Intrinsics/RepairStructStatusLoad.h):
// the members at DXC's offsets (0, 12, 16, 20 here, as DXC 1.9 loads them),
// and the status from a load of the element's first member.

// RUN: %dxilc -T ps_6_2 -enable-16bit-types -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T ps_6_2 -enable-16bit-types -E main -Od %s -Fc - | FileCheck %s

struct S { float3 p; float r; half h; float2 uv; };
StructuredBuffer<S> In : register(t0);
RWStructuredBuffer<S> Out : register(u0);

float4 main(uint i : IDX) : SV_Target {
  uint status;
  S s = In.Load(i, status);
  S t = Out.Load(i + 1, status);
  Out[i] = s;
  return CheckAccessFullyMapped(status) ? float4(s.p, s.r + t.uv.y)
                                        : (float4)s.h;
}

// In.Load(i, status): every member, at DXC's offsets.
// CHECK: %[[P:.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[IN:.*]], i32 %[[I:.*]], i32 0, i8 7, i32 4)
// CHECK: %[[R:.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[IN]], i32 %[[I]], i32 12, i8 1, i32 4)
// CHECK: call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %[[IN]], i32 %[[I]], i32 16, i8 1, i32 2)
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[IN]], i32 %[[I]], i32 20, i8 3, i32 4)
// Out.Load(i + 1, status): the status from the first member's load.
// CHECK: %[[F:.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[OUT:.*]], i32 %[[J:.*]], i32 0, i8 7, i32 4)
// CHECK: %[[ST:.*]] = extractvalue %dx.types.ResRet.f32 %[[F]], 4
// CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[ST]])
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[OUT]], i32 %[[J]], i32 20, i8 3, i32 4)
// Out[i] = s: the loaded values, not undef.
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[OUT]], i32 %[[I]], i32 0, float %{{[^u].*}}, float %{{.*}}, float %{{.*}}, float undef, i8 7, i32 4)
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[OUT]], i32 %[[I]], i32 12, float %{{[^u]}}
// CHECK-NOT: float undef, float undef, float undef, float undef, i8 15
