// A request function with the signature of an intrinsic that the prelude
// also gives a conversion template (RBDOOM-3-BFG's `float rcp(float v) {
// return 1.0 / v; }`): the template does not take part in the tie, which
// the intrinsic wins as in DXC (dxc-overload-intrinsic-tie.hlsl). Before,
// the template made DxcOverload give up and Clang 22's "call to 'rcp' is
// ambiguous" stayed.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

float rcp(float v) { return 1.0 / v; }

cbuffer C { float4 X; };

float4 main() : SV_Target { return rcp(X.x) + rcp(X.yz).xyxy; }

// CHECK: fdiv {{.*}}float 1.000000e+00, %{{[0-9]+}}
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0,
