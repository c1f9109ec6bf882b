// Completes every resource class template once, inside the prelude.
//
// Clang 22 fills in a resource template's members (constructors, operator[],
// Load, ...) lazily, the first time the template is instantiated. When that
// first instantiation happens after a precompiled prelude was loaded, each
// later instantiation adds the members again and fails with "multiple
// overloads ... instantiate to the same signature" (RWStructuredBuffer<float>
// then RWStructuredBuffer<uint> in one shader is enough). Requiring each
// template complete here moves that first instantiation into the precompiled
// prelude. sizeof instantiates the class without defining any member, so no
// code is emitted and the compile's output does not change.
namespace __dxild_detail {
static_assert(sizeof(Buffer<uint>) > 0, "");
static_assert(sizeof(RWBuffer<uint>) > 0, "");
static_assert(sizeof(RasterizerOrderedBuffer<uint>) > 0, "");
static_assert(sizeof(StructuredBuffer<uint>) > 0, "");
static_assert(sizeof(RWStructuredBuffer<uint>) > 0, "");
static_assert(sizeof(AppendStructuredBuffer<uint>) > 0, "");
static_assert(sizeof(ConsumeStructuredBuffer<uint>) > 0, "");
static_assert(sizeof(RasterizerOrderedStructuredBuffer<uint>) > 0, "");
} // namespace __dxild_detail
