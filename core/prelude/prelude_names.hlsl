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
// `<>`; the frontend spells them with the aliases below.
template <typename T = float, int N = 4>
using __dxild_vector = T __attribute__((ext_vector_type(N)));
template <typename T = float, int R = 4, int C = 4>
using __dxild_matrix = T __attribute__((matrix_type(R, C)));
#define vector __dxild_vector
#define matrix __dxild_matrix
// Same-length spellings of `matrix` and `vector` without template arguments:
// the frontend turns a bare `matrix World;` into `__trix World;`
// (core/lib/Frontend/SourceCompat.h), so lines and columns stay the same.
typedef __dxild_matrix<> __trix;
typedef __dxild_vector<> __ctor;
