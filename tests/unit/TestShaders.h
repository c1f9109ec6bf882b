//===- TestShaders.h - HLSL sources shared by the unit tests ----*- C++ -*-===//
//
// The sources declare the few types they use, so they compile with or
// without dxild's prelude.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_TESTS_TESTSHADERS_H
#define DXILD_TESTS_TESTSHADERS_H

namespace dxild::test {

inline constexpr const char *ScaleShader = R"hlsl(typedef unsigned int uint;
typedef vector<uint, 3> uint3;
RWBuffer<float> Out : register(u0);
StructuredBuffer<float> In : register(t1);
[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = In[tid.x] * SCALE;
}
)hlsl";

/// Line 4, column 3: "undeclared identifier 'oops'".
inline constexpr const char *BrokenShader = R"hlsl(RWBuffer<float> Out;
[numthreads(1, 1, 1)]
void main() {
  oops = 1;
}
)hlsl";

} // namespace dxild::test

#endif // DXILD_TESTS_TESTSHADERS_H
