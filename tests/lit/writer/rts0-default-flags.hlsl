// RTS0 (root signature 1.1): a descriptor range or root descriptor written
// without `flags` is serialized with flags 0 (NONE), as DXC writes it; the
// D3D12 runtime reads NONE as the 1.1 defaults (DATA_STATIC_WHILE_SET_AT_EXECUTE
// for CBV/SRV, DATA_VOLATILE for UAV). Clang's parser fills those defaults in;
// the writer maps them back to 0. Flags that differ from the defaults are
// kept as written.

// RUN: %dxilc -T ps_6_6 -E main %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s

// CHECK-LABEL: Name: RTS0
// CHECK:      Version: 2
// No flags written: none serialized.
// CHECK:      RangeType: SRV
// CHECK-NEXT: NumDescriptors: 1
// CHECK-NEXT: BaseShaderRegister: 0
// CHECK-NEXT: RegisterSpace: 0
// CHECK-NEXT: OffsetInDescriptorsFromTableStart: 4294967295
// CHECK-NEXT: - RangeType: UAV
// CHECK-NEXT: NumDescriptors: 1
// CHECK-NEXT: BaseShaderRegister: 0
// CHECK-NEXT: RegisterSpace: 0
// CHECK-NEXT: OffsetInDescriptorsFromTableStart: 4294967295
// CHECK-NEXT: - RangeType: CBuffer
// CHECK-NEXT: NumDescriptors: 1
// CHECK-NEXT: BaseShaderRegister: 0
// CHECK-NEXT: RegisterSpace: 0
// CHECK-NEXT: OffsetInDescriptorsFromTableStart: 4294967295
// CHECK-NEXT: - ParameterType: DescriptorTable
// Explicit, non-default flags are kept.
// CHECK:      RangeType: SRV
// CHECK:      DATA_VOLATILE: true
// CHECK:      RangeType: UAV
// CHECK:      DESCRIPTORS_VOLATILE: true
// CHECK-NEXT: DATA_STATIC_WHILE_SET_AT_EXECUTE: true
// Root descriptors: CBV(b1), SRV(t2), UAV(u2) without flags.
// CHECK:      ParameterType: CBV
// CHECK-NEXT: ShaderVisibility: All
// CHECK-NEXT: Descriptor:
// CHECK-NEXT: RegisterSpace: 0
// CHECK-NEXT: ShaderRegister: 1
// CHECK-NEXT: - ParameterType: SRV
// CHECK-NEXT: ShaderVisibility: All
// CHECK-NEXT: Descriptor:
// CHECK-NEXT: RegisterSpace: 0
// CHECK-NEXT: ShaderRegister: 2
// CHECK-NEXT: - ParameterType: UAV
// CHECK-NEXT: ShaderVisibility: All
// CHECK-NEXT: Descriptor:
// CHECK-NEXT: RegisterSpace: 0
// CHECK-NEXT: ShaderRegister: 2
// CHECK-NEXT: - ParameterType: CBV
// CHECK:      DATA_STATIC: true
// CHECK:      ParameterType: UAV
// CHECK:      DATA_STATIC_WHILE_SET_AT_EXECUTE: true

#define RS                                                                     \
  "RootFlags(0), DescriptorTable(SRV(t0), UAV(u0), CBV(b0)), "                 \
  "DescriptorTable(Sampler(s0)), "                                             \
  "DescriptorTable(SRV(t1, flags = DATA_VOLATILE), "                           \
  "UAV(u1, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE | DESCRIPTORS_VOLATILE)), " \
  "CBV(b1), SRV(t2), UAV(u2), CBV(b2, flags = DATA_STATIC), "                  \
  "UAV(u3, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE)"
[RootSignature(RS)]
float4 main() : SV_Target { return 1; }
