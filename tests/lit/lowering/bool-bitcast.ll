; dxil-bool-bitcast: narrowing integer-vector bitcasts become their lanes
; (little-endian: lane k of <128 x i1> is bit k%32 of word k/32), and
; `load <K x i1>` becomes a load of K/32 i32 words.
; RUN: %dxild-opt -passes=dxil-bool-bitcast,instsimplify,dce %s -S -o - | FileCheck %s

target triple = "dxilv1.5-pc-shadermodel6.5-compute"

; CHECK-LABEL: define i1 @lane96(
; CHECK: %[[W:.*]] = extractelement <4 x i32> %v, i64 3
; CHECK: trunc i32 %[[W]] to i1
; CHECK-NOT: <128 x i1>
define i1 @lane96(<4 x i32> %v) {
  %b = bitcast <4 x i32> %v to <128 x i1>
  %e = extractelement <128 x i1> %b, i64 96
  ret i1 %e
}

; Float words (a bool after floats in one cbuffer row, LightScattering's
; `if (g.d)` with `struct S { float a, b; bool c, d; }`): the lane is a bit
; of the float's integer bits.
; CHECK-LABEL: define i1 @float_lane96(
; CHECK: %[[F:.*]] = extractelement <4 x float> %v, i64 3
; CHECK: %[[W:.*]] = bitcast float %[[F]] to i32
; CHECK: trunc i32 %[[W]] to i1
; CHECK-NOT: <128 x i1>
define i1 @float_lane96(<4 x float> %v) {
  %b = bitcast <4 x float> %v to <128 x i1>
  %e = extractelement <128 x i1> %b, i64 96
  ret i1 %e
}

; CHECK-LABEL: define i1 @bit33(
; CHECK: %[[W:.*]] = extractelement <2 x i32> %v, i64 1
; CHECK: %[[S:.*]] = lshr i32 %[[W]], 1
; CHECK: trunc i32 %[[S]] to i1
define i1 @bit33(<2 x i32> %v) {
  %b = bitcast <2 x i32> %v to <64 x i1>
  %e = extractelement <64 x i1> %b, i64 33
  ret i1 %e
}

; CHECK-LABEL: define i8 @scalar(
; CHECK: %[[S:.*]] = lshr i32 %v, 16
; CHECK: trunc i32 %[[S]] to i8
define i8 @scalar(i32 %v) {
  %b = bitcast i32 %v to <4 x i8>
  %e = extractelement <4 x i8> %b, i64 2
  ret i8 %e
}

; CHECK-LABEL: define i1 @load(
; CHECK: %[[L:.*]] = load <4 x i32>, ptr %p, align 16
; CHECK: %[[W:.*]] = extractelement <4 x i32> %[[L]], i64 3
; CHECK: trunc i32 %[[W]] to i1
define i1 @load(ptr %p) {
  %l = load <128 x i1>, ptr %p, align 16
  %e = extractelement <128 x i1> %l, i64 96
  ret i1 %e
}

; Widening casts are not this pass's business.
; CHECK-LABEL: define <2 x i32> @widen(
; CHECK: bitcast <4 x i16> %v to <2 x i32>
define <2 x i32> @widen(<4 x i16> %v) {
  %b = bitcast <4 x i16> %v to <2 x i32>
  ret <2 x i32> %b
}

; InstCombine's `all(v)` and `any(v)` over a bool vector compare the lanes
; bitcast to an iN, a type DXIL cannot express: the lanes packed into an i32
; instead. On constant lanes <1, 0> (2 as an i2; -2 signed): all is false,
; any true, `== 1` false, `== 2` true, and `slt 0` true (the i2's sign bit
; is lane 1).
; CHECK-LABEL: define void @all_any(
; CHECK-NOT: i2
; CHECK: store volatile i1 false, ptr %p
; CHECK: store volatile i1 true, ptr %p
; CHECK: store volatile i1 false, ptr %p
; CHECK: store volatile i1 true, ptr %p
; CHECK: store volatile i1 true, ptr %p
define void @all_any(ptr %p) {
  %b = bitcast <2 x i1> <i1 false, i1 true> to i2
  %all = icmp eq i2 %b, -1
  store volatile i1 %all, ptr %p
  %any = icmp ne i2 %b, 0
  store volatile i1 %any, ptr %p
  %one = icmp eq i2 %b, 1
  store volatile i1 %one, ptr %p
  %two = icmp eq i2 %b, -2
  store volatile i1 %two, ptr %p
  %neg = icmp slt i2 %b, 0
  store volatile i1 %neg, ptr %p
  ret void
}

; The same on a run-time vector: lane k at bit k.
; CHECK-LABEL: define i1 @all_lanes(
; CHECK: %[[L0:.*]] = extractelement <2 x i1> %v, i64 0
; CHECK: %[[L1:.*]] = extractelement <2 x i1> %v, i64 1
; CHECK: icmp eq i32 %{{.*}}, 3
define i1 @all_lanes(<2 x float> %a) {
  %v = fcmp oeq <2 x float> %a, zeroinitializer
  %b = bitcast <2 x i1> %v to i2
  %r = icmp eq i2 %b, -1
  ret i1 %r
}

; The widening direction: lane k lands at bit k * 32 (SROA packs a uint2
; it copies whole into an i64 this way; the values are those of bitcast).
; CHECK-LABEL: define i64 @pack_const(
; CHECK-NEXT: ret i64 8589934593
define i64 @pack_const() {
  %b = bitcast <2 x i32> <i32 1, i32 2> to i64
  ret i64 %b
}

; float lanes go through their bits: 1.0 is 0x3F800000, -2.0 0xC0000000.
; CHECK-LABEL: define i64 @pack_float(
; CHECK-NEXT: ret i64 -4611686017362034688
define i64 @pack_float() {
  %b = bitcast <2 x float> <float 1.0, float -2.0> to i64
  ret i64 %b
}

; CHECK-LABEL: define i64 @pack(
; CHECK-DAG: %[[L0:.*]] = extractelement <2 x i32> %v, i64 0
; CHECK-DAG: %[[L1:.*]] = extractelement <2 x i32> %v, i64 1
; CHECK-DAG: %[[Z0:.*]] = zext i32 %[[L0]] to i64
; CHECK-DAG: %[[Z1:.*]] = zext i32 %[[L1]] to i64
; CHECK: %[[S1:.*]] = shl i64 %[[Z1]], 32
; CHECK: or i64 %[[Z0]], %[[S1]]
; CHECK-NOT: bitcast
define i64 @pack(<2 x i32> %v) {
  %b = bitcast <2 x i32> %v to i64
  ret i64 %b
}

; Wider than DXIL's integers: left alone (reported later).
; CHECK-LABEL: define i128 @too_wide(
; CHECK: bitcast <4 x float> %v to i128
define i128 @too_wide(<4 x float> %v) {
  %b = bitcast <4 x float> %v to i128
  ret i128 %b
}

; InstCombine takes lanes 1-2 of a float4 through an i128 (WickedEngine's
; lens flare): the shufflevector of those lanes; the i128 chain goes.
; CHECK-LABEL: define <2 x float> @lanes12(
; CHECK: shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 1, i32 2>
; CHECK-NOT: i128
define <2 x float> @lanes12(<4 x float> %v) {
  %w = bitcast <4 x float> %v to i128
  %s = lshr i128 %w, 32
  %t = trunc i128 %s to i64
  %r = bitcast i64 %t to <2 x float>
  ret <2 x float> %r
}

; And lanes 2-3 through a <2 x i64> (the GDK TemporalAntialiasing sample's
; magnifier, `cts.vertexMaxCoordsNDC` of a float2 pair read as a float4):
; the shufflevector of those lanes.
; CHECK-LABEL: define <2 x float> @lanes23(
; CHECK: shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 2, i32 3>
; CHECK-NOT: i64
define <2 x float> @lanes23(<4 x float> %v) {
  %w = bitcast <4 x float> %v to <2 x i64>
  %e = extractelement <2 x i64> %w, i64 1
  %r = bitcast i64 %e to <2 x float>
  ret <2 x float> %r
}
