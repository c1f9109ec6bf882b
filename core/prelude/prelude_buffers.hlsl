// ConstantBuffer<T> and TextureBuffer<T>.
//
// Clang 22 has neither template, and a class template cannot forward `cb.x`
// to a constant-buffer layout. The frontend rewrites each file-scope
// declaration `ConstantBuffer<T> Name [: register(...)];`, keeping its length
// (core/lib/Frontend/ResourceBufferDecls.h), into a call of one of the macros
// below, which declare the constant buffer DXC lowers it to: a cbuffer named
// `Name` holding one member `Name` of type T. `Name.x` is then an ordinary
// cbuffer member access, laid out, bound and lowered by dxild's cbuffer path
// (cbufferLoadLegacy, CBV record with T's size).
//
// T is named through a typedef declared first, `__dxild_cbt_Name`: inside the
// buffer, the buffer's own name hides a struct of the same name
// (`ConstantBuffer<Constants> Constants;`, the GDK samples' meshlet shaders).
#define __dxild_cbt(T, N) typedef T __dxild_cbt_##N;
#define __dxild_cbuf(T, N)                                                     \
  __dxild_cbt(T, N) cbuffer N { __dxild_cbt_##N N; }
#define __dxild_cbufr(T, N, ...)                                               \
  __dxild_cbt(T, N) cbuffer N : __VA_ARGS__ { __dxild_cbt_##N N; }
// TextureBuffer<T> becomes a tbuffer the same way, which dxild binds and
// reads as DXC does: an SRV of kind TBuffer whose rows are bufferLoads
// (core/lib/Binding/TBuffers.h).
#define __dxild_tbuf(T, N)                                                     \
  __dxild_cbt(T, N) tbuffer N { __dxild_cbt_##N N; }
#define __dxild_tbufr(T, N, ...)                                               \
  __dxild_cbt(T, N) tbuffer N : __VA_ARGS__ { __dxild_cbt_##N N; }
// The annotation written by a macro (`ConstantBuffer<T> N REG_DECL;` with
// `#define REG_DECL : register(b0, space1)`): expanded in place.
#define __dxild_cbufm(T, N, ...)                                               \
  __dxild_cbt(T, N) cbuffer N __VA_ARGS__ { __dxild_cbt_##N N; }
#define __dxild_tbufm(T, N, ...)                                               \
  __dxild_cbt(T, N) tbuffer N __VA_ARGS__ { __dxild_cbt_##N N; }
// An array of ConstantBuffer<T> (`ConstantBuffer<T> cbs[4] : register(b0)`,
// `cbs[]`, unbounded, or `cbs[2][3]`, one range of 6) is one CBV range DXC
// indexes per element. It becomes a cbuffer `cbs` whose one member is
// `T cbs[4]` (`T cbs[2][3]`), the
// element type spelled through an alias the frontend recognizes
// (__dxild_cbv: bounded; __dxild_cbvu: unbounded, whose member gets a large
// dimension only so that Clang has an array to index): the frontend lays out
// one element (CBufferLayout.h) and records the range (`!dxild.cbarray`),
// the binding stage gives the handle that range (Binding/CBufferArrays.h)
// and the cbuffer lowering splits each access into the element, which
// selects the handle, and the row inside it (Lowering/DXILCBufferAccess.h).
template <typename T> using __dxild_cbv = T;
template <typename T> using __dxild_cbvu = T;
// K is the buffer kind: an array of TextureBuffer<T> is the same with a
// tbuffer, one SRV range of kind TBuffer.
#define __dxild_bufarr(K, T, N, D)                                             \
  __dxild_cbt(T, N) K N { __dxild_cbv<__dxild_cbt_##N> N[D]; }
#define __dxild_bufarrr(K, T, N, D, ...)                                       \
  __dxild_cbt(T, N) K N : __VA_ARGS__ { __dxild_cbv<__dxild_cbt_##N> N[D]; }
#define __dxild_bufunb(K, T, N)                                                \
  __dxild_cbt(T, N) K N { __dxild_cbvu<__dxild_cbt_##N> N[0x10000000]; }
#define __dxild_bufunbr(K, T, N, ...)                                          \
  __dxild_cbt(T, N) K N : __VA_ARGS__ {                                        \
    __dxild_cbvu<__dxild_cbt_##N> N[0x10000000];                               \
  }
// The names the frontend writes (each fits in `ConstantBuffer`'s or
// `TextureBuffer`'s length).
#define __dxild_cbufa(T, N, D) __dxild_bufarr(cbuffer, T, N, D)
#define __dxild_cbufar(T, N, D, ...)                                           \
  __dxild_bufarrr(cbuffer, T, N, D, __VA_ARGS__)
#define __dxild_cbufu(T, N, D) __dxild_bufunb(cbuffer, T, N)
#define __dxild_cbufur(T, N, D, ...) __dxild_bufunbr(cbuffer, T, N, __VA_ARGS__)
#define __dxild_tbfa(T, N, D) __dxild_bufarr(tbuffer, T, N, D)
#define __dxild_tbfar(T, N, D, ...)                                            \
  __dxild_bufarrr(tbuffer, T, N, D, __VA_ARGS__)
#define __dxild_tbfu(T, N, D) __dxild_bufunb(tbuffer, T, N)
#define __dxild_tbfur(T, N, D, ...) __dxild_bufunbr(tbuffer, T, N, __VA_ARGS__)
// Arrays of several dimensions, one of them unbounded, are not compiled
// (DXC 1.9 does not produce valid DXIL for them either). The frontend
// spells the type of such a declaration with these same-length
// placeholders, resources of the right class without members, so the
// declaration stays valid and core/lib/Frontend/ResourceBufferCheck.h
// reports it with its own code.
template <typename T> struct __dxild_cbarr {
  __hlsl_resource_t [[hlsl::resource_class(CBuffer)]]
      [[hlsl::contained_type(T)]] __handle;
};
template <typename T> struct __dxild_tbarr {
  __hlsl_resource_t [[hlsl::resource_class(SRV)]]
      [[hlsl::contained_type(T)]] __handle;
};
// Everywhere else (function parameters, local variables) a ConstantBuffer<T>
// or TextureBuffer<T> holds the same values as a T, so the names are aliases
// of T. A global declaration the frontend did not rewrite (several
// declarators in one declaration, inside a namespace) is reported by
// core/lib/Frontend/ResourceBufferCheck.h instead of becoming a $Globals
// variable.
template <typename T> using ConstantBuffer = T;
template <typename T> using TextureBuffer = T;
