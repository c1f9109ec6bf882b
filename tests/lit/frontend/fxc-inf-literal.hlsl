// fxc's infinity literal `1.#INF` (donut_examples' rt_particles: `f.depth =
// 1.#INF;`), which DXC reads as +infinity and Clang 22 refused ("expected ';'
// after expression"). DXC's values: +inf, and -inf with a minus.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 0, i32 0, float 0x7FF0000000000000,
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 1, i32 0, float 0xFFF0000000000000,
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 2, i32 0, float 0x7FF0000000000000,

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  float depth = 1.#INF;
  Out[0] = depth;
  Out[1] = -1.#INF;
  Out[2] = 2.5#INF;
}
