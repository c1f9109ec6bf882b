// Bare `matrix` and `vector` as template arguments (AMD TiledLighting11's
// `StructuredBuffer<matrix> g_InstanceTransform`), in a cast (`(matrix)0`)
// and as a macro's body (SpartanEngine's `#define SHARED_MATRIX matrix`):
// DXC reads float4x4 and float4, as before a declarator; the frontend
// spells them with the prelude's same-length aliases there too
// (SourceCompat.h). Before, Clang 22 refused "alias template
// '__dxild_matrix' requires template arguments".

// RUN: %dxilc -T vs_6_0 -E main %s -Fc - | FileCheck %s

StructuredBuffer<matrix> g_InstanceTransform : register(t0);
Buffer<vector> g_Offsets : register(t1);

// A 64-byte structured buffer element; the instance's four rows (column
// major: each load is one column) and a typed float4 load.
// CHECK-LABEL: define void @main()
// CHECK-COUNT-4: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 {{[0-9]+}})
// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 undef)
// CHECK: !{i32 0, ptr @dx.resource.sym.g_InstanceTransform, !"g_InstanceTransform", i32 0, i32 0, i32 1, i32 12, i32 0, ![[SB:[0-9]+]]}
// CHECK: ![[SB]] = !{i32 1, i32 64}
#define SHARED_MATRIX matrix
#define SHARED_VECTOR vector
struct Frame { SHARED_MATRIX View; SHARED_VECTOR Tint; };
cbuffer C : register(b0) { Frame F; };

// The cbuffer is two float4x4-sized members' worth: 80 bytes.
// CHECK: !{i32 0, ptr @dx.resource.sym.C, !"C", i32 0, i32 0, i32 1, i32 80, null}
float4 main(float4 p : POSITION, uint id : SV_InstanceID) : SV_Position {
  float4x4 m = (matrix)0;
  return mul(p, g_InstanceTransform[id]) + g_Offsets[id] + mul(p, F.View + m) +
         F.Tint;
}
