// Hand-written head of the dxild HLSL prelude: scalar type names, the
// attribute macros the generated part uses, and the type traits its
// conversion templates rely on. Included verbatim by gen_prelude.py.

#define _DXILD_ALIAS(builtin) __attribute__((clang_builtin_alias(builtin)))
#define _DXILD_SM(version)                                                     \
  __attribute__((availability(shadermodel, introduced = version)))
#define _DXILD_STAGE(version, stage)                                           \
  __attribute__((availability(shadermodel, introduced = version,              \
                              environment = stage)))

// ---- Scalar types ------------------------------------------------------------
// Clang 22 knows bool, int, half, float, double and the vector/matrix
// templates; the HLSL names below are ours. 64-bit integers are `long` on the
// dxil target.
typedef unsigned int uint;
typedef unsigned int dword;
typedef int int32_t;
typedef unsigned int uint32_t;
typedef long int64_t;
typedef unsigned long uint64_t;
typedef float float32_t;
typedef double float64_t;
// SM 6.6 packed 8-bit vectors. DXC makes them distinct 32-bit types that
// convert implicitly to and from uint and each other; here they are uint
// itself, so everything DXC accepts compiles, but a user function overloaded
// on both uint and a packed type is a redefinition (SUPPORT.md).
typedef unsigned int uint8_t4_packed;
typedef unsigned int int8_t4_packed;

#if defined(__HLSL_ENABLE_16_BIT)
typedef short int16_t;
typedef unsigned short uint16_t;
typedef half float16_t;
// With 16-bit types enabled DXC maps the minimum-precision types onto the
// real 16-bit types.
typedef half min16float;
typedef half min10float;
typedef int16_t min16int;
typedef int16_t min12int;
typedef uint16_t min16uint;
#else
// Without them, minimum precision only promises "at least 16 bits": 32-bit
// storage is a valid implementation and is what we use (`half` is itself
// 32-bit unless -fnative-half-type is given, as in DXC).
typedef half min16float;
typedef half min10float;
typedef int min16int;
typedef int min12int;
typedef uint min16uint;
#endif

// ---- Statements Clang 22 does not parse ---------------------------------------
// `discard;` ends a pixel shader invocation; Clang 22 has no such keyword. It
// is clip(-1.0f), which lowers to DXIL Discard(true) exactly as DXC emits
// `discard` (and, like it, is only available in pixel shaders). `discard`
// is an HLSL keyword, so no valid shader uses the name otherwise.
#define discard ::hlsl::clip(-1.0f)

// -flegacy-macro-expansion (core/lib/Frontend/LegacyMacroExpansion.h): a
// macro's `a ## b` whose operands are parameters becomes `__dxild_cat(a, b)`,
// so the arguments are expanded before the inner macro pastes them.
#define __dxild_cat(a, b) __dxild_cat2(a, b)
#define __dxild_cat2(a, b) a##b

// ---- Resource keywords Clang 22 does not know --------------------------------
// `globallycoherent` marks a UAV whose writes must be visible to other thread
// groups (DXIL: the globally-coherent bit of its dx.resources record and
// annotateHandle properties). As an annotation it stays on the declaration
// it precedes, through macros and typedefs; the frontend reads it
// (ClangFrontend.cpp, ResourceDeclCollector) and the Intrinsics stage drops
// the IR Clang emits for it (StripKeywordAnnotations.h).
#define globallycoherent __attribute__((annotate("dxild.globallycoherent")))
// `unorm`/`snorm` before a resource's float element type (`RWTexture2D<unorm
// float4>`) are blanked and recorded by the frontend (SourceCompat.h), which
// gives the resource DXC's UNorm/SNorm component type. Written through a
// macro, they reach these empty definitions: the shader compiles with a plain
// float component type (what the view's format decides anyway).
#define unorm
#define snorm

// A copy of a const object whose method is called (`E.SampleLevel(...)` on
// a `static const` global, a StructuredBuffer element, a `const` local):
// HLSL has no const methods, so DXC calls any method on any object, and
// Clang 22 refuses non-const methods on const objects. The frontend's
// second parse wraps the objects it refused (core/lib/Frontend/
// MatrixSwizzle.h, TypedRewrites::ConstCallObjects).
template <typename T> T __dxild_mut(T Object) { return Object; }

// T, spelled so that it depends on a template's array size N: the element
// type of a parameter `float a[N]` written `typename
// __dxild_dependent<float, N>::type a[N]`. Clang 22 keeps a non-dependent
// element's parameter a pointer in the instantiation while the caller
// passes the array by value (wrong code); with a dependent element it
// instantiates as an array (core/lib/Frontend/TemplateArrayArgs.h).
template <typename T, uint N> struct __dxild_dependent {
  typedef T type;
};
