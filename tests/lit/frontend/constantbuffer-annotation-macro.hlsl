// ConstantBuffer<T> (and TextureBuffer<T>) whose register clause is written
// by a macro: NVIDIA RTXGI's `ConstantBuffer<DDGIRootConstants> DDGI
// CONSTS_REG_DECL;` with `#define CONSTS_REG_DECL : register(CONSTS_REGISTER,
// CONSTS_SPACE)` and the register and space defined on the command line.
// The clause expands in place (ResourceBufferDecls.h): DDGI is the CBV at
// b0 in space1, and Data the TBuffer SRV at t2; before, both were refused as
// "must be declared alone".

// RUN: %dxilc -T cs_6_6 -E main -DCONSTS_REGISTER=b0 -DCONSTS_SPACE=space1 %s -Fc - | FileCheck %s

#define CONSTS_REG_DECL : register(CONSTS_REGISTER, CONSTS_SPACE)
#define DATA_REG_DECL : register(t2)

struct DDGIRootConstants {
  uint volumeIndex;
  uint volumeConstantsIndex;
};
struct Data {
  float4 scale;
};
ConstantBuffer<DDGIRootConstants> DDGI CONSTS_REG_DECL;
TextureBuffer<Data> Scales DATA_REG_DECL;
RWBuffer<float4> Out : register(u0);

// CHECK: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59,
// CHECK-DAG: !{i32 0, ptr @dx.resource.sym.Scales, !"Scales", i32 0, i32 2, i32 1, i32 15, i32 0, !{{[0-9]+}}}
// CHECK-DAG: !{i32 0, ptr @dx.resource.sym.DDGI, !"DDGI", i32 1, i32 0, i32 1, i32 8, null}
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  Out[i] = Scales.scale * (DDGI.volumeIndex + DDGI.volumeConstantsIndex);
}
