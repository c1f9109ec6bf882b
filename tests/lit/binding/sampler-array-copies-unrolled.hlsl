// Copies of a constant element of a sampler array in an unrolled loop
// (SpartanEngine's ocean displacement, `samplers[5]` in a helper inlined
// four times): Clang copies the SamplerState object as an integer through
// temporaries that each iteration reuses, storing the handle of its own
// creation of samplers[5]. Those creations are equal (same binding, same
// constant index), so the copies forward to one of them (a copy of it where
// it does not dominate the load; Binding/RetypeResources.h). Before, "a
// texture or sampler handle is used in a way DXIL cannot express".

// RUN: %dxilc -T cs_6_0 -E main_cs %s -Fc - | FileCheck %s

// s1 + 3 and s1 + 5 of the unbounded range in space7; the samples use them.
// CHECK-LABEL: define void @main_cs()
// CHECK-DAG: [[S3:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 4, i1 false)
// CHECK-DAG: [[S5:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 6, i1 false)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle {{%.*}}, %dx.types.Handle [[S3]],
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle {{%.*}}, %dx.types.Handle {{%.*}},
// CHECK: !{i32 0, ptr @dx.resource.sym.samplers, !"samplers", i32 7, i32 1, i32 -1, i32 0, null}

Texture2D<float> tex_height : register(t0);
Texture2DArray<float4> tex_disp : register(t1);
SamplerState samplers[] : register(s1, space7);
cbuffer CB : register(b0) { float4 cascade_length; uint cascade_count; };
RWTexture2D<float4> tex_uav : register(u0);

float3 displacement(float2 xz)
{
    float depth = tex_height.SampleLevel(samplers[3], xz, 0.0f);
    float3 d = 0.0f;
    [loop] for (uint c = 0; c < cascade_count; ++c)
        d += tex_disp.SampleLevel(samplers[5], float3(xz / cascade_length[c], c), 0.0f).xyz * depth;
    return d;
}

[numthreads(8, 8, 1)]
void main_cs(uint3 id : SV_DispatchThreadID)
{
    float2 xz = id.xy;
    [unroll] for (uint it = 0; it < 3u; ++it)
        xz = id.xy - displacement(xz).xz;
    tex_uav[id.xy] = displacement(xz).y;
}
