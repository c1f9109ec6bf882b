// A store sunk below an if/else (MiniEngine's DoFTilePassCS,
// ParticleTileCullingCS): each branch appends to its own buffer, SimplifyCFG
// leaves one store through a phi of element pointers, and
// dxil-resource-pointer-phi stores in each branch again, as DXC's output
// does (bufferUpdateCounter then rawBufferStore on the same handle).

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<uint> Near : register(u0);
RWStructuredBuffer<uint> Far : register(u1);
RWStructuredBuffer<float> In : register(u2);

// CHECK-DAG: [[NB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }
// CHECK-DAG: [[N:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[NB]]
// CHECK-DAG: [[FB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }
// CHECK-DAG: [[F:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[FB]]
// CHECK: br i1
// CHECK: [[I1:%.*]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[F]], i8 1)
// The packed value, sunk with the store, is computed in each branch again.
// CHECK: [[V1:%.*]] = or i32
// CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[F]], i32 [[I1]], i32 0, i32 [[V1]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
// CHECK: [[I2:%.*]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[N]], i8 1)
// CHECK: [[V2:%.*]] = or i32
// CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[N]], i32 [[I2]], i32 0, i32 [[V2]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
// CHECK-NOT: phi ptr
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint Packed = tid.x << 16 | tid.y;
  if (In[tid.x] > 0.5)
    Far[Far.IncrementCounter()] = Packed;
  else
    Near[Near.IncrementCounter()] = Packed;
}
