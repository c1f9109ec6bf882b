// `static` repeated on the out-of-class definition of a static member
// (RTXPT's HitInfo.hlsli: `static HitInfo HitInfo::make() { ... }`): C++ allows
// it only inside the class ("'static' can only be specified inside the class
// definition"), DXC ignores it. A `static` whose declarator is not qualified
// (a static local or global, `static const uint N = A::B;`) stays.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 0, i32 0, i32 21, i32 undef, i32 undef, i32 undef, i8 1, i32 4)

RWStructuredBuffer<uint> Out : register(u0);

struct H {
  uint data;
  static H make(uint v);
  static uint scale[2];
  template <typename T> static T twice(T v);
};

static H H::make(uint v) {
  H r;
  r.data = v;
  return r;
}
static uint H::scale[2] = {2, 3};
template <typename T> static T H::twice(T v) { return v * 2; }

static const uint Base = 1;

[numthreads(1, 1, 1)]
void main() {
  static uint calls = 0;
  Out[0] = H::make(7).data * H::scale[1] + calls * Base + H::twice<uint>(0);
}
