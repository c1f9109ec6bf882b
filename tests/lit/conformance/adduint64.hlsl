// AddUint64 (offload-test-suite adduint64): the low-word add with carry is
// llvm.uadd.with.overflow, lowered as DXC does to UAddc (44,
// binaryWithCarryOrBorrow) per pair.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

StructuredBuffer<uint4> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u0);

// CHECK: %[[R:.*]] = call %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32 44, i32 %[[LO:.*]], i32 %[[LO]])
// CHECK: extractvalue %dx.types.i32c %[[R]], 0
// CHECK: %[[C:.*]] = extractvalue %dx.types.i32c %[[R]], 1
// CHECK: zext i1 %[[C]] to i32
// (0xffffffff, 0xffffffff) + (1, 0) = (0, 0); (1, 256) * 2 = (2, 512)
// CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i32 0, i32 0, i32 2, i32 512, i8 15, i32 4)
// CHECK: declare %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32, i32, i32)
[numthreads(1, 1, 1)]
void main() {
  Out[0].xy = AddUint64(In[0].xy, In[0].xy);
  Out[1] = uint4(AddUint64(uint2(0xffffffff, 0xffffffff), uint2(1, 0)),
                 AddUint64(uint2(1, 256), uint2(1, 256)));
}
