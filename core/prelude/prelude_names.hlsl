// ---- vector and matrix as the user writes them (hand-written, last) ---------
// Clang 22 declares the alias templates hlsl::vector and hlsl::matrix in
// every translation unit. With the prelude precompiled, the translation unit
// gets them twice, once from the precompiled header and once afresh, and
// every `vector<float, 3>` or `matrix<float, 3, 3>` in a shader is "reference
// to 'vector' is ambiguous". The prelude therefore declares its own aliases
// for the same types and maps the two names onto them; it does so last, so
// its own declarations above keep Clang's. The names are macros only after
// the prelude, and only when it is included: `-P` output shows them as
// written. `vector` and `matrix` without arguments (float4, float4x4) need
// `<>`, which the frontend adds (core/lib/Frontend/SourceCompat.h).
template <typename T = float, int N = 4>
using __dxild_vector = T __attribute__((ext_vector_type(N)));
template <typename T = float, int R = 4, int C = 4>
using __dxild_matrix = T __attribute__((matrix_type(R, C)));
#define vector __dxild_vector
#define matrix __dxild_matrix
