// tbuffer and TextureBuffer<T> as DXC compiles them: shader resource views
// of kind TBuffer (15) in the t registers, implicit ones placed after every
// other SRV and numbered after them, records tagged element type u32
// ({ 0, 5 }), annotateHandle { 15, <size> }, and each 16-byte row read with
// bufferLoad.i32 (DXC's PatchTBufferLoad): floats bitcast, doubles through
// makeDouble, 64-bit integers from two words, 16-bit values from half a
// word. Every expected value below is DXC 1.9's output for this file
// (bindings, records, properties, rows and words).

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s --check-prefix=SM60
// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s --check-prefix=SM66
// RUN: %dxilc -T ps_6_2 -enable-16bit-types -E main -DWIDE %s -Fc - | FileCheck %s --check-prefix=WIDE
// RUN: %dxilc -T ps_6_0 -E main -DIMPLICIT %s -Fc - | FileCheck %s --check-prefix=IMPLICIT

#if defined(WIDE)
tbuffer TI : register(t2) {
  double d; uint64_t q; half h0; half h1; int16_t s; float4x2 m;
}
float4 main(float4 p : SV_Position) : SV_Target {
  return (float)d + (float)q + h0 + h1 + s + m[1].xyxy;
}
#elif defined(IMPLICIT)
Texture2D<float4> A;
tbuffer T1 { float4 x; }
Texture2D<float4> B;
tbuffer T2 { float4 y; }
Texture2D<float4> C : register(t1);
float4 main(float4 p : SV_Position) : SV_Target {
  return A.Load(int3(0, 0, 0)) + B.Load(int3(0, 0, 0)) +
         C.Load(int3(0, 0, 0)) + x + y;
}
#else
Texture2D<float4> T0 : register(t1);
tbuffer TB : register(t3) { float4 a; uint b; float2 c; float3x3 m; float arr[3]; }
struct S { float4 x; int y; };
TextureBuffer<S> TBS : register(t5, space2);
Buffer<float4> B0;
float4 main(float4 p : SV_Position) : SV_Target {
  return a + b + c.xyxy + m[1].xyzz + arr[(uint)p.x] + TBS.x * TBS.y +
         T0.Load(int3(0, 0, 0)) + B0[2];
}
#endif

// SM60: [[TBS:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 3, i32 5, i1 false)
// SM60-NEXT: [[TB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 3, i1 false)
// SM60: [[R0:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TB]], i32 0, i32 undef)
// SM60-NEXT: [[W:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[R0]], 0
// SM60-NEXT: bitcast i32 [[W]] to float
// SM60: [[R1:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TB]], i32 1, i32 undef)
// SM60-NEXT: [[B:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[R1]], 0
// SM60-NEXT: uitofp i32 [[B]] to float
// SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TB]], i32 2, i32 undef)
// SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TB]], i32 3, i32 undef)
// SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TB]], i32 4, i32 undef)
// SM60: [[ROW:%[0-9]+]] = add i32 %{{.*}}, 5
// SM60-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TB]], i32 [[ROW]], i32 undef)
// SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TBS]], i32 0, i32 undef)
// SM60: [[Y:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TBS]], i32 1, i32 undef)
// SM60-NEXT: [[YW:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[Y]], 0
// SM60-NEXT: sitofp i32 [[YW]] to float
// SM60: !{i32 0, ptr @dx.resource.sym.T0, !"T0", i32 0, i32 1, i32 1, i32 2, i32 0, !{{[0-9]+}}}
// SM60: !{i32 1, ptr @dx.resource.sym.B0, !"B0", i32 0, i32 0, i32 1, i32 10, i32 0, !{{[0-9]+}}}
// SM60: !{i32 2, ptr @dx.resource.sym.TB, !"TB", i32 0, i32 3, i32 1, i32 15, i32 0, ![[TAGS:[0-9]+]]}
// SM60: ![[TAGS]] = !{i32 0, i32 5}
// SM60: !{i32 3, ptr @dx.resource.sym.TBS, !"TBS", i32 2, i32 5, i32 1, i32 15, i32 0, ![[TAGS]]}

// SM66: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 2, i8 0 }, i32 5, i1 false)
// SM66-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H]], %dx.types.ResourceProperties { i32 15, i32 20 })
// SM66-NEXT: [[H2:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
// SM66-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H2]], %dx.types.ResourceProperties { i32 15, i32 116 })

// WIDE: [[R0:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TI:%[0-9]+]], i32 0, i32 undef)
// WIDE-NEXT: [[LO:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[R0]], 0
// WIDE-NEXT: [[HI:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[R0]], 1
// WIDE-NEXT: call double @dx.op.makeDouble.f64(i32 101, i32 [[LO]], i32 [[HI]])
// WIDE: [[R1:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TI]], i32 0, i32 undef)
// WIDE-NEXT: [[QLO:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[R1]], 2
// WIDE-NEXT: [[QHI:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[R1]], 3
// WIDE-NEXT: [[ZHI:%[0-9]+]] = zext i32 [[QHI]] to i64
// WIDE-NEXT: [[ZLO:%[0-9]+]] = zext i32 [[QLO]] to i64
// WIDE-NEXT: [[SHL:%[0-9]+]] = shl i64 [[ZHI]], 32
// WIDE-NEXT: or i64 [[SHL]], [[ZLO]]
// WIDE: [[R2:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TI]], i32 1, i32 undef)
// WIDE-NEXT: [[H0:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[R2]], 0
// WIDE-NEXT: [[T0:%[0-9]+]] = trunc i32 [[H0]] to i16
// WIDE-NEXT: bitcast i16 [[T0]] to half
// WIDE: [[R3:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TI]], i32 1, i32 undef)
// WIDE-NEXT: [[H1:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[R3]], 0
// WIDE-NEXT: [[SH:%[0-9]+]] = lshr i32 [[H1]], 16
// WIDE-NEXT: [[T1:%[0-9]+]] = trunc i32 [[SH]] to i16
// WIDE-NEXT: bitcast i16 [[T1]] to half
// WIDE: [[R4:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TI]], i32 1, i32 undef)
// WIDE-NEXT: [[SW:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[R4]], 1
// WIDE-NEXT: [[ST:%[0-9]+]] = trunc i32 [[SW]] to i16
// WIDE: sitofp i16 [[ST]] to float
// WIDE: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TI]], i32 2, i32 undef)
// WIDE: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TI]], i32 3, i32 undef)

// IMPLICIT: !{i32 0, ptr @dx.resource.sym.A, !"A", i32 0, i32 0, i32 1, i32 2, i32 0, !{{[0-9]+}}}
// IMPLICIT: !{i32 1, ptr @dx.resource.sym.B, !"B", i32 0, i32 2, i32 1, i32 2, i32 0, !{{[0-9]+}}}
// IMPLICIT: !{i32 2, ptr @dx.resource.sym.C, !"C", i32 0, i32 1, i32 1, i32 2, i32 0, !{{[0-9]+}}}
// IMPLICIT: !{i32 3, ptr @dx.resource.sym.T1, !"T1", i32 0, i32 3, i32 1, i32 15, i32 0, !{{[0-9]+}}}
// IMPLICIT: !{i32 4, ptr @dx.resource.sym.T2, !"T2", i32 0, i32 4, i32 1, i32 15, i32 0, !{{[0-9]+}}}
