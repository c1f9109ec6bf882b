// Arrays of TextureBuffer<T> as DXC compiles them: one SRV range of kind
// TBuffer (15) per array (unbounded: -1), record tagged u32, each access
// creating the element's handle (lower bound + index; the non-uniform bit
// from NonUniformResourceIndex) and reading its 16-byte rows with
// bufferLoad.i32 as for one TextureBuffer<T>. Implicit ones come after
// every other SRV. Bindings, records, properties, handle indices, rows and
// words below are DXC 1.9's for this file.

// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T ps_6_0 -E main -DIMPLICIT %s -Fc - | FileCheck %s --check-prefix=IMPLICIT
// Several dimensions with sizes: one range of all elements, row-major, as
// for ConstantBuffer<T> (DXC 1.9 fails validation on this one).
// RUN: %dxilc -T ps_6_6 -E main -DGRID %s -Fc - | FileCheck %s --check-prefix=GRID

#if defined(GRID)
struct P { float4 a; int64_t k; };
TextureBuffer<P> grid[2][3] : register(t1);
float4 main(uint i : IDX, uint j : J) : SV_Target {
  return grid[i & 1][j % 3].a + (float)grid[1][2].k;
}
// grid[1][2]: element 5, index 6; k in row 1.
// GRID: %[[G5:.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 6, i32 0, i8 0 }, i32 6, i1 false)
// grid[i & 1][j % 3]: element (i & 1) * 3 + j % 3, row 0.
// GRID: %[[I3:.*]] = mul i32 %{{.*}}, 3
// GRID: %[[E:.*]] = add i32 %{{.*}}, %[[I3]]
// GRID: %[[IDX:.*]] = add i32 1, %[[E]]
// GRID: %[[GH:.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 6, i32 0, i8 0 }, i32 %[[IDX]], i1 false)
// GRID: %[[GA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[GH]]
// GRID: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[GA]], i32 0, i32 undef)
// GRID: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 1, i32 undef)
// GRID: !{i32 0, ptr @dx.resource.sym.grid, !"grid", i32 0, i32 1, i32 6, i32 15, i32 0, !{{[0-9]+}}}
#elif !defined(IMPLICIT)
struct P { float4 a; uint b; float2 c; };
TextureBuffer<P> tbs[4] : register(t2, space1);
TextureBuffer<P> tbu[] : register(t0, space2);
float4 main(uint i : IDX, uint j : J) : SV_Target {
  return tbs[i].a + tbs[1].c.xyxy + tbu[NonUniformResourceIndex(j)].b;
}

// tbs[1]: index 3.
// CHECK: %[[C1:.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 1, i8 0 }, i32 3, i1 false)
// CHECK: %[[A1:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[C1]], %dx.types.ResourceProperties { i32 15, i32 28 })
// tbs[i]: index 2 + i.
// CHECK: %[[I:.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK: %[[II:.*]] = add i32 2, %[[I]]
// CHECK: %[[CI:.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 1, i8 0 }, i32 %[[II]], i1 false)
// CHECK: %[[AI:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[CI]], %dx.types.ResourceProperties { i32 15, i32 28 })
// tbu[NonUniformResourceIndex(j)]: unbounded, non-uniform.
// CHECK: %[[CU:.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 2, i8 0 }, i32 %{{.*}}, i1 true)
// CHECK: %[[AU:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[CU]], %dx.types.ResourceProperties { i32 15, i32 28 })
// a: row 0 of tbs[i]; c: words 1 and 2 of row 1 of tbs[1]; b: word 0 of
// row 1 of tbu[j].
// CHECK: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[AI]], i32 0, i32 undef)
// CHECK: %[[R1:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[A1]], i32 1, i32 undef)
// CHECK: extractvalue %dx.types.ResRet.i32 %[[R1]], 1
// CHECK: extractvalue %dx.types.ResRet.i32 %[[R1]], 2
// CHECK: %[[RU:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[AU]], i32 1, i32 undef)
// CHECK: %[[B:.*]] = extractvalue %dx.types.ResRet.i32 %[[RU]], 0
// CHECK: uitofp i32 %[[B]] to float
// Records (after the function).
// CHECK-DAG: !{i32 0, ptr @dx.resource.sym.tbs, !"tbs", i32 1, i32 2, i32 4, i32 15, i32 0, ![[U32:[0-9]+]]}
// CHECK-DAG: !{i32 1, ptr @dx.resource.sym.tbu, !"tbu", i32 2, i32 0, i32 -1, i32 15, i32 0, ![[U32]]}
// CHECK-DAG: ![[U32]] = !{i32 0, i32 5}

#else
struct L { float3 dir; double d; int64_t k; row_major float2x3 m; float arr[3]; };
Texture2D tex : register(t0);
SamplerState smp;
TextureBuffer<L> lights[8];
Buffer<float> bf;
float use(L l) { return l.dir.x + (float)l.d + l.m._12 + l.arr[2]; }
float4 main(uint i : IDX, uint j : J, float2 uv : UV) : SV_Target {
  float s = use(lights[i]) + lights[j & 7].arr[i % 3];
  return tex.Sample(smp, uv) * s + bf[i];
}

// IMPLICIT: %[[I:.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// IMPLICIT: %[[II:.*]] = add i32 2, %[[I]]
// IMPLICIT: %[[H:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 %[[II]], i1 false)
// d: words 0-1 of row 1; m._12: word 1 of row 2; dir.x: word 0 of row 0.
// IMPLICIT: %[[RD:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[H]], i32 1, i32 undef)
// IMPLICIT: call double @dx.op.makeDouble.f64(i32 101,
// arr[2]: row 6.
// IMPLICIT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[H]], i32 6, i32 undef)
// IMPLICIT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[H]], i32 0, i32 undef)
// IMPLICIT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[H]], i32 2, i32 undef)
// lights[j & 7].arr[i % 3]: row 4 + i % 3 of element 2 + (j & 7).
// IMPLICIT: %[[J:.*]] = and i32 %{{.*}}, 7
// IMPLICIT: %[[JJ:.*]] = add i32 2, %[[J]]
// IMPLICIT: %[[H2:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 %[[JJ]], i1 false)
// IMPLICIT: %[[REM:.*]] = urem i32 %[[I]], 3
// IMPLICIT: %[[ROW:.*]] = add i32 %[[REM]], 4
// IMPLICIT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[H2]], i32 %[[ROW]], i32 undef)
// Records: lights t2-t9, after tex (t0) and bf (t1), though declared before bf.
// IMPLICIT-DAG: !{i32 1, ptr @dx.resource.sym.bf, !"bf", i32 0, i32 1, i32 1, i32 10, i32 0, !{{[0-9]+}}}
// IMPLICIT-DAG: !{i32 2, ptr @dx.resource.sym.lights, !"lights", i32 0, i32 2, i32 8, i32 15, i32 0, !{{[0-9]+}}}
#endif
