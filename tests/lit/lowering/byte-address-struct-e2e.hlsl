// Load<S>/Store<S> of structs on byte-address buffers: one rawBufferLoad /
// rawBufferStore per member at HLSL's raw-buffer offsets (members aligned to
// their scalar size, a uint3 takes 12 bytes), as DXC emits for vkd3d's
// byte_address_wrapping.hlsl (Uint6 = two uint3 members: masks 7 and 7 at
// +0 and +12; Uint5: mask 15 at +0, mask 1 at +16).

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main -Od %s -Fc - | FileCheck %s --check-prefix=OD

struct Uint5 { uint4 a; uint b; };
struct Uint6 { uint3 a, b; };
struct Mixed { float3 p; half h; int2 i; double d; float f[2]; };
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint thr : SV_DispatchThreadID) {
  Uint6 six = In.Load<Uint6>(24 * thr);
  six.b += 1;
  Out.Store<Uint6>(24 * thr, six);
  Out.Store<Uint5>(4096 + 20 * thr, In.Load<Uint5>(20 * thr));
  Mixed m = In.Load<Mixed>(8192 + 48 * thr);
  m.f[1] = m.p.z;
  Out.Store<Mixed>(8192 + 48 * thr, m);
}

// Uint6: a at +0 and b at +12, three components each (DXC: masks 7, 7).
// CHECK: %[[X:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[A6:.*]] = mul i32 %[[X]], 24
// CHECK: @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN:.*]], i32 %[[A6]], i32 undef, i8 7, i32 4)
// CHECK: %[[B6:.*]] = add i32 %[[A6]], 12
// CHECK: @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN]], i32 %[[B6]], i32 undef, i8 7, i32 4)
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[OUT:.*]], i32 %[[A6]], i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i8 7, i32 4)
// CHECK: %[[C6:.*]] = add i32 %[[A6]], 12
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[OUT]], i32 %[[C6]], i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i8 7, i32 4)
// Uint5: a (mask 15) at +0, b (mask 1) at +16.
// CHECK: @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN]], i32 %{{.*}}, i32 undef, i8 15, i32 4)
// CHECK: add i32 %{{.*}}, 16
// CHECK: @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN]], i32 %{{.*}}, i32 undef, i8 1, i32 4)
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[OUT]], i32 %{{.*}}, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i8 15, i32 4)
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[OUT]], i32 %{{.*}}, i32 undef, i32 %{{.*}}, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
// Mixed: p +0 (float3), h +12, i +16 (int2), d +24 (double, 8-aligned),
// f[0] +32, f[1] +36 (Clang's own layout puts h at 16: float3 is 16 bytes).
// CHECK: %[[M:.*]] = add i32 %{{.*}}, 8192
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[IN]], i32 %[[M]], i32 undef, i8 7, i32 4)
// CHECK: %[[MH:.*]] = add i32 %[[M]], 12
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[IN]], i32 %[[MH]], i32 undef, i8 1, i32 4)
// CHECK: %[[MI:.*]] = add i32 %[[M]], 16
// CHECK: @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN]], i32 %[[MI]], i32 undef, i8 3, i32 4)
// CHECK: %[[MD:.*]] = add i32 %[[M]], 24
// CHECK: @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %[[IN]], i32 %[[MD]], i32 undef, i8 1, i32 4)
// CHECK: %[[MF:.*]] = add i32 %[[M]], 32
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[IN]], i32 %[[MF]], i32 undef, i8 1, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[OUT]], i32 %[[M]], i32 undef, float %{{.*}}, float %{{.*}}, float %[[PZ:.*]], float undef, i8 7, i32 4)
// CHECK: add i32 %[[M]], 12
// CHECK: add i32 %[[M]], 16
// CHECK: add i32 %[[M]], 24
// CHECK: add i32 %[[M]], 32
// CHECK: %[[MF1:.*]] = add i32 %[[M]], 36
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[OUT]], i32 %[[MF1]], i32 undef, float %[[PZ]], float undef, float undef, float undef, i8 1, i32 4)
// CHECK-NOT: memcpy
// CHECK-NOT: alloca
// OD-COUNT-19: @dx.op.rawBuffer{{Load|Store}}.{{i32|f32|f64}}(i32 {{139|140}},
// OD-NOT: memcpy
