// Status forms of texture and buffer methods and CheckAccessFullyMapped,
// with the DXIL DXC emits: the operation, element 4 of its ResRet and
// checkAccessFullyMapped (71) on it, and the tiled-resources shader flag.

// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s

Texture2D<float4> Tex : register(t0);
Texture2DArray<float> Arr : register(t1);
TextureCube<float4> Cube : register(t2);
Texture2DMS<float4, 4> Ms : register(t3);
ByteAddressBuffer Raw : register(t4);
Buffer<uint> Typed : register(t5);
RWTexture2D<float4> Rw : register(u0);
SamplerState Lin : register(s0);
SamplerComparisonState Cmp : register(s1);

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  uint s0, s1, s2, s3, s4, s5, s6, s7, s8;
  int2 xy = int2(pos.xy);
  float4 r = Tex.Sample(Lin, uv, int2(1, -1), 2.0, s0);
  r += Tex.SampleLevel(Lin, uv, 3.0, int2(0, 1), s1);
  r.x += Arr.SampleCmpLevelZero(Cmp, float3(uv, 2), 0.5, int2(0, 0), s2);
  r += Cube.GatherRed(Lin, float3(uv, 1), s3);
  r += Tex.Load(int3(xy, 1), int2(0, 0), s4);
  r += Ms.Load(xy, 2, int2(0, 0), s5);
  r += Rw.Load(xy, s6);
  r += asfloat(Raw.Load2(xy.x * 8, s7)).xyxy;
  r.x += (float)Typed.Load(xy.y, s8);
  if (!CheckAccessFullyMapped(s0) || !CheckAccessFullyMapped(s1) ||
      !CheckAccessFullyMapped(s2) || !CheckAccessFullyMapped(s3) ||
      !CheckAccessFullyMapped(s4) || !CheckAccessFullyMapped(s5) ||
      !CheckAccessFullyMapped(s6) || !CheckAccessFullyMapped(s7) ||
      !CheckAccessFullyMapped(s8))
    return 0;
  return r;
}

// Every status is element 4 of its operation's ResRet, checked by
// checkAccessFullyMapped right after it; nothing else is left of the uint.
// CHECK: %[[R0:.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U:.*]], float %[[V:.*]], float undef, float undef, i32 1, i32 -1, i32 undef, float 2.000000e+00)
// CHECK: %[[S0:.*]] = extractvalue %dx.types.ResRet.f32 %[[R0]], 4
// CHECK-NEXT: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S0]])
// CHECK: %[[R1:.*]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, {{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 0, i32 1, i32 undef, float 3.000000e+00)
// CHECK: %[[S1:.*]] = extractvalue %dx.types.ResRet.f32 %[[R1]], 4
// CHECK-NEXT: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S1]])
// CHECK: %[[R2:.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, {{.*}}, float %[[U]], float %[[V]], float 2.000000e+00, float undef, i32 0, i32 0, i32 undef, float 5.000000e-01)
// CHECK: %[[S2:.*]] = extractvalue %dx.types.ResRet.f32 %[[R2]], 4
// CHECK-NEXT: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S2]])
// CHECK: %[[R3:.*]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, float %[[U]], float %[[V]], float 1.000000e+00, float undef, i32 undef, i32 undef, i32 0)
// CHECK: %[[S3:.*]] = extractvalue %dx.types.ResRet.f32 %[[R3]], 4
// CHECK-NEXT: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S3]])
// CHECK: %[[R4:.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 1, i32 %[[X:.*]], i32 %[[Y:.*]], i32 undef, i32 0, i32 0, i32 undef)
// CHECK: %[[S4:.*]] = extractvalue %dx.types.ResRet.f32 %[[R4]], 4
// CHECK-NEXT: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S4]])
// CHECK: %[[R5:.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 2, i32 %[[X]], i32 %[[Y]], i32 undef, i32 0, i32 0, i32 undef)
// CHECK: %[[S5:.*]] = extractvalue %dx.types.ResRet.f32 %[[R5]], 4
// CHECK-NEXT: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S5]])
// CHECK: %[[R6:.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 undef, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: %[[S6:.*]] = extractvalue %dx.types.ResRet.f32 %[[R6]], 4
// CHECK-NEXT: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S6]])
// CHECK: %[[R7:.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 undef, i8 3, i32 4)
// CHECK: %[[S7:.*]] = extractvalue %dx.types.ResRet.i32 %[[R7]], 4
// CHECK-NEXT: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S7]])
// CHECK: %[[R8:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 %[[Y]], i32 undef)
// CHECK: %[[S8:.*]] = extractvalue %dx.types.ResRet.i32 %[[R8]], 4
// CHECK-NEXT: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S8]])
// CHECK-NOT: zext
// CHECK-NOT: icmp
// CHECK-NOT: alloca
// CHECK: declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32) #[[RO:[0-9]+]]
// CHECK: attributes #[[RO]] = { nounwind willreturn memory(read) }
// Shader flags: raw buffers (bit 4), tiled resources (bit 12, the status
// check and the clamp), typed UAV load formats (bit 13): 0x3010.
// CHECK: !{i32 0, i64 12304}
// CHECK-NOT: dxild
