// A static data member (`struct S { static float4 data; };`, defined at file
// scope) is a static global in HLSL, as DXC compiles it: folded where it is
// only read, an internal global where it is written. Clang 22 gives it
// external linkage (C++'s), which DXC's validator refused ("External
// declaration '_ZN1S4dataE' is unused").

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_0 -E cs %s -Fc - | FileCheck %s --check-prefix=CS

struct S { static float4 data; static int count; };
float4 S::data = 0.25f;
int S::count = 3;

float4 main() : SV_Target { return S::data; }

// CHECK-NOT: @_ZN1S4dataE
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 2.500000e-01)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 2.500000e-01)

RWBuffer<float4> Out : register(u0);
[numthreads(4, 1, 1)] void cs(uint i : SV_GroupIndex) {
  S::count += i;
  Out[i] = S::data * S::count;
}

// CS: @_ZN1S5countE = internal {{(unnamed_addr )?}}global i32 3
// CS: %[[N:.*]] = add i32 %{{.*}}, %{{.*}}
// CS: store i32 %[[N]], ptr @_ZN1S5countE
