// ---- Matrix intrinsics ------------------------------------------------------
// Written as templates over the element type and the dimensions, in plain
// HLSL so that -O3 leaves only vector arithmetic and shuffles: Clang 22's
// matrix builtins (__builtin_matrix_transpose, the `*` operator on matrices)
// produce llvm.matrix.* intrinsics that the DXIL lowering would otherwise have
// to expand. Row/column counts are deduced; operands of different element
// types are converted to their common type first, as DXC does.
//
// Clang stores matrix<T, R, C> column-major in a flat vector; m[i] is row i
// and m[i][j] is row i, column j, as in HLSL.

// mul(scalar, vector/matrix) and the mirrored forms. (scalar, scalar) is
// generated from intrinsics.py.
template <typename T, int N>
inline vector<T, N> mul(T A, vector<T, N> B) {
  return A * B;
}
template <typename T, int N>
inline vector<T, N> mul(vector<T, N> A, T B) {
  return A * B;
}
template <typename T, int R, int C>
inline matrix<T, R, C> mul(T A, matrix<T, R, C> B) {
  return A * B;
}
template <typename T, int R, int C>
inline matrix<T, R, C> mul(matrix<T, R, C> A, T B) {
  return A * B;
}

// mul(vector, vector) is the dot product. Sum of products rather than dot()
// so every numeric element type works.
template <typename T, int N>
inline T mul(vector<T, N> A, vector<T, N> B) {
  T R = A[0] * B[0];
  [unroll] for (int I = 1; I < N; ++I) R += A[I] * B[I];
  return R;
}

// Row vector times matrix: a linear combination of the matrix rows.
template <typename T, int R, int C>
inline vector<T, C> mul(vector<T, R> V, matrix<T, R, C> M) {
  vector<T, C> Res = V[0] * M[0];
  [unroll] for (int I = 1; I < R; ++I) Res += V[I] * M[I];
  return Res;
}

// Matrix times column vector: one dot product per row.
template <typename T, int R, int C>
inline vector<T, R> mul(matrix<T, R, C> M, vector<T, C> V) {
  vector<T, R> Res;
  [unroll] for (int I = 0; I < R; ++I) Res[I] = mul(M[I], V);
  return Res;
}

// A vector longer than the matrix needs is truncated, as DXC converts it:
// mul(float3x3, float4) multiplies by the first three components (without
// these, Clang 22 chose mul(T, T) and turned the matrix into its first
// element).
template <bool B, typename T> struct __dxild_mul_if {};
template <typename T> struct __dxild_mul_if<true, T> { typedef T type; };
template <typename T, int R, int C, int N>
inline typename __dxild_mul_if<(N > C), vector<T, R> >::type
mul(matrix<T, R, C> M, vector<T, N> V) {
  return mul(M, (vector<T, C>)V);
}
template <typename T, int R, int C, int N>
inline typename __dxild_mul_if<(N > R), vector<T, C> >::type
mul(vector<T, N> V, matrix<T, R, C> M) {
  return mul((vector<T, R>)V, M);
}

// A matrix with more rows than the row vector has components (more columns
// than the column vector) is truncated to the vector's length, as DXC
// converts it: mul(float3, float4x4) is float3 x float3x4, a float4;
// mul(float4x4, float3) is float4x3 x float3. (Without these, Clang 22 chose
// mul(T, T) and turned both operands into their first elements.)
template <typename T, int R, int C, int N>
inline typename __dxild_mul_if<(N < R), vector<T, C> >::type
mul(vector<T, N> V, matrix<T, R, C> M) {
  vector<T, C> Res = V[0] * M[0];
  [unroll] for (int I = 1; I < N; ++I) Res += V[I] * M[I];
  return Res;
}
template <typename T, int R, int C, int N>
inline typename __dxild_mul_if<(N < C), vector<T, R> >::type
mul(matrix<T, R, C> M, vector<T, N> V) {
  vector<T, R> Res;
  [unroll] for (int I = 0; I < R; ++I) Res[I] = mul((vector<T, N>)M[I], V);
  return Res;
}

