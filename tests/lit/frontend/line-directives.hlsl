// Preprocessed sources (`dxc -P`, build farms that send one file) carry
// `#line` directives: Clang reports at the lines they name, and the
// rewrites that a second parse applies where Clang 22 refused an expression
// (a write through a matrix row swizzle, a matrix negation) are found at the
// physical line. Before, any `#line` made them fail ("assigning through a
// swizzle of a matrix row is not supported"; PCSX2's tfx.fx as `dxc -P`).
// Errors still name the lines the directives give.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T ps_6_0 -E main -DBAD %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=BAD

// c[i].a = s for each row, then n = -c: n[0] + n[3] is -2 * (v.xyz, s).
// CHECK: %[[VX:.*]] = extractvalue %dx.types.CBufRet.f32 %{{.*}}, 0
// CHECK: %[[ROW1:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 1)
// CHECK: %[[S:.*]] = extractvalue %dx.types.CBufRet.f32 %[[ROW1]], 0
// CHECK: %[[NX0:.*]] = fsub {{.*}}float -0.000000e+00, %[[VX]]
// CHECK: %[[NX3:.*]] = fsub {{.*}}float -0.000000e+00, %[[VX]]
// CHECK: %[[NW0:.*]] = fsub {{.*}}float -0.000000e+00, %[[S]]
// CHECK: %[[NW3:.*]] = fsub {{.*}}float -0.000000e+00, %[[S]]
// CHECK: %[[X:.*]] = fadd {{.*}}float %[[NX0]], %[[NX3]]
// CHECK: %[[W:.*]] = fadd {{.*}}float %[[NW0]], %[[NW3]]
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %[[X]])
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %[[W]])
// BAD: generated.hlsl:41:{{[0-9]+}}: error: use of undeclared identifier 'undeclared'

#line 1 "cb.hlsl"
cbuffer cb { float4 v; float s; };
#line 30 "generated.hlsl"
float4 main() : SV_Target {
  float4x4 c = float4x4(v, v, v, v);
  [unroll] for (uint i = 0; i < 4; i++) {
    c[i].a = s;
  }
  float4x4 n = -c;
  return n[0] + n[3];
}
#ifdef BAD
#line 40
float4 other() : SV_Target {
  return undeclared;
}
#endif
