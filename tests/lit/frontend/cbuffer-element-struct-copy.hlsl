// An element of a struct array in a constant buffer passed or copied as a
// whole (a light loop's `apply(Lights[i], N)`; AMD Cauldron's
// `ApplyPunctualLight(..., LightInfo.LightInfo[i])`): Clang 22 refuses it
// ("no matching constructor for initialization of 'Light'"); dxild reads
// the element's members one by one through a function of the index
// (CBufferCopy.h). Rows as DXC lays out the buffer: Lights[i] rows 2i
// (Dir, Intensity) and 2i+1 (Color), Count 8; Scene.Spot[j] rows 9+2j and
// 10+2j.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// A misspelled member of the buffer's struct (AMD Cauldron's ShadowResolve,
// `myPerFrame.u_mCameraViewProjInverse`, beside a copied light) is Clang's
// error on the struct itself, not on dxild's copy of it:
// RUN: not %dxilc -T ps_6_0 -E main -DMISSPELLED %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=MISSPELLED

struct Light { float3 Dir; float Intensity; float4 Color; };
struct Scene { Light Spot[2]; };
cbuffer CBLights : register(b0) {
  Light Lights[4];
  uint Count;
  Scene SceneInfo;
};

float4 apply(Light L, float3 N) {
  return L.Color * saturate(dot(N, L.Dir)) * L.Intensity;
}

float4 main(float3 N : NORMAL, nointerpolation uint S : SPOT) : SV_Target {
  float4 C = 0;
  for (uint i = 0; i < Count; ++i)
    C += apply(Lights[i], N);
  Light Spot = SceneInfo.Spot[S];
#ifdef MISSPELLED
  // MISSPELLED: cbuffer-element-struct-copy.hlsl:[[@LINE+1]]:18: error: no member named 'Spots' in 'Scene'
  C += SceneInfo.Spots[0].Color;
  // MISSPELLED-NOT: __dxild
#endif
  return C + apply(Spot, N) + Lights[1].Color; // a member read stays direct
}

// CHECK: define void @main()
// CHECK: [[S:%[0-9]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
// CHECK: cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[H:%[0-9]+]], i32 8)
// Lights[i]: rows 2i and 2i+1.
// CHECK: [[I0:%[0-9]+]] = mul i32 [[I:%[^,]+]], 2
// CHECK: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 [[I0]])
// CHECK: [[R1:%[0-9]+]] = add i32 %{{[0-9]+}}, 1
// CHECK: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 [[R1]])
// SceneInfo.Spot[S]: rows 9+2S and 10+2S.
// CHECK: [[S0:%[0-9]+]] = mul i32 [[S]], 2
// CHECK: [[T0:%[0-9]+]] = add i32 [[S0]], 9
// CHECK: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 [[T0]])
// CHECK: [[T1:%[0-9]+]] = add i32 %{{[0-9]+}}, 10
// CHECK: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 [[T1]])
// CHECK: ret void
