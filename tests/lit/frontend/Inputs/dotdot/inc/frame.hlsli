// Included as "../inc/frame.hlsli" from Inputs/dotdot/sub/.
struct ViewConstants {
  float4x4 view_to_clip;
  float4 offset;
};
struct FrameConstants {
  ViewConstants view;
  float time;
};
ConstantBuffer<FrameConstants> frame : register(b0);

struct Ray {
  float4 p;
  static Ray fromUv(float2 uv) {
    // A struct copied out of a constant buffer (Frontend/CBufferCopy.h).
    ViewConstants v = frame.view;
    Ray r;
    r.p = mul(v.view_to_clip, float4(uv, 0, 1)) + v.offset;
    return r;
  }
};

#ifdef UNDECLARED
float bad() { return missing; }
#endif
