// A method called on a struct in a constant buffer (WickedEngine's
// `GetCamera().IsOrtho()` with `#define GetCamera() (g_xCamera.cameras[0])`,
// in nearly every one of its shaders): Clang 22 refuses it ("cannot
// initialize object parameter of type 'Camera' with an expression of type
// 'hlsl_constant Camera'"); dxild calls the method on a copy read member by
// member (CBufferCopy.h), renaming the macro's body where the path is
// written. Rows as DXC lays the buffers out: a Camera is 5 rows (ViewProj
// 0-3; ZNear, ZFar, Flags in row 4), Cameras[i] starts at row 5i; Frame's
// Shadow starts at row 1.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

struct Camera {
  float4x4 ViewProj;
  float ZNear;
  float ZFar;
  uint Flags;
  bool IsOrtho() { return Flags & 1; }
  float LinearDepth(float Z) { return ZNear * ZFar / (ZFar - Z * (ZFar - ZNear)); }
};
struct CameraCB { Camera Cameras[2]; };
ConstantBuffer<CameraCB> g_Camera : register(b0);
cbuffer Frame : register(b1) {
  float4 Tint;
  Camera Shadow;
};
#define GetCamera() (g_Camera.Cameras[0])
#define SHADOW Shadow

RWBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)] void main(uint I : SV_DispatchThreadID) {
  Out[0] = GetCamera().IsOrtho() ? 1 : GetCamera().ZFar;
  Out[1] = Shadow.LinearDepth(0.5);
  Out[2] = g_Camera.Cameras[I].LinearDepth(0.25);
  Out[3] = SHADOW.IsOrtho() ? SHADOW.ZNear : Tint.w;
}

// CHECK: define void @main()
// GetCamera().IsOrtho(): Flags (row 4, z), then ZFar (row 4, y).
// CHECK: [[R4:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[CAM:%[0-9]+]], i32 4)
// CHECK: extractvalue %dx.types.CBufRet.i32 [[R4]], 2
// CHECK: [[F4:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CAM]], i32 4)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[F4]], 1
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 0,
// Shadow.LinearDepth(0.5): Frame row 5, x and y.
// CHECK: [[S5:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[FRAME:%[0-9]+]], i32 5)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[S5]], 0
// CHECK-NOT: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[FRAME]], i32 5)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[S5]], 1
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 1,
// g_Camera.Cameras[I].LinearDepth(0.25): row 5I+4.
// CHECK: [[I5:%[0-9]+]] = mul i32 [[I:%[0-9]+]], 5
// CHECK: [[ROW:%[0-9]+]] = add i32 [[I5]], 4
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CAM]], i32 [[ROW]])
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 2,
// SHADOW.IsOrtho() ? SHADOW.ZNear : Tint.w: Flags row 5 z, ZNear row 5 x, Tint row 0 w.
// CHECK: [[S5I:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[FRAME]], i32 5)
// CHECK: extractvalue %dx.types.CBufRet.i32 [[S5I]], 2
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 3,
// CHECK: ret void