template <typename T, int R, int K, int C>
inline matrix<T, R, C> mul(matrix<T, R, K> A, matrix<T, K, C> B) {
  matrix<T, R, C> Res;
  [unroll] for (int I = 0; I < R; ++I) Res[I] = mul(A[I], B);
  return Res;
}
// Inner dimensions that differ: the longer side is truncated, as above
// (mul(float3x3, float4x4) is float3x3 x float3x4).
template <typename T, int R, int K, int L, int C>
inline typename __dxild_mul_if<(K != L), matrix<T, R, C> >::type
mul(matrix<T, R, K> A, matrix<T, L, C> B) {
  matrix<T, R, C> Res;
  [unroll] for (int I = 0; I < R; ++I) Res[I] = mul(A[I], B);
  return Res;
}
// Vectors of different lengths: the dot product of the shorter length.
template <typename T, int N, int M>
inline typename __dxild_mul_if<(N != M), T>::type mul(vector<T, N> A,
                                                      vector<T, M> B) {
  return mul((vector<T, (N < M ? N : M)>)A, (vector<T, (N < M ? N : M)>)B);
}

// Operands of different element types (`mul(float3x3, half3)`, WickedEngine
// defines half as min16float): DXC converts both to their common type, the
// type of `T() + U()`, then truncates as above. Same-type operands take the forms above, which
// partial ordering prefers; without these, Clang 22 found mul(T, T) for
// scalars ambiguous.
#define _DXILD_MUL_T __decltype(T() + U())
template <typename T, typename U, int N, int M>
inline _DXILD_MUL_T mul(vector<T, N> A, vector<U, M> B) {
  return mul((vector<_DXILD_MUL_T, N>)A, (vector<_DXILD_MUL_T, M>)B);
}
template <typename T, typename U, int N, int R, int C>
inline vector<_DXILD_MUL_T, C> mul(vector<T, N> V, matrix<U, R, C> M) {
  return mul((vector<_DXILD_MUL_T, N>)V, (matrix<_DXILD_MUL_T, R, C>)M);
}
template <typename T, typename U, int R, int C, int N>
inline vector<_DXILD_MUL_T, R> mul(matrix<T, R, C> M, vector<U, N> V) {
  return mul((matrix<_DXILD_MUL_T, R, C>)M, (vector<_DXILD_MUL_T, N>)V);
}
template <typename T, typename U, int R, int K, int L, int C>
inline matrix<_DXILD_MUL_T, R, C> mul(matrix<T, R, K> A, matrix<U, L, C> B) {
  return mul((matrix<_DXILD_MUL_T, R, K>)A, (matrix<_DXILD_MUL_T, L, C>)B);
}
#undef _DXILD_MUL_T

// 1-component operands behave as scalars in HLSL (vector<T, 1> and
// matrix<T, 1, 1> do not deduce as T above).
template <typename T>
inline T mul(vector<T, 1> A, vector<T, 1> B) {
  return A[0] * B[0];
}

// Matrix elements are reached through a row vector (`Row = M[I]; Row[J]`),
// never as `M[I][J]`: Clang 22 reads a double subscript of a template's
// matrix back wrongly from a precompiled header (determinant(float2x2) came
// out as -M[0][1] and transpose as `unreachable`), while parsing the same
// text from source is right. tests/unit/FrontendTest.cpp compares both.
template <typename T, int R, int C>
inline matrix<T, C, R> transpose(matrix<T, R, C> M) {
  matrix<T, C, R> Res;
  [unroll] for (int J = 0; J < C; ++J) {
    vector<T, R> Col;
    [unroll] for (int I = 0; I < R; ++I) {
      vector<T, C> Row = M[I];
      Col[I] = Row[J];
    }
    Res[J] = Col;
  }
  return Res;
}

// determinant: HLSL defines it for square float matrices.
template <typename T> inline T determinant(matrix<T, 1, 1> M) {
  vector<T, 1> R0 = M[0];
  return R0[0];
}
template <typename T> inline T determinant(matrix<T, 2, 2> M) {
  vector<T, 2> R0 = M[0], R1 = M[1];
  return R0[0] * R1[1] - R0[1] * R1[0];
}
template <typename T> inline T determinant(matrix<T, 3, 3> M) {
  return dot(M[0], cross(M[1], M[2]));
}
template <typename T> inline T determinant(matrix<T, 4, 4> M) {
  // Laplace expansion along row 0 using the 2x2 minors of rows 2 and 3.
  vector<T, 4> A = M[0], B = M[1], C = M[2], D = M[3];
  T S0 = C[2] * D[3] - C[3] * D[2];
  T S1 = C[1] * D[3] - C[3] * D[1];
  T S2 = C[1] * D[2] - C[2] * D[1];
  T S3 = C[0] * D[3] - C[3] * D[0];
  T S4 = C[0] * D[2] - C[2] * D[0];
  T S5 = C[0] * D[1] - C[1] * D[0];
  T C0 = B[1] * S0 - B[2] * S1 + B[3] * S2;
  T C1 = B[0] * S0 - B[2] * S3 + B[3] * S4;
  T C2 = B[0] * S1 - B[1] * S3 + B[3] * S5;
  T C3 = B[0] * S2 - B[1] * S4 + B[2] * S5;
  return A[0] * C0 - A[1] * C1 + A[2] * C2 - A[3] * C3;
}

