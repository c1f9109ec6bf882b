// A sized array passed down two helpers in two headers, one of them
// overloaded (AMD Cauldron's CalcShadows/DoShadow).
#define MAX_SHADOW_MAPS 4

float filterShadow(Texture2D Maps[MAX_SHADOW_MAPS], uint I,
                   SamplerComparisonState S, float3 P) {
  return Maps[I].SampleCmpLevelZero(S, P.xy, P.z);
}
