// f32tof16 end to end: prelude, Intrinsics stage and DXIL lowering give one
// legacyF32ToF16 (opcode 130, float in, i32 out, no overload) per component,
// at shader model 6.0 as in DXC.
// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_0 -E main -Od %s -Fc - | FileCheck %s

// CHECK: define void @main()
// CHECK-COUNT-3: call i32 @dx.op.legacyF32ToF16(i32 130, float
// CHECK-NOT: call i32 @dx.op.legacyF32ToF16(
// CHECK: call void @dx.op.bufferStore.i32(
// CHECK: declare i32 @dx.op.legacyF32ToF16(i32, float) #[[A:[0-9]+]]
// CHECK-NOT: __dxild
// CHECK-NOT: llvm.dx.legacyf32tof16
// CHECK: attributes #[[A]] = { nounwind willreturn memory(none) }

RWStructuredBuffer<float4> In : register(u0);
RWStructuredBuffer<uint4> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 v = In[tid.x];
  Out[tid.x] = uint4(f32tof16(v.x), f32tof16(v.yz), 0);
}
