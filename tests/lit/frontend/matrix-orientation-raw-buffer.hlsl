// Load<S>/Store<S> on a byte-address buffer copy matrices column by column
// (Intrinsics/SplitRawStructCopy.h); DXC moves a row-major matrix row by row.
// A templated byte-address access whose type holds a row-major matrix with
// more than one row and column (keyword on a member, typedef, -Zpr) is
// refused at the call, never copied in the wrong element order.
// Column-major ones (DXC's default) compile.

// RUN: not %dxilc -T cs_6_6 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s
// RUN: not %dxilc -T cs_6_6 -E main -Zpr -DPLAIN %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ZPR
// RUN: %dxilc -T cs_6_6 -E main -DPLAIN %s -Fo %t.dxil

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
#else
  // CHECK: matrix-orientation-raw-buffer.hlsl:[[@LINE+1]]:13: error: Load<P> on a byte-address buffer moves a row-major 2x3 matrix: DXC stores it row by row
  P p = Buf.Load<P>(0);
  // CHECK: matrix-orientation-raw-buffer.hlsl:[[@LINE+1]]:7: error: Store<RM> on a byte-address buffer moves a row-major 3x3 matrix
  Buf.Store<RM>(128, (RM)0);
  // CHECK-NOT: error
  Buf.Store<column_major float3x3>(256, (float3x3)p.v.x);
#endif
}
