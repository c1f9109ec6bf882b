// SV_StartVertexLocation / SV_StartInstanceLocation (vertex inputs, SM 6.8)
// and SV_CullPrimitive (pixel input), as DXC 1.9 compiles them: the first
// two are in no signature and read with startVertexLocation (256) /
// startInstanceLocation (257), which set the ExtendedCommandInfo flag
// (1 << 38); a pixel shader's SV_CullPrimitive reads false and leaves no
// trace. SFI0/ISG1/OSG1/PSV0 are byte-identical to DXC's (with
// -validator-version 1.10), here and for vkd3d's vs_draw_args.

// RUN: %dxilc -T vs_6_8 -E vs_main %s -Fc - | FileCheck %s --check-prefix=VS
// RUN: %dxilc -T vs_6_8 -E vs_main %s -Fo %t.vs.dxil
// RUN: obj2yaml %t.vs.dxil | FileCheck %s --check-prefix=VS-PARTS
// VS-DAG: [[SV:%.*]] = call i32 @dx.op.startVertexLocation.i32(i32 256)
// VS-DAG: [[VID:%.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// VS-DAG: [[SI:%.*]] = call i32 @dx.op.startInstanceLocation.i32(i32 257)
// VS-DAG: uitofp i32 [[SV]] to float
// VS-DAG: sitofp i32 [[SI]] to float
// VS-DAG: uitofp i32 [[VID]] to float
// VS: !{[3 x i32] [i32 1, i32 4, i32 4]}
// VS: !{i32 0, !"SV_VertexID", i8 5, i8 1,
// VS-NOT: SV_Start
// VS: !{i32 0, i64 274877906944}
// VS-PARTS: ExtendedCommandInfo: true
// VS-PARTS: SigInputElements:
// VS-PARTS-NEXT: - Name: ''
// VS-PARTS: Kind: VertexID
// VS-PARTS-NEXT: ComponentType: UInt32
// VS-PARTS: SigOutputElements:
float4 vs_main(uint a : SV_StartVertexLocation, uint v : SV_VertexID,
               int b : SV_StartInstanceLocation) : SV_Position {
  return float4(a, b, v, 1);
}

// RUN: %dxilc -T ps_6_0 -E ps_cull %s -Fc - | FileCheck %s --check-prefix=CULL
// CULL-LABEL: define void @ps_cull()
// CULL: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 undef)
// CULL-NEXT: fmul {{.*}}float {{%.*}}, 2.000000e+00
// CULL-NOT: select
// CULL: !{i32 0, !"COLOR", i8 9, i8 0,
// CULL-NOT: SV_CullPrimitive
float4 ps_cull(float4 c : COLOR, bool k : SV_CullPrimitive) : SV_Target {
  return k ? c : c * 2;
}

// RUN: not %dxilc -T vs_6_7 -E vs_main %s -Fo %t.e0.dxil 2>&1 | FileCheck %s --check-prefix=SM67
// SM67: error: invalid semantic 'SV_StartVertexLocation' for vs 6.7 (it needs shader model 6.8)
// RUN: not %dxilc -T vs_6_8 -E vs_float %s -Fo %t.e1.dxil 2>&1 | FileCheck %s --check-prefix=FLOAT
// FLOAT: error: 'SV_StartInstanceLocation' must be a 32-bit integer scalar
float4 vs_float(float b : SV_StartInstanceLocation) : SV_Position { return b; }
// RUN: not %dxilc -T ps_6_8 -E ps_start %s -Fo %t.e2.dxil 2>&1 | FileCheck %s --check-prefix=PSIN
// PSIN: error: semantic 'SV_StartVertexLocation' is invalid as pixel shader input
float4 ps_start(uint a : SV_StartVertexLocation) : SV_Target { return a; }
// RUN: not %dxilc -T ps_6_0 -E ps_cullf %s -Fo %t.e3.dxil 2>&1 | FileCheck %s --check-prefix=CULLF
// CULLF: error: 'SV_CullPrimitive' must be a 32-bit integer scalar or a bool
float4 ps_cullf(float k : SV_CullPrimitive) : SV_Target { return k; }
