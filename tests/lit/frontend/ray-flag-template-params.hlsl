// Helpers templated on a ray query's flags (AMD Capsaicin's
// `template <RAY_FLAG RAY_FLAGS> HitInfo GetHitInfoRtInlineCommitted(in
// RayQuery<RAY_FLAGS>)`): DXC deduces the flags from the query's type;
// Clang 22 wanted the parameter's exact type (RayQuery's is uint). The
// frontend spells such parameters as uint (Frontend/RayFlagTemplates.h).

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

RaytracingAccelerationStructure Scene : register(t0);
RWBuffer<float> Out : register(u0);

template <RAY_FLAG F> float Committed(in RayQuery<F> Q) {
  return Q.CommittedRayT();
}
template <uint F, RAY_FLAG G = RAY_FLAG_NONE>
float Twice(in RayQuery<F> Q) { return 2 * Q.CommittedRayT(); }

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  RayQuery<RAY_FLAG_FORCE_OPAQUE> Q;
  RayDesc R;
  R.Origin = 0;
  R.Direction = float3(0, 0, 1);
  R.TMin = 0;
  R.TMax = 10;
  Q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xff, R);
  Q.Proceed();
  Out[i] = Committed(Q) + Twice(Q);
}

// CHECK: [[Q:%.*]] = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)
// CHECK: [[T:%.*]] = call float @dx.op.rayQuery_StateScalar.f32(i32 {{[0-9]+}}, i32 [[Q]])
// Committed(Q) + Twice(Q): T + 2 * T (DXC folds it to 3 * T).
// CHECK: [[M:%.*]] = fmul {{.*}} float [[T]], 2.000000e+00
// CHECK: fadd {{.*}} float [[M]], [[T]]
