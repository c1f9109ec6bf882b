// `u[0] = asuint(x)` on a RWBuffer<uint>: InstCombine folds the asuint into
// a `store float` to the uint element, which stopped the compile ("partial
// store into a typed buffer element"; donut's exposure pass). The float's
// bits are stored as the element's i32, as DXC stores them.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

// CHECK: %[[F:.*]] = fadd {{.*}}float
// CHECK: %[[I:.*]] = bitcast float %[[F]] to i32
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 0, i32 undef, i32 %[[I]], i32 %[[I]], i32 %[[I]], i32 %[[I]], i8 15)

Buffer<uint> t : register(t0);
RWBuffer<uint> u : register(u0);

[numthreads(1, 1, 1)]
void main() {
  float x = asfloat(u[0]) * 0.5 + float(t[1]);
  u[0] = asuint(x);
}
