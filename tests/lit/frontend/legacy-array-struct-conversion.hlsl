// Before HLSL 2021, DXC also converts between a struct and an array of the
// same elements (GameTechDev's AOIT: `data.color = Buf[addr];` with a
// `uint4 color[N]` member and a struct element, `Buf[addr] = data.color;`
// back). Clang 22 refuses ("assigning to 'uint4[2]' from incompatible
// type", "no viable overloaded '='"); the second parse casts the right
// side to the left side's type, as for two structs
// (legacy-struct-conversion.hlsl). The loads and stores are DXC's.

// RUN: %dxilc -T cs_6_0 -E main -HV 2018 %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_0 -E main -HV 2021 %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HV2021

struct ColorData {
  uint4 color[2];
};
StructuredBuffer<ColorData> In : register(t0);
RWStructuredBuffer<ColorData> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  uint4 c[2];
  // HV2021: legacy-array-struct-conversion.hlsl:[[@LINE+1]]:7: error: assigning to 'uint4[2]'
  c = In[i];
  c[1] += 1;
  Out[i] = c;
}

// c[0] is element bytes 0-15 and is stored back there; c[1] + 1 goes to
// bytes 16-31.
// CHECK: %[[B:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 %[[I:.*]], i32 16)
// CHECK: %[[B0:.*]] = extractvalue %dx.types.ResRet.i32 %[[B]], 0
// CHECK: %[[A:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 %[[I]], i32 0)
// CHECK: %[[A0:.*]] = extractvalue %dx.types.ResRet.i32 %[[A]], 0
// CHECK: %[[S0:.*]] = add i32 %[[B0]], 1
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %[[I]], i32 0, i32 %[[A0]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %[[I]], i32 12,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %[[I]], i32 16, i32 %[[S0]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %[[I]], i32 28,
