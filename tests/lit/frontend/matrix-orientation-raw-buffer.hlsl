// Load<S>/Store<S> on a byte-address buffer copy a struct member by member
// (Intrinsics/SplitRawStructCopy.h): a column-major matrix column by
// column, a row-major one (keyword on a member, typedef, -Zpr) row by row,
// as DXC stores them. A Load/Store of a row-major matrix itself (not a
// struct holding one) is refused at the call, never copied in the wrong
// element order. Column-major ones (DXC's default) compile.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_6 -E main -DMATRIX %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MATRIX
// RUN: not %dxilc -T cs_6_6 -E main -Zpr -DPLAIN %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ZPR

RWByteAddressBuffer Buf : register(u0);

struct P {
  row_major float2x3 m;
  float4 v;
};
typedef row_major float3x3 RM;

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
#ifdef PLAIN
  // ZPR: matrix-orientation-raw-buffer.hlsl:[[@LINE+1]]:20: error: Load<float3x3> on a byte-address buffer moves a row-major 3x3 matrix
  float3x3 m = Buf.Load<float3x3>(0);
  Buf.Store<float3x3>(64, m * 2);
#elif defined(MATRIX)
  // MATRIX: matrix-orientation-raw-buffer.hlsl:[[@LINE+1]]:7: error: Store<RM> on a byte-address buffer moves a row-major 3x3 matrix: DXC stores it row by row
  Buf.Store<RM>(128, (RM)0);
  // MATRIX-NOT: error
  Buf.Store<column_major float3x3>(256, (float3x3)1);
#else
  // Element (r, c) of the row-major 2x3 member at (r * 3 + c) * 4: m[1][0]
  // is at 12, where a column-major one would have it at 4.
  // CHECK: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 12, i32 undef, i8 1, i32 4)
  // CHECK: [[E:%[^ ]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 512, i32 undef, float [[E]],
  P p = Buf.Load<P>(0);
  Buf.Store<float>(512, p.m[1][0]);
  // Stored row by row: m = (1, 2, 3; 4, 5, 6) at 64..84.
  // CHECK-DAG: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 64, i32 undef, float 1.000000e+00, float undef, float undef, float undef, i8 1, i32 4)
  // CHECK-DAG: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 68, i32 undef, float 2.000000e+00, float undef, float undef, float undef, i8 1, i32 4)
  // CHECK-DAG: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 76, i32 undef, float 4.000000e+00, float undef, float undef, float undef, i8 1, i32 4)
  // CHECK-DAG: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 84, i32 undef, float 6.000000e+00, float undef, float undef, float undef, i8 1, i32 4)
  P q;
  q.m = float2x3(1, 2, 3, 4, 5, 6);
  q.v = 0;
  Buf.Store<P>(64, q);
#endif
}
