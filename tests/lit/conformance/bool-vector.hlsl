// all/any/and/or on bool vectors read from a buffer (offload-test-suite
// all.bool, any.bool, and, or, WaveReadLaneAt.Bool). InstCombine turns the
// bool of one component into a bit of `bitcast <4 x i32> to <128 x i1>`,
// folded into a `load <128 x i1>`; all(In[1].w) used to read 32 one-bit
// "elements" at byte offsets 0..31.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

StructuredBuffer<bool4> In : register(t0);
RWStructuredBuffer<bool> Out : register(u0);
RWStructuredBuffer<bool4> Out4 : register(u1);

// CHECK-NOT: i1>
// all(In[1].w): element 1, component 3.
// CHECK: %[[L:.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i8 15, i32 4)
// CHECK: %[[W:.*]] = extractvalue %dx.types.ResRet.i32 %[[L]], 3
// CHECK: trunc i32 %[[W]] to i1
// CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0,
// CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0,
// CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0,
// CHECK-NOT: i1>
[numthreads(1, 1, 1)]
void main() {
  Out[0] = all(In[1].w);
  Out[1] = any(In[2].w);
  bool4 T = {and(In[0].xyz, In[1].xyz), or(In[0].w, In[1].w)};
  Out4[0] = T;
}
