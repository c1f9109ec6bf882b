// SV_Barycentrics (SM 6.1) and GetAttributeAtVertex on nointerpolation
// inputs, as DXC 1.9 compiles this shader: the barycentrics are an unpacked
// input element (kind 28, row and column -1, interpolation as written:
// noperspective centroid 5) read with loadInput; each lane of
// GetAttributeAtVertex is AttributeAtVertex (137) on the input's element,
// row and column with an i8 vertex; the module has the Barycentrics flag
// (1 << 22). The containers' SFI0/ISG1/OSG1/PSV0 are byte-identical to
// DXC's (with -validator-version 1.10, DXC's default).

// RUN: %dxilc -T ps_6_1 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T ps_6_1 -E main %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s --check-prefix=PARTS

// CHECK-LABEL: define void @main()
// CHECK-DAG: [[BX:%.*]] = call float @dx.op.loadInput.f32(i32 4, i32 4, i32 0, i8 0, i32 undef)
// CHECK-DAG: [[BY:%.*]] = call float @dx.op.loadInput.f32(i32 4, i32 4, i32 0, i8 1, i32 undef)
// CHECK-DAG: [[BZ:%.*]] = call float @dx.op.loadInput.f32(i32 4, i32 4, i32 0, i8 2, i32 undef)
// CHECK-DAG: [[V:%.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 5, i32 0, i8 0, i32 undef)
// CHECK: [[C00:%.*]] = call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 0, i8 0)
// CHECK-NEXT: [[C01:%.*]] = call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 1, i8 0)
// CHECK-NEXT: [[C02:%.*]] = call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 2, i8 0)
// CHECK-NEXT: fmul {{.*}}float [[C00]], [[BX]]
// CHECK: call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 0, i8 1)
// CHECK-NEXT: call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 1, i8 1)
// CHECK-NEXT: call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 2, i8 1)
// CHECK: call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 0, i8 2)
// CHECK-NEXT: call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 1, i8 2)
// CHECK-NEXT: call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 2, i8 2)
// CHECK: [[K:%.*]] = call i32 @dx.op.attributeAtVertex.i32(i32 137, i32 2, i32 0, i8 0, i8 2)
// CHECK-NEXT: [[Q:%.*]] = call i32 @dx.op.attributeAtVertex.i32(i32 137, i32 3, i32 0, i8 1, i8 1)
// CHECK-NEXT: [[S:%.*]] = add i32 [[K]], [[V]]
// CHECK-NEXT: add i32 [[S]], [[Q]]
// CHECK: ret void
// CHECK: ![[I0:[0-9]+]] = !{i32 0}
// CHECK-NEXT: !{i32 1, !"COLOR", i8 9, i8 0, ![[I0]], i8 1, i32 1, i8 3, i32 1, i8 0, null}
// CHECK-NEXT: !{i32 2, !"ID", i8 5, i8 0, ![[I0]], i8 1, i32 1, i8 1, i32 1, i8 3, null}
// CHECK-NEXT: !{i32 3, !"Q", i8 4, i8 0, ![[I0]], i8 1, i32 1, i8 2, i32 2, i8 0, null}
// CHECK-NEXT: !{i32 4, !"SV_Barycentrics", i8 9, i8 28, ![[I0]], i8 5, i32 1, i8 3, i32 -1, i8 -1, ![[M7:[0-9]+]]}
// CHECK-NEXT: ![[M7]] = !{i32 3, i32 7}
// CHECK-NEXT: !{i32 5, !"V", i8 5, i8 0, ![[I0]], i8 1, i32 1, i8 1, i32 2, i8 2, !{{[0-9]+}}}
// CHECK: !{i32 0, i64 4194304}
// PARTS: Barycentrics: true
// PARTS: Name: SV_Barycentrics
// PARTS-NEXT: Index: 0
// PARTS-NEXT: SystemValue: Barycentrics
// PARTS-NEXT: CompType: Float32
// PARTS-NEXT: Register: 4294967295
// PARTS-NEXT: Mask: 7
// PARTS-NEXT: ExclusiveMask: 7
// PARTS: Kind: Barycentrics
// PARTS-NEXT: ComponentType: Float32
// PARTS-NEXT: Interpolation: LinearNoperspectiveCentroid
struct PSIn {
  float4 pos : SV_Position;
  nointerpolation float3 color : COLOR0;
  nointerpolation uint id : ID;
  nointerpolation int2 q : Q;
};
float4 main(PSIn i, noperspective centroid float3 b : SV_Barycentrics,
            uint vid : V) : SV_Target {
  float3 c = GetAttributeAtVertex(i.color, 0) * b.x +
             GetAttributeAtVertex(i.color, 1) * b.y +
             GetAttributeAtVertex(i.color, 2) * b.z;
  uint k = GetAttributeAtVertex(i.id, 2);
  int2 q = GetAttributeAtVertex(i.q, 1);
  return float4(c, k + q.y + vid);
}

// DXC's rules: barycentrics need SM 6.1 and a float3 that is interpolated;
// GetAttributeAtVertex needs a nointerpolation input and a constant vertex.
// RUN: not %dxilc -T ps_6_0 -E main %s -Fo %t.e0.dxil 2>&1 | FileCheck %s --check-prefix=SM60
// SM60: error: invalid semantic 'SV_Barycentrics' for ps 6.0 (it needs shader model 6.1)
// RUN: not %dxilc -T ps_6_1 -E float2 %s -Fo %t.e1.dxil 2>&1 | FileCheck %s --check-prefix=FLOAT2
// FLOAT2: error: only 'float3' type is allowed for SV_Barycentrics
float4 float2(float2 b : SV_Barycentrics) : SV_Target { return b.xyxy; }
// RUN: not %dxilc -T ps_6_1 -E flat %s -Fo %t.e2.dxil 2>&1 | FileCheck %s --check-prefix=FLAT
// FLAT: error: SV_Barycentrics cannot be used with 'nointerpolation'
float4 flat(nointerpolation float3 b : SV_Barycentrics) : SV_Target {
  return b.xyzx;
}
// RUN: not %dxilc -T ps_6_1 -E linear %s -Fo %t.e3.dxil 2>&1 | FileCheck %s --check-prefix=LINEAR
// LINEAR: error: attribute COLOR must have nointerpolation mode in order to use GetAttributeAtVertex (in function 'linear')
float4 linear(float4 c : COLOR) : SV_Target {
  return GetAttributeAtVertex(c, 1);
}
// RUN: not %dxilc -T ps_6_1 -E variable %s -Fo %t.e4.dxil 2>&1 | FileCheck %s --check-prefix=VARIABLE
// VARIABLE: error: the vertex index of 'GetAttributeAtVertex' must be a constant (DXIL takes an 8-bit immediate) (in function 'variable')
float4 variable(nointerpolation float4 c : COLOR, uint v : V) : SV_Target {
  return GetAttributeAtVertex(c, v);
}
// RUN: not %dxilc -T ps_6_0 -E sm60 %s -Fo %t.e5.dxil 2>&1 | FileCheck %s --check-prefix=GAV60
// GAV60: error: '__dxild_attribute_at_vertex' is only available in pixel environment on Shader Model 6.1 or newer
float4 sm60(nointerpolation float4 c : COLOR) : SV_Target {
  return GetAttributeAtVertex(c, 0);
}
