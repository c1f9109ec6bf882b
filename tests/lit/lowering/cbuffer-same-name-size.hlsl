// Two constant buffers of one name (CloudySky's Clouds.fx declares `cbuffer
// cbPostProcessingAttribs : register(b0)` and so does the Common.fxh it
// includes, holding another struct): the name cannot tell which one a
// handle is, so the record takes the larger size, which the reads of
// either fit. Before, the first one's size (64 here) was recorded while
// the code read row 7 of the second, and dxv refused the container
// ("Cbuffer access out of bound"). DXC records the buffer the code uses,
// 128 bytes here.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

struct Small { float4 a[4]; };
struct Big { float4 rows[8]; };

cbuffer CB : register(b0) { Small s; };
cbuffer CB : register(b0) { Big b; };

float4 main() : SV_Target { return b.rows[7]; }

// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 7)
// CHECK: !"CB", i32 0, i32 0, i32 1, i32 128, null}
