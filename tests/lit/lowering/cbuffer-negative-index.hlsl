// A dynamic index with a negative (or past-the-end) constant part into a
// cbuffer array: Clang folds `a[k - 1]` into the constant offset -16 from
// the member, which no layout position matches ("cbuffer load at byte
// 18446744073709551600", DirectX SDK's CascadedShadowMaps). Whole elements
// move from the constant into the index. Rows and components below are
// DXC 1.9's for this source (a[k-1].y: row k comp 1; f[k-2]: k+7; s[k-1].y.y:
// k+16 comp 2; m[k-1][j].z: 2k+j+19; m[k][j-1].w: 2k+j+20; a[k+9]: k+10;
// cbs[k-1].w: view k, row 1).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

// CHECK: %[[K:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[J:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// CHECK: %[[KM1:.*]] = add nsw i32 %[[K]], -1
// CHECK: %[[VIEW:.*]] = add i32 1, %[[KM1]]
// CHECK: %[[CBS:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 %[[VIEW]], i1 false)

// CHECK: %[[R:.*]] = add i32 %[[KM1]], 1
// CHECK-NEXT: %[[L:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[C:[0-9]+]], i32 %[[R]])
// CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 1
// CHECK: bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 0,

// CHECK: %[[KM2:.*]] = add i32 %[[K]], -2
// CHECK-NEXT: %[[R:.*]] = add i32 %[[KM2]], 9
// CHECK-NEXT: %[[L:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[C]], i32 %[[R]])
// CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 0
// CHECK: bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 1,

// CHECK: %[[R:.*]] = add i32 %[[KM1]], 17
// CHECK-NEXT: %[[L:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[C]], i32 %[[R]])
// CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 2
// CHECK: bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 2,

// CHECK: %[[K2:.*]] = mul i32 %[[KM1]], 2
// CHECK-NEXT: %[[KJ:.*]] = add i32 %[[K2]], %[[J]]
// CHECK-NEXT: %[[R:.*]] = add i32 %[[KJ]], 21
// CHECK-NEXT: %[[L:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[C]], i32 %[[R]])
// CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 2
// CHECK: bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 3,

// CHECK: %[[JM1:.*]] = add i32 %[[J]], -1
// CHECK-NEXT: %[[K2:.*]] = mul i32 %[[K]], 2
// CHECK-NEXT: %[[KJ:.*]] = add i32 %[[K2]], %[[JM1]]
// CHECK-NEXT: %[[R:.*]] = add i32 %[[KJ]], 21
// CHECK-NEXT: %[[L:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[C]], i32 %[[R]])
// CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 3
// CHECK: bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 4,

// CHECK: %[[KP9:.*]] = add i32 %[[K]], 9
// CHECK-NEXT: %[[R:.*]] = add i32 %[[KP9]], 1
// CHECK-NEXT: %[[L:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[C]], i32 %[[R]])
// CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 0
// CHECK: bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 5,

// CHECK: %[[L:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[CBS]], i32 1)
// CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 %[[L]], 0
// CHECK: bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 6,

struct S { float x; float2 y; };
struct T { float4 v; float w; };
cbuffer C : register(b0) {
  float4 pad;
  float4 a[8];
  float f[8];
  S s[4];
  float4 m[3][2];
};
ConstantBuffer<T> cbs[4] : register(b1);
RWBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int k = id.x, j = id.y;
  Out[0] = a[k - 1].y;
  Out[1] = f[k - 2];
  Out[2] = s[k - 1].y.y;
  Out[3] = m[k - 1][j].z;
  Out[4] = m[k][j - 1].w;
  Out[5] = a[k + 9].x;
  Out[6] = cbs[k - 1].w;
}
