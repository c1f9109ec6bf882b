// Resources named as HLSL intrinsics (`RWStructuredBuffer<uint> dst`,
// `Texture2D<float4> noise`): DXC's global hides the intrinsic, Clang 22
// found both it and the prelude's hlsl::dst ("reference to 'dst' is
// ambiguous"). The resource and its references are renamed for the next
// parse with the generated-name form of struct resources
// (`__dxild_sr_3dst`), which code generation turns back into the name:
// the binding table and the resource records say `dst`, as DXC's.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc-local -T cs_6_0 -E main %s -Fo %t.dxil --reflect-json %t.json
// RUN: FileCheck %s --check-prefix=JSON < %t.json

// CHECK-DAG: !{i32 0, ptr @dx.resource.sym.noise, !"noise", i32 0, i32 0, i32 1, i32 2, i32 0, !{{[0-9]+}}}
// CHECK-DAG: !{i32 0, ptr @dx.resource.sym.dst, !"dst", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !{{[0-9]+}}}
// CHECK-NOT: __dxild_sr_
// JSON: "name": "dst"
// JSON-NOT: __dxild_sr_

RWStructuredBuffer<uint> dst : register(u0);
Texture2D<float4> noise : register(t0);

[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  dst[id.x] = (uint)noise.Load(int3(id.xy, 0)).x;
}
