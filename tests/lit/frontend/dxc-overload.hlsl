// Overloads Clang 22 finds ambiguous and DXC resolves (Frontend/DxcOverload):
// DXC sums a score per argument conversion, where a scalar-to-vector splat
// is the cheapest conversion and a vector truncation the most expensive.
// MiniEngine's Fresnel_Shlick(float3 c_spec, 1.0, x) picks the float3
// overload in DXC; Clang 22 sees the splat of 1.0 against the truncation of
// c_spec and stops. Where DXC's scores tie, the call stays an error.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %dxilc -T ps_6_6 -E psmain %s -Fc - | FileCheck %s --check-prefix=PS
// RUN: not %dxilc -T cs_6_6 -E main -DTIE %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TIE
// RUN: not %dxilc -T cs_6_6 -E main -DLATER_ERROR %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LATER

RWStructuredBuffer<float4> Buf : register(u0);

// The float3 overload multiplies, the scalar one subtracts: the DXIL shows
// which one ran.
float3 Fresnel(in float3 F0, float3 F90, float c) { return F0 * F90 + c; } // v
float Fresnel(float F0, float F90, float c) { return F0 - F90 - c; }

// An unsuffixed integer literal converts to uint at no cost in DXC and to
// float as a cast; Clang ranks both as conversions.
uint Pick(uint a) { return a + 100; }
uint Pick(float a) { return (uint)(a * 3.0); }

#ifdef TIE
float Pair(float2 a, float b) { return a.x + b; }
float Pair(float a, float2 b) { return a - b.y; }
#endif

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 In = Buf[tid.x];
  // float3 overload: (In.xyz * 2.5) + In.w per component.
  float3 V = Fresnel(In.xyz, 2.5, In.w);
  // scalar overload (Clang resolves this one itself): 1 - In.x - In.y.
  float S = Fresnel(1, In.x, In.y);
  Buf[tid.x + 1] = float4(V, S);
  // uint overload: 1 + 100.
  Buf[0].y = Pick(1);
#ifdef TIE
  // TIE: dxc-overload.hlsl:[[@LINE+1]]:{{[0-9]+}}: error: call to 'Pair' is ambiguous
  Buf[0].x = Pair(In.x, In.y);
  // bool to uint and bool to float are both casts to DXC as well.
  // TIE: dxc-overload.hlsl:[[@LINE+1]]:{{[0-9]+}}: error: call to 'Pick' is ambiguous
  Buf[0].z = Pick(true);
#endif
#ifdef LATER_ERROR
  // Lines and columns after a resolved call stay those of the source.
  // LATER: dxc-overload.hlsl:[[@LINE+1]]:14: error: use of undeclared identifier 'Missing'
  Buf[0].x = Missing;
#endif
}

// CHECK-LABEL: define void @main()
// CHECK: [[LD:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139,
// CHECK: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
// CHECK: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 1
// CHECK: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 2
// CHECK: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 3
// The scalar overload: 1 - (x + y).
// CHECK: [[XY:%.*]] = fadd {{.*}} float [[Y]], [[X]]
// CHECK: [[S:%.*]] = fsub {{.*}} float 1.000000e+00, [[XY]]
// The float3 overload: xyz * 2.5 + w, the splat of 2.5 DXC chose.
// CHECK: [[M0:%.*]] = fmul {{.*}} float [[X]], 2.500000e+00
// CHECK: [[M1:%.*]] = fmul {{.*}} float [[Y]], 2.500000e+00
// CHECK: [[M2:%.*]] = fmul {{.*}} float [[Z]], 2.500000e+00
// CHECK: [[V0:%.*]] = fadd {{.*}} float [[M0]], [[W]]
// CHECK: [[V1:%.*]] = fadd {{.*}} float [[M1]], [[W]]
// CHECK: [[V2:%.*]] = fadd {{.*}} float [[M2]], [[W]]
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, {{.*}}, float [[V0]], float [[V1]], float [[V2]], float [[S]], i8 15, i32 4)
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, {{.*}}, i32 0, i32 4, float 1.010000e+02, float undef, float undef, float undef, i8 1, i32 4)

// The forwarder is inserted in the text before the entry: the entry
// analysis still reads the semantics and modifiers at the right places.
// PS: !{i32 0, !"SV_Position", i8 9, i8 3,
// PS: !{i32 1, !"NORMAL", i8 9, i8 0, {{.*}}, i8 1, i32 1, i8 3,
// PS: !{i32 0, !"SV_Target", i8 9, i8 16,
float4 psmain(float4 p : SV_Position, nointerpolation float3 n : NORMAL)
    : SV_Target {
  return float4(Fresnel(n, 2.5, p.x), p.y);
}
