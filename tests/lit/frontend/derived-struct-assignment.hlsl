// Assigning a struct that has a base class (`r = x`, and the copy back of
// an `out` parameter of that type). Clang 22 crashed defining the implicit
// assignment operator of such a struct (Frontend/DerivedAssignment.h);
// dxild lets code generation copy it as an aggregate. Values as DXC's:
// lane i of the result is In[i] + 2 * In.xyzz[i] + 7.

// RUN: %dxilc -T cs_6_3 -E main %s -Fc - | FileCheck %s

struct B { float4 c; };
struct D : B { float3 t; };
struct E : D { float u; Texture2D tex; };

Texture2D T0 : register(t0);
RWBuffer<float4> Out : register(u0);

void Fill(float4 v, out E r) {
  E x;
  x.c = v;
  x.t = v.xyz * 2;
  x.u = 7;
  x.tex = T0;
  r = x;
}

// CHECK: [[LD:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
// CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
// CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 2
// CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 3
// CHECK-DAG: [[X2:%.*]] = fmul {{.*}} float [[X]], 2.000000e+00
// CHECK-DAG: [[Z2:%.*]] = fmul {{.*}} float [[Z]], 2.000000e+00
// CHECK-DAG: [[X7:%.*]] = fadd {{.*}} float [[X]], 7.000000e+00
// CHECK-DAG: [[W7:%.*]] = fadd {{.*}} float [[W]], 7.000000e+00
// CHECK-DAG: [[R0:%.*]] = fadd {{.*}} float [[X7]], [[X2]]
// CHECK-DAG: [[R3:%.*]] = fadd {{.*}} float [[W7]], [[Z2]]
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, float [[R0]], float %{{.*}}, float %{{.*}}, float [[R3]], i8 15)
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  E d;
  Fill(Out[i], d);
  B b;
  b = (B)d;
  Out[i] = b.c + d.t.xyzz + d.u;
}
