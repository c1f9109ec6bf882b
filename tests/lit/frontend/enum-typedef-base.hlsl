// An enum whose underlying type is written as a typedef (`enum Flags :
// uint`, `uint` being the prelude's typedef; WickedEngine's ray tracing
// flags): Clang 22 crashed on arithmetic with its enumerators (a null type
// in the usual arithmetic conversions; the request ended as "the compiler
// crashed"). The frontend spells it `unsigned int` (EnumBases.h); the values
// are DXC's: (A | B) & I, B + 1 = 3, and `-A` of a 64-bit enum is -1.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

enum Flags : uint { FLAG_A = 1, FLAG_B = 2 };
enum class Wide : uint64_t { One = 1 };
enum : int32_t { ANON = 7 };

RWBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)] void main(uint I : SV_DispatchThreadID) {
  Out[0] = (FLAG_A | FLAG_B) & I;
  Out[1] = FLAG_B + 1;
  Out[2] = (uint)(-(int64_t)Wide::One) + ANON;
}

// CHECK: define void @main()
// CHECK: [[I:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: [[M:%[^ ]+]] = and i32 [[I]], 3
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 0, i32 undef, i32 [[M]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 1, i32 undef, i32 3,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 2, i32 undef, i32 6,
