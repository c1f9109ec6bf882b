// Globals of struct type holding resources, bound as DXC binds them
// (Frontend/ResourceStructs.h): each member is its own resource named
// `var.member`, the members of a register class take consecutive registers
// from the struct's register of that class, bases first; an array of
// structs makes each member an array. The shapes of the offload-test-suite's
// Feature/ResourcesInStructs tests; the registers are the ones those tests
// expect.

// RUN: %dxilc -T cs_6_0 -E main %s --reflect-json %t.json -Fc %t.ll
// RUN: %python -c "import json, sys; [print(json.dumps(r)) for r in json.load(open(sys.argv[1]))['resources']]" %t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: not %dxilc -T cs_6_0 -E main -D MIXED %s 2>&1 | FileCheck %s --check-prefix=MIXED

struct A { RWBuffer<int> Buf; };
class E { RWBuffer<int> UavBuf1; };
class F { StructuredBuffer<int> SrvBuf1; };
class G : F { E e; StructuredBuffer<int> SrvBuf2; RWBuffer<int> UavBuf2; };
struct B { RWBuffer<int> Bufs[2]; };

[[vk::binding(5)]]
A a1 : register(u5);
A a2;                                   // implicit
A d[8] : register(u10);                 // d.Buf: u10..u17
G g : register(u20) : register(t3);     // t3, t4; u20, u21
B b1 : register(u30, space1);           // b1.Bufs: u30..u31, space1
RWStructuredBuffer<int4> Out : register(u0);
#ifdef MIXED
struct M { RWBuffer<int> Buf; float Scale; };
M m;
// MIXED: resource-structs.hlsl:[[@LINE-1]]:3: error: global 'm' of struct type 'M' holding resources also has the data member 'Scale'; DXC puts such members into $Globals
#endif

int get(A LocalA, uint I) { return LocalA.Buf[I]; }

[numthreads(4, 1, 1)]
void main(uint3 ID : SV_GroupThreadID) {
  a2.Buf[ID.x] = get(a1, ID.x) + d[2].Buf[ID.x] + d[ID.y].Buf[0];
  Out[ID.x] = int4(g.e.UavBuf1[ID.x], g.SrvBuf1[ID.x], g.SrvBuf2[ID.x],
                   g.UavBuf2[ID.x] + b1.Bufs[1][ID.x]);
}

// CHECK: {"name": "g.SrvBuf1", "class": "SRV", "kind": "StructuredBuffer", "space": 0, "lower_bound": 3, "range_size": 1, "binding": "explicit"
// CHECK: {"name": "g.SrvBuf2", "class": "SRV", "kind": "StructuredBuffer", "space": 0, "lower_bound": 4, "range_size": 1, "binding": "explicit"
// CHECK: {"name": "Out", "class": "UAV", {{.*}}"lower_bound": 0, "range_size": 1, "binding": "explicit"
// CHECK: {"name": "a2.Buf", "class": "UAV", "kind": "TypedBuffer", "space": 0, "lower_bound": 1, "range_size": 1, "binding": "implicit"
// CHECK: {"name": "a1.Buf", "class": "UAV", "kind": "TypedBuffer", "space": 0, "lower_bound": 5, "range_size": 1, "binding": "explicit"
// CHECK: {"name": "d.Buf", "class": "UAV", "kind": "TypedBuffer", "space": 0, "lower_bound": 10, "range_size": 8, "binding": "explicit"
// CHECK: {"name": "g.e.UavBuf1", "class": "UAV", "kind": "TypedBuffer", "space": 0, "lower_bound": 20, "range_size": 1, "binding": "explicit"
// CHECK: {"name": "g.UavBuf2", "class": "UAV", "kind": "TypedBuffer", "space": 0, "lower_bound": 21, "range_size": 1, "binding": "explicit"
// CHECK: {"name": "b1.Bufs", "class": "UAV", "kind": "TypedBuffer", "space": 1, "lower_bound": 30, "range_size": 2, "binding": "explicit"
// CHECK-NOT: "name"

// d[2].Buf is element 2 of d.Buf (register 12); d[ID.y].Buf a dynamic
// element, read from the local array of indices.
// IR-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 {{[0-9]+}}, i32 12, i1 false)
// IR-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 {{[0-9]+}}, i32 31, i1 false)
// IR-DAG: %[[DYN:.*]] = add i32 10, %{{.*}}
// IR-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 {{[0-9]+}}, i32 %[[DYN]], i1 false)
// IR-DAG: !{i32 {{[0-9]+}}, ptr @dx.resource.sym.d.Buf, !"d.Buf", i32 0, i32 10, i32 8, i32 10,
