// Matrices in constant buffers are laid out as DXC lays them out: each
// column (column_major, the default) or row (row_major, -Zpr,
// #pragma pack_matrix(row_major)) takes its own 16-byte register, the last
// one unpadded (float3x3: 44 bytes, MiniEngine's MeshConstants: WorldIT at
// 64, size 108). Clang 22 packs matrices contiguously; dxild maps every load
// to DXC's register and component (Frontend/CBufferLayout.h,
// Lowering/DXILCBufferAccess.cpp). One read per compile, so each check sees
// exactly one cbufferLoadLegacy. Offsets (column_major default / -Zpr):
//   A float3x3           0 / 0      B float    44 / 44
//   C float2x3          48 / 48     R row_major float2x3  96 / 80
//   D float3x2[2]      128 / 112    E float1x3           192 / 208
//   F float            228 / 220    G float3x1           240 / 224
//   size               252 / 260

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s --check-prefix=SIZE
// RUN: %dxilc -T cs_6_6 -E main -Zpr %s -Fc - | FileCheck %s --check-prefix=SIZEZPR
// RUN: %dxilc -T cs_6_6 -E main -DPRAGMA %s -Fc - | FileCheck %s --check-prefix=SIZEZPR
// RUN: %dxilc -T cs_6_6 -E main -Zpc %s -Fc - | FileCheck %s --check-prefix=SIZE
// RUN: not %dxilc -T cs_6_6 -E main -Zpr -Zpc %s -Fc - 2>&1 | FileCheck %s --check-prefix=BOTH

// SIZE: !{i32 0, ptr @dx.resource.sym.CB, !"CB", i32 0, i32 0, i32 1, i32 252, null}
// SIZEZPR: !{i32 0, ptr @dx.resource.sym.CB, !"CB", i32 0, i32 0, i32 1, i32 260, null}
// BOTH: cannot specify -Zpr and -Zpc together

// RUN: %dxilc -T cs_6_6 -E main "-DREAD=A[2][1]" %s -Fc - | FileCheck %s --check-prefix=A21
// RUN: %dxilc -T cs_6_6 -E main -Zpr "-DREAD=A[2][1]" %s -Fc - | FileCheck %s --check-prefix=A21ZPR
// A21: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
// A21-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 2
// A21ZPR: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 2)
// A21ZPR-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 1

// RUN: %dxilc -T cs_6_6 -E main -DREAD=B %s -Fc - | FileCheck %s --check-prefix=B
// B: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 2)
// B-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 3

// RUN: %dxilc -T cs_6_6 -E main "-DREAD=C[1][2]" %s -Fc - | FileCheck %s --check-prefix=C12
// RUN: %dxilc -T cs_6_6 -E main -Zpr "-DREAD=C[1][2]" %s -Fc - | FileCheck %s --check-prefix=C12ZPR
// RUN: %dxilc -T cs_6_6 -E main -DPRAGMA "-DREAD=C[1][2]" %s -Fc - | FileCheck %s --check-prefix=C12ZPR
// C12: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 5)
// C12-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 1
// C12ZPR: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 4)
// C12ZPR-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 2

// RUN: %dxilc -T cs_6_6 -E main "-DREAD=R[1][2]" %s -Fc - | FileCheck %s --check-prefix=R12
// RUN: %dxilc -T cs_6_6 -E main -Zpr "-DREAD=R[1][2]" %s -Fc - | FileCheck %s --check-prefix=R12ZPR
// R12: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 7)
// R12-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 2
// R12ZPR: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 6)
// R12ZPR-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 2

// RUN: %dxilc -T cs_6_6 -E main "-DREAD=D[1][2][1]" %s -Fc - | FileCheck %s --check-prefix=D121
// RUN: %dxilc -T cs_6_6 -E main -Zpr "-DREAD=D[1][2][1]" %s -Fc - | FileCheck %s --check-prefix=D121ZPR
// D121: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 11)
// D121-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 2
// D121ZPR: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 12)
// D121ZPR-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 1

