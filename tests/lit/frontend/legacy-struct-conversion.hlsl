// Before HLSL 2021 (-HV 2016/2017/2018), DXC converts a struct to another
// struct type element by element where one is expected: Microsoft's ATG
// samples return the vertex shader's input struct as its (equal) output
// struct. Clang 22 refuses; the second parse casts the expression,
// `(Interpolants)(In)` (MatrixSwizzle.h): a return value, an initializer,
// an assignment and a call argument. HLSL 2021 refuses, as DXC does.

// RUN: %dxilc -T vs_6_0 -E main -HV 2018 %s -Fc - | FileCheck %s
// RUN: not %dxilc -T vs_6_0 -E main -HV 2021 %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HV2021

struct Vertex {
  float4 position : SV_Position;
  float4 color : COLOR0;
};
struct Interpolants {
  float4 position : SV_Position;
  float4 color : COLOR0;
};

float4 Brightest(Interpolants I) { return max(I.color, I.position); }

// HV2021: legacy-struct-conversion.hlsl:[[@LINE+2]]:16: error: no viable conversion from 'Vertex' to 'Interpolants'
Interpolants main(Vertex In) {
  Interpolants o = In;
  o.color = Brightest(In);
  Interpolants p;
  p = In;
  p.color += o.color;
  if (In.color.w > 0.5)
    return In;
  return p;
}

// The position passes through; the color is max(color, position) + color,
// or the input color when its alpha is above one half.
// CHECK-DAG: [[PX:%.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK-DAG: [[CX:%.*]] = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
// CHECK-DAG: [[M:%.*]] = call float @dx.op.binary.f32(i32 35, float [[CX]], float [[PX]])
// CHECK-DAG: [[S:%.*]] = fadd {{.*}}float [[M]], [[CX]]
// CHECK-DAG: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float [[PX]])
// CHECK-DAG: select {{.*}}i1 %{{.*}}, float [[CX]], float [[S]]
