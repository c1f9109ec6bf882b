// A const local struct without an initializer, filled by a method call
// (RTXPT's `const RayHitInfo hitInfo;` then `hitInfo.init(...)`, 24
// entries): DXC accepts both. Clang 22 refused the default initialization
// of a const object; the `const` goes, and the method fills the local
// itself, not a copy (the store below is of the thread ID).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWBuffer<uint> o : register(u0);

struct S {
  void Init(uint v) { a = v; }
  uint a;
};

[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  const S s;
  s.Init(id.x);
  o[0] = s.a;
}

// CHECK: %[[ID:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 %[[ID]],
