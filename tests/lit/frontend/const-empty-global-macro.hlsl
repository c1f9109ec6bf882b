// A `static const` global of a struct without data whose methods are called
// through a macro (WickedEngine's SM 6.6 bindless path, taken now that
// `__hlsl_dx_compiler` is defined: `static const BindlessResource<T>
// bindless_buffers;` and `#define load_instance(i)
// (bindless_structured_meshinstance[...][i])`). Clang 22 calls no method on
// a const `hlsl_private` object; DXC calls any. The `const` is dropped
// (nothing to modify) when phase 1 fails (Frontend/ResourceInitLists.h).

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

template <typename T> struct BindlessResource {
  T operator[](uint index) { return (T)ResourceDescriptorHeap[index]; }
};
static const BindlessResource<ByteAddressBuffer> bindless_buffers;
#define LOAD_WORD(heap, at) (bindless_buffers[heap].Load(at))

RWBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  Out[i] = LOAD_WORD(i + 3, 16);
}

// CHECK: [[I:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: [[H:%.*]] = add i32 [[I]], 3
// CHECK: [[R:%.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 [[H]], i1 false, i1 false)
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{.*}}, i32 16, i32 undef, i8 1, i32 4)
