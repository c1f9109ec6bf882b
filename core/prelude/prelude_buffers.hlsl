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
#define __dxild_cbuf(T, N) cbuffer N { T N; }
#define __dxild_cbufr(T, N, ...) cbuffer N : __VA_ARGS__ { T N; }
// TextureBuffer<T> becomes a tbuffer the same way; dxild rejects tbuffers
// until it lowers them as DXC does (SRV, TBuffer kind, bufferLoad rows), so
// these only give the frontend's check one place to report them.
#define __dxild_tbuf(T, N) tbuffer N { T N; }
#define __dxild_tbufr(T, N, ...) tbuffer N : __VA_ARGS__ { T N; }
// An array of them (`ConstantBuffer<T> cbs[4] : register(b0)`) is a range of
// views DXC indexes per element; dxild does not compile that yet. The
// frontend spells the type of such a declaration with these same-length
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
