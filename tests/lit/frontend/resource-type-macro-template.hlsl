// A macro defined as a resource type alone, written before its template
// arguments (xenia's XeSL: `#define xesl_image2D RWTexture2D`, then
// `xesl_image2D<float4> dest`), or passed to a macro that writes the
// arguments (`image_wo(image_2d, float4, out2)` for `type<format> name`):
// the macro keeps the template. A macro used without arguments (`TEX t;`)
// still names the defaulted type.

// RUN: %dxilc -T cs_6_0 -E main %s -Fo %t.dxil --reflect-json %t.json
// RUN: %python -c "import json, sys; [print(r['name'], r['class'], r['kind'], r['element_type'], r['element_count'], r['lower_bound']) for r in json.load(open(sys.argv[1]))['resources']]" %t.json | FileCheck %s

// CHECK-DAG: src SRV Texture2D u32 2 0
// CHECK-DAG: plain SRV Texture2D f32 4 1
// CHECK-DAG: dest UAV Texture2D f32 4 0
// CHECK-DAG: words UAV TypedBuffer u32 1 1
// CHECK-DAG: out2 UAV Texture2D f32 2 2

#define image_2d RWTexture2D
#define texture_2d Texture2D
#define typed_buffer RWBuffer
#define TEX Texture2D
#define image_2d_wo RWTexture2D
#define image_wo(type, format, name, reg) type<format> name : register(reg);

texture_2d<uint2> src : register(t0);
TEX plain : register(t1);
image_2d<float4> dest : register(u0);
typed_buffer<uint> words : register(u1);
image_wo(image_2d_wo, float2, out2, u2)

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  dest[id.xy] = float4(src[id.xy], 0, 1) + plain[id.xy];
  words[id.x] = src[id.xy].x;
  out2[id.xy] = float2(1, 2);
}
