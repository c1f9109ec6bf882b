// A cbuffer that declares no constants, only statics and resources (OGRE's
// Island shaders: `cbuffer QuadObject { static const float2
// QuadVertices[4] = {...}; }`). Clang 22 skips such a buffer and everything
// in it, so the static array was an external declaration without its
// values (refused after lowering; a scalar static gave DXIL the validator
// rejects) and the texture had no binding. Now they are emitted as globals,
// as DXC does; like DXC, no constant buffer is declared.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

// CHECK: @{{.*}}QuadVertices{{.*}} = internal constant [8 x float] [float -1.000000e+00, float -1.000000e+00, float 1.000000e+00, float -1.000000e+00, float -1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00]
// CHECK-NOT: CBuffer
// CHECK-DAG: %[[S:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
// CHECK-DAG: %[[T:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
// CHECK: %[[U:.*]] = fmul {{.*}}float %{{.*}}, 3.000000e+00
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %[[T]], %dx.types.Handle %[[S]], float %[[U]],
// CHECK: !{i32 0, ptr @dx.resource.sym.t, !"t", i32 0, i32 0, i32 1, i32 2,
// CHECK: !{i32 0, ptr @dx.resource.sym.s, !"s", i32 0, i32 0, i32 1, i32 0,
// CHECK-NOT: !"QuadObject"
cbuffer QuadObject {
  static const float2 QuadVertices[4] = {
      {-1.0, -1.0}, {1.0, -1.0}, {-1.0, 1.0}, {1.0, 1.0}};
  static float Scale = 3;
  Texture2D t;
  SamplerState s;
}

float4 main(uint i : IDX) : SV_Target {
  float2 uv = QuadVertices[i] * Scale;
  return t.Sample(s, uv);
}
