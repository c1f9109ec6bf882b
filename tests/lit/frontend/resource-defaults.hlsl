// Resource types written without template arguments mean their defaulted
// specialization (Texture2D = Texture2D<float4>, Buffer = Buffer<float4>).
// The frontend substitutes a same-length alias, so diagnostics keep their
// columns; comments, `<`-qualified uses and member names are left alone.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_6 -E main -D BAD %s 2>&1 | FileCheck %s --check-prefix=BAD

// Texture2D in a comment
Texture2D Plain : register(t0);
Texture2D<float> Explicit : register(t1);
RWTexture2D Out : register(u0);
Buffer Params : register(t2);
SamplerState Samp : register(s0);
struct Holder { float Texture2D; };

float4 fetch(Texture2D t, uint2 p) { return t[p]; }

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Holder h;
  h.Texture2D = Explicit[id.xy];
  Out[id.xy] = fetch(Plain, id.xy) + h.Texture2D + Params[id.x];
#ifdef BAD
  Texture2D t = Plain; t.NoSuchMethod();
#endif
}

// CHECK-DAG: @dx.resource.sym.Plain = external constant %"Texture2D<float4>"
// CHECK-DAG: @dx.resource.sym.Out = external constant %"RWTexture2D<float4>"
// CHECK-DAG: @dx.resource.sym.Params = external constant %"Buffer<float4>"
// CHECK: @dx.op.textureLoad.f32(i32 66,
// CHECK: @dx.op.textureLoad.f32(i32 66,
// CHECK: @dx.op.bufferLoad.f32(i32 68,
// CHECK: @dx.op.textureStore.f32(i32 67,

// BAD: resource-defaults.hlsl:25:26: error: no member named 'NoSuchMethod'
