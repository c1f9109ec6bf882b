// Availability is checked the way DXC checks it: only code reachable from
// the entry point has to be available for the target stage and shader
// model, so a shared header with pixel-only helpers still compiles into a
// compute shader. This goes through dxilc and therefore through the
// precompiled prelude, whose layout keeps Clang's end-of-file availability
// scan from deserializing it (see gen_prelude.py).

// RUN: %dxilc -T cs_6_6 -E unused_pixel_helper %s -Fo %t.dxil
// RUN: not %dxilc -T cs_6_6 -E calls_pixel_helper %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STAGE
// RUN: %dxilc -T cs_6_6 -E atomic64 %s -Fo %t.dxil
// RUN: not %dxilc -T cs_6_5 -E atomic64 %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SM65

RWStructuredBuffer<float> Values : register(u0);
RWStructuredBuffer<uint64_t> Counters : register(u1);

float edgeWidth(float v) { return ddx(v) + ddy(v); }

[numthreads(8, 1, 1)]
void unused_pixel_helper(uint3 tid : SV_DispatchThreadID) {
  Values[tid.x] = Values[tid.x] * 2.0;
}

// STAGE: error: '__dxild_ddx' is unavailable
// STAGE-NOT: error:
[numthreads(8, 1, 1)]
void calls_pixel_helper(uint3 tid : SV_DispatchThreadID) {
  Values[tid.x] = edgeWidth(Values[tid.x]);
}

// SM65: error: '__dxild_interlocked_add_u64' is only available on Shader Model 6.6 or newer
[numthreads(8, 1, 1)]
void atomic64(uint3 tid : SV_DispatchThreadID) {
  InterlockedAdd(Counters[0], (uint64_t)tid.x);
}
