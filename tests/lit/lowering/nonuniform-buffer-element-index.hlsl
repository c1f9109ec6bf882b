// NonUniformResourceIndex around a buffer element index
// (`Materials[NonUniformResourceIndex(id)]` on a StructuredBuffer, as
// SpartanEngine writes it, the same value also indexing a texture array):
// only resource indices take the mark; DXC ignores it elsewhere. Before, the
// mark survived as an external call ("call to external function
// 'llvm.dx.resource.nonuniformindex'").

// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s

struct Material { float4 Color; uint Tex; };
StructuredBuffer<Material> Materials : register(t0);
Texture2D<float4> Textures[] : register(t1);
SamplerState Smp : register(s0);

// CHECK-LABEL: define void @main()
// CHECK: [[ID:%.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle {{%.*}}, i32 [[ID]], i32 0, i8 15, i32 4)
// CHECK: [[T:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle {{%.*}}, i32 [[ID]], i32 16, i8 1, i32 4)
// CHECK: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 -1, i32 0, i8 0 }, i32 {{%.*}}, i1 true)
// CHECK-NOT: nonuniformindex
float4 main(float2 uv : UV, nointerpolation uint id : ID) : SV_Target {
  Material m = Materials[NonUniformResourceIndex(id)];
  return m.Color * Textures[NonUniformResourceIndex(m.Tex)].Sample(Smp, uv);
}
