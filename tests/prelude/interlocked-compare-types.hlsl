// InterlockedCompareExchange/InterlockedCompareStore convert the compare
// value and the value each on their own, as DXC does: a 64-bit compare with
// a literal 0 value was ambiguous between the int64_t and int overloads.
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s

groupshared int64_t Slot;
groupshared uint64_t USlot;

// CHECK-LABEL: @_Z{{[0-9]+}}cmpxchg_i64_literal
// CHECK: call i64 @_ZN4hlsl40__dxild_interlocked_compare_exchange_i64{{.*}}(ptr {{.*}}, i64 %c, i64 0)
export int64_t cmpxchg_i64_literal(int64_t c) {
  int64_t Orig;
  InterlockedCompareExchange(Slot, c, 0, Orig);
  return Orig;
}
// CHECK-LABEL: @_Z{{[0-9]+}}cmpstore_u64_mixed
// CHECK: call i64 @_ZN4hlsl40__dxild_interlocked_compare_exchange_u64{{.*}}(ptr {{.*}}, i64 -1, i64 1234)
export void cmpstore_u64_mixed() {
  InterlockedCompareStore(USlot, 0xFFFFFFFFFFFFFFFFull, 1234);
}
