// Function templates with array parameters whose size is a template
// parameter. HLSL passes arrays by value, so DXC deduces the size from the
// argument (`last(a)` with `uint a[2]` is `last<uint, 2>`); Clang 22
// adjusted `T a[N]` to a pointer and never deduced N ("couldn't infer
// template argument 'N'"; RTXPT's ShaderDebug). Phase 1 gives each such
// call its template arguments. And with an element type that is not a
// template parameter (`float a[N]`), Clang 22 kept the instantiation's
// parameter a pointer while the caller passed the array: the function read
// the array's values as an address (wrong code, also with explicit
// arguments); the element is spelled dependent. Each value is DXC's.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

struct Item {
  float w;
  uint k;
};

template <typename T, uint N> T last(T a[N]) { return a[N - 1]; }
template <typename T, uint N> uint count(T a[N]) { return N; }
template <uint N> float sum(float a[N]) {
  float s = 0;
  for (uint i = 0; i < N; ++i)
    s += a[i];
  return s;
}
#define REAL float
template <uint N> REAL product(REAL a[N]) {
  REAL p = 1;
  for (uint i = 0; i < N; ++i)
    p *= a[i];
  return p;
}
template <uint N> float weights(Item a[N], float scale) {
  float s = 0;
  for (uint i = 0; i < N; ++i)
    s += a[i].w * scale;
  return s;
}

struct Printer {
  uint bytes;
  template <typename T, uint N> void Append(uint code, T arg[N]) {
    bytes += code + N * sizeof(T);
  }
  void Append(float3 v) {
    float a[3] = {v.x, v.y, v.z};
    Append(10, a);
  }
};

template <uint N> struct Window {
  float total(float a[N]) { return a[0] + a[N - 1]; }
};

RWBuffer<float> o;

[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  uint u[2] = {id.x, 7};
  float f[3] = {1, 2, 4};
  int3 v[4] = {int3(1, 2, 3), int3(4, 5, 6), int3(7, 8, 9), int3(id)};
  Item items[2] = {{0.5, 1}, {0.25, 2}};
  o[0] = last(u) + count(f) + count(v);
  o[1] = sum(f) + sum<3>(f);
  o[2] = last(v).z;
  o[3] = weights(items, 4.0);
  Printer p;
  p.bytes = 0;
  p.Append(float3(1, 2, 3));
  o[4] = p.bytes;
  Window<3> w;
  o[5] = w.total(f);
  // The element type named by a macro.
  float prod = product(f);
  o[6] = prod + product<3>(f);
}

// last(u) = 7, count(f) = 3, count(v) = 4; last(v).z is id.z.
// CHECK-DAG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, float 1.400000e+01,
// CHECK-DAG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 undef, float 1.400000e+01,
// CHECK-DAG: %[[Z:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
// CHECK: %[[ZF:[^ ]+]] = sitofp i32 %[[Z]] to float
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 undef, float %[[ZF]],
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 undef, float 3.000000e+00,
// 10 + 3 * 4 bytes.
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 undef, float 2.200000e+01,
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 undef, float 5.000000e+00,
// 8 + 8.
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 undef, float 1.600000e+01,
