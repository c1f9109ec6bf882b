// SimplifyCFG sinks the `output[p].a = ...` of each branch into one store
// through a GEP of a phi of RW texels (WickedEngine's shadow denoiser); it
// was refused ("a RW texture element is used other than by loads, stores
// and atomics"). The GEP moves into each predecessor and the store with
// it, so each branch writes its own value to component 3 of the texel, as
// DXC's code does.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

// CHECK: %[[X:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %[[O:[^,]*]], i32 %[[X]], i32 %{{.*}}, i32 undef, i32 5,
// CHECK: %[[A:.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %[[TA:[^,]*]], i32 0,
// CHECK: %[[A3:.*]] = extractvalue %dx.types.ResRet.i32 %[[A]], 3
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %[[O]], i32 %[[X]], i32 %{{.*}}, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %[[A3]], i8 15)
// CHECK: %[[B:.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %{{.*}}, i32 0,
// CHECK: %[[B3:.*]] = extractvalue %dx.types.ResRet.i32 %[[B]], 3
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %[[O]], i32 %[[X]], i32 %{{.*}}, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %[[B3]], i8 15)
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %[[O]], i32 %[[X]], i32 %{{.*}}, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %[[X]], i8 15)

RWTexture2D<uint4> output : register(u0);
Texture2D<uint4> ta : register(t0);
Texture2D<uint4> tb : register(t1);
cbuffer C : register(b0) { uint mode; };

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  output[id.xy].r = 5;
  if (mode == 1) {
    output[id.xy].a = ta[id.xy].a;
  } else if (mode == 2) {
    output[id.xy].a = tb[id.xy].a;
  } else {
    output[id.xy].a = id.x;
  }
}
