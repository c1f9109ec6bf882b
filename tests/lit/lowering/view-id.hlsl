// SV_ViewID (SM 6.1) as a vertex- and pixel-shader input, as DXC 1.9
// compiles it: no signature element, DXIL viewID (138), the ViewID shader
// flag (1 << 21) and PSV0's UsesViewID with the mask of outputs that depend
// on the view (`dx.viewIdState`'s second row, the outputs DXC lists as
// "dependent on ViewId"). SFI0/ISG1/OSG1/PSV0 are byte-identical to DXC's
// (with -validator-version 1.10, DXC's default), here and for vkd3d's
// vs_view_id and vs_view_id_passthrough.

// vkd3d-proton's vs_view_id: outputs 1, 2 (SV_Position.yz) and 8 (VID)
// depend on the view, 0x106; SV_VertexID (input 0) feeds SV_Position.xy,
// SV_InstanceID (input 4) SV_Position.xz and IID.
// RUN: %dxilc -T vs_6_1 -E vs_main %s -Fc - | FileCheck %s --check-prefix=VS
// RUN: %dxilc -T vs_6_1 -E vs_main %s -Fo %t.vs.dxil
// RUN: obj2yaml %t.vs.dxil | FileCheck %s --check-prefix=VS-PARTS
// VS: [[VID:%.*]] = call i32 @dx.op.viewID.i32(i32 138)
// VS: call void @dx.op.storeOutput.i32(i32 5, i32 2, i32 0, i8 0, i32 [[VID]])
// VS: declare i32 @dx.op.viewID.i32(i32) [[RN:#[0-9]+]]
// VS: attributes [[RN]] = { nounwind willreturn memory(none) }
// VS: !dx.viewIdState = !{[[VS:![0-9]+]]}
// VS: [[VS]] = !{[8 x i32] [i32 5, i32 10, i32 262, i32 3, i32 0, i32 0, i32 0, i32 517]}
// VS: [[IN:![0-9]+]] = !{[[VERTID:![0-9]+]], [[INSTID:![0-9]+]]}
// VS: [[VERTID]] = !{i32 0, !"SV_VertexID"
// VS: [[INSTID]] = !{i32 1, !"SV_InstanceID"
// VS: !{i32 0, i64 2097152}
// VS-PARTS: ViewID: true
// VS-PARTS: UsesViewID: 1
// VS-PARTS: OutputVectorMasks:
// VS-PARTS-NEXT: - [ 0x106 ]
// VS-PARTS: InputOutputMap:
// VS-PARTS-NEXT: - [ 0x3, 0x0, 0x0, 0x0, 0x205, 0x0, 0x0, 0x0 ]
struct VOut {
  float4 pos : SV_Position;
  float cookie : COOKIE;
  uint vid : VID;
  uint iid : IID;
};
cbuffer buf : register(b0) { float cookie; };
VOut vs_main(uint id : SV_VertexID, uint iid : SV_InstanceID,
             uint vid : SV_ViewID) {
  bool vid_xor = cookie > 200.0 ? 1 : 0;
  VOut vout;
  vout.pos.x = float(id & 1) - 1.0;
  vout.pos.y = float(id & 2) * 0.5 - 1.0;
  vout.pos.x += float(iid);
  vout.pos.y += float(vid ^ vid_xor);
  vout.pos.z = float(iid + 2 * vid) / 4.0;
  vout.pos.w = 1.0;
  vout.vid = vid;
  vout.iid = iid;
  vout.cookie = cookie;
  vout.pos.y = -vout.pos.y;
  return vout;
}

// A pixel shader: every output depends on the view (mask 0xF) and COLOR.
// RUN: %dxilc -T ps_6_1 -E ps_main %s -Fc - | FileCheck %s --check-prefix=PS
// RUN: %dxilc -T ps_6_1 -E ps_main %s -Fo %t.ps.dxil
// RUN: obj2yaml %t.ps.dxil | FileCheck %s --check-prefix=PS-PARTS
// PS: [[V:%.*]] = call i32 @dx.op.viewID.i32(i32 138)
// PS-NEXT: icmp eq i32 [[V]], 1
// PS: !{[11 x i32] [i32 8, i32 4, i32 15, i32 0, i32 0, i32 0, i32 0, i32 9, i32 6, i32 6, i32 9]}
// PS: !{i32 0, i64 2097152}
// PS-PARTS: UsesViewID: 1
// PS-PARTS: SigInputElements:
// PS-PARTS: Kind: Position
// PS-PARTS: Kind: Arbitrary
// PS-PARTS-NEXT: ComponentType: Float32
// PS-PARTS-NEXT: Interpolation: Linear
// PS-PARTS-NEXT: DynamicMask: 0x0
// PS-PARTS-NEXT: Stream: 0
// PS-PARTS-NEXT: SigOutputElements:
// PS-PARTS: OutputVectorMasks:
// PS-PARTS-NEXT: - [ 0xF ]
struct PSIn {
  float4 pos : SV_Position;
  float4 color : COLOR;
  uint view : SV_ViewID;
};
float4 ps_main(PSIn i) : SV_Target {
  return i.view == 1 ? i.color : i.color.wzyx;
}

// RUN: not %dxilc -T ps_6_0 -E ps_main %s -Fo %t.e0.dxil 2>&1 | FileCheck %s --check-prefix=SM60
// SM60: error: invalid semantic 'SV_ViewID' for ps 6.0 (it needs shader model 6.1)
// RUN: not %dxilc -T ps_6_1 -E ps_float %s -Fo %t.e1.dxil 2>&1 | FileCheck %s --check-prefix=FLOAT
// FLOAT: error: 'SV_ViewID' must be a 32-bit integer scalar
float4 ps_float(float v : SV_ViewID) : SV_Target { return v; }
// RUN: not %dxilc -T vs_6_1 -E vs_out %s -Fo %t.e2.dxil 2>&1 | FileCheck %s --check-prefix=OUT
// OUT: error: semantic 'SV_ViewID' is invalid as vertex shader output
float4 vs_out(out uint v : SV_ViewID) : SV_Position { v = 0; return 0; }
