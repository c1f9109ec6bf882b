// PROFILE: vs_6_0 main
// Fullscreen triangle from a 3-vertex buffer of corner ids (Clang 22 does
// not know SV_VertexID; see core/prelude/SUPPORT.md).
struct VSOut {
  float4 position : SV_Position;
  float2 uv : TEXCOORD0;
};

VSOut main(uint id : CORNER) {
  VSOut o;
  o.uv = float2((id << 1) & 2, id & 2);
  o.position = float4(o.uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
  return o;
}
