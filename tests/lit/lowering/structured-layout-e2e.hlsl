// Structured buffers follow DXC's layout, not Clang 22's: float3 is 12 bytes,
// vectors are aligned to their scalars, a struct to its largest scalar and
// its size is rounded to that (Lowering/HLSLRawLayout.h). Every stride,
// annotateHandle property and buffer offset below is the one DXC 1.9 emits
// for this shader (dxc -T cs_6_6; the load masks of F3 and Plains differ:
// dxild reads the vector Clang reads, DXC only the used lanes).

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main -Od %s -Fc - | FileCheck %s --check-prefix=OD
// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s --check-prefix=SM60

struct Light { float3 pos; float radius; float4 color; };     // 32 (Clang 48)
struct Arr { float3 v[4]; float w; };                          // 52 (Clang 68)
struct Mat { float a; float3x3 m; float b; };                  // 44
struct Dbl { float f; double d; float3 g; };                   // 32, d at 8
struct Plain { float a; uint b; int c; float d; float4 e; };   // 32, unchanged
StructuredBuffer<Light> Lights : register(t0);
RWStructuredBuffer<Light> LightsOut : register(u0);
RWStructuredBuffer<Arr> Arrs : register(u1);
StructuredBuffer<Mat> Mats : register(t1);
RWStructuredBuffer<Dbl> Dbls : register(u2);
StructuredBuffer<float3> F3 : register(t2);
RWStructuredBuffer<Plain> Plains : register(u3);
RWStructuredBuffer<float4> Out : register(u4);

[numthreads(64, 1, 1)]
void main(uint tid : SV_GroupIndex) {
  uint j = tid & 3;
  LightsOut[tid] = Lights[tid ^ 1];
  Arrs[tid].v[j].y = Lights[tid].radius;
  Arrs[tid].w = Mats[tid].m[2][1] + Mats[tid].b;
  Dbls[tid].g = F3[tid];
  Dbls[tid].d = Plains[tid].e.w;
  Plains[tid ^ 1].d = Mats[tid].a;
  Out[tid] = float4(Arrs[tid ^ 1].v[j].z, (float)Dbls[tid ^ 2].d,
                    Lights[tid].color.z, F3[tid ^ 3].y);
}

// Strides and alignments (second word; bits 8-11 of the first: log2 of a
// struct element's alignment, 0 for a vector element).
// CHECK-DAG: %[[OUT:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4108, i32 16 })
// CHECK-DAG: %[[PLAIN:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4620, i32 32 })
// CHECK-DAG: %[[DBL:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4876, i32 32 })
// CHECK-DAG: %[[ARR:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4620, i32 52 })
// CHECK-DAG: %[[F3:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 12, i32 12 })
// CHECK-DAG: %[[MAT:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 524, i32 44 })
// CHECK-DAG: %[[LIGHT:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 524, i32 32 })
// CHECK-DAG: %[[LOUT:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4620, i32 32 })

// LightsOut[tid] = Lights[tid ^ 1]: pos at 0, radius at 12, color at 16.
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[LIGHT]], i32 %[[X1:.*]], i32 0, i8 7, i32 4)
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[LIGHT]], i32 %[[X1]], i32 12, i8 1, i32 4)
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[LIGHT]], i32 %[[X1]], i32 16, i8 15, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[LOUT]], i32 %[[T:.*]], i32 0, float %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, i8 7, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[LOUT]], i32 %[[T]], i32 12, float %{{.*}}, float undef, float undef, float undef, i8 1, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[LOUT]], i32 %[[T]], i32 16, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i8 15, i32 4)
// Arrs[tid].v[j].y: the float3 array's stride is 12 (j * 12 + 4).
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[LIGHT]], i32 %[[T]], i32 12, i8 1, i32 4)
// CHECK: %[[J12:.*]] = mul i32 %[[J:.*]], 12
// CHECK: %[[JY:.*]] = add i32 %[[J12]], 4
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[ARR]], i32 %[[T]], i32 %[[JY]], float %{{.*}}, float undef, float undef, float undef, i8 1, i32 4)
// m[2][1] (column-major: column 1, row 2 = 4 + 4 * 5) and b at 40; w at 48.
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[MAT]], i32 %[[T]], i32 24, i8 1, i32 4)
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[MAT]], i32 %[[T]], i32 40, i8 1, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[ARR]], i32 %[[T]], i32 48, float %{{.*}}, float undef, float undef, float undef, i8 1, i32 4)
// Dbls[tid].g = F3[tid]: g at 16; d at 8 (8-byte aligned).
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[F3]], i32 %[[T]], i32 0, i8 7, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[DBL]], i32 %[[T]], i32 16, float %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, i8 7, i32 4)
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[PLAIN]], i32 %[[T]], i32 28, i8 1, i32 4)
// CHECK: @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %[[DBL]], i32 %[[T]], i32 8, double %{{.*}}, double undef, double undef, double undef, i8 1, i32 8)
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[MAT]], i32 %[[T]], i32 0, i8 1, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[PLAIN]], i32 %[[X1]], i32 12, float %{{.*}}, float undef, float undef, float undef, i8 1, i32 4)
// CHECK: @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %[[DBL]], i32 %{{.*}}, i32 8, i8 1, i32 8)
// CHECK: %[[J12B:.*]] = mul i32 %[[J]], 12
// CHECK: %[[JZ:.*]] = add i32 %[[J12B]], 8
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[ARR]], i32 %[[X1]], i32 %[[JZ]], i8 1, i32 4)
// CHECK: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[LIGHT]], i32 %[[T]], i32 16, i8 15, i32 4)

// dx.resources: the stride tags are DXC's.
// CHECK-DAG: !{i32 1, i32 32}
// CHECK-DAG: !{i32 1, i32 52}
// CHECK-DAG: !{i32 1, i32 44}
// CHECK-DAG: !{i32 1, i32 12}

// -Od: the same offsets (the element copy goes member by member through a
// local).
// OD-DAG: { i32 4620, i32 52 }
// OD-DAG: { i32 524, i32 32 }
// OD-DAG: { i32 12, i32 12 }
// OD-DAG: { i32 524, i32 44 }
// OD-DAG: { i32 4876, i32 32 }
// OD: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i8 7, i32 4)
// OD: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 12, i8 1, i32 4)
// OD: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 16, i8 15, i32 4)
// OD: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, float %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, i8 7, i32 4)
// OD: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 12, float %{{.*}}, float undef, float undef, float undef, i8 1, i32 4)
// OD: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 16, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i8 15, i32 4)
// OD: mul i32 %{{.*}}, 12

// SM 6.0: bufferLoad/bufferStore at the same offsets.
// SM60: @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0)
// SM60: @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 12)
// SM60: @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 16)
// SM60: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, float %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, i8 7)
// SM60: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 12, float %{{.*}}, float undef, float undef, float undef, i8 1)
// SM60-DAG: !{i32 1, i32 52}
