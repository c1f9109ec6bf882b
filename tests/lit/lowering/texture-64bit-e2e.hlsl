// Textures with 64-bit elements: DXIL's textureLoad/textureStore have no
// 64-bit overloads, so a texel of uint64_t, int64_t or double moves as an
// i32 pair, low word first, as DXC does: textureLoad.i32 and zext/shl/or
// (makeDouble for double), textureStore.i32 of the halves with the pair
// repeated (splitDouble for double). The handles are annotated U32, as
// DXC's. Expected lines are DXC 1.9's for this source; DXC's validator
// accepts dxild's container. Sampling such a texture is refused (DXC too);
// 64-bit atomics on RW textures compile.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_6 -E main -DSAMPLE %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SAMPLE
// A texel wider than four 32-bit components is refused, as by DXC (it
// crashed the lowering):
// RUN: not %dxilc -T cs_6_6 -E main -DWIDE %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=WIDE

Texture2D<uint64_t> T : register(t0);
RWTexture2D<int64_t> W : register(u1);
RWTexture2D<double> D : register(u2);
RWStructuredBuffer<uint64_t> O : register(u3);
SamplerState S : register(s0);

[numthreads(1, 1, 1)] void main(uint2 I : SV_DispatchThreadID) {
#ifdef WIDE
// WIDE: error: elements of typed buffers and textures must fit in four 32-bit quantities
// WIDE: note: in instantiation of template class 'hlsl::RWTexture2D<vector<double, 3>>' requested here
RWTexture2D<double3> Wide : register(u4);
#endif
#ifdef SAMPLE
  // SAMPLE: error: SampleLevel of a texture with 64-bit elements; only loads, stores, atomics and GatherRaw read them
  O[0] = T.SampleLevel(S, float2(0, 0), 0);
#else
  uint Status;
  O[0] = T.Load(int3(I, 0));
  O[1] = T.Load(int3(I, 1), int2(1, 0), Status);
  O[2] = CheckAccessFullyMapped(Status);
  W[I] = W[I + 1] * 3;
  D[I] = D[I] * 2.0;
#ifdef WIDE
  Wide[I] = Wide[I + 1] * 2;
#endif
  int64_t Old;
  InterlockedAdd(W[I], 5, Old);
  O[3] = Old;
#endif
}

// CHECK-DAG: annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 2, i32 261 })
// CHECK-DAG: annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4098, i32 261 })
// CHECK: %[[X:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[Y:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// CHECK: %[[L:.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %{{.*}}, i32 0, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: %[[LO:.*]] = extractvalue %dx.types.ResRet.i32 %[[L]], 0
// CHECK: %[[HI:.*]] = extractvalue %dx.types.ResRet.i32 %[[L]], 1
// CHECK: %[[LO64:.*]] = zext i32 %[[LO]] to i64
// CHECK: %[[HI64:.*]] = zext i32 %[[HI]] to i64
// CHECK: %[[SH:.*]] = shl i64 %[[HI64]], 32
// CHECK: or i64 %[[LO64]], %[[SH]]
// CHECK: %[[L2:.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %{{.*}}, i32 1, i32 %[[X]], i32 %[[Y]], i32 undef, i32 1, i32 0, i32 undef)
// CHECK: %[[ST:.*]] = extractvalue %dx.types.ResRet.i32 %[[L2]], 4
// CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[ST]])
// W[I + 1] * 3 stored to W[I]: the product's halves, the pair repeated.
// CHECK: call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %{{.*}}, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: %[[P:.*]] = mul nsw i64
// CHECK: %[[PLO:.*]] = trunc i64 %[[P]] to i32
// CHECK: %[[PSH:.*]] = lshr i64 %[[P]], 32
// CHECK: %[[PHI:.*]] = trunc i64 %[[PSH]] to i32
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %{{.*}}, i32 %[[X]], i32 %[[Y]], i32 undef, i32 %[[PLO]], i32 %[[PHI]], i32 %[[PLO]], i32 %[[PHI]], i8 15)
// CHECK: %[[DL:.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66,
// CHECK: %[[DLO:.*]] = extractvalue %dx.types.ResRet.i32 %[[DL]], 0
// CHECK: %[[DHI:.*]] = extractvalue %dx.types.ResRet.i32 %[[DL]], 1
// CHECK: %[[DV:.*]] = call double @dx.op.makeDouble.f64(i32 101, i32 %[[DLO]], i32 %[[DHI]])
// CHECK: %[[D2:.*]] = fmul {{.*}}double %[[DV]], 2.000000e+00
// CHECK: %[[SPL:.*]] = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %[[D2]])
// CHECK: %[[SLO:.*]] = extractvalue %dx.types.splitdouble %[[SPL]], 0
// CHECK: %[[SHI:.*]] = extractvalue %dx.types.splitdouble %[[SPL]], 1
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %{{.*}}, i32 %[[X]], i32 %[[Y]], i32 undef, i32 %[[SLO]], i32 %[[SHI]], i32 %[[SLO]], i32 %[[SHI]], i8 15)
// CHECK: call i64 @dx.op.atomicBinOp.i64(i32 78,
