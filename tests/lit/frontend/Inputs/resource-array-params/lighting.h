#include "shadow.h"

float calcShadow(uint I, SamplerComparisonState S, float3 P,
                 Texture2D ShadowMaps[MAX_SHADOW_MAPS]) {
  return filterShadow(ShadowMaps, I, S, P);
}

// Another overload, with another number of parameters.
float calcShadow(float2 P, Texture2D Screen) { return Screen.Load(int3(P, 0)).r; }
