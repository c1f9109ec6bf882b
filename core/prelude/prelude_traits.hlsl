// ---- Type traits for the conversion templates --------------------------------
// The generated overload sets are exact (float4 sin(float4), ...). C++ overload
// resolution then rejects calls DXC accepts, such as max(x, 0) with a float x
// or sin(i) with an int i: every candidate needs one conversion. For those
// the generator adds a function template per intrinsic that converts the
// arguments with these traits and calls the exact overload. A non-template
// exact match always wins over the template, so the template only sees the
// calls that would otherwise be ambiguous or fail.

// vector<T, 1> behaves as a scalar.
template <typename T> struct __dxild_norm { typedef T type; };
template <typename T> struct __dxild_norm<vector<T, 1> > { typedef T type; };

// Bools as ints, for the numeric intrinsics' conversions (dot(bool4, bool4)
// is a dot of ints in DXC as well).
template <typename T> struct __dxild_nobool { typedef T type; };
template <> struct __dxild_nobool<bool> { typedef int type; };
template <int N> struct __dxild_nobool<vector<bool, N> > {
  typedef vector<int, N> type;
};
template <int R, int C> struct __dxild_nobool<matrix<bool, R, C> > {
  typedef matrix<int, R, C> type;
};

// The float type of the same shape, for float-only intrinsics. half stays
// half; everything else numeric (bool, integers, double) becomes float. Left
// undefined for other types so that misuse is a compile error, not a
// conversion.
template <typename T> struct __dxild_flt;
template <> struct __dxild_flt<bool> { typedef float type; };
template <> struct __dxild_flt<int> { typedef float type; };
template <> struct __dxild_flt<uint> { typedef float type; };
template <> struct __dxild_flt<int64_t> { typedef float type; };
template <> struct __dxild_flt<uint64_t> { typedef float type; };
template <> struct __dxild_flt<half> { typedef half type; };
template <> struct __dxild_flt<float> { typedef float type; };
template <> struct __dxild_flt<double> { typedef float type; };
#if defined(__HLSL_ENABLE_16_BIT)
template <> struct __dxild_flt<int16_t> { typedef half type; };
template <> struct __dxild_flt<uint16_t> { typedef half type; };
#endif
template <typename T, int N> struct __dxild_flt<vector<T, N> > {
  typedef vector<typename __dxild_flt<T>::type, N> type;
};
template <typename T> struct __dxild_flt<vector<T, 1> > {
  typedef typename __dxild_flt<T>::type type;
};
// Matrices keep their shape (sin(int4x4) is sin(float4x4), as in DXC; the
// matrix forms are generated after the conversion templates).
template <typename T, int R, int C> struct __dxild_flt<matrix<T, R, C> > {
  typedef matrix<typename __dxild_flt<T>::type, R, C> type;
};

// The conversion templates' cast to the common type. A matrix is built from
// the scalar converted to its element type, row by row: Clang 22's cast of a
// scalar to a matrix of another element type does not convert the element
// ((float2x2)1 reinterprets the int's bits).
template <typename To> struct __dxild_cast {
  template <typename From> static To from(From X) { return (To)X; }
};
template <typename T, int R, int C> struct __dxild_cast<matrix<T, R, C> > {
  template <typename From> static matrix<T, R, C> from(From X) {
    T E = (T)X;
    vector<T, C> Row = E;
    matrix<T, R, C> Res;
    [unroll] for (int I = 0; I < R; ++I) Res[I] = Row;
    return Res;
  }
  template <typename U> static matrix<T, R, C> from(matrix<U, R, C> X) {
    matrix<T, R, C> Res;
    [unroll] for (int I = 0; I < R; ++I) {
      vector<U, C> Row = X[I];
      Res[I] = (vector<T, C>)Row;
    }
    return Res;
  }
};

// Element type, and "type X with the shape of T", for return types.
template <typename T> struct __dxild_elem { typedef T type; };
template <typename T, int N> struct __dxild_elem<vector<T, N> > {
  typedef T type;
};
template <typename T, typename X> struct __dxild_shape { typedef X type; };
template <typename T, int N, typename X>
struct __dxild_shape<vector<T, N>, X> {
  typedef vector<X, N> type;
};
template <typename T, int R, int C, typename X>
struct __dxild_shape<matrix<T, R, C>, X> {
  typedef matrix<X, R, C> type;
};

// ---- Wave helpers ---------------------------------------------------------
_DXILD_ALIAS(__builtin_hlsl_wave_get_lane_index) uint __dxild_lane_index();

// Ballot mask of the lanes whose index is below the current lane's.
inline uint4 __dxild_lanes_below() {
  uint Lane = __dxild_lane_index();
  uint4 R;
  [unroll] for (uint I = 0; I < 4u; ++I) {
    uint Base = I * 32u;
    R[I] = Lane >= Base + 32u ? 0xffffffffu
           : Lane <= Base     ? 0u
                              : (1u << (Lane - Base)) - 1u;
  }
  return R;
}