// and/or on bool matrices, element by element (HLSL 202x; the scalar and
// vector forms are generated from intrinsics.py). The elements go through an
// int matrix's rows: Clang 22 has no bitwise operators on matrices.
template <int R, int C>
inline matrix<bool, R, C> and(matrix<bool, R, C> A, matrix<bool, R, C> B) {
  matrix<int, R, C> X = A, Y = B, Res;
  [unroll] for (int I = 0; I < R; ++I) {
    vector<int, C> XR = X[I], YR = Y[I];
    Res[I] = XR & YR;
  }
  return (matrix<bool, R, C>)Res;
}
template <int R, int C>
inline matrix<bool, R, C> or(matrix<bool, R, C> A, matrix<bool, R, C> B) {
  matrix<int, R, C> X = A, Y = B, Res;
  [unroll] for (int I = 0; I < R; ++I) {
    vector<int, C> XR = X[I], YR = Y[I];
    Res[I] = XR | YR;
  }
  return (matrix<bool, R, C>)Res;
}

// asfloat/asint/asuint of 32-bit matrices: the same bits, element by
// element (the scalar and vector forms are generated from intrinsics.py),
// row by row (Clang 22's __builtin_bit_cast takes no matrix). Without these
// a matrix argument would be truncated to its first element.
#define _DXILD_MAT_BITCAST(NAME, DST, SRC)                                     \
  template <int R, int C>                                                      \
  inline matrix<DST, R, C> NAME(matrix<SRC, R, C> M) {                         \
    matrix<DST, R, C> Res;                                                     \
    [unroll] for (int I = 0; I < R; ++I) {                                     \
      vector<SRC, C> Row = M[I];                                               \
      Res[I] = __builtin_bit_cast(vector<DST, C>, Row);                        \
    }                                                                          \
    return Res;                                                                \
  }
_DXILD_MAT_BITCAST(asfloat, float, float)
_DXILD_MAT_BITCAST(asfloat, float, int)
_DXILD_MAT_BITCAST(asfloat, float, uint)
_DXILD_MAT_BITCAST(asint, int, float)
_DXILD_MAT_BITCAST(asint, int, int)
_DXILD_MAT_BITCAST(asint, int, uint)
_DXILD_MAT_BITCAST(asuint, uint, float)
_DXILD_MAT_BITCAST(asuint, uint, int)
_DXILD_MAT_BITCAST(asuint, uint, uint)
#undef _DXILD_MAT_BITCAST

// all/any of a matrix: of all its elements (the scalar and vector forms are
// generated from intrinsics.py), row by row (and/or, not &&/||: no
// branches).
template <typename T, int R, int C> inline bool all(matrix<T, R, C> M) {
  bool Res = true;
  [unroll] for (int I = 0; I < R; ++I) {
    typename __dxild_norm<vector<T, C> >::type Row = M[I];
    Res = and(Res, all(Row));
  }
  return Res;
}
template <typename T, int R, int C> inline bool any(matrix<T, R, C> M) {
  bool Res = false;
  [unroll] for (int I = 0; I < R; ++I) {
    typename __dxild_norm<vector<T, C> >::type Row = M[I];
    Res = or(Res, any(Row));
  }
  return Res;
}

// fma on double matrices, element by element through the rows (the scalar
// and vector forms are generated from intrinsics.py). Without it a matrix
// argument would be truncated to its first element.
template <int R, int C>
inline matrix<double, R, C> fma(matrix<double, R, C> A, matrix<double, R, C> B,
                                matrix<double, R, C> D) {
  matrix<double, R, C> Res;
  [unroll] for (int I = 0; I < R; ++I) {
    vector<double, C> AR = A[I], BR = B[I], DR = D[I];
    Res[I] = fma(AR, BR, DR);
  }
  return Res;
}

