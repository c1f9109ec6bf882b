// A call without an object to an overloaded member function, inside a
// template (RTXPT's ShaderDebug: `template <typename T> void AppendArgs(T
// a) { AppendArg(a); }` with AppendArg overloaded for uint, uint2, ...):
// Clang 22 crashed instantiating it (the call was built on no object; HLSL's
// `this` is no pointer). Each such call gets an explicit `this` object
// (ImplicitMemberCalls.h); the overload DXC picks is called.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

RWBuffer<uint> o;

struct Printer {
  uint last;
  void Arg(uint x) { last = x; }
  void Arg(uint2 x) { last = x.x + 100 * x.y; }
  template <typename T> void Put(T x) { last = 1000; }
  void Put(uint2 x) { last = 2000; }
  template <typename T> void Args(T a) { Arg(a); }
  template <typename T> void Explicit(T a) { Put<T>(a); }
};

template <typename U> struct Holder {
  uint last;
  void Set(uint x) { last = x + 1; }
  void Set(float x) { last = last * 10 + 5; }
  void Go(U a) { Set(a); }
  template <typename T> void Both(T a, U b) {
    Set(b);
    Set(a);
  }
};

[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  Printer p;
  p.Args(id.x);
  o[0] = p.last;
  p.Args(uint2(3, 4));
  o[1] = p.last;
  p.Explicit(uint2(5, 6));
  o[2] = p.last;
  Holder<uint> h;
  h.Go(7);
  o[3] = h.last;
  h.Both(2.5f, 8u);
  o[4] = h.last;
}

// CHECK: %[[X:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 %[[X]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 undef, i32 403,
// The member template with explicit arguments, not the uint2 overload.
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 undef, i32 1000,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 undef, i32 8,
// (8 + 1) * 10 + 5: the uint overload, then the float one.
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 undef, i32 95,
