// A method called on a `const` local or parameter runs on that object, as
// in DXC: a method that writes a member writes the object itself
// (ConstObjectMethods.h). dxild called such methods on a copy, so the
// writes were lost (wrong values). Each value below is DXC's: with
// s.x = i, `s.inc()` makes it i + 5, so `s.get()` is 2i + 10; in `use`,
// the parameter (i + 1) becomes i + 6, get() = 2i + 12, incGet() = i + 11:
// 3i + 23. The caller's `t` is a copy and stays i + 1.
// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// Texture methods on a member of a const parameter, and a write through its
// RWTexture member (the prelude's object methods are const).
// RUN: %dxilc -T cs_6_0 -E textures %s -Fc - | FileCheck %s --check-prefix=TEX
// A method that writes its object called on a StructuredBuffer element: the
// store would be into an SRV (DXC's validator refuses it); an error instead.
// RUN: not %dxilc -T cs_6_0 -E readonly %s 2>&1 | FileCheck %s --check-prefix=RO

struct S {
  int x;
  int get() { return x * 2; }
  void inc() { x += 5; }
  int incGet() {
    inc();
    return x;
  }
};
RWStructuredBuffer<int> O;
int use(const S s) {
  s.inc();
  return s.get() + s.incGet();
}
[numthreads(1, 1, 1)] void main(uint i : SV_DispatchThreadID) {
  const S s = {(int)i};
  s.inc();
  O[0] = s.get();
  S t = {(int)i + 1};
  O[1] = use(t);
  O[2] = t.x;
}
// CHECK: [[I:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: [[TWICE:%[^ ]+]] = shl i32 [[I]], 1
// CHECK: [[V0:%[^ ]+]] = add i32 [[TWICE]], 10
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 [[V0]],
// CHECK: [[I1:%[^ ]+]] = add nsw i32 [[I]], 1
// CHECK: [[THRICE:%[^ ]+]] = mul i32 [[I]], 3
// CHECK: [[V1:%[^ ]+]] = add i32 [[THRICE]], 23
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i32 [[V1]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, i32 [[I1]],

struct Ctx {
  RWTexture2D<float4> Out;
  Texture2D<float> In;
  void put(uint2 p, float v) { Out[p] = v; }
};
SamplerState Samp;
RWTexture2D<float4> Target;
Texture2D<float> Src;
void store(const Ctx c, uint2 p) {
  c.Out[p] = float4(1, 2, 3, 4);
  c.put(p + 1, c.In.SampleLevel(Samp, float2(0.5, 0.5), 0));
}
[numthreads(1, 1, 1)] void textures(uint2 id : SV_DispatchThreadID) {
  Ctx c;
  c.Out = Target;
  c.In = Src;
  store(c, id);
}
// TEX: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 undef, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, i8 15)
// TEX: [[S:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62,
// TEX: [[X:%[^ ]+]] = extractvalue %dx.types.ResRet.f32 [[S]], 0
// TEX: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle {{%[0-9]+}}, i32 {{%[^,]+}}, i32 {{%[^,]+}}, i32 undef, float [[X]], float [[X]], float [[X]], float [[X]], i8 15)

StructuredBuffer<S> Elements;
[numthreads(1, 1, 1)] void readonly(uint i : SV_DispatchThreadID) {
  O[0] = Elements[i].incGet();
}
// RO: error: write to an element of a read-only buffer
