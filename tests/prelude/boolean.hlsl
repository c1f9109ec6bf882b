// all/any/and/or/select.
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s

// CHECK-LABEL: @_Z{{[0-9]+}}all_f3
// CHECK: call i1 @llvm.dx.all.v3f32(<3 x float> %x)
export bool all_f3(float3 x) { return all(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}any_i2
// CHECK: call i1 @llvm.dx.any.v2i32(<2 x i32> %x)
export bool any_i2(int2 x) { return any(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}all_b
// CHECK: call i1 @llvm.dx.all.i1(i1 %x)
export bool all_b(bool x) { return all(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}any_d4
// CHECK: call i1 @llvm.dx.any.v4f64(<4 x double> %x)
export bool any_d4(double4 x) { return any(x); }
// and/or are element-wise and do not short-circuit.
// CHECK-LABEL: @_Z{{[0-9]+}}and_b2
// CHECK: and <2 x i1>
// CHECK-NOT: br
// CHECK: ret <2 x i1>
export bool2 and_b2(bool2 a, bool2 b) { return and(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}or_b
// CHECK: or i1
// CHECK-NOT: br
// CHECK: ret i1
export bool or_b(bool a, bool b) { return or(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}select_f3
// CHECK: select {{.*}}<3 x i1> %c, <3 x float> %a, <3 x float> %b
export float3 select_f3(bool3 c, float3 a, float3 b) { return select(c, a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}select_i
// CHECK: select i1 %c, i32 %a, i32 %b
export int select_i(bool c, int a, int b) { return select(c, a, b); }
// Arms of different types convert to their common type, as DXC does (each
// overload needs a conversion: ambiguous to C++), and the result has the
// condition's shape.
// CHECK-LABEL: @_Z{{[0-9]+}}select_mixed_v
// CHECK: select {{.*}}<4 x i1> %c, <4 x float> %a, <4 x float> zeroinitializer
export float4 select_mixed_v(bool4 c, float4 a) { return select(c, a, 0); }
// CHECK-LABEL: @_Z{{[0-9]+}}select_mixed_s
// CHECK: [[A:%.*]] = sitofp i32 %a to float
// CHECK: insertelement <2 x float> poison, float [[A]], i64 0
// CHECK: insertelement <2 x float> poison, float %b, i64 0
// CHECK: select {{.*}}<2 x i1> %c, <2 x float> %{{.*}}, <2 x float> %
// CHECK: ret <2 x float>
export float2 select_mixed_s(bool2 c, int a, float b) { return select(c, a, b); }
// A scalar condition picks a whole vector; a literal vector arm and a
// splatted condition would otherwise make the call ambiguous (kajiya).
// CHECK-LABEL: @_Z{{[0-9]+}}select_scalar_cond_v
// CHECK: select {{.*}}i1 %{{.*}}, <4 x float> %a, <4 x float> zeroinitializer
export float4 select_scalar_cond_v(float d, float4 a) {
  return select(d > 1e-5, a, 0.0.xxxx);
}
