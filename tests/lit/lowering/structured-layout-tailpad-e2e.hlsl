// A structured element whose Clang size exceeds DXC's: `float4 a; float3 b;`
// is 32 bytes in Clang 22's layout (tail padding after b) and 28 in DXC's.
// A whole-element copy goes member by member: it writes bytes 0-27 only
// (byte 28 is the next element's `a.x`), as DXC (dxc -T cs_6_6: loads and
// stores at 0 mask 15 and 16 mask 7, stride 28).

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main -Od %s -Fc - | FileCheck %s

struct T { float4 a; float3 b; };
StructuredBuffer<T> I : register(t0);
RWStructuredBuffer<T> O : register(u0);

[numthreads(64, 1, 1)]
void main(uint tid : SV_GroupIndex) {
  O[tid] = I[tid ^ 1];
}

// CHECK-DAG: %[[O:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4620, i32 28 })
// CHECK-DAG: %[[I:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 524, i32 28 })
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[I]], i32 %{{.*}}, i32 0, i8 15, i32 4)
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[I]], i32 %{{.*}}, i32 16, i8 7, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[O]], i32 %{{.*}}, i32 0, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i8 15, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[O]], i32 %{{.*}}, i32 16, float %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, i8 7, i32 4)
// CHECK-NOT: call void @dx.op.rawBufferStore
// CHECK-DAG: !{i32 1, i32 28}
