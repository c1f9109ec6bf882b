// What DXC's validator checks about globals and signature-derived flags:
// - a `static const` array read by a dynamic index is an *internal* global
//   (a private one is an "external declaration" to the validator);
// - a global nothing uses any more is gone ("Internal declaration ... is
//   unused"), groupshared memory the shader never touches included;
// - an SV_StencilRef output sets the StencilRef shader flag (bit 11), an
//   SV_RenderTargetArrayIndex / SV_ViewportArrayIndex output of a vertex
//   shader ViewportAndRTArrayIndex (bit 9) ("Flags must match usage").

// RUN: %dxilc -T ps_6_0 -E ps %s -Fc - | FileCheck %s --check-prefix=PS
// RUN: %dxilc -T cs_6_0 -E cs %s -Fc - | FileCheck %s --check-prefix=CS
// RUN: %dxilc -T vs_6_0 -E vs %s -Fc - | FileCheck %s --check-prefix=VS

static const float W[4] = {0.5, 0.25, 0.125, 0.0625};
uint Index;

// PS: @{{.*}}W = internal constant [4 x float]
// PS: !{i32 0, i64 2048}
uint ps(float4 p : SV_Position, out float d : SV_Depth) : SV_StencilRef {
  d = W[Index & 3];
  return 7;
}

groupshared float Unused[64];
groupshared float Used[64];
RWStructuredBuffer<float> Out : register(u0);
// CS-NOT: @{{.*}}Unused
// CS: @{{.*}}Used = {{.*}}addrspace(3) global [64 x float]
// CS-NOT: @{{.*}}Unused
[numthreads(64, 1, 1)]
void cs(uint i : SV_GroupIndex) {
  Used[i] = W[i & 3];
  GroupMemoryBarrierWithGroupSync();
  Out[i] = Used[63 - i];
}

struct VSOut {
  float4 pos : SV_Position;
  uint layer : SV_RenderTargetArrayIndex;
};
// VS: !{i32 0, i64 512}
VSOut vs(float4 p : POSITION, uint id : SV_InstanceID) {
  VSOut o;
  o.pos = p;
  o.layer = id;
  return o;
}
