// DXR payload structs in code compiled for another stage (RTXPT's path
// tracer headers, included by its compute and pixel passes from SM 6.6):
// `struct [raypayload] P` and the fields' access qualifiers `: read(...) :
// write(...)`, written directly or through macros. They only bind ray
// tracing stages; DXC compiles the struct as an ordinary type elsewhere.
// Clang 22 stopped at "declaration of anonymous struct must be a
// definition"; the frontend blanks them.

// RUN: %dxilc -T cs_6_8 -E main %s -Fc - | FileCheck %s

#define PAYLOAD_QUALIFIER [raypayload]
#define PAYLOAD_FIELD_RW_ALL : read(caller, closesthit, anyhit, miss) : write(caller, closesthit, anyhit, miss)

struct PAYLOAD_QUALIFIER Payload {
  uint4 packed[2] PAYLOAD_FIELD_RW_ALL;
  float t : read(caller) : write(closesthit, miss);
};

struct [raypayload] Small {
  uint hit : read(caller) : write(anyhit);
};

RWStructuredBuffer<Payload> u : register(u0);
RWStructuredBuffer<Small> s : register(u1);

[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  Payload p;
  p.packed[0] = id.xxxx;
  p.packed[1] = 7;
  p.t = 0.5;
  u[id.x] = p;
  Small m;
  m.hit = 3;
  s[id.x] = m;
}

// CHECK-DAG: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %[[X:[0-9]+]], i32 16, i32 7, i32 7, i32 7, i32 7, i8 15, i32 4)
// CHECK-DAG: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %[[X]], i32 32, float 5.000000e-01,
// CHECK-DAG: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %[[X]], i32 0, i32 3,
// The struct's 36 bytes: two uint4 and a float, as DXC records them.
// CHECK: !{i32 0, ptr @{{.*}}, !"u", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, ![[U:[0-9]+]]}
// CHECK: ![[U]] = !{i32 1, i32 36}
