// Vector and matrix constructors in a template that do not depend on its
// parameters (kajiya's `img.fetch(ipixel + int2(-1, -1))` in a sampling
// template): Clang 22 refused them when instantiating the template
// (Frontend/TemplateVectorConstructors.h). Values as DXC's.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

Texture2D<float4> Tex : register(t0);
RWBuffer<float4> Out : register(u0);

struct Identity {
  float4 remap(float4 v) { return v; }
};

template <typename Remap>
float4 fetchOffset(int2 p, Remap remap) {
  float2x2 m = float2x2(1, 2, 3, 4);
  return remap.remap(Tex.Load(int3(p + int2(1, -1), 0))) + m[1].xyxy;
}

template <typename T> struct Scaler {
  T scale(T v) { return v * 2; }
  float4 widen(float2 v) { return float4(v, 0, 1); }
};

// Tex.Load at (i + 1, -1): texel coordinates (i + 1, -1), mip 0.
// CHECK: [[X:%.*]] = add i32 %{{.*}}, 1
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 0, i32 [[X]], i32 -1, i32 undef,
// m[1] is (3, 4): + (3, 4, 3, 4).
// CHECK: fadd {{.*}}float %{{.*}}, 3.000000e+00
// CHECK: fadd {{.*}}float %{{.*}}, 4.000000e+00
// Scaler<float2>::scale then widen: (2i, 2, 0, 1) added.
// CHECK: call void @dx.op.bufferStore.f32(i32 69,
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  Identity id;
  Scaler<float2> s;
  Out[i] = fetchOffset(int2(i, 0), id) + s.widen(s.scale(float2(i, 1)));
}