// ---- Matrix element swizzles (m._m01, m._11_22) ------------------------------
// Clang 22 has no matrix element members; the frontend rewrites them
// (core/lib/Frontend/MatrixSwizzle.h) into calls of these helpers.
template <typename T> struct __dxild_same { typedef T type; };

// Swizzles DXC refuses too; the frontend writes a call of one of these in
// their place, so that Clang reports the reason (with dxild's code) where
// the code is compiled.
#define _DXILD_MSWZ_REFUSED(NAME, WHY)                                         \
  int NAME() __attribute__((diagnose_if(                                      \
      true, "dxild.frontend.matrix-swizzle: " WHY, "error")));
_DXILD_MSWZ_REFUSED(__dxild_mswz_repeated,
                    "a matrix swizzle that names an element more than once "
                    "cannot be assigned")
_DXILD_MSWZ_REFUSED(__dxild_mswz_increment,
                    "increment or decrement of a matrix swizzle of several "
                    "elements is not supported")
_DXILD_MSWZ_REFUSED(__dxild_mswz_side_effects,
                    "assignment to a matrix swizzle of several elements "
                    "whose matrix expression has calls or side effects is "
                    "not supported")
#undef _DXILD_MSWZ_REFUSED

// Several elements read: the elements, or the matrix by value and the
// element positions as template arguments (a base with calls or side
// effects is evaluated once). Elements through a row vector (see transpose).
template <typename T> inline vector<T, 2> __dxild_mvec(T A, T B) {
  return vector<T, 2>(A, B);
}
template <typename T> inline vector<T, 3> __dxild_mvec(T A, T B, T C) {
  return vector<T, 3>(A, B, C);
}
template <typename T> inline vector<T, 4> __dxild_mvec(T A, T B, T C, T D) {
  return vector<T, 4>(A, B, C, D);
}
#define _DXILD_MSWZ_ELEM(I, RI, CI)                                            \
  static_assert(RI < R && CI < C, "matrix swizzle element out of range");     \
  {                                                                            \
    vector<T, C> Row = M[RI];                                                  \
    Res[I] = Row[CI];                                                          \
  }
template <int R0, int C0, int R1, int C1, typename T, int R, int C>
inline vector<T, 2> __dxild_mswz(matrix<T, R, C> M) {
  vector<T, 2> Res;
  _DXILD_MSWZ_ELEM(0, R0, C0)
  _DXILD_MSWZ_ELEM(1, R1, C1)
  return Res;
}
template <int R0, int C0, int R1, int C1, int R2, int C2, typename T, int R,
          int C>
inline vector<T, 3> __dxild_mswz(matrix<T, R, C> M) {
  vector<T, 3> Res;
  _DXILD_MSWZ_ELEM(0, R0, C0)
  _DXILD_MSWZ_ELEM(1, R1, C1)
  _DXILD_MSWZ_ELEM(2, R2, C2)
  return Res;
}
template <int R0, int C0, int R1, int C1, int R2, int C2, int R3, int C3,
          typename T, int R, int C>
inline vector<T, 4> __dxild_mswz(matrix<T, R, C> M) {
  vector<T, 4> Res;
  _DXILD_MSWZ_ELEM(0, R0, C0)
  _DXILD_MSWZ_ELEM(1, R1, C1)
  _DXILD_MSWZ_ELEM(2, R2, C2)
  _DXILD_MSWZ_ELEM(3, R3, C3)
  return Res;
}
#undef _DXILD_MSWZ_ELEM

// Several elements written: each element is an `out` argument, so only the
// named elements are stored (a groupshared matrix whose rows other threads
// write stays intact). The value is converted to the elements' vector type
// (a scalar splats); the expression's value is that vector.
template <typename T>
inline vector<T, 2> __dxild_mset(out T A, out T B,
                                 typename __dxild_same<vector<T, 2> >::type V) {
  A = V.x;
  B = V.y;
  return V;
}
template <typename T>
inline vector<T, 3> __dxild_mset(out T A, out T B, out T C,
                                 typename __dxild_same<vector<T, 3> >::type V) {
  A = V.x;
  B = V.y;
  C = V.z;
  return V;
}
template <typename T>
inline vector<T, 4> __dxild_mset(out T A, out T B, out T C, out T D,
                                 typename __dxild_same<vector<T, 4> >::type V) {
  A = V.x;
  B = V.y;
  C = V.z;
  D = V.w;
  return V;
}

