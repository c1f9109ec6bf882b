// -Od: an output struct built whole (`O r = { 0.0, p }; return r;`, naga's
// conflicting-idents test, which naga validates with -Od) stayed a
// first-class aggregate and failed ("value of a type DXIL cannot express
// remains after lowering"); DXILAggregateValues takes its members back
// out. The stores are DXC's.

// RUN: %dxilc -T vs_6_0 -E vs -Od %s -Fc - | FileCheck %s

struct O {
  float t : T;
  float4 p : SV_Position;
};

O vs(float4 p : P) {
  O r = {0.0, p};
  return r;
}

// CHECK-DAG: %[[X:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK-DAG: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 0.000000e+00)
// CHECK-DAG: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %[[X]])
