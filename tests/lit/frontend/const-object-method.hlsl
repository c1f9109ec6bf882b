// Methods called on const objects: HLSL has no const methods, and DXC calls
// any method on any object. Clang 22 refuses a non-const method on a
// `static const` global (WickedEngine's `static const
// LinearDepthTextureEmulator texture_lineardepth;` with SampleLevel and
// operator[]), a StructuredBuffer element (`Buf[i].load()`) or a `const`
// local. The methods of a plain struct take a const object
// (ConstObjectMethods.h); a StructuredBuffer element's call, which cannot
// bind across address spaces, is made on a copy by the second parse,
// `__dxild_mut(Object)` (MatrixSwizzle.h, TypedRewrites::ConstCallObjects).
// Values as DXC computes them: 2 * sampleLevel + (textureLoad + 1) + the two elements'
// halves.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// An overloaded method on a const parameter (RTXPT's
// `rayCone.computeLOD(...)`): Clang 22 says "no matching member function"
// with a candidate refused for the const object; the same copy. DXC's value:
// 2 + 1.
// RUN: %dxilc -T cs_6_5 -E overloaded %s -Fc - | FileCheck %s --check-prefix=OVERLOADED
// OVERLOADED: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 3.000000e+00,

Texture2D<float> Depth : register(t0);
SamplerState Point : register(s0);
struct Emulator {
  float SampleLevel(SamplerState S, float2 UV, float Lod) {
    return Depth.SampleLevel(S, UV, Lod) * 2;
  }
  float operator[](uint2 P) { return Depth[P] + 1; }
};
static const Emulator Lin;
struct Packed {
  uint V;
  float load() { return f16tof32(V); }
};
StructuredBuffer<Packed> Halves : register(t1);
RWBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)] void main(uint I : SV_DispatchThreadID) {
  const Packed Next = Halves[I + 1];
  Out[I] = Lin.SampleLevel(Point, float2(0.5, 0.5), 0) + Lin[uint2(I, 0)] +
           Halves[I].load() + Next.load();
}

// CHECK: define void @main()
// CHECK-DAG: [[I:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK-DAG: [[I1:%[^ ]+]] = add i32 [[I]], 1
// CHECK-DAG: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle {{%[0-9]+}}, i32 [[I1]], i32 0, i8 1, i32 4)
// CHECK-DAG: [[S:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle {{%[0-9]+}}, %dx.types.Handle {{%[0-9]+}}, float 5.000000e-01, float 5.000000e-01, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)
// CHECK-DAG: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle {{%[0-9]+}}, i32 0, i32 [[I]], i32 0, i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK-DAG: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle {{%[0-9]+}}, i32 [[I]], i32 0, i8 1, i32 4)
// CHECK-DAG: fmul {{.*}}float {{%[^,]+}}, 2.000000e+00
// CHECK-COUNT-2: call float @dx.op.legacyF16ToF32(i32 131, i32 {{%[^ ]+}})
// CHECK: fadd {{.*}}float {{%[^,]+}}, 1.000000e+00
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 [[I]],

struct Bias {
  float bias;
  float lod(float x) { return x + bias; }
  float lod(float x, float y) { return x * y + bias; }
};
float applyBias(const Bias b, float x) { return b.lod(x); }
RWStructuredBuffer<float> Lods : register(u1);
[numthreads(1, 1, 1)]
void overloaded() {
  Bias b;
  b.bias = 1;
  Lods[0] = applyBias(b, 2);
}
