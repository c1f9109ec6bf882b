// DXC computes with a 32-bit unscoped enum's values as int, whatever the
// enum's underlying type (EnumPromotion.h). Clang 22 used the underlying
// type: with `: uint`, `UnsignedB / 2` was 0x7FFFFFFF and `i < UnsignedB` an
// unsigned compare (wrong values). And where the other operand is a bool or
// a 16-bit integer (RTXPT's `!rayQuery.CommittedStatus() ==
// COMMITTED_TRIANGLE_HIT`), Clang 22 found the built-in operators
// ambiguous: a bool becomes `(int)(...)` (`intN` for a vector), the enum
// against a 16-bit operand `(__underlying_type(E))(...)`, which keeps a
// 16-bit enum's arithmetic 16-bit as in DXC. Each value below is DXC's.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_5 -E small -enable-16bit-types %s -Fc - \
// RUN:   | FileCheck %s --check-prefix=SMALL

enum Plain { PlainA, PlainB, PlainAll = 0xFFFFFFFF };
enum Unsigned : uint { UnsignedA = 0, UnsignedB = 0xFFFFFFFF };

RWBuffer<int> o;

[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  bool b = id.x > 3;
  bool2 v = id.xy > 5;
  int i = (int)id.y - 5;
  // -1 / 2, not 0x7FFFFFFF.
  o[0] = UnsignedB / 2;
  o[1] = PlainAll / 2;
  // Signed against an int, unsigned against a uint.
  o[2] = (i < UnsignedB) ? 1 : 2;
  o[3] = (id.x < UnsignedB) ? 3 : 4;
  // bool operands: (int)b == 1 is b itself.
  o[4] = (b == PlainB) ? 7 : 8;
  o[5] = (UnsignedB != id.y < 2) ? 9 : 10;
  // 0 or 1 < -1: never.
  o[6] = (b < UnsignedB) ? 11 : 12;
  o[7] = b + PlainB;
  o[8] = (v == PlainB).y ? 13 : 14;
  // The operator is found where the line continues.
  o[9] = !(
      b ==
      Unsigned::UnsignedA);
}

// CHECK: %[[X:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[Y:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// CHECK: %[[B:[^ ]+]] = icmp ugt i32 %[[X]], 3
// CHECK: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 0,
// CHECK: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 undef, i32 0,
// i - 5 < -1 is y < 4, signed.
// CHECK: %[[I:[^ ]+]] = icmp slt i32 %[[Y]], 4
// CHECK: select i1 %[[I]], i32 1, i32 2
// CHECK: %[[U:[^ ]+]] = icmp eq i32 %[[X]], -1
// CHECK: select i1 %[[U]], i32 4, i32 3
// CHECK: select i1 %[[B]], i32 7, i32 8
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 undef, i32 9,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 undef, i32 12,
// CHECK: select i1 %[[B]], i32 2, i32 1
// CHECK: %[[VY:[^ ]+]] = icmp ugt i32 %[[Y]], 5
// CHECK: select i1 %[[VY]], i32 13, i32 14
// CHECK: zext i1 %[[B]] to i32

#if __HLSL_ENABLE_16_BIT
enum U16 : uint16_t { U16A = 0xFFFF };

[numthreads(1, 1, 1)] void small(uint3 id : SV_DispatchThreadID) {
  uint16_t h = (uint16_t)id.x;
  o[0] = (h < U16A) ? 1 : 2;
  o[1] = h + U16A;
}
#endif

// h < 0xFFFF, and h + 0xFFFF wrapping at 16 bits.
// SMALL: %[[X:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// SMALL: %[[H:[^ ]+]] = and i32 %[[X]], 65535
// SMALL: %[[C:[^ ]+]] = icmp eq i32 %[[H]], 65535
// SMALL: select i1 %[[C]], i32 2, i32 1
// SMALL: %[[S:[^ ]+]] = add i32 %[[X]], 65535
// SMALL: and i32 %[[S]], 65535
