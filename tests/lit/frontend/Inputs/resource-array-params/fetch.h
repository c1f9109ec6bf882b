// Shared bindless fetch helpers, included before the shader declares the
// arrays they are called with (AMD Cauldron's surfacerendercommon.h).
float4 fetchAlbedo(uint T, uint S, Texture2D AllTextures[],
                   SamplerState AllSamplers[], float2 UV) {
  return AllTextures[T].Sample(AllSamplers[S], UV);
}

float4 fetchTwice(uint T, Texture2D AllTextures[], SamplerState AllSamplers[],
                  float2 UV) {
  return fetchAlbedo(T, 0, AllTextures, AllSamplers, UV) +
         fetchAlbedo(T + 1, 1, AllTextures, AllSamplers, UV);
}

// Nothing calls this one: its call of fetchAlbedo passes nothing.
float4 unusedFetch(Texture2D AllTextures[], SamplerState AllSamplers[]) {
  return fetchAlbedo(7, 7, AllTextures, AllSamplers, float2(0, 0));
}
