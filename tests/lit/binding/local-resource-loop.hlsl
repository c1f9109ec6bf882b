// A resource variable reassigned in a loop, at -Od (-O3 stops in Clang
// 22's own optimizer, which promotes the variable into a phi of handles,
// invalid IR; see core/prelude/SUPPORT.md): the binding stage promotes it as
// an index (Binding/LocalResources.h), one handle per use; -O0's loop that
// default-constructs the local array is deleted. Dynamic stores into a local
// array of resources update its index array.

// RUN: %dxilc -T cs_6_0 -E main -Od %s -Fc - | FileCheck %s --check-prefix=OD

RWBuffer<uint> A[4] : register(u0);
RWBuffer<uint> Out : register(u4);

[numthreads(4, 1, 1)]
void main(uint3 Tid : SV_DispatchThreadID) {
  RWBuffer<uint> Arr[2];
  Arr[0] = A[0];
  Arr[1] = A[1];
  Arr[Tid.x & 1] = A[Tid.y & 3];
  RWBuffer<uint> b = A[2];
  for (uint i = 0; i < Tid.z; ++i) {
    b[i] = i;
    b = A[i & 3];
  }
  Out[Tid.x] = b[3] + Arr[0][0];
}

// OD-LABEL: define void @main()
// OD: %[[IDXARR:.*residx]] = alloca [2 x i32]
// OD: phi i32 {{.*}}[ 2, %
// OD: %[[ABS:.*]] = add i32 0, %
// OD-NEXT: %[[H:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %[[ABS]], i1 false)
// OD-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[H]],
// OD-NOT: phi %dx.types.Handle
// OD-NOT: icmp eq ptr
