// A static global initialized from a resource and read after an early
// return that depends on a constant buffer (NVIDIA OMM's `static
// ByteAddressBuffer TempOmmIndexBuffer = t_heap0;`). Clang copies the
// handle as an i32 into the alias in the entry block; GlobalOpt cannot drop
// the alias because it is read in another block, and the first
// local-resources run leaves a module that stores a cbuffer handle. The
// late run now follows such aliases of Clang's resource types too: the
// loads and stores use t_heap0's handle, as in DXC. Before, the shader was
// refused ("has a type DXIL memory cannot hold").

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

// CHECK-LABEL: define void @main()
// CHECK-DAG: [[OUT:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
// CHECK-DAG: [[HEAP:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
// CHECK: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59,
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[HEAP]], i32 [[A:%.*]], i32 undef, i8 1, i32 4)
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OUT]], i32 [[A]],
// CHECK-NOT: @_ZL

struct LocalConstants {
  uint ThreadCount;
};
ConstantBuffer<LocalConstants> g_LocalConstants : register(b1);
ByteAddressBuffer t_heap0 : register(t0);
RWByteAddressBuffer u_out : register(u0);
static ByteAddressBuffer Temp = t_heap0;

[numthreads(128, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  if (tid.x >= g_LocalConstants.ThreadCount)
    return;
  u_out.Store(4 * tid.x, Temp.Load(4 * tid.x));
}
