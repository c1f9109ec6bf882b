// Arrays of ConstantBuffer<T> as DXC compiles them: one CBV range (size N,
// unbounded -1), each access creating its element's handle with the element
// index (plus the lower bound; NonUniformResourceIndex sets the non-uniform
// bit), members read with cbufferLoadLegacy inside the element; the record's
// size and annotateHandle's are one T's. Every expected value below is DXC
// 1.9's output for this file (createHandle indices and bits, ResBind,
// { 13, 124 }, records, rows and components); DXC merges the uniform and the
// non-uniform handle of CBVs[index] into one, dxild keeps both (each right
// after the index, the non-uniform one first; DXC creates the uniform one
// first).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s --check-prefix=SM60
// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s --check-prefix=SM66
// RUN: %dxilc -T cs_6_6 -E main -Od %s -Fc - | FileCheck %s --check-prefix=SM66
// RUN: %dxilc -T cs_6_0 -E main -DHOIST %s -Fc - | FileCheck %s --check-prefix=HOIST

#ifndef HOIST
struct Inner { float2 p; uint k; };
struct Foo { uint value; Inner inn; float4 v[3]; float3x3 m; };
ConstantBuffer<Foo> CBVs[] : register(b2, space1);
ConstantBuffer<Foo> cbs[4];
RWStructuredBuffer<float> Out : register(u0);

[numthreads(64, 1, 1)] void main(uint index : SV_DispatchThreadID) {
  Out[0] = CBVs[NonUniformResourceIndex(index)].value;
  Out[1] = CBVs[index].inn.k;
  Out[2] = cbs[2].v[index].y;
  Out[3] = cbs[index & 3].m[1][2];
  Out[4] = cbs[1].inn.p.y + CBVs[7].v[2].w;
}
#else
// vkd3d-proton's cbv_hoisting: an array of one view indexed dynamically
// (DXC's validator takes a dynamic index only into an array), and loads
// from different buffers merged into one phi by Clang's optimizer.
cbuffer cbuf0 : register(b0) { uint v0; };
struct C { uint v; };
ConstantBuffer<C> cbuf1[1]: register(b1);
ConstantBuffer<C> cbufs[2] : register(b2);
RWByteAddressBuffer RWBuf : register(u0);

[numthreads(4, 1, 1)] void main(uint thr : SV_DispatchThreadID) {
  uint wval;
  if (thr == 0)
    wval = v0;
  else if (thr == 2)
    wval = cbufs[0].v;
  else if (thr == 3)
    wval = cbufs[1].v;
  else
    wval = cbuf1[NonUniformResourceIndex(thr - 1)].v;
  RWBuf.Store(4 * thr, wval);
}
#endif

// SM60: @dx.resource.sym.CBVs = external constant [0 x %CBuffer.CBVs]
// SM60: @dx.resource.sym.cbs = external constant [4 x %CBuffer.cbs]
// SM60-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 2, i1 false)
// SM60-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 1, i1 false)
// SM60-DAG: [[C7:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 9, i1 false)
// SM60: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// SM60: [[I0:%[0-9]+]] = add i32 2, [[TID]]
// SM60-NEXT: [[H0:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 [[I0]], i1 true)
// SM60-NEXT: [[I1:%[0-9]+]] = add i32 2, [[TID]]
// SM60-NEXT: [[H1:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 [[I1]], i1 false)
// SM60-NEXT: [[R0:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[H0]], i32 0)
// SM60-NEXT: extractvalue %dx.types.CBufRet.i32 [[R0]], 0
// SM60: [[R1:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[H1]], i32 1)
// SM60-NEXT: extractvalue %dx.types.CBufRet.i32 [[R1]], 2
// SM60: [[ROW:%[0-9]+]] = add i32 [[TID]], 2
// SM60-NEXT: [[R2:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 [[ROW]])
// SM60-NEXT: extractvalue %dx.types.CBufRet.f32 [[R2]], 1
// SM60: [[AND:%.*]] = and i32 [[TID]], 3
// SM60-NEXT: [[I3:%[0-9]+]] = add i32 0, [[AND]]
// SM60-NEXT: [[H3:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 [[I3]], i1 false)
// SM60-NEXT: [[R3:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H3]], i32 7)
// SM60-NEXT: extractvalue %dx.types.CBufRet.f32 [[R3]], 1
// SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
// SM60: [[R5:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[C7]], i32 4)
// SM60-NEXT: extractvalue %dx.types.CBufRet.f32 [[R5]], 3
// SM60: !{i32 0, ptr @dx.resource.sym.CBVs, !"CBVs", i32 1, i32 2, i32 -1, i32 124, null}
// SM60: !{i32 1, ptr @dx.resource.sym.cbs, !"cbs", i32 0, i32 0, i32 4, i32 124, null}

// SM66-DAG: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 0, i8 2 }, i32 2, i1 false)
// SM66-DAG: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 0, i8 2 }, i32 1, i1 false)
// SM66-DAG: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 -1, i32 1, i8 2 }, i32 9, i1 false)
// SM66: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 -1, i32 1, i8 2 }, i32 %{{[0-9]+}}, i1 true)
// SM66-NEXT: [[A:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H]], %dx.types.ResourceProperties { i32 13, i32 124 })
// SM66: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[A]], i32 0)
// SM66: [[H3:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 0, i8 2 }, i32 %{{[0-9]+}}, i1 false)
// SM66-NEXT: [[A3:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H3]], %dx.types.ResourceProperties { i32 13, i32 124 })
// SM66-NEXT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[A3]], i32 7)
// SM66: !{i32 0, ptr @dx.resource.sym.CBVs, !"CBVs", i32 1, i32 2, i32 -1, i32 124, null}
// SM66: !{i32 1, ptr @dx.resource.sym.cbs, !"cbs", i32 0, i32 0, i32 4, i32 124, null}

// HOIST: @dx.resource.sym.cbuf1 = external constant [1 x %CBuffer.cbuf1]
// HOIST-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 2, i32 3, i1 false)
// HOIST-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 2, i32 2, i1 false)
// HOIST-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
// HOIST: [[SUB:%.*]] = add i32 %{{[0-9]+}}, -1
// HOIST-NEXT: [[IDX:%[0-9]+]] = add i32 1, [[SUB]]
// HOIST-NEXT: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 [[IDX]], i1 true)
// HOIST-NEXT: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[H]], i32 0)
// HOIST: phi i32
// HOIST: !{i32 1, ptr @dx.resource.sym.cbuf1, !"cbuf1", i32 0, i32 1, i32 1, i32 4, null}
// HOIST: !{i32 2, ptr @dx.resource.sym.cbufs, !"cbufs", i32 0, i32 2, i32 2, i32 4, null}
