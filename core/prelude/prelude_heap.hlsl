// ---- Shader model 6.6 dynamic resources (hand-written) ----------------------
// `ResourceDescriptorHeap[i]` and `SamplerDescriptorHeap[i]`; Clang 22 has
// neither. Each heap is an empty object whose static operator[] returns a
// __dxild_heap_ref; converting that to a resource object (any texture,
// sampler or buffer, as DXC allows: the heap only decides the createHandle-
// FromHeap sampler bit) creates the object with its own __createFromBinding
// (or, for Clang's structured buffers with a UAV counter, the
// ...WithImplicitCounter form, whose counter is then the same handle, as in
// DXC) with a range of 0, which no binding has, and the heap's marker name
// `__dxild_resource_heap` / `__dxild_sampler_heap`, which no declaration can
// have. The binding stage gives such handles no binding and no table row,
// and the DXIL lowering makes them createHandleFromHeap + annotateHandle
// (core/lib/Support/HeapHandles.h). NonUniformResourceIndex(i) reaches the
// handle's index operand as for resource arrays.
//
// Refused, at the user's expression, through diagnose_if (the message's
// "dxild.<stage>.<what>: " prefix becomes the diagnostic's code):
// - below shader model 6.6 (the prelude is built per target, so the
//   condition is the profile's);
// - a conversion to anything but a resource object that the frontend did
//   not rewrite: ConstantBuffer<T> is an alias of T outside file scope
//   (prelude_buffers.hlsl), so a heap constant buffer would otherwise be
//   read as a T. The frontend rewrites `ConstantBuffer<T> p =
//   ResourceDescriptorHeap[i];` and the other conversions to a struct T
//   defined at file scope into reads of a hidden array of ConstantBuffer<T>
//   whose handle comes from the heap (core/lib/Frontend/HeapCBuffer.h); it
//   specializes __dxild_hcb<T> (below) for each such T.
// `(RWTexture2D<float4>)ResourceDescriptorHeap[i]` crashes Clang 22 when
// that specialization was not instantiated before
// (SemaHLSL::CanPerformElementwiseCast flattens the incomplete class); the
// frontend spells such a cast's type `__dxild_complete_t<T>`, whose use
// instantiates T (core/lib/Frontend/HeapCasts.h). The functional cast
// `RWTexture2D<float4>(ResourceDescriptorHeap[i])` still crashes; static_cast
// and an initialized local work.
#pragma clang diagnostic ignored "-Wc++23-extensions"
// An alias of T whose use makes T complete (a member of type T).
template <typename T> struct __dxild_complete {
  T __v;
  typedef T type;
};
template <typename T>
using __dxild_complete_t = typename __dxild_complete<T>::type;
#define __DXILD_STR(X) #X
#define __DXILD_XSTR(X) __DXILD_STR(X)
template <typename T> struct __dxild_void { typedef void type; };
// How a resource object R is created: 1 with R::__createFromBinding, 2 with
// R::__createFromBindingWithImplicitCounter (Clang's structured buffers with
// a UAV counter), 0 when R is no resource object.
template <typename R, typename = void> struct __dxild_heap_kind {
  static const int value = 0;
};
template <typename R>
struct __dxild_heap_kind<R, typename __dxild_void<__decltype(
                                R::__createFromBinding(0u, 0u, 0, 0u, ""))>::type> {
  static const int value = 1;
};
template <typename R>
struct __dxild_heap_kind<
    R, typename __dxild_void<__decltype(
           R::__createFromBindingWithImplicitCounter(0u, 0u, 0, 0u, "", 0u))>::type> {
  static const int value = 2;
};
// S: the sampler heap. A template argument, so that the name below is one
// constant even at -O0.
template <typename R, int Kind, bool S> struct __dxild_heap_make {
  static R make(uint I) { return __dxild_res_undef<R>(); }
};
// The handle of a resource object from heap slot I: a binding with range 0
// and the heap's marker name.
template <typename R, bool S> struct __dxild_heap_make<R, 1, S> {
  static R make(uint I) {
    return R::__createFromBinding(0u, 0u, 0, I,
                                  S ? "__dxild_sampler_heap"
                                    : "__dxild_resource_heap");
  }
};
// The UAV counter of a structured buffer from the heap is the buffer's own
// handle (DXC: bufferUpdateCounter on the heap handle, hasCounter in its
// annotation).
template <typename R, bool S> struct __dxild_heap_make<R, 2, S> {
  static R make(uint I) {
    return R::__createFromBindingWithImplicitCounter(
        0u, 0u, 0, I, S ? "__dxild_sampler_heap" : "__dxild_resource_heap",
        0u);
  }
};
#if __SHADER_TARGET_MAJOR == 6 && __SHADER_TARGET_MINOR < 6
#define __DXILD_HEAP_SM 1
#else
#define __DXILD_HEAP_SM 0
#endif
// ConstantBuffer<T> from the heap (Frontend/HeapCBuffer.h): the frontend
// defines a hidden `cbuffer __dxild_hcb_N { __dxild_cbvu<T> __dxild_hcb_N[];
// }` per T and specializes __dxild_hcb<T> with `ref`, the type of a
// reference to one of its elements; a local whose uses only read members
// is declared `__dxild_hcbref<T> p = <getter>(i);` (a same-length rewrite
// of `ConstantBuffer<T> p = ResourceDescriptorHeap[i];`).
template <typename T> struct __dxild_hcb {};
template <typename T> using __dxild_hcbref = typename __dxild_hcb<T>::ref;
template <bool S> struct __dxild_heap_ref {
  uint __index;
  template <typename R>
  operator R() __attribute__((diagnose_if(
      __dxild_heap_kind<R>::value == 0,
      "dxild.frontend.descriptor-heap-constantbuffer: dxild reads a "
      "ConstantBuffer<T> from ResourceDescriptorHeap only when T is a "
      "struct defined at file scope of the shader and the heap expression "
      "is not spelled by a macro; anything else (a non-resource type, "
      "SamplerDescriptorHeap) is not supported",
      "error"))) {
    return __dxild_heap_make<R, __dxild_heap_kind<R>::value, S>::make(__index);
  }
};
template <bool S> struct __dxild_heap {
  static __dxild_heap_ref<S> operator[](uint Index) __attribute__((diagnose_if(
      __DXILD_HEAP_SM,
      "dxild.frontend.descriptor-heap-shader-model: ResourceDescriptorHeap "
      "and SamplerDescriptorHeap need shader model 6.6 or newer; the "
      "profile's shader model is 6." __DXILD_XSTR(__SHADER_TARGET_MINOR),
      "error"))) {
    __dxild_heap_ref<S> R;
    R.__index = Index;
    return R;
  }
};
#undef __DXILD_HEAP_SM
#undef __DXILD_HEAP_HANDLE
#undef __DXILD_XSTR
#undef __DXILD_STR
static const __dxild_heap<false> ResourceDescriptorHeap;
static const __dxild_heap<true> SamplerDescriptorHeap;
