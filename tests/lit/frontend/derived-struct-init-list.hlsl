// A braced list for a struct with a base class (AMD Capsaicin's
// `MaterialBSDF : MaterialBRDF`): DXC fills the fields in flattened order,
// the base's first; Clang 22 refused every such list ("too few initializers
// in list for type 'A'"). The frontend fills a flat copy of the struct and
// converts it (Frontend/ResourceInitLists.h). The `#if` inside the list
// stays where it is. Values equal DXC's output for this file.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_0 -E main -DNO_R %s -Fc - | FileCheck %s --check-prefix=NOR

struct A {
  float3 x;
#ifndef NO_R
  float r;
#endif
};
struct B : A {
  float3 e;
};
struct C : B { uint k; };

static const C Zero = {0.0, 0.0, 0.0,
#ifndef NO_R
                       0.5,
#endif
                       1.0, 2.0, 3.0, 7};

RWBuffer<float4> Buf : register(u0);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float4 V = Buf[i];
  B b =
  {
    V.xyz,
#ifndef NO_R
    V.w,
#endif
    float3(4.0, 5.0, 6.0)
  };
#ifndef NO_R
  Buf[i + 1] = float4(b.e + b.x, b.r);
  Buf[i + 2] = float4(Zero.e, Zero.r + Zero.k);
#else
  Buf[i + 1] = float4(b.e + b.x, 0);
  Buf[i + 2] = float4(Zero.e, Zero.k);
#endif
}

// CHECK-LABEL: define void @main()
// CHECK: [[LD:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
// CHECK: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
// CHECK: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 1
// CHECK: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 2
// CHECK: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 3
// CHECK: [[A:%.*]] = fadd {{.*}} float [[X]], 4.000000e+00
// CHECK: [[B:%.*]] = fadd {{.*}} float [[Y]], 5.000000e+00
// CHECK: [[C:%.*]] = fadd {{.*}} float [[Z]], 6.000000e+00
// CHECK: call void @dx.op.bufferStore.f32(i32 69, {{.*}}, float [[A]], float [[B]], float [[C]], float [[W]], i8 15)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, {{.*}}, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 7.500000e+00, i8 15)

// NOR: call void @dx.op.bufferStore.f32(i32 69, {{.*}}, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 7.000000e+00, i8 15)