// ---- Element-wise matrix operators Clang 22 lacks -------------------------
// HLSL applies every arithmetic, bitwise, shift and comparison operator
// to matrices element by element; Clang 22's matrix types have
// only + - * /(by a scalar), and refuse `*` of two non-square matrices
// of one shape (a matrix product to Clang). The frontend's second parse rewrites a
// refused `A op B` (core/lib/Frontend/MatrixSwizzle.h) into
// `__dxild_mop_<op>(A, B)`: matrix with matrix of the same shape, or with a
// scalar on either side. The result has the matrix's element type (the
// left one's for two matrices), bool for comparisons. (`&&` and `||` on
// bool matrices are not offered: Clang 22 miscompiles bool matrix
// elements in short-circuit conditions.)
#define _DXILD_MOP(NAME, OP, RESULT_MM, RESULT_MS, RESULT_SM)                  \
  template <typename T, typename U, int R, int C>                             \
  inline matrix<RESULT_MM, R, C> __dxild_mop_##NAME(matrix<T, R, C> A,         \
                                                    matrix<U, R, C> B) {       \
    matrix<RESULT_MM, R, C> Res;                                               \
    for (int Row = 0; Row < R; ++Row)                                          \
      Res[Row] = A[Row] OP B[Row];                                             \
    return Res;                                                                \
  }                                                                            \
  template <typename T, typename U, int R, int C>                             \
  inline matrix<RESULT_MS, R, C> __dxild_mop_##NAME(matrix<T, R, C> A, U B) {  \
    matrix<RESULT_MS, R, C> Res;                                               \
    for (int Row = 0; Row < R; ++Row)                                          \
      Res[Row] = A[Row] OP B;                                                  \
    return Res;                                                                \
  }                                                                            \
  template <typename T, typename U, int R, int C>                             \
  inline matrix<RESULT_SM, R, C> __dxild_mop_##NAME(T A, matrix<U, R, C> B) {  \
    matrix<RESULT_SM, R, C> Res;                                               \
    for (int Row = 0; Row < R; ++Row)                                          \
      Res[Row] = A OP B[Row];                                                  \
    return Res;                                                                \
  }
#define _DXILD_MOP_ARITH(NAME, OP) _DXILD_MOP(NAME, OP, T, T, U)
#define _DXILD_MOP_BOOL(NAME, OP) _DXILD_MOP(NAME, OP, bool, bool, bool)
_DXILD_MOP_ARITH(mul, *)
_DXILD_MOP_ARITH(div, /)
_DXILD_MOP_ARITH(rem, %)
_DXILD_MOP_ARITH(shl, <<)
_DXILD_MOP_ARITH(shr, >>)
_DXILD_MOP_ARITH(and, &)
_DXILD_MOP_ARITH(or, |)
_DXILD_MOP_ARITH(xor, ^)
_DXILD_MOP_BOOL(lt, <)
_DXILD_MOP_BOOL(gt, >)
_DXILD_MOP_BOOL(le, <=)
_DXILD_MOP_BOOL(ge, >=)
_DXILD_MOP_BOOL(eq, ==)
_DXILD_MOP_BOOL(ne, !=)
#undef _DXILD_MOP_BOOL
#undef _DXILD_MOP_ARITH
#undef _DXILD_MOP

