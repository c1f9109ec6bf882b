// Whole structs copied between structured buffer elements (D3D12
// ExecuteIndirect's `outputCommands.Append(inputCommands[index])`): Clang
// emits a memmove between the two element pointers; it is copied as 32-bit
// words, up to four per rawBufferLoad/Store, all loads first.

// RUN: %dxilc -T cs_6_6 -E append %s -Fc %t.ll
// RUN: FileCheck %s --check-prefix=APPEND < %t.ll
// RUN: %dxilc -T cs_6_6 -E assign %s -Fc %t2.ll
// RUN: FileCheck %s --check-prefix=ASSIGN < %t2.ll

struct IndirectCommand {
  uint2 cbvAddress;
  uint4 drawArguments;
};

StructuredBuffer<IndirectCommand> In : register(t1);
AppendStructuredBuffer<IndirectCommand> Out : register(u0);
RWStructuredBuffer<IndirectCommand> RW : register(u1);

// APPEND: [[SLOT:%.*]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %{{.*}}, i8 1)
// APPEND: [[A:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN:%.*]], i32 [[I:%.*]], i32 0, i8 15, i32 4)
// APPEND: [[B:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 [[I]], i32 16, i8 3, i32 4)
// APPEND: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OUT:%.*]], i32 [[SLOT]], i32 0, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i8 15, i32 4)
// APPEND: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[OUT]], i32 [[SLOT]], i32 16, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i32 undef, i8 3, i32 4)
[numthreads(64, 1, 1)]
void append(uint3 tid : SV_DispatchThreadID) {
  Out.Append(In[tid.x]);
}

// Within one buffer, overlapping or not: loads before stores.
// ASSIGN: rawBufferLoad.i32(i32 139, {{.*}}, i32 0, i8 15, i32 4)
// ASSIGN: rawBufferLoad.i32(i32 139, {{.*}}, i32 16, i8 3, i32 4)
// ASSIGN-NOT: rawBufferLoad
// ASSIGN: rawBufferStore.i32(i32 140, {{.*}}, i32 0, {{.*}}, i8 15, i32 4)
// ASSIGN: rawBufferStore.i32(i32 140, {{.*}}, i32 16, {{.*}}, i8 3, i32 4)
[numthreads(64, 1, 1)]
void assign(uint3 tid : SV_DispatchThreadID) {
  RW[tid.x + 1] = RW[tid.x];
}
