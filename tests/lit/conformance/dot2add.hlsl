// dot2add (offload-test-suite dot2add, SM 6.4): DXIL Dot2AddHalf (162) with
// the accumulator first, then a.x, a.y, b.x, b.y, as DXC emits it. Only with
// 16-bit half (-enable-16bit-types); before SM 6.4 it is refused.

// RUN: %dxilc -enable-16bit-types -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -enable-16bit-types -T cs_6_2 -E main %s -Fc - 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SM62

StructuredBuffer<half2> A : register(t0);
StructuredBuffer<half2> B : register(t1);
StructuredBuffer<float> Acc : register(t2);
RWStructuredBuffer<float> Out : register(u3);

// CHECK-DAG: %[[HB:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
// CHECK-DAG: %[[HA:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
// CHECK: %[[ACC:.*]] = extractvalue %dx.types.ResRet.f32 %{{.*}}, 0
// CHECK: %[[LAX:.*]] = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %[[HA]], i32 %[[I:[0-9]+]], i32 0, i8 1, i32 2)
// CHECK: %[[AX:.*]] = extractvalue %dx.types.ResRet.f16 %[[LAX]], 0
// CHECK: %[[LAY:.*]] = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %[[HA]], i32 %[[I]], i32 2, i8 1, i32 2)
// CHECK: %[[AY:.*]] = extractvalue %dx.types.ResRet.f16 %[[LAY]], 0
// CHECK: %[[LBX:.*]] = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %[[HB]], i32 %[[I]], i32 0, i8 1, i32 2)
// CHECK: %[[BX:.*]] = extractvalue %dx.types.ResRet.f16 %[[LBX]], 0
// CHECK: %[[LBY:.*]] = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %[[HB]], i32 %[[I]], i32 2, i8 1, i32 2)
// CHECK: %[[BY:.*]] = extractvalue %dx.types.ResRet.f16 %[[LBY]], 0
// CHECK: %[[R:.*]] = call float @dx.op.dot2AddHalf.f32(i32 162, float %[[ACC]], half %[[AX]], half %[[AY]], half %[[BX]], half %[[BY]])
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, float %[[R]],
// Constant arguments keep their order: 1*3 + 2*4 + 10 with (1, 2), (3, 4).
// CHECK: call float @dx.op.dot2AddHalf.f32(i32 162, float 1.000000e+01, half 0xH3C00, half 0xH4000, half 0xH4200, half 0xH4400)
// CHECK: declare float @dx.op.dot2AddHalf.f32(i32, float, half, half, half, half) #[[ATTR:[0-9]+]]
// CHECK: attributes #[[ATTR]] = { nounwind willreturn memory(none) }
// SM62: error: '__dxild_dot2add' is only available on Shader Model 6.4 or newer
[numthreads(12, 1, 1)]
void main(uint3 DTID : SV_DispatchThreadID) {
  Out[DTID.x] = dot2add(A[DTID.x], B[DTID.x], Acc[DTID.x]);
  if (DTID.x == 0)
    Out[12] = dot2add(half2(1, 2), half2(3, 4), 10.0);
}
