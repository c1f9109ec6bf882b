// Textures with 64-bit elements: DXIL's textureLoad/textureStore have no
// 64-bit overloads (DXC reads and writes each texel as two 32-bit
// components). Until dxild does the same, a load or store is refused with a
// code instead of emitting `textureLoad.i64`, which DXC's validator rejects
// ("DXIL intrinsic overload must be valid"). 64-bit atomics on RW textures
// stay valid and compile.

// RUN: not %dxilc -T cs_6_6 -E main -DLOAD %s 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not %dxilc -T cs_6_6 -E main -DSTORE %s 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: %dxilc -T cs_6_6 -E main -DATOMIC %s -Fc - | FileCheck %s --check-prefix=ATOMIC

Texture2D<uint64_t> t : register(t0);
RWTexture2D<int64_t> w : register(u1);
RWStructuredBuffer<uint64_t> o : register(u2);

[numthreads(1, 1, 1)] void main(uint2 i : SV_DispatchThreadID) {
#if defined(LOAD)
  o[0] = t.Load(int3(i, 0));
#elif defined(STORE)
  w[i] = 7;
#else
  int64_t old;
  InterlockedAdd(w[i], 5, old);
  o[0] = old;
#endif
}

// LOAD: error: loads and stores of textures with 64-bit elements
// STORE: error: loads and stores of textures with 64-bit elements
// ATOMIC: call i64 @dx.op.atomicBinOp.i64(i32 78,
