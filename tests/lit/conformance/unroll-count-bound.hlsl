// [unroll(N)] runs the loop at most N times, as DXC compiles it: DXC's loop
// unroller clones at most N iterations and leaves after the Nth even when
// the loop's own condition would go on. Clang 22 read N as a partial unroll
// factor and ran every iteration (8 samples below instead of DXC's 3).
// (Intrinsics/BoundUnrollCount.h)

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T ps_6_0 -E main -DRUNTIME %s -Fc - | FileCheck %s --check-prefix=RUNTIME

Texture2D<float4> T : register(t0);
SamplerState S : register(s0);
cbuffer C : register(b0) { uint n; };

float4 main(float2 uv : TEXCOORD0) : SV_Target {
  float4 r = 0;
#ifdef RUNTIME
  [unroll(3)] for (uint i = 0; i < n; ++i)
#else
  [unroll(3)] for (uint i = 0; i < 8; ++i)
#endif
    r += T.SampleLevel(S, uv * (i + 1), 0);
  return r;
}

// A known count: three iterations, unrolled.
// CHECK-NOT: br
// CHECK-COUNT-3: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62,
// CHECK-NOT: sampleLevel.f32(i32 62
// CHECK: ret void

// A count known only at run time: the loop leaves after three iterations
// even when n is larger (the iteration counter's bound folds to `< 2` on the
// counter before its increment).
// RUNTIME: [[IT:%unroll.bound.iter]] = phi i32 [ %unroll.bound.next, %{{.*}} ], [ 0, %entry ]
// RUNTIME: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62,
// RUNTIME: [[C:%.*]] = icmp ult i32 %{{.*}}, %{{[0-9]+}}
// RUNTIME: [[B:%.*]] = icmp ult i32 [[IT]], 2
// RUNTIME: [[AND:%.*]] = and i1 [[C]], [[B]]
// RUNTIME: br i1 [[AND]], label %{{.*}}, label %{{.*}}
