// RUN: %clang_cs66 -O3 %s -o - | %dxild-opt -disable-output -passes=dxil-resource-cleanup,dxil-implicit-binding,'print<dxil-binding-table>' | FileCheck %s
// RUN: %clang_cs66 -O3 %s -o - | %dxild-opt -disable-output -passes=dxil-resource-cleanup,dxil-implicit-binding --reflect-json %t.json
// RUN: FileCheck %s < %t.json

// The resolved table: one entry per live resource, in DXIL order (SRVs, UAVs,
// CBVs, samplers; each by space and register), with what an engine needs to
// build descriptor tables and root signatures.

typedef float float4 __attribute__((ext_vector_type(4)));
typedef unsigned int uint;
struct S { float a; int b; };

cbuffer CB { float4 x; float y; };
StructuredBuffer<S> SB;
RWStructuredBuffer<S> RSB : register(u0, space2);
RWBuffer<float4> Out;
AppendStructuredBuffer<S> App;
RasterizerOrderedBuffer<float> ROV;
RWBuffer<uint> Many[] : register(u0, space7);

[numthreads(4,1,1)]
void main() {
  S s; s.a = 1; s.b = 2;
  App.Append(s);
  ROV[0] = 1;
  Many[3][0] = 1;
  Out[0] = x * y + SB[0].a + RSB[0].b + RSB.IncrementCounter();
}

// CHECK:      "resources": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "name": "SB",
// CHECK-NEXT:     "class": "SRV",
// CHECK-NEXT:     "kind": "StructuredBuffer",
// CHECK-NEXT:     "space": 0,
// CHECK-NEXT:     "lower_bound": 0,
// CHECK-NEXT:     "range_size": 1,
// CHECK-NEXT:     "binding": "implicit",
// CHECK-NEXT:     "element_type": "",
// CHECK-NEXT:     "element_count": 0,
// CHECK-NEXT:     "stride": 8,
// CHECK-NEXT:     "rov": false,
// CHECK-NEXT:     "has_counter": false,
// CHECK-NEXT:     "globally_coherent": false,
// CHECK-NEXT:     "cbuffer_size": 0
// CHECK-NEXT:   },
// CHECK:          "name": "Out",
// CHECK-NEXT:     "class": "UAV",
// CHECK-NEXT:     "kind": "TypedBuffer",
// CHECK-NEXT:     "space": 0,
// CHECK-NEXT:     "lower_bound": 0,
// CHECK-NEXT:     "range_size": 1,
// CHECK-NEXT:     "binding": "implicit",
// CHECK-NEXT:     "element_type": "f32",
// CHECK-NEXT:     "element_count": 4,
// CHECK:          "name": "App",
// CHECK-NEXT:     "class": "UAV",
// CHECK-NEXT:     "kind": "StructuredBuffer",
// CHECK-NEXT:     "space": 0,
// CHECK-NEXT:     "lower_bound": 1,
// CHECK:          "has_counter": true,
// CHECK:          "name": "ROV",
// CHECK-NEXT:     "class": "UAV",
// CHECK-NEXT:     "kind": "TypedBuffer",
// CHECK-NEXT:     "space": 0,
// CHECK-NEXT:     "lower_bound": 2,
// CHECK:          "rov": true,
// CHECK:          "name": "RSB",
// CHECK-NEXT:     "class": "UAV",
// CHECK-NEXT:     "kind": "StructuredBuffer",
// CHECK-NEXT:     "space": 2,
// CHECK-NEXT:     "lower_bound": 0,
// CHECK-NEXT:     "range_size": 1,
// CHECK-NEXT:     "binding": "explicit",
// CHECK:          "has_counter": true,
// CHECK:          "name": "Many",
// CHECK-NEXT:     "class": "UAV",
// CHECK-NEXT:     "kind": "TypedBuffer",
// CHECK-NEXT:     "space": 7,
// CHECK-NEXT:     "lower_bound": 0,
// CHECK-NEXT:     "range_size": -1,
// CHECK-NEXT:     "binding": "explicit",
// CHECK-NEXT:     "element_type": "u32",
// CHECK:          "name": "CB",
// CHECK-NEXT:     "class": "CBV",
// CHECK-NEXT:     "kind": "CBuffer",
// CHECK-NEXT:     "space": 0,
// CHECK-NEXT:     "lower_bound": 0,
// CHECK:          "cbuffer_size": 20
// CHECK-NEXT:   }
// CHECK-NEXT: ]