// A variable index scales by DXC's stride (2 rows; 3 with -Zpr), not
// Clang's 32 bytes.
// RUN: %dxilc -T cs_6_6 -E main "-DREAD=D[tid.x][0][1]" %s -Fc - | FileCheck %s --check-prefix=DDYN
// RUN: %dxilc -T cs_6_6 -E main -Zpr "-DREAD=D[tid.x][0][1]" %s -Fc - | FileCheck %s --check-prefix=DDYNZPR
// DDYN: %[[I:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// DDYN: %[[M:[0-9]+]] = mul i32 %[[I]], 2
// DDYN: %[[R:[0-9]+]] = add i32 %[[M]], 9
// DDYN: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 %[[R]])
// DDYN-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 0
// DDYNZPR: %[[I:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// DDYNZPR: %[[M:[0-9]+]] = mul i32 %[[I]], 3
// DDYNZPR: %[[R:[0-9]+]] = add i32 %[[M]], 7
// DDYNZPR: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 %[[R]])
// DDYNZPR-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 1

// RUN: %dxilc -T cs_6_6 -E main "-DREAD=E[0][2]" %s -Fc - | FileCheck %s --check-prefix=E02
// RUN: %dxilc -T cs_6_6 -E main -Zpr "-DREAD=E[0][2]" %s -Fc - | FileCheck %s --check-prefix=E02ZPR
// E02: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 14)
// E02-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 0
// E02ZPR: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 13)
// E02ZPR-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 2

// RUN: %dxilc -T cs_6_6 -E main -DREAD=F %s -Fc - | FileCheck %s --check-prefix=F
// RUN: %dxilc -T cs_6_6 -E main -Zpr -DREAD=F %s -Fc - | FileCheck %s --check-prefix=FZPR
// F: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 14)
// F-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 1
// FZPR: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 13)
// FZPR-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 3

// RUN: %dxilc -T cs_6_6 -E main "-DREAD=G[2][0]" %s -Fc - | FileCheck %s --check-prefix=G20
// RUN: %dxilc -T cs_6_6 -E main -Zpr "-DREAD=G[2][0]" %s -Fc - | FileCheck %s --check-prefix=G20ZPR
// G20: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 15)
// G20-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 2
// G20ZPR: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 16)
// G20ZPR-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 0

// Structs: fields start where DXC puts them (Clang 22 indexes its padded
// struct by field number, Intrinsics/RepairCBufferFieldIndex.h). L: a 0, b 16, m 32
// (float2x2: 24 bytes), c 56; stride 64; l at 16 of S.
// RUN: %dxilc -T cs_6_6 -E main "-DREAD=l[1].b.y" %s -Fc - | FileCheck %s --check-prefix=LB
// RUN: %dxilc -T cs_6_6 -E main "-DREAD=l[1].c" %s -Fc - | FileCheck %s --check-prefix=LC
// RUN: %dxilc -T cs_6_6 -E main "-DREAD=l[0].m[1][0]" %s -Fc - | FileCheck %s --check-prefix=LM
// LB: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 6)
// LB-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 1
// LC: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 8)
// LC-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 2
// LM: %[[L:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 3)
// LM-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 1

#ifdef PRAGMA
#pragma pack_matrix(row_major)
#endif
#ifndef READ
#define READ (A[2][1] + B + C[1][2] + R[1][2] + D[1][2][1] + E[0][2] + F + G[2][0])
#endif

RWStructuredBuffer<float> Out : register(u0);

cbuffer CB : register(b0) {
  float3x3 A;
  float B;
  float2x3 C;
  row_major float2x3 R;
  float3x2 D[2];
  float1x3 E;
  float F;
  float3x1 G;
};

struct L {
  float a;
  float4 b;
  float2x2 m;
  float c;
};
cbuffer S : register(b1) {
  float x;
  L l[2];
};

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) { Out[tid.x] = READ; }
