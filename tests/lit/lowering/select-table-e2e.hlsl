// A table chosen by a value and then indexed: Clang's optimizer turns the
// branches into `select` of the tables' addresses (switch-to-lookup) and
// indexes the selected pointer, which DXIL cannot express. Each table is
// read in its own branch, as DXC emits it (DXC's BC7Decode sample did not
// compile before: "unsupported use of '_ZL8aWeight2' (select)").

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

// CHECK-DAG: @[[W2:.*W2]] = internal constant [4 x i32] [i32 0, i32 21, i32 43, i32 64]
// CHECK-DAG: @[[W3:.*W3]] = internal constant [8 x i32] [i32 0, i32 9, i32 18, i32 27, i32 37, i32 46, i32 55, i32 64]
// CHECK-DAG: @[[W4:.*W4]] = internal constant [16 x i32]
// CHECK: %[[I:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[BITS:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// CHECK-DAG: %[[IS3:.*]] = icmp eq i32 %[[BITS]], 3
// CHECK-DAG: %[[IS2:.*]] = icmp eq i32 %[[BITS]], 2
// CHECK: br i1 %[[IS2]], label %[[B2:.*]], label %[[NOT2:.*]]
// CHECK: [[B2]]:
// CHECK-NEXT: getelementptr inbounds [4 x i32], ptr @[[W2]], i32 0, i32 %[[I]]
// CHECK: [[NOT2]]:
// CHECK-NEXT: br i1 %[[IS3]], label %[[B3:.*]], label %[[B4:.*]]
// CHECK: [[B3]]:
// CHECK-NEXT: getelementptr inbounds [8 x i32], ptr @[[W3]], i32 0, i32 %[[I]]
// CHECK: [[B4]]:
// CHECK-NEXT: getelementptr inbounds [16 x i32], ptr @[[W4]], i32 0, i32 %[[I]]
// CHECK: call void @dx.op.bufferStore.i32(i32 69,

static const uint W2[4] = {0, 21, 43, 64};
static const uint W3[8] = {0, 9, 18, 27, 37, 46, 55, 64};
static const uint W4[16] = {0, 4, 9, 13, 17, 21, 26, 30, 34, 38, 43, 47, 51, 55, 60, 64};
RWBuffer<uint> Out;

uint weight(uint bits, uint i) {
  if (bits == 2)
    return W2[i];
  else if (bits == 3)
    return W3[i];
  return W4[i];
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = weight(id.y, id.x) * 3;
}
