// Byte-address buffers: Load/Load2/3/4/Load<T>, Store*/Store<T>,
// Interlocked* and GetDimensions become rawBufferLoad/Store (byte address in
// the index, undef element offset), atomicBinOp/atomicCompareExchange and
// getDimensions, as DXC emits them.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s --check-prefix=SM60

ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint n;
  In.GetDimensions(n);
  uint4 v = In.Load4(id.x * 16);
  v.x += In.Load(4) + In.Load<uint>(n);
  v.xy += In.Load2(8);
  Out.Store4(0, v);
  Out.Store3(16, v.xyz);
  Out.Store<float>(32, asfloat(v.w));
  uint old;
  Out.InterlockedAdd(64, 1, old);
  Out.InterlockedMin(68, (int)old);
  uint prev;
  Out.InterlockedCompareExchange(72, 0u, 5u, prev);
  Out.Store(76, prev);
}

// CHECK-DAG: %dx.types.ResourceProperties { i32 11, i32 0 }
// CHECK-DAG: %dx.types.ResourceProperties { i32 4107, i32 0 }
// CHECK: @dx.op.getDimensions(i32 72, %dx.types.Handle %[[IN:[0-9]+]], i32 undef)
// CHECK: @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN]], i32 %{{.*}}, i32 undef, i8 15, i32 4)
// CHECK: @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN]], i32 4, i32 undef, i8 1, i32 4)
// CHECK: @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN]], i32 %{{.*}}, i32 undef, i8 1, i32 4)
// CHECK: @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN]], i32 8, i32 undef, i8 3, i32 4)
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[OUT:[0-9]+]], i32 0, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i8 15, i32 4)
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[OUT]], i32 16, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i8 7, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[OUT]], i32 32, i32 undef, float %{{.*}}, float undef, float undef, float undef, i8 1, i32 4)
// CHECK: %[[OLD:.*]] = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %[[OUT]], i32 0, i32 64, i32 undef, i32 undef, i32 1)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %[[OUT]], i32 4, i32 68, i32 undef, i32 undef, i32 %[[OLD]])
// CHECK: %[[PREV:.*]] = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %[[OUT]], i32 72, i32 undef, i32 undef, i32 0, i32 5)
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[OUT]], i32 76, i32 undef, i32 %[[PREV]],

// Before shader model 6.2 raw buffers use bufferLoad/bufferStore.
// SM60: @dx.op.bufferLoad.i32(i32 68,
// SM60: @dx.op.bufferStore.i32(i32 69,
