// A method called on a member of a constant-buffer array element, the
// element written by a macro with an argument (WickedEngine's
// gaussian_splatCS: `GetCameraIndexed(i).frustum.intersects(sphere)` with
// `#define GetCameraIndexed(camera_index) (g_xCamera.cameras[camera_index])`).
// Clang 22 refuses the method's object (an hlsl_constant Frustum); dxild
// copies the element (CBufferCopy.h): the macro's body becomes
// `(<alias>(camera_index))`. A Camera is 7 rows (VP 0-3, the frustum's
// planes 4-5, ZFar 6), Cameras[i] starts at row 7i.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

struct Frustum {
  float4 planes[2];
  bool intersects(float4 s) {
    return dot(planes[0].xyz, s.xyz) + planes[0].w > -s.w &&
           dot(planes[1].xyz, s.xyz) + planes[1].w > -s.w;
  }
};
struct Camera {
  float4x4 VP;
  Frustum frustum;
  float ZFar;
};
struct CameraCB {
  Camera cameras[2];
};
ConstantBuffer<CameraCB> g_xCamera : register(b0);
#define GetCameraIndexed(camera_index) (g_xCamera.cameras[camera_index])

RWBuffer<float4> Spheres : register(u0);
RWBuffer<uint> Visible : register(u1);

// The planes of camera i: rows 7i+4 and 7i+5, here 4, 5 and 11, 12 (the
// loop runs at most twice and is unrolled).
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB:%[0-9]+]], i32 4)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 5)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 11)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 12)
// CHECK: call void @dx.op.bufferStore.i32(i32 69,
[numthreads(64, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
  float4 sphere = Spheres[id];
  bool visible = false;
  for (uint i = 0; i < id % 3; ++i)
    visible = visible || GetCameraIndexed(i).frustum.intersects(sphere);
  Visible[id] = visible;
}