// ---- Conditionals over operands of different types ------------------------
// HLSL converts the operands of `C ? A : B` to a common type by the usual
// arithmetic conversions; Clang 22 refuses a vector condition over vectors
// of different element types and a matrix against a scalar or a matrix of
// another element type. The frontend's second parse rewrites such a
// conditional into `__dxild_sel(C, A, B)` (core/lib/Frontend/MatrixSwizzle.h).
// Both operands are evaluated, as HLSL does for a vector condition.
#define _DXILD_SEL_T __decltype(T() + U())
template <typename B, typename T, typename U, int N>
inline vector<_DXILD_SEL_T, N> __dxild_sel(vector<B, N> Cond, vector<T, N> X,
                                           vector<U, N> Y) {
  return (vector<bool, N>)Cond ? (vector<_DXILD_SEL_T, N>)X
                               : (vector<_DXILD_SEL_T, N>)Y;
}
template <typename B, typename T, typename U, int N>
inline vector<_DXILD_SEL_T, N> __dxild_sel(vector<B, N> Cond, vector<T, N> X,
                                           U Y) {
  return (vector<bool, N>)Cond ? (vector<_DXILD_SEL_T, N>)X
                               : (vector<_DXILD_SEL_T, N>)(_DXILD_SEL_T)Y;
}
template <typename B, typename T, typename U, int N>
inline vector<_DXILD_SEL_T, N> __dxild_sel(vector<B, N> Cond, T X,
                                           vector<U, N> Y) {
  return (vector<bool, N>)Cond ? (vector<_DXILD_SEL_T, N>)(_DXILD_SEL_T)X
                               : (vector<_DXILD_SEL_T, N>)Y;
}
template <typename B, typename T, typename U, int R, int C>
inline matrix<_DXILD_SEL_T, R, C> __dxild_sel(B Cond, matrix<T, R, C> X,
                                              matrix<U, R, C> Y) {
  matrix<_DXILD_SEL_T, R, C> Res;
  for (int Row = 0; Row < R; ++Row)
    Res[Row] = (bool)Cond ? (vector<_DXILD_SEL_T, C>)X[Row]
                          : (vector<_DXILD_SEL_T, C>)Y[Row];
  return Res;
}
template <typename B, typename T, typename U, int R, int C>
inline matrix<_DXILD_SEL_T, R, C> __dxild_sel(B Cond, matrix<T, R, C> X,
                                              U Y) {
  matrix<_DXILD_SEL_T, R, C> Res;
  for (int Row = 0; Row < R; ++Row)
    Res[Row] = (bool)Cond ? (vector<_DXILD_SEL_T, C>)X[Row]
                          : (vector<_DXILD_SEL_T, C>)(_DXILD_SEL_T)Y;
  return Res;
}
template <typename B, typename T, typename U, int R, int C>
inline matrix<_DXILD_SEL_T, R, C> __dxild_sel(B Cond, T X,
                                              matrix<U, R, C> Y) {
  matrix<_DXILD_SEL_T, R, C> Res;
  for (int Row = 0; Row < R; ++Row)
    Res[Row] = (bool)Cond ? (vector<_DXILD_SEL_T, C>)(_DXILD_SEL_T)X
                          : (vector<_DXILD_SEL_T, C>)Y[Row];
  return Res;
}
// A bool matrix condition (`(M == 0) ? M : 1`) selects element by element.
template <typename B, typename T, typename U, int R, int C>
inline matrix<_DXILD_SEL_T, R, C> __dxild_sel(matrix<B, R, C> Cond,
                                              matrix<T, R, C> X,
                                              matrix<U, R, C> Y) {
  matrix<_DXILD_SEL_T, R, C> Res;
  for (int Row = 0; Row < R; ++Row)
    Res[Row] = (vector<bool, C>)Cond[Row] ? (vector<_DXILD_SEL_T, C>)X[Row]
                                          : (vector<_DXILD_SEL_T, C>)Y[Row];
  return Res;
}
template <typename B, typename T, typename U, int R, int C>
inline matrix<_DXILD_SEL_T, R, C> __dxild_sel(matrix<B, R, C> Cond,
                                              matrix<T, R, C> X, U Y) {
  matrix<_DXILD_SEL_T, R, C> Res;
  for (int Row = 0; Row < R; ++Row)
    Res[Row] = (vector<bool, C>)Cond[Row]
                   ? (vector<_DXILD_SEL_T, C>)X[Row]
                   : (vector<_DXILD_SEL_T, C>)(_DXILD_SEL_T)Y;
  return Res;
}
template <typename B, typename T, typename U, int R, int C>
inline matrix<_DXILD_SEL_T, R, C> __dxild_sel(matrix<B, R, C> Cond, T X,
                                              matrix<U, R, C> Y) {
  matrix<_DXILD_SEL_T, R, C> Res;
  for (int Row = 0; Row < R; ++Row)
    Res[Row] = (vector<bool, C>)Cond[Row]
                   ? (vector<_DXILD_SEL_T, C>)(_DXILD_SEL_T)X
                   : (vector<_DXILD_SEL_T, C>)Y[Row];
  return Res;
}
template <typename B, typename T, typename U, int R, int C>
inline matrix<_DXILD_SEL_T, R, C> __dxild_sel(matrix<B, R, C> Cond, T X,
                                              U Y) {
  matrix<_DXILD_SEL_T, R, C> Res;
  for (int Row = 0; Row < R; ++Row)
    Res[Row] = (vector<bool, C>)Cond[Row]
                   ? (vector<_DXILD_SEL_T, C>)(_DXILD_SEL_T)X
                   : (vector<_DXILD_SEL_T, C>)(_DXILD_SEL_T)Y;
  return Res;
}
#undef _DXILD_SEL_T
